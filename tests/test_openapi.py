"""The OpenAPI description is valid, complete, and true: real responses match its schemas."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from jsonschema import Draft202012Validator
from openapi_spec_validator import validate

ROOT = Path(__file__).resolve().parent.parent
SPEC_FILE = ROOT / "api" / "openapi.json"
METHODS = ("get", "post", "put", "patch", "delete")

#: one real request per described response: (method, url, JSON body, expected status)
# fmt: off
EXAMPLES: list[tuple[str, str, Any, int]] = [
    ("GET", "/api/v1/documents", None, 200),
    ("POST", "/api/v1/documents", None, 405),
    ("GET", "/api/v1/documents/laws-2007-en", None, 200),
    ("GET", "/api/v1/documents/notes-club-en", None, 200),
    ("GET", "/api/v1/documents/nope", None, 404),
    ("DELETE", "/api/v1/documents/laws-2007-en", None, 405),
    ("GET", "/api/v1/documents/laws-2017-nl/provisions", None, 200),
    ("GET", "/api/v1/documents/nope/provisions", None, 404),
    ("PUT", "/api/v1/documents/laws-2017-nl/provisions", None, 405),
    ("GET", "/api/v1/provisions/laws-2007-en/16B1(a)", None, 200),
    ("GET", "/api/v1/provisions/laws-2007-en/16B", None, 200),
    ("GET", "/api/v1/provisions/laws-2007-en/definitions/dummy", None, 200),
    ("GET", "/api/v1/provisions/laws-2017-nl/16C", None, 200),
    ("GET", "/api/v1/provisions/notes-club-en/revokes/q6", None, 200),
    ("GET", "/api/v1/provisions/laws-2007-en/16b1a?redirect=1", None, 301),
    ("GET", "/api/v1/provisions/laws-2007-en/16B9", None, 404),
    ("GET", "/api/v1/provisions/nope/16", None, 404),
    ("POST", "/api/v1/provisions/laws-2007-en/16", None, 405),
    ("GET", "/api/v1/search?q=dummy", None, 200),
    ("GET", "/api/v1/search?q=16B1a&limit=3", None, 200),
    ("GET", "/api/v1/search?q=Laws%2016B1a%20and%201b%2C%20Law%2065B3&limit=3", None, 200),
    ("GET", "/api/v1/search?q=dumy", None, 200),
    ("GET", "/api/v1/search?q=revoke&lang=en&kind=commentary&offset=1&limit=2", None, 200),
    ("GET", "/api/v1/search?q=claim&doc=laws-2017-everyday-en&law=79", None, 200),
    ("GET", "/api/v1/search", None, 200),
    ("GET", "/api/v1/search?q=dummy&limit=1000", None, 400),
    ("GET", "/api/v1/search?q=dummy&doc=nope", None, 400),
    ("POST", "/api/v1/search", None, 405),
    ("GET", "/api/v1/resolve?cite=Law%2016B1(a)", None, 200),
    ("GET", "/api/v1/resolve?cite=16C", None, 200),
    ("GET", "/api/v1/resolve?cite=Laws%2061%20to%2064", None, 200),
    ("GET", "/api/v1/resolve?cite=hello", None, 200),
    ("GET", "/api/v1/resolve?cite=see%20C&doc=laws-2007-en&source=16B1a", None, 200),
    ("GET", "/api/v1/resolve", None, 400),
    ("GET", "/api/v1/resolve?cite=16C&doc=nope", None, 400),
    ("POST", "/api/v1/resolve", None, 405),
    ("GET", "/api/v1/xrefs", None, 200),
    ("GET", "/api/v1/xrefs?doc=laws-2017-nl", None, 200),
    ("GET", "/api/v1/xrefs?doc=nope", None, 400),
    ("POST", "/api/v1/xrefs", None, 405),
    ("POST", "/api/v1/linkify", {"text": "See Law 16B1(a) and Laws 61 to 64.\nAlso artikel 16C."}, 200),
    ("POST", "/api/v1/linkify", {"html": "<p>Law 16B <a href='/x'>Law 12</a></p>", "doc": "laws-2007-en"},
     200),
    ("POST", "/api/v1/linkify", {"text": "see C", "doc": "laws-2007-en", "source": "16B1a"}, 200),
    ("POST", "/api/v1/linkify", {"texts": ["See Law 16B1(a),", "then C2 below."], "lang": "en"}, 200),
    ("POST", "/api/v1/linkify", {"html": "<xmp>Law 12</xmp><p onclick='x()'>Law 16B</p>", "lang": "nl"}, 200),
    ("GET", "/api/v1/resolve?cite=Law%2016B1(a)&lang=nl", None, 200),
    ("POST", "/api/v1/linkify", {}, 400),
    ("POST", "/api/v1/linkify", (b"<cite>Law 16</cite>", "application/xml"), 415),
    ("POST", "/api/v1/linkify", {"text": "Law 16 " * 40000}, 413),
    ("POST", "/api/v1/linkify", {"text": "a" * (1024 * 1024)}, 413),
    ("GET", "/api/v1/linkify", None, 405),
    ("GET", "/api/v1/compare/16", None, 200),
    ("GET", "/api/v1/compare/45", None, 200),
    ("GET", "/api/v1/compare/16?docs=laws-2007-en,laws-2017-nl", None, 200),
    ("GET", "/api/v1/compare/16?docs=laws-2007-en,nope", None, 400),
    ("GET", "/api/v1/compare/94", None, 404),
    ("POST", "/api/v1/compare/16", None, 405),
    ("GET", "/api/v1/openapi.json", None, 200),
    ("POST", "/api/v1/openapi.json", None, 405),
]
# fmt: on


@pytest.fixture(scope="module")
def spec() -> dict[str, Any]:
    return json.loads(SPEC_FILE.read_text(encoding="utf-8"))


def _template(path: str) -> str:
    """``/a/{doc}/{id}`` and ``/a/<doc>/<path:pid>`` both become ``/a/{}/{}``."""
    return re.sub(r"\{[^}]+\}|<[^>]+>", "{}", path)


def _operation(spec: dict[str, Any], method: str, url: str) -> tuple[str, dict[str, Any]]:
    """The described path and operation that answer ``url``."""
    path = url.split("?", 1)[0]
    for template, item in spec["paths"].items():
        pattern = re.escape(template)
        pattern = pattern.replace(r"\{id\}", ".+")
        pattern = re.sub(r"\\\{\w+\\\}", "[^/]+", pattern)
        if re.fullmatch(pattern, path):
            return template, item.get(method.lower(), {})
    raise AssertionError(f"{url} matches no described path")


def _schema(spec: dict[str, Any], response: dict[str, Any]) -> dict[str, Any]:
    """A response's JSON schema, with the spec's components reachable from its ``$ref``s."""
    if "$ref" in response:
        response = spec["components"]["responses"][response["$ref"].rsplit("/", 1)[1]]
    schema = response["content"]["application/json"]["schema"]
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "components": spec["components"],
    } | schema


def test_spec_is_valid_openapi_3_1(spec: dict[str, Any]) -> None:
    assert spec["openapi"].startswith("3.1")
    validate(spec)


def test_every_schema_in_the_spec_is_valid_json_schema(spec: dict[str, Any]) -> None:
    for schema in spec["components"]["schemas"].values():
        Draft202012Validator.check_schema(schema)


def test_served_description_is_the_file(client: FlaskClient, spec: dict[str, Any]) -> None:
    response = client.get("/api/v1/openapi.json")
    assert response.status_code == 200
    assert response.get_json() == spec


def test_every_api_route_is_described_with_its_methods(app: Flask, spec: dict[str, Any]) -> None:
    routes: dict[str, set[str]] = {}
    for rule in app.url_map.iter_rules():
        if rule.rule.startswith("/api/v1"):
            methods = {m.lower() for m in rule.methods or ()} - {"head", "options"}
            routes.setdefault(_template(rule.rule), set()).update(methods)
    described = {_template(path): {m for m in item if m in METHODS} for path, item in spec["paths"].items()}
    assert described == routes


def test_every_operation_names_its_errors_with_the_error_schema(spec: dict[str, Any]) -> None:
    for path, item in spec["paths"].items():
        for method, operation in item.items():
            statuses = operation["responses"]
            assert "405" in statuses, (method, path)
            for status, response in statuses.items():
                if status.startswith(("4", "5")):
                    schema = _schema(spec, response)
                    assert schema["$ref"] == "#/components/schemas/Error", (method, path, status)


def test_every_described_response_has_a_real_example(spec: dict[str, Any]) -> None:
    """The contract test below exercises each (path, method, status) the spec names."""
    exercised = set()
    for method, url, _, status in EXAMPLES:
        path, _ = _operation(spec, method, url)
        # a 405 is described on the methods the path does offer
        methods = [m for m in spec["paths"][path] if m in METHODS] if status == 405 else [method.lower()]
        exercised.update((path, m, str(status)) for m in methods)
    described = {
        (path, method, status)
        for path, item in spec["paths"].items()
        for method, operation in item.items()
        if method in METHODS
        for status in operation["responses"]
    }
    assert described - exercised == set()


@pytest.mark.parametrize(
    ("method", "url", "body", "status"), EXAMPLES, ids=[f"{m} {u[:60]} {s}" for m, u, _, s in EXAMPLES]
)
def test_real_responses_match_their_schemas(
    client: FlaskClient, spec: dict[str, Any], method: str, url: str, body: Any, status: int
) -> None:
    path, operation = _operation(spec, method, url)
    if isinstance(body, tuple):  # a body that is not JSON, and its type
        response = client.open(url, method=method, data=body[0], content_type=body[1])
    else:
        response = client.open(url, method=method, json=body)
    assert response.status_code == status, response.get_data(as_text=True)[:300]
    assert response.mimetype == "application/json"
    described = operation.get("responses", {}).get(str(status))
    if described is None:  # a method the path does not offer: the shared 405
        described = spec["components"]["responses"]["MethodNotAllowed"]
    schema = _schema(spec, described)
    errors = sorted(Draft202012Validator(schema).iter_errors(response.get_json()), key=str)
    assert not errors, "\n".join(f"{list(e.absolute_path)}: {e.message}" for e in errors[:5])
    if status == 405:
        assert method not in response.headers["Allow"].split(", ")
