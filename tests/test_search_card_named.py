"""A card named aloud: "I said king", "declarer called for the jack" designate a card, and the
card a player "meant" after naming another makes his designation unintended (the club notes
on the card played, Law 45C: a card named or designated must be played; an unintended
designation may be changed without pause for thought). Only before an honour named as a
card: "said" alone tells anything, "called" summons the Director or makes a call.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from tests.search_helpers import top

CARD_PLAYED = "notes-club-en:card-played"

# fmt: off
NAMED = [
    "I said king but meant queen",
    "I said jack but I meant the ten",
    "declarer called for the king from dummy but meant the queen",
    "I said ace by mistake, can I change it",
]
# fmt: on


@pytest.mark.parametrize("q", NAMED)
def test_a_card_named_aloud_is_a_designation(artifact_index: SearchIndex, q: str) -> None:
    assert CARD_PLAYED in top(artifact_index, q), top(artifact_index, q)


def test_said_alone_keeps_its_telling(artifact_index: SearchIndex) -> None:
    """Literal: a player told it was his lead is misinformed about the turn (artikel 47E1)."""
    found = top(artifact_index, "declarer said it was my lead so I led")
    assert "laws-2017-nl:47E1" in found, found


def test_called_the_director_keeps_its_summons(artifact_index: SearchIndex) -> None:
    """Literal: calling the Director is summoning him, no card named."""
    found = top(artifact_index, "when should dummy call the director")
    assert CARD_PLAYED not in found, found


@pytest.mark.parametrize(
    "q", ["I meant to call for the queen from dummy", "I meant to play the ace, not the king"]
)
def test_meant_to_keeps_its_phrases(artifact_index: SearchIndex, q: str) -> None:
    """Literal: "meant to play / say / call for" stay the phrases of an unintended designation,
    not the verb read alone before the card."""
    found = top(artifact_index, q)
    assert {CARD_PLAYED, "laws-2007-en:definitions/unintended"} & set(found), found
