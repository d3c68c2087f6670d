"""Turn a word processor's RTF, a wiki's source and an AsciiDoc file into the parsers' layout.

The layout is the one :mod:`indexer.formats` writes: a heading on a line of its own, each
paragraph on a line, each list item on a line that starts with its printed label, a table's
row on a line with its cells parted by `` | ``. Each format is read by what it is: RTF and
wiki source by well-kept libraries (striprtf, mwparserfromhell), AsciiDoc, for which Python
has none, by its line-start markers, named in ``corpus/data/layout.toml``.
"""

from __future__ import annotations

import re

from indexer.formats import Layout

# --- RTF -----------------------------------------------------------------------------------

#: the code page an RTF file's ``\ansicpg`` control word names for its ``\'hh`` bytes
_CODE_PAGE = re.compile(r"\\ansicpg(\d{3,5})")
#: the opening every RTF file has (Word, WordPad, LibreOffice)
RTF_OPENING = re.compile(r"\A\s*\{\\rtf")
#: a table's cell end, as striprtf writes ``\cell``
_CELL = "|"


def rtf_to_layout(text: str) -> Layout:
    """An RTF document (Word's "Save as RTF") as the parsers' layout: its text as striprtf reads
    it, each paragraph (``\\par``) and line break (``\\line``) on a line of its own, a label's
    ``\\tab`` kept as the gap after the label (a tab reads as a space), ``\\u8211`` escapes and
    ``\\'96`` bytes as the characters they are, the font table, stylesheet and document
    information left out. A table's row (``\\trowd ... \\cell ... \\row``) is a line of its
    cells parted by `` | ``. The parts of the file are not mapped to its lines."""
    from striprtf.striprtf import rtf_to_text

    page = _CODE_PAGE.search(text[:4000])
    encoding = f"cp{page.group(1)}" if page else "cp1252"
    try:
        plain = rtf_to_text(text, encoding=encoding, errors="replace")
    except LookupError:  # a code page Python does not know: Word's own
        plain = rtf_to_text(text, errors="replace")
    except ValueError:  # a damaged escape: no text read, and the build says so
        return Layout("", ())
    lines = [_row(line) if line.rstrip().endswith(_CELL) else line for line in plain.splitlines()]
    return Layout("\n".join(lines) + "\n", ())


def _row(line: str) -> str:
    """A table row striprtf wrote as ``cell|cell|``: its cells parted by `` | ``."""
    return " | ".join(cell.strip() for cell in line.rstrip().rstrip(_CELL).split(_CELL))
