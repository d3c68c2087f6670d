"""Running the project's commands as a user does, for the tests that read their output."""

from __future__ import annotations

from pathlib import Path

from flask import Flask

from app import create_app

CORPUS = Path(__file__).resolve().parent.parent / "corpus"


def check_text(tmp_path: Path, name: str, text: str, language: str, kind: str = "commentary") -> list[str]:
    """The lines ``flask check-text`` prints for ``text`` saved as ``name`` (it must succeed)."""
    source = tmp_path / name
    source.write_text(text, encoding="utf-8")
    app: Flask = create_app({"CORPUS_DIR": str(CORPUS), "ARTIFACTS_DIR": str(tmp_path / "artifacts")})
    args = ["check-text", str(source), "--kind", kind, "--language", language]
    result = app.test_cli_runner().invoke(args=args)
    assert result.exit_code == 0, result.output
    return result.output.splitlines()
