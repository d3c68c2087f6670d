"""A text cites as a query does: the one citation finder reads both.

Club notes and host pages write their references the way directors type them into the search
box: "artikel 64 lid C", "art. 27 lid B1", the Flemish "art. 16, § B, 1°, a)", "law twenty-seven".
A text is read with the query's spelled forms (:mod:`indexer.cite.spelled`), but not with what
only a query allows: a bare law number is a page or a count in a text, and no reference runs
past the end of a sentence. Rows are ``(text, [the provisions cited, in order])``.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from indexer.cite import find_citations
from indexer.cite import find_in_query
from indexer.cite.patterns import load_words
from indexer.cite.query import _part_refs

ROOT = Path(__file__).resolve().parent.parent
TABLE = tomllib.loads((ROOT / "corpus" / "data" / "citations.toml").read_text(encoding="utf-8"))
ANY = load_words(TABLE, ["en", "nl"])


def cited(text: str) -> list[str]:
    """The provisions a text cites, in order, ranges and lists spelled out."""
    return [ref.id for found in find_citations(text, ANY) for part in found.refs for ref in _part_refs(part)]


# fmt: off
#: written in a club's notes or a host page, read as a query reads it
SPELLED_IN_TEXTS = [
    ("Na een onvoldoend bod geldt art. 27 lid B1.", ["27B1"]),
    ("Zie artikel 64 lid C voor de tweede verzaking.", ["64C"]),
    ("De wedstrijdleider past artikel 16 lid D toe.", ["16D"]),
    ("Zie art. 16, § 2 over de denkpauze.", ["16B"]),
    ("Zie art. 64, § 2 en art. 16, § B, 1°.", ["64B", "16B1"]),
    ("Volgens art. 16, § B, 1°, a) mag dat niet.", ["16B1a"]),
    ("Volgens art. 43, § A, 1°, c is dat verboden.", ["43A1c"]),
    ("art. 16 § 2, 1°", ["16B1"]),
    ("Without the correction, law twenty-seven would have applied.", ["27"]),
    ("The Director applies Law 16, section B, paragraph 1.", ["16B1"]),
    ("See Law XVI for the rest.", ["16"]),
]

#: what only a query reads, or no reference at all
NOT_IN_TEXTS = [
    ("16", []),                                   # a page number alone
    ("the law I cited", []),
    ("It is 20° outside and we played 4 boards.", []),
    # the next paragraph's labels after a sentence's end
    ("Director adjusts the score in accordance with Law 12C. 1. (a) The", ["12C"]),
    ("(Law 45 C 4 b)", ["45C4b"]),
]
# fmt: on


@pytest.mark.parametrize(("text", "ids"), SPELLED_IN_TEXTS)
def test_a_text_reads_a_spelled_citation_as_a_query_does(text: str, ids: list[str]) -> None:
    assert cited(text) == ids
    assert [ref.id for c in find_in_query(text, ANY) for ref in c.refs] == ids


@pytest.mark.parametrize(("text", "ids"), NOT_IN_TEXTS)
def test_a_text_reads_no_more_than_its_sentences_say(text: str, ids: list[str]) -> None:
    assert cited(text) == ids


def test_a_spelled_citation_keeps_its_span_as_written() -> None:
    (found,) = find_citations("Zie artikel 64 lid C voor de tweede verzaking.", ANY)
    assert (found.raw, found.start, found.end) == ("artikel 64 lid C", 4, 20)


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("Under s.86B2(b) the Director may award an adjusted score.", ["86B2b"]),
        ("s.86 B 2 (b)", ["86B2b"]),
        ("as in L.64A2", ["64A2"]),
        ("wait 10 s. 4 boards later", []),  # seconds
        ("after 1 s. 2 h. 2 s. partner passed", []),  # an auction
    ],
)
def test_s_dot_is_a_section_as_british_directors_cite_one(text: str, ids: list[str]) -> None:
    assert [ref.id for c in find_in_query(text, ANY) for ref in c.refs] == ids
    if " " not in text.split("s.", 1)[-1][:1]:
        assert cited(text) == ids


@pytest.mark.parametrize(
    ("text", "links"),
    [  # fmt: skip
        ("Zie art. 16, § B, 1°, a) en s.86B2(b).",
         [("art. 16, § B, 1°, a)", "16B1a"), ("s.86B2(b)", "86B2b")]),
        ("Zie artikel 64 lid C en artikel 16 lid D.",
         [("artikel 64 lid C", "64C"), ("artikel 16 lid D", "16D")]),
    ],
)
def test_each_item_of_a_spelled_list_is_linked_where_it_is_written(
    client: FlaskClient, text: str, links: list[tuple[str, str]]
) -> None:
    answer = client.post("/api/v1/linkify", json={"text": text}).get_json()
    assert [(link["raw"], link["id"]) for c in answer["citations"] for link in c["links"]] == links
