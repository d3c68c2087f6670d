"""Full-text search over every provision: the only module that imports Whoosh.

Whoosh is frozen upstream, so everything that knows about it stays here: the schema and
its analyzers, building the index, and answering queries. Callers see plain dataclasses.

The query language is deliberately small, so that nothing a person types can fail to
parse: words, ``"quoted phrases"`` (ranked higher when they occur as written) and
citations (``16B1a``, ``Law 12C2``, ``artikel 16C``). Operators such as ``AND`` or ``-``
are read as ordinary words or ignored. Control characters are dropped. A query longer
than :data:`MAX_QUERY_CHARS`, an unknown filter value or an out-of-range page raises
:class:`QueryError`, whose message is meant for the person who typed the query (the API
answers it with a 400).
"""

from __future__ import annotations

import html
import math
import os
import re
import threading
import unicodedata
from collections.abc import Iterable
from collections.abc import Iterator
from dataclasses import asdict
from dataclasses import dataclass
from dataclasses import field
from typing import Any

from whoosh import highlight
from whoosh import index as whoosh_index
from whoosh import query as Q
from whoosh.analysis import Analyzer
from whoosh.analysis import CharsetFilter
from whoosh.analysis import Filter
from whoosh.analysis import LowercaseFilter
from whoosh.analysis import RegexTokenizer
from whoosh.analysis import StemFilter
from whoosh.fields import ID
from whoosh.fields import KEYWORD
from whoosh.fields import NUMERIC
from whoosh.fields import TEXT
from whoosh.fields import Schema
from whoosh.searching import Searcher
from whoosh.support.charset import accent_map

from indexer.ids import Ref
from indexer.ids import parse_ref
from indexer.models import Document
from indexer.models import Provision

#: languages with a stemmed field pair; a document in another language is found through
#: its unstemmed fields only
LANGUAGES = ("en", "nl")

#: longer queries are refused: nobody types them, and each word costs a query clause
MAX_QUERY_CHARS = 500
#: at most this many results per page
MAX_LIMIT = 100
#: fewer strict hits than this and every word is also matched by spelling neighbours
FUZZY_BELOW = 3

#: query-time weight of each stemmed field: a word in a heading or a defined term says
#: far more about a provision than the same word in its running text
FIELD_BOOSTS = {"term": 1.5, "heading": 3.0, "text": 1.0, "context": 0.5}
#: extra weight when the query's words occur together, in order, in the text or heading
PHRASE_BOOSTS = {"heading": 10.0, "text": 2.0}
#: a word in more than this share of all provisions ("the", "of", "de") is kept, since it can
#: carry meaning, but weighs only COMMON_WORD_WEIGHT: BM25's idf alone leaves it too loud
COMMON_WORD_SHARE = 0.25
COMMON_WORD_WEIGHT = 0.2
#: words that frame a question rather than name its subject; they weigh as common words
QUESTION_WORDS = frozenset(
    # fmt: off
    ["what", "which", "who", "whom", "whose", "when", "where", "why", "how", "does", "do", "did",
     "is", "are", "was", "can", "could", "should", "happens", "happen", "mean", "means", "meaning",
     "definition", "define", "wat", "wie", "wanneer", "waar", "waarom", "hoe", "betekent", "betekenis"]
    # fmt: on
)
#: the best this many text hits are rescored by the share of the query's words they hold
RERANK_WINDOW = 100
#: how hard a missing word counts against a hit: score x (share of words held) ** power
COORD_POWER = 2.0
#: weight of a word found only as a spelling neighbour of what was typed
NEIGHBOUR_BOOST = 0.7

#: weight of a word found only as a synonym or a derived form ("slowly" for "slow")
SYNONYM_BOOST = 0.8
#: how much a rare word outweighs a common one when hits are rescored by the words they hold:
#: a word's share counts as 1 + IDF_SHARE * log(N / df), so that a hit holding "cut" is not
#: sunk below hits holding only "cards" in "cut the cards"
IDF_SHARE = 0.5

#: order in which documents holding the same cited provision are listed
KIND_ORDER = {"formal": 0, "translation": 1, "everyday": 2, "commentary": 3}

#: words that introduce a citation and the language they suggest
_CITE_PREFIX = re.compile(r"^(?:(?P<en>laws?|l)|(?P<nl>artikel(?:en)?|art\.?))$", re.IGNORECASE)
#: a piece of a citation after its number: a letter, a paragraph number, a bracketed item
_CITE_PIECE = re.compile(r"^(?:[A-Za-z]|\d{1,2}|\([A-Za-z]{1,4}\)|[A-Za-z]?\d{0,2}(?:\([a-z]{1,4}\))+)$")
#: a query token, a citation prefix glued to its number ("L16B", "art.16") counting as one
_CITE_TOKEN = re.compile(r"(?i)(?<!\w)(?:laws?|artikel(?:en)?|art\.?|l)(?=\d)|\S+")
#: a dot inside a citation: "12.C.2" (digit or letter on both sides, not a decimal "1.5")
_INNER_DOT = re.compile(r"(?<=[0-9A-Za-z])\.(?=[A-Za-z])|(?<=\d[A-Za-z])\.(?=\d)|(?<=\b[A-Za-z])\.(?=\d)")
#: "2C", "4S", "1H": a bid that reads like a citation of a law outside the corpus
_BID = re.compile(r"^[1-7][CDHS]$", re.IGNORECASE)
#: the C0 and C1 control characters (tab and newline are turned into spaces first)
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
#: a quoted phrase: straight or curly quotes; an unclosed quote runs to the end
_QUOTED = re.compile(r"[\"“”„](?P<phrase>[^\"“”„]*)(?:[\"“”„]|$)")


class QueryError(ValueError):
    """A query or filter that cannot be answered; the message says what to change."""


# ---------------------------------------------------------------------------
# Analysis
# ---------------------------------------------------------------------------

#: British spellings folded onto American ones (applied alike when indexing and querying,
#: so folding a word that has no variant is harmless)
_WORD_VARIANTS = {
    "defence": "defense",
    "defences": "defenses",
    "offence": "offense",
    "offences": "offenses",
    "licence": "license",
    "licences": "licenses",
    "pretence": "pretense",
    "judgement": "judgment",
    "judgements": "judgments",
    "acknowledgement": "acknowledgment",
    "centre": "center",
    "centres": "centers",
    "centred": "centered",
    "metre": "meter",
    "metres": "meters",
    "programme": "program",
    "programmes": "programs",
    "catalogue": "catalog",
    "dialogue": "dialog",
    "cheque": "check",
    "manoeuvre": "maneuver",
}
_VARIANT_PATTERNS = (
    # authorise, penalised, recognising, organisation -> -iz-
    (re.compile(r"^(\w{3,})is(e|ed|es|ing|er|ers|ation|ations|able)$"), r"\1iz\2"),
    # analyse, paralysed -> -yz-
    (re.compile(r"^(anal|paral|catal)ys(e|ed|es|ing|er|ers)$"), r"\1yz\2"),
    # honour, favourable, behaviour -> -or-
    (
        re.compile(
            r"^(hon|fav|behavi|col|lab|neighb|harb|hum|rum|vig|endeav|flav|od|sav|arm|parl"
            r"|val|vap|clam|rig|cand|ferv|splend|tum)our(\w*)$"
        ),
        r"\1or\2",
    ),
)


#: what directors and players type for the Laws' own words: abbreviations read as the words
#: they stand for (in any case where unambiguous, in capitals only where the letters also
#: spell a common word), and everyday words matched also as the Laws' word
_ABBREVIATIONS = {
    "ui": "unauthorized information",
    "mi": "misinformation",
    "td": "director",
    "loot": "lead out of turn",
    "ooo": "out of turn",
    "mp": "matchpoint",
    "mps": "matchpoints",
    "wl": "wedstrijdleider",
}
_ABBREVIATIONS_UPPER = {
    "BIT": "hesitation",
    "LA": "logical alternative",
    "LAs": "logical alternatives",
    "RA": "regulating authority",
    "TO": "tournament organizer",
    "AC": "appeals committee",
    "NOS": "non-offending side",
    "OS": "offending side",
}
_SYNONYMS = {
    "cheat": ("illicit", "prohibited"),
    "cheating": ("illicit", "prohibited"),
    "cheated": ("illicit", "prohibited"),
    "cheats": ("illicit", "prohibited"),
    "extra": ("surplus",),
    "renege": ("revoke",),
    "reneged": ("revoke",),
    "psych": ("psychic",),
    "psyche": ("psychic",),
    "psyched": ("psychic",),
    "late": ("arriving",),
    "talking": ("discussing", "communicate"),
    "talk": ("discussing", "communicate"),
    "hear": ("overhear",),
    "twice": ("previously",),
    "misclaim": ("claim",),
    "tempo": ("hesitation",),
    "hesitation": ("tempo",),
    "hesitated": ("tempo",),
    "wrong": ("mistaken", "incorrect"),
    "ask": ("question",),
    "asking": ("question",),
}
#: endings that make an adverb or adjective of a word the texts may use in another form
_DERIVED_ENDINGS = ("ly", "ily")
_ABBREVIATION_TOKEN = re.compile(r"(?<![\w'’])[A-Za-z]{2,4}s?(?![\w'’])")


def expand_abbreviations(text: str) -> str:
    """The query with directors' abbreviations written out ("UI" -> "unauthorized information")."""

    # in a query typed all in capitals, "TO" and "LA" are words, not abbreviations
    shouting = len(text.split()) > 1 and text.upper() == text

    def spell(m: re.Match[str]) -> str:
        word = m.group()
        if word in _ABBREVIATIONS_UPPER and not shouting:
            return _ABBREVIATIONS_UPPER[word]
        return _ABBREVIATIONS.get(word.lower(), word)

    return _ABBREVIATION_TOKEN.sub(spell, text)


def fold_variant(word: str) -> str:
    """The American spelling of a lowercase British word (``unauthorised`` -> ``unauthorized``)."""
    if word in _WORD_VARIANTS:
        return _WORD_VARIANTS[word]
    for pattern, repl in _VARIANT_PATTERNS:
        if pattern.match(word):
            return pattern.sub(repl, word)
    return word


class SpellingVariantFilter(Filter):
    """Folds British spellings onto American ones so that either finds both."""

    def __call__(self, tokens: Iterable[Any]) -> Iterator[Any]:
        for token in tokens:
            token.text = fold_variant(token.text)
            yield token


def plain_analyzer() -> Analyzer:
    """Words as written, only lowercased, accent-folded and spelling-folded.

    No stop list: in a rulebook "may not" and "niet" carry the meaning.
    """
    return RegexTokenizer() | LowercaseFilter() | CharsetFilter(accent_map) | SpellingVariantFilter()


def stemming_analyzer(language: str) -> Analyzer:
    """The plain analysis followed by the language's Snowball stemmer (again without stop list)."""
    return plain_analyzer() | StemFilter(lang=language)


def make_schema() -> Schema:
    """One document per provision per source text.

    ``heading``, ``text`` and ``words`` keep words unstemmed (for spelling neighbours and
    "did you mean"); each language has a stemmed set of fields that the ranking uses.
    """
    fields: dict[str, Any] = {
        "key": ID(stored=True, unique=True),
        "doc": ID(stored=True),
        "language": ID(stored=True),
        "edition": ID(stored=True),
        "kind": ID(stored=True),
        "law": ID(stored=True),
        "pid": ID(stored=True),
        "alias": KEYWORD(stored=True, scorable=False),
        "about": KEYWORD(stored=True, scorable=False),
        "rank": NUMERIC(stored=True, sortable=True),
        "heading": TEXT(stored=True, analyzer=plain_analyzer()),
        "text": TEXT(stored=True, analyzer=plain_analyzer()),
        "words": TEXT(analyzer=plain_analyzer(), spelling=True),
    }
    for language in LANGUAGES:
        for name in FIELD_BOOSTS:
            fields[f"{name}_{language}"] = TEXT(analyzer=stemming_analyzer(language))
    return Schema(**fields)


# ---------------------------------------------------------------------------
# Building
# ---------------------------------------------------------------------------


def build_index(
    index_dir: str,
    documents: list[Document],
    provisions: list[Provision],
    aliases: dict[str, dict[str, list[str]]] | None = None,
    titles: dict[str, dict[int, str]] | None = None,
) -> None:
    """Write a fresh index of ``provisions`` into ``index_dir`` (created if missing).

    :param aliases: per document, per provision id, other ids the provision answers to
        when cited (e.g. the 2017 number of a 2007 provision, from the concordance).
    :param titles: per edition, the official English title of each law: a translated law
        is also found by it ("lead out of turn" finds artikel 54).
    """
    os.makedirs(index_dir, exist_ok=True)
    ix = whoosh_index.create_in(index_dir, make_schema())
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


@dataclass(frozen=True)
class SearchResult:
    """One page of results; ``total`` counts every match, not only this page."""

    q: str
    total: int
    results: list[Hit] = field(default_factory=list)
    did_you_mean: str | None = None
    #: the first citation in the query: ``{"id", "display", "in_corpus", "docs"}``
    citation: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class _Cited:
    """A citation found in the query, with the span of the query it took."""

    ref: Ref
    start: int
    end: int
    language: str | None
    prefixed: bool


# ---------------------------------------------------------------------------
# Searching
# ---------------------------------------------------------------------------


class SearchIndex:
    """An opened index of one artifact, shared by every request that uses that artifact.

    Whoosh searchers are not safe to share between threads, so each thread opens (once)
    and keeps its own; opening per query would cost about 1.4x. A new artifact is a new
    ``SearchIndex``: compare :attr:`path` with the resolved ``current`` link per request.
    """

    def __init__(self, path: str) -> None:
        #: the resolved directory of the index, so that a switched ``current`` is noticed
        self.path = path
        self._local = threading.local()
        # fail now, not on the first request, when the directory holds no index
        self._searcher()

    @classmethod
    def open(cls, index_dir: str) -> SearchIndex:
        """Open the index in ``index_dir`` (symlinks resolved)."""
        path = os.path.realpath(index_dir)
        if not whoosh_index.exists_in(path):
            raise FileNotFoundError(f"no search index in {index_dir}: run `flask --app app build` first")
        return cls(path)

    def _searcher(self) -> Searcher:
        searcher = getattr(self._local, "searcher", None)
        if searcher is None:
            searcher = whoosh_index.open_dir(self.path).searcher()
            self._local.searcher = searcher
        return searcher

    def close(self) -> None:
        """Close this thread's searcher (other threads' close when they are collected)."""
        searcher = getattr(self._local, "searcher", None)
        if searcher is not None:
            searcher.close()
            self._local.searcher = None

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
        searcher = self._searcher()
        cleaned = clean_query(q)
        filters = self._filters(searcher, doc, lang, law, kind)
        limit, offset = _page(limit, offset)
        if not cleaned:
            return SearchResult(q=cleaned, total=0)

        cited = find_citations(cleaned)
        rest = expand_abbreviations(_without_spans(cleaned, cited))
        languages = [lang] if lang else [x for x in LANGUAGES if self._holds(searcher, "language", x)]

        cite_hits, citation = self._cited(searcher, cited, filters)
        words = _plain_words(searcher, rest)
        phrases = [m["phrase"] for m in _QUOTED.finditer(rest) if m["phrase"].strip()]
        if not words and cited:
            # a bare citation: after the provision itself, the provisions that cite it
            words = [cited[0].ref.id.split("_")[0].lower()]

        neighbours, did_you_mean = self._neighbours(searcher, words, cleaned)
        want = offset + limit + len(cite_hits)
        text_hits, total_text = self._text_search(
            searcher, words, phrases, neighbours, languages, filters, want
        )
        if total_text < FUZZY_BELOW and words:
            wider = self._neighbours(searcher, words, cleaned, everything=True)[0]
            if wider != neighbours:
                neighbours = wider
                text_hits, total_text = self._text_search(
                    searcher, words, phrases, neighbours, languages, filters, want
                )

        cited_docnums = {n for n, _ in cite_hits}
        overlap = sum(1 for n, _ in text_hits if n in cited_docnums)
        lead = (max((s for _, s in text_hits), default=0.0)) + 1.0
        ranked = [(n, lead) for n, _ in cite_hits] + [(n, s) for n, s in text_hits if n not in cited_docnums]
        page = ranked[offset : offset + limit]

        terms = self._highlight_terms(searcher, words, phrases, neighbours)
        hits = [self._hit(searcher, n, s, terms) for n, s in page]
        return SearchResult(
            q=cleaned,
            total=len(cite_hits) + total_text - overlap,
            results=hits,
            did_you_mean=did_you_mean,
            citation=citation,
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
        self, searcher: Searcher, cited: list[_Cited], filters: Q.Query | None
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

    def _lookup(self, searcher: Searcher, c: _Cited, q: Q.Query, filters: Q.Query | None) -> list[int]:
        """Documents matching ``q``, the citation's language first, then formal texts first."""
        docnums = list(searcher.docs_for_query(q if filters is None else Q.And([q, filters])))

        def key(n: int) -> tuple[int, int, int]:
            stored = searcher.stored_fields(n)
            other_language = int(c.language is not None and stored["language"] != c.language)
            return (other_language, KIND_ORDER.get(stored["kind"], 9), stored["rank"])

        return sorted(docnums, key=key)

    # -- words --------------------------------------------------------------

    def _neighbours(
        self, searcher: Searcher, words: list[str], cleaned: str, everything: bool = False
    ) -> tuple[dict[str, list[str]], str | None]:
        """Spelling neighbours from the index's own vocabulary, and the "did you mean" text.

        Words the index does not know always get neighbours; with ``everything`` (too few
        strict hits) every word of four letters or more does.
        """
        reader = searcher.reader()
        out: dict[str, list[str]] = {}
        unknown: dict[str, str] = {}
        for word in words:
            known = reader.doc_frequency("words", word) > 0
            if len(word) < 4 or word.isdigit() or (known and not everything):
                continue
            near = _closest(reader, word, known)
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
        return out, corrected

    def _text_search(
        self,
        searcher: Searcher,
        words: list[str],
        phrases: list[str],
        neighbours: dict[str, list[str]],
        languages: list[str],
        filters: Q.Query | None,
        want: int,
    ) -> tuple[list[tuple[int, float]], int]:
        """Ranked (docnum, score) pairs for the words, and how many provisions match at all.

        Every word adds one clause per stemmed field, in every language searched; words in
        order add a phrase bonus. The best :data:`RERANK_WINDOW` are then rescored by the
        share of the query's words each one holds, since BM25 alone lets one rare word in a
        short heading beat a paragraph that has all of them.
        """
        reader = searcher.reader()
        count = max(reader.doc_count(), 1)
        clauses: list[Q.Query] = []
        #: per word: its weight and every indexed form that counts as that word
        forms: list[tuple[float, set[tuple[str, str]]]] = []
        for word in words:
            weight = _word_weight(reader, word, count)
            share = weight * _rarity(reader, word, count)
            found: set[tuple[str, str]] = set()
            for language in languages:
                analyzer = searcher.schema[f"text_{language}"].analyzer
                others = [(word, 1.0)] + [(n, NEIGHBOUR_BOOST) for n in neighbours.get(word, ())]
                others += [(n, SYNONYM_BOOST) for n in _alternatives(reader, word)]
                for other, factor in others:
                    for stem in _stems(analyzer, other):
                        clauses.append(_fields_clause(language, stem, weight * factor))
                        found |= {(f"{name}_{language}", stem) for name in FIELD_BOOSTS}
            forms.append((share, found))
        for language in languages:
            analyzer = searcher.schema[f"text_{language}"].analyzer
            sequences = [" ".join(words)] if len(words) > 1 else []
            for text in sequences + phrases:
                stems = [s for w in _split_words(text) for s in _stems(analyzer, w)]
                if len(stems) > 1:
                    for name, boost in PHRASE_BOOSTS.items():
                        clauses.append(Q.Phrase(f"{name}_{language}", stems, slop=2, boost=boost))
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
            scored.append((hit.docnum, hit.score * (held / whole) ** COORD_POWER))
        scored.sort(key=lambda pair: -pair[1])
        scored += [(results.docnum(i), results.score(i)) for i in range(len(scored), min(want, total))]
        return scored, total

    def _highlight_terms(
        self, searcher: Searcher, words: list[str], phrases: list[str], neighbours: dict[str, list[str]]
    ) -> dict[str, frozenset[str]]:
        """Per language, the analysed forms to mark in a snippet (not "the" or "a" alone)."""
        reader = searcher.reader()
        count = reader.doc_count()
        every = {w for w in words if _word_weight(reader, w, count) == 1.0}
        every |= {w.lower() for p in phrases for w in _split_words(p)}
        every |= {n for near in neighbours.values() for n in near}
        out: dict[str, frozenset[str]] = {}
        for language in LANGUAGES:
            analyzer = searcher.schema[f"text_{language}"].analyzer
            out[language] = frozenset(s for w in every for s in _stems(analyzer, w))
        out[""] = frozenset(s for w in every for s in _stems(searcher.schema["text"].analyzer, w))
        return out

    def _hit(self, searcher: Searcher, docnum: int, score: float, terms: dict[str, frozenset[str]]) -> Hit:
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
        )


# ---------------------------------------------------------------------------
# Query reading (pure functions)
# ---------------------------------------------------------------------------


def clean_query(q: str) -> str:
    """The query with control characters and odd spaces gone; refuses a query too long to be one."""
    text = unicodedata.normalize("NFC", q or "")
    text = re.sub(r"[\t\n\r\u00a0\u202f\u2009]", " ", text)
    text = _CONTROL.sub("", text)
    text = " ".join(text.split())
    if len(text) > MAX_QUERY_CHARS:
        raise QueryError(
            f"The query is {len(text):,} characters long; the limit is {MAX_QUERY_CHARS}. "
            "Search for a few words or a citation such as 16B1a."
        )
    return text


def _page(limit: Any, offset: Any) -> tuple[int, int]:
    try:
        limit, offset = int(limit), int(offset)
    except (TypeError, ValueError):
        raise QueryError("limit and offset must be whole numbers.") from None
    if not 1 <= limit <= MAX_LIMIT:
        raise QueryError(f"limit must be between 1 and {MAX_LIMIT}, not {limit}.")
    if offset < 0:
        raise QueryError(f"offset cannot be negative ({offset}).")
    return limit, offset


def find_citations(text: str) -> list[_Cited]:
    """Citations in a query, longest reading first: ``law 78B imps`` holds ``78B``.

    A bare number is a citation only when it is the whole query ("16"), so that
    "13 cards" or "30 minutes" stay words; a bid such as "2C" is not read as Law 2C.
    """
    # "12.C.2", "16.B.1": a dot between the pieces of a citation separates them like a
    # space (replaced one for one, so that the spans still index the query)
    spaced = _INNER_DOT.sub(" ", text)
    tokens = [(m.start(), m.end(), m.group()) for m in _CITE_TOKEN.finditer(spaced)]
    out: list[_Cited] = []
    i = 0
    while i < len(tokens):
        found = _citation_at(text, tokens, i)
        if found is None:
            i += 1
            continue
        cited, j = found
        out.append(cited)
        i = j
    return out


def _citation_at(text: str, tokens: list[tuple[int, int, str]], i: int) -> tuple[_Cited, int] | None:
    prefix = _CITE_PREFIX.match(tokens[i][2].strip("(["))
    first = i + 1 if prefix else i
    if first >= len(tokens) or not tokens[first][2].lstrip("([")[:1].isdigit():
        return None
    for j in range(min(len(tokens), first + 6), first, -1):
        pieces = [t[2] for t in tokens[first:j]]
        pieces[0] = pieces[0].lstrip("([")
        pieces[-1] = pieces[-1].rstrip(".,;:!?]")
        if pieces[-1].endswith(")") and pieces[-1].count(")") > pieces[-1].count("("):
            pieces[-1] = pieces[-1][:-1]
        if not all(_CITE_PIECE.match(p) for p in pieces[1:]):
            continue
        try:
            ref = parse_ref(" ".join(pieces))
        except ValueError:
            continue
        bare = not prefix and ref.depth == 0
        if bare and len(tokens) > 1:
            return None
        if not prefix and len(pieces) == 1 and _BID.match(pieces[0]):
            return None
        language = None
        if prefix:
            language = "nl" if prefix["nl"] else "en"
        return _Cited(ref, tokens[i][0], tokens[j - 1][1], language, bool(prefix)), j
    return None


def _without_spans(text: str, cited: list[_Cited]) -> str:
    for c in sorted(cited, key=lambda c: c.start, reverse=True):
        text = text[: c.start] + " " + text[c.end :]
    return " ".join(text.split())


def _split_words(text: str) -> list[str]:
    return re.findall(r"\w+", text)


def _plain_words(searcher: Searcher, text: str) -> list[str]:
    """The query's words through the unstemmed analysis, in order, without repeats."""
    analyzer = searcher.schema["words"].analyzer
    out: list[str] = []
    for token in analyzer(text):
        if token.text not in out:
            out.append(token.text)
    return out


def _word_weight(reader: Any, word: str, count: int) -> float:
    """How much a query word counts: little for words nearly every provision has, and for
    the words of a question ("what", "how"); fully for the rest."""
    if word in QUESTION_WORDS or reader.doc_frequency("words", word) / max(count, 1) > COMMON_WORD_SHARE:
        return COMMON_WORD_WEIGHT
    return 1.0


def _rarity(reader: Any, word: str, count: int) -> float:
    """How much more than a common word a rare one counts when hits are rescored."""
    df = reader.doc_frequency("words", word)
    return 1.0 + IDF_SHARE * math.log(max(count, 1) / df) if df else 1.0


def _alternatives(reader: Any, word: str) -> list[str]:
    """Other words the texts use for ``word``: its synonyms, and derived forms ("slowly"
    for "slow", "slow" for "slowly") that the stemmer leaves apart; only words the index holds."""
    out = [w for w in _SYNONYMS.get(word, ()) if reader.doc_frequency("words", w) > 0]
    forms = [word + ending for ending in _DERIVED_ENDINGS]
    if word.endswith("y"):
        forms.append(word[:-1] + "ily")
    for ending in _DERIVED_ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            forms.append(word[: -len(ending)])
    out += [w for w in forms if w != word and reader.doc_frequency("words", w) > 0 and w not in out]
    return out


def _text(term: bytes | str) -> str:
    return term.decode("utf-8") if isinstance(term, bytes) else term


def _stems(analyzer: Analyzer, word: str) -> list[str]:
    return [t.text for t in analyzer(word)]


def _fields_clause(language: str, stem: str, weight: float) -> Q.Query:
    """One word in every stemmed field of a language, each field with its weight.

    A plain ``Or``: ``DisjunctionMax`` in Whoosh 2.7 scores every match alike.
    """
    return Q.Or(
        [Q.Term(f"{name}_{language}", stem, boost=boost * weight) for name, boost in FIELD_BOOSTS.items()]
    )


def _closest(reader: Any, word: str, known: bool = False) -> list[str]:
    """The most frequent vocabulary words at the smallest edit distance.

    Distance 2 is tried only for an unknown word of five letters or more ("revoak"): for a
    word the texts use, two edits mostly reach a different word ("claim", "class").
    """
    for maxdist in (1, 2) if len(word) >= 5 and not known else (1,):
        near = [w for w in reader.terms_within("words", word, maxdist, prefix=1) if w != word]
        if near:
            near.sort(key=lambda w: (-reader.doc_frequency("words", w), w))
            return near[:2]
    return []


# ---------------------------------------------------------------------------
# Snippets
# ---------------------------------------------------------------------------


class MarkFormatter(highlight.Formatter):
    """HTML snippets: every character escaped, matches wrapped in ``<mark>``."""

    between = " … "

    def _text(self, text: str) -> str:
        return html.escape(text, quote=False)

    def format_token(self, text: str, token: Any, replace: bool = False) -> str:
        return "<mark>" + html.escape(highlight.get_text(text, token, replace), quote=False) + "</mark>"


#: snippet length when nothing in the text matched (e.g. a provision found by citation)
SNIPPET_CHARS = 240


def make_snippet(text: str, terms: frozenset[str], analyzer: Analyzer) -> str:
    """Up to three fragments of ``text`` around the matched words, as safe HTML."""
    if terms and text:
        fragmenter = highlight.ContextFragmenter(maxchars=SNIPPET_CHARS, surround=60)
        out = highlight.highlight(text, terms, analyzer, fragmenter, MarkFormatter(), top=2)
        if out:
            return out
    if len(text) <= SNIPPET_CHARS:
        return html.escape(text, quote=False)
    cut = text.rfind(" ", 0, SNIPPET_CHARS)
    return html.escape(text[: cut if cut > 0 else SNIPPET_CHARS], quote=False) + " …"
