"""Law headings in every form a text prints them, and the titles that confirm them.

``LAW 21``, ``Law 21 – Misinformation``, ``LAW XXI – Misinformation``, ``ARTIKEL 62 …``,
``Art. 62``, ``21. Misinformation``, Markdown ``#`` headings, a number alone followed by the
law's title, or the title alone in any case: each form is read by :class:`HeadingReader`,
against the titles tables of every language (``titles.toml``, the skeletons,
``headings-<lang>.toml``). A contents line (a title and its page number) is told apart from
the heading it lists.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from indexer.cite.find import find_citations
from indexer.cite.numbers import roman_values
from indexer.cite.patterns import CitationWords
from indexer.cite.patterns import load_words
from indexer.ids import Ref
from indexer.ids import try_ref
from indexer.parsers.lawtext import SENTENCE_END
from indexer.parsers.lawtext import is_title_case
from indexer.parsers.lawtext import split_labels
from indexer.tables import Tables

#: a Markdown heading's hashes, or a bold wrapper: "## Law 21", "**LAW 21**"
MARKDOWN_HEADING = re.compile(r"^(?:#{1,6}\s+|\*\*(?=.*\*\*$))")
#: what may separate a law's number from its title: "Law 21 – Misinformation", "21. Title"
_TITLE_SEPARATOR = r"(?:\s*[-–—:.|]+\s*|\s+)"
#: "21. Misinformation", "21 – Misinformation", "21 Misinformation"
NUMBERED_TITLE = re.compile(rf"^(?P<law>\d{{1,2}})(?:\.|{_TITLE_SEPARATOR})\s*(?P<title>\S.*)$")
#: a number alone on its line: a law's number (when a title follows) or a page number
BARE_NUMBER = re.compile(r"^(?P<law>\d{1,2})\.?$")
#: a contents line's page number: "Misinformation ........ 23", "Misinformation 23"
PAGE_REF = re.compile(r"\s*(?:\.{2,}|…+|\s)\s*\d{1,3}$")


def heading_of(line: str) -> tuple[str, bool]:
    """A line without Markdown heading marks or bold, and whether it had them."""
    match = MARKDOWN_HEADING.match(line)
    if not match:
        return line, False
    return line[match.end() :].strip().strip("*").strip(), True


def title_key(text: str) -> str:
    """A title folded for comparison: case, apostrophes, dashes and punctuation ignored."""
    text = text.casefold().replace("’", "").replace("'", "")
    return " ".join(re.findall(r"\w+", text))


def loose_key(text: str) -> str:
    """A title's letters alone, without the letter pairs a PDF prints as ligatures: a copy that
    lost them ("DE NITIONS", "Of cial") still matches ("DEFINITIONS", "Official")."""
    return re.sub(r"ffi|ffl|ff|fi|fl", "", re.sub(r"[^a-z]", "", text.casefold()))


def title_score(line: str, title: str) -> float:
    """How well ``line`` reads as ``title``: the share of words the two have in common."""
    a, b = set(title_key(line).split()), set(title_key(title).split())
    if not a or not b:
        return 0.0
    return len(a & b) / max(len(a), len(b))


def looks_like_heading(text: str) -> bool:
    """A short line that is not a sentence: a heading or a title."""
    return 0 < len(text.split()) <= 12 and not SENTENCE_END.search(text) and text[:1].isupper()


@dataclass(frozen=True)
class LawHeading:
    """A law's (or an article's) heading found in a text."""

    law: int
    #: the id the heading names: the law, or an article of it ("Artikel 20F2" names 20F2)
    ref: str
    title: str
    #: index of the first line after the heading (a heading may wrap over several lines)
    end: int
    #: "printed" when the text prints the number, "inferred" when only the title names it
    how: str
    #: a contents line (a title followed by its page number), not the law itself
    contents: bool = False


class HeadingReader:
    """Reads a law heading at a line, in any of the forms texts print them.

    ``LAW 21``, ``Law 21 – Misinformation``, ``LAW XXI``, ``ARTIKEL 62 …``, ``Art. 62``,
    ``21. Misinformation``, Markdown ``# …`` headings, a number alone followed by the title,
    or the title alone (in any case, from the titles tables of every language). A form without
    the law word must be confirmed by the law's title, so "1. The Director may" is never Law 1.
    """

    def __init__(
        self,
        words: Iterable[str],
        titles: dict[int, list[str]],
        minor: frozenset[str] = frozenset(),
        marks: Iterable[str] = (),
    ) -> None:
        self.minor = minor
        self.words = list(dict.fromkeys(words))
        alternatives_ = "|".join(re.escape(w.rstrip(".")) for w in sorted(set(words), key=len, reverse=True))
        opener = rf"(?i:{alternatives_})s?\.?"
        if signs := "|".join(re.escape(m) for m in sorted(set(marks), key=len, reverse=True)):
            opener = rf"(?:{opener}|(?:{signs})\.?)"
        self.worded = re.compile(
            rf"^{opener}\s*(?P<ref>\d{{1,2}}(?:[A-Z](?:\d{{1,2}}[a-z]?)?)?|[IVXLC]{{1,8}})(?![\w(])"
            rf"(?:{_TITLE_SEPARATOR}(?P<title>.*))?$"
        )
        #: a title glued to the number, as a copy that lost the line break prints it:
        #: "LAW 17DURATION OF THE AUCTION" (taken only when the title is the law's own)
        self.glued = re.compile(rf"^{opener}\s*(?P<ref>\d{{1,2}})(?P<title>[A-Z][^\d]*)$")
        self.titles = titles
        self.by_key: dict[str, list[int]] = {}
        for law, names in titles.items():
            for name in names:
                self.by_key.setdefault(loose_key(name), []).append(law)
        self.sections: dict[int, list[str]] = {}

    def heads_law(self, lines: list[str], index: int) -> bool:
        """``lines[index]`` heads a law (a number alone with the law's title after it)."""
        return self.read(lines, index, 0) is not None

    def spelled(self, law: int, title: str) -> str:
        """The titles table's spelling of a title printed in capitals ("ASSIGNMENT OF SEATS")."""
        key = title_key(title)
        return next((t for t in self.titles.get(law, ()) if title_key(t) == key), title)

    def title_of(self, law: int, text: str) -> float:
        """The best score of ``text`` against the titles of ``law``."""
        return max((title_score(text, t) for t in self.titles.get(law, ())), default=0.0)

    def read(self, lines: list[str], index: int, previous: int) -> LawHeading | None:
        """The heading at ``lines[index]``, if it is one; ``previous`` is the last law found."""
        line, marked = heading_of(lines[index])
        if not line:
            return None
        if (match := self.worded.match(line)) and arabic(match["ref"]):
            if not (match["title"] or "").strip() and not marked and cited(lines, index, match, previous):
                return None
            return self._worded(lines, index, match)
        if (match := self.glued.match(line)) and self.title_of(int(match["ref"]), match["title"]) >= 0.6:
            return self._worded(lines, index, match)
        if match := BARE_NUMBER.match(line):
            return self._bare(lines, index, int(match["law"]), previous, marked)
        if (match := NUMBERED_TITLE.match(line)) and not SENTENCE_END.search(line):
            law, title = int(match["law"]), match["title"]
            if self._names_section(law, title):
                return None
            clean, contents = without_page(title)
            if self.title_of(law, clean) >= 0.6:
                clean, end = self._extend(lines, index + 1, law, clean)
                return LawHeading(law, str(law), clean, end, "printed", contents)
            return None
        return self._title_alone(lines, index, previous)

    def _names_section(self, law: int, title: str) -> bool:
        """``title`` is a section's letter and heading: "1.A Rank of Cards and Suits", a section's
        whole id, is no heading of Law 1."""
        letter, _, rest = title.partition(" ")
        return (
            len(letter) == 1
            and letter.isupper()
            and any(title_score(rest, h) >= 0.8 for h in self.sections.get(law, ()))
        )

    def _worded(self, lines: list[str], index: int, match: re.Match[str]) -> LawHeading | None:
        ref, title = arabic(match["ref"]), (match["title"] or "").strip()
        law = int(re.match(r"\d+", ref)[0])  # type: ignore[index]
        if title and not (title[:1].isupper() or title[:1] in "“\"‘'") and not self._lower_title(match, law):
            return None  # "Law 16C applies to ...", "Laws 72–93": a sentence or a range
        if title and len(title.split()) > 14:
            return None
        clean, contents = without_page(title)
        if contents and self.title_of(law, clean) < 0.5:
            clean, contents = title, False
        end = index + 1
        if not clean:
            clean, end = self._title_below(lines, index, law)
        while end < len(lines) and self._continues(clean, lines[end], ref):
            clean = f"{clean} {heading_of(lines[end])[0]}".strip()
            end += 1
        clean, end = self._extend(lines, end, law, clean)
        return LawHeading(law, ref, clean.strip(" -–—:"), end, "printed", contents)

    def _lower_title(self, match: re.Match[str], law: int) -> bool:
        """A title in lower case is the law's own after a dash ("law 16 - authorised information",
        "artikel 41 - het begin van het spelen"), or the heading of one of its sections, as an
        extract titles an article by the section it prints ("artikel 47 - wijziging van het
        spelen ..."), not a sentence ("law 16 applies to ...")."""
        gap = match.string[match.end("ref") : match.start("title")]
        title = without_page(match["title"])[0]
        named = self.title_of(law, title) >= 0.6 or any(
            title_score(title, h) >= 0.8 for h in self.sections.get(law, ())
        )
        return bool(re.search(r"[-–—]", gap)) and named

    def _title_below(self, lines: list[str], index: int, law: int) -> tuple[str, int]:
        """The title printed under a heading that gave none ("LAW 3", a blank line, "Arrangement
        of Tables"): the next line when it reads as the law's title, else no title. Blank lines
        between carry nothing: a heading at a page's foot has its title on the next page, after
        the page's furniture (its running head, its footer), which the cleaning blanked."""
        following = next((j for j in range(index + 1, len(lines)) if lines[j]), None)
        if following is not None and following > index + 1:
            text = heading_of(lines[following])[0]
            if looks_like_heading(text) and not split_labels(text)[0] and self.title_of(law, text) >= 0.6:
                return text, following + 1
        return "", index + 1

    def _extend(self, lines: list[str], end: int, law: int, title: str) -> tuple[str, int]:
        """A title wrapped over the next line ("21. Call Based on" + "Misinformation") takes
        that line when it reads more like the law's title with it."""
        if end < len(lines) and lines[end] and not split_labels(lines[end])[0]:
            longer = f"{title} {heading_of(lines[end])[0]}".strip()
            if self._wraps(lines[end]) and self.title_of(law, longer) > self.title_of(law, title):
                return longer, end + 1
        return title, end

    def _wraps(self, line: str) -> bool:
        """``line`` may be the rest of a heading: a heading of its own, or a heading's words
        opening with a small word ("an Irregularity")."""
        return looks_like_heading(line) or looks_like_heading(line[:1].upper() + line[1:]) and (
            line.split()[0].lower() in self.minor
        )

    def _continues(self, title: str, line: str, ref: str) -> bool:
        """The next line wraps the heading: "LAW 7 - CONTROL OF BOARD" + "AND CARDS"."""
        text, _ = heading_of(line)
        if not text or split_labels(text)[0] or self.worded.match(text) or BARE_NUMBER.match(text):
            return False
        if not title or title.endswith(("-", "–", "—", ":")):
            return looks_like_heading(text) and (text.isupper() or is_title_case(text, self.minor))
        return title.isupper() and text.isupper() and len(text) < 60 and not SENTENCE_END.search(text)

    def _bare(self, lines: list[str], index: int, law: int, previous: int, marked: bool) -> LawHeading | None:
        following = _next_text(lines, index)
        if following is not None:
            text = heading_of(lines[following])[0]
            if self.title_of(law, text) >= 0.6 and not split_labels(text)[0]:
                text, end = self._extend(lines, following + 1, law, text)
                return LawHeading(law, str(law), text, end, "printed")
        if marked and law > previous:
            return LawHeading(law, str(law), "", index + 1, "printed")
        return None

    def _title_alone(self, lines: list[str], index: int, previous: int) -> LawHeading | None:
        text = heading_of(lines[index])[0]
        if split_labels(text)[0] or not looks_like_heading(text):
            return None
        before = next((lines[j] for j in range(index - 1, max(index - 3, -1), -1) if lines[j]), "")
        if before and not SENTENCE_END.search(before) and not looks_like_heading(before):
            return None  # inside a sentence wrapped over lines
        candidates = [(text, index + 1)]
        following = index + 1
        if following < len(lines) and lines[following]:
            candidates.insert(0, (f"{text} {heading_of(lines[following])[0]}", following + 1))
        for candidate, end in candidates:
            clean, contents = without_page(candidate)
            laws = self.by_key.get(loose_key(clean))
            after = [law for law in laws or () if law > previous or contents]
            if any(title_score(clean, h) >= 0.8 for h in self.sections.get(previous, ())):
                return None  # the current law's own section heading, not another law's title
            if after:
                return LawHeading(min(after), str(min(after)), clean, end, "inferred", contents)
        return None


def arabic(ref: str) -> str:
    """A law's number as the ids write it: "XVI" gives "16"; a number in digits is kept. A
    string of those letters that is no law's numeral in its usual form ("IIII", "VX") gives ""."""
    if not ref or ref[0].isdigit():
        return ref
    value = roman_values().get(ref)
    return str(value) if value is not None else ""


def cited(lines: list[str], index: int, match: re.Match[str], previous: int) -> bool:
    """A "Law N." line with no title is a citation wrapped to a line's start, not a heading,
    when the line before runs on into it ("... the Director applies" + "Law 84."), or when it
    ends as a sentence does and its number goes back before the law already read (a text
    printing extracts out of order heads them "Artikel 20F2", with no full stop)."""
    before = lines[index - 1] if index else ""
    if before and not SENTENCE_END.search(before):
        return True
    law = int(re.match(r"\d+", arabic(match["ref"]))[0])  # type: ignore[index]
    return law < previous and heading_of(lines[index])[0].endswith(".")


def without_page(title: str) -> tuple[str, bool]:
    """A title without a contents line's page number, and whether it had one."""
    match = PAGE_REF.search(title)
    if (
        match
        and match.start() > 0
        and not re.search(r"(?i)\b(?:laws?|artikel|art)\s*$", title[: match.start()])
    ):
        return title[: match.start()].rstrip(" .…"), True
    return title, False


def _next_text(lines: list[str], index: int) -> int | None:
    for j in range(index + 1, min(index + 3, len(lines))):
        if lines[j]:
            return j
    return None


def minor_words(tables: Tables) -> frozenset[str]:
    """The small words a Title Case heading leaves in lower case, in every language's table."""
    return frozenset(
        w
        for table in tables.layout.values()
        if isinstance(table, dict)
        for w in table.get("heading_minor_words", ())
    )


def heading_reader(tables: Tables, language: str) -> HeadingReader:
    """A :class:`HeadingReader` for a text in ``language``, from the data tables."""
    reader = HeadingReader(
        heading_words(tables, language), law_titles(tables), minor_words(tables), heading_marks(tables)
    )
    for skeleton in tables.skeletons.values():
        for law, nodes in skeleton.laws.items():
            reader.sections.setdefault(law, []).extend(n.heading for n in nodes[1:] if n.heading)
    for table in tables.headings.values():
        for pid, heading in (table.get("sections") or {}).items():
            ref = try_ref(str(pid))
            if ref is not None and isinstance(heading, str):
                reader.sections.setdefault(ref.law, []).append(heading)
    return reader


def law_titles(tables: Tables) -> dict[int, list[str]]:
    """Every title a law goes by: each edition's titles table and its translations, the
    skeletons' law titles and each language's ``headings-<lang>.toml`` ``[laws]`` entries."""
    out: dict[int, list[str]] = {}
    for table in tables.titles.values():
        for law, title in table.items():
            out.setdefault(int(law), []).append(title)
    for editions in tables.translated_titles.values():
        for table in editions.values():
            for law, title in table.items():
                out.setdefault(int(law), []).append(title)
    for skeleton in tables.skeletons.values():
        for law, nodes in skeleton.laws.items():
            if nodes and nodes[0].heading:
                out.setdefault(law, []).append(nodes[0].heading)
    for printed in tables.headings.values():
        for law, title in (printed.get("laws") or {}).items():
            if str(law).isdigit() and isinstance(title, str):
                out.setdefault(int(law), []).append(title)
    return {law: list(dict.fromkeys(names)) for law, names in out.items()}


def heading_words(tables: Tables, language: str) -> list[str]:
    """The words that open a law heading in ``language``; with no table entry, every
    language's words (a text in a new language often still writes "Law 21")."""
    words = tables.layout.get(language, {}).get("law_heading")
    if words:
        return [*words, *tables.layout.get("en", {}).get("law_heading", ())]
    return [
        w for table in tables.layout.values() if isinstance(table, dict) for w in table.get("law_heading", ())
    ]


def heading_marks(tables: Tables) -> list[str]:
    """The marks a copy prints instead of the law word ("§ 16"), in every language's table:
    a mark is the same in each."""
    return [
        m for table in tables.layout.values() if isinstance(table, dict) for m in table.get("law_marks", ())
    ]


def find_law_headings(
    lines: list[str], reader: HeadingReader, first: int = 0
) -> list[tuple[int, LawHeading]]:
    """Each law heading of ``lines`` from ``first`` on, as (line index, heading)."""
    found: list[tuple[int, LawHeading]] = []
    previous = 0
    index = first
    while index < len(lines):
        heading = reader.read(lines, index, previous) if lines[index] else None
        if heading is None:
            index += 1
            continue
        if heading.title.isupper():
            heading = dataclasses.replace(heading, title=reader.spelled(heading.law, heading.title))
        found.append((index, heading))
        if not heading.contents:
            previous = heading.law
        index = heading.end
    return found


def with_path_labels(lines: list[str], reader: HeadingReader, words: CitationWords) -> list[str]:
    """``lines`` with each heading that repeats the law it stands in as a path down to one of
    its provisions ("Law 75 — Part A: Mistaken Explanation", "Law 16, A.1(a)", "Artikel 16 lid B
    sub 1a", in any citation form ``words`` read) written as that provision's whole id and its
    title ("75A Mistaken Explanation"): the provision's label, not the law's heading again. The
    law's heading proper is its number with at most a title after it."""
    out = list(lines)
    law = 0
    for index, line in enumerate(lines):
        if not line:
            continue
        path = _path_label(line, law, words) if law and _after_break(lines, index) else None
        if path is not None:
            out[index] = path
        elif (heading := reader.read(lines, index, law)) is not None and not heading.contents:
            law = heading.law if heading.ref == str(heading.law) else law
    return out


def path_words(tables: Tables, language: str) -> CitationWords:
    """The citation words a heading that names its law again is read with: its text's language's
    first, then every other language's. An edition may head its laws in the words of the edition
    it follows ("Art. 16. …", "art. 16, § A. …" in an English copy of a Belgian edition)."""
    data = tables.citation_words
    if language not in data:
        return load_words(data, None)
    return load_words(data, [language, *(other for other in data if other != language)])


#: what may part a path heading's citation from its title: "Law 75 — Part A: Mistaken Explanation"
_PATH_GAP = re.compile(r"\s*(?P<sign>[-–—:.|]+)?\s*")


def _path_label(line: str, law: int, words: CitationWords) -> str | None:
    """The whole id and title of a line opening with a citation of a provision of ``law`` (with
    its law word) and then ending, a separator or a title: "Law 16C applies ..." is a sentence."""
    text, _ = heading_of(line)
    if not text.lstrip().casefold().startswith(_prefixes(words)):
        return None
    found = next(iter(find_citations(text[:120], words)), None)
    if found is None or found.start or not found.prefix or found.kind != "explicit" or len(found.refs) != 1:
        return None
    part = found.refs[0]
    if part.law != law or part.section is None or part.through is not None:
        return None
    gap = _PATH_GAP.match(text, found.end)
    rest = text[gap.end() :] if gap else text[found.end :]
    if rest and not (gap and gap["sign"]) and not rest[:1].isupper():
        return None
    try:
        ref = Ref(law, part.section, part.para, part.sub, part.roman)
    except ValueError:
        return None
    return f"{ref.display.removeprefix('Law ')} {rest}".rstrip()


@lru_cache(maxsize=16)
def _prefixes(words: CitationWords) -> tuple[str, ...]:
    """The words and signs a citation with its law word opens with, casefolded: a line opening
    with none of them is no path heading, and is not searched for citations."""
    return tuple(w.casefold() for w in (*words.law, *words.laws, *words.tight, *words.signs))


def _after_break(lines: list[str], index: int) -> bool:
    """``lines[index]`` opens a block: the line before is blank, ends a sentence or is a heading."""
    before = heading_of(lines[index - 1])[0] if index else ""
    return not before or bool(SENTENCE_END.search(before)) or looks_like_heading(before)
