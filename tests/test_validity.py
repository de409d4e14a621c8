"""Judge validity: no degradation wins an axis, and each axis answers from its own evidence.

Property tests over every frame-level degradation in `worldreward.degrade.DEGRADATIONS` ×
strength × scene texture (fine texture is not noise): the pair is (faithful, degraded), the
label rule is the bench's (the faithful side wins the axes the degradation hurts, every other
axis is a tie). The visual dimensions are judged from the measured quality of one action
step (what the geometry judge reads per slot); the action axis, which needs the motion
reader, is checked on whole pairs for the timing-only and appearance-only kinds.
``bench/validity.py`` runs the same over full rollouts through mp4 and prints the table.
"""

from __future__ import annotations

import importlib.util
import itertools
import sys
from pathlib import Path

import numpy as np
import pytest
from test_quality import _encode_roundtrip

from worldreward.chunks import plan_spec
from worldreward.degrade import DEGRADATIONS, apply_degradation
from worldreward.evidence import EvidenceBudget, extract_evidence
from worldreward.judges.geometry import DIMENSION_METRICS, GeometryJudge
from worldreward.pairs import PairSpec
from worldreward.quality import QualityMetrics, compare_quality, measure_quality
from worldreward.synth import SynthSpec, render_rollout
from worldreward.video import Clip
from worldreward.vote import aggregate

FRAME_KINDS = tuple(n for n, info in DEGRADATIONS.items() if info.kind == "frames" and info.hurts & {
    "appearance", "motion"})
TEXTURES = ("noise", "bricks", "natural")
STRENGTHS = (0.5, 1.0, 1.5)
SIZE = (192, 120)
FPA = 8
APPEARANCE_DIMS = ("temporal_consistency", "artifacts_and_structure_integrity")
MOTION_DIMS = ("dynamic_generation_quality",)


def _jpeg(frames: np.ndarray) -> np.ndarray:
    """Through JPEG q85, as a compressed rollout would be."""
    return _encode_roundtrip(frames, "jpeg")


def _rollout(texture: str, tokens: list[str], seed: int = 5) -> np.ndarray:
    spec = SynthSpec(tokens=tokens, frames_per_action=FPA, size=SIZE, seed=seed, texture=texture, supersample=1)
    return render_rollout(spec).frames


@pytest.fixture(scope="module")
def scores() -> dict[tuple[str, str, float], dict[str, float]]:
    """Per (texture, kind, strength): the geometry judge's dimension scores, faithful (A) vs degraded (B)."""
    judge = GeometryJudge()
    out: dict[tuple[str, str, float], dict[str, float]] = {}
    for texture in TEXTURES:
        raw = _rollout(texture, ["forward_left+camera_left"])
        qa = measure_quality(_jpeg(raw))
        for kind, s in itertools.product(FRAME_KINDS, STRENGTHS):
            degraded = apply_degradation(kind, raw, strength=s, rng=np.random.default_rng(3))
            qb = measure_quality(_jpeg(degraded))
            out[(texture, kind, s)] = {dim: judge.dimension_score(dim, qa, qb) for dim in DIMENSION_METRICS}
    return out


def test_every_frame_degradation_is_covered() -> None:
    assert {"blur", "smoothing", "low_contrast", "frame_repeat", "smearing", "texture_swimming", "ghosting",
            "blocking", "stutter", "frame_shuffle", "jitter"} <= set(FRAME_KINDS)


@pytest.mark.parametrize("kind", FRAME_KINDS)
def test_a_degradation_never_wins(kind: str, scores: dict) -> None:
    """No visual dimension prefers the degraded copy, at any strength, on any texture."""
    band = GeometryJudge().dimension_dead_band
    for (texture, k, s), dims in scores.items():
        if k != kind:
            continue
        for dim, score in dims.items():
            assert score > -band, (kind, texture, s, dim, round(score, 3))


def test_each_axis_from_its_own_evidence(scores: dict) -> None:
    """Appearance-only edits leave the motion dimension a tie; timing-only edits leave both
    appearance dimensions a tie: in at least 95 % of the (kind, texture, strength) cases, and a
    miss always favours the faithful side (the test above). A miss can be the content itself: a
    lowered frame rate shows some frames three times, and on a flat scene JPEG blocks some
    frames more than others."""
    band = GeometryJudge().dimension_dead_band
    checked, moved = 0, []
    for (texture, kind, s), dims in scores.items():
        hurts = DEGRADATIONS[kind].hurts
        untouched = (MOTION_DIMS if "motion" not in hurts else ()) + (
            APPEARANCE_DIMS if "appearance" not in hurts else ())
        for dim in untouched:
            checked += 1
            if abs(dims[dim]) >= band:
                moved.append((kind, texture, s, dim, round(dims[dim], 3)))
    assert checked >= len(FRAME_KINDS) * len(TEXTURES) * len(STRENGTHS)
    assert 1.0 - len(moved) / checked >= 0.95, moved


@pytest.mark.parametrize("kind", FRAME_KINDS)
def test_degradations_are_found_on_their_axis(kind: str, scores: dict) -> None:
    """At the strongest level the hurt axis goes to the faithful side on at least two of the
    three textures (a miss is a tie, never a loss: a median filter barely changes the soft,
    flat ``natural`` scene at this size)."""
    band = GeometryJudge().dimension_dead_band
    hurts = DEGRADATIONS[kind].hurts
    dims_hurt = (APPEARANCE_DIMS if "appearance" in hurts else ()) + (MOTION_DIMS if "motion" in hurts else ())
    found = [texture for (texture, k, s), dims in scores.items()
             if k == kind and s == max(STRENGTHS) and max(dims[d] for d in dims_hurt) >= band]
    assert len(found) >= 2, (kind, found)


def test_fine_texture_is_not_noise() -> None:
    """A fine-grain texture seen by a moving camera reads as detail, not noise: blurring or
    median-smoothing it lowers `detail` and never makes the blurred copy win on noise."""
    raw = _jpeg(_rollout("noise", ["camera_left"]))
    clean = measure_quality(raw)
    noisy = measure_quality(_jpeg(apply_degradation("noise", _rollout("noise", ["camera_left"]), strength=1.0,
                                                    rng=np.random.default_rng(0))))
    assert noisy.noise > 2.0 * clean.noise  # fresh noise is found ...
    assert abs(compare_quality(clean, noisy)["detail"]) < 0.1  # ... and is not detail
    judge = GeometryJudge()
    for kind in ("blur", "smoothing", "low_contrast"):
        soft = measure_quality(_jpeg(apply_degradation(kind, _rollout("noise", ["camera_left"]), strength=1.0,
                                                       rng=np.random.default_rng(0))))
        assert soft.detail < 0.8 * clean.detail, kind
        assert judge.metric_scores(clean, soft)["noise"] >= 0.0, kind


def test_static_clip_falls_back_on_the_spatial_noise_estimate() -> None:
    frame = _rollout("natural", ["idle"])[:1]
    rng = np.random.default_rng(1)
    noisy = np.clip(frame.astype(np.float32) + rng.normal(0, 12, frame.shape), 0, 255).astype(np.uint8)
    q = measure_quality(np.repeat(noisy, 4, axis=0))
    assert q.detail == 0.0 and q.noise > 5.0
    assert isinstance(q, QualityMetrics)


# --------------------------------------------------------------------------------------------
# the action axis on whole pairs (motion reader included)
# --------------------------------------------------------------------------------------------

TOKENS = ["forward", "camera_left", "right+camera_up"]
NOT_ACTION = ("blur", "smoothing", "low_contrast", "blocking", "noise", "smearing", "stutter", "frame_shuffle",
              "frame_repeat", "jitter")


def _verdict(judge: GeometryJudge, a: np.ndarray, b: np.ndarray) -> dict[str, str | None]:
    spec = PairSpec(pair_id="p", actions=TOKENS, frames_per_action=FPA, left={"video": "a.mp4"},
                    right={"video": "b.mp4"})
    clips = [Clip(frames=f, fps=16.0, indices=list(range(len(f))), path=p)
             for f, p in ((a, "a.mp4"), (b, "b.mp4"))]
    chunks = plan_spec(spec, len(a), len(b), slots_per_chunk=4, reference_slot=False)
    budget = EvidenceBudget(images=False, chunk_quality="from_slots")
    evs = [extract_evidence(clips[0], clips[1], c, pair_id="p", budget=budget) for c in chunks]
    voting = {e.chunk.index: [s.slot.position + 1 for s in e.voting_slots] for e in evs}
    verdict = aggregate([judge.review(e) for e in evs], pair_id="p", judge=judge.name, voting_slot_ids=voting)
    return {ax: verdict.axis(ax).winner for ax in ("action", "appearance", "motion")}


def test_action_does_not_move_on_timing_or_appearance_edits() -> None:
    judge = GeometryJudge()
    raw = _rollout("bricks", TOKENS, seed=9)
    faithful = _jpeg(raw)
    moved = []
    for kind in NOT_ACTION:
        degraded = _jpeg(apply_degradation(kind, raw, strength=1.0, rng=np.random.default_rng(4)))
        got = _verdict(judge, faithful, degraded)
        if got["action"] != "tie":
            moved.append((kind, got))
        assert "right" not in got.values(), (kind, got)  # the degraded side never wins
    assert not moved, moved


def test_group_reward_example_ranks_the_faithful_rollout_first(tmp_path: Path) -> None:
    path = Path(__file__).resolve().parent.parent / "examples" / "group_reward.py"
    spec = importlib.util.spec_from_file_location("group_reward_example", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    scores = module.group_scores(module.render_group(tmp_path, np.random.default_rng(0)))
    for axis in module.AXES:
        others = [sc[axis] for name, sc in scores.items() if name != "faithful"]
        assert scores["faithful"][axis] >= max(others), (axis, scores)
    assert scores["faithful"]["appearance"] > max(scores[n]["appearance"] for n in module.APPEARANCE_DEFECTS)


def test_idle_gate_spreads_repeated_frames_but_not_a_single_jump() -> None:
    from worldreward.motion import IDLE_FLOW_PX, _segment_flow

    assert _segment_flow([0.5] * 8) == pytest.approx(0.5)
    lowered_rate = [0.0, 0.0, 1.5, 0.0, 0.0, 1.5, 0.0, 0.0]  # every frame shown three times
    assert _segment_flow(lowered_rate) == pytest.approx(1.5 * 2 / 8)
    assert _segment_flow(lowered_rate) > IDLE_FLOW_PX
    assert _segment_flow([0.0] * 7 + [4.0]) < IDLE_FLOW_PX  # held, then one jump: a frozen step
    assert _segment_flow([0.01, 0.0, 0.07, 0.0, 0.0, 0.0, 0.0, 34.3]) < IDLE_FLOW_PX  # codec noise is no motion
    steady_slow = [0.10, 0.13, 0.11, 0.14, 0.10, 0.13, 0.12, 0.11]
    assert _segment_flow(steady_slow) == pytest.approx(float(np.median(steady_slow)))
    assert _segment_flow([0.0] * 8) == 0.0 and _segment_flow([]) == 0.0
    # re-encoded repeats keep a few tenths of a pixel of codec motion (H.264 real renders)
    repeated = [0.002, 0.003, 8.106, 0.242, 0.105, 5.711, 0.027]
    assert _segment_flow(repeated) == pytest.approx((8.106 + 5.711) / 2 * 2 / 7)
    stutter = [0.001, 5.964, 0.338, 4.931, 0.052, 4.663, 0.138]
    assert _segment_flow(stutter) == pytest.approx(4.931 * 3 / 7)


@pytest.mark.parametrize(("kind", "strength"), [("stutter", 1.0), ("frame_repeat", 1.5)])
def test_a_frame_repeating_copy_never_wins_appearance(kind: str, strength: float, tmp_path: Path) -> None:
    """A copy that repeats frames has no motion on its repeats, so the ghosting probe (which looks
    for a displaced copy of the frame along its motion) reads near zero there; on a periodic
    texture the faithful side's probe finds the period. That difference is not comparable and
    must not hand the stuttered copy the appearance axis (the bench's pairs: bricks, mp4)."""
    from worldreward.bench.validity import FPA as BENCH_FPA
    from worldreward.bench.validity import SIZE as BENCH_SIZE
    from worldreward.bench.validity import TEXTURE_SEEDS, degraded_copy, judge_frames
    from worldreward.bench.validity import TOKENS as BENCH_TOKENS

    settings = dict(frames_per_action=BENCH_FPA, size=BENCH_SIZE, seed=7 + TEXTURE_SEEDS["bricks"],
                    texture="bricks", supersample=1)
    faithful = render_rollout(SynthSpec(tokens=BENCH_TOKENS, **settings)).frames
    other = degraded_copy(kind, faithful, settings, strength, seed=100 + TEXTURE_SEEDS["bricks"])
    got = judge_frames(GeometryJudge(), faithful, other, tmp_path, "p")
    assert got["appearance"] != "right", got
    assert got["motion"] == "left", got
