"""Fold a text for the citation finder, keeping a way back to the text as given (eyecite's ``clean``).

A citation copied from a PDF, a phone or a web page may be written in fullwidth forms
("Law １６Ｂ１"), with no-break spaces, with a hyphen look-alike ("Laws 61‑64", U+2011) or
with invisible format characters inside it (U+200B, U+FEFF, the U+202E that reverses what
follows). The finder matches the folded text; :class:`Folded` maps each offset back, so a
citation's span still indexes the original text and its raw text is that text's own.

Guarantees of :func:`fold`:

1. Fullwidth ASCII forms (U+FF01-U+FF5E) are their ASCII letters, digits and signs; every
   space but the ASCII one (Unicode category Zs: the no-break space U+00A0 a word processor
   puts in "Law 16 B 1", the narrow and figure spaces, the ideographic space U+3000) is " ".
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

from indexer.normalise import format_characters

#: hyphen look-alikes read as "-"
HYPHENS = "\u2010\u2011\u2012\u2212"


@lru_cache(maxsize=1)
def _table() -> dict[int, str | None]:
    """The translation table: fullwidth forms to ASCII, hyphens to "-", format characters to nothing."""
    table: dict[int, str | None] = {c: chr(c - 0xFEE0) for c in range(0xFF01, 0xFF5F)}
    table.update({ord(h): "-" for h in HYPHENS})
    table.update(dict.fromkeys(format_characters()))
    for c in range(0x10000):  # where the spaces live
        if unicodedata.category(chr(c)) == "Zs" and c != 0x20:
            table[c] = " "
    return table


def _char_class(codes: list[int]) -> re.Pattern[str]:
    """A character class of the given code points, runs written as ranges (a short class is fast)."""
    parts: list[str] = []
    run_start = prev = None
    for c in [*sorted(codes), None]:
        if c is not None and prev is not None and c == prev + 1:
            prev = c
            continue
        if run_start is not None and prev is not None:
            parts.append(re.escape(chr(run_start)) + ("-" + re.escape(chr(prev)) if prev > run_start else ""))
        run_start = prev = c
    return re.compile("[" + "".join(parts) + "]")


@lru_cache(maxsize=1)
def _needs_folding() -> re.Pattern[str]:
    """Every character :func:`fold` changes: most texts have none."""
    return _char_class(list(_table()))


@lru_cache(maxsize=1)
def _removed() -> re.Pattern[str]:
    """Every character :func:`fold` removes."""
    return _char_class([c for c, v in _table().items() if v is None])


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
    folded = text.translate(_table())
    if len(folded) == len(text):
        return Folded(text, folded)
    removed = {m.start() for m in _removed().finditer(text)}
    return Folded(text, folded, tuple(i for i in range(len(text)) if i not in removed))
