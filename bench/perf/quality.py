"""Cost of `measure_quality` relative to decoding (and copying) the same frames, and (with
``--table``) how strongly each controlled degradation moves the metrics it targets.

Run: ``python bench/perf/quality.py [--size 640x360] [--frames 16] [--repeats 5]``
     ``python bench/perf/quality.py --table [--size 320x192]``.

A synthetic camera-like segment (a rendered rollout from `worldreward.synth`) is written to an
mp4 in a temporary folder; in the same run we time (median of ``--repeats``):

- ``decode``: `worldreward.video.load_video` of that file (the engine's own decoder);
- ``copy``:   ``np.copy`` of the decoded frames (the floor any per-frame work pays);
- ``quality``: `measure_quality` on the decoded frames.

and print the ratios quality/decode and quality/copy, plus the time per frame. Timings are
machine-dependent; the ratios are what to compare between versions.

``--table``: four rendered rollouts (yaw, forward, strafe+pitch, fast yaw; HUD, moving sprites,
three texture kinds), each degraded at strength 1 and then written through JPEG q85 or mp4 —
the clean reference goes through the same codec. For every appearance/motion degradation it
prints, per metric in ``DegradationInfo.detected_by``, the median ratio degraded/clean and the
median `compare_quality(clean, degraded)` (positive = clean judged better), and the largest
|compare| among the other metrics (cross-talk).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import cv2
import numpy as np

from worldreward.degrade import DEGRADATIONS, apply_degradation
from worldreward.quality import METRIC_DIRECTIONS, QualityMetrics, compare_quality, measure_quality
from worldreward.synth import SynthSpec, render_rollout
from worldreward.video import load_video, write_video


def _median_time(func: Callable[[], object], repeats: int, clock: Callable[[], float] = time.perf_counter) -> float:
    times = []
    for _ in range(repeats):
        start = clock()
        func()
        times.append(clock() - start)
    return statistics.median(times)


def _size(text: str) -> tuple[int, int]:
    w, h = (int(v) for v in text.lower().split("x"))
    return w, h


def _roundtrip(frames: np.ndarray, codec: str, tmp: Path) -> np.ndarray:
    """Frames after JPEG q85 (per frame) or an mp4 write/read, like a real rollout file."""
    if codec == "jpeg":
        out = []
        for f in frames:
            ok, buf = cv2.imencode(".jpg", f[..., ::-1], [cv2.IMWRITE_JPEG_QUALITY, 85])
            if not ok:
                raise RuntimeError("OpenCV could not JPEG-encode a frame")
            out.append(cv2.imdecode(buf, cv2.IMREAD_COLOR)[..., ::-1])
        return np.stack(out)
    return load_video(write_video(tmp / "roundtrip.mp4", frames, fps=16.0)).frames


def _table_clips(size: tuple[int, int]) -> list[tuple[np.ndarray, str]]:
    common = {"frames_per_action": 8, "size": size, "supersample": 1}
    specs = [
        (SynthSpec(tokens=["camera_left"] * 2, seed=1, hud=True, moving_objects=2, texture="natural", **common), "jpeg"),
        (SynthSpec(tokens=["forward"] * 2, seed=2, hud=True, moving_objects=1, texture="bricks", **common), "mp4"),
        (SynthSpec(tokens=["left+camera_up"] * 2, seed=3, texture="noise", **common), "jpeg"),
        (SynthSpec(tokens=["camera_right"] * 2, seed=4, hud=True, texture="natural", magnitude=2.0, **common), "mp4"),
    ]
    return [(render_rollout(spec).frames, codec) for spec, codec in specs]


def sensitivity_table(size: tuple[int, int]) -> None:
    """Print the degradation → metric sensitivity table (module docstring)."""
    names = [n for n, info in DEGRADATIONS.items() if info.kind == "frames" and "action" not in info.hurts]
    clean: list[QualityMetrics] = []
    degraded: dict[str, list[QualityMetrics]] = {n: [] for n in names}
    with tempfile.TemporaryDirectory() as tmp:
        for k, (frames, codec) in enumerate(_table_clips(size)):
            clean.append(measure_quality(_roundtrip(frames, codec, Path(tmp))))
            for n in names:
                bad = apply_degradation(n, frames, rng=np.random.default_rng(k))
                degraded[n].append(measure_quality(_roundtrip(bad, codec, Path(tmp))))
    print(f"{len(clean)} rendered clips {size[0]}x{size[1]}, strength 1. clean/degraded = medians; ratio = median "
          "per-clip degraded/clean ('-' when clean ≈ 0); cmp = median compare_quality(clean, degraded), + = clean better")
    print(f"{'degradation':14s} {'hurts':10s} {'metric':16s} {'clean':>7s} {'degraded':>8s} {'ratio':>6s} {'cmp':>6s}"
          "   largest other |cmp|")
    for n in names:
        info = DEGRADATIONS[n]
        pairs = list(zip(clean, degraded[n], strict=True))
        cmps = [compare_quality(c, d) for c, d in pairs]
        others = {m: float(np.median([abs(c[m]) for c in cmps])) for m in METRIC_DIRECTIONS if m not in info.detected_by}
        worst = max(others, key=others.get)
        for i, metric in enumerate(info.detected_by):
            base = float(np.median([getattr(c, metric) for c, _ in pairs]))
            bad = float(np.median([getattr(d, metric) for _, d in pairs]))
            ratio = (f"{np.median([getattr(d, metric) / max(getattr(c, metric), 1e-9) for c, d in pairs]):6.2f}"
                     if base > 1e-3 else "     -")
            cmp = float(np.median([c[metric] for c in cmps]))
            tail = f"   {worst} {others[worst]:.2f}" if i == 0 else ""
            label = (n, "/".join(sorted(info.hurts))) if i == 0 else ("", "")
            print(f"{label[0]:14s} {label[1]:10s} {metric:16s} {base:7.3f} {bad:8.3f} {ratio} {cmp:+6.2f}{tail}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=_size, default=(640, 360), help="WIDTHxHEIGHT (even)")
    parser.add_argument("--frames", type=int, default=16, help="frames in the segment")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--table", action="store_true", help="print the degradation sensitivity table instead")
    args = parser.parse_args(argv)
    if args.table:
        sensitivity_table(args.size)
        return 0

    spec = SynthSpec(
        tokens=["camera_left", "forward"], frames_per_action=max(1, args.frames // 2), size=args.size,
        seed=3, moving_objects=2, hud=True, supersample=1,
    )
    frames = render_rollout(spec).frames[: args.frames]
    with tempfile.TemporaryDirectory() as tmp:
        path = write_video(Path(tmp) / "segment.mp4", frames, fps=16.0)
        decoded = load_video(path).frames
        measure_quality(decoded)  # warm-up (OpenCV thread pools, first-call allocations)
        t_decode = _median_time(lambda: load_video(path), args.repeats)
    t_copy = _median_time(lambda: np.copy(decoded), args.repeats)
    t_quality = _median_time(lambda: measure_quality(decoded), args.repeats)

    n = decoded.shape[0]
    print(f"segment: {n} frames of {decoded.shape[2]}x{decoded.shape[1]} (mp4), median of {args.repeats}")
    print(f"decode   {t_decode * 1e3:8.1f} ms  ({t_decode / n * 1e3:.2f} ms/frame)")
    print(f"copy     {t_copy * 1e3:8.1f} ms  ({t_copy / n * 1e3:.2f} ms/frame)")
    print(f"quality  {t_quality * 1e3:8.1f} ms  ({t_quality / n * 1e3:.2f} ms/frame)")
    print(f"ratio quality/decode = {t_quality / t_decode:.2f}   (wall clock)")
    print(f"ratio quality/copy   = {t_quality / max(t_copy, 1e-9):.1f}")
    # CPU time (all threads) is steadier than wall time on a shared machine
    with tempfile.TemporaryDirectory() as tmp:
        path = write_video(Path(tmp) / "segment.mp4", frames, fps=16.0)
        c_decode = _median_time(lambda: load_video(path), args.repeats, time.process_time)
    c_quality = _median_time(lambda: measure_quality(decoded), args.repeats, time.process_time)
    print(f"ratio quality/decode = {c_quality / max(c_decode, 1e-9):.2f}   (CPU time: "
          f"{c_quality * 1e3:.0f} ms vs {c_decode * 1e3:.0f} ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
