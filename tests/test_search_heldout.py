"""The search engine judged on queries it was never tuned on: tests/data/queries_heldout.toml.

The held-out set is written the way directors, players and Dutch club members type (sloppy,
misspelt, whole questions, Dutch, citations in odd spellings); its floor guards against an
engine that only fits the judged set it was developed with.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.build import load_toml
from indexer.build import read_search_words
from indexer.cite import find_in_query
from indexer.cite import load_words
from indexer.search import SearchIndex
from indexer.search.query import expand_abbreviations
from indexer.search.words import load_search_words
from scripts.eval_search import load_queries

HELDOUT = Path(__file__).resolve().parent / "data" / "queries_heldout.toml"
#: the word tables of corpus/data/search.toml, as the index reads queries with them
WORDS = load_search_words(read_search_words(Path(__file__).resolve().parent.parent / "corpus"))


def test_heldout_set_is_large_varied_and_new() -> None:
    heldout = load_queries(HELDOUT)
    assert len(heldout) >= 60
    kinds = {q.get("kind") for q in heldout}
    assert {"situation", "question", "definition", "citation", "misspelling", "dutch", "notes"} <= kinds
    tuned = {q["q"].casefold() for q in load_queries()}
    assert [q["q"] for q in heldout if q["q"].casefold() in tuned] == []


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("UI after BIT", "unauthorized information after hesitation"),
        ("td call", "director call"),
        ("what is a LA", "what is a logical alternative"),
        ("WHAT TO DO AFTER A REVOKE", "WHAT TO DO AFTER A REVOKE"),
        ("to be or not", "to be or not"),
    ],
)
def test_abbreviations_are_written_out(typed: str, read: str) -> None:
    assert expand_abbreviations(typed, WORDS) == read


@pytest.mark.parametrize(
    ("typed", "cited"),
    [("law 12.C.2", "12C2"), ("16.B.1.a", "16B1a"), ("L16B1", "16B1"), ("artikel 20 F 3", "20F3")],
)
def test_odd_citation_spellings(typed: str, cited: str) -> None:
    citation_words = load_words(
        load_toml(Path(__file__).resolve().parent.parent / "corpus" / "data" / "citations.toml")
    )
    assert [i for c in find_in_query(typed, citation_words) for i in c.ids] == [cited]


@pytest.mark.parametrize(
    ("q", "first"),
    [
        (
            "lead out of turn",
            {"laws-2017-nl:54", "notes-willetton:five-options-faced-opening-lead-out-of-turn"},
        ),
        ("slow play", {"laws-2017-everyday-en:90B2"}),
        ("cut the cards", {"laws-2007-en:6A"}),
    ],
)
def test_general_weaknesses_stay_fixed(artifact_index: SearchIndex, q: str, first: set[str]) -> None:
    """A heading that holds the phrase beats a text that mentions it; "slow" finds "slowly";
    a rare word outweighs a common one."""
    top = [f"{h.doc}:{h.id}" for h in artifact_index.search(q, limit=2).results]
    assert top and top[0] in first, top
