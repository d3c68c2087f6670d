"""Errors as the API promises them: ``{"error": {"code", "message"}}`` with a fitting status."""

from __future__ import annotations

import json
import re
from typing import Any

from flask import Flask
from flask import Response
from flask import current_app
from flask import jsonify
from flask import request
from werkzeug.exceptions import HTTPException
from werkzeug.exceptions import ServiceUnavailable

from api.corpus import NoArtifact


class ApiError(Exception):
    """An error a client can act on; ``extra`` adds fields such as ``suggestions``."""

    def __init__(self, status: int, code: str, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.extra = extra


class SlowRequest(Exception):
    """The client did not send its request in the time the server gives it (``api.worker``)."""

    message = "the request was not sent in time; send it whole and at once"


def error_response(status: int, code: str, message: str, **extra: Any) -> Response:
    response = jsonify({"error": {"code": code, "message": message, **extra}})
    response.status_code = status
    return response


def json_body() -> Any:
    """The request's JSON body, or a 400 that says what is wrong with it (bad UTF-8, bad JSON,
    or nesting too deep for the parser: ``[`` a hundred thousand times is refused, not a 500).
    A lone surrogate escape (``"\\ud800"``, valid JSON but no Unicode text) reads as U+FFFD, as
    a browser's decoder would, so that no string the views get is unencodable."""
    try:
        text = request.get_data(cache=True).decode("utf-8")
        value = json.loads(text)
        return _well_formed(value) if _SURROGATE_ESCAPE.search(text) else value
    except UnicodeDecodeError:
        raise ApiError(400, "bad_json", "the body is not valid JSON: it is not UTF-8") from None
    except RecursionError:
        raise ApiError(400, "bad_json", "the body is not valid JSON: it nests too deeply") from None
    except ValueError as exc:
        raise ApiError(400, "bad_json", f"the body is not valid JSON: {exc}") from None


#: a JSON escape of a UTF-16 surrogate (the only way a body in UTF-8 can bring one in)
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _well_formed(value: Any) -> Any:
    """``value`` with each lone surrogate in its strings and keys replaced by U+FFFD (same
    length, so offsets hold); walked without recursion, as deep as the parser allowed."""

    def fix(item: Any) -> Any:
        return _SURROGATE.sub("\ufffd", item) if isinstance(item, str) else item

    root = [fix(value)]
    stack: list[Any] = [root]
    while stack:
        container = stack.pop()
        if isinstance(container, list):
            for i, item in enumerate(container):
                container[i] = fix(item)
                if isinstance(item, list | dict):
                    stack.append(item)
        elif isinstance(container, dict):
            for key in list(container):
                item = fix(container.pop(key))
                container[fix(key)] = item
                if isinstance(item, list | dict):
                    stack.append(item)
    return root[0]


def wants_json() -> bool:
    """API paths answer in JSON; pages answer in HTML."""
    return request.path.startswith("/api/")


def _message(exc: HTTPException) -> str:
    if exc.code == 413:
        limit = current_app.config.get("MAX_CONTENT_LENGTH") or 0
        size = f"{limit / 2**20:g} MiB" if limit >= 2**20 else f"{limit / 2**10:g} KiB"
        return f"the request body is larger than {size}; send less text at a time"
    return exc.description or exc.name or "error"


def init_app(app: Flask) -> None:
    """Register the handlers that turn every error on an API path into the JSON shape."""

    @app.errorhandler(ApiError)
    def _api_error(exc: ApiError) -> Response:
        return error_response(exc.status, exc.code, exc.message, **exc.extra)

    @app.errorhandler(NoArtifact)
    def _no_artifact(exc: NoArtifact) -> Any:
        return http_error(ServiceUnavailable(str(exc)))

    app.register_error_handler(HTTPException, http_error)


def http_error(exc: HTTPException) -> Any:
    """An HTTP error as the API's JSON on API paths, as the error page on the others."""
    if not wants_json():
        from api.pages import error_page

        return error_page(exc)
    code = (exc.name or "error").lower().replace(" ", "_")
    response = error_response(exc.code or 500, code, _message(exc))
    # keep what the status needs besides the body, such as ``Allow`` on a 405
    for name, value in exc.get_headers():
        if name.lower() != "content-type":
            response.headers[name] = value
    return response
