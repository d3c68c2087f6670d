"""Dutch separable verbs in the texts: a verb the Laws write apart from its particle ("hij neemt
de gespeelde kaart ... terug") is indexed as the verb it makes too, beside its words as written,
so that the verb, and an English word the term tables read as it, finds the provision."""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from indexer.search.separable import separated_verbs

# fmt: off
#: (a Dutch text, each separated verb in it: (verb's position, particle's position, the verb))
TEXTS = [
    # artikel 47E1: a long middle field between the verb and its particle
    ("wie neemt de gespeelde kaart zonder verdere rechtzetting terug", [(1, 8, "terugnemen")]),
    # artikel 54A: the verb read as the verb the tables name, not as "openlegt"
    ("leider legt zijn hand open", [(1, 4, "openleggen")]),
    # an infinitive with "te" (artikel 54A, 47E1)
    ("als de leider zijn hand begint open te leggen", [(8, 6, "openleggen")]),
    # artikel 16D2c
    ("hij kent een arbitrale score toe", [(1, 5, "toekennen")]),
    # a participle does not stand apart from its particle (artikel 16D2b)
    ("dat het bord opnieuw gedeeld wordt voor deze deelnemers", []),
    # nor is a preposition after a noun a particle
    ("de tweede kaart in de slag", []),
    # nor one that opens a noun phrase: "aan de spelers" is where the word goes, not aanwijzen
    ("de leider wijst de plaats aan de spelers", []),
    ("de leider wijst de spelers hun plaats aan", [(2, 7, "aanwijzen")]),
]
# fmt: on


@pytest.mark.parametrize(("text", "verbs"), TEXTS, ids=[t for t, _ in TEXTS])
def test_a_text_s_separated_verbs_are_found_where_they_stand(
    artifact_index: SearchIndex, text: str, verbs: list[tuple[int, int, str]]
) -> None:
    words = artifact_index.words
    found = separated_verbs(
        text.split(),
        "nl",
        words.separable_particles["nl"],
        words.irregular["nl"],
        artifact_index._known,
        openers=words.phrase_openers["nl"],
    )
    assert found == verbs


def test_the_joined_verb_is_indexed_at_the_particle_beside_the_words_as_written(
    artifact_index: SearchIndex,
) -> None:
    analyzer = artifact_index.schema["text_nl"].analyzer
    text = "hij neemt de kaart terug"
    indexed = [(t.text, t.pos) for t in analyzer(text, positions=True, mode="index")]
    queried = [(t.text, t.pos) for t in analyzer(text, positions=True, mode="query")]
    # the words as written keep their positions; the verb stands where its particle stands
    assert [pair for pair in indexed if pair[0] != "terugnem"] == queried
    assert ("terugnem", 4) in indexed
    assert [t for t, _ in queried] == ["hij", "neemt", "de", "kaart", "terug"]


@pytest.mark.parametrize(
    ("q", "answer"),
    [
        # 47E1 "neemt de gespeelde kaart ... terug": terugnemen, and the English words read as it
        ("terugnemen", "laws-2017-nl:47E1"),
        ("withdraw a card played out of turn after an opponent said it was my turn", "laws-2017-nl:47E1"),
        # 47E1 "om voor te spelen"
        ("voorspelen", "laws-2017-nl:47E1"),
        # 16D2c "hij kent een arbitrale score toe" (toekennen: to award)
        ("award an adjusted score after play is completed", "laws-2017-nl:16D2c"),
    ],
)
def test_a_provision_that_splits_a_verb_is_found_by_the_verb(
    artifact_index: SearchIndex, q: str, answer: str
) -> None:
    assert answer in [f"{h.doc}:{h.id}" for h in artifact_index.search(q, limit=5).results]


@pytest.mark.parametrize(
    ("query", "provision", "marked"),
    [
        ("terugnemen", "laws-2017-nl:47E1", "<mark>terug</mark>"),  # "neemt de gespeelde kaart ... terug"
        ("arbitrale score toekennen", "laws-2017-nl:16D2c", "<mark>toe</mark>"),  # "kent ... toe"
    ],
)
def test_the_particle_of_a_verb_found_joined_is_marked_in_the_snippet(
    artifact_index: SearchIndex, query: str, provision: str, marked: str
) -> None:
    hit = next(h for h in artifact_index.search(query, limit=10).results if f"{h.doc}:{h.id}" == provision)
    assert marked in hit.snippet


# fmt: off
#: (a Dutch question, its words as read: a verb in its plural present, which Dutch writes as the
#: infinitive, joined to the particle that ends the question)
PLURALS = [
    ("iedereen paste wat schrijven we op", ["iedereen", "paste", "wat", "we", "opschrijven"]),
    ("leggen ze hun kaarten open", ["ze", "hun", "kaarten", "openleggen"]),
    ("nemen ze de kaart terug", ["ze", "de", "kaart", "terugnemen"]),
    # a particle with words after it is a preposition before a noun: "aan tafel", not aanstellen
    ("mag de blinde vragen stellen als de wl aan tafel is",
     ["mag", "de", "blinde", "vragen", "stellen", "als", "de", "wl", "aan", "tafel", "is"]),
]
# fmt: on


@pytest.mark.parametrize(("query", "read"), PLURALS, ids=[q for q, _ in PLURALS])
def test_a_plural_present_is_joined_to_the_particle_that_ends_the_question(
    artifact_index: SearchIndex, query: str, read: list[str]
) -> None:
    assert artifact_index._join_separable_verbs(query.split()) == read


def test_a_score_written_down_after_a_passed_out_board_finds_the_scoring_table(
    artifact_index: SearchIndex,
) -> None:
    # "wat schrijven we op": opschrijven, which the term tables read as the English "record"
    results = artifact_index.search("iedereen paste, wat schrijven we op", limit=5).results
    hits = [f"{h.doc}:{h.id}" for h in results]
    assert "laws-2017-everyday-en:77" in hits
