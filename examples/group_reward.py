"""A reward for a group of K rollouts (RL post-training): round-robin pairwise judging.

Renders K synthetic rollouts of the same commanded actions — one faithful, the others with a
wrong-direction step, a softened picture (blur; median smoothing, i.e. denoising by blurring)
or stuttering timing — and scores the group with `worldreward.reward.score_group`: every pair
judged by the geometry judge (round robin, both orders), one score per rollout and axis (wins
minus losses divided by K - 1, i.e. 2 x the hard win rate - 1) and one reward per rollout. The
faithful rollout ranks first on every axis: a policy cannot buy reward by softening its frames.

    python examples/group_reward.py [OUT_DIR]
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

from worldreward.degrade import apply_degradation, wrong_direction_tokens
from worldreward.judges import make_judge
from worldreward.reward import score_group
from worldreward.synth import SynthSpec, render_rollout
from worldreward.video import write_video

TOKENS = ["forward", "camera_left", "right+camera_up", "camera_down"]
FRAMES_PER_ACTION = 8
AXES = ("action", "appearance", "motion")
#: candidates whose defect is in the picture only (they must lose appearance to the faithful one)
APPEARANCE_DEFECTS = ("blurred", "smoothed")


def render_group(out: Path, rng: np.random.Generator) -> dict[str, Path]:
    """Write the K candidates; names say what is wrong with each."""
    base = dict(frames_per_action=FRAMES_PER_ACTION, size=(256, 160), seed=7, texture="noise", supersample=1)
    candidates = {
        "faithful": render_rollout(SynthSpec(tokens=TOKENS, **base)).frames,
        "wrong_turn": render_rollout(SynthSpec(tokens=wrong_direction_tokens(TOKENS, 1, rng), **base)).frames,
    }
    candidates["blurred"] = apply_degradation("blur", candidates["faithful"], rng=rng)
    candidates["smoothed"] = apply_degradation("smoothing", candidates["faithful"], rng=rng)
    candidates["stutter"] = apply_degradation("stutter", candidates["faithful"], rng=rng)
    out.mkdir(parents=True, exist_ok=True)
    return {name: write_video(out / f"{name}.mp4", frames, 16) for name, frames in candidates.items()}


def group_scores(videos: dict[str, Path]) -> dict[str, dict[str, float]]:
    """Per rollout and axis: (wins - losses) / (K - 1) over the round robin."""
    names = list(videos)
    group = {"group_id": "example", "actions": TOKENS, "frames_per_action": FRAMES_PER_ACTION,
             "rollouts": [{"video": str(videos[n])} for n in names], "outcomes": "hard"}
    result = score_group(group, make_judge("geometry"))
    return {n: {ax: 2 * result.win_rates[ax][i] - 1 for ax in AXES} for i, n in enumerate(names)}


def main(argv: list[str]) -> int:
    out = Path(argv[0] if argv else "group_rollouts")
    scores = group_scores(render_group(out, np.random.default_rng(0)))
    print(f"{'rollout':<12}" + "".join(f"{ax:>12}" for ax in AXES))
    for name, sc in sorted(scores.items(), key=lambda kv: -sum(kv[1].values())):
        print(f"{name:<12}" + "".join(f"{sc[ax]:>12.2f}" for ax in AXES))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
