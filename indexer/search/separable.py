"""Separable verbs read whole: Dutch writes "wijst de wedstrijdleider aan" for "aanwijzen".

In a Dutch main clause the particle of a separable verb stands apart from it, often at the end
("hij komt voor zijn beurt uit": uitkomen, to lead), and in an infinitive with "te" the two
stand on either side of it ("om uit te komen"). Read apart, the verb names something else
("komt": comes) and the particle is a preposition. Joined again, the verb is the word the term
tables and the texts know. Which particles a language separates is language data
(``separable_verbs`` in ``search.toml``).
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Container
from collections.abc import Mapping
from collections.abc import Sequence

#: how far before its particle a verb is looked for ("wijst de wedstrijdleider van de club aan")
REACH = 6
#: how many words a clause of such a language puts among the words of a phrase of the tables
#: ("het recht op een correctie is hij kwijt": "recht kwijt"), the articles and pronouns apart
PHRASE_REACH = 3
#: how far in the Laws' texts, whose main clauses put more between the two ("neemt de gespeelde
#: kaart zonder verdere rechtzetting terug", artikel 47E1)
TEXT_REACH = 8


def join_separable_verbs(
    words: list[str],
    particles: Mapping[str, Sequence[str]],
    irregular: Mapping[str, Mapping[str, str]],
    known: Callable[[str, str | None], bool],
    keep: Container[int] = (),
    openers: Mapping[str, Container[str]] | None = None,
) -> list[str]:
    """``words`` with each separated verb joined to its particle where the particle stood
    (as a Dutch subclause orders them: "hij dacht lang na", "dat hij lang nadacht").

    A verb form the tables list (``irregular``: "wijst", "kwam") and a particle after it are
    joined when the texts or the tables know the joined word, as written ("aan" + "wijst") or
    as the verb of the form ("uit" + "kwam" read as "uit" + "komen"). The nearest such verb
    before the particle wins. A particle followed by "te" and a verb ("uit te komen"), or by
    the verb it makes ("aan wijzen"), is joined to that verb.

    :param particles: per language that separates verbs, its particles
    :param irregular: per language, irregular verb forms -> the verb
    :param known: whether a language's texts or term tables hold a word
    :param keep: positions of words to leave as they are (those a phrase of the tables reads
        whole: "keek toe" is read as watching and as a spectator)
    :param openers: per language, the words that open a noun phrase: a particle before one
        is the preposition of that phrase ("stelde vragen aan de leider", "kwam na een
        kwartier"), never joined to a verb before it
    """
    out = list(words)
    position = list(range(len(words)))  # where each word of ``out`` stood in ``words``
    for language, separable in particles.items():
        forms = irregular.get(language, {})
        verbs = frozenset(forms.values())
        before = (openers or {}).get(language, ())
        j = 0
        while j < len(out):
            found = _verb_of(out, j, language, forms, verbs, known, before) if out[j] in separable else None
            if found is not None and position[found[0]] not in keep and position[j] not in keep:
                at, joined = found
                if at > j:  # "uit te komen": the infinitive, "te" and the particle become one
                    out[j : at + 1], position[j : at + 1] = [joined], [position[j]]
                else:  # the verb stands where its particle stood, as in a Dutch subclause
                    out[j] = joined
                    del out[at], position[at]
                    j -= 1
                continue
            j += 1
    return out


def separated_verbs(
    words: Sequence[str],
    language: str,
    particles: Container[str],
    forms: Mapping[str, str],
    known: Callable[[str, str | None], bool],
    reach: int = TEXT_REACH,
    openers: Container[str] = (),
) -> list[tuple[int, int, str]]:
    """Each separated verb of ``words`` as ``(verb's position, particle's position, the verb)``,
    the words left as written: a text is indexed with both its words and the verbs they make
    ("neemt de kaart terug": terugnemen).

    Found as :func:`join_separable_verbs` finds them (one verb per particle, the nearest before
    it, a verb joined once); the verb is named as the tables name it, the verb a listed form
    is of ("terugneemt": terugnemen), so that the text holds the word a query is read as. A
    particle after its verb is joined only when they make a verb the tables name (a value of
    ``forms``): only a finite verb stands apart from its particle, and a participle before a
    particle is none ("het bord gedeeld wordt voor deze deelnemers" is not "voorgedeeld").
    """
    verbs = frozenset(forms.values())
    found: list[tuple[int, int, str]] = []
    taken: set[int] = set()
    for j, word in enumerate(words):
        if word not in particles:
            continue
        verb = _verb_of(words, j, language, forms, verbs, known, openers, reach)
        if verb is None or verb[0] in taken:
            continue
        joined = forms.get(verb[1], verb[1])
        if verb[0] < j and joined not in verbs:
            continue
        taken.add(verb[0])
        found.append((verb[0], j, joined))
    return found


def _verb_of(
    words: Sequence[str],
    j: int,
    language: str,
    forms: Mapping[str, str],
    verbs: Container[str],
    known: Callable[[str, str | None], bool],
    openers: Container[str] = (),
    reach: int = REACH,
) -> tuple[int, str] | None:
    """Where the verb of the particle ``words[j]`` stands, and the joined word, if any
    (``verbs``: the verbs ``forms`` are forms of; ``openers``: the words after which the
    particle is a preposition, not a verb's particle standing apart)."""
    particle = words[j]
    if j + 2 < len(words) and words[j + 1] == "te":
        # an infinitive with "te" is a verb wherever it stands: "uit te komen"
        infinitive = particle + words[j + 2]
        if words[j + 2].isalpha() and (infinitive in forms or known(infinitive, language)):
            return j + 2, infinitive
    if j + 1 < len(words) and particle + words[j + 1] in verbs:
        return j + 1, particle + words[j + 1]  # written apart: "aan wijzen"
    if j + 1 < len(words) and words[j + 1] in openers:
        return None  # "aan de leider": the preposition of a phrase
    # a plural present ("schrijven") is read with a particle only where the particle ends the
    # question, as it ends a Dutch main clause: "wat schrijven we op", not "stellen ... aan tafel"
    plural = verbs if j == len(words) - 1 else ()
    for i in range(j - 1, max(-1, j - 1 - reach), -1):
        joined = _joined(particle, words[i], language, forms, known, plural)
        if joined:
            return i, joined
    return None


def _joined(
    particle: str,
    verb: str,
    language: str,
    forms: Mapping[str, str],
    known: Callable[[str, str | None], bool],
    verbs: Container[str] = (),
) -> str | None:
    """The particle and the verb as one word the texts or the tables know, if any.

    Besides a form the tables list, the verb may stand as typed in its plural present, which
    Dutch writes as the infinitive ("wat schrijven we op", "leggen ze hun kaarten open"): the
    particle and it are then one of the verbs the tables name (``verbs``: opschrijven,
    openleggen), never a word that merely happens to be known.
    """
    if not verb.isalpha():
        return None
    if particle + verb in verbs:
        return particle + verb  # "schrijven ... op": opschrijven
    if verb not in forms and particle + verb not in forms:
        return None  # not a verb form the tables know: "over" + "slagen" is no verb
    verb_is = forms.get(verb, verb)
    # "telde": natellen, whose particle the table already wrote
    whole = [verb_is] if verb_is.startswith(particle) and verb_is != verb else []
    for candidate in [particle + verb, particle + verb_is, *whole]:
        if candidate in forms or known(candidate, language):
            return candidate
    return None
