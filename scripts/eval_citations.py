"""Measure the citation finder against the hand-checked list of every cross-reference in the corpus.

Runs :func:`indexer.cite.find_citations` over each source text as it stands (lines normalised,
hard wraps kept as single line breaks, which the finder reads as spaces), resolves each citation
with the provision id the list gives for its line, and compares (line, raw, cited ids) with
``tests/data/xrefs_expected.toml``. Prints, per document, the edges found, the counts per kind,
precision and recall, then every miss and every false find.

Usage: ``.venv/bin/python scripts/eval_citations.py``
"""

from __future__ import annotations

import bisect
import dataclasses
import sys
import tomllib
from collections import Counter
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from indexer.cite import Context  # noqa: E402
from indexer.cite import Corpus  # noqa: E402
from indexer.cite import cited_ids  # noqa: E402
from indexer.cite import find_citations  # noqa: E402
from indexer.cite import is_label  # noqa: E402
from indexer.cite import resolve  # noqa: E402
from indexer.cite.patterns import load_words  # noqa: E402
from indexer.models import Document  # noqa: E402
from indexer.models import Target  # noqa: E402
from indexer.normalise import normalise_line  # noqa: E402
from indexer.normalise import source_lines  # noqa: E402
from indexer.tables import read_moves  # noqa: E402

CORPUS = ROOT / "corpus"
EXPECTED = ROOT / "tests" / "data" / "xrefs_expected.toml"
CONCORDANCE = CORPUS / "data" / "concordance-2007-2017.toml"

#: one citation as the list and the finder both state it: line, normalised raw, cited ids
Key = tuple[int, str, tuple[str, ...]]


@dataclass
class DocReport:
    """What the finder got right and wrong in one document."""

    doc: str
    found: Counter[Key] = field(default_factory=Counter)
    expected: Counter[Key] = field(default_factory=Counter)
    kinds: Counter[str] = field(default_factory=Counter)
    #: (key, expected edges, resolved edges) where the targets' documents differ from the list
    edge_errors: list[tuple[Key, list[str], list[str]]] = field(default_factory=list)

    @property
    def matched(self) -> int:
        return sum((self.found & self.expected).values())

    @property
    def precision(self) -> float:
        return self.matched / max(1, sum(self.found.values()))

    @property
    def recall(self) -> float:
        return self.matched / max(1, sum(self.expected.values()))


def norm(raw: str) -> str:
    """The raw span as the list writes it: spaces normalised, one line."""
    return normalise_line(raw.replace("\n", " "))


def edge(target: Target) -> str:
    """A target in the list's notation: ``doc/id``, with ``?`` when it is outside the corpus."""
    return f"{target.doc}/{target.id}" + ("" if target.exists else "?")


def documents() -> list[Document]:
    manifest = tomllib.loads((CORPUS / "manifest.toml").read_text(encoding="utf-8"))
    names = {f.name for f in dataclasses.fields(Document)}
    return [
        Document(**{"edition": None, **{k: v for k, v in e.items() if k in names}})
        for e in manifest["document"]
    ]


def load_expected(path: Path = EXPECTED) -> dict[str, Any]:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def corpus_from(expected: dict[str, Any], docs: list[Document]) -> Corpus:
    """The corpus as the list describes it: ids per law text, the real concordance."""
    moves = read_moves(tomllib.loads(CONCORDANCE.read_text(encoding="utf-8")), CONCORDANCE.name)
    ids = {doc: frozenset(values) for doc, values in expected["ids"].items()}
    return Corpus(tuple(docs), ids, moves)


def evaluate(expected: dict[str, Any] | None = None) -> list[DocReport]:
    """One report per corpus document."""
    expected = expected or load_expected()
    citation_words = tomllib.loads((CORPUS / "data" / "citations.toml").read_text(encoding="utf-8"))
    docs = documents()
    corpus = corpus_from(expected, docs)
    reports = []
    for doc in docs:
        words = load_words(citation_words, doc.language)
        entries = [e for e in expected["xref"] if e["doc"] == doc.id]
        sources = {e["line"]: e["source"] for e in entries}
        labels = {
            line: src
            for lab in expected.get("label", [])
            if lab["doc"] == doc.id
            for line, src in lab["lines"]
        }
        skip = {line for s in expected.get("skip", []) if s["doc"] == doc.id for line in s["lines"]}
        report = DocReport(doc.id)
        wanted_edges: dict[Key, list[str]] = {}
        for e in entries:
            key = (e["line"], norm(e["raw"]), tuple(e["targets"]))
            report.expected[key] += 1
            wanted_edges[key] = e["edges"]
        lines = source_lines((CORPUS / doc.source_file).read_text(encoding="utf-8"))
        text = "\n".join(lines)
        starts = [0]
        for source_line in lines[:-1]:
            starts.append(starts[-1] + len(source_line) + 1)
        for found in find_citations(text, words):
            index = bisect.bisect_right(starts, found.start) - 1
            line = index + 1
            if line in skip:
                continue
            source = labels.get(line) or sources.get(line)
            context = Context(corpus, doc, source)
            targets = resolve(found, context)
            if not targets:
                continue
            at_line = dataclasses.replace(found, start=found.start - starts[index])
            if line in labels and is_label(at_line, targets, context, in_heading=True):
                continue
            key = (line, norm(found.raw), tuple(cited_ids(found, context)))
            report.found[key] += 1
            report.kinds[found.kind] += 1
            got = [edge(t) for t in targets]
            if key in wanted_edges and got != wanted_edges[key]:
                report.edge_errors.append((key, wanted_edges[key], got))
        reports.append(report)
    return reports


def main() -> int:
    reports = evaluate()
    total_found = total_expected = total_matched = 0
    print(f"{'document':26} {'edges':>5} {'expected':>8} {'precision':>9} {'recall':>7}  kinds")
    for r in reports:
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(r.kinds.items()))
        found, wanted = sum(r.found.values()), sum(r.expected.values())
        print(f"{r.doc:26} {found:5} {wanted:8} {r.precision:9.3f} {r.recall:7.3f}  {kinds}")
        total_found, total_expected, total_matched = (
            total_found + found,
            total_expected + wanted,
            total_matched + r.matched,
        )
    precision = total_matched / max(1, total_found)
    recall = total_matched / max(1, total_expected)
    print(f"{'all':26} {total_found:5} {total_expected:8} {precision:9.3f} {recall:7.3f}")
    for r in reports:
        for key in (r.expected - r.found).elements():
            print(f"missed     {r.doc}:{key[0]} {key[1]!r} -> {list(key[2])}")
        for key in (r.found - r.expected).elements():
            print(f"false find {r.doc}:{key[0]} {key[1]!r} -> {list(key[2])}")
        for key, want, got in r.edge_errors:
            print(f"edges      {r.doc}:{key[0]} {key[1]!r}: expected {want}, got {got}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
