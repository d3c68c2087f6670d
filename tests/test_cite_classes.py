"""Citations as people write them, class by class: rows that must be found and rows that must not.

Each class is a table of ``(text, words, [(raw, ids)])`` rows in the manner of eyecite's
``test_FindTest.py``: ``raw`` is the exact span found (``text[start:end]``) and ``ids`` the
provisions it names, ranges spelled out. An empty list means nothing may be found. ``words``
is ``en``, ``nl`` or ``any`` (every language at once, as a page that quotes both is read).
The finder for queries is held to its own table at the end.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from flask.testing import FlaskClient
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from indexer.cite import Context
from indexer.cite import Corpus
from indexer.cite import cited_ids
from indexer.cite import find_citations
from indexer.cite import find_in_query
from indexer.cite import missing_law
from indexer.cite import resolve
from indexer.cite import segments
from indexer.cite.patterns import load_words
from indexer.ids import Ref
from indexer.ids import parse_ref
from indexer.search import SearchIndex

ROOT = Path(__file__).resolve().parent.parent
TABLE = tomllib.loads((ROOT / "corpus" / "data" / "citations.toml").read_text(encoding="utf-8"))
WORDS = {"en": load_words(TABLE, "en"), "nl": load_words(TABLE, "nl"), "any": load_words(TABLE, ["en", "nl"])}
#: absolute citations need no corpus to name their ids
NOWHERE = Context(Corpus((), {}))

Row = tuple[str, str, list[tuple[str, list[str]]]]

# fmt: off
#: several items after one law: each lower level is its own target
LOWER_LEVEL_LISTS: list[Row] = [
    ("Laws 45C4(a) and (b) apply", "en", [("Laws 45C4(a) and (b)", ["45C4a", "45C4b"])]),
    ("the Director applies Law 75B1, B2 and B3.", "en", [("Law 75B1, B2 and B3", ["75B1", "75B2", "75B3"])]),
    ("see Laws 73C and D.", "en", [("Laws 73C and D", ["73C", "73D"])]),
    ("Laws 73C and D apply", "en", [("Laws 73C and D", ["73C", "73D"])]),
    ("under Law 12C1(e)(i) and (ii)", "en", [("Law 12C1(e)(i) and (ii)", ["12C1e_i", "12C1e_ii"])]),
    ("Law 16B1(a), (b) or (c)", "en", [("Law 16B1(a), (b) or (c)", ["16B1a", "16B1b", "16B1c"])]),
    ("Law 12C1(a)–(c) sets out", "en", [("Law 12C1(a)–(c)", ["12C1a", "12C1b", "12C1c"])]),
    ("zie artikel 16B1 en B2", "nl", [("artikel 16B1 en B2", ["16B1", "16B2"])]),
    ("Laws 40B2(a) and 40C", "en", [("Laws 40B2(a) and 40C", ["40B2a", "40C"])]),
    ("Law 45C4a and b apply", "en", [("Law 45C4a and b", ["45C4a", "45C4b"])]),
    ("Laws 75B1, B2, and B3 apply", "en", [("Laws 75B1, B2, and B3", ["75B1", "75B2", "75B3"])]),
    ("Law 45C4(a)/(b) applies", "en", [("Law 45C4(a)/(b)", ["45C4a", "45C4b"])]),
    ("Laws 16 and/or 73", "en", [("Laws 16 and/or 73", ["16", "73"])]),
    ("Laws 75B1–B3 apply", "en", [("Laws 75B1–B3", ["75B1", "75B2", "75B3"])]),
    ("Law 16B1(a)-(c) says", "en", [("Law 16B1(a)-(c)", ["16B1a", "16B1b", "16B1c"])]),
    # not lists: an article, a pronoun, a seat, a law number after a singular prefix, an item of no item
    ("Law 16B and A player may", "en", [("Law 16B", ["16B"])]),
    ("Law 73C and I think so", "en", [("Law 73C", ["73C"])]),
    ("Law 40B and E/W agreed", "en", [("Law 40B", ["40B"])]),
    ("Law 16B1 and 2 boards later", "en", [("Law 16B1", ["16B1"])]),
    ("Law 16 and (a) the next", "en", [("Law 16", ["16"])]),
    ("Law 16/17 boards", "en", [("Law 16", ["16"])]),
    ("see Law 20F, and Laws 62A and 79A2", "en",
     [("Law 20F", ["20F"]), ("Laws 62A and 79A2", ["62A", "79A2"])]),
    ("Law 45C4a and a player", "en", [("Law 45C4a", ["45C4a"])]),
    ("Law 16B and c is", "en", [("Law 16B", ["16B"])]),
]

#: levels written apart or each in brackets
SPACED_OR_BRACKETED: list[Row] = [
    ("Law 45 C 4 b applies", "en", [("Law 45 C 4 b", ["45C4b"])]),
    ("(Law 45 C 4 b)", "en", [("Law 45 C 4 b", ["45C4b"])]),
    ("Law 16(B)(1)(a) says", "en", [("Law 16(B)(1)(a)", ["16B1a"])]),
    ("Law 16 (B)(1) says", "en", [("Law 16 (B)(1)", ["16B1"])]),
    ("Law 16B(1)(a) says", "en", [("Law 16B(1)(a)", ["16B1a"])]),
    ("Law 12 C 1 (e) (i)", "en", [("Law 12 C 1 (e) (i)", ["12C1e_i"])]),
    ("artikel 20 F 5 a.", "nl", [("artikel 20 F 5 a", ["20F5a"])]),
    ("UNDER LAW 16B1(A) THE", "en", [("LAW 16B1(A)", ["16B1a"])]),
    ("LAW 12C1(E)(II) SAYS", "en", [("LAW 12C1(E)(II)", ["12C1e_ii"])]),
    # a word after the levels is a word
    ("Law 16 B 1 a player may", "en", [("Law 16 B 1", ["16B1"])]),
    ("Law 45 C 4 board 3", "en", [("Law 45 C 4", ["45C4"])]),
    ("Law 7 (A player is", "en", [("Law 7", ["7"])]),
]

#: ranges with an en dash, an em dash or a non-breaking hyphen, tight or spaced
DASHED_RANGES: list[Row] = [
    ("Laws 61–64 apply", "en", [("Laws 61–64", ["61", "62", "63", "64"])]),
    ("Laws 61—64 apply", "en", [("Laws 61—64", ["61", "62", "63", "64"])]),
    ("Laws 61\u201164 apply", "en", [("Laws 61\u201164", ["61", "62", "63", "64"])]),
    ("Laws 61 – 64 apply", "en", [("Laws 61 – 64", ["61", "62", "63", "64"])]),
    ("Law 61-64 covers revokes", "en", [("Law 61-64", ["61", "62", "63", "64"])]),
    ("Law 64A1-2 says", "en", [("Law 64A1-2", ["64A1", "64A2"])]),
    ("Law 12C1(e)(i)–(iii)", "en", [("Law 12C1(e)(i)–(iii)", ["12C1e_i", "12C1e_ii", "12C1e_iii"])]),
    ("artikelen 61—64", "nl", [("artikelen 61—64", ["61", "62", "63", "64"])]),
    ("artikel 16C and Laws 61 to 64", "any",
     [("artikel 16C and Laws 61 to 64", ["16C", "61", "62", "63", "64"])]),
    # a dash with spaces after one law is punctuation; board numbers are no laws
    ("Law 16 — 3 boards later", "en", [("Law 16", ["16"])]),
    ("Boards 17–32 were replayed", "en", []),
]

#: fullwidth forms and invisible format characters: found, offsets into the text as given
FOLDED: list[Row] = [
    ("see Law １６Ｂ１ now", "en", [("Law １６Ｂ１", ["16B1"])]),
    ("Ｌａｗ ７Ｂ", "en", [("Ｌａｗ ７Ｂ", ["7B"])]),
    ("Law 16\u200bB1 now", "en", [("Law 16\u200bB1", ["16B1"])]),
    ("\ufeffLaw 16B1", "en", [("Law 16B1", ["16B1"])]),
    ("Law 1\u202e6B1", "en", [("Law 1\u202e6B1", ["16B1"])]),
    ("Laws 61\u200b–64", "en", [("Laws 61\u200b–64", ["61", "62", "63", "64"])]),
    ("Laws 45C4(a)\u00a0and\u00a0(b)", "en", [("Laws 45C4(a)\u00a0and\u00a0(b)", ["45C4a", "45C4b"])]),
    ("see Law\u00a012\u00a0C\u00a01\u00a0b now", "en", [("Law\u00a012\u00a0C\u00a01\u00a0b", ["12C1b"])]),
    ("Board １７ and Law ９４", "en", []),
]

#: numbers of a club's own rules are not the Laws
OTHER_RULES: list[Row] = [
    ("see art. 3 of the club's constitution", "any", []),
    ("art. 2 of our bylaws says", "any", []),
    ("By-law 3 says", "any", []),
    ("our bylaw 12 says", "any", []),
    ("Statuten art. 4: de contributie", "any", []),
    ("artikel 7 van het huishoudelijk reglement", "any", []),
    ("under the by-laws, art. 7", "any", []),
    # still the Laws
    ("art. 16B of the Laws", "any", [("art. 16B", ["16B"])]),
    ("the constitution is silent; Law 16 applies", "any", [("Law 16", ["16"])]),
    ("Law 40B2 of the regulations", "any", [("Law 40B2", ["40B2"])]),
    ("art. 3 van de Spelregels", "nl", [("art. 3", ["3"])]),
]

#: no prefix, where the shape says it is the Laws: a law with its section and paragraph
UNPREFIXED: list[Row] = [
    ("check 68D2(b) first", "en", [("68D2(b)", ["68D2b"])]),
    ("as 16B1a says", "en", [("16B1a", ["16B1a"])]),
    ("under 12C1(e)(i), the", "en", [("12C1(e)(i)", ["12C1e_i"])]),
    ("see 75B1, B2 and B3", "en", [("75B1, B2 and B3", ["75B1", "75B2", "75B3"])]),
    ("(40B2(a))", "en", [("40B2(a)", ["40B2a"])]),
    ("zie 16B1 voor", "nl", [("16B1", ["16B1"])]),
    # a bare number, a law and its section, a bid, a holding, a version: not enough
    ("a bare 3 is not", "en", []),
    ("13 tricks", "en", []),
    ("see 16B", "en", []),
    ("1NT-2C-2D", "en", []),
    ("North held ♠A2 and 4C2♠", "en", []),
    ("version 1.16B2", "en", []),
    ("cards A4B2", "en", []),
]

CLASSES = {
    "lower-level-lists": LOWER_LEVEL_LISTS,
    "spaced-or-bracketed": SPACED_OR_BRACKETED,
    "dashed-ranges": DASHED_RANGES,
    "fullwidth-and-invisible": FOLDED,
    "other-rules": OTHER_RULES,
    "unprefixed": UNPREFIXED,
}
# fmt: on


def found(text: str, words: str) -> list[tuple[str, list[str]]]:
    """What the finder reads in ``text``: each citation's raw span and the ids it names."""
    out = []
    for f in find_citations(text, WORDS[words]):
        assert text[f.start : f.end] == f.raw
        out.append((f.raw, cited_ids(f, NOWHERE)))
    return out


@pytest.mark.parametrize(
    ("text", "words", "expected"),
    [pytest.param(*row, id=f"{name}:{row[0][:40]}") for name, rows in CLASSES.items() for row in rows],
)
def test_class_row(text: str, words: str, expected: list[tuple[str, list[str]]]) -> None:
    assert found(text, words) == expected


def test_a_list_links_each_item_on_its_own() -> None:
    """Each item of a list of lower levels is a segment of its own, pointing at its own target."""
    text = "the Director applies Law 75B1, B2 and B3."
    (f,) = find_citations(text, WORDS["en"])
    targets = resolve(f, NOWHERE)
    pieces = [
        (text[s.start : s.end], targets[s.target].id) for s in segments(f, targets, NOWHERE, WORDS["en"])
    ]
    assert pieces == [("Law 75B1", "75B1"), ("B2", "75B2"), ("B3", "75B3")]


def test_segments_of_a_folded_citation_index_the_text_as_given() -> None:
    text = "Laws ４５C4(a)\u200b and (b)"
    (f,) = find_citations(text, WORDS["en"])
    targets = resolve(f, NOWHERE)
    pieces = [text[s.start : s.end] for s in segments(f, targets, NOWHERE, WORDS["en"])]
    assert pieces == ["Laws ４５C4(a)", "(b)"]


# --- queries: (typed, [(ids, language, prefixed)]) ---------------------------------------------

# fmt: off
QUERIES = [
    ("16B1a", [(["16B1a"], None, False)]),
    ("law 12C1(e)(i)", [(["12C1e_i"], "en", True)]),
    ("artikel 16C", [(["16C"], "nl", True)]),
    ("16", [(["16"], None, False)]),
    ("16b", [(["16B"], None, False)]),
    ("16b hesitation", [(["16B"], None, False)]),
    # a digit-like sign that is no decimal digit ends the citation, as a word would
    ("Law 16B ²", [(["16B"], "en", True)]),
    ("Law 16 section B paragraph ²", [(["16B"], "en", True)]),
    ("L16B", [(["16B"], "en", True)]),
    ("L 93B3", [(["93B3"], "en", True)]),
    ("l16b1", [(["16B1"], "en", True)]),
    ("law 16 b 1 a", [(["16B1a"], "en", True)]),
    ("art 16", [(["16"], "nl", True)]),
    ("art. 16", [(["16"], "nl", True)]),
    ("art.16", [(["16"], "nl", True)]),
    ("artikel 20 F 3", [(["20F3"], "nl", True)]),
    ("artikelen 20F3", [(["20F3"], "nl", True)]),
    ("law 12 c 1 c", [(["12C1c"], "en", True)]),
    ("Law 9 A 3", [(["9A3"], "en", True)]),
    ("law 12.C.2", [(["12C2"], "en", True)]),
    ("16.B.1.a", [(["16B1a"], None, False)]),
    ("law 80b2(k)", [(["80B2k"], "en", True)]),
    ("artikel 54 A", [(["54A"], "nl", True)]),
    ("law 42 dummy", [(["42"], "en", True)]),
    ("law 78B imps", [(["78B"], "en", True)]),
    ("laws 61-64", [(["61", "62", "63", "64"], "en", True)]),
    ("Law 16(B)(1)(a)", [(["16B1a"], "en", True)]),
    ("Law １６Ｂ１", [(["16B1"], "en", True)]),
    ("article 16B", [(["16B"], "en", True)]),
    ("check 68D2(b) claim", [(["68D2b"], None, False)]),
    # words, bids and laws that do not exist
    ("13 cards", []),
    ("30 minutes", []),
    ("2C opening", []),
    ("2C", []),
    # a bid with levels written before it, in either case: "paragraph 1 of 2C" is no 2C1
    ("sub 1 van 2C", []),
    ("lid 1 van 2c opening", []),
    # a Dutch ordinal in digits before a word: the second card, the sixth round
    ("de 2e kaart die hij speelde", []),
    ("in de 6e ronde", []),
    ("2e hand laag", []),
    # the same shape in capitals, or alone, is a law and its section
    ("47E kaart terugnemen", [(["47E"], None, False)]),
    ("6e", [(["6E"], None, False)]),
    ("16b hesitation", [(["16B"], None, False)]),
    # a digit-like sign that is no decimal digit ends the citation, as a word would
    ("Law 16B ²", [(["16B"], "en", True)]),
    ("Law 16 section B paragraph ²", [(["16B"], "en", True)]),
    ("4s", []),
    ("lawyer 16", []),
    ("the 16th", []),
    ("Law 94", []),
    ("revoke", []),
]
# fmt: on


@pytest.mark.parametrize(("typed", "expected"), QUERIES, ids=[q[0] for q in QUERIES])
def test_find_in_query(typed: str, expected: list[tuple[list[str], str | None, bool]]) -> None:
    cited = find_in_query(typed, WORDS["any"])
    assert [(list(c.ids), c.language, c.prefixed) for c in cited] == expected
    for c in cited:
        assert typed[c.start : c.end] == c.raw


# --- any text: spans index the text as given, and nothing a person pastes makes the finder fail -

PIECES = st.sampled_from(
    ["Law ", "Laws ", "artikel ", "art. ", "L", "16", "B", "1", "(a)", "(i)", " and ", ", ", "–", "—", "-",
     "\u200b", "\ufeff", "\u202e", "\u00ad", "１６", "Ｂ", " ", "\n", "see ", "C2 below",
     "of the constitution"]
)  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(PIECES, st.text(max_size=3)), max_size=12).map("".join))
def test_any_text_yields_spans_of_itself(text: str) -> None:
    previous_end = 0
    for f in find_citations(text, WORDS["any"]):
        assert 0 <= previous_end <= f.start < f.end <= len(text)
        assert text[f.start : f.end] == f.raw
        previous_end = f.end
        targets = resolve(f, NOWHERE)
        cursor = f.start
        for piece in segments(f, targets, NOWHERE, WORDS["any"]):
            assert cursor <= piece.start < piece.end <= f.end and 0 <= piece.target < len(targets)
            cursor = piece.end
    for c in find_in_query(text, WORDS["any"]):
        assert text[c.start : c.end] == c.raw and c.refs


# --- odd spellings, class by class: in a query, through the search engine, and in a text ---------
#
# Query rows are ``(typed, ids, first)``: ``ids`` are the provisions ``find_in_query`` reads (all
# citations of the query, in order), ``first`` the provision the search engine must rank first
# ("doc:id"), or None where the corpus does not hold it. An empty ``ids`` means the query cites
# nothing: the engine then reports no citation and searches the words.

QueryRow = tuple[str, list[str], str | None]

# fmt: off
#: one separator between every level: dashes, dots, slashes, spaces (as in a text, so in a query)
SEPARATED_QUERIES: list[QueryRow] = [
    ("12-C-1-b", ["12C1b"], "laws-2007-en:12C1b"),
    ("12.C.1.b", ["12C1b"], "laws-2007-en:12C1b"),
    ("12/C/1/b", ["12C1b"], "laws-2007-en:12C1b"),
    ("12 C 1 b", ["12C1b"], "laws-2007-en:12C1b"),
    ("12 c 1b", ["12C1b"], "laws-2007-en:12C1b"),
    ("law 12-C-1-b", ["12C1b"], "laws-2007-en:12C1b"),
    ("Law 16-B-1", ["16B1"], "laws-2007-en:16B1"),
    ("16-B-1-a", ["16B1a"], "laws-2007-en:16B1a"),
    ("12-C-1-b weighted score", ["12C1b"], "laws-2007-en:12C1b"),
    ("law 80.b.2.k", ["80B2k"], "laws-2017-everyday-en:80B2k"),
    ("artikel 16-D-2", ["16D2"], "laws-2017-nl:16D2"),
    ("16-B hesitation", ["16B"], "laws-2007-en:16B"),
    ("12.C.1.e.ii", ["12C1e_ii"], "laws-2007-en:12C1e_ii"),
    ("law 80 b 2 g ii", ["80B2g_ii"], "laws-2017-everyday-en:80B2g_ii"),
]

#: levels spaced unevenly, as typed: where nothing follows them in the query
UNEVEN_QUERIES: list[QueryRow] = [
    ("Law 16B 1a", ["16B1a"], "laws-2007-en:16B1a"),
    ("Law 16B 1 a", ["16B1a"], "laws-2007-en:16B1a"),
    ("Law 12C1 b", ["12C1b"], "laws-2007-en:12C1b"),
    ("Law 12 C1b", ["12C1b"], "laws-2007-en:12C1b"),
    ("16 B1a", ["16B1a"], "laws-2007-en:16B1a"),
    ("LAW 16 B 1 A", ["16B1a"], "laws-2007-en:16B1a"),
    # words follow: the spaced number is a count
    ("Law 16B 2 boards", ["16B"], "laws-2007-en:16B"),
]

#: a sign or abbreviation for "number" after the prefix
NUMBERED_QUERIES: list[QueryRow] = [
    ("Law #16", ["16"], "laws-2007-en:16"),
    ("Law No. 16", ["16"], "laws-2007-en:16"),
    ("law no.12C1b", ["12C1b"], "laws-2007-en:12C1b"),
    ("artikel nr. 16", ["16"], "laws-2017-nl:16"),
]

#: levels in brackets, any of them
BRACKETED_QUERIES: list[QueryRow] = [
    ("12C1(b)", ["12C1b"], "laws-2007-en:12C1b"),
    ("12C(1)(b)", ["12C1b"], "laws-2007-en:12C1b"),
    ("12(C)(1)(b)", ["12C1b"], "laws-2007-en:12C1b"),
    ("law 12(c)(1)(b)", ["12C1b"], "laws-2007-en:12C1b"),
    ("80B2(k) cards", ["80B2k"], "laws-2017-everyday-en:80B2k"),
    ("artikel 16 (D)(2)", ["16D2"], "laws-2017-nl:16D2"),
]

#: any case, each level and the prefix
CASED_QUERIES: list[QueryRow] = [
    ("12c1B", ["12C1b"], "laws-2007-en:12C1b"),
    ("LAW 12C1B", ["12C1b"], "laws-2007-en:12C1b"),
    ("law 80b2K", ["80B2k"], "laws-2017-everyday-en:80B2k"),
    ("ARTIKEL 16D2", ["16D2"], "laws-2017-nl:16D2"),
    ("Law 16b1A ruling", ["16B1a"], "laws-2007-en:16B1a"),
]

#: the prefix against the number, or abbreviated with a dot
GLUED_QUERIES: list[QueryRow] = [
    ("Law12C1b", ["12C1b"], "laws-2007-en:12C1b"),
    ("L12C1b", ["12C1b"], "laws-2007-en:12C1b"),
    ("L. 12C1b", ["12C1b"], "laws-2007-en:12C1b"),
    ("L.16B1", ["16B1"], "laws-2007-en:16B1"),
    ("art.16D2", ["16D2"], "laws-2017-nl:16D2"),
    ("artikel16", ["16"], "laws-2017-nl:16"),
    ("laws61-64", ["61", "62", "63", "64"], None),
    ("law16 claim", ["16"], "laws-2007-en:16"),
]

#: a section sign as the prefix; a hash before a reference that is a citation by its shape
SIGNED_QUERIES: list[QueryRow] = [
    ("§ 12C1b", ["12C1b"], "laws-2007-en:12C1b"),
    ("§12C1b", ["12C1b"], "laws-2007-en:12C1b"),
    ("§ 16", ["16"], "laws-2007-en:16"),
    ("#12C1b", ["12C1b"], "laws-2007-en:12C1b"),
    ("#16B1a", ["16B1a"], "laws-2007-en:16B1a"),
    # a hash before a number alone is a board, table or seed
    ("board #12", [], None),
    ("#12", [], None),
]

#: as Dutch club texts cite the articles ("Art. 4-6", "Art.10 t/m 20", "artikel 16B1")
DUTCH_QUERIES: list[QueryRow] = [
    ("artikel 16 D 2", ["16D2"], "laws-2017-nl:16D2"),
    ("artikel 16 d 2", ["16D2"], "laws-2017-nl:16D2"),
    ("Art. 54A", ["54A"], "laws-2017-nl:54A"),
    ("art 16 D", ["16D"], "laws-2017-nl:16D"),
    ("artikelen 16 en 54", ["16", "54"], "laws-2017-nl:16"),
    ("Art.54 t/m 56", ["54", "55", "56"], "laws-2017-nl:54"),
]

#: several provisions in one query
LISTED_QUERIES: list[QueryRow] = [
    ("Laws 12 and 16", ["12", "16"], "laws-2007-en:12"),
    ("law 40B3 and C", ["40B3", "40C"], None),
    ("law 16B1 and C", ["16B1", "16C"], "laws-2007-en:16B1"),
    ("Law 73C and D", ["73C", "73D"], "laws-2017-everyday-en:73C"),
    ("laws 72 to 74", ["72", "73", "74"], "laws-2017-everyday-en:72"),
    # a singular prefix's numbers are a list where the query ends with them
    ("law 16 and 73", ["16", "73"], "laws-2007-en:16"),
    ("law 12, 16 or 73", ["12", "16", "73"], "laws-2007-en:12"),
    ("law 64 and 2 tricks", ["64"], None),
]

#: a bare number is a law only when it is the whole query; otherwise scores, counts, bids,
#: boards, tables and dates are words
NOT_CITATION_QUERIES: list[QueryRow] = [
    ("16", ["16"], "laws-2007-en:16"),
    ("12 c", ["12C"], "laws-2007-en:12C"),
    ("16 hesitation", [], None),
    ("3-2 fit", [], None),
    ("4-4", [], None),
    ("4-4 fit", [], None),
    ("1-0 lead", [], None),
    ("down 2", [], None),
    ("7 tricks", [], None),
    ("13 cards", [], None),
    ("2NT", [], None),
    ("1NT-3NT", [], None),
    ("1C-1H-2C", [], None),
    ("2-C", [], None),
    ("17-19 points", [], None),
    ("board 12", [], None),
    ("table 3", [], None),
    ("2017-07-01", [], None),
    ("4-3-3-3 shape", [], None),
    ("1/2 board", [], None),
]

QUERY_CLASSES = {
    "separated": SEPARATED_QUERIES,
    "uneven": UNEVEN_QUERIES,
    "numbered": NUMBERED_QUERIES,
    "bracketed": BRACKETED_QUERIES,
    "cased": CASED_QUERIES,
    "glued": GLUED_QUERIES,
    "signed": SIGNED_QUERIES,
    "dutch": DUTCH_QUERIES,
    "listed": LISTED_QUERIES,
    "not-citations": NOT_CITATION_QUERIES,
}

#: the same classes in running text, as linkify reads a page
TEXT_CLASSES: dict[str, list[Row]] = {
    "separated": [
        ("see Law 12-C-1-b for that", "en", [("Law 12-C-1-b", ["12C1b"])]),
        ("see Law 12.C.1.b for that", "en", [("Law 12.C.1.b", ["12C1b"])]),
        ("see Law 12/C/1/b.", "en", [("Law 12/C/1/b", ["12C1b"])]),
        ("as 12-C-1-b says", "en", [("12-C-1-b", ["12C1b"])]),
        ("Law 45 C 4b applies", "en", [("Law 45 C 4b", ["45C4b"])]),
        ("see Law 12.C.1.e.ii.", "en", [("Law 12.C.1.e.ii", ["12C1e_ii"])]),
        ("see Law 12–C–1–b for that", "en", [("Law 12–C–1–b", ["12C1b"])]),
        ("Law 80 B 2 g ii.", "en", [("Law 80 B 2 g ii", ["80B2g_ii"])]),
        ("Law 40 B 2 a ii for that", "en", [("Law 40 B 2 a ii", ["40B2a_ii"])]),
        ("(see Law 16 C)", "en", [("Law 16 C", ["16C"])]),
        ("Law 84 B for that", "en", [("Law 84 B", ["84B"])]),
        # a spaced "A" or "I" before a word is the article or the pronoun
        ("Law 16 A player may", "en", [("Law 16", ["16"])]),
        ("Law 16 I think", "en", [("Law 16", ["16"])]),
        # the dash, dot or slash stands between every level, or it is something else
        ("Law 16.e.g. a player", "en", [("Law 16", ["16"])]),
        ("Law 16-17 boards", "en", [("Law 16-17", ["16", "17"])]),
        ("Law 64A1-2 says", "en", [("Law 64A1-2", ["64A1", "64A2"])]),
    ],
    "bracketed": [
        ("as 12C(1)(b) says", "en", [("12C(1)(b)", ["12C1b"])]),
        ("as 12(C)(1)(b) says", "en", [("12(C)(1)(b)", ["12C1b"])]),
        ("as 16B1(A) says", "en", [("16B1(A)", ["16B1a"])]),
    ],
    "cased": [
        ("UNDER LAW 12C1B THE", "en", [("LAW 12C1B", ["12C1b"])]),
    ],
    "glued": [
        ("see Law12C1b.", "en", [("Law12C1b", ["12C1b"])]),
        ("zie artikel16.", "nl", [("artikel16", ["16"])]),
        ("(art.16D2)", "nl", [("art.16D2", ["16D2"])]),
        ("as in L.64A2", "en", [("L.64A2", ["64A2"])]),
    ],
    "signed": [
        ("see § 12C1b.", "en", [("§ 12C1b", ["12C1b"])]),
        ("zie § 16 en", "nl", [("§ 16", ["16"])]),
        ("see #12C1b", "en", [("12C1b", ["12C1b"])]),
    ],
    "numbered": [
        ("see Law No. 16.", "en", [("Law No. 16", ["16"])]),
        ("(Law #16B1)", "en", [("Law #16B1", ["16B1"])]),
        ("zie artikel nr. 16", "nl", [("artikel nr. 16", ["16"])]),
    ],
    "uneven": [
        # a text goes on after the levels, so an unevenly spaced one is read as far as it is even
        ("Law 16B 2 boards later", "en", [("Law 16B", ["16B"])]),
        ("Law 12C1 b is", "en", [("Law 12C1", ["12C1"])]),
        ("Law 64 and 2 tricks", "en", [("Law 64", ["64"])]),
    ],
    "dutch": [
        ("Art. 4-6 regelt", "nl", [("Art. 4-6", ["4", "5", "6"])]),
        ("Art.10 t/m 12 gaan over", "nl", [("Art.10 t/m 12", ["10", "11", "12"])]),
    ],
    "not-citations": [
        ("a 3-2 fit, a 4-4 fit and a 1-0 lead", "en", []),
        ("went down 2 with 7 tricks and 13 cards", "en", []),
        ("2NT, then 1NT-3NT or 1C-1H-2C", "en", []),
        ("17-19 points at board 12, table 3, board #12", "en", []),
        ("on 2017-07-01 with 4-3-3-3 shape", "en", []),
    ],
}
# fmt: on


@pytest.mark.parametrize(
    ("text", "words", "expected"),
    [pytest.param(*row, id=f"{name}:{row[0][:40]}") for name, rows in TEXT_CLASSES.items() for row in rows],
)
def test_text_spelling(text: str, words: str, expected: list[tuple[str, list[str]]]) -> None:
    assert found(text, words) == expected


@pytest.mark.parametrize(
    ("typed", "ids"),
    [pytest.param(q, i, id=f"{name}:{q}") for name, rows in QUERY_CLASSES.items() for q, i, _ in rows],
)
def test_query_spelling_reads_its_provisions(typed: str, ids: list[str]) -> None:
    cited = find_in_query(typed, WORDS["any"])
    assert [i for c in cited for i in c.ids] == ids
    for c in cited:
        assert typed[c.start : c.end] == c.raw


@pytest.mark.parametrize(
    ("typed", "ids", "first"),
    [pytest.param(*row, id=f"{name}:{row[0]}") for name, rows in QUERY_CLASSES.items() for row in rows],
)
def test_query_spelling_ranks_its_provision_first(
    artifact_index: SearchIndex, typed: str, ids: list[str], first: str | None
) -> None:
    result = artifact_index.search(typed)
    if not ids:
        assert result.citation is None
        return
    assert result.citation is not None and result.citation["id"] == ids[0]
    if first is not None:
        assert [f"{h.doc}:{h.id}" for h in result.results[:1]] == [first]


@pytest.mark.parametrize(
    ("typed", "number"),
    [("Law 99", 99), ("artikel120", 120), ("Law #120", 120), ("l 94b", 94), ("Law 16", None),
     ("board 120", None), ("130 cards", None), ("2017-07-01", None)],
)  # fmt: skip
def test_a_prefixed_number_past_93_is_named(typed: str, number: int | None) -> None:
    """The number a person meant as a law when no law has it, so that the search can say so."""
    assert missing_law(typed, WORDS["any"]) == number


#: the search box opens the page of a query that is one citation and nothing else, in any spelling
# fmt: off
SEARCH_BOX = [
    ("12-C-1-b", "/laws/12C1b"), ("12.C.1.b", "/laws/12C1b"), ("12 c 1b", "/laws/12C1b"),
    ("12(C)(1)(b)", "/laws/12C1b"), ("LAW 12C1B", "/laws/12C1b"), ("Law12C1b", "/laws/12C1b"),
    ("L. 12C1b", "/laws/12C1b"), ("§ 12C1b", "/laws/12C1b"), ("#12C1b", "/laws/12C1b"),
    ("artikel16", "/laws/16"), ("Law No. 16", "/laws/16"), ("Law 16B 1a", "/laws/16B1a"),
    ("16?", "/laws/16"), ("(16B1a)", "/laws/16B1a"),
    # more than one citation, words beside it, or none: searched
    ("Laws 12 and 16", None), ("12-C-1-b weighted score", None), ("2C", None), ("1C-1H", None),
    ("3-2 fit", None), ("board 12", None), ("#12", None),
]
# fmt: on


@pytest.mark.parametrize(("typed", "lands_on"), SEARCH_BOX, ids=[row[0] for row in SEARCH_BOX])
def test_the_search_box_opens_a_sole_citation(client: FlaskClient, typed: str, lands_on: str | None) -> None:
    response = client.get("/search", query_string={"q": typed})
    if lands_on is None:
        assert response.status_code == 200
    else:
        assert (response.status_code, response.headers["Location"]) == (302, lands_on)


# --- every provision of both codes, in every spelling ----------------------------------------


def _skeleton_refs() -> list[Ref]:
    """Every law provision below a law's own level that either code's skeleton lists."""
    ids = set()
    for path in sorted((ROOT / "corpus" / "data").glob("skeleton-*.toml")):
        for law in tomllib.loads(path.read_text(encoding="utf-8"))["laws"].values():
            ids.update(entry.split()[0].rstrip("*") for entry in law.get("provisions", []))
    refs = {parse_ref(i) for i in ids if i[:1].isdigit()}
    return sorted((r for r in refs if r.depth), key=lambda r: r.id)


def _levels(ref: Ref) -> list[str]:
    return [str(ref.law), *(str(x) for x in (ref.section, ref.para, ref.sub, ref.roman) if x)]


def _compact(ref: Ref, upper: bool = False) -> str:
    law, *rest = _levels(ref)
    text = law + "".join(rest[:2]) + "".join(f"({x})" for x in rest[2:])
    return text.upper() if upper else text


#: the ways people write a reference's levels
SPELLINGS = {
    "compact": _compact,
    "dashes": lambda r: "-".join(_levels(r)),
    "dots": lambda r: ".".join(_levels(r)),
    "slashes": lambda r: "/".join(_levels(r)),
    "spaces": lambda r: " ".join(_levels(r)),
    "brackets": lambda r: _levels(r)[0] + "".join(f"({x})" for x in _levels(r)[1:]),
    "capitals": lambda r: _compact(r, upper=True),
}
#: single letters that are words or may be ("a", "I", roman "v"): spaced before words they are read as words
WORD_LEVELS = ("a", "A", "i", "I", "v", "x")
#: the prefixes they put before it, taken in turn
PREFIXES = ("Law ", "LAW ", "Law", "L", "§ ", "artikel ", "art.", "Law No. ", "law #", "l ")
REFS = _skeleton_refs()


@pytest.mark.parametrize("spelling", list(SPELLINGS))
def test_every_provision_is_read_in_every_spelling(spelling: str) -> None:
    """Each provision of both codes, spelled this way after a prefix and alone, is read as itself
    in a query; after "Law" in a text too, where what follows it cannot be a word (a spaced "a",
    "A" or "I" before a word is the article or the pronoun: "Law 16 A player")."""
    spell = SPELLINGS[spelling]
    assert len(REFS) > 700
    misread = []
    for n, ref in enumerate(REFS):
        written = spell(ref)
        queries = [PREFIXES[n % len(PREFIXES)] + written]
        if not (ref.depth == 1 and ref.law <= 7 and ref.section in "CDHS"):  # else a bid: "2C"
            queries.append(written)
        for q in queries:
            if [i for c in find_in_query(q, WORDS["any"]) for i in c.ids] != [ref.id]:
                misread.append(q)
        texts = [f"(see Law {written})", f"see Law {written}."]
        last = written.split()[-2:]
        if not (
            spelling == "spaces" and (last[-1] in WORD_LEVELS or (last[0] in "ai" and len(last[-1]) == 1))
        ):
            texts.append(f"see Law {written} for that")
        for text in texts:
            if [cited_ids(f, NOWHERE) for f in find_citations(text, WORDS["en"])] != [[ref.id]]:
                misread.append(text)
    assert not misread, f"{len(misread)} misread: {misread[:10]}"
