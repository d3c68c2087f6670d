"""Turn a Texinfo source (a GNU-style manual, ``.texi``) into the plain-text layout the parsers read.

A Texinfo manual marks its structure with ``@`` commands: ``@chapter Law 16 --- Title`` and
``@section A. Title`` on lines of their own, lists opened by ``@enumerate``/``@itemize``/
``@table`` whose ``@item`` lines carry the printed labels (or, in ``@enumerate a``, leave the
list to count them), ``@code{…}``/``@emph{…}`` around words, ``@c`` comments and ``@node``/
``@menu`` furniture for the Info reader. The layout keeps what a reader of the printed manual
sees: each heading on a line of its own, each item on a line that starts with its label, a
table's row its cells parted by `` | ``. What each command is comes from ``layout.toml``'s
``texinfo_markup`` and ``texinfo_glyphs``; each line keeps the number of its source line.
"""

from __future__ import annotations

import re
import string
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field

from indexer.formats import Layout

#: how a Texinfo source opens
OPENING = re.compile(r"\A\ufeff?\s*\\input\s+texinfo\b")
#: the most nested braces read (a manual nests a few; a hostile line is read in bounded time)
MAX_NESTING = 32
_LINE_COMMAND = re.compile(r"^@([A-Za-z]+)(?![A-Za-z{])\s*(.*)$")
_COMMENT = re.compile(r"(?<!@)@c(?:omment)?(?![A-Za-z{]).*$")
_BRACED = re.compile(r"@([A-Za-z]+)\{([^{}]*)\}")
_ACCENT = re.compile(r"@([\"'`^~=,])(?:\{(\w)\}|(\w))")
_ACCENTS = {
    '"': "\u0308",
    "'": "\u0301",
    "`": "\u0300",
    "^": "\u0302",
    "~": "\u0303",
    "=": "\u0304",
    ",": "\u0327",
}
#: escapes and their text; the braces and at sign held in private characters while braces are read
_HELD = {"@@": "\ue000", "@{": "\ue001", "@}": "\ue002"}
_SHOWN = {"\ue000": "@", "\ue001": "{", "\ue002": "}"}
_MARKS = (
    ("@*", "\n"),
    ("@.", "."),
    ("@!", "!"),
    ("@?", "?"),
    ("@:", ""),
    ("@-", ""),
    ("@/", ""),
    ("@ ", " "),
)
_DASHES = (("---", "—"), ("--", "–"), ("``", "“"), ("''", "”"))
#: an @table item that reads as a printed label ("A.", "1.", "(a)", "iv)") rather than a term
_LABEL = re.compile(r"^(?:\(?[A-Za-z]\)?|\(?\d{1,3}\)?|\(?[ivxlc]{1,6}\)?)[.)]?$")


@dataclass
class _List:
    """An open list: its kind (``numbered``, ``bullets``, ``terms``, ``table``) and its count."""

    kind: str
    start: str = "1"
    count: int = 0

    def label(self) -> str:
        """The label its next item prints (counting on from its start)."""
        self.count += 1
        if self.start.isdigit():
            return f"{int(self.start) + self.count - 1}."
        letters = string.ascii_uppercase if self.start.isupper() else string.ascii_lowercase
        at = letters.find(self.start[:1]) + self.count - 1
        letter = letters[at] if 0 <= at < len(letters) else "?"
        return f"{letter}." if letter.isupper() else f"({letter})"


@dataclass
class _Reader:
    markup: Mapping[str, str]
    glyphs: Mapping[str, str]
    out: list[str] = field(default_factory=list)
    sources: list[int] = field(default_factory=list)
    lists: list[_List] = field(default_factory=list)
    hidden: list[str] = field(default_factory=list)
    pending: str = ""

    def emit(self, text: str, number: int) -> None:
        if text or (self.out and self.out[-1]):
            self.out.append(text)
            self.sources.append(number)

    def line(self, raw: str, number: int) -> None:
        line = _COMMENT.sub("", raw).strip()
        command = _LINE_COMMAND.match(line)
        name, rest = (command.group(1), command.group(2)) if command else ("", "")
        if self.hidden:
            if name == "end" and rest.split()[:1] == [self.hidden[-1]]:
                self.hidden.pop()
            elif self.markup.get(name) == "hidden" and not rest.startswith("{"):
                self.hidden.append(name)
            return
        if not line:
            self.emit("", number)
        elif command:
            self.command(name, rest, number)
        else:
            self.text(line, number)

    def command(self, name: str, rest: str, number: int) -> None:
        role = self.markup.get(name)
        if role == "heading":
            self.pending = ""
            self.emit("", number)
            self.emit(self.inline(rest), number)
            self.emit("", number)
        elif role in ("numbered", "bullets", "terms", "table"):
            self.lists.append(_List(role, rest.split()[0] if role == "numbered" and rest.split() else "1"))
        elif role == "hidden":
            self.hidden.append(name)
        elif name == "end":
            if self.lists and rest.split()[:1] and self.markup.get(rest.split()[0]) == self.lists[-1].kind:
                self.lists.pop()
                self.pending = ""
        elif role == "text":
            if rest:
                self.text(rest, number)
        elif role == "item" and self.lists:
            self.item(self.lists[-1], rest, number)
        # any other command alone on its line is the manual's furniture (@node, @cindex, @bye)

    def item(self, open_list: _List, rest: str, number: int) -> None:
        text = self.inline(rest)
        if open_list.kind == "table":
            cells = re.split(r"\s*@tab\b\s*", rest)
            self.emit(" | ".join(self.inline(c) for c in cells), number)
            return
        if self.pending:
            # an item whose first line opens a list under it prints its label on a line of
            # its own above the first nested item's
            self.emit("", number)
            self.emit(self.pending, number)
            self.pending = ""
        if open_list.kind == "terms":
            self.emit("", number)
            self.pending = text if _LABEL.match(text) else f"{text} —"
            return
        mark = open_list.label() if open_list.kind == "numbered" else self.bullet(rest)
        self.emit("", number)
        if text and open_list.kind == "numbered":
            self.emit(f"{mark} {text}", number)
        elif text:
            self.emit(f"{mark} {text}".strip(), number)
        else:
            self.pending = mark

    def bullet(self, rest: str) -> str:
        """An @itemize item's mark: a bullet, or none when the item prints its own label."""
        return "" if _LABEL.match(self.inline(rest).split(" ", 1)[0]) else "•"

    def text(self, line: str, number: int) -> None:
        text = self.inline(line)
        if self.pending:
            text, self.pending = f"{self.pending} {text}", ""
        self.emit(text, number)

    def inline(self, text: str) -> str:
        """``text`` as the printed manual shows it: commands read as their text, escapes and
        dashes as the characters they print."""
        for escape, held in _HELD.items():
            text = text.replace(escape, held)
        text = _ACCENT.sub(
            lambda m: unicodedata.normalize("NFC", (m.group(2) or m.group(3)) + _ACCENTS[m.group(1)]), text
        )
        for _ in range(MAX_NESTING):
            text, changed = _BRACED.subn(self.braced, text)
            if not changed:
                break
        for mark, shown in (*_MARKS, *_DASHES):
            text = text.replace(mark, shown)
        for held, shown in _SHOWN.items():
            text = text.replace(held, shown)
        return " ".join(text.split())

    def braced(self, match: re.Match[str]) -> str:
        name, argument = match.group(1), match.group(2)
        if name in self.glyphs:
            return self.glyphs[name]
        if self.markup.get(name) == "hidden":
            return ""
        parts = [p.strip() for p in argument.split(",")]
        if name in ("uref", "url", "email", "ref", "xref", "pxref", "inforef"):
            shown = parts[2] if name == "uref" and len(parts) > 2 and parts[2] else ""
            return shown or (
                parts[1] if name in ("uref", "email") and len(parts) > 1 and parts[1] else parts[0]
            )
        if name in ("acronym", "abbr"):
            return parts[0]
        return argument


def texinfo_to_layout(text: str, markup: Mapping[str, str], glyphs: Mapping[str, str]) -> Layout:
    """A Texinfo source as the parsers' layout (see the module's docstring)."""
    reader = _Reader(markup, glyphs)
    lines = text.splitlines()
    start = 1 if lines and OPENING.match(lines[0]) else 0
    for number, line in _logical_lines(lines, start):
        reader.line(line, number)
    while reader.out and not reader.out[-1]:
        reader.out.pop()
        reader.sources.pop()
    return Layout("\n".join(reader.out) + "\n", (), tuple(reader.sources))


def _logical_lines(lines: list[str], start: int) -> list[tuple[int, str]]:
    """The source's lines, those a brace command runs over (``@emph{…`` closed on a later
    line) joined into one, each with the number of its first line."""
    out: list[tuple[int, str]] = []
    open_braces = 0
    for number, line in enumerate(lines[start:], start + 1):
        if open_braces > 0 and out and line.strip():
            out[-1] = (out[-1][0], f"{out[-1][1]} {line.strip()}")
        else:
            out.append((number, line))
        held = line.replace("@@", "").replace("@{", "").replace("@}", "")
        open_braces = max(0, open_braces + held.count("{") - held.count("}")) if line.strip() else 0
        if open_braces > MAX_NESTING:
            open_braces = 0
    return out


def looks_like_texinfo(text: str) -> bool:
    """Whether a plain text is a Texinfo source: it opens with ``\\input texinfo``."""
    return bool(OPENING.match(text))
