"""The bundled law texts rendered into the layouts users bring come back with the same ids.

Each layout of :mod:`tests.layouts` renders the known provisions of a bundled text (Laws 1-16
of the 2007 code with its front matter, Laws 72-93 of the 2017 code, the Dutch 2017 articles,
and all 93 Laws of the 2017 code as its skeleton lists them); the rendering is
read back through the real parser and every provision's first paragraph must carry the id it
had. ``python -m tests.layouts`` prints the whole table.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.layouts import DUTCH_LAYOUTS
from tests.layouts import LAYOUTS
from tests.layouts import cases
from tests.layouts import roundtrip
from tests.layouts import score

#: the share of ids a layout must bring back (what was measured, rounded down)
FLOOR = {
    "latex-source": 0.99,
    "bbcode-post": 0.99,
    "rtf-word": 0.99,
    "docx-typed-labels": 1.0,
    "docx-numbered-lists": 1.0,
    "odt-typed-labels": 1.0,
    "odt-numbered-lists": 1.0,
    "mediawiki-source": 0.99,
    "asciidoc-book": 0.99,
    "texinfo-manual": 0.99,
    "pdf-one-column": 1.0,
    "pdf-justified": 1.0,
    "pdf-two-columns": 0.99,
    "law-dash-title": 0.99,
    "number-dot-title": 0.99,
    "title-in-capitals": 0.99,
    "sections-as-numbered-list": 0.98,
    "pdf-text": 0.98,
    "wiki-front-matter": 0.99,
    "markdown-headings": 0.99,
    "upper-law-wrapped": 0.99,
    "artikel-headings": 0.99,
    "closing-paren-labels": 0.99,
    "web-nested-lists": 0.98,
    "section-letters-lost": 0.96,
    "sentence-case-lost-letters": 0.96,
    "html-lists": 0.99,
    "html-div-furniture": 0.99,
    "quoted-post": 0.99,
    "markdown-lists": 0.99,
    "markdown-typed-numbers": 1.0,
    "markdown-html-blocks": 1.0,
    "whole-file-diff": 1.0,
    "windows-1252": 0.99,
    "narrow-column": 0.99,
    "roman-law-headings": 0.99,
    "number-then-title": 0.99,
    "wrapped-headings": 0.99,
    "invisible-characters": 0.99,
    "pdf-numbered-heads": 0.99,
    "wrapped-pages": 0.99,
    "footnote-signs": 0.98,
    "html-table": 0.99,
    "label-own-line": 0.99,
    "html-definition-list": 0.99,
    "numbering-lost": 0.92,
    "bracketed-labels": 0.99,
    "dotted-whole-ids": 0.99,
    "spaced-whole-ids": 0.99,
    "section-letter-labels": 0.99,
    "heading-at-page-foot": 0.99,
    "word-bullets-tab": 0.99,
    "artikel-bullets-tab": 0.99,
    "lowercase-headings": 0.99,
    "rewrapped-quote": 0.99,
    "margin-line-numbers": 0.99,
    "worded-labels": 0.99,
    "lid-sub-labels": 0.99,
    "html-anchor-ids": 0.99,
    "typed-in-capitals": 0.99,
    "artikel-typed-in-capitals": 0.99,
    "bracketed-capitals": 0.99,
    "table-split-ids": 0.99,
    "table-tab-header": 0.99,
    "spreadsheet-web-page": 0.99,
    "path-headings": 0.99,
    "path-headings-nl": 0.99,
    "id-headings-nl": 0.99,
    "lowercase-headings-nl": 0.99,
    "definitions-colon": 0.99,
    "definitions-tab": 0.99,
    "definitions-run-in": 0.99,
    "definitions-column": 0.99,
    "definitions-list": 0.99,
    "two-column-booklet": 0.97,
    "artikel-two-column-booklet": 0.96,
    "section-sign-headings": 0.99,
    "multilevel-numbering": 0.99,
    "multilevel-numbering-nl": 0.99,
    "lowercase-section-headings": 0.99,
    "scanned-booklet": 1.0,
    "artikel-scanned-booklet": 1.0,
    "docbook-book": 0.99,
    "docbook-book-nl": 0.99,
    "json-tree": 0.99,
    "yaml-data-file": 1.0,
    "json-tree-nl": 0.99,
    "mailing-list-digest": 1.0,
    "mime-email": 1.0,
    "nroff-overstrike": 1.0,
    "gutenberg-ebook": 1.0,
    "kindle-clippings": 1.0,
    "fictionbook": 1.0,
    "group-chat-export": 1.0,
    "continued-slides": 1.0,
    "screen-reader-speech": 1.0,
    "phone-share": 1.0,
    "degree-points": 1.0,
    "statute-leden": 1.0,
    "publication-site-copy": 1.0,
    "article-paragraphs": 1.0,
    "text-browser-dump": 1.0,
    "indented-first-lines": 1.0,
    "indented-first-lines-nl": 1.0,
    "pasted-id-cells": 1.0,
    "opml-export": 1.0,
    "opml-export-nl": 1.0,
    "tei-saved-as-text": 1.0,
    "tei-saved-as-text-nl": 1.0,
    "org-file": 0.99,
    "textile-page": 0.99,
    "vault-note": 0.99,
    "man-page": 0.99,
}

#: every layout on the bundled texts and the whole code in every layout but a file format's
#: (``tests.layouts.FORMAT_LAYOUTS``; a Word, OpenDocument or PDF file on the 2007 Laws and the
#: Dutch articles alone); ``make layouts`` reads them all
CASES = cases(everything=False)


@pytest.mark.parametrize(("layout", "doc_id", "kind"), CASES, ids=[f"{c[0]}:{c[1]}" for c in CASES])
def test_a_rendering_reads_back_with_the_same_ids(layout: str, doc_id: str, kind: str) -> None:
    renderer = {**LAYOUTS, **DUTCH_LAYOUTS}[layout]
    right, checked, misses = roundtrip(doc_id, kind, layout, renderer)
    print(f"{layout} {doc_id}: {right}/{checked} = {right / checked:.1%}")
    assert checked > 25
    assert right / checked >= FLOOR[layout], f"ids that changed (original->parsed): {misses}"


FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize(
    ("fixture", "doc_id", "kind", "laws"),
    [
        ("law-9-numbered-sections.txt", "laws-2007-en", "formal", {9}),
        ("laws-5-to-7-pdf.txt", "laws-2007-en", "formal", {5, 6, 7}),
        ("artikelen-16-54-nl.txt", "laws-2017-nl", "translation", {16, 54}),
    ],
)
def test_each_fixture_text_reads_with_the_ids_of_the_text_it_was_rendered_from(
    fixture: str, doc_id: str, kind: str, laws: set[int]
) -> None:
    """The fixtures (renderings kept as files, to try ``flask check-text`` on) read back whole."""
    right, checked, misses = score(
        (FIXTURES / fixture).read_text(encoding="utf-8"), doc_id, kind, fixture, laws
    )
    assert checked >= 10 and not misses
