"""Renderings (``corpus/data/renderings-*.toml``): a provision's text in another language,
indexed beside it for search only. The Dutch articles that no English text here holds (Laws
20F, 47E, 54, the 2017 parts of Law 16) are found by an English question through their English
rendering as an English provision is; the hit stays the Dutch article, and a Dutch question
reads it in Dutch alone.
"""

from __future__ import annotations

import json
import re
from array import array
from pathlib import Path

import pytest

from indexer.build import load_toml
from indexer.build import read_manifest
from indexer.build import read_renderings
from indexer.models import Document
from indexer.models import Provision
from indexer.models import SourceError
from indexer.search import SearchIndex
from indexer.search import build_index
from indexer.search.impacts import Impacts
from indexer.search.plan import Clause
from indexer.search.renderings import Rendering
from indexer.search.renderings import load_renderings
from indexer.search.scoring import RENDERED_SHARE
from indexer.search.scoring import RENDERING_WEIGHT
from indexer.search.scoring import ReadApart
from indexer.search.scoring import _with_renderings
from indexer.search.scoring import gather
from tests.search_helpers import top
from tests.test_search import CITATIONS
from tests.test_search import DOCUMENTS
from tests.test_search import WORDS
from tests.test_search import _provisions

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
TABLES = {path.name: load_toml(path) for path in sorted((CORPUS / "data").glob("renderings-*.toml"))}


def _corpus(artifacts_dir: Path) -> tuple[list[Document], list[Provision]]:
    """The manifest's documents and the built artifact's provisions."""
    path = artifacts_dir / "current" / "provisions.json"
    return read_manifest(CORPUS), [
        Provision.from_dict(p) for p in json.loads(path.read_text(encoding="utf-8"))
    ]


def test_every_rendering_renders_a_provision_of_the_corpus_in_another_language(artifacts_dir: Path) -> None:
    documents, provisions = _corpus(artifacts_dir)
    renderings = load_renderings(TABLES, documents, provisions)
    language = {d.id: d.language for d in documents}
    assert len(renderings) >= 25
    for key, by_language in renderings.items():
        assert all(rendered != language[key.split(":")[0]] for rendered in by_language)


def test_the_build_reads_the_renderings_of_the_corpus(artifacts_dir: Path) -> None:
    documents, provisions = _corpus(artifacts_dir)
    assert read_renderings(CORPUS, documents, provisions)["laws-2017-nl:47E1"]["en"].text


@pytest.mark.parametrize(
    ("old", "new", "error"),
    [
        ('id = "16C1"', 'id = "16C9"', "names no provision of laws-2017-nl: '16C9'"),
        ('heading = ""', 'headline = ""', "unknown key 'headline'"),
    ],
)
def test_a_stale_or_misspelt_rendering_fails_the_build_naming_the_file(
    artifacts_dir: Path, tmp_path: Path, old: str, new: str, error: str
) -> None:
    documents, provisions = _corpus(artifacts_dir)
    (tmp_path / "data").mkdir()
    for path in (CORPUS / "data").glob("renderings-*.toml"):
        (tmp_path / "data" / path.name).write_text(path.read_text(encoding="utf-8").replace(old, new, 1))
    with pytest.raises(SourceError, match=re.escape(error)) as raised:
        read_renderings(tmp_path, documents, provisions)
    assert "renderings-laws-2017-nl-en.toml" in str(raised.value)


def test_only_what_no_english_text_holds_is_rendered() -> None:
    """Laws 16A and 16B stand in the 2007 English text: an English question finds them there,
    in its own language, and the Dutch articles need no rendering."""
    rendered = {entry["id"] for table in TABLES.values() for entry in table["rendering"]}
    assert {"47E1", "47E2a", "54A", "20F3", "16C1", "16C2", "16D1", "16B3"} <= rendered
    assert not rendered & {"16A", "16A1", "16A1b", "16A2", "16B", "16B1", "16B1a", "16B1b", "16B2"}


# fmt: off
NL = {"of": "laws-2017-nl", "language": "en"}
BAD = [
    ({"of": "laws-2099", "language": "en", "rendering": []}, "names no document"),
    (NL | {"language": "nl", "rendering": []}, "another language"),
    (NL | {"rendering": [{"id": "99Z", "text": "x"}]}, "names no provision"),
    (NL | {"rendering": [{"id": "16C", "heading": "", "text": " "}]}, "neither heading nor text"),
    (NL | {"rendering": [{"id": "16C", "text": "a"}, {"id": "16C", "text": "b"}]}, "twice"),
]
# fmt: on


@pytest.mark.parametrize(("table", "error"), BAD)
def test_a_bad_rendering_table_is_refused_with_its_reason(table: dict, error: str) -> None:
    with pytest.raises(ValueError, match=error):
        load_renderings({"renderings-laws-2017-nl-en.toml": table}, DOCUMENTS, _provisions())


RENDERED = {
    "laws-2017-nl:16C": {
        "en": "Information from withdrawn actions. For a non-offending side, all information arising "
        "from a withdrawn action is authorized, regardless of which side took that action."
    }
}


def _index(path: Path, rendered: bool) -> SearchIndex:
    renderings = (
        {k: {lang: Rendering(lang, "", text) for lang, text in v.items()} for k, v in RENDERED.items()}
        if rendered
        else {}
    )
    build_index(
        str(path), DOCUMENTS, _provisions(), words=WORDS, citation_words=CITATIONS, renderings=renderings
    )
    return SearchIndex.open(str(path))


@pytest.fixture(scope="module")
def with_and_without(tmp_path_factory: pytest.TempPathFactory) -> tuple[SearchIndex, SearchIndex]:
    """The small index of test_search.py (no term tables: nothing is read across languages),
    with and without an English rendering of the Dutch 16C."""
    base = tmp_path_factory.mktemp("renderings")
    return _index(base / "with", True), _index(base / "without", False)


def test_an_english_question_finds_a_dutch_article_through_its_rendering(with_and_without) -> None:
    rendered, plain = with_and_without
    q = "may the non-offending side use information from a withdrawn action"
    assert top(rendered, q, 1) == ["laws-2017-nl:16C"]
    assert "laws-2017-nl:16C" not in top(plain, q)


def test_a_filtered_search_reads_the_renderings_of_the_provisions_it_keeps(with_and_without) -> None:
    rendered, _ = with_and_without
    q = "may the non-offending side use information from a withdrawn action"
    assert [f"{h.doc}:{h.id}" for h in rendered.search(q, doc="laws-2017-nl", limit=1).results] == [
        "laws-2017-nl:16C"
    ]
    assert all(h.doc != "laws-2017-nl" for h in rendered.search(q, doc="laws-2007-en").results)


def test_the_hit_stays_the_dutch_article(with_and_without) -> None:
    """The rendering is searched, never shown: the hit's language, heading and snippet are the
    Dutch text's."""
    rendered, _ = with_and_without
    hit = rendered.search("information from a withdrawn action", limit=1).results[0]
    assert (hit.doc, hit.id, hit.language) == ("laws-2017-nl", "16C", "nl")
    assert hit.heading == "Informatie uit ingetrokken handelingen"
    assert "withdrawn" not in hit.snippet and "ingetrokken" in re.sub(r"<[^>]+>", "", hit.snippet)


def test_a_rendering_leaves_the_english_provisions_scores_as_they_were(with_and_without) -> None:
    """The rendering's words count in no English word's rarity and no English text's average
    length: every English provision scores as it did without it."""
    rendered, plain = with_and_without
    q = "information a player may base a call on"

    def english(index: SearchIndex) -> dict[str, float]:
        return {f"{h.doc}:{h.id}": h.score for h in index.search(q, limit=20).results if h.language == "en"}

    before, after = english(plain), english(rendered)
    assert before and before.keys() == after.keys()
    assert all(after[key] == pytest.approx(score) for key, score in before.items())


def test_a_dutch_question_reads_the_dutch_article_in_dutch_alone(with_and_without) -> None:
    rendered, plain = with_and_without
    q = "informatie uit een ingetrokken handeling van de niet-overtredende partij"

    def score(index: SearchIndex) -> float:
        found = {f"{h.doc}:{h.id}": h.score for h in index.search(q).results}
        return found["laws-2017-nl:16C"]

    assert score(rendered) == pytest.approx(score(plain))


#: an English question: provision 1 is a Dutch article rendered in English
ENGLISH = ReadApart("en", {1: "nl"})
#: a Dutch question
DUTCH = ReadApart("nl", {1: "nl"})


def _impacts(lists: dict[tuple[str, str], list[tuple[int, float]]]) -> Impacts:
    data = {
        key: (
            array("i", [d for d, _ in pairs]).tobytes(),
            array("f", [s for _, s in pairs]).tobytes(),
            len(pairs),
        )
        for key, pairs in lists.items()
    }
    return Impacts({"depth": 1000, "lists": data})


def test_a_rendered_provision_is_read_in_its_own_words_or_its_renderings_never_both() -> None:
    """Provision 1 is a Dutch article rendered in English, provision 0 an English one. An
    English question's word found in the rendering (2.0) and, read by the term tables, in the
    Dutch text (1.5) counts once: the Dutch reading (1.5), which counts more than the
    rendering's at RENDERING_WEIGHT; the English provision counts its word as found."""
    impacts = _impacts(
        {("text_en", "withdrawn"): [(1, 2.0), (0, 1.8)], ("text_nl", "ingetrokken"): [(1, 1.5)]}
    )
    clauses = [Clause("text_en", "withdrawn", 1.0, 1, True), Clause("text_nl", "ingetrokken", 1.0, 1, True)]
    _, added, *_ = gather(impacts, clauses)
    assert added[1] > 2.0  # both, when nothing says it is rendered
    _, scores, _, _, _, _, read = gather(impacts, clauses, apart=ENGLISH)
    assert scores[1] == pytest.approx(max(1.5, RENDERING_WEIGHT * 2.0))
    assert scores[0] == pytest.approx(1.8)
    assert read[1] == (RENDERING_WEIGHT * 2.0 > 1.5, 1, 1)


def test_a_rendered_provision_found_through_its_rendering_says_so() -> None:
    """With no Dutch reading of the question, the rendering is the reading that counts."""
    impacts = _impacts({("text_en", "withdrawn"): [(1, 2.0)]})
    clauses = [Clause("text_en", "withdrawn", 1.0, 1, True)]
    _, scores, _, _, _, _, read = gather(impacts, clauses, apart=ENGLISH)
    assert scores[1] == pytest.approx(RENDERING_WEIGHT * 2.0)
    assert read[1] == (True, 1, 0)


def test_a_question_in_the_articles_own_language_skips_the_rendering() -> None:
    impacts = _impacts({("text_en", "withdrawn"): [(1, 2.0)], ("text_nl", "ingetrokken"): [(1, 1.5)]})
    clauses = [Clause("text_nl", "ingetrokken", 1.0, 1, True), Clause("text_en", "withdrawn", 1.0, 1, True)]
    _, scores, *_ = gather(impacts, clauses, apart=DUTCH)
    assert scores[1] == pytest.approx(1.5)


def test_what_only_a_rendering_holds_counts_for_part_of_the_share() -> None:
    """Provision 7 holds the query's first word (share 0.5) in its own text and the second
    (0.5) only in its rendering: it holds 0.5 + RENDERED_SHARE * 0.5 of the query."""
    shares = {0b00: 0.0, 0b01: 0.5, 0b10: 0.5, 0b11: 1.0}
    out = _with_renderings({7: 1.0}, {7: 1.0}, {7: (False, 0b01, 0b01)}, shares.__getitem__)
    assert out[7] == pytest.approx(0.5 + RENDERED_SHARE * 0.5)
