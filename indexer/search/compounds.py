"""Compound words read as their parts: Dutch writes "scorefout" where English writes "scoring error".

A compound nobody wrote in the texts or the term tables is still made of words they hold
("score" + "fout"); read as those words, the query finds what the compound names, in its own
language or through the term tables in another. The joints a language puts between the parts
("openings" + "bod": an "s") are language data (``compounds`` in ``search.toml``).

A compound's last part is its head, the thing it names ("score" + "fout" is a mistake): a word
that ends in a particle or a function word names no such thing and is no compound, but a word
of its own ("ronduit", downright, is not "rond" + "uit"; "voorbij", "alsnog", "totdat").

Nor is a verb led by one of its language's separable particles: the particle makes another verb
of it ("aangeven" is to point out, not "aan" + "geven", to give; "voorkomen" is to prevent, not
"voor" + "komen"), which the term tables name or nothing reads. Read as its parts, it would be
the verb without its particle, a word of another meaning.

A word longer than :data:`indexer.search.query.LONGEST_WORD` is no compound: each cut is a
lookup of both parts, and no compound a person writes is that long.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Container
from collections.abc import Mapping
from collections.abc import Sequence
from functools import partial

from indexer.search.diminutives import noun_of_diminutive
from indexer.search.query import LONGEST_WORD

#: neither part of a compound is read shorter than this ("na", "op" are not parts)
SHORTEST_PART = 3

#: a language's separable particles, and its verbs with their forms (see :func:`split_compound`)
ParticleVerbs = tuple[Container[str], Container[str]]


def split_compound(
    word: str,
    joints: Sequence[str],
    known: Callable[[str], bool],
    headless: Container[str] = (),
    particle_verbs: ParticleVerbs = ((), ()),
) -> tuple[str, str] | None:
    """The two known words ``word`` is made of, joined by one of ``joints`` ("" for none), if any.

    Of several readings the most even one wins: "spelregel" is "spel" + "regel", not a
    three-letter word and a long one that happen to be known too. A word that ends in one of
    ``headless`` (particles, function words) is none: "ronduit" is no "rond" + "uit"; nor is
    a particle followed by a verb or a verb's form (``particle_verbs``: the language's
    separable particles, and its verbs and their forms): "aangeven" is no "aan" + "geven".
    """
    particles, verbs = particle_verbs
    best: tuple[int, tuple[str, str]] | None = None
    for cut in range(SHORTEST_PART, len(word) - SHORTEST_PART + 1):
        head = word[:cut]
        for joint in joints:
            if not word.startswith(joint, cut):
                continue
            tail = word[cut + len(joint) :]
            if len(tail) < SHORTEST_PART:
                continue
            if tail in headless or (not joint and head in particles and tail in verbs):
                return None
            if not (known(head) and known(tail)):
                continue
            evenness = min(len(head), len(tail))
            if best is None or evenness > best[0]:
                best = (evenness, (head, tail))
    return best[1] if best else None


def split_compounds(
    words: list[str],
    joints: Mapping[str, Sequence[str]],
    known: Callable[[str, str | None], bool],
    headless: Container[str] = (),
    particle_verbs: Mapping[str, ParticleVerbs] | None = None,
) -> list[str]:
    """``words`` with every word that no text or table holds but that is a compound of words
    of a language that writes compounds replaced by its two parts, or a diminutive of a noun
    they hold by that noun (see diminutives.py).

    :param joints: per language that writes compounds, the joints between their parts
    :param known: whether a language's texts or term tables hold a word (None: any language's)
    :param headless: words that never end a compound (see :func:`split_compound`)
    :param particle_verbs: per language that separates verbs, its particles and its verbs
        with their forms: a particle and a verb make a verb, not a compound
    """
    out: list[str] = []
    for word in words:
        parts = None
        if joints and word.isalpha() and len(word) <= LONGEST_WORD and not known(word, None):
            for language, between in joints.items():
                in_language = partial(_known_in, known, language)
                # a diminutive is its noun ("scoreblaadje": scoreblad), not a compound's parts
                noun = noun_of_diminutive(word, in_language)
                verbs = (particle_verbs or {}).get(language, ((), ()))
                parts = (noun,) if noun else split_compound(word, between, in_language, headless, verbs)
                if parts:
                    break
        out.extend(parts if parts else [word])
    return out


def _known_in(known: Callable[[str, str | None], bool], language: str, word: str) -> bool:
    return known(word, language)
