"""What a search answers: plain dataclasses, so that callers never see Whoosh."""

from __future__ import annotations

from dataclasses import asdict
from dataclasses import dataclass
from dataclasses import field
from typing import Any


@dataclass(frozen=True)
class Hit:
    """One provision found; ``snippet`` is HTML: escaped text with ``<mark>`` around matches.

    ``display`` names the provision as a reader cites it ("Law 16B1(a)", a note's heading),
    ``edition`` is its code ("2007", "2017"; None for club notes), ``law_title`` the official
    title of its law in that code; None wherever there is nothing to say.
    """

    doc: str
    id: str
    law: int | None
    heading: str
    snippet: str
    score: float
    display: str | None = None
    #: the language of the provision's text ("en", "nl")
    language: str = ""
    edition: str | None = None
    law_title: str | None = None


@dataclass(frozen=True)
class SearchResult:
    """One page of results; ``total`` counts every match, not only this page.

    In a large corpus the commonest words' matches are not all counted (see
    :mod:`indexer.search.impacts`); ``total_exact`` is then False and ``total`` a lower bound.
    """

    q: str
    total: int
    results: list[Hit] = field(default_factory=list)
    did_you_mean: str | None = None
    #: the first citation in the query: ``{"id", "display", "in_corpus", "docs"}``
    citation: dict[str, Any] | None = None
    #: every provision the query cites, in the order typed, each once; ``citation`` is the first
    citations: list[dict[str, Any]] = field(default_factory=list)
    #: the language the query is typed in, when its words tell (hits in it rank first)
    language: str | None = None
    total_exact: bool = True

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)
