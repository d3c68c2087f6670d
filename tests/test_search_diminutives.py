"""Dutch diminutives are read as their nouns: a club player's "scoreblaadje", "spelletje" or
"commentaartje" finds what the score sheet, the board or a remark finds, though no text or table
writes the diminutive."""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from indexer.search.diminutives import noun_of_diminutive

# fmt: off
#: (a diminutive, the noun it is read as): each ending, the doubled consonant of -etje, the long
#: vowel written double before -je, and the plural
DIMINUTIVES = [
    ("kaartje", "kaart"),            # -je
    ("tafeltje", "tafel"),           # -tje after an l
    ("spelletje", "spel"),           # -etje, the l doubled
    ("slemmetje", "slem"),           # -etje, the m doubled
    ("boompje", "boom"),             # -pje after an m
    ("blaadje", "blad"),             # the a written double once its syllable opens
    ("kaartjes", "kaart"),           # the plural
    ("scoreblaadje", "scoreblad"),   # of a compound
]
# fmt: on

#: words that end as a diminutive does but whose noun is no word here, or that are no diminutive
NOT_READ = ["meisje", "je", "tje", "eitje"]

#: the nouns the tests' fake vocabulary knows
NOUNS = {"kaart", "tafel", "spel", "slem", "boom", "blad", "scoreblad"}


@pytest.mark.parametrize(("word", "noun"), DIMINUTIVES, ids=[w for w, _ in DIMINUTIVES])
def test_a_diminutive_is_read_as_its_noun(word: str, noun: str) -> None:
    assert noun_of_diminutive(word, NOUNS.__contains__) == noun


@pytest.mark.parametrize("word", NOT_READ)
def test_a_word_whose_noun_is_unknown_is_no_diminutive(word: str) -> None:
    assert noun_of_diminutive(word, NOUNS.__contains__) is None


def test_the_likeliest_noun_is_read_first() -> None:
    """ "spelletje" is "spel" with its l doubled before it is "spell"; "vraagje" keeps its
    double a, since "vraag" is a word, before "vrag" is tried."""
    assert noun_of_diminutive("spelletje", {"spel", "spell"}.__contains__) == "spel"
    assert noun_of_diminutive("vraagje", {"vraag", "vrag"}.__contains__) == "vraag"


@pytest.mark.parametrize(
    ("word", "read"),
    [
        ("spelletjes", {"spel"}),
        ("commentaartje", {"commentaar"}),
        # "scoreblaad" or "scoreblad": the Dutch stemmer reads both as the score sheet
        ("scoreblaadje", {"scoreblad", "scoreblaad"}),
    ],
)
def test_a_query_s_diminutive_is_read_as_the_noun_the_texts_or_tables_hold(
    artifact_index: SearchIndex, word: str, read: set[str]
) -> None:
    words, _ = artifact_index._words_of([word])
    assert len(words) == 1 and words[0] in read


def test_a_spectator_s_little_remark_finds_the_law_on_spectators(artifact_index: SearchIndex) -> None:
    """ "commentaartje": a remark (Law 76B3: a spectator must avoid any remarks)."""
    results = artifact_index.search("kibitzer gaf een commentaartje", limit=5).results
    assert "laws-2017-everyday-en:76B3" in [f"{h.doc}:{h.id}" for h in results]
