"""Read a PDF as the text its pages show, for the plain-text reading of :mod:`indexer.formats`.

The Laws are published as PDFs (the WBF's Laws, a federation's translation, a club's booklet),
and a director adding a text often has nothing else. pypdf (pure Python; chosen over pdfminer.six
and pypdfium2 by reading the bundled texts typeset as PDFs: it reads one column, justified and
hyphenated text and two columns as well as either, in a fraction of pdfminer's time) gives each
page's text in the order it is printed, a column at a time. The pages are parted by form
feeds, so that the plain-text reading sees pages as it does in any PDF's copy: it takes out
running heads and page numbers, joins words hyphenated at line ends and reads headings wrapped
over lines. A scanned PDF with no text layer is refused (no character recognition is
attempted), and so is one that needs a password; one that is encrypted but opens without a
password (a publisher's "no copying" flag) is read. Pages and decompressed page contents are
bounded: a PDF of the Laws has some 120 pages and a few megabytes of text.
"""

from __future__ import annotations

import io
import logging
import re

from indexer.models import SourceError

#: the most pages read: the Laws with commentary run to a few hundred
MAX_PAGES = 2000
#: the most bytes of page contents read, decompressed (the 2007 Laws' are about 2 MB)
MAX_CONTENT_BYTES = 64 << 20
#: how a PDF opens (a few bytes of junk before it are tolerated, as readers do)
PDF_HEADER = b"%PDF-"
#: characters a page's text may hold that no text prints (C0 controls but tab and line feed)
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def looks_like_pdf(raw: bytes) -> bool:
    """Whether ``raw`` is a PDF: its header within its first kilobyte."""
    return PDF_HEADER in raw[:1024]


def pdf_text(raw: bytes, name: str) -> str:
    """The text of each page of the PDF ``raw``, the pages parted by form feeds; a
    :class:`SourceError` naming ``name`` when it cannot be read or shows no text."""
    from pypdf.errors import DependencyError
    from pypdf.errors import LimitReachedError
    from pypdf.errors import PyPdfError

    if not looks_like_pdf(raw):
        raise SourceError(name, None, "not a PDF: it does not open with %PDF-, so it is some other file")
    logging.getLogger("pypdf").setLevel(logging.ERROR)  # a damaged file's repairs are not news
    try:
        pages = _pages(raw, name)
    except SourceError:
        raise
    except LimitReachedError:
        reason = (
            f"a part of this PDF decompresses to more than the {_stream_bound() >> 20} MB read: "
            "more than any text of the Laws, so it is not read"
        )
        raise SourceError(name, None, reason) from None
    except DependencyError as error:
        raise SourceError(name, None, f"this PDF's encryption cannot be read here: {error}") from None
    except (PyPdfError, ValueError, KeyError, TypeError, AttributeError, IndexError, RecursionError) as error:
        reason = f"a damaged or truncated PDF, which cannot be read ({type(error).__name__}: {error})"
        raise SourceError(name, None, reason) from None
    if not any(page.strip() for page in pages):
        raise SourceError(
            name,
            None,
            f"no text in this PDF's {len(pages)} page(s): it looks scanned (pages as images, no text "
            "layer); give a PDF with text, or the text recognised from it (no OCR is done here)",
        )
    return "\n\f".join(pages)


def _stream_bound() -> int:
    """The most bytes pypdf decompresses one stream to (its own guard against a bomb)."""
    from pypdf import filters

    return int(filters.ZLIB_MAX_OUTPUT_LENGTH)


def _pages(raw: bytes, name: str) -> list[str]:
    """Each page's text, in order, once the file is open and within bounds."""
    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(raw), strict=False)
    if reader.is_encrypted and not reader.decrypt(""):
        raise SourceError(
            name, None, "this PDF is protected by a password: save a copy without one (print to PDF)"
        )
    count = len(reader.pages)
    if count > MAX_PAGES:
        reason = f"{count} pages: more than the {MAX_PAGES} read (no text of the Laws has so many)"
        raise SourceError(name, None, reason)
    out: list[str] = []
    content = 0
    for page in reader.pages:
        contents = page.get_contents()
        content += len(contents.get_data()) if contents is not None else 0
        if content > MAX_CONTENT_BYTES:
            raise SourceError(
                name,
                None,
                f"its pages' contents decompress to more than {MAX_CONTENT_BYTES >> 20} MB by page "
                f"{len(out) + 1}: more than any text of the Laws, so it is not read",
            )
        out.append(_page_text(page.extract_text()))
    return out


def _page_text(text: str) -> str:
    """A page's text as lines: line ends made ``\\n``, characters no text prints left out."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return _CONTROLS.sub("", text).rstrip("\n")
