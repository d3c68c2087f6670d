"""Align provisions across documents: the same provision in other texts, editions and notes.

* ``same``: another document of the same edition (or an unchanged id in the other edition);
* ``renumbered``: the other edition numbers it differently (through the concordance);
* ``explains``: a club note about it (from the note's ``about`` laws, placed on the provision
  of that law its text is closest to) or, from the note's side, the provisions it explains.

A counterpart the corpus lacks is still named, with ``exists: false``, so a page can say "in
the 2017 code this is 16C; not in this corpus".

What is stored grows linearly with the corpus, never with its pairs of documents: which law
texts hold each (edition, id), and which (edition, id) groups each note explains. The list of
counterparts of one provision is read off that on demand (:meth:`Alignment.get`), so ten
texts of one edition cost ten entries in a group, not ninety pairs.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections import defaultdict
from collections.abc import Iterator
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from typing import Any

from indexer.concordance import move_id
from indexer.ids import try_ref
from indexer.models import LAW_KINDS
from indexer.models import Document
from indexer.models import Provision
from indexer.models import formal_text_id
from indexer.tables import Move
from indexer.tables import Tables

#: a note is placed on a provision only when their texts share at least this much
MIN_SIMILARITY = 0.08


def key(doc: str, pid: str) -> str:
    return f"{doc}:{pid}"


def _older(edition: str | None, than: str | None, editions: tuple[str, ...]) -> bool:
    """Whether ``edition`` comes before ``than`` in the order of the codes (editions.toml)."""
    order = {e: i for i, e in enumerate(editions)}
    return order.get(edition or "", -1) < order.get(than or "", -1)


@dataclass
class Alignment(Mapping[str, list[dict[str, Any]]]):
    """The corpus's alignment, stored by key; as a mapping, ``doc:id`` -> the provision's
    counterparts (a provision without any is not a key)."""

    #: every document in corpus order: id -> {kind, edition, laws (law texts only)}
    documents: dict[str, dict[str, Any]]
    #: edition -> provision id -> the law texts of that edition holding it, in corpus order
    holders: dict[str, dict[str, list[str]]]
    moves: tuple[Move, ...]
    #: the codes, oldest first; the last is current
    editions: tuple[str, ...]
    #: every edition a counterpart may be named in (the documents' and the titles table's)
    named_editions: tuple[str, ...]
    #: note key -> the (edition, id) groups it explains, and the ``about`` ids it falls back on
    notes: dict[str, dict[str, Any]] = field(default_factory=dict)
    _explained: dict[tuple[str, str], list[str]] = field(default_factory=dict, repr=False)
    _fallbacks: dict[tuple[str, str], list[str]] = field(default_factory=dict, repr=False)
    _held: dict[tuple[str, str], set[str]] = field(default_factory=dict, repr=False)
    _laws: dict[str, frozenset[int]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self._laws = {doc: frozenset(info.get("laws", ())) for doc, info in self.documents.items()}
        for edition, ids in self.holders.items():
            for pid, docs in ids.items():
                self._held[(edition, pid)] = set(docs)
        for note, placed in self.notes.items():
            for edition, pid in placed["groups"]:
                self._explained.setdefault((edition, pid), []).append(note)
            for pid in placed["fallback"]:
                for edition in self.holders:
                    self._fallbacks.setdefault((edition, pid), []).append(note)

    # --- storing -----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "documents": self.documents,
            "holders": self.holders,
            "editions": list(self.editions),
            "named_editions": list(self.named_editions),
            "notes": self.notes,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], moves: tuple[Move, ...]) -> Alignment:
        return cls(
            documents=data["documents"],
            holders=data["holders"],
            moves=moves,
            editions=tuple(data["editions"]),
            named_editions=tuple(data["named_editions"]),
            notes=data["notes"],
        )

    # --- reading -----------------------------------------------------------------------------

    def holds(self, doc: str, pid: str) -> bool:
        edition = self.documents.get(doc, {}).get("edition")
        return doc in self._held.get((edition or "", pid), ())

    def __getitem__(self, name: str) -> list[dict[str, Any]]:
        """The counterparts of provision ``doc:id``, worked out from the stored groups."""
        doc, _, pid = name.partition(":")
        here = self.documents.get(doc)
        out: list[dict[str, Any]] = []
        if here is not None and here["kind"] in LAW_KINDS and self.holds(doc, pid):
            out = self._law_counterparts(doc, pid, here) + self._notes_on(doc, pid, here)
        elif here is not None and here["kind"] == "commentary":
            out = self._explained_by(name)
        if not out:
            raise KeyError(name)
        return out

    def __iter__(self) -> Iterator[str]:
        """Every provision key that has counterparts."""
        for ids in self.holders.values():
            for pid, docs in ids.items():
                yield from (key(doc, pid) for doc in docs if self.get(key(doc, pid)))
        yield from (note for note in self.notes if self.get(note))

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def _law_counterparts(self, doc: str, pid: str, here: dict[str, Any]) -> list[dict[str, Any]]:
        """The same provision in every other law text, then a renumbered one no text holds."""
        if try_ref(pid) is None:
            return []
        out: list[dict[str, Any]] = []
        # per edition: the id this provision has there, how it relates, and its law
        targets: dict[str | None, tuple[str, str, int] | None] = {}
        for other, info in self.documents.items():
            if other == doc or info["kind"] not in LAW_KINDS:
                continue
            edition = info["edition"]
            if edition not in targets:
                targets[edition] = self._target(pid, here["edition"], edition)
            found = targets[edition]
            if found is None or found[2] not in self._laws[other]:
                continue
            target, relation, _ = found
            out.append(
                {"doc": other, "id": target, "relation": relation, "exists": self.holds(other, target)}
            )
        for edition in self.named_editions:
            if edition == here["edition"] or not edition:
                continue
            moved = move_id(pid, self.moves, _older(here["edition"], edition, self.editions))
            if moved is None or moved == pid:
                continue
            named = formal_text_id(edition)
            if any(c["id"] == moved and (c["exists"] or c["doc"] == named) for c in out):
                continue
            out.append({"doc": named, "id": moved, "relation": "renumbered", "exists": False})
        return out

    def _target(self, pid: str, edition: str | None, other: str | None) -> tuple[str, str, int] | None:
        """The id ``pid`` of ``edition`` has in ``other``, same or renumbered, and its law."""
        if other == edition:
            target, relation = pid, "same"
        else:
            moved = move_id(pid, self.moves, _older(edition, other, self.editions))
            if moved is None:
                return None
            target, relation = moved, "same" if moved == pid else "renumbered"
        ref = try_ref(target)
        return None if ref is None else (target, relation, ref.law)

    def _notes_on(self, doc: str, pid: str, here: dict[str, Any]) -> list[dict[str, Any]]:
        """The note sections that explain this provision of this text."""
        edition = here["edition"] or ""
        notes = list(self._explained.get((edition, pid), []))
        law = try_ref(pid)
        for note in self._fallbacks.get((edition, pid), []):
            if note not in notes and law is not None and not self._reached(note, doc, law.law):
                notes.append(note)
        order = {n: i for i, n in enumerate(self.notes)}
        notes.sort(key=lambda n: order[n])
        out = []
        for note in notes:
            note_doc, _, note_id = note.partition(":")
            out.append({"doc": note_doc, "id": note_id, "relation": "explains", "exists": True})
        return out

    def _reached(self, note: str, doc: str, law: int) -> bool:
        """Whether a placement of ``note`` falls on a provision of ``law`` that ``doc`` holds."""
        edition = self.documents[doc]["edition"] or ""
        return any(
            e == edition and (r := try_ref(pid)) is not None and r.law == law and self.holds(doc, pid)
            for e, pid in self.notes[note]["groups"]
        )

    def _explained_by(self, note: str) -> list[dict[str, Any]]:
        """From a note's side: every provision of every text it explains, then the laws no
        text holds."""
        placed = self.notes.get(note)
        if placed is None:
            return []
        pairs: set[tuple[str, str]] = set()
        for edition, pid in placed["groups"]:
            pairs.update((doc, pid) for doc in self.holders.get(edition, {}).get(pid, ()))
        for pid in placed["fallback"]:
            law = try_ref(pid)
            for edition in self.holders:
                for doc in self.holders[edition].get(pid, ()):
                    if law is not None and not self._reached(note, doc, law.law):
                        pairs.add((doc, pid))
        out = [{"doc": d, "id": i, "relation": "explains", "exists": True} for d, i in sorted(pairs)]
        out.extend(
            {"doc": formal_text_id(self.editions[-1]), "id": about, "relation": "explains", "exists": False}
            for about in placed["unheld"]
        )
        return out


def align_corpus(documents: list[Document], provisions: list[Provision], tables: Tables) -> Alignment:
    """The alignment of the corpus: who holds what, and where each note section belongs."""
    holders: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    laws: dict[str, set[int]] = defaultdict(set)
    kinds = {d.id: d for d in documents}
    for p in provisions:
        doc = kinds[p.doc]
        if doc.kind in LAW_KINDS:
            holders[doc.edition or ""][p.id].append(p.doc)
            if p.law is not None:
                laws[p.doc].add(p.law)
    described = {
        d.id: {"kind": d.kind, "edition": d.edition}
        | ({"laws": sorted(laws[d.id])} if d.kind in LAW_KINDS else {})
        for d in documents
    }
    named = sorted({d.edition for d in documents if d.edition} | set(tables.titles))
    alignment = Alignment(
        documents=described,
        holders={e: dict(ids) for e, ids in holders.items()},
        moves=tables.moves,
        editions=tables.editions,
        named_editions=tuple(named),
        notes=_place_notes(documents, provisions, holders, tables),
    )
    return alignment


_WORD = re.compile(r"[a-z]{3,}")


def _bag(text: str) -> Counter[str]:
    return Counter(w[:6] for w in _WORD.findall(text.lower()))


def _place_notes(
    documents: list[Document],
    provisions: list[Provision],
    holders: dict[str, dict[str, list[str]]],
    tables: Tables,
) -> dict[str, dict[str, Any]]:
    """Each note section explains, in each edition, the provision of each law it is about whose
    text is closest to it, and that provision's counterparts in the other editions.

    Closeness is tf-idf cosine against the texts of that edition in the note's own language
    (all of them together: the words of every text of the provision count), so a Dutch article
    is never compared word for word with an English note; it is reached as the counterpart of
    the English text's provision. A law text that none of that reaches gets the note on the
    provision the note names exactly (its law, or e.g. 45C2): the ``fallback``. Linear in the
    corpus: each note is compared with the provisions of its laws once per edition and language.
    """
    docs = {d.id: d for d in documents}
    texts = [p for p in provisions if docs[p.doc].kind in LAW_KINDS and p.text]
    read: dict[str, Counter[str]] = {}  # a text printed in several documents is read once

    def bag_of(text: str) -> Counter[str]:
        if text not in read:
            read[text] = _bag(text)
        return read[text]

    frequency: Counter[str] = Counter()
    for p in texts:
        frequency.update(bag_of(p.text).keys())
    # one bag per (edition, language, id): the words of every text of that provision
    bags: dict[tuple[str, str, str], Counter[str]] = defaultdict(Counter)
    laws: dict[tuple[str, str, int], list[str]] = defaultdict(list)
    for p in texts:
        doc = docs[p.doc]
        group = (doc.edition or "", doc.language, p.id)
        if group not in bags and p.law is not None:
            laws[(group[0], group[1], p.law)].append(p.id)
        bags[group].update(bag_of(p.heading))
        bags[group].update(bag_of(p.text))

    def weigh(bag: Counter[str]) -> dict[str, float]:
        return {w: c * math.log((1 + len(texts)) / (1 + frequency[w])) for w, c in bag.items()}

    vectors = {group: weigh(bag) for group, bag in bags.items()}
    editions = sorted({(d.edition or "", d.language) for d in documents if d.kind in LAW_KINDS})
    placed_notes: dict[str, dict[str, Any]] = {}
    for note in provisions:
        if docs[note.doc].kind != "commentary" or not note.about:
            continue
        language = docs[note.doc].language
        mine = weigh(_bag(note.heading + " " + note.text))
        groups: set[tuple[str, str]] = set()
        for about in note.about:
            if try_ref(about) is None:
                continue
            for edition, lang in editions:
                if lang != language:
                    continue
                # a note cites in the current code's numbering: each edition is searched in its own
                there = _in_edition(about, edition, tables)
                ref = try_ref(there) if there is not None else None
                if there is None or ref is None:
                    continue  # the provision is not in that code (deleted, or new since)
                inside = [pid for pid in laws.get((edition, lang, ref.law), ()) if _within(pid, there)]
                scored = [(_cosine(mine, vectors[(edition, lang, pid)]), pid) for pid in inside]
                best = max(scored, key=lambda s: s[0], default=None)
                if best is None or best[0] < MIN_SIMILARITY:
                    continue
                groups.add((edition, best[1]))
                groups.update(_moved_groups(edition, best[1], holders, tables))
        fallback = [a for a in note.about if try_ref(a) is not None]
        unheld = [
            a
            for a in note.about
            if (ref := try_ref(a)) is not None
            and not any((r := try_ref(pid)) and r.law == ref.law for _, pid in groups)
            and not any(a in ids for ids in holders.values())
        ]
        placed_notes[key(note.doc, note.id)] = {
            "groups": sorted(groups),
            "fallback": fallback,
            "unheld": unheld,
        }
    return placed_notes


def _in_edition(pid: str, edition: str, tables: Tables) -> str | None:
    """``pid`` of the current code as numbered in ``edition`` (None when that code lacks it)."""
    current = tables.editions[-1] if tables.editions else edition
    if not edition or edition == current:
        return pid
    return move_id(pid, tables.moves, _older(current, edition, tables.editions))


def _moved_groups(
    edition: str, pid: str, holders: dict[str, dict[str, list[str]]], tables: Tables
) -> list[tuple[str, str]]:
    """The provision's counterparts in the other editions that some text holds."""
    out = []
    for other in holders:
        if other == edition:
            continue
        moved = move_id(pid, tables.moves, _older(edition, other, tables.editions))
        if moved is not None and holders[other].get(moved):
            out.append((other, moved))
    return out


def _within(pid: str, about: str) -> bool:
    """``pid`` is ``about`` or a provision inside it."""
    ref, base = try_ref(pid), try_ref(about)
    return ref is not None and base is not None and (ref == base or base in ref.ancestors())


def _cosine(a: dict[str, float], b: dict[str, float]) -> float:
    dot = sum(v * b.get(w, 0.0) for w, v in a.items())
    norm = math.sqrt(sum(v * v for v in a.values())) * math.sqrt(sum(v * v for v in b.values()))
    return dot / norm if norm else 0.0
