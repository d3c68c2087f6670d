"""Club notes written as a letter or an email: a note that is one text is shown by its name, and
the sign-off at its end ("Regards," and the writer's name) is furniture, dropped and reported."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from indexer.models import Document
from indexer.models import Provision
from indexer.parsers import commentary
from indexer.tables import Tables
from tests.cli_helpers import check_text

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
LAYOUT = tomllib.loads((CORPUS / "data" / "layout.toml").read_text(encoding="utf-8"))
CITATION_WORDS = tomllib.loads((CORPUS / "data" / "citations.toml").read_text(encoding="utf-8"))
TABLES = Tables(skeletons={}, titles={}, layout=LAYOUT, citation_words=CITATION_WORDS)

EMAIL = """From: Peter Hollis <director@example.org>
To: members@example.org
Subject: Re: Tuesday's ruling on board 17
Date: Wed, 20 Mar 2024 09:14:52 +0000

Dear all,

North paused over East's 2S, then passed. The relevant Law is 16B1, so I adjusted the score
(Law 16B3). The two sides' scores need not balance (Law 12C1(e)).

Regards,
Peter

--
Peter Hollis
Sent from my iPhone
"""


def parsed(text: str, language: str = "en", title: str = "Oakfield: a ruling") -> list[Provision]:
    doc = Document("notes-test", title, "commentary", language, None, "test.txt")
    return commentary.parse(text, doc, TABLES)


def test_a_note_with_no_heading_is_headed_by_the_documents_title() -> None:
    (note,) = parsed("Dear all,\n\nNorth paused, then passed (Law 16B1).\n")
    assert (note.id, note.heading) == ("introduction", "Oakfield: a ruling")


def test_a_note_with_headings_keeps_an_introduction_without_one() -> None:
    intro, claims = parsed("While we all try, mishaps occur.\n\nClaims (Law 70)\n\nText.")
    assert (intro.heading, claims.id) == ("", "claims")


@pytest.mark.parametrize(
    ("closing", "name", "language"),
    [("Regards,", "Peter", "en"), ("Kind regards", "Peter Hollis", "en"), ("Groeten,", "Jan", "nl"),
     ("Met vriendelijke groet,", "Jan de Vries", "nl")],
)  # fmt: skip
def test_a_sign_off_at_the_end_is_no_text(closing: str, name: str, language: str) -> None:
    (note,) = parsed(f"Hallo,\n\nSee Law 16B1 (artikel 16B1).\n\n{closing}\n{name}\n", language)
    assert note.text == "Hallo,\n\nSee Law 16B1 (artikel 16B1)."
    assert note.lines == (1, 3)


@pytest.mark.parametrize(
    "ending",
    [
        pytest.param("Regards,\nPeter\n\nP.S. See Law 92 on appeals.", id="text-after-it"),
        pytest.param("John Smith", id="a-name-alone"),
        pytest.param("Thanks to everyone\nwho came on Tuesday", id="no-closing-word-alone"),
        pytest.param("Regards,\nsee you all on Tuesday.", id="a-sentence-under-it"),
    ],
)
def test_what_is_no_sign_off_stays_text(ending: str) -> None:
    (note,) = parsed(f"Hallo,\n\nSee Law 16B1.\n\n{ending}\n")
    assert note.text.endswith(ending.splitlines()[-1])


def test_the_closing_words_are_the_languages_own() -> None:
    (note,) = parsed("Hallo,\n\nZie artikel 16B1.\n\nRegards,\nPeter\n", "nl")
    assert note.text.endswith("Regards, Peter")  # a Dutch note's closing words are Dutch


def test_check_text_reports_the_sign_off_left_out_of_an_email(tmp_path: Path) -> None:
    lines = check_text(tmp_path, "ruling.txt", EMAIL, "en")

    assert "  lines 11-12: in no provision (left out): 'Regards,; Peter'" in lines
    assert "  line 14: signature left out: '--; Peter Hollis; Sent from my iPhone'" in lines
    (row,) = lines[lines.index("provisions:") + 2 :]
    assert row.split(None, 3)[1:] == ["introduction", "printed", "ruling"]
