"""Hostile and broken sources against every reader, with the numbers (``make soak-sources``).

Each input is written to a file and read as the build reads it (:func:`indexer.sources.load_source`
with the format declared, then :func:`indexer.columns.read_columns` on the layout) in a process of
its own, under a memory cap, killed after ``--timeout`` seconds. Prints, per reader and input, the
seconds, the peak memory (``resource.getrusage``) and the outcome: a reading (its lines), a
``SourceError`` (its message), a traceback (the exception: a finding), a hang (killed: a finding)
or a memory blow-up (a finding).

The inputs: size and time (a 20 MB line, 200,000 short lines, a 1 MB line of ``((((``, ``[[[[``,
``<<<<``, ``''''`` or backslashes, deep nesting in each format, a CSV with a 5 MB cell or 100,000
columns); XML entities (billion laughs, quadratic blowup, external entities by file and by URL:
never expanded, never fetched); broken files (cut at half, invalid UTF-8 inside, a BOM before
another encoding, an empty file, RTF with unbalanced braces, JSON with a trailing comma, a CSV
with a lone quote); PDFs (a content stream decompressing to 1 GB, cut at half, a header alone,
a text named ``.pdf``, no cross-reference table). ``--growth`` reads the size inputs at 1x, 2x
and 4x and prints how the time grows (about 2x a step is linear; 4x a step is quadratic).

    .venv/bin/python scripts/soak_sources.py [--scale 1.0] [--timeout 20] [--memory 2048]
        [--only json] [--growth]

``--scale`` multiplies every size (0.1 for a quick look). Exits 1 when any input ended in a
traceback, a hang or a memory blow-up. A measurement, not a test.
"""

from __future__ import annotations

import argparse
import io
import json
import resource
import subprocess
import sys
import tempfile
import time
import zipfile
import zlib
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

MB = 1 << 20

#: a small but real text of each format, for the cut-off and encoding attacks
SAMPLES: dict[str, str] = {
    "text": "LAW 16\nUNAUTHORISED INFORMATION\nA. Players' Use of Information\n1. A player may use...\n",
    "markdown": "# Law 16\n\n## A. Use of Information\n\n1. A player may use *information*.\n"
    "2. Not **this**.\n",
    "html": "<html><body><h1>Law 16</h1><h2>A. Use</h2><ol><li>A player may use.</li><li>Not this.</li></ol>"
    "</body></html>\n",
    "xml": "<?xml version='1.0'?><book><chapter><title>Law 16</title><para>A player may use.</para>"
    "<orderedlist><listitem><para>One.</para></listitem></orderedlist></chapter></book>\n",
    "csv": "id,heading,text\n16,Unauthorised Information,\n16A,Use of Information,A player may use.\n"
    "16A1,,Information from legal calls.\n",
    "json": '{"provisions": [{"id": "16", "heading": "Unauthorised Information", "children": '
    '[{"id": "16A", "text": ["A player may use.", "Not this."]}]}]}\n',
    "yaml": "laws:\n  - id: '16'\n    heading: Unauthorised Information\n    children:\n"
    "      - label: A.\n        text: |\n          A player may use.\n          Not this.\n",
    "latex": "\\documentclass{article}\n\\begin{document}\n\\section{Law 16}\n\\begin{enumerate}\n"
    "\\item A player may use.\n\\item Not this.\n\\end{enumerate}\n\\end{document}\n",
    "bbcode": "[b]Law 16[/b]\n[list=A]\n[*]A player may use.\n[*]Not this.\n[/list]\n",
    "rtf": "{\\rtf1\\ansi\\ansicpg1252{\\fonttbl{\\f0 Times;}}\\f0 {\\b Law 16}\\par "
    "A. A player may use.\\par "
    "1. Not this.\\par}\n",
    "mediawiki": "== Law 16 ==\n'''Unauthorised''' [[Information]]\n=== A ===\n# A player may use.\n"
    "# Not this.\n{{Template|x}}\n",
    "asciidoc": "= Laws\n\n== Law 16\n\n=== A. Use\n\n. A player may use.\n. Not this.\n",
    "email": "From: a@example.org\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n"
    "Content-Transfer-Encoding: quoted-printable\n\nLaw 16 =E2=80=93 Title\nA. A player may =\nuse.\n",
    "org": "#+TITLE: Laws\n* Law 16  :law:\n:PROPERTIES:\n:CUSTOM_ID: law-16\n:END:\n** A. Use\n"
    "1. A player may [[#law-12][use]].\n- Term :: *Not* this.\n",
    "textile": "h1. Laws\n\n{{toc}}\n\nh2(#law-16). Law 16\n\nh3. A. Use\n\np(. 1. A player may use "
    '"Law 12":#law-12.\n\np((. (a) *Not* this.\n',
    "troff": '.\\" laws\n.TH LAWS 7\n.SH "Law 16 \\(en Use"\n.SS "A. Use"\n.IP "1." 4\nA player may\\-use.\n'
    ".TS\ntab(@);\nl l.\nSide@Score\n.TE\n",
}
EXTENSION = {
    "text": ".txt",
    "markdown": ".md",
    "html": ".html",
    "xml": ".xml",
    "csv": ".csv",
    "json": ".json",
    "yaml": ".yaml",
    "latex": ".tex",
    "bbcode": ".bbcode",
    "rtf": ".rtf",
    "mediawiki": ".wiki",
    "asciidoc": ".adoc",
    "pdf": ".pdf",
    "docx": ".docx",
    "odt": ".odt",
    "email": ".eml",
    "org": ".org",
    "textile": ".textile",
    "troff": ".7",
}


def _lines(n: int, line: str = "A player may use information. 16A1") -> str:
    return "\n".join(f"{line} {i}" for i in range(n)) + "\n"


def _nested(fmt: str, depth: int) -> str:
    """``depth`` levels of the format's own nesting."""
    if fmt == "json":
        return '{"provisions": ' + "[" * depth + "]" * depth + "}"
    if fmt == "xml":
        return "<book>" + "<section>" * depth + "<para>x</para>" + "</section>" * depth + "</book>"
    if fmt == "html":
        return "<html><body>" + "<div>" * depth + "x" + "</div>" * depth + "</body></html>"
    if fmt == "bbcode":
        return "[b]Law 16[/b]\n" + "[list]\n[*]x\n" * depth + "[/list]\n" * depth
    if fmt == "latex":
        return "\\begin{document}\n" + "\\begin{enumerate}\n\\item x\n" * depth + "\\end{enumerate}\n" * depth
    if fmt == "mediawiki":
        return "== Law 16 ==\n" + "{{" * depth + "x" + "}}" * depth + "\n"
    if fmt == "rtf":
        return "{\\rtf1 " + "{" * depth + "x" + "}" * depth + "}"
    if fmt == "markdown":
        return "# Law 16\n" + "".join("  " * i + "- x\n" for i in range(depth))
    if fmt == "asciidoc":
        return "= Laws\n\n== Law 16\n\n" + "".join("*" * (i % 5 + 1) + " x\n" for i in range(depth))
    if fmt == "email":
        parts = "".join(f'Content-Type: multipart/mixed; boundary="b{i}"\n\n--b{i}\n' for i in range(depth))
        return "MIME-Version: 1.0\n" + parts + "Content-Type: text/plain\n\nx\n"
    if fmt == "org":
        return "#+TITLE: x\n" + "".join("*" * (i % 5 + 1) + " x :a:\n:PROPERTIES:\n" for i in range(depth))
    if fmt == "textile":
        return "h2. Law 16\n\n" + "".join("#" * (i % 20 + 1) + " x\n" for i in range(depth))
    if fmt == "csv":
        return "id,text\n" + "".join(f'16A{i},"(' * 1 + 'x)"\n' for i in range(depth))
    return "(" * depth + ")" * depth


#: size inputs, each scaled: (name, formats it is read as, maker of its text from a scale)
SIZE_ATTACKS: list[tuple[str, tuple[str, ...], Callable[[float], str]]] = [
    ("20 MB in one line", tuple(SAMPLES), lambda s: "A player may use. " * int(20 * MB * s / 18)),
    ("200,000 short lines", tuple(SAMPLES), lambda s: _lines(int(200_000 * s))),
    ("1 MB line of ((((", tuple(SAMPLES), lambda s: "(" * int(MB * s) + "\n"),
    ("1 MB line of [[[[", tuple(SAMPLES), lambda s: "[" * int(MB * s) + "\n"),
    ("1 MB line of <<<<", tuple(SAMPLES), lambda s: "<" * int(MB * s) + "\n"),
    ("1 MB line of ''''", tuple(SAMPLES), lambda s: "'" * int(MB * s) + "\n"),
    ("1 MB line of \\\\\\\\", tuple(SAMPLES), lambda s: "\\" * int(MB * s) + "\n"),
    ("1 MB line of {{{{", tuple(SAMPLES), lambda s: "{" * int(MB * s) + "\n"),
    ("1 MB line of ****", tuple(SAMPLES), lambda s: "*" * int(MB * s) + "\n"),
    ("1 MB line of ====", tuple(SAMPLES), lambda s: "=" * int(MB * s) + "\n"),
    ('1 MB line of """"', tuple(SAMPLES), lambda s: '"' * int(MB * s) + "\n"),
    ("100,000 lines of '''x", tuple(SAMPLES), lambda s: "'''x [[y\n" * int(100_000 * s)),
    ("100,000 lines of == x", tuple(SAMPLES), lambda s: "== x ==\n'''y'''\n" * int(100_000 * s)),
    ("JSON 100,000 levels", ("json",), lambda s: _nested("json", int(100_000 * s))),
    ("XML 100,000 nested elements", ("xml",), lambda s: _nested("xml", int(100_000 * s))),
    ("HTML 100,000 nested elements", ("html",), lambda s: _nested("html", int(100_000 * s))),
    ("BBCode [list] x 10,000", ("bbcode",), lambda s: _nested("bbcode", int(10_000 * s))),
    ("LaTeX enumerate x 10,000", ("latex",), lambda s: _nested("latex", int(10_000 * s))),
    ("wiki {{ x 10,000", ("mediawiki",), lambda s: _nested("mediawiki", int(10_000 * s))),
    ("RTF { x 100,000", ("rtf",), lambda s: _nested("rtf", int(100_000 * s))),
    ("Markdown list 10,000 deep", ("markdown",), lambda s: _nested("markdown", int(10_000 * s))),
    ("AsciiDoc 100,000 list items", ("asciidoc",), lambda s: _nested("asciidoc", int(100_000 * s))),
    ("e-mail multipart 10,000 deep", ("email",), lambda s: _nested("email", int(10_000 * s))),
    (
        "mbox 100,000 messages",
        ("email",),
        lambda s: "From a@b Tue Mar  5 10:12:44 2019\nMIME-Version: 1.0\n\nLaw 16\n\n" * int(100_000 * s),
    ),
    (
        "e-mail 10 MB base64 part",
        ("email",),
        lambda s: "MIME-Version: 1.0\nContent-Transfer-Encoding: base64\n\n" + "TGF3IDE2IA==\n" * int(MB * s),
    ),
    ("1 MB of overstrikes", ("text",), lambda s: "_\bL_\ba_\bw 1\b16 " * int(MB * s / 18) + "\n"),
    (
        "100,000 Kindle clippings",
        ("text",),
        lambda s: "B\n- Your Highlight on page 1\n\nx\n==========\n" * int(100_000 * s),
    ),
    (
        "1 MB of _underscores_ in an e-book",
        ("text",),
        lambda s: (
            "*** START OF THE PROJECT GUTENBERG EBOOK X ***\n" + "_a" * int(MB * s / 2) + "\n[Footnote 1: x\n"
        ),
    ),
    ("Org 100,000 headlines", ("org",), lambda s: _nested("org", int(100_000 * s))),
    ("Org 1 MB line of *a /b =c [[d", ("org",), lambda s: "*a /b =c [[d][" * int(MB * s / 14) + "\n"),
    ("Textile 100,000 list items", ("textile",), lambda s: _nested("textile", int(100_000 * s))),
    ("Textile 1 MB of links and spans", ("textile",), lambda s: '"a":#b *c _d ["e":f] ' * int(MB * s / 22)),
    ("troff 100,000 .IP items", ("troff",), lambda s: '.TH X 7\n' + '.RS\n.IP "1."\nx\n' * int(100_000 * s)),
    ("troff 1 MB line of escapes", ("troff",), lambda s: "\\f[\\(\\[" * int(MB * s / 6) + "\n"),
    ("CSV one 5 MB cell", ("csv",), lambda s: 'id,text\n16A,"' + "x " * int(2.5 * MB * s) + '"\n'),
    ("CSV 100,000 columns", ("csv",), lambda s: ",".join(["16A"] + ["x"] * int(100_000 * s)) + "\n" * 3),
    (
        "CSV 100,000 rows",
        ("csv",),
        lambda s: "id,text\n" + "".join(f"16A{i},x\n" for i in range(int(100_000 * s))),
    ),
]

LAUGHS = (
    '<?xml version="1.0"?>\n<!DOCTYPE lolz [\n<!ENTITY lol "lol">\n'
    + "".join(
        f'<!ENTITY lol{i} "{("&lol" + (str(i - 1) if i > 1 else "") + ";") * 10}">\n' for i in range(1, 10)
    )
    + "]>\n<book><para>&lol9;</para></book>\n"
)
QUADRATIC = (
    '<?xml version="1.0"?>\n<!DOCTYPE q [<!ENTITY a "'
    + "x" * 50_000
    + '">]>\n<book><para>'
    + "&a;" * 50_000
    + "</para></book>\n"
)
EXTERNAL_FILE = (
    '<?xml version="1.0"?>\n<!DOCTYPE b [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<book><para>Law 16 &x;'
    "</para></book>\n"
)
EXTERNAL_URL = (
    '<?xml version="1.0"?>\n<!DOCTYPE b [<!ENTITY x SYSTEM "http://127.0.0.1:9/x">\n'
    '<!ENTITY % p SYSTEM "http://127.0.0.1:9/p.dtd"> %p;]>\n<book><para>Law 16 &x;</para></book>\n'
)
EXTERNAL_DTD = (
    '<?xml version="1.0"?>\n<!DOCTYPE book SYSTEM "http://127.0.0.1:9/book.dtd">\n<book><para>Law 16 &x;'
    "</para></book>\n"
)
ENTITY_ATTACKS = [
    ("billion laughs", LAUGHS),
    ("quadratic blowup", QUADRATIC),
    ("external entity file:///etc/passwd", EXTERNAL_FILE),
    ("external entity and DTD by http", EXTERNAL_URL),
    ("external DTD by http", EXTERNAL_DTD),
]


def _broken(fmt: str) -> list[tuple[str, bytes]]:
    """The broken versions of the format's sample."""
    sample = SAMPLES[fmt]
    raw = sample.encode()
    out = [
        ("cut at 50%", raw[: len(raw) // 2]),
        ("invalid UTF-8 inside", raw[: len(raw) // 2] + b"\xff\xfe\xc3(" + raw[len(raw) // 2 :]),
        ("UTF-8 BOM then cp1252", b"\xef\xbb\xbf" + sample.replace("use", "usé").encode("cp1252")),
        ("UTF-16 BOM then UTF-8", b"\xff\xfe" + raw),
        ("empty", b""),
        ("only whitespace", b" \n\n\t\n"),
        ("NUL bytes", raw.replace(b" ", b"\x00")),
    ]
    if fmt == "rtf":
        out += [
            ("unbalanced {", raw + b"{" * 50),
            ("unbalanced }", b"}" * 50 + raw),
            ("no closing }", raw[:-3]),
        ]
    if fmt == "json":
        out += [
            ("trailing comma", b'{"provisions": [{"id": "16A", "text": "x"},]}'),
            ("NaN and duplicate keys", b'{"provisions": [{"id": "16A", "id": NaN, "text": "x"}]}'),
            ("a bare string", b'"Law 16"'),
            ("huge number", b'{"provisions": [{"id": 1' + b"0" * 5000 + b', "text": "x"}]}'),
        ]
    if fmt == "csv":
        out += [
            ("a lone quote", b'id,text\n16A,"A player may use.\n16B,x\n'),
            ("a NUL in a cell", b"id,text\n16A,x\x00y\n"),
        ]
    if fmt == "email":
        out += [
            ("an unknown charset", raw.replace(b"charset=utf-8", b"charset=x-nonsense")),
            (
                "no text part",
                b"MIME-Version: 1.0\nContent-Type: image/png\nContent-Transfer-Encoding: base64\n\niVBO\n",
            ),
            ("broken base64", b"MIME-Version: 1.0\nContent-Transfer-Encoding: base64\n\nTGF3!!!@@@\n"),
            (
                "a boundary never closed",
                b'MIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="b"\n\n--b\nx\n',
            ),
        ]
    if fmt == "xml":
        out += [
            ("unclosed elements", b"<book><chapter><title>Law 16<para>x"),
            ("not XML at all", b"Law 16 < 17 & so on"),
        ]
    return out


def one_page_pdf(spaces: int, text: bytes = b"BT /F1 12 Tf 72 720 Td (LAW 16) Tj ET") -> bytes:
    """A one-page PDF whose content stream, ``text`` and then ``spaces`` spaces, is compressed:
    200 MB of spaces is some 200 KB of file (a decompression bomb)."""
    packer = zlib.compressobj(9)
    chunk = b" " * min(spaces, MB)
    stream = packer.compress(text) + b"".join(packer.compress(chunk) for _ in range(spaces // MB or 1))
    stream += packer.flush()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R"
        b" /Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(stream) + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = [b"%PDF-1.4\n"]
    offsets = []
    for n, body in enumerate(objects, start=1):
        offsets.append(sum(map(len, out)))
        out.append(b"%d 0 obj\n" % n + body + b"\nendobj\n")
    xref = sum(map(len, out))
    out.append(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1))
    out += [b"%010d 00000 n \n" % offset for offset in offsets]
    out.append(b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref))
    return b"".join(out)


def _pdf_cases(scale: float) -> list[tuple[str, Callable[[], bytes]]]:
    """A PDF's attacks: a decompression bomb, a cut file, a file that only says it is a PDF."""
    good = one_page_pdf(0)
    return [
        ("a sample PDF", partial(bytes, good)),
        ("content stream bomb of 1 GB", partial(one_page_pdf, int(1024 * MB * scale))),
        ("cut at 50%", partial(bytes, good[: len(good) // 2])),
        ("header alone", partial(bytes, b"%PDF-1.7\n")),
        ("text named .pdf", SAMPLES["text"].encode),
        ("no cross-reference", partial(bytes, good[: good.index(b"xref")])),
    ]
def _zipped(parts: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as package:
        for name, data in parts.items():
            package.writestr(name, data)
    return out.getvalue()


_W = b'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
_O = (
    b'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    b'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"'
)


def _word(body: bytes, doctype: bytes = b"") -> bytes:
    """A Word package of ``body``'s paragraphs."""
    document = doctype + b"<w:document " + _W + b"><w:body>" + body + b"</w:body></w:document>"
    return _zipped({"word/document.xml": document})


def _odt(body: bytes, doctype: bytes = b"") -> bytes:
    """An OpenDocument text package of ``body``'s paragraphs."""
    content = doctype + b"<office:document-content " + _O + b"><office:body><office:text>" + body
    return _zipped(
        {
            "mimetype": b"application/vnd.oasis.opendocument.text",
            "content.xml": content + b"</office:text></office:body></office:document-content>",
        }
    )


def _packages(scale: float) -> list[tuple[str, str, Callable[[], bytes]]]:
    """Word and OpenDocument packages: size, bombs, entities, broken and misnamed files."""
    laughs = LAUGHS.split("<book>")[0].split("?>", 1)[1].replace("book", "w:document").encode()
    n = int(200_000 * scale)
    made: dict[str, tuple[Callable[..., bytes], bytes, bytes, bytes, bytes]] = {
        "docx": (
            _word,
            b"<w:p><w:r><w:t>A player may use.</w:t></w:r></w:p>",
            b"<w:p><w:r><w:t>&lol9;</w:t></w:r></w:p>",
            b"<w:tbl><w:tr><w:tc>",
            b"</w:tc></w:tr></w:tbl>",
        ),
        "odt": (
            _odt,
            b"<text:p>A player may use.</text:p>",
            b"<text:p>&lol9;</text:p>",
            b"<text:list><text:list-item>",
            b"</text:list-item></text:list>",
        ),
    }
    out: list[tuple[str, str, Callable[[], bytes]]] = []
    for fmt, (wrap, para, entity, opening, closing) in made.items():
        whole = wrap(para)
        out += [
            (fmt, "200,000 paragraphs", partial(wrap, para * n)),
            (fmt, "a part unpacking to 1 GB", partial(_zipped, {"content.xml": b" " * (1 << 30)})),
            (fmt, "10,000 nested lists or tables", partial(wrap, opening * 10_000 + para + closing * 10_000)),
            (fmt, "billion laughs in a part", partial(wrap, entity, laughs)),
            (fmt, "cut at 50%", partial(bytes, whole[: len(whole) // 2])),
            (fmt, "encrypted (OLE)", partial(bytes, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 4096)),
            (fmt, "a text misnamed", partial(bytes, b"Law 16\nA player may use.\n")),
            (fmt, "empty", partial(bytes, b"")),
        ]
    return out


def _encoded(make: Callable[[float], str], scale: float) -> bytes:
    return make(scale).encode()


def _cases(only: str | None, scale: float) -> list[tuple[str, str, Callable[[], bytes]]]:
    cases: list[tuple[str, str, Callable[[], bytes]]] = []
    for name, fmts, make in SIZE_ATTACKS:
        for fmt in fmts:
            cases.append((fmt, name, partial(_encoded, make, scale)))
    for name, text in ENTITY_ATTACKS:
        cases.append(("xml", name, text.encode))
    for fmt in SAMPLES:
        for name, raw in _broken(fmt):
            cases.append((fmt, name, partial(bytes, raw)))
    cases.extend(("pdf", name, pdf) for name, pdf in _pdf_cases(scale))
    cases += _packages(scale)
    return [c for c in cases if only is None or only in (c[0], c[1])]


def _one(fmt: str, path: str) -> None:
    """In the child: read ``path`` as ``fmt`` and print one JSON line of the outcome."""
    from indexer.columns import read_columns
    from indexer.models import SourceError
    from indexer.sources import load_source

    start = time.perf_counter()
    try:
        source = load_source(Path(path), name=Path(path).name, format=fmt)
        read_columns(source.text)
        outcome = f"read: {source.text.count(chr(10))} lines"
        kind = "read"
    except SourceError as error:
        outcome, kind = f"SourceError: {str(error)[:150]}", "error"
    except RecursionError as error:  # a finding
        outcome, kind = f"TRACEBACK RecursionError: {str(error)[:100]}", "traceback"
    except MemoryError:
        outcome, kind = "MEMORY: MemoryError", "memory"
    except Exception as error:  # noqa: BLE001 - a finding
        outcome, kind = f"TRACEBACK {type(error).__name__}: {str(error)[:100]}", "traceback"
    seconds = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"seconds": seconds, "peak_mb": peak, "outcome": outcome, "kind": kind}))


def _run(fmt: str, raw: bytes, timeout: float, memory: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"hostile{EXTENSION[fmt]}"
        path.write_bytes(raw)
        cap = f"import resource; resource.setrlimit(resource.RLIMIT_AS, ({memory * MB}, {memory * MB}))"
        code = (
            f"{cap}; import sys; sys.path.insert(0, {str(ROOT)!r}); "
            f"from scripts.soak_sources import _one; _one({fmt!r}, {str(path)!r})"
        )
        start = time.perf_counter()
        try:
            done = subprocess.run(
                [sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout, cwd=ROOT
            )
        except subprocess.TimeoutExpired:
            return {
                "seconds": time.perf_counter() - start,
                "peak_mb": float("nan"),
                "outcome": "HANG: killed",
                "kind": "hang",
            }
        last = done.stdout.strip().splitlines()[-1:] if done.stdout.strip() else []
        if done.returncode == 0 and last:
            return dict(json.loads(last[0]))
        tail = (done.stderr.strip().splitlines() or ["(nothing)"])[-1]
        kind = "memory" if "MemoryError" in tail or done.returncode < 0 else "traceback"
        return {
            "seconds": time.perf_counter() - start,
            "peak_mb": float("nan"),
            "outcome": f"CRASH ({done.returncode}): {tail[:120]}",
            "kind": kind,
        }


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every size (default 1)")
    parser.add_argument(
        "--timeout", type=float, default=20.0, help="seconds before an input counts as a hang"
    )
    parser.add_argument("--memory", type=int, default=2048, help="address-space cap of a reading, MB")
    parser.add_argument("--only", help="only this format (json, xml, ...) or this input's name")
    parser.add_argument("--growth", action="store_true", help="the size inputs at 1x, 2x and 4x")
    args = parser.parse_args()
    bad = 0
    if args.growth:
        print(f"{'reader':10} {'input':32} {'1x s':>7} {'2x s':>7} {'4x s':>7}  growth")
        for name, fmts, make in SIZE_ATTACKS:
            for fmt in fmts:
                if args.only and args.only not in (fmt, name):
                    continue
                times = []
                for k in (1, 2, 4):
                    result = _run(fmt, make(args.scale * k).encode(), args.timeout, args.memory)
                    times.append(float(result["seconds"]))
                    if result["kind"] in ("hang", "traceback", "memory"):
                        bad += 1
                        break
                ratio = (
                    (times[-1] / times[0]) ** (1 / (len(times) - 1))
                    if len(times) > 1 and times[0] > 0.05
                    else 0
                )
                verdict = "SUPERLINEAR" if ratio > 3.0 else ("" if ratio else "(too fast to tell)")
                cells = " ".join(f"{t:7.2f}" for t in times) + " " * 8 * (3 - len(times))
                print(f"{fmt:10} {name:32} {cells}  x{ratio:.1f}/step {verdict}", flush=True)
        return 1 if bad else 0
    print(f"{'reader':10} {'input':36} {'s':>7} {'peak MB':>8}  outcome")
    for fmt, name, raw in _cases(args.only, args.scale):
        result = _run(fmt, raw(), args.timeout, args.memory)
        if result["kind"] in ("hang", "traceback", "memory"):
            bad += 1
        seconds, peak = float(result["seconds"]), float(result["peak_mb"])
        print(f"{fmt:10} {name:36} {seconds:7.2f} {peak:8.0f}  {result['outcome']}", flush=True)
    print(f"{bad} finding(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
