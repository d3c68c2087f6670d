"""How text becomes index terms: the Whoosh analyzers, their filters and the schema.

The schema, analyzers included, is pickled into the index, so the spelling filter carries its
own table: a query is analysed exactly as the texts were when the index was built.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from collections.abc import Iterator
from collections.abc import Mapping
from collections.abc import Sequence
from typing import Any

from whoosh.analysis import Analyzer
from whoosh.analysis import CharsetFilter
from whoosh.analysis import Filter
from whoosh.analysis import LowercaseFilter
from whoosh.analysis import RegexTokenizer
from whoosh.analysis import StemFilter
from whoosh.fields import ID
from whoosh.fields import KEYWORD
from whoosh.fields import NUMERIC
from whoosh.fields import STORED
from whoosh.fields import TEXT
from whoosh.fields import Schema
from whoosh.support.charset import accent_map

from indexer.search.memo import MEMO_WORDS
from indexer.search.separable import separated_verbs
from indexer.search.words import SearchWords

#: languages with a stemmed field pair; a document in another language is found through
#: its unstemmed fields only
LANGUAGES = ("en", "nl")

#: query-time weight of each stemmed field: a word in a heading or a defined term says
#: far more about a provision than the same word in its running text; a word of the
#: phrasings players ask it in (see asked.py) half as much as its text
FIELD_BOOSTS = {"term": 1.5, "heading": 3.0, "text": 1.0, "context": 0.5, "asked": 0.5}


class SpellingVariantFilter(Filter):
    """Folds British spellings onto American ones so that either finds both.

    :param words: whole words, British -> American
    :param patterns: (regex, replacement) pairs for word families, the first match wins
    """

    def __init__(self, words: Mapping[str, str], patterns: Sequence[tuple[str, str]]) -> None:
        self.words = dict(words)
        self.patterns = tuple((re.compile(pattern), repl) for pattern, repl in patterns)

    @classmethod
    def from_words(cls, words: SearchWords) -> SpellingVariantFilter:
        return cls(words.spelling, words.spelling_patterns)

    def fold(self, word: str) -> str:
        """The American spelling of a lowercase British word (``unauthorised`` -> ``unauthorized``)."""
        if word in self.words:
            return self.words[word]
        for pattern, repl in self.patterns:
            if pattern.match(word):
                return pattern.sub(repl, word)
        return word

    def __call__(self, tokens: Iterable[Any]) -> Iterator[Any]:
        for token in tokens:
            token.text = self.fold(token.text)
            yield token


class SeparableVerbFilter(Filter):
    """Indexes a separated verb also as the one word it makes: "hij neemt de kaart terug" holds
    "terugnemen" too, so that a query for it, or an English one the term tables read as it
    ("withdraw"), finds the text (see separable.py).

    The joined verb stands at the particle's position with its span, beside the particle, so
    that the words as written, their positions and phrases stay as they were. Only when a text
    is indexed: a query's words are joined by the engine; a text's stored word marks keep the
    joined verb beside its particle (``snippets.token_marks``), so a snippet marks the particle.

    :param particles: the language's particles ("aan", "terug")
    :param forms: its verb forms the tables list -> the verb ("neemt", "terugneemt" -> ...)
    :param known: the joined words its texts or term tables hold (only those a particle
        begins), against which a particle and a verb before it are read as one verb
    :param openers: the words that open a noun phrase, after which a particle is a preposition
    """

    def __init__(
        self,
        language: str,
        particles: Iterable[str],
        forms: Mapping[str, str],
        known: Iterable[str],
        openers: Iterable[str] = (),
    ) -> None:
        self.language = language
        self.particles = frozenset(particles)
        self.forms = dict(forms)
        self.known = frozenset(known)
        self.openers = frozenset(openers)

    @classmethod
    def from_words(cls, language: str, words: SearchWords, known: Iterable[str] = ()) -> SeparableVerbFilter:
        particles = words.separable_particles.get(language, ())
        joined = (w for w in known if w.startswith(tuple(particles)))
        openers = words.phrase_openers.get(language, ())
        return cls(language, particles, words.irregular.get(language, {}), joined, openers)

    def _knows(self, word: str, language: str | None = None) -> bool:
        return word in self.known

    def __call__(self, tokens: Iterable[Any]) -> Iterator[Any]:
        tokens = iter(tokens)
        first = next(tokens, None)
        if first is None:
            return
        if first.mode != "index" or not self.particles:
            yield first
            yield from tokens
            return
        held = [first.copy(), *(t.copy() for t in tokens)]
        words = [t.text for t in held]
        found = separated_verbs(
            words, self.language, self.particles, self.forms, self._knows, openers=self.openers
        )
        after = {particle: verb for _, particle, verb in found}
        for i, token in enumerate(held):
            yield token
            if i in after:
                extra = token.copy()
                extra.text = after[i]
                yield extra


def fold_variant(word: str, words: SearchWords) -> str:
    """The American spelling of a lowercase British word, by the tables of ``words``."""
    return SpellingVariantFilter.from_words(words).fold(word)


def plain_analyzer(words: SearchWords) -> Analyzer:
    """Words as written, only lowercased, accent-folded and spelling-folded.

    No stop list: in a rulebook "may not" and "niet" carry the meaning.
    """
    folding = SpellingVariantFilter.from_words(words)
    return RegexTokenizer() | LowercaseFilter() | CharsetFilter(accent_map) | folding


def stemming_analyzer(language: str, words: SearchWords, known: Iterable[str] = ()) -> Analyzer:
    """The plain analysis followed by the language's Snowball stemmer (again without stop list);
    for a language that separates verbs, a text's separated verbs are indexed joined too
    (:class:`SeparableVerbFilter`, ``known``: the words its texts and term tables hold).
    The words of the language's ``stem_apart`` table stay whole: their stem is another word's."""
    stemming = StemFilter(lang=language, ignore=words.stem_apart.get(language, frozenset()))
    if language in words.separable_particles:
        joining = SeparableVerbFilter.from_words(language, words, known)
        return plain_analyzer(words) | joining | stemming
    return plain_analyzer(words) | stemming


def make_schema(words: SearchWords, known: Mapping[str, Iterable[str]] | None = None) -> Schema:
    """One document per provision per source text.

    ``heading``, ``text`` and ``words`` keep words unstemmed (for spelling neighbours and
    "did you mean"); each language has a stemmed set of fields that the ranking uses.

    :param known: per language, the words its texts and term tables hold (separated verbs are
        joined into those, see :class:`SeparableVerbFilter`)
    """
    known = known or {}
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
        # the languages a provision is rendered in besides its own (see renderings.py)
        "rendered": KEYWORD(scorable=False),
        "heading": TEXT(stored=True, analyzer=plain_analyzer(words)),
        "text": TEXT(stored=True, analyzer=plain_analyzer(words)),
        "words": TEXT(analyzer=plain_analyzer(words)),
        # what a hit shows, worked out once when the index is built
        "display": STORED(),
        "law_title": STORED(),
        # each word's analysed form and span, for snippets and phrases (see snippets.token_marks)
        "text_marks": STORED(),
        "heading_marks": STORED(),
        "title_marks": STORED(),
        # the marks of a rendering's text (see renderings.py), for phrases in its language
        "rendering_marks": STORED(),
    }
    for language in LANGUAGES:
        held = frozenset(known.get(language, ()))
        for name in FIELD_BOOSTS:
            fields[f"{name}_{language}"] = TEXT(analyzer=stemming_analyzer(language, words, held))
    return Schema(**fields)


#: per analyzer (by identity; the analyzer is kept with its memo, so the identity stays its
#: own), the terms it made of each word: a query reads each of its words in every language
#: and field several times, and each reading runs the whole filter chain and stemmer
_STEMS: dict[int, tuple[Analyzer, dict[str, tuple[str, ...]]]] = {}
#: the memo forgets everything past this many analyzers (each index generation brings its own),
#: and an analyzer's words past :data:`~.memo.MEMO_WORDS`
MEMO_ANALYZERS = 32


def stems(analyzer: Analyzer, word: str) -> list[str]:
    """The terms ``analyzer`` makes of ``word`` (none, one, or several for "non-offending").

    Remembered per analyzer and word: analysis depends on nothing else.
    """
    entry = _STEMS.get(id(analyzer))
    if entry is None or entry[0] is not analyzer:
        if len(_STEMS) >= MEMO_ANALYZERS:
            _STEMS.clear()
        entry = _STEMS[id(analyzer)] = (analyzer, {})
    memo = entry[1]
    found = memo.get(word)
    if found is None:
        if len(memo) >= MEMO_WORDS:
            memo.clear()
        found = memo[word] = tuple(t.text for t in analyzer(word))
    return list(found)
