"""The search word tables may be kept in several files: search.toml and search-<part>.toml,
read as one, a word defined in two files refused."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from indexer.build import load_toml
from indexer.build import read_search_words
from indexer.models import SourceError
from indexer.search.analysis import stemming_analyzer
from indexer.search.plan import read_by_object
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


def test_no_phrase_of_one_file_is_another_spelling_of_a_phrase_of_another() -> None:
    """The build refuses a phrase two files write alike; one they write apart but the stemmer
    reads alike ("kick out", "kicked out") would pass it, and the longer or earlier one would
    silently hide the other's reading."""
    words = load_search_words(read_search_words(CORPUS))
    analyzers = {language: stemming_analyzer(language, words) for language in ("en", "nl")}
    read_by: dict[tuple[str, tuple[str, ...]], set[str]] = {}
    for path in sorted((CORPUS / "data").glob("search*.toml")):
        for language, tables in load_toml(path).items():
            for typed in tables.get("phrases", {}).get("words", {}):
                read = tuple(t.text for t in analyzers[language](typed))
                read_by.setdefault((language, read), set()).add(path.name)
    assert len({name for names in read_by.values() for name in names}) > 1
    assert {" ".join(read): names for (_, read), names in read_by.items() if len(names) > 1} == {}


def test_every_phrase_is_written_as_a_query_is_read_before_phrases_are_matched() -> None:
    """Contractions and a verb's sense by its object are read before the phrase tables: "call
    the director" is "summon the director" by then, so a phrase written "too early to call the
    director" could never match; it is written "too early to summon the director"."""
    words = load_search_words(read_search_words(CORPUS))
    assert len(words.phrases) > 1000
    unread = [
        typed
        for _, typed, _ in words.phrases
        if read_by_object(words.read_contractions(typed), words.object_senses, words.phrase_gaps).lower()
        != typed.lower()
    ]
    assert unread == []
    # a query typed with the verb the tables' phrase no longer names still reads that phrase
    assert read_by_object("too early to call the director", words.object_senses, words.phrase_gaps) == (
        "too early to summon the director"
    )
