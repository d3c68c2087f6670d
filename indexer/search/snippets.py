"""Snippets: the words around a hit's matches, as safe HTML with ``<mark>`` around each match.

Analysing a text (tokenising, folding, stemming) is the slow part of marking it, so the build
does it once: :func:`token_marks` keeps each word's analysed form and character span with the
provision, and :func:`make_snippet` only compares those forms with the query's, and cuts
fragments the way Whoosh's context fragmenter does.
"""

from __future__ import annotations

import html
import re
from array import array
from bisect import bisect_left
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass

from whoosh.analysis import Analyzer

#: snippet length when nothing in the text matched (e.g. a provision found by citation)
SNIPPET_CHARS = 240
#: at most this many fragments of a text, joined by " … "
FRAGMENTS = 2
#: a stretch of a text: its first and last character, and the spans of the matches in it
Fragment = tuple[int, int, list[tuple[int, int]]]
#: characters of context before a fragment's first match and after its last
SURROUND = 60

#: a text's analysed words and their spans: ``(forms joined by spaces, array("I") of start, end)``;
#: a word the index also holds in another form (a Dutch particle, as the verb it is joined to)
#: is written ``form|other``
Marks = tuple[str, bytes]
#: joins a word's other forms to its first in :data:`Marks`
ALSO = "|"


#: where a sentence (or a paragraph, or a list item) begins: after its end and the spaces
_SENTENCE_START = re.compile(r"(?:[.!?]['’”)]*\s+|\n\s*)(?=\S)")


def sentence_start(text: str, at: int) -> int:
    """The start of the sentence that holds ``text[at]``."""
    starts = [m.end() for m in _SENTENCE_START.finditer(text, 0, at + 1) if m.end() <= at]
    return starts[-1] if starts else 0


def token_marks(text: str, analyzer: Analyzer) -> Marks:
    """Each word of ``text`` as the index holds it, with its character span (done at build time).

    A word the index holds in two forms (a token at the same place as the one before it: the
    verb a Dutch particle is joined to, "neemt ... terug" as "terugnemen") keeps both, so that
    a query for either marks the word."""
    forms: list[str] = []
    spans = array("I")
    last = -1
    for token in analyzer(text, chars=True, mode="index", removestops=False):
        if forms and token.startchar == last:
            forms[-1] += ALSO + token.text
            continue
        forms.append(token.text)
        spans.extend((token.startchar, token.endchar))
        last = token.startchar
    return " ".join(forms), spans.tobytes()


def forms_of(marks: Marks | None) -> list[list[str]]:
    """The analysed words of a text, in order (for phrase matching), each as its forms."""
    return [word.split(ALSO) for word in marks[0].split(" ")] if marks and marks[0] else []


@dataclass(frozen=True)
class MarkedText:
    """A text's stored marks unpacked for matching: where each analysed form stands, each
    word's span, and where each sentence starts.

    Unpacking costs more than marking a snippet from it, and every query that finds the text
    would repeat it, so a caller that sees a text often keeps this (see :func:`read_marks`).
    """

    text: str
    #: the analysed words, in order
    forms: list[str]
    starts: Sequence[int]
    ends: Sequence[int]
    #: per analysed form, the positions (in ``forms``) that hold it, in order
    positions: dict[str, list[int]]
    #: where each sentence after the first starts, in order (see :func:`sentence_start`)
    sentences: list[int]

    def sentence_start(self, at: int) -> int:
        """The start of the sentence that holds ``text[at]``, as :func:`sentence_start` finds it."""
        i = bisect_right(self.sentences, at)
        return self.sentences[i - 1] if i else 0

    def matched(self, terms: frozenset[str]) -> list[int]:
        """The positions of the words whose analysed form is one of ``terms``, in order."""
        return sorted({p for form in terms & self.positions.keys() for p in self.positions[form]})


def read_marks(text: str, marks: Marks | None) -> MarkedText:
    """``text`` with its stored marks unpacked (none: a text without words to mark)."""
    spans = array("I")
    if marks:
        spans.frombytes(marks[1])
    words = forms_of(marks)
    positions: dict[str, list[int]] = {}
    for i, word in enumerate(words):
        for form in word:
            positions.setdefault(form, []).append(i)
    forms = [word[0] for word in words]
    # every sentence start found at once: a match ending at or before ``at`` is the same
    # whether the regex sees the whole text or stops after ``at`` (see sentence_start)
    sentences = [m.end() for m in _SENTENCE_START.finditer(text)]
    return MarkedText(text, forms, spans[0::2], spans[1::2], positions, sentences)


def _fragments(marked: MarkedText, terms: frozenset[str]) -> list[Fragment]:
    """The best :data:`FRAGMENTS` stretches of the text around its matches, in text order.

    As Whoosh's context fragmenter cuts them: a stretch starts up to :data:`SURROUND`
    characters before a match, takes in the following matches while it stays within
    :data:`SNIPPET_CHARS`, and ends up to :data:`SURROUND` characters after its last match, at
    word boundaries; stretches are ranked by their matches times their distinct matched words,
    and each is then moved back to the start of its sentence, so that no snippet opens mid-sentence.
    Only the matched words are looked at, not every word of the text.
    """
    forms, starts, ends = marked.forms, marked.starts, marked.ends
    matched = marked.matched(terms)
    out: list[tuple[float, int, int, list[tuple[int, int]]]] = []
    i = 0
    while i < len(matched):
        first = matched[i]
        begin = min(starts[bisect_left(ends, starts[first] - SURROUND)], starts[first])
        inside = [first]
        j = i + 1
        while j < len(matched) and ends[matched[j]] - begin <= SNIPPET_CHARS:
            inside.append(matched[j])
            j += 1
        last_end = ends[inside[-1]]
        reach = min(last_end + SURROUND, max(begin + SNIPPET_CHARS, last_end))
        finish = max(last_end, ends[bisect_right(ends, reach) - 1])
        score = len(inside) * (len({forms[m] for m in inside}) * 100)
        out.append((score, begin, finish, [(starts[m], ends[m]) for m in inside]))
        i = j
    best = sorted(out, key=lambda f: (-f[0], f[1]))[:FRAGMENTS]
    # each fragment opens at the start of its sentence; fragments that then overlap are merged
    merged: list[Fragment] = []
    for _, begin, finish, found in sorted(best, key=lambda f: f[1]):
        begin = marked.sentence_start(begin)
        if merged and begin <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(finish, merged[-1][1]), merged[-1][2] + found)
        else:
            merged.append((begin, finish, found))
    return merged


def _marked(text: str, begin: int, finish: int, found: list[tuple[int, int]]) -> str:
    """One stretch of ``text`` as HTML, each match in ``<mark>``."""
    out: list[str] = []
    at = begin
    for start, end in found:
        out.append(html.escape(text[at:start], quote=False))
        out.append("<mark>" + html.escape(text[start:end], quote=False) + "</mark>")
        at = end
    out.append(html.escape(text[at:finish], quote=False))
    return "".join(out)


def make_snippet(text: str, terms: frozenset[str], marks: Marks | MarkedText | None) -> str:
    """Up to two fragments of ``text`` around the matched words, each from a sentence's start,
    as safe HTML. ``marks`` may be given unpacked (:func:`read_marks`) by a caller that keeps them."""
    if terms and text and marks:
        marked = marks if isinstance(marks, MarkedText) else read_marks(text, marks)
        fragments = _fragments(marked, terms)
        if fragments:
            return " … ".join(_marked(text, begin, finish, found) for begin, finish, found in fragments)
    if len(text) <= SNIPPET_CHARS:
        return html.escape(text, quote=False)
    cut = text.rfind(" ", 0, SNIPPET_CHARS)
    return html.escape(text[: cut if cut > 0 else SNIPPET_CHARS], quote=False) + " …"
