"""Search latency per query class and corpus size, against SQLite FTS5 in the same run.

For each scale (1x, 10x, 100x: every document copied that many times under new ids, with
its provisions, citations and aligned links), the corpus is built once through the build's
own pipeline and writer into a temporary artifacts folder, and an FTS5 table over the same
provisions is filled. Every query of the judged sets (``tests/data/queries*.toml``), sorted
into five classes by its ``kind`` (keyword, question, Dutch, misspelling, citation), then
runs ``--rounds`` times through three paths:

- **API**: ``GET /api/v1/search`` through the Flask test client of ``create_app()`` on that
  artifact, with the answer cache off, so that every call searches;
- **engine**: ``SearchIndex.search`` on the same index, directly;
- **FTS5**: any of the query's words, BM25 with headings weighted 3x, and a snippet.

Prints p50 and p95 per class, scale and path, and the API/FTS5 ratios, twice: in elapsed time,
and in the CPU time of the thread running the query (on a machine others are using too, the
elapsed time also counts the waits for a core; the CPU time is the work alone). Nothing is kept
between runs: each scale is built afresh into a folder removed at the end. A measurement,
not a timed test.

No answer is ever reused, but an open index remembers what does not depend on the query
as a whole: each word's stems, weight and whether the texts know it, and each provision's
stored fields and unpacked word marks (see ``indexer.search.engine``), as a serving process
does after its first queries. The timed rounds follow a warm-up round, so those memos hold
the queries' words and hits; the warm-up round itself is printed too (CPU time, "first
run"): there the API and the engine (each on an index of its own) meet each query for the
first time, its words and most of its hits not yet remembered, and the first query of all
also pays for what a process loads once.

    .venv/bin/python scripts/bench_search.py [--scales 1,10,100] [--rounds 3] [--per-class 20]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import re
import sqlite3
import sys
import tempfile
import time
from collections.abc import Callable
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from typing import TypeVar

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from app import create_app  # noqa: E402
from indexer import align  # noqa: E402
from indexer import artifact  # noqa: E402
from indexer import build as builder  # noqa: E402
from indexer.models import Provision  # noqa: E402
from indexer.search import SearchIndex  # noqa: E402
from indexer.tables import Tables  # noqa: E402
from scripts.eval_search import DATA  # noqa: E402
from scripts.eval_search import SETS  # noqa: E402
from scripts.eval_search import load_queries  # noqa: E402

#: a per-provision table's value (a rendering, phrasings)
V = TypeVar("V")

CORPUS = ROOT / "corpus"
LIMIT = 10
#: the clocks measured: elapsed time, and the CPU time of the thread that runs the query
CLOCKS = ("wall", "cpu", "first")
#: the bench's query classes, and the judged sets' kinds that fall in each
CLASSES: dict[str, frozenset[str]] = {
    "keyword": frozenset({"situation", "definition", "notes", "abbreviation"}),
    "question": frozenset({"question"}),
    "dutch": frozenset({"dutch", "cross"}),
    "misspelling": frozenset({"misspelling"}),
    "citation": frozenset({"citation"}),
}


# ---------------------------------------------------------------------------
# Queries
# ---------------------------------------------------------------------------


def query_class(entry: dict[str, Any]) -> str | None:
    """The bench class of a judged query: a query typed in Dutch is Dutch, whatever its kind."""
    if entry.get("typed_in") == "nl" or entry.get("lang") == "nl":
        return "dutch"
    kind = entry.get("kind", "situation")
    for name, kinds in CLASSES.items():
        if kind in kinds:
            return name
    return None


def classed_queries(per_class: int) -> dict[str, list[str]]:
    """Up to ``per_class`` distinct queries per class, spread evenly over the judged sets."""
    pools: dict[str, list[str]] = {name: [] for name in CLASSES}
    for name in SETS:
        for entry in load_queries(DATA / name):
            found = query_class(entry)
            if found and entry["q"] not in pools[found]:
                pools[found].append(entry["q"])
    out: dict[str, list[str]] = {}
    for name, pool in pools.items():
        step = max(len(pool) / per_class, 1.0)
        out[name] = [pool[int(i * step)] for i in range(min(per_class, len(pool)))]
    return out


# ---------------------------------------------------------------------------
# A corpus N times its size
# ---------------------------------------------------------------------------


def scaled(built: builder.Built, tables: Tables, scale: int) -> builder.Built:
    """The built corpus with every document also copied ``scale - 1`` times under new ids, its
    citations pointed at the copies, and the whole aligned again by the build's own aligner."""
    if scale == 1:
        return built
    copies = [{d.id: f"{d.id}-x{n}" for d in built.documents} for n in range(1, scale)]
    documents = list(built.documents)
    provisions = list(built.provisions)
    citations = list(built.citations)
    for rename in copies:
        documents += [
            dataclasses.replace(d, id=rename[d.id], version_of=rename.get(d.version_of or "", d.version_of))
            for d in built.documents
        ]
        provisions += [dataclasses.replace(p, doc=rename[p.doc]) for p in built.provisions]
        citations += [
            dataclasses.replace(
                c,
                doc=rename[c.doc],
                targets=tuple(dataclasses.replace(t, doc=rename.get(t.doc, t.doc)) for t in c.targets),
            )
            for c in built.citations
        ]
    aligned = align.align_corpus(documents, provisions, tables)
    return dataclasses.replace(
        built,
        documents=documents,
        provisions=provisions,
        citations=citations,
        aligned=aligned,
        # each copy of a document is rendered, and asked about, as the document is
        renderings=_per_copy(built.renderings, copies),
        asked=_per_copy(built.asked, copies),
    )


def _per_copy(by_provision: Mapping[str, V], copies: list[dict[str, str]]) -> dict[str, V]:
    """A per-provision table ("doc:id" keys) with each entry also under every copy's ids."""
    out = dict(by_provision)
    for rename in copies:
        for key, value in by_provision.items():
            doc, pid = key.split(":", 1)
            out[f"{rename[doc]}:{pid}"] = value
    return out


def build_scaled(scale: int, artifacts: Path) -> tuple[list[Provision], float]:
    """Build the corpus at ``scale`` into ``artifacts``, made current: its provisions, and seconds taken."""
    started = time.perf_counter()
    built, tables = builder.run_pipeline(CORPUS)
    big = scaled(built, tables, scale)
    writer = artifact.Writer(artifacts)
    try:
        generation = builder.write_artifact(big, tables, writer, 0.0)
    except BaseException:
        writer.discard()
        raise
    artifact.publish(artifacts, generation)
    return big.provisions, time.perf_counter() - started


# ---------------------------------------------------------------------------
# The three paths
# ---------------------------------------------------------------------------


def build_fts(provisions: list[Provision]) -> sqlite3.Connection:
    """The baseline: one FTS5 row per provision, Porter stemming, diacritics folded."""
    db = sqlite3.connect(":memory:", check_same_thread=False)
    db.execute(
        "CREATE VIRTUAL TABLE p USING fts5(doc UNINDEXED, pid UNINDEXED, heading, text,"
        " tokenize='porter unicode61 remove_diacritics 2')"
    )
    db.executemany(
        "INSERT INTO p VALUES (?, ?, ?, ?)", [(p.doc, p.id, p.heading, p.text) for p in provisions]
    )
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


def api_path(artifacts: Path) -> Callable[[str], Any]:
    """One query through ``GET /api/v1/search`` of an app on ``artifacts``, the answer cache off."""
    app = create_app({"TESTING": True, "ARTIFACTS_DIR": str(artifacts), "SEARCH_CACHE_SIZE": 0})
    client = app.test_client()

    def run(q: str) -> Any:
        response = client.get("/api/v1/search", query_string={"q": q, "limit": LIMIT})
        if response.status_code not in (200, 400):
            raise RuntimeError(f"{q!r}: HTTP {response.status_code}")
        return response.get_json()

    return run


def measure(
    paths: dict[str, Callable[[str], Any]], queries: list[str], rounds: int
) -> dict[str, dict[str, list[float]]]:
    """Milliseconds per call and path, wall-clock and CPU (this thread's), after a warm-up round
    whose CPU times are kept as the ``first`` clock.

    The paths take turns on each query, so that load from elsewhere on the machine weighs on
    all of them alike; the CPU time is the work itself, which such load does not inflate.
    """
    times: dict[str, dict[str, list[float]]] = {clock: {name: [] for name in paths} for clock in CLOCKS}
    for q in queries:
        for name, run in paths.items():
            cpu = time.thread_time()
            run(q)
            times["first"][name].append((time.thread_time() - cpu) * 1000)
    for _ in range(rounds):
        for q in queries:
            for name, run in paths.items():
                wall, cpu = time.perf_counter(), time.thread_time()
                run(q)
                times["cpu"][name].append((time.thread_time() - cpu) * 1000)
                times["wall"][name].append((time.perf_counter() - wall) * 1000)
    return times


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))] if ordered else 0.0


# ---------------------------------------------------------------------------
# The run
# ---------------------------------------------------------------------------


def bench_scale(scale: int, queries: dict[str, list[str]], rounds: int) -> dict[str, Any]:
    """Every class through every path on the corpus at ``scale``: p50 and p95 per class and path."""
    with tempfile.TemporaryDirectory(prefix=f"bench-search-{scale}x-") as scratch:
        artifacts = Path(scratch)
        provisions, build_seconds = build_scaled(scale, artifacts)
        started = time.perf_counter()
        db = build_fts(provisions)
        fts_seconds = time.perf_counter() - started
        index = SearchIndex.open(str(artifacts / "current" / "index"))
        paths: dict[str, Callable[[str], Any]] = {
            "api": api_path(artifacts),
            "engine": lambda q: index.search(q, limit=LIMIT),
            "fts5": lambda q: fts_search(db, q),
        }
        rows: dict[str, dict[str, dict[str, list[float]]]] = {}
        for name, qs in queries.items():
            rows[name] = measure(paths, qs, rounds)
        rows["all"] = {
            clock: {p: [t for c in queries for t in rows[c][clock][p]] for p in paths} for clock in CLOCKS
        }
        index.close()
        db.close()
    summary = {
        clock: {
            name: {
                p: {"p50": percentile(t, 0.5), "p95": percentile(t, 0.95), "n": len(t)}
                for p, t in row[clock].items()
            }
            for name, row in rows.items()
        }
        for clock in CLOCKS
    }
    return {
        "scale": scale,
        "provisions": len(provisions),
        "build_s": build_seconds,
        "fts_build_s": fts_seconds,
        "classes": summary,
    }


def print_table(results: list[dict[str, Any]], clock: str) -> None:
    head = (
        f"{'class':<12}{'scale':>6}  {'API p50':>8}{'p95':>8}  {'engine p50':>10}{'p95':>8}"
        f"  {'FTS5 p50':>8}{'p95':>7}  {'API/FTS5 p50':>12}{'p95':>7}"
    )
    print(head)
    print("-" * len(head))
    for result in results:
        for name, row in result["classes"][clock].items():
            api, engine, fts = row["api"], row["engine"], row["fts5"]
            ratio50 = api["p50"] / max(fts["p50"], 1e-9)
            ratio95 = api["p95"] / max(fts["p95"], 1e-9)
            print(
                f"{name:<12}{str(result['scale']) + 'x':>6}  {api['p50']:8.2f}{api['p95']:8.2f}  "
                f"{engine['p50']:10.2f}{engine['p95']:8.2f}  {fts['p50']:8.2f}{fts['p95']:7.2f}  "
                f"{ratio50:11.1f}x{ratio95:6.1f}x"
            )
        print()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--scales", default="1,10", help="corpus sizes to measure, comma-separated (e.g. 1,10,100)"
    )
    parser.add_argument("--rounds", type=int, default=3, help="times each query runs per path")
    parser.add_argument(
        "--per-class", type=int, default=20, help="queries per class (spread over the judged sets)"
    )
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args(argv)
    scales = [int(s) for s in args.scales.split(",") if s.strip()]
    queries = classed_queries(args.per_class)
    print(
        f"queries per class: {', '.join(f'{k} {len(v)}' for k, v in queries.items())}; {args.rounds} rounds"
    )
    results = []
    for scale in scales:
        result = bench_scale(scale, queries, args.rounds)
        print(
            f"{scale}x: {result['provisions']} provisions; built in {result['build_s']:.1f} s, "
            f"FTS5 filled in {result['fts_build_s']:.1f} s",
            flush=True,
        )
        results.append(result)
    for clock, label in (
        ("wall", "elapsed"),
        ("cpu", "CPU time of the searching thread"),
        ("first", "CPU time, first run of each query (the warm-up round)"),
    ):
        print(f"\nmilliseconds per search, {label}, uncached")
        print("(API: GET /api/v1/search through the Flask test client; engine: SearchIndex.search)")
        print_table(results, clock)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
