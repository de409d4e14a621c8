"""Per-segment visual quality metrics (no model): the numbers behind appearance and motion votes.

CONTRACT: `measure_quality(frames)` → `QualityMetrics`, frames uint8 RGB ``(T, H, W, 3)``, T ≥ 2.
Several spans of one clip: `ClipQuality(frames).measure(start, end)` (the same numbers, every
frame pair measured once; its dense flow, `ClipQuality.flow`, is shared with the evidence's
image motion and motion maps).
Every field documents its direction (higher = better / worse / neutral); `METRIC_DIRECTIONS`
holds the same in machine-readable form and `compare_quality(qa, qb)` turns two readings into
signed, bounded differences (positive = A better) that a judge thresholds with a dead-band
(≈ 0.15). Deterministic, numpy + OpenCV only (it runs for every slot of every pair).

How it works:

- *Detail* metrics (sharpness) use ``DETAIL_FRAMES`` sampled frames, grey, at most
  ``DETAIL_MAX_SIDE`` px on the long side; blockiness uses the same frames at native
  resolution because the 8×8 coding grid only exists there.
- *Noise and fine detail are told apart in time, not in space.* In one frame a fine grain
  texture and sensor noise look alike; across frames the texture moves with the scene and the
  noise is fresh. The fine-scale band (grey − Gaussian σ = 1 px, flow scale) of frame t+1 is
  warped back onto frame t with the dense flow: what matches is ``detail`` (coherent fine
  structure: blur, median/bilateral smoothing, lowered contrast, temporal smearing and
  swimming textures all lower it, added noise does not raise it), what does not match is
  ``noise``. A clip with no changing frame pair falls back on a spatial noise estimate.
- *Temporal* metrics use a copy with long side ``FLOW_MAX_SIDE``. Dense flow (OpenCV DIS)
  between consecutive frames warps frame t+1 back onto frame t; what the warp cannot explain
  is an artefact: a global brightness offset (flicker, brightness_jump), a chromaticity offset
  (colour_drift) or a local photometric residual (tearing, warping, noise → warp_error).
- A 4-parameter similarity fitted robustly to each flow field is the per-step camera velocity;
  its step-to-step change relative to the mean speed is ``jitter`` (stutter, shake, shuffled
  frames), so smooth motion scores ≈ 0 at any speed.
- Ghosting (a frame blended with an earlier one) is *consistent* under steady motion, so the
  warp cannot see it; ``ghosting`` instead looks for a copy of the frame inside itself,
  displaced by 1–3× its own motion. It needs ≥ 4 px of motion per lag at the flow scale
  (slower ghosting is indistinguishable from blur and lowers ``sharpness`` instead).

Known cross-talk (measured, see tests/test_degrade.py and tests/test_validity.py): noise
raises warp_error (and a little jitter); heavy blocking pins the flow to the block grid and
raises jitter and lowers detail; tearing, ghosting, smearing and swimming raise jitter; blur,
smoothing and lowered contrast lower noise and warp_error along with detail; repeated frames
make the moving pairs carry several frames of motion (larger warp error). A judge should weigh
metrics per dimension, not one at a time (`worldreward.judges.geometry` discounts these).
"""

from __future__ import annotations

import functools
import hashlib
import math

import cv2
import numpy as np
from pydantic import BaseModel, Field

#: Long side (px) of the grey copy used for flow and all temporal metrics.
FLOW_MAX_SIDE = 256
#: Short side (px) below which the flow copy is upscaled (DIS needs room for its pyramid).
MIN_FLOW_SIDE = 32
#: Long side (px) above which the spatial metrics (sharpness, fallback noise) work on a downscaled copy.
DETAIL_MAX_SIDE = 640
#: How many evenly spaced frames the per-frame (spatial) metrics look at.
DETAIL_FRAMES = 4
#: Pixel stride of the photometric statistics at the flow scale (flow itself stays dense).
_STRIDE = 2
#: How many (evenly spaced) frame pairs the ghosting probe looks at.
GHOST_STEPS = 4
#: Mean |Δgrey| (0–255, at the flow scale) below which two consecutive frames count as frozen.
FROZEN_MAD = 0.6


class QualityMetrics(BaseModel):
    """Quality of one video segment. Each field states its direction.

    Units are chosen to compare two videos of different resolution: spatial metrics are
    ratios or grey levels at a bounded detail scale, temporal ones are measured on a copy of
    fixed long side (``FLOW_MAX_SIDE``).
    """

    # HIGHER = BETTER. Edge steepness: max gradient / local grey range at the strongest edges
    # of a median-denoised copy (≈ 1/(σ·√(2π)) for an edge blurred by σ px; ~0.4 for crisp video).
    sharpness: float
    # LOWER = BETTER. Temporal noise std (grey levels 0–255): robust std of the fine-scale band
    # that does not follow the flow from one frame to the next (median over moving frame pairs); fine
    # texture moves with the scene and does not count. Spatial median-filter residual in the
    # calmest 16×16 blocks when no frame pair changes.
    noise: float
    # LOWER = BETTER. mean |Δ| across 8-px block edges / mean |Δ| elsewhere, native scale
    # (≈ 1.0 = no visible blocks, JPEG q85 ≈ 1.1, quality-6 JPEG ≈ 3).
    blockiness: float
    # LOWER = BETTER. Mean |motion-compensated global brightness step − its median| (grey
    # levels): oscillation, not a steady fade.
    flicker: float
    # LOWER = BETTER. Largest single motion-compensated global brightness step (grey levels).
    brightness_jump: float
    # LOWER = BETTER. Largest accumulated motion-compensated chromaticity shift (r, b ×100):
    # white-balance / hue drift over the segment; camera motion onto new content does not count.
    colour_drift: float
    # LOWER = BETTER. Share of consecutive frame pairs that are (near-)identical (mean |Δ| <
    # ``FROZEN_MAD``). Expected (correct) for an idle command on a static scene.
    frozen_ratio: float
    # LOWER = BETTER. Share of frames (after the first) exactly equal to an earlier frame.
    duplicate_ratio: float
    # LOWER = BETTER. Photometric residual after flow warp and global gain/offset, / mean
    # gradient; mean of the worst third of moving frame pairs (tearing, warping, noise).
    warp_error: float
    # LOWER = BETTER. Mean |Δ camera velocity| between steps / (mean speed + 0.5 px): ≈ 0 for
    # smooth motion of any speed; stutter, shake and shuffled frames give ≈ 1–2.
    jitter: float
    # NEUTRAL (not good or bad alone). Median dense-flow magnitude, % of the frame diagonal per frame.
    dynamic_degree: float
    # LOWER = BETTER. Peak self-correlation of a frame at 1–3× its own motion (double images,
    # ≈ 0 clean, 0.1–0.7 ghosted); 0 when the motion is too small to tell.
    ghosting: float = 0.0
    # HIGHER = BETTER. Coherent fine detail (grey levels): rms of the fine-scale band (grey −
    # Gaussian σ 1 px, flow scale) that persists from frame to frame along the flow; 0 when no
    # frame pair changes. Falls under blur, smoothing, lowered contrast, smearing, swimming.
    detail: float = 0.0
    # Context, not a quality: frames measured.
    num_frames: int = 0
    # NEUTRAL. Mean camera speed (robust similarity fit), px/frame at the flow scale.
    mean_speed: float = Field(0.0, ge=0.0)


#: +1 = higher is better, -1 = lower is better, 0 = neutral (not good or bad on its own).
METRIC_DIRECTIONS: dict[str, int] = {
    "sharpness": 1,
    "noise": -1,
    "blockiness": -1,
    "flicker": -1,
    "brightness_jump": -1,
    "colour_drift": -1,
    "frozen_ratio": -1,
    "duplicate_ratio": -1,
    "warp_error": -1,
    "jitter": -1,
    "ghosting": -1,
    "detail": 1,
    "dynamic_degree": 0,
}

#: Per-metric floor (roughly the level seen on clean, compressed content) added to the
#: denominator of `compare_quality` so that two tiny values do not give a large difference.
COMPARE_FLOORS: dict[str, float] = {
    "sharpness": 0.05,
    "noise": 2.0,  # std below ~2 grey levels is invisible (clean textured video reads ~2)
    "blockiness": 1.0,  # applied to the excess over 1.0; JPEG q85 sits at ~0.1
    "flicker": 1.0,  # < 1 grey level of oscillation is invisible
    "brightness_jump": 2.0,
    "colour_drift": 1.5,
    "frozen_ratio": 0.1,
    "duplicate_ratio": 0.1,
    "warp_error": 0.1,
    "jitter": 0.2,
    "ghosting": 0.1,
    "detail": 1.0,
    "dynamic_degree": 0.1,
}


# --------------------------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------------------------


def _check_frames(frames: np.ndarray, min_frames: int = 2) -> None:
    if not isinstance(frames, np.ndarray) or frames.ndim != 4 or frames.shape[-1] != 3:
        shape = getattr(frames, "shape", None)
        raise ValueError(f"measure_quality: expected uint8 RGB frames (T, H, W, 3), got shape {shape}")
    if frames.dtype != np.uint8:
        raise ValueError(f"measure_quality: expected dtype uint8, got {frames.dtype}")
    if frames.shape[0] < min_frames:
        raise ValueError(f"measure_quality: need at least {min_frames} frames, got {frames.shape[0]}")
    if min(frames.shape[1:3]) < 8:
        raise ValueError(f"measure_quality: frames too small ({frames.shape[1]}x{frames.shape[2]})")


def _resize_to(img: np.ndarray, max_side: int) -> np.ndarray:
    """Downscale (INTER_AREA) so the long side is at most ``max_side``; never upscales."""
    h, w = img.shape[:2]
    scale = max_side / max(h, w)
    if scale >= 1.0:
        return img
    size = (max(8, round(w * scale)), max(8, round(h * scale)))
    return cv2.resize(img, size, interpolation=cv2.INTER_AREA)


def _grey(rgb: np.ndarray) -> np.ndarray:
    return cv2.cvtColor(rgb, cv2.COLOR_RGB2GRAY)


def _sample_indices(n: int, k: int) -> list[int]:
    return sorted({int(round(x)) for x in np.linspace(0, n - 1, min(n, k))})


# --------------------------------------------------------------------------------------------
# spatial metrics
# --------------------------------------------------------------------------------------------


def _sharpness(grey: np.ndarray) -> float:
    """Edge steepness: at the strongest edges, max gradient / local grey range (1/px).

    For a step edge blurred by a Gaussian of std σ px this is ≈ 1 / (σ·√(2π)), whatever the
    edge contrast; a median pre-filter keeps noise from looking like detail.
    """
    den = cv2.medianBlur(grey, 5)
    kernel = np.ones((7, 7), np.uint8)
    rng = cv2.subtract(cv2.dilate(den, kernel), cv2.erode(den, kernel))  # local grey range
    edges = rng > 30
    if edges.sum() < 20:
        return 0.0
    gx = cv2.Sobel(den, cv2.CV_16S, 1, 0, ksize=3)[edges].astype(np.float32)
    gy = cv2.Sobel(den, cv2.CV_16S, 0, 1, ksize=3)[edges].astype(np.float32)
    g = np.hypot(gx, gy) / 8.0  # grey levels per px
    top = g >= np.percentile(g, 90)
    return float(np.median(g[top] / rng[edges][top]))


def _noise(grey: np.ndarray) -> float:
    """Robust noise std: median-filter residual in the calmest 16×16 blocks (grey levels)."""
    res = grey.astype(np.float32) - cv2.medianBlur(grey, 3).astype(np.float32)
    h, w = res.shape
    b = 16
    hh, ww = (h // b) * b, (w // b) * b
    if hh == 0 or ww == 0:
        return float(np.std(res))
    blocks = np.abs(res[:hh, :ww]).reshape(hh // b, b, ww // b, b).mean(axis=(1, 3))
    return float(np.percentile(blocks, 20)) * 1.2533  # mean|x| → std for a Gaussian


def _blockiness(grey: np.ndarray) -> float:
    """Ratio of the mean |Δ| across 8-px grid lines to the mean |Δ| elsewhere (native scale)."""
    g = grey.astype(np.float32)
    ratios = []
    for d in (np.abs(np.diff(g, axis=1)), np.abs(np.diff(g, axis=0)).T):
        n = d.shape[1]
        if n < 16:
            continue
        col = d.mean(axis=0)  # mean |Δ| per boundary position
        on = col[7::8]
        off_mask = np.ones(n, dtype=bool)
        off_mask[7::8] = False
        ratios.append(float(on.mean()) / (float(col[off_mask].mean()) + 0.5))
    return float(np.mean(ratios)) if ratios else 1.0


# --------------------------------------------------------------------------------------------
# temporal metrics
# --------------------------------------------------------------------------------------------


def _flow(prev_smooth: np.ndarray, next_smooth: np.ndarray) -> np.ndarray:
    """Dense flow prev → next (DIS) on lightly smoothed copies (`_Copy.smooth`: Gaussian σ = 1 px),
    so noise does not drive it."""
    dis = cv2.DISOpticalFlow_create(cv2.DISOPTICAL_FLOW_PRESET_FAST)
    dis.setFinestScale(1)  # the preset stops at 1/4 resolution: too coarse for jitter
    dis.setVariationalRefinementIterations(0)  # refinement costs time and adds nothing here
    return dis.calc(prev_smooth, next_smooth, None)


#: Scale (px at the flow scale) of the fine band that `noise` and `detail` follow along the flow.
_FINE_SIGMA = 1.0
#: Scale (px at the flow scale) of the high-pass image the ghosting probe correlates.
_GHOST_SIGMA = 1.5


def _ghost_score(grey: np.ndarray, flow: np.ndarray, max_lag: int = 3) -> float:
    """How much frame ``grey`` contains a copy of itself displaced by k × its motion (k ≤ max_lag).

    A frame blended with frame t-k holds a faint copy of its own content displaced by k times
    the per-frame motion ``flow`` (previous → this frame, smoothed dense flow). Along
    the motion direction, the correlation of the high-pass image with its displaced self then
    has a *peak* near k·flow; an ordinary (even blurred or anisotropic) image's autocorrelation
    just decays. The score is the peak (best of ±1 px) minus the larger correlation 3 px nearer
    or farther. Pixels moving < 4 px per lag are ignored: there a ghost cannot be told from blur.
    """
    g = grey.astype(np.float32)
    hp = g - cv2.GaussianBlur(g, (0, 0), _GHOST_SIGMA)
    # local contrast normalisation: a small high-contrast HUD must not dominate the correlation
    hp = hp / np.sqrt(cv2.GaussianBlur(hp * hp, (0, 0), 4.0) + 1.0)
    h, w = hp.shape
    ys, xs = np.mgrid[0:h:_STRIDE, 0:w:_STRIDE].astype(np.float32)
    fx, fy = flow[::_STRIDE, ::_STRIDE, 0], flow[::_STRIDE, ::_STRIDE, 1]
    hp_s = hp[::_STRIDE, ::_STRIDE]
    speed = np.hypot(fx, fy)
    ux, uy = fx / (speed + 1e-6), fy / (speed + 1e-6)
    offsets = (0.0, -1.0, 1.0, -3.0, 3.0)
    best = 0.0
    for k in range(1, max_lag + 1):
        ok = speed * k >= 4.0
        maps = []
        for off in offsets:
            mx, my = xs + k * fx + off * ux, ys + k * fy + off * uy
            ok &= (mx >= 1) & (mx <= w - 2) & (my >= 1) & (my <= h - 2)
            maps.append((mx, my))
        if ok.mean() < 0.15:  # too few moving pixels for a stable correlation
            continue
        a = hp_s[ok] - hp_s[ok].mean()
        vals = []
        for mx, my in maps:
            b = cv2.remap(hp, mx, my, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)[ok]
            b = b - b.mean()
            vals.append(float((a * b).sum() / (np.sqrt((a * a).sum() * (b * b).sum()) + 1e-6)))
        best = max(best, max(vals[:3]) - max(vals[3:]))
    return best


#: Radius (fraction of the diagonal) at which zoom and roll are expressed in px/frame.
_SIM_RADIUS = 0.25


@functools.lru_cache(maxsize=8)
def _similarity_design(h: int, w: int, step: int) -> np.ndarray:
    """Design matrix of `_fit_similarity` for a flow field of size (h, w) sampled every ``step`` px."""
    ys, xs = np.mgrid[step // 2 : h : step, step // 2 : w : step]
    x = (xs - (w - 1) / 2).ravel().astype(np.float64)
    y = (ys - (h - 1) / 2).ravel().astype(np.float64)
    ones, zeros = np.ones_like(x), np.zeros_like(x)
    a = np.concatenate([np.stack([ones, zeros, x, -y], 1), np.stack([zeros, ones, y, x], 1)])
    a.setflags(write=False)
    return a


def _fit_similarity(flow: np.ndarray, step: int = 6) -> np.ndarray:
    """Least-squares similarity (tx, ty, scale·R, rot·R) of a flow field, R = quarter diagonal.

    Model: u = tx + s·x − r·y, v = ty + s·y + r·x about the image centre (x, y sampled every
    ``step`` px). Two re-fits on the inliers (residual ≤ 2.5 × median) drop independently
    moving objects, HUDs and torn bands. All four components are px/frame (zoom and roll at a
    typical radius R).
    """
    h, w = flow.shape[:2]
    a = _similarity_design(h, w, step)
    sampled = flow[step // 2 :: step, step // 2 :: step]
    rhs = np.concatenate([sampled[..., 0].ravel(), sampled[..., 1].ravel()]).astype(np.float64)
    sol = np.linalg.solve(a.T @ a, a.T @ rhs)
    for _ in range(2):  # re-fit on the inliers: moving objects, HUDs and torn bands drop out
        resid = np.abs(a @ sol - rhs)
        keep = resid <= max(2.5 * float(np.median(resid)), 0.05)
        if keep.sum() < 16:
            break
        ak = a[keep]
        sol = np.linalg.solve(ak.T @ ak, ak.T @ rhs[keep])
    r = _SIM_RADIUS * float(np.hypot(h, w))
    return np.array([sol[0], sol[1], sol[2] * r, sol[3] * r])


def _chromaticity(rgb: np.ndarray) -> np.ndarray:
    """Per-pixel (r, b) chromaticity ×100: R/(R+G+B), B/(R+G+B); unchanged by a brightness gain."""
    f = rgb.astype(np.float32)
    total = f.sum(axis=2) + 1.0
    return np.stack([f[..., 0] / total, f[..., 2] / total], axis=2) * 100.0


class _Step:
    """Measurements of one consecutive frame pair (t → t+1) at the flow scale."""

    __slots__ = ("mad", "dbright", "dchroma", "werr", "velocity", "flow_mag", "noise", "detail", "flow")

    def __init__(self) -> None:
        self.mad = 0.0  # mean |Δgrey| without motion compensation
        self.dbright = 0.0  # motion-compensated global brightness step (median, grey levels)
        self.dchroma = np.zeros(2)  # motion-compensated chromaticity step
        self.werr = 0.0  # photometric residual after warp and gain/offset, / mean gradient
        self.velocity = np.zeros(4)  # similarity camera motion (tx, ty, zoom·R, roll·R)
        self.flow_mag = np.zeros(1, np.float32)  # sampled dense-flow magnitudes
        self.noise: float | None = None  # fine-band residual std along the flow (None: exact repeat)
        self.detail = 0.0  # rms of the fine band that persists along the flow
        self.flow: np.ndarray | None = None  # dense flow t → t+1 (None: exact repeat, zero motion)


class _Copy:
    """One frame at the flow scale: grey (uint8, float32 and smoothed for the flow), its fine band,
    chromaticity."""

    __slots__ = ("grey", "greyf", "smooth", "_fine", "_chroma", "_half")

    def __init__(self, grey: np.ndarray, half: np.ndarray) -> None:
        self.grey = grey
        self.smooth = cv2.GaussianBlur(grey, (0, 0), 1.0)
        self.greyf = grey.astype(np.float32)
        self._half = half  # RGB at half the flow scale, for the chromaticity
        self._fine: np.ndarray | None = None
        self._chroma: np.ndarray | None = None

    @property
    def fine(self) -> np.ndarray:
        """The fine band (made when a statistic first needs it: the flow alone does not)."""
        if self._fine is None:
            self._fine = self.greyf - cv2.GaussianBlur(self.greyf, (0, 0), _FINE_SIGMA)
        return self._fine

    @property
    def chroma(self) -> np.ndarray:
        """Chromaticity at half the flow scale (chroma is smooth: half resolution is plenty)."""
        if self._chroma is None:
            self._chroma = _chromaticity(self._half)
            self._half = None
        return self._chroma


def _measure_step(here: _Copy, there: _Copy, grid: tuple[np.ndarray, np.ndarray],
                  flow: np.ndarray | None = None) -> _Step:
    """Flow-compensated comparison of frame t+1 (``there``) with frame t (``here``).

    Flow is dense (``flow``: already computed by `_flow` for this pair, else computed here); the
    photometric statistics sample every ``_STRIDE``-th pixel (the maps are subsampled, not the
    images, so the warp keeps full precision).
    """
    st = _Step()
    prev, nxt = here.greyf, there.greyf
    st.mad = float(np.mean(np.abs(nxt - prev)))
    if st.mad == 0.0:  # exact repeat: zero motion, zero error
        return st
    h, w = prev.shape
    ys, xs = grid
    flow = _flow(here.smooth, there.smooth) if flow is None else flow
    st.flow = flow
    k = _STRIDE
    mx, my = xs[::k, ::k] + flow[::k, ::k, 0], ys[::k, ::k] + flow[::k, ::k, 1]
    margin = 2.0
    valid = (mx >= margin) & (mx <= w - 1 - margin) & (my >= margin) & (my <= h - 1 - margin)
    if valid.mean() < 0.1:
        valid[:] = True
    prev_s = prev[::k, ::k]
    warped = cv2.remap(nxt, mx, my, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    p, q = prev_s[valid], warped[valid]
    st.dbright = float(np.median(q - p))
    # residual after the best global gain/offset (so flicker is not counted twice), relative to
    # the mean gradient (so textured and flat scenes, sharp and soft ones compare)
    pc, qc = p - p.mean(), q - q.mean()
    gain = float((pc * qc).mean() / ((pc * pc).mean() + 1e-6)) if p.std() > 1.0 else 1.0
    gx = cv2.Sobel(prev, cv2.CV_32F, 1, 0, ksize=3)[::k, ::k]
    gy = cv2.Sobel(prev, cv2.CV_32F, 0, 1, ksize=3)[::k, ::k]
    grad = float(np.mean(np.abs(gx[valid]) + np.abs(gy[valid]))) / 8.0  # grey levels per px
    st.werr = float(np.mean(np.abs(qc - gain * pc))) / (grad + 1.0)
    here_f = here.fine[::k, ::k][valid]
    moved_f = cv2.remap(there.fine, mx, my, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)[valid]
    st.noise = 1.4826 * float(np.median(np.abs(here_f - moved_f))) / math.sqrt(2.0)
    st.detail = math.sqrt(max(0.0, float(np.mean(here_f * moved_f))))
    lit = valid & (prev_s > 20.0) & (prev_s < 235.0)
    if lit.mean() > 0.05:  # chroma maps are at half resolution: sample both frames the same way
        chroma = there.chroma
        cx, cy = chroma.shape[1] / w, chroma.shape[0] / h
        warped_c = cv2.remap(chroma, (mx + 0.5) * cx - 0.5, (my + 0.5) * cy - 0.5, cv2.INTER_LINEAR,
                             borderMode=cv2.BORDER_REPLICATE)
        here_c = cv2.remap(here.chroma, (xs[::k, ::k] + 0.5) * cx - 0.5, (ys[::k, ::k] + 0.5) * cy - 0.5,
                           cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
        st.dchroma = np.median((warped_c - here_c)[lit], axis=0)
    st.flow_mag = np.hypot(flow[::3, ::3, 0], flow[::3, ::3, 1]).ravel()
    st.velocity = _fit_similarity(flow)
    return st


def _worst_third(values: list[float]) -> float:
    """Mean of the worst (largest) third of ``values``; 0 for none. Artefacts that hit only
    some frames (tearing, glitches) are not averaged away by the clean ones."""
    if not values:
        return 0.0
    ordered = sorted(values, reverse=True)
    return float(np.mean(ordered[: max(1, -(-len(ordered) // 3))]))


def _analysis_copy(f: np.ndarray) -> _Copy:
    """One frame's grey copy at the flow scale (uint8) and chromaticity at half that size.

    Large frames are first halved (OpenCV's fast integer-factor area path) as often as the
    flow scale allows, then area-resized to the exact size.
    """
    while max(f.shape[:2]) >= 2 * FLOW_MAX_SIDE:
        f = cv2.resize(f, (f.shape[1] // 2, f.shape[0] // 2), interpolation=cv2.INTER_AREA)
    small = _resize_to(f, FLOW_MAX_SIDE)
    h, w = small.shape[:2]
    if min(h, w) < MIN_FLOW_SIDE:  # tiny videos: the flow needs a few pyramid levels
        scale = MIN_FLOW_SIDE / min(h, w)
        small = cv2.resize(small, (round(w * scale), round(h * scale)), interpolation=cv2.INTER_LINEAR)
        h, w = small.shape[:2]
    half = cv2.resize(small, (max(4, w // 2), max(4, h // 2)), interpolation=cv2.INTER_AREA)
    return _Copy(_grey(small), half)


def _duplicate_ratio(frames: np.ndarray, small: list[np.ndarray]) -> float:
    """Share of frames (after the first) exactly equal to an earlier frame.

    Candidates are found by hashing the small copy; equality is confirmed on the full frames.
    """
    seen: dict[bytes, list[int]] = {}
    dup = 0
    for i, f in enumerate(small):
        key = hashlib.blake2b(np.ascontiguousarray(f).data, digest_size=16).digest()
        earlier = seen.setdefault(key, [])
        dup += any(np.array_equal(frames[j], frames[i]) for j in earlier)
        earlier.append(i)
    return dup / max(1, len(frames) - 1)


# --------------------------------------------------------------------------------------------
# public API
# --------------------------------------------------------------------------------------------


class ClipQuality:
    """Quality measurements of one clip, shared by every span measured on it.

    ``frames``: the clip's uint8 RGB frames ``(T, H, W, 3)`` (a sparse clip is fine: only the
    frames a span reads are touched). Every per-frame copy (flow scale, fine band, chromaticity,
    spatial metrics) and every per-pair measurement (dense flow, warp, velocity, ghosting) is
    computed at most once, when a span first needs it, so overlapping spans (the slots of a
    chunk and the chunk itself) cost no more than their union. ``measure(a, b)`` equals
    `measure_quality` of ``frames[a:b + 1]`` exactly; ``flow(t)`` is the dense flow the
    metrics use, for other stages (the evidence's image motion and motion maps) to share.
    """

    def __init__(self, frames: np.ndarray) -> None:
        _check_frames(frames, min_frames=1)
        self.frames = frames
        self._copies: dict[int, _Copy] = {}
        self._steps: dict[int, _Step] = {}
        self._flows: dict[int, np.ndarray | None] = {}  # flow only (no step measured yet)
        self._ghosts: dict[int, float] = {}
        self._spatial: dict[int, tuple[float, float, np.ndarray]] = {}
        self._grid: tuple[np.ndarray, np.ndarray] | None = None

    def copy(self, i: int) -> _Copy:
        """Frame i at the flow scale."""
        if i not in self._copies:
            self._copies[i] = _analysis_copy(self.frames[i])
        return self._copies[i]

    def step(self, t: int) -> _Step:
        """The measurements of frame pair t → t+1."""
        if t not in self._steps:
            here, there = self.copy(t), self.copy(t + 1)
            if self._grid is None:
                h, w = here.grey.shape
                ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
                self._grid = (ys, xs)
            self._steps[t] = _measure_step(here, there, self._grid, self._flows.pop(t, None))
        return self._steps[t]

    def flow(self, t: int) -> np.ndarray:
        """Dense flow ``(h, w, 2)`` float32 from frame t to t+1 at the flow scale (content
        displacement in flow-scale pixels; zero for an exact repeat)."""
        if t in self._steps:
            flow = self._steps[t].flow
        else:  # the flow alone (a stage that shows images only needs no photometric statistics)
            if t not in self._flows:
                here, there = self.copy(t), self.copy(t + 1)
                same = bool(np.array_equal(here.greyf, there.greyf))  # exact repeat: no flow (as `step`)
                self._flows[t] = None if same else _flow(here.smooth, there.smooth)
            flow = self._flows[t]
        if flow is None:
            return np.zeros((*self.copy(t).grey.shape, 2), np.float32)
        return flow

    def _ghost(self, t: int) -> float:
        if t not in self._ghosts:
            st = self.step(t)
            self._ghosts[t] = 0.0 if st.flow is None else _ghost_score(
                self.copy(t + 1).grey, cv2.GaussianBlur(st.flow, (0, 0), 4.0))
        return self._ghosts[t]

    def _spatial_of(self, i: int) -> tuple[float, float, np.ndarray]:
        """(blockiness at native scale, sharpness, the detail-scale grey) of frame i."""
        if i not in self._spatial:
            g_native = _grey(self.frames[i])
            detail = _resize_to(g_native, DETAIL_MAX_SIDE)
            self._spatial[i] = (_blockiness(g_native), _sharpness(detail), detail)
        return self._spatial[i]

    def measure(self, start: int, end: int) -> QualityMetrics:
        """`measure_quality` of frames ``start..end`` (inclusive, at least 2 frames)."""
        if not 0 <= start < end < len(self.frames):
            raise ValueError(f"measure_quality: span [{start}, {end}] is not inside frames "
                             f"[0, {len(self.frames) - 1}] with at least 2 frames")
        t_n = end - start + 1
        spatial = [self._spatial_of(start + i) for i in _sample_indices(t_n, DETAIL_FRAMES)]
        temporal = self._temporal(start, end)
        if temporal["noise"] is None:  # no frame pair changes: only the spatial estimate is left
            temporal["noise"] = float(np.median([_noise(s[2]) for s in spatial]))
        return QualityMetrics(
            sharpness=float(np.median([s[1] for s in spatial])),
            blockiness=float(np.median([s[0] for s in spatial])),
            duplicate_ratio=_duplicate_ratio(self.frames[start:end + 1],
                                             [self.copy(i).grey for i in range(start, end + 1)]),
            num_frames=t_n,
            **temporal,
        )

    def _temporal(self, start: int, end: int) -> dict[str, float]:
        """All flow-based metrics of frames ``start..end``."""
        t_n = end - start + 1
        h, w = self.copy(start).grey.shape
        ghost_steps = [start + t for t in _sample_indices(t_n - 1, GHOST_STEPS)]
        steps = [self.step(t) for t in range(start, end)]
        # moving pairs when there are any: a codec's near-copy of a repeated frame carries no noise
        changed = [s for s in steps if s.noise is not None and s.mad >= FROZEN_MAD] or [
            s for s in steps if s.noise is not None]

        vel = np.stack([s.velocity for s in steps])
        mean_speed = float(np.linalg.norm(vel, axis=1).mean())
        accel = np.linalg.norm(np.diff(vel, axis=0), axis=1) if len(steps) >= 2 else np.zeros(1)
        dbright = np.array([s.dbright for s in steps])
        # a steady fade / exposure ramp is not flicker (needs ≥ 3 steps to tell the two apart)
        steady = float(np.median(dbright)) if len(dbright) >= 3 else 0.0
        drift = np.linalg.norm(np.cumsum(np.stack([s.dchroma for s in steps]), axis=0), axis=1)
        return {
            "flicker": float(np.mean(np.abs(dbright - steady))),
            "brightness_jump": float(np.max(np.abs(dbright))),
            "colour_drift": float(np.max(drift)),
            "frozen_ratio": float(np.mean([s.mad < FROZEN_MAD for s in steps])),
            "warp_error": _worst_third([s.werr for s in steps if s.mad >= FROZEN_MAD]),
            "jitter": float(accel.mean()) / (mean_speed + 0.5),
            "ghosting": float(np.mean([self._ghost(t) for t in ghost_steps])),
            "dynamic_degree": float(np.median(np.concatenate([s.flow_mag for s in steps]))) / np.hypot(h, w) * 100,
            "mean_speed": mean_speed,
            "noise": float(np.median([s.noise for s in changed])) if changed else None,
            "detail": float(np.median([s.detail for s in changed])) if changed else 0.0,
        }


def measure_quality(frames: np.ndarray) -> QualityMetrics:
    """Measure one segment's quality. ``frames``: uint8 RGB ``(T, H, W, 3)`` with T ≥ 2.

    Deterministic; raises ``ValueError`` on a wrong shape/dtype. See `QualityMetrics` for
    each field's meaning and direction. Several spans of one clip: `ClipQuality` (same numbers,
    each frame pair measured once).
    """
    _check_frames(frames)
    return ClipQuality(frames).measure(0, frames.shape[0] - 1)


def _badness(name: str, value: float) -> float:
    """Non-negative 'amount of the problem' used by `compare_quality` (higher = worse)."""
    if name == "blockiness":
        return max(0.0, value - 1.0)
    return max(0.0, value)


def compare_quality(qa: QualityMetrics, qb: QualityMetrics) -> dict[str, float]:
    """Signed normalised difference per metric, in (-1, 1): positive = A better.

    For a lower-is-better metric: ``(b - a) / (a + b + floor)`` on the metric's non-negative
    "badness"; for higher-is-better the sign flips. ``floor`` (`COMPARE_FLOORS`) is about the
    level of clean compressed content, so two negligible values compare as ≈ 0. The neutral
    ``dynamic_degree`` is reported as positive = A shows MORE motion (not a quality by itself).
    A judge should treat |d| below a dead-band (≈ 0.15) as a tie.
    """
    out: dict[str, float] = {}
    for name, direction in METRIC_DIRECTIONS.items():
        a = _badness(name, float(getattr(qa, name)))
        b = _badness(name, float(getattr(qb, name)))
        den = a + b + COMPARE_FLOORS[name]
        sign = 1.0 if direction >= 0 else -1.0  # higher-better and neutral: A larger → positive
        out[name] = sign * (a - b) / den
    return out
