"""Render the bundled law texts' known provisions into the layouts users bring, and score how
many ids come back when a rendering is read through the real parser.

The provisions come from parsing the bundled corpus (whose ids ``tests/data/paragraph_ids.toml``
pins), so every rendering is written from the bundled texts alone. Each layout is one function
``render(provisions, titles) -> str`` in :data:`LAYOUTS`; a new source format (HTML, a legacy
encoding) is one more entry. Run ``python -m tests.layouts`` for the table of layouts x ids right.
"""

from __future__ import annotations

import csv
import dataclasses
import html
import io
import json
import re
import tempfile
import textwrap
import zipfile
from collections.abc import Callable
from functools import cache
from pathlib import Path

from indexer.build import read_manifest
from indexer.build import read_source
from indexer.build import read_tables
from indexer.ids import ROMANS
from indexer.ids import Ref
from indexer.ids import try_ref
from indexer.models import Document
from indexer.models import Provision
from indexer.models import SourceWarning
from indexer.parse import parse_document
from indexer.sources import legacy_encoding
from indexer.sources import load_source
from indexer.tables import Tables
from tests.pdf_writer import Setting
from tests.pdf_writer import pdf_bytes

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

#: a renderer: the provisions of one document (law provisions, in order) and a title per law
Renderer = Callable[[list[Provision], dict[int, str]], str]


@cache
def tables() -> Tables:
    return read_tables(CORPUS, read_manifest(CORPUS))


@cache
def bundled(doc_id: str) -> tuple[Document, tuple[Provision, ...]]:
    """A bundled document and its provisions (front matter and definitions included), as parsed;
    ``skeleton-2017`` is the whole 2017 code as its skeleton lists it (all 93 Laws)."""
    if doc_id.startswith("skeleton-"):
        return whole_code(doc_id.split("-")[1])
    doc = next(d for d in read_manifest(CORPUS) if d.id == doc_id)
    return doc, tuple(parse_document(read_source(CORPUS, doc), doc, tables()))


def whole_code(edition: str) -> tuple[Document, tuple[Provision, ...]]:
    """Every provision of an edition's skeleton, each with a sentence naming it: the shape of a
    complete code (a PDF of all 93 Laws) without copying its words."""
    doc = Document(f"skeleton-{edition}", f"Laws {edition}", "formal", "en", edition, "skeleton.txt")
    out: list[Provision] = []
    for law, nodes in sorted(tables().skeletons[edition].laws.items()):
        for node in nodes:
            ref = node.ref
            text = f"Under {ref.display} the Director rules as this provision requires."
            text = text if node.has_text else ""
            heading = node.heading if ref.depth <= 1 else ""
            parent = ref.parent.id if ref.parent else None
            out.append(Provision(doc.id, node.id, parent, law, heading, text, len(out), (0, 0)))
    return doc, tuple(out)


def front(provisions: list[Provision]) -> list[str]:
    """The front matter as printed: PREFACE, INTRODUCTION, DEFINITIONS and "Term — text"."""
    out: list[str] = []
    for p in provisions:
        if p.id.startswith("definitions/"):
            out.append(f"{p.heading} — {p.text}")
        else:
            out.extend([p.id.upper(), *paragraphs(p)])
    return out


#: the bundled law texts a layout is tried on, and the kind each rendering is read as
SOURCES = {
    "laws-2007-en": "formal",  # Laws 1-16 of the 2007 code
    "laws-2017-everyday-en": "formal",  # Laws 72-93 of the 2017 code, printed as a formal text
    "skeleton-2017": "formal",  # all 93 Laws of the 2017 code, as its skeleton lists them
}
DUTCH = {"laws-2017-nl": "translation"}


# --- the pieces every layout shares ----------------------------------------------------------


def label(p: Provision) -> str:
    """The label a provision prints: ``A.``, ``1.``, ``(a)``, ``(i)``; a law prints none."""
    ref = try_ref(p.id)
    assert ref is not None
    if ref.roman:
        return f"({ref.roman})"
    if ref.sub:
        return f"({ref.sub})"
    if ref.para is not None:
        return f"{ref.para}."
    if ref.section:
        return f"{ref.section}."
    return ""


def paragraphs(p: Provision) -> list[str]:
    """A provision's text as printed: one string per paragraph (tables keep their rows)."""
    return [para for para in p.text.split("\n\n") if para.strip()]


def closing_paren(p: Provision) -> str:
    """Labels closed by a bracket alone: ``A)``, ``1)``, ``a)``, ``i)``."""
    return label(p).strip("()").rstrip(".") + ")" if label(p) else ""


def web_list(p: Provision) -> str:
    """An HTML page's ordered lists copied as text: ``1.`` for sections and paragraphs alike,
    ``a.`` and ``i.`` for the lower levels."""
    ref = try_ref(p.id)
    assert ref is not None
    if ref.depth == 1 and ref.section:
        return f"{LETTERS.index(ref.section) + 1}."
    return label(p).strip("()").rstrip(".") + "." if ref.depth >= 3 else label(p)


def no_letters(p: Provision) -> str:
    """A copy that lost its section letters: a section prints its heading alone."""
    ref = try_ref(p.id)
    return "" if ref is not None and ref.depth == 1 else label(p)


def body(p: Provision, number_sections: bool = False, style: Callable[[Provision], str] = label) -> list[str]:
    """The lines of one provision below its law's heading, one per paragraph."""
    ref = try_ref(p.id)
    assert ref is not None
    mark = style(p)
    if number_sections and ref.depth == 1 and ref.section:
        mark = f"{LETTERS.index(ref.section) + 1}."
    texts = paragraphs(p)
    lines: list[str] = []
    if p.heading and ref.depth == 1:  # a section prints its heading; a paragraph its text
        lines.append(f"{mark} {p.heading}".strip())
    elif texts:
        lines.append(f"{mark} {texts.pop(0)}" if mark else texts.pop(0))
    elif ref.depth == 1 and mark:
        return [mark]  # a section holding only its paragraphs: "3." or "F." above its "1."
    elif mark:
        return []  # a container that prints nothing (e.g. "1." above its "(a)")
    lines.extend(texts)
    return lines


def by_law(provisions: list[Provision]) -> dict[int, list[Provision]]:
    """The law provisions, law by law (front matter left out: see :func:`front`)."""
    out: dict[int, list[Provision]] = {}
    for p in provisions:
        if not p.law:
            continue
        out.setdefault(p.law, []).append(p)
    return out


def front_matter(provisions: list[Provision]) -> list[Provision]:
    return [p for p in provisions if not p.law]


def render_with(
    heading: Callable[[int, str], list[str]],
    number_sections: bool = False,
    style: Callable[[Provision], str] = label,
) -> Renderer:
    """A renderer that heads each law with ``heading(law, title)`` and prints its provisions."""

    def render(provisions: list[Provision], titles: dict[int, str]) -> str:
        out: list[str] = front(front_matter(provisions))
        for law, items in by_law(provisions).items():
            out.extend(heading(law, titles.get(law) or items[0].heading))
            for p in items:
                if try_ref(p.id).depth == 0:  # type: ignore[union-attr]
                    out.extend(paragraphs(p))
                else:
                    out.extend(body(p, number_sections, style))
            out.append("")
        return "\n".join(out)

    return render


# --- the layouts ------------------------------------------------------------------------------

law_dash_title = render_with(lambda law, title: [f"Law {law} – {title}"])
number_dot_title = render_with(lambda law, title: [f"{law}. {title}"])
title_in_capitals = render_with(lambda law, title: ["", title.upper()])
sections_as_numbered_list = render_with(lambda law, title: [f"Law {law} - {title}"], number_sections=True)
markdown_headings = render_with(lambda law, title: [f"## Law {law}: {title}", ""])
upper_law_wrapped = render_with(lambda law, title: [f"LAW {law} -", title.upper()])
closing_paren_labels = render_with(lambda law, title: [f"LAW {law}: {title}"], style=closing_paren)
web_nested_lists = render_with(lambda law, title: [f"Law {law} - {title}", ""], style=web_list)
section_letters_lost = render_with(lambda law, title: [f"Law {law} – {title}"], style=no_letters)


def sentence_case_lost_letters(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A web page that lost its section letters and writes headings in sentence case
    ("Call not clearly heard")."""
    lowered = [
        dataclasses.replace(p, heading=p.heading[:1] + p.heading[1:].lower()) if p.heading else p
        for p in provisions
    ]
    return section_letters_lost(lowered, titles)


WIKI_FRONT = [
    "Main Page > Laws of Duplicate Bridge > Contents",
    "Jump to navigation Jump to search",
    "This page was copied from the club's wiki; see the history for its authors.",
    "Contents [hide]",
]


def wiki_front_matter(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A wiki page's navigation lines above ``Law N`` headings with no title."""
    first = next(iter(by_law(provisions)))
    front = [*WIKI_FRONT, f"Law {first} — {titles.get(first, '')} (from the club wiki)", ""]
    return "\n".join(front) + "\n" + render_with(lambda law, title: [f"Law {law}"])(provisions, titles)


def dutch_headings(provisions: list[Provision], titles: dict[int, str]) -> str:
    """Dutch article headings in capitals and abbreviated, with a line of front matter above."""
    forms = [lambda law, t: [f"ARTIKEL {law} {t.upper()}"], lambda law, t: [f"Art. {law}", t]]
    out = ["Uit Spelregels voor wedstrijdbridge 2017", ""]
    for n, (law, items) in enumerate(by_law(provisions).items()):
        out.extend(forms[n % 2](law, titles.get(law) or items[0].heading))
        for p in items:
            out.extend(paragraphs(p) if try_ref(p.id).depth == 0 else body(p))  # type: ignore[union-attr]
        out.append("")
    return "\n".join(out)


# --- a PDF's text -----------------------------------------------------------------------------

RUNNING_HEAD = "Laws of Duplicate Bridge"
PAGE_LINES = 44
#: footnotes the PDF layout prints between pages, taken from the bundled 2007 definitions
FOOTNOTE_TERMS = ("definitions/sorted-deck", "definitions/unintended", "definitions/trick")


def pdf_text(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A PDF's text: a contents list with page numbers, the laws hard-wrapped with words
    hyphenated across lines and ligatures, pages with running heads, page numbers and
    footnotes (their markers glued to words), and a section heading run together with the
    provisions after it on one line."""
    laws = by_law(provisions)
    names = [p.id.upper() for p in front_matter(provisions) if "/" not in p.id]
    contents = ["CONTENTS", "", *(f"{name} {'.' * 8} 2" for name in names)] + [
        f"LAW {law} {(titles.get(law) or items[0].heading).upper()} {'.' * 8} {3 + n * 2}"
        for n, (law, items) in enumerate(laws.items())
    ]
    flow: list[str] = [line for text in front(front_matter(provisions)) for line in _wrap(text)]
    for law, items in laws.items():
        flow.append(f"LAW {law} - {(titles.get(law) or items[0].heading).upper()}")
        run_on = ""
        for p in items:
            lines = paragraphs(p) if try_ref(p.id).depth == 0 else body(p)  # type: ignore[union-attr]
            ref = try_ref(p.id)
            if ref is not None and ref.depth == 1 and p.heading and not paragraphs(p):
                run_on = lines[0]  # "C. Review after Final Pass" runs into "1. After ..."
                continue
            if run_on and lines:
                lines[0] = f"{run_on} {lines[0]}"
                run_on = ""
            for line in lines:
                flow.extend(_wrap(line))
        if run_on:
            flow.append(run_on)
    return "\n".join(contents + ["", "1", ""] + _paginate(flow))


def _wrap(paragraph: str) -> list[str]:
    if paragraph.startswith("|"):
        return paragraph.split("\n")
    wrapped = textwrap.wrap(paragraph, 72, break_on_hyphens=False)
    out: list[str] = []
    for n, line in enumerate(wrapped):
        if n + 1 < len(wrapped) and n % 3 == 1:
            following = wrapped[n + 1].split(" ", 1)
            word = following[0]
            if len(word) >= 8 and word.isalpha() and word.islower():
                line = f"{line} {word[:4]}-"  # a word hyphenated across lines
                wrapped[n + 1] = f"{word[4:]} {following[1]}" if len(following) > 1 else word[4:]
        out.append(line.replace("fi", "ﬁ") if n % 4 == 2 else line)
    return out


def _paginate(flow: list[str]) -> list[str]:
    notes = [p for p in _definitions() if p.id in FOOTNOTE_TERMS]
    out: list[str] = []
    for page, start in enumerate(range(0, len(flow), PAGE_LINES), start=2):
        lines = list(flow[start : start + PAGE_LINES])
        foot: list[str] = []
        if page % 2 == 0 and notes:
            note = notes[(page // 2) % len(notes)]
            n = page // 2
            target = next((i for i, line in enumerate(lines) if re.search(r"[a-z]{3}$", line)), None)
            if target is not None:
                lines[target] = f"{lines[target]}{n}"  # "... the Declarer6"
                foot = [f"{n} {note.heading}: {note.text}"]
        law = next((m[1] for line in reversed(out) if (m := re.match(r"^LAW (\d+) - ", line))), None)
        head = RUNNING_HEAD if page % 2 or law is None else f"LAW {law}"  # odd pages name the law
        out.extend([head, "", *lines, *foot, f"Page {page}" if page % 3 == 0 else str(page), ""])
    return out


@cache
def _definitions() -> tuple[Provision, ...]:
    doc = next(d for d in read_manifest(CORPUS) if d.id == "laws-2007-en")
    return tuple(p for p in parse_document(read_source(CORPUS, doc), doc, tables()) if "/" in p.id)


# --- source formats: read back through indexer.sources, as the build reads a file ------------


def read_back(data: bytes, suffix: str, language: str = "en") -> str:
    """``data`` saved as a file named ``*suffix`` and read the way the build reads a source
    (decoded, its format turned into the parsers' layout)."""
    with tempfile.TemporaryDirectory(prefix="layout-") as tmp:
        path = Path(tmp) / f"source{suffix}"
        path.write_bytes(data)
        return load_source(path, legacy=legacy_encoding(CORPUS, language)).text


def _children(items: list[Provision]) -> dict[str | None, list[Provision]]:
    """Each provision's children in order (the law's own entry under ``None``)."""
    out: dict[str | None, list[Provision]] = {}
    ids = {p.id for p in items}
    for p in items:
        out.setdefault(p.parent if p.parent in ids else None, []).append(p)
    return out


#: the ``type`` of an ordered list of each depth of the Laws' numbering
_LIST_TYPES = {1: "A", 2: "1", 3: "a", 4: "i"}


def _number(p: Provision) -> int:
    """The position a provision's label names: A -> 1, 3 -> 3, (c) -> 3, (iv) -> 4."""
    ref = try_ref(p.id)
    assert ref is not None
    if ref.roman:
        return ROMANS.index(ref.roman) + 1
    if ref.sub:
        return ord(ref.sub) - ord("a") + 1
    if ref.para is not None:
        return ref.para
    return LETTERS.index(ref.section or "A") + 1


def _html_list(items: list[Provision], children: dict[str | None, list[Provision]]) -> list[str]:
    """Sibling provisions as one ordered list whose ``type``/``start``/``value`` print their labels."""
    depth = try_ref(items[0].id).depth  # type: ignore[union-attr]
    out = [f'<ol type="{_LIST_TYPES.get(depth, "1")}" start="{_number(items[0])}">']
    expected = _number(items[0])
    for p in items:
        value = f' value="{_number(p)}"' if _number(p) != expected else ""
        expected = _number(p) + 1
        texts = [html.escape(t) for t in paragraphs(p)]
        own = [f"<strong>{html.escape(p.heading)}</strong>"] if p.heading and depth == 1 else texts[:1]
        rest = texts if p.heading and depth == 1 else texts[1:]
        out.append(f"<li{value}>{''.join(own)}" + "".join(f"<p>{t}</p>" for t in rest))
        if p.id in children:
            out.extend(_html_list(children[p.id], children))
        out.append("</li>")
    out.append("</ol>")
    return out


#: a saved page's furniture as HTML5 elements, before and after the laws
PAGE_ELEMENTS = (
    "<body><header>Bridge club</header><nav><a href='/'>Home</a> › <a href='/laws'>Laws</a></nav>\n<main>",
    "</main><footer>© the club · <a href='/privacy'>Privacy</a></footer>\n<script>track()</script>",
)
#: the same furniture written as plain <div>s (an older site, a page builder), no <main>
PAGE_DIVS = (
    "<body><div id='cookie-banner'>We use cookies. <a href='/privacy'>Privacy policy</a></div>\n"
    "<div class='navbar'><a href='/'>Home</a> › <a href='/laws'>Laws</a></div>\n<div class='content'>",
    "</div><div id='footer'>Page saved from the federation site · Contact us</div>\n"
    "<div class='sidebar'>Next session: Tuesday</div>",
)


def html_lists(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A saved web page: a heading per law, its provisions as nested ordered lists (no labels in
    the text), navigation, scripts and a footer around them; read back as the build reads HTML."""
    return read_back(html_page(provisions, titles, PAGE_ELEMENTS).encode("utf-8"), ".html")


def html_div_furniture(provisions: list[Provision], titles: dict[int, str]) -> str:
    """The page of :func:`html_lists` with its cookie banner, navigation, footer and sidebar
    written as ``<div>``s, the footer straight after the last law."""
    return read_back(html_page(provisions, titles, PAGE_DIVS).encode("utf-8"), ".html")


def html_table(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A saved web page that sets the Laws out in a table: a row per provision, empty cells for
    its depth, its label in a cell of its own, its heading in bold and its text in the next
    cell; read back as the build reads HTML."""
    front_lines = [line for line in front(front_matter(provisions)) if line]
    rows = [f"<tr><td colspan='6'>{html.escape(line)}</td></tr>" for line in front_lines]
    for law, items in by_law(provisions).items():
        title = html.escape(titles.get(law) or items[0].heading)
        rows.append(f"<tr><td colspan='6'><b>LAW {law} – {title}</b></td></tr>")
        for p in items:
            depth = try_ref(p.id).depth  # type: ignore[union-attr]
            lead = "<td></td>" * max(depth - 1, 0) + (f"<td>{html.escape(label(p))}</td>" if depth else "")
            span = 6 - max(depth - 1, 0) - (1 if depth else 0)
            if p.heading and depth:
                rows.append(f"<tr>{lead}<td colspan='{span}'><b>{html.escape(p.heading)}</b></td></tr>")
                lead = "<td></td>" * depth
                span -= 1
            for text in paragraphs(p):
                rows.append(f"<tr>{lead}<td colspan='{span}'>{html.escape(text)}</td></tr>")
                lead = "<td></td>" * depth
    page = f"<!DOCTYPE html><html><body><table>\n{chr(10).join(rows)}\n</table></body></html>"
    return read_back(page.encode("utf-8"), ".html")


def html_page(provisions: list[Provision], titles: dict[int, str], furniture: tuple[str, str]) -> str:
    """The markup of a web page holding the laws as nested ordered lists, in ``furniture``."""
    page = [
        "<!DOCTYPE html>",
        "<html><head><meta charset='utf-8'><title>Laws</title><style>ol { margin: 0 }</style></head>",
        furniture[0],
        *(f"<p>{html.escape(line)}</p>" for line in front(front_matter(provisions)) if line),
    ]
    for law, items in by_law(provisions).items():
        page.append(f"<h2>Law {law} – {html.escape(titles.get(law) or items[0].heading)}</h2>")
        children = _children(items)
        for p in children.get(None, []):
            if try_ref(p.id).depth == 0:  # type: ignore[union-attr]
                page.extend(f"<p>{html.escape(t)}</p>" for t in paragraphs(p))
        tops = [p for p in children.get(None, []) if try_ref(p.id).depth > 0]  # type: ignore[union-attr]
        if tops:
            page.extend(_html_list(tops, children))
        for p in children.get(None, []):
            if p.id in children and try_ref(p.id).depth == 0:  # type: ignore[union-attr]
                page.extend(_html_list(children[p.id], children))
    page += [furniture[1], "</body></html>\n"]
    return "\n".join(page)


def markdown_lists(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A Markdown page: ``##`` per law, sections in bold, paragraphs as an ordered list numbered
    ``1.`` ``1.`` ``1.`` (Markdown renders the sequence), sub-paragraphs as nested bullets that
    print their labels; read back as the build reads Markdown."""
    out: list[str] = front(front_matter(provisions))
    for law, items in by_law(provisions).items():
        out += [f"## Law {law} – {titles.get(law) or items[0].heading}", ""]
        last: dict[str | None, int] = {}  # per parent: the number of its last paragraph
        for p in items:
            ref = try_ref(p.id)
            assert ref is not None
            texts = paragraphs(p)
            if ref.depth == 0:
                out += [*texts, ""]
            elif ref.depth == 1:
                if p.heading:  # a section prints its heading, in bold
                    out += ["", f"**{label(p)} {p.heading}**", "", *texts]
                elif texts:
                    out += ["", f"{label(p)} {texts.pop(0)}", *texts]
            elif ref.depth == 2:
                para = ref.para or 0
                if last.get(p.parent) != para - 1:  # a new list or a gap in one: a comment ends the
                    out.append("<!-- -->")  # list before, or Markdown would number on from it
                number = "1" if last.get(p.parent) == para - 1 and para > 1 else str(para)
                last[p.parent] = para
                first = texts.pop(0) if texts else ""
                out.append(f"{number}. {first}")  # "1. " alone: a container printing only its number
                out += [f"   {t}" for t in texts]
            else:
                indent = "   " * (ref.depth - 2)
                out.append(f"{indent}- {label(p)} {texts.pop(0)}" if texts else f"{indent}- {label(p)}")
                out += [f"{indent}  {t}" for t in texts]
        out.append("")
    return read_back("\n".join(out).encode("utf-8"), ".md")


def markdown_typed_numbers(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A Markdown page: ``##`` per law, sections in bold, paragraphs an ordered list typed with
    the Law's own numbers (a gap where the Laws skip one, never reset by anything between), a
    paragraph with only sub-paragraphs an empty item (``4.`` alone), sub-paragraphs as text
    nested under their item; read back as the build reads Markdown."""
    out: list[str] = front(front_matter(provisions))
    for law, items in by_law(provisions).items():
        out += [f"## Law {law} – {titles.get(law) or items[0].heading}", ""]
        for p in items:
            ref = try_ref(p.id)
            assert ref is not None
            texts = paragraphs(p)
            if ref.depth == 0:
                out += [*texts, ""]
            elif ref.depth == 1:
                out += ["", f"**{label(p)} {p.heading}**" if p.heading else label(p), "", *texts]
            elif ref.depth == 2:
                first = texts.pop(0) if texts else ""
                out.append(f"{ref.para}. {first}".rstrip())
                out += [f"    {t}" for t in texts]
            else:
                indent = "    " * (ref.depth - 2)
                out.append(f"{indent}{label(p)} {texts.pop(0)}" if texts else f"{indent}{label(p)}")
                out += [f"{indent}{t}" for t in texts]
        out.append("")
    return read_back("\n".join(out).encode("utf-8"), ".md")


def markdown_html_blocks(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A Markdown page mixed with HTML, as a project's README is: a centred ``<div>`` title, the
    definitions as a ``<dl>`` of ``<dt>``/``<dd>`` pairs on one line each, each law a
    ``<details>`` whose ``<summary>`` names it, its own text in ``<p>``s, its provisions in
    Markdown; read back as the build reads Markdown."""
    e = html.escape
    out = ['<div align="center">', "", "# The Laws", "", "</div>", ""]
    for p in front_matter(provisions):
        if p.id.startswith("definitions/"):
            out.append(f"<dl><dt><b>{e(p.heading)}</b></dt><dd>{e(p.text)}</dd></dl>")
        else:
            out += ["", f"## {p.id.upper()}", "", *(f"<p>{e(t)}</p>" for t in paragraphs(p)), ""]
    for law, items in by_law(provisions).items():
        title = titles.get(law) or items[0].heading
        summary = f"<summary><b>Law {law} – {e(title)}</b></summary>"
        out += ["", f'<a name="law-{law}"></a>', "<details open>", summary, ""]
        for p in items:
            if try_ref(p.id).depth == 0:  # type: ignore[union-attr]
                out += [f"<p>{e(t)}</p>" for t in paragraphs(p)]
            else:
                out += ["", *body(p)]
        out += ["", "</details>"]
    return read_back("\n".join(out).encode("utf-8"), ".md")


def whole_file_diff(provisions: list[Provision], titles: dict[int, str]) -> str:
    """``git diff`` of a club's copy (``Law N – Title`` headings), pasted whole: one hunk over the
    file, every seventh long line changed (its old wording a ``-`` line, its new a ``+`` line,
    the ``+`` glued to the label) and a line added at the end; read back as the build reads a
    plain text."""
    lines = law_dash_title(provisions, titles).splitlines()
    body: list[str] = []
    for n, line in enumerate(lines):
        if len(line) > 40 and n % 7 == 0:
            body += [f"-{line.rstrip('.')}, as before.", f"+{line}"]
        else:
            body.append(f" {line}")
    body += ["+", "+2019"]
    head = ["diff --git a/laws.txt b/laws.txt", "index 3f2a1c9..8e7d0b4 100644"]
    head += ["--- a/laws.txt", "+++ b/laws.txt"]
    hunk = f"@@ -1,{len(lines)} +1,{len(lines) + 2} @@"
    return read_back("\n".join([*head, hunk, *body, ""]).encode("utf-8"), ".txt")


def windows_1252(provisions: list[Provision], titles: dict[int, str]) -> str:
    """``Law N – Title`` headings saved in Windows-1252 (no encoding declared); read back as the
    build reads a legacy file: in the code page of the text's language."""
    return read_back(law_dash_title(provisions, titles).encode("cp1252"), ".txt")


def narrow_column(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A narrow column's text: ``Law N – Title`` headings, every paragraph hard-wrapped at 50
    columns, so a citation ("Law 84.") can open a line of its own."""
    out: list[str] = []
    for line in law_dash_title(provisions, titles).split("\n"):
        out.extend(textwrap.wrap(line, 50, break_on_hyphens=False) if not line.startswith("|") else [line])
        if not line:
            out.append("")
    return "\n".join(out)


def _roman(number: int) -> str:
    out = ""
    for value, letters in (
        (90, "XC"),
        (50, "L"),
        (40, "XL"),
        (10, "X"),
        (9, "IX"),
        (5, "V"),
        (4, "IV"),
        (1, "I"),
    ):
        out += letters * (number // value)
        number %= value
    return out


roman_law_headings = render_with(lambda law, title: ["", f"LAW {_roman(law)} – {title}", ""])

number_then_title = render_with(lambda law, title: ["", f"LAW {law}", "", title, ""])


def _halves(heading: str) -> list[str]:
    """A heading of four words or more broken over two lines at its middle."""
    words = heading.split()
    half = (len(words) + 1) // 2
    return [heading] if len(words) < 4 else [" ".join(words[:half]), " ".join(words[half:])]


def wrapped_headings(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A narrow column that breaks law titles and section headings of four words or more over
    two lines ("Law 9 – Procedure Following" / "an Irregularity", "D. New Shuffle" / "and
    Re-deal")."""
    out: list[str] = front(front_matter(provisions))
    for law, items in by_law(provisions).items():
        first, *rest = _halves(titles.get(law) or items[0].heading)
        out += ["", f"Law {law} – {first}", *rest, ""]
        for p in items:
            ref = try_ref(p.id)
            assert ref is not None
            lines = paragraphs(p) if ref.depth == 0 else body(p)
            if ref.depth == 1 and p.heading:
                first, *rest = _halves(p.heading)
                lines[:1] = [f"{label(p)} {first}", *rest]
            out += lines
    return "\n".join(out)


def _invisible_noise(text: str, k: int) -> str:
    """A line as a word processor or web page leaves it: soft hyphens, word joiners and
    zero-width spaces inside long words, ﬁ/ﬂ ligatures."""
    words = text.split(" ")
    for i, word in enumerate(words):
        if len(word) >= 9 and word.isalpha() and (i + k) % 3 == 0:
            words[i] = f"{word[:4]}\u00ad{word[4:]}"  # a soft hyphen where the word may break
        elif len(word) >= 7 and word.isalpha() and (i + k) % 5 == 0:
            words[i] = f"{word[:3]}\u2060{word[3:]}"  # a word joiner
        elif len(word) >= 6 and word.isalpha() and (i + k) % 7 == 0:
            words[i] = f"{word[:3]}\u200b{word[3:]}"  # a zero-width space
    return " ".join(words).replace("fi", "ﬁ").replace("fl", "ﬂ")


def invisible_characters(provisions: list[Provision], titles: dict[int, str]) -> str:
    """``Law N – Title`` headings in a file with a byte-order mark and CRLF line ends, whose
    words carry soft hyphens, word joiners and zero-width spaces (headings and defined terms
    too), with a no-break space or a tab after each label; read back as the build reads it."""
    lines = law_dash_title(provisions, titles).split("\n")
    noisy = []
    for k, line in enumerate(lines):
        label_, space, rest = line.partition(" ")
        if space and re.fullmatch(r"[A-Z]\.|\d{1,2}\.|\([a-z]{1,4}\)", label_):
            line = label_ + ("\t" if k % 2 else "\u00a0") + rest
        noisy.append(_invisible_noise(line, k))
    return read_back(("\ufeff" + "\r\n".join(noisy)).encode("utf-8"), ".txt")


def pdf_numbered_heads(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A printed booklet's text as a PDF reader gives it: pages split by form feeds, each headed
    by the book's title and the page's number on one line (odd pages: the number, then the law
    printed there), tab-separated, a copyright line at every page's foot and no page number
    alone; ``LAW N`` above the title in capitals; paragraphs wrapped, running over pages."""
    flow: list[tuple[str, int | None]] = [
        (line, None) for text in front(front_matter(provisions)) for line in _wrap(text)
    ]
    for law, items in by_law(provisions).items():
        flow += [(f"LAW {law}", law), ((titles.get(law) or items[0].heading).upper(), law), ("", law)]
        for p in items:
            lines = paragraphs(p) if try_ref(p.id).depth == 0 else body(p)  # type: ignore[union-attr]
            flow += [(wrapped, law) for line in lines for wrapped in _wrap(line)]
    pages: list[str] = []
    law: int | None = None
    for page, start in enumerate(range(0, len(flow), 40), start=3):
        head = f"{page}\t\t\tLAW {law}" if page % 2 and law else f"LAWS OF DUPLICATE BRIDGE\t\t\t{page}"
        lines = flow[start : start + 40]
        pages.append("\n".join([head, "", *(line for line, _ in lines), "", "© World Bridge Federation"]))
        law = next((n for _, n in reversed(lines) if n), law)
    return "\n\f".join(pages)


def dutch_wrapped_pages(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A Dutch booklet's text as a PDF reader gives it: ``Artikel N – Titel``, every paragraph
    hard-wrapped at 72 columns (words hyphenated across lines, ligatures), pages of 30 lines
    under a running head, each page's number alone at its foot."""
    flow: list[str] = []
    for law, items in by_law(provisions).items():
        flow += ["", f"Artikel {law} – {titles.get(law) or items[0].heading}", ""]
        for p in items:
            lines = paragraphs(p) if try_ref(p.id).depth == 0 else body(p)  # type: ignore[union-attr]
            flow += [wrapped for line in lines for wrapped in _wrap(line)]
    out: list[str] = []
    for page, start in enumerate(range(0, len(flow), 30), start=5):
        out += ["Spelregels voor Wedstrijdbridge 2017", "", *flow[start : start + 30], "", str(page), ""]
    return "\n".join(out)


def indented_first_lines(provisions: list[Provision], titles: dict[int, str], law_word: str = "Law") -> str:
    """A justified booklet copied from its PDF: no pages, a blank line only above a law or a
    section, every paragraph wrapped at 56 columns with its first line indented and the rest
    flush left, so that a law's sentences repeat line for line with only their numbers changed."""
    out: list[str] = front(front_matter(provisions))
    for law, items in by_law(provisions).items():
        out += ["", f"{law_word} {law} – {titles.get(law) or items[0].heading}"]
        for p in items:
            ref = try_ref(p.id)
            assert ref is not None
            if ref.depth == 1:
                out.append("")
            for paragraph in paragraphs(p) if ref.depth == 0 else body(p):
                wrapped = paragraph.split("\n") if paragraph.startswith("|") else textwrap.wrap(paragraph, 56)
                out += [f"    {wrapped[0]}", *wrapped[1:]] if wrapped else []
    return "\n".join(out)


def dutch_indented_first_lines(provisions: list[Provision], titles: dict[int, str]) -> str:
    """:func:`indented_first_lines` of a Dutch text, its articles headed ``Artikel 16 – …``."""
    return indented_first_lines(provisions, titles, "Artikel")


#: the marks the footnote-signs layout prints, page after page
FOOTNOTE_SIGNS = ("†", "‡", "¹", "§")


def footnote_signs(provisions: list[Provision], titles: dict[int, str]) -> str:
    """``Law N – Title`` headings, paragraphs wrapped at 72 columns, pages of 36 lines numbered
    ``- 5 -``; every other page a footnote marked ``†``, ``‡``, ``¹`` or ``§`` (glued to a word
    inside a sentence) under a ``____`` rule at the page's foot, quoting a 2007 definition."""
    flow = [
        wrapped for line in law_dash_title(provisions, titles).split("\n") for wrapped in _wrap(line) or [""]
    ]
    notes = [p for p in _definitions() if p.id in FOOTNOTE_TERMS]
    out: list[str] = []
    for page, start in enumerate(range(0, len(flow), 36), start=5):
        lines = flow[start : start + 36]
        foot: list[str] = []
        target = next((i for i in range(3, len(lines)) if re.search(r"^[^L].*[a-z]{4}$", lines[i])), None)
        if page % 2 and target is not None:
            sign, note = FOOTNOTE_SIGNS[page // 2 % len(FOOTNOTE_SIGNS)], notes[page // 2 % len(notes)]
            lines[target] += sign
            foot = ["________________", f"{sign} {note.heading}: {note.text}"]
        out += [*lines, "", *foot, f"- {page} -", ""]
    return "\n".join(out)


def quoted_post(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A forum post or email quoting the laws: headers, a greeting, the ``Law N – Title`` text
    with every line behind ``> ``, then a signature; read back as the build reads plain text."""
    quoted = [f"> {line}".rstrip() for line in law_dash_title(provisions, titles).splitlines()]
    post = [
        "From: Pat Director <director@example.org>",
        "Subject: Re: what the book says",
        "",
        "Hi all,",
        "",
        "Here is what the book says:",
        "",
        *quoted,
        "",
        "-- ",
        "Pat",
        "Sent from my phone",
    ]
    return read_back("\n".join(post).encode("utf-8"), ".txt")


def _labels_alone(p: Provision) -> list[str]:
    """A provision's lines with its label alone on the first ("A.", then "Players’ Use of
    Information"), each paragraph wrapped at 72 columns."""
    mark = label(p)
    out: list[str] = []
    for n, line in enumerate(body(p)):
        if n == 0 and mark and (line == mark or line.startswith(f"{mark} ")):
            out.append(mark)
            line = line[len(mark) :].strip()
        out += _wrap(line) if line else []
    return out


def label_own_line(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A two-column PDF copied as text: every label alone on its line, its heading or text on
    the next ("A." / "Director Deems" / "When the Director ...", "(a)" / "it derives ...")."""
    out: list[str] = front(front_matter(provisions))
    for law, items in by_law(provisions).items():
        out += ["", f"LAW {law} – {(titles.get(law) or items[0].heading).upper()}", ""]
        for p in items:
            if try_ref(p.id).depth == 0:  # type: ignore[union-attr]
                out += [w for t in paragraphs(p) for w in _wrap(t)]
            else:
                out += _labels_alone(p)
        out.append("")
    return "\n".join(out)


def html_definition_list(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A saved web page printing each law as a ``<dl>``: each label a ``<dt>``, its heading and
    each paragraph a ``<dd>``; read back as the build reads HTML."""
    page = ["<!DOCTYPE html><html><head><meta charset='utf-8'><title>Laws</title></head><body>"]
    page += [f"<p>{html.escape(line)}</p>" for line in front(front_matter(provisions)) if line]
    for law, items in by_law(provisions).items():
        page.append(f"<h2>Law {law}: {html.escape(titles.get(law) or items[0].heading)}</h2><dl>")
        for p in items:
            if try_ref(p.id).depth == 0:  # type: ignore[union-attr]
                page += [f"<dd>{html.escape(t)}</dd>" for t in paragraphs(p)]
                continue
            mark = label(p)
            for n, line in enumerate(body(p)):
                if n == 0 and mark and (line == mark or line.startswith(f"{mark} ")):
                    page.append(f"<dt>{mark}</dt>")
                    line = line[len(mark) :].strip()
                page += [f"<dd>{html.escape(line)}</dd>"] if line else []
        page.append("</dl>")
    page.append("</body></html>")
    return read_back("\n".join(page).encode("utf-8"), ".html")


#: how a web edition spells each level's anchor: the law, a section, a paragraph, an item
_ANCHOR_SPELLINGS = (
    lambda ref, word: f"{word.lower()}-{ref.law}",
    lambda ref, word: f"{word.lower()}-{ref.law}-{ref.section}",
    lambda ref, word: f"{ref.law}.{ref.section}.{ref.para}",
    lambda ref, word: f"l{ref.law}{ref.section}{ref.para}{ref.sub}".lower(),
    lambda ref, word: f"{ref.law}{ref.section}{ref.para}{ref.sub}_{ref.roman}",
)


def html_anchor_ids(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A web edition that prints no labels (CSS counters draw them) and writes each id only in
    an anchor: a ``<section id="law-16">`` per law, an ``<h3 id="law-16-b">`` per section
    heading, a ``<div id="16.B.1">`` per paragraph, an ``<a name="l16b1a"></a>`` before an
    item's text and an ``<li id="12C1e_i">`` per roman item; read back as the build reads HTML."""
    word = "Artikel" if any(p.doc.endswith("-nl") for p in provisions[:1]) else "Law"
    page = ["<!DOCTYPE html><html><head><meta charset='utf-8'><style>[id]::before{content:counters(n,'')}"]
    page.append("</style></head><body>")
    page += [f"<p>{html.escape(t)}</p>" for t in front(front_matter(provisions)) if t]
    for law, items in by_law(provisions).items():
        page.append(f"<section id='{_ANCHOR_SPELLINGS[0](Ref(law), word)}'>")
        page.append(f"<h2>{word} {law} – {html.escape(titles.get(law) or items[0].heading)}</h2>")
        for p in items:
            page += _anchored(p, word)
        page.append("</section>")
    page.append("</body></html>")
    return read_back("\n".join(page).encode("utf-8"), ".html")


def _anchored(p: Provision, word: str) -> list[str]:
    """One provision's markup, its id in the anchor its depth is spelt with."""
    ref = try_ref(p.id)
    assert ref is not None
    texts = [html.escape(t) for t in paragraphs(p)]
    anchor = _ANCHOR_SPELLINGS[ref.depth](ref, word)
    if ref.depth == 0:
        return [f"<p>{t}</p>" for t in texts]
    if ref.depth == 1:
        if p.heading:
            return [f"<h3 id='{anchor}'>{html.escape(p.heading)}</h3>", *(f"<p>{t}</p>" for t in texts)]
        return [f"<div id='{anchor}'>", *(f"<p>{t}</p>" for t in texts), "</div>"]
    if ref.depth == 2:
        return [f"<div id='{anchor}'>", *(f"<p>{t}</p>" for t in texts), "</div>"]
    if ref.depth == 3:
        return [f"<p><a name='{anchor}'></a>{t}</p>" for t in texts[:1]] + [f"<p>{t}</p>" for t in texts[1:]]
    return [f"<ul><li id='{anchor}'>{''.join(f'<p>{t}</p>' for t in texts)}</li></ul>"]


def bracketed(p: Provision) -> str:
    """Every level in brackets: ``(A)``, ``(1)``, ``(a)``, ``(i)``."""
    mark = label(p)
    return mark if mark.startswith("(") or not mark else f"({mark.rstrip('.')})"


bracketed_labels = render_with(lambda law, title: [f"Law {law} – {title}"], style=bracketed)


def whole_id_label(separator: str) -> Callable[[Provision], str]:
    """Each provision labelled with its whole id, its parts parted by ``separator``: "16.A.1.a"."""

    def mark(p: Provision) -> str:
        ref = try_ref(p.id)
        assert ref is not None
        if not ref.depth:
            return ""
        parts = [str(ref.law), ref.section, None if ref.para is None else str(ref.para), ref.sub, ref.roman]
        return separator.join(part for part in parts if part)

    return mark


dotted_whole_ids = render_with(lambda law, title: [f"Law {law} – {title}"], style=whole_id_label("."))
spaced_whole_ids = render_with(lambda law, title: [f"Law {law} – {title}"], style=whole_id_label(" "))


def numbering_lost(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A word processor's file saved as text whose automatic numbering is gone at every level:
    no "A.", "1." or "(a)", each heading and paragraph on a line of its own, a blank line after
    each; footnotes stay where the text prints them."""
    out: list[str] = front(front_matter(provisions))
    for law, items in by_law(provisions).items():
        out += ["", f"Law {law} – {titles.get(law) or items[0].heading}", ""]
        for p in items:
            law_text = try_ref(p.id).depth == 0  # type: ignore[union-attr]
            for line in paragraphs(p) if law_text else body(p, style=lambda _: ""):
                out += [line, ""]
    return "\n".join(out)


def section_letter_labels(provisions: list[Provision], titles: dict[int, str]) -> str:
    """An extract that prints only some paragraphs of a law: a bare ``Artikel N`` above them
    when the law's own heading is not printed, and each paragraph whose section the extract
    leaves out labelled with the section's letter and its number ("F2. Uitleg van biedingen",
    its text on the next line)."""
    ids = {p.id for p in provisions}
    out: list[str] = []
    for law, items in by_law(provisions).items():
        title = titles.get(law) or items[0].heading
        whole = try_ref(items[0].id).depth == 0  # type: ignore[union-attr]
        out += ["", f"Artikel {law} – {title}" if whole else f"Artikel {law}", ""]
        for p in items:
            ref = try_ref(p.id)
            assert ref is not None
            if ref.depth == 0:
                out += paragraphs(p)
            elif ref.depth == 2 and f"{ref.law}{ref.section}" not in ids:
                out += [f"{ref.section}{ref.para}. {p.heading}".strip(), *paragraphs(p)]
            else:
                out += body(p)
    return "\n".join(out)


def heading_at_page_foot(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A PDF's text whose pages (of 10 to 40 lines, under a running head with the page's number,
    above a ``© World Bridge Federation`` footer, parted by form feeds) end where a law's
    ``LAW N`` is printed, when they can: its title, in capitals, is the next page's first line."""
    flow: list[str] = front(front_matter(provisions))
    heads: set[int] = set()
    for law, items in by_law(provisions).items():
        heads.add(len(flow) + 1)
        flow += ["", f"LAW {law}", "", (titles.get(law) or items[0].heading).upper(), ""]
        for p in items:
            flow += paragraphs(p) if try_ref(p.id).depth == 0 else body(p)  # type: ignore[union-attr]
    pages: list[str] = []
    start = 0
    while start < len(flow):
        end = min(start + 40, len(flow))
        end = max((h + 1 for h in heads if start + 10 <= h < end), default=end)
        head = f"LAWS OF DUPLICATE BRIDGE\t\t\t{len(pages) + 3}"
        pages.append("\n".join([head, "", *flow[start:end], "", "© World Bridge Federation"]))
        start = end
    return "\n\f".join(pages)


def word_bullets_tab(provisions: list[Provision], titles: dict[int, str], law_word: str = "Law") -> str:
    """Word's "Save as text" of a bulleted copy: every paragraph after a bullet and a tab ("•",
    "–" at the third level, "o" at the fourth), the labels kept after it, CRLF line ends."""
    marks = {0: "•\t", 1: "•\t", 2: "•\t", 3: "–\t", 4: "o\t"}
    out: list[str] = front(front_matter(provisions))
    for law, items in by_law(provisions).items():
        out.append(f"{law_word} {law} – {titles.get(law) or items[0].heading}")
        for p in items:
            depth = try_ref(p.id).depth  # type: ignore[union-attr]
            out += [marks[min(depth, 4)] + line for line in (paragraphs(p) if depth == 0 else body(p))]
        out.append("")
    return "\r\n".join(out)


def dutch_word_bullets_tab(provisions: list[Provision], titles: dict[int, str]) -> str:
    """:func:`word_bullets_tab` of a Dutch text, its articles headed "Artikel N – …"."""
    return word_bullets_tab(provisions, titles, "Artikel")


def lowercase_headings(provisions: list[Provision], titles: dict[int, str], law_word: str = "law") -> str:
    """A copy typed all in lower case at its law headings: "law 16 - authorised information"."""
    out: list[str] = front(front_matter(provisions))
    for law, items in by_law(provisions).items():
        out += ["", f"{law_word} {law} - {(titles.get(law) or items[0].heading).lower()}"]
        for p in items:
            out += paragraphs(p) if try_ref(p.id).depth == 0 else body(p)  # type: ignore[union-attr]
    return "\n".join(out)


def lowercase_section_headings(provisions: list[Provision], titles: dict[int, str]) -> str:
    """:func:`lowercase_headings` lowering its sections' headings too: "B. infraction of law"
    above "1. A player must not ..."."""
    lowered = [
        dataclasses.replace(p, heading=p.heading.lower()) if p.law and try_ref(p.id).depth == 1 else p  # type: ignore[union-attr]
        for p in provisions
    ]
    return lowercase_headings(lowered, titles)


def dutch_lowercase_headings(provisions: list[Provision], titles: dict[int, str]) -> str:
    """:func:`lowercase_headings` of a Dutch text: "artikel 47 - wijziging van het spelen ..."."""
    return lowercase_headings(provisions, titles, "artikel")


def rewrapped_quote(provisions: list[Provision], titles: dict[int, str]) -> str:
    """An email reply quoting the laws behind ``> ``, which the mail program re-wrapped at 72
    columns: each paragraph's lines after its first lost the prefix."""
    quoted: list[str] = []
    for line in law_dash_title(provisions, titles).splitlines():
        if not line.strip() or line.startswith("|"):
            quoted.append(f"> {line}".rstrip())
            continue
        quoted += textwrap.wrap(f"> {line}", 72, break_on_hyphens=False)
    post = ["From: Pat Director <director@example.org>", "Subject: Re: the laws", "", "On Monday Sam wrote:"]
    reply = ["", "Thanks, that helps.", "-- ", "Pat"]
    return read_back("\n".join([*post, *quoted, *reply]).encode("utf-8"), ".txt")


def margin_line_numbers(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A line-numbered copy, as legal documents and some PDFs print one: every line, blank
    ones too, after its number in a left margin ("  12   A. Foo"), the text wrapped at 66
    and the numbers starting again at 1 on each page of 50 lines."""
    text = law_dash_title(provisions, titles)
    lines = [w for line in text.splitlines() for w in textwrap.wrap(line, 66) or [""]]
    return "\n".join(f"{n % 50 + 1:>4}   {line}".rstrip() for n, line in enumerate(lines))


#: a two-column booklet page: each column's width, where the right column starts, rows a page
BOOKLET_COLUMN = 38
BOOKLET_EDGE = 44
BOOKLET_ROWS = 48


def two_column_booklet(provisions: list[Provision], titles: dict[int, str], law_word: str = "LAW") -> str:
    """A booklet set in two columns, copied with ``pdftotext -layout``: each physical line holds
    a line of the left column, a gap and a line of the right column; every paragraph is wrapped
    to the column with its text hanging under its label; a heading or table row wider than a
    column is centred across the page, the columns above it read first; each page ends with its
    number centred, and a form feed parts the pages."""
    flow: list[str] = [line for text in front(front_matter(provisions)) for line in _hang(text)]
    for law, items in by_law(provisions).items():
        flow += ["", f"{law_word} {law} – {(titles.get(law) or items[0].heading).upper()}", ""]
        for p in items:
            lines = paragraphs(p) if try_ref(p.id).depth == 0 else body(p)  # type: ignore[union-attr]
            flow += [wrapped for line in lines for wrapped in _hang(line)]
    return "\f".join(_booklet_pages(flow))


def dutch_two_column_booklet(provisions: list[Provision], titles: dict[int, str]) -> str:
    """:func:`two_column_booklet` of a Dutch text, its articles headed ``ARTIKEL 16 – …``."""
    return two_column_booklet(provisions, titles, "ARTIKEL")


# --- a scanned booklet's misreadings ------------------------------------------------------------

#: what a scan misreads in a law heading's word and in its number, tried in turn
_WORD_MISREADS = (("L", "I"), ("W", "VV"), ("L", "1"), ("I", "l"), ("w", "vv"), ("l", "1"), ("e", "c"))
_NUMBER_MISREADS = (("1", "l"), ("0", "O"), ("1", "I"))
#: what a scan misreads in a label: its brackets or its full stop
_LABEL_MISREADS = (("(", ")", "(", "]"), ("(", ")", "[", ")"), ("(", ")", "{", ")"))


def _misread(text: str, pairs: tuple[tuple[str, str], ...], n: int) -> str:
    """``text`` with one of ``pairs``' letters misread (the first that occurs, from the ``n``th)."""
    for right, wrong in pairs[n % len(pairs) :] + pairs[: n % len(pairs)]:
        if right in text:
            return text.replace(right, wrong, 1)
    return text


def _misread_label(line: str, n: int) -> str:
    """A line whose label a scan misread: ``(a]``, ``[a)``, ``{a)``, or ``3,`` / ``B,``."""
    if match := re.match(r"^\(([a-z]{1,4})\)", line):
        _, _, opening, closing = _LABEL_MISREADS[n % len(_LABEL_MISREADS)]
        return f"{opening}{match[1]}{closing}{line[match.end() :]}"
    if match := re.match(r"^(\d{1,2}|[A-Z])\.(?= )", line):
        return f"{match[1]},{line[match.end() :]}"
    return line


def scanned_booklet(provisions: list[Provision], titles: dict[int, str], law_word: str = "LAW") -> str:
    """A printed booklet's scan read by character recognition: every third law heading's word
    or number misread ("IAW 50", "LAVV 9", "ARTIKEL l6", "Artikcl 41"), headings in capitals
    and in title case by turns, and every fourth label misread ("(a]", "[b)", "3,", "B,")."""
    out: list[str] = front(front_matter(provisions))
    labelled = 0
    for n, (law, items) in enumerate(by_law(provisions).items()):
        word, number = (law_word, str(law)) if n % 2 else (law_word.capitalize(), str(law))
        if n % 3 == 1:
            misread = _misread(number, _NUMBER_MISREADS, n)
            if misread == number:
                word = _misread(word, _WORD_MISREADS, n)
            number = misread
        title = titles.get(law) or items[0].heading
        out += ["", f"{word} {number} – {title.upper() if n % 2 else title}", ""]
        for p in items:
            lines = paragraphs(p) if try_ref(p.id).depth == 0 else body(p)  # type: ignore[union-attr]
            if lines and label(p):
                labelled += 1
                if labelled % 4 == 0:
                    lines[0] = _misread_label(lines[0], labelled // 4)
            out += lines
    return "\n".join(out)


def dutch_scanned_booklet(provisions: list[Provision], titles: dict[int, str]) -> str:
    """:func:`scanned_booklet` of a Dutch text, its articles headed ``ARTIKEL l6 – …``."""
    return scanned_booklet(provisions, titles, "ARTIKEL")


def _hang(paragraph: str) -> list[str]:
    """A paragraph wrapped to a booklet's column, its lines hanging under the text after its
    label; a table keeps its rows."""
    if paragraph.startswith("|"):
        return paragraph.split("\n")
    labels = re.match(r"^(?:[A-Z]\.|\d{1,2}\.|\([a-z]{1,4}\))(?: \([a-z]{1,4}\))? ", paragraph)
    indent = " " * (labels.end() if labels else 0)
    return textwrap.wrap(paragraph, BOOKLET_COLUMN, subsequent_indent=indent, break_on_hyphens=False)


def _booklet_pages(flow: list[str]) -> list[str]:
    """The lines of ``flow`` set two columns a page: a band of lines fills the left column, then
    the right; a line wider than a column ends the band and stands centred across the page."""
    pages: list[str] = []
    rows: list[str] = []
    band: list[str] = []
    for line in flow:
        if len(line) > BOOKLET_COLUMN:
            rows += _side_by_side(band)
            rows.append(f"{line:^{2 * BOOKLET_EDGE}}".rstrip())
            band = []
        else:
            band.append(line)
        if len(rows) + (len(band) + 1) // 2 >= BOOKLET_ROWS:
            pages.append(_page(rows + _side_by_side(band), len(pages) + 1))
            rows, band = [], []
    pages.append(_page(rows + _side_by_side(band), len(pages) + 1))
    return pages


def _side_by_side(band: list[str]) -> list[str]:
    """A band's lines as two columns: its first half on the left, the rest on the right."""
    half = (len(band) + 1) // 2
    left, right = band[:half], band[half:] + [""] * (2 * half - len(band))
    return [f"{a:<{BOOKLET_EDGE}}{b}".rstrip() for a, b in zip(left, right, strict=True)]


def _page(rows: list[str], number: int) -> str:
    """A page's rows, then its number centred under both columns."""
    return "\n".join([*rows, "", f"{number:^{2 * BOOKLET_EDGE}}".rstrip(), ""])


#: the words that spell out each level's label: section, paragraph, lettered item, roman item
LEVEL_WORDS = {
    "Law": ("Section", "Paragraph", "Subparagraph", "Item"),
    "Artikel": ("Lid", "Sub", "Onderdeel", "Punt"),
}


def worded_labels(provisions: list[Provision], titles: dict[int, str], law_word: str = "Law") -> str:
    """A copy that spells every label out with its level's word: "Section A: Heading",
    "Paragraph 1 – text", "Subparagraph (a) – text", "Item (i) – text"."""
    section, para, sub, roman = LEVEL_WORDS[law_word]

    def style(p: Provision) -> str:
        ref = try_ref(p.id)
        assert ref is not None
        if ref.roman:
            return f"{roman} ({ref.roman}) –"
        if ref.sub:
            return f"{sub} ({ref.sub}) –"
        if ref.para is not None:
            return f"{para} {ref.para} –"
        return f"{section} {ref.section}:" if ref.section else ""

    out: list[str] = front(front_matter(provisions))
    for law, items in by_law(provisions).items():
        out += ["", f"{law_word} {law} – {titles.get(law) or items[0].heading}"]
        for p in items:
            out += paragraphs(p) if try_ref(p.id).depth == 0 else body(p, style=style)  # type: ignore[union-attr]
    return "\n".join(out)


def definitions_printed(entry: Callable[[str, str], list[str]]) -> Renderer:
    """The Definitions printed as ``entry(term, text)`` sets each term off (no dash); the
    laws as :func:`law_dash_title` prints them."""

    def render(provisions: list[Provision], titles: dict[int, str]) -> str:
        out: list[str] = []
        for p in front_matter(provisions):
            is_term = p.id.startswith("definitions/")
            out.extend(entry(p.heading, p.text) if is_term else [p.id.upper(), *paragraphs(p)])
        return "\n".join([*out, "", law_dash_title([p for p in provisions if p.law], titles)])

    return render


def _hanging(term: str, text: str) -> list[str]:
    """A booklet's column: the term, a gap, its text wrapped under a hanging indent."""
    lines = textwrap.wrap(text, 64)
    return [f"{term}   {lines[0] if lines else ''}", *(" " * 10 + line for line in lines[1:])]


def _definition_list(term: str, text: str) -> list[str]:
    """A definition list (reStructuredText, Markdown): the term alone, its text indented."""
    return [term, *("    " + line for line in textwrap.wrap(text, 72)), ""]


definitions_colon = definitions_printed(lambda term, text: [f"{term}: {text}"])
definitions_tab = definitions_printed(lambda term, text: [f"{term}\t{text}"])
definitions_run_in = definitions_printed(lambda term, text: [f"{term}. {text}"])
definitions_column = definitions_printed(_hanging)
definitions_list = definitions_printed(_definition_list)


def dutch_worded_labels(provisions: list[Provision], titles: dict[int, str]) -> str:
    """:func:`worded_labels` of a Dutch text: "Lid B: …", "Sub 1 – …", "Onderdeel (a) – …"."""
    return worded_labels(provisions, titles, "Artikel")


def typed_in_capitals(provisions: list[Provision], titles: dict[int, str], law_word: str = "Law") -> str:
    """A handout typed wholly in capitals: "LAW 9. PROCEDURE FOLLOWING AN IRREGULARITY", a
    blank line after each paragraph; the labels "(A)" and "(IV)" in capitals too."""
    out: list[str] = []
    for law, items in by_law(provisions).items():
        out += ["", f"{law_word} {law}. {titles.get(law) or items[0].heading}", ""]
        for p in items:
            for line in paragraphs(p) if try_ref(p.id).depth == 0 else body(p):  # type: ignore[union-attr]
                out += [line, ""]
    return "\n".join(front(front_matter(provisions)) + out).upper()


def dutch_typed_in_capitals(provisions: list[Provision], titles: dict[int, str]) -> str:
    """:func:`typed_in_capitals` of a Dutch text: "ARTIKEL 16. GEOORLOOFDE EN ..."."""
    return typed_in_capitals(provisions, titles, "Artikel")


def bracketed_capitals(provisions: list[Provision], titles: dict[int, str]) -> str:
    """:func:`bracketed_labels` set in capitals by a style: "(A)" heads a section and "(A)" an
    item alike, and only their order tells them apart."""
    return bracketed_labels(provisions, titles).upper()


def unbracketed(p: Provision) -> str:
    """Every level closed by a full stop alone: ``A.``, ``1.``, ``a.``, ``i.``."""
    return label(p).strip("()").rstrip(".") + "." if label(p) else ""


#: a continental club handout: "§ 16 Title" (the same in every language), labels unbracketed
section_sign_headings = render_with(lambda law, title: ["", f"§ {law} {title}".rstrip()], style=unbracketed)
def multilevel_number(p: Provision) -> str:
    """A word processor's multilevel numbering, sections numbered where the Laws letter them:
    "16.1" for 16A, "16.1.1" for 16A1, "16.1.1.a" for 16A1a, "12.3.1.e.i" for 12C1e_i; a gap
    of two spaces after it, as a tab saved as text shows."""
    ref = try_ref(p.id)
    assert ref is not None
    if not ref.section:
        return ""
    parts = [str(ref.law), str(LETTERS.index(ref.section) + 1)]
    parts += [str(v) for v in (ref.para, ref.sub, ref.roman) if v]
    return ".".join(parts) + " "


#: a Word document's outline numbering saved as text: "Law 16 – Title", "16.1  Heading"
multilevel_numbering = render_with(lambda law, title: ["", f"Law {law} – {title}"], style=multilevel_number)


def dutch_multilevel_numbering(provisions: list[Provision], titles: dict[int, str]) -> str:
    """:func:`multilevel_numbering` of a Dutch text, its articles headed "Artikel N"."""
    return multilevel_numbering(provisions, titles).replace("\nLaw ", "\nArtikel ")


# --- a table of rows: a spreadsheet or database export -----------------------------------------


def _id_parts(p: Provision) -> list[str]:
    """A provision's id over five columns (law, section, paragraph, sub-paragraph, item)."""
    ref = try_ref(p.id)
    if ref is None:
        return [p.id, "", "", "", ""]
    parts = [ref.law, ref.section, ref.para, ref.sub, ref.roman]
    return ["" if part is None else str(part) for part in parts]


def table_split_ids(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A spreadsheet saved as CSV: no header, every cell quoted, the id split over five columns
    (``"16","B","1","a","",heading,text``), texts over several lines; read back as ``.csv``."""
    buf = io.StringIO()
    writer = csv.writer(buf, quoting=csv.QUOTE_ALL, lineterminator="\r\n")
    for p in provisions:
        own_law = p.law and try_ref(p.id).depth == 0  # type: ignore[union-attr]
        if paragraphs(p) or p.heading:
            writer.writerow([*_id_parts(p), titles.get(p.law, p.heading) if own_law else p.heading, p.text])
    return read_back(buf.getvalue().encode("utf-8"), ".csv")


def table_tab_header(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A database export as tab-separated text with a header row in the text's language
    (``Artikel<TAB>Kop<TAB>Tekst``), ids written as the Laws cite them (``16B1(a)``), saved
    as ``.txt``: read as a table because it clearly is one."""
    dutch = any(p.doc.endswith("-nl") for p in provisions)
    buf = io.StringIO()
    writer = csv.writer(buf, delimiter="\t", lineterminator="\n")
    writer.writerow(["Artikel", "Kop", "Tekst"] if dutch else ["Reference", "Title", "Text"])
    for p in provisions:
        ref = try_ref(p.id)
        writer.writerow([ref.display.removeprefix("Law ") if ref else p.id, p.heading, p.text])
    return read_back(buf.getvalue().encode("utf-8"), ".txt")


def pasted_id_cells(provisions: list[Provision], titles: dict[int, str]) -> str:
    """:func:`pasted_id_rows` saved as ``.txt`` and read back as the build reads it."""
    return read_back(pasted_id_rows(provisions, titles).encode("utf-8"), ".txt")


def pasted_id_rows(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A two-column sheet (id, text) selected and pasted into a plain text file: no quotes,
    so a cell's line breaks (a table, a list of names) start lines with no tab; a law's row
    holds ``Title – text`` when the law has its own text, a front-matter part's row has no
    id and runs its heading into its text after a colon, each definition ``Term: text``."""
    dutch = any(p.doc.endswith("-nl") for p in provisions)
    rows = ["Nr.\tTekst" if dutch else "No.\tText"]
    for p in provisions:
        ref = try_ref(p.id)
        if ref is None:
            heading = p.heading or p.id.title()
            rows.append(f"\t{heading}: {p.text}" if p.text else f"\t{heading}")
            continue
        heading = titles.get(p.law, p.heading) if ref.depth == 0 else p.heading
        cell = " – ".join(part for part in (heading, p.text) if part) if ref.depth == 0 else p.text or heading
        if ref.depth and p.heading and p.text:
            cell = f"{p.heading}. {p.text}"
        rows.append(f"{ref.display.removeprefix('Law ').removeprefix('Artikel ')}\t{cell}".rstrip())
    return "\n".join(rows).replace("\n\n", "\n")


def spreadsheet_web_page(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A spreadsheet saved as a web page (Google Sheets' "Download > Web page"): one table, a
    row of column letters, a first column of row numbers, a header row in the text's language
    and the id split over law, section, paragraph and sub-paragraph cells (an item in brackets
    after its sub-paragraph), lines of a text parted by ``<br>``; front matter rows carry no id."""
    dutch = any(p.doc.endswith("-nl") for p in provisions)
    header = ["Law", "Section", "Para", "Sub", "Title", "Text"]
    if dutch:
        header = ["Artikel", "Lid", "Sub", "Punt", "Titel", "Tekst"]
    table = [header]
    for p in provisions:
        ref = try_ref(p.id)
        if ref is None:
            table.append(["", "", "", "", p.heading or p.id.title(), p.text])
            continue
        sub = f"{ref.sub} ({ref.roman})" if ref.roman else ref.sub or ""
        heading = titles.get(p.law, p.heading) if ref.depth == 0 else p.heading
        table.append([str(ref.law), ref.section or "", str(ref.para or ""), sub, heading, p.text])
    letters = "".join(f"<th>{c}</th>" for c in LETTERS[: len(header)])
    out = ["<table class='waffle'><thead><tr><th></th>", letters, "</tr></thead><tbody>"]
    for n, cells in enumerate(table, 1):
        row = "".join(f"<td>{html.escape(c).replace(chr(10), '<br>')}</td>" for c in cells)
        out.append(f"<tr><th><div>{n}</div></th>{row}</tr>")
    page = "<meta charset='utf-8'><style>td { padding: 2px }</style>" + "".join(out) + "</tbody></table>"
    return read_back(page.encode("utf-8"), ".html")


#: a path heading's law word, its levels' words and what parts them: "Law 16 – Section B –
#: Paragraph 1", "Artikel 16, lid B, sub 1, onder a"
PATH_WORDS = {
    "Law": (("Section", "Paragraph", "Subparagraph", "Item"), " – "),
    "Artikel": (("lid", "sub", "onder", "punt"), ", "),
}


def path_headings(provisions: list[Provision], titles: dict[int, str], law_word: str = "Law") -> str:
    """A copy that heads every provision with its law and the path down to it, its text on the
    lines below: "Law 16 – Section B: Heading", "Law 16 – Section B – Paragraph 1 – Subparagraph
    (a)"; a container that prints no text prints its path alone."""
    words, gap = PATH_WORDS[law_word]
    out: list[str] = front(front_matter(provisions))
    for law, items in by_law(provisions).items():
        out += ["", f"{law_word} {law} – {titles.get(law) or items[0].heading}"]
        for p in items:
            ref = try_ref(p.id)
            assert ref is not None
            if ref.depth:
                levels = [ref.section, ref.para, ref.sub and f"({ref.sub})", ref.roman and f"({ref.roman})"]
                path = gap.join(f"{w} {v}" for w, v in zip(words, levels, strict=True) if v)
                title = f": {p.heading}" if ref.depth == 1 and p.heading else ""
                out += ["", f"{law_word} {law}{gap}{path}{title}"]
            out += paragraphs(p)
    return "\n".join(out)


def dutch_path_headings(provisions: list[Provision], titles: dict[int, str]) -> str:
    """:func:`path_headings` of a Dutch text: "Artikel 16, lid B, sub 1, onder (a)"."""
    return path_headings(provisions, titles, "Artikel")


def id_headings(provisions: list[Provision], titles: dict[int, str], law_word: str = "Law") -> str:
    """A Markdown page heading every provision with its whole id alone ("### 16B1(a)"), its
    heading or text in the paragraph below (a container that prints no text prints nothing),
    read back as the build reads a Markdown file."""
    out: list[str] = front(front_matter(provisions))
    for law, items in by_law(provisions).items():
        out += ["", f"## {law_word} {law} – {titles.get(law) or items[0].heading}"]
        for p in items:
            ref = try_ref(p.id)
            assert ref is not None
            texts = [p.heading] if ref.depth == 1 and p.heading else []
            texts += paragraphs(p) if ref.depth else []
            if ref.depth and texts:
                out += ["", f"{'#' * min(ref.depth + 2, 6)} {ref.display.removeprefix('Law ')}"]
            for text in texts if ref.depth else paragraphs(p):
                out += ["", text]
    return read_back("\n".join(out).encode("utf-8"), ".md", "nl" if law_word == "Artikel" else "en")


def dutch_id_headings(provisions: list[Provision], titles: dict[int, str]) -> str:
    """:func:`id_headings` of a Dutch text: "## Artikel 47", "#### 47E2(b)"."""
    return id_headings(provisions, titles, "Artikel")
# --- an XML text: DocBook, as a typesetting workflow or a Word converter saves it -----------------

#: the list numbering DocBook writes for each depth of the Laws' numbering
_NUMERATIONS = {2: "arabic", 3: "loweralpha", 4: "lowerroman"}


def _x(text: str) -> str:
    return html.escape(text, quote=False)


def _docbook_paragraph(text: str) -> str:
    """A paragraph, or a table's rows as a CALS table of cells."""
    if not text.startswith("|"):
        return f"<para>{_x(text)}</para>"
    rows = [r.strip().strip("|").split("|") for r in text.split("\n") if r.strip(" |-:")]
    body = "".join("<row>" + "".join(f"<entry>{_x(c.strip())}</entry>" for c in r) + "</row>" for r in rows)
    group = f'<tgroup cols="{max(map(len, rows))}"><tbody>{body}</tbody></tgroup>'
    return f"<informaltable>{group}</informaltable>"


def _docbook_lists(items: list[Provision], children: dict[str | None, list[Provision]]) -> list[str]:
    """Sibling paragraphs (or lower) as DocBook ordered lists that number them; a gap in the
    numbering starts a new list at the number it skips to."""
    out: list[str] = []
    expected = None
    for p in items:
        depth = try_ref(p.id).depth  # type: ignore[union-attr]
        if _number(p) != expected:
            out += ["</orderedlist>"] if expected is not None else []
            numeration = _NUMERATIONS.get(depth, "arabic")
            out.append(f'<orderedlist numeration="{numeration}" startingnumber="{_number(p)}">')
        expected = _number(p) + 1
        out.append("<listitem>" + "".join(_docbook_paragraph(t) for t in paragraphs(p)))
        out += _docbook_lists(children[p.id], children) if p.id in children else []
        out.append("</listitem>")
    return [*out, "</orderedlist>"] if items else out


def _docbook_law(law: int, title: str, items: list[Provision], law_word: str) -> list[str]:
    """A law as a chapter: its sections as ``<section>``s that print no label (their ``xml:id``
    names them), the lower levels as numbered lists."""
    out = [f'<chapter xml:id="law{law}">', f"<title>{law_word} {law} – {_x(title)}</title>"]
    children = _children(items)
    return [*out, *_docbook_nodes(children.get(None, []), children, law), "</chapter>"]


def _docbook_nodes(
    items: list[Provision], children: dict[str | None, list[Provision]], law: int
) -> list[str]:
    """A law's own text and sections, each section's paragraphs as lists; paragraphs whose
    section the text lacks as lists of their own."""
    out: list[str] = []
    for p in items:
        ref = try_ref(p.id)
        assert ref is not None
        if ref.depth == 0:
            out += [_docbook_paragraph(t) for t in paragraphs(p)]
            out += _docbook_nodes(children.get(p.id, []), children, law)
        elif ref.depth == 1:
            out.append(f'<section xml:id="law{law}-{(ref.section or "").lower()}">')
            out += [f"<title>{_x(p.heading)}</title>"] if p.heading else []
            out += [_docbook_paragraph(t) for t in paragraphs(p)]
            out += _docbook_lists(children.get(p.id, []), children)
            out.append("</section>")
        else:
            out += _docbook_lists([p], children)
    return out


def docbook_book(provisions: list[Provision], titles: dict[int, str], law_word: str = "Law") -> str:
    """A DocBook 5 book saved as ``.xml``: a DOCTYPE declaring an entity, the book's ``<info>``,
    the front matter as ``<preface>``s and a ``<glossary>``, each law a ``<chapter>``; read back
    as the build reads XML."""
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<!DOCTYPE book [\n  <!ENTITY wbf "World Bridge Federation">\n]>',
        '<book xmlns="http://docbook.org/ns/docbook" xmlns:xl="http://www.w3.org/1999/xlink" version="5.0">',
        "<info><title>The Laws of Duplicate Bridge</title><orgname>&wbf;</orgname></info>",
    ]
    for p in front_matter(provisions):
        if p.id.startswith("definitions/"):
            out.append(f"<glossentry><glossterm>{_x(p.heading)}</glossterm><glossdef><para>{_x(p.text)}</para></glossdef></glossentry>")
            continue
        out += ["</glossary>"] if out[-1].startswith("<glossentry>") else []
        tag = "glossary" if p.id == "definitions" else "preface"
        out += [f"<{tag}>", f"<title>{_x(p.heading or p.id.title())}</title>"]
        out += [_docbook_paragraph(t) for t in paragraphs(p)]
        out += [] if tag == "glossary" else [f"</{tag}>"]
    out += ["</glossary>"] if out[-1].startswith("<glossentry>") else []
    for law, items in by_law(provisions).items():
        out += _docbook_law(law, titles.get(law) or items[0].heading, items, law_word)
    out.append("</book>")
    dutch = law_word == "Artikel"
    return read_back("\n".join(out).encode("utf-8"), ".xml", "nl" if dutch else "en")


def dutch_docbook_book(provisions: list[Provision], titles: dict[int, str]) -> str:
    """:func:`docbook_book` of a Dutch text: "Artikel 16 – …" chapters."""
    return docbook_book(provisions, titles, "Artikel")


#: what parts two paragraphs in a note
_BLANK_LINE = "\n\n"


def _attr(text: str) -> str:
    """An attribute's value as an outliner writes it: quotes escaped, line breaks as ``&#10;``."""
    return html.escape(text, quote=True).replace("\n", "&#10;")


def _outline(p: Provision, children: dict[str | None, list[Provision]], depth: int) -> list[str]:
    """One provision as an outline: its label and heading (or first paragraph) in ``text``,
    the rest of its paragraphs in ``_note``, its children nested inside."""
    texts = paragraphs(p)
    first = p.heading if p.heading else (texts.pop(0) if texts else "")
    line = " ".join(part for part in (label(p), first) if part)
    note = f' _note="{_attr(_BLANK_LINE.join(texts))}"' if texts else ""
    inner = children.get(p.id, [])
    pad = "  " * depth
    if not inner:
        return [f'{pad}<outline text="{_attr(line)}"{note}/>']
    out = [f'{pad}<outline text="{_attr(line)}"{note}>']
    for child in inner:
        out += _outline(child, children, depth + 1)
    return [*out, f"{pad}</outline>"]


def opml_export(provisions: list[Provision], titles: dict[int, str], law_word: str = "Law") -> str:
    """An outliner's OPML 1.0 export saved as ``.opml``: a ``<head>`` with the outline's title
    and owner, then one ``<outline text>`` a provision nested by level; a front-matter part's
    paragraphs and a law's own text sit in ``_note``, a definition is ``Term — text``."""
    out = ['<?xml version="1.0" encoding="utf-8"?>', '<opml version="1.0">', "<head>"]
    out += ["  <title>Laws of Duplicate Bridge</title>", "  <ownerName>Tournament Director</ownerName>"]
    out += ["</head>", "<body>"]
    for p in front_matter(provisions):
        if p.id.startswith("definitions/"):
            out.append(f'    <outline text="{_attr(f"{p.heading} — {p.text}")}"/>')
            continue
        note = f' _note="{_attr(_BLANK_LINE.join(paragraphs(p)))}"' if p.text else ""
        out.append(f'  <outline text="{_attr(p.id.upper())}"{note}/>')
    for law, items in by_law(provisions).items():
        children = _children(items)
        own = paragraphs(items[0]) if try_ref(items[0].id).depth == 0 else []  # type: ignore[union-attr]
        note = f' _note="{_attr(_BLANK_LINE.join(own))}"' if own else ""
        heading = f"{law_word} {law} – {titles.get(law) or items[0].heading}"
        out.append(f'  <outline text="{_attr(heading)}"{note}>')
        headed = any(p.id == str(law) for p in items)  # a translation prints articles alone
        for p in children.get(str(law), []) if headed else children.get(None, []):
            out += _outline(p, children, 2)
        out.append("  </outline>")
    out += ["</body>", "</opml>"]
    return read_back("\n".join(out).encode("utf-8"), ".opml", "nl" if law_word == "Artikel" else "en")


def dutch_opml_export(provisions: list[Provision], titles: dict[int, str]) -> str:
    """:func:`opml_export` of a Dutch text: "Artikel 16 – …" outlines."""
    return opml_export(provisions, titles, "Artikel")


def tei_saved_as_text(provisions: list[Provision], titles: dict[int, str], law_word: str = "Law") -> str:
    """A TEI P5 document saved as ``.txt`` with no XML declaration: it opens with ``<TEI>``, a
    ``<teiHeader>``, the front matter as ``<div type="part">``s (a definition ``Term — text``),
    each law a ``<div type="law">`` with its ``<head>``, each provision a ``<p>`` with its label."""
    out = ['<TEI xmlns="http://www.tei-c.org/ns/1.0">', "<teiHeader><fileDesc><titleStmt>"]
    out += ["<title>Laws of Duplicate Bridge</title></titleStmt></fileDesc></teiHeader>", "<text><front>"]
    for p in front_matter(provisions):
        if p.id.startswith("definitions/"):
            out.append(f"<p>{_x(p.heading)} — {_x(p.text)}</p>")
            continue
        out += ["</div>"] if out[-1] != "<text><front>" else []
        out += ['<div type="part">', f"<head>{_x(p.id.upper())}</head>"]
        out += [f"<p>{_x(t)}</p>" for t in paragraphs(p)]
    out += ["</div>"] if out[-1] != "<text><front>" else []
    out.append("</front><body>")
    for law, items in by_law(provisions).items():
        title = titles.get(law) or items[0].heading
        out += ['<div type="law">', f"<head>{_x(law_word)} {law} – {_x(title)}</head>"]
        for p in items:
            lines = paragraphs(p) if try_ref(p.id).depth == 0 else body(p)  # type: ignore[union-attr]
            out += [f"<p>{_x(line)}</p>" for line in lines]
        out.append("</div>")
    out += ["</body></text>", "</TEI>"]
    return read_back("\n".join(out).encode("utf-8"), ".txt", "nl" if law_word == "Artikel" else "en")


def dutch_tei_saved_as_text(provisions: list[Provision], titles: dict[int, str]) -> str:
    """:func:`tei_saved_as_text` of a Dutch text: "Artikel 16 – …" divisions."""
    return tei_saved_as_text(provisions, titles, "Artikel")


# --- a JSON export of provisions: a rules app's tree ------------------------------------------

#: the keys a JSON export names its fields with, in English and in Dutch
JSON_KEYS = {
    "Law": {"law": "law", "title": "title", "label": "label", "heading": "heading", "text": "text"},
    "Artikel": {"law": "artikel", "title": "titel", "label": "label", "heading": "kop", "text": "tekst"},
}


def _json_node(
    p: Provision, children: dict[str | None, list[Provision]], keys: dict[str, str]
) -> dict[str, object]:
    """A provision as an object naming its label alone (its parent names the rest), its
    paragraphs as a list, the provisions below it under ``children``."""
    ref = try_ref(p.id)
    assert ref is not None
    mark = {1: ref.section, 2: ref.para, 3: ref.sub, 4: ref.roman}[ref.depth]
    node: dict[str, object] = {keys["label"]: mark}
    node |= {keys["heading"]: p.heading} if p.heading and ref.depth == 1 else {}
    node[keys["text"]] = paragraphs(p)
    node["children"] = [_json_node(c, children, keys) for c in children.get(p.id, [])]
    return node


def json_tree(provisions: list[Provision], titles: dict[int, str], law_word: str = "Law") -> str:
    """A rules app's export saved as ``.json``: metadata, the front matter and the definitions
    as lists of their own, each law an object whose provisions nest under ``children`` and print
    their labels alone (``"label": "a"``); read back as the build reads JSON."""
    keys = JSON_KEYS[law_word]
    parts: list[dict[str, object]] = []
    terms: list[dict[str, object]] = []
    for p in front_matter(provisions):
        if p.id.startswith("definitions/"):
            terms.append({"term": p.heading, "definition": p.text})
        else:
            parts.append({keys["heading"]: p.heading or p.id.title(), keys["text"]: paragraphs(p)})
    export: dict[str, object] = {"app": "Bridge Laws", "version": "3.2"}
    export |= {"front_matter": parts, "definitions": terms}
    laws = []
    for law, items in by_law(provisions).items():
        children = _children(items)
        own = next((p for p in items if p.id == str(law)), None)
        tops = [p for p in children.get(None, []) if p.id != str(law)] + children.get(str(law), [])
        law_node: dict[str, object] = {keys["law"]: law, keys["title"]: titles.get(law) or items[0].heading}
        law_node[keys["text"]] = paragraphs(own) if own else []
        law_node["children"] = [_json_orphan(p, children, keys) for p in tops]
        laws.append(law_node)
    export["laws"] = laws
    dutch = law_word == "Artikel"
    return read_back(json.dumps(export, indent=1).encode("utf-8"), ".json", "nl" if dutch else "en")


def _json_orphan(
    p: Provision, children: dict[str | None, list[Provision]], keys: dict[str, str]
) -> dict[str, object]:
    """A law's top provision: a section by its label, one whose section the text lacks by its id."""
    node = _json_node(p, children, keys)
    if try_ref(p.id).depth > 1:  # type: ignore[union-attr]
        node = {"id": p.id, **{k: v for k, v in node.items() if k != keys["label"]}}
    return node


def yaml_data_file(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A YAML data file kept by hand: a comment and metadata, the front matter in a list of its
    own, the definitions in it after a heading alone (``- heading: Definitions``), each law a
    mapping (``law: 16``, ``title:``) whose provisions nest under ``provisions:``, each typing
    its label as printed and unquoted (``label: A.``, ``label: 1.``, ``label: (a)``) and its
    text as a ``|`` block; read back as the build reads YAML."""
    out = ["# The Laws, kept as data", "---", "title: The Laws", "front_matter:"]
    for p in front_matter(provisions):
        if not p.id.startswith("definitions/"):
            out.append(f"  - heading: {json.dumps(p.heading or p.id.title())}")
            out += _yaml_text(paragraphs(p), "    ")
    terms = [p for p in front_matter(provisions) if p.id.startswith("definitions/")]
    out += ['  - heading: "Definitions"'] if terms else []
    for p in terms:
        out += [f"  - term: {json.dumps(p.heading)}", f"    definition: {json.dumps(p.text)}"]
    out.append("laws:")
    for law, items in by_law(provisions).items():
        children = _children(items)
        own = next((p for p in items if p.id == str(law)), None)
        out += [f"  - law: {law}", f"    title: {json.dumps(titles.get(law) or items[0].heading)}"]
        out += _yaml_text(paragraphs(own) if own else [], "    ")
        tops = [p for p in children.get(None, []) if p.id != str(law)] + children.get(str(law), [])
        out += ["    provisions:"] if tops else []
        for p in tops:
            out += _yaml_node(p, children, "      ", by_id=try_ref(p.id).depth > 1)  # type: ignore[union-attr]
    return read_back(("\n".join(out) + "\n").encode("utf-8"), ".yaml")


def _yaml_node(
    p: Provision, children: dict[str | None, list[Provision]], indent: str, by_id: bool
) -> list[str]:
    """A provision as a YAML mapping in a sequence: its label as printed (its id, when its
    parent is missing), its heading, its text, the provisions below it."""
    lines = [f"{indent}- id: {p.id}" if by_id else f"{indent}- label: {label(p)}"]
    inner = indent + "  "
    lines += [f"{inner}heading: {json.dumps(p.heading)}"] if p.heading and try_ref(p.id).depth == 1 else []  # type: ignore[union-attr]
    lines += _yaml_text(paragraphs(p), inner)
    below = children.get(p.id, [])
    lines += [f"{inner}provisions:"] if below else []
    for child in below:
        lines += _yaml_node(child, children, inner + "  ", by_id=False)
    return lines


def _yaml_text(texts: list[str], indent: str) -> list[str]:
    """A text as a ``|`` block, its paragraphs parted by a blank line; nothing for no text."""
    if not texts:
        return []
    body = "\n\n".join(texts).split("\n")
    return [f"{indent}text: |", *(f"{indent}  {line}" if line else "" for line in body)]


def dutch_json_tree(provisions: list[Provision], titles: dict[int, str]) -> str:
    """:func:`json_tree` of a Dutch text, its keys in Dutch (``artikel``, ``kop``, ``tekst``)."""
    return json_tree(provisions, titles, "Artikel")


_TEX_SPECIALS = {"&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_", "—": "---", "–": "--"}


def _tex(text: str) -> str:
    return "".join(_TEX_SPECIALS.get(c, c) for c in text)


def latex_source(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A typeset edition's LaTeX source saved as ``.tex``: a preamble, the front matter as
    paragraphs, ``\\section*{Law N -- Title}`` per law, ``\\subsection*{A.\\ Heading}`` per
    section, the lower levels as ``\\item[1.]``/``\\item[(a)]`` of an ``enumerate``, TeX's
    specials escaped (``\\&``, ``---`` for a dash)."""
    out = [r"\documentclass{book}", r"\usepackage{enumitem}", r"\begin{document}", r"\tableofcontents", ""]
    out += [_tex(line) for line in front(front_matter(provisions))]
    for law, items in by_law(provisions).items():
        out += ["", f"\\section*{{Law {law} -- {_tex(titles.get(law) or items[0].heading)}}}"]
        out.append(f"\\addcontentsline{{toc}}{{section}}{{Law {law}}}")
        in_list = False
        for p in items:
            depth = try_ref(p.id).depth  # type: ignore[union-attr]
            lines = paragraphs(p) if depth == 0 else body(p)
            if depth == 1 and lines:
                out += [r"\end{enumerate}"] if in_list else []
                in_list = False
                mark, _, rest = lines[0].partition(" ")
                out += ["", f"\\subsection*{{{mark}\\ {_tex(rest)}}}", *(_tex(t) + "\n" for t in lines[1:])]
            elif depth > 1 and lines:
                out += [] if in_list else [r"\begin{enumerate}"]
                in_list = True
                mark, _, rest = lines[0].partition(" ")
                out += [f"  \\item[{mark}] {_tex(rest)}", *(f"  \\par {_tex(t)}" for t in lines[1:])]
            else:
                out += [_tex(t) + "\n" for t in lines]
        out += [r"\end{enumerate}"] if in_list else []
    out += ["", r"\end{document}"]
    return read_back("\n".join(out).encode("utf-8"), ".tex")


def bbcode_post(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A forum post's BBCode pasted into a ``.txt`` file: a greeting, ``[size=150][b]Law N -
    Title[/b][/size]`` per law, ``[b]A. Heading[/b]`` per section, the lower levels as ``[*]``
    items of a ``[list]`` that print their own labels, a closing line."""
    out = ["Here is the full text, as promised:", "", *front(front_matter(provisions))]
    for law, items in by_law(provisions).items():
        out += ["", f"[size=150][b]Law {law} - {titles.get(law) or items[0].heading}[/b][/size]"]
        in_list = False
        for p in items:
            depth = try_ref(p.id).depth  # type: ignore[union-attr]
            lines = paragraphs(p) if depth == 0 else body(p)
            if depth > 1 and lines:
                out += [] if in_list else ["[list]"]
                in_list = True
                out += [f"[*]{lines[0]}", *lines[1:]]
                continue
            out += ["[/list]"] if in_list else []
            in_list = False
            if depth == 1 and lines:
                out += ["", f"[b]{lines[0]}[/b]", *lines[1:]]
            else:
                out += lines
        out += ["[/list]"] if in_list else []
    out += ["", "Hope this helps, [i]the club TD[/i]"]
    return read_back("\n".join(out).encode("utf-8"), ".txt")


#: a mailing list digest's words, per language: (message, date, from, subject, reply prefix,
#: topics, greeting, sign-off, the list's name)
_DIGEST_WORDS = {
    "en": (
        "Message",
        "Date",
        "From",
        "Subject",
        "Re:",
        "Today's Topics:",
        "Hello everyone,",
        "Regards,",
        "td-list",
    ),
    "nl": (
        "Bericht",
        "Datum",
        "Van",
        "Onderwerp",
        "Antw:",
        "Onderwerpen van vandaag:",
        "Beste leden,",
        "Groeten,",
        "td-nl",
    ),
}


def mime_email(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A club's e-mail saved as text: the ``Law N – Title`` text as a quoted-printable
    text/plain part beside a base64 HTML part, under a greeting and over a ``-- `` signature."""
    from email.message import EmailMessage

    text = law_dash_title(provisions, titles)
    message = EmailMessage()
    message["From"] = "Club Secretary <secretary@example.org>"
    message["To"] = "members@example.org"
    message["Subject"] = "The laws – full text"
    body = f"Dear members,\n\n{text}\n\nKind regards,\n\n-- \nThe Secretary\n"
    message.set_content(body, cte="quoted-printable")
    paragraphs = "".join(f"<p>{html.escape(line)}</p>" for line in text.splitlines() if line.strip())
    message.add_alternative(f"<html><body>{paragraphs}</body></html>", subtype="html", cte="base64")
    return read_back(message.as_bytes(), ".txt")


def _underlined(text: str) -> str:
    """``text`` underlined as nroff prints it: ``_`` struck over each letter (``_\bL``)."""
    return "".join(c if c.isspace() else f"_\b{c}" for c in text)


def _bold(text: str) -> str:
    """``text`` in bold as nroff prints it: each letter struck twice (``A\bA``)."""
    return "".join(c if c.isspace() else f"{c}\b{c}" for c in text)


def nroff_overstrike(provisions: list[Provision], titles: dict[int, str]) -> str:
    """nroff output saved without ``col -b``: the ``Law N – Title`` headings underlined and each
    printed label in bold, by backspace overstrikes."""
    out = []
    for line in law_dash_title(provisions, titles).splitlines():
        if re.match(r"(?:Law|Artikel) \d", line):
            line = _underlined(line)
        elif label := re.match(r"(\(?[0-9A-Za-z]{1,5}[.)])( .*)$", line):
            line = _bold(label[1]) + label[2]
        out.append(line)
    return read_back("\n".join(out).encode("utf-8"), ".txt")


#: what a Project Gutenberg e-book prints after its text: its licence, numbered as provisions are
GUTENBERG_LICENCE = [
    "THE FULL PROJECT GUTENBERG LICENSE",
    "",
    "Section 1. General Terms of Use and Redistributing Project Gutenberg electronic works",
    "",
    "1.E.8. You may charge a reasonable fee for copies of or providing access to this work.",
    "",
    "Section 3. Information about the Project Gutenberg Literary Archive Foundation",
    "",
    "Section 4. Information about Donations to the Foundation",
]


def gutenberg_ebook(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A Project Gutenberg plain-text e-book (BOM, CRLF): PG's header and START line, a cover
    illustration, the definitions as ``_Term_--text`` under a footnoted heading, each law under
    a centred ``LAW 16`` and ``_Title_``, a transcriber's note, the END line and the licence."""
    word = _law_word(provisions).upper()
    out = ["The Project Gutenberg eBook of the Laws", "", "Title: The Laws", "Language: English", ""]
    out += ["*** START OF THE PROJECT GUTENBERG EBOOK THE LAWS ***", "", "[Illustration: the cover]", ""]
    for n, p in enumerate(front_matter(provisions)):
        if p.id.startswith("definitions/"):
            out += [*textwrap.wrap(f"_{p.heading}_--{p.text}", 72), ""]
        else:
            out += [p.id.upper() + ("[1]" if n == 0 else ""), "", *paragraphs(p), ""]
    if front_matter(provisions):
        out += ["[Footnote 1: The transcriber has kept the printed", "  order of the book.]", ""]
    heads = render_with(lambda law, title: ["", f"{word} {law}".center(72), "", f"_{title}_".center(72), ""])
    out += [heads([p for p in provisions if p.law], titles), "", "", "TRANSCRIBER'S NOTE:", ""]
    out += ["Italics are shown thus: _italic_.", "", ""]
    out += ["*** END OF THE PROJECT GUTENBERG EBOOK THE LAWS ***"]
    out += ["", *GUTENBERG_LICENCE]
    return read_back(("\ufeff" + "\r\n".join(out)).encode("utf-8"), ".txt")


def _highlights(text: str) -> list[str]:
    """The paragraphs a reader highlights, in order: a bare label ("2.") with the paragraph
    after it, as one selection takes them ("2. (a) A player ...")."""
    out: list[str] = []
    for line in (line.strip() for line in text.splitlines()):
        if line and out and re.fullmatch(r"\(?\w{1,4}[.)]", out[-1]):
            out[-1] += f" {line}"
        elif line:
            out.append(line)
    return out


def kindle_clippings(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A Kindle's "My Clippings.txt" (BOM, CRLF): each paragraph highlighted in turn, an entry
    of the book's title, a where-line in the reader's language, a blank line, the text and a
    row of ``=``; a note of the reader's every 40 entries, every 25th highlight made twice."""
    nl = _law_word(provisions) == "Artikel"
    book = "Spelregels (WBF)" if nl else "The Laws of Duplicate Bridge (WBF)"
    highlight, note, location, added = (
        ("Uw markering op pagina", "Uw notitie op pagina", "locatie", "Toegevoegd op zondag 3 maart 2019")
        if nl
        else ("Your Highlight on page", "Your Note on page", "Location", "Added on Sunday, 3 March 2019")
    )
    out: list[str] = []
    for n, text in enumerate(_highlights(law_dash_title(provisions, titles))):
        entries = [(highlight, text)] * (2 if n % 25 == 24 else 1) + ([(note, "!")] if n % 40 == 39 else [])
        for kind, words in entries:
            where = f"- {kind} {n // 8 + 1} | {location} {n * 3}-{n * 3 + 2} | {added} 14:{n % 60:02}"
            out += [book, where, "", words, "=========="]
    return read_back(("\ufeff" + "\r\n".join(out) + "\r\n").encode("utf-8"), ".txt")


def fictionbook(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A FictionBook 2 e-book saved as ``.fb2``: its ``<description>``, a ``<section>`` per law
    titled ``<p>Law 16</p><p>Title</p>``, each paragraph a ``<p>`` with its printed label; after
    the text a notes ``<body>`` and the cover as a base64 ``<binary>``."""
    word = _law_word(provisions)
    out = ['<?xml version="1.0" encoding="UTF-8"?>']
    out += ['<FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0">']
    out += ["<description><title-info><book-title>The Laws</book-title>"]
    out += ["<annotation><p>The text in full.</p>"]
    out += ["</annotation></title-info></description>", "<body><section>"]
    for line in law_dash_title(provisions, titles).splitlines():
        if heading := re.fullmatch(rf"{word} (\d+) – (.*)", line):
            title = f"<title><p>{word} {heading[1]}</p><p>{html.escape(heading[2])}</p></title>"
            out += ["</section><section>", title]
        elif line.strip():
            out.append(f"<p>{html.escape(line.strip())}</p>")
    out += ["</section></body>", '<body name="notes"><section id="n1"><title><p>1</p></title>']
    out += ["<p>A note of the publisher.</p></section></body>"]
    out += ['<binary id="cover.jpg" content-type="image/jpeg">']
    out += ["/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0a", "</binary>"]
    return read_back("\n".join([*out, "</FictionBook>"]).encode("utf-8"), ".fb2")


def mailing_list_digest(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A mailing list's digest with one law per message: the list's address and its topics at
    the top, then each message's header block (``Subject: Re: [td-list] Law N - Title``), a
    greeting, the law (every third post prints no heading: its Subject names the law), a
    sign-off, a ``-- `` signature and a row of dashes; the digest's footer at the end."""
    dutch = any(p.doc.endswith("-nl") for p in provisions)
    message, date, sender, subject, reply, topics, greeting, sign_off, name = _DIGEST_WORDS[
        "nl" if dutch else "en"
    ]
    word = "Artikel" if dutch else "Law"
    posts: list[tuple[str, list[str]]] = []
    if front_matter(provisions):
        posts.append(("Preface and definitions", front(front_matter(provisions))))
    for k, (law, items) in enumerate(by_law(provisions).items()):
        heading = f"{word} {law} - {titles.get(law) or items[0].heading}"
        lines = [] if k % 3 == 2 else [heading, ""]
        for p in items:
            lines += paragraphs(p) if try_ref(p.id).depth == 0 else body(p)  # type: ignore[union-attr]
        posts.append((heading, lines))
    out = [f"Send {name} mailing list submissions to", f"\t{name}@lists.example.org", "", topics, ""]
    out += [f"   {n}. {title} (TD)" for n, (title, _) in enumerate(posts, 1)]
    out += ["", "", "-" * 70, ""]
    for n, (title, lines) in enumerate(posts, 1):
        prefix = f"{reply} " if n % 2 else ""
        out += [
            f"{message}: {n}",
            f"{date}: Tue, 4 Apr 2023 20:{n % 60:02d}:00 +0200",
            f"{sender}: The TD <td@example.org>",
        ]
        out += [f"{subject}: {prefix}[{name}] {title}", "", greeting, "", *lines, "", sign_off, "The TD", ""]
        out += ["-- ", "Club tournament director", "https://bridge.example.org", "", "", "-" * 30, ""]
    out += [
        "Subject: Digest Footer",
        "",
        "_" * 47,
        f"{name} mailing list",
        "",
        "-" * 30,
        "",
        f"End of {name} Digest",
    ]
    return read_back("\n".join(out).encode("utf-8"), ".txt")


#: a group chat's words, per language: (the chat's encryption notice, its media line, its
#: deleted-message line, the members' replies)
_CHAT_WORDS = {
    "en": (
        "Messages and calls are end-to-end encrypted. No one outside of this chat can read them.",
        "<Media omitted>",
        "This message was deleted",
        ("Thanks!", "Could you post Law 12 too?", "Saved, cheers"),
    ),
    "nl": (
        "Berichten en oproepen zijn end-to-end versleuteld. Tik voor meer informatie.",
        "<Media weggelaten>",
        "Dit bericht is verwijderd",
        ("Bedankt!", "Kun je artikel 12 ook sturen?", "Opgeslagen"),
    ),
}


def group_chat_export(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A group chat exported as text (WhatsApp on Android in English, on iOS in Dutch): the TD
    posts each law, ``*Law N - Title*`` in bold, and each of its later sections as a message of
    its own; each message's first line carries the date, time and sender, its other lines none;
    the members' replies, the chat's encryption notice and its media lines come in between."""
    dutch = any(p.doc.endswith("-nl") for p in provisions)
    notice, media, deleted, replies = _CHAT_WORDS["nl" if dutch else "en"]
    word = "Artikel" if dutch else "Law"
    minute = iter(range(100000))

    def prefix(sender: str | None) -> str:
        n = next(minute)
        stamp = (
            f"[14-03-2023 {20 + n // 60 % 4:02d}:{n % 60:02d}:17]"
            if dutch
            else f"3/14/23, {n // 60 % 12 + 1}:{n % 60:02d} PM -"
        )
        return f"{stamp} {sender}: " if sender else f"{stamp} "

    out = [prefix(None) + notice]
    if front_matter(provisions):
        lines = front(front_matter(provisions))
        out += [prefix("Kim (TD)") + lines[0], *lines[1:]]
    for k, (law, items) in enumerate(by_law(provisions).items()):
        message = [f"*{word} {law} - {titles.get(law) or items[0].heading}*"]
        for p in items:
            depth = try_ref(p.id).depth  # type: ignore[union-attr]
            lines = paragraphs(p) if depth == 0 else body(p)
            if depth == 1 and lines and len(message) > 3:
                out += [prefix("Kim (TD)") + message[0], *message[1:]]
                message = []
            if depth == 1 and lines and p.heading:
                lines = [f"*{lines[0]}*", *lines[1:]]
            message += lines
        out += [prefix("Kim (TD)") + message[0], *message[1:]]
        reply = (*replies, media, deleted)[k % 5]
        out.append(prefix("Sam" if k % 2 else "Alex") + reply)
    return read_back("\n".join(out).encode("utf-8"), ".txt")
#: a course deck's continued slides, per language: the marks its later slides' headings end on
#: ("Law 16 – Title (cont.)"); every fourth prints no title ("Artikel 16 (vervolg)")
CONTINUED_SLIDES = {
    "en": ("(cont.)", "(continued)", "– continued"),
    "nl": ("(vervolg)", "(verv.)", "– vervolg"),
}


def continued_slides(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A course deck copied from its outline view (CRLF): each law's heading opens a slide, its
    provisions are bullets indented with tabs by depth, and a law longer than a slide carries on
    onto slides whose heading is the law's again, marked as continued."""
    word = _law_word(provisions)
    marks = CONTINUED_SLIDES["nl" if word == "Artikel" else "en"]
    out = ["Spelregels in de praktijk" if word == "Artikel" else "The Laws in Practice", ""]
    out += [*front(front_matter(provisions)), ""]
    for law, items in by_law(provisions).items():
        title = titles.get(law) or items[0].heading
        out.append(f"{word} {law} – {title}")
        for n, p in enumerate(items):
            if n and n % 5 == 0:
                mark = marks[(n // 5) % len(marks)]
                out.append(f"{word} {law} {mark}" if n // 5 % 4 == 3 else f"{word} {law} – {title} {mark}")
            depth = try_ref(p.id).depth  # type: ignore[union-attr]
            lines = paragraphs(p) if depth == 0 else body(p)
            out += ["\t" * depth + line for line in lines]
        out.append("")
    return read_back("\r\n".join(out).encode("utf-8"), ".txt")


#: a screen reader's words, per language: (heading prefix, a list's opening, its nesting, its
#: closing, the page's landmarks and links)
SPEECH = {
    "en": ("Heading level", "list with {n} items", ", nesting level {d}", "out of list",
           ("banner landmark", "link, Home", "navigation landmark", "visited link, Laws", "main landmark")),
    "nl": ("Kop niveau", "lijst met {n} items", ", genest niveau {d}", "buiten lijst",
           ("banner oriëntatiepunt", "link, Home", "navigatie oriëntatiepunt", "bezochte link, Spelregels",
            "hoofd oriëntatiepunt")),
}  # fmt: skip


def screen_reader_speech(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A screen reader's speech viewer reading the web page, saved as text: headings spoken
    with their level ("Heading level 2: Law 16 Title"), each run of items announced as a list
    of so many items (nested ones with their level) and closed, the page's landmarks and links
    on lines of their own."""
    word = _law_word(provisions)
    heading, opens, nested, closes, page = SPEECH["nl" if word == "Artikel" else "en"]
    out = [*page, f"{heading} 1: {'Spelregels' if word == 'Artikel' else 'The Laws'}"]
    out += front(front_matter(provisions))
    for law, items in by_law(provisions).items():
        out.append(f"{heading} 2: {word} {law} {titles.get(law) or items[0].heading}")
        depth = 1
        for n, p in enumerate(items):
            now = try_ref(p.id).depth  # type: ignore[union-attr]
            if now == 1 and p.heading:
                out += [closes] * (depth - 1)
                depth = 1
                out.append(f"{heading} 3: {body(p)[0]}")
                out += body(p)[1:]
                continue
            while now > depth:
                siblings = sum(1 for q in items[n:] if try_ref(q.id).depth == now)  # type: ignore[union-attr]
                out.append(opens.format(n=siblings) + (nested.format(d=depth - 1) if depth > 1 else ""))
                depth += 1
            while 1 < now < depth - 1 or now == 1 and depth > 1:
                out.append(closes)
                depth -= 1
            out += paragraphs(p) if now == 0 else body(p)
        out += [closes] * (depth - 1)
    out += ["content info landmark" if word == "Law" else "inhoudsinformatie oriëntatiepunt", "link, Contact"]
    return read_back("\n".join(out).encode("utf-8"), ".txt")


def _law_word(provisions: list[Provision]) -> str:
    """The word a law's heading opens with in the document's language."""
    return "Artikel" if any(p.doc.endswith("-nl") for p in provisions[:1]) else "Law"


def _rtf_escape(text: str) -> str:
    """Text as Word writes it in RTF: braces and backslashes escaped, every character outside
    ASCII a ``\\uN`` escape followed by its Windows-1252 byte (``\\'96``) or ``?``."""
    out = []
    for c in text:
        if c in "\\{}":
            out.append("\\" + c)
        elif ord(c) < 128:
            out.append(c)
        else:
            fallback = c.encode("cp1252", errors="replace")
            hexed = f"\\'{fallback[0]:02x}" if fallback != b"?" else "?"
            out.append(f"\\u{ord(c) if ord(c) < 32768 else ord(c) - 65536}{hexed}")
    return "".join(out)


def _rtf_paragraph(style: str, text: str) -> str:
    """One ``\\pard ... \\par`` paragraph, its source broken at a space near 250 characters
    as Word breaks long paragraphs (a break RTF reads as nothing)."""
    lines = textwrap.wrap(text, 250, break_long_words=False, break_on_hyphens=False, drop_whitespace=False)
    return f"\\pard\\plain{style} " + "\n".join(lines or [""]) + "\\par"


def rtf_word(provisions: list[Provision], titles: dict[int, str]) -> str:
    """Word's "Save as RTF": a font table, stylesheet and document information, ``\\s1`` law
    headings "LAW N – Title", ``\\s2`` section headings, each label set off by ``\\tab``
    in a hanging indent, definitions as a bold term and a tab, characters outside ASCII as
    ``\\uN\\'hh`` escapes."""
    out = [
        "{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\froman\\fcharset0 Times New Roman;}"
        "{\\f1\\fswiss\\fcharset0 Arial;}}",
        "{\\stylesheet{\\s0 Normal;}{\\s1\\b\\f1\\fs28 heading 1;}{\\s2\\b\\f1 heading 2;}}",
        "{\\*\\generator Microsoft Word 16.0;}{\\info{\\title Laws}{\\author TD}}\\viewkind4\\uc1",
    ]
    for p in front_matter(provisions):
        if p.id.startswith("definitions/"):
            term, text = _rtf_escape(p.heading), _rtf_escape(p.text.replace("\n\n", " "))
            out.append(_rtf_paragraph("\\s0\\li567\\fi-567", f"{{\\b {term}}}\\tab {text}"))
        else:
            out.append(_rtf_paragraph("\\s1\\b", _rtf_escape(p.id.upper())))
            out += [_rtf_paragraph("\\s0", _rtf_escape(t)) for t in paragraphs(p)]
    word = _law_word(provisions).upper()
    for law, items in by_law(provisions).items():
        title = titles.get(law) or items[0].heading
        out.append(_rtf_paragraph("\\s1\\qc\\b", _rtf_escape(f"{word} {law} – {title}")))
        for p in items:
            depth = try_ref(p.id).depth  # type: ignore[union-attr]
            lines = paragraphs(p) if depth == 0 else body(p)
            indent = f"\\li{567 * max(depth, 1)}"
            for n, line in enumerate(lines):
                mark, gap, rest = line.partition(" ")
                if n == 0 and depth > 0 and label(p) and mark == label(p):
                    style = ("\\s2\\b" if depth == 1 else "\\s0") + indent + "\\fi-567"
                    out.append(_rtf_paragraph(style, f"{_rtf_escape(mark)}\\tab {_rtf_escape(rest)}"))
                else:
                    out.append(_rtf_paragraph(f"\\s0{indent}", _rtf_escape(line)))
    out.append("}")
    return read_back("\n".join(out).encode("ascii"), ".rtf")


# --- PDFs: the text typeset (tests/pdf_writer.py) and read back as the build reads a .pdf ------


def _pdf_flow(provisions: list[Provision], titles: dict[int, str]) -> list[tuple[str, bool]]:
    """A booklet's lines, each with whether it is a heading: the front matter, then each law
    under "LAW N – Title" in bold, its paragraphs with their labels."""
    flow = [(line, False) for line in front(front_matter(provisions))]
    word = _law_word(provisions).upper()
    for law, items in by_law(provisions).items():
        flow += [("", False), (f"{word} {law} – {titles.get(law) or items[0].heading}", True)]
        for p in items:
            lines = paragraphs(p) if try_ref(p.id).depth == 0 else body(p)  # type: ignore[union-attr]
            flow += [(line, False) for line in lines]
    return flow


def _pdf_read_back(provisions: list[Provision], titles: dict[int, str], setting: Setting) -> str:
    dutch = any(p.doc.endswith("-nl") for p in provisions)
    head = "SPELREGELS VOOR WEDSTRIJDBRIDGE" if dutch else setting.head
    data = pdf_bytes(_pdf_flow(provisions, titles), dataclasses.replace(setting, head=head))
    return read_back(data, ".pdf", "nl" if dutch else "en")


def pdf_one_column(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A PDF in one ragged column, each page under a running head and over its number."""
    return _pdf_read_back(provisions, titles, Setting())


def pdf_justified(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A PDF in one justified column, long words hyphenated at line ends, pages headed and numbered."""
    return _pdf_read_back(provisions, titles, Setting(justify=True, hyphenate=True))


def pdf_two_columns(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A PDF booklet in two justified, hyphenated columns, pages headed and numbered."""
    return _pdf_read_back(provisions, titles, Setting(columns=2, justify=True, hyphenate=True))


_CITATION = re.compile(r"\b(Laws?) (\d{1,2}[A-Z]?\d?)\b")


def _wiki_links(text: str) -> str:
    """A text whose citations of a law are wiki links: "Law 12C" -> "[[Law 12C|Law 12C]]"."""
    return _CITATION.sub(lambda m: f"[[Law {m.group(2)}|{m.group(0)}]]", text)


def mediawiki_source(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A wiki page's source pasted from its edit box into a ``.txt`` file: an infobox template
    and ``__TOC__``, ``== Law N – Title ==`` per law, ``=== A. Heading ===`` per section, the
    lower levels indented with colons and their labels in bold (``:: '''(a)''' ...``),
    citations as links, definitions as ``; Term : text``, a category at the foot."""
    out = ["{{Infobox code", "| name = Laws", "}}", "__TOC__", ""]
    for p in front_matter(provisions):
        if p.id.startswith("definitions/"):
            out.append(f"; {p.heading} : {_wiki_links(p.text.replace(chr(10) * 2, ' '))}")
        else:
            out += ["", f"== {p.id.title()} ==", "", *(f"{_wiki_links(t)}\n" for t in paragraphs(p))]
    word = _law_word(provisions)
    for law, items in by_law(provisions).items():
        out += ["", f"== {word} {law} – {titles.get(law) or items[0].heading} ==", ""]
        for p in items:
            depth = try_ref(p.id).depth  # type: ignore[union-attr]
            lines = [_wiki_links(t) for t in (paragraphs(p) if depth == 0 else body(p))]
            if depth == 1 and lines:
                out += ["", f"=== {lines[0]} ===", "", *lines[1:]]
                continue
            indent = ":" * (depth - 1)
            for n, line in enumerate(lines):
                mark, _, rest = line.partition(" ")
                if n == 0 and depth > 1 and mark == label(p):
                    out.append(f"{indent} '''{mark}''' {rest}".rstrip())
                else:
                    out.append(f"{indent} {line}" if indent else line)
    out += ["", "[[Category:Laws of bridge]]"]
    return read_back("\n".join(out).encode("utf-8"), ".txt")


def _asciidoc_label(p: Provision) -> str:
    """An AsciiDoc list's explicit markers: ``A.`` and ``1.`` as printed, ``a.`` and ``i.`` below."""
    ref = try_ref(p.id)
    return web_list(p) if ref is not None and ref.depth >= 3 else label(p)


def asciidoc_book(provisions: list[Provision], titles: dict[int, str]) -> str:
    """An Asciidoctor book saved as ``.adoc``: a ``= Title`` with its attribute entries,
    ``[[lawN]]`` anchors above ``== Law N – Title``, ``=== A. Heading`` per section, the lower
    levels as list items printing their labels (``1.``, ``a.``, ``i.``) whose further paragraphs
    hang on ``+`` continuations, definitions as ``Term:: text`` under ``[glossary]``, citations as
    ``<<law12,Law 12>>`` cross references, a ``////`` comment block."""
    out = [
        "= " + ("Spelregels" if _law_word(provisions) == "Artikel" else "The Laws"),
        ":doctype: book",
        ":toc: left",
        "",
    ]
    out += ["////", "Converted from the federation's Word file.", "////", ""]
    for p in front_matter(provisions):
        if p.id.startswith("definitions/"):
            out.append(f"{p.heading}:: {p.text.replace(chr(10) * 2, ' ')}")
        else:
            glossary = ["[glossary]"] if p.id == "definitions" else ["[preface]"]
            out += ["", *glossary, f"== {p.id.title()}", "", *(f"{t}\n" for t in paragraphs(p))]
    word = _law_word(provisions)
    for law, items in by_law(provisions).items():
        out += ["", f"[[law{law}]]", f"== {word} {law} – {titles.get(law) or items[0].heading}", ""]
        for p in items:
            depth = try_ref(p.id).depth  # type: ignore[union-attr]
            lines = [
                _CITATION.sub(lambda m: f"<<law{m.group(2)},{m.group(0)}>>", t)
                for t in (paragraphs(p) if depth == 0 else body(p, style=_asciidoc_label))
            ]
            if depth == 1 and lines:
                out += ["", f"[[law{p.id}]]", f"=== {lines[0]}", "", *lines[1:]]
            elif depth > 1 and lines:
                out += [lines[0], *(f"+\n{t}" for t in lines[1:])]
            else:
                out += [*lines, ""]
    return read_back("\n".join(out).encode("utf-8"), ".adoc")


def _texi(text: str) -> str:
    """``text`` with Texinfo's special characters escaped and its citations kept on one line."""
    text = text.replace("@", "@@").replace("{", "@{").replace("}", "@}")
    return _CITATION.sub(lambda m: f"@w{{{m.group(0)}}}", text)


def _texi_lines(p: Provision) -> list[str]:
    """A provision's heading (in ``@emph``) and paragraphs, wrapped at 72 columns as an editor
    fills them, a paragraph apart."""
    out = [f"@emph{{{_texi(p.heading)}}}", ""] if p.heading else []
    for t in paragraphs(p):
        out += [*textwrap.wrap(_texi(t), 72, break_long_words=False, break_on_hyphens=False), ""]
    return out


def _texi_closes(open_list: tuple[int, str, int], ref: Ref) -> bool:
    """Whether a list (depth, end word, next number) ends before ``ref``: it is deeper, or it
    counts ``ref``'s paragraphs and the numbering skips."""
    depth, _, following = open_list
    return depth > ref.depth or (depth == ref.depth == 2 and following != ref.para)


def texinfo_manual(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A Texinfo manual (``.texi``): its header, ``@node``/``@menu`` furniture and ``@c``
    comments, ``@chapter Law N --- Title`` per law, ``@section A. Title`` per section (a section
    with no heading prints its label in ``@strong``), paragraphs in an ``@enumerate N`` that
    counts them (reopened where the numbering skips), sub-paragraphs and items in ``@table
    @asis`` whose ``@item (a)`` carries the label, definitions in a ``@table``."""
    word = _law_word(provisions)
    out = ["\\input texinfo   @c -*-texinfo-*-", "@c %**start of header", "@setfilename laws.info",
           "@settitle The Laws", "@c %**end of header", "", "@node Top", "@top The Laws", "", "@menu"]
    out += [f"* {word} {law}::" for law in by_law(provisions)] + ["@end menu", ""]
    for p in front_matter(provisions):
        if p.id.startswith("definitions/"):
            term = _texi_lines(dataclasses.replace(p, heading=""))
            out += ["@table @asis", f"@item {_texi(p.heading)}", *term, "@end table", ""]
        else:
            out += [f"@node {p.id.title()}", f"@unnumbered {p.id.upper()}", "", *_texi_lines(p)]
    for law, items in by_law(provisions).items():
        title = _texi(titles.get(law) or items[0].heading)
        out += [f"@node {word} {law}", f"@chapter {word} {law} --- {title}", f"@cindex {word} {law}"]
        out += ["@c checked against the printed code", ""]
        lists: list[tuple[int, str, int]] = []  # (depth, end word, the next number it counts)
        for p in items:
            ref = try_ref(p.id)
            assert ref is not None
            depth = ref.depth
            while lists and _texi_closes(lists[-1], ref):
                out += [f"@end {lists.pop()[1]}", ""]
            if depth == 0:
                out += [t for t in _texi_lines(dataclasses.replace(p, heading=""))]
            elif depth == 1:
                heading = f"{ref.section}. {_texi(p.heading)}" if p.heading else ""
                if heading:
                    out += [f"@section {heading}", "", *_texi_lines(dataclasses.replace(p, heading=""))]
                else:
                    lines = _texi_lines(p)
                    out += [f"@noindent @strong{{{ref.section}.}} {lines[0] if lines else ''}", *lines[1:]]
            elif depth == 2:
                if not lists or lists[-1][0] != 2:
                    out.append(f"@enumerate {ref.para}")
                    lists.append((2, "enumerate", ref.para or 1))
                lists[-1] = (2, "enumerate", (ref.para or 0) + 1)
                out += ["@item", *_texi_lines(p)]
            else:
                if not lists or lists[-1][0] != depth:
                    out.append("@table @asis")
                    lists.append((depth, "table", 0))
                out += [f"@item {label(p)}", *_texi_lines(p)]
        while lists:
            out += [f"@end {lists.pop()[1]}", ""]
    out += ["@bye", ""]
    return read_back("\n".join(out).encode("utf-8"), ".texi")


#: the pictographs a phone's "share as text" sets before each level: a law's heading, then
#: sections, paragraphs, subparagraphs and items (some with the emoji variation selector)
_SHARE_BULLETS = ("\u2696\ufe0f", "\U0001f539", "\U0001f538", "\u25ab\ufe0f", "\u25aa\ufe0f")


def _shared(p: Provision) -> str:
    """A provision's label behind its level's pictograph: "🔹 A.", "▫️ (a)"."""
    ref = try_ref(p.id)
    assert ref is not None
    return f"{_SHARE_BULLETS[ref.depth]} {label(p)}" if label(p) else ""


def phone_share(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A phone app's "share as text": a book emoji before the title and the front matter, a
    pictograph (with or without its variation selector) before each law's heading and each
    label, no indents, a hand in suit symbols and the app's footer closing it."""
    dutch = any(p.doc.endswith("-nl") for p in provisions)
    word = "Artikel" if dutch else "Law"
    title = "Spelregels voor wedstrijdbridge" if dutch else "The Laws of Duplicate Bridge"
    out = [f"\U0001f4d8 {title}", ""]
    out += [f"\U0001f4dd {line}" for line in front(front_matter(provisions))]
    for law, items in by_law(provisions).items():
        out += ["", f"{_SHARE_BULLETS[0]} {word} {law} \u2013 {titles.get(law) or items[0].heading}"]
        for p in items:
            out.extend(paragraphs(p) if try_ref(p.id).depth == 0 else body(p, style=_shared))  # type: ignore[union-attr]
    hand = "\u2660 A K 4  \u2665 Q J 3  \u2666 10 9 8  \u2663 7 6 5"
    out += ["", hand, "", "\u2014", "Shared from Bridge Rules \U0001f4f2"]
    return "\n".join(out)


def degree_point(p: Provision) -> str:
    """Belgian and Dutch rules' labels: paragraphs as numbered points ``1°``, the rest as printed."""
    ref = try_ref(p.id)
    assert ref is not None
    return f"{ref.para}°" if ref.para is not None and not ref.sub else label(p)


def degree_points(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A club booklet of Belgian or Dutch rules: ``Artikel N - Titel`` (``Law N - Title`` in
    English) headings, sections ``A.``, paragraphs numbered ``1°``, ``2°``."""
    word = "Artikel" if any(p.doc.endswith("-nl") for p in provisions) else "Law"
    return render_with(lambda law, title: [f"{word} {law} - {title}"], style=degree_point)(provisions, titles)


def _docx_bytes(document: object) -> bytes:
    buffer = io.BytesIO()
    document.save(buffer)  # type: ignore[attr-defined]
    return buffer.getvalue()


def _docx_front(document: object, provisions: list[Provision]) -> None:
    """The front matter as Word holds it: ``Heading 1`` part headings, a definition's term bold."""
    for p in front_matter(provisions):
        if p.id.startswith("definitions/"):
            para = document.add_paragraph()  # type: ignore[attr-defined]
            para.add_run(p.heading).bold = True
            para.add_run("\t" + p.text.replace("\n\n", " "))
        else:
            document.add_heading(p.id.upper(), 1)  # type: ignore[attr-defined]
            for text in paragraphs(p):
                document.add_paragraph(text)  # type: ignore[attr-defined]


def docx_typed_labels(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A Word document (.docx) typed by hand: ``Heading 1`` law headings "Law N – Title", each
    label typed at the head of its paragraph and set off by a tab, sections in ``Heading 2``."""
    import docx  # python-docx, a writer for the tests alone

    document = docx.Document()
    _docx_front(document, provisions)
    word = _law_word(provisions)
    for law, items in by_law(provisions).items():
        document.add_heading(f"{word} {law} – {titles.get(law) or items[0].heading}", 1)
        for p in items:
            depth = try_ref(p.id).depth  # type: ignore[union-attr]
            for n, line in enumerate(paragraphs(p) if depth == 0 else body(p)):
                mark, _, rest = line.partition(" ")
                typed = f"{mark}\t{rest}" if n == 0 and label(p) and mark == label(p) else line
                if n == 0 and depth == 1 and p.heading:
                    document.add_heading(typed, 2)
                else:
                    document.add_paragraph(typed)
    return read_back(_docx_bytes(document), ".docx")


#: Word's numbering definition of the Laws' labels: ``A.``, ``1.``, ``(a)``, ``(i)`` by level
_DOCX_LEVELS = (("upperLetter", "%1."), ("decimal", "%2."), ("lowerLetter", "(%3)"), ("lowerRoman", "(%4)"))


def _docx_numbering(document: object) -> Callable[[int, int], str]:
    """Add the Laws' numbering definition to ``document``; a function giving the numbering
    instance that shows ``number`` at ``level`` next (a new instance restarting there, as Word's
    "Set numbering value" writes one, when the list would show another)."""
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    numbering = document.part.numbering_part.element  # type: ignore[attr-defined]
    levels = "".join(
        f'<w:lvl w:ilvl="{n}"><w:start w:val="1"/><w:numFmt w:val="{form}"/><w:lvlText w:val="{text}"/>'
        f'<w:pPr><w:ind w:left="{567 * (n + 1)}" w:hanging="567"/></w:pPr></w:lvl>'
        for n, (form, text) in enumerate(_DOCX_LEVELS)
    )
    definition = f'<w:abstractNum {nsdecls("w")} w:abstractNumId="90">{levels}</w:abstractNum>'
    numbering.insert(0, parse_xml(definition))
    counters: dict[int, int] = {}
    current = {"id": 0}

    def instance(level: int, number: int) -> str:
        expected = counters.get(level, 0) + 1
        if number != expected or not current["id"]:
            current["id"] += 1
            override = f'<w:lvlOverride w:ilvl="{level}"><w:startOverride w:val="{number}"/></w:lvlOverride>'
            numbering.append(
                parse_xml(
                    f'<w:num {nsdecls("w")} w:numId="{900 + current["id"]}"><w:abstractNumId w:val="90"/>'
                    f"{override}</w:num>"
                )
            )
        counters[level] = number
        for deeper in [k for k in counters if k > level]:
            del counters[deeper]
        return str(900 + current["id"])

    return instance


def docx_numbered_lists(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A Word document (.docx) whose labels Word draws: ``Heading 1`` law headings, each
    provision's first paragraph in a multilevel list (``A.``, ``1.``, ``(a)``, ``(i)``) that
    restarts where the text does, the rest of its paragraphs indented below it."""
    import docx  # python-docx, a writer for the tests alone
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    document = docx.Document()
    instance = _docx_numbering(document)
    _docx_front(document, provisions)
    word = _law_word(provisions)
    for law, items in by_law(provisions).items():
        document.add_heading(f"{word} {law} – {titles.get(law) or items[0].heading}", 1)
        for p in items:
            ref = try_ref(p.id)
            assert ref is not None
            lines = paragraphs(p) if ref.depth == 0 else body(p)
            for n, line in enumerate(lines):
                mark, _, rest = line.partition(" ")
                if n == 0 and label(p) and (mark == label(p) or line == label(p)):
                    level = 3 if ref.roman else 2 if ref.sub else 1 if ref.para is not None else 0
                    para = document.add_paragraph(rest, style="List Paragraph")
                    num_id = instance(level, _number(p))
                    numbered = f'<w:ilvl w:val="{level}"/><w:numId w:val="{num_id}"/>'
                    properties = para._p.get_or_add_pPr()
                    properties.append(parse_xml(f'<w:numPr {nsdecls("w")}>{numbered}</w:numPr>'))
                else:
                    document.add_paragraph(line)
    return read_back(_docx_bytes(document), ".docx")


_ODT_NS = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:fo="urn:oasis:names:xmlns:xsl-fo-compatible:1.0" office:version="1.3"'
)
_ODT_LEVELS = (("", "A", "."), ("", "1", "."), ("(", "a", ")"), ("(", "i", ")"))
#: LibreOffice's list style for the Laws' labels: ``A.``, ``1.``, ``(a)``, ``(i)`` by level
_ODT_LIST_STYLE = '<text:list-style style:name="L1">' + "".join(
    f'<text:list-level-style-number text:level="{n}" style:num-prefix="{prefix}" style:num-suffix="{suffix}" '
    f'style:num-format="{form}"/>'
    for n, (prefix, form, suffix) in enumerate(_ODT_LEVELS, 1)
) + "</text:list-style>"


def _odt_bytes(body: list[str]) -> bytes:
    """An OpenDocument text package whose body holds ``body``, with the Laws' list style."""
    content = (
        f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {_ODT_NS}>'
        '<office:automatic-styles><style:style style:name="P1" style:family="paragraph" '
        f'style:parent-style-name="Heading_20_2"/>{_ODT_LIST_STYLE}</office:automatic-styles>'
        f"<office:body><office:text>{''.join(body)}</office:text></office:body></office:document-content>"
    )
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as package:
        package.writestr("mimetype", "application/vnd.oasis.opendocument.text", zipfile.ZIP_STORED)
        package.writestr("content.xml", content)
    return out.getvalue()


def _odt_front(provisions: list[Provision]) -> list[str]:
    """The front matter of an .odt: ``<text:h>`` per part, a defined term set off by a tab."""
    x = html.escape
    out: list[str] = []
    for p in front_matter(provisions):
        if p.id.startswith("definitions/"):
            text = x(p.text.replace("\n\n", " "))
            out.append(f"<text:p><text:span>{x(p.heading)}</text:span><text:tab/>{text}</text:p>")
        else:
            out.append(f'<text:h text:outline-level="1">{x(p.id.upper())}</text:h>')
            out += [f"<text:p>{x(t)}</text:p>" for t in paragraphs(p)]
    return out


def odt_typed_labels(provisions: list[Provision], titles: dict[int, str]) -> str:
    """An OpenDocument text (.odt) typed by hand: ``Heading 1`` law headings, each label typed at
    the head of its paragraph and set off by a tab, section headings in a style derived from
    ``Heading 2``."""
    x = html.escape
    out = _odt_front(provisions)
    word = _law_word(provisions)
    for law, items in by_law(provisions).items():
        title = titles.get(law) or items[0].heading
        out.append(f'<text:h text:outline-level="1">{x(f"{word} {law} – {title}")}</text:h>')
        for p in items:
            depth = try_ref(p.id).depth  # type: ignore[union-attr]
            for n, line in enumerate(paragraphs(p) if depth == 0 else body(p)):
                mark, _, rest = line.partition(" ")
                typed = x(line)
                if n == 0 and label(p) and mark == label(p):
                    typed = f"{x(mark)}<text:tab/>{x(rest)}"
                style = ' text:style-name="P1"' if n == 0 and depth == 1 and p.heading else ""
                out.append(f"<text:p{style}>{typed}</text:p>")
    return read_back(_odt_bytes(out), ".odt")


def odt_numbered_lists(provisions: list[Provision], titles: dict[int, str]) -> str:
    """An OpenDocument text (.odt) whose labels LibreOffice draws: ``Heading 1`` law headings,
    each provision's first paragraph an item of a list in the style ``A.``, ``1.``, ``(a)``,
    ``(i)`` nested to its level, continuing the numbering, set to its number where the text
    skips one (``text:start-value``)."""
    x = html.escape
    out = _odt_front(provisions)
    word = _law_word(provisions)
    counters: dict[int, int] = {}
    for law, items in by_law(provisions).items():
        title = titles.get(law) or items[0].heading
        out.append(f'<text:h text:outline-level="1">{x(f"{word} {law} – {title}")}</text:h>')
        for p in items:
            ref = try_ref(p.id)
            assert ref is not None
            for n, line in enumerate(paragraphs(p) if ref.depth == 0 else body(p)):
                mark, _, rest = line.partition(" ")
                if not (n == 0 and label(p) and (mark == label(p) or line == label(p))):
                    out.append(f"<text:p>{x(line)}</text:p>")
                    continue
                level = 4 if ref.roman else 3 if ref.sub else 2 if ref.para is not None else 1
                number = _number(p)
                start = f' text:start-value="{number}"' if counters.get(level, 0) + 1 != number else ""
                counters[level] = number
                for deeper in [k for k in counters if k > level]:
                    del counters[deeper]
                item = f"<text:list-item{start}><text:p>{x(rest)}</text:p></text:list-item>"
                for _ in range(level - 1):
                    item = f"<text:list-item><text:list>{item}</text:list></text:list-item>"
                listing = '<text:list text:style-name="L1" text:continue-numbering="true">'
                out.append(f"{listing}{item}</text:list>")
    return read_back(_odt_bytes(out), ".odt")
def _lid(p: Provision) -> list[str]:
    """One provision as a statute prints it: a paragraph's number with no dot ("1 De speler …"),
    alone above its lettered items ("2" over "a. …"); sections and items with their stop."""
    ref = try_ref(p.id)
    assert ref is not None
    texts = paragraphs(p)
    if ref.para is None or ref.sub:
        mark = label(p).strip("()").rstrip(".") + "." if ref.sub else label(p)
        return body(p, style=lambda _: mark)
    if not texts:
        return [str(ref.para)]
    return [f"{ref.para} {texts[0]}", *texts[1:]]


def statute_leden(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A statute's layout (the Dutch and Belgian official editions): ``Artikel 16. Titel``
    (``Law 16. Title``) headings, sections ``A.``, paragraphs numbered without a dot, ``1`` alone
    above its items, items ``a.`` and ``i.``, no blank lines."""
    return "\n".join(_statute(provisions, titles, ()))


#: what an official publication site prints around its text, per language: the lines above the
#: text (the site's name, its search, a breadcrumb) and the links under each article's heading
SITE_LINKS = {
    "en": (
        ("Official publications", "Search the collection", "Home > Legislation > Laws of Duplicate Bridge"),
        ("Valid from 1 September 2017", "Show relations", "Permanent link", "Compare with other versions"),
    ),
    "nl": (
        ("Overheid.nl", "Zoeken in wet- en regelgeving", "Home > Wet- en regelgeving > Spelregels"),
        (
            "Geldend vanaf 01-09-2017",
            "Toon relaties in LiDO",
            "Maak een permanente link",
            "Toon wetstechnische informatie",
        ),
    ),
}


def publication_site_copy(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A statute copied from an official publication site: the site's name and breadcrumb above
    it, and under each heading (the front matter's too) the site's link lines, as
    :func:`statute_leden` prints the rest."""
    top, links = SITE_LINKS["nl" if any(p.doc.endswith("-nl") for p in provisions) else "en"]
    return "\n".join([*top, "", *_statute(provisions, titles, links)])


def _statute(provisions: list[Provision], titles: dict[int, str], links: tuple[str, ...]) -> list[str]:
    """The lines of :func:`statute_leden`, ``links`` under each heading."""
    word = "Artikel" if any(p.doc.endswith("-nl") for p in provisions) else "Law"
    out: list[str] = []
    for line in front(front_matter(provisions)):
        out.extend([line, *links] if line.isupper() else [line])
    for law, items in by_law(provisions).items():
        out.extend([f"{word} {law}. {titles.get(law) or items[0].heading}".rstrip(), *links])
        for p in items:
            out.extend(paragraphs(p) if try_ref(p.id).depth == 0 else _lid(p))  # type: ignore[union-attr]
    return out
def article_paragraphs(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A Belgian or French edition, in its own language or in English: laws headed ``Art. 16.
    Title``, each section headed by its law again and a section sign (``art. 16, § A. Title``, or
    ``Art. 17 § A – Title`` in every other law), paragraphs ``1.``, the levels below ``a)``, ``i)``."""
    out: list[str] = front(front_matter(provisions))
    for law, items in by_law(provisions).items():
        out += ["", f"Art. {law}. {titles.get(law) or items[0].heading}", ""]
        for p in items:
            ref = try_ref(p.id)
            assert ref is not None
            if not ref.depth:
                out += paragraphs(p)
            elif ref.depth == 1:
                head = f"art. {law}, § {ref.section}." if law % 2 else f"Art. {law} § {ref.section} –"
                texts = paragraphs(p)
                first = p.heading or (texts.pop(0) if texts else "")
                out += ["", f"{head} {first}".rstrip(), *texts]
            else:
                out += body(p, style=closing_paren if ref.depth > 2 else label)
    return "\n".join(out)


#: a reference to a law, as a web edition links it: "Law 12C1", "Laws 62A", "artikel 16B"
_LINKED = re.compile(r"\b(?:Laws?|[Aa]rtikel) \d{1,2}[A-Z]?\d?")


def text_browser_dump(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A web edition saved with ``lynx -dump``: a navigation bar of numbered links, the body
    indented by 3 a level and wrapped at 76 columns, each link to a law numbered where it stands
    (the number glued before its words or after them), the links' addresses listed at the end
    under "References" ("Verwijzingen" in Dutch); read back as the build reads a text file."""
    dutch = any(p.doc.endswith("-nl") for p in provisions)
    site = "https://example.org/laws/"
    links = [f"{site}{page}" for page in ("index", "search", "contact")]

    def linked(text: str) -> str:
        def mark(m: re.Match[str]) -> str:
            links.append(f"{site}{m[0].split()[-1].lower()}")
            return f"[{len(links)}]{m[0]}" if len(links) % 2 else f"{m[0]}[{len(links)}]"

        return _LINKED.sub(mark, text)

    def wrapped(text: str, depth: int) -> list[str]:
        indent = "   " * depth
        lines = textwrap.wrap(linked(text), 76, initial_indent=indent, subsequent_indent=indent + "   ")
        return lines or [""]

    out = ["   [1]Home  [2]Search  [3]Contact us", ""]
    for line in front(front_matter(provisions)):
        out += wrapped(line, 1) if line else [""]
    for law, items in by_law(provisions).items():
        word = "Artikel" if dutch else "Law"
        out += ["", f"{word} {law} – {titles.get(law) or items[0].heading}", ""]
        for p in items:
            ref = try_ref(p.id)
            assert ref is not None
            for line in paragraphs(p) if not ref.depth else body(p):
                out += ["   " * ref.depth + line] if "|" in line else wrapped(line, max(ref.depth, 1))
            out.append("")
    out += ["", "Verwijzingen" if dutch else "References", ""]
    out += [f"   {n}. {address}" for n, address in enumerate(links, 1)]
    out += ["", "   Hidden links:", f"   {len(links) + 1}. {site}print"]
    return read_back("\n".join(out).encode("utf-8"), ".txt", "nl" if dutch else "en")
def _org_label(p: Provision) -> str:
    """An Org list's labels: sections and paragraphs as printed, ``a)`` below them, and a roman
    item as a bullet ``- (i)`` (Org counts no romans)."""
    ref = try_ref(p.id)
    assert ref is not None
    if ref.roman:
        return f"- ({ref.roman})"
    return f"{ref.sub})" if ref.sub else label(p)


def _org_links(text: str) -> str:
    """A text whose citations are Org links to the law's headline: ``[[#law-12][Law 12C]]``."""

    def link(m: re.Match[str]) -> str:
        law = re.sub(r"\D.*", "", m.group(2))
        return f"[[#law-{law}][{m.group(0)}]]"

    return _CITATION.sub(link, text)


def org_file(provisions: list[Provision], titles: dict[int, str]) -> str:
    """An Emacs Org file saved as text: ``#+title``/``#+options`` keywords, a ``# comment``,
    ``* Law N – Title`` headlines with ``:rules:law:`` tags and a ``:PROPERTIES:`` drawer naming
    a ``CUSTOM_ID``, ``** A. Heading`` section headlines, paragraphs and sub-paragraphs as list
    items printing ``1.`` and ``a)``, roman items as ``- (i)`` bullets, citations as
    ``[[#law-12][Law 12C]]`` links, definitions as ``- Term :: text`` description items."""
    word = _law_word(provisions)
    out = ["#+title: " + ("Spelregels" if word == "Artikel" else "The Laws"), "#+options: toc:nil", ""]
    out += ["# exported from the club's notes", ""]
    for p in front_matter(provisions):
        if p.id.startswith("definitions/"):
            out.append(f"- {p.heading} :: {_org_links(p.text.replace(chr(10) * 2, ' '))}")
        else:
            out += ["", f"* {p.id.title()}", *(f"{_org_links(t)}\n" for t in paragraphs(p))]
    for law, items in by_law(provisions).items():
        title = titles.get(law) or items[0].heading
        out += ["", f"* {word} {law} – {title}    :rules:law:"]
        out += [":PROPERTIES:", f":CUSTOM_ID: law-{law}", ":END:"]
        for p in items:
            ref = try_ref(p.id)
            assert ref is not None
            lines = [_org_links(t) for t in (paragraphs(p) if ref.depth == 0 else body(p, style=_org_label))]
            if ref.depth == 1 and p.heading and lines:
                out += ["", f"** {lines[0]}", *lines[1:]]
            elif lines:
                indent = "   " * max(ref.depth - 2, 0)
                out += [f"{indent}{lines[0]}", *(f"\n{indent}   {t}" for t in lines[1:])]
    return read_back("\n".join(out).encode("utf-8"), ".txt")


def _textile_links(text: str) -> str:
    """A text whose citations are Textile links to the law's anchor, bracketed as a link runs
    into the text after it must be: ``["Law 12C":#law-12](a)``; one inside square brackets is
    left as text, as an author seeing the page would leave it."""

    def link(m: re.Match[str]) -> str:
        if text.rfind("[", 0, m.start()) > text.rfind("]", 0, m.start()):
            return m.group(0)  # inside square brackets a bracketed link would close them
        law = re.sub(r"\D.*", "", m.group(2))
        return f'["{m.group(0)}":#law-{law}]'

    return _CITATION.sub(link, text)


def textile_page(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A Redmine wiki page's Textile source saved as text: an ``h1.`` title over a ``{{toc}}``
    macro, ``h2(#law-16). Law N – Title`` per law, ``h3. A. Heading`` per section (a section with
    no heading prints its label bold, ``p. *A.* text``), paragraphs indented a step per level
    (``p(. 1. …``, ``p((. (a) …``), definitions as a Textile definition list (``- Term := text``),
    citations as ``["Law 12C":#law-12]`` links."""
    word = _law_word(provisions)
    out = ["h1. " + ("Spelregels" if word == "Artikel" else "The Laws"), "", "{{toc}}", ""]
    for p in front_matter(provisions):
        if p.id.startswith("definitions/"):
            out.append(f"- {p.heading} := {_textile_links(p.text.replace(chr(10) * 2, ' '))}")
        else:
            out += ["", f"h2. {p.id.title()}", "", *(f"p. {_textile_links(t)}\n" for t in paragraphs(p))]
    for law, items in by_law(provisions).items():
        out += ["", f"h2(#law-{law}). {word} {law} – {titles.get(law) or items[0].heading}", ""]
        for p in items:
            ref = try_ref(p.id)
            assert ref is not None
            lines = [_textile_links(t) for t in (paragraphs(p) if ref.depth == 0 else body(p))]
            if ref.depth == 1 and p.heading and lines:
                out += [f"h3. {lines[0]}", "", *(f"p. {t}\n" for t in lines[1:])]
            elif ref.depth == 1 and lines:
                mark, _, rest = lines[0].partition(" ")
                out += [f"p. *{mark}* {rest}".rstrip(), "", *(f"p. {t}\n" for t in lines[1:])]
            else:
                indent = "(" * max(ref.depth - 1, 0)
                out += [f"p{indent}. {t}\n" for t in lines]
    return read_back("\n".join(out).encode("utf-8"), ".txt")


def _note_links(text: str) -> str:
    """A text whose citations are a note app's wiki links: ``[[Law 12]]`` for a whole law,
    ``[[Law 12#C|Law 12C1]]`` (an alias over a link into the section's heading) for a part."""

    def link(m: re.Match[str]) -> str:
        law, part = re.match(r"(\d+)(\D?)", m.group(2)).groups()  # type: ignore[union-attr]
        if m.group(0) == f"Law {law}":
            return f"[[Law {law}]]"
        return f"[[Law {law}#{part}|{m.group(0)}]]" if part else f"[[Law {law}|{m.group(0)}]]"

    return _CITATION.sub(link, text)


def vault_note(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A note in a note-taking app's vault (Obsidian), saved as ``.md``: YAML properties, an
    embedded picture, a folded ``> [!note]-`` callout, ``## Law N – Title`` per law with a
    ``%%`` comment over two lines and a line of ``#tags`` under it, ``### A. Heading`` per
    section, the lower levels as printed lines, citations as wiki links (``[[Law 12]]``,
    ``[[Law 12#C|Law 12C1]]``)."""
    word = _law_word(provisions)
    title = "Spelregels" if word == "Artikel" else "The Laws"
    out = ["---", f"title: {title}", "tags:", "  - bridge", "---"]
    out += ["![[cover.png]]", "", "> [!note]- Where this comes from", "> Typed from the booklet.", ""]
    for p in front_matter(provisions):
        if p.id.startswith("definitions/"):
            out += [f"{p.heading} — {_note_links(p.text.replace(chr(10) * 2, ' '))}", ""]
        else:
            out += [f"## {p.id.title()}", "", *(f"{_note_links(t)}\n" for t in paragraphs(p))]
    for law, items in by_law(provisions).items():
        out += ["", f"## {word} {law} – {titles.get(law) or items[0].heading}", "%% checked", "%%"]
        out += [f"#bridge/law{law} #rules", ""]
        for p in items:
            ref = try_ref(p.id)
            assert ref is not None
            lines = [_note_links(t) for t in (paragraphs(p) if ref.depth == 0 else body(p))]
            if ref.depth == 1 and p.heading and lines:
                out += [f"### {lines[0]}", "", *(f"{t}\n" for t in lines[1:])]
            else:
                out += [f"{t}\n" for t in lines]
    return read_back("\n".join(out).encode("utf-8"), ".md")


def _roff(text: str) -> str:
    """``text`` as troff source: its backslashes, hyphens and dashes escaped, its citations bold,
    a line that would open with a control character guarded by ``\\&``."""
    text = text.replace("\\", "\\e").replace("-", "\\-").replace("–", "\\(en").replace("—", "\\(em")
    text = _CITATION.sub(lambda m: f"\\fB{m.group(0)}\\fR", text)
    return f"\\&{text}" if text[:1] in (".", "'") else text


def man_page(provisions: list[Provision], titles: dict[int, str]) -> str:
    """A man page's troff source (``laws.7``), saved as text: ``.\\"`` comments, ``.TH``, a
    ``.SH`` per law with its heading on the next line, ``.SS A. Heading`` per section,
    paragraphs as ``.TP`` items tagged ``1.``, the lower levels nested in ``.RS``/``.RE`` as
    ``.IP "(a)" 4`` items, definitions as ``.TP`` items tagged with a bold term, escapes for
    hyphens and dashes, citations in ``\\fB`` bold."""
    word = _law_word(provisions)
    out = ['.\\" generated from the club\'s copy', ".TH LAWS 7 2017 WBF", ".SH NAME", "laws \\- the laws"]
    for p in front_matter(provisions):
        if p.id.startswith("definitions/"):
            out += [".TP", f".B {_roff(p.heading)}", *(_roff(t) for t in paragraphs(p))]
        else:
            out += [f".SH {p.id.upper()}", *(f".PP\n{_roff(t)}" for t in paragraphs(p))]
    for law, items in by_law(provisions).items():
        out += [".SH", _roff(f"{word} {law} – {titles.get(law) or items[0].heading}")]
        for p in items:
            ref = try_ref(p.id)
            assert ref is not None
            lines = [_roff(t) for t in (paragraphs(p) if ref.depth == 0 else body(p))]
            if ref.depth <= 1 or not lines:
                if ref.depth == 1 and p.heading and lines:
                    out += [f'.SS "{lines.pop(0)}"']
                out += [f".PP\n{t}" for t in lines]
                continue
            mark, _, first = lines[0].partition(" ")
            nest = [".RS 4"] * (ref.depth - 2)
            item = [".TP", mark] if ref.depth == 2 else [f'.IP "{mark}" 4']
            out += [*nest, *item, first, *(f".IP\n{t}" for t in lines[1:]), *[".RE"] * (ref.depth - 2)]
    return read_back("\n".join(out).encode("utf-8"), ".txt")


LAYOUTS: dict[str, Renderer] = {
    "latex-source": latex_source,
    "bbcode-post": bbcode_post,
    "rtf-word": rtf_word,
    "docx-typed-labels": docx_typed_labels,
    "docx-numbered-lists": docx_numbered_lists,
    "odt-typed-labels": odt_typed_labels,
    "odt-numbered-lists": odt_numbered_lists,
    "mediawiki-source": mediawiki_source,
    "asciidoc-book": asciidoc_book,
    "texinfo-manual": texinfo_manual,
    "pdf-one-column": pdf_one_column,
    "pdf-justified": pdf_justified,
    "pdf-two-columns": pdf_two_columns,
    "law-dash-title": law_dash_title,
    "number-dot-title": number_dot_title,
    "title-in-capitals": title_in_capitals,
    "sections-as-numbered-list": sections_as_numbered_list,
    "pdf-text": pdf_text,
    "wiki-front-matter": wiki_front_matter,
    "markdown-headings": markdown_headings,
    "upper-law-wrapped": upper_law_wrapped,
    "closing-paren-labels": closing_paren_labels,
    "web-nested-lists": web_nested_lists,
    "section-letters-lost": section_letters_lost,
    "sentence-case-lost-letters": sentence_case_lost_letters,
    "html-lists": html_lists,
    "html-div-furniture": html_div_furniture,
    "markdown-lists": markdown_lists,
    "markdown-typed-numbers": markdown_typed_numbers,
    "markdown-html-blocks": markdown_html_blocks,
    "whole-file-diff": whole_file_diff,
    "windows-1252": windows_1252,
    "narrow-column": narrow_column,
    "roman-law-headings": roman_law_headings,
    "number-then-title": number_then_title,
    "wrapped-headings": wrapped_headings,
    "invisible-characters": invisible_characters,
    "pdf-numbered-heads": pdf_numbered_heads,
    "footnote-signs": footnote_signs,
    "quoted-post": quoted_post,
    "html-table": html_table,
    "label-own-line": label_own_line,
    "html-definition-list": html_definition_list,
    "numbering-lost": numbering_lost,
    "bracketed-labels": bracketed_labels,
    "dotted-whole-ids": dotted_whole_ids,
    "spaced-whole-ids": spaced_whole_ids,
    "heading-at-page-foot": heading_at_page_foot,
    "word-bullets-tab": word_bullets_tab,
    "lowercase-headings": lowercase_headings,
    "lowercase-section-headings": lowercase_section_headings,
    "rewrapped-quote": rewrapped_quote,
    "margin-line-numbers": margin_line_numbers,
    "worded-labels": worded_labels,
    "html-anchor-ids": html_anchor_ids,
    "typed-in-capitals": typed_in_capitals,
    "bracketed-capitals": bracketed_capitals,
    "table-split-ids": table_split_ids,
    "table-tab-header": table_tab_header,
    "spreadsheet-web-page": spreadsheet_web_page,
    "path-headings": path_headings,
    "definitions-colon": definitions_colon,
    "definitions-tab": definitions_tab,
    "definitions-run-in": definitions_run_in,
    "definitions-column": definitions_column,
    "definitions-list": definitions_list,
    "two-column-booklet": two_column_booklet,
    "section-sign-headings": section_sign_headings,
    "multilevel-numbering": multilevel_numbering,
    "scanned-booklet": scanned_booklet,
    "docbook-book": docbook_book,
    "json-tree": json_tree,
    "yaml-data-file": yaml_data_file,
    "mailing-list-digest": mailing_list_digest,
    "mime-email": mime_email,
    "nroff-overstrike": nroff_overstrike,
    "gutenberg-ebook": gutenberg_ebook,
    "kindle-clippings": kindle_clippings,
    "fictionbook": fictionbook,
    "group-chat-export": group_chat_export,
    "continued-slides": continued_slides,
    "screen-reader-speech": screen_reader_speech,
    "phone-share": phone_share,
    "degree-points": degree_points,
    "statute-leden": statute_leden,
    "publication-site-copy": publication_site_copy,
    "article-paragraphs": article_paragraphs,
    "text-browser-dump": text_browser_dump,
    "indented-first-lines": indented_first_lines,
    "pasted-id-cells": pasted_id_cells,
    "opml-export": opml_export,
    "tei-saved-as-text": tei_saved_as_text,
    "org-file": org_file,
    "textile-page": textile_page,
    "vault-note": vault_note,
    "man-page": man_page,
}
DUTCH_LAYOUTS: dict[str, Renderer] = {
    "rtf-word": rtf_word,
    "docx-typed-labels": docx_typed_labels,
    "docx-numbered-lists": docx_numbered_lists,
    "odt-typed-labels": odt_typed_labels,
    "odt-numbered-lists": odt_numbered_lists,
    "mediawiki-source": mediawiki_source,
    "asciidoc-book": asciidoc_book,
    "texinfo-manual": texinfo_manual,
    "pdf-one-column": pdf_one_column,
    "pdf-justified": pdf_justified,
    "pdf-two-columns": pdf_two_columns,
    "artikel-headings": dutch_headings,
    "html-table": html_table,
    "markdown-headings": markdown_headings,
    "markdown-typed-numbers": markdown_typed_numbers,
    "markdown-html-blocks": markdown_html_blocks,
    "whole-file-diff": whole_file_diff,
    "html-lists": html_lists,
    "windows-1252": windows_1252,
    "closing-paren-labels": closing_paren_labels,
    "invisible-characters": invisible_characters,
    "wrapped-pages": dutch_wrapped_pages,
    "label-own-line": label_own_line,
    "html-definition-list": html_definition_list,
    "bracketed-labels": bracketed_labels,
    "section-letter-labels": section_letter_labels,
    "dotted-whole-ids": dotted_whole_ids,
    "spaced-whole-ids": spaced_whole_ids,
    "artikel-bullets-tab": dutch_word_bullets_tab,
    "lid-sub-labels": dutch_worded_labels,
    "html-anchor-ids": html_anchor_ids,
    "artikel-typed-in-capitals": dutch_typed_in_capitals,
    "bracketed-capitals": bracketed_capitals,
    "table-split-ids": table_split_ids,
    "table-tab-header": table_tab_header,
    "spreadsheet-web-page": spreadsheet_web_page,
    "path-headings-nl": dutch_path_headings,
    "id-headings-nl": dutch_id_headings,
    "lowercase-headings-nl": dutch_lowercase_headings,
    "artikel-two-column-booklet": dutch_two_column_booklet,
    "section-sign-headings": section_sign_headings,
    "multilevel-numbering-nl": dutch_multilevel_numbering,
    "artikel-scanned-booklet": dutch_scanned_booklet,
    "docbook-book-nl": dutch_docbook_book,
    "json-tree-nl": dutch_json_tree,
    "yaml-data-file": yaml_data_file,
    "mailing-list-digest": mailing_list_digest,
    "mime-email": mime_email,
    "nroff-overstrike": nroff_overstrike,
    "gutenberg-ebook": gutenberg_ebook,
    "kindle-clippings": kindle_clippings,
    "fictionbook": fictionbook,
    "group-chat-export": group_chat_export,
    "continued-slides": continued_slides,
    "screen-reader-speech": screen_reader_speech,
    "phone-share": phone_share,
    "degree-points": degree_points,
    "statute-leden": statute_leden,
    "publication-site-copy": publication_site_copy,
    "article-paragraphs": article_paragraphs,
    "text-browser-dump": text_browser_dump,
    "indented-first-lines-nl": dutch_indented_first_lines,
    "pasted-id-cells": pasted_id_cells,
    "opml-export-nl": dutch_opml_export,
    "tei-saved-as-text-nl": dutch_tei_saved_as_text,
    "org-file": org_file,
    "textile-page": textile_page,
    "vault-note": vault_note,
    "man-page": man_page,
}
#: the layouts the whole code is tried in (the others are tried on the bundled texts alone)
WHOLE_CODE_LAYOUTS = (
    "pdf-text",
    "rtf-word",
    "docx-typed-labels",
    "docx-numbered-lists",
    "odt-typed-labels",
    "odt-numbered-lists",
    "mediawiki-source",
    "asciidoc-book",
    "texinfo-manual",
    "pdf-one-column",
    "pdf-justified",
    "pdf-two-columns",
    "sections-as-numbered-list",
    "section-letters-lost",
    "html-lists",
    "markdown-lists",
    "markdown-typed-numbers",
    "markdown-html-blocks",
    "whole-file-diff",
    "roman-law-headings",
    "wrapped-headings",
    "pdf-numbered-heads",
    "footnote-signs",
    "label-own-line",
    "numbering-lost",
    "bracketed-labels",
    "dotted-whole-ids",
    "spaced-whole-ids",
    "heading-at-page-foot",
    "word-bullets-tab",
    "lowercase-headings",
    "lowercase-section-headings",
    "rewrapped-quote",
    "margin-line-numbers",
    "worded-labels",
    "html-anchor-ids",
    "typed-in-capitals",
    "bracketed-capitals",
    "table-split-ids",
    "table-tab-header",
    "spreadsheet-web-page",
    "path-headings",
    "two-column-booklet",
    "section-sign-headings",
    "multilevel-numbering",
    "scanned-booklet",
    "docbook-book",
    "json-tree",
    "yaml-data-file",
    "mailing-list-digest",
    "mime-email",
    "nroff-overstrike",
    "gutenberg-ebook",
    "kindle-clippings",
    "fictionbook",
    "group-chat-export",
    "phone-share",
    "degree-points",
    "statute-leden",
    "publication-site-copy",
    "article-paragraphs",
    "text-browser-dump",
    "indented-first-lines",
    "pasted-id-cells",
    "opml-export",
    "tei-saved-as-text",
    "org-file",
    "textile-page",
    "vault-note",
    "man-page",
)


#: the layouts that are a file format as its own tool writes it, rather than a way of printing
#: headings and labels: its reader turns the file into the plain layout, and the whole code read
#: from that is the parsers' part, which the other layouts try on it. The test suite reads these
#: on the bundled texts; ``python -m tests.layouts`` (``make layouts``) on the whole code too.
FORMAT_LAYOUTS = frozenset({
    "rtf-word", "docx-typed-labels", "docx-numbered-lists", "odt-typed-labels", "odt-numbered-lists",
    "mediawiki-source", "asciidoc-book", "texinfo-manual", "pdf-one-column", "pdf-justified",
    "pdf-two-columns", "spreadsheet-web-page", "docbook-book", "json-tree", "yaml-data-file",
    "mime-email", "nroff-overstrike", "gutenberg-ebook", "kindle-clippings", "fictionbook",
    "opml-export", "tei-saved-as-text", "org-file", "textile-page", "vault-note", "man-page",
})  # fmt: skip


#: the file formats whose files the tests write with a library that takes seconds a text (Word,
#: OpenDocument, PDF): the test suite reads them on the 2007 Laws and the Dutch articles
WRITTEN_FORMAT_LAYOUTS = frozenset({
    "docx-typed-labels", "docx-numbered-lists", "odt-typed-labels", "odt-numbered-lists",
    "pdf-one-column", "pdf-justified", "pdf-two-columns",
})  # fmt: skip


def cases(everything: bool = True) -> list[tuple[str, str, str]]:
    """(layout, document, kind) for every rendering the round trip reads back; not
    ``everything``: the whole code is not read in :data:`FORMAT_LAYOUTS`, nor the 2017 everyday
    text in :data:`WRITTEN_FORMAT_LAYOUTS`."""
    out = [("law-dash-title", "laws-2017-everyday-en", "everyday")]  # a paraphrase with headings
    for doc_id, kind in {**SOURCES, **DUTCH}.items():
        layouts = DUTCH_LAYOUTS if doc_id in DUTCH else LAYOUTS
        for name in layouts:
            whole = name in WHOLE_CODE_LAYOUTS and (everything or name not in FORMAT_LAYOUTS)
            if doc_id.startswith("skeleton-") and not whole:
                continue
            if doc_id == "laws-2017-everyday-en" and not everything and name in WRITTEN_FORMAT_LAYOUTS:
                continue
            out.append((name, doc_id, kind))
    return out


# --- reading a rendering back -----------------------------------------------------------------


def _letters(text: str) -> str:
    """A text's letters and digits alone, blind to wrapping, paragraphs, hyphens, ligatures and
    (as the original prints none) footnote markers."""
    return re.sub(r"[^a-z0-9]", "", text.casefold().replace("ﬁ", "fi"))


def roundtrip(doc_id: str, kind: str, layout: str, renderer: Renderer) -> tuple[int, int, list[str]]:
    """Render ``doc_id`` in ``layout``, parse it back: (ids right, provisions checked, misses)."""
    doc, provisions = bundled(doc_id)
    titles = {law: tables().title(doc.edition, law) for law in {p.law for p in provisions if p.law}}
    if doc.language != "en":
        titles = {}
    return score(renderer(list(provisions), titles), doc_id, kind, layout)


def score(
    text: str, doc_id: str, kind: str, name: str, laws: set[int] | None = None
) -> tuple[int, int, list[str]]:
    """Parse ``text`` as a copy of ``doc_id`` (its ``laws`` only, when given) and check that
    each provision's first paragraph carries the id it has there."""
    doc, provisions = bundled(doc_id)
    copy = dataclasses.replace(doc, id=f"{doc_id}-{name}", kind=kind, source_file=f"{name}.txt")
    warnings: list[SourceWarning] = []
    parsed = parse_document(text, copy, tables(), warnings)
    letters = [(p.id, _letters(p.text)) for p in parsed]
    checked = [
        p for p in provisions if paragraphs(p) and p.id != "preface" and (laws is None or p.law in laws)
    ]
    own: dict[str, list[str]] = {}
    for pid, text in letters:
        own.setdefault(pid, []).append(text)
    misses = []
    for p in checked:
        key = _letters(paragraphs(p)[0])[:160]
        if any(text.startswith(key) for text in own.get(p.id, ())):
            continue  # its own provision opens with it: right, whoever else holds it
        holders = [pid for pid, text in letters if text.startswith(key)] or [
            pid for pid, text in letters if key in text
        ]
        if p.id not in holders:  # a text printed twice (two terms "see Withdrawn") may be either
            misses.append(f"{p.id}->{holders[0] if holders else '?'}")
    return len(checked) - len(misses), len(checked), misses


def table() -> list[tuple[str, str, int, int, list[str]]]:
    """Every layout on every source text: (layout, document, right, checked, misses)."""
    rows = []
    for name, doc_id, kind in cases():
        right, checked, misses = roundtrip(doc_id, kind, name, {**LAYOUTS, **DUTCH_LAYOUTS}[name])
        rows.append((name if kind != "everyday" else f"{name} (as everyday)", doc_id, right, checked, misses))
    return rows


def main() -> None:
    print("| layout | document | ids right | checked | % |")
    print("|---|---|---|---|---|")
    for name, doc_id, right, checked, misses in table():
        print(f"| {name} | {doc_id} | {right} | {checked} | {right / checked:.1%} |")
        if misses:
            print(f"<!-- {name} {doc_id} misses: {' '.join(misses[:12])} -->")


if __name__ == "__main__":
    main()
