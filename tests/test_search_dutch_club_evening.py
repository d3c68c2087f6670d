"""Dutch and Flemish words of club members' questions, read as the Laws' words
(corpus/data/search.toml), with a literal use each that keeps its own reading.

A card left behind in the board ("de dertiende lag nog in het bord", "in het bord
achtergebleven") is a missing card found elsewhere (2007 Law 14), as a card under the table
is; the cards of a hand still in the board before it is taken out (Law 7B) are no missing card.

A Director who "komt terug op zijn beslissing" (goes back on his ruling) reconsiders it (Law 82C,
Law 92C's review of a ruling); a player who "kwam terug op zijn stoel" only came back to his seat.

A player who "overtreedt" a rule breaks it, as one who "overtrad" it (Law 72B1: not on purpose,
even when willing to accept the rectification); breaking the alerting rules is still about alerting.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from tests.search_helpers import top

MISSING_CARD = {"laws-2007-en:14", "laws-2007-en:14A", "laws-2007-en:14B", "laws-2007-en:14C"}

# fmt: off
#: a card that stayed in the board
LEFT_IN_THE_BOARD = [
    "mijn dertiende kaart lag nog in het bord, hoe nu",
    "de leider had na de vijfde slag door dat hij een kaart te weinig had, die lag nog in het bord",
    "toen we klaar waren vonden we nog een kaart in het bord, die was in het bord achtergebleven",
]
# fmt: on


@pytest.mark.parametrize("q", LEFT_IN_THE_BOARD)
def test_a_card_left_in_the_board_is_a_missing_card(artifact_index: SearchIndex, q: str) -> None:
    assert MISSING_CARD & set(top(artifact_index, q)), top(artifact_index, q)


def test_the_cards_still_in_the_board_are_no_missing_card(artifact_index: SearchIndex) -> None:
    q = "de kaarten zaten nog in het bord toen oost al begon te bieden"
    assert top(artifact_index, q, 1)[0] not in MISSING_CARD, top(artifact_index, q)


RECONSIDERED = {"laws-2017-everyday-en:82C", "laws-2017-everyday-en:92C", "laws-2017-everyday-en:92B"}

# fmt: off
#: the Director going back on his ruling
GOING_BACK_ON_A_RULING = [
    "de wl kwam terug op zijn beslissing na afloop van de zitting, mag dat",
    "mag de wedstrijdleider nog terugkomen op een uitspraak als hij ziet dat die fout was",
    "de arbiter is teruggekomen op zijn uitspraak van gisteren, kan dat zomaar",
]
# fmt: on


@pytest.mark.parametrize("q", GOING_BACK_ON_A_RULING)
def test_going_back_on_a_ruling_is_reconsidering_it(artifact_index: SearchIndex, q: str) -> None:
    assert RECONSIDERED & set(top(artifact_index, q)), top(artifact_index, q)


def test_coming_back_to_a_seat_is_no_ruling(artifact_index: SearchIndex) -> None:
    q = "hij kwam terug op zijn stoel nadat hij naar het toilet was geweest"
    assert not RECONSIDERED & set(top(artifact_index, q, 10)), top(artifact_index, q, 10)


ON_PURPOSE = {"laws-2017-everyday-en:72B", "laws-2017-everyday-en:72B1"}

# fmt: off
#: breaking a rule on purpose, in the present tense
BREAKS_A_RULE = [
    "mag een speler die bewust een regel overtreedt gewoon de straf accepteren",
    "wat gebeurt er als iemand met opzet de spelregels overtreedt",
    "Mag ik van u vernemen of een speler die opzettelijk een regel overtreedt de straf mag aanvaarden",
]
# fmt: on


@pytest.mark.parametrize("q", BREAKS_A_RULE)
def test_overtreedt_is_breaking_a_rule(artifact_index: SearchIndex, q: str) -> None:
    assert ON_PURPOSE & set(top(artifact_index, q)), top(artifact_index, q)


def test_breaking_the_alerting_rules_is_still_about_alerting(artifact_index: SearchIndex) -> None:
    q = "partner overtreedt steeds de regels over het alerteren"
    assert top(artifact_index, q, 1)[0] not in ON_PURPOSE, top(artifact_index, q)
