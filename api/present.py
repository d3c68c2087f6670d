"""One context per view: the dictionaries the JSON API returns and the templates render.

Keeping them here means a page and its JSON twin can never disagree. One vocabulary:

* a provision reference is :func:`reference` everywhere (``doc``, ``id``, ``display``,
  ``url``, ``exists``): citation targets, ``cited_by``, ``aligned``, ``children``, search
  hits' counterparts, resolve, xrefs and linkify;
* a count is named as one (``provision_count``); an absent value is ``null``.
"""

from __future__ import annotations

from typing import Any

from flask import url_for
from markupsafe import Markup

from api.corpus import Corpus
from api.corpus import current_corpus
from api.render import text_html
from indexer.compare import codes_of
from indexer.compare import edition_of
from indexer.ids import DEFINITIONS_PREFIX
from indexer.ids import display
from indexer.ids import try_ref
from indexer.models import Citation
from indexer.models import Document
from indexer.models import Provision

#: defined terms shorter than this are too common in running text to link each time
MIN_TERM_LENGTH = 5


def provision_url(doc: str, pid: str) -> str:
    return url_for("pages.provision", doc=doc, pid=pid)


def provision_name(pid: str, heading: str | None = None) -> str:
    """A provision as a reader names it: ``Law 16B1(a)``, ``Definition: Turn``, or a club
    note's heading as printed; never a slug when the text gives a name."""
    if try_ref(pid) is not None:
        return display(pid)
    if pid.startswith(DEFINITIONS_PREFIX) and heading:
        return f"Definition: {heading}"
    return heading or display(pid)


def reference(corpus: Corpus, doc: str, pid: str) -> dict[str, Any]:
    """The one shape of a provision reference: ``{doc, id, display, url, exists}``.

    ``url`` is the provision's page when the corpus holds it; otherwise, for a law id, the
    edition-free page of that provision (which says what the corpus holds), never a page of a
    document the service does not serve.
    """
    held = corpus.provision(doc, pid)
    return {
        "doc": doc,
        "id": pid,
        "display": provision_name(pid, held.heading if held else None),
        "url": provision_url(doc, pid) if held else missing_url(corpus, doc, pid),
        "exists": held is not None,
    }


def missing_url(corpus: Corpus, doc: str, pid: str) -> str:
    """Where a reference the corpus lacks is best read: the edition-free page of a law id (in
    the current numbering), else the document's page for it (a 404 that suggests the nearest)."""
    if try_ref(pid) is not None:
        current = codes_of(corpus).to_current(pid, edition_of(corpus, doc))
        if current is not None:
            return url_for("pages.law", pid=current)
    if doc in corpus.documents:
        return provision_url(doc, pid)
    return url_for("pages.law", pid=pid) if try_ref(pid) else url_for("pages.laws_index")


def counterpart_refs(corpus: Corpus, doc: str, pid: str) -> list[dict[str, Any]]:
    """The provision's counterparts (``aligned``): each a reference with its ``relation``."""
    return [
        reference(corpus, a["doc"], a["id"]) | {"relation": a["relation"]}
        for a in corpus.aligned.get(f"{doc}:{pid}", [])
    ]


def document_summary(corpus: Corpus, doc_id: str) -> dict[str, Any]:
    doc = corpus.documents[doc_id]
    return doc.to_dict() | {
        # the text a translation renders, only when it is served here
        "version_of": doc.version_of if doc.version_of in corpus.documents else None,
        "provision_count": corpus.provision_counts.get(doc_id, 0),
        "url": url_for("pages.document", doc=doc_id),
        "laws": sorted({p.law for p in corpus.by_doc[doc_id] if p.law is not None}),
    }


def provision_summary(p: Provision) -> dict[str, Any]:
    return {"id": p.id, "parent": p.parent, "law": p.law, "heading": p.heading or None, "text": p.text}


def table_of_contents(corpus: Corpus, doc_id: str) -> list[dict[str, Any]]:
    return [
        {
            "id": p.id,
            "display": provision_name(p.id, p.heading),
            "heading": p.heading or None,
            "parent": p.parent,
            "depth": _depth(p),
        }
        for p in corpus.by_doc[doc_id]
    ]


def _depth(p: Provision) -> int:
    ref = try_ref(p.id)
    if ref is not None:
        return ref.depth
    return p.id.count("/") + (1 if p.parent else 0)


def target_href(citation: Citation) -> str | None:
    """Where a citation's link goes: its first target that exists, else its first target's
    reference URL (the edition-free page, never a document the service does not serve)."""
    if not citation.targets:
        return None
    target = next((t for t in citation.targets if t.exists), citation.targets[0])
    return reference(current_corpus(), target.doc, target.id)["url"]


def citation_dict(c: Citation, corpus: Corpus | None = None) -> dict[str, Any]:
    """A cross-reference edge, its targets as references."""
    corpus = corpus or current_corpus()
    return c.to_dict() | {"targets": [reference(corpus, t.doc, t.id) for t in c.targets]}


def provision_html(corpus: Corpus, p: Provision, prefix: str = "") -> Markup:
    """The provision's text as safe HTML; ``prefix`` keeps paragraph anchors unique on a page
    that shows several documents."""
    doc = corpus.documents[p.doc]
    source = definitions_for(corpus, doc)
    terms: dict[str, str] = {}
    if source is not None:
        terms = {t: pid for t, pid in corpus.terms.items() if len(t) >= MIN_TERM_LENGTH and pid != p.id}
    other_code = definitions_code(corpus, doc)
    return text_html(
        p.text,
        corpus.cites.get((p.doc, p.id), []),
        target_href,
        terms,
        (lambda pid: provision_url(source.id, pid)) if source else None,
        anchor=f"{prefix}{p.id.replace('/', '-')}-p",
        term_title=f"Definition in the {other_code} code" if other_code else "",
    )


def definitions_for(corpus: Corpus, doc: Document) -> Document | None:
    """The text whose Definitions a text's defined terms link to: in its language, of its own
    code when the corpus has that, else of another code; None when none is in its language."""
    holders = [corpus.documents[d] for d, pid in corpus.by_key if pid == "definitions"]
    same = [d for d in holders if d.language == doc.language]
    code = doc.edition or corpus.current_edition
    return next((d for d in same if d.edition == code), same[0] if same else None)


def definitions_code(corpus: Corpus, doc: Document) -> str | None:
    """The code of the Definitions a text's terms link to, when it is not the text's own code
    (club notes read the current code), else None."""
    source = definitions_for(corpus, doc)
    if source is None or source.edition == (doc.edition or corpus.current_edition):
        return None
    return source.edition


def provision_detail(corpus: Corpus, p: Provision) -> dict[str, Any]:
    """The whole story of one provision: text, links both ways, counterparts."""
    doc = corpus.documents[p.doc]
    cited_by = [
        reference(corpus, c.doc, c.source) | {"raw": c.raw} for c in corpus.cited_by.get((p.doc, p.id), [])
    ]
    return {
        "doc": p.doc,
        "id": p.id,
        "display": provision_name(p.id, p.heading),
        "law": p.law,
        "law_title": (corpus.title(doc.edition, p.law) or None) if p.law else None,
        "parent": p.parent,
        "children": [reference(corpus, p.doc, k) for k in corpus.children.get((p.doc, p.id), [])],
        "heading": p.heading or None,
        "text": p.text,
        "html": str(provision_html(corpus, p)),
        "url": provision_url(p.doc, p.id),
        "edition": doc.edition,
        "language": doc.language,
        "lines": list(p.lines),
        "about": list(p.about),
        "id_source": p.id_source,
        "cites": [citation_dict(c, corpus) for c in corpus.cites.get((p.doc, p.id), [])],
        "cited_by": cited_by,
        "aligned": counterpart_refs(corpus, p.doc, p.id),
    }
