"""The Flask application factory and the command line (``flask --app app build``)."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import click
from flask import Flask
from flask.cli import with_appcontext

from api import caching
from api import documents
from api import errors
from api import limits
from api import pages
from api.corpus import CorpusStore
from api.headers import WithHeaders
from indexer import artifact
from indexer import build as builder
from indexer import checktext
from indexer.models import SourceError

ROOT = Path(__file__).resolve().parent

#: every default in one place; override with FLASK_<NAME> in the environment or test_config
DEFAULTS: dict[str, Any] = {
    "CORPUS_DIR": str(ROOT / "corpus"),
    "ARTIFACTS_DIR": str(ROOT / "artifacts"),
    "MAX_CONTENT_LENGTH": 1024 * 1024,
    #: answer with an X-Served-By header naming the worker's pid (tests of a multi-worker server)
    "SERVED_BY_HEADER": False,
}


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    """Build the app: config, the artifact store, the blueprints, headers and the CLI."""
    app = Flask(__name__, template_folder="templates", static_folder="static")
    app.config.update(DEFAULTS)
    app.config.from_prefixed_env()
    if test_config:
        app.config.update(test_config)
    app.json.sort_keys = False  # type: ignore[attr-defined]
    app.extensions["corpus"] = CorpusStore(Path(app.config["ARTIFACTS_DIR"]))
    errors.init_app(app)
    caching.init_app(app)
    limits.init_app(app)
    for blueprint in (documents.bp, pages.bp):
        app.register_blueprint(blueprint)
    _register_areas(app)
    # around everything the app answers, whichever hook made the answer (see api/headers.py)
    app.wsgi_app = WithHeaders(app.wsgi_app)  # type: ignore[method-assign]
    for command in (build_command, cite_command, check_text_command, rollback_command):
        app.cli.add_command(command)
    return app


def _register_areas(app: Flask) -> None:
    """Blueprints of the API's other areas."""
    from api import citations
    from api import compare
    from api import openapi
    from api import search

    for module in (search, citations, compare, openapi):
        app.register_blueprint(module.bp)


@click.command("build")
@with_appcontext
@click.option("--corpus", "corpus_dir", default=None, help="Corpus folder (default: corpus/).")
@click.option("--artifacts", "artifacts_dir", default=None, help="Artifacts folder (default: artifacts/).")
@click.option(
    "--accept-shrink", is_flag=True, help="Serve the result even if it holds much less than the served build."
)
def build_command(corpus_dir: str | None, artifacts_dir: str | None, accept_shrink: bool) -> None:
    """Build the corpus into a new artifact and switch it in; on failure keep the old one."""
    from flask import current_app

    corpus = Path(corpus_dir or current_app.config["CORPUS_DIR"])
    artifacts = Path(artifacts_dir or current_app.config["ARTIFACTS_DIR"])
    started = time.perf_counter()
    try:
        generation = builder.build(corpus, artifacts, accept_shrink=accept_shrink)
    except (SourceError, builder.BuildRefused, artifact.Busy) as exc:
        click.echo(f"build failed: {exc}", err=True)
        click.echo("the previous artifact (if any) is still being served", err=True)
        sys.exit(1)
    for line in checktext.build_report(generation):
        click.echo(line)
    click.echo(f"built {generation.name} in {time.perf_counter() - started:.2f} s -> {artifacts / 'current'}")


@click.command("cite")
@with_appcontext
@click.argument("text")
@click.option("--doc", default=None, help="Document whose numbering relative citations are read in.")
@click.option("--base-url", default="http://127.0.0.1:8000", show_default=True, help="Where the links point.")
@click.option("--json", "as_json", is_flag=True, help="Print the API's citation objects as JSON.")
def cite_command(text: str, doc: str | None, base_url: str, as_json: bool) -> None:
    """Print each citation of the Laws in TEXT ("-": standard input) with its URL, one a line."""
    import json

    from flask import current_app

    from api.linkify_client import LinkifyError
    from api.linkify_client import LocalSource
    from api.linkify_client import absolute
    from api.linkify_client import best_target

    source = LocalSource(base_url, app=current_app)
    try:
        citations = source.linkify(sys.stdin.read() if text == "-" else text, doc)["citations"]
    except LinkifyError as exc:
        raise click.ClickException(str(exc)) from None
    for citation in citations:
        if as_json:
            target = best_target(citation)
            url = absolute(source, target["url"]) if target else None
            click.echo(json.dumps(citation | {"url": url}, ensure_ascii=False))
            continue
        for target in citation["targets"]:  # a list ("Laws 62A and 79A2") names several
            missing = "" if target.get("exists") else "\t(not in this corpus)"
            click.echo(f"{citation['raw']}\t{target['id']}\t{absolute(source, target['url'])}{missing}")


@click.command("check-text")
@with_appcontext
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--kind", required=True, type=click.Choice(checktext.KINDS), help="What kind of text it is.")
@click.option("--language", required=True, help="Its language code, e.g. en or nl.")
@click.option("--edition", default=None, help="The code of the Laws it follows, e.g. 2017 (not for notes).")
@click.option(
    "--format", "fmt", default=None, help="text, markdown or html (default: by the file's extension)."
)
@click.option("--encoding", default=None, help="Its encoding, if not UTF-8 (e.g. cp1252).")
@click.option("--corpus", "corpus_dir", default=None, help="Corpus folder whose data tables to use.")
def check_text_command(
    file: Path,
    kind: str,
    language: str,
    edition: str | None,
    fmt: str | None,
    encoding: str | None,
    corpus_dir: str | None,
) -> None:
    """Show how a text would be read (provisions, how each id was found, warnings); builds nothing."""
    from flask import current_app

    corpus = Path(corpus_dir or current_app.config["CORPUS_DIR"])
    try:
        lines = checktext.check_text(
            file, corpus, kind=kind, language=language, edition=edition, fmt=fmt, encoding=encoding
        )
    except SourceError as exc:
        click.echo(f"check-text failed: {exc}", err=True)
        sys.exit(1)
    for line in lines:
        click.echo(line)


@click.command("rollback")
@with_appcontext
@click.option("--artifacts", "artifacts_dir", default=None, help="Artifacts folder (default: artifacts/).")
def rollback_command(artifacts_dir: str | None) -> None:
    """Serve the previous generation again (a second rollback undoes the first)."""
    from flask import current_app

    artifacts = Path(artifacts_dir or current_app.config["ARTIFACTS_DIR"])
    try:
        left, now = artifact.rollback(artifacts, builder.GRACE_SECONDS)
    except artifact.ArtifactError as exc:
        click.echo(f"rollback failed: {exc}", err=True)
        sys.exit(1)
    click.echo(f"rolled back: serving {now.name} again; {left.name} is kept as the previous generation")
