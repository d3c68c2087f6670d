# Quick start: `make run` (set up, build, serve) and `make test` (set up, build, every test).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
RUN_STAMP := $(VENV)/.installed-run
DEV_STAMP := $(VENV)/.installed-dev
HOST ?= 127.0.0.1
PORT ?= 8000
WORKERS ?= 2
# Python writes its bytecode caches even where the environment turns them off
# (PYTHONDONTWRITEBYTECODE=1): the build, the linters, the test processes and the servers they
# start then compile each module once between them, not each on its own (3 s of every test
# process's start); the caches go to __pycache__/, which git ignores
export PYTHONDONTWRITEBYTECODE :=

.PHONY: run test build lint bench eval layouts soak soak-sources clean

# pip comes from the interpreter's own pip, straight at its newest: ensurepip's bundled copy and
# then its upgrade took 10 s of a fresh `make test`, this 2 s; without a pip, ensurepip it is
$(BIN)/python:
	$(PYTHON) -m venv --without-pip $(VENV)
	$(PYTHON) -m pip --python $(BIN)/python install --quiet --disable-pip-version-check --upgrade pip \
		|| { $(BIN)/python -m ensurepip --default-pip && $(BIN)/pip install --quiet --upgrade pip; }

# the service alone (make run, make build)
$(RUN_STAMP): requirements.txt | $(BIN)/python
	$(BIN)/pip install --quiet --disable-pip-version-check -r requirements.txt
	touch $@

# the service and what its tests need (make test); pip compiles no module: those the tests import
# are compiled as they are first imported (above), the rest (mypy's, playwright's) never are
$(DEV_STAMP): requirements.txt requirements-dev.txt | $(BIN)/python
	$(BIN)/pip install --quiet --disable-pip-version-check --no-compile -r requirements-dev.txt
	touch $@ $(RUN_STAMP)

build: $(RUN_STAMP)
	$(BIN)/flask --app app build

run: build
	@echo "Serving the Laws at http://$(HOST):$(PORT)/  (try http://$(HOST):$(PORT)/search?q=lead+out+of+turn)"
	$(BIN)/gunicorn --config gunicorn.conf.py --no-control-socket --workers $(WORKERS) --bind $(HOST):$(PORT) "app:create_app()"

# lint (ruff, mypy) beside the build, a core each, their output kept apart; then two test
# processes, the machine's two cores (pytest-xdist): the one that runs out of tests takes half of
# the other's (worksteal), the slow modules going first (tests/conftest.py)
test: $(DEV_STAMP)
	$(MAKE) --no-print-directory -j 2 --output-sync=target lint build
	$(BIN)/pytest -q -n 2 --dist worksteal

lint: $(DEV_STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy

bench: $(DEV_STAMP) build
	$(BIN)/python scripts/bench_build.py
	$(BIN)/python scripts/bench_search.py
	$(BIN)/python scripts/bench_serving.py

eval: $(DEV_STAMP) build
	$(BIN)/python scripts/eval_search.py
	$(BIN)/python scripts/eval_search.py --queries tests/data/queries_heldout.toml
	$(BIN)/python scripts/eval_citations.py
	$(BIN)/python scripts/report_corpus.py

# every layout of tests/layouts.py on every bundled text and the whole code: ids read back
layouts: $(DEV_STAMP)
	$(BIN)/python -m tests.layouts

# a longer run of the server under rebuilds, hostile requests and a big linkify (a few minutes)
soak: $(DEV_STAMP) build
	$(BIN)/python scripts/soak.py

# hostile and broken sources against every reader (SCALE=0.1 for a quick look)
soak-sources: $(DEV_STAMP)
	$(BIN)/python scripts/soak_sources.py --scale $(or $(SCALE),1)

clean:
	rm -rf artifacts test-artifacts
