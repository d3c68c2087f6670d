"""Citations: find them in a text or a query, then resolve them to provision ids (as eyecite splits it).

- :mod:`~indexer.cite.clean` folds what people paste (fullwidth digits, invisible characters)
  and maps offsets back;
- :mod:`~indexer.cite.patterns` builds the named patterns from the citation words of
  ``corpus/data/citations.toml``;
- :mod:`~indexer.cite.find` finds spans in text (:func:`find_citations`), and
  :mod:`~indexer.cite.query` in a search query (:func:`find_in_query`), with one grammar;
- :mod:`~indexer.cite.spelled` rewrites what a query or a text spells out ("law sixteen", "Law XVI",
  "the sixteenth law", "Law-16", "Law 16 - B - 1", "12C1eii", "law 16, b1a",
  "Law 16, section B", "artikel 16 lid C", "art. 16, § B, 1°") for that grammar, with
  :mod:`~indexer.cite.numbers` making the number words and numerals, and
  :mod:`~indexer.cite.misspelt` the words for a law it misspells ("lawe 16", "artikle 54");
- :mod:`~indexer.cite.resolve` binds a span in its :class:`Context` (:func:`resolve`);
- :mod:`~indexer.cite.edges` runs both over a parsed document (:func:`cite_document`).

Nothing here reads files: the words and the corpus are passed in.
"""

from __future__ import annotations

from indexer.cite.edges import build_corpus
from indexer.cite.edges import cite_document
from indexer.cite.edges import cite_provision
from indexer.cite.edges import is_label
from indexer.cite.edges import segments
from indexer.cite.find import KINDS
from indexer.cite.find import Found
from indexer.cite.find import Part
from indexer.cite.find import find_citations
from indexer.cite.patterns import CitationWords
from indexer.cite.patterns import load_words
from indexer.cite.patterns import words_for_language
from indexer.cite.query import QueryCitation
from indexer.cite.query import find_in_query
from indexer.cite.query import missing_law
from indexer.cite.query import sole_citation
from indexer.cite.resolve import Context
from indexer.cite.resolve import Corpus
from indexer.cite.resolve import cited_ids
from indexer.cite.resolve import counterpart_id
from indexer.cite.resolve import resolve

__all__ = [
    "KINDS",
    "CitationWords",
    "Context",
    "Corpus",
    "Found",
    "Part",
    "QueryCitation",
    "build_corpus",
    "cite_document",
    "cite_provision",
    "cited_ids",
    "counterpart_id",
    "find_citations",
    "find_in_query",
    "is_label",
    "load_words",
    "missing_law",
    "resolve",
    "segments",
    "sole_citation",
    "words_for_language",
]
