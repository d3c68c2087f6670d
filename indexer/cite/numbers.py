"""Law numbers written out: number words made by rule from a language's table, and Roman numerals.

A search query may name a law as "law sixteen", "artikel drieënnegentig" or "Law XVI". The
words are data (``[<lang>.number_words]`` in ``corpus/data/citations.toml``: units, teens, tens
and the forms a compound takes); every number from 1 to 99 is made from them here, so that a
number past the Laws ("ninety-four") is known for what it is and not read as its first word.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from indexer.ids import LAW_COUNT

#: the highest number the words are made for: every two-digit number, so none is misread
HIGHEST = 99

#: Roman numeral symbols and their values, subtractive pairs included, largest first
_ROMAN_SYMBOLS = (
    (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
)  # fmt: skip


def roman_numeral(number: int) -> str:
    """The Roman numeral of a number from 1 to 399, in capitals: 16 -> "XVI", 93 -> "XCIII"."""
    if not 1 <= number < 400:
        raise ValueError(f"{number} has no Roman numeral here")
    out = []
    for value, symbol in _ROMAN_SYMBOLS:
        count, number = divmod(number, value)
        out.append(symbol * count)
    return "".join(out)


@lru_cache(maxsize=1)
def roman_values() -> dict[str, int]:
    """Every law number's Roman numeral, in capitals, and its value ("XVI" -> 16)."""
    return {roman_numeral(n): n for n in range(1, LAW_COUNT + 1)}


def number_words(table: Mapping[str, Any], highest: int = LAW_COUNT) -> dict[str, int]:
    """Each written form of the numbers 1 to ``highest`` in one language, lower-case with accents
    read as their letters ("tweeëntwintig" -> "tweeentwintig"), and its value.

    :param table: a language's ``number_words`` table: ``units`` (1-9), ``teens`` (10-19),
        ``tens`` (20, 30 ... 90) and ``compounds``, templates joining a tens and a unit word
        ("{tens}-{unit}", "{unit}en{tens}").
    """
    return _made(table, highest, lambda word: word)


def ordinal_words(
    table: Mapping[str, Any], ordinals: Mapping[str, Any], highest: int = LAW_COUNT
) -> dict[str, int]:
    """Each written form of the ordinals 1st to ``highest``th in one language, made from its
    number words by rule ("sixteenth", "twenty-first", "zestiende", "eenentwintigste"), lower-case
    and unaccented, and its value.

    :param table: the language's ``number_words`` table (see :func:`number_words`).
    :param ordinals: its ``ordinals`` table: ``suffix`` for a number word, ``endings`` (a word's
        last letters and what replaces them: "y" -> "ieth"), ``irregular`` forms ("one" ->
        "first"). A compound takes the ordinal form of the word its template writes last.
    """
    suffix = ordinals.get("suffix", "")
    endings = sorted(ordinals.get("endings", {}).items(), key=lambda kv: len(kv[0]), reverse=True)
    irregular = {plain(k).lower(): v for k, v in ordinals.get("irregular", {}).items()}

    def ordinal(word: str) -> str:
        if plain(word).lower() in irregular:
            return irregular[plain(word).lower()]
        for ending, replacement in endings:
            if word.endswith(ending):
                return word[: len(word) - len(ending)] + replacement
        return word + suffix

    return _made(table, highest, ordinal)


def _made(table: Mapping[str, Any], highest: int, last: Callable[[str], str]) -> dict[str, int]:
    """Each form of the numbers 1 to ``highest`` made from a ``number_words`` table, the word
    written last in each put through ``last`` (a cardinal keeps it, an ordinal changes it)."""
    units, teens, tens = table.get("units", []), table.get("teens", []), table.get("tens", [])
    if len(units) != 9 or len(teens) != 10 or len(tens) != 8:
        raise ValueError("number_words needs 9 units, 10 teens and 8 tens")
    forms: dict[str, int] = {}

    def add(word: str, value: int) -> None:
        if value <= highest:
            forms.setdefault(plain(word).lower(), value)

    for n, word in enumerate(units, 1):
        add(last(word), n)
    for n, word in enumerate(teens, 10):
        add(last(word), n)
    for t, ten in enumerate(tens, 2):
        add(last(ten), 10 * t)
        for n, unit in enumerate(units, 1):
            for template in table.get("compounds", []):
                if template.index("{unit}") > template.index("{tens}"):
                    add(template.format(tens=ten, unit=last(unit)), 10 * t + n)
                else:
                    add(template.format(tens=last(ten), unit=unit), 10 * t + n)
    return forms


@lru_cache(maxsize=1)
def _unaccented() -> dict[int, int]:
    """Each accented Latin letter that is one letter and one mark, mapped to its letter."""
    table = {}
    for code in range(0xC0, 0x250):
        parts = unicodedata.normalize("NFD", chr(code))
        if len(parts) == 2 and unicodedata.combining(parts[1]):
            table[code] = ord(parts[0])
    return table


def plain(text: str) -> str:
    """``text`` with accented letters read as their letters ("één" -> "een"); the same length,
    so offsets into it index the text as given."""
    return text if text.isascii() else text.translate(_unaccented())
