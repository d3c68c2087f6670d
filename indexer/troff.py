"""Turn a man page's troff source (``laws.7``, ``.man``, ``.roff``) into the parsers' layout.

A man page marks its structure with requests opening their lines: ``.SH "Law 16 \\(en Title"``
a heading, ``.IP "1." 4`` an item whose label is its argument and whose text follows, ``.TP``
an item whose label is the next line, ``.RS``/``.RE`` nesting, ``.PP`` a new paragraph, ``.B``
a bold line, ``.TS``/``.TE`` a table; ``.\\"`` is a comment. Its text carries escapes: ``\\-`` a
hyphen, ``\\(en`` a dash, ``\\&`` nothing, ``\\fB…\\fR`` a change of font. What each request is
and what each escape prints come from ``corpus/data/layout.toml`` (``troff_requests``,
``troff_escapes``). Each line keeps the number of the source line it came from.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from indexer.formats import Layout
from indexer.formats import LineWriter

#: a request's line: the control character, the request's name, its arguments
_REQUEST = re.compile(r"^[.'][ \t]*([A-Za-z][\w]{0,15})?(.*)$")
#: a comment: ``.\\"`` opening a line, or ``\\"`` (``\\#``) ending one
_COMMENT_LINE = re.compile(r'^[.\'][ \t]*\\["#]')
_COMMENT = re.compile(r'\\["#].*$')
#: an escape: a font or size change (``\\fB``, ``\\f(CW``, ``\\f[B]``, ``\\s-1``), a named
#: character (``\\(en``, ``\\[em]``), or one character (``\\-``, ``\\&``, ``\\e``)
_ESCAPE = re.compile(r"\\(?:[fF](?:\[[^\]\n]{0,20}\]|\(..|.)|s[-+]?\d{1,2}|\((..)|\[([^\]\n]{1,20})\]|(.))")
#: a table's rows (``.TS``): its options line ends with ``;``, its format lines with ``.``
_TABLE_OPTIONS = re.compile(r"^.*;\s*$")
_TAB = re.compile(r"tab\s*\((.)\)")
#: a tag that is a printed label, set before its text (``1.``, ``(a)``, ``A.``, ``•``)
_LABEL = re.compile(r"^(?:\(?\w{1,4}[.)]|•|-)$")
#: how many section headings make a plain text a man page's source
TROFF_EVIDENCE = 3


def troff_to_layout(text: str, requests: Mapping[str, str], escapes: Mapping[str, str]) -> Layout:
    """A man page's troff source as the parsers' layout (see the module's docstring): each
    heading on a line of its own, each item's label before its text, a table's row its cells
    parted by `` | ``, comments and the requests that print nothing left out."""
    reader = _Reader(requests, escapes)
    for number, line in enumerate(text.splitlines(), 1):
        reader.line(line, number)
    return reader.layout()


def looks_like_troff(text: str) -> bool:
    """Whether a plain text is a man page's source: it opens with ``.TH`` or a ``.\\"`` /
    ``'\\"`` comment, or several lines are ``.SH`` headings."""
    opening = text.lstrip("\ufeff")[:4]
    if opening.startswith((".TH ", '.\\"', "'\\\"")):
        return True
    return len(re.findall(r"^\.SH[ \t]", text, re.MULTILINE)) >= TROFF_EVIDENCE


class _Reader(LineWriter):
    """Reads a troff source line by line into layout lines."""

    def __init__(self, requests: Mapping[str, str], escapes: Mapping[str, str]) -> None:
        super().__init__()
        self.requests = requests
        self.escapes = escapes
        #: the label waiting for the next text line (``.IP "1."``, a ``.TP`` tag)
        self.label: str | None = None
        #: a ``.TP`` seen: its next text line is the label
        self.tag_next = False
        #: in a heading request without arguments: the next text line is the heading
        self.heading_next = False
        #: in a table: None outside, else the cell separator (None until its options are read)
        self.table: str | None = None
        self.table_format = False
        #: the indent of a ``.TP`` term's text, below the term
        self.indent = ""

    def line(self, raw: str, number: int) -> None:
        if _COMMENT_LINE.match(raw):
            return
        request = _REQUEST.match(raw)
        if request is not None:
            self.request((request.group(1) or ""), request.group(2), number)
            return
        if self.table is not None:
            self.table_row(raw, number)
            return
        text = self.text(raw)
        if self.heading_next:
            self.heading(text, number)
        elif self.tag_next:
            self.tag(text, number)
        elif self.label is not None:
            self.emit(f"{self.label} {text}".strip(), number)
            self.label = None
        else:
            self.emit(f"{self.indent}{text}" if text else text, number)

    def tag(self, text: str, number: int) -> None:
        """A ``.TP`` item's tag: a label (``1.``, ``(a)``) before its text on one line, as man
        prints a short tag; a term on its own line above its indented text."""
        self.tag_next = False
        if _LABEL.match(text):
            self.label = text
        else:
            self.emit(text, number)
            self.indent = "    "

    def request(self, name: str, arguments: str, number: int) -> None:
        role = self.requests.get(name)
        if role in ("heading", "item", "tagged", "paragraph", "table"):
            self.indent = ""
        words = [self.text(w) for w in _arguments(arguments)]
        if role == "table":
            self.table, self.table_format = "\t", True
            self.emit("", number)
        elif role == "table-end":
            self.table = None
            self.emit("", number)
        elif role == "heading":
            if words:
                self.heading(" ".join(words), number)
            else:
                self.heading_next = True
        elif role == "item":
            self.emit("", number)
            self.label = words[0] if words else None
        elif role == "tagged":
            self.emit("", number)
            self.tag_next = True
        elif role == "paragraph":
            self.label = None
            self.emit("", number)
        elif role == "font" and words:
            self.line(
                "".join(words) if name in ("BR", "RB", "BI", "IB", "IR", "RI") else " ".join(words), number
            )

    def heading(self, text: str, number: int) -> None:
        self.heading_next, self.label = False, None
        self.emit("", number)
        self.emit(text, number)
        self.emit("", number)

    def table_row(self, raw: str, number: int) -> None:
        if self.table_format:
            if _TABLE_OPTIONS.match(raw) and (tab := _TAB.search(raw)):
                self.table = tab.group(1)
                return
            self.table_format = not raw.rstrip().endswith(".")
            return
        if raw.strip() in ("_", "=", ""):
            return
        self.emit(" | ".join(self.text(cell).strip() for cell in raw.split(self.table or "\t")), number)

    def text(self, raw: str) -> str:
        """A text line as it prints: its comment gone, its escapes as what they print."""
        return _ESCAPE.sub(self.escaped, _COMMENT.sub("", raw)).rstrip()

    def escaped(self, escape: re.Match[str]) -> str:
        name = escape.group(1) or escape.group(2) or escape.group(3)
        if name is None:
            return ""  # a change of font or size
        return self.escapes.get(name, name if escape.group(3) else "")


def _arguments(text: str) -> list[str]:
    """A request's arguments: words, or ``"quoted words"``, parted by gaps."""
    return [
        m.group(1) if m.group(1) is not None else m.group(2) for m in re.finditer(r'"([^"]*)"?|(\S+)', text)
    ]
