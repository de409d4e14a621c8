"""Controlled degradations with a known effect, for tests and synthetic benchmarks.

CONTRACT:

- `DEGRADATIONS`: name → `DegradationInfo` (which axes it hurts, frame- or token-level).
- `apply_degradation(name, frames, *, strength, rng, spans, slot, other)` → new uint8 RGB
  ``(T, H, W, 3)`` array; the input is never modified. Pure and deterministic for a given
  ``rng`` state. ``spans`` are the inclusive per-step frame spans ``(start, end)`` of the clip
  (consecutive steps share their boundary frame); ``slot`` picks the step an action degradation
  hits (for appearance/motion degradations it optionally restricts the effect to that step).
- `wrong_direction_tokens(tokens, slot_index, rng)` flips one component of one action token
  (``camera_left`` → ``camera_right``, ``forward_left`` → ``backward_left`` …; tokens are read
  by `worldreward.actions.parse_action`); a renderer then renders the wrong tokens.
  `mirror_changes_action` / `mirrored_token` describe what a horizontal flip does to an action.

Strength (0–2) scales appearance/motion degradations: 1.0 is clearly visible to a person and
measurable by `worldreward.quality` (``DegradationInfo.detected_by`` names the metrics; the
measured effect per degradation is pinned by ``tests/test_degrade.py`` and printed by
``python bench/perf/quality.py --table``); 0 returns an unchanged copy. Action degradations
are all-or-nothing (any strength > 0 applies them in full).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

import cv2
import numpy as np
from pydantic import BaseModel, ConfigDict

from .actions import Action, parse_action
from .errors import ActionError

Axis = Literal["action", "appearance", "motion"]
Span = tuple[int, int]


class DegradationInfo(BaseModel):
    """What a degradation does and which pair-level axes it makes worse."""

    model_config = ConfigDict(frozen=True)

    name: str
    hurts: frozenset[Axis]
    kind: Literal["frames", "tokens"]
    description: str
    #: `QualityMetrics` fields that get worse under it (empty: only motion reading sees it)
    detected_by: tuple[str, ...] = ()


# --------------------------------------------------------------------------------------------
# small helpers
# --------------------------------------------------------------------------------------------


def _check(frames: np.ndarray, name: str) -> None:
    if not isinstance(frames, np.ndarray) or frames.ndim != 4 or frames.shape[-1] != 3 or frames.dtype != np.uint8:
        raise ValueError(
            f"degradation {name!r}: expected uint8 RGB frames (T, H, W, 3), "
            f"got {getattr(frames, 'dtype', type(frames).__name__)} {getattr(frames, 'shape', None)}"
        )
    if frames.shape[0] < 2:
        raise ValueError(f"degradation {name!r}: need at least 2 frames, got {frames.shape[0]}")


def _to_u8(x: np.ndarray) -> np.ndarray:
    return np.clip(np.rint(x), 0, 255).astype(np.uint8)


def _span_of(name: str, n_frames: int, spans: Sequence[Span] | None, slot: int | None) -> Span:
    """The inclusive span ``slot`` refers to, validated against the clip length."""
    if spans is None or slot is None:
        raise ValueError(f"degradation {name!r}: needs spans= and slot= (the action step it hits)")
    if not 0 <= slot < len(spans):
        raise ValueError(f"degradation {name!r}: slot {slot} outside the {len(spans)} spans given")
    start, end = (int(v) for v in spans[slot])
    if not 0 <= start <= end < n_frames:
        raise ValueError(f"degradation {name!r}: span {start}..{end} of slot {slot} outside 0..{n_frames - 1}")
    return start, end


# --------------------------------------------------------------------------------------------
# appearance
# --------------------------------------------------------------------------------------------


def _blur(frames: np.ndarray, strength: float, rng: np.random.Generator) -> np.ndarray:
    """Gaussian blur, sigma = 3.5 px at 360p (scales with the short side) × strength."""
    sigma = strength * 3.5 * min(frames.shape[1:3]) / 360.0
    if sigma < 0.05:
        return frames.copy()
    return np.stack([cv2.GaussianBlur(f, (0, 0), sigma) for f in frames])


def _noise(frames: np.ndarray, strength: float, rng: np.random.Generator) -> np.ndarray:
    """Fresh Gaussian sensor-like noise every frame, std 14 grey levels × strength."""
    sigma = 14.0 * strength
    return _to_u8(frames.astype(np.float32) + rng.normal(0.0, sigma, frames.shape).astype(np.float32))


def _blocking(frames: np.ndarray, strength: float, rng: np.random.Generator) -> np.ndarray:
    """Per-frame JPEG at low quality (8×8 DCT blocks): quality 95 → 6 as strength 0 → 1."""
    quality = int(round(95 - 89 * min(strength, 1.0)))
    out = []
    for f in frames:
        ok, buf = cv2.imencode(".jpg", f[..., ::-1], [cv2.IMWRITE_JPEG_QUALITY, quality])
        if not ok:
            raise RuntimeError("degradation 'blocking': OpenCV could not JPEG-encode a frame")
        out.append(cv2.imdecode(buf, cv2.IMREAD_COLOR)[..., ::-1])
    return np.stack(out)


def _colour_drift(frames: np.ndarray, strength: float, rng: np.random.Generator) -> np.ndarray:
    """White-balance drift growing linearly over the clip: red up, blue down (random sign)."""
    t_n = frames.shape[0]
    sign = 1.0 if rng.random() < 0.5 else -1.0
    ramp = np.linspace(0.0, 1.0, t_n, dtype=np.float32)[:, None, None, None]
    gain = np.array([1.0, 0.0, -1.0], np.float32) * (0.22 * strength * sign)
    return _to_u8(frames.astype(np.float32) * (1.0 + ramp * gain))


def _flicker(frames: np.ndarray, strength: float, rng: np.random.Generator) -> np.ndarray:
    """Per-frame brightness gain oscillating ±(7–13 %) × strength, alternating sign."""
    t_n = frames.shape[0]
    amp = 0.10 * strength * (0.7 + 0.6 * rng.random(t_n))
    sign = np.where(np.arange(t_n) % 2 == 0, 1.0, -1.0) * (1.0 if rng.random() < 0.5 else -1.0)
    gain = (1.0 + sign * amp).astype(np.float32)[:, None, None, None]
    return _to_u8(frames.astype(np.float32) * gain)


def _ghosting(frames: np.ndarray, strength: float, rng: np.random.Generator) -> np.ndarray:
    """Blend each frame with the one two steps earlier (weight 0.45 × strength): double edges."""
    alpha = 0.45 * min(strength, 1.5)
    f = frames.astype(np.float32)
    lag = np.concatenate([f[:1], f[:1], f[:-2]])[: len(f)]
    return _to_u8((1.0 - alpha) * f + alpha * lag)


def _smoothing(frames: np.ndarray, strength: float, rng: np.random.Generator) -> np.ndarray:
    """Denoising by blurring: a per-frame median filter (edges stay, fine texture goes), kernel
    3 / 5 / 7 px for strength ≤ 0.5 / ≤ 1 / above (a per-pixel filter: the same at any size)."""
    k = 3 if strength <= 0.5 else 5 if strength <= 1.0 else 7
    return np.stack([cv2.medianBlur(f, k) for f in frames])


def _low_contrast(frames: np.ndarray, strength: float, rng: np.random.Generator) -> np.ndarray:
    """Contrast scaled by 1 - 0.4 × strength about each frame's mean (a washed-out picture)."""
    f = frames.astype(np.float32)
    mean = f.mean(axis=(1, 2, 3), keepdims=True)
    return _to_u8(mean + (f - mean) * max(0.1, 1.0 - 0.4 * strength))


def _smearing(frames: np.ndarray, strength: float, rng: np.random.Generator) -> np.ndarray:
    """Temporal smearing: each frame keeps a decaying trail of the earlier ones
    (exponential average, weight of the past 0.5 × strength, at most 0.8)."""
    a = min(0.8, 0.5 * strength)
    out = np.empty(frames.shape, np.float32)
    out[0] = frames[0]
    for t in range(1, len(frames)):
        out[t] = (1.0 - a) * frames[t] + a * out[t - 1]
    return _to_u8(out)


def _texture_swimming(frames: np.ndarray, strength: float, rng: np.random.Generator) -> np.ndarray:
    """Surface texture that boils: a fresh smooth displacement field every frame (cells of ~1/16
    of the short side, rms 0.9 % of the short side × strength, zero mean so the camera does not move)."""
    t_n, h, w = frames.shape[:3]
    cell = max(4.0, min(h, w) / 16.0)
    gh, gw = max(2, int(round(h / cell)) + 1), max(2, int(round(w / cell)) + 1)
    amp = 0.009 * min(h, w) * strength
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    out = np.empty_like(frames)
    for t in range(t_n):
        field = rng.normal(0.0, 1.0, (gh, gw, 2)).astype(np.float32)
        field -= field.mean(axis=(0, 1))
        d = cv2.resize(field, (w, h), interpolation=cv2.INTER_CUBIC) * amp
        out[t] = cv2.remap(frames[t], xs + d[..., 0], ys + d[..., 1], cv2.INTER_CUBIC,
                           borderMode=cv2.BORDER_REFLECT)
    return out


def _tearing(frames: np.ndarray, strength: float, rng: np.random.Generator) -> np.ndarray:
    """On ~half the frames (× strength), 1–3 horizontal bands are shifted sideways by ~6 % width."""
    out = frames.copy()
    t_n, h, w = frames.shape[:3]
    max_shift = max(2, int(round(0.06 * w * strength)))
    hit = rng.random(t_n) < min(1.0, 0.55 * strength)
    if strength > 0 and not hit.any():
        hit[int(rng.integers(1, t_n))] = True
    for t in np.flatnonzero(hit):
        for _ in range(int(rng.integers(1, 4))):
            bh = int(rng.integers(max(2, h // 12), max(3, h // 4)))
            y0 = int(rng.integers(0, h - bh))
            shift = int(rng.integers(max_shift // 2, max_shift + 1)) * (1 if rng.random() < 0.5 else -1)
            out[t, y0 : y0 + bh] = np.roll(frames[t, y0 : y0 + bh], shift, axis=1)
    return out


# --------------------------------------------------------------------------------------------
# motion
# --------------------------------------------------------------------------------------------


def _stutter(frames: np.ndarray, strength: float, rng: np.random.Generator) -> np.ndarray:
    """Hold-then-skip: every ``p``-th frame repeats its predecessor, the next one jumps ahead.

    ``p = 2`` at strength 1 (motion steps 0, 2v, 0, 2v …), ``p`` grows as strength falls.
    """
    t_n = frames.shape[0]
    period = max(2, int(round(2.0 / max(strength, 1e-6))))
    src = np.arange(t_n)
    src[1::period] -= 1
    return frames[src].copy()


def _frame_repeat(frames: np.ndarray, strength: float, rng: np.random.Generator) -> np.ndarray:
    """Lowered frame rate: each block of ``k`` frames shows its middle frame, ``k = 1 + round(2 ×
    strength)`` (2 at 0.5, 3 at 1, 4 at 1.5); the content covers the same path, never more than
    ``k // 2`` frames early or late."""
    t_n = frames.shape[0]
    k = 1 + max(1, int(round(2.0 * strength)))
    src = np.minimum((np.arange(t_n) // k) * k + (k - 1) // 2, t_n - 1)
    return frames[src].copy()


def _jitter(frames: np.ndarray, strength: float, rng: np.random.Generator) -> np.ndarray:
    """Independent random shake per frame: shift σ = 1.2 % of width, rotation σ = 0.6° (× strength)."""
    t_n, h, w = frames.shape[:3]
    out = np.empty_like(frames)
    for t in range(t_n):
        dx, dy = rng.normal(0.0, 0.012 * w * strength, 2)
        ang = rng.normal(0.0, 0.6 * strength)
        m = cv2.getRotationMatrix2D(((w - 1) / 2, (h - 1) / 2), ang, 1.0)
        m[:, 2] += (dx, dy)
        out[t] = cv2.warpAffine(frames[t], m, (w, h), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REFLECT)
    return out


def _frame_shuffle(frames: np.ndarray, strength: float, rng: np.random.Generator) -> np.ndarray:
    """Swap neighbouring frames (t, t+1) at random, non-overlapping places (~35 % × strength)."""
    t_n = frames.shape[0]
    order = np.arange(t_n)
    p = min(1.0, 0.35 * strength)
    t = 1
    swapped = False
    while t < t_n - 1:
        if rng.random() < p:
            order[t], order[t + 1] = order[t + 1], order[t]
            swapped = True
            t += 3
        else:
            t += 1
    if strength > 0 and not swapped:
        t = int(rng.integers(0, t_n - 1))
        order[t], order[t + 1] = order[t + 1], order[t]
    return frames[order].copy()


# --------------------------------------------------------------------------------------------
# action (slot-level)
# --------------------------------------------------------------------------------------------


def _frozen(frames: np.ndarray, span: Span) -> np.ndarray:
    out = frames.copy()
    out[span[0] : span[1] + 1] = frames[span[0]]
    return out


def _reversed(frames: np.ndarray, span: Span) -> np.ndarray:
    out = frames.copy()
    out[span[0] : span[1] + 1] = frames[span[0] : span[1] + 1][::-1]
    return out


def _mirrored(frames: np.ndarray, span: Span | None) -> np.ndarray:
    out = frames.copy()
    s, e = span if span is not None else (0, len(frames) - 1)
    out[s : e + 1] = frames[s : e + 1, :, ::-1]
    return out


def _spliced(frames: np.ndarray, span: Span, other: np.ndarray | None) -> np.ndarray:
    if other is None:
        raise ValueError("degradation 'spliced': needs other= (frames of another rollout)")
    _check(other, "spliced (other)")
    s, e = span
    if other.shape[0] <= e:
        raise ValueError(f"degradation 'spliced': other rollout has {other.shape[0]} frames, span ends at {e}")
    piece = other[s : e + 1]
    if piece.shape[1:3] != frames.shape[1:3]:
        size = (frames.shape[2], frames.shape[1])
        piece = np.stack([cv2.resize(f, size, interpolation=cv2.INTER_AREA) for f in piece])
    out = frames.copy()
    out[s : e + 1] = piece
    return out


# --------------------------------------------------------------------------------------------
# registry
# --------------------------------------------------------------------------------------------

_APPEAR: frozenset[Axis] = frozenset({"appearance"})
_MOTION: frozenset[Axis] = frozenset({"motion"})
_ACTION: frozenset[Axis] = frozenset({"action"})

_FRAME_FUNCS: dict[str, Callable[[np.ndarray, float, np.random.Generator], np.ndarray]] = {
    "blur": _blur,
    "noise": _noise,
    "blocking": _blocking,
    "colour_drift": _colour_drift,
    "flicker": _flicker,
    "ghosting": _ghosting,
    "tearing": _tearing,
    "smoothing": _smoothing,
    "low_contrast": _low_contrast,
    "smearing": _smearing,
    "texture_swimming": _texture_swimming,
    "stutter": _stutter,
    "frame_repeat": _frame_repeat,
    "jitter": _jitter,
    "frame_shuffle": _frame_shuffle,
}

DEGRADATIONS: dict[str, DegradationInfo] = {
    info.name: info
    for info in (
        DegradationInfo(
            name="blur", hurts=_APPEAR, kind="frames", description="Gaussian blur (sigma 3.5 px at 360p)",
            detected_by=("sharpness", "detail"),
        ),
        DegradationInfo(
            name="noise", hurts=_APPEAR, kind="frames", description="fresh Gaussian noise every frame, std 14/255",
            detected_by=("noise", "warp_error"),
        ),
        DegradationInfo(
            name="blocking", hurts=_APPEAR, kind="frames", description="8x8 JPEG blocks at quality 6",
            detected_by=("blockiness",),
        ),
        DegradationInfo(
            name="colour_drift", hurts=_APPEAR, kind="frames",
            description="white balance drifts progressively (red/blue gains ±22 % by the end)",
            detected_by=("colour_drift",),
        ),
        DegradationInfo(
            name="flicker", hurts=_APPEAR, kind="frames", description="brightness gain alternates ±10 % per frame",
            detected_by=("flicker", "brightness_jump"),
        ),
        DegradationInfo(
            name="ghosting", hurts=_APPEAR, kind="frames", description="each frame blended 45 % with frame t-2",
            detected_by=("ghosting",),
        ),
        DegradationInfo(
            name="tearing", hurts=_APPEAR, kind="frames",
            description="horizontal bands shifted sideways by ~6 % width on about half the frames",
            detected_by=("warp_error", "jitter"),
        ),
        DegradationInfo(
            name="smoothing", hurts=_APPEAR, kind="frames",
            description="denoising by blurring: per-frame 5 px median filter", detected_by=("detail",),
        ),
        DegradationInfo(
            name="low_contrast", hurts=_APPEAR, kind="frames",
            description="washed-out picture: contrast scaled by 0.6 about the frame mean", detected_by=("detail",),
        ),
        DegradationInfo(
            name="smearing", hurts=_APPEAR, kind="frames",
            description="temporal smear: each frame keeps a 50 % decaying trail of the earlier ones",
            detected_by=("sharpness", "ghosting", "detail"),
        ),
        DegradationInfo(
            name="texture_swimming", hurts=_APPEAR, kind="frames",
            description="surface texture boils: fresh displacement field every frame (0.9 % of the short side, cells 1/16 of it)",
            detected_by=("detail", "warp_error"),
        ),
        DegradationInfo(
            name="frame_repeat", hurts=_MOTION, kind="frames",
            description="lowered frame rate: every frame shown three times",
            detected_by=("frozen_ratio", "duplicate_ratio", "jitter"),
        ),
        DegradationInfo(
            name="stutter", hurts=_MOTION, kind="frames", description="hold-then-skip: every other frame repeated",
            detected_by=("jitter", "frozen_ratio", "duplicate_ratio"),
        ),
        DegradationInfo(
            name="jitter", hurts=_MOTION, kind="frames",
            description="random per-frame shake (1.2 % width shift, 0.6 deg rotation)",
            detected_by=("jitter",),
        ),
        DegradationInfo(
            name="frame_shuffle", hurts=_MOTION, kind="frames", description="random swaps of neighbouring frames",
            detected_by=("jitter",),
        ),
        DegradationInfo(
            name="frozen", hurts=_ACTION, kind="frames", description="one step's frames held on its first frame",
            detected_by=("frozen_ratio", "duplicate_ratio"),
        ),
        DegradationInfo(
            name="reversed", hurts=_ACTION, kind="frames",
            description="one step's frames played backward (opposite direction)",
        ),
        DegradationInfo(
            name="mirrored", hurts=_ACTION, kind="frames",
            description="horizontal flip (whole clip, or one step): lateral components flip; "
            "only wrong where the action has a lateral component (see mirror_changes_action)",
        ),
        DegradationInfo(
            name="spliced", hurts=_ACTION, kind="frames",
            description="one step replaced by the matching span of another rollout",
        ),
        DegradationInfo(
            name="wrong_direction", hurts=_ACTION, kind="tokens",
            description="one component of one step's token flipped (wrong_direction_tokens), then rendered",
        ),
    )
}


def apply_degradation(
    name: str,
    frames: np.ndarray,
    *,
    strength: float = 1.0,
    rng: np.random.Generator,
    spans: Sequence[Span] | None = None,
    slot: int | None = None,
    other: np.ndarray | None = None,
) -> np.ndarray:
    """Return a degraded copy of ``frames`` (uint8 RGB ``(T, H, W, 3)``); the input is untouched.

    Appearance/motion degradations affect the whole clip, or only step ``slot``'s span when
    both ``spans`` and ``slot`` are given. Action degradations need ``spans`` and ``slot``
    (``mirrored`` flips the whole clip when ``slot`` is None; ``spliced`` also needs ``other``).
    ``wrong_direction`` is token-level: use `wrong_direction_tokens`. Raises ``ValueError``
    for an unknown name, bad strength, shape or span.
    """
    if name not in DEGRADATIONS:
        raise ValueError(f"unknown degradation {name!r}; known: {', '.join(sorted(DEGRADATIONS))}")
    if DEGRADATIONS[name].kind == "tokens":
        raise ValueError(f"degradation {name!r} acts on action tokens: call wrong_direction_tokens() and render")
    if not (np.isfinite(strength) and 0.0 <= strength <= 2.0):
        raise ValueError(f"degradation {name!r}: strength must be in [0, 2], got {strength}")
    _check(frames, name)
    if strength == 0.0:
        return frames.copy()
    if name in _FRAME_FUNCS:
        func = _FRAME_FUNCS[name]
        if spans is None or slot is None:
            return func(frames, strength, rng)
        s, e = _span_of(name, len(frames), spans, slot)
        out = frames.copy()
        if e > s:
            out[s : e + 1] = func(frames[s : e + 1], strength, rng)
        return out
    if name == "mirrored":
        span = None if slot is None else _span_of(name, len(frames), spans, slot)
        return _mirrored(frames, span)
    span = _span_of(name, len(frames), spans, slot)
    if name == "frozen":
        return _frozen(frames, span)
    if name == "reversed":
        return _reversed(frames, span)
    return _spliced(frames, span, other)


# --------------------------------------------------------------------------------------------
# token level
# --------------------------------------------------------------------------------------------

def wrong_direction_tokens(tokens: Sequence[str], slot_index: int, rng: np.random.Generator) -> list[str]:
    """Copy of ``tokens`` with ONE direction component of step ``slot_index`` flipped.

    The component is drawn uniformly from the non-zero ones of that step (surge, sway, yaw,
    pitch: ``forward_left+camera_up`` has three): ``camera_left`` → ``camera_right``,
    ``forward`` → ``backward``, ``camera_ul`` → ``camera_ur`` or ``camera_dl``. The changed
    step is written as its canonical token (`worldreward.actions`); the others are kept as
    given. Raises `ActionError` for an ``idle`` step (no direction to flip), an unparsable
    token or an index outside the list.
    """
    where = f"tokens[{slot_index}]"
    if not 0 <= slot_index < len(tokens):
        raise ActionError(where, f"slot index outside the {len(tokens)} action tokens")
    act = parse_action(tokens[slot_index], where=where)
    comps = {"surge": act.surge, "sway": act.sway, "yaw": act.yaw, "pitch": act.pitch}
    options = [name for name, value in comps.items() if value != 0]
    if not options:
        raise ActionError(where, f"token {tokens[slot_index]!r} has no direction to flip")
    flip = options[int(rng.integers(len(options)))]
    comps[flip] = -comps[flip]
    out = list(tokens)
    out[slot_index] = Action.from_components(**comps).token
    return out


def mirror_changes_action(action: Action | str) -> bool:
    """True when a horizontal flip changes the action: it has a strafe (sway) or yaw component.

    (``forward``, ``camera_up``, ``idle`` … look the same mirrored, so a mirrored clip of them
    still follows the command.) Raises `ActionError` for an unparsable token.
    """
    act = parse_action(action)
    return act.sway != 0 or act.yaw != 0


def mirrored_token(action: Action | str) -> str:
    """Canonical token that a horizontally flipped video of ``action`` follows (sway, yaw negated)."""
    act = parse_action(action)
    return Action.from_components(surge=act.surge, sway=-act.sway, yaw=-act.yaw, pitch=act.pitch).token
