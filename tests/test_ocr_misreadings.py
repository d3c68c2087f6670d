"""A scanned copy's misread law headings and labels are read as the text's order expects them,
and no word of running text changes."""

from __future__ import annotations

import pytest

from tests.layouts import bundled
from tests.layouts import dutch_scanned_booklet
from tests.layouts import roundtrip
from tests.layouts import scanned_booklet
from tests.test_parse_laws import parse_text

SCAN = """LAW 1 - THE CARDS

A. Rank of Cards and Suits
The cards of each suit rank in descending order.
B. Form of Cards
1. The backs of the cards must be identical.
2, The faces must be identical.
3. Cards must be of a standard design.

IAW 2 - THE DUPLICATE BOARDS

A. Description
A board is provided for each deal to be played during a session.
B, Board Numbering
The boards are numbered from 1 onwards.
"""


def test_a_misread_law_heading_and_labels_are_read_and_reported() -> None:
    provisions, warnings = parse_text(SCAN)
    ids = {p.id for p in provisions}
    assert {"2", "2A", "2B", "1B2"} <= ids
    by_id = {p.id: p for p in provisions}
    assert by_id["1B2"].text == "The faces must be identical."
    assert by_id["2B"].text == "The boards are numbered from 1 onwards."
    messages = [(w.line, w.message) for w in warnings if w.message.startswith("read ")]
    assert (10, "read 'IAW 2' as 'LAW 2'") in messages
    assert (7, "read '2,' as '2.'") in messages
    assert (14, "read 'B,' as 'B.'") in messages


def test_a_misread_dutch_article_heading_is_read_when_its_title_names_the_article() -> None:
    text = "ARTIKEL 20 – UITLEG VAN BIEDINGEN\n\nF. Uitleg van biedingen\n1. Tekst.\n\n"
    text += "ARTIKEL l6 – GEOORLOOFDE EN ONGEOORLOOFDE INFORMATIE\n\n"
    text += "A. Gebruik van informatie door de spelers\n"
    text += "1. Een speler mag informatie gebruiken.\n"
    provisions, warnings = parse_text(text, kind="translation", language="nl", edition="2017")
    assert "16A1" in {p.id for p in provisions}
    assert any(w.message == "read 'ARTIKEL l6' as 'ARTIKEL 16'" for w in warnings)


@pytest.mark.parametrize(
    "line",
    [
        "B, who was in the East seat, called the Director.",
        "3, 4 and 5 are the boards.",
        "law 12 applies here.",
    ],
)
def test_a_comma_after_a_number_or_letter_running_on_a_sentence_is_text(line: str) -> None:
    text = "LAW 1 - THE CARDS\n\nA. Rank of Cards and Suits\n"
    text += f"The cards of each suit rank in order and\n{line}\n"
    provisions, warnings = parse_text(text)
    assert not [w for w in warnings if w.message.startswith("read ")]
    assert line in {p.id: p for p in provisions}["1A"].text


@pytest.mark.parametrize(
    ("doc_id", "kind", "name", "render"),
    [
        ("laws-2007-en", "formal", "scanned-booklet", scanned_booklet),
        ("skeleton-2017", "formal", "scanned-booklet", scanned_booklet),
        ("laws-2017-nl", "translation", "artikel-scanned-booklet", dutch_scanned_booklet),
    ],
)
def test_every_id_of_a_scanned_booklet_comes_back(doc_id: str, kind: str, name: str, render) -> None:
    bundled(doc_id)
    right, checked, misses = roundtrip(doc_id, kind, name, render)
    assert right == checked, misses
