"""Dutch club stories told after a board, read as the Laws' words of the English texts that
answer them (corpus/data/search.toml [nl.phrases]), with a literal use each that keeps its own
reading.

Cards put back in the board ("teruggestopt", "terug in het bord", "teruggedaan") are the hands
returned to the board: Law 7C, and Law 79A1, which has the number of tricks agreed before it.

A card that sat or lay in the wrong pocket, and a board played with other cards at some tables,
is a fouled board (Law 87A); putting a card in the wrong pocket is Law 90B6's act.

A score or result that "blijft staan", or that the Director "liet staan", stands (2007 Law 15A1,
Law 79B3); "laat staan" alone is the idiom "let alone", and a player who "bleef staan" stood.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from tests.search_helpers import english_reading
from tests.search_helpers import top

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


FOULED = {"laws-2017-everyday-en:87", "laws-2017-everyday-en:87A", "laws-2017-everyday-en:87B"}

# fmt: off
#: Dutch ways of telling that a board was not the same at every table
NOT_THE_SAME_BOARD = [
    "de schoppen aas lag in het verkeerde vak, wat doet de wedstrijdleider met de scores",
    "aan twee tafels is dit spel met andere kaarten gespeeld dan aan de rest",
    "de kaarten zaten in het verkeerde vak, hoe wordt dat bord gescoord",
]
# fmt: on


@pytest.mark.parametrize("q", NOT_THE_SAME_BOARD)
def test_a_card_in_the_wrong_pocket_makes_a_fouled_board(artifact_index: SearchIndex, q: str) -> None:
    assert "fouled board" in english_reading(artifact_index, q)
    assert FOULED & set(top(artifact_index, q)), top(artifact_index, q)


def test_putting_a_card_in_the_wrong_pocket_is_still_the_act(artifact_index: SearchIndex) -> None:
    """ "stak in het verkeerde vak" is Law 90B6's act of putting it there, not a fouled board."""
    q = "oost stak zijn kaarten in het verkeerde vak"
    assert "fouled board" not in english_reading(artifact_index, q)
    assert "laws-2017-everyday-en:90B6" in top(artifact_index, q)


# fmt: off
#: Dutch ways of asking whether a score stands
THE_SCORE_STANDS = [
    ("blijft de score staan als we het verkeerde bord hebben gespeeld", "laws-2007-en:15A1"),
    ("de wedstrijdleider liet de uitslag staan hoewel we het verkeerde spel speelden", "laws-2007-en:15A1"),
    ("de score blijft staan als niemand de wedstrijdleider heeft geroepen voor het einde van de ronde",
     "laws-2017-everyday-en:79B3"),
]
# fmt: on


@pytest.mark.parametrize(("q", "answer"), THE_SCORE_STANDS)
def test_a_score_that_blijft_staan_stands(artifact_index: SearchIndex, q: str, answer: str) -> None:
    assert "stand" in english_reading(artifact_index, q)
    assert answer in top(artifact_index, q), top(artifact_index, q)


NO_SCORE = ["laat staan dat hij een straf krijgt", "de blinde bleef staan achter de leider"]


@pytest.mark.parametrize("q", NO_SCORE)
def test_let_alone_and_a_player_standing_stand_for_no_score(artifact_index: SearchIndex, q: str) -> None:
    assert "stand" not in english_reading(artifact_index, q)
