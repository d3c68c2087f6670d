"""How many edits lie between two words: one measure for the spelling table of the search
(a query word's neighbours) and the citation finder (a misspelt word for a law)."""

from __future__ import annotations


def edit_distance(a: str, b: str, most: int) -> int:
    """Edits (insert, delete, substitute, swap two adjacent letters) from ``a`` to ``b``;
    anything over ``most`` is reported as ``most + 1``."""
    if abs(len(a) - len(b)) > most:
        return most + 1
    a, b = _without_common_ends(a, b)
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                current[j] = min(current[j], previous2[j - 2] + 1)
        if min(current) > most:
            return most + 1
        previous2, previous = previous, current
    return min(previous[-1], most + 1)


def _without_common_ends(a: str, b: str) -> tuple[str, str]:
    """``a`` and ``b`` without the letters they begin and end with alike, which no edit
    touches: a misspelling is mostly its word, and the table of edits shrinks to the rest."""
    start = 0
    shortest = min(len(a), len(b))
    while start < shortest and a[start] == b[start]:
        start += 1
    end = 0
    while end < shortest - start and a[-1 - end] == b[-1 - end]:
        end += 1
    return a[start : len(a) - end], b[start : len(b) - end]
