"""gunicorn's sync worker with deadlines for reading a request (``gunicorn.conf.py`` uses it).

A sync worker serves one connection at a time and, as gunicorn ships it, waits as long as a
client likes for the request: two connections that send nothing (or a header line now and
then, or half a body) held both workers until gunicorn killed them at its timeout, and every
other client waited. Here the request line and headers must arrive within
:data:`HEAD_SECONDS` of the connection, and the body within :data:`BODY_SECONDS` of that;
a client slower than that gets the API's JSON 408 and the worker moves on. (Many slow clients
at once still need a buffering proxy in front, as gunicorn's documentation says of sync workers.)
While it loads a new generation of the artifact, the worker keeps reporting to gunicorn
(``api.heartbeat``).
"""

from __future__ import annotations

import contextlib
import os
import socket
import time
from typing import Any

from gunicorn import util
from gunicorn.workers.sync import SyncWorker

from api import heartbeat
from api.errors import SlowRequest

#: seconds from the connection to the end of the request's headers
HEAD_SECONDS = float(os.environ.get("GUNICORN_HEAD_SECONDS", "2"))
#: seconds from the end of the headers to the end of the body
BODY_SECONDS = float(os.environ.get("GUNICORN_BODY_SECONDS", "5"))


class DeadlineSocket:
    """A client socket whose reads fail with :class:`SlowRequest` once the deadline has passed
    (each read waits at most the time left); everything else is the socket's own."""

    def __init__(self, sock: socket.socket, seconds: float) -> None:
        self._sock = sock
        self.deadline: float | None = time.monotonic() + seconds
        #: the client was too slow: nothing more is read from it (closing does not wait on it)
        self.expired = False

    def extend(self, seconds: float) -> None:
        if self.deadline is not None:
            self.deadline = time.monotonic() + seconds

    def stop(self) -> None:
        """The request has been read: reads are the socket's own again (closing drains it)."""
        self.deadline = None

    def recv(self, size: int, *flags: int) -> bytes:
        if self.expired:
            return b""
        if self.deadline is None:
            return self._sock.recv(size, *flags)
        left = self.deadline - time.monotonic()
        try:
            if left <= 0:
                raise TimeoutError
            self._sock.settimeout(left)
            return self._sock.recv(size, *flags)
        except TimeoutError:
            self.stop()
            self.expired = True
            raise SlowRequest() from None
        finally:
            if self.deadline is not None:
                self._sock.settimeout(None)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._sock, name)


class DeadlineWorker(SyncWorker):
    """The sync worker, reading each request against :data:`HEAD_SECONDS` and :data:`BODY_SECONDS`."""

    def init_process(self) -> None:
        heartbeat.report_with(self.notify)  # a generation's load is not a stuck request
        super().init_process()

    def handle(self, listener: Any, client: socket.socket, addr: Any) -> None:
        super().handle(listener, DeadlineSocket(client, HEAD_SECONDS), addr)

    def handle_request(self, listener: Any, req: Any, client: DeadlineSocket, addr: Any) -> None:
        client.extend(BODY_SECONDS)  # the headers are in: the body has its own time
        try:
            super().handle_request(listener, req, client, addr)
        finally:
            client.stop()

    def handle_error(self, req: Any, client: Any, addr: Any, exc: BaseException) -> None:
        if isinstance(exc, SlowRequest):  # the headers did not arrive in time
            self.log.info("request from %s not read within %g s: 408", addr, HEAD_SECONDS)
            with contextlib.suppress(OSError):  # the client may be gone
                util.write_error(client, 408, "Request Timeout", SlowRequest.message)
            return
        super().handle_error(req, client, addr, exc)
