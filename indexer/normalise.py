"""Normalise source text once, so that every later stage can trust it.

Guarantees of :func:`normalise_line`:

1. Unicode NFC.
2. No tabs, no-break spaces, thin or other odd spaces: each is one ordinary space.
3. Hyphen look-alikes (U+2010, U+2011) are ``-``; en and em dashes are kept (they carry meaning).
4. Runs of spaces are one space; no leading or trailing spaces.

:func:`reflow` joins the hard-wrapped lines of one paragraph with single spaces.
Source line numbers are never lost: parsers keep them next to the text.
"""

from __future__ import annotations

import re
import unicodedata

_ODD_SPACES = re.compile(r"[\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]")
_ZERO_WIDTH = re.compile(r"[\u200b\u200c\u200d\ufeff]")
_HYPHENS = str.maketrans({"\u2010": "-", "\u2011": "-"})
_SPACES = re.compile(r" {2,}")


def normalise_line(line: str) -> str:
    """One source line, normalised as the module docstring promises."""
    line = unicodedata.normalize("NFC", line)
    line = _ZERO_WIDTH.sub("", _ODD_SPACES.sub(" ", line)).translate(_HYPHENS)
    return _SPACES.sub(" ", line).strip()


def reflow(lines: list[str]) -> str:
    """Join hard-wrapped, already normalised lines of one paragraph into one line."""
    out = ""
    for line in lines:
        if not line:
            continue
        if out.endswith("-") and not out.endswith(" -") and line[:1].islower():
            out = out + line  # a word broken at a hyphen: keep the hyphen, no space
        else:
            out = f"{out} {line}" if out else line
    return _SPACES.sub(" ", out).strip()


def source_lines(text: str) -> list[str]:
    """The normalised lines of a source text; index i is source line i + 1."""
    return [normalise_line(line) for line in text.splitlines()]
