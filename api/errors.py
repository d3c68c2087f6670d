"""Errors as the API promises them: ``{"error": {"code", "message"}}`` with a fitting status."""

from __future__ import annotations

from typing import Any

from flask import Flask
from flask import Response
from flask import jsonify
from flask import request
from werkzeug.exceptions import HTTPException


class ApiError(Exception):
    """An error a client can act on; ``extra`` adds fields such as ``suggestions``."""

    def __init__(self, status: int, code: str, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.extra = extra


def error_response(status: int, code: str, message: str, **extra: Any) -> Response:
    response = jsonify({"error": {"code": code, "message": message, **extra}})
    response.status_code = status
    return response


def wants_json() -> bool:
    """API paths answer in JSON; pages answer in HTML."""
    return request.path.startswith("/api/")


def init_app(app: Flask) -> None:
    """Register the handlers that turn every error on an API path into the JSON shape."""

    @app.errorhandler(ApiError)
    def _api_error(exc: ApiError) -> Response:
        return error_response(exc.status, exc.code, exc.message, **exc.extra)

    @app.errorhandler(HTTPException)
    def _http_error(exc: HTTPException) -> Any:
        if not wants_json():
            from api.pages import error_page

            return error_page(exc)
        code = (exc.name or "error").lower().replace(" ", "_")
        return error_response(exc.code or 500, code, exc.description or exc.name or "error")
