"""Reading the camera motion of one video segment.

SIGN CONVENTIONS (pinned by tests):
- ``yaw_deg_per_frame``   > 0: the camera turns RIGHT (content moves toward the LEFT edge).
- ``pitch_deg_per_frame`` > 0: the camera pitches UP (content sinks toward the BOTTOM edge).
- ``zoom_per_frame``      > 0: the camera moves FORWARD (content grows); relative scale - 1.
- ``lateral_per_frame``   > 0: the camera strafes RIGHT (translation-induced, depth-dependent flow).

METHOD (`read_motion`): frames are converted to grey, downscaled to at most `ANALYSIS_WIDTH`
and brightness-normalised (fades and flicker). Corners (plus a grid where texture is poor) are
tracked with pyramidal Lucas-Kanade with a forward-backward check and chained over *windows*
of consecutive frames (a new window starts when more than 30 % of the tracks are lost).
A segment whose median flow is below `IDLE_FLOW_PX` is idle. Per window:

1. tracks that never move while most do are a static overlay (HUD) and are dropped;
2. a rotation-only model ``x1 ~ K R K^-1 x0`` is fitted by RANSAC (batched Kabsch on bearing
   vectors) for every candidate field of view in `FOV_CANDIDATES` and refined in steps of
   `FOV_REFINE_STEP` (or uses the given ``fov_deg``): a pure turn fixes the focal well;
3. a joint (rotation, translation direction) fit: a coarse-to-fine search over mostly
   horizontal camera directions, each with a linear rotation update minimising a robust
   epipolar error; cheirality gives the sign (forward/backward, left/right);
4. parallax test: the rotation-only residual, balanced over a grid of image cells and
   restricted to tracks consistent with the static scene's epipolar geometry (moving objects
   are not), is compared with max(`PARALLAX_MIN_PX`, `PARALLAX_NOISE_FACTOR` × tracking
   noise). Above it the camera translated and the joint fit (with its own focal search) gives
   rotation and direction; below it the translation is idle and the rotation-only fit stands.

Window estimates are summed over the segment; classes come from per-frame rates and the
translation direction with the thresholds below.

CLIP FOCAL (`read_segments`, `read_steps`, `estimate_focal`): the focal is constant within a
video, so it is estimated once from all segments: per window, a cost curve over `FOCAL_GRID`
mixes the rotation-only residual (sharp for turning windows) and the joint rotation+translation
epipolar cost (for translating ones), weighted by how rotation-dominant the window is; the
curves are summed over the video and the minimum is the focal every segment is then read with
(falling back to a per-segment search when the pooled curve is flat, e.g. no segment moves).

KNOWN LIMITS (measured on the synthetic coverage suite, see tests/test_motion.py, reading each
3-step rollout with `read_segments`): turns are read reliably (rotation class ≈ 98 %); the
translation class is the weak part (≈ 88 % exact-token accuracy overall, design target 95 %;
with the true FOV given it is about the same, so the focal is no longer the limit). Failures are
(a) a weak translation hidden under a turn (parallax below threshold: read as the turn alone),
(b) a spurious or wrong sway component in compound moves (strafe vs turn trade-off), (c) mostly
on low-texture scenes ("natural": ≈ 70-75 % against ≈ 93-100 % on textured ones). With little
parallax (distant scenery) a strafe is physically indistinguishable from a turn and is read as a
turn in the same screen direction (noted "low parallax").
"""

from __future__ import annotations

import math

import cv2
import numpy as np
from pydantic import BaseModel, Field

from .actions import Action
from .types import Rotation, Translation

# ----------------------------------------------------------------------------- thresholds
#: Frames wider than this are downscaled before tracking (speed; thresholds are in these pixels).
ANALYSIS_WIDTH = 320
#: Corners detected per window and their minimum spacing (analysis pixels). 300 (was 200) and
#: `EPIPOLAR_TAU_PX` 0.5 (was 0.7) were chosen on coverage suites with seeds 7 and 11 (not the test's).
MAX_CORNERS = 300
CORNER_QUALITY = 0.002
CORNER_MIN_DISTANCE = 6
#: Fewer corners than this → add a regular grid of points and note "low texture".
LOW_TEXTURE_CORNERS = 80
GRID_STEP = 12
#: LK window, pyramid levels, forward-backward error limit (analysis pixels).
LK_WIN = 13
LK_LEVELS = 3
FB_MAX_ERR = 0.8
#: LK rejects points whose gradient matrix is this weak (smooth areas track along the aperture).
LK_MIN_EIG = 1e-4
#: A window ends when fewer than this fraction of its tracks (or `MIN_TRACKS`) survive.
WINDOW_KEEP_FRACTION = 0.7
MIN_TRACKS = 25
#: Longest window in frame pairs.
MAX_WINDOW = 16
#: Median flow below this (analysis px per frame) = nothing moves → idle.
IDLE_FLOW_PX = 0.12
#: HUD: tracks moving less than `HUD_STATIC_PX` per frame while the median track moves more than
#: `HUD_MOVING_PX` per frame, and that are fewer than `HUD_MAX_FRACTION` of all tracks.
HUD_STATIC_PX = 0.08
HUD_MOVING_PX = 0.6
HUD_MAX_FRACTION = 0.5
#: Candidate horizontal fields of view (degrees) searched when the focal is unknown.
FOV_CANDIDATES = (50.0, 65.0, 80.0, 95.0)
#: Step (degrees) of the fine FOV search around the best candidate.
FOV_REFINE_STEP = 2.5
#: Half-width (steps) of the fine FOV search.
FOV_REFINE_STEPS = 3
#: Default FOV when the search cannot tell (nearly no rotation signal).
DEFAULT_FOV = 70.0
#: Clip-level focal search (`estimate_focal`, see `_window_focal_curves`): horizontal FOVs
#: (degrees) of the pooled cost curve, the residual floor (analysis px) in its log, the residual
#: RMS of a rotation-dominant window, the weight of the joint-fit cost, the tracks per window, and
#: the estimate's confidence: the pooled curve must rise by
#: `FOCAL_CONFIDENT_DEPTH` (log units) `FOCAL_CONFIDENCE_DEG` away from the minimum for confidence 1;
#: below `FOCAL_MIN_CONFIDENCE` `read_segments` falls back to a per-segment search.
FOCAL_GRID = np.arange(35.0, 115.01, 5.0)
FOCAL_CURVE_EPS_PX = 0.3
FOCAL_ROT_NOISE_PX = 0.6
FOCAL_JOINT_WEIGHT = 3.0
#: Tracks per window used for the focal curves (a random subset beyond this: speed).
FOCAL_MAX_TRACKS = 60
FOCAL_CONFIDENCE_DEG = 15.0
FOCAL_CONFIDENT_DEPTH = 1.0
FOCAL_MIN_CONFIDENCE = 0.3
#: RANSAC: hypotheses and inlier threshold (analysis px) for the rotation-only model.
ROT_RANSAC_HYPOTHESES = 64
ROT_INLIER_PX = 1.2
#: Translation is present when the rotation-only model leaves a residual above the threshold:
#: the `PARALLAX_QUANTILE` over grid cells of the per-cell median residual must exceed
#: max(`PARALLAX_MIN_PX` per frame, `PARALLAX_NOISE_FACTOR` × the tracking noise), the noise being
#: the 60th percentile of the epipolar (1-D) error of the joint rotation+translation fit.
#: Tuned on seeds 500-580 of the synthetic suite (the accuracy test uses other seeds).
PARALLAX_QUANTILE = 0.8
PARALLAX_MIN_PX = 0.25
PARALLAX_NOISE_FACTOR = 5.0
#: Tracks whose epipolar error exceeds max(`EPIPOLAR_INLIER_PX`, `EPIPOLAR_INLIER_NOISE` × noise)
#: are treated as independently moving objects and left out of the parallax statistic.
EPIPOLAR_INLIER_PX = 1.0
EPIPOLAR_INLIER_NOISE = 4.0
#: Grid (columns, rows) of cells over which parallax residuals are balanced.
PARALLAX_CELLS = (4, 4)
#: Translation direction search: azimuth step and elevations (degrees) of candidate directions.
TRANS_GRID_DEG = 10.0
TRANS_ELEVATIONS_DEG = (-20.0, 0.0, 20.0)
#: Robust scale (analysis px) of the epipolar error in the translation search.
EPIPOLAR_TAU_PX = 0.5
#: Parallax band (in threshold units) where a turn may hide a strafe or a strafe look like a turn.
LOW_PARALLAX_NOTE = (0.5, 2.0)
#: A rotation axis (yaw or pitch) counts when its rate is at least `ROT_MIN_DEG` °/frame and at
#: least `ROT_AXIS_RATIO` × the other axis (so small cross-talk does not make a diagonal).
ROT_MIN_DEG = 0.3
ROT_AXIS_RATIO = 0.4
#: A translation axis (surge or sway) counts when its share of the unit direction is at least this.
TRANS_AXIS_RATIO = 0.38


class MotionReading(BaseModel):
    """The measured camera motion over the inclusive frame span ``[start_frame, end_frame]``."""

    start_frame: int
    end_frame: int
    translation: Translation
    rotation: Rotation
    token: str  # canonical action token of (translation, rotation), "idle" when both idle
    yaw_deg_per_frame: float = 0.0
    pitch_deg_per_frame: float = 0.0
    zoom_per_frame: float = 0.0
    lateral_per_frame: float = 0.0  # strafe speed (normalised: fraction of image width per frame)
    flow_px_per_frame: float = 0.0  # median dense-flow magnitude ("is anything moving?")
    focal_px: float | None = None  # focal length used/estimated
    confidence: float = Field(0.0, ge=0.0, le=1.0)
    notes: list[str] = Field(default_factory=list)
    #: Unit camera translation direction (x right, y down, z forward), zero when idle.
    translation_dir: tuple[float, float, float] = (0.0, 0.0, 0.0)
    #: Parallax score: rotation-only residual / translation threshold (> 1 means translation).
    parallax: float = 0.0
    #: Number of tracked points used (summed over windows).
    tracks: int = 0


# ----------------------------------------------------------------------------- preprocessing


def _prepare(frames: np.ndarray, mask: np.ndarray | None) -> tuple[list[np.ndarray], float, np.ndarray | None]:
    """Grey, downscaled, brightness-normalised frames; the scale factor; the resized mask."""
    _, height, width = frames.shape[:3]
    scale = min(1.0, ANALYSIS_WIDTH / width)
    size = (max(8, round(width * scale)), max(8, round(height * scale)))
    out = []
    for frame in frames:
        grey = cv2.cvtColor(frame, cv2.COLOR_RGB2GRAY) if frame.ndim == 3 else frame
        if scale < 1.0:
            grey = cv2.resize(grey, size, interpolation=cv2.INTER_AREA)
        g = grey.astype(np.float32)
        std = float(g.std())
        g = (g - float(g.mean())) * (40.0 / max(std, 2.0)) + 128.0
        out.append(np.clip(g, 0, 255).astype(np.uint8))
    small_mask = None
    if mask is not None:
        m = (np.asarray(mask) > 0).astype(np.uint8) * 255
        small_mask = cv2.resize(m, size, interpolation=cv2.INTER_NEAREST) if scale < 1.0 else m
    return out, scale, small_mask


def _detect(grey: np.ndarray, mask: np.ndarray | None) -> tuple[np.ndarray, bool]:
    """Corner points (N×2 float32); the flag says texture was poor and a grid was added."""
    pts = cv2.goodFeaturesToTrack(grey, MAX_CORNERS, CORNER_QUALITY, CORNER_MIN_DISTANCE,
                                  mask=mask, blockSize=7)
    pts = np.zeros((0, 2), np.float32) if pts is None else pts.reshape(-1, 2)
    low = len(pts) < LOW_TEXTURE_CORNERS
    if low:
        h, w = grey.shape
        ys, xs = np.mgrid[GRID_STEP // 2:h:GRID_STEP, GRID_STEP // 2:w:GRID_STEP]
        grid = np.column_stack([xs.ravel(), ys.ravel()]).astype(np.float32)
        if mask is not None:
            grid = grid[mask[grid[:, 1].astype(int), grid[:, 0].astype(int)] > 0]
        pts = np.vstack([pts, grid])
    return pts.astype(np.float32), low


def _track(prev: np.ndarray, nxt: np.ndarray, pts: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """LK from ``prev`` to ``nxt`` with a forward-backward check: (new points, ok mask)."""
    params = dict(winSize=(LK_WIN, LK_WIN), maxLevel=LK_LEVELS, minEigThreshold=LK_MIN_EIG,
                  criteria=(cv2.TERM_CRITERIA_EPS | cv2.TERM_CRITERIA_COUNT, 30, 0.01))
    p0 = pts.reshape(-1, 1, 2)
    p1, st1, _ = cv2.calcOpticalFlowPyrLK(prev, nxt, p0, None, **params)
    back, st2, _ = cv2.calcOpticalFlowPyrLK(nxt, prev, p1, None, **params)
    fb = np.linalg.norm(back.reshape(-1, 2) - pts, axis=1)
    h, w = prev.shape
    p1 = p1.reshape(-1, 2)
    inside = (p1[:, 0] >= 0) & (p1[:, 0] < w) & (p1[:, 1] >= 0) & (p1[:, 1] < h)
    ok = (st1.ravel() == 1) & (st2.ravel() == 1) & (fb < FB_MAX_ERR) & inside
    return p1, ok


class _Window(BaseModel):
    """Tracks chained over frames ``[start, end]`` of the analysis frames."""

    model_config = {"arbitrary_types_allowed": True}

    start: int
    end: int
    p0: np.ndarray  # N×2 start positions of surviving tracks
    p1: np.ndarray  # N×2 end positions
    path: np.ndarray  # N path length (sum of per-frame displacement)
    low_texture: bool


def _windows(greys: list[np.ndarray], mask: np.ndarray | None) -> tuple[list[_Window], list[float]]:
    """Chain tracks into windows; also return the median per-frame flow of every frame pair."""
    windows: list[_Window] = []
    pair_flow: list[float] = []
    start = 0
    n = len(greys)
    while start < n - 1:
        pts, low = _detect(greys[start], mask)
        if len(pts) == 0:
            pair_flow.extend([0.0] * (n - 1 - start))
            break
        p0 = pts.copy()
        cur = pts.copy()
        path = np.zeros(len(pts), np.float32)
        initial = len(pts)
        end = start
        while end < n - 1 and end - start < MAX_WINDOW:
            nxt, ok = _track(greys[end], greys[end + 1], cur)
            step = np.linalg.norm(nxt - cur, axis=1)
            pair_flow.append(float(np.median(step[ok])) if ok.any() else 0.0)
            p0, cur, path = p0[ok], nxt[ok], path[ok] + step[ok]
            end += 1
            if len(cur) < max(MIN_TRACKS, WINDOW_KEEP_FRACTION * initial):
                break
        windows.append(_Window(start=start, end=end, p0=p0, p1=cur, path=path, low_texture=low))
        start = end
    return windows, pair_flow


# ----------------------------------------------------------------------------- geometry


def _bearings(pts: np.ndarray, focal: float, centre: tuple[float, float]) -> np.ndarray:
    b = np.column_stack([(pts[:, 0] - centre[0]) / focal, (pts[:, 1] - centre[1]) / focal,
                         np.ones(len(pts))])
    return b / np.linalg.norm(b, axis=1, keepdims=True)


def _kabsch(a: np.ndarray, b: np.ndarray, w: np.ndarray | None = None) -> np.ndarray:
    """Rotation(s) R minimising Σ w |b - R a|²; ``a``, ``b`` are (..., N, 3)."""
    if w is not None:
        a = a * w[..., None]
    cov = np.einsum("...ni,...nj->...ij", b, a)
    u, _, vt = np.linalg.svd(cov)
    d = np.sign(np.linalg.det(u @ vt))
    fix = np.ones(u.shape[:-1])
    fix[..., -1] = d
    return (u * fix[..., None, :]) @ vt


def _project(bearings: np.ndarray, focal: float, centre: tuple[float, float]) -> np.ndarray:
    z = np.maximum(bearings[..., 2], 1e-6)
    return np.stack([bearings[..., 0] / z * focal + centre[0], bearings[..., 1] / z * focal + centre[1]], -1)


def _fit_rotation(p0: np.ndarray, p1: np.ndarray, focal: float, centre: tuple[float, float],
                  rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """RANSAC rotation-only fit: (R with b1 ≈ R b0, per-track residual in px)."""
    b0, b1 = _bearings(p0, focal, centre), _bearings(p1, focal, centre)
    n = len(p0)
    idx = rng.integers(0, n, size=(ROT_RANSAC_HYPOTHESES, 3))
    rots = _kabsch(b0[idx], b1[idx])
    pred = _project(np.einsum("hij,nj->hni", rots, b0), focal, centre)
    err = np.linalg.norm(pred - p1[None], axis=2)
    inl = err < ROT_INLIER_PX
    best = int(np.argmax(inl.sum(axis=1)))
    use = inl[best] if inl[best].sum() >= 3 else np.ones(n, bool)
    rot = _kabsch(b0[use], b1[use])
    for _ in range(2):
        res = np.linalg.norm(_project(b0 @ rot.T, focal, centre) - p1, axis=1)
        use = res < max(ROT_INLIER_PX, float(np.median(res)))
        if use.sum() < 3:
            break
        rot = _kabsch(b0[use], b1[use])
    res = np.linalg.norm(_project(b0 @ rot.T, focal, centre) - p1, axis=1)
    return rot, res


def _rotation_residual(p0: np.ndarray, p1: np.ndarray, focal: float, centre: tuple[float, float],
                       use: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    b0, b1 = _bearings(p0, focal, centre), _bearings(p1, focal, centre)
    rot = _kabsch(b0[use], b1[use])
    return rot, np.linalg.norm(_project(b0 @ rot.T, focal, centre) - p1, axis=1)


def _refine_focal(p0: np.ndarray, p1: np.ndarray, fov: float, centre: tuple[float, float],
                  use: np.ndarray) -> tuple[float, np.ndarray, np.ndarray]:
    """Finer FOV search (steps of `FOV_REFINE_STEP`) around ``fov`` on the inlier tracks ``use``."""
    if use.sum() < 3:
        use = np.ones(len(p0), bool)
    best = None
    for f in np.clip(fov + FOV_REFINE_STEP * np.arange(-FOV_REFINE_STEPS, FOV_REFINE_STEPS + 1), 30.0, 130.0):
        focal = (2 * centre[0] / 2.0) / math.tan(math.radians(float(f)) / 2.0)
        rot, res = _rotation_residual(p0, p1, focal, centre, use)
        score = float(np.median(res[use]))
        if best is None or score < best[0]:
            best = (score, focal, rot, res)
    return best[1], best[2], best[3]


def _cell_medians(pts: np.ndarray, values: np.ndarray, size: tuple[int, int]) -> np.ndarray:
    """Median of ``values`` per cell of a `PARALLAX_CELLS` grid over the image (cells with ≥3 points),
    so that statistics do not depend on where the corners happen to cluster."""
    nx, ny = PARALLAX_CELLS
    cx = np.clip((pts[:, 0] / size[0] * nx).astype(int), 0, nx - 1)
    cy = np.clip((pts[:, 1] / size[1] * ny).astype(int), 0, ny - 1)
    cell = cy * nx + cx
    out = [float(np.median(values[cell == k])) for k in range(nx * ny) if (cell == k).sum() >= 3]
    return np.array(out) if out else np.array([float(np.median(values))])


def _directions(theta_deg: np.ndarray, phi_deg: np.ndarray) -> np.ndarray:
    """Unit camera directions for azimuths ``theta`` (0 = forward, 90 = right) × elevations ``phi``."""
    th, ph = np.meshgrid(np.radians(theta_deg), np.radians(phi_deg), indexing="ij")
    return np.stack([np.sin(th) * np.cos(ph), np.sin(ph), np.cos(th) * np.cos(ph)], -1).reshape(-1, 3)


def _epipolar_fit(a: np.ndarray, d0: np.ndarray, cands: np.ndarray, tau: float):
    """For each candidate direction, the small rotation update ω minimising the robust coplanarity
    error ``(d0 + ω × d0) · (c × a) / |c × a|``. Returns (ω C×3, error C×N, cost C)."""
    m = np.cross(cands[:, None, :], a[None, :, :])
    m /= np.linalg.norm(m, axis=2, keepdims=True) + 1e-12
    jac = np.cross(d0[None], m)  # C×N×3
    y = -(m * d0[None]).sum(axis=2)  # C×N
    w = np.ones(y.shape)
    for _ in range(3):
        jw = jac * w[..., None]
        ata = np.swapaxes(jw, 1, 2) @ jac + 1e-9 * np.eye(3)
        aty = np.swapaxes(jw, 1, 2) @ y[..., None]
        omega = np.linalg.solve(ata, aty)[..., 0]
        err = y - (jac @ omega[..., None])[..., 0]
        w = 1.0 / (1.0 + (err / tau) ** 2)
    return omega, err, np.log1p((err / tau) ** 2).sum(axis=1)


def _fit_translation(p0: np.ndarray, p1: np.ndarray, focal: float, centre: tuple[float, float],
                     rot: np.ndarray, tau_px: float) -> tuple[np.ndarray, np.ndarray, np.ndarray, float, float]:
    """Joint (rotation, translation direction) fit by a coarse-to-fine search over directions.

    For each candidate camera direction ``c`` (frame-0 axes; mostly horizontal, elevations
    `TRANS_ELEVATIONS_DEG`) the rotation is refined linearly (small update of ``rot``) to
    minimise the robust epipolar error of the derotated bearings ``d = R^T b1``: coplanarity
    ``d · (c × a) = 0``. The sign of ``c`` (forward vs backward, left vs right) comes from
    cheirality (points in front of both cameras).
    Returns (R, unit camera direction, per-track epipolar error in px, cheirality fraction,
    robust cost).
    """
    a = _bearings(p0, focal, centre)
    b1 = _bearings(p1, focal, centre)
    d0 = b1 @ rot  # rows: R^T b1
    tau = tau_px / focal
    coarse = _directions(np.arange(0.0, 180.0, TRANS_GRID_DEG), np.array(TRANS_ELEVATIONS_DEG))
    _, _, cost = _epipolar_fit(a, d0, coarse, tau)
    c0 = coarse[int(np.argmin(cost))]
    theta0 = math.degrees(math.atan2(c0[0], c0[2]))
    phi0 = math.degrees(math.asin(float(np.clip(c0[1], -1, 1))))
    step = TRANS_GRID_DEG / 4
    fine = _directions(theta0 + step * np.arange(-3, 4), phi0 + np.array([-step * 2, 0.0, step * 2]))
    omega, err, cost = _epipolar_fit(a, d0, fine, tau)
    best = int(np.argmin(cost))
    c = fine[best]
    delta = cv2.Rodrigues(omega[best].reshape(3, 1))[0]
    # d = (I + [ω]x) R^T b1  →  R_new^T = delta R^T  →  R_new = R delta^T
    rot_new = rot @ delta.T
    d = b1 @ rot_new
    lam = np.einsum("ni,ni->n", np.cross(d, a), np.cross(a, c[None]))
    strong = np.abs(lam) > np.quantile(np.abs(lam), 0.3)
    frac = float((lam[strong] > 0).mean()) if strong.any() else 0.5
    if frac < 0.5:
        c, frac = -c, 1.0 - frac
    return rot_new, c, np.abs(err[best]) * focal, frac, float(cost[best])


def _translation_focal(p0: np.ndarray, p1: np.ndarray, centre: tuple[float, float], fits: list):
    """The focal whose joint (rotation, translation) fit has the lowest robust cost: the coarse
    candidates of ``fits`` first, then steps of `FOV_REFINE_STEP` around the best one.
    Returns (focal, R, camera direction, epipolar errors, cheirality fraction)."""
    width = 2 * centre[0]

    def fit(focal: float, rot: np.ndarray):
        rot_t, cam, epi, cheir, cost = _fit_translation(p0, p1, focal, centre, rot, EPIPOLAR_TAU_PX)
        return cost, focal, rot_t, cam, epi, cheir

    best = min((fit(focal, rot) for _, focal, rot, _ in fits), key=lambda r: r[0])
    fov = math.degrees(2 * math.atan(width / 2 / best[1]))
    for step in (-2, -1, 1, 2):
        focal = (width / 2) / math.tan(math.radians(fov + step * FOV_REFINE_STEP * 2) / 2)
        cand = fit(focal, best[2])
        if cand[0] < best[0]:
            best = cand
    return best[1:]


def _angles(rot: np.ndarray) -> tuple[float, float]:
    """(yaw right, pitch up) in degrees of the camera rotation whose point transform is ``rot``."""
    rvec = cv2.Rodrigues(rot)[0].ravel()
    return -math.degrees(rvec[1]), -math.degrees(rvec[0])


class _WindowMotion(BaseModel):
    frames: int
    yaw: float  # degrees over the window
    pitch: float
    zoom: float  # log scale over the window
    lateral: float  # px over the window, + = camera right
    translation: tuple[float, float, float] | None  # unit camera direction; None = none
    parallax: float  # rotation residual / threshold
    focal: float
    tracks: int
    inlier_ratio: float


def _similarity_zoom(q0: np.ndarray, p1: np.ndarray, centre: tuple[float, float]) -> tuple[float, float]:
    """Robust (log scale, horizontal shift) of p1 ≈ c + s (q0 - c) + d: median-based."""
    a = q0 - centre
    b = p1 - centre
    r_a = np.linalg.norm(a, axis=1)
    r_b = np.linalg.norm(b, axis=1)
    far = r_a > 0.15 * max(centre)
    log_s = float(np.median(np.log(r_b[far] / r_a[far]))) if far.sum() >= 5 else 0.0
    shift = float(np.median(b[:, 0] - math.exp(log_s) * a[:, 0]))
    return log_s, shift


def _analyse_window(win: _Window, size: tuple[int, int], fov_deg: float | None,
                    rng: np.random.Generator) -> _WindowMotion | None:
    """Rotation, translation direction, zoom and parallax over one window of tracks."""
    n_frames = win.end - win.start
    if len(win.p0) < 8 or n_frames < 1:
        return None
    width, height = size
    centre = (width / 2.0, height / 2.0)
    p0 = win.p0.astype(np.float64)
    p1 = win.p1.astype(np.float64)
    fovs = (fov_deg,) if fov_deg is not None else FOV_CANDIDATES
    fits = []
    for fov in fovs:
        focal = (width / 2.0) / math.tan(math.radians(fov) / 2.0)
        rot, res = _fit_rotation(p0, p1, focal, centre, rng)
        fits.append((float(np.median(res)), focal, rot, res))
    med = [f[0] for f in fits]
    best = int(np.argmin(med))
    if fov_deg is None and max(med) - min(med) < 0.05 * max(min(med), 0.1):
        best = int(np.argmin([abs(f - DEFAULT_FOV) for f in fovs]))
    _, focal, rot, res = fits[best]
    if fov_deg is None:
        focal, rot, res = _refine_focal(p0, p1, fovs[best], centre, res < max(ROT_INLIER_PX, float(np.median(res))))
    rot_t, cam, epi, _, _ = _fit_translation(p0, p1, focal, centre, rot, EPIPOLAR_TAU_PX)
    # parallax: spatially balanced rotation-only residual against a noise-adaptive threshold
    noise = float(np.quantile(epi, 0.6))
    threshold = max(PARALLAX_MIN_PX * n_frames, PARALLAX_NOISE_FACTOR * noise)
    # tracks off the epipolar geometry of the static scene (independently moving objects) do not count
    static = epi < max(EPIPOLAR_INLIER_PX, EPIPOLAR_INLIER_NOISE * noise)
    if static.sum() < MIN_TRACKS:
        static = np.ones(len(p0), bool)
    cells = _cell_medians(p0[static], res[static], (width, height))
    parallax = float(np.quantile(cells, PARALLAX_QUANTILE)) / threshold
    translation = None
    inlier_ratio = float((res < ROT_INLIER_PX).mean())
    if parallax > 1.0 and fov_deg is None:
        focal, rot_t, cam, epi, _ = _translation_focal(p0, p1, centre, fits)
    if parallax > 1.0:
        rot = rot_t
        translation = tuple(float(v) for v in cam)
        inlier_ratio = float((epi < ROT_INLIER_PX).mean())
    b0 = _bearings(p0, focal, centre)
    q0 = _project(b0 @ rot.T, focal, centre)
    yaw, pitch = _angles(rot)
    log_s, shift = _similarity_zoom(q0, p1, centre)
    return _WindowMotion(frames=n_frames, yaw=yaw, pitch=pitch, zoom=log_s, lateral=-shift,
                         translation=translation, parallax=parallax, focal=focal, tracks=len(p0),
                         inlier_ratio=inlier_ratio)


# ----------------------------------------------------------------------------- classes


def _rotation_class(yaw: float, pitch: float) -> str:
    """Rotation class from per-frame yaw (+ right) and pitch (+ up) in degrees."""
    big = max(abs(yaw), abs(pitch))
    use_yaw = abs(yaw) >= ROT_MIN_DEG and abs(yaw) >= ROT_AXIS_RATIO * big
    use_pitch = abs(pitch) >= ROT_MIN_DEG and abs(pitch) >= ROT_AXIS_RATIO * big
    if use_yaw and use_pitch:
        return "camera_" + ("u" if pitch > 0 else "d") + ("r" if yaw > 0 else "l")
    if use_yaw:
        return "camera_right" if yaw > 0 else "camera_left"
    if use_pitch:
        return "camera_up" if pitch > 0 else "camera_down"
    return "idle"


def _translation_class(direction: tuple[float, float, float] | None) -> str:
    """Translation class from a unit camera direction (x right, z forward)."""
    if direction is None:
        return "idle"
    x, _, z = direction
    norm = math.hypot(x, z)
    if norm < 1e-6:
        return "idle"
    x, z = x / norm, z / norm
    surge = "forward" if z >= TRANS_AXIS_RATIO else ("backward" if z <= -TRANS_AXIS_RATIO else "")
    sway = "right" if x >= TRANS_AXIS_RATIO else ("left" if x <= -TRANS_AXIS_RATIO else "")
    return "_".join(p for p in (surge, sway) if p) or "idle"


def _idle(start_frame: int, end_frame: int, flow: float, focal: float | None, notes: list[str],
          confidence: float) -> MotionReading:
    return MotionReading(start_frame=start_frame, end_frame=end_frame, translation="idle",
                         rotation="idle", token="idle", flow_px_per_frame=flow, focal_px=focal,
                         confidence=confidence, notes=notes)


class _Tracked(BaseModel):
    """One segment after tracking: its windows (HUD tracks dropped), flow and analysis geometry."""

    model_config = {"arbitrary_types_allowed": True}

    start_frame: int
    end_frame: int
    windows: list[_Window]
    flow: float  # median per-frame flow, analysis px
    scale: float  # analysis px per input px
    size: tuple[int, int]  # analysis (width, height)
    notes: list[str]


def _track_segment(frames: np.ndarray, start_frame: int, mask: np.ndarray | None) -> _Tracked:
    """Validate, prepare and track one segment (the expensive, focal-independent part)."""
    frames = np.asarray(frames)
    if frames.ndim not in (3, 4) or frames.shape[0] < 2:
        raise ValueError(f"read_motion needs frames (T>=2, H, W[, 3]); got shape {frames.shape}")
    greys, scale, small_mask = _prepare(frames, mask)
    height, width = greys[0].shape
    notes: list[str] = []
    windows, pair_flow = _windows(greys, small_mask)
    flow = float(np.median(pair_flow)) if pair_flow else 0.0
    if any(w.low_texture for w in windows):
        notes.append("low texture")
    if flow >= IDLE_FLOW_PX:
        windows = [_drop_static(w, notes) for w in windows]
    return _Tracked(start_frame=start_frame, end_frame=start_frame + frames.shape[0] - 1, windows=windows,
                    flow=flow, scale=scale, size=(width, height), notes=notes)


def _read_tracked(seg: _Tracked, fov_deg: float | None) -> MotionReading:
    """The reading of a tracked segment with the given (or searched, when None) field of view."""
    notes = list(seg.notes)
    flow_out = seg.flow / seg.scale
    if seg.flow < IDLE_FLOW_PX:
        return _idle(seg.start_frame, seg.end_frame, flow_out, None, notes,
                     confidence=float(np.clip(1.0 - seg.flow / IDLE_FLOW_PX, 0.3, 1.0)))
    rng = np.random.default_rng(0)
    motions = []
    for win in seg.windows:
        m = _analyse_window(win, seg.size, fov_deg, rng)
        if m is not None:
            motions.append(m)
    if not motions:
        notes.append("too few tracks")
        return _idle(seg.start_frame, seg.end_frame, flow_out, None, notes, confidence=0.0)
    return _combine(motions, seg.start_frame, seg.end_frame, seg.flow, seg.scale, seg.size[0], notes)


def read_motion(frames: np.ndarray, *, start_frame: int = 0, fov_deg: float | None = None,
                mask: np.ndarray | None = None) -> MotionReading:
    """Measure the camera motion over one segment of ``frames`` (T≥2, uint8 RGB ``(T, H, W, 3)``).

    ``start_frame``: index of ``frames[0]`` in the video (reported spans are ``[start_frame,
    start_frame + T - 1]``). ``fov_deg``: known horizontal field of view; None searches
    `FOV_CANDIDATES` for this segment alone (prefer `read_segments`, which estimates the focal once
    from all segments of a video). ``mask``: optional ``(H, W)`` array, non-zero where pixels may
    be used (zero excludes e.g. a known HUD). Never raises on content; raises ``ValueError`` on
    bad shapes.
    """
    return _read_tracked(_track_segment(frames, start_frame, mask), fov_deg)


def _drop_static(win: _Window, notes: list[str]) -> _Window:
    """Remove tracks that stay put while most move (a static HUD / overlay)."""
    n_frames = max(1, win.end - win.start)
    speed = win.path / n_frames
    if len(speed) == 0 or float(np.median(speed)) < HUD_MOVING_PX:
        return win
    static = speed < HUD_STATIC_PX
    frac = float(static.mean())
    if 0 < frac < HUD_MAX_FRACTION and static.sum() >= 3:
        if "HUD masked" not in notes:
            notes.append("HUD masked")
        keep = ~static
        return _Window(start=win.start, end=win.end, p0=win.p0[keep], p1=win.p1[keep],
                       path=win.path[keep], low_texture=win.low_texture)
    return win


def _combine(motions: list[_WindowMotion], start_frame: int, end_frame: int, flow: float,
             scale: float, width: int, notes: list[str]) -> MotionReading:
    """Sum window estimates into per-frame rates and classes."""
    total = sum(m.frames for m in motions)
    yaw = sum(m.yaw for m in motions) / total
    pitch = sum(m.pitch for m in motions) / total
    zoom = math.expm1(sum(m.zoom for m in motions) / total)
    lateral = sum(m.lateral for m in motions) / total / width
    moving = [m for m in motions if m.translation is not None]
    direction = None
    if moving and sum(m.frames for m in moving) * 2 >= total:
        vec = np.sum([np.array(m.translation) * m.frames for m in moving], axis=0)
        direction = tuple(float(v) for v in vec / (np.linalg.norm(vec) + 1e-12))
    parallax = sum(m.parallax * m.frames for m in motions) / total
    translation = _translation_class(direction)
    rotation = _rotation_class(yaw, pitch)
    if translation == "idle" and rotation == "idle":
        rotation = _rotation_class(yaw * 2, pitch * 2) if flow >= 2 * IDLE_FLOW_PX else "idle"
    yawing = rotation in ("camera_left", "camera_right") or rotation.startswith("camera_") and len(rotation) == 9
    if yawing and ((translation == "idle" and parallax > LOW_PARALLAX_NOTE[0])
                   or (translation in ("left", "right") and parallax < LOW_PARALLAX_NOTE[1])):
        notes.append("low parallax: strafe/yaw ambiguous")
    tracks = sum(m.tracks for m in motions)
    inliers = sum(m.inlier_ratio * m.frames for m in motions) / total
    focal = float(np.median([m.focal for m in motions])) / scale
    margin = min(1.0, abs(math.log(max(parallax, 1e-3))) / math.log(3.0))
    confidence = float(np.clip((0.4 + 0.6 * margin) * min(1.0, tracks / 120) * (0.5 + 0.5 * inliers), 0, 1))
    return MotionReading(
        start_frame=start_frame, end_frame=end_frame, translation=translation, rotation=rotation,
        token=Action(translation=translation, rotation=rotation).token, yaw_deg_per_frame=yaw, pitch_deg_per_frame=pitch,
        zoom_per_frame=zoom, lateral_per_frame=lateral if direction is not None else 0.0,
        flow_px_per_frame=flow / scale, focal_px=focal, confidence=confidence, notes=notes,
        translation_dir=direction or (0.0, 0.0, 0.0), parallax=parallax, tracks=tracks,
    )


# ----------------------------------------------------------------------------- clip focal


class FocalEstimate(BaseModel):
    """The focal length of a whole video, estimated once from all its segments.

    ``focal_px`` is in input-frame pixels (None when no segment constrains it), ``fov_deg`` the
    matching horizontal field of view, ``confidence`` in [0, 1] how sharply the pooled cost curve
    picks it, ``per_segment`` the best field of view of each segment alone (None where idle).
    """

    focal_px: float | None = None
    fov_deg: float | None = None
    confidence: float = Field(0.0, ge=0.0, le=1.0)
    per_segment: list[float | None] = Field(default_factory=list)


def _fov_focal(fov_deg: float, width: float) -> float:
    return (width / 2.0) / math.tan(math.radians(fov_deg) / 2.0)


def _window_focal_curves(win: _Window, size: tuple[int, int],
                         rng: np.random.Generator) -> tuple[np.ndarray, float] | None:
    """The focal cost curve over `FOCAL_GRID` of one window and its weight.

    Two costs per focal: the log RMS of the best 80 % rotation-only residuals (a pure turn is
    fitted exactly only with the right focal: a sharp minimum) and the mean robust epipolar cost
    of the joint rotation + translation fit (constrains the focal when the camera also
    translates). The window is rotation-dominant in proportion to ``w = min(1, (noise / RMS)²)``
    with the RMS at the best focal and noise `FOCAL_ROT_NOISE_PX`; the curve mixes the two costs
    with ``w`` and ``1 - w`` (the joint one scaled by `FOCAL_JOINT_WEIGHT`, and dropped when its
    minimum lies on the grid's edge: yaw and strafe are then confused and it says nothing)."""
    if len(win.p0) < 8 or win.end <= win.start:
        return None
    width, height = size
    centre = (width / 2.0, height / 2.0)
    p0, p1 = win.p0.astype(np.float64), win.p1.astype(np.float64)
    if len(p0) > FOCAL_MAX_TRACKS:
        pick = rng.choice(len(p0), FOCAL_MAX_TRACKS, replace=False)
        p0, p1 = p0[pick], p1[pick]
    _, res = _fit_rotation(p0, p1, _fov_focal(DEFAULT_FOV, width), centre, rng)
    use = res < max(ROT_INLIER_PX, float(np.median(res)))
    if use.sum() < 8:
        use = np.ones(len(p0), bool)
    keep = max(3, int(0.8 * len(p0)))
    rot_cost, joint_cost = [], []
    for i, fov in enumerate(FOCAL_GRID):
        focal = _fov_focal(float(fov), width)
        rot, r = _rotation_residual(p0, p1, focal, centre, use)
        rot_cost.append(0.5 * math.log(float(np.sort(r ** 2)[:keep].mean()) + FOCAL_CURVE_EPS_PX ** 2))
        if i % 2 == 0:  # the joint cost is smooth in the focal: every other grid point, interpolated
            joint_cost.append(_fit_translation(p0, p1, focal, centre, rot, EPIPOLAR_TAU_PX)[4] / len(p0))
    rot_curve = np.array(rot_cost)
    joint_curve = np.interp(FOCAL_GRID, FOCAL_GRID[::2], np.array(joint_cost))
    w = min(1.0, (FOCAL_ROT_NOISE_PX / math.exp(float(rot_curve.min()))) ** 2)
    curve = w * rot_curve
    if 0 < int(np.argmin(joint_curve)) < len(joint_curve) - 1:
        curve = curve + (1.0 - w) * FOCAL_JOINT_WEIGHT * joint_curve
    return curve, w


def _segment_focal_curve(seg: _Tracked, rng: np.random.Generator) -> np.ndarray | None:
    """Sum of the window curves of a moving segment (None when idle or untracked)."""
    if seg.flow < IDLE_FLOW_PX:
        return None
    curves = [c[0] for c in (_window_focal_curves(w, seg.size, rng) for w in seg.windows) if c is not None]
    return np.sum(curves, axis=0) if curves else None


def _curve_minimum(curve: np.ndarray) -> float:
    """FOV (degrees) at the minimum of a curve over `FOCAL_GRID`, refined by a parabola."""
    i = int(np.argmin(curve))
    fov = float(FOCAL_GRID[i])
    if 0 < i < len(curve) - 1:
        a, b, c = curve[i - 1], curve[i], curve[i + 1]
        den = a - 2 * b + c
        if den > 1e-12:
            fov += 0.5 * (a - c) / den * float(FOCAL_GRID[1] - FOCAL_GRID[0])
    return fov


def _estimate_from_tracked(segs: list[_Tracked]) -> FocalEstimate:
    rng = np.random.default_rng(0)
    curves = [_segment_focal_curve(seg, rng) for seg in segs]
    per_segment = [None if c is None else _curve_minimum(c) for c in curves]
    used = [c for c in curves if c is not None]
    if not used:
        return FocalEstimate(per_segment=per_segment)
    pooled = np.sum(used, axis=0)
    fov = _curve_minimum(pooled)
    far = np.abs(FOCAL_GRID - fov) >= FOCAL_CONFIDENCE_DEG
    depth = float(pooled[far].min() - pooled.min()) if far.any() else 0.0
    confidence = float(np.clip(depth / FOCAL_CONFIDENT_DEPTH, 0.0, 1.0))
    width = segs[0].size[0] / segs[0].scale
    return FocalEstimate(focal_px=_fov_focal(fov, width), fov_deg=fov, confidence=confidence,
                         per_segment=per_segment)


def _check_spans(n_frames: int, spans) -> list[tuple[int, int]]:
    out = []
    for k, (a, b) in enumerate(spans):
        a, b = int(a), int(b)
        if not 0 <= a < b < n_frames:
            raise ValueError(f"segment span {k} = [{a}, {b}] is not inside frames [0, {n_frames - 1}] "
                             "with at least 2 frames")
        out.append((a, b))
    return out


def estimate_focal(frames: np.ndarray, spans) -> FocalEstimate:
    """Estimate the focal length of a video once from all its segments.

    ``frames``: the whole video ``(T, H, W[, 3])``; ``spans``: inclusive ``(start, end)`` frame
    spans of its segments. The per-window rotation-only residual curves over `FOCAL_GRID` are
    pooled: turning segments constrain the focal sharply, translating or idle ones barely. Raises
    ``ValueError`` on a span outside the frames."""
    frames = np.asarray(frames)
    spans = _check_spans(frames.shape[0], spans)
    return _estimate_from_tracked([_track_segment(frames[a:b + 1], a, None) for a, b in spans])


def read_segments(frames: np.ndarray, spans, *, fov_deg: float | None = None,
                  mask: np.ndarray | None = None) -> list[MotionReading]:
    """`read_motion` of every inclusive ``(start, end)`` span of one video ``frames``.

    The focal is constant within a video: when ``fov_deg`` is None it is estimated once from all
    segments (`estimate_focal`) and every segment is read with it; when that estimate is not
    confident (no segment turns), each segment searches its own focal as `read_motion` does.
    The readings' ``focal_px`` report the focal used. Raises ``ValueError`` on a bad span."""
    frames = np.asarray(frames)
    spans = _check_spans(frames.shape[0], spans)
    segs = [_track_segment(frames[a:b + 1], a, mask) for a, b in spans]
    use_fov = fov_deg
    if use_fov is None:
        est = _estimate_from_tracked(segs)
        if est.fov_deg is not None and est.confidence >= FOCAL_MIN_CONFIDENCE:
            use_fov = est.fov_deg
    return [_read_tracked(seg, use_fov) for seg in segs]


# ----------------------------------------------------------------------------- steps


def read_steps(clip, steps, *, fov_deg: float | None = None) -> list[MotionReading]:
    """`read_segments` over the spans of every `ActionStep` of ``clip`` (spans index the decoded
    frames): the focal is estimated once for the whole clip when ``fov_deg`` is None."""
    return read_segments(clip.frames, [(s.start_frame, s.end_frame) for s in steps], fov_deg=fov_deg)


def token_matches(commanded, reading: MotionReading) -> bool:
    """True when the measured translation and rotation classes both equal the commanded ones."""
    return commanded.translation == reading.translation and commanded.rotation == reading.rotation
