"""Full-text search over every provision, as one package.

- :mod:`.words` reads the word tables of ``corpus/data/search.toml``;
- :mod:`.analysis` turns text into index terms (the Whoosh schema and its analyzers);
- :mod:`.query` reads what a person typed (cleaning, citations, phrases, abbreviations);
- :mod:`.ranking` says how much each query word counts and which words count as it;
- :mod:`.snippets` cuts the marked snippet of a hit;
- :mod:`.engine` builds the index and answers queries.

Callers import from here: ``from indexer.search import SearchIndex``.
"""

from __future__ import annotations

from indexer.search.engine import MAX_LIMIT
from indexer.search.engine import MAX_QUERY_CHARS
from indexer.search.engine import WORDS_FILE
from indexer.search.engine import Hit
from indexer.search.engine import QueryError
from indexer.search.engine import SearchIndex
from indexer.search.engine import SearchResult
from indexer.search.engine import build_index

__all__ = [
    "MAX_LIMIT",
    "MAX_QUERY_CHARS",
    "Hit",
    "QueryError",
    "SearchIndex",
    "SearchResult",
    "WORDS_FILE",
    "build_index",
]
