"""Dutch words of a club player's question that the tables read as another word.

"pas" is the call pass, but before the noticing a story tells of ("pas gemerkt", "pas gezien",
"pas ontdekt", "merkten pas", "pas later") it is the adverb "only then, not before": read as the
noticing, never as a pass; "ik zei pas" keeps its pass. "omroepen" ("de wl had de volgende ronde
al omgeroepen", "riep de ronde om") is how a club's director calls the next round, read as
"afgeroepen" is: the end of the round (Law 8B1). "binnenkomen" ("een paar komt te laat binnen",
"kwam pas binnen toen de ronde al begonnen was") is arriving, read as "opdagen" is (Law 90B1);
"binnen" alone stays "within" ("binnen 30 minuten").
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from tests.search_helpers import english_reading
from tests.search_helpers import top

# fmt: off
#: (question with "pas" as "only then", an English word of the noticing it must read)
ONLY_THEN = [
    ("de verzaking werd pas gezien na het spel", "seen"),
    ("we hebben het pas gemerkt toen we aan de volgende tafel zaten", "notice"),
    ("we merkten pas later dat de score fout was", "notice"),
    ("de fout werd pas ontdekt na de zitting", "discovered"),
    ("we zagen het pas de volgende dag op de uitslagen", "next"),
]
#: the call pass, said or counted: still a pass
PASSES = [
    "ik zei pas en partner ook",
    "na drie keer pas is het bieden voorbij",
]
#: the next round called by the director, in the forms players type
CALLED_ROUNDS = [
    "de wl had de volgende ronde al omgeroepen maar we speelden nog",
    "de volgende ronde werd omgeroepen terwijl we nog bezig waren",
    "de wedstrijdleider riep de volgende ronde om voordat wij klaar waren",
]
# fmt: on


@pytest.mark.parametrize(("q", "noticing"), ONLY_THEN)
def test_pas_before_noticing_is_only_then_not_a_pass(
    artifact_index: SearchIndex, q: str, noticing: str
) -> None:
    reading = english_reading(artifact_index, q)
    assert "pass" not in reading and noticing in reading, reading


@pytest.mark.parametrize("q", PASSES)
def test_the_call_pass_keeps_its_meaning(artifact_index: SearchIndex, q: str) -> None:
    assert "pass" in english_reading(artifact_index, q)


@pytest.mark.parametrize("q", CALLED_ROUNDS)
def test_omroepen_calls_the_round(artifact_index: SearchIndex, q: str) -> None:
    assert "round ends" in english_reading(artifact_index, q)
    assert "laws-2007-en:8B1" in top(artifact_index, q, 3), top(artifact_index, q)


# fmt: off
#: a pair coming in, in the forms players type
COMING_IN = [
    "het paar kwam pas binnen toen de eerste ronde al begonnen was",
    "wat als een paar na de start binnenkomt",
    "een paar komt elke week tien minuten te laat binnen",
]
# fmt: on


@pytest.mark.parametrize("q", COMING_IN)
def test_coming_in_is_arriving(artifact_index: SearchIndex, q: str) -> None:
    assert "arriving" in english_reading(artifact_index, q)
    assert "laws-2017-everyday-en:90B1" in top(artifact_index, q, 3), top(artifact_index, q)


def test_binnen_alone_is_within(artifact_index: SearchIndex) -> None:
    q = "mag de wedstrijdleider binnen 30 minuten de score nog veranderen"
    assert "arriving" not in english_reading(artifact_index, q)
