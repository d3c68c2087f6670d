"""Provision text to safe HTML: paragraphs with anchors, citations and defined terms as links,
Markdown tables as tables, bulleted lines as lists and other lines kept as lines (a list of
names). Everything from the source is escaped; the result is sanitised.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from collections.abc import Iterable
from dataclasses import replace

import markdown
import nh3
from markdown.extensions.tables import TableExtension
from markupsafe import Markup

from indexer.models import Citation

ALLOWED_TAGS = {
    "p", "a", "table", "thead", "tbody", "tr", "th", "td", "span", "mark", "em", "strong", "br", "ul", "li"
}  # fmt: skip
ALLOWED_ATTRIBUTES = {
    "a": {"href", "class", "title", "lang"},
    "p": {"id"},
    "ul": {"id", "class"},
    "span": {"class"},
    "td": {"align"},
    "th": {"align"},
}


def sanitise(fragment: str) -> Markup:
    """Only the tags and attributes our pages use survive."""
    return Markup(nh3.clean(fragment, tags=ALLOWED_TAGS, attributes=ALLOWED_ATTRIBUTES, link_rel=None))


def text_html(
    text: str,
    citations: Iterable[Citation],
    href: Callable[[Citation], str | None],
    terms: dict[str, str] | None = None,
    term_href: Callable[[str], str] | None = None,
    anchor: str = "p",
    term_title: str = "",
) -> Markup:
    """Render reflowed text (paragraphs split by a blank line) with its citations linked.

    ``citations`` carry offsets into ``text``; each paragraph gets ``id="{anchor}{n}"``. Each
    defined term is linked once, where the text first uses it; ``term_title`` (e.g. which
    code's Definitions the links go to) becomes each term link's title.
    """
    spans = sorted(((c.start, c.end, c) for c in citations if not c.in_heading), key=lambda s: s[0])
    out: list[str] = []
    offset = 0
    linked_terms: set[str] = set()
    for number, paragraph in enumerate(text.split("\n\n"), start=1):
        start = text.index(paragraph, offset) if paragraph else offset
        end = start + len(paragraph)
        offset = end
        if paragraph.lstrip().startswith("|") or "\n|" in paragraph:
            out.append(_table_paragraph(paragraph, anchor, number))
            continue
        inside = [(s - start, e - start, c) for s, e, c in spans if s >= start and e <= end]
        linker = _TermLinker(terms or {}, term_href, term_title, linked_terms)
        body = _linked(paragraph, inside, href, linker)
        out.append(_lines(paragraph, body, f"{anchor}{number}"))
    return sanitise("".join(out))


#: a bullet that opens a line of a list (the parsers keep each such item on a line of its own)
_BULLET = re.compile(r"^[•◦▪‣–*-]\s+")


def _lines(paragraph: str, body: str, anchor: str) -> str:
    """A paragraph's rendered ``body`` as HTML: one ``<p>``; its bulleted lines as a list; any
    other lines (names one per line) kept apart with ``<br>``."""
    if "\n" not in paragraph:
        return f'<p id="{anchor}">{body}</p>'
    source, rendered = paragraph.split("\n"), body.split("\n")
    if len(source) != len(rendered):  # a link spans a line break: keep the lines as lines
        return f'<p id="{anchor}">{"<br>".join(rendered)}</p>'
    first = next((i for i, line in enumerate(source) if _BULLET.match(line)), None)
    if first is None or not all(_BULLET.match(line) for line in source[first:]):
        return f'<p id="{anchor}">{"<br>".join(rendered)}</p>'
    lead = "<br>".join(rendered[:first])
    items = "".join(f"<li>{_BULLET.sub('', line, count=1)}</li>" for line in rendered[first:])
    if lead:
        return f'<p id="{anchor}">{lead}</p><ul class="list">{items}</ul>'
    return f'<ul id="{anchor}" class="list">{items}</ul>'



def _table_paragraph(paragraph: str, anchor: str, number: int) -> str:
    lines = paragraph.split("\n")
    lead = [line for line in lines if not line.startswith("|")]
    rows = "\n".join(line for line in lines if line.startswith("|"))
    table = markdown.markdown(
        html.escape(rows, quote=False), extensions=[TableExtension(use_align_attribute=True)]
    )
    intro = f'<p id="{anchor}{number}">{html.escape(" ".join(lead))}</p>' if lead else ""
    return intro + table


def _linked(
    paragraph: str,
    spans: list[tuple[int, int, Citation]],
    href: Callable[[Citation], str | None],
    terms: _TermLinker,
) -> str:
    pieces: list[str] = []
    cursor = 0
    for start, end, citation in spans:
        if start < cursor:
            continue
        pieces.append(terms.link(paragraph, cursor, start))
        for a, b, part in split_citation(citation, start):
            raw = html.escape(paragraph[a:b])
            target = href(part) if part is not None else None
            if target and part is not None:
                title = html.escape(", ".join(t.id for t in part.targets))
                missing = "" if any(t.exists for t in part.targets) else " missing"
                link = f'<a class="cite{missing}" href="{html.escape(target)}" title="{title}">{raw}</a>'
                pieces.append(link)
            else:
                pieces.append(raw)
        cursor = end
    pieces.append(terms.link(paragraph, cursor, len(paragraph)))
    return "".join(pieces)


def split_citation(citation: Citation, at: int) -> list[tuple[int, int, Citation | None]]:
    """A citation as pieces to render from offset ``at``: one per item of a list (each with its
    own targets) and the words between them (None); a citation of one item is one piece."""
    length = citation.end - citation.start
    if not citation.segments:
        return [(at, at + length, citation)]
    pieces: list[tuple[int, int, Citation | None]] = []
    cursor = 0
    bounds = [s.target for s in citation.segments[1:]] + [len(citation.targets)]
    for segment, stop in zip(citation.segments, bounds, strict=True):
        a, b = segment.start - citation.start, segment.end - citation.start
        if a > cursor:
            pieces.append((at + cursor, at + a, None))
        targets = citation.targets[segment.target : max(stop, segment.target + 1)]
        raw = citation.raw[a:b]
        pieces.append((at + a, at + b, replace(citation, raw=raw, targets=targets, segments=())))
        cursor = b
    if cursor < length:
        pieces.append((at + cursor, at + length, None))
    return pieces


class _TermLinker:
    """Links defined terms in a provision's text: the first use of each, outside proper names."""

    def __init__(
        self, terms: dict[str, str], href: Callable[[str], str] | None, title: str, done: set[str]
    ) -> None:
        self.terms = terms
        self.href = href
        self.title = title
        self.done = done

    def link(self, paragraph: str, start: int, end: int) -> str:
        """``paragraph[start:end]`` escaped, with its terms linked (the whole paragraph is the
        context that tells a proper name from a term)."""
        text = paragraph[start:end]
        if not self.terms or self.href is None:
            return html.escape(text)
        pattern = _terms_pattern(tuple(sorted(self.terms, key=len, reverse=True)))
        pieces, cursor = [], 0
        for match in pattern.finditer(text):
            word = match.group(0)
            key = next((t for t in self.terms if t.lower() == word.lower()), None)
            if (
                key is None
                or key in self.done
                or in_proper_name(paragraph, start + match.start(), start + match.end())
            ):
                continue
            self.done.add(key)
            title = f' title="{html.escape(self.title)}"' if self.title else ""
            href = html.escape(self.href(self.terms[key]))
            pieces.append(html.escape(text[cursor : match.start()]))
            pieces.append(f'<a class="term" href="{href}"{title}>{html.escape(word)}</a>')
            cursor = match.end()
        pieces.append(html.escape(text[cursor:]))
        return "".join(pieces)


#: a capitalised word right after a term (``Contract Bridge``)
_CAPITAL_AFTER = re.compile(r"[ \t]+[A-Z]")
#: what ends a sentence, so that the word after it is capitalised for that reason alone
_SENTENCE_END = (".", "!", "?", ":", ";", "•", "—", "–")


def in_proper_name(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]``, a capitalised word, is part of a name of capitalised words
    ("Contract" in "American Contract Bridge League") rather than the defined term."""
    if not text[start : start + 1].isupper():
        return False
    if _CAPITAL_AFTER.match(text, end):
        return True
    before = text[max(0, start - 80) : start].split()
    if not before or not before[-1][:1].isupper() or before[-1].endswith(_SENTENCE_END):
        return False
    return len(before) > 1 and not before[-2].endswith(_SENTENCE_END)


_PATTERNS: dict[tuple[str, ...], re.Pattern[str]] = {}


def _terms_pattern(terms: tuple[str, ...]) -> re.Pattern[str]:
    if terms not in _PATTERNS:
        alternatives = "|".join(re.escape(t) for t in terms)
        _PATTERNS[terms] = re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])", re.IGNORECASE)
    return _PATTERNS[terms]
