"""A Kindle's "My Clippings.txt" as the text its highlights carry.

The Kindle appends each highlight, note and bookmark to one file as an entry: the book's title
line, a line saying what and where (``- Your Highlight on page 45 | Location 606-607 | Added on
...``; Dutch ``- Uw markering op pagina ...``), a blank line, the text, and a row of ten ``=``
closing the entry. Highlights made in order along a book are its text in order; the title,
the where-line and the row are furniture, a note is the reader's own words, a bookmark holds
none, and a highlight recorded twice is kept once. The words of the
where-line are data (``layout.toml``: ``clipping_highlights``, ``clipping_others``). The text
keeps its lines: line n stays line n.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: the row that closes a Kindle clipping
_CLOSING = re.compile(r"^={10}\s*$")
#: the fewest entries that make a text a Kindle's clippings
MIN_ENTRIES = 2


@dataclass(frozen=True)
class ClippingWords:
    """How a clipping's where-line opens, after its ``- `` (``layout.toml``, every language's)."""

    #: a highlight's (``Your Highlight``, ``Uw markering``): its text is the book's
    highlights: tuple[str, ...] = ()
    #: a note's or a bookmark's (``Your Note``, ``Your Bookmark``): its text is not
    others: tuple[str, ...] = ()


def read_clippings(text: str, words: ClippingWords) -> tuple[str, list[tuple[int, str]]] | None:
    """``text`` with only its highlights' texts, each once, and what was left out (line,
    message); None for a text that is no Kindle's clippings."""
    lines = text.split("\n")
    entries = _entries(lines, words)
    if len(entries) < MIN_ENTRIES:
        return None
    seen: list[str] = []
    dropped = duplicates = 0
    for first, body, highlight in entries:
        content = " ".join(lines[i].strip() for i in body if lines[i].strip())
        keep = highlight and content not in seen
        if highlight and not keep:
            duplicates += 1
        elif not highlight and content:
            dropped += 1
        if keep:
            seen.append(content)
        for i in range(first, min(body.stop + 1, len(lines))):
            if not keep or i not in body:
                lines[i] = ""  # the title, the where-line, the closing row; all of a note
    notices = [(1, f"read as a Kindle's clippings: {len(seen)} highlights, their furniture left out")]
    if dropped or duplicates:
        notices.append((1, f"{dropped} notes and {duplicates} highlights recorded twice left out"))
    return "\n".join(lines), notices


def _entries(lines: list[str], words: ClippingWords) -> list[tuple[int, range, bool]]:
    """Each clipping: the index of its title line, the range of its text's lines (up to its
    closing row, which is at ``range.stop`` if any), and whether it is a highlight."""
    kinds = tuple((w, True) for w in words.highlights) + tuple((w, False) for w in words.others)
    out: list[tuple[int, range, bool]] = []
    i = 0
    while i + 1 < len(lines):
        where = lines[i + 1].strip().lstrip("-").strip().casefold()
        kind = next((highlight for w, highlight in kinds if where.startswith(w.casefold())), None)
        if kind is None or not lines[i].strip():
            i += 1
            continue
        end = i + 2
        while end < len(lines) and not _CLOSING.match(lines[end]):
            end += 1
        if end == len(lines) and not out:
            return []
        out.append((i, range(i + 2, end), kind))
        i = end + 1
    return out
