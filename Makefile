# Quick start: `make run` (set up, build, serve) and `make test` (set up, build, every test).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
HOST ?= 127.0.0.1
PORT ?= 8000
WORKERS ?= 2

.PHONY: run test build lint bench eval clean

$(STAMP): requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -r requirements.txt
	touch $(STAMP)

build: $(STAMP)
	$(BIN)/flask --app app build

run: build
	@echo "Serving the Laws at http://$(HOST):$(PORT)/  (try http://$(HOST):$(PORT)/search?q=lead+out+of+turn)"
	$(BIN)/gunicorn --workers $(WORKERS) --bind $(HOST):$(PORT) "app:create_app()"

test: build
	$(BIN)/ruff check .
	$(BIN)/pytest -q

lint: $(STAMP)
	$(BIN)/ruff check .

bench: build
	$(BIN)/python scripts/bench_build.py
	$(BIN)/python scripts/bench_search.py
	$(BIN)/python scripts/bench_serving.py

eval: build
	$(BIN)/python scripts/eval_search.py
	$(BIN)/python scripts/eval_search.py --queries tests/data/queries_heldout.toml
	$(BIN)/python scripts/eval_citations.py
	$(BIN)/python scripts/report_corpus.py

clean:
	rm -rf artifacts test-artifacts
