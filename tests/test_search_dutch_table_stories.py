"""Dutch club stories told after a board, read as the Laws' words of the English texts that
answer them (corpus/data/search.toml [nl.phrases]), with a literal use each that keeps its own
reading.

Cards put back in the board ("teruggestopt", "terug in het bord", "teruggedaan") are the hands
returned to the board: Law 7C, and Law 79A1, which has the number of tricks agreed before it.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from indexer.search.bilingual import translate_query


def english_reading(index: SearchIndex, typed: str) -> set[str]:
    words = index._words_of(typed.split())[0]
    read = translate_query(index.translator, words, index.words.irregular, index.words.synonyms)
    return {" ".join(f) for t in read if t.source == "nl" and t.target == "en" for f in t.forms}


def top(index: SearchIndex, q: str) -> list[str]:
    return [f"{h.doc}:{h.id}" for h in index.search(q, limit=5).results]


RETURNED = {"laws-2017-everyday-en:79A1", "laws-2007-en:7C"}

# fmt: off
#: Dutch ways of saying the cards were already back in the board
BACK_IN_THE_BOARD = [
    "mogen we de slagen nog natellen als de kaarten al terug in het bord zijn",
    "we hadden de kaarten al teruggedaan toen de tegenpartij zei dat ze 9 slagen hadden",
    "de kaarten waren al teruggestopt, nu zijn we het oneens over het aantal slagen",
]
# fmt: on


@pytest.mark.parametrize("q", BACK_IN_THE_BOARD)
def test_cards_put_back_in_the_board_are_returned_to_it(artifact_index: SearchIndex, q: str) -> None:
    assert "returned" in english_reading(artifact_index, q)
    assert RETURNED & set(top(artifact_index, q)), top(artifact_index, q)


def test_a_card_taken_back_is_still_retracted(artifact_index: SearchIndex) -> None:
    """ "terug" in "nam de kaart terug" is a card taken back (retracted), not cards returned."""
    read = english_reading(artifact_index, "de leider nam de kaart terug")
    assert "returned" not in read
    assert "retract" in read
