"""The ``vlm`` judge against the local OpenAI-compatible stub server (no network, no model)."""

from __future__ import annotations

import asyncio
import base64
import io
import json
import logging
import pickle
import random
import secrets
import threading

import pytest
from PIL import Image
from stub_openai import StubOpenAI, StubRequest, drop, http_error, malformed, missing_fields, review, slow
from test_prompts import chunk_evidence, evidence_variant

from worldreward import prompts
from worldreward.cli import main as cli_main
from worldreward.errors import JudgeError, ReviewError
from worldreward.judges import common, make_judge
from worldreward.judges.vlm import VLMJudge
from worldreward.review import ChunkReview

KEY_ENV = "WORLDREWARD_TEST_VLM_KEY"
SECRET = "sk-test-" + secrets.token_hex(12)


@pytest.fixture
def stub():
    with StubOpenAI() as server:
        yield server


@pytest.fixture
def api_key(monkeypatch):
    monkeypatch.setenv(KEY_ENV, SECRET)
    return KEY_ENV


@pytest.fixture(scope="module")
def evidence():
    return chunk_evidence()


def make(stub: StubOpenAI, **kw) -> VLMJudge:
    """A judge on the stub with fast retries (the test's own timing)."""
    opts = dict(api_key_env=KEY_ENV, timeout=2.0, max_retries=3, backoff_base=0.01, backoff_max=0.05)
    opts.update(kw)
    return VLMJudge(stub.base_url, stub.model, **opts)


def _jpeg(url: str) -> Image.Image:
    head, data = url.split(",", 1)
    assert head == "data:image/jpeg;base64"
    raw = base64.b64decode(data)
    assert raw[:2] == b"\xff\xd8"
    img = Image.open(io.BytesIO(raw))
    assert img.format == "JPEG"
    return img


def test_request_carries_schema_images_and_bearer_key(stub, api_key, evidence):
    with make(stub, max_side=256, max_pixels=256 * 128) as judge:
        result = judge.review(evidence)
    [req] = stub.chat_requests
    body = req.body
    assert body["model"] == stub.model and body["temperature"] == 0.0
    fmt = body["response_format"]
    assert fmt["type"] == "json_schema" and fmt["json_schema"]["strict"] is True
    assert fmt["json_schema"]["schema"] == common.response_schema(4)  # this chunk: exactly 4 slots
    assert body["logprobs"] is True and body["top_logprobs"] == 5
    assert req.headers["authorization"] == f"Bearer {SECRET}"
    urls = req.image_urls
    assert len(urls) == result.meta.image_count == 10  # source, grid, 4 close-ups, 4 motion maps
    sizes = [_jpeg(u).size for u in urls]
    assert all(max(w, h) <= 256 and w * h <= 256 * 128 for w, h in sizes)
    assert result.meta.visual_tokens == sum(common.qwen_visual_tokens(h, w) for w, h in sizes)
    prompt_text = body["messages"][0]["content"][-1]["text"]
    assert "exactly 4 entries" in prompt_text
    assert result.meta.prompt_id == "chunk_judge.v1"
    assert result.meta.prompt_hash == prompts.text_hash(prompt_text)
    assert result.meta.evidence_hash == evidence.evidence_hash()
    assert result.meta.judge == "vlm" and result.meta.model == stub.model and result.meta.attempts == 1
    assert (result.pair_id, result.chunk_index) == (evidence.pair_id, evidence.chunk.index)
    assert len(result.payload.action_control.actions) == 4


def test_open_starts_the_client_without_a_request_and_the_body_goes_out_verbatim(stub, api_key, evidence):
    with make(stub, extra_body={"top_k": 7, "chat_template_kwargs": {"enable_thinking": False}}) as judge:
        judge.open()
        judge._run().submit(asyncio.sleep(0)).result(timeout=30)  # the loop ran the open
        assert judge._client is not None and stub.requests == []
        _, body = judge.build_request(evidence)
        judge.review(evidence)
    [req] = stub.chat_requests
    assert req.body == json.loads(json.dumps(body))  # every field as built, nothing re-typed or dropped
    assert req.body["top_k"] == 7 and req.body["chat_template_kwargs"] == {"enable_thinking": False}


def test_a_judge_closed_right_after_open_leaves_nothing_pending(stub, api_key):
    """`open` then `close` at once (a run that ends before its first request): the open must not
    leave a never-started coroutine behind (it used to, as a RuntimeWarning at collection)."""
    import gc
    import warnings

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for _ in range(30):
            judge = make(stub)
            judge.open()
            judge.close()
        del judge
        gc.collect()
    assert not [w for w in caught if "never awaited" in str(w.message)], [str(w.message) for w in caught]


def test_api_key_never_leaks(stub, api_key, evidence, tmp_path, caplog, capfd):
    caplog.set_level(logging.DEBUG)
    cache = tmp_path / "requests.jsonl"
    judge = make(stub, cache=cache, max_retries=1)
    seen: list[str] = []
    stub.script(http_error(401))
    with pytest.raises(JudgeError) as e401:
        judge.review(evidence)
    seen.append(str(e401.value))
    assert "401" in str(e401.value) and KEY_ENV in str(e401.value)
    stub.script(http_error(500), drop())
    with pytest.raises(JudgeError) as e500:
        judge.review(evidence)
    seen.append(str(e500.value))
    stub.script(malformed(), malformed())
    with pytest.raises(ReviewError) as bad:
        judge.review(evidence)
    seen.append(str(bad.value))
    ok = judge.review(evidence)
    judge.close()
    seen += [repr(judge), json.dumps(judge.config()), repr(judge.cache), cache.read_text(), ok.model_dump_json(),
             caplog.text, *capfd.readouterr()]
    assert cache.read_text().strip(), "the success was cached"
    assert len(stub.chat_requests) == 6
    assert all(r.headers["authorization"] == f"Bearer {SECRET}" for r in stub.chat_requests)
    for text in seen:
        assert SECRET not in text
    assert not any(SECRET in v for v in vars(judge).values() if isinstance(v, str))


def test_one_repair_request_after_invalid_json(stub, api_key, evidence):
    judge = make(stub)
    stub.script(malformed(), review(winner="B"))
    result = judge.review(evidence)
    assert result.meta.attempts == 2
    first, second = stub.chat_requests
    msgs = second.body["messages"]
    assert [m["role"] for m in msgs] == ["user", "assistant", "user"]
    assert msgs[0] == first.body["messages"][0]  # the same images and prompt again
    assert "{not json" in msgs[1]["content"]
    assert "no valid JSON object" in msgs[2]["content"] and "exactly 4 entries" in msgs[2]["content"]
    assert result.payload.action_control.overall_winner == "B"

    stub.reset()
    stub.script(missing_fields(), missing_fields(), review())
    with pytest.raises(ReviewError, match="visual_quality") as err:
        judge.review(evidence)
    assert "after 2 request(s)" in str(err.value) and evidence.pair_id in str(err.value)
    assert len(stub.chat_requests) == 2  # exactly one repair, then a recorded failure
    judge.close()


def test_transient_failures_are_retried_with_bounds(stub, api_key, evidence):
    judge = make(stub, timeout=0.5, max_retries=4)
    stub.script(http_error(429, retry_after=0), http_error(500), drop(), slow(2.0), review())
    result = judge.review(evidence)
    assert result.meta.attempts == 5 and len(stub.chat_requests) == 5

    stub.reset()
    stub.script(http_error(429, retry_after=0.3), review())
    patient = make(stub, backoff_max=1.0)  # Retry-After is honoured up to backoff_max
    patient.review(evidence)
    patient.close()
    a, b = stub.chat_requests
    assert b.received_at - a.received_at >= 0.3  # backoff alone would be ~0.01 s

    stub.reset()
    stub.script(*[http_error(503)] * 10)
    with pytest.raises(JudgeError, match=r"after 5 attempt\(s\): HTTP 503"):
        judge.review(evidence)
    assert len(stub.chat_requests) == 5  # max_retries=4 → at most 5 requests

    stub.reset()
    stub.script(http_error(400), review())
    with pytest.raises(JudgeError, match="HTTP 400"):
        judge.review(evidence)
    assert len(stub.chat_requests) == 1  # not retryable
    judge.close()


def test_logprobs_give_soft_probabilities(stub, api_key, evidence):
    judge = make(stub)
    stub.script(review(logprobs={"A": 0.7, "B": 0.2, "Tie": 0.1}))
    payload = judge.review(evidence).payload
    expected = (0.7 + 0.5 * 0.1) / 1.0
    ac, vq = payload.action_control, payload.visual_quality
    probs = [s.prob_a for s in ac.actions] + [ac.prob_a, vq.prob_a] + [
        getattr(vq, d).prob_a for d in ("temporal_consistency", "dynamic_generation_quality",
                                        "artifacts_and_structure_integrity")]
    assert probs == pytest.approx([expected] * 9)
    assert all(s.winner == "A" for s in ac.actions)
    judge.close()

    stub.reset()
    plain = make(stub, logprobs="false")
    result = plain.review(evidence)
    assert "logprobs" not in stub.chat_requests[0].body
    assert result.payload.action_control.actions[0].prob_a is None
    plain.close()


def test_flaky_server_many_pairs_end_in_verdicts_or_recorded_failures(stub, api_key, evidence, tmp_path):
    rng, lock = random.Random(11), threading.Lock()
    faults = [http_error(429, retry_after=0), http_error(500), drop(), slow(1.0), malformed()]
    healthy = review()

    def flaky(req: StubRequest):
        if "(pair_07)" in req.text:  # one pair whose server always fails: a sure recorded failure
            return http_error(503)(req)
        with lock:
            r = rng.random()
        return faults[int(r / 0.3 * len(faults))](req) if r < 0.3 else healthy(req)

    stub.default = flaky
    evs = [evidence_variant(evidence, f"pair_{i:02d}", i) for i in range(20)]
    cache = tmp_path / "requests.jsonl"
    max_retries = 2
    judge = make(stub, cache=cache, concurrency=4, timeout=0.4, max_retries=max_retries)
    done: list[int] = []
    results = judge.review_many(evs, on_result=lambda i, r: done.append(i))
    judge.close()
    assert sorted(done) == list(range(20))
    ok = [r for r in results if isinstance(r, ChunkReview)]
    failed = [i for i, r in enumerate(results) if not isinstance(r, ChunkReview)]
    assert 7 in failed and "HTTP 503" in str(results[7])
    assert all(isinstance(results[i], (JudgeError, ReviewError)) for i in failed)
    assert all(evs[i].pair_id in str(results[i]) for i in failed)
    assert [r.pair_id for r in ok] == [e.pair_id for e, r in zip(evs, results, strict=True) if isinstance(r, ChunkReview)]
    first_calls = len(stub.chat_requests)
    assert first_calls > 20  # faults happened and were retried
    assert first_calls <= 20 * 2 * (max_retries + 1)  # bounded: (retries + 1) per request, one repair
    assert sum(r.meta.attempts for r in ok) <= first_calls
    assert stub.max_in_flight <= 4

    # re-run against a healthy server: only what failed is asked again, once each
    stub.default = healthy
    stub.reset()
    again = make(stub, cache=cache)
    second = again.review_many(evs)
    again.close()
    assert all(isinstance(r, ChunkReview) for r in second)
    assert len(stub.chat_requests) == len(failed)
    # and once everything is cached, a re-run makes zero calls
    stub.reset()
    third = make(stub, cache=cache).review_many(evs)
    assert stub.chat_requests == []
    assert [r.payload for r in third] == [r.payload for r in second]


def test_registry_builds_the_judge_from_cli_strings(stub, api_key, evidence):
    judge = make_judge("vlm", base_url=stub.base_url, model=stub.model, api_key_env=KEY_ENV,
                       concurrency="2", timeout="5", max_retries="1", evidence="frames", reasoning="no",
                       temperature="0.2")
    assert (judge.name, judge.whole_video, judge.swap_by_default) == ("vlm", False, True)
    result = judge.review(evidence)
    body = stub.chat_requests[0].body
    assert body["temperature"] == 0.2
    assert len(stub.chat_requests[0].image_urls) == result.meta.image_count == 6  # no motion maps
    assert common.prompt_parts()["analysis.brief"] in body["messages"][0]["content"][-1]["text"]
    # picklable for process workers: a copy rebuilds its loop and client and gives the same answer
    copy = pickle.loads(pickle.dumps(judge))
    assert copy.review(evidence).payload == result.payload
    assert len(stub.chat_requests) == 2
    judge.close()
    copy.close()
    with pytest.raises(ValueError, match="base-url"):
        VLMJudge(None, "m")


def test_bench_run_vlm(stub, api_key, tmp_path):
    """``worldreward bench run --judge vlm`` works against the stub like any other judge."""
    bench_dir, run_dir = tmp_path / "bench", tmp_path / "run"
    assert cli_main(["bench", "synth", "--out", str(bench_dir), "--pairs", "1", "--size", "96x64",
                     "--frames-per-action", "3"]) == 0
    args = ["bench", "run", "--bench", str(bench_dir / "bench.jsonl"), "--out", str(run_dir),
            "--judge", "vlm", "--base-url", stub.base_url, "--model", stub.model, "--api-key-env", KEY_ENV,
            "--evidence", "frames", "--max-retries", "1", "--judge-opt", "backoff_base=0.01"]
    assert cli_main(args) == 0
    lines = [json.loads(x) for x in (run_dir / "vlm.pairs.jsonl").read_text().splitlines() if x.strip()]
    assert len(lines) == 1 and lines[0]["action"] in ("left", "right", "tie")
    calls = len(stub.chat_requests)
    assert calls >= 2  # every chunk in both orders (swap is on for model judges)
    assert calls % 2 == 0
    assert all(r.body["response_format"]["type"] == "json_schema" for r in stub.chat_requests)
    assert cli_main(args) == 0  # resumed: nothing re-judged
    assert len(stub.chat_requests) == calls
