"""See before you add: how a text would be read, without building or touching the artifact."""

from __future__ import annotations

import re
from pathlib import Path

from indexer import artifact
from indexer.models import KINDS
from indexer.models import Document
from indexer.models import SourceWarning
from indexer.parse import parse_document
from indexer.sources import Notice
from indexer.sources import legacy_encoding
from indexer.sources import load_source
from indexer.sources import page_words
from indexer.summary import report
from indexer.summary import summarise
from indexer.tables import read_tables

__all__ = ["KINDS", "build_report", "check_text"]


def check_text(
    file: Path,
    corpus: Path,
    *,
    kind: str,
    language: str,
    edition: str | None,
    fmt: str | None = None,
    encoding: str | None = None,
) -> list[str]:
    """The lines ``flask check-text`` prints for ``file``, read with ``corpus``'s data tables.

    The document is described as its manifest entry would describe it; a SourceError says what
    would stop the build.
    """
    doc = Document(
        id=_slug(file.stem),
        title=file.stem,
        kind=kind,
        language=language,
        edition=edition,
        source_file=file.name,
    )
    legacy = legacy_encoding(corpus, language)
    # the corpus's own furniture words, as its build reads them
    words = page_words(corpus)
    source = load_source(file, name=file.name, format=fmt, encoding=encoding, legacy=legacy, words=words)
    tables = read_tables(corpus, [doc])
    warnings: list[SourceWarning] = []
    provisions = parse_document(source.text, doc, tables, warnings)
    summary = summarise(doc, provisions, source, warnings, tables.layout)
    described = ", ".join(x for x in (kind, language, edition) if x)
    encoded = f" in {source.encoding}" if source.encoding else ""  # a PDF's text has no encoding of its own
    head = f"{file} ({described}), read as {source.format}{encoded}"
    return [head, *report(summary, provisions, source)]


def _slug(stem: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", stem.lower()).strip("-") or "text"


def build_report(generation: Path) -> list[str]:
    """Per document of a built generation: its headline and warnings, as the build prints them."""
    out = []
    for doc, entry in artifact.read_meta(generation).get("documents", {}).items():
        sources = ", ".join(f"{k} {n}" for k, n in sorted(entry["id_sources"].items(), key=lambda i: -i[1]))
        warnings = entry["warnings"]
        tail = f", {len(warnings)} warning{'s' if len(warnings) != 1 else ''}" if warnings else ""
        out.append(f"{doc}: {entry['provisions']} provisions ({sources}){tail}")
        out.extend(f"  {Notice(w['line'], w['message'], w.get('last'))}" for w in warnings)
    return out
