"""NVRM contract preprocessing: videos -> one chat prompt + one video per request.

CONTRACT (all numbers come from the bundle's pinned `InferenceSpec`; defaults shown):

1. Sampling. The candidate must last at least ``continuation_seconds`` (5.0 s; `VideoError`
   otherwise). Its first 5.0 s are sampled at ``fps`` (1 FPS): the source frames nearest to
   t = 0, 1, 2, 3, 4 s -> 5 frames; anything after 5.0 s is ignored. The history (the video
   before the continuation) is sampled the same way over its whole length (t = 0, 1, ... s).
   If the history yields an odd number of frames its OLDEST frame is dropped, so that history
   and candidate never share one temporal patch (Qwen3-VL merges frames in pairs); no history
   (``None``) is allowed.
2. Resize to height ``resize_height`` (360) keeping the aspect ratio; the width is rounded to the
   NEAREST EVEN integer, ``w' = 2 * round(w * 360 / (2 * h))`` (the ``scale=-2:360`` rule of
   FFmpeg), using Pillow bicubic. Frames already at that size are not touched.
3. JPEG round trip at quality ``jpeg_quality`` (85) with Pillow: baseline, 4:2:0 chroma
   subsampling, no optimisation, then decoded back to RGB.
4. Token resize: `worldreward.video.smart_resize` of the 360p size to multiples of the vision
   factor (patch 16 x merge 2 = 32) with the per-frame pixel count in
   [``min_pixels``, ``max_pixels``] = [1,024, 76,800] (Pillow bicubic). History frames are resized
   to the candidate's target so that both form ONE video.
5. Grammar ("single video"): history frames followed by candidate frames are ONE video segment
   in the user turn; the prompt is ``prompts/nvrm_chat.v1.txt`` rendered with
   `string.Template` (``$history_frames``, ``$candidate_frames``, ``$continuation_seconds``,
   ``$fps``), whose assistant turn ends with an empty think block
   ``<|im_start|>assistant\\n<think>\\n\\n</think>\\n\\n`` (thinking disabled). The processor
   expands the single ``<|video_pad|>`` into per-frame-pair timestamps and vision tokens, with
   timestamps in joint-video seconds (frame i at i / fps).

The processor is called with ``do_resize=False, do_sample_frames=False``: all geometry is
decided here, the processor only normalises and patchifies.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from pathlib import Path
from string import Template

import numpy as np

from ..errors import BundleError, VideoError
from ..video import VideoLimits, load_video, probe, smart_resize
from .bundle import InferenceSpec

#: Pixels per side of one vision token (patch_size 16 x spatial merge 2).
DEFAULT_FACTOR = 32
#: Pillow JPEG subsampling code: 0 = 4:4:4, 1 = 4:2:2, 2 = 4:2:0.
JPEG_SUBSAMPLING = 2
#: Slack when comparing a candidate's duration with ``continuation_seconds``.
DURATION_EPS_S = 1e-3


@dataclass
class NVRMRequest:
    """One scoring request after preprocessing: a rendered prompt and one uint8 video."""

    prompt: str
    video: np.ndarray  # (T, H, W, 3) uint8, history frames then candidate frames
    history_frames: int
    candidate_frames: int
    fps: float
    sources: dict[str, str] = field(default_factory=dict)

    @property
    def frame_indices(self) -> list[int]:
        return list(range(int(self.video.shape[0])))


def _pil():
    from PIL import Image

    return Image


def contract_width(height: int, width: int, target_height: int) -> int:
    """Width after resizing ``height x width`` to ``target_height``: nearest even integer (>= 2)."""
    return max(2, 2 * round(width * target_height / (2 * height)))


def resize_rgb(frame: np.ndarray, height: int, width: int) -> np.ndarray:
    """Pillow bicubic resize of one RGB uint8 frame (no-op when the size already matches)."""
    if frame.shape[0] == height and frame.shape[1] == width:
        return frame
    image = _pil().fromarray(frame).resize((width, height), resample=_pil().Resampling.BICUBIC)
    return np.asarray(image, dtype=np.uint8)


def jpeg_round_trip(frame: np.ndarray, quality: int) -> np.ndarray:
    """Encode one RGB frame as baseline 4:2:0 JPEG at ``quality`` and decode it back."""
    buf = io.BytesIO()
    _pil().fromarray(frame).save(
        buf, format="JPEG", quality=int(quality), subsampling=JPEG_SUBSAMPLING,
        optimize=False, progressive=False,
    )
    buf.seek(0)
    with _pil().open(buf) as img:
        return np.asarray(img.convert("RGB"), dtype=np.uint8)


def to_contract_resolution(frames: np.ndarray, spec: InferenceSpec) -> np.ndarray:
    """Steps 2-3: resize to ``resize_height`` (even width) and JPEG round-trip every frame."""
    h, w = int(frames.shape[1]), int(frames.shape[2])
    height = spec.resize_height
    width = contract_width(h, w, height)
    return np.stack([jpeg_round_trip(resize_rgb(f, height, width), spec.jpeg_quality) for f in frames])


def token_size(height: int, width: int, spec: InferenceSpec, factor: int = DEFAULT_FACTOR) -> tuple[int, int]:
    """Step 4 target ``(h, w)``: multiples of ``factor`` with pixels in the pinned bounds."""
    return smart_resize(height, width, factor=factor, min_pixels=spec.min_pixels, max_pixels=spec.max_pixels)


def sample_candidate(path: str | Path, spec: InferenceSpec, limits: VideoLimits | None = None) -> np.ndarray:
    """Step 1 for a candidate: the frames at t = k / fps, k < continuation_frames (uint8 RGB)."""
    info = probe(path, limits) if limits else probe(path)
    duration = info.frame_count / info.fps if info.fps > 0 else 0.0
    need = spec.continuation_seconds
    if duration + DURATION_EPS_S < need:
        raise VideoError(
            str(path),
            f"candidate is {duration:.2f} s long ({info.frame_count} frames at {info.fps:g} fps); "
            f"the NVRM contract needs one {need:g} s continuation",
        )
    n = spec.continuation_frames
    clip = load_video(path, target_fps=spec.fps, max_frames=n, limits=limits)
    if clip.frames.shape[0] < n:
        raise VideoError(str(path), f"only {clip.frames.shape[0]} of {n} contract frames could be decoded")
    return clip.frames


def sample_history(path: str | Path | None, spec: InferenceSpec, limits: VideoLimits | None = None) -> np.ndarray | None:
    """Step 1 for the history: all frames at t = k / fps, oldest dropped if the count is odd."""
    if path is None:
        return None
    frames = load_video(path, target_fps=spec.fps, limits=limits).frames
    if frames.shape[0] % 2:
        frames = frames[1:]
    return frames if frames.shape[0] else None


def render_prompt(spec: InferenceSpec, history_frames: int, candidate_frames: int) -> str:
    """Step 5: the fixed single-video chat prompt (thinking disabled) for one request."""
    from .. import prompts

    name = f"{spec.chat_template}.txt"
    if spec.thinking:
        raise BundleError(name, "inference.thinking=true is not supported: the NVRM grammar disables thinking")
    try:
        text = prompts.load(name)
    except (FileNotFoundError, OSError) as exc:
        raise BundleError(name, f"unknown chat_template {spec.chat_template!r} (no prompts/{name})") from exc
    return Template(text).substitute(
        history_frames=history_frames,
        candidate_frames=candidate_frames,
        continuation_seconds=f"{spec.continuation_seconds:g}",
        fps=f"{spec.fps:g}",
    )


def build_request(
    history: np.ndarray | None,
    candidate: np.ndarray,
    spec: InferenceSpec,
    *,
    factor: int = DEFAULT_FACTOR,
    sources: dict[str, str] | None = None,
) -> NVRMRequest:
    """Steps 2-5 on already sampled frames: contract resolution, token resize, prompt."""
    cand = to_contract_resolution(candidate, spec)
    th, tw = token_size(cand.shape[1], cand.shape[2], spec, factor)
    parts = [to_contract_resolution(history, spec)] if history is not None else []
    parts.append(cand)
    video = np.stack([resize_rgb(f, th, tw) for part in parts for f in part])
    n_hist = 0 if history is None else int(history.shape[0])
    return NVRMRequest(
        prompt=render_prompt(spec, n_hist, int(cand.shape[0])),
        video=video,
        history_frames=n_hist,
        candidate_frames=int(cand.shape[0]),
        fps=spec.fps,
        sources=dict(sources or {}),
    )


def prepare_requests(
    history: str | Path | None,
    candidates: list[str | Path],
    spec: InferenceSpec,
    *,
    factor: int = DEFAULT_FACTOR,
    limits: VideoLimits | None = None,
) -> list[NVRMRequest]:
    """Decode the history once and build one `NVRMRequest` per candidate video path."""
    hist = sample_history(history, spec, limits)
    out = []
    for cand in candidates:
        frames = sample_candidate(cand, spec, limits)
        sources = {"history": str(history) if history is not None else "", "candidate": str(cand)}
        out.append(build_request(hist, frames, spec, factor=factor, sources=sources))
    return out


def processor_inputs(processor, requests: list[NVRMRequest]):
    """Run the Qwen3-VL processor on requests (batched, padded); returns its `BatchFeature`.

    Geometry is already final, so resizing and frame sampling are switched off; timestamps come
    from ``fps`` and frame positions within each request's joint video.
    """
    from transformers.video_utils import VideoMetadata

    metadata = [
        VideoMetadata(total_num_frames=len(r.frame_indices), fps=r.fps, frames_indices=r.frame_indices)
        for r in requests
    ]
    return processor(
        text=[r.prompt for r in requests],
        videos=[r.video for r in requests],
        video_metadata=metadata,
        do_resize=False,
        do_sample_frames=False,
        padding=True,
        return_tensors="pt",
    )
