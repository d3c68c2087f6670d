"""The data tables under ``corpus/data``: read, checked against their JSON Schemas, typed.

Each table's shape is a JSON Schema in ``corpus/data/schemas/`` (``<table>.schema.json``); a
table that does not fit fails with the file, the line of the entry at fault and the reason,
before any reader sees it. The readers here only turn checked values into types.
"""

from __future__ import annotations

import difflib
import json
import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field
from functools import cache
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError

from indexer.ids import Ref
from indexer.ids import parse_ref
from indexer.models import Document
from indexer.models import SourceError

#: the schemas of the corpus's manifest and data tables
SCHEMAS = Path(__file__).resolve().parent.parent / "corpus" / "data" / "schemas"

#: one skeleton entry: the id, ``*`` when the provision has text of its own, an optional heading
_ENTRY = re.compile(r"^(?P<id>[0-9A-Za-z_]+)(?P<text>\*)?(?:\s+(?P<heading>.+))?$")


@dataclass(frozen=True)
class Node:
    """One provision of an edition's official structure."""

    id: str
    ref: Ref
    has_text: bool
    heading: str = ""


@dataclass(frozen=True)
class Skeleton:
    """The official structure of one edition: per law, its provisions in order."""

    edition: str
    laws: dict[int, tuple[Node, ...]]

    def nodes(self, law: int) -> tuple[Node, ...]:
        """The law's own node followed by its provisions (empty when the law is not tabled)."""
        return self.laws.get(law, ())

    def subtree(self, ref: Ref) -> tuple[Node, ...]:
        """``ref``'s node and every node below it, in order."""
        prefix = ref.id
        return tuple(n for n in self.nodes(ref.law) if n.id == prefix or _is_below(n.ref, ref))

    def ids(self) -> set[str]:
        return {n.id for nodes in self.laws.values() for n in nodes}


def _is_below(node: Ref, ref: Ref) -> bool:
    return any(a == ref for a in node.ancestors())


@dataclass(frozen=True)
class Move:
    """One concordance entry: a provision's id in the old edition and in the new."""

    old: str
    new: str
    source: str
    note: str = ""


@dataclass(frozen=True)
class Tables:
    """Every data table the pipeline needs, passed explicitly to each stage."""

    skeletons: dict[str, Skeleton]
    titles: dict[str, dict[int, str]]
    moves: tuple[Move, ...] = ()
    #: language -> edition -> law -> title, from titles.toml's [translations]
    translated_titles: dict[str, dict[str, dict[int, str]]] = field(default_factory=dict)
    #: per language: section id -> heading as the translation prints it
    headings: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: per document: source line -> provision id, for what alignment cannot know
    overrides: dict[str, dict[str, str]] = field(default_factory=dict)
    #: per language: the words a text prints around its structure (corpus/data/layout.toml)
    layout: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: per language: the words citations are made of (corpus/data/citations.toml, parsed), for
    #: :func:`indexer.cite.load_words`
    citation_words: dict[str, Any] = field(default_factory=dict)
    #: the codes of the Laws, oldest first (corpus/data/editions.toml); the last is current
    editions: tuple[str, ...] = ("2007", "2017")

    @property
    def current_edition(self) -> str:
        return self.editions[-1]

    def title(self, edition: str | None, law: int) -> str:
        return self.titles.get(edition or self.current_edition, {}).get(law, "")


def read_skeleton(data: dict[str, Any], file: str) -> Skeleton:
    """A skeleton table (``skeleton-<edition>.toml``, checked by its schema) as a :class:`Skeleton`."""
    laws: dict[int, tuple[Node, ...]] = {}
    for key, law in data.get("laws", {}).items():
        number = int(key)
        nodes = [Node(str(number), Ref(number), False, law.get("title", ""))]
        for entry in law.get("provisions", []):
            match = _ENTRY.match(entry.strip())
            assert match is not None, "the skeleton schema admits only readable entries"
            try:
                ref = parse_ref(match["id"])
            except ValueError as exc:
                raise SourceError(file, None, f"law {number}: {exc}") from exc
            if ref.law != number:
                raise SourceError(file, None, f"law {number}: entry {entry!r} belongs to another law")
            node = Node(ref.id, ref, bool(match["text"]), (match["heading"] or "").strip())
            if ref.id == str(number):
                nodes[0] = Node(ref.id, ref, node.has_text, nodes[0].heading or node.heading)
            else:
                nodes.append(node)
        laws[number] = tuple(nodes)
    return Skeleton(str(data.get("edition", "")), laws)


def read_titles(data: dict[str, Any]) -> dict[str, dict[int, str]]:
    """``titles.toml`` as edition -> law number -> title."""
    return {
        edition: {int(k): v for k, v in table.get("titles", {}).items()}
        for edition, table in data.get("editions", {}).items()
    }


def read_title_translations(data: dict[str, Any]) -> dict[str, dict[str, dict[int, str]]]:
    """``titles.toml``'s translated titles as language -> edition -> law number -> title.

    They sit in ``[translations.<language>.<edition>.titles]``, beside the English tables that
    :func:`read_titles` reads, so that a reader of the English titles is not affected.
    """
    return {
        language: {
            edition: {int(k): v for k, v in table.get("titles", {}).items()}
            for edition, table in editions.items()
        }
        for language, editions in data.get("translations", {}).items()
    }


def read_moves(data: dict[str, Any], file: str) -> tuple[Move, ...]:
    """The concordance entries (each carries its source: the schema requires it)."""
    return tuple(
        Move(entry["from"], entry.get("to", ""), entry["source"], entry.get("note", ""))
        for entry in data.get("move", [])
    )


# --- reading and checking ------------------------------------------------------------------


def load_toml(path: Path) -> dict[str, Any]:
    """A TOML file, or a SourceError with the line of the syntax error."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SourceError(str(path), None, "file not found") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise SourceError(str(path), line, f"not UTF-8 (byte {raw[exc.start]:#04x})") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found: int | None = getattr(exc, "lineno", None) or _line_of_error(str(exc))
        raise SourceError(str(path), found, f"not valid TOML: {exc}") from None


def _line_of_error(message: str) -> int | None:
    match = re.search(r"line (\d+)", message)
    return int(match.group(1)) if match else None


def load_table(path: Path, schema: str) -> dict[str, Any]:
    """A data table read and checked against ``schemas/<schema>.schema.json``."""
    data = load_toml(path)
    check_table(data, schema, str(path), path.read_text(encoding="utf-8").splitlines())
    return data


def read_tables(corpus: Path, documents: list[Document]) -> Tables:
    """Every data table under ``corpus/data`` (and per-document overrides), each checked."""
    data = corpus / "data"
    skeletons = {}
    for path in sorted(data.glob("skeleton-*.toml")):
        skeleton = read_skeleton(load_table(path, "skeleton"), str(path))
        skeletons[skeleton.edition] = skeleton
    headings = {
        p.stem.split("-", 1)[1]: load_table(p, "headings") for p in sorted(data.glob("headings-*.toml"))
    }
    overrides = {}
    for doc in documents:
        path = corpus / "overrides" / f"{doc.id}.toml"
        if path.exists():
            overrides[doc.id] = {str(k): v for k, v in load_table(path, "overrides").get("lines", {}).items()}
    concordance = data / "concordance-2007-2017.toml"
    titles = load_table(data / "titles.toml", "titles")
    return Tables(
        skeletons=skeletons,
        titles=read_titles(titles),
        translated_titles=read_title_translations(titles),
        moves=read_moves(load_table(concordance, "concordance"), str(concordance)),
        headings=headings,
        overrides=overrides,
        layout=load_table(data / "layout.toml", "layout"),
        citation_words=load_table(data / "citations.toml", "citations"),
        editions=tuple(load_table(data / "editions.toml", "editions").get("editions", ())) or ("2017",),
    )


@cache
def _validator(schema: str) -> Draft202012Validator:
    path = SCHEMAS / f"{schema}.schema.json"
    loaded = json.loads(path.read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(loaded)
    return Draft202012Validator(loaded)


def check_table(
    data: dict[str, Any],
    schema: str,
    file: str,
    lines: list[str],
    suggest: Callable[[str, list[str]], str] | None = None,
) -> None:
    """Raise a SourceError for the first entry (in file order) that does not fit the schema.

    Of an entry's faults an unknown key is named first: it is most often the misspelling of
    a key the entry then lacks. ``suggest`` may add a hint for it (``(did you mean 'title'?)``).
    """
    errors = list(_validator(schema).iter_errors(data))
    if not errors:
        return
    located = sorted(
        (
            (line_of_path(lines, list(e.absolute_path)), e.validator != "additionalProperties", n, e)
            for n, e in enumerate(errors)
        ),
        key=lambda t: (t[0] or 0, t[1], t[2]),
    )
    line, _, _, error = located[0]
    reason, key = _reason(error, suggest)
    if key is not None:
        line = line_of_key(lines, line, key) if line else line_of_path(lines, [*error.absolute_path, key])
    others = sum(1 for t in located[1:] if t[0] != located[0][0])  # faults of other entries
    more = f" (and {others} more)" if others else ""
    raise SourceError(file, line, reason + more)


def _reason(
    error: ValidationError, suggest: Callable[[str, list[str]], str] | None
) -> tuple[str, str | None]:
    """A sentence for ``error``, and the key it is about when that has a line of its own."""
    path = list(error.absolute_path)
    where = (
        str(error.schema.get("title") or _dotted(path) or "the table")
        if isinstance(error.schema, dict)
        else ""
    )
    instance = error.instance
    if error.validator == "additionalProperties" and isinstance(instance, dict):
        known = list(error.schema.get("properties", {}))
        extra = next(k for k in instance if k not in known)
        hint = (suggest or _did_you_mean)(extra, known)
        return f"unknown key '{extra}'{hint}", extra
    if error.validator == "required" and isinstance(instance, dict):
        missing = next(k for k in error.validator_value if k not in instance)
        return f"{where} lacks '{missing}'", None
    if error.validator == "enum" and path:
        allowed = ", ".join(str(v) for v in error.validator_value)
        return f"unknown {path[-1]} {instance!r}: expected one of {allowed}", None
    if error.validator == "pattern":
        hint = error.schema.get("description", "")
        return f"{_dotted(path)}: {instance!r} is not {hint or 'in the expected form'}", None
    return f"{_dotted(path) or 'the table'}: {error.message}", None


def _did_you_mean(key: str, known: list[str]) -> str:
    guess = difflib.get_close_matches(key, known, n=1)
    return f" (did you mean '{guess[0]}'?)" if guess else ""


def _dotted(path: list[str | int]) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


_HEADER = re.compile(r"^\s*(\[\[?)\s*(?P<name>[^\]]+?)\s*\]\]?\s*(?:#.*)?$")


def _header(line: str) -> tuple[bool, list[str]] | None:
    """A table header's (array-of-tables?, dotted name parts), or None for another line."""
    match = _HEADER.match(line)
    if not match:
        return None
    parts = [p.strip().strip('"').strip("'") for p in match["name"].split(".")]
    return match.group(1) == "[[", parts


def line_of_key(lines: list[str], start: int | None, key: str) -> int | None:
    """The first line from ``start`` (1-based) that sets ``key``, else ``start``."""
    found = _find_key(lines, start or 1, key)
    return found if found is not None else start


def _find_key(lines: list[str], start: int, key: str) -> int | None:
    pattern = re.compile(rf"^\s*[\"']?{re.escape(key)}[\"']?\s*=")
    for number in range(start, len(lines) + 1):
        if pattern.match(lines[number - 1]):
            return number
    return None


def line_of_path(lines: list[str], path: list[str | int]) -> int | None:
    """The line of a TOML file where the value at ``path`` (keys and array indexes) is written.

    Follows table headers (``[laws.16]``), arrays of tables (the n-th ``[[move]]``), keys and
    the items of an array written one per line; the nearest line found when the rest is inline.
    """
    line: int | None = None
    prefix: list[str] = []
    for part in path:
        if isinstance(part, int):
            tables = [i + 1 for i, text in enumerate(lines) if _header(text) == (True, prefix)]
            if len(tables) > part:
                line = tables[part]
            elif line is not None:
                line = _item_line(lines, line, part)
            continue
        prefix.append(part)
        header = _table_line(lines, prefix)
        if header is None and (line is not None or len(prefix) == 1):
            header = _find_key(lines, line or 1, part)
        line = header or _table_line(lines, prefix, loose=True) or line
    return line


def _table_line(lines: list[str], prefix: list[str], loose: bool = False) -> int | None:
    """The header line of table ``prefix`` (``loose``: or of the first table inside it)."""
    for number in range(1, len(lines) + 1):
        header = _header(lines[number - 1])
        if header and (header[1] == prefix or (loose and header[1][: len(prefix)] == prefix)):
            return number
    return None


def _item_line(lines: list[str], key_line: int, index: int) -> int:
    """The line of item ``index`` of an array that opens on ``key_line``, when one per line."""
    if lines[key_line - 1].rstrip().endswith("["):
        items = key_line
        for number in range(key_line + 1, len(lines) + 1):
            text = lines[number - 1].strip()
            if text.startswith("]"):
                break
            if text and not text.startswith("#"):
                if items - key_line == index:
                    return number
                items += 1
    return key_line
