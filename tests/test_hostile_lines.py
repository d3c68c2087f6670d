"""Lines made of one mark again and again (``[[[[``, backticks, spaces) read as what they are;
the markup the readers take off such lines still comes off where it is real."""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.sources import load_source


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _load(tmp_path: Path, name: str, text: str, format: str | None = None) -> list[str]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return load_source(path, name=name, format=format).text.splitlines()


@pytest.mark.parametrize("mark", ["[", "![", "[^", "`", "[x](", "(", "  "])
def test_a_markdown_line_of_one_mark_reads_as_itself(tmp_path: Path, mark: str) -> None:
    line = "Law 16 " + mark * 3000 + "end"
    assert _load(tmp_path, "marks.md", line + "\n")[0].split()[-1].endswith("end")


def test_markdown_links_images_notes_code_and_breaks_still_lose_their_markup(tmp_path: Path) -> None:
    text = (
        "See [Law 16](https://example.org/16) and ![the table](t.png) [^1], `Law 17`.  \n"
        "A [reference][laws] and ``code``.\\\n"
        "   |   ---   |   ---   |   \n"
    )
    assert _load(tmp_path, "inline.md", text)[:2] == [
        "See Law 16 and the table , Law 17.",
        "A reference and code.",
    ]


def test_an_indented_dash_line_is_a_list_item_not_a_table_rule(tmp_path: Path) -> None:
    lines = _load(tmp_path, "list.md", "# Law 16\n\n" + " " * 4000 + "- A player may use\n")
    assert lines[-1] == "• A player may use"


def test_a_wiki_line_of_brackets_reads_as_itself(tmp_path: Path) -> None:
    lines = _load(tmp_path, "page.wiki", "== Law 16 ==\n'''A''' " + "[[" * 3000 + "x\n", "mediawiki")
    assert lines[-1].endswith("x")


def test_a_text_full_of_quotes_is_still_told_from_a_table(tmp_path: Path) -> None:
    quoted = "".join(f"'''x [[y {n}\n" for n in range(2000))
    assert len(_load(tmp_path, "quotes.txt", quoted)) == 2000
    table = 'id,heading,text\n16,"Law 16","Authorised, and not"\n16A,"A","A player may use"\n16B,"B","x"\n'
    assert load_source(_write(tmp_path, "table.txt", table)).format == "table"
