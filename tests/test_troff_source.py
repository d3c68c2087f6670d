"""A man page's troff source reads as the page man prints: requests and escapes gone."""

from __future__ import annotations

from pathlib import Path

from indexer.models import Document
from indexer.parse import parse_document
from indexer.sources import load_source
from indexer.sources import troff_markup
from indexer.troff import troff_to_layout
from tests.layouts import tables

MAN = r""".\" -*- nroff -*-
.TH LAWS 7 "2007" "WBF"
.SH DEFINITIONS
.TP
.B Alert
A notification to the
opponents.
.SH "Law 16 \(en Authorised Information"
.SS "A. Players\(aq Use of Information"
.IP "1." 4
A player may use information (see \fBLaw 12C\fR) if:
.RS 4
.IP (a) 4
it derives from non\-offending calls; or
.TP
(b)
it is authorised \(em as \&.B says.
.RE
.TS
tab(@);
l l.
Side@Score
North@100
.TE
"""


def test_troff_requests_and_escapes_read_as_man_prints_them(tmp_path: Path) -> None:
    path = tmp_path / "laws.7"
    path.write_text(MAN, encoding="utf-8")
    source = load_source(path)
    lines = [line for line in source.text.splitlines() if line]
    assert source.format == "troff"
    assert lines == [
        "DEFINITIONS",
        "Alert",
        "    A notification to the",
        "    opponents.",
        "Law 16 – Authorised Information",
        "A. Players' Use of Information",
        "1. A player may use information (see Law 12C) if:",
        "(a) it derives from non-offending calls; or",
        "(b) it is authorised — as .B says.",
        "Side | Score",
        "North | 100",
    ]


def test_a_plain_text_in_troff_is_known_by_its_opening(tmp_path: Path) -> None:
    path = tmp_path / "laws.txt"
    path.write_text(MAN, encoding="utf-8")
    source = load_source(path)
    assert source.format == "troff"
    assert any("read as troff" in notice.message for notice in source.notices)


def test_a_note_that_mentions_a_request_is_not_troff(tmp_path: Path) -> None:
    path = tmp_path / "note.txt"
    path.write_text("Law 16\n\nA. Type .SH to head a section.\n.SH is a request.\n", encoding="utf-8")
    assert load_source(path).format != "troff"


def test_troff_law_text_parses_to_its_ids() -> None:
    doc = Document("man", "Laws", "formal", "en", "2007", "laws.7")
    provisions = parse_document(troff_to_layout(MAN, *troff_markup()).text, doc, tables())
    ids = [p.id for p in provisions]
    assert "definitions/alert" in ids
    assert [i for i in ids if i.startswith("16")][:5] == ["16", "16A", "16A1", "16A1a", "16A1b"]
