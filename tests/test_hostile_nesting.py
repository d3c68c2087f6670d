"""A source nested deeper than any text of the Laws (elements in elements, lists in lists,
templates in templates) is refused with a SourceError naming the file, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.formats import MAX_DEPTH
from indexer.models import SourceError
from indexer.sources import load_source


def _load(tmp_path: Path, name: str, text: str, format: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return load_source(path, name=name, format=format).text


def test_html_nested_past_the_limit_is_refused_at_its_line(tmp_path: Path) -> None:
    page = "<html><body>\n" + "<div>\n" * (MAX_DEPTH + 5) + "Law 16" + "</div>" * (MAX_DEPTH + 5)
    refusal = rf"deep.html:\d+: elements nested more than {MAX_DEPTH} deep"
    with pytest.raises(SourceError, match=refusal) as error:
        _load(tmp_path, "deep.html", page, "html")
    assert error.value.line is not None and error.value.line > MAX_DEPTH - 5


def test_xml_nested_past_the_limit_is_refused(tmp_path: Path) -> None:
    depth = MAX_DEPTH * 3
    xml = "<book>" + "<section>" * depth + "<para>Law 16</para>" + "</section>" * depth + "</book>"
    with pytest.raises(SourceError, match=rf"deep.xml:1: elements nested more than {MAX_DEPTH} deep"):
        _load(tmp_path, "deep.xml", xml, "xml")


def test_html_nested_within_the_limit_reads(tmp_path: Path) -> None:
    depth = MAX_DEPTH - 10
    page = "<html><body>" + "<div>" * depth + "<p>Law 16</p>" + "</div>" * depth + "</body></html>"
    assert _load(tmp_path, "fine.html", page, "html").split() == ["Law", "16"]


@pytest.mark.parametrize(
    ("name", "text", "format"),
    [
        ("deep.tex", "\\begin{document}\n" + "\\begin{enumerate}\n\\item x\n" * 3000, "latex"),
        ("braces.tex", "\\section{Law 16}\n" + "{" * 5000, "latex"),
        ("deep.wiki", "== Law 16 ==\n" + "{{" * 3000 + "x" + "}}" * 3000 + "\n", "mediawiki"),
    ],
)
def test_latex_and_wiki_nested_past_what_the_reader_can_walk_are_refused(
    tmp_path: Path, name: str, text: str, format: str
) -> None:
    with pytest.raises(SourceError, match=rf"^{name}: nested too deeply to be read as "):
        _load(tmp_path, name, text, format)


def test_a_wiki_list_item_nested_past_the_limit_is_refused_at_its_line(tmp_path: Path) -> None:
    page = "== Law 16 ==\n* A player may use\n" + "*" * (MAX_DEPTH + 1) + " x\n"
    with pytest.raises(SourceError, match=rf"^deep.wiki:3: list items nested more than {MAX_DEPTH} deep"):
        _load(tmp_path, "deep.wiki", page, "mediawiki")
    assert _load(tmp_path, "fine.wiki", page.replace("*" * (MAX_DEPTH + 1), "***"), "mediawiki")
