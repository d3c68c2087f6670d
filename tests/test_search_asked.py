"""How players ask (``corpus/data/asked-*.toml``): per provision, short phrasings of the
situations it rules on, in each language, indexed in a field of their own and shown nowhere.
A question in players' words finds the provision through them, in its own language or in the
other; the tables are checked against the corpus they are about.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from indexer.models import Provision
from indexer.search import SearchIndex
from indexer.search.analysis import LANGUAGES
from indexer.search.asked import load_asked
from indexer.sources import read_manifest
from indexer.tables import load_toml
from tests.search_helpers import top

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
DOCUMENTS = read_manifest(CORPUS)
TABLES = {path.name: load_toml(path) for path in sorted((CORPUS / "data").glob("asked-*.toml"))}
ENTRIES = [(table["of"], entry) for table in TABLES.values() for entry in table["asked"]]


def _provisions_built(artifacts_dir: Path) -> list[dict[str, Any]]:
    with open(artifacts_dir / "current" / "provisions.json", encoding="utf-8") as f:
        provisions: list[dict[str, Any]] = json.load(f)
    return provisions


def test_every_document_has_its_table_and_every_entry_names_a_provision(artifacts_dir: Path) -> None:
    """A stale entry would put words beside no provision: the build leaves it out (a source
    cut short is refused with its own numbers), so it is caught here."""
    assert {t["of"] for t in TABLES.values()} == {d.id for d in DOCUMENTS}
    keys = {f"{p['doc']}:{p['id']}" for p in _provisions_built(artifacts_dir)}
    stale = [f"{doc}:{e['id']}" for doc, e in ENTRIES if f"{doc}:{e['id']}" not in keys]
    assert not stale


def test_every_provision_with_a_text_is_asked_about_in_every_language(artifacts_dir: Path) -> None:
    texts = {f"{p['doc']}:{p['id']}" for p in _provisions_built(artifacts_dir) if p["text"].strip()}
    asked = {f"{doc}:{e['id']}": e for doc, e in ENTRIES}
    assert texts <= set(asked)
    assert all(set(LANGUAGES) <= set(e) for e in asked.values())


@pytest.mark.parametrize(("doc", "entry"), ENTRIES, ids=[f"{doc}:{e['id']}" for doc, e in ENTRIES])
def test_a_provision_is_found_by_one_of_its_own_phrasings_in_each_language(
    artifact_index: SearchIndex, doc: str, entry: dict[str, Any]
) -> None:
    key = f"{doc}:{entry['id']}"
    for language in LANGUAGES:
        assert any(key in top(artifact_index, q, 5) for q in entry[language]), (language, entry[language])


# fmt: off
#: (a question in players' words that the Laws put otherwise, the provisions that answer it)
IN_PLAYERS_WORDS = [
    # Law 90B2: a contestant playing unduly slowly
    ("we finished the round late, can the director fine us", {"laws-2017-everyday-en:90B2"}),
    # Law 8A1: the Director instructs the players on the movement of the boards
    ("wie bepaalt waar de borden naartoe gaan na een ronde", {"laws-2007-en:8A1"}),
    # Law 79C: a score recorded wrongly may be corrected until the correction period expires
    ("de uitslag stond verkeerd op de lijst, kan dat nog veranderd worden",
     {"laws-2017-everyday-en:79C", "laws-2017-everyday-en:79C1", "laws-2017-everyday-en:79C2"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), IN_PLAYERS_WORDS, ids=[q for q, _ in IN_PLAYERS_WORDS])
def test_a_question_in_players_words_finds_its_provision(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q, 5)), top(artifact_index, q)


def test_a_hit_shows_the_provisions_own_text_not_how_players_ask(artifact_index: SearchIndex) -> None:
    """The phrasings find a provision; its snippet is still its own text."""
    entry = next(e for doc, e in ENTRIES if doc == "laws-2017-everyday-en" and e["id"] == "92D1")
    hit = next(h for h in artifact_index.search(entry["en"][0], limit=10).results if h.id == "92D1")
    plain = hit.snippet.replace("<mark>", "").replace("</mark>", "")
    assert not any(said in plain for said in entry["en"] + entry["nl"])


def _table(of: str, **entry: Any) -> dict[str, Any]:
    return {"of": of, "asked": [{"id": "1", **entry}]}


def _provisions() -> list[Provision]:
    return [
        Provision(doc="laws-2007-en", id="1", parent=None, law=1, heading="", text="x", order=0, lines=(1, 1))
    ]


@pytest.mark.parametrize(
    ("name", "table", "reason"),
    [
        ("asked-laws-2007-en.toml", _table("notes-club-en", en=["x"]), "'of' names another document"),
        ("asked-laws-2007-en.toml", _table("laws-2007-en", fr=["x"]), "'fr' is not a language"),
        ("asked-laws-2007-en.toml", _table("laws-2007-en", en=["  "]), "an empty phrasing"),
        ("asked-laws-2007-en.toml", _table("laws-2007-en", en=[]), "an empty phrasing"),
    ],
    ids=["of-and-file-apart", "language-not-searched", "blank-phrasing", "no-phrasing"],
)
def test_a_bad_table_fails_naming_the_file_and_the_fault(
    name: str, table: dict[str, Any], reason: str
) -> None:
    with pytest.raises(ValueError) as raised:
        load_asked({name: table}, DOCUMENTS, _provisions(), LANGUAGES)
    assert str(raised.value).startswith(name)
    assert reason in str(raised.value)


def test_a_provision_listed_twice_fails() -> None:
    table = {"of": "laws-2007-en", "asked": [{"id": "1", "en": ["a"]}, {"id": "1", "en": ["b"]}]}
    with pytest.raises(ValueError, match="listed twice"):
        load_asked({"asked-laws-2007-en.toml": table}, DOCUMENTS, _provisions(), LANGUAGES)


def test_a_document_or_provision_the_corpus_lacks_is_left_out() -> None:
    """A corpus built with fewer documents, or a source cut short, leaves their entries out."""
    tables = {
        "asked-laws-2007-en.toml": {
            "of": "laws-2007-en",
            "asked": [{"id": "1", "en": ["a"]}, {"id": "2", "en": ["b"]}],
        },
        "asked-elsewhere.toml": {"of": "elsewhere", "asked": [{"id": "1", "en": ["c"]}]},
    }
    assert load_asked(tables, DOCUMENTS, _provisions(), LANGUAGES) == {"laws-2007-en:1": {"en": ("a",)}}
