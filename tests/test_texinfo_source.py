"""A Texinfo manual (``.texi``) reads as the printed manual shows it: headings on lines of their
own, list items with their labels (printed on the ``@item`` or counted by ``@enumerate``),
inline commands as their text, comments and the Info reader's furniture left out."""

from __future__ import annotations

from pathlib import Path

from indexer.models import Document
from indexer.parse import parse_document
from indexer.sources import load_source
from tests.layouts import tables

MANUAL = r"""\input texinfo   @c -*-texinfo-*-
@setfilename laws.info
@settitle The Laws
@node Top
@top The Laws
@menu
* Law 72::   General Principles
@end menu

@node Law 72
@chapter Law 72 --- General Principles
@cindex General Principles

@section A. Observance of Laws
@c from the printed code
Tournaments are played by these Laws and by @emph{the regulations}
of the @strong{Regulating Authority}.

@section B. Infraction of Law
@enumerate 1
@item
A player must not infringe a law intentionally, even if there is
a prescribed rectification he is willing to accept.
@item
@enumerate a
@item
There is no obligation to draw attention to an infraction @code{committed}.
@item
A player may not attempt to conceal an infraction.
@end enumerate
@end enumerate

@table @asis
@item 3.
A player must not infringe a law deliberately.
@end table
@bye
"""


def _read(tmp_path: Path, name: str, text: str) -> tuple[dict, str, str]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    source = load_source(path)
    doc = Document("t", "T", "formal", "en", "2017", name)
    return {p.id: p for p in parse_document(source.text, doc, tables())}, source.text, source.format


def test_a_texinfo_manual_reads_its_headings_and_counted_items_as_provisions(tmp_path: Path) -> None:
    found, text, fmt = _read(tmp_path, "laws.texi", MANUAL)
    assert fmt == "texinfo"
    assert found["72"].heading == "General Principles"
    assert found["72A"].heading == "Observance of Laws"
    assert found["72A"].text == (
        "Tournaments are played by these Laws and by the regulations of the Regulating Authority."
    )
    assert found["72B1"].text.startswith("A player must not infringe a law intentionally")
    assert found["72B2a"].text == "There is no obligation to draw attention to an infraction committed."
    assert found["72B2b"].text.startswith("A player may not attempt")
    assert found["72B3"].text == "A player must not infringe a law deliberately."
    assert "@" not in text and "Top" not in text and "printed code" not in text


def test_a_text_file_opening_with_input_texinfo_is_read_as_texinfo(tmp_path: Path) -> None:
    found, _, fmt = _read(tmp_path, "laws.txt", MANUAL)
    assert fmt == "texinfo" and "72B2a" in found


def test_texinfo_escapes_and_glyphs_read_as_the_characters_they_print(tmp_path: Path) -> None:
    page = MANUAL.replace("of the @strong{Regulating Authority}.", "of the @@RA@dots{} @{sic@} caf@'e.")
    found, _, _ = _read(tmp_path, "laws.texinfo", page)
    assert found["72A"].text.endswith("of the @RA… {sic} café.")
