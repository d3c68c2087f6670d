"""A web page that prints no labels but names each provision in an element's anchor (``id``, or
an ``<a>``'s ``name``): the anchor stands as the label the page does not print."""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.formats import anchor_ref
from indexer.formats import html_to_layout
from indexer.models import Document
from indexer.parse import parse_document
from indexer.sources import read_manifest
from indexer.tables import Tables
from indexer.tables import read_tables

CORPUS = Path(__file__).resolve().parent.parent / "corpus"


@pytest.fixture(scope="module")
def tables() -> Tables:
    return read_tables(CORPUS, read_manifest(CORPUS))


@pytest.mark.parametrize(
    ("anchor", "expected"),
    [
        ("law16b1a", "16B1a"),
        ("law-16-b", "16B"),
        ("16.A.1", "16A1"),
        ("16A1a", "16A1a"),
        ("L16B1a", "16B1a"),
        ("Artikel_20_F_2", "20F2"),
        ("80b2g_ii", "80B2g_ii"),
        ("12C1e-ii", "12C1e_ii"),
        ("12c1eii", "12C1e_ii"),
        ("law-16", "16"),
        ("toc", None),
        ("section-3", None),
        ("fn1", None),
        ("law-94-a", None),
        ("16b1iv", None),
    ],
)
def test_an_anchor_is_read_as_the_provision_it_names_whatever_its_separators(
    anchor: str, expected: str | None
) -> None:
    ref = anchor_ref(anchor)
    assert (ref.id if ref else None) == expected


def test_an_anchor_stands_as_the_label_a_page_does_not_print() -> None:
    page = """<html><body>
    <section id="law-12"><h2>Law 12 – Director’s Discretionary Powers</h2>
    <h3 id="law-12-a">Power to Award an Adjusted Score</h3>
    <p id="law12a2">The Director awards an artificial adjusted score.</p>
    <div id="12.C.1"><p>When the Director awards an adjusted score:</p></div>
    <p><a name="l12c1e"></a>If the irregularity was not damaging:</p>
    <ul><li id="12C1e_ii">the non-offending side gets the table result.</li></ul>
    </section></body></html>"""

    assert html_to_layout(page).text.splitlines() == [
        "Law 12 – Director’s Discretionary Powers",
        "",
        "12A Power to Award an Adjusted Score",
        "",
        "12A2 The Director awards an artificial adjusted score.",
        "",
        "12C1 When the Director awards an adjusted score:",
        "",
        "12C1(e) If the irregularity was not damaging:",
        "",
        "12C1(e)(ii) the non-offending side gets the table result.",
    ]


def test_a_printed_label_wins_and_other_anchors_are_left_alone() -> None:
    page = """<html><body>
    <h2>Law 16 – Unauthorised Information</h2>
    <p id="law16a">A. Players' Use of Information</p>
    <p id="16B1a">16B1(a) After a player makes available</p>
    <p id="top">A paragraph with an anchor that names no provision.</p>
    <p id="law17a">An anchor naming another law than the page is in.</p>
    <p>See <a id="law16c">Law 16C</a> for withdrawn actions.</p>
    <p id="law16d"></p>
    <h2>Law 17 – The Auction Period</h2>
    <p id="law17a">The auction period starts.</p>
    </body></html>"""

    assert html_to_layout(page).text.splitlines() == [
        "Law 16 – Unauthorised Information",
        "",
        "A. Players' Use of Information",
        "",
        "16B1(a) After a player makes available",
        "",
        "A paragraph with an anchor that names no provision.",
        "",
        "An anchor naming another law than the page is in.",
        "",
        "See Law 16C for withdrawn actions.",
        "",
        "Law 17 – The Auction Period",
        "",
        "17A The auction period starts.",
    ]


def test_a_page_that_skips_provisions_parses_to_the_ids_its_anchors_name(tables: Tables) -> None:
    doc = Document("anchored", "Laws", "formal", "en", "2017", "anchored.html")
    page = """<html><body>
    <h2>Law 93 – Procedures of Appeal</h2>
    <p id="law-93-a">The Director hears the appeal of a contestant first.</p>
    <p id="law-93-b-2">The Appeals Committee decides matters of fact and judgement.</p>
    <p id="law-93-c-3-b">The Regulating Authority may decide the appeal itself.</p>
    </body></html>"""

    provisions = parse_document(html_to_layout(page).text, doc, tables)

    texts = {p.id: p.text for p in provisions if p.text}
    assert texts == {
        "93A": "The Director hears the appeal of a contestant first.",
        "93B2": "The Appeals Committee decides matters of fact and judgement.",
        "93C3b": "The Regulating Authority may decide the appeal itself.",
    }
