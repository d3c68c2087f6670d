"""Building the search index: one Whoosh document per provision, and the tables made beside it.

Besides the Whoosh index, the build leaves in the index directory what a query would
otherwise recompute on every request:

- the word tables it was built with (``search_words.json``, and ``citation_words.json`` for the
  citation finder), so queries read words the same
  way, and the term tables that read them across languages (see :mod:`.crosslang`);
- the spelling table (``spelling.json``, :mod:`.spelling`) for neighbours of unknown words;
- the impact lists (``impacts.bin``, :mod:`.impacts`): per term, the provisions it scores
  highest in, so that a query gathers a bounded set of candidates instead of scoring every match;
- per provision, stored with it: each word's analysed form and character span (the snippet
  marks matches from them, see :mod:`.snippets`) and what a results page shows of a hit
  (``display``, ``law_title``).
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Iterable
from collections.abc import Mapping
from collections.abc import Sequence
from typing import Any

from whoosh import index as whoosh_index
from whoosh import query as Q

from indexer.compare import Codes
from indexer.ids import DEFINITIONS_PREFIX
from indexer.ids import display
from indexer.ids import try_ref
from indexer.models import Citation
from indexer.models import Document
from indexer.models import Provision
from indexer.search.analysis import LANGUAGES
from indexer.search.analysis import make_schema
from indexer.search.analysis import plain_analyzer
from indexer.search.asked import asked_fields
from indexer.search.bilingual import load_term_tables
from indexer.search.crosslang import language_weighting
from indexer.search.crosslang import write_language_frequency
from indexer.search.crosslang import write_term_tables
from indexer.search.crosslang import write_translator_forms
from indexer.search.dictionary import write_common_words
from indexer.search.editions import write_codes
from indexer.search.impacts import build_impacts
from indexer.search.impacts import leave_out_renderings
from indexer.search.query import split_words
from indexer.search.ranking import text_field
from indexer.search.renderings import RenderedStats
from indexer.search.renderings import Rendering
from indexer.search.snippets import token_marks
from indexer.search.spelling import SpellingTable
from indexer.search.spelling import vocabulary
from indexer.search.words import SearchWords
from indexer.search.words import load_search_words
from indexer.tables import Move

#: the copy of ``search.toml`` kept in the index directory (Whoosh leaves other files alone)
WORDS_FILE = "search_words.json"
#: the copy of ``citations.toml`` kept there: queries' citations are read with its words
CITATION_WORDS_FILE = "citation_words.json"
#: from this many provisions on, the index is written by two processes (the bundled corpus
#: has about 450: one process writes it in 0.5 s less than two)
PARALLEL_FROM = 2000
#: a provision of at most this many words that cites a sibling is read with the sibling's
#: distinguishing words (see cited_siblings)
SHORT_WORDS = 20
#: a word held by more than this share of its document's provisions (and by more than one)
#: distinguishes none of them
COMMON_SHARE = 0.05


def build_index(
    index_dir: str,
    documents: list[Document],
    provisions: list[Provision],
    aliases: dict[str, dict[str, list[str]]] | None = None,
    titles: dict[str, dict[int, str]] | None = None,
    *,
    words: Mapping[str, Any],
    term_tables: Mapping[str, Any] | None = None,
    citation_words: Mapping[str, Any] | None = None,
    editions: Sequence[str] = (),
    moves: Iterable[Move] = (),
    inherited: Mapping[str, Sequence[str]] | None = None,
    renderings: Mapping[str, Mapping[str, Rendering]] | None = None,
    asked: Mapping[str, Mapping[str, Sequence[str]]] | None = None,
) -> None:
    """Write a fresh index of ``provisions`` into ``index_dir`` (created if missing).

    :param words: the parsed ``corpus/data/search.toml``; its spelling tables go into the
        analyzers, and a copy of it into the index, which answers queries with it.
    :param aliases: per document, per provision id, other ids the provision answers to
        when cited (e.g. the 2017 number of a 2007 provision, from the concordance).
    :param titles: per edition, the official English title of each law: a translated law
        is also found by it ("lead out of turn" finds artikel 54), and each hit names its law.
    :param term_tables: the parsed ``corpus/data/terms-*.toml`` by file name; a copy goes into
        the index, which reads queries across languages with it.
    :param citation_words: the parsed ``corpus/data/citations.toml``; a copy goes into the index,
        whose queries' citations are found with it (none given: queries cite nothing).
    :param editions: the codes of the Laws, oldest first, and ``moves`` the concordance between
        them; a copy goes into the index, which reads "2007 law 16C" with it.
    :param inherited: per provision ("doc:id"), words it is also read with, as its headings'
        are (see :func:`cited_siblings`)
    :param renderings: per provision ("doc:id"), its heading and text in other languages,
        indexed in those languages' fields (see :mod:`.renderings`)
    :param asked: per provision ("doc:id"), per language, how players ask about it, indexed
        in that language's ``asked`` field (see :mod:`.asked`)
    """
    tables = load_search_words(words)
    os.makedirs(index_dir, exist_ok=True)
    schema = make_schema(tables, _words_held(documents, provisions, tables, term_tables or {}))
    ix = whoosh_index.create_in(index_dir, schema)
    docs = {d.id: d for d in documents}
    doc_rank = {d.id: i for i, d in enumerate(documents)}
    by_key = {(p.doc, p.id): p for p in provisions}
    aliases = aliases or {}
    titles = titles or {}
    stats = RenderedStats()
    # a large corpus: two writer processes, each with room for its whole share in memory, and
    # their segments kept as they are (at 10 times the corpus this halves the index time); a
    # small one is written faster by one process than forked, written twice and joined
    if len(provisions) >= PARALLEL_FROM:
        writer = ix.writer(limitmb=512, procs=2, multisegment=True)
    else:
        writer = ix.writer(limitmb=512)
    try:
        for p in provisions:
            document = docs.get(p.doc)
            if document is None:
                raise ValueError(f"provision {p.doc}:{p.id} names a document that is not in the manifest")
            analyzer = schema[text_field(document.language)].analyzer
            fields: dict[str, Any] = {
                "key": f"{p.doc}:{p.id}",
                "doc": p.doc,
                "language": document.language,
                "edition": document.edition or "",
                "kind": document.kind,
                "law": str(p.law) if p.law is not None else "",
                "pid": p.id,
                "alias": " ".join(aliases.get(p.doc, {}).get(p.id, ())),
                "about": " ".join(p.about),
                "rank": doc_rank[p.doc] * 100_000 + p.order,
                "heading": p.heading,
                "text": p.text,
                "words": f"{_term_of(p)}\n{p.heading}\n{p.text}",
                "display": _display(p),
                "law_title": _law_title(p, document, titles),
                "text_marks": token_marks(p.text, analyzer),
                "heading_marks": token_marks(p.heading, analyzer),
            }
            if document.language in LANGUAGES:
                lang = document.language
                fields[f"term_{lang}"] = _term_of(p)
                fields[f"heading_{lang}"] = p.heading
                fields[f"text_{lang}"] = p.text
                fields[f"context_{lang}"] = "\n".join(
                    _ancestor_headings(p, by_key) + list((inherited or {}).get(f"{p.doc}:{p.id}", ()))
                )
            title = _english_title(p, document, titles)
            if title:
                fields["heading_en"] = title
                fields["title_marks"] = token_marks(title, schema["text_en"].analyzer)
            fields.update(_rendered_fields(p, document, by_key, renderings or {}, schema, stats))
            fields.update(asked_fields(f"{p.doc}:{p.id}", asked or {}))
            writer.add_document(**fields)
    except BaseException:
        writer.cancel()
        raise
    writer.commit()
    with open(os.path.join(index_dir, WORDS_FILE), "w", encoding="utf-8") as f:
        json.dump(words, f, ensure_ascii=False, indent=1)
    write_term_tables(index_dir, term_tables or {})
    with open(os.path.join(index_dir, CITATION_WORDS_FILE), "w", encoding="utf-8") as f:
        json.dump(citation_words or {}, f, ensure_ascii=False, indent=1)
    write_codes(index_dir, Codes(tuple(editions), tuple(moves)))
    with ix.searcher() as plain:
        write_translator_forms(index_dir, plain, tables)
        in_language = {
            term.decode(): frozenset(plain.docs_for_query(Q.Term("language", term.decode())))
            for term in plain.reader().lexicon("language")
        }
    # the impact lists hold the scores queries are ranked by: each language's fields measured
    # over that language's provisions (see crosslang.language_weighting)
    stats.save(index_dir)
    with ix.searcher(weighting=language_weighting(in_language, stats)) as searcher:
        reader = searcher.reader()
        leave_out_renderings(reader, stats)
        # the searcher copied the reader's count when it was made; BM25's idf asks the searcher
        searcher.doc_frequency = reader.doc_frequency
        frequency = vocabulary(
            (t.decode(), reader.doc_frequency("words", t)) for t in reader.lexicon("words")
        )
        SpellingTable.build(frequency).save(index_dir)
        write_common_words(index_dir, in_language)
        write_language_frequency(index_dir, reader, in_language)
        build_impacts(searcher, index_dir)


def _words_held(
    documents: list[Document],
    provisions: list[Provision],
    words: SearchWords,
    term_tables: Mapping[str, Any],
) -> dict[str, set[str]]:
    """Per language that separates verbs, the words its texts and term tables write: a verb
    and its particle apart in a text are indexed as the word they make when one of these is
    it (as a query's are, see separable.py)."""
    wanted = set(words.separable_particles)
    if not wanted:
        return {}
    analyzer = plain_analyzer(words)
    language_of = {d.id: d.language for d in documents}
    texts: dict[str, set[str]] = {language: set() for language in wanted}
    for p in provisions:
        language = language_of.get(p.doc)
        if language in texts:
            texts[language].update((p.heading, p.text))
    for table in load_term_tables(term_tables):
        for term in table.terms:
            for language in wanted & set(term.forms):
                texts[language].update(term.forms[language])
    return {language: {t.text for text in held for t in analyzer(text)} for language, held in texts.items()}


def _display(p: Provision) -> str | None:
    """How a results page names the provision: "Law 16B1(a)", a definition's term, a note's heading."""
    if try_ref(p.id) is not None or p.id.startswith(DEFINITIONS_PREFIX):
        return display(p.id)
    return p.heading or None


def _law_title(p: Provision, document: Document, titles: dict[str, dict[int, str]]) -> str | None:
    """The official title of the provision's law in the document's code (the latest code for
    notes, which belong to none)."""
    if p.law is None or not titles:
        return None
    edition = document.edition if document.edition in titles else list(titles)[-1]
    return titles[edition].get(p.law) or None


def _rendered_fields(
    p: Provision,
    document: Document,
    by_key: Mapping[tuple[str, str], Provision],
    renderings: Mapping[str, Mapping[str, Rendering]],
    schema: Any,
    stats: RenderedStats,
) -> dict[str, Any]:
    """A provision's renderings in the fields of their languages: its rendered heading and
    text in ``text_<language>`` (their marks kept as ``rendering_marks``), its ancestors'
    rendered headings as ``context_<language>``. A heading field holds only what the
    provision's own text says (a law's official title): a query reads a rendered provision
    in its own words or in the rendering's, never both (see scoring.ReadApart). What the
    renderings add to each field is counted in ``stats``."""
    out: dict[str, Any] = {}
    own = renderings.get(f"{p.doc}:{p.id}", {})
    for language, rendering in own.items():
        if language not in LANGUAGES or language == document.language:
            continue
        above = [
            r.heading
            for ancestor in _ancestors(p, by_key)
            if (r := renderings.get(f"{p.doc}:{ancestor.id}", {}).get(language)) is not None and r.heading
        ]
        added = {
            text_field(language): "\n".join(x for x in (rendering.heading, rendering.text) if x),
            f"context_{language}": "\n".join(above),
        }
        for fieldname, value in added.items():
            if value:
                out[fieldname] = value
                stats.add(fieldname, (t.text for t in schema[fieldname].analyzer(value)))
        rendered_text = added[text_field(language)]
        out["rendering_marks"] = token_marks(rendered_text, schema[text_field(language)].analyzer)
        out["rendered"] = " ".join(x for x in (out.get("rendered", ""), language) if x)
    return out


def _english_title(p: Provision, document: Document, titles: dict[str, dict[int, str]]) -> str:
    """The English title of a law in a text in another language, on the law's own head only."""
    if document.language == "en" or "en" not in LANGUAGES or p.law is None or p.id != str(p.law):
        return ""
    return titles.get(document.edition or "", {}).get(p.law, "")


def _term_of(p: Provision) -> str:
    """A definition's defined term, so that it outweighs the words that explain it."""
    if not p.id.startswith(DEFINITIONS_PREFIX):
        return ""
    return p.heading or p.id.split("/", 1)[1].replace("-", " ")


def _ancestor_headings(p: Provision, by_key: Mapping[tuple[str, str], Provision]) -> list[str]:
    """The headings above a provision: a paragraph of "The Shuffle" is about shuffling."""
    return [node.heading for node in _ancestors(p, by_key) if node.heading]


def _ancestors(p: Provision, by_key: Mapping[tuple[str, str], Provision]) -> list[Provision]:
    """The provisions above ``p``, nearest first."""
    out: list[Provision] = []
    parent = p.parent
    seen: set[str] = set()
    while parent and parent not in seen:
        seen.add(parent)
        node = by_key.get((p.doc, parent))
        if node is None:
            break
        out.append(node)
        parent = node.parent
    return out


def cited_siblings(provisions: Sequence[Provision], citations: Iterable[Citation]) -> dict[str, list[str]]:
    """Per short provision ("doc:id"), the distinguishing words of the provisions of its own
    law that it cites: a provision of a few words that names its subject only by citing a
    sibling ("when it is too late for correction under (a)") is about what the sibling is
    about; one that cites it in an aside ("(see 4 following)") says its subject in its own
    words. A sibling's distinguishing words are those no other provision of the law holds and
    few of the document's do: words shared with the law's other provisions ("zonder verdere
    rechtzetting") or common in the document ("blinde", "speler") say nothing of the one
    cited, and would draw to the short provision questions about the others."""
    by_key = {f"{p.doc}:{p.id}": p for p in provisions}
    words = {key: split_words(p.text.lower()) for key, p in by_key.items()}
    by_law: dict[tuple[str, int | None], list[str]] = {}
    in_doc: dict[str, Counter[str]] = {}
    for key, p in by_key.items():
        by_law.setdefault((p.doc, p.law), []).append(key)
        in_doc.setdefault(p.doc, Counter()).update(set(words[key]))
    provisions_in = Counter(p.doc for p in by_key.values())
    out: dict[str, list[str]] = {}
    for c in citations:
        source = f"{c.doc}:{c.source}"
        if source not in by_key or len(words[source]) > SHORT_WORDS or c.in_heading:
            continue
        before = by_key[source].text[: c.start]
        if before.count("(") > before.count(")"):
            continue  # an aside, "(see 4 following)": the provision says its subject itself
        for t in c.targets:
            key = f"{t.doc}:{t.id}"
            cited = by_key.get(key)
            if cited is None or t.doc != c.doc or key == source or cited.law != by_key[source].law:
                continue
            if t.id.startswith(c.source) or c.source.startswith(t.id):
                continue  # its own part or whole: nothing a sibling adds
            shared = {w for other in by_law[(cited.doc, cited.law)] if other != key for w in words[other]}
            common = max(1.0, COMMON_SHARE * provisions_in[t.doc])
            own = [w for w in dict.fromkeys(words[key]) if w not in shared and in_doc[t.doc][w] <= common]
            if own:
                out.setdefault(source, []).append(" ".join(own))
    return out
