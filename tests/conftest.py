"""Shared fixtures: the app on the built artifact, a test client, and a real server for browsers.

The app reads ``artifacts/current`` (``make test`` builds it first); when nothing has been
built, the corpus is built once into a temporary folder so that the tests still run.
"""

from __future__ import annotations

import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from hypothesis import settings
from werkzeug.serving import BaseWSGIServer
from werkzeug.serving import make_server

from app import DEFAULTS
from app import create_app
from indexer import build as builder
from indexer.search import SearchIndex

# property tests check what is found, not how fast: a loaded machine must not fail them on
# Hypothesis's 200 ms deadline (speed is measured by scripts/bench_*.py)
settings.register_profile("properties", deadline=None)
settings.load_profile("properties")

#: where Debian installs Chromium; the browser tests need it
CHROMIUM = Path("/usr/bin/chromium")
#: without the networking flags Chromium keeps trying to reach the (closed) internet
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
#: modules whose tests take seconds each (real builds, a real gunicorn, Chromium), slowest first:
#: they run first, so that under ``make test`` (``-n 2 --dist worksteal``) the other worker takes
#: the quick tests meanwhile, and no long test is left to run alone at the end
SLOW_FIRST = ("test_serving.py", "test_build.py", "test_browser.py", "test_linker_browser.py")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The modules of ``SLOW_FIRST`` go first, in that order; the rest keep theirs."""
    rank = {name: i for i, name in enumerate(SLOW_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(SLOW_FIRST)))


@pytest.fixture(scope="session")
def artifacts_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The built artifacts folder, or a fresh build of the corpus when there is none."""
    built = Path(DEFAULTS["ARTIFACTS_DIR"])
    if (built / "current").is_dir():
        return built
    fresh = tmp_path_factory.mktemp("artifacts")
    builder.build(Path(DEFAULTS["CORPUS_DIR"]), fresh)
    return fresh


@pytest.fixture(scope="session")
def app(artifacts_dir: Path) -> Iterator[Flask]:
    """One app for the session: the artifact is read-only, so tests cannot disturb each other."""
    application = create_app({"TESTING": True, "ARTIFACTS_DIR": str(artifacts_dir)})
    yield application


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture(scope="session")
def live_server(app: Flask) -> Iterator[str]:
    """The app behind Werkzeug's threaded WSGI server on 127.0.0.1 and a free port; yields its URL."""
    server: BaseWSGIServer = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, name="live-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(timeout=5)


@pytest.fixture(scope="session")
def artifact_index(artifacts_dir: Path) -> SearchIndex:
    """The search index of the built artifact, opened once for the judged query sets."""
    return SearchIndex.open(str(artifacts_dir / "current" / "index"))


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """One headless Chromium for every browser test module (each launch costs a second or two)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture(scope="session")
def screenshots_dir() -> Path:
    """Where browser tests save screenshots for a person to look at (``test-artifacts/`` is ignored)."""
    path = Path(__file__).resolve().parent.parent / "test-artifacts" / "screenshots"
    path.mkdir(parents=True, exist_ok=True)
    return path


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Say plainly whether the browser tests ran, even under ``pytest -q``."""
    skipped = [
        r
        for r in terminalreporter.stats.get("skipped", [])
        if "test_browser" in str(getattr(r, "location", ""))
    ]
    if skipped or (not CHROMIUM.exists() and shutil.which("chromium") is None):
        terminalreporter.write_line(
            f"browser tests SKIPPED: Chromium not found at {CHROMIUM} "
            "(install it with `apt-get install chromium`, as .ci/run does)",
            yellow=True,
            bold=True,
        )
    elif any("test_browser" in r.nodeid for r in terminalreporter.stats.get("passed", [])):
        terminalreporter.write_line(
            "browser tests ran in Chromium; screenshots in test-artifacts/screenshots/"
        )
