"""linkify's work and answer are bounded by what a request carries: links (each item of a list,
each law of a range) are counted, a list longer than a person writes is refused before it is
read, the answer is at most a few times the request, and the answer's JSON is made within the
request's time."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from api.citations import ANSWER_RATIO
from api.citations import MAX_LIST_ITEMS
from api.list_runs import longest_list
from indexer.cite.patterns import CitationWords

ROOT = Path(__file__).resolve().parent.parent


def linkify(client: FlaskClient, **body: Any) -> tuple[int, dict[str, Any]]:
    response = client.post("/api/v1/linkify", json=body)
    return response.status_code, response.get_json()


def sections(n: int) -> str:
    """A list of ``n`` items, "of Law 16" the last ("of" joins a Dutch list)."""
    return "sections " + ", ".join("ABCDEFG"[i % 7] for i in range(n - 1)) + " of Law 16"


@pytest.fixture
def words(app: Flask) -> CitationWords:
    from api.corpus import current_corpus

    with app.app_context():
        return current_corpus().linking_words


def test_each_item_of_one_list_counts_toward_the_link_cap(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("api.citations.MAX_LINKS", 20)
    laws = ", ".join(str(n) for n in range(1, 31))
    status, answer = linkify(client, text=f"Laws {laws}.")
    assert status == 413 and answer["error"]["code"] == "too_many_citations"
    assert answer["error"]["limit"] == 20 and "each item of a list" in answer["error"]["message"]
    status, answer = linkify(client, text="Laws 1, 2, 3 and 4.")
    assert status == 200 and len(answer["citations"][0]["links"]) == 4


def test_each_law_a_range_names_counts_toward_the_link_cap(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("api.citations.MAX_LINKS", 20)
    status, answer = linkify(client, text="Laws 61 to 64. " * 6)  # 6 citations, 24 laws
    assert status == 413 and answer["error"]["code"] == "too_many_citations"
    status, answer = linkify(client, text="Laws 61 to 64. " * 4)
    assert status == 200 and sum(len(c["targets"]) for c in answer["citations"]) >= 16


def test_a_list_longer_than_the_cap_is_refused_saying_where_and_what_limit(client: FlaskClient) -> None:
    status, answer = linkify(client, text="As the Laws say. " + sections(MAX_LIST_ITEMS + 1))
    assert status == 413
    assert answer["error"]["code"] == "list_too_long" and answer["error"]["limit"] == MAX_LIST_ITEMS
    assert f"at most {MAX_LIST_ITEMS} items" in answer["error"]["message"]
    assert f"this one has {MAX_LIST_ITEMS + 1} " in answer["error"]["message"]
    assert "'A, B, C, D" in answer["error"]["message"]
    status, answer = linkify(client, text=sections(MAX_LIST_ITEMS))
    assert status == 200 and answer["citations"]


@pytest.mark.parametrize(
    "body",
    [
        {"texts": ["See " + sections(5000)]},
        {"html": "<p>Laws " + ", ".join(str(n % 93 + 1) for n in range(400)) + "</p>"},
        {"text": "Laws " + ", ".join(f"{n % 93 + 1}A{n % 3 + 1}" for n in range(400))},
        {"text": "Law 69B or Law 71 or " * 300},
    ],
)
def test_every_kind_of_input_is_refused_a_long_list(client: FlaskClient, body: dict[str, Any]) -> None:
    status, answer = linkify(client, **body)
    assert status == 413 and answer["error"]["code"] == "list_too_long"


@pytest.mark.parametrize(
    ("text", "items"),
    [
        ("Laws 4, 12C2 and 91", 3),
        ("Laws 75B1, B2, and B3", 3),
        ("artikelen 16 en/of 73 en 74", 3),
        ("Law 69B or Law 71 or Law 72", 3),
        ("Laws 45C4(a)/(b) and 12-C-1-b, 16B1(a)", 4),
        (sections(80), 80),
        ("Laws " + ",".join(str(n) for n in range(1, 94)), 93),
    ],
)
def test_a_list_is_counted_item_by_item(words: CitationWords, text: str, items: int) -> None:
    run = longest_list("See " + text + ".", words, 2)
    assert run is not None and run.items == items


def test_no_list_of_the_corpus_comes_near_the_cap(words: CitationWords) -> None:
    prose = "\n".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "corpus").glob("*.txt")))
    assert longest_list(prose, words, 10) is None


@pytest.mark.parametrize(
    "text",
    ["I and a dog, a cat and a bird", "On boards 110, 120 and 140 and 170, 180", "a b c d e f g h i j k"],
)
def test_words_and_scores_are_no_list(words: CitationWords, text: str) -> None:
    assert longest_list(text * 20, words, 3) is None


def test_the_answer_is_at_most_a_few_times_the_request(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    body = json.dumps({"text": "Laws 16, 73 and 74. " * 40})
    response = client.post("/api/v1/linkify", data=body, content_type="application/json")
    assert response.status_code == 200 and len(response.get_data()) > ANSWER_RATIO * len(body)  # the floor
    monkeypatch.setattr("api.citations.ANSWER_FLOOR", 1024)
    response = client.post("/api/v1/linkify", data=body, content_type="application/json")
    assert response.status_code == 413
    error = response.get_json()["error"]
    assert error["code"] == "answer_too_large" and error["limit"] == ANSWER_RATIO * len(body)


def test_the_answers_json_is_made_within_the_requests_time(
    client: FlaskClient, app: Flask, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The answer's JSON counts toward the budget: a slow serialisation ends in the 413, not in
    an answer sent late."""
    monkeypatch.setattr("api.citations.TIME_BUDGET", 0.3)
    made = app.json.response

    def slow(*args: Any, **kwargs: Any) -> Any:
        time.sleep(0.6)
        return made(*args, **kwargs)

    monkeypatch.setattr(app.json, "response", slow)
    status, answer = linkify(client, text="See Law 16B1(a).")
    assert status == 413 and answer["error"]["code"] == "too_much_work"
