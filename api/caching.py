"""HTTP caching: an ETag on every successful GET (the artifact generation plus the body's
digest), ``Cache-Control`` suited to each route, and 304 answers to ``If-None-Match``.

The artifact is immutable, so an answer can only change when a new generation is switched in;
the generation in the ETag makes that visible to caches even when two generations happen to
give the same bytes for one URL and different ones for another.
"""

from __future__ import annotations

import hashlib

from flask import Flask
from flask import Response
from flask import current_app
from flask import make_response
from flask import request
from werkzeug.exceptions import PreconditionFailed

#: seconds a cache may reuse an answer without asking again, by route prefix (first match wins)
MAX_AGE: tuple[tuple[str, int], ...] = (
    ("/api/v1/openapi.json", 3600),
    ("/api/v1/search", 60),
    ("/search", 60),
    ("/api/", 300),
    ("/", 300),
)


def init_app(app: Flask) -> None:
    """Register the caching headers on every response of ``app``."""
    app.after_request(_cache_headers)


def max_age(path: str) -> int:
    """How long an answer for ``path`` stays fresh in a cache."""
    return next(seconds for prefix, seconds in MAX_AGE if path.startswith(prefix))


def generation() -> str:
    """The name of the artifact generation being served ("" when there is none)."""
    store = current_app.extensions.get("corpus")
    return store.generation if store is not None else ""


def _cache_headers(response: Response) -> Response:
    if response.direct_passthrough or request.path.startswith("/static/"):
        return response  # files: Flask's own conditional answers
    if request.method not in ("GET", "HEAD") or response.status_code != 200:
        response.headers.setdefault("Cache-Control", "no-store")
        return response
    digest = hashlib.blake2b(response.get_data(), digest_size=12).hexdigest()
    tag = f"{generation()}-{digest}"
    response.set_etag(tag)
    response.headers.setdefault("Cache-Control", f"public, max-age={max_age(request.path)}")
    if_match = request.if_match
    if "If-Match" in request.headers and not (if_match.star_tag or if_match.contains(tag)):
        return _precondition_failed()
    # If-Match is settled above: Werkzeug would answer a matching one (``*`` included) with a 412
    environ = {k: v for k, v in request.environ.items() if k != "HTTP_IF_MATCH"}
    response.make_conditional(environ)  # turns it into a 304 in place when If-None-Match matches
    return response


def _precondition_failed() -> Response:
    """A 412 in the error's shape (JSON on the API, the error page elsewhere), never stored."""
    from api.errors import http_error

    failed = make_response(http_error(PreconditionFailed("the answer's ETag matches none named in If-Match")))
    failed.headers["Cache-Control"] = "no-store"
    return failed
