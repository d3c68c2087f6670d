"""A scanned copy's misread law headings and labels, read as the text's order expects them.

Character recognition prints "IAW 50" or "ARTIKEL l6" for a law's heading and "(a]", "3," or
"B," for a label; a reader still reads them, the parsers would not. The confusions are data
(``layout.toml``'s ``ocr_letters``, ``ocr_digits``, ``ocr_marks``). A line is read through them
only where the reading is what the text expects there: a law heading whose title is the law's
own (or the next law's number), a label that is the next one of its level. A word of running
text never changes, and each reading is reported with its line.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field
from functools import partial

from indexer.ids import ROMANS
from indexer.models import SourceWarning
from indexer.parsers.headings import HeadingReader
from indexer.parsers.headings import looks_like_heading
from indexer.parsers.headings import title_score
from indexer.parsers.lawtext import SENTENCE_END
from indexer.parsers.lawtext import split_labels


def _forms(table: dict, key: str) -> list[str]:
    """The misread forms ``table`` lists for ``key`` (apart by spaces)."""
    return str(table.get(key, "")).split()


def _word_pattern(word: str, letters: dict) -> str:
    """A pattern for ``word`` with each letter also as any of its misread forms."""
    parts = []
    for char in word.rstrip("."):
        forms = [char, *_forms(letters, char.lower())]
        parts.append("(?:" + "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True)) + ")")
    return "".join(parts)


def _digit_map(digits: dict) -> dict[str, str]:
    """Each misread form of a digit (one character) -> the digit."""
    return {form: digit for digit in digits for form in _forms(digits, digit) if len(form) == 1}


@dataclass
class _Order:
    """The labels a text has printed so far at each level, to tell what comes next."""

    section: str | None = None
    para: int | None = None
    paren: str | None = None
    romans: list[str] = field(default_factory=list)

    def restart(self) -> None:
        self.section, self.para, self.paren, self.romans = None, None, None, []

    def read(self, kind: str, value: str) -> None:
        """A label printed: the levels below it start again."""
        if kind == "section":
            self.section, self.para, self.paren, self.romans = value, None, None, []
        elif kind == "para":
            self.para, self.paren, self.romans = int(value), None, []
        elif self.paren is not None and value in ROMANS and value != _after(self.paren, "a"):
            self.romans.append(value)  # "(i)" after "(h)" is the next letter, after "(b)" a numeral
        else:
            self.paren, self.romans = value, []

    def expects(self, value: str) -> str | None:
        """The kind of the label ``value`` when it is the next one of its level, else None."""
        if value.isdigit():
            first = 1 if self.paren is not None else 0  # items under no number: the first one's
            return "para" if int(value) == (self.para or first) + 1 else None
        if len(value) == 1 and value.isupper():
            return "section" if value == _after(self.section, "A") else None
        if value == _after(self.paren, "a"):
            return "paren"
        roman = ROMANS[len(self.romans)] if len(self.romans) < len(ROMANS) else None
        return "paren" if self.paren is not None and value == roman else None


def _after(letter: str | None, first: str) -> str:
    """The letter after ``letter`` (``first`` when there is none yet; none after a numeral)."""
    if not letter:
        return first
    return chr(ord(letter) + 1) if len(letter) == 1 else ""


class Misreadings:
    """Reads a scanned copy's misread law headings and labels (:func:`read_misreadings`)."""

    def __init__(self, layout: dict, reader: HeadingReader, words: list[str]) -> None:
        letters, digits, marks = (layout.get(k) or {} for k in ("ocr_letters", "ocr_digits", "ocr_marks"))
        self.reader = reader
        self.words = words
        self.digits = _digit_map(digits)
        number = "[" + re.escape("".join(sorted(set("0123456789") | set(self.digits)))) + "]{1,2}"
        alternatives = "|".join(_word_pattern(w, letters) for w in sorted(set(words), key=len, reverse=True))
        self.heading = (
            re.compile(rf"^(?i:(?P<word>{alternatives}))s?\.?(?P<gap>\s*)(?P<number>{number})(?![\w(])")
            if alternatives
            else None
        )
        opening = re.escape("".join(["(", *_forms(marks, "(")]))
        closing = re.escape("".join([")", *_forms(marks, ")")]))
        self.bracketed = re.compile(
            rf"^(?P<open>[{opening}])(?P<value>[a-z]{{1,4}}|[A-Z]|\d{{1,2}})(?P<close>[{closing}])(?=\s)"
        )
        stops = "".join(re.escape(f) for f in _forms(marks, "."))
        self.stopped = re.compile(rf"^(?P<value>[A-Z]|\d{{1,2}})(?P<stop>[{stops}])(?=\s)") if stops else None

    def law_heading(self, lines: list[str], index: int, previous: int) -> tuple[str, str] | None:
        """The misread heading at ``lines[index]`` and its reading, when the reading heads the
        law its title names or the one after ``previous``."""
        line = lines[index]
        match = self.heading.match(line) if self.heading else None
        if match is None:
            return None
        word = self._word(match["word"])
        number = "".join(self.digits.get(c, c) for c in match["number"])
        printed = match[0]
        read = f"{word}{match['gap'] or ' '}{number}"
        if read == printed or number.startswith("0"):
            return None
        heading = self.reader.read(
            [*lines[:index], read + line[match.end() :], *lines[index + 1 :]], index, previous
        )
        if heading is None or heading.contents or heading.law != int(number):
            return None
        if heading.law != previous + 1 and not self._titled(heading.law, heading.title):
            return None
        return printed, read

    def _titled(self, law: int, title: str) -> bool:
        """``title`` is the law's own or one of its sections' (an extract titles an article by
        the section it prints)."""
        sections = self.reader.sections.get(law, ())
        return self.reader.title_of(law, title) >= 0.6 or any(title_score(title, h) >= 0.8 for h in sections)

    def _word(self, printed: str) -> str:
        """The law word a misread one stands for, in the case it was printed in."""
        folded = re.sub(r"\W", "", printed).casefold()
        word = min(self.words, key=lambda w: abs(len(w.rstrip(".")) - len(folded)))
        letters = [c for c in printed if c.isalpha() and c not in "Il"]
        if letters and all(c.isupper() for c in letters):
            return word.rstrip(".").upper()
        return word.rstrip(".")[:1].upper() + word.rstrip(".")[1:].lower()

    def label(
        self, line: str, before: str, order: _Order, following: Callable[[], str | None]
    ) -> tuple[str, str] | None:
        """The misread label opening ``line`` and its reading, when the reading is the next label
        of its level, or the one before the next label of its level printed (``following()``,
        asked only then: an extract printing "2." and "3." of a section whose "1." it leaves
        out). A stop misread as
        a comma only where a paragraph may start (after a blank line, a sentence's end or a
        heading), as "B, who ..." may run on a sentence."""
        if match := self.bracketed.match(line):
            if match["open"] == "(" and match["close"] == ")":
                return None
            read = f"({match['value']})"
        elif self.stopped and (match := self.stopped.match(line)):
            if before and not SENTENCE_END.search(before) and not _heading_line(before):
                return None
            read = f"{match['value']}."
        else:
            return None
        if order.expects(match["value"]) is None and following() != _successor(match["value"]):
            return None
        return match[0], read


def read_misreadings(
    lines: list[str], layout: dict, reader: HeadingReader, warnings: list[SourceWarning], file: str
) -> list[str]:
    """``lines`` with each misread law heading and label read as the text's order expects it
    (module docstring); each reading is reported as a warning on its line."""
    if not layout.get("ocr_letters") and not layout.get("ocr_marks"):
        return lines
    misread = Misreadings(layout, reader, reader.words)
    out = list(lines)
    order = _Order()
    previous = 0
    before = ""
    for index, line in enumerate(lines):
        text = line.lstrip()
        if not text:
            before = ""
            continue
        found = misread.heading.match(text) if misread.heading else None
        heading = reader.read(out, index, previous) if found else None
        if (
            heading is not None
            and heading.ref != str(heading.law)
            and misread.law_heading(out, index, previous)
        ):
            heading = None  # "LAW 5O": Law 50 rather than an article 5O
        if heading is not None:
            previous = previous if heading.contents else heading.law
            order.restart()
        elif found and (reading := misread.law_heading(out, index, previous)):
            out[index] = line.replace(reading[0], reading[1], 1)
            previous = int(re.sub(r"\D", "", reading[1]))
            order.restart()
            warnings.append(SourceWarning(file, index + 1, f"read {reading[0]!r} as {reading[1]!r}"))
        else:
            reading = misread.label(text, before, order, partial(_following, lines, index))
            if reading is not None:
                out[index] = line.replace(reading[0], reading[1], 1)
                warnings.append(SourceWarning(file, index + 1, f"read {reading[0]!r} as {reading[1]!r}"))
            for label in split_labels(out[index].lstrip())[0]:
                order.read(label.kind, label.value)
        before = text
    return out


def _successor(value: str) -> str:
    """The label after ``value`` at its level: 3 after 2, C after B, (c) after (b)."""
    return str(int(value) + 1) if value.isdigit() else _after(value, "a")


#: how far on the next label of a level is looked for
_LOOK_AHEAD = 40


def _following(lines: list[str], index: int) -> str | None:
    """The value of the next label printed at the level of the misread one opening
    ``lines[index]`` ("3" for "2,"), within a few lines; None when a label of another kind
    comes first."""
    value = re.match(r"\W?(\w+)", lines[index].lstrip())
    if value is None:
        return None
    digit, upper = value[1].isdigit(), value[1].isupper()
    for line in lines[index + 1 : index + _LOOK_AHEAD]:
        labels = split_labels(line.lstrip())[0]
        if labels:
            head = labels[0]
            if head.kind == "section" and not upper:
                return None
            if (head.kind == "para") == digit and (head.kind == "section") == upper:
                return head.value
    return None


def _heading_line(line: str) -> bool:
    """``line`` is a heading, not a sentence's first words: it ends on a word not in small letters."""
    return looks_like_heading(line) and not line.split()[-1].islower()
