"""OpenDocument texts (.odt) are read as the text they show: headings by outline level or style,
list labels as the list style draws them, tables; notes, comments and deleted text left out; a
broken or hostile file refused, naming it."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from indexer.models import SourceError
from indexer.sources import load_source

NS = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
    'xmlns:dc="http://purl.org/dc/elements/1.1/"'
)
LIST_STYLES = (
    '<text:list-style style:name="L1">'
    '<text:list-level-style-number text:level="1" style:num-suffix="." style:num-format="A"/>'
    '<text:list-level-style-number text:level="2" style:num-suffix="." style:num-format="1"/>'
    '<text:list-level-style-number text:level="3" style:num-prefix="(" style:num-suffix=")" '
    'style:num-format="a"/>'
    '<text:list-level-style-number text:level="4" style:num-suffix="." style:num-format="1" '
    'text:display-levels="2"/>'
    "</text:list-style>"
    '<text:list-style style:name="L2"><text:list-level-style-bullet text:level="1" '
    'text:bullet-char="•"/></text:list-style>'
    '<style:style style:name="P1" style:family="paragraph" style:parent-style-name="Kop_20_1"/>'
)


def package(body: str, styles: str = LIST_STYLES, mimetype: bool = True) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        if mimetype:
            z.writestr("mimetype", "application/vnd.oasis.opendocument.text", zipfile.ZIP_STORED)
        z.writestr(
            "content.xml",
            f"<office:document-content {NS}><office:automatic-styles>{styles}</office:automatic-styles>"
            f"<office:body><office:text>{body}</office:text></office:body></office:document-content>",
        )
    return out.getvalue()


def read(tmp_path: Path, raw: bytes, name: str = "club.odt") -> str:
    path = tmp_path / name
    path.write_bytes(raw)
    return load_source(path).text


def lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip()]


def item(text: str, start: int | None = None) -> str:
    value = f' text:start-value="{start}"' if start else ""
    return f"<text:list-item{value}><text:p>{text}</text:p></text:list-item>"


def test_headings_by_outline_level_or_style_and_labels_as_the_list_style_draws_them(tmp_path: Path) -> None:
    body = (
        '<text:h text:outline-level="1">Law 16 – Unauthorised Information</text:h>'
        '<text:list text:style-name="L1">'
        + item("Extraneous Information")
        + "<text:list-item><text:list>"
        + item("A player may use information.")
        + "<text:list-item><text:p>Information from:</text:p><text:list>"
        + item("legal calls")
        + "<text:list-item><text:list>"
        + item("in the first place")
        + "</text:list></text:list-item>"
        + item("mannerisms")
        + "</text:list></text:list-item>"
        + "</text:list></text:list-item>"
        + item("Another section")
        + item("A section set to F", start=6)
        + "</text:list>"
        + '<text:list text:style-name="L2">'
        + item("A point")
        + "</text:list>"
        + '<text:p text:style-name="P1">Artikel 16 – Ongeoorloofde informatie</text:p>'
        + '<text:list text:style-name="L1">'
        + item("Restarts at A")
        + "</text:list>"
    )
    assert lines(read(tmp_path, package(body))) == [
        "Law 16 – Unauthorised Information",
        "A. Extraneous Information",
        "1. A player may use information.",
        "2. Information from:",
        "(a) legal calls",
        "a.1. in the first place",
        "(b) mannerisms",
        "B. Another section",
        "F. A section set to F",
        "• A point",
        "Artikel 16 – Ongeoorloofde informatie",
        "A. Restarts at A",
    ]


def test_typed_labels_tables_and_what_the_page_does_not_show(tmp_path: Path) -> None:
    body = (
        "<text:p>(a)<text:tab/>A label typed by hand.</text:p>"
        "<text:tracked-changes><text:changed-region text:id='c1'><text:deletion>"
        "<text:p>deleted words</text:p></text:deletion></text:changed-region></text:tracked-changes>"
        "<text:p>The Director<text:s text:c='2'/>shall<text:change text:change-id='c1'/> rule."
        "<text:note text:note-class='footnote'><text:note-citation>1</text:note-citation>"
        "<text:note-body><text:p>A footnote.</text:p></text:note-body></text:note>"
        "<office:annotation><dc:creator>TD</dc:creator><text:p>Check this.</text:p></office:annotation>"
        "</text:p>"
        "<table:table><table:table-row><table:table-cell><text:p>16A</text:p></table:table-cell>"
        "<table:table-cell><text:p>Legal calls</text:p></table:table-cell></table:table-row></table:table>"
    )
    text = read(tmp_path, package(body))
    assert lines(text)[:2] == ["(a)\tA label typed by hand.", "The Director shall rule."]
    assert "16A" in text and "Legal calls" in text
    for hidden in ("deleted words", "A footnote", "Check this", "TD"):
        assert hidden not in text


def test_an_odt_saved_under_another_name_is_read_as_one(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(package("<text:p>Law 16 is about information.</text:p>"))
    source = load_source(path)
    assert (source.format, lines(source.text)) == ("odt", ["Law 16 is about information."])


@pytest.mark.parametrize(
    ("raw", "says"),
    [
        (b"Law 16\n", "not a zip package"),
        (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 600, "password-protected"),
        (package("<text:p>x</text:p>")[:60], "damaged"),
        (package("<text:p>x"), "not well-formed"),
        (package("").replace(b"content.xml", b"contents.xm"), "no content.xml"),
    ],
    ids=["a text misnamed", "encrypted", "truncated", "broken XML", "no content"],
)
def test_a_broken_odt_is_refused_naming_it(tmp_path: Path, raw: bytes, says: str) -> None:
    with pytest.raises(SourceError, match=says) as error:
        read(tmp_path, raw)
    assert "club.odt" in str(error.value)


def test_a_hostile_odt_is_refused_before_it_grows(tmp_path: Path) -> None:
    laughs = (
        '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]>'
        f"<office:document-content {NS}><office:body><office:text><text:p>&b;</text:p>"
        "</office:text></office:body></office:document-content>"
    )
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        z.writestr("content.xml", laughs)
    with pytest.raises(SourceError, match="DOCTYPE"):
        read(tmp_path, out.getvalue())
    bomb = io.BytesIO()
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("content.xml", b" " * (80 << 20))
    with pytest.raises(SourceError, match="unpack to more than"):
        read(tmp_path, bomb.getvalue())
