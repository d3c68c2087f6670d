"""The concordance of the 2007 and 2017 codes: a provision's id in the other edition.

Moves are longest-prefix rules on whole levels: a move of 2007 ``16C`` to 2017 ``16D`` carries
``16C2b`` to ``16D2b`` unless a longer rule says otherwise, and ``16`` is never read as a
prefix of ``1``. A move to ``""`` records a provision the newer code deleted. A move to
another depth carries the levels below it by their place: 2007 ``15A`` became 2017 ``15B2``,
so 2007 ``15A1`` (its first paragraph) is ``15B2a`` (the first sub-paragraph), never ``15B21``.
"""

from __future__ import annotations

from collections.abc import Iterable

from indexer.ids import ROMANS
from indexer.ids import Ref
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
    return _carry(ref, key, to)


def _carry(ref: Ref, key: str, to: str) -> str | None:
    """``ref``, which lies at or below ``key``, moved under ``to``: its levels below ``key``
    become the levels below ``to``, each keeping its place (1, A, a and i are all "first").
    None when they would run past the last level (a roman item)."""
    old, new = try_ref(key), try_ref(to)
    if old is None or new is None:
        return None
    places = _places(ref)[old.depth + 1 :]
    levels = _places(new) + places
    if len(levels) > 5:
        return None
    try:
        return _from_places(levels).id
    except (ValueError, IndexError):  # past Z, past the last roman item
        return None


def _places(ref: Ref) -> list[int]:
    """The law number, then the place of each level: ``16B1a`` -> [16, 2, 1, 1]."""
    out = [ref.law]
    if ref.section:
        out.append(ord(ref.section) - ord("A") + 1)
    if ref.para is not None:
        out.append(ref.para)
    if ref.sub:
        out.append(ord(ref.sub) - ord("a") + 1)
    if ref.roman:
        out.append(ROMANS.index(ref.roman) + 1)
    return out


def _from_places(places: list[int]) -> Ref:
    law, rest = places[0], places[1:] + [0] * (4 - len(places[1:]))
    section, para, sub, roman = rest
    if section > 26 or sub > 26:
        raise ValueError("past the last letter")
    return Ref(
        law,
        chr(ord("A") + section - 1) if section else None,
        para or None,
        chr(ord("a") + sub - 1) if sub else None,
        ROMANS[roman - 1] if roman else None,
    )
