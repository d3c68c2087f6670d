"""Turn a Textile source (a Redmine or Textpattern page, ``.textile``) into the parsers' layout.

Textile marks a block by a signature at its start: ``h2(#law-16). Law 16 – Title`` a heading
with its anchor, ``p(. 1. …`` a paragraph indented one step, ``# …`` a numbered item, ``*``
a bullet, ``- Term := text`` a defined term, ``|a|b|`` a table's row; its inline markup is
``*bold*``, ``_italics_``, ``@code@`` and links ``"Law 12C":#law-12`` or ``["Law 12C":#law-12]``.
Each reads as the page shows it: the signatures, attributes and link targets go, the text and
its printed labels stay (typography is left as typed, so a label ``(c)`` never becomes ``©``),
and a page's macros (Redmine's ``{{toc}}``) print no text of the Laws. It is read line by line
in linear time: python-textile, the format's library, takes minutes over a hostile page of
links and brackets, and a user's file must never hang the build. Each line keeps the number of
the source line it came from.
"""

from __future__ import annotations

import re

from indexer.formats import Layout
from indexer.formats import LineWriter

#: a block's attributes: a class or id ``(#law-16)``, indents ``((``, a style, a language, alignment
_ATTRIBUTES = r"(?:\([^()\n]{0,80}\)|\(|\)|\{[^{}\n]{0,200}\}|\[[^\[\]\n]{0,40}\]|<>|[<>=~^-])*+"
#: a block signature at a line's start: a heading, a paragraph, a quote, a footnote, code
_SIGNATURE = re.compile(rf"^(h[1-6]|p|bq|fn\d+|bc|pre|notextile)({_ATTRIBUTES})\.\.?(?:\s|$)")
#: a list item: ``#`` numbered, ``*`` bulleted, repeated by depth
_ITEM = re.compile(rf"^([#*]{{1,20}})(?:{_ATTRIBUTES})\s+")
#: a definition list's item: ``- Term := text``
_DEFINITION = re.compile(r"^-\s+(.{1,300}?)\s+:=\s*(.*)$")
#: a table's own line (``table(laws).``), and a row's attributes before its cells
_TABLE_LINE = re.compile(rf"^table{_ATTRIBUTES}\.\s*$")
_ROW = re.compile(rf"^(?:{_ATTRIBUTES}\.\s*)?\|(.*)\|\s*$")
#: a cell's own signature (``_.`` a header, ``\\2.`` a span, ``<.`` alignment)
_CELL = re.compile(rf"^(?:_|\\\d+|/\d+|{_ATTRIBUTES})\.\s")
#: a line that is a wiki macro alone (``{{toc}}``, ``{{>toc}}``, ``{{child_pages}}``)
_MACRO_LINE = re.compile(r"^\{\{[^{}\n]{1,200}\}\}\s*$")
#: a link: bracketed ``["text":url]``, or ``"text":url`` whose target ends at a gap or at the
#: punctuation closing a sentence (bounded, so that a hostile line is read in linear time)
_BRACKETED_LINK = re.compile(r'\["([^"\n]{1,300})":[^\]\s]{1,300}\]')
_LINK = re.compile(r'"([^"\n]{1,300})":[^\s"]{1,300}?(?=[.,;:!?)\]]*(?:\s|$))')
#: bold, italics, citation, code, inserted and span marks around a run of text
_STYLED = re.compile(r"(?<![\w*_@+%?])(\*\*|__|\?\?|[*_@+%])(?=\S)([^\n]{1,300}?)(?<=\S)\1(?![\w*_@+%?])")
#: ``==text==``: text the page shows without reading its markup
_NOTEXTILE = re.compile(r"==([^=\n]{1,300})==")
#: how many block signatures make a plain text a Textile source
TEXTILE_EVIDENCE = 3


def textile_to_layout(text: str) -> Layout:
    """A Textile source as the parsers' layout (see the module's docstring): each heading on a
    line of its own, each paragraph on a line, a ``#`` item numbered as a browser numbers it,
    a defined term ``Term — text``, a table's row its cells parted by `` | ``."""
    writer = LineWriter()
    emit = writer.emit
    numbers: list[int] = []

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            numbers = []
            emit("", number)
            continue
        if _MACRO_LINE.match(line) or _TABLE_LINE.match(line):
            continue
        if signature := _SIGNATURE.match(line):
            rest = _inline(line[signature.end() :].strip())
            if signature.group(1).startswith("h"):
                emit("", number)
                emit(rest, number)
                emit("", number)
            else:
                emit(rest, number)
        elif item := _ITEM.match(line):
            emit(f"{_label(item.group(1), numbers)} {_inline(line[item.end() :])}", number)
        elif definition := _DEFINITION.match(line):
            emit(f"{_inline(definition.group(1))} — {_inline(definition.group(2))}", number)
        elif row := _ROW.match(line):
            emit(" | ".join(_inline(_CELL.sub("", c.strip())) for c in row.group(1).split("|")), number)
        else:
            emit(_inline(line), number)
    return writer.layout()


def _label(marks: str, numbers: list[int]) -> str:
    """The label a browser prints for a list item: its number in its list, or a bullet."""
    depth = len(marks)
    del numbers[depth:]
    numbers += [0] * (depth - len(numbers))
    if marks[-1] == "*":
        return "•"
    numbers[-1] += 1
    return f"{numbers[-1]}."


def _inline(text: str) -> str:
    """A line's inline markup as the page shows it: a link's text, bold, italics, code."""
    text = _NOTEXTILE.sub(lambda m: m.group(1), text)
    text = _BRACKETED_LINK.sub(lambda m: m.group(1), text)
    text = _LINK.sub(lambda m: m.group(1), text)
    return _STYLED.sub(lambda m: m.group(2), text)


def looks_like_textile(text: str) -> bool:
    """Whether a plain text is a Textile source: several block signatures open its lines, one of
    them a heading's (``h2. Law 16``, ``h2(#law-16). …``)."""
    signatures = [m.group(1) for line in text.splitlines() if (m := _SIGNATURE.match(line))]
    return len(signatures) >= TEXTILE_EVIDENCE and any(s.startswith("h") for s in signatures)
