"""How a text was read: per document, its provisions, how each id was found, what to check.

The build prints this for every document and keeps it in the generation's ``meta.json``;
``flask check-text`` prints it (with every provision) for a text before it is added. The
warnings are what reading the source noticed (its encoding, page furniture left out), what
the parser reported (lines dropped, provisions kept against the skeleton), whatever the
parser, the lines of text that went into no provision and no warning named, and a text that
reads as another language than the one declared (its citation words would go unread).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from indexer.models import Document
from indexer.models import Provision
from indexer.models import SourceWarning
from indexer.normalise import text_lines
from indexer.sources import Notice
from indexer.sources import SourceText

#: how many characters of a left-out line a warning quotes
QUOTE = 60

#: the keys of a language's ``layout.toml`` table naming it and listing its commonest small words
LANGUAGE_NAME_KEY = "language_name"
LANGUAGE_WORDS_KEY = "language_words"
#: a text reads as another language when it holds at least this many of that language's small
#: words and more than LANGUAGE_MARGIN times as many as of its own: a short note, a quoted
#: phrase or a name is no evidence
MIN_LANGUAGE_WORDS = 5
LANGUAGE_MARGIN = 2

_WORD = re.compile(r"[^\W\d_]+")


@dataclass(frozen=True)
class DocumentSummary:
    """What one document came to."""

    doc: str
    provisions: int
    laws: tuple[int, ...]
    #: how the ids were found (Provision.id_source) -> how many
    id_sources: dict[str, int]
    warnings: tuple[Notice, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "provisions": self.provisions,
            "laws": list(self.laws),
            "id_sources": dict(self.id_sources),
            "warnings": [{"line": w.line, "last": w.last, "message": w.message} for w in self.warnings],
        }

    def headline(self) -> str:
        """``laws-2007-en: 212 provisions (label 180, alignment 32), 2 warnings``."""
        sources = ", ".join(f"{name} {n}" for name, n in sorted(self.id_sources.items(), key=lambda i: -i[1]))
        warned = len(self.warnings)
        return (
            f"{self.doc}: {self.provisions} provisions ({sources})"
            f"{f', {warned} warning' + ('s' if warned != 1 else '') if warned else ''}"
        )


def summarise(
    doc: Document,
    provisions: list[Provision],
    source: SourceText,
    parsed: list[SourceWarning] | None = None,
    layout: Mapping[str, Mapping[str, Any]] | None = None,
) -> DocumentSummary:
    """The summary of ``doc``, parsed into ``provisions`` from ``source`` with the parser's warnings;
    ``layout`` (``corpus/data/layout.toml``) has the words that tell its language."""
    said = [Notice(source.source_line(w.line), w.message) for w in parsed or ()]
    language = language_notice(source.text, doc.language, layout or {})
    warnings = [*source.notices, *said, *_left_out(provisions, source, said)]
    warnings.extend([language] if language else [])
    warnings.sort(key=lambda w: (w.line is None, w.line or 0))
    return DocumentSummary(
        doc=doc.id,
        provisions=len(provisions),
        laws=tuple(sorted({p.law for p in provisions if p.law is not None})),
        id_sources=dict(Counter(p.id_source for p in provisions)),
        warnings=tuple(warnings),
    )


def language_notice(text: str, declared: str, layout: Mapping[str, Mapping[str, Any]]) -> Notice | None:
    """A warning when ``text`` reads as another language than ``declared``: it holds clearly more
    of that language's small words than of its own. None when the tables list no words for the
    declared language, as then nothing tells its text from another's."""
    words = _language_words(layout)
    if declared not in words:
        return None
    counts = Counter(_WORD.findall(text.casefold()))
    held = {lang: sum(counts[w] for w in listed) for lang, listed in words.items()}
    other = max((lang for lang in held if lang != declared), key=lambda lang: held[lang], default=None)
    if other is None or held[other] < MIN_LANGUAGE_WORDS or held[other] <= LANGUAGE_MARGIN * held[declared]:
        return None
    name = layout[other].get(LANGUAGE_NAME_KEY) or other
    return Notice(None, f"the text reads as {name}, the manifest says {declared}")


def _language_words(layout: Mapping[str, Mapping[str, Any]]) -> dict[str, frozenset[str]]:
    """Per language, its listed small words that no other language lists."""
    listed = {
        lang: frozenset(w.casefold() for w in t.get(LANGUAGE_WORDS_KEY, ())) for lang, t in layout.items()
    }
    listed = {lang: words for lang, words in listed.items() if words}
    return {
        lang: words.difference(*(w for o, w in listed.items() if o != lang)) for lang, words in listed.items()
    }


def _left_out(provisions: list[Provision], source: SourceText, said: list[Notice]) -> list[Notice]:
    """Runs of non-blank lines that no provision holds (front matter, noise, a lost paragraph)
    and no warning of the parser names already."""
    covered: set[int] = set()
    for p in provisions:
        for first, last in (p.lines, *p.copies):
            covered.update(range(first, last + 1))
    lines = text_lines(source.text)
    runs: list[list[int]] = []
    for number, line in enumerate(lines, start=1):
        if not line.strip() or number in covered:
            continue
        if runs and all(not lines[n - 1].strip() for n in range(runs[-1][-1] + 1, number)):
            runs[-1].append(number)
        else:
            runs.append([number])
    notices = []
    for run in runs:
        start, end = source.source_line(run[0]), source.source_line(run[-1])
        text = lines[run[0] - 1].strip()
        if any((start or 0) <= (n.line or 0) <= (end or 0) or repr(text)[1:-1] in n.message for n in said):
            continue
        whole = "; ".join(lines[n - 1].strip() for n in run)  # a sign-off: "Regards,; Peter"
        quote = whole if len(whole) <= QUOTE else whole[: QUOTE - 1] + "…"
        notices.append(Notice(start, f"in no provision (left out): {quote!r}", end))
    return notices


def report(summary: DocumentSummary, provisions: list[Provision], source: SourceText) -> list[str]:
    """The summary as lines to print: the headline, the warnings, then every provision with its
    source line, id, how the id was found, and its heading or first words."""
    out = [summary.headline()]
    if summary.warnings:
        out.append("warnings:")
        out.extend(f"  {w}" for w in summary.warnings)
    out.append("provisions:")
    width = max((len(p.id) for p in provisions), default=2)
    out.append(f"  {'line':>5}  {'id':<{width}}  {'found by':<10}  heading / text")
    for p in provisions:
        line = source.source_line(p.lines[0])
        words = " ".join((p.heading or p.text).split())  # one row each: a line break would split it
        words = words if len(words) <= QUOTE else words[: QUOTE - 1] + "…"
        out.append(f"  {line:>5}  {p.id:<{width}}  {p.id_source:<10}  {words}")
    return out
