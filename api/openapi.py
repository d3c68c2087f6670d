"""``GET /api/v1/openapi.json``: the API's description, kept as data in ``api/openapi.json``."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from flask import Blueprint

bp = Blueprint("openapi", __name__, url_prefix="/api/v1")

SPEC = Path(__file__).with_name("openapi.json")


@lru_cache(maxsize=1)
def spec() -> dict[str, Any]:
    return json.loads(SPEC.read_text(encoding="utf-8"))


@bp.get("/openapi.json")
def openapi() -> dict[str, Any]:
    return spec()
