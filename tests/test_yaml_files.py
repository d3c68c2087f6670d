"""A YAML data file of provisions is the tree a JSON export is, written another way, and reads so."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from indexer.models import SourceError
from indexer.sources import format_of
from indexer.sources import load_source

LAWS = """\
# kept by hand
---
title: The Laws
definitions:
  - term: Alert
    definition: A notification.
laws:
  - law: 16
    title: Authorised and Unauthorised Information
    provisions:
      - label: A.
        heading: Players’ Use of Information
        provisions:
          - label: 1.
            text: |
              A player may use information
              from the auction.
            provisions:
              - label: (a)
                text: that comes from calls.
"""


def read(tmp_path: Path, text: str, name: str = "laws.yaml") -> list[str]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return load_source(path).text.splitlines()


def test_a_yaml_tree_of_provisions_reads_as_its_json_would_its_labels_as_typed(tmp_path: Path) -> None:
    """``label: 1.`` is the label "1." (a YAML float were 1.0), ``law: 16`` the law's number."""
    assert [line for line in read(tmp_path, LAWS) if line] == [
        "DEFINITIONS",
        "Alert — A notification.",
        "LAW 16 – Authorised and Unauthorised Information",
        "A. Players’ Use of Information",
        "1. A player may use information",
        "from the auction.",
        "(a) that comes from calls.",
    ]


def test_each_line_says_the_line_of_its_record(tmp_path: Path) -> None:
    path = tmp_path / "laws.yml"
    path.write_text(LAWS, encoding="utf-8")
    source = load_source(path)

    line = source.text.splitlines().index("(a) that comes from calls.") + 1
    assert LAWS.splitlines()[source.source_line(line) - 1].strip() == "- label: (a)"


@pytest.mark.parametrize(
    ("text", "message", "line"),
    [
        ("just a line of text\n", "no provision found in this YAML: expected a list or tree", 1),
        ("- 16\n- 17\n", "no provision found in this YAML", 1),
        ("laws:\n  - law: 16\n    title: [unclosed\n", "not valid YAML", 4),
        ("a: &x {id: '16', text: t}\nb: *x\n", r"an alias \(\*x\) repeats a node", 2),
    ],
)
def test_a_yaml_that_is_no_tree_of_provisions_is_refused_saying_why(
    tmp_path: Path, text: str, message: str, line: int
) -> None:
    with pytest.raises(SourceError, match=message) as raised:
        read(tmp_path, text)
    assert raised.value.line == line


def test_a_yaml_longer_than_any_text_of_the_laws_is_refused_quickly(tmp_path: Path) -> None:
    started = time.monotonic()
    with pytest.raises(SourceError, match="too many to read as YAML"):
        read(tmp_path, "text: " + "A player may use. " * 250_000)
    assert time.monotonic() - started < 5


def test_a_yaml_nested_past_reason_is_refused_quickly(tmp_path: Path) -> None:
    started = time.monotonic()
    with pytest.raises(SourceError, match="nested too deeply"):
        read(tmp_path, "id: '16'\nchildren: " + "[" * 100_000 + "]" * 100_000 + "\n")
    assert time.monotonic() - started < 5


@pytest.mark.parametrize(
    ("name", "declared"), [("laws.yaml", None), ("laws.YML", None), ("laws.txt", "yaml"), ("laws.txt", "yml")]
)
def test_yaml_is_chosen_by_the_declared_format_or_the_extension(name: str, declared: str | None) -> None:
    assert format_of(Path(name), declared) == "yaml"
