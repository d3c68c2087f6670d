"""The club notes parser on the real notes in ``corpus/``: sections, questions and what they explain.

The notes quote the Laws, so the tests insist that nothing in them is taken for a law
provision: ids are the notes' own, and the quoted law text stays inside its section.
"""

from __future__ import annotations

import dataclasses
import shutil
import tomllib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from indexer.ids import try_ref
from indexer.models import Document
from indexer.models import Provision
from indexer.models import SourceError
from indexer.normalise import normalise_line
from indexer.parsers import commentary
from indexer.tables import Tables

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
LAYOUT = tomllib.loads((CORPUS / "data" / "layout.toml").read_text(encoding="utf-8"))
CITATION_WORDS = tomllib.loads((CORPUS / "data" / "citations.toml").read_text(encoding="utf-8"))
TABLES = Tables(skeletons={}, titles={}, layout=LAYOUT, citation_words=CITATION_WORDS)
WILLETTON = "notes-willetton"
CLUB = "notes-club-en"
REVOKES = ("61", "62", "63", "64")
CLAIM_LAWS = ("68", "69", "70", "71")


def document(doc_id: str) -> Document:
    """The manifest's entry for ``doc_id`` as a Document."""
    manifest = tomllib.loads((CORPUS / "manifest.toml").read_text(encoding="utf-8"))
    fields = {f.name for f in dataclasses.fields(Document)}
    for entry in manifest["document"]:
        if entry["id"] == doc_id:
            return Document(**{"edition": None, **{k: v for k, v in entry.items() if k in fields}})
    raise LookupError(f"{doc_id} is not in the manifest")


def source(doc_id: str) -> str:
    return (CORPUS / document(doc_id).source_file).read_text(encoding="utf-8")


def parsed(doc_id: str) -> list[Provision]:
    return commentary.parse(source(doc_id), document(doc_id), TABLES)


def by_id(doc_id: str) -> dict[str, Provision]:
    return {p.id: p for p in parsed(doc_id)}


def synthetic(text: str) -> list[Provision]:
    """Notes made up for a rule the real notes do not exercise."""
    doc = Document("notes-test", "Test notes", "commentary", "en", None, "test.txt")
    return commentary.parse(text, doc, TABLES)


def rows(table: Sequence[tuple[object, ...]]) -> list[object]:
    """Table rows as pytest params named ``doc:id``."""
    return [pytest.param(*row, id=f"{row[0]}:{row[1]}") for row in table]


# fmt: off
#: every provision of both notes, in document order: (doc, id, parent, about, lines)
PROVISIONS = [
    (WILLETTON, "introduction", None, (), (1, 1)),
    (WILLETTON, "law-42", None, ("42",), (3, 19)),
    (WILLETTON, "five-options-faced-opening-lead-out-of-turn", None, ("54",), (21, 32)),
    (WILLETTON, "law-30", None, ("30",), (34, 48)),
    (WILLETTON, "law-48", None, ("48",), (50, 56)),
    (WILLETTON, "law-45c2", None, ("45C2",), (58, 61)),
    (CLUB, "introduction", None, (), (1, 7)),
    (CLUB, "revokes", None, REVOKES, (9, 9)),
    (CLUB, "revokes/q1", "revokes", REVOKES, (11, 13)),
    (CLUB, "revokes/q2", "revokes", REVOKES, (15, 19)),
    (CLUB, "revokes/q3", "revokes", REVOKES, (21, 25)),
    (CLUB, "revokes/q4", "revokes", REVOKES, (27, 29)),
    (CLUB, "revokes/q5", "revokes", REVOKES, (31, 45)),
    (CLUB, "revokes/q6", "revokes", REVOKES, (47, 51)),
    (CLUB, "revokes/q7", "revokes", REVOKES, (53, 55)),
    # no laws in its heading: it sits under the revokes topic until the next topic heading
    (CLUB, "restoring-equity", None, REVOKES, (57, 67)),
    (CLUB, "hesitations-unauthorised-information", None, ("16", "73"), (69, 91)),
    (CLUB, "dummys-rights", None, ("42", "43"), (93, 116)),
    (CLUB, "card-played", None, ("45",), (118, 142)),
]

#: headings as printed, normalised; a bare ``LAW 30`` takes its title from the next line
HEADINGS = [
    (WILLETTON, "introduction", ""),
    (WILLETTON, "law-42", "Law 42"),
    (WILLETTON, "five-options-faced-opening-lead-out-of-turn",
     "The Five Options for a Faced Opening Lead Out of Turn (Law 54)"),
    (WILLETTON, "law-30", "LAW 30 - PASS OUT OF ROTATION (Turn)"),
    (WILLETTON, "law-48", "LAW 48 - EXPOSURE OF DECLARER’S CARDS"),
    (WILLETTON, "law-45c2", "Law 45C2"),
    (CLUB, "revokes", "Revokes - Laws 61 to 64"),
    (CLUB, "revokes/q1", "1) WHO CAN ASK WHOM ABOUT A POSSIBLE REVOKE?"),
    (CLUB, "revokes/q7", "7) A REVOKE CARD MAY NOT BE WITHDRAWN."),
    (CLUB, "restoring-equity", "RESTORING EQUITY"),
    (CLUB, "hesitations-unauthorised-information", "HESITATIONS & UNAUTHORISED INFORMATION (Laws 16 & 73)"),
    (CLUB, "dummys-rights", "DUMMY'S RIGHTS (Laws 42 & 43)"),
    (CLUB, "card-played", "Card Played (Law 45)"),
]

#: passages that must stay inside a section's text, never become provisions of their own
QUOTED = [
    (WILLETTON, "law-42", "A. Limitations on Dummy; General Limitations"),
    (WILLETTON, "law-42", "B. Limitations Carrying Specific Penalty"),
    (WILLETTON, "law-42", "(c) Look at Defender's Hand: Dummy may not, on his own initiative"),
    (WILLETTON, "law-30", "A. Before Any Player Has Bid\nWhen a player has passed out of rotation"),
    (WILLETTON, "law-48", "(but see Law 45C2)"),
    (WILLETTON, "law-45c2", "if it is:\n(a) held face up, touching or nearly touching the table; or\n(b)"),
    (CLUB, "revokes/q5", "(a) NONE : there is no Penalty\n\n(b) ONE : PENALTY ONE TRICK is transferred."),
    (CLUB, "hesitations-unauthorised-information",
     "are:\n\n• A remark or question.\n• An answer to a question."),
    (CLUB, "card-played", "A. Play of card from Hand\n\nEach Player except Dummy plays a card"),
]
# fmt: on


@pytest.mark.parametrize("doc_id", [WILLETTON, CLUB])
def test_every_provision_in_order(doc_id: str) -> None:
    expected = [row[1] for row in PROVISIONS if row[0] == doc_id]
    assert [p.id for p in parsed(doc_id)] == expected


@pytest.mark.parametrize(("doc_id", "pid", "parent", "about", "lines"), rows(PROVISIONS))
def test_provision(
    doc_id: str, pid: str, parent: str | None, about: tuple[str, ...], lines: tuple[int, int]
) -> None:
    p = by_id(doc_id)[pid]
    assert (p.doc, p.parent, p.about, p.lines, p.id_source) == (doc_id, parent, about, lines, "printed")
    first = try_ref(about[0]) if about else None
    assert p.law == (first.law if first else None)


@pytest.mark.parametrize(("doc_id", "pid", "heading"), rows(HEADINGS))
def test_heading(doc_id: str, pid: str, heading: str) -> None:
    assert by_id(doc_id)[pid].heading == heading


@pytest.mark.parametrize(("doc_id", "pid", "passage"), rows(QUOTED))
def test_quoted_law_text_stays_in_its_section(doc_id: str, pid: str, passage: str) -> None:
    assert passage in by_id(doc_id)[pid].text


def test_willetton_limitations_on_dummy_is_not_law_42a() -> None:
    provisions = parsed(WILLETTON)
    assert not [p for p in provisions if "42a" in p.id.lower() or "Limitations" in p.heading]
    assert sum("A. Limitations on Dummy" in p.text for p in provisions) == 1


@pytest.mark.parametrize("doc_id", [WILLETTON, CLUB])
def test_no_id_reads_as_a_law_reference(doc_id: str) -> None:
    for p in parsed(doc_id):
        assert try_ref(p.id) is None, p.id
        assert p.parent is None or try_ref(p.parent) is None


@pytest.mark.parametrize("doc_id", [WILLETTON, CLUB])
def test_every_line_with_text_belongs_to_exactly_one_provision(doc_id: str) -> None:
    provisions = parsed(doc_id)
    for number, line in enumerate(source(doc_id).splitlines(), start=1):
        owners = [p.id for p in provisions if p.lines[0] <= number <= p.lines[1]]
        if normalise_line(line):
            assert len(owners) == 1, (number, owners)


@pytest.mark.parametrize("doc_id", [WILLETTON, CLUB])
def test_line_ranges_are_ordered_and_do_not_overlap(doc_id: str) -> None:
    provisions = parsed(doc_id)
    assert [p.order for p in provisions] == list(range(len(provisions)))
    for p in provisions:
        assert p.lines[0] <= p.lines[1]
    for before, after in zip(provisions, provisions[1:], strict=False):
        assert before.lines[1] < after.lines[0], (before.id, after.id)


@pytest.mark.parametrize("doc_id", [WILLETTON, CLUB])
def test_text_is_normalised_and_reflowed(doc_id: str) -> None:
    for p in parsed(doc_id):
        for field in (p.heading, p.text):
            assert not set(field) & {"\t", "\u00a0", "\u2010"}, p.id
            assert "\n\n\n" not in field and "  " not in field, p.id
        assert p.text == p.text.strip(), p.id


@pytest.mark.parametrize("doc_id", [WILLETTON, CLUB])
def test_questions_are_children_of_a_section(doc_id: str) -> None:
    ids = by_id(doc_id)
    for p in ids.values():
        if p.parent is not None:
            assert ids[p.parent].parent is None
            assert ids[p.parent].order < p.order
            assert p.id.startswith(f"{p.parent}/q")


# fmt: off
#: made-up notes for rules the real notes leave untouched: (text, [(id, parent, about)])
SYNTHETIC = [
    pytest.param("Laws 61 to 64:\n\nSome words.", [("laws-61-to-64", None, REVOKES)], id="law-range-label"),
    pytest.param("Law 16B1(a):\nText.", [("law-16b1a", None, ("16B1a",))], id="law-label-with-sub"),
    pytest.param("CLAIMS\n\nSee Law 70 and Law 71.", [("claims", None, ("70", "71"))],
                 id="about-from-text-without-topic"),
    pytest.param("Revokes - Law 64\n\n1) WHEN DOES LAW 16 APPLY?\n\nSee Law 16.\n\n2) ANOTHER\n\nSee Law 16.",
                 [("revokes", None, ("64",)), ("revokes/q1", "revokes", ("16",)),
                  ("revokes/q2", "revokes", ("64",))], id="question-heading-names-its-own-law"),
    pytest.param("1) A QUESTION BEFORE ANY SECTION\n\nText.", [("q1", None, ())], id="question-first"),
    pytest.param("REVOKES\n\nQ: Must I tell them?\nA: No (Law 64A1).\n\nQ: And later?\nA: No.",
                 [("revokes", None, ()), ("revokes/q1", "revokes", ("64A1",)), ("revokes/q2", "revokes", ())],
                 id="question-in-a-section-of-no-law-cites-its-own"),
    pytest.param("Revokes - Law 64\n\n1) ONE\n\nA.\n\n1) ONE AGAIN\n\nB.",
                 [("revokes", None, ("64",)), ("revokes/q1", "revokes", ("64",)),
                  ("revokes/q1-2", "revokes", ("64",))], id="question-twice"),
    pytest.param("Claims (Law 70)\n\nA.\n\nClaims (Law 71)\n\nB.",
                 [("claims", None, ("70",)), ("claims-2", None, ("71",))], id="same-heading-twice"),
    pytest.param("16B (Law 16)\n\nText.", [("section-16b", None, ("16",))], id="slug-never-a-law-id"),
]

#: the layouts clubs write their notes in: (text, [(id, parent, heading as printed, about)])
LAYOUTS = [
    pytest.param("Claims (Law 70)\n\nQ1. Who may claim?\n\nDeclarer.\n\nQ2: Can a defender claim?\n\nYes.",
                 [("claims", None, "Claims (Law 70)", ("70",)),
                  ("claims/q1", "claims", "Q1. Who may claim?", ("70",)),
                  ("claims/q2", "claims", "Q2: Can a defender claim?", ("70",))], id="q-numbers"),
    pytest.param("Claims (Law 70)\n\nQuestion 1\nWho may claim?\n\nDeclarer.",
                 [("claims", None, "Claims (Law 70)", ("70",)),
                  ("claims/q1", "claims", "Question 1 Who may claim?", ("70",))], id="question-word-line"),
    pytest.param("Claims (Law 70)\n\nQ1. Declarer showed his cards and\nsaid nothing. A claim?\n\nYes.",
                 [("claims", None, "Claims (Law 70)", ("70",)),
                  ("claims/q1", "claims", "Q1. Declarer showed his cards and said nothing. A claim?",
                   ("70",))], id="question-wraps-to-its-mark"),
    pytest.param("Claims (Law 70)\n\n1. Who may claim?\n\nDeclarer.\n\n2) Claims by a defender\n\nRare.",
                 [("claims", None, "Claims (Law 70)", ("70",)),
                  ("claims/q1", "claims", "1. Who may claim?", ("70",)),
                  ("claims/q2", "claims", "2) Claims by a defender", ("70",))], id="bare-numbers"),
    pytest.param("Options (Law 54)\n\n1. You may accept the lead.\n\n2. You may refuse it.",
                 [("options", None, "Options (Law 54)", ("54",))], id="numbered-sentences-are-a-list"),
    pytest.param("Options (Law 54)\n\n1. Accept\n\n2. Refuse",
                 [("options", None, "Options (Law 54)", ("54",))], id="captions-in-a-row-are-a-list"),
    pytest.param("Claims (Law 70)\n\nQ: Who may claim?\nA: Declarer.\n\nQ. Can a defender?\nA. Yes.",
                 [("claims", None, "Claims (Law 70)", ("70",)),
                  ("claims/q1", "claims", "Q: Who may claim?", ("70",)),
                  ("claims/q2", "claims", "Q. Can a defender?", ("70",))], id="unnumbered-q-and-a"),
    pytest.param("Claims (Law 70)\n\n1. Claims by declarer\nDeclarer may.\n\n2. Concessions\nBy anyone.",
                 [("claims", None, "Claims (Law 70)", ("70",)),
                  ("claims/q1", "claims", "1. Claims by declarer", ("70",)),
                  ("claims/q2", "claims", "2. Concessions", ("70",))], id="captions-with-text-under"),
    pytest.param("Notes\n\n1. Opening leads (Law 54)\n\nText.\n\n2. Revokes (Laws 61 to 64)\nText.",
                 [("introduction", None, "", ()), ("q1", None, "1. Opening leads (Law 54)", ("54",)),
                  ("q2", None, "2. Revokes (Laws 61 to 64)", REVOKES)], id="captions-naming-laws"),
    pytest.param("Options (Law 54)\n\n1. You may accept the lead from the wrong hand and see dummy\nbefore"
                 " playing in proper sequence.", [("options", None, "Options (Law 54)", ("54",))],
                 id="a-wrapped-item-is-no-caption"),
    pytest.param("Revokes (Law 64)\n\nRESTORING EQUITY\nThe director may adjust.",
                 [("revokes", None, "Revokes (Law 64)", ("64",)),
                  ("restoring-equity", None, "RESTORING EQUITY", ("64",))], id="capitals-with-text-under"),
    pytest.param("Club notes\n\nClaims\n\nQ1. Who may claim?\n\nDeclarer.\n\nDummy's rights\n\nFew (Law 42).",
                 [("introduction", None, "", ()), ("claims", None, "Claims", ()),
                  ("claims/q1", "claims", "Q1. Who may claim?", ()),
                  ("dummys-rights", None, "Dummy's rights", ("42",))], id="short-titles-standing-alone"),
    pytest.param("Notes\n\nText.\n\nHappy bridging!\n\nMore text.\n\nJohn Smith",
                 [("introduction", None, "Notes", ())], id="no-title-ends-in-a-mark-or-ends-the-text"),
    pytest.param("Claims (Law 70)\n\nWho may claim?\n\nDeclarer.\n\nCan a defender claim?\n\nYes, rarely.",
                 [("claims", None, "Claims (Law 70)", ("70",)),
                  ("claims/q1", "claims", "Who may claim?", ("70",)),
                  ("claims/q2", "claims", "Can a defender claim?", ("70",))], id="questions-one-to-a-line"),
    pytest.param("Revokes (Law 64)\n\n1) WHO MAY ASK?\n\nAnyone.\n\nWhy ask?\n\nTo avoid a revoke.",
                 [("revokes", None, "Revokes (Law 64)", ("64",)),
                  ("revokes/q1", "revokes", "1) WHO MAY ASK?", ("64",))], id="answers-may-ask"),
    pytest.param("Q1. Who may claim?\n\nDeclarer (Law 68).",
                 [("q1", None, "Q1. Who may claim?", ("68",))], id="question-before-any-section"),
    pytest.param("Vraag 1. Mag ik nog bieden?\n\nJa (Law 16B).",
                 [("q1", None, "Vraag 1. Mag ik nog bieden?", ("16B",))], id="any-languages-question-word"),
    pytest.param("Board 17: a disaster.\n\nLaw 42: can dummy do that?\n\nNo.",
                 [("introduction", None, "", ()), ("q1", None, "Law 42: can dummy do that?", ("42",))],
                 id="word-and-number-but-no-numbered-question"),
    pytest.param("**Claims**\n\nText.\n\n__Revokes (Laws 61 to 64)__:\n\nText.",
                 [("claims", None, "Claims", ()), ("revokes", None, "Revokes (Laws 61 to 64)", REVOKES)],
                 id="bold-headings"),
    pytest.param("Claims (Law 70)\n\n**Q1.** Who may claim?\n\nDeclarer.",
                 [("claims", None, "Claims (Law 70)", ("70",)),
                  ("claims/q1", "claims", "Q1. Who may claim?", ("70",))], id="bold-question-number"),
    pytest.param("# Club notes\n\n## Claims (Law 70)\n\n### Q1. Who may claim?\n\nDeclarer.",
                 [("club-notes", None, "Club notes", ()), ("claims", None, "Claims (Law 70)", ("70",)),
                  ("claims/q1", "claims", "Q1. Who may claim?", ("70",))], id="markdown-headings"),
    pytest.param("HESITATIONS & UNAUTHORISED INFORMATION\n\nText.",
                 [("hesitations-unauthorised-information", None,
                   "HESITATIONS & UNAUTHORISED INFORMATION", ())],
                 id="caps-heading-keeps-its-ampersand"),
    pytest.param("Northside Bridge Club\nClaims and concessions (Laws 68 to 71)\n\nQ1. Who?\n\nX.",
                 [("introduction", None, "", ()),
                  ("claims-concessions", None, "Claims and concessions (Laws 68 to 71)", CLAIM_LAWS),
                  ("claims-concessions/q1", "claims-concessions", "Q1. Who?", CLAIM_LAWS)],
                 id="title-after-a-masthead"),
    pytest.param("Bridgeclub De Troefkaart\nSpelregels in de praktijk\n\nTekst.",
                 [("introduction", None, "", ()),
                  ("spelregels-in-de-praktijk", None, "Spelregels in de praktijk", ())],
                 id="plain-title-after-a-masthead"),
    pytest.param("While we all try to follow the rules,\nmishaps occur.\n\nRevokes - Law 64\n\nText.",
                 [("introduction", None, "", ()), ("revokes", None, "Revokes - Law 64", ("64",))],
                 id="a-sentence-is-no-masthead"),
]
# fmt: on


@pytest.mark.parametrize(
    "bullets",
    [
        "• Stop play.\n• Call the director.",
        "- Stop play.\n- Call the director.",
        "* Stop play.\n* Call the director.",
    ],
)
def test_bullets_stay_lines_of_their_own(bullets: str) -> None:
    (claims,) = synthetic(f"Claims (Law 70)\n\nWhen a claim is disputed:\n{bullets}\n\nThen wait.")
    assert claims.text == f"When a claim is disputed:\n{bullets}\n\nThen wait."


@pytest.mark.parametrize(("text", "expected"), LAYOUTS)
def test_layouts_clubs_write(text: str, expected: list[tuple[str, str | None, str, tuple[str, ...]]]) -> None:
    assert [(p.id, p.parent, p.heading, p.about) for p in synthetic(text)] == expected


@pytest.mark.parametrize(("text", "expected"), SYNTHETIC)
def test_rules_on_made_up_notes(text: str, expected: list[tuple[str, str | None, tuple[str, ...]]]) -> None:
    assert [(p.id, p.parent, p.about) for p in synthetic(text)] == expected


@pytest.mark.parametrize(
    ("text", "line"),
    [
        pytest.param("", None, id="empty"),
        pytest.param(" \u00a0\n\t\n", None, id="only-spaces"),
        pytest.param("Notes\n\nLaw 99:\n\nText.", 3, id="no-such-law"),
        pytest.param("Notes\n\nClaims (Laws 16 & 99)\n\nText.", 3, id="no-such-law-in-a-list"),
        pytest.param("Notes\n\nClaims\n(Law 99):\n\nText.", 4, id="no-such-law-on-the-next-line"),
    ],
)
def test_notes_that_make_no_sense_name_the_line(text: str, line: int | None) -> None:
    with pytest.raises(SourceError) as raised:
        synthetic(text)
    assert (raised.value.file, raised.value.line) == ("test.txt", line)


#: another language's words, made up, to show the parser takes its words from the tables: the
#: citation words from ``citations.toml``, the slug stop words from ``layout.toml``
MADE_UP_CITATION_WORDS = {
    "law": {"words": ["Artikel"]},
    "laws": {"words": ["Artikelen"]},
    "joiners": {"words": [",", "en"]},
    "ranges": {"words": ["t/m", "-"]},
}
MADE_UP_LAYOUT = {"slug_stop_words": ["de", "het"]}


def made_up(text: str, citation_words: dict[str, object], layout: dict[str, object]) -> list[Provision]:
    """``text`` parsed as notes in the made-up language ``xx`` with the given tables."""
    doc = Document("notes-test", "Test notes", "commentary", "xx", None, "test.txt")
    tables = Tables(skeletons={}, titles={}, layout={"xx": layout}, citation_words={"xx": citation_words})
    return commentary.parse(text, doc, tables)


def test_reference_words_come_from_citations_toml() -> None:
    text = "De Verzakingen - Artikelen 61 t/m 64\n\nHet Claimen (Artikel 70)\n\nB."
    assert [(p.id, p.about) for p in made_up(text, MADE_UP_CITATION_WORDS, MADE_UP_LAYOUT)] == [
        ("verzakingen", REVOKES),
        ("claimen", ("70",)),
    ]
    cited = made_up("SLOT\n\nZie artikelen 12 en 16.", MADE_UP_CITATION_WORDS, MADE_UP_LAYOUT)
    assert [(p.id, p.about) for p in cited] == [("slot", ("12", "16"))]


def test_english_reference_words_do_not_apply_to_another_language() -> None:
    provisions = made_up("Revokes - Law 64\n\nText.", MADE_UP_CITATION_WORDS, MADE_UP_LAYOUT)
    assert [(p.id, p.about) for p in provisions] == [("introduction", ())]


@pytest.mark.parametrize(
    ("citation_words", "layout", "expected"),
    [
        # no words for the language: every language's citation words, no stop words
        pytest.param(None, MADE_UP_LAYOUT, [("verzakingen", ("64",))], id="no-citation-words"),
        pytest.param(
            {"joiners": {"words": [","]}}, MADE_UP_LAYOUT, [("introduction", ())], id="no-law-words"
        ),
        pytest.param(MADE_UP_CITATION_WORDS, {}, [("de-verzakingen", ("64",))], id="no-slug-stop-words"),
    ],
)
def test_a_language_without_table_entries_builds_with_defaults(
    citation_words: dict[str, object] | None,
    layout: dict[str, object],
    expected: list[tuple[str, tuple[str, ...]]],
) -> None:
    doc = Document("notes-test", "Test notes", "commentary", "xx", None, "test.txt")
    others = {lang: words for lang, words in CITATION_WORDS.items() if citation_words is None}
    tables = Tables(
        skeletons={},
        titles={},
        layout={"xx": layout},
        citation_words={"xx": citation_words} if citation_words is not None else others,
    )
    text = (
        "De Verzakingen - Law 64\n\nText."
        if citation_words is None
        else "De Verzakingen - Artikel 64\n\nText."
    )
    assert [(p.id, p.about) for p in commentary.parse(text, doc, tables)] == expected


@pytest.mark.parametrize("key", [commentary.STOP_WORDS_KEY, commentary.QUESTION_WORDS_KEY])
def test_a_table_entry_of_the_wrong_shape_fails_naming_the_table(key: str) -> None:
    doc = Document("notes-test", "Test notes", "commentary", "xx", None, "test.txt")
    tables = Tables(
        skeletons={}, titles={}, layout={"xx": {key: "de"}}, citation_words={"xx": MADE_UP_CITATION_WORDS}
    )
    with pytest.raises(SourceError) as raised:
        commentary.parse("Revokes - Artikel 64\n\nText.", doc, tables)
    assert (raised.value.file, raised.value.line) == ("test.txt", None)
    assert "layout.toml" in raised.value.reason and key in raised.value.reason


def test_an_empty_list_of_stop_words_keeps_every_word() -> None:
    text = "De Verzakingen - Artikel 64\n\nText."
    provisions = made_up(text, MADE_UP_CITATION_WORDS, {"slug_stop_words": []})
    assert [(p.id, p.about) for p in provisions] == [("de-verzakingen", ("64",))]


# --- two club notes nobody prepared for: tests/fixtures/notes ---------------------------------

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "notes"
CLAIMS = "claims-concessions"
INFO = "spelregels-in-de-praktijk-onbevoegde-informatie"
EXITS = "uitkomen-voor-de-beurt"
LEAD_LAWS = ("53", "54", "55", "56")

# fmt: off
#: per fixture: (file, language, [(id, parent, about, [every citation in it, as written])])
NOTES = {
    "notes-claims-en": ("claims-en.txt", "en", [
        ("introduction", None, (), []),
        (CLAIMS, None, CLAIM_LAWS, ["Laws 68 to 71"]),  # "art. 3 of the club's constitution" is not the Laws
        (f"{CLAIMS}/q1", CLAIMS, CLAIM_LAWS, ["Law 68A", "Law 68D1", "68D2(b)"]),
        (f"{CLAIMS}/q2", CLAIMS, CLAIM_LAWS, ["Law 68B2", "Laws 70 and 71"]),
        (f"{CLAIMS}/q3", CLAIMS, CLAIM_LAWS, ["Law 70A", "Law 70C"]),
        (f"{CLAIMS}/q4", CLAIMS, CLAIM_LAWS, ["Law 71", "Law 79C"]),
        (f"{CLAIMS}/q5", CLAIMS, CLAIM_LAWS, ["Laws 68–71", "Law 79C1"]),  # "By-law 7" is the club's
        ("quick-reference", None, CLAIM_LAWS, []),
    ]),
    "notes-info-nl": ("onbevoegde-informatie-nl.txt", "nl", [
        ("introduction", None, (), []),
        (INFO, None, (), []),
        # the section names no law: each question is about the laws its own text cites
        (f"{INFO}/q1", INFO, ("16B",), ["artikel 16B"]),
        (f"{INFO}/q2", INFO, ("12C1", "16B3", "73C", "73D"),
         ["artikel 12C1", "artikel 16B3", "artikelen 73C en D"]),
        (f"{INFO}/q3", INFO, ("16C",), ["artikel 16C"]),
        (EXITS, None, LEAD_LAWS, ["artikelen 53 t/m 56"]),
        (f"{EXITS}/q1", EXITS, LEAD_LAWS, ["artikel 53A"]),
        (f"{EXITS}/q2", EXITS, LEAD_LAWS, ["artikel 54A"]),
        # "art. 5 van het huishoudelijk reglement" is the club's
        (f"{EXITS}/q3", EXITS, LEAD_LAWS, ["artikelen 61—64"]),
    ]),
}
# fmt: on


def fixture_document(doc_id: str) -> Document:
    file, language, _ = NOTES[doc_id]
    return Document(doc_id, doc_id, "commentary", language, None, file)


@pytest.mark.parametrize("doc_id", list(NOTES))
def test_each_question_of_a_new_note_is_its_own_section(doc_id: str) -> None:
    file, _, expected = NOTES[doc_id]
    provisions = commentary.parse(
        (FIXTURES / file).read_text(encoding="utf-8"), fixture_document(doc_id), TABLES
    )
    assert [(p.id, p.parent, p.about) for p in provisions] == [row[:3] for row in expected]
    questions = [p for p in provisions if p.parent]
    assert all(p.heading.endswith("?") for p in questions)


@pytest.fixture(scope="module")
def built_with_new_notes(tmp_path_factory: pytest.TempPathFactory) -> object:
    """The bundled corpus and the two new notes, built together (in memory) as a user adds them:
    one manifest entry each, no table entries for them."""
    from indexer.build import run_pipeline

    corpus = tmp_path_factory.mktemp("corpus")
    shutil.copytree(CORPUS, corpus, dirs_exist_ok=True)
    entries = []
    for doc_id, (file, language, _) in NOTES.items():
        shutil.copy(FIXTURES / file, corpus / file)
        entries.append(
            f'\n[[document]]\nid = "{doc_id}"\ntitle = "{doc_id}"\nkind = "commentary"\n'
            f'language = "{language}"\nsource_file = "{file}"\n'
        )
    with (corpus / "manifest.toml").open("a", encoding="utf-8") as manifest:
        manifest.write("".join(entries))
    built, _ = run_pipeline(corpus)
    return built


@pytest.mark.parametrize("doc_id", list(NOTES))
def test_every_citation_of_a_new_note_is_found(doc_id: str, built_with_new_notes: Any) -> None:
    _, _, expected = NOTES[doc_id]
    ids = [p.id for p in built_with_new_notes.provisions if p.doc == doc_id]
    assert ids == [row[0] for row in expected]
    for pid, _, _, raws in expected:
        cited = [c.raw for c in built_with_new_notes.citations if c.doc == doc_id and c.source == pid]
        assert cited == raws, pid
        for c in built_with_new_notes.citations:
            if c.doc == doc_id and c.source == pid:
                assert all(t.id for t in c.targets), c


def _dutch(text: str) -> list[Provision]:
    doc = Document("notes-test-nl", "Clubnotities", "commentary", "nl", None, "test.txt")
    return commentary.parse(text, doc, TABLES)


def test_a_question_opened_by_the_languages_question_word_is_a_question_however_long() -> None:
    """"Vraag:" opens a question as "Q:" does: a question of two sentences, longer than a
    heading, is still the heading of its answer, not the end of the answer before it."""
    text = "\n\n".join([
        "Veelgestelde vragen",
        "Vraag: Mag ik bluffen in het bieden?",
        "Antwoord: Ja, zolang uw partner het niet weet.",
        "Vraag: Na het spel zagen we dat we een spel gespeeld hadden dat niet voor onze tafel bedoeld "
        "was. Telt dat?",
        "Antwoord: Meestal wel; zie artikel 15.",
    ])  # fmt: skip
    provisions = _dutch(text)
    assert [p.id for p in provisions] == ["introduction", "q1", "q2"]
    assert provisions[2].heading.endswith("Telt dat?")
    assert provisions[2].text == "Antwoord: Meestal wel; zie artikel 15."


def test_a_heading_opening_with_a_quotation_is_a_heading_like_its_siblings() -> None:
    """A title that opens with a quote ("“Ruiten… nee, harten!” — wanneer ...?") stands among
    the titles naming laws as one of them: a section, not a question of the section above."""
    text = "\n\n".join([
        "Uit de praktijk",
        "Een te laag bod (artikel 27)",
        "Oost bood te laag en verbeterde het.",
        "\"Ruiten… nee, harten!\" — wanneer ligt een kaart van de blinde?",
        "De leider noemde eerst ruiten.",
        "Eén kaart te veel (artikel 67)",
        "West had nog een kaart over.",
    ])  # fmt: skip
    provisions = _dutch(text)
    quoted = "ruiten-nee-harten-wanneer-ligt-een-kaart-van-de-blinde"
    assert [p.id for p in provisions] == ["introduction", "een-te-laag-bod", quoted, "een-kaart-te-veel"]
    assert provisions[2].parent is None and provisions[2].text == "De leider noemde eerst ruiten."
