"""Reading the camera motion of one video segment.

SIGN CONVENTIONS (pinned by tests):
- ``yaw_deg_per_frame``   > 0: the camera turns RIGHT (content moves toward the LEFT edge).
- ``pitch_deg_per_frame`` > 0: the camera pitches UP (content sinks toward the BOTTOM edge).
- ``zoom_per_frame``      > 0: the camera moves FORWARD (content grows); relative scale - 1.
- ``lateral_per_frame``   > 0: the camera strafes RIGHT (translation-induced, depth-dependent flow).

METHOD (`read_motion`): frames are converted to grey, downscaled to at most `ANALYSIS_WIDTH`
and brightness-normalised (fades and flicker). A segment whose median flow is below
`IDLE_FLOW_PX` is idle (`_segment_flow`: repeated frames are spread out, so a stutter or a
lowered frame rate is not idle). A segment that repeats frames is tracked on its distinct frames
only, with every span still counted in its own frames (`_in_source_frames`), so rates stay per
frame. Otherwise (`_segment_tracks`, `_analyse_segment`):

1. corners (plus a grid where texture is poor) are tracked frame to frame with pyramidal
   Lucas-Kanade and a forward-backward check, each track starting from its own previous motion
   (motion is smooth; this keeps LK from locking onto the wrong period of bricks or tiles in
   fast moves); new corners are added whenever fewer than `WINDOW_KEEP_FRACTION` survive, so the
   image stays covered while content leaves it; every track is then matched directly from its
   first to its last frame (chained errors add up, a direct match does not);
2. tracks that stay put while most move are a static overlay (HUD) and are dropped;
3. the camera is assumed to move at a constant rate within the segment (one action step): a
   per-frame rotation ``ω`` is fitted to all tracks at once (track ``i`` spanning ``k_i`` frames
   turns by ``exp(k_i ω)``, robust Gauss-Newton), with the given ``fov_deg`` or, when None, the
   best of `FOV_CANDIDATES` refined in steps of `FOV_REFINE_STEP`;
4. a joint (rotation, translation direction) fit: a coarse-to-fine search over mostly
   horizontal camera directions, each with a linear update of ``ω`` minimising a robust
   epipolar error; the final choice (and the sign: forward/backward, left/right) minimises a
   cheirality-aware cost (a track moving towards the direction of travel is an error). Each
   track's errors are weighted by its aperture (`_aperture`: the structure tensor where it
   started): on an edge LK measures the motion across the edge and lets the motion along it
   drift, so an error along the edge counts less;
5. parallax test: the rotation-only residual of each track (its along-edge part discounted the
   same way, `_aperture_norm`) against max(`PARALLAX_MIN_PX` × its
   length, `PARALLAX_NOISE_FACTOR` × tracking noise), balanced over a grid of image cells and
   restricted to tracks consistent with the static scene's epipolar geometry (moving objects
   are not). Above 1 the camera translated and the joint fit gives rotation and direction;
   below it the translation is idle and the rotation-only fit stands. Just above 1 (below
   `PARALLAX_BAND`) the median rotation-only residual must also reach `BAND_MIN_RESIDUAL_PX` per
   frame: a turn's leftover under motion blur, rolling shutter and a codec sits there on real
   renders.

Classes come from the per-frame rates and the translation direction with the thresholds below.

CLIP FOCAL (`read_segments`, `read_steps`, `estimate_focal`): the focal is constant within a
video, so it is estimated once from all segments: a cost curve over `FOCAL_GRID` per segment
sums (a) per window of chained tracks, the rotation-only residual (sharp for turning windows)
and the joint rotation+translation epipolar cost (for translating ones), weighted by how
rotation-dominant the window is, and (b) the same two costs for the whole-segment tracks and
the per-frame model (`_rate_focal_curve`); the curves are summed over the video and the minimum
is the focal every segment is then read with (falling back to a per-segment search when the
pooled curve is flat, e.g. no segment moves).

KNOWN LIMITS (measured on the synthetic coverage suite, see tests/test_motion.py, reading each
3-step rollout with `read_segments`; exact-token accuracy 0.961): turns are read reliably
(rotation class ≈ 99 %); the translation class is the weak part, mostly on the low-texture
"natural" scenes (≈ 90 % against ≈ 99-100 % on textured ones), where LK drifts on smooth areas.
Failures are (a) a weak translation hidden under a turn (read as the turn alone), (b) a sway
component off by one class in compound moves (strafe vs turn trade-off, forward vs a sideways
diagonal under a turn), (c) rarely, the sign of a strafe under a turn when most of the view is
one distant plane (sky, ground, a far wall): the along-line flow then fits the turn plus either
sign of strafe. With little parallax (distant scenery) a strafe is physically indistinguishable
from a turn and is read as a turn in the same screen direction (noted "low parallax"). A segment
is read as ONE constant motion: a segment that mixes actions gets their average.
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
#: A window ends (and a segment gets new corners) when fewer than this fraction of its tracks survive
#: (windows also end below `MIN_TRACKS`).
WINDOW_KEEP_FRACTION = 0.7
MIN_TRACKS = 25
#: A direct first-to-last-frame match may move a chained end point by at most this (analysis px).
ANCHOR_MAX_PX = 2.0
#: Longest window in frame pairs.
MAX_WINDOW = 16
#: Median flow below this (analysis px per frame) = nothing moves → idle.
IDLE_FLOW_PX = 0.12
#: A still frame pair counts as a repeated frame (idle gate) below this share of the moving pairs' flow.
REPEAT_FLOW_RATIO = 0.25
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
#: Weight of the whole-segment rotation-rate curve (`_rate_focal_curve`) in the pooled curve.
FOCAL_RATE_WEIGHT = 3.0
FOCAL_RATE_JOINT_WEIGHT = 3.0
#: Tracks per window used for the focal curves (a random subset beyond this: speed).
FOCAL_MAX_TRACKS = 60
FOCAL_CONFIDENCE_DEG = 15.0
FOCAL_CONFIDENT_DEPTH = 1.0
FOCAL_MIN_CONFIDENCE = 0.3
#: Gauss-Newton steps of the per-frame rotation fit of a segment.
ROT_RATE_STEPS = 6
#: RANSAC: hypotheses and inlier threshold (analysis px) for the rotation-only model.
ROT_RANSAC_HYPOTHESES = 64
ROT_INLIER_PX = 1.2
#: Translation is present when the rotation-only model leaves a residual above the threshold:
#: the `PARALLAX_QUANTILE` over grid cells of the per-cell median residual must exceed
#: max(`PARALLAX_MIN_PX` per frame, `PARALLAX_NOISE_FACTOR` × the tracking noise), the noise being
#: the 60th percentile of the epipolar (1-D) error of the joint rotation+translation fit.
#: Tuned on seeds 500-580 of the synthetic suite, then lowered (0.25 → 0.18, 5 → 3.5) on the coverage
#: suites of seeds 7 and 11 once tracking got less noisy, and 3.5 → 2.5 once the residual discounted
#: the along-edge drift (`_aperture_norm`). The accuracy test uses seed 2026, never tuned on.
PARALLAX_QUANTILE = 0.8
#: Just above the threshold (parallax below `PARALLAX_BAND`) the camera translated only when the
#: median rotation-only residual of the static tracks is also at least `BAND_MIN_RESIDUAL_PX` per
#: frame: a turn's leftover from motion blur, rolling shutter, a sky drawn on a cylinder and the
#: codec sits there on real renders (chosen on the real-render `dev` split, bench/realrender.py).
PARALLAX_BAND = 1.5
BAND_MIN_RESIDUAL_PX = 0.55
PARALLAX_MIN_PX = 0.18
PARALLAX_NOISE_FACTOR = 2.5
#: Tracks whose epipolar error exceeds max(`EPIPOLAR_INLIER_PX`, `EPIPOLAR_INLIER_NOISE` × noise)
#: are treated as independently moving objects and left out of the parallax statistic.
EPIPOLAR_INLIER_PX = 1.0
EPIPOLAR_INLIER_NOISE = 4.0
#: Grid (columns, rows) of cells over which parallax residuals are balanced.
PARALLAX_CELLS = (4, 4)
#: Aperture weighting (`_aperture`): a track's motion along its weak image direction counts fully
#: when its structure tensor's eigenvalue ratio is at least this, proportionally less below it
#: (an edge: ratio near 0); the epipolar weights never go below `APERTURE_FLOOR`.
APERTURE_RATIO = 0.3
APERTURE_FLOOR = 0.05
#: Translation direction search: azimuth step and elevations (degrees) of candidate directions.
TRANS_GRID_DEG = 10.0
TRANS_ELEVATIONS_DEG = (-20.0, 0.0, 20.0)
#: Reweighting steps of the linear rotation update in the translation search.
EPIPOLAR_IRLS_STEPS = 3
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


def _structure(grey: np.ndarray, pts: np.ndarray) -> np.ndarray:
    """Structure tensor ``(Ixx, Ixy, Iyy)`` (N×3) of ``grey`` averaged over the LK window at each
    point: how well each direction of a track's motion is pinned by the image there."""
    g = grey.astype(np.float32) / 255.0
    gx = cv2.Sobel(g, cv2.CV_32F, 1, 0, ksize=3)
    gy = cv2.Sobel(g, cv2.CV_32F, 0, 1, ksize=3)
    h, w = grey.shape
    xs = np.clip(np.round(pts[:, 0]).astype(int), 0, w - 1)
    ys = np.clip(np.round(pts[:, 1]).astype(int), 0, h - 1)
    out = [cv2.boxFilter(v, -1, (LK_WIN, LK_WIN))[ys, xs] for v in (gx * gx, gx * gy, gy * gy)]
    return np.column_stack(out).astype(np.float32)


def _track(prev: np.ndarray, nxt: np.ndarray, pts: np.ndarray,
           guess: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """LK from ``prev`` to ``nxt`` with a forward-backward check: (new points, ok mask).

    ``guess``: expected displacement per point (N×2) or for all (2,), e.g. the previous frame's
    motion: camera motion is smooth, and starting from it keeps LK from locking onto the wrong
    period of a repetitive texture (bricks, tiles) when the motion is fast."""
    params = dict(winSize=(LK_WIN, LK_WIN), maxLevel=LK_LEVELS, minEigThreshold=LK_MIN_EIG,
                  criteria=(cv2.TERM_CRITERIA_EPS | cv2.TERM_CRITERIA_COUNT, 30, 0.01))
    p0 = pts.reshape(-1, 1, 2)
    init = None
    if guess is not None:
        init = (pts + np.broadcast_to(np.asarray(guess, np.float32), pts.shape)).reshape(-1, 1, 2).copy()
        params["flags"] = cv2.OPTFLOW_USE_INITIAL_FLOW
    p1, st1, _ = cv2.calcOpticalFlowPyrLK(prev, nxt, p0, init, **params)
    back_init = p0.copy() if guess is not None else None
    back, st2, _ = cv2.calcOpticalFlowPyrLK(nxt, prev, p1, back_init, **params)
    fb = np.linalg.norm(back.reshape(-1, 2) - pts, axis=1)
    h, w = prev.shape
    p1 = p1.reshape(-1, 2)
    inside = (p1[:, 0] >= 0) & (p1[:, 0] < w) & (p1[:, 1] >= 0) & (p1[:, 1] < h)
    ok = (st1.ravel() == 1) & (st2.ravel() == 1) & (fb < FB_MAX_ERR) & inside
    return p1, ok


def _anchor(first: np.ndarray, last: np.ndarray, p0: np.ndarray,
            p1: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Re-track chained tracks directly from their first frame to their last one, starting from
    the chained end points ``p1``: frame-to-frame errors add up along a chain, a direct match does
    not. Returns (matched end points, ok): not ok where the direct match fails the forward-backward
    check or lands farther than `ANCHOR_MAX_PX` from the chained end point."""
    params = dict(winSize=(LK_WIN, LK_WIN), maxLevel=1, minEigThreshold=LK_MIN_EIG,
                  flags=cv2.OPTFLOW_USE_INITIAL_FLOW,
                  criteria=(cv2.TERM_CRITERIA_EPS | cv2.TERM_CRITERIA_COUNT, 30, 0.01))
    p0, p1 = p0.astype(np.float32), p1.astype(np.float32)
    q, st1, _ = cv2.calcOpticalFlowPyrLK(first, last, p0.reshape(-1, 1, 2), p1.reshape(-1, 1, 2).copy(), **params)
    back, st2, _ = cv2.calcOpticalFlowPyrLK(last, first, q, p0.reshape(-1, 1, 2).copy(), **params)
    q, back = q.reshape(-1, 2), back.reshape(-1, 2)
    ok = ((st1.ravel() == 1) & (st2.ravel() == 1) & (np.linalg.norm(back - p0, axis=1) < FB_MAX_ERR)
          & (np.linalg.norm(q - p1, axis=1) < ANCHOR_MAX_PX))
    return q, ok


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
    last_step = None  # median displacement of the last tracked frame pair (guess for a new window)
    while start < n - 1:
        pts, low = _detect(greys[start], mask)
        if len(pts) == 0:
            pair_flow.extend([0.0] * (n - 1 - start))
            break
        p0 = pts.copy()
        cur = pts.copy()
        path = np.zeros(len(pts), np.float32)
        velocity = last_step
        initial = len(pts)
        end = start
        while end < n - 1 and end - start < MAX_WINDOW:
            nxt, ok = _track(greys[end], greys[end + 1], cur, velocity)
            disp = nxt - cur
            step = np.linalg.norm(disp, axis=1)
            pair_flow.append(float(np.median(step[ok])) if ok.any() else 0.0)
            if ok.any():
                last_step = np.median(disp[ok], axis=0)
            p0, cur, path, velocity = p0[ok], nxt[ok], path[ok] + step[ok], disp[ok]
            end += 1
            if len(cur) < max(MIN_TRACKS, WINDOW_KEEP_FRACTION * initial):
                break
        if end - start > 1 and len(cur):
            q, ok = _anchor(greys[start], greys[end], p0, cur)
            if ok.sum() >= MIN_TRACKS:
                p0, cur, path = p0[ok], q[ok], path[ok]
        windows.append(_Window(start=start, end=end, p0=p0, p1=cur, path=path, low_texture=low))
        start = end
    return windows, pair_flow


class _SegmentTracks(BaseModel):
    """Tracks over a whole segment (analysis frames ``0..T-1``): track ``i`` runs from frame
    ``s[i]`` to ``e[i]`` (``e > s``) from ``p0[i]`` to ``p1[i]``; ``path`` is its summed
    per-frame displacement."""

    model_config = {"arbitrary_types_allowed": True}

    s: np.ndarray
    e: np.ndarray
    p0: np.ndarray
    p1: np.ndarray
    path: np.ndarray
    tensor: np.ndarray  # N×3 structure tensor (Ixx, Ixy, Iyy) at the track's first point
    low_texture: bool

    def subset(self, keep: np.ndarray) -> _SegmentTracks:
        return _SegmentTracks(s=self.s[keep], e=self.e[keep], p0=self.p0[keep], p1=self.p1[keep],
                              path=self.path[keep], tensor=self.tensor[keep], low_texture=self.low_texture)


def _segment_tracks(greys: list[np.ndarray], mask: np.ndarray | None,
                    ) -> tuple[_SegmentTracks, list[float], list[_Window] | None]:
    """Track corners through the whole segment, topping them up with new corners (away from live
    ones) whenever fewer than `WINDOW_KEEP_FRACTION` of the first frame's count survive, so that
    the image stays covered while content leaves it. Every track is then matched directly from
    its first to its last frame (`_anchor`). Also returns the median flow of every frame pair and,
    when the segment is one window of `_windows` (the first frame's corners never fall below its
    limit and the segment is at most `MAX_WINDOW` pairs long), that window: the same tracks,
    taken from this pass instead of tracking them again (None otherwise)."""
    n = len(greys)
    pts, low = _detect(greys[0], mask)
    target = max(len(pts), 1)
    initial, low_first = len(pts), low
    one_window = initial > 0 and n - 1 <= MAX_WINDOW
    start = np.zeros(len(pts), int)
    first = pts.copy()
    tensor = _structure(greys[0], pts)
    path = np.zeros(len(pts), np.float32)
    velocity: np.ndarray | None = None
    last_step: np.ndarray | None = None
    finished: list[tuple[np.ndarray, ...]] = []
    pair_flow: list[float] = []
    for t in range(n - 1):
        if len(pts) == 0:
            pair_flow.append(0.0)
        else:
            nxt, ok = _track(greys[t], greys[t + 1], pts, velocity if velocity is not None else last_step)
            disp = nxt - pts
            step = np.linalg.norm(disp, axis=1)
            pair_flow.append(float(np.median(step[ok])) if ok.any() else 0.0)
            if ok.any():
                last_step = np.median(disp[ok], axis=0)
            ended = ~ok & (start < t)  # lost now, after at least one tracked frame pair
            finished.append((start[ended], np.full(int(ended.sum()), t), first[ended], pts[ended], path[ended],
                             tensor[ended]))
            pts, start, first, path, velocity = nxt[ok], start[ok], first[ok], path[ok] + step[ok], disp[ok]
            tensor = tensor[ok]
            if (one_window and t + 1 < n - 1
                    and int((start == 0).sum()) < max(MIN_TRACKS, WINDOW_KEEP_FRACTION * initial)):
                one_window = False  # `_windows` would end its first window here
        if t + 1 < n - 1 and len(pts) < WINDOW_KEEP_FRACTION * target:
            room = np.full(greys[t + 1].shape, 255, np.uint8) if mask is None else mask.copy()
            for x, y in pts:
                cv2.circle(room, (int(x), int(y)), 2 * CORNER_MIN_DISTANCE, 0, -1)
            new, low_new = _detect(greys[t + 1], room)
            new = new[:max(0, target - len(pts))]
            low = low or low_new
            if len(new):
                guess = np.zeros(2, np.float32) if last_step is None else np.asarray(last_step, np.float32)
                pts = np.vstack([pts, new]).astype(np.float32)
                start = np.concatenate([start, np.full(len(new), t + 1)])
                first = np.vstack([first, new]).astype(np.float32)
                tensor = np.vstack([tensor, _structure(greys[t + 1], new)])
                path = np.concatenate([path, np.zeros(len(new), np.float32)])
                old_velocity = velocity if velocity is not None else np.zeros((0, 2), np.float32)
                velocity = np.vstack([old_velocity, np.repeat(guess[None], len(new), 0)])
    finished.append((start, np.full(len(pts), n - 1), first, pts, path, tensor))
    s, e, p0, p1, length, tens = (np.concatenate([f[i] for f in finished]) for i in range(6))
    s, e = s.astype(int), e.astype(int)
    p0, p1 = p0.reshape(-1, 2).astype(np.float32), p1.reshape(-1, 2).astype(np.float32)
    keep = np.ones(len(s), bool)
    whole = np.nonzero((s == 0) & (e == n - 1))[0]  # the first frame's corners that last: window 0
    chained = p1[whole].copy()
    for a, b in sorted(set(zip(s.tolist(), e.tolist(), strict=True))):
        if b - a < 2:
            continue
        sel = np.nonzero((s == a) & (e == b))[0]
        q, ok = _anchor(greys[a], greys[b], p0[sel], p1[sel])
        p1[sel[ok]] = q[ok]
        keep[sel[~ok]] = False
    tracks = _SegmentTracks(s=s, e=e, p0=p0, p1=p1, path=length.astype(np.float32), tensor=tens,
                            low_texture=low)
    windows = None
    if one_window:  # as `_windows` ends it: anchored when the direct match keeps enough tracks
        anchored = n - 1 >= 2 and int(keep[whole].sum()) >= MIN_TRACKS
        ok = keep[whole] if anchored else np.ones(len(whole), bool)
        end_points = p1[whole] if anchored else chained
        windows = [_Window(start=0, end=n - 1, p0=p0[whole][ok], p1=end_points[ok],
                           path=length.astype(np.float32)[whole][ok], low_texture=low_first)]
    return tracks.subset(keep), pair_flow, windows


# ----------------------------------------------------------------------------- geometry


def _bearings(pts: np.ndarray, focal: float | np.ndarray, centre: tuple[float, float]) -> np.ndarray:
    """Unit bearings (N×3) of image points (N×2); a focal array (F,) gives F×N×3."""
    f = focal if np.isscalar(focal) else np.asarray(focal, float)[..., None]
    x, y = (pts[:, 0] - centre[0]) / f, (pts[:, 1] - centre[1]) / f
    b = np.stack([x, y, np.ones(x.shape)], axis=-1)
    return b / np.linalg.norm(b, axis=-1, keepdims=True)


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


def _project(bearings: np.ndarray, focal: float | np.ndarray, centre: tuple[float, float]) -> np.ndarray:
    """Image points of bearings (…×N×3); a focal array (F,) goes with bearings F×N×3."""
    z = np.maximum(bearings[..., 2], 1e-6)
    f = focal if np.isscalar(focal) else np.asarray(focal, float)[..., None]
    return np.stack([bearings[..., 0] / z * f + centre[0], bearings[..., 1] / z * f + centre[1]], -1)


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


def _rotation_residual(p0: np.ndarray, p1: np.ndarray, focal: float | np.ndarray, centre: tuple[float, float],
                       use: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Rotation-only fit on the ``use`` tracks and every track's residual (px); a focal array
    (F,) fits each focal at once (rotations F×3×3, residuals F×N)."""
    b0, b1 = _bearings(p0, focal, centre), _bearings(p1, focal, centre)
    rot = _kabsch(b0[..., use, :], b1[..., use, :])
    return rot, np.linalg.norm(_project(b0 @ np.swapaxes(rot, -1, -2), focal, centre) - p1, axis=-1)


def _aperture(tensor: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per track, from its structure ``tensor``: the strong image direction ``e1`` (N×2, unit) and
    ``rho`` (N, in [0, 1]), how far the weak direction can be trusted: on an edge LK measures the
    motion across the edge but lets the motion along it drift (the aperture problem). ``rho`` is
    the eigenvalue ratio against `APERTURE_RATIO` (1 at or above it)."""
    ixx, ixy, iyy = tensor[:, 0], tensor[:, 1], tensor[:, 2]
    half_trace, diff = (ixx + iyy) / 2, np.sqrt(((ixx - iyy) / 2) ** 2 + ixy ** 2)
    l1, l2 = half_trace + diff, np.maximum(half_trace - diff, 0.0)
    angle = 0.5 * np.arctan2(2 * ixy, ixx - iyy)
    e1 = np.column_stack([np.cos(angle), np.sin(angle)])
    return e1, np.clip(l2 / np.maximum(l1, 1e-12) / APERTURE_RATIO, 0.0, 1.0)


def _aperture_norm(rv: np.ndarray, ap: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
    """Length of residual vectors ``rv`` (N×2) with the weak-direction component scaled by
    ``rho`` (see `_aperture`): a residual along an edge is no evidence of parallax."""
    e1, rho = ap
    strong = (rv * e1).sum(axis=1)
    weak = rv[:, 0] * -e1[:, 1] + rv[:, 1] * e1[:, 0]
    return np.sqrt(strong ** 2 + rho * weak ** 2)


def _aperture_scale(m: np.ndarray, ap: tuple[np.ndarray, np.ndarray] | None) -> np.ndarray | float:
    """Weights (…×N) for epipolar errors measured across image lines with normals ``m[..., :2]``
    (plane normals, …×N×3): one when the line normal lies along the track's strong direction,
    down to ``sqrt(rho)`` when it lies along the weak one."""
    if ap is None:
        return 1.0
    e1, rho = ap
    n = m[..., :2] / (np.linalg.norm(m[..., :2], axis=-1, keepdims=True) + 1e-12)
    c = (n * e1).sum(axis=-1)
    return 1.0 / np.sqrt(c ** 2 + (1 - c ** 2) / np.maximum(rho, APERTURE_FLOOR))


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


def _epipolar_fit(a: np.ndarray, d0: np.ndarray, cands: np.ndarray, tau: float | np.ndarray):
    """For each candidate direction, the small rotation update ω minimising the robust coplanarity
    error ``(d0 + ω × d0) · (c × a) / |c × a|``. Returns (ω C×3, error C×N, cost C). Leading batch
    axes (e.g. one per focal: ``a``, ``d0`` F×N×3, ``cands`` F×C×3 or C×3, ``tau`` (F,)) give
    leading axes on every output."""
    m = _cross(cands[..., :, None, :], a[..., None, :, :])
    m /= np.linalg.norm(m, axis=-1, keepdims=True) + 1e-12
    jac = _cross(d0[..., None, :, :], m)  # …×C×N×3
    y = -(m * d0[..., None, :, :]).sum(axis=-1)  # …×C×N
    tau = np.asarray(tau, float)[..., None, None]
    w = np.ones(y.shape)
    for _ in range(EPIPOLAR_IRLS_STEPS):
        jw = jac * w[..., None]
        ata = np.swapaxes(jw, -1, -2) @ jac + 1e-9 * np.eye(3)
        aty = np.swapaxes(jw, -1, -2) @ y[..., None]
        omega = np.linalg.solve(ata, aty)[..., 0]
        err = y - (jac @ omega[..., None])[..., 0]
        w = 1.0 / (1.0 + (err / tau) ** 2)
    return omega, err, np.log1p((err / tau) ** 2).sum(axis=-1)


def _fit_translation(p0: np.ndarray, p1: np.ndarray, focals: np.ndarray, centre: tuple[float, float],
                     rots: np.ndarray, tau_px: float) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Joint (rotation, translation direction) fit by a coarse-to-fine search over directions,
    for each of the focals ``focals`` (F,) with its rotation-only fit ``rots`` (F×3×3) at once.

    For each candidate camera direction ``c`` (frame-0 axes; mostly horizontal, elevations
    `TRANS_ELEVATIONS_DEG`) the rotation is refined linearly (small update of ``rot``) to
    minimise the robust epipolar error of the derotated bearings ``d = R^T b1``: coplanarity
    ``d · (c × a) = 0``. The sign of ``c`` (forward vs backward, left vs right) comes from
    cheirality (points in front of both cameras).
    Returns, per focal, (R F×3×3, unit camera direction F×3, per-track epipolar error in px F×N,
    cheirality fraction (F,), robust cost (F,)).
    """
    f = np.asarray(focals, float)
    a = _bearings(p0, f, centre)  # F×N×3
    b1 = _bearings(p1, f, centre)
    d0 = b1 @ rots  # rows: R^T b1
    tau = tau_px / f
    coarse = _directions(np.arange(0.0, 180.0, TRANS_GRID_DEG), np.array(TRANS_ELEVATIONS_DEG))
    _, _, cost = _epipolar_fit(a, d0, coarse, tau)
    c0 = coarse[np.argmin(cost, axis=-1)]  # F×3
    step = TRANS_GRID_DEG / 4
    fine = np.stack([_directions(math.degrees(math.atan2(c[0], c[2])) + step * np.arange(-3, 4),
                                 math.degrees(math.asin(float(np.clip(c[1], -1, 1))))
                                 + np.array([-step * 2, 0.0, step * 2])) for c in c0])  # F×C×3
    omega, _, _ = _epipolar_fit(a, d0, fine, tau)
    # every fine candidate and both signs at once; d = (I + [ω]x) R^T b1 → R_new = R delta^T
    new_rots = rots[:, None] @ np.swapaxes(_rodrigues(omega), -1, -2)  # F×C×3×3
    errs, alongs = _both_signs(*_signed_epipolar(a[:, None], b1[:, None] @ new_rots, fine[:, :, None, :]), axis=1)
    costs = np.log1p((errs ** 2 + np.minimum(alongs, 0.0) ** 2) / tau[:, None, None] ** 2).sum(axis=-1)
    j = np.argmin(costs, axis=1)
    rows = np.arange(len(f))
    err, along = errs[rows, j], alongs[rows, j]
    strong = np.abs(along) > np.quantile(np.abs(along), 0.3, axis=1, keepdims=True)
    n_strong = strong.sum(axis=1)
    frac = np.where(n_strong > 0, ((along > 0) & strong).sum(axis=1) / np.maximum(n_strong, 1), 0.5)
    direction = np.where(j % 2 == 0, 1.0, -1.0)[:, None] * fine[rows, j // 2]  # pair j: candidate j // 2, sign
    return new_rots[rows, j // 2], direction, np.abs(err) * f[:, None], frac, costs[rows, j]


def _signed_epipolar(a: np.ndarray, d: np.ndarray, c: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per-track (epipolar error, signed along-line motion), both in bearing units, of start
    bearings ``a`` moving to derotated bearings ``d`` under a camera translation along ``c`` (one
    direction, or one per track; leading batch axes of ``d`` and ``c`` broadcast, e.g. one row per
    candidate direction).

    The error is the distance of ``d`` from the plane through ``a`` and ``c``; the along-line
    motion is positive when the track moves away from ``c`` as a static point in front of the
    camera must (cheirality), negative when it moves towards it."""
    c = np.broadcast_to(c, np.broadcast_shapes(np.shape(c), a.shape))
    m = _cross(c, a)
    m /= np.sqrt((m * m).sum(axis=-1, keepdims=True)) + 1e-12
    err = (m * d).sum(axis=-1)
    toward = c - (a * c).sum(axis=-1, keepdims=True) * a  # tangent at a pointing towards c
    toward /= np.sqrt((toward * toward).sum(axis=-1, keepdims=True)) + 1e-12
    along = -((d - a) * toward).sum(axis=-1)
    return err, along


def _both_signs(err: np.ndarray, along: np.ndarray, axis: int) -> tuple[np.ndarray, np.ndarray]:
    """`_signed_epipolar` of candidates ``c`` extended to the (c, -c) pairs, interleaved along
    ``axis``: reversing the direction negates both the error and the along-line motion exactly
    (every product and sum only changes sign), so the negated ones need no second pass."""
    def pairs(x: np.ndarray) -> np.ndarray:
        both = np.stack([x, -x], axis=axis + 1)
        return both.reshape(*x.shape[:axis], 2 * x.shape[axis], *x.shape[axis + 1:])
    return pairs(err), pairs(along)


def _cross(u: np.ndarray, v: np.ndarray) -> np.ndarray:
    """``np.cross`` of 3-vectors along the last axis (broadcast), without its axis shuffling."""
    u0, u1, u2 = u[..., 0], u[..., 1], u[..., 2]
    v0, v1, v2 = v[..., 0], v[..., 1], v[..., 2]
    return np.stack([u1 * v2 - u2 * v1, u2 * v0 - u0 * v2, u0 * v1 - u1 * v0], axis=-1)


def _rodrigues(w: np.ndarray) -> np.ndarray:
    """Rotation matrices (..., 3, 3) of rotation vectors ``w`` (..., 3)."""
    theta = np.linalg.norm(w, axis=-1)
    k = w / np.maximum(theta, 1e-12)[..., None]
    cos, sin = np.cos(theta), np.sin(theta)
    # R = cos θ I + sin θ [k]x + (1 - cos θ) k kᵀ (k the unit axis; R = I when w = 0)
    out = (1 - cos)[..., None, None] * (k[..., :, None] * k[..., None, :])
    for i in range(3):
        out[..., i, i] += cos
    sk = sin[..., None] * k
    out[..., 0, 1] -= sk[..., 2]
    out[..., 0, 2] += sk[..., 1]
    out[..., 1, 2] -= sk[..., 0]
    out[..., 1, 0] += sk[..., 2]
    out[..., 2, 0] -= sk[..., 1]
    out[..., 2, 1] += sk[..., 0]
    return out


def _fit_rotation_rate(a: np.ndarray, p1: np.ndarray, k: np.ndarray, focal: float | np.ndarray,
                       centre: tuple[float, float]) -> tuple[np.ndarray, np.ndarray]:
    """Constant per-frame rotation ``ω`` (rotation vector of the point transform) with bearings
    ``b_i ≈ exp(k_i ω) a_i`` for tracks spanning ``k_i`` frames: robust Gauss-Newton from ω = 0
    (Cauchy weights at `ROT_INLIER_PX`). Returns (ω, per-track residual vectors in px, N×2:
    predicted minus tracked end point). Several focals at once: ``focal`` (F,) with ``a``
    F×N×3 (`_bearings` of that focal array) gives ω F×3 and residuals F×N×2."""
    b = _bearings(p1, focal, centre)
    lead = a.shape[:-2]
    omega = np.zeros((*lead, 3))
    w = np.ones(a.shape[:-1])
    rv = np.zeros((*a.shape[:-1], 2))
    ra = a  # the bearings turned by the current ω (ω = 0 at first)
    for it in range(ROT_RATE_STEPS):
        # b - R a ≈ k (δ × Ra) = J δ with J = -k [Ra]x; for unit Ra, JᵀJ = k² (I - Ra Raᵀ) and
        # Jᵀ (b - Ra) = k (Ra × b): the normal equations without forming J
        wk = w * k
        wk2 = wk * k
        ata = (wk2.sum(axis=-1)[..., None, None] * np.eye(3) - np.einsum("...n,...ni,...nj->...ij", wk2, ra, ra)
               + 1e-12 * np.eye(3))
        step = np.einsum("...n,...ni->...i", wk, _cross(ra, b))
        omega = omega + np.linalg.solve(ata, step[..., None])[..., 0]
        ra = np.einsum("...nij,...nj->...ni", _rodrigues(k[:, None] * omega[..., None, :]), a)
        rv = _project(ra, focal, centre) - p1
        if it >= 1:
            w = 1.0 / (1.0 + (np.linalg.norm(rv, axis=-1) / ROT_INLIER_PX) ** 2)
    return omega, rv


def _turned(cands: np.ndarray, omega: np.ndarray, k: np.ndarray) -> np.ndarray:
    """Per-track translation directions (C×N×3): a camera that keeps moving along ``c`` in its own
    frame while turning at ``ω`` per frame has moved, over ``k`` frames and seen from its first
    frame, along ``c`` turned back by half the turn, ``exp(-(k-1)/2 ω) c``."""
    out = np.empty((len(cands), len(k), 3))
    for kk in np.unique(k):
        rot = _rodrigues(-(kk - 1) / 2 * omega)
        out[:, k == kk] = (cands @ rot.T)[:, None, :]
    return out


def _epipolar_rate_fit(a: np.ndarray, d0: np.ndarray, k: np.ndarray, cands: np.ndarray, tau: float,
                       ap: tuple[np.ndarray, np.ndarray] | None = None):
    """`_epipolar_fit` for tracks of different lengths: for each candidate (per-track directions
    ``cands`` C×N×3) the per-frame rotation update δ (track ``i`` turns by ``k_i δ``) minimising
    the robust coplanarity error of ``d = exp(-k δ) d0`` with ``a`` and the direction.
    ``ap``: per-track aperture (`_aperture`) weighting the errors. Returns (δ C×3, error C×N,
    cost C)."""
    m = _cross(cands, a[None])
    m /= np.linalg.norm(m, axis=2, keepdims=True) + 1e-12
    scale = _aperture_scale(m, ap)
    jac = -_cross(d0[None], m) * (k[None, :] * scale)[..., None]
    y = -(m * d0[None]).sum(axis=2) * scale
    w = np.ones(y.shape)
    for _ in range(EPIPOLAR_IRLS_STEPS):
        jw = jac * w[..., None]
        delta = np.linalg.solve(np.swapaxes(jw, 1, 2) @ jac + 1e-9 * np.eye(3),
                                np.swapaxes(jw, 1, 2) @ y[..., None])[..., 0]
        err = y - (jac @ delta[..., None])[..., 0]
        w = 1.0 / (1.0 + (err / tau) ** 2)
    return delta, err, np.log1p((err / tau) ** 2).sum(axis=1)


def _fit_translation_rate(a: np.ndarray, b: np.ndarray, k: np.ndarray, omega: np.ndarray,
                          focal: float, ap: tuple[np.ndarray, np.ndarray] | None = None,
                          ) -> tuple[np.ndarray, np.ndarray, np.ndarray, float]:
    """Joint (per-frame rotation, translation direction) fit over a segment's tracks: a coarse
    then fine search over mostly horizontal directions (`_epipolar_rate_fit` refines the rotation
    for each), the final choice among the fine candidates and both signs by a cheirality-aware
    cost (tracks moving towards the direction count their along-line motion as error).
    Returns (ω, unit camera direction, per-track epipolar error in px, cheirality fraction)."""
    tau = EPIPOLAR_TAU_PX / focal
    d0 = np.einsum("nji,nj->ni", _rodrigues(k[:, None] * omega[None]), b)  # R^T b
    coarse = _directions(np.arange(0.0, 180.0, TRANS_GRID_DEG), np.array(TRANS_ELEVATIONS_DEG))
    _, _, cost = _epipolar_rate_fit(a, d0, k, _turned(coarse, omega, k), tau, ap)
    c0 = coarse[int(np.argmin(cost))]
    theta0 = math.degrees(math.atan2(c0[0], c0[2]))
    phi0 = math.degrees(math.asin(float(np.clip(c0[1], -1, 1))))
    step = TRANS_GRID_DEG / 4
    fine = _directions(theta0 + step * np.arange(-3, 4), phi0 + np.array([-step * 2, 0.0, step * 2]))
    delta, _, _ = _epipolar_rate_fit(a, d0, k, _turned(fine, omega, k), tau, ap)
    # every fine candidate (each with its own refined rotation) and both signs at once
    oms = omega[None] + delta  # C×3
    d = np.einsum("cnji,nj->cni", _rodrigues(k[None, :, None] * oms[:, None, :]), b)  # C×N×3
    per_track = np.empty_like(d)  # direction of candidate c for track i, turned as in `_turned`
    for kk in np.unique(k):
        rot = _rodrigues(-(kk - 1) / 2 * oms)  # C×3×3
        per_track[:, k == kk] = np.einsum("cij,cj->ci", rot, fine)[:, None, :]
    weight = _aperture_scale(_cross(per_track, a), ap)  # the same for both signs
    errs, alongs = _both_signs(*_signed_epipolar(a, d, per_track), axis=0)  # (candidate, sign) pairs
    weight = np.repeat(np.broadcast_to(weight, d.shape[:2]), 2, axis=0)
    costs = np.log1p(((errs * weight) ** 2 + np.minimum(alongs, 0.0) ** 2) / tau ** 2).sum(axis=1)
    j = int(np.argmin(costs))
    om, direction, err, along = oms[j // 2], (1.0 if j % 2 == 0 else -1.0) * fine[j // 2], errs[j], alongs[j]
    strong = np.abs(along) > np.quantile(np.abs(along), 0.3)
    cheirality = float((along[strong] > 0).mean()) if strong.any() else 0.5
    return om, direction, np.abs(err) * focal, cheirality


def _search_fov(tracks: _SegmentTracks, size: tuple[int, int]) -> float:
    """Field of view (degrees) whose rotation-only fit leaves the smallest median residual:
    `FOV_CANDIDATES`, then steps of `FOV_REFINE_STEP` around the best (`DEFAULT_FOV` when the
    candidates hardly differ: no rotation to tell them apart)."""
    width, height = size
    centre = (width / 2.0, height / 2.0)
    k = (tracks.e - tracks.s).astype(float)

    def score(fov: float) -> float:
        focal = _fov_focal(fov, width)
        rv = _fit_rotation_rate(_bearings(tracks.p0, focal, centre), tracks.p1, k, focal, centre)[1]
        return float(np.median(np.linalg.norm(rv, axis=1)))

    scores = [score(f) for f in FOV_CANDIDATES]
    if max(scores) - min(scores) < 0.05 * max(min(scores), 0.1):
        return DEFAULT_FOV
    best = FOV_CANDIDATES[int(np.argmin(scores))]
    fine = np.clip(best + FOV_REFINE_STEP * np.arange(-FOV_REFINE_STEPS, FOV_REFINE_STEPS + 1), 30.0, 130.0)
    return float(fine[int(np.argmin([score(float(f)) for f in fine]))])


def _analyse_segment(seg: _Tracked, fov_deg: float | None) -> MotionReading:
    """Rates, classes and confidence of a moving segment from its tracks (see the module doc)."""
    notes = list(seg.notes)
    tracks = seg.tracks
    width, height = seg.size
    flow_out = seg.flow / seg.scale
    if len(tracks.s) < 8:
        notes.append("too few tracks")
        return _idle(seg.start_frame, seg.end_frame, flow_out, None, notes, confidence=0.0)
    centre = (width / 2.0, height / 2.0)
    k = (tracks.e - tracks.s).astype(float)
    p0, p1 = tracks.p0.astype(np.float64), tracks.p1.astype(np.float64)
    focal = _fov_focal(fov_deg if fov_deg is not None else _search_fov(tracks, seg.size), width)
    a, b = _bearings(p0, focal, centre), _bearings(p1, focal, centre)
    omega, rv = _fit_rotation_rate(a, p1, k, focal, centre)
    ap = _aperture(tracks.tensor)
    omega_t, direction, epi, _ = _fit_translation_rate(a, b, k, omega, focal, ap)
    res = _aperture_norm(rv, ap)  # rotation-only residual, edges' along-edge drift discounted
    # parallax: rotation-only residual against a length- and noise-aware threshold, balanced over
    # image cells, ignoring tracks off the static scene's epipolar geometry (moving objects)
    noise = float(np.quantile(epi, 0.6))
    threshold = np.maximum(PARALLAX_MIN_PX * k, PARALLAX_NOISE_FACTOR * noise)
    static = epi < max(EPIPOLAR_INLIER_PX, EPIPOLAR_INLIER_NOISE * noise)
    if static.sum() < MIN_TRACKS:
        static = np.ones(len(k), bool)
    parallax = float(np.quantile(_cell_medians(p0[static], (res / threshold)[static], seg.size), PARALLAX_QUANTILE))
    # just above the threshold, translation must also leave a residual of some pixels per frame
    moving = parallax > 1.0 and (parallax >= PARALLAX_BAND
                                 or float(np.median((res / k)[static])) >= BAND_MIN_RESIDUAL_PX)
    if moving:
        omega = omega_t
    inliers = float(((epi if moving else res) < ROT_INLIER_PX).mean())
    # zoom and sideways shift of the derotated tracks, per frame
    q0 = _project(np.einsum("nij,nj->ni", _rodrigues(k[:, None] * omega[None]), a), focal, centre)
    r0 = np.linalg.norm(q0 - centre, axis=1)
    r1 = np.linalg.norm(p1 - centre, axis=1)
    far = r0 > 0.15 * max(centre)
    zoom = float(np.median(np.log(r1[far] / r0[far]) / k[far])) if far.sum() >= 5 else 0.0
    shift = np.median(((p1[:, 0] - centre[0]) - np.exp(zoom * k) * (q0[:, 0] - centre[0])) / k)
    yaw, pitch = -math.degrees(omega[1]), -math.degrees(omega[0])
    translation = _translation_class(tuple(direction) if moving else None)
    rotation = _rotation_class(yaw, pitch)
    if translation == "idle" and rotation == "idle":
        rotation = _rotation_class(yaw * 2, pitch * 2) if seg.flow >= 2 * IDLE_FLOW_PX else "idle"
    yawing = rotation in ("camera_left", "camera_right") or rotation.startswith("camera_") and len(rotation) == 9
    if yawing and ((translation == "idle" and parallax > LOW_PARALLAX_NOTE[0])
                   or (translation in ("left", "right") and parallax < LOW_PARALLAX_NOTE[1])):
        notes.append("low parallax: strafe/yaw ambiguous")
    margin = min(1.0, abs(math.log(max(parallax, 1e-3))) / math.log(3.0))
    confidence = float(np.clip((0.4 + 0.6 * margin) * min(1.0, len(k) / 120) * (0.5 + 0.5 * inliers), 0, 1))
    return MotionReading(
        start_frame=seg.start_frame, end_frame=seg.end_frame, translation=translation, rotation=rotation,
        token=Action(translation=translation, rotation=rotation).token, yaw_deg_per_frame=yaw,
        pitch_deg_per_frame=pitch, zoom_per_frame=math.expm1(zoom),
        lateral_per_frame=-float(shift) / width if moving else 0.0, flow_px_per_frame=flow_out,
        focal_px=focal / seg.scale, confidence=confidence, notes=notes,
        translation_dir=tuple(float(v) for v in direction) if moving else (0.0, 0.0, 0.0),
        parallax=parallax, tracks=len(k),
    )


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
    """One segment after tracking (HUD tracks dropped): its whole-segment tracks (for reading),
    optionally its windows (for the clip focal estimate), flow and analysis geometry."""

    model_config = {"arbitrary_types_allowed": True}

    start_frame: int
    end_frame: int
    tracks: _SegmentTracks
    windows: list[_Window]
    flow: float  # median per-frame flow, analysis px
    scale: float  # analysis px per input px
    size: tuple[int, int]  # analysis (width, height)
    notes: list[str]


def _segment_flow(pair_flow: list[float]) -> float:
    """Median per-frame flow of a segment, with repeated frames spread out.

    A lowered frame rate or a stutter shows the same motion in fewer, larger steps, and a plain
    median would read it as idle. A pair moves when its flow is at least `IDLE_FLOW_PX` and
    `REPEAT_FLOW_RATIO` of the second-largest pair's (a re-encoded repeat keeps a few tenths of a
    pixel of codec motion, far below the real steps). When at least a quarter of the pairs (two or
    more) move and every other pair is a repeat (flow below `REPEAT_FLOW_RATIO` of the smallest
    moving one), the result is the moving pairs' median times their share. A segment held and then
    moved in a single jump keeps the plain median: that is a frozen step; so does steady slow
    motion near the gate."""
    if not pair_flow:
        return 0.0
    moving = _moving_pairs(pair_flow)
    if moving is None:
        return float(np.median(pair_flow))
    return float(np.median([pair_flow[i] for i in moving])) * len(moving) / len(pair_flow)


def _moving_pairs(pair_flow: list[float]) -> list[int] | None:
    """The frame pairs that move, when the others are all repeats (`_segment_flow`'s rule);
    None when the segment moves steadily, is held, or moves in a single jump."""
    if len(pair_flow) < 2:
        return None
    gate = max(IDLE_FLOW_PX, REPEAT_FLOW_RATIO * sorted(pair_flow)[-2])
    big = [i for i, f in enumerate(pair_flow) if f >= gate]
    small = [f for f in pair_flow if f < gate]
    if (not small or len(big) < max(2, math.ceil(len(pair_flow) / 4))
            or max(small) >= REPEAT_FLOW_RATIO * min(pair_flow[i] for i in big)):
        return None
    return big


def _in_source_frames(tracks: _SegmentTracks, windows: list[_Window], times: list[int],
                      ) -> tuple[_SegmentTracks, list[_Window]]:
    """Tracks and windows of the distinct frames with their spans counted in the segment's own
    frames (``times[i]``: the frame the i-th distinct frame is), so every rate stays per frame."""
    t = np.asarray(times)
    tracks = tracks.model_copy(update={"s": t[tracks.s], "e": t[tracks.e]})
    return tracks, [w.model_copy(update={"start": int(t[w.start]), "end": int(t[w.end])}) for w in windows]


def _track_segment(frames: np.ndarray, start_frame: int, mask: np.ndarray | None, *,
                   windows: bool = False) -> _Tracked:
    """Validate, prepare and track one segment (the expensive, focal-independent part);
    ``windows`` also chains the window tracks the clip focal estimate needs."""
    frames = np.asarray(frames)
    if frames.ndim not in (3, 4) or frames.shape[0] < 2:
        raise ValueError(f"read_motion needs frames (T>=2, H, W[, 3]); got shape {frames.shape}")
    greys, scale, small_mask = _prepare(frames, mask)
    height, width = greys[0].shape
    notes: list[str] = []
    tracks, pair_flow, one_window = _segment_tracks(greys, small_mask)
    flow = _segment_flow(pair_flow)
    moving = _moving_pairs(pair_flow)
    kept, distinct = greys, None
    if moving is not None:  # repeated frames (a stutter, a lowered frame rate): track the distinct ones
        distinct = [0] + [i + 1 for i in moving]  # the first frame and the one after every move
        kept = [greys[i] for i in distinct]
        tracks, _, one_window = _segment_tracks(kept, small_mask)
    wins = (one_window if one_window is not None else _windows(kept, small_mask)[0]) if windows else []
    if distinct is not None:
        tracks, wins = _in_source_frames(tracks, wins, distinct)
        notes.append(f"repeated frames: read on {len(distinct)} distinct frames")
    if tracks.low_texture:
        notes.append("low texture")
    if flow >= IDLE_FLOW_PX:
        keep = _static_overlay(tracks.path / np.maximum(tracks.e - tracks.s, 1))
        if keep is not None:
            tracks = tracks.subset(keep)
            notes.append("HUD masked")
        wins = [_drop_static(w) for w in wins]
    return _Tracked(start_frame=start_frame, end_frame=start_frame + frames.shape[0] - 1, tracks=tracks,
                    windows=wins, flow=flow, scale=scale, size=(width, height), notes=notes)


def _read_tracked(seg: _Tracked, fov_deg: float | None) -> MotionReading:
    """The reading of a tracked segment with the given (or searched, when None) field of view."""
    if seg.flow < IDLE_FLOW_PX:
        return _idle(seg.start_frame, seg.end_frame, seg.flow / seg.scale, None, list(seg.notes),
                     confidence=float(np.clip(1.0 - seg.flow / IDLE_FLOW_PX, 0.3, 1.0)))
    return _analyse_segment(seg, fov_deg)


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


def _static_overlay(speed: np.ndarray) -> np.ndarray | None:
    """Keep-mask dropping tracks that stay put (per-frame ``speed``) while most move: a static HUD
    or overlay. None when there is no such minority."""
    if len(speed) == 0 or float(np.median(speed)) < HUD_MOVING_PX:
        return None
    static = speed < HUD_STATIC_PX
    if 0 < float(static.mean()) < HUD_MAX_FRACTION and static.sum() >= 3:
        return ~static
    return None


def _drop_static(win: _Window) -> _Window:
    """`_static_overlay` applied to a window's tracks."""
    keep = _static_overlay(win.path / max(1, win.end - win.start))
    if keep is None:
        return win
    return _Window(start=win.start, end=win.end, p0=win.p0[keep], p1=win.p1[keep], path=win.path[keep],
                   low_texture=win.low_texture)


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
    focals = np.array([_fov_focal(float(fov), width) for fov in FOCAL_GRID])
    rots, res = _rotation_residual(p0, p1, focals, centre, use)  # every focal at once
    rot_curve = np.array([0.5 * math.log(float(np.sort(r ** 2)[:keep].mean()) + FOCAL_CURVE_EPS_PX ** 2)
                          for r in res])
    # the joint cost is smooth in the focal: every other grid point, interpolated
    joint_cost = _fit_translation(p0, p1, focals[::2], centre, rots[::2], EPIPOLAR_TAU_PX)[4] / len(p0)
    joint_curve = np.interp(FOCAL_GRID, FOCAL_GRID[::2], joint_cost)
    w = min(1.0, (FOCAL_ROT_NOISE_PX / math.exp(float(rot_curve.min()))) ** 2)
    curve = w * rot_curve
    if 0 < int(np.argmin(joint_curve)) < len(joint_curve) - 1:
        curve = curve + (1.0 - w) * FOCAL_JOINT_WEIGHT * joint_curve
    return curve, w


def _segment_focal_curve(seg: _Tracked, rng: np.random.Generator) -> np.ndarray | None:
    """Sum of the window curves of a moving segment (None when idle or untracked), plus
    `FOCAL_RATE_WEIGHT` × the rotation-rate curve of its whole-segment tracks."""
    if seg.flow < IDLE_FLOW_PX:
        return None
    curves = [c[0] for c in (_window_focal_curves(w, seg.size, rng) for w in seg.windows) if c is not None]
    if FOCAL_RATE_WEIGHT > 0 and len(seg.tracks.s) >= 8:
        curves.append(FOCAL_RATE_WEIGHT * _rate_focal_curve(seg.tracks, seg.size, rng))
    return np.sum(curves, axis=0) if curves else None


def _rate_focal_curve(tracks: _SegmentTracks, size: tuple[int, int], rng: np.random.Generator) -> np.ndarray:
    """Log RMS of the best 80 % residuals of the per-frame rotation fit over `FOCAL_GRID`, weighted
    by how rotation-dominant the segment is (as in `_window_focal_curves`)."""
    width, height = size
    centre = (width / 2.0, height / 2.0)
    pick = np.arange(len(tracks.s))
    if len(pick) > FOCAL_MAX_TRACKS * 2:
        pick = rng.choice(len(pick), FOCAL_MAX_TRACKS * 2, replace=False)
    k = (tracks.e[pick] - tracks.s[pick]).astype(float)
    p0, p1 = tracks.p0[pick].astype(np.float64), tracks.p1[pick].astype(np.float64)
    keep = max(3, int(0.8 * len(k)))
    focals = np.array([_fov_focal(float(fov), width) for fov in FOCAL_GRID])
    # the rotation-only rate at every focal at once (the joint cost below starts from it)
    omegas, rvs = _fit_rotation_rate(_bearings(p0, focals, centre), p1, k, focals, centre)
    curve = []
    for rv in rvs:
        res = np.linalg.norm(rv, axis=1) / np.sqrt(k)
        curve.append(0.5 * math.log(float(np.sort(res ** 2)[:keep].mean()) + FOCAL_CURVE_EPS_PX ** 2))
    curve = np.array(curve)
    w = min(1.0, (FOCAL_ROT_NOISE_PX / math.exp(float(curve.min()))) ** 2)
    if FOCAL_RATE_JOINT_WEIGHT > 0 and w < 1.0:
        joint = []
        coarse = _directions(np.arange(0.0, 180.0, 15.0), np.array([0.0]))
        for fov, omega in zip(FOCAL_GRID[::2], omegas[::2], strict=True):
            focal = _fov_focal(float(fov), width)
            a, b = _bearings(p0, focal, centre), _bearings(p1, focal, centre)
            d0 = np.einsum("nji,nj->ni", _rodrigues(k[:, None] * omega[None]), b)
            joint.append(float(_epipolar_rate_fit(a, d0, k, _turned(coarse, omega, k), EPIPOLAR_TAU_PX / focal)[2].min()) / len(k))
        joint_curve = np.interp(FOCAL_GRID, FOCAL_GRID[::2], np.array(joint))
        if 0 < int(np.argmin(joint_curve)) < len(joint_curve) - 1:
            return w * curve + (1.0 - w) * FOCAL_RATE_JOINT_WEIGHT * joint_curve
    return w * curve


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
    return _estimate_from_tracked([_track_segment(frames[a:b + 1], a, None, windows=True) for a, b in spans])


def read_segments(frames: np.ndarray, spans, *, fov_deg: float | None = None,
                  mask: np.ndarray | None = None) -> list[MotionReading]:
    """`read_motion` of every inclusive ``(start, end)`` span of one video ``frames``.

    The focal is constant within a video: when ``fov_deg`` is None it is estimated once from all
    segments (`estimate_focal`) and every segment is read with it; when that estimate is not
    confident (no segment turns), each segment searches its own focal as `read_motion` does.
    The readings' ``focal_px`` report the focal used. Raises ``ValueError`` on a bad span."""
    frames = np.asarray(frames)
    spans = _check_spans(frames.shape[0], spans)
    segs = [_track_segment(frames[a:b + 1], a, mask, windows=fov_deg is None) for a, b in spans]
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
