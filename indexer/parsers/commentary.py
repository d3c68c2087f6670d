"""Parse club notes (manifest kind ``commentary``) into sections that explain the Laws.

A club's notes quote and paraphrase the Laws, but they are not the Laws: a quoted
``A. Limitations on Dummy`` under a ``Law 42:`` heading is part of the note's section, never a
provision ``42A``. So a note gets ids of its own (slugs of its headings, which never parse as a
law reference) and says which laws it explains in ``about``.

Headings recognised, each on the first line of a paragraph (after a blank line), or on the
second line of the text when the first is a masthead (a club's name, then the notes' title):

- a law label: ``Law 42:``, ``Law 45C2:``, ``LAW 48 - EXPOSURE OF DECLARER'S CARDS``, or a bare
  ``LAW 30`` whose title is on the next line;
- a title with its laws: ``Revokes - Laws 61 to 64``, ``DUMMY'S RIGHTS (Laws 42 & 43)``,
  ``Card Played (Law 45):``, or a title line followed by a ``(Law 54):`` line;
- a line in capitals standing alone as a paragraph: ``RESTORING EQUITY``;
- a line marked as a heading: Markdown ``## Claims``, bold ``**Claims**`` or ``__Claims__``
  (the marks are not part of the heading);
- the title after a masthead: ``Claims and concessions (Laws 68 to 71)``, or a short line with
  no closing punctuation; such a line standing alone elsewhere too (``Dummy's rights``);
- a question asked alone on its line with its answer after it ("What if dummy revokes?"),
  in notes that number none of their questions;
- a question: ``Q1.``, ``Q1:``, ``Question 4`` (the language's ``question_words``, ``Q``
  always), ``Q:`` with no number (numbered in order), any capitalised word and a number
  before a question (``Vraag 1. ... ?``), or a number (``1.``, ``1)``) before a question, a
  line in capitals, or a short caption that text, not another item, follows; a question that
  wraps is read to its ``?``. A question is a child of the section it stands in, or a section
  of its own before any. A line in capitals may also have its text straight under it;
- in notes numbered as an outline (``1. Claims``, ``1.1 What a claim is``, ``1.2 ...``,
  ``2. Concessions``), every numbered caption: a section or the sub-section of the number
  above it, never a question (``1.2`` is not a second ``1.``).

Questions and titles that stand alone are headings of one level when a title follows a
question (Markdown's ``###`` siblings, whose marks are gone): the questions are then sections
like the titles. The notes' title heads the introduction rather than being its text or an
empty section: a short first line standing alone with prose under it ("Notes on claims"), or
the title under a masthead that another heading follows straight away; the masthead itself
("ALDERBROOK BRIDGE CLUB") is the introduction's text, never a section, and so is a first line
that a heading follows straight away ("Willetton Bridge Club").

Ids: a heading that starts with its law label is named after the label, its references in
canonical form (``law-45c2``, ``law-16b1a``, ``laws-61-to-64``); any other heading after its
title without the laws (``revokes``, ``dummys-rights``). A slug is the words of that text,
folded to lowercase ASCII, apostrophes dropped, the language's ``slug_stop_words`` left out,
joined with ``-``; one that starts with a digit gets a ``section-`` prefix, so no slug reads as
a law id, and a repeated one a ``-2``, ``-3`` suffix. A question is ``<section>/q<number>``
(``q<number>`` before any section), repeated numbers suffixed alike. An outline's section is
named after its printed number (``section-1``), a sub-section after its section and its own
number (``section-1/1-2``). A table standing after a
question's answer (which does not introduce it with a colon) is the section's, not the answer's:
``<section>/table``, with no heading. Text before the first heading is ``introduction``; a note
with no heading at all (an email) is that one text, headed by the document's title. A letter's
sign-off at the end (a closing word of the language's ``sign_off_words`` alone on its line, the
writer's name under it: "Regards," / "Peter") is no text of the note: it is left out, and the
build reports it as in no provision. Each
heading is kept as printed, for display.

``about``: the laws a heading names. A heading that names laws opens a topic, and a section
whose heading names none takes the laws of the topic it sits in (``RESTORING EQUITY`` under
``Revokes - Laws 61 to 64``), or failing that the laws its text cites. A question is about the
laws its own heading names, else its section's, else those its own text cites; so is an
outline's sub-section. Citations
anywhere else in the text are the section's cross-references (``cites``), found by
:mod:`indexer.cite` like any other text's.

Law references are found by the project's citation finder (:func:`indexer.cite.find_citations`)
with the language's words from ``tables.citation_words`` (``corpus/data/citations.toml``), so
notes and law texts read a reference the same way; only absolute references count, as a
relative one in a note has no law to hang on. The stop words and question words come from the
language's table in ``tables.layout`` (``corpus/data/layout.toml``). Every table improves the
result and none is required: a language the tables do not know is read with every language's
citation words, no stop words and ``Q`` as its only question word.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from dataclasses import replace
from functools import lru_cache

from indexer.cite import Found
from indexer.cite import Part
from indexer.cite import find_citations
from indexer.cite.patterns import CitationWords
from indexer.cite.patterns import compile_patterns
from indexer.cite.patterns import words_for_language
from indexer.ids import LAW_COUNT
from indexer.ids import Ref
from indexer.ids import try_ref
from indexer.models import Document
from indexer.models import Provision
from indexer.models import SourceError
from indexer.normalise import normalise_line
from indexer.normalise import reflow
from indexer.normalise import source_lines
from indexer.tables import Tables

#: the key of a language's ``layout.toml`` table that this parser reads; its list may be empty,
#: as a language may keep every word of a heading in its slugs
STOP_WORDS_KEY = "slug_stop_words"
#: the key of the words that number a question ("Question 4", "Q1.")
QUESTION_WORDS_KEY = "question_words"
#: the key of the words that close a letter ("Regards,", "Groeten,") before the writer's name
SIGN_OFF_KEY = "sign_off_words"
#: the question word every language has, table or not: "Q1.", "Q1:"
DEFAULT_QUESTION_WORDS = ("Q",)

#: what may follow a heading's law label: nothing, a colon, or a dash and the title
#: (``Law 42:``, ``LAW 30``, ``LAW 48 - EXPOSURE ...``); U+2010 is already ``-`` after normalising
LABEL_TAIL = re.compile(r"\s*(?:(?P<colon>:)|\s[-–—]\s*(?P<title>.+?)\s*:?)?")

#: a title and then a dash before its laws: ``Revokes - `` in ``Revokes - Laws 61 to 64``
TITLE_DASH = re.compile(r"(?P<title>[^()]+?)\s*[-–—]\s*")

#: a title and then an opening bracket before its laws: ``Card Played (`` in ``Card Played (Law 45):``
TITLE_BRACKET = re.compile(r"(?P<title>[^()]+?)\s*\(\s*")

#: the end of a heading after its laws: an optional colon
HEADING_END = re.compile(r"\s*:?")

#: the end of a heading after bracketed laws: the closing bracket and an optional colon
BRACKET_END = re.compile(r"\s*\)\s*:?")

#: the opening bracket of the second line of a two-line heading: ``(`` in ``(Law 54):``
REFS_LINE_START = re.compile(r"\(\s*")

#: a heading in capitals with no laws, a paragraph of its own: ``RESTORING EQUITY``
CAPS_HEADING = re.compile(r"^[A-Z][A-Z'’&\- ]*[A-Z]$")

#: a numbered question in capitals: ``1) WHO CAN ASK WHOM ABOUT A POSSIBLE REVOKE?``
CAPS_QUESTION = re.compile(r"^(?P<num>\d{1,2})\)\s+(?P<title>[^a-z]+)$")

#: a numbered line: ``1. Mag de leider ...?``, ``2) Claims``; a heading only in the cases the
#: module docstring lists, as notes also number the items of a list
NUMBERED = re.compile(r"^(?P<num>\d{1,2})\s*[.):]\s*(?P<rest>.*)$")

#: a sub-section numbered in an outline: ``1.1 What a claim is``, ``2.3. Agreeing the score``
OUTLINE_NUMBERED = re.compile(r"^(?P<num>\d{1,2}(?:\.\d{1,2})+)\.?\s+(?P<rest>\S.*)$")

#: any capitalised word and a number opening a question, in a language whose question words the
#: tables do not hold: ``Vraag 1. Mag ik ...?``, ``Frage 2: ...?``, or the word and number on a
#: line of their own (``Question 4``) with the question after it; the question must end in "?"
WORD_QUESTION = re.compile(r"^(?P<word>[A-Z][a-z]{0,11})\s?(?P<num>\d{1,2})(?:\s*[.):]\s+\S.*|\s*[.):]?)$")

#: a Markdown heading: ``## Claims``, ``### Q1. ...``
MARKDOWN_HEADING = re.compile(r"^#{1,6}\s+(?P<text>.+?)(?:\s+#+)?$")

#: a line in bold, Markdown style: ``**Claims**``, ``__Revokes (Laws 61 to 64)__:``
BOLD_HEADING = re.compile(r"^(?P<mark>\*\*|__)(?P<text>[^*_\s](?:.*?[^*_\s])?)(?P=mark)\s*:?$")

#: the start of a bullet or a list item, which keeps a line of its own inside a paragraph:
#: ``• ``, ``- ``, ``* ``, ``A.``, ``1.``, ``(a)``, ``(1)``, ``a.)``, ``1)``
LIST_ITEM = re.compile(r"^(?:[•◦▪‣–*-]|[A-Z]\.|\d{1,2}[.)]|\(\w{1,3}\)|[a-z]\.\))(?:\s|$)")

#: a table row as the layout writes it, its cells parted by " | ": a line of its own, never a heading
TABLE_ROW = re.compile(r"\S \| |\| \S")

#: bold inside a line, ``**Q1.** Who may claim?``: read without its marks when looking for headings
INLINE_BOLD = re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1")

#: what a caption may end with after its words: "(Law 54)", "(artikel 16)"
TRAILING_BRACKETS = re.compile(r"\s*\([^()]*\)$")

#: a line ending like this finishes a sentence or introduces what follows
SENTENCE_END = re.compile(r"[.:;,?!)]$")

#: a writer's name under a sign-off: "Peter", "Jan de Vries", "Margaret (club director)" is not one
MAX_NAME_WORDS = 4

#: headings are short; a longer line is prose even when it looks like a heading
MAX_HEADING_CHARS = 100

#: a caption with its text straight under it (no blank line) is shorter than a wrapped line
MAX_CAPTION_CHARS = 60

#: a question may be longer than a heading, but not a paragraph of prose
MAX_QUESTION_CHARS = 300
#: what may open a heading before its first letter: quotes and brackets
OPENING_MARKS = "\"'“‘„‚«‹([¿¡"


@dataclass(frozen=True)
class _Words:
    """One language's words for its notes: the citation words and the slug stop words."""

    citations: CitationWords
    #: words left out of a slug: they make ids longer without telling sections apart
    stop_words: frozenset[str]
    #: a question word and its number at the start of a line: ``Q1.``, ``Question 4``
    question: re.Pattern[str]
    #: the words that close a letter, folded to lower case: ``regards``, ``met vriendelijke groet``
    sign_offs: frozenset[str] = frozenset()


@dataclass(frozen=True)
class _RefList:
    """A law reference list printed in a line: where the citation patterns see it, and what
    the finder reads there (None when its first reference names no law, such as ``Law 99``)."""

    start: int
    end: int
    found: Found | None


def _words(doc: Document, tables: Tables) -> _Words:
    """The words for ``doc``'s language, defaults where the tables hold none; a table entry of
    the wrong shape is a SourceError naming it."""
    citations = words_for_language(tables.citation_words, doc.language)
    layout = tables.layout.get(doc.language, {})
    lists = {}
    for key in (STOP_WORDS_KEY, QUESTION_WORDS_KEY, SIGN_OFF_KEY):
        value = layout.get(key, [])
        if not isinstance(value, list) or not all(isinstance(w, str) and w for w in value):
            raise SourceError(
                doc.source_file,
                None,
                f"{key} for language {doc.language!r} must be a list of non-empty "
                f"strings in corpus/data/layout.toml, not {value!r}",
            )
        lists[key] = value
    question_words = sorted({*DEFAULT_QUESTION_WORDS, *lists[QUESTION_WORDS_KEY]}, key=len, reverse=True)
    alternation = "|".join(re.escape(w) for w in question_words)
    question = re.compile(
        rf"^(?:{alternation})(?:\.?\s?(?P<num>\d{{1,2}})(?![\d\w])\s*[.):]?\s*(?P<rest>.*)|\s*[.:]\s+(?P<plain>\S.*))$"
    )
    sign_offs = frozenset(w.casefold() for w in lists[SIGN_OFF_KEY])
    return _Words(citations, frozenset(w.lower() for w in lists[STOP_WORDS_KEY]), question, sign_offs)


@lru_cache(maxsize=8)
def _ref_list_pattern(words: CitationWords) -> re.Pattern[str]:
    """The citation finder's own pattern for a prefixed reference list; cached per language."""
    return compile_patterns(words).explicit


@dataclass(frozen=True)
class _Heading:
    """A heading found in the source: 0-based first and last line, and what it names."""

    first: int
    last: int
    text: str
    slug: str
    refs: tuple[str, ...]
    question: int | None = None
    #: a table after a question's answer: a provision of its own in the section, with no heading
    table: bool = False
    #: the number a bare-numbered heading prints (``1`` in ``1. Claims``, ``1.2`` in ``1.2 What
    #: you must say``): in notes numbered as an outline, its place in the outline
    number: str | None = None
    #: found only by standing alone (a short title, or a question with its answer after it)
    plain: bool = False


def parse(text: str, doc: Document, tables: Tables) -> list[Provision]:
    """The sections of a club's notes, in document order, each with the laws it is about.

    Only the language's words are consulted (``tables.citation_words`` and ``tables.layout``):
    notes have no numbering of their own to check against a skeleton, and the laws they name
    are checked by the citation finder.
    """
    words = _words(doc, tables)
    lines = source_lines(text)
    if not any(lines):
        raise SourceError(doc.source_file, None, "the notes are empty: expected at least one paragraph")
    lines = _without_sign_off(lines, words)
    headings = _find_headings(lines, doc, words)
    title, headings = _title(lines, headings, doc)
    provisions: list[Provision] = []
    first_heading = headings[0].first if headings else len(lines)
    intro_lines = [line if n not in title.lines else "" for n, line in enumerate(lines[:first_heading])]
    intro = _span(lines, 0, first_heading - 1)
    if intro:
        body = _body(intro_lines[intro[0] - 1 : intro[1]])
        about = _cited(body, words)
        provisions.append(_provision(doc, "introduction", None, title.text, body, 0, intro, about))
    section: Provision | None = None
    topic: tuple[str, ...] = ()
    seen: set[str] = {p.id for p in provisions}
    #: per section (None before any), the number of its last question, for "Q: ..." unnumbered
    numbers: dict[str | None, int] = {}
    #: the sections of an outline by their printed number ("1", "1.2")
    outline: dict[str, Provision] = {}
    for i, h in enumerate(headings):
        end = headings[i + 1].first - 1 if i + 1 < len(headings) else len(lines) - 1
        span = _span(lines, h.first, end) or (h.first + 1, h.last + 1)
        body = _body(lines[h.last + 1 : span[1]])
        number = 0
        if h.question is not None:  # "Q: ..." with no number of its own follows the one before
            key = section.id if section else None
            number = numbers[key] = h.question or numbers.get(key, 0) + 1
        if h.table:
            pid = _unique(f"{section.id}/table" if section else "table", seen)
            about = _cited(body, words) or (section.about if section else ())
            parent = section.id if section else None
            provision = _provision(doc, pid, parent, "", body, len(provisions), span, about)
        elif h.question is None and h.number is not None and (above := _outline_parent(h.number, outline)):
            pid = _unique(f"{above.id}/{_outline_slug(h.number)}", seen)
            about = h.refs or above.about or _cited(body, words)
            provision = section = outline[h.number] = _provision(
                doc, pid, above.id, h.text, body, len(provisions), span, about
            )
        elif h.question is None or section is None:
            if h.refs:
                topic = h.refs
            about = h.refs or topic or _cited(body, words)
            slug = f"section-{_outline_slug(h.number)}" if h.number is not None else h.slug
            pid = _unique(slug if h.question is None else f"q{number}", seen)
            provision = _provision(doc, pid, None, h.text, body, len(provisions), span, about)
            if h.question is None:
                section = provision
                if h.number is not None:
                    outline[h.number] = provision
        else:
            pid = _unique(f"{section.id}/q{number}", seen)
            about = h.refs or section.about or _cited(body, words)
            provision = _provision(doc, pid, section.id, h.text, body, len(provisions), span, about)
        provisions.append(provision)
        seen.add(pid)
    return provisions


def _without_sign_off(lines: list[str], words: _Words) -> list[str]:
    """``lines`` with a letter's sign-off at the end blanked out: a closing word alone on its line
    ("Regards,", "Groeten,") and the writer's name under it ("Peter"). It is furniture, not text
    about the Laws; the build reports the lines as in no provision."""
    filled = [n for n, line in enumerate(lines) if line]
    if len(filled) < 2 or filled[-2] != filled[-1] - 1:
        return lines
    closing, name = lines[filled[-2]], lines[filled[-1]]
    if closing.rstrip(",!.").strip().casefold() not in words.sign_offs or not _is_name(name):
        return lines
    return [*lines[: filled[-2]], *("" for _ in lines[filled[-2] :])]


def _is_name(line: str) -> bool:
    """A line that reads as who wrote a letter: a few words, the first capitalised, no sentence."""
    names = line.split()
    return (
        0 < len(names) <= MAX_NAME_WORDS
        and line[:1].isupper()
        and not SENTENCE_END.search(line)
        and not any(c.isdigit() for c in line)
    )


def _outline_parent(number: str, outline: dict[str, Provision]) -> Provision | None:
    """The section an outline number belongs to: ``1`` for ``1.2``; None for a top-level number
    or one whose section the notes do not print."""
    above, _, _ = number.rpartition(".")
    return outline.get(above) if above else None


def _outline_slug(number: str) -> str:
    """An outline number as an id's part: ``1.2`` -> ``1-2``."""
    return number.replace(".", "-")


@dataclass(frozen=True)
class _Title:
    """The notes' title: the introduction's heading, and the source lines it takes (0-based)."""

    text: str = ""
    lines: frozenset[int] = frozenset()


def _title(lines: list[str], headings: list[_Heading], doc: Document) -> tuple[_Title, list[_Heading]]:
    """The notes' title, and the headings that remain sections.

    A title heads the introduction rather than being folded into its text or heading an empty
    section of its own: a short first line standing alone with prose under it ("Notes on
    claims"); the title under a masthead that has no text of its own (the numbered sections
    follow it); failing any heading at all, the document's title, so that notes that are one
    text (an email) are shown by their name. A first line with a heading straight after it is
    the masthead, kept as the introduction's text."""
    if _heads_the_notes(lines, headings):
        h = headings[0]
        return _Title(h.text, frozenset(range(h.first, h.last + 1))), headings[1:]
    first = next(n for n, line in enumerate(lines) if line)
    before = headings[0].first if headings else len(lines)
    if first < before:
        line = _unmarked(lines[first])[0]
        prose = any(lines[first + 1 : before])
        if prose and not lines[first + 1] and _title_alone(lines, first, line):
            return _Title(line.rstrip(":").rstrip(), frozenset({first})), headings
    if not headings:
        return _Title(doc.title), headings
    return _Title(), headings


def _heads_the_notes(lines: list[str], headings: list[_Heading]) -> bool:
    """Whether the first heading is the title under a masthead that another heading follows
    straight away: a title that names no law, with no text or question of its own."""
    if len(headings) < 2 or headings[0].first != 1 or not _is_masthead(lines[0]):
        return False
    h, following = headings[0], headings[1]
    plain_title = not (h.refs or h.table or h.number or h.question is not None)
    return plain_title and following.question is None and not any(lines[h.last + 1 : following.first])


def _find_headings(lines: list[str], doc: Document, words: _Words) -> list[_Heading]:
    """Every heading, in order; a heading starts a paragraph, or follows a masthead line.

    Notes that number none of their questions may still ask them one to a line: then each
    question standing alone, with its answer after it, is a question too (read only then, as
    notes that number their questions also ask questions in their answers)."""
    headings = _outline(_scan_headings(lines, doc, words, plain_questions=False))
    if any(h.question is not None for h in headings):
        return headings
    return _alike(_outline(_scan_headings(lines, doc, words, plain_questions=True)), words)


def _outline(headings: list[_Heading]) -> list[_Heading]:
    """In notes numbered as an outline (``1.``, ``1.1``, ``1.2``, ``2.``) every numbered heading
    is a section or a sub-section, never a question: ``1. Claims`` is a title like ``Claims``."""
    if not any(h.number and "." in h.number for h in headings):
        return headings
    return [replace(h, question=None) if h.number else h for h in headings]


def _alike(headings: list[_Heading], words: _Words) -> list[_Heading]:
    """Questions and titles that stand alone, a title following a question, are headings of one
    level (Markdown's ``### Can they accept it?`` and ``### Other corrections``, or ``### Een te
    laag bod (artikel 27)``): the questions are then sections like the titles, not questions of
    the heading before them."""
    first = next((n for n, h in enumerate(headings) if h.plain and h.question is not None), None)
    if first is None or not any(h.question is None and not h.table for h in headings[first + 1 :]):
        return headings
    return [
        replace(h, question=None, slug=_slug(h.text, words)) if h.plain and h.question is not None else h
        for h in headings
    ]


def _scan_headings(lines: list[str], doc: Document, words: _Words, plain_questions: bool) -> list[_Heading]:
    out: list[_Heading] = []
    i = 1 if _titled_masthead(lines, doc, words) else 0
    while i < len(lines):
        after_masthead = i == 1 and _is_masthead(lines[0])
        starts_paragraph = bool(lines[i]) and (i == 0 or not lines[i - 1] or after_masthead)
        heading = _heading_at(lines, i, doc, words, after_masthead) if starts_paragraph else None
        if heading is None and starts_paragraph and _table_after_answer(lines, i, out):
            heading = _Heading(i, i - 1, "", "table", (), table=True)
        if heading is None and plain_questions and starts_paragraph:
            heading = _plain_question_at(lines, i, words)
        if heading is not None:
            out.append(heading)
            i = heading.last + 1
        else:
            i += 1
    return out


def _table_after_answer(lines: list[str], i: int, headings: list[_Heading]) -> bool:
    """Whether line ``i`` opens a table standing after a question's answer: the table is the
    section's (a summary of its questions), not part of the last answer, unless the answer
    introduces it ("the options are:")."""
    if not TABLE_ROW.search(lines[i]) or not headings or headings[-1].question is None:
        return False
    answer = [line for line in lines[headings[-1].last + 1 : i] if line]
    return bool(answer) and not answer[-1].endswith(":")


def _titled_masthead(lines: list[str], doc: Document, words: _Words) -> bool:
    """Whether the first line is a masthead with the notes' title under it: the masthead is then
    never a heading of its own, whatever its shape ("ALDERBROOK BRIDGE CLUB")."""
    return (
        len(lines) > 1
        and bool(lines[1])
        and _is_masthead(lines[0])
        and _heading_at(lines, 1, doc, words, title_line=True) is not None
    )


def _is_masthead(line: str) -> bool:
    """A first line that names who wrote the notes ("Northside Bridge Club"): short, no sentence."""
    return bool(line) and len(line) <= MAX_HEADING_CHARS and not SENTENCE_END.search(line)


def _unmarked(line: str) -> tuple[str, bool]:
    """A line without its Markdown heading or bold marks, and whether the marks made the whole
    line a heading (``## Claims``, ``**Claims**``; not ``**Q1.** Who may claim?``)."""
    for pattern in (MARKDOWN_HEADING, BOLD_HEADING):
        if match := pattern.match(line):
            inner, _ = _unmarked(match["text"].strip())
            return inner, True
    return INLINE_BOLD.sub(r"\2", line), False


def _heading_at(
    lines: list[str], i: int, doc: Document, words: _Words, title_line: bool = False
) -> _Heading | None:
    """The heading that starts at line ``i``, or None when the line is prose. ``title_line``: the
    line follows a masthead, so a short line with no closing punctuation is the notes' title."""
    line, marked = _unmarked(lines[i])
    if len(line) > MAX_QUESTION_CHARS or TABLE_ROW.search(line):
        return None
    after = lines[i + 1] if i + 1 < len(lines) else ""
    if (question := _question_at(lines, i, line, marked, words)) is not None:
        return question
    if len(line) > MAX_HEADING_CHARS:
        return None
    ref_lists = _ref_lists(line, words.citations)
    if ref_lists and ref_lists[0].start == 0 and (tail := LABEL_TAIL.fullmatch(line, ref_lists[0].end)):
        found = _read(ref_lists[0], line, doc.source_file, i + 1)
        label, title = found.raw, tail["title"]
        last = i
        if title is None and tail["colon"] is None and after and len(after) <= MAX_HEADING_CHARS:
            title, last = after.rstrip(":"), i + 1  # ``LAW 30`` with its title on the next line
        text = f"{label} - {title}" if title else label
        return _Heading(i, last, text, _slug(_canonical(found), words), _ids(found))
    for ref_list in ref_lists:
        if (title := _title_before(line, ref_list)) is not None:
            found = _read(ref_list, line, doc.source_file, i + 1)
            return _Heading(i, i, line.rstrip(":").rstrip(), _slug(title, words), _ids(found))
    if not marked and not SENTENCE_END.search(line):
        for ref_list in _ref_lists(after, words.citations):
            opened = REFS_LINE_START.fullmatch(after, 0, ref_list.start)
            if opened and BRACKET_END.fullmatch(after, ref_list.end):
                found = _read(ref_list, after, doc.source_file, i + 2)
                text = reflow([line, after]).rstrip(":").rstrip()
                return _Heading(i, i + 1, text, _slug(line, words), _ids(found))
    alone = not after
    caps = bool(CAPS_HEADING.match(line)) and (alone or len(line) <= MAX_CAPTION_CHARS and _opens_text(after))
    title = title_line and alone and not SENTENCE_END.search(line)
    plain = alone and i > 0 and _title_alone(lines, i, line)
    if caps or marked or title or plain:
        text = line.rstrip(":").rstrip()
        plain = not (caps or marked or title)
        return _Heading(i, i, text, _slug(text, words), _cited(text, words), plain=plain)
    return None


def _plain_question_at(lines: list[str], i: int, words: _Words) -> _Heading | None:
    """A question standing alone with its answer after it: "What if dummy revokes?"."""
    line = _unmarked(lines[i])[0]
    if TABLE_ROW.search(line):
        return None
    alone = i > 0 and (i + 1 == len(lines) or not lines[i + 1])
    if not alone or len(line) > MAX_HEADING_CHARS or not _capitalised(line) or not line.endswith("?"):
        return None
    answer = next((x for x in lines[i + 1 :] if x), "")
    if not answer or answer.endswith("?"):
        return None
    return _Heading(i, i, line, "", _cited(line, words), 0, plain=True)


def _capitalised(line: str) -> bool:
    """A line whose first letter is a capital, after any opening quote or bracket: a heading may
    open with a quotation ("“Ruiten… nee, harten!” — wanneer ligt een kaart ...?")."""
    return line.lstrip(OPENING_MARKS)[:1].isupper()


def _title_alone(lines: list[str], i: int, line: str) -> bool:
    """A short line standing alone that opens with a capital and ends with no punctuation, with
    text after it: a heading ("Dummy's rights"), as Markdown's ``## Dummy's rights`` reads once
    its marks are gone. Not the first line (a masthead), a list item or the last words."""
    if len(line) > MAX_CAPTION_CHARS or not _capitalised(line) or LIST_ITEM.match(line):
        return False
    if SENTENCE_END.search(line) or line.endswith(("!", '"', "”")):
        return False
    return any(lines[i + 1 :])


def _question_at(lines: list[str], i: int, line: str, marked: bool, words: _Words) -> _Heading | None:
    """The question that starts at line ``i`` (``line`` is its text without marks), or None.

    A question word (``Q1.``, ``Question 4``) always numbers a question; a bare number does when
    the module docstring says so, as notes number list items the same way.
    """
    last = i
    while last + 1 < len(lines) and lines[last + 1]:
        last += 1
    paragraph = reflow([line, *lines[i + 1 : last + 1]])
    if last > i and paragraph.endswith("?") and len(paragraph) <= MAX_QUESTION_CHARS:
        text = paragraph  # a question that wraps, read to its question mark
    else:
        text, last = line, i
    match = words.question.match(line) or _word_question(line, text, words)
    printed = None
    if match is None:
        match = OUTLINE_NUMBERED.match(line) or NUMBERED.match(line)
        if match is None or not (
            marked
            or CAPS_QUESTION.match(line)
            or text.endswith("?")
            or (
                len(line) <= MAX_HEADING_CHARS
                and not SENTENCE_END.search(TRAILING_BRACKETS.sub("", line))
                and _caption(lines, i)
            )
        ):
            return None
        printed = match["num"]
    text = text.rstrip(":").rstrip()
    if printed is not None and "." in printed:  # "1.2 What you must say": a sub-section, never a question
        return _Heading(i, last, text, "", _cited(text, words), number=printed)
    number = int(match["num"]) if match["num"] else 0  # "Q: ...": numbered in order by parse()
    return _Heading(i, last, text, "", _cited(text, words), number, number=printed)


def _word_question(line: str, text: str, words: _Words) -> re.Match[str] | None:
    """A capitalised word and a number opening a question that ends in "?" (``Vraag 1.``); not
    a law's prefix ("Law 42: ...?" names a law), not a statement ("Board 17: a disaster.")."""
    match = WORD_QUESTION.match(line)
    if match is None or not text.endswith("?"):
        return None
    law_words = {w.casefold() for w in (*words.citations.law, *words.citations.laws)}
    return None if match["word"].casefold() in law_words else match


def _caption(lines: list[str], i: int) -> bool:
    """Whether text that is no list item follows line ``i``: a numbered caption ("1. Claims by
    declarer") rather than the first item of a list. Text straight under it (no blank line) must
    open a sentence under a short line, so that a long item wrapped at its end is not a caption."""
    after = lines[i + 1] if i + 1 < len(lines) else ""
    if after:
        return len(lines[i]) <= MAX_CAPTION_CHARS and _opens_text(after)
    following = next((line for line in lines[i + 1 :] if line), "")
    return bool(following) and not LIST_ITEM.match(following)


def _opens_text(line: str) -> bool:
    """A line that starts a sentence of prose (not a list item, not more capitals)."""
    return line[:1].isupper() and not LIST_ITEM.match(line) and any(c.islower() for c in line)


def _ref_lists(line: str, words: CitationWords) -> list[_RefList]:
    """Every prefixed reference list in ``line``, each with what the finder reads at its start."""
    found = {f.start: f for f in find_citations(line, words) if any(p.law is not None for p in f.refs)}
    matches = _ref_list_pattern(words).finditer(line)
    return [_RefList(m.start(), m.end(), found.get(m.start())) for m in matches]


def _title_before(line: str, ref_list: _RefList) -> str | None:
    """The title of a heading that ends with its laws (``Revokes - Laws 61 to 64``,
    ``Card Played (Law 45):``), or None when ``ref_list`` does not end such a heading."""
    before = line[: ref_list.start]
    for opening, closing in ((TITLE_DASH, HEADING_END), (TITLE_BRACKET, BRACKET_END)):
        if (title := opening.fullmatch(before)) and closing.fullmatch(line, ref_list.end):
            return title["title"]
    return None


def _read(ref_list: _RefList, line: str, file: str, number: int) -> Found:
    """What the finder reads in a heading's reference list; the laws a heading names decide
    what its section is about, so a list the finder cannot read in full fails the build."""
    found = ref_list.found
    if found is not None and found.end == ref_list.end:
        return found
    printed = line[ref_list.start : ref_list.end]
    reason = (
        f"only {found.raw!r} reads as a reference"
        if found is not None
        else f"the Laws run from 1 to {LAW_COUNT}"
    )
    raise SourceError(file, number, f"unreadable law reference {printed!r}: {reason}")


def _ref(part: Part | None) -> Ref | None:
    """The Ref of an absolute part; None for a relative part, which names no law in a note."""
    if part is None or part.law is None:
        return None
    return Ref(part.law, part.section, part.para, part.sub, part.roman)


def _ids(found: Found) -> tuple[str, ...]:
    """The canonical ids a citation names, ranges of whole laws spelled out (61 to 64 ->
    61, 62, 63, 64) so that every law of a topic is found by its id."""
    ids: list[str] = []
    for part in found.refs:
        first, last = _ref(part), _ref(part.through)
        if first is None:
            continue
        if last is not None and first.depth == last.depth == 0 and first.law < last.law:
            ids.extend(str(n) for n in range(first.law, last.law + 1))
        else:
            ids.extend(r.id for r in (first, last) if r is not None)
    return tuple(dict.fromkeys(ids))


def _canonical(found: Found) -> str:
    """A label with each reference written as its id (``Law 16B1(a)`` -> ``Law 16B1a``), so a
    slug does not depend on how the label spells its laws."""
    label, out, cursor = found.raw, "", 0
    for part in found.refs:
        for end in (part, part.through):
            ref = _ref(end)
            if end is None or ref is None or (at := label.find(end.text, cursor)) < 0:
                continue
            out += label[cursor:at] + ref.id
            cursor = at + len(end.text)
    return out + label[cursor:]


def _cited(text: str, words: _Words) -> tuple[str, ...]:
    """The laws a passage of prose cites, in order of first mention; what names no law is skipped."""
    ids: list[str] = []
    for found in find_citations(text, words.citations):
        ids.extend(_ids(found))
    return tuple(dict.fromkeys(ids))


def _slug(text: str, words: _Words) -> str:
    """A short id from a heading's words; never a law reference, so never mistaken for one."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    ascii_text = re.sub(r"['’]", "", ascii_text.lower())
    kept = [w for w in re.split(r"[^a-z0-9]+", ascii_text) if w and w not in words.stop_words]
    slug = "-".join(kept) or "section"
    return f"section-{slug}" if slug[0].isdigit() or try_ref(slug) else slug


def _unique(slug: str, seen: set[str]) -> str:
    """``slug``, or ``slug-2``, ``slug-3``... when two headings read the same."""
    if slug not in seen:
        return slug
    n = 2
    while f"{slug}-{n}" in seen:
        n += 1
    return f"{slug}-{n}"


def _span(lines: list[str], first: int, last: int) -> tuple[int, int] | None:
    """The 1-based inclusive range of the non-blank lines between ``first`` and ``last``."""
    filled = [n for n in range(max(first, 0), last + 1) if lines[n]]
    return (filled[0] + 1, filled[-1] + 1) if filled else None


def _body(lines: list[str]) -> str:
    """Normalised source lines as reflowed paragraphs.

    Paragraphs are parted by a blank line; inside one, a bullet, a list item or a table row
    starts a line of its own, and so does whatever follows a caption (an item without closing punctuation,
    such as ``A. Before Any Player Has Bid``), so the quoted structure stays readable.
    """
    paragraphs: list[list[list[str]]] = []
    current: list[list[str]] = []
    for line in lines:
        if not line:
            if current:
                paragraphs.append(current)
            current = []
            continue
        after_caption = bool(current) and _is_caption(current[-1])
        row = bool(TABLE_ROW.search(line)) or bool(current) and bool(TABLE_ROW.search(current[-1][-1]))
        if not current or LIST_ITEM.match(line) or after_caption or row:
            current.append([line])
        else:
            current[-1].append(line)
    if current:
        paragraphs.append(current)
    return "\n\n".join("\n".join(reflow(item) for item in para) for para in paragraphs)


def _is_caption(item: list[str]) -> bool:
    """A one-line list item with no closing punctuation: a sub-heading, not a sentence."""
    return len(item) == 1 and bool(LIST_ITEM.match(item[0])) and not SENTENCE_END.search(item[0])


def _provision(
    doc: Document,
    pid: str,
    parent: str | None,
    heading: str,
    text: str,
    order: int,
    lines: tuple[int, int],
    about: tuple[str, ...],
) -> Provision:
    """One section or question, its law being the first it is about."""
    ref = try_ref(about[0]) if about else None
    return Provision(
        doc=doc.id,
        id=pid,
        parent=parent,
        law=ref.law if ref else None,
        heading=normalise_line(heading),
        text=text,
        order=order,
        lines=lines,
        about=about,
        id_source="printed",
    )
