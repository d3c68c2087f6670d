"""Reading what a person typed: cleaning, citations, quoted phrases and abbreviations.

The query language is deliberately small, so that nothing a person types can fail to
parse: words, ``"quoted phrases"`` (ranked higher when they occur as written) and
citations (``16B1a``, ``Law 12C2``, ``artikel 16C``), which the citation finder of
:mod:`indexer.cite` reads (:func:`indexer.cite.find_in_query`), with the same words and
grammar as in the texts. Operators such as ``AND`` or ``-``
are read as ordinary words or ignored. Control characters are dropped. A query longer
than :data:`MAX_QUERY_CHARS` or an out-of-range page raises :class:`QueryError`, whose
message is meant for the person who typed the query (the API answers it with a 400).

Pure functions on strings and the word tables: no index, no files.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable
from collections.abc import Container
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from indexer.cite import QueryCitation
from indexer.search.words import BidReading
from indexer.search.words import SearchWords

#: longer queries are refused: nobody types them, and each word costs a query clause
MAX_QUERY_CHARS = 500
#: at most this many results per page
MAX_LIMIT = 100
#: a word longer than this is read as typed, with no spelling neighbours nor compound parts: the
#: work of finding them grows with the cube of a word's length (a word of 500 letters took a
#: third of a second and 130 MB), and no word of the Laws, in either language, is half as long
LONGEST_WORD = 40

#: the C0 and C1 control characters (tab and newline are turned into spaces first)
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
#: a quoted phrase: straight or curly quotes; an unclosed quote runs to the end
_QUOTED = re.compile(r"[\"“”„](?P<phrase>[^\"“”„]*)(?:[\"“”„]|$)")
#: a word that may be an abbreviation: two to six letters ("FOLOOT"), perhaps a plural "s",
#: standing alone or before a possessive ("the TD's ruling", "the opps' card") but not the
#: first half of a contraction ("isn't"); or letters with a score's plus or minus ("A+",
#: "avg-": average plus); or letters with a full stop after each, as older hands write
#: initials ("the T.D.", "U.I.", the last stop often left out: "U.I"); or two letters with a
#: slash between ("N/S", "E/W"); or letters and digits together, as text messages and
#: ordinals write them ("b4", "2nd", "1e"), but not a score's "4th+"; or a verb made of
#: shorthand (see :data:`_VERB_FORM`)
_ABBREVIATION_TOKEN = re.compile(
    r"(?<![\w'’.])(?:[A-Za-z]\.){1,4}[A-Za-z]\.?(?![\w.])"
    r"|(?<![\w/])[A-Za-z]/[A-Za-z](?![\w/])"
    r"|(?<![\w'’.+-])(?=[A-Za-z\d]*\d)(?=[A-Za-z\d]*[A-Za-z])[A-Za-z\d]{2,5}(?![\w'’+-])"
    r"|(?<![\w'’])(?:[A-Za-z]{2,6}['’](?:e?d|ing)|[A-Z]{2,6}(?:ed|ing))(?!\w)"
    r"|(?<![\w'’])(?:[A-Za-z]{1,5}[+-](?![\w'’+-])|[A-Za-z]{2,6}s?(?!\w|['’](?!s\b)(?=\w)))"
)
#: shorthand used as a verb, read as the shorthand: with an apostrophe in any case ("DQ'd",
#: "MI'd", "dq'ing": disqualified, misinformed), or written on to shorthand in capitals
#: ("DQed", "DQing"); a word ending so in lower case ("aced", "mid") is a word
_VERB_FORM = re.compile(r"(?P<stem>[A-Za-z]{2,6})['’](?:e?d|ing)|(?P<capitals>[A-Z]{2,6})(?:ed|ing)")


@dataclass(frozen=True)
class KnownWords:
    """The words a query's shorthand is weighed against: the texts' own as written (lower
    case) and each language's common words (:mod:`indexer.search.dictionary`)."""

    texts: Container[str]
    common: Mapping[str, Container[str]]


class QueryError(ValueError):
    """A query or filter that cannot be answered; the message says what to change."""


def clean_query(q: str) -> str:
    """The query with control characters and odd spaces gone; refuses a query too long to be one."""
    text = unicodedata.normalize("NFC", q or "")
    text = re.sub(r"[\t\n\r\u00a0\u202f\u2009]", " ", text)
    text = _CONTROL.sub("", text)
    text = " ".join(text.split())
    if len(text) > MAX_QUERY_CHARS:
        raise QueryError(
            f"The query is {len(text):,} characters long; the limit is {MAX_QUERY_CHARS}. "
            "Search for a few words or a citation such as 16B1a."
        )
    return text


def check_page(limit: Any, offset: Any) -> tuple[int, int]:
    """``limit`` and ``offset`` as whole numbers in range, or a QueryError saying which is wrong."""
    try:
        limit, offset = int(limit), int(offset)
    except (TypeError, ValueError):
        raise QueryError("limit and offset must be whole numbers.") from None
    if not 1 <= limit <= MAX_LIMIT:
        raise QueryError(f"limit must be between 1 and {MAX_LIMIT}, not {limit}.")
    if offset < 0:
        raise QueryError(f"offset cannot be negative ({offset}).")
    return limit, offset


def expand_abbreviations(
    text: str,
    words: SearchWords,
    language_of: Callable[[str], str | None] | None = None,
    known: KnownWords | None = None,
) -> str:
    """The query with directors' abbreviations written out ("UI" -> "unauthorized information"),
    and bids written as a level and a strain read as a bid ("their 2C": their bid).

    Each language's tables are its own: "OP" is the Dutch overtredende partij, in an English
    forum post the original poster. ``language_of`` says which language the query's other
    words are typed in (the engine's reading of them); the shorthand is read in that
    language's tables, then in those the language borrows from (``borrows``: Dutch players
    write "pd" and "LA", English players no "WL"), or in every language's when it says none,
    each distinct reading then written out. Without ``language_of`` each shorthand is read in
    the first table that lists it, in the order of the files (English first).

    With ``known`` (the texts' words and each language's common words), two more rules: a
    shorthand in lower case made plural with its language's ending (``plural``: "ibs", "bits",
    "loots", "pps") is read as its singular, in either table, where the texts do not hold the
    plural and no other language commonly writes it ("mis", "las" and "ras" are Dutch words),
    nor, before a word of its ``plural_partitive`` ("of"), its own ("bits of information");
    and a borrowed shorthand in lower case that is a common word of the query's language and
    none of the lending one's is that language's word ("vul", "ui" in a Dutch query: fill,
    onion), read as shorthand only in capitals ("UI")."""
    text = _read_bids(text, words.bids)

    # in a query typed all in capitals, "TO" and "LA" are words, not abbreviations
    shouting = len(text.split()) > 1 and text.upper() == text
    languages = list(
        dict.fromkeys([*words.abbreviations_by_language, *words.capital_abbreviations_by_language])
    )

    def reader(language: str) -> Callable[[str], str | None]:
        capitals = words.capital_abbreviations_by_language.get(language, {})
        lower = words.abbreviations_by_language.get(language, {})

        def read(word: str) -> str | None:
            if word in capitals and not shouting:
                return capitals[word]
            return lower.get(word.lower())

        return read

    def plural(language: str, after: str) -> Callable[[str], str | None] | None:
        ending = words.abbreviation_plurals.get(language)
        if known is None or not ending:
            return None
        others = [common for x, common in known.common.items() if x != language]
        own = known.common.get(language, ())
        partitive = after in words.abbreviation_partitives.get(language, ())

        def singular(word: str) -> str | None:
            """The singular of a plural in lower case no text and no other language writes, nor
            its own language before a partitive's word ("bits of information")."""
            if not word.islower() or not word.endswith(ending) or len(word) - len(ending) < 2:
                return None
            if word in known.texts or any(word in common for common in others):
                return None
            if partitive and word in own:
                return None
            return word[: -len(ending)]

        return singular

    tokens = list(_ABBREVIATION_TOKEN.finditer(text))
    readers = {language: reader(language) for language in languages}
    after = [_word_after(text, m.end()) for m in tokens]
    readings = {
        x: [_spelt(m.group(), read, plural(x, after[i])) for i, m in enumerate(tokens)]
        for x, read in readers.items()
    }
    read_somewhere = [i for i in range(len(tokens)) if any(readings[x][i] is not None for x in languages)]
    if not read_somewhere:
        return text
    order, first = languages, True
    typed_in: str | None = None
    own: list[str] = []
    if language_of is not None and len(languages) > 1:
        typed_in = language_of(" ".join(_replaced(text, [(tokens[i], " ") for i in read_somewhere]).split()))
        # its own tables first, then those it borrows from; unclear: every table
        own = [typed_in, *words.abbreviations_borrowed.get(typed_in, ())] if typed_in in readings else []
        order, first = ([x for x in own if x in readings], True) if own else (languages, False)
    spelt = []
    for i in read_somewhere:
        own_word = _own_word(tokens[i].group(), typed_in, known) if first and own else None
        read = list(
            dict.fromkeys(
                r
                for x in order
                if (r := readings[x][i]) is not None and not (own_word is not None and own_word(x))
            )
        )
        spelt.append((tokens[i], " ".join(read[:1] if first else read) or tokens[i].group()))
    return _replaced(text, spelt)


#: the word after a token, past spaces: "of" in "bits of information"
_NEXT_WORD = re.compile(r"\s+(\w+)")


def _word_after(text: str, end: int) -> str:
    """The word after a token ending at ``end``, lower case; empty where none follows."""
    m = _NEXT_WORD.match(text, end)
    return m.group(1).lower() if m else ""


def _own_word(word: str, typed_in: str | None, known: KnownWords | None) -> Callable[[str], bool] | None:
    """For a token in lower case that is a common word of the query's language, whether the
    lending language ``x`` does not commonly write it, so that its shorthand is not read there
    ("vul", "ui" in a Dutch query); None where the rule does not apply."""
    if known is None or typed_in is None or not word.islower() or word not in known.common.get(typed_in, ()):
        return None
    return lambda x: x != typed_in and word not in known.common.get(x, ())


def _spelt(
    word: str, read: Callable[[str], str | None], singular: Callable[[str], str | None] | None = None
) -> str | None:
    """What one language's tables read a shorthand token as (``read`` looks a word up in
    them), or None when they do not read it; ``singular`` gives a plural's singular in lower
    case, read in either table ("ibs": "ib", "bits": "BIT")."""
    if "." in word or "/" in word:  # "T.D.", "U.I", "N/S": read as one shorthand, or as typed
        return read(word.replace(".", "").replace("/", ""))
    found = read(word)
    if found is None and (verb := _VERB_FORM.fullmatch(word)):
        # "DQ'd", "MI'd": the shorthand's words, which the stemmer reads in every form
        found = read(verb["stem"] or verb["capitals"])
    if found is None and len(word) > 2 and word[-1] == "s" and word[:-1].isupper():
        # "LOOTs", "MIs": shorthand in capitals made plural, read as its singular
        found = read(word[:-1])
    if found is None and word[-1] in "+-" and (base := read(word[:-1])) is not None:
        # "avg+" with no entry of its own: the abbreviation, then its sign
        found = base + word[-1]
    if found is None and singular is not None and (one := singular(word)) is not None:
        found = read(one) or read(one.upper())
    return found


def _replaced(text: str, spans: list[tuple[re.Match[str], str]]) -> str:
    """``text`` with each match's span replaced by its string (matches in order, apart)."""
    out, at = [], 0
    for m, new in spans:
        out += [text[at : m.start()], new]
        at = m.end()
    return "".join(out) + text[at:]


def _read_bids(text: str, bids: tuple[BidReading, ...]) -> str:
    """``text`` with each bid ("2C", "1NT", "3♠", Dutch "2K", "1SA") replaced by the word its
    language's table reads it as: the texts write no "2c", and a word no text holds would
    thin the query; "bid" finds what the Laws say of bids, in both languages. A bid doubled
    or redoubled as scores write it ("4Hx", "3NTxx") is read so too ("bid doubled")."""
    for reading in bids:

        def read(m: re.Match[str], reading: BidReading = reading) -> str:
            times = len(m["doubled"] or "")
            if times and len(reading.doubled) >= times:
                return f"{reading.read} {reading.doubled[times - 1]}"
            return reading.read

        text = _bid_pattern(reading.strains).sub(read, text)
    return text


@functools.lru_cache(maxsize=8)
def _bid_pattern(strains: tuple[str, ...]) -> re.Pattern[str]:
    """A level from 1 to 7 and one of ``strains``, standing alone ("2C", "3nt", "4♥"), perhaps
    doubled or redoubled ("4Hx", "3NTxx")."""
    longest_first = sorted(strains, key=len, reverse=True)
    either = "|".join(re.escape(s) for s in longest_first)
    return re.compile(rf"(?<![\w'’.-])[1-7](?:{either})(?P<doubled>xx?)?(?![\w'’+-])", re.IGNORECASE)


def quoted_phrases(text: str) -> list[str]:
    """The phrases the query puts in quotes, empty ones left out."""
    return [m["phrase"] for m in _QUOTED.finditer(text) if m["phrase"].strip()]


def without_spans(text: str, cited: list[QueryCitation]) -> str:
    """The query with the citations' spans taken out, so that their pieces are not searched as words."""
    for c in sorted(cited, key=lambda c: c.start, reverse=True):
        text = text[: c.start] + " " + text[c.end :]
    return " ".join(text.split())


def split_words(text: str) -> list[str]:
    """The words of a phrase, punctuation dropped, before analysis."""
    return re.findall(r"\w+", text)
