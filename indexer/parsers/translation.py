"""Parse a translation of the Laws: articles headed ``Artikel N``, sections headed in words.

The Dutch extracts print sections as headings in words ("Gebruik van informatie door de
spelers" is 16A: the table ``headings-<lang>.toml`` says so), number the Laws' ``(a)``-``(d)``
as ``1.``-``4.``, leave the Laws' own numbers out of many paragraphs and may print one
article twice (first as a heading under its law, then in full). Each article is aligned to
its subtree of the edition's skeleton; copies are merged by :mod:`lawtext`.
"""

from __future__ import annotations

import re

from indexer.ids import Ref
from indexer.ids import parse_ref
from indexer.models import Document
from indexer.models import Provision
from indexer.models import SourceError
from indexer.models import SourceWarning
from indexer.normalise import clean_lines
from indexer.normalise import source_lines
from indexer.outline import Costs
from indexer.outline import Item
from indexer.outline import Label
from indexer.parsers.headings import find_law_headings
from indexer.parsers.headings import heading_reader
from indexer.parsers.lawtext import SENTENCE_END
from indexer.parsers.lawtext import alternatives
from indexer.parsers.lawtext import forced_ids
from indexer.parsers.lawtext import nodes_from_labels
from indexer.parsers.lawtext import provisions_from_blocks
from indexer.parsers.lawtext import split_labels
from indexer.parsers.lawtext import with_printed
from indexer.tables import Tables

#: each line is a paragraph; translations renumber the Laws' lettered lists
COSTS = Costs(continuation=1.0, unlabelled_start=0.5, skip_text=1.5, number_as_letter=0.3)


def parse(text: str, doc: Document, tables: Tables, warnings: list[SourceWarning]) -> list[Provision]:
    """The provisions of a translation's articles, in the numbering of its edition."""
    lines = source_lines(text)
    if not any(lines):
        raise SourceError(doc.source_file, 1, "the file is empty")
    skeleton = tables.skeletons.get(doc.edition or "")
    if skeleton is None:
        raise SourceError(doc.source_file, None, f"no skeleton for edition {doc.edition!r}")
    reader = heading_reader(tables, doc.language)
    lines = clean_lines(lines, warnings, doc.source_file, reader.heads_law)
    found = dict(find_law_headings(lines, reader))
    headings = tables.headings.get(doc.language, {})
    sections = {_key(v): k for k, v in headings.get("sections", {}).items()}
    overrides = forced_ids(tables.overrides.get(doc.id, {}), doc.id)
    articles: list[tuple[Ref, list[Item], list[list[Label]]]] = []
    expect_title = False
    front: list[int] = []
    skip_to = 0
    for index, line in enumerate(lines):
        number = index + 1
        if not line or index < skip_to:
            continue
        if index in found and not found[index].contents:
            heading = found[index]
            skip_to = heading.end
            ref = _article_ref(heading.ref, doc, number)
            how = (Label("ref", ref.id),)
            item = Item(how, "", (number, heading.end), heading.title, overrides.get(number))
            item.inferred = heading.how == "inferred"
            articles.append((ref, [item], [[Label("ref", ref.id)]]))
            expect_title = not heading.title
            continue
        if not articles:
            front.append(number)
            continue
        _, items, chains = articles[-1]
        for piece in line.split("\n"):
            expect_title = _read_line(piece, number, items, chains, sections, expect_title, overrides)
    if front:
        shown = "; ".join(f"{n}: {lines[n - 1][:50]!r}" for n in front[:6]) + (" …" if len(front) > 6 else "")
        warnings.append(
            SourceWarning(
                doc.source_file, front[0], f"dropped {len(front)} line(s) before the first heading: {shown}"
            )
        )
    if not articles:
        raise SourceError(doc.source_file, None, "no article heading found (e.g. 'Artikel 16' or 'Law 16')")
    blocks = [
        (
            with_printed(
                skeleton.subtree(ref), nodes_from_labels(ref, chains, [bool(i.text) for i in items])
            ),
            items,
        )
        for ref, items, chains in articles
    ]
    return provisions_from_blocks(
        doc.id, blocks, COSTS, fill_headings=False, warnings=warnings, file=doc.source_file
    )


def _read_line(
    line: str,
    number: int,
    items: list[Item],
    chains: list[list[Label]],
    sections: dict[str, str],
    expect_title: bool,
    overrides: dict[int, str],
) -> bool:
    """Add one line of an article to its items; whether the article's title may still follow."""
    labels, rest = split_labels(line)
    chains.append(labels)
    if not labels and _is_heading(line):
        if _key(line) in sections:
            section = parse_ref(sections[_key(line)])
            chains[-1] = [Label("section", section.section)] if section.section else []
            items.append(Item((Label("ref", section.id),), "", (number, number), line, inferred=True))
        elif expect_title:
            items[0].heading = line  # the article's title, printed on its own line
            items[0].lines = (items[0].lines[0], number)
            chains.pop()  # no paragraph of its own
        else:
            items.append(Item((Label("heading", line),), "", (number, number), line))
        return False
    heading = rest if labels and labels[0].kind == "section" and _is_heading(rest) else ""
    items.append(
        Item(alternatives(labels), "" if heading else rest, (number, number), heading, overrides.get(number))
    )
    return False


def _article_ref(text: str, doc: Document, line: int) -> Ref:
    try:
        return parse_ref(text)
    except ValueError as exc:
        raise SourceError(doc.source_file, line, str(exc)) from exc


def _is_heading(line: str) -> bool:
    """A short line that is not a sentence: a heading in words."""
    return 0 < len(line.split()) <= 10 and not SENTENCE_END.search(line) and line[:1].isupper()


def _key(text: str) -> str:
    return re.sub(r"\W+", " ", text).strip().lower()
