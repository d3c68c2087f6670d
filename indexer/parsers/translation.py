"""Parse a translation of the Laws: articles headed ``Artikel N``, sections headed in words.

The Dutch extracts print sections as headings in words ("Gebruik van informatie door de
spelers" is 16A: the table ``headings-<lang>.toml`` says so), number the Laws' ``(a)``-``(d)``
as ``1.``-``4.``, leave the Laws' own numbers out of many paragraphs and may print one
article twice (first as a heading under its law, then in full). Each article is aligned to
its subtree of the edition's skeleton; copies are merged by :mod:`lawtext`.

An article's heading printed again over its later slides or pages, marked as going on ("Artikel
16 – … (vervolg)": the language's ``continued_words`` in ``layout.toml``), goes on with the
article and its numbering; an article printed twice without the mark is a copy.

A line is a paragraph, unless the text is hard-wrapped (a PDF's copy): a line without a label
after a paragraph whose sentence is not finished continues it, as in the formal texts.
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
from indexer.normalise import reflow
from indexer.outline import Costs
from indexer.outline import Item
from indexer.outline import Label
from indexer.parsers.dotless import dotless_numbers
from indexer.parsers.headings import HeadingReader
from indexer.parsers.headings import LawHeading
from indexer.parsers.headings import arabic
from indexer.parsers.headings import find_law_headings
from indexer.parsers.headings import heading_of
from indexer.parsers.headings import heading_reader
from indexer.parsers.headings import path_words
from indexer.parsers.headings import with_path_labels
from indexer.parsers.lawtext import CITED_BEFORE
from indexer.parsers.lawtext import SENTENCE_END
from indexer.parsers.lawtext import alternatives
from indexer.parsers.lawtext import decimal_sections
from indexer.parsers.lawtext import forced_ids
from indexer.parsers.lawtext import law_lines
from indexer.parsers.lawtext import nodes_from_labels
from indexer.parsers.lawtext import printed_ref
from indexer.parsers.lawtext import provisions_from_blocks
from indexer.parsers.lawtext import split_labels
from indexer.parsers.lawtext import whole_id
from indexer.parsers.lawtext import with_printed
from indexer.parsers.ocr import read_misreadings
from indexer.parsers.sitelinks import without_site_links
from indexer.tables import Node
from indexer.tables import Tables

#: each paragraph is one (reflowed) line; translations renumber the Laws' lettered lists
COSTS = Costs(continuation=1.0, unlabelled_start=0.5, skip_text=1.5, number_as_letter=0.3)


def parse(text: str, doc: Document, tables: Tables, warnings: list[SourceWarning]) -> list[Provision]:
    """The provisions of a translation's articles, in the numbering of its edition."""
    lines = law_lines(text, tables.layout.get(doc.language, {}))
    dotless_numbers(lines, tables.layout.get(doc.language, {}))
    without_site_links(lines, tables.layout.get(doc.language, {}), warnings, doc.source_file)
    if not any(lines):
        raise SourceError(doc.source_file, 1, "the file is empty")
    skeleton = tables.skeletons.get(doc.edition or "")
    if skeleton is None:
        raise SourceError(doc.source_file, None, f"no skeleton for edition {doc.edition!r}")
    reader = heading_reader(tables, doc.language)
    lines = read_misreadings(lines, tables.layout.get(doc.language, {}), reader, warnings, doc.source_file)
    lines = with_path_labels(lines, reader, path_words(tables, doc.language))
    lines = clean_lines(lines, warnings, doc.source_file, reader.heads_law)
    found = dict(find_law_headings(lines, reader))
    lettered = frozenset(n.id for nodes in skeleton.laws.values() for n in nodes)
    lines = decimal_sections(lines, {i: h.law for i, h in found.items() if not h.contents}, lettered)
    headings = tables.headings.get(doc.language, {})
    sections = {_key(v): k for k, v in headings.get("sections", {}).items()}
    overrides = forced_ids(tables.overrides.get(doc.id, {}), doc.id)
    continued = continued_mark(tables.layout.get(doc.language, {}).get("continued_words", []))
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
            if articles and _goes_on(heading, articles[-1][0], continued):
                continue
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
        ref, items, chains = articles[-1]
        if _untitled_again(line, reader, ref, continued):
            continue
        law = skeleton.nodes(ref.law)
        whole = _sections_of_one_text(law)
        known = frozenset(n.id for n in law)
        for piece in line.split("\n"):
            expect_title = _read_line(
                piece, number, items, chains, sections, expect_title, overrides, whole, known
            )
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
    whole: frozenset[str] = frozenset(),
    known: frozenset[str] = frozenset(),
) -> bool:
    """Add one line of an article to its items; whether the article's title may still follow.
    ``whole``: the letters of the sections that are one text (:func:`_sections_of_one_text`);
    ``known``: the ids of the law's skeleton, which place a section letter printed with its
    paragraph's number ("F2.") under a bare article heading."""
    labels, rest = split_labels(line)
    article = parse_ref(items[0].labels[0].value) if items[0].labels else None
    cited = bool(CITED_BEFORE.search(items[-1].text or items[-1].heading))  # "... in artikel" + "16A ..."
    printed = whole_id(line, article.law, known) if article is not None and not labels and not cited else None
    if printed is not None:
        labels, rest, _ = printed  # "16.A.1.a", "16 A 1 a": that provision and no other
    if not labels and _wrapped_on(line, number, items[-1], chains[-1], sections, whole):
        return False
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
    placed = printed[2] if printed else _placed(article, labels, known)
    items.append(
        Item(
            (Label("ref", placed),) if placed else alternatives(labels),
            "" if heading else rest,
            (number, number),
            heading,
            overrides.get(number),
            anchored=placed is not None,
        )
    )
    return False


def _placed(article: Ref | None, labels: list[Label], known: frozenset[str]) -> str | None:
    return printed_ref(article.law, labels, known) if article is not None else None


def _wrapped_on(
    line: str, number: int, last: Item, chain: list[Label], sections: dict[str, str], whole: frozenset[str]
) -> bool:
    """Whether the unlabelled ``line`` goes on with the item before it, as a hard-wrapped text
    prints it (the item is extended): the rest of its heading, or of its text."""
    if _label_alone(last, chain) and _is_heading(line):
        last.heading = line  # "A." or "F2." alone, as a two-column copy prints it: its heading
    elif _continues_heading(last, chain, line, number, sections):
        last.heading = f"{last.heading} {line}"
    elif _wrapped_first_line(last, line, number, sections):  # not a heading: a paragraph's start
        last.labels, last.heading, last.text = (), "", reflow([last.heading, line])
    elif _cut_paragraph_heading(last, chain, line, number):
        last.heading, last.text = "", reflow([last.heading, line])
    elif _continues(last, line, sections, adjacent=last.lines[1] == number - 1):
        last.text = reflow([last.text, line])
    elif _under_heading(last, chain, whole, line):
        last.text = line
    else:
        return False
    last.lines = (last.lines[0], number)
    return True


def _label_alone(last: Item, chain: list[Label]) -> bool:
    """``last`` printed a section's label and nothing after it ("A.", "F2.")."""
    return bool(chain) and chain[0].kind == "section" and not last.heading and not last.text


def _continues(last: Item, line: str, sections: dict[str, str], adjacent: bool = True) -> bool:
    """``line`` goes on with the paragraph ``last``, hard-wrapped: its sentence is unfinished,
    or ``line`` opens in small letters after a clause or a bracket (not after a full stop: a
    copy that lost a paragraph's first letter prints "ls een speler ..."). A section's heading
    in words never goes on with a paragraph. Past a blank line (not ``adjacent``: a page's
    foot, or a paragraph's end) only a sentence cut inside a clause goes on: a paragraph that
    ends on a colon or a semicolon, perhaps with the list's joiner after it ("; of"), opens
    a list, whose items are paragraphs of their own ("... gebruiken als:", a blank line, "de
    informatie voortkomt ...")."""
    if not last.text or _key(line) in sections:
        return False
    if not adjacent:
        clauses = last.text.rsplit(";", 1)
        joined = len(clauses) == 2 and len(clauses[1].split()) <= 1
        return not joined and (last.text[-1:].isalnum() or last.text.endswith(","))
    return not SENTENCE_END.search(last.text) or (line[:1].islower() and not last.text.endswith("."))


def _continues_heading(
    last: Item, chain: list[Label], line: str, number: int, sections: dict[str, str]
) -> bool:
    """``line`` is the rest of the heading on the line before it: a section's printed heading
    going on in small letters and a few words, or a heading the table knows, wrapped."""
    if not last.heading or last.text or last.lines[1] != number - 1 or SENTENCE_END.search(line):
        return False
    if _key(f"{last.heading} {line}") in sections:
        return True
    printed = bool(chain) and chain[-1].kind == "section" and last.labels != (Label("heading", last.heading),)
    return printed and line[:1].islower() and len(line.split()) <= 4


def _wrapped_first_line(last: Item, line: str, number: int, sections: dict[str, str]) -> bool:
    """``last``, read as a heading no table knows, was the first line of a wrapped paragraph:
    the line right after it goes on without a capital ("Als de wedstrijdleider van oordeel is
    dat de informatie waarschijnlijk" + "de normale voortgang ...")."""
    return (
        last.labels == (Label("heading", last.heading),)
        and not last.text
        and last.lines[1] == number - 1
        and not line[:1].isupper()
        and _key(f"{last.heading} {line}") not in sections
    )


def _cut_paragraph_heading(last: Item, chain: list[Label], line: str, number: int) -> bool:
    """``last`` is a paragraph printed with its section's letter ("F2.", "16.B.1.a") whose first
    line, read as its heading, is the start of its text wrapped: the line right after it goes
    on without a capital ("16.B.1.a Een speler mag geen bieding of speelwijze" + "kiezen die
    ...")."""
    return (
        len(chain) > 1
        and chain[0].kind == "section"
        and bool(last.heading)
        and not last.text
        and last.lines[1] == number - 1
        and not line[:1].isupper()
    )


def _under_heading(last: Item, chain: list[Label], whole: frozenset[str], line: str) -> bool:
    """``line`` is the text of the section whose heading ``last`` printed on a line of its own:
    a section that is one text, without paragraphs ("A. Leider legt zijn hand open" + "Na een
    uitkomst ..."), or a paragraph printed with its section's letter and a heading ("F2. Uitleg
    van biedingen" + "Na de afsluitende pas ...")."""
    if not last.heading or last.text or not chain:
        return False
    if chain[-1].kind == "para":  # only a section's letter printed with it gives a paragraph a heading
        return True
    return chain[-1].kind == "section" and chain[-1].value in whole and not _is_heading(line)


def _sections_of_one_text(nodes: tuple[Node, ...]) -> frozenset[str]:
    """The letters of a law's sections that the skeleton gives a text and no paragraphs."""
    parents = {n.ref.parent.id for n in nodes if n.ref.parent is not None}
    return frozenset(
        n.ref.section
        for n in nodes
        if n.ref.depth == 1 and n.has_text and n.id not in parents and n.ref.section
    )


def continued_mark(words: list[str]) -> re.Pattern[str] | None:
    """The mark that ends a heading printed again over a later slide or page ("… (vervolg)",
    "… (cont.)", "… – continued"), from the language's ``continued_words``."""
    if not words:
        return None
    alternatives_ = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?:^|[\s(\[–—-])(?:{alternatives_})\.?\s*[)\]]?\s*$", re.IGNORECASE)


def _goes_on(heading: LawHeading, article: Ref, continued: re.Pattern[str] | None) -> bool:
    """``heading`` is the article's own heading again, marked as going on: no new article."""
    return continued is not None and heading.ref == article.id and bool(continued.search(heading.title))


def _untitled_again(
    line: str, reader: HeadingReader, article: Ref, continued: re.Pattern[str] | None
) -> bool:
    """``line`` is the article's heading again with the mark and no title ("Artikel 16
    (vervolg)", "Artikel 16 – vervolg"), which no heading reader takes for a title."""
    match = reader.worded.match(heading_of(line)[0])
    return (
        continued is not None
        and match is not None
        and arabic(match["ref"]) == article.id
        and bool(continued.search(match["title"] or ""))
        and not re.sub(r"\W+", "", continued.sub("", match["title"] or ""))
    )


def _article_ref(text: str, doc: Document, line: int) -> Ref:
    try:
        return parse_ref(text)
    except ValueError as exc:
        raise SourceError(doc.source_file, line, str(exc)) from exc


def _is_heading(line: str) -> bool:
    """A short line that is not a sentence, nor the start of one cut inside brackets: a
    heading in words."""
    return (
        0 < len(line.split()) <= 10
        and not SENTENCE_END.search(line)
        and line[:1].isupper()
        and line.count("(") <= line.count(")")
    )


def _key(text: str) -> str:
    return re.sub(r"\W+", " ", text).strip().lower()
