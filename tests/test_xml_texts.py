"""An XML law text (DocBook, TEI, JATS, a CMS's export) reads as the same text saved as a web page."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from indexer.formats import html_to_layout
from indexer.models import SourceError
from indexer.sources import format_of
from indexer.sources import load_source
from indexer.xmltext import xml_to_layout
from indexer.xmltext import xml_words

DOCBOOK = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE book PUBLIC "-//OASIS//DTD DocBook XML V4.5//EN" "http://www.oasis-open.org/docbook/xml/4.5/docbookx.dtd">
<book>
  <bookinfo><title>The Laws of Duplicate Bridge</title></bookinfo>
  <glossary>
    <title>Definitions</title>
    <glossentry><glossterm>Alert</glossterm><glossdef><para>A notification.</para></glossdef></glossentry>
  </glossary>
  <chapter id="law16">
    <title>Law 16 – Authorised and Unauthorised Information</title>
    <section>
      <title>A. Players’ Use of Information</title>
      <itemizedlist mark="none"><listitem>
        <para><emphasis role="bold">1.</emphasis> A player may use information.</para>
        <itemizedlist mark="none"><listitem>
          <para><emphasis role="bold">(a)</emphasis> that comes from <link linkend="l20">calls</link>.</para>
        </listitem></itemizedlist>
      </listitem></itemizedlist>
    </section>
    <section id="law16-b">
      <orderedlist numeration="arabic"><listitem><para>After a player</para></listitem></orderedlist>
    </section>
  </chapter>
</book>
"""


def layout(markup: str) -> list[str]:
    return xml_to_layout(markup, xml_words()).text.splitlines()


def test_docbook_chapters_sections_and_lists_read_as_headings_and_labelled_lines() -> None:
    lines = layout(DOCBOOK)

    assert "Law 16 – Authorised and Unauthorised Information" in lines
    assert "A. Players’ Use of Information" in lines
    assert "1. A player may use information." in lines
    assert "(a) that comes from calls." in lines
    # a section that prints no label of its own is named by its id, its numbered list by its numbering
    assert lines[lines.index("16B") + 1] == "1. After a player"


def test_a_glossary_reads_as_terms_above_their_indented_definitions() -> None:
    lines = layout(DOCBOOK)

    assert lines[lines.index("Alert") + 1] == "    A notification."


def test_tei_with_a_namespace_reads_its_divisions_heads_and_numbered_lists() -> None:
    tei = """<?xml version="1.0"?>
<tei:TEI xmlns:tei="http://www.tei-c.org/ns/1.0">
<tei:teiHeader><tei:fileDesc><tei:title>Catalogue record</tei:title></tei:fileDesc></tei:teiHeader>
<tei:text><tei:body>
<tei:div type="artikel"><tei:head>Artikel 16 – Informatie</tei:head>
<tei:div type="lid"><tei:head>A. Gebruik</tei:head>
<tei:list rend="numbered"><tei:item>Een speler mag <tei:hi rend="i">dit</tei:hi> gebruiken.</tei:item>
<tei:item>Zo niet, dan<tei:lb/>niet.</tei:item></tei:list>
</tei:div></tei:div>
</tei:body></tei:text></tei:TEI>"""
    lines = layout(tei)

    assert "Catalogue record" not in "\n".join(lines)  # the header is metadata
    assert lines[:4] == ["Artikel 16 – Informatie", "", "A. Gebruik", ""]
    assert lines[4:7] == ["1. Een speler mag dit gebruiken.", "2. Zo niet, dan", "niet."]


def test_an_unnamed_element_is_a_block_among_elements_and_inline_in_running_text() -> None:
    cms = """<export><law number="16"><heading>Law 16 – Information</heading>
<provision><ref>A.</ref> <body>The text of <term-link>A</term-link>.</body></provision>
<provision><number>B.</number><wording>Second provision.</wording></provision></law></export>"""
    lines = [line for line in layout(cms) if line]

    assert lines == ["Law 16 – Information", "A.", "The text of A.", "B.", "Second provision."]


def test_entities_a_doctype_declares_are_never_expanded_nor_fetched() -> None:
    laughs = "".join(f'<!ENTITY l{n} "{f"&l{n - 1};" * 10}">' for n in range(1, 10))
    hostile = f"""<?xml version="1.0"?>
<!DOCTYPE book [<!ENTITY l0 "ha">{laughs}<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<book><chapter><title>Law 1 – The Pack</title><para>&l9; &secret;</para></chapter></book>"""
    started = time.monotonic()
    lines = layout(hostile)

    assert time.monotonic() - started < 2
    assert lines[0] == "Law 1 – The Pack"
    assert "root:" not in "\n".join(lines) and len("\n".join(lines)) < 200


def test_an_xhtml_page_saved_as_xml_reads_as_the_page() -> None:
    page = """<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>x</title></head>
<body><nav>Home</nav><h2>Law 5 – Seats</h2><ol type="A"><li>Initial Position</li></ol></body></html>"""

    assert layout(page) == html_to_layout(page).text.splitlines()


@pytest.mark.parametrize(
    ("name", "declared", "expected"),
    [("laws.xml", None, "xml"), ("laws.dbk", None, "xml"), ("laws.TEI", None, "xml"),
     ("laws.txt", "xml", "xml"), ("laws.xhtml", None, "html")],
)  # fmt: skip
def test_xml_is_chosen_by_the_declared_format_or_the_extension(
    name: str, declared: str | None, expected: str
) -> None:
    assert format_of(Path(name), declared) == expected


def test_an_xml_file_reads_through_the_build_with_its_source_lines(tmp_path: Path) -> None:
    path = tmp_path / "laws.xml"
    path.write_text(DOCBOOK, encoding="utf-8")
    source = load_source(path)

    assert source.format == "xml"
    line = source.text.splitlines().index("1. A player may use information.") + 1
    assert source.source_line(line) == DOCBOOK.splitlines().index(DOCBOOK.splitlines()[13]) + 1


def test_an_xml_file_with_no_text_is_refused_by_name(tmp_path: Path) -> None:
    path = tmp_path / "empty.xml"
    path.write_text('<?xml version="1.0"?><book><bookinfo/></book>', encoding="utf-8")

    with pytest.raises(SourceError, match="no text found in this xml file"):
        load_source(path)
