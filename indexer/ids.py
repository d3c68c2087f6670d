"""Provision references: one type that reads any common spelling and writes one canonical id.

``Law 16 B 1 (a)``, ``16b1a`` and ``16B1(a)`` all parse to the id ``16B1a``; a roman item
follows an underscore (``12C1e_i``, shown as ``Law 12C1(e)(i)``) so that it cannot be read as
a lettered sub-paragraph. Equality, hashing and ``str`` use the canonical id.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from functools import lru_cache

LAW_COUNT = 93

ROMANS = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")

#: words that may stand before a reference and are not part of it
_PREFIX = re.compile(r"^\s*(?:(?:the\s+)?laws?|artikel(?:en)?|art\.?|l(?=\s*\d))\s*\.?\s*", re.IGNORECASE)

#: a canonical or loose reference once its prefix is gone; spaces, dots and brackets allowed
_LOOSE = re.compile(
    r"""^(?P<law>\d{1,2})
        (?:\s*(?P<section>[A-Za-z])(?![a-z]{2}))?
        (?:\s*\.?\s*(?P<para>\d{1,2}))?
        (?:\s*(?:\(\s*(?P<sub1>[a-z])\s*\)|(?P<sub2>[a-z])(?![a-z]))(?!\s*\)))?
        (?:\s*(?:\(\s*(?P<rom1>[ivx]{1,4})\s*\)|_(?P<rom2>[ivx]{1,4})))?
        \s*$""",
    re.VERBOSE,
)

FRONT_MATTER = ("preface", "introduction", "definitions")
#: the ids of the Definitions' entries begin so ("definitions/dummy")
DEFINITIONS_PREFIX = "definitions/"


@dataclass(frozen=True, order=False)
class Ref:
    """A reference to a law or a provision of it, in the Laws' own numbering."""

    law: int
    section: str | None = None
    para: int | None = None
    sub: str | None = None
    roman: str | None = None

    def __post_init__(self) -> None:
        if not 1 <= self.law <= LAW_COUNT:
            raise ValueError(f"there is no Law {self.law}: the Laws run from 1 to {LAW_COUNT}")
        levels = (self.section, self.para, self.sub, self.roman)
        for upper, lower in zip(levels, levels[1:], strict=False):
            if upper is None and lower is not None:
                raise ValueError("a reference cannot skip a level (e.g. a paragraph without its section)")
        if self.roman is not None and self.roman not in ROMANS:
            raise ValueError(f"'{self.roman}' is not a roman item number")

    @property
    def id(self) -> str:
        """The canonical compact id, e.g. ``16B1a`` or ``12C1e_i``."""
        out = str(self.law)
        if self.section:
            out += self.section
        if self.para is not None:
            out += str(self.para)
        if self.sub:
            out += self.sub
        if self.roman:
            out += "_" + self.roman
        return out

    @property
    def display(self) -> str:
        """The form a reader expects: ``Law 16B1(a)``, ``Law 12C1(e)(i)``."""
        out = f"Law {self.law}"
        if self.section:
            out += self.section
        if self.para is not None:
            out += str(self.para)
        if self.sub:
            out += f"({self.sub})"
        if self.roman:
            out += f"({self.roman})"
        return out

    @cached_property
    def depth(self) -> int:
        """0 for a law, 1 for a section, ... 4 for a roman item."""
        return sum(x is not None for x in (self.section, self.para, self.sub, self.roman))

    @cached_property
    def parent(self) -> Ref | None:
        """The enclosing provision, or None for a whole law."""
        if self.roman:
            return Ref(self.law, self.section, self.para, self.sub)
        if self.sub:
            return Ref(self.law, self.section, self.para)
        if self.para is not None:
            return Ref(self.law, self.section)
        if self.section:
            return Ref(self.law)
        return None

    def ancestors(self) -> tuple[Ref, ...]:
        """From the law down to the parent of this reference."""
        return self._ancestors

    @cached_property
    def _ancestors(self) -> tuple[Ref, ...]:
        out: list[Ref] = []
        node = self.parent
        while node is not None:
            out.append(node)
            node = node.parent
        return tuple(out[::-1])

    def __str__(self) -> str:
        return self.id


def clean(text: str) -> str:
    """Fold the spellings of a reference that differ only in punctuation or odd spaces."""
    text = text.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2009", " ")
    return re.sub(r"\s+", " ", text).strip().rstrip(".,;:")


@lru_cache(maxsize=8192)
def parse_ref(text: str) -> Ref:
    """Read any common spelling of a law reference; raise ValueError with the reason if not one."""
    cleaned = _PREFIX.sub("", clean(text), count=1)
    match = _LOOSE.match(cleaned)
    if not match:
        raise ValueError(f"'{text}' is not a law reference (expected e.g. 16B1(a) or Law 12C1(e)(i))")
    section = match["section"]
    sub = match["sub1"] or match["sub2"]
    roman = match["rom1"] or match["rom2"]
    if section and section.islower() and match["para"] is None and sub is None:
        section = section.upper()
    return Ref(
        law=int(match["law"]),
        section=section.upper() if section else None,
        para=int(match["para"]) if match["para"] else None,
        sub=sub.lower() if sub else None,
        roman=roman.lower() if roman else None,
    )


def canonical_id(text: str) -> str:
    """The canonical id of any spelling of a law reference or front-matter id."""
    low = clean(text).lower()
    if low in FRONT_MATTER or low.startswith(DEFINITIONS_PREFIX):
        return low.replace(" ", "-")
    return parse_ref(text).id


@lru_cache(maxsize=8192)
def try_ref(provision_id: str) -> Ref | None:
    """The Ref of a canonical law id, or None for front matter and commentary ids."""
    try:
        return parse_ref(provision_id)
    except ValueError:
        return None


def display(provision_id: str) -> str:
    """How a provision id is shown to a reader."""
    ref = try_ref(provision_id)
    if ref is not None:
        return ref.display
    if provision_id.startswith(DEFINITIONS_PREFIX):
        return "Definition: " + provision_id.split("/", 1)[1].replace("-", " ").title()
    return provision_id.replace("-", " ").capitalize()
