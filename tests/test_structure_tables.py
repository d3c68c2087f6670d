"""The official structure of both codes as tabled in corpus/data: skeletons, titles and renumbering.

Every table entry is a fact about the printed Laws and carries its source; these tests keep the
tables complete (all 93 Laws in both codes), well formed (canonical ids, parents before children)
and consistent with each other.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from indexer.concordance import move_id
from indexer.ids import LAW_COUNT
from indexer.ids import parse_ref
from indexer.tables import Skeleton
from indexer.tables import read_moves
from indexer.tables import read_skeleton
from indexer.tables import read_title_translations
from indexer.tables import read_titles

DATA = Path(__file__).resolve().parent.parent / "corpus" / "data"
EDITIONS = ("2007", "2017")
#: codes whose skeleton already tables all 93 Laws
COMPLETE = EDITIONS


def load(name: str) -> dict[str, Any]:
    return tomllib.loads((DATA / name).read_text(encoding="utf-8"))


def raw_skeleton(edition: str) -> dict[str, Any]:
    return load(f"skeleton-{edition}.toml")


def skeleton(edition: str) -> Skeleton:
    return read_skeleton(raw_skeleton(edition), f"skeleton-{edition}.toml")


def entry_ids(law: dict[str, Any]) -> list[str]:
    return [entry.split()[0].rstrip("*") for entry in law.get("provisions", [])]


@pytest.mark.parametrize("edition", COMPLETE)
def test_every_law_of_the_code_is_tabled_with_its_title(edition: str) -> None:
    laws = raw_skeleton(edition)["laws"]
    assert sorted(int(k) for k in laws) == list(range(1, LAW_COUNT + 1))
    assert all(law.get("title") for law in laws.values())


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_law_names_where_its_structure_was_checked(edition: str) -> None:
    laws = raw_skeleton(edition)["laws"]
    unsourced = [n for n, law in laws.items() if not str(law.get("source", "")).strip()]
    assert unsourced == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_skeleton_id_is_canonical_unique_and_in_its_own_law(edition: str) -> None:
    seen: set[str] = set()
    for number, law in raw_skeleton(edition)["laws"].items():
        for pid in entry_ids(law):
            ref = parse_ref(pid)
            assert ref.id == pid, f"{pid} is written {ref.id} canonically"
            assert ref.law == int(number)
            assert pid not in seen, f"{pid} listed twice"
            seen.add(pid)


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_provision_follows_its_parent_and_its_earlier_siblings(edition: str) -> None:
    for nodes in skeleton(edition).laws.values():
        order = {node.ref: i for i, node in enumerate(nodes)}
        for i, node in enumerate(nodes[1:], start=1):
            parent = node.ref.parent
            assert parent in order, f"{node.id} has no {parent.id} above it"
            assert order[parent] < i, f"{node.id} comes before its parent {parent.id}"
        siblings: dict[Any, list[Any]] = {}
        for node in nodes[1:]:
            siblings.setdefault(node.ref.parent, []).append(node.ref)
        for refs in siblings.values():
            keys = [_level_key(ref) for ref in refs]
            assert keys == sorted(keys), f"siblings out of order: {[r.id for r in refs]}"


def _level_key(ref: Any) -> tuple[int, str]:
    """Where a provision stands among its siblings: A < B, 1 < 2 < 10, (a) < (b), (i) < (ii) < (iv)."""
    from indexer.ids import ROMANS

    if ref.roman is not None:
        return ROMANS.index(ref.roman), ""
    if ref.sub is not None:
        return 0, ref.sub
    if ref.para is not None:
        return ref.para, ""
    return 0, ref.section or ""


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_container_has_provisions_below_it(edition: str) -> None:
    """An entry without ``*`` prints no text of its own, so something must be printed under it."""
    for nodes in skeleton(edition).laws.values():
        parents = {node.ref.parent for node in nodes[1:]}
        for node in nodes[1:]:
            assert node.has_text or node.ref in parents, f"{node.id} has neither text nor provisions"


@pytest.mark.parametrize("edition", EDITIONS)
def test_entries_marked_unverified_are_entries_of_that_law(edition: str) -> None:
    for number, law in raw_skeleton(edition)["laws"].items():
        listed = set(entry_ids(law))
        assert set(law.get("unverified", [])) <= listed, f"law {number}"
        assert law.get("verified", True) in (True, False)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_skeleton_and_the_titles_table_give_each_law_the_same_title(edition: str) -> None:
    table = load("titles.toml")["editions"][edition]
    titles = {int(k): v for k, v in table["titles"].items()}
    titles.update({int(k): v for k, v in table.get("amended", {}).items()})
    laws = raw_skeleton(edition)["laws"]
    assert {int(n): law["title"] for n, law in laws.items()} == {int(n): titles[int(n)] for n in laws}


@pytest.mark.parametrize(
    ("edition", "law", "title"),
    [
        ("2007", 16, "Authorized and Unauthorized Information"),
        ("2007", 22, "Procedure after the Bidding Has Ended"),
        ("2007", 23, "Awareness of Potential Damage"),
        ("2017", 15, "Wrong Board or Hand"),
        ("2017", 21, "Misinformation"),
        ("2017", 22, "End of Auction"),
        ("2017", 23, "Comparable Call"),
        ("2017", 73, "Communication, Tempo and Deception"),
    ],
)
def test_titles_as_the_codes_print_them(edition: str, law: int, title: str) -> None:
    assert read_titles(load("titles.toml"))[edition][law] == title


@pytest.mark.parametrize(
    ("edition", "pid", "has_text", "heading"),
    [
        # sections the parser recovers from their titles when a copy loses the letters
        ("2017", "20A", True, "Call Not Clearly Recognized"),
        ("2017", "20B", True, "Review of Auction during Auction Period"),
        ("2017", "25A", False, "Unintended Call"),
        ("2017", "27B", True, "Insufficient Bid Not Accepted"),
        ("2017", "45C", False, "Card Deemed to Be Played"),
        ("2007", "45C", False, "Compulsory Play of Card"),
        ("2017", "57D", True, "Premature Play at RHO’s Turn"),
        # a lead-in above lettered sections is the law's own text
        ("2017", "22", True, "End of Auction"),
        ("2017", "31", True, "Bid Out of Rotation"),
        # a paragraph made only of items prints no text of its own
        ("2017", "27B1", False, ""),
        ("2017", "40B2a_v", True, ""),
        ("2017", "40B2", False, ""),
        ("2007", "16B1", False, ""),
        ("2007", "12C1e_ii", True, ""),
    ],
)
def test_skeleton_entries_as_printed(edition: str, pid: str, has_text: bool, heading: str) -> None:
    ref = parse_ref(pid)
    node = next(n for n in skeleton(edition).nodes(ref.law) if n.id == pid)
    assert (node.has_text, node.heading) == (has_text, heading)


def test_each_translated_title_names_where_it_was_seen() -> None:
    data = load("titles.toml")
    for language, editions in data["translations"].items():
        for edition, table in editions.items():
            titles, sources = table["titles"], table.get("sources", {})
            assert set(titles) <= set(sources), f"{language} {edition}: titles without a source"
            assert all(int(law) in range(1, LAW_COUNT + 1) for law in titles)


@pytest.mark.parametrize(
    ("law", "title"),
    [
        (16, "Geoorloofde en ongeoorloofde informatie"),
        (41, "Het begin van het spelen"),
        (54, "Voor de beurt uitkomen met de beeldzijde naar boven"),
    ],
)
def test_dutch_titles_as_the_translation_prints_them(law: int, title: str) -> None:
    assert read_title_translations(load("titles.toml"))["nl"]["2017"][law] == title


def test_every_title_table_names_its_source() -> None:
    data = load("titles.toml")
    for table in data["editions"].values():
        assert table.get("source")
    for editions in data.get("translations", {}).values():
        for table in editions.values():
            assert table.get("source")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("23", "72C"),
        ("86A", "12C2b"),
        ("86B", "12C4"),
        ("86C", "86A"),
        ("86D", "86B1"),
        ("73E", "73E1"),
        ("73F", "73E2"),
        ("16C", "16D"),
        ("16D", "16C"),
        ("12C1e", ""),
        ("12C1f", "12C1e"),
        ("17D", "15A"),
        ("17E", "17D"),
        ("25A4", "25A6"),
        ("30B1", "30A"),
    ],
)
def test_the_concordance_records_the_known_moves(old: str, new: str) -> None:
    moves = {m.old: m.new for m in read_moves(load("concordance-2007-2017.toml"), "concordance")}
    assert moves[old] == new


def test_every_concordance_move_stays_within_the_laws_of_both_skeletons() -> None:
    old, new = skeleton("2007").ids(), skeleton("2017").ids()
    for move in read_moves(load("concordance-2007-2017.toml"), "concordance"):
        assert move.old or move.new, "a move needs at least one side"
        assert move.old == "" or move.old in old
        assert move.new == "" or move.new in new
        assert move.source.strip()


@pytest.mark.parametrize(
    ("pid", "forward", "expected"),
    [
        ("17D1", True, "15A1"),
        ("17E2", True, "17D3"),
        ("25A3", True, "25A5"),
        ("15A1", False, "17D2"),
        ("25A6", False, "25A4"),
        # new in 2017: no 2007 counterpart rather than the same id
        ("17D2", False, None),
        ("25A2", False, None),
        ("1B", False, None),
        ("87C", False, None),
        ("30A", False, "30B1"),
    ],
)
def test_ids_move_between_the_codes(pid: str, forward: bool, expected: str | None) -> None:
    moves = read_moves(load("concordance-2007-2017.toml"), "concordance")
    assert move_id(pid, moves, forward) == expected
