"""The edition logic on its own (no Flask): the real renumberings of the 2007 and 2017 codes,
read both ways, and the side-by-side rows and notes of the built corpus."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from api.corpus import Corpus
from indexer.compare import Codes
from indexer.compare import edition_notes
from indexer.compare import side_by_side
from indexer.compare import versions_of
from indexer.tables import read_moves

DATA = Path(__file__).resolve().parent.parent / "corpus" / "data"


def load_codes() -> Codes:
    concordance = DATA / "concordance-2007-2017.toml"
    moves = read_moves(tomllib.loads(concordance.read_text(encoding="utf-8")), concordance.name)
    editions = tomllib.loads((DATA / "editions.toml").read_text(encoding="utf-8"))["editions"]
    return Codes(tuple(editions), moves)


CODES = load_codes()

# (2007 id, 2017 id): the same provision in both codes, from the concordance's real entries
# fmt: off
SAME_PROVISION = [
    ("16C", "16D"), ("16C2b", "16D2b"), ("16D", "16C"), ("16D2", "16C2"),  # C and D swapped
    ("12C1f", "12C1e"),                                # relettered after 12C1(e) was deleted
    ("23", "72C"),                                     # a law become a section of another
    ("73E", "73E1"), ("73F", "73E2"),                  # a section become a paragraph
    ("86A", "12C2b"), ("86B", "12C4"), ("86C", "86A"), ("86D", "86B1"),
    ("13A", "13B1"), ("13D", "13A"), ("13D1", "13A1"), ("13D2a", "13A2"), ("13F", "13C"),
    ("15A", "15B2"), ("64C", "64C1"),
    ("15A1", "15B2a"), ("15A2", "15B2b"),             # a section become a paragraph: its levels shift
    ("16A1", "16A1"), ("16B1a", "16B1a"), ("1", "1"), ("16", "16"),  # unchanged
]
# 2007 ids the 2017 code deleted
DELETED_IN_2017 = ["16A3", "16A4", "12C1e", "12C1e_i", "13D2b", "13E", "15C"]
# 2017 ids the 2007 code has no counterpart of: its 23 (Comparable Call) is not 2007's 23
NEW_IN_2017 = ["23", "23A", "16A3", "13E"]
# fmt: on


@pytest.mark.parametrize(("old", "new"), SAME_PROVISION)
def test_an_older_provision_carries_to_the_current_code(old: str, new: str) -> None:
    assert CODES.to_current(old, "2007") == new
    assert CODES.between(old, "2007", "2017") == new


@pytest.mark.parametrize(("old", "new"), SAME_PROVISION)
def test_a_current_provision_carries_back_to_the_older_code(old: str, new: str) -> None:
    assert CODES.from_current(new, "2007") == old
    assert CODES.between(new, "2017", "2007") == old


@pytest.mark.parametrize("old", DELETED_IN_2017)
def test_a_provision_the_current_code_deleted_has_no_current_id(old: str) -> None:
    assert CODES.to_current(old, "2007") is None


@pytest.mark.parametrize("new", NEW_IN_2017)
def test_a_provision_new_in_the_current_code_has_no_older_id(new: str) -> None:
    assert CODES.from_current(new, "2007") is None


@pytest.mark.parametrize("pid", ["16C", "definitions/dummy", "revokes/q1"])
def test_the_current_code_and_texts_of_no_edition_keep_their_ids(pid: str) -> None:
    for edition in ("2017", None):
        assert CODES.to_current(pid, edition) == pid
        assert CODES.from_current(pid, edition) == pid


@pytest.fixture(scope="module")
def corpus(artifacts_dir: Path) -> Corpus:
    return Corpus((artifacts_dir / "current").resolve())


def test_law_12c1e_of_2017_is_the_2007_texts_12c1f(corpus: Corpus) -> None:
    versions, missing = versions_of(corpus, "12C1e")
    assert [(p.doc, p.id) for p, _ in versions] == [("laws-2007-en", "12C1f")]
    assert missing == []


def test_law_16c_of_2017_is_dutch_16c_and_names_the_missing_2007_16d(corpus: Corpus) -> None:
    versions, missing = versions_of(corpus, "16C")
    assert ("laws-2017-nl", "16C") in [(p.doc, p.id) for p, _ in versions]
    assert missing == [
        {"doc": "laws-2007-en", "note": "the 2007 code numbers this Law 16D; not in this text"}
    ]


@pytest.mark.parametrize(
    ("doc", "pid", "expected"),
    [
        ("laws-2007-en", "12C1f", ["This English text is the 2007 code; in the 2017 code this is Law 12C1(e) "
                                   "(not in this corpus)."]),
        ("laws-2007-en", "16A3", ["This English text is the 2007 code; the 2017 code, which the Dutch text "
                                  "translates, has no counterpart of Law 16A3."]),
        ("laws-2017-nl", "16C", ["This Dutch text translates the 2017 code; in the 2007 code (the English "
                                 "text) this is Law 16D (not in this corpus)."]),
        ("laws-2017-nl", "16B1a", []),
        ("laws-2017-everyday-en", "72C", ["This English text paraphrases the 2017 code; in the 2007 code "
                                          "this is Law 23 (not in this corpus)."]),
    ],
)  # fmt: skip
def test_edition_notes_say_what_the_other_code_calls_it(
    corpus: Corpus, doc: str, pid: str, expected: list[str]
) -> None:
    p = corpus.provision(doc, pid)
    assert p is not None
    assert edition_notes(corpus, p) == expected


def test_side_by_side_puts_each_provision_on_its_current_row(corpus: Corpus) -> None:
    table = side_by_side(corpus, 16)
    rows = {r["key"]: r for r in table["rows"]}
    assert rows["16A1"]["cells"]["laws-2007-en"]["id"] == "16A1"
    assert rows["16A1"]["cells"]["laws-2017-nl"]["id"] == "16A1"
    deleted = rows["16A3 (2007, deleted in 2017)"]
    assert deleted["deleted"] and deleted["cells"]["laws-2007-en"]["relation"] == "deleted"
    assert deleted["display"] == "Law 16A3 (2007 code only)"
    deleted_cells = [cell for r in table["rows"] if r["deleted"] for cell in r["cells"].values() if cell]
    assert {cell["relation"] for cell in deleted_cells} == {"deleted"}


def test_a_cell_where_the_source_stops_mid_sentence_says_so(corpus: Corpus) -> None:
    rows = {r["key"]: r for r in side_by_side(corpus, 16)["rows"]}
    cut = [(k, d) for k, r in rows.items() for d, cell in r["cells"].items() if cell and cell["cut"]]
    assert cut == [("16B2", "laws-2007-en")]


def test_two_older_provisions_that_became_one_keep_a_row_each(corpus: Corpus) -> None:
    rows = {r["key"]: r for r in side_by_side(corpus, 13)["rows"]}
    assert rows["13A2"]["cells"]["laws-2007-en"]["id"] == "13D2"
    merged = rows["13A2 (2007 13D2a)"]
    assert merged["id"] == "13A2" and merged["cells"]["laws-2007-en"]["id"] == "13D2a"
    assert merged["display"] == "Law 13A2 (2007 Law 13D2(a))"
