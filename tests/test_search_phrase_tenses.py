"""A phrase of the tables written with an irregular past ("said it was his lead", "lost out",
"thought a long time") is matched in every tense of its verb: players tell the same thing in
the present and with "-ing" ("declarer saying it was my lead", "we lose out", "thinking for a
long time"), which the stemmer keeps apart from "said", "lost" and "thought". The forms whose
tense says which Law applies keep it: a card or call a player "took back" is 16C's withdrawn
action, one he wants to "take back" is 47E's card retracted.

The rows are questions and the provisions that answer them (one among the first five hits of
the built index), the reading tests what the tables read a phrase as, and the unit tests the
rule itself.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from indexer.search.bilingual import translate_query
from indexer.search.words import load_search_words
from tests.search_helpers import top

NL = "laws-2017-nl:"


# fmt: off
#: (a player's question, provisions that answer it)
IN_EVERY_TENSE = [
    # 47E1: an opponent saying or telling a player it was his lead misinformed him about his turn
    ("declarer saying it was my lead caused my lead out of turn", {NL + "47E1", NL + "47E"}),
    ("the opponent telling me it was my turn made me lead", {NL + "47E1", NL + "47E"}),
    ("can declarer accept a LOOT he caused himself by saying it was my lead", {NL + "47E1"}),
    # 16C3: a side that loses out through the offenders' use of a withdrawn call was damaged
    ("the non-offenders lose out from the offenders using info from a cancelled call", {NL + "16C3"}),
    # literal: the past keeps its reading
    ("declarer said it was my lead", {NL + "47E1", NL + "47E"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), IN_EVERY_TENSE, ids=[q for q, _ in IN_EVERY_TENSE])
def test_a_phrase_written_in_the_past_is_matched_in_every_tense(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


def _english_reading(index: SearchIndex, q: str) -> set[str]:
    """The Laws' English words the phrase tables read an English query as."""
    found = translate_query(index.translator, q.split(), index.words.irregular, index.words.synonyms)
    return {w for t in found if t.source == t.target == "en" for f in t.forms for w in f}


def test_present_and_ing_forms_read_as_the_past_phrase(artifact_index: SearchIndex) -> None:
    assert "misinformation" in _english_reading(artifact_index, "declarer says it was my lead")
    assert "damage" in _english_reading(artifact_index, "we lose out")
    assert "hesitation" in _english_reading(artifact_index, "partner was thinking for a long time")


def test_a_tense_bound_form_keeps_its_tense(artifact_index: SearchIndex) -> None:
    """ "took the card back" is 16C's withdrawn action; "take the card back" is not read so,
    nor is asking how to find out the results a result found out from another source."""
    assert "withdrawn" in _english_reading(artifact_index, "he took the card back")
    assert "withdrawn" not in _english_reading(artifact_index, "can I take the card back")
    assert "extraneous" not in _english_reading(artifact_index, "how do I find out the result")


def _table(tense_bound: list[str] | None) -> dict[str, object]:
    irregular: dict[str, object] = {"words": {"said": "say", "took": "take"}}
    if tense_bound is not None:
        irregular["tense_bound"] = tense_bound
    phrases = {"said it was his lead": ["turn"], "took back": ["withdrawn"]}
    return {"en": {"irregular_forms": irregular, "phrases": {"words": phrases}}}


def test_the_rule_writes_each_phrase_with_its_verb_unless_tense_bound() -> None:
    phrases = {typed for _, typed, _ in load_search_words(_table(["took"])).phrases}
    assert phrases == {"said it was his lead", "say it was his lead", "took back"}


def test_a_language_that_names_no_tense_bound_forms_keeps_its_phrases_as_written() -> None:
    phrases = {typed for _, typed, _ in load_search_words(_table(None)).phrases}
    assert phrases == {"said it was his lead", "took back"}
