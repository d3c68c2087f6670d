"""A spreadsheet saved as a web page (one table of rows, the id over several cells, the
spreadsheet's column letters and row numbers) reads as the table of rows it is."""

from __future__ import annotations

from pathlib import Path

from indexer.models import Document
from indexer.parse import parse_document
from indexer.sources import load_source
from tests.layouts import tables

SHEET = """<html><head><meta charset="utf-8"><style>.s0{font-weight:bold}</style></head><body>
<table class="waffle"><thead><tr><th></th><th>A</th><th>B</th><th>C</th><th>D</th><th>E</th></tr></thead>
<tbody>
<tr><th>1</th><td class="s0">Law</td><td>Section</td><td>Para</td><td>Title</td><td>Text</td></tr>
<tr><th>2</th><td>72</td><td></td><td></td><td>General Principles</td><td></td></tr>
<tr><th>3</th><td>72</td><td>A</td><td></td><td>Observance of Laws</td>
<td>Tournaments are played by these Laws.</td></tr>
<tr><th>4</th><td>72</td><td>B</td><td></td><td>Infraction of Law</td><td></td></tr>
<tr><th>5</th><td>72</td><td>B</td><td>1</td><td></td><td>The first line.<br>The second line.</td></tr>
<tr><th>6</th><td>72</td><td>B</td><td>2</td><td></td><td>Another paragraph.</td></tr>
</tbody></table></body></html>
"""


def _read(tmp_path: Path, page: str) -> tuple[dict, str]:
    path = tmp_path / "laws.html"
    path.write_text(page, encoding="utf-8")
    source = load_source(path)
    doc = Document("t", "T", "formal", "en", "2017", "laws.html")
    return {p.id: p for p in parse_document(source.text, doc, tables())}, source.text


def test_a_spreadsheet_saved_as_a_web_page_reads_its_rows_as_provisions(tmp_path: Path) -> None:
    found, text = _read(tmp_path, SHEET)
    assert found["72"].heading == "General Principles"
    assert found["72A"].heading == "Observance of Laws"
    assert found["72A"].text == "Tournaments are played by these Laws."
    assert found["72B1"].text.startswith("The first line.") and "The second line." in found["72B1"].text
    assert found["72B2"].text == "Another paragraph."
    assert "| " not in text and "\n1\n" not in text  # no cells, column letters or row numbers


def test_a_page_whose_table_is_not_rows_of_provisions_reads_as_a_page(tmp_path: Path) -> None:
    page = (
        "<html><body><h2>LAW 72 – General Principles</h2><table>"
        "<tr><td>Board</td><td>Dealer</td></tr><tr><td>1</td><td>North</td></tr>"
        "<tr><td>2</td><td>East</td></tr><tr><td>3</td><td>South</td></tr></table>"
        "<p>A. Tournaments are played by these Laws.</p></body></html>"
    )
    found, text = _read(tmp_path, page)
    assert "North" in text and found["72A"].text.startswith("Tournaments")
