"""A chat export: each message's date, time and sender go, WhatsApp's bold and italic marks
go, the chat's own lines and the group's replies are furniture, and the poster's messages read
as the text; a text where such prefixes are not unmistakable is left as it is."""

from __future__ import annotations

from pathlib import Path

from indexer.formats import text_to_layout
from indexer.models import Document
from indexer.parse import parse_document
from indexer.sources import load_source
from indexer.sources import page_words
from tests.layouts import tables

IOS = """[13/03/2023, 19:03:21] Messages and calls are end-to-end encrypted.
[13/03/2023, 19:06:42] Mike (TD): *Law 15 – Wrong Board or Hand*
*A. Cards Taken from Wrong Board*
1. The Director _rectifies_ when a player has taken cards from a wrong board.
[13/03/2023, 19:07:02] Sarah: Thanks!
[13/03/2023, 19:07:09] Sarah: <Media omitted>
[13/03/2023, 19:09:13] Mike (TD): *Law 16 – Authorised and Unauthorised Information*
*A. Players' Use of Information*
1. A player may use information from the legal calls and plays.
[13/03/2023, 19:10:00] Mike (TD): This message was deleted
"""


def _read(text: str) -> list[str]:
    return [line for line in text_to_layout(text, page_words()).text.splitlines() if line.strip()]


def test_a_chat_export_reads_as_the_posters_messages_without_prefixes_or_marks() -> None:
    assert _read(IOS) == [
        "Law 15 – Wrong Board or Hand",
        "A. Cards Taken from Wrong Board",
        "1. The Director rectifies when a player has taken cards from a wrong board.",
        "Law 16 – Authorised and Unauthorised Information",
        "A. Players' Use of Information",
        "1. A player may use information from the legal calls and plays.",
    ]


def test_a_chat_export_keeps_its_line_numbers() -> None:
    assert len(text_to_layout(IOS, page_words()).text.splitlines()) == len(IOS.splitlines())


def test_a_chat_exports_laws_parse_with_their_ids(tmp_path: Path) -> None:
    path = tmp_path / "_chat.txt"
    path.write_text(IOS, encoding="utf-8")
    doc = Document("chat", "Group chat", "formal", "en", "2017", "_chat.txt")
    provisions = parse_document(load_source(path).text, doc, tables())
    assert [p.id for p in provisions] == ["15", "15A", "15A1", "16", "16A", "16A1"]


def test_an_android_export_in_dutch_drops_its_system_lines_and_replies() -> None:
    text = "\n".join(
        [
            "13-03-2023 19:03 - Berichten en oproepen zijn end-to-end versleuteld. Tik voor meer informatie.",
            "13-03-2023 19:06 - Jan Bakker: *Artikel 41 – Het begin van het spelen*",
            "*A. Gedekte openingsuitkomst*",
            "Na een bieding die door drie passen wordt gevolgd, komt de speler uit.",
            "13-03-2023 19:09 - Marja: <Media weggelaten>",
            "13-03-2023 19:10 - Kees: Dank je!",
            "13-03-2023 19:12 - Jan Bakker: *B. Bekijken van de gedekte uitkomst*",
            "De partner van de uitkomende speler mag de uitkomst niet bekijken.",
        ]
    )
    assert _read(text) == [
        "Artikel 41 – Het begin van het spelen",
        "A. Gedekte openingsuitkomst",
        "Na een bieding die door drie passen wordt gevolgd, komt de speler uit.",
        "B. Bekijken van de gedekte uitkomst",
        "De partner van de uitkomende speler mag de uitkomst niet bekijken.",
    ]


def test_a_text_that_quotes_a_few_dated_lines_is_no_chat_export() -> None:
    text = "\n".join(
        [
            "Law 16 – Authorised Information",
            "13-03-2023 19:06 - Jan: the hesitation was clear",
            "13-03-2023 19:07 - Kees: *no* it was not",
            "13-03-2023 19:08 - Jan: ask the Director",
        ]
    )
    assert _read(text) == text.splitlines()


def test_a_footnote_star_is_no_bold_mark() -> None:
    text = "[13/03/2023, 19:06:42] Mike: *Law 6 – The Deal*\n" * 3 + "from a sorted deck* or a deal *\n"
    assert _read(text)[-1] == "from a sorted deck* or a deal *"


def test_a_reply_followed_by_a_blank_line_is_still_a_reply() -> None:
    text = IOS.replace("Sarah: Thanks!\n", "Sarah: Thanks!\n\n")
    assert "Thanks!" not in _read(text)
