"""A law text written in Textile (a Redmine or Textpattern page) reads as the page it renders to."""

from __future__ import annotations

from pathlib import Path

from indexer.models import Document
from indexer.parse import parse_document
from indexer.sources import load_source
from indexer.textiletext import textile_to_layout
from tests.layouts import tables

TEXTILE = """h1. The Laws

{{>toc}}

h2. Definitions

- Alert := A notification to the opponents.

h2(#law-16). Law 16 -- Authorised Information

h3. A. Players' Use of Information

p(. 1. A player may use information (see "Law 12C":#law-12) if:

p((. (a) it derives from the *legal* calls; or

p((. (c) it is _authorised_, as ["Law 6":#law-6]'s text says.

p. *B.* Extraneous information.
"""


def test_textile_signatures_links_and_bold_read_as_the_page_shows_them(tmp_path: Path) -> None:
    path = tmp_path / "laws.textile"
    path.write_text(TEXTILE, encoding="utf-8")
    source = load_source(path)
    lines = [line.strip() for line in source.text.splitlines() if line.strip()]
    assert source.format == "textile"
    assert lines == [
        "The Laws",
        "Definitions",
        "Alert — A notification to the opponents.",
        "Law 16 -- Authorised Information",
        "A. Players' Use of Information",
        "1. A player may use information (see Law 12C) if:",
        "(a) it derives from the legal calls; or",
        "(c) it is authorised, as Law 6's text says.",
        "B. Extraneous information.",
    ]


def test_a_plain_text_in_textile_is_known_by_its_block_signatures(tmp_path: Path) -> None:
    path = tmp_path / "laws.txt"
    path.write_text(TEXTILE, encoding="utf-8")
    source = load_source(path)
    assert source.format == "textile"
    assert any("read as textile" in notice.message for notice in source.notices)


def test_a_note_that_mentions_a_paragraph_is_not_textile(tmp_path: Path) -> None:
    path = tmp_path / "note.txt"
    path.write_text(
        "Law 16\n\np. 3 of the booklet says so.\nh2. is a heading in Textile.\n", encoding="utf-8"
    )
    assert load_source(path).format != "textile"


def test_textile_law_text_parses_to_its_ids() -> None:
    doc = Document("textile", "Laws", "formal", "en", "2007", "laws.textile")
    ids = [p.id for p in parse_document(textile_to_layout(TEXTILE).text, doc, tables())]
    assert "definitions/alert" in ids
    assert [i for i in ids if i.startswith("16")] == ["16", "16A", "16A1", "16A1a", "16A1c", "16B"]
