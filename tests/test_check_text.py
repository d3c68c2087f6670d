"""`flask check-text` shows how a new text will be read, and builds nothing."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest
from flask import Flask

from app import create_app

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "corpus"
EVERYDAY = CORPUS / "001_b03354fa832fcc7f.txt"
DUTCH = CORPUS / "002_c187f8eb6214634c.txt"


@pytest.fixture()
def app(tmp_path: Path) -> Flask:
    """An app whose artifacts folder is empty: check-text must not need it nor fill it."""
    return create_app({"CORPUS_DIR": str(CORPUS), "ARTIFACTS_DIR": str(tmp_path / "artifacts")})


def _tree(path: Path) -> dict[str, str]:
    return {
        str(f.relative_to(path)): hashlib.sha256(f.read_bytes()).hexdigest()
        for f in path.rglob("*")
        if f.is_file()
    }


def test_check_text_lists_every_provision_with_its_line_and_how_its_id_was_found(app: Flask) -> None:
    corpus_before = _tree(CORPUS)

    result = app.test_cli_runner().invoke(
        args=["check-text", str(EVERYDAY), "--kind", "everyday", "--language", "en", "--edition", "2017"]
    )

    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == f"{EVERYDAY} (everyday, en, 2017), read as text in utf-8"
    assert re.fullmatch(r"001-b03354fa832fcc7f: 202 provisions \((\w+ \d+(, )?)+\), 1 warning", lines[1])
    assert lines[2:4] == [
        "warnings:",
        "  line 1: in no provision (left out): 'Laws 72–93 · Everyday Language edition'",
    ]
    rows = [line.split(None, 3) for line in lines[lines.index("provisions:") + 2 :]]
    assert len(rows) == 202
    assert rows[0][:3] == ["2", "72", rows[0][2]]
    by_id = {row[1]: row for row in rows}
    assert by_id["73C1"][0] == "10"  # "1. If a player has incidental unauthorized information ..."
    assert by_id["73C1"][3].startswith("If a player has incidental unauthorized")
    assert {row[2] for row in rows} <= {"label", "alignment", "skeleton", "override", "printed", "inferred"}
    assert not (Path(app.config["ARTIFACTS_DIR"])).exists()
    assert _tree(CORPUS) == corpus_before


def test_check_text_reads_an_html_page_and_names_its_lines(app: Flask, tmp_path: Path) -> None:
    lines = DUTCH.read_text(encoding="utf-8").splitlines()
    body = "\n".join(f"<p>{line}</p>" if line else "" for line in lines)
    page = tmp_path / "artikelen.html"
    page.write_text(f"<html><body><nav>Home</nav>\n{body}\n</body></html>\n", encoding="utf-8")

    result = app.test_cli_runner().invoke(
        args=["check-text", str(page), "--kind", "translation", "--language", "nl", "--edition", "2017"]
    )

    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0].endswith("read as html in utf-8")
    assert "page furniture left out: 1 <nav>" in result.output
    row = next(line for line in result.output.splitlines() if re.match(r"\s+\d+\s+54A\s", line))
    # the page's own line (the body starts on its line 2, one paragraph a line)
    assert int(row.split()[0]) == next(
        n for n, text in enumerate(lines, start=2) if "Leider legt zijn hand open" in text
    )


def test_check_text_of_a_legacy_encoding_says_what_to_declare(app: Flask, tmp_path: Path) -> None:
    copy = tmp_path / "artikelen.txt"
    copy.write_bytes(DUTCH.read_text(encoding="utf-8").encode("cp1252"))

    result = app.test_cli_runner().invoke(
        args=["check-text", str(copy), "--kind", "translation", "--language", "nl", "--edition", "2017"]
    )

    assert result.exit_code == 0, result.output
    assert "read as text in cp1252" in result.output
    assert 'declare encoding = "cp1252"' in result.output


def test_check_text_of_a_text_that_cannot_build_says_why_and_exits_1(app: Flask, tmp_path: Path) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_text("\n\n", encoding="utf-8")

    result = app.test_cli_runner().invoke(
        args=["check-text", str(empty), "--kind", "formal", "--language", "en", "--edition", "2017"]
    )

    assert result.exit_code == 1
    assert "check-text failed: empty.txt:1: the file is empty" in result.output


def test_check_text_needs_a_known_kind(app: Flask) -> None:
    result = app.test_cli_runner().invoke(
        args=["check-text", str(DUTCH), "--kind", "casebook", "--language", "nl"]
    )

    assert result.exit_code == 2
    assert "'casebook' is not one of" in result.output
