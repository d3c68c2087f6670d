"""The details of a story told at the table (the board, the contract, the seats, the cards)
weigh as little as function words in a long question, so that the ruling it asks about is
found before Law 2's table of boards and Law 77's of scores; a short query keeps them, since
there they are the subject, and a word that also names something else keeps its weight."""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.build import read_search_words
from indexer.search import SearchIndex
from indexer.search.analysis import plain_analyzer
from indexer.search.story import story_details
from indexer.search.words import load_search_words

TABLES = read_search_words(Path(__file__).resolve().parent.parent / "corpus")
WORDS = load_search_words(TABLES)
ANALYZER = plain_analyzer(WORDS)


def details(query: str) -> set[str]:
    """The words of ``query`` (read as the engine reads them) that name a detail of its story."""
    return set(story_details([t.text for t in ANALYZER(query)], WORDS.story_details))


# fmt: off
@pytest.mark.parametrize(
    ("query", "words"),
    [
        # the contract, the board, the table and the trick told
        ("we were playing 4 spades on board 14", {"4", "spades", "14"}),
        ("at table 5 on trick 9 declarer revoked", {"5", "9"}),
        ("partner opened two hearts", {"two", "hearts"}),
        # the cards and the seats
        ("North led the queen of hearts", {"north", "queen", "hearts"}),
        ("East played the 7 of clubs and then the ace", {"east", "7", "clubs", "ace"}),
        ("bij spel 14 speelde ik 4 schoppen en Oost kwam uit", {"14", "4", "schoppen", "oost"}),
        ("de leider speelde harten vrouw", {"harten", "vrouw"}),
        # numbers and words that name something else keep their weight
        ("the revoke cost two tricks in two hearts", {"hearts"}),
        ("north had 12 cards and south 14", {"north", "south"}),
        ("the correction period ends 30 minutes after the scores", set()),
        ("average plus is 60 percent", set()),
        ("een vrouw keek mee aan tafel", set()),
        ("Law 12 C 2 gives 40 percent", set()),
        ("how many tricks for the revoke, one or two", set()),
        # a seat named from the teller's place: the opponent stays, "left hand" is the seat
        ("my left hand opponent hesitated and then led", {"left", "hand"}),
        ("my right hand opponent held his hand so I could see it", {"right"}),
    ],
)
# fmt: on
def test_the_details_of_a_story_are_read(query: str, words: set[str]) -> None:
    """A detail is a word naming the deal's contract, board, seat or card wherever it stands."""
    assert details(query) == words


def test_the_examples_of_the_tables_hold() -> None:
    """Each example of ``[<language>.story_details]`` reads as its table says."""
    examples = [e for tables in TABLES.values() for e in tables.get("story_details", {}).get("examples", [])]
    assert examples
    for typed, read in examples:
        assert details(typed) == set(read.split()), typed


# fmt: off
@pytest.mark.parametrize(
    ("query", "first", "answers"),
    [
        # the board's number, the table's and the seats are the story; the wrong pockets are
        # the subject (Law 2 lists the boards by number and the seats by compass direction)
        ("before round 3 someone put the north and east hands back into board 23 in each "
         "other's pockets, so at table 6 the next pair played it with the wrong cards, what "
         "happens to the scores", 1,
         {"laws-2017-everyday-en:87A", "laws-2017-everyday-en:87B", "laws-2017-everyday-en:87",
          "laws-2017-everyday-en:90B6", "laws-2007-en:7C"}),
        # a contract and a suit told around partner's abuse of the director
        ("after the ruling on board 12 in 4 hearts the player sitting south was rude and "
         "shouted at the director, can he be sent home for the rest of the session", 3,
         # Law 74A1 (a player stays courteous at all times) rules on the rudeness
         {"laws-2017-everyday-en:91A", "laws-2017-everyday-en:91B", "laws-2017-everyday-en:74B5",
          "laws-2017-everyday-en:74A1"}),
    ],
)
# fmt: on
def test_a_story_with_its_details_finds_its_ruling(
    artifact_index: SearchIndex, query: str, first: int, answers: set[str]
) -> None:
    """The ``first`` hits are all provisions the story asks about: none is Law 2's table of
    boards, which the details alone would find."""
    hits = [f"{h.doc}:{h.id}" for h in artifact_index.search(query, limit=first).results]
    assert set(hits) <= answers, hits


# fmt: off
@pytest.mark.parametrize(
    ("query", "answers"),
    [
        # the contract is the subject of a short query: Law 77's scoring table
        ("4 hearts doubled score", {"laws-2017-everyday-en:77"}),
        # a seat is the subject of a short one: the North player moves the boards (Law 8A2)
        ("does north move the boards", {"laws-2007-en:8A2"}),
        # a short question is no story for its shorthand being read as several words
        ("RHO mulled it over then doubled",
         {"laws-2007-en:16B1a", "notes-club-en:hesitations-unauthorised-information"}),
        # a question on the score of a contract told in a story still finds the scoring table
        ("we made 7 clubs doubled vulnerable, how many points is the grand slam",
         {"laws-2017-everyday-en:77"}),
        ("what is the score for 4 hearts doubled making 11 tricks vulnerable",
         {"laws-2017-everyday-en:77"}),
    ],
)
# fmt: on
def test_a_short_query_keeps_its_details(artifact_index: SearchIndex, query: str, answers: set[str]) -> None:
    """Without a story around them, the contract and the seat are what is asked about; and a
    question on a contract's score finds the scoring table first."""
    hits = [f"{h.doc}:{h.id}" for h in artifact_index.search(query, limit=5).results]
    assert answers & set(hits), hits
