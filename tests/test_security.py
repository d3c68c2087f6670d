"""Hostile input, answered as the API promises: linkify's HTML is safe whatever comes in, every
error is the API's JSON error with a fitting 4xx, look-alike input reads as what it looks like,
and no answer names the Host a client sent."""

from __future__ import annotations

import json
import os
import re
import shutil
from collections import Counter
from pathlib import Path
from typing import Any

import html5lib
import pytest
from flask.testing import FlaskClient
from hypothesis import HealthCheck
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from api.citations import MAX_HTML_CHARS
from api.citations import parse_html
from api.citations import sanitise
from api.citations import serialise
from api.headers import CORS_HEADERS
from api.headers import SECURITY_HEADERS
from app import create_app
from indexer.artifact import FORMAT
from indexer.lookalike import ascii_int
from indexer.lookalike import fold
from indexer.models import SourceError
from indexer.sources import read_entries

ROOT = Path(__file__).resolve().parent.parent

#: a URL a browser would run or load inline: scheme letters with any whitespace or controls between
DANGEROUS_URL = re.compile(r"^[\x00-\x20]*(?:j[\s\x00]*a[\s\x00]*v[\s\x00]*a[\s\x00]*s|vbscript|data)", re.I)


#: elements that run, load or hide content, or re-parse it
UNSAFE_TAGS = frozenset(
    {"script", "style", "iframe", "object", "embed", "svg", "math", "xmp", "noscript", "template", "noembed",
     "noframes", "base", "meta", "link", "form"}
)  # fmt: skip


def linkify_html(client: FlaskClient, markup: str, **extra: Any) -> dict[str, Any]:
    response = client.post("/api/v1/linkify", json={"html": markup} | extra)
    assert response.status_code == 200, response.get_data(as_text=True)[:300]
    return response.get_json()


def elements(markup: str) -> list[Any]:
    """Every element of ``markup`` as a browser parses it (a fragment in a <body>)."""
    fragment = html5lib.parseFragment(markup, treebuilder="etree", namespaceHTMLElements=False)
    return [e for e in fragment.iter() if isinstance(e.tag, str)]


def assert_safe(markup: str) -> None:
    """The sanitiser's promise, checked on the output as a browser would read it."""
    for element in elements(markup):
        tag = element.tag.lower()
        assert tag not in UNSAFE_TAGS, markup
        for name, value in element.attrib.items():
            assert not name.lower().startswith("on"), markup
            assert name.lower() not in {"style", "srcdoc", "formaction", "id", "name"}, markup
            if name.lower() in {"href", "src", "action", "cite", "poster"}:
                assert not DANGEROUS_URL.match(value), markup


# --- linkify's HTML ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("markup", "cited"),
    [
        ("<img src=x onerror=alert(1)> Law 16 <a href='javascript:alert(1)'>x</a>", ["Law 16"]),
        ("""<xmp><i><xmp></i><img src=x onerror="document.title='PWNED'"></xmp> See Law 16B1(a)""",
         ["Law 16B1(a)"]),
        ("""<noscript><b><noscript></b><img src=x onerror=alert(1)></noscript> See Law 16B1(a)""",
         ["Law 16B1(a)"]),
        ("<iframe><i></iframe><img src=x onerror=alert(1)> See Law 16B1(a)", ["Law 16B1(a)"]),
        ("<svg><style><img src=x onerror=alert(1)></style></svg> See Law 16B1(a)", ["Law 16B1(a)"]),
        ("<math><mtext><table><mglyph><style><img src=x onerror=alert(1)> Law 16B1(a)", []),
        ("<a href=' &#14;javascript:alert(1)'>Law 12</a> <a href='data:text/html,<script>1</script>'>d</a>",
         []),
        ("<form><button formaction=javascript:alert(1)>Law 12</button></form> See Law 16B1(a)",
         ["Law 16B1(a)"]),
        ("<p style='background:url(javascript:alert(1))' onclick=alert(1)>See Law 16B1(a)</p>",
         ["Law 16B1(a)"]),
        ("<!-- Law 12 --><![CDATA[ Law 12 ]]> See Law 16B1(a) <template><img src=x onerror=1></template>",
         ["Law 16B1(a)"]),
    ],
)  # fmt: skip
def test_linkify_returns_no_script_handler_or_script_url_whatever_comes_in(
    client: FlaskClient, markup: str, cited: list[str]
) -> None:
    body = linkify_html(client, markup)
    assert_safe(body["html"])
    assert [c["raw"] for c in body["citations"]] == cited


def test_linkify_links_only_text_outside_raw_text_elements(client: FlaskClient) -> None:
    markup = "<xmp>Law 12</xmp><textarea>Law 13</textarea><p title='Law 14'>Law 15</p><code>Law 2</code>"
    body = linkify_html(client, markup)
    assert [c["raw"] for c in body["citations"]] == ["Law 15"]
    assert 'title="Law 14"' in body["html"] and "Law 12" not in body["html"]


#: pieces of HTML an attacker would combine: raw-text elements, handlers, script URLs, citations
PIECES = st.sampled_from(
    ["<", ">", "</", "<!--", "-->", "<![CDATA[", "]]>", '"', "'", "=", "&", "&lt;", "&#0;", "\x00", "\n",
     "javascript:", "data:text/html,", " onerror=", " onclick=", " href=", " src=", " style=", " srcdoc=",
     "Law 16B1(a)", "Laws 61 to 64", "artikel 16C", "see C2 below", " ", "x"]
)  # fmt: skip
TAGS = st.sampled_from(
    ["script", "style", "xmp", "noscript", "iframe", "noembed", "noframes", "template", "textarea", "title",
     "svg", "math", "img", "a", "p", "b", "table", "select", "option", "object", "plaintext", "form",
     "button", "base", "meta", "mglyph", "malignmark", "frameset", "image"]
)  # fmt: skip
ATTRIBUTES = st.sampled_from(
    ["onerror=alert(1)", "onload='alert(1)'", 'href="javascript:alert(1)"', "href=' java\tscript:1'",
     "src=data:image/svg+xml,1", "style=x:expression(1)", "srcdoc='<script>1</script>'", "class=cite",
     "href=/laws/16", "contenteditable", "lang=nl"]
)  # fmt: skip


@st.composite
def hostile_html(draw: st.DrawFn) -> str:
    parts = []
    for _ in range(draw(st.integers(0, 12))):
        kind = draw(st.integers(0, 3))
        if kind == 0:
            parts.append(draw(PIECES))
        elif kind == 1:
            attrs = " ".join(draw(st.lists(ATTRIBUTES, max_size=2)))
            parts.append(f"<{draw(TAGS)} {attrs}>")
        elif kind == 2:
            parts.append(f"</{draw(TAGS)}>")
        else:
            parts.append(draw(st.text(max_size=8)))
    return "".join(parts)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(markup=st.one_of(hostile_html(), st.text(max_size=80)))
def test_property_linkify_output_is_safe_and_only_text_gains_links(client: FlaskClient, markup: str) -> None:
    if not markup.strip():
        return
    body = linkify_html(client, markup)
    assert_safe(body["html"])
    drawn = [link for c in body["citations"] for link in c["links"] if link["url"]]
    assert all(link["url"].startswith("/laws/") and "//" not in link["url"] for link in drawn)
    # the same markup, parsed, serialised and sanitised without linking: the linked answer has
    # the same text and the same elements, but for one <a> per link drawn
    unlinked = sanitise(serialise(parse_html(markup)))
    assert text_of(body["html"]) == text_of(unlinked)
    added = Counter(e.tag for e in elements(body["html"])) - Counter(e.tag for e in elements(unlinked))
    assert added == (Counter({"a": len(drawn)}) if drawn else Counter())


def text_of(markup: str) -> str:
    return "".join(parse_html(markup).itertext())


def test_linkify_refuses_html_past_its_limit_up_front(client: FlaskClient) -> None:
    response = client.post("/api/v1/linkify", json={"html": "<p>Law 12</p>" * (MAX_HTML_CHARS // 10)})
    assert response.status_code == 413
    assert response.get_json()["error"]["code"] == "too_long"


def test_html_nested_past_the_limit_is_refused_up_front_and_deep_html_within_it_is_linked(
    client: FlaskClient,
) -> None:
    response = client.post("/api/v1/linkify", json={"html": "<div>" * 20_000 + "Law 12"})
    assert response.status_code == 413 and response.get_json()["error"]["code"] == "too_deep"
    body = linkify_html(client, "<b>" * 300 + "<p>x</p>" * 200 + "See Law 16B1(a)")
    assert [c["raw"] for c in body["citations"]] == ["Law 16B1(a)"]


# --- errors ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ("[" * 100_000, 400, "bad_json"),
        ('{"text": ' * 50_000, 400, "bad_json"),
        ('{"texts": ' + '["x"]' * 2 + "}", 400, "bad_json"),
        ('{"texts": "Law 12"}', 400, "bad_input"),
        ('{"texts": [' + ",".join(['"x"'] * 10_001) + "]}", 413, "too_many_texts"),
    ],
)
def test_hostile_bodies_get_the_json_error_with_a_4xx(
    client: FlaskClient, body: str, status: int, code: str
) -> None:
    response = client.post("/api/v1/linkify", data=body, content_type="application/json")
    assert response.status_code == status, response.get_data(as_text=True)[:200]
    assert response.get_json()["error"]["code"] == code


MULTIPART_FILE = (
    b'--b\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n'
    b"Content-Type: text/plain\r\n\r\nSee Law 16\r\n--b--\r\n"
)
MULTIPART_FIELD = b'--b\r\nContent-Disposition: form-data; name="text"\r\n\r\nSee Law 16\r\n--b--\r\n'


@pytest.mark.parametrize(
    ("body", "content_type", "status", "code"),
    [
        (b"See Law 16", "application/xml", 415, "unsupported_media_type"),
        (b"See Law 16", "application/octet-stream", 415, "unsupported_media_type"),
        (b"See Law 16", "text/html", 415, "unsupported_media_type"),
        (MULTIPART_FILE, "multipart/form-data; boundary=b", 415, "unsupported_media_type"),
        (MULTIPART_FIELD, "multipart/form-data", 400, "bad_input"),
        (b"texts=See+Law+16", "application/x-www-form-urlencoded", 400, "bad_input"),
    ],
)
def test_a_body_linkify_does_not_read_is_refused_saying_what_it_reads(
    client: FlaskClient, body: bytes, content_type: str, status: int, code: str
) -> None:
    """Never linkified as raw text (before: a multipart envelope came back as HTML with a 200)."""
    response = client.post("/api/v1/linkify", data=body, content_type=content_type)
    assert response.status_code == status
    error = response.get_json()["error"]
    assert error["code"] == code
    assert "Content-Disposition" not in error["message"]
    if "texts" in body.decode():
        assert "only JSON" in error["message"]
    elif status == 415:
        assert "JSON" in error["message"] or "field 'text'" in error["message"]


@pytest.mark.parametrize(
    ("body", "content_type"),
    [
        (b"See Law 16", "text/plain"),
        (b"See Law 16", "text/plain; charset=utf-8"),
        (b"See Law 16", ""),
        (b"text=See+Law+16", "application/x-www-form-urlencoded"),
        (MULTIPART_FIELD, "multipart/form-data; boundary=b"),
    ],
)
def test_plain_text_and_forms_are_read(client: FlaskClient, body: bytes, content_type: str) -> None:
    response = client.post("/api/v1/linkify", data=body, content_type=content_type or None)
    assert response.status_code == 200
    assert [c["raw"] for c in response.get_json()["citations"]] == ["Law 16"]


@pytest.mark.parametrize(
    ("cite", "message"),
    [
        ("x" * 501, "a citation is at most 500 characters (this is 501)"),
        ("\ufdfa" * 120, "read as it looks (look-alike characters written out), the citation is 2160"),
    ],
)
def test_resolve_measures_a_citation_as_typed_and_bounds_it_as_read(
    client: FlaskClient, cite: str, message: str
) -> None:
    response = client.get("/api/v1/resolve", query_string={"cite": cite})
    assert response.status_code == 400
    assert response.get_json()["error"]["code"] == "cite_too_long"
    assert response.get_json()["error"]["message"].startswith(message)


def test_resolve_reads_a_short_citation_that_folding_makes_longer(client: FlaskClient) -> None:
    """30 characters typed, 540 read: within the limit (before: "at most 500 characters")."""
    response = client.get("/api/v1/resolve", query_string={"cite": "\ufdfa" * 30})
    assert response.status_code == 200 and response.get_json()["targets"] == []


def test_more_links_than_the_cap_are_refused_with_the_limit(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("api.citations.MAX_LINKS", 50)
    response = client.post("/api/v1/linkify", json={"text": "Law 16 " * 49})
    assert response.status_code == 200
    response = client.post("/api/v1/linkify", json={"text": "Law 16 " * 300})
    assert response.status_code == 413
    assert response.get_json()["error"] | {"message": ""} == {
        "code": "too_many_citations",
        "message": "",
        "limit": 50,
    }


def test_a_redirect_never_names_the_host_the_client_sent(client: FlaskClient) -> None:
    response = client.get("/laws//16b1a", headers={"Host": "evil.example"})
    assert response.status_code in (301, 308)
    assert response.headers["Location"] == "/laws/16b1a"
    response = client.get("//evil.example/laws/16b1a", headers={"Host": "evil.example"})
    assert not response.headers.get("Location", "/").startswith("//")


# --- look-alike input --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "folded"),
    [("Law １６Ｂ１", "Law 16B1"), ("16B1a\u202e", "16B1a"), ("\ufeff16B1a", "16B1a"), ("16\u00adB", "16B"),
     ("Law\u200b 16", "Law 16"), ("ﬁnesse", "finesse"), ("plain", "plain")],
)  # fmt: skip
def test_fold_reads_look_alike_text_as_it_looks(raw: str, folded: str) -> None:
    assert fold(raw) == folded


@pytest.mark.parametrize(
    ("raw", "value"),
    [("10", 10), ("-1", -1), ("١٠", None), ("１０", None), ("1e3", None), (" 10", None), ("", None),
     ("9" * 10, None)],
)  # fmt: skip
def test_limit_and_offset_are_whole_numbers_in_ascii_digits(raw: str, value: int | None) -> None:
    assert ascii_int(raw) == value


@pytest.mark.parametrize(
    "cite", ["Law １６Ｂ１(a)", "Law 16B1(a)\u202e", "\ufeffLaw 16B1(a)", "Law 16B1\u200b(a)"]
)
def test_resolve_reads_look_alike_citations(client: FlaskClient, cite: str) -> None:
    body = client.get("/api/v1/resolve", query_string={"cite": cite}).get_json()
    assert body["targets"] and body["targets"][0]["id"] == "16B1a"


@pytest.mark.parametrize("pid", ["16B1a\u202e", "\ufeff16B1a", "１６B1a"])
def test_provision_ids_are_read_as_they_look(client: FlaskClient, pid: str) -> None:
    response = client.get(f"/api/v1/provisions/laws-2007-en/{pid}", follow_redirects=True)
    assert response.status_code == 200 and response.get_json()["id"] == "16B1a"


@pytest.mark.parametrize("value", ["١٠", "１０", "10.0", "ten"])
def test_a_limit_that_is_not_ascii_digits_is_a_400(client: FlaskClient, value: str) -> None:
    response = client.get("/api/v1/search", query_string={"q": "dummy", "limit": value})
    assert response.status_code == 400 and response.get_json()["error"]["code"] == "bad_query"


def test_a_look_alike_query_finds_what_the_plain_one_finds(client: FlaskClient) -> None:
    plain = client.get("/api/v1/search", query_string={"q": "dummy"}).get_json()
    odd = client.get("/api/v1/search", query_string={"q": "du\u200bmmy\ufeff"}).get_json()
    assert odd["total"] == plain["total"] > 0


# --- what a query string, a body or a Host header must never steer ------------------------------


def test_search_page_links_take_no_instructions_from_the_query_string(client: FlaskClient) -> None:
    """url_for reads _external, _scheme, _method and _anchor as instructions: the page's own
    links keep only the search's parameters (before: _method was a 500, _external linked Host)."""
    query = {"q": "dummy", "_external": "1", "_scheme": "javascript", "_method": "POST", "_anchor": "x"}
    response = client.get("/search", query_string=query, headers={"Host": "evil.example"})
    assert response.status_code == 200
    links = [e.get("href") for e in elements(response.get_data(as_text=True)) if e.get("href")]
    assert links and all(link.startswith(("/", "#")) and not link.startswith("//") for link in links)
    assert "/search?q=dummy&offset=10" in links


def test_a_redirect_page_links_a_path_not_the_host(client: FlaskClient) -> None:
    response = client.get("/laws//16b1a", headers={"Host": "evil.example"})
    assert response.status_code in (301, 308)
    assert "evil.example" not in response.get_data(as_text=True)
    assert 'href="/laws/16b1a"' in response.get_data(as_text=True)


@pytest.mark.parametrize(
    "body",
    [
        '{"html": "\\ud800 See Law 16B1(a)"}',
        '{"html": "<p title=\\"\\udfff\\">See Law 16B1(a)</p>"}',
        '{"text": "See Law 16B1(a) \\ud800"}',
        '{"texts": ["\\udc00See Law 16B1(a)"]}',
        '{"text": "See Law 16B1(a)", "lang": "\\ud800"}',
    ],
)
def test_lone_surrogates_in_a_json_body_read_as_replacement_characters(
    client: FlaskClient, body: str
) -> None:
    """Valid JSON, but no Unicode text: each lone surrogate reads as U+FFFD, offsets unchanged
    (before: a 500 from the sanitiser)."""
    response = client.post("/api/v1/linkify", data=body, content_type="application/json")
    assert response.status_code == 200, response.get_data(as_text=True)[:200]
    answer = response.get_json()
    citations = answer["citations"] if "citations" in answer else answer["texts"][0]["citations"]
    assert [c["raw"] for c in citations] == ["Law 16B1(a)"]
    sent = json.loads(body)
    if "html" in sent:
        assert "\ufffd" in answer["html"] and answer["html"].encode("utf-8")  # no surrogate left
    else:
        text = sent.get("text") or sent["texts"][0]
        assert citations[0]["start"] == text.index("Law 16B1(a)")  # one character for one


# --- a damaged or missing generation while serving --------------------------------------------


def _served_copy(artifacts_dir: Path, tmp_path: Path) -> Path:
    """An artifacts folder holding a copy of the built generation, served as ``current``."""
    good = Path(os.path.realpath(artifacts_dir / "current"))
    artifacts = tmp_path / "artifacts"
    artifacts.mkdir()
    shutil.copytree(good, artifacts / good.name)
    (artifacts / "current").symlink_to(good.name)
    return artifacts


def _break_json(generation: Path) -> None:
    generation.mkdir()
    (generation / "meta.json").write_text(json.dumps({"format": FORMAT}), encoding="utf-8")
    (generation / "documents.json").write_text('[{"id": "trunc', encoding="utf-8")


def _without_index(generation: Path) -> None:
    served = next(p for p in generation.parent.glob("gen-*") if p != generation)
    shutil.copytree(served, generation, ignore=shutil.ignore_patterns("index"))


@pytest.mark.parametrize(
    "damage",
    [
        pytest.param(lambda gen: None, id="current-points-nowhere"),
        pytest.param(lambda gen: gen.mkdir(), id="empty-generation"),
        pytest.param(_break_json, id="truncated-json"),
        pytest.param(_without_index, id="no-search-index"),
    ],
)
def test_the_last_good_build_is_served_when_current_points_at_something_unreadable(
    artifacts_dir: Path, tmp_path: Path, damage: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("api.corpus.CHECK_SECONDS", 0.0)  # every request looks at the link
    artifacts = _served_copy(artifacts_dir, tmp_path)
    app = create_app({"TESTING": True, "ARTIFACTS_DIR": str(artifacts)})
    client = app.test_client()
    before = client.get("/api/v1/provisions/laws-2007-en/16B1a")
    assert before.status_code == 200
    damage(artifacts / "gen-damaged")
    link = artifacts / "current"
    link.unlink()
    link.symlink_to("gen-damaged")
    for url in ("/api/v1/provisions/laws-2007-en/16B1a", "/laws/16B1a", "/api/v1/search?q=dummy"):
        assert client.get(url).status_code == 200, url
    assert client.get("/api/v1/provisions/laws-2007-en/16B1a").get_json() == before.get_json()
    # a server that has loaded nothing yet says why, with a 503 in the API's shape (texts
    # without their search index are served: the next test)
    fresh = create_app({"TESTING": True, "ARTIFACTS_DIR": str(artifacts)}).test_client()
    response = fresh.get("/api/v1/search", query_string={"q": "dummy"})
    assert response.status_code == 503 and response.get_json()["error"]["code"] == "service_unavailable"
    assert fresh.get("/search", query_string={"q": "dummy"}).status_code == 503


@pytest.mark.parametrize(
    "name", ["../../../../etc/passwd", "/etc/passwd", "data/../../secret.txt", "..\\x.txt"]
)
def test_a_manifest_names_no_file_outside_the_corpus_folder(tmp_path: Path, name: str) -> None:
    """Before: ``source_file = "../../../../etc/passwd"`` was read and parsed as club notes."""
    corpus = tmp_path / "corpus"
    shutil.copytree(ROOT / "corpus", corpus)
    manifest = corpus / "manifest.toml"
    first = read_entries(corpus)[-1].document.source_file
    manifest.write_text(
        manifest.read_text(encoding="utf-8").replace(f'"{first}"', json.dumps(name)), encoding="utf-8"
    )
    with pytest.raises(SourceError, match="inside the corpus folder"):
        read_entries(corpus)


def test_a_search_index_that_cannot_be_read_is_a_503_and_the_rest_is_served(
    artifacts_dir: Path, tmp_path: Path
) -> None:
    """The generation served lost its index (deleted by hand): search says so with a 503 in the
    API's shape and on the page; the texts are still served (before: a 500 on every search)."""
    artifacts = _served_copy(artifacts_dir, tmp_path)
    shutil.rmtree(Path(os.path.realpath(artifacts / "current")) / "index")
    client = create_app({"TESTING": True, "ARTIFACTS_DIR": str(artifacts)}).test_client()
    response = client.get("/api/v1/search", query_string={"q": "dummy"})
    assert response.status_code == 503
    assert response.get_json()["error"]["code"] == "service_unavailable"
    assert "search index" in response.get_json()["error"]["message"]
    assert client.get("/search", query_string={"q": "dummy"}).status_code == 503
    assert client.get("/api/v1/provisions/laws-2007-en/16B1a").status_code == 200
    assert client.get("/laws/16B1a").status_code == 200


@pytest.mark.parametrize(
    ("headers", "status"),
    [
        ({"If-Match": "*"}, 200),
        ({"If-Match": "{tag}"}, 200),
        ({"If-Match": '"gen-other-0", {tag}'}, 200),
        ({"If-Match": '"gen-other-0"'}, 412),
        ({"If-Match": "garbage"}, 412),
        ({"If-Match": '"gen-other-0"', "If-None-Match": "{tag}"}, 412),
        ({"If-None-Match": "{tag}"}, 304),
        ({"If-None-Match": "*"}, 304),
        ({"If-None-Match": '"', "If-Match": "*"}, 200),
    ],
)
@pytest.mark.parametrize("url", ["/api/v1/provisions/laws-2007-en/16B1a", "/laws/16B1a"])
def test_conditional_requests_follow_the_rfc_and_a_failed_one_is_an_error_answer(
    client: FlaskClient, url: str, headers: dict[str, str], status: int
) -> None:
    """If-Match that matches (``*`` too) is answered as usual, one that does not is a 412 in the
    error's shape and never stored (before: ``If-Match: *`` was a 412 carrying the resource)."""
    tag = client.get(url).headers["ETag"]
    response = client.get(url, headers={k: v.format(tag=tag) for k, v in headers.items()})
    assert response.status_code == status
    if status == 412:
        assert response.headers["Cache-Control"] == "no-store"
        if url.startswith("/api/"):
            assert response.get_json()["error"]["code"] == "precondition_failed"
        else:
            assert response.mimetype == "text/html" and "ETag" in response.get_data(as_text=True)


@pytest.mark.parametrize(
    ("method", "url", "headers", "status"),
    [
        ("GET", "/api/v1/documents", {"If-Match": '"gen-other-0"'}, 412),
        ("GET", "/laws/16B1a", {"If-Match": '"gen-other-0"'}, 412),
        ("GET", "/api/v1/documents", {"If-None-Match": "*"}, 304),
        ("GET", "/api/v1/provisions/laws-2007-en/99Z", {}, 404),
        ("GET", "/no/such/page", {}, 404),
        ("DELETE", "/api/v1/linkify", {}, 405),
        ("POST", "/api/v1/linkify", {"Content-Type": "application/json"}, 400),
        ("GET", "/static/linker.js", {}, 200),
        ("OPTIONS", "/api/v1/linkify", {"Origin": "https://club.example"}, 200),
    ],
)
def test_every_answer_carries_the_security_headers_and_the_api_cors_whoever_made_it(
    client: FlaskClient, method: str, url: str, headers: dict[str, str], status: int
) -> None:
    """The headers are added around the app, so that an answer a hook makes late (a 412 to
    If-Match, made after the other hooks ran) has them too (before: the 412 had none)."""
    response = client.open(url, method=method, headers=headers, data=b"[" if method == "POST" else None)
    assert response.status_code == status
    expected = SECURITY_HEADERS | (CORS_HEADERS if url.startswith(("/api/", "/static/linker.js")) else {})
    assert {name: response.headers.get(name) for name in expected} == expected
    if not url.startswith(("/api/", "/static/linker.js")):
        assert "Access-Control-Allow-Origin" not in response.headers


@pytest.mark.parametrize("url", ["/api/v1/compare/16", "/compare/16"])
def test_a_document_named_many_times_is_compared_once(client: FlaskClient, url: str) -> None:
    """Before: ``docs=`` naming one document 300 times made a 4 MB page in 2.6 s from a 4 KB URL."""
    once = client.get(url, query_string={"docs": "laws-2007-en,laws-2017-nl"})
    many = client.get(url, query_string={"docs": ",".join(["laws-2007-en", "laws-2017-nl"] * 150)})
    assert many.status_code == once.status_code == 200
    assert len(many.get_data()) == len(once.get_data())


@pytest.mark.parametrize("name", ["doc", "source", "lang"])
def test_a_name_field_longer_than_a_name_is_refused_before_it_is_folded(
    client: FlaskClient, name: str
) -> None:
    """Before: a ``doc`` of 100,000 U+FDFA (18 characters each under NFKC) took 1.5 s and came
    back in a 1.8 MB error message."""
    body = {"text": "See Law 16B1(a)", "doc": "laws-2007-en", name: "\ufdfa" * 100_000}
    response = client.post("/api/v1/linkify", json=body)
    assert response.status_code == 400 and len(response.get_data()) < 500
    assert response.get_json()["error"]["code"] == "bad_input"
