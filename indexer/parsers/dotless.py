"""Paragraph numbers printed without a dot, as Dutch and Belgian statutes and the sites that
publish them number their leden: "1 De speler ...", "2 Indien ...", and a number alone above its
lettered items ("2" over "a. ...").

A number at a line's start is read as a paragraph's label only where such numbers run on, 1, 2,
3, within one provision (between two section labels or law headings) that prints no dotted
paragraph label of its own. A page number stands alone between pages and counts on across
sections; a paragraph's number opens its text, or heads its items. Each number read so is
written with a dot ("1. De speler ..."), so the label readers take it as any printed label.
"""

from __future__ import annotations

import re

from indexer.normalise import numbered_heads
from indexer.parsers.lawtext import BRACKETED_PARA
from indexer.parsers.lawtext import BRACKETED_SECTION
from indexer.parsers.lawtext import PARA_LABEL
from indexer.parsers.lawtext import SECTION_LABEL
from indexer.parsers.lawtext import split_labels

#: a number at a line's start with no dot or bracket after it, and the text after it if any
DOTLESS = re.compile(r"^(?P<para>\d{1,2})(?:\s+(?P<rest>\S.*))?$")
#: the most a run's numbers grow from one to the next (2: the copy left a paragraph out)
_MOST_STEP = 2
#: the runs from which a copy numbers its paragraphs without a dot: a number alone in its
#: provision is then read as a paragraph's too, where it opens a sentence or heads items
_STYLE_RUNS = 2
#: what a paragraph's text may open with after its number: a letter, a quote, a bracket
_OPENS_TEXT = re.compile(r"^[^\W\d_]|^[“‘\"'(\[]")


def dotless_numbers(lines: list[str], layout: dict) -> None:
    """Write each paragraph number printed without a dot in ``lines`` with one, in place."""
    heads = set(numbered_heads(lines))
    blocks = [_candidates(lines, block, heads) for block in _blocks(lines, _law_heading(layout))]
    runs = [_runs(lines, found) for found in blocks]
    styled = sum(1 for found in runs if found) >= _STYLE_RUNS
    for found, numbered in zip(blocks, runs, strict=True):
        if styled and not numbered:
            numbered = [i for _, i in found if _single(lines[i])]
        for index in numbered:
            match = DOTLESS.match(lines[index])
            assert match is not None
            lines[index] = f"{match['para']}." + (f" {match['rest']}" if match["rest"] else "")


def _law_heading(layout: dict) -> re.Pattern[str]:
    """A law's heading line in the language's words ("Artikel 16", "LAW 16", "§ 16")."""
    words = "|".join(re.escape(w) for w in (*layout.get("law_heading", ()), *layout.get("law_marks", ())))
    return re.compile(rf"(?i)^(?:{words})\s*\d" if words else r"(?!)")


def _blocks(lines: list[str], law: re.Pattern[str]) -> list[list[int]]:
    """The printed lines of each provision a law heading or a section label opens, in order."""
    blocks: list[list[int]] = [[]]
    for index, line in enumerate(lines):
        if not line:
            continue
        if law.match(line) or SECTION_LABEL.match(line) or BRACKETED_SECTION.match(line):
            blocks.append([])
        blocks[-1].append(index)
    return blocks


def _candidates(lines: list[str], block: list[int], heads: set[int]) -> list[tuple[int, int]]:
    """The (place in ``block``, line) of each dotless number that may be a paragraph's, none in
    a provision printing dotted paragraph labels."""
    if any(PARA_LABEL.match(lines[i]) or BRACKETED_PARA.match(lines[i]) for i in block):
        return []
    return [(n, i) for n, i in enumerate(block) if i not in heads and _candidate(lines, block, n)]


def _runs(lines: list[str], found: list[tuple[int, int]]) -> list[int]:
    """The lines of ``found`` whose numbers run on: each one or two (a paragraph the copy left
    out) above the one before it."""
    out: list[int] = []
    run: list[tuple[int, int]] = []
    for place, index in found:
        if run and 0 < _value(lines, index) - _value(lines, run[-1][1]) <= _MOST_STEP:
            run.append((place, index))
            continue
        out.extend(_accepted(lines, run))
        run = [(place, index)]
    return out + _accepted(lines, run)


def _accepted(lines: list[str], run: list[tuple[int, int]]) -> list[int]:
    """The lines of ``run`` when it numbers paragraphs: two or more, counting from 1, or from a
    later number on the block's first line of text (after its heading or label line)."""
    if len(run) < 2:
        return []
    first_place, first = run[0]
    return [i for _, i in run] if _value(lines, first) == 1 or first_place <= 1 else []


def _value(lines: list[str], index: int) -> int:
    return int(DOTLESS.match(lines[index])["para"])  # type: ignore[index]


def _candidate(lines: list[str], block: list[int], place: int) -> bool:
    """Line ``block[place]`` may be a dotless paragraph number: its text opens after it, or it
    stands alone above a lettered item."""
    match = DOTLESS.match(lines[block[place]])
    if match is None:
        return False
    if match["rest"]:
        return bool(_OPENS_TEXT.match(match["rest"]))
    if place + 1 >= len(block):
        return False
    labels, _ = split_labels(lines[block[place + 1]])
    return bool(labels) and labels[0].kind == "paren"


def _single(line: str) -> bool:
    """A number alone in its provision is a paragraph's when a sentence (a capital) or its items
    (on the next line) follow it."""
    match = DOTLESS.match(line)
    return match is not None and (not match["rest"] or match["rest"][:1].isupper())
