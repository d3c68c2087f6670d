"""The links an official publication site prints under each article's heading, copied with its
text: "Geldend van 01-09-2017 t/m heden", "Toon relaties in LiDO", "Maak een permanente link"
(wetten.overheid.nl; Justel and EUR-Lex print the like). They are no text of the Laws.

The site's words are ``site_link_lines`` in ``corpus/data/layout.toml``, per language. A line
is such a link when it opens with one of them, is short and ends no sentence, and stands in a
run of two or more such lines, as the site prints them: a sentence of the Laws that happens to
open with the same words is never a run of short lines.
"""

from __future__ import annotations

import re

from indexer.models import SourceWarning

#: the longest line a site's link line is
_LONGEST = 80
#: the fewest link lines a site prints together
_RUN = 2


def without_site_links(lines: list[str], layout: dict, warnings: list[SourceWarning], file: str) -> None:
    """Blank the site's link lines in ``lines``, in place (line numbers kept), and say so."""
    pattern = _pattern(layout.get("site_link_lines", ()))
    if pattern is None:
        return
    dropped: list[int] = []
    run: list[int] = []
    for index, line in enumerate([*lines, ""]):
        if line and len(line) <= _LONGEST and pattern.match(line) and not line.endswith((".", ";", ":", ",")):
            run.append(index)
            continue
        if len(run) >= _RUN:
            dropped.extend(run)
        run = []
    for index in dropped:
        lines[index] = ""
    if dropped:
        shown = ", ".join(map(str, (i + 1 for i in dropped[:8]))) + (" …" if len(dropped) > 8 else "")
        notice = f"dropped {len(dropped)} site link line(s): {shown}"
        warnings.append(SourceWarning(file, dropped[0] + 1, notice))


def _pattern(words: list[str] | tuple[str, ...]) -> re.Pattern[str] | None:
    """A line opening with one of ``words``, a whole word."""
    if not words:
        return None
    return re.compile(r"(?i)^(?:" + "|".join(re.escape(w) for w in words) + r")(?!\w)")
