"""Visual tokens per pair: our evidence layout vs a WorldReward-style layout, on the same pairs.

Run: ``python bench/perf/tokens.py [--pairs 3] [--actions 8] [--size 640x352]``.

Both layouts are counted with the same rule, the Qwen3-VL processor's (one visual token per
32x32 pixels after its smart resize, `worldreward.judges.common.qwen_visual_tokens`).

OUR layout: what the model judges actually attach per chunk (`common.prepare` with the default
image caps) for every evidence mode, plus the ``direct`` baseline (one prompt per pair).

WORLDREWARD-STYLE layout (assumptions, per 4-slot chunk; no such code is used, only its sizes):
- the source image at the video's native resolution;
- one keyframe grid of 2 rows (A, B) x 13 columns (start frame plus start/mid/end keyframes of
  4 slots, boundaries shared: 1 + 4 x 3 = 13) with every tile at native resolution;
- four close-ups, one per slot, each a 2x2 grid (A/B x start/end) of native-resolution tiles;
- no downscaling by the client; the server's processor resizes to its bounds (16.7 M pixels).
A shorter last chunk is counted as if full (the layout is fixed per chunk).
"""

from __future__ import annotations

import argparse
import math
import time

from worldreward.chunks import plan_chunks
from worldreward.evidence import extract_evidence
from worldreward.judges import common
from worldreward.synth import SynthSpec, all_tokens, render_rollout
from worldreward.video import Clip

SLOTS_PER_CHUNK = 4


def worldreward_style_tokens(height: int, width: int) -> int:
    """Visual tokens of one 4-slot chunk in the WorldReward-style layout (module docstring)."""
    source = common.qwen_visual_tokens(height, width)
    grid = common.qwen_visual_tokens(2 * height, 13 * width)
    closeups = 4 * common.qwen_visual_tokens(2 * height, 2 * width)
    return source + grid + closeups


def _clip(name: str, spec: SynthSpec) -> Clip:
    frames = render_rollout(spec).frames
    return Clip(path=name, fps=spec.fps, indices=list(range(len(frames))), frames=frames)


def pair_tokens(index: int, n_actions: int, size: tuple[int, int], fpa: int) -> dict[str, int]:
    """Token counts of one synthetic pair (B disobeys every other action) for every layout."""
    vocab = all_tokens()
    toks = [vocab[(index * 7 + 3 * i) % len(vocab)] for i in range(n_actions)]
    wrong = [t if i % 2 else vocab[(vocab.index(t) + 1) % len(vocab)] for i, t in enumerate(toks)]
    a = _clip("A", SynthSpec(tokens=toks, frames_per_action=fpa, size=size, seed=index, compression="jpeg"))
    b = _clip("B", SynthSpec(tokens=wrong, frames_per_action=fpa, size=size, seed=index, compression="jpeg"))
    spans = [(i * fpa, (i + 1) * fpa) for i in range(n_actions)]
    out: dict[str, int] = {}
    chunks = plan_chunks(toks, spans, spans, left_frames=a.num_frames, right_frames=b.num_frames,
                         slots_per_chunk=SLOTS_PER_CHUNK)
    for chunk in chunks:
        ev = extract_evidence(a, b, chunk, pair_id=f"p{index}", source_image=a.frames[0])
        for mode in common.EVIDENCE_MODES:
            tokens = common.prepare(ev, common.PromptSettings.from_options(evidence=mode)).visual_tokens
            out[mode] = out.get(mode, 0) + tokens
    whole = plan_chunks(toks, spans, spans, left_frames=a.num_frames, right_frames=b.num_frames,
                        slots_per_chunk=n_actions)[0]
    ev = extract_evidence(a, b, whole, pair_id=f"p{index}", source_image=a.frames[0])
    out["direct"] = common.prepare(ev, common.PromptSettings.from_options(layout="direct", evidence="frames")).visual_tokens
    height, width = a.height, a.width
    out["worldreward_style"] = len(chunks) * worldreward_style_tokens(height, width)
    out["chunks"] = len(chunks)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pairs", type=int, default=2)
    parser.add_argument("--actions", type=int, default=8, help="actions per pair (default 8: two chunks)")
    parser.add_argument("--size", default="640x352", help="frame size WxH (default 640x352)")
    parser.add_argument("--frames-per-action", type=int, default=4)
    args = parser.parse_args(argv)
    width, height = (int(x) for x in args.size.lower().split("x"))
    started = time.perf_counter()
    rows = [pair_tokens(i, args.actions, (width, height), args.frames_per_action) for i in range(args.pairs)]
    cols = [*common.EVIDENCE_MODES, "direct", "worldreward_style"]
    print(f"visual tokens per pair ({args.pairs} synthetic pairs, {args.actions} actions, {width}x{height}, "
          f"{rows[0]['chunks']} chunks of {SLOTS_PER_CHUNK})")
    print(f"{'pair':>4}  " + "  ".join(f"{c:>22}" for c in cols))
    for i, row in enumerate(rows):
        print(f"{i:>4}  " + "  ".join(f"{row[c]:>22,}" for c in cols))
    mean = {c: sum(r[c] for r in rows) / len(rows) for c in cols}
    print(f"{'mean':>4}  " + "  ".join(f"{mean[c]:>22,.0f}" for c in cols))
    base = mean["worldreward_style"]
    for c in cols[:-1]:
        print(f"ratio {c} / worldreward_style: {mean[c] / base:.3f}  ({base / mean[c]:.1f}x fewer visual tokens)")
    print(f"(measured in {time.perf_counter() - started:.1f} s; counts are exact for the Qwen3-VL sizing rule, "
          f"per-chunk WorldReward-style tokens at this size: {worldreward_style_tokens(height, width):,}; "
          f"one image is capped at {math.isqrt(common.QWEN3VL_MAX_PIXELS)}^2 pixels by the processor)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
