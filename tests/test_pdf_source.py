"""A law text published as a PDF reads as the text its pages show, through the plain-text
reading; a PDF that shows no text, needs a password, is broken or too large is refused, naming
the file and saying why."""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer import pdftext
from indexer.models import Document
from indexer.models import SourceError
from indexer.models import SourceWarning
from indexer.parse import parse_document
from indexer.sources import format_of
from indexer.sources import load_source
from scripts.soak_sources import one_page_pdf
from tests.layouts import _pdf_flow
from tests.layouts import bundled
from tests.layouts import score
from tests.layouts import tables
from tests.pdf_writer import FONTS
from tests.pdf_writer import Setting
from tests.pdf_writer import pdf_bytes


def _laws_2007(setting: Setting | None = None) -> bytes:
    """The bundled 2007 Laws typeset as a PDF."""
    doc, provisions = bundled("laws-2007-en")
    titles = {law: tables().title(doc.edition, law) for law in {p.law for p in provisions if p.law}}
    return pdf_bytes(_pdf_flow(list(provisions), titles), setting or Setting())


def _file(tmp_path: Path, data: bytes, name: str = "laws.pdf") -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


def test_a_pdf_reads_as_its_pages_text_with_running_heads_and_page_numbers_gone(tmp_path: Path) -> None:
    raw = _laws_2007()
    pages = pdftext.pdf_text(raw, "laws.pdf").split("\f")
    assert len(pages) > 10 and pages[1].lstrip().startswith("THE LAWS OF DUPLICATE BRIDGE")
    assert pages[1].rstrip().endswith("\n2")
    source = load_source(_file(tmp_path, raw))
    assert source.format == "pdf" and source.encoding == ""
    assert "LAW 16 – Authorized and Unauthorized Information" in source.text.splitlines()
    doc = Document("pdf", "Laws", "formal", "en", "2007", "laws.pdf")
    warnings: list[SourceWarning] = []
    provisions = parse_document(source.text, doc, tables(), warnings)
    dropped = " ".join(w.message for w in warnings)
    assert "running head line(s)" in dropped and "page number line(s)" in dropped
    assert not any("DUPLICATE BRIDGE" in p.text for p in provisions)
    assert score(source.text, "laws-2007-en", "formal", "pdf") == (158, 158, [])


def test_a_justified_pdf_with_hyphenated_line_ends_reads_its_words_whole(tmp_path: Path) -> None:
    raw = _laws_2007(Setting(justify=True, hyphenate=True))
    assert "(such informa-\ntion being designated" in pdftext.pdf_text(raw, "laws.pdf")
    text = load_source(_file(tmp_path, raw)).text
    doc = Document("pdf", "Laws", "formal", "en", "2007", "laws.pdf")
    found = next(p for p in parse_document(text, doc, tables()) if p.id == "16A3")
    assert "(such information being designated extraneous)" in found.text
    assert score(text, "laws-2007-en", "formal", "pdf") == (158, 158, [])


def test_a_two_column_pdf_reads_a_column_at_a_time(tmp_path: Path) -> None:
    text = load_source(_file(tmp_path, _laws_2007(Setting(columns=2, justify=True, hyphenate=True)))).text
    right, checked, _ = score(text, "laws-2007-en", "formal", "pdf")
    assert (right, checked) == (157, 158)


def test_a_pdf_is_known_by_its_header_whatever_its_name(tmp_path: Path) -> None:
    source = load_source(_file(tmp_path, _laws_2007(), "laws.txt"))
    assert source.format == "pdf"
    assert any("read as pdf" in notice.message for notice in source.notices)
    assert format_of(Path("laws.bin"), "pdf") == "pdf" and format_of(Path("Laws.PDF")) == "pdf"


def test_a_scanned_pdf_with_no_text_layer_is_refused_saying_so(tmp_path: Path) -> None:
    from fpdf import FPDF
    from PIL import Image

    pdf = FPDF()
    pdf.add_page()
    pdf.image(Image.new("L", (200, 280), 255), x=10, y=10, w=100)
    with pytest.raises(SourceError, match=r"scan\.pdf: no text in this PDF's 1 page\(s\): it looks scanned"):
        load_source(_file(tmp_path, bytes(pdf.output()), "scan.pdf"), name="scan.pdf")


def _encrypted(user_password: str) -> bytes:
    from fpdf import FPDF
    from fpdf.enums import EncryptionMethod

    pdf = FPDF()
    pdf.add_font("serif", "", str(FONTS / "DejaVuSerif.ttf"))
    pdf.set_font("serif", "", 11)
    method = EncryptionMethod.AES_256
    pdf.set_encryption(owner_password="owner", user_password=user_password, encryption_method=method)
    pdf.add_page()
    pdf.multi_cell(0, 5, "LAW 16 – Authorised and Extraneous Information\nA. Players’ Use of Information")
    return bytes(pdf.output())


def test_an_encrypted_pdf_that_opens_without_a_password_is_read(tmp_path: Path) -> None:
    text = load_source(_file(tmp_path, _encrypted(""))).text
    assert "LAW 16 – Authorised and Extraneous Information" in text


def test_a_pdf_that_needs_a_password_is_refused_saying_so(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match=r"locked\.pdf: this PDF is protected by a password"):
        load_source(_file(tmp_path, _encrypted("secret"), "locked.pdf"), name="locked.pdf")


def test_a_file_named_pdf_that_is_none_is_refused_saying_so(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match=r"laws\.pdf: not a PDF: it does not open with %PDF-"):
        load_source(_file(tmp_path, b"LAW 16\nA. Players' Use of Information\n"), name="laws.pdf")


@pytest.mark.parametrize("share", [0.02, 0.3, 0.5, 0.9])
def test_a_truncated_pdf_is_read_as_far_as_it_goes_or_refused_naming_the_file(
    tmp_path: Path, share: float
) -> None:
    raw = _laws_2007()
    try:
        source = load_source(_file(tmp_path, raw[: int(len(raw) * share)], "cut.pdf"), name="cut.pdf")
    except SourceError as error:
        assert error.file == "cut.pdf" and error.reason
    else:
        assert source.format == "pdf"


def test_a_pdf_of_too_many_pages_is_refused_saying_the_bound(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pdftext, "MAX_PAGES", 3)
    with pytest.raises(SourceError, match=r"long\.pdf: \d+ pages: more than the 3 read"):
        load_source(_file(tmp_path, _laws_2007(), "long.pdf"), name="long.pdf")


def test_a_pdf_whose_pages_decompress_past_the_bound_is_refused_saying_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pdftext, "MAX_CONTENT_BYTES", 20_000)
    with pytest.raises(SourceError, match=r"big\.pdf: its pages' contents decompress to more than"):
        load_source(_file(tmp_path, _laws_2007(), "big.pdf"), name="big.pdf")


def test_a_content_stream_bomb_is_refused_without_reading_it_whole() -> None:
    raw = one_page_pdf(200 << 20)
    assert len(raw) < 1 << 20
    refusal = r"bomb\.pdf: a part of this PDF decompresses to more than the \d+ MB read"
    with pytest.raises(SourceError, match=refusal):
        pdftext.pdf_text(raw, "bomb.pdf")
