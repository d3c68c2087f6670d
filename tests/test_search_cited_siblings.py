"""A short provision that names its subject only by citing a sibling of its law is read with
the sibling's distinguishing words.

Artikel 47E2(b) says only "when it is too late for correction under (a), the Director may
award an adjusted score": what (a) is about (a card played after a mistaken explanation) is
in 47E2(a), so a question about the adjusted score for a card that can no longer be taken
back after misinformation holds no word of 47E2(b) but "score". The build gives 47E2(b) the
words of 47E2(a) that no other provision of Law 47 holds and few of the document's do; the
words the law's provisions share ("zonder verdere rechtzetting") say nothing of (a) in
particular.
"""

from __future__ import annotations

import pytest

from indexer.models import Citation
from indexer.models import Provision
from indexer.models import Target
from indexer.search import SearchIndex
from indexer.search.index import SHORT_WORDS
from indexer.search.index import cited_siblings

RETRACT = "Een speler mag de kaart zonder verdere rechtzetting terugnemen na een verkeerde uitleg."
TURN = "Wie voor de beurt heeft voorgespeeld neemt de kaart zonder verdere rechtzetting terug."
SHORT = "Wanneer het te laat is voor herstel volgens (a), kan de wedstrijdleider een arbitrale score geven."
LONG = " ".join(["Een lange bepaling die haar onderwerp zelf noemt"] * 5) + " volgens (a)."


def provision(pid: str, text: str, law: int = 47) -> Provision:
    return Provision("nl", pid, None, law, "", text, 0, (1, 1))


def citation(source: str, *targets: str) -> Citation:
    return Citation("nl", source, "(a)", 0, 3, "relative", tuple(Target("nl", t, True) for t in targets))


def test_a_short_provision_reads_the_words_only_the_cited_sibling_holds() -> None:
    provisions = [provision("47E1", TURN), provision("47E2a", RETRACT), provision("47E2b", SHORT)]
    words = " ".join(cited_siblings(provisions, [citation("47E2b", "47E2a")])["nl:47E2b"]).split()
    assert {"verkeerde", "uitleg", "terugnemen"} <= set(words)
    # shared with 47E1: nothing of (a) in particular
    assert not {"zonder", "verdere", "rechtzetting", "kaart"} & set(words)


def test_a_provision_that_names_its_subject_itself_reads_only_its_own_words() -> None:
    assert len(LONG.split()) > SHORT_WORDS
    provisions = [provision("47E1", TURN), provision("47E2a", RETRACT), provision("47E2b", LONG)]
    assert cited_siblings(provisions, [citation("47E2b", "47E2a")]) == {}


def test_a_citation_of_another_law_or_of_its_own_parts_adds_nothing() -> None:
    provisions = [
        provision("16B1", "Ongeoorloofde informatie van de partner, zoals een aarzeling.", law=16),
        provision("20F3", "Een speler mag uitleg vragen maar artikel 16B1 kan van toepassing zijn.", law=20),
        provision("20F", "Uitleg van biedingen.", law=20),
    ]
    cited = [citation("20F3", "16B1"), citation("20F", "20F3")]
    assert cited_siblings(provisions, cited) == {}


# fmt: off
READ_AS_SIBLING = [
    # (question, the short provision that answers it through the sibling it cites)
    ("the director awards an adjusted score when the card can no longer be taken back after "
     "misinformation", "laws-2017-nl:47E2b"),
    ("too late to retract the card played after a mistaken explanation, adjusted score",
     "laws-2017-nl:47E2b"),
]
# fmt: on


@pytest.mark.parametrize(("q", "answer"), READ_AS_SIBLING)
def test_a_question_about_what_the_cited_sibling_says_finds_the_short_provision(
    artifact_index: SearchIndex, q: str, answer: str
) -> None:
    assert answer in [f"{h.doc}:{h.id}" for h in artifact_index.search(q, limit=3).results]


def test_the_sibling_itself_still_answers_first_what_it_says(artifact_index: SearchIndex) -> None:
    """The words 47E2(b) reads through (a) count for less than (a)'s own text."""
    found = [f"{h.doc}:{h.id}" for h in artifact_index.search(
        "card played because of a mistaken explanation taken back", limit=8).results]  # fmt: skip
    assert found.index("laws-2017-nl:47E2a") < found.index("laws-2017-nl:47E2b")
