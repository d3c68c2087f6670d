"""Serving while the corpus is rebuilt: a new artifact is picked up without a restart, and
readers of a real gunicorn see neither failures nor empty results while it switches."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path

import pytest

from app import create_app
from indexer.build import build

ROOT = Path(__file__).resolve().parent.parent
GUNICORN = Path(sys.executable).parent / "gunicorn"
TITLE = 'title = "The Laws of Duplicate Bridge 2007"'
#: URLs the readers hammer, and what a good answer holds
SEARCH = "/api/v1/search?q=dummy"
PROVISION = "/api/v1/provisions/laws-2007-en/16B1a"
#: how long the readers keep going at least, and at most
HAMMER_SECONDS = 5.0
HAMMER_LIMIT = 60.0
READERS = 4


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


def test_a_new_artifact_is_served_without_a_restart(corpus: Path, tmp_path: Path) -> None:
    artifacts = tmp_path / "artifacts"
    build(corpus, artifacts)
    client = create_app({"TESTING": True, "ARTIFACTS_DIR": str(artifacts)}).test_client()
    before = client.get("/api/v1/documents/laws-2007-en").get_json()
    assert before["title"] == "The Laws of Duplicate Bridge 2007"
    assert client.get(SEARCH).get_json()["total"] > 0  # the search index of the first generation

    title = _retitle(corpus, 1)
    build(corpus, artifacts)

    assert client.get("/api/v1/documents/laws-2007-en").get_json()["title"] == title
    assert client.get(SEARCH).get_json()["total"] > 0
    assert client.get(PROVISION).get_json()["id"] == "16B1a"


# --- a real server under rebuilds -------------------------------------------------------


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Server:
    url: str
    artifacts: Path
    corpus: Path
    process: subprocess.Popen[bytes]


@pytest.fixture()
def server(corpus: Path, tmp_path: Path) -> Iterator[Server]:
    """gunicorn with two workers on a loopback port, serving a fresh artifacts folder."""
    if not GUNICORN.exists():
        pytest.skip("gunicorn is not installed")
    artifacts = tmp_path / "artifacts"
    build(corpus, artifacts)
    port = _free_port()
    env = os.environ | {"FLASK_ARTIFACTS_DIR": str(artifacts)}
    log = (tmp_path / "gunicorn.log").open("wb")
    process = subprocess.Popen(
        [str(GUNICORN), "--workers", "2", "--bind", f"127.0.0.1:{port}", "--graceful-timeout", "5",
         "app:create_app()"],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                with urllib.request.urlopen(url + "/api/v1/documents", timeout=2) as response:
                    if response.status == 200:
                        break
            except OSError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                log.close()
                pytest.fail("gunicorn did not start:\n" + (tmp_path / "gunicorn.log").read_text()[-2000:])
            time.sleep(0.1)
        yield Server(url, artifacts, corpus, process)
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=5)
        log.close()


@dataclass
class Tally:
    ok: int = 0
    failures: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def fail(self, message: str) -> None:
        with self.lock:
            self.failures.append(message)

    def count(self) -> None:
        with self.lock:
            self.ok += 1


def _read(base: str, stop: threading.Event, tally: Tally) -> None:
    """Alternate the two URLs until told to stop; every answer must be full and right."""
    n = 0
    while not stop.is_set():
        path = SEARCH if n % 2 == 0 else PROVISION
        n += 1
        try:
            with urllib.request.urlopen(base + path, timeout=10) as response:
                body = json.loads(response.read())
        except (OSError, ValueError) as exc:  # HTTPError, refused, reset, bad JSON
            tally.fail(f"{path}: {exc!r}")
            continue
        if path == SEARCH and not (body["total"] > 0 and body["results"]):
            tally.fail(f"{path}: empty results {body}")
        elif path == PROVISION and body.get("id") != "16B1a":
            tally.fail(f"{path}: {body}")
        else:
            tally.count()


def test_readers_see_no_failures_and_no_empty_results_during_rebuilds(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a short grace, far longer than any of these requests, so that old generations are
    # also deleted while the readers run
    monkeypatch.setattr("indexer.build.GRACE_SECONDS", 1.0)
    tally = Tally()
    stop = threading.Event()
    readers = [threading.Thread(target=_read, args=(server.url, stop, tally)) for _ in range(READERS)]
    started = time.monotonic()
    for reader in readers:
        reader.start()
    titles = []
    try:
        for revision in range(1, 4):
            time.sleep(0.5)
            titles.append(_retitle(server.corpus, revision))
            build(server.corpus, server.artifacts)
        while time.monotonic() - started < HAMMER_SECONDS:
            time.sleep(0.1)
    finally:
        stop.set()
        for reader in readers:
            reader.join(timeout=HAMMER_LIMIT)

    assert tally.failures == []
    assert tally.ok > 50
    # older generations went after their grace; the current and the one before it stay
    generations = [p.name for p in server.artifacts.iterdir() if p.name.startswith("gen-")]
    assert len(generations) < 4
    # both workers serve the last build
    for _ in range(6):
        with urllib.request.urlopen(server.url + "/api/v1/documents/laws-2007-en", timeout=5) as response:
            assert json.loads(response.read())["title"] == titles[-1]
