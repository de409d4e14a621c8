"""Time `read_motion` / `read_segments` per segment against decoding the same frames from mp4.

Run: ``python bench/perf/motion.py [--segments 12] [--size 320x192] [--frames-per-action 8]``.
Prints milliseconds per segment for decoding (baseline, measured in the same run) and for reading
the motion (FOV known; FOV searched per segment; FOV estimated once per video by `read_segments`),
and their ratios. Not a test: timings depend on the machine and its load.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    from worldreward.motion import read_motion, read_segments
    from worldreward.synth import SynthSpec, all_tokens, render_rollout
    from worldreward.video import load_video, write_video

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--segments", type=int, default=12, help="action steps to time (default 12)")
    parser.add_argument("--size", default="320x192", help="frame size WxH (default 320x192)")
    parser.add_argument("--frames-per-action", type=int, default=8)
    parser.add_argument("--repeat", type=int, default=3, help="repeats; the best time is kept")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    tokens = all_tokens()[1:][: args.segments]
    spec = SynthSpec(tokens=tokens, frames_per_action=args.frames_per_action, size=(width, height),
                     supersample=1, seed=1)
    rollout = render_rollout(spec)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.mp4"
        write_video(path, rollout.frames, spec.fps)
        decode = min(_timed(lambda: load_video(path)) for _ in range(args.repeat))
        frames = load_video(path).frames
    steps = rollout.steps
    read = min(
        _timed(lambda: [read_motion(frames[s.start_frame: s.end_frame + 1]) for s in steps])
        for _ in range(args.repeat)
    )
    known = min(
        _timed(lambda: [read_motion(frames[s.start_frame: s.end_frame + 1], fov_deg=rollout.fov_deg)
                        for s in steps])
        for _ in range(args.repeat)
    )
    clip = min(
        _timed(lambda: read_segments(frames, [(s.start_frame, s.end_frame) for s in steps]))
        for _ in range(args.repeat)
    )
    n = len(steps)
    # decoding a segment's frames: the whole video's decode time shared over its segments
    print(f"{n} segments of {args.frames_per_action + 1} frames at {width}x{height}")
    print(f"decode (baseline)      {decode / n * 1000:8.1f} ms/segment")
    print(f"read_motion, FOV known {known / n * 1000:8.1f} ms/segment   ratio {known / decode:6.1f}x decode")
    print(f"read_motion, FOV found {read / n * 1000:8.1f} ms/segment   ratio {read / decode:6.1f}x decode")
    print(f"read_segments (clip)   {clip / n * 1000:8.1f} ms/segment   ratio {clip / decode:6.1f}x decode")
    return 0


def _timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


if __name__ == "__main__":
    raise SystemExit(main())
