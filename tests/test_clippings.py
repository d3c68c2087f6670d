"""A Kindle's "My Clippings.txt" reads as its highlights' texts in order, each once; the
entries' title, where-line and closing row, and the reader's notes, are furniture."""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.models import Document
from indexer.parse import parse_document
from indexer.sources import load_source
from tests.test_ebook import tables

ENGLISH = (
    "The Laws (WBF)",
    "- Your Highlight on page {n} | Location {n}0-{n}1 | Added on Sunday, 3 March 2019",
)
DUTCH = (
    "Spelregels (WBF)",
    "- Uw markering op pagina {n} | locatie {n}0-{n}1 | Toegevoegd op zondag 3 maart 2019",
)


def _clippings(head: tuple[str, str], texts: list[str]) -> bytes:
    out: list[str] = []
    for n, text in enumerate(texts, start=1):
        where = head[1].format(n=n)
        if text.startswith("NOTE "):
            where, text = where.replace("Highlight", "Note").replace("markering", "notitie"), text[5:]
        out += [head[0], where, "", text, "=========="]
    return ("\ufeff" + "\r\n".join(out) + "\r\n").encode("utf-8")


def _read(tmp_path: Path, data: bytes) -> list[str]:
    path = tmp_path / "My Clippings.txt"
    path.write_bytes(data)
    return [line.strip() for line in load_source(path).text.splitlines() if line.strip()]


def test_highlights_read_in_order_without_their_furniture(tmp_path: Path) -> None:
    texts = ["Law 16 – Unauthorised Information", "A. Players’ Use of Information", "NOTE important!"]
    texts += ["1. A player may use information.", "1. A player may use information."]
    lines = _read(tmp_path, _clippings(ENGLISH, texts))
    assert lines == [
        "Law 16 – Unauthorised Information",
        "A. Players’ Use of Information",
        "1. A player may use information.",
    ]


@pytest.mark.parametrize("head", [ENGLISH, DUTCH])
def test_a_highlight_opening_with_a_whole_label_labels_as_the_text_shows(
    tmp_path: Path, head: tuple[str, str]
) -> None:
    texts = [
        "Artikel 47 – Wijziging van het spelen",
        "E. Wijziging",
        "1. Wie voor de beurt heeft voorgespeeld.",
        "2. (a) Een speler mag de kaart terugnemen.",
        "(b) Wanneer het te laat is, een arbitrale score.",
    ]
    path = tmp_path / "My Clippings.txt"
    path.write_bytes(_clippings(head, texts))
    doc = Document("x", "X", "translation", "nl", "2017", "x.txt")
    provisions = {p.id: p for p in parse_document(load_source(path).text, doc, tables())}
    assert provisions["47E2"].text == ""
    assert provisions["47E2a"].text == "Een speler mag de kaart terugnemen."
    assert provisions["47E2b"].text.startswith("Wanneer")


def test_a_text_with_one_clipping_row_is_no_clippings(tmp_path: Path) -> None:
    text = "Law 16 – Unauthorised Information\n- Your Highlight is a line of the text\n\nA. text\n=========="
    assert "- Your Highlight is a line of the text" in _read(tmp_path, (text + "\n").encode())
