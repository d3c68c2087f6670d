"""Parse a source text into provisions: one parser per kind of text, chosen by the manifest."""

from __future__ import annotations

from collections.abc import Callable

from indexer.models import LAW_KINDS
from indexer.models import Document
from indexer.models import Provision
from indexer.models import SourceError
from indexer.models import SourceWarning
from indexer.parsers import commentary
from indexer.parsers import everyday
from indexer.parsers import formal
from indexer.parsers import translation
from indexer.tables import Tables

Parser = Callable[[str, Document, Tables], list[Provision]]
#: a law-text parser also reports what it dropped or guessed
LawParser = Callable[[str, Document, Tables, list[SourceWarning]], list[Provision]]

LAW_PARSERS: dict[str, LawParser] = {
    "formal": formal.parse,
    "everyday": everyday.parse,
    "translation": translation.parse,
}
PARSERS: dict[str, Parser] = {"commentary": commentary.parse}


def parse_document(
    text: str, doc: Document, tables: Tables, warnings: list[SourceWarning] | None = None
) -> list[Provision]:
    """The provisions of one document, in document order, with unique ids.

    What the parser dropped, guessed or kept against the skeleton is appended to
    ``warnings`` (when given): never fatal, but worth showing to whoever adds the text.
    """
    sink = warnings if warnings is not None else []
    if doc.kind in LAW_KINDS and doc.kind in LAW_PARSERS:
        provisions = LAW_PARSERS[doc.kind](text, doc, tables, sink)
    elif doc.kind in PARSERS:
        provisions = PARSERS[doc.kind](text, doc, tables)
    else:
        raise SourceError(doc.source_file, None, f"unknown kind {doc.kind!r}")
    if not provisions:
        raise SourceError(doc.source_file, None, "no provisions found: is this the right file?")
    seen: set[str] = set()
    for p in provisions:
        if p.id in seen:
            raise SourceError(doc.source_file, p.lines[0], f"provision id {p.id!r} occurs twice")
        seen.add(p.id)
    return provisions
