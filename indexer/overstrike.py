"""Overstrikes: the backspaces of nroff output and typewritten text, read as the letters shown.

A man page or a typed text saved without ``col -b`` marks underlining by striking ``_`` over
a letter (``_\\bL``, or ``L\\b_``) and bold by striking the letter twice or more (``A\\bA``).
A terminal's pager shows the letters; read as they are, the backspaces are control characters
and every word is broken. Each run of characters struck on one column stands for the one
letter printed there: the last struck, unless that is an underline's ``_`` over a letter.
"""

from __future__ import annotations

import re

#: a run of characters struck on one column: a character, then one or more backspace-character
_STRUCK = re.compile(r"[^\x08\n\r](?:\x08[^\x08\n\r])+")


def has_overstrikes(text: str) -> bool:
    """Whether ``text`` holds a character struck over another."""
    return _STRUCK.search(text) is not None


def resolve(text: str) -> tuple[str, int]:
    """``text`` with each struck column read as the letter it shows, and how many there were."""
    return _STRUCK.subn(_shown, text)


def _shown(match: re.Match[str]) -> str:
    """The letter a struck column shows: the last of its characters that is not an underline."""
    struck = match.group()[::2]
    letters = [c for c in struck if c != "_"]
    return letters[-1] if letters else "_"
