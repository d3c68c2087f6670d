"""``GET /api/v1/compare/<law>``: one law in several documents, row by row in the current
numbering (the page ``/compare/<law>`` presents the same table: ``api.pages``)."""

from __future__ import annotations

from typing import Any

from flask import Blueprint
from flask import request

from api.corpus import Corpus
from api.corpus import current_corpus as corpus
from api.errors import ApiError
from api.present import reference
from indexer.compare import docs_for_law
from indexer.compare import side_by_side
from indexer.ids import LAW_COUNT
from indexer.ids import try_ref

bp = Blueprint("compare", __name__)


def compare_law(c: Corpus, law: int, docs: list[str] | None) -> dict[str, Any]:
    """The side-by-side table of :func:`indexer.compare.side_by_side`, each cell a reference
    to its provision with its text (``heading`` null for none)."""
    data = side_by_side(c, law, docs)
    for row in data["rows"]:
        for doc_id, cell in row["cells"].items():
            if cell is not None:
                row["cells"][doc_id] = reference(c, doc_id, cell["id"]) | {
                    "heading": cell["heading"],
                    "text": cell["text"],
                    "relation": cell["relation"],
                    "cut": cell["cut"],
                }
    return {"law": law, "title": c.title(c.current_edition, law) or None} | data


def comparable(c: Corpus, law: int) -> bool:
    """Whether a side-by-side view of ``law`` shows anything to compare: two texts or more."""
    return len(docs_for_law(c, law)) >= 2


def parse_law(raw: str) -> int:
    ref = try_ref(raw)
    if ref is None or ref.depth != 0 or not 1 <= ref.law <= LAW_COUNT:
        raise ApiError(404, "unknown_law", f"{raw!r} is not a law number (1 to {LAW_COUNT})")
    return ref.law


def parse_docs(c: Corpus, raw: str | None) -> list[str] | None:
    if not raw:
        return None
    # each document once: a list naming one a hundred times is not a hundred columns of work
    docs = list(dict.fromkeys(d.strip() for d in raw.split(",") if d.strip()))
    unknown = [d for d in docs if d not in c.documents]
    if unknown:
        raise ApiError(
            400,
            "unknown_document",
            f"no document {', '.join(map(repr, unknown))}",
            documents=sorted(c.documents),
        )
    return docs


@bp.get("/api/v1/compare/<law>")
def compare_api(law: str) -> dict[str, Any]:
    c = corpus()
    return compare_law(c, parse_law(law), parse_docs(c, request.args.get("docs")))
