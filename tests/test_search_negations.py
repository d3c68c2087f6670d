"""Negated words the Laws set against their positive: "non-offending" (16C1, the non-offending
side) against "offending" (16C2, the offending side), Dutch "niet-overtredende" against
"overtredende". The prefix and its word are one term (corpus/data/search-negations.toml), in
the texts and in a query, so that the rule for one side no longer holds the other side's word;
a paragraph that opens with the other side is not about the side a query asks for."""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.build import read_search_words
from indexer.search import SearchIndex
from indexer.search.analysis import plain_analyzer
from indexer.search.plan import join_spaced_negations
from indexer.search.plan import split_unknown_negations
from indexer.search.words import load_search_words
from tests.search_helpers import top

WORDS = load_search_words(read_search_words(Path(__file__).resolve().parent.parent / "corpus"))
ANALYZER = plain_analyzer(WORDS)


def query_terms(text: str) -> list[str]:
    """The words of ``text`` as a query reads them."""
    return [t.text for t in ANALYZER(text)]


def text_terms(text: str) -> list[str]:
    """The words of ``text`` as an indexed text holds them."""
    return [t.text for t in ANALYZER(text, mode="index")]


def test_the_tables_name_the_negating_prefixes() -> None:
    assert set(WORDS.negating_prefixes) >= {"non", "niet"}
    assert "non" in WORDS.negating_spaced
    assert "niet" not in WORDS.negating_spaced  # "niet" is a word of its own


# fmt: off
@pytest.mark.parametrize(
    ("typed", "terms"),
    [
        ("the non-offending side", ["the", "non-offending", "side"]),
        ("Non-Offenders", ["non-offenders"]),
        ("de niet-overtredende partij", ["de", "niet-overtredende", "partij"]),
        # the positive keeps its meaning: one word, no prefix
        ("the offending side", ["the", "offending", "side"]),
        ("een overtredende partij", ["een", "overtredende", "partij"]),
        # "niet" apart, and a hyphen after any other word, read as before
        ("informatie is niet geoorloofd", ["informatie", "is", "niet", "geoorloofd"]),
        ("a wrong-hand lead", ["a", "wrong", "hand", "lead"]),
        ("anon-ymous", ["anon", "ymous"]),
    ],
)
# fmt: on
def test_a_negated_word_is_one_term(typed: str, terms: list[str]) -> None:
    assert query_terms(typed) == terms


def test_a_text_holds_the_prefix_beside_the_negated_word_but_not_the_positive() -> None:
    held = text_terms("voor de niet-overtredende partij")
    assert "niet-overtredende" in held and "niet" in held
    assert "overtredende" not in held


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("non offenders withdrawn call", "non-offenders withdrawn call"),
        ("NON offending side", "NON-offending side"),
        # Dutch "niet" typed apart is "not"
        ("mag niet gebruiken", "mag niet gebruiken"),
        ("non", "non"),
    ],
)
def test_a_prefix_typed_apart_joins_only_where_it_is_no_word(typed: str, read: str) -> None:
    assert join_spaced_negations(typed, WORDS.negating_spaced) == read


def test_a_negated_word_no_text_or_table_holds_is_read_as_its_two_words() -> None:
    known = {"non-offending"}.__contains__
    assert split_unknown_negations(["non-vulnerable", "non-offending", "side"], known) == [
        "non", "vulnerable", "non-offending", "side",
    ]


@pytest.fixture(scope="module")
def index(artifact_index: SearchIndex) -> SearchIndex:
    return artifact_index


# fmt: off
@pytest.mark.parametrize(
    ("query", "first", "not_first"),
    [
        # 16C1 is the non-offending side's rule, 16C2 the offending side's: both name both sides
        ("mag de niet-overtredende partij de informatie van het teruggenomen bod gebruiken",
         "laws-2017-nl:16C1", "laws-2017-nl:16C2"),
        ("can the non-offending side use information from a withdrawn call",
         "laws-2017-nl:16C1", "laws-2017-nl:16C2"),
        ("offending side information from a withdrawn action",
         "laws-2017-nl:16C2", "laws-2017-nl:16C1"),
        ("mag de overtreder info uit een ingetrokken bieding gebruiken",
         "laws-2017-nl:16C2", "laws-2017-nl:16C1"),
        ("score for the offending side most unfavourable result",
         "laws-2007-en:12C1e_ii", "laws-2007-en:12C1e_i"),
        ("adjusted score for the non-offending side most favourable result",
         "laws-2007-en:12C1e_i", "laws-2007-en:12C1e_ii"),
    ],
)
# fmt: on
def test_the_side_asked_for_comes_first(index: SearchIndex, query: str, first: str, not_first: str) -> None:
    hits = top(index, query)
    assert hits[0] == first and hits[0] != not_first


# fmt: off
@pytest.mark.parametrize(
    ("query", "relevant"),
    [
        # spaced, plural, Dutch: the same non-offending side
        ("doubtful point resolved in favour of the non offenders", "laws-2017-everyday-en:84D"),
        ("mag de niet-overtreder een kaart terugnemen na een verzaking", "notes-club-en:revokes/q4"),
        # a negated word the texts do not write is read as before
        ("non-vulnerable game bonus", "laws-2017-everyday-en:77"),
    ],
)
# fmt: on
def test_other_ways_of_typing_the_negated_side_find_it(index: SearchIndex, query: str, relevant: str) -> None:
    assert relevant in top(index, query, 3)
