"""Dutch words for a sigh, rolled eyes or a face pulled at a call or play: a mannerism (Law 73C1; artikel 16B1
"hebbelijkheid") that also shows disapproval of the call or play (Law 74C2), as the English
"sighed" and "rolled his eyes" are read. A sigh is also a reaction to the bidding or play,
which a spectator must not show (Law 76B2). A literal "rollen" without the eyes keeps its own
reading."""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from tests.search_helpers import english_reading
from tests.search_helpers import top

# fmt: off
#: Dutch ways of telling that someone sighed or rolled his eyes at the table
SIGNS = [
    "tegenspeler zat de hele tijd te zuchten bij mijn spel",
    "mijn partner zuchtte diep toen ik 3 sans atout bood",
    "partner zucht altijd na een slechte uitkomst",
    "de leider rolt met zijn ogen als ik verkeerd speel",
    "ze rolde met haar ogen toen haar partner doubleerde",
    "mijn partner draaide met haar ogen toen ik een kaart speelde",
    "tegenspeler zit altijd met zijn ogen te draaien als zijn partner biedt",
]
#: a face pulled at a call or play, as Dutch players say it
FACES = [
    "mijn partner trekt altijd een lelijk gezicht als ik een slechte kaart speel",
    "mijn partner trok een gezicht toen ik 4 harten bood",
    "je hoeft geen gezicht te trekken als ik een fout maak",
]
# fmt: on


@pytest.mark.parametrize("q", SIGNS)
def test_a_sigh_or_rolled_eyes_shows_disapproval(artifact_index: SearchIndex, q: str) -> None:
    read = english_reading(artifact_index, q)
    assert "disapproval" in read
    assert "mannerism" in read


@pytest.mark.parametrize(
    "q",
    [
        "tegenspeler zat de hele tijd te zuchten bij mijn spel",
        "de leider rolt met zijn ogen als ik verkeerd speel",
    ],
)
def test_a_sigh_at_the_play_finds_law_74c2(artifact_index: SearchIndex, q: str) -> None:
    assert "laws-2017-everyday-en:74C2" in top(artifact_index, q)


@pytest.mark.parametrize("q", FACES)
def test_a_face_pulled_at_the_play_shows_disapproval(artifact_index: SearchIndex, q: str) -> None:
    assert "disapproval" in english_reading(artifact_index, q)
    assert "laws-2017-everyday-en:74C2" in top(artifact_index, q)


@pytest.mark.parametrize("q", ["we moesten het bord draaien", "de kaart lag met de beeldzijde naar boven"])
def test_a_board_turned_round_is_no_disapproval(artifact_index: SearchIndex, q: str) -> None:
    """ "draaien" without the eyes is a board or a card turned, not a sign made at the table."""
    assert "disapproval" not in english_reading(artifact_index, q)


def test_a_card_that_rolled_away_is_no_disapproval(artifact_index: SearchIndex) -> None:
    """ "rollen" without the eyes is a card that rolled, not a sign made at the table."""
    assert "disapproval" not in english_reading(artifact_index, "de kaart rolde van de tafel op de grond")


@pytest.mark.parametrize(
    "q",
    [
        "de toeschouwer zuchtte toen ik de verkeerde kaart speelde",
        "een meekijker zat te zuchten achter de leider",
        "mag een kibitzer zuchten als de leider een fout maakt",
    ],
)
def test_a_spectator_who_sighs_shows_a_reaction(artifact_index: SearchIndex, q: str) -> None:
    assert "reaction" in english_reading(artifact_index, q)
    assert "laws-2017-everyday-en:76B2" in top(artifact_index, q)
