"""The cross-reference edges of a parsed document: find, resolve, and drop a text's own labels."""

from __future__ import annotations

import re
from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import replace

from indexer.cite.clean import fold
from indexer.cite.find import Found
from indexer.cite.find import find_citations
from indexer.cite.patterns import CitationWords
from indexer.cite.resolve import Context
from indexer.cite.resolve import Corpus
from indexer.cite.resolve import resolve
from indexer.ids import DEFINITIONS_PREFIX
from indexer.ids import try_ref
from indexer.models import LAW_KINDS as LAW_TEXTS
from indexer.models import Citation
from indexer.models import Document
from indexer.models import Provision
from indexer.models import Segment
from indexer.models import Target
from indexer.tables import Move


def is_label(found: Found, targets: Iterable[Target], context: Context, in_heading: bool = False) -> bool:
    """A law text's own label ("LAW 9 -", "Artikel 47E", "F2.") at the start of a heading or
    paragraph names the provision itself: it is not a cross-reference. A club-notes heading
    that opens with the law it quotes ("LAW 30", "Law 45C2:") labels its section the same way
    (the parser records it as the section's ``about``)."""
    if found.start != 0 or context.doc is None:
        return False
    if context.doc.kind == "commentary":
        return in_heading
    if context.doc.kind not in LAW_TEXTS or not context.source:
        return False
    here = try_ref(context.source)
    if here is None:
        return False
    own = {here.id} | {a.id for a in here.ancestors()}
    mine = [t for t in targets if t.doc == context.doc.id or not t.exists]
    return bool(mine) and all(t.id in own for t in mine)


def cite_provision(provision: Provision, context: Context, words: CitationWords) -> list[Citation]:
    """The citations in one provision's heading and text (offsets into each, ``in_heading`` says which)."""
    out: list[Citation] = []
    for in_heading, text in ((True, provision.heading), (False, provision.text)):
        for found in find_citations(text, words):
            targets = resolve(found, context)
            if not targets or is_label(found, targets, context, in_heading):
                continue
            out.append(
                Citation(
                    doc=provision.doc,
                    source=provision.id,
                    raw=found.raw,
                    start=found.start,
                    end=found.end,
                    kind=found.kind,
                    targets=targets,
                    in_heading=in_heading,
                    segments=segments(found, targets, context, words),
                )
            )
    return out


def segments(
    found: Found, targets: tuple[Target, ...], context: Context, words: CitationWords
) -> tuple[Segment, ...]:
    """Where each item of a list citation is written, and which of ``targets`` it starts at.

    The first item's span begins with the citation (so "Laws 62A" is one link, "79A2" the
    next), a later item takes a prefix written again ("Law 69B or Law 71"), and a range item
    runs from its first to its last number. A citation of one item has none.
    """
    prefixes = tuple(w.lower() for w in (*words.law, *words.laws, *words.tight))
    if len(found.refs) < 2:
        return ()
    folded = fold(found.raw)
    raw = folded.text
    out: list[Segment] = []
    cursor = 0
    for n, part in enumerate(found.refs):
        span = _written_at(raw, part.text, cursor)
        if span is None:
            return ()
        at, end = span
        if part.through is not None:
            through = _written_at(raw, part.through.text, end)
            if through is None:
                return ()
            end = through[1]
        own = resolve(replace(found, refs=(part,)), context)
        if not own or own[0] not in targets:
            return ()
        start = 0 if n == 0 else _with_prefix(raw, cursor, at, prefixes)
        out.append(
            Segment(found.start + folded.start(start), found.start + folded.end(end), targets.index(own[0]))
        )
        cursor = end
    return tuple(out)


def _written_at(raw: str, written: str, cursor: int) -> tuple[int, int] | None:
    """Where a part's text (its spaces folded to one) stands in a raw citation that may wrap."""
    m = re.compile(r"\s+".join(re.escape(w) for w in written.split())).search(raw, cursor)
    return m.span() if m else None


def _with_prefix(raw: str, cursor: int, at: int, prefixes: tuple[str, ...]) -> int:
    """``at``, moved back over a law prefix written again just before it ("... or Law 71")."""
    gap = raw[cursor:at]
    stripped = gap.rstrip()
    for prefix in sorted(prefixes, key=len, reverse=True):
        if stripped.lower().endswith(prefix) and (
            len(stripped) == len(prefix) or not stripped[-len(prefix) - 1].isalnum()
        ):
            return cursor + len(stripped) - len(prefix)
    return at


def cite_document(
    doc: Document, provisions: Iterable[Provision], corpus: Corpus, words: CitationWords
) -> list[Citation]:
    """Every cross-reference edge of a document, in document order."""
    out: list[Citation] = []
    for provision in provisions:
        out.extend(cite_provision(provision, Context(corpus, doc, provision.id), words))
    return out


def build_corpus(
    documents: Iterable[Document],
    provisions: Mapping[str, Iterable[Provision]],
    moves: Iterable[Move] = (),
    definitions: Mapping[str, str] | None = None,
    editions: tuple[str, ...] = ("2007", "2017"),
) -> Corpus:
    """A :class:`Corpus` from parsed documents; defined terms default to the definition headings."""
    docs = tuple(documents)
    ids = {d.id: frozenset(p.id for p in provisions.get(d.id, ())) for d in docs}
    terms = dict(definitions or {})
    if definitions is None:
        for d in docs:
            for p in provisions.get(d.id, ()):
                if p.id.startswith(DEFINITIONS_PREFIX) and p.heading:
                    terms.setdefault(" ".join(p.heading.split()).casefold(), p.id)
    return Corpus(docs, ids, tuple(moves), terms, tuple(editions))
