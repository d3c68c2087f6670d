"""Renderings: a provision's text in another language, indexed beside it for search only.

Most of the Dutch articles here exist in no English text of the corpus (Laws 20F, 47E, 54 and
the 2017 parts of Law 16), so an English question reaches them only through the term tables,
word by word, and loses every reading the English side has: its synonyms, its phrase tables,
the table talk players type. A rendering (``corpus/data/renderings-<document>-<language>.toml``: each
provision's heading and text translated plainly, without additions) is indexed in the other
language's fields of the same provision, so that such a question finds the Dutch article as it
finds an English one. The provision stays what it is (its language, its text, its snippet);
the rendering is never shown as the law.

The format::

    of = "laws-2017-nl"      # the document rendered
    language = "en"          # the language of the renderings
    [[rendering]]
    id = "47E1"              # a provision of that document
    heading = ""             # its heading rendered ("" when it has none)
    text = "..."             # its text rendered ("" when it has none)
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from typing import Any

from indexer.models import Document
from indexer.models import Provision


@dataclass(frozen=True)
class Rendering:
    """One provision's heading and text in ``language``."""

    language: str
    heading: str
    text: str


#: per provision ("doc:id"), its renderings by language
Renderings = dict[str, dict[str, Rendering]]


def load_renderings(
    tables: Mapping[str, Mapping[str, Any]],
    documents: Iterable[Document],
    provisions: Iterable[Provision],
) -> Renderings:
    """The renderings of the parsed ``renderings-*.toml`` files (by file name), checked
    against the corpus they render.

    :raises ValueError: naming the file and what is wrong: a document or provision the corpus
        does not hold (a stale table would index words beside the wrong provision), a
        rendering in its own document's language, a provision rendered twice, an empty one.
    """
    languages = {d.id: d.language for d in documents}
    known = {f"{p.doc}:{p.id}" for p in provisions}
    out: Renderings = {}
    for name, table in tables.items():
        doc, language = table.get("of"), table.get("language")
        if doc not in languages:
            raise ValueError(f"{name}: 'of' names no document of the manifest: {doc!r}")
        if not isinstance(language, str) or not language or language == languages[doc]:
            raise ValueError(f"{name}: 'language' must name another language than {doc}'s own")
        for i, entry in enumerate(table.get("rendering", []), 1):
            key = f"{doc}:{entry.get('id')}"
            if key not in known:
                raise ValueError(f"{name}: rendering #{i} names no provision of {doc}: {entry.get('id')!r}")
            heading, text = str(entry.get("heading", "")).strip(), str(entry.get("text", "")).strip()
            if not heading and not text:
                raise ValueError(f"{name}: rendering #{i} ({key}) has neither heading nor text")
            if language in out.get(key, {}):
                raise ValueError(f"{name}: {key} is rendered in {language} twice")
            out.setdefault(key, {})[language] = Rendering(language, heading, text)
    return out


#: the file in the index directory that keeps what the renderings add to each field
STATS_FILE = "rendered.json"


@dataclass
class RenderedStats:
    """What the renderings add to the fields of their languages: per field, how many
    provisions hold each term only through a rendering, and how many words the renderings
    put in it.

    A field's statistics (a term's rarity, the average length) are those of the texts written
    in its language: a rendering is searched, but the English Laws' words are no commoner,
    and their paragraphs no shorter, for a translator's words standing beside them.
    """

    df: dict[str, dict[str, int]] = field(default_factory=dict)
    length: dict[str, int] = field(default_factory=dict)

    def add(self, fieldname: str, terms: Iterable[str]) -> None:
        """One rendered provision's analysed ``terms`` in ``fieldname``."""
        terms = list(terms)
        self.length[fieldname] = self.length.get(fieldname, 0) + len(terms)
        held = self.df.setdefault(fieldname, {})
        for term in set(terms):
            held[term] = held.get(term, 0) + 1

    def own_length(self, fieldname: str, length: int) -> int:
        """A field's ``length`` in all provisions, without the words the renderings put in it:
        the length of the texts written in its language."""
        return length - self.length.get(fieldname, 0)

    def save(self, index_dir: str) -> None:
        with open(os.path.join(index_dir, STATS_FILE), "w", encoding="utf-8") as f:
            json.dump({"df": self.df, "length": self.length}, f, ensure_ascii=False)

    @classmethod
    def load(cls, index_dir: str) -> RenderedStats:
        """The stats kept in ``index_dir``; none when it holds no renderings."""
        try:
            with open(os.path.join(index_dir, STATS_FILE), encoding="utf-8") as f:
                data = json.load(f)
        except FileNotFoundError:
            return cls()
        return cls(data["df"], data["length"])
