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

from api.compare import comparable
from api.compare import compare_law
from api.compare import parse_docs
from api.compare import parse_law
from api.corpus import Corpus
from api.corpus import current_corpus as corpus
from api.errors import ApiError
from api.present import definitions_code
from api.present import document_summary
from api.present import provision_detail
from api.present import provision_html
from api.present import provision_name
from api.present import table_of_contents
from indexer import compare as editions
from indexer.cite import sole_citation
from indexer.ids import LAW_COUNT
from indexer.ids import Ref
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
#: how a kind of text is named on a page
KIND_NAMES = {
    "formal": "official text",
    "everyday": "plain-language edition",
    "translation": "translation",
    "commentary": "club notes",
}


@bp.app_template_filter("language_name")
def language_name(code: str | None) -> str:
    return LANGUAGE_NAMES.get(code or "", code or "")


@bp.app_template_filter("kind_name")
def kind_name(kind: str) -> str:
    return KIND_NAMES.get(kind, kind)


@bp.app_template_filter("display")
def display_filter(pid: str) -> str:
    return display(pid)


@bp.app_template_filter("law_ranges")
def law_ranges(laws: list[int]) -> str:
    """``[16, 20, 72, 73, 74]`` as "16, 20, 72–74"."""
    runs: list[list[int]] = []
    for n in sorted(laws):
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return ", ".join(f"{r[0]}–{r[-1]}" if len(r) > 2 else ", ".join(map(str, r)) for r in runs)


@bp.app_template_global("label")
def label(pid: str, heading: str | None = None) -> str:
    """A provision's name: its citation form, or for notes and front matter its heading."""
    return provision_name(pid, heading)


@bp.app_template_global("is_law_id")
def is_law_id(pid: str) -> bool:
    return try_ref(pid) is not None


@bp.app_template_global("law_title")
def law_title(edition: str | None, law: int | None) -> str:
    """A law's title in a code (the current code when ``edition`` is None)."""
    return corpus().title(edition, law) if law else ""


# -- home, the Laws and the documents ----------------------------------------


@bp.get("/")
def home() -> str:
    c = corpus()
    return render_template(
        "home.html", documents=[document_summary(c, d) for d in c.documents], laws=law_index(c)
    )


@bp.get("/laws/")
def laws_index() -> str:
    """All 93 Laws, and what the corpus holds of each: which texts, how many provisions, notes."""
    return render_template("laws.html", laws=law_index(corpus()))


@bp.get("/documents/")
def documents_index() -> str:
    c = corpus()
    return render_template("documents.html", documents=[document_context(c, d) for d in c.documents])


def law_index(c: Corpus) -> list[dict[str, Any]]:
    """All 93 Laws with their current titles, and what each document holds of each (laws
    numbered in the current code: an older code's law is counted where it now stands)."""
    codes = editions.codes_of(c)
    held: dict[int, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for doc_id, provisions in c.by_doc.items():
        doc = c.documents[doc_id]
        for p in provisions:
            laws = {r.law for a in p.about if (r := try_ref(a))}
            if p.law is not None:
                current = codes.to_current(p.id, doc.edition)
                laws.add(r.law if current and (r := try_ref(current)) else p.law)
            for law in laws:
                held[law][doc_id] += 1
    out = []
    for n in range(1, LAW_COUNT + 1):
        holdings = [
            {
                "doc": d,
                "short_name": short_name(c.documents[d]),
                "title": c.documents[d].title,
                "count": held[n][d],
                "kind": c.documents[d].kind,
            }
            for d in c.documents
            if held[n].get(d)
        ]
        out.append(
            {
                "law": n,
                "title": c.title(c.current_edition, n),
                "url": url_for("pages.law", pid=str(n)),
                "docs": [h["short_name"] for h in holdings],
                "holdings": holdings,
                "in_corpus": bool(holdings),
                "compare_url": url_for("pages.compare", law=str(n)) if len(holdings) >= 2 else None,
            }
        )
    return out


def law_neighbours(c: Corpus, law: int, endpoint: str = "pages.law") -> dict[str, dict[str, str] | None]:
    """The previous and next law the corpus holds something of, linked on ``endpoint``'s page
    (the edition-free page, or the side-by-side view: then only laws that compare)."""
    held = [entry for entry in law_index(c) if entry["in_corpus"]]
    if endpoint == "pages.compare":
        held = [entry for entry in held if entry["compare_url"]]

    def link(entry: dict[str, Any] | None) -> dict[str, str] | None:
        if entry is None:
            return None
        url = entry["compare_url"] if endpoint == "pages.compare" else entry["url"]
        return {"display": f"Law {entry['law']}", "heading": entry["title"], "url": url}

    before = [e for e in held if e["law"] < law]
    after = [e for e in held if e["law"] > law]
    return {"previous": link(before[-1] if before else None), "next": link(after[0] if after else None)}


def document_law_neighbours(c: Corpus, p: Provision) -> dict[str, dict[str, str] | None]:
    """The previous and next law of the same document, for a page showing one of its laws."""
    laws = [q for q in c.by_doc[p.doc] if q.law is not None and q.id == str(q.law)]
    at = next(i for i, q in enumerate(laws) if q.id == p.id)

    def link(q: Provision) -> dict[str, str]:
        title = q.heading or c.title(c.documents[q.doc].edition, q.law or 0)
        return {
            "display": display(q.id),
            "heading": title,
            "url": url_for("pages.provision", doc=q.doc, pid=q.id),
        }

    return {
        "previous": link(laws[at - 1]) if at > 0 else None,
        "next": link(laws[at + 1]) if at + 1 < len(laws) else None,
    }


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
        provision_detail(c, p) | {"depth": t["depth"], "cut": editions.ends_cut(c, p)}
        for p, t in zip(c.by_doc[doc], contents, strict=True)
    ]
    return render_template("document.html", document=document_context(c, doc), contents=contents, rows=rows)


def document_context(c: Corpus, doc_id: str) -> dict[str, Any]:
    """The document summary, with what its edition banner says about the text it renders."""
    summary = document_summary(c, doc_id)
    doc = c.documents[doc_id]
    original = c.documents.get(doc.version_of or "")
    summary["language_name"] = language_name(doc.language)
    summary["short_name"] = short_name(doc)
    summary["renders"] = doc.version_of
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
                description=not_in_corpus(c, pid, edition, f"no text of the {edition} code here includes it"),
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
        laws=document_law_neighbours(c, p) if p.law and p.id == str(p.law) else None,
        notes=editions.edition_notes(c, p),
        counterparts=counterparts(c, detail["aligned"]),
        cites=cited_targets(detail["cites"]),
        cited_by=[
            cb | {"document": c.documents[cb["doc"]].title, "language": c.documents[cb["doc"]].language}
            for cb in detail["cited_by"]
        ],
        children=[k | {"heading": c.by_key[(doc, k["id"])].heading} for k in detail["children"]],
        current_id=current_id(c, p),
        compare_url=url_for("pages.compare", law=str(p.law)) if p.law and comparable(c, p.law) else None,
        cut=editions.ends_cut(c, p),
        terms_note=terms_note(c, p) if 'class="term"' in detail["html"] else None,
    )


def terms_note(c: Corpus, p: Provision) -> str | None:
    """Say so when a text's defined terms link to another code's Definitions."""
    code = definitions_code(c, c.documents[p.doc])
    if code is None:
        return None
    return f"Defined terms link to the Definitions of the {code} code, the only ones in this corpus."


def breadcrumbs(c: Corpus, p: Provision) -> list[dict[str, str]]:
    """Law > section > paragraph: the provision's ancestors that the document holds."""
    ref = try_ref(p.id)
    ancestors = [a.id for a in ref.ancestors()] if ref else ([p.parent] if p.parent else [])
    return [
        {"display": label(a, held.heading), "url": url_for("pages.provision", doc=p.doc, pid=a)}
        for a in ancestors
        if (held := c.by_key.get((p.doc, a))) is not None
    ]


def neighbours(c: Corpus, p: Provision) -> dict[str, dict[str, str] | None]:
    """The previous and next provisions in document order."""
    provisions = c.by_doc[p.doc]
    at = next(i for i, q in enumerate(provisions) if q.id == p.id)

    def link(q: Provision) -> dict[str, str]:
        return {
            "display": label(q.id, q.heading),
            "heading": q.heading,
            "url": url_for("pages.provision", doc=q.doc, pid=q.id),
        }

    return {
        "previous": link(provisions[at - 1]) if at > 0 else None,
        "next": link(provisions[at + 1]) if at + 1 < len(provisions) else None,
    }


def counterparts(c: Corpus, aligned: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The same provision elsewhere (each a reference), named by its document."""
    out = []
    seen: set[tuple[str, str, str]] = set()
    for a in aligned:
        if (a["doc"], a["id"], a["relation"]) in seen:
            continue
        seen.add((a["doc"], a["id"], a["relation"]))
        other = c.documents.get(a["doc"])
        held = c.by_key.get((a["doc"], a["id"]))
        out.append(
            a
            | {
                "document": other.title if other else f"the {editions.edition_of(c, a['doc'])} code",
                "short_name": short_name(other) if other else f"{editions.edition_of(c, a['doc'])} code",
                "language": other.language if other else "en",
                "heading": held.heading if held else None,
                "note": try_ref(a["id"]) is None,
            }
        )
    return out


def cited_targets(cites: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each provision the text cites, once, in the order of first citation."""
    seen: dict[tuple[str, str], dict[str, Any]] = {}
    for citation in cites:
        for t in citation["targets"]:
            seen.setdefault((t["doc"], t["id"]), t | {"raw": citation["raw"]})
    return list(seen.values())


def current_id(c: Corpus, p: Provision) -> str | None:
    """The provision's id in the current code's numbering, for the edition-free permalink."""
    if try_ref(p.id) is None or c.documents[p.doc].kind not in LAW_KINDS:
        return None
    return editions.codes_of(c).to_current(p.id, c.documents[p.doc].edition)


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
    found, gaps = editions.versions_of(c, wanted)
    contents = _contents(c, ref)
    # a part the texts hold only in its subdivisions (the Dutch 20F2 and 20F3, no 20F) is
    # shown as its contents, as a law is
    if not found and not contents and (ref is None or ref.depth > 0):
        abort(404, description=not_in_corpus(c, wanted, c.current_edition, "no document here includes it"))
    versions = [
        _version(c, p, renumbered=local != wanted and try_ref(p.id) is not None) for p, local in found
    ]
    missing = [{"document": document_context(c, m["doc"]), "note": m["note"]} for m in gaps]
    return render_template(
        "law.html",
        pid=wanted,
        ref=ref,
        title=label(wanted),
        law_title=c.title(c.current_edition, ref.law) if ref and ref.depth == 0 else "",
        crumbs=[{"display": a.display, "url": url_for("pages.law", pid=a.id)} for a in ref.ancestors()]
        if ref
        else [],
        versions=versions,
        missing=missing,
        contents=contents,
        laws=law_neighbours(c, ref.law) if ref and ref.depth == 0 else None,
        compare_url=url_for("pages.compare", law=str(ref.law)) if ref and comparable(c, ref.law) else None,
    )


def _contents(c: Corpus, ref: Ref | None) -> list[dict[str, Any]]:
    """The provisions under ``ref`` that some text holds, in the current code's order."""
    contents: list[dict[str, Any]] = []
    if ref is None:
        return contents
    for row in compare_law(c, ref.law, None)["rows"]:
        key = try_ref(row["key"])
        if key is not None and not row["deleted"] and ref in key.ancestors():
            contents.append(
                {
                    "display": row["display"],
                    "url": url_for("pages.law", pid=row["key"]),
                    "depth": key.depth - ref.depth,
                    "docs": [short_name(c.documents[d]) for d, cell in row["cells"].items() if cell],
                }
            )
    return contents


def _version(c: Corpus, p: Provision, renumbered: bool) -> dict[str, Any]:
    doc = c.documents[p.doc]
    return {
        "document": document_context(c, p.doc),
        "id": p.id,
        "display": label(p.id, p.heading),
        "heading": p.heading,
        "html": provision_html(c, p, prefix=f"{p.doc}-") if p.text else "",
        "url": url_for("pages.provision", doc=p.doc, pid=p.id),
        "renumbered": renumbered,
        "commentary": doc.kind == "commentary",
        "cut": editions.ends_cut(c, p),
    }


# -- one law, side by side --------------------------------------------------


@bp.get("/compare/<law>")
def compare(law: str) -> str:
    """The compare table as a page: each cell's text rendered with its links, each row linked
    to the edition-free permalink. A bad law or document is the HTML 404/400 page."""
    c = corpus()
    try:
        data = compare_law(c, parse_law(law), parse_docs(c, request.args.get("docs")))
    except ApiError as exc:
        abort(exc.status, description=exc.message)
    for row in data["rows"]:
        row["url"] = url_for("pages.law", pid=row["id"]) if row["id"] else None
        for doc_id, cell in row["cells"].items():
            p = c.provision(doc_id, cell["id"]) if cell else None
            if cell and p is not None:
                cell["html"] = provision_html(c, p, prefix=f"{doc_id}-")
    documents = {d: document_context(c, d) for d in data["docs"]}
    for summary in documents.values():  # what a cell says of its text on a phone
        summary["cell_name"] = summary["title"] if summary["kind"] == "commentary" else summary["short_name"]
    laws = law_neighbours(c, data["law"], "pages.compare")
    return render_template("compare.html", data=data, documents=documents, laws=laws)


# -- a citation typed into the search box -----------------------------------


def citation_page(c: Corpus, q: str, doc: str | None = None) -> str | None:
    """The page of a query that is a citation and nothing else ("16B1a", "Law 16B1(a)",
    "artikel 16C", "12-C-1-b"), read by the citation finder: the provision in ``doc`` when that
    document holds it, else the edition-free page (current numbering). None for any other query."""
    if not q.strip() or len(q) > 40:
        return None
    ref = sole_citation(q, c.words(None))
    if ref is None:
        return None
    if doc and c.provision(doc, ref.id) is not None:
        return url_for("pages.provision", doc=doc, pid=ref.id)
    return url_for("pages.law", pid=ref.id)


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
    """A page for any HTTP error; a 404 for a provision suggests the nearest ones and a search."""
    suggestions: list[dict[str, str]] = []
    asked = ""
    if exc.code == 404 and request.view_args and "pid" in request.view_args:
        asked = str(request.view_args["pid"])
        try:
            suggestions = nearest_provisions(corpus(), request.view_args.get("doc") or "", asked)
        except Exception:  # noqa: BLE001 - an error page must never fail itself
            suggestions = []
    elif exc.code == 404:
        asked = request.path.strip("/").rsplit("/", 1)[-1]
    search_url = url_for("search.search_page", q=_readable(asked)) if asked else None
    return (
        render_template("error.html", error=exc, suggestions=suggestions, search_url=search_url),
        exc.code or 500,
    )


def _readable(asked: str) -> str:
    """What was asked for, as a search query: a law id in its citation form, a slug as words."""
    ref = _try_canonical(asked)
    return ref.display if ref is not None else asked.replace("-", " ").replace("/", " ")


def nearest_provisions(c: Corpus, doc: str, raw: str) -> list[dict[str, str]]:
    """Provisions near what was asked for: in the named document, else edition-free."""
    if doc in c.documents:
        return [
            {
                "display": label(s, held.heading if (held := c.provision(doc, s)) else None),
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
