"""Definitions answer what a word means; a question that asks what to do wants a rule.

A definition of the Laws is short and holds the term it defines, so that in a question such as
"we're still on the last board and the round has been called" the definitions of a round and
of a play period outranked the Laws on the end of a round (8A1, 8B1). In a question that names
several things and asks no meaning, a definition counts less (``DEFINITION_SHARE``), unless the
question names the term of two words or more it defines ("suit order", read as sorted deck).
"""

from __future__ import annotations

from collections.abc import Sequence

from whoosh import query as Q
from whoosh.searching import Searcher

from indexer.ids import DEFINITIONS_PREFIX
from indexer.search.analysis import LANGUAGES
from indexer.search.analysis import stems
from indexer.search.bilingual import Translation
from indexer.search.plan import QueryWord
from indexer.search.ranking import COMMON_WORD_WEIGHT
from indexer.search.ranking import RULE_QUESTION_WORDS
from indexer.search.ranking import text_field


def definitions(searcher: Searcher) -> frozenset[int]:
    """The definitions (front matter ``definitions/...``) among the index's provisions."""
    return frozenset(searcher.docs_for_query(Q.Prefix("pid", DEFINITIONS_PREFIX)))


def defined_terms(searcher: Searcher, docnums: frozenset[int]) -> dict[int, tuple[str, ...]]:
    """Per definition defining a term of two words or more, the term as its language stems it."""
    out = {}
    for docnum in docnums:
        fields = searcher.stored_fields(docnum)
        words = fields["pid"].removeprefix(DEFINITIONS_PREFIX).replace("-", " ")
        analyzer = searcher.schema[text_field(fields["language"])].analyzer
        term = tuple(stems(analyzer, words)) if fields["language"] in LANGUAGES else ()
        if len(term) > 1:
            out[docnum] = term
    return out


def named_terms(
    searcher: Searcher, words: Sequence[str], translations: Sequence[Translation]
) -> set[tuple[str, ...]]:
    """The runs of two or three words the query names, as each language stems them: its own
    words and the phrases the tables read them as ("suit order": sorted deck)."""
    named: set[tuple[str, ...]] = set()
    for language in LANGUAGES:
        analyzer = searcher.schema[text_field(language)].analyzer
        typed = [s for w in words for s in stems(analyzer, w)]
        named.update(
            tuple(typed[i:j]) for i in range(len(typed)) for j in range(i + 2, min(i + 4, len(typed)) + 1)
        )
        for t in translations:
            if t.target == language:
                named.update(tuple(stems(analyzer, " ".join(f))) for f in t.forms if len(f) > 1)
    return named


def asks_a_rule(plan: Sequence[QueryWord], asking_meaning: Sequence[Sequence[str]]) -> bool:
    """Whether a query asks what to do rather than what a word means: it names
    :data:`RULE_QUESTION_WORDS` things or more, and asks no meaning (``asking_meaning``:
    "meaning", "what is a", "wat betekent")."""
    named = [w for w in plan if w.weight > COMMON_WORD_WEIGHT]
    if len(named) < RULE_QUESTION_WORDS:
        return False
    texts = [w.text for w in plan]
    held = set(texts)
    # a run with a word the query lacks cannot stand in it (most runs): not looked for
    return not any(_holds_run(texts, list(run)) for run in asking_meaning if held.issuperset(run))


def _holds_run(words: Sequence[str], run: Sequence[str]) -> bool:
    """Whether ``run`` stands in ``words`` word for word."""
    return any(list(words[i : i + len(run)]) == list(run) for i in range(len(words) - len(run) + 1))
