"""Snippets: the words around a hit's matches, as safe HTML with ``<mark>`` around each match."""

from __future__ import annotations

import html
import re
from typing import Any

from whoosh import highlight
from whoosh.analysis import Analyzer

#: snippet length when nothing in the text matched (e.g. a provision found by citation)
SNIPPET_CHARS = 240


class MarkFormatter(highlight.Formatter):
    """HTML snippets: every character escaped, matches wrapped in ``<mark>``."""

    between = " … "

    def _text(self, text: str) -> str:
        return html.escape(text, quote=False)

    def format_token(self, text: str, token: Any, replace: bool = False) -> str:
        return "<mark>" + html.escape(highlight.get_text(text, token, replace), quote=False) + "</mark>"


#: where a sentence (or a paragraph, or a list item) begins: after its end and the spaces
_SENTENCE_START = re.compile(r"(?:[.!?]['’”)]*\s+|\n\s*)(?=\S)")


def sentence_start(text: str, at: int) -> int:
    """The start of the sentence that holds ``text[at]``."""
    starts = [m.end() for m in _SENTENCE_START.finditer(text, 0, at + 1) if m.end() <= at]
    return starts[-1] if starts else 0


class SentenceFragmenter(highlight.ContextFragmenter):
    """Whoosh's context fragments, each moved back to the start of its sentence so that no
    snippet opens mid-sentence; fragments that then overlap are merged."""

    def fragment_tokens(self, text: str, tokens: Any) -> Any:
        merged: highlight.Fragment | None = None
        for fragment in super().fragment_tokens(text, tokens):
            start = sentence_start(text, fragment.startchar)
            if merged is not None and start <= merged.endchar:
                merged = highlight.Fragment(
                    text, merged.matches + fragment.matches, merged.startchar, fragment.endchar
                )
                continue
            if merged is not None:
                yield merged
            merged = highlight.Fragment(text, fragment.matches, start, fragment.endchar)
        if merged is not None:
            yield merged


def make_snippet(text: str, terms: frozenset[str], analyzer: Analyzer) -> str:
    """Up to two fragments of ``text`` around the matched words, each from a sentence's start,
    as safe HTML."""
    if terms and text:
        fragmenter = SentenceFragmenter(maxchars=SNIPPET_CHARS, surround=60)
        out = highlight.highlight(text, terms, analyzer, fragmenter, MarkFormatter(), top=2)
        if out:
            return out
    if len(text) <= SNIPPET_CHARS:
        return html.escape(text, quote=False)
    cut = text.rfind(" ", 0, SNIPPET_CHARS)
    return html.escape(text[: cut if cut > 0 else SNIPPET_CHARS], quote=False) + " …"
