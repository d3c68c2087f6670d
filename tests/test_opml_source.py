"""An outliner's OPML export: one ``<outline text="...">`` a provision, nested by level, further
paragraphs in the ``_note`` attribute. It is read through the XML reader, with the same care: no
entity expanded, nothing fetched, nesting bounded.

The outlines are written from the bundled 2007 Laws.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.formats import MAX_DEPTH
from indexer.models import SourceError
from indexer.sources import format_of
from indexer.sources import load_source
from tests.test_source_cleaning import parse_text

SHUFFLE = "Before play starts, each pack is thoroughly shuffled."
CUT = "There is a cut if either opponent so requests."
LAW_6 = f"""<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0">
  <head><title>Club copy</title><ownerName>Law 99 – Not a Law</ownerName></head>
  <body>
    <outline text="Law 6 – The Shuffle and Deal">
      <outline text="A. The Shuffle" _note="{SHUFFLE}&#10;&#10;{CUT}"/>
      <outline text="B. The Deal" _note="The cards must be dealt face down, one card at a time."/>
      <outline text="C. Representation of Both Pairs" _note="A member of each side should be present."/>
      <outline text="D. New Shuffle and Re-deal">
        <outline text="1. If the cards have been incorrectly dealt, there shall be a redeal."/>
        <outline text="3. Subject to Law 22A, there must be a new shuffle and a redeal."/>
      </outline>
    </outline>
  </body>
</opml>
"""


def _read(tmp_path: Path, text: str, name: str = "club.opml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return load_source(path, name=name).text


def test_an_opml_outline_reads_one_provision_an_outline_its_note_as_paragraphs(tmp_path: Path) -> None:
    read, _ = parse_text(_read(tmp_path, LAW_6))
    assert read["6"].heading == "The Shuffle and Deal"
    assert read["6A"].text == f"{SHUFFLE}\n\n{CUT}"
    assert read["6D1"].parent == "6D" and read["6D3"].text.startswith("Subject to Law 22A")
    assert "99" not in read  # the outline's head is no text


def test_an_opml_file_is_read_as_xml_by_name_or_declared() -> None:
    assert format_of(Path("club.opml")) == "xml"
    assert format_of(Path("club.txt"), "opml") == "xml"


def test_an_opml_outline_expands_no_entity_and_fetches_nothing(tmp_path: Path) -> None:
    bomb = '<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">'
    secret = '<!ENTITY s SYSTEM "file:///etc/passwd">'
    text = LAW_6.replace("<opml", f"<!DOCTYPE opml [{bomb}{secret}]>\n<opml", 1)
    text = text.replace("each pack", "each &b; &s; pack")
    layout = _read(tmp_path, text)
    assert "aaaaaaaaaa" not in layout and "root:" not in layout
    assert "Law 6 – The Shuffle and Deal" in layout


def test_an_opml_outline_nested_past_the_limit_is_refused(tmp_path: Path) -> None:
    nested = '<outline text="x">' * (MAX_DEPTH + 5) + "</outline>" * (MAX_DEPTH + 5)
    deep = f"<opml><body>{nested}</body></opml>"
    with pytest.raises(SourceError, match=rf"^deep.opml:1: elements nested more than {MAX_DEPTH} deep"):
        _read(tmp_path, deep, "deep.opml")
