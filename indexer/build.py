"""Build the artifact: read the corpus, run the pipeline, write one directory, switch it in.

This is the only module of the pipeline that reads or writes files (the search index aside).
A build writes a fresh generation directory next to the served one and only then points the
``current`` symlink at it with ``os.replace`` (atomic on POSIX); the previous generation is
kept for a grace period so that a request still reading it finishes. A build that fails
raises :class:`~indexer.models.SourceError` naming the file, line and reason, and leaves
``current`` untouched.
"""

from __future__ import annotations

import difflib
import json
import os
import re
import shutil
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from indexer import align
from indexer import cite
from indexer import search
from indexer.citation_patterns import words_for_language
from indexer.concordance import move_id
from indexer.models import KINDS
from indexer.models import Citation
from indexer.models import Document
from indexer.models import Provision
from indexer.models import SourceError
from indexer.parse import parse_document
from indexer.search.bilingual import load_term_tables
from indexer.search.words import load_search_words
from indexer.tables import Tables
from indexer.tables import read_moves
from indexer.tables import read_skeleton
from indexer.tables import read_title_translations
from indexer.tables import read_titles

REQUIRED = ("id", "title", "kind", "language", "source_file")
OPTIONAL = ("edition", "origin", "attribution", "version_of")
#: a generation older than the one before ``current`` is removed after this many seconds
GRACE_SECONDS = 60.0
#: raised whenever the artifact's files change shape; a server refuses other formats
ARTIFACT_FORMAT = 3


@dataclass
class Built:
    """What one build produced, before it is written."""

    documents: list[Document]
    provisions: list[Provision]
    citations: list[Citation]
    aligned: dict[str, list[dict[str, Any]]]
    terms: dict[str, str]
    #: the parsed corpus/data/citations.toml, so the server can find citations in new text
    words: dict[str, Any]
    #: the parsed corpus/data/search.toml: spellings, abbreviations and synonyms for search
    search_words: dict[str, Any]


def load_toml(path: Path) -> dict[str, Any]:
    """A TOML file, or a SourceError with the line of the syntax error."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SourceError(str(path), None, "file not found") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise SourceError(str(path), line, f"not UTF-8 (byte {raw[exc.start]:#04x})") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found: int | None = getattr(exc, "lineno", None) or _line_of_error(str(exc))
        raise SourceError(str(path), found, f"not valid TOML: {exc}") from None


def _line_of_error(message: str) -> int | None:
    match = re.search(r"line (\d+)", message)
    return int(match.group(1)) if match else None


def read_manifest(corpus: Path) -> list[Document]:
    """The manifest's documents, each checked: known keys and kind, unique id, file present."""
    path = corpus / "manifest.toml"
    data = load_toml(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    entries = data.get("document", [])
    if not entries:
        raise SourceError(str(path), None, "no [[document]] entries")
    starts = [i + 1 for i, line in enumerate(lines) if line.strip() == "[[document]]"]
    documents: list[Document] = []
    for n, entry in enumerate(entries):
        where = starts[n] if n < len(starts) else None
        for key in entry:
            if key not in REQUIRED + OPTIONAL:
                guess = difflib.get_close_matches(key, REQUIRED + OPTIONAL, n=1)
                hint = f" (did you mean '{guess[0]}'?)" if guess else ""
                raise SourceError(str(path), _line_of_key(lines, where, key), f"unknown key '{key}'{hint}")
        for key in REQUIRED:
            if not entry.get(key):
                raise SourceError(str(path), where, f"document entry lacks '{key}'")
        if entry["kind"] not in KINDS:
            raise SourceError(
                str(path),
                _line_of_key(lines, where, "kind"),
                f"unknown kind {entry['kind']!r}: expected one of {', '.join(KINDS)}",
            )
        if any(d.id == entry["id"] for d in documents):
            raise SourceError(str(path), _line_of_key(lines, where, "id"), f"duplicate id {entry['id']!r}")
        if not (corpus / entry["source_file"]).is_file():
            raise SourceError(
                str(path), _line_of_key(lines, where, "source_file"), f"no file {entry['source_file']!r}"
            )
        documents.append(Document(**{k: entry.get(k) for k in REQUIRED + OPTIONAL}))
    return documents


def _line_of_key(lines: list[str], start: int | None, key: str) -> int | None:
    for number in range(start or 1, len(lines) + 1):
        if re.match(rf"\s*{re.escape(key)}\s*=", lines[number - 1]):
            return number
    return start


def read_source(corpus: Path, doc: Document) -> str:
    """A source text, checked to be UTF-8 and not empty."""
    path = corpus / doc.source_file
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise SourceError(doc.source_file, line, f"not UTF-8 (byte {raw[exc.start]:#04x})") from None
    if not text.strip():
        raise SourceError(doc.source_file, 1, "the file is empty")
    return text


def read_tables(corpus: Path, documents: list[Document]) -> Tables:
    """Every data table under ``corpus/data`` (and per-document overrides)."""
    data = corpus / "data"
    skeletons = {}
    for path in sorted(data.glob("skeleton-*.toml")):
        skeleton = read_skeleton(load_toml(path), str(path))
        skeletons[skeleton.edition] = skeleton
    headings = {p.stem.split("-", 1)[1]: load_toml(p) for p in sorted(data.glob("headings-*.toml"))}
    overrides = {}
    for doc in documents:
        path = corpus / "overrides" / f"{doc.id}.toml"
        if path.exists():
            overrides[doc.id] = {str(k): v for k, v in load_toml(path).get("lines", {}).items()}
    return Tables(
        skeletons=skeletons,
        titles=read_titles(load_toml(data / "titles.toml")),
        translated_titles=read_title_translations(load_toml(data / "titles.toml")),
        moves=read_moves(
            load_toml(data / "concordance-2007-2017.toml"), str(data / "concordance-2007-2017.toml")
        ),
        headings=headings,
        overrides=overrides,
        layout=load_toml(data / "layout.toml"),
        citation_words=load_toml(data / "citations.toml"),
        editions=tuple(load_toml(data / "editions.toml").get("editions", ())) or ("2017",),
    )


def run_pipeline(corpus: Path) -> tuple[Built, Tables]:
    """Parse, cite and align the whole corpus in memory."""
    documents = read_manifest(corpus)
    tables = read_tables(corpus, documents)
    provisions: list[Provision] = []
    for doc in documents:
        provisions.extend(parse_document(read_source(corpus, doc), doc, tables))
    words = tables.citation_words
    citations = cite_all(documents, provisions, tables, words)
    aligned = align.align_corpus(documents, provisions, tables)
    terms = {p.heading: p.id for p in provisions if p.id.startswith("definitions/")}
    search_words = read_search_words(corpus)
    return Built(documents, provisions, citations, aligned, terms, words, search_words), tables


def read_search_words(corpus: Path) -> dict[str, Any]:
    """The parsed ``corpus/data/search.toml``, checked so that a bad table fails the build."""
    path = corpus / "data" / "search.toml"
    data = load_toml(path)
    try:
        load_search_words(data)
    except ValueError as exc:
        raise SourceError(str(path), None, str(exc)) from None
    return data


def read_term_tables(corpus: Path) -> dict[str, Any]:
    """Every parsed ``corpus/data/terms-<a>-<b>.toml`` by file name, checked so that a bad
    table fails the build."""
    data = {path.name: load_toml(path) for path in sorted((corpus / "data").glob("terms-*.toml"))}
    try:
        load_term_tables(data)
    except ValueError as exc:
        raise SourceError(str(corpus / "data"), None, str(exc)) from None
    return data


def cite_all(
    documents: list[Document], provisions: list[Provision], tables: Tables, words: dict[str, Any]
) -> list[Citation]:
    """Every cross-reference edge of the corpus, each read in its document's language."""
    by_doc: dict[str, list[Provision]] = {}
    for p in provisions:
        by_doc.setdefault(p.doc, []).append(p)
    known = cite.build_corpus(documents, by_doc, tables.moves, editions=tables.editions)
    citations: list[Citation] = []
    for doc in documents:
        language_words = words_for_language(words, doc.language)
        citations.extend(cite.cite_document(doc, by_doc.get(doc.id, []), known, language_words))
    return citations


def aliases(built: Built, tables: Tables) -> dict[str, dict[str, list[str]]]:
    """For texts of an older edition: the id each provision has in the current code, so a
    search for "16D" also finds the 2007 text's 16C."""
    current = tables.current_edition
    editions = {d.id: d.edition for d in built.documents}
    out: dict[str, dict[str, list[str]]] = {}
    for p in built.provisions:
        edition = editions.get(p.doc)
        if not edition or edition == current:
            continue
        moved = move_id(p.id, tables.moves, forward=True)
        if moved and moved != p.id:
            out.setdefault(p.doc, {})[p.id] = [moved]
    return out


def write_artifact(built: Built, tables: Tables, target: Path, seconds: float) -> None:
    """Write one generation: JSON for the data, a Whoosh index for search."""
    target.mkdir(parents=True)
    by_doc: dict[str, int] = {}
    for p in built.provisions:
        by_doc[p.doc] = by_doc.get(p.doc, 0) + 1
    files = {
        "documents.json": [d.to_dict() | {"provisions": by_doc.get(d.id, 0)} for d in built.documents],
        "provisions.json": [p.to_dict() for p in built.provisions],
        "citations.json": [c.to_dict() for c in built.citations],
        "aligned.json": built.aligned,
        "terms.json": built.terms,
        "titles.json": {e: {str(k): v for k, v in t.items()} for e, t in tables.titles.items()},
        "moves.json": [m.__dict__ for m in tables.moves],
        "citation_words.json": built.words,
        "skeletons.json": {e: sorted(sk.ids()) for e, sk in tables.skeletons.items()},
        "editions.json": list(tables.editions),
    }
    for name, value in files.items():
        (target / name).write_text(json.dumps(value, ensure_ascii=False, indent=1), encoding="utf-8")
    started = time.perf_counter()
    search.build_index(
        str(target / "index"),
        built.documents,
        built.provisions,
        aliases(built, tables),
        tables.titles,
        words=built.search_words,
    )
    meta = {
        "format": ARTIFACT_FORMAT,
        "built_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "pipeline_seconds": round(seconds, 3),
        "index_seconds": round(time.perf_counter() - started, 3),
        "counts": {
            "documents": len(built.documents),
            "provisions": len(built.provisions),
            "citations": len(built.citations),
        },
    }
    (target / "meta.json").write_text(json.dumps(meta, indent=1), encoding="utf-8")


def build(corpus: Path, artifacts: Path) -> Path:
    """Build the corpus into a new generation under ``artifacts`` and make it current."""
    started = time.perf_counter()
    built, tables = run_pipeline(corpus)
    seconds = time.perf_counter() - started
    artifacts.mkdir(parents=True, exist_ok=True)
    generation = (
        artifacts / f"gen-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}-{time.monotonic_ns() % 10**6}"
    )
    partial = generation.with_name(generation.name + ".partial")
    try:
        write_artifact(built, tables, partial, seconds)
        partial.rename(generation)
    except BaseException:
        shutil.rmtree(partial, ignore_errors=True)
        raise
    switch(artifacts, generation)
    return generation


def switch(artifacts: Path, generation: Path) -> None:
    """Point ``current`` at ``generation`` atomically; prune generations past their grace."""
    link = artifacts / "current"
    temporary = artifacts / f".current-{os.getpid()}"
    if temporary.is_symlink() or temporary.exists():
        temporary.unlink()
    temporary.symlink_to(generation.name)
    previous = os.path.realpath(link) if link.is_symlink() else None
    os.replace(temporary, link)
    if previous is None:
        return
    # older generations were retired when ``previous`` went live; past the grace they can go
    retired_at = Path(previous).stat().st_mtime
    if time.time() - retired_at < GRACE_SECONDS:
        return
    for old in artifacts.glob("gen-*"):
        if old.name not in (generation.name, Path(previous).name) and not old.name.endswith(".partial"):
            shutil.rmtree(old, ignore_errors=True)
