"""The search engine judged on queries it was never tuned on: tests/data/queries_heldout.toml.

The held-out set is written the way directors, players and Dutch club members type (sloppy,
misspelt, whole questions, Dutch, citations in odd spellings); its floor guards against an
engine that only fits the judged set it was developed with.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from indexer.search import SearchIndex
from scripts.eval_search import INDEX
from scripts.eval_search import evaluate
from scripts.eval_search import load_queries

HELDOUT = Path(__file__).resolve().parent / "data" / "queries_heldout.toml"
PROVISIONS = INDEX.parent / "provisions.json"
RECALL_FLOOR = 0.9
MRR_FLOOR = 0.8


@pytest.fixture(scope="module")
def index() -> SearchIndex:
    if not INDEX.exists():
        pytest.skip(f"no artifact at {INDEX}: run `make build` (the Makefile builds it before tests)")
    return SearchIndex.open(str(INDEX))


def test_heldout_set_is_large_varied_and_new() -> None:
    heldout = load_queries(HELDOUT)
    assert len(heldout) >= 60
    kinds = {q.get("kind") for q in heldout}
    assert {"situation", "question", "definition", "citation", "misspelling", "dutch", "notes"} <= kinds
    tuned = {q["q"].casefold() for q in load_queries()}
    assert [q["q"] for q in heldout if q["q"].casefold() in tuned] == []


def test_heldout_judged_ids_exist() -> None:
    if not PROVISIONS.exists():
        pytest.skip(f"no artifact at {PROVISIONS}: run `make build`")
    keys = {f"{p['doc']}:{p['id']}" for p in json.loads(PROVISIONS.read_text(encoding="utf-8"))}
    unknown = sorted({r for q in load_queries(HELDOUT) for r in q["relevant"] if r not in keys})
    assert unknown == []


def test_heldout_recall_and_mrr_floor(index: SearchIndex) -> None:
    report = evaluate(index, load_queries(HELDOUT))
    misses = "\n".join(f"{m['q']!r}: rank {m['rank']}, top {m['top']}" for m in report["misses"])
    print(f"held-out recall@5 {report['recall_at_5']:.3f}  MRR {report['mrr']:.3f}")
    assert report["recall_at_5"] >= RECALL_FLOOR, misses
    assert report["mrr"] >= MRR_FLOOR, misses
