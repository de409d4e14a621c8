"""Safe, bounded video decoding.

CONTRACT: `load_video` returns a `Clip` of uint8 RGB frames ``(T, H, W, 3)``; `probe` reads
metadata without decoding everything; every failure is a `VideoError` naming the file and problem.

Sources: video files (mp4, webm, avi, mkv, mov, ... anything FFmpeg opens), GIFs (Pillow) and
folders of frames (sorted ``*.png`` / ``*.jpg`` / ``*.jpeg``; a folder has no timing, so its fps
is ``fps=`` or `DEFAULT_FOLDER_FPS`).

Backends for video files: ``"opencv"`` (the default, ``"auto"``), ``"pyav"`` (needs ``av``) and
``"decord"`` (needs ``decord``). All backends use FFmpeg's BT.601 YUV->RGB conversion, and the
test-suite checks they return identical frames for the same file.

Limits (`VideoLimits`) are checked from metadata BEFORE decoding (file bytes, frame size, frame
count, duration) and again WHILE decoding, because container frame counts often lie: decoding
stops with an error as soon as the real count passes ``max_frames`` or ``max_duration_s``.

Truncated files: when decoding ends before the count the header promises, `load_video` returns
the decodable frames and sets ``Clip.truncated`` (plus a message in ``Clip.warnings``); it raises
`VideoError` when nothing at all decodes (e.g. a file cut to its first few hundred bytes).
(decord counts the frames it can index, so with it a cut file simply has fewer frames. Its
threaded decoder may report a damaged tail early, even at frame 0; the rest is then read by PyAV.)

Named problems: a file whose only streams are audio says so ("contains no video stream: only an
audio stream"); a GIF or image whose *declared* canvas passes ``max_pixels`` is refused from its
header before any pixel is decoded; a variable frame rate (frame intervals that differ by more
than `VFR_TOLERANCE` of their median, read from the decoded timestamps) sets ``Clip.vfr`` and a
warning. `pair_warnings` names what makes two clips hard to compare (different frame rates,
frame counts or durations; each clip's own warnings) for the prediction record and the console.
"""

from __future__ import annotations

import functools
import importlib.util
import math
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from .errors import VideoError

#: Frame rate assumed for a folder of frames when the caller gives none.
DEFAULT_FOLDER_FPS = 30.0
#: File suffixes read as frames inside a folder.
FRAME_SUFFIXES = (".png", ".jpg", ".jpeg")
#: Backend names accepted by `load_video` / `probe`.
BACKENDS = ("auto", "opencv", "pyav", "decord")
#: Frames a container count may overstate before a short stream is flagged as truncated.
TRUNCATION_SLACK = 1
#: Largest accepted ``long side / short side`` ratio in `smart_resize`.
MAX_ASPECT_RATIO = 200.0
#: Frame intervals spreading more than this fraction of their median mark a variable frame rate.
VFR_TOLERANCE = 0.25
#: Relative frame-rate difference between A and B above which `pair_warnings` warns.
FPS_MISMATCH_TOLERANCE = 0.01
#: Relative duration difference between A and B above which `pair_warnings` warns.
DURATION_MISMATCH_TOLERANCE = 0.10
#: Default memory budget for the decoded frames of one load (and, in the engine, of one pair):
#: 2 GiB, e.g. 86 frames of 3840x2160 or 1,400 frames of 854x480.
DEFAULT_MAX_DECODED_BYTES = 2 * 1024**3


class VideoLimits(BaseModel):
    """Hard bounds applied before and while decoding (decoded media is never unbounded)."""

    max_pixels: int = 3840 * 2160
    min_side: int = 8
    max_frames: int = 20_000
    max_duration_s: float = 3600.0
    max_file_bytes: int = 8 * 1024**3
    #: bytes of decoded RGB frames one load may hold (frames kept x height x width x 3): checked
    #: from the header before any pixel is decoded and again while decoding
    max_decoded_bytes: int = DEFAULT_MAX_DECODED_BYTES


class VideoInfo(BaseModel):
    """Metadata read by `probe`."""

    path: str
    backend: str
    fps: float
    frame_count: int
    width: int
    height: int
    duration_s: float


class Clip(BaseModel):
    """Decoded frames of one video: ``frames[i]`` is source frame ``indices[i]``.

    ``fps`` is the SOURCE frame rate; ``sample_fps`` the rate asked for with ``target_fps``
    (None when frames were not resampled). ``truncated`` is True when the stream ended before
    the frame count its header promised (the decodable frames are returned).

    A *sparse* clip (``load_video(..., indices=..., sparse=True)``) has one frame per source
    frame up to the last one asked for (``frames[i]`` is source frame ``i``), but only the frames
    in ``filled`` hold pixels; the others are blank and cost no memory (untouched zero pages).
    Its ``source_frames`` is the stream's frame count. ``filled`` is None for an ordinary clip.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    path: str
    fps: float
    indices: list[int]
    frames: np.ndarray = Field(exclude=True, repr=False)
    sample_fps: float | None = None
    source_frames: int | None = None  # decoded source frame count (None if decoding stopped early)
    truncated: bool = False
    vfr: bool = False  # decoded frame intervals vary (variable frame rate); see `VFR_TOLERANCE`
    warnings: list[str] = Field(default_factory=list)
    filled: list[int] | None = None  # sparse clips: the source frames that hold pixels

    @property
    def num_frames(self) -> int:
        return int(self.frames.shape[0])

    @property
    def height(self) -> int:
        return int(self.frames.shape[1])

    @property
    def width(self) -> int:
        return int(self.frames.shape[2])


# --------------------------------------------------------------------------------------------
# Writing


def write_video(path: str | Path, frames: np.ndarray | Sequence[np.ndarray], fps: float) -> Path:
    """Write uint8 RGB frames ``(T, H, W, 3)`` to ``path`` and return the path.

    The container follows the suffix: ``.mp4`` / ``.mov`` (OpenCV ``mp4v``), ``.avi`` (MJPG),
    ``.mkv`` (MJPG), ``.webm`` (VP8), ``.gif`` (Pillow, looped; delays are stored in whole
    1/100 s, so 12 fps reads back as 12.5 fps), and a path without a suffix is a
    folder of ``frame_000000.png`` files. mp4v/VP8 need even width and height (ValueError
    otherwise: use .avi, .gif or a folder for odd sizes).
    """
    arr = _as_frames(frames)
    if not fps or fps <= 0 or not math.isfinite(fps):
        raise ValueError(f"fps must be a positive number, got {fps!r}")
    out = Path(path)
    suffix = out.suffix.lower()
    if suffix == "":
        return _write_folder(out, arr)
    out.parent.mkdir(parents=True, exist_ok=True)
    if suffix == ".gif":
        return _write_gif(out, arr, fps)
    fourcc = {".mp4": "mp4v", ".mov": "mp4v", ".m4v": "mp4v", ".avi": "MJPG", ".mkv": "MJPG",
              ".webm": "VP80"}.get(suffix)
    if fourcc is None:
        raise ValueError(f"{out}: unsupported video suffix {suffix!r}")
    height, width = arr.shape[1:3]
    if fourcc in ("mp4v", "VP80") and (height % 2 or width % 2):
        raise ValueError(f"{out}: {fourcc} needs even frame sizes, got {width}x{height}")
    import cv2

    writer = cv2.VideoWriter(str(out), cv2.VideoWriter_fourcc(*fourcc), float(fps), (width, height))
    if not writer.isOpened():
        raise OSError(f"{out}: OpenCV cannot open a {fourcc} writer for this path")
    try:
        for frame in arr:
            writer.write(np.ascontiguousarray(frame[:, :, ::-1]))
    finally:
        writer.release()
    return out


def _as_frames(frames: np.ndarray | Sequence[np.ndarray]) -> np.ndarray:
    arr = np.asarray(frames)
    if arr.ndim != 4 or arr.shape[-1] != 3 or arr.shape[0] == 0:
        raise ValueError(f"frames must have shape (T>0, H, W, 3), got {arr.shape}")
    if arr.dtype != np.uint8:
        raise ValueError(f"frames must be uint8 RGB, got dtype {arr.dtype}")
    return arr


def _write_folder(folder: Path, arr: np.ndarray) -> Path:
    from PIL import Image

    folder.mkdir(parents=True, exist_ok=True)
    for i, frame in enumerate(arr):
        Image.fromarray(frame).save(folder / f"frame_{i:06d}.png")
    return folder


def _write_gif(out: Path, arr: np.ndarray, fps: float) -> Path:
    from PIL import Image

    images = [Image.fromarray(f) for f in arr]
    duration_ms = max(10, int(round(1000.0 / fps)))
    images[0].save(out, save_all=True, append_images=images[1:], duration=duration_ms, loop=0)
    return out


# --------------------------------------------------------------------------------------------
# Probing


def probe(
    path: str | Path,
    limits: VideoLimits | None = None,
    *,
    backend: str = "auto",
    fps: float | None = None,
) -> VideoInfo:
    """Read metadata without decoding the stream and check it against ``limits``.

    Video files use the backend's container metadata (OpenCV ``CAP_PROP_*`` by default), whose
    frame count may be wrong (`load_video` counts by decoding); GIFs use Pillow's ``n_frames``;
    folders count frame files and read the first one. ``fps`` overrides a folder's frame rate.
    Raises `VideoError` for missing / unreadable files and for metadata outside ``limits``.
    """
    limits = limits or VideoLimits()
    src = _check_file(path, limits)
    if src.is_dir():
        info = _probe_folder(src, fps)
    elif src.suffix.lower() == ".gif":
        info = _probe_gif(src, limits)
    else:
        name = _resolve_backend(src, backend)
        info = {"opencv": _probe_opencv, "pyav": _probe_pyav, "decord": _probe_decord}[name](src)
    _check_info(info, limits)
    return info


def _check_file(path: str | Path, limits: VideoLimits) -> Path:
    src = Path(path)
    if not src.exists():
        raise VideoError(str(src), "file does not exist")
    if src.is_dir():
        return src
    size = src.stat().st_size
    if size == 0:
        raise VideoError(str(src), "file is empty (0 bytes)")
    if size > limits.max_file_bytes:
        raise VideoError(str(src), f"file is {size} bytes, above the limit of {limits.max_file_bytes}")
    return src


def _check_info(info: VideoInfo, limits: VideoLimits) -> None:
    where = info.path
    _check_size(where, info.width, info.height, limits)
    if info.frame_count > limits.max_frames:
        raise VideoError(where, f"has {info.frame_count} frames, above the limit of {limits.max_frames}")
    if info.duration_s > limits.max_duration_s:
        raise VideoError(
            where, f"lasts {info.duration_s:.1f} s, above the limit of {limits.max_duration_s:.1f} s"
        )


def _check_size(where: str, width: int, height: int, limits: VideoLimits) -> None:
    if min(width, height) < limits.min_side:
        raise VideoError(
            where, f"frames are {width}x{height}, below the minimum side of {limits.min_side} px"
        )
    if width * height > limits.max_pixels:
        raise VideoError(
            where,
            f"frames are {width}x{height} = {width * height} pixels, above the limit of "
            f"{limits.max_pixels}",
        )


def _folder_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.suffix.lower() in FRAME_SUFFIXES and p.is_file())


def _probe_folder(folder: Path, fps: float | None) -> VideoInfo:
    files = _folder_files(folder)
    if not files:
        raise VideoError(str(folder), f"folder contains no frame images ({', '.join(FRAME_SUFFIXES)})")
    from PIL import Image

    try:
        with Image.open(files[0]) as im:
            width, height = im.size
    except Image.DecompressionBombError:
        raise VideoError(str(files[0]), "frame declares a canvas too large to decode safely") from None
    except Exception as exc:  # UnidentifiedImageError, OSError, and Pillow's parser errors
        raise VideoError(str(files[0]), f"frame is not a readable image ({type(exc).__name__}: {exc})") from None
    rate = float(fps or DEFAULT_FOLDER_FPS)
    return VideoInfo(path=str(folder), backend="folder", fps=rate, frame_count=len(files),
                     width=width, height=height, duration_s=len(files) / rate)


def _gif_canvas(src: Path) -> tuple[int, int] | None:
    """The logical screen size a GIF header declares (bytes 6-9), or None when it is no GIF."""
    with src.open("rb") as fh:
        head = fh.read(10)
    if len(head) < 10 or head[:6] not in (b"GIF87a", b"GIF89a"):
        return None
    return int.from_bytes(head[6:8], "little"), int.from_bytes(head[8:10], "little")


def _check_canvas(where: str, width: int, height: int, limits: VideoLimits, what: str) -> None:
    if width * height > limits.max_pixels:
        raise VideoError(where, f"{what} declares a {width}x{height} canvas ({width * height} pixels), "
                                f"above the limit of {limits.max_pixels}; refused before decoding")


def _probe_gif(src: Path, limits: VideoLimits) -> VideoInfo:
    from PIL import Image, UnidentifiedImageError

    canvas = _gif_canvas(src)
    if canvas is not None:
        _check_canvas(str(src), *canvas, limits, "GIF")
    try:
        with Image.open(src) as im:
            width, height = im.size
            count = int(getattr(im, "n_frames", 1))
            duration_ms = float(im.info.get("duration") or 100.0)
    except Image.DecompressionBombError:
        raise VideoError(str(src), "GIF declares a canvas too large to decode safely") from None
    except (UnidentifiedImageError, OSError, EOFError, ValueError) as exc:
        raise VideoError(str(src), f"not a readable GIF ({exc})") from None
    except Exception as exc:  # Pillow's GIF parser raises IndexError, struct.error, ... on damaged data
        raise VideoError(str(src), f"not a readable GIF ({type(exc).__name__}: {exc})") from None
    fps = 1000.0 / max(duration_ms, 1.0)
    return VideoInfo(path=str(src), backend="pillow", fps=fps, frame_count=count,
                     width=width, height=height, duration_s=count / fps)


def _unreadable(src: Path, decoder: str) -> VideoError:
    """The error for a file the decoder cannot open, with a guess at why."""
    with src.open("rb") as fh:
        data = fh.read(1 << 20)
    head = data[:4096]
    if _looks_like_text(head):
        return VideoError(str(src), f"{decoder} cannot open it: it is a text file, not a video")
    kinds = _stream_kinds(src, data)
    if kinds and "video" not in kinds:
        return _no_video_stream(src, kinds)
    if head[4:8] == b"ftyp" and b"moov" in data and b"trak" not in data:
        why = "the file contains no video track (zero frames)"
    elif head[4:8] == b"ftyp" or head[:4] in (b"RIFF", b"\x1aE\xdf\xa3"):
        why = "the container header is damaged or the file is truncated"
    else:
        why = "not a video (unknown or corrupt data)"
    return VideoError(str(src), f"{decoder} cannot open it: {why}")


def _no_video_stream(src: Path, kinds: dict[str, int]) -> VideoError:
    found = ", ".join(f"{n} {k} stream{'s' if n > 1 else ''}" for k, n in sorted(kinds.items()))
    return VideoError(str(src), f"contains no video stream (only {found})" if found
                      else "contains no video stream (no stream at all: zero frames)")


#: MP4/MOV handler types → stream kinds.
_MP4_HANDLERS = {b"vide": "video", b"soun": "audio", b"subt": "subtitle", b"sbtl": "subtitle",
                 b"text": "subtitle"}


def _stream_kinds(src: Path, head: bytes) -> dict[str, int]:
    """Stream kinds in the file (``{"audio": 1}``): from PyAV when installed, else from the MP4
    ``hdlr`` boxes in the first and last MiB. Empty when unknown."""
    try:
        import av
    except ImportError:
        av = None
    if av is not None:
        try:
            with av.open(str(src)) as container:
                kinds: dict[str, int] = {}
                for stream in container.streams:
                    kinds[stream.type] = kinds.get(stream.type, 0) + 1
                return kinds
        except Exception:  # PyAV cannot open it either: fall back to the boxes
            pass
    if head[4:8] not in (b"ftyp", b"moov", b"mdat", b"wide", b"free"):
        return {}
    size = src.stat().st_size
    with src.open("rb") as fh:
        if size <= 2 << 20:
            data = fh.read()
        else:
            data = fh.read(1 << 20)
            fh.seek(size - (1 << 20))
            data += fh.read()
    out: dict[str, int] = {}
    at = data.find(b"hdlr")
    while at >= 0:
        kind = _MP4_HANDLERS.get(data[at + 12 : at + 16])
        if kind:
            out[kind] = out.get(kind, 0) + 1
        at = data.find(b"hdlr", at + 4)
    return out


def _looks_like_text(head: bytes) -> bool:
    if not head or b"\x00" in head:
        return False
    try:
        head.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _finite_fps(src: Path, fps: float) -> float:
    if not fps or not math.isfinite(fps) or fps <= 0 or fps > 1000:
        raise VideoError(str(src), f"container reports no usable frame rate ({fps!r})")
    return float(fps)


def _probe_opencv(src: Path) -> VideoInfo:
    import cv2

    cap = cv2.VideoCapture(str(src))
    try:
        if not cap.isOpened():
            raise _unreadable(src, "OpenCV/FFmpeg")
        width = int(cap.get(cv2.CAP_PROP_FRAME_WIDTH))
        height = int(cap.get(cv2.CAP_PROP_FRAME_HEIGHT))
        if width <= 0 or height <= 0:
            with src.open("rb") as fh:
                raise _no_video_stream(src, {k: n for k, n in _stream_kinds(src, fh.read(4096)).items()
                                             if k != "video"})
        fps = _finite_fps(src, cap.get(cv2.CAP_PROP_FPS))
        count = max(0, int(cap.get(cv2.CAP_PROP_FRAME_COUNT)))
    finally:
        cap.release()
    return VideoInfo(path=str(src), backend="opencv", fps=fps, frame_count=count,
                     width=width, height=height, duration_s=count / fps)


def _open_av(src: Path):
    import av

    try:
        container = av.open(str(src))
    except (av.error.FFmpegError, OSError) as exc:
        raise _unreadable(src, "PyAV/FFmpeg") from exc
    if not container.streams.video:
        kinds: dict[str, int] = {}
        for stream in container.streams:
            kinds[stream.type] = kinds.get(stream.type, 0) + 1
        container.close()
        raise _no_video_stream(src, kinds)
    return container


def _probe_pyav(src: Path) -> VideoInfo:
    container = _open_av(src)
    try:
        stream = container.streams.video[0]
        rate = stream.average_rate or stream.guessed_rate or stream.base_rate
        fps = _finite_fps(src, float(rate) if rate else 0.0)
        count = int(stream.frames or 0)
        if count <= 0:
            seconds = _av_duration(container, stream)
            count = int(round(seconds * fps)) if seconds else 0
        codec = stream.codec_context
        if codec is None:
            raise VideoError(str(src), "the video stream has no usable decoder (unknown or damaged codec data)")
        width, height = codec.width, codec.height
    finally:
        container.close()
    return VideoInfo(path=str(src), backend="pyav", fps=fps, frame_count=count,
                     width=width, height=height, duration_s=count / fps)


def _av_duration(container, stream) -> float:
    if stream.duration and stream.time_base:
        return float(stream.duration * stream.time_base)
    if container.duration:
        return container.duration / 1_000_000.0
    return 0.0


def _probe_decord(src: Path) -> VideoInfo:
    """decord exposes no frame size without decoding, so the size comes from OpenCV's metadata."""
    reader = _open_decord(src)
    count = len(reader)
    fps = _finite_fps(src, float(reader.get_avg_fps()))
    del reader
    size = _probe_opencv(src)
    width, height = size.width, size.height
    return VideoInfo(path=str(src), backend="decord", fps=fps, frame_count=count,
                     width=width, height=height, duration_s=count / fps)


def _open_decord(src: Path):
    import decord

    try:
        return decord.VideoReader(str(src), ctx=decord.cpu(0))
    except Exception as exc:  # decord raises its own DECORDError types
        raise _unreadable(src, "decord") from exc


def available_backends() -> list[str]:
    """Installed decoding backends for video files, ``"opencv"`` first."""
    names = ["opencv"]
    names += [n for n, mod in (("pyav", "av"), ("decord", "decord")) if importlib.util.find_spec(mod)]
    return names


def _resolve_backend(src: Path, backend: str) -> str:
    if backend not in BACKENDS:
        raise VideoError(str(src), f"unknown backend {backend!r}; choose one of {', '.join(BACKENDS)}")
    name = "opencv" if backend == "auto" else backend
    if name not in available_backends():
        module = {"pyav": "av", "decord": "decord"}[name]
        raise VideoError(str(src), f"backend {name!r} needs the {module!r} package, which is not installed")
    return name


# --------------------------------------------------------------------------------------------
# Decoding


def load_video(
    path: str | Path,
    *,
    target_fps: float | None = None,
    indices: Sequence[int] | None = None,
    max_frames: int | None = None,
    limits: VideoLimits | None = None,
    backend: str = "auto",
    fps: float | None = None,
    sparse: bool = False,
    allow_past_end: bool = False,
) -> Clip:
    """Decode a video (file, GIF or folder of frames) into a bounded `Clip` of RGB frames.

    - ``target_fps``: keep the source frames nearest to the times ``k / target_fps``
      (``round(k * fps / target_fps)``); above the source rate frames repeat.
    - ``indices``: keep exactly these source frames, in the given order (repeats allowed);
      decoding stops after the largest one. Mutually exclusive with ``target_fps``.
    - ``sparse`` (with ``indices``): return a sparse clip (see `Clip`): ``frames[i]`` is source
      frame ``i`` for every ``i`` in ``indices``, the other frames (up to the largest index) are
      blank and cost no memory. ``allow_past_end``: indices past the end of the stream are left
      out of ``Clip.filled`` instead of raising (for callers that planned from a header count).
      The stream is still decoded to its end (skipped frames are neither converted nor kept), so
      the frame count, truncation and variable-frame-rate warnings are those of a full decode.
    - ``max_frames``: return at most this many frames (the first ones of the selection);
      decoding stops once they are collected.
    - ``fps``: the frame rate of a folder of frames (ignored for files and GIFs).

    ``Clip.indices`` records which source frame each returned frame is. Raises `VideoError`
    for missing/unreadable files, limit violations (``limits.max_decoded_bytes`` is checked from
    the header before decoding), zero decodable frames and out-of-range ``indices``; a stream
    that ends early yields ``truncated=True`` (see module docstring).
    """
    limits = limits or VideoLimits()
    src = Path(path)
    if target_fps is not None and indices is not None:
        raise VideoError(str(src), "give either target_fps or indices, not both")
    if sparse and (indices is None or max_frames is not None):
        raise VideoError(str(src), "sparse decoding needs indices (and no max_frames)")
    if target_fps is not None and (not math.isfinite(target_fps) or target_fps <= 0):
        raise VideoError(str(src), f"target_fps must be positive, got {target_fps!r}")
    if max_frames is not None and max_frames <= 0:
        raise VideoError(str(src), f"max_frames must be positive, got {max_frames!r}")
    wanted = [int(i) for i in indices] if indices is not None else None
    if wanted is not None and any(i < 0 for i in wanted):
        raise VideoError(str(src), f"negative frame index in {wanted}")
    if wanted is not None and max_frames is not None:
        wanted = wanted[:max_frames]

    info = probe(src, limits, backend=backend, fps=fps)
    check_decoded_bytes(str(src), expected_frames(info, wanted=wanted, target_fps=target_fps,
                                                  max_frames=max_frames, sparse=sparse),
                        info.width, info.height, limits.max_decoded_bytes)
    frame_iter = _frame_iterator(src, info, limits)
    selector = _Selector(info.fps, target_fps, wanted, max_frames)
    kept: dict[int, np.ndarray] = {}
    times: list[float] = []
    decoded = 0
    finished = False
    store: np.ndarray | None = None  # sparse: one slot per source frame, written in place
    for i, fetch, t in frame_iter:
        decoded = i + 1
        if t is not None:
            times.append(t)
        _check_running(src, info.fps, decoded, limits)
        wanted_now = selector.wants(i)
        if i == 0 or wanted_now:
            frame = fetch()
            _check_frame(src, i, frame, kept, limits)
            if wanted_now:
                check_decoded_bytes(str(src), len(kept) + 1, frame.shape[1], frame.shape[0],
                                    limits.max_decoded_bytes)
                if sparse:
                    if store is None:
                        store = np.zeros((selector.last_wanted + 1, *frame.shape), dtype=np.uint8)
                    store[i] = frame
                    frame = store[i]
                kept[i] = frame
        if selector.done(i) and not sparse:
            finished = True
            break
    frame_iter.close()
    if sparse:
        clip = _assemble_sparse(src, info, selector, kept, store, decoded, allow_past_end)
    else:
        clip = _assemble(src, info, selector, kept, decoded, finished, target_fps)
    vfr = _vfr_warning(times, info.fps) if len(times) == decoded else None
    if vfr:
        clip.vfr = True
        clip.warnings.append(vfr)
    return clip


def expected_frames(info: VideoInfo, *, wanted: Sequence[int] | None = None, target_fps: float | None = None,
                    max_frames: int | None = None, sparse: bool = False) -> int:
    """How many decoded frames a load will hold, from the header (``info``): the distinct
    ``wanted`` frames of a sparse load, ``len(wanted)`` (repeats are copies), the frames sampled
    at ``target_fps``, else the header's frame count; at most ``max_frames``."""
    if wanted is not None:
        n = len(set(wanted)) if sparse else len(wanted)
    elif target_fps is not None:
        n = math.ceil(info.frame_count * target_fps / info.fps) if info.fps > 0 else info.frame_count
    else:
        n = info.frame_count
    return min(n, max_frames) if max_frames is not None else n


def check_decoded_bytes(where: str, frames: int, width: int, height: int, budget: int) -> None:
    """`VideoError` when ``frames`` RGB frames of ``width x height`` exceed ``budget`` bytes."""
    need = int(frames) * int(width) * int(height) * 3
    if need > budget:
        raise VideoError(where, f"{frames} decoded frames of {width}x{height} need {_gib(need)}, above the "
                                f"memory budget of {_gib(budget)} (--max-memory); refused before decoding "
                                "them")


def _gib(n: int) -> str:
    return f"{n / 1024**3:.2f} GiB" if n >= 1024**3 else f"{n / 1024**2:.1f} MiB"


def _assemble_sparse(src: Path, info: VideoInfo, selector: _Selector, kept: dict[int, np.ndarray],
                     store: np.ndarray | None, decoded: int, allow_past_end: bool = False) -> Clip:
    """The sparse `Clip` of a load that decoded the stream to its end (``decoded`` frames)."""
    if decoded == 0:
        raise VideoError(str(src), "contains zero frames" if info.frame_count == 0 else
                         f"no frame could be decoded of the {info.frame_count} its header promises "
                         "(truncated or corrupt file)")
    missing = sorted(set(selector.wanted or []) - set(kept))
    if allow_past_end:
        missing = [i for i in missing if i < decoded]
    if missing or store is None:
        raise VideoError(str(src), f"requested frame {missing[0] if missing else 0} but only {decoded} "
                                   "frames could be decoded")
    warnings: list[str] = []
    truncated = decoded < info.frame_count - TRUNCATION_SLACK
    if truncated:
        warnings.append(f"stream ended after {decoded} of the {info.frame_count} frames its header promises "
                        "(truncated file?)")
        from .console import warn

        warn(f"{src}: {warnings[-1]}")
    return Clip(path=str(src), fps=info.fps, indices=list(range(store.shape[0])), frames=store,
                source_frames=decoded, truncated=truncated, warnings=warnings, filled=sorted(kept))


def _vfr_warning(times: Sequence[float], fps: float) -> str | None:
    """A warning when the decoded frame times (seconds) are not evenly spaced, else None."""
    if len(times) < 4:
        return None
    dt = np.diff(np.asarray(times, dtype=np.float64))
    median = float(np.median(dt))
    if not math.isfinite(median) or median <= 0:
        return None
    lo, hi = float(dt.min()), float(dt.max())
    if hi - lo <= VFR_TOLERANCE * median + 1e-3:
        return None
    return (f"variable frame rate: frame intervals range from {lo * 1000:.1f} to {hi * 1000:.1f} ms "
            f"(header {fps:g} fps); frame spans count frames, so a step may not cover equal time")


def _check_frame(src: Path, i: int, frame: np.ndarray, kept: dict[int, np.ndarray],
                 limits: VideoLimits) -> None:
    """Size limits on the first frame; every kept frame must match the first kept one."""
    if i == 0:
        _check_size(str(src), frame.shape[1], frame.shape[0], limits)
    if kept:
        first = next(iter(kept.values()))
        if frame.shape != first.shape:
            raise VideoError(str(src), f"frame {i} is {frame.shape[1]}x{frame.shape[0]} but earlier "
                                       f"frames are {first.shape[1]}x{first.shape[0]}")


def _check_running(src: Path, fps: float, decoded: int, limits: VideoLimits) -> None:
    if decoded > limits.max_frames:
        raise VideoError(str(src), f"decodes to more than {limits.max_frames} frames (the limit)")
    if decoded / fps > limits.max_duration_s:
        raise VideoError(
            str(src), f"decodes to more than {limits.max_duration_s:.1f} s (the limit) at {fps:g} fps"
        )


class _Selector:
    """Which source frames to keep, decided frame by frame while decoding."""

    def __init__(self, fps: float, target_fps: float | None, wanted: list[int] | None,
                 max_frames: int | None) -> None:
        self.fps, self.target_fps, self.wanted, self.max_frames = fps, target_fps, wanted, max_frames
        self.wanted_set = set(wanted) if wanted is not None else None
        self.last_wanted = max(wanted) if wanted else -1
        self.kept = 0

    def _repeats(self, i: int) -> int:
        """How many sample times ``k / target_fps`` have source frame ``i`` as nearest frame."""
        if self.target_fps is None:
            return 1
        step = self.fps / self.target_fps
        # k with round(k * step) == i  <=>  (i - 0.5) / step <= k < (i + 0.5) / step (half up).
        lo = max(0, math.ceil((i - 0.5) / step - 1e-9))
        hi = math.ceil((i + 0.5) / step - 1e-9)
        return sum(1 for k in range(lo, hi) if _round_half_up(k * step) == i)

    def wants(self, i: int) -> bool:
        if self.wanted_set is not None:
            return i in self.wanted_set
        n = self._repeats(i)
        if n and self.max_frames is not None:
            n = min(n, self.max_frames - self.kept)
        self.kept += n
        return n > 0

    def done(self, i: int) -> bool:
        if self.wanted_set is not None:
            return i >= self.last_wanted
        return self.max_frames is not None and self.kept >= self.max_frames

    def order(self, kept_indices: list[int]) -> list[int]:
        """Source indices of the output frames, in output order (repeats included)."""
        if self.wanted is not None:
            return list(self.wanted)
        out: list[int] = []
        for i in kept_indices:
            out += [i] * self._repeats(i)
        return out[: self.max_frames] if self.max_frames is not None else out


def _round_half_up(x: float) -> int:
    return int(math.floor(x + 0.5 + 1e-9))


def _assemble(src: Path, info: VideoInfo, selector: _Selector, kept: dict[int, np.ndarray],
              decoded: int, finished: bool, target_fps: float | None) -> Clip:
    if decoded == 0 and info.frame_count == 0:
        raise VideoError(str(src), "contains zero frames")
    if decoded == 0:
        raise VideoError(str(src), f"no frame could be decoded of the {info.frame_count} its header "
                                   "promises (truncated or corrupt file)")
    warnings: list[str] = []
    truncated = False
    if not finished and decoded < info.frame_count - TRUNCATION_SLACK:
        truncated = True
        warnings.append(
            f"stream ended after {decoded} of the {info.frame_count} frames its header promises "
            "(truncated file?)"
        )
    order = selector.order(sorted(kept))
    missing = [i for i in order if i not in kept]
    if missing:
        raise VideoError(
            str(src), f"requested frame {missing[0]} but only {decoded} frames could be decoded"
        )
    if not order:
        raise VideoError(str(src), "the sampling selected no frames")
    frames = np.stack([kept[i] for i in order])
    if truncated:
        from .console import warn

        warn(f"{src}: {warnings[-1]}")
    return Clip(path=str(src), fps=info.fps, indices=order, frames=frames, sample_fps=target_fps,
                source_frames=None if finished else decoded, truncated=truncated, warnings=warnings)


#: A decoded-but-not-converted frame: call it (before advancing the iterator) for the RGB array.
FrameFetch = Callable[[], np.ndarray]
#: ``(source_index, fetch, presentation time in seconds or None when the backend has none)``.
FrameItem = tuple[int, FrameFetch, float | None]


def _frame_iterator(src: Path, info: VideoInfo, limits: VideoLimits) -> Iterator[FrameItem]:
    """Yield ``(source_index, fetch, time_s)`` for every decodable frame of the source.

    Frames are decoded in order; the RGB conversion (or image read, for folders) only happens
    when ``fetch()`` is called, so frames that sampling skips cost a decode but no conversion.
    """
    if info.backend == "folder":
        return _iter_folder(src, limits)
    if info.backend == "pillow":
        return _iter_gif(src)
    return {"opencv": _iter_opencv, "pyav": _iter_pyav, "decord": _iter_decord}[info.backend](src)


def _iter_folder(folder: Path, limits: VideoLimits) -> Iterator[FrameItem]:
    # sizes are compared with the first frame in `_check_frame`; here only the pixel bound holds
    open_limits = VideoLimits(max_pixels=limits.max_pixels, min_side=1, max_file_bytes=limits.max_file_bytes)
    for i, file in enumerate(_folder_files(folder)):
        yield i, functools.partial(load_image, file, open_limits), None


def _iter_gif(src: Path) -> Iterator[FrameItem]:
    from PIL import Image, ImageSequence

    t = 0.0
    try:
        with Image.open(src) as im:
            for i, page in enumerate(ImageSequence.Iterator(im)):
                try:  # converted here (GIF frames are small): a damaged frame ends the stream
                    rgb = np.asarray(page.convert("RGB"))
                except Image.DecompressionBombError:
                    raise
                except Exception:  # OSError, EOFError, IndexError, ... from Pillow on damaged data
                    return  # _assemble flags the truncation (or names a file with no frame)
                yield i, functools.partial(np.array, rgb, copy=False), t
                t += float(page.info.get("duration") or 100.0) / 1000.0
    except Image.DecompressionBombError:
        raise VideoError(str(src), "GIF frame declares a canvas too large to decode safely") from None
    except Exception as exc:  # seeking to the next frame of a damaged GIF: any Pillow error type
        raise VideoError(str(src), f"GIF decoding failed ({type(exc).__name__}: {exc})") from None


def _iter_opencv(src: Path) -> Iterator[FrameItem]:
    import cv2

    cap = cv2.VideoCapture(str(src))
    if not cap.isOpened():
        raise _unreadable(src, "OpenCV/FFmpeg")

    def fetch() -> np.ndarray:
        ok, bgr = cap.retrieve()
        if not ok or bgr is None:
            raise VideoError(str(src), "OpenCV decoded a frame but could not convert it")
        return cv2.cvtColor(bgr, cv2.COLOR_BGR2RGB)

    try:
        i = 0
        while cap.grab():
            msec = cap.get(cv2.CAP_PROP_POS_MSEC)
            yield i, fetch, (msec / 1000.0 if math.isfinite(msec) else None)
            i += 1
    finally:
        cap.release()


def _iter_pyav(src: Path) -> Iterator[FrameItem]:
    import av

    container = _open_av(src)
    try:
        stream = container.streams.video[0]
        stream.thread_type = "AUTO"
        i = 0
        def fetch(frame) -> np.ndarray:
            try:
                return frame.to_ndarray(format="rgb24")
            except (av.error.FFmpegError, ValueError) as exc:
                raise VideoError(str(src), f"frame {i} could not be converted to RGB ({exc})") from None

        try:
            for frame in container.decode(stream):
                yield i, functools.partial(fetch, frame), frame.time
                i += 1
        except av.error.FFmpegError:
            return  # a damaged tail ends the stream; _assemble flags the truncation
    finally:
        container.close()


def _iter_decord(src: Path) -> Iterator[FrameItem]:
    reader = _open_decord(src)
    count = len(reader)
    for i in range(count):
        try:
            frame = reader.next()  # sequential decoding, no seeks
        except StopIteration:
            return
        except Exception:  # decord raises its own error types on damaged tails
            break
        yield i, frame.asnumpy, None
    else:
        return
    # decord's threaded decoder can raise a damaged tail's error early, on frames it could still
    # decode (how early depends on thread timing, down to frame 0): the rest of the stream is read
    # by PyAV, which decodes one packet at a time and stops at the frame that is itself damaged
    # (the same FFmpeg conversion, so the same pixels); without PyAV, by index, one frame at a time
    if importlib.util.find_spec("av") is not None:
        for j, fetch, _ in _iter_pyav(src):
            if j >= count:
                return
            if j >= i:
                yield j, fetch, None
        return
    reader = _open_decord(src)
    for j in range(i, count):
        try:
            frame = reader[j]
        except Exception:
            return
        yield j, frame.asnumpy, None


# --------------------------------------------------------------------------------------------
# Pairs


def pair_warnings(clip_a: Clip, clip_b: Clip) -> list[str]:
    """One-line warnings about judging ``clip_a`` (A, left) against ``clip_b`` (B, right).

    Each clip's own warnings (truncated stream, variable frame rate) prefixed ``A:`` / ``B:``,
    then what makes the two hard to compare: frame rates differing by more than
    `FPS_MISMATCH_TOLERANCE`, different source frame counts (when both were decoded to the end)
    and durations differing by more than `DURATION_MISMATCH_TOLERANCE`. Pure: prints nothing;
    an empty list means nothing to say. For the prediction record and the console.
    """
    out = [f"{side}: {w}" for side, clip in (("A", clip_a), ("B", clip_b)) for w in clip.warnings]
    fa, fb = float(clip_a.fps), float(clip_b.fps)
    count_a, count_b = clip_a.source_frames, clip_b.source_frames

    def describe(clip: Clip, count: int | None) -> str:
        frames = f"{count} frames at " if count is not None else ""
        seconds = f" ({count / clip.fps:.2f} s)" if count is not None and clip.fps > 0 else ""
        return f"{frames}{clip.fps:g} fps{seconds}"

    problems = []
    if abs(fa - fb) > FPS_MISMATCH_TOLERANCE * max(fa, fb):
        problems.append(f"the frame rates differ ({fa:g} vs {fb:g} fps)")
    if count_a is not None and count_b is not None:
        if count_a != count_b:
            problems.append(f"the frame counts differ ({count_a} vs {count_b})")
        da, db = count_a / fa if fa > 0 else 0.0, count_b / fb if fb > 0 else 0.0
        if abs(da - db) > DURATION_MISMATCH_TOLERANCE * max(da, db, 1e-9):
            problems.append(f"the durations differ ({da:.2f} vs {db:.2f} s)")
    if problems:
        out.append(f"A is {describe(clip_a, count_a)}, B is {describe(clip_b, count_b)}: "
                   f"{' and '.join(problems)}; the same action step spans different moments of A and B")
    return out


# --------------------------------------------------------------------------------------------
# Images


def load_image(path: str | Path, limits: VideoLimits | None = None) -> np.ndarray:
    """Read a source image as uint8 RGB ``(H, W, 3)`` (EXIF orientation applied).

    The size is checked against ``limits`` (``max_pixels``, ``min_side``, ``max_file_bytes``)
    before the pixels are decoded. Raises `VideoError` naming the file and the problem.
    """
    from PIL import Image, ImageOps, UnidentifiedImageError

    limits = limits or VideoLimits()
    src = _check_file(path, limits)
    if src.is_dir():
        raise VideoError(str(src), "is a folder, not an image")
    try:
        with Image.open(src) as im:
            _check_size(str(src), im.size[0], im.size[1], limits)
            im.load()
            rgb = ImageOps.exif_transpose(im).convert("RGB")
    except UnidentifiedImageError as exc:
        what = "it is a text file" if _looks_like_text(src.read_bytes()[:4096]) else "unknown format"
        raise VideoError(str(src), f"not a readable image ({what})") from exc
    except Image.DecompressionBombError as exc:
        raise VideoError(str(src), f"image is too large to decode safely ({exc})") from exc
    except OSError as exc:
        raise VideoError(str(src), f"image is truncated or corrupt ({exc})") from exc
    except VideoError:
        raise
    except Exception as exc:  # Pillow's parsers raise IndexError, struct.error, ... on damaged data
        raise VideoError(str(src), f"image is corrupt ({type(exc).__name__}: {exc})") from None
    return np.asarray(rgb)


# --------------------------------------------------------------------------------------------
# Resizing


def smart_resize(
    height: int,
    width: int,
    *,
    factor: int = 32,
    min_pixels: int | None = None,
    max_pixels: int | None = None,
) -> tuple[int, int]:
    """Target ``(h, w)``: multiples of ``factor``, aspect ratio kept, pixel count in bounds.

    Each side is first rounded to the nearest multiple of ``factor`` (at least ``factor``); if
    the area then exceeds ``max_pixels`` both sides are scaled down by the same factor and
    floored to multiples, if it is below ``min_pixels`` they are scaled up and ceiled.
    Defaults: ``min_pixels = 4 * factor**2``, ``max_pixels = 1280 * factor**2``.
    Raises ValueError for non-positive sizes, inconsistent bounds or an aspect ratio above
    `MAX_ASPECT_RATIO`.
    """
    if height <= 0 or width <= 0 or factor <= 0:
        raise ValueError(f"sizes and factor must be positive, got {height}x{width}, factor {factor}")
    lo = 4 * factor * factor if min_pixels is None else int(min_pixels)
    hi = 1280 * factor * factor if max_pixels is None else int(max_pixels)
    if hi < factor * factor or lo > hi:
        raise ValueError(f"inconsistent pixel bounds min={lo}, max={hi} for factor {factor}")
    ratio = max(height, width) / min(height, width)
    if ratio > MAX_ASPECT_RATIO:
        raise ValueError(f"aspect ratio {ratio:.1f} of {height}x{width} is above {MAX_ASPECT_RATIO:g}")
    h = max(factor, round(height / factor) * factor)
    w = max(factor, round(width / factor) * factor)
    if h * w > hi:
        scale = math.sqrt(height * width / hi)
        h = max(factor, math.floor(height / scale / factor) * factor)
        w = max(factor, math.floor(width / scale / factor) * factor)
    elif h * w < lo:
        scale = math.sqrt(lo / (height * width))
        h = math.ceil(height * scale / factor) * factor
        w = math.ceil(width * scale / factor) * factor
    return h, w


def resize_frames(frames: np.ndarray, height: int, width: int) -> np.ndarray:
    """Resize one frame ``(H, W, C)`` or a stack ``(T, H, W, C)`` to ``height x width``.

    Uses ``INTER_AREA`` when neither side grows (anti-aliased shrink), ``INTER_CUBIC`` otherwise
    (values are clipped by OpenCV to the uint8 range).
    """
    import cv2

    if height <= 0 or width <= 0:
        raise ValueError(f"target size must be positive, got {height}x{width}")
    arr = np.asarray(frames)
    single = arr.ndim == 3
    stack = arr[None] if single else arr
    if stack.ndim != 4:
        raise ValueError(f"frames must be (H, W, C) or (T, H, W, C), got {arr.shape}")
    src_h, src_w = stack.shape[1:3]
    if (src_h, src_w) == (height, width):
        return arr.copy()
    interp = cv2.INTER_AREA if height <= src_h and width <= src_w else cv2.INTER_CUBIC
    out = np.stack([cv2.resize(f, (width, height), interpolation=interp) for f in stack])
    if out.ndim == 3:  # cv2 drops a single channel axis
        out = out[..., None]
    return out[0] if single else out
