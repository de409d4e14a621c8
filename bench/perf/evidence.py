"""Evidence performance, measured against baselines in the same run (ratios, not pass/fail).

    python bench/perf/evidence.py [--size 480x272] [--frames 41] [--steps 8] [--repeat 5]

One synthetic pair (`worldreward.synth`, two different rollouts, a moving object on A and a HUD
on B, written as mp4; default 480×272, 41 frames a side, 8 action steps), planned into chunks
of 4 slots as the engine does. Reported, all from this run:

1. **decode**: `load_video` of both videos (every frame), the baseline.
2. **full evidence** (`EvidenceBudget()`: what a model judge with numbers gets: motion readings,
   quality, image motion, keyframes, grid, close-ups, motion maps) for every chunk, ÷ decode.
   Issue-20 target: ≤ 10×. By default `extract_evidence` measures side B in a second thread
   while side A is measured (``parallel=True``); the "sides one after the other" rows are the
   same evidence in one thread (``parallel=False``).
   Also with the (B, A) order's images composed again (`swap_evidence`, a model judge's
   ``--swap``, the default).
3. **numbers only** (`EvidenceBudget(images=False)`: the geometry judge's numbers) ÷ decode
   (target ≤ 5×); also the engine's own numbers-only budget (chunk quality from the slots).
4. **images only** (`EvidenceBudget(numbers=False)`: a prompt that shows no measured number,
   e.g. the worldreward profile) ÷ decode.
5. **WorldReward-style render**: what the reference release (CodeGoat24/WorldReward) draws for
   the same chunks with matplotlib at 200 dpi: per chunk a 2 × 13 keyframe grid (a Start column,
   then start / mid / end of 4 slots, coloured frames, titles) and four 2 × 2 close-ups (start /
   end, A over B), each saved as PNG (``bbox_inches="tight"``, into memory). Full evidence ÷
   render: target ≤ 0.5×. matplotlib (a dev dependency) is imported here only.
6. **stage shares** of the full evidence (one extra run, sides one after the other, with the stages' CPU time taken): motion reading,
   quality (slot and chunk), image motion, keyframes, images. The dense flow is shared by
   quality, image motion and motion maps and is counted where it is first computed (quality).
7. **peak RSS** of this process (`resource.getrusage`) after the evidence runs and after the
   matplotlib render.

Times are medians of ``--repeat`` runs (``--render-repeat`` for the render) after one warm-up; wall time and process CPU time (all
threads) are both shown, because a shared machine's load moves wall time.
"""

from __future__ import annotations

import argparse
import io
import resource
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from worldreward import evidence as ev_mod
from worldreward import images as img_mod
from worldreward.chunks import Chunk, plan_spec
from worldreward.evidence import EvidenceBudget, extract_evidence
from worldreward.pairs import PairSpec
from worldreward.synth import SynthSpec, render_rollout
from worldreward.video import load_video, write_video

TOKENS_A = ["forward", "camera_left", "right", "camera_up", "camera_dr", "backward", "left+camera_up", "camera_right"]
TOKENS_B = ["camera_right", "forward_left", "camera_down", "left", "forward+camera_ul", "camera_left", "backward",
            "right+camera_down"]


def _timed(fn: Callable[[], object], repeat: int) -> tuple[float, float]:
    """Median (wall, CPU) seconds of ``repeat`` runs after one warm-up run."""
    fn()
    wall, cpu = [], []
    for _ in range(repeat):
        w0, c0 = time.perf_counter(), time.process_time()
        fn()
        wall.append(time.perf_counter() - w0)
        cpu.append(time.process_time() - c0)
    return statistics.median(wall), statistics.median(cpu)


def _rollout(tokens: list[str], frames: int, size: tuple[int, int], seed: int, **kw) -> np.ndarray:
    steps = len(tokens)
    fpa = max(1, (frames - 1) // steps)
    out = render_rollout(SynthSpec(tokens=tokens, frames_per_action=fpa, size=size, seed=seed, supersample=1,
                                   **kw)).frames
    if len(out) < frames:
        out = np.concatenate([out, np.repeat(out[-1:], frames - len(out), axis=0)])
    return out[:frames]


def make_pair(folder: Path, size: tuple[int, int], frames: int, steps: int) -> PairSpec:
    reps = -(-steps // len(TOKENS_A))
    ta, tb = (TOKENS_A * reps)[:steps], (TOKENS_B * reps)[:steps]
    write_video(folder / "a.mp4", _rollout(ta, frames, size, 1, moving_objects=1), 16)
    write_video(folder / "b.mp4", _rollout(tb, frames, size, 2, hud=True), 16)
    return PairSpec(pair_id="perf", actions=ta, num_frames=frames,
                    left={"video": str(folder / "a.mp4")}, right={"video": str(folder / "b.mp4")})


# ---------------------------------------------------------------------------------------------
# the reference-style matplotlib render


def _cell_aspect(frame: np.ndarray) -> float:
    return min(frame.shape[0] / frame.shape[1], 0.85)


def _png(fig) -> bytes:
    import matplotlib.pyplot as plt

    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=200, bbox_inches="tight")
    plt.close(fig)
    return buf.getvalue()


_COLOURS = ((0.82, 0.24, 0.24), (0.24, 0.67, 0.24), (0.24, 0.39, 0.82), (0.78, 0.55, 0.0))


def _render_grid(start: tuple[np.ndarray, np.ndarray], keys: list[tuple[list[np.ndarray], list[np.ndarray]]],
                 labels: list[str]) -> bytes:
    """2 rows (A, B) × (Start + 3 per slot) tiles, 2 in wide each, coloured frames, titled."""
    import matplotlib.pyplot as plt

    aspect = _cell_aspect(start[0])
    cols = 1 + 3 * len(keys)
    fig, axes = plt.subplots(2, cols, figsize=(cols * 2.0 + 0.4, 2 * 2.0 * aspect + 0.38),
                             gridspec_kw={"wspace": 0.025, "hspace": 0.05})
    for row in range(2):
        ax = axes[row, 0]
        ax.imshow(start[row])
        ax.set_xticks([])
        ax.set_yticks([])
        ax.set_ylabel(("Video A", "Video B")[row], fontsize=13, fontweight="bold")
        if row == 0:
            ax.set_title("Start", fontsize=10)
        for k, (frames_a, frames_b) in enumerate(keys):
            colour = _COLOURS[k % 4]
            for j, frame in enumerate((frames_a, frames_b)[row]):
                ax = axes[row, 1 + 3 * k + j]
                ax.imshow(frame)
                ax.set_xticks([])
                ax.set_yticks([])
                for spine in ax.spines.values():
                    spine.set_edgecolor(colour)
                    spine.set_linewidth(2.5)
                if row == 0 and j == 1:
                    ax.set_title(f"A{k + 1}: {labels[k]}", fontsize=10, color=colour, fontweight="bold")
    return _png(fig)


def _render_closeup(a: tuple[np.ndarray, np.ndarray], b: tuple[np.ndarray, np.ndarray], k: int, label: str) -> bytes:
    """2 × 2 tiles (rows A, B; columns start, end), 6 in wide each, under a coloured title."""
    import matplotlib.pyplot as plt

    colour = _COLOURS[k % 4]
    aspect = _cell_aspect(a[0])
    fig, axes = plt.subplots(2, 2, figsize=(12.7, 2 * 6.0 * aspect + 0.22),
                             gridspec_kw={"wspace": 0.02, "hspace": 0.03})
    fig.suptitle(f"Action {k + 1}: {label}", fontsize=22, fontweight="bold", color=colour, y=1.0)
    for row, pair in enumerate((a, b)):
        for col in range(2):
            ax = axes[row, col]
            ax.imshow(pair[col])
            ax.set_xticks([])
            ax.set_yticks([])
            for spine in ax.spines.values():
                spine.set_edgecolor(colour)
                spine.set_linewidth(3.0)
            if col == 0:
                ax.set_ylabel(("Video A", "Video B")[row], fontsize=13, fontweight="bold")
    return _png(fig)


def render_reference(fa: np.ndarray, fb: np.ndarray, chunks: list[Chunk]) -> int:
    """The reference-style figures of every chunk; returns the PNG bytes written."""
    import matplotlib

    matplotlib.use("Agg")
    total = 0
    for chunk in chunks:
        start = (fa[chunk.start_left], fb[chunk.start_right])
        keys, labels = [], []
        for s in chunk.slots:
            ia = [s.left.start, (s.left.start + s.left.end) // 2, s.left.end]
            ib = [s.right.start, (s.right.start + s.right.end) // 2, s.right.end]
            keys.append(([fa[i] for i in ia], [fb[i] for i in ib]))
            labels.append(s.action.label)
        total += len(_render_grid(start, keys, labels))
        for k, (ka, kb) in enumerate(keys):
            total += len(_render_closeup((ka[0], ka[2]), (kb[0], kb[2]), k, labels[k]))
    return total


# ---------------------------------------------------------------------------------------------
# stage shares


#: label → the functions (module, name) whose time counts for it; measured with the sides one
#: after the other (``parallel=False``) so that process CPU time splits cleanly
STAGES = {
    "motion reading": [(ev_mod, "_read_side")],
    "quality (slot + chunk)": [(ev_mod, "_quality")],
    "image motion": [(img_mod, "global_motion")],
    "keyframes": [(ev_mod, "_cap_frames")],
    "images (grid, close-ups, motion maps)": [(ev_mod, "compose_images"), (img_mod, "motion_tiles")],
}


def stage_shares(run: Callable[[], object]) -> tuple[dict[str, float], float]:
    """CPU seconds spent in each evidence stage during one ``run()`` (module functions wrapped;
    process CPU time, so the machine's load does not move the shares)."""
    spent = dict.fromkeys(STAGES, 0.0)
    originals = [(label, mod, name, getattr(mod, name)) for label, targets in STAGES.items() for mod, name in targets]

    def wrap(label: str, fn: Callable) -> Callable:
        def timed(*args, **kwargs):
            t0 = time.process_time()
            try:
                return fn(*args, **kwargs)
            finally:
                spent[label] += time.process_time() - t0
        return timed

    for label, mod, name, fn in originals:
        setattr(mod, name, wrap(label, fn))
    try:
        t0 = time.process_time()
        run()
        total = time.process_time() - t0
    finally:
        for _, mod, name, fn in originals:
            setattr(mod, name, fn)
    return spent, total


def _rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", default="480x272", help="frame size WxH (default 480x272)")
    parser.add_argument("--frames", type=int, default=41, help="frames per video (default 41)")
    parser.add_argument("--steps", type=int, default=8, help="action steps (default 8)")
    parser.add_argument("--repeat", type=int, default=5, help="timed runs per figure; the median is shown")
    parser.add_argument("--render-repeat", type=int, default=2, help="timed runs of the (slow) render")
    parser.add_argument("--no-render", action="store_true", help="skip the matplotlib render")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    with tempfile.TemporaryDirectory() as tmp:
        spec = make_pair(Path(tmp), (width, height), args.frames, args.steps)

        def decode():
            return load_video(spec.left.video), load_video(spec.right.video)

        t_decode = _timed(decode, args.repeat)
        a, b = decode()
    chunks = plan_spec(spec, a.num_frames, b.num_frames, slots_per_chunk=4, reference_slot=False)

    def extract(budget: EvidenceBudget, parallel: bool = True) -> Callable[[], None]:
        def run() -> None:
            for chunk in chunks:
                extract_evidence(a, b, chunk, pair_id=spec.pair_id, budget=budget, parallel=parallel)
        return run

    full = _timed(extract(EvidenceBudget()), args.repeat)
    full_one = _timed(extract(EvidenceBudget(), parallel=False), args.repeat)

    def extract_both_orders() -> None:  # a model judge with --swap: (A, B) evidence, then (B, A) images
        for chunk in chunks:
            ev_mod.swap_evidence(extract_evidence(a, b, chunk, pair_id=spec.pair_id), a, b)

    both = _timed(extract_both_orders, args.repeat)
    numbers = _timed(extract(EvidenceBudget(images=False)), args.repeat)
    numbers_one = _timed(extract(EvidenceBudget(images=False), parallel=False), args.repeat)
    engine_numbers = _timed(extract(EvidenceBudget(images=False, chunk_quality="from_slots")), args.repeat)
    bare = _timed(extract(EvidenceBudget(numbers=False)), args.repeat)
    shares, shares_total = stage_shares(extract(EvidenceBudget(), parallel=False))
    rss_evidence = _rss_mib()
    render = None if args.no_render else _timed(lambda: render_reference(a.frames, b.frames, chunks),
                                                args.render_repeat)

    def row(name: str, t: tuple[float, float], note: str = "") -> str:
        return (f"{name:34s} {t[0] * 1000:8.0f} ms  {t[0] / t_decode[0]:6.1f}x decode   "
                f"(CPU {t[1] * 1000:6.0f} ms, {t[1] / t_decode[1]:5.1f}x){note}")

    print(f"pair: {width}x{height}, {args.frames} frames a side, {args.steps} steps, {len(chunks)} chunks of 4 slots; "
          f"median of {args.repeat} runs")
    print(f"{'decode both videos':34s} {t_decode[0] * 1000:8.0f} ms                  (CPU {t_decode[1] * 1000:6.0f} ms)")
    render_note = "" if render is None else f"   {full[0] / render[0]:.2f}x render (target <= 0.5x)"
    print(row("full evidence", full, "   target <= 10x" + render_note))
    print(row("  sides one after the other", full_one))
    print(row("  + the swapped order's images", both))
    print(row("numbers only (geometry judge)", numbers, "   target <= 5x"))
    print(row("  sides one after the other", numbers_one))
    print(row("  chunk quality from slots (engine)", engine_numbers))
    print(row("images only (numbers=False)", bare))
    if render is not None:
        print(row("WorldReward-style matplotlib render", render))
    print(f"stage shares of the full evidence (sides one after the other, CPU {shares_total * 1000:.0f} ms, one run):")
    for label in STAGES:
        print(f"  {label:38s} {shares[label] * 1000:7.0f} ms  {shares[label] / shares_total:6.1%}")
    rest = shares_total - sum(shares.values())
    print(f"  {'rest (slicing, models)':38s} {rest * 1000:7.0f} ms  {rest / shares_total:6.1%}")
    print(f"peak RSS: {rss_evidence:.0f} MiB after the evidence runs"
          + ("" if render is None else f", {_rss_mib():.0f} MiB after the matplotlib render"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
