"""The built cross-reference edges against the hand-checked list of every citation in the corpus.

``tests/data/xrefs_expected.toml`` names each citation by document, the provision it stands
in, its raw text and its resolved targets. The artifact's edges (parsed provisions, reflowed
text) must match it: a change that loses or adds a link shows up here as a named diff.
"""

from __future__ import annotations

import json
import tomllib
from collections import Counter
from pathlib import Path

import pytest

from indexer.normalise import normalise_line

ROOT = Path(__file__).resolve().parent.parent
EXPECTED = tomllib.loads((ROOT / "tests" / "data" / "xrefs_expected.toml").read_text(encoding="utf-8"))
ARTIFACT = ROOT / "artifacts" / "current"

Edge = tuple[str, str, str, tuple[str, ...]]


def edge_of(target: dict) -> str:
    return f"{target['doc']}/{target['id']}" + ("" if target["exists"] else "?")


def listed() -> Counter[Edge]:
    return Counter(
        (e["doc"], e["source"], normalise_line(e["raw"]), tuple(e["edges"])) for e in EXPECTED["xref"]
    )


def built() -> Counter[Edge]:
    if not (ARTIFACT / "citations.json").exists():
        pytest.skip("no artifact: run `make build` first")
    citations = json.loads((ARTIFACT / "citations.json").read_text(encoding="utf-8"))
    return Counter(
        (c["doc"], c["source"], normalise_line(c["raw"]), tuple(edge_of(t) for t in c["targets"]))
        for c in citations
    )


def test_built_edges_match_the_hand_checked_list() -> None:
    want, got = listed(), built()
    matched = sum((want & got).values())
    precision, recall = matched / max(1, sum(got.values())), matched / max(1, sum(want.values()))
    print(
        f"built edges: {sum(got.values())}, listed: {sum(want.values())}, "
        f"precision {precision:.3f}, recall {recall:.3f}"
    )
    missing, extra = sorted((want - got).elements()), sorted((got - want).elements())
    assert not missing and not extra, {"missing": missing, "extra": extra}


@pytest.mark.parametrize(
    "doc", ["laws-2007-en", "laws-2017-everyday-en", "laws-2017-nl", "notes-willetton", "notes-club-en"]
)
def test_every_document_has_its_listed_number_of_edges(doc: str) -> None:
    want = sum(n for e, n in listed().items() if e[0] == doc)
    got = sum(n for e, n in built().items() if e[0] == doc)
    assert got == want
