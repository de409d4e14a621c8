"""A trainer-side client of ``worldreward reward serve`` in a GRPO / DiffusionNFT style loop.

    worldreward reward serve --media-root ROLLOUTS --judge geometry &     # the reward service
    python examples/reward_client.py --url http://127.0.0.1:8790 --media-root ROLLOUTS

For every prompt the trainer writes K rollouts under the media root and posts them as one group;
the service answers one reward per rollout; the trainer turns them into group-relative
advantages ((r - mean) / std, the GRPO rule). A 503 means the service's queue is full: wait
``Retry-After`` seconds and post again. Without ``--media-root`` rollouts the script renders a
demo group (one faithful rollout, one that turns the wrong way, a blurred copy) so it runs
end to end.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
import urllib.error
import urllib.request
from pathlib import Path

TOKENS = ["forward", "camera_left", "right+camera_up", "camera_down"]
FRAMES_PER_ACTION = 8


def post_group(url: str, group: dict, *, attempts: int = 20) -> dict:
    """POST one group, waiting out 503s (``Retry-After``); raises on any other error."""
    data = json.dumps(group).encode()
    for _ in range(attempts):
        req = urllib.request.Request(f"{url}/v1/rewards", data=data, headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=600) as resp:
                return json.loads(resp.read())
        except urllib.error.HTTPError as exc:
            if exc.code != 503:
                raise RuntimeError(f"reward service: {exc.code} {exc.read().decode(errors='replace')}") from None
            time.sleep(float(exc.headers.get("Retry-After", "1")))
    raise RuntimeError("reward service stayed busy")


def advantages(rewards: list[float]) -> list[float]:
    """GRPO group-relative advantages."""
    mean = statistics.fmean(rewards)
    std = statistics.pstdev(rewards)
    return [0.0 if std == 0 else (r - mean) / std for r in rewards]


def demo_group(root: Path) -> list[str]:
    """Render K = 3 rollouts of one prompt under ``root``; returns their relative paths."""
    import numpy as np

    from worldreward.degrade import apply_degradation, wrong_direction_tokens
    from worldreward.synth import SynthSpec, render_rollout
    from worldreward.video import write_video

    rng = np.random.default_rng(0)
    base = dict(frames_per_action=FRAMES_PER_ACTION, size=(192, 112), seed=7, texture="noise", supersample=1)
    faithful = render_rollout(SynthSpec(tokens=TOKENS, **base)).frames
    rollouts = {"faithful": faithful,
                "wrong_turn": render_rollout(SynthSpec(tokens=wrong_direction_tokens(TOKENS, 1, rng), **base)).frames,
                "blurred": apply_degradation("blur", faithful, rng=rng)}
    root.mkdir(parents=True, exist_ok=True)
    for name, frames in rollouts.items():
        write_video(root / f"{name}.mp4", frames, 16)
    return [f"{name}.mp4" for name in rollouts]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", default="http://127.0.0.1:8790")
    parser.add_argument("--media-root", type=Path, default=Path("reward_demo"),
                        help="the service's --media-root (the demo group is written here)")
    parser.add_argument("--steps", type=int, default=1, help="training steps to simulate")
    args = parser.parse_args()
    videos = demo_group(args.media_root)
    for step in range(args.steps):
        group = {"group_id": f"step{step}/prompt0", "actions": TOKENS, "frames_per_action": FRAMES_PER_ACTION,
                 "rollouts": [{"video": v} for v in videos], "mode": "round_robin"}
        answer = post_group(args.url, group)
        adv = advantages(answer["rewards"])
        for video, reward, a in zip(videos, answer["rewards"], adv, strict=True):
            print(f"step {step} {video:<16} reward {reward:+.3f} advantage {a:+.2f}")
        # a trainer would now weight each rollout's policy-gradient term by its advantage
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
