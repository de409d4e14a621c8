"""Synthetic WorldReward-Bench: rendered pairs with known labels (``worldreward bench synth``).

CONTRACT: `synth_bench(out_dir, config)` writes ``out_dir/bench.jsonl`` (docs/design.md bench lines)
and ``out_dir/videos/<pair_id>/{left,right}.mp4`` plus ``source.jpg`` (first frame of the faithful
rollout), deterministically for a given ``config.seed``. Pair ``i`` depends only on ``(seed, i)``
and the pairs before it (the faithful-side counter), so a larger ``--pairs`` extends a smaller one.

Each pair (`plan_pair`):

- ``trajectory_group`` drawn uniformly: ``pure_translation`` (translation tokens only),
  ``pure_rotation`` (rotation tokens only, diagonals included), ``compound`` (translation and
  rotation mixed, at least one combined ``translation+rotation`` token). 3-6 actions.
- ``style`` drawn uniformly and mapped to the renderer (`STYLE_LOOKS`): ``photo`` → ``natural``
  texture, no HUD, 0-2 moving objects; ``game_anime`` → ``bricks`` texture with a HUD overlay,
  1-3 moving objects; ``traditional`` → ``noise`` texture, no HUD, 0-1 moving objects. Across
  styles: 30 % ``distant`` scenery (low parallax), random FOV (renderer draws it), camera speed
  0.8-1.4×, 40 % extra JPEG compression before the mp4 encode, 10 % slow lighting fade.
- Kind: about `TIE_FRACTION` of pairs should tie (half "both faithful": the second side renders
  the same world with its own speed and JPEG compression; half "both equally degraded": the same
  appearance/motion degradation at the same strength with independent noise on each side); the
  rest are faithful vs one degradation from `worldreward.degrade`, its axis drawn uniformly
  (action / appearance / motion), then the name within the axis. ``mirrored`` is only used when
  some step has a lateral (strafe or yaw) component, and flips the whole clip.
- Labels (`labels_for`): a degradation that hurts an axis (``DegradationInfo.hurts``) makes the
  faithful side win that axis; every other axis is ``tie``; tie pairs tie on every axis.
- The faithful side alternates left/right over the non-tie pairs (exactly balanced).
- Frame spans: ``frames_per_action = F`` over rollouts of ``1 + n·F`` frames (action i moves the
  camera from frame ``iF`` to ``(i+1)F``). Read as the reference release reads it, step i covers
  frames ``iF … iF+F-1``: every step's frames hold only that step's motion (``F-1`` transitions),
  and the last frame lies past the spans. Slot degradations (``frozen``, ``reversed``,
  ``spliced``) are applied to exactly those frames.
- Extra keys: ``"degradation": {"name", "axis", "slot", "strength", "side"}`` (``side`` = the
  degraded side, ``both`` or ``none``; tie pairs are named ``none`` or ``both:<name>``) and
  ``"synth": {...}`` (render settings), usable as score slices.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import numpy as np

from worldreward.degrade import (
    DEGRADATIONS,
    apply_degradation,
    mirror_changes_action,
    wrong_direction_tokens,
)
from worldreward.types import AXES, ROTATIONS, TRANSLATIONS

#: Share of pairs whose label is tie on every axis.
TIE_FRACTION = 0.10
TRAJECTORY_GROUPS: tuple[str, ...] = ("pure_translation", "pure_rotation", "compound")
STYLES: tuple[str, ...] = ("photo", "game_anime", "traditional")


@dataclass(frozen=True)
class Look:
    """How a style is rendered: texture, HUD overlay, moving-object count range (inclusive)."""

    texture: Literal["noise", "bricks", "natural"]
    hud: bool
    moving_objects: tuple[int, int]
    caption: str


#: style → renderer settings (documented in the module docstring).
STYLE_LOOKS: dict[str, Look] = {
    "photo": Look("natural", False, (0, 2), "A natural outdoor scene with foliage, rocks and open sky."),
    "game_anime": Look("bricks", True, (1, 3), "A stylised game level of brick walls, with a HUD overlay."),
    "traditional": Look("noise", False, (0, 1), "A painted scene of textured walls and pillars."),
}

#: axis → degradation names that hurt exactly that axis (from the library registry).
AXIS_DEGRADATIONS: dict[str, tuple[str, ...]] = {
    axis: tuple(name for name, info in DEGRADATIONS.items() if info.hurts == frozenset({axis}))
    for axis in AXES
}
#: Degradations usable on both sides of a "both equally degraded" tie pair (frame-level, whole clip).
EQUAL_DEGRADATIONS: tuple[str, ...] = AXIS_DEGRADATIONS["appearance"] + AXIS_DEGRADATIONS["motion"]


@dataclass
class SynthConfig:
    """Parameters of ``bench synth``."""

    pairs: int
    seed: int = 0
    size: tuple[int, int] = (320, 192)  # (width, height); even numbers (mp4)
    frames_per_action: int = 8
    min_actions: int = 3
    max_actions: int = 6
    tie_fraction: float = TIE_FRACTION


@dataclass
class PairPlan:
    """Every random decision of one pair (rendering follows deterministically)."""

    pair_id: str
    tokens: list[str]
    trajectory_group: str
    style: str
    kind: Literal["degraded", "tie_faithful", "tie_degraded"]
    faithful_side: Literal["left", "right"] | None
    degradation: str | None
    slot: int | None
    strength: float | None
    render: dict[str, Any]
    side_b_render: dict[str, Any] = field(default_factory=dict)  # overrides for the tie_faithful twin
    wrong_tokens: list[str] | None = None
    splice_tokens: list[str] | None = None
    noise_seeds: tuple[int, int] = (0, 1)


# ---------------------------------------------------------------- drawing


def draw_tokens(group: str, n: int, rng: np.random.Generator) -> list[str]:
    """``n`` action tokens for a trajectory group (no ``idle`` steps)."""
    if group == "pure_translation":
        return [str(rng.choice(TRANSLATIONS)) for _ in range(n)]
    if group == "pure_rotation":
        return [str(rng.choice(ROTATIONS)) for _ in range(n)]
    tokens = []
    for _ in range(n):
        u = rng.random()
        t, r = str(rng.choice(TRANSLATIONS)), str(rng.choice(ROTATIONS))
        tokens.append(f"{t}+{r}" if u < 0.5 else (t if u < 0.75 else r))
    if not any("+" in tok for tok in tokens):
        i = int(rng.integers(n))
        tokens[i] = f"{rng.choice(TRANSLATIONS)}+{rng.choice(ROTATIONS)}"
    return tokens


def labels_for(plan: PairPlan) -> dict[str, str]:
    """The documented label rule (module docstring)."""
    if plan.kind != "degraded":
        return {axis: "tie" for axis in AXES}
    hurts = DEGRADATIONS[plan.degradation].hurts
    return {axis: (plan.faithful_side if axis in hurts else "tie") for axis in AXES}


def _choose_degradation(tokens: list[str], rng: np.random.Generator) -> str:
    axis = str(rng.choice(AXES))
    names = list(AXIS_DEGRADATIONS[axis])
    if "mirrored" in names and not any(mirror_changes_action(t) for t in tokens):
        names.remove("mirrored")
    return str(rng.choice(names))


def plan_pair(index: int, config: SynthConfig, faithful_left_next: bool) -> PairPlan:
    """Draw pair ``index`` from ``rng = default_rng([seed, index])``."""
    rng = np.random.default_rng([config.seed, index])
    group = str(rng.choice(TRAJECTORY_GROUPS))
    style = str(rng.choice(STYLES))
    look = STYLE_LOOKS[style]
    n = int(rng.integers(config.min_actions, config.max_actions + 1))
    tokens = draw_tokens(group, n, rng)
    render = {
        "texture": look.texture,
        "hud": look.hud,
        "moving_objects": int(rng.integers(look.moving_objects[0], look.moving_objects[1] + 1)),
        "scene": "distant" if rng.random() < 0.3 else "parallax",
        "magnitude": round(float(rng.uniform(0.8, 1.4)), 3),
        "compression": "jpeg" if rng.random() < 0.4 else "none",
        "jpeg_quality": int(rng.integers(45, 86)),
        "lighting": "fade" if rng.random() < 0.1 else "none",
        "seed": int(rng.integers(2**31 - 1)),
    }
    plan = PairPlan(
        pair_id=f"wrb_{index:04d}", tokens=tokens, trajectory_group=group, style=style, kind="degraded",
        faithful_side=None, degradation=None, slot=None, strength=None, render=render,
        noise_seeds=(int(rng.integers(2**31 - 1)), int(rng.integers(2**31 - 1))),
    )
    u = rng.random()
    if u < config.tie_fraction / 2:
        plan.kind = "tie_faithful"
        plan.side_b_render = {
            "magnitude": round(render["magnitude"] * float(rng.uniform(0.9, 1.1)), 3),
            "compression": "jpeg",
            "jpeg_quality": int(rng.integers(70, 91)),
        }
        return plan
    if u < config.tie_fraction:
        plan.kind = "tie_degraded"
        plan.degradation = str(rng.choice(EQUAL_DEGRADATIONS))
        plan.strength = round(float(rng.uniform(0.7, 1.3)), 2)
        return plan
    plan.faithful_side = "left" if faithful_left_next else "right"
    name = _choose_degradation(tokens, rng)
    plan.degradation = name
    if name == "wrong_direction":
        plan.slot = int(rng.integers(n))
        plan.wrong_tokens = wrong_direction_tokens(tokens, plan.slot, rng)
    elif name in ("frozen", "reversed"):
        plan.slot = int(rng.integers(n))
    elif name == "spliced":
        plan.slot = int(rng.integers(n))
        other = draw_tokens(group, n, rng)
        while other[plan.slot] == tokens[plan.slot]:
            other[plan.slot] = draw_tokens(group, 1, rng)[0]
        plan.splice_tokens = other
    elif name != "mirrored":
        plan.strength = round(float(rng.uniform(0.7, 1.3)), 2)
    return plan


# ---------------------------------------------------------------- rendering


def _render(plan: PairPlan, config: SynthConfig, tokens: list[str], overrides: dict[str, Any] | None = None):
    from worldreward.synth import SynthSpec, render_rollout

    settings = {**plan.render, **(overrides or {})}
    spec = SynthSpec(tokens=tokens, frames_per_action=config.frames_per_action, size=config.size, **settings)
    return render_rollout(spec)


def _spans(n: int, fpa: int) -> list[tuple[int, int]]:
    """Inclusive frames of each step as the bench line's ``frames_per_action`` reads (reference
    meaning): a slot degradation (frozen, reversed, spliced) touches exactly that step's frames."""
    return [(i * fpa, (i + 1) * fpa - 1) for i in range(n)]


def render_pair(plan: PairPlan, config: SynthConfig) -> tuple[np.ndarray, np.ndarray, float]:
    """Frames of the (faithful, other) sides and the fps, following ``plan``."""
    faithful = _render(plan, config, plan.tokens)
    frames, fps = faithful.frames, faithful.spec.fps
    spans = _spans(len(plan.tokens), config.frames_per_action)
    name = plan.degradation
    if plan.kind == "tie_faithful":
        return frames, _render(plan, config, plan.tokens, plan.side_b_render).frames, fps
    if plan.kind == "tie_degraded":
        a = apply_degradation(name, frames, strength=plan.strength, rng=np.random.default_rng(plan.noise_seeds[0]))
        b = apply_degradation(name, frames, strength=plan.strength, rng=np.random.default_rng(plan.noise_seeds[1]))
        return a, b, fps
    rng = np.random.default_rng(plan.noise_seeds[0])
    if name == "wrong_direction":
        other = _render(plan, config, plan.wrong_tokens).frames
    elif name == "spliced":
        donor = _render(plan, config, plan.splice_tokens).frames
        other = apply_degradation(name, frames, rng=rng, spans=spans, slot=plan.slot, other=donor)
    elif name == "mirrored":
        other = apply_degradation(name, frames, rng=rng)
    elif name in ("frozen", "reversed"):
        other = apply_degradation(name, frames, rng=rng, spans=spans, slot=plan.slot)
    else:
        other = apply_degradation(name, frames, strength=plan.strength, rng=rng)
    return frames, other, fps


def bench_line(plan: PairPlan, config: SynthConfig) -> dict[str, Any]:
    """The ``bench.jsonl`` line of a planned pair (paths relative to the bench folder)."""
    folder = f"videos/{plan.pair_id}"
    if plan.kind == "degraded":
        degraded_side = "right" if plan.faithful_side == "left" else "left"
        deg = {"name": plan.degradation, "axis": next(iter(DEGRADATIONS[plan.degradation].hurts)),
               "slot": plan.slot, "strength": plan.strength, "side": degraded_side}
    elif plan.kind == "tie_degraded":
        deg = {"name": f"both:{plan.degradation}", "axis": next(iter(DEGRADATIONS[plan.degradation].hurts)),
               "slot": None, "strength": plan.strength, "side": "both"}
    else:
        deg = {"name": "none", "axis": None, "slot": None, "strength": None, "side": "none"}
    return {
        "pair_id": plan.pair_id,
        "input_image": f"{folder}/source.jpg",
        "input_caption": STYLE_LOOKS[plan.style].caption,
        "actions": plan.tokens,
        "frames_per_action": config.frames_per_action,
        "left": {"video": f"{folder}/left.mp4", "model": "synth"},
        "right": {"video": f"{folder}/right.mp4", "model": "synth"},
        "label": labels_for(plan),
        "trajectory_group": plan.trajectory_group,
        "style": plan.style,
        "degradation": deg,
        "synth": {**plan.render, "size": list(config.size), **({"side_b": plan.side_b_render}
                                                               if plan.side_b_render else {})},
    }


def write_pair(plan: PairPlan, config: SynthConfig, out_dir: Path) -> dict[str, Any]:
    """Render, write ``left.mp4``/``right.mp4``/``source.jpg`` and return the bench line."""
    from PIL import Image

    from worldreward.video import write_video

    faithful, other, fps = render_pair(plan, config)
    left, right = (other, faithful) if plan.faithful_side == "right" else (faithful, other)
    folder = out_dir / "videos" / plan.pair_id
    folder.mkdir(parents=True, exist_ok=True)
    write_video(folder / "left.mp4", left, fps)
    write_video(folder / "right.mp4", right, fps)
    Image.fromarray(faithful[0]).save(folder / "source.jpg", quality=90)
    return bench_line(plan, config)


def plan_bench(config: SynthConfig) -> list[PairPlan]:
    """All pair plans (cheap: no rendering); the faithful side alternates over non-tie pairs."""
    plans = []
    non_tie = 0
    for i in range(config.pairs):
        plan = plan_pair(i, config, faithful_left_next=non_tie % 2 == 0)
        non_tie += plan.kind == "degraded"
        plans.append(plan)
    return plans


def synth_bench(out_dir: str | Path, config: SynthConfig) -> Path:
    """Write the whole benchmark; returns the path of ``bench.jsonl`` (written atomically last)."""
    from worldreward.console import progress
    from worldreward.jsonl import write_jsonl_atomic

    if config.pairs < 1:
        raise ValueError("--pairs must be at least 1")
    w, h = config.size
    if w % 2 or h % 2 or w < 32 or h < 32:
        raise ValueError(f"--size must be even and at least 32x32, got {w}x{h}")
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    lines = []
    plans = plan_bench(config)
    with progress() as bar:
        task = bar.add_task("synthesising pairs", total=len(plans))
        for plan in plans:
            lines.append(write_pair(plan, config, out))
            bar.advance(task)
    return write_jsonl_atomic(out / "bench.jsonl", lines)
