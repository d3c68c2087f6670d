"""Function words only the query's own texts can hold count for no hit, in a question typed in a
language whose texts are few.

A provision in another language can never hold a Dutch question's "de", "van", "een", "het" or
"om": counted in the share of the query's words each hit holds (squared, scoring.rank), they
lifted every Dutch article over the English rule that answers the question. They count neither
in a hit's share nor in the whole (scoring._unshared); a question in the language of most texts
keeps them, since among its many own texts they still tell the hits apart.
"""

from __future__ import annotations

from dataclasses import dataclass

from indexer.search import SearchIndex
from indexer.search.plan import Clause
from indexer.search.plan import QueryWord
from indexer.search.scoring import _shares
from indexer.search.scoring import _unshared


@dataclass
class Found:
    df: int = 1


class Lists:
    """Impact lists for the terms given, per field."""

    def __init__(self, held: set[tuple[str, str]]) -> None:
        self.held = held

    def get(self, fieldname: str, term: str) -> Found | None:
        return Found() if (fieldname, term) in self.held else None


def ranked(index: SearchIndex, q: str) -> list[str]:
    return [f"{h.doc}:{h.id}" for h in index.search(q, limit=10).results]


PLAN = [
    QueryWord("mag", 1.0, 1.9),
    QueryWord("van", 0.2, 0.25),
    QueryWord("de", 0.2, 0.24),
    QueryWord("straf", 1.0, 2.5),
]
CLAUSES = [
    Clause("text_nl", "mag", 1.0, 0b0001, True),
    Clause("text_en", "may", 1.0, 0b0001, True),
    Clause("text_nl", "van", 1.0, 0b0010, True),
    Clause("text_en", "van", 1.0, 0b0010, True),
    Clause("text_nl", "de", 1.0, 0b0100, True),
    Clause("text_en", "de", 1.0, 0b0100, True),
    Clause("text_nl", "straf", 1.0, 0b1000, True),
    Clause("text_en", "penalti", 1.0, 0b1000, True),
]


def test_a_function_word_no_other_language_holds_is_unshared() -> None:
    # "van" is found in no English field; "de" is (a reading or a name the English texts hold)
    lists = Lists(
        {("text_nl", "mag"), ("text_en", "may"), ("text_nl", "van"), ("text_nl", "de"), ("text_en", "de")}
    )
    assert _unshared(lists, PLAN, CLAUSES, "nl") == 0b0010  # type: ignore[arg-type]


def test_a_word_that_names_something_is_never_unshared() -> None:
    # "straf" is found in Dutch only, but it is the subject, not a function word
    lists = Lists({("text_nl", "straf"), ("text_nl", "van")})
    assert _unshared(lists, PLAN, CLAUSES, "nl") & 0b1000 == 0  # type: ignore[arg-type]


def test_a_query_of_function_words_alone_keeps_them() -> None:
    plan = [QueryWord("van", 0.2, 0.25), QueryWord("de", 0.2, 0.24)]
    clauses = [Clause("text_nl", "van", 1.0, 0b01, True), Clause("text_nl", "de", 1.0, 0b10, True)]
    lists = Lists({("text_nl", "van"), ("text_nl", "de")})
    assert _unshared(lists, plan, clauses, "nl") == 0  # type: ignore[arg-type]


def test_an_uncounted_word_counts_neither_in_the_share_nor_in_the_whole() -> None:
    share_of = _shares(PLAN, 0b0010)
    assert share_of(0b1101) == 1.0  # holds every counted word
    assert share_of(0b0010) == 0.0
    assert abs(_shares(PLAN)(0b1001) - (1.9 + 2.5) / (1.9 + 0.25 + 0.24 + 2.5)) < 1e-9


def test_a_dutch_question_finds_the_english_rule_before_articles_holding_its_function_words(
    artifact_index: SearchIndex,
) -> None:
    """The Director waiving a penalty at the non-offenders' request is Law 81C5; Dutch 20F2
    holds "van", "een" and "de" in a sentence about asking for an explanation."""
    found = ranked(artifact_index, "mag de WL afzien van een straf op verzoek van de tegenpartij")
    assert found[0] == "laws-2017-everyday-en:81C5"


def test_a_dutch_question_answered_in_dutch_keeps_its_article_first(artifact_index: SearchIndex) -> None:
    """Asking for an explanation of the bidding during the play is Dutch 20F2/20F3."""
    found = ranked(artifact_index, "mag ik uitleg vragen over het bieden tijdens het spelen")
    assert found[0] in {"laws-2017-nl:20F2", "laws-2017-nl:20F3"}


def test_an_english_question_keeps_its_function_words(artifact_index: SearchIndex) -> None:
    """A wrong call that matches the explanation given is Law 75C; the English rules that hold
    "but", "my" and "our" are told apart by them, as before."""
    assert ranked(artifact_index, "partner misbid but my explanation matched our system")[0] == (
        "laws-2017-everyday-en:75C"
    )


def test_a_question_of_dutch_function_words_alone_still_finds_dutch_articles(
    artifact_index: SearchIndex,
) -> None:
    assert ranked(artifact_index, "van de")[0].startswith("laws-2017-nl:")
