"""Shorthand as directors and players type it, in English and Dutch ("AssAS", "OL", "30
mins", "XX", "OI", "GI", "NOP", "KAS"), is read as the Laws' words through the abbreviation
tables of corpus/data/search.toml, and finds the provision that answers it, in either language.

Each row is shorthand as typed and the provisions that answer it; one of them must be among
the first three hits of the built index.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.build import read_search_words
from indexer.search import SearchIndex
from indexer.search.query import expand_abbreviations
from indexer.search.words import load_search_words

E07 = "laws-2007-en:"
E17 = "laws-2017-everyday-en:"
NL = "laws-2017-nl:"
UI_NOTES = "notes-club-en:hesitations-unauthorised-information"
#: the word tables of corpus/data/search.toml, as the index reads queries with them
WORDS = load_search_words(read_search_words(Path(__file__).resolve().parent.parent / "corpus"))

# fmt: off
SHORTHAND = [
    # (typed, provisions that answer it)
    # the bridge-laws lists' abbreviations (rec.games.bridge, BLML, forums)
    ("the TD gave an AssAS", {E07 + "12C1a", E07 + "12C1c"}),
    ("OL", {E07 + "definitions/opening-lead"}),
    ("NCBO", {E17 + "80A1c", E17 + "80A1"}),
    ("the NOs", {E07 + "11A", E07 + "12B1", E17 + "84D", E17 + "81C5"}),
    ("how many mins", {E17 + "92B"}),
    ("XX", {E07 + "definitions/redouble"}),
    ("a SEWoG by the NOS", {E07 + "12C1b"}),
    ("both pds must agree to appeal", {E17 + "92D1", E17 + "92D"}),
    ("brd played at the wrong tbl", {E07 + "15", E07 + "15A", E07 + "15A1"}),
    ("cttee decision on appeal", {E17 + "93B1", E17 + "93B3", E17 + "83"}),
    ("TD ruled MB not ME", {E17 + "75C"}),
    ("can dummy see the opps' sys card", {"notes-club-en:dummys-rights"}),
    ("got a pp for slow play", {E17 + "90B2"}),
    ("3NT dbld, two down", {E17 + "77", E07 + "definitions/undertrick"}),
    ("misexplained our pship agmt", {E17 + "75B1", E17 + "75D1", E17 + "75D2", E17 + "75C"}),
    ("late for the start of the tourn", {E17 + "90B1"}),
    ("is it a pc now", {E07 + "definitions/penalty-card"}),
    ("can dummy check their cc", {"notes-club-en:dummys-rights"}),
    # the NBB's abbreviations, as Dutch directors and club sites write them
    ("partner gaf OI", {NL + "16B1", NL + "16B", E07 + "16B", E07 + "16B1a", UI_NOTES}),
    ("OI", {NL + "16", NL + "16B1", NL + "16D1"}),
    ("GI na een ingetrokken bod", {NL + "16C1", NL + "16A1b"}),
    ("informatie voor de NOP", {NL + "16C1", NL + "16C3"}),
    ("de OP", {NL + "16C2"}),
    ("WL gaf een KAS", {E07 + "12A2", E07 + "12C2a", E07 + "12C1d"}),
    ("een DS van de WL", {E17 + "91A", E07 + "definitions/penalty"}),
    ("uitleg over het bieden van de tgp", {NL + "20F2"}),
    ("uitk. voor de beurt open", {NL + "54", NL + "54A"}),
]
# fmt: on


def top(index: SearchIndex, q: str, n: int = 3) -> list[str]:
    return [f"{hit.doc}:{hit.id}" for hit in index.search(q, limit=n).results]


@pytest.mark.parametrize(("q", "answers"), SHORTHAND)
def test_shorthand_finds_its_provision(artifact_index: SearchIndex, q: str, answers: set[str]) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


# fmt: off
#: (typed, read as): letters that also spell a word, or stand for something else, keep it
AS_WRITTEN = [
    ("board nos", "board nos"),  # numbers, not the non-offenders ("NOs")
    ("op de kas", "op de kas"),  # Dutch words: on, the greenhouse; only "OP" and "KAS" are shorthand
    ("PS", "PS"),  # the postscript, not the NBB's procedurele straf
    ("Kxx", "Kxx"),  # a king and two small cards, not a redouble
]
# fmt: on


@pytest.mark.parametrize(("typed", "read"), AS_WRITTEN)
def test_shorthand_that_is_also_a_word_is_read_as_written(typed: str, read: str) -> None:
    assert expand_abbreviations(typed, WORDS) == read


def test_a_roman_law_number_is_a_citation_before_it_is_a_redouble(artifact_index: SearchIndex) -> None:
    """ "Law XX" is Law 20 (the citation is read first); "XX" alone is the auction's redouble."""
    result = artifact_index.search("Law XX", limit=3)
    assert result.citation is not None and result.citation["id"] == "20"
