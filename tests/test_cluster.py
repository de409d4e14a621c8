"""Scale-out: the engine's evidence stage on a local Ray cluster (``ray start --head`` on
127.0.0.1 plus a second node), requests spread over two loopback endpoints; the predictions must
equal the single-process engine's."""

from __future__ import annotations

import hashlib
import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from stub_openai import StubOpenAI, review
from worldreward.bench.synth import SynthConfig, synth_bench

from worldreward.cli import main
from worldreward.jsonl import read_jsonl

ray = pytest.importorskip("ray")

KEY_ENV = "WORLDREWARD_TEST_CLUSTER_KEY"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    """A head node and one worker node on 127.0.0.1, stopped afterwards."""
    ray_bin = str(Path(sys.executable).with_name("ray"))
    if not Path(ray_bin).exists():
        ray_bin = shutil.which("ray")
    temp = tmp_path_factory.mktemp("ray")
    env = {**os.environ, "RAY_USAGE_STATS_ENABLED": "0"}
    port = _free_port()
    common = ["--disable-usage-stats", "--include-dashboard=false", f"--temp-dir={temp}"]
    subprocess.run([ray_bin, "start", "--head", "--node-ip-address=127.0.0.1", f"--port={port}",
                    "--num-cpus=1", *common], check=True, env=env, capture_output=True, timeout=180)
    address = f"127.0.0.1:{port}"
    try:
        subprocess.run([ray_bin, "start", f"--address={address}", "--node-ip-address=127.0.0.1", "--num-cpus=1",
                        "--disable-usage-stats"], check=True, env=env, capture_output=True, timeout=180)
        yield address
    finally:
        if ray.is_initialized():
            ray.shutdown()
        subprocess.run([ray_bin, "stop", "--force"], env=env, capture_output=True, timeout=120)


@pytest.mark.timeout(900)
def test_ray_run_equals_the_single_process_engine_with_both_endpoints_used(cluster, tmp_path, monkeypatch):
    monkeypatch.setenv(KEY_ENV, "sk-test")
    bench = synth_bench(tmp_path / "wrb", SynthConfig(pairs=12, seed=9, size=(64, 48), frames_per_action=4,
                                                      min_actions=2, max_actions=3))
    def winner(req, field: str) -> str:  # depends on what is shown, so both runs must show the same
        digest = hashlib.sha256((req.image_urls[0] if req.image_urls else req.text).encode()).digest()
        return "AB"[digest[0] % 2]

    with StubOpenAI(default=review(winner=winner)) as one, StubOpenAI(default=review(winner=winner)) as two:
        base = ["bench", "run", "--bench", str(bench), "--judge", "vlm", "--model", one.model,
                "--api-key-env", KEY_ENV]
        assert main([*base, "--base-url", one.base_url, "--out", str(tmp_path / "local")]) == 0
        single = len(one.chat_requests)
        one.reset()
        assert main([*base, "--endpoints", f"{one.base_url},{two.base_url}", "--ray", cluster,
                     "--out", str(tmp_path / "ray")]) == 0
        assert len(one.chat_requests) > 0 and len(two.chat_requests) > 0  # both endpoints used
        assert len(one.chat_requests) + len(two.chat_requests) == single
    local = read_jsonl(tmp_path / "local" / "vlm.pairs.jsonl", strict=True)
    scaled = read_jsonl(tmp_path / "ray" / "vlm.pairs.jsonl", strict=True)
    assert len(local) == 12 and scaled == local
