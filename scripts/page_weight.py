"""Page weight: the bytes a browser fetches for the home, search and provision pages.

Counts the HTML and every stylesheet and script it links (same origin), uncompressed, as
the app serves them. Run after ``make build``: ``.venv/bin/python scripts/page_weight.py``.
"""

from __future__ import annotations

import sys
from html.parser import HTMLParser
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app import create_app  # noqa: E402

PAGES = {
    "home": "/",
    "search": "/search?q=lead+out+of+turn",
    "provision": "/laws/laws-2007-en/16B1a",
}


class Assets(HTMLParser):
    """The stylesheets and scripts a page links."""

    def __init__(self) -> None:
        super().__init__()
        self.css: list[str] = []
        self.js: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if tag == "link" and attributes.get("rel") == "stylesheet" and attributes.get("href"):
            self.css.append(attributes["href"] or "")
        if tag == "script" and attributes.get("src"):
            self.js.append(attributes["src"] or "")


def weigh() -> dict[str, dict[str, int]]:
    """Bytes of HTML, CSS and JS per page."""
    client = create_app().test_client()
    out: dict[str, dict[str, int]] = {}
    for path in PAGES.values():
        response = client.get(path)
        if response.status_code != 200:
            raise SystemExit(f"{path} answered {response.status_code}: run `make build` first")
        html = response.get_data(as_text=True)
        assets = Assets()
        assets.feed(html)
        sizes = {"html": len(response.data), "css": 0, "js": 0}
        for kind, urls in (("css", assets.css), ("js", assets.js)):
            for url in urls:
                asset = client.get(url)
                sizes[kind] += len(asset.data)
                asset.close()
        sizes["total"] = sizes["html"] + sizes["css"] + sizes["js"]
        out[path] = sizes
    return out


def main() -> None:
    print(f"{'page':40} {'html':>8} {'css':>7} {'js':>6} {'total':>8}  (bytes, uncompressed)")
    for path, sizes in weigh().items():
        print(f"{path:40} {sizes['html']:>8} {sizes['css']:>7} {sizes['js']:>6} {sizes['total']:>8}")


if __name__ == "__main__":
    main()
