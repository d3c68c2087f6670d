"""A web page saved as text by a text browser (``lynx -dump``) as the text the page shows.

A text browser numbers each link where it stands ("Law 12C[7]", "[7]Law 12C") and lists the
links' addresses under a closing heading ("References", "Verwijzingen") as numbered lines
("   7. https://…"). A text is read so when that closing list is unmistakable: one of the
``link_references`` headings of ``corpus/data/layout.toml`` (every language's: a browser
prints its own language's, whatever the page's) alone on its line, and below it nothing but
numbered addresses and the short lines that part them ("Hidden links:"). Then the list is
furniture, and so is a navigation bar (a line of markers, each before a word or two); every
"[n]" marker whose number the list holds goes from the text, and only those: a law text's own
brackets ("[see Law 12C1(c)]", a "[3]" the list does not number) stay. The text keeps its
lines: line n stays line n.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: a line of the closing list: a link's number and its address
_ENTRY = re.compile(r"^\s*(?P<number>\d{1,5})\.\s+(?P<address>\S+)\s*$")
#: an address: a scheme ("https:", "mailto:", "file:") or a path on the site
_ADDRESS = re.compile(r"^(?:[A-Za-z][A-Za-z0-9+.-]*:|/)")
#: a short line parting the list's links ("Visible links:", "Hidden links:")
_PART = re.compile(r"^\s*\w[\w ]{0,40}:\s*$")
#: a link's marker as the browser prints it
_MARKER = re.compile(r"\[(?P<number>\d{1,5})\]")
#: a marker with the spaces either side of it
_SPACED_MARKER = re.compile(r"(?P<before> )?\[(?P<number>\d{1,5})\](?P<after> )?")
#: what a navigation bar's item may not hold: a digit or a sentence's punctuation
_NOT_NAVIGATION = re.compile(r"[\d.,;:!?()]")
#: the most words one item of a navigation bar holds ("Log in", "Contact us")
MAX_ITEM_WORDS = 3


@dataclass(frozen=True)
class Dump:
    """The dump's lines with its link markers, closing list and navigation bar gone, and what
    was left out."""

    lines: list[str]
    notices: list[tuple[int | None, str]]


def read_dump(lines: list[str], headings: tuple[str, ...]) -> Dump | None:
    """``lines`` as a text browser's dump, or None when they close with no list of link
    addresses under one of ``headings``."""
    found = _link_list(lines, {h.casefold() for h in headings})
    if found is None:
        return None
    start, numbers = found
    navigation = [i for i in range(start) if _navigation(lines[i], numbers)]
    out = [_without_markers(line, numbers) for line in lines[:start]] + [""] * (len(lines) - start)
    for i in navigation:
        out[i] = ""
    notices: list[tuple[int | None, str]] = [
        (start + 1, f"text browser's dump read: its {len(numbers)} link addresses and link markers left out")
    ]
    if navigation:
        shown = "; ".join(lines[i].strip() for i in navigation[:5])
        notices.append((navigation[0] + 1, f"navigation bar left out: {shown}"))
    return Dump(out, notices)


def _link_list(lines: list[str], headings: set[str]) -> tuple[int, frozenset[int]] | None:
    """The index of the closing list's heading and the link numbers the list holds."""
    numbers: set[int] = set()
    for index in range(len(lines) - 1, -1, -1):
        line = lines[index].strip()
        if not line:
            continue
        if line.casefold() in headings:
            return (index, frozenset(numbers)) if numbers else None
        entry = _ENTRY.match(line)
        if entry and _ADDRESS.match(entry["address"]):
            numbers.add(int(entry["number"]))
        elif not _PART.match(line):
            return None
    return None


def _without_markers(line: str, numbers: frozenset[int]) -> str:
    """``line`` without the markers of the links ``numbers`` lists; a marker set apart by
    spaces leaves one ("see [7] Law 12C" reads "see Law 12C")."""

    def gone(m: re.Match[str]) -> str:
        if int(m["number"]) not in numbers:
            return m[0]
        return " " if m["before"] or m["after"] else ""

    return _SPACED_MARKER.sub(gone, line)


def _navigation(line: str, numbers: frozenset[int]) -> bool:
    """``line`` is a navigation bar: it opens with a link's marker and holds two or more, each
    before a word or two and no more ("[1]Home  [2]Laws  [3]Contact")."""
    text = line.strip()
    markers = list(_MARKER.finditer(text))
    if len(markers) < 2 or markers[0].start() or any(int(m["number"]) not in numbers for m in markers):
        return False
    items = _MARKER.split(text)[2::2]
    return all(
        0 < len(item.split()) <= MAX_ITEM_WORDS and not _NOT_NAVIGATION.search(item) for item in items
    )
