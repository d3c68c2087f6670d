"""Links a reader trusts: linkify and resolve send a citation to a text the service serves, in the
reader's language when it has one, read lists and ranges whole, and mark what no text holds."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from bs4 import BeautifulSoup
from flask.testing import FlaskClient


def linkify(client: FlaskClient, **body: Any) -> dict[str, Any]:
    response = client.post("/api/v1/linkify", json=body)
    assert response.status_code == 200, response.get_data(as_text=True)[:300]
    return response.get_json()


def anchors(html: str) -> list[tuple[str, str, str]]:
    return [
        (a.get_text(), a["href"], " ".join(a["class"]))
        for a in BeautifulSoup(html, "html.parser").select("a")
    ]


@pytest.mark.parametrize(
    ("text", "lang", "href"),
    [
        ("See Law 16B1(a).", "en", "/laws/laws-2007-en/16B1a"),
        ("See Law 16B1(a).", "nl", "/laws/laws-2017-nl/16B1a"),
        ("See Law 16B1(a).", "nl-BE", "/laws/laws-2017-nl/16B1a"),
        ("See Law 16B1(a).", None, "/laws/laws-2007-en/16B1a"),  # the citation's own word is English
        ("Zie artikel 16B1(a).", None, "/laws/laws-2017-nl/16B1a"),  # ... and here Dutch
        ("Zie artikel 16B1(a).", "en", "/laws/laws-2007-en/16B1a"),  # the reader's language comes first
        ("Law 72B2 says so.", "nl", "/laws/laws-2017-everyday-en/72B2"),  # no Dutch text: what is served
    ],
)  # fmt: skip
def test_a_citation_goes_to_the_text_in_the_readers_language(
    client: FlaskClient, text: str, lang: str | None, href: str
) -> None:
    body = linkify(client, text=text, **({"lang": lang} if lang else {}))
    assert [h for _, h, _ in anchors(body["html"])] == [href]
    assert body["citations"][0]["links"][0]["url"] == href


@pytest.mark.parametrize("lang", ["fr", "de", "xx", "zz-nl", "\u0000", "constructor", "NL-be-x"])
@pytest.mark.parametrize(
    ("text", "href"),
    [
        ("See Law 16B1(a).", "/laws/laws-2007-en/16B1a"),
        ("Zie artikel 16B1(a).", "/laws/laws-2017-nl/16B1a"),
    ],
)
def test_a_reader_language_no_text_is_in_leaves_the_citations_own_language_to_decide(
    client: FlaskClient, lang: str, text: str, href: str
) -> None:
    """A page in French links "Law 16B1(a)" to the English text, "artikel 16B1(a)" to the Dutch
    (before: every unknown language sent both to the Dutch text); "NL-be-x" is Dutch."""
    expected = "/laws/laws-2017-nl/16B1a" if lang.lower().startswith("nl") else href
    body = linkify(client, text=text, lang=lang)
    assert [h for _, h, _ in anchors(body["html"])] == [expected]
    first = client.get("/api/v1/resolve", query_string={"cite": text.split(" ", 1)[1], "lang": lang})
    assert first.get_json()["targets"][0]["url"] == expected


def test_resolve_lists_first_the_text_linkify_links(client: FlaskClient) -> None:
    for lang in ("en", "nl"):
        first = client.get("/api/v1/resolve", query_string={"cite": "Law 16B1(a)", "lang": lang}).get_json()
        linked = linkify(client, text="Law 16B1(a)", lang=lang)["citations"][0]["links"][0]
        assert first["targets"][0]["url"] == linked["url"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Laws 61 to 64 cover revokes", [("Laws 61 to 64", "/laws/61", "cite missing")]),
        ("artikel 16C and Laws 61 to 64", [("artikel 16C", "/laws/laws-2017-nl/16C", "cite"),
                                           ("Laws 61 to 64", "/laws/61", "cite missing")]),
        ("see Law 42", [("Law 42", "/laws/42", "cite missing")]),
    ],
)  # fmt: skip
def test_lists_and_ranges_are_read_whole_and_a_missing_text_links_the_edition_free_page(
    client: FlaskClient, text: str, expected: list[tuple[str, str, str]]
) -> None:
    body = linkify(client, text=text)
    assert anchors(body["html"]) == expected
    (citation,) = body["citations"]
    assert text[citation["start"] : citation["end"]] == citation["raw"]


def test_no_link_names_a_document_the_service_does_not_serve(client: FlaskClient) -> None:
    served = {d["id"] for d in client.get("/api/v1/documents").get_json()["documents"]}
    text = "Laws 61 to 64, Law 16B1(a), artikel 16C, Law 72B2, Law 45C4(b), Law 93 and Law 7."
    for lang in (None, "en", "nl"):
        body = linkify(client, text=text, **({"lang": lang} if lang else {}))
        for c in body["citations"]:
            for ref in c["links"] + c["targets"]:
                parts = ref["url"].strip("/").split("/")
                assert len(parts) == 2 or parts[1] in served, ref
                assert ref["exists"] == (len(parts) == 3)


def test_texts_come_back_as_spans_with_links_and_no_markup(client: FlaskClient) -> None:
    body = linkify(client, texts=["See Law 16B(a) <b>", "and then C2 below.", ""], lang="en")
    assert [len(t["citations"]) for t in body["texts"]] == [1, 1, 0]
    second = body["texts"][1]["citations"][0]
    assert (second["raw"], second["start"], second["end"]) == ("C2 below", 9, 17)
    assert second["links"][0]["id"] == "16C2"  # read against the law the first text cited
    assert set(body) == {"texts"}


def test_one_class_marks_a_missing_target_in_linkify_and_on_the_sites_pages(client: FlaskClient) -> None:
    page = client.get("/api/v1/provisions/laws-2007-en/definitions/auction").get_json()["html"]
    site = {c for _, _, c in anchors(page) if "missing" in c}
    linked = {c for _, _, c in anchors(linkify(client, text="see Law 17")["html"])}
    assert site == linked == {"cite missing"}


@pytest.mark.parametrize(
    ("provision", "missing"),
    [("laws-2017-everyday-en/72B2", "/laws/62A"), ("laws-2007-en/definitions/auction", "/laws/17")],
)
def test_the_sites_pages_link_no_document_that_is_not_served(
    client: FlaskClient, provision: str, missing: str
) -> None:
    served = {d["id"] for d in client.get("/api/v1/documents").get_json()["documents"]}
    html = client.get(f"/api/v1/provisions/{provision}").get_json()["html"]
    links = anchors(html)
    assert [href for _, href, css in links if css == "cite missing"] == [missing]
    for _, href, _ in links:
        parts = href.strip("/").split("/")
        assert parts[0] == "laws" and (len(parts) == 2 or parts[1] in served), href


#: the groups whose words open a citation with no digit in it: "Law XVI", "see D", "D below"
WORDLESS_GROUPS = ("law", "laws", "section", "cues", "positions", "definition_cues", "ordinals")


def test_the_linker_script_knows_every_word_a_citation_without_a_digit_may_hold() -> None:
    """static/linker.js sends only texts with a digit, a sign or one of its WORDS: these are
    citations.toml's words (a phrase is known by one of its words), and nothing else."""
    root = Path(__file__).resolve().parent.parent
    script = (root / "static" / "linker.js").read_text(encoding="utf-8")
    listed = re.search(r"var WORDS = \[(.*?)\];", script, re.S)
    assert listed is not None
    known = set(re.findall(r'"([^"]+)"', listed.group(1)))
    data = tomllib.loads((root / "corpus" / "data" / "citations.toml").read_text(encoding="utf-8"))
    words = {
        word.lower().rstrip(".")
        for groups in data.values()
        for group in WORDLESS_GROUPS
        for word in groups.get(group, {}).get("words", [])
    }
    assert {w for w in words if w not in known and not known & set(w.split())} == set()
    assert known <= words
