"""A cell or a number bigger than a law text has is read whole or refused by name: never lost
in silence, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.models import SourceError
from indexer.sources import load_source


def test_a_csv_cell_longer_than_the_csv_modules_limit_reads_whole_with_the_rows_after_it(
    tmp_path: Path,
) -> None:
    long = "A player may use information. " * 10_000  # 300 KB, over the csv module's 128 KiB
    path = tmp_path / "laws.csv"
    path.write_text(f'id,text\n16A,"{long}"\n16B,Extraneous information\n', encoding="utf-8")
    text = load_source(path, name="laws.csv").text
    assert text.count("A player may use information.") == 10_000
    assert "Extraneous information" in text


def test_a_json_number_of_thousands_of_digits_is_refused_by_name(tmp_path: Path) -> None:
    path = tmp_path / "export.json"
    path.write_text('{"provisions": [{"id": 1' + "0" * 5000 + ', "text": "x"}]}', encoding="utf-8")
    with pytest.raises(SourceError, match=r"^export.json: a number in the JSON has more than 4,300 digits"):
        load_source(path, name="export.json")
