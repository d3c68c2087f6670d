"""Write a text as the PDFs the Laws are published in, for reading them back in the tests.

A flow of lines (a heading, or a paragraph with its label) is set on A5 pages in DejaVu Serif
(a Unicode font: the Laws' dashes and curly quotes print as they are) by fpdf2: in one column
or two, ragged or justified, long words hyphenated at line ends (soft hyphens the typesetter
breaks at), each page under a running head and over its number. Nothing is stored: the
bundled texts are typeset at test time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

#: Debian's DejaVu fonts (``fonts-dejavu-core``)
FONTS = Path("/usr/share/fonts/truetype/dejavu")
#: a soft hyphen: where a typesetter may break a word, printing a hyphen there
SHY = "\u00ad"
#: a long word's letters, and where one may be broken: after a vowel that a consonant follows
_LONG_WORD = re.compile(r"[^\W\d_]{9,}")
_BREAK = re.compile(r"(?<=[aeiouy])(?=[bcdfghklmnprstvz][aeiouy])")


@dataclass(frozen=True)
class Setting:
    """How a flow is set: columns, justification, hyphenation and the running head's words."""

    columns: int = 1
    justify: bool = False
    hyphenate: bool = False
    head: str = "THE LAWS OF DUPLICATE BRIDGE"


def hyphenated(text: str) -> str:
    """``text`` with soft hyphens in its long words, between syllables at least three letters in."""

    def breaks(word: str) -> str:
        cut = [m.start() for m in _BREAK.finditer(word) if 3 <= m.start() <= len(word) - 3]
        for at in reversed(cut):
            word = word[:at] + SHY + word[at:]
        return word

    return _LONG_WORD.sub(lambda m: breaks(m[0]), text)


def pdf_bytes(flow: list[tuple[str, bool]], setting: Setting | None = None) -> bytes:
    """``flow`` (each line's text, and whether it is a heading) typeset as ``setting`` says;
    typesetting is slow, and several tests ask for the same text set the same way."""
    return _typeset(tuple(flow), setting or Setting())


@lru_cache(maxsize=32)
def _typeset(flow: tuple[tuple[str, bool], ...], setting: Setting) -> bytes:
    from fpdf import FPDF

    class Booklet(FPDF):
        def header(self) -> None:
            self.set_font("serif", "", 8)
            self.cell(0, 5, setting.head, align="C", new_x="LMARGIN", new_y="NEXT")
            self.ln(3)

        def footer(self) -> None:
            self.set_y(-12)
            self.set_font("serif", "", 8)
            self.cell(0, 5, str(self.page_no()), align="C")

    pdf = Booklet(format=(148, 210))  # A5
    pdf.add_font("serif", "", str(FONTS / "DejaVuSerif.ttf"))
    pdf.add_font("serif", "B", str(FONTS / "DejaVuSerif-Bold.ttf"))
    pdf.set_auto_page_break(True, margin=16)
    pdf.set_margins(14, 12, 14)
    pdf.add_page()
    align = "J" if setting.justify else "L"
    lines = [(hyphenated(t) if setting.hyphenate and not h else t, h) for t, h in flow]
    if setting.columns == 1:
        for text, heading in lines:
            pdf.set_font("serif", "B" if heading else "", 10 if heading else 9)
            if not text:
                pdf.ln(2)
                continue
            pdf.multi_cell(0, 4.5, text, align="L" if heading else align, new_x="LMARGIN", new_y="NEXT")
            if heading:
                pdf.ln(1)
        return bytes(pdf.output())
    with pdf.text_columns(ncols=setting.columns, gutter=6, text_align=align, line_height=1.1) as cols:
        for text, heading in lines:
            if not text:
                continue
            pdf.set_font("serif", "B" if heading else "", 9 if heading else 8)
            with cols.paragraph(text_align="L" if heading else align, bottom_margin=1.5) as par:
                par.write(text)
    return bytes(pdf.output())
