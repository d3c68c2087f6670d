"""Dutch and Flemish club questions answered by the English Laws (corpus/data/search.toml).

"luid" with calling out or talking ("riepen luid", "luid praten"), and "luidkeels", is
"hardop": a result or a board talked over where the next table hears it (Law 90B3); a loud yawn
is still a lack of interest, and a pass said aloud still a pass. The arbiter or scheidsrechter said to be
absent ("geen arbiter aanwezig", "als er geen arbiter is") is "geen wedstrijdleider": the
players designate one (Law 80B2a); not calling one ("we hebben geen arbiter geroepen") is no
absence. "hoe tellen ze dat", "hoe wordt er geteld" asks how an event is scored (Laws 77, 78);
counting one's cards stays counting (Law 7B2).
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from tests.search_helpers import english_reading
from tests.search_helpers import top

# fmt: off
ALOUD = [
    "aan de tafel naast ons riepen ze luid dat ze zes harten hadden gemaakt",
    "ze praatten luid terwijl de andere tafels het spel nog moesten spelen",
    "de spelers aan tafel 2 praatten luidkeels over hun resultaat",
]
ABSENT = [
    "geen arbiter aanwezig, wat nu",
    "als er geen arbiter is, wie neemt dan de beslissingen",
    "er was geen scheidsrechter aanwezig op het tornooi, wie leidt het dan",
]
SCORED = [
    "hoe tellen ze dat bij de parenwedstrijd",
    "hoe wordt er geteld bij een parendrive",
    "hoe telt een spel bij viertallen",
]
# fmt: on


@pytest.mark.parametrize("q", ALOUD)
def test_luid_is_where_the_next_table_hears(artifact_index: SearchIndex, q: str) -> None:
    assert "overhear" in english_reading(artifact_index, q)
    assert "laws-2017-everyday-en:90B3" in top(artifact_index, q, 5), top(artifact_index, q)


def test_a_pass_said_aloud_is_still_a_pass(artifact_index: SearchIndex) -> None:
    assert "pass" in english_reading(artifact_index, "partner zei heel luid pas")


def test_a_loud_yawn_is_no_talk_overheard(artifact_index: SearchIndex) -> None:
    q = "mijn tegenspeler gaapte luid bij elk bod, mag dat"
    assert "overhear" not in english_reading(artifact_index, q)


@pytest.mark.parametrize("q", ABSENT)
def test_no_arbiter_present_is_designating_one(artifact_index: SearchIndex, q: str) -> None:
    assert "laws-2017-everyday-en:80B2a" in top(artifact_index, q, 3), top(artifact_index, q)


def test_not_calling_the_arbiter_is_no_absence(artifact_index: SearchIndex) -> None:
    q = "we hebben geen arbiter geroepen en het zelf opgelost"
    assert "designate" not in english_reading(artifact_index, q)
    assert "laws-2017-everyday-en:80B2a" not in top(artifact_index, q, 5), top(artifact_index, q)


@pytest.mark.parametrize("q", SCORED)
def test_how_they_count_it_is_scoring(artifact_index: SearchIndex, q: str) -> None:
    assert "scoring" in english_reading(artifact_index, q)


def test_counting_ones_cards_stays_counting(artifact_index: SearchIndex) -> None:
    q = "we moeten onze kaarten tellen voor het bieden"
    assert "count" in english_reading(artifact_index, q)
    assert "scoring" not in english_reading(artifact_index, q)
