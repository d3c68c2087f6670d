"""HTTP caching: ETags per artifact generation and per answer, Cache-Control per route, 304s."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from app import create_app

#: (url, the freshness its answers get)
ROUTES = [
    ("/api/v1/documents", "public, max-age=300"),
    ("/api/v1/provisions/laws-2007-en/16B1a", "public, max-age=300"),
    ("/api/v1/search?q=dummy", "public, max-age=60"),
    ("/api/v1/openapi.json", "public, max-age=3600"),
    ("/laws/16B1a", "public, max-age=300"),
    ("/search?q=revoke", "public, max-age=60"),
    ("/", "public, max-age=300"),
]  # fmt: skip


@pytest.mark.parametrize(("url", "cache_control"), ROUTES)
def test_answers_carry_an_etag_and_are_revalidated_with_304(
    client: FlaskClient, url: str, cache_control: str
) -> None:
    first = client.get(url)
    assert first.status_code == 200
    assert first.headers["Cache-Control"] == cache_control
    etag = first.headers["ETag"]
    again = client.get(url, headers={"If-None-Match": etag})
    assert (again.status_code, again.data, again.headers["ETag"]) == (304, b"", etag)
    other = client.get(url, headers={"If-None-Match": '"something-else"'})
    assert other.status_code == 200 and other.data == first.data


def test_different_answers_have_different_etags(client: FlaskClient) -> None:
    tags = {client.get(url).headers["ETag"] for url, _ in ROUTES}
    assert len(tags) == len(ROUTES)


@pytest.mark.parametrize(
    ("method", "url", "kwargs"),
    [("get", "/api/v1/provisions/laws-2007-en/99Z", {}), ("get", "/laws/99Z", {}),
     ("post", "/api/v1/linkify", {"json": {"text": "Law 16B1"}})],
)  # fmt: skip
def test_errors_and_posts_are_not_stored(client: FlaskClient, method: str, url: str, kwargs: dict) -> None:
    response = getattr(client, method)(url, **kwargs)
    assert response.headers["Cache-Control"] == "no-store"
    assert "ETag" not in response.headers


def test_a_new_generation_changes_every_etag(
    artifacts_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same bytes under another generation are a new version: a cache must not keep the old."""
    monkeypatch.setattr("api.corpus.CHECK_SECONDS", 0.0)  # the switch is seen at the next request
    served = (artifacts_dir / "current").resolve()
    shutil.copytree(served, tmp_path / "gen-a")
    (tmp_path / "current").symlink_to(tmp_path / "gen-a")
    client = create_app({"TESTING": True, "ARTIFACTS_DIR": str(tmp_path)}).test_client()
    before = client.get("/api/v1/documents")
    shutil.copytree(served, tmp_path / "gen-b")
    (tmp_path / "next").symlink_to(tmp_path / "gen-b")
    os.replace(tmp_path / "next", tmp_path / "current")
    after = client.get("/api/v1/documents", headers={"If-None-Match": before.headers["ETag"]})
    assert after.status_code == 200 and after.data == before.data
    assert after.headers["ETag"] != before.headers["ETag"]
