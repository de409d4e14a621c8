"""bench run: resumable cache, kill-and-resume equality, failures retried alone, shards, workers."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest
from worldreward.bench.run import RunOptions, parse_shard, run_bench, shard_specs
from worldreward.bench.synth import SynthConfig, synth_bench

from worldreward.cli import main
from worldreward.engine import EngineOptions
from worldreward.jsonl import read_jsonl
from worldreward.pairs import load_pairs, load_predictions
from worldreward.store import RunCache

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def tiny_bench(tmp_path_factory) -> Path:
    """8 small synthetic pairs (64x48, 2-4 actions of 4 frames): one chunk each, cheap to judge."""
    out = tmp_path_factory.mktemp("wrb_tiny")
    config = SynthConfig(pairs=8, seed=3, size=(64, 48), frames_per_action=4, min_actions=2, max_actions=4)
    return synth_bench(out, config)


@pytest.fixture(scope="module")
def reference_run(tiny_bench, tmp_path_factory) -> Path:
    """An uninterrupted serial run (in process)."""
    out = tmp_path_factory.mktemp("ref_run")
    assert main(["bench", "run", "--bench", str(tiny_bench), "--judge", "geometry", "--out", str(out)]) == 0
    return out


def _cache_keys(folder: Path) -> tuple[list, list]:
    records = [r for p in sorted(folder.glob("cache*.jsonl")) for r in read_jsonl(p)]
    reviews = [tuple(sorted(r["key"].items())) for r in records if r["kind"] == "review"]
    pairs = [(r["pair_id"], r["run_key"]) for r in records if r["kind"] == "pair"]
    return reviews, pairs


def _predictions(path: Path) -> list[dict]:
    return read_jsonl(path, strict=True)


def test_reference_run_outputs(reference_run, tiny_bench):
    lines = _predictions(reference_run / "geometry.pairs.jsonl")
    assert [x["pair_id"] for x in lines] == [s.pair_id for s in load_pairs(tiny_bench)]
    assert all(x["action"] in ("left", "right", "tie") for x in lines)
    assert read_jsonl(reference_run / "geometry.failures.jsonl") == []
    summary = json.loads((reference_run / "geometry.summary.json").read_text())
    assert summary["ok"] == 8 and summary["judged"] == 8


@pytest.mark.slow
@pytest.mark.timeout(120)
def test_killed_run_resumes_to_identical_predictions(tiny_bench, reference_run, tmp_path):
    out = tmp_path / "run"
    cmd = [sys.executable, "-m", "worldreward", "bench", "run", "--bench", str(tiny_bench),
           "--judge", "geometry", "--out", str(out)]
    proc = subprocess.Popen(cmd, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    cache = out / "cache.jsonl"
    deadline = time.monotonic() + 90
    try:
        while time.monotonic() < deadline and proc.poll() is None:
            if cache.exists() and b'"kind": "pair"' in cache.read_bytes():
                break
            time.sleep(0.02)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL, "the run finished before it could be killed"
    done_before = len(_cache_keys(out)[1])
    assert 1 <= done_before < 8
    # what a killed run leaves: finished pairs only, each once, readable by bench score
    left_behind = read_jsonl(out / "geometry.pairs.jsonl")
    ids = [x["pair_id"] for x in left_behind]
    assert len(ids) == len(set(ids)) and all("error" not in x for x in left_behind)
    assert set(load_predictions(out / "geometry.pairs.jsonl")) == set(ids)

    # resume with two worker processes: only unfinished pairs are judged
    assert main(["bench", "run", "--bench", str(tiny_bench), "--judge", "geometry", "--out", str(out),
                 "--workers", "2"]) == 0
    assert _predictions(out / "geometry.pairs.jsonl") == _predictions(reference_run / "geometry.pairs.jsonl")
    summary = json.loads((out / "geometry.summary.json").read_text())
    assert summary["cached"] == done_before and summary["judged"] == 8 - done_before
    reviews, pairs = _cache_keys(out)
    assert not [k for k, n in Counter(reviews).items() if n > 1], "duplicate review keys in the cache"
    assert not [k for k, n in Counter(pairs).items() if n > 1], "duplicate pair results in the cache"
    assert len(pairs) == 8


def test_broken_video_is_a_recorded_failure_and_only_it_is_retried(tiny_bench, tmp_path, capsys):
    lines = read_jsonl(tiny_bench)[:2]
    for line in lines:
        src = tiny_bench.parent / "videos" / line["pair_id"]
        shutil.copytree(src, tmp_path / "videos" / line["pair_id"])
    broken = tmp_path / "videos" / lines[1]["pair_id"] / "left.mp4"
    good_copy = tmp_path / "left_good.mp4"
    shutil.copy(broken, good_copy)
    broken.write_bytes(b"\x00not a video at all" * 10)
    bench = tmp_path / "bench.jsonl"
    bench.write_text("".join(json.dumps(x) + "\n" for x in lines))
    out = tmp_path / "run"
    args = ["bench", "run", "--bench", str(bench), "--judge", "geometry", "--out", str(out)]

    assert main(args) == 1
    preds = {x["pair_id"]: x for x in _predictions(out / "geometry.pairs.jsonl")}
    assert preds[lines[0]["pair_id"]]["action"] is not None and "error" not in preds[lines[0]["pair_id"]]
    bad = preds[lines[1]["pair_id"]]
    assert bad["action"] is None and "left.mp4" in bad["error"]
    failures = read_jsonl(out / "geometry.failures.jsonl")
    assert [f["pair_id"] for f in failures] == [lines[1]["pair_id"]] and "left.mp4" in failures[0]["reason"]

    assert main(args) == 1  # still broken: retried alone
    summary = json.loads((out / "geometry.summary.json").read_text())
    assert (summary["cached"], summary["judged"], summary["failed"]) == (1, 1, 1)

    shutil.copy(good_copy, broken)  # repaired: the retry succeeds
    assert main(args) == 0
    assert read_jsonl(out / "geometry.failures.jsonl") == []
    assert all(x["action"] is not None for x in _predictions(out / "geometry.pairs.jsonl"))


# ---------------------------------------------------------------- the store/run loop with a fake judge


class FakeJudge:
    """A numbers-only judge that says A everywhere; fails every review of the pairs in ``fail``;
    records ``(pair_id, chunk_index)`` of every review it writes."""

    name = "fake"
    whole_video = False
    swap_by_default = False
    needs_images = False

    def __init__(self, fail: frozenset[str] = frozenset()) -> None:
        self.fail = fail
        self.judged: list[tuple[str, int]] = []

    def config(self) -> dict:
        return {"version": 1}

    def review(self, evidence):
        from worldreward.errors import JudgeError
        from worldreward.review import ChunkReview, ReviewMeta, validate_payload

        if evidence.pair_id in self.fail:
            raise JudgeError("http://127.0.0.1:9/v1", "server said 503")
        dim = {"video_a_analysis": "a", "video_b_analysis": "b", "winner": "A"}
        slots = [{"action_id": k + 1, "action_label": "Forward | IDLE", **dim} for k in range(len(evidence.slots))]
        payload = validate_payload({
            "action_control": {"actions": slots, "overall_summary": "s", "overall_winner": "A"},
            "visual_quality": {"temporal_consistency": dim, "dynamic_generation_quality": dim,
                               "artifacts_and_structure_integrity": dim, "overall_summary": "s",
                               "overall_winner": "A"},
        })
        self.judged.append((evidence.pair_id, evidence.chunk.index))
        return ChunkReview(pair_id=evidence.pair_id, chunk_index=evidence.chunk.index, payload=payload,
                           meta=ReviewMeta(judge="fake"))


def _opts(tiny_bench: Path, tmp_path: Path, **kw) -> RunOptions:
    engine = EngineOptions(base_dir=tiny_bench.parent, slots_per_chunk=2, workers=kw.pop("workers", 1))
    return RunOptions(out_dir=tmp_path, name="fake", engine=engine, **kw)


@pytest.mark.parametrize("workers", [1, 3])
def test_store_loop_with_fake_judge(tiny_bench, tmp_path, workers):
    specs = load_pairs(tiny_bench)
    opts = _opts(tiny_bench, tmp_path, workers=workers)
    judge = FakeJudge(fail=frozenset({"wrb_0002"}))
    summary = run_bench(specs, judge, opts)
    assert (summary.ok, summary.failed) == (7, 1)
    assert {p for p, _ in judge.judged} == {s.pair_id for s in specs} - {"wrb_0002"}
    line = {x["pair_id"]: x for x in read_jsonl(tmp_path / "fake.pairs.jsonl")}["wrb_0002"]
    assert line["action"] is None and "503" in line["error"]
    reviews_before, _ = _cache_keys(tmp_path)

    judge = FakeJudge()
    summary = run_bench(specs, judge, opts)
    assert summary.failed == 0 and summary.judged == 1 and summary.cached == 7
    assert {p for p, _ in judge.judged} == {"wrb_0002"}  # only the failed pair was judged again
    reviews, pairs = _cache_keys(tmp_path)
    assert len(reviews) == len(set(reviews)) == len(reviews_before) + len(judge.judged)
    assert len(pairs) == len(set(pairs)) == 8
    # a reopened cache sees the same state
    cache = RunCache(tmp_path, writable=False)
    assert len(cache.reviews) == len(reviews) and not cache.chunk_failures


def test_shards_partition_the_bench_and_merge_on_a_full_run(tiny_bench, tmp_path):
    specs = load_pairs(tiny_bench)
    assert parse_shard("1/3") == (1, 3)
    with pytest.raises(ValueError):
        parse_shard("3/3")
    parts = [shard_specs(specs, (i, 3)) for i in range(3)]
    assert sorted(s.pair_id for p in parts for s in p) == sorted(s.pair_id for s in specs)
    for i in range(2):
        run_bench(specs, FakeJudge(), _opts(tiny_bench, tmp_path, shard=(i, 2)))
    assert (tmp_path / "cache.shard-0-of-2.jsonl").exists() and (tmp_path / "fake.shard-1-of-2.pairs.jsonl").exists()
    judge = FakeJudge()
    summary = run_bench(specs, judge, _opts(tiny_bench, tmp_path))
    assert summary.judged == 0 and summary.ok == 8 and judge.judged == []
    assert len(read_jsonl(tmp_path / "fake.pairs.jsonl")) == 8


def test_truncated_last_cache_line_is_skipped_and_redone(tiny_bench, tmp_path):
    specs = load_pairs(tiny_bench)[:2]
    opts = _opts(tiny_bench, tmp_path)
    run_bench(specs, FakeJudge(), opts)
    n_reviews = len(RunCache(tmp_path, writable=False).reviews)
    cache = tmp_path / "cache.jsonl"
    data = cache.read_bytes()
    cache.write_bytes(data[: len(data) - 40])  # a write cut short by a crash: the last pair record
    judge = FakeJudge()
    summary = run_bench(specs, judge, opts)
    assert summary.ok == 2 and summary.judged == 1 and judge.judged == []  # redone from cached reviews
    reopened = RunCache(tmp_path, writable=False)
    assert reopened.bad_lines == 0  # the resuming writer moved the cut record out of the cache
    assert (tmp_path / "cache.jsonl.torn").read_bytes().endswith(b"\n")
    assert len(reopened.reviews) == n_reviews and len(reopened.pairs) == 2


def test_a_second_writer_on_the_same_cache_is_refused(tmp_path):
    from worldreward.errors import WorldRewardError

    with RunCache(tmp_path):
        with pytest.raises(WorldRewardError, match="another run"):
            RunCache(tmp_path)
        RunCache(tmp_path, shard=(0, 2)).close()  # a shard has its own cache file
        assert RunCache(tmp_path, writable=False).reviews == {}  # readers are never blocked
    RunCache(tmp_path).close()  # released on close
