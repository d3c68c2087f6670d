"""A Python-Markdown extension that links every citation of the Laws in a page.

``markdown.markdown(text, extensions=["bridge_laws"], extension_configs={"bridge_laws":
{"base_url": "https://laws.example.org"}})`` links "Law 16B1(a)" or "artikel 16C" in a club's
Markdown (as MkDocs and Pelican render it) to this service's pages. Code, existing links and raw
HTML are left alone. With ``server`` set it asks a running server; otherwise it reads the
bundled corpus in this process, offline.
"""

from __future__ import annotations

import xml.etree.ElementTree as etree
from typing import Any

from bs4 import BeautifulSoup
from bs4 import Tag
from markdown import Markdown
from markdown.extensions import Extension
from markdown.treeprocessors import Treeprocessor
from markdown.util import ETX
from markdown.util import STX
from markdown.util import AtomicString

from api.linkify_client import CitationSource
from api.linkify_client import LocalSource
from api.linkify_client import ServerSource
from api.linkify_client import absolute

#: elements whose text is never linked
SKIP = frozenset({"a", "code", "pre", "kbd", "samp", "script", "style"})


class CitationLinker(Treeprocessor):
    """Turns the citations in the text of the tree's elements into ``<a>`` elements."""

    def __init__(self, md: Markdown, source: CitationSource, doc: str | None, css_class: str) -> None:
        super().__init__(md)
        self.source, self.doc, self.css_class = source, doc, css_class

    def run(self, root: etree.Element) -> None:
        self._visit(root)

    def _visit(self, element: etree.Element) -> None:
        if element.tag in SKIP:
            return
        for child in list(element):
            self._visit(child)
            self._link_tail(element, child)
        if element.text and not isinstance(element.text, AtomicString):
            pieces = self._pieces(element.text)
            if pieces:
                element.text = pieces[0] if isinstance(pieces[0], str) else ""
                self._insert(element, 0, pieces if not isinstance(pieces[0], str) else pieces[1:])

    def _link_tail(self, parent: etree.Element, child: etree.Element) -> None:
        if not child.tail or isinstance(child.tail, AtomicString):
            return
        pieces = self._pieces(child.tail)
        if pieces:
            child.tail = pieces[0] if isinstance(pieces[0], str) else ""
            at = list(parent).index(child) + 1
            self._insert(parent, at, pieces if not isinstance(pieces[0], str) else pieces[1:])

    def _insert(self, parent: etree.Element, at: int, pieces: list[str | etree.Element]) -> None:
        """Put link elements in at ``at``; a string after a link becomes that link's tail."""
        last: etree.Element | None = None
        for piece in pieces:
            if isinstance(piece, str):
                if last is not None:
                    last.tail = (last.tail or "") + piece
                continue
            parent.insert(at, piece)
            at += 1
            last = piece

    def _pieces(self, text: str) -> list[str | etree.Element]:
        """``text`` cut into plain strings and link elements; empty when it cites nothing.

        The links are the service's own (its linkify answer), so a list such as "Laws 62A and
        79A2" gives one link per item, as on the site.
        """
        answer = self.source.linkify(text, self.doc)
        if not answer.get("citations"):
            return []
        out: list[str | etree.Element] = []
        for node in BeautifulSoup(answer["html"], "html.parser").contents:
            if isinstance(node, Tag) and node.name == "a" and isinstance(node.get("href"), str):
                link = etree.Element("a", {"href": absolute(self.source, str(node["href"]))})
                link.set("class", " ".join(node.get_attribute_list("class")) or self.css_class)
                link.text = AtomicString(node.get_text())
                out.append(link)
            elif isinstance(node, Tag) and node.name == "br":
                continue  # the newline after it is kept as text
            else:
                out.append(node.get_text() if isinstance(node, Tag) else str(node))
        if any(STX in (p.text or "") or ETX in (p.text or "") for p in out if not isinstance(p, str)):
            return []  # a citation across raw HTML (a placeholder here): leave the text as written
        return out


class BridgeLawsExtension(Extension):
    """Configuration: ``base_url`` (where links point, offline), ``server`` (ask it instead),
    ``doc`` (the document relative citations are read in) and ``css_class``."""

    def __init__(self, **kwargs: Any) -> None:
        self.config = {
            "base_url": ["", "URL of the Laws site the links point to (offline mode)"],
            "server": ["", "URL of a running server to ask; empty: read the bundled corpus"],
            "doc": ["", "document id in whose numbering relative citations are read"],
            "css_class": ["cite", "class of the links"],
            "artifacts": ["", "artifacts folder to read offline (default: the checkout's build)"],
        }
        super().__init__(**kwargs)
        self._source: CitationSource | None = None

    def source(self) -> CitationSource:
        """The citation source, made once per extension (building it reads the corpus)."""
        if self._source is None:
            server = self.getConfig("server")
            self._source = (
                ServerSource(server)
                if server
                else LocalSource(self.getConfig("base_url"), self.getConfig("artifacts") or None)
            )
        return self._source

    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 - Python-Markdown's name
        linker = CitationLinker(md, self.source(), self.getConfig("doc") or None, self.getConfig("css_class"))
        md.treeprocessors.register(linker, "bridge_laws", 15)  # after inline markup, before prettify


def makeExtension(**kwargs: Any) -> BridgeLawsExtension:  # noqa: N802 - Python-Markdown's name
    """What ``extensions=["api.markdown_links"]`` loads."""
    return BridgeLawsExtension(**kwargs)
