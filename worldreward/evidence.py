"""Structured visual evidence for one chunk of a pair: images plus measured numbers.

CONTRACT: `extract_evidence(clip_a, clip_b, chunk, ...)` → `ChunkEvidence`. Images are RGB
uint8 arrays kept in memory (``images``, excluded from JSON); `ChunkEvidence.save(dir)` writes
them as PNG plus ``evidence.json``.

What is measured (side A = left video, B = right video):

- per slot and side: the camera motion over the slot's inclusive frame span
  (`worldreward.motion.read_segments` over all the chunk's slots of that side, so one focal is
  estimated per video from all of them when ``fov_deg`` is not given) and, unless ``budget.slot_quality`` is off, the quality
  metrics of that span (`worldreward.quality.measure_quality`);
- per slot and side: the average image motion (pan x/y, zoom) from dense optical flow
  (`worldreward.images.global_motion`), a reader-independent check of whether two videos move alike;
- per side: quality over the chunk's frames (first voting slot start → last voting slot end),
  measured, or combined from the slot metrics with ``budget.chunk_quality="from_slots"``;
- none of these numbers with ``budget.numbers=False`` (a judge whose prompt shows none);
- keyframes per slot and side (start / mid / end of the span) for model judges
  (`ChunkEvidence.slot_keyframes`), and the composed images of `worldreward.images`.

One motion pass per clip: each side gets one `worldreward.quality.ClipQuality` per chunk, so
every frame pair's dense flow and flow-compensated measurements are computed once and shared by
the slot quality, the chunk quality, the image motion and the motion maps; the motion reading
tracks each slot span once (`worldreward.motion.read_segments`).

Pixel budgets (`EvidenceBudget`, visual tokens of 32×32 px as counted by Qwen-VL style
processors; every image is snapped with `worldreward.video.smart_resize`): keyframe grid
≤ 1,024 tokens (1,048,576 px), each close-up and motion map ≤ 256 tokens (262,144 px), the source
image ≤ 256 tokens, each stored keyframe ≤ 256 tokens. A 4-slot chunk therefore costs at most
1,024 + 4·256 + 4·256 + 256 = 3,328 visual tokens when every image is sent.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Hashable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import cv2
import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from . import images as img
from .chunks import Chunk, Slot, Span
from .errors import WorldRewardError
from .memo import Memo
from .motion import MotionReading, read_segments
from .quality import ClipQuality, QualityMetrics, measure_quality

EVIDENCE_FILE = "evidence.json"
TOKEN_PIXELS = 32 * 32


class EvidenceError(WorldRewardError):
    """Evidence could not be built, saved or loaded (names the file or slot)."""


class EvidenceBudget(BaseModel):
    """Pixel budgets and switches for the evidence images (see module docstring)."""

    model_config = ConfigDict(frozen=True)

    grid_max_pixels: int = 1024 * TOKEN_PIXELS
    closeup_max_pixels: int = 256 * TOKEN_PIXELS
    motion_max_pixels: int = 256 * TOKEN_PIXELS
    source_max_pixels: int = 256 * TOKEN_PIXELS
    keyframe_max_pixels: int = 256 * TOKEN_PIXELS
    grid_blocks_per_row: int = 2
    #: compose images at all (model-free judges read only the numbers and keyframes)
    images: bool = True
    #: measure the numbers at all: camera motion, image motion and quality per slot and chunk
    #: (False: keyframes and images only, for a judge whose prompt shows no measured number,
    #: e.g. the worldreward profile; the number fields are then None)
    numbers: bool = True
    closeups: bool = True
    motion_maps: bool = True
    slot_quality: bool = True
    #: chunk-level quality: "measure" it over the chunk's frames, or combine the slot metrics
    #: ("from_slots": transition-weighted means, maxima for brightness_jump and colour_drift;
    #: about a third cheaper, used for judges that read numbers only)
    chunk_quality: Literal["measure", "from_slots"] = "measure"
    #: input profile (`worldreward.profiles`): "default" (ours) or "worldreward" (the released
    #: checkpoint's 6 images: source, 2 x 13 grid, four close-ups)
    profile: Literal["default", "worldreward"] = "default"


class SlotEvidence(BaseModel):
    """Measured motion of one slot on both sides."""

    slot: Slot
    #: None when the budget measures no numbers (``EvidenceBudget.numbers=False``)
    motion_a: MotionReading | None = None
    motion_b: MotionReading | None = None
    quality_a: QualityMetrics | None = None
    quality_b: QualityMetrics | None = None
    #: decoded-frame indices of the start / mid / end keyframes on each side
    keyframes_a: list[int] = Field(default_factory=list)
    keyframes_b: list[int] = Field(default_factory=list)
    #: average image motion ``(pan_x, pan_y, zoom)`` per frame of each side (`images.global_motion`):
    #: pans in fractions of the frame width (+ right / down), zoom + when content grows
    image_motion_a: tuple[float, float, float] | None = None
    image_motion_b: tuple[float, float, float] | None = None

    def swapped(self) -> SlotEvidence:
        """The same slot with sides exchanged."""
        return SlotEvidence(
            slot=self.slot.model_copy(update={"left": self.slot.right, "right": self.slot.left}),
            motion_a=self.motion_b, motion_b=self.motion_a,
            quality_a=self.quality_b, quality_b=self.quality_a,
            keyframes_a=self.keyframes_b, keyframes_b=self.keyframes_a,
            image_motion_a=self.image_motion_b, image_motion_b=self.image_motion_a,
        )


class ChunkEvidence(BaseModel):
    """Everything a judge looks at for one chunk. Side A = left video, B = right video."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    pair_id: str
    chunk: Chunk
    caption: str | None = None
    source_image: str | None = None
    slots: list[SlotEvidence]
    #: None when the budget measures no numbers (``EvidenceBudget.numbers=False``)
    quality_a: QualityMetrics | None = None
    quality_b: QualityMetrics | None = None
    #: image name → RGB uint8 array. Names: "grid", "closeup_<k>", "motion_<k>", "source"
    #: (``k`` = 1-based slot number, like ``action_id``; padding slots get no close-up or motion map).
    images: dict[str, np.ndarray] = Field(default_factory=dict, exclude=True, repr=False)
    #: "<A|B>_<slot position>" → start/mid/end keyframes ``(3, H, W, 3)`` uint8 RGB.
    keyframes: dict[str, np.ndarray] = Field(default_factory=dict, exclude=True, repr=False)
    #: "<A|B>_<slot position>" → that side's motion-map tiles (`images.motion_tiles`), kept so
    #: that the swapped order composes its motion maps without measuring the flow again.
    motion_tiles: dict[str, tuple[np.ndarray, np.ndarray]] = Field(default_factory=dict, exclude=True,
                                                                   repr=False)
    fov_deg: float | None = None
    budget: EvidenceBudget = Field(default_factory=EvidenceBudget)
    #: frame size (h, w) of each decoded video
    size_a: tuple[int, int] | None = None
    size_b: tuple[int, int] | None = None

    # ----------------------------------------------------------------------------- accessors

    @property
    def voting_slots(self) -> list[SlotEvidence]:
        """Slots that vote (not padding, not the reference slot)."""
        return [s for s in self.slots if s.slot.role == "action"]

    def slot_keyframes(self, position: int, side: Literal["A", "B"]) -> np.ndarray:
        """Start / mid / end keyframes ``(3, H, W, 3)`` of slot ``position`` on ``side``."""
        key = f"{side}_{position}"
        if key not in self.keyframes:
            raise KeyError(f"no keyframes for slot {position} side {side} (have {sorted(self.keyframes)})")
        return self.keyframes[key]

    def image_names(self) -> list[str]:
        """Image names in presentation order: grid, close-ups, motion maps, source (the
        worldreward profile: `profiles.IMAGE_ORDER`, source first)."""
        if self.budget.profile == "worldreward":
            from .profiles import IMAGE_ORDER

            return [n for n in IMAGE_ORDER if n in self.images] + sorted(set(self.images) - set(IMAGE_ORDER))
        order = {"grid": 0, "closeup": 1, "motion": 2, "source": 3}

        def key(name: str) -> tuple[int, int]:
            head, _, tail = name.partition("_")
            return order.get(head, 9), int(tail) if tail.isdigit() else 0

        return sorted(self.images, key=key)

    def swapped(self) -> ChunkEvidence:
        """The same numbers and keyframes with sides A and B exchanged (chunk spans too).

        Composed images are NOT carried over (they are laid out A over B): `swap_evidence`
        composes them again. Model-free judges only need the numbers.
        """
        flip = {"A": "B", "B": "A"}
        return ChunkEvidence(
            pair_id=self.pair_id, chunk=swap_chunk(self.chunk), caption=self.caption,
            source_image=self.source_image, slots=[s.swapped() for s in self.slots],
            quality_a=self.quality_b, quality_b=self.quality_a,
            keyframes={f"{flip[k[0]]}{k[1:]}": v for k, v in self.keyframes.items()},
            motion_tiles={f"{flip[k[0]]}{k[1:]}": v for k, v in self.motion_tiles.items()},
            fov_deg=self.fov_deg, budget=self.budget, size_a=self.size_b, size_b=self.size_a,
        )

    # ----------------------------------------------------------------------------- provenance

    def evidence_hash(self) -> str:
        """SHA-256 (hex, 16 chars) of the numbers and the bytes of every image and keyframe."""
        h = hashlib.sha256()
        numbers = self.model_dump(mode="json", exclude={"source_image"})
        h.update(json.dumps(numbers, sort_keys=True).encode())
        for group in (self.images, self.keyframes):
            for name in sorted(group):
                arr = np.ascontiguousarray(group[name])
                h.update(name.encode())
                h.update(str(arr.shape).encode())
                h.update(arr.tobytes())
        return h.hexdigest()[:16]

    # ----------------------------------------------------------------------------- disk

    def save(self, directory: str | Path) -> Path:
        """Write every image as PNG and ``evidence.json`` (images listed by file name) into
        ``directory`` (created); returns the path of ``evidence.json``."""
        out = Path(directory)
        out.mkdir(parents=True, exist_ok=True)
        files: dict[str, str] = {}
        for name in self.image_names():
            files[name] = _write_png(out / f"{name}.png", self.images[name])
        kf_files: dict[str, list[str]] = {}
        for key in sorted(self.keyframes):
            kf_files[key] = [
                _write_png(out / f"keyframe_{key}_{j}.png", frame)
                for j, frame in enumerate(self.keyframes[key])
            ]
        record: dict[str, Any] = self.model_dump(mode="json")
        record["images"] = files
        record["keyframe_files"] = kf_files
        record["evidence_hash"] = self.evidence_hash()
        path = out / EVIDENCE_FILE
        path.write_text(json.dumps(record, indent=2), encoding="utf-8")
        return path

    @classmethod
    def load(cls, directory: str | Path) -> ChunkEvidence:
        """Read what `save` wrote (numbers, images and keyframes)."""
        base = Path(directory)
        path = base / EVIDENCE_FILE if base.is_dir() else base
        base = path.parent
        from .limits import read_json

        record = read_json(path, error=EvidenceError, what="evidence file")
        if not isinstance(record, dict):
            raise EvidenceError(str(path), "cannot read evidence: expected a JSON object")
        files = record.pop("images", {})
        kf_files = record.pop("keyframe_files", {})
        record.pop("evidence_hash", None)
        ev = cls.model_validate(record)
        ev.images = {name: _read_png(base / fn) for name, fn in files.items()}
        ev.keyframes = {key: np.stack([_read_png(base / fn) for fn in fns]) for key, fns in kf_files.items()}
        return ev


def _write_png(path: Path, rgb: np.ndarray) -> str:
    ok, buf = cv2.imencode(".png", cv2.cvtColor(rgb, cv2.COLOR_RGB2BGR))
    if not ok:
        raise EvidenceError(str(path), "PNG encoding failed")
    path.write_bytes(buf.tobytes())
    return path.name


def _read_png(path: Path) -> np.ndarray:
    data = cv2.imread(str(path), cv2.IMREAD_COLOR)
    if data is None:
        raise EvidenceError(str(path), "missing or unreadable evidence image")
    return cv2.cvtColor(data, cv2.COLOR_BGR2RGB)


# ---------------------------------------------------------------------------------------------
# Extraction
# ---------------------------------------------------------------------------------------------


def swap_chunk(chunk: Chunk) -> Chunk:
    """The chunk with left/right spans exchanged (for judging the pair in (B, A) order)."""
    return chunk.model_copy(
        update={"slots": [s.model_copy(update={"left": s.right, "right": s.left}) for s in chunk.slots],
                "start_left": chunk.start_right, "start_right": chunk.start_left}
    )


def needed_frames(chunks: list[Chunk], side: Literal["left", "right"]) -> list[int]:
    """The source frames `extract_evidence` (and `swap_evidence`) read on ``side`` for these
    chunks, sorted: every slot's whole span (motion reading, slot quality, image motion and
    motion maps read every frame of it; keyframes are its start / mid / end), the chunk-quality
    range (first voting slot start → last voting slot end, gaps included), the chunk's start
    frame and frame 0 (the worldreward profile's Start column and fallback source image).
    Decoding only these (`worldreward.video.load_video` with ``sparse=True``) gives the same
    evidence as decoding every frame."""
    out: set[int] = {0}
    for chunk in chunks:
        for slot in chunk.slots:
            span = getattr(slot, side)
            out.update(range(span.start, span.end + 1))
        whole = _chunk_span(chunk, side)
        out.update(range(whole.start, whole.end + 1))
        out.add(chunk.start_left if side == "left" else chunk.start_right)
    return sorted(out)


def _span_frames(frames: np.ndarray, span: Span, where: str) -> np.ndarray:
    if span.start < 0 or span.end < span.start or span.end >= len(frames):
        raise EvidenceError(where, f"frame span [{span.start}, {span.end}] outside the {len(frames)} decoded frames")
    return frames[span.start : span.end + 1]


def _keyframe_indices(span: Span) -> list[int]:
    return [span.start, (span.start + span.end) // 2, span.end]


def _chunk_span(chunk: Chunk, side: Literal["left", "right"]) -> Span:
    slots = chunk.voting_slots or chunk.slots
    spans = [getattr(s, side) for s in slots]
    return Span(start=min(s.start for s in spans), end=max(s.end for s in spans))


def _read_side(frames: np.ndarray, spans: list[Span], fov_deg: float | None) -> dict[tuple[int, int], MotionReading]:
    """Every distinct span of one side read with `read_segments` (one focal for the video, estimated
    from all the chunk's slots when ``fov_deg`` is None), keyed by (start, end); a one-frame span
    (the reference slot) reads as idle with confidence 0."""
    todo = sorted({(sp.start, sp.end) for sp in spans})
    out = {(a, b): MotionReading(start_frame=a, end_frame=b, translation="idle", rotation="idle", token="idle",
                                 notes=["single frame"]) for a, b in todo if b <= a}
    moving = [(a, b) for a, b in todo if b > a]
    if moving:
        out.update(zip(moving, read_segments(frames, moving, fov_deg=fov_deg), strict=True))
    return out


@dataclass
class _SideNumbers:
    """What one side of a chunk measures (`_measure_side`), keyed by slot span (start, end)."""

    motion: dict[tuple[int, int], MotionReading] = field(default_factory=dict)
    quality: dict[tuple[int, int], QualityMetrics] = field(default_factory=dict)
    image_motion: dict[tuple[int, int], tuple[float, float, float]] = field(default_factory=dict)
    chunk_quality: QualityMetrics | None = None
    #: slot position → motion-map tiles (`images.motion_tiles`)
    tiles: dict[int, img.MotionTiles] = field(default_factory=dict)


def _measure_side(chunk: Chunk, side: Literal["left", "right"], frames: np.ndarray, segments: list[np.ndarray],
                  clip: ClipQuality, fov_deg: float | None, budget: EvidenceBudget) -> _SideNumbers:
    """Everything one side of a chunk measures: the motion reading, slot and chunk quality and
    image motion of every slot (when the budget has numbers) and the motion-map tiles (when it
    has motion maps). The two sides share nothing, so `extract_evidence` runs them at once."""
    out = _SideNumbers()
    spans = [getattr(slot, side) for slot in chunk.slots]
    if budget.numbers:
        out.motion = _read_side(frames, spans, fov_deg)
        for slot, span, seg in zip(chunk.slots, spans, segments, strict=True):
            key = (span.start, span.end)
            if budget.slot_quality and slot.role == "action" and key not in out.quality:
                out.quality[key] = _quality(clip, span)
            if key not in out.image_motion:
                out.image_motion[key] = img.global_motion(seg, flow_of=_flow_of(clip, span))
        if not _quality_from_slots(chunk, budget):
            out.chunk_quality = _quality(clip, _chunk_span(chunk, side))
    if budget.images and budget.motion_maps and budget.profile != "worldreward":
        for slot, span, seg in zip(chunk.slots, spans, segments, strict=True):
            if slot.role == "action":
                out.tiles[slot.position] = _slot_tiles(seg, clip, span)
    return out


class SideCache(Memo[_SideNumbers]):
    """What one side of a chunk measured (`_measure_side`), kept for the other pairs of a run
    that show the same video under the same spans: a group of K rollouts judged round robin
    measures each rollout once per chunk instead of K − 1 times.

    Keyed by the video's identity (`video_identity`: path, size, modification time, inode), the
    side's slot spans and roles, the chunk-quality span, the field of view and the budget, which
    is everything `_measure_side` reads besides the frames of those spans. At most
    ``max_entries`` sides are kept; thread-safe and single-flight (`worldreward.memo.Memo`)."""

    def __init__(self, max_entries: int = 512) -> None:
        super().__init__(max_entries)


def video_identity(path: str | Path) -> tuple[str, int, int, int, int]:
    """A video file's identity for the run's shared measurements and decodes (`SideCache`,
    `engine.SharedClips`): resolved path, size, modification time (ns), device and inode; a
    rewritten or replaced file gets a new one."""
    p = Path(path).resolve()
    st = p.stat()
    return str(p), st.st_size, st.st_mtime_ns, st.st_dev, st.st_ino


def _side_key(video: Hashable, chunk: Chunk, side: Literal["left", "right"], fov_deg: float | None,
              budget: EvidenceBudget) -> tuple:
    """`SideCache` key: everything `_measure_side` reads of one side besides its frames."""
    spans = tuple((s.role, getattr(s, side).start, getattr(s, side).end) for s in chunk.slots)
    whole = _chunk_span(chunk, side)
    return video, spans, (whole.start, whole.end), fov_deg, budget


def _side_work(chunk: Chunk, side: Literal["left", "right"], frames: np.ndarray, segments: list[np.ndarray],
               clip: ClipQuality, fov_deg: float | None, budget: EvidenceBudget, cache: SideCache | None,
               video: Hashable | None) -> Callable[[], _SideNumbers]:
    """`_measure_side` of one side as a call, through ``cache`` when the side's video is known."""
    def work() -> _SideNumbers:
        return _measure_side(chunk, side, frames, segments, clip, fov_deg, budget)

    if cache is None or video is None:
        return work
    return lambda: cache.get(_side_key(video, chunk, side, fov_deg, budget), work)


def _slot_evidence(slot: Slot, num_a: _SideNumbers, num_b: _SideNumbers) -> SlotEvidence:
    left, right = (slot.left.start, slot.left.end), (slot.right.start, slot.right.end)
    action = slot.role == "action"
    return SlotEvidence(
        slot=slot,
        motion_a=num_a.motion.get(left),
        motion_b=num_b.motion.get(right),
        quality_a=num_a.quality.get(left) if action else None,
        quality_b=num_b.quality.get(right) if action else None,
        keyframes_a=_keyframe_indices(slot.left),
        keyframes_b=_keyframe_indices(slot.right),
        image_motion_a=num_a.image_motion.get(left),
        image_motion_b=num_b.image_motion.get(right),
    )


def _chunk_keyframes(fa: np.ndarray, fb: np.ndarray, chunk: Chunk, budget: EvidenceBudget) -> dict[str, np.ndarray]:
    """Every slot's start / mid / end frames per side (``A_<position>``, ``B_<position>``), capped
    to the keyframe budget; the worldreward profile also keeps the chunk's start frames and frame 0."""
    cap = budget.keyframe_max_pixels
    keyframes: dict[str, np.ndarray] = {}
    for slot in chunk.slots:
        keyframes[f"A_{slot.position}"] = _cap_frames(fa[_keyframe_indices(slot.left)], cap)
        keyframes[f"B_{slot.position}"] = _cap_frames(fb[_keyframe_indices(slot.right)], cap)
    if budget.profile == "worldreward":  # the grid's Start column and the fallback source image
        keyframes["A_start"] = _cap_frames(fa[[chunk.start_left]], cap)
        keyframes["B_start"] = _cap_frames(fb[[chunk.start_right]], cap)
        keyframes["A_first"] = _cap_frames(fa[[0]], cap)
        keyframes["B_first"] = _cap_frames(fb[[0]], cap)
    return keyframes


def _slot_tiles(segment: np.ndarray, clip: ClipQuality | None, span: Span) -> img.MotionTiles:
    """The motion-map tiles of one slot and side, from the clip's shared dense flow (None: measured
    from the segment alone)."""
    return img.motion_tiles(segment, flow_of=None if clip is None else _flow_of(clip, span))


def _quality_from_slots(chunk: Chunk, budget: EvidenceBudget) -> bool:
    """Whether the chunk quality is combined from the slot metrics (`combine_quality`) rather
    than measured: ``budget.chunk_quality="from_slots"`` and every action slot measured."""
    return budget.chunk_quality == "from_slots" and (
        budget.slot_quality or not any(s.role == "action" for s in chunk.slots))


def _both_sides(work_a: Callable[[], _SideNumbers], work_b: Callable[[], _SideNumbers],
                parallel: bool) -> tuple[_SideNumbers, _SideNumbers]:
    """(work_a(), work_b()), side B in a second thread when ``parallel`` (OpenCV and NumPy
    release the GIL in the heavy calls, so the sides overlap on two cores)."""
    if not parallel:
        return work_a(), work_b()
    with ThreadPoolExecutor(1, thread_name_prefix="worldreward-side") as pool:
        fut_b = pool.submit(work_b)
        return work_a(), fut_b.result()


def _flow_of(clip: ClipQuality, span: Span) -> img.FlowOf:
    """Pair i → i+1 of ``span``'s frames: the clip's shared dense flow (`ClipQuality.flow`)."""
    return lambda i: clip.flow(span.start + i)


#: Metrics whose chunk value is the worst slot's (largest single event), not a mean.
_MAX_METRICS = ("brightness_jump", "colour_drift")


def combine_quality(parts: list[QualityMetrics]) -> QualityMetrics:
    """Chunk-level metrics from consecutive slot metrics (slots share boundary frames): every
    metric is the mean weighted by frame transitions, except `_MAX_METRICS` (maximum) and
    ``num_frames`` (frames covered)."""
    if len(parts) == 1:
        return parts[0]
    weights = [max(1, q.num_frames - 1) for q in parts]
    total = sum(weights)
    values: dict[str, Any] = {}
    for name, info in QualityMetrics.model_fields.items():
        seq = [getattr(q, name) for q in parts]
        if name == "num_frames":
            values[name] = sum(seq) - (len(seq) - 1)
        elif name in _MAX_METRICS:
            values[name] = max(seq)
        elif info.annotation in (float, "float"):
            values[name] = sum(w * v for w, v in zip(weights, seq, strict=True)) / total
        else:
            values[name] = seq[0]
    return QualityMetrics(**values)


def _quality(clip: ClipQuality, span: Span) -> QualityMetrics:
    """Quality of a span (`ClipQuality.measure`: frame pairs shared with the other spans of the
    clip); a one-frame span is measured as the frame repeated (no temporal info)."""
    if span.end > span.start:
        return clip.measure(span.start, span.end)
    frame = clip.frames[span.start : span.start + 1]
    return measure_quality(np.concatenate([frame, frame]))


def _cap_frames(frames: np.ndarray, max_pixels: int) -> np.ndarray:
    h, w = frames.shape[1:3]
    if h * w <= max_pixels:
        return np.ascontiguousarray(frames)
    s = (max_pixels / (h * w)) ** 0.5
    th, tw = max(8, int(h * s)), max(8, int(w * s))
    return np.stack([img.fit_tile(f, th, tw) for f in frames])


def short_motion(r: MotionReading | None) -> str:
    """A compact reading for tables: the measured token and its clear components, e.g.
    ``"camera_left (yaw -1.4°)"``, ``"forward (zoom +0.9%)"``, ``"idle (0.05px)"`` (per frame);
    ``"(not measured)"`` for evidence without numbers."""
    if r is None:
        return "(not measured)"
    bits = []
    if abs(r.yaw_deg_per_frame) >= 0.2:
        bits.append(f"yaw {r.yaw_deg_per_frame:+.1f}°")
    if abs(r.pitch_deg_per_frame) >= 0.2:
        bits.append(f"pitch {r.pitch_deg_per_frame:+.1f}°")
    if abs(r.zoom_per_frame) >= 0.002:
        bits.append(f"zoom {r.zoom_per_frame * 100:+.1f}%")
    if abs(r.lateral_per_frame) >= 0.002:
        bits.append(f"strafe {r.lateral_per_frame * 100:+.1f}%")
    if not bits:
        bits.append(f"{r.flow_px_per_frame:.2f}px")
    return f"{r.token} ({', '.join(bits)})"


def slot_title(slot: Slot) -> str:
    """The title shown above a slot: ``"<k>: <commanded label>"`` (1-based, like action_id)."""
    if slot.role == "reference":
        return f"{slot.position + 1}: reference (start frame)"
    label = slot.action.label
    return f"{slot.position + 1}: {label}" + (" (padding)" if slot.role == "padding" else "")


def extract_evidence(
    clip_a,
    clip_b,
    chunk: Chunk,
    *,
    pair_id: str,
    caption: str | None = None,
    source_image: str | Path | np.ndarray | None = None,
    fov_deg: float | None = None,
    budget: EvidenceBudget | None = None,
    quality: tuple[ClipQuality, ClipQuality] | None = None,
    parallel: bool = True,
    side_cache: SideCache | None = None,
    videos: tuple[Hashable, Hashable] | None = None,
) -> ChunkEvidence:
    """Measure and compose the evidence of one chunk (``clip_a`` = left video, ``clip_b`` = right).

    ``source_image`` is a path (loaded with `worldreward.video.load_image`) or an RGB array.
    ``quality``: each clip's `ClipQuality` (A, B), to share its measurements with the pair's
    other chunks and with `swap_evidence` (None: made here for this chunk).
    ``parallel``: measure side B in a second thread while this one measures side A (the
    numbers are the same either way; a caller that already runs one evidence per core passes
    False).
    ``side_cache`` with ``videos`` (each clip's `video_identity`): take a side's numbers and
    motion-map tiles from the cache when another pair of the run measured the same video under
    the same spans (the evidence is the same; `SideCache`).
    Raises `EvidenceError` naming the video when a slot span lies outside the decoded frames.
    """
    budget = budget or EvidenceBudget()
    fa, fb = clip_a.frames, clip_b.frames
    # one dense-flow pass per clip: slot and chunk quality, image motion and motion maps share it
    clip_qa, clip_qb = quality if quality is not None else (ClipQuality(fa), ClipQuality(fb))
    seg_a: list[np.ndarray] = []
    seg_b: list[np.ndarray] = []
    for slot in chunk.slots:  # every span is checked (and sliced) before anything is measured
        seg_a.append(_span_frames(fa, slot.left, f"{clip_a.path} (slot {slot.position + 1})"))
        seg_b.append(_span_frames(fb, slot.right, f"{clip_b.path} (slot {slot.position + 1})"))
    video_a, video_b = videos or (None, None)
    num_a, num_b = _both_sides(
        _side_work(chunk, "left", fa, seg_a, clip_qa, fov_deg, budget, side_cache, video_a),
        _side_work(chunk, "right", fb, seg_b, clip_qb, fov_deg, budget, side_cache, video_b), parallel)
    slots = [_slot_evidence(slot, num_a, num_b) for slot in chunk.slots]
    keyframes = _chunk_keyframes(fa, fb, chunk, budget)
    if not budget.numbers:
        quality_a = quality_b = None
    elif _quality_from_slots(chunk, budget):
        voting = [s for s in slots if s.slot.role == "action"]
        quality_a = combine_quality([s.quality_a for s in voting])
        quality_b = combine_quality([s.quality_b for s in voting])
    else:
        quality_a, quality_b = num_a.chunk_quality, num_b.chunk_quality
    evidence = ChunkEvidence(
        pair_id=pair_id,
        chunk=chunk,
        caption=caption,
        source_image=None if source_image is None or isinstance(source_image, np.ndarray) else str(source_image),
        slots=slots,
        quality_a=quality_a,
        quality_b=quality_b,
        keyframes=keyframes,
        fov_deg=fov_deg,
        budget=budget,
        size_a=(clip_a.height, clip_a.width),
        size_b=(clip_b.height, clip_b.width),
        motion_tiles={f"{side}_{pos}": tiles for side, num in (("A", num_a), ("B", num_b))
                      for pos, tiles in num.tiles.items()},
    )
    if budget.images:
        evidence.images = compose_images(evidence, seg_a, seg_b, source_image, clips=(clip_qa, clip_qb))
    return evidence


def swap_evidence(
    evidence: ChunkEvidence, clip_a, clip_b, source_image: str | Path | np.ndarray | None = None
) -> ChunkEvidence:
    """The (B, A)-order evidence of a chunk from its (A, B)-order evidence: the same numbers with
    the sides exchanged (`ChunkEvidence.swapped`) and, when the original has images, the images
    composed again with B on top. Nothing is measured twice. ``clip_a`` / ``clip_b`` are the
    clips of the original order (A = left)."""
    ba = evidence.swapped()
    if evidence.images:
        seg_a = [_span_frames(clip_b.frames, s.slot.left, str(clip_b.path)) for s in ba.slots]
        seg_b = [_span_frames(clip_a.frames, s.slot.right, str(clip_a.path)) for s in ba.slots]
        ba.images = compose_images(ba, seg_a, seg_b, source_image)  # motion maps: the kept tiles
    return ba


def compose_images(
    evidence: ChunkEvidence,
    segments_a: list[np.ndarray],
    segments_b: list[np.ndarray],
    source_image: str | Path | np.ndarray | None = None,
    *,
    clips: tuple[ClipQuality, ClipQuality] | None = None,
) -> dict[str, np.ndarray]:
    """All images of a chunk (names as in `ChunkEvidence.images`) from its keyframes and the
    per-slot frame segments of each side; ``clips``: each side's `ClipQuality` (A, B) whose
    dense flow the motion maps reuse (None: computed from the segments). The motion-map tiles of
    each side are kept in ``evidence.motion_tiles`` and reused when present."""
    b = evidence.budget
    if b.profile == "worldreward":
        from .profiles import compose_images as worldreward_images

        src = source_image if isinstance(source_image, np.ndarray) or source_image is None else _load_source(source_image)
        return worldreward_images(evidence, src)
    slots = [s.slot for s in evidence.slots]
    titles = [slot_title(s) for s in slots]
    ka = [evidence.slot_keyframes(s.position, "A") for s in slots]
    kb = [evidence.slot_keyframes(s.position, "B") for s in slots]
    ka, kb = _common_size(ka, kb)
    out = {"grid": img.keyframe_grid(ka, kb, titles, max_pixels=b.grid_max_pixels,
                                     blocks_per_row=b.grid_blocks_per_row)}
    for i, s in enumerate(slots):
        if s.role == "padding":
            continue
        k = s.position + 1
        if b.closeups:
            out[f"closeup_{k}"] = img.closeup(
                [ka[i][0], ka[i][2]], [kb[i][0], kb[i][2]], f"{titles[i]} - start vs end",
                max_pixels=b.closeup_max_pixels,
            )
        if b.motion_maps and s.role == "action":
            tiles = []
            for side, segments, span, j in (("A", segments_a, s.left, 0), ("B", segments_b, s.right, 1)):
                key = f"{side}_{s.position}"
                if key not in evidence.motion_tiles:
                    evidence.motion_tiles[key] = _slot_tiles(segments[i], None if clips is None else clips[j], span)
                tiles.append(evidence.motion_tiles[key])
            out[f"motion_{k}"] = img.motion_panel(tiles[0], tiles[1], f"{titles[i]} - motion",
                                                  max_pixels=b.motion_max_pixels)
    if source_image is not None:
        src = source_image if isinstance(source_image, np.ndarray) else _load_source(source_image)
        out["source"] = img.fit_image(src, max_pixels=b.source_max_pixels)
    return out


def _load_source(path: str | Path) -> np.ndarray:
    from .video import load_image

    return load_image(path)


def _common_size(ka: list[np.ndarray], kb: list[np.ndarray]) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """Bring both sides' keyframes to one tile size (the two videos may differ in resolution)."""
    h, w = ka[0].shape[1:3]
    def fit(stack: np.ndarray) -> np.ndarray:
        if stack.shape[1:3] == (h, w):
            return stack
        return np.stack([img.fit_tile(f, h, w) for f in stack])
    return [fit(x) for x in ka], [fit(x) for x in kb]
