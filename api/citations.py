"""``/api/v1/xrefs``, ``/api/v1/resolve`` and ``POST /api/v1/linkify``: the citation web."""

from __future__ import annotations

import html
from typing import Any

from bs4 import BeautifulSoup
from bs4 import NavigableString
from flask import Blueprint
from flask import request

from api.corpus import Corpus
from api.corpus import current_corpus as corpus
from api.errors import ApiError
from api.present import citation_dict
from api.present import provision_url
from api.render import split_citation
from indexer import cite
from indexer.ids import parse_ref
from indexer.models import Citation
from indexer.models import Document

bp = Blueprint("citations", __name__, url_prefix="/api/v1")

#: elements whose text is never linked: existing links, code, and what is not prose
SKIP_PARENTS = frozenset(
    {"a", "code", "pre", "script", "style", "textarea", "kbd", "samp", "title", "noscript", "iframe",
     "noembed", "noframes", "xmp", "option", "template", "select", "button"}
)  # fmt: skip


def _document(c: Corpus, doc: str | None) -> Document | None:
    if not doc:
        return None
    if doc not in c.documents:
        raise ApiError(400, "unknown_document", f"no document {doc!r}", documents=sorted(c.documents))
    return c.documents[doc]


@bp.get("/xrefs")
def xrefs() -> dict[str, Any]:
    c = corpus()
    doc = _document(c, request.args.get("doc"))
    edges = [e for e in c.citations if doc is None or e.doc == doc.id]
    return {"doc": doc.id if doc else None, "total": len(edges), "xrefs": [citation_dict(e) for e in edges]}


@bp.get("/resolve")
def resolve() -> dict[str, Any]:
    c = corpus()
    raw = request.args.get("cite", "")
    if not raw.strip():
        raise ApiError(
            400, "missing_cite", "give the citation to resolve as ?cite=, e.g. ?cite=Law%2016B1(a)"
        )
    if len(raw) > 500:
        raise ApiError(400, "cite_too_long", "a citation is at most 500 characters")
    doc = _document(c, request.args.get("doc"))
    source = request.args.get("source") or None
    found = cite.find_citations(raw, c.words(None))
    if not found:
        try:  # a bare id such as "16b1a" is a citation too
            ref = parse_ref(raw)
            found = cite.find_citations(f"Law {ref.id}", c.words("en"))
        except ValueError as exc:
            return {"input": raw, "matches": [], "reason": f"not a citation: {exc}"}
    docs = [doc] if doc else [d for d in c.documents.values() if d.kind != "commentary"]
    matches: list[dict[str, Any]] = []
    seen: set[tuple[str, str]] = set()
    for d in docs:
        context = cite.Context(c.citer, d, source)
        for f in found:
            for t in cite.resolve(f, context):
                if (t.doc, t.id) in seen:
                    continue
                seen.add((t.doc, t.id))
                matches.append(
                    {"doc": t.doc, "id": t.id, "exists": t.exists, "url": provision_url(t.doc, t.id)}
                )
    if not matches and doc is None:
        context = cite.Context(c.citer, None, source)
        for f in found:
            for t in cite.resolve(f, context):
                matches.append(
                    {"doc": t.doc, "id": t.id, "exists": t.exists, "url": provision_url(t.doc, t.id)}
                )
    out: dict[str, Any] = {"input": raw, "matches": matches}
    if not matches:
        out["reason"] = "a relative citation needs ?doc= and ?source= (the provision it stands in)"
    return out


@bp.post("/linkify")
def linkify() -> dict[str, Any]:
    """Text or HTML in; the same back with every citation linked (only text nodes change)."""
    c = corpus()
    fields: Any
    if request.is_json:
        fields = request.get_json(silent=True)
        if fields is None:
            raise ApiError(400, "bad_json", "the body is not valid JSON")
        if not isinstance(fields, dict):
            raise ApiError(400, "bad_input", 'the body must be a JSON object: {"text": ...} or {"html": ...}')
    elif request.form:
        fields = request.form
    else:  # plain text in the body
        fields = {"text": request.get_data(as_text=True)}
    text, markup = fields.get("text"), fields.get("html")
    doc_id, source = fields.get("doc"), fields.get("source")
    if any(not isinstance(v, str | None) for v in (text, markup, doc_id, source)):
        raise ApiError(400, "bad_input", "'text', 'html', 'doc' and 'source' must be strings")
    if not text and not markup:
        raise ApiError(400, "missing_input", 'send {"text": ...} or {"html": ...} (at most 1 MiB)')
    doc = _document(c, doc_id)
    context = cite.Context(c.citer, doc, source or None)
    words = c.words(None)  # a page may quote English and Dutch alike
    if markup:
        return _linkify_html(markup, context, words)
    return _linkify_text(text or "", context, words)


def _link(raw: str, targets: tuple) -> str:
    target = next((t for t in targets if t.exists), targets[0])
    return (
        f'<a class="cite" href="{html.escape(provision_url(target.doc, target.id))}">{html.escape(raw)}</a>'
    )


def _links(citation: Citation) -> str:
    """A citation as HTML: one link per item of a list, the words between them as text."""
    out = []
    for a, b, part in split_citation(citation, 0):
        raw = citation.raw[a:b]
        out.append(_link(raw, part.targets) if part is not None else html.escape(raw))
    return "".join(out)


def _linkify_text(
    text: str, context: cite.Context, words: Any, last: list[str] | None = None
) -> dict[str, Any]:
    """Link the citations of one text. With no ``source`` given, a relative citation ("see C2
    below") is read against the provision the text last cited explicitly, as a reader would:
    ``last`` carries that provision from one text node to the next."""
    pieces, cursor, found_all = [], 0, []
    last = last if last is not None else []
    for f in cite.find_citations(text, words):
        here = context
        if f.kind == "relative" and context.source is None:
            if not last:
                continue
            here = cite.Context(context.corpus, context.doc, last[0])
        targets = cite.resolve(f, here)
        if not targets:
            continue
        if f.kind != "relative":
            ids = cite.cited_ids(f, context)
            if ids:
                last[:] = [ids[-1]]
        pieces.append(html.escape(text[cursor : f.start]))
        parts = cite.segments(f, targets, here, words)
        citation = Citation("", "", f.raw, f.start, f.end, f.kind, targets, segments=parts)
        pieces.append(_links(citation))
        cursor = f.end
        found_all.append(
            {
                "raw": f.raw,
                "start": f.start,
                "end": f.end,
                "kind": f.kind,
                "targets": [t.__dict__ | {"url": provision_url(t.doc, t.id)} for t in targets],
            }
        )
    pieces.append(html.escape(text[cursor:]))
    return {"html": "".join(pieces).replace("\n", "<br>\n"), "citations": found_all}


def _linkify_html(markup: str, context: cite.Context, words: Any) -> dict[str, Any]:
    soup = BeautifulSoup(markup, "html.parser")
    found_all: list[dict[str, Any]] = []
    offset = 0
    last: list[str] = []
    for node in list(soup.find_all(string=True)):
        if not isinstance(node, NavigableString) or type(node) is not NavigableString:
            continue
        text = str(node)
        if any(parent.name in SKIP_PARENTS for parent in node.parents):
            offset += len(text)
            continue
        result = _linkify_text(text, context, words, last)
        if result["citations"]:
            for item in result["citations"]:
                found_all.append(item | {"start": item["start"] + offset, "end": item["end"] + offset})
            node.replace_with(BeautifulSoup(result["html"].replace("<br>\n", "\n"), "html.parser"))
        offset += len(text)
    return {"html": str(soup), "citations": found_all}
