"""A law headed with a mark instead of the law word ("§ 16 Authorised Information", "§16 – …",
"§ 16.") heads its law in every language, as "Law 16" and "Artikel 16" do; the mark in running
text ("see § 16 of the rules") heads nothing."""

from __future__ import annotations

import pytest

from indexer.parsers.headings import heading_reader
from tests.layouts import roundtrip
from tests.layouts import section_sign_headings
from tests.layouts import tables
from tests.test_parse_laws import parse_text


@pytest.mark.parametrize("language", ["en", "nl"])
@pytest.mark.parametrize(
    ("line", "title"),
    [
        ("§ 16 Authorised Information", "Authorised Information"),
        ("§16 – Authorised Information", "Authorised Information"),
        ("§ 16.", ""),
        ("§ 16. Gebruik van informatie door de spelers", "Gebruik van informatie door de spelers"),
    ],
)
def test_a_section_sign_heads_its_law_in_every_language(language: str, line: str, title: str) -> None:
    heading = heading_reader(tables(), language).read(["", line, "A. text"], 1, 15)
    assert heading is not None and (heading.law, heading.title) == (16, title)


def test_a_section_sign_in_a_sentence_heads_nothing() -> None:
    reader = heading_reader(tables(), "en")
    assert reader.read(["Some text.", "§ 16 applies to information from other tables.", ""], 1, 15) is None


def test_a_handout_headed_with_section_signs_gives_each_provision_its_id() -> None:
    text = "\n".join(
        [
            "§ 16 Authorised and Unauthorised Information",
            "A. Players’ Use of Information",
            "1. A player may make use of information in the auction or play if:",
            "a. it derives from the legal calls and plays of the current board.",
            "b. it is authorised information from a withdrawn action.",
            "",
            "§ 17 The Auction Period",
            "A. Auction Period Starts",
            "The auction period on a deal begins for a side when either partner withdraws his cards.",
        ]
    )
    provisions, _ = parse_text(text)
    by_id = {p.id: p.text for p in provisions}
    assert by_id["16A1a"].startswith("it derives from the legal calls")
    assert by_id["16A1b"].startswith("it is authorised information")
    assert by_id["17A"].startswith("The auction period on a deal begins")


@pytest.mark.parametrize(
    ("doc_id", "kind"),
    [("laws-2007-en", "formal"), ("laws-2017-nl", "translation"), ("skeleton-2017", "formal")],
)
def test_every_id_of_a_text_headed_with_section_signs_comes_back(doc_id: str, kind: str) -> None:
    right, checked, misses = roundtrip(doc_id, kind, "section-sign-headings", section_sign_headings)
    assert right == checked, misses[:10]
