"""The HTML pages: server-rendered, working without JavaScript.

Routes:

* ``/``: the search box, the documents and a table of contents of all 93 Laws;
* ``/documents/<doc>``: one document's whole text in order, an anchor per provision;
* ``/laws/<id>``: the edition-free permalink, in the numbering of the current (2017) code:
  every document's version of that provision, older editions reached through the concordance;
* ``/laws/<doc>/<id>``: one document's provision, with its links both ways and counterparts.

Any common spelling of an id (``16B1(a)``, ``16b1a``) is redirected (301) to the canonical URL.
"""

from __future__ import annotations

import difflib
from collections import defaultdict
from typing import Any

from flask import Blueprint
from flask import abort
from flask import redirect
from flask import render_template
from flask import request
from flask import url_for
from werkzeug.exceptions import HTTPException

from api.compare import compare_law
from api.corpus import Corpus
from api.corpus import current_corpus as corpus
from api.present import document_summary
from api.present import provision_detail
from api.present import provision_html
from api.present import table_of_contents
from indexer.concordance import move_id
from indexer.ids import LAW_COUNT
from indexer.ids import canonical_id
from indexer.ids import display
from indexer.ids import try_ref
from indexer.models import LAW_KINDS
from indexer.models import Document
from indexer.models import Provision
from indexer.models import edition_of_formal_text

bp = Blueprint("pages", __name__)

#: how a language code is named on a page
LANGUAGE_NAMES = {"en": "English", "nl": "Dutch"}
#: what a kind of text does to the code it renders ("This Dutch text translates the 2017 code")
KIND_VERBS = {"formal": "is", "everyday": "paraphrases", "translation": "translates"}
#: how a kind of text is named on a page
KIND_NAMES = {
    "formal": "official text",
    "everyday": "plain-language edition",
    "translation": "translation",
    "commentary": "club notes",
}
#: law texts, as against commentary



@bp.app_template_filter("language_name")
def language_name(code: str | None) -> str:
    return LANGUAGE_NAMES.get(code or "", code or "")


@bp.app_template_filter("kind_name")
def kind_name(kind: str) -> str:
    return KIND_NAMES.get(kind, kind)


@bp.app_template_filter("display")
def display_filter(pid: str) -> str:
    return display(pid)


@bp.app_template_global("label")
def label(pid: str, heading: str = "") -> str:
    """A provision's name: its citation form, or for notes and front matter its heading."""
    return display(pid) if try_ref(pid) else heading or display(pid)


# -- home and documents ------------------------------------------------------


@bp.get("/")
def home() -> str:
    c = corpus()
    return render_template(
        "home.html", documents=[document_summary(c, d) for d in c.documents], laws=law_index(c)
    )


def law_index(c: Corpus) -> list[dict[str, Any]]:
    """All 93 Laws with their 2017 titles, and which documents hold (or discuss) each."""
    holders: dict[int, list[str]] = defaultdict(list)
    for doc_id, provisions in c.by_doc.items():
        laws: set[int] = set()
        for p in provisions:
            if p.law is not None:
                laws.add(p.law)
            laws.update(r.law for a in p.about if (r := try_ref(a)))
        for law in laws:
            holders[law].append(doc_id)
    return [
        {
            "law": n,
            "title": c.title(c.current_edition, n),
            "url": url_for("pages.law", pid=str(n)),
            "docs": [short_name(c.documents[d]) for d in c.documents if d in holders[n]],
            "in_corpus": bool(holders[n]),
        }
        for n in range(1, LAW_COUNT + 1)
    ]


def short_name(doc: Document) -> str:
    """A few words naming a document in a list: "2007 English", "2017 Dutch", "club notes"."""
    if doc.kind == "commentary":
        return "club notes"
    if doc.kind == "everyday":
        return f"{doc.edition} everyday English"
    return f"{doc.edition} {language_name(doc.language)}"


@bp.get("/documents/<doc>")
def document(doc: str) -> str:
    c = corpus()
    if doc not in c.documents:
        abort(404, description=f"There is no document {doc!r}.")
    contents = table_of_contents(c, doc)
    rows = [
        provision_detail(c, p) | {"depth": t["depth"]} for p, t in zip(c.by_doc[doc], contents, strict=True)
    ]
    return render_template("document.html", document=document_context(c, doc), contents=contents, rows=rows)


def document_context(c: Corpus, doc_id: str) -> dict[str, Any]:
    """The document summary, with what its edition banner says about the text it renders."""
    summary = document_summary(c, doc_id)
    doc = c.documents[doc_id]
    original = c.documents.get(doc.version_of or "")
    summary["language_name"] = language_name(doc.language)
    summary["short_name"] = short_name(doc)
    if doc.version_of:
        summary["version_of_title"] = (
            original.title if original else f"the {doc.edition} Laws of Duplicate Bridge (not in this corpus)"
        )
        summary["version_of_url"] = url_for("pages.document", doc=original.id) if original else None
    return summary


# -- one document's provision -----------------------------------------------


@bp.get("/laws/<doc>/<path:pid>")
def provision(doc: str, pid: str) -> Any:
    c = corpus()
    if doc not in c.documents:
        edition = edition_of_formal_text(doc)
        if edition == c.current_edition:  # the current code's formal text, which we lack
            return redirect(url_for("pages.law", pid=pid), 301)
        if edition:
            abort(
                404,
                description=not_in_corpus(
                    c, pid, edition, f"no text of the {edition} code here includes it"
                ),
            )
        return law(f"{doc}/{pid}")
    found = c.lookup(doc, pid)
    if found is None:
        abort(
            404,
            description=not_in_corpus(
                c, pid, c.documents[doc].edition, f"{c.documents[doc].title} does not include it"
            ),
        )
    if found != pid:
        return redirect(url_for("pages.provision", doc=doc, pid=found), 301)
    p = c.provision(doc, found)
    assert p is not None
    detail = provision_detail(c, p)
    return render_template(
        "provision.html",
        p=detail,
        document=document_context(c, doc),
        crumbs=breadcrumbs(c, p),
        neighbours=neighbours(c, p),
        notes=edition_notes(c, p, detail["aligned"]),
        counterparts=counterparts(c, detail["aligned"]),
        cites=cited_targets(detail["cites"]),
        cited_by=[
            cb
            | {
                "display": display(cb["source"]),
                "document": c.documents[cb["doc"]].title,
                "language": c.documents[cb["doc"]].language,
            }
            for cb in detail["cited_by"]
        ],
        children=[
            {
                "id": k,
                "display": display(k),
                "url": url_for("pages.provision", doc=doc, pid=k),
                "heading": c.by_key[(doc, k)].heading,
            }
            for k in detail["children"]
        ],
        current_id=current_id(c, p),
    )


def breadcrumbs(c: Corpus, p: Provision) -> list[dict[str, str]]:
    """Law > section > paragraph: the provision's ancestors that the document holds."""
    ref = try_ref(p.id)
    ancestors = [a.id for a in ref.ancestors()] if ref else ([p.parent] if p.parent else [])
    return [
        {"display": display(a), "url": url_for("pages.provision", doc=p.doc, pid=a)}
        for a in ancestors
        if (p.doc, a) in c.by_key
    ]


def neighbours(c: Corpus, p: Provision) -> dict[str, dict[str, str] | None]:
    """The previous and next provisions in document order."""
    provisions = c.by_doc[p.doc]
    at = next(i for i, q in enumerate(provisions) if q.id == p.id)

    def link(q: Provision) -> dict[str, str]:
        return {
            "display": display(q.id),
            "heading": q.heading,
            "url": url_for("pages.provision", doc=q.doc, pid=q.id),
        }

    return {
        "previous": link(provisions[at - 1]) if at > 0 else None,
        "next": link(provisions[at + 1]) if at + 1 < len(provisions) else None,
    }


def _unique(aligned: list[dict[str, Any]]) -> list[dict[str, Any]]:
    seen: set[tuple[str, str, str]] = set()
    out = []
    for a in aligned:
        if (a["doc"], a["id"], a["relation"]) not in seen:
            seen.add((a["doc"], a["id"], a["relation"]))
            out.append(a)
    return out


def edition_notes(c: Corpus, p: Provision, aligned: list[dict[str, Any]]) -> list[str]:
    """Sentences for a renumbered provision, e.g. "This English text is the 2007 code; in the
    2017 code, which the Dutch text translates, this is Law 16D."
    """
    here = c.documents[p.doc]
    if here.kind not in LAW_KINDS:
        return []
    out: list[str] = []
    said: set[tuple[str | None, str]] = set()
    for a in _unique(aligned):
        if a["relation"] != "renumbered":
            continue
        other = c.documents.get(a["doc"])
        edition = other.edition if other else edition_of_formal_text(a["doc"])
        if (edition, a["id"]) in said:
            continue
        said.add((edition, a["id"]))
        which = ""
        if other and other.kind in LAW_KINDS and other.edition != here.edition:
            which = (
                f" (the {language_name(other.language)} text)"
                if other.kind == "formal"
                else f", which the {language_name(other.language)} text {KIND_VERBS[other.kind]},"
            )
        missing = "" if a["exists"] else " (not in this corpus)"
        out.append(
            f"This {language_name(here.language)} text {KIND_VERBS.get(here.kind, 'renders')} the "
            f"{here.edition} code; in the {edition} code{which} this is {display(a['id'])}{missing}."
        )
    return out


def counterparts(c: Corpus, aligned: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The same provision elsewhere, each named by its document, edition and language."""
    out = []
    for a in _unique(aligned):
        other = c.documents.get(a["doc"])
        held = c.by_key.get((a["doc"], a["id"]))
        heading = held.heading if held else ""
        out.append(
            a
            | {
                "document": other.title if other else f"{a['doc']} (not in this corpus)",
                "short_name": short_name(other) if other else a["doc"],
                "language": other.language if other else "en",
                "heading": heading,
                "display": label(a["id"], heading),
                "note": try_ref(a["id"]) is None,
            }
        )
    return out


def cited_targets(cites: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each provision the text cites, once, in the order of first citation."""
    seen: dict[tuple[str, str], dict[str, Any]] = {}
    for citation in cites:
        for t in citation["targets"]:
            seen.setdefault((t["doc"], t["id"]), t | {"display": display(t["id"]), "raw": citation["raw"]})
    return list(seen.values())


def current_id(c: Corpus, p: Provision) -> str | None:
    """The provision's id in the current code's numbering, for the edition-free permalink."""
    if try_ref(p.id) is None or c.documents[p.doc].kind not in LAW_KINDS:
        return None
    edition = c.documents[p.doc].edition
    if edition in (None, c.current_edition):
        return p.id
    return move_id(p.id, c.moves, forward=True)  # an older code's id, in the current code


# -- the edition-free permalink ----------------------------------------------


@bp.get("/laws/<path:pid>")
def law(pid: str) -> Any:
    """Every document's version of a provision named in the current code's numbering."""
    c = corpus()
    head, _, rest = pid.partition("/")
    if head in c.documents:
        if rest:
            return provision(head, rest)
        return redirect(url_for("pages.document", doc=head), 301)
    try:
        wanted = canonical_id(pid)
    except ValueError:
        abort(404, description=f"{pid!r} is not a provision of the Laws (try e.g. 16B1a or Law 12C1(e)).")
    if wanted != pid:
        return redirect(url_for("pages.law", pid=wanted), 301)
    ref = try_ref(wanted)
    versions, missing = versions_of(c, wanted)
    if not versions and (ref is None or ref.depth > 0):
        abort(404, description=not_in_corpus(c, wanted, c.current_edition, "no document here includes it"))
    contents: list[dict[str, Any]] = []
    if ref is not None:
        table = compare_law(c, ref.law, None)
        for row in table["rows"]:
            key = try_ref(row["key"])
            if key is not None and ref in key.ancestors():
                contents.append(
                    {
                        "display": row["display"],
                        "url": url_for("pages.law", pid=row["key"]),
                        "depth": key.depth - ref.depth,
                        "docs": [short_name(c.documents[d]) for d, cell in row["cells"].items() if cell],
                    }
                )
    return render_template(
        "law.html",
        pid=wanted,
        ref=ref,
        title=display(wanted),
        law_title=c.title(c.current_edition, ref.law) if ref and ref.depth == 0 else "",
        crumbs=[{"display": a.display, "url": url_for("pages.law", pid=a.id)} for a in ref.ancestors()]
        if ref
        else [],
        versions=versions,
        missing=missing,
        contents=contents,
        compare_url=url_for("compare.compare_page", law=str(ref.law)) if ref else None,
    )


def versions_of(c: Corpus, pid: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Each law text's version of ``pid`` (2017 numbering), then the club notes explaining them.

    Also returns, for each law text that covers the law but not this provision, why not.
    """
    versions: list[dict[str, Any]] = []
    missing: list[dict[str, Any]] = []
    notes: dict[tuple[str, str], None] = {}
    ref = try_ref(pid)
    for doc in c.documents.values():
        if doc.kind not in LAW_KINDS:
            continue
        local: str | None = pid
        if ref is not None and doc.edition and doc.edition != c.current_edition:
            local = move_id(pid, c.moves, forward=doc.edition != c.current_edition)
        p = c.provision(doc.id, local) if local else None
        if p is None:
            if ref is not None and any(q.law == ref.law for q in c.by_doc[doc.id]):
                if local is None:
                    what = f"the {doc.edition} code has no counterpart of {display(pid)}"
                elif local != pid:
                    what = f"the {doc.edition} code numbers this {display(local)}; not in this text"
                else:
                    what = "this text does not include it"
                missing.append({"document": document_context(c, doc.id), "note": what})
            continue
        versions.append(_version(c, p, renumbered=local != pid))
        for a in c.aligned.get(f"{doc.id}:{p.id}", []):
            if a["relation"] == "explains" and a["exists"]:
                notes.setdefault((a["doc"], a["id"]), None)
    for doc in c.documents.values():
        if doc.kind == "commentary" and ref is not None:
            for note in c.by_doc[doc.id]:
                about = [r for a in note.about if (r := try_ref(a))]
                if any(r == ref or (ref.depth == 0 and r.law == ref.law) for r in about):
                    notes.setdefault((doc.id, note.id), None)
    for doc_id, note_id in notes:
        explained = c.provision(doc_id, note_id)
        if explained is not None:
            versions.append(_version(c, explained, renumbered=False))
    return versions, missing


def _version(c: Corpus, p: Provision, renumbered: bool) -> dict[str, Any]:
    doc = c.documents[p.doc]
    return {
        "document": document_context(c, p.doc),
        "id": p.id,
        "display": display(p.id),
        "heading": p.heading,
        "html": provision_html(c, p, prefix=f"{p.doc}-") if p.text else "",
        "url": url_for("pages.provision", doc=p.doc, pid=p.id),
        "renumbered": renumbered,
        "commentary": doc.kind == "commentary",
    }


# -- errors ------------------------------------------------------------------


def not_in_corpus(c: Corpus, pid: str, edition: str | None, where: str) -> str:
    """Say that a real provision is missing here, naming its law's title, or that ``pid`` is no id."""
    ref = try_ref(pid) or _try_canonical(pid)
    if ref is None:
        return f"{pid!r} is not a provision id: {where}."
    title = c.title(edition, ref.law)
    of_law = f" in Law {ref.law} “{title}”" if title and ref.depth else (f" “{title}”" if title else "")
    code = f" ({edition} code)" if edition else ""
    return f"{ref.display},{of_law}{code}, is not in this corpus: {where}."


def _try_canonical(pid: str) -> Any:
    try:
        return try_ref(canonical_id(pid))
    except ValueError:
        return None


def error_page(exc: HTTPException) -> tuple[str, int]:
    """A page for any HTTP error; a 404 for a provision suggests the nearest ones."""
    suggestions: list[dict[str, str]] = []
    if exc.code == 404 and request.view_args and "pid" in request.view_args:
        try:
            suggestions = nearest_provisions(
                corpus(), request.view_args.get("doc") or "", request.view_args["pid"]
            )
        except Exception:  # noqa: BLE001 - an error page must never fail itself
            suggestions = []
    return render_template("error.html", error=exc, suggestions=suggestions), exc.code or 500


def nearest_provisions(c: Corpus, doc: str, raw: str) -> list[dict[str, str]]:
    """Provisions near what was asked for: in the named document, else edition-free."""
    if doc in c.documents:
        return [
            {
                "display": display(s),
                "where": c.documents[doc].title,
                "url": url_for("pages.provision", doc=doc, pid=s),
            }
            for s in c.nearest(doc, raw, n=5)
        ]
    try:
        wanted = canonical_id(raw)
    except ValueError:
        wanted = raw
    found: dict[str, None] = {}
    for d in c.documents:
        if c.documents[d].kind in LAW_KINDS:
            for s in c.nearest(d, raw, n=3):
                p = c.provision(d, s)
                current = current_id(c, p) if p is not None else None  # edition-free pages use it
                if current and current != wanted:
                    found[current] = None
    ranked = sorted(found, key=lambda s: -difflib.SequenceMatcher(None, wanted, s).ratio())
    return [
        {"display": display(s), "where": "every document", "url": url_for("pages.law", pid=s)}
        for s in ranked[:5]
    ]
