"""A broken source fails the build with its file, line and reason; the last good artifact stays."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from app import create_app
from indexer.build import build
from indexer.models import SourceError

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "corpus"
LAWS_2007 = "000_39e7c03f4fe47b4d.txt"
EVERYDAY = "001_b03354fa832fcc7f.txt"
DUTCH = "002_c187f8eb6214634c.txt"


def _line_of(path: Path, text: str) -> int:
    """The 1-based number of the first line of ``path`` holding ``text``."""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if text in line:
            return number
    raise AssertionError(f"{text!r} not in {path}")


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def missing_source(corpus: Path) -> tuple[str, int | None, str]:
    line = _line_of(corpus / "manifest.toml", f'source_file = "{EVERYDAY}"')
    (corpus / EVERYDAY).unlink()
    return "manifest.toml", line, f"no file '{EVERYDAY}'"


def not_utf8(corpus: Path) -> tuple[str, int | None, str]:
    path = corpus / LAWS_2007
    lines = path.read_bytes().split(b"\n")
    lines[99] += b" \xff\xfe broken"
    path.write_bytes(b"\n".join(lines))
    return LAWS_2007, 100, "not UTF-8"


def empty_file(corpus: Path) -> tuple[str, int | None, str]:
    (corpus / DUTCH).write_text("", encoding="utf-8")
    return DUTCH, 1, "empty"


def unknown_kind(corpus: Path) -> tuple[str, int | None, str]:
    _edit(corpus / "manifest.toml", 'kind = "everyday"', 'kind = "paraphrase"')
    line = _line_of(corpus / "manifest.toml", 'kind = "paraphrase"')
    return "manifest.toml", line, "unknown kind 'paraphrase'"


def key_typo(corpus: Path) -> tuple[str, int | None, str]:
    _edit(corpus / "manifest.toml", 'title = "Spelregels', 'tilte = "Spelregels')
    return "manifest.toml", _line_of(corpus / "manifest.toml", "tilte"), "did you mean 'title'"


def invalid_toml(corpus: Path) -> tuple[str, int | None, str]:
    path = corpus / "data" / "concordance-2007-2017.toml"
    lines = path.read_text(encoding="utf-8").splitlines()
    lines.insert(10, "this is = = not toml")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return "concordance-2007-2017.toml", 11, "not valid TOML"


def duplicate_id(corpus: Path) -> tuple[str, int | None, str]:
    _edit(corpus / "manifest.toml", 'id = "notes-club-en"', 'id = "notes-willetton"')
    lines = (corpus / "manifest.toml").read_text(encoding="utf-8").splitlines()
    line = max(n for n, text in enumerate(lines, start=1) if text == 'id = "notes-willetton"')
    return "manifest.toml", line, "duplicate id 'notes-willetton'"


#: each breaks a copy of the corpus and says which file, line and reason the error must name
BREAKAGES: list[Callable[[Path], tuple[str, int | None, str]]] = [
    missing_source,
    not_utf8,
    empty_file,
    unknown_kind,
    key_typo,
    invalid_toml,
    duplicate_id,
]


@pytest.fixture(scope="module")
def good_artifacts(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One good build, copied by each test that needs a served artifact to protect."""
    path = tmp_path_factory.mktemp("good") / "artifacts"
    build(CORPUS, path)
    return path


@pytest.fixture()
def corpus(tmp_path: Path) -> Path:
    copy = tmp_path / "corpus"
    shutil.copytree(CORPUS, copy)
    return copy


@pytest.fixture()
def artifacts(tmp_path: Path, good_artifacts: Path) -> Path:
    copy = tmp_path / "artifacts"
    shutil.copytree(good_artifacts, copy, symlinks=True)
    return copy


def _fingerprint(generation: Path) -> dict[str, str]:
    return {
        str(f.relative_to(generation)): hashlib.sha256(f.read_bytes()).hexdigest()
        for f in sorted(generation.rglob("*"))
        if f.is_file()
    }


@pytest.mark.parametrize("breakage", BREAKAGES, ids=[b.__name__ for b in BREAKAGES])
def test_a_broken_source_fails_with_file_line_and_reason_and_the_good_artifact_stays(
    corpus: Path, artifacts: Path, breakage: Callable[[Path], tuple[str, int | None, str]]
) -> None:
    served = os.path.realpath(artifacts / "current")
    before = _fingerprint(Path(served))
    file, line, reason = breakage(corpus)

    with pytest.raises(SourceError) as raised:
        build(corpus, artifacts)

    error = raised.value
    assert Path(error.file).name == file
    assert error.line == line
    assert reason in error.reason
    assert str(error).startswith(f"{error.file}:{line}: ")
    assert os.path.realpath(artifacts / "current") == served
    assert _fingerprint(Path(served)) == before
    assert sorted(p.name for p in artifacts.iterdir()) == sorted(["current", Path(served).name])


def test_the_cli_reports_a_broken_source_and_exits_1(corpus: Path, artifacts: Path) -> None:
    served = os.path.realpath(artifacts / "current")
    key_typo(corpus)
    app = create_app({"CORPUS_DIR": str(corpus), "ARTIFACTS_DIR": str(artifacts)})

    result = app.test_cli_runner().invoke(args=["build"])

    assert result.exit_code == 1
    line = _line_of(corpus / "manifest.toml", "tilte")
    assert f"manifest.toml:{line}: unknown key 'tilte' (did you mean 'title'?)" in result.output
    assert "previous artifact" in result.output
    assert os.path.realpath(artifacts / "current") == served
    client = app.test_client()
    assert client.get("/api/v1/documents").status_code == 200


def test_the_cli_builds_and_switches_in_a_good_corpus(corpus: Path, artifacts: Path) -> None:
    served = os.path.realpath(artifacts / "current")
    app = create_app({"CORPUS_DIR": str(corpus), "ARTIFACTS_DIR": str(artifacts)})

    result = app.test_cli_runner().invoke(args=["build"])

    assert result.exit_code == 0, result.output
    assert result.output.startswith("built gen-")
    current = os.path.realpath(artifacts / "current")
    assert current != served
    assert Path(served).is_dir()  # kept for the requests still reading it


def test_an_artifact_holds_every_file_the_server_reads(good_artifacts: Path) -> None:
    generation = (good_artifacts / "current").resolve()
    names = {p.name for p in generation.iterdir()}
    assert {
        "documents.json",
        "provisions.json",
        "citations.json",
        "aligned.json",
        "terms.json",
        "titles.json",
        "moves.json",
        "citation_words.json",
        "meta.json",
        "index",
    } <= names
    meta = json.loads((generation / "meta.json").read_text(encoding="utf-8"))
    assert meta["counts"]["documents"] == 5
    assert meta["pipeline_seconds"] > 0 and meta["index_seconds"] > 0
    assert not list(good_artifacts.glob("*.partial"))


def test_the_previous_generation_is_kept_and_older_ones_go_after_the_grace(
    corpus: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    artifacts = tmp_path / "fresh-artifacts"
    first = build(corpus, artifacts)
    second = build(corpus, artifacts)
    third = build(corpus, artifacts)
    # within the grace period nothing is removed: a slow request may still read the first
    assert {first.name, second.name, third.name} <= {p.name for p in artifacts.iterdir()}

    monkeypatch.setattr("indexer.build.GRACE_SECONDS", 0.0)
    fourth = build(corpus, artifacts)

    assert sorted(p.name for p in artifacts.iterdir()) == sorted(["current", third.name, fourth.name])
    assert os.path.realpath(artifacts / "current") == str(fourth)
