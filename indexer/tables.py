"""The data tables under ``corpus/data``, parsed into plain values.

Reading the files is ``build``'s job; this module turns their parsed TOML into types and
checks them, so a typo in a table fails with the file and the entry at fault.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from dataclasses import field
from typing import Any

from indexer.ids import Ref
from indexer.ids import parse_ref
from indexer.models import SourceError

#: one skeleton entry: the id, ``*`` when the provision has text of its own, an optional heading
_ENTRY = re.compile(r"^(?P<id>[0-9A-Za-z_]+)(?P<text>\*)?(?:\s+(?P<heading>.+))?$")


@dataclass(frozen=True)
class Node:
    """One provision of an edition's official structure."""

    id: str
    ref: Ref
    has_text: bool
    heading: str = ""


@dataclass(frozen=True)
class Skeleton:
    """The official structure of one edition: per law, its provisions in order."""

    edition: str
    laws: dict[int, tuple[Node, ...]]

    def nodes(self, law: int) -> tuple[Node, ...]:
        """The law's own node followed by its provisions (empty when the law is not tabled)."""
        return self.laws.get(law, ())

    def subtree(self, ref: Ref) -> tuple[Node, ...]:
        """``ref``'s node and every node below it, in order."""
        prefix = ref.id
        return tuple(n for n in self.nodes(ref.law) if n.id == prefix or _is_below(n.ref, ref))

    def ids(self) -> set[str]:
        return {n.id for nodes in self.laws.values() for n in nodes}


def _is_below(node: Ref, ref: Ref) -> bool:
    return any(a == ref for a in node.ancestors())


@dataclass(frozen=True)
class Move:
    """One concordance entry: a provision's id in the old edition and in the new."""

    old: str
    new: str
    source: str
    note: str = ""


@dataclass(frozen=True)
class Tables:
    """Every data table the pipeline needs, passed explicitly to each stage."""

    skeletons: dict[str, Skeleton]
    titles: dict[str, dict[int, str]]
    moves: tuple[Move, ...] = ()
    #: language -> edition -> law -> title, from titles.toml's [translations]
    translated_titles: dict[str, dict[str, dict[int, str]]] = field(default_factory=dict)
    #: per language: section id -> heading as the translation prints it
    headings: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: per document: source line -> provision id, for what alignment cannot know
    overrides: dict[str, dict[str, str]] = field(default_factory=dict)
    #: per language: the words a text prints around its structure (corpus/data/layout.toml)
    layout: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: per language: the words citations are made of (corpus/data/citations.toml, parsed), for
    #: :func:`indexer.citation_patterns.load_words`
    citation_words: dict[str, Any] = field(default_factory=dict)
    #: the codes of the Laws, oldest first (corpus/data/editions.toml); the last is current
    editions: tuple[str, ...] = ("2007", "2017")

    @property
    def current_edition(self) -> str:
        return self.editions[-1]

    def title(self, edition: str | None, law: int) -> str:
        return self.titles.get(edition or self.current_edition, {}).get(law, "")


def read_skeleton(data: dict[str, Any], file: str) -> Skeleton:
    """A skeleton table (``skeleton-<edition>.toml``) as a :class:`Skeleton`."""
    laws: dict[int, tuple[Node, ...]] = {}
    for key, law in data.get("laws", {}).items():
        number = int(key)
        nodes = [Node(str(number), Ref(number), False, law.get("title", ""))]
        for entry in law.get("provisions", []):
            match = _ENTRY.match(entry.strip())
            if not match:
                raise SourceError(file, None, f"law {number}: unreadable skeleton entry {entry!r}")
            try:
                ref = parse_ref(match["id"])
            except ValueError as exc:
                raise SourceError(file, None, f"law {number}: {exc}") from exc
            if ref.law != number:
                raise SourceError(file, None, f"law {number}: entry {entry!r} belongs to another law")
            node = Node(ref.id, ref, bool(match["text"]), (match["heading"] or "").strip())
            if ref.id == str(number):
                nodes[0] = Node(ref.id, ref, node.has_text, nodes[0].heading or node.heading)
            else:
                nodes.append(node)
        laws[number] = tuple(nodes)
    return Skeleton(str(data.get("edition", "")), laws)


def read_titles(data: dict[str, Any]) -> dict[str, dict[int, str]]:
    """``titles.toml`` as edition -> law number -> title."""
    return {
        edition: {int(k): v for k, v in table.get("titles", {}).items()}
        for edition, table in data.get("editions", {}).items()
    }


def read_title_translations(data: dict[str, Any]) -> dict[str, dict[str, dict[int, str]]]:
    """``titles.toml``'s translated titles as language -> edition -> law number -> title.

    They sit in ``[translations.<language>.<edition>.titles]``, beside the English tables that
    :func:`read_titles` reads, so that a reader of the English titles is not affected.
    """
    return {
        language: {
            edition: {int(k): v for k, v in table.get("titles", {}).items()}
            for edition, table in editions.items()
        }
        for language, editions in data.get("translations", {}).items()
    }


def read_moves(data: dict[str, Any], file: str) -> tuple[Move, ...]:
    """The concordance entries, each checked to carry its source."""
    moves = []
    for entry in data.get("move", []):
        if not entry.get("source"):
            raise SourceError(file, None, f"concordance entry {entry.get('from')!r} has no source")
        moves.append(Move(entry["from"], entry.get("to", ""), entry["source"], entry.get("note", "")))
    return tuple(moves)
