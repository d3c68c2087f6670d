"""Word documents (.docx) are read as the text they show: headings by their styles, list labels
as the numbering draws them, tables, tracked changes as accepted; notes, comments, headers and
footers left out; a broken or hostile file refused, naming it."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from indexer.models import SourceError
from indexer.sources import load_source

docx = pytest.importorskip("docx")

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8"?>'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/word/document.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
    "</Types>"
)
PACKAGE_RELS = (
    '<?xml version="1.0" encoding="UTF-8"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Target="word/document.xml" '
    'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"/>'
    "</Relationships>"
)
REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"


def package(body: str, parts: dict[str, str] | None = None) -> bytes:
    """A Word package whose document holds ``body`` (WordprocessingML paragraphs), with ``parts``
    (``word/numbering.xml``, ``word/footnotes.xml``, ...) related to it by their names."""
    parts = parts or {}
    rels = "".join(
        f'<Relationship Id="r{n}" Type="{REL}{name.split("/")[1].removesuffix(".xml")}" '
        f'Target="{name.split("/")[1]}"/>'
        for n, name in enumerate(parts)
    )
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", CONTENT_TYPES)
        z.writestr("_rels/.rels", PACKAGE_RELS)
        z.writestr(
            "word/_rels/document.xml.rels",
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            f"{rels}</Relationships>",
        )
        z.writestr("word/document.xml", f'<w:document xmlns:w="{W_NS}"><w:body>{body}</w:body></w:document>')
        for name, xml in parts.items():
            z.writestr(name, xml)
    return out.getvalue()


def para(text: str, style: str | None = None, num: tuple[str, int] | None = None) -> str:
    """One paragraph of text, in a style, in a numbering instance at a level."""
    props = f'<w:pStyle w:val="{style}"/>' if style else ""
    if num:
        props += f'<w:numPr><w:ilvl w:val="{num[1]}"/><w:numId w:val="{num[0]}"/></w:numPr>'
    return f'<w:p><w:pPr>{props}</w:pPr><w:r><w:t xml:space="preserve">{text}</w:t></w:r></w:p>'


def read(tmp_path: Path, raw: bytes, name: str = "club.docx") -> str:
    path = tmp_path / name
    path.write_bytes(raw)
    return load_source(path).text


def lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip()]


def test_headings_are_read_by_their_styles_in_english_and_dutch(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_heading("Laws of Duplicate Bridge", 0)  # Word's "Title"
    document.add_heading("Law 16 – Unauthorised Information", 1)
    document.add_heading("A. Extraneous Information", 2)
    document.add_paragraph("A player may use information.")
    kop = document.styles.add_style("Kop 1", 1)  # a Dutch copy's own name for it
    document.add_paragraph("Artikel 16 – Ongeoorloofde informatie", style=kop)
    buffer = io.BytesIO()
    document.save(buffer)
    path = tmp_path / "laws.docx"
    path.write_bytes(buffer.getvalue())
    from indexer import wordproc

    page = wordproc.docx_to_html(path.read_bytes(), wordproc.style_words())
    assert "<h1>Laws of Duplicate Bridge</h1>" in page
    assert "<h1>Law 16 – Unauthorised Information</h1>" in page
    assert "<h2>A. Extraneous Information</h2>" in page
    assert "<h1>Artikel 16 – Ongeoorloofde informatie</h1>" in page
    assert load_source(path).format == "docx"


NUMBERING = (
    f'<w:numbering xmlns:w="{W_NS}">'
    '<w:abstractNum w:abstractNumId="1">'
    '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="upperLetter"/><w:lvlText w:val="%1."/></w:lvl>'
    '<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%2."/></w:lvl>'
    '<w:lvl w:ilvl="2"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="(%3)"/></w:lvl>'
    '<w:lvl w:ilvl="3"><w:start w:val="1"/><w:numFmt w:val="lowerRoman"/><w:lvlText w:val="%4."/></w:lvl>'
    "</w:abstractNum>"
    '<w:abstractNum w:abstractNumId="2">'
    '<w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/><w:lvlText w:val="\uf0b7"/></w:lvl></w:abstractNum>'
    '<w:num w:numId="1"><w:abstractNumId w:val="1"/></w:num>'
    '<w:num w:numId="2"><w:abstractNumId w:val="1"/>'
    '<w:lvlOverride w:ilvl="0"><w:startOverride w:val="6"/></w:lvlOverride></w:num>'
    '<w:num w:numId="3"><w:abstractNumId w:val="2"/></w:num>'
    "</w:numbering>"
)


def test_labels_word_draws_from_its_numbering_are_read_as_shown(tmp_path: Path) -> None:
    body = "".join(
        [
            para("Law 16", "Heading1"),
            para("Extraneous Information", num=("1", 0)),
            para("A player may use information.", num=("1", 1)),
            para("from legal calls", num=("1", 2)),
            para("from mannerisms", num=("1", 2)),
            para("in the first place", num=("1", 3)),
            para("Unless the regulations allow it.", num=("1", 1)),
            para("Another section", num=("1", 0)),
            para("Its first paragraph.", num=("1", 1)),
            para("A section set to start at F", num=("2", 0)),
            para("A point", num=("3", 0)),
        ]
    )
    text = read(tmp_path, package(body, {"word/numbering.xml": NUMBERING}))
    assert lines(text) == [
        "Law 16",
        "A. Extraneous Information",
        "1. A player may use information.",
        "(a) from legal calls",
        "(b) from mannerisms",
        "i. in the first place",
        "2. Unless the regulations allow it.",
        "B. Another section",
        "1. Its first paragraph.",
        "F. A section set to start at F",
        "• A point",
    ]


def test_a_list_style_numbers_its_paragraphs_and_typed_labels_stay_as_typed(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_paragraph("Law 16", style="Heading 1")
    document.add_paragraph("(a)\tA label typed by hand.")
    document.add_paragraph("A paragraph Word numbers.", style="List Number")
    document.add_paragraph("Its next one.", style="List Number")
    buffer = io.BytesIO()
    document.save(buffer)
    assert lines(read(tmp_path, buffer.getvalue())) == [
        "Law 16",
        "(a)\tA label typed by hand.",
        "1. A paragraph Word numbers.",
        "2. Its next one.",
    ]


def test_tracked_changes_read_as_accepted_and_notes_and_comments_left_out(tmp_path: Path) -> None:
    body = (
        '<w:p><w:r><w:t xml:space="preserve">The Director </w:t></w:r>'
        '<w:del w:id="1" w:author="TD"><w:r><w:delText>may</w:delText></w:r></w:del>'
        '<w:ins w:id="2" w:author="TD"><w:r><w:t>shall</w:t></w:r></w:ins>'
        '<w:r><w:t xml:space="preserve"> rule.</w:t></w:r>'
        '<w:r><w:footnoteReference w:id="1"/></w:r>'
        '<w:commentRangeStart w:id="3"/><w:r><w:t xml:space="preserve"> Then play on.</w:t></w:r>'
        '<w:commentRangeEnd w:id="3"/><w:r><w:commentReference w:id="3"/></w:r></w:p>'
    )
    notes = (
        f'<w:footnotes xmlns:w="{W_NS}"><w:footnote w:id="1"><w:p><w:r><w:t>A footnote.</w:t></w:r></w:p>'
        "</w:footnote></w:footnotes>"
    )
    comments = (
        f'<w:comments xmlns:w="{W_NS}"><w:comment w:id="3" w:author="TD"><w:p><w:r>'
        "<w:t>Check this.</w:t></w:r></w:p></w:comment></w:comments>"
    )
    text = read(tmp_path, package(body, {"word/footnotes.xml": notes, "word/comments.xml": comments}))
    assert lines(text) == ["The Director shall rule. Then play on."]


def test_a_table_is_read_row_by_row(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_paragraph("Law 16")
    table = document.add_table(rows=2, cols=2)
    for r, row in enumerate((("16A", "Information from legal calls"), ("16B", "Extraneous information"))):
        for c, value in enumerate(row):
            table.cell(r, c).text = value
    section = document.sections[0]
    section.header.paragraphs[0].text = "Club copy – page header"
    section.footer.paragraphs[0].text = "Page 1"
    buffer = io.BytesIO()
    document.save(buffer)
    text = read(tmp_path, buffer.getvalue())
    assert "Information from legal calls" in text and "Extraneous information" in text
    assert "page header" not in text and "Page 1" not in text


def test_a_word_document_saved_under_a_text_name_is_read_as_one(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(package(para("Law 16 is about information.")))
    source = load_source(path)
    assert source.format == "docx"
    assert "Law 16 is about information." in source.text
    assert any("read as docx" in str(notice) for notice in source.notices)


@pytest.mark.parametrize(
    ("raw", "says"),
    [
        (b"Law 16\nA player may use information.\n", "not a zip package"),
        (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 600, "password-protected"),
        (b"PK\x03\x04" + b"\x00" * 40, "damaged"),
        (b"", "not a zip package"),
    ],
    ids=["a text misnamed", "encrypted or .doc", "truncated", "empty"],
)
def test_a_file_that_is_no_word_document_is_refused_naming_it(tmp_path: Path, raw: bytes, says: str) -> None:
    with pytest.raises(SourceError, match=says) as error:
        read(tmp_path, raw)
    assert "club.docx" in str(error.value)


def test_a_cut_or_hostile_package_is_refused_naming_it(tmp_path: Path) -> None:
    whole = package(para("Law 16"))
    with pytest.raises(SourceError, match="club.docx"):
        read(tmp_path, whole[: len(whole) // 2])
    bomb = io.BytesIO()
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("word/document.xml", b"<" + b" " * (80 << 20))
    with pytest.raises(SourceError, match="unpack to more than"):
        read(tmp_path, bomb.getvalue())
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(whole)) as src, zipfile.ZipFile(out, "w") as z:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "word/document.xml":
                data = b'<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]>' + data
            z.writestr(info.filename, data)
    with pytest.raises(SourceError, match="DOCTYPE"):
        read(tmp_path, out.getvalue())
    with pytest.raises(SourceError, match="not well-formed"):
        read(tmp_path, package("<w:p>"))
