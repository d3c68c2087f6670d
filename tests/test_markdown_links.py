"""The Python-Markdown extension links citations in a club's Markdown, offline or via a server."""

from __future__ import annotations

from pathlib import Path

import markdown
import pytest
from bs4 import BeautifulSoup

PAGE = """# Claims and concessions

After a hesitation see Law 16B1(a); also Laws 62A and 79A2.

Code such as `Law 16B1` and links such as [Law 7](https://example.org/7) stay as written.

    Law 5 in a code block stays too

- artikel 16C in a list item
"""


def render(text: str, **config: str) -> BeautifulSoup:
    html = markdown.markdown(
        text, extensions=["api.markdown_links"], extension_configs={"api.markdown_links": config}
    )
    return BeautifulSoup(html, "html.parser")


def links(soup: BeautifulSoup) -> list[tuple[str, str]]:
    return [(a.get_text(), str(a["href"])) for a in soup.find_all("a")]


@pytest.fixture(scope="module")
def offline(artifacts_dir: Path) -> BeautifulSoup:
    return render(PAGE, base_url="https://laws.example.org", artifacts=str(artifacts_dir))


def test_citations_become_links_to_the_laws_site(offline: BeautifulSoup) -> None:
    got = dict(links(offline))
    assert got["Law 16B1(a)"].startswith("https://laws.example.org/laws/")
    assert got["Law 16B1(a)"].endswith("/16B1a")
    assert got["artikel 16C"].endswith("/16C")


def test_each_item_of_a_list_is_its_own_link(offline: BeautifulSoup) -> None:
    texts = [t for t, _ in links(offline)]
    assert "Laws 62A" in texts and "79A2" in texts


def test_code_and_existing_links_are_left_alone(offline: BeautifulSoup) -> None:
    assert links(offline).count(("Law 7", "https://example.org/7")) == 1
    assert all(code.find("a") is None for code in offline.find_all("code"))
    assert offline.find("pre").get_text().startswith("Law 5 in a code block")


def test_markdown_without_citations_is_unchanged(artifacts_dir: Path) -> None:
    text = "Board 16 was played at 3NT, 430 points, 70%."
    assert str(render(text, artifacts=str(artifacts_dir))) == markdown.markdown(text)


def test_a_running_server_gives_the_same_links(live_server: str, offline: BeautifulSoup) -> None:
    online = render(PAGE, server=live_server)
    expected = [(t, h.replace("https://laws.example.org", live_server)) for t, h in links(offline)]
    assert links(online) == expected
