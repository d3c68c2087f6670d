"""static/linker.js on other sites' pages, in Chromium: citations become links to this site,
the reader's language decides which text, and hostile markup on the host page stays inert."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.conftest import CHROMIUM

if not CHROMIUM.exists():
    pytest.skip(f"browser tests need Debian's Chromium at {CHROMIUM}", allow_module_level=True)

from playwright.sync_api import Browser  # noqa: E402
from playwright.sync_api import Page  # noqa: E402

pytestmark = pytest.mark.browser

#: markup a browser keeps as raw text, with a handler that runs if anything re-parses it as HTML
PAYLOAD = """<i><{tag}></i><img src=x onerror="document.title='PWNED'">"""
RAW_TEXT_ELEMENTS = ["xmp", "noscript", "iframe", "noembed", "noframes", "textarea", "title"]


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    context = browser.new_context()
    opened = context.new_page()
    yield opened
    context.close()


def host(
    page: Page, live_server: str, body: str, lang: str | None = None, script: str = "", head: str = ""
) -> None:
    """Open a page of another site holding ``body`` and the linker; wait until it has linked."""
    attr = f' lang="{lang}"' if lang else ""
    page.set_content(
        f"<!doctype html><html{attr}><head>{head}<title>host</title></head><body>{body}"
        f'<script src="{live_server}/static/linker.js"{script}></script></body></html>'
    )
    page.wait_for_function("window.bridgeLawsLinked !== undefined", timeout=10_000)
    page.evaluate("() => window.bridgeLawsLinked")


def links(page: Page) -> list[list[str]]:
    return page.eval_on_selector_all(
        "a.cite", "els => els.map(a => [a.textContent, a.getAttribute('href'), a.className])"
    )


def test_hostile_raw_text_on_the_host_page_stays_inert_while_citations_are_linked(
    page: Page, live_server: str
) -> None:
    blocks = "".join(
        f"<div data-bridge-laws><{tag}>{PAYLOAD.format(tag=tag)}</{tag}> See Law 16B1(a)</div>"
        for tag in RAW_TEXT_ELEMENTS
    )
    host(page, live_server, blocks, lang="en")
    href = f"{live_server}/laws/laws-2007-en/16B1a"
    assert links(page) == [["Law 16B1(a)", href, "cite"]] * len(RAW_TEXT_ELEMENTS)
    assert page.title() == "host"
    # the handler can only ever run from an element: none was made
    assert page.evaluate("document.querySelectorAll('img').length") == 0


def test_the_issue_markup_in_xmp_stays_inert(page: Page, live_server: str) -> None:
    markup = """<xmp><i><xmp></i><img src=x onerror="document.title='PWNED'"></xmp>"""
    host(page, live_server, f"<section data-bridge-laws><p>{markup}See Law 16B1(a)</p></section>")
    assert [text for text, _, _ in links(page)] == ["Law 16B1(a)"]
    assert page.title() == "host"
    assert page.evaluate("document.querySelectorAll('img').length") == 0


def test_the_linker_works_where_trusted_types_forbid_html_sinks(page: Page, live_server: str) -> None:
    """Under ``require-trusted-types-for 'script'`` any write of a string to innerHTML, outerHTML,
    insertAdjacentHTML or document.write throws: the linker still links, so it uses none."""
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    csp = '<meta http-equiv="Content-Security-Policy" content="require-trusted-types-for \'script\'">'
    host(page, live_server, "<p data-bridge-laws>See Law 16B1(a) and Laws 61 to 64.</p>", lang="en", head=csp)
    assert [text for text, _, _ in links(page)] == ["Law 16B1(a)", "Laws 61 to 64"]
    assert not [e for e in errors if "TrustedHTML" in e or "Trusted Type" in e], errors


def test_the_host_page_keeps_its_own_elements_and_listeners(page: Page, live_server: str) -> None:
    """Nothing is rendered anew: a listener on a button inside the marked block still works."""
    host(
        page,
        live_server,
        '<div data-bridge-laws><p>Law 16B and <button id="b">Law 12</button> <code>Law 7</code>'
        '<a href="/mine">Law 13</a> <span contenteditable="true">Law 14</span></p></div>'
        "<p>Law 12 outside the marked block.</p>"
        "<script>document.getElementById('b')"
        ".addEventListener('click', () => { document.title = 'clicked'; });</script>",
        lang="en",
    )
    assert [text for text, _, _ in links(page)] == ["Law 16B"]
    page.click("#b")
    assert page.title() == "clicked"
    assert page.inner_text("code") == "Law 7"
    assert page.get_attribute("a[href='/mine']", "class") is None


@pytest.mark.parametrize(
    ("lang", "href"),
    [
        ("en", "/laws/laws-2007-en/16B1a"),
        ("nl", "/laws/laws-2017-nl/16B1a"),
        (None, "/laws/laws-2007-en/16B1a"),
    ],
)
def test_a_citation_links_to_the_text_in_the_readers_language(
    page: Page, live_server: str, lang: str | None, href: str
) -> None:
    host(page, live_server, "<p data-bridge-laws>See Law 16B1(a).</p>", lang=lang)
    assert links(page) == [["Law 16B1(a)", live_server + href, "cite"]]


def test_a_quote_in_another_language_links_to_that_language(page: Page, live_server: str) -> None:
    host(
        page,
        live_server,
        "<div data-bridge-laws><p>See Law 16B1(a).</p>"
        '<blockquote lang="nl">Zie Law 16B1(a).</blockquote></div>',
        lang="en",
    )
    assert [href for _, href, _ in links(page)] == [
        f"{live_server}/laws/laws-2007-en/16B1a",
        f"{live_server}/laws/laws-2017-nl/16B1a",
    ]


def test_data_lang_on_the_script_overrides_the_page(page: Page, live_server: str) -> None:
    host(page, live_server, "<p data-bridge-laws>See Law 16B1(a).</p>", lang="en", script=' data-lang="nl"')
    assert links(page) == [["Law 16B1(a)", f"{live_server}/laws/laws-2017-nl/16B1a", "cite"]]


def test_lists_and_ranges_are_linked_whole_and_missing_texts_say_so(page: Page, live_server: str) -> None:
    host(page, live_server, "<p data-bridge-laws>artikel 16C and Laws 61 to 64; see Law 62A.</p>", lang="en")
    assert links(page) == [
        ["artikel 16C", f"{live_server}/laws/laws-2017-nl/16C", "cite"],
        ["Laws 61 to 64", f"{live_server}/laws/61", "cite missing"],
        ["Law 62A", f"{live_server}/laws/62A", "cite missing"],
    ]


def test_offsets_hold_after_characters_outside_the_basic_plane(page: Page, live_server: str) -> None:
    host(page, live_server, "<p data-bridge-laws>🂡🂱 bid, then Law 16B applied.</p>", lang="en")
    assert [text for text, _, _ in links(page)] == ["Law 16B"]


@pytest.mark.parametrize("name", ["constructor", "toString", "__proto__", "hasOwnProperty"])
def test_a_language_named_like_an_object_property_is_a_language_like_any_other(
    page: Page, live_server: str, name: str
) -> None:
    """A forum post may carry any lang attribute: none switches the linker off for the page."""
    host(
        page,
        live_server,
        f'<p>See Law 16B.</p><p lang="{name}">Law 73C</p>'
        f'<div data-bridge-laws data-lang="{name}"><p>Law 16C</p></div>'
        "<div data-bridge-laws><p>Law 16B and then Law 16D.</p></div>",
        lang="en",
    )
    assert sorted(text for text, _, _ in links(page)) == ["Law 16B", "Law 16C", "Law 16D"]


def test_the_linked_promise_is_there_at_once_and_settles_when_the_linker_fails(
    page: Page, live_server: str
) -> None:
    """A host awaits ``bridgeLawsLinked`` right after the script tag: it settles even when the
    page broke what the linker relies on."""
    page.set_content(
        "<!doctype html><html lang='en'><body><p>See Law 16B.</p>"
        "<script>Element.prototype.closest = function () { throw new Error('host'); };"
        "Array.prototype.filter = function () { throw new Error('host'); };</script>"
        f'<script src="{live_server}/static/linker.js"></script>'
        "<script>window.seen = typeof window.bridgeLawsLinked.then;</script></body></html>"
    )
    assert page.evaluate("window.seen") == "function"
    assert page.evaluate("() => window.bridgeLawsLinked.then(() => 'settled')") == "settled"
    assert page.inner_text("body") == "See Law 16B."
