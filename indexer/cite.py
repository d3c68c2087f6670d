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

from indexer.citation_clean import Folded
from indexer.citation_clean import fold
from indexer.citation_patterns import CitationWords
from indexer.citation_patterns import Patterns
from indexer.citation_patterns import compile_patterns
from indexer.concordance import move_id
from indexer.ids import LAW_COUNT
from indexer.ids import ROMANS
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
    #: the prefix word as written ("Laws", "artikel"), empty for none
    prefix: str = ""

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
def _patterns(words: CitationWords, query: bool = False) -> Patterns:
    return compile_patterns(words, query)


def find_citations(text: str, words: CitationWords) -> list[Found]:
    """Every citation in ``text``, in order; offsets are ``str`` indices into ``text``.

    Absolute citations are taken first; relative and definition citations only where no
    absolute one stands. A law number outside 1-93 is not a citation, nor a number of another
    body of rules ("art. 3 of the club's constitution"). The text is read folded (see
    :mod:`indexer.citation_clean`: fullwidth digits, hyphen look-alikes, invisible format
    characters), but ``raw``, ``start`` and ``end`` are the text's own.
    """
    folded = fold(text)
    found = _find(folded.text, _patterns(words), absolute_only=False)
    return [_unfold(f, folded) for f in found] if folded.text is not text else found


def _find(text: str, pats: Patterns, absolute_only: bool) -> list[Found]:
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
    for m in pats.unprefixed.finditer(text):
        add(_explicit(m, text, pats))
    if not absolute_only:
        for m in pats.definition.finditer(text):
            add(
                _found(
                    text, m.start("quoted"), m.end("quoted"), "definition", (Part(m["term"], term=m["term"]),)
                )
            )
        for m in pats.cued.finditer(text):
            add(_relative(m, text, pats))
        for m in pats.placed.finditer(text):
            add(_relative(m, text, pats))
        for m in pats.bare.finditer(text):
            add(_relative(m, text, pats))
    return sorted(found, key=lambda f: f.start)


def _unfold(found: Found, folded: Folded) -> Found:
    """A citation found in the folded text, its span and raw text moved back to the original."""
    start, end = folded.start(found.start), folded.end(found.end)
    return replace(found, raw=folded.original[start:end], start=start, end=end)


def _found(text: str, start: int, end: int, kind: str, parts: tuple[Part, ...], prefix: str = "") -> Found:
    return Found(text[start:end], start, end, kind, parts, prefix)


#: a dot between the levels of a citation, "12.C.1.c": read as nothing
_LEVEL_DOT = re.compile(r"(?<=[0-9A-Za-z])\.(?=[0-9A-Za-z])")
#: a section letter or a paragraph number in brackets, "16(B)(1)(a)": read without them
_BRACKETED_LEVEL = re.compile(r"[ ]?\(([A-Z]|[0-9]{1,2})\)")


def _absolute(written: str) -> Part | None:
    try:
        ref = parse_ref(_BRACKETED_LEVEL.sub(r"\1", _LEVEL_DOT.sub("", written)))
    except ValueError:
        return None
    return Part(" ".join(written.split()), ref.law, ref.section, ref.para, ref.sub, ref.roman)


#: a lower level continuing a list: section, paragraph, item, roman item ("B2", "(b)", "(ii)")
_CONTINUED_RE = re.compile(
    r"(?P<section>[A-Z])(?:(?P<para>[0-9]{1,2})(?:\((?P<sub1>[a-z])\)|(?P<sub2>[a-z]))?(?:\((?P<rom1>[ivx]+)\))?)?"
    r"|\((?P<sub3>[a-z])\)(?:[ ]?\((?P<rom2>[ivx]+)\))?"
    r"|\((?P<rom3>[ivx]+)\)"
    r"|(?P<sub4>[a-z])"
)


def _continued(written: str, before: Part) -> Part | None:
    """A lower level of a list ("B2" after "Law 75B1", "(b)" after "45C4(a)") read as the same
    law's provision: it takes the levels above it from the item before, and it must stand at a
    level that item has ("(b)" continues an item, "B2" a section), else it is not a citation."""
    m = _CONTINUED_RE.fullmatch(written)
    if m is None or before.law is None:
        return None
    text = " ".join(written.split())
    if m["section"]:
        if before.section is None:
            return None
        para = int(m["para"]) if m["para"] else None
        return Part(text, before.law, m["section"], para, m["sub1"] or m["sub2"], m["rom1"])
    if m["sub4"]:  # "b" in "Law 45C4a and b": an item written as its item before was
        if before.sub is None or before.roman is not None:
            return None
        return Part(text, before.law, before.section, before.para, m["sub4"])
    sub, roman = m["sub3"], m["rom2"]
    alone = m["rom3"] or (sub if roman is None else None)
    if before.roman is not None and alone in ROMANS:
        return Part(text, before.law, before.section, before.para, before.sub, alone)  # "(i) and (ii)"
    if before.sub is None or sub is None:
        return None
    return Part(text, before.law, before.section, before.para, sub, roman)


def _explicit(m: re.Match[str], text: str, pats: Patterns) -> Found | None:
    """A prefixed (or unprefixed multi-level) citation and the list or range it opens.

    A list goes on with bare numbers only after a plural prefix (the prefix last written:
    "artikel 16C and Laws 61 to 64"); a range after a singular one only when written tight
    ("Law 61-64"); lower levels of the item before continue any list ("Law 75B1, B2 and B3").
    """
    part = _absolute(m["first"])
    if part is None or _other_rules(m, text, pats):
        return None
    plural = pats.plural.fullmatch(m["prefix"]) is not None
    parts: list[Part] = [part]
    is_range = False
    end = pos = m.end("first")
    while pos < m.end():
        item = pats.item.match(text, pos, m.end())
        if item is None:
            break
        if item["continued"]:
            nxt = _continued(item["continued"], parts[-1].through or parts[-1])
        else:
            if item["prefix"]:
                plural = pats.plural.fullmatch(item["prefix"].strip()) is not None
            tight = (
                item["range"] is not None
                and item.start("range") == pos
                and item.end("range") == item.start("ref")
            )
            if not (item["prefix"] or plural or tight):
                break
            nxt = _absolute(item["ref"])
        if nxt is None:
            break
        if item["prefix"]:  # "artikel 16C and Laws 61 to 64": bare numbers may follow "Laws"
            plural = plural or pats.plural.fullmatch(item["prefix"].strip()) is not None
        if item["range"]:
            parts[-1] = replace(parts[-1], through=nxt)
            is_range = True
        else:
            parts.append(nxt)
        end = pos = item.end()
    kind = "list" if len(parts) > 1 else "range" if is_range else "explicit"
    return _found(text, m.start(), end, kind, tuple(parts), m["prefix"])


def _other_rules(m: re.Match[str], text: str, pats: Patterns) -> bool:
    """Whether the number belongs to another body of rules named right before or after it."""
    if pats.rules_after.match(text, m.end("first")):
        return True
    return pats.rules_before.search(text, max(0, m.start() - 60), m.start()) is not None


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


# --- queries ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class QueryCitation:
    """A citation in a search query: its span, the provisions it names and the prefix's language.

    ``refs`` are canonical and in the order written, ranges spelled out ("laws 61-64" names 61,
    62, 63 and 64); ``language`` is the language whose words hold the prefix ("artikel" ->
    ``nl``), None without one; ``prefixed`` says whether a prefix word was typed.
    """

    raw: str
    start: int
    end: int
    refs: tuple[Ref, ...]
    language: str | None
    prefixed: bool

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.refs)


#: a bid, "2C", "4s", "7NT": written like a law and its section, but a call
_BID = re.compile(r"[1-7](?:[CDHS]|NT)", re.IGNORECASE)


def find_in_query(text: str, words: CitationWords) -> list[QueryCitation]:
    """The citations in what a person typed into a search box, the same finder as for texts.

    :param text: the query as typed (cleaned of control characters is enough); spans index it.
    :param words: the citation words, e.g. ``load_words(citation_table)`` for every language of
        the parsed ``citations.toml`` (the artifact's ``citation_words.json``), or
        ``load_words(table, "nl")`` for one.

    Read as in a text ("Law 12C1(e)(i)", "artikel 16C", "Laws 61-64", "law 16(B)(1)(a)",
    "Law １６Ｂ１", "check 68D2(b)"), with what only a query allows: prefixes in any case and
    apart from the number ("l 16b1"), a last spaced section letter ("artikel 54 A"), dots
    between levels ("16.B.1.a"), a law and section with no prefix ("16b hesitation") unless it
    is a bid ("2C opening"), and a bare law number only when it is the whole query ("16"; "13
    cards" is words). Relative citations ("see C2 below") need a provision to stand in, so a
    query has none. A law number outside 1-93 is no citation: "Law 94" finds nothing.
    """
    folded = fold(text)
    pats = _patterns(words, True)
    out: list[QueryCitation] = []
    for f in _find(folded.text, pats, absolute_only=True):
        if not f.prefix and len(f.refs) == 1 and f.refs[0].through is None and _BID.fullmatch(f.raw):
            continue
        f = _unfold(f, folded) if folded.text is not text else f
        refs = tuple(dict.fromkeys(r for part in f.refs for r in _part_refs(part)))
        out.append(QueryCitation(f.raw, f.start, f.end, refs, words.language_of(f.prefix), bool(f.prefix)))
    if not out:
        whole = _whole_query(folded)
        if whole is not None:
            out.append(whole)
    return out


def _whole_query(folded: Folded) -> QueryCitation | None:
    """A query that is nothing but a reference with no prefix: "16", "16 B", "16.b.1"."""
    written = folded.text.strip().rstrip(".,;:!?")
    if not written or not written[0].isdigit() or _BID.fullmatch(written):
        return None
    part = _absolute(written)
    if part is None:
        return None
    start = folded.start(len(folded.text) - len(folded.text.lstrip()))
    end = folded.end(len(folded.text.rstrip()) - (len(folded.text.strip()) - len(written)))
    return QueryCitation(folded.original[start:end], start, end, tuple(_part_refs(part)), None, False)


def _part_refs(part: Part) -> list[Ref]:
    """The Refs of an absolute part, a range spelled out."""
    if part.law is None:
        return []
    ref = Ref(part.law, part.section, part.para, part.sub, part.roman)
    t = part.through
    if t is None or t.law is None:
        return [ref]
    return _span(ref, Ref(t.law, t.section, t.para, t.sub, t.roman))


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
                if p.id.startswith("definitions/") and p.heading:
                    terms.setdefault(" ".join(p.heading.split()).casefold(), p.id)
    return Corpus(docs, ids, tuple(moves), terms, tuple(editions))
