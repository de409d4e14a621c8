"""Composing the evidence images a judge looks at (numpy + OpenCV only; no plotting library).

Every composite is built at the tile size that fits its pixel budget, labelled with
``cv2.putText`` on white strips (so labels stay legible after composition), and finally snapped
to a size that `worldreward.video.smart_resize` accepts (both sides multiples of 32, area within
``max_pixels``), the sizing rule of Qwen-VL style processors (patch 16 x merge 2 = 32 pixels per
visual token side). One visual token covers 32 x 32 = 1,024 pixels, so an image of ``max_pixels``
costs at most ``max_pixels / 1024`` visual tokens.

Images (names as used in `ChunkEvidence.images`):

- ``grid``: keyframes (start / mid / end) of every slot; per slot a block with row A over row B,
  titled ``"<slot number>: <commanded label>"``; blocks wrap after ``blocks_per_row``.
- ``closeup_<k>``: slot ``k`` start vs end, A over B, at a larger tile size.
- ``motion_<k>``: per side a frame-difference heat map (mean |Δ| between consecutive frames,
  fixed scale so sides compare) and a flow-direction map (HSV colour wheel: hue = direction in
  which content moves, brightness = speed), with a colour-wheel legend; A over B.
- ``source``: the conditioning image, when given.

`global_motion` (pan x/y and zoom fitted to dense flow) is the number behind the flow maps; the
evidence stores it per slot and side as a reader-independent measure of how a video moves. The
dense flow of both is the one the quality metrics compute (`worldreward.quality.ClipQuality.flow`),
so the evidence computes each frame pair's flow once.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence

import cv2
import numpy as np

from .video import smart_resize

#: Pixels per visual token side for Qwen-VL style processors (patch 16 x spatial merge 2).
PATCH_FACTOR = 32
#: Height of a text strip (title or row label), in pixels.
STRIP_H = 22
#: Width of the row-label column ("A" / "B").
ROW_LABEL_W = 24
#: Gap between tiles, in pixels.
GAP = 2
#: Frame-difference heat map: a mean absolute difference of this many grey levels is full scale.
DIFF_FULL_SCALE = 40.0
#: Flow map: this speed (in pixels of the analysed frame per frame) is full brightness.
FLOW_FULL_SCALE = 3.0
#: Width of the difference and flow maps (the flow itself is the quality metrics', resized).
FLOW_WIDTH = 160

_FONT = cv2.FONT_HERSHEY_SIMPLEX
_WHITE = (255, 255, 255)
_BLACK = (0, 0, 0)


# ---------------------------------------------------------------------------------------------
# Primitives
# ---------------------------------------------------------------------------------------------


def text_strip(width: int, text: str, *, height: int = STRIP_H, bg=_WHITE, fg=_BLACK) -> np.ndarray:
    """A ``height x width`` RGB strip with ``text`` written left-aligned (shrunk to fit)."""
    strip = np.empty((height, max(1, width), 3), np.uint8)
    strip[:] = bg
    scale = height / 38.0
    thickness = 1
    (tw, th), _ = cv2.getTextSize(text, _FONT, scale, thickness)
    if tw > width - 6 and tw > 0:
        scale *= max(0.3, (width - 6) / tw)
        (tw, th), _ = cv2.getTextSize(text, _FONT, scale, thickness)
    y = (height + th) // 2
    cv2.putText(strip, text, (3, y), _FONT, scale, fg, thickness, cv2.LINE_AA)
    return strip


def fit_tile(frame: np.ndarray, height: int, width: int) -> np.ndarray:
    """``frame`` resized to ``height x width`` (area interpolation when shrinking)."""
    if frame.shape[0] == height and frame.shape[1] == width:
        return np.ascontiguousarray(frame)
    shrinking = height * width < frame.shape[0] * frame.shape[1]
    interp = cv2.INTER_AREA if shrinking else cv2.INTER_LINEAR
    return cv2.resize(frame, (width, height), interpolation=interp)


def hstack(parts: Sequence[np.ndarray], gap: int = GAP) -> np.ndarray:
    """Images of equal height side by side with white gaps."""
    h = parts[0].shape[0]
    out: list[np.ndarray] = []
    for i, p in enumerate(parts):
        if i:
            out.append(np.full((h, gap, 3), 255, np.uint8))
        out.append(p)
    return np.concatenate(out, axis=1)


def vstack(parts: Sequence[np.ndarray], gap: int = GAP) -> np.ndarray:
    """Images stacked vertically, narrower ones padded white on the right."""
    w = max(p.shape[1] for p in parts)
    out: list[np.ndarray] = []
    for i, p in enumerate(parts):
        if i:
            out.append(np.full((gap, w, 3), 255, np.uint8))
        if p.shape[1] < w:
            p = np.concatenate([p, np.full((p.shape[0], w - p.shape[1], 3), 255, np.uint8)], axis=1)
        out.append(p)
    return np.concatenate(out, axis=0)


def tile_size(frame_hw: tuple[int, int], n_rows: int, n_cols: int, max_pixels: int,
              overhead_rows: int = 0, overhead_cols: int = 0) -> tuple[int, int]:
    """The largest tile (h, w) with the frame's aspect ratio such that ``n_rows x n_cols`` tiles
    plus ``overhead_rows`` / ``overhead_cols`` pixels of labels fit in ``max_pixels`` (tiles never
    exceed the frame's own size)."""
    fh, fw = frame_hw
    if (n_rows * fh + overhead_rows) * (n_cols * fw + overhead_cols) <= max_pixels:
        return fh, fw  # native size fits: no resampling at all
    lo, hi = 0.0, 1.0
    for _ in range(30):  # bisection on the scale; cheap and exact enough
        mid = (lo + hi) / 2
        th, tw = max(8, int(fh * mid)), max(8, int(fw * mid))
        area = (n_rows * th + overhead_rows) * (n_cols * tw + overhead_cols)
        if area <= max_pixels:
            lo = mid
        else:
            hi = mid
    th, tw = max(8, int(fh * lo)), max(8, int(fw * lo))
    return th, tw


def snap_to_budget(image: np.ndarray, max_pixels: int, factor: int = PATCH_FACTOR) -> np.ndarray:
    """Resize ``image`` to the `smart_resize` target size (multiples of ``factor``, ≤ max_pixels)."""
    h, w = image.shape[:2]
    th, tw = smart_resize(h, w, factor=factor, min_pixels=factor * factor, max_pixels=max_pixels)
    if th >= h and tw >= w:  # only rounding up: pad with white instead of resampling (keeps text crisp)
        return cv2.copyMakeBorder(image, 0, th - h, 0, tw - w, cv2.BORDER_CONSTANT, value=_WHITE)
    if th * tw >= 0.8 * h * w:  # a few percent: bilinear is enough and much faster than area
        return cv2.resize(image, (tw, th), interpolation=cv2.INTER_LINEAR)
    return fit_tile(image, th, tw)


def _row(label: str, tiles: Sequence[np.ndarray]) -> np.ndarray:
    """A row of tiles with a narrow label column on its left."""
    body = hstack(tiles)
    col = np.full((body.shape[0], ROW_LABEL_W, 3), 255, np.uint8)
    (tw, th), _ = cv2.getTextSize(label, _FONT, 0.6, 2)
    cv2.putText(col, label, (max(1, (ROW_LABEL_W - tw) // 2), (body.shape[0] + th) // 2),
                _FONT, 0.6, _BLACK, 2, cv2.LINE_AA)
    return hstack([col, body], gap=0)


def _caption_tiles(tiles: Sequence[np.ndarray], captions: Sequence[str]) -> list[np.ndarray]:
    """Write a small caption in the top-left corner of each tile (black on a white box)."""
    out = []
    for t, cap in zip(tiles, captions, strict=True):
        t = t.copy()
        if cap:
            scale = max(0.3, min(0.45, t.shape[0] / 240))
            (tw, th), _ = cv2.getTextSize(cap, _FONT, scale, 1)
            cv2.rectangle(t, (0, 0), (tw + 4, th + 6), _WHITE, -1)
            cv2.putText(t, cap, (2, th + 2), _FONT, scale, _BLACK, 1, cv2.LINE_AA)
        out.append(t)
    return out


# ---------------------------------------------------------------------------------------------
# Composites
# ---------------------------------------------------------------------------------------------


def keyframe_grid(
    frames_a: Sequence[np.ndarray],
    frames_b: Sequence[np.ndarray],
    titles: Sequence[str],
    *,
    max_pixels: int,
    blocks_per_row: int = 2,
) -> np.ndarray:
    """The keyframe grid: for slot ``k``, ``frames_a[k]`` / ``frames_b[k]`` hold its start, mid
    and end frames ``(3, H, W, 3)``; ``titles[k]`` heads its block (row A over row B)."""
    n = len(titles)
    if n == 0:
        raise ValueError("keyframe_grid needs at least one slot")
    cols = max(1, min(blocks_per_row, n))
    rows = math.ceil(n / cols)
    fh, fw = frames_a[0].shape[1:3]
    th, tw = tile_size(
        (fh, fw), n_rows=2 * rows, n_cols=3 * cols, max_pixels=max_pixels,
        overhead_rows=rows * (STRIP_H + 3 * GAP), overhead_cols=cols * (ROW_LABEL_W + 4 * GAP),
    )
    captions = ("start", "mid", "end")
    blocks = []
    for k in range(n):
        ta = _caption_tiles([fit_tile(f, th, tw) for f in frames_a[k]], captions)
        tb = _caption_tiles([fit_tile(f, th, tw) for f in frames_b[k]], captions)
        body = vstack([_row("A", ta), _row("B", tb)])
        blocks.append(vstack([text_strip(body.shape[1], titles[k]), body], gap=0))
    bh, bw = blocks[0].shape[:2]
    blank = np.full((bh, bw, 3), 255, np.uint8)
    lines = []
    for r in range(rows):
        row_blocks = blocks[r * cols : (r + 1) * cols]
        row_blocks += [blank] * (cols - len(row_blocks))
        lines.append(hstack(row_blocks, gap=3 * GAP))
    return snap_to_budget(vstack(lines, gap=3 * GAP), max_pixels)


def closeup(
    a_pair: Sequence[np.ndarray], b_pair: Sequence[np.ndarray], title: str, *, max_pixels: int
) -> np.ndarray:
    """Slot start vs slot end at a larger size: ``[A start | A end]`` over ``[B start | B end]``."""
    return _ab_grid(a_pair, b_pair, ("start", "end"), title, max_pixels=max_pixels)


def _ab_grid(tiles_a: Sequence[np.ndarray], tiles_b: Sequence[np.ndarray], captions: Sequence[str], title: str,
             *, max_pixels: int, decorate=None) -> np.ndarray:
    """Two captioned images per side, A row over B row, under a title strip, within ``max_pixels``.
    ``decorate(tiles, th, tw)`` may draw on each side's captioned tiles (tile size ``th × tw``)."""
    th, tw = tile_size(tiles_a[0].shape[:2], 2, 2, max_pixels, overhead_rows=STRIP_H + GAP,
                       overhead_cols=ROW_LABEL_W + GAP)
    ta = _caption_tiles([fit_tile(t, th, tw) for t in tiles_a], captions)
    tb = _caption_tiles([fit_tile(t, th, tw) for t in tiles_b], captions)
    if decorate is not None:
        for tiles in (ta, tb):
            decorate(tiles, th, tw)
    body = vstack([_row("A", ta), _row("B", tb)])
    return snap_to_budget(vstack([text_strip(body.shape[1], title), body], gap=0), max_pixels)


def _grey_small(frames: np.ndarray, width: int = FLOW_WIDTH) -> np.ndarray:
    """Frames as small float32 greyscale ``(T, h, w)`` for difference and flow maps."""
    t, h, w = frames.shape[:3]
    sw = min(w, width)
    sh = max(8, round(h * sw / w))
    out = np.empty((t, sh, sw), np.float32)
    for i in range(t):
        g = cv2.cvtColor(frames[i], cv2.COLOR_RGB2GRAY)
        out[i] = cv2.resize(g, (sw, sh), interpolation=cv2.INTER_AREA) if sw != w else g
    return out


def diff_heatmap(frames: np.ndarray) -> np.ndarray:
    """Mean absolute difference between consecutive frames as an INFERNO heat map (RGB).

    Fixed scale (`DIFF_FULL_SCALE` grey levels = full scale) so both sides are comparable.
    A single frame gives a black map.
    """
    g = _grey_small(frames)
    diff = np.abs(np.diff(g, axis=0)).mean(axis=0) if len(g) > 1 else np.zeros(g.shape[1:], np.float32)
    level = np.clip(diff * (255.0 / DIFF_FULL_SCALE), 0, 255).astype(np.uint8)
    return cv2.cvtColor(cv2.applyColorMap(level, cv2.COLORMAP_INFERNO), cv2.COLOR_BGR2RGB)


FlowOf = Callable[[int], np.ndarray]


def _pair_starts(n_frames: int, max_pairs: int) -> np.ndarray:
    """Up to ``max_pairs`` evenly spaced starts of consecutive frame pairs of ``n_frames`` frames."""
    return np.unique(np.linspace(0, n_frames - 2, num=min(max_pairs, n_frames - 1)).round().astype(int))


def _segment_flow(frames: np.ndarray, flow_of: FlowOf | None) -> FlowOf:
    """``flow_of(i)``: dense flow of pair i → i+1 of ``frames``; by default from a
    `worldreward.quality.ClipQuality` of them (the flow the quality metrics use)."""
    if flow_of is not None:
        return flow_of
    from .quality import ClipQuality

    return ClipQuality(np.ascontiguousarray(frames)).flow


def mean_flow(frames: np.ndarray, max_pairs: int = 4, *, flow_of: FlowOf | None = None) -> np.ndarray:
    """Mean dense optical flow ``(h, w, 2)`` over up to ``max_pairs`` evenly spaced consecutive
    frame pairs, at `FLOW_WIDTH` (vectors in pixels of that size). The flow is the quality
    metrics' (`worldreward.quality.ClipQuality.flow`, DIS at the flow scale, resized here);
    ``flow_of(i)`` gives pair i → i+1 of ``frames`` when the caller already holds it. Zero flow
    for a single frame."""
    t, h, w = frames.shape[:3]
    sw = min(w, FLOW_WIDTH)
    sh = max(8, round(h * sw / w))
    if t < 2:
        return np.zeros((sh, sw, 2), np.float32)
    flow_of = _segment_flow(frames, flow_of)
    starts = _pair_starts(t, max_pairs)
    acc = sum(flow_of(int(s)) for s in starts) / len(starts)
    scale = sw / acc.shape[1]
    return cv2.resize(acc, (sw, sh), interpolation=cv2.INTER_AREA) * np.float32(scale)


def global_motion(frames: np.ndarray, max_pairs: int = 8, *,
                  flow_of: FlowOf | None = None) -> tuple[float, float, float]:
    """The average image motion of a segment as ``(pan_x, pan_y, zoom)`` per frame.

    A similarity (pan, zoom, roll) fitted by least squares to the mean dense flow of up to
    ``max_pairs`` evenly spaced consecutive frame pairs (the quality metrics' flow, see
    `mean_flow`; ``flow_of`` as there): ``pan_x`` / ``pan_y`` are the content shift in fractions
    of the frame width (+ right / down), ``zoom`` the relative scale change (+ content grows).
    Cheap and model-free: used to tell whether two videos move alike.
    """
    if len(frames) < 2:
        return 0.0, 0.0, 0.0
    flow_of = _segment_flow(frames, flow_of)
    starts = _pair_starts(len(frames), max_pairs)
    acc = sum(flow_of(int(s)) for s in starts) / len(starts)
    h, w = acc.shape[:2]
    flow = acc[::4, ::4]
    ys, xs = np.mgrid[0:h:4, 0:w:4].astype(np.float32)
    x, y = (xs - (w - 1) / 2).ravel(), (ys - (h - 1) / 2).ravel()
    u, v = flow[..., 0].ravel(), flow[..., 1].ravel()
    # u = a + s*x - r*y ; v = b + r*x + s*y  (pan a, b; zoom s; roll r)
    one, zero = np.ones_like(x), np.zeros_like(x)
    design = np.concatenate([np.stack([one, zero, x, -y], 1), np.stack([zero, one, y, x], 1)])
    (a, b, zoom, _), *_ = np.linalg.lstsq(design, np.concatenate([u, v]), rcond=None)
    return float(a / w), float(b / w), float(zoom)


def flow_to_rgb(flow: np.ndarray, full_scale: float = FLOW_FULL_SCALE) -> np.ndarray:
    """HSV colour-wheel rendering of a flow field: hue = direction content moves, value = speed."""
    fx, fy = flow[..., 0], flow[..., 1]
    mag, ang = cv2.cartToPolar(fx, fy, angleInDegrees=True)
    hsv = np.empty((*flow.shape[:2], 3), np.uint8)
    hsv[..., 0] = (ang / 2).astype(np.uint8)  # OpenCV hue range is 0..179
    hsv[..., 1] = 255
    hsv[..., 2] = np.clip(mag * (255.0 / full_scale), 0, 255).astype(np.uint8)
    return cv2.cvtColor(hsv, cv2.COLOR_HSV2RGB)


@functools.lru_cache(maxsize=32)
def colour_wheel(size: int = 40) -> np.ndarray:
    """The legend for `flow_to_rgb`: a disc whose colour at each point is that direction's hue
    (one read-only array per size)."""
    r = (size - 1) / 2
    yy, xx = np.mgrid[0:size, 0:size].astype(np.float32)
    fx, fy = xx - r, yy - r
    wheel = flow_to_rgb(np.dstack([fx, fy]), full_scale=r)
    outside = (fx**2 + fy**2) > r * r
    wheel[outside] = 255
    wheel.setflags(write=False)
    return wheel


MotionTiles = tuple[np.ndarray, np.ndarray]


def motion_tiles(frames: np.ndarray, *, flow_of: FlowOf | None = None) -> MotionTiles:
    """One side's tiles of `motion_panel`: the frame-difference heat map and the flow-direction
    map of a segment (``flow_of`` as in `mean_flow`)."""
    return diff_heatmap(frames), flow_to_rgb(mean_flow(frames, flow_of=flow_of))


def motion_panel(tiles_a: MotionTiles, tiles_b: MotionTiles, title: str, *, max_pixels: int) -> np.ndarray:
    """Per side a frame-difference heat map and a flow-direction map (each side's
    `motion_tiles`); A over B, with legend."""

    def legend(tiles: list[np.ndarray], th: int, tw: int) -> None:  # bottom-right corner of the flow tile
        size = max(16, min(th, tw) // 4)
        tiles[1][-size:, -size:] = colour_wheel(size)

    return _ab_grid(tiles_a, tiles_b, ("frame diff", "flow dir"), title, max_pixels=max_pixels, decorate=legend)


def fit_image(image: np.ndarray, *, max_pixels: int) -> np.ndarray:
    """A single image (e.g. the source image) snapped to the pixel budget."""
    return snap_to_budget(image, max_pixels)
