"""Parse the formal Laws: front matter, definitions, then the laws aligned to their skeleton.

The text is hard-wrapped mid-sentence and drops some ``LAW N`` and section headings. Lines are
first grouped into paragraphs (a printed label or a new sentence after a finished one opens a
paragraph), then each stretch between two printed ``LAW`` headings is aligned to the skeleton
of the laws it may hold, so a law whose heading is missing is found from its sections.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from indexer.ids import LAW_COUNT
from indexer.ids import Ref
from indexer.models import Document
from indexer.models import Provision
from indexer.models import SourceError
from indexer.normalise import reflow
from indexer.normalise import source_lines
from indexer.outline import Costs
from indexer.outline import Item
from indexer.outline import Label
from indexer.parsers.lawtext import SECTION_LABEL
from indexer.parsers.lawtext import SENTENCE_END
from indexer.parsers.lawtext import alternatives
from indexer.parsers.lawtext import forced_ids
from indexer.parsers.lawtext import is_title_case
from indexer.parsers.lawtext import nodes_from_labels
from indexer.parsers.lawtext import provisions_from_blocks
from indexer.parsers.lawtext import split_labels
from indexer.tables import Node
from indexer.tables import Tables

#: a paragraph split inside a provision is common here (page layout), a skipped one rare
COSTS = Costs(continuation=0.3, unlabelled_start=1.0, skip_text=1.0)

#: a heading printed in capitals, possibly wrapped: "AND CARDS", "TO THE 2007 LAWS OF"
CAPITALS = re.compile(r"^[A-Z0-9][A-Z0-9 ,'’&\-–—]*$")


@dataclass
class Paragraph:
    """Lines of the source grouped into one paragraph, before ids are known."""

    labels: list[Label]
    heading: str
    lines: list[str]
    start: int
    end: int
    law: int | None = None  # set on a printed LAW heading

    @property
    def text(self) -> str:
        return reflow(self.lines)


def parse(text: str, doc: Document, tables: Tables) -> list[Provision]:
    """The provisions of a formal law text, front matter first."""
    layout = tables.layout.get(doc.language, {})
    lines = source_lines(text)
    if not any(lines):
        raise SourceError(doc.source_file, 1, "the file is empty")
    law_word = tuple(layout.get("law_heading", ("LAW",)))
    words = "|".join(map(re.escape, law_word))
    law_heading = re.compile(rf"^(?:{words})\s+(?P<law>\d{{1,2}})\b\s*(?:[-–—:.]\s*(?P<title>.*))?$")
    first_law = next((i for i, line in enumerate(lines) if law_heading.match(line)), len(lines))
    provisions = front_matter(lines[:first_law], doc, layout)
    minor = frozenset(layout.get("heading_minor_words", ()))
    paragraphs = body_paragraphs(lines, first_law, law_heading, minor)
    skeleton = tables.skeletons.get(doc.edition or "")
    if skeleton is None:
        raise SourceError(doc.source_file, None, f"no skeleton for edition {doc.edition!r}")
    overrides = forced_ids(tables.overrides.get(doc.id, {}), doc.id)
    blocks = law_blocks(paragraphs, skeleton.laws, overrides, doc)
    laws = provisions_from_blocks(doc.id, blocks, COSTS, fill_headings=doc.language == "en")
    return [_reorder(p, i) for i, p in enumerate(provisions + laws)]


def _reorder(p: Provision, order: int) -> Provision:
    return Provision(**{**p.__dict__, "order": order})


def front_matter(lines: list[str], doc: Document, layout: dict) -> list[Provision]:
    """Preface, introduction and definitions: the parts before the first law."""
    names: dict[str, str] = layout.get("front_matter", {})
    sections: list[tuple[str, str, int, int]] = []  # (id, heading, first line, end line)
    heading_lines: set[int] = set()
    for index, line in enumerate(lines):
        if line in names:
            heading = line
            j = index + 1
            while j < len(lines) and CAPITALS.match(lines[j]) and len(lines[j]) < 40:
                heading += " " + lines[j]
                heading_lines.add(j)
                j += 1
            heading_lines.add(index)
            sections.append((names[line], heading, index, j))
    out: list[Provision] = []
    for n, (pid, heading, start, body) in enumerate(sections):
        end = sections[n + 1][2] if n + 1 < len(sections) else len(lines)
        if pid == "definitions":
            out.append(_provision(doc, pid, None, heading.title(), "", start, end))
            out.extend(definitions(lines, body, end, doc, layout))
        else:
            paragraphs = _split_paragraphs(lines, body, end)
            text = "\n\n".join(reflow(p) for p in paragraphs)
            out.append(_provision(doc, pid, None, heading.title(), text, start, end))
    return out


def _split_paragraphs(lines: list[str], start: int, end: int) -> list[list[str]]:
    paragraphs: list[list[str]] = []
    for line in lines[start:end]:
        if not line:
            continue
        if paragraphs and not _opens_paragraph(paragraphs[-1][-1], line):
            paragraphs[-1].append(line)
        else:
            paragraphs.append([line])
    return paragraphs


def _opens_paragraph(previous: str, line: str) -> bool:
    """A new sentence after a finished one opens a paragraph in this hard-wrapped text."""
    return bool(SENTENCE_END.search(previous)) and (line[:1].isupper() or line[:1] in '*“"‘')


def _provision(doc: Document, pid: str, parent: str | None, heading: str, text: str, start: int, end: int):
    return Provision(doc.id, pid, parent, None, heading, text, 0, (start + 1, end), id_source="label")


def definitions(lines: list[str], start: int, end: int, doc: Document, layout: dict) -> list[Provision]:
    """One provision per defined term, ``definitions/<term>``; numbered senses stay in the text."""
    dashes = "|".join(map(re.escape, layout.get("definition_dash", ("—",))))
    opens = re.compile(rf"^(?P<term>[A-Z][^—]{{0,60}}?)\s*(?:{dashes})(?:\s+(?P<rest>.*))?$")
    entries: list[tuple[str, list[str], int, int]] = []
    for index in range(start, end):
        line = lines[index]
        if not line:
            continue
        match = opens.match(line)
        wraps = (
            not match
            and index + 1 < end
            and re.match(rf"^(?:{dashes})\s", lines[index + 1] or "")
            and line[:1].isupper()
        )
        if match and len(match["term"].split()) <= 6:
            entries.append((match["term"], [match["rest"] or ""], index, index + 1))
        elif wraps:
            entries.append((line, [], index, index + 1))
        elif entries:
            term, body, first, _ = entries[-1]
            body.append(re.sub(rf"^(?:{dashes})\s*", "", line) if not body or body == [""] else line)
            entries[-1] = (term, body, first, index + 1)
    out = []
    for term, body, first, last in entries:
        name = re.sub(r"\s*\(.*?\)\s*", " ", term).strip()
        slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
        out.append(
            _provision(doc, f"definitions/{slug}", "definitions", term.strip(), reflow(body), first, last)
        )
    return out


def body_paragraphs(
    lines: list[str], first: int, law_heading: re.Pattern[str], minor: frozenset[str]
) -> list[Paragraph]:
    """The laws' lines grouped into labelled paragraphs and headings."""
    out: list[Paragraph] = []
    index = first
    while index < len(lines):
        line = lines[index]
        number = index + 1
        index += 1
        if not line:
            continue
        if match := law_heading.match(line):
            title = match["title"] or ""
            while (
                index < len(lines)
                and CAPITALS.match(lines[index])
                and not SECTION_LABEL.match(lines[index])
                and not law_heading.match(lines[index])
            ):
                title = f"{title} {lines[index]}".strip()
                index += 1
            out.append(
                Paragraph([Label("law", match["law"])], _title(title), [], number, index, int(match["law"]))
            )
            continue
        labels, rest = split_labels(line)
        if labels and labels[0].kind == "section" and _looks_like_heading(rest):
            heading = rest
            while index < len(lines) and _continues_heading(heading, lines[index], minor):
                heading = f"{heading} {lines[index]}"
                index += 1
            out.append(Paragraph(labels, heading, [], number, index))
            continue
        if labels or not out or out[-1].heading and not out[-1].lines or _opens_paragraph(_last(out), line):
            if not labels and out and out[-1].heading and not out[-1].lines and out[-1].law is None:
                out[-1].lines.append(line)  # the text under a section heading
                out[-1].end = number
                continue
            out.append(Paragraph(labels, "", [rest] if rest else [], number, number))
        else:
            out[-1].lines.append(line)
            out[-1].end = number
    return out


def _last(paragraphs: list[Paragraph]) -> str:
    last = paragraphs[-1]
    return last.lines[-1] if last.lines else last.heading


def _looks_like_heading(rest: str) -> bool:
    return 0 < len(rest.split()) <= 9 and not SENTENCE_END.search(rest) and rest[:1].isupper()


def _continues_heading(heading: str, line: str, minor: frozenset[str]) -> bool:
    """``A. Director`` + ``Deems``, ``E. Placement or`` + ``Movement of Card``."""
    if not line or split_labels(line)[0] or len(line.split()) > 5 or SENTENCE_END.search(line):
        return False
    ends_open = heading.split()[-1].lower() in minor
    return is_title_case(line, minor) or (ends_open and line[:1].isupper())


def _title(text: str) -> str:
    return text.strip(" -–—").title().replace("’S", "’s").replace("'S", "'s") if text.isupper() else text


def law_blocks(
    paragraphs: list[Paragraph], laws: dict[int, tuple[Node, ...]], overrides: dict[int, str], doc: Document
) -> list[tuple[tuple[Node, ...], list[Item]]]:
    """Cut at each printed LAW heading; a block may hold the laws up to the next printed one."""
    starts = [i for i, p in enumerate(paragraphs) if p.law is not None]
    if not starts:
        raise SourceError(doc.source_file, None, "no law heading found")
    for i in starts:
        if not 1 <= (paragraphs[i].law or 0) <= LAW_COUNT:
            raise SourceError(
                doc.source_file,
                paragraphs[i].start,
                f"there is no Law {paragraphs[i].law}: the Laws run from 1 to {LAW_COUNT}",
            )
    known = sorted(laws)
    blocks = []
    for n, begin in enumerate(starts):
        finish = starts[n + 1] if n + 1 < len(starts) else len(paragraphs)
        law = paragraphs[begin].law or 0
        following = (
            paragraphs[starts[n + 1]].law if n + 1 < len(starts) else (known[-1] + 1 if known else law + 1)
        )
        # the printed law and those after it, in an unbroken run, up to the next printed one
        span = [law]
        while span[-1] + 1 < (following or law + 1) and span[-1] + 1 in laws:
            span.append(span[-1] + 1)
        block = paragraphs[begin:finish]
        nodes = tuple(
            node
            for k in span
            for node in laws.get(k)
            or nodes_from_labels(Ref(k), [p.labels for p in block], [bool(p.lines) for p in block])
        )
        items = [_item(p, overrides) for p in block]
        blocks.append((nodes, attach_footnotes(items)))
    return blocks


#: a footnote printed after the text it explains: "* A ‘sorted deck’ is ..."
FOOTNOTE = re.compile(r"^\*\s")
#: the marker of a footnote in running text: "from a sorted deck* or"
FOOTNOTE_MARKER = re.compile(r"\w\*(?=\W|$)")


def attach_footnotes(items: list[Item]) -> list[Item]:
    """Point each footnote at the nearest earlier paragraph that carries a footnote marker."""
    for index, item in enumerate(items):
        if not item.labels and FOOTNOTE.match(item.text):
            marked = [i for i in range(index) if FOOTNOTE_MARKER.search(items[i].text)]
            if marked:
                item.annotates = marked[-1]
    return items


def _item(p: Paragraph, overrides: dict[int, str]) -> Item:
    return Item(alternatives(p.labels), p.text, (p.start, p.end), p.heading, overrides.get(p.start))
