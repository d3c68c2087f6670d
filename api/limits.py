"""What every request goes through before a view reads it, and every answer after.

- The body is read up front (at most ``MAX_CONTENT_LENGTH``): a body that cannot be read
  (bad chunk framing, a client gone) is a 400, one too large a 413, one not sent in time
  (``api.worker``'s deadline) a 408, never a 500.
- Look-alike input is folded (:func:`indexer.lookalike.fold`) in the query string and the
  URL's own values, so ``Law １６Ｂ１`` and ``16B1a`` + U+FEFF read as what they look like;
  ``limit`` and ``offset`` are whole numbers in ASCII digits, or a 400. A limit on what a
  client typed is checked on :func:`typed_arg` (folding may make a value 18 times longer).
- A redirect never names the ``Host`` the client sent: its ``Location`` is a path.
"""

from __future__ import annotations

import io
import os
from typing import Any
from urllib.parse import urlsplit
from urllib.parse import urlunsplit

from flask import Flask
from flask import Response
from flask import abort
from flask import current_app
from flask import g
from flask import request
from werkzeug.datastructures import ImmutableMultiDict
from werkzeug.exceptions import HTTPException
from werkzeug.exceptions import RequestEntityTooLarge
from werkzeug.utils import redirect

from api.errors import ApiError
from api.errors import SlowRequest
from api.errors import wants_json
from indexer.lookalike import ascii_int
from indexer.lookalike import fold

#: query parameters that are whole numbers
NUMERIC_ARGS = ("limit", "offset")
#: methods whose body the service reads
BODY_METHODS = frozenset({"POST", "PUT", "PATCH"})


def init_app(app: Flask) -> None:
    app.url_value_preprocessor(_fold_view_args)
    app.before_request(_read_body)
    app.before_request(_fold_args)
    app.after_request(_relative_location)
    if app.config.get("SERVED_BY_HEADER"):
        app.after_request(_served_by)


def _bad_request(code: str, message: str) -> None:
    if wants_json():
        raise ApiError(400, code, message)
    abort(400, description=message)


def _read_body() -> None:
    if request.method not in BODY_METHODS:
        return
    try:
        if request.content_length is None:
            _bound_unsized_body()
        request.get_data(cache=True)
    except HTTPException:
        raise
    except SlowRequest:
        if wants_json():
            raise ApiError(408, "request_timeout", SlowRequest.message) from None
        abort(408, description=SlowRequest.message)
    except Exception as exc:  # the server's reader: bad chunk sizes, a missing terminator, a reset
        _bad_request("bad_body", f"the request body could not be read ({type(exc).__name__})")


def _bound_unsized_body() -> None:
    """A body without a length (chunked) is read up to the limit and refused past it: Werkzeug
    would cut it at the limit and hand the view a truncated body."""
    limit = current_app.config.get("MAX_CONTENT_LENGTH")
    stream = request.environ.get("wsgi.input")
    if not limit or stream is None:
        return
    data = bytearray()
    while len(data) <= limit:
        chunk = stream.read(min(65536, limit + 1 - len(data)))
        if not chunk:
            break
        data += chunk
    if len(data) > limit:
        raise RequestEntityTooLarge()
    request.environ["wsgi.input"] = io.BytesIO(bytes(data))


def _fold_args() -> None:
    args = request.args
    for name in NUMERIC_ARGS:
        for value in args.getlist(name):
            if value and ascii_int(value) is None:
                _bad_request(
                    "bad_query", f"{name} must be a whole number written in ASCII digits, not {value!r}"
                )
    if all(k.isascii() and v.isascii() for k, v in args.items(multi=True)):
        return
    folded = ImmutableMultiDict([(fold(k), fold(v)) for k, v in args.items(multi=True)])
    g.typed_args = args
    request.args = folded


def typed_arg(name: str, default: str = "") -> str:
    """A query parameter as the client typed it, before folding."""
    args = g.get("typed_args", request.args)
    value = args.get(name, default)
    return value if isinstance(value, str) else default


def _fold_view_args(endpoint: str | None, values: dict[str, Any] | None) -> None:
    for key, value in (values or {}).items():
        if isinstance(value, str) and not value.isascii():
            values[key] = fold(value)  # type: ignore[index]


def _relative_location(response: Response) -> Response:
    """An absolute ``Location`` on this host (Werkzeug's slash redirects build one from ``Host``)
    becomes a path, in the header and in the redirect page's link; leading slashes are merged,
    so that it cannot read as another host."""
    location = response.headers.get("Location")
    if not location:
        return response
    parts = urlsplit(location)
    if not (parts.scheme or parts.netloc or location.startswith("//")):
        return response
    if parts.netloc and parts.netloc != request.host:
        return response  # a redirect elsewhere on purpose (none today)
    path = "/" + parts.path.lstrip("/")
    relative = urlunsplit(("", "", path, parts.query, parts.fragment))
    response.headers["Location"] = relative
    if response.mimetype == "text/html" and not response.direct_passthrough:  # the page links it too
        response.set_data(redirect(relative, response.status_code).get_data())
    return response


def _served_by(response: Response) -> Response:
    """Which worker answered (for tests that must see every worker of a server)."""
    response.headers["X-Served-By"] = str(os.getpid())
    return response
