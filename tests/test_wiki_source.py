"""A law text pasted from a wiki's edit box reads as the page shows it, not as its markup."""

from __future__ import annotations

from pathlib import Path

from indexer.markup import wiki_to_layout
from indexer.models import Document
from indexer.parse import parse_document
from indexer.sources import load_source
from tests.layouts import tables

WIKI = """{{Infobox code
| name = Laws
}}
__TOC__
== Law 16 – Authorised Information ==
=== A. Players' Use of Information ===
: '''1.''' A player may use information (see [[Law 12|Law 12C]]) if:
:: '''(a)''' it derives from the ''legal'' calls; or
:: '''(b)''' it is authorised.
=== B. Extraneous Information ===
# The first numbered item
# The second {{citation needed}}
## its first part
* a bullet
; Alert : A notification.
{| class="wikitable"
! Side !! Score
|-
| North || 100
|}
[[Category:Laws of bridge]]
"""


def test_wiki_headings_and_labels_read_on_lines_of_their_own(tmp_path: Path) -> None:
    path = tmp_path / "law16.wiki"
    path.write_text(WIKI, encoding="utf-8")
    source = load_source(path)
    lines = [line for line in source.text.splitlines() if line]
    assert source.format == "wiki"
    assert lines == [
        "Law 16 – Authorised Information",
        "A. Players' Use of Information",
        "1. A player may use information (see Law 12C) if:",
        "(a) it derives from the legal calls; or",
        "(b) it is authorised.",
        "B. Extraneous Information",
        "1. The first numbered item",
        "2. The second",
        "1. its first part",
        "• a bullet",
        "Alert — A notification.",
        "Side | Score",
        "North | 100",
    ]


def test_a_pasted_wiki_source_is_known_by_its_markup(tmp_path: Path) -> None:
    path = tmp_path / "law16.txt"
    path.write_text(WIKI, encoding="utf-8")
    source = load_source(path)
    assert source.format == "wiki"
    assert any("read as wiki" in notice.message for notice in source.notices)


def test_a_text_with_one_wiki_like_line_stays_plain(tmp_path: Path) -> None:
    path = tmp_path / "note.txt"
    path.write_text("== Law 16 ==\nA note on '''the''' law.\n", encoding="utf-8")
    assert load_source(path).format == "text"


def test_wiki_law_text_parses_to_its_ids() -> None:
    doc = Document("wiki", "Laws", "formal", "en", "2007", "laws.wiki")
    ids = [p.id for p in parse_document(wiki_to_layout(WIKI).text, doc, tables())]
    assert ids[:5] == ["16", "16A", "16A1", "16A1a", "16A1b"]


def test_a_wikis_category_and_image_links_show_nothing_in_either_language(tmp_path: Path) -> None:
    """The namespaces are the wiki's language's (``wiki_hidden_namespaces`` in layout.toml)."""
    path = tmp_path / "artikel16.wiki"
    page = (
        "== Artikel 16 ==\n[[Categorie:Spelregels]][[Bestand:tafel.png]]'''A.''' Tekst.\n"
        "== Artikel 17 ==\nMeer.\n"
    )
    path.write_text(page + "== Artikel 18 ==\n[[Image:x.png]][[Category:Laws]]Nog meer.\n", encoding="utf-8")
    text = load_source(path).text
    assert "A. Tekst." in text and "Nog meer." in text
    assert not any(word in text for word in ("Categorie", "Bestand", "Image", "Category"))
