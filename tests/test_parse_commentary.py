"""The club notes parser on the real notes in ``corpus/``: sections, questions and what they explain.

The notes quote the Laws, so the tests insist that nothing in them is taken for a law
provision: ids are the notes' own, and the quoted law text stays inside its section.
"""

from __future__ import annotations

import dataclasses
import tomllib
from collections.abc import Sequence
from pathlib import Path

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
def test_provision(doc_id: str, pid: str, parent: str | None, about: tuple[str, ...],
                   lines: tuple[int, int]) -> None:
    p = by_id(doc_id)[pid]
    assert (p.doc, p.parent, p.about, p.lines, p.id_source) == (doc_id, parent, about, lines, "label")
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
    pytest.param("Revokes - Law 64\n\n1) A QUESTION\n\nSee Law 16.\n\n2) ANOTHER\n\nNo law here.",
                 [("revokes", None, ("64",)), ("revokes/q1", "revokes", ("16",)),
                  ("revokes/q2", "revokes", ("64",))], id="question-names-its-own-law"),
    pytest.param("Claims (Law 70)\n\nA.\n\nClaims (Law 71)\n\nB.",
                 [("claims", None, ("70",)), ("claims-2", None, ("71",))], id="same-heading-twice"),
    pytest.param("16B (Law 16)\n\nText.", [("section-16b", None, ("16",))], id="slug-never-a-law-id"),
]
# fmt: on


@pytest.mark.parametrize(("text", "expected"), SYNTHETIC)
def test_rules_on_made_up_notes(text: str, expected: list[tuple[str, str | None, tuple[str, ...]]]) -> None:
    assert [(p.id, p.parent, p.about) for p in synthetic(text)] == expected


@pytest.mark.parametrize(
    ("text", "line"),
    [
        pytest.param("", None, id="empty"),
        pytest.param(" \u00a0\n\t\n", None, id="only-spaces"),
        pytest.param("1) A QUESTION BEFORE ANY SECTION\n\nText.", 1, id="question-first"),
        pytest.param("Notes\n\nLaw 99:\n\nText.", 3, id="no-such-law"),
        pytest.param("Notes\n\nClaims (Laws 16 & 99)\n\nText.", 3, id="no-such-law-in-a-list"),
        pytest.param("Notes\n\nClaims\n(Law 99):\n\nText.", 4, id="no-such-law-on-the-next-line"),
        pytest.param("Revokes - Law 64\n\n1) ONE\n\nA.\n\n1) ONE AGAIN\n\nB.", 7, id="question-twice"),
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
        ("verzakingen", REVOKES), ("claimen", ("70",))
    ]
    cited = made_up("SLOT\n\nZie artikelen 12 en 16.", MADE_UP_CITATION_WORDS, MADE_UP_LAYOUT)
    assert [(p.id, p.about) for p in cited] == [("slot", ("12", "16"))]


def test_english_reference_words_do_not_apply_to_another_language() -> None:
    provisions = made_up("Revokes - Law 64\n\nText.", MADE_UP_CITATION_WORDS, MADE_UP_LAYOUT)
    assert [(p.id, p.about) for p in provisions] == [("introduction", ())]


@pytest.mark.parametrize(
    ("citation_words", "layout", "table"),
    [
        pytest.param(None, MADE_UP_LAYOUT, "citations.toml", id="no-citation-words"),
        pytest.param({"joiners": {"words": [","]}}, MADE_UP_LAYOUT, "citations.toml", id="no-law-words"),
        pytest.param(MADE_UP_CITATION_WORDS, {}, "layout.toml", id="no-slug-stop-words"),
        pytest.param(MADE_UP_CITATION_WORDS, {"slug_stop_words": "de"}, "layout.toml",
                     id="stop-words-not-a-list"),
    ],
)
def test_a_language_without_its_words_fails_naming_the_table(
    citation_words: dict[str, object] | None, layout: dict[str, object], table: str
) -> None:
    doc = Document("notes-test", "Test notes", "commentary", "xx", None, "test.txt")
    tables = Tables(skeletons={}, titles={}, layout={"xx": layout},
                    citation_words={"xx": citation_words} if citation_words is not None else {})
    with pytest.raises(SourceError) as raised:
        commentary.parse("Revokes - Law 64\n\nText.", doc, tables)
    assert (raised.value.file, raised.value.line) == ("test.txt", None)
    assert table in raised.value.reason


def test_an_empty_list_of_stop_words_keeps_every_word() -> None:
    text = "De Verzakingen - Artikel 64\n\nText."
    provisions = made_up(text, MADE_UP_CITATION_WORDS, {"slug_stop_words": []})
    assert [(p.id, p.about) for p in provisions] == [("de-verzakingen", ("64",))]
