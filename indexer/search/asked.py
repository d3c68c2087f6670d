"""How players ask: per provision, short phrasings of the situations it rules on, in the words
players and directors type at the table ("partner thought for ages then passed", "mag de
blinde iets zeggen"), in each language.

The Laws speak their own language ("extraneous information", "logical alternative"), and a
question asks in another: most questions a search misses share no word with their answer.
The phrasings are written from each provision's own text, a few per language, and indexed in
a field of their own (``asked_<language>``), weighed at :data:`~.analysis.FIELD_BOOSTS`'s
"asked": they find a provision and count in the share of a question it holds, and are shown
nowhere. A phrasing in a language the provision is not written in is how a question in that
language reaches it (a Dutch question about Law 92's appeals).

The tables are ``corpus/data/asked-<document>.toml``, one per document; the build checks them
against the corpus (:func:`load_asked`). A club note without a table of its own (one added to
the corpus after the tables were written) is asked about what the provisions it cites are
asked about (:func:`inherit_asked`).
"""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Mapping
from typing import Any

from indexer.models import Citation
from indexer.models import Document
from indexer.models import Provision

#: per provision ("doc:id"), per language, its phrasings
Asked = dict[str, dict[str, tuple[str, ...]]]

#: the field a language's phrasings are indexed in
FIELD = "asked"


def load_asked(
    tables: Mapping[str, Mapping[str, Any]],
    documents: Iterable[Document],
    provisions: Iterable[Provision],
    languages: Iterable[str],
) -> Asked:
    """The phrasings of the parsed ``asked-*.toml`` files (by file name), checked against the
    corpus.

    :param languages: the languages the index searches: a phrasing in another would be
        indexed nowhere
    A table of a document the manifest does not list is left out (a corpus built with fewer
    documents), and so is an entry of a provision the document no longer holds: a source cut
    short is refused by the build with its own numbers, which say more than the table would
    (tests/test_search_asked.py checks that every bundled entry names a provision).

    :raises ValueError: naming the file and what is wrong: ``of`` and the file name apart, a
        language the index does not search, a provision listed twice, an empty phrasing.
    """
    docs = {d.id for d in documents}
    known = {f"{p.doc}:{p.id}" for p in provisions}
    searched = set(languages)
    out: Asked = {}
    for name, table in tables.items():
        doc = table.get("of")
        if name != f"{FIELD}-{doc}.toml":
            raise ValueError(f"{name}: 'of' names another document than the file: {doc!r}")
        if doc not in docs:
            continue
        for entry in table.get("asked", []):
            key = f"{doc}:{entry.get('id')}"
            if key not in known:
                continue
            if key in out:
                raise ValueError(f"{name}: {key} is listed twice")
            phrasings: dict[str, tuple[str, ...]] = {}
            for language, said in entry.items():
                if language == "id":
                    continue
                if language not in searched:
                    raise ValueError(f"{name}: {key}: {language!r} is not a language the index searches")
                said = tuple(str(s).strip() for s in said)
                if not said or not all(said):
                    raise ValueError(f"{name}: {key}: an empty phrasing in {language!r}")
                phrasings[language] = said
            out[key] = phrasings
    return out


def inherit_asked(asked: Asked, citations: Iterable[Citation], documents: Iterable[Document]) -> Asked:
    """``asked``, with the phrasings of the provisions each commentary section cites given to
    the sections that have none of their own.

    A club note explains the Laws it cites, and players ask it what they ask those Laws ("my
    partner thought for ages then passed"); a note added to the corpus has no table, and without
    the phrasings it would be found only by questions in its own words, below the provisions it
    explains. A section with phrasings of its own keeps them alone; a note cited by a note gives
    nothing (its phrasings, if any, are its own words' and would chain)."""
    commentary = {d.id for d in documents if d.kind == "commentary"}
    inherited: dict[str, dict[str, dict[str, None]]] = {}
    for c in citations:
        source = f"{c.doc}:{c.source}"
        if c.doc not in commentary or source in asked:
            continue
        for t in c.targets:
            if t.doc in commentary:
                continue
            for language, said in asked.get(f"{t.doc}:{t.id}", {}).items():
                inherited.setdefault(source, {}).setdefault(language, {}).update(dict.fromkeys(said))
    out = dict(asked)
    for source, per_language in inherited.items():
        out[source] = {language: tuple(said) for language, said in per_language.items()}
    return out


def asked_fields(key: str, asked: Mapping[str, Mapping[str, Iterable[str]]]) -> dict[str, str]:
    """The index fields of provision ``key``'s phrasings, one line each."""
    return {f"{FIELD}_{language}": "\n".join(said) for language, said in asked.get(key, {}).items()}
