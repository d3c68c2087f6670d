"""Throughput and latency of the API under a real WSGI server, against baselines in one run.

Starts, one after another on 127.0.0.1, each of:

- ``gunicorn`` with 1 worker and with 2 workers (``app:create_app()``, sync workers, as
  ``make run`` serves it);
- the baseline: Flask's built-in development server, one thread (the same app);
- a floor: ``python -m http.server`` serving one saved JSON answer as a static file (no app).

Each is sent the same bounded number of requests per endpoint from a few client threads, in
a few rounds (the median round counts: the clients share the machine with the server); prints
requests/s and p50/p95 latency per endpoint and server, and each server's requests/s
as a ratio of the development server's. A measurement, not a test.

    .venv/bin/python scripts/bench_serving.py [--requests 300] [--rounds 3] [--clients 8] [--artifacts DIR]
"""

from __future__ import annotations

import argparse
import http.client
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from app import create_app  # noqa: E402
from indexer.build import build  # noqa: E402

BIN = Path(sys.executable).parent
ENDPOINTS = {
    "search": "/api/v1/search?q=lead+out+of+turn",
    "provision": "/api/v1/provisions/laws-2007-en/16B1a",
    "documents": "/api/v1/documents",
    "resolve": "/api/v1/resolve?cite=16C",
}
STATIC_NAME = "provision.json"
BASELINE = "flask dev, 1 thread"
STATIC = "static file (http.server)"


@dataclass
class Result:
    server: str
    endpoint: str
    requests: int
    errors: int
    seconds: float
    latencies: list[float]

    @property
    def rps(self) -> float:
        return self.requests / self.seconds

    def percentile(self, q: float) -> float:
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def get(port: int, path: str) -> tuple[int, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


@contextmanager
def running(command: list[str], env: dict[str, str], port: int, probe: str) -> Iterator[None]:
    """Start a server, wait until ``probe`` answers 200, and stop it (by its pid) at the end."""
    process = subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if get(port, probe)[0] == 200:
                    break
            except OSError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"server did not start: {' '.join(command)}")
            time.sleep(0.1)
        yield
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def load(server: str, endpoint: str, port: int, path: str, requests: int, clients: int) -> Result:
    """``requests`` GETs of ``path`` from ``clients`` threads; one connection per request."""
    for _ in range(clients * 2):  # warm up: every worker opens the artifact and its searcher
        get(port, path)
    latencies: list[float] = []
    errors = 0
    lock = threading.Lock()
    remaining = [requests]

    def client() -> None:
        nonlocal errors
        while True:
            with lock:
                if remaining[0] == 0:
                    return
                remaining[0] -= 1
            started = time.perf_counter()
            try:
                status, _ = get(port, path)
            except OSError:
                status = 0
            took = time.perf_counter() - started
            with lock:
                latencies.append(took)
                errors += status != 200

    threads = [threading.Thread(target=client) for _ in range(clients)]
    started = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return Result(server, endpoint, requests, errors, time.perf_counter() - started, latencies)


def servers(artifacts: Path, static: Path) -> dict[str, tuple[list[str], dict[str, str]]]:
    env = os.environ | {"FLASK_ARTIFACTS_DIR": str(artifacts)}
    app = "app:create_app()"
    dev = (
        "import sys; from app import create_app; "
        "create_app().run(host='127.0.0.1', port=int(sys.argv[1]), threaded=False, debug=False)"
    )
    return {
        "gunicorn, 1 worker": (
            [str(BIN / "gunicorn"), "--workers", "1", "--bind", "127.0.0.1:{port}", app],
            env,
        ),
        "gunicorn, 2 workers": (
            [str(BIN / "gunicorn"), "--workers", "2", "--bind", "127.0.0.1:{port}", app],
            env,
        ),
        BASELINE: ([sys.executable, "-c", dev, "{port}"], env),
        STATIC: (
            [
                sys.executable,
                "-m",
                "http.server",
                "--bind",
                "127.0.0.1",
                "--directory",
                str(static),
                "{port}",
            ],
            dict(os.environ),
        ),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=300, help="requests per round")
    parser.add_argument("--rounds", type=int, default=3, help="rounds per endpoint; the median round counts")
    parser.add_argument("--clients", type=int, default=8, help="concurrent client threads")
    parser.add_argument(
        "--artifacts", type=Path, default=None, help="artifacts folder (default: a fresh build)"
    )
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="bench-serving-") as tmp:
        artifacts = args.artifacts
        if artifacts is None:
            artifacts = Path(tmp) / "artifacts"
            build(ROOT / "corpus", artifacts)
        static = Path(tmp) / "static"
        static.mkdir()
        # the very bytes the app answers for the provision, to serve without any app
        client = create_app({"ARTIFACTS_DIR": str(artifacts)}).test_client()
        (static / STATIC_NAME).write_bytes(client.get(ENDPOINTS["provision"]).get_data())
        results: list[Result] = []
        for name, (command, env) in servers(artifacts, static).items():
            port = free_port()
            command = [part.replace("{port}", str(port)) for part in command]
            endpoints = {"provision": f"/{STATIC_NAME}"} if name == STATIC else ENDPOINTS
            with running(command, env, port, next(iter(endpoints.values()))):
                for endpoint, path in endpoints.items():
                    rounds = [
                        load(name, endpoint, port, path, args.requests, args.clients)
                        for _ in range(args.rounds)
                    ]
                    results.append(sorted(rounds, key=lambda r: r.rps)[len(rounds) // 2])
                    print(_line(results[-1]), flush=True)
        _summary(results, args)
    return 0


def _line(r: Result) -> str:
    return (
        f"{r.server:<27} {r.endpoint:<10} {r.rps:8.0f} req/s   p50 {r.percentile(0.50):6.1f} ms"
        f"   p95 {r.percentile(0.95):6.1f} ms   errors {r.errors}"
    )


def _summary(results: list[Result], args: argparse.Namespace) -> None:
    print()
    print(f"{args.requests} requests x {args.rounds} rounds per endpoint, {args.clients} clients")
    print(f"{os.cpu_count()} CPUs, shared by the clients and the server")
    base = {r.endpoint: r.rps for r in results if r.server == BASELINE}
    by_server: dict[str, list[Result]] = {}
    for r in results:
        by_server.setdefault(r.server, []).append(r)
    print(f"requests/s relative to the baseline ({BASELINE}):")
    for server, rows in by_server.items():
        ratios = [f"{r.endpoint} x{r.rps / base[r.endpoint]:.2f}" for r in rows if r.endpoint in base]
        print(f"  {server:<27} " + ", ".join(ratios))
    one = {r.endpoint: r.rps for r in by_server.get("gunicorn, 1 worker", [])}
    two = {r.endpoint: r.rps for r in by_server.get("gunicorn, 2 workers", [])}
    if one and two:
        print("  2 workers / 1 worker:       " + ", ".join(f"{e} x{two[e] / one[e]:.2f}" for e in one))
    print("geometric means of req/s over the app endpoints:")
    for server, rows in by_server.items():
        if len(rows) == len(ENDPOINTS):
            print(f"  {server:<27} {statistics.geometric_mean([r.rps for r in rows]):8.0f}")
    if any(r.errors for r in results):
        print("some requests failed: see the errors column")


if __name__ == "__main__":
    raise SystemExit(main())
