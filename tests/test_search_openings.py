"""Paragraphs of one law are told apart by what they open with.

The paragraphs of a law share its vocabulary: a question about one of them holds nearly the
same words in its siblings, and the one that names them in passing could come first. Among the
first hits, the paragraphs of each law are ordered among themselves by how much of the query
their own heading or the first words of their text hold, where a rule names what it is about.
They keep the places (and scores) they held between them: a hit of another law or a club note
never moves.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from indexer.search import SearchIndex
from indexer.search.plan import Clause
from indexer.search.plan import QueryWord
from indexer.search.ranking import OPENING_WORDS
from indexer.search.scoring import _field_terms
from indexer.search.scoring import _openings_first
from indexer.search.scoring import _shares
from tests.search_helpers import top

PLAN = [QueryWord("logical", 1.0, 3.0), QueryWord("alternative", 1.0, 3.0)]
CLAUSES = [
    Clause("text_en", "logic", 1.0, 0b01, True),
    Clause("text_en", "altern", 1.0, 0b10, True),
]
# docnum: (doc, law, where "logic" and "altern" stand in its text)
PROVISIONS: dict[int, tuple[str, str, list[int]]] = {
    0: ("laws", "16", [40, 41]),  # names them at the end of a long sentence
    1: ("laws", "16", [1, 2]),  # opens with them
    2: ("laws", "73", [50, 51]),  # another law
    3: ("notes", "", [60, 61]),  # a club note
}


def stored(docnum: int) -> dict[str, Any]:
    doc, law, _ = PROVISIONS[docnum]
    return {"doc": doc, "law": law, "language": "en"}


def marked(docnum: int, part: str) -> Any:
    if part != "text":
        return None
    first, second = PROVISIONS[docnum][2]
    return SimpleNamespace(positions={"logic": [first], "altern": [second]})


def order(head: list[tuple[int, float]]) -> list[tuple[int, float]]:
    return _openings_first(head, [0b11] * 4, _shares(PLAN), _field_terms(CLAUSES), stored, marked)


def test_the_paragraph_opening_with_the_query_comes_before_its_sibling() -> None:
    out = order([(0, 10.0), (1, 9.0)])
    assert out == [(1, 10.0), (0, 9.0)]  # the places keep their scores


def test_hits_of_other_laws_and_notes_keep_their_places() -> None:
    out = order([(2, 12.0), (0, 10.0), (3, 9.5), (1, 9.0)])
    assert out == [(2, 12.0), (1, 10.0), (3, 9.5), (0, 9.0)]


def test_a_much_stronger_sibling_keeps_its_place() -> None:
    out = order([(0, 20.0), (1, 9.0)])  # the opening is worth at most a factor of 2 ** 0.5
    assert out == [(0, 20.0), (1, 9.0)]


def test_a_lone_paragraph_of_its_law_is_left_alone() -> None:
    head = [(0, 10.0), (2, 9.0), (3, 8.0)]
    assert order(head) == head


def test_the_opening_is_the_first_words_of_the_text() -> None:
    assert OPENING_WORDS >= 10  # a rule's subject and verb, not its first word only


def test_what_is_a_logical_alternative_finds_the_paragraph_that_defines_it(
    artifact_index: SearchIndex,
) -> None:
    hits = top(artifact_index, "what is a logical alternative", 5)
    assert hits.index("laws-2007-en:16B1b") < hits.index("laws-2007-en:16B1a")
    dutch = top(artifact_index, "wat is een logisch alternatief", 5)
    assert dutch.index("laws-2017-nl:16B1b") < dutch.index("laws-2017-nl:16B1a")


def test_a_call_that_did_not_match_the_explained_agreement_finds_the_mistaken_call(
    artifact_index: SearchIndex,
) -> None:
    """The misbid, not the misexplanation, of Law 75, before the rest of the law. The Dutch rule
    on explanations asked for during the play (20F2) may stand first: its own words and its
    English rendering hold the explanation and the partner."""
    q = "partner bid the wrong thing but the explanation matched our system"
    found = top(artifact_index, q)
    assert [h for h in found if h.startswith("laws-2017-everyday-en:")][0] == "laws-2017-everyday-en:75C"
    assert found.index("laws-2017-everyday-en:75C") <= 1, found


def test_a_question_about_ones_own_wrong_explanation_keeps_its_law_first(artifact_index: SearchIndex) -> None:
    q = "my explanation of partners bid was wrong, when do I correct it"
    assert top(artifact_index, q, 1)[0].startswith("laws-2017-everyday-en:75")
