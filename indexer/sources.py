"""Read the corpus: the manifest, and each source text in whatever form a user has it.

A source may be plain text, Markdown, a saved HTML page, an XML text (DocBook, TEI, JATS,
FictionBook, an OPML outline), a table of rows (CSV, TSV) or a spreadsheet saved as a web page, a
JSON or YAML export of provisions, a LaTeX source, a forum post's BBCode, Word's RTF, a Word
document (``.docx``) or an OpenDocument text (``.odt``), a wiki page's source, AsciiDoc, Texinfo,
an Org file, a Textile page, a man page's troff source, a saved e-mail or mailbox, in UTF-8 or a
legacy encoding, or a PDF (the text its pages show). This module turns each into the plain-text
layout the parsers read (one block per line or run of lines, headings on lines of their own, list
items with their printed labels), so that the parsers never see a format. The manifest names a
file's format (``format = "html"``) or its extension does; its encoding is UTF-8 unless the
manifest declares another (``encoding = "cp1252"``) or the bytes show one clearly. A text said to
be plain whose markup is unmistakable, or that clearly is a table of rows, is read as what it is.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from dataclasses import field
from functools import lru_cache
from functools import partial
from pathlib import Path
from pathlib import PurePosixPath
from typing import Any

from indexer import clippings
from indexer import ebook
from indexer import formats
from indexer import jsontext
from indexer import mail
from indexer import markup
from indexer import notemarkup
from indexer import orgtext
from indexer import overstrike
from indexer import pdftext
from indexer import rows
from indexer import texinfo
from indexer import textiletext
from indexer import troff
from indexer import unidiff
from indexer import webtable
from indexer import wordproc
from indexer import xmltext
from indexer.chat import ChatWords
from indexer.digest import DigestWords
from indexer.models import Document
from indexer.models import SourceError
from indexer.speech import SpeechWords
from indexer.tables import check_table
from indexer.tables import line_of_key
from indexer.tables import load_table
from indexer.tables import load_toml

#: the manifest keys that become the :class:`Document`; ``format`` and ``encoding`` say how to read it
DOCUMENT_KEYS = (
    "id",
    "title",
    "kind",
    "language",
    "edition",
    "source_file",
    "origin",
    "attribution",
    "version_of",
)

#: the formats a source may have, and the names and extensions that mean each
FORMATS = {
    "text": "text",
    "txt": "text",
    "markdown": "markdown",
    "md": "markdown",
    "html": "html",
    "htm": "html",
    "csv": "table",
    "tsv": "table",
    "table": "table",
    "latex": "latex",
    "tex": "latex",
    "bbcode": "bbcode",
    "bb": "bbcode",
    "xml": "xml",
    "opml": "xml",
    "json": "json",
    "yaml": "yaml",
    "yml": "yaml",
    "rtf": "rtf",
    "mediawiki": "wiki",
    "wiki": "wiki",
    "asciidoc": "asciidoc",
    "adoc": "asciidoc",
    "texinfo": "texinfo",
    "texi": "texinfo",
    "pdf": "pdf",
    "docx": "docx",
    "odt": "odt",
    "email": "mail",
    "mail": "mail",
    "eml": "mail",
    "mbox": "mail",
    "org": "org",
    "textile": "textile",
    "troff": "troff",
    "man": "troff",
}
#: the formats an unknown one's refusal names
KNOWN_FORMATS = (
    "text", "markdown", "html", "csv", "latex", "bbcode", "xml", "opml", "json", "yaml", "rtf",
    "mediawiki", "asciidoc", "texinfo", "pdf", "docx", "odt", "email", "org", "textile", "troff",
)  # fmt: skip
EXTENSIONS = {
    ".txt": "text",
    ".text": "text",
    ".md": "markdown",
    ".markdown": "markdown",
    ".html": "html",
    ".htm": "html",
    ".xhtml": "html",
    ".csv": "table",
    ".tsv": "table",
    ".tab": "table",
    ".tex": "latex",
    ".latex": "latex",
    ".bbcode": "bbcode",
    ".bb": "bbcode",
    ".xml": "xml",
    ".dbk": "xml",
    ".tei": "xml",
    ".fb2": "xml",
    ".opml": "xml",
    ".json": "json",
    ".yaml": "yaml",
    ".yml": "yaml",
    ".rtf": "rtf",
    ".wiki": "wiki",
    ".mediawiki": "wiki",
    ".adoc": "asciidoc",
    ".asciidoc": "asciidoc",
    ".texi": "texinfo",
    ".texinfo": "texinfo",
    ".txi": "texinfo",
    ".pdf": "pdf",
    ".docx": "docx",
    ".odt": "odt",
    ".eml": "mail",
    ".mbox": "mail",
    ".org": "org",
    ".textile": "textile",
    ".man": "troff",
    ".roff": "troff",
    **{f".{section}": "troff" for section in range(1, 10)},
}
#: how a saved web page opens (its doctype or root element), after any XML declaration
_PAGE_OPENING = re.compile(r"\s*(?:<!doctype\s+html|<html[\s>])", re.IGNORECASE)
#: how an XML document opens: its declaration
_XML_DECLARATION = re.compile(r"\ufeff?\s*<\?xml\s[^>]*\?>")
#: how an XML document without a declaration opens: comments, perhaps a DOCTYPE naming its root
#: (its internal subset skipped, never read), then the root element's start tag
_XML_ROOT = re.compile(
    r"\ufeff?\s*(?:<!--.*?-->\s*)*"
    r"(?:<!DOCTYPE\s+(?P<doctype>[A-Za-z_][\w:.-]*)[^\[>]*(?:\[.*?\])?\s*>\s*(?:<!--.*?-->\s*)*)?"
    r"<(?P<root>[A-Za-z_][\w:.-]*)[\s/>]",
    re.DOTALL,
)
#: the markup that makes a file declared (or named) plain text unmistakably another format: a
#: LaTeX document's frame or its sectioning commands, a forum post's tags
_LATEX_FRAME = re.compile(r"^\\(?:documentclass|begin\{document\})", re.MULTILINE)
_LATEX_SECTION = re.compile(r"^[ \t]*\\(?:chapter|section|subsection)\*?\{", re.MULTILINE)
_BBCODE_TAG = re.compile(r"\[(?:b|list(?:=\w+)?|\*)\]", re.IGNORECASE)
_BBCODE_CLOSE = re.compile(r"\[/(?:b|list)\]", re.IGNORECASE)


@dataclass(frozen=True)
class Notice:
    """Something a reader of the source should know: where (a line of the source) and what."""

    line: int | None
    message: str
    #: the last line of a run of lines the notice is about
    last: int | None = None

    def __str__(self) -> str:
        if self.line and self.last and self.last != self.line:
            return f"lines {self.line}-{self.last}: {self.message}"
        return f"line {self.line}: {self.message}" if self.line else self.message


@dataclass(frozen=True)
class Entry:
    """One manifest entry: the document, and how its file is to be read."""

    document: Document
    format: str | None = None
    encoding: str | None = None
    #: the manifest line the entry starts on
    line: int | None = None


@dataclass(frozen=True)
class SourceText:
    """A source read into the parsers' layout, with what was noticed on the way."""

    text: str
    format: str
    #: the encoding the file was decoded in; empty for a PDF, whose text has none of its own
    encoding: str
    notices: tuple[Notice, ...] = ()
    #: for a converted format: line n of ``text`` came from line ``source_lines[n - 1]`` of the file
    source_lines: tuple[int, ...] = field(default=(), repr=False)

    def source_line(self, line: int | None) -> int | None:
        """The file's line that line ``line`` of the text came from."""
        if line is None or not self.source_lines:
            return line
        return self.source_lines[min(line, len(self.source_lines)) - 1]


def read_entries(corpus: Path) -> list[Entry]:
    """The manifest's entries, each checked against its schema, with unique ids and files present."""
    path = corpus / "manifest.toml"
    data = load_toml(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    if not data.get("document"):
        raise SourceError(str(path), None, "no [[document]] entries")
    check_table(data, "manifest", str(path), lines)
    starts = [i + 1 for i, line in enumerate(lines) if line.strip() == "[[document]]"]
    entries: list[Entry] = []
    for n, raw in enumerate(data["document"]):
        where = starts[n] if n < len(starts) else None
        if any(e.document.id == raw["id"] for e in entries):
            raise SourceError(str(path), line_of_key(lines, where, "id"), f"duplicate id {raw['id']!r}")
        if _outside(raw["source_file"]):
            raise SourceError(
                str(path),
                line_of_key(lines, where, "source_file"),
                f"source_file {raw['source_file']!r} must name a file inside the corpus folder",
            )
        if not (corpus / raw["source_file"]).is_file():
            raise SourceError(
                str(path), line_of_key(lines, where, "source_file"), f"no file {raw['source_file']!r}"
            )
        document = Document(**{k: raw.get(k) for k in DOCUMENT_KEYS if k in raw or k == "edition"})
        fmt = FORMATS[raw["format"]] if raw.get("format") else None
        entries.append(Entry(document, fmt, raw.get("encoding"), where))
    return entries


def _outside(name: str) -> bool:
    """Whether a manifest's ``source_file`` reaches outside the corpus folder (an absolute path or
    a ``..`` step): a manifest names its own texts, never ``/etc/passwd``."""
    parts = PurePosixPath(name.replace("\\", "/")).parts
    return not parts or parts[0] == "/" or ".." in parts


def read_manifest(corpus: Path) -> list[Document]:
    """The manifest's documents, in manifest order."""
    return [entry.document for entry in read_entries(corpus)]


def read_source(corpus: Path, doc: Document | Entry) -> str:
    """A document's text in the parsers' layout (see :func:`load_source` for what is checked)."""
    return load_entry(corpus, doc).text


def load_entry(corpus: Path, doc: Document | Entry) -> SourceText:
    """A document's source read as its manifest entry says."""
    entry = doc if isinstance(doc, Entry) else _entry_of(corpus, doc)
    return load_source(
        corpus / entry.document.source_file,
        name=entry.document.source_file,
        format=entry.format,
        encoding=entry.encoding,
        legacy=legacy_encoding(corpus, entry.document.language),
        words=page_words(corpus),
    )


def legacy_encoding(corpus: Path, language: str) -> str | None:
    """The code page texts in ``language`` were commonly saved in (``corpus/data/encodings.toml``)."""
    path = corpus / "data" / "encodings.toml"
    if not path.is_file():
        return None
    legacy: dict[str, str] = load_table(path, "encodings")["legacy"]
    return legacy.get(language) or legacy.get(language.split("-")[0])


#: the project's own tables, read for page furniture when a caller names no corpus
BUNDLED_CORPUS = Path(__file__).resolve().parent.parent / "corpus"


def layout_table(corpus: Path = BUNDLED_CORPUS) -> dict[str, Any]:
    """``corpus/data/layout.toml`` read and checked once per version of the file (every source
    of a build is read with it, by several readers), or nothing when the corpus has none."""
    path = corpus / "data" / "layout.toml"
    if not path.is_file():
        return {}
    stat = path.stat()
    return _layout_table(path, stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=8)
def _layout_table(path: Path, mtime_ns: int, size: int) -> dict[str, Any]:
    return load_table(path, "layout")


def language_tables(corpus: Path = BUNDLED_CORPUS) -> list[dict[str, Any]]:
    """Every language's table of ``layout.toml``: a format's markup, a page's furniture and a
    table's column names need not be in the language of the text."""
    return [t for t in layout_table(corpus).values() if isinstance(t, dict)]


def listed(tables: list[dict[str, Any]], key: str) -> tuple[str, ...]:
    """The words every language's table lists under ``key``, each once, in the tables' order."""
    return tuple(dict.fromkeys(w for t in tables for w in t.get(key, ())))


def page_words(corpus: Path = BUNDLED_CORPUS) -> formats.PageWords:
    """The words that mark page furniture, from every language's table in ``layout.toml``: a
    page's markup and furniture need not be in the language of its text."""
    if not (corpus / "data" / "layout.toml").is_file():
        return formats.PageWords()
    tables = language_tables(corpus)
    return formats.PageWords(
        markup=frozenset(w.lower() for t in tables for w in t.get("page_furniture_markup", ())),
        email_headers=frozenset(w for t in tables for w in t.get("email_headers", ())),
        signature_openers=listed(tables, "signature_openers"),
        digest=digest_words(tables),
        chat=ChatWords(listed(tables, "chat_prefixes"), listed(tables, "chat_system_lines")),
        speech=SpeechWords(listed(tables, "speech_headings"), listed(tables, "speech_furniture")),
        link_references=listed(tables, "link_references"),
    )


def digest_words(tables: list[dict[str, Any]]) -> DigestWords:
    """The words of a mailing list's digest, from every language's table: a list's software
    writes its furniture in one language and its members greet in another."""
    words = partial(listed, tables)
    return DigestWords(
        headers=frozenset(words("email_headers")),
        subjects=frozenset(words("subject_headers")),
        greetings=words("greeting_words"),
        sign_offs=frozenset(w.casefold() for w in words("sign_off_words")),
        reply_prefixes=words("reply_prefixes"),
        topics=words("digest_topics"),
        footers=words("digest_footers"),
        law_words=words("law_heading"),
    )


def diff_header_lines(corpus: Path = BUNDLED_CORPUS) -> tuple[str, ...]:
    """The openings of a version control's lines that may stand before a diff's file lines, from
    every language's table in ``layout.toml`` (a tool's lines are the same in every language)."""
    return listed(language_tables(corpus), "diff_header_lines")


def ebook_words(corpus: Path = BUNDLED_CORPUS) -> ebook.EbookWords:
    """The words of an e-book's furniture, from every language's table in ``layout.toml``."""
    tables = language_tables(corpus)
    keys = ("ebook_starts", "ebook_ends", "ebook_apparatus", "ebook_notes")
    return ebook.EbookWords(*(listed(tables, key) for key in keys))


def clipping_words(corpus: Path = BUNDLED_CORPUS) -> clippings.ClippingWords:
    """The words of a Kindle clipping's where-line, from every language's table in ``layout.toml``."""
    tables = language_tables(corpus)
    return clippings.ClippingWords(listed(tables, "clipping_highlights"), listed(tables, "clipping_others"))


def wiki_hidden_namespaces(corpus: Path = BUNDLED_CORPUS) -> tuple[str, ...]:
    """The wiki namespaces whose links show nothing on a page (its categories, its images), in
    every language's table in ``layout.toml``: a wiki names them in its own language."""
    return listed(language_tables(corpus), "wiki_hidden_namespaces")


def asciidoc_markup(corpus: Path = BUNDLED_CORPUS) -> dict[str, str]:
    """AsciiDoc's line-start markers and what each marks, from every language's table in
    ``layout.toml`` (a format's markup is the same in every language)."""
    tables = language_tables(corpus)
    return {mark: role for t in tables for mark, role in t.get("asciidoc_markup", {}).items()}


def org_markup(corpus: Path = BUNDLED_CORPUS) -> dict[str, str]:
    """An Org file's line-start markers and what each marks, from every language's table in
    ``layout.toml`` (a format's markup is the same in every language)."""
    return {mark: role for t in language_tables(corpus) for mark, role in t.get("org_markup", {}).items()}


def troff_markup(corpus: Path = BUNDLED_CORPUS) -> tuple[dict[str, str], dict[str, str]]:
    """What a man page's troff requests are and what its escapes print, from every language's
    table in ``layout.toml`` (a format's markup is the same in every language)."""
    tables = language_tables(corpus)
    roles = {name: role for t in tables for name, role in t.get("troff_requests", {}).items()}
    return roles, {name: glyph for t in tables for name, glyph in t.get("troff_escapes", {}).items()}


def texinfo_markup(corpus: Path = BUNDLED_CORPUS) -> tuple[dict[str, str], dict[str, str]]:
    """What Texinfo's commands are and the glyphs they print, from every language's table in
    ``layout.toml`` (a format's markup is the same in every language)."""
    tables = language_tables(corpus)
    roles = {name: role for t in tables for name, role in t.get("texinfo_markup", {}).items()}
    return roles, {name: glyph for t in tables for name, glyph in t.get("texinfo_glyphs", {}).items()}


def table_words(corpus: Path = BUNDLED_CORPUS) -> rows.TableWords:
    """What a table of rows is read with, from every language's table in ``layout.toml``: a
    header row may name its columns in any of them."""
    layout = layout_table(corpus)
    tables = language_tables(corpus)
    english = layout.get("en", {})
    return rows.TableWords(
        columns={k.lower(): v for t in tables for k, v in t.get("table_columns", {}).items()},
        front_matter={pid: heading for heading, pid in english.get("front_matter", {}).items()},
        law_word=next(iter(english.get("law_heading", ())), "LAW"),
        definition_dash=next(iter(english.get("definition_dash", ())), "—"),
        labels=frozenset(w.lower() for t in tables for w in t.get("label_columns", ())),
    )


def _entry_of(corpus: Path, doc: Document) -> Entry:
    """The manifest entry of ``doc``, or a default reading for a document the manifest lacks."""
    if (corpus / "manifest.toml").is_file():
        for entry in read_entries(corpus):
            if entry.document.id == doc.id:
                return entry
    return Entry(doc)


def format_of(path: Path, declared: str | None = None) -> str:
    """The format a file is read in: as declared, else by its extension, else plain text."""
    if declared:
        try:
            return FORMATS[declared.lower()]
        except KeyError:
            raise SourceError(
                str(path),
                None,
                f"unknown format {declared!r}: expected one of {', '.join(KNOWN_FORMATS)}",
            ) from None
    return EXTENSIONS.get(path.suffix.lower(), "text")


def load_source(
    path: Path,
    *,
    name: str | None = None,
    format: str | None = None,
    encoding: str | None = None,
    legacy: str | None = None,
    words: formats.PageWords | None = None,
) -> SourceText:
    """A source file decoded and turned into the parsers' layout; not empty.

    ``name`` is how errors name the file (the manifest's ``source_file``); ``legacy`` is the
    code page of the text's language, tried when the file is not UTF-8 (see :func:`decode`);
    ``words`` mark page furniture (the bundled corpus's :func:`page_words` when not given).
    """
    name = name or str(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SourceError(name, None, "file not found") from None
    fmt = format_of(path, format)
    if fmt in wordproc.FORMATS or wordproc.package_format(raw) is not None:
        return _word_processed(raw, name, fmt, words)
    if fmt == "pdf" or raw.startswith(pdftext.PDF_HEADER):
        said = fmt == "pdf"
        fmt, text, used = "pdf", pdftext.pdf_text(raw, name), ""
        named = 'read as pdf: it is a PDF (declare format = "pdf" to say so)'
        notices = [] if said else [Notice(None, named)]
    else:
        text, used, notices = decode(raw, name, encoding, legacy)
    diff = unidiff.new_text(text, diff_header_lines())
    if diff is not None:
        text = diff.text
        notices.append(Notice(1, "read as the text the diff makes: its removed and its own lines left out"))
    if fmt in ("text", "markdown") and (book := ebook.read_ebook(text, ebook_words())) is not None:
        text = book[0]
        notices.extend(Notice(line, message) for line, message in book[1])
    if fmt == "text" and (clipped := clippings.read_clippings(text, clipping_words())) is not None:
        text = clipped[0]
        notices.extend(Notice(line, message) for line, message in clipped[1])
    table = table_words()
    if fmt == "text" and (marked := markup_of(text)) is not None:
        fmt = marked
        notices.append(
            Notice(1, f'read as {fmt}: its markup is unmistakable (declare format = "{fmt}" to say so)')
        )
    if fmt == "text" and rows.looks_like_table(text, table):
        fmt = "table"
    if fmt in ("text", "markdown"):
        text = notemarkup.note_text(text, markdown=fmt == "markdown")
    try:
        converted = _converted(text, fmt, name, table, words)
    except (formats.TooDeep, formats.TooLarge) as error:
        raise SourceError(name, error.line, str(error)) from None
    except RecursionError:
        reason = f"nested too deeply to be read as {fmt}: no text of the Laws is, so it cannot be read"
        raise SourceError(name, None, reason) from None
    if not converted.text.strip():
        raise SourceError(
            name, 1, "the file is empty" if not text.strip() else f"no text found in this {fmt} file"
        )
    if diff is not None:
        converted = _in_diff_lines(converted, diff.source_lines)
    notices.extend(Notice(line, message) for line, message in converted.notices)
    return SourceText(converted.text, fmt, used, tuple(notices), converted.source_lines)


def _word_processed(raw: bytes, name: str, declared: str, words: formats.PageWords | None) -> SourceText:
    """A word processor's file (``.docx``, ``.odt``) read as the page it shows; one in another's
    name (a document saved as ``.txt``) is read as what it is, and the build says so."""
    fmt = wordproc.package_format(raw) or declared
    notices = []
    if fmt != declared:
        notices.append(
            Notice(None, f'read as {fmt}: it is a {fmt} package (declare format = "{fmt}" to say so)')
        )
    try:
        converted = wordproc.to_layout(
            raw, fmt, wordproc.style_words(), words if words is not None else page_words()
        )
    except (wordproc.NotReadable, formats.TooDeep, formats.TooLarge) as error:
        raise SourceError(name, None, str(error)) from None
    except RecursionError:
        reason = f"nested too deeply to be read as {fmt}: no text of the Laws is, so it cannot be read"
        raise SourceError(name, None, reason) from None
    if not converted.text.strip():
        raise SourceError(name, None, f"no text found in this {fmt} file")
    notices.extend(Notice(line, message) for line, message in converted.notices)
    return SourceText(converted.text, fmt, "utf-8", tuple(notices))


def _converted(
    text: str, fmt: str, name: str, table: rows.TableWords, words: formats.PageWords | None
) -> formats.Layout:
    """``text`` in format ``fmt`` turned into the parsers' layout."""
    if fmt == "table":
        converted = rows.table_to_layout(text, table)
    elif fmt == "json":
        converted = jsontext.json_to_layout(text, table, name)
    elif fmt == "yaml":
        converted = jsontext.yaml_to_layout(text, table, name)
    elif fmt == "latex":
        converted = formats.latex_to_layout(text)
    elif fmt == "rtf":
        converted = markup.rtf_to_layout(text)
    elif fmt == "wiki":
        converted = markup.wiki_to_layout(text, wiki_hidden_namespaces())
    elif fmt == "asciidoc":
        converted = markup.asciidoc_to_layout(text, asciidoc_markup())
    elif fmt == "org":
        converted = orgtext.org_to_layout(text, org_markup())
    elif fmt == "textile":
        converted = textiletext.textile_to_layout(text)
    elif fmt == "troff":
        converted = troff.troff_to_layout(text, *troff_markup())
    elif fmt == "texinfo":
        converted = texinfo.texinfo_to_layout(text, *texinfo_markup())
    elif fmt == "bbcode":
        converted = formats.bbcode_to_layout(text, words if words is not None else page_words())
    elif fmt == "mail":
        converted = mail.mail_to_layout(text, name, words if words is not None else page_words())
    elif fmt == "xml":
        page = words if words is not None else page_words()
        converted = xmltext.xml_to_layout(text, xmltext.xml_words(), page)
    elif fmt == "html":
        sheet = webtable.sheet_to_layout(text, table)
        page = words if words is not None else page_words()
        converted = formats.html_to_layout(text, page) if sheet is None else sheet
    elif fmt == "markdown":
        converted = formats.markdown_to_layout(text)
    else:
        converted = formats.text_to_layout(text, words if words is not None else page_words())
    return converted


def _in_diff_lines(converted: formats.Layout, lines: tuple[int, ...]) -> formats.Layout:
    """``converted``, read from a diff's new text, with its lines and notices numbered as the
    lines of the diff they came from (``lines``: the diff's line of each line of the new text)."""

    def of(line: int) -> int:
        return lines[max(1, min(line, len(lines))) - 1]

    count = len(converted.text.splitlines())
    sources = converted.source_lines or tuple(range(1, count + 1))
    notices = tuple((None if line is None else of(line), message) for line, message in converted.notices)
    return formats.Layout(converted.text, notices, tuple(of(line) for line in sources))


def markup_of(text: str) -> str | None:
    """The format a plain text is written in when its markup is unmistakable: a web page when it
    opens with a page's doctype or ``<html>`` (after any XML declaration), XML when it opens with
    an XML declaration or is a document without one (:func:`_is_xml_document`), JSON when it
    opens with ``{`` or ``[`` and is JSON throughout, RTF when it
    opens with ``{\\rtf``, Texinfo when it opens with ``\\input texinfo``, a wiki page's source
    when several lines are headings (``== Law 16 ==``) and bold quotes or links are about,
    AsciiDoc when a ``= Title`` opens it and several ``==`` section headings follow, an Org file
    when a ``#+KEYWORD:`` line opens it and several ``*`` headlines follow, Textile when several
    lines open with a block signature (``h2. ``, ``p(. ``), one a heading's, a man page's troff
    source when it opens with ``.TH`` or a ``.\\"`` comment or several ``.SH`` lines, LaTeX when it
    has a document's frame (``\\documentclass``, ``\\begin{document}``) or sectioning commands
    opening several lines, BBCode when it has several ``[b]``/``[list]``/``[*]`` tags and closes
    one, an e-mail when it opens with a MIME message's headers; None for a text that merely
    mentions one."""
    if mail.looks_like_mail(text):
        return "mail"
    declared = _XML_DECLARATION.match(text)
    if _PAGE_OPENING.match(text, declared.end() if declared else 0):
        return "html"
    if declared or _is_xml_document(text):
        return "xml"
    if _is_json(text):
        return "json"
    if markup.RTF_OPENING.match(text):
        return "rtf"
    if texinfo.looks_like_texinfo(text):
        return "texinfo"
    if _LATEX_FRAME.search(text) or len(_LATEX_SECTION.findall(text)) >= 3:
        return "latex"
    if len(_BBCODE_TAG.findall(text)) >= 3 and _BBCODE_CLOSE.search(text):
        return "bbcode"
    if markup.looks_like_wiki(text):
        return "wiki"
    if markup.looks_like_asciidoc(text, asciidoc_markup()):
        return "asciidoc"
    if orgtext.looks_like_org(text, org_markup()):
        return "org"
    if textiletext.looks_like_textile(text):
        return "textile"
    if troff.looks_like_troff(text):
        return "troff"
    return None


def _is_xml_document(text: str) -> bool:
    """An XML document saved without its declaration ("<article ...>", "<TEI ...>", "<!DOCTYPE
    book ...>"): it opens with its root element, or a DOCTYPE naming it, and the root's end tag
    closes the file; a text that merely opens with a tag is none."""
    opening = _XML_ROOT.match(text)
    if opening is None or opening["doctype"] not in (None, opening["root"]):
        return False
    return text.rstrip().endswith(f"</{opening['root']}>")


def _is_json(text: str) -> bool:
    """A text that is one JSON array or object throughout (a rules app's export saved as text)."""
    if text.lstrip()[:1] not in ("{", "["):
        return False
    try:
        json.loads(text)
    except (ValueError, RecursionError):
        return False
    return True


# --- encodings -----------------------------------------------------------------------------

#: names of the legacy encodings, for messages
NAMES = {
    "cp1250": "Windows-1250",
    "cp1251": "Windows-1251",
    "cp1252": "Windows-1252",
    "cp1253": "Windows-1253",
    "cp1254": "Windows-1254",
    "cp1257": "Windows-1257",
}
#: a UTF-8 multi-byte sequence: a file holding one is UTF-8 with damage, not a legacy file
_UTF8_SEQUENCE = re.compile(rb"[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xf4][\x80-\xbf]{3}")
#: what the non-ASCII characters of a text are: letters, accents, punctuation, signs
_PLAUSIBLE = {"Lu", "Ll", "Lt", "Lo", "Mn", "Pi", "Pf", "Pd", "Po", "Ps", "Pe", "Zs", "Sc", "Sm", "So", "No"}


def decode(
    raw: bytes, name: str, declared: str | None, legacy: str | None = None
) -> tuple[str, str, list[Notice]]:
    """The text of ``raw``, the encoding used, and a notice when that was inferred, not declared.

    UTF-8 (a byte order mark is dropped) unless the manifest declares an encoding or the file
    opens with a UTF-16 or UTF-32 byte order mark (a Windows "Unicode" save). A file that is not
    UTF-8 is read in its language's code page (``legacy``) only when the evidence is clear: no
    UTF-8 sequence anywhere in it (a mixed file is damaged, not legacy), and every non-ASCII
    byte reads there as a letter or a common sign. Otherwise the build stops and says what to
    declare, naming the encoding the bytes look like (charset-normalizer's guess), or that the
    file is not text at all. A text holding control characters no text prints (NUL, ...) is
    refused with the line of the first: they would be indexed and served as if they were words;
    but the backspaces of overstruck letters (nroff's or a typewriter's bold and underline) are
    read as the letters shown (:mod:`indexer.overstrike`).
    """
    text, used, notices = _decoded(raw, name, declared, legacy)
    if overstrike.has_overstrikes(text):
        first = text.count("\n", 0, text.index("\x08")) + 1
        text, count = overstrike.resolve(text)
        notices.append(Notice(first, f"{count} overstruck letters (bold, underlined) read as shown"))
    _check_controls(text, name)
    return text, used, notices


def _decoded(
    raw: bytes, name: str, declared: str | None, legacy: str | None
) -> tuple[str, str, list[Notice]]:
    """``raw`` decoded as :func:`decode` says, control characters not yet checked."""
    if declared:
        return _decode_as(raw, name, declared, "check its manifest 'encoding'"), declared, []
    if (marked := _byte_order_mark(raw)) is not None:
        return _decode_as(raw, name, marked, "its byte order mark says so, but the rest is not"), marked, []
    if (wide := _utf16_without_mark(raw)) is not None:
        advice = f'add encoding = "{wide}" to its manifest entry'
        raise SourceError(
            name, None, f"not UTF-8: it looks like {wide.upper()} without a byte order mark; {advice}"
        )
    try:
        return raw.decode("utf-8-sig"), "utf-8", []
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        where = f"byte {raw[exc.start]:#04x} at line {line}"
        failure = exc
    if _binary(raw):
        raise SourceError(
            name,
            None,
            "not a text file: it holds binary data (NUL and control bytes), not text in any encoding",
        ) from failure
    mixed = _UTF8_SEQUENCE.search(raw) is not None
    if not mixed and legacy and (text := _reading(raw, legacy)) is not None:
        notice = Notice(
            line,
            f"not UTF-8 ({where}); read as {NAMES.get(legacy, legacy)}, the code page of its language: "
            f'declare encoding = "{legacy}" in its manifest entry to make that explicit',
        )
        return text, legacy, [notice]
    guess = None if mixed else _guess(raw, legacy)
    if guess is not None:
        advice = f'it looks like {NAMES.get(guess, guess)}: add encoding = "{guess}" to its manifest entry'
    elif mixed:
        advice = (
            "the rest of it is UTF-8, so this looks like damage: fix those bytes or save the file as UTF-8"
        )
    else:
        advice = 'save it as UTF-8, or declare its encoding in its manifest entry (e.g. encoding = "cp1252")'
    raise SourceError(name, line, f"not UTF-8 ({where}); {advice}") from failure


def _decode_as(raw: bytes, name: str, encoding: str, why: str) -> str:
    """``raw`` in ``encoding``; a SourceError naming the encoding and the line where it fails."""
    try:
        return raw.decode(encoding)
    except LookupError:
        raise SourceError(name, None, f"unknown encoding {encoding!r} in the manifest") from None
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].decode(encoding, errors="replace").count("\n") + 1
        raise SourceError(name, line, f"not {encoding} (byte {raw[exc.start]:#04x}): {why}") from None


#: byte order marks of the wide encodings, longest first (UTF-32's opens like UTF-16's)
_MARKS = (
    (b"\xff\xfe\x00\x00", "utf-32"),
    (b"\x00\x00\xfe\xff", "utf-32"),
    (b"\xff\xfe", "utf-16"),
    (b"\xfe\xff", "utf-16"),
)
#: characters no text prints: C0 controls but tab, line feed, vertical tab (a word processor's
#: line break, read as one), carriage return and form feed; DEL
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f\x7f]")
_CONTROL_BYTES = re.compile(rb"[\x00-\x08\x0e-\x1f\x7f]")
#: a file with more control bytes than this share of its bytes is binary, not damaged text
BINARY_SHARE = 0.05


def _byte_order_mark(raw: bytes) -> str | None:
    """The wide encoding a file's byte order mark names (``utf-16``, ``utf-32``), if any."""
    return next((encoding for mark, encoding in _MARKS if raw.startswith(mark)), None)


def _utf16_without_mark(raw: bytes) -> str | None:
    """``utf-16-le`` or ``utf-16-be`` when the bytes are UTF-16 text with no byte order mark:
    mostly ASCII, so every other byte is NUL and the text reads as letters and signs."""
    if len(raw) < 4 or len(raw) % 2:
        return None
    for encoding, zeros in (("utf-16-le", raw[1::2]), ("utf-16-be", raw[0::2])):
        if zeros.count(0) >= 0.9 * len(zeros) and _reading(raw, encoding) is not None:
            return encoding
    return None


def _binary(raw: bytes) -> bool:
    """Whether ``raw`` is binary data rather than damaged text: a NUL byte, or many control bytes."""
    return b"\x00" in raw or len(_CONTROL_BYTES.findall(raw)) > BINARY_SHARE * len(raw)


def _check_controls(text: str, name: str) -> None:
    """A SourceError at the first control character no text prints, saying how many there are."""
    first = _CONTROL.search(text)
    if first is None:
        return
    line = text.count("\n", 0, first.start()) + 1
    column = first.start() - (text.rfind("\n", 0, first.start()) + 1) + 1
    count = len(_CONTROL.findall(text))
    raise SourceError(
        name,
        line,
        f"control character U+{ord(first.group()):04X} at column {column} "
        f"({count} in the file): no text prints these, so this is not plain text: "
        "remove them, or check that this is the right file",
    )


def _reading(raw: bytes, encoding: str) -> str | None:
    """``raw`` in ``encoding`` if every character outside ASCII is a letter or a common sign."""
    try:
        text = raw.decode(encoding)
    except (UnicodeDecodeError, LookupError):
        return None
    odd = {c for c in text if c >= "\x80" or (c < " " and c not in "\t\n\r\f")}
    return text if all(unicodedata.category(c) in _PLAUSIBLE for c in odd) else None


def _guess(raw: bytes, legacy: str | None) -> str | None:
    """The code page to suggest declaring: the language's or the common Western one if either
    reads the bytes plausibly, else charset-normalizer's best guess among the Windows code pages."""
    for candidate in (legacy, "cp1252"):
        if candidate and _reading(raw, candidate) is not None:
            return candidate
    from charset_normalizer import from_bytes

    best = from_bytes(raw, cp_isolation=list(NAMES)).best()
    return best.encoding if best is not None and best.encoding in NAMES else None
