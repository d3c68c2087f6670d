"""A law text copied from an official publication site loses the site's link lines under each
heading ("Geldend van …", "Toon relaties in LiDO", "Permanent link"): the words of
``site_link_lines`` in ``layout.toml``, per language, in a run of short lines; a sentence of the
text that opens with the same words stays."""

from __future__ import annotations

import dataclasses

import pytest

from indexer.models import SourceWarning
from indexer.parse import parse_document
from indexer.parsers.sitelinks import without_site_links
from tests.layouts import SITE_LINKS
from tests.layouts import bundled
from tests.layouts import publication_site_copy
from tests.layouts import roundtrip
from tests.layouts import tables


def _read(lines: list[str], language: str) -> tuple[list[str], list[SourceWarning]]:
    out, warnings = list(lines), []
    without_site_links(out, tables().layout[language], warnings, "site.txt")
    return out, warnings


def test_a_dutch_sites_link_lines_go() -> None:
    lines = [
        "Artikel 16. Geoorloofde en ongeoorloofde informatie",
        "Geldend van 01-09-2017 t/m heden",
        "Toon relaties in LiDO",
        "Maak een permanente link",
        "Toon wetstechnische informatie",
        "A. Gebruik van informatie door de spelers",
    ]
    out, warnings = _read(lines, "nl")
    assert out == [lines[0], "", "", "", "", lines[5]]
    assert [w.message for w in warnings] == ["dropped 4 site link line(s): 2, 3, 4, 5"]


def test_an_english_sites_link_lines_go() -> None:
    lines = [
        "Law 16. Authorized Information",
        "Valid from 1 September 2017",
        "Show relations",
        "Permanent link",
    ]
    assert _read(lines, "en")[0] == [lines[0], "", "", ""]


@pytest.mark.parametrize(
    ("language", "lines"),
    [
        # one such line alone: no site prints a single link
        (
            "en",
            [
                "Law 93. Procedures of Appeal",
                "Valid from the start of the session",
                "A. No Appeals Committee",
            ],
        ),
        # sentences of the text that open with the same words
        (
            "nl",
            ["Geldend van toepassing zijn de regels van de bond.", "Toon relaties tussen de spelers aan."],
        ),
        # another language's words are that language's text
        ("nl", ["Show relations", "Permanent link"]),
    ],
)
def test_lines_that_are_no_sites_links_stay(language: str, lines: list[str]) -> None:
    out, warnings = _read(lines, language)
    assert out == lines
    assert warnings == []


@pytest.mark.parametrize(
    ("doc_id", "kind"),
    [
        ("laws-2007-en", "formal"),
        ("laws-2017-everyday-en", "formal"),
        ("laws-2017-nl", "translation"),
        ("skeleton-2017", "formal"),
    ],
)
def test_a_copy_of_a_publication_site_reads_back_whole(doc_id: str, kind: str) -> None:
    right, checked, misses = roundtrip(doc_id, kind, "publication-site-copy", publication_site_copy)
    assert right == checked, misses


@pytest.mark.parametrize(("doc_id", "kind"), [("laws-2007-en", "formal"), ("laws-2017-nl", "translation")])
def test_no_provision_keeps_a_sites_link(doc_id: str, kind: str) -> None:
    doc, provisions = bundled(doc_id)
    copy = dataclasses.replace(doc, id=f"{doc_id}-site", kind=kind, source_file="site.txt")
    text = publication_site_copy(list(provisions), {})
    links = SITE_LINKS[doc.language][1]
    parsed = parse_document(text, copy, tables(), [])
    assert not [p.id for p in parsed if any(link in p.text or link in p.heading for link in links)]
