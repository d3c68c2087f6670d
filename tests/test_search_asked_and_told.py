"""English questions that only the Dutch articles answer, in the words players use for them:
asking what a defender's lead or discard shows is asking for an explanation of their card-play
agreements (artikel 20F2); a wrong answer to a question is a mistaken explanation (47E2a), not
the answer that passes information to partner (16B1), and declarer or dummy who said it was
one's lead is the opponent who misinformed (47E1); a lead out of turn put back is a
withdrawn action whose information artikel 16C rules on; declarer's partner who made the
opening lead is the wrong side (54E); a player told, with "it's" or with the
player named between, that it was his turn to lead was misinformed about his turn (47E1), and
a lead out of turn an opponent "induced" is one his misinformation brought about (47E1).

Each row is a question and the provisions that answer it; one of them must be among the first
five hits of the built index. The literal rows keep their own sense where a reading could
reach too far.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from tests.search_helpers import top

NL = "laws-2017-nl:"


# fmt: off
#: (a player's question, provisions that answer it)
ASKED_AND_TOLD = [
    # 20F2: what a defender's lead or discard shows is explained on request
    ("declarer wants to know what the defenders' leads mean", {NL + "20F2"}),
    ("as declarer can I ask what their lead shows", {NL + "20F2"}),
    ("declarer asked me what my partner's lead showed", {NL + "20F2"}),
    ("declarer asked what the card partner discarded meant", {NL + "20F2"}),
    ("during the play can I ask what their discards mean", {NL + "20F2"}),
    ("can I ask what their opening lead means", {NL + "20F2"}),
    ("what is their lead style, can declarer ask", {NL + "20F2"}),
    # 20F3: asked only or specifically about one call (een enkele bieding)
    ("LHO asked specifically about our 2 clubs bid and then his partner led a club",
     {NL + "20F3", NL + "16B1"}),
    ("she specifically asked about our 2 diamonds opening and then led a diamond",
     {NL + "20F3", NL + "16B1"}),
    ("during the auction he asked only about my 2 spades overcall, then his partner bid 3 spades",
     {NL + "20F3", NL + "16B1"}),
    # literal: asking about the auction at one's turn to play stays 20F2's
    ("can I ask only about the auction when it is my turn to play", {NL + "20F2"}),
    # 20F2: who answers a question about a call is the partner of its maker
    ("who answers when declarer asks about the defenders' signals", {NL + "20F2"}),
    ("who must answer a question about a bid during the play", {NL + "20F2"}),
    ("who is supposed to answer when they ask what my partner's double meant", {NL + "20F2"}),
    # literal: the partner who answered a question and hesitated stays unauthorized information
    ("partner who answered my question hesitated before the lead, is that UI",
     {"notes-club-en:hesitations-unauthorised-information", "laws-2007-en:16B1a", NL + "16B1"}),
    # 16D3: a result overheard once the bidding had begun came after the first call
    ("the bidding has started and I just heard someone say the slam makes on this board", {NL + "16D3"}),
    ("the auction was in progress when the next table announced their score on our board",
     {NL + "16D3"}),
    # 47E2b: a card that could not be taken back came too late for the correction
    ("after the misexplanation I couldn't take my card back since my LHO had played, can the director adjust",
     {NL + "47E2b"}),
    ("I couldn't take my card back because the next player had already played, do we get anything",
     {NL + "47E2b"}),
    # literal: a card that may still be taken back stays 47E2a's
    ("the explanation was corrected before anyone else played, can I take my card back", {NL + "47E2a"}),
    # 47E2a: a wrong answer to a question about a call is a mistaken explanation
    ("opponent gave a wrong answer when I asked about the double, I had already played, can I change my card",
     {NL + "47E2a", NL + "47E2"}),
    # 47E1: told it was his turn, "it's" written for "it was", the player told named between
    ("dummy said it's my lead, so I led, but it was partner's turn", {NL + "47E1", NL + "47E"}),
    ("declarer told the defender it was his lead and he led a card", {NL + "47E1", NL + "47E"}),
    ("RHO told my partner it was her turn to lead", {NL + "47E1", NL + "47E"}),
    # 47E1: declarer or dummy named as the one who said it was his lead is the opponent who
    # misinformed him, not the subject of the question
    ("declarer said it was my lead", {NL + "47E1", NL + "47E"}),
    ("dummy said it was my lead", {NL + "47E1", NL + "47E"}),
    ("declarer told me it was my lead", {NL + "47E1", NL + "47E"}),
    ("declarer invited me to lead", {NL + "47E1", NL + "47E"}),
    ("declarer pointed at me to lead", {NL + "47E1", NL + "47E"}),
    ("declarer told my partner to lead", {NL + "47E1", NL + "47E"}),
    # 47E1: the turn told in the teller's own words: "your turn", "it's yours", "you're on lead"
    ("declarer said it's yours so I led", {NL + "47E1", NL + "47E"}),
    ("dummy said your turn so I played a club", {NL + "47E1", NL + "47E"}),
    ("declarer said you're on lead, so I led, but it was partner's lead", {NL + "47E1", NL + "47E"}),
    ("declarer said you are on lead so I led out of turn", {NL + "47E1", NL + "47E"}),
    # literal: dummy who praised or blamed the play of the hand stays dummy's rights (no
    # "said your play" reading)
    ("dummy said your play was careless after the hand, is dummy allowed to comment",
     {"notes-club-en:dummys-rights", "notes-willetton:law-42"}),
    # 47E1: a lead out of turn "induced" by an opponent is one his misinformation brought about
    ("LOOT induced by declarer", {NL + "47E1", NL + "47E"}),
    ("declarer induced the lead out of turn", {NL + "47E1", NL + "47E"}),
    ("lead out of turn induced by the opponents", {NL + "47E1", NL + "47E"}),
    ("play out of turn induced by dummy", {NL + "47E1", NL + "47E"}),
    # literal: a hesitation that induced a call stays unauthorized information from partner
    ("the hesitation induced partner to bid game",
     {"laws-2007-en:16B1a", NL + "16B1", "notes-club-en:hesitations-unauthorised-information"}),
    # 47E2a: a card a player "threw" is a card he played (de kaart die hij gespeeld heeft)
    ("I threw the wrong card because of their explanation, can I take it back", {NL + "47E2a", NL + "47E2"}),
    ("after the misexplanation I had thrown a card, the next player has not played yet",
     {NL + "47E2a", NL + "47E2"}),
    # literal: a pair thrown out and cards thrown down keep their sense (Laws 91, 74C2)
    ("can the director throw the pair out", {"laws-2017-everyday-en:91A", "laws-2017-everyday-en:91B"}),
    ("he threw his cards down in disgust", {"laws-2017-everyday-en:74C2"}),
    # 16C: a lead out of turn put back is withdrawn; what it showed is information from it
    ("the lead out of turn was put back, may his partner use what it showed",
     {NL + "16C", NL + "16C1", NL + "16C2"}),
    ("partner's lead was put back, can I use it", {NL + "16C", NL + "16C1", NL + "16C2"}),
    ("the lead was cancelled, can his partner use it", {NL + "16C", NL + "16C1", NL + "16C2"}),
    ("my partner withdrew his bid, can I use that information", {NL + "16C", NL + "16C1", NL + "16C2"}),
    ("the opponents' insufficient bid was changed, can we use what it told us",
     {NL + "16C", NL + "16C1", NL + "16C2"}),
    # literal: a lead out of turn put back, with no question of its information, stays Law 54's;
    # a card put back in the board or a wrong pocket stays Laws 7C and 90B6
    ("the lead out of turn was put back, what now",
     {NL + "54", "notes-willetton:five-options-faced-opening-lead-out-of-turn"}),
    ("a card was put back in the board", {"laws-2007-en:7C", "laws-2017-everyday-en:90B6"}),
    # 16B3: an opponent who used unauthorized information chose an action it suggested
    ("suspect the opponent used unauthorised information, director adjusts if they gained",
     {NL + "16B3", "laws-2007-en:16B1a"}),
    # literal: information used from another table stays 16D's
    ("I used unauthorized information from another table by accident", {NL + "16D1", NL + "16D"}),
    # 54E: declarer's partner, or dummy, who made the opening lead is the wrong side
    ("the opening lead was made by declarer's partner", {NL + "54E"}),
    ("dummy made the opening lead", {NL + "54E"}),
    # literal: declarer's partner leading out of turn during play stays a lead out of turn
    ("declarer's partner led out of turn",
     {NL + "54", "notes-willetton:five-options-faced-opening-lead-out-of-turn"}),
    # literal: the answer to a question that passes information to partner stays 16B1's
    ("partner's answer to my question gave him information",
     {"laws-2007-en:16B1a", NL + "16B1", "notes-club-en:hesitations-unauthorised-information"}),
    # literal: a lead out of turn and declarer's options stay Law 54's
    ("the defender led out of turn, what are declarer's options",
     {NL + "54", "notes-willetton:five-options-faced-opening-lead-out-of-turn"}),
    ("declarer said he would accept the lead",
     {NL + "54", NL + "54B", "notes-willetton:five-options-faced-opening-lead-out-of-turn"}),
    ("it was his lead but his partner led",
     {NL + "54", "notes-willetton:five-options-faced-opening-lead-out-of-turn"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), ASKED_AND_TOLD, ids=[q for q, _ in ASKED_AND_TOLD])
def test_asked_what_a_card_shows_and_told_whose_turn(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


def test_a_wrong_answer_is_read_as_a_mistaken_explanation(artifact_index: SearchIndex) -> None:
    """ "wrong answer" is read as Law 75's mistaken explanation; "answer" alone is not."""
    from indexer.search.bilingual import translate_query

    def read(q: str) -> set[str]:
        words = q.split()
        found = translate_query(
            artifact_index.translator, words, artifact_index.words.irregular, artifact_index.words.synonyms
        )
        return {w for t in found if t.target == "en" for f in t.forms for w in f}

    assert "misinformation" in read("a wrong answer to my question")
    assert "misinformation" not in read("an answer to my question")


def test_a_card_thrown_is_a_card_played_not_a_pair_thrown_out(artifact_index: SearchIndex) -> None:
    """ "thrown a card out of turn" is a card played out of turn, not "thrown out" (Law 91)."""
    from indexer.search.bilingual import translate_query

    words = ["i", "had", "thrown", "a", "card", "out", "of", "turn"]
    found = translate_query(
        artifact_index.translator, words, artifact_index.words.irregular, artifact_index.words.synonyms
    )
    read = {w for t in found if t.source == t.target == "en" for f in t.forms for w in f}
    assert "played" in read
    assert "laws-2017-everyday-en:91B" not in top(artifact_index, "I had thrown a card out of turn", 3)
