"""Find citations in text: the spans and their parts as written, nothing resolved yet.

:func:`find_citations` returns :class:`Found` spans: absolute (``Law 16B1(a)``), relative to
the provision they stand in (``see C2 below``) or a defined term (``see "Withdrawn"``). The
text is read folded (:mod:`indexer.cite.clean`) with the patterns :mod:`indexer.cite.patterns`
builds from the citation words; offsets and raw text are the text's own.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from dataclasses import replace
from functools import lru_cache

from indexer.cite.clean import Folded
from indexer.cite.clean import fold
from indexer.cite.patterns import CitationWords
from indexer.cite.patterns import Patterns
from indexer.cite.patterns import compile_patterns
from indexer.cite.spelled import Spelled
from indexer.cite.spelled import spell_out
from indexer.ids import ROMANS
from indexer.ids import Ref

KINDS = ("explicit", "list", "range", "relative", "definition")


@dataclass(frozen=True)
class Part:
    """One cited provision as written.

    Absolute parts carry ``law``; relative parts leave out the levels they borrow from the
    provision they stand in ("C2": section and paragraph; "4": paragraph; "(c)": item);
    a definition part carries ``term``. ``through`` is the far end of a range.
    """

    text: str
    law: int | None = None
    section: str | None = None
    para: int | None = None
    sub: str | None = None
    roman: str | None = None
    term: str | None = None
    through: Part | None = None

    @property
    def relative(self) -> bool:
        return self.law is None and self.term is None


@dataclass(frozen=True)
class Found:
    """A citation found in text: the raw span, its offsets (str indices) and its parts."""

    raw: str
    start: int
    end: int
    kind: str
    refs: tuple[Part, ...]
    #: the prefix word as written ("Laws", "artikel"), empty for none
    prefix: str = ""

    def __repr__(self) -> str:
        return f"Found({self.raw!r}@{self.start}, {self.kind})"


@lru_cache(maxsize=16)
def patterns_for(words: CitationWords, query: bool = False) -> Patterns:
    """The compiled patterns for a set of words (for texts, or for queries); cached."""
    return compile_patterns(words, query)


def find_citations(text: str, words: CitationWords) -> list[Found]:
    """Every citation in ``text``, in order; offsets are ``str`` indices into ``text``.

    Absolute citations are taken first; relative and definition citations only where no
    absolute one stands. A law number outside 1-93 is not a citation, nor a number of another
    body of rules ("art. 3 of the club's constitution"). The text is read folded (see
    :mod:`indexer.cite.clean`: fullwidth digits, hyphen look-alikes, invisible format
    characters), but ``raw``, ``start`` and ``end`` are the text's own.
    """
    folded = fold(text)
    spelled = spell_out(folded.text, words, query=False)
    found = find_spans(spelled.text, patterns_for(words), absolute_only=False)
    if spelled.text is text:
        return found
    return [unspell(f, folded, spelled) for f in found]


def find_spans(text: str, pats: Patterns, absolute_only: bool) -> list[Found]:
    """The citations in an already folded text; ``absolute_only`` leaves out relative and
    definition citations (a query has no provision to stand in)."""
    found: list[Found] = []
    starts: list[int] = []  # the spans taken so far, kept sorted: no overlap is possible
    ends: list[int] = []

    def free(start: int, end: int) -> bool:
        at = bisect.bisect_right(starts, start)
        before_ok = at == 0 or ends[at - 1] <= start
        after_ok = at == len(starts) or starts[at] >= end
        return before_ok and after_ok

    def add(item: Found | None) -> None:
        if item is not None and free(item.start, item.end):
            found.append(item)
            at = bisect.bisect_right(starts, item.start)
            starts.insert(at, item.start)
            ends.insert(at, item.end)

    def taken_until(start: int) -> int | None:
        """The end of the span taken so far that holds ``start``, if one does."""
        at = bisect.bisect_right(starts, start)
        return ends[at - 1] if at and ends[at - 1] > start else None

    for pattern in (pats.explicit, pats.unprefixed):
        pos = 0
        while (m := pattern.search(text, pos)) is not None:
            if (taken := taken_until(m.start())) is not None:
                # inside a citation already read (a list's items read again without its
                # prefix): go on after it, so that a long list is read once, not once per item
                pos = taken
                continue
            item = _explicit(m, text, pats)
            add(item)
            # a list cut short ends the citation where it was cut: what follows is read again
            pos = item.end if item is not None else m.end()
    if not absolute_only:
        for m in pats.definition.finditer(text):
            add(
                _found(
                    text, m.start("quoted"), m.end("quoted"), "definition", (Part(m["term"], term=m["term"]),)
                )
            )
        for m in pats.cued.finditer(text):
            add(_relative(m, text, pats))
        for m in pats.placed.finditer(text):
            add(_relative(m, text, pats))
        for m in pats.bare.finditer(text):
            add(_relative(m, text, pats))
    return sorted(found, key=lambda f: f.start)


def unspell(found: Found, folded: Folded, spelled: Spelled) -> Found:
    """A citation found in the text as read (folded, its spelled citations written compactly),
    its span and raw text moved back to the text as written, its parts' texts to the folded
    text (so that each item of a list is found where it is written: "art. 16, § B, 1°, a) en
    s.86B2(b)")."""
    start = folded.start(spelled.start(found.start))
    end = folded.end(spelled.end(found.end))

    def back(a: int, b: int) -> str:
        # as the folded text writes it: a part's text is read folded, as its citation's raw is
        return folded.text[spelled.start(a) : spelled.end(b)]

    refs: list[Part] = []
    cursor = found.start
    for part in found.refs:
        at = _written(spelled.text, part.text, cursor, found.end)
        if at is None:
            refs.append(part)
            continue
        through = part.through
        if through is not None and (to := _written(spelled.text, through.text, at[1], found.end)) is not None:
            through = replace(through, text=back(*to))
        refs.append(replace(part, text=back(*at), through=through))
        cursor = at[1]
    return replace(found, raw=folded.original[start:end], start=start, end=end, refs=tuple(refs))


def _written(text: str, written: str, start: int, end: int) -> tuple[int, int] | None:
    """Where ``written`` (its spaces any run of spaces) first stands in ``text[start:end]``."""
    if not written.strip():
        return None
    m = re.compile(r"\s+".join(re.escape(w) for w in written.split())).search(text, start, end)
    return m.span() if m else None


def unfold(found: Found, folded: Folded) -> Found:
    """A citation found in the folded text, its span and raw text moved back to the original."""
    start, end = folded.start(found.start), folded.end(found.end)
    return replace(found, raw=folded.original[start:end], start=start, end=end)


def _found(text: str, start: int, end: int, kind: str, parts: tuple[Part, ...], prefix: str = "") -> Found:
    return Found(text[start:end], start, end, kind, parts, prefix)


#: one level of a written reference after its law number: a letter or number, bare or in
#: brackets ("B", "1", "(a)", "(B)", "(ii)"); dots and spaces between levels are skipped
_LEVEL = re.compile(
    r"\(\s*(?P<bracketed>[A-Za-z]{1,4}|[0-9]{1,2})\s*\)|(?P<letter>[A-Za-z])|(?P<number>[0-9]{1,2})"
)
_LAW = re.compile(r"\s*(?P<law>[0-9]{1,2})")
#: the fourth level, a roman item number with or without brackets ("(ii)", "ii")
_ROMAN_LEVEL = re.compile(r"\(\s*(?P<bracketed>[A-Za-z]{1,4})\s*\)|(?P<letter>[ivxIVX]{1,4})(?![A-Za-z])")


def absolute_part(written: str) -> Part | None:
    """An absolute reference as written ("16B1(a)", "16(B)(1)(a)", "12.C.1.c", "LAW 16B1(A)",
    "45 C 4 b", "12-C-1-b"), or None if it is none: each level read by its place, section,
    paragraph, item and roman item, whatever its case, brackets, spacing or separators (the
    patterns have checked the shape; any other sign between levels is skipped)."""
    m = _LAW.match(written)
    if m is None:
        return None
    levels: list[str] = []
    pos = m.end()
    while pos < len(written):
        if not (written[pos].isalnum() or written[pos] in "()"):
            pos += 1
            continue
        level = (_ROMAN_LEVEL if len(levels) == 3 else _LEVEL).match(written, pos)
        if level is None:
            return None
        levels.append(next(value for value in level.groupdict().values() if value))
        pos = level.end()
    return _part(written, int(m["law"]), levels)


def _part(written: str, law: int, levels: list[str]) -> Part | None:
    """A Part from a law number and its levels in order: letter, number, letter, roman."""
    if len(levels) > 4:
        return None
    section = sub = roman = None
    para = None
    for place, value in enumerate(levels):
        letter = len(value) == 1 and value.isalpha()
        if place == 0 and letter:
            section = value.upper()
        elif place == 1 and value.isdigit():
            para = int(value)
        elif place == 2 and letter:
            sub = value.lower()
        elif place == 3 and value.lower() in ROMANS:
            roman = value.lower()
        else:
            return None
    try:
        ref = Ref(law, section, para, sub, roman)
    except ValueError:
        return None
    return Part(" ".join(written.split()), ref.law, ref.section, ref.para, ref.sub, ref.roman)


#: a lower level continuing a list: section, paragraph, item, roman item ("B2", "(b)", "(ii)")
_CONTINUED_RE = re.compile(
    r"(?P<section>[A-Z])(?:(?P<para>[0-9]{1,2})(?:\((?P<sub1>[a-z])\)|(?P<sub2>[a-z]))?(?:\((?P<rom1>[ivx]+)\))?)?"
    r"|\((?P<sub3>[a-z])\)(?:[ ]?\((?P<rom2>[ivx]+)\))?"
    r"|\((?P<rom3>[ivx]+)\)"
    r"|(?P<sub5>[a-z])\((?P<rom4>[ivx]+)\)"
    r"|(?P<sub4>[a-z])"
)


def _continued(written: str, before: Part, query: bool = False) -> Part | None:
    """A lower level of a list ("B2" after "Law 75B1", "(b)" after "45C4(a)") read as the same
    law's provision: it takes the levels above it from the item before, and it must stand at a
    level that item has ("(b)" continues an item, "B2" a section), else it is not a citation.
    A query types its section letters in any case, so there a lone small letter after a
    section is the next section ("law 16a and b")."""
    m = _CONTINUED_RE.fullmatch(written)
    if m is None or before.law is None:
        return None
    text = " ".join(written.split())
    if query and m["sub4"] and before.section is not None and before.para is None:
        return Part(text, before.law, m["sub4"].upper())
    if m["section"]:
        if before.section is None:
            return None
        para = int(m["para"]) if m["para"] else None
        return Part(text, before.law, m["section"], para, m["sub1"] or m["sub2"], m["rom1"])
    if m["sub5"]:  # "e(ii)" in "Laws 12C1e(i) and e(ii)": an item and its roman item
        if before.sub is None:
            return None
        return Part(text, before.law, before.section, before.para, m["sub5"], m["rom4"])
    if m["sub4"]:  # "b" in "Law 45C4a and b": an item written as its item before was
        # after a roman item, a letter no roman numeral is the next item ("12C1e(ii) and f")
        if before.sub is None or before.roman is not None and m["sub4"] in ROMANS:
            return None
        return Part(text, before.law, before.section, before.para, m["sub4"])
    sub, roman = m["sub3"], m["rom2"]
    alone = m["rom3"] or (sub if roman is None else None)
    if before.roman is not None and alone in ROMANS:
        return Part(text, before.law, before.section, before.para, before.sub, alone)  # "(i) and (ii)"
    if before.sub is None or sub is None:
        return None
    return Part(text, before.law, before.section, before.para, sub, roman)


def _explicit(m: re.Match[str], text: str, pats: Patterns) -> Found | None:
    """A prefixed (or unprefixed multi-level) citation and the list or range it opens.

    A list goes on with bare numbers only after a plural prefix (the prefix last written:
    "artikel 16C and Laws 61 to 64"); a range after a singular one only when written tight
    ("Law 61-64") or with a word that means nothing but a range ("Art. 10 t/m 20"); lower
    levels of the item before continue any list ("Law 75B1, B2 and B3").
    """
    part = absolute_part(m["first"])
    if part is None or _other_rules(m, text, pats):
        return None
    plural = pats.plural.fullmatch(m["prefix"]) is not None
    parts: list[Part] = [part]
    is_range = False
    end = pos = m.end("first")
    while pos < m.end():
        item = pats.item.match(text, pos, m.end())
        if item is None:
            break
        if item["continued"]:
            nxt = _continued(item["continued"], parts[-1].through or parts[-1], pats.query)
        elif _lower_paragraph(item, parts[-1], m, text, pats):
            nxt = _paragraph_of(parts[-1], item["ref"])
        elif (lower := _lower_item(item, parts[-1], m, text, pats, plural)) is not None:
            nxt = lower
        else:
            if item["prefix"]:
                plural = pats.plural.fullmatch(item["prefix"].strip()) is not None
            tight = item["range"] is not None and (
                (item.start("range") == pos and item.end("range") == item.start("ref"))
                or pats.range_always.fullmatch(item["range"]) is not None
            )
            if not (item["prefix"] or plural or tight or _query_list(m, text, pats)):
                break
            if item["prefix"] and _JOINERS_RUN.search(item["join"] or ""):
                break  # "Law 20F, and Laws 62A": a new citation, not the list going on
            nxt = absolute_part(item["ref"])
            if item["range"] and item["ref"].isdigit() and parts[-1].para is not None:
                nxt = _paragraph_through(parts[-1], int(item["ref"]))  # "Law 64A1-2"
        if nxt is None:
            break
        if item["range"]:
            parts[-1] = replace(parts[-1], through=nxt)
            is_range = True
        else:
            parts.append(nxt)
        end = pos = item.end()
    kind = "list" if len(parts) > 1 else "range" if is_range else "explicit"
    return _found(text, m.start(), end, kind, tuple(parts), m["prefix"])


def _lower_paragraph(item: re.Match[str], before: Part, m: re.Match[str], text: str, pats: Patterns) -> bool:
    """Whether a bare number in a query's list is the next paragraph of the item before rather
    than a law: one digit (no section of the Laws has ten paragraphs) after a lower paragraph
    with no item, the list ending the query ("Law 16B1 and 2", "16B1/2", "artikelen 20F2 en
    3"); "Laws 16B1 and 73", "Law 16B2 and 1" and "Law 16B1 and 2 tricks" go on as laws and
    as words."""
    return (
        pats.query
        and not item["prefix"]
        and not item["range"]
        and len(item["ref"]) == 1
        and item["ref"].isdigit()
        and before.through is None
        and before.para is not None
        and before.sub is None
        and int(item["ref"]) > before.para
        and _query_list(m, text, pats)
    )


#: a paragraph and its item written as a bid, a level and a suit ("2c", "1D")
_BID_ITEM = re.compile(r"[1-7][CDHScdhs]")
#: a paragraph and its item, "1b", "2(a)": in a query's list after an item, the next one
_PARAGRAPH_ITEM = re.compile(r"(?P<para>[1-9])(?:\((?P<bracketed>[A-Za-z])\)|(?P<letter>[A-Za-z]))")


def _lower_item(
    item: re.Match[str], before: Part, m_list: re.Match[str], text: str, pats: Patterns, plural: bool
) -> Part | None:
    """A paragraph and its item continuing a query's list after an item, read in the section
    the item before stands in: "1b" of "Laws 16B1a and 1b", "Laws 12C1c and 1d", "16B1a-1b", as
    "b" alone continues "Law 16B1a and b". The letter is typed in the case of the item before
    ("LAWS 16B1A AND 1B"); "Laws 16B1a and 1B", "Laws 16B and 1b" (no item before) and a
    prefix again ("Law 16B1a and Law 1b") name another law. After a singular prefix or none, one
    written as a bid ("2c", "1d") with words after it is the bid they speak of ("Law 16B1a and
    2c opening", "and 1c overcall"), unless it is the very next item of the same paragraph
    ("Law 12C1c and 1d apply"); where the list ends the query it is an item ("Law 12C1c and
    1d")."""
    if not pats.query or item["prefix"] or before.sub is None or before.law is None:
        return None
    m = _PARAGRAPH_ITEM.fullmatch(item["ref"])
    if m is None:
        return None
    letter = m["bracketed"] or m["letter"]
    bid = _BID_ITEM.fullmatch(item["ref"]) and not plural and not _query_list(m_list, text, pats)
    if bid and not _next_item(before, int(m["para"]), letter):
        return None  # a bid, with words after it
    typed = [ch for ch in before.text if ch.isalpha()]
    if not typed or letter.isupper() != typed[-1].isupper():
        return None
    try:
        ref = Ref(before.law, before.section, int(m["para"]), letter.lower())
    except ValueError:
        return None
    return Part(item["ref"], ref.law, ref.section, ref.para, ref.sub)


def _next_item(before: Part, para: int, letter: str) -> bool:
    """Whether item ``letter`` of paragraph ``para`` comes right after the item before ("1d"
    after "12C1c"): a bid is seldom written as exactly the next item of a cited paragraph."""
    return (
        before.para == para
        and before.sub is not None
        and len(before.sub) == 1
        and ord(letter.lower()) == ord(before.sub) + 1
    )


def _paragraph_of(before: Part, written: str) -> Part | None:
    """Paragraph ``written`` of the section the item before stands in ("2" after "16B1")."""
    try:
        ref = Ref(before.law or 0, before.section, int(written))
    except ValueError:
        return None
    return Part(written, ref.law, ref.section, ref.para)


def _query_list(m: re.Match[str], text: str, pats: Patterns) -> bool:
    """Whether a singular prefix's list of numbers is a list anyway: in a query that ends with
    it ("law 16 and 73"), where "law 64 and 2 tricks" goes on with words."""
    return pats.query and not text[m.end() :].strip(" .,;:!?")


#: two joiners in a row, ", and": a list's last item, or a new citation after a comma
_JOINERS_RUN = re.compile(r"\S\s*(?:,|\s)\s*\S")


def _paragraph_through(start: Part, para: int) -> Part | None:
    """The far end of a range of paragraphs written with the number alone, "64A1-2"."""
    if start.para is None or para <= start.para or start.sub is not None:
        return None
    return Part(str(para), start.law, start.section, para)


def _other_rules(m: re.Match[str], text: str, pats: Patterns) -> bool:
    """Whether the number belongs to another body of rules named right before or after it."""
    if pats.rules_after.match(text, m.end("first")):
        return True
    if pats.query and pats.rules_before.search(text, max(0, m.start() - 60), m.end("prefix")):
        return True  # a query's word for a law ending the rules' name: "club rules 5"
    return pats.rules_before.search(text, max(0, m.start() - 60), m.start()) is not None


def _relative(m: re.Match[str], text: str, pats: Patterns) -> Found | None:
    """A relative citation; a lone letter or number needs punctuation, a joiner or a position
    word after it ("(see D)", "see A above"), so that "see A remark" is not read as a citation."""
    groups = m.groupdict()
    if "body" in groups:
        start, body_end = m.start("body"), m.end("body")
    else:
        start, body_end = m.start(), m.end()
    position = groups.get("pos")
    end = m.end("pos") if position else body_end
    parts: list[Part] = []
    pos = start
    while pos < body_end:
        item = pats.relitem.match(text, pos, body_end)
        if item is None:
            break
        part = _relative_part(item["ref"])
        if part is None:
            break
        parts.append(part)
        pos = item.end()
    if not parts:
        return None
    if pos < body_end:  # a list cut short: the position word no longer applies
        end, position = pos, None
    last = parts[-1]
    lone_letter = last.section is not None and last.para is None and last.sub is None
    lone_number = last.section is None and last.para is not None and last.sub is None
    if not position and (lone_letter or lone_number):
        after = text[end:]
        ok = pats.after_bare.match(after) is not None
        if not ok and lone_letter and last.section == "A":
            ok = pats.after_a.match(after) is not None
        if not ok:
            return None
    return _found(text, start, end, "relative", tuple(parts))


def _relative_part(written: str) -> Part | None:
    m = _REL_RE.fullmatch(written)
    if m is None:
        return None
    para = m["para"] or m["para2"]
    return Part(written, section=m["section"], para=int(para) if para else None, sub=m["sub"] or m["only"])


#: the levels of a relative reference: "C2(b)", "D", "4", "2(c)", "(c)"
_REL_RE = re.compile(
    r"(?:(?P<section>[A-H])(?P<para>[1-9])?|(?P<para2>[1-9]))(?:\((?P<sub>[a-z])\))?|\((?P<only>[a-z])\)"
)
