"""Adjusted scores that must, or need not, add up to 100% (Law 12C1f: the scores awarded to the
two sides need not balance), asked in Dutch with the "op" of "uitkomen op" between "samen" and
the number ("samen op 100 procent uitkomen"), read as "samen 100" is (corpus/data/search.toml).
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from tests.search_helpers import english_reading
from tests.search_helpers import top

NEED_NOT_BALANCE = {"laws-2007-en:12C1f", "laws-2007-en:12C4"}

# fmt: off
ADD_UP = [
    "moeten de arbitrale scores van beide kanten samen op 100 procent uitkomen",
    "komen de scores van beide paren samen op 100% uit",
    "moet het samen op honderd procent uitkomen als de wl een score toekent",
]
# fmt: on


@pytest.mark.parametrize("q", ADD_UP)
def test_scores_adding_up_to_100_is_balancing(artifact_index: SearchIndex, q: str) -> None:
    assert "balance" in english_reading(artifact_index, q)
    assert NEED_NOT_BALANCE & set(top(artifact_index, q, 3)), top(artifact_index, q)


def test_a_trick_score_over_100_is_no_balancing(artifact_index: SearchIndex) -> None:
    assert "balance" not in english_reading(artifact_index, "we hebben op 100 punten gespeeld")
