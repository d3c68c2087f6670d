"""Shorthand as directors and players type it, in English and Dutch ("AssAS", "OL", "30
mins", "XX", "OI", "GI", "NOP", "KAS"), is read as the Laws' words through the abbreviation
tables of corpus/data/search.toml, and finds the provision that answers it, in either language;
so is listed shorthand made a verb, a plural or a possessive ("DQ'd", "MI'd", "LOOTs", "TD's"),
written with digits ("b4", "2nd", "1e") or full stops ("L.O.O.T."), each in the tables of the
language its query is typed in ("OP" is Dutch shorthand, an English forum's original poster).

Each row is shorthand as typed and the provisions that answer it; one of them must be among
the first three hits of the built index.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.build import read_search_words
from indexer.search import SearchIndex
from indexer.search.query import KnownWords
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
    # the definition of an adjusted score names the assigned one and sends to Law 12
    ("the TD gave an AssAS", {E07 + "12C1a", E07 + "12C1c", E07 + "definitions/adjusted-score"}),
    # shorthand made plural in lower case, read as its singular
    ("are bits ui", {E07 + "16B1a", UI_NOTES, E17 + "73C1"}),
    ("both pps for slow play", {E17 + "90B2", E17 + "90B"}),
    ("they had a cpu", {E17 + "73E1"}),
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
    # listed shorthand made a verb, a plural or a possessive, or written with digits or stops
    ("pair got DQ'd for cheating", {E17 + "91B"}),
    ("opps were DQed from the event", {E17 + "91B"}),
    ("DQ'ing a contestant needs the TO's approval?", {E17 + "91B"}),
    ("I was MI'd and played the wrong card, can I take it back", {NL + "47E2a", NL + "47E2"}),
    ("pd UI'd me with a BIT", {E07 + "16B1a", UI_NOTES, E17 + "73C1", NL + "16B1"}),
    ("OLOOTs: the five options", {"notes-willetton:five-options-faced-opening-lead-out-of-turn", NL + "54"}),
    ("POOTs before anyone has bid", {"notes-willetton:law-30"}),
    ("L.O.O.T. what are my options as decl", {"notes-willetton:five-options-faced-opening-lead-out-of-turn"}),
    ("revoked a 2nd time to hide the 1st one", {E17 + "72B3"}),
    ("compulsory pause at the 1st trick", {E17 + "73D3"}),
    ("pd hesitated b4 bidding game, can I bid on", {E07 + "16B1a", UI_NOTES, E17 + "73C1", NL + "16B1a"}),
    ("can any1 ask about a revoke", {"notes-club-en:revokes/q1"}),
    ("U.I from pd after a BIT", {UI_NOTES, E07 + "16B1a", E17 + "73C1"}),
    # shorthand read in the tables of the language the query's other words are typed in
    ("the OP asks whether dummy may call the TD", {"notes-club-en:dummys-rights", E07 + "9B1b"}),
    ("OP here: declarer faced his hand after a LOOT", {NL + "54A", "notes-willetton:law-48"}),
    ("TD later roepen, recht voorbehouden", {NL + "16B2"}),
    ("de TD onmiddellijk roepen bij OI van een andere tafel", {NL + "16D1"}),
    ("wat is een LA precies", {NL + "16B1b", E07 + "16B1b"}),
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
    ("they'd aced it mid round", "they'd aced it mid round"),  # words ending as a verb of shorthand would
    ("the 4th+ undertrick", "the 4th+ undertrick"),  # as Law 77's scoring table writes it
    ("2C1 and 12C", "2C1 and 12C"),  # letters and digits no table lists
    ("e.g or i.e", "e.g or i.e"),  # initials no table lists, the last stop left out
]
# fmt: on


@pytest.mark.parametrize(("typed", "read"), AS_WRITTEN)
def test_shorthand_that_is_also_a_word_is_read_as_written(typed: str, read: str) -> None:
    assert expand_abbreviations(typed, WORDS) == read


def test_a_roman_law_number_is_a_citation_before_it_is_a_redouble(artifact_index: SearchIndex) -> None:
    """ "Law XX" is Law 20 (the citation is read first); "XX" alone is the auction's redouble."""
    result = artifact_index.search("Law XX", limit=3)
    assert result.citation is not None and result.citation["id"] == "20"


# fmt: off
#: (typed, the language of the query's other words, read as): each language's shorthand is its
#: own; a Dutch query also reads the English shorthand Dutch players write, an English query
#: never the Dutch; a query whose language is unclear reads every table
IN_THE_QUERYS_LANGUAGE = [
    ("the OP asks", "en", "the OP asks"),  # an English forum's original poster
    ("de OP koos", "nl", "de overtredende partij koos"),
    ("the WL ruled", "en", "the WL ruled"),
    ("de TD roepen", "nl", "de wedstrijdleider roepen"),
    ("call the TD", "en", "call the director"),
    ("OI door een BIT van pd", "nl", "ongeoorloofde informatie door een hesitation van partner"),
    ("wat is een LA", "nl", "wat is een logisch alternatief"),
    ("what is a LA", "en", "what is a logical alternative"),
    ("de 2e kaart", "nl", "de tweede kaart"),
    ("the 2nd card", "en", "the second card"),
    ("TD", None, "director wedstrijdleider"),
    ("OP", None, "overtredende partij"),
]
# fmt: on


@pytest.mark.parametrize(("typed", "language", "read"), IN_THE_QUERYS_LANGUAGE)
def test_shorthand_is_read_in_the_language_of_its_query(typed: str, language: str | None, read: str) -> None:
    assert expand_abbreviations(typed, WORDS, lambda rest: language) == read


def test_the_language_is_told_by_the_words_around_the_shorthand() -> None:
    """The query's language is asked of its words without the shorthand the tables read."""
    asked: list[str] = []
    expand_abbreviations("the OP's TD ruled", WORDS, lambda rest: asked.append(rest) or "en")
    assert asked == ["the 's ruled"]


# fmt: off
#: (typed, the query's language, read as): English shorthand made plural with a lower-case
#: "s" is read as its singular in either table ("bits": BIT), unless the texts hold the plural
#: or another language commonly writes it ("mis", "las" are Dutch words) or, before "of", its
#: own ("bits of information"); a borrowed shorthand in
#: lower case that is a common word of the query's language and none of the lender's is that
#: language's word ("vul", "ui": Dutch fill, onion), read as shorthand only in capitals
PLURALS_AND_OWN_WORDS = [
    ("two ibs in one auction", "en", "two insufficient bid in one auction"),
    ("bits by pd", "en", "hesitation by partner"),
    ("both pps, two dps", "en", "both procedural penalty, two disciplinary penalty"),
    ("the loots of both sides", "en", "the lead out of turn of both sides"),
    ("two lhos", "en", "two left-hand opponent"),
    ("what about his tos", "en", "what about his tournament organizer"),
    ("MIs by both sides", "en", "misinformation by both sides"),
    ("mis by both sides", "en", "mis by both sides"),
    ("las after a hesitation", "en", "las after a hesitation"),
    ("its a revoke", "en", "its a revoke"),
    ("two vul boards", "en", "two vulnerable boards"),
    ("ik vul de score in", "nl", "ik vul de score in"),
    ("de ui van partner", "nl", "de ui van partner"),
    ("de UI van partner", "nl", "de unauthorized information van partner"),
    ("ik las 16B", "nl", "ik las 16B"),
    ("ongeoorloofde info", "nl", "ongeoorloofde information"),  # "info": a word of both languages
    ("een mi van de opps", "nl", "een misinformation van de opponents"),
    ("bits van pd", "nl", "hesitation van partner"),
    # a plural that is also a common word of its own language is that word before "of"
    ("bits of information from partner", "en", "bits of information from partner"),
    ("the boots of the opps", "en", "the boots of the opponents"),
    ("two bits, then his bits of advice", "en", "two hesitation, then his bits of advice"),
]
# fmt: on


@pytest.mark.parametrize(("typed", "language", "read"), PLURALS_AND_OWN_WORDS)
def test_plurals_of_shorthand_and_the_querys_own_words(
    artifact_index: SearchIndex, typed: str, language: str, read: str
) -> None:
    known = KnownWords(artifact_index.spelling.frequency, artifact_index.common.words)
    assert expand_abbreviations(typed, WORDS, lambda rest: language, known) == read


def test_without_the_known_words_a_plural_in_lower_case_stays_as_typed() -> None:
    """The rules need the texts' words and the common words: the tables alone read no plural."""
    assert expand_abbreviations("two ibs", WORDS, lambda rest: "en") == "two ibs"
