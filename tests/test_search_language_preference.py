"""The preference for hits in the query's own language: earned by answering as well.

A hit in the language a query is typed in is preferred (crosslang.SAME_LANGUAGE_BOOST), but the
preference alone never lifts it past a hit in another language that holds clearly more of the
question's subject (scoring.SUBJECT_MARGIN): a Dutch article holds a Dutch question's function
words and club words literally, whatever it is about.
"""

from __future__ import annotations

from indexer.search import SearchIndex
from indexer.search.plan import QueryWord
from indexer.search.scoring import SUBJECT_MARGIN
from indexer.search.scoring import _prefer
from indexer.search.scoring import _subject


def ranked(index: SearchIndex, q: str) -> list[str]:
    return [f"{h.doc}:{h.id}" for h in index.search(q, limit=10).results]


def test_the_subject_is_the_words_that_weigh_fully() -> None:
    plan = [QueryWord("moet", 1.0, 1.9), QueryWord("de", 0.2, 0.24), QueryWord("partner", 1.0, 2.2)]
    assert _subject(plan) == 0b101


def test_the_preference_lifts_an_own_language_hit_that_answers_as_well() -> None:
    # 1 is in the query's language, 2 is not; both hold the same share of the subject
    out = dict(_prefer([(2, 10.0), (1, 8.0)], {1}, 1.4, {1: 0.5, 2: 0.5}))
    assert out[1] > out[2]


def test_the_preference_stops_below_a_hit_holding_clearly_more_of_the_subject() -> None:
    covered = {1: 0.4, 2: 0.4 + SUBJECT_MARGIN + 0.05, 3: 0.2}
    out = dict(_prefer([(2, 10.0), (1, 8.0), (3, 9.0)], {1}, 1.4, covered))
    assert out[3] < out[1] < out[2]  # still past the hit holding less, not past the one holding more


def test_a_hit_already_ahead_without_the_preference_stays_ahead() -> None:
    out = dict(_prefer([(1, 12.0), (2, 10.0)], {1}, 1.4, {1: 0.2, 2: 0.9}))
    assert out[1] > out[2]


def test_a_dutch_question_finds_the_english_rule_before_an_article_holding_only_its_club_words(
    artifact_index: SearchIndex,
) -> None:
    """Summoning the Director when a player sees an irregularity is Law 9B1; Dutch 16B2 (on
    announcing unauthorised information) holds "wedstrijdleider" and "roepen" too."""
    found = ranked(artifact_index, "moet ik de wedstrijdleider roepen als ik een fout zie")
    assert found.index("laws-2007-en:9B1a") < found.index("laws-2017-nl:16B2")


def test_a_dutch_question_answered_in_dutch_keeps_its_article_first(artifact_index: SearchIndex) -> None:
    """Asking for an explanation during the play is Dutch 20F2/20F3, which hold its subject."""
    found = ranked(artifact_index, "mag ik uitleg vragen over het bieden tijdens het spelen")
    assert found[0] in {"laws-2017-nl:20F2", "laws-2017-nl:20F3"}
