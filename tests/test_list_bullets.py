"""A word processor's list saved as text: the bullet before each paragraph is furniture, and
the label after it is read; a character that may also start real text keeps its meaning."""

from __future__ import annotations

import pytest

from indexer.parsers.lawtext import law_lines
from indexer.parsers.lawtext import without_bullet
from tests.layouts import roundtrip
from tests.layouts import tables
from tests.layouts import word_bullets_tab


@pytest.fixture(scope="module")
def layout() -> dict:
    return tables().layout["en"]


@pytest.mark.parametrize(
    ("line", "read"),
    [
        ("•\tA. The Shuffle", "A. The Shuffle"),
        ("–\t(a) the cards are dealt", "(a) the cards are dealt"),
        ("o\t(i) a card is exposed", "(i) a card is exposed"),
        ("  ▪  1. The Director rules", "1. The Director rules"),
        ("• The Director rules", "The Director rules"),
        ("- (b) after the auction", "(b) after the auction"),
    ],
)
def test_a_bullet_before_a_tab_or_a_label_goes(line: str, read: str, layout: dict) -> None:
    assert without_bullet(line, layout) == read


@pytest.mark.parametrize(
    "line",
    ["* See Law 12 for the scores.", "o as in 'opening'", "- 3 tricks to the defenders", "*A footnote"],
)
def test_a_mark_that_starts_real_text_keeps_its_meaning(line: str, layout: dict) -> None:
    assert without_bullet(line, layout) == line


def test_law_lines_keep_their_numbers_whatever_the_line_ends(layout: dict) -> None:
    assert law_lines("LAW 6\r\n•\tA. The Shuffle\r•\t1. Shuffle\nend", layout) == [
        "LAW 6",
        "A. The Shuffle",
        "1. Shuffle",
        "end",
    ]


def test_a_law_text_saved_from_a_bulleted_list_reads_back_whole() -> None:
    right, checked, misses = roundtrip("laws-2007-en", "formal", "word-bullets-tab", word_bullets_tab)
    assert right == checked, misses
