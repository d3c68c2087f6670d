"""Fold a text for the citation finder, keeping a way back to the text as given (eyecite's ``clean``).

A citation copied from a PDF, a phone or a web page may be written in fullwidth forms
("Law １６Ｂ１"), with a hyphen look-alike ("Laws 61‑64", U+2011) or with invisible format
characters inside it (U+200B, U+FEFF, the U+202E that reverses what follows). The finder
matches the folded text; :class:`Folded` maps each offset back, so a citation's span still
indexes the original text and its raw text is that text's own.

Guarantees of :func:`fold`:

1. Fullwidth ASCII forms (U+FF01-U+FF5E) are their ASCII letters, digits and signs; the
   ideographic space (U+3000) is a space.
2. Hyphen look-alikes (U+2010, U+2011, U+2012, U+2212) are ``-``; en and em dashes are kept.
3. Invisible format characters (Unicode category Cf: zero-width spaces and joiners, the
   byte-order mark, directional marks and overrides, the soft hyphen) are gone.
4. Nothing else changes, so a text without any of these is returned as it is.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

#: hyphen look-alikes read as "-"
HYPHENS = "\u2010\u2011\u2012\u2212"


@lru_cache(maxsize=1)
def _table() -> dict[int, str | None]:
    """The translation table: fullwidth forms to ASCII, hyphens to "-", format characters to nothing."""
    table: dict[int, str | None] = {c: chr(c - 0xFEE0) for c in range(0xFF01, 0xFF5F)}
    table[0x3000] = " "
    table.update({ord(h): "-" for h in HYPHENS})
    for c in (*range(0x10000), *range(0xE0000, 0xE0080)):  # where format characters live
        if unicodedata.category(chr(c)) == "Cf":
            table[c] = None
    return table


@lru_cache(maxsize=1)
def _needs_folding() -> re.Pattern[str]:
    """A character class of every character :func:`fold` changes: most texts have none."""
    chars = "".join(re.escape(chr(c)) for c in sorted(_table()))
    return re.compile(f"[{chars}]")


@dataclass(frozen=True)
class Folded:
    """A folded text and, when folding changed its length, the original offset of each character."""

    original: str
    text: str
    #: ``starts[i]`` is the offset in ``original`` of ``text[i]``; empty when nothing was removed
    starts: tuple[int, ...] = ()

    def start(self, i: int) -> int:
        """The original offset of the folded offset ``i`` (a span's start)."""
        if not self.starts:
            return i
        return self.starts[i] if i < len(self.starts) else len(self.original)

    def end(self, i: int) -> int:
        """The original offset just after the folded character ``i - 1`` (a span's end)."""
        if not self.starts or i == 0:
            return i
        return self.starts[i - 1] + 1


def fold(text: str) -> Folded:
    """``text`` folded as the module docstring promises, with the way back to its offsets."""
    if not _needs_folding().search(text):
        return Folded(text, text)
    table = _table()
    out: list[str] = []
    starts: list[int] = []
    for i, ch in enumerate(text):
        mapped = table.get(ord(ch), ch)
        if mapped is None:
            continue
        out.append(mapped)
        starts.append(i)
    folded = "".join(out)
    if len(folded) == len(text):
        return Folded(text, folded)
    return Folded(text, folded, tuple(starts))
