"""Reading sources: every format into the parsers' layout, every encoding decoded or explained,
every data table checked against its schema with the file, line and reason of a fault."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from indexer.formats import html_to_layout
from indexer.formats import markdown_to_layout
from indexer.models import KINDS
from indexer.models import Document
from indexer.models import Provision
from indexer.models import SourceError
from indexer.parse import parse_document
from indexer.sources import FORMATS
from indexer.sources import Entry
from indexer.sources import format_of
from indexer.sources import load_entry
from indexer.sources import load_source
from indexer.sources import read_entries
from indexer.sources import read_manifest
from indexer.tables import SCHEMAS
from indexer.tables import Tables
from indexer.tables import read_tables

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "corpus"


def _document(doc_id: str) -> Document:
    return next(d for d in read_manifest(CORPUS) if d.id == doc_id)


@pytest.fixture(scope="module")
def tables() -> Tables:
    return read_tables(CORPUS, read_manifest(CORPUS))


def _shape(provisions: list[Provision]) -> list[tuple[str, str | None, str, str]]:
    return [(p.id, p.parent, p.heading, p.text) for p in provisions]


# --- formats -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "declared", "expected"),
    [
        ("laws.txt", None, "text"),
        ("laws.md", None, "markdown"),
        ("laws.markdown", None, "markdown"),
        ("Laws.HTML", None, "html"),
        ("laws.htm", None, "html"),
        ("laws", None, "text"),
        ("laws.txt", "html", "html"),
        ("laws.html", "md", "markdown"),
        ("laws.html", "text", "text"),
    ],
)
def test_the_format_is_the_declared_one_else_the_extensions(
    name: str, declared: str | None, expected: str
) -> None:
    assert format_of(Path(name), declared) == expected


def test_an_unknown_declared_format_is_refused() -> None:
    with pytest.raises(SourceError, match="unknown format 'wordperfect'"):
        format_of(Path("laws.txt"), "wordperfect")


LAW_PAGE = """<!DOCTYPE html>
<html><head><title>Laws</title><style>p { margin: 0 }</style></head><body>
<header>Bridge Club</header><nav><a href="/">Home</a> &gt; Laws</nav>
<h2>LAW 20 – Review and Explanation of Calls</h2>
<ol type="A">
  <li><strong>Call Not Clearly Recognized</strong>
    <p>A player who is unsure what call was made may ask.</p></li>
  <li>Review of Auction
    <ol>
      <li>A player may ask
        <ol type="a"><li>first thing</li><li>second thing
           <ol type="i"><li>item one</li><li>item two</li></ol></li></ol></li>
      <li value="4">Fourth</li>
    </ol>
  </li>
</ol>
<ol start="3" style="list-style-type: upper-alpha"><li>Third section</li></ol>
<ul><li>a bullet</li><li>(d) a bullet printing its own label</li></ul>
<p>Text with<br>a break and <em>emphasis</em>.</p>
<p hidden>hidden text</p>
<script>document.title = "x"</script>
<footer>© 2026</footer>
</body></html>
"""


def test_an_html_page_becomes_lines_with_the_labels_its_lists_print() -> None:
    layout = html_to_layout(LAW_PAGE)

    assert layout.text.splitlines() == [
        "LAW 20 – Review and Explanation of Calls",
        "",
        "A. Call Not Clearly Recognized",
        "A player who is unsure what call was made may ask.",
        "B. Review of Auction",
        "1. A player may ask",
        "(a) first thing",
        "(b) second thing",
        "(i) item one",
        "(ii) item two",
        "4. Fourth",
        "",
        "C. Third section",
        "",
        "• a bullet",
        "(d) a bullet printing its own label",
        "",
        "Text with",
        "a break and emphasis.",
    ]
    # each line knows the line of the page it came from, for warnings
    assert layout.source_lines[0] == 4
    assert layout.source_lines[layout.text.splitlines().index("4. Fourth")] == 13
    (notice,) = layout.notices
    assert "page furniture left out" in notice[1]
    assert all(f"<{tag}>" in notice[1] for tag in ("header", "nav", "script", "footer", "head", "p"))


def _page(lines: list[str]) -> str:
    """A saved web page of a plain text: runs of numbered lines as ordered lists starting at
    their first number (the list prints the numbers), other lines as paragraphs, with the
    furniture a saved page brings."""
    body: list[str] = []
    run: list[tuple[int, str]] = []

    def close() -> None:
        if run:
            items = "".join(f"<li>{text}</li>\n" for _, text in run)
            body.append(f'<ol start="{run[0][0]}">\n{items}</ol>')
            run.clear()

    for line in lines:
        numbered = re.match(r"^(\d{1,2})\. (.*)$", line)
        if numbered and (not run or int(numbered[1]) == run[-1][0] + 1):
            run.append((int(numbered[1]), numbered[2]))
            continue
        close()
        if numbered:
            run.append((int(numbered[1]), numbered[2]))
        elif line.strip():
            body.append(f"<p>{line}</p>")
    close()
    return (
        "<html><head><meta charset='utf-8'><script>var x = 1;</script></head><body>\n"
        "<nav>Home › Laws › Everyday</nav>\n" + "\n".join(body) + "\n<footer>Page 1</footer></body></html>\n"
    )


def test_an_html_page_with_list_markup_parses_as_its_plain_text_does(tmp_path: Path, tables: Tables) -> None:
    doc = _document("laws-2017-everyday-en")
    plain = load_entry(CORPUS, doc).text
    page = tmp_path / "everyday.html"
    page.write_text(_page(plain.splitlines()), encoding="utf-8")

    source = load_source(page)
    assert source.format == "html"
    assert "<ol" not in source.text and "Home › Laws" not in source.text

    assert _shape(parse_document(source.text, doc, tables)) == _shape(parse_document(plain, doc, tables))


def test_markdown_keeps_its_lines_and_reads_as_it_renders() -> None:
    text = (
        "# Law 20 – Review\n"
        "\n"
        "Some *emphasis*, **strong**, `code`, [a link](https://example.org) and 1\\. escaped.\n"
        "\n"
        "1. first\n"
        "1. second\n"
        "   - (a) a bullet printing its own label\n"
        "   - a bullet\n"
        "1. third\n"
        "\n"
        "Title\n"
        "=====\n"
        "> quoted\n"
        "| a | b |\n"
        "|---|---|\n"
    )
    assert markdown_to_layout(text).text.splitlines() == [
        "Law 20 – Review",
        "",
        "Some emphasis, strong, code, a link and 1. escaped.",
        "",
        "1. first",
        "2. second",
        "(a) a bullet printing its own label",
        "• a bullet",
        "3. third",
        "",
        "Title",
        "",
        "quoted",
        "a | b",
    ]


def test_markdown_ordered_items_keep_the_numbers_typed_and_an_empty_item_counts() -> None:
    """A law's numbers are the Law's: a list typed 1, 3, 4 (the Laws skip a paragraph) stays so,
    an item with only its sub-paragraphs below ("4." alone) is still item 4, and a list typed all
    "1." is numbered in order."""
    text = (
        "## Law 10 – Cancellation\n"
        "\n"
        "1. first\n"
        "3. third\n"
        "4.\n"
        "    (a) under the fourth\n"
        "5. fifth\n"
        "\n"
        "## Artikel 11 – Verspeelde rechten\n"
        "\n"
        "1. een\n"
        "1. twee\n"
        "1. drie\n"
    )
    assert markdown_to_layout(text).text.splitlines() == [
        "Law 10 – Cancellation",
        "",
        "1. first",
        "3. third",
        "4.",
        "(a) under the fourth",
        "5. fifth",
        "",
        "Artikel 11 – Verspeelde rechten",
        "",
        "1. een",
        "2. twee",
        "3. drie",
    ]


def test_markdown_html_blocks_stand_on_lines_of_their_own_a_term_above_its_text() -> None:
    """HTML mixed into Markdown reads as a browser shows it: a ``<dt>`` on its line above its
    ``<dd>``, paragraphs and breaks on lines of their own, a table's cells parted on its row's
    line; each line keeps the number of the line of the file it came from."""
    text = (
        '<div align="center">\n'
        "<dl><dt><b>Adjusted Score</b></dt><dd>A score awarded by the Director.</dd></dl>\n"
        "<p>One.</p><p>Two,<br>three.</p>\n"
        "<table>\n"
        "<tr><td>Vulnerable</td><td>1, 8, 11</td></tr>\n"
        "</table>\n"
        "| <b>x</b> | y<br>z |\n"
        "|---|---|\n"
    )
    layout = markdown_to_layout(text)
    assert layout.text.splitlines() == [
        "",
        "Adjusted Score",
        "A score awarded by the Director.",
        "One.",
        "Two,",
        "three.",
        "",
        "Vulnerable | 1, 8, 11",
        "",
        "x | y z",
    ]
    assert layout.source_lines == (1, 2, 2, 3, 3, 3, 4, 5, 6, 7)


def test_a_markdown_copy_of_a_text_parses_as_the_text(tmp_path: Path, tables: Tables) -> None:
    doc = _document("notes-club-en")
    plain = load_entry(CORPUS, doc).text
    # headings in capitals become Markdown headings, list numbers repeat "1." as Markdown allows
    lines = []
    for line in plain.splitlines():
        if line.isupper() and len(line) > 3:
            line = f"## {line}"
        line = re.sub(r"^\d{1,2}\. ", "1. ", line)
        lines.append(line.replace("*", "\\*"))
    copy = tmp_path / "notes.md"
    copy.write_text("\n".join(lines) + "\n", encoding="utf-8")

    source = load_source(copy)

    assert source.format == "markdown"
    assert _shape(parse_document(source.text, doc, tables)) == _shape(parse_document(plain, doc, tables))


# --- encodings -----------------------------------------------------------------------------


def _corpus_with(tmp_path: Path, doc_id: str, raw: bytes, **entry: str) -> tuple[Path, Entry]:
    """A copy of the corpus whose document ``doc_id`` has the bytes ``raw`` (and manifest keys)."""
    corpus = tmp_path / "corpus"
    shutil.copytree(CORPUS, corpus)
    document = _document(doc_id)
    (corpus / document.source_file).write_bytes(raw)
    if entry:
        manifest = corpus / "manifest.toml"
        blocks = manifest.read_text(encoding="utf-8").split("[[document]]")
        at = next(i for i, b in enumerate(blocks) if f'id = "{doc_id}"' in b)
        for key, value in entry.items():
            setting = f"{key} = {json.dumps(value)}"
            blocks[at], found = re.subn(rf"(?m)^{key} = .*$", setting, blocks[at])
            if not found:
                blocks[at] = blocks[at].rstrip("\n") + f"\n{setting}\n\n"
        manifest.write_text("[[document]]".join(blocks), encoding="utf-8")
    return corpus, next(e for e in read_entries(corpus) if e.document.id == doc_id)


@pytest.mark.parametrize("doc_id", ["laws-2017-everyday-en", "laws-2017-nl"])
def test_a_windows_1252_copy_reads_as_the_original_and_says_so(tmp_path: Path, doc_id: str) -> None:
    original = load_entry(CORPUS, _document(doc_id)).text
    raw = original.encode("cp1252")
    corpus, entry = _corpus_with(tmp_path, doc_id, raw)

    source = load_entry(corpus, entry)

    assert source.text == original
    assert source.encoding == "cp1252"
    first = next(i for i, b in enumerate(raw) if b >= 0x80)
    (notice,) = source.notices
    assert notice.line == raw[:first].count(b"\n") + 1
    assert f"byte {raw[first]:#04x}" in notice.message
    assert 'declare encoding = "cp1252"' in notice.message


def test_a_declared_encoding_is_used_without_a_word(tmp_path: Path) -> None:
    original = load_entry(CORPUS, _document("laws-2017-nl")).text
    corpus, entry = _corpus_with(tmp_path, "laws-2017-nl", original.encode("cp1252"), encoding="cp1252")

    source = load_entry(corpus, entry)

    assert (source.text, source.encoding, source.notices) == (original, "cp1252", ())


def _cp1252_in_unknown_language(tmp_path: Path) -> tuple[Path, Entry]:
    text = "Title\nA line\nHe said \u201cno\u201d \u2013 and left.\n"
    corpus, entry = _corpus_with(tmp_path, "notes-club-en", text.encode("cp1252"), language="xx")
    return corpus, entry


def _mixed_with_utf8(tmp_path: Path) -> tuple[Path, Entry]:
    raw = "Title\nA caf\u00e9 in UTF-8\nthen \u201c".encode() + b"\x93two bytes\x94 that are not\n"
    return _corpus_with(tmp_path, "notes-club-en", raw)


def _wrong_declaration(tmp_path: Path) -> tuple[Path, Entry]:
    raw = "Title\nline\nnaïve\n".encode("cp1252")
    return _corpus_with(tmp_path, "notes-club-en", raw, encoding="ascii")


#: each makes a source whose bytes cannot be read with confidence, and what the error says
UNREADABLE: list[tuple[Callable[[Path], tuple[Path, Entry]], int, str]] = [
    (
        _cp1252_in_unknown_language,
        3,
        'not UTF-8 (byte 0x93 at line 3); it looks like Windows-1252: add encoding = "cp1252" '
        "to its manifest entry",
    ),
    (
        _mixed_with_utf8,
        3,
        "not UTF-8 (byte 0x93 at line 3); the rest of it is UTF-8, so this looks like damage",
    ),
    (_wrong_declaration, 3, "not ascii (byte 0xef): check its manifest 'encoding'"),
]


@pytest.mark.parametrize(("make", "line", "reason"), UNREADABLE, ids=[u[0].__name__ for u in UNREADABLE])
def test_bytes_read_with_no_confidence_stop_with_advice(
    tmp_path: Path, make: Callable[[Path], tuple[Path, Entry]], line: int, reason: str
) -> None:
    corpus, entry = make(tmp_path)

    with pytest.raises(SourceError) as raised:
        load_entry(corpus, entry)

    assert raised.value.file == entry.document.source_file
    assert raised.value.line == line
    assert raised.value.reason.startswith(reason)


def test_a_byte_order_mark_is_not_text(tmp_path: Path) -> None:
    original = load_entry(CORPUS, _document("notes-club-en")).text
    corpus, entry = _corpus_with(tmp_path, "notes-club-en", b"\xef\xbb\xbf" + original.encode())

    assert load_entry(corpus, entry).text == original


# --- schemas -------------------------------------------------------------------------------


def _edit(path: Path, old: str, new: str) -> int:
    """Replace the first ``old`` in ``path`` by ``new``; the line it is on."""
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path.name}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return text[: text.index(old)].count("\n") + 1


def bad_skeleton_entry(corpus: Path) -> tuple[str, int, str]:
    line = _edit(corpus / "data" / "skeleton-2017.toml", '"6D1*",', '"6D-1*",')
    return "skeleton-2017.toml", line, "laws.6.provisions[4]: '6D-1*' is not an entry 'id', 'id*'"


def unknown_key_in_a_law(corpus: Path) -> tuple[str, int, str]:
    line = _edit(corpus / "data" / "skeleton-2007.toml", "provisions = [", "provisons = [")
    return "skeleton-2007.toml", line, "unknown key 'provisons' (did you mean 'provisions'?)"


def concordance_without_source(corpus: Path) -> tuple[str, int, str]:
    path = corpus / "data" / "concordance-2007-2017.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index("[[move]]", text.index('from = "16D"') - 20)
    line = text[:start].count("\n") + 1
    source = text.index("source = ", start)
    path.write_text(text[:source] + "# " + text[source:], encoding="utf-8")
    return "concordance-2007-2017.toml", line, "concordance entry lacks 'source'"


def title_keyed_by_a_word(corpus: Path) -> tuple[str, int, str]:
    path = corpus / "data" / "titles.toml"
    text = path.read_text(encoding="utf-8")
    line = text[: text.index("[editions.2007.titles]")].count("\n") + 1
    _edit(path, '2 = "The Duplicate Boards"', 'two = "The Duplicate Boards"')
    return "titles.toml", line, "editions.2007.titles: 'two' is not in the expected form"


def repeated_edition(corpus: Path) -> tuple[str, int, str]:
    line = _edit(corpus / "data" / "editions.toml", '"2017"]', '"2017", "2017"]')
    return "editions.toml", line, "editions: ['2007', '2017', '2017'] has non-unique elements"


def unknown_format(corpus: Path) -> tuple[str, int, str]:
    path = corpus / "manifest.toml"
    text = path.read_text(encoding="utf-8")
    marker = 'source_file = "004_b70150be3e76a7c7.txt"\n'
    path.write_text(text.replace(marker, marker + 'format = "wordperfect"\n'), encoding="utf-8")
    return (
        "manifest.toml",
        text[: text.index(marker)].count("\n") + 2,
        "unknown format 'wordperfect': expected one of",
    )


def bad_document_id(corpus: Path) -> tuple[str, int, str]:
    line = _edit(corpus / "manifest.toml", 'id = "notes-willetton"', 'id = "notes willetton/2"')
    return "manifest.toml", line, "document[3].id: 'notes willetton/2' is not a short slug"


#: each breaks one table of a corpus copy, and says the file, line and reason the error must name
TABLE_FAULTS: list[Callable[[Path], tuple[str, int, str]]] = [
    bad_skeleton_entry,
    unknown_key_in_a_law,
    concordance_without_source,
    title_keyed_by_a_word,
    repeated_edition,
    unknown_format,
    bad_document_id,
]


@pytest.mark.parametrize("fault", TABLE_FAULTS, ids=[f.__name__ for f in TABLE_FAULTS])
def test_a_table_that_breaks_its_schema_fails_with_file_line_and_reason(
    tmp_path: Path, fault: Callable[[Path], tuple[str, int, str]]
) -> None:
    corpus = tmp_path / "corpus"
    shutil.copytree(CORPUS, corpus)
    file, line, reason = fault(corpus)

    with pytest.raises(SourceError) as raised:
        read_tables(corpus, read_manifest(corpus))

    assert Path(raised.value.file).name == file
    assert (raised.value.line, raised.value.reason[: len(reason)]) == (line, reason)


def test_every_bundled_table_fits_its_schema_and_every_schema_is_used() -> None:
    read_tables(CORPUS, read_manifest(CORPUS))
    used = {"manifest", "skeleton", "titles", "concordance", "editions", "headings", "layout", "citations"}
    used |= {"overrides", "encodings", "renderings", "asked"}
    used |= {"xml"}
    used |= {"word-styles"}
    assert {p.name.removesuffix(".schema.json") for p in SCHEMAS.glob("*.schema.json")} == used


def test_the_manifest_schema_knows_the_kinds_the_parsers_do() -> None:
    schema = json.loads((SCHEMAS / "manifest.schema.json").read_text(encoding="utf-8"))
    assert tuple(schema["$defs"]["document"]["properties"]["kind"]["enum"]) == KINDS


def test_the_manifest_schema_knows_every_format_a_source_is_read_in() -> None:
    """A format the readers read ("csv", "latex") is one a manifest may declare."""
    schema = json.loads((SCHEMAS / "manifest.schema.json").read_text(encoding="utf-8"))
    assert set(schema["$defs"]["document"]["properties"]["format"]["enum"]) == set(FORMATS)


DIFF = (
    "diff --git a/laws.txt b/laws.txt\n"
    "index 3f2a1c9..8e7d0b4 100644\n"
    "--- a/laws.txt\n"
    "+++ b/laws.txt\n"
    "@@ -1,4 +1,4 @@\n"
    " Law 16 – Authorised Information\n"
    " \n"
    "-3. A contestant may use information.\n"
    "+3. A player may use information.\n"
    "\\ No newline at end of file\n"
)


def test_a_whole_file_diff_reads_as_the_text_it_makes(tmp_path: Path) -> None:
    """A pasted ``git diff`` is the new text: old lines and the diff's own lines go, each kept
    line loses its prefix (so "+3." is label 3 again), lines keep the diff's numbers, and a
    warning says so."""
    path = tmp_path / "laws.txt"
    path.write_text(DIFF, encoding="utf-8")
    source = load_source(path)
    made = ["Law 16 – Authorised Information", "", "3. A player may use information."]
    assert source.text.splitlines() == made
    assert [source.source_line(n) for n in (1, 2, 3)] == [6, 7, 9]
    assert any("diff" in notice.message for notice in source.notices)


def test_a_text_quoting_a_diff_is_read_as_it_stands(tmp_path: Path) -> None:
    """Only a text that is a diff throughout is read as one: a line of plain text after the
    hunk keeps the whole text as written."""
    path = tmp_path / "laws.txt"
    path.write_text(DIFF + "Law 17 – The Auction Period\n", encoding="utf-8")
    source = load_source(path)
    assert "+3. A player may use information." in source.text.splitlines()
    assert not any("diff" in notice.message for notice in source.notices)
