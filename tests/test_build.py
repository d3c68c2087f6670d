"""A broken source fails the build with its file, line and reason; the last good artifact stays."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import re
import shutil
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from app import create_app
from indexer import artifact
from indexer.align import Alignment
from indexer.align import align_corpus
from indexer.build import BuildRefused
from indexer.build import build
from indexer.build import run_pipeline
from indexer.models import Document
from indexer.models import Provision
from indexer.models import SourceError
from indexer.tables import Tables

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
def good_artifacts(tmp_path_factory: pytest.TempPathFactory, artifacts_dir: Path) -> Path:
    """One good build, copied by each test that needs a served artifact to protect: the session's
    build of the bundled corpus, published in a folder of its own (as a first build there would
    leave it), instead of building the corpus once more."""
    generation = artifact.served(artifacts_dir)
    assert generation is not None
    path = tmp_path_factory.mktemp("good") / "artifacts"
    shutil.copytree(generation, path / generation.name)
    with artifact.lock(path):
        artifact.publish(path, path / generation.name)
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
    assert sorted(p.name for p in artifacts.iterdir() if not p.name.startswith(".")) == sorted(
        ["current", Path(served).name]
    )


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
    assert result.output.splitlines()[-1].startswith("built gen-")
    current = os.path.realpath(artifacts / "current")
    assert current != served
    assert Path(served).is_dir()  # kept for the requests still reading it


def test_an_artifact_holds_every_file_the_server_reads(good_artifacts: Path, artifacts_dir: Path) -> None:
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
    assert not list(artifacts_dir.glob("*.partial"))  # where the build wrote it


def test_the_previous_generation_is_kept_and_older_ones_go_after_the_grace(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    corpus = _small_corpus(tmp_path / "small-corpus")
    artifacts = tmp_path / "fresh-artifacts"
    first = build(corpus, artifacts)
    second = build(corpus, artifacts)
    third = build(corpus, artifacts)
    # within the grace period nothing is removed: a slow request may still read the first
    assert {first.name, second.name, third.name} <= {p.name for p in artifacts.iterdir()}

    monkeypatch.setattr("indexer.build.GRACE_SECONDS", 0.0)
    fourth = build(corpus, artifacts)

    assert sorted(p.name for p in artifacts.iterdir() if not p.name.startswith(".")) == sorted(
        ["current", "previous", third.name, fourth.name]
    )
    assert os.path.realpath(artifacts / "current") == str(fourth)
    assert os.path.realpath(artifacts / "previous") == str(third)


# --- builds that cannot hurt the service ---------------------------------------------------


def _small_corpus(path: Path) -> Path:
    """A copy of the corpus with only its two shortest documents: quick to build."""
    shutil.copytree(CORPUS, path)
    blocks = (path / "manifest.toml").read_text(encoding="utf-8").split("\n[[document]]\n")
    kept = [b for b in blocks[1:] if 'id = "laws-2017-nl"' in b or 'id = "notes-willetton"' in b]
    (path / "manifest.toml").write_text("\n[[document]]\n".join([blocks[0], *kept]), encoding="utf-8")
    return path


def _truncate(path: Path, size: int) -> None:
    path.write_bytes(path.read_bytes()[:size].decode("utf-8", "ignore").encode("utf-8"))


def test_a_truncated_source_is_refused_with_the_numbers_and_the_served_build_stays(
    corpus: Path, artifacts: Path
) -> None:
    served = os.path.realpath(artifacts / "current")
    before = _fingerprint(Path(served))
    _truncate(corpus / EVERYDAY, 300)  # as `head -c 300` leaves it

    with pytest.raises(BuildRefused) as refused:
        build(corpus, artifacts)

    message = str(refused.value)
    assert re.search(r"laws-2017-everyday-en: 202 -> \d provisions, loses laws 7\d-93", message)
    assert "--accept-shrink" in message
    assert os.path.realpath(artifacts / "current") == served
    assert _fingerprint(Path(served)) == before
    assert not list(artifacts.glob("gen-*.partial"))


def test_the_cli_refuses_a_shrink_unless_told_to_accept_it(corpus: Path, artifacts: Path) -> None:
    served = os.path.realpath(artifacts / "current")
    _truncate(corpus / EVERYDAY, 300)
    app = create_app({"CORPUS_DIR": str(corpus), "ARTIFACTS_DIR": str(artifacts)})

    refused = app.test_cli_runner().invoke(args=["build"])
    assert refused.exit_code == 1
    assert "laws-2017-everyday-en: 202 -> " in refused.output
    assert os.path.realpath(artifacts / "current") == served
    client = app.test_client()
    assert client.get("/api/v1/provisions/laws-2017-everyday-en/73C").status_code == 200

    accepted = app.test_cli_runner().invoke(args=["build", "--accept-shrink"])
    assert accepted.exit_code == 0, accepted.output
    assert os.path.realpath(artifacts / "current") != served
    assert client.get("/api/v1/provisions/laws-2017-everyday-en/73C").status_code == 404


def test_a_document_dropped_from_the_manifest_counts_as_a_shrink(corpus: Path, artifacts: Path) -> None:
    blocks = (corpus / "manifest.toml").read_text(encoding="utf-8").split("[[document]]")
    kept = [b for b in blocks if 'id = "notes-club-en"' not in b]
    (corpus / "manifest.toml").write_text("[[document]]".join(kept), encoding="utf-8")

    with pytest.raises(BuildRefused, match="notes-club-en: not in the manifest any more"):
        build(corpus, artifacts)


def test_rollback_serves_the_previous_generation_and_a_second_one_undoes_it(tmp_path: Path) -> None:
    corpus = _small_corpus(tmp_path / "corpus")
    artifacts = tmp_path / "artifacts"
    first = build(corpus, artifacts)
    second = build(corpus, artifacts)
    app = create_app({"CORPUS_DIR": str(corpus), "ARTIFACTS_DIR": str(artifacts)})

    result = app.test_cli_runner().invoke(args=["rollback"])

    assert result.exit_code == 0, result.output
    assert f"serving {first.name} again" in result.output
    assert os.path.realpath(artifacts / "current") == str(first)
    assert os.path.realpath(artifacts / "previous") == str(second)
    assert app.test_client().get("/api/v1/documents").status_code == 200

    assert app.test_cli_runner().invoke(args=["rollback"]).exit_code == 0
    assert os.path.realpath(artifacts / "current") == str(second)


def test_rollback_with_nothing_to_go_back_to_says_so(tmp_path: Path) -> None:
    corpus = _small_corpus(tmp_path / "corpus")
    artifacts = tmp_path / "artifacts"
    only = build(corpus, artifacts)
    app = create_app({"CORPUS_DIR": str(corpus), "ARTIFACTS_DIR": str(artifacts)})

    result = app.test_cli_runner().invoke(args=["rollback"])

    assert result.exit_code == 1
    assert "nothing to roll back to" in result.output
    assert os.path.realpath(artifacts / "current") == str(only)


def test_a_build_waits_for_the_lock_then_refuses_with_a_message(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    corpus = _small_corpus(tmp_path / "corpus")
    artifacts = tmp_path / "artifacts"
    monkeypatch.setattr(artifact, "LOCK_WAIT_SECONDS", 0.3)

    with artifact.lock(artifacts), pytest.raises(artifact.Busy) as busy:
        build(corpus, artifacts)

    assert f"pid {os.getpid()}" in str(busy.value)
    assert "try again" in str(busy.value)
    assert not (artifacts / "current").exists()


def test_two_builds_at_once_never_leave_current_on_a_missing_generation(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    corpus = _small_corpus(tmp_path / "corpus")
    artifacts = tmp_path / "artifacts"
    build(corpus, artifacts)
    monkeypatch.setattr("indexer.build.GRACE_SECONDS", 0.0)  # prune as eagerly as possible
    # the second build waits for the first whatever the machine's load: a build of even this
    # small corpus can outlast the default wait on a busy machine, and then fails as Busy
    monkeypatch.setattr("indexer.artifact.LOCK_WAIT_SECONDS", 300.0)
    done = threading.Event()
    seen: list[bool] = []

    def watch() -> None:
        while not done.is_set():
            seen.append(os.path.isdir(os.path.realpath(artifacts / "current")))
            time.sleep(0.002)

    watcher = threading.Thread(target=watch)
    watcher.start()
    try:
        with ThreadPoolExecutor(max_workers=2) as pool:
            generations = list(pool.map(lambda _: build(corpus, artifacts), range(2)))
    finally:  # a failed build fails the test; it must not leave the watcher running
        done.set()
        watcher.join()

    assert len(set(generations)) == 2
    assert seen and all(seen)
    assert os.path.realpath(artifacts / "current") in {str(g) for g in generations}
    assert all(Path(os.path.realpath(artifacts / link)).is_dir() for link in ("current", "previous"))


def test_a_killed_builds_partial_generation_is_cleaned_by_the_next(tmp_path: Path) -> None:
    corpus = _small_corpus(tmp_path / "corpus")
    artifacts = tmp_path / "artifacts"
    leftover = artifacts / "gen-20200101-000000-1-1.partial"
    (leftover / "index").mkdir(parents=True)
    (leftover / "provisions.json").write_text("[", encoding="utf-8")
    (artifacts / ".current-99999").symlink_to(leftover.name)

    build(corpus, artifacts)

    assert not leftover.exists()
    assert not list(artifacts.glob("*.partial"))
    assert not (artifacts / ".current-99999").is_symlink()


def test_the_build_summarises_each_document(good_artifacts: Path) -> None:
    meta = json.loads(((good_artifacts / "current").resolve() / "meta.json").read_text(encoding="utf-8"))
    everyday = meta["documents"]["laws-2017-everyday-en"]
    assert everyday["provisions"] == 202
    assert everyday["laws"] == list(range(72, 94))
    assert sum(everyday["id_sources"].values()) == 202
    # the title line of the plain-language edition is no provision's text
    assert {
        "line": 1,
        "last": 1,
        "message": "in no provision (left out): 'Laws 72–93 · Everyday Language edition'",
    } in everyday["warnings"]


# --- many documents ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def parsed() -> tuple[list[Document], list[Provision], Tables]:
    built, tables = run_pipeline(CORPUS)
    return built.documents, built.provisions, tables


def _copies(parsed: tuple[list[Document], list[Provision], Tables], n: int) -> Alignment:
    """The alignment of the corpus copied ``n`` times under new document ids."""
    documents, provisions, tables = parsed
    suffixes = [""] + [f"-x{k}" for k in range(2, n + 1)]
    return align_corpus(
        [dataclasses.replace(d, id=d.id + s) for s in suffixes for d in documents],
        [dataclasses.replace(p, doc=p.doc + s) for s in suffixes for p in provisions],
        tables,
    )


def test_the_stored_alignment_grows_linearly_with_the_documents(
    parsed: tuple[list[Document], list[Provision], Tables],
) -> None:
    sizes = {n: len(json.dumps(_copies(parsed, n).to_dict())) for n in (1, 2, 8)}

    assert sizes[8] / sizes[1] < 8.5
    assert abs(sizes[8] / sizes[2] - 4) < 0.5


def test_every_copy_of_a_text_is_a_counterpart_and_notes_reach_every_copy(
    parsed: tuple[list[Document], list[Provision], Tables],
) -> None:
    alignment = _copies(parsed, 3)
    dutch = [f"laws-2017-nl{s}" for s in ("", "-x2", "-x3")]

    counterparts = alignment.get("laws-2007-en-x2:16A1", [])
    others = ["laws-2007-en", "laws-2007-en-x3", *dutch]  # the other copies of its edition, and 2017's
    assert {(a["doc"], a["relation"], a["exists"]) for a in counterparts} == {
        (doc, "same", True) for doc in others
    }
    explained = {
        (a["doc"], a["id"])
        for a in alignment.get("notes-club-en-x3:hesitations-unauthorised-information", [])
    }
    assert {(f"laws-2017-everyday-en{s}", "73C1") for s in ("", "-x2", "-x3")} <= explained
    assert {(doc, "16B1a") for doc in dutch} <= explained
    notes = {
        a["doc"] for a in alignment.get("laws-2017-everyday-en-x2:73C1", []) if a["relation"] == "explains"
    }
    assert notes == {"notes-club-en", "notes-club-en-x2", "notes-club-en-x3"}
