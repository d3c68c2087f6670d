"""A lead out of turn as Dutch and English players tell it: the declarer or dummy who said a
defender was "aan de beurt", "aan slag" or had to lead ("moest uitkomen") is the opponent who
misinformed him (artikel 47E1), not the subject of the question, and so is the declarer or
dummy named after the telling ("told it was my lead by declarer") or after the misinformation
("misinformation from declarer"); a lead or bid taken back ("teruggenomen uitkomst") is a
withdrawn action whose information artikel 16C rules on; declarer who refuses ("weigert") the
lead does not accept it (54D); an opening lead ("uitkomst",
the lead to the first trick) made by declarer, dummy or declarer's partner is by the wrong side
(artikel 54E).

Each row is a question and the provisions that answer it; one of them must be among the first
five hits of the built index. The literal rows keep their own sense.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from tests.search_helpers import top

NL = "laws-2017-nl:"

# fmt: off
#: (a player's question, provisions that answer it)
TOLD_AND_LED = [
    # 47E1: the teller is the opponent who gave the wrong information about the turn
    ("de leider zei dat ik aan de beurt was", {NL + "47E1", NL + "47E"}),
    ("voor de beurt voorgespeeld omdat de leider zei dat ik aan de beurt was", {NL + "47E1", NL + "47E"}),
    ("de blinde zei dat ik moest uitkomen", {NL + "47E1", NL + "47E"}),
    ("de blinde zei dat ik aan slag was en ik speelde voor", {NL + "47E1", NL + "47E"}),
    ("de leider zei: jij moet uitkomen", {NL + "47E1", NL + "47E"}),
    ("leider wees naar mij om uit te komen", {NL + "47E1", NL + "47E"}),
    # 54D: declarer who refuses the lead does not accept it
    ("mag de leider de uitkomst weigeren", {NL + "54D"}),
    ("de leider weigert de uitkomst", {NL + "54D"}),
    # 47E1: the teller named after the telling or after the misinformation he gave
    ("lead out of turn after misinformation from declarer", {NL + "47E1", NL + "47E"}),
    ("I was told it was my lead by declarer", {NL + "47E1", NL + "47E"}),
    # literal: misinformation from declarer about a call stays a mistaken explanation
    ("misinformation from declarer about his 2NT bid, we defended wrongly",
     {NL + "47E2a", "laws-2017-everyday-en:75B1", "laws-2017-everyday-en:75B3"}),
    ("dummy said it was my turn to lead so I led, can declarer accept it", {NL + "47E1", NL + "47E"}),
    # 16C: a lead or bid taken back is a withdrawn action
    ("informatie uit een teruggenomen uitkomst voor de beurt", {NL + "16C", NL + "16C1", NL + "16C2"}),
    ("mag partner iets met het teruggenomen bod doen", {NL + "16C", NL + "16C1", NL + "16C2"}),
    # literal: a lead that must be taken back stays artikel 54's retraction
    ("moet de uitkomst teruggenomen worden", {NL + "54", NL + "47E1", NL + "47E2a"}),
    # 54E: an opening lead by the declaring side
    ("uitkomst door de partner van de leider", {NL + "54E"}),
    ("de blinde kwam uit", {NL + "54E"}),
    ("dummy led to the first trick", {NL + "54E"}),
    ("declarer led to the first trick by mistake", {NL + "54E"}),
    # literal: declarer who said he accepts the lead out of turn is 54B's, not misinformation
    ("de leider zei dat hij de uitkomst accepteerde", {NL + "54B", NL + "54",
     "notes-willetton:five-options-faced-opening-lead-out-of-turn"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), TOLD_AND_LED, ids=[q for q, _ in TOLD_AND_LED])
def test_told_it_was_his_lead_and_led_by_the_wrong_side(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


def test_the_proper_leader_named_after_declarer_is_no_wrong_side(artifact_index: SearchIndex) -> None:
    """Declarer's left-hand opponent makes the opening lead: "opening lead by declarer's LHO"
    is no lead by the declaring side, and declarer's accepting a lead is no misinformation."""
    assert NL + "54E" not in top(artifact_index, "opening lead by declarer's LHO")
    assert top(artifact_index, "de leider zei dat hij de uitkomst accepteerde")[0] != NL + "47E1"


def test_a_lead_accepted_is_not_a_lead_refused(artifact_index: SearchIndex) -> None:
    """Declarer who accepts the lead out of turn is artikel 54B's, not 54D's refusal."""
    assert top(artifact_index, "leider accepteert de uitkomst")[0] == NL + "54B"
