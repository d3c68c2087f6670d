"""The HTML pages through Flask's test client: what each page says, links and refuses.

No browser here (see ``test_browser.py``): status codes, redirects, the content a director
needs, security headers, no inline script or style, languages marked, tables and escaping.
"""

from __future__ import annotations

import pytest
from bs4 import BeautifulSoup
from flask.testing import FlaskClient

from api.render import in_proper_name
from api.render import text_html
from indexer.models import Citation
from indexer.models import Target


def soup(client: FlaskClient, path: str, status: int = 200) -> BeautifulSoup:
    response = client.get(path)
    assert response.status_code == status, f"{path}: {response.status_code}"
    assert response.mimetype == "text/html"
    return BeautifulSoup(response.get_data(as_text=True), "html.parser")


def text_of(page: BeautifulSoup) -> str:
    main = page.find("main")
    assert main is not None
    return " ".join(main.get_text(" ").split())


# fmt: off
PAGES = [
    # (path, text the page must show)
    ("/", "Spelregels voor wedstrijdbridge 2017"),
    ("/search?q=lead+out+of+turn", "results"),
    ("/search?q=lead+out+of+turn&doc=laws-2017-nl", "Spelregels"),
    ("/search?q=informatie&lang=nl", "results"),
    ("/search?q=lead&offset=10", "11–"),
    ("/laws/laws-2007-en/16B1a", "extraneous information"),
    ("/laws/laws-2017-nl/16C", "Informatie uit ingetrokken handelingen"),
    ("/laws/laws-2007-en/definitions/dummy", "Declarer’s partner"),
    ("/laws/notes-club-en/revokes/q1", "Club notes"),
    ("/laws/16B1a", "Every version in this corpus"),
    ("/laws/16", "Within Law 16"),
    ("/laws/30", "Willetton"),
    ("/laws/definitions/dummy", "Declarer’s partner"),
    ("/documents/laws-2007-en", "Law 16B1(a)"),
    ("/documents/notes-willetton", "Willetton"),
    ("/compare/16", "Law 16 side by side"),
    ("/compare/77", "Duplicate Bridge Scoring Table"),
    ("/laws/", "Duplicate Bridge Scoring Table"),
    ("/documents/", "Spelregels voor wedstrijdbridge 2017"),
    ("/laws/12C1e", "numbered 12C1(f) in the 2007 code"),
]
# fmt: on


@pytest.mark.parametrize(("path", "expected"), PAGES, ids=[p for p, _ in PAGES])
def test_every_page_answers_with_its_content(client: FlaskClient, path: str, expected: str) -> None:
    page = soup(client, path)
    assert expected in text_of(page)
    assert page.find("h1") is not None
    assert page.html is not None and page.html.get("lang") == "en"
    assert page.find("title").get_text().strip()


@pytest.mark.parametrize(("path", "expected"), PAGES, ids=[p for p, _ in PAGES])
def test_no_inline_script_or_style(client: FlaskClient, path: str, expected: str) -> None:
    page = soup(client, path)
    for script in page.find_all("script"):
        assert script.get("src"), f"inline <script> on {path}"
        assert not script.get_text().strip()
    assert not page.find_all("style"), f"<style> element on {path}"
    styled = [tag.name for tag in page.find_all(style=True)]
    assert not styled, f"inline style attributes on {path}: {styled}"
    handlers = [(tag.name, a) for tag in page.find_all(True) for a in tag.attrs if a.startswith("on")]
    assert not handlers, f"inline event handlers on {path}: {handlers}"


@pytest.mark.parametrize("path", ["/", "/search?q=dummy", "/laws/16B1a", "/laws/16Z", "/compare/16"])
def test_security_headers(client: FlaskClient, path: str) -> None:
    response = client.get(path)
    csp = response.headers["Content-Security-Policy"]
    assert "script-src 'self'" in csp and "unsafe-inline" not in csp
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Referrer-Policy"]


# fmt: off
REDIRECTS = [
    # (spelling, canonical URL)
    ("/laws/16B1(a)", "/laws/16B1a"),
    ("/laws/16b1a", "/laws/16B1a"),
    ("/laws/Law%2016%20B%201%20(a)", "/laws/16B1a"),
    ("/laws/laws-2007-en/12c1(e)(i)", "/laws/laws-2007-en/12C1e_i"),
    ("/laws/laws-2007-en/16B1(a)", "/laws/laws-2007-en/16B1a"),
    ("/laws/laws-2007-en/16b1a", "/laws/laws-2007-en/16B1a"),
    ("/laws/laws-2017-nl/artikel%2016C", "/laws/laws-2017-nl/16C"),
    ("/laws/laws-2007-en", "/documents/laws-2007-en"),
]
# fmt: on


@pytest.mark.parametrize(("path", "location"), REDIRECTS, ids=[p for p, _ in REDIRECTS])
def test_spellings_redirect_permanently_to_the_canonical_url(
    client: FlaskClient, path: str, location: str
) -> None:
    response = client.get(path)
    assert response.status_code == 301
    assert response.headers["Location"] == location
    assert client.get(location).status_code == 200


@pytest.mark.parametrize(
    ("path", "suggested"),
    [
        ("/laws/laws-2007-en/16B9", "/laws/laws-2007-en/16B"),
        ("/laws/16B9", "/laws/16B"),
        ("/laws/laws-2017-nl/16E", "/laws/laws-2017-nl/16"),
    ],
)
def test_404_page_suggests_the_nearest_provisions(client: FlaskClient, path: str, suggested: str) -> None:
    page = soup(client, path, status=404)
    links = [a["href"] for a in page.select("ul.suggestions a")]
    assert suggested in links


@pytest.mark.parametrize("path", ["/laws/not-a-law", "/documents/nope", "/compare/99", "/nowhere"])
def test_unknown_pages_are_html_404s(client: FlaskClient, path: str) -> None:
    page = soup(client, path, status=404)
    assert "404" in page.find("h1").get_text()


def test_home_lists_all_93_laws_and_marks_those_in_the_corpus(client: FlaskClient) -> None:
    page = soup(client, "/")
    laws = page.select("ol.laws > li")
    assert len(laws) == 93
    linked = {
        li.select_one(".num").get_text(): li.select_one("a")["href"] for li in laws if li.select_one("a")
    }
    assert linked["16"] == "/laws/16" and linked["77"] == "/laws/77" and linked["30"] == "/laws/30"
    assert "50" not in linked, "Law 50 is in no document"
    assert "2017 Dutch" in laws[15].get_text() and "2007 English" in laws[15].get_text()
    box = page.select_one("form[role=search] input#q")
    assert box.has_attr("autofocus") and page.select_one("label[for=q]") is not None


def test_edition_free_16c_shows_the_dutch_16c_and_names_the_2007_16d(client: FlaskClient) -> None:
    page = soup(client, "/laws/16C")
    versions = page.select("section.version")
    assert [v.select_one("h2 a")["href"] for v in versions] == ["/laws/laws-2017-nl/16C"]
    assert versions[0].select_one(".text")["lang"] == "nl"
    assert "the 2007 code numbers this Law 16D" in text_of(page)


def test_a_part_held_only_in_its_subdivisions_lists_them_instead_of_a_404(client: FlaskClient) -> None:
    page = soup(client, "/laws/20F")
    assert [a["href"] for a in page.select("ul.toc a")] == ["/laws/20F2", "/laws/20F3"]
    assert "holds Law 20F as a whole, only the parts listed on this page" in text_of(page)
    assert "holds only parts of it" in text_of(page), "the Dutch text's gap says it holds parts"
    soup(client, "/laws/20G", status=404)


def test_edition_free_16b1a_shows_every_document_and_the_note(client: FlaskClient) -> None:
    page = soup(client, "/laws/16B1a")
    hrefs = [v.select_one("h2 a")["href"] for v in page.select("section.version")]
    assert hrefs == [
        "/laws/laws-2007-en/16B1a",
        "/laws/laws-2017-nl/16B1a",
        "/laws/notes-club-en/hesitations-unauthorised-information",
    ]
    assert len({p["id"] for p in page.select("[id]")}) == len(page.select("[id]")), "ids are unique"


def test_provision_page_links_citations_terms_and_counterparts(client: FlaskClient) -> None:
    page = soup(client, "/laws/laws-2007-en/16A1d")
    assert page.select_one(".text a.cite[href='/laws/laws-2007-en/7B']").get_text() == "Law 7B"
    assert page.select(".text a.term[href^='/laws/laws-2007-en/definitions/']")
    crumbs = [a.get_text() for a in page.select("nav.crumbs a")]
    assert crumbs == ["The Laws of Duplicate Bridge 2007", "Law 16", "Law 16A", "Law 16A1"]
    assert page.select_one("a[rel=prev]")["href"] == "/laws/laws-2007-en/16A1c"
    assert page.select_one("a[rel=next]")["href"] == "/laws/laws-2007-en/16A2"
    assert page.select_one("#counterparts-h ~ ul a[href='/laws/laws-2017-nl/16A1d']") is not None
    assert page.select_one("a[href='/compare/16']") is not None
    assert page.select_one("#cites-h ~ ul a[href='/laws/laws-2007-en/7B']") is not None


def test_7b_is_cited_by_16a1d(client: FlaskClient) -> None:
    page = soup(client, "/laws/laws-2007-en/7B")
    assert page.select_one("#citedby-h ~ ul a[href='/laws/laws-2007-en/16A1d']") is not None


def test_renumbered_provision_says_what_it_is_in_the_other_code(client: FlaskClient) -> None:
    page = soup(client, "/laws/laws-2017-nl/16C")
    note = page.select_one("p.renumbered").get_text(" ")
    assert "This Dutch text translates the 2017 code" in note and "Law 16D" in note
    english = soup(client, "/laws/laws-2007-en/13A")
    assert "This English text is the 2007 code; in the 2017 code this is Law 13B1" in english.get_text()


def test_edition_banner_names_edition_language_and_original(client: FlaskClient) -> None:
    page = soup(client, "/laws/laws-2017-everyday-en/73C1")
    banner = page.select_one("p.edition").get_text(" ")
    assert "2017 code" in banner and "English" in banner and "plain-language edition" in banner
    assert "An English paraphrase of the 2017 Laws of Duplicate Bridge (not in this corpus)." in " ".join(
        banner.split()
    )


@pytest.mark.parametrize(
    "path", ["/laws/laws-2017-nl/16C", "/documents/laws-2017-nl", "/laws/16C", "/compare/16"]
)
def test_dutch_text_carries_lang_nl(client: FlaskClient, path: str) -> None:
    page = soup(client, path)
    dutch = page.select("[lang=nl]")
    assert dutch, f"no lang=nl on {path}"
    assert any("informatie" in d.get_text().lower() for d in dutch)


def test_document_page_has_an_anchor_and_a_copy_link_per_provision(client: FlaskClient) -> None:
    page = soup(client, "/documents/laws-2017-nl")
    rows = page.select("div.provision-row")
    assert len(rows) == 42
    for row in rows:
        assert row.select_one("a.copy-link")["href"] == "#" + row["id"]
    assert page.select_one("script[src$='copy.js']") is not None
    ids = [p["id"] for p in page.select("[id]")]
    assert len(ids) == len(set(ids))


def test_scoring_table_of_law_77_is_an_html_table(client: FlaskClient) -> None:
    page = soup(client, "/laws/laws-2017-everyday-en/77")
    table = page.select_one(".text table")
    assert table is not None
    assert [th.get_text() for th in table.select("thead th")][:2] == [
        "Denomination",
        "Undoubled / Doubled / Redoubled",
    ]
    assert "Clubs or Diamonds" in table.get_text()
    assert "|" not in page.select_one(".text").get_text()


def test_compare_page_rows_cells_and_flags(client: FlaskClient) -> None:
    page = soup(client, "/compare/16")
    headers = [th.get_text(" ") for th in page.select("table.compare thead th")]
    assert any("Dutch, 2017 code" in h for h in headers) and any("English, 2007 code" in h for h in headers)
    row = page.select_one("td[data-doc='laws-2007-en'][data-key='16A1']").parent
    assert (
        row.select_one("td[data-doc='laws-2017-nl'][data-key='16A1'] a")["href"] == "/laws/laws-2017-nl/16A1"
    )
    assert page.select("td.gap") and page.select("td.renumbered, .flag")


def test_search_page_filters_paging_and_did_you_mean(client: FlaskClient) -> None:
    page = soup(client, "/search?q=lead+out+of+turn")
    assert page.select("ol.results mark")
    assert (
        page.select_one("select#f-doc")
        and page.select_one("select#f-lang")
        and page.select_one("input#f-law")
    )
    assert "offset=10" in page.select_one("nav.pager a[rel=next]")["href"]
    typo = soup(client, "/search?q=dumy&lang=en")
    suggestion = typo.select_one(".did-you-mean a")
    assert suggestion.get_text() == "dummy"
    assert suggestion["href"] == "/search?q=dummy&lang=en"
    filtered = soup(client, "/search?q=informatie&lang=nl")
    assert all(li.select_one(".snippet")["lang"] == "nl" for li in filtered.select("ol.results > li"))


def test_search_page_links_every_cited_provision(client: FlaskClient) -> None:
    page = soup(client, "/search?q=Law+65B3+and+16B1a+hesitation")
    cited = page.select_one("p.citation")
    assert [(a.get_text(), a["href"]) for a in cited.select("a")] == [
        ("Law 65B3", "/laws/65B3"),
        ("Law 16B1(a)", "/laws/16B1a"),
    ]
    assert cited.get_text() == "Citations: Law 65B3 (not in this corpus), Law 16B1(a)"


def test_search_page_with_a_bad_filter_is_a_400_page(client: FlaskClient) -> None:
    page = soup(client, "/search?q=lead&doc=nope", status=400)
    assert page.select_one("p.error") is not None


def test_search_page_escapes_the_query(client: FlaskClient) -> None:
    response = client.get("/search?q=%3Cscript%3Ealert(1)%3C/script%3E")
    body = response.get_data(as_text=True)
    assert "<script>alert" not in body
    assert "&lt;script&gt;" in body


def test_rendered_text_escapes_markup_from_the_source() -> None:
    text = (
        'See Law 7B <script>alert("x")</script> and <img src=x onerror=alert(1)>'
        "\n\n| a | b |\n|---|---|\n| <b>1</b> | 2 |"
    )
    citation = Citation("d", "16", "Law 7B", 4, 10, "explicit", (Target("d", "7B", True),))
    html = str(text_html(text, [citation], lambda c: "/laws/d/7B"))
    assert "<script" not in html and "<img" not in html and "<b>" not in html
    assert "&lt;script&gt;" in html
    assert '<a class="cite" href="/laws/d/7B"' in html
    assert "<table>" in html


@pytest.mark.parametrize(
    ("url", "says"),
    [
        (
            "/laws/laws-2007-en/65B3",
            "Law 65B3, in Law 65 “Arrangement of Tricks” (2007 code), is not in this corpus",
        ),
        ("/laws/65B3", "Law 65B3, in Law 65"),
        (
            "/laws/laws-2007-en/16C",
            "Law 16C, in Law 16 “Authorized and Unauthorized Information” (2007 code)",
        ),
    ],
)
def test_a_real_provision_outside_the_corpus_is_named_with_its_laws_title(
    client, url: str, says: str
) -> None:
    response = client.get(url)
    assert response.status_code == 404
    assert says in response.get_data(as_text=True)


def test_a_link_to_the_current_code_we_lack_goes_to_the_edition_free_page(client) -> None:
    response = client.get("/laws/laws-2017-en/42")
    assert response.status_code == 301 and response.headers["Location"].endswith("/laws/42")


# --- finding a page --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "lands_on"),
    [
        ("16B1a", "/laws/16B1a"),
        ("Law 16B1(a)", "/laws/16B1a"),
        ("artikel 16C", "/laws/16C"),
        ("law 12 c 1 (e)", "/laws/12C1e"),
        ("16B1a&doc=laws-2007-en", "/laws/laws-2007-en/16B1a"),
        ("16C&doc=laws-2007-en", "/laws/16C"),  # the 2007 text lacks its 16C: every version
        ("artikel 20 F", "/laws/20F"),  # the Dutch text holds only 20F2 and 20F3
    ],
)
def test_a_bare_citation_in_the_search_box_goes_straight_to_its_page(
    client: FlaskClient, query: str, lands_on: str
) -> None:
    q, _, rest = query.partition("&")
    response = client.get("/search", query_string={"q": q} | dict([rest.split("=")] if rest else []))
    assert response.status_code == 302 and response.headers["Location"] == lands_on


@pytest.mark.parametrize("query", ["lead out of turn", "Laws 61 to 64", "16B1a revoke", "art. 3 of the club"])
def test_a_query_that_is_more_than_a_citation_is_searched(client: FlaskClient, query: str) -> None:
    assert client.get("/search", query_string={"q": query}).status_code == 200


def test_search_hits_name_their_code_language_and_law(client: FlaskClient) -> None:
    page = soup(client, "/search?q=turn&limit=20")
    hits = {li.h2.get_text(" ", strip=True): li.select_one(".meta").get_text(" ", strip=True)
            for li in page.select("ol.results > li")}  # fmt: skip
    assert hits["Definition: Turn"].startswith("2007 code English")
    dutch = next(meta for title, meta in hits.items() if title.startswith("Law 54"))
    assert dutch.startswith("2017 code Dutch Law 54: Faced Opening Lead Out of Turn")


def test_the_laws_page_lists_all_93_and_what_the_corpus_holds(client: FlaskClient) -> None:
    page = soup(client, "/laws/")
    laws = page.select("ol.laws-index > li")
    assert len(laws) == 93
    sixteen = laws[15].get_text(" ", strip=True)
    assert "2007 English" in sixteen and "2017 Dutch" in sixteen and "side by side" in sixteen
    assert "not in this corpus" in laws[0].get_text(" ", strip=True) or "2007 English" in laws[0].get_text()


def test_compare_is_offered_only_where_two_texts_compare(client: FlaskClient) -> None:
    assert soup(client, "/laws/16").select("a[href='/compare/16']")
    assert not soup(client, "/laws/77").select("a[href='/compare/77']")
    assert not soup(client, "/laws/laws-2017-everyday-en/77").select("a[href='/compare/77']")


def test_the_404_page_links_a_search_for_what_was_asked(client: FlaskClient) -> None:
    page = soup(client, "/laws/16Z", status=404)
    link = next(a for a in page.select("main a") if a.get_text() == "Search for it instead")
    assert link["href"] == "/search?q=Law+16Z" or link["href"].startswith("/search?q=")


# --- defined terms ---------------------------------------------------------------------

TERMS = {"contract": "definitions/contract", "trick": "definitions/trick", "penalty": "definitions/penalty"}


def term_links(text: str) -> list[str]:
    html = str(text_html(text, [], lambda c: None, TERMS, lambda pid: f"/laws/d/{pid}"))
    return [a.get_text() for a in BeautifulSoup(html, "html.parser").select("a.term")]


@pytest.mark.parametrize(
    ("text", "linked"),
    [
        ("Play a trick. Then another trick.\n\nA third trick.", ["trick"]),  # once per provision
        ("Rules of the American Contract Bridge League apply to the contract.", ["contract"]),
        ("The Contract Bridge League. Contract made.", ["Contract"]),  # a sentence's first word is no name
        ("A PENALTY CARD stays. The penalty is paid.", ["penalty"]),
        ("Contract: the undertaking.", ["Contract"]),
    ],
)
def test_a_defined_term_is_linked_once_and_never_inside_a_name(text: str, linked: list[str]) -> None:
    assert term_links(text) == linked


@pytest.mark.parametrize(
    ("text", "word", "is_name"),
    [
        ("the American Contract Bridge League", "Contract", True),
        ("Bridge League Contract", "Contract", True),
        ("Play ended. Contract made", "Contract", False),
        ("The Contract was made", "Contract", False),
        ("the contract was made", "contract", False),
    ],
)
def test_a_capitalised_word_beside_others_is_part_of_a_name(text: str, word: str, is_name: bool) -> None:
    start = text.index(word)
    assert in_proper_name(text, start, start + len(word)) is is_name


def test_a_definition_is_titled_definition_and_its_term_once(client: FlaskClient) -> None:
    page = soup(client, "/laws/laws-2007-en/definitions/turn")
    assert page.h1.get_text(" ", strip=True) == "Definition: Turn"
    assert page.title.get_text().startswith("Definition: Turn · ")


def test_a_2017_text_says_its_terms_link_to_the_2007_definitions(client: FlaskClient) -> None:
    page = soup(client, "/laws/laws-2017-everyday-en/73C1")
    terms = page.select(".text a.term")
    assert terms and all(a["title"] == "Definition in the 2007 code" for a in terms)
    assert "Definitions of the 2007 code" in page.select_one(".terms-note").get_text()
    assert not soup(client, "/laws/laws-2007-en/16B1a").select(".terms-note")


# --- lists and lines -------------------------------------------------------------------


def test_bulleted_lines_become_a_list_and_other_lines_stay_lines() -> None:
    html = str(text_html("Intro:\n• A remark.\n• An answer.\n\nMax Bavin\nRalph Cohen", [], lambda c: None))
    page = BeautifulSoup(html, "html.parser")
    assert [li.get_text() for li in page.select("ul.list li")] == ["A remark.", "An answer."]
    assert page.select_one("#p1").get_text() == "Intro:"
    assert str(page.select_one("#p2")) == '<p id="p2">Max Bavin<br/>Ralph Cohen</p>'


def test_a_club_notes_bullets_are_a_list_on_its_page(client: FlaskClient) -> None:
    page = soup(client, "/laws/notes-club-en/hesitations-unauthorised-information")
    items = [li.get_text(" ", strip=True) for li in page.select(".text ul.list li")]
    assert "A remark or question." in items and "Looking at the wrong hand." in items
    assert not any("•" in item for item in items)
