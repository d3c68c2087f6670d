"""A text declared in one language that reads as another is built with a warning: its citation
words ("Law", "artikel") would go unread, and nothing else would say why its citations are lost."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from indexer.build import run_pipeline
from indexer.summary import language_notice
from tests.cli_helpers import check_text
from tests.corpus_helpers import corpus_with

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "corpus"
LAYOUT = tomllib.loads((CORPUS / "data" / "layout.toml").read_text(encoding="utf-8"))

ENGLISH = """Notes on claims

When you claim, say how you will play the rest of the hand (Law 68C). If the opponents object, call
the director (Law 68D).

Revokes

A revoke is established once the offender or his partner plays to the next trick (Law 63A1).
"""

DUTCH = """Spelregels over claims

Wie claimt, moet direct zeggen hoe hij verder speelt (artikel 68C). Betwist de tegenpartij de claim,
roep dan de wedstrijdleider (artikel 68D).
"""


@pytest.mark.parametrize(
    ("text", "declared", "warning"),
    [
        pytest.param(
            ENGLISH, "nl", "the text reads as English, the manifest says nl", id="english-declared-dutch"
        ),
        pytest.param(
            DUTCH, "en", "the text reads as Dutch, the manifest says en", id="dutch-declared-english"
        ),
    ],
)
def test_check_text_says_a_text_reads_as_another_language(
    tmp_path: Path, text: str, declared: str, warning: str
) -> None:
    assert f"  {warning}" in check_text(tmp_path, "note.txt", text, declared)


@pytest.mark.parametrize(("text", "declared"), [(ENGLISH, "en"), (DUTCH, "nl")])
def test_a_text_in_its_declared_language_has_no_such_warning(
    tmp_path: Path, text: str, declared: str
) -> None:
    assert not any("reads as" in line for line in check_text(tmp_path, "note.txt", text, declared))


@pytest.mark.parametrize(
    ("text", "declared"),
    [
        pytest.param("Claims\n\nSee Law 68.", "nl", id="english-words-too-few"),
        pytest.param("Claims\n\nZie artikel 68 en de toelichting.", "en", id="dutch-words-too-few"),
        pytest.param(
            "Claims\n\nThe director ruled on the claim (Law 70). In Dutch: de leider beslist over de claim.",
            "en",
            id="a-quoted-phrase",
        ),
    ],
)
def test_a_short_note_or_a_quotation_is_no_evidence(text: str, declared: str) -> None:
    assert language_notice(text, declared, LAYOUT) is None


def test_a_language_the_tables_list_no_words_for_is_never_said_to_be_misread() -> None:
    assert language_notice(ENGLISH, "fr", LAYOUT) is None


def test_the_words_that_tell_a_language_are_the_layout_tables() -> None:
    layout = {"en": {"language_words": ["the"]}, "xx": {"language_name": "Xish", "language_words": ["zo"]}}
    notice = language_notice("zo zo zo zo zo zo the", "en", layout)
    assert notice is not None and notice.message == "the text reads as Xish, the manifest says en"
    assert language_notice("zo zo zo zo zo zo the the the", "en", layout) is None


def test_the_build_warns_of_a_note_declared_in_the_wrong_language(tmp_path: Path) -> None:
    corpus = corpus_with(
        tmp_path, "claims.txt", ENGLISH, id="notes-claims", title="Claims", kind="commentary", language="nl"
    )

    built, _ = run_pipeline(corpus)

    warned = {s.doc: [w.message for w in s.warnings if "reads as" in w.message] for s in built.summaries}
    assert warned.pop("notes-claims") == ["the text reads as English, the manifest says nl"]
    assert not any(warned.values())  # every bundled text reads as the language it declares
