"""Turn a law text exported as a table of rows (CSV or TSV) into the plain-text layout the parsers read.

A spreadsheet or a database holds one provision a row: its id (in one column, ``16B1a``, or
split over several, ``16;B;1;a``), perhaps a heading, and its text, with an optional header row
naming the columns (``layout.toml``'s ``table_columns``). Each row is written out as the
printed text would hold it: ``LAW 16 – Title`` above a law's provisions, each provision on a
line that starts with its labels (``B.``, ``1.``, ``(a)``), so the parsers read the rows as they
read any text and build the same provisions. The id is read by the project's own id parsing
(:func:`indexer.ids.try_ref`); a row whose id does not read is left out with a notice naming
its line, and so is nothing else.
"""

from __future__ import annotations

import csv
import io
import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from indexer.formats import Layout
from indexer.ids import Ref
from indexer.ids import try_ref

#: the delimiters a table of rows may use
DELIMITERS = ",;\t"
#: how many rows are enough to tell a table's shape
SAMPLE_ROWS = 200
#: how much of a table the csv sniffer reads to propose its delimiter
SNIFF_SIZE = 4096
#: the most columns an id may be split over (law, section, paragraph, sub-paragraph, item)
ID_COLUMNS = 5
#: the share of rows that must agree for a plain text to be read as a table
CLEARLY = 0.8
_BRACKETED = re.compile(r"^\(.*\)$")


@dataclass(frozen=True)
class TableWords:
    """What a table's layout needs from ``layout.toml``."""

    #: a header row's column names (lower case) -> what the column holds: ``id``, ``heading``, ``text``
    columns: Mapping[str, str]
    #: a front-matter provision id -> the heading that prints it (``preface`` -> ``PREFACE``)
    front_matter: Mapping[str, str]
    #: the word that opens a law's heading line (``LAW``): every language's parser reads it
    law_word: str = "LAW"
    #: what parts a defined term from its definition
    definition_dash: str = "—"
    #: a record's keys that hold its label alone (``label``: ``(a)``), read under its parent's id
    labels: frozenset[str] = frozenset()


@dataclass(frozen=True)
class _Row:
    line: int
    cells: list[str]


def looks_like_table(text: str, words: TableWords) -> bool:
    """Whether a text said to be plain is clearly a table: most rows hold the same number of
    cells (two or more), most start with an id, and some id is below a law's own level (a
    text whose lines merely start with numbers is no table)."""
    return _reads_as_table(_rows(text, _delimiter(text))[:SAMPLE_ROWS], words)


def cells_read_as_table(cells: list[tuple[int, list[str]]], words: TableWords) -> bool:
    """:func:`looks_like_table` of rows already split into cells (a web page's table), each
    with the line it starts on."""
    return _reads_as_table([_Row(line, row) for line, row in cells][:SAMPLE_ROWS], words, idless=False)


def _reads_as_table(rows: list[_Row], words: TableWords, idless: bool = True) -> bool:
    """Whether ``rows`` read as a table of provisions; ``idless`` says whether rows with no id
    at all count against it (in a text said to be plain they are lines that are no rows; in a
    page's table they are the text's own lines, a part's heading or a definition). A row of
    the table's width whose id cell is empty is the text's own in a plain text too (a tab
    before "Introduction: ..."), while fewer than half the rows are."""
    if len(rows) < 3:
        return False
    width, agreeing = _width(rows)
    if width < 2 or agreeing < CLEARLY * len(rows):
        return False
    body = rows[1:] if _roles_of_header(rows[0].cells, words) else rows
    id_columns = _id_columns(body, words)
    own = [r for r in body if not any(r.cells[:id_columns]) and (not idless or len(r.cells) == width)]
    if idless and 2 * len(own) > len(body):
        return False  # most lines open with a tab: an indented text, not a table of ids
    body = [r for r in body if r not in own]
    ids = [_row_id(r.cells[:id_columns], words) for r in body]
    refs = [i for i in ids if isinstance(i, Ref)]
    return len(refs) + sum(isinstance(i, str) for i in ids) >= CLEARLY * len(body) and any(
        r.depth > 0 for r in refs
    )


def table_to_layout(text: str, words: TableWords) -> Layout:
    """The layout of a table of rows, and a notice for each row that could not be read whole."""
    return _layout(_rows(text, _delimiter(text)), words)


def cells_to_layout(cells: list[tuple[int, list[str]]], words: TableWords) -> Layout:
    """:func:`table_to_layout` of rows already split into cells, each with the line it starts on."""
    return _layout([_Row(line, row) for line, row in cells], words)


def _layout(rows: list[_Row], words: TableWords) -> Layout:
    if not rows:
        return Layout("", ())
    header = _roles_of_header(rows[0].cells, words)
    body = rows[1:] if header else rows
    width = len(header) if header else _width(body)[0]
    roles = header or _roles(body, words, width)
    writer = _Writer(words)
    for row in body:
        if len(row.cells) != width:
            found = f"this row has {len(row.cells)} cells where the table has {width}"
            writer.notice(row.line, f"{found}: read as far as it goes")
        writer.row(row, roles)
    return Layout("\n".join(writer.lines), tuple(writer.notices), tuple(writer.sources))


def records_to_layout(records: list[tuple[int, str, str, str]], words: TableWords) -> Layout:
    """The layout of records already read from another export (a JSON tree): each is (line,
    id, heading, text) and is written out as a table's row is."""
    writer = _Writer(words)
    for line, pid, heading, text in records:
        writer.row(_Row(line, [pid, heading, text]), ["id", "heading", "text"])
    return Layout("\n".join(writer.lines), tuple(writer.notices), tuple(writer.sources))


# --- the table's shape ---------------------------------------------------------------------


def _delimiter(text: str) -> str:
    """The delimiter that splits most rows into the same number of cells; the csv module's
    sniffer proposes, the rows decide (its guess fails on cells holding other delimiters)."""
    sample = text[: 64 * 1024]
    try:
        # the sniffer's quote search is quadratic in its sample (64 KB of quotes took 8 s): its
        # proposal needs only the first lines
        sniffed = csv.Sniffer().sniff(sample[:SNIFF_SIZE], DELIMITERS).delimiter
    except csv.Error:
        sniffed = ""
    candidates = sorted(DELIMITERS, key=lambda d: d != sniffed)

    def agreement(delimiter: str) -> tuple[float, int]:
        rows = _rows(sample, delimiter)[:SAMPLE_ROWS]
        width, agreeing = _width(rows)
        return (agreeing / len(rows) if rows and width > 1 else 0.0, width)

    return max(candidates, key=agreement)


def _rows(text: str, delimiter: str) -> list[_Row]:
    """The non-empty rows of ``text``, each with the line it starts on."""
    out: list[_Row] = []
    # a cell may be as long as the file (the csv module's default stops at 128 KiB, and the rows
    # from there on were lost)
    csv.field_size_limit(max(csv.field_size_limit(), len(text) + 1))
    reader = csv.reader(io.StringIO(text), delimiter=delimiter, quotechar='"', doublequote=True, strict=False)
    line = 0
    try:
        for cells in reader:
            if any(c.strip() for c in cells):
                out.append(_Row(line + 1, [c.strip() for c in cells]))
            line = reader.line_num
    except csv.Error:
        pass  # an unclosed quote: the rows before it stand
    return _cells_going_on(out) if delimiter == "\t" else out


def _cells_going_on(rows: list[_Row]) -> list[_Row]:
    """Rows pasted as text whose last cell held line breaks (a spreadsheet's cell copied
    without quotes): a line with no tab that reads as no id, after a row of two cells or more,
    is that row's last cell going on ("2<TAB>The Duplicate Boards – ...", then the board
    table's lines). A line that is an id alone ("72") stays a row of its own."""
    out: list[_Row] = []
    for row in rows:
        last = out[-1] if out else None
        if last is not None and len(row.cells) == 1 and len(last.cells) > 1 and try_ref(row.cells[0]) is None:
            last.cells[-1] = f"{last.cells[-1]}\n{row.cells[0]}"
            continue
        out.append(_Row(row.line, list(row.cells)))
    return out


def _width(rows: list[_Row]) -> tuple[int, int]:
    """The commonest number of cells a row has, and how many rows have it."""
    counts = Counter(len(r.cells) for r in rows)
    return counts.most_common(1)[0] if counts else (0, 0)


def _roles_of_header(cells: list[str], words: TableWords) -> list[str] | None:
    """What each column holds, when ``cells`` is a header row naming the columns."""
    names = [c.lower().strip(" #:") for c in cells]
    known = [words.columns.get(n) for n in names]
    if known[:1] != ["id"] or sum(k is not None for k in known) * 2 < len(known):
        return None
    return [k or "text" for k in known]


def _roles(rows: list[_Row], words: TableWords, width: int) -> list[str]:
    """What each column holds with no header: the id columns, then a heading when two or more
    columns remain, then the text."""
    id_columns = _id_columns(rows, words)
    rest = width - id_columns
    if rest <= 1:
        return ["id"] * id_columns + ["text"] * rest
    return ["id"] * id_columns + ["heading"] + ["text"] * (rest - 1)


def _id_columns(rows: list[_Row], words: TableWords) -> int:
    """How many leading columns make up the id: the fewest that tell the most rows apart."""

    def distinct(k: int) -> int:
        return len({i for r in rows if (i := _row_id(r.cells[:k], words)) is not None})

    return max(range(1, ID_COLUMNS + 1), key=lambda k: (distinct(k), -k))


# --- ids -----------------------------------------------------------------------------------


def _row_id(cells: list[str], words: TableWords) -> Ref | str | None:
    """A row's id: a law reference, a front-matter id (``preface``, ``definitions/dummy``), or None."""
    parts = [c for c in cells if c]
    if not parts:
        return None
    if len(parts) == 1 and _front_matter(parts[0], words):
        return parts[0].lower()
    joined = parts[0] + "".join(" " + _level(p) for p in parts[1:])
    return try_ref(joined)


def _level(part: str) -> str:
    """One column of a split id, as the id parsing reads it: a lower-case letter or roman
    numeral in brackets (``a`` -> ``(a)``), so that it reads as the level it stands at."""
    return f"({part})" if part.isalpha() and part.islower() and not _BRACKETED.match(part) else part


def _front_matter(cell: str, words: TableWords) -> bool:
    top = cell.lower().split("/", 1)[0]
    return top in words.front_matter


# --- writing the layout --------------------------------------------------------------------


class _Writer:
    """Writes rows as printed lines, remembering each line's row and the labels already printed."""

    def __init__(self, words: TableWords) -> None:
        self.words = words
        self.lines: list[str] = []
        self.sources: list[int] = []
        self.notices: list[tuple[int | None, str]] = []
        self.printed: tuple[object, ...] = ()
        self.front = ""

    def notice(self, line: int, message: str) -> None:
        self.notices.append((line, message))

    def emit(self, text: str, line: int) -> None:
        self.lines.append(text)
        self.sources.append(line)

    def row(self, row: _Row, roles: list[str]) -> None:
        cells = row.cells + [""] * (len(roles) - len(row.cells))
        extra = row.cells[len(roles) :]
        ids = [c for c, r in zip(cells, roles, strict=False) if r == "id"]
        heading = " ".join(c for c, r in zip(cells, roles, strict=False) if r == "heading" and c)
        texts = [c for c, r in zip(cells, roles, strict=False) if r == "text" and c] + [c for c in extra if c]
        lines = [line.strip() for text in texts for line in text.splitlines() if line.strip()]
        found = _row_id(ids, self.words)
        if not any(ids):
            self.own_lines([heading, *lines] if heading else lines, row.line)
        elif found is None:
            shown = " ".join(c for c in ids if c)
            self.notice(row.line, f"this row's id {shown!r} is not a law reference: the row is left out")
        elif isinstance(found, str):
            self.front_matter(found, heading, lines, row.line)
        else:
            self.provision(found, heading, lines, row.line)

    def own_lines(self, lines: list[str], at: int) -> None:
        """A row with no id is the text's own: a part's heading, a term and its definition, a
        paragraph going on; its lines print as they stand, a paragraph of their own."""
        self.emit("", at)
        for line in lines:
            self.emit(line, at)

    def front_matter(self, pid: str, heading: str, lines: list[str], at: int) -> None:
        top, _, entry = pid.partition("/")
        if top != self.front:
            self.front = top
            self.emit(self.words.front_matter[top], at)
        if entry and lines:
            lines[0] = f"{heading} {self.words.definition_dash} {lines[0]}" if heading else lines[0]
        for line in lines:
            self.emit(line, at)

    def provision(self, ref: Ref, heading: str, lines: list[str], at: int) -> None:
        path = (ref.law, ref.section, ref.para, ref.sub, ref.roman)
        if ref.depth == 0 and not heading and lines:
            heading, lines[0] = _title_run_in(lines[0])
            lines = [line for line in lines if line]
        if path[0] != (self.printed[:1] or (None,))[0]:
            title = f" – {heading}" if heading and ref.depth == 0 else ""
            self.emit("", at)
            self.emit(f"{self.words.law_word} {ref.law}{title}", at)
            self.printed = (ref.law,)
            if ref.depth == 0:
                heading = ""
        same = next((n for n in range(1, 5) if n >= len(self.printed) or path[n] != self.printed[n]), 5)
        labels = [_label(n, path[n]) for n in range(same, ref.depth + 1)]
        if not (heading or lines):
            return  # a container: its labels print with its first child's line
        first = " ".join([*labels, heading or lines.pop(0)]).strip()
        if first:
            self.emit(first, at)
        for line in lines:
            self.emit(line, at)
        self.printed = path[: ref.depth + 1]


#: a spaced dash after a law's title, before the law's own text on the same line
_TITLE_DASH = re.compile(r"\s+(?:--|[-–—])\s+")
#: the most words a law's title runs to
_TITLE_WORDS = 10


def _title_run_in(line: str) -> tuple[str, str]:
    """A law's row with no heading column whose text opens with the law's title, a dash and
    the law's own text ("The Duplicate Boards – A duplicate board ..."): the title and the
    text; ("", line) when it opens with no such title (a dash inside a sentence: "The
    Director – at his discretion – may ...") or a title of two parts ("The Pack – Rank of
    Cards and Suits": a heading after the dash, not a sentence)."""
    dash = _TITLE_DASH.search(line)
    if dash is None:
        return "", line
    title, text = line[: dash.start()], line[dash.end() :]
    short = 0 < len(title.split()) <= _TITLE_WORDS and not re.search(r"[.:;!?,]", title)
    sentence = len(text.split()) > _TITLE_WORDS or bool(re.search(r"[.:;!?]$", text))
    if short and sentence and title[:1].isupper() and text[:1].isupper():
        return title, text
    return "", line


def _label(level: int, value: object) -> str:
    """The printed label of ``value`` at ``level`` (1 section, 2 paragraph, 3 sub-paragraph, 4 item)."""
    return f"{value}." if level <= 2 else f"({value})"
