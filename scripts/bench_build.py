"""How long a build of the bundled corpus takes: the target is under 2 seconds in all.

Builds ``corpus/`` N times into a temporary artifacts folder (each build a new generation,
switched in as in production) and prints the median pipeline, index and total seconds,
read from each generation's ``meta.json`` and the wall clock. A measurement, not a test.

    .venv/bin/python scripts/bench_build.py [--corpus corpus] [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from indexer.build import build  # noqa: E402

#: the whole build should take less than this on the bundled corpus
TARGET_SECONDS = 2.0


def measure(corpus: Path, runs: int) -> dict[str, list[float]]:
    """Seconds per run: pipeline and index (from ``meta.json``) and the whole build."""
    times: dict[str, list[float]] = {"pipeline": [], "index": [], "total": []}
    with tempfile.TemporaryDirectory(prefix="bench-build-") as tmp:
        artifacts = Path(tmp) / "artifacts"
        for _ in range(runs):
            started = time.perf_counter()
            generation = build(corpus, artifacts)
            times["total"].append(time.perf_counter() - started)
            meta = json.loads((generation / "meta.json").read_text(encoding="utf-8"))
            times["pipeline"].append(meta["pipeline_seconds"])
            times["index"].append(meta["index_seconds"])
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=ROOT / "corpus")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    times = measure(args.corpus, args.runs)
    print(f"{args.runs} builds of {args.corpus}")
    for name, values in times.items():
        print(
            f"  {name:<9} median {statistics.median(values):6.3f} s"
            f"   min {min(values):6.3f} s   max {max(values):6.3f} s"
        )
    total = statistics.median(times["total"])
    verdict = "within" if total < TARGET_SECONDS else "OVER"
    print(f"median build {total:.3f} s: {verdict} the {TARGET_SECONDS:g} s target")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
