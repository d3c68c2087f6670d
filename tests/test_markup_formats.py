"""A law text written in LaTeX or in a forum post's BBCode reads as the same text in plain would."""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.formats import MAX_LATEX_CHARS
from indexer.models import SourceError
from indexer.sources import load_source
from indexer.sources import markup_of

LATEX = r"""\documentclass{book}
\usepackage{enumitem}
\title{The Laws}
\begin{document}
\maketitle
\section*{Law 16 -- Authorised Information}
\addcontentsline{toc}{section}{Law 16}
\subsection*{A.\ Players' Use of Information}
\begin{enumerate}
  \item[1.] A player may use information if:
  \begin{enumerate}
    \item[(a)] it derives from calls \& plays of the current board; or
    \item[(b)] it is ``authorised''~information, 50\% of it.
  \end{enumerate}
\end{enumerate}
\begin{tabular}{ll}
North & South \\
East & West \\
\end{tabular}
\end{document}
"""

BBCODE = """Re: the laws
[size=150][b]Law 16 - Authorised Information[/b][/size]

[b]A. Players' Use of Information[/b]
[list]
[*]1. A player may use information if:
[list]
[*](a) it derives from calls -- and plays; or
[*](c) it is [url=https://example.org]authorised[/url] information.
[/list]
[/list]
[quote]Law 16 is the one we argue about.[/quote]
"""


def _read(tmp_path: Path, name: str, text: str, format: str | None = None) -> list[str]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return load_source(path, format=format).text.splitlines()


def test_latex_source_reads_headings_and_item_labels_at_the_start_of_their_lines(tmp_path: Path) -> None:
    lines = _read(tmp_path, "laws.tex", LATEX)
    assert lines[0] == "Law 16 – Authorised Information"
    assert "A. Players' Use of Information" in lines
    assert "1. A player may use information if:" in lines
    assert "(a) it derives from calls & plays of the current board; or" in lines
    assert "(b) it is “authorised”\u00a0information, 50% of it." in lines  # ~ a no-break space
    assert "North | South" in lines and "East | West" in lines
    assert not any("toc" in line or line == "Law 16" for line in lines)  # the contents entry goes


def test_a_latex_description_lists_terms_read_as_definitions(tmp_path: Path) -> None:
    """A description list is how LaTeX sets the Definitions: each term is set off from its text
    as the layout sets a definition, so a copy of the 2007 Laws keeps them."""
    source = (
        "\\section*{Definitions}\n\\begin{description}\n"
        "  \\item[Alert] A notification to the effect that opponents may need an explanation.\n"
        "  \\item[Auction] 1.\\ The process of determining the contract.\n"
        "\\end{description}\n"
    )
    lines = _read(tmp_path, "definitions.tex", source)
    assert "Alert — A notification to the effect that opponents may need an explanation." in lines
    assert any(line.startswith("Auction — 1.") for line in lines)


def test_bbcode_post_reads_tags_as_text_and_keeps_typed_labels_and_quotes(tmp_path: Path) -> None:
    lines = _read(tmp_path, "post.bbcode", BBCODE)
    assert "Law 16 - Authorised Information" in lines
    assert "A. Players' Use of Information" in lines
    assert "1. A player may use information if:" in lines
    assert "(a) it derives from calls -- and plays; or" in lines
    assert "(c) it is authorised information." in lines  # no ©, no link address
    assert "Law 16 is the one we argue about." in lines


def test_a_text_file_is_read_as_latex_or_bbcode_only_when_its_markup_is_unmistakable(tmp_path: Path) -> None:
    assert markup_of(LATEX) == "latex"
    assert markup_of(BBCODE) == "bbcode"
    assert markup_of("Law 16 says [b] is bold in a forum, and \\section starts one in LaTeX.\n") is None
    assert _read(tmp_path, "laws.txt", LATEX) == _read(tmp_path, "laws.tex", LATEX)
    assert _read(tmp_path, "post.txt", BBCODE) == _read(tmp_path, "post.bb", BBCODE)
    assert _read(tmp_path, "laws.md", LATEX, format="text")[0] == "Law 16 – Authorised Information"


def test_a_latex_source_longer_than_its_reader_reads_in_time_is_refused_by_name(tmp_path: Path) -> None:
    """The LaTeX parser slows with the square of a text's length: a source past the limit is
    refused at once with its size, not read for minutes."""
    path = tmp_path / "laws.tex"
    body = "A player may use information from the legal calls and plays.\n" * (MAX_LATEX_CHARS // 60 + 1)
    path.write_text("\\begin{document}\n" + body + "\\end{document}\n", encoding="utf-8")
    with pytest.raises(SourceError, match="longer than any text of the Laws"):
        load_source(path)


def test_a_page_xml_or_json_saved_as_text_is_read_in_its_format(tmp_path: Path) -> None:
    """A web page, an XML text or a JSON export saved with ".txt" opens unmistakably: it is read
    as what it is, and the build says so; a text that only mentions such markup stays text."""
    page = (
        "<!DOCTYPE html>\n<html><body><h2>Law 16 - Authorised Information</h2><p>A. Text.</p>"
        "</body></html>\n"
    )
    xml = '<?xml version="1.0"?>\n<chapter><title>Law 16 - Authorised Information</title></chapter>\n'
    export = '[{"id": "16A", "heading": "Players\' Use of Information", "text": "A player may use ..."}]\n'
    assert markup_of(page) == "html" and markup_of('<?xml version="1.0"?>\n' + page) == "html"
    assert markup_of(xml) == "xml" and markup_of(export) == "json"
    assert markup_of("[Law 16] governs information.\n{not json}\n") is None
    assert markup_of("Law 16 <html> tags mean nothing here.\n") is None
    (tmp_path / "page.txt").write_text(page, encoding="utf-8")
    source = load_source(tmp_path / "page.txt")
    assert source.format == "html" and "Law 16 - Authorised Information" in source.text.splitlines()
