"""Every regex that finds a citation, built from the citation words in ``corpus/data/citations.toml``.

The words are data (one table per language); this module only assembles them into named
patterns, each with a comment saying what it matches and why it is shaped that way.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import fields
from typing import Any

from indexer.cite.numbers import HIGHEST
from indexer.cite.numbers import number_words
from indexer.cite.numbers import ordinal_words
from indexer.cite.numbers import plain

#: the groups of ``citations.toml``, in the order the finder uses them
GROUPS = (
    "law",
    "laws",
    "tight",
    "signs",
    "separators",
    "number_signs",
    "section",
    "joiners",
    "ranges",
    "ranges_always",
    "cues",
    "positions",
    "definition_cues",
    "verbs",
    "other_rules",
    "rules_links",
)
#: the groups only a search query reads (see :mod:`indexer.cite.spelled`); ``number_words`` is
#: a table of units, teens and tens rather than a list of words, and ``ordinals`` the rules that
#: make ordinals of them, with the words for a law an ordinal stands before
QUERY_GROUPS = (
    "query_law",
    "query_laws",
    "levels",
    "numbered_sections",
    "level_of",
    "number_words",
    "ordinals",
)


@dataclass(frozen=True)
class CitationWords:
    """The words of one or more languages that make up citations (see ``citations.toml``)."""

    law: tuple[str, ...]
    laws: tuple[str, ...]
    tight: tuple[str, ...]
    section: tuple[str, ...]
    joiners: tuple[str, ...]
    ranges: tuple[str, ...]
    cues: tuple[str, ...]
    positions: tuple[str, ...]
    definition_cues: tuple[str, ...]
    verbs: tuple[str, ...]
    #: signs standing for "Law" in any language, so with no language of their own: "§ 12C1b"
    signs: tuple[str, ...] = ()
    #: what may stand between every two levels of a reference: "12-C-1-b", "12.C.1.b"
    separators: tuple[str, ...] = ()
    #: a sign or abbreviation for "number" between a prefix and its number: "Law No. 16", "Law #16"
    number_signs: tuple[str, ...] = ()
    #: range words that make a range after a singular prefix too ("Art. 10 t/m 20"): they
    #: mean nothing else, where "to" after "Law 16" may be a word ("Law 16 to 3 pairs")
    ranges_always: tuple[str, ...] = ()
    #: names of a body of rules other than the Laws: "art. 3 of the club's constitution"
    other_rules: tuple[str, ...] = ()
    #: the words that tie a number to those rules: "of", "van"
    rules_links: tuple[str, ...] = ()
    #: (prefix word casefolded, language) for the ``law``, ``laws``, ``tight``, ``query_law``
    #: and ``query_laws`` words, first language first: a query's "artikel 16C" is Dutch
    prefix_languages: tuple[tuple[str, str], ...] = ()
    #: more words for a law, and for laws, that only a query reads: "rule 16", "articles 16 and 17"
    query_law: tuple[str, ...] = ()
    query_laws: tuple[str, ...] = ()
    #: words naming a level, between the levels of a query's citation: "Law 16 section B"
    levels: tuple[str, ...] = ()
    #: the level words after which a number names a section by its place: "artikel 16 lid 2"
    numbered_sections: tuple[str, ...] = ()
    #: words tying a level written first to the citation it is part of: "section B of Law 16",
    #: "lid E1 van artikel 47"
    level_of: tuple[str, ...] = ()
    #: articles that may stand after such a word, before an ordinal: "sub 1 van het tweede lid
    #: van artikel 16", "paragraph 1 of the second section of Law 16"
    level_articles: tuple[str, ...] = ()
    #: (form, value) of every number word from 1 to 99, lower-case and unaccented ("sixteen", 16)
    number_words: tuple[tuple[str, int], ...] = ()
    #: number words that are ordinary words too ("one", "een"), read as numbers only where
    #: nothing but a level, a sign or a joiner follows
    also_words: tuple[str, ...] = ()
    #: words that make a number word part of a larger number ("one hundred")
    larger: tuple[str, ...] = ()
    #: (form, value) of every ordinal from 1st to 99th, made from the number words, lower-case
    #: and unaccented ("sixteenth", 16)
    ordinals: tuple[tuple[str, int], ...] = ()
    #: the endings of an ordinal in digits: "16th", "16de"
    ordinal_digits: tuple[str, ...] = ()
    #: the words for a law an ordinal names one before: "the sixteenth law", "het zestiende artikel"
    ordinal_law: tuple[str, ...] = ()
    #: words after an ordinal and a word for a law that make them a saying, not a law: "the
    #: first law of bridge", "de eerste wet van" ("of", "van")
    ordinal_links: tuple[str, ...] = ()
    #: words for a law a query may misspell before a law number ("lawe 16": see
    #: :mod:`indexer.cite.misspelt`)
    misspelt: tuple[str, ...] = ()
    #: words one misspelling from those that are words, not misspellings ("lay", "lawn", "rulers")
    not_misspelt: tuple[str, ...] = ()

    def __hash__(self) -> int:
        """The fields' hash, worked out once: the finder's compiled patterns are cached per set
        of words, and a query looks them up several times, each time hashing the hundreds of
        number and ordinal forms anew (a tenth of a millisecond per query)."""
        found: int | None = self.__dict__.get("_hash")
        if found is None:
            found = hash(tuple(getattr(self, f.name) for f in fields(self)))
            object.__setattr__(self, "_hash", found)
        return found

    def __getstate__(self) -> dict[str, Any]:
        # a string's hash differs from one process to the next: another process works it out anew
        return {k: v for k, v in self.__dict__.items() if k != "_hash"}

    def language_of(self, prefix: str) -> str | None:
        """The language whose words hold a citation's prefix as written ("Laws" -> ``en``)."""
        key = " ".join(prefix.split()).casefold()
        return next((lang for word, lang in self.prefix_languages if word == key), None)


def load_words(data: Mapping[str, Any], languages: str | Iterable[str] | None = None) -> CitationWords:
    """The words of the given language(s) from the parsed ``citations.toml``; several are merged,
    and ``None`` merges every language of the table in its order."""
    if languages is None:
        langs = list(data)
    else:
        langs = [languages] if isinstance(languages, str) else list(languages)
    listed = (*GROUPS, "query_law", "query_laws", "levels", "numbered_sections", "level_of", "misspelt")
    merged: dict[str, list[str]] = {g: [] for g in listed}
    owners: dict[str, str] = {}
    numbers: dict[str, int] = {}
    also: list[str] = []
    larger: list[str] = []
    ordinals: dict[str, int] = {}
    ordinal_digits: list[str] = []
    ordinal_law: list[str] = []
    ordinal_links: list[str] = []
    level_articles: list[str] = []
    not_misspelt: list[str] = []
    for lang in langs:
        if lang not in data:
            raise ValueError(f"citations.toml has no words for language {lang!r}: add a [{lang}.*] table")
        for group in listed:
            for word in data[lang].get(group, {}).get("words", []):
                if word not in merged[group]:
                    merged[group].append(word)
                if group in ("law", "laws", "tight", "query_law", "query_laws"):
                    owners.setdefault(word.casefold(), lang)
        level_articles += data[lang].get("level_of", {}).get("articles", [])
        misspelt = data[lang].get("misspelt", {})
        not_misspelt += [*misspelt.get("common", []), *misspelt.get("also_words", [])]
        table = data[lang].get("number_words")
        if table:
            for form, value in number_words(table, HIGHEST).items():
                numbers.setdefault(form, value)
            also += [plain(w).lower() for w in table.get("also_words", [])]
            larger += [plain(w).lower() for w in table.get("larger", [])]
            ordinal_table = data[lang].get("ordinals")
            if ordinal_table:
                for form, value in ordinal_words(table, ordinal_table, HIGHEST).items():
                    ordinals.setdefault(form, value)
                ordinal_digits += ordinal_table.get("digits", [])
                ordinal_law += ordinal_table.get("words", [])
                ordinal_links += ordinal_table.get("links", [])
    return CitationWords(
        **{g: tuple(w) for g, w in merged.items()},
        prefix_languages=tuple(owners.items()),
        number_words=tuple(numbers.items()),
        also_words=tuple(dict.fromkeys(also)),
        larger=tuple(dict.fromkeys(larger)),
        ordinals=tuple(ordinals.items()),
        ordinal_digits=tuple(dict.fromkeys(ordinal_digits)),
        ordinal_law=tuple(dict.fromkeys(ordinal_law)),
        ordinal_links=tuple(dict.fromkeys(ordinal_links)),
        level_articles=tuple(dict.fromkeys(level_articles)),
        not_misspelt=tuple(dict.fromkeys(not_misspelt)),
    )


def words_for_language(data: Mapping[str, Any], language: str) -> CitationWords:
    """A text's citation words: its language's, or, for a language the table does not know,
    every language's together, so that a text in any language builds (the table improves
    what is found; it is never required)."""
    if language in data:
        return load_words(data, language)
    return load_words(data, None)


def _starts(*groups: Iterable[str], also: str = "") -> str:
    """A lookahead for the first characters a match can start with (both cases), so that the
    engine skips every other position at once instead of trying each alternative there."""
    chars = {c for words in groups for w in words if w for c in (w[0].lower(), w[0].upper())}
    return "(?=[" + "".join(re.escape(c) for c in sorted(chars)) + also + "])" if chars or also else ""


def _alt(words: Iterable[str], glued: bool = False) -> str:
    """An alternation of words, longest first, spaces matching any run of spaces, letters bounded;
    ``glued`` lets a number follow a word at once, as a prefix may be typed ("Law12C1b", "artikel16")."""
    words = tuple(words)
    bounded: list[str] = []
    signs: list[str] = []
    for word in sorted(set(words), key=len, reverse=True):
        piece = r"\s+".join(re.escape(w) for w in word.split())
        if word[-1:].isalnum():
            piece += r"(?![^\W\d])" if glued else r"(?!\w)"
        (bounded if word[:1].isalnum() else signs).append(piece)
    # the words that start with a letter share one look back, tested once at each place rather
    # than once per word; a word and a sign never start alike, so the two groups are tried in
    # either order. A look ahead at the first characters lets the search pass over every place
    # where no word can start at once (both together: tens of times faster to search)
    parts = ([r"(?<![\w-])(?:" + "|".join(bounded) + ")"] if bounded else []) + signs
    return first_characters(words) + "(?:" + "|".join(parts) + ")" if parts else "(?!x)x"


def first_characters(words: Iterable[str]) -> str:
    """A look ahead at the characters the words start with, in either case: what an alternation
    of them must first match, put before it so that a search skips every other place quickly."""
    firsts = sorted({c for w in words if w for c in (w[0].lower(), w[0].upper())})
    return "(?=[" + "".join(re.escape(c) for c in firsts) + "])" if firsts else ""


#: spaces within one paragraph: at most one line break, because hard-wrapped sources
#: split citations over lines ("(See Law\n22)") but a blank line ends a paragraph
SP = r"[^\S\n]*(?:\n[^\S\n]*)?"
#: at least one space (or a single line break)
SP1 = r"(?:[^\S\n]+(?:\n[^\S\n]*)?|\n[^\S\n]*)"
#: roman item numbers, longest first so that "iii" is not read as "i"
ROMAN = r"(?:xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i)"
#: the roman item numbers of more than one letter, which are no words
ROMAN_LONG = r"(?:xii|xi|ix|viii|vii|vi|iv|iii|ii)"
#: a law number: one or two digits, not part of a longer number or a decimal
LAW_NUMBER = r"[1-9][0-9]?(?![0-9])"
#: where a lone "a" or "i" may stand as a level (it is also a word): before punctuation or the end
WORD_LETTER_END = r"(?=[^\S\n]*(?:[).,;:!?\]]|\n|$))"
#: a paragraph number written compactly ("16B1") or in brackets ("16B(1)")
PARA_TIGHT = r"(?:[1-9][0-9]?(?![0-9%])|\([1-9][0-9]?\))"
#: an item letter against its paragraph, in either case ("12C1b", "LAW 12C1B"), never the start of a word
ITEM_TIGHT = r"[a-zA-Z](?![A-Za-z'’])"
#: the levels below a law written compactly, "16B1(a)", "12C1(e)(i)", "16b1a", "16B(1)(a)",
#: "12C1B"; a section letter is never followed by a letter (that would be a word: "Law 6's",
#: "Law 16 Apple")
TAIL_TIGHT = (
    r"[A-Ia-i](?![A-Za-z])"
    rf"(?:{PARA_TIGHT}"
    rf"(?:(?:[ ]?\([a-zA-Z]\)|{ITEM_TIGHT})(?:[ ]?\((?i:{ROMAN})\))?)?)?"
)
#: a roman item number written apart with no brackets, "Law 80 B 2 g ii": one of several letters,
#: or "i", "v", "x" (words or letters too) only before punctuation or the end
SPACED_ROMAN = rf"[ ](?:{ROMAN_LONG}(?![\w'’\-])|[ivx]{WORD_LETTER_END})"
#: an item letter written apart with no brackets, "Law 45 C 4 b"; "a" and "i" are words too, so
#: they count only before punctuation or the end, perhaps after a roman item ("Law 40 B 2 a ii")
SPACED_SUB = (
    rf"[ ](?:[b-hj-z]|[ai](?=[ ]{ROMAN_LONG}(?![\w'’\-])|(?:{SPACED_ROMAN})?[^\S\n]*(?:[).,;:!?\]]|\n|$)))"
    rf"(?![\w'’\-])"
)
#: the same levels written with spaces, "45 C 2 (a)", "law 16 b 1", "Law 45 C 4 b", "12 c 1b": a
#: spaced letter must be followed by a number or a bracket, else "Law 16 A player" would read "A"
#: as a section
TAIL_SPACED = (
    r"[ ][A-Ia-i](?=[ ]?[0-9(])"
    r"(?:[ ]?[1-9][0-9]?(?![0-9%])"
    rf"(?:[ ]?\([a-z]\)(?:[ ]?\({ROMAN}\))?|(?:{SPACED_SUB}|[a-z](?![\w'’\-]))(?:{SPACED_ROMAN})?)?)?"
)
#: every level in brackets, "Law 16(B)(1)(a)", "Law 16 (B)(1)"
TAIL_BRACKETED = rf"[ ]?\([A-I]\)(?:[ ]?\([1-9][0-9]?\)(?:[ ]?\([a-z]\)(?:[ ]?\({ROMAN}\))?)?)?"
#: a spaced section letter in capitals with nothing after it, "(see Law 16 C)", "Law 84 B for
#: that": "A" and "I" (the article, the pronoun) only before punctuation or the end
TAIL_SPACED_END = rf"[ ](?:[B-H](?![\w'’/\-])|[AI]{WORD_LETTER_END})"
#: a query may end on a spaced section letter, "artikel 54 A": nothing follows it to misread
TAIL_QUERY_END = r"[ ][A-Ia-i](?=[^\S\n]*$)"
#: a query may space some levels and not others where nothing follows: "Law 16B 1a", "Law 12C1 b"
TAIL_QUERY_MIXED = r"[A-Ia-i][ ]?[1-9][0-9]?(?:[ ]?(?:[a-z]|\([a-z]\)))?(?=[^\S\n]*[.?!]*[^\S\n]*$)"


def tail_separated(separator: str, whole: bool = False) -> str:
    """The levels below a law with ``separator`` between every two of them: "12-C-1-b",
    "12.C.1.b", "12/C/1/(b)". The separator stands before every level or before none, so that
    "1C-1H" (an auction) and "3-2" (a fit) are not read as levels; a lower-case section letter
    is not followed by the separator and a letter ("Law 16.e.g."). ``whole`` asks for a section
    and a paragraph at least, as a reference with no prefix must have."""
    s = re.escape(separator)
    section = rf"{s}(?:[A-I]|[a-i](?!{s}[A-Za-z]))(?![A-Za-z])"
    para = rf"{s}[1-9][0-9]?(?![0-9%])"
    roman = rf"(?:{s}?\((?i:{ROMAN})\)|{s}(?i:{ROMAN})(?![A-Za-z]))"
    item = rf"{s}(?:{ITEM_TIGHT}|\([a-zA-Z]\)){roman}?"
    if whole:
        return rf"{section}{para}(?:{item})?"
    return rf"{section}(?:{para}(?:{item})?)?"


def ref_pattern(separators: Iterable[str], query: bool = False) -> str:
    """One absolute reference after its prefix: the law number and its lower levels, written
    compactly, with a separator, in brackets or spaced; a query's reads in any case and may end
    on a spaced section letter or on levels spaced unevenly."""
    tails = [
        TAIL_TIGHT,
        *(tail_separated(s) for s in separators),
        TAIL_BRACKETED,
        TAIL_SPACED,
        TAIL_SPACED_END,
    ]
    if query:
        tails = [TAIL_QUERY_MIXED, *tails, TAIL_QUERY_END]
    ref = rf"{LAW_NUMBER}(?:{'|'.join(tails)})?(?![0-9])"
    return f"(?i:{ref})" if query else ref


#: a lower level continuing a list after one law, which takes the levels above it from the item
#: before: "B2" in "Law 75B1, B2 and B3", "D" in "Laws 73C and D", "(b)" in "Laws 45C4(a) and (b)",
#: "b" in "Law 45C4a and b", "e(ii)" in "Laws 12C1e(i) and e(ii)";
#: a lone "A" or "I" before a lower-case word is the article or the pronoun ("Law 16B and A player")
CONTINUED = (
    r"(?:(?:[B-HJ]|[AI](?![^\S\n]+[a-z]))"
    rf"(?:[1-9][0-9]?(?![0-9%])(?:\([a-z]\)(?:\({ROMAN}\))?|[a-z](?![A-Za-z'’]))?)?"
    r"(?![\w'’/\-%])"
    rf"|\([a-z]\)(?:[ ]?\({ROMAN}\))?|\({ROMAN}\)|[a-z]\({ROMAN}\)"
    rf"|(?:[b-hj-z]|[ai]{WORD_LETTER_END})(?![\w'’/\-]))"
)
#: a relative reference: "C2", "C1(b)", "D", "4", "2(c)", "(c)"; never inside a word or number
#: (so "16C" and "20F1" are not read as "C" or "F1") and never a percentage
RELREF = (
    r"(?:(?<![\w\-'’/])(?:[A-H](?:[1-9](?:\([a-z]\))?)?|[1-9](?:\([a-z]\))?)(?![\w%])"
    r"|(?<![\w)])\([a-z]\))"
)
#: suit symbols: "♠A2" is a holding, not a citation
SUITS = "♠♥♦♣"
#: a section letter with a paragraph, "B1", "C2(b)": specific enough to be a citation with no cue
#: word at all ("If B1 doesn't apply", "in B2"), unless it stands next to a suit symbol
BARE = rf"(?<![\w\-'’/{SUITS}])[A-H][1-9](?:\([a-z]\))?(?![\w%])(?![^\S\n]*[{SUITS}])"
#: where a reference with no prefix may start: not inside a word, a number, a range or a list
UNPREFIXED_START = rf"(?<![\w\-'’/.,{SUITS}]){LAW_NUMBER}"
#: a law's section and paragraph in brackets, each or only the paragraph: "12C(1)(b)", "12(C)(1)(b)"
BRACKETED_WHOLE = rf"(?:[A-H]|\([A-H]\))[ ]?\([1-9][0-9]?\)(?:[ ]?\([a-z]\)(?:[ ]?\({ROMAN}\))?)?"


def unprefixed_pattern(separators: Iterable[str], query: bool = False) -> str:
    """A reference with no prefix.

    In a text, a law with a section and a paragraph, "check 68D2(b)", "16B1a", "12-C-1-b",
    "12C(1)(b)": no score, bid, board or date is written like that, so it is a citation
    wherever it stands (a bare "3" or "16B" is not: a number, a bid, a seat). In a query, where
    nothing else is written in that shape, a law and its section will do ("16B hesitation",
    "16-b", "16.b.1.a"), in any case; a bid ("2C", "4S", "2-C") is refused by the query finder.
    """
    if query:
        tight = (
            rf"[A-Ha-h](?![A-Za-z])"
            rf"(?:{PARA_TIGHT}(?:(?:\([a-z]\)|[a-z](?![A-Za-z'’]))(?:\({ROMAN}\))?)?)?"
        )
        shapes = [tight, *(f"(?i:{tail_separated(s)})" for s in separators), f"(?i:{BRACKETED_WHOLE})"]
        return rf"{UNPREFIXED_START}(?:{'|'.join(shapes)})(?![\w%])"
    tight = rf"[A-H][1-9][0-9]?(?![0-9%])(?:(?:\([a-zA-Z]\)|[a-z](?![A-Za-z'’]))(?:\({ROMAN}\))?)?"
    shapes = [tight, *(tail_separated(s, whole=True) for s in separators), BRACKETED_WHOLE]
    return rf"{UNPREFIXED_START}(?:{'|'.join(shapes)})(?![\w%])(?![^\S\n]*[{SUITS}])"


#: opening and closing quotes around a defined term
QUOTES_OPEN = "“\"‘'"
QUOTES_CLOSE = "”\"’'‘"


@dataclass(frozen=True)
class Patterns:
    """The compiled patterns for one set of citation words."""

    #: prefix, first reference, then any number of joined or ranged references, each with an
    #: optional repeated prefix ("Laws 4, 12C2 and 91", "Law 69B or Law 71", "Laws 61 to 64"),
    #: or lower levels of the reference before ("Law 75B1, B2 and B3")
    explicit: re.Pattern[str]
    #: a law with its section and paragraph and no prefix: "check 68D2(b)"
    unprefixed: re.Pattern[str]
    #: one continuation of a list or range: the joiner or range word, an optional prefix, a
    #: reference (``ref``) or a lower level continuing the one before (``continued``)
    item: re.Pattern[str]
    #: a prefix and a number, whatever the number: "Law 99" names no law, but the person meant one
    missing: re.Pattern[str]
    #: a prefix on its own, to tell singular from plural
    plural: re.Pattern[str]
    #: a cue word, then a list of relative references, then an optional position word
    cued: re.Pattern[str]
    #: a list of relative references (optionally after a section word) ending in a position word
    placed: re.Pattern[str]
    #: whether these read a query: a singular prefix's list of numbers then runs to its end
    query: bool
    #: a query that is a reference and nothing else, with no prefix: "16", "12 c 1b", "16-B"
    whole: re.Pattern[str]
    #: a range word that makes a range after a singular prefix too ("t/m")
    range_always: re.Pattern[str]
    #: a list of section-and-paragraph references with no cue: "B1", "B1 or D2"
    bare: re.Pattern[str]
    #: one relative reference inside a matched list, with its joiner
    relitem: re.Pattern[str]
    #: what may follow a bare letter or number for it to be a citation: punctuation, the end,
    #: a joiner, a position word (or, after "A", a verb: "breaks A is subject")
    after_bare: re.Pattern[str]
    after_a: re.Pattern[str]
    #: a cue word and a capitalised term in quotes: see "Withdrawn"
    definition: re.Pattern[str]
    #: after a citation: it numbers another body of rules ("art. 3 of the club's constitution")
    rules_after: re.Pattern[str]
    #: before a citation: the same ("the constitution, art. 3", "statuten art. 3")
    rules_before: re.Pattern[str]


def compile_patterns(words: CitationWords, query: bool = False) -> Patterns:
    """Assemble the named patterns from the words of one or more languages.

    ``query`` reads what a person types in a search box rather than running text: prefixes in
    any case and apart from the number ("l 16b"), a last spaced section letter ("artikel 54 A"),
    and a law with its section and no prefix ("16B hesitation").
    """
    tight = _alt_tight(words.tight, query)
    law_words, laws_words = query_prefixes(words, query)
    named = rf"(?i:{_alt(laws_words, glued=True)}|{_alt(law_words, glued=True)})"
    prefix = rf"(?:{named}|{tight}|{_alt(words.signs)})"
    # only the words of the Laws themselves are sure enough of a law to name one that is missing
    own = rf"(?i:{_alt(words.laws, glued=True)}|{_alt(words.law, glued=True)})"
    sure = rf"(?:{own}|{tight}|{_alt(words.signs)})"
    ref = ref_pattern(words.separators, query)
    joiner = rf"(?:{SP}(?i:{_alt(words.joiners)})){{1,3}}"  # also ", and", "and/or"
    join = rf"(?:{joiner}|{SP}(?i:{_alt(words.ranges)}))"
    more = rf"(?:{join}{SP}(?:(?:{prefix}{SP})?{ref}|{CONTINUED}))*"
    rel_join = rf"{SP}(?i:{_alt(words.joiners)})"
    rel_list = rf"{RELREF}(?:{rel_join}{SP}{RELREF})*"
    position = rf"(?i:{_alt(words.positions)})"
    rules = rf"(?i:{_alt(words.other_rules)})"
    # a prefix and the number it names, a sign between them allowed: "Law No. 16", "art. nr. 16"
    prefixed = rf"(?P<prefix>{prefix}){SP}{number_sign(words)}"
    sure_prefixed = rf"(?P<prefix>{sure}){SP}{number_sign(words)}"
    return Patterns(
        query=query,
        explicit=re.compile(
            rf"{_starts(law_words, laws_words, words.tight, words.signs)}"
            rf"{prefixed}(?P<first>{ref}){more}"
        ),
        # every reference with no prefix starts with its law's first digit: a search passes over
        # the other places at once
        unprefixed=re.compile(
            rf"(?=[1-9])(?P<prefix>)(?P<first>{unprefixed_pattern(words.separators, query)}){more}"
        ),
        item=re.compile(
            rf"(?P<join>{joiner}|{SP}(?P<range>(?i:{_alt(words.ranges)})))"
            rf"{SP}(?:(?P<prefix>{prefix}{SP})?(?P<ref>{ref})|(?P<continued>{CONTINUED}))"
        ),
        missing=re.compile(rf"{sure_prefixed}(?P<number>[0-9]+)(?![0-9])"),
        plural=re.compile(rf"(?i:{_alt(laws_words)})"),
        whole=re.compile(
            rf"[^\S\n]*(?P<first>{ref_pattern(words.separators, True)})[^\S\n]*[.,;:!?]*[^\S\n]*"
        ),
        range_always=re.compile(rf"(?i:{_alt(words.ranges_always)})"),
        cued=re.compile(
            rf"{_starts(words.cues)}(?i:{_alt(words.cues)}){SP1}(?P<body>{rel_list})(?P<pos>{SP1}{position})?"
        ),
        # never starting inside a list, after one of its joiners: the list is then tried once
        # from its first item, not once from every item (a long list with no position word
        # after it cost the square of its length)
        placed=re.compile(
            rf"{_starts(words.section, also='A-H1-9(')}{_not_after(words.joiners)}"
            rf"(?P<body>(?:(?i:{_alt(words.section)}){SP1})?{rel_list}){SP1}(?P<pos>{position})"
        ),
        bare=re.compile(rf"{BARE}(?:{rel_join}{SP}{BARE})*"),
        relitem=re.compile(
            rf"(?P<join>{rel_join}{SP})?(?:(?i:{_alt(words.section)}){SP1})?(?P<ref>{RELREF})"
        ),
        after_bare=re.compile(
            rf"(?:[^\S\n]*(?:[)\].,;:!?]|$)|{SP1}(?:{position}|(?i:{_alt(words.joiners)})))"
        ),
        after_a=re.compile(rf"{SP1}(?:{_alt(words.verbs)})"),
        definition=re.compile(
            rf"{_starts(words.definition_cues)}(?i:{_alt(words.definition_cues)}){SP}"
            rf"(?P<quoted>[{QUOTES_OPEN}](?P<term>[A-Z][\w\- ]{{0,40}}?)[{QUOTES_CLOSE}])"
        ),
        # "of the club's constitution", "van het huishoudelijk reglement": a link word, at most
        # two words, then the name of the rules
        rules_after=re.compile(
            rf"[^\S\n]*,?{SP1}(?i:{_alt(words.rules_links)})(?:{SP1}[\w'’]+){{0,2}}?{SP1}{rules}"
        ),
        rules_before=re.compile(rf"{rules}[’']?s?[^\S\n]*[,:(]?[^\S\n]*$"),
    )


def _not_after(joiners: Iterable[str]) -> str:
    """Lookbehinds: not right after one of ``joiners`` and a space or none ("A, B", "A and
    B"): each a fixed width, as Python's lookbehinds must be."""
    out = []
    for joiner in sorted(set(joiners)):
        escaped = "".join(_either_case(c) for c in joiner)
        edge = r"(?<![\w-])" if joiner[:1].isalnum() else ""
        out.append(rf"(?<!{edge}{escaped})(?<!{edge}{escaped}[^\S\n])")
    return "".join(out)


def _either_case(c: str) -> str:
    """A letter in either case as a class of fixed width ("[aA]"); any other character escaped."""
    return f"[{re.escape(c.lower())}{re.escape(c.upper())}]" if c.isalpha() else re.escape(c)


def number_sign(words: CitationWords) -> str:
    """A sign or abbreviation for "number" that may stand between a prefix and its number
    ("Law No. 16", "Law #16"), with the space after it: optional."""
    return rf"(?:(?i:{_alt(words.number_signs)}){SP})?"


def query_prefixes(words: CitationWords, query: bool = True) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The words for a law and for laws: the Laws' own, and in a query also the ``query_law``
    and ``query_laws`` words ("rule 16", "articles 16 and 17")."""
    if not query:
        return words.law, words.laws
    return (*words.law, *words.query_law), (*words.laws, *words.query_laws)


def _alt_tight(words: Iterable[str], query: bool = False) -> str:
    """Prefixes written against the number ("L64A2"): case-sensitive, never inside a word nor
    right after a number ("wait 10 s. 4 boards", "1 s. 2 h": seconds, a bid); in a query in any
    case and perhaps apart ("l 16b")."""
    edge = r"(?<![\w-])(?<![0-9][^\S\n])"
    if query:
        parts = [
            rf"{edge}(?i:{re.escape(w)})(?=[^\S\n]?[1-9])" for w in sorted(set(words), key=len, reverse=True)
        ]
    else:
        parts = [rf"{edge}{re.escape(w)}(?=[1-9])" for w in sorted(set(words), key=len, reverse=True)]
    return "(?:" + "|".join(parts) + ")" if parts else "(?!x)x"
