"""A note-taking app's markup (Obsidian, Foam, Logseq) read as the note shows it.

Such notes are Markdown with a few marks of their own: wiki links between notes (``[[Law 16]]``,
``[[Law 12#C|Law 12C]]``), which show their alias or the note's name; embeds (``![[cover.png]]``)
and ``%% comments %%``, which show nothing; a line of tags (``#wbf/law-16 #laws``), a callout's
type (``> [!info] Source``) and the YAML properties opening the note, which are the app's
furniture, not text. Each goes or reads as shown with the file's lines kept, so line n of the
note stays line n. Wiki links read so in a plain text too (a note saved as ``.txt``).
"""

from __future__ import annotations

import re

#: a wiki link, or an embed when ``!`` opens it: its target (a note, ``#`` a heading in it,
#: ``^`` a block) and the alias after ``|`` (bounded, so that a hostile line is read in linear time)
_WIKI_LINK = re.compile(r"(!?)\[\[([^\[\]|\n]{1,300})(?:\|([^\[\]\n]{0,300}))?\]\]")
#: a comment: ``%%`` to the next ``%%``, on one line or over several
_COMMENT = re.compile(r"%%.*?%%", re.DOTALL)
#: a line holding tags only (``#wbf/law-16 #laws``): a tag is ``#`` and a word, no gap after ``#``
_TAG_LINE = re.compile(r"^[ \t]*#[^\s#\d][^\s#]*(?:[ \t]+#[^\s#\d][^\s#]*)*[ \t]*$")
#: a callout's type after its quote mark, folding sign included (``> [!info]-``)
_CALLOUT = re.compile(r"^([ \t]*>[ \t]*)\[![\w-]{1,40}\][+-]?[ \t]*")
#: the YAML properties opening a note: ``---`` lines round ``key: value`` lines
_PROPERTIES = re.compile(
    r"\A(?:\ufeff)?---[ \t]*\n(?:[\w-]{1,60}:.*\n|[ \t]+.*\n|[ \t]*\n){0,200}?---[ \t]*\n"
)


def note_text(text: str, markdown: bool) -> str:
    """``text`` with its wiki links read as shown and embeds left out; a Markdown note's comments,
    tag lines, callout types and opening properties left out too. Lines are kept."""
    if "[[" in text:
        text = _WIKI_LINK.sub(_shown, text)
    if not markdown:
        return text
    text = _PROPERTIES.sub(lambda m: "\n" * m.group().count("\n"), text, count=1)
    if "%%" in text:
        text = _COMMENT.sub(lambda m: "\n" * m.group().count("\n"), text)
    return "\n".join(_furniture_gone(line) for line in text.split("\n"))


def _furniture_gone(line: str) -> str:
    """A line of tags as nothing, a callout's line without its type; any other line as it is."""
    opening = line.lstrip(" \t")[:1]
    if opening == "#" and _TAG_LINE.match(line):
        return ""
    if opening == ">" and "[!" in line:
        return _CALLOUT.sub(lambda m: m.group(1), line, count=1)
    return line


def _shown(link: re.Match[str]) -> str:
    """What a wiki link shows: its alias, else its note's name and the heading it points into
    (``Law 12#C`` shows ``Law 12 C``); an embed shows no text."""
    if link.group(1):
        return ""
    if link.group(3) is not None and link.group(3).strip():
        return link.group(3).strip()
    note, _, part = link.group(2).partition("#")
    return " ".join(piece for piece in (note.strip(), part.strip().lstrip("^")) if piece)
