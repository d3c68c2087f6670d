"""A Dutch phrase whose words a clause parts ("het recht op een correctie is hij kwijt": "recht
kwijt") gives way to a phrase as long whose words stand together from the same first word: the
words between belong with that first word. "Een fout gestoken bord" is a board whose cards went
back into the wrong pockets (fouled, Law 87A), "fout gestoken", not "fout ... bord", a wrong
board (Law 15). Tables named: corpus/data/search.toml [nl.phrases] ("fout gestoken", "fout
bord"), terms-en-nl.toml (fouled board, wrong board).
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from indexer.search.bilingual import translate_query


def english_reading(index: SearchIndex, typed: str) -> set[str]:
    words = index._words_of(typed.split())[0]
    read = translate_query(index.translator, words, index.words.irregular, index.words.synonyms)
    return {" ".join(f) for t in read if t.target == "en" for f in t.forms}


@pytest.mark.parametrize(
    "typed", ["een fout gestoken bord", "een fout gestoken spel", "het bord was fout gestoken"]
)
def test_a_phrase_standing_together_is_read_before_one_parted_from_the_same_word(
    artifact_index: SearchIndex, typed: str
) -> None:
    read = english_reading(artifact_index, typed)
    assert "fouled board" in read
    assert "wrong board" not in read


def test_a_fouled_board_question_finds_law_87(artifact_index: SearchIndex) -> None:
    hits = artifact_index.search("een fout gestoken bord, hoe scoren", limit=5).results
    found = [f"{h.doc}:{h.id}" for h in hits]
    assert {"laws-2017-everyday-en:87A", "laws-2017-everyday-en:87B", "laws-2017-everyday-en:87"} & set(found)


@pytest.mark.parametrize(
    ("typed", "reading"),
    [
        ("ze speelden een fout bord", "wrong board"),  # the wrong board, its words together
        ("het recht op een correctie is hij kwijt", "forfeit"),  # parted, nothing standing together
    ],
)
def test_a_phrase_still_reads_where_none_stands_together(
    artifact_index: SearchIndex, typed: str, reading: str
) -> None:
    assert any(reading in r for r in english_reading(artifact_index, typed))
