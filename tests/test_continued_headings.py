"""An article carried on over a deck's or a booklet's later slides or pages prints its heading
again there, marked as going on ("Artikel 16 – … (vervolg)"): the article and its numbering
go on, as if the heading were not printed.

The inputs are the bundled Dutch Article 16, with its heading repeated between its paragraphs.
"""

from __future__ import annotations

import pytest

from tests.test_source_cleaning import CORPUS
from tests.test_source_cleaning import parse_text

#: the bundled Dutch Article 16, from its heading to the line before Article 54A
ARTICLE_16 = (CORPUS / "002_c187f8eb6214634c.txt").read_text(encoding="utf-8").splitlines()[38:74]


def read_nl(lines: list[str]) -> dict[str, tuple[str, str]]:
    provisions, _ = parse_text("\n".join(lines), kind="translation", language="nl", edition="2017")
    return {pid: (p.heading, p.text) for pid, p in provisions.items()}


def carried_on(heading: str) -> list[str]:
    """Article 16 with ``heading`` printed before its third numbered item of 16A and before
    the first of 16D, where a slide or a page ends."""
    cut_a = ARTICLE_16.index(next(line for line in ARTICLE_16 if line.startswith("3. het informatie")))
    cut_d = ARTICLE_16.index(next(line for line in ARTICLE_16 if line.startswith("1. de plaatsen")))
    return [
        *ARTICLE_16[:cut_a],
        heading,
        *ARTICLE_16[cut_a:cut_d],
        "",
        heading,
        *ARTICLE_16[cut_d:],
    ]


@pytest.mark.parametrize(
    "heading",
    [
        "Artikel 16 – Geoorloofde en ongeoorloofde informatie (vervolg)",
        "ARTIKEL 16 – GEOORLOOFDE EN ONGEOORLOOFDE INFORMATIE (VERV.)",
        "Artikel 16 – Geoorloofde en ongeoorloofde informatie – vervolg",
        "Artikel 16 (vervolg)",
        "Artikel 16 – vervolg",
    ],
)
def test_a_continued_article_heading_carries_the_article_and_its_numbering_on(heading: str) -> None:
    read = read_nl(carried_on(heading))
    assert read == read_nl(ARTICLE_16)
    assert "16A1c" in read and "16D2a" in read
    assert not any(
        "vervolg" in text.lower() or "verv." in text.lower() for pair in read.values() for text in pair
    )


def test_an_other_articles_heading_marked_as_continued_still_opens_that_article() -> None:
    """The mark carries on only the article it names: "Artikel 54 (vervolg)" is no part of 16."""
    lines = [
        *ARTICLE_16,
        "",
        "Artikel 54 – Voor de beurt uitkomen met de beeldzijde naar boven (vervolg)",
        "Leider legt zijn hand open",
    ]
    assert "54" in read_nl(lines)
