"""Putting ranked lists together: the words' ranking, and any other retriever's beside it."""

from __future__ import annotations

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
