"""Resolve a found citation to provision ids, in the numbering of the document it stands in.

A citation means what it means in its own document's edition; the concordance adds the
counterpart in the other edition. A target outside the corpus is kept with ``exists=False``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from functools import lru_cache

from indexer.cite.find import Found
from indexer.cite.find import Part
from indexer.concordance import move_id
from indexer.ids import DEFINITIONS_PREFIX
from indexer.ids import LAW_COUNT
from indexer.ids import ROMANS
from indexer.ids import Ref
from indexer.ids import try_ref
from indexer.models import LAW_KINDS as LAW_TEXTS
from indexer.models import Document
from indexer.models import Target
from indexer.models import formal_text_id
from indexer.tables import Move

#: the widest range that is spelled out into single targets ("Laws 72–93")
MAX_RANGE = 30


@dataclass(frozen=True)
class Corpus:
    """What resolution needs to know about the whole corpus; built once, shared by all contexts.

    ``ids`` maps each document to the provision ids it holds; ``definitions`` maps a defined
    term (case-folded) to its id, e.g. ``withdrawn`` -> ``definitions/withdrawn``.
    """

    documents: tuple[Document, ...]
    ids: Mapping[str, frozenset[str]]
    moves: tuple[Move, ...] = ()
    definitions: Mapping[str, str] = field(default_factory=dict)
    #: the codes of the Laws, oldest first; commentary (no edition) cites in the last
    editions: tuple[str, ...] = ("2007", "2017")

    def other_edition(self, edition: str) -> str | None:
        """The edition a counterpart is looked for in: the other of two codes."""
        others = [e for e in self.editions if e != edition]
        return others[-1] if others and edition in self.editions else None

    def holds(self, doc: str, provision_id: str) -> bool:
        """Whether the document holds the id or anything below it ("Law 16" when it has 16A1)."""
        return provision_id in _closure(self.ids.get(doc, frozenset()))

    def term(self, term: str) -> str | None:
        """The definition id of a defined term, from the table or from the definition ids."""
        key = " ".join(term.split()).casefold()
        if key in self.definitions:
            return self.definitions[key]
        slug = DEFINITIONS_PREFIX + re.sub(r"[^a-z0-9]+", "-", key).strip("-")
        for ids in self.ids.values():
            if slug in ids:
                return slug
        return None


@lru_cache(maxsize=64)
def _closure(ids: frozenset[str]) -> frozenset[str]:
    """The ids and every ancestor of each (a document holding 16A1 holds 16A and 16)."""
    out = set(ids)
    for pid in ids:
        ref = try_ref(pid)
        if ref is not None:
            out.update(a.id for a in ref.ancestors())
    return frozenset(out)


@dataclass(frozen=True)
class Context:
    """Where a citation stands: the corpus, the citing document and the citing provision."""

    corpus: Corpus
    doc: Document | None = None
    source: str | None = None

    @property
    def edition(self) -> str:
        """The numbering the citation is read in: the document's edition, else the current code."""
        return (self.doc.edition if self.doc else None) or self.corpus.editions[-1]


def resolve(found: Found, context: Context) -> tuple[Target, ...]:
    """The targets of a found citation, in the numbering of the citing document's edition.

    Each cited id goes to the citing law text if it holds it, else to a corpus document of the
    same edition that does, else to ``laws-<edition>-en`` with ``exists=False``; then, if its
    counterpart through the concordance is in a document of the other edition, that too.
    """
    out: list[Target] = []
    for pid in cited_ids(found, context):
        for target in _targets(pid, context):
            if target not in out:
                out.append(target)
    return tuple(out)


def cited_ids(found: Found, context: Context) -> list[str]:
    """The ids a citation names, in the citing document's own numbering (ranges spelled out)."""
    out: list[str] = []
    for part in found.refs:
        for pid in _ids(part, context):
            if pid not in out:
                out.append(pid)
    return out


def _ids(part: Part, context: Context) -> list[str]:
    if part.term is not None:
        tid = context.corpus.term(part.term)
        return [tid] if tid else []
    ref = _bind(part, context.source)
    if ref is None:
        return []
    if part.through is None:
        return [ref.id]
    end = _bind(part.through, context.source)
    if end is None:
        return [ref.id]
    return [r.id for r in span_refs(ref, end)]


def _bind(part: Part, source: str | None) -> Ref | None:
    """An absolute Ref for a part; a relative part borrows the levels above it from ``source``."""
    try:
        if part.law is not None:
            return Ref(part.law, part.section, part.para, part.sub, part.roman)
        here = try_ref(source) if source else None
        if here is None:
            return None
        if part.section is not None:
            return Ref(here.law, part.section, part.para, part.sub)
        if part.para is not None:
            return Ref(here.law, here.section, part.para, part.sub)
        return Ref(here.law, here.section, here.para, part.sub)
    except ValueError:
        return None


def span_refs(start: Ref, end: Ref) -> list[Ref]:
    """The provisions of a range, spelled out when both ends are siblings; else just the ends."""
    if start.depth == end.depth == 0 and 0 < end.law - start.law <= MAX_RANGE:
        return [Ref(n) for n in range(start.law, min(end.law, LAW_COUNT) + 1)]
    if start.parent == end.parent and start.depth == 2 and start.para and end.para and start.para < end.para:
        return [Ref(start.law, start.section, n) for n in range(start.para, end.para + 1)]
    if start.parent == end.parent and start.depth == 1 and start.section and end.section:
        letters = range(ord(start.section), ord(end.section) + 1)
        if 0 < len(letters) <= 26:
            return [Ref(start.law, chr(c)) for c in letters]
    if start.parent == end.parent and start.depth == 4 and start.roman in ROMANS and end.roman in ROMANS:
        first, last = ROMANS.index(start.roman), ROMANS.index(end.roman)
        if first < last:
            return [Ref(start.law, start.section, start.para, start.sub, r) for r in ROMANS[first : last + 1]]
    if start.parent == end.parent and start.depth == 3 and start.sub and end.sub:
        subs = range(ord(start.sub), ord(end.sub) + 1)
        if 0 < len(subs) <= 26:
            return [Ref(start.law, start.section, start.para, chr(c)) for c in subs]
    return [start, end]


_KIND_RANK = {"formal": 0, "translation": 1, "everyday": 2}


def _targets(pid: str, context: Context) -> list[Target]:
    corpus = context.corpus
    edition = context.edition
    here = context.doc
    out: list[Target] = []
    if here is not None and here.kind in LAW_TEXTS and corpus.holds(here.id, pid):
        out.append(Target(here.id, pid, True))
    else:
        holder = _holder(pid, edition, context)
        out.append(Target(holder, pid, True) if holder else Target(formal_text_id(edition), pid, False))
    other = corpus.other_edition(edition)
    if other:
        counterpart = counterpart_id(pid, edition, corpus.moves, corpus.editions)
        if counterpart:
            holder = _holder(counterpart, other, context)
            if holder:
                out.append(Target(holder, counterpart, True))
    return out


def _holder(pid: str, edition: str, context: Context) -> str | None:
    """The corpus law text of an edition that holds an id: same language first, then by kind."""
    language = context.doc.language if context.doc else "en"
    candidates = [
        d
        for d in context.corpus.documents
        if d.edition == edition and d.kind in LAW_TEXTS and context.corpus.holds(d.id, pid)
    ]
    candidates.sort(key=lambda d: (d.language != language, _KIND_RANK.get(d.kind, 9)))
    return candidates[0].id if candidates else None


def counterpart_id(
    pid: str, edition: str, moves: Iterable[Move], editions: tuple[str, ...] = ("2007", "2017")
) -> str | None:
    """The id in the other code than ``edition`` (see :mod:`indexer.concordance`): an older
    code's id moves forward to the current one, the current code's id back."""
    return move_id(pid, moves, forward=edition != editions[-1])
