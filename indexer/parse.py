"""Parse a source text into provisions: one parser per kind of text, chosen by the manifest."""

from __future__ import annotations

from collections.abc import Callable

from indexer.models import Document
from indexer.models import Provision
from indexer.models import SourceError
from indexer.parsers import commentary
from indexer.parsers import everyday
from indexer.parsers import formal
from indexer.parsers import translation
from indexer.tables import Tables

Parser = Callable[[str, Document, Tables], list[Provision]]

PARSERS: dict[str, Parser] = {
    "formal": formal.parse,
    "everyday": everyday.parse,
    "translation": translation.parse,
    "commentary": commentary.parse,
}


def parse_document(text: str, doc: Document, tables: Tables) -> list[Provision]:
    """The provisions of one document, in document order, with unique ids."""
    try:
        parser = PARSERS[doc.kind]
    except KeyError:
        raise SourceError(doc.source_file, None, f"unknown kind {doc.kind!r}") from None
    provisions = parser(text, doc, tables)
    if not provisions:
        raise SourceError(doc.source_file, None, "no provisions found: is this the right file?")
    seen: set[str] = set()
    for p in provisions:
        if p.id in seen:
            raise SourceError(doc.source_file, p.lines[0], f"provision id {p.id!r} occurs twice")
        seen.add(p.id)
    return provisions
