"""A long list is read once: the work of finding its citations grows with its length, not with
the square of it. A list's items are not read again as citations of their own once the list
holds them, and a relative reference placed by a position word ("C2 and C3 below") is tried
from a list's first item only, never from each item after a joiner."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

import indexer.cite.find as find
from indexer.cite import find_citations
from indexer.cite.patterns import load_words

ROOT = Path(__file__).resolve().parent.parent
TABLE = tomllib.loads((ROOT / "corpus" / "data" / "citations.toml").read_text(encoding="utf-8"))
ANY = load_words(TABLE, ["en", "nl"])


def reads(text: str, monkeypatch: pytest.MonkeyPatch) -> int:
    """How many times the finder reads a citation's list from a match."""
    calls = 0
    explicit = find._explicit

    def counted(*args: object) -> find.Found | None:
        nonlocal calls
        calls += 1
        return explicit(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(find, "_explicit", counted)
    find_citations(text, ANY)
    return calls


@pytest.mark.parametrize("items", [50, 400])
def test_a_list_of_sub_ids_is_read_once(monkeypatch: pytest.MonkeyPatch, items: int) -> None:
    text = "Laws " + ", ".join(f"{n % 93 + 1}A{n % 5 + 1}" for n in range(items))
    assert reads(text, monkeypatch) <= 3


def test_the_list_is_still_one_citation_of_every_item() -> None:
    (found,) = find_citations("Laws 1A1, 2A2, 3A3 and 4A4 apply", ANY)
    assert [(p.law, p.section, p.para) for p in found.refs] == [(n, "A", n) for n in (1, 2, 3, 4)]


@pytest.mark.parametrize(
    ("text", "cited"),
    [
        ("as set out in C2 and C3 below", ["C2 and C3 below"]),
        ("in A, B and C above", ["A, B and C above"]),
    ],
)
def test_a_placed_reference_starts_at_its_lists_first_item(text: str, cited: list[str]) -> None:
    assert [f.raw for f in find_citations(text, ANY) if f.kind == "relative"] == cited
