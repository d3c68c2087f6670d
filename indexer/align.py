"""Align provisions across documents: the same provision in other texts, editions and notes.

* ``same``: another document of the same edition (or an unchanged id in the other edition);
* ``renumbered``: the other edition numbers it differently (through the concordance);
* ``explains``: a club note about it (from the note's ``about`` laws, placed on the provision
  of that law its text is closest to) or, from the note's side, the provisions it explains.

A counterpart the corpus lacks is still named, with ``exists: false``, so a page can say "in
the 2017 code this is 16C; not in this corpus".
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections import defaultdict
from typing import Any

from indexer.concordance import move_id
from indexer.ids import try_ref
from indexer.models import LAW_KINDS
from indexer.models import Document
from indexer.models import Provision
from indexer.models import formal_text_id
from indexer.tables import Tables

#: a note is placed on a provision only when their texts share at least this much
MIN_SIMILARITY = 0.08


def key(doc: str, pid: str) -> str:
    return f"{doc}:{pid}"


def _older(edition: str | None, than: str | None, editions: tuple[str, ...]) -> bool:
    """Whether ``edition`` comes before ``than`` in the order of the codes (editions.toml)."""
    order = {e: i for i, e in enumerate(editions)}
    return order.get(edition or "", -1) < order.get(than or "", -1)


def align_corpus(
    documents: list[Document], provisions: list[Provision], tables: Tables
) -> dict[str, list[dict[str, Any]]]:
    """For every provision ``doc:id``, its counterparts in the other documents."""
    docs = {d.id: d for d in documents}
    ids: dict[str, set[str]] = defaultdict(set)
    laws: dict[str, set[int]] = defaultdict(set)
    for p in provisions:
        ids[p.doc].add(p.id)
        if p.law is not None:
            laws[p.doc].add(p.law)
    law_docs = [d for d in documents if d.kind in LAW_KINDS]
    out: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for p in provisions:
        here = docs[p.doc]
        if here.kind not in LAW_KINDS or try_ref(p.id) is None:
            continue
        for other in law_docs:
            if other.id == here.id:
                continue
            if other.edition == here.edition:
                target, relation = p.id, "same"
            else:
                forward = _older(here.edition, other.edition, tables.editions)
                moved = move_id(p.id, tables.moves, forward)
                if moved is None:
                    continue
                target, relation = moved, "same" if moved == p.id else "renumbered"
            ref = try_ref(target)
            if ref is None or ref.law not in laws[other.id]:
                continue
            out[key(p.doc, p.id)].append(
                {"doc": other.id, "id": target, "relation": relation, "exists": target in ids[other.id]}
            )
        _name_missing_counterpart(p, here, docs, tables, out)
    _place_notes(documents, provisions, out, tables.current_edition)
    return dict(out)


def _name_missing_counterpart(
    p: Provision,
    here: Document,
    docs: dict[str, Document],
    tables: Tables,
    out: dict[str, list[dict[str, Any]]],
) -> None:
    """A renumbered provision whose counterpart no corpus document holds is still named."""
    for edition in {d.edition for d in docs.values() if d.edition} | set(tables.titles):
        if edition == here.edition or not edition:
            continue
        forward = _older(here.edition, edition, tables.editions)
        moved = move_id(p.id, tables.moves, forward)
        if moved is None or moved == p.id:
            continue
        target = formal_text_id(edition)
        if any(c["id"] == moved and (c["exists"] or c["doc"] == target) for c in out[key(p.doc, p.id)]):
            continue
        out[key(p.doc, p.id)].append({"doc": target, "id": moved, "relation": "renumbered", "exists": False})


_WORD = re.compile(r"[a-z]{3,}")


def _bag(text: str) -> Counter[str]:
    return Counter(w[:6] for w in _WORD.findall(text.lower()))


def _place_notes(
    documents: list[Document],
    provisions: list[Provision],
    out: dict[str, list[dict[str, Any]]],
    current: str,
) -> None:
    """Each note section explains, in each law text covering its laws, the provision closest to it.

    Closeness is tf-idf cosine over the texts in the note's own language; a provision so found
    passes the note on to its counterparts in the other texts (a Dutch article is not compared
    word for word with an English note). A law text that none of that reaches gets the note on
    the provision the note names exactly (its law, or e.g. 45C2).
    """
    docs = {d.id: d for d in documents}
    texts = [p for p in provisions if docs[p.doc].kind in LAW_KINDS and p.text]
    named = {(p.doc, p.id) for p in provisions if docs[p.doc].kind in LAW_KINDS}
    frequency = Counter(w for p in texts for w in set(_bag(p.text)))

    def weigh(bag: Counter[str]) -> dict[str, float]:
        return {w: c * math.log((1 + len(texts)) / (1 + frequency[w])) for w, c in bag.items()}

    vectors = {key(p.doc, p.id): weigh(_bag(p.heading + " " + p.text)) for p in texts}
    law_docs = [d for d in documents if d.kind in LAW_KINDS]
    for note in provisions:
        if docs[note.doc].kind != "commentary" or not note.about:
            continue
        mine = weigh(_bag(note.heading + " " + note.text))
        placed: set[tuple[str, str]] = set()
        for about in note.about:
            ref = try_ref(about)
            if ref is None:
                continue
            for doc in law_docs:
                if doc.language != docs[note.doc].language:
                    continue
                inside = [p for p in texts if p.doc == doc.id and p.law == ref.law and _within(p.id, about)]
                scored = max(inside, key=lambda p: _cosine(mine, vectors[key(p.doc, p.id)]), default=None)
                if (
                    scored is not None
                    and _cosine(mine, vectors[key(scored.doc, scored.id)]) >= MIN_SIMILARITY
                ):
                    placed.add((scored.doc, scored.id))
                    for c in out.get(key(scored.doc, scored.id), []):
                        if c["exists"] and c["relation"] in ("same", "renumbered"):
                            placed.add((c["doc"], c["id"]))
            for doc in law_docs:
                reached = any(d == doc.id and (r := try_ref(i)) and r.law == ref.law for d, i in placed)
                if not reached and (doc.id, about) in named:
                    placed.add((doc.id, about))
        for doc_id, pid in sorted(placed):
            out[key(doc_id, pid)].append(
                {"doc": note.doc, "id": note.id, "relation": "explains", "exists": True}
            )
            out[key(note.doc, note.id)].append(
                {"doc": doc_id, "id": pid, "relation": "explains", "exists": True}
            )
        for about in note.about:  # a law that no text of the corpus holds is still named
            ref = try_ref(about)
            if ref and not any((r := try_ref(i)) and r.law == ref.law for _, i in placed):
                out[key(note.doc, note.id)].append(
                    {"doc": formal_text_id(current), "id": about, "relation": "explains", "exists": False}
                )


def _within(pid: str, about: str) -> bool:
    """``pid`` is ``about`` or a provision inside it."""
    ref, base = try_ref(pid), try_ref(about)
    return ref is not None and base is not None and (ref == base or base in ref.ancestors())


def _cosine(a: dict[str, float], b: dict[str, float]) -> float:
    dot = sum(v * b.get(w, 0.0) for w, v in a.items())
    norm = math.sqrt(sum(v * v for v in a.values())) * math.sqrt(sum(v * v for v in b.values()))
    return dot / norm if norm else 0.0
