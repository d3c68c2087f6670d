"""An email quote that a mail program re-wrapped at 72 columns: the continuation lines lost
their ``> ``, and the quote goes on through them, so every quoted line loses its prefix."""

from __future__ import annotations

from indexer.formats import text_to_layout


def test_a_line_between_two_quoted_lines_continues_the_quote() -> None:
    text = "\n".join(
        [
            "On Monday Sam wrote:",
            "> 1. A player must not break a law on purpose, even if willing to accept",
            "the rectification.",
            "> 2. A player may not infringe a law intending to profit.",
            "",
            "Thanks.",
        ]
    )
    assert text_to_layout(text).text.splitlines()[1:4] == [
        "1. A player must not break a law on purpose, even if willing to accept",
        "the rectification.",
        "2. A player may not infringe a law intending to profit.",
    ]


def test_a_quoted_line_that_ends_no_sentence_goes_on_unquoted() -> None:
    text = "> (a) the Director awards an adjusted score when\nthe contestants have been damaged\n\nReply."
    assert text_to_layout(text).text.splitlines()[:2] == [
        "(a) the Director awards an adjusted score when",
        "the contestants have been damaged",
    ]


def test_a_finished_quoted_line_alone_keeps_its_prefix() -> None:
    text = "> 2. Quoted once.\nMy answer follows.\n\nMore."
    assert text_to_layout(text).text.splitlines()[0] == "> 2. Quoted once."


def test_a_table_quoted_with_bars_is_not_joined_to_the_text_after_it() -> None:
    text = "| a | b |\n| c | d |\nafter the table"
    assert text_to_layout(text).text.splitlines() == ["| a | b |", "| c | d |", "after the table"]
