"""A Project Gutenberg e-book's plain text as the text it carries.

A PG e-book wraps its text in furniture: a header (the licence's first lines, the book's
title, release date and credits) up to its ``*** START OF THE PROJECT GUTENBERG EBOOK ...``
line, and from its ``*** END OF ...`` line the full licence (whose numbered sections would
read as provisions). Inside, the transcriber marks a book's apparatus in brackets
(``[Illustration: cover]``, ``[Footnote 1: ...]`` with its anchor ``[1]``), a transcriber's
note, and italics by underscores (``_Title_``, ``_Adjusted Score_--A score ...``). None of
that is text of the Laws but the words in italics, which stay. The marker lines and the
apparatus's words are data (``layout.toml``: ``ebook_starts``, ``ebook_ends``,
``ebook_apparatus``, ``ebook_notes``). The text keeps its lines: line n stays line n.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class EbookWords:
    """The words an e-book's furniture is written in (``layout.toml``, every language's)."""

    #: how the line opens that ends the header (``*** START OF THE PROJECT GUTENBERG EBOOK``)
    starts: tuple[str, ...] = ()
    #: how the line opens that starts the licence (``*** END OF THE PROJECT GUTENBERG EBOOK``)
    ends: tuple[str, ...] = ()
    #: the words a bracketed apparatus opens with (``Illustration``, ``Footnote``)
    apparatus: tuple[str, ...] = ()
    #: the headings of a transcriber's note (``Transcriber's Note``)
    notes: tuple[str, ...] = ()


#: the most lines a bracketed apparatus runs over: a bracket never closed ends there
APPARATUS_LINES = 40
#: italics as a transcriber marks them: ``_words_``, not inside a word or a name_with_underscores
_ITALIC = re.compile(r"(?<![\w*])_(?=[^\s_])([^_\n]*?[^\s_])_(?![\w*])")


def read_ebook(text: str, words: EbookWords) -> tuple[str, list[tuple[int, str]]] | None:
    """``text`` without its e-book furniture and apparatus, and what was left out (line,
    message); None for a text that is no Project Gutenberg e-book (it has no START or END line)."""
    lines = text.split("\n")
    start = _marker(lines, words.starts, 0)
    end = _marker(lines, words.ends, 0 if start is None else start + 1)
    if start is None and end is None:
        return None
    notices: list[tuple[int, str]] = []
    if start is not None:
        lines[: start + 1] = [""] * (start + 1)
        notices.append((1, f"an e-book's header (lines 1-{start + 1}) left out"))
    if end is not None:
        lines[end:] = [""] * (len(lines) - end)
        notices.append((end + 1, f"an e-book's licence (from line {end + 1}) left out"))
    notices += _drop_apparatus(lines, words) + _drop_notes(lines, words)
    return "\n".join(_ITALIC.sub(r"\1", line) for line in lines), notices


def _marker(lines: list[str], openings: tuple[str, ...], begin: int) -> int | None:
    """The index of the first line from ``begin`` that opens with one of ``openings``."""
    folded = tuple(o.casefold() for o in openings)
    return next(
        (i for i in range(begin, len(lines)) if lines[i].strip().casefold().startswith(folded)),
        None,
    )


def _drop_apparatus(lines: list[str], words: EbookWords) -> list[tuple[int, str]]:
    """Blank each bracketed apparatus (``[Footnote 1: ...]``, over lines until its bracket
    closes) and each footnote's anchor (``[1]``) in the text; say where."""
    if not words.apparatus:
        return []
    names = "|".join(map(re.escape, words.apparatus))
    opens = re.compile(rf"^\s*\[(?:{names})(?:\s+(?P<label>\w+))?\s*:", re.IGNORECASE)
    notices: list[tuple[int, str]] = []
    labels: set[str] = set()
    i = 0
    while i < len(lines):
        match = opens.match(lines[i])
        if not match:
            i += 1
            continue
        if match["label"]:
            labels.add(match["label"])
        last, depth = i, lines[i].count("[") - lines[i].count("]")
        while depth > 0 and last < min(len(lines) - 1, i + APPARATUS_LINES):
            last += 1
            depth += lines[last].count("[") - lines[last].count("]")
        notices.append((i + 1, f"an e-book's apparatus left out: {lines[i].strip()[:60]!r}"))
        lines[i : last + 1] = [""] * (last + 1 - i)
        i = last + 1
    if labels:
        anchor = re.compile(rf"\[(?:{'|'.join(map(re.escape, labels))})\]")
        lines[:] = [anchor.sub("", line) for line in lines]
    return notices


def _drop_notes(lines: list[str], words: EbookWords) -> list[tuple[int, str]]:
    """Blank a transcriber's note: its heading and its paragraphs, up to two blank lines."""
    headings = tuple(n.casefold() for n in words.notes)
    notices: list[tuple[int, str]] = []
    for i, line in enumerate(lines):
        if not headings or line.strip().rstrip(":").casefold().replace("’", "'") not in headings:
            continue
        last = i + 1
        while last < len(lines) and (
            lines[last].strip() or (last + 1 < len(lines) and lines[last + 1].strip())
        ):
            last += 1
        notices.append((i + 1, f"a transcriber's note left out (lines {i + 1}-{last})"))
        lines[i:last] = [""] * (last - i)
    return notices
