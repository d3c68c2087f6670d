"""Dutch and Flemish club members' words for what a player shows at the table, read as the
Laws' words (corpus/data/search.toml), with a literal use each that keeps its own reading.

Folding up one's cards ("vouwt zijn kaarten dicht", "klapte ze dicht", "dichtgevouwen") is
Law 74C6's own example of an obvious lack of interest in the deal, read as yawning already is;
folding the cards to put them back in the board after the deal is still returning them (Law 7C).

A partner who "dacht (even, een minuut) na" before calling hesitated (artikel 16B1, the club
notes on hesitations), as one who "dacht lang na" or "heeft nagedacht"; a Director who "moest er
even over nadenken" before his ruling only thought the matter over.

The Flemish "nie" is "niet": "hij bekende nie" is a revoke, as "hij bekende niet" is.

Sitting or standing behind a player ("zat achter mij te kijken", "ging achter hem staan") is
watching as a spectator (Law 76B1) or as a dummy watching declarer (Law 43); a Director who "staat
achter zijn beslissing" stands by his ruling.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from tests.search_helpers import top

LACK_OF_INTEREST = {"laws-2017-everyday-en:74C6", "laws-2017-everyday-en:74C"}

# fmt: off
#: folding up one's cards at the table
FOLDED_CARDS = [
    "mijn moeder vouwt haar kaarten dicht als ze een slecht spel heeft, mag dat",
    "mijn partner klapte zijn kaarten dicht toen ik nog aan het spelen was",
    "partner legde zijn kaarten dichtgevouwen op tafel en ging koffie halen, is dat netjes",
    "tegenstander vouwde zn kaarten dicht en keek op zn telefoon",
]
# fmt: on


@pytest.mark.parametrize("q", FOLDED_CARDS)
def test_folding_up_ones_cards_shows_a_lack_of_interest(artifact_index: SearchIndex, q: str) -> None:
    assert LACK_OF_INTEREST & set(top(artifact_index, q)), top(artifact_index, q)


def test_folding_the_cards_to_put_them_back_is_returning_them(artifact_index: SearchIndex) -> None:
    q = "na het spel vouwde ik mijn kaarten dicht en stopte ze terug in het bord"
    assert top(artifact_index, q, 1) == ["laws-2007-en:7C"], top(artifact_index, q)


HESITATION = {
    "notes-club-en:hesitations-unauthorised-information",
    "laws-2007-en:16B1",
    "laws-2007-en:16B1a",
    "laws-2017-nl:16B1",
}

# fmt: off
#: partner thinking before a call, the separated verb "dacht ... na" joined as "nadenken"
THOUGHT_BEFORE_CALLING = [
    "mijn partner dacht even na voordat ze paste, mag ik nu nog bieden",
    "rho dacht een hele tijd na en doublete toen, wat mag zijn partner daarmee",
    "ze moest eerst goed nadenken voor ze bood en toen bood mijn partner nog 4 schoppen",
]
# fmt: on


@pytest.mark.parametrize("q", THOUGHT_BEFORE_CALLING)
def test_thinking_before_a_call_is_a_hesitation(artifact_index: SearchIndex, q: str) -> None:
    assert HESITATION & set(top(artifact_index, q)), top(artifact_index, q)


def test_thinking_a_matter_over_is_no_hesitation(artifact_index: SearchIndex) -> None:
    q = "de wedstrijdleider moest er even over nadenken voordat hij een beslissing nam"
    assert not HESITATION & set(top(artifact_index, q, 3)), top(artifact_index, q)


REVOKE = {f"notes-club-en:revokes/q{n}" for n in range(1, 8)} | {"laws-2017-nl:54", "laws-2017-nl:54A"}


def test_flemish_nie_is_niet(artifact_index: SearchIndex) -> None:
    """ "nie" is read as "niet", so "bekende nie" is a revoke as "bekende niet" is."""
    q = "mijne partner bekende nie en da zag ik pas later, wa nu"
    assert REVOKE & set(top(artifact_index, q)), top(artifact_index, q)
    assert top(artifact_index, "de leider bekende nie") == top(artifact_index, "de leider bekende niet")


SPECTATOR = {
    "laws-2017-everyday-en:76",
    "laws-2017-everyday-en:76B1",
    "laws-2017-everyday-en:76B",
    "notes-willetton:law-42",
}

# fmt: off
#: sitting or standing behind a player, watching his cards
BEHIND_A_PLAYER = [
    "er zat iemand achter mij die in mijn kaarten keek en daarna bij de tegenstanders ging kijken, mag dat",
    "mijn dochter ging achter haar vader staan en keek in zijn kaarten, is dat toegestaan",
    "Mijn partner ging als blinde achter mij staan om mee te kijken hoe ik het spel speelde. Mag dat?",
]
# fmt: on


@pytest.mark.parametrize("q", BEHIND_A_PLAYER)
def test_sitting_behind_a_player_is_watching_as_a_spectator(artifact_index: SearchIndex, q: str) -> None:
    assert SPECTATOR & set(top(artifact_index, q)), top(artifact_index, q)


def test_standing_by_a_ruling_is_no_spectator(artifact_index: SearchIndex) -> None:
    q = "de wedstrijdleider staat achter zijn beslissing, kunnen we nog in beroep gaan"
    assert top(artifact_index, q, 1) == ["laws-2017-everyday-en:92B"], top(artifact_index, q)
