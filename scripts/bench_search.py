"""Search latency through the API against a SQLite FTS5 baseline, in one run on the same data.

Builds, from the current artifact's ``provisions.json`` and ``documents.json``, a fresh
Whoosh index (timed) and an FTS5 table (timed), then runs every judged query of
``tests/data/queries.toml`` several rounds through ``GET /api/v1/search`` (the Flask test
client of ``create_app()``), through ``SearchIndex.search`` directly, and through FTS5
directly; prints p50/p95 per path and the ratios. A measurement, not a timed test.

    .venv/bin/python scripts/bench_search.py [--artifact artifacts/current] [--rounds 5]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import re
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from indexer.models import Document  # noqa: E402
from indexer.models import Provision  # noqa: E402
from indexer.search import WORDS_FILE  # noqa: E402
from indexer.search import SearchIndex  # noqa: E402
from indexer.search import build_index  # noqa: E402
from scripts.eval_search import load_queries  # noqa: E402

ARTIFACT = ROOT / "artifacts" / "current"
LIMIT = 10


def load_artifact(artifact: Path) -> tuple[list[Document], list[Provision]]:
    names = {f.name for f in dataclasses.fields(Document)}
    raw_docs = json.loads((artifact / "documents.json").read_text(encoding="utf-8"))
    if isinstance(raw_docs, dict):
        raw_docs = raw_docs.get("documents", [])
    # the artifact adds summary keys (e.g. a provision count) to each document
    documents = [Document(**{k: v for k, v in d.items() if k in names}) for d in raw_docs]
    raw = json.loads((artifact / "provisions.json").read_text(encoding="utf-8"))
    if isinstance(raw, dict):
        raw = raw.get("provisions", [])
    fields = {f.name for f in dataclasses.fields(Provision)}
    return documents, [Provision.from_dict({k: v for k, v in p.items() if k in fields}) for p in raw]


def build_fts(provisions: list[Provision]) -> sqlite3.Connection:
    """The baseline: one FTS5 row per provision, Porter stemming, diacritics folded."""
    db = sqlite3.connect(":memory:", check_same_thread=False)
    db.execute(
        "CREATE VIRTUAL TABLE p USING fts5(doc UNINDEXED, pid UNINDEXED, heading, text,"
        " tokenize='porter unicode61 remove_diacritics 2')"
    )
    rows = [(p.doc, p.id, p.heading, p.text) for p in provisions]
    db.executemany("INSERT INTO p VALUES (?, ?, ?, ?)", rows)
    db.commit()
    return db


def fts_search(db: sqlite3.Connection, q: str) -> list[tuple[str, str, str]]:
    """Any of the words, ranked by BM25 with headings weighted 3x, with a highlighted snippet."""
    words = re.findall(r"\w+", q)
    if not words:
        return []
    match = " OR ".join('"' + w.replace('"', "") + '"' for w in words)
    return db.execute(
        "SELECT doc, pid, snippet(p, 3, '<mark>', '</mark>', ' … ', 24) FROM p WHERE p MATCH ?"
        " ORDER BY bm25(p, 3.0, 1.0) LIMIT ?",
        (match, LIMIT),
    ).fetchall()


def api_client() -> Callable[[str], Any] | None:
    """A function that runs one query through the Flask API, or None when the API is not there yet."""
    try:
        from app import create_app

        client = create_app().test_client()
        probe = client.get("/api/v1/search", query_string={"q": "dummy"})
    except Exception as exc:  # the app is another stage's; measure what can be measured
        print(f"(no Flask app to measure: {type(exc).__name__}: {exc})")
        return None
    if probe.status_code != 200:
        print(f"(GET /api/v1/search answered {probe.status_code}; the API path is left out)")
        return None

    def run(q: str) -> Any:
        response = client.get("/api/v1/search", query_string={"q": q, "limit": LIMIT})
        if response.status_code not in (200, 400):
            raise RuntimeError(f"{q!r}: HTTP {response.status_code}")
        return response.get_json()

    return run


def measure(run: Callable[[str], Any], queries: list[str], rounds: int) -> list[float]:
    """Milliseconds per call, every query once per round, after one warm-up round."""
    for q in queries:
        run(q)
    times: list[float] = []
    for _ in range(rounds):
        for q in queries:
            start = time.perf_counter()
            run(q)
            times.append((time.perf_counter() - start) * 1000)
    return times


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--artifact", default=str(ARTIFACT), help="artifact directory with provisions.json")
    parser.add_argument("--rounds", type=int, default=5, help="times each query is run per path")
    args = parser.parse_args(argv)
    artifact = Path(args.artifact)
    if not (artifact / "provisions.json").exists():
        print(f"no provisions.json in {artifact}: run `make build` first", file=sys.stderr)
        return 2
    documents, provisions = load_artifact(artifact)
    queries = [entry["q"] for entry in load_queries()]

    with tempfile.TemporaryDirectory() as scratch:
        start = time.perf_counter()
        words = json.loads((artifact / "index" / WORDS_FILE).read_text(encoding="utf-8"))
        build_index(str(Path(scratch) / "index"), documents, provisions, words=words)
        whoosh_build = time.perf_counter() - start
        start = time.perf_counter()
        db = build_fts(provisions)
        fts_build = time.perf_counter() - start
        index = SearchIndex.open(str(Path(scratch) / "index"))

        rows: dict[str, list[float]] = {}
        api = api_client()
        if api is not None:
            rows["API (Flask + Whoosh)"] = measure(api, queries, args.rounds)
        rows["Whoosh direct"] = measure(lambda q: index.search(q, limit=LIMIT), queries, args.rounds)
        rows["FTS5 direct"] = measure(lambda q: fts_search(db, q), queries, args.rounds)
        index.close()

    print(f"{len(provisions)} provisions, {len(queries)} queries x {args.rounds} rounds")
    print(f"index build: Whoosh {whoosh_build:.2f} s, FTS5 {fts_build * 1000:.1f} ms")
    print(f"{'path':<22} {'p50 ms':>8} {'p95 ms':>8} {'mean ms':>8}")
    for name, times in rows.items():
        p50, p95, mean = percentile(times, 0.5), percentile(times, 0.95), statistics.fmean(times)
        print(f"{name:<22} {p50:8.2f} {p95:8.2f} {mean:8.2f}")
    base = rows["FTS5 direct"]
    for name, times in rows.items():
        if name != "FTS5 direct":
            p50 = percentile(times, 0.5) / max(percentile(base, 0.5), 1e-9)
            p95 = percentile(times, 0.95) / max(percentile(base, 0.95), 1e-9)
            print(f"ratio {name} / FTS5: p50 {p50:.1f}x, p95 {p95:.1f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
