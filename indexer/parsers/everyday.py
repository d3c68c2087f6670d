"""Parse a plain-language edition: no headings at all, only item numbers that restart.

Every line is a paragraph (Markdown table rows stay with the paragraph that introduces them).
The ids come from aligning the sequence of printed labels and unlabelled paragraphs to the
skeleton of the laws the text covers, named by its first line ("Laws 72–93 ..."); a
per-document override table corrects what alignment cannot know.
"""

from __future__ import annotations

import re

from indexer.models import Document
from indexer.models import Provision
from indexer.models import SourceError
from indexer.models import SourceWarning
from indexer.normalise import source_lines
from indexer.outline import Costs
from indexer.outline import Item
from indexer.parsers import formal
from indexer.parsers.headings import find_law_headings
from indexer.parsers.headings import heading_reader
from indexer.parsers.lawtext import alternatives
from indexer.parsers.lawtext import forced_ids
from indexer.parsers.lawtext import provisions_from_blocks
from indexer.parsers.lawtext import split_labels
from indexer.parsers.lawtext import split_run_in
from indexer.tables import Tables

#: each line is its own paragraph here, and the paraphrase leaves out little
COSTS = Costs(continuation=1.0, unlabelled_start=0.5, skip_text=1.5, heading_bonus=0.4)

#: a Markdown table row
TABLE_ROW = re.compile(r"^\|.*\|$")


def parse(text: str, doc: Document, tables: Tables, warnings: list[SourceWarning]) -> list[Provision]:
    """The provisions of a plain-language edition, ids from the edition's skeleton."""
    lines = source_lines(text)
    if not any(lines):
        raise SourceError(doc.source_file, 1, "the file is empty")
    layout = tables.layout.get(doc.language, {})
    covered = coverage(lines, layout, doc)
    headed = {
        h.law for _, h in find_law_headings(lines, heading_reader(tables, doc.language)) if not h.contents
    }
    if len(headed) >= 2:  # a paraphrase printed with law headings reads like the formal text
        return formal.parse(text, doc, tables, warnings)
    if covered is None:
        warnings.append(
            SourceWarning(
                doc.source_file, 1, "the first line names no laws: the text is read by its headings"
            )
        )
        return formal.parse(text, doc, tables, warnings)
    first, last, title_line = covered
    skeleton = tables.skeletons.get(doc.edition or "")
    if skeleton is None:
        raise SourceError(doc.source_file, None, f"no skeleton for edition {doc.edition!r}")
    missing = [law for law in range(first, last + 1) if law not in skeleton.laws]
    if missing:
        raise SourceError(doc.source_file, None, f"the {doc.edition} skeleton lacks laws {missing}")
    nodes = tuple(node for law in range(first, last + 1) for node in skeleton.laws[law])
    overrides = forced_ids(tables.overrides.get(doc.id, {}), doc.id)
    items = paragraphs(lines, title_line, overrides)
    return provisions_from_blocks(
        doc.id,
        [(nodes, items)],
        COSTS,
        fill_headings=doc.language == "en",
        warnings=warnings,
        file=doc.source_file,
    )


def coverage(lines: list[str], layout: dict, doc: Document) -> tuple[int, int, int | None] | None:
    """The first and last law the text covers, and the index of the title line naming them
    (None when no first line names them: the text is then read by its headings)."""
    pattern = layout.get("coverage_title")
    for index, line in enumerate(lines[:3]):
        if pattern and line and (match := re.match(pattern, line)):
            return int(match["first"]), int(match["last"]), index
    return None


def paragraphs(lines: list[str], skip: int | None, overrides: dict[int, str]) -> list[Item]:
    """One item per line; table rows join the paragraph above them."""
    items: list[Item] = []
    for index, line in enumerate(lines):
        number = index + 1
        if not line or index == skip:
            continue
        if TABLE_ROW.match(line) and items:
            last = items[-1]
            last.text = (
                f"{last.text}\n{line}"
                if "\n|" in last.text or last.text.startswith("|")
                else (f"{last.text}\n\n{line}")
            )
            last.lines = (last.lines[0], number)
            continue
        labels, rest = split_labels(line)
        for piece_labels, piece in split_run_in(labels, rest):
            items.append(Item(alternatives(piece_labels), piece, (number, number), "", overrides.get(number)))
    return items
