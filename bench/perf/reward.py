"""Throughput and latency of the reward service against the single-process engine, in one run.

Run: ``python bench/perf/reward.py [--groups 8] [--k 3] [--clients 4] [--latency 0.5]``.

``--groups`` groups of ``--k`` rollouts (rendered synthetic videos, round robin) are scored
(1) by `worldreward.reward.score_groups` in this process, all groups in one engine run: the
baseline; (2) by ``reward serve`` on 127.0.0.1 (uvicorn in a thread), posted by ``--clients``
concurrent clients. Both with the ``geometry`` judge and with the ``vlm`` judge against the
test suite's loopback stub answering after ``--latency`` seconds. Printed: groups/s, p50 / p99
request latency of the service, and the service's throughput as a ratio of the baseline's.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import socket
import statistics
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests"))

from stub_openai import StubOpenAI, review, slow  # noqa: E402

from worldreward.judges import make_judge  # noqa: E402
from worldreward.reward import RewardGroup, score_groups  # noqa: E402

TOKENS = ["camera_left", "forward", "camera_up", "right"]
FPA = 6
KEY_ENV = "WORLDREWARD_PERF_KEY"


def render(root: Path, k: int) -> list[str]:
    from worldreward.synth import SynthSpec, render_rollout
    from worldreward.video import write_video

    names = []
    for i in range(k):
        spec = SynthSpec(tokens=TOKENS, frames_per_action=FPA, size=(128, 80), seed=i, supersample=1)
        write_video(root / f"r{i}.mp4", render_rollout(spec).frames, 16)
        names.append(f"r{i}.mp4")
    return names


def groups_of(n: int, videos: list[str], tag: str) -> list[dict]:
    return [{"group_id": f"{tag}{g}", "actions": TOKENS, "frames_per_action": FPA,
             "rollouts": [{"video": v} for v in videos]} for g in range(n)]


def baseline(judge, bodies: list[dict], root: Path) -> float:
    t0 = time.perf_counter()
    score_groups([RewardGroup.model_validate(b) for b in bodies], judge, media_root=root)
    return len(bodies) / (time.perf_counter() - t0)


def service(judge, bodies: list[dict], root: Path, clients: int) -> tuple[float, float, float]:
    import uvicorn

    from worldreward.serve import RewardService, ServiceConfig, create_app

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = ServiceConfig(media_root=root, port=port, queue_size=len(bodies) + 1, max_batch=len(bodies))
    server = uvicorn.Server(uvicorn.Config(create_app(RewardService(judge, config)), log_level="error"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.02)

    def post(body: dict) -> float:
        t = time.perf_counter()
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
        conn.request("POST", "/v1/rewards", body=json.dumps(body), headers={"Content-Type": "application/json"})
        resp = conn.getresponse()
        resp.read()
        conn.close()
        if resp.status != 200:
            raise RuntimeError(f"service answered {resp.status}")
        return time.perf_counter() - t

    t0 = time.perf_counter()
    with ThreadPoolExecutor(clients) as pool:
        latencies = sorted(pool.map(post, bodies))
    rate = len(bodies) / (time.perf_counter() - t0)
    server.should_exit = True
    thread.join(timeout=30)
    sock.close()
    p99 = latencies[min(len(latencies) - 1, int(round(0.99 * (len(latencies) - 1))))]
    return rate, statistics.median(latencies), p99


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--groups", type=int, default=8)
    parser.add_argument("--k", type=int, default=3, help="rollouts per group")
    parser.add_argument("--clients", type=int, default=4, help="concurrent clients posting groups")
    parser.add_argument("--latency", type=float, default=0.5, help="stub server seconds per request")
    args = parser.parse_args(argv)
    os.environ.setdefault(KEY_ENV, "sk-perf")
    with tempfile.TemporaryDirectory(prefix="wr_perf_reward_") as tmp:
        root = Path(tmp)
        videos = render(root, args.k)
        print(f"{args.groups} groups x {args.k} rollouts ({args.k * (args.k - 1) // 2} pairs each), "
              f"{args.clients} clients")
        print(f"{'judge':<22} {'engine groups/s':>15} {'service groups/s':>16} {'ratio':>6} {'p50 s':>7} {'p99 s':>7}")
        with StubOpenAI(default=slow(args.latency, review(winner="A"))) as stub:
            judges = {
                "geometry": lambda: make_judge("geometry"),
                f"vlm (stub {args.latency:.2f} s)": lambda: make_judge(
                    "vlm", base_url=stub.base_url, model=stub.model, api_key_env=KEY_ENV, concurrency=16),
            }
            for name, build in judges.items():
                base = baseline(build(), groups_of(args.groups, videos, "b"), root)
                rate, p50, p99 = service(build(), groups_of(args.groups, videos, "s"), root, args.clients)
                print(f"{name:<22} {base:>15.3f} {rate:>16.3f} {rate / base:>6.2f} {p50:>7.2f} {p99:>7.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
