"""Versions side by side: the same provision across documents, editions and club notes."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from indexer.align import align_corpus
from indexer.build import read_manifest
from indexer.build import read_source
from indexer.build import read_tables
from indexer.concordance import move_id
from indexer.ids import try_ref
from indexer.models import Document
from indexer.parse import parse_document
from indexer.parsers import commentary

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "corpus"


def compare(client: Any, law: int, docs: str = "") -> dict[str, Any]:
    response = client.get(f"/api/v1/compare/{law}" + (f"?docs={docs}" if docs else ""))
    assert response.status_code == 200
    return response.get_json()


def row(data: dict[str, Any], key: str) -> dict[str, Any]:
    return next(r for r in data["rows"] if r["key"] == key)


def cell_id(data: dict[str, Any], key: str, doc: str) -> str | None:
    cell = row(data, key)["cells"][doc]
    return cell["id"] if cell else None


def test_law_16_puts_the_english_16a1_beside_the_dutch_16a1(client: Any) -> None:
    data = compare(client, 16)
    assert cell_id(data, "16A1", "laws-2007-en") == "16A1"
    assert cell_id(data, "16A1", "laws-2017-nl") == "16A1"


def test_the_dutch_16c_sits_beside_the_absent_2007_16d_with_a_note(client: Any) -> None:
    data = compare(client, 16)
    assert cell_id(data, "16C", "laws-2017-nl") == "16C"
    assert row(data, "16C")["cells"]["laws-2007-en"] is None
    notes = [n["note"] for n in data["notes"] if n["key"] == "16C"]
    assert notes == ["Law 16C of the 2017 code is Law 16D in the 2007 code: not in this corpus"]


def test_no_row_puts_the_2007_16c_beside_the_2017_16c(client: Any) -> None:
    data = compare(client, 16)
    for r in data["rows"]:
        english = r["cells"].get("laws-2007-en")
        dutch = r["cells"].get("laws-2017-nl")
        if english and dutch:
            assert not (english["id"].startswith("16C") and dutch["id"].startswith("16C"))


def test_provisions_deleted_in_2017_keep_a_row_of_their_own(client: Any) -> None:
    data = compare(client, 16)
    assert cell_id(data, "16A3 (2007, deleted in 2017)", "laws-2007-en") == "16A3"
    assert row(data, "16A3 (2007, deleted in 2017)")["cells"]["laws-2017-nl"] is None


def test_the_everyday_73c_rows_show_the_club_notes_on_hesitations(client: Any) -> None:
    data = compare(client, 73)
    explained = [r for r in data["rows"] if r["cells"].get("notes-club-en")]
    assert [(r["key"], r["cells"]["notes-club-en"]["id"]) for r in explained] == [
        ("73C1", "hesitations-unauthorised-information")
    ]
    assert explained[0]["cells"]["notes-club-en"]["relation"] == "explains"


def test_compare_takes_the_documents_asked_for(client: Any) -> None:
    data = compare(client, 16, "laws-2017-nl")
    assert data["docs"] == ["laws-2017-nl"]
    assert all(set(r["cells"]) == {"laws-2017-nl"} for r in data["rows"])
    assert client.get("/api/v1/compare/16?docs=nope").status_code == 400
    assert client.get("/api/v1/compare/94").status_code == 404


@pytest.mark.parametrize(
    ("doc", "pid", "expected"),
    [
        ("laws-2007-en", "16A1", [{"doc": "laws-2017-nl", "id": "16A1", "relation": "same", "exists": True}]),
        (
            "laws-2017-nl",
            "16C",
            [{"doc": "laws-2007-en", "id": "16D", "relation": "renumbered", "exists": False}],
        ),
        (
            "laws-2017-nl",
            "16D2a",
            [{"doc": "laws-2007-en", "id": "16C2a", "relation": "renumbered", "exists": False}],
        ),
        (
            "laws-2007-en",
            "12C1f",
            [{"doc": "laws-2017-en", "id": "12C1e", "relation": "renumbered", "exists": False}],
        ),
    ],
)
def test_a_provision_names_its_counterparts(client: Any, doc: str, pid: str, expected: list[dict]) -> None:
    aligned = client.get(f"/api/v1/provisions/{doc}/{pid}").get_json()["aligned"]
    assert [{k: a[k] for k in ("doc", "id", "relation", "exists")} for a in aligned] == expected


def test_a_club_note_explains_the_provisions_it_is_about(client: Any) -> None:
    aligned = client.get("/api/v1/provisions/notes-club-en/hesitations-unauthorised-information").get_json()[
        "aligned"
    ]
    assert {(a["doc"], a["id"], a["relation"]) for a in aligned} == {
        ("laws-2007-en", "16B1a", "explains"),
        ("laws-2017-nl", "16B1a", "explains"),
        ("laws-2017-everyday-en", "73C1", "explains"),
    }


def test_every_concordance_id_exists_in_the_skeleton_of_its_edition() -> None:
    tables = read_tables(CORPUS, read_manifest(CORPUS))
    old, new = tables.skeletons["2007"].ids(), tables.skeletons["2017"].ids()
    for move in tables.moves:
        assert move.old == "" or move.old in old, f"2007 {move.old} is not in skeleton-2007.toml"
        assert move.new == "" or move.new in new, f"2017 {move.new} is not in skeleton-2017.toml"
        assert move.source


def test_every_concordance_entry_cites_its_source() -> None:
    data = tomllib.loads((CORPUS / "data" / "concordance-2007-2017.toml").read_text(encoding="utf-8"))
    assert all(entry.get("source") for entry in data["move"])


@pytest.mark.parametrize(
    ("pid", "forward", "expected"),
    [
        ("16C", True, "16D"), ("16C2b", True, "16D2b"), ("16D", True, "16C"), ("16A1", True, "16A1"),
        ("12C1e", True, None), ("23", True, "72C"), ("73F", True, "73E2"), ("16D", False, "16C"),
        ("72C", False, "23"), ("1", True, "1"), ("16", True, "16"),
    ],
)  # fmt: skip
def test_the_concordance_moves_ids_by_longest_prefix(pid: str, forward: bool, expected: str | None) -> None:
    tables = read_tables(CORPUS, read_manifest(CORPUS))
    assert move_id(pid, tables.moves, forward) == expected
    if expected:
        assert try_ref(expected) is not None


def test_a_club_note_about_laws_no_text_holds_still_names_them(client: Any) -> None:
    aligned = client.get("/api/v1/provisions/notes-club-en/revokes").get_json()["aligned"]
    assert [(a["doc"], a["id"], a["relation"], a["exists"]) for a in aligned] == [
        ("laws-2017-en", law, "explains", False) for law in ("61", "62", "63", "64")
    ]
    rows = compare(client, 30)["rows"]
    assert [(r["key"], r["cells"]["notes-willetton"]["id"]) for r in rows] == [("30", "law-30")]


def test_a_note_is_placed_in_each_code_by_that_codes_numbering() -> None:
    """A note cites in the current code: the 2017 12C1(e) (scores need not balance) is the 2007
    12C1(f), not the 2007 12C1(e), whose option the 2017 code deleted."""
    documents = read_manifest(CORPUS)
    tables = read_tables(CORPUS, documents)
    formal = next(d for d in documents if d.id == "laws-2007-en")
    note_doc = Document("notes-scores", "Scores", "commentary", "en", None, "scores.txt")
    note_text = "ADJUSTED SCORES\n\nThe two sides' scores need not balance (Law 12C1(e))."
    notes = commentary.parse(note_text, note_doc, tables)
    provisions = parse_document(read_source(CORPUS, formal), formal, tables) + notes
    placed = align_corpus([formal, note_doc], provisions, tables).notes["notes-scores:adjusted-scores"]
    assert notes[0].about == ("12C1e",)
    assert placed["groups"] == [("2007", "12C1f")]
