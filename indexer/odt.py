"""Turn an OpenDocument text (LibreOffice's ``.odt``) into the web page it shows.

Its ``content.xml`` is walked and written out as HTML for the HTML reader
(:func:`indexer.wordproc.to_layout`): ``<text:h>`` a heading of its outline level, a paragraph
whose style is a heading style (``corpus/data/word-styles.toml``) one too, ``<text:p>`` a
paragraph, a table row by row. A list item's first paragraph carries the label its list style
draws (``style:num-format="a"`` between ``num-prefix="("`` and ``num-suffix=")"`` is ``(a)``;
``text:display-levels`` shows the levels above; ``text:start-value`` restarts the count; a
list that continues another's numbering continues its count). Footnotes, comments, the deleted
text tracked changes keep (insertions are the text, as accepted), frames and generated indexes
are left out; headers and footers live in ``styles.xml`` and are never read.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from xml.etree import ElementTree as ET

from indexer import wordproc

TEXT = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
TABLE = "{urn:oasis:names:tc:opendocument:xmlns:table:1.0}"
STYLE = "{urn:oasis:names:tc:opendocument:xmlns:style:1.0}"
OFFICE = "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}"
#: elements whose content the page does not show as running text
_LEFT_OUT = frozenset(
    {
        f"{TEXT}note", f"{OFFICE}annotation", f"{TEXT}tracked-changes", f"{TEXT}table-of-content",
        f"{TEXT}alphabetical-index", f"{TEXT}illustration-index", f"{TEXT}table-index",
        f"{TEXT}bibliography", f"{TEXT}user-index", f"{TEXT}object-index",
        "{urn:oasis:names:tc:opendocument:xmlns:drawing:1.0}frame",
    }
)  # fmt: skip
#: an encoded character of a style's name (``Heading_20_1`` is "Heading 1")
_ENCODED = re.compile(r"_([0-9a-fA-F]{1,6})_")


@dataclass(frozen=True)
class _LevelStyle:
    """How one level of a list style draws its label."""

    form: str = ""
    prefix: str = ""
    suffix: str = ""
    start: int = 1
    shown: int = 1
    bullet: str = ""


@dataclass
class _Styles:
    """The styles of a document: paragraph styles' parents and names, list styles' levels."""

    parents: dict[str, str] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)
    lists: dict[str, dict[int, _LevelStyle]] = field(default_factory=dict)

    def read(self, root: ET.Element | None) -> None:
        """Add the styles ``root`` (``content.xml`` or ``styles.xml``) defines."""
        for style in () if root is None else root.iter(f"{STYLE}style"):
            name = style.get(f"{STYLE}name", "")
            self.names[name] = style.get(f"{STYLE}display-name") or _decoded(name)
            if parent := style.get(f"{STYLE}parent-style-name"):
                self.parents[name] = parent
        for listing in () if root is None else root.iter(f"{TEXT}list-style"):
            self.lists[listing.get(f"{STYLE}name", "")] = {
                int(level.get(f"{TEXT}level", "1")): _level_style(level) for level in listing
            }

    def heading_level(self, name: str | None, headings: Mapping[str, int]) -> int | None:
        """The heading level a paragraph style stands for, itself or by the styles it derives from."""
        seen: set[str] = set()
        while name and name not in seen:
            seen.add(name)
            for spelled in (self.names.get(name, ""), _decoded(name)):
                if spelled.casefold() in headings:
                    return headings[spelled.casefold()]
            name = self.parents.get(name)
        return None


def _decoded(name: str) -> str:
    return _ENCODED.sub(lambda m: chr(int(m.group(1), 16)), name)


def _level_style(level: ET.Element) -> _LevelStyle:
    """One ``text:list-level-style-*`` element read."""
    if level.tag == f"{TEXT}list-level-style-bullet":
        return _LevelStyle(form="bullet", bullet=level.get(f"{TEXT}bullet-char", "•"))
    return _LevelStyle(
        level.get(f"{STYLE}num-format", ""),
        level.get(f"{STYLE}num-prefix", ""),
        level.get(f"{STYLE}num-suffix", ""),
        _number(level.get(f"{TEXT}start-value"), 1),
        _number(level.get(f"{TEXT}display-levels"), 1),
    )


def _number(value: str | None, default: int) -> int:
    try:
        return int(value) if value is not None else default
    except ValueError:
        return default


@dataclass
class _Walker:
    """Writes the page, keeping each list style's counters."""

    styles: _Styles
    words: wordproc.StyleWords
    out: list[str] = field(default_factory=list)
    counters: dict[str, dict[int, int]] = field(default_factory=dict)

    def blocks(self, parent: ET.Element) -> None:
        for child in parent:
            self.block(child)

    def block(self, element: ET.Element, label: str = "") -> None:
        tag = element.tag
        if tag in _LEFT_OUT:
            return
        if tag in (f"{TEXT}p", f"{TEXT}h"):
            level = self.styles.heading_level(element.get(f"{TEXT}style-name"), self.words.headings)
            if tag == f"{TEXT}h":
                level = min(6, _number(element.get(f"{TEXT}outline-level"), 1))
            name = f"h{level}" if level else "p"
            self.out.append(f"<{name}>{html.escape(label)}{self.inline(element)}</{name}>")
        elif tag == f"{TEXT}list":
            self.list(element, element.get(f"{TEXT}style-name", ""), 1)
        elif tag == f"{TABLE}table":
            self.out.append("<table>")
            for row in element.iter(f"{TABLE}table-row"):
                self.out.append("<tr>")
                for cell in row:
                    if cell.tag == f"{TABLE}table-cell":
                        self.out.append("<td>")
                        self.blocks(cell)
                        self.out.append("</td>")
                self.out.append("</tr>")
            self.out.append("</table>")
        else:  # a section, a list header's content, a change's region: their blocks
            self.blocks(element)

    def list(self, element: ET.Element, style: str, depth: int) -> None:
        """A list at ``depth``, its items labelled as list style ``style`` draws them."""
        style = element.get(f"{TEXT}style-name") or style
        counters = self.counters.setdefault(style, {})
        continues = element.get(f"{TEXT}continue-numbering") == "true" or element.get(f"{TEXT}continue-list")
        if depth == 1 and not continues:
            counters.clear()
        for item in element:
            if item.tag == f"{TEXT}list-header":
                self.blocks(item)
                continue
            if item.tag != f"{TEXT}list-item":
                continue
            children = list(item)
            label = ""
            if children and children[0].tag in (f"{TEXT}p", f"{TEXT}h"):  # a numbered paragraph
                label = self.label(style, depth, item.get(f"{TEXT}start-value"))
            for n, child in enumerate(children):
                if child.tag == f"{TEXT}list":
                    self.list(child, style, depth + 1)
                else:
                    self.block(child, label + " " if n == 0 and label else "")

    def label(self, style: str, depth: int, start: str | None) -> str:
        """The label of the next paragraph of list style ``style`` at ``depth``."""
        levels = self.styles.lists.get(style, {})
        spec = levels.get(depth, _LevelStyle())
        counters = self.counters.setdefault(style, {})
        counters[depth] = _number(start, 0) if start else counters.get(depth, spec.start - 1) + 1
        for deeper in [k for k in counters if k > depth]:
            del counters[deeper]
        if spec.form == "bullet":
            return self.words.bullets.get(spec.bullet, spec.bullet)
        if not spec.form:
            return ""
        shown = range(max(1, depth - spec.shown + 1), depth + 1)
        numbers = [
            wordproc.number_in(
                levels.get(at, _LevelStyle()).form,
                counters.get(at, levels.get(at, _LevelStyle()).start),
                self.words.bullets,
            )
            for at in shown
        ]
        return f"{spec.prefix}{'.'.join(numbers)}{spec.suffix}"

    def inline(self, element: ET.Element) -> str:
        """The running text of a paragraph, as markup."""
        parts = [html.escape(element.text or "")]
        for child in element:
            tag = child.tag
            if tag == f"{TEXT}s":
                parts.append(" " * max(1, _number(child.get(f"{TEXT}c"), 1)))
            elif tag == f"{TEXT}tab":
                parts.append("\t")
            elif tag == f"{TEXT}line-break":
                parts.append("<br/>")
            elif tag not in _LEFT_OUT:
                parts.append(self.inline(child))
            parts.append(html.escape(child.tail or ""))
        return "".join(parts)


def odt_to_html(raw: bytes, words: wordproc.StyleWords) -> str:
    """An OpenDocument text (``.odt``) as the web page it shows."""
    package = wordproc.open_package(raw, "OpenDocument")
    content = wordproc.read_part(package, "content.xml", "OpenDocument")
    if content is None:
        raise wordproc.NotReadable("not an OpenDocument text: the package holds no content.xml")
    styles = _Styles()
    shared = wordproc.read_part(package, "styles.xml", "OpenDocument")
    styles.read(None if shared is None else wordproc.parse_part(shared, "styles.xml", "OpenDocument"))
    root = wordproc.parse_part(content, "content.xml", "OpenDocument")
    wordproc.check_paragraphs(sum(1 for e in root.iter() if e.tag in (f"{TEXT}p", f"{TEXT}h")))
    styles.read(root)
    body = root.find(f"{OFFICE}body/{OFFICE}text")
    if body is None:
        raise wordproc.NotReadable("not an OpenDocument text: its content holds no text body")
    walker = _Walker(styles, words)
    walker.blocks(body)
    return "\n".join(walker.out)
