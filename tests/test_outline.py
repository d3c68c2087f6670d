"""The alignment of printed paragraphs to a skeleton, on small made-up laws, and under fuzzing."""

from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from indexer.ids import parse_ref
from indexer.outline import Costs
from indexer.outline import Item
from indexer.outline import Label
from indexer.outline import align
from indexer.tables import Node


def skeleton(*entries: str) -> tuple[Node, ...]:
    """Nodes from entries like the skeleton files': ``"9A1*"`` has text, ``"9A"`` does not."""
    return tuple(
        Node(parse_ref(e.rstrip("*")).id, parse_ref(e.rstrip("*")), e.endswith("*")) for e in entries
    )


def item(text: str, *labels: tuple[str, str]) -> Item:
    return Item(tuple(Label(kind, value) for kind, value in labels), text, (1, 1))


LAW_9_10 = skeleton("9", "9A", "9A1*", "9A2*", "9B*", "10", "10A*", "10B*", "10C", "10C1*", "10C2*")


DEFAULT = Costs()


def placed(items: list[Item], nodes: tuple[Node, ...], costs: Costs = DEFAULT) -> list[str]:
    return [nodes[p.node].id for p in align(items, nodes, costs).placements]


def test_printed_labels_place_paragraphs_on_their_provisions() -> None:
    items = [item("", ("law", "9")), item("first", ("para", "1")), item("second", ("para", "2"))]
    assert placed(items, LAW_9_10) == ["9", "9A1", "9A2"]


def test_a_law_whose_headings_are_missing_is_found_from_its_numbering() -> None:
    items = [
        item("", ("law", "9")),
        item("one", ("para", "1")),
        item("B text", ("section", "B")),
        item("unlabelled, opens 10A"),
        item("unlabelled, opens 10B"),
        item("first of C", ("para", "1")),
    ]
    assert placed(items, LAW_9_10) == ["9", "9A1", "9B", "10A", "10B", "10C1"]


def test_a_hard_wrapped_paragraph_stays_with_its_provision() -> None:
    items = [
        item("", ("law", "9")),
        item("one", ("para", "1")),
        item("more of one"),
        item("two", ("para", "2")),
    ]
    assert placed(items, LAW_9_10) == ["9", "9A1", "9A1", "9A2"]


def test_a_translation_may_print_numbers_for_the_laws_letters() -> None:
    nodes = skeleton("16", "16A", "16A1*", "16A1a*", "16A1b*", "16A2*")
    items = [item("lead-in:"), item("a", ("para", "1")), item("b", ("para", "2")), item("two")]
    costs = Costs(continuation=1.0, unlabelled_start=0.5, number_as_letter=0.3)
    assert placed(items, nodes, costs) == ["16A1", "16A1a", "16A1b", "16A2"]


def test_a_text_that_stops_early_is_not_stretched_to_the_end() -> None:
    items = [item("", ("law", "9")), item("one", ("para", "1"))]
    assert placed(items, LAW_9_10) == ["9", "9A1"]


LABELS = st.sampled_from(
    [(), (("para", "1"),), (("para", "2"),), (("section", "A"),), (("section", "C"),), (("sub", "a"),)]
)


@settings(max_examples=200, deadline=None)
@given(st.lists(LABELS, min_size=1, max_size=25))
def test_any_sequence_of_paragraphs_is_placed_in_order_opening_each_provision_once(labels: list) -> None:
    items = [item(f"p{i}", *lab) for i, lab in enumerate(labels)]
    placements = align(items, LAW_9_10, Costs()).placements
    nodes = [p.node for p in placements]
    assert nodes == sorted(nodes)
    opened = [p.node for p in placements if p.opens]
    assert len(opened) == len(set(opened)) and placements[0].opens
