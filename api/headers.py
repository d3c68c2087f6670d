"""The headers every answer carries, whoever makes it: the app's views and error handlers, an
answer a hook makes late (a 412 to ``If-Match``), and gunicorn's own errors (``gunicorn.conf.py``).

The security headers go on every answer; the CORS headers on the API's and on
``static/linker.js``, which other sites call from a browser, and on gunicorn's errors, whose
path is not known (a browser would otherwise see an opaque failure instead of the JSON error).
The app adds them in a WSGI middleware around it (:class:`WithHeaders`), so that no answer
made after a hook ran can miss them; a header the answer sets itself is kept.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterable
from typing import Any

SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
}

#: other sites may call the API from a browser (static/linker.js posts to /api/v1/linkify)
CORS_HEADERS = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type",
    "Access-Control-Max-Age": "86400",
}


def headers_for(path: str | None) -> dict[str, str]:
    """The headers an answer for ``path`` carries (None: a path not known)."""
    cors = path is None or path.startswith("/api/") or path == "/static/linker.js"
    return SECURITY_HEADERS | CORS_HEADERS if cors else dict(SECURITY_HEADERS)


StartResponse = Callable[..., Any]


class WithHeaders:
    """A WSGI app's answers with :func:`headers_for` their path added where they lack them."""

    def __init__(self, app: Callable[[dict[str, Any], StartResponse], Iterable[bytes]]) -> None:
        self.app = app

    def __call__(self, environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes]:
        wanted = headers_for(environ.get("PATH_INFO") or "/")

        def start(status: str, headers: list[tuple[str, str]], *exc_info: Any) -> Any:
            present = {name.lower() for name, _ in headers}
            missing = [(name, value) for name, value in wanted.items() if name.lower() not in present]
            return start_response(status, headers + missing, *exc_info)

        return self.app(environ, start)
