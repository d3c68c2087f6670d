"""Labels spelled out with their level's word ("Section A – Heading", "Subparagraph (b) – …",
the Dutch "Lid B", "Sub 1", "Onderdeel (a)"): the word goes and the value is read as the label
printed alone; a sentence that only opens with such a word keeps it."""

from __future__ import annotations

import pytest

from indexer.models import Document
from indexer.parse import parse_document
from indexer.parsers.lawtext import without_level_word
from tests.layouts import Renderer
from tests.layouts import dutch_worded_labels
from tests.layouts import roundtrip
from tests.layouts import tables
from tests.layouts import worded_labels


@pytest.mark.parametrize(
    ("line", "read"),
    [
        ("Section A – Players’ Use of Information", "A. Players’ Use of Information"),
        ("Part B: Extraneous Information", "B. Extraneous Information"),
        ("Section C", "C."),
        ("Paragraph 1 – A player may use information", "1. A player may use information"),
        ("Paragraph 2 Players may also take account", "2. Players may also take account"),
        ("Subparagraph (b) – it is authorized information", "(b) it is authorized information"),
        ("Item (ii) – appointing a Director", "(ii) appointing a Director"),
        ("  Item (iv): the scores", "  (iv) the scores"),
    ],
)
def test_an_english_level_word_goes_before_its_label(line: str, read: str) -> None:
    assert without_level_word(line, tables().layout["en"]) == read


@pytest.mark.parametrize(
    ("line", "read"),
    [
        ("Lid B – Leider accepteert uitkomst", "B. Leider accepteert uitkomst"),
        ("Sub 1 – De tweede kaart", "1. De tweede kaart"),
        ("Onderdeel (a) – de informatie voortkomt", "(a) de informatie voortkomt"),
        ("Punt (i) – een kaart", "(i) een kaart"),
    ],
)
def test_a_dutch_level_word_goes_before_its_label(line: str, read: str) -> None:
    assert without_level_word(line, tables().layout["nl"]) == read


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("en", "Section headings are not part of the Laws."),
        ("en", "Paragraph 2 of Law 16 says the same."),
        ("en", "Part of the score is adjusted."),
        ("en", "Item is the word for it."),
        ("en", "Item (a) of the list applies."),
        ("nl", "Sub 1 van artikel 16 zegt hetzelfde."),
        ("nl", "Lid van de bond zijn"),
    ],
)
def test_a_sentence_that_opens_with_a_level_word_keeps_it(language: str, line: str) -> None:
    assert without_level_word(line, tables().layout[language]) == line


def test_a_level_word_of_another_language_is_text() -> None:
    assert without_level_word("Lid B – Leider", tables().layout["en"]) == "Lid B – Leider"


def test_siblings_spelled_out_are_read_apart() -> None:
    doc = Document("worded", "Worded", "formal", "en", "2007", "worded.txt")
    text = "\n".join(
        [
            "Law 16 – Authorized and Unauthorized Information",
            "Section A – Players’ Use of Information",
            "Paragraph 1 – A player may use information in the auction or play if:",
            "Subparagraph (a) – it derives from the legal calls and plays of the current board; or",
            "Subparagraph (b) – it is authorized information from a withdrawn action; or",
            "Subparagraph (c) – it is information specified in any law or regulation to be authorized.",
        ]
    )
    ids = {p.id: p.text for p in parse_document(text, doc, tables())}
    assert ids["16A1a"].startswith("it derives")
    assert ids["16A1b"].startswith("it is authorized")
    assert ids["16A1c"].startswith("it is information")


@pytest.mark.parametrize(
    ("doc_id", "kind", "layout", "renderer"),
    [
        ("laws-2007-en", "formal", "worded-labels", worded_labels),
        ("laws-2017-everyday-en", "formal", "worded-labels", worded_labels),
        ("laws-2017-nl", "translation", "lid-sub-labels", dutch_worded_labels),
    ],
)
def test_a_law_text_with_worded_labels_reads_back_whole(
    doc_id: str, kind: str, layout: str, renderer: Renderer
) -> None:
    right, checked, misses = roundtrip(doc_id, kind, layout, renderer)
    assert right == checked, misses
