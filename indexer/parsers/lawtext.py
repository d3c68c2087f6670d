"""What the three law-text parsers share: printed labels, headings, and turning aligned
paragraphs into provisions.

Each parser cuts its text into blocks (one per law, or per article for the Dutch extracts),
each with the skeleton nodes it may use, and calls :func:`provisions_from_blocks`.
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

from indexer.ids import ROMANS
from indexer.ids import Ref
from indexer.ids import try_ref
from indexer.models import Provision
from indexer.models import SourceError
from indexer.models import SourceWarning
from indexer.normalise import normalise_line
from indexer.normalise import source_lines
from indexer.outline import LEVELS
from indexer.outline import Costs
from indexer.outline import Draft
from indexer.outline import Item
from indexer.outline import Label
from indexer.outline import align
from indexer.outline import assemble
from indexer.tables import Node

#: ``A.``, ``A)`` or ``F2.`` (a section letter, optionally with its paragraph) at the start of a
#: line, or alone on it (a section whose text is all in its paragraphs)
SECTION_LABEL = re.compile(r"^(?P<section>[A-Z])(?P<para>\d{1,2})?[.)](?:\s+(?=\S)|$)")
#: ``1.`` or ``1)`` at the start of a line (not ``1.5`` nor a year), or the numbered point of
#: Belgian and Dutch rules, ``1°`` / ``1º`` (also ``1°)``), which stands for paragraph 1
PARA_LABEL = re.compile(r"^(?P<para>\d{1,2})(?:\.|\)|[°º]\)?)(?:\s+|$)")
#: ``(A)``, ``(F2)`` and ``(1)``: a section letter and a paragraph number in brackets, as some national
#: regulations print every level; the case and the level order tell them from ``(a)`` and ``(i)``
#: (in a text wholly in capitals, their place: :func:`items_by_place`)
BRACKETED_SECTION = re.compile(r"^\((?P<section>[A-Z])(?P<para>\d{1,2})?\)(?:\s+(?=\S)|$)")
BRACKETED_PARA = re.compile(r"^\((?P<para>\d{1,2})\)(?:\s+|$)")
#: ``(a)``, ``(iv)``, ``a)``, ``iv)`` or ``a.`` at the start of a line
PAREN_LABEL = re.compile(r"^(?:\((?P<value>[a-z]{1,4})\)\s*|(?P<bare>[a-z]{1,4})[).]\s+)")
#: a line that ends a sentence or a clause: the next line may start a new paragraph
SENTENCE_END = re.compile(r"[.:;?!)\]”\"’]$")


def split_labels(line: str) -> tuple[list[Label], str]:
    """The labels printed at the start of ``line`` (``1. (a)`` gives two) and the rest."""
    labels, rest = _split_labels(line)
    return list(labels), rest


@lru_cache(maxsize=1 << 16)
def _split_labels(line: str) -> tuple[tuple[Label, ...], str]:
    """:func:`split_labels`, remembered: the parsers ask it of the same lines many times over."""
    labels: list[Label] = []
    rest = line
    while True:
        if not labels and (m := SECTION_LABEL.match(rest) or BRACKETED_SECTION.match(rest)):
            labels.append(Label("section", m["section"]))
            if m["para"]:
                labels.append(Label("para", m["para"]))
        elif (not labels or labels[-1].kind == "section") and (
            m := PARA_LABEL.match(rest) or BRACKETED_PARA.match(rest)
        ):
            labels.append(Label("para", m["para"]))
        elif (m := PAREN_LABEL.match(rest)) and _paren_ok(m["value"] or m["bare"]):
            labels.append(Label("paren", m["value"] or m["bare"]))
        else:
            return tuple(labels), rest
        rest = rest[m.end() :]


def law_lines(text: str, layout: dict) -> list[str]:
    """The normalised lines of a law text (as :func:`~indexer.normalise.source_lines`), with the
    list bullet a word processor prints before each paragraph taken off, so its label is read."""
    pieces = _LINE_BREAK.split(text)  # the lines and, between them, the breaks as they were
    lines = source_lines("".join(p if n % 2 else _printed_label(p, layout) for n, p in enumerate(pieces)))
    if upper_cased(text):
        items_by_place(lines, layout)
    return lines


#: the share of a text's cased letters printed in capitals from which the whole text is
#: upper-cased (a typewritten handout, a style's capitals): a label's case then tells nothing
UPPER_CASED = 0.9


def upper_cased(text: str) -> bool:
    """Most of ``text``'s letters are capitals."""
    upper = sum(1 for c in text if c.isupper())
    cased = upper + sum(1 for c in text if c.islower())
    return cased > 0 and upper >= UPPER_CASED * cased


#: a bracketed capital letter or roman numeral: "(A)", "(IV)"
_CAPITAL_ITEM = re.compile(r"^\((?P<value>[A-Z]{1,4})\)(?:\s+(?=\S)|$)")


@dataclasses.dataclass
class _Run:
    """Where a text's labels have got to: its section, its paragraph's number, its item letter
    and whether roman items followed that letter."""

    #: the text prints its sections bracketed too ("(A)"): only the order tells them from items
    bracketed_sections: bool
    section: str | None = None
    para: int | None = None
    sub: str | None = None
    roman: bool = False

    def is_item(self, value: str, after_number: bool, next_number: int | None) -> bool:
        """A bracketed capital ``value`` is an item: always after a paragraph's number on its
        line, or in a text whose sections print unbracketed. Else, under a section, it is the
        first item, the next one (the one after that when roman items followed a letter the
        copy left out) or a roman numeral after an item; a letter that may also be the next
        section heads one when the labels after it number paragraphs afresh (``next_number``)."""
        lower = value.lower()
        if len(lower) > 1:
            return lower in ROMANS
        if after_number or not self.bracketed_sections:
            return True
        if self.section is None:
            return False
        if lower == "a":
            return True
        if self.sub is None:
            return False
        after = _next_letter(self.sub)
        if lower in ROMANS and lower != after:
            return True
        following = lower == after or self.roman and lower == _next_letter(after)
        return following and not (value > self.section and self.afresh(next_number))

    def afresh(self, number: int | None) -> bool:
        """Paragraph ``number`` starts a new section's numbering: 1, or no later than the open one."""
        return number == 1 or number is not None and self.para is not None and number <= self.para

    def item(self, value: str) -> None:
        """Move past item ``value``: a letter, or a roman numeral after a letter other than (h)."""
        roman = value in ROMANS and self.sub not in (None, "h")
        if len(value) == 1 and not roman:
            self.sub = value
        self.roman = roman


def _next_letter(letter: str) -> str:
    return chr(ord(letter) + 1)


def items_by_place(lines: list[str], layout: dict) -> None:
    """In an upper-cased text, write each bracketed capital its place makes an item ("(A)"
    under "1.", "(I)" after "(H)") in lower case, so it is read as the same text in lower case
    is: the level order then tells a letter from a roman numeral. The text after the label is
    left as printed."""
    law = _law_heading(layout)
    run = _Run(bracketed_sections=not any(SECTION_LABEL.match(line) for line in lines))
    numbers = _next_numbers(lines)
    for index, line in enumerate(lines):
        if law.match(line):
            run.section, run.para, run.sub, run.roman = None, None, None, False
            continue
        lines[index] = _read_run(line, run, numbers[index])


def _next_numbers(lines: list[str]) -> list[int | None]:
    """For each line, the paragraph number the next labelled line opens with, if any."""
    out: list[int | None] = [None] * len(lines)
    following: int | None = None
    for index in range(len(lines) - 1, -1, -1):
        out[index] = following
        line = lines[index]
        if m := PARA_LABEL.match(line) or BRACKETED_PARA.match(line):
            following = int(m["para"])
        elif split_labels(line)[0] or _CAPITAL_ITEM.match(line):
            following = None
    return out


def _law_heading(layout: dict) -> re.Pattern[str]:
    words = "|".join(re.escape(w) for w in (*layout.get("law_heading", ()), *layout.get("law_marks", ())))
    return re.compile(rf"(?i)^(?:{words})\s*\d" if words else r"(?!)")


def _read_run(line: str, run: _Run, next_number: int | None) -> str:
    """``line`` with the bracketed capitals at its start that are items in lower case; ``run``
    moved past its labels."""
    done, rest, after_number = "", line, False
    while rest:
        if (m := _CAPITAL_ITEM.match(rest)) and run.is_item(m["value"], after_number, next_number):
            rest = f"({m['value'].lower()}){rest[m.end('value') + 1 :]}"
        if not done and (m := SECTION_LABEL.match(rest) or BRACKETED_SECTION.match(rest)):
            run.section, run.sub, run.roman = m["section"], None, False
            run.para = int(m["para"]) if m["para"] else None
            after_number = bool(m["para"])
        elif m := PARA_LABEL.match(rest) or BRACKETED_PARA.match(rest):
            run.para, run.sub, run.roman, after_number = int(m["para"]), None, False, True
        elif m := PAREN_LABEL.match(rest):
            run.item(m["value"] or m["bare"])
        else:
            break
        done, rest = done + rest[: m.end()], rest[m.end() :]
    return done + rest


def _printed_label(line: str, layout: dict) -> str:
    return without_level_word(without_bullet(line, layout), layout)


_LINE_BREAK = re.compile(r"(\r\n|\r|\n)")


#: a bullet at a line's start: the character, what a pictograph carries after it (a variation
#: selector, a skin tone, further pictographs joined by a zero-width joiner), the gap after it
#: and the rest of the line
_BULLETED = re.compile(
    r"^[ \t]*(?P<bullet>\S)(?:[\ufe0e\ufe0f\U0001f3fb-\U0001f3ff]|\u200d\S)*(?P<gap>[ \t]+)(?P<rest>\S.*)$",
    re.DOTALL,
)


def without_bullet(line: str, layout: dict) -> str:
    """``line`` without a leading list bullet (``layout.toml``'s ``list_bullets``, and its
    ``list_marks`` only before a tab or a label): "•\tA. The Shuffle" is "A. The Shuffle", while
    "* See Law 12" and "o as in" keep their first character, which there is text."""
    m = _BULLETED.match(line)
    if m is None:
        return line
    bullet, rest = m["bullet"], m["rest"]
    if bullet in layout.get("list_bullets", ()) or _pictograph(bullet, layout):
        return rest
    if bullet in layout.get("list_marks", ()) and ("\t" in m["gap"] or split_labels(normalise_line(rest))[0]):
        return rest
    return line


def _pictograph(char: str, layout: dict) -> bool:
    """``char`` is a symbol drawn as a picture (Unicode's "other symbol": "⚖", "🔹", "✅", "➡"),
    which a phone's or a chat's copy sets before headings and labels as a bullet; the symbols
    the Laws print as text (``layout.toml``'s ``text_symbols``: the suits of "♠ A K 4") are not."""
    return unicodedata.category(char) == "So" and char not in layout.get("text_symbols", ())


#: a level word's value: a section letter (with its paragraph), a number, a letter or a roman
#: numeral (bracketed or not), then a dash or a colon, the end of the line, or text opening in
#: capitals or with a further label; "Paragraph 2 of Law 16" (a small word after it) is text
_WORDED_VALUE = re.compile(
    r"(?P<value>[A-Z]\d{0,2}|\d{1,2}|\((?:[a-z]{1,4}|[A-Z]\d{0,2}|\d{1,2})\)|[a-z]{1,4})[.)]?"
    r"(?:\s*(?:[-‐-―−]+|:)\s*|\s*$|\s+(?=[A-Z(\"“‘']))"
)


def without_level_word(line: str, layout: dict) -> str:
    """``line`` with a label spelled out by its level word (``layout.toml``'s ``level_words``)
    written as the label alone: "Subparagraph (b) – it is" is "(b) it is", "Lid B – Leider" is
    "B. Leider". The value is then read as any printed label, and the level order decides what it
    is; a sentence that opens with such a word ("Section headings are ...") keeps it."""
    words = layout.get("level_words", ())
    m = _LEVEL_WORD.match(line)
    if m is None or m["word"].casefold() not in {w.casefold() for w in words}:
        return line
    value = _WORDED_VALUE.match(line, m.end())
    if value is None or not _value_ok(value["value"]):
        return line
    return f"{m['indent']}{_as_label(value['value'])} {line[value.end() :]}".rstrip()


#: a word at a line's start and the space after it
_LEVEL_WORD = re.compile(r"(?P<indent>[ \t]*)(?P<word>[^\W\d_]+)[ \t]+")


def _value_ok(value: str) -> bool:
    inner = value.strip("()")
    return not inner.islower() or _paren_ok(inner)


def _as_label(value: str) -> str:
    """A worded label's value as printed alone: "A." and "1." for a section and a number, "(a)"
    for a letter or a roman numeral."""
    inner = value.strip("()")
    if inner.islower():
        return f"({inner})"
    if value.startswith("("):
        return value
    return f"{inner}."


def _paren_ok(value: str) -> bool:
    return len(value) == 1 or value in ROMANS


#: a roman item run into the text of the one before it: "... needs, and (ii) appointing ..."
RUN_IN_ROMAN = re.compile(r"\s\((?P<value>ii|iii|iv|v|vi|vii|viii|ix|x)\)\s+")


def split_run_in(labels: list[Label], text: str) -> list[tuple[list[Label], str]]:
    """Split a paragraph whose roman items are printed on one line into one piece per item.

    "(g) (i) arranging ..., and (ii) appointing ..." gives "(g) (i) arranging ..., and" and
    "(ii) appointing ...". Only a paragraph that opens with item (i) is split, and only at the
    items that follow it in order.
    """
    if not labels or labels[-1] != Label("paren", "i"):
        return [(labels, text)]
    pieces: list[tuple[list[Label], str]] = []
    current, rest, expected = labels, text, 1
    for match in RUN_IN_ROMAN.finditer(text):
        if ROMANS.index(match["value"]) != expected:
            continue
        start = match.start() - (len(text) - len(rest))
        pieces.append((current, rest[:start].strip()))
        current, rest = [*labels[:-1], Label("paren", match["value"])], rest[start + len(match.group(0)) :]
        expected += 1
    pieces.append((current, rest.strip()))
    return pieces


def nodes_from_labels(within: Ref, chains: list[list[Label]], texts: list[bool]) -> tuple[Node, ...]:
    """A skeleton read off the printed labels, for a law (or article) the tables do not hold.

    Every labelled paragraph opens the provision its labels name, counted from ``within``
    (``A.`` then ``1.`` then ``(a)`` is A1a); ``(i)`` is item (i) of a sub-paragraph only
    after a letter other than (h). A text aligned to these nodes keeps its printed numbering.
    """
    nodes: dict[str, Node] = {within.id: Node(within.id, within, False)}
    section, para, sub, roman = within.section, within.para, within.sub, within.roman
    for chain, has_text in zip(chains, texts, strict=True):
        for label in chain:
            if label.kind == "section":
                section, para, sub, roman = label.value, None, None, None
            elif label.kind == "para":
                para, sub, roman = int(label.value), None, None
            elif label.kind == "paren":
                if label.value in ROMANS and sub is not None and (roman is not None or sub != "h"):
                    roman = label.value
                elif len(label.value) == 1:
                    sub, roman = label.value, None
        if not chain or chain[0].kind in ("law", "ref"):
            continue
        try:
            ref = Ref(within.law, section, para, sub, roman)
        except ValueError:
            continue  # a paragraph numbered without its section: not a provision of its own
        if ref != within and within not in ref.ancestors():
            continue
        for node_ref in (*ref.ancestors(), ref):
            if node_ref.id not in nodes and (node_ref == within or within in node_ref.ancestors()):
                nodes[node_ref.id] = Node(node_ref.id, node_ref, False)
        nodes[ref.id] = Node(ref.id, ref, nodes[ref.id].has_text or has_text)
    return tuple(nodes.values())


#: a line ending in a citation's word: a number at the next line's start belongs to it
CITED_BEFORE = re.compile(r"(?i)\b(?:laws?|artikel(?:en)?|art\.)$")


#: a provision's whole id printed as its label: "16A.", "16A1.", "16B1(a)", "12C1(e)(ii)", its
#: parts perhaps parted by dots or spaces, the same between each ("16.A.1.a", "16 A 1 a",
#: "16.A.1(a)", "16.A.1 (a)"), or alone on its line ("73.C" above its "73.C.1")
WHOLE_ID = re.compile(
    r"^(?P<law>\d{1,2})(?P<sep>[. ]?)(?P<section>[A-Z])"
    r"(?:(?P=sep)(?P<para>\d{1,2})"
    r"(?:(?: ?\((?P<sub>[a-z])\)|(?P=sep)(?P<bare_sub>[a-z])(?=[.:]?\s|(?P=sep)[ivx]))"
    r"(?: ?\((?P<roman>[ivx]{1,4})\)|(?P=sep)(?P<bare_roman>[ivx]{1,4})(?=[.:]?\s))?)?)?"
    r"[.:]?(?:\s+(?=\S)|$)"
)


#: a word processor's multilevel numbering at a line's start, sections numbered where the Laws
#: letter them: "16.1" (16A), "16.1.1" (16A1), "16.1.1.a" (16A1a), "12.3.1.e.i" (12C1e_i)
DECIMAL_OUTLINE = re.compile(
    r"^(?P<law>\d{1,2})\.(?P<section>\d{1,2})"
    r"(?P<rest>(?:\.\d{1,2}(?:\.[a-z](?:\.[ivx]{1,4})?)?)?)\.?(?=\s|$)"
)


def decimal_sections(lines: list[str], laws: dict[int, int], known: frozenset[str]) -> list[str]:
    """``lines`` with a multilevel number's section written as its letter ("16.1.1.a" is
    "16.A.1.a", read as the whole id it is), when the text numbers its sections so throughout:
    each such number under the law it names (``laws``: a heading's line -> its law), at a
    section the skeleton (``known``) letters, more of them than section letters printed and
    next to none out of place. A single "16.1" in a sentence, a citation, is left as printed."""
    law, found, strays = 0, set(), 0
    for index, line in enumerate(lines):
        law = laws.get(index, law)
        for piece in line.split("\n"):
            if (match := DECIMAL_OUTLINE.match(piece)) is None:
                continue
            if int(match["law"]) == law and _section_id(match) in known:
                found.add(index)
            else:
                strays += 1
    lettered = sum(bool(SECTION_LABEL.match(piece)) for line in lines for piece in line.split("\n"))
    if len(found) < 2 or strays * 10 > len(found) or len(found) <= lettered:
        return lines
    return [
        "\n".join(_with_letter(piece) for piece in line.split("\n")) if index in found else line
        for index, line in enumerate(lines)
    ]


def _section_id(match: re.Match[str]) -> str:
    """The id of the section a multilevel number names, its number as a letter: "16.2" -> 16B."""
    section = int(match["section"])
    return f"{match['law']}{chr(ord('A') + section - 1)}" if 1 <= section <= 26 else ""


def _with_letter(piece: str) -> str:
    """A line opening with a multilevel number, its section as its letter: "16.A.1.a ..."."""
    match = DECIMAL_OUTLINE.match(piece)
    if match is None or not (section := _section_id(match)):
        return piece
    return f"{match['law']}.{section[-1]}{match['rest']}{piece[match.end() :]}"


def whole_id(line: str, law: int, known: frozenset[str] = frozenset()) -> tuple[list[Label], str, str] | None:
    """The labels of a line that opens with a provision's whole id in ``law`` ("16B1(a) After a
    player ...", "16.A.1.a", "16 A 1 a"), as a forum post or a study note prints them, the rest
    of the line and the id; ``known``: the skeleton's ids. A container's id printed before its
    first child's ("9.B.1 9.B.1.a The Director ...") gives the child's."""
    found = _whole_id(line, law, known)
    if found is None:
        return None
    labels, rest = found
    inner = _whole_id(rest, law, known)
    if inner is not None and inner[0][: len(labels)] == labels and len(inner[0]) > len(labels):
        labels, rest = inner
    parts = {label.kind: label.value for label in labels if label.kind != "paren"}
    parens = [label.value for label in labels if label.kind == "paren"] + [None, None]
    para = int(parts["para"]) if "para" in parts else None
    return labels, rest, Ref(law, parts["section"], para, parens[0], parens[1]).id


def _whole_id(line: str, law: int, known: frozenset[str]) -> tuple[list[Label], str] | None:
    """A whole id at the start of ``line`` in ``law``. A letter printed without brackets after
    the paragraph ("14 B 4 a card restored ...") is the text's first word, not an item, when
    the skeleton has no such item."""
    match = WHOLE_ID.match(line)
    if match is None or int(match["law"]) != law:
        return None
    labels = [Label("section", match["section"])]
    labels += [Label("para", match["para"])] if match["para"] else []
    sub, roman = match["sub"] or match["bare_sub"], match["roman"] or match["bare_roman"]
    end = match.end()
    for bare in ("bare_roman", "bare_sub"):
        ref = Ref(law, match["section"], int(match["para"] or 0), sub, roman) if match[bare] else None
        if ref is not None and known and ref.id not in known:
            end = match.start(bare)
            sub, roman = (sub, None) if bare == "bare_roman" else (None, None)
    labels += [Label("paren", v) for v in (sub, roman) if v]
    return labels, line[end:]


def printed_ref(law: int, labels: list[Label], known: frozenset[str]) -> str | None:
    """The provision a section letter printed with its paragraph's number names ("F2." under
    Law 20 is 20F2, "F5. (a)" is 20F5a), when the skeleton (``known``) has it. An extract prints
    only some sections: the printed letter and number place the paragraph, not the order."""
    if len(labels) < 2 or labels[0].kind != "section" or labels[1].kind != "para":
        return None
    if len(labels) > 3 or any(label.kind != "paren" for label in labels[2:]):
        return None
    sub = labels[2].value if len(labels) == 3 else None
    try:
        ref = Ref(law, labels[0].value, int(labels[1].value), sub)
    except ValueError:
        return None
    return ref.id if ref.id in known else None


def alternatives(labels: list[Label]) -> tuple[Label, ...]:
    """What an item may match: its deepest label, or its first (``(g) (i) ...`` is item (g))."""
    if not labels:
        return ()
    chosen = [labels[-1]] if len(labels) == 1 else [labels[-1], labels[0]]
    out: list[Label] = []
    after_paren = len(labels) > 1 and labels[-2].kind == "paren"
    for label in chosen:
        if label.kind == "paren":
            if len(label.value) == 1 and not (after_paren and label is labels[-1]):
                out.append(Label("sub", label.value))
            if label.value in ROMANS:
                out.append(Label("roman", label.value))
        else:
            out.append(label)
    return tuple(dict.fromkeys(out))


def is_title_case(text: str, minor: frozenset[str]) -> bool:
    """Every word capitalised but the small ones (``minor``), the last one capitalised: a heading."""
    words = re.findall(r"[\w’']+", text)
    if not words or not words[-1][:1].isupper():
        return False
    return all(w[:1].isupper() or w.lower() in minor or w[:1].isdigit() for w in words)


def provisions_from_blocks(
    doc: str,
    blocks: Iterable[tuple[tuple[Node, ...], list[Item]]],
    costs: Costs,
    fill_headings: bool,
    unlisted: frozenset[str] = frozenset(),
    warnings: list[SourceWarning] | None = None,
    file: str = "",
    complete: frozenset[int] = frozenset(),
) -> list[Provision]:
    """Align each block of items to its nodes and turn the result into provisions.

    A provision printed twice (the Dutch extracts repeat an article as a heading and again in
    full) is recognised as one: the copies are merged, the first one's place kept. Nodes
    named in ``unlisted`` are printed provisions the skeleton lacks: each one kept is reported.
    ``complete`` holds the positions of the blocks the text goes on after (with another law's
    heading): their nodes after the last paragraph were skipped, not cut off.
    """
    merged: dict[str, Draft] = {}
    order: list[str] = []
    for position, (nodes, items) in enumerate(blocks):
        if not items:
            continue
        items = joined_lone_labels(items)
        extra = unlisted | frozenset(n.id for n in nodes if n.heading == UNLISTED)
        alignment = align(items, nodes, costs, extra, complete=position in complete)
        for draft in assemble(items, nodes, alignment, fill_headings):
            if draft.node.heading == UNLISTED:
                draft.heading = "" if draft.heading == UNLISTED else draft.heading
                if warnings is not None and draft.lines:
                    warnings.append(
                        SourceWarning(
                            file, draft.lines[0], f"kept {draft.node.id}: printed, but not in the skeleton"
                        )
                    )
            if draft.node.id in merged:
                _merge(merged[draft.node.id], draft)
            else:
                merged[draft.node.id] = draft
                order.append(draft.node.id)
    drafts = [merged[i] for i in order]
    _span_containers(drafts)
    present = set(order)
    provisions = []
    for index, draft in enumerate(drafts):
        ref = draft.node.ref
        parent = next((a.id for a in reversed(ref.ancestors()) if a.id in present), None)
        lines = draft.lines or (0, 0)
        provisions.append(
            Provision(
                doc=doc,
                id=draft.node.id,
                parent=parent,
                law=ref.law,
                heading=draft.heading,
                text="\n\n".join(draft.paragraphs),
                order=index,
                lines=lines,
                id_source=draft.how,
                copies=tuple(draft.copies),
            )
        )
    return provisions


def joined_lone_labels(items: list[Item]) -> list[Item]:
    """Each item that printed its label alone ("(a)", "A." on a line of its own, as a two-column
    copy or a page's <dt> prints it) joined with the paragraph after it, which printed none: that
    paragraph is the label's heading or text, not a provision of its own (a law's heading
    is not a label: the paragraph after it may open a section). A footnote's pointer follows
    the item it points at."""
    out: list[Item] = []
    moved: dict[int, int] = {}
    for index, item in enumerate(items):
        last = out[-1] if out else None
        if last is not None and _lone_label(last) and _unlabelled(item):
            out[-1] = Item(
                last.labels,
                item.text,
                (last.lines[0], item.lines[1]),
                item.heading,
                last.forced,
                inferred=last.inferred,
                anchored=last.anchored,
            )
        else:
            out.append(item)
        moved[index] = len(out) - 1
    return [
        item if item.annotates is None else dataclasses.replace(item, annotates=moved[item.annotates])
        for item in out
    ]


def _lone_label(item: Item) -> bool:
    """A printed label with nothing after it: a level's label, or a provision's whole id placed
    in its law ("47E2(b)", "F2." under a bare article heading), not a law's heading."""
    printed = all(label.kind in LEVELS and label.kind != "law" for label in item.labels)
    placed = item.anchored and [label.kind for label in item.labels] == ["ref"]
    return (
        bool(item.labels)
        and (printed or placed)
        and not item.text
        and not item.heading
        and item.annotates is None
    )


def _unlabelled(item: Item) -> bool:
    """A paragraph that printed no label (a heading in words is none)."""
    return (
        all(label.kind == "heading" for label in item.labels)
        and bool(item.text or item.heading)
        and item.forced is None
        and item.annotates is None
    )


#: the heading given to a node made from a printed label the skeleton lacks (never shown)
UNLISTED = "\x00unlisted"


def with_printed(skeleton: tuple[Node, ...], printed: tuple[Node, ...]) -> tuple[Node, ...]:
    """The skeleton's nodes, with each node the text's labels name that it lacks put in its
    place (by the Laws' order); with no skeleton, the printed nodes alone."""
    if not skeleton:
        return printed
    known = {n.id for n in skeleton}
    extra = [Node(n.id, n.ref, n.has_text, UNLISTED) for n in printed if n.id not in known]
    if not extra:
        return skeleton
    return tuple(sorted((*skeleton, *extra), key=lambda n: ref_order(n.ref)))


def ref_order(ref: Ref) -> tuple:
    """A sort key in the Laws' order: 16 < 16A < 16A1 < 16A1a < 16A1a_i < 16A2 < 16B."""
    return (
        ref.law,
        ref.section or "",
        ref.para if ref.para is not None else -1,
        ref.sub or "",
        ROMANS.index(ref.roman) if ref.roman else -1,
    )


def _merge(first: Draft, copy: Draft) -> None:
    for paragraph in copy.paragraphs:
        if paragraph not in first.paragraphs:
            first.paragraphs.append(paragraph)
    if not first.heading:
        first.heading = copy.heading
    if copy.lines and first.lines is None:
        first.lines = copy.lines
    elif copy.lines:
        first.copies.append(copy.lines)
    if first.how == "skeleton":
        first.how = copy.how


def _span_containers(drafts: list[Draft]) -> None:
    """A container that printed nothing spans the lines of what it contains."""
    spans: dict[str, tuple[int, int]] = {}
    for draft in drafts:
        if draft.lines is None:
            continue
        for ancestor in draft.node.ref.ancestors():
            start, end = spans.get(ancestor.id, draft.lines)
            spans[ancestor.id] = (min(start, draft.lines[0]), max(end, draft.lines[1]))
    for draft in drafts:
        if draft.lines is None and draft.node.id in spans:
            draft.lines = spans[draft.node.id]


def forced_ids(overrides: dict[str, str], doc: str) -> dict[int, str]:
    """A document's override table (source line -> id), checked and made canonical."""
    where = f"overrides/{doc}.toml"
    out: dict[int, str] = {}
    for line, pid in overrides.items():
        ref = try_ref(str(pid))
        if ref is None:
            raise SourceError(where, None, f"line {line}: {pid!r} is not a provision id (e.g. 16B1a)")
        if not str(line).isdigit():
            raise SourceError(where, None, f"{line!r} is not a line number of the source text")
        out[int(line)] = ref.id
    return out
