"""POST /api/v1/linkify judged on held-out passages: tests/data/linkify_heldout.toml.

The passages are rulings, appeal reports, newsletters, Dutch clubbladen, teaching notes and
forum posts that are not in the corpus. Each is sent with and without a document for
context; a linked span counts as right when its text is exactly a listed citation and its
targets are the listed provisions (a concordance counterpart in the other edition may come
along). Precision and recall are over every span of every passage.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from indexer.cite import counterpart_id
from indexer.tables import read_moves

ROOT = Path(__file__).resolve().parent.parent
PASSAGES = ROOT / "tests" / "data" / "linkify_heldout.toml"
CONCORDANCE = ROOT / "corpus" / "data" / "concordance-2007-2017.toml"
#: the floor both precision and recall must reach
FLOOR = 0.97
#: the document a passage is read against when it names none, per language
DEFAULT_DOC = {"en": "laws-2017-everyday-en", "nl": "laws-2017-nl"}


@dataclass
class Score:
    expected: int = 0
    linked: int = 0
    right: int = 0
    wrong: list[str] | None = None

    @property
    def precision(self) -> float:
        return self.right / self.linked if self.linked else 1.0

    @property
    def recall(self) -> float:
        return self.right / self.expected if self.expected else 1.0


def load_passages() -> list[dict[str, Any]]:
    passages = tomllib.loads(PASSAGES.read_text(encoding="utf-8"))["passage"]
    for p in passages:
        for c in p["cites"]:
            assert c["raw"] in p["text"], f"{p['name']}: {c['raw']!r} is not in the text"
        for span in p.get("not_linked", []):
            assert span in p["text"], f"{p['name']}: {span!r} is not in the text"
    return passages


def _counterparts(pid: str) -> set[str]:
    moves = read_moves(tomllib.loads(CONCORDANCE.read_text(encoding="utf-8")), str(CONCORDANCE))
    out = {pid}
    for edition in ("2007", "2017"):
        other = counterpart_id(pid, edition, moves)
        if other:
            out.add(other)
    return out


def _matches(expected: list[str], returned: set[str]) -> bool:
    allowed = set().union(*(_counterparts(e) for e in expected)) if expected else set()
    return all(_counterparts(e) & returned for e in expected) and returned <= allowed


def _language(passage: dict[str, Any]) -> str:
    return "nl" if passage.get("doc", "").endswith("-nl") else "en"


def score(client: Any, with_doc: bool) -> Score:
    total = Score(wrong=[])
    for passage in load_passages():
        body: dict[str, str] = {"text": passage["text"]}
        if with_doc:
            body["doc"] = passage.get("doc") or DEFAULT_DOC[_language(passage)]
        response = client.post("/api/v1/linkify", json=body)
        assert response.status_code == 200, response.get_json()
        linked = response.get_json()["citations"]
        expected = list(passage["cites"])
        total.expected += len(expected)
        total.linked += len(linked)
        for c in linked:
            ids = {t["id"] for t in c["targets"]}
            hit = next((e for e in expected if e["raw"] == c["raw"] and _matches(e["ids"], ids)), None)
            if hit is None:
                total.wrong.append(f"{passage['name']}: linked {c['raw']!r} -> {sorted(ids)}")
                continue
            expected.remove(hit)
            total.right += 1
        total.wrong += [f"{passage['name']}: missed {e['raw']!r} -> {e['ids']}" for e in expected]
    return total


@pytest.fixture(scope="module")
def client(app: Any) -> Any:
    c = app.test_client()
    if c.get("/api/v1/documents").status_code != 200:
        pytest.skip("no artifact built: run `make build`")
    return c


def test_passages_are_many_and_varied() -> None:
    passages = load_passages()
    assert len(passages) >= 25
    assert {_language(p) for p in passages} == {"en", "nl"}
    assert sum(len(p.get("not_linked", [])) for p in passages) >= 20


@pytest.mark.parametrize("with_doc", [False, True], ids=["no-doc", "with-doc"])
def test_linkify_precision_and_recall(client: Any, with_doc: bool) -> None:
    result = score(client, with_doc)
    print(
        f"linkify held-out ({'with' if with_doc else 'without'} doc): "
        f"precision {result.precision:.3f} recall {result.recall:.3f} "
        f"({result.right} right of {result.linked} linked, {result.expected} expected)"
    )
    problems = "\n".join(result.wrong or [])
    assert result.precision >= FLOOR, problems
    assert result.recall >= FLOOR, problems


def test_lookalikes_are_never_linked(client: Any) -> None:
    """Boards, scores, percentages, dates, bids and laws that do not exist stay plain text."""
    linked_lookalikes = []
    for passage in load_passages():
        spans = passage.get("not_linked", [])
        if not spans:
            continue
        response = client.post("/api/v1/linkify", json={"text": passage["text"]})
        for c in response.get_json()["citations"]:
            for span in spans:
                start = passage["text"].find(span)
                if c["start"] < start + len(span) and start < c["end"]:
                    linked_lookalikes.append(f"{passage['name']}: {c['raw']!r} inside {span!r}")
    assert linked_lookalikes == []
