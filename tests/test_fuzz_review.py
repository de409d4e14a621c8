"""Fuzz: model replies (JSON mutations around the review schema) and HTTP bodies for the review
server (and the shared request rules any server applies). Property: a result or one one-line
`WorldRewardError` (an HTTP JSON error), never a traceback, never a lost or duplicated decision."""

from __future__ import annotations

import http.client
import json

import pytest
from fuzzing import FUZZ, damage, damages, json_values, one_line_error_or_result, raw, scratch_dir
from hypothesis import given
from hypothesis import strategies as st
from stub_openai import review_payload
from test_review_ui import _payload

from worldreward.httpguard import RequestLimits, parse_body
from worldreward.review import ReviewPayload, parse_review
from worldreward.reviewui import ReviewServer

WINNERS = st.sampled_from(["A", "B", "Tie", "a", "tie", "", "C", None, 1])


def _paths(obj, prefix=()):
    """Every (path, value) in a JSON tree."""
    yield prefix, obj
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _paths(v, (*prefix, i))


def _apply(obj, mutations, winner):
    """Drop a node, set it to any JSON value, or (for a string node) set it to ``winner``."""
    for pick, op, value in mutations:
        paths = [p for p, _ in _paths(obj) if p]
        if not paths:
            break
        path = paths[pick % len(paths)]
        holder = obj
        for key in path[:-1]:
            holder = holder[key]
        last = path[-1]
        if op == "drop":
            del holder[last]
        elif op == "winner":
            holder[last] = winner if isinstance(holder[last], str) else value
        else:
            holder[last] = value
    return obj


mutations = st.lists(st.tuples(st.integers(0, 10_000), st.sampled_from(["drop", "set", "winner"]),
                               json_values | WINNERS), max_size=3)
wrappers = st.sampled_from(["plain", "fence", "prose", "think", "truncate", "double"])


@FUZZ
@given(st.integers(1, 5), st.integers(1, 5), mutations, wrappers, st.none() | damages, WINNERS)
def test_review_replies(slots, expected, muts, wrap, how, winner) -> None:
    obj = review_payload(slots, lambda field: "A" if hash(field) % 2 else "B")
    obj = _apply(obj, muts, winner)
    text = json.dumps(obj, ensure_ascii=False)
    text = {"plain": text, "fence": f"Here:\n```json\n{text}\n```", "prose": f"I think {text} is it.",
            "think": f"<think>{{not json}}</think>{text}", "truncate": text[: len(text) // 2],
            "double": f"{text}\n{text}"}[wrap]
    if how is not None:
        text = damage(raw(text), how).decode("utf-8", errors="replace")
    ok, result = one_line_error_or_result(lambda: parse_review(text, expected_slots=expected))
    if ok:
        assert isinstance(result, ReviewPayload)
        assert len(result.action_control.actions) == expected
        assert all(a.winner in ("A", "B", "Tie") for a in result.action_control.actions)


@FUZZ
@given(st.binary(max_size=300) | st.builds(lambda v: json.dumps(v).encode(), json_values), st.none() | damages)
def test_request_bodies_shared_rules(raw, how) -> None:
    body = damage(raw, how) if how else raw
    one_line_error_or_result(lambda: parse_body(body, RequestLimits()))


@pytest.fixture(scope="module")
def server():
    folder = scratch_dir("review-")
    items = [{"queue_id": f"p{i}/0", "label_id": f"p{i}/0", "pair_id": f"p{i}", "chunk_index": 0,
              "review": _payload("A", "B", "Tie", "A")} for i in range(3)]
    queue = folder / "queue.jsonl"
    queue.write_text("".join(json.dumps(it) + "\n" for it in items))
    with ReviewServer(queue, folder / "decisions.jsonl") as srv:
        yield srv


AXES_VALUES = st.sampled_from(["accept", "flip", "tie", "ACCEPT", "", None, 0]) | json_values
decision_bodies = st.fixed_dictionaries(
    {},
    optional={"queue_id": st.sampled_from(["p0/0", "p1/0", "p2/0", "nope", ""]) | json_values,
              "axes": st.dictionaries(st.sampled_from(["action", "appearance", "motion", "other"]), AXES_VALUES,
                                      max_size=4) | json_values,
              "extra": json_values},
)


@FUZZ
@given(decision_bodies, st.none() | damages, st.sampled_from(["json", "raw"]), st.binary(max_size=64))
def test_review_server_bodies(server, body, how, kind, raw) -> None:
    data = json.dumps(body).encode() if kind == "json" else raw
    if how is not None:
        data = damage(data, how)
    decisions = server.state.decisions_path
    before = decisions.read_bytes().count(b"\n") if decisions.exists() else 0
    conn = http.client.HTTPConnection(server.host, server.port, timeout=10)
    conn.request("POST", "/api/decision", body=data,
                 headers={"X-Review-Token": server.token, "Content-Type": "application/json"})
    resp = conn.getresponse()
    answer = json.loads(resp.read())
    conn.close()
    after = decisions.read_bytes().count(b"\n") if decisions.exists() else 0
    assert resp.status in (200, 400, 413), (resp.status, answer)
    if resp.status == 200:
        assert answer["ok"] and after == before + 1  # stored exactly once
    else:
        assert answer["status"] == resp.status and "\n" not in answer["error"] and after == before
