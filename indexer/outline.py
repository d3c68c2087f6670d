"""Give each paragraph of a law text its provision id by aligning it to the official skeleton.

Law texts print only part of their numbering: the formal text drops some ``LAW N`` and
section headings, the plain-language edition prints item numbers that restart and no headings
at all, the Dutch text heads sections in words. Each parser turns its text into a sequence of
:class:`Item` (a paragraph and whatever label it printed); :func:`align` then finds the cheapest
monotone mapping of items onto the edition's :class:`~indexer.tables.Node` sequence, where a
printed label that matches costs nothing, an unlabelled paragraph opening a provision costs a
little, and a provision of the skeleton that no paragraph opens costs according to whether it
should have had text. Dynamic programming over (item, node) with a running minimum: O(items x
nodes).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from dataclasses import field

from indexer.tables import Node

INF = math.inf

#: the level of a Ref each label kind names
LEVELS = {"law": 0, "section": 1, "para": 2, "sub": 3, "roman": 4}


@dataclass(frozen=True)
class Label:
    """A printed label: ``kind`` is law/section/para/sub/roman, ``ref`` (a whole id) or ``heading``."""

    kind: str
    value: str


@dataclass
class Item:
    """One paragraph of a source text, with what it printed before its text."""

    #: alternatives: the item matches a node if any of these does (``(i)`` is sub i or roman i)
    labels: tuple[Label, ...]
    text: str
    lines: tuple[int, int]
    heading: str = ""
    #: an id this item must take, from the document's override table
    forced: str | None = None
    #: a footnote: the index (among the items aligned together) of the item whose marker it
    #: explains; it joins that item's provision wherever the page layout printed it
    annotates: int | None = None
    #: its labels were inferred (a section letter recovered from its title, a law from its
    #: title alone), not printed: a match says "inferred", not "printed"
    inferred: bool = False
    #: found by its heading's words (a section whose letter a copy lost), or named by a printed
    #: id ("F2." under a bare law heading, "16.A.1.a"): it opens that provision, whatever the
    #: list numbers printed around it or the order of an extract's other paragraphs point to
    anchored: bool = False


@dataclass(frozen=True)
class Costs:
    """The prices of the alignment; each parser tunes them to how its text is printed."""

    unlabelled_start: float = 1.0
    continuation: float = 0.3
    label_mismatch: float = 8.0
    text_into_container: float = 3.0
    heading_start: float = 0.5
    skip_text: float = 1.0
    skip_container: float = 0.05
    #: a printed ``1.`` standing for the Laws' ``(a)`` (translations renumber lists)
    number_as_letter: float = INF
    #: a printed ``2.`` standing for section ``B`` (a web page's list copied as text)
    number_as_section: float = INF
    #: a paragraph with text printing the label of the one before it ("1." then "1.")
    repeated_label: float = 2.5
    #: how much an unlabelled paragraph that opens with its provision's heading words is
    #: preferred there ("In total point scoring, ..." under "Total Point Scoring")
    heading_bonus: float = 0.0
    #: an unlabelled paragraph opening a provision that has sub-provisions, when it does not
    #: read as a lead-in (ending with a colon)
    leadin_mismatch: float = 0.2
    #: opening a provision the skeleton lacks (the text printed its label): kept, but only
    #: where no provision of the skeleton fits
    unlisted: float = 2.0
    #: an item found by its heading's words (:attr:`Item.anchored`) placed anywhere but its
    #: own provision
    moved_anchor: float = 40.0
    #: the share of its skipping cost a node after a block's last paragraph costs when the text
    #: goes on past the block (with another law): a text printed whole leaves none out, but an
    #: extract may print a law's opening alone
    skipped_after: float = 0.0


@dataclass
class Placement:
    """Which node an item landed on, and why."""

    node: int
    opens: bool
    how: str  # printed | inferred | override


@dataclass
class Alignment:
    placements: list[Placement] = field(default_factory=list)
    cost: float = 0.0


def _label_cost(label: Label, node: Node, costs: Costs) -> float:
    ref = node.ref
    if label.kind == "ref":
        return 0.0 if label.value == node.id else INF
    if label.kind == "heading":
        return costs.heading_start if not node.has_text or node.heading else costs.text_into_container
    if LEVELS.get(label.kind) != ref.depth:
        if label.kind == "para" and ref.depth == 1 and ref.section and label.value.isdigit():
            return costs.number_as_section if int(label.value) == ord(ref.section) - 64 else INF
        if label.kind == "para" and ref.depth == 3 and ref.sub and label.value.isdigit():
            index = int(label.value) - 1
            if 0 <= index < 26 and ref.sub == chr(ord("a") + index):
                return costs.number_as_letter
        return INF
    value = {
        "law": str(ref.law),
        "section": ref.section,
        "para": str(ref.para),
        "sub": ref.sub,
        "roman": ref.roman,
    }[label.kind]
    return 0.0 if value == label.value else costs.label_mismatch


def start_cost(
    item: Item, node: Node, costs: Costs, has_children: bool = False, unlisted: bool = False
) -> tuple[float, str]:
    """What it costs for ``item`` to open ``node``, and how the id would be known."""
    cost, how = _start_cost(item, node, costs, has_children)
    if unlisted and how != "override":
        cost += costs.unlisted
    return cost, how


def _start_cost(item: Item, node: Node, costs: Costs, has_children: bool) -> tuple[float, str]:
    if item.annotates is not None:
        return INF, "inferred"  # a footnote joins the paragraph it explains, wherever it is printed
    if item.forced is not None:
        return (0.0, "override") if item.forced == node.id else (INF, "override")
    if not item.labels:
        if item.heading and not item.text:
            return costs.heading_start, "inferred"
        if not node.has_text:
            return costs.text_into_container, "inferred"
        bonus = costs.heading_bonus * heading_overlap(node.heading, item.text) if costs.heading_bonus else 0.0
        leadin = costs.leadin_mismatch if has_children and not item.text.rstrip().endswith(":") else 0.0
        return costs.unlabelled_start - bonus + leadin, "inferred"
    best = min(_label_cost(label, node, costs) for label in item.labels)
    if item.anchored and best != 0.0:
        return costs.moved_anchor, "inferred"
    if best == INF:
        return costs.label_mismatch, "inferred"
    return best, ("printed" if best == 0.0 and not item.inferred else "inferred")


def continue_cost(item: Item, node: Node, costs: Costs) -> float:
    """What it costs for ``item`` to be one more paragraph of the node before it."""
    if item.annotates is not None:
        return 0.0
    if item.forced is not None:
        return 0.0 if item.forced == node.id else INF
    if not item.labels:
        if item.text and not node.has_text:
            return costs.text_into_container
        # a law or section runs to several paragraphs more often than a numbered item does
        return costs.continuation * (1 + 0.25 * node.ref.depth)
    if item.anchored:
        return costs.moved_anchor
    if any(_label_cost(label, node, costs) == 0.0 for label in item.labels):
        if item.text and not item.heading:
            return costs.repeated_label  # "1." twice: the second is rarely the first again
        return costs.continuation  # the same label printed again (a heading repeated above its text)
    return costs.label_mismatch + costs.continuation


_WORD = re.compile(r"[a-z]+")


def heading_overlap(heading: str, text: str) -> float:
    """Share of a heading's words (by their first five letters) found early in ``text``."""
    words = {w[:5] for w in _WORD.findall(heading.lower()) if len(w) > 3}
    if not words:
        return 0.0
    opening = {w[:5] for w in _WORD.findall(text.lower())[:15]}
    return len(words & opening) / len(words)


def skip_cost(node: Node, costs: Costs) -> float:
    return costs.skip_text if node.has_text else costs.skip_container


def align(
    items: list[Item],
    nodes: tuple[Node, ...] | list[Node],
    costs: Costs,
    unlisted: frozenset[str] = frozenset(),
    complete: bool = False,
) -> Alignment:
    """The cheapest monotone placement of ``items`` on ``nodes`` (each node opened at most once).

    ``unlisted`` names nodes the skeleton lacks but the text printed: opening one costs
    :attr:`Costs.unlisted` more, so a printed provision is kept without displacing the skeleton's.
    A text may stop before its last nodes (an extract); when it is ``complete`` (the text goes
    on with another law) a node after the last item was skipped, and costs the share
    :attr:`Costs.skipped_after` of what one skipped between items does.
    """
    n, m = len(items), len(nodes)
    if n == 0:
        return Alignment()
    if m == 0:
        raise ValueError("no skeleton to align to")
    prefix = [0.0]
    for node in nodes:
        prefix.append(prefix[-1] + skip_cost(node, costs))
    parents = [j + 1 < m and nodes[j + 1].ref.parent == nodes[j].ref for j in range(m)]
    extra = [node.id in unlisted for node in nodes]
    starts = [
        [start_cost(item, node, costs, parents[j], extra[j]) for j, node in enumerate(nodes)]
        for item in items
    ]
    cost = [[INF] * m for _ in range(n)]
    back: list[list[tuple[int, bool]]] = [[(-1, True)] * m for _ in range(n)]
    for j in range(m):
        cost[0][j] = prefix[j] + starts[0][j][0]
    for i in range(1, n):
        best, best_j = INF, -1
        for j in range(m):
            # open node j, coming from the best earlier node (skipping those between)
            if j > 0:
                candidate = cost[i - 1][j - 1] - prefix[j]
                if candidate < best:
                    best, best_j = candidate, j - 1
            opened = best + prefix[j] + starts[i][j][0] if best_j >= 0 else INF
            stayed = cost[i - 1][j] + continue_cost(items[i], nodes[j], costs)
            if opened <= stayed:
                cost[i][j], back[i][j] = opened, (best_j, True)
            else:
                cost[i][j], back[i][j] = stayed, (j, False)
    # a text may stop early (an extract, a truncated file): what it never reached costs nothing,
    # unless the text went on past it
    share = costs.skipped_after if complete else 0.0
    final = [cost[n - 1][j] + share * (prefix[m] - prefix[j + 1]) for j in range(m)]
    j = min(range(m), key=final.__getitem__)
    total = final[j]
    placements: list[Placement] = [Placement(0, True, "")] * n
    for i in range(n - 1, -1, -1):
        previous, opens = back[i][j] if i > 0 else (-1, True)
        placements[i] = Placement(j, opens, starts[i][j][1] if opens else "")
        if i > 0:
            j = previous
    # a continuation is known the way its opening paragraph was
    for i in range(1, n):
        if not placements[i].opens:
            placements[i].how = placements[i - 1].how
    return Alignment(placements, total)


def assemble(
    items: list[Item],
    nodes: tuple[Node, ...] | list[Node],
    alignment: Alignment,
    fill_headings: bool,
) -> list[Draft]:
    """Group aligned items into drafts of provisions, adding the enclosing provisions they imply.

    A section or law that no paragraph printed (a container) is still made, empty, so that
    every provision has its parent; ``fill_headings`` takes headings from the skeleton where
    the text printed none (only when the text is in the skeleton's language).
    """
    by_id = {node.id: node for node in nodes}
    drafts: dict[str, Draft] = {}
    order: list[str] = []

    def ensure(node: Node, how: str) -> Draft:
        if node.id not in drafts:
            for ancestor in node.ref.ancestors():
                parent = by_id.get(ancestor.id)
                if parent is not None and parent.id not in drafts:
                    ensure(parent, "skeleton")
            heading = node.heading if fill_headings else ""
            drafts[node.id] = Draft(node, heading, [], None, how)
            order.append(node.id)
        return drafts[node.id]

    for item, placement in zip(items, alignment.placements, strict=True):
        if item.annotates is not None:
            continue
        node = nodes[placement.node]
        draft = ensure(node, placement.how)
        if placement.opens and draft.how == "skeleton":
            draft.how = placement.how
        if item.heading:
            draft.heading = item.heading
        if item.text:
            draft.paragraphs.append(item.text)
        draft.extend(item.lines)
    for item in items:
        if item.annotates is not None:
            note = drafts[nodes[alignment.placements[item.annotates].node].id]
            note.paragraphs.append(item.text)
            note.copies.append(item.lines)
    return [drafts[i] for i in order]


@dataclass
class Draft:
    """A provision being assembled: its node, heading, paragraphs and source lines."""

    node: Node
    heading: str
    paragraphs: list[str]
    lines: tuple[int, int] | None
    how: str
    copies: list[tuple[int, int]] = field(default_factory=list)

    def extend(self, lines: tuple[int, int]) -> None:
        if self.lines is None:
            self.lines = lines
        else:
            self.lines = (min(self.lines[0], lines[0]), max(self.lines[1], lines[1]))
