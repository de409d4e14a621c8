"""The camera-motion reader on synthetic rollouts with exactly known motion.

Thresholds in worldreward.motion were tuned on synthetic seeds 500-580, the ad-hoc seeds 7 and 100
and (clip-level focal, corner count) coverage suites with seeds 7 and 11; every test here uses
other seeds (2026 for the coverage suite, 31xx for the hard cases).
"""

from __future__ import annotations

import numpy as np
import pytest

from worldreward.actions import ActionStep, parse_action
from worldreward.motion import (
    FocalEstimate,
    MotionReading,
    estimate_focal,
    read_motion,
    read_segments,
    read_steps,
    token_matches,
)
from worldreward.synth import SynthSpec, coverage_specs, evaluate_reader, render_rollout
from worldreward.video import Clip

SIZE = (256, 160)
FPA = 7


def _read(token: str, seed: int = 3101, **kw) -> MotionReading:
    spec = dict(tokens=[token], frames_per_action=FPA, size=SIZE, supersample=1, seed=seed)
    spec.update(kw)
    r = render_rollout(SynthSpec(**spec))
    return read_motion(r.frames, fov_deg=kw.get("fov_deg"))


# ------------------------------------------------------------------------- sign conventions


@pytest.mark.parametrize(("token", "field", "sign"), [
    ("camera_right", "yaw_deg_per_frame", +1),
    ("camera_left", "yaw_deg_per_frame", -1),
    ("camera_up", "pitch_deg_per_frame", +1),
    ("camera_down", "pitch_deg_per_frame", -1),
    ("forward", "zoom_per_frame", +1),
    ("backward", "zoom_per_frame", -1),
    ("right", "lateral_per_frame", +1),
    ("left", "lateral_per_frame", -1),
])
def test_sign_conventions(token, field, sign):
    reading = _read(token, fov_deg=70.0)
    assert np.sign(getattr(reading, field)) == sign, reading
    assert reading.token == token


def test_rates_match_truth_when_focal_known():
    r = render_rollout(SynthSpec(tokens=["camera_ur"], frames_per_action=8, size=SIZE, supersample=1,
                                 seed=3102, fov_deg=80.0))
    reading = read_motion(r.frames, fov_deg=80.0)
    truth = r.steps[0]
    assert reading.yaw_deg_per_frame == pytest.approx(truth.yaw_deg_per_frame, rel=0.15)
    assert reading.pitch_deg_per_frame == pytest.approx(truth.pitch_deg_per_frame, rel=0.15)
    assert reading.focal_px == pytest.approx(r.focal_px, rel=1e-6)


def test_unknown_focal_is_estimated_for_turns():
    errs = []
    for i, fov in enumerate((50.0, 75.0, 100.0)):
        r = render_rollout(SynthSpec(tokens=["camera_dr"], frames_per_action=8, size=SIZE, supersample=1,
                                     seed=3110 + i, fov_deg=fov))
        errs.append(abs(read_motion(r.frames).focal_px / r.focal_px - 1))
    assert max(errs) < 0.15, errs


def test_idle_static_video():
    frames = np.repeat(render_rollout(SynthSpec(tokens=["idle"], frames_per_action=1, size=SIZE,
                                                supersample=1, seed=3103)).frames[:1], 6, axis=0)
    reading = read_motion(frames, start_frame=10)
    assert reading.token == "idle" and reading.translation == "idle" and reading.rotation == "idle"
    assert (reading.start_frame, reading.end_frame) == (10, 15)
    assert reading.flow_px_per_frame < 0.05


def test_flat_grey_video_is_idle_with_low_texture_note():
    frames = np.full((5, 96, 128, 3), 120, np.uint8)
    reading = read_motion(frames)
    assert reading.token == "idle"
    assert "low texture" in reading.notes


def test_bad_shape_raises():
    with pytest.raises(ValueError, match="T>=2"):
        read_motion(np.zeros((1, 32, 32, 3), np.uint8))


def test_read_steps_and_token_matches():
    r = render_rollout(SynthSpec(tokens=["forward", "camera_left", "right+camera_up"], frames_per_action=FPA,
                                 size=SIZE, supersample=1, seed=3104, fov_deg=70.0))
    clip = Clip(path="synthetic", fps=16.0, indices=list(range(len(r.frames))), frames=r.frames)
    steps = [ActionStep(index=i, action=parse_action(s.token), start_frame=s.start_frame, end_frame=s.end_frame)
             for i, s in enumerate(r.steps)]
    readings = read_steps(clip, steps, fov_deg=70.0)
    assert [(m.start_frame, m.end_frame) for m in readings] == [(0, 7), (7, 14), (14, 21)]
    assert [m.token for m in readings] == ["forward", "camera_left", "right+camera_up"]
    assert all(token_matches(s.action, m) for s, m in zip(steps, readings, strict=True))
    assert not token_matches(parse_action("left+camera_up"), readings[2])
    assert all(0.0 <= m.confidence <= 1.0 for m in readings)


def test_clip_focal_estimate_and_read_segments():
    """One focal per video, estimated from all its segments (a turn fixes it), then every segment is
    read with it; no FOV is given."""
    r = render_rollout(SynthSpec(tokens=["forward", "camera_left", "right+camera_up"], frames_per_action=FPA,
                                 size=SIZE, supersample=1, seed=3105, fov_deg=85.0, compression="mp4"))
    spans = [(s.start_frame, s.end_frame) for s in r.steps]
    est = estimate_focal(r.frames, spans)
    assert isinstance(est, FocalEstimate) and len(est.per_segment) == 3
    assert est.fov_deg == pytest.approx(85.0, abs=6.0), est
    assert est.focal_px == pytest.approx(r.focal_px, rel=0.12)
    assert 0.3 <= est.confidence <= 1.0
    readings = read_segments(r.frames, spans)
    assert [(m.start_frame, m.end_frame) for m in readings] == spans
    assert [m.token for m in readings] == r.tokens
    assert all(m.focal_px == pytest.approx(est.focal_px, rel=1e-6) for m in readings)
    with pytest.raises(ValueError, match="segment span 1"):
        read_segments(r.frames, [(0, 7), (20, 40)])


def test_focal_estimate_of_idle_video_is_unknown():
    frames = np.repeat(render_rollout(SynthSpec(tokens=["idle"], frames_per_action=1, size=SIZE,
                                                supersample=1, seed=3106)).frames[:1], 6, axis=0)
    est = estimate_focal(frames, [(0, 2), (2, 5)])
    assert est.focal_px is None and est.confidence == 0.0 and est.per_segment == [None, None]


# ------------------------------------------------------------------------- coverage accuracy


@pytest.mark.slow
def test_exact_token_accuracy_on_coverage_suite():
    """Every token (idle, 8 translations, 8 rotations, 64 compounds) × magnitudes 0.75 and 1.5 ×
    textures noise/bricks/natural, unknown FOV in 45-100°, written through mp4 (486 segments). Each
    rollout of 3 steps is read as one video (`read_segments`: the focal is estimated once per
    video from all its steps; no FOV is given).

    The design target, and the floor asserted here, is 95 % exact-token accuracy; measured 0.961
    (rotation class 0.990; the misses are mostly translation classes on the low-texture "natural"
    texture). ``pytest -s`` prints the accuracy per magnitude/texture and the confusions.
    """
    specs = coverage_specs(magnitudes=(0.75, 1.5), per_rollout=3, seed=2026, frames_per_action=FPA,
                           size=SIZE, supersample=1, compression="mp4")
    report = evaluate_reader(specs)
    print("\n" + report.summary())
    assert report.total == 486
    assert report.rotation_correct / report.total >= 0.95, report.summary()
    assert report.accuracy >= ACCURACY_FLOOR, report.summary()


#: Exact-token accuracy required on the coverage suite (the design target; measured 0.961).
ACCURACY_FLOOR = 0.95


# ------------------------------------------------------------------------- hard cases

HARD_TOKENS = ["forward", "backward", "left", "right", "camera_left", "camera_right", "camera_up",
               "camera_down", "forward+camera_left", "right+camera_up", "camera_ul", "idle"]


def _hard(seed: int, **kw):
    specs = coverage_specs(magnitudes=(kw.pop("magnitude", 1.0),), textures=("noise",), tokens=HARD_TOKENS,
                           per_rollout=2, seed=seed, frames_per_action=FPA, size=SIZE, supersample=1, **kw)
    report = evaluate_reader(specs)
    print(f"\n{kw}: " + report.summary())
    return report.accuracy, report.rotation_correct / report.total


# Floors below are regression guards set under the accuracy measured when they were written
# (printed with pytest -s); 12 segments each, so one miss is 8 points.


def test_hard_moving_objects():
    """Two independently moving sprites (RANSAC / robust fits must ignore them)."""
    exact, rotation = _hard(3120, moving_objects=2, compression="jpeg")
    assert exact >= 0.66 and rotation >= 0.85


def test_hard_hud_overlay():
    exact, rotation = _hard(3121, hud=True, compression="jpeg")
    assert exact >= 0.9 and rotation >= 0.9


def test_hard_fast_turns():
    """Magnitude 3: 4.5°/frame turns, tracks leave the frame within a step."""
    exact, rotation = _hard(3122, magnitude=3.0)
    assert exact >= 0.8 and rotation >= 0.85


def test_hard_unknown_focal_wide_range():
    exact, _ = _hard(3123, fov_range=(50.0, 100.0), compression="jpeg")
    assert exact >= 0.9


def test_hard_flicker_and_fade():
    assert _hard(3124, lighting="flicker")[0] >= 0.9
    assert _hard(3125, lighting="fade")[0] >= 0.9


@pytest.mark.parametrize(("token", "content_right"), [
    ("left", True), ("camera_left", True), ("right", False), ("camera_right", False)])
def test_distant_scene_content_direction(token, content_right):
    """With distant scenery a strafe looks like a turn; the content direction must still be right:
    a strafe left / yaw left moves content right (read as left or camera_left), and vice versa."""
    reading = _read(token, seed=3130, scene="distant", compression="jpeg")
    said_right_motion = (reading.yaw_deg_per_frame < 0) if reading.translation == "idle" else (
        reading.translation_dir[0] < 0)
    assert reading.token != "idle"
    assert said_right_motion == content_right, reading


def test_hud_note():
    reading = _read("camera_right", seed=3131, hud=True)
    assert reading.rotation == "camera_right"
    assert "HUD masked" in reading.notes


def test_a_stutter_reads_as_the_motion_it_shows(tmp_path):
    """Hold-then-skip (every other frame repeated, the next one a double step), re-encoded so the
    repeats keep some codec motion: the same camera path in fewer, larger steps. Every step reads
    what the original reads, on three textures."""
    from worldreward.degrade import apply_degradation
    from worldreward.video import load_video, write_video

    tokens = ["backward_left+camera_right", "forward+camera_up", "camera_left", "right"]
    fpa = 8
    spans = [(k * fpa, (k + 1) * fpa - 1) for k in range(len(tokens))]
    for k, texture in enumerate(["noise", "bricks", "natural"]):
        r = render_rollout(SynthSpec(tokens=tokens, frames_per_action=fpa, size=SIZE, supersample=1,
                                     seed=3111 + k, texture=texture))
        stutter = apply_degradation("stutter", r.frames, strength=1.0, rng=np.random.default_rng(0))
        write_video(tmp_path / "s.mp4", stutter, 16)
        got = [m.token for m in read_segments(load_video(tmp_path / "s.mp4").frames, spans)]
        assert got == [m.token for m in read_segments(r.frames, spans)], texture
