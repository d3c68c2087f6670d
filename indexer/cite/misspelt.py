"""Words for a law a query misspells before a law number ("lawe 16", "artikle 54"), read as the word meant.

A director typing fast adds a letter ("lawe 16", "Laww 16B"), swaps two ("lwas 61-64", "atrikel
16C") or, in a long word, gets one or two letters wrong ("artical 16", "artiekel 54"). The
words that may be misspelt are data (``[<lang>.misspelt]`` in ``corpus/data/citations.toml``);
:func:`correct_misspelt` writes each misspelling it finds as its word, and the query finder
reads the result as if the word had been typed right, with a :class:`~indexer.cite.spelled.Spelled`
map back to the query as typed. The guards, each for a reason:

- only a word right before a law number in digits is read ("lawe 16"; "lawe" alone is a word);
- the first letter is the word's own, and the word typed has four letters at least: "saw 16",
  "lay 2 down", "raw 16" are words;
- a word shorter than :data:`LONG` letters takes one edit, a longer one two;
- a word shorter than :data:`SHORT` letters takes only a letter added or two letters swapped,
  never one changed or dropped: "lays 4 cards" and "lads 16" are words, not "laws";
- a citation word typed as it is spelled is never "corrected" ("rules 16" stays "rules"), nor
  is a word the table lists as a word one letter from a word for a law ("rulers", "lawn").
"""

from __future__ import annotations

import re
from functools import lru_cache

from indexer.cite.patterns import CitationWords
from indexer.cite.spelled import Spelled
from indexer.cite.spelled import _rewrite
from indexer.edits import edit_distance

#: words of at least this many letters may be misspelt twice ("artical" for "artikel")
LONG = 7
#: the most edits a misspelling is read across
LIMIT = 2
#: words shorter than this may only have a letter added or two letters swapped ("lawe", "lwas")
SHORT = 5
#: the shortest misspelling read: three letters are too many other words ("saw", "raw", "lay")
SHORTEST = 4

#: a word of letters right before a law number in digits, against it or after spaces
_BEFORE_NUMBER = re.compile(r"(?<![\w\-'’])(?P<word>[^\W\d_]{4,})(?=[^\S\n]*0?[1-9][0-9]?(?![0-9]))")


def correct_misspelt(text: str, words: CitationWords) -> Spelled:
    """``text`` with each misspelt word for a law before a law number written as the word meant."""
    targets, known = _words(words)
    pieces = []
    for m in _BEFORE_NUMBER.finditer(text):
        typed = m["word"].casefold()
        if typed in known:
            continue
        near = sorted(
            (edit_distance(typed, w, LIMIT), n, w) for n, w in enumerate(targets) if _misspells(typed, w)
        )
        if near:  # the nearest word, the first language's on a tie
            pieces.append((m.start(), m.end(), near[0][2]))
    return _rewrite(text, pieces)


@lru_cache(maxsize=16)
def _words(words: CitationWords) -> tuple[tuple[str, ...], frozenset[str]]:
    """The words that may be misspelt, and the words never corrected: every citation word as
    spelled, and the words one letter from them (``also_words``)."""
    known = (*words.law, *words.laws, *words.query_law, *words.query_laws, *words.levels, *words.misspelt)
    known += words.not_misspelt
    return tuple(w.casefold() for w in words.misspelt), frozenset(w.casefold() for w in known)


def _misspells(typed: str, word: str) -> bool:
    """Whether ``typed`` is ``word`` misspelt within the module's guards."""
    if len(typed) < SHORTEST or typed[0] != word[0]:
        return False
    limit = LIMIT if len(word) >= LONG else 1
    if edit_distance(typed, word, limit) > limit:
        return False
    if len(word) < SHORT:
        return len(typed) == len(word) + 1 or _swapped(typed, word)
    return True


def _swapped(typed: str, word: str) -> bool:
    """Whether ``typed`` is ``word`` with two neighbouring letters swapped ("lwas")."""
    if len(typed) != len(word):
        return False
    differ = [i for i, (a, b) in enumerate(zip(typed, word, strict=True)) if a != b]
    return len(differ) == 2 and differ[1] == differ[0] + 1 and typed[differ[0]] == word[differ[1]]
