"""A citation of several provisions links each of them, where it is written."""

from __future__ import annotations

import pytest
from bs4 import BeautifulSoup
from flask.testing import FlaskClient


def anchors(html: str) -> list[tuple[str, str]]:
    return [(a.get_text(), a["href"]) for a in BeautifulSoup(html, "html.parser").select("a.cite")]


def test_a_provision_page_links_each_law_of_a_list(client: FlaskClient) -> None:
    html = client.get("/api/v1/provisions/laws-2017-everyday-en/72B2").get_json()["html"]
    assert ("Laws 62A", "/laws/62A") in anchors(html)  # no text here holds it: the edition-free page
    assert ("79A2", "/laws/laws-2017-everyday-en/79A2") in anchors(html)


def test_a_relative_list_in_dutch_links_each_item(client: FlaskClient) -> None:
    html = client.get("/api/v1/provisions/laws-2017-nl/16D3").get_json()["html"]
    assert anchors(html) == [("2(c)", "/laws/laws-2017-nl/16D2c"), ("2(d)", "/laws/laws-2017-nl/16D2d")]


@pytest.mark.parametrize(
    ("text", "links"),
    [
        ("see Law 69B or Law 71 here", ["Law 69B", "Law 71"]),
        ("Laws 4, 12C2 and 91 apply", ["Laws 4", "12C2", "91"]),
        ("Laws 61 to 64 cover revokes", ["Laws 61 to 64"]),
        ("see Law 16B1(a)", ["Law 16B1(a)"]),
    ],
)
def test_linkify_links_each_item_of_a_list(client: FlaskClient, text: str, links: list[str]) -> None:
    body = client.post("/api/v1/linkify", json={"text": text}).get_json()
    assert [a for a, _ in anchors(body["html"])] == links
    assert len(body["citations"]) == 1


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Under Law 16B the partner is barred (see B1 following); see also C2 below.",
         [("Law 16B", "16B"), ("B1 following", "16B1"), ("C2 below", "16C2")]),
        ("Law 12C1(c) allows weighting; the procedure in place of (c) is stricter.",
         [("Law 12C1(c)", "12C1c"), ("(c)", "12C1c")]),
        ("See C2 below, with no law cited before it.", []),
        ("Board 17: North held A above the queen.", []),
    ],
)  # fmt: skip
def test_linkify_reads_a_relative_citation_against_the_law_last_cited(
    client: FlaskClient, text: str, expected: list[tuple[str, str]]
) -> None:
    body = client.post("/api/v1/linkify", json={"text": text}).get_json()
    assert [(c["raw"], c["targets"][0]["id"]) for c in body["citations"]] == expected
