"""bench synth: determinism, the documented label rule, side balance, and videos that show the truth."""

from __future__ import annotations

import json
from collections import Counter

import numpy as np
import pytest
from PIL import Image
from worldreward.bench.synth import (
    AXIS_DEGRADATIONS,
    STYLE_LOOKS,
    SynthConfig,
    bench_line,
    labels_for,
    plan_bench,
    synth_bench,
    write_pair,
)

from worldreward.degrade import DEGRADATIONS, mirror_changes_action
from worldreward.pairs import load_pairs
from worldreward.types import AXES, ROTATIONS, TRANSLATIONS
from worldreward.video import load_video

CONFIG = SynthConfig(pairs=400, seed=11)
TINY = dict(size=(64, 48), frames_per_action=4, min_actions=2, max_actions=3)


@pytest.fixture(scope="module")
def plans():
    return plan_bench(CONFIG)


def test_plans_are_deterministic_and_prefix_stable(plans):
    again = plan_bench(CONFIG)
    assert [bench_line(p, CONFIG) for p in again] == [bench_line(p, CONFIG) for p in plans]
    shorter = plan_bench(SynthConfig(pairs=50, seed=11))
    assert [bench_line(p, CONFIG) for p in shorter] == [bench_line(p, CONFIG) for p in plans[:50]]
    other = plan_bench(SynthConfig(pairs=50, seed=12))
    assert [p.tokens for p in other] != [p.tokens for p in plans[:50]]


def test_label_rule(plans):
    for plan in plans:
        labels = labels_for(plan)
        if plan.kind != "degraded":
            assert labels == {a: "tie" for a in AXES}
            continue
        hurts = DEGRADATIONS[plan.degradation].hurts
        for axis in AXES:
            assert labels[axis] == (plan.faithful_side if axis in hurts else "tie")
        assert any(v != "tie" for v in labels.values())


def test_faithful_side_balanced_and_ties_about_ten_percent(plans):
    sides = Counter(p.faithful_side for p in plans if p.kind == "degraded")
    assert abs(sides["left"] - sides["right"]) <= 1
    kinds = Counter(p.kind for p in plans)
    assert 0.05 <= (kinds["tie_faithful"] + kinds["tie_degraded"]) / len(plans) <= 0.16
    assert kinds["tie_faithful"] > 0 and kinds["tie_degraded"] > 0


def test_every_degradation_axis_group_and_style_is_used(plans):
    names = {p.degradation for p in plans if p.kind == "degraded"}
    assert names == {n for axis in AXES for n in AXIS_DEGRADATIONS[axis]}
    assert {p.trajectory_group for p in plans} == {"pure_translation", "pure_rotation", "compound"}
    assert {p.style for p in plans} == set(STYLE_LOOKS)
    assert any(p.render["hud"] for p in plans) and any(p.render["moving_objects"] for p in plans)
    assert any(p.render["scene"] == "distant" for p in plans)


def test_tokens_match_their_trajectory_group_and_mirror_rule(plans):
    for p in plans:
        parts = [tok.split("+") for tok in p.tokens]
        if p.trajectory_group == "pure_translation":
            assert all(len(x) == 1 and x[0] in TRANSLATIONS for x in parts)
        elif p.trajectory_group == "pure_rotation":
            assert all(len(x) == 1 and x[0] in ROTATIONS for x in parts)
        else:
            assert any(len(x) == 2 for x in parts)
        if p.degradation == "mirrored":
            assert any(mirror_changes_action(t) for t in p.tokens)
        if p.degradation == "wrong_direction":
            assert p.wrong_tokens[p.slot] != p.tokens[p.slot]
            assert [t for i, t in enumerate(p.wrong_tokens) if i != p.slot] == \
                   [t for i, t in enumerate(p.tokens) if i != p.slot]


def test_style_mapping_is_applied(plans):
    for p in plans:
        look = STYLE_LOOKS[p.style]
        assert p.render["texture"] == look.texture and p.render["hud"] == look.hud
        assert look.moving_objects[0] <= p.render["moving_objects"] <= look.moving_objects[1]


def test_synth_bench_writes_a_loadable_deterministic_bench(tmp_path):
    config = SynthConfig(pairs=3, seed=5, **TINY)
    path_a = synth_bench(tmp_path / "a", config)
    path_b = synth_bench(tmp_path / "b", config)
    assert path_a.read_text() == path_b.read_text()
    specs = load_pairs(path_a)
    assert [s.pair_id for s in specs] == ["wrb_0000", "wrb_0001", "wrb_0002"]
    for spec in specs:
        for side in ("left", "right"):
            clip_a = load_video(spec.left.video if side == "left" else spec.right.video)
            clip_b = load_video(tmp_path / "b" / "videos" / spec.pair_id / f"{side}.mp4")
            assert clip_a.num_frames == 1 + len(spec.actions) * 4
            assert np.array_equal(clip_a.frames, clip_b.frames)
    line = json.loads(path_a.read_text().splitlines()[0])
    assert set(line["degradation"]) == {"name", "axis", "slot", "strength", "side"}


def _first(plans, predicate):
    return next(p for p in plans if predicate(p))


def test_rendered_pairs_show_their_degradation(tmp_path):
    config = SynthConfig(pairs=120, seed=2, **TINY)
    all_plans = plan_bench(config)
    frozen = _first(all_plans, lambda p: p.degradation == "frozen")
    twin = _first(all_plans, lambda p: p.kind == "tie_faithful")
    for plan in (frozen, twin):
        write_pair(plan, config, tmp_path)
    folder = tmp_path / "videos" / frozen.pair_id
    degraded_side = "right" if frozen.faithful_side == "left" else "left"
    faithful = load_video(folder / f"{frozen.faithful_side}.mp4").frames.astype(float)
    degraded = load_video(folder / f"{degraded_side}.mp4").frames.astype(float)
    s, e = frozen.slot * 4, frozen.slot * 4 + 3  # the slot's frames as the line reads them (reference meaning)
    still = np.abs(np.diff(degraded[s : e + 1], axis=0)).mean()
    moving = np.abs(np.diff(faithful[s : e + 1], axis=0)).mean()
    assert still < 0.5 * moving  # the degraded side holds still where the faithful side moves
    jpg = np.asarray(Image.open(folder / "source.jpg").convert("RGB"), dtype=float)
    assert np.abs(jpg - faithful[0]).mean() < 12  # source.jpg is the faithful first frame (up to compression)
    # both-faithful twins: same world and start, not identical pixels
    tl = load_video(tmp_path / "videos" / twin.pair_id / "left.mp4").frames.astype(float)
    tr = load_video(tmp_path / "videos" / twin.pair_id / "right.mp4").frames.astype(float)
    assert np.abs(tl[0] - tr[0]).mean() < 15 and not np.array_equal(tl, tr)
