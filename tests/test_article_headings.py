"""A Belgian or French edition heads its laws "Art. 16. Title" in English as in Dutch, and
each section with its law again and a section sign ("art. 16, § A. Title", "Art. 16 § B –
Title"): the first heads the law, the second is the section, in every language."""

from __future__ import annotations

import pytest

from indexer.parsers.headings import heading_reader
from tests.layouts import DUTCH
from tests.layouts import SOURCES
from tests.layouts import article_paragraphs
from tests.layouts import roundtrip
from tests.layouts import tables
from tests.test_parse_laws import parse_text


@pytest.mark.parametrize("language", ["en", "nl"])
@pytest.mark.parametrize(
    ("line", "title"),
    [
        ("Art. 16. Authorised Information", "Authorised Information"),
        ("ART. 16 – Authorised Information", "Authorised Information"),
    ],
)
def test_art_heads_its_law_in_every_language(language: str, line: str, title: str) -> None:
    heading = heading_reader(tables(), language).read(["", line, "A. text"], 1, 15)
    assert heading is not None and (heading.law, heading.title) == (16, title)


def test_art_in_a_sentence_heads_nothing() -> None:
    reader = heading_reader(tables(), "en")
    assert reader.read(["Some text.", "Art. 16 applies to information from other tables.", ""], 1, 15) is None


@pytest.mark.parametrize("language", ["en", "nl"])
def test_a_section_head_naming_its_law_again_is_that_section(language: str) -> None:
    text = "\n".join(
        [
            "Art. 16. Authorised and Unauthorised Information",
            "",
            "art. 16, § A. Players’ Use of Information",
            "1. A player may make use of information in the auction or play if:",
            "a) it derives from the legal calls and plays of the current board.",
            "b) it is authorised information from a withdrawn action.",
            "",
            "Art. 16 § B – Extraneous Information from Partner",
            "1. After a player makes available to his partner extraneous information.",
            "",
            "Art. 17. The Auction Period",
            "",
            "art. 17, § A. Auction Period Starts",
            "The auction period on a deal begins for a side when either partner withdraws his cards.",
        ]
    )
    provisions, _ = parse_text(text, language=language)
    by_id = {p.id: p for p in provisions}
    assert by_id["16A"].heading == "Players’ Use of Information"
    assert by_id["16A1b"].text.startswith("it is authorised information")
    assert by_id["16B"].heading == "Extraneous Information from Partner"
    assert by_id["16B1"].text.startswith("After a player makes available")
    assert by_id["17A"].text.startswith("The auction period on a deal begins")
    assert not any("§" in p.text for p in provisions)


@pytest.mark.parametrize(("doc_id", "kind"), [*SOURCES.items(), *DUTCH.items()])
def test_every_id_of_a_text_headed_art_comes_back(doc_id: str, kind: str) -> None:
    right, checked, misses = roundtrip(doc_id, kind, "article-paragraphs", article_paragraphs)
    assert right == checked, misses[:10]
