"""An XML document saved as plain text without its ``<?xml`` declaration is read as XML when it
opens unmistakably: with its root element (or a DOCTYPE naming it) whose end tag closes the
file, as a saved page or a JSON export saved as text already is.

The documents are written from the bundled 2007 Laws.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.sources import load_source
from indexer.sources import markup_of
from tests.test_source_cleaning import parse_text

LAW_6 = (
    "<div><head>Law 6 – The Shuffle and Deal</head>"
    "<div><head>A. The Shuffle</head><p>Before play starts, each pack is thoroughly shuffled.</p></div>"
    "<div><head>B. The Deal</head><p>The cards must be dealt face down, one card at a time.</p></div>"
    "<div><head>C. Representation of Both Pairs</head><p>A member of each side should be present.</p></div>"
    "</div>"
)


@pytest.mark.parametrize(
    "document",
    [
        f'<TEI xmlns="http://www.tei-c.org/ns/1.0"><text><body>{LAW_6}</body></text></TEI>\n',
        f"<!-- exported -->\n<article><body>{LAW_6}</body></article>",
        f'<!DOCTYPE book [<!ENTITY wbf "World Bridge Federation">]>\n<book><part>{LAW_6}</part></book>\n',
        '<opml version="2.0"><body><outline text="Law 6 – The Shuffle and Deal"/></body></opml>',
    ],
)
def test_an_xml_document_without_a_declaration_is_xml(document: str) -> None:
    assert markup_of(document) == "xml"


@pytest.mark.parametrize(
    "text",
    [
        "<b>Law 6</b> governs the shuffle and the deal.\n",
        "<article>Law 6 – The Shuffle and Deal\nA. The Shuffle\n",
        f"<!DOCTYPE book>\n<article><body>{LAW_6}</body></article>",
    ],
)
def test_a_text_that_merely_opens_with_a_tag_is_no_xml(text: str) -> None:
    assert markup_of(text) is None


def test_a_tei_document_saved_as_text_reads_its_laws(tmp_path: Path) -> None:
    path = tmp_path / "laws.txt"
    path.write_text(f"<TEI><teiHeader><title>Club</title></teiHeader><text><body>{LAW_6}</body></text></TEI>")
    source = load_source(path, name="laws.txt")
    assert source.format == "xml"
    assert any("read as xml" in notice.message for notice in source.notices)
    read, _ = parse_text(source.text)
    assert read["6A"].text == "Before play starts, each pack is thoroughly shuffled."
    assert read["6C"].heading == "Representation of Both Pairs"
