"""Idioms of players' table stories whose words are also the Laws' words ("on the other hand",
"double-check", "wat is er aan de hand"): their words weigh as little as function words, while
the same words in a literal bridge use keep their weight."""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.build import read_search_words
from indexer.search import SearchIndex
from indexer.search.analysis import plain_analyzer
from indexer.search.plan import idiom_words
from indexer.search.words import load_search_words

WORDS = load_search_words(read_search_words(Path(__file__).resolve().parent.parent / "corpus"))
ANALYZER = plain_analyzer(WORDS)


def idle(query: str) -> set[str]:
    """The words of ``query`` (read as the engine reads them) that stand in an idiom."""
    return set(idiom_words([t.text for t in ANALYZER(query)], WORDS.idioms))


# fmt: off
@pytest.mark.parametrize(
    ("query", "words"),
    [
        # the story's idioms: their words say nothing of the subject
        ("on the other hand, can dummy ask declarer about a revoke", {"on", "the", "other", "hand"}),
        ("can dummy double-check that declarer followed suit", {"double", "check"}),
        ("to play it safe I called the director", {"play", "it", "safe"}),
        ("we called it a day and then found a scoring error", {"called", "it", "day"}),
        ("the director turned a blind eye to their slow play", {"turned", "a", "blind", "eye"}),
        ("I know first-hand that they have an undisclosed agreement", {"know", "first", "hand"}),
        ("it was a trick question to mislead me", {"trick", "question"}),
        ("out of the blue my opponent asked what the bid meant", {"out", "of", "blue"}),
        ("partner groaned out loud when I passed", {"out", "loud"}),
        ("for the time being play went on", {"for", "the", "time", "being"}),
        ("wat is er aan de hand als de verkeerde tegenspeler uitkomt",
         {"wat", "is", "er", "aan", "hand"}),
        ("het liep uit de hand toen partner lang nadacht", {"liep", "uit", "de", "hand"}),
        ("aan de hand van de uitleg speelde ik een kaart", {"aan", "hand", "van"}),
        ("op een gegeven moment zei de blinde iets", {"op", "een", "gegeven", "moment"}),
        ("as a rule of thumb, when may dummy speak", {"as", "a", "rule", "of", "thumb"}),
        ("on the face of it the explanation was right", {"on", "face", "of", "it"}),
        ("partner spat the dummy and left the table", {"spat", "dummy"}),
        ("call a spade a spade: is a psych an agreement", {"call", "spade"}),
        ("the director laid down the law about slow play", {"laid", "down", "law"}),
        ("speelt het een rol of de uitkomst open lag", {"speelt", "het", "een", "rol"}),
        ("ligt het voor de hand dat de leider accepteert", {"ligt", "het", "voor", "hand"}),
        ("in den blinde koos ik een bod", {"in", "den", "blinde"}),
        # a word typed in an idiom and outside it too keeps its weight (as "the" or "de" typed
        # again after the idiom above): it is weighed once, and the query is about it
        ("on the other hand, declarer had already faced his hand", {"on", "the", "other"}),
        ("out of the blue, partner led out of turn", {"the", "blue"}),
        # the same words in their bridge sense keep their weight
        ("declarer played a card face up from the wrong hand", set()),
        ("the offending side's first trick and last trick", set()),
        ("partner showed a spade and I called the director", set()),
        ("dummy may not play a card without declarer's instruction", set()),
        ("mag de blinde de wedstrijdleider roepen", set()),
        ("de kaart werd aan tafel voor de beurt gespeeld", set()),
        ("declarer showed his hand and claimed the rest", set()),
        ("declarer put his cards on the table after the lead out of turn", set()),
        ("the first hand to play after the opening lead", set()),
        ("at the time of the irregularity could he have known it would damage us", set()),
        ("the other side's hand had only twelve cards", set()),
        ("is it legal to play the same boards as last night", set()),  # past deals (6D2)
        ("dummy's right to ask about a revoke", set()),
        ("partner passed out of rotation", set()),
        ("may I double after partner's slow pass", set()),
        ("de leider legt zijn hand open op tafel", set()),
        ("de tweede kaart uit de hand van de leider", set()),
    ],
)
# fmt: on
def test_an_idiom_of_the_story_weighs_nothing_but_the_literal_words_do(query: str, words: set[str]) -> None:
    """An idiom's words are read as the way a story is told; a bridge phrase spelled with the
    same words ("show his hand" in a claim, "first hand" to play, "at the time of the
    irregularity") stays the subject, and so does a word of the idiom the story also uses
    literally ("his hand" after "on the other hand")."""
    assert idle(query) == words


# fmt: off
@pytest.mark.parametrize(
    ("query", "answers"),
    [
        # the idiom's "out" does not hide the lead out of turn told beside it
        ("out of the blue my left hand opponent led out of turn, face up",
         {"notes-willetton:five-options-faced-opening-lead-out-of-turn", "laws-2017-nl:54",
          "laws-2017-nl:54A"}),
        # "wat is er aan de hand" asks what happens; the wrong defender's lead is the subject
        ("wat is er aan de hand als de verkeerde tegenspeler uitkomt",
         {"laws-2017-nl:54E", "laws-2017-nl:54"}),
        # the literal claim: declarer showing his hand keeps its weight
        ("declarer showed his hand and claimed the rest", {"notes-willetton:law-48"}),
    ],
)
# fmt: on
def test_a_story_told_with_idioms_finds_its_subject(
    artifact_index: SearchIndex, query: str, answers: set[str]
) -> None:
    """The provision the story is about is among the first five hits."""
    hits = [f"{h.doc}:{h.id}" for h in artifact_index.search(query, limit=5).results]
    assert answers & set(hits), hits


#: (a story told with idioms, the provisions it is about): stories whose answer is not among the
#: first five hits
# fmt: off
KNOWN_MISSES_IDIOMS = [
    # "turn a blind eye" is no dummy (blinde) and no turn: slow play is the subject
    # left: Law 90B2 ranks 7th, below the end of a session (2007 Law 8C) and its definition
    ("the director turned a blind eye to their slow play all evening",
     {"laws-2017-everyday-en:90B2", "laws-2017-everyday-en:90B"}),
]
# fmt: on


@pytest.mark.xfail(reason="a known miss: the answer is not among the first five hits", strict=True)
@pytest.mark.parametrize(("query", "answers"), KNOWN_MISSES_IDIOMS)
def test_known_misses_of_stories_told_with_idioms(
    artifact_index: SearchIndex, query: str, answers: set[str]
) -> None:
    hits = [f"{h.doc}:{h.id}" for h in artifact_index.search(query, limit=5).results]
    assert answers & set(hits), hits
