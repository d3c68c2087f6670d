"""``GET /api/v1/search`` and the search page: both ask :class:`indexer.search.SearchIndex`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import quote
from weakref import WeakKeyDictionary

from flask import Blueprint
from flask import Flask
from flask import current_app
from flask import redirect
from flask import render_template
from flask import request
from flask import url_for

from api.corpus import Corpus
from api.corpus import current_corpus as corpus
from api.errors import ApiError
from api.pages import citation_page
from api.present import counterpart_refs
from indexer.search import QueryError
from indexer.search import SearchResult

bp = Blueprint("search", __name__)


def run_search(args: Any) -> tuple[SearchResult, list[dict[str, Any]]]:
    """The search for a request's arguments, and its hits with their URLs and counterparts."""
    c = corpus()
    try:
        result = c.search.search(
            args.get("q", ""),
            doc=args.get("doc") or None,
            lang=args.get("lang") or None,
            law=args.get("law") or None,
            kind=args.get("kind") or None,
            limit=args.get("limit", 10),
            offset=args.get("offset", 0),
        )
    except QueryError as exc:
        raise ApiError(400, "bad_query", str(exc)) from None
    url = _provision_url_maker()
    counterparts = _counterparts(c)
    hits = []
    for hit in result.results:
        key = (hit.doc, hit.id)
        aligned = counterparts.get(key)
        if aligned is None:
            aligned = counterparts[key] = counterpart_refs(c, hit.doc, hit.id)
        hits.append(hit.__dict__ | {"url": url(hit.doc, hit.id), "aligned": aligned})
    return result, hits


#: per served generation, each hit's counterparts with their URLs, made once per provision
_COUNTERPARTS: WeakKeyDictionary[Corpus, dict[tuple[str, str], list[dict[str, Any]]]] = WeakKeyDictionary()


def _counterparts(c: Corpus) -> dict[tuple[str, str], list[dict[str, Any]]]:
    """The counterparts table of a generation (its lists are shared: callers must not change them)."""
    table = _COUNTERPARTS.get(c)
    if table is None:
        table = _COUNTERPARTS.setdefault(c, {})
    return table


def _provision_url_maker() -> Callable[[str, str], str]:
    """A provision page's URL as a plain string: the route is resolved once per app, not per
    hit, and each provision's URL is made once (quoting its parts costs more than the rest)."""
    app = current_app._get_current_object()  # type: ignore[attr-defined]
    make = _URL_MAKERS.get(app)
    if make is None:
        template = url_for("pages.provision", doc=_DOC, pid=_PID)
        head, _, rest = template.partition(_DOC)
        middle, _, tail = rest.partition(_PID)
        made: dict[tuple[str, str], str] = {}

        def make(doc: str, pid: str) -> str:
            url = made.get((doc, pid))
            if url is None:
                if len(made) >= URLS_KEPT:
                    made.clear()
                url = made[doc, pid] = f"{head}{quote(doc, safe='')}{middle}{quote(pid, safe='/')}{tail}"
            return url

        _URL_MAKERS[app] = make
    return make


#: provision URLs an app keeps made (every provision of a corpus many times this corpus's size)
URLS_KEPT = 100_000
#: placeholders resolved through the route once, then replaced by each hit's document and id
_DOC, _PID = "DOCPLACEHOLDER", "PIDPLACEHOLDER"
_URL_MAKERS: WeakKeyDictionary[Flask, Callable[[str, str], str]] = WeakKeyDictionary()


@bp.get("/api/v1/search")
def search_api() -> dict[str, Any]:
    result, hits = run_search(request.args)
    return {
        "q": result.q,
        "total": result.total,
        "total_exact": result.total_exact,
        "results": hits,
        "did_you_mean": result.did_you_mean,
        "citation": result.citation,
        "citations": result.citations,
        "language": result.language,
    }


#: results per page on the search page
PAGE_SIZE = 10
#: the query parameters the search page reads and keeps in its links
SEARCH_ARGS = frozenset({"q", "doc", "lang", "law", "kind", "limit", "offset"})


@bp.get("/search")
def search_page() -> Any:
    """The search page: the API's results with filters, paging and "did you mean"; a bare
    citation ("16B1a", "artikel 16C") goes straight to its page."""
    c = corpus()
    if (target := citation_page(c, request.args.get("q", ""), request.args.get("doc"))) is not None:
        return redirect(target, 302)
    args = request.args.to_dict()
    args.setdefault("limit", str(PAGE_SIZE))
    try:
        result, hits = run_search(args)
        error, status = None, 200
    except ApiError as exc:
        result, hits, error, status = None, [], exc.message, 400
    limit = _int(args.get("limit"), PAGE_SIZE)
    offset = _int(args.get("offset"), 0)
    total = result.total if result else 0

    def page_url(**changes: Any) -> str:
        # only the search's own parameters: url_for reads ``_external``, ``_scheme``, ``_method``
        # and ``_anchor`` as instructions, so a query string must never reach it unfiltered
        wanted = request.args.to_dict() | changes
        merged = {k: v for k, v in wanted.items() if k in SEARCH_ARGS and v not in (None, "")}
        return url_for("search.search_page", **merged)

    return render_template(
        "search.html",
        q=request.args.get("q", ""),
        result=result,
        hits=hits,
        error=error,
        documents=c.documents,
        languages=sorted({d.language for d in c.documents.values()}),
        args=request.args,
        limit=limit,
        first=offset + 1,
        last=offset + len(hits),
        previous_offset=max(offset - limit, 0) if offset > 0 else None,
        next_offset=offset + limit if offset + limit < total else None,
        page_url=page_url,
    ), status


def _int(raw: str | None, default: int) -> int:
    try:
        return int(raw) if raw else default
    except ValueError:
        return default
