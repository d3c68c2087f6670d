"""A word longer than any the texts hold costs a search what a short one does: no spelling
neighbours are looked for (its deletions would grow with the square of its length) and it is
not cut as a compound (each cut a lookup of both parts)."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from indexer.search import spelling
from indexer.search.compounds import split_compounds
from indexer.search.query import LONGEST_WORD
from indexer.search.spelling import MAX_EDITS
from indexer.search.spelling import SpellingTable


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The words whose deletions are made, as a spelling lookup makes them."""
    made: list[str] = []
    deletions = spelling.deletions

    def counting(word: str, edits: int) -> set[str]:
        made.append(word)
        return deletions(word, edits)

    monkeypatch.setattr(spelling, "deletions", counting)
    return made


def test_a_word_farther_than_the_edits_from_every_word_is_not_looked_up(counted: list[str]) -> None:
    table = SpellingTable.build({"revoke": 3, "claim": 2})
    assert table.longest == len("revoke")
    counted.clear()
    assert table.neighbours("revoke" * 83) == []
    assert table.neighbours("revokexyz") == []
    assert counted == []
    assert table.neighbours("revokexy") == ["revoke"]  # two edits: still a neighbour
    assert counted == ["revokexy"]


def test_no_word_past_the_longest_word_is_looked_up_whatever_the_table_holds(counted: list[str]) -> None:
    long = "a" * (LONGEST_WORD + 5)
    table = SpellingTable.build({long: 1})
    counted.clear()
    assert table.neighbours(long[:-1] + "b") == []
    assert counted == []
    assert table.neighbours("a" * (LONGEST_WORD - MAX_EDITS) + "b") == []  # looked up: none near
    assert len(counted) == 1


def test_a_word_past_the_longest_word_is_no_compound() -> None:
    asked: list[str] = []

    def known(word: str, language: str | None) -> bool:
        asked.append(word)
        return word in {"score" * 4, "fout" * 5}

    within = "score" * 4 + "fout" * 5  # 40 letters
    assert len(within) == LONGEST_WORD
    assert split_compounds([within], {"nl": ("",)}, known) == ["score" * 4, "fout" * 5]
    asked.clear()
    assert split_compounds([within + "x"], {"nl": ("",)}, known) == [within + "x"]
    assert asked == []


@pytest.mark.parametrize("word", ["revoke" * 83, "spelregelscorefout" * 20, "ivxlcdm" * 70])
def test_a_search_for_one_long_word_makes_no_spelling_lookup(
    client: FlaskClient, counted: list[str], word: str
) -> None:
    response = client.get("/api/v1/search", query_string={"q": word})
    assert response.status_code == 200
    assert word not in counted and word.upper() not in counted
