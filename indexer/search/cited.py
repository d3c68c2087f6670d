"""The provisions a query cites: the cited provision in every text, then what cites it.

"Law 16B1" is 16B1 wherever a text holds it (the query's language first, then formal texts
first), the provisions that answer to it by another number (a 2007 text's number in the 2017
code), the parts of a law a text holds only in its subdivisions ("artikel 20 F": 20F2, 20F3),
the nearest enclosing provision a text holds, and the provisions that cite it. A query that
names its code ("2007 law 16C") is read in that code's numbering (:mod:`.editions`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from whoosh import query as Q
from whoosh.searching import Searcher

from indexer.cite import QueryCitation
from indexer.compare import Codes
from indexer.ids import Ref
from indexer.ids import try_ref

#: order in which documents holding the same cited provision are listed
KIND_ORDER = {"formal": 0, "translation": 1, "everyday": 2, "commentary": 3}


@dataclass(frozen=True)
class CitedLookup:
    """Looks up a query's citations in an open index.

    :param stored: a provision's stored fields by docnum (the engine keeps them)
    :param filters: what the search is narrowed to (documents, languages), if anything
    """

    searcher: Searcher
    stored: Callable[[int], dict[str, Any]]
    #: the codes of the Laws and the concordance (None: an index that knows no code)
    codes: Codes | None
    filters: Q.Query | None = None

    def find(
        self, cited: list[QueryCitation], edition: str | None = None
    ) -> tuple[list[tuple[int, float]], list[dict[str, Any]]]:
        """The provisions the query cites, in the order a reader wants them, and how each cited
        provision is reported, in the order typed and each once ("Laws 16B1a and 1b": 16B1a, then
        16B1b); in the numbering of ``edition`` when the query names one ("2007 law 16C").

        Every provision cited comes first, in the order typed ("Laws 16B and 16C", "compare
        20F1 with 20F2": 16B in every text, then 16C), and only then the provisions that cite
        them, so that one cited provision's readers never push the next one down."""
        own: list[int] = []
        about: list[int] = []
        reported: dict[str, dict[str, Any]] = {}
        for c in cited:
            for ref in c.refs:
                held, citing, named = self._provision(c.language, ref, edition)
                own += held
                about += citing
                reported.setdefault(named["id"], named)
        hits = [(n, 0.0) for n in dict.fromkeys(own + about)]
        return hits, list(reported.values())

    def _provision(
        self, language: str | None, ref: Ref, edition: str | None
    ) -> tuple[list[int], list[int], dict[str, Any]]:
        """One cited provision: the texts that hold it (or its parts, or the nearest provision
        enclosing it), the provisions that cite it, and how the citation is reported."""
        if edition is not None and self.codes is not None:
            current = self.codes.to_current(ref.id, edition)
            in_edition = self._in_edition(self.codes, language, ref.id, edition)
            if in_edition:
                # the id the pages are keyed by, the current code's: /laws/16D for 2007's 16C
                named = {
                    "id": current or ref.id,
                    "display": f"{ref.display} ({edition})",
                    "in_corpus": True,
                    "docs": sorted({self.stored(n)["doc"] for n in in_edition}),
                }
                return in_edition, [], named
            # no text holds it as numbered: read it in the current code's numbering
            ref = (try_ref(current) if current else None) or ref
        exact = self._lookup(language, Q.Term("pid", ref.id), None)
        # a law or part of one the texts hold only in its parts ("artikel 20": 20F2, 20F3)
        parts = [] if exact else self._parts(language, ref, None)
        named = {
            "id": ref.id,
            "display": ref.display,
            "in_corpus": bool(exact or parts),
            "docs": sorted({self.stored(n)["doc"] for n in exact or parts}),
        }
        found = self._lookup(language, Q.Term("pid", ref.id), self.filters)
        found += self._lookup(language, Q.Term("alias", ref.id), self.filters)
        if parts:
            found += parts if self.filters is None else self._parts(language, ref, self.filters)
        elif not exact:
            # the nearest enclosing provision that the corpus does hold
            for ancestor in reversed(ref.ancestors()):
                nearest = self._lookup(language, Q.Term("pid", ancestor.id), self.filters)
                if nearest:
                    found += nearest
                    break
        citing = self._lookup(language, Q.Term("about", ref.id), self.filters)
        if ref.depth:
            citing += self._lookup(language, Q.Term("about", str(ref.law)), self.filters)
        return found, citing, named

    def _in_edition(self, codes: Codes, language: str | None, pid: str, edition: str) -> list[int]:
        """The provision ``pid`` of the code ``edition`` in every text: as numbered in that
        code's texts, and in the others under the number the concordance gives it (2007's
        16C is 2017's 16D, and a 2007 text's 16D, which 2017 numbers 16C, is not 2007's 16C)."""
        numbered = Q.And([Q.Term("pid", pid), Q.Term("edition", edition)])
        own = self._lookup(language, numbered, self.filters)
        current = codes.to_current(pid, edition)
        if current is None:
            return own
        others = []
        found = Q.Or([Q.Term("pid", current), Q.Term("alias", current)])
        for n in self._lookup(language, found, self.filters):
            fields = self.stored(n)
            if fields["edition"] == edition:
                continue
            older = not codes.is_current(fields["edition"] or None)
            aliases = (fields.get("alias") or "").split()
            if older and fields["pid"] == current and aliases and current not in aliases:
                continue  # an older text's provision that the current code numbers otherwise
            others.append(n)
        return own + others

    def _parts(self, language: str | None, ref: Ref, filters: Q.Query | None) -> list[int]:
        """The highest provisions under ``ref`` that the texts hold: "Law 47" in a text that
        begins it at 47E is 47E; "artikel 20 F" where the Dutch text has only 20F2 and 20F3 is
        those two."""
        inside: list[tuple[int, int]] = []
        for n in self._lookup(language, Q.Prefix("pid", ref.id), filters):
            key = try_ref(self.stored(n)["pid"])
            if key is not None and ref in key.ancestors():
                inside.append((key.depth, n))
        highest = min((depth for depth, _ in inside), default=None)
        return [n for depth, n in inside if depth == highest]

    def _lookup(self, language: str | None, q: Q.Query, filters: Q.Query | None) -> list[int]:
        """Documents matching ``q``, the citation's language first, then formal texts first."""
        docnums = list(self.searcher.docs_for_query(q if filters is None else Q.And([q, filters])))

        def key(n: int) -> tuple[int, int, int]:
            stored = self.stored(n)
            other_language = int(language is not None and stored["language"] != language)
            return (other_language, KIND_ORDER.get(stored["kind"], 9), stored["rank"])

        return sorted(docnums, key=key)
