"""The codes of the Laws a citation may name: "2007 Law 16C" is the 2007 code's 16C.

The 2017 code renumbered some of the 2007 provisions (Law 16's C and D swapped). A citation
with no year is read in every text's own numbering; one that names a code ("2007 law 16C",
"Law 16C (2007)", "artikel 16C van 2017") is that code's provision, found in a text of the
other code under the number the concordance gives it there. The index keeps a copy of the
editions and the concordance, which it reads citations with.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable
from collections.abc import Sequence
from dataclasses import dataclass

from indexer.concordance import move_id
from indexer.tables import Move

#: the copy of the editions and the concordance kept in the index directory
EDITIONS_FILE = "editions.json"


def write_editions(index_dir: str, editions: Sequence[str], moves: Iterable[Move]) -> None:
    """Keep the editions (oldest first) and the concordance's moves beside the index."""
    data = {"editions": list(editions), "moves": [[m.old, m.new] for m in moves]}
    with open(os.path.join(index_dir, EDITIONS_FILE), "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)


@dataclass(frozen=True)
class Editions:
    """The editions (oldest first, the last the current code) and the moves between them."""

    names: tuple[str, ...] = ()
    moves: tuple[Move, ...] = ()

    @classmethod
    def load(cls, index_dir: str) -> Editions:
        """The copy kept beside the index; none (an index that predates it): no editions."""
        try:
            with open(os.path.join(index_dir, EDITIONS_FILE), encoding="utf-8") as f:
                data = json.load(f)
        except FileNotFoundError:
            return cls()
        moves = tuple(Move(old, new, source="") for old, new in data["moves"])
        return cls(tuple(data["editions"]), moves)

    @property
    def current(self) -> str | None:
        return self.names[-1] if self.names else None

    def named_in(self, text: str) -> tuple[str | None, str]:
        """The edition a query names beside its citation ("2007 law 16C"), and the query
        without it; a query naming none or several is left as typed."""
        if not self.names:
            return None, text
        pattern = re.compile(r"(?<![\w.])(" + "|".join(map(re.escape, self.names)) + r")(?![\w.])")
        named = {m.group(1) for m in pattern.finditer(text)}
        if len(named) != 1:
            return None, text
        return named.pop(), " ".join(pattern.sub(" ", text).split())

    def current_id(self, pid: str, edition: str) -> str | None:
        """``pid`` of ``edition`` in the current code's numbering (None: the current code
        has no such provision)."""
        if edition == self.current:
            return pid
        return move_id(pid, self.moves, forward=True)
