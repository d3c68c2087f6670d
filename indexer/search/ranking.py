"""How much each query word counts, and which other words count as it.

Weights come from the index's own vocabulary (how many provisions hold a word) and from the
word tables (question words, synonyms, derived forms); :mod:`indexer.search.plan` turns them
into the terms a query looks up.
"""

from __future__ import annotations

import functools
import math
from typing import Any

from whoosh import query as Q

from indexer.search.analysis import FIELD_BOOSTS
from indexer.search.analysis import LANGUAGES
from indexer.search.words import SearchWords

#: extra weight when the query's words occur together, in order, in the text or heading
PHRASE_BOOSTS = {"heading": 10.0, "text": 2.0}
#: a word in more than this share of all provisions ("the", "of", "de") is kept, since it can
#: carry meaning, but weighs only COMMON_WORD_WEIGHT: BM25's idf alone leaves it too loud
COMMON_WORD_SHARE = 0.25
COMMON_WORD_WEIGHT = 0.2
#: the best this many text hits are rescored by the share of the query's words they hold
RERANK_WINDOW = 100
#: a query word's scores in a provision (its forms, synonyms and readings, in every field)
#: add up in full to WORD_KNEE per word typed (a word matched in a text scores about 1 to 6,
#: in a heading about 6 to 11), or to its best single match when that is more; beyond, the
#: sum grows as (sum / knee) ** WORD_SATURATION: a word found in a heading, a text, a term and
#: the law's title is one word, not four, as BM25F saturates a word's fields together
WORD_KNEE = 6.0
WORD_SATURATION = 0.9
#: how hard a missing word counts against a hit: score x (share of words held) ** power
COORD_POWER = 2.0
#: a question naming at least this many words (not question, function or story-detail words)
#: tells a long story, and many of its words set the scene ("round", "later", "table", "one"):
#: a long text holds such words by chance. Rescored by the words they hold, its hits count
#: each word by how unlikely a text of that length was to hold it (see held_by_chance):
#: without it the long club notes, holding a word or two of every sentence of the story,
#: came before the short rule that holds what went wrong
LONG_STORY_WORDS = 10
#: how much a word held by chance is discounted: its share times (1 - chance) ** power
CHANCE_POWER = 0.5
#: a provision of average length holds a word with at most this chance (its share says how
#: many provisions hold it); a question or function word, with this chance
CHANCE_CAP = 0.5
#: a question naming at least this many words asks about one situation: the first
#: PROXIMITY_TOP hits are rescored by the share of its words that stand within
#: PROXIMITY_SENTENCES sentences of each other, to the power PROXIMITY_POWER (a long note
#: holding the words in paragraphs about different things comes after a rule that holds them
#: together)
PROXIMITY_WORDS = 3
PROXIMITY_TOP = 10
PROXIMITY_SENTENCES = 2
PROXIMITY_POWER = 0.7
#: paragraphs of one law among the first SIBLING_TOP hits are ordered among themselves (in the
#: places they hold) by how much of the query their own opening holds: their heading and the
#: first OPENING_WORDS words of their text, where a rule names what it is about, counting
#: (1 + share held there) ** OPENING_POWER; a sibling that names the query's words in passing
#: ("a logical alternative" in the rule on extraneous information) comes after the one whose
#: subject they are ("A logical alternative action is one that ...")
SIBLING_TOP = 5
OPENING_WORDS = 15
OPENING_POWER = 0.5
#: weight of a word found only as a spelling neighbour of what was typed
NEIGHBOUR_BOOST = 0.7
#: weight of a word found only as a synonym or a derived form ("slowly" for "slow")
SYNONYM_BOOST = 0.8
#: how much a rare word outweighs a common one when hits are rescored by the words they hold:
#: a word's share counts as 1 + IDF_SHARE * log(N / df), so that a hit holding "cut" is not
#: sunk below hits holding only "cards" in "cut the cards"
IDF_SHARE = 0.5
#: a derived form is made from, or taken apart down to, a word this long at least ("only" is
#: not "on" + "ly")
SHORTEST_BASE = 3
#: a question of this many words that name something (not question or function words) asks
#: what to do: a definition, which holds one of its words in a line, counts DEFINITION_SHARE
RULE_QUESTION_WORDS = 4
DEFINITION_SHARE = 0.5


class Vocabulary:
    """How many provisions hold each word as written (the index's ``words`` field), in memory.

    Stands in for a Whoosh reader in the functions below: a query asks for dozens of these
    counts, and a dictionary answers them faster than the index's term table.
    """

    def __init__(self, frequency: dict[str, int], count: int) -> None:
        self._frequency = frequency
        self._count = count

    def doc_frequency(self, fieldname: str, word: str) -> int:
        if fieldname != "words":
            raise ValueError(f"the vocabulary counts the words field only, not {fieldname!r}")
        return self._frequency.get(word, 0)

    def doc_count(self) -> int:
        return self._count


def word_weight(reader: Any, word: str, count: int, words: SearchWords) -> float:
    """How much a query word counts: little for words nearly every provision has, for the
    words of a question ("what", "how") and for function words ("for", "with", "my"); fully
    for the rest."""
    common = reader.doc_frequency("words", word) / max(count, 1) > COMMON_WORD_SHARE
    if word in words.question_words or word in words.function_words or common:
        return COMMON_WORD_WEIGHT
    return 1.0


def idf_share(count: int, df: int) -> float:
    """A word's share when hits are rescored: ``1 + IDF_SHARE * log(N / df)`` for a word ``df``
    of ``count`` provisions hold (``df`` at least 1)."""
    count = max(count, 1)
    return 1.0 + IDF_SHARE * math.log(count / min(df, count))


def held_by_chance(share: float, weight: float, relative_length: float) -> float:
    """The chance that a text ``relative_length`` times as long as the average provision holds
    a query word of this ``share`` and ``weight``.

    A provision of average length holds it as often as the provisions do: the share a word
    of full weight counts when hits are rescored is :func:`idf_share` of that count, so the
    count is read back from it (at most :data:`CHANCE_CAP`; a light word, at that cap). A text
    k times as long is as likely to hold it as one of k average provisions.
    """
    held = CHANCE_CAP
    if weight >= 1.0:
        held = min(CHANCE_CAP, math.exp(-(share - 1.0) / IDF_SHARE))
    return 1.0 - (1.0 - held) ** max(relative_length, 0.0)


def rarity(reader: Any, word: str, count: int, others: list[str] | None = None) -> float:
    """How much more than a common word a rare one counts when hits are rescored.

    A word the texts never use ("cheating") is as rare as the words that stand for it
    (``others``: "illicit", "prohibited"), so that it does not count less than a word the
    texts do use.
    """
    df = reader.doc_frequency("words", word)
    if not df and others:
        df = sum(reader.doc_frequency("words", w) for w in others)
    return idf_share(count, df) if df else 1.0


def derived_forms(word: str, words: SearchWords) -> list[str]:
    """Forms of ``word`` that the stemmer leaves apart: "slowly" for "slow", "slow" for
    "slowly", "hastily" for "hasty"; whether the texts use them is not checked here. A word
    shorter than :data:`SHORTEST_BASE` has none ("on" is not the base of "only")."""
    if len(word) < SHORTEST_BASE:
        return []
    forms = [word + ending for ending in words.derived_endings]
    for old, new in words.derived_replacements:
        if word.endswith(old):
            forms.append(word[: -len(old)] + new)
    for ending in words.derived_endings:
        if word.endswith(ending) and len(word) - len(ending) >= SHORTEST_BASE:
            forms.append(word[: -len(ending)])
    return forms


def alternatives(reader: Any, word: str, words: SearchWords) -> list[str]:
    """Other words the texts use for ``word``: its synonyms and derived forms, only words the
    index holds."""
    out = [w for w in words.synonyms.get(word, ()) if reader.doc_frequency("words", w) > 0]
    forms = derived_forms(word, words)
    out += [w for w in forms if w != word and reader.doc_frequency("words", w) > 0 and w not in out]
    return out


@functools.lru_cache(maxsize=16)
def field_names(language: str) -> dict[str, float]:
    """The fields a language is searched in, with their weights: its stemmed fields, or for
    a language the index has no stemmer for, the unstemmed ``heading`` and ``text``.

    Made once per language (a query asks for them for every term it looks up): callers must
    not change the dict."""
    if language in LANGUAGES:
        return {f"{name}_{language}": boost for name, boost in FIELD_BOOSTS.items()}
    return {name: FIELD_BOOSTS[name] for name in ("heading", "text")}


def text_field(language: str) -> str:
    """The field whose analyzer reads a language's words."""
    return f"text_{language}" if language in LANGUAGES else "text"


def fields_clause(language: str, stem: str, weight: float) -> Q.Query:
    """One word in every field a language is searched in, each field with its weight.

    A plain ``Or``: ``DisjunctionMax`` in Whoosh 2.7 scores every match alike.
    """
    return Q.Or([Q.Term(name, stem, boost=boost * weight) for name, boost in field_names(language).items()])

