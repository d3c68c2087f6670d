"""A citation that names its code of the Laws: "2007 law 16C" is the 2007 code's 16C, which the
2017 code numbers 16D (Law 16's C and D swapped), read through the concordance."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from indexer.compare import Codes
from indexer.search import SearchIndex
from indexer.search.editions import edition_named
from indexer.tables import Move

#: (query, the provision first among the hits)
EDITION_CITATIONS = [
    ("2007 law 16C", "laws-2017-nl:16D"),
    ("Law 16C (2007)", "laws-2017-nl:16D"),
    ("law 16D 2007", "laws-2017-nl:16C"),
    ("2007 law 16C2 withdrawn", "laws-2017-nl:16D2"),
    ("2017 law 16C", "laws-2017-nl:16C"),
    ("artikel 16D van 2017", "laws-2017-nl:16D"),
    ("2007 law 16B1a", "laws-2007-en:16B1a"),
]


@pytest.mark.parametrize(("q", "first"), EDITION_CITATIONS)
def test_a_citation_naming_its_code_finds_that_codes_provision(
    artifact_index: SearchIndex, q: str, first: str
) -> None:
    hits = artifact_index.search(q, limit=5).results
    assert f"{hits[0].doc}:{hits[0].id}" == first


def test_the_code_named_is_reported_with_the_current_id_and_not_searched_as_a_word(
    artifact_index: SearchIndex,
) -> None:
    result = artifact_index.search("2007 law 16C", limit=10)
    assert result.citation is not None and result.citation["display"] == "Law 16C (2007)"
    assert result.citation["id"] == "16D", "the id the pages are keyed by, the current code's"
    assert not [h for h in result.results if h.id in ("preface", "introduction")]


def test_a_citation_naming_no_code_reads_each_text_as_numbered(artifact_index: SearchIndex) -> None:
    hits = artifact_index.search("law 16C", limit=1).results
    assert f"{hits[0].doc}:{hits[0].id}" == "laws-2017-nl:16C"


CODES = Codes(("2007", "2017"), (Move("16C", "16D", ""), Move("16D", "16C", "")))


@pytest.mark.parametrize(
    ("text", "named", "rest"),
    [
        (" law 16C 2007", "2007", "law 16C"),
        ("2017 law", "2017", "law"),
        ("law 2007 and 2017", None, "law 2007 and 2017"),
        ("board 20071", None, "board 20071"),
        ("law 16C", None, "law 16C"),
    ],
)
def test_a_query_names_one_code_or_none(text: str, named: str | None, rest: str) -> None:
    assert edition_named(text, CODES) == (named, rest)


def test_an_older_codes_number_is_read_in_the_current_codes_numbering() -> None:
    assert CODES.to_current("16C2b", "2007") == "16D2b"
    assert CODES.to_current("16C2b", "2017") == "16C2b"
    assert CODES.to_current("12A", "2007") == "12A"


def test_the_results_page_links_a_citation_of_an_older_code_to_its_current_page(client: FlaskClient) -> None:
    page = client.get("/search?q=2007+law+16C").get_data(as_text=True)
    assert 'href="/laws/16D">Law 16C (2007)</a>' in page
