"""A Project Gutenberg e-book reads as the text it carries: its header, licence, apparatus
and transcriber's note are furniture; its italics are emphasis, its glued dashes set terms off."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from indexer.build import read_manifest
from indexer.build import read_tables
from indexer.models import Document
from indexer.models import Provision
from indexer.parse import parse_document
from indexer.sources import load_source
from indexer.tables import Tables

CORPUS = Path(__file__).resolve().parent.parent / "corpus"

BOOK = """\ufeffThe Project Gutenberg eBook of The Laws of Duplicate Bridge
\r
Release date: March 3, 2019 [eBook #59012]\r
\r
*** START OF THE PROJECT GUTENBERG EBOOK THE LAWS OF DUPLICATE BRIDGE ***\r
\r
[Illustration: cover]\r
\r
                             DEFINITIONS[1]\r
\r
_Alert_--A notification to the effect that opponents may be in need of an\r
explanation.\r
\r
_Game_--100 or more trick points scored on one deal.\r
\r
[Footnote 1: In the original the defined terms are printed\r
in italic type.]\r
\r
                                 LAW 1\r
\r
                  _The Pack - Rank of Cards and Suits_\r
\r
A. The Pack\r
Duplicate bridge is played with a pack of 52 cards.\r
\r
\r
TRANSCRIBER'S NOTE:\r
\r
Italics are shown thus: _italic_.\r
\r
\r
*** END OF THE PROJECT GUTENBERG EBOOK THE LAWS OF DUPLICATE BRIDGE ***\r
\r
Section 3. Information about the Project Gutenberg Literary Archive Foundation\r
\r
Section 4. Information about Donations\r
"""


@cache
def tables() -> Tables:
    return read_tables(CORPUS, read_manifest(CORPUS))


def _read(tmp_path: Path) -> tuple[str, dict[str, Provision]]:
    path = tmp_path / "pg59012.txt"
    path.write_bytes(BOOK.encode("utf-8"))
    text = load_source(path).text
    doc = Document("book", "Book", "formal", "en", "2007", "pg59012.txt")
    return text, {p.id: p for p in parse_document(text, doc, tables())}


def test_an_ebooks_header_licence_and_apparatus_are_left_out(tmp_path: Path) -> None:
    text, _ = _read(tmp_path)
    for furniture in ("Release date", "START OF", "END OF", "Section 3", "Illustration", "Footnote", "[1]"):
        assert furniture not in text
    assert "TRANSCRIBER" not in text and "italic type" not in text
    assert len(text.splitlines()) == len(BOOK.splitlines())  # line n stays line n


def test_an_ebooks_italics_read_as_emphasis(tmp_path: Path) -> None:
    text, provisions = _read(tmp_path)
    assert "The Pack - Rank of Cards and Suits" in [line.strip() for line in text.splitlines()]
    assert "_" not in text
    assert provisions["1"].heading == "The Pack - Rank of Cards and Suits"


def test_terms_set_off_by_a_glued_dash_read_as_definitions(tmp_path: Path) -> None:
    _, provisions = _read(tmp_path)
    assert provisions["definitions/alert"].text.startswith("A notification to the effect")
    assert provisions["definitions/game"].text == "100 or more trick points scored on one deal."
    assert set(provisions) == {"definitions", "definitions/alert", "definitions/game", "1", "1A"}
    assert "Literary Archive" not in provisions["1A"].text


def test_italic_terms_glued_to_their_dash_read_outside_an_ebook_too() -> None:
    text = (
        "DEFINITIONS\n_Alert_--A notification.\nGame--100 or more trick points.\n\n"
        "LAW 1 - THE PACK\nA. The Pack\nText.\n"
    )
    doc = Document("book", "Book", "formal", "en", "2007", "book.txt")
    provisions = {p.id: p for p in parse_document(text, doc, tables())}
    assert provisions["definitions/alert"].text == "A notification."
    assert provisions["definitions/game"].text == "100 or more trick points."
