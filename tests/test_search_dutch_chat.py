"""Dutch and Flemish words of questions typed in club chats and forum posts, read as the Laws'
words (corpus/data/search.toml), with a literal use each that keeps its own reading.

"De dode" is the Flemish players' dummy (the French "le mort"): read as "de blinde", form by
form, so that "dood" (dead) stays dead.

An "uitroep" or "uitroepje" (an exclamation) is a remark at the table (Laws 73C1, 74B2, the club
notes on unauthorised information), not a summons of the Director, which cutting it as "uit" +
"roep" made of it; calling the Director ("riep de wl") is still a summons.

An insulting ("beledigend") or hurtful ("kwetsend") remark, or a "vervelende opmerking", is
discourteous and may annoy or embarrass (Law 74A1, 74A2); being bored ("zich vervelen") is still
a lack of interest (Law 74C6).

A story opened with when and where it happened ("vorige week op de club", "gisteren op de club")
is about what happened next: "vorige" there is no board played before (2007 Law 15B) and the
club no Tournament Organizer (Law 80B), which they still are in a question about them.

A question announced to the Director ("vraag aan de wl: ...") is not about the Director, nor one
announced to the chat ("ik heb een vraag:", "vraagje aan de kenners") about asking a question.
"""

from __future__ import annotations

import pytest

from indexer.search import SearchIndex
from tests.search_helpers import english_reading
from tests.search_helpers import top

DUMMY = {
    "notes-club-en:dummys-rights",
    "notes-willetton:law-42",
    "laws-2007-en:9A3",
    "laws-2007-en:definitions/dummy",
}

# fmt: off
#: Flemish questions about the dummy, "de dode"
DODE = [
    "wat mag de dode allemaal niet doen",
    "mag de dode iets zeggen als hij een fout ziet",
    "mag de dode een onregelmatigheid melden tijdens het spel",
    "de dode vroeg aan de tegenspeler of hij verzaakt had",
]
# fmt: on


@pytest.mark.parametrize("q", DODE)
def test_de_dode_is_the_dummy(artifact_index: SearchIndex, q: str) -> None:
    assert DUMMY & set(top(artifact_index, q)), top(artifact_index, q)


def test_dood_is_still_dead(artifact_index: SearchIndex) -> None:
    """ "dood" is dead, not the dummy: the stemmer makes it "dode", the reading does not."""
    q = "het contract was al dood na de uitkomst"
    rights = {"notes-club-en:dummys-rights", "notes-willetton:law-42"}
    assert not rights & set(top(artifact_index, q, 10)), top(artifact_index, q, 10)


# fmt: off
#: an exclamation at the table, in Dutch
EXCLAMATIONS = [
    "een uitroepje van partner tijdens het bieden, is dat ongeoorloofde informatie",
    "partner slaakte een uitroep toen ik een kaart speelde",
    "partner riep uit dat ik verzaakt had, mag dat",
]
# fmt: on


@pytest.mark.parametrize("q", EXCLAMATIONS)
def test_an_uitroep_is_a_remark(artifact_index: SearchIndex, q: str) -> None:
    read = english_reading(artifact_index, q)
    assert "remark" in read, read
    assert "summon" not in read, read


def test_calling_the_director_is_still_a_summons(artifact_index: SearchIndex) -> None:
    read = english_reading(artifact_index, "we riepen de wedstrijdleider erbij")
    assert "summon" in read, read
    assert "remark" not in read, read


COURTESY = {"laws-2017-everyday-en:74A1", "laws-2017-everyday-en:74A2"}

# fmt: off
#: insulting, hurtful or annoying remarks at the table, in Dutch
HURTFUL = [
    "hij maakte een kwetsende opmerking over mijn spel",
    "vervelende opmerking van tegenstander",
    "tegenspeler beledigde mij aan tafel",
]
# fmt: on


@pytest.mark.parametrize("q", HURTFUL)
def test_a_hurtful_remark_may_annoy_or_embarrass(artifact_index: SearchIndex, q: str) -> None:
    assert {"annoy", "embarrass"} <= english_reading(artifact_index, q)
    assert COURTESY & set(top(artifact_index, q)), top(artifact_index, q)


def test_being_bored_is_still_a_lack_of_interest(artifact_index: SearchIndex) -> None:
    read = english_reading(artifact_index, "tegenstander zat zich de hele tijd te vervelen")
    assert "interest" in read, read
    assert "annoy" not in read, read


# fmt: off
#: chat questions and their answer, each also opened with when and where it happened
EVERYDAY = "laws-2017-everyday-en:"
STORIES = [
    ("de tegenstander stond op en liep weg voordat de ronde was afgeroepen", EVERYDAY + "74C8"),
    ("de leider speelde alle slagen uit terwijl ze toch voor hem waren, om ons te pesten", EVERYDAY + "74B4"),
    ("kwam ons paar een kwartier te laat binnen, mag de wl ons een straf geven", EVERYDAY + "90B1"),
]
OPENERS = [
    "vorige week op de club ",
    "gisteren op de club ",
    "afgelopen week ",
    "vraag aan de wl: ",
    "vraagje aan de kenners: ",
    "ik heb een vraag: ",
    "vorige week tijdens de drive ",
]
# fmt: on


@pytest.mark.parametrize(("q", "answer"), STORIES)
@pytest.mark.parametrize("opener", OPENERS)
def test_when_and_where_a_story_happened_is_no_subject(
    artifact_index: SearchIndex, q: str, answer: str, opener: str
) -> None:
    assert answer in top(artifact_index, opener + q), top(artifact_index, opener + q)


def test_the_club_is_still_the_organizer_in_a_question_about_it(artifact_index: SearchIndex) -> None:
    q = "geen wl op de club vanavond, wie beslist er dan"
    assert "laws-2017-everyday-en:80B2a" in top(artifact_index, q, 3), top(artifact_index, q)


def test_the_previous_round_is_still_the_board_played_before(artifact_index: SearchIndex) -> None:
    q = "we hadden dat spel vorige ronde al gespeeld tegen andere tegenstanders"
    assert "laws-2007-en:15B" in top(artifact_index, q, 3), top(artifact_index, q)


def test_a_question_to_the_director_about_his_ruling_still_finds_the_appeal(
    artifact_index: SearchIndex,
) -> None:
    q = "ik heb een vraag aan de wedstrijdleider over zijn beslissing, hoe ga ik in beroep"
    assert "laws-2017-everyday-en:92C" in top(artifact_index, q), top(artifact_index, q)


def test_asking_a_question_at_the_table_is_still_a_question(artifact_index: SearchIndex) -> None:
    q = "mag ik even een vraag stellen over de betekenis van het bod"
    assert "question" in english_reading(artifact_index, q)


def test_the_rest_of_the_drive_is_still_the_session(artifact_index: SearchIndex) -> None:
    q = "mag de wl iemand voor de rest van de drive schorsen"
    assert "laws-2017-everyday-en:91A" in top(artifact_index, q, 3), top(artifact_index, q)


# fmt: off
#: the chat's asking the group, after the story
CLOSERS = [", wat vinden jullie?", ", wat zeggen jullie?", "? wie weet het"]
# fmt: on


@pytest.mark.parametrize(("q", "answer"), STORIES)
@pytest.mark.parametrize("closer", CLOSERS)
def test_asking_the_group_is_no_subject(
    artifact_index: SearchIndex, q: str, answer: str, closer: str
) -> None:
    assert answer in top(artifact_index, q + closer), top(artifact_index, q + closer)


def test_what_the_spectator_said_is_still_speaking(artifact_index: SearchIndex) -> None:
    """ "wat zeggen" without "jullie" asks what someone says: not idle."""
    read = english_reading(artifact_index, "wat zeggen toeschouwers tegen spelers tijdens het spel")
    assert "say" in read, read
