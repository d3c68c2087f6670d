"""The law texts parsed from the real corpus: every paragraph carries the id the Laws give it.

``tests/data/paragraph_ids.toml`` lists, line by line, the id each printed paragraph of the
five texts must carry (checked by hand against the official structure); a change that moves
a paragraph is a visible diff against that list.
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from functools import cache
from functools import lru_cache
from pathlib import Path

import pytest

from indexer.build import read_manifest
from indexer.build import read_source
from indexer.build import read_tables
from indexer.ids import try_ref
from indexer.models import Provision
from indexer.normalise import reflow
from indexer.parse import parse_document
from indexer.parsers.formal import front_heading
from indexer.tables import Tables

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
EXPECTED = tomllib.loads((Path(__file__).parent / "data" / "paragraph_ids.toml").read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def tables() -> Tables:
    return read_tables(CORPUS, read_manifest(CORPUS))


@cache
def parsed(doc_id: str) -> tuple[Provision, ...]:
    doc = next(d for d in read_manifest(CORPUS) if d.id == doc_id)
    return tuple(parse_document(read_source(CORPUS, doc), doc, tables()))


def ids(doc_id: str) -> list[str]:
    return [p.id for p in parsed(doc_id)]


def line_ids(doc_id: str) -> dict[int, str]:
    """The id of the most specific provision that holds each source line; a line that several
    sibling provisions share ("(g) (i) ... and (ii) ...") carries the id of their parent."""
    out: dict[int, str] = {}
    for line in (int(n) for n in EXPECTED[doc_id]):
        holders = [
            (end - start, p.id)
            for p in parsed(doc_id)
            for start, end in (p.lines, *p.copies)
            if start <= line <= end
        ]
        if not holders:
            out[line] = ""
            continue
        narrowest = min(span for span, _ in holders)
        tied = [pid for span, pid in holders if span == narrowest]
        out[line] = min(tied, key=lambda pid: (len(tied) > 1 and not _holds_all(pid, tied), -len(pid)))
    return out


def _holds_all(pid: str, ids: list[str]) -> bool:
    ref = try_ref(pid)
    return ref is not None and all(i == pid or ref in try_ref(i).ancestors() for i in ids)


@pytest.mark.parametrize("doc_id", list(EXPECTED))
def test_every_printed_paragraph_carries_its_listed_id(doc_id: str) -> None:
    got = line_ids(doc_id)
    wrong = {n: (want, got[int(n)]) for n, want in EXPECTED[doc_id].items() if got[int(n)] != want}
    share = 1 - len(wrong) / len(EXPECTED[doc_id])
    print(f"{doc_id}: {share:.1%} of {len(EXPECTED[doc_id])} lines carry the listed id")
    assert not wrong, f"lines whose id changed (line: (listed, parsed)): {wrong}"


def test_the_formal_text_has_laws_1_to_16_even_where_the_heading_is_missing() -> None:
    laws = [p for p in parsed("laws-2007-en") if try_ref(p.id) and try_ref(p.id).depth == 0]
    assert [p.id for p in laws] == [str(n) for n in range(1, 17)]
    recovered = {p.id: p.heading for p in laws if p.id_source == "skeleton"}
    assert recovered == {
        "6": "The Shuffle and Deal",
        "8": "Sequence of Rounds",
        "10": "Assessment of Rectification",
        "11": "Forfeiture of the Right to Rectification",
        "12": "Director’s Discretionary Powers",
        "13": "Incorrect Number of Cards",
        "16": "Authorized and Unauthorized Information",
    }


SECTIONS_2007 = {
    5: "AB", 6: "ABCDEF", 7: "ABCD", 8: "ABC", 9: "ABC", 10: "ABC", 11: "AB", 12: "ABC",
    13: "ABDEF", 14: "ABC", 15: "ABC", 16: "AB",
}  # fmt: skip


@pytest.mark.parametrize(("law", "letters"), SECTIONS_2007.items())
def test_each_law_of_the_formal_text_has_its_printed_sections(law: int, letters: str) -> None:
    sections = [p.id for p in parsed("laws-2007-en") if p.parent == str(law)]
    assert sections == [f"{law}{letter}" for letter in letters]


@pytest.mark.parametrize(
    ("pid", "parent", "starts"),
    [
        ("12C1e_i", "12C1e", "The score assigned in place of the actual score"),
        ("12C1e_ii", "12C1e", "For an offending side the score assigned"),
        ("9B1a", "9B1", "The Director should be summoned at once"),
        ("10A", "10", "The Director alone has the right to determine rectifications"),
        ("11B", "11", "Even after the right to rectification has been forfeited"),
        ("14B", "14", "When one or more hand(s) is/are found to contain fewer than 13 cards"),
        ("16A1b", "16A1", "it is authorized information from a withdrawn action (see D); or"),
        ("16B2", "16B", "When a player considers that an opponent has made such information"),
    ],
)
def test_formal_provisions_are_reflowed_under_the_right_parent(pid: str, parent: str, starts: str) -> None:
    p = next(p for p in parsed("laws-2007-en") if p.id == pid)
    assert p.parent == parent
    assert p.text.startswith(starts)
    assert "\n" not in p.text.split("\n\n")[0]


def test_front_matter_and_every_definition_are_provisions_of_their_own() -> None:
    got = ids("laws-2007-en")
    assert got[:3] == ["preface", "introduction", "definitions"]
    terms = [i for i in got if i.startswith("definitions/")]
    assert len(terms) == 61  # 63 dashes: Penalty's two kinds are part of its definition
    for term in ("adjusted-score", "dummy", "penalty-card", "psychic-call", "withdrawn", "vulnerability"):
        assert f"definitions/{term}" in terms
    dummy = next(p for p in parsed("laws-2007-en") if p.id == "definitions/dummy")
    assert dummy.heading == "Dummy"
    assert dummy.text.startswith("1. Declarer’s partner.") and "2. Declarer’s partner’s cards" in dummy.text


def test_the_everyday_edition_carries_every_2017_id_of_laws_72_to_93() -> None:
    skeleton = tables().skeletons["2017"]
    with_text = [n.id for law in range(72, 94) for n in skeleton.laws[law] if n.has_text]
    got = ids("laws-2017-everyday-en")
    assert [i for i in with_text if i not in got] == []
    official = {n.id for law in range(72, 94) for n in skeleton.laws[law]}
    assert [i for i in got if try_ref(i) and i not in official] == []


def test_the_everyday_edition_keeps_its_scoring_tables_as_markdown() -> None:
    p = next(p for p in parsed("laws-2017-everyday-en") if p.id == "77")
    assert p.lines == (54, 86)
    assert "| Small Slam (12 tricks) | 500 / 750 |" in p.text
    imps = next(p for p in parsed("laws-2017-everyday-en") if p.id == "78B")
    assert imps.text.count("\n|") == 27  # header, rule, and one row for each of 0 to 24 IMPs


def test_the_dutch_law_16_has_sections_a_to_d_with_their_items() -> None:
    law16 = [i for i in ids("laws-2017-nl") if i.startswith("16")]
    assert law16 == [
        "16", "16A", "16A1", "16A1a", "16A1b", "16A1c", "16A1d", "16A2",
        "16B", "16B1", "16B1a", "16B1b", "16B2", "16B3",
        "16C", "16C1", "16C2", "16C3",
        "16D", "16D1", "16D2", "16D2a", "16D2b", "16D2c", "16D2d", "16D3",
    ]  # fmt: skip
    headings = {p.id: p.heading for p in parsed("laws-2017-nl") if p.id in ("16A", "16C")}
    assert headings == {
        "16A": "Gebruik van informatie door de spelers",
        "16C": "Informatie uit ingetrokken handelingen",
    }


def test_a_dutch_article_printed_twice_is_one_provision_with_both_places() -> None:
    p = next(p for p in parsed("laws-2017-nl") if p.id == "54A")
    assert p.heading == "Leider legt zijn hand open"
    assert p.text.startswith("Na een uitkomst voor de beurt")
    assert p.lines == (16, 16) and p.copies == ((76, 79),)


def test_ids_are_printed_or_inferred_not_overridden() -> None:
    sources = Counter(p.id_source for doc in EXPECTED for p in parsed(doc))
    assert sources["override"] == 0
    assert sources["inferred"] > 50 and sources["printed"] > 250


_WORD = re.compile(r"[^\W\d_]{4,}")


@pytest.mark.parametrize("doc_id", list(EXPECTED))
def test_no_word_of_the_source_is_lost(doc_id: str) -> None:
    """Every word of the source reappears in the document's headings and texts."""
    doc = next(d for d in read_manifest(CORPUS) if d.id == doc_id)
    copies = {n for p in parsed(doc_id) for a, b in p.copies for n in range(a, b + 1)}
    source = [line for n, line in enumerate(read_source(CORPUS, doc).splitlines(), 1) if n not in copies]
    words = Counter(w.lower() for w in _WORD.findall("\n".join(source)))
    kept = Counter(w.lower() for p in parsed(doc_id) for w in _WORD.findall(f"{p.heading} {p.text}"))
    lost = {w: n - kept[w] for w, n in words.items() if kept[w] < n}
    layout = {w.lower() for words in tables().layout.values() for w in words.get("law_heading", [])}
    title = {w.lower() for w in _WORD.findall(read_source(CORPUS, doc).splitlines()[0])}
    assert set(lost) <= layout | title, lost


def test_an_override_table_gives_a_line_the_id_alignment_could_not_know(tmp_path: Path) -> None:
    """``corpus/overrides/<doc>.toml`` maps a source line to an id; the id is marked as such."""
    import shutil

    shutil.copytree(CORPUS, tmp_path / "corpus")
    overrides = tmp_path / "corpus" / "overrides"
    overrides.mkdir()
    (overrides / "laws-2017-everyday-en.toml").write_text('[lines]\n53 = "77"\n', encoding="utf-8")
    corpus = tmp_path / "corpus"
    doc = next(d for d in read_manifest(corpus) if d.id == "laws-2017-everyday-en")
    provisions = parse_document(read_source(corpus, doc), doc, read_tables(corpus, read_manifest(corpus)))
    forced = next(p for p in provisions if p.id == "77")
    assert forced.id_source == "override" and forced.lines == (53, 86)
    assert "76D" not in [p.id for p in provisions]


def test_roman_items_run_into_one_line_become_provisions_of_their_own() -> None:
    items = {p.id: p for p in parsed("laws-2017-everyday-en") if p.id.startswith("80B2g")}
    assert list(items) == ["80B2g", "80B2g_i", "80B2g_ii"]
    assert items["80B2g_i"].text == "arranging for any assistants the Director needs, and"
    assert items["80B2g_ii"].text.startswith("appointing other staff")
    assert {p.lines for p in items.values()} == {(140, 140)}


def test_a_footnote_joins_the_provision_whose_marker_it_explains() -> None:
    """Page layout printed the note on "sorted deck*" (6D2) after 6F; it belongs to 6D2."""
    by_id = {p.id: p for p in parsed("laws-2007-en")}
    assert "sorted deck*" in by_id["6D2"].text
    assert by_id["6D2"].text.endswith(
        "* A ‘sorted deck’ is a pack of cards not randomized from its prior condition."
    )
    assert by_id["6D2"].copies == ((333, 334),)
    assert "sorted deck’ is" not in by_id["6F"].text and by_id["6F"].lines == (328, 332)


def test_a_law_the_skeleton_lacks_takes_its_ids_from_its_printed_labels() -> None:
    """The parsers keep working on laws no table describes yet: the printed numbering is used."""
    import dataclasses

    full = tables()
    laws = {k: v for k, v in full.skeletons["2007"].laws.items() if k != 15}
    partial = dataclasses.replace(
        full, skeletons={**full.skeletons, "2007": dataclasses.replace(full.skeletons["2007"], laws=laws)}
    )
    doc = next(d for d in read_manifest(CORPUS) if d.id == "laws-2007-en")
    provisions = parse_document(read_source(CORPUS, doc), doc, partial)
    law15 = [p.id for p in provisions if p.law == 15]
    assert law15 == ["15", "15A", "15A1", "15A2", "15B", "15C"]
    assert {p.id_source for p in provisions if p.law == 15} == {"printed"}
    nl = next(d for d in read_manifest(CORPUS) if d.id == "laws-2017-nl")
    without_54 = {k: v for k, v in full.skeletons["2017"].laws.items() if k != 54}
    partial = dataclasses.replace(
        full,
        skeletons={**full.skeletons, "2017": dataclasses.replace(full.skeletons["2017"], laws=without_54)},
    )
    ids54 = [p.id for p in parse_document(read_source(CORPUS, nl), nl, partial) if p.law == 54]
    assert ids54[:2] == ["54", "54A"] and "54E" in ids54


EVERYDAY = "Laws 72–93 · Everyday\nSome text."


@pytest.mark.parametrize(
    ("doc_id", "text", "overrides", "says"),
    [
        ("laws-2007-en", "LAW 1 - THE PACK\nLAW 99 - NO SUCH LAW\nText.", {}, "there is no Law 99"),
        ("laws-2017-everyday-en", EVERYDAY, {"2": "zzz"}, "is not a provision id"),
        ("laws-2017-everyday-en", EVERYDAY, {"two": "72A"}, "is not a line number"),
    ],
)
def test_a_bad_source_or_override_fails_with_file_line_and_reason(
    doc_id: str, text: str, overrides: dict[str, str], says: str
) -> None:
    import dataclasses

    from indexer.models import SourceError

    doc = next(d for d in read_manifest(CORPUS) if d.id == doc_id)
    with_overrides = dataclasses.replace(tables(), overrides={doc_id: overrides})
    with pytest.raises(SourceError, match=says) as error:
        parse_document(text, doc, with_overrides)
    assert error.value.file in (doc.source_file, f"overrides/{doc_id}.toml")


# --- texts nobody prepared for: written from the bundled texts' own lines ---------------------

SOURCE_2007 = read_source(
    CORPUS, next(d for d in read_manifest(CORPUS) if d.id == "laws-2007-en")
).splitlines()
#: Law 4 and Law 5 of the 2007 text, without their headings (source lines 270-275, 277-289)
LAW_4_BODY = SOURCE_2007[269:275]
LAW_5_BODY = SOURCE_2007[276:289]
#: Law 9 without its heading: sections A, B and C (source lines 381-411)
LAW_9_BODY = SOURCE_2007[380:411]
LAW_9_IDS = ["9", "9A", "9A1", "9A2", "9A3", "9A4", "9B", "9B1", "9B1a", "9B1b", "9B1c", "9B1d", "9B2", "9C"]


def parse_text(text: str, kind: str = "formal", language: str = "en", edition: str = "2007"):
    """A text read as a new manifest entry would read it: (provisions, warnings)."""
    import dataclasses

    from indexer.models import SourceWarning

    base = next(d for d in read_manifest(CORPUS) if d.id == "laws-2007-en")
    doc = dataclasses.replace(
        base, id="new-text", kind=kind, language=language, edition=edition, source_file="new.txt"
    )
    warnings: list[SourceWarning] = []
    return parse_document(text, doc, tables(), warnings), warnings


@pytest.mark.parametrize(
    ("law_4", "law_5"),
    [
        ("LAW 4", "LAW 5"),
        ("Law 4", "Law 5"),
        ("Law 4 – Partnerships", "Law 5 – Assignment of Seats"),
        ("Law 4 - Partnerships", "Law 5 — Assignment of Seats"),
        ("4. Partnerships", "5. Assignment of Seats"),
        ("# Law 4", "# Law 5"),
        ("## 4. Partnerships", "## 5 Assignment of Seats"),
        ("4\nPartnerships", "5\nAssignment of Seats"),
        ("PARTNERSHIPS", "ASSIGNMENT OF SEATS"),
        ("Partnerships", "Assignment of Seats"),
        ("LAW 4 -\nPARTNERSHIPS", "LAW 5 - ASSIGNMENT OF\nSEATS"),
        ("**Law 4: Partnerships**", "**Law 5: Assignment of Seats**"),
        ("LAW 4PARTNERSHIPS", "LAW 5ASSIGNMENT OF SEATS"),
    ],
)
def test_a_law_heading_is_read_in_every_common_form(law_4: str, law_5: str) -> None:
    text = "\n".join([law_4, *LAW_4_BODY, law_5, *LAW_5_BODY])
    provisions, _ = parse_text(text)
    assert [p.id for p in provisions] == ["4", "5", "5A", "5B"]
    by_id = {p.id: p for p in provisions}
    assert by_id["4"].text.startswith("The four players at each table constitute two partnerships")
    assert by_id["5B"].text.startswith("Players change their initial compass direction")
    title_only = not any(c.isdigit() for c in law_5)
    assert by_id["5"].id_source == ("inferred" if title_only else "printed")


@pytest.mark.parametrize(
    "heading",
    ["ARTIKEL 54 VOOR DE BEURT UITKOMEN", "Artikel 54", "Art. 54", "Art.54", "## Artikel 54", "54", "54."],
)
def test_a_dutch_article_heading_is_read_in_every_common_form(heading: str) -> None:
    dutch = read_source(CORPUS, next(d for d in read_manifest(CORPUS) if d.id == "laws-2017-nl")).splitlines()
    text = "\n".join([heading, *dutch[12:28]])
    provisions, warnings = parse_text(text, kind="translation", language="nl", edition="2017")
    assert [p.id for p in provisions][:3] == ["54", "54A", "54B"]
    assert not warnings


def test_sections_printed_as_a_numbered_list_get_their_letters_back() -> None:
    """A web page's list copied as text: A, B, C printed as 1., 2., 3., paragraphs as 1., 2."""
    letters = {"A. ": "1. ", "B. ": "2. ", "C. ": "3. "}
    body = [
        next((line.replace(a, n, 1) for a, n in letters.items() if line.startswith(a)), line)
        for line in LAW_9_BODY
    ]
    provisions, _ = parse_text("\n".join(["Law 9 – Procedure Following an Irregularity", *body]))
    sections = {p.id: p for p in provisions if p.parent == "9"}
    assert list(sections) == ["9A", "9B", "9C"]
    assert {p.id_source for p in sections.values()} == {"inferred"}
    assert sections["9B"].heading == "After Attention Is Drawn to an Irregularity"
    assert [p.id for p in provisions if p.parent == "9A"] == ["9A1", "9A2", "9A3", "9A4"]
    assert [p.id for p in provisions if p.parent == "9B1"] == ["9B1a", "9B1b", "9B1c", "9B1d"]


def _run_in(lines: list[str], joiner: str) -> list[str]:
    """Each section heading printed on one line with the first line of its text."""
    out: list[str] = []
    for line in lines:
        if out and re.match(r"^[A-Z]\. ", out[-1]) and not re.match(r"^(?:[A-Z]|\d+)\. ", line):
            out[-1] = f"{out[-1]}{joiner}{line}"
        else:
            out.append(line)
    return out


@pytest.mark.parametrize(
    ("heading", "body", "ids"),
    [
        # a heading, or a law's title alone, before the sections
        ("LAW 5 - ASSIGNMENT OF SEATS", LAW_5_BODY, ["5", "5A", "5B"]),
        # no law heading: the law whose sections' headings the text prints, never the first laws
        ("", LAW_5_BODY, ["5", "5A", "5B"]),
        ("Seating", _run_in(LAW_5_BODY, "  "), ["5", "5A", "5B"]),
        # section label, heading and text on one line (two spaces, or one, between them)
        ("LAW 5 - ASSIGNMENT OF SEATS", _run_in(LAW_5_BODY, "  "), ["5", "5A", "5B"]),
        ("LAW 5 - ASSIGNMENT OF SEATS", _run_in(LAW_5_BODY, " "), ["5", "5A", "5B"]),
        ("LAW 9 - PROCEDURE FOLLOWING AN IRREGULARITY", _run_in(LAW_9_BODY, "  "), LAW_9_IDS),
        # section headings in capitals
        (
            "LAW 9",
            [re.sub(r"^([A-Z]\. )(.*)", lambda m: m[1] + m[2].upper(), x) for x in LAW_9_BODY],
            LAW_9_IDS,
        ),
    ],
)
def test_a_text_goes_into_the_law_its_heading_or_its_section_headings_name(
    heading: str, body: list[str], ids: list[str]
) -> None:
    provisions, _ = parse_text("\n".join([heading, *body]))
    assert [p.id for p in provisions] == ids
    sections = [p for p in provisions if p.parent == ids[0]]
    assert all(p.heading and p.text[:1] in ("", *"ABCDEFGHIJKLMNOPQRSTUVWXYZ") for p in sections)
    assert not any(p.text.startswith(p.heading) for p in sections)
    assert not any(p.heading.isupper() for p in sections)


def test_a_text_naming_no_law_and_no_section_of_one_is_not_placed_in_the_skeleton() -> None:
    from indexer.models import SourceError

    text = "A. Opening Hours\nThe club opens at seven.\nB. Fees\n1. Members pay at the door."
    with pytest.raises(SourceError, match="no law named .* no section heading"):
        parse_text(text)


def test_a_law_whose_sections_print_no_letters_does_not_run_into_the_next_law() -> None:
    """A web page's nested lists copied as text: each section's heading is item "1." of a list
    of its own, in sentence case; after the last law heading the text stays in that law."""
    body = [re.sub(r"^[ABC]\. (.*)", lambda m: "1. " + m[1].capitalize(), line) for line in LAW_9_BODY]
    provisions, _ = parse_text("\n".join(["LAW 9 - PROCEDURE FOLLOWING AN IRREGULARITY", *body]))
    assert {p.law for p in provisions} == {9}
    assert [p.id for p in provisions if p.parent == "9A"] == ["9A1", "9A2", "9A3", "9A4"]


def _one_list_per_section(lines: list[str]) -> list[str]:
    """A web page's lists copied as text: each section's heading is item "1." of the list that
    holds its paragraphs (or its text), so they print "2.", "3." ..."""
    out: list[str] = []
    number = 0
    for line in lines:
        if re.match(r"^[A-Z]\. ", line):
            number = 1
            out.append(f"1. {line[3:]}")
        elif match := re.match(r"^\d+\. (.*)", line):
            number += 1
            out.append(f"{number}. {match[1]}")
        elif number == 1 and out[-1].startswith("1. "):
            number += 1
            out.append(f"{number}. {line}")  # the section's text, an item of its list
        else:
            out.append(line)
    return out


def test_a_web_copy_numbering_each_section_heading_as_a_list_item_reads_by_the_headings() -> None:
    body = _one_list_per_section(LAW_9_BODY)
    assert body[0] == "1. Drawing Attention to an Irregularity" and body[1].startswith("2. Unless")
    provisions, _ = parse_text("\n".join(["LAW 9 - PROCEDURE FOLLOWING AN IRREGULARITY", *body]))
    by_id = {p.id: p for p in provisions}
    assert list(by_id) == LAW_9_IDS
    assert by_id["9A1"].text.startswith("Unless prohibited by Law, any player may draw attention")
    assert by_id["9B2"].text.startswith("No player shall take any action")
    assert by_id["9C"].text.startswith("Any premature correction")
    assert {by_id[i].id_source for i in ("9A", "9A1", "9B2", "9C")} == {"inferred"}


def _whole_ids(law: int, lines: list[str]) -> list[str]:
    """Each label printed as the provision's whole id, as a forum post quotes the Laws:
    "9A.", "9A1.", "9B1(a)"."""
    out: list[str] = []
    section = para = ""
    for line in lines:
        if match := re.match(r"^([A-Z])\. (.*)", line):
            section, para = match[1], ""
            line = f"{law}{section}. {match[2]}"
        elif match := re.match(r"^(\d+)\. (?:\(([a-z])\) )?(.*)", line):
            para = match[1]
            line = f"{law}{section}{para}" + (f"({match[2]}) " if match[2] else ". ") + match[3]
        elif match := re.match(r"^\(([a-z])\) (.*)", line):
            line = f"{law}{section}{para}({match[1]}) {match[2]}"
        out.append(line)
    return out


def test_labels_printed_as_whole_ids_are_read_and_a_wrapped_citation_is_not_one() -> None:
    body = _whole_ids(9, LAW_9_BODY)
    assert "9B1(a) The Director should be summoned at once when" in body
    assert body[3] == "call."
    body[3] = "16D2 applies to this call."  # another law's id at a line's start: not a label
    provisions, _ = parse_text("\n".join(["Law 9 – Procedure Following an Irregularity", *body]))
    by_id = {p.id: p for p in provisions}
    assert list(by_id) == LAW_9_IDS
    assert {p.id_source for p in provisions if p.id != "9B1"} == {"printed"}
    assert by_id["9A1"].text.endswith("whether or not it is his turn to 16D2 applies to this call.")


def test_sections_whose_letters_were_lost_are_found_by_their_titles() -> None:
    body = [line[3:] if re.match(r"^[ABC]\. ", line) else line for line in LAW_9_BODY]
    provisions, _ = parse_text("\n".join(["LAW 9 - PROCEDURE FOLLOWING AN IRREGULARITY", *body]))
    assert [p.id for p in provisions if p.parent == "9"] == ["9A", "9B", "9C"]
    assert next(p for p in provisions if p.id == "9C").text.startswith("Any premature correction")


def test_a_provision_the_skeleton_lacks_is_kept_and_reported() -> None:
    extra = ["C. Seats at the Last Table", "The Director assigns an initial position to each contestant."]
    provisions, warnings = parse_text("\n".join(["LAW 5 - ASSIGNMENT OF SEATS", *LAW_5_BODY, *extra]))
    assert [p.id for p in provisions] == ["5", "5A", "5B", "5C"]
    assert next(p for p in provisions if p.id == "5C").heading == "Seats at the Last Table"
    assert any("5C" in w.message and w.line == 15 for w in warnings), warnings


def test_lines_before_the_first_heading_are_dropped_with_a_warning_naming_them() -> None:
    front = ["Main Page > Laws > Law 5", "Jump to navigation Jump to search", ""]
    provisions, warnings = parse_text("\n".join([*front, "Law 5", *LAW_5_BODY]))
    assert [p.id for p in provisions] == ["5", "5A", "5B"]
    dropped = [w for w in warnings if "before the first heading" in w.message]
    assert len(dropped) == 1 and dropped[0].line == 1 and "Jump to navigation" in dropped[0].message


def test_a_dutch_article_after_front_matter_is_read_with_a_warning() -> None:
    dutch = read_source(CORPUS, next(d for d in read_manifest(CORPUS) if d.id == "laws-2017-nl")).splitlines()
    text = "\n".join(["Uit Spelregels voor wedstrijdbridge 2017", "Hoofdstuk 6", "ARTIKEL 54", *dutch[12:28]])
    provisions, warnings = parse_text(text, kind="translation", language="nl", edition="2017")
    assert [p.id for p in provisions][:2] == ["54", "54A"]
    assert [w.line for w in warnings if "before the first heading" in w.message] == [1]


@pytest.mark.parametrize("kind", ["translation", "formal"])
def test_a_text_in_a_language_without_table_entries_builds_with_defaults(kind: str) -> None:
    text = "\n".join(["Law 5", *LAW_5_BODY])
    provisions, _ = parse_text(text, kind=kind, language="fr")
    assert [p.id for p in provisions] == ["5", "5A", "5B"]


def test_a_law_text_without_any_heading_is_read_as_the_law_its_title_names() -> None:
    provisions, warnings = parse_text("\n".join(["Seating rules of Law 5 for our club", *LAW_5_BODY]))
    assert [p.id for p in provisions] == ["5", "5A", "5B"]
    assert any("no law heading" in w.message for w in warnings)


@pytest.mark.parametrize(
    "title",
    [
        "VOOR DE BEURT UITKOMEN MET DE BEELDZIJDE NAAR BOVEN",
        "Voor de beurt uitkomen met de beeldzijde naar boven",
    ],
)
def test_a_dutch_article_headed_by_its_title_alone_is_found_from_the_dutch_titles(title: str) -> None:
    dutch = read_source(CORPUS, next(d for d in read_manifest(CORPUS) if d.id == "laws-2017-nl")).splitlines()
    text = "\n".join(["Spelregels, hoofdstuk 6", "", title, *dutch[13:28]])
    provisions, _ = parse_text(text, kind="translation", language="nl", edition="2017")
    assert [p.id for p in provisions][:3] == ["54", "54A", "54B"]
    assert provisions[0].id_source == "inferred"


@pytest.mark.parametrize(
    ("lines", "ids"),
    [
        (
            ["A) Initial Position", "Text of A.", "B) Change of Direction or Table", "Text of B."],
            ["5", "5A", "5B"],
        ),
        (["DE NITIONS", "Dummy — declarer’s partner."], ["definitions", "definitions/dummy", "5"]),
    ],
)
def test_bracketed_labels_and_headings_without_their_ligatures_are_read(
    lines: list[str], ids: list[str]
) -> None:
    law_5 = ["LAW 5 - ASSIGNMENT OF SEATS", "A. Initial Position", "Text."]
    text = "\n".join([*lines, *law_5] if "DE NITIONS" in lines else [law_5[0], *lines])
    provisions, _ = parse_text(text)
    assert [p.id for p in provisions][: len(ids)] == ids


def test_a_pdf_page_break_footnote_and_run_together_provisions_are_undone() -> None:
    """Law 9A as a PDF's text gives it: a page break inside 9A3, a footnote at the page's foot,
    its marker glued to a word, a word hyphenated across the break, and 9A4 run into 9A3."""
    text = "\n".join(
        [
            "LAW 9 - PROCEDURE FOLLOWING AN IRREGULARITY",
            "A. Drawing Attention to an Irregularity 1. Unless prohibited by Law, any player may draw",
            "attention to an irregularity during the auction period.3 2. Unless prohibited by Law, declarer",
            "or either defender may draw attention to an irregularity that occurs during the play period.",
            "3. When an irregularity has occurred dummy may not draw atten-",
            "3 Dummy: declarer’s partner.",
            "12",
            "",
            "tion to it during the play period but may do so after play of the hand is concluded.",
        ]
    )
    provisions, warnings = parse_text(text)
    by_id = {p.id: p for p in provisions}
    assert list(by_id) == ["9", "9A", "9A1", "9A2", "9A3"]
    assert by_id["9A"].heading == "Drawing Attention to an Irregularity"
    assert by_id["9A3"].text.startswith(
        "When an irregularity has occurred dummy may not draw attention to it during"
    )
    assert by_id["9A1"].text.endswith("auction period.*\n\n* Dummy: declarer’s partner.")
    assert any("page number" in w.message for w in warnings)


def test_a_text_with_no_law_structure_fails_with_a_clear_message() -> None:
    from indexer.models import SourceError

    with pytest.raises(SourceError, match="no law heading .* and no labelled provision"):
        parse_text("Our club meets on Tuesdays.\nNew members are welcome.")


@pytest.mark.parametrize(
    ("printed", "title"),
    [("PREFACE TO THE 2007 LAWS OF", "Preface to the 2007 Laws"), ("INTRODUCTION", "Introduction"),
     ("Introduction to the 2017 Laws of Bridge", "Introduction to the 2017 Laws of Bridge"),
     ("DEFINITIONS", "Definitions")],
)  # fmt: skip
def test_front_matter_headings_read_as_titles_never_ending_cut(printed: str, title: str) -> None:
    assert front_heading(printed, frozenset({"of", "the", "to", "and"})) == title


def test_the_2007_preface_is_titled_without_its_lost_last_line() -> None:
    front = {p.id: p.heading for p in parsed("laws-2007-en") if p.id in ("preface", "introduction")}
    assert front == {"preface": "Preface to the 2007 Laws", "introduction": "Introduction to the 2007 Laws"}


@pytest.mark.parametrize(
    ("lines", "text"),
    [(["consisted of:", "Max Bavin", "Ralph Cohen", "Joan Gerard"],
      "consisted of:\nMax Bavin\nRalph Cohen\nJoan Gerard"),
     (["A player may", "require clarification if he is", "in doubt."],
      "A player may require clarification if he is in doubt."),
     (["Two names:", "Max Bavin", "Ralph Cohen"], "Two names: Max Bavin Ralph Cohen"),  # too few for a list
     (["The auction period", "Starts For A Side", "When Either", "Partner Looks", "At His Cards"],
      "The auction period\nStarts For A Side\nWhen Either\nPartner Looks\nAt His Cards")],
)  # fmt: skip
def test_reflow_joins_wrapped_lines_but_keeps_a_list_printed_a_line_each(lines: list[str], text: str) -> None:
    assert reflow(lines) == text


def test_the_preface_keeps_the_committee_a_name_a_line() -> None:
    (preface,) = [p for p in parsed("laws-2007-en") if p.id == "preface"]
    assert "\nMax Bavin\nRalph Cohen\nJoan Gerard\n" in preface.text


#: Law 6 with every provision under a heading repeating the law as a path down to it; ``{A}`` is
#: a section's path, ``{D1}`` a paragraph's
PATH_HEADED_LAW_6 = """Law 6 – The Shuffle and Deal

{A}: The Shuffle
Before play starts, each pack is thoroughly shuffled.

{B}: The Deal
The cards must be dealt face down, one card at a time.

{D}: New Shuffle and Re-deal

{D1}
If it is ascertained before the auction first begins that the cards have been incorrectly dealt
there shall be a new shuffle and deal.
Law 6C applies in every other case.

{D2}
Unless the purpose of the tournament is the replay of past deals no result may stand.

Law 7 – Control of Board and Cards
The board is placed in the centre of the table.
"""


@pytest.mark.parametrize(
    ("section", "paragraph"),
    [
        ("Law 6 — Part {s}", "Law 6 — Part {s} — {p}"),
        ("Law 6 – Section {s}", "Law 6 – Section {s} – Paragraph {p}"),
        ("Law 6, {s}", "Law 6, {s}.{p}"),
        ("## Law 6 - {s}", "## Law 6 - {s} - {p}"),
        ("Law 6 section {s}", "Law 6 section {s} para {p}"),
    ],
)
def test_a_heading_repeating_its_law_as_a_path_labels_the_provision_it_names(
    section: str, paragraph: str
) -> None:
    """"Law 6 — Part B: The Deal" heads 6B, not Law 6 again; "Law 6C applies" inside a
    paragraph is text, and "Law 7 – Control ..." with only a title after it heads the next law."""
    paths = {s: section.format(s=s) for s in "ABD"} | {f"D{p}": paragraph.format(s="D", p=p) for p in (1, 2)}
    provisions, _ = parse_text(PATH_HEADED_LAW_6.format(**paths))
    by_id = {p.id: p for p in provisions}
    assert [p.id for p in provisions if p.law == 6] == ["6", "6A", "6B", "6D", "6D1", "6D2"]
    assert by_id["6B"].heading == "The Deal"
    assert by_id["6D1"].text.endswith("Law 6C applies in every other case.")
    assert by_id["6D2"].text.startswith("Unless the purpose")
    assert by_id["7"].heading == "Control of Board and Cards"


@pytest.mark.parametrize(
    ("section", "paragraph"),
    [
        ("Artikel 54 lid {s}", "Artikel 54 lid {s} sub {p}"),
        ("Art. 54 – {s}", "Art. 54 – {s} – {p}"),
        ("Artikel 54, lid {s}", "Artikel 54, lid {s}, sub {p}"),
    ],
)
def test_a_dutch_heading_repeating_its_article_as_a_path_labels_the_provision_it_names(
    section: str, paragraph: str
) -> None:
    text = "\n".join(
        [
            "Artikel 54 – Voor de beurt uitkomen met de beeldzijde naar boven",
            "",
            paragraph.format(s="B", p=1),
            "De tweede kaart in de slag wordt uit de hand van de leider gespeeld.",
            "",
            paragraph.format(s="B", p=2),
            "Als de leider de tweede kaart in de slag uit de blinde speelt, wordt hij leider.",
            "",
            section.format(s="C") + ": Leider moet uitkomst accepteren",
        ]
    )
    provisions, _ = parse_text(text, kind="translation", language="nl", edition="2017")
    by_id = {p.id: p for p in provisions}
    assert by_id["54B1"].text.startswith("De tweede kaart")
    assert by_id["54B2"].text.startswith("Als de leider")
    assert by_id["54C"].heading == "Leider moet uitkomst accepteren"


@pytest.mark.parametrize("label", ["54B2", "54B2.", "54.B.2", "F2."])
def test_a_dutch_id_alone_on_its_line_takes_the_paragraph_below_even_last(label: str) -> None:
    """The last whole id of an article printed alone, its text in the next paragraph, keeps
    that text: it is not handed on to the next provision the skeleton would infer."""
    article = "Artikel 20 – Uitleg van biedingen" if label == "F2." else "Artikel 54 – Voor de beurt"
    first = "F1." if label == "F2." else "54B1"
    last = "De laatste tekst van dit artikel."
    text = "\n".join([article, "", first, "", "De eerste tekst van dit onderdeel.", "", label, "", last])
    provisions, _ = parse_text(text, kind="translation", language="nl", edition="2017")
    pid = "20F2" if label == "F2." else "54B2"
    by_id = {p.id: p for p in provisions}
    assert by_id[pid].text == last
    assert [p.id for p in provisions][-1] == pid


@pytest.mark.parametrize(
    ("heading", "law"),
    [
        ("artikel 47 - wijziging van het spelen op basis van verkeerde informatie", 47),
        ("artikel 54 – leider accepteert uitkomst", 54),
        ("law 16 — anderszins verkregen informatie uit andere bronnen", 16),
    ],
)
def test_a_lower_case_heading_titled_by_one_of_its_sections_heads_its_article(heading: str, law: int) -> None:
    """An extract titles an article by the section it prints: in lower case after a dash, that
    section's heading makes the line the article's heading, as the article's own title does."""
    first = "artikel 41 - het begin van het spelen"
    text = "\n".join([first, "", heading, "1. De eerste tekst van dit artikel."])
    provisions, _ = parse_text(text, kind="translation", language="nl", edition="2017")
    assert str(law) in [p.id for p in provisions]
    assert next(p for p in provisions if p.law == law and p.text).text == "De eerste tekst van dit artikel."


def test_a_lower_case_sentence_after_a_dash_heads_nothing() -> None:
    first = "artikel 41 - het begin van het spelen"
    text = "\n".join([first, "De tekst.", "artikel 54 - zie hierboven voor de regel."])
    provisions, _ = parse_text(text, kind="translation", language="nl", edition="2017")
    assert [p.law for p in provisions] == [41] * len(provisions)


#: the Definitions of a copy that prints no dash, each way a format sets its terms off
UNDASHED_DEFINITIONS = {
    "colon": "Adjusted Score: A score awarded by the\nDirector. It is either “artificial” or “assigned”.\n"
    "Alert: A notification to the effect that opponents may need an explanation.\n",
    "run-in": "Adjusted Score. A score awarded by the\nDirector. It is either “artificial” or “assigned”.\n"
    "Alert. A notification to the effect that opponents may need an explanation.\n",
    "stacked": "Adjusted Score\nA score awarded by the Director. It is either “artificial” or “assigned”.\n"
    "Alert\nA notification to the effect that opponents may need an explanation.\n",
    "hyphen": "Adjusted Score - A score awarded by the\nDirector. It is either “artificial” or “assigned”.\n"
    "Alert - A notification to the effect that opponents may need an explanation.\n",
    "tab": "Adjusted Score\tA score awarded by the Director. It is either “artificial” or “assigned”.\n"
    "Alert\tA notification to the effect that opponents may need an explanation.\n",
    "column": "Adjusted Score   A score awarded by the Director. It is either\n"
    "                 “artificial” or “assigned”.\n"
    "Alert            A notification to the effect that opponents may need\n"
    "                 an explanation.\n",
    "definition list": "Adjusted Score\n    A score awarded by the Director. It is either\n"
    "    “artificial” or “assigned”.\n\n"
    "Alert\n    A notification to the effect that opponents may need an explanation.\n",
}


@pytest.mark.parametrize("form", UNDASHED_DEFINITIONS)
def test_definitions_printed_without_a_dash_are_read_term_by_term(form: str) -> None:
    doc = next(d for d in read_manifest(CORPUS) if d.id == "laws-2007-en")
    source = read_source(CORPUS, doc)
    start, end = source.index("DEFINITIONS\n"), source.index("\nLAW 1")
    text = source[:start] + "DEFINITIONS\n" + UNDASHED_DEFINITIONS[form] + source[end:]
    terms = {p.id: p for p in parse_document(text, doc, tables()) if p.id.startswith("definitions/")}
    assert list(terms) == ["definitions/adjusted-score", "definitions/alert"]  # "Director." is a wrapped line
    assert terms["definitions/adjusted-score"].heading == "Adjusted Score"
    assert terms["definitions/adjusted-score"].text == (
        "A score awarded by the Director. It is either “artificial” or “assigned”."
    )
    assert terms["definitions/alert"].text.startswith("A notification to the effect")


def test_a_front_matter_heading_run_into_its_first_sentence_heads_its_part() -> None:
    """A condensed copy runs its headings into their text: "Introduction to the 2007 Laws. The
    Laws are designed ..." is the introduction, not a paragraph of the preface."""
    doc = next(d for d in read_manifest(CORPUS) if d.id == "laws-2007-en")
    source = read_source(CORPUS, doc)
    printed = "INTRODUCTION\nTO THE 2007 LAWS OF\nThe Laws are designed to\n"
    text = source.replace(printed, "Introduction to the 2007 Laws. The Laws are designed to\n")
    parsed = {p.id: p for p in parse_document(text, doc, tables())}
    bundled = {p.id: p for p in parse_document(source, doc, tables())}
    assert parsed["introduction"].heading == "Introduction to the 2007 Laws"
    assert parsed["introduction"].text == bundled["introduction"].text
    assert parsed["preface"].text == bundled["preface"].text
