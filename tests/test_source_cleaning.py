"""What a copy of a law text brings besides the text, taken out before the text is read:
invisible characters, page furniture, footnotes and words broken at a line's end.

Every input is written from the bundled corpus texts (the 2007 Laws), as another copy of the
same laws would print them.
"""

from __future__ import annotations

import dataclasses
from functools import cache
from pathlib import Path

import pytest

from indexer.build import read_manifest
from indexer.build import read_tables
from indexer.models import Provision
from indexer.models import SourceWarning
from indexer.normalise import normalise_line
from indexer.normalise import source_lines
from indexer.parse import parse_document
from indexer.tables import Tables

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
#: the bundled 2007 text, line n at index n - 1
SOURCE_2007 = (CORPUS / "000_39e7c03f4fe47b4d.txt").read_text(encoding="utf-8").splitlines()


@cache
def tables() -> Tables:
    return read_tables(CORPUS, read_manifest(CORPUS))


def parse_text(
    text: str, kind: str = "formal", language: str = "en", edition: str = "2007"
) -> tuple[dict[str, Provision], list[SourceWarning]]:
    """A text read as a new manifest entry would read it: its provisions by id, and warnings."""
    base = next(d for d in read_manifest(CORPUS) if d.id == "laws-2007-en")
    doc = dataclasses.replace(
        base, id="new-text", kind=kind, language=language, edition=edition, source_file="new.txt"
    )
    warnings: list[SourceWarning] = []
    return {p.id: p for p in parse_document(text, doc, tables(), warnings)}, warnings


def lines_2007(first: int, last: int) -> list[str]:
    """Source lines ``first``..``last`` of the bundled 2007 text."""
    return SOURCE_2007[first - 1 : last]


# --- invisible format characters -----------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "text"),
    [
        ("Director’s Option on Shuf\u00adfling and Dealing", "Director’s Option on Shuffling and Dealing"),
        ("The Director may him\u2060self perform", "The Director may himself perform"),
        ("\ufeffLaw 6\u200b – The\u200e Shuffle", "Law 6 – The Shuffle"),
        ("the\u00a0shuffle\tand\u202fdeal", "the shuffle and deal"),
    ],
)
def test_invisible_format_characters_vanish_from_a_line(line: str, text: str) -> None:
    assert normalise_line(line) == text


def test_a_soft_hyphen_at_a_line_end_joins_the_word_on_that_line() -> None:
    lines = source_lines("1. The Director may instruct that the shuf\u00ad\nfle and deal be performed")
    assert lines == ["1. The Director may instruct that the shuffle", "and deal be performed"]


def test_a_text_with_soft_hyphens_and_word_joiners_reads_as_the_plain_text() -> None:
    """Two definitions and Law 6E as a word processor saves them."""
    plain = ["DEFINITIONS", *lines_2007(107, 107), *lines_2007(125, 126), "", "LAW 6 - THE SHUFFLE AND DEAL"]
    plain += lines_2007(318, 328)
    noisy = [
        line.replace("Cancelled", "Can\u00adcelled")
        .replace("Denomination", "Deno\u00admination")
        .replace("Shuffling", "Shuf\u00adfling")
        .replace("himself", "him\u2060self")
        for line in plain
    ]
    broken = noisy.index("1. The Director may instruct that the shuffle and deal be")
    noisy[broken : broken + 2] = [
        "1. The Director may instruct that the shuf\u00ad",
        f"fle and deal be {noisy[broken + 1]}",
    ]
    read, _ = parse_text("\n".join(noisy))
    assert "definitions/cancelled" in read and "definitions/denomination" in read
    assert read["6E"].heading == "Director’s Option on Shuffling and Dealing"
    assert read["6E2"].text == "The Director may himself perform the shuffle and deal in advance."
    assert {pid: p.text for pid, p in read.items()} == {
        pid: p.text for pid, p in parse_text("\n".join(plain))[0].items()
    }


# --- page furniture ------------------------------------------------------------------------


def law_heading_lines(line: str) -> list[str]:
    """ "LAW 5 - ASSIGNMENT OF SEATS" printed as "LAW 5" above its title."""
    number, _, title = line.partition(" - ")
    return [number, title] if title else [line]


#: Laws 5, 6 and 7 of the bundled 2007 text, each heading as "LAW N" above its title (the text
#: prints no heading for Law 6: it is written in)
LAWS_5_TO_7 = [
    *law_heading_lines(SOURCE_2007[275]),
    *lines_2007(277, 289),
    "LAW 6",
    "THE SHUFFLE AND DEAL",
    *lines_2007(290, 334),
    *law_heading_lines(SOURCE_2007[334]),
    *lines_2007(336, 378),
]


def booklet_pages(pages: list[list[str]], first: int) -> str:
    """Pages as a PDF reader gives them: split by form feeds, the book's title and the page's
    number on one line (odd pages: the number, then the law), a copyright line at the foot."""
    out: list[str] = []
    law = ""
    for number, lines in enumerate(pages, start=first):
        law = next((line for line in lines if line.startswith("LAW ")), law)
        head = f"{number}\t\t\t{law}" if number % 2 else f"LAWS OF DUPLICATE BRIDGE 2007\t\t\t{number}"
        out.append("\n".join([head, "", *lines, "", "© World Bridge Federation"]))
    return "\n\f".join(out)


def pages_of_laws_5_to_7() -> list[list[str]]:
    """Each law from a new page, Laws 6 and 7 over two pages each, split inside a sentence."""
    law_6 = LAWS_5_TO_7.index("LAW 6")
    law_7 = LAWS_5_TO_7.index("LAW 7")
    cuts = [0, law_6, law_6 + 20, law_7, law_7 + 22, len(LAWS_5_TO_7)]
    return [LAWS_5_TO_7[a:b] for a, b in zip(cuts, cuts[1:], strict=False)]


def test_running_heads_carrying_their_page_number_and_a_copyright_footer_are_dropped() -> None:
    paged, warnings = parse_text(booklet_pages(pages_of_laws_5_to_7(), 9))
    plain, _ = parse_text("\n".join(LAWS_5_TO_7))
    assert {pid: (p.heading, p.text) for pid, p in paged.items()} == {
        pid: (p.heading, p.text) for pid, p in plain.items()
    }
    assert paged["5A"].text.endswith("only upon instruction or with permission of the Director.")
    assert any("dropped 10 running head line(s)" in w.message for w in warnings)


def test_law_headings_at_the_top_of_pages_are_never_taken_for_running_heads() -> None:
    """ "LAW 5", "LAW 6", "LAW 7" each open a page, by its number: they grow as page numbers do."""
    paged, _ = parse_text(booklet_pages(pages_of_laws_5_to_7(), 9))
    assert [(pid, paged[pid].heading) for pid in ("5", "6", "7")] == [
        ("5", "Assignment of Seats"),
        ("6", "The Shuffle and Deal"),
        ("7", "Control of Board and Cards"),
    ]


def test_a_footer_opening_with_a_sign_is_dropped_without_page_numbers() -> None:
    pages = pages_of_laws_5_to_7()
    text = "\n".join(line for page in pages for line in [*page, "", "© World Bridge Federation", ""])
    read, warnings = parse_text(text)
    assert not any("World Bridge" in p.text for p in read.values())
    assert any("running head" in w.message for w in warnings)


# --- footnotes ------------------------------------------------------------------------------

#: Law 9A of the bundled 2007 text
LAW_9A = lines_2007(379, 394)


@pytest.mark.parametrize("sign", ["†", "‡", "§", "¹", "²"])
def test_a_footnote_marked_with_a_sign_joins_its_provision_and_the_sentence_resumes(sign: str) -> None:
    """9A3 broken by a page's foot: its marker glued to "hand", the note under a ``____`` rule,
    the page's number, then the sentence goes on."""
    broken = LAW_9A.index("attention to it during the play period but may do so after play of the hand is")
    page_foot = [
        "",
        "________________",
        f"{sign} Board: A duplicate board as described in Law 2.",
        "- 12 -",
        "",
    ]
    text = [
        *LAW_9A[:broken],
        f"attention to it during the play period but may do so after play of the hand{sign} is",
        *page_foot,
        *LAW_9A[broken + 1 :],
    ]
    read, warnings = parse_text("\n".join(text))
    plain, _ = parse_text("\n".join(LAW_9A))
    assert read["9A3"].text == plain["9A3"].text.replace("of the hand is", "of the hand* is") + (
        "\n\n* Board: A duplicate board as described in Law 2."
    )
    assert read["9A4"].text == plain["9A4"].text
    assert any("footnote rule" in w.message for w in warnings)


def test_a_sign_not_glued_to_a_word_is_no_footnote_marker() -> None:
    """ "§ 2" cites a paragraph: it stays as printed."""
    line = "Law 9 § 2 applies to an irregularity during the auction period."
    read, _ = parse_text("\n".join([*LAW_9A[:3], f"1. {line}"]))
    assert read["9A1"].text == line


def test_a_form_feed_or_vertical_tab_keeps_the_files_line_numbers() -> None:
    """A PDF's text ends each page with a form feed, a word processor breaks a line inside a
    paragraph with a vertical tab: neither is a line of its own, so that every warning names
    the line an editor shows."""
    text = "LAW 1\n\fThe Laws are designed\vto define correct procedure.\r\nLAW 2\n"
    assert source_lines(text) == ["LAW 1", "The Laws are designed to define correct procedure.", "LAW 2"]
