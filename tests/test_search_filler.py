"""Filler words: a word among the commonest of English running text ("said", "take", "used",
"because") that few provisions hold says nothing of a question's subject. Counted as rare as
those few provisions make it, it outweighed the words that named the subject, most often in an
English question whose answer only the Dutch articles hold. Read on the real corpus.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from indexer.search.dictionary import COMMONEST
from indexer.search.dictionary import CommonWords

# fmt: off
ANSWERED = [
    # (question with filler words, the provisions that answer it)
    ("declarer takes the wrong lead, then dummy goes down and he plays second from his own hand",
     {"laws-2017-nl:54B1", "laws-2017-nl:54B"}),
    ("my bid out of turn was withdrawn, can my partner take it into account",
     {"laws-2017-nl:16C2", "laws-2017-nl:16C"}),
    ("TD gave an adjusted score because the offender used knowledge from his own cancelled bid, "
     "can he do that?",
     {"laws-2017-nl:16C3", "laws-2017-nl:16C2"}),
    # "left" is filler too, but the shorthand LHO names the subject
    ("which one is my LHO, the guy on my left?", {"laws-2007-en:definitions/lho"}),
]
# fmt: on


def test_the_index_keeps_each_languages_commonest_words(artifact_index: SearchIndex) -> None:
    common = CommonWords.load(artifact_index.path)
    assert {len(words) for words in common.commonest.values()} == {COMMONEST}
    assert {"said", "told", "put", "because"} <= common.commonest["en"]
    assert not {"revoke", "dummy", "declarer"} & common.commonest["en"]


@pytest.mark.parametrize(("q", "relevant"), ANSWERED, ids=[row[0][:40] for row in ANSWERED])
def test_a_question_with_filler_words_is_answered_in_the_first_five(
    artifact_index: SearchIndex, q: str, relevant: set[str]
) -> None:
    found = [f"{h.doc}:{h.id}" for h in artifact_index.search(q, limit=5).results]
    assert relevant & set(found), found


def test_only_a_language_whose_texts_hold_most_provisions_has_filler_words(
    artifact_index: SearchIndex,
) -> None:
    """The Dutch texts hold a few articles, where nearly every word is rare, the subject too
    ("te laat"): a common Dutch word keeps its rarity."""
    assert artifact_index._filler("said")
    assert not artifact_index._filler("laat")
    assert not artifact_index._filler("revoke")
