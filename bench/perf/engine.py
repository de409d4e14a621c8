"""Requests in flight and throughput of the judging engine against a fixed-latency server.

Run: ``python bench/perf/engine.py [--pairs 12] [--latency 1.0] [--concurrency 1,8,32] [--workers 1]``.

A synthetic bench of ``--pairs`` pairs is judged with the ``vlm`` judge (swap on, the default)
against the loopback OpenAI-compatible stub of the test suite (``tests/stub_openai.py``), which
answers every request after exactly ``--latency`` seconds. For each concurrency it prints the
requests made, the peak number in flight (counted by the server), the wall time, the ideal wall
time ``requests / concurrency x latency`` and the share of the ideal reached. In the same run the
same pairs are judged with the model-free ``geometry`` judge, whose time is the evidence cost a
model judge cannot avoid; the last column checks ``wall <= 2 x (ideal + geometry time)``.
Each concurrency gets a fresh output folder, so nothing is cached between rows.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests"))

from stub_openai import StubOpenAI, review, slow  # noqa: E402
from worldreward.bench.synth import SynthConfig, synth_bench  # noqa: E402

from worldreward.engine import Engine, EngineOptions  # noqa: E402
from worldreward.judges import make_judge  # noqa: E402
from worldreward.pairs import load_pairs  # noqa: E402
from worldreward.sinks import PredictionsFile  # noqa: E402
from worldreward.store import RunCache  # noqa: E402

KEY_ENV = "WORLDREWARD_PERF_KEY"


def judge_once(specs, judge, out: Path, workers: int):
    """One batch through the engine into a fresh folder → (stats, wall seconds)."""
    t0 = time.perf_counter()
    with RunCache(out) as store, PredictionsFile(out / "p.pairs.jsonl", [s.pair_id for s in specs]) as sink:
        stats = Engine(judge, EngineOptions(workers=workers), store).run(specs, sink, show_progress=False)
    return stats, time.perf_counter() - t0


def main(argv: list[str] | None = None) -> int:
    import os

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pairs", type=int, default=12)
    parser.add_argument("--latency", type=float, default=1.0, help="seconds the server takes per request")
    parser.add_argument("--concurrency", default="1,8,32", help="comma-separated concurrencies")
    parser.add_argument("--workers", type=int, default=1, help="evidence worker processes")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    levels = [int(x) for x in args.concurrency.split(",")]
    os.environ.setdefault(KEY_ENV, "sk-perf")
    with tempfile.TemporaryDirectory(prefix="wr_perf_engine_") as tmp:
        root = Path(tmp)
        bench = synth_bench(root / "bench", SynthConfig(pairs=args.pairs, seed=args.seed, size=(160, 96),
                                                        frames_per_action=6))
        specs = load_pairs(bench)
        g_stats, g_time = judge_once(specs, make_judge("geometry"), root / "geometry", args.workers)
        print(f"{len(specs)} pairs; geometry judge (same engine, numbers only): {g_time:.1f} s, "
              f"{g_stats.reviews} reviews; server latency {args.latency:.2f} s")
        print(f"{'concurrency':>11} {'requests':>8} {'peak in flight':>14} {'wall s':>7} {'ideal s':>7} "
              f"{'share of ideal':>14} {'wall <= 2x(ideal+geometry)':>27}")
        with StubOpenAI(default=slow(args.latency, review(winner="A"))) as stub:
            for c in levels:
                stub.reset()
                judge = make_judge("vlm", base_url=stub.base_url, model=stub.model, api_key_env=KEY_ENV,
                                   concurrency=c, timeout=args.latency * 10 + 30)
                with judge:
                    stats, wall = judge_once(specs, judge, root / f"vlm_c{c}", args.workers)
                requests = len(stub.chat_requests)
                ideal = requests / c * args.latency
                ok = wall <= 2 * (ideal + g_time)
                print(f"{c:>11} {requests:>8} {stub.max_in_flight:>14} {wall:>7.1f} {ideal:>7.1f} "
                      f"{ideal / wall:>14.2f} {'yes' if ok else 'NO':>27}")
                if stats.failed:
                    print(f"  warning: {stats.failed} pair(s) failed: {stats.failures[:2]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
