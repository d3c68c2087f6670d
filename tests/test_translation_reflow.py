"""A translation copied from a PDF is hard-wrapped: its lines are read back into paragraphs.

The inputs are the bundled Dutch articles, wrapped at 70 columns as a PDF's text prints them.
"""

from __future__ import annotations

import re
import textwrap

from tests.test_source_cleaning import CORPUS
from tests.test_source_cleaning import parse_text

#: the bundled Dutch articles, line n at index n - 1
SOURCE_NL = (CORPUS / "002_c187f8eb6214634c.txt").read_text(encoding="utf-8").splitlines()


def wrapped(lines: list[str], width: int = 70) -> list[str]:
    """Each line hard-wrapped at ``width`` columns (a blank line stays blank)."""
    return [part for line in lines for part in (textwrap.wrap(line, width) or [""])]


def read_nl(lines: list[str]) -> dict[str, tuple[str, str]]:
    provisions, _ = parse_text("\n".join(lines), kind="translation", language="nl", edition="2017")
    return {pid: (p.heading, p.text) for pid, p in provisions.items()}


def test_a_wrapped_article_and_its_section_read_as_one_paragraph_each() -> None:
    """Article 54 with its preamble over four lines, then 54A's heading and its text wrapped."""
    title = SOURCE_NL[12]  # "Voor de beurt uitkomen met de beeldzijde naar boven"
    preamble, section_a, text_a = SOURCE_NL[13], SOURCE_NL[77], SOURCE_NL[78]
    lines = [f"Artikel 54 – {title}", "", *wrapped([preamble]), *wrapped([section_a, text_a])]
    assert len(wrapped([preamble])) == 4
    read = read_nl(lines)
    assert list(read) == ["54", "54A"]
    assert read["54"] == (title, preamble)
    assert read["54A"] == ("Leider legt zijn hand open", text_a)


def test_a_wrapped_article_reads_as_the_same_article_unwrapped() -> None:
    """Article 16, every paragraph wrapped at 70 columns, keeps its ids and texts."""
    article_16 = SOURCE_NL[38:74]
    assert read_nl(wrapped(article_16)) == read_nl(article_16)
    assert len(read_nl(article_16)) > 20


def test_a_list_after_a_colon_keeps_its_items_apart_across_blank_lines() -> None:
    """Article 16 with every label lost and a blank line after each paragraph (a word
    processor's numbering gone): "... gebruiken als:" and the items ending "; of" stay
    paragraphs of their own, as they are in the article as printed."""
    article_16 = [line for line in SOURCE_NL[38:74] if line.strip()]
    unlabelled = [re.sub(r"^(?:[A-Z]\.|\d\.|\([a-z]\))\s+", "", line) for line in article_16]
    spaced = [part for line in unlabelled for part in (line, "")]
    texts = [text for _, text in read_nl(spaced).values() if text]
    assert texts == [text for _, text in read_nl(article_16).values() if text]
    assert "het geoorloofde informatie is uit een ingetrokken handeling (zie C); of" in texts
