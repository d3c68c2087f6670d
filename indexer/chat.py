"""A chat export (WhatsApp, Telegram, Signal) as the parsers' layout.

A TD who posts the Laws to a group chat leaves a text whose every message opens with a date,
a time and the sender (``[13/03/2023, 19:06:21] Mike (TD): `` on iOS, ``13-03-2023 19:06 -
Jan: `` on Android); the message's further lines carry none. The text is read when such a
prefix is unmistakable: it opens the text's first line and at least
:data:`MIN_MESSAGES` lines, all in the one way a single export writes them. Then the prefixes
go, and so do WhatsApp's ``*bold*`` and ``_italic_`` marks around the words. The chat's own
lines (the encryption notice, ``<Media omitted>``, "This message was deleted") are furniture,
and so are the group's replies: the messages of a member who writes only one-line messages
("Thanks!", "Can you send the next one?") are no part of the Laws the poster sent.

The prefixes' patterns and the chat's own lines are data (``chat_prefixes`` and
``chat_system_lines`` in ``corpus/data/layout.toml``). The text keeps its lines: line n stays
line n.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

#: the fewest prefixed lines that make a text a chat export
MIN_MESSAGES = 3
#: the most characters a sender's name holds ("Mike (TD)", "+31 6 12345678")
NAME_LENGTH = 60
#: WhatsApp's marks around words: ``*bold*``, ``_italic_``, ``~struck~``
_MARKS = re.compile(r"(?<![\w*_~])(?P<mark>[*_~])(?=\S)(?P<text>[^*_~\n]+?)(?<=\S)(?P=mark)(?![\w*_~])")
#: the marks a phone writes around a name or a line that holds no text: left-to-right marks
_INVISIBLE = "\u200e\u200f\u202a\u202c"


@dataclass(frozen=True)
class ChatWords:
    """How a chat export writes its prefixes and its own lines (``layout.toml``)."""

    #: a message's prefix (a date, a time and an optional ``Name: ``), as regular expressions
    prefixes: tuple[str, ...] = ()
    #: the messages a chat writes for itself (``<Media omitted>``), by their opening words
    system_lines: tuple[str, ...] = ()


@dataclass(frozen=True)
class Chat:
    """The chat's lines with its prefixes and furniture gone, and what was left out."""

    lines: list[str]
    notices: list[tuple[int | None, str]]


@dataclass
class _Message:
    sender: str | None
    lines: list[int]


def read_chat(lines: list[str], words: ChatWords) -> Chat | None:
    """``lines`` as a chat export's text, or None when no prefix is unmistakable in them."""
    pattern = _export_pattern(lines, words)
    if pattern is None:
        return None
    out = list(lines)
    messages = _messages(lines, pattern)
    posters = _posters(messages, lines)
    system = tuple(w.casefold() for w in words.system_lines)
    dropped = replies = 0
    for message in messages:
        first = message.lines[0]
        out[first] = pattern.sub("", lines[first], count=1)
        text = _clean(out[first]).casefold()
        if message.sender is None or text.startswith(system):
            dropped += 1
        elif message.sender not in posters:
            replies += 1
        else:
            for i in message.lines:
                out[i] = _unmarked(out[i])
            continue
        for i in message.lines:
            out[i] = ""
    notices: list[tuple[int | None, str]] = [(1, f"chat export of {len(messages)} messages read")]
    if dropped:
        notices.append((None, f"{dropped} messages the chat wrote itself left out"))
    if replies:
        others = ", ".join(_others(messages, posters))
        notices.append((None, f"{replies} replies by the group left out (from {others})"))
    return Chat(out, notices)


def _export_pattern(lines: list[str], words: ChatWords) -> re.Pattern[str] | None:
    """The prefix pattern the text's first line and at least :data:`MIN_MESSAGES` lines open
    with, when no other pattern opens any line; None otherwise."""
    first = next((line for line in lines if line.strip()), "")
    found = [p for p in _patterns(words.prefixes) if p.match(first)]
    if len(found) != 1:
        return None
    others = [p for p in _patterns(words.prefixes) if p is not found[0]]
    count = 0
    for line in lines:
        if found[0].match(line):
            count += 1
        elif any(p.match(line) for p in others):
            return None
    return found[0] if count >= MIN_MESSAGES else None


@lru_cache(maxsize=8)
def _patterns(prefixes: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
    """Each prefix as a pattern that also takes the sender's name, when one follows."""
    name = rf"(?:(?P<name>[^:\n]{{1,{NAME_LENGTH}}}?):(?:\s|$))?"
    return tuple(re.compile(rf"^[{_INVISIBLE}]?(?:{p}){name}") for p in prefixes)


def _messages(lines: list[str], pattern: re.Pattern[str]) -> list[_Message]:
    """The messages: a prefixed line and the lines after it up to the next one."""
    messages: list[_Message] = []
    for i, line in enumerate(lines):
        match = pattern.match(line)
        if match:
            messages.append(_Message(_clean(match["name"]) if match["name"] else None, [i]))
        elif messages:
            messages[-1].lines.append(i)
    return messages


def _posters(messages: list[_Message], lines: list[str]) -> frozenset[str]:
    """The senders who write the text: the one who wrote the most lines, and each who wrote a
    message of several lines. A member whose every message is a line ("Thanks!", "Can you
    send the next one?") replies to the text."""
    written: Counter[str] = Counter()
    long: set[str] = set()
    for message in messages:
        printed = sum(1 for i in message.lines if lines[i].strip())
        if message.sender is not None:
            written[message.sender] += printed
            if printed > 1:
                long.add(message.sender)
    most = max(written.values(), default=0)
    return frozenset(sender for sender, n in written.items() if n == most or sender in long)


def _others(messages: list[_Message], posters: frozenset[str]) -> list[str]:
    names = (m.sender for m in messages if m.sender is not None and m.sender not in posters)
    return list(dict.fromkeys(names))


def _unmarked(line: str) -> str:
    """A line without WhatsApp's marks around its words (``*Law 16 – …*`` -> ``Law 16 – …``)."""
    return _MARKS.sub(lambda m: m["text"], line)


def _clean(text: str) -> str:
    return text.strip().strip(_INVISIBLE).strip()
