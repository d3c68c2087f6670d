"""A page printed in two columns side by side is read a column at a time; every other page as
it stands."""

from __future__ import annotations

import dataclasses
import re
import textwrap

from indexer.columns import read_columns
from indexer.models import SourceWarning
from indexer.normalise import text_lines
from indexer.parse import parse_document
from tests.layouts import FORMAT_LAYOUTS
from tests.layouts import LAYOUTS
from tests.layouts import bundled
from tests.layouts import dutch_two_column_booklet
from tests.layouts import label
from tests.layouts import tables
from tests.layouts import two_column_booklet


def _letters(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.casefold())


def _read(text: str, doc_id: str, kind: str) -> tuple[dict[str, object], list[SourceWarning]]:
    doc, _ = bundled(doc_id)
    copy = dataclasses.replace(doc, id=f"{doc_id}-copy", kind=kind, source_file="booklet.txt")
    warnings: list[SourceWarning] = []
    return {p.id: p for p in parse_document(text, copy, tables(), warnings)}, warnings


def test_a_booklet_in_two_columns_reads_each_provision_whole_under_its_own_id() -> None:
    doc, provisions = bundled("laws-2017-nl")
    text = dutch_two_column_booklet(list(provisions), {})
    parsed, warnings = _read(text, "laws-2017-nl", "translation")
    for want in ("16D1", "16D2c", "54D", "47E1", "20F3"):
        original = next(p for p in provisions if p.id == want)
        assert _letters(parsed[want].text) == _letters(original.text)  # type: ignore[attr-defined]
    said = [w for w in warnings if "two columns" in w.message]
    assert len(said) == 1 and said[0].line == 1
    assert "page(s) 1, 2, 3" in said[0].message


def test_the_line_numbers_of_a_two_column_text_are_the_lines_it_was_printed_on() -> None:
    doc, provisions = bundled("laws-2017-everyday-en")
    titles = {law: tables().title(doc.edition, law) for law in {p.law for p in provisions if p.law}}
    text = two_column_booklet(list(provisions), titles)
    source = text_lines(text)
    parsed, warnings = _read(text, "laws-2017-everyday-en", "formal")
    dropped = next(w for w in warnings if "page number line(s)" in w.message)
    listed = [int(n) for n in re.findall(r"\d+", dropped.message.split(": ")[1])]
    assert listed and all(source[n - 1].strip().isdigit() for n in listed)
    for want in ("72B1", "79A2", "93B2"):
        first, last = parsed[want].lines  # type: ignore[attr-defined]
        assert 1 <= first <= last <= len(source)
        opening = " ".join(parsed[want].text.split()[:3])  # type: ignore[attr-defined]
        assert any(opening in " ".join(line.split()) for line in source[first - 1 : last])


def test_one_column_texts_tables_and_hanging_indents_are_read_as_they_stand() -> None:
    doc, provisions = bundled("laws-2017-everyday-en")
    titles = {law: tables().title(doc.edition, law) for law in {p.law for p in provisions if p.law}}
    for name, render in LAYOUTS.items():  # as printed in text (a file format's own reader reads its file)
        if name != "two-column-booklet" and name not in FORMAT_LAYOUTS:
            assert read_columns(render(list(provisions), titles)) is None, name
    hanging = []
    for p in provisions:
        if p.law and label(p) and p.text:
            hanging += textwrap.wrap(f"{label(p):<6}{p.text}", 78, subsequent_indent=" " * 6)
    assert read_columns("\n".join(hanging)) is None
    scores = [f"{what:<28}{a:>10}{b:>10}{c:>10}" for what, a, b, c in _SCORES]
    assert read_columns("\f".join(["\n".join(scores)] * 3)) is None


#: a table set out with spaces, as a copy of a printed scoring table is
_SCORES = [
    ("Clubs or Diamonds", 20, 40, 80),
    ("Hearts or Spades", 30, 60, 120),
    ("No trump first trick", 40, 80, 160),
    ("No trump later tricks", 30, 60, 120),
    ("First undertrick", 50, 100, 200),
    ("Second undertrick", 100, 200, 400),
    ("Third undertrick", 100, 200, 400),
    ("Each further undertrick", 150, 300, 600),
    ("Small slam", 500, 750, 1000),
    ("Grand slam", 1000, 1500, 2000),
]
