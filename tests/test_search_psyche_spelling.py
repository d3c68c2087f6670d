""""psyche" is a spelling of "psych" (corpus/data/search.toml [en.spelling]), the one Dutch and
Flemish players type most: folded onto it, a question typed either way weighs the deception as
rarely as the texts use it, in a Dutch question too, where it was as common as its Dutch
readings ("bluf", "misleiding"). "psychisch", the Dutch word, is left as it is.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from tests.search_helpers import top

PSYCHIC = "laws-2007-en:definitions/psychic-call"

# fmt: off
#: (typed with "psyche", the same with "psych")
SPELLINGS = [
    ("wat is precies een psyche? partner opende met drie punten",
     "wat is precies een psych? partner opende met drie punten"),
    ("partner deed een psyche met drie punten, is dat toegestaan",
     "partner deed een psych met drie punten, is dat toegestaan"),
    ("hoe vaak mag je een psyche doen", "hoe vaak mag je een psych doen"),
    ("is a psyche allowed in a club game", "is a psych allowed in a club game"),
]
# fmt: on


@pytest.mark.parametrize(("typed", "written"), SPELLINGS)
def test_psyche_is_searched_as_psych(artifact_index: SearchIndex, typed: str, written: str) -> None:
    assert top(artifact_index, typed, 5) == top(artifact_index, written, 5)
    assert PSYCHIC in top(artifact_index, typed, 5), top(artifact_index, typed)


def test_the_dutch_psychisch_keeps_its_own_reading(artifact_index: SearchIndex) -> None:
    assert "psychisch" not in artifact_index.words.spelling
    assert PSYCHIC in top(artifact_index, "wat is een psychisch bod", 3)
