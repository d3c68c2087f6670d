"""A web page saved as text by a text browser (lynx -dump) reads as the text the page shows: the
"[n]" markers of the links its closing "References" list numbers go, and so do that list and a
navigation bar of markers; a law text's own brackets stay."""

from __future__ import annotations

import pytest

from indexer.formats import text_to_layout
from indexer.sources import page_words
from tests.layouts import DUTCH
from tests.layouts import SOURCES
from tests.layouts import roundtrip
from tests.layouts import text_browser_dump

DUMP = [
    "   [1]Home  [2]Laws  [3]Log in",
    "",
    "Law 12 – Director’s Discretionary Powers",
    "",
    "   (e) The Director awards an adjusted score (see [4]Law 12C1[5]) in place of",
    "       (c): the score obtained [and see C1(d)], as [3] of the table says.",
    "",
    "{heading}",
    "",
    "   1. https://example.org/",
    "   2. https://example.org/laws",
    "   3. https://example.org/login",
    "   4. https://example.org/laws/12",
    "",
    "   Hidden links:",
    "   5. /laws/12c1",
]


def layout_lines(lines: list[str]) -> list[str]:
    return text_to_layout("\n".join(lines) + "\n", page_words()).text.split("\n")


@pytest.mark.parametrize("heading", ["References", "Verwijzingen"])
def test_a_text_browsers_link_markers_and_list_of_links_are_left_out(heading: str) -> None:
    lines = layout_lines([line.format(heading=heading) for line in DUMP])
    assert lines[0] == ""
    assert lines[4] == "   (e) The Director awards an adjusted score (see Law 12C1) in place of"
    assert lines[5] == "       (c): the score obtained [and see C1(d)], as of the table says."
    assert not any(lines[7:])


def test_a_marker_the_closing_list_does_not_number_stays() -> None:
    lines = layout_lines([line.format(heading="References") for line in DUMP[:-2]])
    assert "see Law 12C1[5])" in lines[4]


@pytest.mark.parametrize(
    "closing",
    [
        ["References", "", "1. Law 16 of the 2007 Laws", "2. Law 73"],  # a text's own references
        ["References"],  # a heading with no list
        ["   1. https://example.org/"],  # a list with no heading
    ],
)
def test_a_text_that_closes_with_no_list_of_links_under_its_heading_is_left_as_it_is(
    closing: list[str],
) -> None:
    text = "\n".join(["Law 16 – Information", "A. See [1] and [2].", "", *closing]) + "\n"
    assert text_to_layout(text, page_words()).text == text


@pytest.mark.parametrize(("doc_id", "kind"), [*SOURCES.items(), *DUTCH.items()])
def test_every_id_of_a_text_browsers_dump_comes_back(doc_id: str, kind: str) -> None:
    right, checked, misses = roundtrip(doc_id, kind, "text-browser-dump", text_browser_dump)
    assert right == checked, misses[:10]
