"""Law texts printed in forms the bundled texts do not use: each rule that reads one, checked
on a short text written from the bundled corpus."""

from __future__ import annotations

import pytest

from indexer.parsers.headings import title_key
from tests.layouts import Renderer
from tests.layouts import bundled
from tests.layouts import heading_at_page_foot
from tests.layouts import html_definition_list
from tests.layouts import label_own_line
from tests.layouts import number_then_title
from tests.layouts import tables
from tests.layouts import wrapped_headings
from tests.test_parse_laws import parse_text


def _by_id(text: str, edition: str = "2007") -> dict:
    provisions, _ = parse_text(text, edition=edition)
    return {p.id: p for p in provisions}


def test_a_citation_wrapped_to_a_line_start_is_no_law_heading() -> None:
    by_id = _by_id(
        "\n".join(
            [
                "Law 85 – Rulings on Disputed Facts",
                "",
                "A. Director’s Assessment",
                "1. The Director is required to base their finding of facts on the balance of probabilities.",
                "2. Once satisfied the facts are established, the Director applies",
                "Law 84.",
                "B. Facts Not Determined",
                "If the Director can’t establish the facts satisfactorily, they make whatever ruling lets "
                "play continue.",
            ]
        ),
        edition="2017",
    )
    assert list(by_id) == ["85", "85A", "85A1", "85A2", "85B"]
    assert by_id["85A2"].text.endswith("the Director applies Law 84.")
    assert by_id["85B"].heading == "Facts Not Determined"


def test_a_citation_ending_a_definition_on_its_own_line_stays_in_the_definition() -> None:
    by_id = _by_id(
        "\n".join(
            [
                "DEFINITIONS",
                "Penalty — penalties are of two kinds: disciplinary — those applied for the maintenance",
                "of courtesy and good order (see",
                "Law 91), and procedural — penalties awarded in cases of procedural irregularities.",
                "Penalty card — a card subject to disposition under",
                "Law 50.",
                "Play period — commences when the opening lead on a board is faced.",
                "",
                "LAW 1 - THE PACK - RANK OF CARDS AND SUITS",
                "",
                "Duplicate bridge is played with a pack of 52 cards.",
            ]
        )
    )
    assert by_id["definitions/penalty"].text.endswith(
        "(see Law 91), and procedural — penalties awarded in cases of procedural irregularities."
    )
    assert by_id["definitions/penalty-card"].text == "a card subject to disposition under Law 50."
    assert by_id["definitions/play-period"].text.startswith("commences when the opening lead")
    assert "50" not in by_id


def test_a_citation_sentence_naming_an_earlier_law_is_kept_as_text() -> None:
    provisions, warnings = parse_text(
        "\n".join(
            [
                "Law 84 – Rulings on Agreed Facts",
                "",
                "When the Director is called to rule on a point of law or regulation in which the facts "
                "are agreed, he rules as follows.",
                "",
                "Law 85 – Rulings on Disputed Facts",
                "",
                "A. Director’s Assessment",
                "2. Once satisfied the facts are established, the Director rules as in:",
                "Law 84.",
            ]
        ),
        edition="2017",
    )
    by_id = {p.id: p for p in provisions}
    assert by_id["85A2"].text.endswith("Law 84.")
    assert list(by_id) == ["84", "85", "85A", "85A2"]
    assert not any("repeated" in w.message for w in warnings)


def test_a_law_heading_numbered_in_roman_numerals_is_read() -> None:
    by_id = _by_id(
        "\n".join(
            [
                "LAW II – The Duplicate Boards",
                "",
                "A duplicate board containing a pack is provided for each deal to be played during a",
                "session.",
                "",
                "Law III",
                "",
                "Four players play at each table, and tables are numbered in a sequence established by the "
                "Director.",
                "",
                "LAW XVI – Authorized and Unauthorized Information",
                "",
                "A. Players’ Use of Information",
                "1. A player may use information in the auction or play if:",
            ]
        )
    )
    assert list(by_id) == ["2", "3", "16", "16A", "16A1"]
    assert by_id["2"].text.startswith("A duplicate board containing a pack")
    assert by_id["3"].text.startswith("Four players play at each table")
    assert by_id["16"].heading == "Authorized and Unauthorized Information"
    assert by_id["16"].id_source == "printed"


def test_a_title_printed_below_a_bare_law_number_is_the_heading_not_text() -> None:
    by_id = _by_id(
        "\n".join(
            [
                "LAW 3",
                "",
                "Arrangement of Tables",
                "",
                "Four players play at each table, and tables are numbered in a sequence established by the "
                "Director.",
                "",
                "LAW 5",
                "",
                "ASSIGNMENT OF SEATS",
                "",
                "A. Initial Position",
                "The Director assigns an initial position to each contestant (individual, pair or team) at "
                "the start of a session.",
            ]
        )
    )
    assert list(by_id) == ["3", "5", "5A"]
    assert by_id["3"].heading == "Arrangement of Tables"
    assert by_id["3"].text.startswith("Four players play at each table")
    assert by_id["5"].heading == "Assignment of Seats"
    assert by_id["5"].text == ""
    assert by_id["5A"].text.startswith("The Director assigns an initial position")


def test_a_law_heading_at_a_page_s_foot_takes_its_title_from_the_next_page() -> None:
    by_id = _by_id(
        "\n".join(
            [
                "LAW 67",
                "",
                "24",
                "\fDEFECTIVE TRICK",
                "",
                "A. Before Both Sides Play to Next Trick",
                "Before an offender has played to the next trick, a defective trick may be corrected.",
                "",
                "LAW 68",
                "",
                "25",
                "\fCLAIM OR CONCESSION OF TRICKS",
                "",
                "For a claim or concession to occur, play must be suspended.",
            ]
        ),
        edition="2017",
    )
    assert list(by_id) == ["67", "67A", "68"]
    assert by_id["67"].heading == "Defective Trick"
    assert by_id["67A"].text.startswith("Before an offender has played to the next trick")
    assert by_id["67A"].id_source == "printed"
    assert by_id["68"].heading == "Claim or Concession of Tricks"
    assert by_id["68"].text == "For a claim or concession to occur, play must be suspended."


def test_no_law_of_a_text_with_its_headings_at_pages_feet_keeps_its_title_as_text() -> None:
    for doc_id in ("laws-2007-en", "skeleton-2017"):
        doc, provisions = bundled(doc_id)
        titles = {law: tables().title(doc.edition, law) for law in {p.law for p in provisions if p.law}}
        parsed, _ = parse_text(heading_at_page_foot(list(provisions), titles), edition=doc.edition or "")
        laws = [p for p in parsed if p.law and p.id == str(p.law)]
        kept = [p.id for p in laws if not p.heading or title_key(p.text).startswith(title_key(p.heading))]
        assert kept == [], doc_id


def test_no_law_of_a_text_printing_titles_below_bare_numbers_keeps_its_title_as_text() -> None:
    doc, provisions = bundled("laws-2007-en")
    titles = {law: tables().title(doc.edition, law) for law in {p.law for p in provisions if p.law}}
    parsed, _ = parse_text(number_then_title(list(provisions), titles))
    laws = [p for p in parsed if p.law and p.id == str(p.law)]
    assert len(laws) == 16
    assert [p.id for p in laws if p.heading and p.text.startswith(p.heading)] == []


def test_a_law_title_or_section_heading_wrapped_onto_a_line_opening_with_a_small_word_is_joined() -> None:
    by_id = _by_id(
        "\n".join(
            [
                "Law 9 – Procedure Following",
                "an Irregularity",
                "",
                "A. Drawing Attention to an Irregularity",
                "1. Unless prohibited by Law, any player may draw attention to an irregularity during the "
                "auction period, whether or not it is his turn to call.",
                "",
                "Law 6 – The Shuffle and Deal",
                "",
                "D. New Shuffle",
                "and Re-deal",
                "1. If it is ascertained before the auction first begins on a board that the cards have been "
                "incorrectly dealt, there shall be a re-deal.",
            ]
        )
    )
    assert by_id["9"].heading == "Procedure Following an Irregularity"
    assert by_id["9"].text == ""
    assert by_id["6D"].heading == "New Shuffle and Re-deal"
    assert by_id["6D"].text == ""


def _heading_misses(doc_id: str, render: Renderer) -> list[str]:
    """The laws and sections whose heading does not come back from ``render``'s text."""
    doc, provisions = bundled(doc_id)
    titles = {law: tables().title(doc.edition, law) for law in {p.law for p in provisions if p.law}}
    parsed, _ = parse_text(render(list(provisions), titles), edition=doc.edition or "")
    back = {p.id: p.heading for p in parsed}
    wanted = {p.id: titles.get(p.law or 0) if p.id == str(p.law) else p.heading for p in provisions}
    return [
        pid
        for pid, heading in wanted.items()
        if heading
        and len(pid) <= 3
        and pid[:1].isdigit()
        and title_key(back.get(pid, "")) != title_key(heading)
    ]


def test_every_heading_a_narrow_column_wraps_comes_back_whole() -> None:
    for doc_id in ("laws-2007-en", "laws-2017-everyday-en", "skeleton-2017"):
        assert _heading_misses(doc_id, wrapped_headings) == [], doc_id


def test_a_wrapped_first_line_of_a_section_without_a_heading_stays_its_text() -> None:
    by_id = _by_id(
        "\n".join(
            [
                "Law 89 – Illicit Information",
                "",
                "B. A player who breaks A is subject to the",
                "sanctions for reprehensible conduct set out in the relevant disciplinary code.",
                "C. Statistical or probabilistic analysis may be used to establish or support a charge",
                "that a player has broken A.",
                "",
                "Law 78 – Methods of Scoring",
                "",
                "D. Conditions of contest may specify other scoring methods",
                "(e.g. Butler, Cross-IMPs) for a contest; they are set out by the Tournament Organizer.",
            ]
        ),
        edition="2017",
    )
    assert by_id["89B"].heading == ""
    assert by_id["89B"].text.startswith("A player who breaks A is subject to the sanctions for")
    assert by_id["89C"].text.startswith("Statistical or probabilistic analysis")
    assert by_id["78D"].heading == ""
    assert by_id["78D"].text.startswith("Conditions of contest may specify other scoring methods (e.g.")


def test_a_section_heading_cut_at_a_small_word_goes_back_to_the_text() -> None:
    by_id = _by_id(
        "\n".join(
            [
                "Law 14 – Missing Card",
                "",
                "B. When one or more hand(s) is/are found to",
                "contain fewer than 13 cards, with no hand having more than 13, the Director makes a "
                "search for any missing card, and:",
                "1. if the card is found among the played cards, Law 67 applies.",
            ]
        )
    )
    assert by_id["14B"].heading == ""
    assert by_id["14B"].text.startswith("When one or more hand(s) is/are found to contain fewer")


def test_a_label_alone_on_its_line_takes_the_heading_and_text_printed_under_it() -> None:
    by_id = _by_id(
        "\n".join(
            [
                "LAW 13 – INCORRECT NUMBER OF CARDS",
                "",
                "A.",
                "Director Deems",
                "When the Director determines that one or more hands of the board contained an incorrect",
                "number of cards and a player with an incorrect hand has made a call, the deal may be so",
                "played with no change of call.",
                "B.",
                "Adjusted Score and Possible Penalty",
                "Otherwise when a call has been made the Director shall award an adjusted score and may",
                "penalize an offender.",
                "D.",
                "No Call Made",
                "If a player is found to have an incorrect number of cards and no call has been made on",
                "his hand:",
                "2.",
                "When the Director determines that one or more pockets of the board contained an",
                "incorrect number of cards, if the Director deems:",
                "(a)",
                "that the unauthorized information is unlikely to interfere with normal bidding or play,",
                "the Director allows the board to be played and scored.",
            ]
        )
    )
    assert list(by_id) == ["13", "13A", "13B", "13D", "13D2", "13D2a"]
    assert by_id["13A"].heading == "Director Deems"
    assert by_id["13A"].text.startswith("When the Director determines")
    assert by_id["13B"].heading == "Adjusted Score and Possible Penalty"
    assert by_id["13B"].text.startswith("Otherwise when a call")
    assert by_id["13D2"].text.startswith("When the Director determines that one or more pockets")
    assert by_id["13D2a"].text.startswith("that the unauthorized information is unlikely")


def test_a_translation_s_item_label_alone_on_its_line_keeps_its_own_number() -> None:
    provisions, _ = parse_text(
        "\n".join(
            [
                "Artikel 16",
                "",
                "Geoorloofde en ongeoorloofde informatie",
                "",
                "Gebruik van informatie door de spelers",
                "",
                "Een speler mag informatie bij het bieden of spelen gebruiken als:",
                "1.",
                "de informatie voortkomt uit het reglementaire bieden en spelen van het betreffende bord; of",
                "2.",
                "het geoorloofde informatie is uit een ingetrokken handeling (zie C); of",
            ]
        ),
        kind="translation",
        language="nl",
        edition="2017",
    )
    texts = {p.id: p.text for p in provisions}
    assert texts["16A1a"].startswith("de informatie voortkomt")
    assert texts["16A1b"].startswith("het geoorloofde informatie")
    assert "16A1c" not in texts


def test_every_label_a_two_column_copy_or_a_definition_list_prints_alone_comes_back() -> None:
    for render in (label_own_line, html_definition_list):
        for doc_id in ("laws-2007-en", "laws-2017-everyday-en"):
            assert _heading_misses(doc_id, render) == [], (render.__name__, doc_id)


def test_the_text_under_a_section_heading_the_skeleton_gives_no_text_is_its_first_paragraph() -> None:
    by_id = _by_id(
        "\n".join(
            [
                "Law 7 – Control of Board and Cards",
                "",
                "B. Removal of Cards from Board",
                "Each player takes a hand from the pocket corresponding to his compass position.",
                "Each player counts his cards face down to be sure he has exactly thirteen.",
                "During play each player retains possession of his own cards.",
                "C. Returning Cards to Board",
                "After play has finished, each player should shuffle his original thirteen cards.",
                "",
                "Law 8 – Sequence of Rounds",
            ]
        )
    )
    assert [pid for pid in by_id if pid.startswith("7")] == ["7", "7B", "7B1", "7B2", "7B3", "7C"]
    assert by_id["7B"].heading == "Removal of Cards from Board"
    assert by_id["7B"].text == ""
    assert by_id["7B1"].text.startswith("Each player takes a hand")
    assert by_id["7B3"].text.startswith("During play each player")
    assert by_id["7C"].text.startswith("After play has finished")


def test_a_list_whose_numbers_were_lost_keeps_one_item_per_paragraph() -> None:
    by_id = _by_id(
        "\n".join(
            [
                "Law 16 – Authorized and Unauthorized Information",
                "",
                "Players’ Use of Information",
                "",
                "A player may use information in the auction or play if:",
                "",
                "it derives from the legal calls and plays of the current board; or",
                "",
                "it is authorized information from a withdrawn action (see D); or",
                "",
                "it is information specified in any law or regulation to be authorized; or",
                "",
                "it is information that the player possessed before he took his hand from the board.",
                "",
                "Players may also take account of their estimate of their own score.",
                "",
                "Law 17 – The Auction Period",
            ]
        )
    )
    assert by_id["16A1"].text == "A player may use information in the auction or play if:"
    assert by_id["16A1a"].text.startswith("it derives from")
    assert by_id["16A1b"].text.startswith("it is authorized information")
    assert by_id["16A1c"].text.startswith("it is information specified")
    assert by_id["16A1d"].text.startswith("it is information that the player")
    assert by_id["16A2"].text.startswith("Players may also")


def test_a_footnote_between_two_paragraphs_neither_joins_nor_splits_them() -> None:
    by_id = _by_id(
        "\n".join(
            [
                "Law 6 – The Shuffle and Deal",
                "",
                "New Shuffle and Re-deal",
                "",
                "If it is ascertained before the auction first begins on a board that the cards have been "
                "incorrectly dealt there shall be a new shuffle and deal.",
                "",
                "Unless the purpose of the tournament is the replay of past deals no result may stand if the "
                "cards are dealt without shuffle from a sorted deck*.",
                "",
                "* A ‘sorted deck’ is a pack of cards not randomized from its prior condition.",
                "",
                "Subject to Law 22A, there must be a new shuffle and a redeal when required by the Director.",
                "",
                "Law 7 – Control of Board and Cards",
            ]
        )
    )
    assert by_id["6D1"].text.startswith("If it is ascertained")
    assert by_id["6D1"].text.endswith("new shuffle and deal.")
    assert by_id["6D2"].text.startswith("Unless the purpose")
    assert by_id["6D2"].text.endswith("from its prior condition.")
    assert by_id["6D3"].text.startswith("Subject to Law 22A")


def test_bracketed_section_and_paragraph_labels_are_read_by_their_case_and_level() -> None:
    by_id = _by_id(
        "\n".join(
            [
                "Law 6 – The Shuffle and Deal",
                "",
                "(C) Representation of Both Pairs",
                "A member of each side should be present during the shuffle and deal unless the Director "
                "instructs otherwise.",
                "(D) New Shuffle and Re-deal",
                "(1) If it is ascertained before the auction first begins on a board that the cards have "
                "been incorrectly dealt there shall be a new shuffle and deal.",
                "(2) Unless the purpose of the tournament is the replay of past deals no result may stand.",
                "",
                "Law 12 – Director’s Discretionary Powers",
                "",
                "(C) Awarding an Adjusted Score",
                "(1) (a) When after an irregularity the Director is empowered to adjust a score he does so.",
                "(b) Such an adjustment may be awarded in place of a score obtained in play.",
            ]
        )
    )
    assert list(by_id) == ["6", "6C", "6D", "6D1", "6D2", "12", "12C", "12C1", "12C1a", "12C1b"]
    assert by_id["6D"].heading == "New Shuffle and Re-deal"
    assert by_id["6D1"].text.startswith("If it is ascertained")
    assert by_id["12C1a"].text.startswith("When after an irregularity")


@pytest.mark.parametrize(
    ("section", "container", "item", "roman", "paragraph"),
    [
        ("12.C", "12.C.1 12.C.1.a", "12.C.1.e", "12.C.1.e.i", "14.B.4"),
        ("12 C", "12 C 1 12 C 1 a", "12 C 1 e", "12 C 1 e i", "14 B 4"),
        ("12.C", "12.C.1(a)", "12.C.1(e)", "12.C.1(e)(i)", "14.B.4"),
        ("12.C", "12.C.1 (a)", "12.C.1 (e)", "12.C.1 (e) (i)", "14.B.4"),
    ],
)
def test_a_whole_id_with_its_parts_parted_by_dots_or_spaces_is_read_as_its_label(
    section: str, container: str, item: str, roman: str, paragraph: str
) -> None:
    by_id = _by_id(
        "\n".join(
            [
                "Law 12 – Director’s Discretionary Powers",
                "",
                f"{section} Awarding an Adjusted Score",
                f"{container} When after an irregularity the Director is empowered by these laws to "
                "adjust a score, he does so.",
                f"{item} In its discretion the Regulating Authority may apply all or part of the "
                "following procedure:",
                f"{roman} The score assigned in place of the actual score for a non-offending side is "
                "the most favourable result that was likely.",
                "",
                "Law 14 – Missing Card",
                "",
                paragraph.rsplit(paragraph[2], 1)[0],  # the section alone on its line: "14.B"
                f"{paragraph} a card restored to a hand under the provisions of Section B of this law is "
                "deemed to have belonged continuously to the deficient hand.",
            ]
        )
    )
    assert by_id["12C"].heading == "Awarding an Adjusted Score"
    assert by_id["12C1a"].text.startswith("When after an irregularity")
    assert by_id["12C1e"].text.startswith("In its discretion")
    assert by_id["12C1e_i"].text.startswith("The score assigned")
    assert by_id["14B4"].text.startswith("a card restored")  # no item "a": the text's first word
    assert "14B4a" not in by_id


def test_a_law_s_number_before_a_section_heading_is_that_section_s_id_not_the_law_s_heading() -> None:
    for section in ("1.A", "1 A"):
        text = "\n".join(
            [
                "Law 1 – The Pack",
                "",
                f"{section} Rank of Cards and Suits",
                "The cards are ranked in descending order: Ace, King, Queen, Jack, 10, 9, 8, 7, 6, 5, "
                "4, 3, 2.",
            ]
        )
        by_id = _by_id(text, edition="2017")
        assert list(by_id) == ["1", "1A"]
        assert by_id["1"].heading == "The Pack"
        assert by_id["1A"].heading == "Rank of Cards and Suits"
        assert by_id["1A"].text.startswith("The cards are ranked")


COMPOUND_EN = [
    "Law 20 – Review and Explanation of Calls",
    "",
    "F2. Explanation of Calls",
    "After the final pass and throughout the play period, either defender at his own turn to play may "
    "request an explanation of the opposing auction.",
    "F3. Explanation of Calls",
    "Under 1 and 2 above a player may ask concerning a single call but Law 16B1 may apply.",
]
COMPOUND_NL = [
    "Artikel 20",
    "",
    "F2. Uitleg van biedingen",
    "Na de afsluitende pas en gedurende de hele",
    "speelperiode mag elke tegenspeler die aan de beurt is om te spelen, verzoeken om een uitleg.",
    "F3.",
    "Uitleg van biedingen",
    "Conform de bepalingen van 1 en 2 hierboven mag een",
    "speler uitleg vragen over een enkele bieding maar artikel 16B1 kan van toepassing zijn.",
]


@pytest.mark.parametrize(
    ("lines", "kind", "language"),
    [(COMPOUND_EN, "formal", "en"), (COMPOUND_NL, "translation", "nl")],
    ids=["formal", "translation"],
)
def test_a_section_letter_printed_with_its_paragraph_s_number_names_that_paragraph(
    lines: list[str], kind: str, language: str
) -> None:
    provisions, _ = parse_text("\n".join(lines), kind=kind, language=language, edition="2017")
    by_id = {p.id: p for p in provisions}
    assert [p.id for p in provisions] == ["20", "20F", "20F2", "20F3"]
    assert by_id["20F2"].heading == by_id["20F3"].heading == lines[2][4:]
    assert by_id["20F2"].text.startswith(("After the final pass", "Na de afsluitende pas"))
    assert by_id["20F2"].text.endswith(("opposing auction.", "om een uitleg."))
    assert by_id["20F3"].text.startswith(("Under 1 and 2 above", "Conform de bepalingen"))
    assert by_id["20F3"].text.endswith(("may apply.", "van toepassing zijn."))



@pytest.mark.parametrize(
    ("section", "paragraph", "item", "other"),
    [
        ("16.A", "16.A.1", "16.A.1.", "16.D.1"),
        ("16 A", "16 A 1", "16 A 1 ", "16 D 1"),
        ("16A", "16A1", "16A1", "16D1"),
        ("16.A", "16.A.1", "16.A.1(", "16.D.1"),
    ],
)
def test_a_translation_s_whole_ids_name_their_provisions(
    section: str, paragraph: str, item: str, other: str
) -> None:
    close = ")" if item.endswith("(") else ""
    provisions, _ = parse_text(
        "\n".join(
            [
                "Artikel 16 – Geoorloofde en ongeoorloofde informatie",
                "",
                f"{section} Gebruik van informatie door de spelers",
                f"{paragraph} Een speler mag informatie bij het bieden of spelen gebruiken als:",
                f"{item}a{close} de informatie voortkomt uit het reglementaire bieden en spelen van het",
                "betreffende bord; of",
                f"{item}b{close} het geoorloofde informatie is uit een ingetrokken handeling; of",
                f"{other} Wanneer een speler onbedoeld op een andere manier dan bepaald in artikel",
                "16A informatie ontvangt over een bord dat hij speelt, behoort de wedstrijdleider",
                "onmiddellijk op de hoogte gesteld te worden.",
            ]
        ),
        kind="translation",
        language="nl",
        edition="2017",
    )
    by_id = {p.id: p for p in provisions}
    assert list(by_id) == ["16", "16A", "16A1", "16A1a", "16A1b", "16D", "16D1"]
    assert by_id["16A"].heading == "Gebruik van informatie door de spelers"
    assert by_id["16A1"].text.startswith("Een speler mag")
    assert by_id["16A1a"].text == (
        "de informatie voortkomt uit het reglementaire bieden en spelen van het betreffende bord; of"
    )
    assert by_id["16A1b"].text.startswith("het geoorloofde informatie")
    assert "bepaald in artikel 16A informatie ontvangt" in by_id["16D1"].text  # a citation, not a label
