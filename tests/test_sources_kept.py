"""Reading a source keeps everything its text says: footnotes, tables, quoted passages; what is
page furniture (a cookie banner, an email's headers, a signature) is dropped and reported, and
a file that is not text, or not whole, says so."""

from __future__ import annotations

import tomllib
from pathlib import Path

from indexer.models import Document
from indexer.parse import parse_document
from indexer.sources import SourceText
from indexer.sources import load_source
from indexer.tables import Tables

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
LAYOUT = tomllib.loads((CORPUS / "data" / "layout.toml").read_text(encoding="utf-8"))
CITATION_WORDS = tomllib.loads((CORPUS / "data" / "citations.toml").read_text(encoding="utf-8"))
TABLES = Tables(skeletons={}, titles={}, layout=LAYOUT, citation_words=CITATION_WORDS)
NOTES = Document("notes-test", "Notes", "commentary", "en", None, "notes.md")


def _read(tmp_path: Path, name: str, data: str | bytes) -> SourceText:
    path = tmp_path / name
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return load_source(path)


def _sections(source: SourceText) -> dict[str, tuple[str, str, tuple[str, ...]]]:
    """Each provision of a club note read from ``source``: id -> (heading, text, cited laws)."""
    return {p.id: (p.heading, p.text, p.about) for p in parse_document(source.text, NOTES, TABLES)}


# --- footnotes -----------------------------------------------------------------------------

FOOTNOTED = """\
# Penalty cards

The full rules are in Laws 49 to 51.[^1]

## Minor penalty cards

A minor penalty card need not be played at once.[^note]

## Disposing of it

A penalty card stays on the table face up (Law 50D1).

[^1]: Law 50 is the main one; Law 51 covers two or more penalty cards.
[^note]: See Law 50C. Unauthorised information from a penalty card
is dealt with in Law 50E.
"""


def test_a_markdown_footnote_is_a_paragraph_of_the_section_that_marks_it(tmp_path: Path) -> None:
    source = _read(tmp_path, "notes.md", FOOTNOTED)
    lines = source.text.splitlines()

    assert "[^" not in source.text
    first = lines.index("Law 50 is the main one; Law 51 covers two or more penalty cards.")
    assert lines[first - 2 : first] == ["The full rules are in Laws 49 to 51.", ""]
    second = lines.index("See Law 50C. Unauthorised information from a penalty card")
    assert lines[second - 2 : second + 2] == [
        "A minor penalty card need not be played at once.",
        "",
        "See Law 50C. Unauthorised information from a penalty card",
        "is dealt with in Law 50E.",
    ]
    # every line still names the line of the file it came from
    assert source.source_line(first + 1) == 13
    assert source.source_line(second + 2) == 15


def test_a_footnotes_citations_belong_to_the_section_that_marks_it(tmp_path: Path) -> None:
    sections = _sections(_read(tmp_path, "notes.md", FOOTNOTED))

    minor = next(text for heading, text, _ in sections.values() if heading == "Minor penalty cards")
    assert minor.endswith(
        "See Law 50C. Unauthorised information from a penalty card is dealt with in Law 50E."
    )
    last = next(text for heading, text, _ in sections.values() if heading == "Disposing of it")
    assert "Law 50E" not in last and "Law 51" not in last


def test_a_footnote_nothing_marks_stays_where_it_stands(tmp_path: Path) -> None:
    source = _read(tmp_path, "notes.md", "Some text.\n\n[^x]: A note no marker points to.\n")

    assert source.text.splitlines() == ["Some text.", "", "A note no marker points to."]


def test_a_link_reference_definition_is_still_only_an_address(tmp_path: Path) -> None:
    source = _read(tmp_path, "notes.md", "See [the Laws][wbf].\n\n[wbf]: https://www.worldbridge.org/\n")

    assert "worldbridge" not in source.text and "See the Laws." in source.text
