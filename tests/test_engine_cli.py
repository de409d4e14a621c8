"""The batch commands on the one engine, as a user meets them: failures, exit codes, resume,
identical predictions across commands, unreadable manifest lines, killed runs."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from stub_openai import StubOpenAI, http_error, review
from worldreward.bench.synth import SynthConfig, synth_bench

from worldreward.cli import main
from worldreward.jsonl import read_jsonl

REPO = Path(__file__).resolve().parents[1]
KEY_ENV = "WORLDREWARD_TEST_ENGINE_KEY"


@pytest.fixture(scope="module")
def bench(tmp_path_factory) -> Path:
    """3 small synthetic pairs (64x48, 2-4 actions of 4 frames)."""
    out = tmp_path_factory.mktemp("wrb_engine")
    return synth_bench(out, SynthConfig(pairs=3, seed=5, size=(64, 48), frames_per_action=4,
                                        min_actions=2, max_actions=4))


def _vlm_args(stub: StubOpenAI) -> list[str]:
    return ["--judge", "vlm", "--base-url", stub.base_url, "--model", stub.model, "--api-key-env", KEY_ENV,
            "--judge-opt", "max_retries=0", "--judge-opt", "repair=false"]


def test_a_server_that_fails_every_call_fails_the_batch_and_a_rerun_retries(bench, tmp_path, monkeypatch):
    monkeypatch.setenv(KEY_ENV, "sk-test")
    out = tmp_path / "vlm.pairs.jsonl"
    with StubOpenAI(default=http_error(500)) as stub:
        args = ["judge", "--pairs", str(bench), "--out", str(out), *_vlm_args(stub)]
        assert main(args) == 1  # failures are not results
        first = len(stub.chat_requests)
        lines = read_jsonl(out)
        assert len(lines) == 3 and all(x["action"] is None and "500" in x["error"] for x in lines)
        assert [x["pair_id"] for x in read_jsonl(out.with_name("vlm.failures.jsonl"))] == [x["pair_id"] for x in lines]
        assert main(args) == 1
        assert len(stub.chat_requests) > first  # the failed pairs were asked again
        assert main([*args, "--allow-failures"]) == 0
        stub.default = review(winner="A")
        stub.reset()
        assert main(args) == 0
        done = len(stub.chat_requests)
        assert done > 0 and all("error" not in x for x in read_jsonl(out))
        assert main(args) == 0 and len(stub.chat_requests) == done  # finished: nothing asked again


def test_bench_run_and_judge_pairs_write_identical_predictions(bench, tmp_path):
    assert main(["bench", "run", "--bench", str(bench), "--judge", "geometry", "--out", str(tmp_path / "run")]) == 0
    out = tmp_path / "geometry.pairs.jsonl"
    assert main(["judge", "--pairs", str(bench), "--out", str(out)]) == 0
    assert read_jsonl(out, strict=True) == read_jsonl(tmp_path / "run" / "geometry.pairs.jsonl", strict=True)


def test_an_unreadable_manifest_line_is_recorded_and_the_rest_judged(bench, tmp_path, capsys):
    lines = bench.read_text().splitlines()
    manifest = bench.parent / "with_bad_line.jsonl"
    manifest.write_text("\n".join([lines[0], '{"pair_id": "broken", "actions": 3}', "{not json", *lines[1:]]) + "\n")
    out = tmp_path / "p.pairs.jsonl"
    assert main(["judge", "--pairs", str(manifest), "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert f"{manifest}:2" in err and f"{manifest}:3" in err
    assert len(read_jsonl(out)) == 3 and all("error" not in x for x in read_jsonl(out))
    failures = read_jsonl(tmp_path / "p.failures.jsonl")
    assert [f["where"] for f in failures] == [f"{manifest}:2", f"{manifest}:3"]
    assert main(["judge", "--pairs", str(manifest), "--out", str(tmp_path / "s.pairs.jsonl"), "--strict"]) == 1
    assert not (tmp_path / "s.pairs.jsonl").exists()  # --strict stops before judging anything


def _children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        text = (task / "children").read_text() if (task / "children").exists() else ""
        found += [int(x) for x in text.split()]
    return found


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs /proc (Linux)")
@pytest.mark.timeout(180)
def test_killing_the_parent_leaves_no_evidence_worker_behind(bench, tmp_path):
    out = tmp_path / "run"
    cmd = [sys.executable, "-m", "worldreward", "bench", "run", "--bench", str(bench), "--judge", "geometry",
           "--out", str(out), "--workers", "2"]
    proc = subprocess.Popen(cmd, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    workers: list[int] = []
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None and len(workers) < 2:
        workers = [c for c in _children(proc.pid) if "spawn" in Path(f"/proc/{c}/cmdline").read_text()
                   .replace("\0", " ")] if Path(f"/proc/{proc.pid}").exists() else []
        time.sleep(0.05)
    assert proc.poll() is None and len(workers) == 2, "the run ended before its workers could be seen"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and any(Path(f"/proc/{w}").exists() and _alive(w) for w in workers):
        time.sleep(0.1)
    assert not [w for w in workers if Path(f"/proc/{w}").exists() and _alive(w)], "orphaned evidence workers"


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def test_the_lock_refuses_two_runs_on_the_same_output(bench, tmp_path):
    from worldreward.store import RunCache

    out = tmp_path / "p.pairs.jsonl"
    with RunCache.at(tmp_path / "p.cache.jsonl"):
        assert main(["judge", "--pairs", str(bench), "--out", str(out)]) == 1
    assert not json.dumps(read_jsonl(out)).count("pair_id")  # nothing was written by the refused run
