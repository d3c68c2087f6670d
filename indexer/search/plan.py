"""Expanding the query: each word, the other words that count as it, and the terms to look up.

This is the one place where a query word gains alternatives: its synonyms and derived forms
(from the word tables), and for a word the texts do not know, its spelling neighbours. Another
expansion (another language's words for the same thing, say) adds :class:`Form` s to a
:class:`QueryWord` here, and the ranking looks them up like the rest.

Two readings of the words as typed come first, since a word's sense can hang on its
neighbours: a verb read as its object says (:func:`read_by_object`: "call the director" is
summoning him, not a call of the auction), and the words typed as one compound with hyphens
(:func:`hyphen_joins`: "the wrong-hand lead" is a lead), which the term and phrase tables
take whole.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from typing import Any

from whoosh import query as Q

from indexer.search.analysis import LANGUAGES
from indexer.search.analysis import stems
from indexer.search.query import split_words
from indexer.search.ranking import NEIGHBOUR_BOOST
from indexer.search.ranking import PHRASE_BOOSTS
from indexer.search.ranking import SYNONYM_BOOST
from indexer.search.ranking import alternatives
from indexer.search.ranking import field_names
from indexer.search.ranking import rarity
from indexer.search.ranking import text_field
from indexer.search.ranking import word_weight
from indexer.search.words import ObjectSense
from indexer.search.words import PassiveSense
from indexer.search.words import SearchWords

#: words of a phrase may stand this many positions apart (1: next to each other)
PHRASE_SLOP = 2
#: at most this many articles, pronouns or the like stand between a verb and its object
OBJECT_REACH = 2
#: at most this many auxiliaries and adverbs stand between an object and its passive verb
#: ("the director should not have been called")
PASSIVE_REACH = 4


@dataclass(frozen=True)
class Form:
    """A word that counts as a query word, with how much it counts.

    ``exact`` is False for a spelling neighbour (a guess at what was meant); ``languages``,
    when given, limits the form to those languages' fields.
    """

    text: str
    factor: float = 1.0
    exact: bool = True
    languages: frozenset[str] | None = None


@dataclass
class QueryWord:
    """A word of the query: its weight in scores, its share when hits are rescored by the
    words they hold, and every form that counts as it."""

    text: str
    weight: float
    share: float
    forms: list[Form] = field(default_factory=list)


@dataclass(frozen=True)
class Clause:
    """One term to look up: ``boost`` times its BM25F score counts toward a provision's score."""

    fieldname: str
    term: str
    boost: float
    #: which query words it stands for: bit ``i`` for the plan's ``i``-th word
    words: int
    exact: bool


@dataclass(frozen=True)
class PhraseClause:
    """Words that score ``boost`` times their BM25F scores once more where they stand in this
    order, at most ``slop`` positions apart, in a heading or text (Whoosh's ``Phrase``)."""

    fieldname: str
    terms: tuple[str, ...]
    slop: int
    boost: float

    @property
    def part(self) -> str:
        """``heading`` or ``text``: which of a provision's stored word lists the phrase is read in."""
        return self.fieldname.split("_", 1)[0]


def plan_words(
    reader: Any,
    words: list[str],
    neighbours: dict[str, list[str]],
    tables: SearchWords,
    weigh: Callable[[str], float] | None = None,
    rare: Callable[[str], float | None] | None = None,
) -> list[QueryWord]:
    """The query's words with their weights and forms: as typed, synonyms and derived forms,
    spelling neighbours. ``weigh`` says how much a word counts (by default :func:`word_weight`),
    ``rare`` how rare it is where it is written (None, or by default: :func:`rarity` over all
    provisions)."""
    count = max(reader.doc_count(), 1)
    out: list[QueryWord] = []
    for word in words:
        weight = weigh(word) if weigh is not None else word_weight(reader, word, count, tables)
        same = alternatives(reader, word, tables)
        forms = [Form(word)]
        forms += [Form(n, NEIGHBOUR_BOOST, exact=False) for n in neighbours.get(word, ())]
        forms += [Form(s, SYNONYM_BOOST) for s in same]
        rare_as = rare(word) if rare is not None else None
        if rare_as is None:
            rare_as = rarity(reader, word, count, same)
        out.append(QueryWord(word, weight, weight * rare_as, forms))
    return out


def clauses(plan: list[QueryWord], languages: list[str], schema: Any) -> list[Clause]:
    """Every term the plan looks up, in every field of every language searched.

    The same as one Whoosh ``Or`` of ``Term`` clauses: a word's form in each stemmed field
    of each language, boosted by the field's weight, the word's weight and the form's factor.
    """
    out: list[Clause] = []
    analyzers = {language: schema[text_field(language)].analyzer for language in languages}
    fields = {language: list(field_names(language).items()) for language in languages}
    for i, word in enumerate(plan):
        for language in languages:
            analyzer = analyzers[language]
            for form in word.forms:
                if form.languages is not None and language not in form.languages:
                    continue
                for stem in stems(analyzer, form.text):
                    for name, boost in fields[language]:
                        out.append(Clause(name, stem, boost * word.weight * form.factor, 1 << i, form.exact))
    return out


def phrase_clauses(
    plan: list[QueryWord], phrases: list[str], languages: list[str], schema: Any
) -> list[PhraseClause]:
    """The phrase bonuses of a query: its words in order (two or more), and each quoted phrase,
    in the heading and text fields of every language searched."""
    texts = ([" ".join(w.text for w in plan)] if len(plan) > 1 else []) + phrases
    out: list[PhraseClause] = []
    for language in languages:
        analyzer = schema[text_field(language)].analyzer
        for text in texts:
            terms = tuple(s for w in split_words(text) for s in stems(analyzer, w))
            if len(terms) < 2:
                continue
            for name, boost in PHRASE_BOOSTS.items():
                fieldname = f"{name}_{language}" if language in LANGUAGES else name
                out.append(PhraseClause(fieldname, terms, PHRASE_SLOP, boost))
    return out


def whoosh_clauses(
    queries: list[Q.Query], forms: dict[int, set[tuple[str, str]]], exact: bool = True
) -> tuple[list[Clause], list[PhraseClause]]:
    """Clauses written as Whoosh queries (``Or`` of boosted ``Term`` s, ``Phrase``), as this
    module's clauses: another expansion may speak Whoosh. ``forms`` says, per query word, the
    (field, term) pairs that count as holding it."""
    terms: list[Clause] = []
    phrases: list[PhraseClause] = []
    # per (field, term), the query words it counts as: a bit per word
    holders: dict[tuple[str, str], int] = {}
    for i, pairs in forms.items():
        for pair in pairs:
            holders[pair] = holders.get(pair, 0) | 1 << i
    for query in queries:
        if isinstance(query, Q.Phrase):
            phrases.append(PhraseClause(query.fieldname, tuple(query.words), query.slop, query.boost))
            continue
        for leaf in query.leaves() if query.is_leaf() is False else [query]:
            if isinstance(leaf, Q.Term):
                text = leaf.text.decode("utf-8") if isinstance(leaf.text, bytes) else str(leaf.text)
                bits = holders.get((leaf.fieldname, text), 0)
                terms.append(Clause(leaf.fieldname, text, leaf.boost * query.boost, bits, exact))
    return terms, phrases


def idiom_words(words: Sequence[str], idioms: Sequence[tuple[str, ...]]) -> frozenset[str]:
    """The words of ``words`` (the query's, in order, repeats kept) that stand in one of
    ``idioms`` wherever the query types them: "it turns out we played the wrong board" is not
    about turns or leading out. A word the query also types outside its idioms keeps its weight
    there, and so everywhere (a query word is weighed once): "on the other hand, declarer
    showed his hand" is about a hand."""
    covered: set[int] = set()
    typed = set(words)
    for idiom in idioms:
        if not typed.issuperset(idiom):
            continue  # most idioms have a word the query lacks: no need to look for the run
        size = len(idiom)
        for i in range(len(words) - size + 1):
            if tuple(words[i : i + size]) == idiom:
                covered.update(range(i, i + size))
    literal = {word for i, word in enumerate(words) if i not in covered}
    return frozenset(words[i] for i in covered if words[i] not in literal)


def read_by_object(text: str, senses: Sequence[ObjectSense], gaps: frozenset[str]) -> str:
    """``text`` with each verb whose object gives it another sense written as the word for
    that sense: "can dummy call the director", "call him back", "called the TD" are summoning
    the Director (the Laws' "summon"), not a call of the auction, which "call" alone finds.

    The object follows the verb in the same clause (no comma or full stop between), perhaps
    after articles and pronouns (``gaps``) or the sense's ``between`` words ("call for the
    director"), at most :data:`OBJECT_REACH` of them, or as many as the sense's ``reach`` says.
    """
    for sense in senses:
        reach = OBJECT_REACH if sense.reach is None else sense.reach
        pattern = _object_pattern(
            tuple(sense.verbs), tuple(sorted(sense.objects)), tuple(sorted(gaps | sense.between)), reach
        )
        text = pattern.sub(functools.partial(_read_as, sense.verbs), text)
        if sense.passive is not None:
            text = read_passive(text, sense.passive)
    return text


def read_passive(text: str, passive: PassiveSense) -> str:
    """``text`` with each participle of ``passive`` written after its object read as the
    participle of the sense: "when should the director be called" is summoning him, as "call
    the director" is (see :class:`.words.PassiveSense`). A form of "be" or "get" between them
    makes it passive; so does a negation with no perfect ("the director not called"; "the
    director has not called the round" is his signal), or a determiner before the object that
    denies it ("no director called"): players telling a story leave "be" out."""
    words = passive.voice | passive.auxiliaries | passive.negations
    pattern = _passive_pattern(
        tuple(sorted(passive.verbs)),
        tuple(sorted(passive.subjects)),
        tuple(sorted(words)),
        tuple(sorted(passive.determiners)),
    )

    def read(m: re.Match[str]) -> str:
        between = set(m.group(3).lower().split())
        negated = bool(passive.negations & between) and not passive.perfect & between
        if not (passive.voice & between or negated or m.group(1)):
            return m.group()  # "the director has called the round": no passive
        return (m.group(1) or "") + m.group(2) + m.group(3) + passive.verbs[m.group(4).lower()]

    return pattern.sub(read, text)


@functools.lru_cache(maxsize=8)
def _passive_pattern(
    verbs: tuple[str, ...], subjects: tuple[str, ...], between: tuple[str, ...], determiners: tuple[str, ...]
) -> re.Pattern[str]:
    """An object of ``subjects``, perhaps after one of ``determiners``, up to
    :data:`PASSIVE_REACH` words of ``between``, a participle of ``verbs``: groups 1 (the
    determiner and its space, or nothing), 2 (the object), 3 (the words between, with their
    spaces), 4 (the verb)."""

    def either(words: tuple[str, ...]) -> str:
        return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))

    before = rf"((?:{either(determiners)})\s+)?" if determiners else "()"
    return re.compile(
        rf"(?<![\w'’-]){before}((?:{either(subjects)}))((?:\s+(?:{either(between)})){{0,{PASSIVE_REACH}}}\s+)"
        rf"({either(verbs)})(?![\w'’-])",
        re.IGNORECASE,
    )


def _read_as(verbs: Mapping[str, str], m: re.Match[str]) -> str:
    """The word a verb found by :func:`_object_pattern` is read as."""
    return verbs[m.group().lower()]


@functools.lru_cache(maxsize=16)
def _object_pattern(
    verbs: tuple[str, ...], objects: tuple[str, ...], between: tuple[str, ...], reach: int = OBJECT_REACH
) -> re.Pattern[str]:
    """A verb of ``verbs`` standing before one of ``objects``, across at most ``reach`` of the
    ``between`` words."""

    def either(words: tuple[str, ...]) -> str:
        return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))

    # an object is also a gap ("him"): it is tried first, so that "call him" reads
    gap = rf"(?:\s+(?!(?:{either(objects)})\b)(?:{either(between)}))"
    return re.compile(
        rf"(?<![\w'’-])(?:{either(verbs)})(?=(?:{gap}){{0,{reach}}}\s+(?:{either(objects)})(?![\w-]))",
        re.IGNORECASE,
    )


#: what joins two words into one compound as typed: a hyphen (or the Unicode hyphens)
_HYPHENS = frozenset("-\u2010\u2011")


def hyphen_joins(text: str, analyzer: Any) -> frozenset[tuple[str, str]]:
    """The pairs of words ``text`` types with a hyphen between ("wrong-hand", "out-of-turn":
    ("out", "of"), ("of", "turn")), as ``analyzer`` reads its words: a phrase of the tables
    takes such a compound whole or not at all (see :meth:`.bilingual.Translator.translate`)."""
    if not _HYPHENS.intersection(text):
        return frozenset()  # most queries type no hyphen: no need to read them again
    tokens = [(t.text, t.startchar, t.endchar) for t in analyzer(text, chars=True)]
    return frozenset(
        (a, b)
        for (a, _, a_end), (b, b_start, _) in zip(tokens, tokens[1:], strict=False)
        if b_start - a_end == 1 and text[a_end] in _HYPHENS
    )
