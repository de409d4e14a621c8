"""Request rules for worldreward's local HTTP servers: trust no client, answer every error in JSON.

CONTRACT: framework-free checks that the review page (`worldreward.reviewui`, stdlib
``http.server``) applies to every request and that ``reward serve`` applies the same way (in a
FastAPI/Starlette middleware: ``check_host(request.headers.get("host"), allowed)``, then
``check_origin``, ``content_length`` and ``parse_body`` on the body; a `RequestError` becomes
``JSONResponse(e.body(), status_code=e.status)``).

- **Host**: the ``Host`` header must name the bound address (``127.0.0.1:PORT``; for a loopback
  bind also ``localhost:PORT``); anything else is refused with 403. A DNS-rebinding page reaches
  the server under its own name, so its requests carry a foreign Host and never see the token,
  the queue or the API. A request without ``Host`` is refused too (400).
- **Origin**: when present it must be ``http://`` + an allowed host (403 otherwise).
- **Body**: ``Content-Length`` is required for a body and bounded (`RequestLimits.max_body_bytes`,
  411 / 413), it is read within an overall deadline (``body_deadline_s``, 408 on a slow body),
  and parsed by `worldreward.limits.parse_json` with a small nesting bound (``max_depth``, 400).
- **Sockets**: every read waits at most ``socket_timeout_s``; at most ``max_connections``
  requests are served at once (503 + ``Retry-After`` beyond).
- **Errors**: `RequestError` carries the status; `error_body` is the JSON answer
  ``{"error": "...", "status": N}``. Internal failures answer 500 without details.
"""

from __future__ import annotations

import json
import time
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any, BinaryIO

from .errors import WorldRewardError
from .limits import InputLimits, parse_json

_LOOPBACK = ("127.0.0.1", "::1", "localhost")


@dataclass(frozen=True)
class RequestLimits:
    """Bounds on one HTTP request (see module docstring)."""

    max_body_bytes: int = 64 * 1024
    max_depth: int = 16
    socket_timeout_s: float = 10.0
    body_deadline_s: float = 20.0
    max_connections: int = 32


class RequestError(WorldRewardError):
    """A refused request: ``status`` is the HTTP status to answer with (400 unless given)."""

    def __init__(self, where: str, problem: str, status: int = 400) -> None:
        super().__init__(where, problem)
        self.status = int(status)

    def body(self) -> dict[str, Any]:
        return {"error": str(self), "status": self.status}


def error_body(status: int, message: str) -> bytes:
    """The JSON bytes every error answer carries."""
    return json.dumps({"error": message, "status": int(status)}).encode("utf-8")


def allowed_hosts(host: str, port: int) -> frozenset[str]:
    """``Host`` header values that name a server bound to ``host:port`` (lower case)."""
    names = {host.lower()}
    if host in _LOOPBACK:
        names |= {"127.0.0.1", "localhost"} if host != "::1" else {"::1", "localhost"}
    out = set()
    for name in names:
        shown = f"[{name}]" if ":" in name else name
        out.add(f"{shown}:{port}")
        if port == 80:
            out.add(shown)
    return frozenset(out)


def check_host(header: str | None, allowed: Collection[str]) -> None:
    """Refuse a request whose ``Host`` is missing (400) or not one of ``allowed`` (403)."""
    if not header:
        raise RequestError("request", "missing Host header", 400)
    if header.strip().lower() not in allowed:
        raise RequestError("request", f"Host {header[:100]!r} is not this server's address "
                                      "(refused: DNS rebinding guard)", 403)


def check_origin(header: str | None, allowed: Collection[str]) -> None:
    """Refuse a request whose ``Origin`` (when present) is not ``http://`` + an allowed host."""
    if header is None:
        return
    value = header.strip().lower()
    if not value.startswith("http://") or value[len("http://"):] not in allowed:
        raise RequestError("request", f"Origin {header[:100]!r} is not this server (refused)", 403)


def content_length(header: str | None, limits: RequestLimits) -> int:
    """The body size a request announces: required (411), an integer (400), at most the limit (413)."""
    if header is None:
        raise RequestError("request", "a body needs a Content-Length header", 411)
    try:
        length = int(header.strip())
    except ValueError:
        raise RequestError("request", f"Content-Length {header[:40]!r} is not a number", 400) from None
    if length < 0:
        raise RequestError("request", "Content-Length is negative", 400)
    if length > limits.max_body_bytes:
        raise RequestError("request", f"body is {length} bytes, above the limit of {limits.max_body_bytes}", 413)
    return length


def read_body(stream: BinaryIO, length: int, limits: RequestLimits) -> bytes:
    """Read exactly ``length`` bytes within ``body_deadline_s`` (408 when the client is too slow or
    stops early; each read also waits at most the socket timeout)."""
    deadline = time.monotonic() + limits.body_deadline_s
    chunks: list[bytes] = []
    got = 0
    while got < length:
        if time.monotonic() > deadline:
            raise RequestError("request", f"body not received within {limits.body_deadline_s:g} s", 408)
        try:
            chunk = stream.read1(min(length - got, 16384)) if hasattr(stream, "read1") else \
                stream.read(min(length - got, 16384))
        except TimeoutError:
            raise RequestError("request", "timed out reading the body", 408) from None
        if not chunk:
            raise RequestError("request", f"body ended after {got} of {length} bytes", 400)
        chunks.append(chunk)
        got += len(chunk)
    return b"".join(chunks)


def parse_body(raw: bytes, limits: RequestLimits) -> Any:
    """The JSON value of a request body (UTF-8, bounded size and depth); problems are 400."""
    bounds = InputLimits(max_line_bytes=limits.max_body_bytes, max_depth=limits.max_depth)
    return parse_json(raw, "request body", limits=bounds, error=RequestError)


__all__ = [
    "RequestError",
    "RequestLimits",
    "allowed_hosts",
    "check_host",
    "check_origin",
    "content_length",
    "error_body",
    "parse_body",
    "read_body",
]
