"""Citations spelled out, rewritten as the finder reads them, with a way back to what was written.

A director types "law sixteen", "Law XVI", "artikel drieënnegentig", "Law 16, section B,
paragraph 1", "artikel 16 lid C", "LAW 16 B (1) (a)", "the sixteenth law", "het 16e artikel",
"Law-16", "Law 16 - B - 1", "16 B.1", "12C1eii", "law 16, b1a", "law twelve c one b" or, with
its lower levels first, "lid E1 van artikel 47" and "section B of Law 16". :func:`spell_out`
finds each such citation after a citation word or sign (or an ordinal before a word for a law,
or its lower levels before it) and writes
its law number and levels compactly ("16", "16B1", "16C", "16B1(a)", "law 16"); the finder
(:mod:`indexer.cite.query` for a query, :mod:`indexer.cite.find` for a text) then reads the
rewritten words with its grammar, and :class:`Spelled` maps each span back to what was written.
A club's notes write "artikel 64 lid C", the Flemish "art. 16, § B, 1°, a)" or "law
twenty-seven" as a director types them. A text is read so with two differences: a bare law
number is never a law in it (a page or a count), and no citation runs past the end of a
sentence ("... Law 12C. 1. (a) The ...": the next paragraph's labels).

Only a citation with something spelled is rewritten: a law number in words, Roman numerals or
an ordinal, a level word (or an ordinal and a level word: "tweede lid"), a bracketed level
written apart, a hyphen after the prefix, a separator with spaces around it or after a space, a separator
before some levels only ("16B.1"), a comma before a section or a paragraph or between every
level ("Law 16, B, 1, a"), spaced levels before a list of lone levels that ends the query
("Law 74C 7 and 8", "Law 16 A and B"), a roman item with no brackets or numbered in digits
("12C1e(2)": 12C1e(ii)), a paragraph in Roman numerals ("Law 6 D ii": 6D2), a numbered point
of Belgian rules ("art. 16, § B, 1°": 16B1), or items in
brackets one after another with no joiner ("16B1 (a)(b)": a list). Everything else is the
grammar's. The guards, each for a reason:

- a number word or numeral counts only right after a citation word or sign (or a joiner in a
  list after one): "one revoke", "two tricks", "I led", "XVI" are words;
- the number must be a law, 1 to 93: "law ninety-four", "Law XCIV", "law one hundred" are
  words, and not their first word;
- a word that is also an ordinary word ("one", "een"), a lone I, V, X or L (in capitals only)
  and a later item of a list count only before the end, a sign, a joiner or a level: "the law
  I cited", "laws one should know";
- a level word is read only with a level after it that can stand there ("Law 16 section" and
  "artikel 16 lid 1", where a section letter must come first, are words);
- a paragraph number in words with no level word before it ("law twelve c one b") counts only
  before the end, a sign, a joiner or an item, and up to nine: "law 16 b two boards" is words;
- so does a paragraph in Roman numerals after its section ("Law 6 D ii", "Law 16 B (i) (a)"),
  in one case, and never a lone I, V or X in capitals with no brackets: "Law 16 B I think" and
  "Law 16 B ii was wrong" are words after 16B;
- levels written before their citation ("sub 1 van lid B van artikel 16", "lid E1 artikel
  47") count only with a level word, perhaps a link word (``level_of``: "of", "van") and a
  citation right after, each level standing where the one after it leaves off, the lowest
  first or else the highest first ("section B paragraph 1 of Law 16"): "punt 2 van artikel 16"
  (no section) and "lid 3 van de commissie" are words; with no level word, only a section and
  its paragraph or an item in brackets ("B1 of Law 16", "B1 law 16", "(b) of Law 16B1"), where
  "plan B of law 16" is words;
- levels written lowest first after the law ("Law 16 para 1 section B", "artikel 16 sub 1 lid
  B") count only each with its level word, the last naming a section and no other one: "Law 16
  para 1 section Bridge" is words and Law 16;
- a letter names a paragraph by its place only after a section named by its place, as
  regulations letter what their numbered "leden" hold ("artikel 16 lid 2 sub a" is 16B1, "sub
  b van lid 2 van artikel 16" 16B2); after a section letter it is words ("Law 16B sub b");
- a lone "a" or "i" written apart is the article or the pronoun unless the query ends, a sign
  or a number follows ("law sixteen b 1 a player").
- an ordinal names a law only right before a word for a law (the ``ordinals`` words: "the
  sixteenth law", "het zestiende artikel"), and not where that word has a number of its own
  ("the first law 16"); it names a level only before a level word, after a citation ("Law 16B
  second paragraph"): "the first lead", "2nd seat", "the 16th board", "law sixteenth" are words;
- a comma goes on with the levels only after a singular prefix and before a section or a
  paragraph with its item ("law 16, b1a", "Law 16B, 1a"), or, where one stands between every
  level so far, before the next level ("Law 16, B, 1, a"): "law 12, 16 or 73" is a list, "Law
  16B, 2 boards" and "Law 16, B, 2 boards" a count, "Laws 16B, 1A" a list; with no prefix,
  only in a query that is nothing but the reference and its list ("16B1, a en b");
- spaced levels before a list count only where the list is of lone levels and ends the query:
  "Law 74C 7 and 8", but "Law 16B 2 and 3 boards" and "law 16 i and my partner" are words;
- a separator with spaces around it or after a space counts only where the law number is apart
  from its section ("Law 16 - B - 1", "16 B.1"), and one with spaces only after a prefix, so
  that an auction ("1C - 1H", "1 C - 1 H") is no reference; a letter written apart that opens
  an abbreviation ("law 16, e.g.") is no level; bids with separators between them ("1C-1H",
  "1c/1h") are an auction however the separators stand;
- an ordinal and a word for a law before one of the ordinals' ``links`` is a saying or other
  rules ("the first law of bridge", "het eerste artikel van de statuten").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from indexer.cite.numbers import plain
from indexer.cite.numbers import roman_values
from indexer.cite.patterns import SP
from indexer.cite.patterns import CitationWords
from indexer.cite.patterns import _alt
from indexer.cite.patterns import _alt_tight
from indexer.cite.patterns import first_characters
from indexer.cite.patterns import number_sign
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
    #: a level word, perhaps after a comma or a separator with spaces around it: "section ",
    #: ", paragraph ", " – Paragraph " (a path of levels, "Law 16 – Section B – Paragraph 1")
    level_word: re.Pattern[str]
    #: the level words after which a number is a section's place ("lid", "section"), folded
    numbered_sections: frozenset[str]
    #: what may follow a cautious number: the end, a sign or a joiner
    clear: re.Pattern[str]
    #: bids with separators between them, "1C-1H", "1c/1h/2c": an auction, no reference
    auction: re.Pattern[str]
    #: the rest of the query a list of lone levels: " and B", " en 3", ", B and C", "/2"
    level_list: re.Pattern[str]
    #: a joiner or range word and perhaps a prefix again: the next item of a list
    next_item: re.Pattern[str]
    #: a prefix for several laws, whose numbers after a comma are a list ("Laws 16B, 1A")
    plural: re.Pattern[str]
    #: what may stand between two levels with no level word: a comma, a separator with spaces
    #: around it, spaces, a separator, or nothing
    gap: re.Pattern[str]
    #: an ordinal and a word for a law after it, in the unaccented query: "the sixteenth law"
    ordinal_law: re.Pattern[str]
    #: the word for a law of ``ordinal_law`` after a space: where none stands, no ordinal is
    #: looked for before one (matching the hundreds of ordinal forms at every place is slow)
    ordinal_law_word: re.Pattern[str]
    #: a word making an ordinal and a law word a saying: "of", "van" ("the first law of bridge")
    link: re.Pattern[str]
    #: an ordinal and a level word after it, perhaps after a comma: ", second paragraph"
    ordinal_level: re.Pattern[str]
    ordinal_values: dict[str, int]
    #: a level written before the citation it is part of, and perhaps its link word, ending
    #: where the search ends (the citation's prefix): "lid E1 van ", "sub 1 van ", "het tweede
    #: lid van ", "lid E1 ", or with no level word a section and its paragraph or an item in
    #: brackets: "B1 of ", "(b) of ", "B1 "; an article may follow the link word: "onder a van het "
    level_before: re.Pattern[str]
    #: one more level of a list written first, after its joiner: " and C" of "sections B and C of"
    listed_first: re.Pattern[str]
    #: a level and its level word after a citation's law number, as written lowest first (" para
    #: 1", ", sub a", " the second paragraph"), with the groups of ``level_before``
    level_after: re.Pattern[str]
    #: a link word (perhaps with an article) between two levels written lowest first: " of", " van de"
    level_link: re.Pattern[str]


#: a digit anywhere: every citation but one spelled out in words after its prefix has one
_ANY_DIGIT = re.compile(r"[0-9]")
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
#: where a reference with no prefix and a roman item glued or spaced with no brackets, or
#: numbered in digits, may start, "12C1eii", "12C1e ii", "12C1e(2)": the finder reads it once
#: it is written with brackets
_UNPREFIXED_ROMAN = re.compile(
    r"(?<![\w\-'’/.,])(?=[1-9][0-9]?[A-Ia-i][1-9][0-9]?(?:[A-Za-z][^\S\n]?[IVXivx]|\(?[A-Za-z]\)?\([1-9]\)))"
)
#: where a reference with no prefix and a law, section and paragraph may start whose next level
#: is in brackets written apart, "16B1 (a)", "12C1(e) (ii)", or with its closing bracket only, as
#: Dutch lists letter theirs ("16B1 a)"): read so with a prefix ("Law 16B1 (a)") as without
_UNPREFIXED_BRACKET = re.compile(
    r"(?<![\w\-'’/.,])(?=[1-9][0-9]?[A-Ia-i][1-9][0-9]?(?:\([A-Za-z]\)|[A-Za-z])?"
    r"[^\S\n]+(?:\([A-Za-z]{1,4}\)|[a-z]\)))"
)
#: a bid: a level and a strain ("1C", "4s", "3NT"), in any case where it is used; a query's
#: reference with no prefix written so is a bid (see indexer.cite.query)
BID = r"[1-7](?:NT|[CDHS])(?![\w'’])"
#: after a letter written apart: the rest of an abbreviation ("e.g.", "i.e.")
_ABBREVIATION = re.compile(r"\.[^\W\d_]\.")
#: the levels an ordinal names by its place: "second section" is B, "second item" b
_SECTIONS = "ABCDEFGHI"
_ITEMS = "abcdefghijklmnopqrstuvwxyz"
#: a paragraph named by its place in letters, after a section named by its place: "a" of "lid 2 sub a"
_LETTER_PLACE = re.compile(r"(?:\((?P<bracketed>[A-Ia-i])\)|(?P<letter>[A-Ia-i]))(?![\w'’])")
#: after a lone "a" or "i" written apart, for it to be a level: the end, a sign, a number
_LETTER_END = re.compile(r"[^\S\n]*(?:$|[).,;:!?\]]|\(|[0-9])")


@lru_cache(maxsize=16)
def _reader(words: CitationWords) -> _Reader:
    law_words, laws_words = query_prefixes(words)
    named = rf"(?i:{_alt((*law_words, *laws_words), glued=True)})"
    prefix = rf"(?:{named}|{_alt_tight(words.tight, True)}|{_alt(words.signs)})"
    forms = sorted(dict(words.number_words), key=len, reverse=True)
    number = "|".join(r"\s+".join(re.escape(w) for w in form.split()) for form in forms) or "(?!x)x"
    # each alternation of hundreds of forms behind a look ahead at their first letters, which
    # passes over the places where none can start at once
    bounded = rf"(?<![^\W\d_])(?i:{first_characters(forms)}(?:{number}))(?![^\W\d_])(?!-[^\W\d_]{{2}})"
    larger = _alt(words.larger) if words.larger else "(?!x)x"
    joiners = rf"(?i:{_alt(words.joiners)}|{_alt(words.ranges)})"
    separators = "|".join(re.escape(s) for s in sorted(words.separators, key=len, reverse=True)) or "(?!x)x"
    ordinal_forms = sorted(dict(words.ordinals), key=len, reverse=True)
    ordinal_words = "|".join(r"\s+".join(re.escape(w) for w in form.split()) for form in ordinal_forms)
    endings = sorted(words.ordinal_digits, key=len, reverse=True)
    articles = rf"(?:(?i:{_alt(words.level_articles)})[^\S\n]+)?" if words.level_articles else ""
    digits = "|".join(re.escape(e) for e in endings) or "(?!x)x"
    ordinal = (
        rf"(?:(?<![^\W\d_])(?i:{first_characters(ordinal_forms)}(?:{ordinal_words or '(?!x)x'}))(?![^\W\d_])"
        rf"|(?<![\w.,])(?P<digits>[1-9][0-9]?)(?i:{digits})(?![^\W\d_]))"
    )
    return _Reader(
        # a look ahead at the first characters of every prefix passes over the other places at once
        prefix=re.compile(
            rf"(?i:{first_characters((*law_words, *laws_words, *words.tight, *words.signs))})"
            rf"(?P<word>{prefix})(?P<dash>{SP}-)?{SP}{number_sign(words)}"
        ),
        number=re.compile(bounded),
        values=dict(words.number_words),
        also_words=frozenset(words.also_words),
        more_number=re.compile(rf"[-\s]+(?:{bounded}|(?i:{larger}))"),
        level_word=re.compile(
            rf"(?:['’]s)?(?:[^\S\n]*,|[^\S\n]+(?:{separators})(?=[^\S\n]))?[^\S\n]*"
            rf"(?P<word>(?i:{_alt(words.levels)}))[^\S\n]*"
        ),
        numbered_sections=frozenset(w.casefold() for w in words.numbered_sections),
        clear=re.compile(rf"[^\S\n]*(?:$|[).,;:!?\]]|{joiners})"),
        auction=re.compile(rf"(?i:{BID}(?:[^\S\n]*(?:{separators})[^\S\n]*{BID})+)"),
        level_list=re.compile(
            rf"(?:[^\S\n]*{joiners}[^\S\n]*(?:[A-Za-z]|[1-9][0-9]?|\([A-Za-z0-9]{{1,4}}\))(?![\w'’]))+"
            rf"[^\S\n]*[.?!]*[^\S\n]*$"
        ),
        next_item=re.compile(rf"(?:{SP}{joiners}){{1,3}}{SP}(?:{prefix}{SP})?"),
        plural=re.compile(rf"(?i:{_alt(laws_words)})"),
        gap=re.compile(
            rf"(?P<comma>[^\S\n]*,[^\S\n]*)"
            rf"|(?P<spaced>[^\S\n]+(?:{separators})[^\S\n]*|(?:{separators})[^\S\n]+)"
            rf"|(?P<space>[^\S\n]+)|(?P<separator>{separators})|"
        ),
        ordinal_law=re.compile(rf"(?P<ordinal>{ordinal})[^\S\n]+(?P<word>(?i:{_alt(words.ordinal_law)}))"),
        ordinal_law_word=re.compile(rf"[^\S\n]+(?i:{_alt(words.ordinal_law)})"),
        link=re.compile(rf"[^\S\n]+(?i:{_alt(words.ordinal_links)})"),
        ordinal_level=re.compile(
            rf"[^\S\n]*,?[^\S\n]*(?P<ordinal>{ordinal})[^\S\n]+(?i:{_alt(words.levels)})[^\S\n]*"
        ),
        ordinal_values=dict(words.ordinals),
        listed_first=re.compile(rf"[^\S\n]*(?P<joiner>(?i:{_alt(words.joiners)}))[^\S\n]*(?P<token>[\w()]+)"),
        level_after=re.compile(
            rf"[^\S\n]*,?[^\S\n]*(?:(?P<ordinal>{ordinal})[^\S\n]+(?P<named>(?i:{_alt(words.levels)}))"
            rf"|(?P<word>(?i:{_alt(words.levels)}))[^\S\n]+(?P<token>[\w()]+))(?P<bare>(?!x)x)?"
        ),
        level_link=re.compile(rf"[^\S\n]+(?i:{_alt(words.level_of)})(?:[^\S\n]+{articles})?(?=[^\S\n])"),
        level_before=re.compile(
            rf"(?<!\S)(?:(?P<ordinal>{ordinal})[^\S\n]+(?i:{_alt(words.levels)})"
            rf"|(?P<word>(?i:{_alt(words.levels)}))[^\S\n]+(?P<token>[\w()]+)"
            rf"(?P<more>(?:[^\S\n]*(?i:{_alt(words.joiners)})[^\S\n]*[\w()]+)*)"
            rf"|(?P<bare>(?i:[A-I][1-9](?:\([a-z]\)|[a-z])?)(?![\w'’])|\([a-z]\)))"
            rf"[^\S\n]+(?P<link>(?i:{_alt(words.level_of)})[^\S\n]+{articles})?\Z"
        ),
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
    #: the place of the last level read when it is named by its place, a section by a number
    #: ("lid 2": 0) or a paragraph by a letter ("lid 2 sub a": 1): a list after it names its
    #: levels so too ("artikel 16 lid 2 en 3", "lid 2 onder a en b")
    placed: int | None = None

    @property
    def read(self) -> bool:
        """Whether any level was read."""
        return self.section is not None


def spell_out(text: str, words: CitationWords, query: bool = True) -> Spelled:
    """``text`` with each spelled citation written compactly (see the module docstring).

    Without ``query`` the text is a text's paragraph: a bare law number is never a law there
    (it is a page or a count), and no citation runs past the end of a sentence ("... under Law
    12C. 1. (a) The ...": the next paragraph's labels)."""
    reader = _reader(words)
    unaccented = plain(text)
    prefixes = list(reader.prefix.finditer(text))
    if not prefixes and _ANY_DIGIT.search(text) is None:
        # with no citation word and no digit, only an ordinal before a word for a law can be a
        # citation ("the sixteenth law"): every other pass needs one or the other
        return _rewrite(text, _apart(_ordinal_laws(text, unaccented, reader)))
    pieces: list[tuple[int, int, str]] = []
    done = 0
    for m in prefixes:
        if m.start() < done:
            continue
        at, listed = m.end(), False
        dash = m.start("dash") if m["dash"] else None
        # a singular prefix's levels may go on after a comma ("law 16, b1a"); a plural's list
        comma = not reader.plural.fullmatch(m["word"])
        while True:
            read = _reference(text, unaccented, at, listed, reader, comma=comma)
            if read is None and listed:
                read = _spaced_continued(text, at, reader)
            if read is None:
                break
            end, compact, placed_at = read
            if dash is not None:  # "Law-16B1": the finder reads a prefix and its number apart
                pieces.append((dash, end, " " + (compact or text[at:end])))
            elif compact is not None:
                pieces.append((at, end, compact))
            if placed_at is not None:
                placed = _placed_list(text, unaccented, end, placed_at, reader)
                pieces += placed
                end = placed[-1][1] if placed else end
            items = _items_in_brackets(text, end)
            pieces += items
            end = items[-1][1] if items else end
            done, dash, comma = end, None, False
            item = reader.next_item.match(text, end)
            if item is None:
                break
            at, listed = item.end(), True
    pieces += _ordinal_laws(text, unaccented, reader)
    pieces += _levels_first(text, unaccented, reader, prefixes)
    pieces += _unprefixed_romans(text, unaccented, reader)
    for m in _UNPREFIXED_ITEMS.finditer(text):
        pieces += _items_in_brackets(text, m.end())
    if not pieces and query and (whole := _bare_whole(text, unaccented, reader)) is not None:
        pieces.append(whole)
    if not query:
        pieces = [p for p in pieces if _SENTENCE_END.search(text, p[0], p[1]) is None]
    return _rewrite(text, _apart(pieces))


#: the end of a sentence inside a stretch of text: a full stop, question or exclamation mark
#: and a space
_SENTENCE_END = re.compile(r"[.?!]\s")


#: an item in brackets ending a reference, "(a)" of "16B1(a)": no roman numeral, which would be
#: the roman item of the item before
_ITEM_ENDING = re.compile(r"\([^\S\n]*(?![ivxIVX])[A-Za-z][^\S\n]*\)\Z")
#: the next item in brackets right after one, with no joiner: "(b)" of "16B1 (a)(b)"
_ITEM_AFTER = re.compile(r"[^\S\n]*\([^\S\n]*(?P<item>(?![ivxIVX])[A-Za-z])[^\S\n]*\)(?!\w)")
#: a reference with no prefix whose item in brackets has another after it: "16B1(a)(b)"
_UNPREFIXED_ITEMS = re.compile(
    r"(?<![\w\-'’/.,])[1-9][0-9]?[A-Ia-i][1-9][0-9]?[^\S\n]*\([A-Za-z]\)(?=[^\S\n]*\([A-Za-z]\))"
)


def _items_in_brackets(text: str, end: int) -> list[tuple[int, int, str]]:
    """The items in brackets that follow a reference's item in brackets with no joiner, "(b)" of
    "Law 16B1 (a)(b)", "16B1(a) (b)(c)", written as a list ("/(b)"): a list of items, as "(a)/(b)"
    is. A roman numeral after an item is its roman item ("12C1(e)(ii)"), read as before."""
    out: list[tuple[int, int, str]] = []
    if not _ITEM_ENDING.search(text, max(0, end - 8), end):
        return out
    while (m := _ITEM_AFTER.match(text, end)) is not None:
        out.append((end, m.end(), f"/({m['item'].lower()})"))
        end = m.end()
    return out


#: a section and its paragraph written apart, continuing a list: "F 3" in "artikel 20 F 2 en F 3"
_SPACED_CONTINUED = re.compile(r"(?P<section>[A-Ia-i])[^\S\n]*(?P<para>[1-9])(?![0-9])")


def _placed_list(
    text: str, unaccented: str, at: int, place: int, reader: _Reader
) -> list[tuple[int, int, str]]:
    """The later items of a list of levels named by their places: sections by numbers ("3" of
    "artikel 16 lid 2 en 3", "4" of "leden 2 t/m 4") or paragraphs by letters ("b" of "lid 2
    onder a en b"), written as the finder reads them after the first ("C", "D", "2"), where
    each stands alone: the end, a sign or a joiner follows it."""
    out: list[tuple[int, int, str]] = []
    while (item := reader.next_item.match(text, at)) is not None:
        if reader.prefix.search(text, item.start(), item.end()):
            break  # "Law 16 section 2 and law 3": a law
        if place == 0:
            placed = _section_by_number(text, unaccented, item.end(), reader)
        elif m := _LETTER_PLACE.match(text, item.end()):
            placed = str(_letter_place(m)), m.end()
        else:
            placed = None
        if placed is None or not reader.clear.match(text, placed[1]):
            break
        out.append((item.end(), placed[1], placed[0]))
        at = placed[1]
    return out


def _spaced_continued(text: str, at: int, reader: _Reader) -> tuple[int, str | None, int | None] | None:
    """A later item of a list that is a section and its paragraph written apart or in lower
    case, "F 3" in "artikel 20 F 2 en F 3", "b2" in "law 16b1 and b2", written as the finder
    reads them ("F3", "B2"), where the end, a sign or a joiner follows it ("Law 16 and a 2
    board penalty" is words)."""
    m = _SPACED_CONTINUED.match(text, at)
    if m is None or not reader.clear.match(text, m.end()):
        return None
    return m.end(), m["section"].upper() + m["para"], None


def _apart(pieces: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """The pieces in order, each overlapping an earlier one left out."""
    out: list[tuple[int, int, str]] = []
    for piece in sorted(pieces):
        if not out or piece[0] >= out[-1][1]:
            out.append(piece)
    return out


def _ordinal_laws(text: str, unaccented: str, reader: _Reader) -> list[tuple[int, int, str]]:
    """Each law named by an ordinal before a word for a law, "the sixteenth law", "het 16e
    artikel", with its levels after the word, written as the word and the number ("law 16"); not
    where the word has a number of its own ("the first law 16 names"), nor where a link word
    makes it a saying or ties it to other rules ("the first law of bridge", "het eerste artikel
    van de statuten")."""
    out: list[tuple[int, int, str]] = []
    if not reader.ordinal_law_word.search(unaccented):
        return out
    for m in reader.ordinal_law.finditer(unaccented):
        after = reader.prefix.match(text, m.start("word"))
        if after is not None and _law_number(text, unaccented, after.end(), reader) is not None:
            continue
        if reader.link.match(text, m.end()):
            continue  # "the first law of bridge", "the second law of thermodynamics": a saying
        value = _ordinal_value(m, reader)
        levels = _levels(text, unaccented, m.end(), reader)
        compact = _compact(value, levels) if value is not None else None
        if compact is not None:
            out.append((m.start(), levels.end, f"{text[m.start('word') : m.end('word')]} {compact}"))
    return out


#: where a law and its section with no prefix start, "16B" of "paragraph 1 of 16B"
_UNPREFIXED_SECTION = re.compile(r"(?<![\w'’/.,\-])(?=[1-9][0-9]?[A-Ia-i](?![A-Za-z]))")
#: a bid, "2C", "2c", "4s": no law and section
_BID_SHAPE = re.compile(BID, re.IGNORECASE)


#: the most characters one level written before its citation takes, with its words
#: ("the twenty-second sub-paragraph of "): the search for one looks back no further
_LEVEL_BEFORE = 64


def _levels_first(
    text: str, unaccented: str, reader: _Reader, prefixes: Sequence[re.Match[str]]
) -> list[tuple[int, int, str]]:
    """Each citation whose lower levels are written before it, each with a level word and
    perhaps a link word: "lid E1 van artikel 47", "sub 1 van lid B van artikel 16", "section B
    of Law 16", "het tweede lid van artikel 16", "lid E1 artikel 47", "B1 law 16", written as
    the prefix and the whole reference ("artikel 47E1"). They are read the lowest first, as
    regulations cite ("sub a paragraph 1 section B Law 16"), or else the highest first where
    every one can stand so ("section B paragraph 1 of Law 16"). Every level must stand where the
    one before it in that order leaves off (a number where a section is wanting names the
    section by its place: "lid 2 van artikel 16" is 16B, and a letter after it its paragraph by
    its place: "sub b van lid 2 van artikel 16" is 16B2), and a level word with no citation
    after it is words ("lid 3 van de commissie"). A level word may name a list, "sections B and
    C of Law 16", written "Law 16B and 16C"."""
    out = []
    # each citation: where it starts, where its number starts and its prefix; with none, a law
    # and its section by their shape ("paragraph 1 of 16B"), after a link word only
    citations = [(m.start(), m.end(), f"{m['word']} ") for m in prefixes]
    citations += [(m.start(), m.start(), "") for m in _UNPREFIXED_SECTION.finditer(text)]
    for begin, at, word in sorted(citations):
        chain = []
        start = begin
        while before := reader.level_before.search(unaccented, max(0, start - _LEVEL_BEFORE), start):
            chain.append(before)
            start = before.start()
        if not word and not (chain and chain[0]["link"]):
            continue  # "sub a 16B1": no link word to say the levels belong to it
        law = _law_number(text, unaccented, at, reader) if chain else None
        if law is None:
            continue
        levels = _levels(text, unaccented, law.end, reader)
        if not word and (not levels.read or _BID_SHAPE.fullmatch(text, begin, levels.end)):
            continue  # with no prefix, a law alone is a count and "2C" a bid: "sub 1 van 2C"
        after_law: list[str | int] = [v for v in (levels.section, levels.para, levels.sub, levels.roman) if v]
        values, taken = _read_first(text, unaccented, chain, after_law, reader)
        if taken < len(chain) and not any(before["more"] for before in chain):
            highest, all_taken = _read_first(text, unaccented, chain[::-1], after_law, reader)
            if all_taken == len(chain):
                values, taken = highest, all_taken
        if not taken:
            continue
        if chain[0]["more"] and taken == 1:  # "sections B and C of Law 16": a list
            first = values[len(after_law) :]
            compact = _list_first(text, unaccented, chain[0], law.value, after_law, first, reader)
        elif chain[0]["more"]:
            compact = None  # a list with a level written before it: read as the law alone
        else:
            compact = _compact(law.value, _levels_of(values))
        if compact is not None:
            out.append((chain[taken - 1].start(), levels.end, f"{word}{compact}"))
    return out


def _levels_of(
    values: Sequence[str | int], end: int = 0, spelled: bool = False, placed: int | None = None
) -> _Levels:
    """Levels from their values, highest first, ending at ``end``."""
    section, para, sub, roman = (*values, None, None, None, None)[:4]
    return _Levels(
        None if section is None else str(section),
        None if para is None else int(para),
        None if sub is None else str(sub),
        None if roman is None else str(roman),
        end,
        spelled,
        placed,
    )


def _list_first(
    text: str,
    unaccented: str,
    before: re.Match[str],
    law: int,
    above: list[str | int],
    first: list[str | int],
    reader: _Reader,
) -> str | None:
    """A list of levels written before the citation they are part of, "sections B and C of Law
    16", "leden 2 en 3 van artikel 16", as the references the finder reads ("16B and 16C"), or
    None where one cannot stand there
    (``above``: the levels written after the law; ``first``: those of the list's first item)."""
    compacts = [_compact(law, _levels_of([*above, *first]))]
    joiners = []
    # "leden 2 en 3 van artikel 16": each number names a section by its place
    numbered = bool(before["word"]) and before["word"].casefold() in reader.numbered_sections
    for item in reader.listed_first.finditer(text, before.start("more"), before.end("more")):
        # a later item stands at the deepest level of the first that it can, with the levels
        # above it: "sections B and C", "lid B1a en b" (16B1a, 16B1b), "lid B1 en C" (16B1, 16C)
        for depth in range(len(first) - 1, -1, -1):
            at, place = item.start("token"), len(above) + depth
            level = _level(text, unaccented, at, place, reader, numbered=numbered and not depth)
            if level is not None and level[1] == item.end("token"):
                break
        else:
            return None
        joiners.append(item["joiner"])
        compacts.append(_compact(law, _levels_of([*above, *first[:depth], level[0]])))
    if any(c is None for c in compacts):
        return None
    return "".join(f" {j} {c}" for j, c in zip(["", *joiners], compacts, strict=True)).strip()


def _read_first(
    text: str, unaccented: str, chain: Sequence[re.Match[str]], after_law: list[str | int], reader: _Reader
) -> tuple[list[str | int], int]:
    """The levels of a citation whose lower levels are written before it, reading ``chain``
    (the levels written first) in its order after ``after_law`` (those after the law), and how
    many of the chain stand where they are read."""
    values = list(after_law)
    taken = 0
    by_place = False
    for before in chain:
        more = _written_first(text, unaccented, before, len(values), reader, by_place=by_place)
        if more is None:
            break
        by_place = _names_section_by_place(text, unaccented, before, len(values), reader)
        values += more
        taken += 1
    return values, taken


def _names_section_by_place(
    text: str, unaccented: str, before: re.Match[str], place: int, reader: _Reader
) -> bool:
    """Whether a level written first names a section by its place, as regulations number
    their "leden": "lid 2 van", "het tweede lid van"."""
    if place != 0:
        return False
    if before["ordinal"]:
        return True
    numbered = before["token"] is not None and before["word"].casefold() in reader.numbered_sections
    return numbered and _section_by_number(text, unaccented, before.start("token"), reader) is not None


def _written_first(
    text: str, unaccented: str, before: re.Match[str], place: int, reader: _Reader, by_place: bool = False
) -> list[str | int] | None:
    """The levels of one level written before its citation ("E1" of "lid E1 van", "tweede" of
    "tweede lid van"), from ``place`` on, or None where they cannot stand there (``by_place``:
    the level before was a section named by its place, so a letter names a paragraph so)."""
    if before["ordinal"]:
        level = _placed(_ordinal_value(before, reader), place, before.end("ordinal")) if place < 4 else None
        return None if level is None else [level[0]]
    values: list[str | int] = []
    group = "token" if before["token"] else "bare"
    pos, end = before.start(group), before.end(group)
    while pos < end and place + len(values) < 4:
        # the level word names the first level only
        first = group == "token" and not values
        numbered = first and before["word"].casefold() in reader.numbered_sections
        level = _level(
            text, unaccented, pos, place + len(values), reader, numbered=numbered, by_place=first and by_place
        )
        if level is None or level[1] > end:
            return None
        values.append(level[0])
        pos = level[1]
    return values if pos == end else None


def _unprefixed_romans(text: str, unaccented: str, reader: _Reader) -> list[tuple[int, int, str]]:
    """References with no prefix whose roman item has no brackets, "12C1eii", "12C1e ii claim",
    or whose next level is in brackets written apart, "16B1 (a) and (b)", "12C1(e) (ii)",
    written as the finder reads a reference with no prefix ("12C1e(ii)", "16B1(a) and (b)")."""
    out = []
    for m in _UNPREFIXED_ROMAN.finditer(text):
        read = _reference(text, unaccented, m.start(), False, reader, bare=True)
        if read is not None and read[1] is not None and read[1].count("(") == 2:
            out.append((m.start(), read[0], read[1]))
    for m in _UNPREFIXED_BRACKET.finditer(text):
        read = _reference(text, unaccented, m.start(), False, reader, bare=True)
        if read is not None and read[1] is not None:
            out.append((m.start(), read[0], read[1]))
    return out


def _ordinal_value(m: re.Match[str], reader: _Reader) -> int | None:
    """The number an ordinal names, in words or digits ("sixteenth", "16th"); None past the Laws."""
    value = int(m["digits"]) if m["digits"] else reader.ordinal_values[" ".join(m["ordinal"].lower().split())]
    return value if 1 <= value <= LAW_COUNT else None


#: what may follow a reference that is the whole query: signs, spaces
_WHOLE_END = re.compile(r"[^\S\n]*[.,;:!?]*[^\S\n]*$")


def _bare_whole(text: str, unaccented: str, reader: _Reader) -> tuple[int, int, str] | None:
    """A query that is nothing but a reference in digits with no prefix and its levels spelled,
    "16 section B", "16 B (1) (a)", "16 B.1", perhaps with a list of lone levels after it ("16 B
    1 a en b", "16B1, a en b"): as a bare "16" is, a law only when it is the whole query."""
    at = len(text) - len(text.lstrip())
    # as after a singular prefix, a comma may go on before a list of lone levels ending the
    # query: "16B1, a en b", "9B1, a and b", "16B, 1 and 2"
    read = _reference(text, unaccented, at, False, reader, bare=True, comma=True)
    if read is None or read[1] is None:
        return None
    if not (_WHOLE_END.match(text, read[0]) or reader.level_list.match(text, read[0])):
        return None  # a list of lone levels may end it: "16 B 1 a en b"
    return at, read[0], read[1]


def _reference(
    text: str,
    unaccented: str,
    at: int,
    listed: bool,
    reader: _Reader,
    bare: bool = False,
    comma: bool = False,
) -> tuple[int, str | None, int | None] | None:
    """The reference at ``at``: where it ends, when something in it is spelled its compact
    form ("16B1(a)"), and the place of its last level when that is named by its place ("lid
    2": 0, "lid 2 sub a": 1); None
    where no law number stands there (``bare``: no law number in digits as written, with no
    prefix to say it is a law; ``comma``: a comma may stand before a section or a paragraph,
    "law 16, b1a", "Law 16B, 1a")."""
    law = _law_number(text, unaccented, at, reader)
    if law is not None and bare and law.spelled:
        return None
    if law is None:
        return None
    levels = _levels(text, unaccented, law.end, reader, comma=comma, spaced=not bare)
    if not bare and (lowest := _lowest_first(text, unaccented, law.end, reader)) is not None:
        levels = lowest
    if (law.cautious or listed and law.spelled) and not levels.read and not reader.clear.match(text, law.end):
        return None
    if not (law.spelled or levels.spelled) or reader.auction.fullmatch(text, at, levels.end):
        # as written; "1C-1H" is an auction, its separators between some levels only
        return levels.end, None, None
    compact = _compact(law.value, levels)
    return None if compact is None else (levels.end, compact, levels.placed)


def _lowest_first(text: str, unaccented: str, at: int, reader: _Reader) -> _Levels | None:
    """The levels after a law number written lowest first, each with its level word, the last
    naming a section ("Law 16 para 1 section B", "Law 16 paragraph 1(b) of section B",
    "artikel 16 sub 1 lid B", "art 16 onder a sub 1 lid B"), as regulations cite and as
    levels written before a citation are read; None where they are not so written. A level
    word stands for whichever level comes next, but one that names sections ("section", "lid":
    ``numbered_sections``) names no lower level: "Law 16 item a para 1 section B" is 16B1a."""
    chain: list[re.Match[str]] = []
    pos = at
    while (m := reader.level_after.match(unaccented, pos)) is not None:
        chain.append(m)
        pos = m.end()
        link = reader.level_link.match(unaccented, pos)
        if link is not None and reader.level_after.match(unaccented, link.end()):
            pos = link.end()
    names = [(m["word"] or m["named"]).casefold() for m in chain]
    sections = [n in reader.numbered_sections for n in names]
    if len(chain) < 2 or not sections[-1] or any(sections[:-1]):
        return None
    values, taken = _read_first(text, unaccented, chain[::-1], [], reader)
    if taken < len(chain):
        return None
    return _levels_of(values, chain[-1].end(), spelled=True)


def _compact(law: int, levels: _Levels) -> str | None:
    """A law number and its levels written as the finder reads them, "16B1(a)", "12C1(e)(ii)";
    None where they make no reference."""
    try:
        ref = Ref(law, levels.section, levels.para, levels.sub, levels.roman)
    except ValueError:
        return None
    compact = str(ref.law) + (ref.section or "") + (str(ref.para) if ref.para else "")
    return compact + "".join(f"({x})" for x in (ref.sub, ref.roman) if x)


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


def _levels(
    text: str, unaccented: str, at: int, reader: _Reader, comma: bool = False, spaced: bool = True
) -> _Levels:
    """The levels after a law number, each where it can stand (section letter, paragraph
    number, item letter, roman item), after a level word, an ordinal and a level word ("second
    paragraph"), a space, a separator or nothing; with ``comma``, after a comma too where a
    section or paragraph comes next; without ``spaced``, never after a separator with spaces
    around it (with no prefix, "1 C - 1 H" is an auction).

    The levels are spelled (to be rewritten for the finder) where a level word, an ordinal, a
    comma, a bracket written apart or a roman item with no brackets is read, or where the gaps
    are ones the finder does not read: a separator with spaces around it ("Law 16 - B - 1") or
    after a space ("16 B.1"), the law's number not against its section."""
    values: list[str | int] = []
    spelled = False
    gaps: list[str] = []
    #: per level read after a gap, whether it is written in brackets
    brackets: list[bool] = []
    pos = at
    # a section named by its place ("lid 2", "tweede lid"): a letter after it names a paragraph so
    by_place = False
    placed: int | None = None
    while len(values) < 4:
        place = len(values)
        if (ordinal := reader.ordinal_level.match(unaccented, pos)) is not None:
            level = _placed(_ordinal_value(ordinal, reader), place, ordinal.end())
            spelled = spelled or level is not None
            by_place = place == 0 and level is not None
            placed = 0 if by_place else None
        elif (named := reader.level_word.match(text, pos)) is not None:
            numbered = named["word"].casefold() in reader.numbered_sections
            level = _level(
                text, unaccented, named.end(), place, reader, named=True, numbered=numbered, by_place=by_place
            )
            spelled = spelled or level is not None
            by_number = _section_by_number(text, unaccented, named.end(), reader) if numbered else None
            lettered = by_place and place == 1 and bool(level and _LETTER_PLACE.match(text, named.end()))
            by_place = place == 0 and by_number is not None
            placed = 0 if by_place else 1 if lettered else None
        else:
            gap = reader.gap.match(text, pos)
            kind = gap.lastgroup or "" if gap is not None else ""
            # a comma between every level so far goes on between the lower ones: "Law 16, B, 1, a"
            commas = comma and bool(gaps) and all(g == "comma" for g in gaps)
            # after a singular prefix, a comma goes on before a list of lone levels ending the
            # query: "Law 16B1, a and b", "Law 16B, 1, a and b" (a list of levels named by their
            # places, "artikel 16 lid 2, 3 en 4", is read as one)
            listed = comma and placed is None and reader.level_list.match(text, pos) is not None
            # a numbered point of Belgian rules is a paragraph after any comma: "art. 16, § B, 1°"
            pointed = place == 1 and gap is not None and _POINTED.match(text, gap.end()) is not None
            if kind == "comma" and not (comma and place in (0, 1) or commas or listed or pointed):
                break
            if kind == "spaced" and not spaced:
                break
            start = gap.end() if gap is not None else pos
            apart = kind in ("space", "spaced", "comma")
            level = _level(text, unaccented, start, place, reader, apart=apart)
            point = pointed or level is not None and place == 1 and _POINT.match(text, level[1]) is not None
            if point and level is not None:
                level = level[0], level[1] + 1  # the sign after the point's number
            if (
                level is not None
                and kind == "comma"
                and place == 1
                and not point
                and (
                    int(level[0]) > _PARAGRAPHS
                    or not _ITEM_NEXT.match(text, level[1])
                    and not (commas and _COMMA_ITEM_OR_END.match(text, level[1]))
                    and not listed
                )
            ):
                break  # "Law 16B, 2 boards", "Law 16B, 17", "law 16b, 16c": a count, or a list of laws
            if level is not None and kind == "separator" and place >= 2 and _DIGIT_NEXT.match(text, level[1]):
                break  # "law 16b1-b3": a section and its paragraph after a dash end a range
            if level is not None:
                gaps.append(kind)
                brackets.append(text.startswith("(", start))
                glued_roman = place == 3 and not text.startswith("(", start)
                arabic_roman = place == 3 and _ARABIC_ITEM.match(text, start) is not None
                in_words = place == 1 and not text[start].isdigit()  # "law twelve c one b"
                bracket = apart and (text.startswith("(", start) or text.startswith(")", level[1] - 1))
                written_apart = bracket or kind == "comma" or point
                spelled = spelled or glued_roman or arabic_roman or in_words or written_apart
        if level is None:
            break
        values.append(level[0])
        pos = level[1]
    if gaps and gaps[0] != "" and ("spaced" in gaps or "space" in gaps and "separator" in gaps):
        spelled = True
    if "separator" in gaps and "" in gaps:
        spelled = True  # a separator before some levels only: "16B.1", "Law 12C1.e"
    if "space" in gaps and reader.level_list.match(text, pos):
        spelled = True  # spaced levels before a list of lone levels: "Law 74C 7 and 8", "law 16 a and b"
    unbracketed_after = any(b and not after for b, after in zip(brackets, brackets[1:], strict=False))
    if unbracketed_after or "space" in gaps and any(brackets):
        spelled = True  # brackets on some levels only, the finder's shapes aside: "16(B)1(a)", "12 c1e(ii)"
    return _levels_of(values, pos, spelled, placed=placed if placed == len(values) - 1 else None)


#: the sign after a numbered point of Belgian rules ("1°", "2º"): a paragraph where it stands
_POINT = re.compile(r"[°º]")
#: a numbered point of Belgian rules, its number and its sign
_POINTED = re.compile(r"[1-9][0-9]?[°º]")
#: a roman item numbered in digits in brackets: "(2)" of "12C1e(2)"
_ARABIC_ITEM = re.compile(r"\([^\S\n]*[0-9]{1,2}[^\S\n]*\)")
#: a digit: after a letter that follows a separator, a section's paragraph ("b3" of "16b1-b3")
_DIGIT_NEXT = re.compile(r"[0-9]")
#: after a paragraph read past a comma: an item, against it or in brackets ("1a", "1(a)")
_ITEM_NEXT = re.compile(r"[A-Za-z(]")
#: after a paragraph in a reference with a comma between every level: an item after a comma,
#: or the end ("Law 16, B, 1, a", "Law 16, B, 1")
_COMMA_ITEM_OR_END = re.compile(r"[^\S\n]*,[^\S\n]*[A-Za-z(]|[^\S\n]*[.?!]*[^\S\n]*$")


def _placed(value: int | None, place: int, end: int) -> tuple[str | int, int] | None:
    """The level an ordinal names at ``place``: the second section is B, the second paragraph
    2, the second item b, the second roman item ii."""
    if value is None:
        return None
    names: tuple[str, ...] | str = (_SECTIONS, "", _ITEMS, ROMANS)[place]
    if place == 1:
        return value, end
    return (names[value - 1], end) if value <= len(names) else None


def _level(
    text: str,
    unaccented: str,
    at: int,
    place: int,
    reader: _Reader,
    named: bool = False,
    apart: bool = False,
    numbered: bool = False,
    by_place: bool = False,
) -> tuple[str | int, int] | None:
    """The level at ``at`` if it can stand at ``place`` (0 section, 1 paragraph, 2 item, 3 roman
    item), its value and end; a paragraph may be a number word after a level word, a section a
    number after a level word that numbers sections (``numbered``: "lid 2"), a paragraph a
    letter after a section named by its place (``by_place``: "lid 2 sub a", as regulations
    letter what their numbered "leden" hold, is the first paragraph of section B), and an item
    against its paragraph may have its roman item against it ("12C1eii")."""
    if named and place == 1 and (m := reader.number.match(unaccented, at)):
        return reader.values[" ".join(m.group().lower().split())], m.end()
    if by_place and place == 1 and (m := _LETTER_PLACE.match(text, at)):
        return _letter_place(m), m.end()
    if numbered and place == 0 and (section := _section_by_number(text, unaccented, at, reader)):
        return section
    if apart and place == 1 and (m := reader.number.match(unaccented, at)):
        return _paragraph_word(text, unaccented, m, reader)
    m = _ATOM.match(text, at)
    if m is None:
        return None
    written = m["bracketed"] or m["number"] or m["letters"]
    end = m.end()
    if place == 2 and not apart and m["letters"] and len(written) > 1 and written[1:].lower() in ROMANS:
        written, end = written[0], m.start() + 1
    if place == 1:
        if written.isdecimal():
            return (int(written), end) if written[0] != "0" else None
        bracketed = m["bracketed"] is not None
        if not (apart or bracketed):
            return None
        return _paragraph_roman(text, unaccented, written, end, reader, bracketed)
    if place == 3 and written.isdecimal() and (m["bracketed"] or not apart):
        # a roman item numbered in digits, as word processors renumber "(i)", "(ii)": "12C1e(2)",
        # or against its item or after a separator ("12C1e2", "12.C.1.e.2"); written apart it
        # is a count ("Law 12C1e 2 boards")
        number = int(written)
        return (ROMANS[number - 1], end) if 1 <= number <= len(ROMANS) else None
    if place == 3:
        value = written.lower()
        if value not in ROMANS:
            return None
    elif len(written) != 1 or not written.isalpha() or (place == 0 and written.upper() not in _SECTIONS):
        return None
    else:
        value = written.upper() if place == 0 else written.lower()
    if apart and m["letters"] and _ABBREVIATION.match(text, end):
        return None  # "law 16, e.g. a claim": a letter of an abbreviation
    lone = apart and m["letters"] and value in ("a", "A", "i", "I", "v", "x")
    after = (_LETTER_END, reader.level_word, reader.level_list)
    if (
        lone
        and not any(p.match(text, end) for p in after)
        and not (place == 0 and _paragraph_follows(text, unaccented, end, reader))
    ):
        # a lone "a" or "i" apart is a word unless the end, a sign, a number, a list or, for a
        # section, its paragraph in words or Roman numerals follows ("artikel zestien A een b")
        return None
    if apart and place >= 2 and m["letters"] and text.startswith(")", end) and not _bracket_open(text, at):
        end += 1  # an item with its closing bracket only, as Dutch lists letter theirs: "16B1 a)"
    return value, end


def _bracket_open(text: str, at: int) -> bool:
    """Whether a bracket opened before ``at`` is still open: the one a closing bracket after an
    item closes ("(Law 45 C 4 b)"), which is then not the item's own."""
    return text.count("(", 0, at) > text.count(")", 0, at)


def _letter_place(m: re.Match[str]) -> int:
    """The place a letter names, "a" the first ("lid 2 sub a" is the first paragraph)."""
    return _ITEMS.index((m["bracketed"] or m["letter"]).lower()) + 1


#: the highest paragraph a section has: a number word past it after a section is a count
_PARAGRAPHS = 9
#: a section's number in digits: "lid 2"
_SECTION_DIGIT = re.compile(r"[1-9](?![0-9])")


def _section_by_number(text: str, unaccented: str, at: int, reader: _Reader) -> tuple[str, int] | None:
    """A section named by its place after a level word that numbers sections, in digits or
    words: "artikel 16 lid 2", "section two of Law 16" are 16B, as Dutch regulations number their
    "leden" and as the ordinal "het tweede lid" names it; the Laws letter their sections, so a
    number where a section stands can only be its place."""
    if (m := _SECTION_DIGIT.match(text, at)) is not None:
        value, end = int(m.group()), m.end()
    elif (m := reader.number.match(unaccented, at)) is not None:
        value, end = reader.values[" ".join(m.group().lower().split())], m.end()
    else:
        return None
    placed = _placed(value, 0, end)
    return None if placed is None else (str(placed[0]), placed[1])


def _paragraph_follows(text: str, unaccented: str, at: int, reader: _Reader) -> bool:
    """Whether a paragraph number in words or Roman numerals that reads as one stands apart at
    ``at`` ("een" of "artikel zestien A een b", "iii" of "law 14 A iii")."""
    gap = reader.gap.match(text, at)
    if gap is None or gap.lastgroup != "space":
        return False
    if (m := reader.number.match(unaccented, gap.end())) is not None:
        return _paragraph_word(text, unaccented, m, reader) is not None
    if (m := _ATOM.match(text, gap.end())) is not None and m["letters"]:
        return _paragraph_roman(text, unaccented, m["letters"], m.end(), reader, False) is not None
    return False


def _paragraph_word(
    text: str, unaccented: str, m: re.Match[str], reader: _Reader
) -> tuple[str | int, int] | None:
    """A paragraph number in words written apart after its section, "law twelve c one b",
    "artikel zestien D twee": read where the end, a sign, a joiner or an item follows it, so
    that "law 16 b two boards" and "law sixteen b one a player" keep their words."""
    value = reader.values[" ".join(m.group().lower().split())]
    if value > _PARAGRAPHS or reader.more_number.match(unaccented, m.end()):
        return None
    return (value, m.end()) if _paragraph_ends(text, unaccented, m.end(), reader) else None


def _paragraph_ends(text: str, unaccented: str, end: int, reader: _Reader) -> bool:
    """Whether a paragraph written apart (in words or Roman numerals) ends at ``end`` where
    one can: before the end, a sign, a joiner, or an item written apart."""
    if reader.clear.match(text, end):
        return True
    gap = reader.gap.match(text, end)
    if gap is None or gap.lastgroup != "space":
        return False
    return _level(text, unaccented, gap.end(), 2, reader, apart=True) is not None


def _paragraph_roman(
    text: str, unaccented: str, written: str, end: int, reader: _Reader, bracketed: bool
) -> tuple[int, int] | None:
    """A paragraph numbered in Roman numerals after its section, "Law 6 D ii", "Law 16 B (i)
    (a)", as a reader who numbers every level below a section writes it: the Laws number a
    paragraph in digits, and a Roman numeral stands only after an item ("12C1e(ii)"), so after
    a section it can only be the paragraph. Read, like a number in words, only where the end, a
    sign, a joiner or an item follows it, in one case, and never as a lone I, V or X in
    capitals with no brackets ("Law 16 B I think")."""
    value = roman_values().get(written.upper())
    if value is None or value > _PARAGRAPHS or not (written.islower() or written.isupper()):
        return None
    if written.isupper() and len(written) == 1 and not bracketed:
        return None
    if bracketed and _level(text, unaccented, end, 2, reader) is not None:
        return value, end  # "Law 16 B (i)(a)"
    return (value, end) if _paragraph_ends(text, unaccented, end, reader) else None


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
