"""The review server trusts no client: Host (DNS rebinding), Origin, body size/depth/time, sockets,
connection cap, and every error a JSON answer. Unit checks of `worldreward.httpguard` first."""

from __future__ import annotations

import http.client
import json
import socket
import time
from pathlib import Path

import pytest
from test_review_ui import _payload

from worldreward.httpguard import (
    RequestError,
    RequestLimits,
    allowed_hosts,
    check_host,
    check_origin,
    content_length,
    parse_body,
)
from worldreward.reviewui import ReviewServer, load_decisions

FAST = RequestLimits(socket_timeout_s=0.5, body_deadline_s=1.0, max_connections=4)


def test_rules_unit() -> None:
    allowed = allowed_hosts("127.0.0.1", 8765)
    assert allowed == {"127.0.0.1:8765", "localhost:8765"}
    check_host("127.0.0.1:8765", allowed)
    check_host("LOCALHOST:8765", allowed)
    for bad, status in ((None, 400), ("", 400), ("evil.example:8765", 403), ("127.0.0.1:1", 403),
                        ("127.0.0.1", 403)):
        with pytest.raises(RequestError) as exc:
            check_host(bad, allowed)
        assert exc.value.status == status
    check_origin(None, allowed)
    check_origin("http://127.0.0.1:8765", allowed)
    with pytest.raises(RequestError, match="Origin"):
        check_origin("http://evil.example", allowed)
    assert content_length("12", RequestLimits()) == 12
    for header, status in ((None, 411), ("x", 400), ("-1", 400), (str(10**9), 413)):
        with pytest.raises(RequestError) as exc:
            content_length(header, RequestLimits())
        assert exc.value.status == status
    assert parse_body(b'{"a": [1]}', RequestLimits()) == {"a": [1]}
    for raw, words in ((b"[" * 60_000, "deeper than 16"), (b"\xff{}", "not UTF-8"), (b"{", "invalid JSON")):
        with pytest.raises(RequestError) as exc:
            parse_body(raw, RequestLimits())
        assert exc.value.status == 400 and words in str(exc.value)


@pytest.fixture
def server(tmp_path: Path):
    item = {"queue_id": "p0/0", "label_id": "p0/0", "pair_id": "p0", "chunk_index": 0,
            "review": _payload("A", "A", "B", "Tie")}
    queue = tmp_path / "queue.jsonl"
    queue.write_text(json.dumps(item) + "\n")
    with ReviewServer(queue, tmp_path / "decisions.jsonl", limits=FAST) as srv:
        yield srv


def _request(srv: ReviewServer, method: str, path: str, *, host: str | None = "default",
             headers: dict[str, str] | None = None, body: bytes | None = None) -> tuple[int, dict]:
    conn = http.client.HTTPConnection(srv.host, srv.port, timeout=5)
    conn.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
    if host == "default":
        host = f"{srv.host}:{srv.port}"
    if host is not None:
        conn.putheader("Host", host)
    for k, v in (headers or {}).items():
        conn.putheader(k, v)
    if body is not None:
        conn.putheader("Content-Length", str(len(body)))
    conn.endheaders(body)
    resp = conn.getresponse()
    data = resp.read()
    conn.close()
    assert resp.getheader("Content-Type", "").startswith(("application/json", "text/", "image/")), data
    return resp.status, (json.loads(data) if resp.getheader("Content-Type") == "application/json" else {})


def _raw(srv: ReviewServer, data: bytes, *, wait: float = 3.0) -> bytes:
    with socket.create_connection((srv.host, srv.port), timeout=wait) as sock:
        sock.sendall(data)
        chunks = []
        try:
            while chunk := sock.recv(65536):
                chunks.append(chunk)
        except TimeoutError:
            pass
    return b"".join(chunks)


def test_foreign_host_is_refused_everywhere(server: ReviewServer) -> None:
    assert _request(server, "GET", "/api/queue")[0] == 200
    assert _request(server, "GET", "/api/queue", host=f"localhost:{server.port}")[0] == 200
    for path in ("/", "/api/queue", "/api/item/0", "/static/review.js"):
        status, body = _request(server, "GET", path, host=f"rebind.example:{server.port}")
        assert status == 403 and "DNS rebinding" in body["error"], path
        assert server.token not in json.dumps(body)
    assert _request(server, "GET", "/api/queue", host=None)[0] == 400
    ok = json.dumps({"queue_id": "p0/0", "axes": {"action": "accept", "appearance": "flip", "motion": "tie"}})
    status, _ = _request(server, "POST", "/api/decision", host=f"rebind.example:{server.port}",
                         headers={"X-Review-Token": server.token}, body=ok.encode())
    assert status == 403
    status, _ = _request(server, "POST", "/api/decision", headers={"X-Review-Token": server.token,
                                                                   "Origin": "http://rebind.example"},
                         body=ok.encode())
    assert status == 403
    assert load_decisions(server.state.decisions_path) == {}


def test_bodies_are_bounded_and_every_error_is_json(server: ReviewServer) -> None:
    tok = {"X-Review-Token": server.token}
    cases = [
        (b"[" * 200_000, 413),  # larger than 64 KiB
        (b"[" * 60_000, 400),  # nested 60,000 deep (RecursionError before)
        (b'{"queue_id": "p0/0", "axes": ' + b'{"a": ' * 40 + b"1" + b"}" * 41, 400),
        (b"\xff\xfe{}", 400),
        (b"", 400),
        (b"[]", 400),
        (b'{"queue_id": 1, "axes": {}}', 400),
        (b'{"queue_id": "nope", "axes": {"action": "accept", "appearance": "accept", "motion": "accept"}}', 400),
        (b'{"queue_id": "p0/0", "axes": {"action": ["x"], "appearance": "accept", "motion": "accept"}}', 400),
    ]
    for body, status in cases:
        got, answer = _request(server, "POST", "/api/decision", headers=tok, body=body)
        assert got == status and answer["status"] == status and answer["error"], body[:40]
    # http.server's own errors are JSON too
    status, answer = _request(server, "PUT", "/api/decision", headers=tok, body=b"{}")
    assert status == 501 and answer["status"] == 501
    reply = _raw(server, b"NONSENSE\r\n\r\n")
    assert reply.startswith(b"HTTP/1.") and b"application/json" in reply and b'"status": 400' in reply
    assert load_decisions(server.state.decisions_path) == {}
    ok = b'{"queue_id": "p0/0", "axes": {"action": "accept", "appearance": "flip", "motion": "tie"}}'
    assert _request(server, "POST", "/api/decision", headers=tok, body=ok)[0] == 200
    assert list(load_decisions(server.state.decisions_path)) == ["p0/0"]


def test_slow_clients_cannot_hold_the_server(server: ReviewServer) -> None:
    host = f"Host: {server.host}:{server.port}\r\n".encode()
    head = (b"POST /api/decision HTTP/1.1\r\n" + host + f"X-Review-Token: {server.token}\r\n".encode()
            + b"Content-Length: 500\r\n\r\n{")
    start = time.monotonic()
    reply = _raw(server, head, wait=5.0)  # promises 500 bytes, sends one, then nothing
    elapsed = time.monotonic() - start
    assert b" 408 " in reply.split(b"\r\n", 1)[0] and b'"status": 408' in reply
    assert elapsed < 4.0
    # a stalled request line is dropped by the socket timeout, and connections are capped:
    # FAST allows 4 at once, so 6 idle sockets leave 2 answered 503 at once
    socks = [socket.create_connection((server.host, server.port), timeout=5) for _ in range(6)]
    try:
        refused = 0
        for s in socks:
            s.settimeout(0.3)
            try:
                data = s.recv(4096)
            except TimeoutError:
                continue
            refused += b" 503 " in data
        assert refused >= 2
    finally:
        for s in socks:
            s.close()
    time.sleep(0.8)  # the idle ones time out (socket_timeout_s=0.5) and free their slots
    assert _request(server, "GET", "/api/queue")[0] == 200
