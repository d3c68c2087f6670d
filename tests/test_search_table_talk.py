"""Questions as players and directors type them at the table find the provision that answers
them, although they share few words with it: the word tables read table talk ("the round has
been called", "a long think", "claim a revoke") as the Laws' words.

Each row is a question in a player's words and the provisions that answer it; one of them must
be among the first five hits of the built index.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from indexer.search.bilingual import translate_query
from indexer.search.plan import read_by_object
from tests.search_helpers import top

E17 = "laws-2017-everyday-en:"

# fmt: off
TABLE_TALK = [
    # (typed at the table, provisions that answer it)
    ("the round has been called but we are still playing", {"laws-2007-en:8B1"}),
    ("the board was turned round and we took the wrong hands", {"laws-2007-en:7B1", "laws-2007-en:7C"}),
    ("partner had a long think then doubled",
     {"laws-2007-en:16B1a", "notes-club-en:hesitations-unauthorised-information"}),
    ("partner hinted which suit to lead",
     {"laws-2007-en:16B1a", "laws-2017-everyday-en:73B", "laws-2017-everyday-en:89A3"}),
    ("partner moaned about my bid", {"laws-2017-everyday-en:74C2"}),
    ("there was a joker in the board", {"laws-2007-en:13F"}),
    ("typo in the bridgemate", {"laws-2017-everyday-en:79C1"}),
    ("red against white, what do undertricks cost", {"laws-2017-everyday-en:77"}),
    ("how big was the swing in imps", {"laws-2017-everyday-en:78B"}),
    ("the opps gave us wrong information about their bid",
     {"laws-2017-everyday-en:75", "laws-2017-everyday-en:75B", "laws-2017-everyday-en:75B1"}),
    ("he said the rest are mine and put his cards down",
     {"notes-willetton:law-48", "laws-2017-everyday-en:79B1"}),
    ("the wrong person led",
     {"notes-willetton:five-options-faced-opening-lead-out-of-turn", "laws-2017-nl:54", "laws-2017-nl:54E"}),
    ("it wasn't his turn to bid", {"notes-willetton:law-30"}),
    ("card put back in the wrong slot", {"laws-2017-everyday-en:90B6"}),
    ("how does aggregate scoring work", {"laws-2017-everyday-en:78C"}),
    ("he didn't follow, is that a revoke",
     {"notes-club-en:revokes/q2", "notes-club-en:revokes/q3", "notes-club-en:revokes/q5"}),
    ("it wasn't his go but he led",
     {"notes-willetton:five-options-faced-opening-lead-out-of-turn", "laws-2017-nl:54", "laws-2017-nl:54E"}),
    ("I saw a card of another player during the deal", {"laws-2007-en:6D1", "laws-2007-en:16D"}),
    ("how are match points worked out", {"laws-2017-everyday-en:78A", "laws-2007-en:definitions/matchpoint"}),
    ("how do I complain about the TD's decision", {"laws-2017-everyday-en:92A", "laws-2017-everyday-en:92C"}),
    ("opponent laughed at his partner's bid", {"laws-2017-everyday-en:74C2", "laws-2017-everyday-en:74A2"}),
    # Laws 72-93: conduct, scoring, the Director, appeals, as players say them
    ("do I have to point out partner's mistake", {"laws-2017-everyday-en:72B2"}),
    ("partner gave me a look before leading",
     {"laws-2017-everyday-en:73B", "laws-2017-everyday-en:73C1", "laws-2017-everyday-en:89A3"}),
    ("foot taps under the table", {"laws-2017-everyday-en:73B", "laws-2017-everyday-en:89A3"}),
    ("opponents talking during the hand", {"laws-2017-everyday-en:74B2"}),
    ("she said no bid instead of pass", {"laws-2017-everyday-en:74C1"}),
    ("declarer was reaching for the trick", {"laws-2017-everyday-en:74C3"}),
    ("our club has a zero tolerance policy", {"laws-2017-everyday-en:74A1", "laws-2017-everyday-en:74A"}),
    ("I forgot what we play", {"laws-2017-everyday-en:75C"}),
    ("a kibitzer watching online", {"laws-2017-everyday-en:76A2"}),
    ("the score was entered wrongly", {"laws-2017-everyday-en:79C1"}),
    ("who picks the director", {"laws-2017-everyday-en:80B2a"}),
    ("what is the director allowed to do", {"laws-2017-everyday-en:81C"}),
    ("the other table had different hands", {"laws-2017-everyday-en:87A"}),
    ("they told us about a board we had not played yet",
     {"laws-2017-everyday-en:89A4", "laws-2017-everyday-en:89A2", "laws-2017-everyday-en:89A1"}),
    ("a pair boasting about their top", {"laws-2017-everyday-en:90B3"}),
    ("he looked at the traveller", {"laws-2017-everyday-en:90B4"}),
    ("he would not obey the director", {"laws-2017-everyday-en:90B8"}),
    ("can the director throw someone out of the club",
     {"laws-2017-everyday-en:91A", "laws-2017-everyday-en:91B"}),
    ("we misbehaved, what can the director do", {"laws-2017-everyday-en:91A"}),
    ("the head director heard the appeal", {"laws-2017-everyday-en:93A", "laws-2017-everyday-en:93B1"}),
    ("can we appeal again after the committee", {"laws-2017-everyday-en:93C1"}),
    ("he was peering at my hand", {"laws-2017-everyday-en:74C5"}),
    ("she was spying on my cards", {"laws-2017-everyday-en:74C5"}),
    ("partner kept lecturing me", {"laws-2017-everyday-en:74C2"}),
    ("bidding slowly on purpose to upset us", {"laws-2017-everyday-en:74C7"}),
    ("he used foul language at the table", {"laws-2017-everyday-en:74A1", "laws-2017-everyday-en:74B5"}),
    ("he walked out in the middle of the round", {"laws-2017-everyday-en:74C8"}),
    ("a dishonest pair",
     {"laws-2017-everyday-en:72A", "laws-2017-everyday-en:89", "laws-2017-everyday-en:89A1",
      "laws-2017-everyday-en:89A2", "laws-2017-everyday-en:89B"}),
    ("the results were wrong on the website", {"laws-2017-everyday-en:79C1", "laws-2017-everyday-en:79C2"}),
    ("the director could not work out who was telling the truth",
     {"laws-2017-everyday-en:85B", "laws-2017-everyday-en:85A1", "laws-2017-everyday-en:85"}),
    ("a mobile phone rang during play", {"laws-2017-everyday-en:90A"}),
    ("who sits on the appeals panel",
     {"laws-2017-everyday-en:93A", "laws-2017-everyday-en:93B2", "laws-2017-everyday-en:93B3"}),
    ("our appeal was thrown out", {"laws-2017-everyday-en:92A", "laws-2017-everyday-en:93C1"}),
    # the Definitions in players' words
    ("how many tricks over book did we make", {"laws-2007-en:definitions/odd-trick"}),
    ("is a transfer a conventional bid", {"laws-2007-en:definitions/artificial-call"}),
    ("the player sitting opposite", {"laws-2007-en:definitions/partner"}),
    # Laws 1-16: the board, partnerships, the shuffle, adjusted scores, information
    ("is the ace the top card", {"laws-2007-en:1"}),
    ("do clubs outrank diamonds", {"laws-2007-en:1"}),
    ("we had this board before in round two", {"laws-2007-en:15B"}),
    ("can I swap partners after the first half", {"laws-2007-en:4"}),
    ("must we keep the same partner", {"laws-2007-en:4"}),
    ("same partner all afternoon", {"laws-2007-en:4"}),
    ("all four hands were in suit order", {"laws-2007-en:6D2", "laws-2007-en:definitions/sorted-deck"}),
    ("will we lose anything by calling the director", {"laws-2007-en:9B1c"}),
    ("the board could not be played so what do we score", {"laws-2007-en:12C2a", "laws-2007-en:12A2"}),
    ("do we get 60 percent for that board", {"laws-2007-en:12C2a", "laws-2007-en:12A2"}),
    ("we need a big board, can I gamble", {"laws-2007-en:16A2"}),
    ("the TD dealt the boards himself", {"laws-2007-en:6E2", "laws-2007-en:6E3"}),
    ("who is in charge of the table", {"laws-2007-en:7D"}),
    ("the director held the board over", {"laws-2007-en:8B2", "laws-2017-everyday-en:82B2"}),
    ("the rectification seems harsh", {"laws-2007-en:12B2"}),
    ("partner put stress on his double",
     {"laws-2017-everyday-en:73A2", "laws-2007-en:16B1a",
      "notes-club-en:hesitations-unauthorised-information"}),
    ("the look on her face when partner doubled",
     {"laws-2017-everyday-en:74C2", "laws-2017-everyday-en:73C1", "laws-2007-en:16B1a",
      "notes-club-en:hesitations-unauthorised-information"}),
    # Laws 72-93
    ("he hid the card he had revoked with", {"laws-2017-everyday-en:72B3"}),
    ("she said well done to partner", {"laws-2017-everyday-en:74C2"}),
    ("nice one partner", {"laws-2017-everyday-en:74C2"}),
    ("partner was not concentrating", {"laws-2017-everyday-en:74B1"}),
    ("the opponents sniggered at my bid", {"laws-2017-everyday-en:74A2", "laws-2017-everyday-en:74C2"}),
    ("a kibitzer pointed at a card in dummy", {"laws-2017-everyday-en:76B5"}),
    ("they were gossiping about board 5", {"laws-2017-everyday-en:90B3"}),
    ("we suspect that pair of cheating",
     {"laws-2017-everyday-en:89C", "laws-2017-everyday-en:89D", "laws-2017-everyday-en:89D1",
      "laws-2017-everyday-en:89D2"}),
    ("she said oh no when I bid 3NT",
     {"laws-2017-everyday-en:74C2", "laws-2017-everyday-en:73C1", "laws-2007-en:16B1a"}),
    ("he made a noise when partner bid",
     {"laws-2017-everyday-en:74C2", "laws-2017-everyday-en:73C1", "laws-2007-en:16B1a"}),
    ("partner was fidgeting", {"laws-2017-everyday-en:73C1", "laws-2007-en:16B1a"}),
    ("the scores were added up wrong", {"laws-2017-everyday-en:79C1"}),
    ("the director let the pair off with a warning",
     {"laws-2017-everyday-en:81C5", "laws-2017-everyday-en:90A"}),
    ("they never told us they play weak twos",
     {"laws-2017-everyday-en:75D1", "laws-2017-everyday-en:75D2"}),
    ("a kibitzer gasped", {"laws-2017-everyday-en:76B2"}),
    ("they had seen the results before playing the board",
     {"laws-2017-everyday-en:89D3", "laws-2017-everyday-en:89A1", "laws-2017-everyday-en:89A2"}),
    ("he got a quarter of a top penalty",
     {"laws-2017-everyday-en:90A", "laws-2017-everyday-en:91A", "laws-2017-everyday-en:90"}),
    ("the TD gave us an official warning",
     {"laws-2017-everyday-en:90A", "laws-2017-everyday-en:91A", "laws-2017-everyday-en:90"}),
    ("declarer yawning", {"laws-2017-everyday-en:74C6", "laws-2017-everyday-en:74B1"}),
    ("he kept looking at his watch", {"laws-2017-everyday-en:74C6", "laws-2017-everyday-en:74B1"}),
    ("defender said only one more trick to beat it", {"laws-2017-everyday-en:74C4"}),
    ("two tricks to go partner", {"laws-2017-everyday-en:74C4"}),
    ("a spectator on BBO was texting declarer", {"laws-2017-everyday-en:76A2"}),
    ("how many imps for 300 against 100", {"laws-2017-everyday-en:78B"}),
    ("the club's house rules about alerts", {"laws-2017-everyday-en:80B2f"}),
    ("can the director get someone else to run the movement", {"laws-2017-everyday-en:81D"}),
    ("he always hesitates when he has a void",
     {"laws-2017-everyday-en:89D1", "laws-2017-everyday-en:89D2"}),
    ("is a perfect record proof of cheating",
     {"laws-2017-everyday-en:89C", "laws-2017-everyday-en:89D", "laws-2017-everyday-en:89D1",
      "laws-2017-everyday-en:89D2"}),
    # Laws 72-93 as players tell them at the table
    ("must I confess", {E17 + "72B2"}),
    ("he gathered the cards before we could check", {E17 + "72B3"}),
    ("they mixed the tricks before anyone could check", {E17 + "72B3"}),
    ("destroyed the evidence", {E17 + "72B3"}),
    ("partner kicked me under the table", {E17 + "73B", E17 + "89A3"}),
    ("partner kicked him to stop him bidding", {E17 + "73B", E17 + "89A3"}),
    ("he kicked her", {E17 + "73B", E17 + "89A3"}),
    ("a slow bidder", {E17 + "73D1"}),
    ("I'm a slow player, is that an infraction", {E17 + "73D1", E17 + "90B2"}),
    ("he said it to make me think he was weak", {E17 + "73D2"}),
    ("the way he played made me think he had the king", {E17 + "73D2", E17 + "73E2"}),
    ("he made us think he had it", {E17 + "73D2"}),
    ("he rubbed it in", {E17 + "74A1", E17 + "74A2"}),
    ("partner belittled me in front of the opponents", {E17 + "74A2", E17 + "74C2"}),
    ("partner belittled me in front of everyone", {E17 + "74A2", E17 + "74C2"}),
    ("belittled in front of the room", {E17 + "74A2", E17 + "74C2"}),
    ("they celebrated loudly", {E17 + "74A1", E17 + "74A2"}),
    ("a celebration at the table", {E17 + "74A1", E17 + "74A2"}),
    ("opponent said good luck", {E17 + "74B2"}),
    ("she went for a cup of tea", {E17 + "74C8"}),
    ("he left in a huff", {E17 + "74C8"}),
    ("partner stormed off", {E17 + "74C8"}),
    ("storm out of the room", {E17 + "74C8"}),
    ("she left halfway through the round", {E17 + "74C8"}),
    ("he stopped looking at his cards", {E17 + "74C6"}),
    ("partner showed she'd win it before the trick was done", {E17 + "74C3"}),
    ("before the trick is done", {E17 + "74C3"}),
    ("the trick was complete", {E17 + "74C3"}),
    ("the tapping put me off", {E17 + "74A2", E17 + "74C7", E17 + "76B4"}),
    ("he tried to put her off", {E17 + "74A2", E17 + "74C7", E17 + "76B4"}),
    ("it puts us off", {E17 + "74A2", E17 + "74C7", E17 + "76B4"}),
    ("the club's pairs scoring", {E17 + "78A"}),
    ("a board scored at pairs", {E17 + "78A"}),
    ("how does the scoring work in a pairs game", {E17 + "78", E17 + "78A"}),
    ("I want to find out how ties are broken", {E17 + "78D"}),
    ("what is the tiebreak", {E17 + "78D"}),
    ("tiebreaker", {E17 + "78D"}),
    ("they miscounted", {E17 + "79A", E17 + "79A1", E17 + "79A2", E17 + "79B"}),
    ("can we change the result", {E17 + "79C", E17 + "79C1", E17 + "79C2"}),
    ("they want to change the score", {E17 + "79C", E17 + "79C1", E17 + "79C2"}),
    ("can we change our score", {E17 + "79C", E17 + "79C1", E17 + "79C2"}),
    ("we found the error a week later", {E17 + "79C2"}),
    ("can we correct it days later", {E17 + "79C2"}),
    ("can the national body hand its powers to another", {E17 + "80A3"}),
    ("the Tournament Organizer can hand over its powers", {E17 + "80A3"}),
    ("the club can pass on its powers", {E17 + "80A3"}),
    ("the director should explain the rules", {E17 + "81C2"}),
    ("the director should explain the law", {E17 + "81C2"}),
    ("explain our rights", {E17 + "81C2"}),
    ("the assistant director ruled", {E17 + "81D"}),
    ("the opps were 30 imps ahead", {E17 + "86A"}),
    ("with one board left we were well ahead", {E17 + "86A"}),
    ("the dealer was different with one board to go", {E17 + "86A"}),
    ("he told the next table", {E17 + "89A4", E17 + "90B3"}),
    ("tell the next table", {E17 + "89A4", E17 + "90B3"}),
    ("he told the other table", {E17 + "89A4", E17 + "90B3"}),
    ("she glanced at the traveller", {E17 + "90B4"}),
    ("he peeked at the traveller", {E17 + "90B4"}),
    ("they knew the hand before we played it", {E17 + "89A1", E17 + "89A2", E17 + "89D3"}),
    ("he knew the contract before we had played the board", {E17 + "89A1", E17 + "89A2", E17 + "89D3"}),
    ("he sneaked a look at the hand records", {E17 + "89A1", E17 + "89A2", E17 + "89D3"}),
    ("a sneaky look at the hand records", {E17 + "89A1", E17 + "89A2", E17 + "89D3"}),
    ("a pair caught cheating", {E17 + "89B"}),
    ("banned in another country", {E17 + "89E"}),
    ("banned in the other country", {E17 + "89E"}),
    ("a player banned abroad", {E17 + "89E"}),
    ("he's been banned overseas", {E17 + "89E"}),
    ("they ignored what the director told them", {E17 + "90B8"}),
    ("he ignored what the director said", {E17 + "90B8"}),
    ("they refused to move", {E17 + "90B8"}),
    ("should I hand my appeal to the committee", {E17 + "92C"}),
    ("can I put in an appeal", {E17 + "92C"}),
    ("we lost the appeal", {E17 + "93C1"}),
    ("our appeal failed", {E17 + "93C1"}),
    ("he sneered when I doubled", {E17 + "74A2", E17 + "74C2"}),
    ("sneering opponents", {E17 + "74A2", E17 + "74C2"}),
    ("partner lost her temper", {E17 + "74A1", E17 + "74A2"}),
    ("they have a secret code", {E17 + "73B", E17 + "89A3"}),
    ("she doubled in a loud voice", {E17 + "73A2"}),
    ("can the director go easy on them", {E17 + "81C5"}),
    ("the TD should tell us we could appeal", {E17 + "83"}),
    ("the director didn't tell us we could appeal the ruling", {E17 + "83"}),
    ("we didn't agree what happened", {E17 + "85", E17 + "85A1", E17 + "85B"}),
    ("the four of us could not agree on what happened", {E17 + "85", E17 + "85A1", E17 + "85B"}),
    ("he was sent out of the room for the rest of the session", {E17 + "91A"}),
    ("the TD sent him out of the club", {E17 + "91A"}),
    # director's notes and forum thread titles, a few words each
    ("sub for the second half", {"laws-2007-en:4"}),
    ("kibitzer reacted when declarer finessed", {"laws-2017-everyday-en:76B2"}),
    ("redeal in a knockout when the result is known", {"laws-2017-everyday-en:86A"}),
    ("is shooting allowed", {"laws-2007-en:16A2", "laws-2017-nl:16A2"}),
    ("going for a top", {"laws-2007-en:16A2", "laws-2017-nl:16A2"}),
    ("a hitch then 4S",
     {"laws-2007-en:16B1a", "laws-2017-everyday-en:73C1",
      "notes-club-en:hesitations-unauthorised-information"}),
    ("tempo break",
     {"laws-2007-en:16B1a", "laws-2017-everyday-en:73C1",
      "notes-club-en:hesitations-unauthorised-information"}),
    ("thought about it with a stiff", {"laws-2017-everyday-en:73D2"}),
    ("mitchell", {"laws-2007-en:8A1"}),
    ("who tells us the howell", {"laws-2007-en:8A1"}),
    ("swiss scoring", {"laws-2017-everyday-en:78D"}),
    ("bottom", {"laws-2017-everyday-en:78A"}),
    ("latecomers", {"laws-2017-everyday-en:90B1"}),
    ("overtime penalty", {"laws-2017-everyday-en:90A", "laws-2017-everyday-en:90B2"}),
    ("takeback", {"laws-2007-en:definitions/retracted", "laws-2007-en:definitions/withdrawn"}),
    ("screenmate", {"laws-2017-everyday-en:80B2e"}),
    ("prealert", {"laws-2007-en:definitions/alert"}),
    ("middle of the table", {"laws-2007-en:7A"}),
    ("foreign card in the board", {"laws-2007-en:13F"}),
    ("stray card in the pocket", {"laws-2007-en:13F"}),
    ("declarer gathered the trick early", {"laws-2017-everyday-en:74C3"}),
    ("trick count disputed",
     {"laws-2017-everyday-en:79B", "laws-2017-everyday-en:79A1", "laws-2017-everyday-en:79B1",
      "laws-2017-everyday-en:79B2"}),
    ("whose job is it", {"laws-2007-en:7D", "laws-2007-en:8A2", "laws-2017-everyday-en:81B1"}),
    ("TD call after the revoke", {"laws-2007-en:9B1a", "laws-2007-en:9B1b"}),
    ("what the white book says", {"laws-2017-everyday-en:80B2f"}),
    ("orange book", {"laws-2017-everyday-en:80B2e"}),
    ("convention chart", {"laws-2017-everyday-en:80B2e"}),
    ("pickup slip wrong",
     {"laws-2017-everyday-en:79C1", "laws-2017-everyday-en:79C2", "laws-2017-everyday-en:80B2j",
      "laws-2017-everyday-en:79B2"}),
    ("score slip",
     {"laws-2017-everyday-en:79C1", "laws-2017-everyday-en:79C2", "laws-2017-everyday-en:80B2j",
      "laws-2017-everyday-en:79B2"}),
    ("split ruling", {"laws-2007-en:12C1f"}),
    ("split adjustment", {"laws-2007-en:12C1f"}),
    ("weighted ruling 60% 4S= 40% 4S-1", {"laws-2007-en:12C1c"}),
    ("snap double", {"laws-2007-en:16B1a", "laws-2017-everyday-en:73A2"}),
    ("what does a sac cost doubled", {"laws-2017-everyday-en:77", "laws-2007-en:definitions/undertrick"}),
    ("caddy", {"laws-2017-everyday-en:80B2g_ii", "laws-2017-everyday-en:80B2g_i"}),
    ("scorer",
     {"laws-2017-everyday-en:79C1", "laws-2017-everyday-en:80B2j", "laws-2017-everyday-en:80B2g_ii"}),
    ("follow the guide card", {"laws-2007-en:8A1"}),
    ("bidding misunderstanding",
     {"laws-2017-everyday-en:75C", "laws-2017-everyday-en:75A", "laws-2017-everyday-en:75B1",
      "laws-2017-everyday-en:75B3"}),
    ("TD polled players", {"laws-2007-en:16B1b"}),
    ("table presence", {"laws-2017-everyday-en:73D1", "laws-2007-en:16A2", "laws-2017-nl:16A2"}),
    ("speed of play warning", {"laws-2017-everyday-en:90B2", "laws-2017-everyday-en:90A"}),
    ("partner in a trance before passing",
     {"laws-2007-en:16B1a", "laws-2017-everyday-en:73C1",
      "notes-club-en:hesitations-unauthorised-information"}),
    ("watcher",
     {"laws-2017-everyday-en:76", "laws-2017-everyday-en:76B1", "laws-2017-everyday-en:76B3",
      "laws-2017-everyday-en:76D"}),
    ("railbird",
     {"laws-2017-everyday-en:76", "laws-2017-everyday-en:76B1", "laws-2017-everyday-en:76B3",
      "laws-2017-everyday-en:76D", "laws-2017-everyday-en:76A2"}),
    ("failed to follow",
     {"notes-club-en:revokes/q2", "notes-club-en:revokes/q3", "notes-club-en:revokes/q5"}),
    ("failure to follow",
     {"notes-club-en:revokes/q2", "notes-club-en:revokes/q3", "notes-club-en:revokes/q5"}),
    # Laws 1-16 and the Definitions as players ask about them at the table
    ("why do we have to flag a conventional bid to the opps", {"laws-2007-en:definitions/alert"}),
    ("partner mentioned hearts first, so who plays the hand", {"laws-2007-en:definitions/declarer"}),
    ("whose go is it after the trick", {"laws-2007-en:definitions/turn"}),
    ("is it my go now", {"laws-2007-en:definitions/turn"}),
    ("is the king high or low", {"laws-2007-en:1"}),
    ("is bridge played ace high", {"laws-2007-en:1"}),
    ("is the two the lowest card", {"laws-2007-en:1"}),
    ("my partner had to leave early, can my husband take over", {"laws-2007-en:4"}),
    ("can my friend take over for the second half", {"laws-2007-en:4"}),
    ("seat swap with partner halfway through, me going north", {"laws-2007-en:5A"}),
    ("13 each?", {"laws-2007-en:7B2"}),
    ("does everyone have 13 cards each", {"laws-2007-en:7B2"}),
    ("the deal went wrong, one pile had 14, do we start again", {"laws-2007-en:6D1", "laws-2007-en:13D"}),
    ("do we have to mix our cards up before putting them back", {"laws-2007-en:7C"}),
    ("there's nothing in the rules about this", {"laws-2007-en:12A1"}),
    ("it's not in the rules, what can the director do", {"laws-2007-en:12A1"}),
    ("I've seen this hand before", {"laws-2007-en:15B"}),
    ("is the hand over once the cards are back in the slots", {"laws-2007-en:definitions/play-period"}),
    ("the director was too late, we'd already bid on", {"laws-2007-en:11A"}),
    ("partner bid on before we called the TD", {"laws-2007-en:11A"}),
    ("how does the director decide we were damaged", {"laws-2007-en:12B1"}),
    # everyday verbs for the acts the Laws of conduct forbid
    ("he keeps winding us up", {E17 + "74A2", E17 + "74C7", E17 + "74B4"}),
    ("the opps were needling us", {E17 + "74A2", E17 + "74C7"}),
    ("irritating opponents", {E17 + "74A2"}),
    ("partner griping about my play", {E17 + "74C2"}),
    ("partner whinged about my defence all night", {E17 + "74C2"}),
    ("partner's been sulking all round", {E17 + "74C2", E17 + "74C6"}),
    ("she elbowed me", {E17 + "73B", E17 + "89A3"}),
    ("chattering during the play", {E17 + "74B2"}),
    ("partner nattering all through the bidding", {E17 + "74B2"}),
    ("his mobile went off", {E17 + "90A"}),
    ("a smartphone on the table", {E17 + "90A"}),
    ("slapped down the ace", {E17 + "73A2"}),
    ("he played it with a flourish", {E17 + "73A2"}),
    ("partner blurted the contract",
     {"laws-2007-en:16B1a", "notes-club-en:hesitations-unauthorised-information"}),
    ("popped out for a smoke", {E17 + "74C8"}),
    ("went out for a cigarette", {E17 + "74C8"}),
    ("nipped out between boards", {E17 + "74C8"}),
    ("partner came clean about our agreement", {"laws-2007-en:9A4", E17 + "72B2"}),
    ("booted out of the club", {E17 + "91A", E17 + "91B"}),
    ("the director chucked him out", {E17 + "91A", E17 + "91B"}),
    ("she gave me a withering look", {E17 + "74C2"}),
    ("partner gave me a filthy look", {E17 + "74C2"}),
    ("never shuffled", {"laws-2007-en:6D2", "laws-2007-en:definitions/sorted-deck"}),
    ("what exactly counts as a psych", {"laws-2007-en:definitions/psychic-call"}),
    ("partner humphed at my bid", {E17 + "74C2"}),
    ("he snorted when I doubled", {E17 + "74C2"}),
    ("she groaned when I passed", {E17 + "74C2"}),
    ("she winced when partner doubled", {E17 + "74C2", E17 + "73C1"}),
    ("the opps were whispering to each other", {E17 + "73B", E17 + "73A1"}),
    ("partner cleared his throat before leading", {E17 + "73B", E17 + "89A3"}),
    ("can the director dock us for dawdling", {E17 + "90B2"}),
    ("he leaked the boards to his mates", {E17 + "89A4", E17 + "89D3"}),
    ("tipped off their friends about the boards", {E17 + "89A4"}),
    ("partner picked up the wrong hand", {"laws-2007-en:7B1"}),
    ("east took out the wrong hand", {"laws-2007-en:7B1"}),
    ("declarer swept the cards up after revoking", {E17 + "72B3"}),
    ("he scooped up the cards so nobody could check", {E17 + "72B3"}),
    ("oppo clammed up", {E17 + "75D1"}),
    ("they refused to explain their bid", {E17 + "75D1"}),
    ("he wouldn't tell us what it meant", {E17 + "75D1"}),
    ("he was ogling my hand", {E17 + "74C5"}),
    ("gawping at my cards", {E17 + "74C5"}),
    ("eyeing my hand the whole time", {E17 + "74C5"}),
    ("bickering about how many tricks we took", {E17 + "79B", E17 + "79A1"}),
    ("declarer dragged it out to the last card", {E17 + "74B4"}),
    ("my partner keeps zoning out", {E17 + "74B1"}),
    ("the td farmed it out to an assistant", {E17 + "81D"}),
    ("should I dob them in", {"laws-2007-en:9B1a", "laws-2007-en:9B1b", "laws-2007-en:9B1c"}),
    ("oppo threw a strop", {E17 + "74A1", E17 + "74A2"}),
    ("a tantrum at the table", {E17 + "74A1", E17 + "74A2"}),
    ("partner chucked a wobbly", {E17 + "74A1", E17 + "74A2"}),
    ("opp made a snide remark about my bidding", {E17 + "74A2"}),
    ("catty comments from the opponents", {E17 + "74A2"}),
    ("declarer kept humming", {E17 + "74A2", E17 + "76B4"}),
    ("someone whistling at the next table", {E17 + "74A2", E17 + "76B4"}),
    ("partner fluffed it", {E17 + "75", E17 + "75B", E17 + "75B1", E17 + "75C"}),
    ("the td was nowhere to be seen so we cracked on", {"laws-2007-en:11A"}),
    # a secret let out by a remark draws attention to something significant (Law 74C4)
    ("oppo let the cat out of the bag",
     {"laws-2007-en:16B1a", "notes-club-en:hesitations-unauthorised-information", E17 + "74C4"}),
    ("partner gave the game away",
     {"laws-2007-en:16B1a", "notes-club-en:hesitations-unauthorised-information"}),
    # cards flung down are played with emphasis (Law 73A2); declarer's hand thrown face up may
    # be a claim (the notes on Law 48B2)
    ("he chucked his cards on the table", {E17 + "74C2", E17 + "73A2", "notes-willetton:law-48"}),
    ("it's been a rough session so far, can I take a flyer", {"laws-2007-en:16A2"}),
    ("guy at the next table was yelling out his result",
     {E17 + "90B3", "notes-club-en:hesitations-unauthorised-information"}),
    ("someone shouted out the contract",
     {E17 + "90B3", "notes-club-en:hesitations-unauthorised-information", "laws-2007-en:16B1a"}),
    ("the TD bounced the pair", {E17 + "91A", E17 + "91B"}),
    ("what strain are we in", {"laws-2007-en:definitions/denomination"}),
    ("I mispulled my bid", {"laws-2007-en:definitions/unintended"}),
    ("misclicked on BBO", {"laws-2007-en:definitions/unintended"}),
    ("are the picture cards honours", {"laws-2007-en:definitions/honour"}),
    ("is each entrant a pair", {"laws-2007-en:definitions/contestant"}),
    ("I ruffed then saw I had a spade", {"notes-club-en:revokes/q3", "notes-club-en:revokes/q2"}),
    ("I twigged partner had misread my bid", {E17 + "75A"}),
    ("they got a windfall from their own infraction", {"laws-2007-en:12B1"}),
    ("we were robbed of a top by their misinformation", {E17 + "75B1", "laws-2007-en:12B1"}),
    ("the penalty seemed too lenient", {"laws-2007-en:12B2"}),
    ("who decides when the session kicks off", {E17 + "80B2c"}),
    ("we got there after it kicked off", {E17 + "90B1"}),
    ("I waved the director over", {"laws-2007-en:9B1a", "laws-2007-en:9B1b", "laws-2007-en:9B1c"}),
    ("partner went to find the director", {"laws-2007-en:9B1a", "laws-2007-en:9B1b", "laws-2007-en:9B1c"}),
    ("we flagged down the td", {"laws-2007-en:9B1a", "laws-2007-en:9B1b", "laws-2007-en:9B1c"}),
    ("RHO mulled it over then doubled",
     {"laws-2007-en:16B1a", "notes-club-en:hesitations-unauthorised-information", E17 + "73C1"}),
    ("RHO agonised then doubled",
     {"laws-2007-en:16B1a", "notes-club-en:hesitations-unauthorised-information", E17 + "73C1"}),
    ("LHO ummed and then bid 4S",
     {"laws-2007-en:16B1a", "notes-club-en:hesitations-unauthorised-information", E17 + "73C1"}),
    ("can I nip to the restroom mid round", {E17 + "74C8"}),
    ("a fist pump when the finesse worked", {E17 + "74C2"}),
    ("he gave his partner a thumbs down", {E17 + "74C2"}),
    ("is a fake bid allowed", {"laws-2007-en:definitions/psychic-call", E17 + "73E1"}),
    ("a card from a different board was in my hand", {"laws-2007-en:13F"}),
    ("opps were kicking each other under the table", {E17 + "73B", E17 + "89A3"}),
    ("his phone buzzed during the auction", {E17 + "90A"}),
    # Laws 77-93 and 2007 Law 12 in players' own words: scores corrected, ties, rulings, appeals
    ("our score was keyed in wrong", {E17 + "79C1"}),
    ("the results were out an hour ago, can we still get a score changed", {E17 + "79C1", E17 + "79C2"}),
    ("found a mistake in our score the next morning, can it still be changed", {E17 + "79C1", E17 + "79C2"}),
    ("how long have we got to query a score", {E17 + "79C1", E17 + "92B"}),
    ("how many matchpoints if we tie with another pair on a board", {E17 + "78A"}),
    ("two teams finished level on VPs, who wins", {E17 + "78D"}),
    ("the organisers did not provide a director, what now", {E17 + "80B2a"}),
    ("TD couldnt work out who was telling the truth so he said play on", {E17 + "85B"}),
    ("how do you score a board when two cards were swapped halfway through the session",
     {E17 + "87B", E17 + "87A"}),
    ("the director gave us 30% of one result and 70% of another", {"laws-2007-en:12C1c"}),
    ("they misinformed us but then we did something stupid, do we still get anything",
     {"laws-2007-en:12C1b"}),
    ("TD says his ruling was a mistake, can he change it", {E17 + "82C", "laws-2007-en:12A3"}),
    ("can the TD change the result because the penalty for a revoke is too harsh", {"laws-2007-en:12B2"}),
    ("can I appeal alone", {E17 + "92D1", E17 + "92D"}),
    # a ruling thought unfair is appealed: Law 92B gives the right to appeal a ruling and its time
    ("the director was biased against us", {E17 + "92A", E17 + "92B", E17 + "92C"}),
    ("the TD was a mate of theirs", {E17 + "92A", E17 + "92B", E17 + "92C"}),
    ("I think the director is wrong", {E17 + "92A", E17 + "92C"}),
    ("he wouldn't move to the next table when told", {E17 + "90B8"}),
    ("they gave the opponents the worst result that could have happened", {"laws-2007-en:12C1e_ii"}),
    ("the TD rolled it back to 3H making", {"laws-2007-en:12C1a"}),
    ("who does the scoring at a club", {E17 + "80B2j"}),
    ("is it too late to appeal the next day", {E17 + "92B"}),
    ("the td ruled without hearing our side", {E17 + "85A1"}),
    ("who appoints the appeals committee", {E17 + "80B2k"}),
    ("my opponent told his friend the hands of the next board", {E17 + "89A4"}),
    ("our opponents argued with the director", {E17 + "91A", E17 + "81C1"}),
    ("our result is missing from the results", {E17 + "79C1", E17 + "79C"}),
    ("the pair before us held everyone up", {E17 + "90A", E17 + "90B2"}),
    ("we didn't get to play the board because of the slow pair", {"laws-2007-en:12C2a", E17 + "90B2"}),
    ("the room was too cold to play, who should sort it", {E17 + "80B2i"}),
    ("there weren't enough bidding boxes", {E17 + "80B2b"}),
    ("can the club refuse to let us enter the congress", {E17 + "80B2d", E17 + "78D"}),
    ("he sorted my cards for me", {E17 + "90B5"}),
    ("the director passed our appeal to the committee", {E17 + "93B2", E17 + "81C7"}),
    ("too many possible results so the director just gave averages", {"laws-2007-en:12C1d"}),
    ("the TD noticed it himself, nobody called him", {E17 + "81C3"}),
    ("how does board-a-match scoring work", {E17 + "78A"}),
    ("is there an appeal fee", {E17 + "92A"}),
    ("what does the top on each board mean", {E17 + "78A"}),
    ("what's a top in pairs", {E17 + "78A"}),
    ("the td replaced the score we actually got with 3NT making", {"laws-2007-en:12C1a"}),
    ("can a ruling make both sides worse off", {"laws-2007-en:12C1f"}),
    ("can we appeal against the committee's decision", {E17 + "93C1"}),
    ("the director let us choose what to do", {E17 + "84C"}),
    ("ns and ew scores entered backwards", {E17 + "79C1", E17 + "79C"}),
    ("wot happens if the td makes a mistake", {E17 + "82C", "laws-2007-en:12A3"}),
    ("they always find the killing lead, too many lucky guesses", {E17 + "89D2"}),
    ("their results are too good to be true", {E17 + "89C", E17 + "89D2"}),
    ("the TD is there to sort out arguments between players", {E17 + "81C6"}),
    ("who sorts out a dispute at the table", {E17 + "81C6"}),
    ("can the director ignore the rules if he wants", {E17 + "81B2"}),
    # Laws 72-93 in the words of club players and newcomers
    ("the director was on the fence about what happened", {E17 + "85B"}),
    ("whose word counts when the players disagree about a hesitation", {E17 + "85A1", E17 + "85"}),
    ("my partner says no bid instead of pass", {E17 + "74C1"}),
    ("who runs the game when there is no director", {E17 + "80B2a"}),
    ("can my husband sit behind me while I play", {E17 + "76", E17 + "76A1", E17 + "76B1", E17 + "76D"}),
    ("the td gave 40% of 3NT making and 60% of one off", {"laws-2007-en:12C1c"}),
    ("the opponents made me feel stupid", {E17 + "74A2"}),
    ("dummy said we need one more", {E17 + "74C4"}),
    ("he grabbed the trick before I had played", {E17 + "74C3"}),
    ("the director works for the club, who does he answer to", {E17 + "81A"}),
    ("partner was on his phone during the hand", {E17 + "74B1"}),
    ("he was looking at another pair's scorecard", {E17 + "90B4"}),
    ("opponent behaving badly at the table", {E17 + "91A", E17 + "74A1"}),
    ("the director gave a ruling I disagree with", {E17 + "92A", E17 + "92C"}),
    ("the club forgot to book a director", {E17 + "80B2a"}),
    ("who sets the rules for our club's duplicate", {E17 + "80B2f", E17 + "80B1", E17 + "80A2"}),
    ("director split the score between making and going down", {"laws-2007-en:12C1c"}),
    ("do I have to play at the same speed all the time", {E17 + "73D1"}),
    ("how does the director score a board that wasn't the same at all tables", {E17 + "87B", E17 + "87A"}),
    ("the appeal was turned down, what next", {E17 + "93C1"}),
    ("is there a charge to appeal", {E17 + "92A"}),
    ("is it cheating to use a second device to watch the table", {E17 + "89A1", E17 + "89A2"}),
    ("someone kibitzing my table on another account to see the hands", {E17 + "89A1"}),
    ("can we play on the same computer", {E17 + "89A3", E17 + "73B"}),
    ("the opponents were chatting in their own language", {E17 + "73B", E17 + "73A1"}),
]
# fmt: on

# fmt: off
#: (typed at the table, provisions that answer it): table talk whose other words already find
#: the answer's neighbours; read as the Laws' words, the answer comes among the first three
TABLE_TALK_FIRST_THREE = [
    ("nobody called the director about the trick count till the next round had started", {E17 + "79B3"}),
    ("we didnt mind so the director let it go", {E17 + "81C5"}),
    ("a shared bottom on board 9", {E17 + "78A"}),
    ("the director took points off us for being late", {E17 + "90A", E17 + "90B1", E17 + "91A"}),
    ("we were knocked two points off for slow play", {E17 + "90A", E17 + "90B2"}),
]
# fmt: on


def read_as(index: SearchIndex, q: str, language: str) -> set[str]:
    """The words of ``language`` the English query ``q`` is read as by the word tables, its
    contractions and its verbs' senses by their objects read first, as a search reads them."""
    words_read = index.words
    text = read_by_object(words_read.read_contractions(q), words_read.object_senses, words_read.phrase_gaps)
    words = [w.strip(",.?").lower() for w in text.split()]
    read = translate_query(index.translator, words, index.words.irregular, index.words.synonyms)
    return {w for t in read if t.source == "en" and t.target == language for f in t.forms for w in f}


@pytest.mark.parametrize(("q", "answers"), TABLE_TALK, ids=[q for q, _ in TABLE_TALK])
def test_a_question_in_table_talk_finds_its_provision(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(("q", "answers"), TABLE_TALK_FIRST_THREE, ids=[q for q, _ in TABLE_TALK_FIRST_THREE])
def test_table_talk_read_as_the_laws_words_finds_its_answer_among_the_first_three(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q, 3)), top(artifact_index, q, 3)


# fmt: off
#: (what happened at the table, told in a club player's words, provisions that answer it): the
#: situations of Laws 1-16 and the club notes as players tell them, which share few words with
#: the Laws ("the card never turned up" for a card that cannot be found)
TOLD_AT_THE_TABLE = [
    ("had this one before at table 3", {"laws-2007-en:15B"}),
    ("the offender sorted out his mistake before the director got to the table", {"laws-2007-en:9C"}),
    ("she corrected her own error before the director showed up", {"laws-2007-en:9C"}),
    ("they got off lightly", {"laws-2007-en:12B2"}),
    ("who made up the boards", {"laws-2007-en:6E2", "laws-2007-en:6E3", "laws-2007-en:6E4"}),
    ("the hands were dealt by computer", {"laws-2007-en:6E2", "laws-2007-en:6E3", "laws-2007-en:6E4"}),
    ("the director called time on us", {"laws-2007-en:8B1"}),
    ("the missing card never turned up", {"laws-2007-en:14A2", "laws-2007-en:14B3"}),
    ("we couldn't find the missing card", {"laws-2007-en:14A2", "laws-2007-en:14B3"}),
    ("partner went quiet then passed",
     {"laws-2007-en:16B1a", "notes-club-en:hesitations-unauthorised-information"}),
    ("a card flipped over while he was dealing", {"laws-2007-en:6D1"}),
    ("my partner forgot to follow suit twice",
     {"notes-club-en:revokes/q5", "notes-club-en:revokes/q2", "notes-club-en:revokes/q3"}),
    ("the opponents told us what the penalty was", {"laws-2007-en:10A"}),
    ("can I use what the bidding told me", {"laws-2007-en:16A1a"}),
    ("declarer said 'small' from dummy", {"notes-club-en:card-played"}),
    ("I knew something before I picked up my hand", {"laws-2007-en:16A1d"}),
    ("the missing card was in one of the tricks", {"laws-2007-en:14B1"}),
    ("must one of them be there while I shuffle", {"laws-2007-en:6C"}),
    ("does an opponent have to be there for the deal", {"laws-2007-en:6C"}),
    ("the rule for their mistake lets them off far too lightly", {"laws-2007-en:12B2"}),
    ("partner emphasised his double",
     {"laws-2007-en:16B1a", E17 + "73A2", "notes-club-en:hesitations-unauthorised-information"}),
    ("we took our cards from the wrong pockets", {"laws-2007-en:7B1"}),
    ("wait for the director before doing anything", {"laws-2007-en:9B2"}),
    ("can the director change what the players decided", {"laws-2007-en:10B"}),
    ("the laws don't cover this situation", {"laws-2007-en:12A1"}),
    # 86B2c is 86B2a's sibling: a board cancelled with both sides at fault, scored artificially
    ("TD scrapped the board, what do we score",
     {"laws-2007-en:12A2", "laws-2007-en:12C2a", E17 + "86B2a", E17 + "86B2c"}),
    ("we screwed up afterwards, do we still get redress", {"laws-2007-en:12C1b"}),
    ("the director gave each side a different score, is that allowed", {"laws-2007-en:12C1f"}),
    ("we took the cards out with nobody from the other side at the table", {"laws-2007-en:7C"}),
    ("dummy moved round the table to see the play",
     {"notes-willetton:law-42", "notes-club-en:dummys-rights"}),
    ("can I ask partner if she's out of hearts", {"notes-club-en:revokes/q1"}),
    ("partner sat there forever before bidding 4H",
     {"laws-2007-en:16B1a", "notes-club-en:hesitations-unauthorised-information"}),
    ("the same card twice in one hand", {"laws-2007-en:13F", "laws-2007-en:13"}),
    ("the pack only had 51 cards in it", {"laws-2007-en:14", "laws-2007-en:14A", "laws-2007-en:14B"}),
    ("the traveling pair went to the wrong table", {"laws-2007-en:5B", "laws-2007-en:8A1"}),
    ("the EW pair moves up one table each round", {"laws-2007-en:8A1"}),
    ("who carries the boards", {"laws-2007-en:8A2"}),
    ("the boards go down one table", {"laws-2007-en:8A1", "laws-2007-en:8A2"}),
    ("the director held back a board for later", {"laws-2007-en:8B2"}),
    ("can I leave before the scores are all in", {"laws-2007-en:8C"}),
    ("are spades higher than hearts", {"laws-2007-en:1"}),
    ("no trumps ranks above spades?", {"laws-2007-en:1"}),
    ("what would other players have done with my hand after the huddle", {"laws-2007-en:16B1b"}),
    ("north peeked at a card while south was dealing", {"laws-2007-en:6D1"}),
    # seeing another player's cards at one's own table is also the 2017 Law 16D1
    ("she fanned her cards so wide I could see them",
     {"notes-club-en:hesitations-unauthorised-information", "laws-2017-nl:16D1"}),
    ("someone swapped the hands round between the pockets", {E17 + "87A", "laws-2007-en:7C"}),
    ("the NS hands had been switched in the board", {E17 + "87A"}),
    ("declarer says I can't lead spades now",
     {"notes-willetton:five-options-faced-opening-lead-out-of-turn"}),
    ("we had to bid the same again", {"laws-2007-en:15C"}),
    ("is it legal to play the same hands as last week", {"laws-2007-en:6D2"}),
    ("we got boards from last week's duplicate", {"laws-2007-en:6D2"}),
    ("I didn't mean to pass, my finger slipped", {"laws-2007-en:definitions/unintended"}),
    # enask7: a card put back in the hand, cards folded up, a forgotten alert, sitting beside a
    # player
    ("I put my card back in my hand", {"laws-2007-en:definitions/withdrawn", "notes-club-en:revokes/q7"}),
    ("opp keeps folding his cards up and sighing", {E17 + "74C6"}),
    ("we forgot to alert", {"laws-2007-en:16B1a", E17 + "73C1"}),
    ("can I sit beside my husband while he plays", {E17 + "76", E17 + "76B", E17 + "76B3", E17 + "76B5"}),
    ("the cards were dealt beforehand by the director", {"laws-2007-en:6E2", "laws-2007-en:6E3"}),
    ("the committee reversed the ruling on a point of law", {E17 + "93B3"}),
    ("the revoke rectification is out of all proportion to the damage", {"laws-2007-en:12B2"}),
    ("the opponents sorted it out between themselves", {"laws-2007-en:10A", "laws-2007-en:10B"}),
    ("declarer put all his cards on the table", {"notes-willetton:law-48"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), TOLD_AT_THE_TABLE, ids=[q for q, _ in TOLD_AT_THE_TABLE])
def test_a_situation_told_in_a_players_words_finds_its_provision(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


# fmt: off
#: (typed at the table, a reading it must not get): table talk whose words also say something
#: else is read only where it says what the Laws mean
NOT_READ_AS = [
    ("partner was too slow with his pass", "unduly"),  # a slow call is a hesitation, not slow play
    ("can I speed up play by claiming", "unduly"),
    ("dummy hadn't played yet when I led", "unplayed"),  # a card, not a board for later play
    ("I had not played to the trick yet", "later"),
    ("a foul board", "courteous"),  # "foul language" only
    ("a card found under the table", "communicate"),  # a kick under the table only
    ("hand over the boards", "delegate"),  # a body handing over its powers only
    ("the results were sent out by email", "suspend"),  # a player sent out of the room only
    ("the director told us to carry on", "instructions"),  # not following them only
    ("where does the board go", "turn"),  # "whose go" only: a phrase passes over "my", "his"
    ("we wound up in 3NT", "annoy"),  # winding an opponent up only, not where a contract ended
    ("declarer faced his cards", "honour"),  # picture and court cards only
    ("the director messed up the ruling", "serious"),  # the non-offenders' own error only
    ("different scores at the other table", "balance"),  # one board's two sides only
    ("declarer's queen was not covered", "indemnity"),  # the Laws not covering a case only
    ("we couldn't find the director", "cannot"),  # a missing card only
    ("the opening lead is made face down", "reaction"),  # a card placed face down, not a face made
    ("partner held back his ace", "postpone"),  # a board held back for later only
    ("partner led the 10 of hearts", "weighted"),  # a card; a share of a result only as 20-90
    ("I put my card back in my hand", "returned"),  # cards put back in the board only
    ("we forgot to alert", "missed"),  # read "miss", the Missing Card of Law 14
    ("the next player hasn't played yet", "unplayed"),  # a card, not a board for later play
    # the Director's finding of fact only, not a player who believed an opponent (16B3, Law 21)
    ("I had reason to believe an opponent had misinformed me", "probabilities"),
    ("she believed the opponents explanation", "probabilities"),
]
# fmt: on


@pytest.mark.parametrize(("q", "reading"), NOT_READ_AS, ids=[q for q, _ in NOT_READ_AS])
def test_table_talk_is_read_only_in_the_sense_it_has(
    artifact_index: SearchIndex, q: str, reading: str
) -> None:
    assert reading not in read_as(artifact_index, q, "en")


# fmt: off
#: (typed at the table, a Dutch word it must be read as): the situations of artikel 16, 20F,
#: 47E and 54, which only the Dutch text holds in full, as English players describe them, read
#: as the Laws' words and through them in Dutch
READ_IN_DUTCH = [
    ("can I have my card back", "terugnemen"),  # 47E2a: retract
    ("I want my card back", "terugnemen"),
    ("can I undo my discard", "terugnemen"),
    ("they took their bid back", "ingetrokken"),  # 16C: withdrawn action
    ("his insufficient bid was replaced", "ingetrokken"),
    ("can we use what their first bid showed", "geoorloofd"),  # 16C1
    ("can I query their double", "uitleg"),  # 20F2-3: asking for an explanation
    ("partner's call got replaced", "ingetrokken"),
    ("how do I find out what their cue bid meant", "uitleg"),
    ("at trick four", "speelperiode"),  # 20F2: throughout the play period
    ("once dummy is down", "speelperiode"),
    ("in the middle of the hand", "speelperiode"),
    ("they misdescribed their carding", "uitleg"),  # 47E2: misinformation
    ("RHO said your lead", "beurt"),  # 47E1: told it was his turn
    ("LHO told me it was my go", "beurt"),
    ("cards seen at the next table", "bronnen"),  # 16D: another source
    ("can the director order a new deal", "herdelen"),  # 16D2b
    ("we are having a shocker", "inschatting"),  # 16A2: estimate of one's own score
    ("a lead from the wrong defender", "beurt"),  # 54: out of turn
    ("declarer tabled his hand", "openleggen"),  # 54A
    ("can I put it back", "terugnemen"),  # 54B2
    ("his lead went back into his hand", "ingetrokken"),  # 16C2
    ("can I ask what their 2NT showed", "uitleg"),  # 20F2
    ("how do I find out about their carding", "uitleg"),
    ("I reserve my rights", "aankondigen"),  # 16B2: announce he may summon the Director later
    ("they deny there was a hesitation", "bestrijden"),  # 16B2
    ("we heard the next table discussing it", "bronnen"),  # 16D1
    ("do we get anything", "arbitrale"),  # 47E2b: an adjusted score
    ("declarer played from the board", "blinde"),  # 54B2
    ("I accepted their wrong lead", "beurt"),  # 54
    ("may I ask about just one of their bids", "enkele"),  # 20F3: a single call
    ("once the bidding is over", "afsluitende"),  # 20F2: after the final pass
    ("they gave their 2C the wrong meaning", "uitleg"),  # 47E2: a wrong explanation
    ("LHO said I was on lead", "onjuiste"),  # 47E1: wrong information that it was his turn
    ("a lead from the wrong side", "beurt"),  # 54E
    ("can I become dummy", "openleggen"),  # 54A
    ("declarer told me to lead", "onjuiste"),  # 47E1: told by an opponent it was his turn
    ("RHO asked me to lead", "onjuiste"),
    ("can we use the information from their cancelled bid", "geoorloofd"),  # 16C: authorized
    ("am I allowed to use it", "geoorloofd"),
    ("who should tell the director", "hoogte"),  # 16D1: the Director notified
    ("we let the director know at once", "hoogte"),
    ("partner had already played to the trick", "volgende"),  # 47E2a: a card subsequently played
    ("can the director adjust the score", "arbitrale"),  # 47E2b, 16C3: an adjusted score
    ("the director adjusted our result", "arbitrale"),
    ("declarer had seen dummy's cards", "accepteren"),  # 54C: declarer must accept the lead
    ("can declarer enquire about our carding", "uitleg"),  # 20F2: asking for an explanation
    ("I made an enquiry about their 2NT", "uitleg"),
    ("may I inquire what that double meant", "uitleg"),
    ("he was eavesdropping on the next table", "horen"),  # 16D1: overhearing
    ("I spotted a card in the next table's hands", "zien"),
    ("the opponent lied about whose turn it was", "onjuiste"),  # 47E1
    ("declarer refused their lead", "accepteren"),  # 54D: the lead not accepted
    ("dummy was laying his cards out", "openleggen"),  # 54A: spread
    ("partner led facedown", "beneden"),  # 54: the face-down lead
    ("information from their cancelled call", "ingetrokken"),  # 16C: a call cancelled is withdrawn
    ("the bid was cancelled", "ingetrokken"),
    ("they say there was no hesitation", "bestrijden"),  # 16B2: disputing the hesitation
    ("partner swears he didn't hesitate", "bestrijden"),
    ("do I call the director now or later", "vroeger"),  # 16B3: summoning earlier or later
    # English questions about what only the Dutch articles hold, by class
    ("his bid got cancelled", "ingetrokken"),  # 16C: a call cancelled is withdrawn
    ("the director cancelled their bid", "ingetrokken"),
    ("partner's double was cancelled", "ingetrokken"),
    ("declarer took his card back and played another", "ingetrokken"),  # 16C2: a card taken back
    ("what they learned from it", "informatie"),  # 16C1: the information from a withdrawn call
    ("what he tried to bid", "ingetrokken"),
    ("the opponents disagree", "bestrijden"),  # 16B2: disputing the hesitation
    ("they said partner wasn't slow", "bestrijden"),
    ("call the director straight away or at the end", "vroeger"),  # 16B3: earlier or later
    ("should I wait until the end to get the director", "ontbieden"),
    ("call the director straight away or wait", "vroeger"),
    ("when should I call the director", "vroeger"),  # 16B3: asking when is earlier or later
    ("when do we call the director about a slow pass", "vroeger"),
    ("when should declarer call the director after a defender hesitated", "vroeger"),
    ("when to call the director", "vroeger"),
    ("should I call the director at the end of the hand", "spel"),  # 16B3: na het spel
    ("only after play ends", "spel"),
    ("the opponents contest that there was a hesitation", "bestrijden"),  # 16B2
    ("the director had the board re-dealt", "herdelen"),  # 16D2b: Law 6D's Re-deal
    ("can declarer ask about our leads and discards", "tegenspelafspraken"),  # 20F2
    ("what are their defensive signals", "tegenspelafspraken"),
    ("the director cancelled their insufficient bid", "ingetrokken"),  # 16C
    ("partner's bid out of rotation was cancelled", "ingetrokken"),
    ("his double out of turn got cancelled", "ingetrokken"),
    ("when a bid is cancelled can partner use what it showed", "ingetrokken"),  # 16C: present tense
    ("if the other side's call gets cancelled", "ingetrokken"),
    ("their double out of turn is cancelled", "ingetrokken"),
    ("when the lead gets cancelled", "ingetrokken"),
    ("when an insufficient bid is replaced", "ingetrokken"),  # 16C: replaced, present tense
    ("if a call gets replaced", "ingetrokken"),
    ("what their 2NT rebid meant", "uitleg"),  # 20F2: what a call means is its explanation
    ("what partner's discard meant", "tegenspelafspraken"),  # 20F2: the defenders' carding
    ("our auction had already started", "eerste"),  # 16D3: after the first call
    ("can I ask about only one of their calls", "enkele"),  # 20F3: a single call
    ("my partner told declarer he was in dummy", "onjuiste"),  # 47E1: misinformed about his turn
    ("they used partner's hesitation", "gesuggereerd"),  # 16B3: an action the hesitation suggested
    ("the opponents took advantage of the hesitation", "gesuggereerd"),
    ("I overheard it in the middle of the auction", "eerste"),  # 16D3: after the first call
    ("the bidding had started when I saw it", "eerste"),
    ("they used their retracted bid", "ingetrokken"),  # 16C: a call retracted is withdrawn
    ("we saw his cancelled opening", "ingetrokken"),
    ("I heard it halfway through the bidding", "eerste"),  # 16D3: after the first call
    ("call the director during the play or after", "vroeger"),  # 16B3: earlier or later
    ("I called the director mid-hand", "vroeger"),
    ("was I breaking a law", "overtreding"),  # 16B3: geen overtreding
    ("can I change it before fourth hand plays", "volgende"),  # 47E2a: no subsequent card
    ("declarer played a card from the table", "blinde"),  # 54B2: from dummy
    ("can the director give an artificial score", "arbitrale"),  # 16D2d: an adjusted score
    ("I found out the result before we played it", "ontvangt"),  # 16D1: information received
    ("I was told by dummy it was my lead", "onjuiste"),  # 47E1: misinformed about his turn
    ("may I just ask about their 2C", "enkele"),  # 20F3: a single call
    ("they took advantage of the tank", "gesuggereerd"),  # 16B3: an action the tank suggested
    ("LHO says he did not tank", "bestrijden"),  # 16B2: disputing the hesitation
    ("the director made us change places", "plaatsen"),  # 16D2a: seats adjusted
    ("LHO had already followed", "volgende"),  # 47E2a: a subsequent card played
    ("I led because my opponent told me to", "onjuiste"),  # 47E1: misinformed about his turn
    ("the presumed dummy led", "verkeerde"),  # 54E: a lead by the wrong side
    ("we had a bad round so far", "inschatting"),  # 16A2: estimate of their own score
    ("after a bad evening", "inschatting"),
    ("I saw a card at the neighbouring table", "bron"),  # 16D1: another source
    # ennlx4: words the Laws do not use, for what only the Dutch articles hold
    ("call the TD at trick 13", "spel"),  # 16B3: na het spel, when play ends
    ("we waited until the last trick was played", "spel"),
    ("should I call him at the end of the board", "spel"),
    ("should I call the director later or straight away", "vroeger"),  # 16B3: earlier or later
    ("is it too early to call the director", "vroeger"),
    ("I have reason to believe they used it", "gegronde"),  # 16B3: gegronde redenen
    ("is that fair game", "geoorloofd"),  # 16C1: authorized
    ("declarer's retracted card", "ingetrokken"),  # 16C: a withdrawn action
    ("partner's scrapped bid", "ingetrokken"),
    ("we lost out", "benadeeld"),  # 16C3: damaged
    ("a new deal for just our table", "deelnemers"),  # 16D2b: for these contestants
    ("the director had us switched directions", "plaatsen"),  # 16D2a: seats adjusted
    ("let us play the board out", "voltooid"),  # 16D2c: play completed
    ("he will adjust if it mattered", "beïnvloed"),  # 16D2c: could have affected the result
    ("do they lead fourth best", "tegenspelafspraken"),  # 20F2: the defenders' agreements
    ("do they play upside down count", "tegenspelafspraken"),
    ("declarer waved me to lead", "onjuiste"),  # 47E1: misinformed about his turn
    ("he acted as if it was my lead", "onjuiste"),
    ("nobody has played after me yet", "volgende"),  # 47E2a: no subsequent card
    ("I couldn't take back my card", "herstel"),  # 47E2b: too late for correction
    ("is there anything the director can do", "arbitrale"),  # 47E2b: an adjusted score
    ("declarer made the opening lead", "verkeerde"),  # 54E: a lead by the wrong side
    ("declarer faced a card as if making the opening lead", "partij"),
    ("the director gave us average plus", "arbitrale"),  # 16D2d: an artificial adjusted score
    ("partner corrected his insufficient bid", "ingetrokken"),  # 16C: a withdrawn call
    ("can I ask about their signals", "tegenspelafspraken"),  # 20F2: the defenders' agreements
    ("may declarer ask about our discards", "tegenspelafspraken"),
    ("should I call him now or when the board is finished", "vroeger"),  # 16B3: earlier or later
    ("when the board is finished", "spel"),  # 16B3: na het spel
    ("once play has finished", "spel"),
    ("may I ask about one specific call", "enkele"),  # 20F3: a single call
    ("who should answer my question", "maat"),  # 20F2: the partner of the player who bid
    ("a kibitzer blurted out the contract", "opmerkingen"),  # 16D1: remarks heard
    ("is declarer forced to accept the lead", "moet"),  # 54C: must accept
    ("the board is ruined for us", "verhinderen"),  # 16D2: interferes with normal play
    ("calling the director late, is that an offence", "overtreding"),  # 16B3: geen overtreding
    ("I can't change my card any more", "herstel"),  # 47E2b: too late for correction
    ("should I wait until the hand is over", "spel"),  # 16B3: na het spel
    ("LHO did not accept my insufficient bid", "ingetrokken"),  # 16C: a withdrawn call
    ("we didn't accept their insufficient bid", "ingetrokken"),
    # ennlx5: players' words for what only the Dutch articles hold
    ("the opponents benefited from the hesitation", "voordeel"),  # 16B3: an advantage gained
    ("they gained from the infraction", "voordeel"),
    ("they profited from partner's tank", "voordeel"),
    ("what is their carding", "tegenspelafspraken"),  # 20F2: the defenders' agreements
    ("can I take my lead back", "terugnemen"),  # 47E2a: retracting the card
    ("may I take the discard back", "terugnemen"),
    ("we had already started bidding", "eerste"),  # 16D3: after the first call
    ("partner looked at the wrong hand", "inzien"),  # 16D1: looking at the wrong hand
    ("the director said he would adjust afterwards", "voltooid"),  # 16D2c: play completed
    ("he already knows the hand", "bezit"),  # 16D2a: the player possessing information
    ("LHO changed his insufficient bid", "ingetrokken"),  # 16C: a withdrawn call
    ("partner replaced his insufficient bid", "ingetrokken"),
    ("do we get redress", "arbitrale"),  # 16C3, 47E2b: an adjusted score
    ("is there any remedy", "arbitrale"),
    ("what remedy do we have", "arbitrale"),
    ("can I use that", "geoorloofd"),  # 16A1, 16C: authorized information
    ("may I use it", "geoorloofd"),
    ("can we act on it", "geoorloofd"),
    ("he will adjust if needed", "voltooid"),  # 16D2c: play completed, then adjusted
    ("the information came from elsewhere", "bronnen"),  # 16D1: another source
    ("partner heard it from somewhere else", "bronnen"),
    ("a player knows something about the board", "bezit"),  # 16D2a: information possessed
    ("it was too late to take back my card", "herstel"),  # 47E2b: too late for the correction
    ("too late for me to take back the lead", "herstel"),
    ("too late to take the card back", "herstel"),
    ("the table next door was talking about it", "bronnen"),  # 16D1: another table
    ("declarer nodded at me to lead", "onjuiste"),  # 47E1: misinformed about his turn to lead
    ("RHO pointed at me to lead", "onjuiste"),
    ("should I call the director after the last card is played", "spel"),  # 16B3: na het spel
    ("we waited until the last card", "spel"),
    ("the opening lead came from the declaring side", "verkeerde"),  # 54E: the wrong side
    ("the kibitzer said it was a cold slam", "opmerkingen"),  # 16D1: remarks heard
    ("a spectator said the contract", "opmerkingen"),
    ("can I swap my discard", "terugnemen"),  # 47E2a: retracting the card
    ("may I switch my card", "terugnemen"),
    ("the director let the board be played", "voltooid"),  # 16D2c: play completed
    ("he allowed the board to be played", "voltooid"),
    ("I told them I might call the director later", "aankondigen"),  # 16B2: announcing the right
    ("does their side get to use it", "geoorloofd"),  # 16C1: authorized information
    ("the trick had been quitted", "herstel"),  # 47E2b: too late for the correction
    ("my partner's bid was not accepted", "ingetrokken"),  # 16C: a withdrawn call
    ("the director let us play on and then adjusted", "voltooid"),  # 16D2c: play completed
    ("he said he would adjust at the end", "voltooid"),
    # the immediately of artikel 16B2 and 16D1, as players say it
    ("they must call the director at once", "onmiddellijk"),
    ("tell the director without delay", "onmiddellijk"),
    # a lead that was not the player's is one out of turn (47E1, 54)
    ("I led but it wasn't my lead", "beurt"),
    ("it is not your lead", "beurt"),
    ("should I call the director when the hand is done", "spel"),  # 16B3: na het spel
    ("wait until the hand has been played out", "spel"),
    ("I caught sight of a card at the next table", "zien"),  # 16D1: het zien van kaarten
    ("he led before his turn", "beurt"),  # 47E1, 54: voor de beurt
    ("the defenders both led", "gedekte"),  # 54: a face-down lead after one out of turn
    ("nobody else had played to the trick", "volgende"),  # 47E2a: no subsequent card
    ("can I ask throughout the play", "speelperiode"),  # 20F2: gedurende de hele speelperiode
    ("is it the bidder's partner who answers", "uitleg"),  # 20F2: the partner explains
    ("should I report it to the director", "melden"),  # 16D1: the Director notified
    # ennl7: the 2017 headings and players' words for what only the Dutch articles hold
    ("the opening lead came from the wrong side", "partij"),  # 54E: uitkomst door de verkeerde partij
    ("what does their high-low show", "tegenspelafspraken"),  # 20F2: the defenders' agreements
    ("do they play UDCA", "tegenspelafspraken"),
    ("I played it because of their explanation", "gevolg"),  # 47E2a: als gevolg van een uitleg
    ("he reserved his rights", "voorbehoudt"),  # 16B2: zich het recht voorbehoudt
    ("we reserve our rights", "voorbehoudt"),
    # the 2017 English wording of the articles the Dutch text translates
    ("the director should be notified forthwith", "onmiddellijk"),  # 16D1
    ("preferably by the player who received it", "voorkeur"),  # 16D1: bij voorkeur
    ("should the recipient of the information tell the director", "ontvangen"),
    ("declarer may ask about their card play understandings", "tegenspelafspraken"),  # 20F2
    ("is it ok to call the TD early about a hesitation", "vroeger"),  # 16B3: earlier or later
    ("do I call the director now or after the hand", "spel"),  # 16B3: na het spel
    # ennl9: the words that tell sibling articles apart
    ("the director ordered the board redealt", "voorschrijven"),  # 16D2b, not 16D1's notifying
    ("should I call the director when the hand is over", "spel"),  # 16B3: na het spel
    ("will the score be adjusted", "arbitrale"),  # 16B3, 16C3, 47E2b: arbitrale score toekennen
    ("does the score get adjusted", "arbitrale"),
    ("can I change my lead once dummy comes down", "beeldzijde"),  # 47E2a: dummy faced a card
    ("the director adjusted the positions", "aanpassen"),  # 16D2a: plaatsen aanpassen
    ("TD arrow switched the board", "plaatsen"),
    # 47E2b: the next player who had already played or followed, or the trick turned, made it
    # too late for the correction of (a)
    ("the next player had already played", "herstel"),
    ("the next player has already followed", "herstel"),
    ("LHO had already followed", "herstel"),
    ("the trick had been turned", "herstel"),
    # 47E1: told in the teller's own words that he was in dummy or in hand
    ("LHO told him you are in dummy", "onjuiste"),
    ("the defender said you are in hand", "onjuiste"),
    # 47E2a: a card played on the strength of, relying on or based on an explanation was played
    # as a consequence of it
    ("I discarded on the strength of their explanation", "gevolg"),
    ("relying on their explanation I played a heart", "gevolg"),
    ("I played a card based on their explanation", "gevolg"),
    ("on the basis of what they told me I played low", "gevolg"),
    # 20F3: one bid or one call of theirs asked about is a single call
    ("may I ask about one bid of theirs", "enkele"),
    ("what did that one call mean", "enkele"),
    # 16C: a call changed for another is withdrawn, as one replaced
    ("LHO's bid got changed", "ingetrokken"),
    ("when a call is changed", "ingetrokken"),
    ("the opponent's bid was changed", "ingetrokken"),
]
# fmt: on


@pytest.mark.parametrize(("q", "dutch"), READ_IN_DUTCH, ids=[q for q, _ in READ_IN_DUTCH])
def test_table_talk_on_the_dutch_only_articles_is_read_in_dutch(
    artifact_index: SearchIndex, q: str, dutch: str
) -> None:
    assert dutch in read_as(artifact_index, q, "nl")


# fmt: off
#: (typed at the table, a Dutch word it must not be read as): words of the Dutch-only articles
#: that English also uses for something else
NOT_READ_IN_DUTCH = [
    ("the director cancelled the board", "ingetrokken"),  # a board cancelled, not a withdrawn call
    ("can the director cancel the board", "ingetrokken"),
    ("the board got cancelled", "ingetrokken"),
    ("the board is cancelled if nobody can play it", "ingetrokken"),  # the board, not a call
    ("the round gets cancelled", "ingetrokken"),
    ("can I take the card back", "ingetrokken"),  # a card to retract (47E), not withdrawn (16C)
    ("before the bidding started", "eerste"),  # 16D2: before any call, not after the first
    ("call the director straight away", "vroeger"),  # 16B2: at once, not earlier or later
    ("when I called the director he ruled a revoke", "vroeger"),  # a call told, not asked when
    ("I played the wrong card", "tegenspelafspraken"),  # a card, not the defenders' carding
    ("I heard it before the first call", "eerste"),  # 16D2: before any call, not after the first
    # ennlx4
    ("may I look at the last trick", "spel"),  # the last trick played, not the end of play
    ("he played out of turn", "voltooid"),  # a card out of turn, not a board played out
    ("can I take back my card", "herstel"),  # in time to retract (47E2a), not too late (47E2b)
    # ennlx5
    ("he gets the benefit of the doubt", "voordeel"),  # a doubtful point, not an advantage
    ("before we started bidding", "eerste"),  # 16D2: before any call, not after the first
    ("declarer played from the wrong hand", "inzien"),  # a card from the wrong hand, not looked at
    ("I know what partner has", "bezit"),  # what a call showed, not a hand known beforehand
    ("he played the last card", "spel"),  # a card, not the end of play
    ("should I call the director later", "aankondigen"),  # 16B3's timing, not 16B2's announcement
    ("the laws provide a remedy", "arbitrale"),  # the Laws' purpose, not a ruling
    # "once" is a time, not the immediately of artikel 16B2
    ("once the hand is over I will call the director", "onmiddellijk"),
    ("now I know what partner has", "opzettelijk"),  # to know, not to act knowingly
    # ennl9: told it was one's turn is misinformation (47E1), not an explanation (47E2a)
    ("declarer said it was my lead", "uitleg"),
    ("rho told me i was on lead", "uitleg"),
    ("the director adjusted the positions", "arbitrale"),  # 16D2a's places, not 16D2c's score
    ("we had already played this board", "herstel"),  # a board played before (15B), not too late
    ("you are in dummy, so play from the table", "onjuiste"),  # where he is, nobody misinforming
    ("the score was changed", "ingetrokken"),  # a score corrected, not a call withdrawn
]
# fmt: on


@pytest.mark.parametrize(("q", "dutch"), NOT_READ_IN_DUTCH, ids=[q for q, _ in NOT_READ_IN_DUTCH])
def test_table_talk_is_read_in_dutch_only_in_the_sense_it_has(
    artifact_index: SearchIndex, q: str, dutch: str
) -> None:
    assert dutch not in read_as(artifact_index, q, "nl")


# fmt: off
DUTCH_ONLY = [
    # (typed at the table, provisions of the Dutch articles that answer it)
    ("they took their bid back, can we act on what it showed", {"laws-2017-nl:16C1", "laws-2017-nl:16C"}),
    ("in the middle of the hand can I find out what their 2D meant", {"laws-2017-nl:20F2"}),
    ("they misdescribed their signals and I already played, can I have my card back",
     {"laws-2017-nl:47E2a", "laws-2017-nl:47E2"}),
    ("the wrong defender led, what are declarer's options",
     {"laws-2017-nl:54", "laws-2017-nl:54A", "laws-2017-nl:54B", "laws-2017-nl:54D"}),
    ("can I query their 3C at trick 2", {"laws-2017-nl:20F2", "laws-2017-nl:20F3"}),
    ("a bad session so far, can I gamble", {"laws-2017-nl:16A2", "laws-2007-en:16A2"}),
    ("a card was seen at the next table before the auction, can the director order a new deal",
     {"laws-2017-nl:16D2b", "laws-2017-nl:16D2"}),
    ("their explanation was wrong and it is too late to take back my card, do we get anything",
     {"laws-2017-nl:47E2b", "laws-2017-nl:47E2"}),
    ("I accepted the wrong lead and played from the board, can I put it back",
     {"laws-2017-nl:54B2", "laws-2017-nl:54B"}),
    ("the defender led before I could say anything, can I become dummy",
     {"laws-2017-nl:54A", "laws-2017-nl:54"}),
    ("their bid was cancelled, can we use the information", {"laws-2017-nl:16C1", "laws-2017-nl:16C"}),
    ("am I allowed to use the information from partner's withdrawn call",
     {"laws-2017-nl:16C2", "laws-2017-nl:16C"}),
    ("declarer had seen dummy, can he still refuse the lead", {"laws-2017-nl:54C"}),
    ("can declarer inquire about our signals at his turn", {"laws-2017-nl:20F2"}),
    ("the opponents say there was no hesitation, must they call the director at once", {"laws-2017-nl:16B2"}),
    ("partner hesitated and they bid on, should I call the director now or later",
     {"laws-2017-nl:16B3", "laws-2017-nl:16B2"}),
    ("declarer took his card back, can we use what we saw of it", {"laws-2017-nl:16C2", "laws-2017-nl:16C1"}),
    ("their double got cancelled, can we use what we learned from it",
     {"laws-2017-nl:16C1", "laws-2017-nl:16C", "laws-2017-nl:16C2"}),
    ("a result from another table was overheard after the bidding had started", {"laws-2017-nl:16D3"}),
    ("I saw a card from the next table once the bidding had started, can the board still be redealt",
     {"laws-2017-nl:16D3"}),
    ("they disagree that partner hesitated, who calls the director", {"laws-2017-nl:16B2"}),
    ("the director cancelled their insufficient bid, can we use the information from it",
     {"laws-2017-nl:16C1", "laws-2017-nl:16C"}),
    ("declarer asked me in the middle of the hand what my partner's discard meant", {"laws-2017-nl:20F2"}),
    ("can I ask about only one of their calls", {"laws-2017-nl:20F3"}),
    ("a wrong explanation, the next player had already played, what can the director do",
     {"laws-2017-nl:47E2b", "laws-2017-nl:47E2"}),
    ("the explanation was corrected only when the trick had been turned, what now",
     {"laws-2017-nl:47E2b", "laws-2017-nl:47E2"}),
    ("LHO told him you're in dummy when he was in hand, so he played from dummy, can he take it back",
     {"laws-2017-nl:47E1", "laws-2017-nl:47E"}),
    ("when a bid is changed can partner use what it showed", {"laws-2017-nl:16C1", "laws-2017-nl:16C"}),
    ("what did that one call of theirs mean, I asked nothing else",
     {"laws-2017-nl:20F3", "laws-2017-nl:16B1"}),
    ("LHO's double out of turn got cancelled, what can we do with that information",
     {"laws-2017-nl:16C1", "laws-2017-nl:16C"}),
    ("my partner told declarer he was in dummy, so he led from dummy; can I accept that card",
     {"laws-2017-nl:47E1"}),
    # ennlx4
    ("declarer's card was retracted, is what we saw fair game", {"laws-2017-nl:16C1", "laws-2017-nl:16C"}),
    ("they made use of their own scrapped bid and we lost out", {"laws-2017-nl:16C3", "laws-2017-nl:16C2"}),
    ("can the director order a new deal for just our table", {"laws-2017-nl:16D2b", "laws-2017-nl:16D2"}),
    ("the director switched directions so he would hold the hand he had seen",
     {"laws-2017-nl:16D2a", "laws-2017-nl:16D2"}),
    ("I couldn't take back my card after their wrong explanation, is there anything the director can do",
     {"laws-2017-nl:47E2b", "laws-2017-nl:47E2"}),
    ("partner corrected his insufficient bid, may I use what the first bid told me",
     {"laws-2017-nl:16C2", "laws-2017-nl:16C"}),
    ("a kibitzer spoilt the board by talking about it before we bid",
     {"laws-2017-nl:16D2", "laws-2017-nl:16D1", "laws-2017-nl:16D2b"}),
    ("my insufficient bid was not accepted and I corrected it, may partner use what the first bid showed",
     {"laws-2017-nl:16C2", "laws-2017-nl:16C"}),
    # ennlx5
    ("the opponents benefited from partner's slow double, can the director adjust", {"laws-2017-nl:16B3"}),
    ("we had already started bidding when partner overheard a result", {"laws-2017-nl:16D3"}),
    ("after their misexplanation can I take my lead back", {"laws-2017-nl:47E2a", "laws-2017-nl:47E2"}),
    ("the director let us finish the board and said he would adjust afterwards", {"laws-2017-nl:16D2c"}),
    ("LHO replaced his insufficient bid, may we use what it showed",
     {"laws-2017-nl:16C1", "laws-2017-nl:16C"}),
    ("their explanation was wrong and it is too late to change my card, is there any remedy",
     {"laws-2017-nl:47E2b", "laws-2017-nl:47E2"}),
    ("declarer nodded at me to lead, so I led out of turn", {"laws-2017-nl:47E1", "laws-2017-nl:47E"}),
    ("they deny partner hesitated, must they call the director at once", {"laws-2017-nl:16B2"}),
    ("both defenders led, one face up and one face down", {"laws-2017-nl:54"}),
    ("may a player explain his own bid when asked", {"laws-2017-nl:20F2"}),
    ("I overheard something about a board we still have to play, should I report it to the director",
     {"laws-2017-nl:16D1"}),
    # ennl7
    ("opening lead by the wrong side", {"laws-2017-nl:54E"}),
    ("as declarer may I ask what their echo shows", {"laws-2017-nl:20F2"}),
    ("I played the wrong card because of their misexplanation, can I change it",
     {"laws-2017-nl:47E2a", "laws-2017-nl:47E2", "laws-2017-nl:47E"}),
    ("is it ok to call the TD early about a hesitation or must I wait", {"laws-2017-nl:16B3"}),
    # ennl9
    ("the director ordered a new deal because a player had seen another hand",
     {"laws-2017-nl:16D2b", "laws-2017-nl:16D2"}),
    ("declarer accepted the lead out of turn and dummy goes down, who plays second",
     {"laws-2017-nl:54B1", "laws-2017-nl:54B"}),
    ("the director adjusted the positions so he would hold that hand",
     {"laws-2017-nl:16D2a", "laws-2017-nl:16D2"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), DUTCH_ONLY, ids=[q for q, _ in DUTCH_ONLY])
def test_table_talk_finds_the_dutch_only_article_that_answers_it(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


# fmt: off
#: (typed at the table, provisions that answer it): a verb players use and the Laws never
#: write is read as the Laws' verb whatever its object, so that the object says which Law;
#: a verb with its object inside ("sent the pair home") or written after it ("the director
#: was called") is read as the same verb
PLAYERS_VERBS = [
    ("when should the director be called", {"laws-2007-en:9B1a"}),  # the passive: summoned
    ("can the TD send a player home for swearing at him", {E17 + "91A", E17 + "91B"}),
    ("they let the opponents off with a warning", {E17 + "81C5", "laws-2007-en:10B"}),
    ("she rubbed our noses in it after the slam", {E17 + "74A2"}),
    ("stop winding the opponents up", {E17 + "74C7", E17 + "74A2"}),
    ("can club regs override the laws", {E17 + "80B2f", E17 + "81B2"}),  # conflict
    ("can the committee override the director on a point of law", {E17 + "93B3"}),  # overrule
    ("rho keeps pulling his card out before it is his turn", {E17 + "74B3"}),  # detaching
    ("declarer fumbled and the ace landed face up on the table", {"notes-willetton:law-48"}),
    ("I misguessed because declarer thought for ages with nothing to think about", {E17 + "73E2"}),
    ("dummy swapped hands with declarer to play it himself", {"notes-willetton:law-42"}),
    ("the TD has to say what my choices are", {"laws-2007-en:10C1", E17 + "84C"}),  # options
    ("what happens when the td cocks up a ruling", {E17 + "82C", "laws-2007-en:12A3"}),  # error
    ("the director botched the ruling", {E17 + "82C", "laws-2007-en:12A3"}),
    ("opponents gave a bogus explanation", {E17 + "75", E17 + "75B1", E17 + "75D1"}),
    ("I forgot to count my cards before the auction", {"laws-2007-en:7B2", E17 + "90B7"}),  # failing
    ("partner stalled and then passed",
     {"laws-2007-en:16B1a", "notes-club-en:hesitations-unauthorised-information"}),
    ("I caught a glimpse of declarer's cards during the deal", {"laws-2007-en:6D1"}),
    ("I want to appeal but partner says forget it", {E17 + "92D1"}),  # an idiom, not a failure
    # the Director who calls the move, the round or time gives his signal, and is not summoned
    ("the TD called the move while we were still playing", {"laws-2007-en:8B1", "laws-2007-en:8B"}),
    ("the director called time but we had one board left", {"laws-2007-en:8B1", "laws-2007-en:8B"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), PLAYERS_VERBS, ids=[q for q, _ in PLAYERS_VERBS])
def test_a_players_verb_is_read_as_the_laws_verb_whatever_its_object(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


# fmt: off
#: (typed, a reading it must not get): the same verbs where they mean something else
PLAYERS_VERBS_NOT_READ_AS = [
    ("dragged a card out of his hand before his turn", "needlessly"),  # a card detached (74B3)
    ("we sent the boards out to the next table", "suspend"),  # sent home only
]
# fmt: on


@pytest.mark.parametrize(
    ("q", "reading"), PLAYERS_VERBS_NOT_READ_AS, ids=[q for q, _ in PLAYERS_VERBS_NOT_READ_AS]
)
def test_a_players_verb_is_read_only_in_the_sense_it_has(
    artifact_index: SearchIndex, q: str, reading: str
) -> None:
    assert reading not in read_as(artifact_index, q, "en")


def test_the_director_calling_the_round_is_no_summons(artifact_index: SearchIndex) -> None:
    """The passive reads "called" as "summoned" only with a form of "be" or "get" between: the
    Director who has called the round gave the signal to move (2007 Law 8B1)."""
    assert top(artifact_index, "the director has called the round but we are still playing", 1) == [
        "laws-2007-en:8B1"
    ]


# fmt: off
#: (told short, without "be", provisions that answer it): "no director called" and "the TD
#: not called" are the Director not summoned, as "the director was not called" is
DIRECTOR_NOT_SUMMONED = [
    ("no director called", {"laws-2007-en:9B1a", "laws-2007-en:11A"}),
    ("no TD called before the end of the round, now they dispute the tricks", {E17 + "79B3"}),
    ("the TD not called until the end of play",
     {"laws-2007-en:9B1a", "laws-2007-en:9B1c", "laws-2007-en:16B3"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), DIRECTOR_NOT_SUMMONED, ids=[q for q, _ in DIRECTOR_NOT_SUMMONED])
def test_the_director_not_called_told_without_be_is_not_summoned(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


def test_no_director_at_all_is_still_none_appointed(artifact_index: SearchIndex) -> None:
    """Without "called", "no director" stays Law 80B2a's Director not appointed, and the
    Director who "has not called the round yet" stays his signal to move (Law 8B1)."""
    assert "appointed" in read_as(artifact_index, "there was no director", "en")
    assert "summoned" not in read_as(artifact_index, "there was no director", "en")
    assert "laws-2007-en:8B1" in top(artifact_index, "the director has not called the round yet", 3)


# fmt: off
#: (typed at the table, provisions that answer it, a provision it must not be drawn to
#: first): "wrong" alone is an error or something incorrect, not Law 75's mistaken
#: explanation; with an explanation or a call it still is that
WRONG_IS_AN_ERROR = [
    ("we played the wrong board by mistake",
     {"laws-2007-en:15", "laws-2007-en:15A", E17 + "90B7"}, E17 + "75A"),
    ("the bridgemate score is wrong, how long do we have to change it",
     {E17 + "79C1", E17 + "79C"}, E17 + "75"),
]
WRONG_EXPLANATION_IS_MISTAKEN = [
    ("partner gave the wrong explanation of my bid", {E17 + "75", E17 + "75B", E17 + "75B3", E17 + "75A"}),
    ("partner explained it wrong", {E17 + "75", E17 + "75B", E17 + "75B3", E17 + "75A"}),
    ("I made the wrong call but partner explained our system correctly", {E17 + "75C"}),
]
# fmt: on


@pytest.mark.parametrize(
    ("q", "answers", "not_first"), WRONG_IS_AN_ERROR, ids=[q for q, _, _ in WRONG_IS_AN_ERROR]
)
def test_wrong_alone_is_an_error_not_a_mistaken_explanation(
    artifact_index: SearchIndex, q: str, answers: set[str], not_first: str
) -> None:
    found = top(artifact_index, q)
    assert answers & set(found), found
    assert found[0] != not_first


@pytest.mark.parametrize(
    ("q", "answers"), WRONG_EXPLANATION_IS_MISTAKEN, ids=[q for q, _ in WRONG_EXPLANATION_IS_MISTAKEN]
)
def test_a_wrong_explanation_or_call_is_still_law_75s_mistake(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q, 3)), top(artifact_index, q)


# fmt: off
#: (typed at the table, provisions that answer it): players' words for conduct, a claim and an
#: artificial score, read as the Laws' words
CONDUCT_CLAIMS_AND_SCORES = [
    # a player called names is abused (Law 74A1-2), not a call of the auction (Law 75, 20F)
    ("opponent called me stupid", {E17 + "74A1", E17 + "74A2", E17 + "74B5"}),
    ("he called me an idiot", {E17 + "74A1", E17 + "74A2", E17 + "74B5"}),
    # a huff, a sniff, hands thrown up: disapproval (Law 74C2)
    ("lho huffed when I bid", {E17 + "74C2"}),
    ("she sniffed at partner's bid", {E17 + "74C2"}),
    ("he threw his hands up when partner doubled", {E17 + "74C2", "laws-2007-en:16B1a", E17 + "73C1"}),
    # a call made in a flash: unwonted speed (2007 Law 16B1a, Law 73A2)
    ("he bid in a flash", {"laws-2007-en:16B1a", E17 + "73A2"}),
    # what a player claimed is a claim (Law 79B1, the notes on Law 48B2)
    ("opponent claimed the rest", {E17 + "79B1", "notes-willetton:law-48"}),
    ("declarer said the rest are his", {E17 + "79B1", "notes-willetton:law-48"}),
]
#: (typed, as its verbs are read): "call" keeps its other senses where no name is its object
CALL_WITHOUT_A_NAME = [
    ("partner called it a psych", "partner called it a psych"),  # a name for a call
    ("when do I call him", "when do i summon him"),  # a summons
    ("he called me an idiot", "he abused me an idiot"),
]
# fmt: on


@pytest.mark.parametrize(
    ("q", "answers"), CONDUCT_CLAIMS_AND_SCORES, ids=[q for q, _ in CONDUCT_CLAIMS_AND_SCORES]
)
def test_players_words_for_conduct_claims_and_scores(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(("q", "read"), CALL_WITHOUT_A_NAME, ids=[q for q, _ in CALL_WITHOUT_A_NAME])
def test_a_player_called_names_is_abused_and_only_then(
    artifact_index: SearchIndex, q: str, read: str
) -> None:
    words = artifact_index.words
    assert read_by_object(q, words.object_senses, words.phrase_gaps).lower() == read


def test_literal_uses_keep_their_meaning(artifact_index: SearchIndex) -> None:
    """A card flashed is seen, not a call made in a flash; a revoke claimed is a revoke pointed
    out, not the rest of the tricks claimed."""
    assert "haste" not in read_as(artifact_index, "he flashed a card", "en")
    assert "revoke" in read_as(artifact_index, "can I claim a revoke", "en")
    assert any(h.startswith("notes-club-en:revokes") for h in top(artifact_index, "can I claim a revoke"))
    # a missing card replaced is Law 14's, though "is replaced" also reads a call withdrawn (16C)
    assert top(artifact_index, "a card is missing from the board and is replaced", 1) == ["laws-2007-en:14C"]
    # a trick turned the wrong way is the quitted card's direction, which dummy may point out,
    # though "trick was turned" also reads too late for 47E2a's correction
    assert top(artifact_index, "dummy noticed the trick was turned the wrong way", 1) == [
        "notes-club-en:dummys-rights"
    ]
    # a board the next player had already played is Law 15B's, though the phrase reads 47E2b
    q = "the next player had already played this board earlier in the session"
    assert top(artifact_index, q, 1) == ["laws-2007-en:15B"]
    # a ruling based on the balance of probabilities is Law 85A1's, though "based on" also reads a
    # card played as a consequence of an explanation (47E2a)
    q = "the director based his ruling on the balance of probabilities"
    assert top(artifact_index, q, 1) == ["laws-2017-everyday-en:85A1"]


# fmt: off
#: (typed at the table, provisions that answer it): a card in another board, a hand spread in
#: the play, a room kept waiting, a player slow before his call
BOARDS_HANDS_AND_PACE = [
    ("we got a bottom because a card was in the wrong board", {E17 + "87A", E17 + "87", E17 + "87B"}),
    ("declarer spread his hand in the middle of the play", {"notes-willetton:law-48", E17 + "79B1"}),
    ("the pair at table 4 are so slow the whole room is waiting", {E17 + "90B2"}),
    ("partner was so slow before passing",
     {"laws-2007-en:16B1a", E17 + "73C1", "notes-club-en:hesitations-unauthorised-information"}),
    # literal: the hand spread after a lead out of turn is declarer becoming dummy (Law 54)
    ("declarer spread his hand after the opening lead out of turn",
     {"notes-willetton:five-options-faced-opening-lead-out-of-turn", "laws-2017-nl:54", "laws-2017-nl:54A"}),
    # literal: a board played by the wrong pair is Law 15's, not a fouled board
    ("we played the wrong board", {"laws-2007-en:15", "laws-2007-en:15A", E17 + "90B7"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), BOARDS_HANDS_AND_PACE, ids=[q for q, _ in BOARDS_HANDS_AND_PACE])
def test_boards_hands_and_pace_in_players_words(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


# fmt: off
#: (typed at the table, provisions that answer it): a sigh shows disapproval; the club's app
#: and a tablet hold the scores; an accusation of cheating is a charge; a top scored is in
#: matchpoints; "shut up" is discourtesy
SIGHS_DEVICES_AND_CHARGES = [
    ("opponent tuts and sighs at his partner's bids", {E17 + "74C2"}),
    ("can we still appeal once the scores are on the app", {E17 + "92B"}),
    ("we entered the wrong contract on the tablet", {E17 + "79C1", E17 + "79C"}),
    ("opponent accused me of cheating", {E17 + "89C", E17 + "89D", E17 + "89B"}),
    ("we scored a top but the director changed it", {E17 + "78A", "laws-2007-en:definitions/matchpoint"}),
    ("he told me to shut up", {E17 + "74A1", E17 + "74B5", E17 + "74A2"}),
]
# fmt: on


@pytest.mark.parametrize(
    ("q", "answers"), SIGHS_DEVICES_AND_CHARGES, ids=[q for q, _ in SIGHS_DEVICES_AND_CHARGES]
)
def test_sighs_devices_and_charges_in_players_words(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


def test_a_table_is_no_tablet_and_a_top_card_no_top_score(artifact_index: SearchIndex) -> None:
    """The tablet's readings stay with the tablet: a table typed is the table (Law 3), and a
    top card is a card's rank, not a top score."""
    assert "recording" not in read_as(artifact_index, "which table do we move to", "en")
    assert "matchpoints" not in read_as(artifact_index, "he played the top card", "en")


# fmt: off
#: (typed at the table, provisions that answer it): a card slammed on the table, a hand dragged
#: out, a word said after one's own call, a click typed apart
SLAMMED_DRAGGED_AND_SAID = [
    ("he slammed his card on the table", {E17 + "73A2", "laws-2007-en:16B1a"}),
    ("she dragged the hand out", {E17 + "74B4"}),
    ("he said oops after his bid",
     {"laws-2007-en:16B1a", E17 + "73C1", "notes-club-en:hesitations-unauthorised-information"}),
    ("partner said sorry partner after bidding",
     {"laws-2007-en:16B1a", E17 + "73C1", "notes-club-en:hesitations-unauthorised-information"}),
    ("i mis-clicked and bid 7NT", {"laws-2007-en:definitions/unintended"}),
    # literal: a slam bid and made is scored (Law 77), no emphasis; a card dragged out of the
    # hand before its turn is detached (Law 74B3), not play drawn out
    ("we slammed and made 12 tricks, what is the bonus", {E17 + "77"}),
    ("he dragged a card out of his hand before his turn", {E17 + "74B3"}),
]
# fmt: on


@pytest.mark.parametrize(
    ("q", "answers"), SLAMMED_DRAGGED_AND_SAID, ids=[q for q, _ in SLAMMED_DRAGGED_AND_SAID]
)
def test_cards_slammed_hands_dragged_and_words_said(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


# fmt: off
#: (typed at the table, provisions that answer it): an intensifier inside a phrase of the
#: tables ("took a very long time"), conclusions drawn from tempo, a penalty not wanted, a hand
#: gone over aloud, a silly contract of one's own
PHRASES_TOLD_LOOSELY = [
    # an opponent's hesitation is Law 16B2-3's: reserve the right to call the Director, call him
    # after play if the partner took a suggested action
    ("rho took a very long time and then passed",
     {"laws-2007-en:16B1a", E17 + "73C1", "notes-club-en:hesitations-unauthorised-information",
      "laws-2007-en:16B2", "laws-2017-nl:16B2", "laws-2017-nl:16B3"}),
    ("can I draw any conclusions from his slow pass", {E17 + "73D1"}),
    ("we don't want the penalty applied, can the director let it go", {E17 + "81C5", "laws-2007-en:10A"}),
    ("the next table were going over the hand loudly", {E17 + "90B3"}),
    ("after their infraction we doubled them in a silly contract", {"laws-2007-en:12C1b"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), PHRASES_TOLD_LOOSELY, ids=[q for q, _ in PHRASES_TOLD_LOOSELY])
def test_phrases_told_loosely_are_read_as_the_tables_phrases(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


def test_an_intensifier_is_passed_over_only_inside_a_phrase(artifact_index: SearchIndex) -> None:
    """ "very" stands between the words of a phrase as an article does; it reads nothing by
    itself, and "a very long think" is the long think."""
    assert "hesitation" in read_as(artifact_index, "partner had a very long think", "en")
    assert read_as(artifact_index, "very", "en") == set()


# fmt: off
#: (typed at the table, provisions that answer it): facts sworn to are disputed facts, not bad
#: language; a spectator who chipped in made a remark; a long time thought is a hesitation
SWORN_AND_CHIPPED_IN = [
    ("North swears he led the jack and East swears it was the ten", {E17 + "85", E17 + "85A1", E17 + "85B"}),
    ("the kibitzer chipped in about the revoke", {E17 + "76B3", E17 + "76C1", E17 + "76B5"}),
    ("defender thought a long time over his card",
     {"laws-2007-en:16B1a", E17 + "73D1", E17 + "73D2",
      "notes-club-en:hesitations-unauthorised-information"}),
    # literal: swearing at a player is discourtesy (Law 74A1)
    ("he swore at me", {E17 + "74A1", E17 + "74B5"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), SWORN_AND_CHIPPED_IN, ids=[q for q, _ in SWORN_AND_CHIPPED_IN])
def test_facts_sworn_to_are_disputed_and_swearing_at_someone_is_not(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


# fmt: off
#: (typed, provisions that answer it): a verb of the Laws typed in a form no text writes counts
#: as the form the texts write, so that the word beside it does not outweigh it
VERBS_IN_FORMS_THE_TEXTS_DO_NOT_WRITE = [
    ("declarer waived the lead penalty", {E17 + "81C5", "laws-2007-en:10A"}),
    ("can a pair be disqualified", {E17 + "91B"}),
    ("rho detached a card early", {E17 + "74B3"}),
    ("declarer concedes a trick he could not lose", {E17 + "79A2"}),
    ("my partner is not appealing", {E17 + "92D1", E17 + "92D"}),
]
# fmt: on


@pytest.mark.parametrize(
    ("q", "answers"),
    VERBS_IN_FORMS_THE_TEXTS_DO_NOT_WRITE,
    ids=[q for q, _ in VERBS_IN_FORMS_THE_TEXTS_DO_NOT_WRITE],
)
def test_a_laws_verb_typed_in_another_form_counts_as_that_verb(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


def test_every_time_is_a_correlation_only_with_what_he_held(artifact_index: SearchIndex) -> None:
    """Law 89D1: a manner that goes with the cards held ("every time he has a singleton") is a
    correlation; "every time I play a card" tells how often a thing happened, no correlation."""
    assert "correlation" in read_as(artifact_index, "he hesitates every time he has a singleton", "en")
    assert E17 + "89D1" in top(artifact_index, "he hesitates every time he has a singleton")
    assert "correlation" not in read_as(artifact_index, "declarer tuts every time i play a card", "en")


# fmt: off
#: (typed at the table, provisions that answer it): unsporting manners are discourtesy, a look
#: over a player's shoulder is staring at his hand
MANNERS = [
    ("my opponent was condescending", {E17 + "74A1", E17 + "74B5"}),
    ("he patronised my partner", {E17 + "74A1", E17 + "74B5", E17 + "74A2"}),
    ("she was aggressive towards the director", {E17 + "74B5", E17 + "74A1"}),
    ("he is a very bad loser", {E17 + "74A1", E17 + "74B5"}),
    ("she was looking over my shoulder", {E17 + "74C5", E17 + "76B1"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), MANNERS, ids=[q for q, _ in MANNERS])
def test_unsporting_manners_are_discourtesy(artifact_index: SearchIndex, q: str, answers: set[str]) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q", ["has the move been called", "had the round been called when we started the board"]
)
def test_the_move_or_round_asked_about_is_the_directors_signal(artifact_index: SearchIndex, q: str) -> None:
    """Law 8B1: asked in a question's word order, the move or round called is still the
    Director's signal for the following round, not a call of the auction."""
    assert "laws-2007-en:8B1" in top(artifact_index, q), top(artifact_index, q)


# fmt: off
#: (told at the table as a story, provisions that answer it): whom to believe is a finding of
#: disputed facts; a trick turned before it is finished signals it is won; cards swept up so
#: nobody could check hide a revoke; a board played twice or again was previously played
LONG_TABLE_QUESTIONS = [
    ("he says he played the queen and she says it was the king, who do I believe",
     {E17 + "85", E17 + "85A1", E17 + "85A", E17 + "85B"}),
    ("declarer and the defenders gave me two versions of the last trick, whose story do I accept",
     {E17 + "85", E17 + "85A1", E17 + "85A", E17 + "85B"}),
    ("both sides told different versions of what happened on trick five",
     {E17 + "85", E17 + "85A1", E17 + "85A", E17 + "85B"}),
    ("my RHO keeps reaching over to turn the trick before I've even played to it", {E17 + "74C3"}),
    ("declarer turned the trick over before I had played my card", {E17 + "74C3"}),
    ("dummy's partner is always turning over the trick before fourth hand plays", {E17 + "74C3"}),
    ("declarer realised he had revoked and scooped all his cards into the pack so nobody could check",
     {E17 + "72B3"}),
    ("after revoking she shuffled her cards straight away so we could not check", {E17 + "72B3"}),
    ("he swept all the cards together after his revoke", {E17 + "72B3"}),
    ("we played the same board twice, once in round 2 and again in round 5", {"laws-2007-en:15B"}),
    ("the board came back to us in round 5 by mistake and we played it again against other opponents",
     {"laws-2007-en:15B"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), LONG_TABLE_QUESTIONS, ids=[q for q, _ in LONG_TABLE_QUESTIONS])
def test_a_long_table_question_finds_its_provision(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


def test_a_board_to_play_again_as_ordered_is_still_the_correct_board_later(
    artifact_index: SearchIndex,
) -> None:
    """Law 15A2: the Director who has a pair play the right board again later orders the correct
    board played; "play it again" does not take that from Law 15A."""
    q = "the director says we have to play it again later against the right pair"
    assert top(artifact_index, q)[0] == "laws-2007-en:15A2", top(artifact_index, q)


def test_who_is_right_still_frames_a_question(artifact_index: SearchIndex) -> None:
    """Asking who is right frames a question (an idiom); it is not read as whom to believe."""
    assert "disputed" not in read_as(artifact_index, "partner says I should have alerted, who is right", "en")


# fmt: off
#: (typed at the table, provisions that answer it): a person watching is a spectator, and one
#: who butted in or put his oar in made a remark
WATCHERS_AND_REMARKS = [
    ("someone watching told the director that declarer had revoked",
     {E17 + "76", E17 + "76A1", E17 + "76C1", E17 + "76B5"}),
    ("there were people watching behind declarer and one of them kept pulling faces",
     {E17 + "76B2", E17 + "76B3"}),
    ("a man watching our table stuck his oar in about the claim", {E17 + "76B3", E17 + "76C1", E17 + "76B5"}),
    ("partner kept butting in during the auction with comments", {E17 + "74B2"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), WATCHERS_AND_REMARKS, ids=[q for q, _ in WATCHERS_AND_REMARKS])
def test_a_person_watching_is_a_spectator_and_butting_in_a_remark(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "we never got to play board 19",
        "we didn't get to play the board, what score do we get",
    ],
)
def test_a_board_never_played_gave_no_result_owing_to_an_irregularity(
    artifact_index: SearchIndex, q: str
) -> None:
    """2007 Law 12C2a: a board a pair never got to play gave no result, and the artificial
    adjusted score for it is 12C2a's, not team play's (86B)."""
    assert "laws-2007-en:12C2a" in top(artifact_index, q), top(artifact_index, q)


# fmt: off
#: (a short question in a club player's words, provisions that answer it): a slow pair or a
#: late finish is slow play, an agreement not on the card undisclosed, a call said to have
#: been slow a hesitation, acting while the Director explains too soon, no qualified Director
#: one to designate, a board still to play one set for later play, a card meant otherwise
#: unintended, a player brought to tears embarrassed
SHORT_TABLE_QUESTIONS = [
    ("the slow pair at table 5 held everyone up again", {E17 + "90B2"}),
    ("slowest table in the room every week", {E17 + "90B2"}),
    ("the same pair always finish late, can the director do something", {E17 + "90B2"}),
    ("that agreement is not on their convention card", {E17 + "75D1", E17 + "75D2"}),
    ("the opponents play a weak two in clubs but it is not on their card", {E17 + "75D1", E17 + "75D2"}),
    ("the bid was slow and partner then doubled",
     {"laws-2007-en:16B1a", E17 + "73C1", "notes-club-en:hesitations-unauthorised-information"}),
    ("rho took a while to double, can his partner pull it",
     {"laws-2007-en:16B1a", E17 + "73C1", "notes-club-en:hesitations-unauthorised-information"}),
    ("partner led before the director had finished explaining the options", {"laws-2007-en:9B2"}),
    ("there was no qualified director at the bridge weekend", {E17 + "80B2a"}),
    ("at our small club nobody can direct, who rules", {E17 + "80B2a"}),
    ("a friend told me about a board we still had to play",
     {E17 + "89A2", E17 + "89A4", E17 + "89D3", E17 + "89A1"}),
    ("declarer meant to play the queen from dummy but named the king",
     {"laws-2007-en:definitions/unintended", "notes-club-en:card-played"}),
    ("his comments made my partner cry", {E17 + "74A2", E17 + "74A1"}),
    ("the rudeness at our table was awful", {E17 + "74A1", E17 + "74A2"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), SHORT_TABLE_QUESTIONS, ids=[q for q, _ in SHORT_TABLE_QUESTIONS])
def test_a_short_table_question_finds_its_provision(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(
    ("q", "answers"),
    [
        # a slow call stays a hesitation, not slow play
        ("partner made a slow pass and I bid on",
         {"laws-2007-en:16B1a", E17 + "73C1", "notes-club-en:hesitations-unauthorised-information"}),
        # dummy's looking at the opponents' system card stays dummy's rights
        ("can dummy look at the opponents system card during the play", {"notes-club-en:dummys-rights"}),
        # a partner who explains a bid is no Director explaining the options
        ("partner finished explaining my bid and I knew his explanation was wrong",
         {E17 + "75", E17 + "75A", E17 + "75B", E17 + "75B2", E17 + "75B3"}),
        # a pair arriving late stays a late arrival
        ("the pair arrived late for the start", {E17 + "90B1"}),
    ],
)
def test_a_literal_use_keeps_its_meaning_beside_the_short_table_questions(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


def test_a_partner_explaining_is_not_read_as_the_director_explaining(artifact_index: SearchIndex) -> None:
    """Law 9B2 is read only where the Director is the one explaining."""
    assert "explained" not in read_as(artifact_index, "partner finished explaining my bid", "en")
    assert "explained" in read_as(artifact_index, "the director finished explaining", "en")


# fmt: off
#: (what a player said or did at the table, provisions that answer it): praise said to
#: partner shows approval, a think put on for show misleads, fingers shown or cards held
#: differently by what a player holds communicate by prohibited means
PRAISE_SHOWS_AND_SIGNS = [
    ("my lho said good bid partner when he raised", {E17 + "74C2"}),
    ("my rho said well played partner after his ruff", {E17 + "74C2"}),
    ("he pretended to think over his discard to fool declarer", {E17 + "73D2", E17 + "73E2"}),
    ("a fake huddle when he had a singleton", {E17 + "73D2", E17 + "73E2"}),
    ("she had nothing to think about but held the card for ages", {E17 + "73D2", E17 + "73E2"}),
    ("partner showed two fingers under the table", {E17 + "73B", E17 + "89A3"}),
    ("they hold their cards differently with a good hand", {E17 + "73B", E17 + "89A3", E17 + "89D1"}),
    ("she plays her cards faster or slower depending on her hand",
     {E17 + "73B", E17 + "89A3", E17 + "89D1", E17 + "73D1"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), PRAISE_SHOWS_AND_SIGNS, ids=[q for q, _ in PRAISE_SHOWS_AND_SIGNS])
def test_praise_a_show_of_thinking_and_signs_find_their_provision(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


def test_a_lead_or_bid_said_good_is_approval_only_when_said(artifact_index: SearchIndex) -> None:
    """Praise is read where it is said ("said good lead", "good lead partner"); a question of
    what makes a good lead is not read as approval."""
    assert "approval" in read_as(artifact_index, "he said good lead", "en")
    assert "approval" not in read_as(artifact_index, "is the king a good lead against 3NT", "en")


# fmt: off
#: (a spectator's say or a board made up wrongly, provisions that answer it): an opinion given
#: to the Director is speaking about fact or law, boards duplicated wrongly are fouled
OPINIONS_AND_DUPLICATION = [
    ("a spectator gave his opinion to the director about the revoke", {E17 + "76C1"}),
    ("the man watching offered his view on who led first", {E17 + "76C1"}),
    ("our boards were duplicated wrongly for the second session", {E17 + "87A", E17 + "87"}),
    ("a duplication error meant the other table had different hands",
     {E17 + "87A", E17 + "87", E17 + "86B2a", E17 + "86B2"}),
]
# fmt: on


@pytest.mark.parametrize(
    ("q", "answers"), OPINIONS_AND_DUPLICATION, ids=[q for q, _ in OPINIONS_AND_DUPLICATION]
)
def test_an_opinion_given_and_boards_duplicated_wrongly_find_their_provision(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


def test_a_board_duplicated_for_another_table_stays_a_copy_of_the_deal(artifact_index: SearchIndex) -> None:
    """Law 6F: copies of each deal made for the conditions of play are no fouled board."""
    q = "can the boards be duplicated for a second section"
    assert "laws-2007-en:6F" in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "the director admitted he had got the ruling wrong but the board was gone",
        "the td changed his mind about his ruling after the round",
        "can the director reverse his ruling the next day",
    ],
)
def test_a_director_who_admits_or_changes_his_ruling_finds_the_directors_error(
    artifact_index: SearchIndex, q: str
) -> None:
    """Law 82C: a Director who admits a mistake or changes his ruling later found it wrong."""
    assert E17 + "82C" in top(artifact_index, q), top(artifact_index, q)


def test_a_player_who_admits_something_is_no_directors_error(artifact_index: SearchIndex) -> None:
    """Only the Director's admission is read as his error: a declarer who admitted a revoke
    keeps the revoke."""
    assert "error" not in read_as(artifact_index, "declarer admitted he had revoked", "en")


# fmt: off
#: (a board or its cards gone wrong, told as players tell it, provisions that answer it): cards
#: stuck together leave a card missing, cards swapped between hands are misplaced, a board
#: rotated gives the wrong pockets, the wrong pair at the table plays a board not theirs
BOARDS_GONE_WRONG = [
    ("two of my cards were stuck together so I thought I had twelve",
     {"laws-2007-en:14", "laws-2007-en:14A", "laws-2007-en:14B"}),
    ("a card stuck to another one in the pocket",
     {"laws-2007-en:14", "laws-2007-en:14A", "laws-2007-en:14B"}),
    ("some cards got swapped between north and east", {E17 + "87A", E17 + "87"}),
    ("someone had rotated the board so we took the wrong hands", {"laws-2007-en:7B1", "laws-2007-en:7C"}),
    ("the wrong pair came to our table for round 3",
     {"laws-2007-en:15", "laws-2007-en:15A", "laws-2007-en:15C", "laws-2007-en:5B"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), BOARDS_GONE_WRONG, ids=[q for q, _ in BOARDS_GONE_WRONG])
def test_a_board_gone_wrong_finds_its_provision(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


def test_rotation_of_the_turns_stays_the_definition(artifact_index: SearchIndex) -> None:
    """A board rotated is read as the wrong pockets; the rotation of the turns keeps its
    definition."""
    q = "which way does rotation go, clockwise"
    assert "laws-2007-en:definitions/rotation" in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "dummy shouted at declarer to play the ace",
        "dummy whispered which card to lead from his hand",
        "dummy suggested a ruff",
        "dummy called out 'the queen' before declarer named a card",
    ],
)
def test_dummy_who_spoke_during_the_play_finds_dummys_limits(artifact_index: SearchIndex, q: str) -> None:
    """Law 42 and the club notes on dummy's rights: dummy who shouted, whispered, suggested or
    called out took part in the play or told declarer about it."""
    assert {"notes-willetton:law-42", "notes-club-en:dummys-rights"} & set(top(artifact_index, q)), top(
        artifact_index, q
    )


def test_dummy_who_said_it_was_his_lead_still_misstated_the_turn(artifact_index: SearchIndex) -> None:
    """The longer phrase wins: dummy who said it was a defender's lead misinformed him about his
    turn (artikel 47E), read as before."""
    read = read_as(artifact_index, "dummy said it was his lead", "en")
    assert "misinformation" in read and "participate" not in read


# fmt: off
#: (a phone at the table, the rest given away, a contract so many off, provisions that answer
#: it)
PHONES_CONCESSIONS_AND_OFF = [
    ("my opponent's phone rang during the auction", {E17 + "90A", E17 + "74B1"}),
    ("a phone went off in the middle of the play", {E17 + "90A", E17 + "74B1"}),
    ("declarer said 'you can have the rest' but we could not have won them", {E17 + "79B1", E17 + "79A2"}),
    ("the defender said you have got the rest, is that a concession", {E17 + "79B1", E17 + "79A2"}),
    ("what do we score for 3 off doubled not vulnerable", {E17 + "77"}),
    ("5 off vulnerable, how many points is that", {E17 + "77"}),
]
# fmt: on


@pytest.mark.parametrize(
    ("q", "answers"), PHONES_CONCESSIONS_AND_OFF, ids=[q for q, _ in PHONES_CONCESSIONS_AND_OFF]
)
def test_a_phone_a_concession_and_a_contract_so_many_off_find_their_provision(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


def test_a_player_who_went_off_to_the_bar_is_not_read_as_undertricks(artifact_index: SearchIndex) -> None:
    """Only so many "off" are undertricks: a player who went off to the bar left the table."""
    assert "undertrick" not in read_as(artifact_index, "oppo went off to the bar before the move", "en")


@pytest.mark.parametrize(
    "q",
    [
        "my lho opened with nothing, is that allowed",
        "partner doubled with no points",
        "he overcalled with nothing and it worked",
        "rho bid spades, a suit he didn't have",
    ],
)
def test_a_call_made_with_nothing_or_in_a_suit_not_held_is_a_psych(
    artifact_index: SearchIndex, q: str
) -> None:
    """Definitions (Psychic call), Law 73E1: a gross misstatement of honour strength or suit
    length."""
    answers = {"laws-2007-en:definitions/psychic-call", E17 + "73E1"}
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


def test_nothing_to_think_about_is_no_psych(artifact_index: SearchIndex) -> None:
    """A player with nothing to think about who hesitated is read by the longer phrase, not as
    a call made with nothing."""
    assert "psychic" not in read_as(artifact_index, "he had nothing to think about", "en")


LAW_85 = {E17 + "85", E17 + "85A1", E17 + "85A", E17 + "85B"}

# fmt: off
PLAYERS_ACCOUNTS = [
    # Law 85: what really happened, what nobody can agree on, who swears what
    ("we can't agree what happened, what does the director do", LAW_85),
    ("nobody can agree on what was said, how does the TD decide", LAW_85),
    ("the director cannot find out what really happened at the table", LAW_85),
    ("they both swear they are right about the lead", LAW_85),
    ("both sides swear different things about the claim", LAW_85),
    ("how do I decide who is right when the players disagree", LAW_85),
    # Law 8B1: a board still to finish when the round is called
    ("the move was called but we still had one board to finish, do we play it?", {"laws-2007-en:8B1"}),
    ("director called the round, can we finish the hand first", {"laws-2007-en:8B1"}),
    ("the round was called, may we finish the last board", {"laws-2007-en:8B1"}),
    # Laws 12C1f, 12C4: adjusted scores that need not add up
    ("they got a worse adjusted score than ours, don't they have to add up?",
     {"laws-2007-en:12C1f", "laws-2007-en:12C4"}),
    ("do the two adjusted scores need to add up to 100%", {"laws-2007-en:12C1f", "laws-2007-en:12C4"}),
    ("must both sides' adjusted scores add up", {"laws-2007-en:12C1f", "laws-2007-en:12C4"}),
    # Law 48B2 (club notes): declarer who puts his hand face up during play
    ("declarer put his hand face up on the table halfway through", {"notes-willetton:law-48"}),
    ("declarer put his cards face up at trick 6", {"notes-willetton:law-48"}),
    ("declarer laid his cards face up in the middle of the play", {"notes-willetton:law-48"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), PLAYERS_ACCOUNTS, ids=[q for q, _ in PLAYERS_ACCOUNTS])
def test_a_players_account_of_a_dispute_a_called_round_or_a_faced_hand_finds_its_provision(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(
    ("q", "answers"),
    [
        # a player who swears at the Director is discourteous, not a disputed fact
        ("a player was swearing at the director", {E17 + "74B5", E17 + "91A", E17 + "74A1"}),
        # the Laws' own "what actually happened" stays Law 79B3's score decision
        ("the director was not called before the round ended, "
         "can he change the score to what actually happened", {E17 + "79B3"}),
        # a card held face up touching the table is played (Law 45C2), not a faced hand
        ("declarer held a card face up nearly touching the table",
         {"notes-willetton:law-45c2", "notes-club-en:card-played"}),
        # scores added up wrongly are a calculating error (Law 79C1), not unbalanced scores
        ("the scores were added up wrong on the traveller", {E17 + "79C1"}),
    ],
)
def test_the_literal_words_keep_their_own_provisions(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    """Swearing at someone, what actually happened (79B3), a card face up and scores added up
    wrongly keep their own provisions."""
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "I said I reserve the right to call the director later",
        "I wanted to reserve my rights there and then",
        "is it ok to reserve rights when opponents hesitate",
        "do I have to reserve rights or call the TD at once",
    ],
)
def test_reserving_ones_rights_is_announcing_a_later_call_to_the_director(
    artifact_index: SearchIndex, q: str
) -> None:
    """Law 16B2: a player who considers that damage could well result from an opponent's
    information may announce that he reserves the right to summon the Director later (the
    English text ends inside 16B2; the Dutch artikel 16B2 holds it whole)."""
    assert {"laws-2007-en:16B2", "laws-2017-nl:16B2"} & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "LHO led out of turn and his partner snatched the card back before the director came",
        "the defender grabbed his card back as soon as he saw it was not his lead",
        "he bid out of turn and snatched it back",
    ],
)
def test_an_offender_who_snatched_his_card_back_corrected_it_prematurely(
    artifact_index: SearchIndex, q: str
) -> None:
    """Law 9C: an offender's premature correction of his irregularity may draw further
    rectification."""
    assert "laws-2007-en:9C" in top(artifact_index, q), top(artifact_index, q)


def test_a_played_card_snatched_back_is_still_a_played_card(artifact_index: SearchIndex) -> None:
    """Without an irregularity to correct, a card snatched back stays the club notes' played
    card (Law 45)."""
    q = "declarer played a card and then snatched it back, can he"
    assert "notes-club-en:card-played" in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "we carried on bidding without calling the TD after the insufficient bid",
        "they carried on playing instead of calling the director after the revoke",
        "we just kept bidding and only called the director at the end",
        "I accepted it and carried on without calling the director, did I lose my rights",
    ],
)
def test_going_on_without_calling_the_director_may_forfeit_rectification(
    artifact_index: SearchIndex, q: str
) -> None:
    """Law 11A: the right to rectification may be forfeited when the non-offending side takes
    any action before summoning the Director."""
    assert "laws-2007-en:11A" in top(artifact_index, q), top(artifact_index, q)


def test_dummy_calling_the_director_keeps_dummys_rights(artifact_index: SearchIndex) -> None:
    """Calling the Director, said without going on first, stays the question of who may call
    him (Law 9B1b, dummy's rights)."""
    q = "can dummy call the director after attention was drawn"
    answers = {"laws-2007-en:9B1b", "notes-club-en:dummys-rights", "notes-willetton:law-42"}
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "the TD could not find out what happened so he let play continue",
        "if the director can't establish what happened what does he do",
        "nobody can agree what was actually said at the table",
        "the director tried but could not find out what really happened",
    ],
)
def test_facts_the_director_cannot_find_out_are_not_determined(artifact_index: SearchIndex, q: str) -> None:
    """Law 85B: when the Director cannot establish the facts he makes a ruling that lets play
    continue."""
    assert {E17 + "85B", E17 + "85"} & set(top(artifact_index, q)), top(artifact_index, q)


def test_finding_out_what_a_bid_meant_stays_a_question_about_the_call(artifact_index: SearchIndex) -> None:
    """Finding out what a call meant is asking for its explanation (artikel 20F), not an
    undetermined fact."""
    q = "how do I find out what their bid meant"
    answers = {"laws-2017-nl:20F2", "laws-2017-nl:20F3", E17 + "75"}
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "he compared scores with the next table during the session",
        "can we compare results with friends before the end",
        "the west player compared our results on boards 1 to 6 with another pair",
    ],
)
def test_comparing_scores_with_another_pair_is_a_procedural_offence(
    artifact_index: SearchIndex, q: str
) -> None:
    """Law 90B4: comparing scores with another contestant without authorization."""
    assert E17 + "90B4" in top(artifact_index, q), top(artifact_index, q)


def test_scores_compared_in_matchpoint_scoring_stay_the_scoring_method(artifact_index: SearchIndex) -> None:
    """Matchpoints compare each score with the others (Law 78A): that is scoring, not an offence."""
    q = "how are matchpoints calculated, is my score compared with every other score"
    assert E17 + "78A" in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "our opponent folded his cards and sat staring at the ceiling, he couldn't care less",
        "he couldn't care less about the hand",
        "she couldn't care less what happened on the board",
    ],
)
def test_a_player_who_could_not_care_less_shows_a_lack_of_interest(
    artifact_index: SearchIndex, q: str
) -> None:
    """Law 74C6: an obvious lack of interest in a deal."""
    assert E17 + "74C6" in top(artifact_index, q), top(artifact_index, q)


def test_taking_care_stays_avoiding_unauthorized_information(artifact_index: SearchIndex) -> None:
    """Care without "less" is the care Law 73C1 asks for, not a lack of interest."""
    q = "a player must take care to avoid using partner's hesitation"
    assert {E17 + "73C1", "laws-2007-en:16B1a"} & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "board 4 could not be played because the round ran out of time, neither side was to blame, "
        "what score do we each get",
        "nobody was to blame when the board could not be played, what score do we get",
        "the board was cancelled and nobody was at fault, what do we score",
    ],
)
def test_a_board_nobody_was_to_blame_for_gets_the_no_fault_score(artifact_index: SearchIndex, q: str) -> None:
    """Laws 12C2a, 86B2a: average to a contestant in no way at fault; when no contestant was at
    fault the board is cancelled and artificial scores awarded."""
    answers = {"laws-2007-en:12C2a", E17 + "86B2a"}
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


def test_a_partner_in_no_way_to_blame_stays_the_individual_events_rule(artifact_index: SearchIndex) -> None:
    """2007 Law 12C3's own words: no procedural penalty on a partner in no way to blame."""
    q = "in the individual my partner was in no way to blame for my revoke, is he penalised too"
    assert "laws-2007-en:12C3" in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "can the boards be dealt the night before",
        "the director shuffled the boards the night before the congress",
        "can the organiser deal the boards ahead of time",
    ],
)
def test_boards_dealt_the_night_before_are_dealt_in_advance(artifact_index: SearchIndex, q: str) -> None:
    """2007 Laws 6E2-6E3: the Director or his agents may shuffle and deal in advance."""
    answers = {"laws-2007-en:6E2", "laws-2007-en:6E3"}
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "we played board 6 which was meant for table 4, none of us had played it before, "
        "does the score count",
        "our teammates had played it before at another club, does their score count",
        "I realised we had played it before",
    ],
)
def test_a_board_played_it_before_is_a_board_previously_played(artifact_index: SearchIndex, q: str) -> None:
    """Law 15A1, 15B: whether any of the four players had previously played the board."""
    answers = {"laws-2007-en:15A1", "laws-2007-en:15A", "laws-2007-en:15B"}
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


def test_playing_before_ones_turn_stays_a_card_detached_early(artifact_index: SearchIndex) -> None:
    """Played before one's turn is no board played before (Law 74B3)."""
    q = "partner played before it was his turn"
    assert E17 + "74B3" in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "in the coffee break she told her friends that board 18 is a cold slam",
        "he told his friends which boards were good for us",
        "between rounds a player told his friends that board seven was a cold slam",
    ],
)
def test_telling_friends_about_a_board_conveys_information_about_later_boards(
    artifact_index: SearchIndex, q: str
) -> None:
    """Law 89A4: conveying information to other players about boards set for later play."""
    assert E17 + "89A4" in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    ("q", "answers"),
    [
        ("after partner's slow pass we missed a cold slam",
         {"laws-2007-en:16B1a", E17 + "73C1", "notes-club-en:hesitations-unauthorised-information"}),
        ("we bid a cold game and went down because of a revoke",
         {"notes-club-en:restoring-equity", "notes-club-en:revokes/q5", "notes-club-en:revokes/q6"}),
    ],
)
def test_a_cold_contract_in_ones_own_story_keeps_its_provisions(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    """A cold slam missed or a cold game gone down is the story's own board: the hesitation or
    the revoke still answers it."""
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "after the hand the opponent told my partner in front of the whole room that her play was ridiculous",
        "he told her in front of the whole club that she can't play",
        "partner shouted at me in front of the entire room",
    ],
)
def test_a_remark_in_front_of_the_whole_room_may_embarrass(artifact_index: SearchIndex, q: str) -> None:
    """Law 74A2: a remark made in front of the whole room, club or table may annoy or
    embarrass ("whole" is no phrase gap, so these are read as phrases of their own)."""
    answers = {E17 + "74A2", E17 + "74A1", E17 + "74C2"}
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "the whole room was waiting for table 4 to finish",
        "the whole club had to wait for the slow table",
    ],
)
def test_the_whole_room_waiting_is_still_slow_play(artifact_index: SearchIndex, q: str) -> None:
    """A room kept waiting, with no remark made in front of it, stays Law 90B2 (slow play)."""
    assert E17 + "90B2" in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "the kids at the school match keep leaving the board on their laps, where is it supposed to go",
        "she kept the board on her lap",
        "he held the board on his knee to see who was vulnerable",
    ],
)
def test_a_board_on_a_lap_is_not_in_the_centre_of_the_table(artifact_index: SearchIndex, q: str) -> None:
    """Law 7A: while a board is played it is placed in the centre of the table."""
    assert "laws-2007-en:7A" in top(artifact_index, q), top(artifact_index, q)


def test_a_card_fallen_in_a_lap_while_dealing_stays_a_card_seen_in_the_deal(
    artifact_index: SearchIndex,
) -> None:
    """A card, not the board, in a lap during the deal is a card that could be seen (Law 6D1)."""
    q = "a card fell on her lap during the deal and I saw it"
    assert "laws-2007-en:6D1" in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "boards dealt in advance by volunteers",
        "can helpers deal the boards before the session",
        "a volunteer pre-dealt all the boards the night before",
    ],
)
def test_volunteers_who_deal_are_the_directors_agents(artifact_index: SearchIndex, q: str) -> None:
    """Law 6E3: the Director may have his assistants or other appointed agents shuffle and deal
    in advance; a club's volunteers and helpers are those."""
    answers = {"laws-2007-en:6E3", "laws-2007-en:6E2"}
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "she keeps tutting, it's putting me off my game",
        "his sighing is putting me off",
        "the tapping put me off",
    ],
)
def test_what_puts_a_player_off_may_annoy_him(artifact_index: SearchIndex, q: str) -> None:
    """Law 74A2: an unnecessary action that might annoy another player or spoil his enjoyment
    (beside 74C7's unsettling and 76B4's disturbing)."""
    answers = {E17 + "74A2", E17 + "74C2", E17 + "74C7"}
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(
    ("q", "answer"),
    [
        ("the kibitzer's chatter put me off", E17 + "76B4"),
        ("he varied his tempo to put me off", E17 + "74C7"),
    ],
)
def test_put_off_by_a_spectator_or_a_tempo_keeps_its_law(
    artifact_index: SearchIndex, q: str, answer: str
) -> None:
    """A spectator who puts a player off disturbs him (76B4); a tempo varied to put him off
    unsettles him (74C7)."""
    assert answer in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "one of the packs had two kings of hearts and no king of spades",
        "there were two aces of spades in board 12",
        "found two queens of clubs in the board after play",
    ],
)
def test_a_card_named_twice_in_a_pack_is_a_surplus_card(artifact_index: SearchIndex, q: str) -> None:
    """Law 13F: a card found twice in one pack is a surplus card, not part of the deal."""
    assert "laws-2007-en:13F" in top(artifact_index, q), top(artifact_index, q)


def test_two_aces_of_trumps_held_keeps_the_hesitation_story(artifact_index: SearchIndex) -> None:
    """Two aces of a suit in a player's own story about partner's question stay Law 16B1a."""
    q = "partner asked about their bid and then I bid with two aces of trumps"
    answers = {"laws-2007-en:16B1a", "notes-club-en:hesitations-unauthorised-information"}
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "we were chatting about how the hand went and the director told us to keep our voices down",
        "the director asked the next table to keep their voices down, they were talking about the slam",
        "please lower your voice when you discuss the boards",
    ],
)
def test_keeping_voices_down_is_discussing_where_another_table_may_overhear(
    artifact_index: SearchIndex, q: str
) -> None:
    """Law 90B3: discussing the bidding, play or result of a board where another table might
    overhear."""
    assert E17 + "90B3" in top(artifact_index, q), top(artifact_index, q)


def test_a_call_in_a_loud_voice_stays_emphasis(artifact_index: SearchIndex) -> None:
    """A call made in a loud voice is made with emphasis (Law 73A2), not a board discussed."""
    q = "she said double in a loud voice"
    assert E17 + "73A2" in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "what is average plus at teams",
        "how much is average minus in a teams match",
        "avg- at imps",
    ],
)
def test_average_plus_at_teams_is_three_imps(artifact_index: SearchIndex, q: str) -> None:
    """Law 12C2b: average plus or minus at international match points is normally 3 imps."""
    assert "laws-2007-en:12C2b" in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "we were on 65% and only got average plus for the unplayable board",
        "why only average plus when we were having a 70% session",
        "we were scoring really well so is it just average plus for the fouled board",
    ],
)
def test_only_average_plus_on_a_good_session_is_the_session_percentage(
    artifact_index: SearchIndex, q: str
) -> None:
    """Law 12C2c: a non-offending side scoring over 60% on the session gets its own percentage."""
    assert "laws-2007-en:12C2c" in top(artifact_index, q), top(artifact_index, q)


def test_average_plus_when_nobody_was_at_fault_stays_12c2a(artifact_index: SearchIndex) -> None:
    """Average plus with no word of a session score or of teams stays Law 12C2a."""
    q = "nobody was at fault so we got average plus"
    assert "laws-2007-en:12C2a" in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "can the director cancel a board that can't be played in time",
        "the director told us to skip the last board because we were too slow",
        "there was no time to play board 24, what score do we get",
    ],
)
def test_a_board_with_no_time_to_play_may_be_cancelled_or_postponed(
    artifact_index: SearchIndex, q: str
) -> None:
    """Laws 82B2, 8B2: the Director may require, postpone or cancel play of a board."""
    answers = {E17 + "82B2", E17 + "82B", "laws-2007-en:8B2"}
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


def test_a_skip_bid_stays_a_skip_bid(artifact_index: SearchIndex) -> None:
    """A skip bid is no board skipped: Law 73D3's mandatory pause."""
    q = "is there a compulsory pause after a skip bid"
    assert E17 + "73D3" in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "before I reached the table the offender had already put his own mistake right",
        "she corrected her insufficient bid herself before I got to the table",
        "as director, before I arrived at the table the player had already changed his lead",
    ],
)
def test_a_mistake_put_right_before_the_director_arrived_is_a_premature_correction(
    artifact_index: SearchIndex, q: str
) -> None:
    """Law 9C: a premature correction of an irregularity by the offender, told by the
    Director who arrived after it."""
    assert "laws-2007-en:9C" in top(artifact_index, q), top(artifact_index, q)


def test_players_arriving_late_at_the_table_stay_late(artifact_index: SearchIndex) -> None:
    """Players who got to the table after play started arrived late (Law 90B1)."""
    q = "we arrived late and play had started before we got to the table"
    assert E17 + "90B1" in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "the director shouts 'move for round 4' but we are still only halfway through our last board",
        "the director called move for round 3 and we had not finished",
        "the TD shouted move but we were still playing the last board",
    ],
)
def test_the_director_shouting_move_signals_the_following_round(artifact_index: SearchIndex, q: str) -> None:
    """Law 8B1: the round ends when the Director signals the following round; a table still
    playing continues."""
    assert "laws-2007-en:8B1" in top(artifact_index, q), top(artifact_index, q)


def test_boards_that_move_for_a_round_stay_the_movement(artifact_index: SearchIndex) -> None:
    """Which way boards move for a round is the movement of boards (Law 8A)."""
    q = "which way do the boards move for round 2"
    answers = {"laws-2007-en:8A1", "laws-2007-en:8A2", "laws-2007-en:8A"}
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "we should have been playing board 13 in that round",
        "we were supposed to play board 5 but played board 7",
        "we played board 3 instead of board 4",
        "we were meant to be playing board 20 but took out board 21",
    ],
)
def test_a_board_played_in_place_of_the_one_set_for_the_round_is_a_wrong_board(
    artifact_index: SearchIndex, q: str
) -> None:
    """Law 15A: a board not designated for the players in the current round, told by the board
    they should have played."""
    assert "laws-2007-en:15A" in top(artifact_index, q), top(artifact_index, q)


def test_a_board_on_a_chair_instead_of_the_table_stays_its_placement(artifact_index: SearchIndex) -> None:
    """"instead of" without a board after it is no wrong board: the board's place is Law 7A."""
    q = "board 3 was on the chair instead of the table"
    assert "laws-2007-en:7A" in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "we took out the wrong board, no one had played it before, does our score stand",
        "it was the wrong board but nobody had played it before",
        "we played board 6 which was meant for table 4, none of us had played it before",
    ],
)
def test_a_wrong_board_nobody_had_played_before_keeps_its_score(artifact_index: SearchIndex, q: str) -> None:
    """Law 15A1: the score normally stands if none of the four players have previously played
    the board."""
    assert "laws-2007-en:15A1" in top(artifact_index, q), top(artifact_index, q)


def test_a_wrong_board_one_player_had_played_before_stays_previously_played(
    artifact_index: SearchIndex,
) -> None:
    """One player who had played it before makes it Law 15B's board previously played."""
    q = "we took out the wrong board and one of us had played it before"
    assert top(artifact_index, q)[0] == "laws-2007-en:15B", top(artifact_index, q)


@pytest.mark.parametrize(
    ("q", "answers"),
    [
        ("we found out we had played the wrong board",
         {"laws-2007-en:15C", "laws-2007-en:15A", "laws-2007-en:15"}),
        ("halfway through the bidding we found out it was the wrong board", {"laws-2007-en:15C"}),
        ("after the hand I found out partner's explanation had been wrong, what now", {E17 + "75B2"}),
    ],
)
def test_what_a_player_found_out_was_discovered(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    """Laws 15C, 75B2: a thing "found out" was discovered (a wrong board, an explanation
    discovered later), not a request for an explanation."""
    assert answers & set(top(artifact_index, q, 3)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q", ["how do I find out what their bid meant", "during the play can I find out what a bid meant"]
)
def test_finding_out_what_a_call_meant_stays_asking(artifact_index: SearchIndex, q: str) -> None:
    """The present "find out" is asking for an explanation (artikel 20F)."""
    answers = {"laws-2017-nl:20F2", "laws-2017-nl:20F3"}
    assert answers & set(top(artifact_index, q, 2)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "one of the men kept making jokes while we were bidding",
        "is telling jokes at the table during the auction allowed",
        "at the christmas pairs he was joking all through the auction",
    ],
)
def test_jokes_at_the_table_are_unnecessary_comments(artifact_index: SearchIndex, q: str) -> None:
    """Law 74B2: a player should avoid unnecessary comments during the auction and play."""
    answers = {E17 + "74B2", E17 + "74A2", E17 + "74B"}
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


def test_a_ruling_called_a_joke_stays_an_appeal(artifact_index: SearchIndex) -> None:
    """The noun "joke" is read as typed: a ruling that was "a joke" is appealed (Law 92)."""
    q = "the director's ruling was a joke, can we appeal"
    assert top(artifact_index, q)[0].startswith(E17 + "92"), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "my sister kept her cards mixed in with mine",
        "partner's cards got mixed in with mine during play",
        "her cards ended up mixed in with my cards",
    ],
)
def test_cards_mixed_in_with_another_players_are_not_kept_apart(artifact_index: SearchIndex, q: str) -> None:
    """Law 7B3: each player keeps his own cards, not mixed with those of any other player."""
    assert "laws-2007-en:7B3" in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    ["a heart was mixed in with my clubs and I revoked", "the ten of spades was mixed in with his hearts"],
)
def test_a_card_mixed_in_with_another_suit_stays_a_revoke(artifact_index: SearchIndex, q: str) -> None:
    """One card mixed in with another suit is the revoke of the club notes, not Law 7B3."""
    assert top(artifact_index, q)[0].startswith("notes-club-en:revokes"), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "declarer takes forever over every card",
        "she thinks for ages over each trick, we never finish",
        "he agonises over every card and the whole room waits",
    ],
)
def test_ages_over_every_card_is_slow_play(artifact_index: SearchIndex, q: str) -> None:
    """Law 90B2: a player slow over every card or trick plays unduly slowly."""
    assert E17 + "90B2" in top(artifact_index, q), top(artifact_index, q)


def test_ages_over_one_bid_stays_a_hesitation(artifact_index: SearchIndex) -> None:
    """One long think over a call is partner's hesitation (Law 16B1a), not slow play."""
    q = "partner took ages over his bid then passed"
    answers = {"laws-2007-en:16B1a", "notes-club-en:hesitations-unauthorised-information"}
    assert answers & set(top(artifact_index, q, 2)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "partner closed his hand up and put it down on the table as soon as they bid game",
        "she shut her cards and looked out of the window",
        "he closed his cards and sat back while I was still playing",
        "my partner shut his hand halfway through the play",
    ],
)
def test_cards_closed_or_shut_mid_deal_are_folded_up(artifact_index: SearchIndex, q: str) -> None:
    """Law 74C6: an obvious lack of interest in a deal, e.g. folding up one's cards."""
    assert E17 + "74C6" in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q", ["declarer led from the closed hand instead of dummy", "can dummy see the closed hand"]
)
def test_the_closed_hand_stays_declarers_hand(artifact_index: SearchIndex, q: str) -> None:
    """"Closed hand" alone is declarer's concealed hand, not a show of lack of interest."""
    assert E17 + "74C6" not in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "partner opened on nothing to fool them, is that legal",
        "he bid on nothing just to put us off",
        "she opened on no points at favourable vulnerability",
    ],
)
def test_a_call_on_nothing_is_a_psych(artifact_index: SearchIndex, q: str) -> None:
    """Definitions (Psychic call), Law 73E1: a gross misstatement of honour strength."""
    answers = {"laws-2007-en:definitions/psychic-call", E17 + "73E1", E17 + "73E"}
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "is it against the rules to show we are pleased with partner's bid",
        "she looked really pleased when her partner doubled",
        "my partner looked disappointed when I bid 3NT",
        "he showed he was disappointed with my lead",
    ],
)
def test_pleased_or_disappointed_with_partners_call_is_approval_or_disapproval(
    artifact_index: SearchIndex, q: str
) -> None:
    """Law 74C2: showing approval or disapproval of a call or play is improper procedure."""
    assert E17 + "74C2" in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "I am disappointed with the ruling, how long do I have to appeal",
        "I was not pleased with the ruling, what can I do",
    ],
)
def test_disappointed_with_a_ruling_stays_an_appeal(artifact_index: SearchIndex, q: str) -> None:
    """A ruling one is disappointed with is appealed (Law 92), not a disapproval of a call."""
    assert any(h.startswith(E17 + "92") for h in top(artifact_index, q, 3)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "they are always the last table to finish",
        "they hold up the room every week",
        "the same table holds up the room every session",
    ],
)
def test_a_table_holding_up_the_room_plays_slowly(artifact_index: SearchIndex, q: str) -> None:
    """Law 90B2: a contestant playing unduly slowly (and Law 90A's procedural penalties)."""
    assert {E17 + "90B2", E17 + "90A"} & set(top(artifact_index, q, 2)), top(artifact_index, q)


def test_a_card_held_up_stays_a_card(artifact_index: SearchIndex) -> None:
    """A card held up is shown, not a room held up: a card from another pack stays Law 13F."""
    q = "someone held up the ace of spades and said it was from another pack"
    assert top(artifact_index, q)[0] == "laws-2007-en:13F", top(artifact_index, q)


@pytest.mark.parametrize(
    ("q", "answer"),
    [
        ("Dear Laws column, an opponent stares at my hand", E17 + "74C5"),
        ("what do the laws say about staring at someone's hand", E17 + "74C5"),
        ("according to the laws how long do we have to appeal", E17 + "92B"),
    ],
)
def test_asking_what_the_laws_say_names_no_law(artifact_index: SearchIndex, q: str, answer: str) -> None:
    """"What does the law say", "according to the laws", a Laws column frame the question; the
    subject answers it, not a provision headed "Law"."""
    assert answer in top(artifact_index, q), top(artifact_index, q)


def test_a_law_cited_by_its_number_stays_cited(artifact_index: SearchIndex) -> None:
    """"What does law 30 say" cites Law 30 (the club notes on a pass out of rotation)."""
    assert top(artifact_index, "what does law 30 say")[0] == "notes-willetton:law-30"


@pytest.mark.parametrize(
    "q",
    [
        "she huffs whenever partner makes a bid she doesn't like",
        "he made it obvious he didn't like my bid",
        "partner tutted because she didn't like my lead",
        "my partner clearly does not like my bids and shows it",
    ],
)
def test_showing_one_does_not_like_partners_call_is_disapproval(artifact_index: SearchIndex, q: str) -> None:
    """Law 74C2: showing approval or disapproval of a call or play."""
    assert E17 + "74C2" in top(artifact_index, q), top(artifact_index, q)


def test_not_liking_a_ruling_stays_an_appeal(artifact_index: SearchIndex) -> None:
    """A ruling one did not like is appealed (Law 92), not a disapproval of partner's call."""
    q = "we did not like the ruling, can we appeal"
    assert any(h.startswith(E17 + "92") for h in top(artifact_index, q, 3)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "we were 450 better than the other table, what does that come to in imps",
        "we did 300 better than the other table on board 5",
        "we were 200 worse than the other table, how much do we lose",
    ],
)
def test_points_better_than_the_other_table_is_a_point_difference(
    artifact_index: SearchIndex, q: str
) -> None:
    """Law 78B: the total-point difference between the two compared scores converts to IMPs."""
    assert E17 + "78B" in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    ("q", "answer"),
    [
        (
            "in team play the director adjusted the score but the other table got a normal result",
            E17 + "86B1",
        ),
        ("a board was played at only one table in our teams match", E17 + "86B3"),
    ],
)
def test_the_other_table_at_teams_stays_team_play(artifact_index: SearchIndex, q: str, answer: str) -> None:
    """The other table named without a score compared stays Law 86's team play."""
    assert answer in top(artifact_index, q, 3), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "our TD was off sick so who can direct",
        "the director was off sick last week and nobody knew who should make rulings",
    ],
)
def test_a_director_off_sick_leaves_none_appointed(artifact_index: SearchIndex, q: str) -> None:
    """Law 80B2a: if no Director is appointed, the players designate someone to act as one."""
    assert {E17 + "80B2a", E17 + "80B2"} & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.parametrize(
    "q", ["the director sent us to the wrong table", "we sat at the wrong table all round"]
)
def test_players_at_the_wrong_table_did_not_proceed_as_instructed(
    artifact_index: SearchIndex, q: str
) -> None:
    """Law 5B: players proceed to another table in accordance with the Director's instructions."""
    assert "laws-2007-en:5B" in top(artifact_index, q, 3), top(artifact_index, q)


@pytest.mark.parametrize(
    ("q", "answer"),
    [
        ("north took the boards to the wrong table", "laws-2007-en:8A2"),
        ("we went to the wrong table for round 3 and played the boards there", "laws-2007-en:15A"),
    ],
)
def test_boards_at_the_wrong_table_stay_boards(artifact_index: SearchIndex, q: str, answer: str) -> None:
    """Boards taken to the wrong table are North's moving of the boards (Law 8A2); boards played
    at the wrong table are a wrong board (Law 15A)."""
    assert answer in top(artifact_index, q, 3), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "he insulted me",
        "declarer insults his partner every week",
        "is insulting people against the rules",
        "she made an insulting remark about my bidding",
    ],
)
def test_an_insult_at_the_table_is_discourtesy(artifact_index: SearchIndex, q: str) -> None:
    """Law 74A1-2: a player stays courteous and avoids a remark that may embarrass another; the
    verb's forms share a stem with the scoring "insult" but are no bonus."""
    hits = top(artifact_index, q)
    assert {E17 + "74A1", E17 + "74A2"} & set(hits), hits
    assert "laws-2007-en:definitions/premium-points" not in hits, hits


@pytest.mark.parametrize(
    "q",
    [
        "50 for the insult",
        "they made 4 spades doubled, how much for the insult",
        "what is the insult for making a doubled contract",
    ],
)
def test_the_insult_of_a_doubled_contract_stays_a_premium(artifact_index: SearchIndex, q: str) -> None:
    """Law 77: "the insult", asked as a score, is the premium for making a doubled contract."""
    assert E17 + "77" in top(artifact_index, q, 3), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "partner pulls a face when she does not like my bid",
        "he made a face at my double",
        "is pulling faces at partner's bids allowed",
    ],
)
def test_a_face_pulled_at_a_call_is_a_mannerism_or_disapproval(artifact_index: SearchIndex, q: str) -> None:
    """Laws 73A2, 74C2: calls without mannerism; no showing approval or disapproval of a call."""
    hits = top(artifact_index, q, 8)
    assert {E17 + "74C2", E17 + "73A2"} & set(hits), hits


def test_a_spectators_face_stays_a_spectators_reaction(artifact_index: SearchIndex) -> None:
    """Law 76B2: a spectator shows no reaction; disapproval read too does not take that away."""
    q = "the spectator pulled a face at my play"
    assert top(artifact_index, q, 1) == [E17 + "76B2"], top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "must I say my calls the same words every time",
        "is it ok to say 'one club' sometimes and 'club' other times, or must you say it the same way",
        "she says her bids differently when she has a good hand",
    ],
)
def test_a_call_said_differently_uses_different_words(artifact_index: SearchIndex, q: str) -> None:
    """Law 74C1: using different words for the same call."""
    assert E17 + "74C1" in top(artifact_index, q), top(artifact_index, q)


def test_a_lead_made_the_same_way_is_no_call_said(artifact_index: SearchIndex) -> None:
    """Leading (or sitting) the same way every time says no call: not Law 74C1."""
    q = "we always lead the same way every time, fourth highest"
    assert E17 + "74C1" not in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "can we take the hands out of the board again after the round to look at them",
        "after the hand my partner took the cards out again to see where we went wrong",
        "is it ok to get the hands out again once the opponents have left",
    ],
)
def test_hands_taken_out_of_the_board_again_are_removed_from_it(artifact_index: SearchIndex, q: str) -> None:
    """Law 7C: once restored, no hand is removed from the board unless a member of each side,
    or the Director, is present."""
    assert "laws-2007-en:7C" in top(artifact_index, q), top(artifact_index, q)


def test_cards_first_taken_out_of_the_board_stay_counted(artifact_index: SearchIndex) -> None:
    """Cards taken out of the board to play (not again) are counted there: Law 14, not 7C."""
    q = "we took the cards out of the board and found one missing"
    hits = top(artifact_index, q, 3)
    assert hits[0].startswith("laws-2007-en:14"), hits
    assert "laws-2007-en:7C" not in hits, hits


@pytest.mark.parametrize(
    "q",
    [
        "who decides who sits where",
        "my partner and I argue about which of us sits East",
        "can I pick my seat",
    ],
)
def test_a_pair_choosing_its_seats_selects_them(artifact_index: SearchIndex, q: str) -> None:
    """Law 5A: a pair may select seats among those assigned to it by mutual agreement."""
    assert "laws-2007-en:5A" in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "our 620 was entered as minus instead of plus on the traveller",
        "the bridgemate has us at minus 140 instead of plus 140",
        "our score went in as minus 420, we made it, can it be fixed",
    ],
)
def test_a_score_entered_with_the_wrong_sign_is_a_recording_error(
    artifact_index: SearchIndex, q: str
) -> None:
    """Law 79C1: an error in recording the agreed score may be corrected in the Correction Period."""
    assert E17 + "79C1" in top(artifact_index, q, 3), top(artifact_index, q)


def test_average_minus_instead_of_average_plus_is_no_score_recorded_with_the_wrong_sign(
    artifact_index: SearchIndex,
) -> None:
    """Average minus given for average plus is an artificial score, not a score recorded with
    the wrong sign (Law 79C1); 2007 Law 12C2 itself is among the known misses below."""
    q = "the director gave us average minus instead of average plus"
    assert E17 + "79C1" not in top(artifact_index, q), top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "partner keeps checking his phone during the hand",
        "dummy was scrolling through her phone the whole hand",
        "my opponent looked at her phone between every trick",
    ],
)
def test_a_player_looking_at_his_phone_is_not_paying_attention(artifact_index: SearchIndex, q: str) -> None:
    """Law 74B1: not paying enough attention to the game; one's own phone is no hand stared at."""
    hits = top(artifact_index, q, 3)
    assert E17 + "74B1" in hits, hits
    assert E17 + "74C5" not in hits, hits


def test_looking_at_another_players_cards_stays_staring(artifact_index: SearchIndex) -> None:
    """Law 74C5: looking at another player's cards is staring at his hand."""
    q = "he kept looking at my cards"
    assert top(artifact_index, q, 1) == [E17 + "74C5"], top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "as dummy I wandered around behind declarer",
        "can dummy wander round behind declarer to watch",
        "I wander round behind partner when I am dummy, is that allowed",
    ],
)
def test_dummy_wandering_round_behind_declarer_leaves_his_seat(artifact_index: SearchIndex, q: str) -> None:
    """Laws 42-43 (the Willetton and club notes): dummy may not leave his seat to watch declarer's play."""
    hits = top(artifact_index, q, 2)
    assert {"notes-willetton:law-42", "notes-club-en:dummys-rights"} & set(hits), hits


def test_a_kibitzer_wandering_round_the_table_stays_a_spectator(artifact_index: SearchIndex) -> None:
    """Law 76B1: a spectator looks at one player's hand only; wandering round is no dummy's walk."""
    q = "a kibitzer keeps wandering round the table looking at all four hands"
    assert top(artifact_index, q, 1) == [E17 + "76B1"], top(artifact_index, q)


@pytest.mark.parametrize(
    "q",
    [
        "can the TD hand out jobs to other people during the session",
        "our director gives out jobs to the members, like scoring and moving boards, is that ok",
        "can the director hand jobs over to someone else",
    ],
)
def test_a_director_handing_out_jobs_delegates_duties(artifact_index: SearchIndex, q: str) -> None:
    """Law 81D: the Director may delegate duties to assistants."""
    assert E17 + "81D" in top(artifact_index, q, 3), top(artifact_index, q)


def test_a_hand_handed_over_stays_a_hand(artifact_index: SearchIndex) -> None:
    """A hand of cards handed over names no job: no delegated duty."""
    q = "declarer handed his hand over to dummy to play"
    assert E17 + "81D" not in top(artifact_index, q), top(artifact_index, q)


# fmt: off
#: (typed at the table, provisions that answer it): questions whose answer is not among the
#: first five hits, and nothing there answers them; reported as expected failures
KNOWN_MISSES_TABLE_TALK = [
    # left: Law 64B's time limit for a revoke is not in the corpus, and the revoke notes rank 6th-8th
    ("can I still claim a revoke after the hand is over",
     {"notes-club-en:revokes/q2", "notes-club-en:revokes/q5", "notes-club-en:restoring-equity"}),
    # left: 2007 Law 11A ranks 6th, below scoring and fouled-board provisions
    ("we pressed on without the director", {"laws-2007-en:11A"}),
    # left: Law 74C2 ranks 10th; the hits are partner's UI, which a hand already over leaves moot
    ("they high fived after the slam made", {E17 + "74C2"}),
    # left: Law 79C ranks 7th (79C1 10th), below fouled boards and comparing scores (90B4)
    ("our score got swapped with another pair", {E17 + "79C1", E17 + "79C"}),
    # left: Law 80B2c ranks 6th, below a late arrival (90B1) and the 2007 movement laws
    ("can the club change the start time", {E17 + "80B2c"}),
    # left: Law 74B4 ranks 8th, below declarer's exposed cards and the definition of declarer
    ("declarer made us play it out to the last card", {E17 + "74B4"}),
    # left: 2007 Law 12C2a ranks 6th, below the definition of an adjusted score and 12C1d
    ("the director gave us sixty percent", {"laws-2007-en:12C2a"}),
    # left: 2007 Law 12C2 ranks 6th, below the definition of an adjusted score and 12C1d
    ("the director gave us average minus instead of average plus",
     {"laws-2007-en:12C2a", "laws-2007-en:12C2b"}),
    # left: 2007 Law 12C2a ranks 6th, below team play's 86B, which a pairs board is not
    ("the director got the movement wrong and we never got to play board 19, what do we get for it",
     {"laws-2007-en:12C2a"}),
    # left: Law 74C2 ranks 6th, below dummy's limitations, which a remark of declarer's is not
    ("declarer said nice lead partner to dummy", {E17 + "74C2"}),
]
#: (typed at the table, the provision that must be first): a first hit now taken by another reading
KNOWN_MISSES_FIRST_HIT = [
    # left: 2017 Law 20F3 (asking about a single call) comes first, 13D second
    ("partner made a one bid and I raised", "laws-2007-en:13D"),
    # left: 2017 Law 16D2a (players' seats adjusted) comes first, 8A2 second
    ("who sits north moves the boards", "laws-2007-en:8A2"),
]
# fmt: on


@pytest.mark.xfail(reason="a known miss: the answer is not among the first five hits", strict=True)
@pytest.mark.parametrize(
    ("q", "answers"), KNOWN_MISSES_TABLE_TALK, ids=[q for q, _ in KNOWN_MISSES_TABLE_TALK]
)
def test_known_misses_of_table_talk(artifact_index: SearchIndex, q: str, answers: set[str]) -> None:
    assert answers & set(top(artifact_index, q)), top(artifact_index, q)


@pytest.mark.xfail(reason="a known miss: another reading comes first", strict=True)
@pytest.mark.parametrize(("q", "first"), KNOWN_MISSES_FIRST_HIT, ids=[q for q, _ in KNOWN_MISSES_FIRST_HIT])
def test_known_misses_of_the_first_hit(artifact_index: SearchIndex, q: str, first: str) -> None:
    assert top(artifact_index, q, 1) == [first], top(artifact_index, q)
