"""Putting ranked lists together: the words' ranking, and any other retriever's beside it."""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from collections.abc import Sequence

#: the constant of reciprocal rank fusion: how fast a lower rank stops counting
RRF_K = 60


def fuse(lists: Sequence[list[tuple[int, float]]], k: int = RRF_K) -> list[tuple[int, float]]:
    """One ranking of (docnum, score) pairs from several, best first.

    A single list is returned as it is, scores and all; several are fused by reciprocal rank
    (each document scores the sum of ``1 / (k + rank)`` over the lists that hold it), which
    needs no common scale between the lists' scores.
    """
    present = [ranked for ranked in lists if ranked]
    if len(present) <= 1:
        return list(present[0]) if present else []
    scores: dict[int, float] = {}
    for ranked in present:
        for rank, (docnum, _) in enumerate(ranked, 1):
            scores[docnum] = scores.get(docnum, 0.0) + 1.0 / (k + rank)
    return sorted(scores.items(), key=lambda pair: (-pair[1], pair[0]))


#: how many hits a reader sees first: an answer in another language belongs among them
FIRST_PAGE = 5


def reach_other_language(
    hits: list[tuple[int, float]],
    held: Mapping[int, float],
    language_of: Callable[[int], str | None],
    typed_in: str | None,
    first: int = FIRST_PAGE,
) -> list[tuple[int, float]]:
    """``hits`` with the best hit in another language moved up to the last of the ``first``
    places, when it holds more of the query than most hits there (than the median one) and
    than any hit in another language already there.

    A hit in the language the query is typed in ranks first when it answers as well; but
    scores of two languages' texts are measured on different provisions, and the preference
    for the query's own language can keep an answer that only the other language holds (Laws
    72-93 for a Dutch question) below a page of hits that share one common word with the
    query. Holding more of the query's words (:attr:`~.scoring.Ranked.held`, translations
    counting as the words typed) is what makes it the better answer. A hit in the other
    language already on the page is not always that answer: an English question about a lead
    out of turn reaches several Dutch articles on leads, and the one holding most of it may
    rank below the first that holds less.
    """
    if typed_in is None or len(hits) <= first:
        return hits
    top = hits[:first]
    shares = sorted(held.get(d, 0.0) for d, _ in top)
    across = [held.get(d, 0.0) for d, _ in top if language_of(d) not in (typed_in, None)]
    most = max([shares[len(shares) // 2], *across])
    for i, (docnum, _) in enumerate(hits[first:], first):
        if language_of(docnum) not in (typed_in, None) and held.get(docnum, 0.0) > most:
            moved = (docnum, top[-1][1])
            return top[:-1] + [moved] + [top[-1]] + hits[first:i] + hits[i + 1 :]
    return hits
