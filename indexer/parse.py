"""Parse a source text into provisions: one parser per kind of text, chosen by the manifest.

A page printed in two columns side by side is read a column at a time first
(:mod:`indexer.columns`), and every line number the parser gives is put back on the source's line.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from indexer.columns import Columns
from indexer.columns import read_columns
from indexer.models import LAW_KINDS
from indexer.models import Document
from indexer.models import Provision
from indexer.models import SourceError
from indexer.models import SourceWarning
from indexer.normalise import LISTED_LINES
from indexer.parsers import commentary
from indexer.parsers import everyday
from indexer.parsers import formal
from indexer.parsers import translation
from indexer.tables import Tables

Parser = Callable[[str, Document, Tables], list[Provision]]
#: a law-text parser also reports what it dropped or guessed
LawParser = Callable[[str, Document, Tables, list[SourceWarning]], list[Provision]]

LAW_PARSERS: dict[str, LawParser] = {
    "formal": formal.parse,
    "everyday": everyday.parse,
    "translation": translation.parse,
}
PARSERS: dict[str, Parser] = {"commentary": commentary.parse}


def parse_document(
    text: str, doc: Document, tables: Tables, warnings: list[SourceWarning] | None = None
) -> list[Provision]:
    """The provisions of one document, in document order, with unique ids.

    What the parser dropped, guessed or kept against the skeleton is appended to
    ``warnings`` (when given): never fatal, but worth showing to whoever adds the text.
    """
    sink = warnings if warnings is not None else []
    columns = read_columns(text)
    if columns is None:
        provisions = _parse(text, doc, tables, sink)
    else:
        provisions = _parse_columns(columns, doc, tables, sink)
    if not provisions:
        raise SourceError(doc.source_file, None, "no provisions found: is this the right file?")
    seen: set[str] = set()
    for p in provisions:
        if p.id in seen:
            raise SourceError(doc.source_file, p.lines[0], f"provision id {p.id!r} occurs twice")
        seen.add(p.id)
    return provisions


def _parse(text: str, doc: Document, tables: Tables, sink: list[SourceWarning]) -> list[Provision]:
    """The provisions the parser of the document's kind reads in ``text``."""
    if doc.kind in LAW_KINDS and doc.kind in LAW_PARSERS:
        return LAW_PARSERS[doc.kind](text, doc, tables, sink)
    if doc.kind in PARSERS:
        return PARSERS[doc.kind](text, doc, tables)
    raise SourceError(doc.source_file, None, f"unknown kind {doc.kind!r}")


def _parse_columns(
    columns: Columns, doc: Document, tables: Tables, sink: list[SourceWarning]
) -> list[Provision]:
    """The provisions of a text with pages in two columns, read a column at a time; every line
    number (of a provision, a warning, an error) is the source's again."""
    found: list[SourceWarning] = []
    try:
        provisions = _parse(columns.text, doc, tables, found)
    except SourceError as error:
        raise SourceError(error.file, _row(columns, error.line), error.reason) from None
    pages = ", ".join(str(n) for n, _ in columns.pages[:8]) + (" …" if len(columns.pages) > 8 else "")
    sink.append(
        SourceWarning(
            doc.source_file,
            columns.pages[0][1],
            f"read {len(columns.pages)} page(s) printed in two columns side by side as the left "
            f"column, then the right: page(s) {pages}",
        )
    )
    sink.extend(_moved_warning(w, columns) for w in found)
    return [_moved(p, columns) for p in provisions]


def _moved(p: Provision, columns: Columns) -> Provision:
    """``p`` with its line ranges on the source's lines."""
    copies = tuple(_rows(columns, c) for c in p.copies)
    return dataclasses.replace(p, lines=_rows(columns, p.lines), copies=copies)


def _moved_warning(warning: SourceWarning, columns: Columns) -> SourceWarning:
    """``warning`` with its line, and the lines its message lists, on the source's lines."""
    message = LISTED_LINES.sub(
        lambda m: ", ".join(str(columns.rows[min(int(n), len(columns.rows)) - 1]) for n in m[0].split(", ")),
        warning.message,
    )
    return dataclasses.replace(warning, line=_row(columns, warning.line), message=message)


def _row(columns: Columns, line: int | None) -> int | None:
    """The source line of line ``line`` of the text read a column at a time."""
    return None if line is None else columns.rows[min(max(line, 1), len(columns.rows)) - 1]


def _rows(columns: Columns, lines: tuple[int, int]) -> tuple[int, int]:
    """The source lines a range of lines of the text read a column at a time was printed on:
    from the first to the last, a column's foot and the next column's head both inside."""
    last = min(max(lines), len(columns.rows))
    first = min(max(lines[0], 1), last)
    rows = columns.rows[first - 1 : last]
    return (min(rows), max(rows))
