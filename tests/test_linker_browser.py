"""static/linker.js on other sites' pages, in Chromium: citations become links to this site,
the reader's language decides which text, and hostile markup on the host page stays inert."""

from __future__ import annotations

import html
import json
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from tests.conftest import CHROMIUM

if not CHROMIUM.exists():
    pytest.skip(f"browser tests need Debian's Chromium at {CHROMIUM}", allow_module_level=True)

from playwright.sync_api import Browser  # noqa: E402
from playwright.sync_api import BrowserContext  # noqa: E402
from playwright.sync_api import Page  # noqa: E402

pytestmark = pytest.mark.browser

#: markup a browser keeps as raw text, with a handler that runs if anything re-parses it as HTML
PAYLOAD = """<i><{tag}></i><img src=x onerror="document.title='PWNED'">"""
RAW_TEXT_ELEMENTS = ["xmp", "noscript", "iframe", "noembed", "noframes", "textarea", "title"]
#: the citation words and their examples of real use
CITATIONS_TOML = Path(__file__).resolve().parent.parent / "corpus" / "data" / "citations.toml"
#: a host page's fetch, watched: the URLs asked, the texts each linkify request sent, the answers'
#: statuses, and the most requests that were on their way at once
WATCH_FETCH = """<script>
window.sent = []; window.urls = []; window.statuses = []; window.flying = 0; window.most = 0;
(function (original) {
  window.fetch = function (url, init) {
    window.urls.push(String(url));
    if (String(url).endsWith("/api/v1/linkify")) { window.sent.push(JSON.parse(init.body).texts); }
    window.flying += 1; window.most = Math.max(window.most, window.flying);
    return original.apply(this, arguments).then(
      function (r) { window.flying -= 1; window.statuses.push(r.status); return r; },
      function (e) { window.flying -= 1; throw e; });
  };
})(window.fetch);
</script>"""


@pytest.fixture(scope="module")
def context(browser: Browser) -> Iterator[BrowserContext]:
    """One browser profile for the module (the linker keeps nothing in a profile): a context
    takes most of a second to open, a page in it a tenth."""
    opened = browser.new_context()
    yield opened
    opened.close()


@pytest.fixture
def page(context: BrowserContext) -> Iterator[Page]:
    opened = context.new_page()
    yield opened
    opened.close()


def host(
    page: Page, live_server: str, body: str, lang: str | None = None, script: str = "", head: str = ""
) -> None:
    """Open a page of another site holding ``body`` and the linker; wait until it has linked."""
    attr = f' lang="{lang}"' if lang else ""
    page.set_content(
        f"<!doctype html><html{attr}><head>{head}<title>host</title></head><body>{body}"
        f'<script src="{live_server}/static/linker.js"{script}></script></body></html>'
    )
    assert settled(page)


def settled(page: Page) -> bool:
    """Whether the linker's promise is there and settles (within 10 s: a test never waits forever)."""
    return page.evaluate(
        """() => window.bridgeLawsLinked !== undefined && Promise.race([
            Promise.resolve(window.bridgeLawsLinked).then(() => true, () => true),
            new Promise(resolve => setTimeout(() => resolve(false), 10000)),
        ])"""
    )


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
    assert settled(page)
    assert page.inner_text("body") == "See Law 16B."


def test_a_page_with_thousands_of_citations_gets_every_link_two_requests_at_a_time(
    page: Page, live_server: str
) -> None:
    """More citations than one linkify request may hold (2000) are sent in several, never more
    than two at once."""
    body = "".join(f"<p>See Law {n % 93 + 1}.</p>" for n in range(3000))
    host(page, live_server, body, lang="en", head=WATCH_FETCH)
    assert page.evaluate("document.querySelectorAll('a.cite').length") == 3000
    assert page.evaluate("window.most") <= 2
    sent = page.evaluate("window.sent")
    assert sum(len(texts) for texts in sent) == 3000
    assert len(sent) <= 10


def test_a_page_view_makes_a_bounded_number_of_requests_and_links_from_its_start(
    page: Page, live_server: str
) -> None:
    """A page of 45,000 texts with digits (45 batches) is linked from its start, in 40 requests."""
    body = "<p>See Law 16B.</p>" + "".join(f"<span>word {n} </span>" for n in range(45_000))
    host(page, live_server, body + "<p id=last>See Law 16C.</p>", lang="en", head=WATCH_FETCH)
    assert len(page.evaluate("window.sent")) == 40
    assert page.evaluate("window.most") <= 2
    assert [text for text, _, _ in links(page)] == ["Law 16B"]


def test_a_batch_the_api_finds_too_much_is_sent_again_in_halves_and_only_a_text_too_long_stays(
    page: Page, live_server: str
) -> None:
    """500 texts of five citations each are 2500 citations (the API reads 2000 per request): the
    413 is answered by sending each half. One text longer than the API reads (256 KiB) is left."""
    dense = "".join("<p>Law 1. Law 2. Law 3. Law 4. Law 5.</p>" for _ in range(500))
    too_long = "See Law 16B. " + "word " * 60_000
    host(page, live_server, f"{dense}<p id=long>{too_long}</p>", lang="en", head=WATCH_FETCH)
    assert page.evaluate("document.querySelectorAll('a.cite').length") == 2500
    assert page.evaluate("document.querySelectorAll('#long a').length") == 0
    statuses = page.evaluate("window.statuses")
    assert statuses.count(413) >= 2 and statuses.count(200) >= 2  # the dense batch, the long text
    assert page.evaluate("window.most") <= 2


def test_only_texts_that_may_hold_a_citation_are_sent(page: Page, live_server: str) -> None:
    """A text with no digit, sign or citation word ("Law", "see", "artikel" ...) holds no
    citation: it stays on the page, while citations in words and numerals are still read."""
    texts = [
        "Law 16B applies.",
        "And (see D) too.",
        "Law XVI",
        "het zestiende artikel",
        "\uff2c\uff41\uff57 \uff38\uff36\uff29",  # fullwidth "Law XVI"
        "La\u200bw sixteen",
    ]
    plain = "<p>Nothing to link in this paragraph at all.</p>" * 1000
    body = "".join(f"<p>{t}</p>" for t in texts[:2]) + plain + "".join(f"<p>{t}</p>" for t in texts[2:])
    host(page, live_server, body, lang="en", head=WATCH_FETCH)
    assert page.evaluate("window.sent") == [texts]
    assert [text for text, _, _ in links(page)] == [
        "Law 16B", "D", "Law XVI", "zestiende artikel", texts[4], texts[5]
    ]  # fmt: skip


def test_every_example_of_the_citation_words_is_linked_as_the_api_links_it(
    page: Page, live_server: str, client: FlaskClient
) -> None:
    """What the linker leaves unsent never holds a citation: each example of real use in
    citations.toml (with the citation before it, for relative ones) is linked as linkify reads it."""
    examples = ["Law 16B1 applies."] + [
        example
        for groups in tomllib.loads(CITATIONS_TOML.read_text(encoding="utf-8")).values()
        for group in groups.values()
        if isinstance(group, dict)
        for example in group.get("examples", [])
    ]
    assert len(examples) < 500  # one request, so that a relative citation reads the one before
    answer = client.post("/api/v1/linkify", json={"texts": examples, "lang": "en"}).get_json()
    expected = [[link["raw"] for c in item["citations"] for link in c["links"]] for item in answer["texts"]]
    host(page, live_server, "".join(f"<p>{html.escape(e)}</p>" for e in examples), lang="en")
    linked = page.eval_on_selector_all(
        "p", "ps => ps.map(p => Array.from(p.querySelectorAll('a.cite'), a => a.textContent))"
    )
    assert linked == expected
    assert sum(map(len, linked)) > len(examples) // 2


def test_a_request_that_never_ends_is_given_up_and_the_page_is_left_as_it_was(
    page: Page, live_server: str
) -> None:
    """A fetch that never settles (a stalled network) is aborted after a time: the linked promise
    settles and the page keeps its text."""
    page.clock.install()
    page.set_content(
        "<!doctype html><html lang='en'><body><p>See Law 16B.</p>"
        "<script>window.signals = [];"
        "window.fetch = function (url, init) {"
        "  window.signals.push(init.signal); return new Promise(() => {});"
        "};"
        "</script>"
        f'<script src="{live_server}/static/linker.js"></script>'
        "<script>window.bridgeLawsLinked.then(() => { window.settled = true; });</script></body></html>"
    )
    page.clock.run_for(5_000)
    assert page.evaluate("window.settled") is None  # still waiting
    page.clock.run_for(60_000)
    assert page.evaluate("window.settled") is True
    assert page.evaluate("window.signals.length >= 1 && window.signals.every(s => s.aborted)") is True
    assert page.inner_text("body") == "See Law 16B."


@pytest.mark.parametrize(
    "broken",
    [
        "window.fetch = function () { throw new Error('host'); };",
        "window.fetch = function () { return Promise.reject(new Error('host')); };",
        "Response.prototype.json = function () { throw new Error('host'); };",
        "JSON.stringify = function () { throw new Error('host'); };",
        "window.AbortController = function () { throw new Error('host'); };",
        "window.URL = function () { throw new Error('host'); };",
    ],
)
def test_a_request_that_fails_in_any_way_leaves_the_page_and_the_promise_settles(
    page: Page, live_server: str, broken: str
) -> None:
    host(page, live_server, f"<p>See Law 16B.</p><script>{broken}</script>", lang="en")
    assert settled(page)
    assert page.inner_text("body") == "See Law 16B."


def test_a_request_that_throws_does_not_stop_the_others(page: Page, live_server: str) -> None:
    """Two languages, two linkify requests: the first fetch throws at once, the second still links."""
    host(
        page,
        live_server,
        '<p>See Law 16B.</p><p lang="nl">Zie artikel 16C.</p><script>'
        "window.fetch = (function (original) { var calls = 0; return function (url) {"
        "  calls += String(url).endsWith('/linkify') ? 1 : 0;"
        "  if (calls === 1) { throw new Error('host'); } return original.apply(this, arguments);"
        "}; })(window.fetch);</script>",
        lang="en",
    )
    assert [text for text, _, _ in links(page)] == ["artikel 16C"]


#: a host page's fetch that, before each request goes, changes what the page holds
BEFORE_THE_ANSWER = """<script>
window.fetch = (function (original) {
  return function () { %s; return original.apply(this, arguments); };
})(window.fetch);
</script>"""


@pytest.mark.parametrize(
    "change",
    [
        # moved into the page's own link
        "var a = document.createElement('a'); a.href = '/own';"
        "a.appendChild(document.getElementById('p').firstChild); document.body.appendChild(a)",
        # made editable, as a rich-text editor does when it starts
        "document.getElementById('p').contentEditable = 'true'",
        "document.designMode = 'on'",
        # moved into a textarea's place: out of the page
        "document.getElementById('p').firstChild.remove()",
        # its text changed
        "document.getElementById('p').firstChild.data = 'See Law 16B1(a) and Law 73C, now.'",
    ],
)
def test_a_text_the_page_changed_before_the_answer_is_left_as_it_is(
    page: Page, live_server: str, change: str
) -> None:
    host(
        page,
        live_server,
        '<p id="p">See Law 16B1(a) and Law 73C.</p>' + BEFORE_THE_ANSWER % change,
        lang="en",
    )
    assert page.evaluate("document.querySelectorAll('a.cite').length") == 0


#: a textarea, a style and a pre hold citations the linker must never write into
FORM = (
    '<p id="p">See Law 16B1(a).</p><textarea id="ta">Law 16B in textarea</textarea>'
    '<style id="st">/* Law 16B */ p { color: rgb(1, 2, 3) }</style><pre id="pre">Law 16B pre</pre>'
)
UNCHANGED = (
    "[document.getElementById('ta').value, document.getElementById('st').textContent,"
    " document.getElementById('pre').innerHTML]"
)
AS_WRITTEN = ["Law 16B in textarea", "/* Law 16B */ p { color: rgb(1, 2, 3) }", "Law 16B pre"]


@pytest.mark.parametrize(
    ("owner", "name", "value"),
    [
        ("Array.prototype", "indexOf", "function () { return -1; }"),
        ("Array.prototype", "includes", "function () { return false; }"),
        ("Array.prototype", "push", "function () { return 0; }"),
        ("Array.prototype", "forEach", "function () { throw new Error('host'); }"),
        ("Array.prototype", "map", "function () { throw new Error('host'); }"),
        ("Array.prototype", "filter", "function () { return []; }"),
        ("Array.prototype", "sort", "function () { return this.reverse(); }"),
        ("Array.prototype", "slice", "function () { throw new Error('host'); }"),
        ("Array", "isArray", "function () { return true; }"),
        ("String.prototype", "toLowerCase", "function () { return 'div'; }"),
        ("Element.prototype", "closest", "function () { throw new Error('host'); }"),
        ("Array.prototype", "join", "function () { throw new Error('host'); }"),
        ("String.prototype", "split", "function () { throw new Error('host'); }"),
        ("String.prototype", "normalize", "function () { throw new Error('host'); }"),
        ("String.prototype", "replace", "function () { throw new Error('host'); }"),
    ],
)
def test_builtins_the_page_overrides_never_make_the_linker_write_into_a_form_field(
    page: Page, live_server: str, owner: str, name: str, value: str
) -> None:
    """The page replaces a builtin before the linker runs, and puts it back once it has linked
    (so that the test can look: Playwright's own scripts use them too)."""
    with page.expect_console_message(lambda message: message.text == "linked", timeout=10_000):
        page.set_content(
            f"<!doctype html><html lang='en'><body>{FORM}<script>"
            f"(function (owner, name) {{ var had = Object.prototype.hasOwnProperty.call(owner, name);"
            f"  var saved = owner[name]; owner[name] = {value};"
            f"  window.restore = function () {{"
            f"    if (had) {{ owner[name] = saved; }} else {{ delete owner[name]; }}"
            f"  }};"
            f"}})({owner}, '{name}');</script>"
            f'<script src="{live_server}/static/linker.js"></script>'
            "<script>window.bridgeLawsLinked.then(function () { window.restore(); console.log('linked'); });"
            "</script></body></html>"
        )
    assert page.evaluate(UNCHANGED) == AS_WRITTEN
    assert page.evaluate("document.querySelectorAll('a.cite').length") == 1
    assert page.evaluate("document.querySelector('#p a.cite').textContent") == "Law 16B1(a)"


def test_when_the_skip_rules_cannot_be_checked_nothing_is_linked(page: Page, live_server: str) -> None:
    """Fail safe: a property the checks read that throws makes every text one to leave alone."""
    getter = (
        "Object.defineProperty(HTMLElement.prototype, 'isContentEditable',"
        " {get() { throw new Error('host'); }})"
    )
    host(page, live_server, f"{FORM}<script>{getter};</script>", lang="en")
    assert page.evaluate("document.querySelectorAll('a.cite').length") == 0
    assert page.evaluate(UNCHANGED) == AS_WRITTEN


#: URLs an answer might bring that lead off the laws site, or to no page at all
OFF_SITE = [
    "/\t/evil.example/x",
    "/\n/evil.example/",
    "/\r\n/evil.example/",
    "\t//evil.example/",
    "//evil.example/x",
    "/\\evil.example/x",
    "\\\\evil.example/x",
    "https://evil.example/x",
    "javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<b>x</b>",
    "blob:https://evil.example/1",
]


def test_only_links_to_the_laws_site_are_made_whatever_the_answer_says(page: Page, live_server: str) -> None:
    """The URL is read as the browser reads it (tabs and line breaks dropped) before its origin
    is compared: an answer that is wrong or tampered with cannot send a reader elsewhere."""
    urls = [*OFF_SITE, "/laws/16B", f"{live_server}/laws/16C"]
    link = {"start": 4, "end": 11, "raw": "Law 16B", "exists": True}
    answer = {"texts": [{"citations": [{"links": [link | {"url": url}]}]} for url in urls]}
    fake = f"<script>Response.prototype.json = () => Promise.resolve({json.dumps(answer)});</script>"
    host(page, live_server, "<p>See Law 16B.</p>" * len(urls) + fake, lang="en")
    assert links(page) == [
        ["Law 16B", f"{live_server}/laws/16B", "cite"],
        ["Law 16B", f"{live_server}/laws/16C", "cite"],
    ]


@pytest.mark.parametrize(
    ("lang", "text", "href"),
    [
        ("fr", "See Law 16B1(a).", "/laws/laws-2007-en/16B1a"),  # no French text: the citation's word
        ("de", "See Law 16B1(a).", "/laws/laws-2007-en/16B1a"),
        ("fr", "Zie artikel 16B1(a).", "/laws/laws-2017-nl/16B1a"),
        ("zz-nl", "See Law 16B1(a).", "/laws/laws-2007-en/16B1a"),
        ("nl-BE", "See Law 16B1(a).", "/laws/laws-2017-nl/16B1a"),  # a language the site holds
        ("NL", "See Law 16B1(a).", "/laws/laws-2017-nl/16B1a"),
        ("en-GB", "Zie artikel 16B1(a).", "/laws/laws-2007-en/16B1a"),
    ],
)
def test_a_reader_language_the_site_holds_no_text_in_leaves_the_citation_its_own(
    page: Page, live_server: str, lang: str, text: str, href: str
) -> None:
    host(page, live_server, f"<p>{text}</p>", lang=lang, head=WATCH_FETCH)
    assert [h for _, h, _ in links(page)] == [live_server + href]
    assert page.evaluate("window.urls").count(f"{live_server}/api/v1/documents") == 1


def test_the_languages_are_asked_only_when_the_page_names_one(page: Page, live_server: str) -> None:
    host(page, live_server, "<p>See Law 16B1(a).</p>", head=WATCH_FETCH)
    assert page.evaluate("window.urls") == [f"{live_server}/api/v1/linkify"]
    assert [h for _, h, _ in links(page)] == [f"{live_server}/laws/laws-2007-en/16B1a"]
