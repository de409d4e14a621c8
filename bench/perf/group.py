"""A group reward's evidence: every rollout measured once, against every pair measuring both sides.

    python bench/perf/group.py [--k 6] [--size 480x272] [--frames 41] [--steps 8] [--repeat 3]

``--k`` synthetic rollouts of the same actions (different seeds, a moving object on every other
one) are written as mp4 and scored as one round-robin group (``K (K-1) / 2`` pairs) with the
``geometry`` judge through `worldreward.reward.score_groups`, the path of ``reward serve``.
Reported, all from this run (medians of ``--repeat`` after one warm-up, wall and process CPU):

1. **decode**: `load_video` of the K rollouts, once each: the baseline;
2. **group, each video decoded and measured once**: the engine's run-wide `SharedClips` and
   `evidence.SideCache`: a video decoded, or a chunk side measured, for one pair is reused by
   every other pair showing the same video (under the same spans);
3. **group, every pair on its own**: the same run without them (what the engine did before),
   every pair decoding and measuring both of its videos.

Both runs must give the same rewards (checked, printed).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import evidence as ev_bench  # noqa: E402  (its synthetic rollouts)

from worldreward import engine as engine_mod  # noqa: E402
from worldreward.engine import SharedClips  # noqa: E402
from worldreward.evidence import SideCache  # noqa: E402
from worldreward.judges import make_judge  # noqa: E402
from worldreward.reward import RewardGroup, score_groups  # noqa: E402
from worldreward.video import load_video, write_video  # noqa: E402


def _timed(fn, repeat: int) -> tuple[float, float, object]:
    out = fn()
    wall, cpu = [], []
    for _ in range(repeat):
        w0, c0 = time.perf_counter(), time.process_time()
        out = fn()
        wall.append(time.perf_counter() - w0)
        cpu.append(time.process_time() - c0)
    return statistics.median(wall), statistics.median(cpu), out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--k", type=int, default=6, help="rollouts in the group (default 6)")
    ap.add_argument("--size", default="480x272")
    ap.add_argument("--frames", type=int, default=41)
    ap.add_argument("--steps", type=int, default=8)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    tokens = (ev_bench.TOKENS_A * (-(-args.steps // len(ev_bench.TOKENS_A))))[:args.steps]
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        names = []
        for i in range(args.k):
            frames = ev_bench._rollout(tokens, args.frames, (width, height), 100 + i, moving_objects=i % 2)
            write_video(root / f"r{i}.mp4", frames, 16)
            names.append(f"r{i}.mp4")
        group = RewardGroup.model_validate({"group_id": "g", "actions": tokens, "num_frames": args.frames,
                                            "rollouts": [{"video": n} for n in names]})
        judge = make_judge("geometry")
        stats: list = []

        def score():
            stats.clear()
            return score_groups([group], judge, media_root=root, stats_out=stats)[0].rewards

        decode = _timed(lambda: [load_video(root / n) for n in names], args.repeat)
        once = _timed(score, args.repeat)
        st = stats[0]
        reused = (st.clips_decoded, st.clips_reused, st.sides_measured, st.sides_reused)
        engine_mod.SideCache = engine_mod.SharedClips = lambda: None  # nothing shared: every pair on its own
        try:
            every = _timed(score, args.repeat)
        finally:
            engine_mod.SideCache, engine_mod.SharedClips = SideCache, SharedClips
    pairs = args.k * (args.k - 1) // 2
    print(f"group: K={args.k} rollouts of {width}x{height}, {args.frames} frames, {args.steps} steps; "
          f"{pairs} pairs round robin, geometry judge; median of {args.repeat}")
    print(f"{'decode the K rollouts once':42s} {decode[0] * 1000:8.0f} ms            (CPU {decode[1] * 1000:6.0f} ms)")
    for name, t in (("group, each video decoded, measured once", once), ("group, every pair on its own", every)):
        print(f"{name:42s} {t[0] * 1000:8.0f} ms {t[0] / decode[0]:6.1f}x decode (CPU {t[1] * 1000:6.0f} ms, "
              f"{t[1] / decode[1]:5.1f}x)")
    print(f"shared: videos decoded / reused {reused[0]} / {reused[1]}, chunk sides measured / reused "
          f"{reused[2]} / {reused[3]}; speed-up {every[0] / once[0]:.1f}x wall, {every[1] / once[1]:.1f}x CPU")
    same = once[2] == every[2]
    print(f"rewards {'identical' if same else 'DIFFER'}: {[round(r, 3) for r in once[2]]}")
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
