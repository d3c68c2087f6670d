"""A law text written in AsciiDoc reads as the book it renders to, its markup gone."""

from __future__ import annotations

from pathlib import Path

from indexer.markup import asciidoc_to_layout
from indexer.models import Document
from indexer.parse import parse_document
from indexer.sources import asciidoc_markup
from indexer.sources import load_source
from tests.layouts import tables

ADOC = """= The Laws of Duplicate Bridge
:doctype: book
:toc: left

////
A comment block: not text.
////

[glossary]
== Definitions

Alert:: A notification to the opponents.

[[law16]]
== Law 16 – Authorised Information

[[law16A]]
=== A. Players' Use of Information

1. A player may use information (see <<law12,Law 12C>>) if:
a. it derives from the *legal* calls; or
+
it is a second paragraph.
b. it is authorised.

// a note to the editor
=== B. Extraneous Information
. The first numbered item
.. its first part
* a bullet

[cols="1,1"]
|===
|Side |Score
|North |100
|===
"""


def test_asciidoc_headings_and_labels_read_on_lines_of_their_own(tmp_path: Path) -> None:
    path = tmp_path / "laws.adoc"
    path.write_text(ADOC, encoding="utf-8")
    source = load_source(path)
    lines = [line for line in source.text.splitlines() if line]
    assert source.format == "asciidoc"
    assert lines == [
        "The Laws of Duplicate Bridge",
        "Definitions",
        "Alert — A notification to the opponents.",
        "Law 16 – Authorised Information",
        "A. Players' Use of Information",
        "1. A player may use information (see Law 12C) if:",
        "a. it derives from the legal calls; or",
        "it is a second paragraph.",
        "b. it is authorised.",
        "B. Extraneous Information",
        "1. The first numbered item",
        "1. its first part",
        "• a bullet",
        "Side | Score",
        "North | 100",
    ]
    assert source.source_line(lines.index("Alert — A notification to the opponents.") + 1) is not None


def test_a_plain_text_in_asciidoc_is_known_by_its_title_and_sections(tmp_path: Path) -> None:
    path = tmp_path / "laws.txt"
    path.write_text(ADOC + "\n== Law 17 – The Auction\n\n== Law 18 – Bids\n", encoding="utf-8")
    source = load_source(path)
    assert source.format == "asciidoc"
    assert any("read as asciidoc" in notice.message for notice in source.notices)


def test_a_text_with_a_wiki_heading_is_not_asciidoc(tmp_path: Path) -> None:
    path = tmp_path / "note.txt"
    path.write_text("= Note\n== Law 16 ==\n== Law 17 ==\n== Law 18 ==\nText.\n", encoding="utf-8")
    assert load_source(path).format != "asciidoc"


def test_asciidoc_law_text_parses_to_its_ids() -> None:
    doc = Document("adoc", "Laws", "formal", "en", "2007", "laws.adoc")
    text = asciidoc_to_layout(ADOC, asciidoc_markup()).text
    ids = [p.id for p in parse_document(text, doc, tables())]
    assert [i for i in ids if i.startswith("16")][:5] == ["16", "16A", "16A1", "16A1a", "16A1b"]
