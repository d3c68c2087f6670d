"""Reading a source keeps everything its text says: footnotes, tables, quoted passages; what is
page furniture (a cookie banner, an email's headers, a signature) is dropped and reported, and
a file that is not text, or not whole, says so."""

from __future__ import annotations

import dataclasses
import tomllib
from pathlib import Path

import pytest

from indexer.formats import PageWords
from indexer.formats import html_to_layout
from indexer.models import Document
from indexer.models import SourceError
from indexer.parse import parse_document
from indexer.sources import SourceText
from indexer.sources import load_source
from indexer.tables import Tables
from tests.layouts import bundled
from tests.layouts import html_div_furniture
from tests.layouts import tables

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


# --- tables --------------------------------------------------------------------------------

MARKDOWN_TABLE = """\
# Penalty cards

## Major or minor penalty card?

| Card exposed | Kind of penalty card | Law |
|---|:---:|---|
| A single card below an honour, by accident | Minor | Law 50B |
| An honour (A, K, Q, J or 10) | Major | Law 50B |

A minor penalty card need not be played at once.

## Disposing of it

A penalty card stays on the table face up (Law 50D1).
"""


def test_a_markdown_table_keeps_a_line_per_row_with_its_cells_parted(tmp_path: Path) -> None:
    source = _read(tmp_path, "notes.md", MARKDOWN_TABLE)

    assert source.text.splitlines()[4:8] == [
        "Card exposed | Kind of penalty card | Law",
        "A single card below an honour, by accident | Minor | Law 50B",
        "An honour (A, K, Q, J or 10) | Major | Law 50B",
        "",
    ]
    assert source.source_line(6) == 7  # the delimiter row is left out; rows keep their lines


def test_a_markdown_table_stays_under_its_heading_and_its_header_row_is_no_heading(tmp_path: Path) -> None:
    sections = _sections(_read(tmp_path, "notes.md", MARKDOWN_TABLE))

    headings = [heading for heading, _, _ in sections.values()]
    assert "Card exposed | Kind of penalty card | Law" not in headings
    text, about = next((t, a) for h, t, a in sections.values() if h == "Major or minor penalty card?")
    assert text == (
        "Card exposed | Kind of penalty card | Law\n"
        "A single card below an honour, by accident | Minor | Law 50B\n"
        "An honour (A, K, Q, J or 10) | Major | Law 50B\n\n"
        "A minor penalty card need not be played at once."
    )
    assert about == ("50B",)


HTML_FAQ = """\
<html><body><main>
<h1>Riverside Bridge Club</h1>
<p>Answers to what our directors are asked.</p>
<h2>Procedure</h2>
<p><b>Q: Can the director fine us for arriving late?</b><br>
A: Yes, a procedural penalty for lateness is allowed by Law 90B2.</p>
<p><b>Q: How long do I have to appeal a ruling?</b><br>
A: You must ask within 30 minutes after the official score is published (Law 92B).</p>
<table>
<tr><th>Situation</th><th>Law</th><th>Usual outcome</th></tr>
<tr><td>Revoke, trick won by offender</td><td>Law 64A1</td><td>Two tricks transferred</td></tr>
<tr><td>Slow play</td><td>Law 90B2</td><td>Warning, then penalty</td></tr>
</table>
</main></body></html>
"""


def test_an_html_table_after_the_last_answer_is_the_sections_not_the_answers(tmp_path: Path) -> None:
    sections = _sections(_read(tmp_path, "faq.html", HTML_FAQ))

    assert sections["procedure/q2"][1] == (
        "A: You must ask within 30 minutes after the official score is published (Law 92B)."
    )
    assert sections["procedure/table"] == (
        "",
        "Situation | Law | Usual outcome\n"
        "Revoke, trick won by offender | Law 64A1 | Two tricks transferred\n"
        "Slow play | Law 90B2 | Warning, then penalty",
        ("64A1", "90B2"),
    )


def test_a_table_an_answer_introduces_stays_in_the_answer(tmp_path: Path) -> None:
    page = HTML_FAQ.replace("is published (Law 92B).</p>", "is published (Law 92B). In short:</p>")
    sections = _sections(_read(tmp_path, "faq.html", page))

    assert "procedure/table" not in sections
    assert sections["procedure/q2"][1].endswith(
        "In short:\n\nSituation | Law | Usual outcome\n"
        "Revoke, trick won by offender | Law 64A1 | Two tricks transferred\n"
        "Slow play | Law 90B2 | Warning, then penalty"
    )


# --- what is not text ----------------------------------------------------------------------

NOTE = "Notes on claims\n\nWhen you claim, say how you will play (Law 68C).\n"


def test_control_characters_in_utf8_text_are_refused_at_their_line(tmp_path: Path) -> None:
    damaged = NOTE.replace("(Law 68C).", "(Law 68C).\x00\x00\x01 more")

    with pytest.raises(SourceError) as caught:
        _read(tmp_path, "notes.txt", damaged)

    assert caught.value.line == 3
    assert "control character U+0000 at column 49 (3 in the file)" in str(caught.value)


def test_a_word_processors_line_break_is_a_line_break(tmp_path: Path) -> None:
    source = _read(tmp_path, "notes.txt", NOTE.replace("When you claim, ", "When you claim,\x0b"))

    assert source.text.splitlines()[2:4] == ["When you claim,", "say how you will play (Law 68C)."]


def test_tab_form_feed_and_carriage_return_are_text(tmp_path: Path) -> None:
    source = _read(tmp_path, "notes.txt", NOTE.replace("\n\n", "\r\n\f\r\n").replace("When", "\tWhen"))

    assert "(Law 68C)." in source.text


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-be", "utf-32"])
def test_a_file_with_a_wide_byte_order_mark_is_read_in_that_encoding(tmp_path: Path, codec: str) -> None:
    raw = NOTE.encode(codec) if codec != "utf-16-be" else b"\xfe\xff" + NOTE.encode(codec)

    source = _read(tmp_path, "notes.txt", raw)

    assert source.text.splitlines()[2] == "When you claim, say how you will play (Law 68C)."
    assert source.encoding.startswith(codec[:6])


def test_utf16_without_a_byte_order_mark_is_named_as_utf16(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match='looks like UTF-16-LE.*encoding = "utf-16-le"'):
        _read(tmp_path, "notes.txt", NOTE.encode("utf-16-le"))


def test_a_broken_utf16_file_is_named_as_utf16_not_a_code_page(tmp_path: Path) -> None:
    raw = NOTE.encode("utf-16") + b"\x00\xd8"  # a lone surrogate at the end

    with pytest.raises(SourceError) as caught:
        _read(tmp_path, "notes.txt", raw)

    assert "not utf-16" in str(caught.value) and "cp1252" not in str(caught.value)


def test_binary_data_is_said_to_be_no_text(tmp_path: Path) -> None:
    raw = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 4

    with pytest.raises(SourceError, match="not a text file") as caught:
        _read(tmp_path, "notes.txt", raw)

    assert "damage" not in str(caught.value)


# --- page furniture ------------------------------------------------------------------------

FURNISHED = """\
<html><body>
<div id="cookie-banner">We use cookies to improve your experience. <a href="/privacy">Privacy</a></div>
<div class="site-nav"><a href="/">Home</a> <a href="/laws">Laws</a></div>
<div class="wrapper">
<h1>Club notes</h1>
<h2>Revokes</h2>
<p>A revoke is established when the offender plays to the next trick (Law 63A1).</p>
<ul class="menu-links"><li>Results</li><li>Contact</li></ul>
</div>
<div role="contentinfo">Page saved from the federation site</div>
<div class="footer">Registered charity no. 1123456 · Contact us</div>
</body></html>
"""


def test_page_furniture_written_as_divs_is_dropped_and_reported(tmp_path: Path) -> None:
    source = _read(tmp_path, "notes.html", FURNISHED)

    assert source.text.splitlines() == [
        "Club notes",
        "",
        "Revokes",
        "",
        "A revoke is established when the offender plays to the next trick (Law 63A1).",
    ]
    (notice,) = [str(n) for n in source.notices]
    assert notice == (
        'page furniture left out: 1 <div class="footer">, 1 <div class="site-nav">, '
        '1 <div id="cookie-banner">, 1 <div role="contentinfo">, 1 <ul class="menu-links">'
    )


def test_an_element_holding_the_document_is_never_furniture(tmp_path: Path) -> None:
    page = '<html><body><div class="nav-layout"><main><p>Law 63A1 applies.</p></main></div></body></html>'

    assert _read(tmp_path, "notes.html", page).text == "Law 63A1 applies.\n"


def test_the_words_that_mark_furniture_are_the_tables(tmp_path: Path) -> None:
    page = '<p>Text.</p><div class="colophon">Printed by us</div>'

    assert "Printed" in html_to_layout(page, PageWords()).text
    assert "Printed" not in html_to_layout(page, PageWords(markup=frozenset({"colophon"}))).text


def test_a_law_page_with_div_furniture_reads_as_the_laws_alone() -> None:
    doc, provisions = bundled("laws-2007-en")
    titles = {law: tables().title(doc.edition, law) for law in {p.law for p in provisions if p.law}}
    text = html_div_furniture(list(provisions), titles)
    copy = dataclasses.replace(doc, id="copy", source_file="copy.html")
    parsed = {p.id: p.text for p in parse_document(text, copy, tables())}

    for furniture in ("cookies", "Home", "federation site", "Next session"):
        assert furniture not in text
    last = provisions[-1]
    assert parsed[last.id] == last.text


# --- emails and forum posts ----------------------------------------------------------------

EMAIL = """\
From: Peter Hollis <director@example.org>
To: members@example.org
Subject: Re: Tuesday's ruling on board 17
Date: Wed, 20 Mar 2024 09:14:52 +0000

Dear all,

The relevant Law is 16B1. In short:

> (a) When partner has given you extra information that
> might point to one call or play over another, you
>
>> must not pick the one that the information suggests.

So I adjusted the score (Law 16B3).

--
Peter Hollis
Club Director
"""


def test_a_quoted_passage_is_read_without_its_quote_prefix(tmp_path: Path) -> None:
    lines = _read(tmp_path, "email.txt", EMAIL).text.splitlines()

    assert lines[9:13] == [
        "(a) When partner has given you extra information that",
        "might point to one call or play over another, you",
        "",
        "must not pick the one that the information suggests.",
    ]


def test_an_emails_headers_and_signature_are_furniture_dropped_with_a_warning(tmp_path: Path) -> None:
    source = _read(tmp_path, "email.txt", EMAIL)

    assert "From:" not in source.text and "Peter Hollis" not in source.text
    assert source.text.splitlines()[5] == "Dear all,"  # line for line: line 6 stays line 6
    assert [str(n) for n in source.notices] == [
        "line 1: email headers left out: From, To, Subject, Date",
        "line 17: signature left out: '--; Peter Hollis; Club Director'",
    ]
    (note,) = _sections(source).values()
    assert note[1].endswith("So I adjusted the score (Law 16B3).")


def test_a_dash_line_parting_the_text_is_no_signature(tmp_path: Path) -> None:
    """Only a ``--`` with a signature's few lines after it ends the text: one that parts two
    questions keeps every word after it."""
    text = "CLAIMS\n\nQ1. Who may claim?\nA: Declarer (Law 68A).\n\n--\n\n" + "\n".join(
        f"Q{n}. Question {n}?\nA: Answer {n} (Law 70A).\n" for n in range(2, 6)
    )
    source = _read(tmp_path, "notes.txt", text)
    assert "Answer 5 (Law 70A)." in source.text
    assert not any("signature" in str(n) for n in source.notices)


def test_a_sent_from_line_is_a_signature_and_a_pipe_table_is_no_quote(tmp_path: Path) -> None:
    text = "Scores\n\n| Slam | Not Vulnerable |\n| Small Slam | 500 |\n\nSee Law 77.\nSent from my iPhone\n"
    source = _read(tmp_path, "notes.txt", text)

    assert source.text.splitlines()[2:7] == [
        "| Slam | Not Vulnerable |",
        "| Small Slam | 500 |",
        "",
        "See Law 77.",
        "",
    ]
    assert [str(n) for n in source.notices] == ["line 7: signature left out: 'Sent from my iPhone'"]


def test_a_forum_post_quoting_a_law_reads_as_the_law(tmp_path: Path) -> None:
    post = "Hi all,\n\n| Law 16 – Authorized and Unauthorized Information\n|\n| Some text of Law 16.\n\nPat\n"

    assert _read(tmp_path, "post.txt", post).text.splitlines()[2:5] == [
        "Law 16 – Authorized and Unauthorized Information",
        "",
        "Some text of Law 16.",
    ]


# --- a file cut short ----------------------------------------------------------------------


def test_an_html_file_cut_short_is_said_to_be_cut_short(tmp_path: Path) -> None:
    page = "<html><body>\n<h1>FAQ</h1>\n<p><b>Q: Can I bid on?</b><br>\nA: Only if passing is not a "

    notices = [str(n) for n in _read(tmp_path, "faq.html", page).notices]

    assert notices == [
        "line 4: the file ends inside <p> with no </html>: "
        "it looks cut short, so its last text may be missing"
    ]


def test_a_whole_page_or_a_fragment_is_not_cut_short(tmp_path: Path) -> None:
    whole = "<html><body><p>Law 25A applies.\n<p>Law 25B too.\n</body></html>\n"
    fragment = "<h2>Claims</h2>\n<p>Law 68 applies.</p>\n"

    assert _read(tmp_path, "whole.html", whole).notices == ()
    assert _read(tmp_path, "fragment.html", fragment).notices == ()


@pytest.mark.parametrize(
    "page",
    [
        "<html><body><p>Law 16 applies.</p></body>",  # </html> left out, as HTML allows
        "<html><body><p>See Law 16.</p>\n",  # </body> too, after a finished sentence
    ],
)
def test_a_page_leaving_out_its_optional_end_tags_is_whole(tmp_path: Path, page: str) -> None:
    assert _read(tmp_path, "page.html", page).notices == ()


@pytest.mark.parametrize(
    ("cells", "line"),
    [
        (["", "A.", "Drawing Attention"], "A. Drawing Attention"),
        (["", "", "1. (a)", "The Director should be summoned."], "1. (a) The Director should be summoned."),
        (["F2.", "Uitleg van biedingen"], "F2. Uitleg van biedingen"),
        (["Revoke", "Law 64A1", "Two tricks"], "Revoke | Law 64A1 | Two tricks"),
    ],
)
def test_a_label_in_a_cell_of_its_own_goes_before_its_text(cells: list[str], line: str) -> None:
    """A page that sets the Laws out in a table puts each label in a cell: the label reads before
    its text, empty indent cells are left out, and other cells stay parted."""
    row = "".join(f"<td>{cell}</td>" for cell in cells)
    layout = html_to_layout(f"<html><body><table><tr>{row}</tr></table></body></html>")
    assert line in layout.text.splitlines()
