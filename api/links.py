"""Where a citation takes a reader.

A reader lands on a text the service serves: among the targets the corpus holds, the one in
the reader's language first (a language no document of the corpus is in is no help: the
citation's own language counts instead, "Law" English, "artikel" Dutch), then the current
code's formal text, then the order the resolver gave; when it holds none, the reference's own
``url`` (the edition-free ``/laws/<id>`` page, which says what the corpus holds of that
provision). Such a link has the class ``cite missing``, as on the site's pages. References are
:func:`api.present.reference`, made once per provision and request (a text may cite one
provision thousands of times).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from functools import lru_cache
from typing import Any

from api.corpus import Corpus
from api.present import reference
from indexer.models import Target

#: the class of a citation link, and of one whose provision no served text holds
CITE_CLASS = "cite"
MISSING_CLASS = "cite missing"

#: the first word of a citation ("Laws", "artikel", "art."), to tell the language it is written in
_LEADING_WORD = re.compile(r"\s*([^\W\d_]+\.?)")


@dataclass
class Reader:
    """Who follows the links: the language they read (None: unknown), and the corpus served."""

    corpus: Corpus
    language: str | None = None
    _references: dict[tuple[str, str], dict[str, Any]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.language = held_language(self.corpus, self.language)

    def served(self, target: Target) -> bool:
        return self.corpus.provision(target.doc, target.id) is not None

    def reference(self, target: Target) -> dict[str, Any]:
        """The provision reference of a target, the same object as everywhere in the API."""
        key = (target.doc, target.id)
        if key not in self._references:
            self._references[key] = reference(self.corpus, target.doc, target.id)
        return self._references[key]

    def choose(self, targets: Iterable[Target], language: str | None = None) -> Target | None:
        """The target a link goes to (see the module's docstring); ``language`` is the citation's
        own (from its word: "artikel" is Dutch) and counts when the reader's is not known."""
        wanted = self.language or language
        current = self.corpus.current_edition
        served = [t for t in targets if self.served(t)]

        def rank(item: tuple[int, Target]) -> tuple[bool, bool, int]:
            n, t = item
            doc = self.corpus.documents[t.doc]
            formal_current = doc.kind == "formal" and doc.edition == current
            return (wanted is not None and doc.language != wanted, not formal_current, n)

        return min(enumerate(served), key=rank)[1] if served else None


def held_language(corpus: Corpus, language: str | None) -> str | None:
    """``language`` as a language tag's primary subtag ("nl-BE": "nl"), if a document of the
    corpus is in it; else None (unknown)."""
    primary = (language or "").strip().lower().split("-")[0]
    held = {d.language for d in corpus.documents.values()}
    return primary if primary in held else None


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
