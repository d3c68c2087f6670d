"""The codes of the Laws side by side: a provision of one code in another, and one law across texts.

Everything the pages and the API say about editions is computed here, without Flask:

* :class:`Codes`: "provision X of code E is Y in code F" (``to_current``, ``from_current``,
  ``between``), read from the concordance;
* :func:`side_by_side`: one law in several documents, row by row in the current numbering;
* :func:`edition_notes`: the sentences a renumbered provision's page shows;
* :func:`versions_of`: each law text's version of a provision named in the current numbering.

The concordance (``corpus/data/concordance-2007-2017.toml``) keys each move by the older
code's id; the functions here are named after the direction they read it in, so no caller
chooses a direction by hand.
"""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any
from typing import Protocol

from indexer.concordance import move_id
from indexer.ids import Ref
from indexer.ids import display
from indexer.ids import try_ref
from indexer.models import LAW_KINDS
from indexer.models import Document
from indexer.models import Provision
from indexer.models import edition_of_formal_text
from indexer.tables import Move

#: what ends a text that was not cut off mid-sentence
SENTENCE_ENDS = (".", "!", "?", ":", ";", ")", "”", "’", '"', "'", "|")


@dataclass(frozen=True)
class Codes:
    """The codes of the Laws, oldest first, and the concordance that carries older ids into
    the current (last) code."""

    editions: tuple[str, ...]
    moves: tuple[Move, ...]

    @property
    def current(self) -> str:
        return self.editions[-1]

    def is_current(self, edition: str | None) -> bool:
        """Texts of no edition (club notes) read the current code's numbering."""
        return edition is None or edition == self.current

    def to_current(self, pid: str, edition: str | None) -> str | None:
        """``pid`` of code ``edition`` in the current code; None when the current code deleted it."""
        if self.is_current(edition) or try_ref(pid) is None:
            return pid
        return move_id(pid, self.moves, forward=True)

    def from_current(self, pid: str, edition: str | None) -> str | None:
        """``pid`` of the current code in code ``edition``; None when that code has no
        counterpart. For a provision the current code added inside a moved section (2017
        16D3), the id the older code would have used, which its skeleton may lack."""
        if self.is_current(edition) or try_ref(pid) is None:
            return pid
        older = move_id(pid, self.moves, forward=False)
        # the current code's 23 (Comparable Call) is not the older code's 23 (now 72C): an id
        # that does not carry back to ``pid`` has no counterpart
        return older if older is not None and self.to_current(older, edition) == pid else None

    def between(self, pid: str, edition: str | None, other: str | None) -> str | None:
        """Provision ``pid`` of code ``edition`` in code ``other``; None when ``other`` has no
        counterpart."""
        if edition == other:
            return pid
        current = self.to_current(pid, edition)
        return None if current is None else self.from_current(current, other)

    def move(self, old: str) -> Move | None:
        """The concordance entry that carries ``old`` (an older code's id) forward, if any."""
        ref = try_ref(old)
        if ref is None:
            return None
        chain = {a.id for a in ref.ancestors()} | {ref.id}
        return max((m for m in self.moves if m.old in chain), key=lambda m: len(m.old), default=None)


class CorpusView(Protocol):
    """What the edition logic reads of a built corpus (``api.corpus.Corpus`` is one)."""

    @property
    def documents(self) -> Mapping[str, Document]: ...
    @property
    def by_doc(self) -> Mapping[str, list[Provision]]: ...
    @property
    def by_key(self) -> Mapping[tuple[str, str], Provision]: ...
    @property
    def aligned(self) -> Mapping[str, list[dict[str, Any]]]: ...
    @property
    def skeletons(self) -> Mapping[str, set[str]]: ...
    @property
    def moves(self) -> tuple[Move, ...]: ...
    @property
    def editions(self) -> tuple[str, ...]: ...


def codes_of(corpus: CorpusView) -> Codes:
    return Codes(tuple(corpus.editions), tuple(corpus.moves))


def edition_of(corpus: CorpusView, doc_id: str) -> str | None:
    """The code a document (served or only named, like ``laws-2017-en``) belongs to."""
    doc = corpus.documents.get(doc_id)
    return doc.edition if doc else edition_of_formal_text(doc_id)


def law_texts(corpus: CorpusView) -> list[Document]:
    return [d for d in corpus.documents.values() if d.kind in LAW_KINDS]


def ends_cut(corpus: CorpusView, p: Provision) -> bool:
    """Whether ``p`` is where its source text stops, mid-sentence (a text that ends inside a law)."""
    provisions = corpus.by_doc.get(p.doc, [])
    last = next((q for q in reversed(provisions) if q.text.strip()), None)
    return last is not None and last.id == p.id and not p.text.rstrip().endswith(SENTENCE_ENDS)


# -- one law, side by side ---------------------------------------------------


def docs_for_law(corpus: CorpusView, law: int) -> list[str]:
    """The documents that hold ``law`` or discuss it, in corpus order."""
    return [
        d
        for d, provisions in corpus.by_doc.items()
        if d in corpus.documents and any(p.law == law or law in _about(p) for p in provisions)
    ]


def side_by_side(corpus: CorpusView, law: int, docs: Sequence[str] | None = None) -> dict[str, Any]:
    """Law ``law`` in ``docs`` (default: every document that holds or discusses it), one row per
    provision in the current code's numbering; each cell one document's provision or None.

    A provision of an older code that the current code deleted has a row of its own,
    ``deleted``; ``notes`` says where the numbering differs.
    """
    codes = codes_of(corpus)
    docs = list(docs) if docs is not None else docs_for_law(corpus, law)
    rows: dict[str, dict[str, Any]] = {}
    notes: list[dict[str, str]] = []

    def row(key: str, current: str | None = None, deleted_in: str | None = None) -> dict[str, Any]:
        if key not in rows:
            ref = try_ref(key)
            rows[key] = {
                "key": key,
                "id": current if current is not None else (key if ref else None),
                "display": display(key) if ref else key,
                "deleted": deleted_in is not None,
                "cells": dict.fromkeys(docs),
            }
        return rows[key]

    for doc_id in docs:
        doc = corpus.documents[doc_id]
        if doc.kind not in LAW_KINDS:
            continue
        for p in corpus.by_doc[doc_id]:
            if p.law != law:
                continue
            current = codes.to_current(p.id, doc.edition)
            if current is None:
                key = f"{p.id} ({doc.edition}, deleted in {codes.current})"
                target = row(key, deleted_in=codes.current)
                target["id"] = None
                target["display"] = f"{display(p.id)} ({doc.edition} code only)"
                notes.append(
                    {
                        "key": key,
                        "doc": doc_id,
                        "note": f"{display(p.id)} of the {doc.edition} code has no counterpart "
                        f"in the {codes.current} code",
                    }
                )
                relation = "deleted"
            else:
                ref = try_ref(current)
                if ref is not None and ref.law != law:
                    continue  # moved to another law: shown there
                key, relation = current, ("same" if current == p.id else "renumbered")
                if relation == "renumbered":
                    notes.append(
                        {
                            "key": key,
                            "doc": doc_id,
                            "note": f"{display(p.id)} of the {doc.edition} code is {display(current)} "
                            f"in the {codes.current} code",
                        }
                    )
                target = row(key)
                if target["cells"][doc_id] is not None:  # two older provisions became one
                    key = f"{current} ({doc.edition} {p.id})"
                    target = row(key, current=current)
                    target["display"] = f"{display(current)} ({doc.edition} {display(p.id)})"
            target["cells"][doc_id] = _cell(corpus, p, relation)
    for doc_id in docs:
        if corpus.documents[doc_id].kind in LAW_KINDS:
            continue
        for p in corpus.by_doc[doc_id]:
            for a in corpus.aligned.get(f"{doc_id}:{p.id}", []):
                ref = try_ref(a["id"])
                if a["relation"] != "explains" or ref is None or ref.law != law:
                    continue
                key = codes.to_current(a["id"], edition_of(corpus, a["doc"])) or a["id"]
                if row(key)["cells"][doc_id] is None:
                    row(key)["cells"][doc_id] = _cell(corpus, p, "explains")
    notes.extend(_older_code_gaps(corpus, codes, law, docs, rows))
    ordered = sorted(rows.values(), key=lambda r: _sort_key(r["key"]))
    return {"law": law, "docs": docs, "rows": ordered, "notes": notes}


def _cell(corpus: CorpusView, p: Provision, relation: str) -> dict[str, Any]:
    return {
        "doc": p.doc,
        "id": p.id,
        "heading": p.heading or None,
        "text": p.text,
        "relation": relation,
        "cut": ends_cut(corpus, p),
    }


def _older_code_gaps(
    corpus: CorpusView, codes: Codes, law: int, docs: Sequence[str], rows: dict[str, dict[str, Any]]
) -> list[dict[str, str]]:
    """For a row an older text leaves empty where the numbering differs: is it new in the
    current code, or only missing from this text?"""
    notes = []
    for doc_id in docs:
        doc = corpus.documents[doc_id]
        if doc.kind not in LAW_KINDS or codes.is_current(doc.edition):
            continue
        older = corpus.skeletons.get(doc.edition or "", set())
        for key, r in rows.items():
            old = codes.from_current(key, doc.edition) if not r["deleted"] else None
            if not old or old == key or r["cells"][doc_id] is not None:
                continue
            if old in older or not any((x := try_ref(i)) and x.law == law for i in older):
                said = f"is {display(old)} in the {doc.edition} code: not in this corpus"
            else:
                said = f"is new: the {doc.edition} code has no {display(old)}"
            notes.append(
                {"key": key, "doc": doc_id, "note": f"{display(key)} of the {codes.current} code {said}"}
            )
    return notes


def _about(p: Provision) -> set[int]:
    return {r.law for a in p.about if (r := try_ref(a))}


def _sort_key(key: str) -> tuple[Any, ...]:
    ref = try_ref(key.split(" ")[0])
    if ref is None:
        return ((999,), key)
    return ((ref.law, ref.section or "", ref.para or 0, ref.sub or "", ref.roman or ""), key)


# -- one provision across the codes ------------------------------------------


def edition_notes(corpus: CorpusView, p: Provision) -> list[str]:
    """Where a law text's provision is numbered differently in another code, say so, e.g.
    "This English text is the 2007 code; in the 2017 code, which the Dutch text translates,
    this is Law 16D." A provision the other code deleted is said to be deleted."""
    codes = codes_of(corpus)
    here = corpus.documents[p.doc]
    if here.kind not in LAW_KINDS or try_ref(p.id) is None or not here.edition:
        return []
    out = []
    for edition in codes.editions:
        if edition == here.edition:
            continue
        there = codes.between(p.id, here.edition, edition)
        if there == p.id:
            continue
        ref = try_ref(there or p.id)
        law = ref.law if ref else p.law
        texts = [
            d
            for d in law_texts(corpus)
            if d.edition == edition and any(q.law == law for q in corpus.by_doc.get(d.id, []))
        ]
        which = _which_texts(texts)
        this = f"This {_language(here)} text {KIND_VERBS[here.kind]} the {here.edition} code"
        if there is None:
            out.append(f"{this}; the {edition} code{which} has no counterpart of {display(p.id)}.")
            continue
        skeleton = corpus.skeletons.get(edition, set())
        if skeleton and _law_tabled(skeleton, there) and there not in skeleton:
            out.append(f"{this}; the {edition} code{which} has no counterpart of {display(p.id)}.")
            continue
        held = any((d.id, there) in corpus.by_key for d in texts)
        missing = "" if held else " (not in this corpus)"
        out.append(f"{this}; in the {edition} code{which} this is {display(there)}{missing}.")
    return out


def _law_tabled(skeleton: set[str], pid: str) -> bool:
    """Whether the skeleton lists ``pid``'s law in any detail (it says what the code holds)."""
    ref = try_ref(pid)
    return ref is not None and any(
        (r := try_ref(i)) is not None and r.law == ref.law and r.depth for i in skeleton
    )


#: what a kind of text does to the code it renders ("This Dutch text translates the 2017 code")
KIND_VERBS = {"formal": "is", "everyday": "paraphrases", "translation": "translates"}
LANGUAGES = {"en": "English", "nl": "Dutch"}


def _language(doc: Document) -> str:
    return LANGUAGES.get(doc.language, doc.language)


def _which_texts(texts: Iterable[Document]) -> str:
    """ " (the English text)" or ", which the Dutch text translates,": the texts of a code the
    corpus holds, named in a sentence."""
    texts = [d for d in texts if d.kind in KIND_VERBS]
    formal = next((d for d in texts if d.kind == "formal"), None)
    if formal is not None:
        return f" (the {_language(formal)} text)"
    parts = [f"the {_language(d)} text {KIND_VERBS[d.kind]}" for d in texts]
    return f", which {' and '.join(parts)}," if parts else ""


def versions_of(corpus: CorpusView, pid: str) -> tuple[list[tuple[Provision, str]], list[dict[str, Any]]]:
    """Each law text's version of ``pid`` (current numbering), with the id that text uses,
    then the club notes that explain them; and, for each law text that covers the law but not
    this provision, why not (``{"doc", "note"}``)."""
    codes = codes_of(corpus)
    ref = try_ref(pid)
    versions: list[tuple[Provision, str]] = []
    missing: list[dict[str, Any]] = []
    notes: dict[tuple[str, str], None] = {}
    for doc in law_texts(corpus):
        local = codes.from_current(pid, doc.edition) if ref is not None else pid
        p = corpus.by_key.get((doc.id, local)) if local else None
        if p is None:
            if ref is not None and any(q.law == ref.law for q in corpus.by_doc[doc.id]):
                why = _why_missing(corpus, codes, doc, pid, local)
                if local is not None and _holds_parts(corpus, doc, local):
                    why = "this text holds only parts of it, listed on this page"
                missing.append({"doc": doc.id, "note": why})
            continue
        versions.append((p, local or pid))
        for a in corpus.aligned.get(f"{doc.id}:{p.id}", []):
            if a["relation"] == "explains" and a["exists"]:
                notes.setdefault((a["doc"], a["id"]), None)
    if ref is not None:
        for doc in corpus.documents.values():
            if doc.kind in LAW_KINDS:
                continue
            for note in corpus.by_doc[doc.id]:
                if any(_names(r, ref) for a in note.about if (r := try_ref(a))):
                    notes.setdefault((doc.id, note.id), None)
    for key in notes:
        explained = corpus.by_key.get(key)
        if explained is not None:
            versions.append((explained, explained.id))
    return versions, missing


def _names(about: Ref, ref: Ref) -> bool:
    """A note about ``about`` belongs on the page of ``ref``: the same provision, or its law."""
    return about == ref or (ref.depth == 0 and about.law == ref.law)


def _holds_parts(corpus: CorpusView, doc: Document, local: str) -> bool:
    """Whether ``doc`` holds provisions under ``local`` (the Dutch 20F2 and 20F3, not 20F)."""
    ref = try_ref(local)
    return ref is not None and any(
        (key := try_ref(q.id)) is not None and ref in key.ancestors() for q in corpus.by_doc[doc.id]
    )


def _why_missing(corpus: CorpusView, codes: Codes, doc: Document, pid: str, local: str | None) -> str:
    if local is None:
        return f"the {doc.edition} code has no counterpart of {display(pid)}"
    if local != pid:
        older = corpus.skeletons.get(doc.edition or "", set())
        if older and local not in older:
            return f"new in the {codes.current} code: the {doc.edition} code has no {display(local)}"
        return f"the {doc.edition} code numbers this {display(local)}; not in this text"
    return "this text does not include it"
