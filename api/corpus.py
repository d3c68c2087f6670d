"""The served artifact: loaded once per generation, swapped when a new build goes live.

A :class:`CorpusStore` looks at the ``artifacts/current`` link itself on every request (one
``lstat``; resolving it, which costs more than the rest of a cached lookup, is done only when
the link was replaced), and loads the new generation when it changed; requests already holding the old
:class:`Corpus` finish on it (the build keeps it on disk for a grace period).
"""

from __future__ import annotations

import difflib
import logging
import os
import threading
from collections import defaultdict
from pathlib import Path
from typing import Any

from api.heartbeat import loading
from indexer import artifact
from indexer import cite
from indexer.align import Alignment
from indexer.artifact import NoArtifact
from indexer.cite.clean import fold
from indexer.cite.find import patterns_for
from indexer.cite.patterns import CitationWords
from indexer.cite.patterns import load_words
from indexer.ids import canonical_id
from indexer.ids import try_ref
from indexer.models import Citation
from indexer.models import Document
from indexer.models import Provision
from indexer.search import SearchIndex
from indexer.tables import Move

__all__ = ["Corpus", "CorpusStore", "NoArtifact", "current_corpus"]

log = logging.getLogger(__name__)
#: how long a request may be answered from a generation without looking at the link: none,
#: since looking (one ``lstat`` of the link) is cheap; only resolving it is not
CHECK_SECONDS = 0.0


def _link_stamp(link: Path) -> tuple[int, int] | None:
    """The link's own inode and change time (one ``lstat``): a switch, which replaces the link,
    changes them, so the link is resolved again only then."""
    try:
        info = os.lstat(link)
    except FileNotFoundError:
        return None
    return info.st_ino, info.st_mtime_ns


class Corpus:
    """One generation of the artifact, in memory, with the lookups the views need."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.meta = artifact.read_meta(path)
        self.documents: dict[str, Document] = {}
        self.provision_counts: dict[str, int] = {}
        for entry in _load(path / "documents.json"):
            self.provision_counts[entry["id"]] = entry.pop("provisions", 0)
            self.documents[entry["id"]] = Document(**entry)
        self.by_doc: dict[str, list[Provision]] = defaultdict(list)
        self.by_key: dict[tuple[str, str], Provision] = {}
        self.children: dict[tuple[str, str], list[str]] = defaultdict(list)
        for entry in _load(path / "provisions.json"):
            p = Provision.from_dict(entry)
            self.by_doc[p.doc].append(p)
            self.by_key[(p.doc, p.id)] = p
            if p.parent:
                self.children[(p.doc, p.parent)].append(p.id)
        self.citations = [Citation.from_dict(c) for c in _load(path / "citations.json")]
        self.cites: dict[tuple[str, str], list[Citation]] = defaultdict(list)
        self.cited_by: dict[tuple[str, str], list[Citation]] = defaultdict(list)
        for c in self.citations:
            self.cites[(c.doc, c.source)].append(c)
            for t in c.targets:
                self.cited_by[(t.doc, t.id)].append(c)
        self.terms: dict[str, str] = _load(path / "terms.json")
        self.titles: dict[str, dict[str, str]] = _load(path / "titles.json")
        #: the concordance of the two codes (old id -> new id, with sources)
        self.moves: tuple[Move, ...] = tuple(Move(**m) for m in _load(path / "moves.json"))
        #: each provision's counterparts, read off the alignment stored by key
        self.aligned = Alignment.from_dict(_load(path / "aligned.json"), self.moves)
        self.citation_words: dict[str, Any] = _load(path / "citation_words.json")
        self.skeletons: dict[str, set[str]] = {e: set(i) for e, i in _load(path / "skeletons.json").items()}
        #: the codes of the Laws, oldest first; the last is the current code
        self.editions: tuple[str, ...] = tuple(_load(path / "editions.json"))
        self.current_edition = self.editions[-1]
        self._citer: cite.Corpus | None = None
        self._linking: CitationWords | None = None
        self._search: SearchIndex | None = None
        self._lock = threading.Lock()

    @property
    def search(self) -> SearchIndex:
        """The Whoosh index of this generation, opened on first use; one that cannot be opened
        (deleted, damaged, or written by other code) is a 503 that says so, not a 500."""
        with self._lock:
            if self._search is None:
                try:
                    with loading():
                        self._search = SearchIndex.open(str(self.path / "index"))
                except Exception as exc:  # noqa: BLE001 - whatever a damaged index raises
                    raise NoArtifact(
                        f"the search index of {self.path.name} cannot be read ({type(exc).__name__}: {exc}): "
                        "run `make build`"
                    ) from exc
            return self._search

    @property
    def citer(self) -> cite.Corpus:
        """What the citation resolver needs to know of this corpus, made once."""
        if self._citer is None:
            self._citer = cite.build_corpus(
                self.documents.values(), self.by_doc, self.moves, editions=self.editions
            )
        return self._citer

    def words(self, language: str | None) -> CitationWords:
        """The citation words of a language (every language when None)."""
        languages = [language] if language in self.citation_words else list(self.citation_words)
        return load_words(self.citation_words, languages)

    @property
    def linking_words(self) -> CitationWords:
        """Every language's citation words, as a page is linked with (it may quote English and
        Dutch alike), with the finder's patterns compiled and its folding table made: once per
        generation, so that no request's time budget pays for them (a worker's first linkify
        spent 0.2-0.5 s there, which a machine loaded many times over stretched past the budget)."""
        if self._linking is None:
            words = self.words(None)
            patterns_for(words)
            fold("")
            self._linking = words
        return self._linking

    def provision(self, doc: str, pid: str) -> Provision | None:
        return self.by_key.get((doc, pid))

    def lookup(self, doc: str, raw: str) -> str | None:
        """The canonical id of ``raw`` if ``doc`` holds it (any common spelling accepted)."""
        if (doc, raw) in self.by_key:
            return raw
        try:
            pid = canonical_id(raw)
        except ValueError:
            lowered = raw.strip().lower()
            return lowered if (doc, lowered) in self.by_key else None
        return pid if (doc, pid) in self.by_key else None

    def nearest(self, doc: str, raw: str, n: int = 5) -> list[str]:
        """The ids of ``doc`` closest to what was asked for, to suggest on a 404."""
        ids = [p.id for p in self.by_doc.get(doc, [])]
        try:
            wanted = canonical_id(raw)
        except ValueError:
            wanted = raw.strip()
        ref = try_ref(wanted)
        if ref is not None:
            lineage = [a.id for a in reversed(ref.ancestors())]
            present = [i for i in lineage if i in ids]
            siblings = [i for i in ids if ref.parent and i.startswith(ref.parent.id) and i != wanted]
            close = difflib.get_close_matches(wanted, ids, n=n, cutoff=0.5)
            return list(dict.fromkeys(present[:1] + close + siblings))[:n]
        return difflib.get_close_matches(wanted, ids, n=n, cutoff=0.3)

    def title(self, edition: str | None, law: int) -> str:
        return self.titles.get(edition or self.current_edition, {}).get(str(law), "")

    def close(self) -> None:
        if self._search is not None:
            self._search.close()


def _load(path: Path) -> Any:
    return artifact.read_json(path.parent, path.name)


def current_corpus() -> Corpus:
    """The corpus the current request reads: the app's store hands out the live generation."""
    from flask import current_app

    return current_app.extensions["corpus"].get()


class CorpusStore:
    """Hands out the current :class:`Corpus`, reloading when ``current`` points elsewhere."""

    def __init__(self, artifacts: Path) -> None:
        self.link = artifacts / "current"
        self._corpus: Corpus | None = None
        self._target: str | None = None
        #: a generation ``current`` pointed at that could not be read (not tried again until it moves)
        self._refused: str | None = None
        self._lock = threading.Lock()
        #: the link itself as last seen: a switch replaces it, with a new inode
        self._stamp: tuple[int, int] | None = None

    @property
    def generation(self) -> str:
        """The name of the generation last handed out ("" before the first request)."""
        return os.path.basename(self._target or "")

    def get(self) -> Corpus:
        stamp = _link_stamp(self.link)
        if self._corpus is not None and stamp == self._stamp:
            return self._corpus
        target = os.path.realpath(self.link)
        if self._corpus is not None and target in (self._target, self._refused):
            self._stamp = stamp
            return self._corpus
        with self._lock:
            # resolved again under the lock: a request that read the link just before a
            # switch must not load the generation another request has just replaced
            target = os.path.realpath(self.link)
            if self._corpus is None or target not in (self._target, self._refused):
                self._switch(target)
            self._stamp = stamp
            assert self._corpus is not None
            return self._corpus

    def _switch(self, target: str) -> None:
        """Load the generation at ``target``. One that cannot be read (``current`` pointing nowhere,
        a file missing, truncated or unreadable) is refused, and the generation already loaded
        stays served; with none loaded, the answer is a 503 that says why."""
        try:
            if not os.path.isdir(target):
                raise NoArtifact(f"no artifact at {self.link}: run `make build`")
            with loading():
                corpus = Corpus(Path(target))
                if self._corpus is not None:  # a switch: the new generation must search before it serves
                    corpus.search  # noqa: B018
        except (OSError, ValueError, TypeError, KeyError, NoArtifact) as exc:
            if self._corpus is None:
                raise NoArtifact(
                    f"the artifact at {self.link} cannot be read ({exc}): run `make build`"
                ) from exc
            self._refused = target
            log.warning("serving %s still: %s cannot be read (%s)", self._target, target, exc)
            return
        self._corpus, self._target, self._refused = corpus, target, None
