"""Dutch and Flemish club questions whose answer only the English texts hold (Laws 1-15 and the
Definitions of 2007, Laws 72-93 of the everyday edition, the English club notes).

Each row is one class of wording in corpus/data/search.toml ([nl.synonyms], [nl.phrases]) that
reads a club player's words as the Laws' words: without the entries for its class, the English
provision that answers the question falls out of the first five hits.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from indexer.search.bilingual import translate_query

#: (a Dutch question as typed at the club, the English provisions any of which answers it)
# fmt: off
DUTCH_QUESTIONS = [
    # who sits North: selecting seats (Law 5A)
    ("mogen we zelf kiezen wie noord zit", {"laws-2007-en:5A"}),
    # settled among the players: rectification on their own initiative (Law 10A)
    ("dat hebben we onderling geregeld zonder wedstrijdleider", {"laws-2007-en:10A"}),
    # partner forgot the agreement: a mistaken call (Law 75C)
    ("partner was de afspraak vergeten", {"laws-2017-everyday-en:75C"}),
    # no agreement at all: no genuine partnership agreement (Law 75D2)
    ("daar hadden we geen afspraak over", {"laws-2017-everyday-en:75D2"}),
    # an appeal without grounds lacks merit (Law 92A, 93C1)
    ("een beroep zonder grond", {"laws-2017-everyday-en:92A", "laws-2017-everyday-en:93C1"}),
    ("een ongefundeerd beroep, krijg je dan straf", {"laws-2017-everyday-en:92A"}),
    # the Flemish "op voorhand": in advance (Law 6E2, 6E3)
    ("de borden op voorhand gedeeld door de wedstrijdleider", {"laws-2007-en:6E2", "laws-2007-en:6E3"}),
    # a recontra is a redouble (Law 77: scoring a redoubled contract)
    ("hoeveel punten voor 2 harten recontra gemaakt", {"laws-2017-everyday-en:77"}),
    # a sloom pair plays unduly slowly (Law 90B2)
    ("tegenstanders speelden heel sloom", {"laws-2017-everyday-en:90B2"}),
    # another bewoording for the same call: different words (Law 74C1)
    ("een andere bewoording voor hetzelfde bod", {"laws-2017-everyday-en:74C1"}),
    # the sprongbod a skip-bid warning announces (Law 73D3)
    ("na een sprongbod verplicht even wachten", {"laws-2017-everyday-en:73D3"}),
    # vugraph is the electronic transmission of play (Law 76A2)
    ("regels voor kijkers bij een vugraph uitzending", {"laws-2017-everyday-en:76A2"}),
    # the WBF is the World Bridge Federation (Law 80A1a)
    ("welke toernooien vallen onder de WBF", {"laws-2017-everyday-en:80A1a"}),
    # what the Director finds aannemelijk is likely on the evidence (Law 85A1)
    ("wat als de arbiter het niet aannemelijk vindt", {"laws-2017-everyday-en:85A1"}),
    # een kleur eisen: declarer requires the lead of a suit (the Willetton notes on Law 54)
    ("mag de leider na een uitkomst voor de beurt een kleur eisen",
     {"notes-willetton:five-options-faced-opening-lead-out-of-turn"}),
    # the Flemish "renonce" is a revoke (club notes on Laws 61-64)
    ("renonce door de dummy, wat nu", {"notes-club-en:revokes/q6"}),
    ("wanneer is een renonce definitief", {"notes-club-en:revokes/q2"}),
    # a card in the wrong hand of the board, not everyone playing the same cards: fouled (Law 87A)
    ("kaart zat in de verkeerde hand in het bord, de andere tafels speelden een ander spel",
     {"laws-2017-everyday-en:87A", "laws-2017-everyday-en:87"}),
    # the STOP card typed in two, "stop-kaart": the skip-bid warning (Law 73D3)
    ("na een stop-kaart hoe lang moet je wachten met bieden", {"laws-2017-everyday-en:73D3"}),
    # the Flemish "luidop" (hardop): a board discussed where another table may overhear (Law 90B3)
    ("spelers bespraken luidop een spel dat de volgende tafel nog moest spelen",
     {"laws-2017-everyday-en:90B3"}),
]
# fmt: on


@pytest.mark.parametrize(("q", "answers"), DUTCH_QUESTIONS, ids=[q for q, _ in DUTCH_QUESTIONS])
def test_a_dutch_club_question_finds_the_english_rule_in_the_top_five(
    artifact_index: SearchIndex, q: str, answers: set[str]
) -> None:
    found = [f"{h.doc}:{h.id}" for h in artifact_index.search(q, limit=5).results]
    assert answers & set(found), found


#: (Dutch words as typed, an English word of the Laws they are read as)
# fmt: off
DUTCH_READ_AS_THE_LAWS_WORDS = [
    ("de andere tafel is nog bezig", "completed"),  # Law 8B1: not completed play
    ("de kaart is zoek", "missing"),  # Law 14: missing card
    ("die avond 60 procent gescoord", "session"),  # Law 12C2c: a session score
    ("dat hebben we zelf opgelost", "initiative"),  # Law 10A
    ("wie gaat er noord zitten", "seats"),  # Law 5A
    ("heb ik mijn recht verloren", "forfeit"),  # Law 11: forfeiture of the right
    ("de blinde zag een fout", "irregularity"),  # Law 9A3: an irregularity seen
    ("wanneer is een verzaking definitief", "established"),  # club notes: revoke established
    ("wie mag wijzen op een fout", "attention"),  # Law 9A1: drawing attention
    ("toen de tegenstanders er niet waren", "present"),  # Law 7C: each side present
    ("mag ik mijn fout toegeven", "attention"),  # Law 9B1d: drawing attention to one's own
    ("niets meer doen tot de wedstrijdleider er is", "action"),  # Law 9B2
    ("de kaart lag verkeerd om", "direction"),  # club notes: a card pointed the wrong way
    ("de leider speelt alle slagen uit", "needlessly"),  # Law 74B4
    ("de kaart was nergens te vinden", "cannot"),  # Law 14A2: cannot be found
    ("tijdens het afspelen", "play"),  # Definitions: Play period
    ("we speelden met gedraaide pijlen", "arrow-switched"),  # club notes: arrow-switched
    ("we zijn het eens over wat er gebeurd is", "facts"),  # Law 84: agreed facts
    ("ze zijn het niet eens over wat er gebeurd is", "facts"),  # Law 85: disputed facts
    ("wat is het startuur", "time"),  # Law 80B2c: the time of each session
    ("hij heeft meegeluisterd", "overhear"),  # Law 90B3: another table might overhear
    ("de buren luisterden mee", "overhear"),
    ("wat is de taak van de wedstrijdleider", "duties"),  # Law 81C
    ("hij smeet de kaart op tafel", "emphasis"),  # Law 73A2: without emphasis
    ("de kaart met een klap neergelegd", "emphasis"),
    ("partner heeft mijn bod verkeerd begrepen", "misinterpreted"),  # Law 75A
    ("zuid had een kaart te veel in de hand", "incorrect"),  # Law 13A: incorrect number of cards
    ("west had te weinig kaarten", "incorrect"),
    ("verschillende woorden voor hetzelfde bod", "difference"),  # Law 74C1: different words
    ("partner zei oei na mijn bod", "remark"),  # Law 73C1: a remark from partner
    ("hij zei dubbel in plaats van contra", "double"),  # Law 74C1: contra, the doublet
    ("twee harten recontra", "redouble"),  # Law 77: a redoubled contract
    ("een sloom paar", "slowly"),  # Law 90B2: playing unduly slowly
    ("een andere formulering voor hetzelfde bod", "words"),  # Law 74C1: different words
    ("hij kleineerde mijn partner", "embarrass"),  # Law 74A2: a remark that embarrasses
    ("de tegenstander was neerbuigend", "annoy"),
    ("de kaarten al ingestoken", "returned"),  # Law 79A1: hands returned to the board
    ("mogen we de kaarten opbergen", "returned"),
    ("dat is niet aannemelijk", "likely"),  # Law 85A1: the balance of probabilities
    ("een sprongbod van de tegenpartij", "warning"),  # Law 73D3: a skip-bid warning
    ("kijken via de livestream", "transmission"),  # Law 76A2: electronic transmission
    ("een toernooi van de EBL", "zonal"),  # Law 80A1b: the Zonal Authority
    ("de leider eist een kleur", "require"),  # the Willetton notes on Law 54: require the lead
    ("de kaart werd vlak boven tafel vastgehouden", "held"),  # Law 45C2: held face up
    ("er zat een kaart verkeerd in het bord", "misplaced"),  # Law 87A: a fouled board
    ("de kaart zat in de verkeerde hand in het bord", "misplaced"),
    ("heeft niet iedereen hetzelfde spel gespeeld", "identical"),  # Law 87A: in identical form
    ("ze speelden niet hetzelfde spel", "identical"),
    ("bij onze club wordt altijd te laat begonnen", "organizer"),  # Law 80B: the club runs it
    ("geen wedstrijdleider op de club vanavond", "organizer"),
    ("ze gaven elkaar tekens onder de tafel", "prohibited"),  # Law 73B, 89A3: prohibited means
    ("mijn tegenstanders geven tekens aan elkaar", "prohibited"),
    ("mag ik de tegenstander in de maling nemen", "deception"),  # Law 73E: deception
    ("de arbiter gaf ons een gemiddelde", "artificial"),  # Law 12C2: artificial adjusted score
    ("we kregen een gemiddelde op dat spel", "artificial"),
    ("wie benoemt de wedstrijdleider", "appointing"),  # Law 80B2(a): appointing the Director
    ("moet de arbiter zeggen dat je in beroep kan gaan", "notification"),  # Law 83
    ("de fout werd pas na de slotpas gemeld", "final"),  # Law 75B3: after the final pass
    ("wat was het slotbod", "final"),  # 2007 Definitions, Contract: the final bid
    ("een duidelijke tempobreuk van partner", "tempo"),  # Law 73D1: variations in tempo
    ("de biedserie was lang", "auction"),  # Definitions: Auction
    ("zijn arbitrage was fout", "ruling"),  # Law 82C: a ruling found wrong
    ("de arbiter heeft gearbitreerd", "ruling"),
    ("vier schoppen gesurcontreerd", "redouble"),  # Law 77: a redoubled contract
    ("hij maakte zijn partner belachelijk", "embarrass"),  # Law 74A2: embarrassing a player
    ("het spel werd rondgepast", "zero"),  # Law 77: all four players pass, a zero score
    ("partner trok een zuur gezicht", "disapproval"),  # Law 74C2: showing disapproval
    ("een beroep bij de liga", "national"),  # Law 80A1(c): the Vlaamse Bridgeliga
    ("wanneer begint de competitie", "event"),  # Definitions: Event
    ("mogen we de uitslag nakijken", "inspection"),  # Law 79C1, 92B: available for inspection
    ("de arbiter liet de straf vallen", "waive"),  # Law 81C5: waiving a rectification
    ("hij hoestte bij elk bod", "mannerism"),  # Law 73C1: a mannerism
    ("de tegenstanders kibbelen", "arguing"),  # the club notes: arguing
    ("het bord nog eens spelen", "again"),  # Law 82B2: the play of a board required again
]
# fmt: on


@pytest.mark.parametrize(("typed", "english"), DUTCH_READ_AS_THE_LAWS_WORDS)
def test_dutch_club_words_are_read_as_the_laws_words(
    artifact_index: SearchIndex, typed: str, english: str
) -> None:
    index = artifact_index
    words = typed.split()
    read = translate_query(index.translator, words, index.words.irregular, index.words.synonyms)
    forms = {w for t in read for f in t.forms for w in f}
    synonyms = {s for w in words for s in index.words.synonyms.get(w, ())}
    assert english in forms | synonyms


@pytest.mark.parametrize("typed", ["renonce", "renonces"])
def test_the_flemish_renonce_is_read_as_a_revoke_not_as_following_suit(
    artifact_index: SearchIndex, typed: str
) -> None:
    index = artifact_index
    words = f"een {typed} van de leider".split()
    read = translate_query(index.translator, words, index.words.irregular, index.words.synonyms)
    forms = {w for t in read for f in t.forms for w in f}
    assert "revoke" in forms
    assert "follow" not in forms


@pytest.mark.parametrize(
    "typed", ["welke regels gelden er", "mag je een regel overtreden", "wat moet de organisator regelen"]
)
def test_a_players_regels_are_the_laws_not_a_regulation(artifact_index: SearchIndex, typed: str) -> None:
    """A player's "regels", "regel" and "regelen" stem as "regel", as "regeling" (a regulation,
    Law 16A1(c)) does: the tables read the regulation only from "reglement"."""
    index = artifact_index
    words = typed.split()
    read = translate_query(index.translator, words, index.words.irregular, index.words.synonyms)
    assert "regulation" not in {w for t in read for f in t.forms for w in f}


@pytest.mark.parametrize(
    "typed",
    ["ik had nog een club", "the ten of clubs", "he still held a club", "is a psyche legal in a club game"],
)
def test_a_club_in_the_hand_is_the_suit_not_the_organizer(artifact_index: SearchIndex, typed: str) -> None:
    """Only the club a player plays at ("op de club", "bij onze club") runs the session (Law 80B)."""
    index = artifact_index
    words = typed.split()
    read = translate_query(index.translator, words, index.words.irregular, index.words.synonyms)
    assert "organizer" not in {w for t in read for f in t.forms for w in f}


def test_naming_a_card_is_not_appointing_the_director(artifact_index: SearchIndex) -> None:
    """One appoints ("benoemt") only a Director; "de kaart benoemen" names a card (Law 45)."""
    index = artifact_index
    words = ["de", "leider", "benoemde", "de", "verkeerde", "kaart"]
    read = translate_query(index.translator, words, index.words.irregular, index.words.synonyms)
    assert "appointing" not in {w for t in read for f in t.forms for w in f}
