"""A note-taking app's note (Obsidian) reads as the note shows it: wiki links as their text,
comments, tags, callout types and properties left out."""

from __future__ import annotations

from pathlib import Path

from indexer.models import Document
from indexer.parse import parse_document
from indexer.sources import load_source
from tests.layouts import tables

NOTE = """---
tags:
  - bridge
created: 2023-03-01
---
# Spelregels

> [!info]+ Bron
> Zie ook [[Clubavond]].

## Artikel 16 – Gebruik van informatie
#wbf/artikel-16 #regels
%% overgenomen
uit het boekje %%

### A. Informatie

1. Een speler mag informatie gebruiken (zie [[Artikel 12#C|Artikel 12C]] en [[Artikel 20]]).
2. ![[diagram.png]]Niet deze.
"""


def test_wiki_links_comments_tags_and_properties_read_as_the_note_shows_them(tmp_path: Path) -> None:
    path = tmp_path / "spelregels.md"
    path.write_text(NOTE, encoding="utf-8")
    source = load_source(path)
    lines = [line.strip() for line in source.text.splitlines() if line.strip()]
    assert lines == [
        "Spelregels",
        "Bron",
        "Zie ook Clubavond.",
        "Artikel 16 – Gebruik van informatie",
        "A. Informatie",
        "1. Een speler mag informatie gebruiken (zie Artikel 12C en Artikel 20).",
        "2. Niet deze.",
    ]
    assert len(source.text.splitlines()) == len(NOTE.splitlines())


def test_a_wiki_link_in_a_plain_text_reads_as_its_text(tmp_path: Path) -> None:
    path = tmp_path / "note.txt"
    path.write_text(
        "Law 16 – Information\n\nA. See [[Law 12#C|Law 12C]] and [[Law 20#F]].\n", encoding="utf-8"
    )
    assert "A. See Law 12C and Law 20 F." in load_source(path).text


def test_a_note_with_wiki_links_parses_to_its_ids(tmp_path: Path) -> None:
    path = tmp_path / "spelregels.md"
    path.write_text(NOTE, encoding="utf-8")
    doc = Document("note", "Spelregels", "translation", "nl", "2017", "spelregels.md")
    provisions = parse_document(load_source(path).text, doc, tables())
    texts = {p.id: p.text for p in provisions}
    assert texts["16"] == ""
    assert texts["16A1"] == "Een speler mag informatie gebruiken (zie Artikel 12C en Artikel 20)."
