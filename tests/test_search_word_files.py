"""The search word tables may be kept in several files: search.toml and search-<part>.toml,
read as one, a word defined in two files refused."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from indexer.build import read_search_words
from indexer.models import SourceError
from indexer.search.words import load_search_words

CORPUS = Path(__file__).resolve().parent.parent / "corpus"


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    """A copy of the corpus's word files, to add more to."""
    (tmp_path / "data").mkdir()
    for path in (CORPUS / "data").glob("search*.toml"):
        shutil.copy(path, tmp_path / "data" / path.name)
    return tmp_path


def test_a_second_word_file_adds_its_words(corpus: Path) -> None:
    (corpus / "data" / "search-more-words.toml").write_text(
        '[en.phrases]\nwords = { "ejected" = ["disqualify"] }\nexamples = [["ejected", "disqualify"]]\n'
        '[en.question_words]\nwords = ["whether"]\n',
        encoding="utf-8",
    )
    words = load_search_words(read_search_words(corpus))
    own = load_search_words(read_search_words(CORPUS))
    assert ("en", "ejected", ("disqualify",)) in words.phrases
    assert set(own.phrases) < set(words.phrases)
    assert words.question_words == own.question_words | {"whether"}
    assert words.synonyms == own.synonyms


def test_a_word_two_files_define_is_refused_with_the_file(corpus: Path) -> None:
    (corpus / "data" / "search-more.toml").write_text(
        '[en.abbreviations]\nwords = { ui = "unauthorized information" }\n', encoding="utf-8"
    )
    with pytest.raises(SourceError, match=r"search-more\.toml.*ui twice"):
        read_search_words(corpus)
