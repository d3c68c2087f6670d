"""A real gunicorn serving the app, for the serving tests and ``scripts/soak.py``.

It binds port 0 (the kernel picks a free port and gunicorn holds it from the start: no port
found free and then lost to another process) and says which port in its log; the workers'
pids come from the log too, and each answer names its worker (``X-Served-By``), so a test can
tell which workers answered. Everything waits by polling against a deadline.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GUNICORN = Path(sys.executable).parent / "gunicorn"
_LISTENING = re.compile(r"Listening at: http://127\.0\.0\.1:(\d+)")
_WORKER = re.compile(r"Booting worker with pid: (\d+)")


@dataclass
class Server:
    url: str
    process: subprocess.Popen[bytes]
    log: Path

    def workers(self) -> set[int]:
        """The pids of the workers gunicorn has booted that are alive (one replaced after a timeout
        is gone, its successor counts)."""
        booted = {int(pid) for pid in _WORKER.findall(self.log.read_text(errors="replace"))}
        return {pid for pid in booted if _alive(pid)}

    def log_tail(self) -> str:
        return self.log.read_text(errors="replace")[-3000:]


def wait_for(condition: object, deadline: float, what: str, poll: float = 0.05) -> None:
    """Poll ``condition()`` until it is true, or fail saying ``what`` was awaited."""
    assert callable(condition)
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError(f"gave up waiting for {what}")
        time.sleep(poll)


@contextmanager
def gunicorn(artifacts: Path, log: Path, workers: int = 2, start_timeout: float = 30.0) -> Iterator[Server]:
    """gunicorn on 127.0.0.1 with ``gunicorn.conf.py``, serving ``artifacts``; stopped on exit."""
    env = os.environ | {"FLASK_ARTIFACTS_DIR": str(artifacts), "FLASK_SERVED_BY_HEADER": "true"}
    command = [str(GUNICORN), "--config", "gunicorn.conf.py", "--workers", str(workers),
               "--bind", "127.0.0.1:0", "app:create_app()"]  # fmt: skip
    with log.open("wb") as handle:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=handle, stderr=subprocess.STDOUT)
        try:
            deadline = time.monotonic() + start_timeout
            server = Server("", process, log)

            def listening() -> bool:
                if process.poll() is not None:
                    raise RuntimeError("gunicorn exited:\n" + server.log_tail())
                found = _LISTENING.search(log.read_text(errors="replace"))
                if found:
                    server.url = f"http://127.0.0.1:{found.group(1)}"
                return bool(found) and len(server.workers()) >= workers

            wait_for(listening, deadline, "gunicorn to listen and boot its workers")
            wait_for(lambda: _answers(server.url), deadline, "gunicorn's first answer")
            yield server
        finally:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=5)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url + "/api/v1/documents", timeout=5) as response:
            return response.status == 200
    except OSError:
        return False
