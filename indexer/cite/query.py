"""Find the citations in a search query with the grammar texts are read with (:mod:`indexer.cite.find`)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from indexer.cite.clean import Folded
from indexer.cite.clean import fold
from indexer.cite.find import Part
from indexer.cite.find import absolute_part
from indexer.cite.find import find_spans
from indexer.cite.find import patterns_for
from indexer.cite.find import unfold
from indexer.cite.patterns import CitationWords
from indexer.cite.resolve import span_refs
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


#: a bid, "2C", "4s", "7NT": written like a law and its section, but a call
_BID = re.compile(r"[1-7](?:[CDHS]|NT)", re.IGNORECASE)


def find_in_query(text: str, words: CitationWords) -> list[QueryCitation]:
    """The citations in what a person typed into a search box, the same finder as for texts.

    :param text: the query as typed (cleaned of control characters is enough); spans index it.
    :param words: the citation words, e.g. ``load_words(citation_table)`` for every language of
        the parsed ``citations.toml`` (the artifact's ``citation_words.json``), or
        ``load_words(table, "nl")`` for one.

    Read as in a text ("Law 12C1(e)(i)", "artikel 16C", "Laws 61-64", "law 16(B)(1)(a)",
    "Law １６Ｂ１", "check 68D2(b)"), with what only a query allows: prefixes in any case and
    apart from the number ("l 16b1"), a last spaced section letter ("artikel 54 A"), dots
    between levels ("16.B.1.a"), a law and section with no prefix ("16b hesitation") unless it
    is a bid ("2C opening"), and a bare law number only when it is the whole query ("16"; "13
    cards" is words). Relative citations ("see C2 below") need a provision to stand in, so a
    query has none. A law number outside 1-93 is no citation: "Law 94" finds nothing.
    """
    folded = fold(text)
    pats = patterns_for(words, True)
    out: list[QueryCitation] = []
    for f in find_spans(folded.text, pats, absolute_only=True):
        if not f.prefix and len(f.refs) == 1 and f.refs[0].through is None and _BID.fullmatch(f.raw):
            continue
        f = unfold(f, folded) if folded.text is not text else f
        refs = tuple(dict.fromkeys(r for part in f.refs for r in _part_refs(part)))
        out.append(QueryCitation(f.raw, f.start, f.end, refs, words.language_of(f.prefix), bool(f.prefix)))
    if not out:
        whole = _whole_query(folded)
        if whole is not None:
            out.append(whole)
    return out


def _whole_query(folded: Folded) -> QueryCitation | None:
    """A query that is nothing but a reference with no prefix: "16", "16 B", "16.b.1"."""
    written = folded.text.strip().rstrip(".,;:!?")
    if not written or not written[0].isdigit() or _BID.fullmatch(written):
        return None
    part = absolute_part(written)
    if part is None:
        return None
    start = folded.start(len(folded.text) - len(folded.text.lstrip()))
    end = folded.end(len(folded.text.rstrip()) - (len(folded.text.strip()) - len(written)))
    return QueryCitation(folded.original[start:end], start, end, tuple(_part_refs(part)), None, False)


def _part_refs(part: Part) -> list[Ref]:
    """The Refs of an absolute part, a range spelled out."""
    if part.law is None:
        return []
    ref = Ref(part.law, part.section, part.para, part.sub, part.roman)
    t = part.through
    if t is None or t.law is None:
        return [ref]
    return span_refs(ref, Ref(t.law, t.section, t.para, t.sub, t.roman))
