"""Read a whole-file diff (``diff -u`` or ``git diff`` output) as the text it changes a file into.

A club may paste the changes it made to its copy rather than the copy: a ``---``/``+++`` pair of
file lines and ``@@`` hunk lines, then every line prefixed ``" "`` (unchanged), ``"-"`` (the old
wording) or ``"+"`` (the new). Read as it stands, a changed line's ``+`` is glued to its label
(``+3. A player …``), so no changed line is a provision. Only a text that is unmistakably such a
diff is read so (its file lines and a hunk line open it, and every line after is one of the
diff's lines); the old lines and the diff's own lines go, and each kept line loses its prefix.
The version control's header lines that may stand before the file lines (``diff --git``,
``index …``) are in ``diff_header_lines`` in ``corpus/data/layout.toml``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_OLD_FILE = re.compile(r"^--- \S")
_NEW_FILE = re.compile(r"^\+\+\+ \S")
_HUNK = re.compile(r"^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@")
#: the openings of a diff's body lines: unchanged, removed, added, "\ No newline at end of file"
_BODY = (" ", "-", "+", "\\")


@dataclass(frozen=True)
class NewText:
    """The text a diff changes its file into, and the line of the diff each of its lines is."""

    text: str
    source_lines: tuple[int, ...]


def new_text(text: str, header_lines: tuple[str, ...]) -> NewText | None:
    """The text ``text`` changes its file into when it is unmistakably a unified diff of one
    file; None for any other text (one merely quoting a diff, or a plain text)."""
    lines = text.splitlines()
    start = _file_lines(lines, header_lines)
    if start is None:
        return None
    kept: list[str] = []
    sources: list[int] = []
    for number, line in enumerate(lines[start:], start + 1):
        if _HUNK.match(line) or line.startswith(("-", "\\")):
            continue
        if line and not line.startswith(_BODY):
            return None  # not a diff's line: the text is something else
        kept.append(line[1:])
        sources.append(number)
    return NewText("\n".join(kept) + "\n", tuple(sources))


def _file_lines(lines: list[str], header_lines: tuple[str, ...]) -> int | None:
    """The index of the first hunk line, after the ``---``/``+++`` file lines and any header
    lines before them; None when the text does not open so."""
    index = 0
    while index < len(lines) and lines[index].startswith(header_lines):
        index += 1
    opening = lines[index : index + 3]
    if len(opening) < 3 or not (_OLD_FILE.match(opening[0]) and _NEW_FILE.match(opening[1])):
        return None
    return index + 2 if _HUNK.match(opening[2]) else None
