"""A screen reader's saved speech (NVDA's or JAWS's speech viewer) as the parsers' layout.

A reader who saves what the screen reader said of a page leaves a text whose headings are
spoken with their level ("Heading level 2: Law 16 Authorised Information", "Kop niveau 2:
Artikel 16 …") and whose lists, tables and page regions are announced on lines of their own
("list with 4 items", "out of list", "main landmark", "link, Home"). The text is read so
when such heading prefixes are unmistakable: at least :data:`MIN_HEADINGS` lines open with
one. Then the prefixes go (the heading stays) and the announcing lines are furniture, left
out and reported.

The prefixes' words and the announcements' patterns are data (``speech_headings`` and
``speech_furniture`` in ``corpus/data/layout.toml``), read in every language's text: a screen
reader speaks its own language, whatever the page's. The text keeps its lines: line n stays
line n.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

#: the fewest spoken heading lines that make a text a screen reader's speech
MIN_HEADINGS = 3


@dataclass(frozen=True)
class SpeechWords:
    """How a screen reader announces headings and page furniture (``layout.toml``)."""

    #: the words before a heading's level ("Heading level", "Kop niveau")
    headings: tuple[str, ...] = ()
    #: the lines it speaks of itself (lists, tables, landmarks, links), as regular expressions
    furniture: tuple[str, ...] = ()


@dataclass(frozen=True)
class Speech:
    """The speech's lines with its heading prefixes and furniture gone, and what was left out."""

    lines: list[str]
    notices: list[tuple[int | None, str]]


def read_speech(lines: list[str], words: SpeechWords) -> Speech | None:
    """``lines`` as a screen reader's speech, or None when its heading prefixes are not
    unmistakable in them."""
    prefix, furniture = _patterns(words.headings, words.furniture)
    if prefix is None or sum(1 for line in lines if prefix.match(line)) < MIN_HEADINGS:
        return None
    out = [prefix.sub("", line, count=1) for line in lines]
    dropped = [i for i, line in enumerate(out) if furniture is not None and furniture.fullmatch(line.strip())]
    for i in dropped:
        out[i] = ""
    notices: list[tuple[int | None, str]] = [(1, "screen reader's speech read: its heading levels left out")]
    if dropped:
        shown = "; ".join(dict.fromkeys(lines[i].strip() for i in dropped[:20]))
        said = f"{len(dropped)} lines the screen reader spoke of the page left out: {shown}"
        notices.append((dropped[0] + 1, said))
    return Speech(out, notices)


@lru_cache(maxsize=8)
def _patterns(
    headings: tuple[str, ...], furniture: tuple[str, ...]
) -> tuple[re.Pattern[str] | None, re.Pattern[str] | None]:
    """A heading's spoken prefix ("Heading level 2: "), and the furniture lines, as patterns."""
    if not headings:
        return None, None
    words = "|".join(re.escape(w) for w in sorted(headings, key=len, reverse=True))
    prefix = re.compile(rf"^\s*(?:{words})\s+\d{{1,2}}\s*[:,]?\s+", re.IGNORECASE)
    lines = re.compile("|".join(f"(?:{p})" for p in furniture), re.IGNORECASE) if furniture else None
    return prefix, lines
