"""Where a citation takes a reader, and the one shape of a provision reference in the API.

Links are plain strings (no ``url_for`` per citation: a page of text may cite thousands of
provisions). A reader lands on a text the service serves: among the targets that exist, the
one in the reader's language first, then the current code's formal text, then the order the
resolver gave; when none exists, the edition-free ``/laws/<id>`` page, which says what the
corpus holds of that provision. Such a link carries the class ``cite missing`` everywhere.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any
from urllib.parse import quote

from indexer.ids import display
from indexer.ids import try_ref
from indexer.models import Document
from indexer.models import Target

#: the class of a citation link, and of one whose provision no served text holds
CITE_CLASS = "cite"
MISSING_CLASS = "cite missing"

#: the first word of a citation ("Laws", "artikel", "art."), to tell the language it is written in
_LEADING_WORD = re.compile(r"\s*([^\W\d_]+\.?)")


def provision_path(root: str, doc: str, pid: str) -> str:
    """The page of a provision in one document (what ``url_for("pages.provision")`` gives)."""
    return f"{root}/laws/{doc}/{quote(pid, safe='/')}"


def law_path(root: str, pid: str) -> str:
    """The edition-free page of a provision: every text the corpus holds of it, or why none."""
    return f"{root}/laws/{quote(pid, safe='/')}"


@dataclass(frozen=True)
class Reader:
    """Who follows the links: the language they read, and what the service serves."""

    documents: Mapping[str, Document]
    current_edition: str
    language: str | None = None
    root: str = ""

    def served(self, target: Target) -> bool:
        return target.exists and target.doc in self.documents

    def url(self, target: Target) -> str | None:
        """The page of a target: its own when served, else the edition-free page of a law id."""
        if self.served(target):
            return provision_path(self.root, target.doc, target.id)
        return law_path(self.root, target.id) if try_ref(target.id) is not None else None

    def reference(self, target: Target) -> dict[str, Any]:
        """A provision reference, the same object in every answer of the API."""
        return {
            "doc": target.doc,
            "id": target.id,
            "display": _display(target.id),
            "url": self.url(target),
            "exists": self.served(target),
        }

    def choose(self, targets: Iterable[Target], language: str | None = None) -> Target | None:
        """The target a link goes to (see the module's docstring); ``language`` is the citation's
        own (from its word: "artikel" is Dutch) and counts when the reader's is not known."""
        wanted = self.language or language
        ranked = [t for t in targets if self.served(t)]
        if not ranked:
            return None

        def rank(item: tuple[int, Target]) -> tuple[bool, bool, int]:
            n, t = item
            doc = self.documents[t.doc]
            formal_current = doc.kind == "formal" and doc.edition == self.current_edition
            return (wanted is not None and doc.language != wanted, not formal_current, n)

        return min(enumerate(ranked), key=rank)[1]


def citation_language(raw: str, words: Mapping[str, Iterable[str]]) -> str | None:
    """The language a citation is written in, when its first word belongs to one language only
    (``words`` maps each language to its citation words, as ``citations.toml`` lists them)."""
    m = _LEADING_WORD.match(raw)
    if m is None:
        return None
    first = m.group(1).lower()
    owners = _owners(tuple((lang, tuple(own)) for lang, own in words.items()))
    languages = owners.get(first, frozenset()) or owners.get(first.rstrip("."), frozenset())
    return next(iter(languages)) if len(languages) == 1 else None


@lru_cache(maxsize=8)
def _owners(words: tuple[tuple[str, tuple[str, ...]], ...]) -> dict[str, frozenset[str]]:
    """Each citation word (lower case) and the languages that use it."""
    out: dict[str, set[str]] = {}
    for lang, own in words:
        for word in own:
            out.setdefault(word.lower(), set()).add(lang)
    return {word: frozenset(langs) for word, langs in out.items()}


#: how a provision id is shown, computed once per id
_display = lru_cache(maxsize=4096)(display)
