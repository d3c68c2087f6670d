"""A mailing list's digest: each message's header block, greeting, sign-off and signature are
furniture, the list's topics and footer too, and a law named only in a message's Subject heads
that message's text."""

from __future__ import annotations

import time
from pathlib import Path

from indexer.formats import text_to_layout
from indexer.models import Document
from indexer.parse import parse_document
from indexer.sources import load_source
from indexer.sources import page_words
from tests.layouts import tables

DIGEST = """Send TD-list mailing list submissions to
\ttd-list@lists.example.org

Today's Topics:

   1. Law 15 - Wrong Board or Hand (Mike)
   2. Law 16 - Authorised and Unauthorised Information (Mike)


----------------------------------------------------------------------

Message: 1
Date: Mon, 13 Mar 2023 19:01:05 +0100
From: Mike <mike@example.org>
Subject: [TD-list] Law 15 - Wrong Board or Hand
Message-ID: <1@example.org>

Hi all,

Next one in the series.

Law 15 - Wrong Board or Hand

A. Cards Taken from Wrong Board
1. The Director rectifies when a player has taken cards from a wrong board.

Regards,
Mike

--
Mike Walsh
Club TD

------------------------------

Message: 2
Date: Mon, 13 Mar 2023 19:02:05 +0100
From: Mike <mike@example.org>
Subject: Re: [TD-list] Law 16 - Authorised and Unauthorised Information

Hi all,

Next one in the series.

A. Players' Use of Information
1. A player may use information from the legal calls and plays.

--
Mike Walsh
Club TD

------------------------------

Subject: Digest Footer

_______________________________________________
TD-list mailing list

------------------------------

End of TD-list Digest, Vol 12, Issue 3
**************************************
"""


def _read(text: str) -> list[str]:
    return [line for line in text_to_layout(text, page_words()).text.splitlines() if line.strip()]


def test_a_digests_messages_read_as_their_laws_without_headers_greetings_or_signatures() -> None:
    assert _read(DIGEST) == [
        "Law 15 - Wrong Board or Hand",
        "A. Cards Taken from Wrong Board",
        "1. The Director rectifies when a player has taken cards from a wrong board.",
        "Law 16 - Authorised and Unauthorised Information",
        "A. Players' Use of Information",
        "1. A player may use information from the legal calls and plays.",
    ]


def test_a_law_named_only_in_the_subject_heads_its_message(tmp_path: Path) -> None:
    path = tmp_path / "digest.txt"
    path.write_text(DIGEST, encoding="utf-8")
    doc = Document("digest", "TD-list digest", "formal", "en", "2017", "digest.txt")
    provisions = parse_document(load_source(path).text, doc, tables())
    texts = {p.id: p.text for p in provisions}
    assert [p.id for p in provisions] == ["15", "15A", "15A1", "16", "16A", "16A1"]
    assert texts["16A1"] == "A player may use information from the legal calls and plays."
    assert texts["15A1"] == "The Director rectifies when a player has taken cards from a wrong board."


def test_a_dutch_digest_reads_its_onderwerp_as_the_article() -> None:
    text = "\n".join(
        [
            "Onderwerpen van vandaag:",
            "   1. Artikel 41 (Jan)",
            "",
            "Van: Jan <jan@example.nl>",
            "Datum: 13 maart 2023",
            "Onderwerp: Antw: [TD-lijst] Artikel 41 - Het begin van het spelen",
            "",
            "Beste allemaal,",
            "",
            "A. Gedekte openingsuitkomst",
            "Na een bieding die door drie passen wordt gevolgd, komt de speler uit.",
            "",
            "Groeten,",
            "Jan",
            "",
            "Van: Jan <jan@example.nl>",
            "Datum: 14 maart 2023",
            "Onderwerp: [TD-lijst] Artikel 42 - Rechten van de blinde",
            "",
            "Artikel 42 - Rechten van de blinde",
            "A. Absolute rechten",
        ]
    )
    assert _read(text) == [
        "Artikel 41 - Het begin van het spelen",
        "A. Gedekte openingsuitkomst",
        "Na een bieding die door drie passen wordt gevolgd, komt de speler uit.",
        "Artikel 42 - Rechten van de blinde",
        "A. Absolute rechten",
    ]


def test_a_digest_keeps_its_line_numbers() -> None:
    assert len(text_to_layout(DIGEST, page_words()).text.splitlines()) == len(DIGEST.splitlines())


def test_a_single_emails_headers_are_no_digest() -> None:
    text = "From: Mike\nSubject: Law 16 - Authorised Information\n\nHi all,\n\nLaw 16 applies here.\n"
    assert _read(text) == ["Hi all,", "Law 16 applies here."]


def test_a_hostile_digest_of_many_messages_reads_quickly() -> None:
    message = "From: x\nSubject: Law 1 - y\n\nHi all,\n\nText.\n\n--\nx\n\n"
    started = time.monotonic()
    layout = text_to_layout(message * 5000, page_words())
    assert time.monotonic() - started < 10
    assert layout.text.count("Law 1 - y") == 5000
