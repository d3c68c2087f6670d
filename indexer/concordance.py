"""The concordance of the 2007 and 2017 codes: a provision's id in the other edition.

Moves are longest-prefix rules on whole levels: a move of 2007 ``16C`` to 2017 ``16D`` carries
``16C2b`` to ``16D2b`` unless a longer rule says otherwise, and ``16`` is never read as a
prefix of ``1``. A move to ``""`` records a provision the newer code deleted.
"""

from __future__ import annotations

from collections.abc import Iterable

from indexer.ids import try_ref
from indexer.tables import Move


def move_id(pid: str, moves: Iterable[Move], forward: bool) -> str | None:
    """``pid`` in the other edition (``forward``: old to new); the same id when no move
    applies, None when the other edition has no such provision."""
    ref = try_ref(pid)
    if ref is None:
        return pid
    chain = {a.id for a in ref.ancestors()} | {ref.id}
    best: Move | None = None
    for move in moves:
        key = move.old if forward else move.new
        if key and key in chain and (best is None or len(key) > len(best.old if forward else best.new)):
            best = move
    if best is None:
        return pid
    key, to = (best.old, best.new) if forward else (best.new, best.old)
    if not to:
        return None
    return to + pid[len(key) :]
