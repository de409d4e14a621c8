"""Peak memory of decoding for the evidence, before and after "decode only what is needed".

    python bench/perf/memory.py [--size 3840x2160] [--frames 121] [--needed 25] [--engine] [--gif]

Writes a panning mp4 of ``--frames`` frames (default 3840x2160, 121 frames) in a temporary
folder, then runs each case in its own child process and reports that child's peak RSS
(``os.wait4``):

- ``motion, all frames``: what ``worldreward motion`` did before: decode every frame at full
  size, then read the steps;
- ``motion, needed frames``: ``worldreward motion VIDEO --segments ...`` as it is now (a sparse
  clip holding only the frames its steps cover);
- with ``--engine``: the geometry judge on a pair of the video against itself through the
  engine, ``EngineOptions(decode="all")`` against the default ``decode="needed"`` (slow at 4K
  on a small machine: the evidence is measured at full size);
- with ``--gif``: the same two motion cases on a 2800x2800 GIF of 81 frames, and that GIF with
  every frame needed under ``--max-memory 1G`` (refused before decoding).

The steps are three, covering frames 0 to ``--needed - 1``. A benchmark, not a test: it prints
figures, it asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

MIB = 1024**2

OLD_MOTION = """
import sys
from worldreward.motion import read_segments
from worldreward.video import VideoLimits, load_video
clip = load_video(sys.argv[1], limits=VideoLimits(max_decoded_bytes=1 << 40))
spans = [tuple(int(x) for x in s.split("-")) for s in sys.argv[2].split(",")]
print(len(read_segments(clip.frames, spans)), "readings from", clip.num_frames, "decoded frames")
"""

ENGINE = """
import sys
from worldreward.engine import judge_pair
from worldreward.judges.geometry import GeometryJudge
from worldreward.pairs import PairSpec
segments = [int(b) - int(a) + 1 for a, b in (s.split("-") for s in sys.argv[2].split(","))]
spec = PairSpec(pair_id="4k", actions=["right", "right", "right"], segment_frames=segments,
                left={"video": sys.argv[1]}, right={"video": sys.argv[1]})
v = judge_pair(spec, GeometryJudge(), decode=sys.argv[3], max_memory=1 << 40)
print("verdict", v.action.winner, v.chunks, "chunk(s)")
"""


def write_panning_mp4(path: Path, width: int, height: int, frames: int, fps: float = 24.0) -> None:
    """A smooth random texture panning 6 px per frame (written frame by frame: never all in memory)."""
    import cv2

    rng = np.random.default_rng(0)
    small = rng.integers(0, 256, size=(height // 16 + 2, (width + 6 * frames) // 16 + 2, 3), dtype=np.uint8)
    texture = cv2.resize(small, (small.shape[1] * 16, small.shape[0] * 16), interpolation=cv2.INTER_CUBIC)
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter_fourcc(*"mp4v"), fps, (width, height))
    try:
        for t in range(frames):
            writer.write(np.ascontiguousarray(texture[:height, 6 * t : 6 * t + width]))
    finally:
        writer.release()


def write_gif_bomb(path: Path, side: int = 2800, frames: int = 81) -> None:
    """A small GIF that decodes big: ``frames`` pages of a ``side`` x ``side`` canvas, each page a
    tiny changed patch (Pillow stores only the patch), every page decoding to the full canvas."""
    from PIL import Image

    def pages():
        for t in range(1, frames):
            im = Image.new("P", (side, side), 0)
            im.putpalette([0, 0, 0, 255, 255, 255] * 128)
            im.paste(1, (8 * t, 8 * t, 8 * t + 8, 8 * t + 8))
            yield im

    first = Image.new("P", (side, side), 0)
    first.putpalette([0, 0, 0, 255, 255, 255] * 128)
    first.save(path, save_all=True, append_images=pages(), duration=40, loop=0)


def peak_rss(cmd: list[str]) -> tuple[float, float, str]:
    """Run ``cmd`` → (peak RSS in MiB of that child, wall seconds, last line of its output)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    out = proc.stdout.read() if proc.stdout else ""
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    wall = time.perf_counter() - start
    tail = out.strip().splitlines()[-1] if out.strip() else ""
    if proc.returncode != 0:
        tail = f"exit {proc.returncode}: {tail}"
    return usage.ru_maxrss / 1024.0, wall, tail  # ru_maxrss is in KiB on Linux


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", default="3840x2160", help="WIDTHxHEIGHT (default 3840x2160)")
    ap.add_argument("--frames", type=int, default=121)
    ap.add_argument("--needed", type=int, default=25, help="frames the steps cover (from frame 0)")
    ap.add_argument("--engine", action="store_true", help="also measure the engine on a pair (slow at 4K)")
    ap.add_argument("--gif", action="store_true",
                    help="also a 2800x2800 GIF of 81 frames (a few KB that decode to 1.8 GiB)")
    ap.add_argument("--write", metavar="DIR", help=argparse.SUPPRESS)  # internal: write the inputs only
    args = ap.parse_args(argv)
    width, height = (int(x) for x in args.size.lower().split("x"))
    n = args.needed
    cuts = [0, n // 3, 2 * n // 3, n]
    segments = ",".join(f"{cuts[i]}-{cuts[i + 1] - 1}" for i in range(3))
    py = sys.executable
    if args.write:  # in a child process: a child starts with its parent's peak RSS (Linux keeps
        # ru_maxrss across fork and exec), so the measuring parent must never hold big frames
        write_panning_mp4(Path(args.write) / "pan.mp4", width, height, args.frames)
        if args.gif:
            write_gif_bomb(Path(args.write) / "bomb.gif")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        video = Path(tmp) / "pan.mp4"
        subprocess.run([py, __file__, "--write", tmp, "--size", args.size, "--frames", str(args.frames),
                        *(["--gif"] if args.gif else [])], check=True)
        frame_mib = width * height * 3 / MIB
        print(f"{video.name}: {width}x{height}, {args.frames} frames ({video.stat().st_size / MIB:.1f} MiB); "
              f"steps {segments} need {n} frames; one decoded frame = {frame_mib:.1f} MiB, all frames = "
              f"{frame_mib * args.frames:.0f} MiB, the needed ones = {frame_mib * n:.0f} MiB")
        cases = [
            ("motion, all frames (before)", [py, "-c", OLD_MOTION, str(video), segments]),
            ("motion, needed frames (worldreward motion)",
             [py, "-m", "worldreward", "motion", str(video), "--actions", "right,right,right",
              "--segments", segments, "--json"]),
        ]
        if args.engine:
            cases += [(f"engine pair (geometry), decode={mode}", [py, "-c", ENGINE, str(video), segments, mode])
                      for mode in ("all", "needed")]
        if args.gif:
            gif = Path(tmp) / "bomb.gif"
            every = ",".join(f"{27 * i}-{27 * i + 26}" for i in range(3))
            print(f"{gif.name}: 2800x2800, 81 frames, {gif.stat().st_size / 1024:.0f} KiB")
            motion = [py, "-m", "worldreward", "motion", str(gif), "--actions", "right,right,right", "--json"]
            cases += [
                ("GIF, all frames (before)", [py, "-c", OLD_MOTION, str(gif), segments]),
                ("GIF, needed frames (worldreward motion)", [*motion, "--segments", segments]),
                ("GIF, all 81 needed, --max-memory 1G", [*motion, "--segments", every, "--max-memory", "1G"]),
            ]
        base, _, _ = peak_rss([py, "-c", "import worldreward.engine, worldreward.motion, cv2"])
        print(f"(a child that only imports worldreward: {base:.0f} MiB)")
        print(f"{'case':<46} {'peak RSS':>10} {'wall':>8}  output")
        for name, cmd in cases:
            rss, wall, tail = peak_rss(cmd)
            print(f"{name:<46} {rss:>7.0f} MiB {wall:>7.1f}s  {tail[:70]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
