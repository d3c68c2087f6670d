"""Parse the formal Laws: front matter, definitions, then the laws aligned to their skeleton.

The text is hard-wrapped mid-sentence and drops some ``LAW N`` and section headings. Lines are
first grouped into paragraphs (a printed label or a new sentence after a finished one opens a
paragraph), then each stretch between two printed ``LAW`` headings is aligned to the skeleton
of the laws it may hold, so a law whose heading is missing is found from its sections.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from indexer.cite.patterns import words_for_language
from indexer.ids import LAW_COUNT
from indexer.ids import Ref
from indexer.models import Document
from indexer.models import Provision
from indexer.models import SourceError
from indexer.models import SourceWarning
from indexer.normalise import PAGE_ONLY
from indexer.normalise import clean_lines
from indexer.normalise import normalise_line
from indexer.normalise import reflow
from indexer.normalise import text_lines
from indexer.outline import Costs
from indexer.outline import Item
from indexer.outline import Label
from indexer.parsers.dotless import dotless_numbers
from indexer.parsers.headings import LawHeading
from indexer.parsers.headings import find_law_headings
from indexer.parsers.headings import heading_of
from indexer.parsers.headings import heading_reader
from indexer.parsers.headings import looks_like_heading
from indexer.parsers.headings import loose_key
from indexer.parsers.headings import minor_words
from indexer.parsers.headings import path_words
from indexer.parsers.headings import title_key
from indexer.parsers.headings import title_score
from indexer.parsers.headings import with_path_labels
from indexer.parsers.headings import without_page
from indexer.parsers.lawtext import CITED_BEFORE
from indexer.parsers.lawtext import SENTENCE_END
from indexer.parsers.lawtext import alternatives
from indexer.parsers.lawtext import decimal_sections
from indexer.parsers.lawtext import forced_ids
from indexer.parsers.lawtext import is_title_case
from indexer.parsers.lawtext import law_lines
from indexer.parsers.lawtext import nodes_from_labels
from indexer.parsers.lawtext import printed_ref
from indexer.parsers.lawtext import provisions_from_blocks
from indexer.parsers.lawtext import split_labels
from indexer.parsers.lawtext import whole_id
from indexer.parsers.lawtext import with_printed
from indexer.parsers.ocr import read_misreadings
from indexer.parsers.sitelinks import without_site_links
from indexer.tables import Node
from indexer.tables import Tables

#: a paragraph split inside a provision is common here (page layout), a skipped one rare
COSTS = Costs(
    continuation=0.3, unlabelled_start=1.0, skip_text=1.0, number_as_section=2.0, skipped_after=0.7
)

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
    law: int | None = None  # set on a law heading
    #: how the labels were found: "printed", or "inferred" (a law from its title alone, a
    #: section letter recovered from its title or order)
    how: str = "printed"
    #: a heading-like line that may stand for a section whose letter the copy lost: "titled"
    #: (in Title Case) or "plain"; "" when it is none
    candidate: str = ""
    #: a footnote the text has resumed after: what follows is not part of it
    closed: bool = False
    #: a section found by its heading's words: it is that section, whatever numbers the
    #: copy's lists print around it
    anchored: bool = False
    #: the list number a copy printed before a section heading whose letter it lost
    listed: int | None = None
    #: the provision's whole id, printed as its label ("16.A.1"): that provision and no other
    whole: str = ""

    @property
    def text(self) -> str:
        return reflow(self.lines)


def parse(text: str, doc: Document, tables: Tables, warnings: list[SourceWarning]) -> list[Provision]:
    """The provisions of a formal law text, front matter first."""
    layout = tables.layout.get(doc.language, {})
    lines = law_lines(text, layout)
    dotless_numbers(lines, layout)
    without_site_links(lines, layout, warnings, doc.source_file)
    if not any(lines):
        raise SourceError(doc.source_file, 1, "the file is empty")
    skeleton = tables.skeletons.get(doc.edition or "")
    if skeleton is None:
        raise SourceError(doc.source_file, None, f"no skeleton for edition {doc.edition!r}")
    reader = heading_reader(tables, doc.language)
    lines = read_misreadings(lines, layout, reader, warnings, doc.source_file)
    lines = with_path_labels(lines, reader, path_words(tables, doc.language))
    lines = clean_lines(lines, warnings, doc.source_file, reader.heads_law)
    found = after_front_matter(find_law_headings(lines, reader), lines, layout, warnings, doc.source_file)
    headings = usable_headings(found, lines, warnings, doc.source_file)
    known = frozenset(node.id for nodes in skeleton.laws.values() for node in nodes)
    lines = decimal_sections(lines, {i: h.law for i, h in headings.items()}, known)
    first_law = min(headings) if headings else _first_labelled(lines, layout)
    minor = minor_words(tables)
    provisions = front_matter(lines[:first_law], doc, layout, warnings, minor, text_lines(text))
    cues = cue_at_end(words_for_language(tables.citation_words, doc.language).cues)
    paragraphs = body_paragraphs(lines, first_law, headings, minor, known, cues)
    overrides = forced_ids(tables.overrides.get(doc.id, {}), doc.id)
    blocks = law_blocks(paragraphs, skeleton.laws, overrides, doc, warnings, _named_laws(doc, lines), minor)
    laws = provisions_from_blocks(
        doc.id,
        blocks,
        COSTS,
        fill_headings=doc.language == "en",
        warnings=warnings,
        file=doc.source_file,
        complete=frozenset(range(len(blocks) - 1)),
    )
    return [_reorder(p, i) for i, p in enumerate(provisions + laws)]


def _first_labelled(lines: list[str], layout: dict) -> int:
    """Where the laws begin in a text with no law heading: its first labelled line after any
    front matter."""
    names = layout.get("front_matter", {})
    after = max((i for i, line in enumerate(lines) if line in names), default=-1)
    for index, line in enumerate(lines):
        if index > after and split_labels(line)[0]:
            return index
    return len(lines)


def _named_laws(doc: Document, lines: list[str]) -> list[int]:
    """The laws a text without law headings names in its title or first lines ("Law 17")."""
    where = " ".join([doc.title, *lines[:5]])
    out: list[int] = []
    for match in re.finditer(
        r"(?i)\b(?:laws?|artikel(?:en)?|art\.)\s*(\d{1,2})(?:\s*(?:[-–—]|to|tot)\s*(\d{1,2}))?\b", where
    ):
        first, last = int(match[1]), int(match[2] or match[1])
        out.extend(n for n in range(first, last + 1) if 1 <= n <= LAW_COUNT and n not in out)
    return out


def after_front_matter(
    found: list[tuple[int, LawHeading]],
    lines: list[str],
    layout: dict,
    warnings: list[SourceWarning],
    file: str,
) -> list[tuple[int, LawHeading]]:
    """The law headings after the front matter: a page's title naming a law ("Law 1 — The
    Pack (from the club wiki)") above the preface is no law's heading."""
    names = layout.get("front_matter", {})
    second = next((i for i, h in found if h.law >= 2 and not h.contents), len(lines))
    starts = [i for i in range(second) if lines[i] and _front_name(lines[i], names)]
    if not starts:
        return found
    before = [(i, h) for i, h in found if i < starts[-1] and not h.contents]
    for index, _ in before:
        warnings.append(
            SourceWarning(
                file, index + 1, f"a law named before the front matter is no heading: {lines[index]!r}"
            )
        )
    return [(i, h) for i, h in found if (i, h) not in before]


def usable_headings(
    found: list[tuple[int, LawHeading]], lines: list[str], warnings: list[SourceWarning], file: str
) -> dict[int, LawHeading]:
    """The headings that open a law: contents lines and repeats (a contents list, running
    heads) are dropped and their lines blanked, each with a warning."""
    kept: dict[int, LawHeading] = {}
    seen: set[int] = set()
    dropped: dict[str, list[int]] = {}
    for n, (index, heading) in enumerate(found):
        following = found[n + 1][0] if n + 1 < len(found) else len(lines)
        has_body = any(_is_body(lines[i]) for i in range(heading.end, following))
        if heading.contents or heading.law in seen or not has_body and _again(found, n):
            why = "contents line" if heading.contents or not has_body else "repeated law heading"
            dropped.setdefault(why, []).append(index + 1)
            for i in range(index, heading.end):
                lines[i] = ""
            continue
        seen.add(heading.law)
        kept[index] = heading
    for why, numbers in dropped.items():
        shown = ", ".join(map(str, numbers[:8])) + (" …" if len(numbers) > 8 else "")
        warnings.append(SourceWarning(file, numbers[0], f"dropped {len(numbers)} {why}(s) at lines {shown}"))
    return kept


def _is_body(line: str) -> bool:
    """A printed line that is neither a page number nor a contents entry ("A. Call Not
    Clearly Heard ..... 23")."""
    if not line or PAGE_ONLY.match(line):
        return False
    title, paged = without_page(line)
    return not (paged and looks_like_heading(split_labels(title)[1] or title))


def _again(found: list[tuple[int, LawHeading]], n: int) -> bool:
    """The law of ``found[n]`` is headed again later (the first was a contents entry)."""
    return any(h.law == found[n][1].law for _, h in found[n + 1 :])


def _reorder(p: Provision, order: int) -> Provision:
    return Provision(**{**p.__dict__, "order": order})


def front_matter(
    lines: list[str],
    doc: Document,
    layout: dict,
    warnings: list[SourceWarning],
    minor: frozenset[str] = frozenset(),
    raw: list[str] | None = None,
) -> list[Provision]:
    """Preface, introduction and definitions: the parts before the first law.

    Lines before the first of these (a page's name, breadcrumbs, a wiki's navigation) are
    no provision: they are dropped with a warning naming them. ``raw`` are the lines as
    printed, their indents and gaps kept: how a copy without dashes sets its terms off.
    """
    names: dict[str, str] = layout.get("front_matter", {})
    sections: list[tuple[str, str, int, int]] = []  # (id, heading, first line, end line)
    heading_lines: set[int] = set()
    lines = list(lines)  # a run-in heading is cut from its line's text below
    for index, line in enumerate(lines):
        if (run_in := _run_in_front(line, names)) is not None:
            part, heading, lines[index] = run_in
            if any(pid == names[part] for pid, *_ in sections):
                sections = [s for s in sections if s[0] != names[part]]
            sections.append((names[part], heading, index, index))
            continue
        name = _front_name(line, names)
        if name is not None:
            heading = line
            if any(pid == names[name] for pid, *_ in sections):  # a contents list named it first
                sections = [s for s in sections if s[0] != names[name]]
            line = name
            j = index + 1
            while j < len(lines) and CAPITALS.match(lines[j]) and len(lines[j]) < 40:
                heading += " " + lines[j]
                heading_lines.add(j)
                j += 1
            heading_lines.add(index)
            sections.append((names[line], heading, index, j))
    before = [
        (i + 1, line) for i, line in enumerate(lines[: sections[0][2] if sections else len(lines)]) if line
    ]
    if before:
        shown = "; ".join(f"{n}: {line[:50]!r}" for n, line in before[:6]) + (" …" if len(before) > 6 else "")
        warnings.append(
            SourceWarning(
                doc.source_file,
                before[0][0],
                f"dropped {len(before)} line(s) before the first heading: {shown}",
            )
        )
    out: list[Provision] = []
    for n, (pid, heading, start, body) in enumerate(sections):
        end = sections[n + 1][2] if n + 1 < len(sections) else len(lines)
        if pid == "definitions":
            out.append(_provision(doc, pid, None, front_heading(heading, minor), "", start, end))
            out.extend(definitions(lines, body, end, doc, layout, raw))
        else:
            paragraphs = _split_paragraphs(lines, body, end)
            text = "\n\n".join(reflow(p) for p in paragraphs)
            out.append(_provision(doc, pid, None, front_heading(heading, minor), text, start, end))
    return out


def front_heading(printed: str, minor: frozenset[str]) -> str:
    """A front-matter heading as a title: small words in lower case, and never ending on one.

    A heading printed in capitals over several lines can lose its last line in a copy
    ("PREFACE / TO THE / 2007 / LAWS OF"); a title ending in "of" reads as cut, so the
    dangling small words go ("Preface to the 2007 Laws").
    """
    words = printed.split()
    while len(words) > 1 and words[-1].lower() in minor:
        words.pop()
    return " ".join(
        w.lower() if n and w.lower() in minor else w[:1].upper() + w[1:].lower() for n, w in enumerate(words)
    )


#: where a run-in front-matter heading stops: its first full stop or colon before a space
_RUN_IN_STOP = re.compile(r"[.:] ")


def _run_in_front(line: str, names: dict[str, str]) -> tuple[str, str, str] | None:
    """A front-matter heading run into its first sentence, as a condensed copy prints it
    ("Introduction to the 2007 Laws. The Laws are designed ...", or after a colon, as a
    table's cell prints it: "Introduction to the 2007 Laws: The Laws ..."): the part it heads,
    the heading and the text after it; None for a line that opens with no such heading."""
    run_in = _RUN_IN_STOP.search(line)
    if run_in is None:
        return None
    head, rest = line[: run_in.start()], line[run_in.end() :].strip()
    if not rest[:1].isupper() or len(head.split()) > 10:
        return None
    name = _front_name(head, names)
    return (name, head, rest) if name is not None else None


def _front_name(line: str, names: dict[str, str]) -> str | None:
    """The front-matter part a line heads: "INTRODUCTION", "Introduction to the 2017 Laws",
    "# Definitions"; a contents line ("DEFINITIONS ..... 7") heads nothing."""
    text, _ = heading_of(line)
    if without_page(text)[1]:
        return None
    loose = loose_key(text)
    for name in names:
        if loose == loose_key(name):
            return name
        words = text.split()
        heading = len(words) <= 10 and not SENTENCE_END.search(text) and text[:1].isupper()
        if heading and (
            loose_key(words[0]) == loose_key(name) or text.upper().startswith(name.upper() + " ")
        ):
            return name
    return None


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


#: a line ending a sentence or a clause, or a list's item and its joiner ("...; or"): a blank
#: line after it ends the paragraph, even when the next line opens in small letters (an item of
#: a list whose numbers a copy lost)
CLAUSE_END = re.compile(r"(?:[.:;?!][”\"’)]?|;\s+\w+)$")


def _opens_paragraph(previous: str, line: str) -> bool:
    """A new sentence after a finished one opens a paragraph in this hard-wrapped text."""
    return bool(SENTENCE_END.search(previous)) and (line[:1].isupper() or line[:1] in '*“"‘')


def _provision(doc: Document, pid: str, parent: str | None, heading: str, text: str, start: int, end: int):
    return Provision(doc.id, pid, parent, None, heading, text, 0, (start + 1, end), id_source="printed")


#: a defined term and its text as read: (term, body lines, first line, end line)
Entry = tuple[str, list[str], int, int]


def definitions(
    lines: list[str], start: int, end: int, doc: Document, layout: dict, raw: list[str] | None = None
) -> list[Provision]:
    """One provision per defined term, ``definitions/<term>``; numbered senses stay in the text.

    A copy sets its terms off one way throughout: with a dash, or as its format does (a colon,
    a full stop, a tab or a column's gap, the term alone above its text, indented or not). Each
    way is tried; the one that reads the most terms is the copy's, a dash when ways read as many.
    """
    dashes = "|".join(map(re.escape, layout.get("definition_dash", ("—",))))
    printed = raw if raw is not None and len(raw) >= end else lines
    readers = [
        *(_marked(lines, start, mark) for mark in layout.get("definition_marks", ())),
        _gapped(lines, printed, start, end),
        _listed(lines, printed, start, end),
        _stacked(lines, start, end),
    ]
    entries = max(
        [_dashed(lines, start, end, dashes), *(_entries(lines, start, end, r) for r in readers)], key=len
    )
    out = []
    seen: set[str] = set()
    for term, body, first, last in entries:
        name = re.sub(r"\s*\(.*?\)\s*", " ", term).strip()
        slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
        if not slug or slug in seen:
            continue  # a term defined again (a glossary repeated) keeps its first definition
        seen.add(slug)
        out.append(
            _provision(doc, f"definitions/{slug}", "definitions", term.strip(), reflow(body), first, last)
        )
    return out


def _dashed(lines: list[str], start: int, end: int, dashes: str) -> list[Entry]:
    """The entries of a copy that sets each term off with a dash ("Alert — A notification …"),
    the dash perhaps wrapped to the next line's start, perhaps glued to the text as typists do
    ("Alert--A notification …", "Game--100 or more …"; not a range, "Laws 12–14"), the term
    perhaps in a transcriber's italics ("_Alert_--")."""
    opens = re.compile(
        rf"^_?(?P<term>[A-Z][^—_]{{0,60}}?)_?\s*(?:{dashes})(?:\s+(?P<rest>.*)|(?P<glued>\S.*))?$"
    )
    entries: list[Entry] = []
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
        if match and len(match["term"].split()) <= 6 and _balanced(match["term"]) and not _range(match):
            entries.append((match["term"], [match["rest"] or match["glued"] or ""], index, index + 1))
        elif wraps:
            entries.append((line, [], index, index + 1))
        elif entries:
            term, body, first, _ = entries[-1]
            body.append(re.sub(rf"^(?:{dashes})\s*", "", line) if not body or body == [""] else line)
            entries[-1] = (term, body, first, index + 1)
    return entries


def _range(match: re.Match[str]) -> bool:
    """Whether a dash glued between two numbers is a range ("Laws 12–14"), not a term's dash."""
    return bool(match["glued"]) and match["glued"][0].isdigit() and match["term"][-1:].isdigit()


#: how a line opens a definition: its term and the text after the term, or None
Opener = Callable[[int], "tuple[str, str] | None"]


def _entries(lines: list[str], start: int, end: int, opens: Opener) -> list[Entry]:
    """The entries ``opens`` finds; every other printed line continues the entry before it."""
    entries: list[Entry] = []
    for index in range(start, end):
        if not lines[index]:
            continue
        found = opens(index)
        if found is not None:
            entries.append((found[0], [found[1]] if found[1] else [], index, index + 1))
        elif entries:
            term, body, first, _ = entries[-1]
            entries[-1] = (term, [*body, lines[index]], first, index + 1)
    return entries


def _is_term(term: str) -> bool:
    """A defined term: a few words opening in a capital, no sentence or number in them
    ("Adjusted Score", "International Matchpoint (IMP)"), its brackets closed."""
    words = term.split()
    bare = re.sub(r"\(.*?\)", "", term)
    return (
        0 < len(words) <= 6
        and len(term) <= 60
        and term[:1].isupper()
        and _balanced(term)
        and not re.search(r"[\d.:;!?—–]", bare)
    )


def _marked(lines: list[str], start: int, mark: str) -> Opener:
    """A term printed before a mark and then its text ("Alert: A notification …", "Bid. an
    undertaking …", a spaced hyphen typed for a dash: "Alert - A notification …"), on a line
    that follows a finished one: a line wrapped inside a sentence
    ("… awarded by the / Director. It is …") opens no entry."""
    sign = re.escape(mark.strip())
    if mark.strip() != mark:  # a spaced mark ("Follow Suit - To play"): a term may hold it unspaced
        opens = re.compile(rf"^(?P<term>.{{1,60}}?)\s+{sign}\s+(?P<rest>\S.*)$", re.DOTALL)
    else:
        opens = re.compile(rf"^(?P<term>[^{sign}]{{1,60}}?){sign}\s+(?P<rest>\S.*)$", re.DOTALL)

    def read(index: int) -> tuple[str, str] | None:
        match = opens.match(lines[index])
        if match is None or not _is_term(match["term"]):
            return None
        before = next((lines[i] for i in range(index - 1, start - 1, -1) if lines[i]), "")
        return (match["term"], match["rest"]) if not before or SENTENCE_END.search(before) else None

    return read


#: a term, then a tab or a gap of two or more spaces, then its text ("Alert  A notification …")
_GAPPED = re.compile(r"^(?P<term>\S+(?: \S+)*)(?:\t|  )[ \t]*(?P<rest>\S.*)$")


def _gapped(lines: list[str], printed: list[str], start: int, end: int) -> Opener:
    """A term set off from its text by a tab or a column's gap, at the part's left margin:
    a wrapped line of its text hangs indented below it."""
    margin = _margin(printed, start, end)

    def read(index: int) -> tuple[str, str] | None:
        line = printed[index]
        match = _GAPPED.match(line[margin:]) if _indent(line) == margin else None
        term = normalise_line(match["term"]) if match else ""
        if not _is_term(term) or not lines[index].startswith(term):
            return None
        return term, lines[index][len(term) :].strip()

    return read


def _listed(lines: list[str], printed: list[str], start: int, end: int) -> Opener:
    """A term alone on its line at the part's left margin, its text indented below it (a
    definition list: reStructuredText, Markdown, a word processor's export)."""
    margin = _margin(printed, start, end)

    def read(index: int) -> tuple[str, str] | None:
        after = next((i for i in range(index + 1, end) if lines[i]), None)
        if after is None or _indent(printed[index]) != margin or _indent(printed[after]) <= margin:
            return None
        return (lines[index], "") if _is_term(lines[index]) else None

    return read


def _stacked(lines: list[str], start: int, end: int) -> Opener:
    """A term alone on its line above its text at the same margin (a definition list copied as
    text, a screen reader's reading of one): the term follows a finished sentence, and the line
    under it is no term ("Bid" above "an undertaking to win ...")."""

    def read(index: int) -> tuple[str, str] | None:
        if not _is_term(lines[index]):
            return None
        before = next((lines[i] for i in range(index - 1, start - 1, -1) if lines[i]), "")
        after = next((lines[i] for i in range(index + 1, end) if lines[i]), "")
        if before and not SENTENCE_END.search(before):
            return None
        return (lines[index], "") if after and not _is_term(after) else None

    return read


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def _margin(printed: list[str], start: int, end: int) -> int:
    """The smallest indent of the part's printed lines: where its terms begin."""
    return min((_indent(line) for line in printed[start:end] if line.strip()), default=0)


def _balanced(term: str) -> bool:
    """A defined term closes each bracket it opens: "Law 91), and procedural — ..." is a
    citation wrapped to a line's start, not a term."""
    return term.count("(") == term.count(")")


def body_paragraphs(
    lines: list[str],
    first: int,
    headings: dict[int, LawHeading],
    minor: frozenset[str],
    known: frozenset[str] = frozenset(),
    cues: re.Pattern[str] | None = None,
) -> list[Paragraph]:
    """The laws' lines grouped into labelled paragraphs and headings.

    A line may hold several provisions run together: :func:`clean_lines` splits them at
    newlines, and each piece is read as a line of its own with the line's number. ``known``:
    the skeleton's ids, which settle a whole id printed with its parts spaced ("16 A 1 a");
    ``cues``: a line's end in a word that cites (:func:`cue_at_end`).
    """
    out: list[Paragraph] = []
    skip_to = first
    gap = False
    for index in range(first, len(lines)):
        number = index + 1
        if index < skip_to or not lines[index]:
            gap = gap or not lines[index]
            continue
        if index in headings:
            heading = headings[index]
            skip_to = heading.end
            law = Label("law", str(heading.law))
            out.append(
                Paragraph([law], _title(heading.title), [], number, heading.end, heading.law, heading.how)
            )
            continue
        for line in lines[index].split("\n"):
            _read_line(out, line, number, minor, gap, known, cues)
        gap = False
    return out


def _read_line(
    out: list[Paragraph],
    line: str,
    number: int,
    minor: frozenset[str],
    gap: bool = False,
    known: frozenset[str] = frozenset(),
    cues: re.Pattern[str] | None = None,
) -> None:
    """Add one line of a law's text to the paragraphs read so far.

    A footnote (``* …``) is a paragraph of its own; after a page break (``gap``: blank or
    dropped lines) the text before the footnote resumes where the sentence left off.
    """
    labels, rest = split_labels(line)
    last = out[-1] if out else None
    cited = last is not None and _cites_on(last)
    if labels and labels[0].kind == "para" and cited:
        labels, rest = [], line  # "... applies Law" + "84.": a citation wrapped, not a label
    if labels and last is not None and _cue_ends(last, cues):
        labels, rest = [], line  # "... in place of" + "(c):": a reference wrapped, not a label
    whole = None
    if not labels and not cited and (whole := whole_id_labels(line, out, known)) is not None:
        labels, rest, _ = whole
    if not labels and FOOTNOTE.match(line):
        out.append(Paragraph([], "", [line], number, number))
        return
    start = number
    if not labels and last is not None and _label_alone(last):
        out.pop()  # "A." alone, its heading or text on the next line: one line
        labels, rest, start = last.labels, line, last.start
        whole = (last.labels, line, last.whole) if last.whole else None
        last = out[-1] if out else None
    # a section's heading follows its label; a whole id naming a paragraph heads nothing
    heads = bool(labels) and labels[0].kind == "section" and (whole is None or len(labels) == 1)
    if last is not None and (gap or last.closed) and not labels and _is_footnote(last):
        resume = next((p for p in reversed(out) if not _is_footnote(p)), None)
        if resume is not None and resume.law is None and not _opens_paragraph(_last_text(resume), line):
            resume.lines.append(line)
            resume.end = number
            last.closed = True  # the footnote ended at the page's foot
            return
    if heads and _looks_like_heading(rest):
        out.append(Paragraph(labels, rest, [], start, number))
    elif kind := _lost_section(labels, rest, last, minor):
        out.append(Paragraph(labels, rest, [], start, number, candidate=kind))
    elif (
        not labels
        and last is not None
        and last.heading
        and not last.lines
        and last.law is None
        and last.end >= number - 1
        and _continues_heading(last.heading, line, minor)
    ):
        last.heading = f"{last.heading} {line}"  # "A. Director" + "Deems"
        last.end = number
    elif last is not None and not labels and last.heading and not last.lines and last.law is None:
        last.lines.append(line)  # the text under a section heading
        last.end = number
    elif (
        labels
        or last is None
        or last.heading and not last.lines
        or _opens_paragraph(_last(out), line)
        or gap and CLAUSE_END.search(_last(out))
    ):
        out.append(Paragraph(labels, "", [rest] if rest else [], start, number))
    else:
        last.lines.append(line)
        last.end = number
    if whole is not None:
        out[-1].whole = whole[2]


def _cites_on(p: Paragraph) -> bool:
    """The paragraph's last line ends in a citation's word ("... applies Law"), so a number
    opening the next line is its law's; not a section's heading in lower case alone on its
    line ("B. infraction of law"), which a paragraph's label follows."""
    if not p.lines or not CITED_BEFORE.search(p.lines[-1]):
        return False
    alone = len(p.lines) == 1 and bool(p.labels) and p.labels[0].kind == "section"
    return not (alone and _looks_like_heading(p.lines[0][:1].upper() + p.lines[0][1:]))


def cue_at_end(cues: tuple[str, ...]) -> re.Pattern[str] | None:
    """A line's end in one of the words before a relative citation ("see", "under", "in place
    of": ``cues`` of ``citations.toml``): the label opening the next line is what they cite."""
    if not cues:
        return None
    words = "|".join(r"\s+".join(map(re.escape, w.split())) for w in sorted(cues, key=len, reverse=True))
    return re.compile(rf"(?i)(?:^|[\s(\[])(?:{words})$")


def _cue_ends(p: Paragraph, cues: re.Pattern[str] | None) -> bool:
    """The paragraph's last line ends in a word that cites, so a label opening the next line
    is a reference wrapped to its start."""
    return cues is not None and bool(p.lines) and bool(cues.search(p.lines[-1].rstrip()))


def _label_alone(p: Paragraph) -> bool:
    """A printed label with nothing after it on its line ("A.", "1. (a)"): a two-column copy or
    a page's <dt> prints the label alone and its heading or text on the next line."""
    return bool(p.labels) and p.law is None and not p.heading and not p.lines and not p.candidate


def whole_id_labels(
    line: str, out: list[Paragraph], known: frozenset[str] = frozenset()
) -> tuple[list[Label], str, str] | None:
    """The labels of a line that opens with a provision's whole id (:func:`whole_id`), in the
    law whose heading came last, so a citation wrapped to a line's start is never a label."""
    current = next((p.law for p in reversed(out) if p.law is not None), None)
    return whole_id(line, current, known) if current is not None else None


def _lost_section(labels: list[Label], rest: str, last: Paragraph | None, minor: frozenset[str]) -> str:
    """A short line, alone or numbered "1.", after a finished paragraph: perhaps a section
    heading whose letter the copy lost (settled by :func:`recover_sections`): "titled" when in
    Title Case, "plain" when not ("Call not clearly heard"), "" when it cannot be one."""
    if labels and (len(labels) > 1 or labels[0].kind != "para"):
        return ""
    if not _looks_like_heading(rest):
        return ""
    if not (last is None or bool(last.law) or bool(SENTENCE_END.search(_last_text(last)))):
        return ""
    if len(rest.split()) < 2:
        # one word ("Etiquette"): a section only when it is that section's whole heading
        return "plain" if not labels and rest.isalpha() else ""
    if is_title_case(rest, minor):
        return "titled"
    return "plain" if len(rest.split()) <= 8 else ""


def _is_footnote(p: Paragraph) -> bool:
    return not p.labels and bool(p.lines) and bool(FOOTNOTE.match(p.lines[0]))


def _last_text(p: Paragraph) -> str:
    return p.lines[-1] if p.lines else p.heading or "."


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
    paragraphs: list[Paragraph],
    laws: dict[int, tuple[Node, ...]],
    overrides: dict[int, str],
    doc: Document,
    warnings: list[SourceWarning],
    named: list[int] | None = None,
    minor: frozenset[str] = frozenset(),
) -> list[tuple[tuple[Node, ...], list[Item]]]:
    """Cut at each law heading; a block may hold the laws up to the next heading.

    A text with no law heading at all is read as the laws its title or first lines name
    ("Law 17"), else as the whole code, with a warning.
    """
    starts = [i for i, p in enumerate(paragraphs) if p.law is not None]
    for i in starts:
        if not 1 <= (paragraphs[i].law or 0) <= LAW_COUNT:
            raise SourceError(
                doc.source_file,
                paragraphs[i].start,
                f"there is no Law {paragraphs[i].law}: the Laws run from 1 to {LAW_COUNT}",
            )
    if not starts:
        return _headless_block(paragraphs, laws, overrides, doc, warnings, named or [], minor)
    known = sorted(laws)
    blocks = []
    for n, begin in enumerate(starts):
        finish = starts[n + 1] if n + 1 < len(starts) else len(paragraphs)
        law = paragraphs[begin].law or 0
        following = (
            paragraphs[starts[n + 1]].law if n + 1 < len(starts) else (known[-1] + 1 if known else law + 1)
        )
        block = paragraphs[begin:finish]
        # the law headed and, when its section letters start again (a law whose heading the
        # print lost), those after it in an unbroken run, up to the next heading; after the
        # last heading, only as many laws as the letters start again
        span = [law]
        restarts = _restarts(block)
        most = law + restarts + 1 if n + 1 == len(starts) else following or law + 1
        while restarts and span[-1] + 1 < most and span[-1] + 1 in laws:
            span.append(span[-1] + 1)
        nodes = tuple(node for k in span for node in _law_nodes(k, laws, block, len(span) == 1))
        drop_cut_headings(block, nodes, minor)
        split_run_in_headings(block, nodes)
        join_wrapped_headings(block, nodes, minor)
        recover_sections(block, laws.get(law, ()))
        read_list_numbers(block, laws.get(law, ()))
        place_printed_ids(block, law, nodes)
        block = split_container_text(block, nodes)
        items = [_item(p, overrides) for p in block]
        blocks.append((nodes, attach_footnotes(items)))
    return blocks


def _restarts(block: list[Paragraph]) -> int:
    """How often the block's printed section letters start again ("A. B. C. A. B." once): a
    law the print gave no heading begins at each. A block with no letters has no such
    evidence: it stays in its law."""
    letters = [p.labels[0].value for p in block if p.labels and p.labels[0].kind == "section"]
    return sum(b <= a for a, b in zip(letters, letters[1:], strict=False))


def _law_nodes(
    law: int, laws: dict[int, tuple[Node, ...]], block: list[Paragraph], alone: bool
) -> tuple[Node, ...]:
    """The law's skeleton, with what the block prints that the skeleton lacks when the block
    holds this law ``alone`` (or, for a law the skeleton does not hold, the nodes its printed
    labels name)."""
    skeleton = laws.get(law, ())
    if skeleton and not alone:
        return skeleton
    printed = nodes_from_labels(Ref(law), [p.labels for p in block], [bool(p.lines) for p in block])
    return with_printed(skeleton, printed)


#: why a text without any structure of the Laws cannot be read as one
NO_STRUCTURE = (
    "no law heading (e.g. 'Law 21' or a law's title) and no labelled provision found: "
    "is this a text of the Laws?"
)


def _headless_block(
    paragraphs: list[Paragraph],
    laws: dict[int, tuple[Node, ...]],
    overrides: dict[int, str],
    doc: Document,
    warnings: list[SourceWarning],
    named: list[int],
    minor: frozenset[str] = frozenset(),
) -> list[tuple[tuple[Node, ...], list[Item]]]:
    if not paragraphs or not named and not any(p.labels for p in paragraphs):
        raise SourceError(doc.source_file, None, NO_STRUCTURE)
    span = [n for n in named if n in laws] or law_by_sections(paragraphs, laws)
    if not span:
        raise SourceError(doc.source_file, None, NO_LAW_NAMED)
    if (against := contradicted(paragraphs, laws, span)) is not None:
        p, other = against
        raise SourceError(doc.source_file, p.start, _misread(p, other, span))
    warnings.append(
        SourceWarning(
            doc.source_file,
            paragraphs[0].start,
            f"no law heading found: the text is read as {'Law' if len(span) == 1 else 'Laws'} "
            f"{span[0]}{'' if len(span) == 1 else f'-{span[-1]}'} of the {doc.edition} skeleton",
        )
    )
    nodes = tuple(node for k in span for node in laws[k])
    drop_cut_headings(paragraphs, nodes, minor)
    split_run_in_headings(paragraphs, nodes)
    join_wrapped_headings(paragraphs, nodes, minor)
    if len(span) == 1:
        recover_sections(paragraphs, laws[span[0]])
        place_printed_ids(paragraphs, span[0], nodes)
    paragraphs = split_container_text(paragraphs, nodes)
    items = [_item(p, overrides, inferred=True) for p in paragraphs]
    return [(nodes, attach_footnotes(items))]


#: why a text of the Laws cannot be placed in the code: nothing says which law it is
NO_LAW_NAMED = (
    "no law heading, no law named in the title or first lines, and no section heading of any "
    "law of the skeleton found: add the law's heading (e.g. 'Law 17') or name it in the title"
)


def contradicted(
    paragraphs: list[Paragraph], laws: dict[int, tuple[Node, ...]], span: list[int]
) -> tuple[Paragraph, str] | None:
    """The first paragraph, and the provision of another law it names, when most of the
    headings a text with no law heading prints name other laws than ``span``: a section
    heading that is another law's section at that letter ("A. Players’ Use of Information" is
    16A), a law's number before its title ("¶ 16 Authorised Information"). Such a text is
    many laws whose headings went unread; reading it as ``span`` would give it wrong ids."""
    agree, against = 0, []
    for p in paragraphs:
        named = _names_provision(p, laws)
        if not named:
            continue
        if any(law in span for law, _ in named):
            agree += 1
        else:
            against.append((p, named[0][1]))
    return against[0] if len(against) > agree else None


def _names_provision(p: Paragraph, laws: dict[int, tuple[Node, ...]]) -> list[tuple[int, str]]:
    """The ids a paragraph names by its printed heading: the sections at its letter whose
    skeleton heading it prints, or the law whose number and title its first line prints."""
    if p.labels and p.labels[0].kind == "section":
        letter = p.labels[0].value
        return [
            (law, f"{law}{letter}")
            for law, nodes in laws.items()
            if any(_names_section(p, h) for h in _section_headings(nodes).get(letter, ()))
        ]
    first = p.heading or (p.lines[0] if p.lines else "")
    match = _NUMBER_AND_TITLE.search(first)
    if match is None or int(match["law"]) not in laws:
        return []
    title = laws[int(match["law"])][0].heading
    law = int(match["law"])
    return [(law, str(law))] if title and title_score(match["title"], title) >= 0.8 else []


#: a law's number and then its title, after whatever mark stood for the law word: "¶ 16 Title"
_NUMBER_AND_TITLE = re.compile(
    r"^\W{0,3}\w{0,8}\.?\s*(?<!\d)(?P<law>\d{1,2})(?!\d)\s*[-–—:.|]?\s+(?P<title>\S.*)$"
)


def _misread(p: Paragraph, other: str, span: list[int]) -> str:
    """Why a text was refused: the line that names another law than the one it was taken for."""
    taken = f"Law {span[0]}" if len(span) == 1 else f"Laws {span[0]}-{span[-1]}"
    first = (p.heading or (p.lines[0] if p.lines else ""))[:60]
    return (
        f"no law heading found, and the text cannot be read as {taken}: most of its headings "
        f"name other laws ({first!r} heads Law {other}). Head each law as 'Law 16' does, or "
        "add the mark it is headed with to law_marks in corpus/data/layout.toml"
    )


def law_by_sections(paragraphs: list[Paragraph], laws: dict[int, tuple[Node, ...]]) -> list[int]:
    """The law whose sections' headings the text prints (the first of those matching most),
    for a text with no law heading; none when no heading matches: a text is never placed in
    a law without evidence."""
    best, chosen = 0, []
    for law, nodes in sorted(laws.items()):
        headings = _section_headings(nodes)
        found = sum(
            any(_names_section(p, h) for h in headings.get(p.labels[0].value, ()))
            for p in paragraphs
            if p.labels and p.labels[0].kind == "section"
        )
        found += sum(
            any(title_score(p.heading, h) >= 0.8 for hs in headings.values() for h in hs)
            for p in paragraphs
            if p.candidate
        )
        if found > best:
            best, chosen = found, [law]
    return chosen


def _section_headings(nodes: tuple[Node, ...]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for node in nodes:
        if node.ref.depth == 1 and node.heading and node.ref.section:
            out.setdefault(node.ref.section, []).append(node.heading)
    return out


def _names_section(p: Paragraph, heading: str) -> bool:
    """The paragraph prints ``heading``: as its heading, or at the start of its first line."""
    if p.heading:
        return title_score(p.heading, heading) >= 0.8
    return bool(p.lines) and after_heading(p.lines[0], heading) is not None


def after_heading(line: str, heading: str) -> str | None:
    """The text after ``heading`` when ``line`` opens with it and a sentence follows ("The
    First Call The player designated ..." gives "The player designated ...")."""
    words = line.split()
    count = len(heading.split())
    if len(words) <= count or title_key(" ".join(words[:count])) != title_key(heading):
        return None
    rest = " ".join(words[count:]).lstrip(" -–—:.")
    return rest if rest[:1].isupper() or rest[:1] in "“\"‘'" else None


def split_run_in_headings(block: list[Paragraph], nodes: tuple[Node, ...]) -> None:
    """A section's heading printed on one line with its text ("B. The First Call  The player
    designated ..."): the words that spell the skeleton's heading of that section become its
    heading, the rest its text; so does a line that is those words alone, in lower case ("B.
    infraction of law"). A heading printed in capitals takes the skeleton's spelling."""
    headings = _section_headings(nodes)
    for p in block:
        if p.heading.isupper() and p.labels and p.labels[0].kind == "section":
            # printed in capitals ("A. POWER TO AWARD AN ADJUSTED SCORE"): the skeleton's spelling
            key = title_key(p.heading)
            p.heading = next(
                (h for h in headings.get(p.labels[0].value, ()) if title_key(h) == key), p.heading
            )
        if p.heading or not p.lines or len(p.labels) != 1 or p.labels[0].kind != "section":
            continue
        for heading in headings.get(p.labels[0].value, ()):
            if title_key(p.lines[0]) == title_key(heading):
                # the heading alone on its line, in lower case ("B. infraction of law")
                p.heading = p.lines.pop(0)
                break
            rest = after_heading(p.lines[0], heading)
            if rest is not None:
                p.heading = " ".join(p.lines[0].split()[: len(heading.split())])
                p.lines[0] = rest
                break


def drop_cut_headings(block: list[Paragraph], nodes: tuple[Node, ...], minor: frozenset[str]) -> None:
    """A section's first line taken as its heading that is a sentence wrapped ("B. A player who
    breaks A is subject to the" + "sanctions ..."): a heading never ends on a small word nor
    leaves a bracket open, and a section the skeleton gives no heading has none. Its words go
    back to the text."""
    headings = _section_headings(nodes)
    letters = {n.ref.section for n in nodes if n.ref.depth == 1}
    for p in block:
        if not (p.heading and p.labels and p.labels[0].kind == "section" and p.how == "printed"):
            continue
        letter = p.labels[0].value
        cut = p.heading.split()[-1] in minor or p.heading.count("(") > p.heading.count(")")
        if cut or letter in letters and letter not in headings:
            p.lines.insert(0, p.heading)
            p.heading = ""


def join_wrapped_headings(block: list[Paragraph], nodes: tuple[Node, ...], minor: frozenset[str]) -> None:
    """A section heading wrapped onto a next line opening with a small word ("D. New Shuffle"
    + "and Re-deal") takes that line back from the text when the joined heading reads as the
    skeleton's heading of that section, and better than the first line alone."""
    headings = _section_headings(nodes)
    for p in block:
        if not (p.heading and p.lines and len(p.labels) == 1 and p.labels[0].kind == "section"):
            continue
        line = p.lines[0]
        if split_labels(line)[0] or not _looks_like_heading(line[:1].upper() + line[1:]):
            continue
        if line.split()[0] not in minor:
            continue
        longer = f"{p.heading} {line}"
        own = headings.get(p.labels[0].value, ())
        if any(title_score(p.heading, h) < title_score(longer, h) >= 0.8 for h in own):
            p.heading = longer
            p.lines.pop(0)


def recover_sections(block: list[Paragraph], nodes: tuple[Node, ...]) -> None:
    """Give back the section letters a copy lost, from the sections' titles and their order.

    A web page's list copied as text prints sections A, B, C as "1.", "2.", "3." (or not at
    all): a heading-like line is section X when it reads as X's title in the skeleton, or,
    when such numbered headings run 1, 2, 3 ..., by its number. A text that prints its own
    section letters keeps them, and a candidate that is neither stays a paragraph.
    """
    candidates = [p for p in block if p.candidate]
    sections = [n for n in nodes if n.ref.depth == 1]
    if any(p.labels and p.labels[0].kind == "section" for p in block) or not sections:
        candidates = []
    numbered = [int(p.labels[0].value) for p in candidates if p.labels and p.candidate == "titled"]
    in_order = len(numbered) >= 2 and numbered == list(range(1, len(numbered) + 1))
    position = 0
    for p in candidates:
        scores = [
            (title_score(p.heading, n.heading) if n.heading else 0.0, k) for k, n in enumerate(sections)
        ]
        best = max((sk for sk in scores[position:]), default=(0.0, -1))
        chosen = None
        if best[0] >= (0.5 if p.candidate == "titled" else 0.75):
            chosen = best[1]
            p.anchored = True
        elif (
            p.candidate == "titled"
            and p.labels
            and in_order
            and position <= int(p.labels[0].value) - 1 < len(sections)
        ):
            chosen = int(p.labels[0].value) - 1
        if chosen is None:
            continue
        p.listed = int(p.labels[0].value) if p.labels else None
        p.labels = [Label("section", sections[chosen].ref.section or "")]
        p.how = "inferred"
        p.candidate = ""
        position = chosen + 1
    for p in block:
        if p.candidate:  # not a lost section after all: its heading is its first line
            p.lines.insert(0, p.heading)
            p.heading = ""
            p.candidate = ""


def read_list_numbers(block: list[Paragraph], nodes: tuple[Node, ...]) -> None:
    """A section heading found by its words that the copy printed as an item of its text's
    list ("1. Card Deemed to Be Played", "2. A defender's card ..." for C, whose place is 3):
    the numbers under it are a web page's list numbers, not the Laws' (its nested lists
    restart at "1." too). Its paragraphs are numbered by their order when the skeleton gives
    the section as many, and are its text when it gives none. Any other numbering is kept
    as printed."""
    paras: dict[str, int] = {}
    for node in nodes:
        if node.ref.depth == 2 and node.ref.section:
            paras[node.ref.section] = paras.get(node.ref.section, 0) + 1
    for start, p in enumerate(block):
        if not p.anchored:
            continue
        numbered = []
        for q in block[start + 1 :]:
            if q.law is not None or q.labels and q.labels[0].kind == "section":
                break
            if q.labels and q.labels[0].kind == "para":
                numbered.append(q)
        if p.listed is None or not numbered or int(numbered[0].labels[0].value) != p.listed + 1:
            continue  # no number, or a list of its own
        count = paras.get(p.labels[0].value, 0)
        place = ord(p.labels[0].value) - ord("A") + 1
        if 0 < count < len(numbered):
            continue  # more items than the Laws have
        if p.listed == place and (len(numbered) != count or int(numbered[-1].labels[0].value) <= count):
            continue  # the section's own place ("3." for C), the next "4." perhaps section D
        for order, q in enumerate(numbered, start=1):
            q.how = "inferred"
            if count:
                q.labels[0] = Label("para", str(order))
            else:
                q.labels = q.labels[1:]


def place_printed_ids(block: list[Paragraph], law: int, nodes: tuple[Node, ...]) -> None:
    """A paragraph printed with its section's letter ("F2. Explanation of Calls" under Law 20,
    an extract that prints only some sections) is the provision its letter and number name
    when the skeleton has it, wherever the order of the others would put it."""
    known = frozenset(n.id for n in nodes)
    for p in block:
        if p.whole or p.how != "printed":
            continue
        placed = printed_ref(law, p.labels, known)
        if placed is not None:
            p.whole, p.anchored = placed, True


def split_container_text(block: list[Paragraph], nodes: tuple[Node, ...]) -> list[Paragraph]:
    """The text printed under a section's heading, when the skeleton gives that section no text
    of its own but paragraphs: it is the first paragraph's, whose number the copy lost ("B.
    Removal of Cards from Board" + "Each player takes a hand ..." is 7B1). A section letter
    that names sections of several laws in the block is split only when none of them has text."""
    parents = {n.ref.parent.id for n in nodes if n.ref.parent is not None}
    containers: dict[str, bool] = {}
    for node in nodes:
        if node.ref.depth == 1 and node.ref.section:
            empty = not node.has_text and node.id in parents
            containers[node.ref.section] = containers.get(node.ref.section, True) and empty
    out: list[Paragraph] = []
    for p in block:
        out.append(p)
        if not (p.heading and p.lines and len(p.labels) == 1 and p.labels[0].kind == "section"):
            continue
        if containers.get(p.labels[0].value):
            first = min(p.start + 1, p.end)
            out.append(Paragraph([], "", p.lines, first, p.end, how="inferred"))
            p.lines, p.end = [], p.start
    return out


#: a footnote printed after the text it explains: "* A ‘sorted deck’ is ..."
FOOTNOTE = re.compile(r"^\*\s")
#: the marker of a footnote in running text: "from a sorted deck* or"
FOOTNOTE_MARKER = re.compile(r"\w[.,;:’'”)]?\*(?=\W|$)")


def attach_footnotes(items: list[Item]) -> list[Item]:
    """Point each footnote at the nearest earlier paragraph that carries a footnote marker."""
    for index, item in enumerate(items):
        if not item.labels and FOOTNOTE.match(item.text):
            marked = [i for i in range(index) if FOOTNOTE_MARKER.search(items[i].text)]
            if marked:
                item.annotates = marked[-1]
    return items


def _item(p: Paragraph, overrides: dict[int, str], inferred: bool = False) -> Item:
    return Item(
        (Label("ref", p.whole),) if p.whole else alternatives(p.labels),
        p.text,
        (p.start, p.end),
        p.heading,
        overrides.get(p.start),
        inferred=inferred or p.how == "inferred",
        anchored=p.anchored,
    )
