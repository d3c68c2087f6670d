"""Turn a saved HTML page, a Markdown file, a LaTeX source or BBCode into the parsers' layout.

The layout is what a careful plain-text copy of the page would hold: a heading on a line of
its own, each paragraph on a line (blocks parted by blank lines), each list item on a line that
starts with the label a browser would print for it (``A.``, ``1.``, ``(a)``, ``(i)``; ``•``
for a bullet), each table row on a line, its cells parted by `` | ``. The structure a
plain-text copy loses (an ordered list's ``type`` and ``start``) is written out as those
labels, so the parsers read it as printed text. So is an element's anchor that names a
provision (``<p id="law16-b-1">``, ``<a name="16B1">``): a web edition that draws its labels
with CSS counters prints none, and the anchor is the only place its ids are written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from dataclasses import field
from typing import Any

from bs4 import BeautifulSoup
from bs4.element import Comment
from bs4.element import NavigableString
from bs4.element import PageElement
from bs4.element import Tag

from indexer.browserdump import read_dump
from indexer.chat import ChatWords
from indexer.chat import read_chat
from indexer.digest import DigestWords
from indexer.digest import read_digest
from indexer.ids import ROMANS
from indexer.ids import Ref
from indexer.ids import try_ref
from indexer.normalise import text_lines
from indexer.speech import SpeechWords
from indexer.speech import read_speech


@dataclass(frozen=True)
class PageWords:
    """The words that mark page furniture (``layout.toml``): what a reader of the text never reads."""

    #: a word of an element's id, class or role that starts with one of these: ``footer``, ``nav``
    markup: frozenset[str] = frozenset()
    #: the names of an email's header lines (``From``, ``Subject``)
    email_headers: frozenset[str] = frozenset()
    #: how a signature's first line starts (``--`` alone, ``Sent from my ``)
    signature_openers: tuple[str, ...] = ()
    #: the words of a mailing list's digest (:mod:`indexer.digest`)
    digest: DigestWords = field(default_factory=DigestWords)
    #: the prefixes and own lines of a chat export (:mod:`indexer.chat`)
    chat: ChatWords = field(default_factory=ChatWords)
    #: a screen reader's heading prefixes and spoken furniture (:mod:`indexer.speech`)
    speech: SpeechWords = field(default_factory=SpeechWords)
    #: the headings of a text browser's closing list of links (:mod:`indexer.browserdump`)
    link_references: tuple[str, ...] = ()


@dataclass(frozen=True)
class Layout:
    """Converted text, what was noticed (source line, message), and each line's source line."""

    text: str
    notices: tuple[tuple[int | None, str], ...]
    #: line n of ``text`` came from line ``source_lines[n - 1]`` of the source; empty: the same line
    source_lines: tuple[int, ...] = field(default=())


class LineWriter:
    """A layout written a line at a time by a reader of a line-based markup (Org, Textile,
    troff), each line with the source line it came from: a run of blank lines is written as one,
    and the text neither opens nor ends with one."""

    def __init__(self) -> None:
        self.out: list[str] = []
        self.sources: list[int] = []

    def emit(self, text: str, number: int) -> None:
        if text or (self.out and self.out[-1]):
            self.out.append(text)
            self.sources.append(number)

    def layout(self) -> Layout:
        return Layout("\n".join(self.out).strip("\n") + "\n", (), tuple(self.sources))


#: the longest LaTeX source read, in characters: its parser slows faster than a text's length
#: grows (half a megabyte of prose takes 3 s, of line breaks ``\\`` about 20 s); the Laws
#: typeset whole, some 45,000 words, are about 330,000
MAX_LATEX_CHARS = 1 << 19


class TooLarge(ValueError):
    """A source longer than its reader reads in reasonable time, and than any text of the Laws;
    :func:`indexer.sources.load_source` names the file."""

    line: int | None = None


class TooDeep(ValueError):
    """A source nested deeper than any text of the Laws (elements in elements, lists in lists):
    read as it is, it would exhaust the reader; :func:`indexer.sources.load_source` names the file."""

    def __init__(self, line: int | None, what: str) -> None:
        self.line = line
        self.what = what
        super().__init__(f"{what} nested more than {MAX_DEPTH} deep: no text of the Laws is so deep")


#: the deepest nesting a source may have (a saved page of the Laws nests some 30 elements deep)
MAX_DEPTH = 200


def check_depth(soup: BeautifulSoup | Tag) -> None:
    """A :class:`TooDeep` at the first element nested more than :data:`MAX_DEPTH` deep."""
    stack: list[tuple[Tag, int]] = [(soup, 0)]
    while stack:
        tag, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise TooDeep(tag.sourceline, "elements")
        stack.extend((child, depth + 1) for child in tag.children if isinstance(child, Tag))


# --- HTML ----------------------------------------------------------------------------------

#: page furniture, never text of the document
DROPPED = frozenset(
    {
        "nav", "script", "style", "header", "footer", "noscript", "template", "head", "aside",
        "form", "button", "select", "textarea", "iframe", "svg", "canvas", "object", "embed", "menu",
    }
)  # fmt: skip
#: elements whose content is a block of its own (a paragraph of the layout)
BLOCKS = frozenset(
    {
        "p", "div", "section", "article", "main", "body", "html", "blockquote", "figure",
        "figcaption", "address", "table", "thead", "tbody", "tfoot", "caption", "details",
        "summary", "center", "dl", "hr",
    }
)  # fmt: skip
HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
#: how a definition's text (``<dd>``) stands under its term
DEFINITION_INDENT = "    "
#: elements that may be page furniture by their id, class or role (PageWords.markup); the
#: elements that hold the document itself (html, body, main, article) never are
FURNITURE_CONTAINERS = (BLOCKS | {"ul", "ol", "aside", "nav"}) - {"html", "body", "main", "article"}
_MARKUP_WORD = re.compile(r"[a-z0-9]+")
#: an ordered list's ``type`` or CSS ``list-style-type`` -> the kind of label it prints
LIST_STYLES = {
    "1": "decimal",
    "a": "lower-alpha",
    "A": "upper-alpha",
    "i": "lower-roman",
    "I": "upper-roman",
    "decimal": "decimal",
    "lower-alpha": "lower-alpha",
    "lower-latin": "lower-alpha",
    "upper-alpha": "upper-alpha",
    "upper-latin": "upper-alpha",
    "lower-roman": "lower-roman",
    "upper-roman": "upper-roman",
    "disc": "bullet",
    "circle": "bullet",
    "square": "bullet",
    "none": "none",
}
#: a list item whose text already starts with its label (the page prints labels as text)
PRINTED_LABEL = re.compile(r"^(?:[A-Z]\d{0,2}\.|\d{1,2}[.)]|\(\w{1,4}\)|[a-z][.)]|•)(?:\s|$)")
_WHITESPACE = re.compile(r"[ \t\r\n\f]+")
_LIST_STYLE = re.compile(r"list-style(?:-type)?\s*:\s*([a-z-]+)", re.IGNORECASE)
_HIDDEN = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)


def label(style: str, number: int) -> str:
    """The label a browser prints for item ``number`` of a list in ``style`` (as the Laws write it)."""
    if style == "decimal":
        return f"{number}."
    if style in ("upper-alpha", "lower-alpha") and 1 <= number <= 26:
        letter = chr(ord("a") + number - 1)
        return f"{letter.upper()}." if style == "upper-alpha" else f"({letter})"
    if style in ("lower-roman", "upper-roman") and 1 <= number <= len(ROMANS):
        roman = ROMANS[number - 1]
        return f"({roman})" if style == "lower-roman" else f"{roman.upper()}."
    if style == "bullet":
        return "•"
    return "" if style == "none" else f"{number}."


class _Writer:
    """Collects inline text into blocks and blocks into lines, remembering each line's source."""

    def __init__(self, words: PageWords) -> None:
        self.words = words
        self.lines: list[str] = []
        self.sources: list[int] = []
        self.pieces: list[str] = []
        self.piece_line = 1
        self.pending_label = ""
        #: what a line starts with: a definition's text is indented under its term, as a
        #: browser shows it and a plain-text copy keeps it
        self.indent = ""
        self.dropped: dict[str, int] = {}
        #: the provision the last anchor named, until a line takes it as its label
        self.anchor: Ref | None = None
        #: the law the page is in, by its last law anchor or law heading (None: not known)
        self.law: int | None = None

    def inline(self, text: str, line: int) -> None:
        if not self.pieces:
            self.piece_line = line
        self.pieces.append(text)

    def flush(self, heading: bool = False) -> None:
        """End the current line; it gets the pending anchor's id, else the pending list label,
        as its label if it is the element's first and prints none. A law's heading takes no
        anchor: it names the law the anchors that follow must be in."""
        text = _WHITESPACE.sub(" ", "".join(self.pieces)).strip()
        self.pieces = []
        if not text:
            return
        if heading and (law := _law_heading(text)) is not None:
            self.law, self.anchor = law, None
        label = _anchor_label(self.anchor) if self.anchor is not None else self.pending_label
        if label and not _printed_label(text):
            text = f"{label} {text}"
        self.pending_label = ""
        self.anchor = None
        self.lines.append(self.indent + text)
        self.sources.append(self.piece_line)

    def blank(self, heading: bool = False) -> None:
        self.flush(heading)
        if self.lines and self.lines[-1]:
            self.lines.append("")
            self.sources.append(self.sources[-1])

    def anchored(self, tag: Tag) -> None:
        """Note the provision ``tag``'s anchor names, for the line it opens: a law's anchor sets
        the law; one inside a line's text (a link target mid-sentence), or naming a provision of
        another law than the page is in, is left alone."""
        ref = element_anchor(tag)
        if ref is None:
            return
        if ref.depth == 0:
            self.law, self.anchor = ref.law, None
        elif (self.law is None or ref.law == self.law) and not "".join(self.pieces).strip():
            self.anchor = ref


def html_to_layout(markup: str, words: PageWords | None = None) -> Layout:
    """A saved HTML page as the parsers' layout; navigation, scripts, headers and footers dropped,
    and the elements ``words`` marks as page furniture (a cookie banner, a footer ``<div>``)."""
    soup = BeautifulSoup(markup, "html.parser")
    check_depth(soup)
    return soup_to_layout(soup, markup, words)


def soup_to_layout(soup: BeautifulSoup, markup: str, words: PageWords | None = None) -> Layout:
    """:func:`html_to_layout` of a page already parsed (``markup`` its source): another
    format's reader that renames its elements to their HTML kin hands the tree on here."""
    writer = _Writer(words or PageWords())
    _walk(soup, writer, in_item=False)
    writer.blank()
    while writer.lines and not writer.lines[-1]:
        writer.lines.pop()
        writer.sources.pop()
    notices: tuple[tuple[int | None, str], ...] = ()
    if writer.dropped:
        parts = ", ".join(f"{n} <{name}>" for name, n in sorted(writer.dropped.items()))
        notices = ((None, f"page furniture left out: {parts}"),)
    if (cut := _cut_short(markup)) is not None:
        notices += (cut,)
    return Layout("\n".join(writer.lines) + "\n", notices, tuple(writer.sources))


_TAG_OPEN = re.compile(r"<(?P<close>/?)(?P<name>[a-zA-Z][a-zA-Z0-9]*)[^<>]*(?P<end>>?)")
#: elements that never close (no end tag), and those whose end tag a page may leave out
_VOID = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"}
)
_OPTIONAL_END = frozenset({"li", "dt", "dd", "tr", "td", "th", "option", "thead", "tbody", "tfoot"})


#: a page's text ending on a finished sentence, whatever tags and spaces follow it
_ENDS_FINISHED = re.compile(r"[.!?:)\"'”’»]\s*(?:<[^<>]*>\s*)*\Z")


def _cut_short(markup: str) -> tuple[int, str] | None:
    """A notice when a page that opens ``<html>`` or ``<body>`` never closes it: the file was
    cut short (a download or copy that stopped), and its last words are where it stopped."""
    stack: list[str] = []
    last_tag = None
    for match in _TAG_OPEN.finditer(markup):
        name, last_tag = match["name"].lower(), match
        if match["close"]:
            if name in stack:
                del stack[len(stack) - 1 - stack[::-1].index(name) :]
        elif name not in _VOID and not match.group().endswith("/>"):
            stack.append(name)
    inside_tag = last_tag is not None and not last_tag["end"] and last_tag.end() == len(markup.rstrip())
    open_ = [name for name in stack if name not in _OPTIONAL_END]
    # </body> and </html> may be left out: a page whose body was closed, or that ends on a
    # finished sentence with no element open that must be closed, is whole
    body_open = "body" in stack or ("html" in stack and "body" not in markup.lower())
    required = [name for name in open_ if name not in ("html", "body", "p")]
    unclosed = body_open and bool(required or not _ENDS_FINISHED.search(markup))
    if not (inside_tag or unclosed):
        return None
    line = markup.count("\n", 0, len(markup.rstrip())) + 1
    where = f"inside <{open_[-1]}>" if open_ else "inside a tag"
    return line, f"the file ends {where} with no </html>: it looks cut short, so its last text may be missing"


def _walk(node: PageElement, writer: _Writer, in_item: bool) -> None:
    for child in list(getattr(node, "children", ())):
        if isinstance(child, Comment) or (
            isinstance(child, NavigableString) and type(child) is not NavigableString
        ):
            continue  # comments, doctype, CDATA, processing instructions
        if isinstance(child, NavigableString):
            writer.inline(str(child), _line_of(child.parent) if child.parent else writer.piece_line)
            continue
        if isinstance(child, Tag):
            _element(child, writer, in_item)


def _line_of(tag: Tag | None) -> int:
    return (tag.sourceline if tag is not None and tag.sourceline else 1) or 1


def _hidden(tag: Tag) -> bool:
    return (
        tag.has_attr("hidden")
        or tag.get("aria-hidden") == "true"
        or bool(_HIDDEN.search(str(tag.get("style", ""))))
    )


def _furniture(tag: Tag, words: PageWords) -> str | None:
    """How a page furniture element is named in the notice (``div id="footer"``), or None when
    ``tag`` is none: its id, class or role has a word that starts with one of ``words.markup``,
    and it holds none of the document (no <main> or <article> inside)."""
    if not words.markup or tag.name.lower() not in FURNITURE_CONTAINERS:
        return None
    for attribute in ("id", "class", "role"):
        value = tag.get(attribute)
        text = " ".join(value) if isinstance(value, list) else str(value or "")
        marked = any(w.startswith(m) for w in _MARKUP_WORD.findall(text.lower()) for m in words.markup)
        if marked and tag.find(["main", "article"]) is None:
            return f'{tag.name.lower()} {attribute}="{text}"'
    return None


def _element(tag: Tag, writer: _Writer, in_item: bool) -> None:
    name = tag.name.lower()
    if name in DROPPED or _hidden(tag):
        writer.dropped[name] = writer.dropped.get(name, 0) + 1
        return
    if (furniture := _furniture(tag, writer.words)) is not None:
        writer.dropped[furniture] = writer.dropped.get(furniture, 0) + 1
        return
    if name == "br":
        writer.flush()
    elif name in HEADINGS:
        writer.blank()
        writer.anchored(tag)
        _walk(tag, writer, in_item)
        writer.blank(heading=True)
    elif name in ("ol", "ul"):  # a list's anchor names its container, whose text is outside it
        _list(tag, writer)
        if not in_item:
            writer.blank()
    elif name in ("li", "dt", "dd", "tr"):
        writer.flush()
        writer.anchored(tag)
        outer, writer.indent = writer.indent, DEFINITION_INDENT if name == "dd" else writer.indent
        _cells(tag, writer, in_item) if name == "tr" else _walk(tag, writer, in_item or name != "li")
        writer.flush()
        writer.indent = outer
    elif name == "pre":
        writer.blank()
        for offset, line in enumerate(tag.get_text().split("\n")):
            writer.inline(line, _line_of(tag) + offset)
            writer.flush()
        writer.blank()
    elif name in BLOCKS:
        writer.flush() if in_item else writer.blank()
        writer.anchored(tag)
        _walk(tag, writer, in_item)
        writer.flush() if in_item else writer.blank()
    elif name in ("td", "th"):
        writer.anchored(tag)
        _walk(tag, writer, in_item)
        writer.inline(" ", _line_of(tag))
    else:  # inline: a, span, strong, em, sup, ...
        writer.anchored(tag)
        _walk(tag, writer, in_item)


def _cells(row: Tag, writer: _Writer, in_item: bool) -> None:
    """A table row on one line, its cells parted by `` | ``. Empty cells (a layout table's
    indent) are left out, and a cell holding a label alone ("A.", "1.", "(a)") goes before the
    next one as a label goes before its text: a page that sets out the Laws in a table puts
    each provision's label in a cell of its own."""
    written = False
    label_before = False
    for cell in row.find_all(["td", "th"], recursive=False):
        text = cell.get_text(" ", strip=True)
        if not text:
            continue
        if written:
            writer.inline(" " if label_before else " | ", _line_of(cell))
        _walk(cell, writer, in_item)
        written, label_before = True, _LONE_LABEL.fullmatch(text) is not None


#: one label of a provision: "A.", "F2.", "1.", "a)", "(a)", "(iv)"
_LABEL = r"(?:(?:[A-Z][1-9]?|[1-9][0-9]?|[a-z]|[ivx]{1,4})[.)]|\((?:[A-Za-z][1-9]?|[1-9][0-9]?|[ivx]{1,4})\))"
#: a cell holding a provision's labels and nothing else: "A.", "1. (a)", "(iv)", "16B1(a)"
_LONE_LABEL = re.compile(rf"{_LABEL}(?:\s+{_LABEL})*|[1-9][0-9]?[A-Z](?:[1-9][0-9]?)?(?:\([a-z]\))?")


def _list(tag: Tag, writer: _Writer) -> None:
    """Each item of a list on its own line, after the label the browser would print for it. An
    anchored container that printed nothing before its list (a section holding only numbered
    paragraphs) prints its label alone above it, as a copy prints "B." above "1."."""
    writer.flush()
    if writer.anchor is not None and writer.anchor.depth:
        writer.inline(_anchor_label(writer.anchor), _line_of(tag))
        writer.flush()
    style = _style_of(tag)
    items = tag.find_all("li", recursive=False)
    number = _int(tag.get("start"), len(items) if tag.has_attr("reversed") else 1)
    step = -1 if tag.has_attr("reversed") else 1
    for child in tag.children:
        if not isinstance(child, Tag) or child.name.lower() != "li":
            if isinstance(child, Tag):
                _element(child, writer, in_item=True)
            continue
        if _hidden(child):
            continue
        number = _int(child.get("value"), number)
        writer.flush()
        writer.anchored(child)
        writer.pending_label = label(_style_of(child, style), number)
        _walk(child, writer, in_item=True)
        writer.flush()
        writer.pending_label = ""
        number += step


#: the parts of an anchor: a number, or a run of letters ("law", "b", "ii")
_ANCHOR_PART = re.compile(r"\d+|[^\W\d_]+")
#: a law's heading: a word and the law's number ("Law 16 – ...", "Artikel 16")
_LAW_HEADING = re.compile(r"^[^\W\d_]+\.?\s*\d{1,2}\b")


def element_anchor(tag: Tag) -> Ref | None:
    """The provision or law an element's ``id`` (or an ``<a>``'s ``name``) names, or None."""
    for attribute in ("id", "name") if tag.name.lower() == "a" else ("id",):
        value = tag.get(attribute)
        if isinstance(value, str) and (ref := anchor_ref(value)) is not None:
            return ref
    return None


def anchor_ref(anchor: str) -> Ref | None:
    """The provision an anchor names, read as a reference (:func:`indexer.ids.parse_ref`), its
    parts parted by any separators or none: "law16b1a", "law-16-b", "16.A.1", "L16B1a",
    "artikel_20_f_2", "80b2g_ii", "12C1e-ii". None when it names none ("toc", "section-3")."""
    parts = _ANCHOR_PART.findall(anchor.lower())
    word = parts.pop(0) if parts and not parts[0].isdigit() else ""
    if len(parts) > 6 or not parts or not parts[0].isdigit():
        return None
    written, after_para = parts[0], False
    for part in parts[1:]:
        if after_para and not part.isdigit():
            written += "".join(f"({p})" for p in _items(part))
        else:
            written += part.upper() if not part.isdigit() else part
            after_para = part.isdigit()
    return try_ref(f"{word} {written}")


def _items(letters: str) -> list[str]:
    """The items a run of letters after a paragraph's number names: "a", "ii", "gii" (g, ii)."""
    if len(letters) > 1 and letters not in ROMANS and letters[1:] in ROMANS:
        return [letters[0], letters[1:]]
    return [letters]


def _anchor_label(ref: Ref) -> str:
    """An anchored provision's whole id as a label is printed: "16B1(a)", "12C1(e)(ii)"."""
    return ref.display.split(" ", 1)[1]


def _printed_label(text: str) -> bool:
    """A line that starts with its label: "A.", "(a)", or a provision's whole id ("16B1(a)")."""
    first = text.split(" ", 1)[0].rstrip(".:")
    return bool(PRINTED_LABEL.match(text)) or bool((ref := try_ref(first)) and ref.depth)


def _law_heading(text: str) -> int | None:
    """The law a heading names by a word and its number ("Law 16 – ...", "Artikel 16"), or None."""
    match = _LAW_HEADING.match(text)
    ref = try_ref(match.group()) if match else None
    return ref.law if ref is not None and ref.depth == 0 else None


def _style_of(tag: Tag, inherited: str | None = None) -> str:
    """The label style of a list (its ``type``, else its CSS) or of an item that sets its own."""
    css = _LIST_STYLE.search(str(tag.get("style", "")))
    if css and css.group(1).lower() in LIST_STYLES:
        return LIST_STYLES[css.group(1).lower()]
    kind = str(tag.get("type", "")).strip()
    if kind in LIST_STYLES:
        return LIST_STYLES[kind]
    if inherited is not None:
        return inherited
    return "decimal" if tag.name.lower() == "ol" else "bullet"


def _int(value: object, default: int) -> int:
    try:
        return int(str(value).strip())
    except ValueError:
        return default


# --- plain text ----------------------------------------------------------------------------

#: the prefix a quoted line carries in an email or a forum post: ``> ``, ``>> ``, ``| ``
_QUOTE_PREFIX = re.compile(r"^(?:(?:>[ \t]?)+|\|(?: |$))")
_HEADER = re.compile(r"^(?P<name>[A-Za-z][A-Za-z-]*):\s")


def text_to_layout(text: str, words: PageWords | None = None) -> Layout:
    """A plain-text source as the parsers' layout, line for line: an email's or forum post's
    quoted passages without their quote prefix, its header lines at the top and its signature
    (from ``-- `` to the end, or a "Sent from my ..." line) left out and reported; a mailing
    list's digest read as its messages' texts (:mod:`indexer.digest`), a chat export as its
    poster's messages (:mod:`indexer.chat`), a screen reader's speech as what it read
    (:mod:`indexer.speech`), a text browser's dump as the page it shows (:mod:`indexer.browserdump`)."""
    words = words or PageWords()
    raw = text_lines(text)
    if chat := read_chat(raw, words.chat):
        return Layout("\n".join(chat.lines) + "\n", tuple(chat.notices))
    if speech := read_speech(raw, words.speech):
        return Layout("\n".join(speech.lines) + "\n", tuple(speech.notices))
    if dump := read_dump(raw, words.link_references):
        return Layout("\n".join(dump.lines) + "\n", tuple(dump.notices))
    lines = _unquoted(raw)
    if digest := read_digest(lines, words.digest):
        return Layout("\n".join(digest.lines) + "\n", tuple(digest.notices))
    notices: list[tuple[int | None, str]] = []
    headers = _email_headers(lines, words)
    if headers:
        notices.append((1, f"email headers left out: {', '.join(lines[i].split(':')[0] for i in headers)}"))
    signature = _signature(lines, words)
    if signature:
        quoted = "; ".join(lines[i].strip() for i in signature if lines[i].strip())
        notices.append((signature[0] + 1, f"signature left out: {quoted!r}"))
    for i in (*headers, *signature):
        lines[i] = ""
    if not notices and lines == raw:
        return Layout(text, ())
    return Layout("\n".join(lines) + "\n", tuple(notices))


def _unquoted(lines: list[str]) -> list[str]:
    """``lines`` with the quote prefix of each run of two lines or more that share one dropped
    (``| `` only where the lines are no table rows, which end with ``|``). A mail program that
    re-wrapped a ``> `` quote left its continuation lines without the prefix: they stay in the
    run (see :func:`_rewrapped`), so the quoted lines after them lose theirs too."""
    out = list(lines)
    i = 0
    while i < len(lines):
        end = i
        while end < len(lines):
            if _quoted(lines[end], lines[i]):
                end += 1
            elif end > i and (after := _rewrapped(lines, i, end)):
                end = after
            else:
                break
        if end - i >= 2:
            for n in range(i, end):
                if _quoted(lines[n], lines[i]):
                    out[n] = _QUOTE_PREFIX.sub("", lines[n], count=1)
        i = max(end, i + 1)
    return out


#: a line that ends a sentence or a clause
_SENTENCE_END = re.compile(r"[.:;?!)\]”\"’]$")


def _rewrapped(lines: list[str], first: int, end: int) -> int | None:
    """Where the lines from ``end`` that lost the ``> `` of the quote opened at ``first`` stop,
    if they continue it: printed lines without the prefix, after a quoted line, that another
    quoted line follows, or that finish a quoted line that ends no sentence. None otherwise."""
    prefix = _QUOTE_PREFIX.match(lines[first])
    if prefix is None or not prefix.group().startswith(">") or not lines[end].strip():
        return None
    stop = end
    while stop < len(lines) and lines[stop].strip() and not _quoted(lines[stop], lines[first]):
        stop += 1
    between = stop < len(lines) and _quoted(lines[stop], lines[first])
    last = _QUOTE_PREFIX.sub("", lines[end - 1], count=1).rstrip()
    return stop if between or (last and not _SENTENCE_END.search(last)) else None


def _quoted(line: str, first: str) -> bool:
    """Whether ``line`` carries the quote prefix the run's ``first`` line opens with."""
    prefix = _QUOTE_PREFIX.match(first)
    if prefix is None or not line.startswith(prefix.group().rstrip()):
        return False
    row = line.strip() != "|" and line.rstrip().endswith("|")
    return not (prefix.group().startswith("|") and row)


def _email_headers(lines: list[str], words: PageWords) -> list[int]:
    """The indices of an email's header lines at the top (two or more, then a blank line)."""
    end = 0
    while end < len(lines) and (match := _HEADER.match(lines[end])) and match["name"] in words.email_headers:
        end += 1
    return list(range(end)) if end >= 2 and (end == len(lines) or not lines[end].strip()) else []


#: the most lines a signature holds after its ``--``: a ``--`` line with more after it parts
#: the text, as a writer may part sections, and nothing after it is furniture
SIGNATURE_LINES = 6


def _signature(lines: list[str], words: PageWords) -> list[int]:
    """The indices of a signature: from the last ``--`` line to the end when a signature's few
    lines follow it (:data:`SIGNATURE_LINES`), or a "Sent from my" line alone."""
    if "--" in words.signature_openers:
        dashes = [i for i, line in enumerate(lines) if line.strip() == "--"]
        if dashes and sum(1 for line in lines[dashes[-1] + 1 :] if line.strip()) <= SIGNATURE_LINES:
            return list(range(dashes[-1], len(lines)))
    for i, line in enumerate(lines):
        stripped = line.strip()
        if any(o.strip() != "--" and stripped.startswith(o.strip() + " ") for o in words.signature_openers):
            return [i]
    return []


# --- Markdown ------------------------------------------------------------------------------

_ATX = re.compile(r"^ {0,3}#{1,6}(?:\s+(?P<text>.*?))?(?:\s+#+)?\s*$")
_SETEXT = re.compile(r"^ {0,3}(?:=+|-{2,})\s*$")
_RULE = re.compile(r"^ {0,3}(?:(?:\*\s*){3,}|(?:-\s*){3,}|(?:_\s*){3,})$")
_QUOTE = re.compile(r"^ {0,3}(?:>\s?)+")
_BULLET = re.compile(r"^(?P<indent>\s*)[-*+]\s+(?P<text>.*)$")
_ORDERED = re.compile(r"^(?P<indent>\s*)(?P<num>\d{1,9})(?P<delim>[.)])(?:\s+(?P<text>.*))?$")
_FENCE = re.compile(r"^ {0,3}(?:```|~~~)")
_FOOTNOTE = re.compile(r"^ {0,3}\[\^(?P<label>[^\]\s]+)\]:\s*(?P<text>.*)$")
_FOOTNOTE_MARK = re.compile(r"\[\^[^\[\]\s]+\]")
_REFERENCE = re.compile(r"^ {0,3}\[[^\]]+\]:\s+\S+.*$")
_TABLE_RULE = re.compile(r"^\s*(?:\|\s*)?:?-{3,}:?(?:\s*\|\s*:?-{3,}:?)*\s*(?:\|\s*)?$")
_ROW_PIPE = re.compile(r"(?<!\\)\|")
_IMAGE = re.compile(r"!\[(?P<alt>[^\[\]]*)\]\([^()]{0,2000}\)")
_LINK = re.compile(r"\[(?P<text>[^\[\]]+)\](?:\([^()]{0,2000}\)|\[[^\[\]]*\])")
_AUTOLINK = re.compile(r"<(?P<url>(?:https?|mailto):[^>\s]+)>")
_TAG = re.compile(r"<(?P<close>/?)(?P<name>[A-Za-z][A-Za-z0-9]*)[^>]*>|<!--.*?-->")
#: the HTML elements a Markdown text may mix in that stand on lines of their own, as a browser
#: shows them: a term (``<dt>``) above its text (``<dd>``), a table's row, a paragraph, a break
_HTML_LINES = BLOCKS | HEADINGS | {"li", "dt", "dd", "tr", "br", "ol", "ul", "pre"}
#: the HTML elements that are a table's cells: parted on their row's line as a table's are
_HTML_CELLS = frozenset({"td", "th"})
_CODE = re.compile(r"(?<!`)`+(?P<code>[^`]+?)`+")
_STRONG = re.compile(r"(\*\*|__)(?=\S)(?P<text>.+?)(?<=\S)\1")
_EMPHASIS = re.compile(
    r"(?<![\w*])\*(?=\S)(?P<text>.+?)(?<=\S)\*(?![\w*])|(?<!\w)_(?=\S)(?P<u>.+?)(?<=\S)_(?!\w)"
)
_ESCAPE = re.compile(r"\\(?P<char>[\\`*_{}\[\]()#+\-.!|>~])")
_HARD_BREAK = re.compile(r"(?<! ) {2,}$|\\$")


def markdown_to_layout(text: str) -> Layout:
    """A Markdown text as the parsers' layout, line for line (line n stays line n) but for its
    footnotes and tables' delimiter rows.

    Headings lose their ``#``, emphasis, links and escapes their markup, a bullet becomes
    ``•`` (or goes, when the item prints its own label), and an ordered list's items keep the
    numbers typed, for a law's numbers skip what the Laws skip (``1.`` ``3.`` ``4.`` is read 1,
    3, 4); only an item typed no higher than the one before (``1.`` ``1.`` ``1.``, as Markdown
    allows) takes the next number, as Markdown shows it. An empty item (``4.`` alone, its
    ``(a)`` ``(b)`` nested below) counts.
    A footnote (``[^1]: Law 50 is the main one``) is text of the document, not a link's
    address: its markers go and its text becomes a paragraph at the end of the section that
    first marks it (where it stands, when nothing marks it). A table keeps a line per row, its
    cells parted by `` | `` (its header row a row like the others, never a heading), and its
    delimiter row goes. HTML mixed in reads as a browser shows it: an element that stands on
    lines of its own (a ``<p>``, a ``<br>``, a ``<dt>`` above its ``<dd>``, a ``<tr>``) parts
    its line there, and a ``<td>``'s cells are parted by `` | `` as a table's are; the lines
    a line is parted into keep its number.
    """
    lines = text_lines(text)
    out: list[str] = []
    in_fence = False
    counters: dict[int, int] = {}  # indentation -> next number of the ordered list open there
    notes: dict[str, list[int]] = {}  # footnote label -> the indices of its lines
    note: str | None = None  # the footnote whose lines are being read
    rules: set[int] = set()  # the indices of tables' delimiter rows (| --- | --- |), left out
    in_table = False
    for index, raw in enumerate(lines):
        if _FENCE.match(raw):
            in_fence, note = not in_fence, None
            out.append("")
            continue
        if in_fence:
            out.append(raw.rstrip())
            continue
        line = _QUOTE.sub("", raw)
        if footnote := _FOOTNOTE.match(line):
            note = footnote["label"]
            notes.setdefault(note, []).append(index)
            out.append(_inline(footnote["text"]))
            continue
        if note is not None and _continues_note(line, lines[index - 1]):
            notes[note].append(index)
            out.append(_inline(line))
            continue
        note = None
        if _TABLE_RULE.match(line) and out and out[-1] and _ROW_PIPE.search(_QUOTE.sub("", lines[index - 1])):
            out[-1] = _row(_QUOTE.sub("", lines[index - 1]))  # the header row: a row, not a heading
            rules.add(index)
            out.append("")
            in_table = True
            continue
        if in_table and _ROW_PIPE.search(line):
            out.append(_row(line))  # a row of the table above
            continue
        in_table = False
        if _SETEXT.match(line) and index > 0 and out and out[-1].strip():
            out.append("")  # the underline of a heading: the line above is the heading
            continue
        if _RULE.match(line) or _REFERENCE.match(line) or _TABLE_RULE.match(line):
            out.append("")
            continue
        out.append(_block(line, counters))
    if not notes and not rules:
        return _split(out, None)
    return _assemble(lines, out, notes, rules)


def _split(out: list[str], sources: list[int] | None) -> Layout:
    """The layout of ``out``, whose lines came from lines ``sources`` of the file (None: line n
    from line n): a line that HTML mixed in parted (a ``<dt>`` and its ``<dd>``) is several,
    each from the same line."""
    if not any("\n" in line for line in out):
        return Layout("\n".join(out) + "\n", (), tuple(sources or ()))
    lines: list[str] = []
    numbers: list[int] = []
    for line, source in zip(out, sources or range(1, len(out) + 1), strict=True):
        parts = line.split("\n")
        lines.extend(parts)
        numbers.extend([source] * len(parts))
    return Layout("\n".join(lines) + "\n", (), tuple(numbers))


def _continues_note(line: str, before: str) -> bool:
    """Whether ``line`` goes on with the footnote above it: a line straight under it, or an
    indented paragraph after a blank line (as a footnote's further paragraphs are written)."""
    if not line.strip():
        return False
    if _ATX.match(line) or _FOOTNOTE.match(line) or _REFERENCE.match(line):
        return False
    return bool(before.strip()) or line.startswith(("    ", "\t"))


def _row(line: str) -> str:
    """A table row as a line of its cells, parted by `` | `` (a row stays one line)."""
    cells = _ROW_PIPE.split(line.strip().removeprefix("|").removesuffix("|"))
    return " | ".join(_inline(cell).replace("\n", " ") for cell in cells)


def _assemble(source: list[str], out: list[str], notes: dict[str, list[int]], rules: set[int]) -> Layout:
    """``out`` without the tables' delimiter rows, and with each footnote moved to a paragraph
    of its own at the end of the section (up to the next heading) whose text first marks it;
    a footnote nothing marks stays put. Every line keeps the number of its line in the file."""
    headings = {i for i, line in enumerate(source) if _ATX.match(line)}
    headings |= {i - 1 for i, line in enumerate(source) if i and _SETEXT.match(line) and source[i - 1]}
    moved: dict[int, list[int]] = {}  # the last line of a section -> the footnote lines after it
    for label_, indices in notes.items():
        mark = next(
            (i for i, line in enumerate(source) if i not in indices and f"[^{label_}]" in line), None
        )
        if mark is None:
            continue
        end = min([h for h in headings if h > mark] + [len(source)])
        last = max(i for i in range(mark, end) if out[i].strip() and i not in indices)
        moved.setdefault(last, []).extend([-1, *indices])  # -1: the blank line before a paragraph
    gone = rules | {i for indices in moved.values() for i in indices if i >= 0}
    lines: list[str] = []
    sources: list[int] = []
    for i, line in enumerate(out):
        if i not in gone:
            lines.append(line)
            sources.append(i + 1)
        for j in moved.get(i, ()):
            lines.append(out[j] if j >= 0 else "")
            sources.append(j + 1 if j >= 0 else i + 1)
    return _split(lines, sources)


def _block(line: str, counters: dict[int, int]) -> str:
    """One Markdown line as a layout line; ``counters`` numbers the ordered lists open around it."""
    if not line.strip():
        return ""
    if heading := _ATX.match(line):
        counters.clear()
        return _inline(heading["text"] or "")
    if ordered := _ORDERED.match(line):
        depth = len(ordered["indent"].expandtabs(4))
        for deeper in [d for d in counters if d > depth]:
            del counters[deeper]
        number = _item_number(int(ordered["num"]), counters.get(depth))
        counters[depth] = number + 1
        return f"{number}{ordered['delim']} {_inline(ordered['text'] or '')}".rstrip()
    if bullet := _BULLET.match(line):
        depth = len(bullet["indent"].expandtabs(4))
        for deeper in [d for d in counters if d >= depth]:
            del counters[deeper]
        text = _inline(bullet["text"])
        return text if PRINTED_LABEL.match(text) else f"• {text}"
    if not line.startswith((" ", "\t")):
        counters.clear()  # a paragraph at the margin ends every list
    if line.strip().startswith("|"):
        return _row(line)
    return _inline(line)


def _item_number(typed: int, following: int | None) -> int:
    """An ordered item's number: as typed, unless the list is open and the number typed does not
    go past the item before (``following`` is the number after it), as in a list typed all ``1.``."""
    if following is None or typed >= following:
        return typed
    return following


def _inline(text: str) -> str:
    """Inline Markdown reduced to its text."""
    text = _HARD_BREAK.sub("", text.rstrip("\n"))
    text = _CODE.sub(lambda m: m["code"], text)
    text = _FOOTNOTE_MARK.sub("", text)
    text = _IMAGE.sub(lambda m: m["alt"], text)
    text = _LINK.sub(lambda m: m["text"], text)
    text = _AUTOLINK.sub(lambda m: m["url"], text)
    text = _TAG.sub(_html_tag, text)
    text = _STRONG.sub(lambda m: m["text"], text)
    text = _EMPHASIS.sub(lambda m: m["text"] or m["u"], text)
    text = _ESCAPE.sub(lambda m: m["char"], text)
    return "\n".join(p for piece in text.split("\n") if (p := piece.strip().strip("|").strip()))


def _html_tag(tag: re.Match[str]) -> str:
    """What an HTML tag mixed into Markdown leaves in the text: a line break at an element that
    stands on lines of its own, a cell's `` | `` before a table's cell, nothing for the rest."""
    name = (tag["name"] or "").lower()
    if name in _HTML_LINES:
        return "\n"
    return " | " if name in _HTML_CELLS and not tag["close"] else ""


# --- LaTeX ---------------------------------------------------------------------------------

#: the environments whose content is read as the document's text, each item on a line of its own
LATEX_LISTS = frozenset(
    {"document", "enumerate", "itemize", "description", "list", "center", "quote", "quotation"}
)
#: how a ``description`` list's term is set off from its text in the layout ("Alert — A ...")
DEFINITION_DASH = "—"
#: the sectioning commands: each a heading on a line of its own
LATEX_SECTIONS = ("part", "chapter", "section", "subsection", "subsubsection", "paragraph", "subparagraph")
#: commands that print the book's furniture (a title page, a contents list), never its text
LATEX_FURNITURE = (
    "title", "author", "date", "maketitle", "tableofcontents", "addcontentsline",
    "label", "newpage", "clearpage",
)  # fmt: skip


def latex_to_layout(text: str) -> Layout:
    """A LaTeX source as the parsers' layout: the text of its ``document`` environment (the
    preamble goes), each sectioning command (``\\section*{Law 16 -- ...}``) a heading on a line
    of its own, each ``\\item`` on a line that starts with its label (``\\item[(a)]`` ->
    ``(a)``, a bare ``\\item`` -> ``•``; in a ``description`` list ``\\item[Term]`` ->
    ``Term —``, a term as the definitions print it), a ``tabular`` row a
    line of its cells parted by `` | ``, escapes and ligatures as printed (``\\&`` -> ``&``,
    ``--`` -> ``–``, ``~`` -> a space). Each line keeps the number of the source line it starts on."""
    from pylatexenc.latexwalker import LatexCharsNode
    from pylatexenc.latexwalker import LatexEnvironmentNode
    from pylatexenc.latexwalker import LatexMacroNode
    from pylatexenc.latexwalker import LatexWalker

    if len(text) > MAX_LATEX_CHARS:
        raise TooLarge(
            f"a LaTeX source of {len(text):,} characters is longer than any text of the Laws "
            f"(at most {MAX_LATEX_CHARS:,} are read): split it, or save it as text"
        )

    walker = LatexWalker(text, latex_context=_latex_walker_db(), tolerant_parsing=True)
    nodes, _, _ = walker.get_latex_nodes()
    converter = _latex_converter()
    pieces: list[tuple[str, int, bool]] = []  # (text, source position, its newlines are the source's)

    def emit(nodelist: list[object], terms: bool = False) -> None:
        for node in nodelist:
            if node is None:
                continue
            pos = getattr(node, "pos", 0) or 0
            if isinstance(node, LatexEnvironmentNode) and node.environmentname in LATEX_LISTS:
                pieces.append(("\n\n", pos, False))
                emit(node.nodelist, node.environmentname == "description")
                pieces.append(("\n\n", pos, False))
            elif isinstance(node, LatexEnvironmentNode) and node.environmentname == "tabular":
                pieces.append(("\n" + _tabular(converter, node) + "\n", pos, True))
            elif isinstance(node, LatexMacroNode) and node.macroname == "item":
                optional = node.nodeargd.argnlist[0] if node.nodeargd and node.nodeargd.argnlist else None
                mark = converter.nodelist_to_text([optional]).strip() if optional is not None else "•"
                if terms and optional is not None:
                    mark = f"{mark} {DEFINITION_DASH}"  # a term, set off from its text as the layout sets it
                pieces.append((f"\n{mark} ", pos, False))
            else:
                pieces.append((converter.node_to_text(node), pos, isinstance(node, LatexCharsNode)))

    documents = [n for n in nodes if isinstance(n, LatexEnvironmentNode) and n.environmentname == "document"]
    emit(documents[0].nodelist if documents else nodes)
    return _latex_lines(pieces, text)


def _latex_walker_db() -> Any:
    """pylatexenc's parsing context, knowing the arguments of the furniture commands it lacks
    (so that ``\\addcontentsline{toc}{section}{Law 16}`` goes whole)."""
    from pylatexenc.latexwalker import get_default_latex_context_db
    from pylatexenc.macrospec import MacroSpec

    db = get_default_latex_context_db()
    db.add_context_category("layout", prepend=True, macros=[MacroSpec("addcontentsline", "{{{")])
    return db


def _latex_converter() -> Any:
    """pylatexenc's text converter, its sectioning commands printing their titles as written
    (not in capitals, no ``§``) and the book's furniture printing nothing."""
    from pylatexenc.latex2text import LatexNodes2Text
    from pylatexenc.latex2text import MacroTextSpec
    from pylatexenc.latex2text import SpecialsTextSpec
    from pylatexenc.latex2text import get_default_latex_context_db

    def heading(node: object, l2tobj: LatexNodes2Text) -> str:
        return f"\n\n{l2tobj.node_arg_to_text(node, 2).strip()}\n\n"

    db = get_default_latex_context_db()
    macros = [MacroTextSpec(name, simplify_repl=heading) for name in LATEX_SECTIONS]
    macros += [MacroTextSpec(name, simplify_repl="") for name in LATEX_FURNITURE]
    macros += [MacroTextSpec("par", simplify_repl="\n\n"), MacroTextSpec("\\", simplify_repl="\n")]
    cells = [SpecialsTextSpec("&", " | ")]  # a table's cells, parted as the layout parts them
    db.add_context_category("layout", prepend=True, macros=macros, specials=cells)
    return LatexNodes2Text(latex_context=db, math_mode="verbatim", strict_latex_spaces=True)


def _tabular(converter: Any, node: Any) -> str:
    """A ``tabular`` as lines of its rows, each row's cells parted by `` | ``."""
    body = "".join(converter.node_to_text(n) for n in node.nodelist if n is not None)
    rows = (" | ".join(cell.strip() for cell in row.split(" | ")) for row in body.split("\n"))
    return "\n".join(row for row in rows if row.strip())


def _latex_lines(pieces: list[tuple[str, int, bool]], source: str) -> Layout:
    """The converted ``pieces`` as layout lines (stripped, one blank line between blocks), each
    with the source line its piece starts on."""
    lines: list[str] = [""]
    sources: list[int] = [1]
    for piece, pos, verbatim in pieces:
        first_line = source.count("\n", 0, pos) + 1
        for n, chunk in enumerate(piece.split("\n")):
            where = first_line + n if verbatim else first_line
            if n:
                lines.append("")
                sources.append(where)
            if chunk.strip() and not lines[-1].strip():
                sources[-1] = where
            lines[-1] += chunk
    out: list[str] = []
    out_sources: list[int] = []
    for line, where in zip(lines, sources, strict=True):
        stripped = _WHITESPACE.sub(" ", line).strip()
        if stripped or (out and out[-1]):
            out.append(stripped)
            out_sources.append(where)
    while out and not out[-1]:
        out.pop()
        out_sources.pop()
    return Layout("\n".join(out) + "\n", (), tuple(out_sources))


# --- BBCode --------------------------------------------------------------------------------

#: BBCode tags that only style their text (a forum's size, font, colour, alignment): their
#: text is read as if they were not there
BBCODE_STYLES = ("size", "font", "highlight", "left", "right", "justify", "indent", "spoiler", "email")


def bbcode_to_layout(text: str, words: PageWords | None = None) -> Layout:
    """A forum post's BBCode source as the parsers' layout: rendered to HTML by the bbcode
    library (``[b]`` ``<strong>``, ``[list][*]`` a list, ``[quote]`` a quoted block, ``[code]``
    a block kept line for line) and read as a saved page is (:func:`html_to_layout`). A quoted
    passage is text of the post, as a ``> `` quote is in a plain-text post; an item's typed
    label (``[*](a) ...``) is kept as printed. Lines are not yet mapped to their source lines."""
    import bbcode

    parser = bbcode.Parser(newline="<br />\n", replace_cosmetic=False, replace_links=False)
    parser.REPLACE_COSMETIC = ()  # "(c)" is a label, "--" a dash as typed: inside tags too
    for name in BBCODE_STYLES:
        parser.add_simple_formatter(name, "%(value)s")
    parser.add_simple_formatter("img", "", render_embedded=False)
    parser.add_simple_formatter(
        "code", "<pre>%(value)s</pre>", render_embedded=False, transform_newlines=False,
        swallow_trailing_newline=True, replace_cosmetic=False,
    )  # fmt: skip
    # an item runs to the next [*] or [/list], its further paragraphs with it (the library's
    # own item ends at the line's end, leaving them outside every item)
    parser.add_simple_formatter("*", "<li>%(value)s</li>", same_tag_closes=True, strip=True)
    page = _BBCODE_BLANK.sub("<br />\n<p></p>\n", parser.format(text))
    return html_to_layout(f"<body>\n{page}</body>", words)


#: a blank line of the post: it parts paragraphs, as an empty paragraph does on a page
_BBCODE_BLANK = re.compile(r"<br />\n<br />\n")
