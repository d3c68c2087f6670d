"""Find the citations in a search query with the grammar texts are read with (:mod:`indexer.cite.find`)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from string import ascii_lowercase

from indexer.cite.clean import fold
from indexer.cite.find import Part
from indexer.cite.find import absolute_part
from indexer.cite.find import find_spans
from indexer.cite.find import patterns_for
from indexer.cite.misspelt import correct_misspelt
from indexer.cite.patterns import CitationWords
from indexer.cite.patterns import Patterns
from indexer.cite.resolve import span_refs
from indexer.cite.spelled import BID
from indexer.cite.spelled import Spelled
from indexer.cite.spelled import spell_out
from indexer.ids import LAW_COUNT
from indexer.ids import Ref


@dataclass(frozen=True)
class QueryCitation:
    """A citation in a search query: its span, the provisions it names and the prefix's language.

    ``refs`` are canonical and in the order written, ranges spelled out ("laws 61-64" names 61,
    62, 63 and 64); ``language`` is the language whose words hold the prefix ("artikel" ->
    ``nl``), None without one; ``prefixed`` says whether a prefix word was typed.
    """

    raw: str
    start: int
    end: int
    refs: tuple[Ref, ...]
    language: str | None
    prefixed: bool

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.refs)


#: a digit: no citation is read without one (a number in words is rewritten in digits first)
_DIGIT = re.compile(r"[0-9]")
#: a bid, "2C", "4s", "7NT": written like a law and its section, but a call
_BID = re.compile(BID, re.IGNORECASE)


def find_in_query(text: str, words: CitationWords) -> list[QueryCitation]:
    """The citations in what a person typed into a search box, the same finder as for texts.

    :param text: the query as typed (cleaned of control characters is enough); spans index it.
    :param words: the citation words, e.g. ``load_words(citation_table)`` for every language of
        the parsed ``citations.toml`` (the artifact's ``citation_words.json``), or
        ``load_words(table, "nl")`` for one.

    Read as in a text ("Law 12C1(e)(i)", "artikel 16C", "Laws 61-64", "law 16(B)(1)(a)",
    "Law １６Ｂ１", "check 68D2(b)", "Law12C1b", "§ 12C1b", "12-C-1-b"), with what only a query
    allows: every level in any case ("LAW 12C1B"), prefixes apart from the number ("l 16b1"), a
    last spaced section letter ("artikel 54 A"), a law and section with no prefix ("16b
    hesitation", "16.b", "16-B") unless it is a bid or opens an auction ("2C opening",
    "1C-1H-2C"). A bare law number, or one with spaced levels, is a law only when it is the
    whole query ("16", "12 c 1b"): in any longer query a number is a count, a score or a board
    ("13 cards", "3-2 fit", "board 12"). Relative citations ("see C2 below") need a provision
    to stand in, so a query has none. A law number outside 1-93 is no citation: "Law 94" finds
    nothing. A query may also spell a citation out ("law sixteen", "Law XVI", "Law 16, section
    B, paragraph 1", "artikel 16 lid C", "LAW 16 B (1) (a)", "the sixteenth law", "het 16e
    artikel", "artikel 16 tweede lid"), or write it unevenly ("Law-16", "Law 16 - B - 1", "16
    B.1", "12C1eii", "law 16, b1a"; see :mod:`indexer.cite.spelled`), misspell the word for a
    law ("lawe 16", "artikle 54"; see :mod:`indexer.cite.misspelt`) and use the query's own
    words for a law ("rule 16", "articles 16 and 17").
    """
    folded = fold(text)
    # a misspelt word for a law is read only before a number in digits, and every citation the
    # finder reads has its number in digits once what is spelled out is rewritten: a query
    # without any (most of them) skips those passes
    digits = _DIGIT.search(folded.text) is not None
    corrected = correct_misspelt(folded.text, words) if digits else Spelled(folded.text, folded.text)
    spelled = spell_out(corrected.text, words)
    if not digits and _DIGIT.search(spelled.text) is None:
        return []

    def typed(start: int, end: int) -> tuple[int, int]:
        """A span of the query as read, as offsets into the query as typed."""
        return (
            folded.start(corrected.start(spelled.start(start))),
            folded.end(corrected.end(spelled.end(end))),
        )

    pats = patterns_for(words, True)
    whole = _whole_query(spelled.text, pats, words)
    if whole is not None:
        (start, end), part = typed(*whole[0]), whole[1]
        return [QueryCitation(text[start:end], start, end, tuple(_part_refs(part)), None, False)]
    out: list[QueryCitation] = []
    for f in find_spans(spelled.text, pats, absolute_only=True):
        if not f.prefix and _is_bid(f.refs[0].text, words):
            continue  # "2C", and an auction written with dashes: "1C-1H-2C"
        if not f.prefix and _is_ordinal(f.refs[0].text, spelled.text[f.end :], words):
            continue  # "de 2e kaart", "in de 6e ronde": the second card, the sixth round
        start, end = typed(f.start, f.end)
        refs = tuple(dict.fromkeys(r for part in f.refs for r in _part_refs(part)))
        language = words.language_of(f.prefix)
        out.append(QueryCitation(text[start:end], start, end, refs, language, bool(f.prefix)))
    return out


def sole_citation(text: str, words: CitationWords) -> Ref | None:
    """The one provision a query names when it is a citation and nothing else ("16B1a", "Law
    16B1(a)", "12-C-1-b", "§ 12C1b"), for a search box that opens its page at once; None for
    words around it ("16B1a revoke"), several provisions ("Laws 61 to 64") or none ("2C")."""
    cited = find_in_query(text, words)
    if len(cited) != 1 or len(cited[0].refs) != 1:
        return None
    c = cited[0]
    if any(ch.isalnum() for ch in text[: c.start] + text[c.end :]):
        return None  # signs around it are no words: "#12C1b", "(16B1a)", "16?"
    return c.refs[0]


def missing_law(text: str, words: CitationWords) -> int | None:
    """The number after a prefix when no Law has it ("Law 99", "artikel 120", "Law #120"): the
    finder reads no citation there, and the person meant one (a query says so)."""
    folded = fold(text).text
    if _DIGIT.search(folded) is None:
        return None
    for m in patterns_for(words, True).missing.finditer(folded):
        if int(m["number"]) > LAW_COUNT:
            return int(m["number"])
    return None


def _is_bid(written: str, words: CitationWords) -> bool:
    """Whether a reference with no prefix is written as a bid, separators and spaces left out
    ("2C", "2-C", "2 c")."""
    for separator in words.separators:
        written = written.replace(separator, "")
    return _BID.fullmatch("".join(written.split())) is not None


def _is_ordinal(written: str, after: str, words: CitationWords) -> bool:
    """Whether a reference with no prefix is written as an ordinal in digits ("2e", "6e":
    Dutch writes the second as "2e") with a word after it: a law and its section in lower case
    that a language's ordinal ending spells. Typed in capitals ("47E kaart"), or with nothing
    after it, it stays a citation."""
    number = written.rstrip(ascii_lowercase)
    ending = written[len(number) :]
    return number.isdecimal() and ending in words.ordinal_digits and any(ch.isalpha() for ch in after)


def _whole_query(text: str, pats: Patterns, words: CitationWords) -> tuple[tuple[int, int], Part] | None:
    """A query that is nothing but a reference with no prefix, "16", "16 B", "12 c 1b", "16-B",
    unless it is a bid: the one place where a bare law number is read as a law. Its span in
    ``text`` (the query as read) and its part."""
    m = pats.whole.fullmatch(text)
    if m is None or _is_bid(m["first"], words):
        return None
    part = absolute_part(m["first"])
    if part is None:
        return None
    return m.span("first"), part


def _part_refs(part: Part) -> list[Ref]:
    """The Refs of an absolute part, a range spelled out."""
    if part.law is None:
        return []
    ref = Ref(part.law, part.section, part.para, part.sub, part.roman)
    t = part.through
    if t is None or t.law is None:
        return [ref]
    return span_refs(ref, Ref(t.law, t.section, t.para, t.sub, t.roman))
