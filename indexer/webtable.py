"""Read a spreadsheet saved as a web page the way the table reader reads its rows.

Google Sheets' "Download > Web page" and Excel's "Save as HTML" write a page that is one big
table: a row per provision, its id in one cell or split over several (law, section,
paragraph ...), perhaps a header row naming the columns, and the spreadsheet's own furniture
(a row of column letters ``A B C``, a column of row numbers). Read as a page, such a table is
``cell | cell`` lines no parser reads; read as rows (:mod:`indexer.rows`) it is the law text.
A page is read so only when its text is essentially that one table and its rows read as a
table's rows; any other page is left to the HTML reader.
"""

from __future__ import annotations

import string

from bs4 import BeautifulSoup
from bs4 import Tag

from indexer import rows
from indexer.formats import Layout

#: the share of a page's text its one table must hold for the page to be read as the table
TABLE_SHARE = 0.9
#: elements whose text is no part of what a page shows
_HIDDEN = ("script", "style", "head", "title", "noscript")
#: elements inside a cell that end a line of its text
_CELL_BREAKS = ("p", "div", "li")


def sheet_to_layout(markup: str, words: rows.TableWords) -> Layout | None:
    """The layout of a page that is one table of provision rows; None for any other page."""
    soup = BeautifulSoup(markup, "html.parser")
    for hidden in soup.find_all(_HIDDEN):
        hidden.decompose()
    table = _only_table(soup)
    if table is None:
        return None
    cells = _without_row_numbers(_without_column_letters(_table_rows(table)), words)
    if not rows.cells_read_as_table(cells, words):
        return None
    return rows.cells_to_layout(cells, words)


def _only_table(soup: BeautifulSoup) -> Tag | None:
    """The page's largest outermost table, when it holds essentially all the page's text."""
    tables = [t for t in soup.find_all("table") if t.find_parent("table") is None]
    if not tables:
        return None
    largest = max(tables, key=_text_size)
    page = _text_size(soup)
    return largest if page and _text_size(largest) >= TABLE_SHARE * page else None


def _text_size(element: Tag) -> int:
    return len("".join(element.get_text().split()))


def _table_rows(table: Tag) -> list[tuple[int, list[str]]]:
    """Each row of ``table`` (not of a table nested in it) as its cells' texts, with its line;
    a cell spanning several columns is followed by empty ones, so the columns stay in step."""
    out: list[tuple[int, list[str]]] = []
    for tr in table.find_all("tr"):
        if tr.find_parent("table") is not table:
            continue
        cells: list[str] = []
        for cell in tr.find_all(("td", "th"), recursive=False):
            cells.append(_cell_text(cell))
            cells += [""] * (_span(cell) - 1)
        if any(cells):
            out.append((tr.sourceline or 1, cells))
    return out


def _cell_text(cell: Tag) -> str:
    """A cell's text, its line breaks (``<br>``, paragraphs) kept as lines."""
    for br in cell.find_all("br"):
        br.replace_with("\n")
    for block in cell.find_all(_CELL_BREAKS):
        block.append("\n")
    lines = (" ".join(line.split()) for line in cell.get_text().splitlines())
    return "\n".join(line for line in lines if line)


def _span(cell: Tag) -> int:
    value = str(cell.get("colspan") or "1")
    return int(value) if value.isdigit() and 0 < int(value) <= 50 else 1


def _without_column_letters(table: list[tuple[int, list[str]]]) -> list[tuple[int, list[str]]]:
    """The rows without a spreadsheet's column letters (a row whose cells read ``A B C ...``)."""
    return [(line, cells) for line, cells in table if not _column_letters(cells)]


def _column_letters(cells: list[str]) -> bool:
    filled = [c for c in cells if c]
    return len(filled) >= 2 and filled == list(string.ascii_uppercase[: len(filled)])


def _without_row_numbers(
    table: list[tuple[int, list[str]]], words: rows.TableWords
) -> list[tuple[int, list[str]]]:
    """The rows without a first column of row numbers (every cell its row's number, counted
    from 1), when the table still reads as one without it: a column of law numbers that merely
    count up is the table's id and stays."""
    if not table or any(cells[:1] != [str(n)] for n, (_, cells) in enumerate(table, 1)):
        return table
    rest = [(line, cells[1:]) for line, cells in table]
    return rest if rows.cells_read_as_table(rest, words) else table
