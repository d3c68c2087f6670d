"""A text whose law headings went unread (headed with a mark no table lists) is never read as
the one law or run of laws its section headings best fit when most of its headings name other
laws: it is refused, naming the line, so the last good build stays served."""

from __future__ import annotations

import pytest

from indexer.models import SourceError
from tests.layouts import bundled
from tests.layouts import render_with
from tests.layouts import tables
from tests.layouts import unbracketed
from tests.test_parse_laws import parse_text

#: law headings in a form no table lists: "¶ 16 Authorised Information"
pilcrow_headings = render_with(lambda law, title: ["", f"¶ {law} {title}".rstrip()], style=unbracketed)


@pytest.mark.parametrize(("doc_id", "edition"), [("skeleton-2017", "2017"), ("laws-2007-en", "2007")])
def test_a_whole_code_whose_law_headings_go_unread_is_refused_naming_a_line(
    doc_id: str, edition: str
) -> None:
    _, provisions = bundled(doc_id)
    titles = {p.law: tables().title(edition, p.law) for p in provisions if p.law}
    text = pilcrow_headings(list(provisions), titles)
    misread = "cannot be read as Law .* most of its headings name other laws"
    with pytest.raises(SourceError, match=misread) as err:
        parse_text(text, edition=edition)
    assert err.value.line is not None and err.value.line > 0


def test_one_law_without_its_heading_is_still_read_as_the_law_its_sections_name() -> None:
    text = "\n".join(
        [
            "A. Players’ Use of Information",
            "1. A player may make use of information in the auction or play if it derives from "
            "the legal calls and plays of the current board.",
            "B. Extraneous Information from Partner",
            "1. After a player makes available to his partner extraneous information that may "
            "suggest a call or play, the partner may not choose from among logical alternatives.",
        ]
    )
    provisions, warnings = parse_text(text, edition="2017")
    assert {p.id for p in provisions} >= {"16A", "16A1", "16B", "16B1"}
    assert any("no law heading found" in w.message for w in warnings)
