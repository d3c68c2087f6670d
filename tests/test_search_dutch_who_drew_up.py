"""Who drew up the Laws, asked in Dutch, is answered by the Preface to the 2007 Laws
(corpus/data/terms-en-nl-laws.toml: "opgesteld", "uitgevaardigd" read as "promulgated"). Tables
or players set out in the room ("de tafels waren opgesteld") are no question about the Laws'
authors: the Preface stays out of their answers.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from tests.search_helpers import english_reading
from tests.search_helpers import top

PREFACE = "laws-2007-en:preface"

# fmt: off
DREW_UP = [
    "wie heeft de spelregels van het bridge opgesteld",
    "door wie zijn de spelregels opgesteld",
    "sinds wanneer bestaan de spelregels en wie heeft ze opgesteld",
]
SET_OUT = [
    "de tafels waren in twee rijen opgesteld en de borden lagen verkeerd",
    "de spelers hadden zich verkeerd opgesteld, noord zat op de plaats van oost",
    "de wedstrijdleider heeft een schema opgesteld voor de ronden",
]
# fmt: on


@pytest.mark.parametrize("q", DREW_UP)
def test_who_drew_up_the_laws_is_the_preface(artifact_index: SearchIndex, q: str) -> None:
    assert "promulgated" in english_reading(artifact_index, q)
    assert PREFACE in top(artifact_index, q, 3), top(artifact_index, q)


@pytest.mark.parametrize("q", SET_OUT)
def test_tables_set_out_are_no_question_about_the_laws(artifact_index: SearchIndex, q: str) -> None:
    assert PREFACE not in top(artifact_index, q, 5), top(artifact_index, q)
