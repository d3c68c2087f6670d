"""How long a build takes, how much memory it needs and how big its artifact is, as the corpus grows.

For each scale N (default 1 and 10; add 100 for the full check) the bundled corpus is copied
N times under new document ids (``laws-2007-en`` -> ``laws-2007-en-x2`` ...; the copies share
the source files) and built into a temporary artifacts folder, each build in a fresh process so
that its peak memory (``ru_maxrss``) is its own. Prints per scale: documents, provisions,
seconds (pipeline, index, total), peak RSS and artifact size, and each against scale 1, whose
growth should be about N (linear); ``cpu`` is the processor time, the fairer figure on a busy
machine. Targets: the bundled corpus under 2 s; 100 times it under
2 minutes in under 1 GiB. A measurement, not a test (``make bench``).

    .venv/bin/python scripts/bench_build.py [--scales 1,10,100] [--runs 1]
"""

from __future__ import annotations

import argparse
import json
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

#: the bundled corpus should build in less than this
TARGET_SECONDS = 2.0
#: a corpus 100 times the bundled one should build within these
TARGET_100X_SECONDS = 120.0
TARGET_100X_BYTES = 1024**3


def scaled_corpus(corpus: Path, copies: int, target: Path) -> Path:
    """``corpus`` with every document copied ``copies`` times under new ids (the same files)."""
    shutil.copytree(corpus, target, ignore=shutil.ignore_patterns("manifest.toml"))
    entries = tomllib.loads((corpus / "manifest.toml").read_text(encoding="utf-8"))["document"]
    ids = {e["id"] for e in entries}
    lines = []
    for copy in range(1, copies + 1):
        for entry in entries:
            renamed = dict(entry)
            if copy > 1:
                renamed["id"] = f"{entry['id']}-x{copy}"
                if entry.get("version_of") in ids:
                    renamed["version_of"] = f"{entry['version_of']}-x{copy}"
            lines.append("[[document]]")
            lines.extend(f"{key} = {json.dumps(value, ensure_ascii=False)}" for key, value in renamed.items())
            lines.append("")
    (target / "manifest.toml").write_text("\n".join(lines), encoding="utf-8")
    return target


def build_once(corpus: Path, artifacts: Path) -> dict[str, float]:
    """Run one build in this process and report it (called in a child process)."""
    from indexer.build import build

    started = time.perf_counter()
    generation = build(corpus, artifacts, accept_shrink=True)
    total = time.perf_counter() - started
    usage = resource.getrusage(resource.RUSAGE_SELF)
    meta = json.loads((generation / "meta.json").read_text(encoding="utf-8"))
    size = sum(f.stat().st_size for f in generation.rglob("*") if f.is_file())
    return {
        "documents": meta["counts"]["documents"],
        "provisions": meta["counts"]["provisions"],
        "pipeline": meta["pipeline_seconds"],
        "index": meta["index_seconds"],
        "total": total,
        #: processor seconds: what the build costs on a machine shared with other work
        "cpu": usage.ru_utime + usage.ru_stime,
        "peak_rss": usage.ru_maxrss * 1024,
        "artifact_bytes": size,
        "aligned_bytes": (generation / "aligned.json").stat().st_size,
    }


def measure(corpus: Path, copies: int, runs: int) -> dict[str, float]:
    """Median figures of ``runs`` builds of ``corpus`` copied ``copies`` times, each in a fresh process."""
    results = []
    with tempfile.TemporaryDirectory(prefix=f"bench-build-{copies}x-") as tmp:
        scaled = scaled_corpus(corpus, copies, Path(tmp) / "corpus")
        for run in range(runs):
            artifacts = Path(tmp) / f"artifacts-{run}"
            child = subprocess.run(
                [sys.executable, __file__, "--child", str(scaled), str(artifacts)],
                check=True,
                capture_output=True,
                text=True,
            )
            results.append(json.loads(child.stdout.strip().splitlines()[-1]))
    return {key: statistics.median(r[key] for r in results) for key in results[0]}


def _mib(n: float) -> str:
    return f"{n / 1024**2:8.1f} MiB"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=ROOT / "corpus")
    parser.add_argument("--scales", default="1,10", help="comma-separated copy counts, e.g. 1,10,100")
    parser.add_argument("--runs", type=int, default=1, help="builds per scale (the median is shown)")
    parser.add_argument("--child", nargs=2, metavar=("CORPUS", "ARTIFACTS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(build_once(Path(args.child[0]), Path(args.child[1]))))
        return 0
    scales = [int(s) for s in re.split(r"[,\s]+", args.scales.strip()) if s]
    if 1 not in scales:
        scales.insert(0, 1)  # the baseline every other scale is compared with
    rows = {n: measure(args.corpus, n, args.runs) for n in scales}
    base = rows[1]
    print(f"builds of {args.corpus}, copied N times; {args.runs} run(s) each, median; growth is against N=1")
    header = (
        f"{'N':>4} {'docs':>5} {'provisions':>10} {'pipeline':>9} {'index':>8} {'total':>8} {'cpu':>8} "
        f"{'growth':>7} {'peak RSS':>12} {'growth':>7} {'artifact':>12} {'growth':>7} {'aligned.json':>12}"
    )
    print(header)
    for n, r in rows.items():
        print(
            f"{n:>4} {r['documents']:>5.0f} {r['provisions']:>10.0f} "
            f"{r['pipeline']:>8.2f}s {r['index']:>7.2f}s "
            f"{r['total']:>7.2f}s {r['cpu']:>7.2f}s {r['total'] / base['total']:>6.1f}x "
            f"{_mib(r['peak_rss']):>12} "
            f"{r['peak_rss'] / base['peak_rss']:>6.1f}x {_mib(r['artifact_bytes']):>12} "
            f"{r['artifact_bytes'] / base['artifact_bytes']:>6.1f}x {_mib(r['aligned_bytes']):>12}"
        )
    within = "within" if base["total"] < TARGET_SECONDS else "OVER"
    verdicts = [f"1x build {base['total']:.2f} s: {within} {TARGET_SECONDS:g} s"]
    if 100 in rows:
        big = rows[100]
        fast = "within" if big["total"] < TARGET_100X_SECONDS else "OVER"
        small = "within" if big["peak_rss"] < TARGET_100X_BYTES else "OVER"
        verdicts.append(
            f"100x build {big['total']:.1f} s ({big['cpu']:.1f} s of processor): "
            f"{fast} {TARGET_100X_SECONDS:g} s; "
            f"peak {_mib(big['peak_rss']).strip()}: {small} 1 GiB"
        )
    print("\n".join(verdicts))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
