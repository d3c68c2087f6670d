"""Bilingual term tables: a query in one language is also read in the other.

Each ``corpus/data/terms-<a>-<b>.toml`` pairs the words one language writes a bridge term in
with the words of the other ("revoke" / "verzaking"); another language pair is one more table.
A pair's words may be kept in several files (``terms-en-nl-<part>.toml``), read as one table.
This module only checks the tables and finds a query's terms in them: it reads no file (the
build passes the parsed tables in, and the index keeps a copy) and knows no search library, so
the words are compared as the caller's analyzers read them (stemmed, so that "verzaken" finds
the term written "verzaking").
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from indexer.search.memo import MEMO_WORDS

#: the file name of a table: the two languages it pairs, and optionally what part of the words
#: it holds ("terms-en-nl-play.toml"); tables of one pair are read together
TABLE_NAME = re.compile(r"^terms-(?P<a>[a-z]{2,3})-(?P<b>[a-z]{2,3})(?:-[a-z0-9]+(?:-[a-z0-9]+)*)?\.toml$")
#: the keys a [[term]] may have besides its two languages
TERM_KEYS = frozenset({"source", "aligned", "note"})
#: the keys a table may have at its top
TABLE_KEYS = frozenset({"languages", "examples", "term"})

#: how a language's analyzer reads a text: its terms, in order
Analyse = Callable[[str], list[str]]
#: a form as the translator reads it: (source language, target language, the form's analysed
#: terms, the target forms' words)
FormEntry = tuple[str, str, tuple[str, ...], tuple[tuple[str, ...], ...]]
#: one form of a term: its analysed terms, and the other language's forms as words
_Entry = tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]


@dataclass(frozen=True)
class Term:
    """One term in two languages: per language, the forms it is written in (words or phrases)."""

    forms: dict[str, tuple[str, ...]]
    #: where the pairing comes from, for a reader of the table
    source: str
    #: "doc:id" keys of provisions that render the same rule, each holding the term in its language
    aligned: tuple[str, ...] = ()


@dataclass(frozen=True)
class TermTable:
    """One language pair's table."""

    languages: tuple[str, str]
    terms: tuple[Term, ...]
    #: (query language, words typed, a word the other language is then searched for)
    examples: tuple[tuple[str, str, str], ...] = ()


@dataclass(frozen=True)
class Parting:
    """How a language whose clauses end in their verb parts the words of a phrase: only the
    end of a clause stands apart from the words before it (the verb, its particle, a word said
    of the subject: "het recht op een correctie is hij kwijt" is "recht kwijt"), by at most
    ``reach`` words (the articles and pronouns pass free)."""

    reach: int
    #: words the next word of a phrase stands next to all the same: a preposition is never
    #: parted from its noun ("voor hij aan de beurt is" is no "voor de beurt")
    binding: frozenset[str] = frozenset()
    #: words that open a noun phrase: a word after one is a noun, no clause's end ("pakt al een
    #: kaart" is no "pakt kaart"), and a particle before one is its preposition ("gaf
    #: commentaar op mijn spel" is no "gaf op")
    openers: frozenset[str] = frozenset()
    #: words that never end a clause: they open one ("vroeg de leider wat" is no "vroeg wat")
    closed: frozenset[str] = frozenset()
    #: question words: a word after one is asked about, put first by the question, not parted
    #: from the words after it by the clause ("hoe lang moet je wachten" is no "lang wachten")
    asking: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Translation:
    """Query words ``start:end`` (typed in ``source``) read as a term of ``target``."""

    start: int
    end: int
    source: str
    target: str
    #: the target language's forms of the term, each as its words
    forms: tuple[tuple[str, ...], ...]
    #: how many of ``forms`` are the term's own (None: all); those after them are a synonym's
    #: reading, which counts for less
    own: int | None = None
    #: the words of a phrase stand apart, with other words among them (see :class:`Parting`)
    parted: bool = False


def load_term_tables(data: Mapping[str, Mapping[str, Any]]) -> list[TermTable]:
    """The tables of ``data`` (file name -> parsed TOML), checked.

    :raises ValueError: a file name that names no language pair, a table whose languages do
        not match its name, an unknown key, or a term without forms in both languages or
        without a source; the message names the file.
    """
    tables = []
    for name, raw in sorted(data.items()):
        match = TABLE_NAME.match(name)
        if not match:
            raise ValueError(f"{name}: a term table is named terms-<language>-<language>[-<part>].toml")
        pair = (match["a"], match["b"])
        if tuple(raw.get("languages", ())) != pair:
            raise ValueError(f"{name}: languages must be {list(pair)}, as the file name says")
        unknown = set(raw) - TABLE_KEYS
        if unknown:
            raise ValueError(f"{name}: unknown key(s) {', '.join(sorted(unknown))}")
        terms = tuple(_term(name, i, entry, pair) for i, entry in enumerate(raw.get("term", [])))
        examples = tuple((str(a), str(b), str(c)) for a, b, c in raw.get("examples", []))
        for language, _, _ in examples:
            if language not in pair:
                raise ValueError(f"{name}: example in {language!r}, which the table does not pair")
        tables.append(TermTable(pair, terms, examples))
    return tables


def _term(name: str, i: int, entry: Mapping[str, Any], pair: tuple[str, str]) -> Term:
    where = f"{name}: term #{i + 1}"
    unknown = set(entry) - TERM_KEYS - set(pair)
    if unknown:
        raise ValueError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
    forms: dict[str, tuple[str, ...]] = {}
    for language in pair:
        written = entry.get(language)
        if not written or not all(isinstance(f, str) and f.strip() for f in written):
            raise ValueError(f"{where}: needs a list of {language} forms")
        forms[language] = tuple(f.strip() for f in written)
    if not str(entry.get("source", "")).strip():
        raise ValueError(f"{where} ({forms[pair[0]][0]}): needs a source")
    aligned = tuple(entry.get("aligned", ()))
    if any(":" not in key for key in aligned):
        raise ValueError(f"{where}: aligned provisions are written doc:id")
    return Term(forms, str(entry["source"]), aligned)


class Translator:
    """Finds the terms of a query in the tables and gives their forms in the other language.

    :param analysers: per language, how its texts are read (the same analysis the index
        applies to that language's fields); a table pairing a language without one is skipped.
    :param phrases: (language, phrase as typed, phrases the texts write for it): the same
        reading within one language, for the Laws' own words ("summon the Director" for
        "call the director")
    :param unsaid: articles and pronouns, passed over when a query's words are matched with a
        phrase of one language, so that "pulled a face" and "pulled his face" are both the
        phrase "pull faces"
    :param possessive: per language, the endings its possessive is written with after an
        apostrophe ("s"): a query word ending so, typed without the apostrophe, is also read
        as the possessive where a phrase of that language has one ("partners tank": "partner's
        tank"), and as typed everywhere else ("the defenders cards" stays plural)
    :param between: per language whose clauses part the words of a phrase, how (see
        :class:`Parting`): Dutch puts the verb at the end of its clause, after its objects
        ("het recht op een correctie is hij kwijt" is the phrase "recht kwijt")
    :param separable: per language, the verbs whose object may stand between them and their
        particle, and those particles: "took his card back" is the phrase "took back"
    """

    def __init__(
        self,
        tables: Sequence[TermTable],
        analysers: Mapping[str, Analyse],
        phrases: Sequence[tuple[str, str, Sequence[str]]] = (),
        unsaid: frozenset[str] = frozenset(),
        possessive: Mapping[str, Sequence[str]] | None = None,
        between: Mapping[str, Parting] | None = None,
        separable: Mapping[str, tuple[frozenset[str], frozenset[str]]] | None = None,
        forms: Sequence[FormEntry] | None = None,
        *,
        numbered: frozenset[str] = frozenset(),
    ) -> None:
        #: per (source, target) language, per first analysed term: (a form's analysed terms,
        #: the target forms' words), longest form first
        #: what :func:`_whole_terms` found for each set of readings (callers must not change
        #: it): a query's words are read so through their synonyms and phrases on every query
        self.whole_terms_read: dict[
            tuple[tuple[tuple[str, ...], ...], str | None], dict[tuple[str, str], tuple[tuple[str, ...], ...]]
        ] = {}
        self._forms: dict[
            tuple[str, str], dict[str, list[tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]]]
        ] = {}
        self._analysers = dict(analysers)
        self._possessive = {language: tuple(endings) for language, endings in (possessive or {}).items()}
        #: per language, how its phrases' words are parted (the binding words as terms)
        self._between = {
            language: dataclasses.replace(
                parting, binding=frozenset(t for word in parting.binding for t in analysers[language](word))
            )
            for language, parting in (between or {}).items()
            if language in analysers
        }
        self._separable = dict(separable or {})
        self._numbered = numbered
        #: a phrase of the texts' own language is matched passing over function words
        self._phrasing = {language: _saying(analyse, unsaid) for language, analyse in analysers.items()}
        if forms is not None:
            # read at build time (see :meth:`form_entries`): stemming every form of every table
            # is most of the time an index takes to open
            for source, target, analysed, words in forms:
                by_first = self._forms.setdefault((source, target), {})
                by_first.setdefault(analysed[0], []).append((analysed, words))
        else:
            for table in tables:
                if not all(language in self._analysers for language in table.languages):
                    continue
                for term in table.terms:
                    for source in table.languages:
                        target = next(x for x in table.languages if x != source)
                        self._add(source, target, term.forms[source], term.forms[target])
            for language, typed, written in phrases:
                if language in self._analysers:
                    self._add(language, language, [typed], written)
            for by_first in self._forms.values():
                for entries in by_first.values():
                    entries.sort(key=lambda entry: -len(entry[0]))  # the longest form wins
        #: the same entries, each with the set of its analysed terms: a form with a term the
        #: query's words lack cannot match them, and is passed over without reading the words
        self._needs = {
            pair: {first: [(a, w, frozenset(a)) for a, w in entries] for first, entries in by_first.items()}
            for pair, by_first in self._forms.items()
        }

    def form_entries(self) -> list[FormEntry]:
        """Every form as read, in the order they are tried: what ``forms`` takes back."""
        return [
            (source, target, analysed, words)
            for (source, target), by_first in self._forms.items()
            for entries in by_first.values()
            for analysed, words in entries
        ]

    def _reader(self, source: str, target: str) -> Analyse:
        """How the words of a form and of the query are read: a phrase of one language passing
        over its function words; a term of two languages as written ("te laat" is not "laat")."""
        return self._phrasing[source] if source == target else self._analysers[source]

    def _add(self, source: str, target: str, forms: Sequence[str], wanted: Sequence[str]) -> None:
        words = tuple(tuple(form.lower().split()) for form in wanted)
        for form in forms:
            analysed = tuple(self._reader(source, target)(form))
            if analysed:
                by_first = self._forms.setdefault((source, target), {})
                by_first.setdefault(analysed[0], []).append((analysed, words))

    def translate(
        self, words: Sequence[str], joined: frozenset[tuple[str, str]] = frozenset()
    ) -> list[Translation]:
        """Every term the query ``words`` hold, read from left to right, the longest form first.

        A span of words is read as one term per pair of languages: "opening lead" is the term
        "opening lead", not also "lead". Phrases of one language may overlap: each is a reading
        of the words, and a shorter one inside a longer one still says what they mean.

        ``joined``: pairs of words typed with a hyphen between ("wrong-hand"), which a term
        takes whole or not at all (see :func:`_cuts_a_compound`).
        """
        out: list[Translation] = []
        analysed_words: dict[tuple[str, bool], list[tuple[str, ...]]] = {}
        for (source, target), by_first in self._forms.items():
            key = (source, source == target)
            if key not in analysed_words:
                read = self._reader(source, target)
                analysed_words[key] = [tuple(read(word)) for word in words]
            per_word = plain = analysed_words[key]
            if key[1] and self._numbered:
                # the number is a gap inside a phrase; one a phrase starts with is read as typed
                per_word = _numbers_unsaid(words, plain, self._numbered)
            owning = _as_possessives(words, plain, self._possessive.get(source, ()) if key[1] else ())
            held = {t for terms in plain + [o for o in owning if o] for t in terms}
            needing = self._needs[source, target]
            start = 0
            while start < len(words):
                end = None
                walked = (
                    per_word
                    if per_word is plain or per_word[start]
                    else [*plain[: start + 1], *per_word[start + 1 :]]
                )
                first = walked[start][0] if walked[start] else None
                parting = self._between.get(source) if source == target else None
                # a phrase parted by other words gives way to one as long whose words stand
                # together ("fout gestoken bord" is a board put back wrongly, "fout gestoken",
                # not "fout ... bord"): the words between belong with the first
                found: Translation | None = None
                found_length = 0
                for analysed, wanted, needs in needing.get(first, ()) if first else ():
                    if found is not None and len(analysed) < found_length:
                        break
                    if not needs <= held:
                        continue
                    end = _span_end(walked, start, analysed, owning)
                    parted = end is None and parting is not None
                    if parted and found is not None:
                        continue
                    if end is None and parting is not None:
                        end = _parted_end(walked, start, analysed, parting, words)
                    if end is not None and joined and _cuts_a_compound(words, walked, start, end, joined):
                        end = None
                    if end is not None:
                        found = Translation(start, end, source, target, wanted, parted=parted)
                        found_length = len(analysed)
                        if not parted:
                            break
                end = None
                if found is not None:
                    out.append(found)
                    end = found.end
                # a term of two languages is read once; a phrase of one language is a reading, and
                # the words in it may hold another ("didn't call the director" holds "call the
                # director")
                start = end if end is not None and source != target else start + 1
            if key[1] and source in self._separable:
                out += _separated_phrases(words, per_word, by_first, source, self._separable[source], out)
        out.sort(key=lambda t: (t.start, t.source, t.target))
        return out


def _numbers_unsaid(
    words: Sequence[str], per_word: list[tuple[str, ...]], numbered: frozenset[str]
) -> list[tuple[str, ...]]:
    """``per_word`` with a number typed right after a word of ``numbered`` read as no term, so
    that a phrase is matched across it as across an article: "had played board 11 before" is
    "played this board before", "aan tafel 4" is "aan tafel". A number anywhere else keeps its
    terms ("13 cards", "4 spades")."""
    gapped = [i for i in range(1, len(words)) if words[i].isdigit() and words[i - 1].lower() in numbered]
    if not gapped:
        return per_word
    out = list(per_word)
    for i in gapped:
        out[i] = ()
    return out


def _saying(analyse: Analyse, unsaid: frozenset[str]) -> Analyse:
    """``analyse`` passing over the words of ``unsaid`` ("te laat" is read as "laat")."""

    memo: dict[str, list[str]] = {}

    def read(text: str) -> list[str]:
        # remembered per text: a query reads each of its words so for every pair of languages
        found = memo.get(text)
        if found is None:
            if len(memo) >= MEMO_WORDS:
                memo.clear()
            found = memo[text] = [t for w in text.split() if w.lower() not in unsaid for t in analyse(w)]
        return list(found)

    return read


def translate_query(
    translator: Translator,
    words: Sequence[str],
    verbs: Mapping[str, Mapping[str, str]],
    synonyms: Mapping[str, Sequence[str]] | None = None,
    joined: frozenset[tuple[str, str]] = frozenset(),
) -> list[Translation]:
    """Every term of the query in the tables (:meth:`Translator.translate`), and beyond them:

    - a word the tables do not read, read as its verb when it is an irregular form of one in
      its language (``verbs``: per language, form -> verb): the Dutch "riep" as "roepen",
      which the tables read in English;
    - words a phrase table reads as the Laws' own words, read in the other language as those
      words are (:func:`read_through`);
    - each word also read as its ``synonyms`` are (:func:`read_synonyms_through`).

    ``joined``: pairs of words typed with a hyphen between, taken whole (see :meth:`Translator.translate`).
    """
    out = translator.translate(words, joined)
    for language, table in verbs.items():
        read = [table.get(w, w) for w in words]
        if read == list(words):
            continue
        taken = {(t.source, t.target, i) for t in out for i in range(t.start, t.end)}
        for t in translator.translate(read, joined):
            span = range(t.start, t.end)
            if t.source != language:
                continue
            if not any((t.source, t.target, i) in taken for i in span):
                out.append(t)
            elif t.source != t.target and not any(
                (o.source, o.target, o.start, o.end) == (t.source, t.target, t.start, t.end) for o in out
            ):
                # a longer term read through the verb stands in for the terms typed inside it
                # ("niet gealerteerd": "niet alerteren", a failure to alert, not "niet" alone)
                out = _read_as(out, t)
    out = read_in_phrases_as_read(translator, words, out, joined)
    out = read_through(translator, out)
    out = read_terms_through(translator, out)
    if synonyms:
        out = read_synonyms_through(translator, words, out, synonyms)
    out.sort(key=lambda t: (t.start, t.source, t.target))
    return out


def read_in_phrases_as_read(
    translator: Translator,
    words: Sequence[str],
    read: Sequence[Translation],
    joined: frozenset[tuple[str, str]] = frozenset(),
) -> list[Translation]:
    """``read`` with the phrases a word stands in as the one word a phrase table reads it as:
    the Flemish "renonce" is read as "verzaking", so "renonce definitief" is the phrase
    "verzaking definitief" (a revoke established), and "mis" is "verkeerd" in the phrases of
    "verkeerd". Only a word read as one other word is another way to write it; one read as
    several ("zeuren": criticism and annoyance) names what it means, not a word to put in its
    place. A phrase found so stands in for the readings of the words inside it (see
    :func:`_read_as`); a term or phrase the words hold as typed keeps its place."""
    out = list(read)
    for one in read:
        if one.source != one.target or one.end - one.start != 1 or one.parted or len(one.forms) != 1:
            continue
        for form in (f[0] for f in one.forms if len(f) == 1):
            alternative = list(words)
            alternative[one.start] = form
            for t in translator.translate(alternative, joined):
                if t.source != one.source or t.end - t.start < 2 or not t.start <= one.start < t.end:
                    continue
                span = (t.source, t.target, t.start, t.end)
                if any((o.source, o.target, o.start, o.end) == span for o in out):
                    continue
                out = _read_as(out, t)
    return out


def read_through(translator: Translator, read: Sequence[Translation]) -> list[Translation]:
    """``read`` with words a phrase table reads as the Laws' own words also read in the other
    languages as those words are: "taken back" is "withdrawn" in the Laws, which the Dutch
    write "ingetrokken". Only a reading that is one term of the other language as a whole
    counts; it joins a term of that language found for the same words, stands in for terms
    found for some of them (the phrase is the longer reading), and gives way to a term that
    reaches beyond it."""
    out = list(read)
    for same in [t for t in read if t.source == t.target]:
        for (_, target), forms in _whole_terms(translator, same.forms, same.source).items():
            out = _read_as(
                out, Translation(same.start, same.end, same.source, target, forms, parted=same.parted)
            )
    return out


def read_terms_through(translator: Translator, read: Sequence[Translation]) -> list[Translation]:
    """``read`` with a term read in another language also read as that language's phrase
    tables read its form there, as the same words typed in that language would be: "verder
    spelen" is "play on", which the English tables read as the Laws' "any action" (Law 11A), and
    a Dutch question about playing on finds it as the English one does. The reading counts for
    less than the term's own forms, as a synonym's does."""
    out = list(read)
    for t in read:
        if t.source == t.target:
            continue
        forms = _phrase_readings(translator, t.forms, t.target)
        if forms:
            new = Translation(t.start, t.end, t.source, t.target, forms, parted=t.parted)
            out = _read_as(out, new, lesser=True)
    return out


def _phrase_readings(
    translator: Translator, forms: Sequence[Sequence[str]], language: str
) -> tuple[tuple[str, ...], ...]:
    """The forms ``language``'s phrase tables read a whole form of ``forms`` as (none when no
    form of more than one word is such a phrase)."""
    key = (tuple(tuple(form) for form in forms), f"={language}")
    known = translator.whole_terms_read.get(key)
    if known is not None:
        return known.get((language, language), ())
    found: list[tuple[str, ...]] = []
    for form in forms:
        if len(form) < 2:
            continue
        for t in translator.translate(form):
            if (t.source, t.target) == (language, language) and (t.start, t.end) == (0, len(form)):
                found += [f for f in t.forms if f not in found and f not in forms]
    if len(translator.whole_terms_read) >= MEMO_WORDS:
        translator.whole_terms_read.clear()
    translator.whole_terms_read[key] = {(language, language): tuple(found)}
    return tuple(found)


def _read_as(read: list[Translation], new: Translation, lesser: bool = False) -> list[Translation]:
    """``read`` with ``new`` put in: joined to a term of the same words, standing in for the
    terms inside its words, or left out for a term that reaches beyond them; a parted phrase
    (see :class:`Parting`) stands beside the terms of the words among its own.

    :param lesser: ``new`` is a synonym's reading, whose forms joined to a term's count for
        less than the term's own
    """
    there = [
        i
        for i, t in enumerate(read)
        if (t.source, t.target) == (new.source, new.target)
        and t.start < new.end
        and new.start < t.end
        # a parted phrase and the words among its words are read each in its own right
        and ((t.start, t.end) == (new.start, new.end) or not (t.parted or new.parted))
    ]
    same = [i for i in there if (read[i].start, read[i].end) == (new.start, new.end)]
    if same:
        if len(there) > 1:
            return read
        old = read[same[0]]
        out = list(read)
        joined = old.forms + tuple(f for f in new.forms if f not in old.forms)
        own = (old.own if old.own is not None else len(old.forms)) if lesser else old.own
        out[same[0]] = Translation(old.start, old.end, old.source, old.target, joined, own, old.parted)
        return out
    if all(new.start <= read[i].start and read[i].end <= new.end for i in there):
        # the phrase says what its words mean together ("dacht lang na" is a hesitation,
        # whatever "lang" alone reads as): it stands in for the terms inside it
        return [t for i, t in enumerate(read) if i not in there] + [new]
    return read


def read_synonyms_through(
    translator: Translator,
    words: Sequence[str],
    read: Sequence[Translation],
    synonyms: Mapping[str, Sequence[str]],
) -> list[Translation]:
    """``read`` with each word also read in the other languages as the words the synonym table
    gives for it are ("reneged": "revoke", which the Dutch write "verzaking"); only a synonym
    that is one term of the other language as a whole counts. A word some term already reads
    there keeps that reading and gains the synonym's, which counts for less: "hesitated" is
    "aarzelde" as a term and, as "tempo", a "denkpauze"; "argue" is "ruzie" and, as
    "disagreement", a "meningsverschil"."""
    out = list(read)
    for i, word in enumerate(words):
        readings = [tuple(other.split()) for other in synonyms.get(word, ())]
        for (source, target), forms in _whole_terms(translator, readings).items():
            new = Translation(i, i + 1, source, target, forms)
            out = _read_as(out, new, lesser=True)
    return out


def _whole_terms(
    translator: Translator, readings: Sequence[Sequence[str]], source: str | None = None
) -> dict[tuple[str, str], tuple[tuple[str, ...], ...]]:
    """Per (source, target) pair of languages, the target's forms of the readings that are one
    term of another language as a whole (of ``source``, when given)."""
    key = (tuple(tuple(reading) for reading in readings), source)
    known = translator.whole_terms_read.get(key)
    if known is not None:
        return known
    found: dict[tuple[str, str], list[tuple[str, ...]]] = {}
    for reading in readings:
        for t in translator.translate(reading):
            whole = t.start == 0 and t.end == len(reading)
            if whole and t.source != t.target and source in (None, t.source):
                forms = found.setdefault((t.source, t.target), [])
                forms += [f for f in t.forms if f not in forms]
    if len(translator.whole_terms_read) >= MEMO_WORDS:
        translator.whole_terms_read.clear()
    known = translator.whole_terms_read[key] = {pair: tuple(forms) for pair, forms in found.items()}
    return known


#: at most this many words (the object) stand between a verb and its particle
OBJECT_WORDS = 3


def _separated_phrases(
    words: Sequence[str],
    per_word: Sequence[tuple[str, ...]],
    by_first: Mapping[str, Sequence[tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]]],
    language: str,
    separable: tuple[frozenset[str], frozenset[str]],
    found: Sequence[Translation],
) -> list[Translation]:
    """The phrases of a verb and its particle (``language``'s phrases of two words, "took
    back") that ``words`` hold with the verb's object between them ("took his card back",
    "slammed the ace down"), not found already: only a verb of ``separable`` takes its object
    there ("turned the card up" is no arrival, as "turned up" is), and the object is at most
    :data:`OBJECT_WORDS` words, none a verb or particle of ``separable``."""
    verbs, particles = separable
    had = {(t.start, t.end) for t in found if t.source == t.target == language}
    out: list[Translation] = []
    for i, word in enumerate(words):
        if word.lower() not in verbs or not per_word[i]:
            continue
        for j in range(i + 2, min(i + 2 + OBJECT_WORDS, len(words))):
            after = words[j].lower()
            if after in particles:
                wanted = per_word[i] + per_word[j]
                read = next((w for a, w in by_first.get(per_word[i][0], ()) if a == wanted), None)
                if read is not None and (i, j + 1) not in had:
                    out.append(Translation(i, j + 1, language, language, read, parted=True))
                break
            if after in verbs:
                break
    return out


def _cuts_a_compound(
    words: Sequence[str],
    per_word: Sequence[tuple[str, ...]],
    start: int,
    end: int,
    joined: frozenset[tuple[str, str]],
) -> bool:
    """Whether the words ``start:end`` take a compound typed with hyphens for what it is not:
    they take in words before it and end on it while a word follows, which it modifies ("took
    the wrong-hand lead" takes a lead, not the wrong hand). The compound alone is still read
    ("an out-of-turn lead" is a lead out of turn), and so is a phrase that begins inside it
    ("pre-deal the boards" deals them)."""

    def bound(i: int) -> bool:  # words i and i + 1 are typed as one
        return i >= 0 and i + 1 < len(words) and (words[i], words[i + 1]) in joined

    first = end - 1
    while bound(first - 1):
        first -= 1
    ends_on_one = first < end - 1 and not bound(end - 1)
    return ends_on_one and start < first and end < len(words) and bool(per_word[end])


def _as_possessives(
    words: Sequence[str], per_word: Sequence[tuple[str, ...]], endings: Sequence[str]
) -> list[tuple[str, ...] | None]:
    """Per query word, its terms read as a possessive typed without its apostrophe ("partners":
    "partner" and "s", as "partner's" is analysed), or None: a word ending in one of
    ``endings`` whose terms do not end in it already."""
    out: list[tuple[str, ...] | None] = []
    if not endings:
        return [None] * len(words)  # a language with no such endings, or a term of two languages
    for word, terms in zip(words, per_word, strict=True):
        ending = next((e for e in endings if word.lower().endswith(e) and len(word) > len(e) + 1), None)
        out.append(terms + (ending,) if ending and terms and terms[-1] != ending else None)
    return out


def _span_end(
    per_word: Sequence[tuple[str, ...]],
    start: int,
    wanted: tuple[str, ...],
    owning: Sequence[tuple[str, ...] | None] = (),
) -> int | None:
    """The end of the run of words from ``start`` whose terms are ``wanted``, if any; a word of
    ``owning`` (see :func:`_as_possessives`) counts as its possessive where ``wanted`` has it,
    and as itself where the possessive leaves the rest unmatched: "says it's his lead" is
    "say", "it", "s", the "s" of "it's" not taken by "says" read as "say's"."""
    if not per_word[start]:
        return None

    def walk(end: int, at: int) -> int | None:
        if at == len(wanted):
            return end
        if end == len(per_word):
            return None
        terms = per_word[end]
        owned = owning[end] if owning else None
        if owned is not None and wanted[at : at + len(owned)] == owned:
            found = walk(end + 1, at + len(owned))
            if found is not None:
                return found
        if wanted[at : at + len(terms)] == terms:
            return walk(end + 1, at + len(terms))
        return None

    return walk(start, 0)


def _parted_end(
    per_word: Sequence[tuple[str, ...]],
    start: int,
    analysed: tuple[str, ...],
    parting: Parting,
    words: Sequence[str],
) -> int | None:
    """The end of the words from ``start`` that hold the terms ``analysed`` in order, each word
    whole, the last one parted from the others as ``parting`` allows, if any."""
    if start and words[start - 1].lower() in parting.asking:
        return None
    at, skipped, bound = 0, 0, False
    for end in range(start, len(per_word)):
        terms = per_word[end]
        if not terms:
            continue
        if analysed[at : at + len(terms)] == terms:
            if skipped and (
                words[end].lower() in parting.closed
                or _opens(words, end - 1, parting.openers)
                or _opens(words, end + 1, parting.openers)
            ):
                return None
            at += len(terms)
            if at == len(analysed):
                return end + 1
            bound = terms[-1] in parting.binding
        elif end == start or bound or skipped == parting.reach or at < len(analysed) - 1:
            return None
        else:
            skipped += 1
    return None


def _opens(words: Sequence[str], i: int, openers: frozenset[str]) -> bool:
    return 0 <= i < len(words) and words[i].lower() in openers
