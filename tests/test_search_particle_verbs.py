"""Dutch verbs led by a separable particle ("aangeven", "voorkomen", "uitspelen") are verbs of
their own, not compounds: read as the particle and the verb ("aan" + "geven", to give; "voor" +
"komen", before + come) they meant something else. The term tables name those players type,
with the Laws' words they are read as; a verb no table names is left unread rather than misread.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from indexer.search.bilingual import translate_query
from indexer.search.compounds import split_compounds
from tests.search_helpers import top


def split(index: SearchIndex, word: str) -> list[str]:
    return split_compounds(
        [word], index.words.compound_joints, index._whole_word, index._headless, index._particle_verbs
    )


def read(index: SearchIndex, typed: str) -> set[str]:
    """The words of the other language and of the Laws the query ``typed`` is read as."""
    words = index._words_of(typed.split())[0]
    found = translate_query(index.translator, words, index.words.irregular, index.words.synonyms)
    return {w for t in found for f in t.forms for w in f}


#: (a particle verb, the particle and the verb it was once cut in): both parts are words the
#: texts or tables know, so only the rule keeps the word whole
# fmt: off
PARTICLE_VERBS = [
    ("aangeven", "aan geven"),  # to point out, not to give
    ("aangegeven", "aan gegeven"),  # its participle
    ("voorkomen", "voor komen"),  # to prevent, not before + come
    ("uitspelen", "uit spelen"),  # to play out
    ("bijspelen", "bij spelen"),
    ("aanspreken", "aan spreken"),
]
# fmt: on


@pytest.mark.parametrize(("word", "parts"), PARTICLE_VERBS, ids=[w for w, _ in PARTICLE_VERBS])
def test_a_verb_led_by_a_particle_is_not_cut_as_a_compound(
    artifact_index: SearchIndex, word: str, parts: str
) -> None:
    index = artifact_index
    assert all(index._whole_word(part, "nl") for part in parts.split())
    assert split(index, word) == [word]
    assert index._words_of(["mag", word])[0] == ["mag", word]


@pytest.mark.parametrize(("word", "parts"), [("doorslag", ["door", "slag"]), ("aanslag", ["aan", "slag"])])
def test_a_particle_before_a_noun_still_makes_a_compound(
    artifact_index: SearchIndex, word: str, parts: list[str]
) -> None:
    """Only a verb after the particle makes a particle verb: "slag" is a noun."""
    assert split(artifact_index, word) == parts


#: (Dutch words as typed, a word of the Laws they are read as)
# fmt: off
READINGS = [
    ("de blinde mag een fout aangeven", "attention"),  # Law 9A3, the club notes: draw attention
    ("hij heeft de onregelmatigheid aangegeven", "attention"),
    ("dat moet je bij de arbiter aankaarten", "attention"),
    ("de blinde probeerde een verzaking te voorkomen", "prevent"),  # the club notes on dummy
    ("mag de blinde een verzaking voorkomen", "prevent"),
    ("de wedstrijdleider kan dat toestaan", "allowed"),  # Law 5A: with permission
    ("de leider heeft gerenonceerd", "revoke"),  # Flemish: the club notes on revokes
    ("een entame voor de beurt", "opening"),  # Flemish: the opening lead (Law 54)
    ("de blinde mag de hand van de tegenspeler niet inkijken", "look"),  # Law 42, the notes
    ("je moet het de wedstrijdleider meedelen", "notify"),  # Law 16D1 (2017), Law 75C
    ("we moesten het spel overdoen", "replay"),  # Law 6D2
    ("de leider mag zijn kaarten uitspelen", "play"),  # a card played from the hand
    ("welke kaart heeft de blinde bijgespeeld", "play"),  # a card played to the trick
    ("je moet de wedstrijdleider beleefd aanspreken", "speak"),  # Law 74B5
]
# fmt: on


@pytest.mark.parametrize(("typed", "english"), READINGS, ids=[t for t, _ in READINGS])
def test_a_particle_verb_players_type_is_read_as_the_laws_word(
    artifact_index: SearchIndex, typed: str, english: str
) -> None:
    assert english in read(artifact_index, typed)


def test_a_particle_verb_is_not_read_as_its_verb(artifact_index: SearchIndex) -> None:
    """Pointing out is not giving, preventing is not coming before."""
    assert not {"give", "given"} & read(artifact_index, "de blinde mag een fout aangeven")
    assert not {"come", "before"} & read(artifact_index, "mag de blinde een verzaking voorkomen")


def test_the_particle_and_the_verb_apart_keep_their_own_meaning(artifact_index: SearchIndex) -> None:
    """Typed apart, "voor" before a noun is still "before" and the verb still the verb."""
    assert "before" in read(artifact_index, "voor de uitkomst")
    assert "give" in read(artifact_index, "een score geven")


# fmt: off
QUESTIONS = [
    ("mag de blinde een verzaking voorkomen", {"notes-club-en:dummys-rights"}),
    ("wie mag een onregelmatigheid aangeven", {"laws-2007-en:9A1", "laws-2007-en:9A2"}),
    ("moet ik een fout van mijn eigen partij aangeven", {"laws-2007-en:9A4", "laws-2017-everyday-en:72B2"}),
    ("de leider heeft gerenonceerd", {"notes-club-en:revokes/q6"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), QUESTIONS, ids=[q for q, _ in QUESTIONS])
def test_a_question_with_a_particle_verb_finds_its_rule(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    found = top(artifact_index, q)
    assert answers & set(found), found
