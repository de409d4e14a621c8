"""A local OpenAI-compatible chat server for tests: scriptable replies, every request recorded.

No network, no model: a threaded HTTP server on ``127.0.0.1`` (a free port) implementing
``POST /v1/chat/completions`` and ``GET /v1/models``. Each chat call is answered by a
*behaviour*: a callable ``(StubRequest) -> StubReply``. Behaviours queued with `StubOpenAI.script`
answer the next calls in order; after the queue runs out, ``default`` answers (a valid review).

Usage::

    from tests.stub_openai import StubOpenAI, review, malformed, http_error, slow, drop

    with StubOpenAI() as stub:                       # started; stopped on exit
        stub.script(http_error(429, retry_after=0), malformed(), review(winner="B"))
        judge = VLMJudge(base_url=stub.base_url, model=stub.model, ...)
        ...
        assert len(stub.chat_requests) == 3
        assert stub.max_in_flight <= 4                # chat calls answered at the same time
        body = stub.chat_requests[0].body            # the parsed JSON request body
        auth = stub.chat_requests[0].headers["authorization"]

Behaviours (factories returning a behaviour):

- `review(winner="A", *, logprobs=None, slots=None)`: a valid review (the JSON shape of
  `worldreward.review`) with as many ``action_control.actions`` as the request asks for (found by
  `slots_in_request`; ``slots`` overrides). ``winner``: "A" | "B" | "Tie" or a callable
  ``(request, field) -> winner``. ``logprobs``: a distribution such as ``{"A": 0.7, "B": 0.2,
  "Tie": 0.1}``: then the reply carries OpenAI-style ``logprobs.content`` tokens whose winner
  values have these top alternatives (the chosen winner is the most probable one unless
  ``winner`` is given).
- `malformed()`: 200 with text that is not JSON.
- `missing_fields()`: 200 with JSON that lacks ``visual_quality``.
- `http_error(status, retry_after=None)`: an error status (``Retry-After`` header when given).
- `slow(seconds, then=None)`: waits ``seconds`` before answering with ``then`` (default a review),
  so a client with a shorter timeout gives up.
- `drop()`: closes the connection without any response.
- `text_reply(text)`: 200 with exactly ``text`` as the message content.
- `schema_minimal()`: 200 with the minimal instance (`tests.schema_instance`) of whatever JSON
  schema the request carries (``response_format.json_schema.schema``, ``structured_outputs.json``
  or ``guided_json``), knowing nothing of reviews: what a tasteless model decoding under the
  schema could say. 400 when the request carries no schema.
- `raw_error(status, text, content_type)`: an error status with exactly ``text`` as the body.

A plain callable ``(StubRequest) -> StubReply`` is a behaviour too (e.g. to fail at random).
The stub never checks credentials; it records headers so tests can.
"""

from __future__ import annotations

import contextlib
import json
import math
import re
import socket
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

DIMENSIONS = ("temporal_consistency", "dynamic_generation_quality", "artifacts_and_structure_integrity")


@dataclass
class StubRequest:
    """One request the stub received."""

    method: str
    path: str
    headers: dict[str, str]  # lower-case names
    body: dict[str, Any] | None
    raw: bytes
    received_at: float

    @property
    def text(self) -> str:
        """All text parts of all messages, joined (to search the prompt)."""
        out: list[str] = []
        for msg in (self.body or {}).get("messages", []):
            content = msg.get("content")
            if isinstance(content, str):
                out.append(content)
            elif isinstance(content, list):
                out.extend(p.get("text", "") for p in content if isinstance(p, dict) and p.get("type") == "text")
        return "\n".join(out)

    @property
    def image_urls(self) -> list[str]:
        """Every ``image_url`` URL of every message, in order."""
        urls: list[str] = []
        for msg in (self.body or {}).get("messages", []):
            content = msg.get("content")
            if isinstance(content, list):
                urls.extend(p["image_url"]["url"] for p in content
                            if isinstance(p, dict) and p.get("type") == "image_url")
        return urls


@dataclass
class StubReply:
    """What to answer: a JSON body with a status, after an optional delay, or a dropped socket."""

    status: int = 200
    body: dict[str, Any] | None = None
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0
    drop: bool = False
    raw: bytes | None = None  # sent instead of the JSON body when set
    content_type: str = "application/json"


Behaviour = Callable[[StubRequest], StubReply]

_SLOTS = re.compile(r"exactly (\d+) entries")


def slots_in_request(request: StubRequest) -> int:
    """How many action entries the prompt asks for (the last ``exactly N entries`` phrase of the
    worldreward prompts); 1 when the prompt does not say."""
    found = _SLOTS.findall(request.text)
    return int(found[-1]) if found else 1


def completion(content: str, *, model: str = "stub-vlm", logprobs: list[dict] | None = None,
               finish_reason: str = "stop") -> dict[str, Any]:
    """An OpenAI chat.completion object with one choice."""
    choice: dict[str, Any] = {
        "index": 0,
        "message": {"role": "assistant", "content": content},
        "finish_reason": finish_reason,
        "logprobs": None if logprobs is None else {"content": logprobs},
    }
    return {
        "id": f"chatcmpl-stub-{time.monotonic_ns()}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [choice],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
    }


def review_payload(slots: int, pick: Callable[[str], str]) -> dict[str, Any]:
    """A valid review payload for ``slots`` slots; ``pick(field)`` gives each winner, where field
    is ``action.<i>``, ``action.overall``, a dimension name or ``visual.overall``."""

    def dim(name: str) -> dict[str, str]:
        return {"video_a_analysis": f"A on {name}", "video_b_analysis": f"B on {name}", "winner": pick(name)}

    return {
        "action_control": {
            "actions": [
                {"action_id": i, "action_label": f"slot {i}", "video_a_analysis": "A moves as told",
                 "video_b_analysis": "B drifts", "winner": pick(f"action.{i}")}
                for i in range(1, slots + 1)
            ],
            "overall_summary": "overall action",
            "overall_winner": pick("action.overall"),
        },
        "visual_quality": {
            **{d: dim(d) for d in DIMENSIONS},
            "overall_summary": "overall quality",
            "overall_winner": pick("visual.overall"),
        },
    }


def _token_logprobs(content: str, dist: dict[str, float]) -> list[dict[str, Any]]:
    """Split ``content`` into word / space / punctuation tokens; winner values get ``dist`` as
    their top alternatives, every other token is certain."""
    tokens = re.findall(r"\w+|\s+|[^\w\s]", content)
    out, pos = [], 0
    alts = [{"token": k, "logprob": math.log(v)} for k, v in dist.items() if v > 0]
    for tok in tokens:
        before = content[max(0, pos - 20) : pos]
        is_winner = tok in ("A", "B", "Tie") and re.search(r'"(?:winner|overall_winner)"\s*:\s*"$', before)
        if is_winner:
            out.append({"token": tok, "logprob": math.log(dist.get(tok, 1e-9) or 1e-9), "top_logprobs": alts})
        else:
            out.append({"token": tok, "logprob": 0.0, "top_logprobs": [{"token": tok, "logprob": 0.0}]})
        pos += len(tok)
    return out


def review(winner: str | Callable[[StubRequest, str], str] | None = None, *,
           logprobs: dict[str, float] | None = None, slots: int | None = None) -> Behaviour:
    """Behaviour: a valid review sized from the request (see module docstring)."""

    def behave(req: StubRequest) -> StubReply:
        if callable(winner):
            pick = lambda f: winner(req, f)  # noqa: E731
        else:
            fixed = winner or (max(logprobs, key=logprobs.get) if logprobs else "A")
            pick = lambda f: fixed  # noqa: E731
        n = slots if slots is not None else slots_in_request(req)
        content = json.dumps(review_payload(n, pick))
        lp = _token_logprobs(content, logprobs) if logprobs else None
        return StubReply(body=completion(content, model=_model(req), logprobs=lp))

    return behave


def text_reply(text: str, finish_reason: str = "stop") -> Behaviour:
    """Behaviour: 200 with ``text`` as the assistant message."""
    return lambda req: StubReply(body=completion(text, model=_model(req), finish_reason=finish_reason))


def malformed() -> Behaviour:
    """Behaviour: 200 whose content is not JSON at all."""
    return text_reply("Video A is better, I think. {not json")


def missing_fields() -> Behaviour:
    """Behaviour: 200 with a JSON review that lacks ``visual_quality``."""

    def behave(req: StubRequest) -> StubReply:
        payload = review_payload(slots_in_request(req), lambda f: "A")
        payload.pop("visual_quality")
        return StubReply(body=completion(json.dumps(payload), model=_model(req)))

    return behave


def http_error(status: int, retry_after: float | None = None) -> Behaviour:
    """Behaviour: an HTTP error with an OpenAI-style error body."""
    headers = {} if retry_after is None else {"Retry-After": f"{retry_after:g}"}
    body = {"error": {"message": f"stub error {status}", "type": "stub_error", "code": status}}
    return lambda req: StubReply(status=status, body=body, headers=headers)


def request_schema(body: dict[str, Any]) -> Any:
    """The JSON schema a chat request asks the server to decode under, or None."""
    fmt = body.get("response_format")
    if isinstance(fmt, dict) and fmt.get("type") == "json_schema":
        return (fmt.get("json_schema") or {}).get("schema")
    so = body.get("structured_outputs")
    if isinstance(so, dict) and so.get("json") is not None:
        return so["json"]
    return body.get("guided_json")


def schema_minimal() -> Behaviour:
    """Behaviour: the minimal instance of the request's JSON schema (see module docstring)."""
    from schema_instance import SchemaInstanceError, minimal_instance

    def behave(req: StubRequest) -> StubReply:
        schema = request_schema(req.body or {})
        if isinstance(schema, str):
            schema = json.loads(schema)
        if schema is None:
            return http_error(400)(req)
        try:
            content = json.dumps(minimal_instance(schema))
        except SchemaInstanceError as exc:
            body = {"error": {"message": f"schema stub: {exc}", "type": "BadRequestError", "code": 400}}
            return StubReply(status=400, body=body)
        return StubReply(body=completion(content, model=_model(req)))

    return behave


def raw_error(status: int, text: str, content_type: str = "text/plain") -> Behaviour:
    """Behaviour: an HTTP error whose body is exactly ``text``."""
    return lambda req: StubReply(status=status, raw=text.encode(), content_type=content_type)


def slow(seconds: float, then: Behaviour | None = None) -> Behaviour:
    """Behaviour: answer with ``then`` (default a valid review) after ``seconds``."""
    inner = then or review()

    def behave(req: StubRequest) -> StubReply:
        reply = inner(req)
        reply.delay_s = seconds
        return reply

    return behave


def drop() -> Behaviour:
    """Behaviour: close the connection without sending anything."""
    return lambda req: StubReply(drop=True)


def _model(req: StubRequest) -> str:
    return str((req.body or {}).get("model", "stub-vlm"))


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        return

    def _record(self) -> StubRequest:
        length = int(self.headers.get("content-length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw) if raw else None
        except json.JSONDecodeError:
            body = None
        req = StubRequest(
            method=self.command, path=self.path, headers={k.lower(): v for k, v in self.headers.items()},
            body=body, raw=raw, received_at=time.monotonic(),
        )
        self.server.owner._add(req)
        return req

    def _send(self, reply: StubReply) -> None:
        if reply.delay_s:
            self.server.owner._stopping.wait(reply.delay_s)
        if reply.drop:
            self.close_connection = True
            with contextlib.suppress(OSError):
                self.connection.shutdown(socket.SHUT_RDWR)
            return
        data = reply.raw if reply.raw is not None else json.dumps(reply.body if reply.body is not None else {}).encode()
        try:
            self.send_response(reply.status)
            self.send_header("Content-Type", reply.content_type)
            self.send_header("Content-Length", str(len(data)))
            for k, v in reply.headers.items():
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError, OSError):
            self.close_connection = True  # the client gave up (timeout); nothing to do

    def do_GET(self) -> None:  # noqa: N802
        self._record()
        if self.path.rstrip("/").endswith("/models"):
            self._send(StubReply(body={"object": "list", "data": [
                {"id": self.server.owner.model, "object": "model", "owned_by": "stub"}]}))
        else:
            self._send(http_error(404)(None))  # type: ignore[arg-type]

    def do_POST(self) -> None:  # noqa: N802
        req = self._record()
        if not self.path.rstrip("/").endswith("/chat/completions"):
            self._send(http_error(404)(req))
            return
        if req.body is None:
            self._send(http_error(400)(req))
            return
        owner = self.server.owner
        owner._enter()
        try:
            self._send(owner._next_behaviour()(req))
        finally:
            owner._leave()


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    owner: StubOpenAI


class StubOpenAI:
    """The stub server (see module docstring). Use as a context manager or call start/stop."""

    def __init__(self, default: Behaviour | None = None, *, model: str = "stub-vlm") -> None:
        self.default: Behaviour = default or review()
        self.model = model
        self._queue: deque[Behaviour] = deque()
        self._lock = threading.Lock()
        self._requests: list[StubRequest] = []
        self._stopping = threading.Event()
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None
        self._in_flight = 0
        #: the most chat calls that were being answered at the same time
        self.max_in_flight = 0

    # -- lifecycle
    def start(self) -> StubOpenAI:
        server = _Server(("127.0.0.1", 0), _Handler)
        server.owner = self
        self._server = server
        self._stopping.clear()
        self._thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05},
                                        name="stub-openai", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopping.set()  # wakes slow replies
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def __enter__(self) -> StubOpenAI:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- addresses
    @property
    def port(self) -> int:
        if self._server is None:
            raise RuntimeError("stub server is not running")
        return int(self._server.server_address[1])

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:<port>/v1`` (what an OpenAI client takes as base URL)."""
        return f"http://127.0.0.1:{self.port}/v1"

    # -- behaviour
    def script(self, *behaviours: Behaviour) -> None:
        """Queue behaviours for the next chat calls, in order (then ``default`` again)."""
        with self._lock:
            self._queue.extend(behaviours)

    def _next_behaviour(self) -> Behaviour:
        with self._lock:
            return self._queue.popleft() if self._queue else self.default

    # -- records
    def _enter(self) -> None:
        with self._lock:
            self._in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self._in_flight)

    def _leave(self) -> None:
        with self._lock:
            self._in_flight -= 1

    def _add(self, req: StubRequest) -> None:
        with self._lock:
            self._requests.append(req)

    @property
    def requests(self) -> list[StubRequest]:
        """Every request received so far (a copy)."""
        with self._lock:
            return list(self._requests)

    @property
    def chat_requests(self) -> list[StubRequest]:
        """The ``POST .../chat/completions`` requests received so far."""
        return [r for r in self.requests if r.method == "POST" and r.path.rstrip("/").endswith("/chat/completions")]

    def reset(self) -> None:
        """Forget recorded requests and queued behaviours."""
        with self._lock:
            self._requests.clear()
            self._queue.clear()
            self.max_in_flight = 0
