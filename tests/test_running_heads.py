"""A page's running head is told from a provision's line that repeats with only its number
changed: a head stands at a page's edge and never begins a sentence that goes on below it.

The texts are written from the 2007 code's skeleton and the bundled 2007 Laws, as a copy
without page numbers prints them.
"""

from __future__ import annotations

from indexer.models import SourceWarning
from indexer.normalise import clean_lines
from indexer.normalise import running_heads
from tests.layouts import indented_first_lines
from tests.layouts import whole_code
from tests.test_source_cleaning import parse_text


def test_a_repeated_sentence_that_goes_on_below_is_no_running_head() -> None:
    _, provisions = whole_code("2007")
    titles = {p.law: p.heading for p in provisions if p.id == str(p.law)}
    text = indented_first_lines(list(provisions), titles)
    assert "    Under Law 10A the Director rules as this provision\nrequires." in text
    read, warnings = parse_text(text)
    for p in provisions:
        assert read[p.id].text == p.text, p.id
    assert not [w for w in warnings if "running head" in w.message]


def test_a_head_at_each_page_top_is_still_dropped_without_page_numbers() -> None:
    page = ["Laws of Duplicate Bridge", "", *(["The Director may require a new shuffle and deal."] * 11), ""]
    lines = page * 4
    assert running_heads(lines) == [0, 14, 28, 42]
    warnings: list[SourceWarning] = []
    cleaned = clean_lines(lines, warnings, "new.txt")
    assert cleaned[0] == "" and cleaned[2] == "The Director may require a new shuffle and deal."
    assert [w.message for w in warnings] == ["dropped 4 running head line(s): 1, 15, 29, 43"]
