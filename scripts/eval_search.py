"""Judge the search engine on the query set in ``tests/data/queries.toml``.

Prints recall@5 (the share of queries with a relevant provision among the first five hits)
and MRR (the mean of 1/rank of the first relevant hit), then every query that missed.

    .venv/bin/python scripts/eval_search.py [--index artifacts/current/index] [--queries FILE]
"""

from __future__ import annotations

import argparse
import sys
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from indexer.search import SearchIndex  # noqa: E402

QUERIES = ROOT / "tests" / "data" / "queries.toml"
INDEX = ROOT / "artifacts" / "current" / "index"
#: a query is answered when a relevant provision is among this many first hits
TOP = 5


def load_queries(path: Path = QUERIES) -> list[dict[str, Any]]:
    """The judged queries, each with ``q`` and a non-empty ``relevant`` list."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    queries = data.get("query", [])
    for i, entry in enumerate(queries):
        if not entry.get("q") or not entry.get("relevant"):
            raise ValueError(f"{path}: query #{i + 1} needs both q and relevant")
    return queries


def evaluate(index: SearchIndex, queries: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """recall@5, MRR and the misses of ``index`` on the judged queries."""
    queries = load_queries() if queries is None else queries
    reciprocal = 0.0
    answered = 0
    misses: list[dict[str, Any]] = []
    for entry in queries:
        result = index.search(entry["q"], lang=entry.get("lang"), limit=20)
        found = [f"{h.doc}:{h.id}" for h in result.results]
        relevant = set(entry["relevant"])
        rank = next((i + 1 for i, key in enumerate(found) if key in relevant), None)
        if rank is not None:
            reciprocal += 1.0 / rank
        if rank is not None and rank <= TOP:
            answered += 1
        else:
            misses.append({"q": entry["q"], "rank": rank, "top": found[:TOP], "relevant": entry["relevant"]})
    count = len(queries)
    return {
        "queries": count,
        "recall_at_5": answered / count if count else 0.0,
        "mrr": reciprocal / count if count else 0.0,
        "misses": misses,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--index", default=str(INDEX), help="index directory (default: the current one)")
    parser.add_argument("--queries", default=str(QUERIES), help="judged queries (TOML)")
    args = parser.parse_args(argv)
    try:
        index = SearchIndex.open(args.index)
    except FileNotFoundError as exc:
        print(exc, file=sys.stderr)
        return 2
    report = evaluate(index, load_queries(Path(args.queries)))
    print(f"queries   {report['queries']}")
    print(f"recall@5  {report['recall_at_5']:.3f}")
    print(f"MRR       {report['mrr']:.3f}")
    for miss in report["misses"]:
        where = f"rank {miss['rank']}" if miss["rank"] else "not in the first 20"
        print(f"\nMISS {miss['q']!r} ({where})\n  top:      {miss['top']}\n  relevant: {miss['relevant']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
