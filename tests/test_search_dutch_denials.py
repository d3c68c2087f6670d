"""Dutch words for denying what the other side says happened, and for damage a side owes to
itself. "Hij zegt van niet" and "ze ontkent het" make the facts disputed (Law 85; artikel 16B2
"betwisten"), as the English "denies" is read. "Op goed geluk" is a gamble and "aan onszelf te
danken" self-inflicted damage (Law 12C1(b): "wilde of gokkende actie", "zelf veroorzaakte
schade"), which the Dutch articles do not hold, so they are read in English."""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from tests.search_helpers import english_reading
from tests.search_helpers import top

# fmt: off
#: one side tells the facts, the other says they did not happen
DENIALS = [
    "ik zeg dat de kaart gespeeld was, hij zegt van niet",
    "zij zeiden van niet, maar wij hadden het gezien",
]
#: the damage a side did itself after the other side's irregularity
OWN_DAMAGE = [
    ("partner sprong daarna op goed geluk naar slem", "gambling"),
    ("de schade hadden we aan onszelf te danken", "self-inflicted"),
    ("dat was eigen schuld, zei de arbiter", "self-inflicted"),
]
# fmt: on


@pytest.mark.parametrize("q", DENIALS)
def test_a_denial_makes_the_facts_disputed(artifact_index: SearchIndex, q: str) -> None:
    assert "disputed" in english_reading(artifact_index, q)


@pytest.mark.parametrize(("q", "word"), OWN_DAMAGE)
def test_damage_a_side_did_itself_is_read_as_the_law_writes_it(
    artifact_index: SearchIndex, q: str, word: str
) -> None:
    assert word in english_reading(artifact_index, q)


@pytest.mark.parametrize(
    ("q", "law_85"),
    [
        ("ze ontkende dat ze de kaart had laten zien, hoe beslist de arbiter", True),
        ("ze had de kaart laten zien, hoe beslist de arbiter", False),
    ],
)
def test_a_denied_fact_is_a_disputed_one(artifact_index: SearchIndex, q: str, law_85: bool) -> None:
    assert ("laws-2017-everyday-en:85" in top(artifact_index, q)) is law_85


def test_who_is_right_when_one_says_yes_and_the_other_no_finds_law_85(artifact_index: SearchIndex) -> None:
    q = "ik zeg dat de tegenstander eerst had gepast, hij zegt van niet, hoe beslist de wedstrijdleider"
    assert any(hit.startswith("laws-2017-everyday-en:85") for hit in top(artifact_index, q))


def test_a_gamble_after_their_irregularity_finds_law_12c1b(artifact_index: SearchIndex) -> None:
    q = "na hun fout sprong mijn partner op goed geluk naar 7 harten, krijgen we dan minder"
    assert "laws-2007-en:12C1b" in top(artifact_index, q)


@pytest.mark.parametrize("q", ["het zegt niets", "wij spelen op goed geluk"])
def test_the_words_alone_keep_their_sense(artifact_index: SearchIndex, q: str) -> None:
    assert "disputed" not in english_reading(artifact_index, q)
