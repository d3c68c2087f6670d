"""The details of a story told at the table: which deal, contract, seat and card it happened on.

A long question tells what happened ("we were in 4 spades on board 14 when East led the queen
of hearts ...") before it asks about the irregularity. The words naming the contract, the
board, the seats and the cards are rare in the Laws' texts, so they outweighed the words that
name the ruling: "board 14" and "North" found Law 2's list of boards and compass directions,
"4 spades" Law 77's scoring table. In such a question they weigh as little as function words
(the caller reads them as the words of an idiom); in a short query ("4 hearts doubled", "who
moves the boards, North?") they are the subject and keep their weight.

The words are language data (``[<language>.story_details]`` in ``corpus/data/search-*.toml``);
this module only reads a query's words with them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

#: a question naming at least this many words (not question or function words) tells a story,
#: whose details weigh as little as function words
STORY_WORDS = 6


@dataclass(frozen=True)
class StoryDetails:
    """The words of every language that name a story's details (each lower case)."""

    #: the suits ("spades", "harten"): a detail wherever they stand
    strains: frozenset[str] = frozenset()
    #: a bid's level ("4", "four"): a detail just before a strain ("4 spades")
    levels: frozenset[str] = frozenset()
    #: a card's rank ("queen", "7"): a detail in a card's name, before "of" and a strain ("the
    #: queen of hearts") or just after a strain ("harten vrouw")
    ranks: frozenset[str] = frozenset()
    #: the words joining a rank to its suit ("of", "van")
    joins: frozenset[str] = frozenset()
    #: ranks that name a card wherever they stand ("ace", "king")
    faces: frozenset[str] = frozenset()
    #: the compass seats ("north", "oost")
    seats: frozenset[str] = frozenset()
    #: nouns a number after which says which one ("board 14", "table 5", "trick 9")
    labels: frozenset[str] = frozenset()
    #: a seat named from the teller's place, as words: all but the last (the player) are
    #: details ("left hand" of "left hand opponent", which "LHO" is read as)
    seat_phrases: tuple[tuple[str, ...], ...] = ()

    @property
    def seated(self) -> frozenset[str]:
        """The first words of the seat phrases: a query without one holds none."""
        return frozenset(p[0] for p in self.seat_phrases)


def story_details(words: Sequence[str], details: StoryDetails) -> frozenset[str]:
    """The words of ``words`` (a query's, in order, repeats kept) that name a detail of its
    story: a word counts only when it does so wherever it stands ("two" in "two hearts" and
    "two tricks" is the number of tricks transferred)."""
    seated = _in_seat_phrases(words, details.seat_phrases)
    found: dict[str, bool] = {}
    for i, word in enumerate(words):
        before = words[i - 1] if i else ""
        after = words[i + 1 : i + 3]
        found[word] = found.get(word, True) and (i in seated or _detail(word, before, after, details))
    return frozenset(w for w, every in found.items() if every)


def _in_seat_phrases(words: Sequence[str], phrases: Sequence[tuple[str, ...]]) -> set[int]:
    """The positions of ``words`` that stand in a seat phrase before its last word."""
    out: set[int] = set()
    for phrase in phrases:
        size = len(phrase)
        for start in range(len(words) - size + 1):
            if tuple(words[start : start + size]) == phrase:
                out.update(range(start, start + size - 1))
    return out


def _detail(word: str, before: str, after: Sequence[str], details: StoryDetails) -> bool:
    """Whether ``word``, between ``before`` and the two words ``after`` it, names a detail."""
    if word in details.strains or word in details.seats or word in details.faces:
        return True
    nxt = after[0] if after else ""
    if word in details.levels and nxt in details.strains:
        return True
    if word in details.ranks and (
        before in details.strains or (nxt in details.joins and after[1:2] and after[1] in details.strains)
    ):
        return True
    return word.isdigit() and before in details.labels
