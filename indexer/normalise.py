"""Normalise source text once, so that every later stage can trust it.

Guarantees of :func:`normalise_line`:

1. Unicode NFC.
2. No invisible format characters (Unicode category Cf: zero-width spaces and joiners, the
   byte-order mark, the soft hyphen, the word joiner, directional marks): a reader does not
   see them, and a word with one inside is the word ("Shuf", U+00AD, "fling" is "Shuffling").
3. No tabs, no-break spaces, thin or other odd spaces, form feeds or vertical tabs: each is one
   ordinary space.
4. Hyphen look-alikes (U+2010, U+2011) are ``-``; en and em dashes are kept (they carry meaning).
5. Runs of spaces are one space; no leading or trailing spaces.

:func:`source_lines` also takes off a line number printed in a left margin on every line,
and joins a word a soft hyphen breaks at a line's end: the hyphen is only where the word may
break, so the word is whole. :func:`reflow` joins the hard-wrapped
lines of one paragraph with single spaces.
Source line numbers are never lost: parsers keep them next to the text.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Callable
from collections.abc import Collection
from functools import cache
from itertools import pairwise

_ODD_SPACES = re.compile(r"[\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\f\v\x1c-\x1e\x85\u2028\u2029]")
#: a line's end as a text file and an editor count lines: a form feed (a page's end), a
#: vertical tab (a word processor's break inside a paragraph) and the other breaks Python's
#: ``str.splitlines`` also cuts at stay inside their line, as spaces
_LINE_END = re.compile(r"\r\n|\r|\n")
#: the soft hyphen: where a word may break, printed only when it does
SOFT_HYPHEN = "\u00ad"
_HYPHENS = str.maketrans({"\u2010": "-", "\u2011": "-"})
_SPACES = re.compile(r" {2,}")


def normalise_line(line: str) -> str:
    """One source line, normalised as the module docstring promises."""
    line = unicodedata.normalize("NFC", line)
    line = _ODD_SPACES.sub(" ", line).translate(_invisible()).translate(_HYPHENS)
    return _SPACES.sub(" ", line).strip()


@cache
def format_characters() -> tuple[int, ...]:
    """Every format character (Unicode category Cf): invisible, and gone wherever a text or a
    citation is read (here and in :mod:`indexer.cite.clean`)."""
    planes = (*range(0x20000), *range(0xE0000, 0xE0080))  # where Unicode puts format characters
    return tuple(c for c in planes if unicodedata.category(chr(c)) == "Cf")


@cache
def _invisible() -> dict[int, None]:
    """A translation table that deletes every format character."""
    return dict.fromkeys(format_characters())


#: a line that can be one entry of a list printed a line each ("Max Bavin", "Ton Kooijman")
_LIST_LINE = re.compile(r"^[A-Z0-9][^.;:!?]{0,38}[\w)]$")
#: how many such lines in a row make a list when no colon announces it
_LIST_RUN = 5


def reflow(lines: list[str]) -> str:
    """Join hard-wrapped, already normalised lines of one paragraph into one line.

    A block printed a line per entry (the names after "The Drafting Committee consisted
    of:") keeps its lines, joined by newlines: three or more short lines after a line ending
    in a colon, or five or more anywhere.
    """
    lines = [line for line in lines if line]
    keep = _list_lines(lines)
    out = ""
    for n, line in enumerate(lines):
        if n in keep:
            out = f"{out.rstrip()}\n{line}" if out else line
        elif n - 1 in keep:
            out = f"{out}\n{line}"
        elif out.endswith("-") and not out.endswith(" -") and line[:1].islower():
            out = out + line  # a word broken at a hyphen: keep the hyphen, no space
        else:
            out = f"{out} {line}" if out else line
    return "\n".join(_SPACES.sub(" ", part).strip() for part in out.split("\n"))


def _list_lines(lines: list[str]) -> set[int]:
    """The indices of lines that form a list printed a line per entry."""
    keep: set[int] = set()
    n = 0
    while n < len(lines):
        end = n
        while end < len(lines) and _LIST_LINE.match(lines[end]):
            end += 1
        announced = n > 0 and lines[n - 1].endswith(":")
        if end - n >= (3 if announced else _LIST_RUN):
            keep.update(range(n, end))
        n = max(end, n + 1)
    return keep


def text_lines(text: str) -> list[str]:
    """A text's lines as a text file numbers them (line i + 1 at index i): cut at line feeds
    and carriage returns only, so that every warning names the line an editor shows."""
    lines = _LINE_END.split(text)
    return lines[:-1] if lines and not lines[-1] else lines


class Lines(list[str]):
    """A text's normalised lines, with the source lines whose margin number was taken off."""

    margin: tuple[int, ...] = ()


def source_lines(text: str) -> list[str]:
    """The normalised lines of a source text; index i is source line i + 1. A word broken by
    a soft hyphen at a line's end is joined on that line, without a hyphen. A line number
    printed in a left margin on every line ("  12   A. Foo") goes first: it is no part of the
    text, and a number there would be read as a label."""
    raw = text_lines(text)
    margin = margin_numbers(raw)
    for index, end in margin.items():
        raw[index] = raw[index][end:]
    for index, line in enumerate(raw):
        if line.rstrip().endswith(SOFT_HYPHEN):
            _join_soft_break(raw, index)
    out = Lines(normalise_line(line) for line in raw)
    out.margin = tuple(index + 1 for index in margin)
    return out


#: a margin's line number: a number, then two or more spaces or a tab before the text, or
#: nothing (a blank line numbered too); "1. Foo" and "12 boards are played" are no margin
_MARGIN_NUMBER = re.compile(r"^[ \t]*(?P<n>\d{1,5})(?: {2,}|\t|[ \t]*$)")
#: how many numbered lines, each following the one before, make a margin
_MARGIN_RUN = 10


def margin_numbers(raw: list[str]) -> dict[int, int]:
    """The raw lines whose first characters are a margin's line number, each with where its
    text begins: most printed lines open with a number before a wide gap, and the numbers go
    up by one from numbered line to numbered line (or start again at 1 on a new page). One
    line numbered by chance is no margin: only a long run of numbers counts."""
    found = {i: m for i, line in enumerate(raw) if (m := _MARGIN_NUMBER.match(line))}
    printed = sum(1 for line in raw if line.strip())
    if len(found) < _MARGIN_RUN or 2 * len(found) <= printed:
        return {}
    numbers = [int(m["n"]) for m in found.values()]
    following = sum(1 for a, b in pairwise(numbers) if b in (a + 1, 1))
    if 10 * following < 9 * (len(numbers) - 1):
        return {}
    return {i: m.end() for i, m in found.items()}


def _join_soft_break(raw: list[str], index: int) -> None:
    """Move the first word of the next printed line up to line ``index``, which ends in a soft
    hyphen."""
    following = next((j for j in range(index + 1, len(raw)) if raw[j].strip()), None)
    if following is None:
        return
    tail, _, rest = raw[following].strip().partition(" ")
    raw[index] = raw[index].rstrip() + tail
    raw[following] = rest


# --- what a PDF's text brings -------------------------------------------------------------

#: ligatures a PDF's text keeps as one character
_LIGATURES = str.maketrans({"ﬀ": "ff", "ﬁ": "fi", "ﬂ": "fl", "ﬃ": "ffi", "ﬄ": "ffl", "ﬅ": "st", "ﬆ": "st"})
#: a page number alone: "12", "- 12 -", "Page 12", "12 of 80", "Pagina 12"
PAGE_ONLY = re.compile(
    r"^(?:[-–—]\s*)?(?:(?i:page|pagina|p\.|blz\.?)\s*)?\d{1,3}(?:\s*(?:/|of|van)\s*\d{1,3})?(?:\s*[-–—])?$"
)
#: the line numbers a warning of :func:`clean_lines` lists ("dropped 3 page number line(s): 50, 99, 148")
LISTED_LINES = re.compile(r"(?<=line\(s\): )\d+(?:, \d+)*")
#: what marks a footnote besides ``*``: a number, a typographic sign, a superscript number
_MARK = r"(?P<n>\d{1,2}|[†‡§¶]{1,3}|[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,2})"
#: a footnote marker glued to a word: "Declarer6", "player’s12", "partnership.3", "hand†", "deck¹"
GLUED_MARKER = re.compile(rf"(?<=[a-z]{{2}})(?P<punct>[’'”)]?[.,;:]?){_MARK}(?=[\s.,;:)]|$)")
#: a footnote's first line: its mark, a space, the note
FOOTNOTE_LINE = re.compile(rf"^{_MARK}\s*(?<=\D)(?P<text>[A-Z“\"‘].*)$")
#: the rule a page prints above its footnotes
FOOTNOTE_RULE = re.compile(r"^_{3,}$")
#: superscript digits read as the digits a note may print instead
_SUPERSCRIPTS = str.maketrans("¹²³⁴⁵⁶⁷⁸⁹⁰", "1234567890")
#: a line ending in a word broken at a hyphen
BROKEN_WORD = re.compile(r"(?P<head>[^\W\d_]{2,})-$")
#: a word at the start of a line
FIRST_WORD = re.compile(r"^(?P<tail>[^\W\d_]+)(?P<rest>.*)$")


def clean_lines(
    lines: list[str], warnings: list, file: str, is_heading: Callable[[list[str], int], bool] | None = None
) -> list[str]:
    """A law text's lines with a PDF's page furniture taken out, line numbers kept.

    Page numbers and running heads (a short line printed again and again far apart, alone or
    with its page's number: "9 LAW 5") become blank lines; ligatures are spelled out; a
    footnote marker glued to a word ("Declarer6", "hand†", "deck¹") becomes ``*`` and its
    note (printed at the foot of the page, perhaps under a ``____`` rule, which goes) a ``* …``
    line that the parsers attach to the marked paragraph; a word
    hyphenated across lines is joined on the first line when the text spells it whole
    elsewhere. The line numbers :func:`source_lines` took out of a margin are reported with
    them. What is dropped is reported in ``warnings`` (one
    :class:`~indexer.models.SourceWarning` per kind of noise). A number alone that
    ``is_heading`` says heads a law (a title of that law follows) is kept.
    """
    from indexer.models import SourceWarning

    out = [line.translate(_LIGATURES) for line in lines]
    dropped: dict[str, list[int]] = {}
    if isinstance(lines, Lines) and lines.margin:
        dropped["margin number"] = list(lines.margin)
    numbered = numbered_heads(out, is_heading)
    heads = _without_law_headings(out, numbered, running_heads(out, numbered), is_heading)
    for index in sorted({*numbered, *heads}):
        dropped.setdefault("running head", []).append(index + 1)
        out[index] = ""
    for index, line in enumerate(out):
        if not PAGE_ONLY.match(line):
            continue
        if is_heading(out, index) if is_heading is not None else not _between_pages(out, index):
            continue
        dropped.setdefault("page number", []).append(index + 1)
        out[index] = ""
    for index, line in enumerate(out):
        if FOOTNOTE_RULE.match(line):
            dropped.setdefault("footnote rule", []).append(index + 1)
            out[index] = ""
    _footnotes(out)
    _join_broken_words(out)
    split_run_together(out)
    for what, numbers in dropped.items():
        shown = ", ".join(map(str, numbers[:8])) + (" …" if len(numbers) > 8 else "")
        warnings.append(SourceWarning(file, numbers[0], f"dropped {len(numbers)} {what} line(s): {shown}"))
    return out


def _without_law_headings(
    lines: list[str],
    numbered: list[int],
    heads: list[int],
    is_heading: Callable[[list[str], int], bool] | None,
) -> list[int]:
    """The running heads ``heads`` but those that head a law: each is read with the page
    furniture around it taken out (a title may follow it on the next page)."""
    if is_heading is None:
        return heads
    trial = list(lines)
    for index in (*numbered, *heads):
        trial[index] = ""
    out: list[int] = []
    for index in heads:
        trial[index] = lines[index]
        if not _opens_law(trial, index, is_heading):
            trial[index] = ""
            out.append(index)
    return out


def _opens_law(lines: list[str], index: int, is_heading: Callable[[list[str], int], bool]) -> bool:
    """``lines[index]`` heads a law no line before it headed: "LAW 17" alone, in a text whose
    pages are headed "LAW 16", "LAW 17", ..., is a running head only once its law has begun.
    A contents entry ("LAW 17 ... 23": a page's number after the law's) heads nothing."""
    number = re.search(r"\d+", lines[index])
    if number is None or not is_heading(lines, index):
        return False
    law = re.compile(rf"^\D*\b{number[0]}\b(?:\D*$)")
    return not any(law.match(line) and is_heading(lines, j) for j, line in enumerate(lines[:index]))


def _between_pages(lines: list[str], index: int) -> bool:
    """Without a reader of headings: a number alone is a page number unless a title follows."""
    following = next((line for line in lines[index + 1 : index + 3] if line), "")
    return (
        not following
        or not following[:1].isupper()
        or following.endswith((".", ":", ";"))
        or len(following.split()) > 12
        or bool(re.match(r"^[A-Z]\.\s|^\d{1,2}\.\s|^\(", following))
    )


def running_heads(lines: list[str], numbered: Collection[int] = ()) -> list[int]:
    """Short lines printed at least three times, far apart, the same but for their digits, next
    to a page number (or, in a text without page numbers, four times and not a sentence).
    ``numbered`` are the running heads that carry their page's number (:func:`numbered_heads`):
    they number the pages as a page number alone does."""
    places: dict[str, list[int]] = {}
    for index, line in enumerate(lines):
        if (
            line
            and index not in numbered
            and len(line) <= 80
            and not re.search(r"[.:;,]$", line)
            and not re.match(r"^(?:[A-Z]|\d{1,2}|\([a-z]{1,4}\))[.)]?\s", line)
        ):
            places.setdefault(re.sub(r"\d+", "#", line.casefold()), []).append(index)
    marks = sorted({*numbered, *(i for i, line in enumerate(lines) if PAGE_ONLY.match(line))})
    paged = len(marks) >= 3
    out: list[int] = []
    for found in places.values():
        found = [i for i in found if not _goes_on_below(lines, i)]
        if paged:  # where pages are numbered, a running head stands by a page's number
            found = [i for i in found if _near_page_number(lines, i, numbered)]
            if len(found) == 2 and found[1] - found[0] >= 10:  # a short text of two pages
                out.extend(found)
                continue
            apart = all(_other_page(a, b, marks) for a, b in zip(found, found[1:], strict=False))
            if len(found) >= 3 and apart:
                out.extend(found)
            continue
        found = [i for i in found if _at_page_edge(lines, i)]
        if len(found) < 4 or not _starts_head(lines[found[0]]):
            continue
        if min(b - a for a, b in zip(found, found[1:], strict=False)) >= 10:
            out.extend(found)
    return sorted(out)


def _goes_on_below(lines: list[str], index: int) -> bool:
    """``lines[index]`` begins a sentence the very next line goes on with ("Under Law 10A the
    Director rules as this provision" / "requires."): a provision's words, never a page's head."""
    following = lines[index + 1] if index + 1 < len(lines) else ""
    return following[:1].islower() and any(c.islower() for c in lines[index])


def _at_page_edge(lines: list[str], index: int) -> bool:
    """``lines[index]`` stands where a page begins or ends in a text without page numbers: a
    blank line (the run that parts pages) or the text's edge next to it on one side."""
    return not (0 < index < len(lines) - 1) or not lines[index - 1] or not lines[index + 1]


def _other_page(a: int, b: int, marks: list[int]) -> bool:
    """Lines ``a`` < ``b`` are far apart, or a page's number stands between them."""
    after = bisect.bisect_right(marks, a)
    return b - a >= 10 or (after < len(marks) and marks[after] < b)


def _starts_head(line: str) -> bool:
    """A line starts as a running head or footer may: a capital, or a sign ("© World Bridge
    Federation"); never as a sentence's continuation does (a small letter)."""
    return line[:1].isupper() or unicodedata.category(line[:1]) == "So"


#: a line with a number at one end: the page's number printed with its running head
_NUMBER_FIRST = re.compile(r"^(?P<number>\d{1,3}) (?P<rest>\S.*)$")
_NUMBER_LAST = re.compile(r"^(?P<rest>.*\S) (?P<number>\d{1,3})$")
#: the most pages a running head of one kind may skip (a page of its own, a chapter's first page)
_PAGE_STEP = 4


def numbered_heads(lines: list[str], is_heading: Callable[[list[str], int], bool] | None = None) -> list[int]:
    """Running heads printed with their page's number on one line ("9 LAW 5", "LAWS OF
    DUPLICATE BRIDGE 2007 10"): lines the same but for their digits, far apart, the number at
    one end growing a few pages at a time. A line ``is_heading`` says heads a law ("LAW 5",
    "LAW 6", ... are far apart and grow too) is never one."""
    groups: dict[tuple[str, str], list[tuple[int, int]]] = {}
    for index, line in enumerate(lines):
        if not line or len(line) > 80 or re.search(r"[.:;,]$", line):
            continue
        for side, pattern in (("first", _NUMBER_FIRST), ("last", _NUMBER_LAST)):
            match = pattern.match(line)
            if match and (_starts_head(match["rest"]) or match["rest"][:1].isdigit()):
                key = (side, re.sub(r"\d+", "#", match["rest"].casefold()))
                groups.setdefault(key, []).append((index, int(match["number"])))
    out: set[int] = set()
    for found in groups.values():
        steps = list(zip(found, found[1:], strict=False))
        if steps and all(0 < b - a <= _PAGE_STEP and j - i >= 10 for (i, a), (j, b) in steps):
            out.update(i for i, _ in found if is_heading is None or not is_heading(lines, i))
    return sorted(out)


def _near_page_number(lines: list[str], index: int, numbered: Collection[int] = ()) -> bool:
    """A page number (alone, or in a running head) within two printed lines before or after
    ``index``; the text's first and last printed lines are at a page's edge too."""
    if not _printed_before(lines, index) or not _printed_after(lines, index):
        return True
    before = [i for i in reversed(range(max(0, index - 4), index)) if lines[i]][:2]
    after = [i for i in range(index + 1, min(index + 5, len(lines))) if lines[i]][:2]
    return any(PAGE_ONLY.match(lines[i]) or i in numbered for i in before + after)


def _printed_before(lines: list[str], index: int) -> bool:
    """Whether a printed line stands before ``index`` (the scan stops at the first printed line)."""
    first = next((i for i, line in enumerate(lines) if line), len(lines))
    return first < index


def _printed_after(lines: list[str], index: int) -> bool:
    """Whether a printed line stands after ``index``."""
    last = next((i for i in range(len(lines) - 1, -1, -1) if lines[i]), -1)
    return last > index


def _footnotes(lines: list[str]) -> None:
    """Markers glued to words ("player’s12", "hand†", "deck¹") become ``*``; the note that
    follows, opening with the same mark, a ``* `` line."""
    pending: dict[str, int] = {}
    for index, line in enumerate(lines):
        if not line:
            continue
        note = FOOTNOTE_LINE.match(line)
        key = note["n"].translate(_SUPERSCRIPTS) if note else ""
        if note and key in pending and index - pending[key] < 120:
            del pending[key]
            lines[index] = f"* {note['text']}"
            continue

        def mark(match: re.Match[str], index: int = index) -> str:
            pending[match["n"].translate(_SUPERSCRIPTS)] = index
            return f"{match['punct']}*"

        if not re.match(r"^(?:LAW|Law|ARTIKEL|Artikel|Art\.)\b", line):
            lines[index] = GLUED_MARKER.sub(mark, line)


def _join_broken_words(lines: list[str]) -> None:
    """ "Declar-" + "ation of ..." -> "Declaration" + "of ...": the word is joined on the first
    line, without its hyphen when the text spells it whole elsewhere ("non-offending" keeps it)."""
    words = {w.casefold() for line in lines for w in re.findall(r"[^\W\d_]+", line)}
    for index, line in enumerate(lines):
        broken = BROKEN_WORD.search(line) if line else None
        if not broken:
            continue
        after = range(index + 1, min(index + 8, len(lines)))
        following = next((j for j in after if lines[j] and not lines[j].startswith("* ")), None)
        if (
            following is None
            or not (word := FIRST_WORD.match(lines[following]))
            or not word["tail"][:1].islower()
        ):
            continue
        whole = broken["head"] + word["tail"]
        joined = whole if whole.casefold() in words else f"{broken['head']}-{word['tail']}"
        lines[index] = line[: broken.start()] + joined
        lines[following] = word["rest"].lstrip()


#: a label at the start of a line: ``A.``, ``12.``, ``(a)``, ``(iv)``
_LEAD_LABEL = re.compile(r"^(?:(?P<section>[A-Z])\.|(?P<para>\d{1,2})\.|\((?P<sub>[a-z]{1,4})\))\s")
#: a label inside a line, after a space: where a provision run into the one before may start
_INNER_LABEL = re.compile(r"\s(?=(?:(?P<section>[A-Z])\.|(?P<para>\d{1,2})\.|\((?P<sub>[a-z]{1,4})\))\s+\S)")
_ROMANS = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x")


def split_run_together(lines: list[str]) -> None:
    """Mark with a newline where a line runs several provisions together, as a PDF's text
    does: "C. Review after Final Pass 1. After the final pass … 2. Declarer …".

    A label inside a line starts a provision only when the text before it closes (a
    sentence, a clause, or a heading) and it is the label the numbering expects next (``1.``
    after a heading, ``3.`` after ``2.``, ``(b)`` after ``(a)``, ``D.`` after ``C.``), so
    "see (a) above" or "Law 12C. 1." stay as printed. Line numbers are kept.
    """
    state: dict[str, str | int | None] = {"section": None, "para": 0, "sub": None}
    for index, line in enumerate(lines):
        if not line:
            continue
        lead = _LEAD_LABEL.match(line)
        if lead:
            _advance(state, lead)
        pieces: list[str] = []
        start = 0
        for match in _INNER_LABEL.finditer(line):
            before = line[start : match.start()]
            bare = before[lead.end() :] if lead is not None and not pieces else before
            if not bare.strip() or not _closes(before, lead if not pieces else None):
                continue
            if not _expected(state, match):
                continue
            pieces.append(line[start : match.start()])
            start = match.start() + 1
            _advance(state, match)
            lead = None
        if pieces:
            lines[index] = "\n".join([*pieces, line[start:]])


def _closes(before: str, lead: re.Match[str] | None) -> bool:
    """The text before a label ends a sentence or clause, or is a heading ("C. Review after
    Final Pass")."""
    before = before.rstrip("*")  # a footnote's marker after the sentence
    if re.search(r"[.:;]$", before) and not re.search(r"\b(?:Laws?|Art|[A-Z])\.?\s*\d*[A-Z]?\.$", before):
        return True
    if lead is None:
        return False
    words = before[lead.end() :].split()
    capitals = sum(w[:1].isupper() for w in words)
    return (
        0 < len(words) <= 10
        and words[-1][:1].isupper()
        and capitals * 2 >= len(words)
        and all(w[:1].isupper() or len(w) <= 7 for w in words)
    )


def _expected(state: dict, match: re.Match[str]) -> bool:
    if match["section"]:
        previous = state["section"]
        return previous is not None and ord(match["section"]) == ord(previous) + 1
    if match["para"]:
        return int(match["para"]) == int(state["para"] or 0) + 1
    sub = match["sub"]
    previous = state["sub"]
    if previous is None:
        return sub in ("a", "i")
    if previous in _ROMANS and sub in _ROMANS and _ROMANS.index(sub) == _ROMANS.index(previous) + 1:
        return True
    return len(sub) == 1 and len(previous) == 1 and ord(sub) == ord(previous) + 1


def _advance(state: dict, match: re.Match[str]) -> None:
    if match["section"]:
        state.update(section=match["section"], para=0, sub=None)
    elif match["para"]:
        state.update(para=int(match["para"]), sub=None)
    else:
        state["sub"] = match["sub"]
