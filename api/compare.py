"""``GET /api/v1/compare/<law>``: one law in several documents, row by row in 2017 numbering."""

from __future__ import annotations

from typing import Any

from flask import Blueprint
from flask import abort
from flask import render_template
from flask import request
from flask import url_for

from api.corpus import Corpus
from api.corpus import current_corpus as corpus
from api.errors import ApiError
from api.present import document_summary
from api.present import provision_html
from api.present import provision_url
from indexer.concordance import move_id
from indexer.ids import LAW_COUNT
from indexer.ids import display
from indexer.ids import try_ref

bp = Blueprint("compare", __name__)



def compare_law(c: Corpus, law: int, docs: list[str] | None) -> dict[str, Any]:
    """Rows keyed by the 2017 id; each cell the provision of one document, or None (a gap)."""
    moves = c.moves
    if docs is None:
        docs = [d for d in c.documents if any(p.law == law or law in _about(p) for p in c.by_doc[d])]
    keyed: dict[str, dict[str, Any]] = {}
    order: list[str] = []
    notes: list[dict[str, str]] = []

    def row(k: str) -> dict[str, Any]:
        if k not in keyed:
            keyed[k] = {
                "key": k,
                "display": display(k) if try_ref(k) else k,
                "cells": {d: None for d in docs},
            }
            order.append(k)
        return keyed[k]

    for doc_id in docs:
        doc = c.documents[doc_id]
        for p in c.by_doc[doc_id]:
            if doc.kind == "commentary":
                continue
            if p.law != law:
                continue
            k = p.id
            if doc.edition and doc.edition != c.current_edition:
                moved = move_id(p.id, moves, forward=doc.edition != c.current_edition)
                if moved is None:
                    k = f"{p.id} ({doc.edition}, deleted in {c.current_edition})"
                    notes.append(
                        {
                            "key": k,
                            "doc": doc_id,
                            "note": f"{doc.edition} {p.id} has no counterpart in the "
                            f"{c.current_edition} code",
                        }
                    )
                elif moved != p.id:
                    k = moved
                    notes.append(
                        {
                            "key": k,
                            "doc": doc_id,
                            "note": f"{doc.edition} {display(p.id)} is {display(moved)} "
                            f"in the {c.current_edition} code",
                        }
                    )
            ref = try_ref(k)
            if ref is not None and ref.law != law:
                continue
            row(k)["cells"][doc_id] = {
                "id": p.id,
                "text": p.text,
                "heading": p.heading,
                "url": provision_url(doc_id, p.id),
                "relation": "same" if k == p.id else "renumbered",
            }
    for doc_id in docs:
        if c.documents[doc_id].kind != "commentary":
            continue
        for p in c.by_doc[doc_id]:
            for a in c.aligned.get(f"{doc_id}:{p.id}", []):
                if a["relation"] == "explains" and (r := try_ref(a["id"])) and r.law == law:
                    other = c.documents.get(a["doc"])  # None: a law text the corpus lacks
                    k = (
                        a["id"]
                        if other is None or other.edition in (c.current_edition, None)
                        else (move_id(a["id"], moves, forward=True) or a["id"])
                    )
                    row(k)["cells"][doc_id] = {
                        "id": p.id,
                        "text": p.text,
                        "heading": p.heading,
                        "url": provision_url(doc_id, p.id),
                        "relation": "explains",
                    }
    for doc_id in docs:  # a renumbered provision the older text lacks is still named
        doc = c.documents[doc_id]
        if not doc.edition or doc.edition == c.current_edition or doc.kind == "commentary":
            continue
        for k in order:
            old = move_id(k, moves, forward=False) if try_ref(k) else None
            if not old or old == k or keyed[k]["cells"][doc_id] is not None:
                continue
            older = c.skeletons.get(doc.edition, set())
            if old in older or not any((r := try_ref(i)) and r.law == law for i in older):
                said = f"is {display(old)} in the {doc.edition} code: not in this corpus"
            else:
                said = f"is new: the {doc.edition} code has no {display(old)}"
            notes.append(
                {"key": k, "doc": doc_id, "note": f"{display(k)} of the {c.current_edition} code {said}"}
            )
    rows = sorted((keyed[k] for k in order), key=lambda r: _sort_key(r["key"]))
    return {"law": law, "title": c.title(c.current_edition, law), "docs": docs, "rows": rows, "notes": notes}


def _about(p: Any) -> set[int]:
    return {r.law for a in p.about if (r := try_ref(a))}


def _sort_key(k: str) -> tuple:
    ref = try_ref(k.split(" ")[0])
    if ref is None:
        return ((999,), k)
    parts = (ref.law, ref.section or "", ref.para or 0, ref.sub or "", ref.roman or "")
    return (parts, k)


def parse_law(raw: str) -> int:
    ref = try_ref(raw)
    if ref is None or ref.depth != 0 or not 1 <= ref.law <= LAW_COUNT:
        raise ApiError(404, "unknown_law", f"{raw!r} is not a law number (1 to {LAW_COUNT})")
    return ref.law


def parse_docs(c: Corpus, raw: str | None) -> list[str] | None:
    if not raw:
        return None
    docs = [d.strip() for d in raw.split(",") if d.strip()]
    unknown = [d for d in docs if d not in c.documents]
    if unknown:
        raise ApiError(
            400,
            "unknown_document",
            f"no document {', '.join(map(repr, unknown))}",
            documents=sorted(c.documents),
        )
    return docs


@bp.get("/api/v1/compare/<law>")
def compare_api(law: str) -> dict[str, Any]:
    c = corpus()
    data = compare_law(c, parse_law(law), parse_docs(c, request.args.get("docs")))
    for row in data["rows"]:
        for cell in row["cells"].values():
            if cell:
                cell.pop("heading", None)
    return data


@bp.get("/compare/<law>")
def compare_page(law: str) -> str:
    """The compare table as a page: each cell's text rendered with its links, each row linked
    to the edition-free permalink. A bad law or document is the HTML 404/400 page."""
    c = corpus()
    try:
        data = compare_law(c, parse_law(law), parse_docs(c, request.args.get("docs")))
    except ApiError as exc:
        abort(exc.status, description=exc.message)
    for row in data["rows"]:
        row["url"] = url_for("pages.law", pid=row["key"]) if try_ref(row["key"]) else None
        for doc_id, cell in row["cells"].items():
            p = c.provision(doc_id, cell["id"]) if cell else None
            if cell and p is not None:
                cell["html"] = provision_html(c, p, prefix=f"{doc_id}-")
    documents = {d: document_summary(c, d) for d in data["docs"]}
    return render_template("compare.html", data=data, documents=documents)
