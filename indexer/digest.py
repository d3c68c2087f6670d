"""A mailing list's digest (Mailman, Google Groups, LISTSERV) as the parsers' layout.

A digest holds many messages, one after another: each opens with its own block of header
lines (``Message: 3``, ``Date:``, ``From:``, ``Subject: [TD-list] Law 16 - ...``), then a
greeting ("Hi all,"), the text, perhaps a sign-off ("Regards,") and a ``-- `` signature, and a
row of dashes parts it from the next. None of that furniture is text of the law, and the list's
own furniture (the "Today's Topics" list at the top, the footer at the end) is none either.
A poster who names the law only in the Subject line heads the message's text with it: the
Subject then stands as the law's heading, where the header block was.

A text is read as a digest only when it holds two header blocks or more; a single email's
headers at the top are :func:`indexer.formats.text_to_layout`'s. Every word read here (header
names, greetings, reply prefixes, the list's topics and footer lines) is data in
``corpus/data/layout.toml``. The text keeps its lines: line n stays line n.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

#: a header line: its name, a colon, a space (or nothing after the colon)
_HEADER = re.compile(r"^(?P<name>[A-Za-z][A-Za-z-]*):(?:\s+(?P<value>.*))?$")
#: a row that parts a digest's messages: dashes, underscores, stars or equals signs alone
_SEPARATOR = re.compile(r"^\s*(?:-{5,}|_{5,}|\*{5,}|={5,})\s*$")
#: the most words a greeting line holds ("Hi all,", "Hallo allemaal,", "Dear fellow TDs,")
GREETING_WORDS = 5
#: the most lines a sign-off's name holds under its closing word ("Regards," / "Mike")
SIGN_OFF_NAME_LINES = 2


@dataclass(frozen=True)
class DigestWords:
    """The words a digest's furniture is written in (``layout.toml``, every language's)."""

    #: the names of header lines (``From``, ``Subject``, ``Message``, ``Onderwerp``)
    headers: frozenset[str] = frozenset()
    #: the names of a Subject header among them (``Subject``, ``Onderwerp``)
    subjects: frozenset[str] = frozenset()
    #: the words a greeting opens with (``Hi``, ``Dear``, ``Hallo``)
    greetings: tuple[str, ...] = ()
    #: a closing word alone on its line (``Regards``, ``Groeten``), casefolded
    sign_offs: frozenset[str] = frozenset()
    #: what a reply or forward puts before a Subject (``Re``, ``Fwd``, ``Antw``)
    reply_prefixes: tuple[str, ...] = ()
    #: the line that opens a digest's list of its messages (``Today's Topics``)
    topics: tuple[str, ...] = ()
    #: a Subject that opens the digest's footer (``Digest Footer``)
    footers: tuple[str, ...] = ()
    #: the words a law's heading opens with (``Law``, ``Artikel``, ``Art.``)
    law_words: tuple[str, ...] = ()


@dataclass(frozen=True)
class Digest:
    """The digest's lines with its furniture blanked, and what was left out or read."""

    lines: list[str]
    notices: list[tuple[int | None, str]]


def read_digest(lines: list[str], words: DigestWords) -> Digest | None:
    """``lines`` as a digest's text, or None when they hold fewer than two header blocks."""
    blocks = _header_blocks(lines, words)
    if len(blocks) < 2:
        return None
    out = list(lines)
    footer = _footer(lines, words)
    for i in range(footer, len(out)):
        out[i] = ""
    _clear_opening(out, blocks[0][0], words)
    ends = [start for start, _ in blocks[1:]] + [footer]
    recurring = _recurring_openings(out, blocks, ends, words)
    headed = 0
    for (start, end), stop in zip(blocks, ends, strict=True):
        if start >= footer:
            break
        subject = _subject_heading(lines[start:end], words)
        for i in range(start, end):
            out[i] = ""
        body = _clear_message(out, end, min(stop, footer), words, recurring)
        if subject and not _has_heading(out[end:body], _law_of(subject, words), words):
            out[start] = subject
            headed += 1
    notices: list[tuple[int | None, str]] = [
        (
            blocks[0][0] + 1,
            f"mailing-list digest of {len(blocks)} messages: "
            "their headers, greetings and signatures left out",
        )
    ]
    if headed:
        notices.append((None, f"{headed} messages headed by the law their Subject names"))
    return Digest(out, notices)


def _header_blocks(lines: list[str], words: DigestWords) -> list[tuple[int, int]]:
    """The (first, past-last) index of every header block: two header lines or more (a folded
    line, indented, continues the one above) after a blank line or the text's start and before
    a blank line or its end."""
    blocks: list[tuple[int, int]] = []
    i = 0
    while i < len(lines):
        if (i == 0 or not lines[i - 1].strip()) and _is_header(lines[i], words):
            end, count = i, 0
            while end < len(lines) and (_is_header(lines[end], words) or (count and _folded(lines[end]))):
                count += _is_header(lines[end], words)
                end += 1
            if count >= 2 and (end == len(lines) or not lines[end].strip()):
                blocks.append((i, end))
                i = end
                continue
        i += 1
    return blocks


def _folded(line: str) -> bool:
    """Whether a line continues the header line above it (indented, as a long header folds)."""
    return line[:1] in (" ", "\t") and bool(line.strip())


def _is_header(line: str, words: DigestWords) -> bool:
    match = _HEADER.match(line)
    return bool(match) and match is not None and match["name"] in words.headers


def _footer(lines: list[str], words: DigestWords) -> int:
    """Where the digest's footer opens (a Subject that names it), else the text's end."""
    footers = {_fold(f) for f in words.footers}
    for i, line in enumerate(lines):
        match = _HEADER.match(line)
        if match and match["name"] in words.subjects and _fold(match["value"] or "") in footers:
            return i
    return len(lines)


def _clear_opening(out: list[str], first: int, words: DigestWords) -> None:
    """Blank what comes before the first message when it lists the digest's topics (the list's
    address, how to subscribe, "Today's Topics: 1. ..."); else only the rows that part it."""
    before = out[:first]
    if any(_fold(line.strip().rstrip(":")) in map(_fold, words.topics) for line in before):
        out[:first] = [""] * first
        return
    for i in range(first - 1, -1, -1):
        if out[i].strip() and not _SEPARATOR.match(out[i]):
            break
        out[i] = ""


def _clear_message(
    out: list[str], start: int, stop: int, words: DigestWords, recurring: frozenset[str]
) -> int:
    """Blank a message's furniture between ``start`` and ``stop``: its greeting and the lines
    every message opens with, its sign-off, its signature and the rows after it. Returns where
    the message's text ends."""
    _clear_greeting(out, start, stop, words, recurring)
    end = stop
    while end > start and (not out[end - 1].strip() or _SEPARATOR.match(out[end - 1])):
        end -= 1
        out[end] = ""
    dashes = [i for i in range(start, end) if out[i].strip() == "--"]
    if dashes:
        for i in range(dashes[-1], end):
            out[i] = ""
        end = dashes[-1]
    _clear_sign_off(out, start, end, words)
    return end


def _clear_greeting(
    out: list[str], start: int, stop: int, words: DigestWords, recurring: frozenset[str]
) -> None:
    """Blank the greeting that opens a message and the lines after it that open most messages
    alike ("Next one in the series."), up to the message's first other line."""
    for i in range(start, stop):
        line = out[i].strip()
        if not line:
            continue
        if _is_greeting(line, words) or line in recurring:
            out[i] = ""
            continue
        return


def _is_greeting(line: str, words: DigestWords) -> bool:
    """A short line that opens with a greeting word ("Hi all,", "Beste allemaal,")."""
    if len(line.split()) > GREETING_WORDS or not (line[-1] in ",!" or len(line.split()) <= 2):
        return False
    return _greeting_pattern(words.greetings).match(_fold(line)) is not None


def _clear_sign_off(out: list[str], start: int, end: int, words: DigestWords) -> None:
    """Blank a closing word alone on its line ("Regards,") and the name under it, when they end
    the message's text."""
    last = [i for i in range(start, end) if out[i].strip()]
    for k in range(max(0, len(last) - SIGN_OFF_NAME_LINES - 1), len(last)):
        if _fold(out[last[k]].strip().rstrip(",!.")) in words.sign_offs:
            if len(last) - k - 1 <= SIGN_OFF_NAME_LINES:
                for i in last[k:]:
                    out[i] = ""
            return


def _recurring_openings(
    out: list[str], blocks: list[tuple[int, int]], ends: list[int], words: DigestWords
) -> frozenset[str]:
    """The lines that open most messages alike, after their greeting: a digest's poster writes
    "Next one in the series." before each law, and it is no law's text."""
    counts: Counter[str] = Counter()
    for (_, end), stop in zip(blocks, ends, strict=True):
        seen: set[str] = set()
        for line in out[end:stop]:
            stripped = line.strip()
            if not stripped or _is_greeting(stripped, words):
                continue
            if _is_heading(stripped, words) or len(seen) >= 2:
                break
            seen.add(stripped)
        counts.update(seen)
    return frozenset(line for line, n in counts.items() if n >= max(2, (len(blocks) + 1) // 2))


def _subject_heading(header: list[str], words: DigestWords) -> str | None:
    """The law heading a message's Subject makes ("Re: [TD-list] Law 16 - Authorised
    Information" -> "Law 16 - Authorised Information"), or None when it names no law."""
    for line in header:
        match = _HEADER.match(line)
        if match and match["name"] in words.subjects:
            subject = _without_prefixes(match["value"] or "", words)
            return subject if _is_heading(subject, words) else None
    return None


def _without_prefixes(subject: str, words: DigestWords) -> str:
    """A Subject without its reply prefixes and list tags, however many there are."""
    prefixes = "|".join(re.escape(p) for p in words.reply_prefixes) or "(?!)"
    pattern = re.compile(rf"^(?:\s*(?:(?:{prefixes})\s*(?:\[\d+\])?\s*:|\[[^\]]*\]))+\s*", re.IGNORECASE)
    return pattern.sub("", subject.strip()).strip()


def _law_of(line: str, words: DigestWords) -> str | None:
    """The law a line's heading names ("Law 16 - ..." -> "16"), or None when it opens with none
    ("Law 16", "ARTIKEL 16", "Art. 16", in Markdown's or bold's marks)."""
    if not words.law_words:
        return None
    match = _heading_pattern(words.law_words).match(line)
    return match["n"] if match else None


@lru_cache(maxsize=8)
def _greeting_pattern(greetings: tuple[str, ...]) -> re.Pattern[str]:
    """A line that opens with one of the greeting words (casefolded), a word of its own."""
    words = "|".join(re.escape(_fold(g)) for g in greetings) or "(?!)"
    return re.compile(rf"(?:{words})(?:\W|$)")


@lru_cache(maxsize=8)
def _heading_pattern(law_words: tuple[str, ...]) -> re.Pattern[str]:
    """A line that opens with a law's word and number, in Markdown's or bold's marks or none."""
    law = "|".join(re.escape(w.rstrip(".")) for w in law_words)
    return re.compile(rf"^[#*\s]*(?:{law})\.?\s*(?P<n>\d{{1,3}})(?![\d.,])", re.IGNORECASE)


def _is_heading(line: str, words: DigestWords) -> bool:
    return _law_of(line, words) is not None


def _has_heading(lines: list[str], law: str | None, words: DigestWords) -> bool:
    """Whether a message's text prints the heading of ``law`` itself."""
    return any(_law_of(line.strip(), words) == law for line in lines)


def _fold(text: str) -> str:
    return text.casefold().replace("’", "'").strip()
