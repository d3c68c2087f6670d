"""Words the stemmer must keep apart (search.toml ``stem_apart``): a word whose stem is also
the stem of a word of another meaning stays whole, so that a query holding one does not find
the other. "initiative" (Law 10A: players may not settle a rectification on their own
initiative) and "initial" (Law 5A, the seats a session starts in) are both "initi" to the
English stemmer.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from indexer.search.analysis import stemming_analyzer
from tests.search_helpers import top
from tests.test_search_words import RAW
from tests.test_search_words import WORDS

LAWS = "laws-2007-en:"
#: (language, [a word kept whole, the word of another meaning]) for every example of the table
EXAMPLES = [
    (language, pair)
    for language, t in RAW.items()
    if "stem_apart" in t
    for pair in t["stem_apart"]["examples"]
]


@pytest.mark.parametrize(("language", "pair"), EXAMPLES)
def test_a_word_kept_apart_no_longer_shares_its_stem(language: str, pair: list[str]) -> None:
    """Each example: the word kept whole, and the word of another meaning it no longer matches."""
    kept, other = pair
    analyzer = stemming_analyzer(language, WORDS)
    assert kept in WORDS.stem_apart[language]
    assert [t.text for t in analyzer(kept)] == [kept]
    assert [t.text for t in analyzer(kept)] != [t.text for t in analyzer(other)]


# fmt: off
#: (a question, provisions that answer it, a provision it must not find among the first five)
APART = [
    # the players' own initiative is Law 10A, not the seating rule
    ("can we sort it out on our own initiative", {LAWS + "10A"}, LAWS + "5A"),
    ("opponents waived the penalty on their own initiative", {LAWS + "10A", "laws-2017-everyday-en:81C5"},
     LAWS + "5A"),
    ("mogen spelers het op eigen initiatief regelen", {LAWS + "10A"}, LAWS + "5A"),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers", "not_this"), APART, ids=[q for q, _, _ in APART])
def test_initiative_is_not_the_initial_position(
    artifact_index: SearchIndex, q: str, answers: set[str], not_this: str
) -> None:
    found = top(artifact_index, q)
    assert answers & set(found), found
    assert not_this not in found, found


@pytest.mark.parametrize("q", ["initial position of each pair", "who decides which seats we take initially"])
def test_the_initial_position_keeps_its_law(artifact_index: SearchIndex, q: str) -> None:
    """Literal: the seats a session starts in are still Law 5A."""
    assert top(artifact_index, q)[0] == LAWS + "5A"


def test_like_is_not_read_as_likely(artifact_index: SearchIndex) -> None:
    """"Likely" stays whole: "like", in every other question, reads no term of it, and the
    likely result keeps its law."""
    assert top(artifact_index, "the likely result had the irregularity not occurred")[0] == LAWS + "12C1e_i"
    assert "12C1e_i" not in " ".join(top(artifact_index, "I like to watch partner play the hand"))
