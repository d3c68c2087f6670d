"""Serving under rebuilds, big requests and hostile ones, on a real gunicorn (2 workers).

A new artifact is picked up without a restart, and readers see neither failures nor empty
results while it switches; every worker then serves the new build. A big linkify does not
hold up ordinary GETs. Requests gunicorn itself refuses, and bodies the app cannot read, get
the API's JSON error. (``make soak`` runs the same for minutes and measures it: scripts/soak.py.)
"""

from __future__ import annotations

import json
import shutil
import socket
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path
from typing import Any

import pytest

from api.corpus import CHECK_SECONDS
from api.headers import CORS_HEADERS
from api.headers import SECURITY_HEADERS
from app import create_app
from indexer.artifact import lock
from indexer.artifact import publish
from indexer.artifact import served
from indexer.build import build
from tests.gunicorn_server import GUNICORN
from tests.gunicorn_server import Server
from tests.gunicorn_server import gunicorn
from tests.gunicorn_server import wait_for

ROOT = Path(__file__).resolve().parent.parent
TITLE = 'title = "The Laws of Duplicate Bridge 2007"'
#: URLs the readers hammer, and what a good answer holds
SEARCH = "/api/v1/search?q=dummy"
PROVISION = "/api/v1/provisions/laws-2007-en/16B1a"
DOCUMENT = "/api/v1/documents/laws-2007-en"
READERS = 3
REBUILDS = 2
#: seconds each reader waits between requests: still dozens of requests during every build
PAUSE = 0.02
#: seconds a reader waits for an answer: the first request a worker serves after a switch also
#: loads the new generation, which on a machine loaded many times over its cores can take
#: longer than a browser's patience; this test is about failures, ``make soak`` about latency
READ_TIMEOUT = 60.0
#: seconds to wait for every reader to be answered
PATIENCE = 2 * READ_TIMEOUT

pytestmark = pytest.mark.skipif(not GUNICORN.exists(), reason="gunicorn is not installed")


def _retitle(corpus: Path, revision: int) -> str:
    """Give the 2007 laws a new title in the manifest, so a rebuild is visible to readers."""
    manifest = corpus / "manifest.toml"
    text = manifest.read_text(encoding="utf-8")
    start = text.index('title = "The Laws of Duplicate Bridge 2007')
    end = text.index("\n", start)
    title = f"The Laws of Duplicate Bridge 2007 (revision {revision})"
    manifest.write_text(text[:start] + f'title = "{title}"' + text[end:], encoding="utf-8")
    return title


@pytest.fixture()
def corpus(tmp_path: Path) -> Path:
    copy = tmp_path / "corpus"
    shutil.copytree(ROOT / "corpus", copy)
    assert TITLE in (copy / "manifest.toml").read_text(encoding="utf-8")
    return copy


@pytest.fixture()
def artifacts(tmp_path: Path, artifacts_dir: Path) -> Path:
    """An artifacts folder serving a copy of the session's build of the bundled corpus, as a first
    build of ``corpus`` would (the tests rebuild it; the copy saves building it once more)."""
    generation = served(artifacts_dir)
    assert generation is not None
    copy = tmp_path / "artifacts"
    shutil.copytree(generation, copy / generation.name)
    with lock(copy):
        publish(copy, copy / generation.name)
    return copy


def get(url: str, timeout: float = 10) -> tuple[int, dict[str, str], Any]:
    """Status, headers and JSON body of a GET (an HTTP error is an answer too)."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            return response.status, dict(response.headers), json.loads(response.read())
    except urllib.error.HTTPError as exc:
        return exc.code, dict(exc.headers), json.loads(exc.read())


def test_a_new_artifact_is_served_without_a_restart(corpus: Path, artifacts: Path) -> None:
    client = create_app({"TESTING": True, "ARTIFACTS_DIR": str(artifacts)}).test_client()
    before = client.get(DOCUMENT).get_json()
    assert before["title"] == "The Laws of Duplicate Bridge 2007"
    assert client.get(SEARCH).get_json()["total"] > 0  # the search index of the first generation

    title = _retitle(corpus, 1)
    build(corpus, artifacts)

    assert client.get(DOCUMENT).get_json()["title"] == title
    assert client.get(SEARCH).get_json()["total"] > 0
    assert client.get(PROVISION).get_json()["id"] == "16B1a"


# --- a real server under rebuilds -------------------------------------------------------


@dataclass
class Reader:
    """One client alternating two URLs; every answer must be full and right."""

    base: str
    answers: list[float] = field(default_factory=list)  # when each good answer came
    failures: list[str] = field(default_factory=list)

    def run(self, stop: threading.Event) -> None:
        n = 0
        while not stop.is_set():
            path = SEARCH if n % 2 == 0 else PROVISION
            n += 1
            try:
                status, _, body = get(self.base + path, READ_TIMEOUT)
            except (OSError, ValueError) as exc:  # refused, reset, bad JSON
                self.failures.append(f"{path}: {exc!r}")
                continue
            if status != 200:
                self.failures.append(f"{path}: {status} {body}")
            elif path == SEARCH and not (body["total"] > 0 and body["results"]):
                self.failures.append(f"{path}: empty results {body}")
            elif path == PROVISION and body.get("id") != "16B1a":
                self.failures.append(f"{path}: {body}")
            else:
                self.answers.append(time.monotonic())
            # a reader at the pace of a busy site, not a loop that starves the build of CPU
            stop.wait(PAUSE)


def test_readers_see_no_failures_and_no_empty_results_during_rebuilds(
    corpus: Path, artifacts: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a grace far longer than any of these requests, so that old generations are also
    # deleted while the readers run
    monkeypatch.setattr("indexer.build.GRACE_SECONDS", 0.5)
    with gunicorn(artifacts, tmp_path / "gunicorn.log") as server:
        readers = [Reader(server.url) for _ in range(READERS)]
        stop = threading.Event()
        threads = [threading.Thread(target=r.run, args=(stop,)) for r in readers]
        for thread in threads:
            thread.start()
        builds: list[tuple[float, float]] = []
        try:
            for revision in range(1, REBUILDS + 1):
                # every reader is answered before each switch, and after the last one
                wait_for(lambda: all(r.answers for r in readers), time.monotonic() + PATIENCE, "every reader")
                title = _retitle(corpus, revision)
                started = time.monotonic()
                build(corpus, artifacts)
                builds.append((started, time.monotonic()))
            last = builds[-1][1]
            wait_for(lambda: all(r.answers and r.answers[-1] > last for r in readers),
                     time.monotonic() + PATIENCE, "an answer to every reader after the last one")  # fmt: skip
        finally:
            stop.set()
            for thread in threads:
                thread.join(timeout=PATIENCE)

        assert [f for r in readers for f in r.failures] == []
        # the readers were answered while each build ran and switched
        for started, finished in builds:
            assert any(started <= t <= finished for r in readers for t in r.answers)
        # older generations went after their grace; the current and the one before it stay
        generations = [p.name for p in artifacts.iterdir() if p.name.startswith("gen-")]
        assert len(generations) <= 2
        assert_every_worker_serves(server, title, since=last)


def assert_every_worker_serves(server: Server, title: str, since: float) -> None:
    """Ask from several threads at once until each worker has answered: all with ``title``,
    once the switch at ``since`` is older than the time a worker may answer from the
    generation it holds without looking at the link (``api.corpus.CHECK_SECONDS``)."""
    wait_for(lambda: time.monotonic() > since + CHECK_SECONDS, since + CHECK_SECONDS + 5, "the link check")
    seen: dict[int, str] = {}
    lock = threading.Lock()

    def ask() -> None:
        _, headers, body = get(server.url + DOCUMENT)
        with lock:
            seen[int(headers["X-Served-By"])] = body["title"]

    deadline = time.monotonic() + 20
    while set(seen) < server.workers() and time.monotonic() < deadline:
        askers = [threading.Thread(target=ask) for _ in range(4)]
        for asker in askers:
            asker.start()
        for asker in askers:
            asker.join(timeout=15)
    assert set(seen) == server.workers(), f"answered by {sorted(seen)} of {sorted(server.workers())}"
    assert set(seen.values()) == {title}


# --- big and hostile requests ------------------------------------------------------------


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, artifacts_dir: Path) -> Iterator[Server]:
    """One gunicorn on the built artifact for the tests below (they do not change it)."""
    with gunicorn(artifacts_dir, tmp_path_factory.mktemp("gunicorn") / "gunicorn.log") as running:
        yield running


def post(url: str, body: bytes, timeout: float = 30) -> tuple[int, Any, float]:
    started = time.monotonic()
    request = urllib.request.Request(url, data=body, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, json.loads(response.read()), time.monotonic() - started
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read()), time.monotonic() - started


def test_a_1_mib_linkify_does_not_hold_up_ordinary_gets(server: Server) -> None:
    """The 1 MiB linkify is refused up front; the largest accepted one is bounded by the
    budget; GETs next to both keep answering quickly (measured precisely by scripts/soak.py)."""
    corpus_text = (ROOT / "corpus").glob("*.txt")
    prose = "".join(p.read_text(encoding="utf-8") for p in sorted(corpus_text))
    posts = [
        json.dumps({"text": "Law 16 " * 149_000}).encode(),  # just under the 1 MiB body limit
        json.dumps({"text": (prose * 20)[: 256 * 1024]}).encode(),  # the most text linkify reads
    ]
    answers: list[tuple[int, Any, float]] = []
    done = threading.Event()

    def poster() -> None:
        for body in posts:
            answers.append(post(server.url + "/api/v1/linkify", body))
        done.set()

    thread = threading.Thread(target=poster)
    thread.start()
    latencies = []
    while not done.is_set():
        started = time.monotonic()
        status, _, body = get(server.url + PROVISION)
        latencies.append(time.monotonic() - started)
        assert status == 200 and body["id"] == "16B1a"
    thread.join(timeout=30)

    (big_status, big, big_seconds), (most_status, most, most_seconds) = answers
    assert big_status == 413 and big["error"]["code"] == "too_long" and big_seconds < 5
    assert most_status == 200 or most["error"]["code"] in {"too_much_work", "too_many_citations"}
    assert most_seconds < 8  # the 3 s budget, with room for a busy machine
    assert latencies and max(latencies) < 2.5, latencies


def raw_request(server: Server, data: bytes) -> tuple[int, dict[str, str], bytes]:
    """Send bytes as they are; the status, headers and body of the answer."""
    port = int(server.url.rsplit(":", 1)[1])
    with socket.create_connection(("127.0.0.1", port), timeout=15) as sock:
        sock.sendall(data)
        received = b""
        while chunk := sock.recv(65536):
            received += chunk
    head, _, body = received.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:] if ": " in line)
    return int(lines[0].split()[1]), {k.lower(): v for k, v in headers.items()}, body


def _post(body: bytes, *headers: str) -> bytes:
    head = ["POST /api/v1/linkify HTTP/1.1", "Host: 127.0.0.1", "Content-Type: application/json",
            "Connection: close", *headers]  # fmt: skip
    return ("\r\n".join(head) + "\r\n\r\n").encode() + body


def _get(path: str, *headers: str) -> bytes:
    head = [f"GET {path} HTTP/1.1", "Host: 127.0.0.1", "Connection: close", *headers]
    return ("\r\n".join(head) + "\r\n\r\n").encode()


def _chunked(body: bytes, size: int = 65536) -> bytes:
    out = b"".join(
        b"%x\r\n%s\r\n" % (len(body[i : i + size]), body[i : i + size]) for i in range(0, len(body), size)
    )
    return out + b"0\r\n\r\n"


@pytest.mark.parametrize(
    ("request_bytes", "status", "code"),
    [
        (_post(_chunked(b'{"text": "' + b"x" * (2 * 1024 * 1024) + b'"}'), "Transfer-Encoding: chunked"),
         413, "request_entity_too_large"),
        (_post(b"zz\r\nabc\r\n0\r\n\r\n", "Transfer-Encoding: chunked"), 400, "bad_body"),
        (_post(b"[" * 100_000, "Content-Length: 100000"), 400, "bad_json"),
        (_get("/api/v1/search?q=" + "a" * 10_000), 414, "uri_too_long"),
        (_get("/api/v1/documents", "X-Big: " + "a" * 20_000), 431, "request_header_fields_too_large"),
        (_get("/api/v1/search?q=dummy&limit=%D9%A1%D9%A0"), 400, "bad_query"),
    ],
    ids=["chunked-over-limit", "bad-chunk-framing", "nested-json", "long-request-line", "big-header",
         "arabic-indic-limit"],
)  # fmt: skip
def test_hostile_requests_get_the_apis_json_error(
    server: Server, request_bytes: bytes, status: int, code: str
) -> None:
    answer_status, headers, body = raw_request(server, request_bytes)
    assert (answer_status, headers["content-type"].split(";")[0]) == (status, "application/json"), body[:200]
    assert json.loads(body)["error"]["code"] == code


@pytest.mark.parametrize(
    "request_bytes",
    [
        b"NOT A REQUEST\r\n\r\n",
        _get("/api/v1/search?q=" + "a" * 10_000),
        _get("/api/v1/documents", "X-Big: " + "a" * 20_000),
        _get("/api/v1/documents", *[f"X-{n}: 1" for n in range(120)]),
    ],
    ids=["bad-request-line", "long-request-line", "big-header", "many-headers"],
)
def test_gunicorns_own_errors_carry_the_security_and_cors_headers(
    server: Server, request_bytes: bytes
) -> None:
    """What gunicorn answers before the app sees the request has the headers the app's answers
    have, CORS included: a browser calling the API reads the JSON error, not an opaque failure."""
    status, headers, body = raw_request(server, request_bytes)
    assert 400 <= status < 500 and "error" in json.loads(body)
    expected = SECURITY_HEADERS | CORS_HEADERS
    assert {name: headers.get(name.lower()) for name in expected} == expected


def test_a_redirect_under_gunicorn_names_no_host(server: Server) -> None:
    request_bytes = _get("/laws//16b1a").replace(b"Host: 127.0.0.1", b"Host: evil.example")
    status, headers, _ = raw_request(server, request_bytes)
    assert status in (301, 308) and headers["location"] == "/laws/16b1a"


def test_clients_that_send_slowly_get_a_408_and_hold_up_no_one(server: Server) -> None:
    """Connections that send nothing, half their headers or half a body (one for each worker)
    are answered with the JSON 408 within the read deadlines, while a GET waits no longer than
    that and no worker is killed (before: both workers were held until gunicorn's timeout
    killed them, and the GET waited about 20 s)."""
    port = int(server.url.rsplit(":", 1)[1])
    workers = server.workers()
    half_body = _post(b'{"text": "Law 16', "Content-Length: 1000")
    for opening in (b"", _get("/api/v1/documents")[:30], half_body):
        slow = [socket.create_connection(("127.0.0.1", port), timeout=15) for _ in range(2)]
        for sock in slow:
            sock.sendall(opening)
        started = time.monotonic()
        status, _, body = get(server.url + DOCUMENT, timeout=15)
        assert status == 200 and body["id"] == "laws-2007-en"
        # 2 s for headers, 5 s for a body, then the slow machine's share; never gunicorn's 10 s
        assert time.monotonic() - started < 9.5
        for sock in slow:
            with sock:  # the whole answer: its head and body may come in separate reads
                answer = b""
                while chunk := sock.recv(65536):
                    answer += chunk
            head, _, payload = answer.partition(b"\r\n\r\n")
            assert head.startswith(b"HTTP/1.1 408") and b"application/json" in head, answer[:200]
            assert json.loads(payload)["error"]["code"] == "request_timeout"
    assert server.workers() == workers  # none was killed and replaced
