"""Searching across languages: a query's terms read in the other language, and its own language.

The term tables (:mod:`indexer.search.bilingual`) say which words of one language stand for a
query's words in another; here they become query clauses on the other language's stemmed
fields, weighed as the words typed, and count as those words when hits are rescored by the
share of the query they hold. A hit in the language the query is typed in is preferred when
it answers as well (:data:`SAME_LANGUAGE_BOOST`), but not so much that an answer found only in
the other language falls off the first page.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from typing import Any

from whoosh import query as Q
from whoosh.scoring import BM25F
from whoosh.scoring import BM25FScorer
from whoosh.searching import Searcher

from indexer.search.analysis import FIELD_BOOSTS
from indexer.search.analysis import LANGUAGES
from indexer.search.analysis import stems
from indexer.search.asked import FIELD as ASKED_FIELD
from indexer.search.bilingual import FormEntry
from indexer.search.bilingual import Parting
from indexer.search.bilingual import TermTable
from indexer.search.bilingual import Translation
from indexer.search.bilingual import Translator
from indexer.search.bilingual import load_term_tables
from indexer.search.ranking import COMMON_WORD_SHARE
from indexer.search.ranking import PHRASE_BOOSTS
from indexer.search.ranking import SYNONYM_BOOST
from indexer.search.ranking import field_names
from indexer.search.ranking import fields_clause
from indexer.search.ranking import idf_share
from indexer.search.ranking import text_field
from indexer.search.renderings import RenderedStats
from indexer.search.separable import PHRASE_REACH
from indexer.search.words import SearchWords

#: the copy of the term tables kept in the index directory
TERMS_FILE = "term_tables.json"
#: the translator's forms as read at build time, kept beside the index (see read_translator)
FORMS_FILE = "translator_forms.json"
#: per language, how many provisions hold each word (see write_language_frequency)
FREQUENCY_FILE = "language_frequency.json"
#: weight of a term read in the other language, against the word typed: the same term
TRANSLATION_BOOST = 1.0
#: a hit in the query's own language scores this much more than one in another language
SAME_LANGUAGE_BOOST = 1.4
#: a term read as n distinct forms in a language gives each form its share of the words'
#: weight times n ** FORMS_SPLIT: 0 shares the weight out evenly, 1 gives each form all of it
FORMS_SPLIT = 0.4


@dataclass
class Reading:
    """A query's words read in the other languages: the clauses to add and what they count as."""

    clauses: list[Q.Query] = field(default_factory=list)
    #: per query word (by position): (field, term) pairs that count as holding it
    forms: dict[int, set[tuple[str, str]]] = field(default_factory=dict)
    #: the other language's words, to mark in snippets
    words: list[str] = field(default_factory=list)
    #: the query words some table translates, which are therefore no misspellings
    translated: set[str] = field(default_factory=set)


class LanguageBM25F(BM25F):
    """BM25F with each language's field lengths measured over that language's provisions.

    Whoosh averages a field's length over every document, so the Dutch fields, empty for
    every English provision, looked short on average: a Dutch provision of average length
    scored as nine times too long, and lost to any English one that the same query reached
    through the term tables. Here a language's fields are averaged over its own provisions.
    Rarity (idf) stays counted over all provisions: over the few Dutch ones alone, every
    Dutch word would look common next to the English words that translate it.

    A provision's rendering in a language (see renderings.py) is scored with that language's
    statistics and adds nothing to them: ``rendered`` says what to leave out of a field's
    length, and the searcher's reader leaves it out of the counts that make a term's rarity
    (see impacts.leave_out_renderings).

    :param counts: per field name, how many provisions can hold it (its language's)
    """

    def __init__(
        self, counts: Mapping[str, int], rendered: RenderedStats | None = None, **kwargs: Any
    ) -> None:
        super().__init__(**kwargs)
        self.counts = dict(counts)
        self.rendered = rendered or RenderedStats()

    def scorer(self, searcher: Searcher, fieldname: str, text: str | bytes, qf: int = 1) -> Any:
        scorer = super().scorer(searcher, fieldname, text, qf=qf)
        if fieldname in self.counts and isinstance(scorer, BM25FScorer):
            length = self.rendered.own_length(fieldname, searcher.get_parent().field_length(fieldname))
            scorer.avgfl = (length / max(self.counts[fieldname], 1)) or 1
        return scorer


def language_weighting(
    in_language: Mapping[str, frozenset[int]], rendered: RenderedStats | None = None
) -> LanguageBM25F:
    """The weighting for an index whose documents per language are ``in_language``, with
    what the renderings add to each field (``rendered``) left out of its statistics."""
    # the phrasings players ask in are written in every language for every provision: their
    # fields are averaged over all of them (Whoosh's own average)
    counts = {
        f"{name}_{language}": len(in_language.get(language, ()))
        for language in LANGUAGES
        for name in FIELD_BOOSTS
        if in_language.get(language) and name != ASKED_FIELD
    }
    return LanguageBM25F(counts, rendered or RenderedStats())


def rendered_provisions(searcher: Searcher) -> frozenset[int]:
    """The provisions rendered in another language (see renderings.py)."""
    if "rendered" not in searcher.schema:
        return frozenset()
    return frozenset(searcher.docs_for_query(Q.Every("rendered")))


def write_term_tables(index_dir: str, tables: Mapping[str, Any]) -> None:
    """Keep a copy of the parsed term tables beside the index, which answers queries with it."""
    load_term_tables(tables)
    with open(os.path.join(index_dir, TERMS_FILE), "w", encoding="utf-8") as f:
        json.dump(tables, f, ensure_ascii=False, indent=1)


def write_translator_forms(index_dir: str, searcher: Searcher, words: SearchWords) -> None:
    """Keep the translator's forms, read as the index's stemmed fields read them, beside the
    index: reading them (some 10,000 stemmings) was two thirds of the time an index took to
    open, and a worker opens a new build inside the first request that reaches it."""
    forms = read_translator(index_dir, searcher, words, stored=False).form_entries()
    with open(os.path.join(index_dir, FORMS_FILE), "w", encoding="utf-8") as f:
        json.dump(forms, f, ensure_ascii=False, separators=(",", ":"))


def read_translator(
    index_dir: str, searcher: Searcher, words: SearchWords, stored: bool = True
) -> Translator:
    """The translator of the tables stored beside the index (none stored: no tables) and of
    the phrase table of ``words``, reading each language as the index's stemmed fields do;
    its forms as read at build time (``stored``), else read now."""
    forms: list[FormEntry] | None = None
    tables: list[TermTable] = []
    if stored:
        with open(os.path.join(index_dir, FORMS_FILE), encoding="utf-8") as f:
            forms = [
                (source, target, tuple(analysed), tuple(tuple(w) for w in wanted))
                for source, target, analysed, wanted in json.load(f)
            ]
    elif os.path.exists(terms := os.path.join(index_dir, TERMS_FILE)):
        with open(terms, encoding="utf-8") as f:
            tables = load_term_tables(json.load(f))
    return Translator(
        tables,
        {language: _reader(searcher, language) for language in LANGUAGES},
        words.phrases,
        words.phrase_gaps,
        words.possessive_endings,
        {language: _parting(words, language) for language in words.separable_particles},
        words.phrasal_verbs,
        forms,
        numbered=words.numbered,
    )


def _parting(words: SearchWords, language: str) -> Parting:
    """How the phrases of a language that separates its verbs are parted (see bilingual.Parting):
    its particles bind to the next word, unless at the end; the function and question words,
    particles apart, never end a clause; a question word puts the word after it first."""
    particles = frozenset(words.separable_particles[language])
    closed = (words.function_words | words.question_words) - particles
    openers = words.phrase_openers.get(language, frozenset())
    return Parting(PHRASE_REACH, particles, openers, closed, words.question_words)


def _reader(searcher: Searcher, language: str) -> Callable[[str], list[str]]:
    """How the index's stemmed fields read a text of ``language``."""
    analyzer = searcher.schema[text_field(language)].analyzer
    return lambda text: stems(analyzer, text)


def read_across(
    searcher: Searcher,
    translations: Sequence[Translation],
    words: Sequence[str],
    weights: Sequence[float],
    languages: Sequence[str],
) -> Reading:
    """The clauses that search each translated term in its target language's fields.

    A term weighs what the words it translates weigh, shared among the distinct words of its
    forms that the target language's texts hold (and that are not the words typed, searched
    there anyway), each a little more than an even share (:data:`FORMS_SPLIT`): "verzaking" is
    one word, "revoke", as heavy as typed; "verkeerde uitleg" spreads its weight over
    "misinformation", "mistaken", "wrong" and "explanation", so that a text holding one of them
    is not sunk and no text holding two of them outweighs the text that holds the words typed.
    A form of several words adds the phrase bonus only when the term is the whole query, as the
    words typed would.

    :param weights: per query word, how much it counts
    :param languages: the languages searched (a filter may leave out the target)
    """
    reading = Reading()
    for t in translations:
        if t.target not in languages or t.target not in LANGUAGES:
            continue
        reading.translated.update(words[t.start : t.end])
        analyzer = searcher.schema[text_field(t.target)].analyzer
        forms = [[s for w in form for s in stems(analyzer, w)] for form in t.forms]
        # the words typed are searched in every language as they are: reading "claim" back
        # as "claim" (through the Dutch "claimen") would only count it twice
        typed = {s for w in words[t.start : t.end] for s in stems(analyzer, w)}
        held = _held_in(searcher, t.target)
        distinct = [
            term
            for term in dict.fromkeys(term for terms in forms for term in terms)
            if term not in typed and held(term)
        ]
        if not distinct:
            continue
        factor = TRANSLATION_BOOST if t.target != t.source else SYNONYM_BOOST
        budget = sum(weights[t.start : t.end]) * factor
        own = {term for terms in forms[: t.own] for term in terms}
        # a synonym's forms joined to a term's count for less: they must not thin out the term's
        share = {term: 1.0 if term in own else SYNONYM_BOOST for term in distinct}
        # a text holds one or two of a term's forms ("courteous", "courtesy", "discourteous"):
        # an even share of the weight each sank the one answer in the other language
        shares = sum(share.values()) / len(distinct) ** FORMS_SPLIT
        for term in distinct:
            reading.clauses.append(fields_clause(t.target, term, budget * share[term] / shares))
        whole = t.start == 0 and t.end == len(words)
        for terms in {tuple(terms) for terms in forms if len(terms) > 1} if whole else ():
            for name, boost in PHRASE_BOOSTS.items():
                reading.clauses.append(
                    Q.Phrase(f"{name}_{t.target}", list(terms), slop=1, boost=boost * factor)
                )
        if t.end - t.start > 1:
            # a phrase read as several things ("told me it was my lead": turn and
            # misinformation) is held by what only it says, not by a form all of whose words the
            # query's other words search anyway ("wasn't my turn"); "time of each session" says
            # more than a "session" typed beside it
            elsewhere = searched_elsewhere(analyzer, t, translations, words)
            forms = [f for f in forms if not set(f) <= elsewhere] or forms
        telling = telling_terms(searcher, t.target, forms)
        found = {(name, term) for term in telling for name in field_names(t.target)}
        for i in range(t.start, t.end):
            reading.forms.setdefault(i, set()).update(found)
        reading.words.extend(w for form in t.forms for w in form)
    return reading


def searched_elsewhere(
    analyzer: Any, t: Translation, translations: Sequence[Translation], words: Sequence[str]
) -> set[str]:
    """The terms of ``t``'s target language that the query searches through words outside
    ``t``'s own: those words as typed, and the other terms read for them in that language."""
    outside = [w for i, w in enumerate(words) if not t.start <= i < t.end]
    out = {s for w in outside for s in stems(analyzer, w)}
    for other in translations:
        if other.target == t.target and (other.end <= t.start or t.end <= other.start):
            out.update(s for form in other.forms for w in form for s in stems(analyzer, w))
    return out


def _held_in(searcher: Searcher, language: str) -> Callable[[str], bool]:
    """Whether some text of ``language`` holds a term (of its stemmed text or heading field)."""
    reader = searcher.reader()
    fields = (text_field(language), f"heading_{language}")
    return lambda term: any(reader.doc_frequency(f, term) for f in fields)


def telling_terms(searcher: Searcher, language: str, forms: Sequence[Sequence[str]]) -> set[str]:
    """The terms whose presence says a provision holds one of ``forms``: a one-word form's
    term, and of a form of several words its rarest one in ``language``'s texts.

    "misinformation" reads as "verkeerde uitleg" or "onjuiste informatie": a Dutch article that
    holds "informatie" alone (about unauthorised information) does not hold misinformation,
    though "informatie" still adds its share of the score.
    """
    field = text_field(language)
    reader = searcher.reader()
    out: set[str] = set()
    for terms in forms:
        if len(terms) == 1:
            out.add(terms[0])
        elif terms:
            out.add(min(terms, key=lambda term: (reader.doc_frequency(field, term), term)))
    return out


def common_in_a_language(searcher: Searcher, word: str, in_language: Mapping[str, frozenset[int]]) -> bool:
    """Whether more than :data:`COMMON_WORD_SHARE` of some language's provisions hold ``word``.

    Counted over all provisions, a Dutch word as common as "voor" looks rare, since most
    provisions are English; counted over each language's own, it weighs as little as "for".
    """
    reader = searcher.reader()
    for language, docs in in_language.items():
        if language not in LANGUAGES or not docs:
            continue
        terms = stems(searcher.schema[text_field(language)].analyzer, word)
        if any(reader.doc_frequency(text_field(language), t) / len(docs) > COMMON_WORD_SHARE for t in terms):
            return True
    return False


def write_language_frequency(index_dir: str, reader: Any, in_language: Mapping[str, frozenset[int]]) -> None:
    """Keep, per language, how many of its provisions hold each word as written (the ``words``
    field): the ranking weighs a query's words against its own language's provisions."""
    counts: dict[str, dict[str, int]] = {language: {} for language in in_language}
    for raw in reader.lexicon("words"):
        word = raw.decode()
        for docnum in reader.postings("words", raw).all_ids():
            for language, docs in in_language.items():
                if docnum in docs:
                    counts[language][word] = counts[language].get(word, 0) + 1
                    break
    data = {"provisions": {x: len(d) for x, d in in_language.items()}, "words": counts}
    with open(os.path.join(index_dir, FREQUENCY_FILE), "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, separators=(",", ":"))


@dataclass(frozen=True)
class LanguageFrequency:
    """Per language: how many provisions it has, and how many of them hold each word."""

    provisions: dict[str, int]
    words: dict[str, dict[str, int]]

    @classmethod
    def load(cls, index_dir: str) -> LanguageFrequency:
        with open(os.path.join(index_dir, FREQUENCY_FILE), encoding="utf-8") as f:
            data = json.load(f)
        return cls(data["provisions"], data["words"])

    def rarity(self, word: str, language: str) -> float | None:
        """``1 + IDF_SHARE * log(N / df)`` over ``language``'s provisions; None if none holds it."""
        df = self.words.get(language, {}).get(word, 0)
        n = self.provisions.get(language, 0)
        return idf_share(n, df) if df and n else None


def language_rarity(
    searcher: Searcher,
    frequency: LanguageFrequency,
    word: str,
    typed_in: str | None,
    stand_ins: Sequence[tuple[str, str]] = (),
) -> float | None:
    """How rare ``word`` is, for the share it counts when hits are rescored by the words they
    hold (``1 + IDF_SHARE * log(N / df)``, as :func:`~.ranking.rarity`).

    Counted over all provisions, a Dutch word as common as "voor" looks rare, since most
    provisions are English, and outweighed the word that named the subject: so a word is
    counted over the provisions of the language the query is typed in (``typed_in``), or, if
    none of those holds it, of the language where it is commonest. A word no text holds but a
    term table reads in another language ("toeschouwers") is as rare as its commonest reading
    there, not as rare as a word nobody uses. A reading of several words is as rare as its
    rarest word, the one that tells a text holding it (see :func:`telling_terms`): a word of
    a phrase the tables read as the Laws' words ("on a whim": wild or gambling) names what
    the phrase names ("gambling", not "or"), and "misinformed", read in Dutch as "onjuiste
    informatie", is as rare as "onjuiste", not as the "informatie" of every article on
    unauthorised information; as rare as their commonest word, they lost to any rare word
    typed beside them ("partner bid a grand slam on a whim", "misinformed about whose turn
    it was to lead"). ``stand_ins``: (language, words) pairs, the word's readings. None when
    neither the word nor a stand-in is held by any text.
    """
    if typed_in is not None and (own := frequency.rarity(word, typed_in)) is not None:
        return own
    held = [r for language in frequency.provisions if (r := frequency.rarity(word, language)) is not None]
    if held:
        return min(held)
    reader = searcher.reader()
    read = []
    for language, text in stand_ins:
        n = frequency.provisions.get(language, 0)
        if language not in LANGUAGES or not n:
            continue
        field = text_field(language)
        terms = stems(searcher.schema[field].analyzer, text)
        counts = [df for t in terms if (df := reader.doc_frequency(field, t))]
        found = min(counts, default=0)
        if found:
            read.append(idf_share(n, found))
    return min(read) if read else None


def query_language(searcher: Searcher, words: Sequence[str], languages: Sequence[str]) -> str | None:
    """The language the query is typed in: the one whose texts alone hold most of its words
    (None when no language stands out, as for "16B1" or "partner")."""
    reader = searcher.reader()
    searched = [x for x in languages if x in LANGUAGES]
    own = dict.fromkeys(searched, 0)
    readers = {x: _reader(searcher, x) for x in searched}
    for word in words:
        held = [x for x in searched if any(reader.doc_frequency(text_field(x), s) for s in readers[x](word))]
        if len(held) == 1:
            own[held[0]] += 1
    best = max(own.values(), default=0)
    winners = [x for x, n in own.items() if n == best]
    return winners[0] if best and len(winners) == 1 else None
