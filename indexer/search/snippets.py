"""Snippets: the words around a hit's matches, as safe HTML with ``<mark>`` around each match."""

from __future__ import annotations

import html
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


def make_snippet(text: str, terms: frozenset[str], analyzer: Analyzer) -> str:
    """Up to three fragments of ``text`` around the matched words, as safe HTML."""
    if terms and text:
        fragmenter = highlight.ContextFragmenter(maxchars=SNIPPET_CHARS, surround=60)
        out = highlight.highlight(text, terms, analyzer, fragmenter, MarkFormatter(), top=2)
        if out:
            return out
    if len(text) <= SNIPPET_CHARS:
        return html.escape(text, quote=False)
    cut = text.rfind(" ", 0, SNIPPET_CHARS)
    return html.escape(text[: cut if cut > 0 else SNIPPET_CHARS], quote=False) + " …"
