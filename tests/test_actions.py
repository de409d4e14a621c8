"""Action tokens, labels, behaviour text, frame spans, key logs and camera trajectories."""

from __future__ import annotations

import itertools
import json

import numpy as np
import pytest

from worldreward.actions import (
    Action,
    ActionStep,
    build_steps,
    expected_behaviour,
    frame_spans,
    load_trajectory,
    parse_action,
    parse_actions,
    resolve_span_options,
    shadowed_span_option,
    steps_from_keylog,
    steps_from_trajectory,
)
from worldreward.errors import ActionError, ChunkPlanError

# Hand-written truth table: token -> (surge, sway, yaw, pitch, label)
TRUTH = {
    "idle": (0, 0, 0, 0, "IDLE | IDLE"),
    "forward": (1, 0, 0, 0, "Forward | IDLE"),
    "backward": (-1, 0, 0, 0, "Backward | IDLE"),
    "left": (0, -1, 0, 0, "Left | IDLE"),
    "right": (0, 1, 0, 0, "Right | IDLE"),
    "forward_left": (1, -1, 0, 0, "ForwardLeft | IDLE"),
    "forward_right": (1, 1, 0, 0, "ForwardRight | IDLE"),
    "backward_left": (-1, -1, 0, 0, "BackwardLeft | IDLE"),
    "backward_right": (-1, 1, 0, 0, "BackwardRight | IDLE"),
    "camera_up": (0, 0, 0, 1, "IDLE | PitchUp"),
    "camera_down": (0, 0, 0, -1, "IDLE | PitchDown"),
    "camera_left": (0, 0, -1, 0, "IDLE | YawLeft"),
    "camera_right": (0, 0, 1, 0, "IDLE | YawRight"),
    "camera_ul": (0, 0, -1, 1, "IDLE | YawLeft+PitchUp"),
    "camera_ur": (0, 0, 1, 1, "IDLE | YawRight+PitchUp"),
    "camera_dl": (0, 0, -1, -1, "IDLE | YawLeft+PitchDown"),
    "camera_dr": (0, 0, 1, -1, "IDLE | YawRight+PitchDown"),
    "left+camera_down": (0, -1, 0, -1, "Left | PitchDown"),
    "forward_right+camera_ul": (1, 1, -1, 1, "ForwardRight | YawLeft+PitchUp"),
}


def _comps(a: Action) -> tuple[int, int, int, int]:
    return (a.surge, a.sway, a.yaw, a.pitch)


@pytest.mark.parametrize("token", sorted(TRUTH))
def test_canonical_tokens_labels_and_components(token):
    a = parse_action(token)
    assert a.token == token
    assert a.label == TRUTH[token][4]
    assert _comps(a) == TRUTH[token][:4]
    assert parse_action(token.upper()) == a


ALIASES = {
    "camera_u": "camera_up", "camera_d": "camera_down", "camera_l": "camera_left",
    "camera_r": "camera_right", "yaw_left": "camera_left", "yaw_right": "camera_right",
    "turn_left": "camera_left", "turn_right": "camera_right", "pitch_up": "camera_up",
    "pitch_down": "camera_down", "look_up": "camera_up", "look_down": "camera_down",
    "none": "idle", "still": "idle", "Camera-Left": "camera_left", "strafe_left": "left",
    "w": "forward", "s": "backward", "a": "left", "d": "right", "W+A": "forward_left",
    "d+s": "backward_right", "camera_left+camera_up": "camera_ul", "camera_up+camera_right": "camera_ur",
    "camera_down+yaw_left": "camera_dl", "turn_right+look_down": "camera_dr",
    "left + camera_d": "left+camera_down", "camera_down+left": "left+camera_down",
    "idle+forward": "forward",
}


@pytest.mark.parametrize("alias,canonical", sorted(ALIASES.items()))
def test_aliases_keys_and_two_token_diagonals(alias, canonical):
    assert parse_action(alias).token == canonical


@pytest.mark.parametrize("bad,problem", [
    ("forwrd", "unknown token 'forwrd'"),
    ("forward+camera_sideways", "unknown token 'camera_sideways'"),
    ("forward+left", "two translations"),
    ("left+w", "two translations"),
    ("w+s", "surge axis a second time"),
    ("camera_left+camera_right", "yaw axis a second time"),
    ("camera_ul+camera_down", "pitch axis a second time"),
    ("", "empty action"),
])
def test_parse_errors_name_the_token(bad, problem):
    with pytest.raises(ActionError) as exc:
        parse_action(bad)
    assert problem in str(exc.value)
    assert repr(bad) in str(exc.value)
    if "unknown" in problem:
        assert "camera_dl" in str(exc.value) and "forward_left" in str(exc.value)  # lists vocabulary


def test_from_components_round_trips_every_combination():
    seen = set()
    for comps in itertools.product((-1, 0, 1), repeat=4):
        a = Action.from_components(*comps)
        assert _comps(a) == comps
        assert parse_action(a.token) == a
        seen.add(a.token)
    assert len(seen) == 81
    with pytest.raises(ActionError, match="surge"):
        Action.from_components(surge=2)


def test_parse_actions_from_string_list_and_files(tmp_path):
    expected = ["forward", "left+camera_down", "camera_dl", "idle"]
    assert [a.token for a in parse_actions("forward, left + camera_down camera_dl,idle")] == expected
    assert [a.token for a in parse_actions(["Forward", "left+camera_d", "camera_dl", "still"])] == expected
    txt = tmp_path / "acts.txt"
    txt.write_text("# plan\nforward\nleft+camera_down, camera_dl\nidle  # stop\n")
    assert [a.token for a in parse_actions(str(txt))] == expected
    js = tmp_path / "acts.json"
    js.write_text(json.dumps({"actions": expected}))
    assert [a.token for a in parse_actions(js)] == expected
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(["forward", "sideways"]))
    with pytest.raises(ActionError) as exc:
        parse_actions(bad)
    assert str(bad) in str(exc.value) and "sideways" in str(exc.value)
    with pytest.raises(ActionError, match="does not exist"):
        parse_actions(str(tmp_path / "missing.txt"))
    with pytest.raises(ActionError, match="no actions"):
        parse_actions(" , ")


def test_expected_behaviour_describes_screen_motion():
    yaw = expected_behaviour("camera_left")
    assert len(yaw.moving) == 1
    assert "RIGHT edge" in yaw.moving[0] and "from the LEFT" in yaw.moving[0]
    assert "no parallax" in yaw.moving[0]
    strafe = expected_behaviour("left")
    assert "RIGHT edge" in strafe.moving[0] and "faster" in strafe.moving[0]
    assert "(parallax)" in strafe.moving[0]
    assert "grow" in expected_behaviour("forward").moving[0]
    assert "shrink" in expected_behaviour("backward").moving[0]
    up = expected_behaviour("camera_up").moving[0]
    assert "BOTTOM" in up and "at the TOP" in up
    down = expected_behaviour("camera_down").moving[0]
    assert "TOP edge" in down and "at the BOTTOM" in down
    full = expected_behaviour("forward_right+camera_ul")
    assert len(full.moving) == 4 and len(full.still) == 1  # only roll stays still
    idle = expected_behaviour("idle")
    assert idle.moving == [] and len(idle.still) == 6
    assert idle.label == "IDLE | IDLE"
    dl = expected_behaviour("camera_dl")
    assert any("surge" in s or "forward/backward" in s for s in dl.still)
    assert not any("No yaw" in s for s in dl.still) and not any("No pitch" in s for s in dl.still)


# ------------------------------------------------------------------------------ frame spans


def test_frames_per_action_spans_reference_convention():
    # the reference: step i covers [8i, 8i + 8), no shared boundary frame
    assert frame_spans(3, 25, frames_per_action=8) == [(0, 7), (8, 15), (16, 23)]
    assert frame_spans(3, 24, frames_per_action=8) == [(0, 7), (8, 15), (16, 23)]
    assert frame_spans(2, 40, frames_per_action=8) == [(0, 7), (8, 15)]  # the tail is not covered
    notes: list[str] = []
    assert frame_spans(4, 25, frames_per_action=8, where="left video.mp4", notes=notes) == [
        (0, 7), (8, 15), (16, 23), (24, 24)]  # clamped to the last frame, as the reference does
    assert len(notes) == 1 and "left video.mp4" in notes[0] and "step(s) 3" in notes[0]
    assert frame_spans(2, 5, frames_per_action=8, notes=notes) == [(0, 4), (4, 4)]


def test_frames_per_action_spans_shared_convention():
    assert frame_spans(3, 25, frames_per_action=8, convention="shared") == [(0, 8), (8, 16), (16, 24)]
    assert frame_spans(3, 24, frames_per_action=8, convention="shared") == [(0, 8), (8, 16), (16, 23)]
    with pytest.raises(ChunkPlanError) as exc:
        frame_spans(4, 25, frames_per_action=8, where="left video.mp4", convention="shared")
    msg = str(exc.value)
    assert "left video.mp4" in msg and "step 3" in msg and "[24, 32]" in msg and "25 frames" in msg


@pytest.mark.parametrize("n,total,num", [(4, 30, 10), (3, 16, 16), (7, 100, 57), (5, 6, 6)])
def test_num_frames_reference_is_floor_division(n, total, num):
    spans = frame_spans(n, total, num_frames=num)
    per = num // n
    assert spans == [(i * per, i * per + per - 1) for i in range(n)]


@pytest.mark.parametrize("n,total,num", [(4, 30, 10), (3, 16, 16), (7, 100, 57), (5, 6, 6)])
def test_num_frames_shared_splits_evenly(n, total, num):
    spans = frame_spans(n, total, num_frames=num, convention="shared")
    assert len(spans) == n and spans[0][0] == 0 and spans[-1][1] == num - 1
    assert all(a[1] == b[0] for a, b in zip(spans, spans[1:], strict=False))  # shared boundaries
    lengths = [e - s for s, e in spans]
    assert max(lengths) - min(lengths) <= 1 and sum(lengths) == num - 1


def test_num_frames_errors():
    with pytest.raises(ActionError, match="cannot cover 5 action steps"):
        frame_spans(5, 10, num_frames=4)
    with pytest.raises(ChunkPlanError, match="only 10 frames"):
        frame_spans(2, 10, num_frames=12, convention="shared")
    with pytest.raises(ChunkPlanError, match="covers no frame transition"):
        frame_spans(5, 10, num_frames=4, convention="shared")


def test_segment_frames_cumulative():
    assert frame_spans(3, 30, segment_frames=[5, 5, 10]) == [(0, 4), (5, 9), (10, 19)]
    assert frame_spans(3, 30, segment_frames=[5, 1, 10]) == [(0, 4), (5, 5), (6, 15)]  # 1-frame step
    assert frame_spans(3, 30, segment_frames=[5, 5, 10], convention="shared") == [(0, 5), (5, 10), (10, 20)]
    assert frame_spans(2, 12, segment_frames=[4, 8], convention="shared") == [(0, 4), (4, 11)]
    with pytest.raises(ActionError, match="3 entries for 2 action steps"):
        frame_spans(2, 30, segment_frames=[5, 5, 5])
    with pytest.raises(ActionError, match="positive"):
        frame_spans(2, 30, segment_frames=[5, 0])
    with pytest.raises(ChunkPlanError, match=r"step 1 spans frames \[10, 30\]"):
        frame_spans(2, 20, segment_frames=[10, 20], convention="shared")


def test_span_option_precedence():
    with pytest.raises(ActionError, match="got none"):
        frame_spans(2, 20)
    # segment_frames > frames_per_action > num_frames, as the reference resolves them
    assert frame_spans(2, 20, frames_per_action=4, num_frames=9) == [(0, 3), (4, 7)]
    assert frame_spans(2, 20, frames_per_action=4, segment_frames=[2, 3]) == [(0, 1), (2, 4)]
    with pytest.raises(ActionError, match="span convention"):
        frame_spans(2, 20, frames_per_action=4, convention="mine")


def test_resolve_span_options_per_option_side_first_then_precedence():
    pair = {"frames_per_action": 8, "pair_id": "x"}
    assert resolve_span_options(pair, {"video": "a.mp4"}) == {"frames_per_action": 8}
    assert resolve_span_options(pair, {"video": "b.mp4", "frames_per_action": 16}) == {"frames_per_action": 16}
    # a per-side num_frames loses to the pair's frames_per_action (the reference's reading)
    assert resolve_span_options(pair, {"video": "b.mp4", "num_frames": 33}) == {"frames_per_action": 8}
    assert shadowed_span_option(pair, {"num_frames": 33}) is not None
    assert shadowed_span_option(pair, {"frames_per_action": 4}) is None
    assert resolve_span_options({"num_frames": 40}, {"segment_frames": [4, 4]}) == {"segment_frames": [4, 4]}
    assert resolve_span_options({}, {}) == {}
    left = frame_spans(3, 25, **resolve_span_options(pair, {}))
    right = frame_spans(3, 49, **resolve_span_options(pair, {"frames_per_action": 16}))
    assert left[-1] == (16, 23) and right[-1] == (32, 47)


def test_build_steps():
    steps = build_steps(["forward", "camera_l", "idle"], 13, frames_per_action=4)
    assert [s.action.token for s in steps] == ["forward", "camera_left", "idle"]
    assert [s.span for s in steps] == [(0, 3), (4, 7), (8, 11)]
    assert [s.index for s in steps] == [0, 1, 2]
    shared = build_steps(["forward", "camera_l", "idle"], 13, frames_per_action=4, convention="shared")
    assert [s.span for s in shared] == [(0, 4), (4, 8), (8, 12)]
    with pytest.raises(ChunkPlanError, match="step 2"):
        build_steps(["forward", "camera_l", "idle"], 10, frames_per_action=4, convention="shared")


# ------------------------------------------------------------------------------ key logs

# (keys, dx, dy, frames, expected token or None for frames that are smoothed away)
KEY_PLAN = [
    ("w", 0.5, -1.0, 8, "forward"),          # mouse jitter below the 2 px threshold
    ("w,a", -6.0, 0.0, 6, "forward_left+camera_left"),
    ("", 0.0, -4.0, 6, "camera_up"),         # mouse moved up on screen = look up
    ("s+d", 3.0, 5.0, 5, "backward_right+camera_dr"),
    ("", 0.0, 0.0, 5, "idle"),
]


def _key_records(glitch: bool) -> list[dict]:
    records = [{"keys": "", "dx": 0, "dy": 0}]  # record 0 = conditioning frame, ignored
    for keys, dx, dy, n, _ in KEY_PLAN:
        records += [{"keys": keys, "dx": dx, "dy": dy} for _ in range(n)]
    if glitch:  # one-frame tap inside the first run
        records[4] = {"keys": "space,a", "dx": 0, "dy": 0}
    return records


def _expected_key_steps() -> list[tuple[str, int, int]]:
    out, start = [], 0
    for *_, n, token in KEY_PLAN:
        out.append((token, start, start + n))
        start += n
    return out


def _as_triples(steps: list[ActionStep]) -> list[tuple[str, int, int]]:
    return [(s.action.token, s.start_frame, s.end_frame) for s in steps]


def test_keylog_jsonl_records_and_glitch_smoothing(tmp_path):
    records = _key_records(glitch=True)
    path = tmp_path / "keys.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n")
    steps = steps_from_keylog(path)
    assert _as_triples(steps) == _expected_key_steps()
    assert steps[-1].end_frame == len(records) - 1
    # without smoothing the glitch frame is its own step
    raw = steps_from_keylog(records, min_run=1)
    assert [s.action.token for s in raw[:3]] == ["forward", "left", "forward"]


def test_keylog_csv_with_boolean_columns(tmp_path):
    rows = ["frame,w,a,s,d,mouse_dx,mouse_dy"]
    for i, rec in enumerate(_key_records(glitch=False)):
        keys = set(filter(None, rec["keys"].replace("+", ",").split(",")))
        flags = ["1" if k in keys else "0" for k in "wasd"]
        rows.append(f"{i},{','.join(flags)},{rec['dx']},{rec['dy']}")
    path = tmp_path / "keys.csv"
    path.write_text("\n".join(rows) + "\n")
    assert _as_triples(steps_from_keylog(path)) == _expected_key_steps()


def test_keylog_threshold_and_inverted_y():
    records = [{"keys": []}] + [{"keys": ["W"], "dx": 2.5, "dy": 3.0}] * 4
    assert _as_triples(steps_from_keylog(records)) == [("forward+camera_dr", 0, 4)]
    assert _as_triples(steps_from_keylog(records, mouse_threshold=3.5)) == [("forward", 0, 4)]
    assert _as_triples(steps_from_keylog(records, invert_y=True)) == [("forward+camera_ur", 0, 4)]


def test_keylog_errors(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"keys": "w"}\n{"keys": "w"\n')
    with pytest.raises(ActionError) as exc:
        steps_from_keylog(path)
    assert f"{path}:2" in str(exc.value) and "invalid JSON" in str(exc.value)
    nums = tmp_path / "nums.jsonl"
    nums.write_text('{"keys": "w"}\n{"keys": "w", "dx": "fast"}\n')
    with pytest.raises(ActionError, match="dx='fast' is not a number"):
        steps_from_keylog(nums)
    with pytest.raises(ActionError, match="does not exist"):
        steps_from_keylog(tmp_path / "none.jsonl")


# ------------------------------------------------------------------------------ trajectories


def _rot_y(deg: float) -> np.ndarray:
    t = np.radians(deg)
    return np.array([[np.cos(t), 0, np.sin(t)], [0, 1, 0], [-np.sin(t), 0, np.cos(t)]])


def _rot_x(deg: float) -> np.ndarray:
    t = np.radians(deg)
    return np.array([[1, 0, 0], [0, np.cos(t), -np.sin(t)], [0, np.sin(t), np.cos(t)]])


def _trajectory(actions: list[Action], frames_per_step: int, *, scale: float = 1.0,
                seed: int = 0) -> np.ndarray:
    """Camera-to-world poses (OpenCV axes) that execute each action for ``frames_per_step`` frames.

    Turning right rotates the viewing axis +z toward +x; looking up rotates it toward -y. Each
    frame adds small rotation and translation noise (well below the thresholds).
    """
    rng = np.random.default_rng(seed)
    poses = [np.eye(4)]
    for act in actions:
        for _ in range(frames_per_step):
            rel = np.eye(4)
            yaw = 2.0 * act.yaw + rng.normal(0, 0.03)
            pitch = 1.5 * act.pitch + rng.normal(0, 0.03)
            rel[:3, :3] = _rot_y(yaw) @ _rot_x(pitch)
            step = np.array([act.sway, 0.0, act.surge]) + rng.normal(0, 0.04, 3)
            rel[:3, 3] = scale * step
            poses.append(poses[-1] @ rel)
    return np.stack(poses)


def _write_re10k(path, c2w: np.ndarray) -> None:
    lines = ["https://www.youtube.com/watch?v=example"]
    for i, pose in enumerate(c2w):
        w2c = np.linalg.inv(pose)[:3, :4]
        nums = [i * 33366, 0.5, 0.9, 0.5, 0.5, 0, 0] + w2c.reshape(-1).tolist()
        lines.append(" ".join(f"{v:.9g}" for v in nums))
    path.write_text("\n".join(lines) + "\n")


ALL_ACTIONS = [Action.from_components(*c) for c in itertools.product((-1, 0, 1), repeat=4)]


@pytest.mark.parametrize("fmt", ["re10k", "npy", "json"])
def test_trajectory_every_action_known_truth(tmp_path, fmt):
    rng = np.random.default_rng(1)
    order = [ALL_ACTIONS[i] for i in rng.permutation(len(ALL_ACTIONS))]
    f = 4
    c2w = _trajectory(order, f, scale=37.0)  # arbitrary scale
    if fmt == "re10k":
        path = tmp_path / "traj.txt"
        _write_re10k(path, c2w)
    elif fmt == "npy":
        path = tmp_path / "traj.npy"
        np.save(path, c2w)
    else:
        path = tmp_path / "traj.json"
        path.write_text(json.dumps({"poses": c2w.tolist()}))
    assert np.allclose(load_trajectory(path), c2w, atol=1e-6)
    steps = steps_from_trajectory(path)
    expected = [(a.token, i * f, (i + 1) * f) for i, a in enumerate(order)]
    assert _as_triples(steps) == expected


def test_trajectory_smoothing_and_absolute_threshold(tmp_path):
    acts = [parse_action(t) for t in ("forward", "camera_right", "left+camera_down")]
    c2w = _trajectory(acts, 6)
    # an isolated one-frame jerk to the left inside the yaw step
    jerk = np.eye(4)
    jerk[:3, :3] = _rot_y(-4.0)
    c2w[9:] = c2w[9:] @ jerk[None]
    path = tmp_path / "t.npy"
    np.save(path, c2w)
    assert _as_triples(steps_from_trajectory(path)) == [
        ("forward", 0, 6), ("camera_right", 6, 12), ("left+camera_down", 12, 18)]
    raw = steps_from_trajectory(path, min_run=1)
    assert len(raw) > 3 and any(s.action.yaw == -1 for s in raw)
    # absolute translation threshold above the unit step: translations vanish
    coarse = steps_from_trajectory(path, trans_abs_threshold=5.0)
    assert [s.action.token for s in coarse] == ["idle", "camera_right", "camera_down"]


def test_pure_rotation_trajectory_has_no_translation(tmp_path):
    acts = [parse_action(t) for t in ("camera_left", "camera_up", "idle")]
    c2w = _trajectory(acts, 5)
    c2w[:, :3, 3] = 0.0
    path = tmp_path / "rot.npy"
    np.save(path, c2w)
    assert [s.action.token for s in steps_from_trajectory(path)] == ["camera_left", "camera_up", "idle"]


def test_trajectory_errors(tmp_path):
    bad_shape = tmp_path / "bad.npy"
    np.save(bad_shape, np.zeros((5, 3, 4)))
    with pytest.raises(ActionError) as exc:
        steps_from_trajectory(bad_shape)
    assert str(bad_shape) in str(exc.value) and "(T, 4, 4)" in str(exc.value)
    not_rot = tmp_path / "scaled.npy"
    np.save(not_rot, np.tile(np.diag([2.0, 2.0, 2.0, 1.0]), (3, 1, 1)))
    with pytest.raises(ActionError, match="pose 0 has no valid rotation"):
        steps_from_trajectory(not_rot)
    short = tmp_path / "short.txt"
    short.write_text("https://example.com/video\n1 2 3\n")
    with pytest.raises(ActionError) as exc:
        steps_from_trajectory(short)
    assert f"{short}:2" in str(exc.value) and "19 numbers" in str(exc.value)
    weird = tmp_path / "poses.dat"
    weird.write_text("")
    with pytest.raises(ActionError, match="suffix"):
        steps_from_trajectory(weird)
    with pytest.raises(ActionError, match="unknown trajectory format"):
        steps_from_trajectory(weird, format="colmap")
