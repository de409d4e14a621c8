"""``worldreward demo``: judge a synthetic pair with a planted defect, no model and no data needed.

Renders one rollout that follows four random camera actions faithfully and a second rollout of
the same world in which one camera turn goes the wrong way (``wrong_direction_tokens``) and which is
visually degraded (blur, noise or blocking). Both are written as mp4 (to ``--out`` or a temporary
folder), judged with the model-free geometry judge exactly like ``worldreward judge``, and the
last line says what was planted and whether the judge found it. Runs in seconds on a CPU.
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path
from typing import Any

#: Actions the demo draws from (clear screen-space motion, no idle).
DEMO_TOKENS = ("forward", "backward", "left", "right", "camera_left", "camera_right", "camera_up",
               "camera_down", "forward+camera_left", "right+camera_up")
#: Visual degradations the demo plants (each hurts appearance only).
DEMO_DEGRADATIONS = ("blur", "noise", "blocking")
STEPS, FRAMES_PER_ACTION, SIZE, FPS = 4, 8, (256, 160), 16.0


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "demo", help="judge a synthetic pair with a planted wrong turn and visual defect",
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--out", metavar="DIR", help="keep the videos here (default: a temporary folder)")
    parser.add_argument("--seed", type=int, default=0, help="random seed of the synthetic pair (default 0)")
    parser.add_argument("--json", action="store_true", help="print the PairVerdict JSON on stdout")
    parser.add_argument("--show-reasoning", action="store_true", help="print the judge's analyses")
    parser.set_defaults(func=run)


def make_demo_pair(out_dir: str | Path, seed: int = 0) -> tuple[Any, dict[str, Any]]:
    """Render and write the demo pair into ``out_dir``; returns (`PairSpec`, planted description).

    The planted description holds ``faithful_side``, ``slot`` (1-based), ``commanded`` and
    ``rendered`` tokens of the wrong slot, ``degradation`` and the ``expected`` label per axis
    (the documented rule: a defect that hurts an axis makes the faithful side win it, others tie).
    """
    import numpy as np

    from ..degrade import DEGRADATIONS, apply_degradation, wrong_direction_tokens
    from ..pairs import PairSpec
    from ..synth import SynthSpec, render_rollout
    from ..video import write_video

    rng = np.random.default_rng(seed)
    tokens = [str(t) for t in rng.choice(DEMO_TOKENS, size=STEPS, replace=False)]
    turns = [i for i, t in enumerate(tokens) if t.startswith("camera_")]
    if not turns:  # the planted error is a wrong turn: make sure there is a pure turn to flip
        turns = [int(rng.integers(STEPS))]
        tokens[turns[0]] = "camera_left" if "camera_left" not in tokens else "camera_up"
    slot = int(rng.choice(turns))
    wrong = wrong_direction_tokens(tokens, slot, rng)
    degradation = str(rng.choice(DEMO_DEGRADATIONS))
    faithful_side = "left" if rng.random() < 0.5 else "right"
    settings = dict(frames_per_action=FRAMES_PER_ACTION, size=SIZE, seed=int(rng.integers(2**31 - 1)),
                    texture="natural", moving_objects=1, supersample=1, fps=FPS)
    good = render_rollout(SynthSpec(tokens=tokens, **settings)).frames
    bad = render_rollout(SynthSpec(tokens=wrong, **settings)).frames
    bad = apply_degradation(degradation, bad, strength=1.0, rng=rng)
    left, right = (good, bad) if faithful_side == "left" else (bad, good)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    write_video(out / "left.mp4", left, FPS)
    write_video(out / "right.mp4", right, FPS)
    hurts = set(DEGRADATIONS["wrong_direction"].hurts) | set(DEGRADATIONS[degradation].hurts)
    expected = {ax: (faithful_side if ax in hurts else "tie") for ax in ("action", "appearance", "motion")}
    spec = PairSpec(pair_id=f"demo_seed{seed}", actions=tokens, frames_per_action=FRAMES_PER_ACTION,
                    left={"video": str(out / "left.mp4")}, right={"video": str(out / "right.mp4")})
    planted = {"faithful_side": faithful_side, "slot": slot + 1, "commanded": tokens[slot],
               "rendered": wrong[slot], "degradation": degradation, "expected": expected}
    return spec, planted


def explain(planted: dict[str, Any], verdict) -> tuple[str, bool]:
    """One line: what was planted, what the judge said per axis, and whether it found it."""
    bad_side = "right" if planted["faithful_side"] == "left" else "left"
    said = {ax: verdict.axis(ax).winner for ax in planted["expected"]}
    found = all(said[ax] == planted["expected"][ax] for ax in said)
    marks = ", ".join(
        f"{ax} {said[ax] or '--'} {'✓' if said[ax] == exp else '✗ (expected ' + exp + ')'}"
        for ax, exp in planted["expected"].items()
    )
    line = (f"Planted: the {bad_side} video turns the wrong way in slot {planted['slot']} "
            f"({planted['commanded']} rendered as {planted['rendered']}) and has {planted['degradation']}. "
            f"Judge: {marks} → {'found it' if found else 'missed part of it'}.")
    return line, found


def run(args: argparse.Namespace) -> int:
    from ..console import err_console
    from ..engine import judge_pair
    from ..judges.geometry import GeometryJudge
    from .common import print_verdict

    with tempfile.TemporaryDirectory(prefix="worldreward_demo_") as tmp:
        folder = Path(args.out) if args.out else Path(tmp)
        spec, planted = make_demo_pair(folder, args.seed)
        verdict = judge_pair(spec, GeometryJudge())
    verdict.extra["planted"] = planted
    print_verdict(verdict, show_reasoning=args.show_reasoning)
    line, found = explain(planted, verdict)
    if args.out:
        err_console.print(f"videos: {folder / 'left.mp4'}, {folder / 'right.mp4'}", highlight=False)
    err_console.print(line, highlight=False, markup=False)
    if args.json:
        print(verdict.model_dump_json(indent=2))
    return 0
