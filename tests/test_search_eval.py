"""The search engine judged on the real artifact: recall@5 and MRR over tests/data/queries.toml."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from indexer.search import SearchIndex
from scripts.eval_search import INDEX
from scripts.eval_search import evaluate
from scripts.eval_search import load_queries

#: the share of judged queries that must have a relevant provision in the first five hits
RECALL_FLOOR = 0.9
MRR_FLOOR = 0.75
PROVISIONS = INDEX.parent / "provisions.json"


@pytest.fixture(scope="module")
def index() -> SearchIndex:
    if not INDEX.exists():
        pytest.skip(f"no artifact at {INDEX}: run `make build` (the Makefile builds it before tests)")
    return SearchIndex.open(str(INDEX))


def test_query_set_is_large_and_varied() -> None:
    queries = load_queries()
    assert len(queries) >= 45
    kinds = {q.get("kind") for q in queries}
    assert {"situation", "definition", "citation", "misspelling", "dutch"} <= kinds


def test_judged_ids_exist() -> None:
    """A judged id that no provision has would make a query unanswerable for the wrong reason."""
    if not PROVISIONS.exists():
        pytest.skip(f"no artifact at {PROVISIONS}: run `make build`")
    keys = {f"{p['doc']}:{p['id']}" for p in json.loads(Path(PROVISIONS).read_text(encoding="utf-8"))}
    unknown = sorted({r for q in load_queries() for r in q["relevant"] if r not in keys})
    assert unknown == []


def test_recall_and_mrr_floor(index: SearchIndex) -> None:
    report = evaluate(index)
    misses = "\n".join(f"{m['q']!r}: rank {m['rank']}, top {m['top']}" for m in report["misses"])
    assert report["recall_at_5"] >= RECALL_FLOOR, misses
    assert report["mrr"] >= MRR_FLOOR, misses


@pytest.mark.parametrize("q", ["16B1a", "Law 16B1(a)", "12C1(e)(i)", "artikel 16C"])
def test_a_citation_is_never_corrected_as_a_misspelling(q: str) -> None:
    from app import create_app

    body = create_app().test_client().get("/api/v1/search", query_string={"q": q}).get_json()
    assert body["citation"] is not None and body["did_you_mean"] is None


@pytest.mark.parametrize("q", ["Law 99", "law 94 claims", "artikel 120"])
def test_a_law_that_does_not_exist_is_answered_with_a_message(q: str) -> None:
    from app import create_app

    response = create_app().test_client().get("/api/v1/search", query_string={"q": q})
    assert response.status_code == 400
    assert "the Laws run from 1 to 93" in response.get_json()["error"]["message"]
