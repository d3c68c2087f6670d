"""A worker loading a generation keeps reporting to gunicorn (api.heartbeat); other work does not."""

from __future__ import annotations

import time

import pytest

from api import heartbeat


@pytest.fixture()
def beats(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    seen: list[float] = []
    monkeypatch.setattr(heartbeat, "_beats", [lambda: seen.append(time.monotonic())])
    monkeypatch.setattr(heartbeat, "BEAT_SECONDS", 0.02)
    return seen


def test_a_load_reports_until_it_ends_and_not_after(beats: list[float]) -> None:
    with heartbeat.loading():
        time.sleep(0.3)
    ended = time.monotonic()
    assert len(beats) >= 5
    time.sleep(0.1)
    assert all(t <= ended for t in beats)


def test_outside_a_load_nothing_reports(beats: list[float]) -> None:
    time.sleep(0.1)
    assert beats == []


def test_a_load_that_fails_stops_reporting(beats: list[float]) -> None:
    with pytest.raises(OSError), heartbeat.loading():
        raise OSError("a truncated file")
    count = len(beats)
    time.sleep(0.1)
    assert len(beats) == count

