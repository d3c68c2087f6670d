"""Citations a query spells out, rewritten as the finder reads them, with a way back to the query.

A director types "law sixteen", "Law XVI", "artikel drieënnegentig", "Law 16, section B,
paragraph 1", "artikel 16 lid C" or "LAW 16 B (1) (a)". :func:`spell_out` finds each such
citation after a citation word or sign and writes its law number and levels compactly
("16", "16B1", "16C", "16B1(a)"); the query finder (:mod:`indexer.cite.query`) then reads the
rewritten query with the grammar texts are read with, and :class:`Spelled` maps each span
back to the query as typed.

Only a citation with something spelled is rewritten: a law number in words or Roman
numerals, a level word, or a bracketed level written apart. Everything else is the grammar's.
The guards, each for a reason:

- a number word or numeral counts only right after a citation word or sign (or a joiner in a
  list after one): "one revoke", "two tricks", "I led", "XVI" are words;
- the number must be a law, 1 to 93: "law ninety-four", "Law XCIV", "law one hundred" are
  words, and not their first word;
- a word that is also an ordinary word ("one", "een"), a lone I, V, X or L (in capitals only)
  and a later item of a list count only before the end, a sign, a joiner or a level: "the law
  I cited", "laws one should know";
- a level word is read only with a level after it that can stand there ("Law 16 section" and
  "artikel 16 lid 1", where a section letter must come first, are words);
- a lone "a" or "i" written apart is the article or the pronoun unless the query ends, a sign
  or a number follows ("law sixteen b 1 a player").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from indexer.cite.numbers import plain
from indexer.cite.numbers import roman_values
from indexer.cite.patterns import SP
from indexer.cite.patterns import CitationWords
from indexer.cite.patterns import _alt
from indexer.cite.patterns import _alt_tight
from indexer.cite.patterns import query_prefixes
from indexer.ids import LAW_COUNT
from indexer.ids import ROMANS
from indexer.ids import Ref


@dataclass(frozen=True)
class Spelled:
    """A query with its spelled citations rewritten, and the way back to the query's offsets.

    ``pieces`` are the rewritten stretches in order, each ``(start, end)`` in ``text`` then
    ``(start, end)`` in ``original``; a span that begins or ends inside one takes it whole.
    """

    original: str
    text: str
    pieces: tuple[tuple[int, int, int, int], ...] = ()

    def start(self, i: int) -> int:
        """The original offset of a span starting at ``text[i]``."""
        shift = 0
        for new_start, new_end, old_start, old_end in self.pieces:
            if i < new_start:
                break
            if i < new_end:
                return old_start
            shift = old_end - new_end
        return i + shift

    def end(self, i: int) -> int:
        """The original offset of a span ending just before ``text[i]``."""
        shift = 0
        for new_start, new_end, _, old_end in self.pieces:
            if i <= new_start:
                break
            if i <= new_end:
                return old_end
            shift = old_end - new_end
        return i + shift


@dataclass(frozen=True)
class _Reader:
    """The patterns :func:`spell_out` reads with, compiled once per set of words."""

    #: a citation word or sign and perhaps a number sign: what a law number follows
    prefix: re.Pattern[str]
    #: a number word, matched in the unaccented query, longest form first
    number: re.Pattern[str]
    values: dict[str, int]
    also_words: frozenset[str]
    #: a number word or a word of a larger number right after a number word ("ninety four")
    more_number: re.Pattern[str]
    #: a level word, perhaps after a comma: "section ", ", paragraph "
    level_word: re.Pattern[str]
    #: what may follow a cautious number: the end, a sign or a joiner
    clear: re.Pattern[str]
    #: a joiner or range word and perhaps a prefix again: the next item of a list
    next_item: re.Pattern[str]


#: a law number in digits, perhaps with a leading zero ("Law 07")
_DIGITS = re.compile(r"0?[1-9][0-9]?(?![0-9])")
#: a run of letters that may be a Roman numeral
_ROMAN_RUN = re.compile(r"[IVXLCivxlc]+(?![^\W\d_])")
#: one level: in brackets, a number, or a run of letters
_ATOM = re.compile(
    r"\([^\S\n]*(?P<bracketed>[A-Za-z]{1,4}|[0-9]{1,2})[^\S\n]*\)"
    r"|(?P<number>[0-9]{1,2})(?![0-9])"
    r"|(?P<letters>[^\W\d_]+)"
)
#: what may stand between two levels with no level word: spaces, a separator, or nothing
_GAP = re.compile(r"[^\S\n]+|[-./]|")
#: after a lone "a" or "i" written apart, for it to be a level: the end, a sign, a number
_LETTER_END = re.compile(r"[^\S\n]*(?:$|[).,;:!?\]]|\(|[0-9])")


@lru_cache(maxsize=16)
def _reader(words: CitationWords) -> _Reader:
    law_words, laws_words = query_prefixes(words)
    named = rf"(?i:{_alt((*law_words, *laws_words), glued=True)})"
    prefix = rf"(?:{named}|{_alt_tight(words.tight, True)}|{_alt(words.signs)})"
    forms = sorted(dict(words.number_words), key=len, reverse=True)
    number = "|".join(r"\s+".join(re.escape(w) for w in form.split()) for form in forms) or "(?!x)x"
    bounded = rf"(?<![^\W\d_])(?i:{number})(?![^\W\d_])(?!-[^\W\d_]{{2}})"
    larger = _alt(words.larger) if words.larger else "(?!x)x"
    joiners = rf"(?i:{_alt(words.joiners)}|{_alt(words.ranges)})"
    return _Reader(
        prefix=re.compile(rf"{prefix}{SP}(?:(?i:{_alt(words.number_signs)}){SP})?"),
        number=re.compile(bounded),
        values=dict(words.number_words),
        also_words=frozenset(words.also_words),
        more_number=re.compile(rf"[-\s]+(?:{bounded}|(?i:{larger}))"),
        level_word=re.compile(rf"[^\S\n]*,?[^\S\n]*(?i:{_alt(words.levels)})[^\S\n]*"),
        clear=re.compile(rf"[^\S\n]*(?:$|[).,;:!?\]]|{joiners})"),
        next_item=re.compile(rf"(?:{SP}{joiners}){{1,3}}{SP}(?:{prefix}{SP})?"),
    )


@dataclass(frozen=True)
class _Law:
    """A law number read at a place in the query: its value, where it ends, how it was written."""

    value: int
    end: int
    spelled: bool
    cautious: bool


@dataclass(frozen=True)
class _Levels:
    """The levels read after a law number, where they end, and whether any was spelled."""

    section: str | None = None
    para: int | None = None
    sub: str | None = None
    roman: str | None = None
    end: int = 0
    spelled: bool = False

    @property
    def read(self) -> bool:
        """Whether any level was read."""
        return self.section is not None


def spell_out(text: str, words: CitationWords) -> Spelled:
    """``text`` with each spelled citation written compactly (see the module docstring)."""
    reader = _reader(words)
    unaccented = plain(text)
    pieces: list[tuple[int, int, str]] = []
    done = 0
    for m in reader.prefix.finditer(text):
        if m.start() < done:
            continue
        at, listed = m.end(), False
        while (read := _reference(text, unaccented, at, listed, reader)) is not None:
            end, compact = read
            if compact is not None:
                pieces.append((at, end, compact))
            done = end
            item = reader.next_item.match(text, end)
            if item is None:
                break
            at, listed = item.end(), True
    if not pieces and (whole := _bare_whole(text, unaccented, reader)) is not None:
        pieces.append(whole)
    return _rewrite(text, pieces)


#: what may follow a reference that is the whole query: signs, spaces
_WHOLE_END = re.compile(r"[^\S\n]*[.,;:!?]*[^\S\n]*$")


def _bare_whole(text: str, unaccented: str, reader: _Reader) -> tuple[int, int, str] | None:
    """A query that is nothing but a reference in digits with no prefix and its levels spelled,
    "16 section B", "16 B (1) (a)": as a bare "16" is, a law only when it is the whole query."""
    at = len(text) - len(text.lstrip())
    read = _reference(text, unaccented, at, False, reader, bare=True)
    if read is None or read[1] is None or not _WHOLE_END.match(text, read[0]):
        return None
    return at, read[0], read[1]


def _reference(
    text: str, unaccented: str, at: int, listed: bool, reader: _Reader, bare: bool = False
) -> tuple[int, str | None] | None:
    """The reference at ``at``: where it ends and, when something in it is spelled, its compact
    form ("16B1(a)"); None where no law number stands there (``bare``: no law number in digits
    as written, with no prefix to say it is a law)."""
    law = _law_number(text, unaccented, at, reader)
    if law is not None and bare and law.spelled:
        return None
    if law is None:
        return None
    levels = _levels(text, unaccented, law.end, reader)
    if (law.cautious or listed and law.spelled) and not levels.read and not reader.clear.match(text, law.end):
        return None
    if not (law.spelled or levels.spelled):
        return levels.end, None
    try:
        ref = Ref(law.value, levels.section, levels.para, levels.sub, levels.roman)
    except ValueError:
        return None
    compact = str(ref.law) + (ref.section or "") + (str(ref.para) if ref.para else "")
    compact += "".join(f"({x})" for x in (ref.sub, ref.roman) if x)
    return levels.end, compact


def _law_number(text: str, unaccented: str, at: int, reader: _Reader) -> _Law | None:
    """A law number in digits, words or Roman numerals at ``at``; None for none, or a number no
    law has ("ninety-four", "XCIV", "one hundred")."""
    if m := _DIGITS.match(text, at):
        return _Law(int(m.group()), m.end(), spelled=m.group().startswith("0"), cautious=False)
    if m := reader.number.match(unaccented, at):
        if reader.more_number.match(unaccented, m.end()):
            return None
        word = " ".join(m.group().lower().split())
        value = reader.values[word]
        if value > LAW_COUNT:
            return None
        return _Law(value, m.end(), spelled=True, cautious=word in reader.also_words)
    if m := _ROMAN_RUN.match(text, at):
        numeral = m.group()
        roman = roman_values().get(numeral.upper())
        if roman is None or not (numeral.isupper() or numeral.islower() and len(numeral) > 1):
            return None
        return _Law(roman, m.end(), spelled=True, cautious=len(numeral) == 1)
    return None


def _levels(text: str, unaccented: str, at: int, reader: _Reader) -> _Levels:
    """The levels after a law number, each where it can stand (section letter, paragraph
    number, item letter, roman item), after a level word, a space, a separator or nothing."""
    values: list[str | int] = []
    spelled = False
    pos = at
    while len(values) < 4:
        named = reader.level_word.match(text, pos)
        if named is not None:
            level = _level(text, unaccented, named.end(), len(values), reader, named=True)
            spelled = spelled or level is not None
        else:
            gap = _GAP.match(text, pos)
            apart = gap is not None and gap.group().isspace()
            start = gap.end() if gap is not None else pos
            level = _level(text, unaccented, start, len(values), reader, apart=apart)
            spelled = spelled or (level is not None and apart and text.startswith("(", start))
        if level is None:
            break
        values.append(level[0])
        pos = level[1]
    section, para, sub, roman = (*values, None, None, None, None)[:4]
    return _Levels(
        None if section is None else str(section),
        None if para is None else int(para),
        None if sub is None else str(sub),
        None if roman is None else str(roman),
        pos,
        spelled,
    )


def _level(
    text: str, unaccented: str, at: int, place: int, reader: _Reader, named: bool = False, apart: bool = False
) -> tuple[str | int, int] | None:
    """The level at ``at`` if it can stand at ``place`` (0 section, 1 paragraph, 2 item, 3 roman
    item), its value and end; a paragraph may be a number word after a level word."""
    if named and place == 1 and (m := reader.number.match(unaccented, at)):
        return reader.values[" ".join(m.group().lower().split())], m.end()
    m = _ATOM.match(text, at)
    if m is None:
        return None
    written = m["bracketed"] or m["number"] or m["letters"]
    if place == 1:
        return (int(written), m.end()) if written.isdigit() and written[0] != "0" else None
    if place == 3:
        value = written.lower()
        if value not in ROMANS:
            return None
    elif len(written) != 1 or not written.isalpha() or (place == 0 and written.upper() not in "ABCDEFGHI"):
        return None
    else:
        value = written.upper() if place == 0 else written.lower()
    lone = apart and m["letters"] and value in ("a", "A", "i", "I", "v", "x")
    if lone and not (_LETTER_END.match(text, m.end()) or reader.level_word.match(text, m.end())):
        return None  # a lone "a" or "i" written apart is a word unless the end, a sign or a number follows
    return value, m.end()


def _rewrite(text: str, pieces: list[tuple[int, int, str]]) -> Spelled:
    """``text`` with each ``(start, end, compact)`` piece written in, and the map back."""
    if not pieces:
        return Spelled(text, text)
    out: list[str] = []
    mapped: list[tuple[int, int, int, int]] = []
    cursor = length = 0
    for start, end, compact in pieces:
        out.append(text[cursor:start])
        length += start - cursor
        mapped.append((length, length + len(compact), start, end))
        out.append(compact)
        length += len(compact)
        cursor = end
    out.append(text[cursor:])
    return Spelled(text, "".join(out), tuple(mapped))
