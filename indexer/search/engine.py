"""Full-text search over every provision: building the index and answering queries.

Whoosh is frozen upstream, so only the search modules import it: :mod:`indexer.search.analysis`
(the schema and its analyzers), :mod:`indexer.search.ranking` (word weights and query clauses),
:mod:`indexer.search.snippets` and this one. Reading the query is :mod:`indexer.search.query`; the word
tables come from ``corpus/data/search.toml`` through :mod:`indexer.search.words`, and the
index keeps a copy of them so that it answers queries with the tables it was built with.
Callers see plain dataclasses; an unknown filter value or a bad query raises
:class:`QueryError`, whose message is meant for the person who typed the query.
"""

from __future__ import annotations

import json
import os
import queue
from collections.abc import Iterator
from collections.abc import Mapping
from contextlib import contextmanager
from dataclasses import asdict
from dataclasses import dataclass
from dataclasses import field
from typing import Any

from whoosh import index as whoosh_index
from whoosh import query as Q
from whoosh.searching import Searcher

from indexer.models import Document
from indexer.models import Provision
from indexer.search.analysis import LANGUAGES
from indexer.search.analysis import make_schema
from indexer.search.analysis import stems
from indexer.search.bilingual import Translation
from indexer.search.crosslang import SAME_LANGUAGE_BOOST
from indexer.search.crosslang import common_in_a_language
from indexer.search.crosslang import language_weighting
from indexer.search.crosslang import query_language
from indexer.search.crosslang import read_across
from indexer.search.crosslang import read_translator
from indexer.search.crosslang import write_term_tables
from indexer.search.query import MAX_LIMIT
from indexer.search.query import MAX_QUERY_CHARS
from indexer.search.query import Cited
from indexer.search.query import QueryError
from indexer.search.query import check_page
from indexer.search.query import clean_query
from indexer.search.query import expand_abbreviations
from indexer.search.query import find_citations
from indexer.search.query import quoted_phrases
from indexer.search.query import split_words
from indexer.search.query import without_spans
from indexer.search.ranking import COMMON_WORD_WEIGHT
from indexer.search.ranking import COORD_POWER
from indexer.search.ranking import NEIGHBOUR_BOOST
from indexer.search.ranking import PHRASE_BOOSTS
from indexer.search.ranking import RERANK_WINDOW
from indexer.search.ranking import SYNONYM_BOOST
from indexer.search.ranking import alternatives
from indexer.search.ranking import closest
from indexer.search.ranking import field_names
from indexer.search.ranking import fields_clause
from indexer.search.ranking import rarity
from indexer.search.ranking import text_field
from indexer.search.ranking import word_weight
from indexer.search.snippets import make_snippet
from indexer.search.words import SearchWords
from indexer.search.words import load_search_words

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

#: fewer strict hits than this and every word is also matched by spelling neighbours
FUZZY_BELOW = 3
#: order in which documents holding the same cited provision are listed
KIND_ORDER = {"formal": 0, "translation": 1, "everyday": 2, "commentary": 3}
#: the copy of ``search.toml`` kept in the index directory (Whoosh leaves other files alone)
WORDS_FILE = "search_words.json"

# ---------------------------------------------------------------------------
# Building
# ---------------------------------------------------------------------------


def build_index(
    index_dir: str,
    documents: list[Document],
    provisions: list[Provision],
    aliases: dict[str, dict[str, list[str]]] | None = None,
    titles: dict[str, dict[int, str]] | None = None,
    *,
    words: Mapping[str, Any],
    term_tables: Mapping[str, Any] | None = None,
) -> None:
    """Write a fresh index of ``provisions`` into ``index_dir`` (created if missing).

    :param words: the parsed ``corpus/data/search.toml``; its spelling tables go into the
        analyzers, and a copy of it into the index, which answers queries with it.
    :param aliases: per document, per provision id, other ids the provision answers to
        when cited (e.g. the 2017 number of a 2007 provision, from the concordance).
    :param titles: per edition, the official English title of each law: a translated law
        is also found by it ("lead out of turn" finds artikel 54).
    :param term_tables: the parsed ``corpus/data/terms-*.toml`` by file name; a copy goes into
        the index, which reads queries across languages with it.
    """
    tables = load_search_words(words)
    os.makedirs(index_dir, exist_ok=True)
    ix = whoosh_index.create_in(index_dir, make_schema(tables))
    docs = {d.id: d for d in documents}
    doc_rank = {d.id: i for i, d in enumerate(documents)}
    by_key = {(p.doc, p.id): p for p in provisions}
    aliases = aliases or {}
    writer = ix.writer()
    try:
        for p in provisions:
            document = docs.get(p.doc)
            if document is None:
                raise ValueError(f"provision {p.doc}:{p.id} names a document that is not in the manifest")
            fields: dict[str, Any] = {
                "key": f"{p.doc}:{p.id}",
                "doc": p.doc,
                "language": document.language,
                "edition": document.edition or "",
                "kind": document.kind,
                "law": str(p.law) if p.law is not None else "",
                "pid": p.id,
                "alias": " ".join(aliases.get(p.doc, {}).get(p.id, ())),
                "about": " ".join(p.about),
                "rank": doc_rank[p.doc] * 100_000 + p.order,
                "heading": p.heading,
                "text": p.text,
                "words": f"{_term_of(p)}\n{p.heading}\n{p.text}",
            }
            if document.language in LANGUAGES:
                lang = document.language
                fields[f"term_{lang}"] = _term_of(p)
                fields[f"heading_{lang}"] = p.heading
                fields[f"text_{lang}"] = p.text
                fields[f"context_{lang}"] = "\n".join(_ancestor_headings(p, by_key))
            title = _english_title(p, document, titles or {})
            if title:
                fields["heading_en"] = title
            writer.add_document(**fields)
    except BaseException:
        writer.cancel()
        raise
    writer.commit()
    with open(os.path.join(index_dir, WORDS_FILE), "w", encoding="utf-8") as f:
        json.dump(words, f, ensure_ascii=False, indent=1)
    write_term_tables(index_dir, term_tables or {})


def _english_title(p: Provision, document: Document, titles: dict[str, dict[int, str]]) -> str:
    """The English title of a law in a text in another language, on the law's own head only."""
    if document.language == "en" or "en" not in LANGUAGES or p.law is None or p.id != str(p.law):
        return ""
    return titles.get(document.edition or "", {}).get(p.law, "")


def _term_of(p: Provision) -> str:
    """A definition's defined term, so that it outweighs the words that explain it."""
    if not p.id.startswith("definitions/"):
        return ""
    return p.heading or p.id.split("/", 1)[1].replace("-", " ")


def _ancestor_headings(p: Provision, by_key: dict[tuple[str, str], Provision]) -> list[str]:
    """The headings above a provision: a paragraph of "The Shuffle" is about shuffling."""
    out: list[str] = []
    parent = p.parent
    seen: set[str] = set()
    while parent and parent not in seen:
        seen.add(parent)
        node = by_key.get((p.doc, parent))
        if node is None:
            break
        if node.heading:
            out.append(node.heading)
        parent = node.parent
    return out


# ---------------------------------------------------------------------------
# Results
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Hit:
    """One provision found; ``snippet`` is HTML: escaped text with ``<mark>`` around matches."""

    doc: str
    id: str
    law: int | None
    heading: str
    snippet: str
    score: float
    #: the language of the provision's text ("en", "nl")
    language: str = ""


@dataclass(frozen=True)
class SearchResult:
    """One page of results; ``total`` counts every match, not only this page."""

    q: str
    total: int
    results: list[Hit] = field(default_factory=list)
    did_you_mean: str | None = None
    #: the first citation in the query: ``{"id", "display", "in_corpus", "docs"}``
    citation: dict[str, Any] | None = None
    #: the language the query is typed in, when its words tell (hits in it rank first)
    language: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


# ---------------------------------------------------------------------------
# Searching
# ---------------------------------------------------------------------------


class SearchIndex:
    """An opened index of one artifact, shared by every request that uses that artifact.

    Whoosh searchers are not safe to share between threads, and opening one per query
    costs about 1.4x; so searchers are kept in a pool: a query borrows an idle one (or
    opens one when all are busy) and gives it back. A pool never holds more searchers than
    requests ever ran at once. A new artifact is a new ``SearchIndex`` (see api/corpus.py).
    """

    def __init__(self, path: str) -> None:
        #: the resolved directory of the index
        self.path = path
        #: the word tables the index was built with, so that queries are read the same way
        self.words = _read_words(path)
        self._index = whoosh_index.open_dir(path)
        self._idle: queue.LifoQueue[Searcher] = queue.LifoQueue()
        #: how many searchers were opened (at most the largest number of concurrent queries)
        self.opened = 0
        # fail now, not on the first request, when the directory holds no index
        with self._index.searcher() as searcher:
            #: reads a query's terms in the other languages (the tables the index was built with)
            self.translator = read_translator(path, searcher, self.words)
            #: per language, the documents in it
            self._in_language = {
                term.decode(): frozenset(searcher.docs_for_query(Q.Term("language", term.decode())))
                for term in searcher.reader().lexicon("language")
            }
        #: BM25F that measures each language's fields over that language's provisions
        self._weighting = language_weighting(self._in_language)

    @classmethod
    def open(cls, index_dir: str) -> SearchIndex:
        """Open the index in ``index_dir`` (symlinks resolved)."""
        path = os.path.realpath(index_dir)
        if not whoosh_index.exists_in(path):
            raise FileNotFoundError(f"no search index in {index_dir}: run `flask --app app build` first")
        return cls(path)

    @contextmanager
    def _searcher(self) -> Iterator[Searcher]:
        """A searcher no other thread is using: an idle one from the pool, or a new one."""
        try:
            searcher = self._idle.get_nowait()
        except queue.Empty:
            searcher = self._index.searcher(weighting=self._weighting)
            self.opened += 1
        try:
            yield searcher
        finally:
            self._idle.put(searcher)

    def close(self) -> None:
        """Close the idle searchers (a searcher in use closes when it is given back and dropped)."""
        while True:
            try:
                self._idle.get_nowait().close()
            except queue.Empty:
                return

    def search(
        self,
        q: str,
        doc: str | None = None,
        lang: str | None = None,
        law: int | str | None = None,
        kind: str | None = None,
        limit: int = 10,
        offset: int = 0,
    ) -> SearchResult:
        """Rank the provisions for ``q``: cited provisions first, then the words' best matches.

        :raises QueryError: the query is too long, a filter names something the index does
            not hold, or the page is out of range.
        """
        with self._searcher() as searcher:
            return self._search(searcher, q, doc, lang, law, kind, limit, offset)

    def _search(
        self,
        searcher: Searcher,
        q: str,
        doc: str | None,
        lang: str | None,
        law: int | str | None,
        kind: str | None,
        limit: int,
        offset: int,
    ) -> SearchResult:
        cleaned = clean_query(q)
        filters = self._filters(searcher, doc, lang, law, kind)
        limit, offset = check_page(limit, offset)
        if not cleaned:
            return SearchResult(q=cleaned, total=0)

        cited = find_citations(cleaned, self.words)
        rest = expand_abbreviations(without_spans(cleaned, cited), self.words)
        # a language without a stemmer ("") is searched in the unstemmed fields
        held = {term.decode() for term in searcher.reader().lexicon("language")}
        wanted = {lang} if lang else held
        languages = [x for x in LANGUAGES if x in wanted] + ([""] if wanted - set(LANGUAGES) else [])

        cite_hits, citation = self._cited(searcher, cited, filters)
        words = _plain_words(searcher, rest)
        phrases = quoted_phrases(rest)
        if not words and cited:
            # a bare citation: after the provision itself, the provisions that cite it
            words = [cited[0].ref.id.split("_")[0].lower()]

        translations = [t for t in self.translator.translate(words) if t.target in languages]
        translated = {w for t in translations for w in words[t.start : t.end]}
        typed_in = query_language(searcher, words, languages) if len(languages) > 1 else None
        neighbours, did_you_mean = self._neighbours(searcher, words, cleaned, translated=translated)
        want = offset + limit + len(cite_hits)
        text_hits, total_text = self._text_search(
            searcher, words, phrases, neighbours, languages, filters, want, translations, typed_in
        )
        if total_text < FUZZY_BELOW and words:
            wider = self._neighbours(searcher, words, cleaned, everything=True, translated=translated)[0]
            if wider != neighbours:
                neighbours = wider
                text_hits, total_text = self._text_search(
                    searcher, words, phrases, neighbours, languages, filters, want, translations, typed_in
                )

        cited_docnums = {n for n, _ in cite_hits}
        overlap = sum(1 for n, _ in text_hits if n in cited_docnums)
        lead = (max((s for _, s in text_hits), default=0.0)) + 1.0
        ranked = [(n, lead) for n, _ in cite_hits] + [(n, s) for n, s in text_hits if n not in cited_docnums]
        page = ranked[offset : offset + limit]

        marked = words + [w for t in translations for form in t.forms for w in form]
        terms = self._highlight_terms(searcher, marked, phrases, neighbours)
        hits = [self._hit(searcher, n, s, terms) for n, s in page]
        return SearchResult(
            q=cleaned,
            total=len(cite_hits) + total_text - overlap,
            results=hits,
            did_you_mean=did_you_mean,
            citation=citation,
            language=typed_in,
        )

    # -- filters ------------------------------------------------------------

    @staticmethod
    def _holds(searcher: Searcher, fieldname: str, value: str) -> bool:
        return searcher.reader().doc_frequency(fieldname, value) > 0

    def _filters(
        self, searcher: Searcher, doc: str | None, lang: str | None, law: int | str | None, kind: str | None
    ) -> Q.Query | None:
        """The filter query for the request, refusing values the index has never seen."""
        clauses: list[Q.Query] = []
        for fieldname, value, label in (("doc", doc, "document"), ("language", lang, "language"),
                                        ("kind", kind, "kind")):
            if value is None or value == "":
                continue
            if not self._holds(searcher, fieldname, value):
                known = ", ".join(sorted(v.decode() for v in searcher.reader().lexicon(fieldname)))
                raise QueryError(f"There is no {label} {value!r} in this collection; choose one of: {known}.")
            clauses.append(Q.Term(fieldname, value))
        if law is not None and law != "":
            try:
                number = int(str(law).strip().removeprefix("Law ").removeprefix("law "))
            except ValueError:
                raise QueryError(f"law must be a law number from 1 to 93, not {law!r}.") from None
            if not 1 <= number <= 93:
                raise QueryError(f"law must be a law number from 1 to 93, not {law!r}.")
            clauses.append(Q.Term("law", str(number)))
        if not clauses:
            return None
        return clauses[0] if len(clauses) == 1 else Q.And(clauses)

    # -- citations ----------------------------------------------------------

    def _cited(
        self, searcher: Searcher, cited: list[Cited], filters: Q.Query | None
    ) -> tuple[list[tuple[int, float]], dict[str, Any] | None]:
        """The provisions the query cites, in the order a reader wants them, and the first citation."""
        hits: list[tuple[int, float]] = []
        seen: set[int] = set()
        citation: dict[str, Any] | None = None
        for c in cited:
            exact = self._lookup(searcher, c, Q.Term("pid", c.ref.id), None)
            if citation is None:
                citation = {
                    "id": c.ref.id,
                    "display": c.ref.display,
                    "in_corpus": bool(exact),
                    "docs": sorted({searcher.stored_fields(n)["doc"] for n in exact}),
                }
            found = self._lookup(searcher, c, Q.Term("pid", c.ref.id), filters)
            found += self._lookup(searcher, c, Q.Term("alias", c.ref.id), filters)
            if not exact:
                # the nearest enclosing provision that the corpus does hold
                for ancestor in reversed(c.ref.ancestors()):
                    nearest = self._lookup(searcher, c, Q.Term("pid", ancestor.id), filters)
                    if nearest:
                        found += nearest
                        break
            found += self._lookup(searcher, c, Q.Term("about", c.ref.id), filters)
            if c.ref.depth:
                found += self._lookup(searcher, c, Q.Term("about", str(c.ref.law)), filters)
            for n in found:
                if n not in seen:
                    seen.add(n)
                    hits.append((n, 0.0))
        return hits, citation

    def _lookup(self, searcher: Searcher, c: Cited, q: Q.Query, filters: Q.Query | None) -> list[int]:
        """Documents matching ``q``, the citation's language first, then formal texts first."""
        docnums = list(searcher.docs_for_query(q if filters is None else Q.And([q, filters])))

        def key(n: int) -> tuple[int, int, int]:
            stored = searcher.stored_fields(n)
            other_language = int(c.language is not None and stored["language"] != c.language)
            return (other_language, KIND_ORDER.get(stored["kind"], 9), stored["rank"])

        return sorted(docnums, key=key)

    # -- words --------------------------------------------------------------

    def _neighbours(
        self,
        searcher: Searcher,
        words: list[str],
        cleaned: str,
        everything: bool = False,
        translated: set[str] | frozenset[str] = frozenset(),
    ) -> tuple[dict[str, list[str]], str | None]:
        """Spelling neighbours from the index's own vocabulary, and the "did you mean" text.

        Words the index does not know always get neighbours; with ``everything`` (too few
        strict hits) every word of four letters or more does. A word the synonym table reads
        as words the texts use ("rude": "discourteous") is no misspelling, so it gets none
        ("rude" is not "rule"); nor does a word a term table reads in another language
        (``translated``: "verzaken" is not "verzoeken").
        """
        reader = searcher.reader()
        out: dict[str, list[str]] = {}
        unknown: dict[str, str] = {}
        for word in words:
            known = reader.doc_frequency("words", word) > 0
            if len(word) < 4 or any(ch.isdigit() for ch in word) or (known and not everything):
                continue  # numbers and ids ("16b1a") are not misspelt words
            if word in self.words.synonyms and alternatives(reader, word, self.words):
                continue
            if word in translated:
                continue
            near = closest(reader, word, known)
            if near:
                out[word] = near
                if not known:
                    unknown[word] = near[0]
        if not unknown:
            return out, None
        corrected = cleaned
        analyzer = searcher.schema["words"].analyzer
        spans = [(t.text, t.startchar, t.endchar) for t in analyzer(cleaned, chars=True)]
        for text, start, end in reversed(spans):
            if text in unknown:
                corrected = corrected[:start] + unknown[text] + corrected[end:]
        return out, (corrected if corrected.lower() != cleaned.lower() else None)

    def _text_search(
        self,
        searcher: Searcher,
        words: list[str],
        phrases: list[str],
        neighbours: dict[str, list[str]],
        languages: list[str],
        filters: Q.Query | None,
        want: int,
        translations: list[Translation] | None = None,
        typed_in: str | None = None,
    ) -> tuple[list[tuple[int, float]], int]:
        """Ranked (docnum, score) pairs for the words, and how many provisions match at all.

        Every word adds one clause per stemmed field, in every language searched; words in
        order add a phrase bonus. The best :data:`RERANK_WINDOW` are then rescored by the
        share of the query's words each one holds, since BM25 alone lets one rare word in a
        short heading beat a paragraph that has all of them. A term the tables read in another
        language is searched there too and counts as the words typed; a hit in the language
        the query is typed in (``typed_in``) is preferred.
        """
        reader = searcher.reader()
        count = max(reader.doc_count(), 1)
        clauses: list[Q.Query] = []
        #: per word: its weight and every indexed form that counts as that word
        forms: list[tuple[float, set[tuple[str, str]]]] = []
        for word in words:
            weight = self._weight(searcher, word, count)
            same = alternatives(reader, word, self.words)
            share = weight * rarity(reader, word, count, same)
            found: set[tuple[str, str]] = set()
            for language in languages:
                analyzer = searcher.schema[text_field(language)].analyzer
                others = [(word, 1.0)] + [(n, NEIGHBOUR_BOOST) for n in neighbours.get(word, ())]
                others += [(n, SYNONYM_BOOST) for n in same]
                for other, factor in others:
                    for stem in stems(analyzer, other):
                        clauses.append(fields_clause(language, stem, weight * factor))
                        found |= {(name, stem) for name in field_names(language)}
            forms.append((share, found))
        weights = [self._weight(searcher, word, count) for word in words]
        across = read_across(searcher, translations or [], words, weights, languages)
        clauses += across.clauses
        for i, extra in across.forms.items():
            forms[i][1].update(extra)
        for language in languages:
            analyzer = searcher.schema[text_field(language)].analyzer
            sequences = [" ".join(words)] if len(words) > 1 else []
            for text in sequences + phrases:
                terms = [s for w in split_words(text) for s in stems(analyzer, w)]
                if len(terms) > 1:
                    for name, boost in PHRASE_BOOSTS.items():
                        field = f"{name}_{language}" if language in LANGUAGES else name
                        clauses.append(Q.Phrase(field, terms, slop=2, boost=boost))
        if not clauses:
            return [], 0
        # limit=None: every match is scored anyway, and counting them again would cost more
        results = searcher.search(Q.Or(clauses), limit=None, filter=filters, terms=True)
        total = results.scored_length()
        whole = sum(w for w, _ in forms) or 1.0
        scored: list[tuple[int, float]] = []
        window = max(want, RERANK_WINDOW)
        for i in range(min(window, total)):
            hit = results[i]
            matched = {(fieldname, _text(term)) for fieldname, term in hit.matched_terms()}
            held = sum(w for w, found in forms if found & matched)
            own = SAME_LANGUAGE_BOOST if hit.docnum in self._in_language.get(typed_in or "", ()) else 1.0
            scored.append((hit.docnum, own * hit.score * (held / whole) ** COORD_POWER))
        scored.sort(key=lambda pair: -pair[1])
        scored += [(results.docnum(i), results.score(i)) for i in range(len(scored), min(want, total))]
        return scored, total

    def _weight(self, searcher: Searcher, word: str, count: int) -> float:
        """How much a query word counts (:func:`word_weight`), a word common in its own
        language's provisions counting as little as one common in all of them."""
        weight = word_weight(searcher.reader(), word, count, self.words)
        if weight == 1.0 and common_in_a_language(searcher, word, self._in_language):
            return COMMON_WORD_WEIGHT
        return weight

    def _highlight_terms(
        self, searcher: Searcher, words: list[str], phrases: list[str], neighbours: dict[str, list[str]]
    ) -> dict[str, frozenset[str]]:
        """Per language, the analysed forms to mark in a snippet (not "the" or "a" alone)."""
        reader = searcher.reader()
        count = reader.doc_count()
        every = {w for w in words if self._weight(searcher, w, count) == 1.0}
        every |= {w.lower() for p in phrases for w in split_words(p)}
        every |= {n for near in neighbours.values() for n in near}
        out: dict[str, frozenset[str]] = {}
        for language in LANGUAGES:
            analyzer = searcher.schema[f"text_{language}"].analyzer
            out[language] = frozenset(s for w in every for s in stems(analyzer, w))
        out[""] = frozenset(s for w in every for s in stems(searcher.schema["text"].analyzer, w))
        return out

    def _hit(self, searcher: Searcher, docnum: int, score: float, terms: dict[str, frozenset[str]]) -> Hit:
        """The stored fields of one hit, with a snippet marked in its own language's analysis."""
        stored = searcher.stored_fields(docnum)
        language = stored["language"] if stored["language"] in LANGUAGES else ""
        fieldname = f"text_{language}" if language else "text"
        analyzer = searcher.schema[fieldname].analyzer
        body = stored["text"] or stored["heading"]
        return Hit(
            doc=stored["doc"],
            id=stored["pid"],
            law=int(stored["law"]) if stored["law"] else None,
            heading=stored["heading"],
            snippet=make_snippet(body, terms[language], analyzer),
            score=round(float(score), 4),
            language=stored["language"],
        )


# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------


def _plain_words(searcher: Searcher, text: str) -> list[str]:
    """The query's words through the unstemmed analysis, in order, without repeats."""
    analyzer = searcher.schema["words"].analyzer
    out: list[str] = []
    for token in analyzer(text):
        if token.text not in out:
            out.append(token.text)
    return out


def _text(term: bytes | str) -> str:
    """A matched term as text (Whoosh reports some as bytes)."""
    return term.decode("utf-8") if isinstance(term, bytes) else term


def _read_words(index_dir: str) -> SearchWords:
    """The word tables stored next to the index by :func:`build_index`."""
    path = os.path.join(index_dir, WORDS_FILE)
    try:
        with open(path, encoding="utf-8") as f:
            return load_search_words(json.load(f))
    except FileNotFoundError:
        raise FileNotFoundError(
            f"the search index in {index_dir} has no {WORDS_FILE}: it predates the word tables; "
            "run `flask --app app build` to rebuild it"
        ) from None
