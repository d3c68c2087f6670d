"""A phone's "share as text" or a chat-friendly copy: a pictograph (an emoji, with or without its
variation selector or skin tone) before a law's heading or a label is a bullet, so the heading
and the label after it are read; the suit symbols of a hand stay text."""

from __future__ import annotations

import pytest

from indexer.parsers.lawtext import law_lines
from indexer.parsers.lawtext import without_bullet
from tests.layouts import DUTCH
from tests.layouts import SOURCES
from tests.layouts import phone_share
from tests.layouts import roundtrip
from tests.layouts import tables


@pytest.fixture(scope="module", params=["en", "nl"])
def layout(request: pytest.FixtureRequest) -> dict:
    return tables().layout[request.param]


@pytest.mark.parametrize(
    ("line", "read"),
    [
        ("⚖️ Law 16 – Unauthorised Information", "Law 16 – Unauthorised Information"),
        ("⚖ Artikel 16 – Geoorloofde informatie", "Artikel 16 – Geoorloofde informatie"),
        ("🔹 A. Observance of Laws", "A. Observance of Laws"),
        ("🔸 1. A player must not", "1. A player must not"),
        ("▫️ (a) a card is exposed", "(a) a card is exposed"),
        ("▪️ (i) the Director rules", "(i) the Director rules"),
        ("✅ B. Etiquette", "B. Etiquette"),
        ("👉🏽 2. After the auction", "2. After the auction"),
        ("➡️ (b) after the auction", "(b) after the auction"),
        ("👨‍⚖️ Law 81 – The Director", "Law 81 – The Director"),
    ],
)
def test_a_pictograph_before_a_heading_or_a_label_is_a_bullet(line: str, read: str, layout: dict) -> None:
    assert without_bullet(line, layout) == read


@pytest.mark.parametrize(
    "line", ["♠ A K 4  ♥ Q J 3", "♦ 10 9 8 7", "♣ Q", "© World Bridge Federation 2017", "⚖️", "🔹A. glued"]
)
def test_a_suit_symbol_or_a_lone_pictograph_stays_text(line: str, layout: dict) -> None:
    assert without_bullet(line, layout) == line


def test_law_lines_read_the_headings_behind_pictographs(layout: dict) -> None:
    assert law_lines("📘 The Laws\n⚖️ Law 6 – The Shuffle\n🔹 A. Shuffle\n♠ A K 4", layout) == [
        "The Laws",
        "Law 6 – The Shuffle",
        "A. Shuffle",
        "♠ A K 4",
    ]


@pytest.mark.parametrize(("doc_id", "kind"), [*SOURCES.items(), *DUTCH.items()])
def test_a_law_text_shared_from_a_phone_reads_back_whole(doc_id: str, kind: str) -> None:
    right, checked, misses = roundtrip(doc_id, kind, "phone-share", phone_share)
    assert right == checked, misses
