"""Behaviour of the search engine on a small index made from real corpus lines.

The fixture does not depend on the parsers: it writes provisions by hand (text copied from
``corpus/``), so these tests pin the engine itself; ``test_search_eval.py`` judges it on the
real artifact.
"""

from __future__ import annotations

import re
import threading
from pathlib import Path

import pytest

from indexer.build import load_toml
from indexer.build import read_search_words
from indexer.cite import find_in_query
from indexer.cite import load_words
from indexer.models import Document
from indexer.models import Provision
from indexer.search import MAX_QUERY_CHARS
from indexer.search import QueryError
from indexer.search import SearchIndex
from indexer.search import build_index
from indexer.search.analysis import fold_variant
from indexer.search.words import load_search_words

#: the parsed corpus/data/search.toml, as the build passes it to the index
WORDS = read_search_words(Path(__file__).resolve().parent.parent / "corpus")
TABLES = load_search_words(WORDS)
#: the parsed corpus/data/citations.toml: the citation finder's words, which the index keeps
CITATIONS = load_toml(Path(__file__).resolve().parent.parent / "corpus" / "data" / "citations.toml")

DOCUMENTS = [
    Document("laws-2007-en", "The Laws of Duplicate Bridge 2007", "formal", "en", "2007", "000.txt"),
    Document("laws-2017-everyday-en", "Laws 72–93, Everyday Language", "everyday", "en", "2017", "001.txt"),
    Document("laws-2017-nl", "Spelregels 2017", "translation", "nl", "2017", "002.txt"),
    Document("notes-club-en", "Club notes", "commentary", "en", None, "004.txt"),
]

# (doc, id, parent, law, heading, text)
ROWS = [
    ("laws-2007-en", "definitions", None, None, "Definitions", ""),
    ("laws-2007-en", "definitions/dummy", "definitions", None, "Dummy",
     "1. Declarer’s partner. He becomes dummy when the opening lead is faced. 2. Declarer’s "
     "partner’s cards, once they are spread on the table after the opening lead."),
    ("laws-2007-en", "definitions/penalty-card", "definitions", None, "Penalty card",
     "a card subject to disposition under Law 50."),
    ("laws-2007-en", "definitions/declarer", "definitions", None, "Declarer",
     "the player who, for the side that makes the final bid, first bid the denomination named in "
     "the final bid. He becomes declarer when the opening lead is faced (but see Law 54A when the "
     "opening lead is made out of turn)."),
    ("laws-2007-en", "6", None, 6, "The Shuffle and Deal", ""),
    ("laws-2007-en", "6A", "6", 6, "The Shuffle",
     "Before play starts, each pack is thoroughly shuffled. There is a cut if either opponent so requests."),
    ("laws-2007-en", "9A2", "9", 9, "",
     "Unless prohibited by Law, declarer or either defender may draw attention to an irregularity "
     "that occurs during the play period. For incorrectly pointed card see Law 65B3."),
    ("laws-2007-en", "12C2", "12C", 12, "",
     "(a) When owing to an irregularity no result can be obtained the Director awards an artificial "
     "adjusted score according to responsibility for the irregularity."),
    ("laws-2007-en", "12C2b", "12C2", 12, "",
     "When the Director awards an artificial adjusted score of average plus or minus at "
     "international match points that score is normally plus or minus 3 imps."),
    ("laws-2007-en", "16", None, 16, "Authorized and Unauthorized Information", ""),
    ("laws-2007-en", "16A", "16", 16, "Players’ Use of Information", ""),
    ("laws-2007-en", "16A3", "16A", 16, "",
     "No player may base a call or play on other information (such information being designated "
     "extraneous)."),
    ("laws-2007-en", "16B", "16", 16, "Extraneous Information from Partner", ""),
    ("laws-2007-en", "16B1", "16B", 16, "", ""),
    ("laws-2007-en", "16B1a", "16B1", 16, "",
     "After a player makes available to his partner extraneous information that may suggest a call "
     "or play, as for example by a remark, a question, a reply to a question, an unexpected alert or "
     "failure to alert, or by unmistakable hesitation, unwonted speed, special emphasis, tone, "
     "gesture, movement, or mannerism, the partner may not choose from among logical alternatives "
     "one that could demonstrably have been suggested over another by the extraneous information."),
    ("laws-2007-en", "16B1b", "16B1", 16, "",
     "A logical alternative action is one that, among the class of players in question and using "
     "the methods of the partnership, would be given serious consideration by a significant "
     "proportion of such players, of whom it is judged some might select it."),
    ("laws-2017-everyday-en", "73C1", "73C", 73, "",
     "If a player has incidental unauthorized information from partner — from a remark, question, "
     "explanation, gesture, mannerism, inflection, haste, or hesitation, or an unexpected Alert or "
     "missed one — they must carefully avoid taking advantage of it [see Law 16B1(a)]."),
    ("laws-2017-everyday-en", "78B", "78", 78, "International Matchpoint Scoring",
     "In IMP scoring, the total-point difference between the two compared scores on each board "
     "converts to IMPs on this scale."),
    ("laws-2017-everyday-en", "90B6", "90B", 90, "",
     "putting a card in the wrong pocket of the board; <script>alert('x')</script> & more"),
    ("laws-2017-nl", "16", None, 16, "Geoorloofde en ongeoorloofde informatie", ""),
    ("laws-2017-nl", "16B1", "16B", 16, "",
     "Een speler mag geen bieding of speelwijze kiezen die onloochenbaar gesuggereerd is boven een "
     "andere, als die andere bieding of speelwijze een logisch alternatief is."),
    ("laws-2017-nl", "16C", "16", 16, "Informatie uit ingetrokken handelingen",
     "Voor een niet-overtredende partij is alle informatie geoorloofd die voortkomt uit een "
     "ingetrokken handeling, ongeacht welke partij deze handeling heeft verricht."),
    ("laws-2017-nl", "20F2", "20F", 20, "Uitleg van biedingen",
     "Na de afsluitende pas en gedurende de hele speelperiode mag elke tegenspeler die aan de beurt "
     "is om te spelen, verzoeken om een uitleg van het bieden van de tegenpartij."),
    ("notes-club-en", "revokes/q2", "revokes", None, "When is a revoke established?",
     "(a) When the Offender or his Partner makes any play to the next trick OR (b) If the Offender "
     "or his Partner designates in any manner a card to be played to the next trick."),
    ("notes-club-en", "hesitations", None, None, "Hesitations & unauthorised information (Laws 16 & 73)",
     "Examples of Partners' actions which may convey \"unauthorised information\" during the auction."),
]


def _provisions() -> list[Provision]:
    out = []
    for order, (doc, pid, parent, law, heading, text) in enumerate(ROWS):
        about = ("16", "73") if pid == "hesitations" else ()
        out.append(Provision(doc, pid, parent, law, heading, text, order, (1, 1), about))
    return out


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SearchIndex:
    path = tmp_path_factory.mktemp("search") / "index"
    aliases = {"laws-2007-en": {"16A3": ["16A4"]}}
    build_index(str(path), DOCUMENTS, _provisions(), aliases=aliases, words=WORDS, citation_words=CITATIONS)
    return SearchIndex.open(str(path))


def ids(result) -> list[str]:
    return [f"{h.doc}:{h.id}" for h in result.results]


# fmt: off
FIRST_HIT = [
    # (query, expected first hit, why)
    ("16B1a", "laws-2007-en:16B1a", "a compact citation"),
    ("Law 12C2", "laws-2007-en:12C2", "a citation with its prefix"),
    ("artikel 16C", "laws-2017-nl:16C", "a Dutch citation"),
    ("law 78B imps", "laws-2017-everyday-en:78B", "a citation followed by words"),
    ("Law 16 B 1 (a)", "laws-2007-en:16B1a", "a loosely spaced citation"),
    ("logical alternative", "laws-2007-en:16B1b", "English stemming: alternatives/alternative"),
    ("logisch alternatief", "laws-2017-nl:16B1", "Dutch words"),
    ("ingetrokken handelingen", "laws-2017-nl:16C", "Dutch heading"),
    ("uitleg van biedingen", "laws-2017-nl:20F2", "Dutch heading over text"),
    ("penalty card", "laws-2007-en:definitions/penalty-card", "a defined term outweighs text"),
    ("dummy", "laws-2007-en:definitions/dummy", "a defined term"),
    ("revoke established", "notes-club-en:revokes/q2", "club notes"),
    ("shuffle", "laws-2007-en:6A", "heading weighs more than text"),
    ("revoak established", "notes-club-en:revokes/q2", "a misspelling among known words"),
    ("dummie", "laws-2007-en:definitions/dummy", "a misspelling alone"),
    ("ongeoorlofde informatie", "laws-2017-nl:16", "a Dutch misspelling"),
    ("16A4", "laws-2007-en:16A3", "an alias from the concordance"),
]
# fmt: on


@pytest.mark.parametrize(("q", "first", "why"), FIRST_HIT, ids=[row[0] for row in FIRST_HIT])
def test_first_hit(index: SearchIndex, q: str, first: str, why: str) -> None:
    result = index.search(q)
    assert ids(result)[:1] == [first], (why, ids(result)[:5])


@pytest.mark.parametrize("word", ["unauthorised", "unauthorized", "Unauthorised", "unauthorize"])
def test_british_and_american_spellings_find_each_other(index: SearchIndex, word: str) -> None:
    found = set(ids(index.search(f"{word} information", limit=20)))
    assert {"laws-2017-everyday-en:73C1", "notes-club-en:hesitations", "laws-2007-en:16"} <= found


@pytest.mark.parametrize(
    ("british", "american"),
    [("unauthorised", "unauthorized"), ("penalised", "penalized"), ("honour", "honor"),
     ("favourable", "favorable"), ("defence", "defense"), ("organisation", "organization")],
)
def test_fold_variant(british: str, american: str) -> None:
    assert fold_variant(british, TABLES) == american
    assert fold_variant(american, TABLES) == american


def test_no_stop_words_dropped(index: SearchIndex) -> None:
    """'may not' is the point of 16B1a; the words must count."""
    result = index.search('"may not choose"')
    assert ids(result)[0] == "laws-2007-en:16B1a"
    assert "<mark>may</mark> <mark>not</mark>" in result.results[0].snippet


def test_citation_reported(index: SearchIndex) -> None:
    result = index.search("law 78B imps")
    assert result.citation == {"id": "78B", "display": "Law 78B", "in_corpus": True,
                               "docs": ["laws-2017-everyday-en"]}
    assert "laws-2007-en:12C2b" in ids(result), "the remaining word still searches the text"


def test_citation_outside_corpus(index: SearchIndex) -> None:
    result = index.search("Law 65B3")
    assert result.citation is not None
    assert result.citation["in_corpus"] is False
    assert result.citation["display"] == "Law 65B3"
    # the provisions that cite it are still found
    assert "laws-2007-en:9A2" in ids(result)


def test_citation_discussed_by_commentary(index: SearchIndex) -> None:
    found = ids(index.search("Law 73"))
    assert "notes-club-en:hesitations" in found


@pytest.mark.parametrize(
    ("q", "expected"),
    [("16B1a", "16B1a"), ("law 12C1(e)(i)", "12C1e_i"), ("artikel 16C", "16C"), ("16", "16"),
     ("13 cards", None), ("30 minutes", None), ("2C opening", None), ("L16B", "16B")],
)
def test_find_citations(q: str, expected: str | None) -> None:
    """Queries' citations are read by the citation finder the texts are read with."""
    found = find_in_query(q, load_words(CITATIONS))
    assert (found[0].ids[0] if found else None) == expected


def test_did_you_mean(index: SearchIndex) -> None:
    assert index.search("revoak").did_you_mean == "revoke"
    assert index.search("unauthorised informtion").did_you_mean == "unauthorised information"
    assert index.search("revoke established").did_you_mean is None


#: queries with search syntax or control characters in them, and the plain words they must be
#: read as: syntax is never interpreted, the words still count
SYNTAX_AS_WORDS = [
    ('"lead out of turn', "lead out of turn"), ("(dummy", "dummy"), ("dummy)", "dummy"),
    ("\x00\x07dummy\x1b", "dummy"), ("16B1a)", "16B1a"), ("(16B1a", "16B1a"), ("dummy^3", "dummy 3"),
    ("title:dummy", "title dummy"), ("AND", "and"), ("OR NOT", "or not"), ("' OR 1=1 --", "or 1 1"),
]  # fmt: skip


@pytest.mark.parametrize(("q", "plain"), SYNTAX_AS_WORDS)
def test_search_syntax_in_a_query_is_read_as_plain_words(index: SearchIndex, q: str, plain: str) -> None:
    got, want = index.search(q), index.search(plain)
    assert want.total > 0
    assert (got.total, ids(got)) == (want.total, ids(want))


@pytest.mark.parametrize("q", ["-", "?", "[[[", '"""', "🂡 ♠", "  ", ""])
def test_a_query_with_no_words_finds_nothing_and_raises_nothing(index: SearchIndex, q: str) -> None:
    result = index.search(q)
    assert (result.total, result.results) == (0, [])


def test_a_law_past_93_is_a_query_error(index: SearchIndex) -> None:
    with pytest.raises(QueryError, match="There is no Law 99"):
        index.search("Law 99")


def test_too_long_query_is_a_query_error(index: SearchIndex) -> None:
    with pytest.raises(QueryError, match="limit is"):
        index.search("dummy " * 4000)
    longest = index.search("d" * MAX_QUERY_CHARS)  # at the limit: answered, and no such word
    assert (longest.total, longest.results) == (0, [])
    words = ("lead out of turn " * MAX_QUERY_CHARS)[:MAX_QUERY_CHARS]
    assert index.search(words).total == index.search("lead out of turn").total > 0


@pytest.mark.parametrize(
    "kwargs",
    [{"doc": "nope"}, {"lang": "fr"}, {"kind": "novel"}, {"law": "abc"}, {"law": 0}, {"limit": 0},
     {"limit": 1000}, {"offset": -1}, {"limit": "ten"}],
)
def test_bad_filters_are_query_errors(index: SearchIndex, kwargs: dict) -> None:
    with pytest.raises(QueryError):
        index.search("dummy", **kwargs)


def test_filters(index: SearchIndex) -> None:
    assert {h.doc for h in index.search("informatie information", lang="nl").results} == {"laws-2017-nl"}
    assert {h.doc for h in index.search("information", doc="notes-club-en").results} == {"notes-club-en"}
    assert {h.law for h in index.search("information", law=16).results} == {16}
    assert {h.doc for h in index.search("information", kind="everyday").results} == {"laws-2017-everyday-en"}
    # a citation respects the filters too
    assert ids(index.search("16B1", doc="laws-2017-nl"))[0] == "laws-2017-nl:16B1"


def test_paging(index: SearchIndex) -> None:
    everything = index.search("information", limit=100)
    assert everything.total == len(everything.results) > 4
    pages = [index.search("information", limit=2, offset=o) for o in range(0, everything.total, 2)]
    assert [h for p in pages for h in ids(p)] == ids(everything)
    assert all(p.total == everything.total for p in pages)
    assert index.search("information", offset=500).results == []


def test_snippet_is_escaped_apart_from_marks(index: SearchIndex) -> None:
    hit = index.search("wrong pocket").results[0]
    assert hit.id == "90B6"
    assert "<script>" not in hit.snippet
    assert "&lt;script&gt;alert('x')&lt;/script&gt; &amp; more" in hit.snippet
    assert "<mark>wrong</mark> <mark>pocket</mark>" in hit.snippet


def test_snippet_marks_stemmed_and_dutch_matches(index: SearchIndex) -> None:
    snippets = [h.snippet for h in index.search("alternative").results]
    plural = [s for s in snippets if re.search(r"\balternatives\b", s, re.I)]
    assert plural, "the stemmed form 'alternatives' is in some hit's snippet"
    for snippet in plural:  # wherever the other form shows, it is marked
        assert not re.search(r"(?<!<mark>)\balternatives\b", snippet, re.I), snippet
    assert "<mark>ingetrokken</mark>" in index.search("ingetrokken").results[0].snippet


def test_concurrent_queries_each_get_a_searcher_of_their_own_and_reuse_it(index: SearchIndex) -> None:
    """Threads searching at once get right answers; searchers are reused, not opened per query."""
    errors: list[BaseException] = []

    def work() -> None:
        try:
            for _ in range(20):
                assert ids(index.search("logical alternative"))[0] == "laws-2007-en:16B1b"
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    opened = index.opened
    assert 1 <= opened <= 5  # one per query running at once, never one per query
    for _ in range(10):
        index.search("dummy")
    assert index.opened == opened


def test_hit_urls_are_what_the_provision_route_makes(app) -> None:
    """Hits' URLs are made as plain strings; for every provision they equal Flask's url_for."""
    from flask import url_for

    from api.corpus import current_corpus
    from api.search import _provision_url_maker

    with app.test_request_context("/api/v1/search"):
        make = _provision_url_maker()
        keys = list(current_corpus().by_key)
        assert keys
        for doc, pid in keys:
            assert make(doc, pid) == url_for("pages.provision", doc=doc, pid=pid)


def test_api_hits_name_their_code_language_and_law(client) -> None:
    """A hit says how a reader cites it, its language, its code and its law's title; null where
    there is none (club notes belong to no code)."""
    hits = client.get("/api/v1/search", query_string={"q": "16B1a", "limit": 20}).get_json()["results"]
    formal = next(h for h in hits if h["doc"] == "laws-2007-en" and h["id"] == "16B1a")
    assert (formal["display"], formal["language"], formal["edition"]) == ("Law 16B1(a)", "en", "2007")
    assert formal["law_title"] and "Information" in formal["law_title"]
    notes = [h for h in hits if h["doc"].startswith("notes-")]
    assert notes and all(h["edition"] is None for h in notes)


@pytest.mark.parametrize(("q", "cited"), [("law16 b 2", "16B2"), ("L.75.B.3", "75B3"), ("Law16B2", "16B2")])
def test_a_prefix_typed_against_its_number_still_cites(index: SearchIndex, q: str, cited: str) -> None:
    result = index.search(q)
    assert result.citation is not None and result.citation["id"] == cited


# fmt: off
DISTANCES = [
    # (a, b, most edits counted, expected distance; anything past ``most`` reads most + 1)
    ("insufficent", "insufficient", 2, 1),   # a letter left out, mid-word
    ("revoak", "revoke", 2, 2),              # the end differs
    ("dummie", "dummy", 2, 2),
    ("abdc", "abcd", 2, 1),                  # two letters swapped at the end
    ("bacd", "abcd", 2, 1),                  # two letters swapped at the start
    ("abab", "baba", 2, 2),                  # shared letters at neither end
    ("claimm", "claim", 2, 1),               # a letter doubled at the end
    ("kitten", "sitting", 3, 3),
    ("kitten", "sitting", 2, 3),             # past the most counted
    ("", "ab", 1, 2),
    ("same", "same", 2, 0),
]
# fmt: on


@pytest.mark.parametrize(("a", "b", "most", "expected"), DISTANCES)
def test_spelling_distance_counts_edits_and_swaps(a: str, b: str, most: int, expected: int) -> None:
    """The letters two words share at their start and end are left out of the count's table:
    the distance is still that of the whole words, a swap of two neighbours one edit."""
    from indexer.edits import edit_distance

    assert edit_distance(a, b, most) == expected
    assert edit_distance(b, a, most) == expected


def test_a_snippet_opens_at_the_sentence_the_text_starts_there(index: SearchIndex) -> None:
    """Sentence starts found once per text (for every snippet cut from it) are those the
    sentence pattern finds when it reads the text up to each position."""
    from indexer.search.snippets import read_marks
    from indexer.search.snippets import sentence_start

    with index._searcher() as searcher:
        texts = [searcher.stored_fields(n)["text"] for n in range(searcher.doc_count_all())]
    texts += ["One. Two!  Three?\n\n(a) four.” Five", "no stop at all", ""]
    for text in texts:
        marked = read_marks(text, None)
        assert [marked.sentence_start(at) for at in range(len(text))] == [
            sentence_start(text, at) for at in range(len(text))
        ], text


def test_an_open_index_counts_scored_terms_as_whoosh_does(index: SearchIndex) -> None:
    """The counts a query asks for come from the impact lists, and they are the index's own."""
    from whoosh import index as whoosh_index

    plain = whoosh_index.open_dir(index.path).reader()
    with index._searcher() as searcher:
        reader = searcher.reader()
        for fieldname in ("text_en", "heading_nl", "term_en", "words", "pid"):
            for term in plain.lexicon(fieldname):
                assert reader.doc_frequency(fieldname, term) == plain.doc_frequency(fieldname, term)
        assert reader.doc_frequency("text_en", "zzzz") == plain.doc_frequency("text_en", "zzzz") == 0
    plain.close()


def test_answers_do_not_change_once_an_index_remembers_words_and_provisions(index: SearchIndex) -> None:
    """An open index remembers each word's weight and stems and each provision's fields and
    marks; asking again gives the same answer as asking first."""
    queries = ["logical alternative", "revoak established", "ongeoorlofde informatie", "16B1a", "dummie"]
    first = [index.search(q, limit=20) for q in queries]
    again = [index.search(q, limit=20) for q in queries]
    assert first == again


@pytest.mark.parametrize("q", ["offenders info", "dummy intp", "claim thier"])
def test_a_function_word_is_never_a_spelling_neighbour(index: SearchIndex, q: str) -> None:
    """ "into" is no reading of "info", nor "their" of "thier": a word typed to mean something
    is not read as a word that weighs nothing, and no hit is marked for it."""
    result = index.search(q, limit=10)
    assert result.did_you_mean is None
    marked = " ".join(h.snippet for h in result.results).lower()
    assert "<mark>into</mark>" not in marked and "<mark>their</mark>" not in marked

