"""The project installs with pip: a wheel holds the service, its corpus and the Markdown entry point."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_wheel_holds_code_corpus_templates_and_the_markdown_extension(tmp_path: Path) -> None:
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            str(ROOT),
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(tmp_path),
        ],
        check=True,
        cwd=tmp_path,
    )
    (wheel,) = tmp_path.glob("bridge_laws-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    manifest_files = {f"corpus/{p.name}" for p in (ROOT / "corpus").glob("*.txt")}
    assert {"app.py", "indexer/cite/__init__.py", "api/markdown_links.py", "corpus/manifest.toml"} <= names
    assert manifest_files <= names
    assert {"templates/base.html", "static/linker.js", "corpus/data/citations.toml"} <= names
    assert not any(n.startswith("tests/") for n in names)
    entry_points = zipfile.ZipFile(wheel).read(next(n for n in names if n.endswith("entry_points.txt")))
    assert b"bridge_laws = api.markdown_links:BridgeLawsExtension" in entry_points
