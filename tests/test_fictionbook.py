"""A FictionBook (FB2) e-book reads as its text: its description, its notes body and its
embedded images are no text of a law."""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.sources import load_source

COVER = "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0a"
BOOK = f"""<?xml version="1.0" encoding="UTF-8"?>
<FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0" xmlns:l="http://www.w3.org/1999/xlink">
<description><title-info><book-title>Spelregels</book-title>
<annotation><p>De spelregels van 2017.</p></annotation></title-info></description>
<body>
<section id="law16"><title><p>Artikel 16</p><p>Geoorloofde en ongeoorloofde informatie</p></title>
<subtitle>A. Gebruik door spelers van informatie</subtitle>
<p>1. Een speler mag informatie gebruiken (zie <a l:href="#law12">artikel 12C</a>).\
<a l:href="#n1" type="note">1</a></p>
</section>
</body>
<body name="notes"><section id="n1"><title><p>1</p></title><p>Vertaling NBB.</p></section></body>
<binary id="cover.jpg" content-type="image/jpeg">
{COVER}
</binary>
</FictionBook>
"""


@pytest.mark.parametrize("suffix", [".fb2", ".xml", ".txt"])
def test_an_fb2_books_notes_cover_and_description_are_left_out(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"spelregels{suffix}"
    path.write_text(BOOK, encoding="utf-8")
    lines = [line.strip() for line in load_source(path).text.splitlines() if line.strip()]
    assert lines[:3] == [
        "Artikel 16",
        "Geoorloofde en ongeoorloofde informatie",
        "A. Gebruik door spelers van informatie",
    ]
    assert lines[-1].startswith("1. Een speler mag informatie gebruiken (zie artikel 12C).")
    text = "\n".join(lines)
    assert "Vertaling NBB" not in text and COVER[:20] not in text and "De spelregels van 2017" not in text


def test_a_body_without_a_notes_name_is_text(tmp_path: Path) -> None:
    path = tmp_path / "site.xml"
    path.write_text(
        '<?xml version="1.0"?><law><body name="main"><p>Law 16 text.</p></body></law>', encoding="utf-8"
    )
    assert "Law 16 text." in load_source(path).text
