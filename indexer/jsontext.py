"""Turn a data file of provisions (a rules app's JSON export, a hand-kept YAML file) into the
parsers' layout.

Such an export is a list or a tree of objects, one a provision: an id (``"16B1a"``, or split
over keys, ``"law": 16, "section": "B"``) or a label under its parent's (``"label": "(a)"``),
perhaps a heading, and a text, with the provisions below it in a list (``"provisions"``,
``"children"``: any list of objects). The keys are read through the words a table's header
row is read with (``layout.toml``'s ``table_columns`` and ``label_columns``), and each object
becomes the row a table export would hold, written out by :mod:`indexer.rows`. The lists are
walked in order. An object with no id in a list named after a part of the front matter
(``"definitions": [...]``), or following an object that holds that part's name alone as its
heading (``{"heading": "Definitions"}``, the terms after it in the same list), is one of that
part's entries; one headed by a part's name (``"Preface to the 2007 Laws"``) is that part.
A JSON that holds no such objects is refused, saying what was expected.

A YAML file is the same tree written another way (mappings for objects, sequences for lists,
a ``text: |`` block for a text) and is read the same way, its scalars as written (``label:
1.`` is the label "1.", never the number 1.0); an alias (``*name``) is refused, for a text of
the Laws repeats no node and an alias repeated within itself is a tree too large to walk.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from collections.abc import Iterator
from dataclasses import dataclass

import yaml

from indexer.formats import Layout
from indexer.ids import Ref
from indexer.ids import try_ref
from indexer.models import SourceError
from indexer.rows import TableWords
from indexer.rows import records_to_layout

#: what a JSON export of provisions must hold, as its refusal says
EXPECTED = (
    'a list or tree of objects, each a provision with an id ("id": "16B1a") or a label under its '
    'parent\'s ("label": "(a)"), a "text" and perhaps a "heading", the provisions below it in a list'
)


#: how far on from the last record a record's line is looked for (a value not found costs no more)
SEARCH = 64 * 1024


@dataclass(frozen=True)
class _Record:
    line: int
    id: str
    heading: str
    text: str


def json_to_layout(text: str, words: TableWords, name: str) -> Layout:
    """The layout of a JSON export of provisions; a SourceError naming ``name`` when the file
    is no JSON or holds no provisions."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise SourceError(name, error.lineno, f"not valid JSON: {error.msg} (column {error.colno})") from None
    except RecursionError:
        raise SourceError(name, None, "the JSON is nested too deeply to be a text of the Laws") from None
    except ValueError:  # a number of more digits than Python converts (4,300)
        raise SourceError(name, None, "a number in the JSON has more than 4,300 digits") from None
    return _data_to_layout(data, _Reader(text, words, lambda value: json.dumps(value)[1:-1]), name, "JSON")


#: the longest YAML file read, in characters: PyYAML's safe loader reads some 2 MB a second, and
#: the Laws written out whole as YAML are about 500,000
MAX_YAML_CHARS = 1 << 22


def yaml_to_layout(text: str, words: TableWords, name: str) -> Layout:
    """The layout of a YAML data file of provisions; a SourceError naming ``name`` when the file
    is no YAML, is too long to read (:data:`MAX_YAML_CHARS`), repeats a node by an alias or
    holds no provisions."""
    if len(text) > MAX_YAML_CHARS:
        reason = f"{len(text):,} characters are too many to read as YAML (at most {MAX_YAML_CHARS:,})"
        raise SourceError(name, None, f"{reason}: split it, or export it as JSON")
    try:
        data = yaml.load(text, Loader=_YamlLoader)  # a SafeLoader's kin: no Python objects
    except yaml.MarkedYAMLError as error:
        line = error.problem_mark.line + 1 if error.problem_mark else None
        raise SourceError(name, line, f"not valid YAML: {error.problem or error.context}") from None
    except yaml.YAMLError as error:
        raise SourceError(name, None, f"not valid YAML: {error}") from None
    except RecursionError:
        raise SourceError(name, None, "the YAML is nested too deeply to be a text of the Laws") from None
    return _data_to_layout(data, _Reader(text, words, lambda value: value), name, "YAML")


def _data_to_layout(data: object, reader: _Reader, name: str, kind: str) -> Layout:
    """The layout of the provisions in the tree ``data`` read from a ``kind`` file."""
    try:
        records = list(reader.walk(data, None, ""))
    except RecursionError:
        raise SourceError(name, None, f"the {kind} is nested too deeply to be a text of the Laws") from None
    if not records:
        raise SourceError(name, 1, f"no provision found in this {kind}: expected {EXPECTED}")
    return records_to_layout([(r.line, r.id, r.heading, r.text) for r in records], reader.words)


#: the implicit types a YAML scalar is read as besides a string: an empty value, a whole number
#: (a law's number) and a merge key; a float, a yes/no or a date is kept as written (``1.``)
_YAML_TYPES = frozenset({"tag:yaml.org,2002:null", "tag:yaml.org,2002:int", "tag:yaml.org,2002:merge"})


class _YamlLoader(yaml.SafeLoader):
    """PyYAML's safe loader reading scalars as written but for :data:`_YAML_TYPES`, and refusing
    aliases."""

    yaml_implicit_resolvers = {
        first: [(tag, pattern) for tag, pattern in resolvers if tag in _YAML_TYPES]
        for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }

    def compose_node(self, parent: yaml.Node | None, index: object) -> yaml.Node | None:
        if self.check_event(yaml.AliasEvent):
            event = self.get_event()
            problem = f"an alias (*{event.anchor}) repeats a node, as no text of the Laws does"
            raise yaml.composer.ComposerError(None, None, problem, event.start_mark)
        return super().compose_node(parent, index)


class _Reader:
    """Walks a data file's tree, reading each provision object as a record with the line it is on."""

    def __init__(self, text: str, words: TableWords, written: Callable[[str], str]) -> None:
        self.text = text
        self.words = words
        self.written = written  # how the file writes a value, to find the line it is on
        self.position = 0
        self.line = 1

    def walk(self, value: object, parent: Ref | None, part: str) -> Iterator[_Record]:
        """The records in ``value``, in order; ``parent`` is the provision it is under and
        ``part`` the front-matter part its list is named after."""
        if isinstance(value, list):
            outer = part
            for item in value:
                own, part = self.parts(item, outer, part)
                yield from self.walk(item, parent, own)
            return
        if not isinstance(value, dict):
            return
        record = self.record(value, parent, part)
        if record is not None:
            yield record
        here = try_ref(record.id) if record is not None else None
        for key, child in value.items():
            if isinstance(child, (list, dict)) and self.role(key) is None:
                named = str(key).lower() if str(key).lower() in self.words.front_matter else part
                yield from self.walk(child, here or parent, named)

    def record(self, value: dict[str, object], parent: Ref | None, part: str) -> _Record | None:
        """The record ``value`` holds, or None when it is no provision (a wrapper, metadata)."""
        ids = [_cell(v) for k, v in value.items() if self.role(k) == "id"]
        labels = [_cell(v) for k, v in value.items() if str(k).lower() in self.words.labels]
        heading = " ".join(_cell(v) for k, v in value.items() if self.role(k) == "heading" and _cell(v))
        text = "\n\n".join(t for k, v in value.items() if self.role(k) == "text" and (t := _cell(v)))
        pid = _id(ids, labels, parent, self.words) or self.front_matter(heading, text, part)
        if pid is None:
            return None
        return _Record(self.line_of([*ids, *labels, heading, text]), pid, heading, text)

    def parts(self, item: object, outer: str, part: str) -> tuple[str, str]:
        """The front-matter part ``item`` of a list belongs to, and the part the items after it
        do. A heading alone naming a part (``{"heading": "Definitions"}``) heads the entries
        after it; a part's own heading, or a provision with an id, is none of them and ends
        them (``outer``: the list's own part); any other item goes on with ``part``."""
        if not isinstance(item, dict):
            return part, part
        heading = " ".join(_cell(v) for k, v in item.items() if self.role(k) == "heading" and _cell(v))
        first = heading.split(" ", 1)[0].lower()
        has_text = any(_cell(v) for k, v in item.items() if self.role(k) == "text")
        if first in self.words.front_matter and not has_text:
            return outer, first
        if first in self.words.front_matter or any(_cell(v) for k, v in item.items() if self.role(k) == "id"):
            return outer, outer
        return part, part

    def role(self, key: object) -> str | None:
        return self.words.columns.get(str(key).lower())

    def front_matter(self, heading: str, text: str, part: str) -> str | None:
        """A front-matter id for a record with none: an entry of the part its list is named
        after (a definition), or the part its heading names."""
        if part and heading and text:
            return f"{part}/{heading.lower()}"
        first = heading.split(" ", 1)[0].lower()
        return first if first in self.words.front_matter and (text or part == first) else None

    def line_of(self, values: list[str]) -> int:
        """The line the first of ``values`` is written on, searching on from the last record."""
        for value in values:
            written = self.written(value)
            found = self.text.find(written, self.position, self.position + SEARCH) if value else -1
            if found >= 0:
                self.line += self.text.count("\n", self.position, found)
                self.position = found
                break
        return self.line


def _cell(value: object) -> str:
    """A key's value as a cell's text: a string, a number, or a list of paragraphs."""
    if isinstance(value, bool) or value is None:
        return ""
    if isinstance(value, (str, int)):
        return str(value).strip()
    if isinstance(value, list):
        return "\n\n".join(c for v in value if (c := _cell(v)))
    return ""


def _id(ids: list[str], labels: list[str], parent: Ref | None, words: TableWords) -> str | None:
    """A record's id: the deepest its id keys read (each alone, or together as a split id), a
    front-matter id as written, or its label read under ``parent``."""
    ids = [i for i in ids if i]
    for written in ids:
        if written.lower().split("/", 1)[0] in words.front_matter:
            return written.lower()
    candidates = [try_ref(i) for i in ids]
    if len(ids) > 1:
        candidates.append(try_ref(ids[0] + "".join(f" {_bracketed(i)}" for i in ids[1:])))
    refs = [r for r in candidates if r is not None]
    if refs:
        return max(refs, key=lambda r: r.depth).id
    for label in labels:
        if (ref := _under(parent, label)) is not None:
            return ref.id
    return None


def _under(parent: Ref | None, label: str) -> Ref | None:
    """The provision ``label`` names one level below ``parent`` (a law when there is none)."""
    written = label.strip().rstrip(".)").lstrip("(") if parent is None else label.strip()
    ref = try_ref(f"{parent.display} {_bracketed(written)}" if parent is not None else written)
    if ref is None or (parent is not None and (ref.depth != parent.depth + 1 or ref.parent != parent)):
        return None
    return ref


def _bracketed(part: str) -> str:
    """A lower-case letter or roman numeral as the id parsing reads it below a paragraph: ``(a)``."""
    return f"({part})" if part.isalpha() and part.islower() else part
