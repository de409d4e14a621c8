"""The reward service (`worldreward reward serve`) on 127.0.0.1: answers, confinement, limits,
the Host rule, the bounded queue and its 503s, metrics."""

from __future__ import annotations

import http.client
import json
import socket
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("uvicorn")

from conftest import REWARD_FPA, REWARD_TOKENS  # noqa: E402

from worldreward.judges.geometry import GeometryJudge  # noqa: E402
from worldreward.serve import RewardService, ServiceConfig, create_app  # noqa: E402


@contextmanager
def running(judge, config: ServiceConfig):
    import uvicorn

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config.port = port
    server = uvicorn.Server(uvicorn.Config(create_app(RewardService(judge, config)), log_level="error",
                                           lifespan="on"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.02)
    try:
        yield port
    finally:
        server.should_exit = True
        thread.join(timeout=20)
        sock.close()


def call(port: int, method: str, path: str, body=None, headers=None, timeout: float = 120):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    data = body if isinstance(body, bytes) or body is None else json.dumps(body).encode()
    conn.request(method, path, body=data, headers={"Content-Type": "application/json", **(headers or {})})
    resp = conn.getresponse()
    raw = resp.read()
    conn.close()
    ctype = resp.getheader("content-type", "")
    return resp.status, (json.loads(raw) if "json" in ctype else raw.decode()), dict(resp.getheaders())


def group(**kw):
    body = {"group_id": "g1", "actions": REWARD_TOKENS, "frames_per_action": REWARD_FPA,
            "rollouts": [{"video": "faithful.mp4"}, {"video": "wrong.mp4"}, {"video": "copy.mp4"}]}
    body.update(kw)
    return body


def test_rewards_confinement_limits_and_host(reward_media, tmp_path):
    (tmp_path / "outside.mp4").write_bytes(b"x")
    with running(GeometryJudge(), ServiceConfig(media_root=reward_media, max_rollouts=4, max_body_bytes=100_000)) as port:
        status, out, _ = call(port, "POST", "/v1/rewards", group())
        assert status == 200, out
        faithful, wrong, copy = out["rewards"]
        assert abs(faithful - copy) <= 1e-6 and faithful > wrong
        assert out["group_id"] == "g1" and len(out["details"]) == 3 and len(out["pairs"]) == 3
        for video in (str(tmp_path / "outside.mp4"), "../" + tmp_path.name + "/outside.mp4"):
            status, out, _ = call(port, "POST", "/v1/rewards", group(rollouts=[{"video": video}] * 2))
            assert status == 403 and "outside the media root" in out["error"]
        status, out, _ = call(port, "POST", "/v1/rewards", group(rollouts=[{"video": "faithful.mp4"}] * 5))
        assert status == 413
        status, out, _ = call(port, "POST", "/v1/rewards", group(rollouts=[{"video": "nope.mp4"}] * 2))
        assert status == 404
        status, out, _ = call(port, "POST", "/v1/rewards", b"[" * 100_000 + b"]" * 100_000)
        assert status == 413 and "limit" in out["error"]  # 200 kB over this server's 100 kB
        status, out, _ = call(port, "POST", "/v1/rewards", b"[" * 1000 + b"]" * 1000)
        assert status == 422 and "deep" in out["error"]
        status, out, _ = call(port, "POST", "/v1/rewards", group(mode="vs_reference"))
        assert status == 422 and "reference" in out["error"]
        status, out, _ = call(port, "GET", "/healthz", headers={"Host": "evil.example:80"})
        assert status == 403 and "Host" in out["error"]
        status, out, _ = call(port, "GET", "/healthz", headers={"Origin": "http://evil.example"})
        assert status == 403 and "Origin" in out["error"]
        status, out, _ = call(port, "GET", "/healthz")
        assert status == 200 and out["status"] == "ok"
        status, out, _ = call(port, "GET", "/nowhere")
        assert status == 404 and "error" in out


class GateJudge(GeometryJudge):
    """The geometry judge, but every review waits for ``gate``: the queue fills up."""

    gate = threading.Event()

    def review(self, evidence):
        self.gate.wait(120)
        return super().review(evidence)


def test_a_full_queue_answers_503_with_retry_after_and_metrics_count_it(reward_media):
    GateJudge.gate.clear()
    small = group(rollouts=[{"video": "faithful.mp4"}, {"video": "wrong.mp4"}])
    with running(GateJudge(), ServiceConfig(media_root=reward_media, queue_size=2, max_batch=1)) as port:
        with ThreadPoolExecutor(50) as pool:
            futures = [pool.submit(call, port, "POST", "/v1/rewards", small) for _ in range(50)]
            deadline = time.monotonic() + 60
            while sum(f.done() for f in futures) < 47 and time.monotonic() < deadline:
                time.sleep(0.05)  # 1 being scored + 2 queued can wait; the rest are answered at once
            GateJudge.gate.set()
            answers = [f.result() for f in futures]
        codes = [status for status, _, _ in answers]
        assert codes.count(503) >= 40 and 1 <= codes.count(200) <= 10
        assert set(codes) <= {200, 503}  # no other 5xx
        assert all(h.get("retry-after", "").isdigit() for s, _, h in answers if s == 503)
        status, text, _ = call(port, "GET", "/metrics")
        assert status == 200
        assert f'worldreward_requests_total{{code="503"}} {codes.count(503)}' in text
        assert f'worldreward_requests_total{{code="200"}} {codes.count(200)}' in text
        assert "worldreward_request_latency_seconds_count" in text and "worldreward_reviews_total" in text
