"""The real-render dev set (bench/realrender.py) on a tiny clip: a real engine, recorded inputs.

Needs the ``realrender`` extra (vizdoom, PyAV; installed by ``.[all]`` in CI). One two-step
clip is rendered (about a second): the engine's recorded poses follow the commanded rates,
rendering is deterministic and cached, the split rule keeps the held-apart maps apart, and the
motion reader reads the turn's and the walk's direction on the shipped (H.264) frames.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("vizdoom")
pytest.importorskip("av")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
import realrender as rr  # noqa: E402


@pytest.fixture(scope="module")
def tiny(tmp_path_factory) -> tuple[Path, rr.Rendered]:
    root = tmp_path_factory.mktemp("realrender")
    base = rr.plan_clip("dev", 3, steps=2, fpa=6)
    plan = replace(rr.with_tokens(base, ["camera_left", "forward"]), bitrate_kbps=300)
    return root, rr.load_or_render(root, plan)


def test_split_rule_keeps_the_held_apart_maps_apart() -> None:
    assert not set(rr.SPLIT_MAPS["dev"]) & set(rr.SPLIT_MAPS["heldout"])
    for split in ("dev", "heldout"):
        plans = [rr.plan_clip(split, i) for i in range(12)]
        assert {p.map for p in plans} <= set(rr.SPLIT_MAPS[split])
        assert plans[0] == rr.plan_clip(split, 0)  # deterministic
        assert len({tuple(p.tokens) for p in plans}) == len(plans)
    with pytest.raises(ValueError, match="unknown split"):
        rr.plan_clip("test", 0)


def test_recorded_poses_follow_the_commanded_inputs(tiny) -> None:
    _, r = tiny
    plan = r.plan
    assert r.frames.shape == (1 + 2 * 6, rr.SIZE[1], rr.SIZE[0], 3) and r.frames.dtype == np.uint8
    assert r.executed == [True, True]
    turn = plan.steps[0]
    assert turn.yaw < 0 and turn.speed == 0  # camera_left: turn left, stand
    yaw = -np.diff(r.poses[:7, 2])  # engine angle grows turning left
    assert np.allclose(yaw, turn.yaw, atol=0.02)
    walk = r.poses[12, :2] - r.poses[6, :2]
    assert np.linalg.norm(walk) / 6 >= rr.EXEC_SPEED_SHARE * plan.steps[1].speed
    assert np.allclose(r.poses[6:, 2], r.poses[6, 2])  # no turn while walking


def test_rendering_is_deterministic_and_cached(tiny) -> None:
    root, r = tiny
    files = sorted((root / "dev").glob("*.npz"))
    assert len(files) == 1
    again = rr.load_or_render(root, r.plan)  # from the cache
    assert np.array_equal(again.frames, r.frames)
    fresh = rr.render(r.plan, attempt=r.attempt)  # rendered again from scratch
    assert np.array_equal(fresh.frames, r.frames) and np.array_equal(fresh.poses, r.poses)


def test_codec_round_trip_keeps_frames_and_costs_detail(tiny) -> None:
    _, r = tiny
    shipped = rr.compress(r.frames, r.plan)
    assert shipped.shape == r.frames.shape
    err = np.abs(shipped.astype(np.float32) - r.frames).mean()
    assert 0.2 < err < 20.0, err  # it changed the picture, and it is still the picture


def test_shipped_frames_are_cached_so_every_read_sees_the_same_clip(tiny, tmp_path) -> None:
    _, r = tiny
    first = rr.compress(r.frames, r.plan, tmp_path)
    streams = list((tmp_path / "h264").glob("*.mp4"))
    assert len(streams) == 1
    stamp = streams[0].stat().st_mtime_ns
    again = rr.compress(np.ascontiguousarray(r.frames[:, :, :]), r.plan, tmp_path)
    assert np.array_equal(first, again) and streams[0].stat().st_mtime_ns == stamp  # decoded, not encoded
    other = rr.compress(r.frames[::-1], r.plan, tmp_path)  # other frames: their own stream
    assert len(list((tmp_path / "h264").glob("*.mp4"))) == 2 and not np.array_equal(other, first)


def test_motion_reader_reads_the_turn_and_the_walk(tiny) -> None:
    _, r = tiny
    from worldreward.motion import read_segments

    turn, walk = read_segments(rr.compress(r.frames, r.plan), r.plan.spans)
    assert turn.yaw_deg_per_frame < -0.3, turn
    assert walk.zoom_per_frame > 0, walk
    assert abs(walk.yaw_deg_per_frame) < abs(turn.yaw_deg_per_frame) / 2, walk
