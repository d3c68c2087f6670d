"""The word tables of the search engine, read from the parsed ``corpus/data/search.toml``.

Spellings, abbreviations, synonyms and the like are language data, so they live in the
corpus; this module only checks them and merges the languages into one :class:`SearchWords`.
It reads no file: the build passes the parsed table in, and the index keeps a copy of it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from collections.abc import Iterator
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from typing import Any
from typing import NamedTuple

from indexer.search.contractions import bare_forms
from indexer.search.contractions import read_contractions
from indexer.search.memo import MEMO_WORDS
from indexer.search.story import StoryDetails

#: every table ``search.toml`` may hold under a language, and the keys each one may have
TABLES: dict[str, frozenset[str]] = {
    "spelling": frozenset({"words"}),
    "spelling_patterns": frozenset({"pattern", "replace", "examples"}),
    "abbreviations": frozenset({"words", "examples", "borrows", "plural", "plural_partitive"}),
    "capital_abbreviations": frozenset({"words", "examples"}),
    "synonyms": frozenset({"words", "examples"}),
    "phrases": frozenset({"words", "examples"}),
    "question_words": frozenset({"words"}),
    "definition_words": frozenset({"words", "examples"}),
    "function_words": frozenset({"words"}),
    "derived_forms": frozenset({"endings", "replace", "examples"}),
    "compounds": frozenset({"joints", "examples"}),
    "irregular_forms": frozenset({"words", "examples", "tense_bound"}),
    "stem_apart": frozenset({"words", "examples"}),
    "phrase_gaps": frozenset({"words", "numbered"}),
    "possessives": frozenset({"endings", "examples"}),
    "phrasal_verbs": frozenset({"verbs", "particles", "examples"}),
    "object_senses": frozenset({"verbs", "objects", "between", "passive", "reach", "examples"}),
    "idioms": frozenset({"words"}),
    "separable_verbs": frozenset({"particles", "phrase_openers", "examples"}),
    "bids": frozenset({"strains", "read", "doubled", "examples"}),
    "contractions": frozenset({"words", "endings", "verbs", "examples"}),
    "story_details": frozenset(
        {"strains", "levels", "ranks", "joins", "faces", "seats", "labels", "seat_phrases", "examples"}
    ),
}


class BidReading(NamedTuple):
    """How a language's bids are written and read."""

    #: the strains written after a bid's level ("c", "nt", "♠")
    strains: tuple[str, ...]
    #: the word a bid is read as ("bid")
    read: str
    #: the words for a bid doubled and redoubled, read for an "x" and an "xx" after it
    doubled: tuple[str, ...] = ()


class ObjectSense(NamedTuple):
    """A verb whose object says what it means: "call" a bid, but "call" the Director (or him)
    is to summon him, the word the Laws write."""

    #: each form of the verb as typed -> the same form of the word it is read as
    verbs: dict[str, str]
    #: the objects that give it that sense ("director", "him")
    objects: frozenset[str]
    #: words that may stand between it and its object besides articles ("for", "back")
    between: frozenset[str] = frozenset()
    #: the passive, its object written first ("the director was called"), when the table has one
    passive: PassiveSense | None = None
    #: how many words may stand between the verb and its object (None: plan.py's OBJECT_REACH);
    #: a name a player is called may stand after "his partner an" ("called his partner an idiot")
    reach: int | None = None


class PassiveSense(NamedTuple):
    """The passive of an :class:`ObjectSense`: its object first, then a form of "be" or "get"
    among a few auxiliaries and adverbs, then the verb's participle ("when should the director
    be called", "the TD was not called"). A form of "be" or "get" must stand there: "the
    director has called the round" is the Director calling, no summons."""

    #: the participle as typed -> the participle it is read as ("called" -> "summoned")
    verbs: dict[str, str]
    #: the objects written first ("director"): nouns only, since "he was called" may be anyone
    subjects: frozenset[str]
    #: the forms of "be" and "get", one of which makes the clause passive
    voice: frozenset[str]
    #: the other words that may stand between the object and the participle ("never", "should")
    auxiliaries: frozenset[str]
    #: negations that make it passive without "be" ("the director not called") unless a
    #: word of ``perfect`` stands there too ("the director has not called the round")
    negations: frozenset[str] = frozenset()
    perfect: frozenset[str] = frozenset()
    #: words before the object that make it passive without "be" ("no director called")
    determiners: frozenset[str] = frozenset()


@dataclass(frozen=True)
class SearchWords:
    """The tables of every language, merged; each field is one table of ``search.toml``."""

    #: British word -> American word
    spelling: dict[str, str]
    #: (regex, replacement) pairs for word families, tried in order
    spelling_patterns: tuple[tuple[str, str], ...]
    #: word -> other words the texts use for it
    synonyms: Mapping[str, tuple[str, ...]]
    #: (language, a phrase as typed, the phrases the Laws write for it): "call the director"
    #: is read as "summon the Director" too
    phrases: tuple[tuple[str, str, tuple[str, ...]], ...]
    question_words: frozenset[str]
    #: pronouns, prepositions and the like, which say nothing of a query's subject
    function_words: frozenset[str]
    #: endings that derive an adverb from a word ("ly")
    derived_endings: tuple[str, ...]
    #: (final letters, replacement) pairs that derive one ("y" -> "ily")
    derived_replacements: tuple[tuple[str, str], ...]
    #: per language that writes compounds: what it puts between their parts ("" for nothing, "s")
    compound_joints: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: articles and pronouns a phrase of the tables is matched across
    phrase_gaps: frozenset[str] = frozenset()
    #: words a number typed after is a gap of a phrase too ("played board 11 before": "played
    #: this board before"): the number names which one, as an article would
    numbered: frozenset[str] = frozenset()
    #: per language, what its possessive writes after the apostrophe ("s"), which players
    #: leave out: "partners tank" is read as a phrase holding "partner's tank"
    possessive_endings: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: per language, the verbs whose object may stand before their particle, and the particles:
    #: "took his card back" is the phrase "took back"
    phrasal_verbs: dict[str, tuple[frozenset[str], frozenset[str]]] = field(default_factory=dict)
    #: verbs read as another word when their object says so ("call the director": summon)
    object_senses: tuple[ObjectSense, ...] = ()
    #: phrases whose words say nothing of a query's subject ("turns out", "it seems"), as words
    idioms: tuple[tuple[str, ...], ...] = ()
    #: per language, irregular verb forms the stemmer leaves apart -> the verb ("led" -> "lead")
    irregular: dict[str, dict[str, str]] = field(default_factory=dict)
    #: per language, words the stemmer must leave whole: its stem is shared with a word of
    #: another meaning ("initiative" with "initial", both "initi")
    stem_apart: dict[str, frozenset[str]] = field(default_factory=dict)
    #: the language of each word of ``synonyms`` (the table it came from)
    synonym_languages: dict[str, str] = field(default_factory=dict)
    #: per language that separates verbs from their particles: the particles ("aan", "uit")
    separable_particles: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: per such language: the words that open a noun phrase ("de", "een", "zijn"); a particle
    #: before one is a preposition ("stelde vragen aan de leider"), not a verb's particle
    phrase_openers: dict[str, frozenset[str]] = field(default_factory=dict)
    #: per language: "2C" and "1NT" are bids, "2K" (klaveren) and "1SA" too
    bids: tuple[BidReading, ...] = ()
    #: words (or runs of words) that ask what a term means ("meaning", "what is a"): a
    #: question without them asks what to do, which a rule answers before a definition
    definition_words: tuple[tuple[str, ...], ...] = ()
    #: per language, its own ``abbreviations`` and ``capital_abbreviations``: "OP" is Dutch
    #: shorthand (overtredende partij), an English forum's original poster; a query reads the
    #: tables of the language it is typed in
    abbreviations_by_language: dict[str, dict[str, str]] = field(default_factory=dict)
    capital_abbreviations_by_language: dict[str, dict[str, str]] = field(default_factory=dict)
    #: per language, the languages whose shorthand its queries also read, after their own
    #: (Dutch players write English shorthand; English players no Dutch)
    abbreviations_borrowed: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: per language, the ending its plurals of shorthand take in lower case ("ibs", "bits":
    #: English "s"); a language without one writes them otherwise (Dutch "LA's")
    abbreviation_plurals: dict[str, str] = field(default_factory=dict)
    #: per language, the words after which such a plural that is also a common word of the
    #: language is that word ("bits of information"), lower case
    abbreviation_partitives: dict[str, frozenset[str]] = field(default_factory=dict)
    #: contractions read as the words they stand for ("won't" -> "will not"), and endings read
    #: so after the rest of the word ("n't" -> " not"), with a straight apostrophe, lower case
    contractions: dict[str, str] = field(default_factory=dict)
    contraction_endings: dict[str, str] = field(default_factory=dict)
    #: the same typed without their apostrophe ("doesnt", "wont"), and their readings
    contractions_bare: dict[str, str] = field(default_factory=dict)
    #: the words naming a story's deal, contract, seats and cards, every language's (see story.py)
    story_details: StoryDetails = StoryDetails()

    def read_contractions(self, text: str) -> str:
        """``text`` with its contractions written out (see :mod:`~.contractions`)."""
        return read_contractions(text, self.contractions, self.contraction_endings, self.contractions_bare)

    @property
    def abbreviations(self) -> dict[str, str]:
        """Every language's shorthand in one table: lowercase abbreviation -> the words it
        stands for (a later language's reading of the same shorthand wins)."""
        return {k: v for table in self.abbreviations_by_language.values() for k, v in table.items()}

    @property
    def capital_abbreviations(self) -> dict[str, str]:
        """Every language's shorthand written in capitals in one table, as :attr:`abbreviations`."""
        return {k: v for table in self.capital_abbreviations_by_language.values() for k, v in table.items()}


class SynonymsByStem(Mapping[str, tuple[str, ...]]):
    """The synonym table, also answering for a word it does not list that shares its stem with
    words it does: "sighs" has the synonyms of "sigh" and "sighing", so that a table need not
    list every form a word is typed in. A word the texts hold is read as they use it, with
    only the synonyms listed for it. Iterating gives the words listed.

    :param languages: the language of each listed word (the table it came from)
    :param stem: per language, how its texts' words are stemmed
    :param held: whether the texts hold a word as written
    """

    def __init__(
        self,
        table: Mapping[str, tuple[str, ...]],
        languages: Mapping[str, str],
        stem: Mapping[str, Callable[[str], Sequence[str]]],
        held: Callable[[str], bool],
    ) -> None:
        self._listed = dict(table)
        self._stem = dict(stem)
        self._held = held
        #: per word not listed, what :meth:`_by_its_stems` found
        self._by_word: dict[str, tuple[str, ...]] = {}
        #: (language, stem) -> the synonyms of every listed word with that stem
        self._by_stem: dict[tuple[str, str], tuple[str, ...]] = {}
        for word, others in table.items():
            language = languages.get(word)
            if language not in self._stem:
                continue
            for key in self._stem[language](word):
                merged = self._by_stem.get((language, key), ())
                self._by_stem[(language, key)] = merged + tuple(o for o in others if o not in merged)

    def __getitem__(self, word: str) -> tuple[str, ...]:
        found = self.get(word)
        if found is None:
            raise KeyError(word)
        return found

    def get(self, word: str, default: Any = None) -> Any:
        """The synonyms of ``word`` (see the class), or ``default``: looked up without raising,
        and worked out once per word not listed (a query asks for each of its words several times)."""
        found = self._listed.get(word)
        if found is not None:
            return found
        found = self._by_word.get(word)
        if found is None:
            if len(self._by_word) >= MEMO_WORDS:
                self._by_word.clear()
            found = self._by_word[word] = self._by_its_stems(word)
        return found or default

    def _by_its_stems(self, word: str) -> tuple[str, ...]:
        """The synonyms of the listed words sharing a stem with ``word``, a word the texts do
        not hold (none: empty)."""
        merged: list[str] = []
        if not self._held(word):
            for language, stem in self._stem.items():
                for key in stem(word):
                    merged += [
                        o for o in self._by_stem.get((language, key), ()) if o not in merged and o != word
                    ]
        return tuple(merged)

    def __iter__(self) -> Iterator[str]:
        return iter(self._listed)

    def __len__(self) -> int:
        return len(self._listed)

    def listed(self, word: str) -> bool:
        """Whether the table lists ``word`` itself (not only words of its stem)."""
        return word in self._listed


def load_search_words(data: Mapping[str, Any]) -> SearchWords:
    """The tables of every language in the parsed ``search.toml``, merged in file order.

    :raises ValueError: a table or key the engine does not know, or a pattern that is not a
        regex; the message names the table.
    """
    spelling: dict[str, str] = {}
    patterns: list[tuple[str, str]] = []
    abbreviations_by_language: dict[str, dict[str, str]] = {}
    capitals_by_language: dict[str, dict[str, str]] = {}
    borrowed: dict[str, tuple[str, ...]] = {}
    plurals: dict[str, str] = {}
    partitives: dict[str, frozenset[str]] = {}
    synonyms: dict[str, tuple[str, ...]] = {}
    synonym_languages: dict[str, str] = {}
    phrases: list[tuple[str, str, tuple[str, ...]]] = []
    questions: set[str] = set()
    asking_meaning: list[tuple[str, ...]] = []
    function: set[str] = set()
    endings: list[str] = []
    replacements: list[tuple[str, str]] = []
    joints: dict[str, tuple[str, ...]] = {}
    irregular: dict[str, dict[str, str]] = {}
    apart: dict[str, frozenset[str]] = {}
    tense_bound: dict[str, frozenset[str]] = {}
    gaps: set[str] = set()
    numbered: set[str] = set()
    possessive: dict[str, tuple[str, ...]] = {}
    phrasal: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
    senses: list[ObjectSense] = []
    idioms: list[tuple[str, ...]] = []
    particles: dict[str, tuple[str, ...]] = {}
    openers: dict[str, frozenset[str]] = {}
    bids: list[BidReading] = []
    contractions: dict[str, str] = {}
    contraction_endings: dict[str, str] = {}
    bare: dict[str, str] = {}
    story: dict[str, set[str]] = {k: set() for k in TABLES["story_details"] - {"examples", "seat_phrases"}}
    seat_phrases: list[tuple[str, ...]] = []
    for language, tables in data.items():
        _check(language, tables)
        spelling.update(tables.get("spelling", {}).get("words", {}))
        for entry in tables.get("spelling_patterns", []):
            try:
                re.compile(entry["pattern"])
            except (KeyError, re.error) as exc:
                where = f"search.toml [[{language}.spelling_patterns]]"
                raise ValueError(f"{where}: bad pattern ({exc})") from None
            patterns.append((entry["pattern"], entry["replace"]))
        own = tables.get("abbreviations", {}).get("words", {})
        own_capitals = tables.get("capital_abbreviations", {}).get("words", {})
        abbreviations_by_language.setdefault(language, {}).update({k.lower(): v for k, v in own.items()})
        capitals_by_language.setdefault(language, {}).update(own_capitals)
        borrowed[language] = tuple(tables.get("abbreviations", {}).get("borrows", ()))
        if plural := tables.get("abbreviations", {}).get("plural"):
            plurals[language] = plural
        if partitive := tables.get("abbreviations", {}).get("plural_partitive"):
            partitives[language] = frozenset(w.lower() for w in partitive)
        for word, others in tables.get("synonyms", {}).get("words", {}).items():
            merged = list(synonyms.get(word, ()))
            synonyms[word] = tuple(merged + [o for o in others if o not in merged])
            synonym_languages.setdefault(word, language)
        for typed, written in tables.get("phrases", {}).get("words", {}).items():
            phrases.append((language, typed, tuple(written)))
        questions.update(tables.get("question_words", {}).get("words", []))
        asking_meaning += [
            tuple(w.lower().split()) for w in tables.get("definition_words", {}).get("words", [])
        ]
        function.update(tables.get("function_words", {}).get("words", []))
        derived = tables.get("derived_forms", {})
        endings += [e for e in derived.get("endings", []) if e not in endings]
        replacements += [(old, new) for old, new in derived.get("replace", [])]
        gaps.update(tables.get("phrase_gaps", {}).get("words", []))
        numbered.update(w.lower() for w in tables.get("phrase_gaps", {}).get("numbered", []))
        for entry in tables.get("object_senses", []):
            verbs = {k.lower(): v.lower() for k, v in entry.get("verbs", {}).items()}
            objects = frozenset(o.lower() for o in entry.get("objects", ()))
            if not verbs or not objects:
                raise ValueError(f"search.toml [[{language}.object_senses]]: needs verbs and objects")
            between = frozenset(w.lower() for w in entry.get("between", ()))
            reach = entry.get("reach")
            if reach is not None and (not isinstance(reach, int) or reach < 0):
                raise ValueError(f"search.toml [[{language}.object_senses]]: reach must be a count of words")
            passive = _passive(language, entry.get("passive"))
            senses.append(ObjectSense(verbs, objects, between, passive, reach))
        if "phrasal_verbs" in tables:
            table = tables["phrasal_verbs"]
            lower = [frozenset(w.lower() for w in table.get(k, ())) for k in ("verbs", "particles")]
            phrasal[language] = (lower[0], lower[1])
        if "possessives" in tables:
            possessive[language] = tuple(e.lower() for e in tables["possessives"].get("endings", ()))
        idioms += [tuple(p.lower().split()) for p in tables.get("idioms", {}).get("words", [])]
        if "irregular_forms" in tables:
            forms = tables["irregular_forms"]["words"]
            irregular[language] = {k.lower(): v.lower() for k, v in forms.items()}
            if "tense_bound" in tables["irregular_forms"]:
                tense_bound[language] = frozenset(w.lower() for w in tables["irregular_forms"]["tense_bound"])
        if "stem_apart" in tables:
            apart[language] = frozenset(w.lower() for w in tables["stem_apart"]["words"])
        if "compounds" in tables:
            joints[language] = tuple(tables["compounds"].get("joints", ()))
        if "bids" in tables:
            table = tables["bids"]
            bids.append(BidReading(tuple(table["strains"]), table["read"], tuple(table.get("doubled", ()))))
        if "separable_verbs" in tables:
            particles[language] = tuple(tables["separable_verbs"].get("particles", ()))
            openers[language] = frozenset(tables["separable_verbs"].get("phrase_openers", ()))
        short = tables.get("contractions", {})
        contractions.update({k.lower(): v for k, v in short.get("words", {}).items()})
        contraction_endings.update({k.lower(): v for k, v in short.get("endings", {}).items()})
        negated = [v.lower() for v in short.get("verbs", ())]
        bare.update(bare_forms(contractions, contraction_endings, negated))
        told = tables.get("story_details", {})
        for key, table in story.items():
            table.update(w.lower() for w in told.get(key, ()))
        seat_phrases += [tuple(p.lower().split()) for p in told.get("seat_phrases", ())]
    phrases = _in_every_tense(phrases, irregular, tense_bound)
    # a phrase of the tables is read as a query is: "didn't follow suit" as "did not follow suit"
    phrases = [
        (language, read_contractions(typed, contractions, contraction_endings, bare), written)
        for language, typed, written in phrases
    ]
    return SearchWords(
        spelling=spelling,
        spelling_patterns=tuple(patterns),
        synonyms=synonyms,
        phrases=tuple(phrases),
        question_words=frozenset(questions),
        function_words=frozenset(function),
        derived_endings=tuple(endings),
        derived_replacements=tuple(replacements),
        compound_joints=joints,
        irregular=irregular,
        stem_apart=apart,
        phrase_gaps=frozenset(gaps),
        numbered=frozenset(numbered),
        possessive_endings=possessive,
        phrasal_verbs=phrasal,
        object_senses=tuple(senses),
        idioms=tuple(idioms),
        synonym_languages=synonym_languages,
        separable_particles=particles,
        phrase_openers=openers,
        bids=tuple(bids),
        definition_words=tuple(asking_meaning),
        abbreviations_by_language=abbreviations_by_language,
        capital_abbreviations_by_language=capitals_by_language,
        abbreviations_borrowed=borrowed,
        contractions=contractions,
        contraction_endings=contraction_endings,
        contractions_bare=bare,
        abbreviation_plurals=plurals,
        abbreviation_partitives=partitives,
        story_details=StoryDetails(
            **{key: frozenset(table) for key, table in story.items()}, seat_phrases=tuple(seat_phrases)
        ),
    )


def merge_search_words(into: dict[str, Any], more: Mapping[str, Any]) -> None:
    """Add the tables of another word file (``search-<part>.toml``) to ``into``: word maps and
    lists are joined, examples and patterns added after the others.

    :raises ValueError: a word both files define, which would be read twice
    """
    for language, tables in more.items():
        _check(language, tables)
        mine = into.setdefault(language, {})
        for name, table in tables.items():
            if name not in mine:
                mine[name] = table
            elif isinstance(table, list):
                mine[name] = list(mine[name]) + list(table)
            else:
                merged = dict(mine[name])
                for key, value in table.items():
                    if key not in merged:
                        merged[key] = value
                    elif isinstance(value, dict):
                        twice = set(merged[key]) & set(value)
                        if twice:
                            raise ValueError(f"[{language}.{name}] defines {', '.join(sorted(twice))} twice")
                        merged[key] = {**merged[key], **value}
                    elif isinstance(value, list):
                        merged[key] = list(merged[key]) + [v for v in value if v not in merged[key]]
                    else:
                        raise ValueError(f"[{language}.{name}] sets {key} twice")
                mine[name] = merged


def _check(language: str, tables: Any) -> None:
    """Refuse unknown tables and keys, so that a misspelt name fails the build, not a search."""
    if not isinstance(tables, Mapping):
        raise ValueError(f"search.toml: [{language}] must be a table of tables")
    for name, table in tables.items():
        if name not in TABLES:
            raise ValueError(f"search.toml: unknown table [{language}.{name}]; known: {', '.join(TABLES)}")
        for entry in table if isinstance(table, list) else [table]:
            unknown = set(entry) - TABLES[name]
            if unknown:
                raise ValueError(
                    f"search.toml [{language}.{name}]: unknown key(s) {', '.join(sorted(unknown))}; "
                    f"expected {', '.join(sorted(TABLES[name]))}"
                )


def _in_every_tense(
    phrases: list[tuple[str, str, tuple[str, ...]]],
    irregular: Mapping[str, Mapping[str, str]],
    tense_bound: Mapping[str, frozenset[str]],
) -> list[tuple[str, str, tuple[str, ...]]]:
    """The phrases, each written with an irregular verb form ("said it was his lead", "lost
    out") also written with its verb ("say it was his lead", "lose out"), in a language whose
    table names the forms that keep their tense (``tense_bound``; a language naming none keeps
    every phrase as written). A phrase is matched by its stems, and the stemmer leaves "said"
    apart from "say", "says" and "saying": written in the past, a phrase met a question in the
    past only ("declarer saying it was my lead" was no misinformation about the turn). A
    query's own irregular forms are read as their verbs already, so the verb's phrase meets
    every tense."""
    out = list(phrases)
    written = {(language, typed) for language, typed, _ in phrases}
    for language, typed, reading in phrases:
        if language not in tense_bound:
            continue
        verbs, bound = irregular.get(language, {}), tense_bound[language]
        as_verb = " ".join(w if w in bound else verbs.get(w, w) for w in typed.lower().split())
        if (language, as_verb) not in written:
            written.add((language, as_verb))
            out.append((language, as_verb, reading))
    return out


def _passive(language: str, table: dict[str, Any] | None) -> PassiveSense | None:
    """The passive of an object sense as its table writes it (``passive``), if it has one."""
    if table is None:
        return None
    keys = ("subjects", "voice", "auxiliaries", "negations", "perfect", "determiners")
    lower = {k: frozenset(w.lower() for w in table.get(k, ())) for k in keys}
    verbs = {k.lower(): v.lower() for k, v in table.get("verbs", {}).items()}
    if not verbs or not lower["subjects"] or not lower["voice"]:
        raise ValueError(
            f"search.toml [[{language}.object_senses]]: a passive needs verbs, subjects and voice"
        )
    return PassiveSense(
        verbs,
        lower["subjects"],
        lower["voice"],
        lower["auxiliaries"],
        lower["negations"],
        lower["perfect"],
        lower["determiners"],
    )
