"""A word processor's multilevel numbering ("16.1" for 16A, "16.1.1" for 16A1, "16.1.1.a" for
16A1a, "12.3.1.e.i" for 12C1e_i, a tab or spaces after it) gives each provision its id when the
text numbers its sections so throughout; a "16.1" alone, or a citation, is read as printed."""

from __future__ import annotations

import pytest

from indexer.parsers.lawtext import decimal_sections
from tests.layouts import dutch_multilevel_numbering
from tests.layouts import multilevel_numbering
from tests.layouts import roundtrip
from tests.test_parse_laws import parse_text

LAW_16 = [
    "Law 16 – Authorised and Unauthorised Information",
    "16.1\tPlayers’ Use of Information",
    "16.1.1\tA player may make use of information in the auction or play if:",
    "16.1.1.a\tit derives from the legal calls and plays of the current board.",
    "16.1.1.b\tit is authorised information from a withdrawn action.",
    "16.2  Extraneous Information from Partner",
    "16.2.1  After a player makes available to his partner extraneous information, see Law 16.1.",
]


def test_multilevel_numbers_name_the_provisions_the_laws_letter() -> None:
    provisions, _ = parse_text("\n".join(LAW_16), edition="2017")
    by_id = {p.id: p for p in provisions}
    assert by_id["16A"].heading == "Players’ Use of Information"
    assert by_id["16A1a"].text.startswith("it derives from the legal calls")
    assert by_id["16A1b"].text.startswith("it is authorised information")
    assert by_id["16B"].heading == "Extraneous Information from Partner"
    assert by_id["16B1"].text.endswith("see Law 16.1.")


def test_a_roman_item_under_a_multilevel_number_is_read() -> None:
    lines = ["Law 12 – Director’s Discretionary Powers", "12.3.1.e.i\tText", "12.3.1.e.ii\tMore"]
    read = decimal_sections(lines, {0: 12}, frozenset({"12C"}))
    assert read[1:] == ["12.C.1.e.i\tText", "12.C.1.e.ii\tMore"]


@pytest.mark.parametrize(
    "lines",
    [
        # one number at a line's start, in a text that letters its sections
        ["Law 16", "A. Players’ Use of Information", "16.1 per cent of boards are played", "B. More"],
        # a number under another law: a citation wrapped to a line's start
        ["Law 20", "20.1\tText", "16.1 applies here", "20.2\tText"],
        # a section the skeleton does not letter
        ["Law 2", "2.1\tText", "2.2\tText"],
    ],
)
def test_a_number_not_printed_so_throughout_is_read_as_printed(lines: list[str]) -> None:
    lettered = frozenset({"16A", "16B", "20A", "20B"})
    assert decimal_sections(lines, {0: int(lines[0].split()[1])}, lettered) == lines


@pytest.mark.parametrize(
    ("doc_id", "kind", "render"),
    [
        ("laws-2007-en", "formal", multilevel_numbering),
        ("skeleton-2017", "formal", multilevel_numbering),
        ("laws-2017-nl", "translation", dutch_multilevel_numbering),
    ],
)
def test_every_id_of_a_text_with_multilevel_numbering_comes_back(doc_id: str, kind: str, render) -> None:
    right, checked, misses = roundtrip(doc_id, kind, "multilevel-numbering", render)
    assert right == checked, misses[:10]
