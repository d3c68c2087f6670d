"""A saved e-mail or mailbox reads as its messages' texts: transfer encodings undone, the
charset honoured, headers, signatures and attachments left out."""

from __future__ import annotations

import base64
from email.message import EmailMessage
from pathlib import Path

import pytest

from indexer.models import SourceError
from indexer.sources import load_source


def _message(text: str, *, html: str | None = None, charset: str = "utf-8") -> EmailMessage:
    message = EmailMessage()
    message["From"] = "Secretary <secretary@example.org>"
    message["Subject"] = "Law 16 – the text"
    message.set_content(text, cte="quoted-printable", charset=charset)
    if html is not None:
        message.add_alternative(html, subtype="html", cte="base64")
    return message


def _read(tmp_path: Path, data: bytes, suffix: str):
    path = tmp_path / f"mail{suffix}"
    path.write_bytes(data)
    return load_source(path)


LONG = "1. " + "A player who has received unauthorised information " * 3 + "must not choose it."
TEXT = (
    "Dear members,\n\nLaw 16 – Unauthorised Information\n\nA. Players’ Use of Information\n"
    f"{LONG}\n\n-- \nThe Secretary\n"
)


@pytest.mark.parametrize("suffix", [".eml", ".txt"])
def test_quoted_printable_mail_reads_as_its_decoded_plain_part(tmp_path: Path, suffix: str) -> None:
    raw = _message(TEXT, html="<p>Law 16 – only in the web part</p>").as_bytes()
    assert b"=E2=80=93" in raw and b"=\n" in raw
    source = _read(tmp_path, raw, suffix)
    assert source.format == "mail"
    assert "Law 16 – Unauthorised Information" in source.text
    assert LONG in source.text
    assert "only in the web part" not in source.text
    assert "Secretary" not in source.text and "Subject" not in source.text


def test_mail_without_plain_part_reads_its_html_part(tmp_path: Path) -> None:
    message = EmailMessage()
    message["From"] = "a@example.org"
    message.set_content(
        "<h1>Law 16 – Unauthorised Information</h1><p>A. Players’ Use</p>", subtype="html", cte="base64"
    )
    source = _read(tmp_path, message.as_bytes(), ".eml")
    assert "Law 16 – Unauthorised Information" in source.text.splitlines()
    assert base64.b64encode(b"Law 16").decode() not in source.text


def test_mail_charset_is_honoured(tmp_path: Path) -> None:
    raw = _message(
        "Artikel 16 - Ongeoorloofde informatie\n\nB. Voorbehoud: één spel\n", charset="iso-8859-1"
    ).as_bytes()
    assert b"=E9=E9n" in raw
    assert "één spel" in _read(tmp_path, raw, ".eml").text


def test_attachments_are_left_out_and_named(tmp_path: Path) -> None:
    message = _message("Law 16 – Unauthorised Information\n\nA. Players’ Use of Information\n")
    message.add_attachment(
        b"%PDF-1.4 secret bytes", maintype="application", subtype="pdf", filename="laws.pdf"
    )
    source = _read(tmp_path, message.as_bytes(), ".eml")
    assert "PDF" not in source.text
    assert any("attachments left out: laws.pdf" in notice.message for notice in source.notices)


def test_mbox_reads_every_message_in_order(tmp_path: Path) -> None:
    first = _message("Law 16 – Unauthorised Information\n\nA. Players’ Use of Information\n\n-- \nAnn\n")
    second = _message("Law 17 – The Auction Period\n\nA. Auction Period Starts\n\n-- \nBob\n")
    mbox = (
        b"From ann@example.org Tue Mar  5 10:12:44 2019\n" + first.as_bytes() + b"\n"
        b"From bob@example.org Wed Mar  6 11:00:00 2019\n" + second.as_bytes() + b"\n"
    )
    text = _read(tmp_path, mbox, ".mbox").text
    assert (
        text.index("Law 16 – Unauthorised") < text.index("Players’ Use") < text.index("Law 17 – The Auction")
    )
    assert "Ann" not in text and "Bob" not in text


def test_plain_mail_without_mime_headers_stays_a_text(tmp_path: Path) -> None:
    raw = "From: Pat <pat@example.org>\nSubject: Re: the book\n\nLaw 16 – Unauthorised Information\n".encode()
    source = _read(tmp_path, raw, ".txt")
    assert source.format == "text"
    assert source.text.splitlines()[3] == "Law 16 – Unauthorised Information"


def test_mail_with_no_text_part_is_refused_clearly(tmp_path: Path) -> None:
    message = EmailMessage()
    message["From"] = "a@example.org"
    message.set_content(b"\x89PNG", maintype="image", subtype="png")
    with pytest.raises(SourceError, match="no text/plain or text/html part"):
        _read(tmp_path, message.as_bytes(), ".eml")
