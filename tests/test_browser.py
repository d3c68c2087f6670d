"""The pages in a real browser: Debian's Chromium driven by Playwright, headless.

What a director does at the table: search, open a hit, follow a cross-reference, open a
definition; and what a phone shows: no sideways scrolling. Screenshots are saved under
``test-artifacts/screenshots/``; axe-core checks the main pages for serious accessibility
problems.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import CHROMIUM

if not CHROMIUM.exists():
    pytest.skip(
        f"browser tests need Debian's Chromium at {CHROMIUM} (apt-get install chromium)",
        allow_module_level=True,
    )

from axe_playwright_python.sync_playwright import Axe  # noqa: E402
from playwright.sync_api import Browser  # noqa: E402
from playwright.sync_api import BrowserContext  # noqa: E402
from playwright.sync_api import Page  # noqa: E402

pytestmark = pytest.mark.browser

DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 800}


@pytest.fixture(scope="module")
def desktop(browser: Browser) -> Iterator[BrowserContext]:
    """One desktop profile for the module: the pages keep nothing in it that another reads."""
    opened = browser.new_context(viewport=DESKTOP)
    yield opened
    opened.close()


@pytest.fixture
def page(desktop: BrowserContext) -> Iterator[Page]:
    opened = desktop.new_page()
    yield opened
    opened.close()


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, device_scale_factor=2)
    opened = context.new_page()
    yield opened
    context.close()


def test_search_lead_out_of_turn_and_open_the_first_hit(
    page: Page, live_server: str, screenshots_dir: Path
) -> None:
    page.goto(live_server + "/")
    assert page.evaluate("document.activeElement.id") == "q", "the search box has focus on the home page"
    page.keyboard.type("lead out of turn")
    page.keyboard.press("Enter")
    page.wait_for_url("**/search?q=lead+out+of+turn*")
    assert page.locator("ol.results > li").count() >= 5
    assert page.locator("ol.results mark").first.is_visible()
    page.screenshot(path=str(screenshots_dir / "search-lead-out-of-turn.png"), full_page=True)
    first = page.locator("ol.results > li h2 a").first
    href = first.get_attribute("href")
    assert href and href.startswith("/laws/")
    first.click()
    page.wait_for_url("**" + href)
    assert page.locator("h1").inner_text().strip()
    assert "lead" in page.locator("main").inner_text().lower()
    page.screenshot(path=str(screenshots_dir / "search-first-hit.png"), full_page=True)


def test_follow_a_cross_reference_from_law_16_to_law_7b(
    page: Page, live_server: str, screenshots_dir: Path
) -> None:
    page.goto(live_server + "/laws/laws-2007-en/16B1a")
    page.screenshot(path=str(screenshots_dir / "provision-16B1a.png"), full_page=True)
    page.goto(live_server + "/laws/laws-2007-en/16A1d")
    link = page.locator(".text a.cite", has_text="Law 7B")
    assert link.count() == 1
    link.click()
    page.wait_for_url("**/laws/laws-2007-en/7B")
    assert page.locator("h1").inner_text().startswith("Law 7B")
    cited_by = page.locator("#citedby-h + ul").inner_text()
    assert "Law 16" in cited_by
    page.screenshot(path=str(screenshots_dir / "provision-7B.png"), full_page=True)


def test_open_a_definition_from_a_linked_term(page: Page, live_server: str, screenshots_dir: Path) -> None:
    page.goto(live_server + "/laws/laws-2007-en/16B1a")
    term = page.locator(".text a.term").first
    word = term.inner_text()
    term.click()
    page.wait_for_url("**/laws/laws-2007-en/definitions/**")
    assert word.lower() in page.locator("h1").inner_text().lower()
    page.screenshot(path=str(screenshots_dir / "definition.png"), full_page=True)


@pytest.mark.parametrize(
    ("name", "path"),
    [
        ("provision-16B1a", "/laws/laws-2007-en/16B1a"),
        ("provision-nl-16C", "/laws/laws-2017-nl/16C"),
        ("law-16C", "/laws/16C"),
        ("provision-77-table", "/laws/laws-2017-everyday-en/77"),
        ("compare-16", "/compare/16"),
        ("laws", "/laws/"),
        ("home", "/"),
        ("search", "/search?q=lead+out+of+turn"),
    ],
)
def test_phone_has_no_horizontal_scrolling(
    phone: Page, live_server: str, screenshots_dir: Path, name: str, path: str
) -> None:
    phone.goto(live_server + path)
    overflow = phone.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    phone.screenshot(path=str(screenshots_dir / f"phone-{name}.png"), full_page=True, scale="css")
    assert overflow[0] <= overflow[1], f"{path} scrolls sideways on a 390px phone: {overflow}"


def test_compare_16_puts_matching_provisions_on_one_row(
    page: Page, live_server: str, screenshots_dir: Path
) -> None:
    page.goto(live_server + "/compare/16")
    english = page.locator("td[data-doc='laws-2007-en'][data-key='16A1']")
    dutch = page.locator("td[data-doc='laws-2017-nl'][data-key='16A1']")
    assert english.get_attribute("class") != "gap" and dutch.get_attribute("class") != "gap"
    a, b = english.bounding_box(), dutch.bounding_box()
    assert a is not None and b is not None
    assert abs(a["y"] - b["y"]) <= 3, f"16A1 cells not level: {a['y']} vs {b['y']}"
    assert a["x"] != b["x"]
    assert dutch.locator("[lang=nl]").count() >= 1
    page.screenshot(path=str(screenshots_dir / "compare-16.png"), full_page=True)


def test_compare_77_on_a_phone_keeps_the_scoring_tables_column_headers(
    phone: Page, live_server: str, screenshots_dir: Path
) -> None:
    phone.goto(live_server + "/compare/77")
    headers = phone.locator(".compare > tbody td table thead th")
    assert headers.count() >= 4
    for i in range(headers.count()):
        box = headers.nth(i).bounding_box()
        assert box is not None and box["height"] > 0 and box["width"] > 0, headers.nth(i).inner_text()
    assert "Denomination" in headers.first.inner_text()
    phone.screenshot(path=str(screenshots_dir / "phone-compare-77.png"), full_page=True, scale="css")


def test_compare_16_on_a_phone_shows_no_empty_club_notes_blocks(phone: Page, live_server: str) -> None:
    phone.goto(live_server + "/compare/16")
    empty_notes = phone.locator("td.gap-note")
    assert empty_notes.count() > 0
    assert all(not empty_notes.nth(i).is_visible() for i in range(empty_notes.count()))
    deleted = phone.locator("tr.deleted")
    assert deleted.count() >= 1 and "Renumbered" not in deleted.first.inner_text()
    assert "stops here" in phone.locator("td[data-doc='laws-2007-en'][data-key='16B2']").inner_text()


def test_previous_and_next_law_lead_through_the_laws(page: Page, live_server: str) -> None:
    page.goto(live_server + "/laws/16")
    page.locator("nav.laws-nav a[rel=next]").click()
    page.wait_for_url("**/laws/20")
    page.locator("nav.laws-nav a[rel=prev]").click()
    page.wait_for_url("**/laws/16")
    page.goto(live_server + "/compare/16")
    page.locator("nav.laws-nav a[rel=next]").click()
    page.wait_for_url("**/compare/*")
    assert page.locator(".compare > tbody > tr").count() > 0


@pytest.mark.parametrize(
    ("typed", "lands_on", "title"),
    [("16B1a", "/laws/16B1a", "Law 16B1(a)"), ("artikel 16C", "/laws/16C", "Law 16C")],
)
def test_a_bare_citation_in_the_search_box_opens_its_page(
    phone: Page, live_server: str, typed: str, lands_on: str, title: str
) -> None:
    phone.goto(live_server + "/laws/77")
    box = phone.locator("header.site input[name=q]")
    fits = box.evaluate(
        """el => { const c = document.createElement('canvas').getContext('2d');
                   const s = getComputedStyle(el); c.font = `${s.fontSize} ${s.fontFamily}`;
                   const inner = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
                   return c.measureText(el.placeholder).width <= inner; }"""
    )
    assert fits, "the header search placeholder is cut on a 390px phone"
    box.fill(typed)
    box.press("Enter")
    phone.wait_for_url("**" + lands_on)
    assert phone.locator("h1").inner_text().startswith(title)


def test_document_page_works_without_javascript(browser: Browser, live_server: str) -> None:
    context = browser.new_context(viewport=DESKTOP, java_script_enabled=False)
    page = context.new_page()
    page.goto(live_server + "/documents/laws-2017-nl")
    page.locator("a.copy-link[href='#16B1a']").click()
    assert page.url.endswith("#16B1a")
    page.goto(live_server + "/search?q=lead+out+of+turn&doc=laws-2017-nl")
    assert page.locator("select#f-doc").input_value() == "laws-2017-nl"
    context.close()


def serious(violations: list[dict[str, Any]]) -> list[str]:
    return [
        f"{v['id']} ({v['impact']}): {v.get('help', '')}"
        for v in violations
        if v.get("impact") in ("serious", "critical")
    ]


@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/search?q=lead+out+of+turn",
        "/laws/laws-2007-en/16B1a",
        "/laws/laws-2017-nl/16C",
        "/laws/16",
        "/documents/laws-2017-nl",
        "/compare/16",
        "/compare/77",
        "/laws/",
        "/laws/16Z",
    ],
)
def test_no_serious_accessibility_violations(page: Page, live_server: str, path: str) -> None:
    page.goto(live_server + path)
    result = Axe().run(page)
    found = serious(result.response["violations"])
    assert not found, f"{path}: " + "; ".join(found)
