"""Parse club notes (manifest kind ``commentary``) into sections that explain the Laws.

A club's notes quote and paraphrase the Laws, but they are not the Laws: a quoted
``A. Limitations on Dummy`` under a ``Law 42:`` heading is part of the note's section, never a
provision ``42A``. So a note gets ids of its own (slugs of its headings, which never parse as a
law reference) and says which laws it explains in ``about``.

Heading styles recognised, each on the first line of a paragraph (after a blank line):

- a law label: ``Law 42:``, ``Law 45C2:``, ``LAW 48 - EXPOSURE OF DECLARER'S CARDS``, or a bare
  ``LAW 30`` whose title is on the next line;
- a title with its laws: ``Revokes - Laws 61 to 64``, ``DUMMY'S RIGHTS (Laws 42 & 43)``,
  ``Card Played (Law 45):``, or a title line followed by a ``(Law 54):`` line;
- a line in capitals standing alone as a paragraph: ``RESTORING EQUITY``;
- a numbered question in capitals: ``1) WHO CAN ASK WHOM ...``, a child of its section.

Ids: a heading that starts with its law label is named after the label, its references in
canonical form (``law-45c2``, ``law-16b1a``, ``laws-61-to-64``); any other heading after its
title without the laws (``revokes``, ``dummys-rights``). A slug is the words of that text,
folded to lowercase ASCII, apostrophes dropped, the language's ``slug_stop_words`` left out,
joined with ``-``; one that starts with a digit gets a ``section-`` prefix, so no slug reads as
a law id, and a repeated one a ``-2``, ``-3`` suffix. A question is ``<section>/q<number>``. Text before
the first heading is ``introduction``.

``about``: the laws a heading names. A heading that names laws opens a topic, and a section
whose heading names none takes the laws of the topic it sits in (``RESTORING EQUITY`` under
``Revokes - Laws 61 to 64``), or failing that the laws its text cites. A question is about its
section's laws unless its own text names laws.

The words around references (``Law``, ``and``, ``to``...) and the stop words are the
language's, read from ``tables.layout`` (``corpus/data/layout.toml``); a language without them
fails with a :class:`~indexer.models.SourceError` that names the missing key.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from indexer.ids import parse_ref
from indexer.ids import try_ref
from indexer.models import Document
from indexer.models import Provision
from indexer.models import SourceError
from indexer.normalise import normalise_line
from indexer.normalise import reflow
from indexer.normalise import source_lines
from indexer.tables import Tables

#: the keys of a language's ``layout.toml`` table that this parser reads
LAYOUT_KEYS = ("commentary_law_words", "list_joiners", "range_joiners", "slug_stop_words")

#: the keys whose list may be empty: a language may keep every word of a heading in its slugs
OPTIONAL_WORDS = frozenset({"slug_stop_words"})

#: one reference as a heading or a note prints it: ``42``, ``45C2``, ``16B1a``, ``16B1(a)``
REF = r"\d{1,2}(?:[A-Z](?:\d{1,2}(?:\([a-z]\)|[a-z](?![a-z]))?)?)?"

#: the dashes that part a title from its laws (U+2010 is already ``-`` after normalising)
DASH = r"[-–—]"

#: a heading in capitals with no laws, a paragraph of its own: ``RESTORING EQUITY``
CAPS_HEADING = re.compile(r"^[A-Z][A-Z'’&\- ]*[A-Z]$")

#: a numbered question in capitals: ``1) WHO CAN ASK WHOM ABOUT A POSSIBLE REVOKE?``
QUESTION = re.compile(r"^(?P<num>\d{1,2})\)\s+(?P<title>[^a-z]+)$")

#: the start of a bullet or a list item, which keeps a line of its own inside a paragraph:
#: ``• ``, ``A.``, ``1.``, ``(a)``, ``(1)``, ``a.)``, ``1)``
LIST_ITEM = re.compile(r"^(?:•|[A-Z]\.|\d{1,2}[.)]|\(\w{1,3}\)|[a-z]\.\))(?:\s|$)")

#: a line ending like this finishes a sentence or introduces what follows
SENTENCE_END = re.compile(r"[.:;,?!)]$")

#: headings are short; a longer line is prose even when it looks like a heading
MAX_HEADING_CHARS = 100


@dataclass(frozen=True)
class _Patterns:
    """The patterns and words for one language's notes, built from its ``layout.toml`` words."""

    #: a heading that starts with its law label: ``Law 42:``, ``LAW 30``, ``LAW 48 - EXPOSURE ...``
    law_heading: re.Pattern[str]
    #: a title and then its laws: ``Revokes - Laws 61 to 64``, ``Card Played (Law 45):``
    titled_heading: re.Pattern[str]
    #: the second line of a two-line heading: ``(Law 54):`` under its title
    refs_line: re.Pattern[str]
    #: a reference list anywhere in running text, to find the laws a passage cites
    cited: re.Pattern[str]
    #: the law word and the space after it, at the start of a printed reference list
    law_word_prefix: re.Pattern[str]
    #: where a reference list splits into items: ``16 & 73`` -> ``16``, ``73``
    list_split: re.Pattern[str]
    #: where an item splits into the two ends of a range: ``61 to 64`` -> ``61``, ``64``
    range_split: re.Pattern[str]
    #: words left out of a slug: they make ids longer without telling sections apart
    stop_words: frozenset[str]


def _patterns(doc: Document, tables: Tables) -> _Patterns:
    """The patterns for ``doc``'s language, or a SourceError naming the words it lacks."""
    layout = tables.layout.get(doc.language, {})
    words: list[tuple[str, ...]] = []
    for key in LAYOUT_KEYS:
        value = layout.get(key)
        if value is None:
            raise SourceError(doc.source_file, None,
                              f"no {key} for language {doc.language!r}: add `{key} = [...]`, the "
                              f"words, under [{doc.language}] in corpus/data/layout.toml")
        if not isinstance(value, list) or not all(isinstance(w, str) and w for w in value):
            raise SourceError(doc.source_file, None,
                              f"{key} for language {doc.language!r} must be a list of non-empty "
                              f"strings in corpus/data/layout.toml, not {value!r}")
        if not value and key not in OPTIONAL_WORDS:
            raise SourceError(doc.source_file, None,
                              f"{key} for language {doc.language!r} is empty: list at least one "
                              f"word under [{doc.language}] in corpus/data/layout.toml")
        words.append(tuple(value))
    return _compile(*words)


@lru_cache(maxsize=8)
def _compile(law_words: tuple[str, ...], list_joiners: tuple[str, ...],
             range_joiners: tuple[str, ...], stop_words: tuple[str, ...]) -> _Patterns:
    """The patterns built from one language's words; cached, as every note reuses them."""
    # the word that introduces references, in any case: ``Law``, ``Laws``, ``LAW``
    law_word = f"(?i:{_any_of(law_words)})"
    # what stands between two references of a list (``16 & 73``, ``42, 43 and 44``)
    list_joiner = _any_of(list_joiners)
    # what stands between the two ends of a range (``61 to 64``, ``61-64``)
    range_joiner = _any_of(range_joiners)
    # ``42``, ``16 & 73``, ``61 to 64``: one or more references
    refs = rf"{REF}(?:\s*(?:{list_joiner}|{range_joiner})\s*{REF})*"
    # ``Law 42``, ``Laws 16 & 73``, ``Laws 61 to 64``: a law word and its references
    ref_list = rf"{law_word}\s+{refs}"
    return _Patterns(
        law_heading=re.compile(
            rf"^(?P<label>{law_word}\s+(?P<refs>{refs}))\s*(?:(?P<colon>:)|\s{DASH}\s*(?P<title>.+?)\s*:?)?$"
        ),
        titled_heading=re.compile(
            rf"^(?P<title>[^()]+?)\s*(?:{DASH}\s*(?P<dashed>{ref_list})|\(\s*(?P<bracketed>{ref_list})\s*\))\s*:?$"
        ),
        refs_line=re.compile(rf"^\(\s*(?P<refs>{ref_list})\s*\)\s*:?$"),
        cited=re.compile(rf"\b{ref_list}"),
        law_word_prefix=re.compile(rf"^{law_word}\s+"),
        list_split=re.compile(rf"\s*{list_joiner}\s*"),
        range_split=re.compile(rf"\s*{range_joiner}\s*"),
        stop_words=frozenset(w.lower() for w in stop_words),
    )


def _any_of(words: tuple[str, ...]) -> str:
    """A group matching any of ``words``, longest first, each word only as a whole word.

    So ``and`` never matches inside ``band``, while ``,`` and ``-`` match wherever they stand.
    """
    def one(word: str) -> str:
        start = r"\b" if re.match(r"\w", word) else ""
        end = r"\b" if re.search(r"\w$", word) else ""
        return f"{start}{re.escape(word)}{end}"

    ordered = sorted(dict.fromkeys(words), key=len, reverse=True)
    return "(?:" + "|".join(one(w) for w in ordered) + ")"


@dataclass(frozen=True)
class _Heading:
    """A heading found in the source: 0-based first and last line, and what it names."""

    first: int
    last: int
    text: str
    slug: str
    refs: tuple[str, ...]
    question: int | None = None


def parse(text: str, doc: Document, tables: Tables) -> list[Provision]:
    """The sections of a club's notes, in document order, each with the laws it is about.

    Only ``tables.layout`` is consulted, for the language's words around references: notes
    have no numbering of their own to check against a skeleton, and the laws they name are
    checked by :func:`indexer.ids.parse_ref`.
    """
    patterns = _patterns(doc, tables)
    lines = source_lines(text)
    if not any(lines):
        raise SourceError(doc.source_file, None, "the notes are empty: expected at least one paragraph")
    headings = _find_headings(lines, doc, patterns)
    provisions: list[Provision] = []
    first_heading = headings[0].first if headings else len(lines)
    intro = _span(lines, 0, first_heading - 1)
    if intro:
        body = _body(lines[intro[0] - 1 : intro[1]])
        provisions.append(_provision(doc, "introduction", None, "", body, len(provisions), intro,
                                     _cited(body, patterns)))
    section: Provision | None = None
    topic: tuple[str, ...] = ()
    seen: set[str] = {p.id for p in provisions}
    for i, h in enumerate(headings):
        end = headings[i + 1].first - 1 if i + 1 < len(headings) else len(lines) - 1
        span = _span(lines, h.first, end) or (h.first + 1, h.last + 1)
        body = _body(lines[h.last + 1 : span[1]])
        if h.question is None:
            if h.refs:
                topic = h.refs
            about = h.refs or topic or _cited(body, patterns)
            pid = _unique(h.slug, seen)
            section = _provision(doc, pid, None, h.text, body, len(provisions), span, about)
            provisions.append(section)
        else:
            parent = section or (provisions[0] if provisions else None)
            if parent is None:
                raise SourceError(doc.source_file, h.first + 1, "a question before any section")
            pid = f"{parent.id}/q{h.question}"
            if pid in seen:
                raise SourceError(doc.source_file, h.first + 1,
                                  f"question {h.question} occurs twice in section {parent.id!r}")
            about = _cited(f"{h.text}\n{body}", patterns) or parent.about
            provisions.append(_provision(doc, pid, parent.id, h.text, body, len(provisions), span, about))
        seen.add(pid)
    return provisions


def _find_headings(lines: list[str], doc: Document, patterns: _Patterns) -> list[_Heading]:
    """Every heading, in order; a heading always starts a paragraph."""
    out: list[_Heading] = []
    i = 0
    while i < len(lines):
        starts_paragraph = bool(lines[i]) and (i == 0 or not lines[i - 1])
        heading = _heading_at(lines, i, doc, patterns) if starts_paragraph else None
        if heading is not None:
            out.append(heading)
            i = heading.last + 1
        else:
            i += 1
    return out


def _heading_at(lines: list[str], i: int, doc: Document, patterns: _Patterns) -> _Heading | None:
    """The heading that starts at line ``i``, or None when the line is prose."""
    line = lines[i]
    if len(line) > MAX_HEADING_CHARS:
        return None
    after = lines[i + 1] if i + 1 < len(lines) else ""
    where = (doc.source_file, i + 1)
    if match := patterns.law_heading.match(line):
        refs = _refs(match["refs"], patterns, *where)
        label, title = match["label"], match["title"]
        last = i
        if title is None and match["colon"] is None and after and len(after) <= MAX_HEADING_CHARS:
            title, last = after.rstrip(":"), i + 1  # ``LAW 30`` with its title on the next line
        text = f"{label} - {title}" if title else label
        canonical = re.sub(REF, lambda m: parse_ref(m[0]).id, label)  # 16B1(a) -> 16B1a
        return _Heading(i, last, text, _slug(canonical, patterns), refs)
    if match := patterns.titled_heading.match(line):
        refs = _refs(match["dashed"] or match["bracketed"], patterns, *where)
        return _Heading(i, i, line.rstrip(":").rstrip(), _slug(match["title"], patterns), refs)
    if (match := patterns.refs_line.match(after)) and not SENTENCE_END.search(line):
        refs = _refs(match["refs"], patterns, doc.source_file, i + 2)
        text = reflow([line, after]).rstrip(":").rstrip()
        return _Heading(i, i + 1, text, _slug(line, patterns), refs)
    if match := QUESTION.match(line):
        return _Heading(i, i, line.rstrip(":").rstrip(), "", (), int(match["num"]))
    if CAPS_HEADING.match(line) and not after:
        return _Heading(i, i, line, _slug(line, patterns), ())
    return None


def _refs(printed: str, patterns: _Patterns, file: str, line: int) -> tuple[str, ...]:
    """The canonical ids a printed reference list names, ranges of whole laws spelled out."""
    words = patterns.law_word_prefix.sub("", printed)
    ids: list[str] = []
    try:
        for item in patterns.list_split.split(words):
            ends = [parse_ref(e) for e in patterns.range_split.split(item)]
            first, last = ends[0], ends[-1]
            if len(ends) == 2 and first.depth == last.depth == 0 and first.law < last.law:
                ids.extend(str(n) for n in range(first.law, last.law + 1))
            else:
                ids.extend(e.id for e in ends)
    except ValueError as exc:
        raise SourceError(file, line, f"unreadable law reference {printed!r}: {exc}") from exc
    return tuple(dict.fromkeys(ids))


def _cited(text: str, patterns: _Patterns) -> tuple[str, ...]:
    """The laws a passage of prose cites, in order of first mention; unreadable ones skipped."""
    ids: list[str] = []
    for match in patterns.cited.finditer(text):
        try:
            ids.extend(_refs(match[0], patterns, "", 0))
        except SourceError:
            continue  # prose such as "Law 99" is not ours to reject
    return tuple(dict.fromkeys(ids))


def _slug(text: str, patterns: _Patterns) -> str:
    """A short id from a heading's words; never a law reference, so never mistaken for one."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    ascii_text = re.sub(r"['’]", "", ascii_text.lower())
    words = [w for w in re.split(r"[^a-z0-9]+", ascii_text) if w and w not in patterns.stop_words]
    slug = "-".join(words) or "section"
    return f"section-{slug}" if slug[0].isdigit() or try_ref(slug) else slug


def _unique(slug: str, seen: set[str]) -> str:
    """``slug``, or ``slug-2``, ``slug-3``... when two headings read the same."""
    if slug not in seen:
        return slug
    n = 2
    while f"{slug}-{n}" in seen:
        n += 1
    return f"{slug}-{n}"


def _span(lines: list[str], first: int, last: int) -> tuple[int, int] | None:
    """The 1-based inclusive range of the non-blank lines between ``first`` and ``last``."""
    filled = [n for n in range(max(first, 0), last + 1) if lines[n]]
    return (filled[0] + 1, filled[-1] + 1) if filled else None


def _body(lines: list[str]) -> str:
    """Normalised source lines as reflowed paragraphs.

    Paragraphs are parted by a blank line; inside one, a bullet or list item starts a line of
    its own, and so does whatever follows a caption (an item without closing punctuation,
    such as ``A. Before Any Player Has Bid``), so the quoted structure stays readable.
    """
    paragraphs: list[list[list[str]]] = []
    current: list[list[str]] = []
    for line in lines:
        if not line:
            if current:
                paragraphs.append(current)
            current = []
            continue
        after_caption = bool(current) and _is_caption(current[-1])
        if not current or LIST_ITEM.match(line) or after_caption:
            current.append([line])
        else:
            current[-1].append(line)
    if current:
        paragraphs.append(current)
    return "\n\n".join("\n".join(reflow(item) for item in para) for para in paragraphs)


def _is_caption(item: list[str]) -> bool:
    """A one-line list item with no closing punctuation: a sub-heading, not a sentence."""
    return len(item) == 1 and bool(LIST_ITEM.match(item[0])) and not SENTENCE_END.search(item[0])


def _provision(doc: Document, pid: str, parent: str | None, heading: str, text: str, order: int,
               lines: tuple[int, int], about: tuple[str, ...]) -> Provision:
    """One section or question, its law being the first it is about."""
    ref = try_ref(about[0]) if about else None
    return Provision(
        doc=doc.id,
        id=pid,
        parent=parent,
        law=ref.law if ref else None,
        heading=normalise_line(heading),
        text=text,
        order=order,
        lines=lines,
        about=about,
        id_source="label",
    )
