"""The lists a text writes ("Laws 31, 39, 7", "sections A, B and C"), counted in one pass.

The citation finder reads a list once, item by item; linkify refuses a text holding a list
longer than any a person or a results page writes before the finder reads it, so that one
request's work and answer stay bounded. This count reads each character once (atomic groups
and possessive repeats: nothing is read twice).

An item is anything shaped like a reference (a law number of one or two digits with its lower
levels, a letter alone or with a paragraph, an item in brackets); items are joined by the
citation words' joiners and range words, each item perhaps after a prefix again ("Law 69B or
Law 71"). This reads more lists than the finder does (a list of board numbers too), but not the
items of a prefix written against its number ("L.1, L.2, ..."): the finder reads each list once,
so such a list costs it no more than a list of items, and the cap on links bounds its answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from indexer.cite.patterns import SP
from indexer.cite.patterns import CitationWords

#: one item: a law number and what may follow it ("16B1(a)", "12-C-1-b"), a letter alone or
#: with a paragraph ("C", "B2(a)"), or a level in brackets ("(c)", "(ii)"); never inside a word
ITEM = (
    r"(?<![\w'’.\-])"
    r"(?>[1-9][0-9]?(?![0-9])[0-9A-Za-z().\-]{0,16}"
    r"|[A-Za-z](?:[1-9][0-9A-Za-z()]{0,8})?"
    r"|\([0-9A-Za-z]{1,4}\)[0-9A-Za-z()]{0,8})"
    r"(?![\w'’])"
)
_ITEM = re.compile(ITEM)
#: the fewest items of a list worth counting (the limits on lists are far above it)
SHORTEST = 3


@dataclass(frozen=True)
class ListRun:
    """A list as written: where it starts and how many items it carries."""

    start: int
    items: int


def longest_list(text: str, words: CitationWords, over: int) -> ListRun | None:
    """The first list in ``text`` with more than ``over`` items (``over`` at least
    :data:`SHORTEST`), or None."""
    for m in _run_pattern(words).finditer(text):
        items = len(_ITEM.findall(text, m.start(), m.end()))
        if items > over:
            return ListRun(m.start(), items)
    return None


@lru_cache(maxsize=8)
def _run_pattern(words: CitationWords) -> re.Pattern[str]:
    """:data:`SHORTEST` items or more joined: each step (joiners, a prefix perhaps, an item) is
    atomic and the steps repeat possessively, so a run is read once and a failed step ends it;
    a shorter list is passed over in the regex engine (at most :data:`SHORTEST` steps read again
    from each of its items), not one by one here."""
    joiner = _alternatives((*words.joiners, *words.ranges, *words.ranges_always))
    prefix = _alternatives((*words.law, *words.laws, *words.section, *words.tight, *words.signs))
    step = rf"(?>{SP}(?:{joiner}{SP}){{1,3}}(?:{prefix}{SP})?{ITEM})"
    return re.compile(rf"{ITEM}{step}{{{SHORTEST - 1}}}{step}*+")


def _alternatives(words: tuple[str, ...]) -> str:
    """Any of ``words``, case-insensitive, longest first: signs of one character in one class,
    words starting with a letter or digit never inside a word (a boundary checked once)."""
    unique = sorted({w for w in words if w}, key=len, reverse=True)
    signs = "".join(re.escape(w) for w in unique if len(w) == 1 and not w.isalnum())
    named = [re.escape(w) for w in unique if w[0].isalnum()]
    other = [re.escape(w) for w in unique if len(w) > 1 and not w[0].isalnum()]
    parts = [*other, *([f"[{signs}]"] if signs else [])]
    if named:
        parts.append(rf"(?<!\w)(?:{'|'.join(named)})(?!\w)")
    return "(?i:" + "|".join(parts) + ")" if parts else "(?!)"
