"""Impact lists: per indexed term, the provisions it scores highest in, worked out at build time.

Scoring a query by walking every posting of every query term costs time in proportion to
the corpus: at a hundred times its size, a question of ten words walks millions of postings.
So the build walks them once: for every term of every scored field it keeps the
:data:`DEPTH` provisions where the term scores highest by the index's own BM25F, with
those scores. A query then gathers candidates from these short lists only, and a
provision's score is the sum of its listed scores, each times the clause's boost, exactly as
Whoosh would add them up over an ``Or`` of ``Term`` clauses. Where a term has more postings
than :data:`DEPTH` (only the commonest words, and only in a large corpus) the provisions past
the list get nothing for that term; the list says so (``complete`` is False), and the total
of matches becomes a lower bound.
"""

from __future__ import annotations

import os
import pickle
from array import array
from collections.abc import Iterable
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from whoosh.reading import IndexReader
from whoosh.searching import Searcher

from indexer.search.analysis import FIELD_BOOSTS
from indexer.search.analysis import LANGUAGES
from indexer.search.renderings import RenderedStats

#: the file in the index directory
IMPACTS_FILE = "impacts.bin"
#: how many provisions each term's list keeps: every one in a corpus of this size or less
DEPTH = 1000


@dataclass(frozen=True)
class ImpactList:
    """The provisions a term scores highest in, best first, and how many hold it at all."""

    docnums: array[int]
    scores: array[float]
    #: how many provisions hold the term in this field
    df: int

    @property
    def complete(self) -> bool:
        return len(self.docnums) >= self.df


def scored_fields(schema_names: Iterable[str]) -> list[str]:
    """The fields queries score: each language's stemmed fields, and the unstemmed ones that
    stand in for a language without a stemmer."""
    names = set(schema_names)
    wanted = [f"{name}_{language}" for language in LANGUAGES for name in FIELD_BOOSTS] + ["heading", "text"]
    return [n for n in wanted if n in names]


def build_impacts(searcher: Searcher, index_dir: str, depth: int = DEPTH) -> None:
    """Walk every posting of every scored field once and keep each term's best ``depth``."""
    reader = searcher.reader()
    weighting = searcher.weighting
    table: dict[tuple[str, str], tuple[bytes, bytes, int]] = {}
    for fieldname in scored_fields(searcher.schema.names()):
        for raw in reader.lexicon(fieldname):
            term = raw.decode("utf-8")
            scorer = weighting.scorer(searcher, fieldname, raw)
            matcher = reader.postings(fieldname, raw)
            pairs: list[tuple[float, int]] = []
            while matcher.is_active():
                pairs.append((scorer.score(matcher), matcher.id()))
                matcher.next()
            pairs.sort(key=lambda pair: (-pair[0], pair[1]))
            kept = pairs[:depth]
            docnums = array("i", [d for _, d in kept])
            scores = array("f", [s for s, _ in kept])
            table[(fieldname, term)] = (docnums.tobytes(), scores.tobytes(), len(pairs))
    with open(os.path.join(index_dir, IMPACTS_FILE), "wb") as f:
        pickle.dump({"depth": depth, "lists": table}, f, protocol=pickle.HIGHEST_PROTOCOL)


def count_from_memory(reader: IndexReader, impacts: Impacts, rendered: RenderedStats | None = None) -> None:
    """Make ``reader`` answer how many provisions hold a term of a scored field from the
    impact lists, which record it for every term (others it still looks up), without the
    provisions that hold it only in a rendering (see :func:`leave_out_renderings`).

    The ranking asks it dozens of times per query (the language of the query's words, their
    rarity, which of a translation's terms the texts hold), and Whoosh answers each by
    hashing the term into every segment's term table; the counts are the same.
    """
    looked_up = reader.doc_frequency
    scored = frozenset(scored_fields(reader.schema.names()))

    def doc_frequency(fieldname: str, text: str | bytes) -> int:
        if fieldname not in scored:
            return int(looked_up(fieldname, text))
        return impacts.doc_frequency(fieldname, text.decode("utf-8") if isinstance(text, bytes) else text)

    reader.doc_frequency = doc_frequency
    if rendered is not None:
        leave_out_renderings(reader, rendered)


def leave_out_renderings(reader: IndexReader, rendered: RenderedStats) -> None:
    """Make ``reader`` count a term's provisions without those that hold it only in a
    rendering (see renderings.py): a language's words are as rare as its own texts make them,
    for the scores (BM25's idf) and for everything a query weighs by them."""
    if not rendered.df:
        return
    counted = reader.doc_frequency

    def doc_frequency(fieldname: str, text: str | bytes) -> int:
        added = rendered.df.get(fieldname)
        found = int(counted(fieldname, text))
        if not added:
            return found
        return found - added.get(text.decode("utf-8") if isinstance(text, bytes) else text, 0)

    reader.doc_frequency = doc_frequency


#: how many split lists an index keeps (see Impacts.split)
SPLITS_KEPT = 20_000


@dataclass(frozen=True)
class Split:
    """An impact list in two: the provisions holding the term in their own text, and those
    holding it only in a rendering (docnums and scores each, best first)."""

    docnums: Sequence[int]
    scores: Sequence[float]
    rendered_docnums: Sequence[int]
    rendered_scores: Sequence[float]


class Impacts:
    """The impact lists of one index, read whole when the index is opened."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.depth: int = data["depth"]
        self._lists: dict[tuple[str, str], ImpactList] = {}
        #: one more than the largest docnum listed: a table indexed by docnum has this length
        self.size = 0
        #: per list, the list split between own texts and renderings (see split)
        self._rendered: Mapping[int, str] = {}
        self._splits: dict[tuple[str, str], Split] = {}
        for key, (raw_docnums, raw_scores, df) in data["lists"].items():
            docnums, scores = array("i"), array("f")
            docnums.frombytes(raw_docnums)
            scores.frombytes(raw_scores)
            self._lists[key] = ImpactList(docnums, scores, df)
            self.size = max(self.size, max(docnums, default=-1) + 1)

    @classmethod
    def load(cls, index_dir: str) -> Impacts:
        with open(os.path.join(index_dir, IMPACTS_FILE), "rb") as f:
            return cls(pickle.load(f))

    def split(self, fieldname: str, term: str, rendered: Mapping[int, str], language: str) -> Split:
        """The list of ``term`` in ``fieldname``, a field of ``language``, in two: the
        provisions that hold the term in their own text, and the ``rendered`` provisions (with
        their own languages) that hold it in their rendering in that language (see
        renderings.py). Remembered: the lists never change, and a query asks for the same
        few; at most :data:`SPLITS_KEPT` are kept."""
        if rendered is not self._rendered:
            self._rendered, self._splits = rendered, {}
        key = (fieldname, term)
        found = self._splits.get(key)
        if found is None:
            listed = self._lists.get(key)
            docnums = listed.docnums if listed is not None else array("i")
            scores = listed.scores if listed is not None else array("f")
            at = [i for i, d in enumerate(docnums) if d in rendered and rendered[d] != language]
            if not at:
                found = Split(docnums, scores, (), ())
            else:
                elsewhere = set(at)
                own = [i for i in range(len(docnums)) if i not in elsewhere]
                found = Split(
                    [docnums[i] for i in own],
                    [scores[i] for i in own],
                    [docnums[i] for i in at],
                    [scores[i] for i in at],
                )
            if len(self._splits) >= SPLITS_KEPT:
                self._splits.clear()
            self._splits[key] = found
        return found

    def get(self, fieldname: str, term: str) -> ImpactList | None:
        """The list of ``term`` in ``fieldname``, or None when no provision holds it there."""
        return self._lists.get((fieldname, term))

    def doc_frequency(self, fieldname: str, term: str) -> int:
        """How many provisions hold ``term`` in the scored field ``fieldname``: what the index's
        term table says, from memory."""
        found = self._lists.get((fieldname, term))
        return found.df if found is not None else 0
