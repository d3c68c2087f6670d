"""A law text written in Emacs Org mode reads as the outline it is, its markup gone."""

from __future__ import annotations

from pathlib import Path

from indexer.models import Document
from indexer.orgtext import org_to_layout
from indexer.parse import parse_document
from indexer.sources import load_source
from indexer.sources import org_markup
from tests.layouts import tables

ORG = """#+TITLE: Wetboek
#+STARTUP: overview
# a note to the editor: not text

* Definitions
- Alert :: A notification to the opponents.

* Law 16 – Authorised Information                :law:rules:
:PROPERTIES:
:CUSTOM_ID: law-16
:END:
** A. Players' Use of Information
1. A player may use information (see [[#law-12][Law 12C]]) if:
   a. it derives from the *legal* calls; or
   b. it is /authorised/.
      - (i) one item
** B. Extraneous Information
| Side  | Score |
|-------+-------|
| North |   100 |
"""


def test_org_headlines_lists_and_links_read_as_their_text(tmp_path: Path) -> None:
    path = tmp_path / "laws.org"
    path.write_text(ORG, encoding="utf-8")
    source = load_source(path)
    lines = [line.strip() for line in source.text.splitlines() if line]
    assert source.format == "org"
    assert lines == [
        "Definitions",
        "Alert — A notification to the opponents.",
        "Law 16 – Authorised Information",
        "A. Players' Use of Information",
        "1. A player may use information (see Law 12C) if:",
        "a. it derives from the legal calls; or",
        "b. it is authorised.",
        "- (i) one item",
        "B. Extraneous Information",
        "Side | Score",
        "North | 100",
    ]
    heading = source.text.splitlines().index("B. Extraneous Information") + 1
    assert source.source_line(heading) == ORG.splitlines().index("** B. Extraneous Information") + 1


def test_a_plain_text_in_org_is_known_by_its_keywords_and_headlines(tmp_path: Path) -> None:
    path = tmp_path / "laws.txt"
    path.write_text(ORG + "\n* Law 17 – The Auction\n", encoding="utf-8")
    source = load_source(path)
    assert source.format == "org"
    assert any("read as org" in notice.message for notice in source.notices)


def test_a_note_with_starred_lines_and_no_keywords_is_not_org(tmp_path: Path) -> None:
    path = tmp_path / "note.txt"
    path.write_text("* Law 16\n* Law 17\n* Law 18\nText.\n", encoding="utf-8")
    assert load_source(path).format != "org"


def test_org_law_text_parses_to_its_ids() -> None:
    doc = Document("org", "Laws", "formal", "en", "2007", "laws.org")
    text = org_to_layout(ORG, org_markup()).text
    ids = [p.id for p in parse_document(text, doc, tables())]
    assert "definitions/alert" in ids
    expected = ["16", "16A", "16A1", "16A1a", "16A1b", "16A1b_i", "16B"]
    assert [i for i in ids if i.startswith("16")][:7] == expected
