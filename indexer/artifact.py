"""The artifact on disk: generations, the ``current`` link, and who may change them.

This module alone knows the artifact's layout. An artifacts folder holds:

- ``gen-<time>-<pid>-<n>/``: one immutable generation per build (JSON files, the search
  index, ``meta.json`` naming the format); written as ``gen-….partial`` and renamed when whole;
- ``current``: a symlink to the generation being served, replaced with ``os.replace`` (atomic
  on POSIX), so a reader sees the old generation or the new one, never a mix;
- ``previous``: a symlink to the generation ``current`` replaced, kept for ``rollback``;
- ``.lock``: held (``flock``) by the one build or rollback that may change the above.

A retired generation stays on disk for a grace period (a request may still be reading it; see
``shared/notes/search-engine.md``); its directory's mtime records when it was retired.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

#: raised whenever the artifact's files change shape; a server refuses other formats
FORMAT = 9  # 4: search modules moved into indexer/search/; 5: alignment by key; 6: word counts per language;
# 7: common words per language; 8: Dutch separated verbs indexed joined (a new filter in the schema);
# 9: a word's other indexed form in its stored marks (``form|other``)
#: a retired generation (neither current nor previous) is removed after this many seconds
GRACE_SECONDS = 60.0
#: how long a build waits for another build to finish before it refuses
LOCK_WAIT_SECONDS = 10.0
CURRENT = "current"
PREVIOUS = "previous"
LOCK = ".lock"
PARTIAL = ".partial"


class ArtifactError(RuntimeError):
    """The artifacts folder cannot be read or changed as asked; the message says why."""


class NoArtifact(ArtifactError):
    """Nothing (readable by this code) has been built yet."""


class Busy(ArtifactError):
    """Another build holds the artifacts folder."""


@contextmanager
def lock(artifacts: Path, wait: float | None = None) -> Iterator[None]:
    """Hold the artifacts folder for one build or rollback; wait up to ``wait`` s (default
    :data:`LOCK_WAIT_SECONDS`), else raise Busy."""
    wait = LOCK_WAIT_SECONDS if wait is None else wait
    artifacts.mkdir(parents=True, exist_ok=True)
    fd = os.open(artifacts / LOCK, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    holder = os.pread(fd, 200, 0).decode("utf-8", "replace").strip() or "another process"
                    raise Busy(
                        f"another build is changing {artifacts} ({holder}); waited {wait:g} s: "
                        "try again when it has finished"
                    ) from None
                time.sleep(0.05)
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"pid {os.getpid()}, since {time.strftime('%H:%M:%S')}".encode(), 0)
        yield
    finally:
        os.close(fd)  # closing the descriptor releases the lock


class Writer:
    """One generation being written: add files, then :meth:`finish` it (or :meth:`discard`)."""

    def __init__(self, artifacts: Path) -> None:
        artifacts.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        self.name = f"gen-{stamp}-{os.getpid()}-{time.monotonic_ns() % 10**6}"
        self.final = artifacts / self.name
        self.path = artifacts / (self.name + PARTIAL)
        self.path.mkdir()

    def add_json(self, name: str, value: Any) -> None:
        """Write ``value`` as the generation's file ``name``."""
        (self.path / name).write_text(json.dumps(value, ensure_ascii=False, indent=1), encoding="utf-8")

    def add_file(self, name: str, content: str | bytes) -> None:
        """Write a file of the generation as it is (text as UTF-8)."""
        data = content.encode("utf-8") if isinstance(content, str) else content
        (self.path / name).write_bytes(data)

    def place(self, name: str) -> Path:
        """Where a file or folder ``name`` of the generation is to be written by its maker."""
        return self.path / name

    def finish(self, meta: dict[str, Any]) -> Path:
        """Write ``meta.json`` (with the format) last and make the generation whole."""
        self.add_json("meta.json", {"format": FORMAT, **meta})
        self.path.rename(self.final)
        return self.final

    def discard(self) -> None:
        shutil.rmtree(self.path, ignore_errors=True)


def served(artifacts: Path) -> Path | None:
    """The generation ``current`` points at, if there is one."""
    link = artifacts / CURRENT
    target = Path(os.path.realpath(link))
    return target if link.is_symlink() and target.is_dir() else None


def previous(artifacts: Path) -> Path | None:
    """The generation ``rollback`` would go back to, if it is still on disk."""
    link = artifacts / PREVIOUS
    target = Path(os.path.realpath(link))
    return target if link.is_symlink() and target.is_dir() else None


def publish(artifacts: Path, generation: Path, grace: float = GRACE_SECONDS) -> None:
    """Serve ``generation``: ``current`` points at it, ``previous`` at what it replaced.

    Call with the :func:`lock` held. Generations retired more than ``grace`` seconds ago go.
    """
    outgoing = served(artifacts)
    _point(artifacts, CURRENT, generation)
    if outgoing is not None and outgoing != generation:
        _retire(outgoing)
        _point(artifacts, PREVIOUS, outgoing)
    prune(artifacts, grace)


def rollback(artifacts: Path, grace: float = GRACE_SECONDS) -> tuple[Path, Path]:
    """Serve the previous generation again; returns (the generation left, the one now served).

    The generation left becomes ``previous``, so a second rollback undoes the first.
    """
    with lock(artifacts):
        back, now = previous(artifacts), served(artifacts)
        if back is None or now is None:
            raise ArtifactError(f"nothing to roll back to in {artifacts}: no previous generation is kept")
        read_meta(back)  # refuse a generation this code cannot serve
        _point(artifacts, CURRENT, back)
        _retire(now)
        _point(artifacts, PREVIOUS, now)
        prune(artifacts, grace)
        return now, back


def _point(artifacts: Path, name: str, generation: Path) -> None:
    temporary = artifacts / f".{name}-{os.getpid()}"
    if temporary.is_symlink() or temporary.exists():
        temporary.unlink()
    temporary.symlink_to(generation.name)
    os.replace(temporary, artifacts / name)


def _retire(generation: Path) -> None:
    """Record when a generation stopped being served (its grace runs from then)."""
    os.utime(generation)


def prune(artifacts: Path, grace: float = GRACE_SECONDS) -> list[str]:
    """Remove generations retired over ``grace`` s ago (never current or previous). Needs the lock."""
    keep = {p.name for p in (served(artifacts), previous(artifacts)) if p is not None}
    removed = []
    for old in sorted(artifacts.glob("gen-*")):
        if old.name in keep or old.name.endswith(PARTIAL) or not old.is_dir():
            continue
        if time.time() - old.stat().st_mtime >= grace:
            shutil.rmtree(old, ignore_errors=True)
            removed.append(old.name)
    return removed


def clean_partials(artifacts: Path) -> list[str]:
    """Remove what killed builds left half-written. Needs the lock: then no build is writing."""
    removed = []
    for partial in sorted(artifacts.glob(f"gen-*{PARTIAL}")):
        shutil.rmtree(partial, ignore_errors=True)
        removed.append(partial.name)
    for link in sorted([*artifacts.glob(f".{CURRENT}-*"), *artifacts.glob(f".{PREVIOUS}-*")]):
        link.unlink(missing_ok=True)  # a link made to be renamed into place, never renamed
        removed.append(link.name)
    return removed


def read_json(generation: Path, name: str) -> Any:
    with (generation / name).open(encoding="utf-8") as handle:
        return json.load(handle)


def read_meta(generation: Path) -> dict[str, Any]:
    """A generation's ``meta.json``, or NoArtifact when this code cannot read its format."""
    try:
        meta: dict[str, Any] = read_json(generation, "meta.json")
    except FileNotFoundError:
        raise NoArtifact(f"no artifact at {generation}: run `make build`") from None
    if meta.get("format") != FORMAT:
        raise NoArtifact(
            f"the artifact at {generation} has format {meta.get('format')}, this code reads format "
            f"{FORMAT}: run `make build`"
        )
    return meta
