"""gunicorn's settings for the service (``make run`` and the tests' servers read this file).

- No request holds a worker for long: a request must be sent within a few seconds
  (``api.worker``: 2 s for the headers, 5 s for the body, else a 408); the app stops linkify's
  work after its own budget (``api.citations.TIME_BUDGET``, 3 s); ``timeout`` replaces a
  worker stuck past 10 s.
- Each server has no control socket: two instances on one machine would otherwise share
  ``$HOME/.gunicorn/gunicorn.ctl``.
- Errors gunicorn answers itself, before the app sees the request (a request line or a
  header too large, a malformed request, a request not sent in time), are the API's JSON error
  ``{"error": {"code", "message"}}`` with the same status and the same security and CORS
  headers (``api.headers``) as the app's own errors.
"""

from __future__ import annotations

import json
import os
import socket

from gunicorn import util

from api.headers import headers_for

bind = os.environ.get("GUNICORN_BIND", "127.0.0.1:8000")
#: the sync worker with deadlines for reading a request: a client that sends nothing, or sends
#: slowly, gets a 408 after a few seconds instead of holding a worker until it is killed
worker_class = "api.worker.DeadlineWorker"
workers = int(os.environ.get("GUNICORN_WORKERS", "2"))
timeout = 10
graceful_timeout = 10
keepalive = 2
control_socket_disable = True
#: gunicorn's own limits (the request line, each header and their number), as it has them
limit_request_line = 4094
limit_request_fields = 100
limit_request_field_size = 8190


def _write_json_error(sock: socket.socket, status_int: int, reason: str, mesg: str) -> None:
    """gunicorn's error answer, as JSON (replaces ``gunicorn.util.write_error``'s HTML)."""
    code = reason.lower().replace(" ", "_") or "error"
    message = {
        414: "the request line (method and URL) is too long; the limit is 4094 bytes",
        431: "a request header is too large, or there are too many; the limit is 8190 bytes each",
    }.get(status_int, mesg or reason)
    body = json.dumps({"error": {"code": code, "message": message}}).encode()
    headers = {"Connection": "close", "Content-Type": "application/json", "Content-Length": str(len(body))}
    lines = [f"HTTP/1.1 {status_int} {reason}"]
    lines += [f"{name}: {value}" for name, value in (headers | headers_for(None)).items()]
    head = "\r\n".join(lines) + "\r\n\r\n"
    util.write_nonblock(sock, head.encode("latin-1") + body)


util.write_error = _write_json_error
