"""A longer run of a real gunicorn (``make soak``): readers, rebuilds, big linkify requests and
hostile requests at once, with the numbers.

For ``--seconds`` (default 120) against 2 workers serving a copy of the corpus:

- readers alternate a search and a provision and must always get a full, right answer;
- the corpus is rebuilt every ``--rebuild-every`` seconds (a new title each time);
- a poster sends, in turn, a 1 MiB linkify ("Law 16 " x 149,000: refused up front), the largest
  text linkify reads (256 KiB of the corpus's own prose), the largest HTML (128 KiB), and the
  texts whose lists cost the most: 256 KiB of lists of 500 laws ("Laws 31, 39, 7, ...": refused
  at the first list), of lists just under the list cap that link nothing (the finder's slowest
  text it reads whole) and of lists just under the cap that reach the link cap;
- a prober sends hostile requests (chunked bodies over the limit, bad chunk framing, nested
  JSON, long request lines and headers) and checks each gets the API's JSON error.

Prints GET latency (p50/p95/max, and the same for GETs while a big linkify was in flight), each
big request's time and answer size, failures by kind, and the generations left at the end.
Exits 1 on any failure. A measurement, not a test; ``tests/test_serving.py`` keeps a short one.

    .venv/bin/python scripts/soak.py [--seconds 120] [--rebuild-every 15]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from indexer.build import build  # noqa: E402
from tests.gunicorn_server import gunicorn  # noqa: E402
from tests.test_serving import PROVISION  # noqa: E402
from tests.test_serving import SEARCH  # noqa: E402
from tests.test_serving import Server  # noqa: E402
from tests.test_serving import _chunked  # noqa: E402
from tests.test_serving import _get  # noqa: E402
from tests.test_serving import _post  # noqa: E402
from tests.test_serving import _retitle  # noqa: E402
from tests.test_serving import get  # noqa: E402
from tests.test_serving import post  # noqa: E402
from tests.test_serving import raw_request  # noqa: E402

CHUNKED = "Transfer-Encoding: chunked"
HOSTILE = [
    ("chunked body over 1 MiB", _post(_chunked(b'"' + b"x" * (2 << 20) + b'"'), CHUNKED), 413),
    ("bad chunk framing", _post(b"zz\r\nabc\r\n0\r\n\r\n", CHUNKED), 400),
    ("nested JSON", _post(b"[" * 100_000, "Content-Length: 100000"), 400),
    ("request line of 10 KB", _get("/api/v1/search?q=" + "a" * 10_000), 414),
    ("header of 20 KB", _get("/api/v1/documents", "X-Big: " + "a" * 20_000), 431),
]  # fmt: skip



def _lists(items: list[str], prefix: str, end: str = ".\n", size: int = 256 * 1024 - 64) -> bytes:
    """A linkify body of ``size`` characters of lists of ``items``, each list after ``prefix``."""
    return _repeated(prefix + ", ".join(items) + end, size)


def _repeated(one: str, size: int = 256 * 1024 - 64) -> bytes:
    """A linkify body of ``size`` characters of ``one`` again and again."""
    return json.dumps({"text": (one * (size // len(one) + 1))[:size]}).encode()


#: the texts whose lists cost linkify the most (see the module's docstring)
LIST_BODIES = [
    ("linkify lists of 500 laws", _lists([str(n % 93 + 1) for n in range(500)], "Laws ")),
    ("linkify lists of 38 letters", _lists(list("ABCDEFG" * 6)[:38], "sections ", ". ")),
    ("linkify lists of 38 sub-ids", _lists([f"{n % 93 + 1}A{n % 4 + 1}" for n in range(38)], "Laws ")),
    # no joiner between items in brackets, and a list with a word before its position word: each
    # cost the square of its length before a list was read once
    ("linkify items in brackets", _repeated("Law 16B1 (a)" + "(b)" * 4000 + ".\n")),
    ("linkify a list not placed", _repeated("see " + " and ".join(["A1"] * 3000) + " x below.\n")),
]


@dataclass
class Log:
    lock: threading.Lock = field(default_factory=threading.Lock)
    gets: list[tuple[float, float]] = field(default_factory=list)  # (start, seconds)
    big: list[tuple[str, float, float, int, int]] = field(
        default_factory=list
    )  # name, start, s, status, bytes
    failures: dict[str, int] = field(default_factory=dict)
    examples: dict[str, str] = field(default_factory=dict)

    def fail(self, kind: str, detail: str) -> None:
        with self.lock:
            self.failures[kind] = self.failures.get(kind, 0) + 1
            self.examples.setdefault(kind, detail[:300])


def reader(server: Server, stop: threading.Event, log: Log) -> None:
    n = 0
    while not stop.is_set():
        path = SEARCH if n % 2 == 0 else PROVISION
        n += 1
        started = time.monotonic()
        try:
            status, _, body = get(server.url + path)
        except (OSError, ValueError) as exc:
            log.fail("reader error", f"{path}: {exc!r}")
            continue
        seconds = time.monotonic() - started
        good = status == 200 and (body.get("results") if path == SEARCH else body.get("id") == "16B1a")
        if not good:
            log.fail("reader bad answer", f"{path}: {status} {str(body)[:200]}")
        with log.lock:
            log.gets.append((started, seconds))


def poster(server: Server, stop: threading.Event, log: Log) -> None:
    prose = "".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "corpus").glob("*.txt")))
    paragraphs = "".join(f"<p class='x'>{line}</p>\n" for line in prose.splitlines() if line.strip())
    bodies = [
        ("linkify 1 MiB of 'Law 16 '", json.dumps({"text": "Law 16 " * 149_000}).encode()),
        ("linkify 256 KiB of prose", json.dumps({"text": (prose * 20)[: 256 * 1024]}).encode()),
        ("linkify 128 KiB of HTML", json.dumps({"html": (paragraphs * 20)[: 128 * 1024 - 64]}).encode()),
        *LIST_BODIES,
    ]
    n = 0
    while not stop.is_set():
        name, body = bodies[n % len(bodies)]
        n += 1
        started = time.monotonic()
        try:
            status, answer, seconds = post(server.url + "/api/v1/linkify", body)
        except (OSError, ValueError) as exc:
            log.fail("linkify error", f"{name}: {exc!r}")
            continue
        size = len(json.dumps(answer))
        if status not in (200, 413):
            log.fail("linkify status", f"{name}: {status} {str(answer)[:200]}")
        with log.lock:
            log.big.append((name, started, seconds, status, size))


def prober(server: Server, stop: threading.Event, log: Log) -> None:
    n = 0
    while not stop.wait(0.5):
        name, request, status = HOSTILE[n % len(HOSTILE)]
        n += 1
        try:
            got, headers, body = raw_request(server, request)
            ok = got == status and headers.get("content-type", "").startswith("application/json")
            ok = ok and "error" in json.loads(body)
        except (OSError, ValueError) as exc:
            ok, got = False, repr(exc)  # type: ignore[assignment]
        if not ok:
            log.fail("hostile request", f"{name}: got {got}, wanted {status}")


def percentile(values: list[float], q: int) -> float:
    return statistics.quantiles(values, n=100)[q - 1] if len(values) > 1 else (values[0] if values else 0.0)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--rebuild-every", type=float, default=15.0)
    parser.add_argument("--readers", type=int, default=3)
    args = parser.parse_args()
    log = Log()
    with tempfile.TemporaryDirectory() as tmp:
        corpus, artifacts = Path(tmp) / "corpus", Path(tmp) / "artifacts"
        shutil.copytree(ROOT / "corpus", corpus)
        build(corpus, artifacts)
        with gunicorn(artifacts, Path(tmp) / "gunicorn.log") as server:
            stop = threading.Event()
            threads = [threading.Thread(target=reader, args=(server, stop, log)) for _ in range(args.readers)]
            threads += [threading.Thread(target=poster, args=(server, stop, log)),
                        threading.Thread(target=prober, args=(server, stop, log))]  # fmt: skip
            for thread in threads:
                thread.start()
            started, revision, builds = time.monotonic(), 0, []
            try:
                while time.monotonic() - started < args.seconds:
                    time.sleep(min(args.rebuild_every, max(args.seconds - (time.monotonic() - started), 0)))
                    if time.monotonic() - started >= args.seconds:
                        break
                    revision += 1
                    _retitle(corpus, revision)
                    t = time.perf_counter()
                    build(corpus, artifacts)
                    builds.append(time.perf_counter() - t)
            finally:
                stop.set()
                for thread in threads:
                    thread.join(timeout=60)
            timeouts = server.log.read_text(errors="replace").count("WORKER TIMEOUT")
            generations = [p.name for p in artifacts.iterdir() if p.name.startswith("gen-")]
    report(log, builds, timeouts, generations)
    return 1 if log.failures or timeouts else 0


def report(log: Log, builds: list[float], timeouts: int, generations: list[str]) -> None:
    latencies = [s for _, s in log.gets]
    busy = [(b[1], b[1] + b[2]) for b in log.big if b[2] > 0.2]
    during = [s for t, s in log.gets if any(a <= t <= b for a, b in busy)]
    for label, values in (("GETs", latencies), ("GETs while a big linkify ran", during)):
        ms = [v * 1000 for v in values]
        print(f"{label}: {len(ms)}; p50 {percentile(ms, 50):.0f} ms, p95 {percentile(ms, 95):.0f} ms, "
              f"max {max(ms, default=0):.0f} ms")  # fmt: skip
    print("| request | runs | status | median s | max s | answer bytes |")
    print("|---|---|---|---|---|---|")
    for name in dict.fromkeys(b[0] for b in log.big):
        runs = [b for b in log.big if b[0] == name]
        statuses = ",".join(sorted({str(b[3]) for b in runs}))
        times = [b[2] for b in runs]
        print(f"| {name} | {len(runs)} | {statuses} | {statistics.median(times):.2f} | {max(times):.2f} | "
              f"{max(b[4] for b in runs):,} |")  # fmt: skip
    print(f"rebuilds: {len(builds)} (median {statistics.median(builds) if builds else 0:.1f} s); "
          f"generations left: {len(generations)}; worker timeouts: {timeouts}")  # fmt: skip
    print("failures:", json.dumps(log.failures) if log.failures else "none")
    for kind, example in log.examples.items():
        print(f"  e.g. {kind}: {example}")


if __name__ == "__main__":
    sys.exit(main())
