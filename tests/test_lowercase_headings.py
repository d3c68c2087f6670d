"""A law heading typed in lower case ("law 16 - authorised information") heads its law when the
title after the dash is that law's own; a sentence naming a law never does."""

from __future__ import annotations

import pytest

from indexer.parsers.headings import HeadingReader
from indexer.parsers.headings import heading_reader
from tests.layouts import tables


@pytest.fixture(scope="module")
def english() -> HeadingReader:
    return heading_reader(tables(), "en")


@pytest.fixture(scope="module")
def dutch() -> HeadingReader:
    return heading_reader(tables(), "nl")


@pytest.mark.parametrize(
    ("line", "law", "title"),
    [
        ("law 16 - authorized and unauthorized information", 16, "authorized and unauthorized information"),
        ("law 6 – the shuffle and deal", 6, "the shuffle and deal"),
        ("LAW 12 — director's discretionary powers", 12, "director's discretionary powers"),
    ],
)
def test_a_lower_case_title_after_a_dash_heads_its_law(
    english: HeadingReader, line: str, law: int, title: str
) -> None:
    heading = english.read([line, "A. text"], 0, 0)
    assert heading is not None and (heading.law, heading.title) == (law, title)


def test_a_dutch_article_in_lower_case_heads_its_article(dutch: HeadingReader) -> None:
    heading = dutch.read(["artikel 41 - het begin van het spelen", "A. tekst"], 0, 0)
    assert heading is not None and heading.law == 41


@pytest.mark.parametrize(
    "line",
    [
        "law 16 applies to information from other tables",
        "Law 16 - applies when a player receives extraneous information",
        "law 16 - the director rules and play goes on",
    ],
)
def test_a_sentence_naming_a_law_heads_nothing(english: HeadingReader, line: str) -> None:
    assert english.read(["Some text.", line, "More text."], 1, 15) is None
