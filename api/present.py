"""One context per view: the dictionaries the JSON API returns and the templates render.

Keeping them here means a page and its JSON twin can never disagree.
"""

from __future__ import annotations

from typing import Any

from flask import url_for
from markupsafe import Markup

from api.corpus import Corpus
from api.render import text_html
from indexer.ids import display
from indexer.ids import try_ref
from indexer.models import Citation
from indexer.models import Provision

#: defined terms shorter than this are too common in running text to link each time
MIN_TERM_LENGTH = 5


def provision_url(doc: str, pid: str) -> str:
    return url_for("pages.provision", doc=doc, pid=pid)


def document_summary(corpus: Corpus, doc_id: str) -> dict[str, Any]:
    doc = corpus.documents[doc_id]
    return doc.to_dict() | {
        "provisions": corpus.provision_counts.get(doc_id, 0),
        "url": url_for("pages.document", doc=doc_id),
        "laws": sorted({p.law for p in corpus.by_doc[doc_id] if p.law is not None}),
    }


def provision_summary(p: Provision) -> dict[str, Any]:
    return {"id": p.id, "parent": p.parent, "law": p.law, "heading": p.heading, "text": p.text}


def table_of_contents(corpus: Corpus, doc_id: str) -> list[dict[str, Any]]:
    return [
        {"id": p.id, "display": display(p.id), "heading": p.heading, "parent": p.parent, "depth": _depth(p)}
        for p in corpus.by_doc[doc_id]
    ]


def _depth(p: Provision) -> int:
    ref = try_ref(p.id)
    if ref is not None:
        return ref.depth
    return p.id.count("/") + (1 if p.parent else 0)


def target_href(citation: Citation) -> str | None:
    """Where a citation's link goes: its first target that exists, else its first target."""
    if not citation.targets:
        return None
    target = next((t for t in citation.targets if t.exists), citation.targets[0])
    return provision_url(target.doc, target.id)


def citation_dict(c: Citation) -> dict[str, Any]:
    return c.to_dict() | {"targets": [t.__dict__ | {"url": provision_url(t.doc, t.id)} for t in c.targets]}


def provision_html(corpus: Corpus, p: Provision, prefix: str = "") -> Markup:
    """The provision's text as safe HTML; ``prefix`` keeps paragraph anchors unique on a page
    that shows several documents."""
    doc = corpus.documents[p.doc]
    terms: dict[str, str] = {}
    if doc.language == "en":
        terms = {t: pid for t, pid in corpus.terms.items() if len(t) >= MIN_TERM_LENGTH and pid != p.id}
    source = _definitions_doc(corpus)
    return text_html(
        p.text,
        corpus.cites.get((p.doc, p.id), []),
        target_href,
        terms,
        (lambda pid: provision_url(source, pid)) if source else None,
        anchor=f"{prefix}{p.id.replace('/', '-')}-p",
    )


def _definitions_doc(corpus: Corpus) -> str | None:
    return next((d for d, _ in corpus.by_key if _ == "definitions"), None)


def provision_detail(corpus: Corpus, p: Provision) -> dict[str, Any]:
    """The whole story of one provision: text, links both ways, counterparts."""
    doc = corpus.documents[p.doc]
    cited_by = [
        {"doc": c.doc, "source": c.source, "raw": c.raw, "url": provision_url(c.doc, c.source)}
        for c in corpus.cited_by.get((p.doc, p.id), [])
    ]
    aligned = [
        a
        | {
            "url": provision_url(a["doc"], a["id"]) if a["exists"] else None,
            "display": display(a["id"]) if try_ref(a["id"]) else a["id"],
        }
        for a in corpus.aligned.get(f"{p.doc}:{p.id}", [])
    ]
    return {
        "doc": p.doc,
        "id": p.id,
        "display": display(p.id) if try_ref(p.id) else p.heading or p.id,
        "law": p.law,
        "law_title": corpus.title(doc.edition, p.law) if p.law else "",
        "parent": p.parent,
        "children": corpus.children.get((p.doc, p.id), []),
        "heading": p.heading,
        "text": p.text,
        "html": str(provision_html(corpus, p)),
        "url": provision_url(p.doc, p.id),
        "edition": doc.edition,
        "language": doc.language,
        "lines": list(p.lines),
        "about": list(p.about),
        "id_source": p.id_source,
        "cites": [citation_dict(c) for c in corpus.cites.get((p.doc, p.id), [])],
        "cited_by": cited_by,
        "aligned": aligned,
    }
