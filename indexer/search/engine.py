"""Answering queries: citations first, then the words' best matches, each hit with its snippet.

Whoosh is frozen upstream, so only the search package imports it. The steps of a query, each
in its own module: reading it (:mod:`.query`), expanding its words (:mod:`.plan`), ranking
the matches from the impact lists made at build time (:mod:`.scoring`), fusing ranked lists
(:mod:`.fusion`), and cutting snippets from the word spans stored with each provision
(:mod:`.snippets`). Building the index is :mod:`.index`. Callers see plain dataclasses
(:mod:`.results`); an unknown filter value or a bad query raises :class:`QueryError`, whose
message is meant for the person who typed the query.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import os
import queue
from collections.abc import Callable
from collections.abc import Iterator
from collections.abc import Mapping
from collections.abc import Sequence
from contextlib import contextmanager
from typing import Any

from whoosh import index as whoosh_index
from whoosh import query as Q
from whoosh.searching import Searcher

from indexer.cite import CitationWords
from indexer.cite import find_in_query
from indexer.cite import load_words
from indexer.cite import missing_law
from indexer.ids import LAW_COUNT
from indexer.search.analysis import LANGUAGES
from indexer.search.analysis import stems
from indexer.search.bilingual import Translation
from indexer.search.bilingual import translate_query
from indexer.search.cited import CitedLookup
from indexer.search.compounds import split_compounds
from indexer.search.crosslang import FORMS_FILE
from indexer.search.crosslang import SAME_LANGUAGE_BOOST
from indexer.search.crosslang import LanguageFrequency
from indexer.search.crosslang import common_in_a_language
from indexer.search.crosslang import language_rarity
from indexer.search.crosslang import language_weighting
from indexer.search.crosslang import query_language
from indexer.search.crosslang import read_across
from indexer.search.crosslang import read_translator
from indexer.search.crosslang import rendered_provisions
from indexer.search.definitions import asks_a_rule
from indexer.search.definitions import defined_terms
from indexer.search.definitions import definitions
from indexer.search.definitions import named_terms
from indexer.search.dictionary import CommonWords
from indexer.search.dictionary import same_but_ending
from indexer.search.editions import edition_named
from indexer.search.editions import read_codes
from indexer.search.fusion import fuse
from indexer.search.fusion import reach_other_language
from indexer.search.impacts import Impacts
from indexer.search.impacts import count_from_memory
from indexer.search.index import CITATION_WORDS_FILE
from indexer.search.index import WORDS_FILE
from indexer.search.index import build_index
from indexer.search.memo import MEMO_WORDS
from indexer.search.plan import QueryWord
from indexer.search.plan import clauses
from indexer.search.plan import hyphen_joins
from indexer.search.plan import idiom_words
from indexer.search.plan import phrase_clauses
from indexer.search.plan import plan_words
from indexer.search.plan import read_by_object
from indexer.search.plan import whoosh_clauses
from indexer.search.query import MAX_LIMIT
from indexer.search.query import MAX_QUERY_CHARS
from indexer.search.query import KnownWords
from indexer.search.query import QueryError
from indexer.search.query import check_page
from indexer.search.query import clean_query
from indexer.search.query import expand_abbreviations
from indexer.search.query import quoted_phrases
from indexer.search.query import split_words
from indexer.search.query import without_spans
from indexer.search.ranking import COMMON_WORD_WEIGHT
from indexer.search.ranking import DEFINITION_SHARE
from indexer.search.ranking import NEIGHBOUR_BOOST
from indexer.search.ranking import Vocabulary
from indexer.search.ranking import alternatives
from indexer.search.ranking import field_names
from indexer.search.ranking import text_field
from indexer.search.ranking import word_weight
from indexer.search.renderings import RenderedStats
from indexer.search.results import Hit
from indexer.search.results import SearchResult
from indexer.search.scoring import Ranked
from indexer.search.scoring import ReadApart
from indexer.search.scoring import rank
from indexer.search.separable import join_separable_verbs
from indexer.search.snippets import MarkedText
from indexer.search.snippets import make_snippet
from indexer.search.snippets import read_marks
from indexer.search.spelling import SpellingTable
from indexer.search.story import STORY_WORDS
from indexer.search.story import story_details
from indexer.search.words import SearchWords
from indexer.search.words import SynonymsByStem
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

#: how many provisions' stored fields an open index keeps in memory (see SearchIndex._stored),
#: and how many texts' unpacked marks (about 3 and 5 KB each: some 80 MB at most)
STORED_KEPT = 10_000
#: a filler word (see SearchIndex._filler) is held by at most this share of the provisions ...
FILLER_SHARE = 0.01
#: ... and counts as a word every provision holds when hits are rescored (see plan.py), in the
#: languages whose texts hold at least this share of the provisions
FILLER_RARITY = 1.0
FILLER_COVER = 0.5


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
        #: the citation words the index was built with (every language's), for the citation finder
        self.citation_words = _read_citation_words(path)
        #: the codes of the Laws and the concordance, for a citation that names its code
        self.codes = read_codes(path)
        self._index = whoosh_index.open_dir(path)
        self.schema = self._index.schema
        try:
            #: spelling neighbours of words the texts do not use (see spelling.py)
            self.spelling = SpellingTable.load(path)
            #: per term, the provisions it scores highest in (see impacts.py)
            self.impacts = Impacts.load(path)
            #: what the renderings add to each field, left out of its statistics (see renderings.py)
            self._rendered_stats = RenderedStats.load(path)
            with self._index.reader() as reader:
                count = reader.doc_count()
            #: provision counts of the words as written, for the ranking's weights
            self.vocabulary = Vocabulary(self.spelling.frequency, count)
            #: the same counts per language (see crosslang.language_rarity)
            self.frequency = LanguageFrequency.load(path)
            #: each language's common words, which are spelt right (see dictionary.py)
            self.common = CommonWords.load(path)
            #: the languages whose texts hold most provisions, and whose commonest words are
            #: filler words (see _filler; and _rank: a query in another language is scored
            #: without the function words only its own few texts can hold)
            self._filler_languages = [
                language
                for language, held in self.frequency.provisions.items()
                if held >= FILLER_COVER * count
            ]
            #: what a query's shorthand is weighed against (see query.expand_abbreviations)
            self._shorthand_known = KnownWords(self.spelling.frequency, self.common.words)
            #: the languages of those words that write no compounds (see _whole_word)
            self._without_compounds = [x for x in self.common.words if x not in self.words.compound_joints]
        except FileNotFoundError as exc:
            raise FileNotFoundError(
                f"the search index in {path} lacks {os.path.basename(str(exc.filename))}: it predates "
                "this version; run `flask --app app build` to rebuild it"
            ) from None
        #: the words no compound ends in: particles and function words (see compounds.py)
        self._headless = self.words.function_words.union(*self.words.separable_particles.values())
        #: per language that separates verbs, its particles and its verbs with their forms: a
        #: particle and a verb are a verb of their own, no compound (see compounds.py)
        self._particle_verbs = {
            language: (
                frozenset(particles),
                frozenset(self.words.irregular.get(language, {}))
                | frozenset(self.words.irregular.get(language, {}).values()),
            )
            for language, particles in self.words.separable_particles.items()
        }
        #: the tables, their synonyms answering for every form of a word
        self.words = dataclasses.replace(
            self.words, synonyms=_synonyms_by_stem(self.words, self.schema, self.spelling.frequency)
        )
        with self._index.searcher() as searcher:
            try:
                #: reads a query's terms in the other languages (the tables the index was built with)
                self.translator = read_translator(path, searcher, self.words)
            except FileNotFoundError:
                raise FileNotFoundError(
                    f"the search index in {path} lacks {FORMS_FILE}: it predates this version; "
                    "run `flask --app app build` to rebuild it"
                ) from None
            #: per language, the documents in it
            self._in_language = {
                term.decode(): frozenset(searcher.docs_for_query(Q.Term("language", term.decode())))
                for term in searcher.reader().lexicon("language")
            }
            #: every provision with a rendering, with its own language (see scoring.ReadApart)
            rendered = rendered_provisions(searcher)
            self._rendered = {
                docnum: language
                for language, docnums in self._in_language.items()
                for docnum in docnums & rendered
            }
            #: the definitions (front matter ``definitions/...``), which answer what a word
            #: means rather than what to do
            self._definitions = definitions(searcher)
            #: the terms of two words or more the definitions define, as their language stems
            #: them ("sorted deck"): a question naming one asks about it
            self._defined_terms = defined_terms(searcher, self._definitions)
            #: per language, the average length of its provisions' texts (see _relative_length)
            reader, stats = searcher.reader(), self._rendered_stats
            self._average_length = {
                language: stats.own_length(text_field(language), reader.field_length(text_field(language)))
                / len(docnums)
                for language, docnums in self._in_language.items()
                if docnums
            }
        #: the language of each provision, the first of ``_in_language`` that holds it
        self._language_by_docnum: dict[int, str] = {}
        for language, docnums in reversed(self._in_language.items()):
            self._language_by_docnum.update(dict.fromkeys(docnums, language))
        #: BM25F that measures each language's fields over that language's provisions
        self._weighting = language_weighting(self._in_language, self._rendered_stats)
        #: the weight of each query word met so far (see _weight): the index never changes
        self._weights: dict[str, float] = {}
        #: the spelling neighbours of each unknown word met so far (see _spelling_neighbours)
        self._near: dict[str, list[str]] = {}
        #: whether the texts or term tables know a word, per word and language (see _known)
        self._known_words: dict[tuple[str, str | None], bool] = {}
        #: the stored fields of the provisions read so far (see _stored)
        self._fields: dict[int, dict[str, Any]] = {}
        #: their texts' marks, unpacked (see _marked)
        self._unpacked: dict[tuple[int, str], MarkedText] = {}
        self._idle: queue.LifoQueue[Searcher] = queue.LifoQueue()
        #: how many searchers were opened (at most the largest number of concurrent queries)
        self.opened = 0
        # fail now, not on the first request, when the directory holds no index
        with self._searcher():
            pass

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
            count_from_memory(searcher.reader(), self.impacts, self._rendered_stats)
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

        # the citations' spans index the cleaned query, and so do the words left over
        cited = find_in_query(cleaned, self.citation_words)
        if not cited and (number := missing_law(cleaned, self.citation_words)) is not None:
            raise QueryError(
                f"There is no Law {number}: the Laws run from 1 to {LAW_COUNT}. "
                "Check the number, or search for words."
            )
        edition, rest = edition_named(without_spans(cleaned, cited), self.codes) if cited else (None, cleaned)
        rest = self.words.read_contractions(rest)  # "won't": "will not", not tricks won
        # shorthand is read in the tables of the language its query is typed in
        rest = expand_abbreviations(
            rest,
            self.words,
            lambda text: query_language(searcher, _plain_words(searcher, text), LANGUAGES),
            self._shorthand_known,
        )
        rest = read_by_object(rest, self.words.object_senses, self.words.phrase_gaps)
        # a language without a stemmer ("") is searched in the unstemmed fields
        wanted = {lang} if lang else set(self._in_language)
        languages = [x for x in LANGUAGES if x in wanted] + ([""] if wanted - set(LANGUAGES) else [])

        lookup = CitedLookup(searcher, lambda n: self._stored(searcher, n), self.codes, filters)
        cite_hits, citations = lookup.find(cited, edition)
        # the words as typed, repeats kept for the idioms; for everything else a repeat only
        # where it stands in a phrase of the tables
        typed = _plain_words(searcher, rest)
        words, repeats = self._words_of(typed)
        phrases = quoted_phrases(rest)
        if not words and cited:
            # a bare citation: after the provision itself, the provisions that cite it (in the
            # current code's numbering, when the query names another code's)
            first = cited[0].refs[0].id
            if edition is not None and self.codes is not None:
                first = self.codes.to_current(first, edition) or first
            words = [first.split("_")[0].lower()]

        # expanding the query: the other languages' words for its terms, spelling neighbours
        joined = hyphen_joins(rest, searcher.schema["words"].analyzer)
        read = translate_query(self.translator, words, self.words.irregular, self.words.synonyms, joined)
        translations = [t for t in read if t.target in languages]
        translated = {w for t in translations for w in words[t.start : t.end]}
        typed_in = query_language(searcher, words, languages) if len(languages) > 1 else None
        neighbours = self._neighbours(searcher, words, languages, translated, typed_in)
        # a guess is read in another language only when the language typed is known
        guessed = self._translate_neighbours(words, neighbours, read, languages) if typed_in else []
        idle = idiom_words(typed, self.words.idioms) | self._story_details(searcher, typed, words)
        plan = self._plan(searcher, words, neighbours, translations, typed_in, idle)
        # a word typed again counts once: kept only for the phrase it stands in
        for i in repeats:
            plan[i] = dataclasses.replace(plan[i], weight=0.0, share=0.0)
        want = offset + limit + len(cite_hits)
        allowed = _allowed(searcher, filters)
        ranked = self._rank(
            searcher, plan, phrases, languages, allowed, want, translations, typed_in, guessed
        )
        did_you_mean = self._did_you_mean(
            searcher, cleaned, words, neighbours, phrases, languages, allowed, ranked
        )

        cited_docnums = {n for n, _ in cite_hits}
        # one ranked list today; another retriever's list is fused here
        text_hits = fuse([ranked.hits])
        # a provision found through its rendering competes in the query's language
        found_in = lambda n: typed_in if n in ranked.rendered else self._language_of(n)  # noqa: E731
        text_hits = reach_other_language(text_hits, ranked.held, found_in, typed_in)
        overlap = sum(1 for n, _ in text_hits if n in cited_docnums)
        lead = (max((s for _, s in text_hits), default=0.0)) + 1.0
        ordered = [(n, lead) for n, _ in cite_hits] + [(n, s) for n, s in text_hits if n not in cited_docnums]
        page = ordered[offset : offset + limit]

        marked = words + [w for t in translations for form in t.forms for w in form]
        terms = self._highlight_terms(searcher, marked, phrases, neighbours)
        hits = [self._hit(searcher, n, s, terms) for n, s in page]
        return SearchResult(
            q=cleaned,
            total=len(cite_hits) + ranked.total - overlap,
            results=hits,
            did_you_mean=did_you_mean,
            citation=citations[0] if citations else None,
            citations=citations,
            language=typed_in,
            total_exact=ranked.exact,
        )

    def _story_details(self, searcher: Searcher, typed: list[str], words: list[str]) -> frozenset[str]:
        """The words of a question telling a story (:data:`~.story.STORY_WORDS` words that
        name something besides its details) that name its deal, contract, seats or cards (see
        story.py): they weigh as little as function words. A shorter query keeps them: they
        are its subject ("RHO mulled it over then doubled" is no story for being read as
        "right hand opponent")."""
        details = self.words.story_details
        told = details.strains | details.seats | details.seated
        if not any(w in told or w.isdigit() for w in words):
            return frozenset()  # nothing to read: most queries
        found = story_details(typed, details)
        named = sum(1 for w in words if w not in found and self._weight(searcher, w) == 1.0)
        return found if named >= STORY_WORDS else frozenset()

    def _words_of(self, typed: list[str]) -> tuple[list[str], frozenset[int]]:
        """The query's words, compounds cut and separated verbs joined, each once, except where
        a word typed again stands in a phrase of the tables ("it was not accepted and was
        replaced": "was replaced"), its words together or parted by a Dutch clause ("hij mag
        niet kijken en geen kaart mag pakken": "kaart ... pakken", not the "kaart pakken" that
        dropping the second "mag" would make); and the positions of the words kept so."""
        joints, headless, verbs = self.words.compound_joints, self._headless, self._particle_verbs
        cut = split_compounds(list(dict.fromkeys(typed)), joints, self._whole_word, headless, verbs)
        once = self._join_separable_verbs(cut)
        if len(set(typed)) == len(typed):
            return once, frozenset()
        every = self._join_separable_verbs(split_compounds(typed, joints, self._whole_word, headless, verbs))
        phrased = self._in_phrases(every, parted=True)
        seen: set[str] = set()
        kept: list[str] = []
        repeats: set[int] = set()
        for i, word in enumerate(every):
            if word in seen:
                if i not in phrased:
                    continue
                repeats.add(len(kept))
            seen.add(word)
            kept.append(word)
        return (kept, frozenset(repeats)) if repeats else (once, frozenset())

    def _join_separable_verbs(self, words: list[str]) -> list[str]:
        """``words`` with separated verbs joined (see separable.py), except where a phrase of
        the tables reads the verb or its particle as written ("keek toe": a spectator)."""
        particles, forms = self.words.separable_particles, self.words.irregular
        if not any(word in p for p in particles.values() for word in words):
            return words
        openers = self.words.phrase_openers
        if join_separable_verbs(words, particles, forms, self._known, openers=openers) == words:
            return words  # nothing to join: no need to read the phrases (0.4 ms)
        return join_separable_verbs(words, particles, forms, self._known, self._in_phrases(words), openers)

    def _in_phrases(self, words: list[str], parted: bool = False) -> set[int]:
        """The positions of ``words`` that a phrase of the tables reads (words two or more), its
        words next to each other: a clause that parts them is read first (its separated verb
        joined) and then its phrases; with ``parted``, a phrase a clause parts too."""
        read = translate_query(self.translator, words, self.words.irregular, self.words.synonyms)
        read = [t for t in read if t.end - t.start > 1 and (parted or not t.parted)]
        return {i for t in read for i in range(t.start, t.end)}

    def _known(self, word: str, language: str | None = None) -> bool:
        """Whether a text of ``language`` (None: of any) holds ``word`` as written, or a table
        reads it as a word of that language: a term table, the verb forms of
        ``irregular_forms`` ("bijlegde" is a verb, not "bij" and "legde"), or the synonyms.

        Remembered per index: reading a compound asks this of every way to cut it, and each
        answer reads the word through every term table.
        """
        known = self._known_words.get((word, language))
        if known is None:
            if language is None:
                known = self.vocabulary.doc_frequency("words", word) > 0
            else:
                known = self.frequency.words.get(language, {}).get(word, 0) > 0
            known = known or any(
                word in forms for name, forms in self.words.irregular.items() if language in (None, name)
            )
            known = known or any(language in (None, t.source) for t in self.translator.translate([word]))
            # a word the synonym tables list whole ("tornooileider", "misclaim") is no compound
            listed = self.words.synonym_languages.get(word)
            known = known or (listed is not None and language in (None, listed))
            if len(self._known_words) >= MEMO_WORDS:
                self._known_words.clear()
            self._known_words[word, language] = known
        return known

    def _whole_word(self, word: str, language: str | None = None) -> bool:
        """Whether ``word`` is a whole word, not a compound to cut (see compounds.py): a word
        the texts or tables know (:meth:`_known`), or, asked of any language, a common word of
        a language that writes no compounds ("ordered" is English, not "ord" and "red")."""
        if self._known(word, language):
            return True
        return language is None and self.common.knows(word, self._without_compounds)

    def _relative_length(self, searcher: Searcher, docnum: int) -> float:
        """The length of the provision ``docnum``'s text against the average of its language's
        (what BM25 weighs a text's length against): a long text holds a story's scene words by
        chance (see scoring._unlikely_shares)."""
        language = self._language_of(docnum) or ""
        average = self._average_length.get(language)
        if not average:
            return 1.0
        # Whoosh answers None, not the default, for a provision without a text (a law's title)
        return float(searcher.reader().doc_field_length(docnum, text_field(language)) or 0) / average

    def _language_of(self, docnum: int) -> str | None:
        """The language of the provision ``docnum`` (asked of every ranked hit)."""
        return self._language_by_docnum.get(docnum)

    def _plan(
        self,
        searcher: Searcher,
        words: list[str],
        neighbours: dict[str, list[str]],
        translations: Sequence[Translation] = (),
        typed_in: str | None = None,
        idle: frozenset[str] = frozenset(),
    ) -> list[QueryWord]:
        """The query's words with their weights and forms (see plan.py), each word as rare as
        it is in its own language's provisions (see :func:`~.crosslang.language_rarity`); the
        words of an idiom (``idle``: "turns out") weigh as little as function words."""
        stand_ins: dict[str, list[tuple[str, str]]] = {}
        for t in translations:
            # a word another language's term reads, or a word of a phrase the tables read as
            # the Laws' words ("shook his head": disapproval), is as rare as that reading
            if t.source == t.target or t.end - t.start == 1:
                for word in words[t.start : t.end]:
                    stand_ins.setdefault(word, []).extend((t.target, " ".join(f)) for f in t.forms)
        filler = {w for w in words if w not in stand_ins and self._filler(w)}
        return plan_words(
            self.vocabulary,
            words,
            neighbours,
            self.words,
            lambda w: COMMON_WORD_WEIGHT if w in idle else self._weight(searcher, w),
            lambda w: FILLER_RARITY
            if w in filler
            else language_rarity(searcher, self.frequency, w, typed_in, stand_ins.get(w, ())),
        )

    def _filler(self, word: str) -> bool:
        """Whether ``word`` is a filler word: among the commonest of running text in a language
        whose texts hold most provisions (:data:`FILLER_COVER`), held by at most
        :data:`FILLER_SHARE` of the provisions, and read by no synonym table. "Said", "put" and
        "told" are in one to four provisions and in dozens of questions: rare in the texts, they
        outweighed the words that named the subject. In a language whose texts hold a few
        articles only, nearly every word is that rare, the subject too ("te laat"). A word of a
        phrase the tables read keeps the rarity of what the phrase names (the caller leaves
        those out)."""
        if word in self.words.synonyms:
            return False
        held = self.vocabulary.doc_frequency("words", word)
        if not held or held > FILLER_SHARE * self.vocabulary.doc_count():
            return False
        return self.common.among_commonest(word, self._filler_languages)

    def _weight(self, searcher: Searcher, word: str) -> float:
        """How much a query word counts (:func:`word_weight`), a word common in its own
        language's provisions counting as little as one common in all of them. Worked out
        once per word and index (a query asks for it in several places, and each time looks
        the word's stems up in the index's term table)."""
        weight = self._weights.get(word)
        if weight is None:
            weight = word_weight(self.vocabulary, word, self.vocabulary.doc_count(), self.words)
            if weight == 1.0 and common_in_a_language(searcher, word, self._in_language):
                weight = COMMON_WORD_WEIGHT
            if len(self._weights) >= MEMO_WORDS:
                self._weights.clear()
            self._weights[word] = weight
        return weight

    def _rank(
        self,
        searcher: Searcher,
        plan: list[QueryWord],
        phrases: list[str],
        languages: list[str],
        allowed: Callable[[int], bool] | None,
        want: int,
        translations: list[Translation] | None = None,
        typed_in: str | None = None,
        guessed: list[Translation] | None = None,
    ) -> Ranked:
        """The words' ranking (see scoring.py), the terms the tables read in another language
        counting as the words typed, and hits in the query's own language preferred. The terms
        read for a misspelt word's neighbour (``guessed``) count as the neighbour does: less
        than a word as typed, and not as one."""
        if not plan:
            return Ranked([], 0, True, {})
        terms = clauses(plan, languages, self.schema)
        bonuses = phrase_clauses(plan, phrases, languages, self.schema)
        words, weights = [w.text for w in plan], [w.weight for w in plan]
        for read, factor, exact in ((translations, 1.0, True), (guessed, NEIGHBOUR_BOOST, False)):
            if read:
                across = read_across(searcher, read, words, [w * factor for w in weights], languages)
                more_terms, more_bonuses = whoosh_clauses(across.clauses, across.forms, exact)
                terms += more_terms
                bonuses += more_bonuses
        prefer = self._in_language.get(typed_in or "", frozenset())
        lesser: frozenset[int] = frozenset()
        if asks_a_rule(plan, self.words.definition_words):
            named = named_terms(searcher, words, translations or ())
            lesser = frozenset(d for d in self._definitions if self._defined_terms.get(d) not in named)
        return rank(
            self.impacts,
            plan,
            terms,
            bonuses,
            lambda n: self._stored(searcher, n),
            lambda n, part: self._marked(searcher, n, part),
            want,
            allowed,
            [(lesser, DEFINITION_SHARE)],
            (prefer, SAME_LANGUAGE_BOOST),
            # a question in a language whose texts are few is mostly answered in another
            # language; among the many texts of its own, its function words still tell apart
            typed_in if typed_in and typed_in not in self._filler_languages else None,
            lambda n: self._relative_length(searcher, n),
            ReadApart(typed_in or "", self._rendered),
        )

    def _stored(self, searcher: Searcher, docnum: int) -> dict[str, Any]:
        """A provision's stored fields, read from the index once (callers must not change them).

        Every hit, phrase candidate and cited provision needs them, and Whoosh decompresses
        and unpickles them anew on each read; the index never changes, so they are kept (up to
        :data:`STORED_KEPT` provisions, the commonest answers).
        """
        fields = self._fields.get(docnum)
        if fields is None:
            fields = searcher.stored_fields(docnum)
            if len(self._fields) >= STORED_KEPT:
                self._fields.clear()
            self._fields[docnum] = fields
        return fields

    def _marked(self, searcher: Searcher, docnum: int, part: str) -> MarkedText | None:
        """A provision's ``text``, ``heading`` or ``title`` with its stored marks unpacked (see
        snippets.read_marks), kept as its stored fields are; None when it has no marks."""
        key = (docnum, part)
        marked = self._unpacked.get(key)
        if marked is None:
            stored = self._stored(searcher, docnum)
            marks = stored.get(f"{part}_marks")
            if marks is None:
                return None
            # a title's marks are of the law's English title, which stands in the heading_en
            # field, a rendering's of the text in another language (see renderings.py)
            text = stored.get(part, "") if part not in ("title", "rendering") else ""
            marked = read_marks(text, marks)
            if len(self._unpacked) >= STORED_KEPT:
                self._unpacked.clear()
            self._unpacked[key] = marked
        return marked

    # -- filters ------------------------------------------------------------

    @staticmethod
    def _holds(searcher: Searcher, fieldname: str, value: str) -> bool:
        return searcher.reader().doc_frequency(fieldname, value) > 0

    def _filters(
        self, searcher: Searcher, doc: str | None, lang: str | None, law: int | str | None, kind: str | None
    ) -> Q.Query | None:
        """The filter query for the request, refusing values the index has never seen."""
        clauses: list[Q.Query] = []
        for fieldname, value, label in (
            ("doc", doc, "document"),
            ("language", lang, "language"),
            ("kind", kind, "kind"),
        ):
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

    # -- words --------------------------------------------------------------

    def _translate_neighbours(
        self,
        words: list[str],
        neighbours: Mapping[str, Sequence[str]],
        read: Sequence[Translation],
        languages: Sequence[str],
    ) -> list[Translation]:
        """The other languages' terms for a misspelt word, read as its nearest neighbour ("de
        blnde": "blinde", so dummy), which the tables could not read as typed."""
        if not neighbours:
            return []
        fixed = [neighbours[w][0] if neighbours.get(w) else w for w in words]
        have = {(t.start, t.end, t.target) for t in read}
        return [
            t
            for t in translate_query(self.translator, fixed, self.words.irregular, self.words.synonyms)
            if t.target in languages
            and (t.start, t.end, t.target) not in have
            and all(words[i] in neighbours for i in range(t.start, t.end))
        ]

    def _neighbours(
        self,
        searcher: Searcher,
        words: list[str],
        languages: list[str],
        translated: set[str],
        typed_in: str | None = None,
    ) -> dict[str, list[str]]:
        """Spelling neighbours for the words the texts do not hold in any form.

        A word the index knows as written, or whose stem it knows in a language searched
        ("verzaken": the texts say "verzaakt"; "reserve": "reserved"), is no misspelling; nor
        is a word the synonym table reads as words the texts use ("rude": "discourteous"), nor
        a word a term table reads in another language (``translated``), nor a function or
        question word of the tables ("onze", "tegen"). A function word or a question word
        ("into" for "info", "their" for "thier") is never offered either: it weighs nothing in
        a query, and a word typed to mean something is not read as one. A query typed in one
        language is offered that language's words only: a typo stays in the language typed,
        and a Dutch word the texts lack is no English word ("gehad" is not "gerard"). Nor is a
        common word of the language typed a misspelling ("went" is not "west", "stuck" not
        "such"): it means what it says, though no text holds it. Its neighbours that differ only
        in their endings and begin with its stem, or it with theirs, are other forms of it,
        which the stemmer did not join ("bieder": "bieden"), and are offered; "three" for
        "threw" is another word.
        """
        vocabulary = self.vocabulary
        plain = self.words.function_words | self.words.question_words
        own = self.frequency.words.get(typed_in, {}) if typed_in else None
        spoken = [typed_in] if typed_in else languages
        out: dict[str, list[str]] = {}
        for word in words:
            if word in plain or word in translated:
                continue
            if vocabulary.doc_frequency("words", word) > 0 or self._known_stem(word, languages):
                continue
            if word in self.words.synonyms and alternatives(vocabulary, word, self.words):
                continue
            near = [n for n in self._spelling_neighbours(word) if n not in plain]
            if self.common.knows(word, spoken):
                near = [n for n in near if same_but_ending(word, n) and self._one_stem(word, n, spoken)]
            if own is not None:
                near = [n for n in near if own.get(n, 0) > 0]
            if near:
                out[word] = near
        return out

    def _one_stem(self, word: str, other: str, languages: Sequence[str]) -> bool:
        """Whether ``word`` begins with a stem of ``other`` in one of ``languages``, or ``other``
        with one of ``word``'s: another form of the same word ("bieder" holds "bied", the stem
        of "bieden"), not another word that happens to share its first letters ("threw" and
        "three", each its own stem)."""
        for language in languages:
            analyzer = self.schema[text_field(language)].analyzer
            if any(word.startswith(s) for s in stems(analyzer, other)):
                return True
            if any(other.startswith(s) for s in stems(analyzer, word)):
                return True
        return False

    def _spelling_neighbours(self, word: str) -> list[str]:
        """The spelling table's neighbours of ``word`` (see spelling.py), remembered per index as
        a word's other readings are: a typo is typed again, and its lookup checks the edit
        distance of every word filed under its deletions (callers must not change the list)."""
        near = self._near.get(word)
        if near is None:
            near = self.spelling.neighbours(word)
            if len(self._near) >= MEMO_WORDS:
                self._near.clear()
            self._near[word] = near
        return near

    def _known_stem(self, word: str, languages: list[str]) -> bool:
        """Whether any field searched holds the word's stem in a language searched."""
        for language in languages:
            analyzer = self.schema[text_field(language)].analyzer
            for stem in stems(analyzer, word):
                if any(self.impacts.get(name, stem) for name in field_names(language)):
                    return True
        return False

    def _did_you_mean(
        self,
        searcher: Searcher,
        cleaned: str,
        words: list[str],
        neighbours: dict[str, list[str]],
        phrases: list[str],
        languages: list[str],
        allowed: Callable[[int], bool] | None,
        ranked: Ranked,
    ) -> str | None:
        """The query with its unknown words corrected, when that finds more and better hits.

        "More" is more hits holding every word of their query; "better" is that the best hit
        of the corrected query holds a larger share of its words than the best hit of the
        query as typed does of the typed words.
        """
        if not neighbours:
            return None
        fixed_words = [neighbours[w][0] if w in neighbours else w for w in words]
        fixed = self._rank(searcher, self._plan(searcher, fixed_words, {}), phrases, languages, allowed, 1)
        if _whole_hits(fixed) == 0:
            return None  # no more whole hits than the query as typed, whatever that finds
        if not (_best_share(fixed) == 1.0 and self._never_held(neighbours)):
            typed = self._rank(searcher, self._plan(searcher, words, {}), phrases, languages, allowed, 1)
            if _whole_hits(fixed) <= _whole_hits(typed) or _best_share(fixed) <= _best_share(typed):
                return None
        corrected = cleaned
        analyzer = searcher.schema["words"].analyzer
        spans = [(t.text, t.startchar, t.endchar) for t in analyzer(cleaned, chars=True)]
        for text, start, end in reversed(spans):
            if text in neighbours:
                corrected = corrected[:start] + neighbours[text][0] + corrected[end:]
        return corrected if corrected.lower() != cleaned.lower() else None

    def _never_held(self, neighbours: dict[str, list[str]]) -> bool:
        """Whether no provision can hold the words given spelling neighbours as typed: they have
        no stem the index knows (see _neighbours) and no synonym or derived form it holds.

        Then no hit of the query as typed holds every word, nor its best hit all of them, so a
        correction whose best hit holds all of its words finds more and better hits, and the
        query as typed need not be ranked to know it.
        """
        return not any(alternatives(self.vocabulary, word, self.words) for word in neighbours)

    def _highlight_terms(
        self, searcher: Searcher, words: list[str], phrases: list[str], neighbours: dict[str, list[str]]
    ) -> dict[str, frozenset[str]]:
        """Per language, the analysed forms to mark in a snippet (not "the" or "a" alone)."""
        every = {w for w in words if self._weight(searcher, w) == 1.0}
        every |= {w.lower() for p in phrases for w in split_words(p)}
        every |= {n for near in neighbours.values() for n in near}
        out: dict[str, frozenset[str]] = {}
        for language in LANGUAGES:
            analyzer = searcher.schema[f"text_{language}"].analyzer
            out[language] = frozenset(s for w in every for s in stems(analyzer, w))
        out[""] = frozenset(s for w in every for s in stems(searcher.schema["text"].analyzer, w))
        return out

    def _hit(self, searcher: Searcher, docnum: int, score: float, terms: dict[str, frozenset[str]]) -> Hit:
        """The stored fields of one hit, with a snippet marked from the word spans stored with it."""
        stored = self._stored(searcher, docnum)
        language = stored["language"] if stored["language"] in LANGUAGES else ""
        text = stored["text"]
        body, part = (text, "text") if text else (stored["heading"], "heading")
        return Hit(
            doc=stored["doc"],
            id=stored["pid"],
            law=int(stored["law"]) if stored["law"] else None,
            heading=stored["heading"],
            snippet=make_snippet(body, terms[language], self._marked(searcher, docnum, part)),
            score=round(float(score), 4),
            display=stored.get("display"),
            language=stored["language"],
            edition=stored["edition"] or None,
            law_title=stored.get("law_title"),
        )


# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------


def _plain_words(searcher: Searcher, text: str) -> list[str]:
    """The query's words through the unstemmed analysis, in order, repeats kept."""
    analyzer = searcher.schema["words"].analyzer
    return [token.text for token in analyzer(text)]


def _allowed(searcher: Searcher, filters: Q.Query | None) -> Callable[[int], bool] | None:
    """A test of whether a docnum passes the request's filters (None: every one does)."""
    if filters is None:
        return None
    return set(searcher.docs_for_query(filters)).__contains__


def _whole_hits(ranked: Ranked) -> int:
    """How many of the ranked window's hits hold every word of the query."""
    return sum(1 for share in ranked.held.values() if share >= 1.0 - 1e-9)


def _best_share(ranked: Ranked) -> float:
    """The share of the query's words that its best hit holds."""
    return ranked.held.get(ranked.hits[0][0], 0.0) if ranked.hits else 0.0


def _synonyms_by_stem(words: SearchWords, schema: Any, held: Mapping[str, int]) -> SynonymsByStem:
    """The synonym table answering for every form of its words the texts do not hold (``held``:
    the words they hold), as each language stems them."""
    stemmers = {
        language: functools.partial(stems, schema[text_field(language)].analyzer) for language in LANGUAGES
    }
    return SynonymsByStem(words.synonyms, words.synonym_languages, stemmers, held.__contains__)


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


def _read_citation_words(index_dir: str) -> CitationWords:
    """The citation words stored next to the index by :func:`build_index` (none: no citations)."""
    try:
        with open(os.path.join(index_dir, CITATION_WORDS_FILE), encoding="utf-8") as f:
            return load_words(json.load(f))
    except FileNotFoundError:
        raise FileNotFoundError(
            f"the search index in {index_dir} has no {CITATION_WORDS_FILE}: it predates this version; "
            "run `flask --app app build` to rebuild it"
        ) from None
