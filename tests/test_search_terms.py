"""The bilingual term tables of corpus/data/terms-*.toml: they parse, every term is grounded and
alive, and every example holds.

Like the word tables of search.toml, the data is checked both ways: each example translates as
the table says, each alignment names provisions that hold the term in their own language, and
no term is dead (written only in forms that no text of its language holds).
"""

from __future__ import annotations

import json
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from indexer.build import read_search_words
from indexer.build import read_term_tables
from indexer.models import SourceError
from indexer.search.analysis import plain_analyzer
from indexer.search.analysis import stemming_analyzer
from indexer.search.bilingual import TermTable
from indexer.search.bilingual import Translator
from indexer.search.bilingual import load_term_tables
from indexer.search.bilingual import translate_query
from indexer.search.words import load_search_words

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
WORDS = load_search_words(read_search_words(CORPUS))
RAW: dict[str, Any] = read_term_tables(CORPUS)
TABLES: list[TermTable] = load_term_tables(RAW)
#: each document's language, as the manifest gives it
LANGUAGE_OF = {
    d["id"]: d["language"]
    for d in tomllib.loads((CORPUS / "manifest.toml").read_text(encoding="utf-8"))["document"]
}


ANALYZERS = {language: stemming_analyzer(language, WORDS) for language in ("en", "nl")}


def analyse(language: str, text: str) -> list[str]:
    """A text as the index reads it in ``language``'s stemmed fields."""
    return [t.text for t in ANALYZERS[language](text)]


def analysed(language: str, text: str) -> str:
    """A text's analysed words, space-separated and space-padded, to find forms in."""
    return f" {' '.join(analyse(language, text))} "


def holds(language: str, hay: str, form: str) -> bool:
    """Whether the analysed text ``hay`` holds ``form`` (its analysed words in a row)."""
    needle = analyse(language, form)
    return bool(needle) and f" {' '.join(needle)} " in hay


TRANSLATOR = Translator(
    TABLES, {lang: (lambda text, lang=lang: analyse(lang, text)) for lang in ("en", "nl")}
)
TERMS = [(table, term) for table in TABLES for term in table.terms]


@pytest.fixture(scope="module")
def provisions(artifacts_dir: Path) -> dict[str, dict[str, Any]]:
    path = artifacts_dir / "current" / "provisions.json"
    return {f"{p['doc']}:{p['id']}": p for p in json.loads(path.read_text(encoding="utf-8"))}


@pytest.fixture(scope="module")
def texts(provisions: dict[str, dict[str, Any]]) -> dict[str, str]:
    """Per language, every provision's heading and text, analysed."""
    out: dict[str, list[str]] = {}
    for key, p in provisions.items():
        out.setdefault(LANGUAGE_OF[key.split(":")[0]], []).append(f"{p['heading']}\n{p['text']}")
    return {
        language: " | ".join(analysed(language, part) for part in parts) for language, parts in out.items()
    }


# -- the files --------------------------------------------------------------


def test_the_english_dutch_tables_are_there_and_large() -> None:
    assert {t.languages for t in TABLES} == {("en", "nl")}
    assert sum(len(t.terms) for t in TABLES) >= 80
    assert sum(len(t.examples) for t in TABLES) >= 10


def test_every_term_is_grounded_in_the_texts_or_the_translation(texts: dict[str, str]) -> None:
    """A third at least of the terms both languages' texts hold rest on the two texts' own
    rendering of one rule; a term only one language's texts hold (most laws are here in
    English only) can rest on nothing but its source."""
    assert all(term.source for _, term in TERMS)
    both = [
        term
        for table, term in TERMS
        if all(any(holds(x, texts[x], f) for f in term.forms[x]) for x in table.languages)
    ]
    assert sum(1 for term in both if term.aligned) >= len(both) // 3


def test_a_form_belongs_to_one_term_and_is_no_word_of_both_languages() -> None:
    """Across all the tables of a pair too: a word read twice would weigh double."""
    for pair in {table.languages for table in TABLES}:
        terms = [term for table in TABLES if table.languages == pair for term in table.terms]
        for language in pair:
            read = [{" ".join(analyse(language, f)) for f in term.forms[language]} for term in terms]
            seen = Counter(form for forms in read for form in forms)
            assert [form for form, n in seen.items() if n > 1] == [], language
    for table in TABLES:
        for term in table.terms:
            a, b = table.languages
            assert not set(term.forms[a]) & set(term.forms[b]), term.forms


# fmt: off
T, PAIR = "terms-en-nl.toml", {"languages": ["en", "nl"]}
BAD_TABLES = [
    # (file name, parsed table, a word the error names)
    (T, {"languages": ["en", "fr"], "term": []}, "languages must be"),
    ("bridge-terms.toml", {**PAIR, "term": []}, "is named terms-"),
    ("terms-en-nl-.toml", {**PAIR, "term": []}, "is named terms-"),
    ("terms-en-nl-play.toml", {"languages": ["nl", "en"], "term": []}, "languages must be"),
    (T, {**PAIR, "term": [{"en": ["dummy"], "source": "x"}]}, "nl forms"),
    (T, {**PAIR, "term": [{"en": ["dummy"], "nl": ["blinde"]}]}, "needs a source"),
    (T, {**PAIR, "term": [{"en": ["d"], "nl": ["b"], "source": "x", "f": ["m"]}]}, "unknown"),
    (T, {**PAIR, "examples": [["fr", "mort", "dummy"]]}, "does not pair"),
]
# fmt: on


@pytest.mark.parametrize(("name", "data", "message"), BAD_TABLES, ids=[m for _, _, m in BAD_TABLES])
def test_a_bad_table_is_refused(name: str, data: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        load_term_tables({name: data})


def test_a_bad_table_fails_the_build(tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "terms-en-nl.toml").write_text('languages = ["en", "fr"]\n', encoding="utf-8")
    with pytest.raises(SourceError, match="languages must be"):
        read_term_tables(tmp_path)


def test_another_language_pair_is_one_more_table() -> None:
    french = {"languages": ["en", "fr"], "term": [{"en": ["dummy"], "fr": ["le mort"], "source": "Loi 42"}]}
    tables = load_term_tables({**RAW, "terms-en-fr.toml": french})
    translator = Translator(tables, {lang: (lambda t, lang=lang: t.lower().split()) for lang in ("en", "fr")})
    read = {(t.target, t.forms) for t in translator.translate(["le", "mort"])}
    assert read == {("en", (("dummy",),))}


def test_a_pairs_words_may_be_kept_in_several_tables() -> None:
    term = {"en": ["slow play"], "nl": ["langzaam spel"], "source": "90B2"}
    extra = {"languages": ["en", "nl"], "term": [term]}
    tables = load_term_tables({**RAW, "terms-en-nl-tempo.toml": extra})
    translator = Translator(tables, {lang: (lambda t, lang=lang: t.lower().split()) for lang in ("en", "nl")})
    assert {(t.target, t.forms) for t in translator.translate(["langzaam", "spel"])} == {
        ("en", (("slow", "play"),))
    }


# -- the terms ----------------------------------------------------------------


PLAIN = plain_analyzer(WORDS)


def typed_words(text: str) -> list[str]:
    """A query's words, as the engine splits them (its contractions written out: "didn't" is
    "did not")."""
    return [t.text for t in PLAIN(WORDS.read_contractions(text))]


@pytest.mark.parametrize(
    ("language", "typed", "wanted"),
    [e for t in TABLES for e in t.examples],
    ids=[e[1] for t in TABLES for e in t.examples],
)
def test_every_example_holds(language: str, typed: str, wanted: str) -> None:
    read = {
        w
        for t in TRANSLATOR.translate(typed_words(typed))
        if t.source == language
        for f in t.forms
        for w in f
    }
    assert wanted in read


@pytest.mark.parametrize(("table", "term"), TERMS, ids=[t.forms[tb.languages[0]][0] for tb, t in TERMS])
def test_every_alignment_holds_the_term_in_each_language(
    provisions: dict[str, dict[str, Any]], table: TermTable, term: Any
) -> None:
    for key in term.aligned:
        assert key in provisions, key
        language = LANGUAGE_OF[key.split(":")[0]]
        p = provisions[key]
        hay = analysed(language, f"{p['heading']}\n{p['text']}")
        assert any(holds(language, hay, form) for form in term.forms[language]), key
    languages = {LANGUAGE_OF[key.split(":")[0]] for key in term.aligned}
    assert not term.aligned or languages == set(table.languages), "an alignment names both languages"


@pytest.mark.parametrize(("table", "term"), TERMS, ids=[t.forms[tb.languages[0]][0] for tb, t in TERMS])
def test_no_term_is_dead(texts: dict[str, str], table: TermTable, term: Any) -> None:
    """Some form occurs in its own language's texts, so reading a query through it finds something."""
    assert any(
        holds(language, texts[language], form)
        for language in table.languages
        for form in term.forms[language]
    )


def test_most_words_of_the_dutch_texts_have_an_english_reading(
    provisions: dict[str, dict[str, Any]], texts: dict[str, str]
) -> None:
    """A Dutch question worded as the Dutch articles are finds the English Laws: of the articles'
    words that are no function words and are not written alike in English ("partner", "score"),
    four in five at least belong to a term (left: "zodanig", "hierbij", "artikel" and the like)."""
    function = {t for w in WORDS.function_words | WORDS.question_words for t in analyse("nl", w)}
    read = {t for table in TABLES for term in table.terms for f in term.forms["nl"] for t in analyse("nl", f)}
    english = set(texts["en"].split())
    words = {
        token.text
        for key, p in provisions.items()
        if LANGUAGE_OF[key.split(":")[0]] == "nl"
        for token in plain_analyzer(WORDS)(f"{p['heading']}\n{p['text']}")
        if token.text.isalpha() and len(token.text) > 2
    }
    content = [
        w for w in words if not set(analyse("nl", w)) <= function and analyse("en", w)[0] not in english
    ]
    unread = sorted(w for w in content if not set(analyse("nl", w)) <= read)
    assert len(content) > 200
    assert len(unread) <= len(content) // 5, unread


# -- verb forms (search.toml [<language>.irregular_forms]) --------------------------------


def table_words(language: str) -> set[str]:
    """Every analysed word of a form the term tables write in ``language``."""
    return {
        t
        for table in TABLES
        if language in table.languages
        for term in table.terms
        for f in term.forms[language]
        for t in analyse(language, f)
    }


@pytest.mark.parametrize("language", sorted(WORDS.irregular))
def test_every_verb_form_is_read_as_a_verb_the_tables_read(language: str) -> None:
    """A form read as a verb no term holds would be read as nothing: a dead entry. A verb the
    question words list ("inhouden": "wat houdt X in") is read as a question word."""
    read = table_words(language)
    verbs = set(WORDS.irregular[language].values()) - WORDS.question_words
    assert sorted(v for v in verbs if not set(analyse(language, v)) <= read) == []


@pytest.mark.parametrize("language", sorted(WORDS.irregular))
def test_no_verb_form_is_a_word_the_other_languages_texts_write(
    provisions: dict[str, dict[str, Any]], language: str
) -> None:
    """The forms are read whatever language a query is typed in: a Dutch form that is also an
    English word ("won", "past") would read an English query back into English."""
    others = {
        w
        for key, p in provisions.items()
        if LANGUAGE_OF[key.split(":")[0]] != language
        for w in typed_words(f"{p['heading']} {p['text']}")
    }
    assert sorted(set(WORDS.irregular[language]) & others) == []


# fmt: off
VERB_FORMS = [
    # (query language, words typed, a word the other language is then searched for)
    ("nl", "partner heeft niet gealerteerd", "alert"),
    ("nl", "de tegenspeler troefde mijn aas", "trump"),
    ("nl", "hij is voor zijn beurt uitgekomen", "lead"),
    ("nl", "wie roept de wedstrijdleider", "director"),
    ("nl", "de leider biedt opnieuw", "bid"),
    ("nl", "de blinde wijst op een verzaking", "attention"),
    ("nl", "ze vroegen naar de betekenis van het bod", "ask"),
    ("nl", "de score is verkeerd berekend", "calculating"),
    ("nl", "de wedstrijdleider straft het paar", "penalty"),
    ("nl", "hij versprak zich bij het bieden", "unintended"),
    ("nl", "de leider bekende geen kleur", "follow"),
    ("nl", "hij trok zijn bod niet in, maar wilde het intrekken", "withdrawn"),
    ("nl", "de leider vergiste zich in de uitleg", "mistake"),
    ("nl", "hij vergist zich", "mistake"),
    ("nl", "wie de wedstrijdleider aanwijst", "designate"),
    ("nl", "toen een speler wegliep", "leave"),
    ("nl", "als hij weggaat", "leave"),
    ("en", "he led a small spade", "uitkomen"),
    ("nl", "toen hij een harten bijlegde", "follow"),  # separable verbs joined, in a subclause
    ("nl", "omdat hij de slag toegaf", "concession"),
    ("nl", "als hij de beslissing aanvocht", "appeal"),
    ("nl", "dat de blinde bijgooide", "follow"),
    ("nl", "voordat hij de kaart uittrok", "detaching"),
    ("nl", "hij heeft gedoubleert", "double"),  # d and t swapped, as players hear the participle
    ("nl", "de leider heeft geclaimt", "claim"),
    ("nl", "de tegenspeler heeft getroeft", "trump"),
    ("nl", "de wedstrijdleider heeft hem geschorsd", "suspend"),
    ("nl", "partner alerteerd niet", "alert"),
    ("nl", "hij heeft geprotesteert", "appeal"),
    ("nl", "de blinde heeft iets gezegt", "say"),
    ("nl", "partner paste", "pass"),  # forms the stemmer keeps apart from their verb
]
# fmt: on


@pytest.mark.parametrize(("language", "typed", "wanted"), VERB_FORMS, ids=[v[1] for v in VERB_FORMS])
def test_a_verb_form_players_type_is_read_in_the_other_language(
    language: str, typed: str, wanted: str
) -> None:
    read = translate_query(TRANSLATOR, typed_words(typed), WORDS.irregular)
    assert wanted in {w for t in read if t.source == language != t.target for f in t.forms for w in f}


# -- the Laws' own phrases (search.toml [<language>.phrases]) -------------------------------

SEARCH = read_search_words(CORPUS)
PHRASE_TABLES = [(language, t["phrases"]) for language, t in SEARCH.items() if "phrases" in t]
PHRASES = [
    (language, typed, written) for language, t in PHRASE_TABLES for typed, written in t["words"].items()
]
PHRASE_EXAMPLES = [
    (language, typed, wanted) for language, t in PHRASE_TABLES for typed, wanted in t["examples"]
]
#: the phrases read as the engine reads them, passing over articles and pronouns
READER = Translator(
    [],
    {lang: (lambda t, lang=lang: analyse(lang, t)) for lang in ("en", "nl")},
    WORDS.phrases,
    WORDS.phrase_gaps,
)


@pytest.mark.parametrize(
    ("language", "typed", "wanted"), PHRASE_EXAMPLES, ids=[e[1] for e in PHRASE_EXAMPLES]
)
def test_every_phrase_example_holds(language: str, typed: str, wanted: str) -> None:
    read = READER.translate(typed_words(typed))
    assert wanted in {w for t in read if t.source == t.target == language for form in t.forms for w in form}


#: the engine's reading of a query: the term tables and the phrases together
READ_THROUGH = Translator(
    TABLES,
    {lang: (lambda t, lang=lang: analyse(lang, t)) for lang in ("en", "nl")},
    WORDS.phrases,
    WORDS.phrase_gaps,
)


def read_in_other_languages(texts: dict[str, str], language: str, typed: str) -> set[str]:
    """The forms another language's texts hold that the phrase ``typed`` is read as there."""
    read = translate_query(READ_THROUGH, typed_words(typed), WORDS.irregular)
    return {
        " ".join(form)
        for t in read
        if t.source == language != t.target
        for form in t.forms
        if holds(t.target, texts[t.target], " ".join(form))
    }


@pytest.mark.parametrize(("language", "typed", "written"), PHRASES, ids=[p[1] for p in PHRASES])
def test_every_phrase_reads_as_words_the_texts_use(
    texts: dict[str, str], language: str, typed: str, written: list[str]
) -> None:
    """A phrase no text holds would be searched for nothing: a dead entry. A reading its own
    language's texts do not hold lives only if a term table reads it in another language and
    the phrase, typed, is read so there (bilingual.read_through: "expres" is "met opzet", which
    the English Laws write "on purpose")."""
    unheld = [w for w in written if not holds(language, texts[language], w)]
    assert READER.translate(typed_words(typed)), "the phrase is read as typed"
    if unheld:
        other = [
            " ".join(f)
            for w in unheld
            for t in TRANSLATOR.translate(typed_words(w))
            if t.source == language != t.target
            for f in t.forms
            if holds(t.target, texts[t.target], " ".join(f))
        ]
        assert other, f"no text of any language holds {unheld}"
        assert set(other) <= read_in_other_languages(texts, language, typed), (
            f"{typed!r} is not read as {unheld} in the other language: a term read in some of its "
            "words takes the place of the phrase's reading"
        )
