"""Turn an Emacs Org file (``.org``) into the plain-text layout the parsers read.

An Org file marks its structure at the start of its lines: a headline's stars (``* Law 16 –
Title   :law:``, ``** A. Heading``) are its level, ``#+TITLE:`` keywords and ``:PROPERTIES:``
drawers are the editor's furniture, list items print their own labels (``1.``, ``a.``, ``-
(i)``) and a description item is ``- Term :: text``. What each line-start marker is comes from
``corpus/data/layout.toml``'s ``org_markup``, as AsciiDoc's does; the inline markup (links
``[[target][text]]``, ``*bold*``, ``/italics/``, ``=code=``) reads as the text it shows. Each
line keeps the number of the source line it came from.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from indexer.formats import Layout
from indexer.formats import LineWriter

#: a headline's tags at its end (``:law:``, ``:law:rules:``), after a gap
_TAGS = re.compile(r"\s+:[\w@#%:]+:\s*$")
#: a drawer's opening or closing line (``:PROPERTIES:``, ``:LOGBOOK:``, ``:END:``) and a
#: property line inside one (``:CUSTOM_ID: law-16``)
_DRAWER_LINE = re.compile(r"^:[\w-]+:(?:\s.*)?$")
_DRAWER_OPENING = re.compile(r"^:[\w-]+:$")
#: a link as the page shows it: its description, else its target (bounded: linear on hostile lines)
_LINK = re.compile(r"\[\[([^\[\]\n]{1,500})\](?:\[([^\[\]\n]{1,500})\])?\]")
#: emphasis, bold, code and verbatim marks around a run of text, as Org reads them
_STYLED = re.compile(r"(?<![\w*/=~+])([*/=~+])(?=[^\s*/=~+])([^\n]{1,200}?)(?<=\S)\1(?![\w*/=~+])")
#: a table's rule (``|---+---|``)
_TABLE_RULE = re.compile(r"^\|[-+:| ]*\|?$")
#: how many headlines, beside a ``#+`` keyword opening it, make a plain text an Org file
ORG_EVIDENCE = 3


def org_to_layout(text: str, markup: Mapping[str, str]) -> Layout:
    """An Org file as the parsers' layout: each headline on a line of its own without its stars
    and tags, keywords, comments and drawers left out, a description item ``Term — text``, a
    table's row its cells parted by `` | ``, links and emphasis as their text. ``markup`` names
    what a line opening with each marker is (``layout.toml``'s ``org_markup``)."""
    marks = sorted(markup.items(), key=lambda item: -len(item[0]))
    writer = LineWriter()
    emit = writer.emit
    in_drawer = False

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        role = _role(line, marks)
        if in_drawer or (role == "drawer" and _DRAWER_LINE.match(line)):
            in_drawer = (in_drawer or _DRAWER_OPENING.match(line) is not None) and line.upper() != ":END:"
            continue
        if role in ("keyword", "comment"):
            continue
        if role == "heading":
            emit("", number)
            emit(_TAGS.sub("", line.lstrip("*")).strip(), number)
            emit("", number)
        elif role == "cell":
            if not _TABLE_RULE.match(line):
                emit(" | ".join(_inline(c.strip()) for c in line.strip("|").split("|")), number)
        elif role == "term":
            bullet, _, rest = line.partition(" ")
            term, _, definition = rest.partition(next(m for m, r in marks if r == "term"))
            emit(f"{_inline(term.strip())} — {_inline(definition.strip())}", number)
        else:
            emit(_inline(raw.rstrip()) if line else "", number)
    return writer.layout()


def _role(line: str, marks: list[tuple[str, str]]) -> str | None:
    """What ``line`` is by its opening marker (a headline's stars, a keyword, a comment, a
    drawer, a table cell, a description item), or None for text."""
    for mark, role in marks:
        if role == "heading" and re.match(rf"(?:{re.escape(mark)})+ \S", line):
            return role
        if role == "term" and line[:2] in ("- ", "+ ") and f" {mark} " in f"{line} ":
            return role
        if role in ("keyword", "drawer", "cell") and line.startswith(mark):
            return role
        if role == "comment" and (line == mark or line.startswith(f"{mark} ")):
            return role
    return None


def looks_like_org(text: str, markup: Mapping[str, str]) -> bool:
    """Whether a plain text is an Org file: a ``#+KEYWORD:`` line opens it and several
    headlines (``* ...``) follow."""
    keyword = next((m for m, role in markup.items() if role == "keyword"), None)
    heading = next((m for m, role in markup.items() if role == "heading"), None)
    if keyword is None or heading is None:
        return False
    lines = [line for line in text.splitlines() if line.strip()]
    opening = re.compile(rf"^{re.escape(keyword)}\w+:")
    headline = re.compile(rf"^(?:{re.escape(heading)})+ \S")
    headlines = sum(1 for line in lines if headline.match(line))
    return bool(lines) and bool(opening.match(lines[0])) and headlines >= ORG_EVIDENCE


def _inline(text: str) -> str:
    """A line's inline markup as Org shows it: a link's description, bold, italics, code."""
    text = _LINK.sub(lambda m: m.group(2) or m.group(1), text)
    return _STYLED.sub(lambda m: m.group(2), text)
