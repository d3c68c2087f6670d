"""``flask --app app cite TEXT``: each citation with its URL, for scripts."""

from __future__ import annotations

import json

from flask import Flask


def test_each_target_is_printed_with_its_url(app: Flask) -> None:
    result = app.test_cli_runner().invoke(
        args=["cite", "see Law 73C. Also Laws 62A and 79A2.", "--base-url", "https://x.org"]
    )
    assert result.exit_code == 0, result.output
    rows = [line.split("\t") for line in result.output.splitlines()]
    assert ["Law 73C", "73C", "https://x.org/laws/laws-2017-everyday-en/73C"] in rows
    assert [r[1] for r in rows] == ["73C", "62A", "79A2"]
    assert any(r[1] == "62A" and r[-1] == "(not in this corpus)" for r in rows)


def test_json_lines_carry_the_api_fields(app: Flask) -> None:
    result = app.test_cli_runner().invoke(args=["cite", "Law 16B1(a)", "--json"])
    item = json.loads(result.output.splitlines()[0])
    assert (item["raw"], item["start"], item["end"]) == ("Law 16B1(a)", 0, 11)
    assert item["url"].startswith("http://127.0.0.1:8000/laws/") and item["url"].endswith("/16B1a")


def test_text_without_citations_prints_nothing(app: Flask) -> None:
    result = app.test_cli_runner().invoke(args=["cite", "Board 16, 3NT made, 70%"])
    assert (result.exit_code, result.output) == (0, "")


def test_standard_input_is_read_with_a_dash(app: Flask) -> None:
    result = app.test_cli_runner().invoke(args=["cite", "-"], input="artikel 16C\n")
    assert result.output.split("\t")[1] == "16C"
