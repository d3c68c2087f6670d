"""Words of club members telling what happened on an evening, read as the Laws' words
(corpus/data/terms-en-nl*.toml, search.toml, search-en-table-talk.toml), each with the provision
that answers it, and a literal use that keeps its own reading.

- Throwing one's cards down face down ("gooit zijn kaarten dicht", "dichtgegooid") is folding
  them up, Law 74C6's example of an obvious lack of interest; throwing them into the board after
  the deal is still returning them (Law 7C).
- "Nakaarten" is talking a board over after play: where another table can overhear, Law 90B3.
- A board "al eerder gespeeld" is a board previously played (Law 15B).
- A score "verbeterd" is a score corrected (Law 79C1, the Correction Period).
- A card or a lead "taken back" is a retracted card, a withdrawn action (the Definitions,
  Withdrawn; artikel 16C).
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from tests.search_helpers import top

# fmt: off
#: [question, the provisions that answer it, how many hits may come before]
TOLD = [
    ("mijn tegenstander gooide zijn kaarten dicht toen hij zag dat hij niks had",
     {"laws-2017-everyday-en:74C6"}, 1),
    ("na elk spel werd er hard nagekaart aan de tafel naast ons",
     {"laws-2017-everyday-en:90B3"}, 3),
    ("wij hadden dit spel al eerder gespeeld tegen een ander paar",
     {"laws-2007-en:15B"}, 1),
    ("kan een verkeerde score nog verbeterd worden na de drive",
     {"laws-2017-everyday-en:79C1", "laws-2017-everyday-en:79C2"}, 3),
    ("the defender's card was taken back, may declarer use what he saw",
     {"laws-2017-nl:16C1", "laws-2017-nl:16C2"}, 3),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers", "within"), TOLD, ids=[t[0][:40] for t in TOLD])
def test_a_club_members_words_find_the_provision(
    artifact_index: SearchIndex, q: str, answers: set[str], within: int
) -> None:
    assert answers & set(top(artifact_index, q, within)), top(artifact_index, q)


def test_cards_thrown_into_the_board_after_the_deal_are_returned(artifact_index: SearchIndex) -> None:
    q = "ik gooide de kaarten in het bord na het spel"
    hits = top(artifact_index, q)
    assert hits[0] == "laws-2007-en:7C", hits
    assert "laws-2017-everyday-en:74C6" not in hits, hits
