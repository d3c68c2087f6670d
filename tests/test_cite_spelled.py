"""Citations typed in a search box with their numbers or levels spelled out, class by class.

A director types "law sixteen", "Law XVI", "Law 16, section B, paragraph 1", "artikel 16 lid C",
"LAW 16 B (1) (a)", "rule 16", "the sixteenth law", "Law-16", "Law 16 - B - 1", "12C1eii" or
"law 16, b1a" and means the provision as surely as "Law 16B1". Rows are
``(typed, ids, first)`` as in ``test_cite_classes.py``: ``ids`` are the provisions
:func:`find_in_query` reads, in order, and ``first`` the hit the search engine must rank first
("doc:id"), or None where the corpus does not hold the provision (it is then answered as its
digits are: "law forty" as "law 40"). An empty ``ids`` means the query cites nothing. The words
(prefixes, level words, number words) are data in ``corpus/data/citations.toml``.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from flask.testing import FlaskClient
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from indexer.cite import find_in_query
from indexer.cite import missing_law
from indexer.cite.misspelt import correct_misspelt
from indexer.cite.numbers import number_words
from indexer.cite.numbers import ordinal_words
from indexer.cite.numbers import roman_numeral
from indexer.cite.patterns import QUERY_GROUPS
from indexer.cite.patterns import load_words
from indexer.edits import edit_distance
from indexer.ids import LAW_COUNT
from indexer.search import SearchIndex
from indexer.search.dictionary import common_words

ROOT = Path(__file__).resolve().parent.parent
TABLE = tomllib.loads((ROOT / "corpus" / "data" / "citations.toml").read_text(encoding="utf-8"))
ANY = load_words(TABLE, ["en", "nl"])

QueryRow = tuple[str, list[str], str | None]

EN16 = "laws-2007-en:16"
NL16 = "laws-2017-nl:16"

# fmt: off
#: a law number in English words, after a citation word
ENGLISH_NUMBER_WORDS: list[QueryRow] = [
    ("law sixteen", ["16"], EN16),
    ("Law Sixteen", ["16"], EN16),
    ("LAW SIXTEEN", ["16"], EN16),
    ("law sixteen claim", ["16"], EN16),
    ("Law Ninety-Three", ["93"], "laws-2017-everyday-en:93"),
    ("law twenty-one", ["21"], None),
    ("law twenty one", ["21"], None),
    ("law twentyone", ["21"], None),
    ("law forty", ["40"], None),
    ("law one", ["1"], "laws-2007-en:1"),
    ("law sixteen b 1 a", ["16B1a"], "laws-2007-en:16B1a"),
    ("Law Twelve C 1 e", ["12C1e"], "laws-2007-en:12C1e"),
    ("laws sixteen and seventeen", ["16", "17"], EN16),
    ("laws sixty-one to sixty-four", ["61", "62", "63", "64"], None),
    ("law number sixteen", ["16"], EN16),
    ("Law sixteen-B", ["16B"], "laws-2007-en:16B"),
    ("Law Sixteen (B)", ["16B"], "laws-2007-en:16B"),
]

#: a law number in Dutch words: units before tens with "en" ("ën" after an e), accents optional
DUTCH_NUMBER_WORDS: list[QueryRow] = [
    ("artikel zestien", ["16"], NL16),
    ("Artikel Zestien C", ["16C"], "laws-2017-nl:16C"),
    ("artikel drieënnegentig", ["93"], "laws-2017-everyday-en:93"),
    ("artikel drieennegentig", ["93"], "laws-2017-everyday-en:93"),
    ("artikel tweeëntwintig", ["22"], None),
    ("art. eenentwintig", ["21"], None),
    ("artikel één", ["1"], "laws-2007-en:1"),
    ("artikel een", ["1"], "laws-2007-en:1"),
    ("artikelen zestien en zeventien", ["16", "17"], NL16),
    ("artikel vierenvijftig A", ["54A"], "laws-2017-nl:54A"),
    ("artikel nummer zestien", ["16"], NL16),
]

#: a law number in Roman numerals, I to XCIII, after a citation word or sign
ROMAN_NUMERALS: list[QueryRow] = [
    ("Law XVI", ["16"], EN16),
    ("law xvi", ["16"], EN16),
    ("Law XCIII", ["93"], "laws-2017-everyday-en:93"),
    ("LAW LXIV", ["64"], None),
    ("Law I", ["1"], "laws-2007-en:1"),
    ("Law IV", ["4"], "laws-2007-en:4"),
    ("Law XL", ["40"], None),
    ("Law XII C 1", ["12C1"], "laws-2007-en:12C1"),
    ("Law XVI B 1 (a)", ["16B1a"], "laws-2007-en:16B1a"),
    ("Law XVI hesitation", ["16"], EN16),
    ("Laws XVI and XVII", ["16", "17"], EN16),
    ("laws LXI-LXIV", ["61", "62", "63", "64"], None),
    ("artikel XVI", ["16"], NL16),
    ("Art. LIV", ["54"], "laws-2017-nl:54"),
    ("§ XVI B", ["16B"], "laws-2007-en:16B"),
]

#: lower levels in brackets written apart from the levels before them
SPACED_BRACKETS: list[QueryRow] = [
    # an item with its closing bracket only, as Dutch lists letter theirs
    ("artikel 16B1 a)", ["16B1a"], "laws-2017-nl:16B1a"),
    ("artikel 47E2 b) toegestaan", ["47E2b"], "laws-2017-nl:47E2b"),
    ("law 16B1 a) and b)", ["16B1a", "16B1b"], "laws-2007-en:16B1a"),
    ("LAW 16 B (1) (a)", ["16B1a"], "laws-2007-en:16B1a"),
    ("Law 16B (1)(a)", ["16B1a"], "laws-2007-en:16B1a"),
    ("Law 16 B(1) (a)", ["16B1a"], "laws-2007-en:16B1a"),
    ("law 16 (B) (1) (a)", ["16B1a"], "laws-2007-en:16B1a"),
    ("Law 12 C (1) (e) (ii)", ["12C1e_ii"], "laws-2007-en:12C1e_ii"),
    ("artikel 16 B (1)", ["16B1"], "laws-2017-nl:16B1"),
    ("Law 16 B (1) (a) hesitation", ["16B1a"], "laws-2007-en:16B1a"),
    # with no prefix, as the whole query (as "16" and "12 c 1b" are read); else the levels so far
    ("16 B (1) (a)", ["16B1a"], "laws-2007-en:16B1a"),
    ("16B (1)(a)", ["16B1a"], "laws-2007-en:16B1a"),
    ("16B (1)(a) hesitation", ["16B"], "laws-2007-en:16B"),
]

#: English words naming a level between the levels
ENGLISH_LEVEL_WORDS: list[QueryRow] = [
    ("Law 16 section B", ["16B"], "laws-2007-en:16B"),
    ("Law 16 par B sub 1", ["16B1"], "laws-2007-en:16B1"),
    ("Law 16, section B, paragraph 1", ["16B1"], "laws-2007-en:16B1"),
    ("Law 16 sect. B para. 1", ["16B1"], "laws-2007-en:16B1"),
    ("Law 16 sec B", ["16B"], "laws-2007-en:16B"),
    ("Law 16 subsection B", ["16B"], "laws-2007-en:16B"),
    ("law 16 section b paragraph 1 clause a", ["16B1a"], "laws-2007-en:16B1a"),
    ("Law 12 section C paragraph 1 subparagraph e", ["12C1e"], "laws-2007-en:12C1e"),
    ("Law 16 section B paragraph 1 (a)", ["16B1a"], "laws-2007-en:16B1a"),
    ("Law 16 section B, paragraph 1, sub-paragraph (a)", ["16B1a"], "laws-2007-en:16B1a"),
    ("Law 16 section B hesitation", ["16B"], "laws-2007-en:16B"),
    ("Law 16 section A", ["16A"], "laws-2007-en:16A"),
    ("Law 16 section B paragraph one", ["16B1"], "laws-2007-en:16B1"),
    ("Law 12C1 item e", ["12C1e"], "laws-2007-en:12C1e"),
    ("law 16 part B", ["16B"], "laws-2007-en:16B"),
    ("Law 16 para B1", ["16B1"], "laws-2007-en:16B1"),
    ("Law 16, section B", ["16B"], "laws-2007-en:16B"),
    ("Law 16B, para 1", ["16B1"], "laws-2007-en:16B1"),
    ("law 16 sub-section B", ["16B"], "laws-2007-en:16B"),
    ("L16 section B", ["16B"], "laws-2007-en:16B"),
    ("Law16 section B", ["16B"], "laws-2007-en:16B"),
    ("16 section B", ["16B"], "laws-2007-en:16B"),
    # a level word with no level after it, or one that cannot stand there, is a word
    ("Law 16 section", ["16"], EN16),
    ("Law 16 paragraph 1", ["16"], EN16),
    # a number after "section" or "part" names the section by its place ("the second section")
    ("Law 16 section 2", ["16B"], "laws-2007-en:16B"),
    ("law 16 sec. 2 para 1", ["16B1"], "laws-2007-en:16B1"),
    ("Law 16 section 12", ["16"], EN16),
    # a label's colon stands where a number sign does
    ("Law: 16B1", ["16B1"], "laws-2007-en:16B1"),
    ("artikel: 16C", ["16C"], "laws-2017-nl:16C"),
    ("spelregel 16B1", ["16B1"], "laws-2017-nl:16B1"),
    ("ik regel 2 tafels", [], None),
]

#: Dutch words naming a level: lid, onderdeel, onder, sub, punt, paragraaf
DUTCH_LEVEL_WORDS: list[QueryRow] = [
    ("artikel 47, lid E, sub 2, letter b", ["47E2b"], "laws-2017-nl:47E2b"),
    ("artikel 16 lid 2 letter a", ["16B1"], "laws-2017-nl:16B1"),
    # "§" numbering an article's paragraphs, as Belgian rules cite: no Law 2
    ("artikel 16 § 2", ["16B"], "laws-2017-nl:16B"),
    ("art. 16, §3", ["16C"], "laws-2017-nl:16C"),
    ("art. 16, § B", ["16B"], "laws-2017-nl:16B"),
    ("artikel 16 lid C", ["16C"], "laws-2017-nl:16C"),
    ("artikel 16 onder B sub 1", ["16B1"], "laws-2017-nl:16B1"),
    ("artikel 16 lid B punt 1", ["16B1"], "laws-2017-nl:16B1"),
    ("art. 16 onderdeel B", ["16B"], "laws-2017-nl:16B"),
    ("artikel 20 lid F sub 3", ["20F3"], "laws-2017-nl:20F3"),
    ("artikel 16, lid B, sub 1", ["16B1"], "laws-2017-nl:16B1"),
    ("artikel 16 paragraaf C", ["16C"], "laws-2017-nl:16C"),
    # a number after "lid", "onderdeel" or "paragraaf" names the section by its place, as Dutch
    # regulations number their "leden"; one after "punt" or "sub" is a paragraph, never a section
    ("artikel 16 lid 1", ["16A"], "laws-2017-nl:16A"),
    ("artikel 16 lid 2", ["16B"], "laws-2017-nl:16B"),
    ("artikel 16 lid twee", ["16B"], "laws-2017-nl:16B"),
    ("artikel 16 lid 2 punt 1", ["16B1"], "laws-2017-nl:16B1"),
    ("artikel 16 onderdeel 3", ["16C"], "laws-2017-nl:16C"),
    ("artikel 16 punt 2", ["16"], NL16),
    ("artikel 16 lid 12", ["16"], NL16),
]

#: number words or numerals with level words, the whole spelled out
SPELLED_THROUGH: list[QueryRow] = [
    ("law sixteen section B", ["16B"], "laws-2007-en:16B"),
    ("Law XVI, section B, paragraph 1", ["16B1"], "laws-2007-en:16B1"),
    ("artikel zestien lid B", ["16B"], "laws-2017-nl:16B"),
    ("rule XVI", ["16"], EN16),
    ("rule sixteen section B", ["16B"], "laws-2007-en:16B"),
]

#: a paragraph number in words written apart after its section, with no level word
NUMBER_WORD_PARAGRAPHS: list[QueryRow] = [
    ("law twelve c one b", ["12C1b"], "laws-2007-en:12C1b"),
    ("law sixteen b one", ["16B1"], "laws-2007-en:16B1"),
    ("Law 16 B one (a)", ["16B1a"], "laws-2007-en:16B1a"),
    ("law 12 c one e ii", ["12C1e_ii"], "laws-2007-en:12C1e_ii"),
    ("law 16b one", ["16B1"], "laws-2007-en:16B1"),
    ("Law 16 B one and two", ["16B1", "16B2"], "laws-2007-en:16B1"),
    ("artikel zestien B een", ["16B1"], "laws-2017-nl:16B1"),
    ("artikel 16 D twee", ["16D2"], "laws-2017-nl:16D2"),
    # section A, written apart like the article, before its paragraph
    ("artikel zestien A een b", ["16A1b"], "laws-2017-nl:16A1b"),
    ("law 16 a one b", ["16A1b"], "laws-2007-en:16A1b"),
    # a count, a larger number, a word after "one": the section alone
    ("law 16 b two boards", ["16B"], "laws-2007-en:16B"),
    ("law sixteen b one a player", ["16B"], "laws-2007-en:16B"),
    ("artikel zestien A een speler", ["16"], NL16),
    ("law twelve c one hundred", ["12C"], "laws-2007-en:12C"),
    ("law 16 b twelve", ["16B"], "laws-2007-en:16B"),
    ("artikel 16 B een claim", ["16B"], "laws-2017-nl:16B"),
]

#: a paragraph numbered in Roman numerals after its section, as a reader who numbers every
#: level below a section writes it (the Laws keep Roman numerals for the level after an item)
ROMAN_PARAGRAPHS: list[QueryRow] = [
    ("Law 6 D ii", ["6D2"], "laws-2007-en:6D2"),
    ("Law 6D(ii)", ["6D2"], "laws-2007-en:6D2"),
    ("Law 6 D II", ["6D2"], "laws-2007-en:6D2"),
    ("law 16 b i", ["16B1"], "laws-2007-en:16B1"),
    ("Law 16 B i a", ["16B1a"], "laws-2007-en:16B1a"),
    ("Law 16 B (i) (a)", ["16B1a"], "laws-2007-en:16B1a"),
    ("artikel 16 D ii", ["16D2"], "laws-2017-nl:16D2"),
    ("Law 80 B ii g", ["80B2g"], "laws-2017-everyday-en:80B2g"),
    ("law 14 A iii", ["14A3"], "laws-2007-en:14A3"),
    # the pronoun, a word after it, past nine, mixed case: the section alone
    ("Law 16 B I think", ["16B"], "laws-2007-en:16B"),
    ("law 16 b i a player", ["16B"], "laws-2007-en:16B"),
    ("Law 16 B ii was wrong", ["16B"], "laws-2007-en:16B"),
    ("Law 16 B x", ["16B"], "laws-2007-en:16B"),
    ("Law 16 B Ii", ["16B"], "laws-2007-en:16B"),
    ("a lead out of turn under law 16 a i think", ["16"], EN16),
]

#: lower levels written before the citation they belong to, the lowest first, each with its
#: level word and "of" or "van" (``[<lang>.level_of]``)
LEVELS_FIRST: list[QueryRow] = [
    ("lid E1 van artikel 47", ["47E1"], "laws-2017-nl:47E1"),
    ("sub 1 van lid B van artikel 16", ["16B1"], "laws-2017-nl:16B1"),
    ("onder b van artikel 16B1", ["16B1b"], "laws-2017-nl:16B1b"),
    ("punt 2 van artikel 20F", ["20F2"], "laws-2017-nl:20F2"),
    ("het tweede lid van artikel 16", ["16B"], "laws-2017-nl:16B"),
    ("Lid C van art. 16", ["16C"], "laws-2017-nl:16C"),
    ("section B of Law 16", ["16B"], "laws-2007-en:16B"),
    ("subsection B1 of law 16", ["16B1"], "laws-2007-en:16B1"),
    ("paragraph 1 of Law 16B", ["16B1"], "laws-2007-en:16B1"),
    ("the second paragraph of Law 16B", ["16B2"], "laws-2007-en:16B2"),
    ("clause (a) of Law 16B1", ["16B1a"], "laws-2007-en:16B1a"),
    ("section B of law sixteen", ["16B"], "laws-2007-en:16B"),
    ("section B of Law 16 hesitation", ["16B"], "laws-2007-en:16B"),
    # with no level word: a section and its paragraph, or an item in brackets
    ("B1 of Law 16", ["16B1"], "laws-2007-en:16B1"),
    ("c2 of law 12", ["12C2"], "laws-2007-en:12C2"),
    ("(b) of Law 16B1", ["16B1b"], "laws-2007-en:16B1b"),
    ("B1 van artikel 16", ["16B1"], "laws-2017-nl:16B1"),
    ("plan B of law 16", ["16"], EN16),
    ("4 of law 16", ["16"], EN16),
    # a level that cannot stand where the citation leaves off, or no citation after it: words
    ("punt 2 van artikel 16", ["16"], NL16),
    ("lid C van artikel 16B", ["16B"], "laws-2017-nl:16B"),
    ("paragraph 2 of law 16", ["16"], EN16),
    # unless a number names the section by its place
    ("lid 2 van artikel 16", ["16B"], "laws-2017-nl:16B"),
    ("part 2 of law 16", ["16B"], "laws-2007-en:16B"),
    ("section two of Law 16", ["16B"], "laws-2007-en:16B"),
    # a list of levels after one level word
    ("sections B and C of Law 16", ["16B", "16C"], "laws-2007-en:16B"),
    ("leden B en C van artikel 16", ["16B", "16C"], "laws-2017-nl:16B"),
    ("paragraphs 1 and 2 of Law 16B", ["16B1", "16B2"], "laws-2007-en:16B1"),
    ("sections B and the rest of Law 16", ["16"], EN16),
    ("lid 3 van de commissie", [], None),
    ("section B of the form", [], None),
    # a law and its section with no prefix, after a link word: as its shape reads it
    ("paragraph 1 of 16B", ["16B1"], "laws-2007-en:16B1"),
    ("(a) of 16B1", ["16B1a"], "laws-2007-en:16B1a"),
    ("lid 1 van 47E", ["47E1"], "laws-2017-nl:47E1"),
    ("sub a van 16B1", ["16B1a"], "laws-2007-en:16B1a"),
    ("paragraph 2 of 16B hesitation", ["16B2"], "laws-2007-en:16B2"),
    ("paragraph 1 16B", ["16B"], "laws-2007-en:16B"),
    ("section 2 of 16", [], None),
    ("sub 1 van 2C", [], None),
    ("sub 1 van de statuten", [], None),
]

#: a list of sections named by their places ("lid 2 en 3"): every number names a section so
PLACED_LISTS: list[QueryRow] = [
    ("artikel 16 lid 2 en 3", ["16B", "16C"], "laws-2017-nl:16B"),
    ("artikel 16 leden 2 en 3", ["16B", "16C"], "laws-2017-nl:16B"),
    ("artikel 16, leden 2 t/m 4", ["16B", "16C", "16D"], "laws-2017-nl:16B"),
    ("artikel 16 lid 2, 3 en 4", ["16B", "16C", "16D"], "laws-2017-nl:16B"),
    ("leden 2 en 3 van artikel 16", ["16B", "16C"], "laws-2017-nl:16B"),
    ("artikel 54 onderdelen 1 en 2", ["54A", "54B"], "laws-2017-nl:54A"),
    ("Law 16 sections 2 and 3", ["16B", "16C"], "laws-2007-en:16B"),
    ("parts 2 and 3 of law 16", ["16B", "16C"], "laws-2007-en:16B"),
    # a count after the list, or a law: no section
    ("artikel 16 lid 2 en 3 tafels", ["16B"], "laws-2017-nl:16B"),
    ("Law 16 section 2 and 3 boards", ["16B"], "laws-2007-en:16B"),
    ("Law 16 section 2 and law 73", ["16B", "73"], "laws-2007-en:16B"),
    ("Law 16 section 2 and law 3", ["16B", "3"], "laws-2007-en:16B"),
    # and paragraphs by the places of their letters after one
    ("artikel 16 lid 2 onder a en b", ["16B1", "16B2"], "laws-2017-nl:16B1"),
    ("art. 16, tweede lid, onder a en b", ["16B1", "16B2"], "laws-2017-nl:16B1"),
    ("artikel 16 lid 2 sub a, b en c", ["16B1", "16B2", "16B3"], "laws-2017-nl:16B1"),
    ("artikel 16 lid 2 sub a en b tafels", ["16B1"], "laws-2017-nl:16B1"),
]

#: levels written before the law with no link word, the lowest first or the highest first
UNLINKED_LEVELS_FIRST: list[QueryRow] = [
    ("lid E1 artikel 47", ["47E1"], "laws-2017-nl:47E1"),
    ("B1 law 16", ["16B1"], "laws-2007-en:16B1"),
    ("C1 law 12", ["12C1"], "laws-2007-en:12C1"),
    ("clause (b) Law 16B1", ["16B1b"], "laws-2007-en:16B1b"),
    ("section B law 16 unauthorised information", ["16B"], "laws-2007-en:16B"),
    ("paragraph 1 section B law 16", ["16B1"], "laws-2007-en:16B1"),
    ("sub a paragraph 1 section B Law 16", ["16B1a"], "laws-2007-en:16B1a"),
    ("punt 1 lid B art 16", ["16B1"], "laws-2017-nl:16B1"),
    ("lid 2 artikel 54", ["54B"], "laws-2017-nl:54B"),
    ("sections B and C law 16", ["16B", "16C"], "laws-2007-en:16B"),
    # a link word between some levels only
    ("para 3 of sect B law 16", ["16B3"], "laws-2017-nl:16B3"),
    # the highest first, where the lowest first cannot stand
    ("section B paragraph 1 of law 16", ["16B1"], "laws-2007-en:16B1"),
    ("onderdeel B lid 2 artikel 16", ["16B2"], "laws-2017-nl:16B2"),
    # no level word before a lone letter, or a level that cannot stand there: the law alone
    ("plan B law 16", ["16"], EN16),
    ("paragraph 1 law 16", ["16"], EN16),
    ("item 3 law 16", ["16"], EN16),
    ("part of law 16", ["16"], EN16),
    ("valt dit onder artikel 16", ["16"], NL16),
]

#: a section named by its place as regulations number their "leden" ("lid 2", "tweede lid"),
#: and a letter under it ("sub a", "onder b") naming its paragraph by its place
REGULATION_STYLE: list[QueryRow] = [
    ("artikel 16 lid 2 sub a", ["16B1"], "laws-2017-nl:16B1"),
    ("art. 16, tweede lid, onder a", ["16B1"], "laws-2017-nl:16B1"),
    ("artikel 16, lid 2, onder b", ["16B2"], "laws-2017-nl:16B2"),
    ("artikel 16 lid 2 sub (a)", ["16B1"], "laws-2017-nl:16B1"),
    ("sub b van lid 2 van artikel 16", ["16B2"], "laws-2017-nl:16B2"),
    ("onderdeel b lid 2 artikel 16", ["16B2"], "laws-2017-nl:16B2"),
    ("onder a van het vijfde lid van artikel 47", ["47E1"], "laws-2017-nl:47E1"),
    ("Law 16 section 2 item a", ["16B1"], "laws-2007-en:16B1"),
    # a section written as a letter: a letter under it is no paragraph's place
    ("artikel 16 lid B sub a", ["16B"], "laws-2017-nl:16B"),
    ("Law 16B sub b", ["16B"], "laws-2007-en:16B"),
]

#: Dutch range words as typed ("tm" for "t/m", the Flemish "t.e.m."), and a comma before a
#: number no section has as a paragraph: the next law of a list
TYPED_LISTS: list[QueryRow] = [
    ("art 72 tm 75", ["72", "73", "74", "75"], "laws-2017-everyday-en:72"),
    ("artikelen 72 TM 75", ["72", "73", "74", "75"], "laws-2017-everyday-en:72"),
    ("art. 72 t.e.m. 75", ["72", "73", "74", "75"], "laws-2017-everyday-en:72"),
    ("law 16b, 16c", ["16B", "16C"], "laws-2007-en:16B"),
    ("Law 16B, 17c", ["16B", "17C"], "laws-2007-en:16B"),
    ("artikel 16b,16c", ["16B", "16C"], "laws-2017-nl:16B"),
    ("tm 16", [], None),
    # "+" between two laws, as notes add one to another; before a count it is words
    ("laws 16 + 73", ["16", "73"], "laws-2007-en:16"),
    ("16B1 + 16B3", ["16B1", "16B3"], "laws-2007-en:16B1"),
    ("Law 16 + 2 tricks", ["16"], EN16),
    ("4+4 fit", [], None),
]

#: other words for a law that a query reads (not a text: "the rules" there are anyone's)
QUERY_PREFIXES: list[QueryRow] = [
    ("rule 16", ["16"], EN16),
    ("Rule 16B1", ["16B1"], "laws-2007-en:16B1"),
    ("rules 61 to 64", ["61", "62", "63", "64"], None),
    ("article 16", ["16"], EN16),
    ("articles 16 and 17", ["16", "17"], EN16),
    ("artikels 16 en 17", ["16", "17"], NL16),
    ("artt. 16 en 54", ["16", "54"], NL16),
    ("artt. 20F2 en 20F3", ["20F2", "20F3"], "laws-2017-nl:20F2"),
    ("law no 16", ["16"], EN16),
    ("artikel nr 16", ["16"], NL16),
    ("law number 16", ["16"], EN16),
    # a law number with a leading zero
    ("Law 07", ["7"], "laws-2007-en:7"),
    ("law 07B1", ["7B1"], "laws-2007-en:7B1"),
]

#: words that only look like a spelled citation: nothing is read
NOT_SPELLED: list[QueryRow] = [
    ("one revoke", [], None),
    ("two tricks", [], None),
    ("a second bid", [], None),
    ("section", [], None),
    ("section B", [], None),
    ("paragraph 1", [], None),
    ("lid C", [], None),
    ("I led", [], None),
    ("mix up", [], None),
    ("CD", [], None),
    ("XVI", [], None),
    ("sixteen", [], None),
    ("zestien", [], None),
    ("the law I cited", [], None),
    ("laws one should know", [], None),
    ("artikel een claim", [], None),
    ("law sixteenth", [], None),
    ("Law XCIV", [], None),
    ("Law C", [], None),
    ("Law MIX", [], None),
    ("law ninety-four", [], None),
    ("law ninety four", [], None),
    ("artikel vierennegentig", [], None),
    ("law one hundred", [], None),
    ("rule of 11", [], None),
    ("rule 120", [], None),
    ("law and order", [], None),
    ("rule 5 of the club rules", [], None),
    ("club rules 5", [], None),
    ("07", [], None),
    ("sixteen section B", [], None),
    ("section 5", [], None),
]

#: a hyphen straight after the prefix, "Law-16", as a word joins a number in a name
PREFIX_DASHED: list[QueryRow] = [
    ("Law-16", ["16"], EN16),
    ("law-16B1", ["16B1"], "laws-2007-en:16B1"),
    ("LAW-12C1b", ["12C1b"], "laws-2007-en:12C1b"),
    ("Law - 16", ["16"], EN16),
    ("artikel-16C", ["16C"], "laws-2017-nl:16C"),
    ("law-sixteen", ["16"], EN16),
]

#: a separator between the levels with spaces around it, or after a space ("16 B.1")
SPACED_SEPARATORS: list[QueryRow] = [
    ("Law 16 - B - 1", ["16B1"], "laws-2007-en:16B1"),
    ("law 12 - C - 1 - b", ["12C1b"], "laws-2007-en:12C1b"),
    ("Law 16 - B1", ["16B1"], "laws-2007-en:16B1"),
    ("Law 16 / B / 1", ["16B1"], "laws-2007-en:16B1"),
    ("16 B.1", ["16B1"], "laws-2007-en:16B1"),
    ("Law 16 B.1", ["16B1"], "laws-2007-en:16B1"),
    ("12 C.1.b", ["12C1b"], "laws-2007-en:12C1b"),
    ("artikel 16 - D - 2", ["16D2"], "laws-2017-nl:16D2"),
    # a dash before a count, a word after a separator, a bid: no level
    ("Law 16 - 3 boards", ["16"], EN16),
    ("Law 16. A player", ["16"], EN16),
    ("1C - 1H", [], None),
    ("1 C - 1 H", [], None),
]

#: an ordinal right before a word for a law: "the sixteenth law", "het zestiende artikel"
ORDINAL_LAWS: list[QueryRow] = [
    ("the sixteenth law", ["16"], EN16),
    ("The Sixteenth Law", ["16"], EN16),
    ("the 16th law", ["16"], EN16),
    ("16th law hesitation", ["16"], EN16),
    ("the first law", ["1"], "laws-2007-en:1"),
    ("the twelfth law", ["12"], "laws-2007-en:12"),
    ("the twenty-first law", ["21"], None),
    ("the ninety-third law", ["93"], "laws-2017-everyday-en:93"),
    ("the 93rd law", ["93"], "laws-2017-everyday-en:93"),
    ("the sixteenth law section B", ["16B"], "laws-2007-en:16B"),
    ("the 16th law B1", ["16B1"], "laws-2007-en:16B1"),
    ("het zestiende artikel", ["16"], NL16),
    ("het 16e artikel", ["16"], NL16),
    ("het 16de artikel", ["16"], NL16),
    ("het eenentwintigste artikel", ["21"], None),
    ("het drieënnegentigste artikel", ["93"], "laws-2017-everyday-en:93"),
    ("het zestiende artikel lid C", ["16C"], "laws-2017-nl:16C"),
]

#: an ordinal before a level word, after a citation: the level at that place
ORDINAL_LEVELS: list[QueryRow] = [
    ("artikel 16 tweede lid", ["16B"], "laws-2017-nl:16B"),
    ("artikel zestien, tweede lid", ["16B"], "laws-2017-nl:16B"),
    ("Law 16B second paragraph", ["16B2"], "laws-2007-en:16B2"),
    ("Law 16B, 1st paragraph", ["16B1"], "laws-2007-en:16B1"),
    ("Law 12C1, fifth item", ["12C1e"], "laws-2007-en:12C1e"),
    ("Law 16 second hand", ["16"], EN16),
]

#: a possessive between a law and its level word
POSSESSIVE: list[QueryRow] = [
    ("Law 16's section B", ["16B"], "laws-2007-en:16B"),
    ("Law 16’s section B paragraph 1", ["16B1"], "laws-2007-en:16B1"),
    ("the sixteenth law's section B", ["16B"], "laws-2007-en:16B"),
    ("Law 6's authority", ["6"], "laws-2007-en:6"),
]

#: a roman item against its item letter, or apart from it, with no brackets (Law 12C1(e)(ii))
GLUED_ROMANS: list[QueryRow] = [
    ("12C1eii", ["12C1e_ii"], "laws-2007-en:12C1e_ii"),
    ("12C1e ii", ["12C1e_ii"], "laws-2007-en:12C1e_ii"),
    ("law 12C1eii", ["12C1e_ii"], "laws-2007-en:12C1e_ii"),
    ("12C1eii weighted score", ["12C1e_ii"], "laws-2007-en:12C1e_ii"),
    ("Law 12C1EII", ["12C1e_ii"], "laws-2007-en:12C1e_ii"),
    ("law 80B2gii", ["80B2g_ii"], "laws-2017-everyday-en:80B2g_ii"),
    # a lone "i" apart is the pronoun
    ("12C1e i think", ["12C1e"], "laws-2007-en:12C1e"),
]

#: a comma between a law and its lower levels, after a singular prefix
COMMA_LEVELS: list[QueryRow] = [
    ("law 16, b1a", ["16B1a"], "laws-2007-en:16B1a"),
    ("Law 16B, 1a", ["16B1a"], "laws-2007-en:16B1a"),
    ("Law 16B, 1(a)", ["16B1a"], "laws-2007-en:16B1a"),
    ("law 16, B", ["16B"], "laws-2007-en:16B"),
    ("artikel 16, d2", ["16D2"], "laws-2017-nl:16D2"),
    # a number after the comma with no item is a count or the next law; a lone "a" a word
    ("Law 16B, 2 boards", ["16B"], "laws-2007-en:16B"),
    ("law 12, 16 or 73", ["12", "16", "73"], "laws-2007-en:12"),
    ("law 16, a player", ["16"], EN16),
    ("Law 16, e.g. a claim", ["16"], EN16),
    ("Laws 16B, 1A", ["16B", "1A"], "laws-2007-en:16B"),
]

#: ordinals that are words: not right before a word for a law, or a law word with its own number
NOT_ORDINALS: list[QueryRow] = [
    ("the first lead", [], None),
    ("second hand", [], None),
    ("a third of the tricks", [], None),
    ("2nd seat", [], None),
    ("the 16th board", [], None),
    ("first trick", [], None),
    ("de eerste slag", [], None),
    ("the 16th", [], None),
    ("het zestiende spel", [], None),
    ("law sixteenth", [], None),
    ("the ninety-fourth law", [], None),
    ("the 94th law", [], None),
    ("the sixteenth laws", [], None),
    ("the first law 16 applies", ["16"], EN16),
]

#: a list of lower levels after one law: a number after a paragraph is the next paragraph, a
#: small letter after a section the next section, where the list ends the query
LOWER_LISTS: list[QueryRow] = [
    ("Law 16B1 and 2", ["16B1", "16B2"], "laws-2007-en:16B1"),
    # a later section and paragraph in lower case, as the first was typed
    ("law 16b1 and b2", ["16B1", "16B2"], "laws-2007-en:16B1"),
    ("artikel 16 b1 en b2", ["16B1", "16B2"], "laws-2017-nl:16B1"),
    ("law 12 c1 or c2", ["12C1", "12C2"], "laws-2007-en:12C1"),
    ("Law 16 and a2 board penalty", ["16"], EN16),
    # a range or list to a section and paragraph written against the dash or slash
    ("law 16b1-b3", ["16B1", "16B2", "16B3"], "laws-2007-en:16B1"),
    ("Law 16B1-B3", ["16B1", "16B2", "16B3"], "laws-2007-en:16B1"),
    ("law 16b1/b2", ["16B1", "16B2"], "laws-2007-en:16B1"),
    ("16B1/2", ["16B1", "16B2"], "laws-2007-en:16B1"),
    ("law 16B1, 2", ["16B1", "16B2"], "laws-2007-en:16B1"),
    ("art. 20 F 2 en 3", ["20F2", "20F3"], "laws-2017-nl:20F2"),
    ("artikel 47E1 en 2", ["47E1", "47E2"], "laws-2017-nl:47E1"),
    ("Law 16 B 1 and 2", ["16B1", "16B2"], "laws-2007-en:16B1"),
    ("lawe 16B1 and 2", ["16B1", "16B2"], "laws-2007-en:16B1"),
    ("law 16a and b", ["16A", "16B"], "laws-2007-en:16A"),
    # spaced levels before the list
    ("Law 16 A and B", ["16A", "16B"], "laws-2007-en:16A"),
    ("law 16 a and b", ["16A", "16B"], "laws-2007-en:16A"),
    ("law 80B2 g and h", ["80B2g", "80B2h"], "laws-2017-everyday-en:80B2g"),
    ("Law 74C 7 and 8", ["74C7", "74C8"], "laws-2017-everyday-en:74C7"),
    ("Law 16 A to C", ["16A", "16B", "16C"], "laws-2007-en:16A"),
    ("Laws 74C7 and 8", ["74C7", "74C8"], "laws-2017-everyday-en:74C7"),
    ("artikelen 20F2 en 3", ["20F2", "20F3"], "laws-2017-nl:20F2"),
    # a later item written apart
    ("artikel 20 F 2 en F 3", ["20F2", "20F3"], "laws-2017-nl:20F2"),
    # a plural level word before the list
    ("Law 16, sections A and B", ["16A", "16B"], "laws-2007-en:16A"),
    ("Law 74C paragraphs 7 and 8", ["74C7", "74C8"], "laws-2017-everyday-en:74C7"),
    ("artikel 16 leden B en C", ["16B", "16C"], "laws-2017-nl:16B"),
    # two digits or a lower number are laws; words after the list, a pronoun or a count
    ("Laws 16B1 and 73", ["16B1", "73"], "laws-2007-en:16B1"),
    ("Law 16B2 and 1", ["16B2", "1"], "laws-2007-en:16B2"),
    ("Law 16B1 and 2 tricks", ["16B1"], "laws-2007-en:16B1"),
    ("law 16 i and my partner", ["16"], EN16),
    ("law 16 and a 2 board penalty", ["16"], EN16),
]

#: en and em dashes between the levels, as a word processor writes a hyphen
DASHED_LEVELS: list[QueryRow] = [
    ("Law 12–C–1–b", ["12C1b"], "laws-2007-en:12C1b"),
    ("12–C–1–b", ["12C1b"], "laws-2007-en:12C1b"),
    ("artikel 16—D—2", ["16D2"], "laws-2017-nl:16D2"),
    ("Law 16 – B – 1", ["16B1"], "laws-2007-en:16B1"),
    ("laws 72 thru 74", ["72", "73", "74"], "laws-2017-everyday-en:72"),
    # a dash between two laws is still a range; with no letter after it, no level
    ("Laws 72–74", ["72", "73", "74"], "laws-2017-everyday-en:72"),
    ("3–2 fit", [], None),
    ("1C–1H", [], None),
]

#: no-break, narrow and figure spaces between the prefix and the levels
NO_BREAK_SPACES: list[QueryRow] = [
    ("Law\u00a012\u00a0C\u00a01\u00a0b", ["12C1b"], "laws-2007-en:12C1b"),
    ("artikel\u202f16\u202fD\u202f2", ["16D2"], "laws-2017-nl:16D2"),
    ("Law\u200716\u2007B", ["16B"], "laws-2007-en:16B"),
    ("16\u00a0B\u00a01", ["16B1"], "laws-2007-en:16B1"),
]

#: a separator before some levels and not others, "16B.1"; an auction is no reference
UNEVEN_SEPARATORS: list[QueryRow] = [
    ("16B.1", ["16B1"], "laws-2007-en:16B1"),
    ("Law 12C1.b", ["12C1b"], "laws-2007-en:12C1b"),
    ("law 80B2.k", ["80B2k"], "laws-2017-everyday-en:80B2k"),
    ("artikel 16D.2", ["16D2"], "laws-2017-nl:16D2"),
    ("16.B1", ["16B1"], "laws-2007-en:16B1"),
    ("1c/1h", [], None),
    ("1C.1H", [], None),
    ("2C-2D", [], None),
]

#: a comma between every level
COMMA_EVERY_LEVEL: list[QueryRow] = [
    ("Law 16, B, 1, a", ["16B1a"], "laws-2007-en:16B1a"),
    ("law 12, c, 1, b", ["12C1b"], "laws-2007-en:12C1b"),
    ("artikel 16, D, 2", ["16D2"], "laws-2017-nl:16D2"),
    ("Law 16, B, 2 boards", ["16B"], "laws-2007-en:16B"),
    ("Law 16, B, 1, a player", ["16B1"], "laws-2007-en:16B1"),
]

#: a word for a law misspelt right before its number (``[<lang>.misspelt]``)
MISSPELT: list[QueryRow] = [
    ("lawe 16", ["16"], EN16),
    ("lwas 72 to 74", ["72", "73", "74"], "laws-2017-everyday-en:72"),
    ("artical 16", ["16"], EN16),
    ("artikle 54", ["54"], "laws-2017-nl:54"),
    ("artiekel 54", ["54"], "laws-2017-nl:54"),
    ("atrikel 41", ["41"], "laws-2017-nl:41"),
    ("rlue 12", ["12"], "laws-2007-en:12"),
    # a slip of "law" that is no word: a letter changed, two swapped
    ("lae 16", ["16"], EN16),
    ("Lae 16B1", ["16B1"], "laws-2007-en:16B1"),
    ("laq 12C1", ["12C1"], "laws-2007-en:12C1"),
    ("lqw 16", ["16"], EN16),
    ("lwa 16", ["16"], EN16),
    ("lae 16 claim", ["16"], EN16),
    ("rle 16", ["16"], EN16),
    # another first letter, two letters, a common word of either language, no law number: words
    ("saw 16 boards", [], None),
    ("jaw 2", [], None),
    ("la 16", [], None),
    ("lay 2 down", [], None),
    ("lays 4 cards", [], None),
    ("lads 16", [], None),
    ("low 16 hcp", [], None),
    ("lag 2 tricks", [], None),
    ("las 16", [], None),
    ("role 16", [], None),
    ("rue 16", [], None),
    ("rulers 16", [], None),
    ("lawn 16", [], None),
    ("lae", [], None),
    ("lae 120", [], None),
]

#: an ordinal and a law word before "of" or "van": a saying, or another body of rules
ORDINAL_SAYINGS: list[QueryRow] = [
    ("the first law of bridge", [], None),
    ("the second law of thermodynamics", [], None),
    ("het eerste artikel van de statuten", [], None),
    ("the sixteenth law in short", ["16"], EN16),
]

#: scores, bids, boards, times, dates and counts: words, whatever their digits
MUST_STAY_WORDS: list[QueryRow] = [
    ("2 down", [], None),
    ("down 2 doubled", [], None),
    ("4 spades", [], None),
    ("7NT", [], None),
    ("the 1st board", [], None),
    ("3NT making 4", [], None),
    ("board 16 hesitation", [], None),
    ("round 3 board 7", [], None),
    ("7:30 start", [], None),
    ("20.00 uur", [], None),
    ("16-12-2026", [], None),
    ("1/12/2026", [], None),
    ("16 mei 2017", [], None),
    ("4\u2660 doubled", [], None),
    ("4H making", [], None),
    ("a 2C bid", [], None),
    ("1NT 15-17", [], None),
    ("4-4-3-2", [], None),
    ("10 IMPs", [], None),
    ("60% score", [], None),
    ("16 points", [], None),
    ("5-4 in the majors", [], None),
    ("3 schoppen", [], None),
    ("spel 16", [], None),
    ("13 kaarten", [], None),
    ("2 down kwetsbaar", [], None),
    ("1 trick penalty", [], None),
    ("a 3-3 fit", [], None),
]

#: levels after the law written lowest first, each with its level word, the last naming a
#: section, as regulations cite ("lid 2 van artikel 5") but after the law; a level word naming
#: sections names no lower level
LOWEST_FIRST_AFTER: list[QueryRow] = [
    ("Law 16 para 1 section B", ["16B1"], "laws-2007-en:16B1"),
    ("Law 16 para 1, section B", ["16B1"], "laws-2007-en:16B1"),
    ("Law 16 para 1 of section B", ["16B1"], "laws-2007-en:16B1"),
    ("Law 16 paragraph 1(b) of section B", ["16B1b"], "laws-2007-en:16B1b"),
    ("Law 16 item a para 1 section B", ["16B1a"], "laws-2007-en:16B1a"),
    ("Law 16 subpara a of para 1 of section B", ["16B1a"], "laws-2007-en:16B1a"),
    ("law sixteen para 1 section B hesitation", ["16B1"], "laws-2007-en:16B1"),
    ("artikel 16 sub 1 lid B", ["16B1"], "laws-2017-nl:16B1"),
    ("art 16 onder a sub 1 lid B", ["16B1a"], "laws-2017-nl:16B1a"),
    ("artikel 16 punt 1 van lid B", ["16B1"], "laws-2017-nl:16B1"),
    ("artikel 16 sub a lid 2", ["16B1"], "laws-2017-nl:16B1"),
    # highest first as before; a level that cannot stand there is words
    ("Law 16 section B para 1", ["16B1"], "laws-2007-en:16B1"),
    ("Law 16 para 1 section Bridge", ["16"], EN16),
]

#: a later item of a list that is a paragraph and its item, or an item and its roman item,
#: read in the section of the item before it (not as Law 1B), in the case the item before
#: was typed in
CONTINUED_ITEMS: list[QueryRow] = [
    ("Laws 16B1a and 1b", ["16B1a", "16B1b"], "laws-2007-en:16B1a"),
    ("Laws 12C1c and 1d", ["12C1c", "12C1d"], "laws-2007-en:12C1c"),
    ("16B1a & 1b", ["16B1a", "16B1b"], "laws-2007-en:16B1a"),
    ("16B1a-1b", ["16B1a", "16B1b"], "laws-2007-en:16B1a"),
    ("Laws 16B1a, 1b", ["16B1a", "16B1b"], "laws-2007-en:16B1a"),
    ("LAWS 16B1A AND 1B", ["16B1a", "16B1b"], "laws-2007-en:16B1a"),
    ("artikel 16B1a en 1b", ["16B1a", "16B1b"], "laws-2017-nl:16B1a"),
    ("Law 16B1(a) and 2(b)", ["16B1a", "16B2b"], "laws-2007-en:16B1a"),
    ("Laws 12C1e(i) and e(ii)", ["12C1e_i", "12C1e_ii"], "laws-2007-en:12C1e_i"),
    ("Law 12C1e(i), e(ii) and f", ["12C1e_i", "12C1e_ii", "12C1f"], "laws-2007-en:12C1e_i"),
    # another law: no item before, the letter in another case, the prefix again
    ("Laws 16B and 1b", ["16B", "1B"], "laws-2007-en:16B"),
    ("Laws 16B1a and 1B", ["16B1a", "1B"], "laws-2007-en:16B1a"),
    ("Law 16B1a and Law 1b", ["16B1a", "1B"], "laws-2007-en:16B1a"),
    ("Law 12C1e(ii) and i", ["12C1e_ii"], "laws-2007-en:12C1e_ii"),
]

#: a reference with no prefix whose next level is in brackets written apart, in a longer query
UNPREFIXED_BRACKETS: list[QueryRow] = [
    ("16B1 (a) and (b)", ["16B1a", "16B1b"], "laws-2007-en:16B1a"),
    ("16B1 (a) hesitation", ["16B1a"], "laws-2007-en:16B1a"),
    ("TD ruled under 12C1(e) (ii) and (f)", ["12C1e_ii", "12C1f"], "laws-2007-en:12C1e_ii"),
    ("the 16B1 (UI) rule", ["16B1"], "laws-2007-en:16B1"),
    ("16B1 (a player hesitated)", ["16B1"], "laws-2007-en:16B1"),
    # an item with its closing bracket only, as Dutch lists letter theirs
    ("the TD quoted 16B1 a) and b)", ["16B1a", "16B1b"], "laws-2007-en:16B1a"),
    ("16B1 a) hesitation", ["16B1a"], "laws-2007-en:16B1a"),
    ("16B1 a player", ["16B1"], "laws-2007-en:16B1"),
]

#: brackets on some levels only, as other software and hurried hands write them
UNEVEN_BRACKETS: list[QueryRow] = [
    ("Law 16(B)1(a)", ["16B1a"], "laws-2007-en:16B1a"),
    ("16(B)1(a)", ["16B1a"], "laws-2007-en:16B1a"),
    ("law 12 c1e(ii)", ["12C1e_ii"], "laws-2007-en:12C1e_ii"),
    ("law 16 b1(a)", ["16B1a"], "laws-2007-en:16B1a"),
]

#: after a singular prefix, a comma before a list of lone levels ending the query
COMMA_BEFORE_LISTS: list[QueryRow] = [
    ("Law 16B1, a and b", ["16B1a", "16B1b"], "laws-2007-en:16B1a"),
    ("artikel 16B1, a en b", ["16B1a", "16B1b"], "laws-2017-nl:16B1a"),
    ("Law 16B, 1, a and b", ["16B1a", "16B1b"], "laws-2007-en:16B1a"),
    ("Law 16B, 1 and 2", ["16B1", "16B2"], "laws-2007-en:16B1"),
    ("Law 16B1, a", ["16B1a"], "laws-2007-en:16B1a"),
    # a count, a list of laws after a plural prefix: as before
    ("Law 16B, 2 and 3 boards", ["16B"], "laws-2007-en:16B"),
    ("Laws 16B, 1A", ["16B", "1A"], "laws-2007-en:16B"),
]

#: a whole query of spaced levels with no prefix, a list of lone levels after it
WHOLE_WITH_LISTS: list[QueryRow] = [
    ("16 B 1 a en b", ["16B1a", "16B1b"], "laws-2007-en:16B1a"),
    ("16 a en b", ["16A", "16B"], "laws-2007-en:16A"),
    ("16 B 1 a and b boards", [], None),
    ("16 en 17", [], None),
]

#: a list written before its citation, a later item standing at the deepest level of the
#: first that it can
LISTS_WRITTEN_FIRST: list[QueryRow] = [
    ("lid B1a en b van artikel 16", ["16B1a", "16B1b"], "laws-2017-nl:16B1a"),
    ("lid B1 en C van artikel 16", ["16B1", "16C"], "laws-2017-nl:16B1"),
    ("sections B1 and 2 of Law 16", ["16B1", "16B2"], "laws-2007-en:16B1"),
    ("leden 2 en 3 van artikel 16", ["16B", "16C"], "laws-2017-nl:16B"),
]

#: with no prefix, a whole query's comma before a list of lone levels ending it, as after a
#: singular prefix; a count, and a list with words after it, read as before
UNPREFIXED_COMMA_LISTS: list[QueryRow] = [
    ("16B1, a en b", ["16B1a", "16B1b"], "laws-2007-en:16B1a"),
    ("16B, 1 and 2", ["16B1", "16B2"], "laws-2007-en:16B1"),
    ("12C1, c and d", ["12C1c", "12C1d"], "laws-2007-en:12C1c"),
    ("16B1, a and b revoke", ["16B1"], "laws-2007-en:16B1"),
    ("16B, 2 and 3 boards", ["16B"], "laws-2007-en:16B"),
]

#: a roman item numbered in digits, as word processors renumber "(i)" and "(ii)"
ARABIC_ROMAN_ITEMS: list[QueryRow] = [
    ("Law 12C1e(2)", ["12C1e_ii"], "laws-2007-en:12C1e_ii"),
    ("Law 80B2(g)(2)", ["80B2g_ii"], "laws-2017-everyday-en:80B2g_ii"),
    ("12C1(e)(1) weighted score", ["12C1e_i"], "laws-2007-en:12C1e_i"),
    ("Law 12C1e (2 boards)", ["12C1e"], "laws-2007-en:12C1e"),
    # against its item or after a separator too; written apart, a count
    ("Law 12C1e2", ["12C1e_ii"], "laws-2007-en:12C1e_ii"),
    ("Law 12.C.1.e.1", ["12C1e_i"], "laws-2007-en:12C1e_i"),
    ("Law 12C1e 2 boards", ["12C1e"], "laws-2007-en:12C1e"),
]

#: items in brackets one after another with no joiner: a list, unless a roman numeral follows
ITEMS_IN_BRACKETS: list[QueryRow] = [
    ("Law 16B1 (a)(b)", ["16B1a", "16B1b"], "laws-2007-en:16B1a"),
    ("artikel 16B1(a)(b)", ["16B1a", "16B1b"], "laws-2017-nl:16B1a"),
    ("16B1(a)(b) hesitation", ["16B1a", "16B1b"], "laws-2007-en:16B1a"),
    ("Law 12C1(d)(e)(ii)", ["12C1d", "12C1e_ii"], "laws-2007-en:12C1d"),
    ("Law 12C1(e)(ii)", ["12C1e_ii"], "laws-2007-en:12C1e_ii"),
]

#: after a singular prefix or none, a paragraph and item written as a bid with words after it
#: is the bid, unless it is the very next item of the paragraph before; ending the query, or
#: after a plural prefix, the list goes on
BIDS_AFTER_ITEMS: list[QueryRow] = [
    ("Law 16B1a and 2c opening", ["16B1a"], "laws-2007-en:16B1a"),
    ("law 16B1a and 1c overcall", ["16B1a"], "laws-2007-en:16B1a"),
    ("Law 12C1c and 1d", ["12C1c", "12C1d"], "laws-2007-en:12C1c"),
    ("Laws 12C1c and 1d apply", ["12C1c", "12C1d"], "laws-2007-en:12C1c"),
    ("Law 12C1c and 1d apply", ["12C1c", "12C1d"], "laws-2007-en:12C1c"),
    ("Law 16B1a and 1d opening", ["16B1a"], "laws-2007-en:16B1a"),
]

CLASSES = {
    "unprefixed-comma-lists": UNPREFIXED_COMMA_LISTS,
    "arabic-roman-items": ARABIC_ROMAN_ITEMS,
    "items-in-brackets": ITEMS_IN_BRACKETS,
    "bids-after-items": BIDS_AFTER_ITEMS,
    "lower-lists": LOWER_LISTS,
    "dashed-levels": DASHED_LEVELS,
    "no-break-spaces": NO_BREAK_SPACES,
    "uneven-separators": UNEVEN_SEPARATORS,
    "comma-every-level": COMMA_EVERY_LEVEL,
    "misspelt": MISSPELT,
    "ordinal-sayings": ORDINAL_SAYINGS,
    "must-stay-words": MUST_STAY_WORDS,
    "prefix-dashed": PREFIX_DASHED,
    "spaced-separators": SPACED_SEPARATORS,
    "ordinal-laws": ORDINAL_LAWS,
    "ordinal-levels": ORDINAL_LEVELS,
    "possessive": POSSESSIVE,
    "glued-romans": GLUED_ROMANS,
    "comma-levels": COMMA_LEVELS,
    "not-ordinals": NOT_ORDINALS,
    "english-number-words": ENGLISH_NUMBER_WORDS,
    "dutch-number-words": DUTCH_NUMBER_WORDS,
    "roman": ROMAN_NUMERALS,
    "spaced-brackets": SPACED_BRACKETS,
    "english-level-words": ENGLISH_LEVEL_WORDS,
    "dutch-level-words": DUTCH_LEVEL_WORDS,
    "spelled-through": SPELLED_THROUGH,
    "number-word-paragraphs": NUMBER_WORD_PARAGRAPHS,
    "roman-paragraphs": ROMAN_PARAGRAPHS,
    "levels-first": LEVELS_FIRST,
    "unlinked-levels-first": UNLINKED_LEVELS_FIRST,
    "regulation-style": REGULATION_STYLE,
    "placed-lists": PLACED_LISTS,
    "typed-lists": TYPED_LISTS,
    "query-prefixes": QUERY_PREFIXES,
    "not-spelled": NOT_SPELLED,
    "lowest-first-after": LOWEST_FIRST_AFTER,
    "continued-items": CONTINUED_ITEMS,
    "unprefixed-brackets": UNPREFIXED_BRACKETS,
    "whole-with-lists": WHOLE_WITH_LISTS,
    "uneven-brackets": UNEVEN_BRACKETS,
    "comma-before-lists": COMMA_BEFORE_LISTS,
    "lists-written-first": LISTS_WRITTEN_FIRST,
}
ROWS = [pytest.param(*row, id=f"{name}:{row[0]}") for name, rows in CLASSES.items() for row in rows]
# fmt: on


@pytest.mark.parametrize(("typed", "ids", "first"), ROWS)
def test_a_spelled_citation_reads_its_provisions(typed: str, ids: list[str], first: str | None) -> None:
    cited = find_in_query(typed, ANY)
    assert [i for c in cited for i in c.ids] == ids
    for c in cited:
        assert typed[c.start : c.end] == c.raw


@pytest.mark.parametrize(("typed", "ids", "first"), ROWS)
def test_a_spelled_citation_ranks_its_provision_first(
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
    ("query", "first"),
    [
        ("artikel 20 F", ["laws-2017-nl:20F2", "laws-2017-nl:20F3"]),
        ("law 20", ["laws-2017-nl:20F2", "laws-2017-nl:20F3"]),
        ("Law 47", ["laws-2017-nl:47E"]),
    ],
)
def test_a_citation_the_texts_hold_only_in_parts_finds_the_parts(
    artifact_index: SearchIndex, query: str, first: list[str]
) -> None:
    """The Dutch text has no 20 or 20F, only 20F2 and 20F3, and no 47, only 47E and under it:
    a citation of the whole is answered by the highest parts held, and it is in the corpus."""
    result = artifact_index.search(query)
    assert [f"{h.doc}:{h.id}" for h in result.results][: len(first)] == first
    assert result.citation is not None and result.citation["in_corpus"] is True
    assert result.citation["docs"] == ["laws-2017-nl"]


#: a query citing several provisions, and its first hits: every cited provision in every text
#: that holds it, in the order typed, before the provisions that cite them
SEVERAL_CITED = [
    ("Laws 16B and 16C", ["laws-2007-en:16B", "laws-2017-nl:16B", "laws-2017-nl:16C"]),
    ("law 73C and law 16B", ["laws-2017-everyday-en:73C", "laws-2007-en:16B", "laws-2017-nl:16B"]),
    ("artikel 16C of 16D", ["laws-2017-nl:16C", "laws-2017-nl:16D"]),
    ("difference between 16B1 and 73C1",
     ["laws-2007-en:16B1", "laws-2017-nl:16B1", "laws-2017-everyday-en:73C1"]),
    ("artikel 54A en 47E", ["laws-2017-nl:54A", "laws-2017-nl:47E"]),
    ("Law 16 B1 and B2",
     ["laws-2007-en:16B1", "laws-2017-nl:16B1", "laws-2007-en:16B2", "laws-2017-nl:16B2"]),
    # a provision no text holds gives way to the next one cited, not to the texts citing it
    ("compare 20F1 with 20F2", ["laws-2017-nl:20F2"]),
]  # fmt: skip


@pytest.mark.parametrize(("typed", "first"), SEVERAL_CITED, ids=[row[0] for row in SEVERAL_CITED])
def test_every_provision_a_query_cites_comes_first_in_the_order_typed(
    artifact_index: SearchIndex, typed: str, first: list[str]
) -> None:
    result = artifact_index.search(typed)
    assert [f"{h.doc}:{h.id}" for h in result.results][: len(first)] == first


def test_a_law_the_corpus_lacks_is_answered_as_its_digits(artifact_index: SearchIndex) -> None:
    """A law number in words is answered as its digits ("law forty" as "law 40"): the citation
    is named, not held, and the same hits follow."""
    spelled, digits = artifact_index.search("law forty"), artifact_index.search("law 40")
    assert spelled.citation == digits.citation and spelled.citation is not None
    assert not spelled.citation["in_corpus"]
    assert [(h.doc, h.id) for h in spelled.results] == [(h.doc, h.id) for h in digits.results]


@pytest.mark.parametrize(
    ("typed", "language"),
    [("law sixteen", "en"), ("Law XVI", "en"), ("rule 16", "en"), ("article 16", "en"),
     ("artikel zestien", "nl"), ("artikels 16", "nl"), ("artikel 16 lid C", "nl"), ("§ XVI", None)],
)  # fmt: skip
def test_the_prefix_gives_the_language(typed: str, language: str | None) -> None:
    assert [c.language for c in find_in_query(typed, ANY)] == [language]


@pytest.mark.parametrize(
    ("typed", "number"),
    [("Law XCIV", None), ("law ninety-four", None), ("rule 120", None), ("article 120", None),
     ("Law 99", 99)],
)  # fmt: skip
def test_only_a_law_number_in_digits_past_93_is_named_missing(typed: str, number: int | None) -> None:
    """A spelled number past 93 is no citation at all (the words are searched), and only "law"
    and its like are sure enough of a law to say there is no such law."""
    assert missing_law(typed, ANY) == number


# --- every law number, in every spelling -----------------------------------------------------


def _read(typed: str) -> list[str]:
    """The provision ids the query finder reads in ``typed``."""
    return [i for c in find_in_query(typed, ANY) for i in c.ids]


@pytest.mark.parametrize(("language", "prefix"), [("en", "law "), ("nl", "artikel ")])
def test_every_law_number_is_read_in_words(language: str, prefix: str) -> None:
    """The number words are made by rule from the units, teens and tens of the table: each of
    1-93 once (in every compound form), and each read after a citation word."""
    forms = number_words(TABLE[language]["number_words"])
    assert sorted(set(forms.values())) == list(range(1, LAW_COUNT + 1))
    misread = [w for w, n in forms.items() if _read(prefix + w) != [str(n)]]
    assert not misread, misread[:10]


def test_the_dutch_compounds_are_made_by_rule() -> None:
    forms = number_words(TABLE["nl"]["number_words"])
    written = ("eenentwintig", "drieennegentig", "vijfenvijftig", "zes en dertig")
    assert [forms[w] for w in written] == [21, 93, 55, 36]
    assert "vierennegentig" not in forms


@pytest.mark.parametrize(("language", "template"), [("en", "the {} law"), ("nl", "het {} artikel")])
def test_every_law_number_is_read_as_an_ordinal_before_a_law_word(language: str, template: str) -> None:
    """The ordinals are made from the number words by rule, each of 1-93 once (in every
    compound form), and each read before the language's word for a law."""
    forms = ordinal_words(TABLE[language]["number_words"], TABLE[language]["ordinals"])
    assert sorted(set(forms.values())) == list(range(1, LAW_COUNT + 1))
    misread = [w for w, n in forms.items() if _read(template.format(w)) != [str(n)]]
    assert not misread, misread[:10]


@pytest.mark.parametrize(
    ("language", "written"),
    [("en", {"first": 1, "second": 2, "third": 3, "fifth": 5, "eighth": 8, "ninth": 9, "twelfth": 12,
             "sixteenth": 16, "twentieth": 20, "twenty-first": 21, "forty-second": 42, "ninety-third": 93}),
     ("nl", {"eerste": 1, "tweede": 2, "derde": 3, "achtste": 8, "elfde": 11, "zestiende": 16,
             "achttiende": 18, "twintigste": 20, "eenentwintigste": 21, "tweeentwintigste": 22,
             "drieennegentigste": 93})],
)  # fmt: skip
def test_the_ordinals_are_made_by_rule(language: str, written: dict[str, int]) -> None:
    forms = ordinal_words(TABLE[language]["number_words"], TABLE[language]["ordinals"])
    assert {w: forms.get(w) for w in written} == written


def test_every_law_number_is_read_in_roman_numerals() -> None:
    assert [roman_numeral(n) for n in (1, 4, 9, 14, 40, 49, 90, 93)] == [
        "I", "IV", "IX", "XIV", "XL", "XLIX", "XC", "XCIII"
    ]  # fmt: skip
    for n in range(1, LAW_COUNT + 1):
        for typed in (f"Law {roman_numeral(n)}", f"law {roman_numeral(n).lower()}"):
            if len(typed) == len("law i") and typed.islower():
                continue  # a lone lower-case "i", "v", "x" or "l" is a word or a letter as typed
            assert _read(typed) == [str(n)], typed


# --- any query: spans index the query as typed ----------------------------------------------------

PIECES = st.sampled_from(
    ["Law ", "laws ", "rule ", "artikel ", "§ ", "sixteen", "Sixteen", "twenty-one", "drieënnegentig", "één",
     "XVI", "xvi", "I", "XCIV", "16", "07", " B", "B", "(1)", " (a)", " section ", ", paragraph ", " lid ",
     " sub ", " and ", " to ", "-", " en ", "\u200b", "１６", " ", "one", " hundred", "?", "the sixteenth ",
     "16th ", "zestiende ", " law", " artikel", " - ", ", ", "'s", " second paragraph", "eii", " ii", ".1",
     "lid ", " van ", "section ", " of ", "tweede "]
)  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(PIECES, st.text(max_size=3)), max_size=10).map("".join))
def test_any_query_yields_spans_of_itself(text: str) -> None:
    previous_end = 0
    for c in find_in_query(text, ANY):
        assert previous_end <= c.start < c.end <= len(text)
        assert text[c.start : c.end] == c.raw and c.refs
        previous_end = c.end


# --- the words are data, and each has an example -----------------------------------------------


@pytest.mark.parametrize("language", ["en", "nl"])
def test_every_query_word_has_an_example_the_query_finder_reads(language: str) -> None:
    for group in QUERY_GROUPS:
        table = TABLE[language][group]
        examples = table["examples"]
        text = " ".join(examples).casefold()
        for word in [*table.get("words", []), *table.get("articles", [])]:
            assert word.casefold() in text, f"{language}.{group}: {word!r} has no example"
        for example in examples:
            assert find_in_query(example, ANY), f"{language}.{group}: nothing read in {example!r}"


# --- the search box opens a spelled citation's page ----------------------------------------------


@pytest.mark.parametrize(
    ("typed", "lands_on"),
    [("Law XVI", "/laws/16"), ("artikel zestien", "/laws/16"),
     ("Law 16, section B, paragraph 1", "/laws/16B1"), ("LAW 16 B (1) (a)", "/laws/16B1a"),
     ("rule 16", "/laws/16"), ("law sixteen claim", None), ("one revoke", None)],
)  # fmt: skip
def test_the_search_box_opens_a_spelled_citation(
    client: FlaskClient, typed: str, lands_on: str | None
) -> None:
    response = client.get("/search", query_string={"q": typed})
    if lands_on is None:
        assert response.status_code == 200
    else:
        assert (response.status_code, response.headers["Location"]) == (302, lands_on)


# --- misspelt words for a law ------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "nl"])
def test_every_misspelt_word_has_an_example_read_as_a_citation(language: str) -> None:
    """Each example of ``[<lang>.misspelt]`` misspells one of its words and is read; each word
    has an example misspelling it."""
    table = TABLE[language]["misspelt"]
    words = [w.casefold() for w in table["words"]]
    meant = set()
    for example in table["examples"]:
        typed = example.split()[0].casefold()
        near = [w for w in words if edit_distance(typed, w, 2) <= 2]
        assert near and typed not in words, f"{example!r} misspells none of {words}"
        assert find_in_query(example, ANY), f"{language}.misspelt: nothing read in {example!r}"
        meant.add(min(near, key=lambda w: edit_distance(typed, w, 2)))
    assert meant == set(words)


@pytest.mark.parametrize("language", ["en", "nl"])
def test_a_common_word_is_never_a_misspelt_word_for_a_law(language: str) -> None:
    """``[<lang>.misspelt] common`` is exactly the words of the language's common-word list
    (:mod:`indexer.search.dictionary`) that the misspelling rule would read as a word for a law
    before a law number: each listed word is common, and none is missing ("lay 2 down", "low 16")."""
    without = {lang: {**TABLE[lang], "misspelt": {**TABLE[lang]["misspelt"], "common": []}} for lang in TABLE}
    bare = load_words(without)
    firsts = {w[0].casefold() for w in bare.misspelt}
    common = common_words(language)
    read = {w for w in common if w[0] in firsts and correct_misspelt(f"{w} 16", bare).text != f"{w} 16"}
    assert sorted(TABLE[language]["misspelt"]["common"]) == sorted(read)


@pytest.mark.parametrize(
    ("a", "b", "edits"),
    [("lawe", "law", 1), ("lwas", "laws", 1), ("artikle", "artikel", 1), ("artical", "artikel", 2),
     ("artical", "article", 2), ("law", "law", 0), ("", "law", 3), ("saw", "law", 1)],
)  # fmt: skip
def test_the_distance_counts_added_dropped_changed_and_swapped_letters(a: str, b: str, edits: int) -> None:
    assert edit_distance(a, b, 3) == edits == edit_distance(b, a, 3)
