"""A line number printed in a left margin on every line is no part of the text."""

from __future__ import annotations

from indexer.models import SourceWarning
from indexer.normalise import clean_lines
from indexer.normalise import source_lines

BODY = [
    "LAW 16 - AUTHORISED AND UNAUTHORISED INFORMATION",
    "",
    "A. Players' Use of Information",
    "1. A player may use information in the auction or play if:",
    "(a) it derives from the legal calls and plays of the current",
    "board (including illegal calls and plays that are accepted)",
    "and is unaffected by unauthorized information from another",
    "source; or",
    "(b) it is authorized information from a withdrawn action",
    "(see D); or",
    "12 boards are played in each round.",
    "2. Players may also take into account their estimate of",
    "their own score.",
]


def _numbered(lines: list[str], first: int = 1, gap: str = "   ") -> str:
    return "\n".join(f"{n:>4}{gap}{line}".rstrip() for n, line in enumerate(lines, start=first))


def test_a_margin_of_line_numbers_is_taken_off_every_line() -> None:
    assert source_lines(_numbered(BODY)) == BODY


def test_a_margin_that_starts_again_at_one_on_a_new_page_is_taken_off() -> None:
    text = _numbered(BODY[:7]) + "\n" + _numbered(BODY[7:], gap="\t")
    assert source_lines(text) == BODY


def test_labels_and_a_paragraph_opening_with_a_number_are_no_margin() -> None:
    lines = [
        "1. A player may",
        "12 boards are played in each round.",
        "2. Players may",
        "12  boards",
        "3. Each",
    ]
    assert source_lines("\n".join(lines * 3)) == [line.replace("  ", " ") for line in lines * 3]


def test_numbers_that_do_not_run_on_are_no_margin() -> None:
    text = "\n".join(f"{n}  players sit at table {n}" for n in (4, 8, 2, 16, 3, 9, 12, 5, 7, 30, 1, 22))
    assert source_lines(text)[0] == "4 players sit at table 4"


def test_the_margin_taken_off_is_reported_as_page_furniture() -> None:
    warnings: list[SourceWarning] = []
    lines = clean_lines(source_lines(_numbered(BODY)), warnings, "laws.txt")
    assert lines == BODY
    assert [w.message for w in warnings] == [
        f"dropped {len(BODY)} margin number line(s): 1, 2, 3, 4, 5, 6, 7, 8 …"
    ]
