"""A sheet of ids and texts pasted into a plain text file: cells holding line breaks go on in
lines with no tab, a law's row holds its title and its own text, and a front-matter part's
row has no id and runs its heading into its text after a colon.

The rows are written from the bundled 2007 Laws.
"""

from __future__ import annotations

from indexer.rows import looks_like_table
from indexer.sources import table_words
from tests.layouts import bundled
from tests.layouts import pasted_id_rows
from tests.layouts import read_back
from tests.test_source_cleaning import parse_text


def law_2007(pid: str) -> str:
    return next(p.text for p in bundled("laws-2007-en")[1] if p.id == pid)


def pasted() -> str:
    """Laws 1 to 5 of 2007 and the introduction, pasted as the sheet's rows."""
    _, provisions = bundled("laws-2007-en")
    chosen = [p for p in provisions if p.id == "introduction" or p.law in (1, 2, 3, 4, 5)]
    return pasted_id_rows(chosen, {})


def test_a_cell_going_on_in_lines_without_a_tab_keeps_the_text_a_table() -> None:
    lines = pasted().split("\n")
    assert "1 5 9 13" in lines  # the board table's lines, in Law 2's cell
    assert any(line.startswith("2\tThe Duplicate Boards – A duplicate board") for line in lines)
    read, _ = parse_text(read_back(pasted().encode("utf-8"), ".txt"))
    assert [pid for pid in read if pid in ("1", "2", "3", "4")] == ["1", "2", "3", "4"]
    assert read["2"].text.startswith("A duplicate board containing a pack")
    assert "North Dealer Boards" in read["2"].text
    assert read["3"].text.startswith("Four players play at each table")
    assert read["1"].heading == "The Pack - Rank of Cards and Suits"  # a title of two parts stays whole


def test_a_front_matter_row_runs_its_heading_into_its_text_after_a_colon() -> None:
    read, _ = parse_text(read_back(pasted().encode("utf-8"), ".txt"))
    assert read["introduction"].heading == "Introduction to the 2007 Laws"
    assert read["introduction"].text[:40] == law_2007("introduction")[:40]


def test_a_text_indented_by_tabs_is_no_table() -> None:
    text = "\n".join(f"\t{n}. The Director may require a new shuffle and deal." for n in range(1, 9))
    assert not looks_like_table(f"16\tAuthorized Information\n{text}\n17\tThe Auction", table_words())
