"""Belgian and Dutch rules number their paragraphs as points, "1°", "2°" (also "1º", "1°)"): a
point at a line's start is the paragraph's label, as "1." is."""

from __future__ import annotations

import pytest

from indexer.outline import Label
from indexer.parsers.lawtext import split_labels
from tests.layouts import DUTCH
from tests.layouts import SOURCES
from tests.layouts import degree_points
from tests.layouts import roundtrip


@pytest.mark.parametrize(
    ("line", "labels", "rest"),
    [
        ("1° Wie voor de beurt", [Label("para", "1")], "Wie voor de beurt"),
        ("2º de leider", [Label("para", "2")], "de leider"),
        ("3°) a player", [Label("para", "3")], "a player"),
        ("B. 2° het bieden", [Label("section", "B"), Label("para", "2")], "het bieden"),
        ("1° (a) een speler", [Label("para", "1"), Label("paren", "a")], "een speler"),
    ],
)
def test_a_numbered_point_is_a_paragraph_label(line: str, labels: list[Label], rest: str) -> None:
    assert split_labels(line) == (labels, rest)


@pytest.mark.parametrize("line", ["1°C is the temperature", "1°x", "120° turned"])
def test_a_degree_inside_text_is_no_label(line: str) -> None:
    assert split_labels(line) == ([], line)


@pytest.mark.parametrize(("doc_id", "kind"), [*SOURCES.items(), *DUTCH.items()])
def test_a_law_text_with_numbered_points_reads_back_whole(doc_id: str, kind: str) -> None:
    right, checked, misses = roundtrip(doc_id, kind, "degree-points", degree_points)
    assert right == checked, misses
