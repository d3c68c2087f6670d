"""A reference wrapped to a line's start after a word that cites ("… in place of" + "(c):",
"… (but see" + "(a) above)") is part of the sentence, not a label; a label after any other
line's end ("…; or" + "(b) …") still opens its provision."""

from __future__ import annotations

from tests.test_parse_laws import parse_text

TEXT = "\n".join(
    [
        "LAW 12 - DIRECTOR'S DISCRETIONARY POWERS",
        "C. Awarding an Adjusted Score",
        "1. (a) When the Director is empowered to award an adjusted score, he does so; or",
        "(b) If an irregularity has occurred, the Director awards an artificial adjusted score",
        "(but see",
        "(a) above).",
        "(c) The Regulating Authority may apply all or part of the following procedure in place of",
        "(c): the score assigned replaces the actual score.",
        "(d) If possibilities are numerous, the Director may award a weighted score.",
    ]
)


def test_a_reference_wrapped_after_a_citing_word_stays_in_its_sentence() -> None:
    provisions, _ = parse_text(TEXT)
    by_id = {p.id: p.text for p in provisions}
    assert by_id["12C1b"].endswith("artificial adjusted score (but see (a) above).")
    assert by_id["12C1c"].endswith("procedure in place of (c): the score assigned replaces the actual score.")
    assert by_id["12C1d"].startswith("If possibilities are numerous")
    assert by_id["12C1a"].endswith("he does so; or")
