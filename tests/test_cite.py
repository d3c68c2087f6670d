"""Citations: finding them in running text and resolving them in the right numbering.

The rows below come from the corpus texts or are realistic variants of them; a row whose
expected value is empty must not be linked. The last tests hold the finder to the hand-checked
list of every cross-reference in the five texts (``tests/data/xrefs_expected.toml``).
"""

from __future__ import annotations

import dataclasses
import importlib.util
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import given
from hypothesis import strategies as st

from indexer.cite import Context
from indexer.cite import Corpus
from indexer.cite import cite_document
from indexer.cite import counterpart_id
from indexer.cite import find_citations
from indexer.cite import resolve
from indexer.cite.patterns import GROUPS
from indexer.cite.patterns import CitationWords
from indexer.cite.patterns import load_words
from indexer.ids import ROMANS
from indexer.ids import Ref
from indexer.ids import parse_ref
from indexer.models import KINDS
from indexer.models import LAW_KINDS
from indexer.models import Provision
from indexer.normalise import reflow
from indexer.normalise import source_lines

ROOT = Path(__file__).resolve().parent.parent
WORDS_DATA = tomllib.loads((ROOT / "corpus" / "data" / "citations.toml").read_text(encoding="utf-8"))
EN = load_words(WORDS_DATA, "en")
NL = load_words(WORDS_DATA, "nl")


def _load_eval() -> ModuleType:
    """The evaluation script, which holds the corpus-wide comparison the last tests assert on."""
    path = ROOT / "scripts" / "eval_citations.py"
    spec = importlib.util.spec_from_file_location("eval_citations", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["eval_citations"] = module
    spec.loader.exec_module(module)
    return module


EVAL = _load_eval()
EXPECTED = EVAL.load_expected()
DOCS = {d.id: d for d in EVAL.documents()}
CORPUS: Corpus = EVAL.corpus_from(EXPECTED, list(DOCS.values()))


def words_for(doc: str) -> CitationWords:
    return NL if DOCS[doc].language == "nl" else EN


# --- the citation words are data, and every example in them is found ------------------------


#: groups whose examples are look-alikes: numbers of other rules, found by no language's words
NOT_CITATIONS = ("other_rules", "rules_links")
EVERY = load_words(WORDS_DATA)


@pytest.mark.parametrize("language", ["en", "nl"])
def test_every_example_is_found(language: str) -> None:
    words = load_words(WORDS_DATA, language)
    for group in GROUPS:
        for example in WORDS_DATA[language][group]["examples"]:
            if group in NOT_CITATIONS:
                assert not find_citations(example, EVERY), f"{language}.{group}: {example!r} is no citation"
                unruled = dataclasses.replace(EVERY, other_rules=())
                assert find_citations(example, unruled), f"{language}.{group}: {example!r} tests nothing"
            else:
                assert find_citations(example, words), f"{language}.{group}: nothing found in {example!r}"


@pytest.mark.parametrize("language", ["en", "nl"])
def test_every_word_has_an_example(language: str) -> None:
    for group in GROUPS:
        table = WORDS_DATA[language][group]
        text = " ".join(table["examples"]).casefold()
        for word in table["words"]:
            assert word.casefold() in text, f"{language}.{group}: {word!r} has no example"


def test_unknown_language_says_what_to_add() -> None:
    with pytest.raises(ValueError, match=r"\[fr\.\*\]"):
        load_words(WORDS_DATA, "fr")


# --- finding: (text, language, [(raw, kind)]) ----------------------------------------------

# fmt: off
FIND_CASES = [
    # explicit
    ("incorrectly pointed card see Law 65B3.", "en", [("Law 65B3", "explicit")]),
    ("from the board (Law 7B) and", "en", [("Law 7B", "explicit")]),
    ("avoid taking advantage of it [see Law 12C1(c)].", "en", [("Law 12C1(c)", "explicit")]),
    ("as in Law 12C1(e)(i), the score", "en", [("Law 12C1(e)(i)", "explicit")]),
    ("(but see Law 45 C 2 (a))", "en", [("Law 45 C 2 (a)", "explicit")]),
    ("compare L64A2 with", "en", [("L64A2", "explicit")]),
    ("zie artikel 16B1", "nl", [("artikel 16B1", "explicit")]),
    ("volgens art. 54A", "nl", [("art. 54A", "explicit")]),
    ("Law\u00a042:", "en", [("Law\u00a042", "explicit")]),
    ("LAW 48 - EXPOSURE OF DECLARER'S CARDS", "en", [("LAW 48", "explicit")]),
    ("not to use Law 6's authority", "en", [("Law 6", "explicit")]),
    ("(See Law\n22)", "en", [("Law\n22", "explicit")]),
    # lists and ranges
    ("(but see Law 20F, and Laws 62A and 79A2)", "en",
     [("Law 20F", "explicit"), ("Laws 62A and 79A2", "list")]),
    ("between Laws 4, 12C2\nand 91.)", "en", [("Laws 4, 12C2\nand 91", "list")]),
    ("(Laws 16 & 73):", "en", [("Laws 16 & 73", "list")]),
    ("applies Law 69B or Law 71.", "en", [("Law 69B or Law 71", "list")]),
    ("Revokes - Laws 61 to 64", "en", [("Laws 61 to 64", "range")]),
    ("Laws 72–93 apply", "en", [("Laws 72–93", "range")]),
    ("de artikelen 20F2 en 20F3", "nl", [("artikelen 20F2 en 20F3", "list")]),
    # relative
    ("normal play of the board (see C2 below).", "en", [("C2 below", "relative")]),
    ("an action (see D); or", "en", [("D", "relative")]),
    ("(but see B1 following); or", "en", [("B1 following", "relative")]),
    ("substitute boards (but see A above);", "en", [("A above", "relative")]),
    ("infraction (under B1 or D2) and", "en", [("B1 or D2", "relative")]),
    ("may apply (see 4 following).", "en", [("4 following", "relative")]),
    ("provisions of Section B of this Law is deemed", "en", [("Section B of this Law", "relative")]),
    ("If B1 doesn't apply, the Director", "en", [("B1", "relative")]),
    ("A player who breaks C1 may be penalised", "en", [("C1", "relative")]),
    ("B. A player who breaks A is subject to", "en", [("A", "relative")]),
    ("(a) Despite 1 and 2, if crucial", "en", [("1 and 2", "relative")]),
    ("– but see C1(b).", "en", [("C1(b)", "relative")]),
    ("no result can be obtained [and see C1(d)] the", "en", [("C1(d)", "relative")]),
    ("the following procedure in place of (c):", "en", [("(c)", "relative")]),
    ("as from A and B\nabove.", "en", [("A and B\nabove", "relative")]),
    ("ingetrokken handeling (zie C); of", "nl", [("C", "relative")]),
    ("(maar zie verder B1); of", "nl", [("B1", "relative")]),
    ("een overtreding van C2 hierboven de", "nl", [("C2 hierboven", "relative")]),
    ("de bepalingen van 1 en 2 hierboven mag", "nl", [("1 en 2 hierboven", "relative")]),
    ("beslist als in 2(c) of 2(d) hierboven.", "nl", [("2(c) of 2(d) hierboven", "relative")]),
    ("te laat voor herstel volgens (a), kan", "nl", [("(a)", "relative")]),
    # definitions named by title
    ("Cancelled — see “Withdrawn”.", "en", [("“Withdrawn”", "definition")]),
    ("Penalty — (See also ‘Rectification’) —", "en", [("‘Rectification’", "definition")]),
    ('Retracted - see "Withdrawn".', "en", [('"Withdrawn"', "definition")]),
    # must not match
    ("The same sequence is repeated for Boards 17-32 and", "en", []),
    ("into four hands of 13 cards each", "en", []),
    ("average minus (at most 40% of the available matchpoints", "en", []),
    ("normally plus or minus 3 imps, but", "en", []),
    ("the Director may set up 16 tables", "en", []),
    ("ends 30 minutes after the official score", "en", []),
    ("as in section 3 of the constitution", "en", []),
    ("see Law 94 for details", "en", []),
    ("see Law 0", "en", []),
    ("you will have the choice of option 3, option 4 or option 5.", "en", []),
    ("the penalty card (see A remark made at the table)", "en", []),
    ("the 1997 Laws have been removed", "en", []),
    ("In accordance with its By-Laws the", "en", []),
    ("North holds ♠A2 ♥K3", "en", []),
    ("unless the Director instructs otherwise under this Law", "en", []),
    ("(commonly ‘psych[e]‘ or ‘psychic’)", "en", []),
]
# fmt: on


@pytest.mark.parametrize(("text", "language", "expected"), FIND_CASES, ids=[c[0][:40] for c in FIND_CASES])
def test_find(text: str, language: str, expected: list[tuple[str, str]]) -> None:
    found = find_citations(text, EN if language == "en" else NL)
    assert [(f.raw, f.kind) for f in found] == expected
    for f in found:
        assert text[f.start : f.end] == f.raw


def test_relative_parts_keep_the_levels_given() -> None:
    (c2,) = find_citations("(see C2 below)", EN)
    assert (c2.refs[0].law, c2.refs[0].section, c2.refs[0].para) == (None, "C", 2)
    (four,) = find_citations("(see 4 following)", EN)
    assert (four.refs[0].section, four.refs[0].para) == (None, 4)
    (sub,) = find_citations("beslist als in 2(c) hierboven", NL)
    assert (sub.refs[0].para, sub.refs[0].sub) == (2, "c")
    (term,) = find_citations("see “Withdrawn”", EN)
    assert term.refs[0].term == "Withdrawn"
    (rng,) = find_citations("Laws 61 to 64", EN)
    assert rng.refs[0].law == 61 and rng.refs[0].through is not None and rng.refs[0].through.law == 64


# --- resolving: (text, citing document, citing provision, expected edges) --------------------
# An edge is "doc/id"; "doc/id?" is a real provision outside the corpus (exists = false).

E7, EV, NL_DOC = "laws-2007-en", "laws-2017-everyday-en", "laws-2017-nl"

# fmt: off
RESOLVE_CASES = [
    # a 2007 citation stays in 2007 numbering; the concordance adds the 2017 counterpart
    ("Thereafter Law 16C applies", E7, "6D1", ["laws-2007-en/16C?", "laws-2017-nl/16D"]),
    ("from a withdrawn action (see D)", E7, "16A1b", ["laws-2007-en/16D?", "laws-2017-nl/16C"]),
    ("(but see B1 following)", E7, "16A1c", ["laws-2007-en/16B1", "laws-2017-nl/16B1"]),
    ("For incorrectly pointed card see Law 65B3.", E7, "9A2", ["laws-2007-en/65B3?"]),
    ("as Law 86A allows", E7, "12C2b", ["laws-2007-en/86A?"]),  # 2007 86A is 2017 12C2(b), not 86A
    ("(but see Law 86C)", E7, "6D3", ["laws-2007-en/86C?", "laws-2017-everyday-en/86A"]),
    ("Subject to Law 16D2, after rectification", E7, "10C4", ["laws-2007-en/16D2?", "laws-2017-nl/16C2"]),
    ("normal play of the board (see C2 below)", E7, "12A2", ["laws-2007-en/12C2"]),
    ("procedure in place of (c):", E7, "12C1e", ["laws-2007-en/12C1c"]),
    ("as from A and B above", E7, "6E4", ["laws-2007-en/6A", "laws-2007-en/6B"]),
    ("(see 4 following)", E7, "14B2", ["laws-2007-en/14B4"]),
    ("under the provisions of Section B of this Law", E7, "14B4", ["laws-2007-en/14B"]),
    ("in the current round (but see C):", E7, "15A", ["laws-2007-en/15C"]),
    ("A score awarded by the Director (see Law 12).", E7, "definitions/adjusted-score", ["laws-2007-en/12"]),
    ("Cancelled — see “Withdrawn”.", E7, "definitions/cancelled", ["laws-2007-en/definitions/withdrawn"]),
    ("(see Laws 19A and 77)", E7, "definitions/double",
     ["laws-2007-en/19A?", "laws-2007-en/77?", "laws-2017-everyday-en/77"]),
    # the 2017 texts: the same edition first, then the 2007 counterpart
    ("[see Law 16B1(a)]", EV, "73C1", ["laws-2017-nl/16B1a", "laws-2007-en/16B1a"]),
    ("(but see Law 20F for a mistaken explanation, and Laws 62A and 79A2)", EV, "72B2",
     ["laws-2017-nl/20F", "laws-2017-en/62A?", "laws-2017-everyday-en/79A2"]),
    ("If B1 doesn't apply", EV, "79B2", ["laws-2017-everyday-en/79B1"]),
    ("A player who breaks C1 may be penalised", EV, "73C2", ["laws-2017-everyday-en/73C1"]),
    ("Despite 1 and 2, if crucial", EV, "93C3a",
     ["laws-2017-everyday-en/93C1", "laws-2017-everyday-en/93C2"]),
    ("for multiple adjusted scores, see B2", EV, "86B1", ["laws-2017-everyday-en/86B2"]),
    ("(but see A above)", EV, "86B2a", ["laws-2017-everyday-en/86A"]),
    ("(under B1 or D2)", EV, "75D3", ["laws-2017-everyday-en/75B1", "laws-2017-everyday-en/75D2"]),
    ("[see Law 12C2(b)]", EV, "86B2b", ["laws-2017-en/12C2b?"]),  # its 2007 source, 86A, is not in the corpus
    ("Law 6's authority", EV, "86A", ["laws-2017-en/6?", "laws-2007-en/6"]),
    ("(zie artikel 16C)", NL_DOC, "47E1", ["laws-2017-nl/16C"]),
    ("(zie ook artikel 13A)", NL_DOC, "16D1", ["laws-2017-en/13A?", "laws-2007-en/13D"]),
    ("(voor viertallenwedstrijden zie artikel 86B)", NL_DOC, "16D2d", ["laws-2017-everyday-en/86B"]),
    ("een overtreding van C2 hierboven", NL_DOC, "16C3", ["laws-2017-nl/16C2"]),
    ("1 en 2 hierboven", NL_DOC, "20F3", ["laws-2017-en/20F1?", "laws-2017-nl/20F2"]),
    ("2(c) of 2(d) hierboven", NL_DOC, "16D3", ["laws-2017-nl/16D2c", "laws-2017-nl/16D2d"]),
    ("herstel volgens (a), kan", NL_DOC, "47E2b", ["laws-2017-nl/47E2a"]),
    # commentary cites in the current code, 2017
    ("(Laws 16 & 73):", "notes-club-en", "hesitations-unauthorised-information",
     ["laws-2017-nl/16", "laws-2007-en/16", "laws-2017-everyday-en/73"]),
    ("Revokes - Laws 61 to 64", "notes-club-en", "revokes",
     ["laws-2017-en/61?", "laws-2017-en/62?", "laws-2017-en/63?", "laws-2017-en/64?"]),
    ("When declarer faces his cards after an opening lead out of turn, Law 54 applies.", "notes-willetton",
     "law-48", ["laws-2017-nl/54"]),
    # no target: a relative citation needs a provision to stand in; an unknown term is no citation
    ("(see D)", "notes-club-en", "revokes", []),
    ("see “Nonsense”", E7, "definitions/cancelled", []),
    ("see Law 94", E7, "6D1", []),
]
# fmt: on


@pytest.mark.parametrize(
    ("text", "doc", "source", "expected"), RESOLVE_CASES, ids=[f"{c[1]}:{c[0][:30]}" for c in RESOLVE_CASES]
)
def test_resolve(text: str, doc: str, source: str, expected: list[str]) -> None:
    context = Context(CORPUS, DOCS[doc], source)
    edges = [EVAL.edge(t) for f in find_citations(text, words_for(doc)) for t in resolve(f, context)]
    assert edges == expected


@pytest.mark.parametrize(
    ("pid", "edition", "expected"),
    [
        ("16C", "2007", "16D"),
        ("16C2a", "2007", "16D2a"),
        ("16D2", "2007", "16C2"),
        ("12C1e", "2007", None),
        ("12C1e_i", "2007", None),
        ("12C1f", "2007", "12C1e"),
        ("86A", "2007", "12C2b"),
        ("7B", "2007", "7B"),
        ("16C2", "2017", "16D2"),
        ("12C2b", "2017", "86A"),
        ("12C2", "2017", "12C2"),
        ("13A", "2017", "13D"),
        ("definitions/withdrawn", "2007", "definitions/withdrawn"),
    ],
)
def test_counterpart_through_the_concordance(pid: str, edition: str, expected: str | None) -> None:
    assert counterpart_id(pid, edition, CORPUS.moves) == expected


# --- whole documents ---------------------------------------------------------------------------


def _provision(doc: str, pid: str, heading: str, text: str, parent: str | None = None) -> Provision:
    ref_law = int("".join(ch for ch in pid if ch.isdigit())[:2]) if pid[0].isdigit() else None
    return Provision(doc, pid, parent, ref_law, heading, text, 0, (1, 1))


def test_cite_document_offsets_labels_and_headings() -> None:
    nl = DOCS[NL_DOC]
    provisions = [
        _provision(NL_DOC, "47E", "Artikel 47E", ""),
        _provision(
            NL_DOC, "16C3", "", "score toekennen (zie artikel 12C1) als een overtreding van C2 hierboven"
        ),
    ]
    notes = DOCS["notes-willetton"]
    note = _provision("notes-willetton", "law-30", "LAW 30 - PASS OUT OF ROTATION (Turn)", "When a player")
    topic = _provision("notes-willetton", "options", "The Five Options (Law 54):", "You may accept")
    cites = cite_document(nl, provisions, CORPUS, NL) + cite_document(notes, [note, topic], CORPUS, EN)
    # a notes heading that opens with its law labels the section; one after a topic cites it
    assert [(c.source, c.raw, c.kind, c.in_heading) for c in cites] == [
        ("16C3", "artikel 12C1", "explicit", False),
        ("16C3", "C2 hierboven", "relative", False),
        ("options", "Law 54", "explicit", True),
    ]
    for c in cites:
        text = topic.heading if c.in_heading else provisions[1].text
        assert text[c.start : c.end] == c.raw
    assert cites[1].targets[0].id == "16C2" and cites[1].targets[0].exists


# --- reference ids round-trip ------------------------------------------------------------------

refs = st.builds(
    lambda law, section, para, sub, roman, depth: Ref(
        law,
        section if depth >= 1 else None,
        para if depth >= 2 else None,
        sub if depth >= 3 else None,
        roman if depth >= 4 else None,
    ),
    st.integers(1, 93),
    st.sampled_from("ABCDEFGH"),
    st.integers(1, 9),
    st.sampled_from("abcdefghijkl"),
    st.sampled_from(ROMANS[:10]),
    st.integers(0, 4),
)


@given(refs)
def test_display_parses_back_to_the_id(ref: Ref) -> None:
    assert parse_ref(ref.display).id == ref.id
    assert parse_ref(ref.id) == ref


@given(refs)
def test_every_displayed_reference_is_found_and_resolved(ref: Ref) -> None:
    """A citation written as the site displays it is found whole and means that provision."""
    text = f"(see {ref.display})"
    (found,) = find_citations(text, EN)
    assert found.raw == ref.display
    context = Context(CORPUS, DOCS[EV], "72A")
    assert resolve(found, context)[0].id == ref.id


# --- the corpus: every cross-reference in the five texts ----------------------------------------

REPORTS = EVAL.evaluate(EXPECTED)


def test_corpus_recall_and_precision() -> None:
    found = sum(sum(r.found.values()) for r in REPORTS)
    wanted = sum(sum(r.expected.values()) for r in REPORTS)
    matched = sum(r.matched for r in REPORTS)
    for r in REPORTS:
        print(f"{r.doc}: precision {r.precision:.3f}, recall {r.recall:.3f}")
    precision, recall = matched / found, matched / wanted
    print(
        f"corpus: {matched} of {wanted} expected, {found} found: "
        f"precision {precision:.3f}, recall {recall:.3f}"
    )
    assert precision >= 0.97 and recall >= 0.97, (
        f"missed {[k for r in REPORTS for k in (r.expected - r.found)]}, "
        f"false {[k for r in REPORTS for k in (r.found - r.expected)]}"
    )


@pytest.mark.parametrize("report", REPORTS, ids=[r.doc for r in REPORTS])
def test_every_document_scores_and_resolves(report: EVAL.DocReport) -> None:
    assert report.precision >= 0.97 and report.recall >= 0.97
    assert report.edge_errors == []


@pytest.mark.parametrize(
    "entry", EXPECTED["xref"], ids=[f"{e['doc']}:{e['line']}:{e['raw']}" for e in EXPECTED["xref"]]
)
def test_found_in_reflowed_text(entry: dict[str, object]) -> None:
    """The parsers reflow hard-wrapped lines: each citation is found in its reflowed paragraph too."""
    doc = DOCS[str(entry["doc"])]
    lines = source_lines((ROOT / "corpus" / doc.source_file).read_text(encoding="utf-8"))
    line = int(str(entry["line"]))
    paragraph = reflow(lines[line - 1 : line + 1])
    raws = [EVAL.norm(f.raw) for f in find_citations(paragraph, words_for(doc.id))]
    assert EVAL.norm(str(entry["raw"])) in raws


def test_expected_list_is_well_formed() -> None:
    for e in EXPECTED["xref"]:
        assert e["doc"] in DOCS, e
        assert e["targets"] and e["edges"], e
        for target in e["targets"]:
            assert target.startswith("definitions/") or parse_ref(target).id == target, e
        line = source_lines((ROOT / "corpus" / DOCS[e["doc"]].source_file).read_text(encoding="utf-8"))[
            e["line"] - 1
        ]
        first_word = EVAL.norm(e["raw"]).split()[0].strip('“”‘’"(')
        assert first_word in line, f"{e['raw']!r} does not start on line {e['line']}: {line!r}"


def test_every_document_has_a_known_kind_and_law_texts_an_edition() -> None:
    assert DOCS and {d.kind for d in DOCS.values()} <= set(KINDS)
    for d in DOCS.values():
        assert (d.edition is not None) == (d.kind in LAW_KINDS), d.id


@pytest.mark.parametrize(
    ("text", "words", "cited"),
    [
        ("Law 16 – Section B – Paragraph 1 applies", EN, (16, "B", 1, None)),
        ("see Law 75 — Part A", EN, (75, "A", None, None)),
        ("Law 12 - section C - paragraph 1 - subparagraph (e)", EN, (12, "C", 1, "e")),
        ("artikel 16 – lid B – sub 1", NL, (16, "B", 1, None)),
    ],
)
def test_level_words_parted_by_dashes_read_as_one_citation(
    text: str, words: CitationWords, cited: tuple[int, str, int | None, str | None]
) -> None:
    """A path of level words parted by dashes ("Law 16 – Section B – Paragraph 1"), as a heading
    repeating its law prints it, names the provision at its end."""
    part = find_citations(text, words)[0].refs[0]
    assert (part.law, part.section, part.para, part.sub) == cited
