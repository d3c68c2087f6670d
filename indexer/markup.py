"""Turn a word processor's RTF, a wiki's source and an AsciiDoc file into the parsers' layout.

The layout is the one :mod:`indexer.formats` writes: a heading on a line of its own, each
paragraph on a line, each list item on a line that starts with its printed label, a table's
row on a line with its cells parted by `` | ``. Each format is read by what it is: RTF and
wiki source by well-kept libraries (striprtf, mwparserfromhell), AsciiDoc, for which Python
has none, by its line-start markers, named in ``corpus/data/layout.toml``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from indexer.formats import MAX_DEPTH
from indexer.formats import Layout
from indexer.formats import TooDeep

# --- RTF -----------------------------------------------------------------------------------

#: the code page an RTF file's ``\ansicpg`` control word names for its ``\'hh`` bytes
_CODE_PAGE = re.compile(r"\\ansicpg(\d{3,5})")
#: the opening every RTF file has (Word, WordPad, LibreOffice)
RTF_OPENING = re.compile(r"\A\s*\{\\rtf")
#: a table's cell end, as striprtf writes ``\cell``
_CELL = "|"


def rtf_to_layout(text: str) -> Layout:
    """An RTF document (Word's "Save as RTF") as the parsers' layout: its text as striprtf reads
    it, each paragraph (``\\par``) and line break (``\\line``) on a line of its own, a label's
    ``\\tab`` kept as the gap after the label (a tab reads as a space), ``\\u8211`` escapes and
    ``\\'96`` bytes as the characters they are, the font table, stylesheet and document
    information left out. A table's row (``\\trowd ... \\cell ... \\row``) is a line of its
    cells parted by `` | ``. The parts of the file are not mapped to its lines."""
    from striprtf.striprtf import rtf_to_text

    page = _CODE_PAGE.search(text[:4000])
    encoding = f"cp{page.group(1)}" if page else "cp1252"
    try:
        plain = rtf_to_text(text, encoding=encoding, errors="replace")
    except LookupError:  # a code page Python does not know: Word's own
        plain = rtf_to_text(text, errors="replace")
    except ValueError:  # a damaged escape: no text read, and the build says so
        return Layout("", ())
    lines = [_row(line) if line.rstrip().endswith(_CELL) else line for line in plain.splitlines()]
    return Layout("\n".join(lines) + "\n", ())


def _row(line: str) -> str:
    """A table row striprtf wrote as ``cell|cell|``: its cells parted by `` | ``."""
    return " | ".join(cell.strip() for cell in line.rstrip().rstrip(_CELL).split(_CELL))


# --- MediaWiki source ------------------------------------------------------------------------

#: a wiki's list markers at a line's start: ``#`` numbers its item, ``*`` bullets it, ``:``
#: indents it, ``;`` opens a defined term (its ``:`` on the same line opens the definition)
_WIKI_NUMBERED, _WIKI_BULLET, _WIKI_INDENT, _WIKI_TERM = "#", "*", ":", ";"
#: a behaviour switch (``__TOC__``, ``__NOTOC__``): an instruction to the wiki, not text
_WIKI_SWITCH = re.compile(r"__[A-Z]+__")
#: a list item nested past the deepest a text has (``****...``): mwparserfromhell's time on it grows
#: as the square of its depth
_WIKI_DEEP_LIST = re.compile(rf"^[*#:;]{{{MAX_DEPTH + 1}}}", re.MULTILINE)
#: several lines that are wiki headings (``== Law 16 – ... ==``): a page's source, unmistakably
WIKI_HEADING = re.compile(r"^(={2,6})[^=\n].*?\1[ \t]*$", re.MULTILINE)
#: a heading line, a bold label (``'''1.'''``) or a wiki link: how many a plain text must hold
WIKI_EVIDENCE = 3
_WIKI_MARKS = re.compile(r"'''|\[\[[^\[\]\n]+\]\]|\{\{[^}\n]*")


def wiki_to_layout(text: str, hidden: tuple[str, ...] = ()) -> Layout:
    """A wiki page's source (MediaWiki, pasted from its edit box) as the parsers' layout, read
    by mwparserfromhell: each heading (``== Law 16 – ... ==``) on a line of its own, bold and
    italics as their text (``'''1.'''`` -> ``1.``), a link as the text it shows (``[[Law
    12|12]]`` -> ``12``; a link into one of the ``hidden`` namespaces, a category or an image,
    as nothing: their names per language are in ``layout.toml``), templates (an infobox) and
    behaviour switches (``__TOC__``) left out. A list item starts its line with the label a
    browser prints: ``#`` its number (``1.``), ``*`` a bullet, ``:`` nothing (an indent); a
    defined term (``; Term : text``) reads ``Term — text``. A table's row is a line of its
    cells parted by `` | ``."""
    import mwparserfromhell

    if deep := _WIKI_DEEP_LIST.search(text):
        raise TooDeep(text.count("\n", 0, deep.start()) + 1, "list items")
    names = "|".join(re.escape(name) for name in hidden)
    writer = _WikiWriter(re.compile(rf"^\s*(?:{names})\s*:", re.I) if hidden else None)
    writer.nodes(mwparserfromhell.parse(text).nodes)
    lines = [" ".join(_WIKI_SWITCH.sub(" ", line).split()) for line in "".join(writer.out).split("\n")]
    out: list[str] = []
    for line in lines:
        if line or (out and out[-1]):
            out.append(line)
    return Layout("\n".join(out).strip("\n") + "\n", ())


def looks_like_wiki(text: str) -> bool:
    """Whether a plain text is a wiki page's source: several heading lines (``== ... ==``)
    and wiki markup besides them (bold quotes, links, templates)."""
    headings = WIKI_HEADING.findall(text)
    return len(headings) >= WIKI_EVIDENCE and len(_WIKI_MARKS.findall(text)) >= WIKI_EVIDENCE


class _WikiWriter:
    """Writes a parsed wiki page's nodes as layout text, numbering its ``#`` lists."""

    def __init__(self, hidden: re.Pattern[str] | None = None) -> None:
        #: a link into a namespace that shows nothing on the page (its category, an image)
        self.hidden = hidden
        self.out: list[str] = []
        #: the numbers of the open ``#`` lists, outermost first
        self.numbers: list[int] = []
        #: the list markers read at the start of the current line
        self.markers: list[str] = []

    def at_line_start(self) -> bool:
        last = next((piece for piece in reversed(self.out) if piece), "\n")
        return last.endswith("\n")

    def nodes(self, nodes: Sequence[object]) -> None:
        from mwparserfromhell.nodes import Comment
        from mwparserfromhell.nodes import ExternalLink
        from mwparserfromhell.nodes import Heading
        from mwparserfromhell.nodes import HTMLEntity
        from mwparserfromhell.nodes import Tag
        from mwparserfromhell.nodes import Template
        from mwparserfromhell.nodes import Text
        from mwparserfromhell.nodes import Wikilink

        for node in nodes:
            if isinstance(node, Heading):
                self.write("\n\n" + str(node.title.strip_code()).strip() + "\n\n")
            elif isinstance(node, Tag) and str(node.wiki_markup or "") in "#*:;" and node.wiki_markup:
                self.marker(str(node.wiki_markup))
            elif isinstance(node, Tag) and str(node.tag).lower() == "table":
                self.table(node)
            elif isinstance(node, Tag) and node.contents is not None:
                self.nodes(node.contents.nodes)
            elif isinstance(node, Tag) and str(node.tag).lower() == "br":
                self.write("\n")
            elif isinstance(node, Wikilink):
                if self.hidden is None or not self.hidden.match(str(node.title)):
                    self.write(str((node.text or node.title).strip_code()))
            elif isinstance(node, Text):
                self.text(str(node.value))
            elif isinstance(node, HTMLEntity):
                self.write(node.normalize())
            elif isinstance(node, ExternalLink):
                self.write(str((node.title or node.url).strip_code()))
            elif not isinstance(node, (Template, Comment)):
                self.write(str(node))

    def write(self, text: str) -> None:
        if self.markers and text.strip():
            self.out.append(self.label())
        self.out.append(text)

    def text(self, text: str) -> None:
        """Text; a line that holds no list marker closes the open ``#`` lists."""
        first, newline, rest = text.partition("\n")
        self.write(first)
        if newline:
            self.out.append("\n")
            self.markers = []
            if rest and not rest.startswith(("#", "*", ":", ";")):
                self.numbers = []
            self.out.append(rest)

    def marker(self, mark: str) -> None:
        """A list marker: at a line's start it opens the item; after a term it opens its text."""
        if mark == _WIKI_INDENT and not self.at_line_start() and not self.markers:
            self.out.append(" — ")
            return
        self.markers.append(mark)

    def label(self) -> str:
        """The label the line's markers print (``1.``, ``•`` or nothing), then a space."""
        markers, self.markers = self.markers, []
        depth = len(markers)
        del self.numbers[depth:]
        if markers[-1] != _WIKI_NUMBERED:
            return "• " if markers[-1] == _WIKI_BULLET else ""
        self.numbers += [0] * (depth - len(self.numbers))
        self.numbers[-1] += 1
        return f"{self.numbers[-1]}. "

    def table(self, table: Any) -> None:
        """A table, a line per row, its cells parted by `` | ``."""
        from mwparserfromhell.nodes import Tag

        rows: list[list[str]] = [[]]
        for node in table.contents.nodes:
            if isinstance(node, Tag) and str(node.tag).lower() == "tr":
                rows.append([_cell(c) for c in node.contents.nodes if isinstance(c, Tag)])
            elif isinstance(node, Tag) and str(node.tag).lower() in ("th", "td"):
                rows[-1].append(_cell(node))
        self.out.append("\n\n" + "\n".join(" | ".join(c for c in row if c) for row in rows if row) + "\n\n")


def _cell(cell: object) -> str:
    """A table cell's text, on one line."""
    contents = getattr(cell, "contents", None)
    return " ".join(str(contents.strip_code()).split()) if contents is not None else ""


# --- AsciiDoc ------------------------------------------------------------------------------

#: an attribute line's shape: a block attribute or anchor (``[preface]``, ``[[law16]]``), an
#: attribute entry (``:toc: left``); an anchor opening a line (``[[law16]] == Law 16``)
_BLOCK_ATTRIBUTE = re.compile(r"^\[[^\]]*\]\]?$")
_ATTRIBUTE_ENTRY = re.compile(r"^:!?[\w-]+!?:(?:\s|$)")
_ANCHOR = re.compile(r"^\[\[[^\]]*\]\]\s*|^\[#[^\]]*\]\s*")
#: inline markup, as the page shows it: a cross reference's text, a link's, bold, italics, code
#: (each bounded, so that a hostile line of openers is read in linear time)
_XREF = re.compile(r"<<[^,<>]{0,200},\s*([^<>]{1,300})>>|<<([^<>]{1,300})>>")
_MACRO = re.compile(
    r"\b(?:xref|link|mailto):[^\[\s]{0,300}\[([^\]]{0,300})\]|\bhttps?://\S{1,300}?\[([^\]]{0,300})\]"
)
_STYLED = re.compile(r"(?<![\w*_`])([*_`]{1,2})(?=\S)([^\n]{1,500}?)(?<=\S)\1(?![\w*_`])")


def asciidoc_to_layout(text: str, markup: dict[str, str]) -> Layout:
    """An AsciiDoc source as the parsers' layout: each heading (``== Law 16 – ...``) on a line of
    its own, each list item on a line that starts with its label (a printed ``1.`` / ``a.``
    kept, ``.`` numbered ``1.``, ``*`` a bullet), a defined term ``Term — text``, a table's row
    its cells parted by `` | ``, attribute lines, anchors, comments and block fences left out.
    ``markup`` names what a line opening with each marker is (``layout.toml``'s
    ``asciidoc_markup``). Each line keeps the number of the source line it came from."""
    reader = _AsciiDoc(markup)
    for number, line in enumerate(text.splitlines(), 1):
        reader.line(line, number)
    return Layout("\n".join(reader.out).strip("\n") + "\n", (), tuple(reader.sources))


def looks_like_asciidoc(text: str, markup: dict[str, str]) -> bool:
    """Whether a plain text is an AsciiDoc source: a document title (``= Title``) opening it and
    several section headings (``== ...``) with no closing marks (a wiki's ``== ... ==``)."""
    heading = next((m for m, role in markup.items() if role == "heading"), None)
    if heading is None:
        return False
    lines = [line for line in text.splitlines() if line.strip()]
    title = re.compile(rf"^{re.escape(heading)} \S")
    sections = re.compile(rf"^{re.escape(heading)}{{2,6}} \S(?!.*{re.escape(heading * 2)}\s*$)")
    return bool(lines) and bool(title.match(lines[0])) and sum(map(bool, map(sections.match, lines))) >= 3


class _AsciiDoc:
    """Reads an AsciiDoc source line by line into layout lines."""

    def __init__(self, markup: dict[str, str]) -> None:
        self.markup = sorted(markup.items(), key=lambda item: -len(item[0]))
        self.out: list[str] = []
        self.sources: list[int] = []
        self.numbers: list[int] = []
        self.in_table = False
        self.in_comment = False

    def emit(self, text: str, number: int, block: bool = False) -> None:
        if block and self.out and self.out[-1]:
            self.out.append("")
            self.sources.append(number)
        if text or (self.out and self.out[-1]):
            self.out.append(_inline(text))
            self.sources.append(number)

    def line(self, raw: str, number: int) -> None:
        line = raw.strip()
        whole = next((role for mark, role in self.markup if line == mark), None)
        if self.in_comment or whole == "comment":
            self.in_comment = self.in_comment != (whole == "comment")
            return
        if whole == "delimiter":
            self.in_table = line.endswith("===") and not self.in_table
            return
        if not line:
            self.numbers = []
            self.emit("", number)
            return
        role, mark = self._role(line)
        if role == "comment" or (role == "attribute" and self._attribute(line)):
            return
        line = _ANCHOR.sub("", line)
        role, mark = self._role(line)
        rest = line[len(mark) :].strip() if mark else line
        if role == "heading":
            self.emit(line.lstrip(mark[0]).strip(), number, block=True)
            self.emit("", number)
        elif role == "cell" and self.in_table:
            self.emit(" | ".join(c.strip() for c in rest.split(mark)), number)
        elif role in ("bullet", "number"):
            self.emit(f"{self._label(role, len(mark))} {rest}", number)
        elif role == "term":
            term, _, definition = line.partition(mark)
            self.emit(f"{term.strip()} — {definition.strip()}".rstrip(" —"), number)
        else:
            self.emit(line, number)

    def _role(self, line: str) -> tuple[str | None, str]:
        """What ``line`` opens with (its role and marker, repeated as the line repeats it)."""
        for mark, role in self.markup:
            if role == "term":
                if re.search(rf"\S{re.escape(mark)}(?:\s|$)", line):
                    return role, mark
            elif line.startswith(mark):
                repeated = re.match(rf"(?:{re.escape(mark)})+", line)
                run = repeated.group() if repeated else mark
                spaced = line[len(run) :][:1] in (" ", "")
                if role in ("heading", "bullet", "number") and spaced:
                    return role, run
                if role in ("cell", "comment", "attribute"):
                    return role, mark
        return None, ""

    def _attribute(self, line: str) -> bool:
        """Whether ``line`` is an attribute line only (``[preface]``, ``[[law16]]``, ``:toc:``)."""
        return bool(_BLOCK_ATTRIBUTE.match(line) or _ATTRIBUTE_ENTRY.match(line))

    def _label(self, role: str, depth: int) -> str:
        """The label a browser prints for an item at ``depth``: its number, or a bullet."""
        if role == "bullet":
            return "•"
        del self.numbers[depth:]
        self.numbers += [0] * (depth - len(self.numbers))
        self.numbers[-1] += 1
        return f"{self.numbers[-1]}."


def _inline(text: str) -> str:
    """A line's inline markup as the page shows it (cross references, links, bold, italics)."""
    text = _XREF.sub(lambda m: m.group(1) or m.group(2), text)
    text = _MACRO.sub(lambda m: m.group(1) or m.group(2) or "", text)
    return _STYLED.sub(lambda m: m.group(2), text)
