"""The bundled law texts rendered into the layouts users bring come back with the same ids.

Each layout of :mod:`tests.layouts` renders the known provisions of a bundled text (Laws 1-16
of the 2007 code, Laws 72-93 of the 2017 code, the Dutch 2017 articles); the rendering is
read back through the real parser and every provision's first paragraph must carry the id it
had. ``python -m tests.layouts`` prints the whole table.
"""

from __future__ import annotations

import pytest

from tests.layouts import DUTCH
from tests.layouts import DUTCH_LAYOUTS
from tests.layouts import LAYOUTS
from tests.layouts import SOURCES
from tests.layouts import roundtrip

#: the share of ids a layout must bring back (what was measured, rounded down)
FLOOR = {
    "law-dash-title": 0.99,
    "number-dot-title": 0.98,
    "title-in-capitals": 0.98,
    "sections-as-numbered-list": 0.90,
    "pdf-text": 0.85,
    "wiki-front-matter": 0.98,
    "markdown-headings": 0.98,
    "upper-law-wrapped": 0.98,
    "artikel-headings": 0.96,
    "closing-paren-labels": 0.95,
    "web-nested-lists": 0.9,
    "section-letters-lost": 0.9,
}

CASES = [(name, doc, kind) for doc, kind in SOURCES.items() for name in LAYOUTS] + [
    (name, doc, kind) for doc, kind in DUTCH.items() for name in DUTCH_LAYOUTS
]


@pytest.mark.parametrize(("layout", "doc_id", "kind"), CASES, ids=[f"{c[0]}:{c[1]}" for c in CASES])
def test_a_rendering_reads_back_with_the_same_ids(layout: str, doc_id: str, kind: str) -> None:
    renderer = {**LAYOUTS, **DUTCH_LAYOUTS}[layout]
    right, checked, misses = roundtrip(doc_id, kind, layout, renderer)
    print(f"{layout} {doc_id}: {right}/{checked} = {right / checked:.1%}")
    assert checked > 25
    assert right / checked >= FLOOR[layout], f"ids that changed (original->parsed): {misses}"
