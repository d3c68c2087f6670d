"""A JSON export of provisions (a rules app's, a scraper's) reads as the rows of a table export do."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from indexer.models import SourceError
from indexer.sources import format_of
from indexer.sources import load_source

TREE = {
    "exported": "2023-03-13",
    "definitions": [{"term": "Alert", "definition": "A notification."}],
    "front_matter": [{"title": "Preface to the Laws", "text": "The first Laws were published in 1928."}],
    "laws": [
        {
            "id": "16",
            "title": "Authorised and Unauthorised Information",
            "provisions": [
                {"id": "16A", "heading": "Players’ Use of Information", "provisions": [
                    {"id": "16A1", "text": "A player may use information.", "provisions": [
                        {"id": "16A1a", "text": ["that comes from calls.", "and from plays."]},
                    ]},
                ]},
            ],
        }
    ],
}  # fmt: skip


def read(tmp_path: Path, data: object, name: str = "export.json") -> list[str]:
    path = tmp_path / name
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return load_source(path).text.splitlines()


def test_a_tree_of_provisions_reads_as_printed_lines_in_order(tmp_path: Path) -> None:
    lines = read(tmp_path, TREE)

    assert lines[lines.index("LAW 16 – Authorised and Unauthorised Information") :] == [
        "LAW 16 – Authorised and Unauthorised Information",
        "A. Players’ Use of Information",
        "1. A player may use information.",
        "(a) that comes from calls.",
        "and from plays.",
    ]


def test_front_matter_and_definitions_read_by_their_part(tmp_path: Path) -> None:
    lines = read(tmp_path, TREE)

    assert lines[:2] == ["DEFINITIONS", "Alert — A notification."]
    assert lines[2:4] == ["PREFACE", "The first Laws were published in 1928."]


def test_children_printing_their_labels_alone_read_under_their_parents_in_dutch_keys(tmp_path: Path) -> None:
    export = [
        {"artikel": 16, "titel": "Geoorloofde informatie", "children": [
            {"label": "B", "kop": "Extra informatie", "children": [
                {"label": "1.", "children": [{"label": "a", "tekst": "Een speler mag niet kiezen."}]},
                {"label": "2", "tekst": "Als een speler meent dat..."},
            ]},
        ]},
    ]  # fmt: skip
    lines = read(tmp_path, export)

    assert lines == [
        "",
        "LAW 16 – Geoorloofde informatie",
        "B. Extra informatie",
        "1. (a) Een speler mag niet kiezen.",
        "2. Als een speler meent dat...",
    ]


def test_a_flat_list_with_ids_split_over_keys_reads_as_split_columns(tmp_path: Path) -> None:
    export = {"rows": [
        {"law": 16, "section": "", "paragraph": "", "title": "Information", "body": ""},
        {"law": 16, "section": "B", "paragraph": 1, "title": "", "body": "Extraneous information."},
    ]}  # fmt: skip

    assert read(tmp_path, export) == ["", "LAW 16 – Information", "B. 1. Extraneous information."]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"laws": [{"name": "x", "pages": 3}]}, "no provision found in this JSON: expected a list or tree"),
        (["just", "strings"], "no provision found in this JSON"),
        (42, "no provision found in this JSON"),
    ],
)
def test_a_json_that_is_no_tree_of_provisions_is_refused_saying_what_was_expected(
    tmp_path: Path, data: object, message: str
) -> None:
    with pytest.raises(SourceError, match=message):
        read(tmp_path, data)


def test_a_broken_json_is_refused_with_its_line(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{\n  "id": "16",\n  "text": "unclosed\n}', encoding="utf-8")

    with pytest.raises(SourceError) as raised:
        load_source(path)
    assert raised.value.line == 3 and raised.value.reason.startswith("not valid JSON")


def test_a_json_nested_past_reason_is_refused_quickly(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text('{"id": "16", "children": ' + "[" * 100_000 + "]" * 100_000 + "}", encoding="utf-8")
    started = time.monotonic()

    with pytest.raises(SourceError, match="nested too deeply"):
        load_source(path)
    assert time.monotonic() - started < 5


@pytest.mark.parametrize(
    ("name", "declared", "expected"),
    [("laws.json", None, "json"), ("laws.JSON", None, "json"), ("laws.txt", "json", "json")],
)
def test_json_is_chosen_by_the_declared_format_or_the_extension(
    name: str, declared: str | None, expected: str
) -> None:
    assert format_of(Path(name), declared) == expected


def test_each_line_says_the_line_of_its_record(tmp_path: Path) -> None:
    path = tmp_path / "laws.json"
    written = json.dumps(TREE, indent=2)
    path.write_text(written, encoding="utf-8")
    source = load_source(path)

    line = source.text.splitlines().index("1. A player may use information.") + 1
    assert written.splitlines()[source.source_line(line) - 1].strip() == '"id": "16A1",'


def test_a_part_heading_alone_heads_the_entries_after_it_in_its_list(tmp_path: Path) -> None:
    """``{"heading": "Definitions"}`` with no text, its terms after it in the same list, as a
    list of the front matter is written; a part or a law after them is no entry."""
    front = [
        {"heading": "Preface", "text": "The first Laws were published in 1928."},
        {"heading": "Definitions"},
        {"term": "Alert", "definition": "A notification."},
        {"term": "Bid", "definition": "An undertaking."},
        {"heading": "Introduction", "text": "The Laws are designed."},
        {"id": "1", "heading": "The Pack", "text": "Duplicate bridge is played with a pack."},
    ]
    assert [line for line in read(tmp_path, {"front": front}) if line] == [
        "PREFACE",
        "The first Laws were published in 1928.",
        "DEFINITIONS",
        "Alert — A notification.",
        "Bid — An undertaking.",
        "INTRODUCTION",
        "The Laws are designed.",
        "LAW 1 – The Pack",
        "Duplicate bridge is played with a pack.",
    ]
