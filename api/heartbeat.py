"""A worker's heartbeat while it loads a generation of the artifact.

gunicorn replaces a worker that has not reported for ``timeout`` seconds (10: see
``gunicorn.conf.py``), and a sync worker reports only between requests. The first request
after a switch loads the new generation (its JSON, then its search index: about a second of
CPU); on a machine loaded many times over its cores that took longer than the timeout, the
worker was killed in the middle, the request answered 500, and its replacement was killed
the same way on the next request. Loading is bounded work, not a stuck request, so while it
runs the worker keeps reporting (:func:`loading`); everything else a request does still
answers to the timeout.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from collections.abc import Iterator
from contextlib import contextmanager

#: seconds between two reports while loading: well under any timeout gunicorn accepts
BEAT_SECONDS = 1.0

_beats: list[Callable[[], None]] = []


def report_with(beat: Callable[[], None]) -> None:
    """Report through ``beat`` (a gunicorn worker's ``notify``) while a generation loads."""
    _beats.append(beat)


@contextmanager
def loading() -> Iterator[None]:
    """Report every :data:`BEAT_SECONDS` until the block ends (nothing to report with: no
    thread)."""
    if not _beats:
        yield
        return
    done = threading.Event()

    def beat() -> None:
        while not done.wait(BEAT_SECONDS):
            for report in _beats:
                report()

    reporter = threading.Thread(target=beat, name="loading-heartbeat", daemon=True)
    reporter.start()
    try:
        yield
    finally:
        done.set()
        reporter.join()
