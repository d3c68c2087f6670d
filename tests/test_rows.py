"""A law text exported as a table of rows (CSV, TSV) reads as the same provisions as its printed text."""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.models import Document
from indexer.parse import parse_document
from indexer.sources import load_source
from tests.layouts import tables


def _read(
    tmp_path: Path, name: str, text: str, kind: str = "formal", language: str = "en"
) -> tuple[dict, list]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    source = load_source(path)
    doc = Document("t", "T", kind, language, "2017", name)
    provisions = parse_document(source.text, doc, tables())
    return {p.id: p for p in provisions}, [n.message for n in source.notices]


def test_semicolon_rows_with_header_read_as_provisions(tmp_path: Path) -> None:
    text = (
        "id;heading;text\n"
        "72;General Principles;\n"
        "72A;Observance of Laws;Duplicate bridge tournaments should be played by the Laws.\n"
        "72B;Infraction of Law;\n"
        '72B1;;"The first paragraph.\n\nThe second, still the same; cell."\n'
    )
    found, notices = _read(tmp_path, "laws.csv", text)
    assert found["72"].heading == "General Principles"
    assert found["72A"].heading == "Observance of Laws"
    assert found["72A"].text.startswith("Duplicate bridge tournaments")
    assert "still the same; cell" in found["72B1"].text and found["72B1"].text.startswith("The first")
    assert notices == []


def test_id_split_over_quoted_columns_without_header(tmp_path: Path) -> None:
    text = "\n".join(
        [
            '"16","","","","Authorised Information",""',
            '"16","B","","","Extraneous Information from Partner",""',
            '"16","B","1","","","(a) is the text of B1"',
            '"16","B","1","a","","A player may not choose a call suggested by partner."',
            '"16","B","1","b","","A logical alternative is an action that players would consider."',
        ]
    )
    found, _ = _read(tmp_path, "laws.csv", text)
    assert found["16"].heading == "Authorised Information"
    assert found["16B1a"].text.startswith("A player may not choose")
    assert found["16B1b"].text.startswith("A logical alternative")


def test_dutch_tab_separated_text_is_read_as_a_table(tmp_path: Path) -> None:
    text = (
        "Artikel\tKop\tTekst\n"
        "41\tHet begin van het spelen\t\n"
        "41A\tUitkomst met de beeldzijde naar beneden\tDe linkertegenstander speelt uit.\n"
        "41B\tHerhaling van het bieden\tDe leider of een van zijn partners mag vragen om herhaling.\n"
    )
    found, _ = _read(tmp_path, "artikelen.txt", text, kind="translation", language="nl")
    assert found["41A"].heading == "Uitkomst met de beeldzijde naar beneden"
    assert found["41B"].text.startswith("De leider")


def test_broken_rows_are_named_by_line_and_lose_nothing_else(tmp_path: Path) -> None:
    text = (
        "law,heading,text\n"
        "72,General Principles,\n"
        "72A,Observance of Laws,Duplicate bridge tournaments should be played by the Laws.\n"
        "Q-12,Nonsense,This row's id reads as no law.\n"
        "72B1,,A player must not infringe a law intentionally.,extra cell\n"
    )
    found, notices = _read(tmp_path, "laws.csv", text)
    assert found["72B1"].text.startswith("A player must not infringe")
    assert "72A" in found
    assert any("'Q-12'" in n and "left out" in n for n in notices)
    assert any("4 cells where the table has 3" in n for n in notices)


@pytest.mark.parametrize(
    "text",
    ["Law 12 is about rectification; see A; B; C.\nA line\nAnother line\n", "1\tone\n2\ttwo\n3\tthree\n"],
)
def test_plain_text_with_delimiters_is_not_taken_for_a_table(tmp_path: Path, text: str) -> None:
    path = tmp_path / "notes.txt"
    path.write_text(text, encoding="utf-8")
    assert load_source(path).format == "text"
