"""Model-free quality metrics on synthetic clips with known truth (compressed like real rollouts)."""

from __future__ import annotations

import inspect
import io

import cv2
import numpy as np
import pytest

from worldreward.quality import METRIC_DIRECTIONS, QualityMetrics, compare_quality, measure_quality

# --------------------------------------------------------------------------------------------
# synthetic clips: a large random texture seen by a smoothly moving camera, plus a moving
# object and a static HUD, written through JPEG or H.264 so compression noise is present.
# (also imported by tests/test_degrade.py)
# --------------------------------------------------------------------------------------------

#: camera motion presets: (dx, dy) px/frame, zoom per frame, roll deg/frame
MOTIONS: dict[str, tuple[float, float, float, float]] = {
    "pan": (3.0, 0.4, 0.0, 0.0),
    "fast_pan": (9.0, -1.0, 0.0, 0.0),
    "zoom": (0.3, 0.2, 0.012, 0.0),
    "orbit": (-2.0, 1.5, 0.004, 0.15),
    "slow": (0.8, 0.0, 0.0, 0.0),
}


def _texture(rng: np.random.Generator, size: int) -> np.ndarray:
    """Multi-octave colour noise with flat patches and hard-edged shapes (natural-ish statistics)."""
    tex = np.zeros((size, size, 3), np.float32)
    for octave, weight in ((4, 0.45), (16, 0.3), (64, 0.17), (256, 0.08)):
        small = rng.random((octave, octave, 3)).astype(np.float32)
        tex += weight * cv2.resize(small, (size, size), interpolation=cv2.INTER_CUBIC)
    tex = (tex - tex.min()) / (tex.max() - tex.min()) * 200 + 25
    for _ in range(40):  # flat shapes with sharp edges (walls, windows, signs)
        colour = tuple(float(c) for c in rng.uniform(20, 235, 3))
        x, y = (int(v) for v in rng.integers(0, size, 2))
        r = int(rng.integers(size // 60, size // 12))
        if rng.random() < 0.5:
            cv2.rectangle(tex, (x, y), (x + 2 * r, y + r), colour, -1)
        else:
            cv2.circle(tex, (x, y), r, colour, -1)
    fine = rng.normal(0, 6, (size, size, 1)).astype(np.float32)  # fine grain texture
    return np.clip(tex + cv2.GaussianBlur(fine, (0, 0), 0.8)[..., None], 0, 255)


def _encode_roundtrip(frames: np.ndarray, codec: str) -> np.ndarray:
    if codec == "jpeg":
        out = []
        for f in frames:
            ok, buf = cv2.imencode(".jpg", f[..., ::-1], [cv2.IMWRITE_JPEG_QUALITY, 85])
            assert ok
            out.append(cv2.imdecode(buf, cv2.IMREAD_COLOR)[..., ::-1])
        return np.stack(out)
    av = pytest.importorskip("av")
    buf = io.BytesIO()
    with av.open(buf, "w", format="mp4") as box:
        stream = box.add_stream("libx264", rate=16)
        stream.width, stream.height = frames.shape[2], frames.shape[1]
        stream.pix_fmt = "yuv420p"
        stream.options = {"crf": "20", "preset": "veryfast"}
        for f in frames:
            box.mux(stream.encode(av.VideoFrame.from_ndarray(f, format="rgb24")))
        box.mux(stream.encode(None))
    buf.seek(0)
    with av.open(buf) as box:
        return np.stack([fr.to_ndarray(format="rgb24") for fr in box.decode(video=0)])


def make_clip(
    seed: int,
    motion: str = "pan",
    *,
    frames: int = 12,
    size: tuple[int, int] = (240, 144),
    codec: str = "jpeg",
    compress: bool = True,
) -> np.ndarray:
    """A camera-like clip: uint8 RGB (T, H, W, 3). ``compress=False`` returns pristine frames."""
    rng = np.random.default_rng(seed)
    w, h = size
    tex_size = 4 * max(w, h)
    tex = _texture(rng, tex_size)
    dx, dy, zoom, roll = MOTIONS[motion]
    cx, cy = tex_size / 2, tex_size / 2
    obj_pos = np.array([w * 0.3, h * 0.5])
    obj_vel = rng.uniform(-3, 3, 2)
    obj_col = tuple(float(c) for c in rng.uniform(0, 255, 3))
    out = []
    for t in range(frames):
        scale = (1.0 + zoom) ** t * 1.3
        m = cv2.getRotationMatrix2D((cx + dx * t, cy + dy * t), roll * t, scale)
        m[:, 2] += (w / 2 - (cx + dx * t), h / 2 - (cy + dy * t))
        f = cv2.warpAffine(tex, m, (w, h), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REFLECT)
        f = np.clip(f, 0, 255).astype(np.uint8)
        p = obj_pos + obj_vel * t
        cv2.circle(f, (int(p[0]), int(p[1])), h // 10, obj_col, -1, lineType=cv2.LINE_AA)
        cv2.putText(f, "HP 100", (6, 16), cv2.FONT_HERSHEY_SIMPLEX, 0.45, (250, 250, 250), 1, cv2.LINE_AA)
        out.append(f)
    clip = np.stack(out)
    return _encode_roundtrip(clip, codec) if compress else clip


# --------------------------------------------------------------------------------------------
# tests
# --------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def pan_clip() -> np.ndarray:
    return make_clip(1, "pan")


def test_fields_and_directions_are_documented() -> None:
    """Every metric has a direction, and the comment above the field says the same thing."""
    fields = set(QualityMetrics.model_fields)
    assert set(METRIC_DIRECTIONS) <= fields
    assert fields - set(METRIC_DIRECTIONS) == {"num_frames", "mean_speed"}
    lines = inspect.getsource(QualityMetrics).splitlines()
    words = {1: "HIGHER = BETTER", -1: "LOWER = BETTER", 0: "NEUTRAL"}
    for name, direction in METRIC_DIRECTIONS.items():
        i = next(i for i, line in enumerate(lines) if line.strip().startswith(f"{name}:"))
        comment = []
        while lines[i - 1].strip().startswith("#"):  # the comment block right above the field
            i -= 1
            comment.append(lines[i])
        assert words[direction] in " ".join(comment), name
    q = measure_quality(make_clip(2, "slow", frames=4))
    assert q.num_frames == 4
    assert all(np.isfinite(getattr(q, n)) for n in METRIC_DIRECTIONS)


def test_rejects_bad_input() -> None:
    with pytest.raises(ValueError, match="at least 2 frames"):
        measure_quality(np.zeros((1, 32, 32, 3), np.uint8))
    with pytest.raises(ValueError, match="uint8"):
        measure_quality(np.zeros((3, 32, 32, 3), np.float32))
    with pytest.raises(ValueError, match=r"\(T, H, W, 3\)"):
        measure_quality(np.zeros((3, 32, 32), np.uint8))


def test_deterministic(pan_clip: np.ndarray) -> None:
    assert measure_quality(pan_clip) == measure_quality(pan_clip.copy())


@pytest.mark.parametrize("motion", ["slow", "pan", "fast_pan", "zoom", "orbit"])
def test_smooth_camera_motion_is_not_penalised(motion: str) -> None:
    """Constant-speed motion of any speed: low jitter, no frozen/duplicate frames, low flicker."""
    q = measure_quality(make_clip(3, motion))
    assert q.jitter < 0.35, q
    assert q.frozen_ratio == 0.0 and q.duplicate_ratio == 0.0, q
    assert q.flicker < 1.0 and q.brightness_jump < 2.5, q
    assert q.colour_drift < 2.0, q


def test_dynamic_degree_tracks_speed() -> None:
    slow, pan, fast = (measure_quality(make_clip(4, m)) for m in ("slow", "pan", "fast_pan"))
    assert slow.dynamic_degree < pan.dynamic_degree < fast.dynamic_degree
    assert slow.mean_speed < pan.mean_speed < fast.mean_speed
    # fast smooth motion is not more "jittery" than slow smooth motion by much
    assert fast.jitter < slow.jitter + 0.25


def test_static_clip_is_frozen_and_duplicated() -> None:
    clip = make_clip(5, "pan", frames=6)
    still = np.repeat(clip[:1], 6, axis=0)
    q = measure_quality(still)
    assert q.frozen_ratio == 1.0
    assert q.duplicate_ratio == 1.0
    assert q.dynamic_degree == 0.0
    half = clip.copy()
    half[3:] = clip[3]
    q2 = measure_quality(half)
    assert 0.2 < q2.duplicate_ratio < 0.8 and 0.2 < q2.frozen_ratio < 0.8


def test_h264_clean_clip_is_clean() -> None:
    q = measure_quality(make_clip(6, "pan", codec="mp4"))
    assert q.frozen_ratio == 0.0 and q.duplicate_ratio == 0.0
    assert q.jitter < 0.35 and q.flicker < 1.0


def test_compare_quality_sign_and_bounds(pan_clip: np.ndarray) -> None:
    q = measure_quality(pan_clip)
    same = compare_quality(q, q)
    assert set(same) == set(METRIC_DIRECTIONS)
    assert all(v == 0.0 for v in same.values())
    blurred = np.stack([cv2.GaussianBlur(f, (0, 0), 3.0) for f in pan_clip])
    qb = measure_quality(blurred)
    d = compare_quality(q, qb)
    assert d["sharpness"] > 0.15  # A (sharp) better
    assert compare_quality(qb, q)["sharpness"] == pytest.approx(-d["sharpness"])
    assert all(-1.0 < v < 1.0 for v in d.values())
    worse = q.model_copy(update={"flicker": q.flicker + 5.0, "blockiness": q.blockiness + 1.0})
    d2 = compare_quality(q, worse)
    assert d2["flicker"] > 0.5 and d2["blockiness"] > 0.3


@pytest.mark.parametrize(
    "frames",
    [
        np.zeros((2, 64, 64, 3), np.uint8),  # black, two frames
        np.full((3, 120, 200, 3), 255, np.uint8),  # saturated white
        np.random.default_rng(0).integers(0, 256, (4, 9, 16, 3), dtype=np.uint8),  # tiny
        np.random.default_rng(1).integers(0, 256, (3, 300, 40, 3), dtype=np.uint8),  # tall and thin
    ],
    ids=["black", "white", "tiny", "tall"],
)
def test_degenerate_inputs_give_finite_numbers(frames: np.ndarray) -> None:
    q = measure_quality(frames)
    assert all(np.isfinite(v) for v in q.model_dump().values())
    flat = frames.std() == 0
    if flat:  # nothing moves and nothing has detail
        assert q.frozen_ratio == 1.0 and q.sharpness == 0.0 and q.jitter == 0.0
