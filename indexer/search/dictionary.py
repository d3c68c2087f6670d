"""The common words of each language, so that a word spelt right is never read as a typo.

The texts hold a few thousand words; players type many more ("went", "coffee", "stuck",
"mouth"). Such a word is no misspelling of the texts' word one edit away ("west", "fouled",
"such", "most"): reading it so adds hits for a word nobody typed. The word lists are
pyspellchecker's word frequencies (counted over subtitles and other running text, English and
Dutch among them), kept at build time into the index as the words counted at least
:data:`COMMON_COUNT` times, so that serving needs no more than a set lookup.

The same lists give each language's :data:`COMMONEST` commonest words ("said", "put", "told";
"zei", "legde"): such a word that few provisions hold says nothing of a question's subject,
though it looks rare in the texts (see ``SearchIndex._plan``).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from spellchecker import SpellChecker

#: the file kept in the index directory next to the spelling table
COMMON_WORDS_FILE = "common-words.json"
#: how often a word must be counted in a language's word list to be a word of that language:
#: the lists' rarest entries (counted 50 to a few hundred times) include common misspellings
COMMON_COUNT = 500
#: how many of a language's commonest words of running text are its filler words
COMMONEST = 500
#: the fewest leading letters two forms of one word share ("bied" of "bieder" and "bieden")
SHARED_STEM = 4


@cache
def _counts(language: str) -> Mapping[str, int]:
    """How often ``language``'s word list counts each word; empty for a language that has no
    list (a text in it is searched without the guards below)."""
    try:
        return SpellChecker(language=language).word_frequency.dictionary
    except ValueError:
        return {}


@cache
def common_words(language: str) -> frozenset[str]:
    """The words of ``language`` its word list counts at least :data:`COMMON_COUNT` times."""
    return frozenset(w for w, n in _counts(language).items() if n >= COMMON_COUNT and w.isalpha())


@cache
def commonest_words(language: str) -> frozenset[str]:
    """The :data:`COMMONEST` words ``language``'s word list counts most often (ties by the
    word, so that a build is stable)."""
    counts = _counts(language)
    ranked = sorted((w for w in counts if w.isalpha()), key=lambda w: (-counts[w], w))
    return frozenset(ranked[:COMMONEST])


def write_common_words(index_dir: str, languages: Iterable[str]) -> None:
    """Keep each language's common and commonest words in the index, sorted (a stable file
    for one build)."""
    languages = list(languages)
    data = {
        "common": {language: sorted(common_words(language)) for language in languages},
        "commonest": {language: sorted(commonest_words(language)) for language in languages},
    }
    with open(os.path.join(index_dir, COMMON_WORDS_FILE), "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, separators=(",", ":"))


@dataclass(frozen=True)
class CommonWords:
    """Per language, the words it commonly uses (see the module's docstring)."""

    words: Mapping[str, frozenset[str]]
    #: per language, its :data:`COMMONEST` commonest words
    commonest: Mapping[str, frozenset[str]]

    @classmethod
    def load(cls, index_dir: str) -> CommonWords:
        with open(os.path.join(index_dir, COMMON_WORDS_FILE), encoding="utf-8") as f:
            data = json.load(f)
        if "commonest" not in data:
            raise FileNotFoundError(2, "no commonest words", COMMON_WORDS_FILE)
        return cls(
            {language: frozenset(words) for language, words in data["common"].items()},
            {language: frozenset(words) for language, words in data["commonest"].items()},
        )

    def knows(self, word: str, languages: Iterable[str]) -> bool:
        """Whether ``word`` is a common word of any of ``languages``."""
        return any(word in self.words.get(language, frozenset()) for language in languages)

    def among_commonest(self, word: str, languages: Iterable[str]) -> bool:
        """Whether ``word`` is among the commonest words of any of ``languages``."""
        return any(word in self.commonest.get(language, frozenset()) for language in languages)


def same_but_ending(word: str, other: str) -> bool:
    """Whether ``other`` differs from ``word`` only in its last two letters, after at least
    :data:`SHARED_STEM` letters in common: another form of the word ("bieder", "bieden"), not
    another word ("went", "west"; "stuck", "such")."""
    shared = len(os.path.commonprefix([word, other]))
    return shared >= max(SHARED_STEM, len(word) - 2)
