"""A club note added to the corpus after the word tables were written: it has no phrasings of
its own, and is asked about what the provisions it cites are asked about, so a question in
players' words finds it in either language, and its own words still find it."""

from __future__ import annotations

from pathlib import Path

import pytest

from app import create_app
from indexer.build import build
from indexer.build import run_pipeline
from tests.corpus_helpers import CORPUS
from tests.corpus_helpers import corpus_with

NOTE = """# Riverbank Bridge Club: notes for members

## Disagreeing with a ruling

If you think the Director got it wrong, say so calmly and ask for a review. Law 92B sets
when the right to that lapses, so do not leave it until next week.

## Keeping to time

Each round has seven and a half minutes. Law 90B2 lets the Director penalise a pair
that holds up the movement.
"""


def _corpus_with_note(root: Path) -> Path:
    return corpus_with(
        root,
        "riverbank.md",
        NOTE,
        id="notes-riverbank",
        title="Riverbank notes",
        kind="commentary",
        language="en",
    )


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory):
    corpus = _corpus_with_note(tmp_path_factory.mktemp("notes"))
    artifacts = corpus.parent / "artifacts"
    build(corpus, artifacts)
    return create_app({"ARTIFACTS_DIR": str(artifacts)}).test_client()


def test_a_new_notes_section_is_asked_about_what_the_provision_it_cites_is(tmp_path: Path) -> None:
    built, _ = run_pipeline(_corpus_with_note(tmp_path))
    cited = built.asked["laws-2017-everyday-en:92B"]
    section = next(k for k in built.asked if k.startswith("notes-riverbank:") and "ruling" in k)
    assert built.asked[section] == cited
    # a bundled note keeps its own phrasings alone
    own = (CORPUS / "data" / "asked-notes-club-en.toml").read_text(encoding="utf-8")
    assert all(said in own for said in built.asked["notes-club-en:dummys-rights"]["en"])


@pytest.mark.parametrize(
    "q",
    [
        "how long do we have to appeal the ruling",
        "hoe lang heb ik om in beroep te gaan tegen de uitspraak",
        "penalty for a slow pair",
        "mag de arbiter ons straffen omdat we te traag spelen",
        "seven and a half minutes",  # its own words
    ],
)
def test_a_question_in_players_words_finds_the_new_note(client, q: str) -> None:
    results = client.get("/api/v1/search", query_string={"q": q}).get_json()["results"]
    assert "notes-riverbank" in [h["doc"] for h in results[:5]], [(h["doc"], h["id"]) for h in results[:5]]
