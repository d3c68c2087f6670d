"""The bundled corpus copied with one more document, for tests of what a new text does."""

from __future__ import annotations

import shutil
from pathlib import Path

CORPUS = Path(__file__).resolve().parent.parent / "corpus"


def corpus_with(root: Path, file_name: str, text: str, **entry: str) -> Path:
    """A copy of the corpus under ``root`` with ``text`` saved as ``file_name`` and listed in
    the manifest with ``entry``'s fields (id, title, kind, language...)."""
    corpus = root / "corpus"
    shutil.copytree(CORPUS, corpus)
    (corpus / file_name).write_text(text, encoding="utf-8")
    fields = "".join(f'{key} = "{value}"\n' for key, value in {**entry, "source_file": file_name}.items())
    with (corpus / "manifest.toml").open("a", encoding="utf-8") as manifest:
        manifest.write(f"\n[[document]]\n{fields}")
    return corpus
