"""A law text saved by Word as RTF reads as the same text saved as plain text would."""

from __future__ import annotations

from pathlib import Path

from indexer.markup import rtf_to_layout
from indexer.models import Document
from indexer.parse import parse_document
from indexer.sources import load_source
from tests.layouts import tables

RTF = r"""{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0\froman\fcharset0 Times New Roman;}}
{\stylesheet{\s0 Normal;}{\s1\b heading 1;}}{\info{\title The Laws}{\author TD}}\viewkind4\uc1
\pard\plain\s1\b LAW 16 \u8211\'96 Authorised Information\par
\pard\plain\s2\li567\fi-567\b A.\tab Players\u8217\'92 Use of Information\par
\pard\plain\s0\li1134\fi-567 1.\tab A player may use information in the auction or play if it derives
 from the legal calls and plays of the current board; or\par
\pard\plain\s0\li1701\fi-567 (a)\tab it is authorised {\i information}.\par
\trowd\cellx2000\cellx4000 North\cell South\cell\row
}
"""


def test_rtf_paragraphs_read_as_lines_with_their_labels(tmp_path: Path) -> None:
    path = tmp_path / "laws.rtf"
    path.write_text(RTF, encoding="ascii")
    source = load_source(path)
    lines = [line.strip() for line in source.text.splitlines() if line.strip()]
    assert source.format == "rtf"
    assert lines[0] == "LAW 16 – Authorised Information"
    assert lines[1].split() == ["A.", "Players’", "Use", "of", "Information"]
    assert lines[2].startswith("1.\tA player may use information") and "the legal calls" in lines[2]
    assert lines[3].replace("\t", " ") == "(a) it is authorised information."
    assert lines[4] == "North | South"
    assert "Times New Roman" not in source.text and "TD" not in source.text


def test_rtf_is_known_by_its_opening_whatever_its_name(tmp_path: Path) -> None:
    path = tmp_path / "laws.txt"
    path.write_text(RTF, encoding="ascii")
    source = load_source(path)
    assert source.format == "rtf"
    assert any("read as rtf" in notice.message for notice in source.notices)


def test_rtf_law_text_parses_to_its_ids() -> None:
    doc = Document("rtf", "Laws", "formal", "en", "2007", "laws.rtf")
    ids = [p.id for p in parse_document(rtf_to_layout(RTF).text, doc, tables())]
    assert ids[:4] == ["16", "16A", "16A1", "16A1a"]


def test_broken_rtf_reads_without_failing(tmp_path: Path) -> None:
    path = tmp_path / "broken.rtf"
    path.write_text(r"{\rtf1\ansicpg99999 LAW 16 \u8211\'96 Title\par {{{ \'zz" + "}" * 5, encoding="ascii")
    assert "LAW 16" in load_source(path).text
