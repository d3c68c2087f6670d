"""Turn an XML law text (DocBook, TEI, JATS, a CMS's or a Word converter's XML) into the parsers' layout.

Such a file holds what a saved web page holds, under other names: ``<chapter><title>`` for a
heading, ``<para>`` for a paragraph, ``<itemizedlist><listitem>`` for a list. Each element is
renamed to its HTML kin (``corpus/data/xml.toml``) and the HTML reader reads the tree
(:func:`indexer.formats.soup_to_layout`), so an XML text reads exactly as the same page would.

The file is parsed as markup, never as a document to resolve: no entity a DOCTYPE declares is
expanded and nothing is fetched, so a hostile file cannot grow or reach out. An element the
table does not name is a block where its parent holds elements alone and inline text where its
parent holds text, as XML vocabularies use them. A heading's level is the number of sections
around it. An XHTML page saved as ``.xml`` is read as the page it is.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path

from bs4 import BeautifulSoup
from bs4 import XMLParsedAsHTMLWarning
from bs4.element import CData
from bs4.element import NavigableString
from bs4.element import Tag

from indexer.formats import Layout
from indexer.formats import PageWords
from indexer.formats import check_depth
from indexer.formats import soup_to_layout
from indexer.tables import load_table

#: the project's own tables
BUNDLED_CORPUS = Path(__file__).resolve().parent.parent / "corpus"
#: the HTML kin that hold running text: an unnamed element inside one is inline
TEXT_KIN = frozenset(
    {
        "p", "dt", "dd", "td", "th", "caption", "figcaption", "q",
        "em", "strong", "b", "i", "span", "sup", "sub",
    }
)  # fmt: skip
HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
#: a DOCTYPE's internal subset at the file's head (its entity declarations): read as nothing
_INTERNAL_SUBSET = re.compile(
    r"\A(?:\s|<\?[^>]*\?>|<!--.*?-->)*(?P<doctype><!DOCTYPE[^\[>]*\[.*?\]\s*>)", re.DOTALL
)


@dataclass(frozen=True)
class XmlWords:
    """What ``xml.toml`` says about XML elements."""

    #: an element's local name (lower case) -> its HTML kin, ``heading`` or ``dropped``
    kin: Mapping[str, str] = field(default_factory=dict)
    #: a parent's local name -> its children's kin where they differ from ``kin``
    inside: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    #: an attribute's value -> the HTML list type it stands for (``loweralpha`` -> ``a``)
    list_types: Mapping[str, str] = field(default_factory=dict)
    list_type_attributes: tuple[str, ...] = ()
    list_start_attributes: tuple[str, ...] = ()
    #: an element's local name -> an attribute -> the values that drop the element (FB2's notes)
    dropped_when: Mapping[str, Mapping[str, tuple[str, ...]]] = field(default_factory=dict)
    #: an element's local name -> the attributes that hold its text, in the order it reads
    #: (an OPML outline's ``text``, then its ``_note``)
    text_attributes: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


def xml_words(corpus: Path = BUNDLED_CORPUS) -> XmlWords:
    """The XML elements table of ``corpus`` (empty when it has none)."""
    path = corpus / "data" / "xml.toml"
    if not path.is_file():
        return XmlWords()
    table = load_table(path, "xml")
    return XmlWords(
        kin=table["kin"],
        inside=table.get("inside", {}),
        list_types=table.get("list_types", {}),
        list_type_attributes=tuple(table.get("list_type_attributes", ())),
        list_start_attributes=tuple(table.get("list_start_attributes", ())),
        dropped_when={
            name: {attribute: tuple(v.lower() for v in values) for attribute, values in attributes.items()}
            for name, attributes in table.get("dropped_when", {}).items()
        },
        text_attributes={k: tuple(v) for k, v in table.get("text_attributes", {}).items()},
    )


def xml_to_layout(markup: str, words: XmlWords, page: PageWords | None = None) -> Layout:
    """An XML law text as the parsers' layout: its elements renamed to their HTML kin, then read
    as a saved page is (``page`` marks furniture as for HTML)."""
    markup = _without_internal_subset(markup)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", XMLParsedAsHTMLWarning)
        soup = BeautifulSoup(markup, "html.parser")
    check_depth(soup)  # before the renaming, whose look at each element's ancestors is quadratic in depth
    for cdata in soup.find_all(string=lambda s: isinstance(s, CData)):
        cdata.replace_with(NavigableString(str(cdata)))
    root = soup.find(True)
    if not (isinstance(root, Tag) and _local(root) == "html"):
        tags = list(soup.find_all(True))
        names = {id(tag): _local(tag) for tag in tags}
        for tag in tags:
            _rename(tag, names, words)
            _attribute_text(soup, tag, words.text_attributes.get(names[id(tag)], ()))
    return soup_to_layout(soup, markup, page)


def _without_internal_subset(markup: str) -> str:
    """``markup`` with its DOCTYPE's declarations blanked (their lines kept, so lines still match)."""
    match = _INTERNAL_SUBSET.match(markup)
    if match is None:
        return markup
    start, end = match.span("doctype")
    return markup[:start] + "\n" * markup.count("\n", start, end) + markup[end:]


def _local(tag: Tag) -> str:
    """An element's local name, its namespace prefix gone: ``tei:p`` -> ``p``."""
    return tag.name.rsplit(":", 1)[-1].lower()


def _kin(tag: Tag, names: Mapping[int, str], words: XmlWords) -> str:
    """The HTML kin of ``tag``: as its parent's table names it, else as its own name is, else
    by its place (a block among elements, inline in running text). Parents are renamed before
    their children: a parent's ``name`` here is already its kin, ``names`` its XML name."""
    name = names[id(tag)]
    if _dropped_by_attribute(tag, name, words):
        return "dropped"
    parent = tag.parent
    if parent is None or parent.name == "[document]":
        return words.kin.get(name, "section")
    if name in words.inside.get(names.get(id(parent), ""), {}):
        return words.inside[names[id(parent)]][name]
    if name in words.kin:
        return words.kin[name]
    mixed = any(type(s) is NavigableString and s.strip() for s in parent.children)
    return "span" if mixed or parent.name in TEXT_KIN or parent.name in HEADINGS else "div"


def _dropped_by_attribute(tag: Tag, name: str, words: XmlWords) -> bool:
    """Whether an attribute of ``tag`` has a value ``xml.toml`` drops it for (``<body name="notes">``)."""
    conditions = words.dropped_when.get(name, {})
    return any(
        str(tag.get(attribute, "")).strip().lower() in values for attribute, values in conditions.items()
    )


def _rename(tag: Tag, names: Mapping[int, str], words: XmlWords) -> None:
    """Give ``tag`` its HTML kin's name and the attributes the HTML reader reads; a dropped
    element goes with all it holds."""
    if tag.parent is None or tag.find_parent("[document]") is None:
        return  # inside a dropped element
    kin = _kin(tag, names, words)
    if kin == "dropped":
        tag.extract()
        return
    if kin == "heading":
        kin = f"h{min(max(_sections_around(tag), 1), 6)}"
    if kin in ("ul", "ol"):
        _list_attributes(tag, words)
    if "xml:id" in tag.attrs and "id" not in tag.attrs:
        tag["id"] = tag["xml:id"]
    tag.name = kin


def _attribute_text(soup: BeautifulSoup, tag: Tag, attributes: tuple[str, ...]) -> None:
    """The text ``tag`` keeps in ``attributes`` (an OPML outline's ``text="A. The Shuffle"`` and
    ``_note="..."``) put at its head as paragraphs, before the elements it holds: a blank line
    in a value parts paragraphs, a line break stays one."""
    if tag.find_parent("[document]") is None:
        return  # a dropped element
    paragraphs = [
        part
        for name in attributes
        for part in re.split(r"\n\s*\n", str(tag.attrs.pop(name, "")))
        if part.strip()
    ]
    for at, paragraph in enumerate(paragraphs):
        p = soup.new_tag("p")
        for n, line in enumerate(paragraph.strip().split("\n")):
            if n:
                p.append(soup.new_tag("br"))
            p.append(NavigableString(line))
        tag.insert(at, p)


def _sections_around(tag: Tag) -> int:
    return sum(1 for parent in tag.parents if parent.name == "section")


def _list_attributes(tag: Tag, words: XmlWords) -> None:
    """A list's numbering as HTML writes it: ``type`` from the first attribute that names a list
    type, ``start`` from its first number."""
    for attribute in words.list_type_attributes:
        value = str(tag.get(attribute, "")).strip().lower()
        if value in words.list_types:
            tag["type"] = words.list_types[value]
            break
    else:
        tag.attrs.pop("type", None)
    for attribute in words.list_start_attributes:
        if attribute in tag.attrs:
            tag["start"] = tag[attribute]
            break
