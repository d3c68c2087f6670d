"""Questions about using information, in the words players use for them: to take "it" or
"that" into account, the pronoun standing for what a cancelled call or a withdrawn lead showed,
to act "knowing from" it, to "make use of" it, or to "gebruik maken van" / "rekening houden
met" it, is to use that information (artikel 16C; Law 16A: a player may use information ...);
partner's call or lead out of turn makes the teller's side the offending side, an opponent's
the non-offending side (artikel 16C1 and 16C2, Law 54: the offender's partner). Asking whether
one "must ignore" or "has to forget" it asks whether it is unauthorized (16C2, Law 73C1); a
"close decision" is a choice among logical alternatives (Law 16B1).

Each row is a question and the provisions that answer it; one of them must be among the first
five hits of the built index. The literal rows keep their own sense where a reading could reach
too far: the vulnerability or the opponents' style taken into account is not unauthorized
information, and an act out of turn with no question of its information stays Law 54's and the
Law 30 note's.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from tests.search_helpers import top

NL = "laws-2017-nl:"
WITHDRAWN = {NL + "16C", NL + "16C1", NL + "16C2"}
#: the provisions on unauthorized information from partner
UNAUTHORIZED = {
    "laws-2007-en:16B1a",
    "laws-2007-en:16B1",
    "laws-2007-en:16B",
    NL + "16B1",
    NL + "16B1a",
    "laws-2017-everyday-en:73C1",
    "laws-2017-everyday-en:75A",
    "notes-club-en:hesitations-unauthorised-information",
}

# fmt: off
#: (a player's question, provisions that answer it)
USING_INFORMATION = [
    # 16C: taking a withdrawn call "into account", with a pronoun for it, is using its information
    ("the opponents' bid was cancelled, can we take that into account", {NL + "16C1", NL + "16C"}),
    ("partner's double was cancelled, am I allowed to take that into account", WITHDRAWN),
    ("my bid out of turn was cancelled, can partner take it into account", WITHDRAWN),
    ("knowing from the cancelled bid that partner has spades, am I allowed to lead a spade", WITHDRAWN),
    # 16A1, 16C: making use of what a withdrawn call showed is using it; whether one must ignore
    # it asks whether it is unauthorized (16C2)
    ("can we make use of what their cancelled bid showed", WITHDRAWN),
    ("partner's double was cancelled, must I ignore what it showed", WITHDRAWN),
    # literal: forgetting one's system stays Law 75's
    ("I forgot what we play, partner explained it right",
     {"laws-2017-everyday-en:75C", "laws-2017-everyday-en:75A", "laws-2017-everyday-en:75B3"}),
    # 16B1: a close decision after partner's hesitation is a choice among logical alternatives
    ("partner paused before passing, I had a close decision whether to double",
     {"laws-2007-en:16B1a", "laws-2007-en:16B1b", NL + "16B1", NL + "16B1a",
      "notes-club-en:hesitations-unauthorised-information"}),
    # literal: the Director's close decision appealed stays Law 92's
    ("it was a close decision by the director, can we appeal",
     {"laws-2017-everyday-en:92B", "laws-2017-everyday-en:92A", "laws-2017-everyday-en:92C"}),
    # 16C: partner's act out of turn: the offending side; an opponent's: the non-offending side
    ("Partner led out of turn, the lead was taken back, and now everyone knows he has the ace of "
     "spades. Am I allowed to lead a spade?", {NL + "16C2", NL + "16C"}),
    ("LHO bid out of turn and it was withdrawn, can I use what his bid showed", {NL + "16C1", NL + "16C"}),
    # 16A, 16C: Dutch "gebruik maken van", "rekening houden met"
    ("mijn partner bood voor zijn beurt, het bod werd geannuleerd, mag ik gebruik maken van wat ik weet",
     {NL + "16C2", NL + "16C"}),
    ("mijn linkertegenstander bood voor zijn beurt en het bod werd ingetrokken, wij zijn de "
     "niet-overtredende partij, mogen wij die informatie gebruiken", {NL + "16C1", NL + "16C"}),
    # literal: the score, the opponents' style taken into account stay 16A2's
    ("can we take into account their style", {"laws-2007-en:16A2", NL + "16A2"}),
    ("may a player take account of the opponents' style", {"laws-2007-en:16A2", NL + "16A2"}),
    ("I took into account my estimate of our score", {"laws-2007-en:16A2", NL + "16A2"}),
    ("spelers mogen rekening houden met hun eigen score", {NL + "16A2", "laws-2007-en:16A2"}),
    # literal: an act out of turn with no question of its information stays Law 54's or the
    # Law 30 note's
    ("my partner opened out of turn, what happens now",
     {"notes-willetton:law-30", NL + "54", "laws-2007-en:definitions/turn"}),
    ("partner led out of turn, what are declarer's options",
     {NL + "54", NL + "54A", "notes-willetton:five-options-faced-opening-lead-out-of-turn"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), USING_INFORMATION, ids=[q for q, _ in USING_INFORMATION])
def test_using_information_is_read(artifact_index: SearchIndex, q: str, answers: set[str]) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "can I take into account the vulnerability when I bid",
        "take into account the vulnerability",
        "we took the vulnerability into account",
    ],
)
def test_the_vulnerability_taken_into_account_is_not_unauthorized_information(
    artifact_index: SearchIndex, q: str
) -> None:
    """Only a pronoun taken "into account" is read as used information: the vulnerability
    taken into account keeps its words, and no provision on unauthorized information from
    partner comes first."""
    found = top(artifact_index, q)
    assert found[0] not in UNAUTHORIZED, found
    assert {"laws-2007-en:definitions/vulnerability", "laws-2007-en:16A2"} & set(found), found
