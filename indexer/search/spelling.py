"""Spelling neighbours from a table made when the index is built, not by scanning the vocabulary.

The table is a deletion index (the symmetric-delete method): every word of the texts is filed
under each string it becomes with one or two letters deleted, its first letter kept (a typist
rarely gets the first letter wrong, and keeping it makes the table small). A query word is
looked up under its own deletions; the words found are then checked with a true edit distance
(adjacent transpositions count as one edit). A lookup costs a few dozen dictionary probes,
whatever the size of the vocabulary; a word more than :data:`MAX_EDITS` letters longer than the
longest word filed (or than :data:`indexer.search.query.LONGEST_WORD`) has no neighbour and is
not looked up: its deletions grow with the square of its length, each as long as the word.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property

from indexer.edits import edit_distance
from indexer.search.query import LONGEST_WORD

#: the table kept in the index directory next to the word tables
SPELLING_FILE = "spelling.json"
#: words shorter than this get no neighbours: too many short words lie one edit apart
SHORTEST_WORD = 4
#: a word this long or longer may be two edits from what was meant ("revoak": "revoke")
TWO_EDITS_FROM = 5
#: the most edits the table is made for
MAX_EDITS = 2
#: how many neighbours a word gets, most frequent first
MAX_NEIGHBOURS = 2


def deletions(word: str, edits: int) -> set[str]:
    """``word`` with up to ``edits`` letters after the first deleted (``word`` itself included)."""
    head, tail = word[:1], word[1:]
    out = {tail}
    frontier = {tail}
    for _ in range(edits):
        frontier = {w[:i] + w[i + 1 :] for w in frontier for i in range(len(w))}
        out |= frontier
    return {head + rest for rest in out}


@dataclass(frozen=True)
class SpellingTable:
    """The texts' words with how many provisions hold each, filed under their deletions."""

    #: word -> number of provisions that hold it
    frequency: dict[str, int]
    #: deletion -> the words filed under it
    deletes: dict[str, tuple[str, ...]]

    @classmethod
    def build(cls, frequency: dict[str, int]) -> SpellingTable:
        """The table of a vocabulary (words with their provision counts)."""
        deletes: dict[str, list[str]] = {}
        for word in sorted(frequency):
            if len(word) < SHORTEST_WORD - MAX_EDITS or not word.isalpha():
                continue
            for key in deletions(word, MAX_EDITS):
                deletes.setdefault(key, []).append(word)
        return cls(dict(frequency), {k: tuple(v) for k, v in deletes.items()})

    def neighbours(self, word: str) -> list[str]:
        """The most frequent words of the texts at the smallest edit distance from ``word``.

        One edit for a short word, two for a word of :data:`TWO_EDITS_FROM` letters or more;
        none for a word shorter than :data:`SHORTEST_WORD`, with digits, or the texts' own.
        """
        if len(word) < SHORTEST_WORD or not word.isalpha() or word in self.frequency:
            return []
        if len(word) > min(self.longest + MAX_EDITS, LONGEST_WORD):
            return []  # farther than MAX_EDITS from every word filed
        most = MAX_EDITS if len(word) >= TWO_EDITS_FROM else 1
        by_distance: dict[int, set[str]] = {}
        for candidate in self._candidates(word, most):
            distance = edit_distance(word, candidate, most)
            if distance <= most:
                by_distance.setdefault(distance, set()).add(candidate)
        if not by_distance:
            return []
        nearest = by_distance[min(by_distance)]
        return sorted(nearest, key=lambda w: (-self.frequency[w], w))[:MAX_NEIGHBOURS]

    @cached_property
    def longest(self) -> int:
        """The length of the longest word filed under its deletions."""
        return max((len(w) for words in self.deletes.values() for w in words), default=0)

    def _candidates(self, word: str, edits: int) -> Iterator[str]:
        seen: set[str] = set()
        for key in deletions(word, edits):
            for candidate in self.deletes.get(key, ()):
                if candidate not in seen:
                    seen.add(candidate)
                    yield candidate

    def save(self, index_dir: str) -> None:
        """Write the table into the index directory."""
        data = {"frequency": self.frequency, "deletes": {k: list(v) for k, v in self.deletes.items()}}
        with open(os.path.join(index_dir, SPELLING_FILE), "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def load(cls, index_dir: str) -> SpellingTable:
        """The table :meth:`save` wrote, as it was built."""
        with open(os.path.join(index_dir, SPELLING_FILE), encoding="utf-8") as f:
            data = json.load(f)
        return cls(data["frequency"], {k: tuple(v) for k, v in data["deletes"].items()})


def vocabulary(pairs: Iterable[tuple[str, int]]) -> dict[str, int]:
    """Words and their provision counts, as a plain dict (from a Whoosh lexicon, for example)."""
    return {word: count for word, count in pairs if count > 0}
