"""Overstruck letters (nroff's or a typewriter's bold and underline) read as the letters shown."""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.models import SourceError
from indexer.overstrike import resolve
from indexer.sources import load_source


def test_underline_and_bold_read_as_the_letters_shown() -> None:
    assert resolve("_\bL_\ba_\bw 1\b16 B\bB.\b. x") == ("Law 16 B. x", 6)
    assert resolve("L\b_a\b_w\b_")[0] == "Law"
    assert resolve("A\bA\bA\bA.")[0] == "A."
    assert resolve("__\b_")[0] == "__"


@pytest.mark.parametrize("suffix", [".txt", ".md"])
def test_an_overstruck_text_file_reads_as_its_letters(tmp_path: Path, suffix: str) -> None:
    heading = "".join(f"_\b{c}" if c != " " else c for c in "Artikel 16 – Ongeoorloofde informatie")
    path = tmp_path / f"man{suffix}"
    path.write_text(f"{heading}\n\nA\bA.\b. Gebruik door spelers van informatie\n", encoding="utf-8")
    source = load_source(path)
    assert source.text.splitlines()[0] == "Artikel 16 – Ongeoorloofde informatie"
    assert "A. Gebruik door spelers" in source.text
    assert any("overstruck letters" in notice.message for notice in source.notices)


def test_a_backspace_that_strikes_nothing_is_still_refused(tmp_path: Path) -> None:
    path = tmp_path / "odd.txt"
    path.write_bytes(b"Law 16\n\x08A. text\n")
    with pytest.raises(SourceError, match="U\\+0008"):
        load_source(path)
