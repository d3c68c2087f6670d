"""``/api/v1/documents`` and ``/api/v1/provisions``: the corpus as structured data."""

from __future__ import annotations

from typing import Any

from flask import Blueprint
from flask import jsonify
from flask import request
from flask import url_for

from api.corpus import current_corpus as corpus
from api.errors import ApiError
from api.present import document_summary
from api.present import provision_detail
from api.present import provision_summary
from api.present import reference
from api.present import table_of_contents
from indexer.models import Provision

bp = Blueprint("documents", __name__, url_prefix="/api/v1")


def get_document(doc: str) -> str:
    c = corpus()
    if doc not in c.documents:
        raise ApiError(404, "unknown_document", f"no document {doc!r}", documents=sorted(c.documents))
    return doc


def get_provision(doc: str, raw: str) -> Provision:
    """The provision for any common spelling of its id, or a 404 that suggests the nearest."""
    c = corpus()
    get_document(doc)
    pid = c.lookup(doc, raw)
    if pid is None:
        suggestions = c.nearest(doc, raw)
        raise ApiError(
            404,
            "unknown_provision",
            f"document {doc!r} has no provision {raw!r}",
            suggestions=[reference(c, doc, s) for s in suggestions],
        )
    provision = c.provision(doc, pid)
    assert provision is not None
    return provision


@bp.get("/documents")
def documents() -> dict[str, Any]:
    c = corpus()
    return {"documents": [document_summary(c, d) for d in c.documents]}


@bp.get("/documents/<doc>")
def document(doc: str) -> dict[str, Any]:
    c = corpus()
    get_document(doc)
    return document_summary(c, doc) | {"contents": table_of_contents(c, doc)}


@bp.get("/documents/<doc>/provisions")
def provisions(doc: str) -> dict[str, Any]:
    c = corpus()
    get_document(doc)
    return {"doc": doc, "provisions": [provision_summary(p) for p in c.by_doc[doc]]}


@bp.get("/provisions/<doc>/<path:pid>")
def provision(doc: str, pid: str) -> Any:
    p = get_provision(doc, pid)
    if p.id != pid and request.args.get("redirect") == "1":
        location = url_for("documents.provision", doc=doc, pid=p.id)
        response = jsonify({"doc": doc, "id": p.id, "url": location})
        return response, 301, {"Location": location}
    return provision_detail(corpus(), p) | {"requested": pid}
