"""A screen reader's saved speech (NVDA's or JAWS's speech viewer) reads as the page it read:
the heading levels it speaks before each heading go, and the lines it speaks of the page
itself (lists, tables, landmarks, links) are furniture, left out and reported, in English and
in Dutch. A text where such a prefix is not unmistakable keeps every line.
"""

from __future__ import annotations

from indexer.formats import text_to_layout
from indexer.sources import page_words
from tests.test_source_cleaning import parse_text

SPEECH_EN = """\
banner landmark
link, Home
navigation landmark
visited link, Laws
main landmark
Heading level 1: The Laws of Duplicate Bridge
Heading level 2: Law 16 Authorised and Unauthorised Information
Heading level 3: A. Players' Use of Information
list with 2 items
1. A player may use information in the auction or play if it derives from the legal calls.
2. A player may also take into account his estimate of his own score.
out of list
Heading level 3: B. Extraneous Information from Partner
list with 1 item
1. After a player makes available to his partner extraneous information:
list with 2 items, nesting level 1
(a) the partner may not choose a call suggested over another;
(b) a logical alternative is an action that some would consider.
out of list
out of list
content info landmark
"""

SPEECH_NL = """\
banner oriëntatiepunt
link, Home
navigatie oriëntatiepunt
hoofd oriëntatiepunt
Kop niveau 1: Spelregels voor Wedstrijdbridge
Kop niveau 2: Artikel 54 Voor de beurt uitkomen met de beeldzijde naar boven
Kop niveau 3: A. Leider legt zijn hand open
Na een uitkomst voor de beurt met de beeldzijde naar boven mag de leider zijn hand openleggen.
Kop niveau 3: B. Leider accepteert uitkomst
lijst met 2 items
1. De tweede kaart in de slag wordt uit de hand van de leider gespeeld.
2. Als de leider de tweede kaart in de slag uit de blinde speelt, wordt hij leider.
buiten lijst
"""


def test_spoken_heading_levels_go_and_the_headings_stay() -> None:
    layout = text_to_layout(SPEECH_EN, page_words())
    lines = layout.text.splitlines()
    assert lines[6] == "Law 16 Authorised and Unauthorised Information"
    assert lines[7] == "A. Players' Use of Information"
    assert len(lines) == len(SPEECH_EN.splitlines())  # line n stays line n


def test_the_lines_a_screen_reader_speaks_of_the_page_are_furniture_and_reported() -> None:
    layout = text_to_layout(SPEECH_EN, page_words())
    kept = [line for line in layout.text.splitlines() if line]
    assert not any("landmark" in line or "list" in line or line.startswith("link") for line in kept)
    assert any("left out" in message and "out of list" in message for _, message in layout.notices)


def test_an_english_speech_reads_its_law_sections_and_items() -> None:
    provisions, _ = parse_text(text_to_layout(SPEECH_EN, page_words()).text, edition="2017")
    assert list(provisions) == ["16", "16A", "16A1", "16A2", "16B", "16B1", "16B1a", "16B1b"]
    assert provisions["16B1b"].text == "a logical alternative is an action that some would consider."


def test_a_dutch_speech_reads_its_article_sections_and_items() -> None:
    text = text_to_layout(SPEECH_NL, page_words()).text
    provisions, _ = parse_text(text, kind="translation", language="nl", edition="2017")
    assert list(provisions) == ["54", "54A", "54B", "54B1", "54B2"]
    assert provisions["54B"].heading == "Leider accepteert uitkomst"
    assert "buiten lijst" not in provisions["54B2"].text


def test_a_text_naming_a_heading_level_once_keeps_every_line() -> None:
    text = "Law 16 Authorised Information\nHeading level 2: the term the web page uses.\nlink, Home\n"
    assert text_to_layout(text, page_words()).text == text
