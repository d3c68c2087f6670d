"""Dutch diminutives read as their nouns: "een kaartje" is a card, "het scoreblaadje" a score sheet.

Dutch makes a diminutive of nearly any noun, and club players use them all the time ("een
foutje", "het laatste slagje", "een spelletje", "een topje"); the Dutch stemmer never takes one
back to its noun ("kaartje" stems as "kaartj"), so a diminutive nobody wrote in the texts or the
tables finds nothing. The endings are regular: -je ("kaart" + "je"), -tje after a vowel or an l,
n, r, w ("tafel" + "tje"), -pje after an m ("boom" + "pje"), -etje after a short vowel, whose
consonant doubles ("spel" + "l" + "etje", "slem" + "m" + "etje"), a long vowel written double
once its syllable opens ("blad": "blaadje"), and -s for more than one ("kaartjes"). Undone, each
ending gives the nouns it may have come from; the first one the texts or tables know is read.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterator

#: no noun is read shorter than this ("ei" of "eitje" is left alone)
SHORTEST_NOUN = 3
#: the endings of a diminutive, longest first: what -etje, -tje, -pje, -je take off a noun
ENDINGS = ("etje", "tje", "pje", "je")
VOWELS = frozenset("aeiou")


def noun_of_diminutive(word: str, known: Callable[[str], bool]) -> str | None:
    """The noun ``word`` is a diminutive of, if it is one and ``known`` knows the noun."""
    return next((noun for noun in _nouns(word) if known(noun)), None)


def _nouns(word: str) -> Iterator[str]:
    """Every noun ``word`` may be a diminutive of, the likeliest first."""
    if word.endswith("jes"):
        word = word[:-1]  # kaartjes: kaartje
    if not word.endswith("je"):
        return
    for ending in ENDINGS:
        if not word.endswith(ending):
            continue
        stem = word[: -len(ending)]
        if len(stem) < SHORTEST_NOUN:
            continue
        if ending == "etje" and len(stem) > SHORTEST_NOUN and stem[-1] == stem[-2]:
            yield stem[:-1]  # spelletje: spel, slemmetje: slem
        yield stem
        if len(stem) > SHORTEST_NOUN and stem[-2] == stem[-3] and stem[-2] in VOWELS:
            yield stem[:-3] + stem[-2] + stem[-1]  # blaadje: blad
