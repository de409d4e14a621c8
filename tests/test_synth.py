"""The synthetic rollout renderer: exact geometry, sign conventions, determinism, hard options."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from worldreward.synth import (
    PITCH_DEG_PER_FRAME,
    SPEED_PER_FRAME,
    YAW_DEG_PER_FRAME,
    SynthSpec,
    _clear_path,
    _plane,
    _render_view,
    _rotation,
    all_tokens,
    coverage_specs,
    fov_to_focal,
    render_rollout,
)

SIZE = (256, 160)


def _spec(tokens, **kw) -> SynthSpec:
    base = dict(tokens=tokens, frames_per_action=6, size=SIZE, supersample=1, seed=3, fov_deg=70.0,
                start_yaw_deg=0.0)
    base.update(kw)
    return SynthSpec(**base)


def _tracks(*frames: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Corners of the first frame tracked through the others, frame to frame, into the last
    (test-side measurement, independent of worldreward.motion): (start points, end points)."""
    grey = [cv2.cvtColor(f, cv2.COLOR_RGB2GRAY) for f in frames]
    p0 = cv2.goodFeaturesToTrack(grey[0], 400, 0.002, 5)
    p, keep = p0, np.ones(len(p0), bool)
    for ga, gb in zip(grey[:-1], grey[1:], strict=True):
        p1, st, _ = cv2.calcOpticalFlowPyrLK(ga, gb, p, None, winSize=(21, 21), maxLevel=3)
        back, st2, _ = cv2.calcOpticalFlowPyrLK(gb, ga, p1, None, winSize=(21, 21), maxLevel=3)
        keep &= (st.ravel() == 1) & (st2.ravel() == 1) & (np.linalg.norm((back - p).reshape(-1, 2), axis=1) < 0.5)
        p = p1
    return p0.reshape(-1, 2)[keep], p.reshape(-1, 2)[keep]


def _intrinsics(focal: float) -> np.ndarray:
    """Pinhole matrix for a `SIZE` image with the principal point at its centre."""
    return np.array([[focal, 0, SIZE[0] / 2], [0, focal, SIZE[1] / 2], [0, 0, 1.0]])


def _ground(texture: np.ndarray):
    """The parallax scene's ground: a 50×50 square 1.6 units below the camera's start."""
    return _plane([-25, 1.6, -25], [1, 0, 0], [0, 0, 1], 50, 50, 24.0, texture)


def _mean_flow(tokens) -> np.ndarray:
    r = render_rollout(_spec(tokens))
    p0, p1 = _tracks(r.frames[0], r.frames[-1])
    return np.median(p1 - p0, axis=0)


def test_frame_count_shape_and_truth():
    r = render_rollout(_spec(["forward", "camera_left", "left+camera_down"]))
    assert r.frames.shape == (1 + 3 * 6, SIZE[1], SIZE[0], 3)
    assert r.frames.dtype == np.uint8
    assert len(r.poses) == r.frames.shape[0]
    assert [s.token for s in r.steps] == ["forward", "camera_left", "left+camera_down"]
    assert [(s.start_frame, s.end_frame) for s in r.steps] == [(0, 6), (6, 12), (12, 18)]
    assert r.steps[1].yaw_deg_per_frame == pytest.approx(-YAW_DEG_PER_FRAME)
    assert r.steps[2].pitch_deg_per_frame == pytest.approx(-PITCH_DEG_PER_FRAME)
    assert r.steps[2].sway_per_frame == pytest.approx(-SPEED_PER_FRAME)
    assert r.focal_px == pytest.approx((SIZE[0] / 2) / np.tan(np.radians(35.0)))


def test_deterministic_by_seed():
    a = render_rollout(_spec(["forward_right+camera_ul"], moving_objects=1, lighting="flicker"))
    b = render_rollout(_spec(["forward_right+camera_ul"], moving_objects=1, lighting="flicker"))
    c = render_rollout(_spec(["forward_right+camera_ul"], moving_objects=1, lighting="flicker", seed=4))
    assert np.array_equal(a.frames, b.frames)
    assert not np.array_equal(a.frames, c.frames)


def test_random_fov_is_drawn_in_range():
    fovs = {round(render_rollout(_spec(["idle"], fov_deg=None, seed=s, frames_per_action=1)).fov_deg, 3)
            for s in range(4)}
    assert len(fovs) == 4 and all(45.0 <= f <= 100.0 for f in fovs)


def test_poses_follow_camera_axes():
    """forward = +z, left = -x of the camera; camera_left turns the view direction to the left."""
    r = render_rollout(_spec(["forward", "left", "camera_left", "camera_up"]))
    pos = np.array([p.position for p in r.poses])
    assert pos[6, 2] == pytest.approx(6 * SPEED_PER_FRAME) and abs(pos[6, 0]) < 1e-9
    assert pos[12, 0] - pos[6, 0] == pytest.approx(-6 * SPEED_PER_FRAME)
    view = [np.array(p.rotation).T @ np.array([0, 0, 1.0]) for p in r.poses]  # world view direction
    assert view[18][0] < -0.1  # looking left (world -x) after camera_left
    assert view[24][1] < view[18][1] - 0.1  # looking up (world -y) after camera_up


@pytest.mark.parametrize(("token", "axis", "sign"), [
    ("camera_left", 0, +1),   # yaw left: content moves toward the RIGHT edge
    ("camera_right", 0, -1),
    ("camera_up", 1, +1),     # pitch up: content sinks toward the BOTTOM
    ("camera_down", 1, -1),
    ("left", 0, +1),          # strafe left: content moves right too (with parallax)
    ("right", 0, -1),
])
def test_screen_flow_signs(token, axis, sign):
    flow = _mean_flow([token])
    assert np.sign(flow[axis]) == sign, flow
    assert abs(flow[axis]) > 2 * abs(flow[1 - axis]), flow


@pytest.mark.parametrize(("token", "sign"), [("forward", +1), ("backward", -1)])
def test_forward_grows_backward_shrinks(token, sign):
    r = render_rollout(_spec([token]))
    p0, p1 = _tracks(r.frames[0], r.frames[-1])
    centre = np.array(SIZE) / 2
    radial = np.sum((p1 - p0) * (p0 - centre), axis=1)
    assert np.sign(np.median(radial)) == sign


def _rotation_residual(tokens, **kw) -> np.ndarray:
    """Tracked displacement minus what the TRUE camera rotation alone predicts (K R K^-1), in px."""
    r = render_rollout(_spec(tokens, frames_per_action=8, **kw))
    p0, p1 = _tracks(*r.frames)
    k = _intrinsics(r.focal_px)
    rel = np.array(r.poses[-1].rotation) @ np.array(r.poses[0].rotation).T
    pred = cv2.perspectiveTransform(p0.reshape(-1, 1, 2), k @ rel @ np.linalg.inv(k)).reshape(-1, 2)
    return p1 - pred


def test_parallax_present_for_strafe_absent_for_yaw():
    """Poses and pixels agree: a turn is explained exactly by the rotation homography; a strafe
    leaves depth-dependent (spread) horizontal displacement."""
    yaw = np.abs(_rotation_residual(["camera_left"])).max(axis=1)
    assert np.median(yaw) < 0.3
    strafe = _rotation_residual(["left"])[:, 0]
    assert np.quantile(strafe, 0.9) - np.quantile(strafe, 0.1) > 3.0
    assert np.median(strafe) > 1.0  # strafe left: content moves right


def test_hud_is_static_and_sprites_move():
    r = render_rollout(_spec(["camera_right"], hud=True, moving_objects=2))
    h, w = SIZE[1], SIZE[0]
    box = (slice(h - int(0.25 * h) - 4, h - 4), slice(w - int(0.22 * w) - 4, w - 4))  # minimap box
    assert np.array_equal(r.frames[0][box], r.frames[-1][box])
    plain = render_rollout(_spec(["camera_right"]))
    assert not np.array_equal(plain.frames[0][box], plain.frames[-1][box])


def test_lighting_fade_and_compression():
    fade = render_rollout(_spec(["idle"], lighting="fade"))
    assert fade.frames[-1].mean() < 0.6 * fade.frames[0].mean()
    clean = render_rollout(_spec(["camera_left"]))
    jpeg = render_rollout(_spec(["camera_left"], compression="jpeg"))
    mp4 = render_rollout(_spec(["camera_left"], compression=True))
    assert mp4.spec.compression == "mp4"
    for lossy in (jpeg, mp4):
        assert lossy.frames.shape == clean.frames.shape
        diff = np.abs(lossy.frames.astype(int) - clean.frames).mean()
        assert 0.3 < diff < 20


def test_distant_scene_has_little_parallax():
    near = _rotation_residual(["left"])[:, 0]
    far = _rotation_residual(["left"], scene="distant")[:, 0]
    spread = [np.quantile(x, 0.9) - np.quantile(x, 0.1) for x in (near, far)]
    assert spread[1] < spread[0] / 2
    assert np.median(far) > 0.5  # content still moves right


def test_vocabulary_and_coverage():
    toks = all_tokens()
    assert len(toks) == 81 and len(set(toks)) == 81 and "idle" in toks
    specs = coverage_specs(magnitudes=(1.0,), textures=("noise",), per_rollout=4)
    assert sorted(t for s in specs for t in s.tokens) == sorted(toks)


def test_billboards_in_the_camera_path_are_left_out():
    """A billboard the camera would pass through is dropped; one beside the path stays; the
    environment box (the first six planes) is never touched, and other scenes are unchanged."""
    tex = np.zeros((4, 4, 3), np.uint8)
    box = [_plane([0, 0, 100 + i], [1, 0, 0], [0, 1, 0], 1, 1, 1, tex) for i in range(6)]
    across = _plane([-1, -1, 2.0], [1, 0, 0], [0, 1, 0], 2, 2, 1, tex)  # plane z = 2, across the path
    beside = _plane([3.0, -1, 0], [0, 0, 1], [0, 1, 0], 4, 2, 1, tex)  # plane x = 3, 3 units aside
    path = [np.array([0.0, 0.0, z]) for z in np.linspace(0, 2.5, 11)]
    spec = SynthSpec(tokens=["forward"])
    def ids(planes):
        return [id(p) for p in planes]

    assert ids(_clear_path(spec, box + [across, beside], path)) == ids(box + [beside])
    assert ids(_clear_path(spec, box + [across, beside], path[:3])) == ids(box + [across, beside])  # stops short
    distant = spec.model_copy(update={"scene": "distant"})
    assert ids(_clear_path(distant, box + [across], path)) == ids(box + [across])


def test_ground_never_drawn_above_the_horizon():
    """A plane that reaches behind the camera (the ground under it) is clipped to the view before
    projection: no pixel whose ray points up shows the ground. (The renderer once clamped the far
    projected corners instead, which smeared the ground's texture over the sky in about half of
    all poses, corrupting the frames while the truth said the camera only turned.)"""
    rng = np.random.default_rng(0)
    ground = _ground(np.full((8, 8, 3), 200, np.uint8))
    width, height = SIZE
    u, v = np.meshgrid(np.arange(width) + 0.5, np.arange(height) + 0.5)
    painted_sky, ground_checked = [], 0
    for _ in range(40):
        focal = fov_to_focal(rng.uniform(45, 100), width)
        k = _intrinsics(focal)
        rot = _rotation(rng.uniform(-np.pi, np.pi), rng.uniform(-0.5, 0.5))
        pos = np.array([rng.uniform(-20, 20), 0.0, rng.uniform(-20, 20)])
        img = _render_view([ground], rot, pos, k, SIZE)
        rays = np.stack([(u - width / 2) / focal, (v - height / 2) / focal, np.ones_like(u)], -1) @ rot
        up = rays[..., 1] < -0.02 * np.linalg.norm(rays, axis=-1)  # world y points down
        below = rays[..., 1] > 0.02 * np.linalg.norm(rays, axis=-1)
        painted_sky.append(int((img[up].sum(-1) > 0).sum()))
        # and the ground is still drawn wherever it is seen (rays that hit it inside its square)
        hit = pos[None, None] + rays / np.maximum(rays[..., 1:2], 1e-9) * 1.6
        inside = below & (np.abs(hit[..., 0]) < 24) & (np.abs(hit[..., 2]) < 24)
        if inside.sum() > 100:
            ground_checked += 1
            assert (img[inside].sum(-1) > 0).mean() > 0.99
    assert painted_sky == [0] * 40
    assert ground_checked >= 20


def test_nearer_surfaces_hide_farther_ones_per_pixel():
    """Visibility is decided per pixel, not per plane: a billboard standing on the ground shows
    down to its foot (the ground, whose plane also lies nearer than the billboard elsewhere, does
    not cover it), and a near billboard hides a far one whichever order they are listed in."""
    width = SIZE[0]
    k = _intrinsics(128.0)

    def flat(rgb):
        return np.broadcast_to(np.array(rgb, np.uint8), (8, 8, 3)).copy()

    ground = _ground(flat((90, 90, 90)))
    far = _plane([-3, -2.0, 8.0], [1, 0, 0], [0, 1, 0], 6, 3.6, 64.0, flat((0, 0, 255)))
    near = _plane([-1, -1.0, 4.0], [1, 0, 0], [0, 1, 0], 2, 2.6, 64.0, flat((255, 0, 0)))
    for planes in ([ground, far, near], [near, far, ground], [far, ground, near]):
        img = _render_view(planes, np.eye(3), np.zeros(3), k, SIZE)
        column = img[:, width // 2]
        red = np.nonzero(column[:, 0] == 255)[0]
        # the near board spans rows 80 + 128·(-1/4) = 48 to 80 + 128·(1.6/4) = 131.2
        assert red.min() == 48 and red.max() == 131
        assert not (column[:, 2] == 255).any()  # the far board (rows 48-105 here) is hidden
        side = img[:, width // 2 + 40]  # beside the near board the far one shows down to its foot
        blue_side = np.nonzero(side[:, 2] == 255)[0]
        assert blue_side.min() == 48 and blue_side.max() == 105  # 80 + 128·1.6/8 = 105.6
