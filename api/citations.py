"""``/api/v1/xrefs``, ``/api/v1/resolve`` and ``POST /api/v1/linkify``: the citation web.

linkify reads HTML as a browser does (html5lib), links citations in text nodes only, and
passes what it returns through nh3 with an allow-list: no script, event handler or
``javascript:``/``data:`` URL comes back, whatever came in. Its cost is bounded, else a 413
that names the limit: at most :data:`MAX_LINKS` links per request (each item of a list is a
link, each provision a range names a target: both count), no list longer than
:data:`MAX_LIST_ITEMS` items (a list is read once, but none written by a person or a results
page is that long), an
answer of at most :data:`ANSWER_RATIO` times the request (or :data:`ANSWER_FLOOR` bytes), and
:data:`TIME_BUDGET` seconds for the whole request, the answer's JSON included.
"""

from __future__ import annotations

import html
import re
import signal
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from dataclasses import field
from typing import Any
from typing import cast
from xml.etree import ElementTree

import html5lib
import nh3
from flask import Blueprint
from flask import Response
from flask import current_app
from flask import request

from api.corpus import Corpus
from api.corpus import current_corpus as corpus
from api.errors import ApiError
from api.errors import json_body
from api.limits import typed_arg
from api.links import CITE_CLASS
from api.links import MISSING_CLASS
from api.links import Reader
from api.links import citation_language
from api.list_runs import longest_list
from indexer import cite
from indexer.cite.patterns import CitationWords
from indexer.ids import parse_ref
from indexer.lookalike import fold
from indexer.models import Citation
from indexer.models import Document
from indexer.models import Target

bp = Blueprint("citations", __name__, url_prefix="/api/v1")

#: elements whose text is never linked: existing links, code, form fields and what is not prose
SKIP_PARENTS = frozenset(
    {"a", "code", "pre", "script", "style", "textarea", "kbd", "samp", "title", "noscript", "iframe",
     "noembed", "noframes", "xmp", "option", "template", "select", "button", "input", "plaintext",
     "svg", "math", "object", "embed", "mglyph", "malignmark"}
)  # fmt: skip
#: what linkify's HTML may hold: text structure and formatting, links, images, tables
ALLOWED_TAGS = frozenset(
    {"a", "abbr", "acronym", "address", "article", "aside", "b", "bdi", "bdo", "blockquote", "br", "caption",
     "cite", "code", "col", "colgroup", "dd", "del", "details", "dfn", "div", "dl", "dt", "em", "figcaption",
     "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "i", "img", "ins",
     "kbd", "li", "mark", "ol", "p", "pre", "q", "rp", "rt", "ruby", "s", "samp", "section", "small", "span",
     "strike", "strong", "sub", "summary", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "time",
     "tr", "tt", "u", "ul", "var", "wbr"}
)  # fmt: skip
ALLOWED_ATTRIBUTES = {
    "*": {"class", "lang", "title", "dir"},
    "a": {"href", "hreflang"},
    "img": {"src", "alt", "width", "height"},
    "td": {"colspan", "rowspan", "align"},
    "th": {"colspan", "rowspan", "align", "scope"},
    "ol": {"start", "reversed", "type"},
    "time": {"datetime"},
}
#: URL schemes a link or image may use (relative URLs are kept too)
URL_SCHEMES = frozenset({"http", "https", "mailto"})
#: elements removed with everything inside them (the rest of a disallowed element's text stays)
DROPPED_WITH_CONTENT = frozenset(
    {"script", "style", "template", "noscript", "iframe", "noembed", "noframes", "xmp", "textarea", "title",
     "select", "object", "svg", "math", "plaintext", "mglyph", "malignmark"}
)  # fmt: skip
#: the limits of one linkify request (the body itself is at most MAX_CONTENT_LENGTH): what the
#: finder and html5lib read in about a second here (``make bench`` measures it), refused up front
MAX_TEXT_CHARS = 256 * 1024
MAX_HTML_CHARS = 128 * 1024
#: links (a list's items each count) or targets (a range's provisions each count) per request
MAX_LINKS = 2000
#: items in one list ("Laws 31, 39, 7, ..."): the longest a person writes is some ten, and a
#: results page's list of a session's boards some forty, which is read (a list of board numbers
#: links nothing)
MAX_LIST_ITEMS = 200
MAX_TEXTS = 10_000
#: the answer's JSON is at most this many times the request's body, or this many bytes
ANSWER_RATIO = 8
ANSWER_FLOOR = 512 * 1024
#: the longest citation resolve reads, as typed and as read with look-alikes folded
MAX_CITE_CHARS = 500
MAX_FOLDED_CITE_CHARS = 2000
#: the longest ``doc``, ``source`` or ``lang`` (names and ids are short)
MAX_NAME_CHARS = 200
#: how deep linkify's HTML may nest (see :func:`_check_nesting`)
MAX_OPEN_ELEMENTS = 512
#: the most seconds one request may take, from reading its body to its answer's JSON, whatever
#: its size (gunicorn's timeout is the backstop)
TIME_BUDGET = 3.0
#: the text is read in pieces of about this many characters, so that the limits are checked as it goes
CHUNK = 8 * 1024


def _document(c: Corpus, doc: str | None) -> Document | None:
    if not doc:
        return None
    if doc not in c.documents:
        raise ApiError(400, "unknown_document", f"no document {doc!r}", documents=sorted(c.documents))
    return c.documents[doc]


def _reader(c: Corpus, language: str | None = None) -> Reader:
    return Reader(c, language)


@bp.get("/xrefs")
def xrefs() -> dict[str, Any]:
    c = corpus()
    doc = _document(c, request.args.get("doc"))
    reader = _reader(c)
    edges = [e for e in c.citations if doc is None or e.doc == doc.id]
    return {
        "doc": doc.id if doc else None,
        "total": len(edges),
        "xrefs": [_edge(e, reader) for e in edges],
    }


def _edge(c: Citation, reader: Reader) -> dict[str, Any]:
    return c.to_dict() | {"targets": [reader.reference(t) for t in c.targets]}


@bp.get("/resolve")
def resolve() -> dict[str, Any]:
    """A citation as written (``?cite=``), resolved: ``{"raw", "targets", "reason"}``."""
    c = corpus()
    raw = request.args.get("cite", "")
    if not raw.strip():
        raise ApiError(
            400, "missing_cite", "give the citation to resolve as ?cite=, e.g. ?cite=Law%2016B1(a)"
        )
    _check_cite_length(len(typed_arg("cite")), len(raw))
    doc = _document(c, request.args.get("doc"))
    source = request.args.get("source") or None
    reader = _reader(c, request.args.get("lang") or None)
    found = cite.find_citations(raw, c.words(None))
    if not found:
        try:  # a bare id such as "16b1a" is a citation too
            ref = parse_ref(raw)
            found = cite.find_citations(f"Law {ref.id}", c.words("en"))
        except ValueError as exc:
            return {"raw": raw, "targets": [], "reason": f"not a citation: {exc}"}
    docs = [doc] if doc else [d for d in c.documents.values() if d.kind != "commentary"]
    targets: list[Target] = []
    for d in docs:
        context = cite.Context(c.citer, d, source)
        for f in found:
            targets.extend(t for t in cite.resolve(f, context) if t not in targets)
    if not targets and doc is None:
        context = cite.Context(c.citer, None, source)
        for f in found:
            targets.extend(t for t in cite.resolve(f, context) if t not in targets)
    if doc is None and targets:  # first, where linkify sends a reader: the current code's reading
        reading = [t for f in found for t in cite.resolve(f, cite.Context(c.citer, None, source))]
        first = reader.choose(reading, citation_language(raw, _citation_words(c)))
        if first is not None:
            targets = [first, *(t for t in targets if t != first)]
    reason = None
    if not targets:
        reason = "a relative citation needs ?doc= and ?source= (the provision it stands in)"
    return {"raw": raw, "targets": [reader.reference(t) for t in targets], "reason": reason}


def _check_cite_length(typed: int, folded: int) -> None:
    """The citation as typed is at most :data:`MAX_CITE_CHARS`, and as read (look-alikes
    folded: "ﷺ" is 18 letters) at most :data:`MAX_FOLDED_CITE_CHARS`."""
    if typed > MAX_CITE_CHARS:
        raise ApiError(
            400, "cite_too_long", f"a citation is at most {MAX_CITE_CHARS} characters (this is {typed})"
        )
    if folded > MAX_FOLDED_CITE_CHARS:
        raise ApiError(
            400,
            "cite_too_long",
            f"read as it looks (look-alike characters written out), the citation is {folded} characters; "
            f"at most {MAX_FOLDED_CITE_CHARS}",
        )


def _citation_words(c: Corpus) -> dict[str, list[str]]:
    """The words that open a citation, per language (to tell the language a citation is in)."""
    return {
        lang: [w for group in ("law", "laws", "section") for w in words.get(group, {}).get("words", [])]
        for lang, words in c.citation_words.items()
    }


# --- linkify -----------------------------------------------------------------------------------


@dataclass
class Linker:
    """Links the citations of one request's texts, within the request's limits."""

    corpus: Corpus
    context: cite.Context
    reader: Reader
    words: CitationWords
    deadline: float
    #: the provision the text last cited explicitly: a relative citation with no ``source``
    #: ("see C2 below") is read against it, as a reader would
    last: list[str] = field(default_factory=list)
    count: int = 0
    languages: dict[str, list[str]] = field(default_factory=dict)

    def check(self) -> None:
        if self.count > MAX_LINKS:
            raise ApiError(
                413,
                "too_many_citations",
                f"more than {MAX_LINKS} links in one request (each item of a list and each law of a "
                "range counts); send less text at a time",
                limit=MAX_LINKS,
            )
        if time.monotonic() > self.deadline:
            raise too_much_work()

    def citations(self, text: str) -> list[dict[str, Any]]:
        """The citations of ``text`` with their offsets, targets and the links to draw."""
        out: list[dict[str, Any]] = []
        for offset, piece in _chunks(text):
            self.check()
            _check_lists(piece, self.words)
            found = cite.find_citations(piece, self.words)
            # counted as found, so that too many are refused before any work
            self.count += sum(max(len(f.refs), 1) for f in found)
            self.check()
            for n, f in enumerate(found, start=1):
                item = self._citation(f, offset)
                if item is not None:
                    out.append(item)
                    self.count += _more_laws(item, f)
                if n % 100 == 0:
                    self.check()
        self.check()
        return out

    def _citation(self, f: cite.Found, offset: int) -> dict[str, Any] | None:
        context = self.context
        if f.kind == "relative" and context.source is None:
            if not self.last:
                return None
            context = cite.Context(context.corpus, context.doc, self.last[0])
        targets = cite.resolve(f, context)
        if not targets:
            return None
        if f.kind != "relative":
            ids = cite.cited_ids(f, self.context)
            if ids:
                self.last[:] = [ids[-1]]
        own = citation_language(f.raw, self.languages)
        links = []
        parts = cite.segments(f, targets, context, self.words)
        pieces = [(s.start, s.end, targets[s.target : _stop(parts, n, targets)]) for n, s in enumerate(parts)]
        for start, end, group in pieces or [(f.start, f.end, targets)]:
            raw = f.raw[start - f.start : end - f.start]
            links.append(self._link(raw, start + offset, end + offset, group, own))
        return {
            "raw": f.raw,
            "start": f.start + offset,
            "end": f.end + offset,
            "kind": f.kind,
            "targets": [self.reader.reference(t) for t in targets],
            "links": links,
        }

    def _link(
        self, raw: str, start: int, end: int, targets: tuple[Target, ...], own: str | None
    ) -> dict[str, Any]:
        """One link of a citation (a list has one per item): its span and where it goes."""
        language = citation_language(raw, self.languages) or own
        if self.context.doc is None:
            chosen = self.reader.choose(targets, language)
        else:  # read in a named document: its own numbering and texts first, as resolved
            chosen = next((t for t in targets if self.reader.served(t)), None)
        reference = self.reader.reference(chosen or targets[0])
        return {"raw": raw, "start": start, "end": end} | reference


def _more_laws(item: dict[str, Any], found: cite.Found) -> int:
    """The laws a citation names beyond the items written: a range's ("Laws 61 to 64": 3)."""
    return max(len({t["id"] for t in item["targets"]}) - len(found.refs), 0)


def too_much_work() -> ApiError:
    return ApiError(
        413,
        "too_much_work",
        f"linking this text takes more than {TIME_BUDGET:g} s; send less text at a time",
        limit=TIME_BUDGET,
    )


def _check_lists(piece: str, words: CitationWords) -> None:
    """Refuse a list longer than :data:`MAX_LIST_ITEMS` before the finder reads it."""
    run = longest_list(piece, words, MAX_LIST_ITEMS)
    if run is not None:
        opening = " ".join(piece[run.start : run.start + 40].split())
        raise ApiError(
            413,
            "list_too_long",
            f"linkify reads lists of at most {MAX_LIST_ITEMS} items; this one has {run.items} "
            f"(it starts {opening!r}); send it in parts",
            limit=MAX_LIST_ITEMS,
        )


def _stop(parts: tuple[Any, ...], n: int, targets: tuple[Target, ...]) -> int:
    stop = parts[n + 1].target if n + 1 < len(parts) else len(targets)
    return max(stop, parts[n].target + 1)


def _chunks(text: str) -> Iterator[tuple[int, str]]:
    """``text`` in pieces of about :data:`CHUNK` characters, cut at a line end, else after a
    sentence, else at a space, so that no citation is cut; with each piece's offset."""
    start = 0
    while len(text) - start > CHUNK:
        window = text[start : start + CHUNK]
        cut = max(window.rfind("\n"), window.rfind(". "), 0) or window.rfind(" ")
        cut = cut + 1 if cut > 0 else CHUNK
        yield start, text[start : start + cut]
        start += cut
    yield start, text[start:]


def _anchor(link: dict[str, Any]) -> str:
    css = CITE_CLASS if link["exists"] else MISSING_CLASS
    return f'<a class="{css}" href="{html.escape(link["url"])}">{html.escape(link["raw"])}</a>'


def text_html(text: str, citations: list[dict[str, Any]], offset: int = 0) -> str:
    """``text`` escaped, with each link of its citations as an ``<a>``."""
    pieces, cursor = [], 0
    for link in (link for c in citations for link in c["links"] if link["url"] is not None):
        a, b = link["start"] - offset, link["end"] - offset
        pieces.append(html.escape(text[cursor:a]))
        pieces.append(_anchor(link))
        cursor = b
    pieces.append(html.escape(text[cursor:]))
    return "".join(pieces)


@bp.post("/linkify")
def linkify() -> Response:
    """Text, HTML or a list of texts in; the citations found, and the text or HTML linked. The
    whole request is timed, its answer's JSON included (:func:`_alarm`)."""
    deadline = time.monotonic() + TIME_BUDGET
    with _alarm(deadline):
        response = cast(Response, current_app.json.response(_linkify(deadline)))
        # the body's length as sent: a form's body has already been read into its fields
        _check_answer(len(response.get_data()), request.content_length or 0)
        return response


def _linkify(deadline: float) -> dict[str, Any]:
    c = corpus()
    fields = _fields()
    text, markup, texts = fields.get("text"), fields.get("html"), fields.get("texts")
    doc_id, source, language = fields.get("doc"), fields.get("source"), fields.get("lang")
    if any(not isinstance(v, str | None) for v in (text, markup, doc_id, source, language)):
        raise ApiError(400, "bad_input", "'text', 'html', 'doc', 'source' and 'lang' must be strings")
    for name, value in (("doc", doc_id), ("source", source), ("lang", language)):
        if value and len(value) > MAX_NAME_CHARS:  # before folding: NFKC may make it 18 times longer
            raise ApiError(
                400, "bad_input", f"'{name}' is a name or an id: at most {MAX_NAME_CHARS} characters"
            )
    if texts is not None and not request.is_json:
        raise ApiError(
            400, "bad_input", "'texts' is a list of strings, which only JSON can send: {\"texts\": [...]}"
        )
    if texts is not None and not (isinstance(texts, list) and all(isinstance(t, str) for t in texts)):
        raise ApiError(400, "bad_input", "'texts' must be a list of strings")
    if texts is not None and len(texts) > MAX_TEXTS:
        raise ApiError(413, "too_many_texts", f"at most {MAX_TEXTS} texts in one request", limit=MAX_TEXTS)
    if not text and not markup and not texts:
        raise ApiError(
            400, "missing_input", 'send {"text": ...}, {"html": ...} or {"texts": [...]} (at most 1 MiB)'
        )
    _check_size("text", len(text or "") + sum(len(t) for t in texts or ()), MAX_TEXT_CHARS)
    _check_size("HTML", len(markup or ""), MAX_HTML_CHARS)
    doc = _document(c, fold(doc_id) if doc_id else None)
    linker = Linker(
        corpus=c,
        context=cite.Context(c.citer, doc, fold(source) if source else None),
        reader=_reader(c, fold(language) if language else None),
        words=c.linking_words,  # made before the deadline: a page may quote English and Dutch alike
        deadline=deadline,
        languages=_citation_words(c),
    )
    if markup:
        _check_nesting(markup)
    if texts:
        return {"texts": [{"citations": linker.citations(t)} for t in texts]}
    if markup:
        return _linkify_html(markup, linker)
    found = linker.citations(text or "")
    return {"html": text_html(text or "", found).replace("\n", "<br>\n"), "citations": found}


def _check_answer(size: int, asked: int) -> None:
    """Refuse an answer more than :data:`ANSWER_RATIO` times the request (past :data:`ANSWER_FLOOR`)."""
    limit = max(ANSWER_FLOOR, ANSWER_RATIO * asked)
    if size > limit:
        raise ApiError(
            413,
            "answer_too_large",
            f"the answer would be {size // 1024} KiB, more than {ANSWER_RATIO} times the request "
            f"(or {ANSWER_FLOOR // 1024} KiB); send less text at a time",
            limit=limit,
        )


def _check_size(what: str, size: int, limit: int) -> None:
    if size > limit:
        raise ApiError(
            413,
            "too_long",
            f"linkify reads at most {limit // 1024} KiB of {what} per request (this is {size // 1024} KiB); "
            "send it in parts",
            limit=limit,
        )


#: the body types linkify reads besides JSON: forms (their fields, not files) and plain text
FORM_TYPES = frozenset({"application/x-www-form-urlencoded", "multipart/form-data"})
TEXT_TYPES = frozenset({"text/plain", ""})


def _fields() -> Any:
    """The request's fields: a JSON object, a form's fields, or plain text in the body (also
    with no Content-Type); any other type is a 415, never read as text."""
    kind = request.mimetype
    if request.is_json:
        fields = json_body()
        if not isinstance(fields, dict):
            raise ApiError(400, "bad_input", 'the body must be a JSON object: {"text": ...} or {"html": ...}')
        return fields
    if kind in FORM_TYPES:
        return _form_fields()
    if kind in TEXT_TYPES:
        return {"text": request.get_data(as_text=True)}
    raise ApiError(
        415,
        "unsupported_media_type",
        f"linkify reads JSON (application/json), a form or plain text (text/plain), not {kind}",
    )


def _form_fields() -> Any:
    """A form's fields; its files are not read, nor a form that cannot be (multipart with no
    boundary)."""
    if request.files:
        raise ApiError(
            415,
            "unsupported_media_type",
            "linkify reads a form's fields, not files: send the file's text as the field 'text'",
        )
    if not request.form and request.get_data(cache=True):
        raise ApiError(
            400, "bad_input", "the form's fields could not be read (a multipart body needs its boundary)"
        )
    return request.form


# --- HTML --------------------------------------------------------------------------------------


def _linkify_html(markup: str, linker: Linker) -> dict[str, Any]:
    """Parse as a browser does, link the text nodes outside :data:`SKIP_PARENTS`, serialise,
    and let nh3 keep only the allow-list."""
    fragment = parse_html(markup)
    found: list[dict[str, Any]] = []
    edits: dict[int, tuple[ElementTree.Element, dict[int, list[Any]]]] = {}
    offset = 0
    for parent, child, skipped in _text_slots(fragment):
        text = (child.tail if child is not None else parent.text) or ""
        if not skipped and text:
            citations = linker.citations(text)
            if citations:
                found.extend(_shifted(c, offset) for c in citations)
                slot = -1 if child is None else id(child)
                edits.setdefault(id(parent), (parent, {}))[1][slot] = _nodes(text, citations)
        offset += len(text)
    for parent, slots in edits.values():
        _apply(parent, slots)
    return {"html": sanitise(serialise(fragment)), "citations": found}


def parse_html(markup: str) -> ElementTree.Element:
    """An HTML fragment as a browser parses it (HTML5), with scripting on as in the browsers that
    run static/linker.js (so <noscript> holds raw text)."""
    return html5lib.parseFragment(markup, treebuilder="etree", namespaceHTMLElements=False, scripting=True)


def serialise(fragment: ElementTree.Element) -> str:
    """A parsed fragment as HTML again. Any faithful serialisation will do: nh3 parses it once
    more and keeps only the allow-list."""
    return html.escape(fragment.text or "", quote=False) + "".join(
        ElementTree.tostring(child, encoding="unicode", method="html") for child in fragment
    )


def _check_nesting(markup: str) -> None:
    """Refuse up front what would nest deeper than :data:`MAX_OPEN_ELEMENTS`: html5lib's time grows
    with the square of the depth (``<div>`` ten thousand times takes it many seconds). Counted
    from the tags: start tags of elements that need an end tag, less end tags."""
    depth = 0
    for m in _TAG.finditer(markup):
        name = m.group(2).lower()
        if m.group(1):
            depth -= 1
        elif name not in _NO_NESTING:
            depth += 1
            if depth > MAX_OPEN_ELEMENTS:
                raise ApiError(
                    413,
                    "too_deep",
                    f"the HTML nests more than {MAX_OPEN_ELEMENTS} elements deep; send it in parts",
                    limit=MAX_OPEN_ELEMENTS,
                )


#: a start or end tag, as far as counting depth goes
_TAG = re.compile(r"<(/?)([A-Za-z][^\s/>]*)")
#: elements that never hold others (void), or close themselves at the next of their kind
_NO_NESTING = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
     "param", "keygen", "p", "li", "dt", "dd", "tr", "td", "th", "option", "optgroup", "rp", "rt", "tbody",
     "thead", "tfoot", "colgroup", "caption"}
)  # fmt: skip


@contextmanager
def _alarm(deadline: float) -> Iterator[None]:
    """Stop the work at ``deadline`` with a 413, wherever it is (html5lib included). SIGALRM, so
    only where the request runs in the main thread, as in gunicorn's sync workers; elsewhere the
    checks between pieces of text and gunicorn's timeout bound it."""
    if threading.current_thread() is not threading.main_thread() or not hasattr(signal, "setitimer"):
        yield
        return

    def expire(signum: int, frame: Any) -> None:
        raise too_much_work()

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, max(deadline - time.monotonic(), 0.001))
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def sanitise(fragment: str) -> str:
    """Only the allow-list survives: no script, no event handler, no ``javascript:`` or ``data:``."""
    return nh3.clean(
        fragment,
        tags=set(ALLOWED_TAGS),
        clean_content_tags=set(DROPPED_WITH_CONTENT),
        attributes={k: set(v) for k, v in ALLOWED_ATTRIBUTES.items()},
        url_schemes=set(URL_SCHEMES),
        link_rel=None,
        strip_comments=True,
    )


def _shifted(citation: dict[str, Any], offset: int) -> dict[str, Any]:
    links = [
        link | {"start": link["start"] + offset, "end": link["end"] + offset} for link in citation["links"]
    ]
    return citation | {"start": citation["start"] + offset, "end": citation["end"] + offset, "links": links}


def _tag(element: ElementTree.Element) -> str | None:
    """An element's name; None for a comment or a doctype (html5lib keeps them as elements)."""
    tag = element.tag
    return tag.lower() if isinstance(tag, str) and not tag.startswith("<") else None


def _text_slots(
    root: ElementTree.Element,
) -> Iterator[tuple[ElementTree.Element, ElementTree.Element | None, bool]]:
    """Every text node in document order, as (parent, None) for the text before the parent's first
    child or (parent, child) for the text after a child, and whether it stands inside a skipped
    element. Walked without recursion, so that deep nesting costs no stack."""
    stack: list[tuple[ElementTree.Element, ElementTree.Element | None, bool]] = [(root, None, False)]
    while stack:
        element, tail_of, skipped = stack.pop()
        if tail_of is not None:  # the text after ``tail_of`` inside ``element``
            yield element, tail_of, skipped
            continue
        tag = _tag(element)
        if tag is None and element is not root:
            continue  # a comment: not text
        inside = skipped or tag in SKIP_PARENTS or element.get("contenteditable", "false") != "false"
        yield element, None, inside
        for child in reversed(list(element)):
            stack.append((element, child, inside))
            stack.append((child, None, inside))


def _nodes(text: str, citations: list[dict[str, Any]]) -> list[Any]:
    """``text`` as the string before its first link, then each link element (its tail the text
    after it)."""
    lead: str | None = None
    out: list[ElementTree.Element] = []
    cursor = 0
    for link in (link for c in citations for link in c["links"] if link["url"] is not None):
        before = text[cursor : link["start"]]
        if out:
            out[-1].tail = before
        else:
            lead = before
        css = CITE_CLASS if link["exists"] else MISSING_CLASS
        anchor = ElementTree.Element("a", {"class": css, "href": link["url"]})
        anchor.text = link["raw"]
        out.append(anchor)
        cursor = link["end"]
    if not out:
        return [text]
    out[-1].tail = text[cursor:]
    return [lead, *out]


def _apply(parent: ElementTree.Element, slots: dict[int, list[Any]]) -> None:
    """Put the linked text nodes in place: the text before the first child, and after children."""
    children: list[ElementTree.Element] = []
    if -1 in slots:
        parent.text, *links = slots[-1]
        children.extend(links)
    for child in list(parent):
        children.append(child)
        if id(child) in slots:
            child.tail, *links = slots[id(child)]
            children.extend(links)
    parent[:] = children
