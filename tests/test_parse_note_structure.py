"""How a club note's own structure is read: a numbered outline, its title, its masthead, and
headings of one level written as titles and as questions."""

from __future__ import annotations

import tomllib
from pathlib import Path

from flask import Flask

from app import create_app
from indexer.models import Document
from indexer.models import Provision
from indexer.parsers import commentary
from indexer.tables import Tables

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
LAYOUT = tomllib.loads((CORPUS / "data" / "layout.toml").read_text(encoding="utf-8"))
CITATION_WORDS = tomllib.loads((CORPUS / "data" / "citations.toml").read_text(encoding="utf-8"))
TABLES = Tables(skeletons={}, titles={}, layout=LAYOUT, citation_words=CITATION_WORDS)

HANDOUT = """ALDERBROOK BRIDGE CLUB
Director's handout: claims, concessions and the end of play

1. Claims

1.1 What a claim is
Showing your cards is a claim too (Law 68A). Play stops as soon as a claim is made (Law 68D).

1.2 What you must say
The claimer should at once state the order in which he will play his cards (Law 68C).

2. Concessions

2.1 Agreeing to a claim
Agreement to a claim may be withdrawn if the player agreed to lose a trick his side had won (Law 69B).
"""

NEWSLETTER = """Tring Bridge Club Newsletter

From the Director's Chair: insufficient bids

Insufficient bids happen to all of us. Call the director.

Can the opponents accept it?

Yes. Your left-hand opponent may accept the insufficient bid (Law 27A1).

Correcting to the same suit

The easy case is Law 27B1(a): the auction goes on with no further penalty.

Other corrections

Anything else and your partner must pass at every turn (Law 27B2).
"""


def parsed(text: str, language: str = "en") -> list[Provision]:
    doc = Document("notes-test", "Test notes", "commentary", language, None, "test.txt")
    return commentary.parse(text, doc, TABLES)


def test_a_numbered_outline_gives_sections_and_their_sub_sections_named_by_their_numbers() -> None:
    assert [(p.id, p.parent, p.heading) for p in parsed(HANDOUT)[1:]] == [
        ("section-1", None, "1. Claims"),
        ("section-1/1-1", "section-1", "1.1 What a claim is"),
        ("section-1/1-2", "section-1", "1.2 What you must say"),
        ("section-2", None, "2. Concessions"),
        ("section-2/2-1", "section-2", "2.1 Agreeing to a claim"),
    ]


def test_a_sub_section_is_about_the_laws_its_own_text_cites() -> None:
    about = {p.id: p.about for p in parsed(HANDOUT)}
    assert about["section-1/1-1"] == ("68A", "68D")
    assert about["section-1/1-2"] == ("68C",)
    assert about["section-2/2-1"] == ("69B",)


def test_numbers_standing_alone_without_sub_levels_are_still_questions() -> None:
    text = "Claims (Law 70)\n\n1. Who may claim?\n\nDeclarer.\n\n2. Can a defender claim?\n\nYes."
    assert [p.id for p in parsed(text)] == ["claims", "claims/q1", "claims/q2"]


def test_a_masthead_with_the_title_under_it_is_no_section_and_the_title_heads_the_introduction() -> None:
    intro = parsed(HANDOUT)[0]
    assert (intro.id, intro.heading, intro.text) == (
        "introduction",
        "Director's handout: claims, concessions and the end of play",
        "ALDERBROOK BRIDGE CLUB",
    )
    assert intro.lines == (1, 2)


def test_a_title_on_the_first_line_heads_the_introduction_rather_than_being_its_text() -> None:
    text = "Notes on claims\n\nWhen you claim, say how you will play (Law 68C).\n\nRevokes\n\nSee Law 63A1."
    intro, revokes = parsed(text)
    assert (intro.id, intro.heading, intro.text) == (
        "introduction",
        "Notes on claims",
        "When you claim, say how you will play (Law 68C).",
    )
    assert intro.lines == (1, 3) and intro.about == ("68C",)
    assert (revokes.id, revokes.heading) == ("revokes", "Revokes")


def test_a_dutch_title_on_the_first_line_heads_the_introduction() -> None:
    (intro,) = parsed("Spelregels over claims\n\nWie claimt, zegt hoe hij verder speelt (artikel 68C).", "nl")
    assert (intro.heading, intro.text) == (
        "Spelregels over claims",
        "Wie claimt, zegt hoe hij verder speelt (artikel 68C).",
    )


def test_a_first_line_with_a_heading_straight_after_it_stays_the_introductions_text() -> None:
    intro, law = parsed("Willetton Bridge Club\n\nLaw 42:\n\nDummy may not call the director.")
    assert (intro.heading, intro.text) == ("", "Willetton Bridge Club")
    assert law.id == "law-42"


def test_titles_and_questions_standing_alone_as_one_level_are_read_alike() -> None:
    provisions = parsed(NEWSLETTER)
    assert [(p.id, p.parent) for p in provisions[1:]] == [
        ("from-directors-chair-insufficient-bids", None),
        ("can-opponents-accept-it", None),
        ("correcting-to-same-suit", None),
        ("other-corrections", None),
    ]
    assert provisions[2].about == ("27A1",)


def test_questions_standing_alone_under_their_section_stay_its_questions() -> None:
    text = "Claims (Law 70)\n\nWho may claim?\n\nDeclarer.\n\nCan a defender claim?\n\nYes, rarely."
    assert [(p.id, p.parent) for p in parsed(text)] == [
        ("claims", None),
        ("claims/q1", "claims"),
        ("claims/q2", "claims"),
    ]


def test_check_text_prints_one_row_per_provision_whatever_line_breaks_it_holds(tmp_path: Path) -> None:
    note = tmp_path / "faq.txt"
    note.write_text(
        "Our notes\nfor members.\n\nThey follow the Laws.\n\nRevokes\n\nSee Law 64.\n", encoding="utf-8"
    )
    app: Flask = create_app({"CORPUS_DIR": str(CORPUS), "ARTIFACTS_DIR": str(tmp_path / "artifacts")})

    result = app.test_cli_runner().invoke(
        args=["check-text", str(note), "--kind", "commentary", "--language", "en"]
    )

    assert result.exit_code == 0, result.output
    rows = result.output.splitlines()[result.output.splitlines().index("provisions:") + 2 :]
    assert [row.split(None, 3)[1:] for row in rows] == [
        ["introduction", "printed", "Our notes for members. They follow the Laws."],
        ["revokes", "printed", "Revokes"],
    ]
