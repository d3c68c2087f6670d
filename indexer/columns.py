"""Read a page printed in two columns side by side as its left column, then its right column.

A booklet set in two columns and copied with ``pdftotext -layout`` (or any copy that keeps a
page's columns where they stand) puts a line of each column on one physical line, parted by
a wide gap, the gutter, at the same place down the page. Read line by line, every
provision's words would be interleaved with its neighbour's, and a label in the right column
would stand mid-line where no reader of labels looks.

A page (the text between form feeds) is read as two columns only when a gutter, a column's
width in at least, runs down most of its printed lines, text stands on both sides of it on
several of them, and both sides read as prose (several words each, with no gaps of their
own). A table's columns (short cells, or cells aligned on several gaps), a label set apart
from its text by a gap (a hanging indent) and a one-column page are read as they are; a page
too short to show a gutter alone (a last page) is read at the gutter of the text's other
pages. A line that crosses the gutter (a heading or table row set across the page, the
page's number) stays where it is: the columns above it are read before it, those below it
after. The parse reads the text so rearranged; :mod:`indexer.parse` puts every line number
back on the line the source printed it on.
"""

from __future__ import annotations

import re
import statistics
from dataclasses import dataclass

from indexer.normalise import PAGE_ONLY
from indexer.normalise import normalise_line
from indexer.normalise import text_lines

#: the fewest spaces that part two columns on one line
GUTTER_GAP = 3
#: the share of a page's printed lines the gutter runs down (a table or heading set across the
#: page crosses it)
GUTTER_SHARE = 0.6
#: the fewest lines with text on both sides of the gutter (a last page's right column may be short)
BOTH_SIDES = 3
#: the fewest printed lines a page read as two columns holds (a table of a few rows is none)
PAGE_LINES = 8
#: the fewest characters a column is wide (a label's column is narrower)
COLUMN_WIDTH = 20
#: the words a column's line holds, by the median over the lines with text on both sides
COLUMN_WORDS = 3


@dataclass(frozen=True)
class Columns:
    """A text with its two-column pages read a column at a time."""

    text: str
    #: line n of ``text`` is line ``rows[n - 1]`` of the source
    rows: tuple[int, ...]
    #: the pages read as two columns: (the page's place in the text, from 1; its first source line)
    pages: tuple[tuple[int, int], ...]


def read_columns(text: str) -> Columns | None:
    """``text`` with every page printed in two columns read as its left column, then its right
    column; None when no page is. A page too short to show its gutter alone (a last page of a
    few lines) is read in two columns where the text's other pages put their gutter, when it
    parts prose there too."""
    lines = text_lines(text)
    bounds = _pages(lines)
    pages = [[line.replace("\f", "").expandtabs() for line in lines[start:end]] for start, end in bounds]
    found = [find_gutter(page) for page in pages]
    seen = sorted({edge for edge in found if edge is not None})
    if not seen:
        return None
    edges = [_same_gutter(p, seen) if e is None else e for p, e in zip(pages, found, strict=True)]
    out: list[str] = []
    rows: list[int] = []
    read: list[tuple[int, int]] = []
    for number, ((start, end), page, edge) in enumerate(zip(bounds, pages, edges, strict=True), start=1):
        if edge is None:
            out.extend(lines[start:end])
            rows.extend(range(start + 1, end + 1))
            continue
        read.append((number, start + 1))
        for row, line in _read_page(page, edge):
            out.append(line)
            rows.append(start + row + 1)
    return Columns("\n".join(out) + "\n", tuple(rows), tuple(read))


def _same_gutter(page: list[str], edges: list[int]) -> int | None:
    """The gutter of the text's other pages that ``page`` leaves blank too, with prose on both
    sides of it on one line at least."""
    printed = [line.rstrip() for line in page if line.strip()]
    for edge in edges:
        resumes = _resumes(printed, edge - GUTTER_GAP)
        if resumes and min(resumes) >= edge and _parts_prose(printed, edge):
            return edge
    return None


def _pages(lines: list[str]) -> list[tuple[int, int]]:
    """The pages of ``lines`` as (first index, end index): a page starts at a form feed."""
    starts = [0, *(i for i, line in enumerate(lines) if "\f" in line and i > 0)]
    return list(zip(starts, [*starts[1:], len(lines)], strict=True))


def find_gutter(page: list[str]) -> int | None:
    """Where the right column of a two-column page starts, or None for a page in one column,
    a table, or a page of a few lines.

    The gutter is the leftmost place, a column's width in at least, that most printed lines
    leave blank for :data:`GUTTER_GAP` spaces or more while a few of them have text on both
    sides of it; the right column starts where the first of those lines resumes.
    """
    printed = [line.rstrip() for line in page if line.strip()]
    if len(printed) < PAGE_LINES or sum(1 for line in printed if _INNER_GAP.search(line)) < BOTH_SIDES:
        return None  # too few lines with text on both sides of a gap to show a gutter anywhere
    for gap in range(COLUMN_WIDTH - GUTTER_GAP, max(len(line) for line in printed)):
        resumes = _resumes(printed, gap)
        if resumes is not None and len(resumes) >= BOTH_SIDES:
            edge = min(resumes)
            return edge if _resumes(printed, edge - GUTTER_GAP) and _parts_prose(printed, edge) else None
    return None


#: text, a gap as wide as a gutter's, text: what a line with text on both sides of a gutter holds
_INNER_GAP = re.compile(rf"\S\s{{{GUTTER_GAP},}}\S")


def _resumes(printed: list[str], gap: int) -> list[int] | None:
    """Where text resumes after a gap at ``gap`` on the lines with text before it, or None when
    fewer than :data:`GUTTER_SHARE` of the lines leave the gap blank."""
    end = gap + GUTTER_GAP
    gapped = [line for line in printed if not line[gap:end].strip()]
    if len(gapped) < GUTTER_SHARE * len(printed):
        return None
    both = [line for line in gapped if line[:gap].strip() and line[end:].strip()]
    return [end + len(line[end:]) - len(line[end:].lstrip()) for line in both]


def _parts_prose(printed: list[str], edge: int) -> bool:
    """Whether the gutter before ``edge`` parts two columns of prose: several words a side, by
    the median over the lines with text on both sides, and no further gap inside either side
    on most of them (a table's cells are short, and set apart by gaps of their own)."""
    both = [(line[:edge].strip(), line[edge:].strip()) for line in printed]
    both = [(left, right) for left, right in both if left and right]
    for n in (0, 1):
        if statistics.median(len(side[n].split()) for side in both) < COLUMN_WORDS:
            return False
        if 2 * sum(" " * GUTTER_GAP in side[n] for side in both) > len(both):
            return False
    return True


def _read_page(page: list[str], edge: int) -> list[tuple[int, str]]:
    """A two-column page's lines in reading order, each with its row on the page: between two
    lines that cross the gutter, the left column, then the right."""
    out: list[tuple[int, str]] = []
    band: list[int] = []
    for row, line in enumerate(page):
        if _crosses(line, edge):
            out.extend(_band(page, band, edge))
            out.append((row, line))
            band = []
        else:
            band.append(row)
    out.extend(_band(page, band, edge))
    return out


def _band(page: list[str], band: list[int], edge: int) -> list[tuple[int, str]]:
    """The rows ``band`` of a page read as the left column, then the right."""
    left = [(row, page[row][:edge].rstrip()) for row in band]
    right = [(row, page[row][edge:].rstrip()) for row in band]
    return left + right


def _crosses(line: str, edge: int) -> bool:
    """A line set across the page: text inside the gutter (a heading or a table row wider than
    a column), or a page's number alone."""
    return bool(line[edge - GUTTER_GAP : edge].strip()) or bool(PAGE_ONLY.match(normalise_line(line)))
