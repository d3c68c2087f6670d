"""A phrase of the tables is matched across the number a player gives a board, table or round
([*.phrase_gaps] numbered): "we had played board 11 before" is the phrase "played this board
before" (Law 15B), as an article between its words would be. A number anywhere else keeps its
meaning: "13 cards" and "4 spades" are read as typed.

The rows are questions and the provisions that answer them (one among the first five hits of
the built index), the reading tests what the tables read a question as, and the unit tests the
rule itself.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from indexer.search.bilingual import Translator
from indexer.search.bilingual import translate_query
from indexer.search.words import load_search_words
from tests.search_helpers import top

LAWS = "laws-2007-en:"


# fmt: off
#: (a player's question, provisions that answer it)
NUMBERED = [
    # 15B: a board played by a player who had played it before
    ("we had played board 11 before at another table", {LAWS + "15B"}),
    ("north said she had played board 23 before", {LAWS + "15B"}),
    ("one pair has played board 6 twice, which result do I score", {LAWS + "15B"}),
    # literal: the board unnumbered keeps its reading
    ("we had played this board before", {LAWS + "15B"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), NUMBERED, ids=[q for q, _ in NUMBERED])
def test_a_numbered_board_is_matched_by_the_phrases_of_the_board(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


def _reading(index: SearchIndex, q: str) -> set[str]:
    """The Laws' words the phrase tables read a query as, in its own language."""
    found = translate_query(index.translator, q.split(), index.words.irregular, index.words.synonyms)
    return {w for t in found if t.source == t.target for f in t.forms for w in f}


def test_the_number_after_board_is_a_gap(artifact_index: SearchIndex) -> None:
    assert "previously" in _reading(artifact_index, "we had played board 11 before")
    assert "previously" in _reading(artifact_index, "we had played this board before")


def test_the_tables_name_the_numbered_words_of_both_languages(artifact_index: SearchIndex) -> None:
    assert {"board", "table", "round", "spel", "tafel", "ronde"} <= artifact_index.words.numbered


def _translator(numbered: frozenset[str]) -> Translator:
    def split(text: str) -> list[str]:
        return text.lower().split()

    phrases = [
        ("en", "played board before", ["previously played"]),
        ("en", "4 spades", ["four spades"]),
        ("en", "12 cards", ["deficient"]),
    ]
    return Translator([], {"en": split}, phrases, numbered=numbered)


def _forms(translator: Translator, q: str) -> set[str]:
    return {w for t in translator.translate(q.split()) for f in t.forms for w in f}


def test_the_rule_passes_over_a_number_after_a_numbered_word_only() -> None:
    reader = _translator(frozenset({"board"}))
    assert "previously" in _forms(reader, "played board 11 before")
    # literal: a number after any other word keeps its terms
    assert "four" in _forms(reader, "bid 4 spades")
    assert "previously" not in _forms(reader, "played board eleven before")
    # literal: a phrase that starts with the number still reads it ("board 12 cards")
    assert "deficient" in _forms(reader, "board 12 cards in the south hand")


def test_no_numbered_words_no_gap() -> None:
    assert "previously" not in _forms(_translator(frozenset()), "played board 11 before")


def test_the_table_reads_numbered_words_lowercased() -> None:
    words = load_search_words({"en": {"phrase_gaps": {"words": ["the"], "numbered": ["Board"]}}})
    assert words.numbered == frozenset({"board"})


def _words(index: SearchIndex, q: str) -> list[str]:
    return index._words_of(q.split())[0]


def test_a_word_typed_again_is_kept_inside_a_phrase_a_clause_parts(artifact_index: SearchIndex) -> None:
    """The second "mag" stands between "kaart" and "pakken": dropping it would make the two
    words adjacent, a phrase the player did not type."""
    words = _words(artifact_index, "de blinde mag niet praten en ook geen kaart mag pakken")
    assert words.count("mag") == 2
    assert words[-3:] == ["kaart", "mag", "pakken"]


def test_a_word_typed_again_outside_any_phrase_counts_once(artifact_index: SearchIndex) -> None:
    # literal: a repeat no phrase holds is still read once
    assert _words(artifact_index, "partner hesitated and then partner passed").count("partner") == 1
