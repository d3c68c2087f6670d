"""Judge the search engine on the judged query sets in ``tests/data/queries*.toml``.

Per set: answered@5 (the share of queries with a perfect answer, a relevant provision, among
the first five hits; also called recall@5 here), MRR (the mean of 1/rank of the first relevant
hit in the first 20) and the same two over the set's cross-language queries alone (typed in
one language, answered only in another: ``typed_in`` against the languages of the documents
its relevant provisions are in). Then, with ``--misses``, every query that missed.

    .venv/bin/python scripts/eval_search.py [--index artifacts/current/index] [--queries FILE ...] [--misses]
"""

from __future__ import annotations

import argparse
import json
import sys
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from indexer.search import SearchIndex  # noqa: E402

DATA = ROOT / "tests" / "data"
QUERIES = DATA / "queries.toml"
#: every judged set, in the order the report lists them
SETS = (
    "queries.toml",
    "queries_heldout.toml",
    "queries_blind.toml",
    "queries_blind2.toml",
    "queries_blind3.toml",
    "queries_blind4.toml",
    "queries_blind5.toml",
    "queries_blind6.toml",
    "queries_blind7.toml",
    "queries_blind8.toml",
    "queries_blind9.toml",
    "queries_blind10.toml",
    "queries_blind11.toml",
    "queries_blind12.toml",
    "queries_blind13.toml",
    "queries_blind14.toml",
)
INDEX = ROOT / "artifacts" / "current" / "index"
#: a query is answered when a relevant provision is among this many first hits
TOP = 5
#: the language a query is typed in when its entry does not say
DEFAULT_TYPED_IN = "en"


def load_queries(path: Path = QUERIES) -> list[dict[str, Any]]:
    """The judged queries, each with ``q`` and a non-empty ``relevant`` list."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    queries = data.get("query", [])
    for i, entry in enumerate(queries):
        if not entry.get("q") or not entry.get("relevant"):
            raise ValueError(f"{path}: query #{i + 1} needs both q and relevant")
    return queries


def document_languages(index_dir: Path = INDEX) -> dict[str, str]:
    """Per document id, its language, from the artifact the index belongs to."""
    documents = json.loads((Path(index_dir).parent / "documents.json").read_text(encoding="utf-8"))
    return {d["id"]: d["language"] for d in documents}


def is_cross_language(entry: dict[str, Any], languages: dict[str, str]) -> bool:
    """True when no relevant provision is in the language the query is typed in."""
    typed_in = entry.get("typed_in", DEFAULT_TYPED_IN)
    return all(languages.get(key.split(":", 1)[0]) != typed_in for key in entry["relevant"])


def evaluate(
    index: SearchIndex,
    queries: list[dict[str, Any]] | None = None,
    languages: dict[str, str] | None = None,
) -> dict[str, Any]:
    """answered@5 (``recall_at_5``), MRR and the misses of ``index`` on the judged queries,
    overall and over the cross-language ones (when ``languages`` is given)."""
    queries = load_queries() if queries is None else queries
    totals = {"all": [0, 0.0, 0], "cross": [0, 0.0, 0]}  # answered, reciprocal sum, count
    misses: list[dict[str, Any]] = []
    for entry in queries:
        result = index.search(entry["q"], lang=entry.get("lang"), limit=20)
        found = [f"{h.doc}:{h.id}" for h in result.results]
        relevant = set(entry["relevant"])
        rank = next((i + 1 for i, key in enumerate(found) if key in relevant), None)
        cross = languages is not None and is_cross_language(entry, languages)
        groups = ["all", "cross"] if cross else ["all"]
        for group in groups:
            totals[group][2] += 1
            if rank is not None:
                totals[group][1] += 1.0 / rank
            if rank is not None and rank <= TOP:
                totals[group][0] += 1
        if rank is None or rank > TOP:
            misses.append({"q": entry["q"], "rank": rank, "top": found[:TOP], "relevant": entry["relevant"]})
    answered, reciprocal, count = totals["all"]
    cross_answered, cross_reciprocal, cross_count = totals["cross"]
    return {
        "queries": count,
        "recall_at_5": answered / count if count else 0.0,
        "mrr": reciprocal / count if count else 0.0,
        "cross_queries": cross_count,
        "cross_recall_at_5": cross_answered / cross_count if cross_count else None,
        "cross_mrr": cross_reciprocal / cross_count if cross_count else None,
        "misses": misses,
    }


def _share(value: float | None) -> str:
    return "   -  " if value is None else f"{value:6.3f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--index", default=str(INDEX), help="index directory (default: the current one)")
    parser.add_argument("--queries", nargs="*", help="judged query files (default: every set in tests/data)")
    parser.add_argument("--misses", action="store_true", help="list every query that missed")
    args = parser.parse_args(argv)
    try:
        index = SearchIndex.open(args.index)
        languages = document_languages(Path(args.index))
    except FileNotFoundError as exc:
        print(exc, file=sys.stderr)
        return 2
    paths = [Path(p) for p in args.queries] if args.queries else [DATA / name for name in SETS]
    print(f"{'set':<24}{'queries':>8}{'ans@5':>8}{'MRR':>8}{'cross':>7}{'x-ans@5':>9}{'x-MRR':>8}")
    reports = []
    for path in paths:
        report = evaluate(index, load_queries(path), languages)
        reports.append((path, report))
        print(
            f"{path.name:<24}{report['queries']:>8}{_share(report['recall_at_5']):>8}{_share(report['mrr']):>8}"
            f"{report['cross_queries']:>7}{_share(report['cross_recall_at_5']):>9}{_share(report['cross_mrr']):>8}"
        )
    if args.misses:
        for path, report in reports:
            for miss in report["misses"]:
                where = f"rank {miss['rank']}" if miss["rank"] else "not in the first 20"
                print(f"\n{path.name}: MISS {miss['q']!r} ({where})")
                print(f"  top:      {miss['top']}\n  relevant: {miss['relevant']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
