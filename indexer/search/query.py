"""Reading what a person typed: cleaning, citations, quoted phrases and abbreviations.

The query language is deliberately small, so that nothing a person types can fail to
parse: words, ``"quoted phrases"`` (ranked higher when they occur as written) and
citations (``16B1a``, ``Law 12C2``, ``artikel 16C``). Operators such as ``AND`` or ``-``
are read as ordinary words or ignored. Control characters are dropped. A query longer
than :data:`MAX_QUERY_CHARS` or an out-of-range page raises :class:`QueryError`, whose
message is meant for the person who typed the query (the API answers it with a 400).

Pure functions on strings and the word tables: no index, no files.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

from indexer.ids import LAW_COUNT
from indexer.ids import Ref
from indexer.ids import parse_ref
from indexer.search.words import SearchWords

#: longer queries are refused: nobody types them, and each word costs a query clause
MAX_QUERY_CHARS = 500
#: at most this many results per page
MAX_LIMIT = 100

#: a piece of a citation after its number: a letter, a paragraph number, a bracketed item
_CITE_PIECE = re.compile(r"^(?:[A-Za-z]|\d{1,2}|\([A-Za-z]{1,4}\)|[A-Za-z]?\d{0,2}(?:\([a-z]{1,4}\))+)$")
#: a dot inside a citation: "12.C.2" (digit or letter on both sides, not a decimal "1.5")
_INNER_DOT = re.compile(r"(?<=[0-9A-Za-z])\.(?=[A-Za-z])|(?<=\d[A-Za-z])\.(?=\d)|(?<=\b[A-Za-z])\.(?=\d)")
#: "2C", "4S", "1H": a bid that reads like a citation of a law outside the corpus
_BID = re.compile(r"^[1-7][CDHS]$", re.IGNORECASE)
#: the C0 and C1 control characters (tab and newline are turned into spaces first)
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
#: a quoted phrase: straight or curly quotes; an unclosed quote runs to the end
_QUOTED = re.compile(r"[\"“”„](?P<phrase>[^\"“”„]*)(?:[\"“”„]|$)")
#: a word that may be an abbreviation: two to four letters, perhaps a plural "s"
_ABBREVIATION_TOKEN = re.compile(r"(?<![\w'’])[A-Za-z]{2,4}s?(?![\w'’])")


class QueryError(ValueError):
    """A query or filter that cannot be answered; the message says what to change."""


@dataclass(frozen=True)
class Cited:
    """A citation found in the query, with the span of the query it took."""

    ref: Ref
    start: int
    end: int
    language: str | None
    prefixed: bool


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


def expand_abbreviations(text: str, words: SearchWords) -> str:
    """The query with directors' abbreviations written out ("UI" -> "unauthorized information")."""

    # in a query typed all in capitals, "TO" and "LA" are words, not abbreviations
    shouting = len(text.split()) > 1 and text.upper() == text

    def spell(m: re.Match[str]) -> str:
        word = m.group()
        if word in words.capital_abbreviations and not shouting:
            return words.capital_abbreviations[word]
        return words.abbreviations.get(word.lower(), word)

    return _ABBREVIATION_TOKEN.sub(spell, text)


def quoted_phrases(text: str) -> list[str]:
    """The phrases the query puts in quotes, empty ones left out."""
    return [m["phrase"] for m in _QUOTED.finditer(text) if m["phrase"].strip()]


@functools.cache
def _cite_patterns(
    prefixes: tuple[tuple[str, tuple[str, ...]], ...],
) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The patterns for a citation's prefix word and for a query token, from the prefix words.

    The first is a whole token, one named group per language ("Law" -> ``en``); the second
    splits the query into tokens, a prefix glued to its number ("L16B", "art.16") counting
    as one. Longest words first, so that "laws" is not read as "law" and a stray "s".
    """

    def alternation(words: tuple[str, ...]) -> str:
        return "|".join(re.escape(w) for w in sorted(words, key=lambda w: (-len(w), w)))

    groups = "|".join(f"(?P<{language}>{alternation(words)})" for language, words in prefixes)
    every = alternation(tuple(w for _, words in prefixes for w in words))
    prefix = re.compile(rf"^(?:{groups})$", re.IGNORECASE)
    token = re.compile(rf"(?i)(?<!\w)(?:{every})(?=\d)|\S+")
    return prefix, token


def find_citations(text: str, words: SearchWords) -> list[Cited]:
    """Citations in a query, longest reading first: ``law 78B imps`` holds ``78B``.

    A bare number is a citation only when it is the whole query ("16"), so that
    "13 cards" or "30 minutes" stay words; a bid such as "2C" is not read as Law 2C.
    """
    prefix, token = _cite_patterns(words.citation_prefixes)
    # "12.C.2", "16.B.1": a dot between the pieces of a citation separates them like a
    # space (replaced one for one, so that the spans still index the query)
    spaced = _INNER_DOT.sub(" ", text)
    tokens = [(m.start(), m.end(), m.group()) for m in token.finditer(spaced)]
    out: list[Cited] = []
    i = 0
    while i < len(tokens):
        found = _citation_at(tokens, i, prefix)
        if found is None:
            i += 1
            continue
        cited, j = found
        out.append(cited)
        i = j
    return out


def _citation_at(
    tokens: list[tuple[int, int, str]], i: int, prefixes: re.Pattern[str]
) -> tuple[Cited, int] | None:
    prefix = prefixes.match(tokens[i][2].strip("(["))
    first = i + 1 if prefix else i
    if first >= len(tokens) or not tokens[first][2].lstrip("([")[:1].isdigit():
        return None
    number = re.match(r"\d+", tokens[first][2].lstrip("(["))
    if prefix and number and int(number.group()) > LAW_COUNT:
        raise QueryError(
            f"There is no Law {int(number.group())}: the Laws run from 1 to {LAW_COUNT}. "
            "Check the number, or search for words."
        )
    for j in range(min(len(tokens), first + 6), first, -1):
        pieces = [t[2] for t in tokens[first:j]]
        pieces[0] = pieces[0].lstrip("([")
        pieces[-1] = pieces[-1].rstrip(".,;:!?]")
        if pieces[-1].endswith(")") and pieces[-1].count(")") > pieces[-1].count("("):
            pieces[-1] = pieces[-1][:-1]
        if not all(_CITE_PIECE.match(p) for p in pieces[1:]):
            continue
        try:
            ref = parse_ref(" ".join(pieces))
        except ValueError:
            continue
        bare = not prefix and ref.depth == 0
        if bare and len(tokens) > 1:
            return None
        if not prefix and len(pieces) == 1 and _BID.match(pieces[0]):
            return None
        language = prefix.lastgroup if prefix else None
        return Cited(ref, tokens[i][0], tokens[j - 1][1], language, bool(prefix)), j
    return None


def without_spans(text: str, cited: list[Cited]) -> str:
    """The query with the citations' spans taken out, so that their pieces are not searched as words."""
    for c in sorted(cited, key=lambda c: c.start, reverse=True):
        text = text[: c.start] + " " + text[c.end :]
    return " ".join(text.split())


def split_words(text: str) -> list[str]:
    """The words of a phrase, punctuation dropped, before analysis."""
    return re.findall(r"\w+", text)
