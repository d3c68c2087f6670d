"""Every parser, given any text, returns provisions or a SourceError naming the file: never a crash."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from indexer.build import read_manifest
from indexer.build import read_tables
from indexer.models import SourceError
from indexer.parse import parse_document

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
DOCUMENTS = read_manifest(CORPUS)
TABLES = read_tables(CORPUS, DOCUMENTS)

#: lines that look like the corpus: labels, headings, law headings, prose, blanks
LINES = st.one_of(
    st.sampled_from(["", "LAW 5 - ASSIGNMENT OF SEATS", "Artikel 16", "A. Initial Position", "(a) text;",
                     "1. The Director may", "(ii) For an", "Laws 72–93 · Everyday", "| a | b |",
                     "DEFINITIONS", "Law 42:", "1) WHO CAN ASK?", "Dummy — declarer's partner.", "PREFACE",
                     "LAW 99 - NO SUCH LAW", "Artikel 99", "Law 99:", "LAW 0"]),
    st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=80),
)  # fmt: skip


@pytest.mark.parametrize("doc", DOCUMENTS, ids=lambda d: d.id)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lines=st.lists(LINES, max_size=30))
def test_any_text_gives_provisions_or_a_source_error(doc, lines: list[str]) -> None:
    try:
        provisions = parse_document("\n".join(lines), doc, TABLES)
    except SourceError as error:
        assert error.file == doc.source_file and error.reason
        return
    ids = [p.id for p in provisions]
    assert len(ids) == len(set(ids))
    assert all(p.doc == doc.id for p in provisions)
