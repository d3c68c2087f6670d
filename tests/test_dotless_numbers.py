"""Paragraph numbers printed without a dot, as statutes number their leden ("1 De speler …",
"2" alone above "a. …"), are read as labels where they run 1, 2, 3 within a provision; a page
number alone between pages, and a number that opens no text, stay as printed."""

from __future__ import annotations

import pytest

from indexer.models import Document
from indexer.parse import parse_document
from indexer.parsers.dotless import dotless_numbers
from tests.layouts import roundtrip
from tests.layouts import statute_leden
from tests.layouts import tables


def _read(lines: list[str], language: str = "nl") -> list[str]:
    out = list(lines)
    dotless_numbers(out, tables().layout[language])
    return out


def test_dutch_leden_without_a_dot_are_numbered() -> None:
    lines = [
        "Artikel 16. Geoorloofde en ongeoorloofde informatie",
        "B. Anderszins verkregen informatie",
        "1 Elke anderszins verkregen informatie is ongeoorloofd.",
        "2 Als een speler van oordeel is dat een tegenstander dergelijke informatie heeft verschaft,",
        "mag hij dat aankondigen.",
        "3 Wanneer een speler gegronde redenen heeft, behoort hij de wedstrijdleider te ontbieden.",
    ]
    assert _read(lines)[2:] == [
        "1. Elke anderszins verkregen informatie is ongeoorloofd.",
        "2. Als een speler van oordeel is dat een tegenstander dergelijke informatie heeft verschaft,",
        "mag hij dat aankondigen.",
        "3. Wanneer een speler gegronde redenen heeft, behoort hij de wedstrijdleider te ontbieden.",
    ]


def test_a_number_alone_above_its_items_is_a_paragraphs() -> None:
    lines = [
        "E. Wijziging",
        "1 Wie voor de beurt heeft voorgespeeld, neemt de kaart terug.",
        "2",
        "a. Een speler mag",
        "b. Wanneer",
    ]
    assert _read(lines)[1:3] == ["1. Wie voor de beurt heeft voorgespeeld, neemt de kaart terug.", "2."]


def test_a_copy_that_leaves_the_first_paragraph_out_counts_from_the_next() -> None:
    lines = [
        "F.",
        "2 Na de afsluitende pas mag elke tegenspeler uitleg vragen.",
        "3 Conform 1 en 2 mag een speler uitleg vragen.",
    ]
    assert [line[:2] for line in _read(lines)[1:]] == ["2.", "3."]


@pytest.mark.parametrize(
    "lines",
    [
        # page numbers alone between pages, the text running on over them
        [
            "LAW 6",
            "A. The Shuffle",
            "Before play starts, each pack is shuffled",
            "12",
            "and there is a cut.",
            "13",
            "B. The Deal",
        ],
        # a number that opens no text: a table's row
        ["LAW 77", "A. Scores", "1 20 30", "2 40 60", "3 60 90"],
        # one number alone in a text that numbers no paragraph so: no run
        ["LAW 13", "D. No Call Made", "2 When the Director determines that a pocket held too few cards"],
        # numbers that do not run on
        ["LAW 5", "A. Seats", "4 Players take their seats.", "1 The Director assigns them."],
    ],
)
def test_numbers_that_number_no_paragraphs_stay(lines: list[str]) -> None:
    assert _read(lines, "en") == lines


def test_a_provision_that_prints_dotted_labels_keeps_its_other_numbers() -> None:
    lines = ["LAW 6", "D. New Shuffle", "1. If it is ascertained", "2 tricks are lost", "3 Tricks are won"]
    assert _read(lines, "en") == lines


def test_a_lone_paragraph_number_reads_in_a_copy_that_numbers_without_dots() -> None:
    doc = Document("statute", "Statute", "formal", "en", "2007", "statute.txt")
    text = "\n".join(
        [
            "Law 6. The Shuffle and Deal",
            "E. Director’s Option on Shuffling and Dealing",
            "1 The Director may instruct that the shuffle and deal be performed at each table.",
            "2 The Director may himself perform the shuffle and deal in advance.",
            "Law 7. Control of Board and Cards",
            "B. Removal of Cards from Board",
            "1 Each player takes a hand from the pocket corresponding to his compass position.",
            "2 Each player counts his cards face down to be sure he has exactly thirteen.",
            "Law 13. Incorrect Number of Cards",
            "D. No Call Made",
            "If a player is found to have an incorrect number of cards and no call has been made:",
            "2 When the Director determines that one or more pockets held an incorrect number of cards.",
        ]
    )
    ids = {p.id: p.text for p in parse_document(text, doc, tables())}
    assert ids["6E2"].startswith("The Director may himself")
    assert ids["7B2"].startswith("Each player counts")
    assert ids["13D2"].startswith("When the Director determines")


@pytest.mark.parametrize(
    ("doc_id", "kind"),
    [
        ("laws-2007-en", "formal"),
        ("laws-2017-everyday-en", "formal"),
        ("laws-2017-nl", "translation"),
        ("skeleton-2017", "formal"),
    ],
)
def test_a_statute_layout_reads_back_whole(doc_id: str, kind: str) -> None:
    right, checked, misses = roundtrip(doc_id, kind, "statute-leden", statute_leden)
    assert right == checked, misses
