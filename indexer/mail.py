"""A saved e-mail (``.eml``), a mailbox of them (``.mbox``) or a text that opens with a MIME
message's headers, as the parsers' layout.

A club mails the Laws as a MIME message: the text/plain part quoted-printable (``=E2=80=93``
for a dash, ``=`` ending a line that goes on), an HTML part in base64, perhaps attachments. Read
line for line, the encoding hides every heading. Python's :mod:`email` package (its default
policy) decodes each message: the text/plain part is read as plain text (so its ``-- ``
signature and quoted lines are the text reader's, :func:`indexer.formats.text_to_layout`), or
the text/html part as a web page when there is no plain one; quoted-printable and base64 are
undone and the part's charset honoured. Headers and attachments are no text of the Laws. The
lines of a message's text are numbered as the line where its headers end.
"""

from __future__ import annotations

import re
from email import policy
from email.message import EmailMessage
from email.parser import Parser

from indexer import formats
from indexer.models import SourceError

#: a header line, or the folded continuation of one (it opens with a space or a tab)
_HEADER_LINE = re.compile(r"^(?:[!-9;-~]+:|[ \t]+\S)")
#: the headers only a MIME message has: one of them among the opening headers makes it mail
_MIME_HEADERS = re.compile(r"^(?:MIME-Version|Content-Type|Content-Transfer-Encoding):", re.IGNORECASE)
#: the line that opens each message of an mbox file: ``From sender date``
_MBOX_FROM = re.compile(r"^From \S+ .*\d$")
#: the most messages a mailbox read holds: the Laws mailed a law a message are some hundred;
#: many more is a whole mailbox, whose reading would take minutes
MAX_MESSAGES = 5_000


def looks_like_mail(text: str) -> bool:
    """Whether ``text`` is a MIME message (or a mailbox of them): it opens with a block of
    header lines, after an mbox ``From`` line if any, that holds a MIME header."""
    lines = text.lstrip("\ufeff").splitlines()
    if lines and _MBOX_FROM.match(lines[0]):
        lines = lines[1:]
    head = []
    for line in lines:
        if not line.strip():
            break
        if not _HEADER_LINE.match(line):
            return False
        head.append(line)
    return any(_MIME_HEADERS.match(line) for line in head)


def mail_to_layout(text: str, name: str, words: formats.PageWords | None = None) -> formats.Layout:
    """The texts of the messages in ``text`` (one message, or an mbox file's), one after another."""
    out: list[str] = []
    sources: list[int] = []
    notices: list[tuple[int | None, str]] = []
    messages = _messages(text)
    if len(messages) > MAX_MESSAGES:
        reason = (
            f"a mailbox of {len(messages):,} messages: more than {MAX_MESSAGES:,}, so no text of the Laws"
        )
        raise SourceError(name, None, reason)
    for start, message in messages:
        body_line = start + _header_count(message) + 1
        layout = _message_layout(message, name, body_line, words)
        lines = layout.text.splitlines()
        out.extend([*lines, ""])
        sources.extend([body_line] * (len(lines) + 1))
        notices.extend((None if line is None else body_line, note) for line, note in layout.notices)
    return formats.Layout("\n".join(out) + "\n", tuple(notices), tuple(sources))


def _messages(text: str) -> list[tuple[int, str]]:
    """Each message of ``text`` with the line it opens on: an mbox file's parted at its
    ``From`` lines (each at the top or after a blank line), else the one message."""
    lines = text.lstrip("\ufeff").replace("\r\n", "\n").split("\n")
    opens = [
        i for i, line in enumerate(lines) if _MBOX_FROM.match(line) and (i == 0 or not lines[i - 1].strip())
    ]
    if not opens:
        return [(1, "\n".join(lines))]
    ends = [*opens[1:], len(lines)]
    return [(i + 2, "\n".join(lines[i + 1 : end])) for i, end in zip(opens, ends, strict=True)]


def _header_count(message: str) -> int:
    """How many lines a message's headers take, up to its first blank line."""
    head, _, _ = message.partition("\n\n")
    return head.count("\n") + 1


def _message_layout(message: str, name: str, line: int, words: formats.PageWords | None) -> formats.Layout:
    """One message's text: its plain part read as text, else its HTML part as a web page."""
    parsed = Parser(policy=policy.default).parsestr(message)
    assert isinstance(parsed, EmailMessage)
    body = parsed.get_body(preferencelist=("plain", "html"))
    if body is None:
        raise SourceError(name, line, "an e-mail with no text/plain or text/html part: no text to read")
    try:
        content = body.get_content()
    except (LookupError, ValueError) as error:
        raise SourceError(name, line, f"the e-mail's text cannot be decoded: {error}") from None
    if not isinstance(content, str):
        raise SourceError(name, line, "the e-mail's text part holds no text")
    if body.get_content_subtype() == "html":
        layout = formats.html_to_layout(content, words)
    else:
        layout = formats.text_to_layout(content, words)
    left = _attachments(parsed)
    note = "read as an e-mail's " + body.get_content_type() + " part: its headers left out"
    if left:
        note += f"; attachments left out: {', '.join(left)}"
    return formats.Layout(layout.text, ((1, note), *layout.notices))


def _attachments(message: EmailMessage) -> list[str]:
    """The names (or types) of a message's attachments."""
    return [part.get_filename() or part.get_content_type() for part in message.iter_attachments()]
