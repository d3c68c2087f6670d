"""A query word found in many fields and forms of one provision counts as one word.

The impact lists score a term per field, and a word's clauses (its forms, its synonyms and
readings, in the heading, the text, the terms and the law's title) add up as if each were
another word; BM25F would saturate a word's fields together. A word's sum counts in full up to
a knee (a word's one match, or each typed word of a phrase the tables read) and grows more
slowly beyond it. Nothing below the knee changes: a power alone raised small scores, so that
function words and the many scattered matches of a long note gained on a word's strong match.
"""

from __future__ import annotations

from array import array

import pytest

from indexer.search.impacts import Impacts
from indexer.search.plan import Clause
from indexer.search.ranking import WORD_KNEE
from indexer.search.ranking import WORD_SATURATION
from indexer.search.scoring import gather
from indexer.search.scoring import saturated


def impacts(lists: dict[tuple[str, str], dict[int, float]]) -> Impacts:
    """Impact lists holding the given scores per (field, term) and docnum."""
    data = {
        key: (array("i", list(scores)).tobytes(), array("f", list(scores.values())).tobytes(), len(scores))
        for key, scores in lists.items()
    }
    return Impacts({"depth": 1000, "lists": data})


def scores_of(found: Impacts, clauses: list[Clause]) -> list[float]:
    return gather(found, clauses)[1]


def test_a_sum_below_the_knee_is_unchanged() -> None:
    assert saturated(WORD_KNEE * 0.5, WORD_KNEE) == WORD_KNEE * 0.5
    assert saturated(0.3, WORD_KNEE) == 0.3  # a function word's score is not raised


def test_a_sum_beyond_the_knee_grows_more_slowly_but_still_grows() -> None:
    knee = WORD_KNEE
    assert saturated(knee, knee) == pytest.approx(knee)
    assert knee < saturated(2 * knee, knee) < 2 * knee
    assert saturated(2 * knee, knee) == pytest.approx(knee * 2**WORD_SATURATION)
    assert saturated(3 * knee, knee) > saturated(2 * knee, knee)


def test_one_word_in_a_heading_and_a_text_counts_less_than_two_words() -> None:
    """ "revoke" in a note's heading and text is one word; "revoke" and "established" are two."""
    strong = WORD_KNEE
    found = impacts(
        {
            ("heading_en", "revok"): {0: strong},
            ("text_en", "revok"): {0: strong, 1: strong},
            ("text_en", "establish"): {1: strong},
        }
    )
    clauses = [
        Clause("heading_en", "revok", 1.0, 0b01, True),
        Clause("text_en", "revok", 1.0, 0b01, True),
        Clause("text_en", "establish", 1.0, 0b10, True),
    ]
    scores = scores_of(found, clauses)
    assert scores[0] == pytest.approx(saturated(2 * strong, WORD_KNEE))
    assert scores[0] < scores[1] == pytest.approx(2 * strong)


def test_a_single_strong_match_keeps_its_whole_score() -> None:
    """A heading that names the word once ("Illicit Information" for "cheating") is not cut
    down: the knee is at least the word's best single match."""
    heading = 14.0
    found = impacts({("heading_en", "illicit"): {0: heading}, ("term_en", "illicit"): {0: 1.0}})
    clauses = [Clause("heading_en", "illicit", 1.0, 1, True), Clause("term_en", "illicit", 1.0, 1, False)]
    score = scores_of(found, clauses)[0]
    assert heading < score < heading + 1.0
    assert score == pytest.approx(heading * ((heading + 1.0) / heading) ** WORD_SATURATION)


def test_a_phrase_read_for_several_words_has_a_knee_for_each() -> None:
    """ "called time" read as the Director's signal at the end of a round stands for two typed
    words: its terms add up in full to two knees."""
    found = impacts({("text_en", "signal"): {0: WORD_KNEE}, ("text_en", "round"): {0: WORD_KNEE}})
    clauses = [Clause("text_en", "signal", 1.0, 0b110, True), Clause("text_en", "round", 1.0, 0b110, True)]
    assert scores_of(found, clauses)[0] == pytest.approx(2 * WORD_KNEE)
