"""A corpus of broken and awkward media files, generated on the spot (no fixtures on disk).

`build_corpus(folder)` writes every case and returns ``{name: MediaCase}``. Each case says what
`worldreward.video.load_video` must do with it: raise a `VideoError` whose message contains
``error`` or return a clip whose warnings contain ``warning`` (``""`` = a clean clip). Used by
tests/test_video.py, tests/test_fuzz_media.py and bench/reliability/run.py.

`mismatched_pair(folder)` writes the A/B pair the issue names: A 30 fps / 49 frames, B 16 fps /
25 frames.
"""

from __future__ import annotations

import fractions
import struct
import zlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from worldreward.video import write_video


@dataclass(frozen=True)
class MediaCase:
    path: Path
    error: str | None = None  # substring of the VideoError message ("" = any VideoError)
    warning: str | None = None  # substring of one Clip warning ("" = a clip without warnings)
    # neither given: a clip or a VideoError are both fine (never another exception)


def frames(t: int = 12, h: int = 48, w: int = 64, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    base = rng.integers(0, 255, (h, w, 3), dtype=np.uint8)
    return np.stack([np.roll(base, 2 * i, axis=1) for i in range(t)])


def gif_canvas_bomb(path: Path, width: int = 65535, height: int = 65535) -> Path:
    """A 40-byte GIF whose logical screen is ``width x height`` with one 1x1 image in it."""
    header = b"GIF89a" + struct.pack("<HH", width, height) + b"\x00\x00\x00"
    image = b",\x00\x00\x00\x00\x01\x00\x01\x00\x00" + b"\x02\x02D\x01\x00"
    path.write_bytes(header + image + b";")
    return path


def png_bomb(path: Path, width: int = 65535, height: int = 65535) -> Path:
    """A tiny PNG whose header declares ``width x height`` pixels."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    idat = zlib.compress(b"\x00" * 64)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", idat) + chunk(b"IEND", b""))
    return path


def audio_only_mp4(path: Path, seconds: float = 0.5) -> Path:
    """An mp4 with one AAC audio stream and no video (PyAV)."""
    import av

    rate = 16000
    with av.open(str(path), "w") as out:
        stream = out.add_stream("aac", rate=rate)
        n = int(seconds * rate) // 1024
        for i in range(max(1, n)):
            tone = np.sin(np.arange(1024) / 8.0 + i).astype(np.float32)[None] * 0.1
            frame = av.AudioFrame.from_ndarray(tone, format="fltp", layout="mono")
            frame.sample_rate = rate
            frame.pts = i * 1024
            for packet in stream.encode(frame):
                out.mux(packet)
        for packet in stream.encode(None):
            out.mux(packet)
    return path


def timed_mp4(path: Path, times_ms: list[int], size: tuple[int, int] = (64, 48)) -> Path:
    """An mp4 (MPEG-4 part 2) whose frames are presented at ``times_ms`` (PyAV): VFR when uneven."""
    import av

    tb = fractions.Fraction(1, 1000)
    clip = frames(len(times_ms), size[1], size[0], seed=3)
    with av.open(str(path), "w") as out:
        stream = out.add_stream("mpeg4", rate=30)
        stream.width, stream.height, stream.pix_fmt = size[0], size[1], "yuv420p"
        stream.codec_context.time_base = tb
        stream.time_base = tb
        for img, t in zip(clip, times_ms, strict=True):
            frame = av.VideoFrame.from_ndarray(np.ascontiguousarray(img), format="rgb24")
            frame.pts, frame.time_base = t, tb
            for packet in stream.encode(frame):
                out.mux(packet)
        for packet in stream.encode(None):
            out.mux(packet)
    return path


def mismatched_pair(folder: Path) -> tuple[Path, Path]:
    folder.mkdir(parents=True, exist_ok=True)
    a = write_video(folder / "a_30fps_49.mp4", frames(49, seed=1), 30)
    b = write_video(folder / "b_16fps_25.mp4", frames(25, seed=2), 16)
    return a, b


def build_corpus(folder: Path) -> dict[str, MediaCase]:
    folder.mkdir(parents=True, exist_ok=True)
    good = write_video(folder / "good.mp4", frames(), 12)
    good_avi = write_video(folder / "good.avi", frames(), 12)
    cases: dict[str, MediaCase] = {"good": MediaCase(good, warning="")}

    def put(name: str, data: bytes, **expect: str) -> None:
        path = folder / name
        path.write_bytes(data)
        cases[name] = MediaCase(path, **expect)

    put("empty.mp4", b"", error="empty")
    put("text.mp4", b"this is not a video\n" * 20, error="text file")
    put("noise.mp4", np.random.default_rng(0).integers(0, 256, 20_000, dtype=np.uint8).tobytes(),
        error="not a video")
    put("cut_300.mp4", good.read_bytes()[:300], error="")
    data = good_avi.read_bytes()
    put("half.avi", data[: len(data) // 2], warning="truncated")

    import cv2

    zero = folder / "zero.mp4"
    writer = cv2.VideoWriter(str(zero), cv2.VideoWriter_fourcc(*"mp4v"), 10, (64, 48))
    writer.release()
    cases["zero.mp4"] = MediaCase(zero, error="zero frames")
    tiny = np.full((3, 1, 1, 3), 128, np.uint8)
    cases["1x1.gif"] = MediaCase(write_video(folder / "1x1.gif", tiny, 5), error="below the minimum side")
    cases["1x1.avi"] = MediaCase(write_video(folder / "1x1.avi", tiny, 5), error="")
    cases["bomb.gif"] = MediaCase(gif_canvas_bomb(folder / "bomb.gif"), error="canvas")
    bomb_dir = folder / "bomb_frames"
    bomb_dir.mkdir(exist_ok=True)
    png_bomb(bomb_dir / "frame_000000.png")
    cases["bomb_frames"] = MediaCase(bomb_dir, error="too large")
    gif = write_video(folder / "ok.gif", frames(6), 10).read_bytes()
    put("cut.gif", gif[: len(gif) // 2])  # either a short clip or an error, never a crash
    try:
        import av  # noqa: F401
    except ImportError:
        return cases
    cases["audio.mp4"] = MediaCase(audio_only_mp4(folder / "audio.mp4"), error="no video stream")
    vfr_times = [0, 33, 66, 100, 200, 300, 333, 366, 400, 500, 600]
    cases["vfr.mp4"] = MediaCase(timed_mp4(folder / "vfr.mp4", vfr_times), warning="variable frame rate")
    cases["cfr.mp4"] = MediaCase(timed_mp4(folder / "cfr.mp4", [i * 40 for i in range(11)]), warning="")
    return cases
