"""The codes of the Laws a citation may name: "2007 Law 16C" is the 2007 code's 16C.

The 2017 code renumbered some of the 2007 provisions (Law 16's C and D swapped). A citation
with no year is read in every text's own numbering; one that names a code ("2007 law 16C",
"Law 16C (2007)", "artikel 16C van 2017") is that code's provision, found in a text of the
other code under the number the concordance gives it there (:class:`indexer.compare.Codes`).
The index keeps a copy of the codes and the concordance, which it reads citations with.
"""

from __future__ import annotations

import functools
import json
import os
import re

from indexer.compare import Codes
from indexer.tables import Move

#: the copy of the codes and the concordance kept in the index directory
EDITIONS_FILE = "editions.json"


def write_codes(index_dir: str, codes: Codes) -> None:
    """Keep the codes (oldest first) and the concordance's moves beside the index."""
    data = {"editions": list(codes.editions), "moves": [[m.old, m.new] for m in codes.moves]}
    with open(os.path.join(index_dir, EDITIONS_FILE), "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)


def read_codes(index_dir: str) -> Codes | None:
    """The copy kept beside the index; None for an index that predates it or knows no code."""
    try:
        with open(os.path.join(index_dir, EDITIONS_FILE), encoding="utf-8") as f:
            data = json.load(f)
    except FileNotFoundError:
        return None
    if not data["editions"]:
        return None
    return Codes(tuple(data["editions"]), tuple(Move(old, new, source="") for old, new in data["moves"]))


def edition_named(text: str, codes: Codes | None) -> tuple[str | None, str]:
    """The code a query names beside its citation ("2007 law 16C"), and the query without it;
    a query naming none or several is left as typed."""
    if codes is None:
        return None, text
    pattern = _year(codes.editions)
    named = {m.group(1) for m in pattern.finditer(text)}
    if len(named) != 1:
        return None, text
    return named.pop(), " ".join(pattern.sub(" ", text).split())


@functools.lru_cache(maxsize=4)
def _year(editions: tuple[str, ...]) -> re.Pattern[str]:
    """A code's name standing alone ("2007", not "20071" or "2007.5")."""
    return re.compile(r"(?<![\w.])(" + "|".join(map(re.escape, editions)) + r")(?![\w.])")
