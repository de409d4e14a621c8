"""Human review of escalated labels: a small local web page (stdlib ``http.server`` in a thread).

CONTRACT

- `ReviewServer(queue_path, decisions_path, host="127.0.0.1", port=0)`: ``start()`` → the page URL,
  ``stop()``. One escalated item at a time: keyframe grid, motion maps and close-ups (served from
  the item's evidence folder, file names confined to it), the teacher's reasoning and the
  auditor's findings. A person accepts, flips or ties each axis (``action``, ``appearance``,
  ``motion``); keyboard: ``1/2/3`` or arrows focus an axis, ``a``/``f``/``t`` decide it, ``j``/``k``
  next/previous item, ``Enter`` submits (the shortcuts are listed on the page).
- Decisions are appended to ``decisions_path`` (JSONL, flush + fsync), one line per submit:
  ``{"queue_id", "label_id", "pair_id", "chunk_index", "axes": {axis: "accept|flip|tie"},
  "winners": {axis: "A|B|Tie"}, "teacher": {axis: "A|B|Tie"}, "decided_at"}``; the last line per
  ``queue_id`` wins. A restarted server reads them back and the page opens at the first undecided
  item.
- HTTP API (JSON): ``GET /api/queue``, ``GET /api/item/<index>``, ``POST /api/decision`` (needs the
  ``X-Review-Token`` header the page carries, so other web pages cannot post), ``GET
  /evidence/<index>/<file>.png``.
- Every request passes the rules of `worldreward.httpguard` first: the ``Host`` header must be
  the bound address (DNS-rebinding guard), a foreign ``Origin`` is refused, bodies are bounded in
  size, nesting and time, sockets time out, connections are capped; every error, including
  unknown methods and internal failures, is a JSON answer ``{"error": ..., "status": N}``.

Chunk-level axes of a review (`axis_winners`): action = ``action_control.overall_winner``;
appearance = majority of the ``temporal_consistency`` and ``artifacts_and_structure_integrity``
winners (Tie when equal); motion = the ``dynamic_generation_quality`` winner.
"""

from __future__ import annotations

import contextlib
import json
import re
import secrets
import threading
from collections.abc import Mapping
from datetime import datetime, timezone
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from .errors import ManifestError
from .httpguard import (
    RequestError,
    RequestLimits,
    allowed_hosts,
    check_host,
    check_origin,
    content_length,
    error_body,
    parse_body,
    read_body,
)
from .jsonl import JsonlAppender, read_jsonl

AXES: tuple[str, ...] = ("action", "appearance", "motion")
CHOICES: tuple[str, ...] = ("accept", "flip", "tie")
_FLIP = {"A": "B", "B": "A", "Tie": "Tie"}
_IMAGE_NAME = re.compile(r"^[A-Za-z0-9_.-]{1,100}\.(?:png|jpe?g)$")
_STATIC = {"/": ("review.html", "text/html; charset=utf-8"),
           "/static/review.js": ("review.js", "text/javascript; charset=utf-8")}


def axis_winners(review: Mapping[str, Any]) -> dict[str, str]:
    """The chunk-level winner per axis of a review payload (module docstring)."""
    vq = review["visual_quality"]
    pooled = [vq["temporal_consistency"]["winner"], vq["artifacts_and_structure_integrity"]["winner"]]
    a, b = pooled.count("A"), pooled.count("B")
    return {
        "action": review["action_control"]["overall_winner"],
        "appearance": "A" if a > b else "B" if b > a else "Tie",
        "motion": vq["dynamic_generation_quality"]["winner"],
    }


def apply_choice(teacher: str, choice: str) -> str:
    """The winner after a person's choice: accept keeps it, flip swaps A/B, tie makes it Tie."""
    if choice == "accept":
        return teacher
    if choice == "flip":
        return _FLIP[teacher]
    if choice == "tie":
        return "Tie"
    raise ValueError(f"choice must be one of {', '.join(CHOICES)}, got {choice!r}")


def load_decisions(path: str | Path) -> dict[str, dict[str, Any]]:
    """The latest decision per ``queue_id`` in a decisions file (missing file → empty)."""
    out: dict[str, dict[str, Any]] = {}
    for rec in read_jsonl(path):
        if isinstance(rec.get("queue_id"), str):
            out[rec["queue_id"]] = rec
    return out


class ReviewState:
    """The queue, the decisions so far, and the append-only decisions file."""

    def __init__(self, queue_path: str | Path, decisions_path: str | Path) -> None:
        self.queue_path = Path(queue_path)
        if not self.queue_path.is_file():
            raise ManifestError(str(self.queue_path), "queue file not found (run `worldreward audit` first)")
        self.items = read_jsonl(self.queue_path, strict=True)
        for i, item in enumerate(self.items, start=1):
            if "queue_id" not in item or "review" not in item:
                raise ManifestError(f"{self.queue_path}:{i}", "queue item needs 'queue_id' and 'review'")
        self.decisions_path = Path(decisions_path)
        self.decisions = load_decisions(self.decisions_path)
        self._appender = JsonlAppender(self.decisions_path)
        self._lock = threading.Lock()

    def close(self) -> None:
        self._appender.close()

    def first_undecided(self) -> int:
        for i, item in enumerate(self.items):
            if item["queue_id"] not in self.decisions:
                return i
        return max(0, len(self.items) - 1)

    def summary(self) -> dict[str, Any]:
        with self._lock:
            return {
                "total": len(self.items),
                "decided": sum(1 for it in self.items if it["queue_id"] in self.decisions),
                "first_undecided": self.first_undecided(),
                "items": [{"index": i, "queue_id": it["queue_id"], "pair_id": it.get("pair_id"),
                           "chunk_index": it.get("chunk_index"), "decided": it["queue_id"] in self.decisions}
                          for i, it in enumerate(self.items)],
            }

    def item(self, index: int) -> dict[str, Any]:
        item = self.items[index]
        images = []
        folder = item.get("evidence_dir")
        if folder and Path(folder).is_dir():
            for path in sorted(Path(folder).iterdir()):
                if _IMAGE_NAME.match(path.name) and not path.name.startswith("keyframe_"):
                    images.append({"name": path.stem, "url": f"/evidence/{index}/{path.name}"})
        order = {"grid": 0, "motion": 1, "closeup": 2, "source": 3}
        images.sort(key=lambda im: (order.get(im["name"].split("_")[0], 9), im["name"]))
        with self._lock:
            decision = self.decisions.get(item["queue_id"])
        return {**item, "index": index, "total": len(self.items), "images": images,
                "teacher_axes": axis_winners(item["review"]), "decision": decision}

    def decide(self, queue_id: str, axes: Mapping[str, Any]) -> dict[str, Any]:
        """Validate and durably append one decision; returns the stored record."""
        index = next((i for i, it in enumerate(self.items) if it["queue_id"] == queue_id), None)
        if index is None:
            raise KeyError(f"unknown queue_id {queue_id!r}")
        if set(axes) != set(AXES) or any(axes[a] not in CHOICES for a in AXES):
            raise ValueError(f"axes must give each of {', '.join(AXES)} one of {', '.join(CHOICES)}")
        item = self.items[index]
        teacher = axis_winners(item["review"])
        record = {
            "queue_id": queue_id, "label_id": item.get("label_id", queue_id), "pair_id": item.get("pair_id"),
            "chunk_index": item.get("chunk_index"), "axes": {a: axes[a] for a in AXES},
            "winners": {a: apply_choice(teacher[a], axes[a]) for a in AXES}, "teacher": teacher,
            "decided_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        }
        with self._lock:
            self._appender.append(record)
            self.decisions[queue_id] = record
        return record

    def image_path(self, index: int, name: str) -> Path | None:
        """The evidence image ``name`` of item ``index``, or None when it is not a plain image file
        inside that item's evidence folder."""
        if not _IMAGE_NAME.match(name) or not 0 <= index < len(self.items):
            return None
        folder = self.items[index].get("evidence_dir")
        if not folder:
            return None
        base = Path(folder).resolve()
        path = (base / name).resolve()
        if path.parent != base or not path.is_file():
            return None
        return path


def _static(name: str) -> bytes:
    return resources.files("worldreward").joinpath("static", name).read_bytes()


class _Handler(BaseHTTPRequestHandler):
    server: _Server

    def setup(self) -> None:
        self.timeout = self.server.limits.socket_timeout_s  # every socket read waits at most this
        super().setup()

    def log_message(self, format: str, *args: Any) -> None:  # keep the console quiet
        return

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """http.server's own errors (bad request line, unknown method, ...) as JSON too."""
        try:
            phrase = HTTPStatus(code).phrase
        except ValueError:
            phrase = "error"
        self.close_connection = True
        if getattr(self, "request_version", "HTTP/0.9") == "HTTP/0.9":
            self.request_version = "HTTP/1.0"  # an unparsable request line still gets a status line
        self._send(code, error_body(code, message or phrase), "application/json")

    def _guarded(self, handler: Any) -> None:
        """Apply the request rules, run ``handler``, and turn every failure into a JSON answer."""
        self._responded = False
        try:
            check_host(self.headers.get("Host"), self.server.allowed_hosts)
            check_origin(self.headers.get("Origin"), self.server.allowed_hosts)
            handler()
        except RequestError as exc:
            self._fail(exc.status, exc.body())
        except (ConnectionError, TimeoutError):
            self.close_connection = True  # the client went away or stalled: nothing to answer
        except Exception as exc:  # a bug must not become a traceback on the console or a hung page
            self._fail(HTTPStatus.INTERNAL_SERVER_ERROR,
                       {"error": f"internal error ({type(exc).__name__})", "status": 500})

    def _fail(self, status: int, body: dict[str, Any]) -> None:
        self.close_connection = True
        if self._responded:
            return
        with contextlib.suppress(OSError):  # the client may be gone
            self._json(status, body)

    def _send(self, status: int, body: bytes, ctype: str) -> None:
        self._responded = True
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.end_headers()
        self.wfile.write(body)

    def _json(self, status: int, obj: Any) -> None:
        self._send(status, json.dumps(obj).encode("utf-8"), "application/json")

    def do_GET(self) -> None:  # noqa: N802
        self._guarded(self._get)

    def do_POST(self) -> None:  # noqa: N802
        self._guarded(self._post)

    def _get(self) -> None:
        path = unquote(urlsplit(self.path).path)
        state = self.server.state
        if path in _STATIC:
            name, ctype = _STATIC[path]
            body = _static(name)
            if name.endswith(".html"):
                body = body.replace(b"{{TOKEN}}", self.server.token.encode())
            return self._send(HTTPStatus.OK, body, ctype)
        if path == "/api/queue":
            return self._json(HTTPStatus.OK, state.summary())
        m = re.fullmatch(r"/api/item/(\d+)", path)
        if m:
            index = int(m.group(1))
            if not 0 <= index < len(state.items):
                return self._json(HTTPStatus.NOT_FOUND, {"error": f"no item {index}"})
            return self._json(HTTPStatus.OK, state.item(index))
        m = re.fullmatch(r"/evidence/(\d+)/([^/]+)", path)
        if m:
            image = state.image_path(int(m.group(1)), m.group(2))
            if image is None:
                return self._json(HTTPStatus.NOT_FOUND, {"error": "no such evidence image"})
            ctype = "image/png" if image.suffix == ".png" else "image/jpeg"
            return self._send(HTTPStatus.OK, image.read_bytes(), ctype)
        return self._json(HTTPStatus.NOT_FOUND, {"error": "not found"})

    def _post(self) -> None:
        if urlsplit(self.path).path != "/api/decision":
            return self._json(HTTPStatus.NOT_FOUND, {"error": "not found"})
        token = self.headers.get("X-Review-Token", "")
        if not secrets.compare_digest(token.encode("utf-8", "replace"), self.server.token.encode()):
            return self._json(HTTPStatus.FORBIDDEN, {"error": "missing or wrong X-Review-Token"})
        limits = self.server.limits
        length = content_length(self.headers.get("Content-Length"), limits)
        if length == 0:
            raise RequestError("request", "empty body: expected a JSON object", 400)
        body = parse_body(read_body(self.rfile, length, limits), limits)
        if not isinstance(body, dict) or not isinstance(body.get("queue_id"), str) or \
                not isinstance(body.get("axes"), dict):
            raise RequestError("request body", 'expected {"queue_id": str, "axes": {axis: choice}}', 400)
        try:
            record = self.server.state.decide(body["queue_id"], body["axes"])
        except (KeyError, ValueError) as exc:
            raise RequestError("request body", str(exc).strip("'\""), 400) from None
        summary = self.server.state.summary()
        return self._json(HTTPStatus.OK, {"ok": True, "decision": record,
                                          "next_undecided": summary["first_undecided"],
                                          "decided": summary["decided"], "total": summary["total"]})


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, address: tuple[str, int], state: ReviewState, token: str,
                 limits: RequestLimits) -> None:
        super().__init__(address, _Handler)
        self.state = state
        self.token = token
        self.limits = limits
        self.allowed_hosts = allowed_hosts(address[0], int(self.server_address[1]))
        self._slots = threading.BoundedSemaphore(limits.max_connections)

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A failure outside the handler's guard (e.g. a client vanishing mid-header): one line."""
        import sys

        exc = sys.exc_info()[1]
        if not isinstance(exc, (ConnectionError, TimeoutError)):
            from .console import warn

            warn(f"review server: request from {client_address[0]} failed ({type(exc).__name__}: {exc})")

    def process_request(self, request: Any, client_address: Any) -> None:
        """Serve at most ``max_connections`` at once; beyond, answer 503 without a thread."""
        if not self._slots.acquire(blocking=False):
            try:
                request.settimeout(1.0)
                body = error_body(503, "too many connections; retry shortly")
                request.sendall(b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\n"
                                b"Retry-After: 1\r\nConnection: close\r\nContent-Length: "
                                + str(len(body)).encode() + b"\r\n\r\n" + body)
            except OSError:
                pass
            self.shutdown_request(request)
            return
        try:
            super().process_request(request, client_address)
        except BaseException:
            self._slots.release()
            raise

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self._slots.release()


class ReviewServer:
    """The review page server (module docstring)."""

    def __init__(self, queue_path: str | Path, decisions_path: str | Path, *, host: str = "127.0.0.1",
                 port: int = 0, limits: RequestLimits | None = None) -> None:
        self.state = ReviewState(queue_path, decisions_path)
        self.host, self.port = host, port
        self.limits = limits or RequestLimits()
        self.token = secrets.token_urlsafe(16)
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> str:
        """Start serving in a background thread; returns the page URL."""
        self._server = _Server((self.host, self.port), self.state, self.token, self.limits)
        self.port = int(self._server.server_address[1])
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.1},
                                        name="worldreward-review", daemon=True)
        self._thread.start()
        return self.url

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}/"

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None
        self.state.close()

    def __enter__(self) -> ReviewServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
