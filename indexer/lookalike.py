"""Look-alike input folded to what it looks like: ``Law １６Ｂ１`` is ``Law 16B1``.

Queries, citations and ids arrive from forms, URLs and pasted text with fullwidth digits,
ligatures, soft hyphens and invisible marks (zero-width spaces, byte-order marks, bidi
overrides). A reader sees the plain text, so the service reads the plain text too: NFKC
folds the compatibility forms and every format character (Unicode category ``Cf``) goes.
Running text whose offsets matter is not folded here: the citation finder reads it as is.
"""

from __future__ import annotations

import re
import unicodedata

#: a whole number as a URL parameter: ASCII digits only, perhaps a minus ("١٠" and "１０" are refused)
_ASCII_INT = re.compile(r"-?[0-9]{1,9}")


def fold(text: str) -> str:
    """``text`` as a reader sees it: NFKC, without format characters."""
    if text.isascii():
        return text
    visible = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
    return unicodedata.normalize("NFKC", visible)


def ascii_int(text: str) -> int | None:
    """``text`` as a whole number when it is written in ASCII digits (at most nine), else None."""
    return int(text) if _ASCII_INT.fullmatch(text) else None
