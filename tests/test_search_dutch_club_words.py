"""Dutch club words for provisions only the English texts hold, read as the Laws' words by the
term tables (corpus/data/terms-en-nl-laws.toml), with a literal use each that keeps its own
reading."""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from tests.search_helpers import english_reading
from tests.search_helpers import top

# fmt: off
#: (a Dutch question, a reading it gets, the English provision that answers it)
QUESTIONS = [
    # attention paid to the game (Law 74B1), not drawn to an irregularity (Law 9A)
    ("geen aandacht voor het spel hebben", "attention to the game", "laws-2017-everyday-en:74B1"),
    ("hij had geen aandacht bij het spel", "paying enough attention", "laws-2017-everyday-en:74B1"),
    # the Director's instructions, not followed (Law 90B8)
    ("aanwijzingen van de wedstrijdleider niet opvolgen", "instructions", "laws-2017-everyday-en:90B8"),
    ("hij wilde de wedstrijdleider niet gehoorzamen", "promptly following", "laws-2017-everyday-en:90B8"),
    # explaining the Laws is interpreting them (Law 81C2), not explaining a call (Law 75)
    ("de wedstrijdleider moet de spelregels uitleggen", "interpret", "laws-2017-everyday-en:81C2"),
    # the most advantageous action (Law 10C3), chosen by the non-offenders
    ("de niet-overtreders kiezen de voordeligste optie", "advantageous", "laws-2007-en:10C3"),
    ("de niet-overtreders kiezen de voordeligste optie", "non-offending", "laws-2007-en:10C3"),
    # redressing damage is the objective of score adjustment (Law 12B1)
    ("doel van een arbitrale score is de schade herstellen", "redress", "laws-2007-en:12B1"),
    # a doubtful point resolved in favour of the non-offending side (Law 84D)
    ("twijfel altijd in het voordeel van de niet-overtreders", "favour", "laws-2017-everyday-en:84D"),
    # talking a board over after play where another table might hear (Law 90B3)
    ("spelers die blijven nabomen na het spel", "discussing", "laws-2017-everyday-en:90B3"),
]
# fmt: on


@pytest.mark.parametrize(("q", "reading", "answer"), QUESTIONS, ids=[q for q, _, _ in QUESTIONS])
def test_a_dutch_club_question_is_read_as_the_laws_words_and_finds_its_rule(
    artifact_index: SearchIndex, q: str, reading: str, answer: str
) -> None:
    assert reading in english_reading(artifact_index, q)
    assert answer in top(artifact_index, q)


def test_attention_drawn_to_an_irregularity_keeps_its_own_reading(artifact_index: SearchIndex) -> None:
    """ "aandacht" without the game is still the attention drawn to an irregularity (Law 9A)."""
    read = english_reading(artifact_index, "de aandacht vestigen op een onregelmatigheid")
    assert "draw attention" in read
    assert "attention to the game" not in read


def test_designating_a_card_keeps_its_own_reading(artifact_index: SearchIndex) -> None:
    """Only with the Director named are "aanwijzingen" his instructions; a card is still
    designated ("aanwijzen", the club notes on Law 45)."""
    read = english_reading(artifact_index, "de leider moet de kaart aanwijzen")
    assert "designate" in read
    assert "instructions" not in read


@pytest.mark.parametrize(
    ("typed", "reading", "not_read"),
    [
        ("uitleg van een bod", "explanation", "interpret"),  # an explanation of a call (Law 75)
        ("een verzaking herstellen", "rectification", "redress"),  # correcting a revoke
        ("de overtreder had er voordeel van", "advantage", "favour"),  # an advantage gained
    ],
)
def test_the_words_of_a_phrase_keep_their_own_reading_alone(
    artifact_index: SearchIndex, typed: str, reading: str, not_read: str
) -> None:
    read = english_reading(artifact_index, typed)
    assert reading in read
    assert not_read not in read


@pytest.mark.parametrize(
    ("typed", "reading"),
    [
        # a board that cannot be played: no result can be obtained (Law 12C2a, 12A2)
        ("het spel kon niet gespeeld worden", "no result can be obtained"),
        ("hoeveel procent als het spel niet gespeeld kan worden", "no result can be obtained"),
        # misconduct the Director disciplines (Law 91A, 81C1)
        ("een waarschuwing voor slecht gedrag", "discipline"),
        # a mistake a player sees at the table is an irregularity (Law 9A, 9B), in the first person
        ("wat doe ik als ik een fout zie", "irregularity"),
        ("zie ik een fout mag ik dat zeggen", "irregularity"),
        # a score final once the Correction Period ends (Law 79C1)
        ("wanneer is de uitslag definitief", "correction period"),
    ],
)
def test_a_dutch_phrase_is_read_as_the_laws_words(
    artifact_index: SearchIndex, typed: str, reading: str
) -> None:
    assert reading in english_reading(artifact_index, typed)


def test_a_board_played_keeps_its_own_reading(artifact_index: SearchIndex) -> None:
    """Only a board that could not be played is one without a result; "gespeeld" alone is play."""
    read = english_reading(artifact_index, "het spel werd gespeeld")
    assert "play" in read
    assert "no result can be obtained" not in read


def test_a_revoke_made_final_keeps_its_own_reading(artifact_index: SearchIndex) -> None:
    """A revoke "definitief" is established (the club notes on Law 63), not a Correction Period."""
    read = english_reading(artifact_index, "wanneer is een verzaking definitief")
    assert "established" in read
    assert "correction period" not in read
