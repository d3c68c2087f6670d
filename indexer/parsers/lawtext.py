"""What the three law-text parsers share: printed labels, headings, and turning aligned
paragraphs into provisions.

Each parser cuts its text into blocks (one per law, or per article for the Dutch extracts),
each with the skeleton nodes it may use, and calls :func:`provisions_from_blocks`.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from dataclasses import dataclass

from indexer.ids import ROMANS
from indexer.ids import Ref
from indexer.ids import try_ref
from indexer.models import Provision
from indexer.models import SourceError
from indexer.models import SourceWarning
from indexer.outline import Costs
from indexer.outline import Draft
from indexer.outline import Item
from indexer.outline import Label
from indexer.outline import align
from indexer.outline import assemble
from indexer.tables import Node
from indexer.tables import Tables

#: ``A.``, ``A)`` or ``F2.`` (a section letter, optionally with its paragraph) at the start of a
#: line, or alone on it (a section whose text is all in its paragraphs)
SECTION_LABEL = re.compile(r"^(?P<section>[A-Z])(?P<para>\d{1,2})?[.)](?:\s+(?=\S)|$)")
#: ``1.`` or ``1)`` at the start of a line (not ``1.5`` nor a year)
PARA_LABEL = re.compile(r"^(?P<para>\d{1,2})(?:\.|\))(?:\s+|$)")
#: ``(a)``, ``(iv)``, ``a)``, ``iv)`` or ``a.`` at the start of a line
PAREN_LABEL = re.compile(r"^(?:\((?P<value>[a-z]{1,4})\)\s*|(?P<bare>[a-z]{1,4})[).]\s+)")
#: a line that ends a sentence or a clause: the next line may start a new paragraph
SENTENCE_END = re.compile(r"[.:;?!)\]”\"’]$")


def split_labels(line: str) -> tuple[list[Label], str]:
    """The labels printed at the start of ``line`` (``1. (a)`` gives two) and the rest."""
    labels: list[Label] = []
    rest = line
    while True:
        if not labels and (m := SECTION_LABEL.match(rest)):
            labels.append(Label("section", m["section"]))
            if m["para"]:
                labels.append(Label("para", m["para"]))
        elif (not labels or labels[-1].kind == "section") and (m := PARA_LABEL.match(rest)):
            labels.append(Label("para", m["para"]))
        elif (m := PAREN_LABEL.match(rest)) and _paren_ok(m["value"] or m["bare"]):
            labels.append(Label("paren", m["value"] or m["bare"]))
        else:
            return labels, rest
        rest = rest[m.end() :]


def _paren_ok(value: str) -> bool:
    return len(value) == 1 or value in ROMANS


#: a roman item run into the text of the one before it: "... needs, and (ii) appointing ..."
RUN_IN_ROMAN = re.compile(r"\s\((?P<value>ii|iii|iv|v|vi|vii|viii|ix|x)\)\s+")


def split_run_in(labels: list[Label], text: str) -> list[tuple[list[Label], str]]:
    """Split a paragraph whose roman items are printed on one line into one piece per item.

    "(g) (i) arranging ..., and (ii) appointing ..." gives "(g) (i) arranging ..., and" and
    "(ii) appointing ...". Only a paragraph that opens with item (i) is split, and only at the
    items that follow it in order.
    """
    if not labels or labels[-1] != Label("paren", "i"):
        return [(labels, text)]
    pieces: list[tuple[list[Label], str]] = []
    current, rest, expected = labels, text, 1
    for match in RUN_IN_ROMAN.finditer(text):
        if ROMANS.index(match["value"]) != expected:
            continue
        start = match.start() - (len(text) - len(rest))
        pieces.append((current, rest[:start].strip()))
        current, rest = [*labels[:-1], Label("paren", match["value"])], rest[start + len(match.group(0)) :]
        expected += 1
    pieces.append((current, rest.strip()))
    return pieces


def nodes_from_labels(within: Ref, chains: list[list[Label]], texts: list[bool]) -> tuple[Node, ...]:
    """A skeleton read off the printed labels, for a law (or article) the tables do not hold.

    Every labelled paragraph opens the provision its labels name, counted from ``within``
    (``A.`` then ``1.`` then ``(a)`` is A1a); ``(i)`` is item (i) of a sub-paragraph only
    after a letter other than (h). A text aligned to these nodes keeps its printed numbering.
    """
    nodes: dict[str, Node] = {within.id: Node(within.id, within, False)}
    section, para, sub, roman = within.section, within.para, within.sub, within.roman
    for chain, has_text in zip(chains, texts, strict=True):
        for label in chain:
            if label.kind == "section":
                section, para, sub, roman = label.value, None, None, None
            elif label.kind == "para":
                para, sub, roman = int(label.value), None, None
            elif label.kind == "paren":
                if label.value in ROMANS and sub is not None and (roman is not None or sub != "h"):
                    roman = label.value
                elif len(label.value) == 1:
                    sub, roman = label.value, None
        if not chain or chain[0].kind in ("law", "ref"):
            continue
        try:
            ref = Ref(within.law, section, para, sub, roman)
        except ValueError:
            continue  # a paragraph numbered without its section: not a provision of its own
        if ref != within and within not in ref.ancestors():
            continue
        for node_ref in (*ref.ancestors(), ref):
            if node_ref.id not in nodes and (node_ref == within or within in node_ref.ancestors()):
                nodes[node_ref.id] = Node(node_ref.id, node_ref, False)
        nodes[ref.id] = Node(ref.id, ref, nodes[ref.id].has_text or has_text)
    return tuple(nodes.values())


def alternatives(labels: list[Label]) -> tuple[Label, ...]:
    """What an item may match: its deepest label, or its first (``(g) (i) ...`` is item (g))."""
    if not labels:
        return ()
    chosen = [labels[-1]] if len(labels) == 1 else [labels[-1], labels[0]]
    out: list[Label] = []
    after_paren = len(labels) > 1 and labels[-2].kind == "paren"
    for label in chosen:
        if label.kind == "paren":
            if len(label.value) == 1 and not (after_paren and label is labels[-1]):
                out.append(Label("sub", label.value))
            if label.value in ROMANS:
                out.append(Label("roman", label.value))
        else:
            out.append(label)
    return tuple(dict.fromkeys(out))


def is_title_case(text: str, minor: frozenset[str]) -> bool:
    """Every word capitalised but the small ones (``minor``), the last one capitalised: a heading."""
    words = re.findall(r"[\w’']+", text)
    if not words or not words[-1][:1].isupper():
        return False
    return all(w[:1].isupper() or w.lower() in minor or w[:1].isdigit() for w in words)


def provisions_from_blocks(
    doc: str,
    blocks: Iterable[tuple[tuple[Node, ...], list[Item]]],
    costs: Costs,
    fill_headings: bool,
    unlisted: frozenset[str] = frozenset(),
    warnings: list[SourceWarning] | None = None,
    file: str = "",
) -> list[Provision]:
    """Align each block of items to its nodes and turn the result into provisions.

    A provision printed twice (the Dutch extracts repeat an article as a heading and again in
    full) is recognised as one: the copies are merged, the first one's place kept. Nodes
    named in ``unlisted`` are printed provisions the skeleton lacks: each one kept is reported.
    """
    merged: dict[str, Draft] = {}
    order: list[str] = []
    for nodes, items in blocks:
        if not items:
            continue
        extra = unlisted | frozenset(n.id for n in nodes if n.heading == UNLISTED)
        alignment = align(items, nodes, costs, extra)
        for draft in assemble(items, nodes, alignment, fill_headings):
            if draft.node.heading == UNLISTED:
                draft.heading = "" if draft.heading == UNLISTED else draft.heading
                if warnings is not None and draft.lines:
                    warnings.append(
                        SourceWarning(
                            file, draft.lines[0], f"kept {draft.node.id}: printed, but not in the skeleton"
                        )
                    )
            if draft.node.id in merged:
                _merge(merged[draft.node.id], draft)
            else:
                merged[draft.node.id] = draft
                order.append(draft.node.id)
    drafts = [merged[i] for i in order]
    _span_containers(drafts)
    present = set(order)
    provisions = []
    for index, draft in enumerate(drafts):
        ref = draft.node.ref
        parent = next((a.id for a in reversed(ref.ancestors()) if a.id in present), None)
        lines = draft.lines or (0, 0)
        provisions.append(
            Provision(
                doc=doc,
                id=draft.node.id,
                parent=parent,
                law=ref.law,
                heading=draft.heading,
                text="\n\n".join(draft.paragraphs),
                order=index,
                lines=lines,
                id_source=draft.how,
                copies=tuple(draft.copies),
            )
        )
    return provisions


#: the heading given to a node made from a printed label the skeleton lacks (never shown)
UNLISTED = "\x00unlisted"


def with_printed(skeleton: tuple[Node, ...], printed: tuple[Node, ...]) -> tuple[Node, ...]:
    """The skeleton's nodes, with each node the text's labels name that it lacks put in its
    place (by the Laws' order); with no skeleton, the printed nodes alone."""
    if not skeleton:
        return printed
    known = {n.id for n in skeleton}
    extra = [Node(n.id, n.ref, n.has_text, UNLISTED) for n in printed if n.id not in known]
    if not extra:
        return skeleton
    return tuple(sorted((*skeleton, *extra), key=lambda n: ref_order(n.ref)))


def ref_order(ref: Ref) -> tuple:
    """A sort key in the Laws' order: 16 < 16A < 16A1 < 16A1a < 16A1a_i < 16A2 < 16B."""
    return (
        ref.law,
        ref.section or "",
        ref.para if ref.para is not None else -1,
        ref.sub or "",
        ROMANS.index(ref.roman) if ref.roman else -1,
    )


def _merge(first: Draft, copy: Draft) -> None:
    for paragraph in copy.paragraphs:
        if paragraph not in first.paragraphs:
            first.paragraphs.append(paragraph)
    if not first.heading:
        first.heading = copy.heading
    if copy.lines and first.lines is None:
        first.lines = copy.lines
    elif copy.lines:
        first.copies.append(copy.lines)
    if first.how == "skeleton":
        first.how = copy.how


def _span_containers(drafts: list[Draft]) -> None:
    """A container that printed nothing spans the lines of what it contains."""
    spans: dict[str, tuple[int, int]] = {}
    for draft in drafts:
        if draft.lines is None:
            continue
        for ancestor in draft.node.ref.ancestors():
            start, end = spans.get(ancestor.id, draft.lines)
            spans[ancestor.id] = (min(start, draft.lines[0]), max(end, draft.lines[1]))
    for draft in drafts:
        if draft.lines is None and draft.node.id in spans:
            draft.lines = spans[draft.node.id]


def forced_ids(overrides: dict[str, str], doc: str) -> dict[int, str]:
    """A document's override table (source line -> id), checked and made canonical."""
    where = f"overrides/{doc}.toml"
    out: dict[int, str] = {}
    for line, pid in overrides.items():
        ref = try_ref(str(pid))
        if ref is None:
            raise SourceError(where, None, f"line {line}: {pid!r} is not a provision id (e.g. 16B1a)")
        if not str(line).isdigit():
            raise SourceError(where, None, f"{line!r} is not a line number of the source text")
        out[int(line)] = ref.id
    return out


# --- law headings in every common form ---------------------------------------------------

#: a Markdown heading's hashes, or a bold wrapper: "## Law 21", "**LAW 21**"
MARKDOWN_HEADING = re.compile(r"^(?:#{1,6}\s+|\*\*(?=.*\*\*$))")
#: what may separate a law's number from its title: "Law 21 – Misinformation", "21. Title"
_TITLE_SEPARATOR = r"(?:\s*[-–—:.|]+\s*|\s+)"
#: "21. Misinformation", "21 – Misinformation", "21 Misinformation"
NUMBERED_TITLE = re.compile(rf"^(?P<law>\d{{1,2}})(?:\.|{_TITLE_SEPARATOR})\s*(?P<title>\S.*)$")
#: a number alone on its line: a law's number (when a title follows) or a page number
BARE_NUMBER = re.compile(r"^(?P<law>\d{1,2})\.?$")
#: a contents line's page number: "Misinformation ........ 23", "Misinformation 23"
PAGE_REF = re.compile(r"\s*(?:\.{2,}|…+|\s)\s*\d{1,3}$")


def heading_of(line: str) -> tuple[str, bool]:
    """A line without Markdown heading marks or bold, and whether it had them."""
    match = MARKDOWN_HEADING.match(line)
    if not match:
        return line, False
    return line[match.end() :].strip().strip("*").strip(), True


def title_key(text: str) -> str:
    """A title folded for comparison: case, apostrophes, dashes and punctuation ignored."""
    text = text.casefold().replace("’", "").replace("'", "")
    return " ".join(re.findall(r"\w+", text))


def loose_key(text: str) -> str:
    """A title's letters alone, without the letter pairs a PDF prints as ligatures: a copy that
    lost them ("DE NITIONS", "Of cial") still matches ("DEFINITIONS", "Official")."""
    return re.sub(r"ffi|ffl|ff|fi|fl", "", re.sub(r"[^a-z]", "", text.casefold()))


def title_score(line: str, title: str) -> float:
    """How well ``line`` reads as ``title``: the share of words the two have in common."""
    a, b = set(title_key(line).split()), set(title_key(title).split())
    if not a or not b:
        return 0.0
    return len(a & b) / max(len(a), len(b))


def looks_like_heading(text: str) -> bool:
    """A short line that is not a sentence: a heading or a title."""
    return 0 < len(text.split()) <= 12 and not SENTENCE_END.search(text) and text[:1].isupper()


@dataclass(frozen=True)
class LawHeading:
    """A law's (or an article's) heading found in a text."""

    law: int
    #: the id the heading names: the law, or an article of it ("Artikel 20F2" names 20F2)
    ref: str
    title: str
    #: index of the first line after the heading (a heading may wrap over several lines)
    end: int
    #: "printed" when the text prints the number, "inferred" when only the title names it
    how: str
    #: a contents line (a title followed by its page number), not the law itself
    contents: bool = False


class HeadingReader:
    """Reads a law heading at a line, in any of the forms texts print them.

    ``LAW 21``, ``Law 21 – Misinformation``, ``ARTIKEL 62 …``, ``Art. 62``, ``21. Misinformation``,
    Markdown ``# …`` headings, a number alone followed by the title, or the title alone (in
    any case, from the titles tables of every language). A form without the law word must be
    confirmed by the law's title, so "1. The Director may" is never Law 1.
    """

    def __init__(
        self, words: Iterable[str], titles: dict[int, list[str]], minor: frozenset[str] = frozenset()
    ) -> None:
        self.minor = minor
        alternatives_ = "|".join(re.escape(w.rstrip(".")) for w in sorted(set(words), key=len, reverse=True))
        self.worded = re.compile(
            rf"^(?i:{alternatives_})s?\.?\s*(?P<ref>\d{{1,2}}(?:[A-Z](?:\d{{1,2}}[a-z]?)?)?)(?![\w(])"
            rf"(?:{_TITLE_SEPARATOR}(?P<title>.*))?$"
        )
        self.titles = titles
        self.by_key: dict[str, list[int]] = {}
        for law, names in titles.items():
            for name in names:
                self.by_key.setdefault(loose_key(name), []).append(law)
        self.sections: dict[int, list[str]] = {}

    def heads_law(self, lines: list[str], index: int) -> bool:
        """``lines[index]`` heads a law (a number alone with the law's title after it)."""
        return self.read(lines, index, 0) is not None

    def spelled(self, law: int, title: str) -> str:
        """The titles table's spelling of a title printed in capitals ("ASSIGNMENT OF SEATS")."""
        key = title_key(title)
        return next((t for t in self.titles.get(law, ()) if title_key(t) == key), title)

    def title_of(self, law: int, text: str) -> float:
        """The best score of ``text`` against the titles of ``law``."""
        return max((title_score(text, t) for t in self.titles.get(law, ())), default=0.0)

    def read(self, lines: list[str], index: int, previous: int) -> LawHeading | None:
        """The heading at ``lines[index]``, if it is one; ``previous`` is the last law found."""
        line, marked = heading_of(lines[index])
        if not line:
            return None
        if match := self.worded.match(line):
            return self._worded(lines, index, match)
        if match := BARE_NUMBER.match(line):
            return self._bare(lines, index, int(match["law"]), previous, marked)
        if (match := NUMBERED_TITLE.match(line)) and not SENTENCE_END.search(line):
            law, title = int(match["law"]), match["title"]
            clean, contents = without_page(title)
            if self.title_of(law, clean) >= 0.6:
                clean, end = self._extend(lines, index + 1, law, clean)
                return LawHeading(law, str(law), clean, end, "printed", contents)
            return None
        return self._title_alone(lines, index, previous)

    def _worded(self, lines: list[str], index: int, match: re.Match[str]) -> LawHeading | None:
        ref, title = match["ref"], (match["title"] or "").strip()
        law = int(re.match(r"\d+", ref)[0])  # type: ignore[index]
        if title and not (title[:1].isupper() or title[:1] in "“\"‘'"):
            return None  # "Law 16C applies to ...", "Laws 72–93": a sentence or a range
        if title and len(title.split()) > 14:
            return None
        clean, contents = without_page(title)
        if contents and self.title_of(law, clean) < 0.5:
            clean, contents = title, False
        end = index + 1
        while end < len(lines) and self._continues(clean, lines[end], ref):
            clean = f"{clean} {heading_of(lines[end])[0]}".strip()
            end += 1
        clean, end = self._extend(lines, end, law, clean)
        return LawHeading(law, ref, clean.strip(" -–—:"), end, "printed", contents)

    def _extend(self, lines: list[str], end: int, law: int, title: str) -> tuple[str, int]:
        """A title wrapped over the next line ("21. Call Based on" + "Misinformation") takes
        that line when it reads more like the law's title with it."""
        if end < len(lines) and lines[end] and not split_labels(lines[end])[0]:
            longer = f"{title} {heading_of(lines[end])[0]}".strip()
            if looks_like_heading(lines[end]) and self.title_of(law, longer) > self.title_of(law, title):
                return longer, end + 1
        return title, end

    def _continues(self, title: str, line: str, ref: str) -> bool:
        """The next line wraps the heading: "LAW 7 - CONTROL OF BOARD" + "AND CARDS"."""
        text, _ = heading_of(line)
        if not text or split_labels(text)[0] or self.worded.match(text) or BARE_NUMBER.match(text):
            return False
        if not title or title.endswith(("-", "–", "—", ":")):
            return looks_like_heading(text) and (text.isupper() or is_title_case(text, self.minor))
        return title.isupper() and text.isupper() and len(text) < 60 and not SENTENCE_END.search(text)

    def _bare(self, lines: list[str], index: int, law: int, previous: int, marked: bool) -> LawHeading | None:
        following = _next_text(lines, index)
        if following is not None:
            text = heading_of(lines[following])[0]
            if self.title_of(law, text) >= 0.6 and not split_labels(text)[0]:
                text, end = self._extend(lines, following + 1, law, text)
                return LawHeading(law, str(law), text, end, "printed")
        if marked and law > previous:
            return LawHeading(law, str(law), "", index + 1, "printed")
        return None

    def _title_alone(self, lines: list[str], index: int, previous: int) -> LawHeading | None:
        text = heading_of(lines[index])[0]
        if split_labels(text)[0] or not looks_like_heading(text):
            return None
        before = next((lines[j] for j in range(index - 1, max(index - 3, -1), -1) if lines[j]), "")
        if before and not SENTENCE_END.search(before) and not looks_like_heading(before):
            return None  # inside a sentence wrapped over lines
        candidates = [(text, index + 1)]
        following = index + 1
        if following < len(lines) and lines[following]:
            candidates.insert(0, (f"{text} {heading_of(lines[following])[0]}", following + 1))
        for candidate, end in candidates:
            clean, contents = without_page(candidate)
            laws = self.by_key.get(loose_key(clean))
            after = [law for law in laws or () if law > previous or contents]
            if any(title_score(clean, h) >= 0.8 for h in self.sections.get(previous, ())):
                return None  # the current law's own section heading, not another law's title
            if after:
                return LawHeading(min(after), str(min(after)), clean, end, "inferred", contents)
        return None


def without_page(title: str) -> tuple[str, bool]:
    """A title without a contents line's page number, and whether it had one."""
    match = PAGE_REF.search(title)
    if (
        match
        and match.start() > 0
        and not re.search(r"(?i)\b(?:laws?|artikel|art)\s*$", title[: match.start()])
    ):
        return title[: match.start()].rstrip(" .…"), True
    return title, False


def _next_text(lines: list[str], index: int) -> int | None:
    for j in range(index + 1, min(index + 3, len(lines))):
        if lines[j]:
            return j
    return None


def minor_words(tables: Tables) -> frozenset[str]:
    """The small words a Title Case heading leaves in lower case, in every language's table."""
    return frozenset(
        w
        for table in tables.layout.values()
        if isinstance(table, dict)
        for w in table.get("heading_minor_words", ())
    )


def heading_reader(tables: Tables, language: str) -> HeadingReader:
    """A :class:`HeadingReader` for a text in ``language``, from the data tables."""
    reader = HeadingReader(heading_words(tables, language), law_titles(tables), minor_words(tables))
    for skeleton in tables.skeletons.values():
        for law, nodes in skeleton.laws.items():
            reader.sections.setdefault(law, []).extend(n.heading for n in nodes[1:] if n.heading)
    for table in tables.headings.values():
        for pid, heading in (table.get("sections") or {}).items():
            ref = try_ref(str(pid))
            if ref is not None and isinstance(heading, str):
                reader.sections.setdefault(ref.law, []).append(heading)
    return reader


def law_titles(tables: Tables) -> dict[int, list[str]]:
    """Every title a law goes by: each edition's titles table and its translations, the
    skeletons' law titles and each language's ``headings-<lang>.toml`` ``[laws]`` entries."""
    out: dict[int, list[str]] = {}
    for table in tables.titles.values():
        for law, title in table.items():
            out.setdefault(int(law), []).append(title)
    for editions in tables.translated_titles.values():
        for table in editions.values():
            for law, title in table.items():
                out.setdefault(int(law), []).append(title)
    for skeleton in tables.skeletons.values():
        for law, nodes in skeleton.laws.items():
            if nodes and nodes[0].heading:
                out.setdefault(law, []).append(nodes[0].heading)
    for printed in tables.headings.values():
        for law, title in (printed.get("laws") or {}).items():
            if str(law).isdigit() and isinstance(title, str):
                out.setdefault(int(law), []).append(title)
    return {law: list(dict.fromkeys(names)) for law, names in out.items()}


def heading_words(tables: Tables, language: str) -> list[str]:
    """The words that open a law heading in ``language``; with no table entry, every
    language's words (a text in a new language often still writes "Law 21")."""
    words = tables.layout.get(language, {}).get("law_heading")
    if words:
        return [*words, *tables.layout.get("en", {}).get("law_heading", ())]
    return [
        w for table in tables.layout.values() if isinstance(table, dict) for w in table.get("law_heading", ())
    ]


def find_law_headings(
    lines: list[str], reader: HeadingReader, first: int = 0
) -> list[tuple[int, LawHeading]]:
    """Each law heading of ``lines`` from ``first`` on, as (line index, heading)."""
    found: list[tuple[int, LawHeading]] = []
    previous = 0
    index = first
    while index < len(lines):
        heading = reader.read(lines, index, previous) if lines[index] else None
        if heading is None:
            index += 1
            continue
        if heading.title.isupper():
            heading = dataclasses.replace(heading, title=reader.spelled(heading.law, heading.title))
        found.append((index, heading))
        if not heading.contents:
            previous = heading.law
        index = heading.end
    return found
