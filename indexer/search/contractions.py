"""Negations written short ("won't", "didn't", "can't"), read as the words they stand for.

The analyser cuts a word at its apostrophe, so "won't" became "won" (read as tricks won) and
a "t" that no text means by itself but that every contraction of the everyday edition holds,
which drew the provisions written with "isn't" and "doesn't" to any question typed with
"don't". A query, and a phrase of the word tables, reads a contraction as the words it
stands for (``[<language>.contractions]`` in search.toml) before its words are split.

Pure functions on strings: no index, no files.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from collections.abc import Sequence

#: the apostrophes people type: straight, curly, and the accents keyboards put in their place
APOSTROPHES = "'’‘´`"
#: a word written with an apostrophe inside it ("won't", "shouldn’t")
_CONTRACTED = re.compile(rf"(?<![\w{APOSTROPHES}])[^\W\d_]+[{APOSTROPHES}][^\W\d_]+(?![\w{APOSTROPHES}])")


def read_contractions(
    text: str, words: Mapping[str, str], endings: Mapping[str, str], bare: Mapping[str, str] | None = None
) -> str:
    """``text`` with each contraction ``words`` or ``endings`` read written out.

    ``words``: whole contractions and their reading ("won't" -> "will not"); ``endings``: an
    ending and what it reads as after the rest of the word ("n't" -> " not": "didn't" ->
    "did not"). Both written with a straight apostrophe, in lower case; any apostrophe typed
    matches it. A word neither reads (a possessive, "it's") is left as typed. ``bare``: the
    contractions typed without their apostrophe ("doesnt", "couldnt"), lower case, and their
    reading, matched as whole words in any case.
    """
    if bare:
        text = _bare_pattern(tuple(sorted(bare))).sub(lambda m: bare[m.group().lower()], text)
    if not (words or endings) or not any(a in text for a in APOSTROPHES):
        return text

    def read(m: re.Match[str]) -> str:
        typed = m.group()
        word = re.sub(f"[{APOSTROPHES}]", "'", typed.lower())
        whole = words.get(word)
        if whole is not None:
            return whole
        for ending, reading in endings.items():
            if word.endswith(ending) and len(word) > len(ending):
                return word[: -len(ending)] + reading
        return typed

    return _CONTRACTED.sub(read, text)


@functools.cache
def _bare_pattern(forms: tuple[str, ...]) -> re.Pattern[str]:
    """The contractions typed without an apostrophe, as whole words in any case."""
    either = "|".join(map(re.escape, forms))
    return re.compile(rf"(?<![\w{APOSTROPHES}])(?:{either})(?![\w{APOSTROPHES}])", re.I)


def bare_forms(words: Mapping[str, str], endings: Mapping[str, str], verbs: Sequence[str]) -> dict[str, str]:
    """The contractions of ``verbs`` (each verb + an ending of ``endings``) and ``words``, as
    typed without their apostrophe, and their readings: "doesnt" -> "does not", "wont" ->
    "will not"."""
    out = {word.replace("'", ""): reading for word, reading in words.items()}
    for verb in verbs:
        for ending, reading in endings.items():
            out.setdefault(verb + ending.replace("'", ""), verb + reading)
    return out
