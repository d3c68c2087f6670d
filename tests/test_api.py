"""The JSON API, as a tool builder meets it, on an artifact built from the bundled corpus."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from bs4 import BeautifulSoup
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from app import create_app

DOCUMENTS = ["laws-2007-en", "laws-2017-everyday-en", "laws-2017-nl", "notes-willetton", "notes-club-en"]


@pytest.fixture(scope="module")
def artifacts(artifacts_dir: Path) -> Path:
    """The artifact built from the bundled corpus, which the session's ``app`` serves (conftest)."""
    return artifacts_dir


def ok(response: TestResponse) -> Any:
    assert response.status_code == 200, response.get_data(as_text=True)[:300]
    assert response.mimetype == "application/json"
    return response.get_json()


def error(response: TestResponse, status: int, code: str | None = None) -> dict[str, Any]:
    """The error object of a response, checked to have the promised shape."""
    assert response.status_code == status, response.get_data(as_text=True)[:300]
    assert response.mimetype == "application/json"
    body = response.get_json()
    assert set(body) == {"error"}
    assert isinstance(body["error"]["code"], str) and body["error"]["code"]
    assert isinstance(body["error"]["message"], str) and body["error"]["message"]
    if code is not None:
        assert body["error"]["code"] == code
    return body["error"]


# --- documents and provisions ---------------------------------------------------------


def test_documents_lists_the_five_documents_with_their_provision_counts(
    client: FlaskClient, artifacts: Path
) -> None:
    documents = ok(client.get("/api/v1/documents"))["documents"]
    assert [d["id"] for d in documents] == DOCUMENTS
    built = json.loads((artifacts / "current" / "provisions.json").read_text(encoding="utf-8"))
    for d in documents:
        assert {"id", "title", "kind", "language", "edition", "source_file", "provision_count"} <= set(d)
        assert d["provision_count"] == sum(1 for p in built if p["doc"] == d["id"]) > 0
    by_id = {d["id"]: d for d in documents}
    assert by_id["laws-2007-en"]["kind"] == "formal" and by_id["laws-2007-en"]["edition"] == "2007"
    assert by_id["laws-2017-nl"]["language"] == "nl" and by_id["laws-2017-nl"]["version_of"] is None
    assert by_id["notes-club-en"]["edition"] is None


def test_a_document_has_its_table_of_contents_in_document_order(client: FlaskClient) -> None:
    document = ok(client.get("/api/v1/documents/laws-2007-en"))
    contents = document["contents"]
    assert document["id"] == "laws-2007-en"
    assert len(contents) == document["provision_count"]
    ids = [c["id"] for c in contents]
    assert ids[:3] == ["preface", "introduction", "definitions"]
    assert ids.index("16") < ids.index("16A") < ids.index("16B") < ids.index("16B1") < ids.index("16B1a")
    entry = contents[ids.index("16B1a")]
    assert entry == {"id": "16B1a", "display": "Law 16B1(a)", "heading": None, "parent": "16B1", "depth": 3}


def test_provisions_come_in_document_order_with_their_parents(client: FlaskClient) -> None:
    body = ok(client.get("/api/v1/documents/laws-2017-nl/provisions"))
    provisions = body["provisions"]
    assert body["doc"] == "laws-2017-nl"
    assert all(set(p) == {"id", "parent", "law", "heading", "text"} for p in provisions)
    seen: set[str] = set()
    for p in provisions:  # a parent always comes before its children
        assert p["parent"] is None or p["parent"] in seen, p["id"]
        seen.add(p["id"])
    toc = [c["id"] for c in ok(client.get("/api/v1/documents/laws-2017-nl"))["contents"]]
    assert [p["id"] for p in provisions] == toc


@pytest.mark.parametrize(
    "spelling",
    ["16B1a", "16B1(a)", "16b1a", "Law 16 B 1 (a)", "law 16B1(a)", "16B1 (a)", "L16B1a"],
)
def test_any_spelling_of_an_id_answers_with_the_canonical_id(client: FlaskClient, spelling: str) -> None:
    provision = ok(client.get(f"/api/v1/provisions/laws-2007-en/{spelling}"))
    assert provision["id"] == "16B1a"
    assert provision["display"] == "Law 16B1(a)"
    assert provision["requested"] == spelling
    assert provision["parent"] == "16B1"
    assert provision["law"] == 16
    assert provision["text"].startswith(
        "After a player makes available to his partner extraneous information"
    )


def test_a_provision_tells_its_whole_story(client: FlaskClient) -> None:
    law = ok(client.get("/api/v1/provisions/laws-2017-nl/16"))
    assert [k["id"] for k in law["children"]] == ["16A", "16B", "16C", "16D"]
    assert law["edition"] == "2017" and law["language"] == "nl"
    cited = ok(client.get("/api/v1/provisions/laws-2017-nl/16C"))
    assert any(c["id"] == "47E1" and c["raw"] == "artikel 16C" for c in cited["cited_by"])
    english = ok(client.get("/api/v1/provisions/laws-2007-en/16B1a"))
    assert {"doc": "laws-2017-nl", "id": "16B1a", "relation": "same"}.items() <= english["aligned"][0].items()
    assert english["url"] == "/laws/laws-2007-en/16B1a"
    assert 'id="16B1a-p1"' in english["html"]


def test_front_matter_ids_with_a_slash_are_served(client: FlaskClient) -> None:
    dummy = ok(client.get("/api/v1/provisions/laws-2007-en/definitions/dummy"))
    assert dummy["id"] == "definitions/dummy" and dummy["parent"] == "definitions"


def test_redirect_1_sends_a_non_canonical_spelling_to_the_canonical_url(client: FlaskClient) -> None:
    response = client.get("/api/v1/provisions/laws-2007-en/16b1(a)?redirect=1")
    assert response.status_code == 301
    assert response.headers["Location"] == "/api/v1/provisions/laws-2007-en/16B1a"
    assert response.get_json()["id"] == "16B1a"


def test_an_unknown_provision_is_a_json_404_that_suggests_the_nearest(client: FlaskClient) -> None:
    err = error(client.get("/api/v1/provisions/laws-2007-en/16B1z"), 404, "unknown_provision")
    suggested = [s["id"] for s in err["suggestions"]]
    assert "16B1" in suggested and "16B1a" in suggested
    assert all(s["url"] == f"/laws/laws-2007-en/{s['id']}" and s["exists"] for s in err["suggestions"])
    assert "16B1z" in err["message"]


@pytest.mark.parametrize(
    "url",
    [
        "/api/v1/documents/laws-1997-en",
        "/api/v1/documents/laws-1997-en/provisions",
        "/api/v1/provisions/x/16",
    ],
)
def test_an_unknown_document_is_a_json_404_that_lists_the_documents(client: FlaskClient, url: str) -> None:
    err = error(client.get(url), 404, "unknown_document")
    assert sorted(err["documents"]) == sorted(DOCUMENTS)


# --- errors ---------------------------------------------------------------------------

# fmt: off
ERRORS = [
    # (method, url, json body, status, code)
    ("GET", "/api/v1/no-such-thing", None, 404, "not_found"),
    ("GET", "/api/v1/search?q=dummy&limit=0", None, 400, "bad_query"),
    ("GET", "/api/v1/search?q=dummy&offset=-1", None, 400, "bad_query"),
    ("GET", "/api/v1/search?q=dummy&law=ninety", None, 400, "bad_query"),
    ("GET", "/api/v1/search?q=dummy&kind=novel", None, 400, "bad_query"),
    ("GET", "/api/v1/search?q=" + "x" * 501, None, 400, "bad_query"),
    ("GET", "/api/v1/resolve", None, 400, "missing_cite"),
    ("GET", "/api/v1/resolve?cite=" + "1" * 501, None, 400, "cite_too_long"),
    ("GET", "/api/v1/xrefs?doc=nope", None, 400, "unknown_document"),
    ("GET", "/api/v1/compare/0", None, 404, "unknown_law"),
    ("GET", "/api/v1/compare/16B", None, 404, "unknown_law"),
    ("POST", "/api/v1/linkify", {"text": ""}, 400, "missing_input"),
    ("POST", "/api/v1/linkify", {"text": 16}, 400, "bad_input"),
    ("POST", "/api/v1/linkify", {"text": "Law 16B", "doc": ["laws-2007-en"]}, 400, "bad_input"),
    ("POST", "/api/v1/linkify", ["Law 16B"], 400, "bad_input"),
    ("POST", "/api/v1/linkify", {"text": "Law 16B", "doc": "nope"}, 400, "unknown_document"),
]
# fmt: on


@pytest.mark.parametrize(("method", "url", "body", "status", "code"), ERRORS, ids=[e[1][:50] for e in ERRORS])
def test_errors_have_one_shape_everywhere(
    client: FlaskClient, method: str, url: str, body: Any, status: int, code: str
) -> None:
    error(client.open(url, method=method, json=body), status, code)


@pytest.mark.parametrize(
    ("method", "url"),
    [
        ("POST", "/api/v1/documents"),
        ("DELETE", "/api/v1/provisions/laws-2007-en/16B1a"),
        ("PUT", "/api/v1/search"),
        ("GET", "/api/v1/linkify"),
        ("PATCH", "/api/v1/compare/16"),
    ],
)
def test_a_wrong_method_is_a_json_405_naming_the_allowed_ones(
    client: FlaskClient, method: str, url: str
) -> None:
    response = client.open(url, method=method)
    error(response, 405, "method_not_allowed")
    assert method not in response.headers["Allow"]
    assert response.headers["Allow"]


# --- compare --------------------------------------------------------------------------


def test_compare_lines_up_a_law_across_documents_by_the_2017_numbering(client: FlaskClient) -> None:
    data = ok(client.get("/api/v1/compare/16?docs=laws-2007-en,laws-2017-nl"))
    assert data["law"] == 16 and data["docs"] == ["laws-2007-en", "laws-2017-nl"]
    rows = {r["key"]: r["cells"] for r in data["rows"]}
    assert set(rows["16B1a"]) == {"laws-2007-en", "laws-2017-nl"}
    assert rows["16B1a"]["laws-2007-en"]["id"] == "16B1a"
    # 2007 16A3 has no 2017 counterpart; 2017 16D is the 2007 code's 16C (beyond this 2007 text)
    deleted = rows["16A3 (2007, deleted in 2017)"]
    assert deleted["laws-2007-en"]["id"] == "16A3" and deleted["laws-2017-nl"] is None
    notes = {n["key"]: n["note"] for n in data["notes"] if n["doc"] == "laws-2007-en"}
    assert "16C" in notes["16D"]


def test_compare_without_docs_takes_every_document_holding_or_discussing_the_law(client: FlaskClient) -> None:
    data = ok(client.get("/api/v1/compare/16"))
    assert data["docs"] == ["laws-2007-en", "laws-2017-nl", "notes-club-en"]
    explained = [
        r for r in data["rows"] if (r["cells"].get("notes-club-en") or {}).get("relation") == "explains"
    ]
    assert explained


def test_compare_with_an_unknown_document_is_a_400(client: FlaskClient) -> None:
    err = error(client.get("/api/v1/compare/16?docs=laws-2007-en,laws-1997-en"), 400, "unknown_document")
    assert "laws-1997-en" in err["message"]
    assert sorted(err["documents"]) == sorted(DOCUMENTS)


# --- resolve ---------------------------------------------------------------------------


def test_resolve_an_explicit_citation(client: FlaskClient) -> None:
    body = ok(client.get("/api/v1/resolve", query_string={"cite": "Law 16B1(a)", "doc": "laws-2007-en"}))
    assert body["raw"] == "Law 16B1(a)" and body["reason"] is None
    assert {"doc": "laws-2007-en", "id": "16B1a", "exists": True} in [
        {k: m[k] for k in ("doc", "id", "exists")} for m in body["targets"]
    ]


def test_resolve_an_ambiguous_citation_without_a_document_gives_several_matches(client: FlaskClient) -> None:
    body = ok(client.get("/api/v1/resolve", query_string={"cite": "16C"}))
    found = {(m["doc"], m["id"]) for m in body["targets"]}
    # read in the 2017 numbering it is 16C; read in the 2007 numbering it is 2017's 16D
    assert {("laws-2017-nl", "16C"), ("laws-2017-nl", "16D"), ("laws-2007-en", "16C")} <= found
    assert body["reason"] is None


def test_resolve_in_one_document_reads_its_numbering(client: FlaskClient) -> None:
    body = ok(client.get("/api/v1/resolve", query_string={"cite": "artikel 16C", "doc": "laws-2017-nl"}))
    assert [(m["doc"], m["id"], m["exists"]) for m in body["targets"]][0] == ("laws-2017-nl", "16C", True)


def test_resolve_something_that_is_not_a_citation_gives_no_match_and_a_reason(client: FlaskClient) -> None:
    body = ok(client.get("/api/v1/resolve", query_string={"cite": "lead out of turn"}))
    assert body["targets"] == []
    assert "not a citation" in body["reason"]


def test_resolve_a_relative_citation_needs_its_context(client: FlaskClient) -> None:
    alone = ok(client.get("/api/v1/resolve", query_string={"cite": "see C", "doc": "laws-2007-en"}))
    assert alone["targets"] == [] and "source" in alone["reason"]
    placed = ok(
        client.get(
            "/api/v1/resolve", query_string={"cite": "see C", "doc": "laws-2007-en", "source": "16B1a"}
        )
    )
    assert ("laws-2007-en", "16C") in {(m["doc"], m["id"]) for m in placed["targets"]}


def test_xrefs_of_one_document(client: FlaskClient) -> None:
    body = ok(client.get("/api/v1/xrefs", query_string={"doc": "laws-2017-nl"}))
    assert body["doc"] == "laws-2017-nl" and body["total"] == len(body["xrefs"]) > 0
    assert all(x["doc"] == "laws-2017-nl" and x["targets"] for x in body["xrefs"])
    every = ok(client.get("/api/v1/xrefs"))
    assert every["doc"] is None and every["total"] > body["total"]


# --- linkify ---------------------------------------------------------------------------


def test_linkify_text_escapes_it_and_links_each_citation(client: FlaskClient) -> None:
    text = "<b>Note</b>: Law 16B applies."
    body = ok(client.post("/api/v1/linkify", json={"text": text, "doc": "laws-2007-en"}))
    assert body["html"].startswith('&lt;b&gt;Note&lt;/b&gt;: <a class="cite" href="/laws/laws-2007-en/16B">')
    (citation,) = body["citations"]
    assert text[citation["start"] : citation["end"]] == citation["raw"] == "Law 16B"


def test_linkify_html_changes_only_text_nodes(client: FlaskClient) -> None:
    markup = (
        '<p class="x">Apply Law 16B1(a) here.</p>'
        '<p><a href="/mine">Law 12C</a> and <code>Law 13</code> stay; <em>Law 45C2</em> is linked.</p>'
        '<img alt="Law 16" src="/i.png">'
    )
    body = ok(client.post("/api/v1/linkify", json={"html": markup, "doc": "laws-2007-en"}))
    soup = BeautifulSoup(body["html"], "html.parser")
    links = soup.find_all("a")
    assert [a.get_text() for a in links] == ["Law 16B1(a)", "Law 12C", "Law 45C2"]
    assert links[0]["href"] == "/laws/laws-2007-en/16B1a"
    assert links[1]["href"] == "/mine" and "class" not in links[1].attrs  # untouched
    assert soup.code is not None and soup.code.decode_contents() == "Law 13"
    assert soup.img is not None and soup.img["alt"] == "Law 16"  # attributes are not text nodes
    assert soup.p is not None and soup.p["class"] == ["x"]
    assert [c["raw"] for c in body["citations"]] == ["Law 16B1(a)", "Law 45C2"]
    assert soup.get_text() == BeautifulSoup(markup, "html.parser").get_text()


def test_linkify_reads_up_to_256_kib_of_text_and_refuses_more_up_front(client: FlaskClient) -> None:
    text = "Law 16B. " + "x" * (256 * 1024 - 100)
    body = ok(client.post("/api/v1/linkify", json={"text": text}))
    assert body["citations"][0]["raw"] == "Law 16B"
    err = error(client.post("/api/v1/linkify", json={"text": "x" * (256 * 1024 + 1)}), 413, "too_long")
    assert "256 KiB" in err["message"] and err["limit"] == 256 * 1024


def test_linkify_refuses_a_body_over_1_mib_with_a_json_413(client: FlaskClient) -> None:
    err = error(client.post("/api/v1/linkify", json={"text": "x" * (1024 * 1024)}), 413)
    assert "1 MiB" in err["message"]
    error(client.post("/api/v1/linkify", data="x" * (1024 * 1024 + 1), content_type="text/plain"), 413)


@pytest.mark.parametrize("raw", ['{"text": "Law 16B"', "{'text': 'Law 16B'}", "text=Law 16B", "\xff"])
def test_linkify_refuses_malformed_json_with_a_400(client: FlaskClient, raw: str) -> None:
    response = client.post("/api/v1/linkify", data=raw, content_type="application/json")
    error(response, 400, "bad_json")


def test_linkify_reads_plain_text_and_forms_too(client: FlaskClient) -> None:
    plain = ok(client.post("/api/v1/linkify", data="see Law 16B", content_type="text/plain"))
    form = ok(client.post("/api/v1/linkify", data={"text": "see Law 16B"}))
    assert plain == form and plain["citations"][0]["raw"] == "Law 16B"


# --- search ----------------------------------------------------------------------------


def test_search_finds_words_and_answers_with_urls(client: FlaskClient) -> None:
    body = ok(client.get("/api/v1/search", query_string={"q": "dummy", "limit": 3}))
    assert body["q"] == "dummy" and body["total"] >= 3 and len(body["results"]) == 3
    first = body["results"][0]
    assert first["url"] == f"/laws/{first['doc']}/{first['id']}"
    assert "<mark>" in first["snippet"]


def test_search_for_a_citation_puts_the_provision_first(client: FlaskClient) -> None:
    body = ok(client.get("/api/v1/search", query_string={"q": "Law 16 B 1 (a)"}))
    assert (body["results"][0]["id"], body["citation"]["id"]) == ("16B1a", "16B1a")


@pytest.mark.parametrize(
    ("q", "cited"),
    [
        ("Laws 16B1a and 1b", [("16B1a", "Law 16B1(a)", True), ("16B1b", "Law 16B1(b)", True)]),
        ("compare 20F1 with 20F2", [("20F1", "Law 20F1", False), ("20F2", "Law 20F2", True)]),
        ("artikel 16C of 16D en 16C", [("16C", "Law 16C", True), ("16D", "Law 16D", True)]),
        ("2007 law 16C and 16D", [("16D", "Law 16C (2007)", True), ("16C", "Law 16D (2007)", True)]),
        ("revoke", []),
    ],
)
def test_search_names_every_cited_provision_in_the_order_typed(
    client: FlaskClient, q: str, cited: list[tuple[str, str, bool]]
) -> None:
    """``citations`` names each provision a query cites once, in the order typed, and
    ``citation`` is its first (null when it cites none), as clients that read one expect."""
    body = ok(client.get("/api/v1/search", query_string={"q": q, "limit": 3}))
    assert [(c["id"], c["display"], c["in_corpus"]) for c in body["citations"]] == cited
    assert body["citation"] == (body["citations"][0] if cited else None)


def test_search_filters_and_pages(client: FlaskClient) -> None:
    everything = ok(client.get("/api/v1/search", query_string={"q": "revoke", "limit": 100}))
    notes = ok(client.get("/api/v1/search", query_string={"q": "revoke", "kind": "commentary", "limit": 100}))
    assert 0 < notes["total"] < everything["total"]
    assert {r["doc"] for r in notes["results"]} <= {"notes-willetton", "notes-club-en"}
    page2 = ok(client.get("/api/v1/search", query_string={"q": "revoke", "limit": 2, "offset": 2}))
    assert [r["id"] for r in page2["results"]] == [r["id"] for r in everything["results"][2:4]]


def test_api_responses_may_be_read_from_any_origin(client: FlaskClient) -> None:
    response = client.get("/api/v1/documents")
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert response.headers["X-Content-Type-Options"] == "nosniff"


def test_no_artifact_is_a_json_503(tmp_path: Path) -> None:
    app = create_app({"TESTING": True, "ARTIFACTS_DIR": str(tmp_path)})
    err = error(app.test_client().get("/api/v1/documents"), 503, "service_unavailable")
    assert "make build" in err["message"]


def test_a_browser_on_another_site_may_post_to_linkify(client) -> None:
    """The CORS preflight of a JSON POST is answered, so static/linker.js works anywhere."""
    response = client.options(
        "/api/v1/linkify",
        headers={
            "Origin": "https://club.example",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "Content-Type",
        },
    )
    assert response.status_code == 200
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert "POST" in response.headers["Access-Control-Allow-Methods"]
    assert "Content-Type" in response.headers["Access-Control-Allow-Headers"]


# --- one vocabulary --------------------------------------------------------------------

REFERENCE = {"doc", "id", "display", "url", "exists"}


def references_in(client: FlaskClient) -> list[tuple[str, dict[str, Any]]]:
    """Every provision reference the API gives, with where it came from."""
    found: list[tuple[str, dict[str, Any]]] = []
    for doc, pid in [("laws-2007-en", "16B1a"), ("laws-2017-nl", "16"), ("laws-2017-nl", "16C"),
                     ("notes-club-en", "revokes"), ("laws-2007-en", "12C1f")]:  # fmt: skip
        body = ok(client.get(f"/api/v1/provisions/{doc}/{pid}"))
        found += [("children", r) for r in body["children"]]
        found += [("cited_by", r) for r in body["cited_by"]]
        found += [("aligned", r) for r in body["aligned"]]
        found += [("cites", t) for c in body["cites"] for t in c["targets"]]
    found += [("xrefs", t) for x in ok(client.get("/api/v1/xrefs"))["xrefs"] for t in x["targets"]]
    hits = ok(client.get("/api/v1/search", query_string={"q": "hesitation", "limit": 20}))["results"]
    found += [("search aligned", a) for h in hits for a in h["aligned"]]
    rows = ok(client.get("/api/v1/compare/16"))["rows"]
    found += [("compare", cell) for r in rows for cell in r["cells"].values() if cell]
    suggestions = client.get("/api/v1/provisions/laws-2007-en/16B1z").get_json()["error"]["suggestions"]
    found += [("suggestions", s) for s in suggestions]
    return found


def test_a_provision_reference_is_the_same_object_everywhere(client: FlaskClient) -> None:
    found = references_in(client)
    assert {where for where, _ in found} == {
        "children", "cited_by", "aligned", "cites", "xrefs", "search aligned", "compare", "suggestions"
    }  # fmt: skip
    for where, r in found:
        assert set(r) >= REFERENCE, (where, r)
        assert isinstance(r["exists"], bool) and r["url"].startswith("/laws/"), (where, r)


def test_references_name_provisions_as_readers_do_and_never_link_an_unserved_text(
    client: FlaskClient,
) -> None:
    served = {d["id"] for d in ok(client.get("/api/v1/documents"))["documents"]}
    for where, r in references_in(client):
        assert r["display"] != r["id"] and "-" not in r["display"].split(":")[0], (where, r)
        if r["exists"]:
            assert r["url"] == f"/laws/{r['doc']}/{r['id']}"
        assert r["url"].split("/")[2] in served or r["url"].count("/") == 2, (where, r)
    revokes = ok(client.get("/api/v1/provisions/notes-club-en/revokes"))
    assert [(a["id"], a["url"], a["exists"]) for a in revokes["aligned"]] == [
        (law, f"/laws/{law}", False) for law in ("61", "62", "63", "64")
    ]
    english = ok(client.get("/api/v1/provisions/laws-2007-en/12C1f"))
    assert [(a["id"], a["url"]) for a in english["aligned"]] == [("12C1e", "/laws/12C1e")]


def test_counts_are_named_as_counts_and_absent_values_are_null(client: FlaskClient) -> None:
    document = ok(client.get("/api/v1/documents/laws-2017-nl"))
    listed = ok(client.get("/api/v1/documents/laws-2017-nl/provisions"))
    assert "provisions" not in document and document["provision_count"] == len(listed["provisions"])
    assert document["version_of"] is None  # the 2017 English text it translates is not served here
    provision = ok(client.get("/api/v1/provisions/laws-2007-en/16B1a"))
    assert provision["heading"] is None
    assert provision["cited_by"] == [] or "source" not in provision["cited_by"][0]
