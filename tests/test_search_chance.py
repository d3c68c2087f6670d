"""In a long story, a word a long text holds counts by how unlikely it was to hold it.

A question telling a long story names many words that only set the scene ("round", "later",
"table", "one", "evening"). Rescored by the share of the question's words they hold, the long
club notes (dummy's rights, card played, hesitations, the five options) held a word or two of
every sentence of the story, by chance, and came before the short rule that holds what went
wrong. A text k times as long as the average provision holds a word as often as k average
provisions would; each word it holds counts by how unlikely that was. A rare word counts
nearly in full anywhere, and a short question, whose words are all its subject, is not read
so.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from indexer.search.plan import QueryWord
from indexer.search.ranking import CHANCE_CAP
from indexer.search.ranking import IDF_SHARE
from indexer.search.ranking import held_by_chance
from indexer.search.ranking import idf_share
from indexer.search.scoring import _unlikely_shares
from tests.search_helpers import top


def test_an_average_provision_holds_a_word_as_often_as_the_provisions_do() -> None:
    share = idf_share(400, 20)  # a word 20 of 400 provisions hold
    assert held_by_chance(share, 1.0, 1.0) == pytest.approx(20 / 400)


def test_a_longer_text_is_likelier_to_hold_a_word() -> None:
    share = idf_share(400, 40)
    short, average, long = (held_by_chance(share, 1.0, k) for k in (0.5, 1.0, 10.0))
    assert short < average < long < 1.0
    assert long == pytest.approx(1 - (1 - 0.1) ** 10)
    assert held_by_chance(share, 1.0, 0.0) == 0.0  # a provision without a text holds no word there


def test_a_common_word_and_a_light_word_are_held_at_most_at_the_cap() -> None:
    assert held_by_chance(1.0, 1.0, 1.0) == pytest.approx(CHANCE_CAP)  # a word every provision holds
    assert held_by_chance(0.3, 0.2, 1.0) == pytest.approx(CHANCE_CAP)  # "the", "what"
    assert held_by_chance(1.0 + IDF_SHARE * 10, 1.0, 1.0) < 0.001  # a word hardly any holds


def words(*shares: float) -> list[QueryWord]:
    return [QueryWord(f"w{i}", 1.0, share) for i, share in enumerate(shares)]


def test_a_long_text_holding_the_common_words_counts_less_than_a_short_one() -> None:
    plan = words(1.2, 1.2, 1.2, 3.5)  # three scene words and a rare one
    scene = 0b0111
    lengths = {0: 10.0, 1: 1.0}
    out = _unlikely_shares(plan, 0, [scene, scene], [0, 1], lengths.__getitem__)
    assert out[0] < out[1] < 3 * 1.2 / 7.1


def test_a_rare_word_counts_nearly_in_full_even_in_a_long_text() -> None:
    plan = words(1.2, 1.2, 1.2, 3.5)
    rare = 0b1000
    out = _unlikely_shares(plan, 0, [rare], [0], lambda _: 10.0)
    assert out[0] == pytest.approx(3.5 / 7.1, rel=0.05)


def test_uncounted_words_count_neither_in_a_hit_nor_in_the_whole() -> None:
    plan = words(1.0, 3.0)
    out = _unlikely_shares(plan, 0b01, [0b11], [0], lambda _: 0.0)
    assert out[0] == pytest.approx(1.0)


def test_a_rule_on_remarks_comes_before_the_long_notes_in_a_long_story(artifact_index: SearchIndex) -> None:
    """The etiquette rule on remarks that upset a player comes first, not the hesitations note
    and the dummy's-rights note that hold 'left', 'playing', 'table' and 'law'."""
    q = (
        "the defender on my left kept making loud remarks about how badly my wife was playing "
        "all evening, and she got very upset and wanted to go home early. what does the law "
        "say about such behaviour at the table?"
    )
    assert top(artifact_index, q, 1)[0] in {"laws-2017-everyday-en:74A2", "laws-2017-everyday-en:74A1"}


def test_a_long_story_answered_by_a_long_note_still_finds_it(artifact_index: SearchIndex) -> None:
    """The dummy's-rights note holds what the story asks about ('warn', 'dummy'), not only its
    scene: it stays among the first hits."""
    q = (
        "as dummy I saw declarer reach for a card from his own hand when the lead was really in "
        "dummy, and I quickly said are you not in dummy before he played it. was I allowed to "
        "warn him like that as dummy?"
    )
    assert "notes-club-en:dummys-rights" in top(artifact_index, q, 5)
    q = (
        "we were defending and declarer played a card from his hand held face up almost "
        "touching the cloth and then said he hadn't meant to play it and took it back into his "
        "hand. must that card count as played?"
    )
    assert {"notes-club-en:card-played", "notes-willetton:law-45c2"} & set(top(artifact_index, q, 3))


@pytest.mark.parametrize(
    ("q", "answers"),
    [
        ("can dummy warn declarer he is about to lead from the wrong hand", {"notes-club-en:dummys-rights"}),
        # the Willetton note on Law 45C2 is the long note's paragraph C word for word (a card held
        # face up, touching or nearly touching the table, is played): it answers as the note does
        (
            "declarer held a card face up touching the table, is it played",
            {"notes-club-en:card-played", "notes-willetton:law-45c2"},
        ),
    ],
)
def test_a_short_question_keeps_its_long_note_first(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert top(artifact_index, q, 1)[0] in answers, top(artifact_index, q)
