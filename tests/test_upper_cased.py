"""A law text printed wholly in capitals reads as the same text in lower case would: a
bracketed letter takes its level from its place in the run of labels, not from its case, and
the text is stored as printed."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from indexer.build import read_manifest
from indexer.build import read_tables
from indexer.models import Document
from indexer.models import Provision
from indexer.parse import parse_document
from indexer.parsers.lawtext import upper_cased
from indexer.tables import Tables

CORPUS = Path(__file__).resolve().parent.parent / "corpus"


@cache
def tables() -> Tables:
    return read_tables(CORPUS, read_manifest(CORPUS))


def parsed(
    text: str, kind: str = "formal", language: str = "en", edition: str = "2007"
) -> dict[str, Provision]:
    """The provisions of ``text`` read as a handout of ``edition``, by id."""
    doc = Document("handout", "Handout", kind, language, edition, "handout.txt")
    return {p.id: p for p in parse_document(text, doc, tables())}


LAW_9 = """LAW 9 - PROCEDURE FOLLOWING AN IRREGULARITY
A. DRAWING ATTENTION TO AN IRREGULARITY
1. UNLESS PROHIBITED BY LAW, ANY PLAYER MAY DRAW ATTENTION TO AN IRREGULARITY DURING THE AUCTION.
2. DECLARER OR EITHER DEFENDER MAY DRAW ATTENTION TO AN IRREGULARITY DURING THE PLAY PERIOD.
B. AFTER ATTENTION IS DRAWN TO AN IRREGULARITY
1. (A) THE DIRECTOR SHOULD BE SUMMONED AT ONCE WHEN ATTENTION IS DRAWN TO AN IRREGULARITY.
(B) ANY PLAYER, INCLUDING DUMMY, MAY SUMMON THE DIRECTOR.
(C) SUMMONING THE DIRECTOR DOES NOT CAUSE A PLAYER TO FORFEIT ANY RIGHTS.
(D) THE FACT THAT A PLAYER DRAWS ATTENTION TO AN IRREGULARITY DOES NOT AFFECT THE OPPONENTS' RIGHTS.
2. NO PLAYER SHALL TAKE ANY ACTION UNTIL THE DIRECTOR HAS EXPLAINED ALL MATTERS.
C. PREMATURE CORRECTION OF AN IRREGULARITY
ANY PREMATURE CORRECTION OF AN IRREGULARITY BY THE OFFENDER MAY SUBJECT HIM TO A FURTHER RECTIFICATION.
"""


def test_an_upper_cased_law_reads_bracketed_capitals_under_a_number_as_its_items() -> None:
    laws = parsed(LAW_9)
    assert [i for i in laws if i.startswith("9B")] == ["9B", "9B1", "9B1a", "9B1b", "9B1c", "9B1d", "9B2"]
    assert laws["9C"].text.startswith("ANY PREMATURE CORRECTION")
    assert laws["9B1c"].text == "SUMMONING THE DIRECTOR DOES NOT CAUSE A PLAYER TO FORFEIT ANY RIGHTS."


LAW_12_C = """LAW 12 – DIRECTOR’S DISCRETIONARY POWERS
C. AWARDING AN ADJUSTED SCORE
1. (A) WHEN AFTER AN IRREGULARITY THE DIRECTOR IS EMPOWERED TO ADJUST A SCORE, HE DOES SO.
(B) IF THE NON-OFFENDING SIDE HAS CONTRIBUTED TO ITS OWN DAMAGE IT DOES NOT RECEIVE RELIEF.
(C) IN ORDER TO DO EQUITY AN ASSIGNED ADJUSTED SCORE MAY BE WEIGHTED.
(D) IF THE POSSIBILITIES ARE NUMEROUS THE DIRECTOR MAY AWARD AN ARTIFICIAL ADJUSTED SCORE.
(E) THE REGULATING AUTHORITY MAY APPLY THE FOLLOWING PROCEDURE IN PLACE OF (C):
(I) THE SCORE ASSIGNED FOR A NON-OFFENDING SIDE IS THE MOST FAVOURABLE RESULT THAT WAS LIKELY.
(II) FOR AN OFFENDING SIDE THE SCORE ASSIGNED IS THE MOST UNFAVOURABLE RESULT THAT WAS AT ALL PROBABLE.
(F) THE SCORES AWARDED TO THE TWO SIDES NEED NOT BALANCE.
2. (A) WHEN NO RESULT CAN BE OBTAINED THE DIRECTOR AWARDS AN ARTIFICIAL ADJUSTED SCORE.
"""


def test_an_upper_cased_i_after_a_letter_other_than_h_is_a_roman_item() -> None:
    laws = parsed(LAW_12_C)
    assert [i for i in laws if i.startswith("12C1")] == [
        "12C1", "12C1a", "12C1b", "12C1c", "12C1d", "12C1e", "12C1e_i", "12C1e_ii", "12C1f"
    ]
    assert laws["12C1e_ii"].text.startswith("FOR AN OFFENDING SIDE")
    assert laws["12C2"].text.startswith("WHEN NO RESULT CAN BE OBTAINED")


ARTIKEL_16 = """ARTIKEL 16 – GEOORLOOFDE EN ONGEOORLOOFDE INFORMATIE
A. GEBRUIK VAN INFORMATIE DOOR DE SPELERS
1. EEN SPELER MAG INFORMATIE BIJ HET BIEDEN OF SPELEN GEBRUIKEN ALS:
(A) DE INFORMATIE VOORTKOMT UIT HET REGLEMENTAIRE BIEDEN EN SPELEN VAN HET BETREFFENDE BORD; OF
(B) HET GEOORLOOFDE INFORMATIE IS UIT EEN INGETROKKEN HANDELING (ZIE C); OF
(C) HET INFORMATIE IS DIE IN EEN ARTIKEL OF REGELING ALS GEOORLOOFD IS AANGEMERKT; OF
(D) HET INFORMATIE IS DIE DE SPELER BEZAT VOORDAT HIJ ZIJN HAND UIT HET BORD NAM.
2. SPELERS MOGEN OOK REKENING HOUDEN MET DE INSCHATTING VAN HUN EIGEN SCORE.
B. ANDERSZINS VERKREGEN INFORMATIE VAN DE ZIJDE VAN DE PARTNER
1. ELKE ANDERSZINS VERKREGEN INFORMATIE VAN DE PARTNER IS ONGEOORLOOFD.
"""


def test_a_dutch_article_in_capitals_reads_its_lettered_items() -> None:
    laws = parsed(ARTIKEL_16, "translation", "nl", "2017")
    assert [i for i in laws if i.startswith("16A1")] == ["16A1", "16A1a", "16A1b", "16A1c", "16A1d"]
    assert laws["16A1d"].text.startswith("HET INFORMATIE IS DIE DE SPELER")
    assert "16B1" in laws


EVERY_LEVEL_BRACKETED = """LAW 40 – PARTNERSHIP UNDERSTANDINGS
(A) PLAYERS’ SYSTEMIC AGREEMENTS
(1) PARTNERSHIP UNDERSTANDINGS AS TO THE METHODS ADOPTED BY A PARTNERSHIP MAY BE REACHED.
(B) SPECIAL PARTNERSHIP UNDERSTANDINGS
(5) WHEN EXPLAINING THE SIGNIFICANCE OF PARTNER’S CALL OR PLAY A PLAYER DISCLOSES ALL SPECIAL INFORMATION.
(A) A PLAYER MAY NOT USE ANY SPECIAL PARTNERSHIP UNDERSTANDING UNLESS IT IS DISCLOSED.
(B) THE REGULATING AUTHORITY MAY SPECIFY A PROCEDURE FOR SUCH UNDERSTANDINGS.
(C) DEVIATION FROM SYSTEM AND PSYCHIC ACTION
(1) A PLAYER MAY DEVIATE FROM HIS SIDE’S ANNOUNCED UNDERSTANDINGS.
"""


def test_upper_cased_bracketed_sections_are_told_from_items_by_their_order() -> None:
    """Sections printed "(A)" as the items are: "(A)" under "(5)" is an item, "(C)" after
    item (b) heads a section when the paragraphs after it are numbered from 1 again."""
    laws = parsed(EVERY_LEVEL_BRACKETED, edition="2017")
    wanted = ["40B6a", "40B6b", "40C", "40C1"]
    assert [i for i in laws if i in wanted] == wanted
    assert laws["40C"].heading.upper() == "DEVIATION FROM SYSTEM AND PSYCHIC ACTION"


def test_a_text_is_upper_cased_when_most_of_its_letters_are_capitals() -> None:
    assert upper_cased(LAW_9)
    assert upper_cased(LAW_9 + "Page 2 of 9\n")
    mixed = "LAW 9 - PROCEDURE FOLLOWING AN IRREGULARITY\nA. Drawing Attention\n(A) The Director is summoned"
    assert not upper_cased(mixed)
