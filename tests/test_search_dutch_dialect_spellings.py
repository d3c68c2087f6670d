"""Brabant and Flemish spellings of the Laws' Dutch words, read as the words they stand for
(corpus/data/search.toml), so that a question typed so is searched as the one written out.

"arbieter" is the arbiter (the Director) as Brabant and Flemish players say and type it;
"blindman" is the dummy ("de blinde" of the Dutch articles); "alarmeren" ("alarmeerde",
"gealarmeerd") is the NBB's "alerteren" as players mix it up with the everyday word. The noun
"alarm" keeps its own meaning: a fire alarm is no alert.

Verb forms the stemmer leaves apart are read as their verb: "uitlegde" (a subclause's "legde
uit": explaining) and "misdraagt", "misdroeg" (zich misdragen: misconduct); "draagt" (carries)
stays apart from misconduct.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from tests.search_helpers import english_reading
from tests.search_helpers import top

# fmt: off
#: (typed in dialect, the same question in the Dutch articles' words)
SPELLINGS = [
    ("de arbieter kwam pas na tien minuten, wie moet de arbieter roepen?",
     "de arbiter kwam pas na tien minuten, wie moet de arbiter roepen?"),
    ("mag de arbieter een straf geven voor traag spel?", "mag de arbiter een straf geven voor traag spel?"),
    ("we hebben de arbieters er niet bij gehaald", "we hebben de arbiters er niet bij gehaald"),
    ("mag de blindman iets zeggen als de leider niet bekent?",
     "mag de blinde iets zeggen als de leider niet bekent?"),
    ("de blindman keek in de kaarten van de leider", "de blinde keek in de kaarten van de leider"),
    ("mag de blindman de leider waarschuwen dat hij van de verkeerde hand speelt?",
     "mag de blinde de leider waarschuwen dat hij van de verkeerde hand speelt?"),
]
#: (typed in dialect, written out) agreeing on their first two hits (Law 75 and 75B3): the
#: written "alerteerde" also stands word for word in a Dutch asking of artikel 16B1 ("partner
#: alerteerde onverwacht"), which comes third there; the dialect spelling, read as the alert, has
#: the 2007 definition of an alert third instead, which answers an alert left out as well
FIRST_TWO = [
    ("onze tegenstander alarmeerde het bod van zijn partner niet",
     "onze tegenstander alerteerde het bod van zijn partner niet"),
]
#: "alarmeren" in the forms players type (words as the tables see them, without punctuation),
#: each read in English as an alert
ALARMEREN = [
    "partner heeft mijn 2 klaveren niet gealarmeerd",
    "moet je een kunstmatig bod alarmeren",
    "hij alarmeert nooit iets",
    "ze alarmeerden hun eigen conventie niet",
]
# fmt: on


@pytest.mark.parametrize(("typed", "written"), SPELLINGS)
def test_a_dialect_spelling_reads_as_the_word_it_stands_for(
    artifact_index: SearchIndex, typed: str, written: str
) -> None:
    assert set(top(artifact_index, typed, 3)) == set(top(artifact_index, written, 3)), (
        top(artifact_index, typed),
        top(artifact_index, written),
    )


@pytest.mark.parametrize(("typed", "written"), FIRST_TWO)
def test_a_dialect_spelling_finds_the_first_answers_of_the_word_it_stands_for(
    artifact_index: SearchIndex, typed: str, written: str
) -> None:
    assert top(artifact_index, typed, 2) == top(artifact_index, written, 2), (
        top(artifact_index, typed),
        top(artifact_index, written),
    )


@pytest.mark.parametrize("q", ALARMEREN)
def test_alarmeren_is_read_as_alerting(artifact_index: SearchIndex, q: str) -> None:
    assert "alert" in english_reading(artifact_index, q), english_reading(artifact_index, q)


def test_the_dummy_spelt_blindman_finds_the_dummys_rights(artifact_index: SearchIndex) -> None:
    hits = top(artifact_index, "mag de blindman de leider waarschuwen dat hij van de verkeerde hand speelt?")
    assert "notes-club-en:dummys-rights" in hits, hits


def test_a_fire_alarm_is_no_alert(artifact_index: SearchIndex) -> None:
    hits = top(artifact_index, "het brandalarm ging af tijdens de drive, moesten we het spel overspelen?")
    assert "laws-2007-en:definitions/alert" not in hits, hits


# fmt: off
#: verb forms the stemmer leaves apart from their verb: a subclause's joined past of "uitleggen",
#: and "zich misdragen" (misconduct)
VERB_FORMS = [
    ("toen ze het bod van haar partner uitlegde", "explanation"),
    ("nadat ze de conventie uitlegden", "explanation"),
    ("een speler die zich steeds misdraagt", "wrongdoing"),
    ("hij misdroeg zich tegenover de wedstrijdleider", "wrongdoing"),
    ("ze misdroegen zich aan tafel", "wrongdoing"),
]
# fmt: on


@pytest.mark.parametrize(("q", "read"), VERB_FORMS)
def test_a_verb_form_is_read_as_its_verb(artifact_index: SearchIndex, q: str, read: str) -> None:
    assert read in english_reading(artifact_index, q), english_reading(artifact_index, q)


def test_carrying_the_boards_is_no_misconduct(artifact_index: SearchIndex) -> None:
    read = english_reading(artifact_index, "noord draagt de borden naar de volgende tafel")
    assert "wrongdoing" not in read, read
