"""Ask the linkify API for the citations in a text: in this process, or from a running server.

The Markdown extension and ``flask --app app cite`` both read citations through here, so a
club's site build links exactly what the service's own pages and linker script link.
"""

from __future__ import annotations

import json
import tempfile
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any
from typing import Protocol

#: a citation as the API returns it: raw, start, end, kind, targets [{doc, id, exists, url}]
Citation = dict[str, Any]


class CitationSource(Protocol):
    """Anything that turns a text into the API's citations, and says where URLs start."""

    base_url: str

    def linkify(self, text: str, doc: str | None = None) -> dict[str, Any]:
        """The API's answer: ``html`` (the text with its links) and ``citations``."""
        ...


class LocalSource:
    """The service's own linkify, run in this process on the bundled corpus (no network)."""

    def __init__(self, base_url: str = "", artifacts: str | Path | None = None, app: Any = None) -> None:
        from flask.testing import FlaskClient

        self.base_url = base_url.rstrip("/")
        self._client: FlaskClient = (app or _local_app(artifacts)).test_client()

    def linkify(self, text: str, doc: str | None = None) -> dict[str, Any]:
        response = self._client.post("/api/v1/linkify", json={"text": text, "doc": doc})
        return _answer(response.status_code, response.get_json(silent=True))


class ServerSource:
    """A running server's ``POST /api/v1/linkify`` (its URLs are made absolute with its address)."""

    def __init__(self, server: str, timeout: float = 10.0) -> None:
        self.base_url = server.rstrip("/")
        self.timeout = timeout

    def linkify(self, text: str, doc: str | None = None) -> dict[str, Any]:
        body = json.dumps({"text": text, "doc": doc}).encode("utf-8")
        request = urllib.request.Request(
            f"{self.base_url}/api/v1/linkify", data=body, headers={"Content-Type": "application/json"}
        )
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                return _answer(response.status, json.load(response))
        except urllib.error.HTTPError as exc:
            return _answer(exc.code, _json_or_none(exc.read()))


def absolute(source: CitationSource, url: str) -> str:
    """A target's URL as a reader can follow it from another site."""
    return urllib.parse.urljoin(source.base_url + "/", url) if source.base_url else url


def best_target(citation: Citation) -> dict[str, Any] | None:
    """The target a link should follow: the first the corpus holds, else the first named."""
    targets = citation.get("targets") or []
    return next((t for t in targets if t.get("exists")), targets[0] if targets else None)


class LinkifyError(RuntimeError):
    """The API refused the text (too long, malformed): its own message says why."""


def _answer(status: int, payload: Any) -> dict[str, Any]:
    if status != 200 or not isinstance(payload, dict):
        message = (payload or {}).get("error", {}).get("message") if isinstance(payload, dict) else None
        raise LinkifyError(f"linkify answered {status}: {message or 'no JSON answer'}")
    return payload


def _json_or_none(raw: bytes) -> Any:
    try:
        return json.loads(raw)
    except ValueError:
        return None


def _local_app(artifacts: str | Path | None) -> Any:
    """The app on the given artifacts, on the checkout's build, or on a fresh build of the corpus."""
    from app import DEFAULTS
    from app import create_app
    from indexer import build as builder

    where = Path(artifacts or DEFAULTS["ARTIFACTS_DIR"])
    if not (where / "current").is_dir():
        where = Path(tempfile.mkdtemp(prefix="bridge-laws-"))
        builder.build(Path(DEFAULTS["CORPUS_DIR"]), where)
    return create_app({"ARTIFACTS_DIR": str(where)})
