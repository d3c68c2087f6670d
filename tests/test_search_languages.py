"""A text in a language the search engine has no stemmer for, added through data alone, is found."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from app import create_app
from indexer.build import build

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
FRENCH = (
    "Loi 16 - Informations non autorisées\n\n"
    "Le partenaire hésite; voir la Loi 73C. Le mort ne peut pas regarder.\n"
)


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory):
    corpus = tmp_path_factory.mktemp("corpus") / "corpus"
    shutil.copytree(CORPUS, corpus)
    (corpus / "notes-fr.txt").write_text(FRENCH, encoding="utf-8")
    with (corpus / "manifest.toml").open("a", encoding="utf-8") as manifest:
        manifest.write(
            '\n[[document]]\nid = "notes-fr"\ntitle = "Notes du club"\nkind = "commentary"\n'
            'language = "fr"\nsource_file = "notes-fr.txt"\n'
        )
    with (corpus / "data" / "citations.toml").open("a", encoding="utf-8") as words:
        words.write('\n[fr.law]\nwords = ["Loi"]\nexamples = ["la Loi 73C"]\n')
    with (corpus / "data" / "layout.toml").open("a", encoding="utf-8") as layout:
        layout.write('\n[fr]\nslug_stop_words = ["la", "le"]\n')
    artifacts = corpus.parent / "artifacts"
    build(corpus, artifacts)
    return create_app({"ARTIFACTS_DIR": str(artifacts)}).test_client()


@pytest.mark.parametrize("args", [{"q": "partenaire hésite"}, {"q": "partenaire", "lang": "fr"},
                                  {"q": "informations", "doc": "notes-fr"}])  # fmt: skip
def test_a_french_note_is_found_by_its_words(client, args: dict[str, str]) -> None:
    response = client.get("/api/v1/search", query_string=args)
    assert response.status_code == 200
    assert [h["doc"] for h in response.get_json()["results"]][:1] == ["notes-fr"]


def test_english_and_dutch_search_still_work_beside_it(client) -> None:
    results = client.get("/api/v1/search", query_string={"q": "logical alternative"}).get_json()["results"]
    assert results[0]["doc"] == "laws-2007-en"
    dutch = client.get("/api/v1/search", query_string={"q": "ingetrokken handeling", "lang": "nl"}).get_json()
    assert dutch["results"][0]["doc"] == "laws-2017-nl"


def test_the_french_note_cites_law_73c(client) -> None:
    xrefs = client.get("/api/v1/xrefs", query_string={"doc": "notes-fr"}).get_json()["xrefs"]
    assert [(x["raw"], [t["id"] for t in x["targets"]]) for x in xrefs] == [("Loi 73C", ["73C"])]
