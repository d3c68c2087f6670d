"""A word the Dutch phrase tables read as one other word (a Flemish or variant word, a
diminutive, a synonym: "renonce" as "verzaking", "boete" as "straf", "slemmetje" as "slem")
stands for that word in its phrases too: "renonce definitief" is "verzaking definitief", a
revoke established (club notes on Law 63), and "procedurele boete" the procedural penalty of
Law 90. A word read as several words names what it means, and is not put in their place.
Tables named: corpus/data/search.toml [nl.phrases].
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from tests.search_helpers import english_reading

# fmt: off
#: (Dutch words as typed, the reading of the phrase of the word it stands for)
VARIANTS_IN_PHRASES = [
    ("wanneer is een renonce definitief", "established"),  # Flemish renonce: verzaking definitief
    ("een procedurele boete voor te laat komen", "procedural penalty"),  # boete: straf (Law 90)
    ("een klein slemmetje kwetsbaar", "small slam"),  # the diminutive of slem (Law 77)
]
# fmt: on


@pytest.mark.parametrize(("typed", "english"), VARIANTS_IN_PHRASES, ids=[t for t, _ in VARIANTS_IN_PHRASES])
def test_a_word_read_as_another_stands_for_it_in_its_phrases(
    artifact_index: SearchIndex, typed: str, english: str
) -> None:
    assert english in english_reading(artifact_index, typed)


def test_a_word_read_as_several_words_is_not_put_in_their_place(artifact_index: SearchIndex) -> None:
    """ "zeuren" is criticism and annoyance; as "ergeren" alone it would make "te ergeren", to
    annoy, of "te zeuren", and lose the criticism."""
    read = english_reading(artifact_index, "partner zit altijd te zeuren")
    assert "disapproval" in read


def test_the_flemish_revoke_question_finds_when_a_revoke_is_established(artifact_index: SearchIndex) -> None:
    hits = artifact_index.search("wanneer is een renonce definitief", limit=1).results
    found = [f"{h.doc}:{h.id}" for h in hits]
    assert found == ["notes-club-en:revokes/q2"]


@pytest.mark.parametrize(
    "typed", ["mag ik tijdens de zitting van richting wisselen", "we willen van windrichting wisselen"]
)
def test_changing_ones_direction_is_law_5_not_the_end_of_a_round(
    artifact_index: SearchIndex, typed: str
) -> None:
    """ "van richting wisselen" is a change of direction (Law 5A, 5B); "wisselen" alone is the
    Director's call that ends a round (Law 8B), and keeps that reading."""
    read = english_reading(artifact_index, typed)
    assert "change of direction" in read
    assert "round ends" not in read
    assert "round ends" in english_reading(artifact_index, "wanneer wisselen we")
    hits = artifact_index.search(typed, limit=5).results
    assert {"laws-2007-en:5A", "laws-2007-en:5B"} & {f"{h.doc}:{h.id}" for h in hits}
