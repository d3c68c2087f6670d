"""The nouns of the pipeline: documents, provisions, citations and alignments.

All are frozen dataclasses so that later stages can trust what earlier ones made.
"""

from __future__ import annotations

from dataclasses import asdict
from dataclasses import dataclass
from dataclasses import field
from typing import Any

from indexer.ids import display as display_id
from indexer.ids import try_ref

KINDS = ("formal", "everyday", "translation", "commentary")
#: the kinds of text that carry the Laws' own numbering (commentary has ids of its own)
LAW_KINDS = ("formal", "everyday", "translation")


def formal_text_id(edition: str) -> str:
    """The document id of a code's formal English text, named even when the corpus lacks it
    (a citation of 2017 Law 42 points at ``laws-2017-en``, shown as "not in this corpus")."""
    return f"laws-{edition}-en"


def edition_of_formal_text(doc_id: str) -> str | None:
    """The edition a formal text id names (``laws-2017-en`` -> ``2017``), else None."""
    parts = doc_id.split("-")
    return parts[1] if len(parts) == 3 and parts[0] == "laws" and parts[1].isdigit() else None


@dataclass(frozen=True)
class Document:
    """One source text, as described by its manifest entry."""

    id: str
    title: str
    kind: str
    language: str
    edition: str | None
    source_file: str
    origin: str = ""
    attribution: str = ""
    #: for a translation or paraphrase: the id of the text it renders
    version_of: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Provision:
    """One addressable unit of a document, in document order.

    ``text`` is reflowed: hard wraps joined, paragraphs separated by a blank line.
    ``lines`` is the 1-based, inclusive range of source lines it came from.
    """

    doc: str
    id: str
    parent: str | None
    law: int | None
    heading: str
    text: str
    order: int
    lines: tuple[int, int]
    #: commentary only: the ids of the laws and provisions the section discusses
    about: tuple[str, ...] = ()
    #: how the id was found: "printed" (the text prints its label or heading), "inferred"
    #: (a paragraph of the text placed by its order, its section title or a lost level
    #: recovered), "skeleton" (nothing printed: an enclosing provision the skeleton
    #: supplies), "override" (from the document's override file)
    id_source: str = "printed"
    #: further source line ranges, when the text prints the provision again (a second copy)
    copies: tuple[tuple[int, int], ...] = ()

    @property
    def display(self) -> str:
        """How a reader is shown this provision: a law id as the Laws cite it ("Law 16B1(a)"),
        anything else by its heading as printed ("HESITATIONS & UNAUTHORISED INFORMATION"),
        failing that by its id made readable ("Introduction")."""
        if try_ref(self.id) is not None or not self.heading:
            return display_id(self.id)
        return self.heading

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["lines"] = list(self.lines)
        data["about"] = list(self.about)
        data["copies"] = [list(c) for c in self.copies]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Provision:
        data = dict(data)
        data["lines"] = tuple(data["lines"])
        data["about"] = tuple(data.get("about", ()))
        data["copies"] = tuple(tuple(c) for c in data.get("copies", ()))
        return cls(**data)


@dataclass(frozen=True)
class Target:
    """Where a citation points: a provision id in one document's numbering."""

    doc: str
    id: str
    exists: bool


@dataclass(frozen=True)
class Segment:
    """One item of a list or range citation: its span and the index of its first target."""

    start: int
    end: int
    target: int


@dataclass(frozen=True)
class Citation:
    """A span of a provision's text that cites one or more provisions."""

    doc: str
    source: str
    raw: str
    start: int
    end: int
    #: explicit | list | range | relative | definition
    kind: str
    targets: tuple[Target, ...] = field(default_factory=tuple)
    #: the offsets index the provision's heading rather than its text
    in_heading: bool = False
    #: for a citation of several provisions ("Laws 62A and 79A2"): where each is written, so
    #: that each can be its own link; empty for a citation of one
    segments: tuple[Segment, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "doc": self.doc,
            "source": self.source,
            "raw": self.raw,
            "start": self.start,
            "end": self.end,
            "kind": self.kind,
            "targets": [asdict(t) for t in self.targets],
            "in_heading": self.in_heading,
            "segments": [asdict(s) for s in self.segments],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Citation:
        data = dict(data)
        data["targets"] = tuple(Target(**t) for t in data["targets"])
        data["segments"] = tuple(Segment(**s) for s in data.get("segments", ()))
        return cls(**data)


#: the values of :attr:`Provision.id_source`, most direct evidence first
ID_SOURCES = ("printed", "inferred", "skeleton", "override")


@dataclass(frozen=True)
class SourceWarning:
    """Something in a source text that was dropped, guessed or kept against the skeleton.

    Never fatal: the build and ``check-text`` print these so a reader can see how a new
    text was read.
    """

    file: str
    line: int | None
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}" if self.line else f"{self.file}: {self.message}"


class SourceError(ValueError):
    """A source text or data file that cannot be built: says which file, line and why."""

    def __init__(self, file: str, line: int | None, reason: str) -> None:
        self.file = file
        self.line = line
        self.reason = reason
        where = f"{file}:{line}" if line else file
        super().__init__(f"{where}: {reason}")
