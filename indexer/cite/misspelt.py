"""Words for a law a query misspells before a law number ("lawe 16", "artikle 54"), read as the word meant.

A director typing fast adds a letter ("lawe 16", "Laww 16B"), swaps two ("lwas 61-64", "atrikel
16C"), gets one wrong ("lae 16", "laq 12C1") or, in a long word, gets two letters wrong ("artical
16", "artiekel 54"). The words that may be misspelt are data (``[<lang>.misspelt]`` in
``corpus/data/citations.toml``); :func:`correct_misspelt` writes each misspelling it finds as its
word, and the query finder reads the result as if the word had been typed right, with a
:class:`~indexer.cite.spelled.Spelled` map back to the query as typed. The guards, each for a
reason:

- only a word right before a law number in digits is read ("lae 16"; "lae" alone is a word);
- the first letter is the word's own, and the word typed has three letters at least: "saw
  16", "jaw 2" and "raw 16" are words, and so is anything shorter;
- a word shorter than :data:`LONG` letters takes one edit, a longer one two;
- a common word is never a misspelling, however near a word for a law it is: "lay 2 down",
  "lays 4 cards", "lads 16", "low 16", "role 16". The table lists them (``common``: every word
  of the languages' common-word lists one misspelling from a word for a law, as
  :mod:`indexer.search.dictionary` keeps them; tests/test_cite_spelled.py checks the table
  against the lists), with ``also_words`` for other words one letter away ("rulers", "lawn");
- a citation word typed as it is spelled is never "corrected" ("rules 16" stays "rules").
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
#: the shortest misspelling read: a slip of "law" ("lae", "lqw", "lwa"); two letters are anything
SHORTEST = 3

#: a word of letters right before a law number in digits, against it or after spaces
_BEFORE_NUMBER = re.compile(
    rf"(?<![\w\-'’])(?P<word>[^\W\d_]{{{SHORTEST},}})(?=[^\S\n]*0?[1-9][0-9]?(?![0-9]))"
)


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
    spelled, and the words one misspelling from them (``common`` and ``also_words``)."""
    known = (*words.law, *words.laws, *words.query_law, *words.query_laws, *words.levels, *words.misspelt)
    known += words.not_misspelt
    return tuple(w.casefold() for w in words.misspelt), frozenset(w.casefold() for w in known)


def _misspells(typed: str, word: str) -> bool:
    """Whether ``typed`` is ``word`` misspelt within the module's guards (a common word aside)."""
    if len(typed) < SHORTEST or typed[0] != word[0]:
        return False
    limit = LIMIT if len(word) >= LONG else 1
    return edit_distance(typed, word, limit) <= limit
