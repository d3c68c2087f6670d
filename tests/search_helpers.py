"""What the search tests ask of the engine again and again: its first hits, and the English a
Dutch query is read as."""

from __future__ import annotations

from indexer.search import SearchIndex
from indexer.search.bilingual import translate_query


def top(index: SearchIndex, q: str, n: int = 5) -> list[str]:
    """The first ``n`` hits of ``q``, as "doc:id"."""
    return [f"{h.doc}:{h.id}" for h in index.search(q, limit=n).results]


def english_reading(index: SearchIndex, typed: str) -> set[str]:
    """The English forms, each whole, that the tables read a Dutch query as (its compounds cut
    and its separated verbs joined first, as a search does)."""
    words = index._words_of(typed.split())[0]
    read = translate_query(index.translator, words, index.words.irregular, index.words.synonyms)
    return {" ".join(f) for t in read if t.source == "nl" and t.target == "en" for f in t.forms}
