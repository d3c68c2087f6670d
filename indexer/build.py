"""Build the artifact: read the corpus, run the pipeline, write one generation, switch it in.

Reading the corpus is :mod:`indexer.sources` and :mod:`indexer.tables`; the artifact's files,
its ``current`` link and its lock are :mod:`indexer.artifact`. A build holds the artifacts
folder's lock from start to switch (a second build waits, then refuses), clears what a killed
build left, and refuses a result that would serve much less than the served generation does
(see :func:`shrinkage`) unless told to accept it. A build that fails raises
:class:`~indexer.models.SourceError` naming the file, line and reason, and leaves ``current``
untouched.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path
from typing import Any
from typing import TypeVar

from indexer import align
from indexer import artifact
from indexer import cite
from indexer import search
from indexer.cite.patterns import words_for_language
from indexer.concordance import move_id
from indexer.ids import DEFINITIONS_PREFIX
from indexer.models import Citation
from indexer.models import Document
from indexer.models import Provision
from indexer.models import SourceError
from indexer.models import SourceWarning
from indexer.parse import parse_document
from indexer.search.analysis import LANGUAGES
from indexer.search.asked import Asked
from indexer.search.asked import inherit_asked
from indexer.search.asked import load_asked
from indexer.search.bilingual import load_term_tables
from indexer.search.index import cited_siblings
from indexer.search.renderings import Renderings
from indexer.search.renderings import load_renderings
from indexer.search.words import load_search_words
from indexer.search.words import merge_search_words
from indexer.sources import SourceText
from indexer.sources import load_entry
from indexer.sources import read_entries
from indexer.sources import read_manifest
from indexer.sources import read_source
from indexer.summary import DocumentSummary
from indexer.summary import summarise
from indexer.tables import Tables
from indexer.tables import load_table
from indexer.tables import load_toml
from indexer.tables import read_tables

__all__ = ["build", "load_toml", "read_manifest", "read_source", "read_tables", "run_pipeline"]

#: a retired generation is removed after this many seconds (see :mod:`indexer.artifact`)
GRACE_SECONDS = artifact.GRACE_SECONDS
#: a document that keeps fewer than this share of the served build's provisions is a shrink
KEEP_AT_LEAST = 2 / 3


class BuildRefused(RuntimeError):
    """The build ran, but serving its result would lose too much; the message has the numbers."""


#: what a per-provision table reads into (renderings, phrasings)
T = TypeVar("T")


@dataclass
class Built:
    """What one build produced, before it is written."""

    documents: list[Document]
    provisions: list[Provision]
    citations: list[Citation]
    aligned: align.Alignment
    terms: dict[str, str]
    #: the parsed corpus/data/citations.toml, so the server can find citations in new text
    words: dict[str, Any]
    #: the parsed corpus/data/search.toml: spellings, abbreviations and synonyms for search
    search_words: dict[str, Any]
    #: per document: how its ids were found, and what a reader should check
    summaries: list[DocumentSummary]
    #: the parsed corpus/data/terms-*.toml by file name: bridge terms across languages
    term_tables: dict[str, Any] = field(default_factory=dict)
    #: per provision, its text in other languages, indexed beside it (corpus/data/renderings-*.toml)
    renderings: Renderings = field(default_factory=dict)
    #: per provision, how players ask about it, per language (corpus/data/asked-*.toml)
    asked: Asked = field(default_factory=dict)


def run_pipeline(corpus: Path) -> tuple[Built, Tables]:
    """Parse, cite and align the whole corpus in memory."""
    entries = read_entries(corpus)
    documents = [e.document for e in entries]
    tables = read_tables(corpus, documents)
    provisions: list[Provision] = []
    summaries: list[DocumentSummary] = []
    for entry in entries:
        source: SourceText = load_entry(corpus, entry)
        warnings: list[SourceWarning] = []
        parsed = parse_document(source.text, entry.document, tables, warnings)
        summaries.append(summarise(entry.document, parsed, source, warnings, tables.layout))
        provisions.extend(parsed)
    words = tables.citation_words
    citations = cite_all(documents, provisions, tables, words)
    aligned = align.align_corpus(documents, provisions, tables)
    terms = {p.heading: p.id for p in provisions if p.id.startswith(DEFINITIONS_PREFIX)}
    search_words = read_search_words(corpus)
    term_tables = read_term_tables(corpus)
    built = Built(documents, provisions, citations, aligned, terms, words, search_words, summaries)
    built.term_tables = term_tables
    built.renderings = read_renderings(corpus, documents, provisions)
    built.asked = inherit_asked(read_asked(corpus, documents, provisions), citations, documents)
    return built, tables


def read_search_words(corpus: Path) -> dict[str, Any]:
    """The parsed ``corpus/data/search.toml`` and ``search-<part>.toml`` files, merged and
    checked so that a bad table fails the build."""
    paths = sorted((corpus / "data").glob("search*.toml"), key=lambda p: (p.name != "search.toml", p.name))
    data: dict[str, Any] = {}
    for path in paths:
        try:
            merge_search_words(data, load_toml(path))
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


def read_asked(corpus: Path, documents: list[Document], provisions: list[Provision]) -> Asked:
    """The phrasings of ``corpus/data/asked-*.toml``, checked against the provisions they
    are about, so that a stale or bad table fails the build."""
    return _read_per_provision(
        corpus, "asked", lambda data: load_asked(data, documents, provisions, LANGUAGES)
    )


def read_renderings(corpus: Path, documents: list[Document], provisions: list[Provision]) -> Renderings:
    """The renderings of ``corpus/data/renderings-*.toml``, checked against the provisions
    they render, so that a stale or bad table fails the build."""
    return _read_per_provision(
        corpus, "renderings", lambda data: load_renderings(data, documents, provisions)
    )


def _read_per_provision(corpus: Path, kind: str, load: Callable[[dict[str, Any]], T]) -> T:
    """The ``corpus/data/<kind>-*.toml`` tables, each checked against ``schemas/<kind>``, read
    by ``load`` (by file name); a fault ``load`` finds fails the build naming the folder."""
    paths = sorted((corpus / "data").glob(f"{kind}-*.toml"))
    data = {path.name: load_table(path, kind) for path in paths}
    try:
        return load(data)
    except ValueError as exc:
        raise SourceError(str(corpus / "data"), None, str(exc)) from None


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


def write_artifact(built: Built, tables: Tables, writer: artifact.Writer, seconds: float) -> Path:
    """Write one generation: JSON for the data, a Whoosh index for search; returns it, whole."""
    counts = Counter(p.doc for p in built.provisions)
    files = {
        "documents.json": [d.to_dict() | {"provisions": counts.get(d.id, 0)} for d in built.documents],
        "provisions.json": [p.to_dict() for p in built.provisions],
        "citations.json": [c.to_dict() for c in built.citations],
        "aligned.json": built.aligned.to_dict(),
        "terms.json": built.terms,
        "titles.json": {e: {str(k): v for k, v in t.items()} for e, t in tables.titles.items()},
        "moves.json": [m.__dict__ for m in tables.moves],
        "citation_words.json": built.words,
        "skeletons.json": {e: sorted(sk.ids()) for e, sk in tables.skeletons.items()},
        "editions.json": list(tables.editions),
    }
    for name, value in files.items():
        writer.add_json(name, value)
    started = time.perf_counter()
    search.build_index(
        str(writer.place("index")),
        built.documents,
        built.provisions,
        aliases(built, tables),
        tables.titles,
        words=built.search_words,
        term_tables=built.term_tables,
        citation_words=built.words,
        editions=tables.editions,
        moves=tables.moves,
        inherited=cited_siblings(built.provisions, built.citations),
        renderings=built.renderings,
        asked=built.asked,
    )
    return writer.finish(
        {
            "built_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "pipeline_seconds": round(seconds, 3),
            "index_seconds": round(time.perf_counter() - started, 3),
            "counts": {
                "documents": len(built.documents),
                "provisions": len(built.provisions),
                "citations": len(built.citations),
            },
            "documents": {s.doc: s.to_dict() for s in built.summaries},
        }
    )


def build(corpus: Path, artifacts: Path, *, accept_shrink: bool = False) -> Path:
    """Build the corpus into a new generation under ``artifacts`` and make it current.

    Raises SourceError for a bad source, :class:`BuildRefused` for a result that loses much of
    what is served (unless ``accept_shrink``), :class:`~indexer.artifact.Busy` when another
    build holds the folder past the wait.
    """
    with artifact.lock(artifacts):
        artifact.clean_partials(artifacts)
        started = time.perf_counter()
        built, tables = run_pipeline(corpus)
        seconds = time.perf_counter() - started
        losses = shrinkage(artifacts, built)
        if losses and not accept_shrink:
            raise BuildRefused(
                "this build would serve much less than the served one:\n"
                + "\n".join(f"  {loss}" for loss in losses)
                + "\nthe served artifact is unchanged; if this is intended, build again with --accept-shrink"
            )
        writer = artifact.Writer(artifacts)
        try:
            generation = write_artifact(built, tables, writer, seconds)
        except BaseException:
            writer.discard()
            raise
        artifact.publish(artifacts, generation, GRACE_SECONDS)
    return generation


def shrinkage(artifacts: Path, built: Built) -> list[str]:
    """What the served generation has that this build would lose, one line per document.

    A document loses much when it keeps fewer than two thirds of its provisions, or drops a law
    it held; a document that left the manifest loses everything.
    """
    generation = artifact.served(artifacts)
    if generation is None:
        return []
    try:
        before = served_documents(generation)
    except (artifact.ArtifactError, OSError, ValueError, KeyError):
        return []  # an unreadable old generation protects nothing
    after = {s.doc: s for s in built.summaries}
    losses = []
    for doc, (count, laws) in before.items():
        now = after.get(doc)
        if now is None:
            losses.append(f"{doc}: not in the manifest any more (served: {count} provisions)")
            continue
        lost_laws = sorted(set(laws) - set(now.laws))
        if now.provisions < count * KEEP_AT_LEAST or lost_laws:
            change = f"{count} -> {now.provisions} provisions"
            if lost_laws:
                change += f", loses {_ranges(lost_laws)}"
            losses.append(f"{doc}: {change}")
    return losses


def served_documents(generation: Path) -> dict[str, tuple[int, list[int]]]:
    """Per document of a generation: its number of provisions and the laws it holds."""
    meta = artifact.read_meta(generation)
    if "documents" in meta:
        return {doc: (s["provisions"], s["laws"]) for doc, s in meta["documents"].items()}
    counts: Counter[str] = Counter()
    laws: dict[str, set[int]] = {}
    for p in artifact.read_json(generation, "provisions.json"):
        counts[p["doc"]] += 1
        if p.get("law") is not None:
            laws.setdefault(p["doc"], set()).add(p["law"])
    return {doc: (n, sorted(laws.get(doc, ()))) for doc, n in counts.items()}


def _ranges(laws: list[int]) -> str:
    """``[74, 75, 76, 80]`` -> ``laws 74-76, 80``."""
    runs: list[list[int]] = []
    for law in laws:
        if runs and law == runs[-1][-1] + 1:
            runs[-1].append(law)
        else:
            runs.append([law])
    text = ", ".join(f"{r[0]}-{r[-1]}" if len(r) > 1 else str(r[0]) for r in runs)
    return f"law{'s' if len(laws) > 1 else ''} {text}"
