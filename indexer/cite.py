"""Find the citations in a text, then resolve them to provision ids: two stages, as in eyecite.

:func:`find_citations` only reads text: it returns :class:`Found` spans with the parts as
written, absolute (``Law 16B1(a)``), relative to the provision they stand in (``see C2 below``)
or a defined term (``see "Withdrawn"``). :func:`resolve` binds a span in a :class:`Context`:
a citation means what it means in its own document's edition, and the concordance adds the
counterpart in the other edition. A target outside the corpus is kept with ``exists=False``.
:func:`cite_document` runs both over a parsed document. Nothing here reads files.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from functools import lru_cache

from indexer.citation_patterns import CitationWords
from indexer.citation_patterns import Patterns
from indexer.citation_patterns import compile_patterns
from indexer.concordance import move_id
from indexer.ids import LAW_COUNT
from indexer.ids import Ref
from indexer.ids import parse_ref
from indexer.ids import try_ref
from indexer.models import LAW_KINDS as LAW_TEXTS
from indexer.models import Citation
from indexer.models import Document
from indexer.models import Provision
from indexer.models import Segment
from indexer.models import Target
from indexer.models import formal_text_id
from indexer.tables import Move

KINDS = ("explicit", "list", "range", "relative", "definition")
#: document kinds whose provisions carry the Laws' own numbering
#: the widest range that is spelled out into single targets ("Laws 72–93")
MAX_RANGE = 30


@dataclass(frozen=True)
class Part:
    """One cited provision as written.

    Absolute parts carry ``law``; relative parts leave out the levels they borrow from the
    provision they stand in ("C2": section and paragraph; "4": paragraph; "(c)": item);
    a definition part carries ``term``. ``through`` is the far end of a range.
    """

    text: str
    law: int | None = None
    section: str | None = None
    para: int | None = None
    sub: str | None = None
    roman: str | None = None
    term: str | None = None
    through: Part | None = None

    @property
    def relative(self) -> bool:
        return self.law is None and self.term is None


@dataclass(frozen=True)
class Found:
    """A citation found in text: the raw span, its offsets (str indices) and its parts."""

    raw: str
    start: int
    end: int
    kind: str
    refs: tuple[Part, ...]

    def __repr__(self) -> str:
        return f"Found({self.raw!r}@{self.start}, {self.kind})"


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
        slug = "definitions/" + re.sub(r"[^a-z0-9]+", "-", key).strip("-")
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


# --- finding ---------------------------------------------------------------------------------


@lru_cache(maxsize=16)
def _patterns(words: CitationWords) -> Patterns:
    return compile_patterns(words)


def find_citations(text: str, words: CitationWords) -> list[Found]:
    """Every citation in ``text``, in order; offsets are ``str`` indices into ``text``.

    Absolute citations are taken first; relative and definition citations only where no
    absolute one stands. A law number outside 1-93 is not a citation.
    """
    pats = _patterns(words)
    found: list[Found] = []
    starts: list[int] = []  # the spans taken so far, kept sorted: no overlap is possible
    ends: list[int] = []

    def free(start: int, end: int) -> bool:
        at = bisect.bisect_right(starts, start)
        before_ok = at == 0 or ends[at - 1] <= start
        after_ok = at == len(starts) or starts[at] >= end
        return before_ok and after_ok

    def add(item: Found | None) -> None:
        if item is not None and free(item.start, item.end):
            found.append(item)
            at = bisect.bisect_right(starts, item.start)
            starts.insert(at, item.start)
            ends.insert(at, item.end)

    for m in pats.explicit.finditer(text):
        add(_explicit(m, text, pats))
    for m in pats.definition.finditer(text):
        add(
            _found(text, m.start("quoted"), m.end("quoted"), "definition", (Part(m["term"], term=m["term"]),))
        )
    for m in pats.cued.finditer(text):
        add(_relative(m, text, pats))
    for m in pats.placed.finditer(text):
        add(_relative(m, text, pats))
    for m in pats.bare.finditer(text):
        add(_relative(m, text, pats))
    return sorted(found, key=lambda f: f.start)


def _found(text: str, start: int, end: int, kind: str, parts: tuple[Part, ...]) -> Found:
    return Found(text[start:end], start, end, kind, parts)


#: a dot between the levels of a citation, "12.C.1.c": read as nothing
_LEVEL_DOT = re.compile(r"(?<=[0-9A-Za-z])\.(?=[0-9A-Za-z])")


def _absolute(written: str) -> Part | None:
    try:
        ref = parse_ref(_LEVEL_DOT.sub("", written))
    except ValueError:
        return None
    return Part(" ".join(written.split()), ref.law, ref.section, ref.para, ref.sub, ref.roman)


def _explicit(m: re.Match[str], text: str, pats: Patterns) -> Found | None:
    """A prefixed citation; a list goes on with bare numbers only after a plural prefix."""
    part = _absolute(m["first"])
    if part is None:
        return None
    plural = pats.plural.fullmatch(m["prefix"]) is not None
    parts: list[Part] = [part]
    is_range = False
    end = pos = m.end("first")
    while pos < m.end():
        item = pats.item.match(text, pos, m.end())
        if item is None or not (item["prefix"] or plural):
            break
        nxt = _absolute(item["ref"])
        if nxt is None:
            break
        if item["range"]:
            parts[-1] = replace(parts[-1], through=nxt)
            is_range = True
        else:
            parts.append(nxt)
        end = pos = item.end()
    kind = "list" if len(parts) > 1 else "range" if is_range else "explicit"
    return _found(text, m.start(), end, kind, tuple(parts))


def _relative(m: re.Match[str], text: str, pats: Patterns) -> Found | None:
    """A relative citation; a lone letter or number needs punctuation, a joiner or a position
    word after it ("(see D)", "see A above"), so that "see A remark" is not read as a citation."""
    groups = m.groupdict()
    if "body" in groups:
        start, body_end = m.start("body"), m.end("body")
    else:
        start, body_end = m.start(), m.end()
    position = groups.get("pos")
    end = m.end("pos") if position else body_end
    parts: list[Part] = []
    pos = start
    while pos < body_end:
        item = pats.relitem.match(text, pos, body_end)
        if item is None:
            break
        part = _relative_part(item["ref"])
        if part is None:
            break
        parts.append(part)
        pos = item.end()
    if not parts:
        return None
    if pos < body_end:  # a list cut short: the position word no longer applies
        end, position = pos, None
    last = parts[-1]
    lone_letter = last.section is not None and last.para is None and last.sub is None
    lone_number = last.section is None and last.para is not None and last.sub is None
    if not position and (lone_letter or lone_number):
        after = text[end:]
        ok = pats.after_bare.match(after) is not None
        if not ok and lone_letter and last.section == "A":
            ok = pats.after_a.match(after) is not None
        if not ok:
            return None
    return _found(text, start, end, "relative", tuple(parts))


def _relative_part(written: str) -> Part | None:
    m = _REL_RE.fullmatch(written)
    if m is None:
        return None
    para = m["para"] or m["para2"]
    return Part(written, section=m["section"], para=int(para) if para else None, sub=m["sub"] or m["only"])


#: the levels of a relative reference: "C2(b)", "D", "4", "2(c)", "(c)"
_REL_RE = re.compile(
    r"(?:(?P<section>[A-H])(?P<para>[1-9])?|(?P<para2>[1-9]))(?:\((?P<sub>[a-z])\))?|\((?P<only>[a-z])\)"
)


# --- resolving -------------------------------------------------------------------------------


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
    return [r.id for r in _span(ref, end)]


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


def _span(start: Ref, end: Ref) -> list[Ref]:
    """The provisions of a range, spelled out when both ends are siblings; else just the ends."""
    if start.depth == end.depth == 0 and 0 < end.law - start.law <= MAX_RANGE:
        return [Ref(n) for n in range(start.law, min(end.law, LAW_COUNT) + 1)]
    if start.parent == end.parent and start.depth == 2 and start.para and end.para and start.para < end.para:
        return [Ref(start.law, start.section, n) for n in range(start.para, end.para + 1)]
    if start.parent == end.parent and start.depth == 1 and start.section and end.section:
        letters = range(ord(start.section), ord(end.section) + 1)
        if 0 < len(letters) <= 26:
            return [Ref(start.law, chr(c)) for c in letters]
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


# --- whole documents -------------------------------------------------------------------------


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
    out: list[Segment] = []
    cursor = 0
    for n, part in enumerate(found.refs):
        last = part.through.text if part.through is not None else part.text
        at = found.raw.find(part.text, cursor)
        if at < 0:
            return ()
        end = found.raw.find(last, at) + len(last) if part.through is not None else at + len(part.text)
        own = resolve(replace(found, refs=(part,)), context)
        if not own or own[0] not in targets:
            return ()
        start = 0 if n == 0 else _with_prefix(found.raw, cursor, at, prefixes)
        out.append(Segment(found.start + start, found.start + end, targets.index(own[0])))
        cursor = end
    return tuple(out)


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
                if p.id.startswith("definitions/") and p.heading:
                    terms.setdefault(" ".join(p.heading.split()).casefold(), p.id)
    return Corpus(docs, ids, tuple(moves), terms, tuple(editions))
