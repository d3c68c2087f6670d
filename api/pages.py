"""The HTML pages: server-rendered, working without JavaScript."""

from __future__ import annotations

from typing import Any

from flask import Blueprint
from flask import abort
from flask import current_app
from flask import redirect
from flask import render_template
from flask import request
from flask import url_for
from werkzeug.exceptions import HTTPException

from api.corpus import Corpus
from api.present import document_summary
from api.present import provision_detail
from api.present import table_of_contents
from indexer.ids import canonical_id
from indexer.ids import display

bp = Blueprint("pages", __name__)


def corpus() -> Corpus:
    return current_app.extensions["corpus"].get()


@bp.get("/")
def home() -> str:
    c = corpus()
    return render_template("home.html", documents=[document_summary(c, d) for d in c.documents])


@bp.get("/documents/<doc>")
def document(doc: str) -> str:
    c = corpus()
    if doc not in c.documents:
        abort(404, description=f"No document {doc!r}.")
    rows = [provision_detail(c, p) for p in c.by_doc[doc]]
    return render_template(
        "document.html", document=document_summary(c, doc), contents=table_of_contents(c, doc), rows=rows
    )


@bp.get("/laws/<doc>/<path:pid>")
def provision(doc: str, pid: str) -> Any:
    c = corpus()
    if doc not in c.documents:
        abort(404, description=f"No document {doc!r}.")
    found = c.lookup(doc, pid)
    if found is None:
        abort(404, description=f"{c.documents[doc].title} has no provision {pid!r}.")
    if found != pid:
        return redirect(url_for("pages.provision", doc=doc, pid=found), 301)
    p = c.provision(doc, found)
    assert p is not None
    return render_template("provision.html", p=provision_detail(c, p), document=document_summary(c, doc))


def error_page(exc: HTTPException) -> tuple[str, int]:
    """A page for any HTTP error; a 404 for a provision suggests the nearest ones."""
    suggestions: list[dict[str, str]] = []
    if exc.code == 404 and request.view_args and "pid" in request.view_args:
        try:
            c = corpus()
            doc = request.view_args.get("doc") or ""
            for d in [doc] if doc in c.documents else list(c.documents):
                for s in c.nearest(d, request.view_args["pid"], n=3):
                    suggestions.append(
                        {
                            "doc": d,
                            "id": s,
                            "display": display(s),
                            "url": url_for("pages.provision", doc=d, pid=s),
                        }
                    )
        except Exception:  # noqa: BLE001 - an error page must never fail itself
            suggestions = []
    return render_template("error.html", error=exc, suggestions=suggestions), exc.code or 500


def canonical_or_none(raw: str) -> str | None:
    try:
        return canonical_id(raw)
    except ValueError:
        return None
