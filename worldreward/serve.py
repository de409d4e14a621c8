"""``worldreward reward serve``: group rewards over HTTP for RL trainers (FastAPI + uvicorn, the
``service`` extra; import this module only where they are installed).

API (JSON in, JSON out, every error a JSON ``{"error": ...}`` with its status):

- ``POST /v1/rewards`` — a `worldreward.reward.RewardGroup`: ``{"group_id", "actions", one span
  option, "input_image"?, "rollouts": [{"video": PATH}, ...], "reference"?: {"video": PATH},
  "mode": "round_robin" | "vs_reference" | "nvrm", "weights"?, ...}`` →
  ``{"group_id", "rewards": [float, ...], "details": [...], "pairs": [...], "failures": [...]}``.
- ``GET /healthz`` — ``{"status": "ok", "queue": depth}``.
- ``GET /metrics`` — Prometheus text: requests by status, queue depth, a latency histogram,
  reviews, review failures and pair failures.

Rules: every path (videos, ``input_image``) must resolve inside ``--media-root`` (else 403; a
missing file is 404); the body is bounded (``--max-body-bytes``, 413) and must arrive within
``BODY_TIMEOUT_S`` (408); rollouts per group are bounded (``--max-rollouts``, 413); the ``Host``
header must name the address the server is bound to and an ``Origin`` must be this server (403:
a DNS-rebinding page cannot reach it), the rules of `worldreward.httpguard` that the review page
applies too; a body needs ``Content-Length`` (411); JSON nesting is bounded (depth 16, 422). Requests wait in a bounded queue (``--queue-size``):
when it is full the answer is 503 with ``Retry-After``. One worker thread takes up to
``--max-batch`` queued groups at a time and scores them in ONE engine run
(`worldreward.reward.score_groups`), so requests from many clients share the judge's
concurrency. Binds 127.0.0.1 by default.
"""

from __future__ import annotations

import asyncio
import math
import queue
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, PlainTextResponse

from .reward import RewardGroup, score_groups

BODY_TIMEOUT_S = 30.0
LATENCY_BUCKETS = (0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0)


@dataclass
class ServiceConfig:
    """Limits and wiring of one service."""

    media_root: Path
    host: str = "127.0.0.1"
    port: int = 8790
    queue_size: int = 16
    max_batch: int = 8
    max_rollouts: int = 32
    max_body_bytes: int = 1 << 20
    #: `worldreward.engine.EngineOptions` for every engine run
    engine: Any = None
    nvrm_bundle: Any = None
    #: extra ``Host`` values accepted besides the bound address (e.g. a reverse proxy's name)
    allowed_hosts: tuple[str, ...] = ()


class HTTPProblem(Exception):
    """An answer other than 200: status, message, extra headers."""

    def __init__(self, status: int, message: str, headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status, self.message, self.headers = status, message, headers or {}


@dataclass
class _Job:
    group: RewardGroup
    loop: asyncio.AbstractEventLoop
    future: asyncio.Future
    t0: float = field(default_factory=time.monotonic)


class Metrics:
    """Counters and a latency histogram, rendered as Prometheus text."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.requests: dict[int, int] = {}
        self.latency_counts = [0] * len(LATENCY_BUCKETS)
        self.latency_sum = 0.0
        self.latency_n = 0
        self.reviews = 0
        self.review_failures = 0
        self.pair_failures = 0
        self.groups = 0

    def request(self, status: int) -> None:
        with self._lock:
            self.requests[status] = self.requests.get(status, 0) + 1

    def group(self) -> None:
        with self._lock:
            self.groups += 1

    def latency(self, seconds: float) -> None:
        with self._lock:
            self.latency_sum += seconds
            self.latency_n += 1
            for i, bound in enumerate(LATENCY_BUCKETS):
                if seconds <= bound:
                    self.latency_counts[i] += 1

    def engine(self, stats: Any) -> None:
        with self._lock:
            self.reviews += stats.reviews
            self.review_failures += stats.review_failures
            self.pair_failures += stats.failed

    def render(self, queue_depth: int) -> str:
        with self._lock:
            lines = ["# HELP worldreward_requests_total Reward requests answered, by HTTP status.",
                     "# TYPE worldreward_requests_total counter"]
            lines += [f'worldreward_requests_total{{code="{code}"}} {n}' for code, n in sorted(self.requests.items())]
            lines += ["# HELP worldreward_queue_depth Groups waiting to be scored.",
                      "# TYPE worldreward_queue_depth gauge", f"worldreward_queue_depth {queue_depth}",
                      "# HELP worldreward_request_latency_seconds Time from accepting a group to its answer.",
                      "# TYPE worldreward_request_latency_seconds histogram"]
            lines += [f'worldreward_request_latency_seconds_bucket{{le="{b}"}} {n}'
                      for b, n in zip(LATENCY_BUCKETS, self.latency_counts, strict=True)]
            lines += [f'worldreward_request_latency_seconds_bucket{{le="+Inf"}} {self.latency_n}',
                      f"worldreward_request_latency_seconds_sum {self.latency_sum:.6f}",
                      f"worldreward_request_latency_seconds_count {self.latency_n}"]
            for name, value, help_text in (
                ("groups", self.groups, "Groups scored."),
                ("reviews", self.reviews, "Chunk reviews made."),
                ("review_failures", self.review_failures, "Chunk reviews that failed."),
                ("pair_failures", self.pair_failures, "Pairs that could not be judged."),
            ):
                lines += [f"# HELP worldreward_{name}_total {help_text}", f"# TYPE worldreward_{name}_total counter",
                          f"worldreward_{name}_total {value}"]
            return "\n".join(lines) + "\n"


class RewardService:
    """The queue, the batching worker and the request checks (framework-free; `create_app` wraps it)."""

    def __init__(self, judge: Any, config: ServiceConfig) -> None:
        self.judge = judge
        self.config = config
        self.root = Path(config.media_root).resolve()
        if not self.root.is_dir():
            raise ValueError(f"--media-root {config.media_root}: not a folder")
        self.queue: queue.Queue[_Job] = queue.Queue(maxsize=max(1, config.queue_size))
        self.metrics = Metrics()
        self._stop = threading.Event()
        self._worker = threading.Thread(target=self._work, name="worldreward-reward-worker", daemon=True)
        self._mean_latency = 1.0

    # ------------------------------------------------------------------ lifecycle
    def start(self) -> None:
        self._worker.start()

    def stop(self) -> None:
        self._stop.set()

    # ------------------------------------------------------------------ checks
    def check_request(self, headers: Any, port: int | None = None) -> None:
        """The HTTP guard's rules (`worldreward.httpguard`): ``Host`` names this server, a present
        ``Origin`` is this server (403 otherwise)."""
        from .httpguard import RequestError, allowed_hosts, check_host, check_origin

        allowed = set(allowed_hosts(self.config.host, port or self.config.port)) | set(self.config.allowed_hosts)
        try:
            check_host(headers.get("host"), allowed)
            check_origin(headers.get("origin"), allowed)
        except RequestError as exc:
            raise HTTPProblem(exc.status, str(exc)) from None

    def _confined(self, value: str, field_name: str) -> None:
        p = Path(value)
        full = (p if p.is_absolute() else self.root / p).resolve()
        if full != self.root and self.root not in full.parents:
            raise HTTPProblem(403, f"{field_name}: {value!r} is outside the media root")
        if not full.is_file():
            raise HTTPProblem(404, f"{field_name}: {value!r} not found under the media root")

    def parse(self, body: bytes) -> RewardGroup:
        """Validate a request body → `RewardGroup` (raises `HTTPProblem`): JSON bounded in size and
        depth by the HTTP guard, then the group's own rules."""
        from pydantic import ValidationError

        from .httpguard import RequestError, RequestLimits, parse_body

        try:
            obj = parse_body(body, RequestLimits(max_body_bytes=self.config.max_body_bytes))
        except RequestError as exc:
            raise HTTPProblem(422 if exc.status == 400 else exc.status, str(exc)) from None
        try:
            group = RewardGroup.model_validate(obj)
            group.check()
        except ValidationError as exc:
            first = exc.errors()[0]
            loc = ".".join(str(x) for x in first.get("loc", ())) or "body"
            raise HTTPProblem(422, f"{loc}: {first.get('msg')}") from None
        except ValueError as exc:
            raise HTTPProblem(422, str(exc)) from None
        if len(group.rollouts) > self.config.max_rollouts:
            raise HTTPProblem(413, f"{len(group.rollouts)} rollouts; at most {self.config.max_rollouts} per group")
        for i, r in enumerate(group.rollouts):
            self._confined(r.video, f"rollouts[{i}].video")
        if group.reference is not None:
            self._confined(group.reference.video, "reference.video")
        if group.input_image is not None:
            self._confined(group.input_image, "input_image")
        if group.mode == "nvrm" and self.config.nvrm_bundle is None:
            raise HTTPProblem(422, "mode nvrm: this server was started without --nvrm-bundle")
        if group.mode != "nvrm" and self.judge is None:
            raise HTTPProblem(422, f"mode {group.mode}: this server has no judge")
        return group

    def submit(self, group: RewardGroup, loop: asyncio.AbstractEventLoop) -> asyncio.Future:
        """Queue a group; 503 with ``Retry-After`` when the queue is full."""
        job = _Job(group=group, loop=loop, future=loop.create_future())
        try:
            self.queue.put_nowait(job)
        except queue.Full:
            wait = max(1, math.ceil(self._mean_latency))
            raise HTTPProblem(503, "queue full, retry later", {"Retry-After": str(wait)}) from None
        return job.future

    # ------------------------------------------------------------------ the worker
    def _work(self) -> None:
        while not self._stop.is_set():
            try:
                first = self.queue.get(timeout=0.2)
            except queue.Empty:
                continue
            jobs = [first]
            while len(jobs) < max(1, self.config.max_batch):
                try:
                    jobs.append(self.queue.get_nowait())
                except queue.Empty:
                    break
            self._score(jobs)

    def _score(self, jobs: list[_Job]) -> None:
        from .engine import EngineStats

        stats: list[EngineStats] = []
        try:
            results: list[Any] = score_groups([j.group for j in jobs], self.judge, options=self.config.engine,
                                              media_root=self.root, nvrm_bundle=self.config.nvrm_bundle,
                                              stats_out=stats)
        except Exception as exc:  # noqa: BLE001 - a broken batch answers each of its requests
            results = [HTTPProblem(500, f"scoring failed: {type(exc).__name__}: {exc}")] * len(jobs)
        for s in stats:
            self.metrics.engine(s)
        now = time.monotonic()
        for job, res in zip(jobs, results, strict=True):
            elapsed = now - job.t0
            self.metrics.latency(elapsed)
            self._mean_latency = 0.8 * self._mean_latency + 0.2 * elapsed
            if not isinstance(res, Exception):
                self.metrics.group()
            job.loop.call_soon_threadsafe(_settle, job.future, res)


def _settle(future: asyncio.Future, result: Any) -> None:
    if future.done():
        return
    if isinstance(result, Exception):
        future.set_exception(result)
    else:
        future.set_result(result)


def create_app(service: RewardService):
    """The FastAPI application around a `RewardService` (started and stopped with the app)."""
    from contextlib import asynccontextmanager

    @asynccontextmanager
    async def lifespan(app):
        service.start()
        yield
        service.stop()

    app = FastAPI(title="worldreward reward service", lifespan=lifespan, docs_url=None, redoc_url=None,
                  openapi_url=None)

    def problem(p: HTTPProblem) -> JSONResponse:
        service.metrics.request(p.status)
        return JSONResponse({"error": p.message}, status_code=p.status, headers=p.headers)

    def port_of(request: Request) -> int | None:
        server = request.scope.get("server")
        return server[1] if server else None

    @app.middleware("http")
    async def host_guard(request: Request, call_next):
        try:
            service.check_request(request.headers, port_of(request))
        except HTTPProblem as p:
            return problem(p)
        try:
            return await call_next(request)
        except Exception as exc:  # noqa: BLE001 - every error is a JSON answer
            return problem(HTTPProblem(500, f"internal error: {type(exc).__name__}"))

    async def read_body(request: Request) -> bytes:
        from .httpguard import RequestError, RequestLimits, content_length

        limit = service.config.max_body_bytes
        try:
            content_length(request.headers.get("content-length"), RequestLimits(max_body_bytes=limit))
        except RequestError as exc:
            raise HTTPProblem(exc.status, str(exc)) from None
        chunks, size = [], 0

        async def collect() -> None:
            nonlocal size
            async for chunk in request.stream():
                size += len(chunk)
                if size > limit:
                    raise HTTPProblem(413, f"body larger than {limit} bytes")
                chunks.append(chunk)

        try:
            await asyncio.wait_for(collect(), BODY_TIMEOUT_S)
        except asyncio.TimeoutError:
            raise HTTPProblem(408, f"body not received within {BODY_TIMEOUT_S:.0f} s") from None
        return b"".join(chunks)

    @app.post("/v1/rewards")
    async def rewards(request: Request):
        try:
            group = service.parse(await read_body(request))
            result = await service.submit(group, asyncio.get_running_loop())
        except HTTPProblem as p:
            return problem(p)
        service.metrics.request(200)
        return JSONResponse(result.answer())

    @app.get("/healthz")
    async def healthz():
        return {"status": "ok", "queue": service.queue.qsize()}

    @app.get("/metrics")
    async def metrics():
        return PlainTextResponse(service.metrics.render(service.queue.qsize()),
                                 media_type="text/plain; version=0.0.4")

    @app.exception_handler(404)
    async def not_found(request: Request, exc):
        return problem(HTTPProblem(404, f"no such endpoint: {request.url.path}"))

    @app.exception_handler(405)
    async def not_allowed(request: Request, exc):
        return problem(HTTPProblem(405, f"method {request.method} not allowed on {request.url.path}"))

    return app


def serve(judge: Any, config: ServiceConfig) -> None:
    """Run the service until interrupted (uvicorn, one process)."""
    import uvicorn

    app = create_app(RewardService(judge, config))
    uvicorn.run(app, host=config.host, port=config.port, log_level="warning", timeout_keep_alive=5,
                limit_concurrency=max(64, 4 * config.queue_size))
