"""How much the search's memos keep.

A query reads each of its words in every language and field several times (stems, synonyms,
readings of phrases, weights), and each memo of those readings keeps what it worked out for
the next query. The words are queries' words, so the memos are bounded against floods only.
"""

from __future__ import annotations

#: every memo of a query's words or texts forgets everything past this many entries
MEMO_WORDS = 50_000
