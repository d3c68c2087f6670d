"""Dutch "goed uitkomen" (to suit one: "een bod dat hem goed uitkwam") is an advantage, not a
lead (corpus/data/search.toml [nl.phrases]): after a rectification the offenders may make any
call or play advantageous to their side (Law 10C4). A lead made well ("hij kwam goed uit met
schoppen aas") stays a lead.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from tests.search_helpers import english_reading
from tests.search_helpers import top

ADVANTAGEOUS = "laws-2007-en:10C4"

# fmt: off
SUITS = [
    "na de straf voor het bod voor de beurt koos de overtreder een bod dat hem goed uitkwam, mag dat",
    "de tegenpartij speelde na de rechtzetting gewoon de kaart die hun beter uitkwam",
    "mag de overtreder na de rechtzetting een bod doen dat hem goed uitkomt",
]
# fmt: on


@pytest.mark.parametrize("q", SUITS)
def test_what_suits_the_offender_is_an_advantage(artifact_index: SearchIndex, q: str) -> None:
    assert "advantageous" in english_reading(artifact_index, q), english_reading(artifact_index, q)
    assert ADVANTAGEOUS in top(artifact_index, q, 3), top(artifact_index, q)


def test_a_lead_made_well_stays_a_lead(artifact_index: SearchIndex) -> None:
    q = "hij kwam goed uit met schoppen aas, was dat toeval"
    assert "lead" in english_reading(artifact_index, q)
    assert "advantageous" not in english_reading(artifact_index, q)
