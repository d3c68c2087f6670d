"""A section heading typed in lower case on its own line ("B. infraction of law") is that
section's heading when its words are the skeleton's heading: the paragraphs under it keep
their own ids."""

from __future__ import annotations

from tests.layouts import lowercase_section_headings
from tests.layouts import roundtrip
from tests.test_parse_laws import parse_text


def test_a_lower_case_section_heading_alone_on_its_line_heads_its_section() -> None:
    text = "\n".join(
        [
            "law 72 - general principles",
            "A. observance of laws",
            "Duplicate bridge tournaments should be played in strict accordance with the Laws.",
            "B. infraction of law",
            "1. A player must not break a law on purpose.",
            "2. There is no obligation to draw attention to an infraction of law by one's own side.",
            "C. awareness of potential damage",
            "If the Director decides that an offender could have known, he awards an adjusted score.",
        ]
    )
    by_id = {p.id: p for p in parse_text(text, edition="2017")[0]}
    assert by_id["72B"].heading.lower() == "infraction of law"
    assert by_id["72B"].text == ""
    assert by_id["72B1"].text == "A player must not break a law on purpose."


def test_every_id_of_a_copy_with_lower_case_section_headings_comes_back() -> None:
    for doc_id in ("laws-2017-everyday-en", "skeleton-2017"):
        right, checked, misses = roundtrip(
            doc_id, "formal", "lowercase-section-headings", lowercase_section_headings
        )
        assert right == checked, misses[:10]
