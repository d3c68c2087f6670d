"""Print what the current artifact holds: per document, how its ids were found; per law, which
documents cover it and how their provisions align; per document, its cross-reference edges.

Usage: ``.venv/bin/python scripts/report_corpus.py`` (after ``make build``).
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app import create_app  # noqa: E402
from indexer.ids import try_ref  # noqa: E402

ARTIFACT = ROOT / "artifacts" / "current"


def load(name: str) -> Any:
    return json.loads((ARTIFACT / name).read_text(encoding="utf-8"))


def source_lines(doc: dict) -> set[int]:
    text = (ROOT / "corpus" / doc["source_file"]).read_text(encoding="utf-8")
    return {n for n, line in enumerate(text.splitlines(), 1) if line.strip()}


def main() -> None:
    documents = load("documents.json")
    provisions = load("provisions.json")
    citations = load("citations.json")
    aligned = load("aligned.json")
    meta = load("meta.json")
    seconds = f"pipeline {meta['pipeline_seconds']} s, index {meta['index_seconds']} s"
    print(f"artifact {ARTIFACT.resolve().name}: {seconds}")
    print("\n| document | provisions | printed | inferred | enclosing (skeleton) "
          "| overrides "
          "| lines not placed |")
    print("|---|---|---|---|---|---|---|")
    for doc in documents:
        mine = [p for p in provisions if p["doc"] == doc["id"]]
        how = Counter(p["id_source"] for p in mine)
        placed = {n for p in mine for a, b in [p["lines"], *p.get("copies", [])] for n in range(a, b + 1)}
        unplaced = sorted(source_lines(doc) - placed)
        print(f"| {doc['id']} | {len(mine)} | {how['printed']} | {how['inferred']} | {how['skeleton']} "
              f"| {how['override']} | {len(unplaced)} {unplaced if unplaced else ''} |")
    print("\n| law | documents | rows | rows aligned | same | renumbered | explains |")
    print("|---|---|---|---|---|---|---|")
    client = create_app({"ARTIFACTS_DIR": str(ARTIFACT.parent)}).test_client()
    laws = sorted({p["law"] for p in provisions if p["law"]} | {r.law for p in provisions for a in p["about"]
                                                              if (r := try_ref(a))})
    for law in laws:
        data = client.get(f"/api/v1/compare/{law}").get_json()
        counts: Counter[str] = Counter()
        aligned = 0
        for row in data["rows"]:
            cells = [c for c in row["cells"].values() if c]
            if len(cells) < 2:
                continue
            aligned += 1
            counts.update({c["relation"] for c in cells})
        print(f"| {law} | {', '.join(data['docs'])} | {len(data['rows'])} | {aligned} | {counts['same']} "
              f"| {counts['renumbered']} | {counts['explains']} |")
    print("\n| document | edges | explicit | list | range | relative | definition |")
    print("|---|---|---|---|---|---|---|")
    for doc in documents:
        kinds = Counter(c["kind"] for c in citations if c["doc"] == doc["id"])
        row = " | ".join(str(kinds[k]) for k in ("explicit", "list", "range", "relative", "definition"))
        print(f"| {doc['id']} | {sum(kinds.values())} | {row} |")


if __name__ == "__main__":
    main()
