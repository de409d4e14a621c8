"""Bounded decoding: round trips, backend agreement, sampling, limits and every bad-input case."""

from __future__ import annotations

import math

import numpy as np
import pytest

from worldreward.errors import VideoError
from worldreward.video import (
    Clip,
    VideoLimits,
    available_backends,
    load_image,
    load_video,
    probe,
    resize_frames,
    smart_resize,
    write_video,
)

T, H, W, FPS = 24, 48, 64, 12.0


def _synthetic(t: int = T, h: int = H, w: int = W) -> np.ndarray:
    """Smooth gradient background, a moving disc, a static HUD bar and mild noise."""
    rng = np.random.default_rng(7)
    yy, xx = np.mgrid[0:h, 0:w]
    frames = np.empty((t, h, w, 3), np.uint8)
    for i in range(t):
        img = np.stack([xx * 255 / w, yy * 255 / h, np.full_like(xx, (i * 9) % 256)], -1).astype(float)
        disc = (xx - (8 + 2 * i) % w) ** 2 + (yy - h / 2) ** 2 < 36
        img[disc] = (250, 40, 200)
        img[: max(1, h // 12), :] = (255, 255, 255)  # HUD bar
        img += rng.normal(0, 3, img.shape)
        frames[i] = np.clip(img, 0, 255).astype(np.uint8)
    return frames


@pytest.fixture(scope="module")
def frames() -> np.ndarray:
    return _synthetic()


@pytest.fixture(scope="module")
def media(tmp_path_factory, frames) -> dict[str, object]:
    root = tmp_path_factory.mktemp("media")
    return {name: write_video(root / name, frames, FPS)
            for name in ("clip.mp4", "clip.avi", "clip.mkv", "clip.webm", "clip.gif", "frames")}


# ------------------------------------------------------------------------------ round trips


@pytest.mark.parametrize("name,tol", [("clip.mp4", 12), ("clip.avi", 12), ("clip.mkv", 12),
                                      ("clip.webm", 12), ("clip.gif", 20), ("frames", 0)])
def test_round_trip_every_format(media, frames, name, tol):
    clip = load_video(media[name])
    assert isinstance(clip, Clip)
    assert clip.frames.dtype == np.uint8 and clip.frames.shape == frames.shape
    assert clip.indices == list(range(T))
    assert not clip.truncated
    err = np.abs(clip.frames.astype(int) - frames.astype(int)).mean()
    assert err <= tol
    # the moving disc is where we drew it, i.e. channels are RGB not BGR
    assert clip.frames[5, H // 2, 8 + 10, 0] > 180 and clip.frames[5, H // 2, 8 + 10, 1] < 110


@pytest.mark.parametrize("name", ["clip.mp4", "clip.avi", "clip.mkv", "clip.webm", "clip.gif", "frames"])
def test_probe_agrees_with_decode(media, name):
    info = probe(media[name], fps=FPS)
    clip = load_video(media[name], fps=FPS)
    assert info.frame_count == clip.num_frames == T
    assert (info.width, info.height) == (clip.width, clip.height) == (W, H)
    tol = 0.05 if name.endswith(".gif") else 0.01  # GIF delays are whole 1/100 s
    assert math.isclose(info.fps, FPS, rel_tol=tol)
    assert math.isclose(info.duration_s, T / FPS, rel_tol=tol)


def test_folder_fps_default_and_override(media):
    assert probe(media["frames"]).fps == 30.0
    assert load_video(media["frames"], fps=8).fps == 8


@pytest.mark.parametrize("backend", ["pyav", "decord"])
@pytest.mark.parametrize("name", ["clip.mp4", "clip.avi"])
def test_backends_return_identical_frames(media, backend, name):
    if backend not in available_backends():
        pytest.skip(f"{backend} is not installed")
    ref = load_video(media[name], backend="opencv")
    other = load_video(media[name], backend=backend)
    assert other.indices == ref.indices
    assert np.array_equal(other.frames, ref.frames)
    sub_ref = load_video(media[name], backend="opencv", target_fps=5)
    sub = load_video(media[name], backend=backend, target_fps=5)
    assert sub.indices == sub_ref.indices and np.array_equal(sub.frames, sub_ref.frames)


def test_missing_backend_is_a_clear_error(media, monkeypatch):
    import worldreward.video as video

    monkeypatch.setattr(video, "available_backends", lambda: ["opencv"])
    for backend, module in (("decord", "'decord'"), ("pyav", "'av'")):
        with pytest.raises(VideoError) as exc:
            load_video(media["clip.mp4"], backend=backend)
        assert str(media["clip.mp4"]) in str(exc.value)
        assert "not installed" in str(exc.value) and module in str(exc.value)
    with pytest.raises(VideoError, match="unknown backend"):
        load_video(media["clip.mp4"], backend="ffmpeg-cli")


def test_installed_backends_are_detected():
    import importlib.util

    names = available_backends()
    assert names[0] == "opencv"
    assert ("pyav" in names) == (importlib.util.find_spec("av") is not None)
    assert ("decord" in names) == (importlib.util.find_spec("decord") is not None)


def test_folder_with_mixed_frame_sizes(tmp_path):
    from PIL import Image

    folder = write_video(tmp_path / "mixed", _synthetic(4), 10)
    Image.fromarray(_synthetic(1, H + 2, W)[0]).save(folder / "frame_000002.png")
    _raises(folder, "frame 2 is")


def test_odd_sizes_need_a_lossless_or_mjpeg_container(tmp_path):
    odd = _synthetic(4, 15, 17)
    with pytest.raises(ValueError, match="even"):
        write_video(tmp_path / "odd.mp4", odd, 10)
    clip = load_video(write_video(tmp_path / "odd", odd, 10))
    assert clip.frames.shape == odd.shape and np.array_equal(clip.frames, odd)


# ------------------------------------------------------------------------------ sampling


def _nearest_indices(src_fps: float, dst_fps: float, n: int) -> list[int]:
    """Independent reference: for each sample time, the source frame with the closest timestamp."""
    times = np.arange(n) / src_fps
    out = []
    k = 0
    while k / dst_fps <= times[-1] + 0.5 / src_fps:
        i = int(np.argmin(np.abs(times - k / dst_fps)))
        out.append(i)
        k += 1
    return out


@pytest.mark.parametrize("target", [5.0, 4.0, 1.0, 7.0])
def test_target_fps_picks_nearest_frames(media, target):
    full = load_video(media["clip.mp4"])
    clip = load_video(media["clip.mp4"], target_fps=target)
    assert clip.indices == _nearest_indices(FPS, target, T)
    assert clip.fps == FPS and clip.sample_fps == target
    for out, src in zip(clip.frames, clip.indices, strict=True):
        assert np.array_equal(out, full.frames[src])


def test_target_fps_above_source_repeats_frames(media):
    clip = load_video(media["frames"], fps=FPS, target_fps=2 * FPS)
    assert clip.indices[:6] == [0, 1, 1, 2, 2, 3]  # half-up rounding of k * 0.5
    assert set(clip.indices) == set(range(T))


def test_explicit_indices_and_max_frames(media):
    full = load_video(media["clip.avi"])
    clip = load_video(media["clip.avi"], indices=[9, 2, 2, 17])
    assert clip.indices == [9, 2, 2, 17]
    assert np.array_equal(clip.frames, full.frames[[9, 2, 2, 17]])
    first = load_video(media["clip.avi"], max_frames=5)
    assert first.indices == [0, 1, 2, 3, 4] and first.num_frames == 5
    sampled = load_video(media["clip.avi"], target_fps=4, max_frames=3)
    assert sampled.indices == [0, 3, 6]
    with pytest.raises(VideoError) as exc:
        load_video(media["clip.avi"], indices=[3, 99])
    assert str(media["clip.avi"]) in str(exc.value) and "requested frame 99" in str(exc.value)
    with pytest.raises(VideoError, match="not both"):
        load_video(media["clip.avi"], indices=[1], target_fps=2)


# ------------------------------------------------------------------------------ bad inputs


def _raises(path, problem: str, **kw) -> VideoError:
    with pytest.raises(VideoError) as exc:
        load_video(path, **kw)
    msg = str(exc.value)
    assert str(path) in msg, msg
    assert problem in msg, msg
    return exc.value


def test_missing_file(tmp_path):
    _raises(tmp_path / "nope.mp4", "does not exist")


def test_text_file_named_mp4(tmp_path):
    p = tmp_path / "notes.mp4"
    p.write_text("this is not a video\n" * 20)
    _raises(p, "text file")


def test_random_bytes(tmp_path):
    p = tmp_path / "noise.mp4"
    p.write_bytes(np.random.default_rng(0).integers(0, 256, 20_000, dtype=np.uint8).tobytes())
    _raises(p, "not a video")


def test_empty_file(tmp_path):
    p = tmp_path / "empty.mp4"
    p.write_bytes(b"")
    _raises(p, "empty")


def test_file_cut_to_a_few_hundred_bytes(media, tmp_path):
    for name in ("clip.mp4", "clip.avi", "clip.mkv"):
        p = tmp_path / f"cut_{name}"
        p.write_bytes(media[name].read_bytes()[:300])
        with pytest.raises(VideoError) as exc:
            load_video(p)
        assert str(p) in str(exc.value)
        assert any(w in str(exc.value) for w in ("truncated", "damaged", "zero frames"))


@pytest.mark.parametrize("backend", ["opencv", "pyav", "decord"])
def test_truncated_mid_stream_returns_decodable_frames(media, tmp_path, backend):
    if backend not in available_backends():
        pytest.skip(f"{backend} is not installed")
    data = media["clip.avi"].read_bytes()
    p = tmp_path / "half.avi"
    p.write_bytes(data[: len(data) // 2])
    full = load_video(media["clip.avi"])
    clip = load_video(p, backend=backend)
    assert 0 < clip.num_frames < T
    assert np.array_equal(clip.frames, full.frames[: clip.num_frames])
    if backend != "decord":  # decord's count comes from its own index of decodable frames
        assert clip.truncated and "truncated" in clip.warnings[0]


def test_zero_frame_video(tmp_path):
    import cv2

    p = tmp_path / "zero.avi"
    writer = cv2.VideoWriter(str(p), cv2.VideoWriter_fourcc(*"MJPG"), 10, (64, 48))
    writer.release()
    _raises(p, "zero frames")
    empty = tmp_path / "empty_folder"
    empty.mkdir()
    _raises(empty, "no frame images")


def test_zero_frame_mp4(tmp_path):
    import cv2

    p = tmp_path / "zero.mp4"
    writer = cv2.VideoWriter(str(p), cv2.VideoWriter_fourcc(*"mp4v"), 10, (64, 48))
    writer.release()
    _raises(p, "zero frames")


def test_tiny_frames_below_min_side(tmp_path):
    tiny = np.full((3, 1, 1, 3), 128, np.uint8)
    for target in (tmp_path / "tiny.gif", tmp_path / "tiny_frames"):
        _raises(write_video(target, tiny, 5), "below the minimum side")
    small_mp4 = write_video(tmp_path / "small.mp4", _synthetic(3, 4, 4), 5)
    _raises(small_mp4, "below the minimum side")


def test_gigantic_frames(media):
    limits = VideoLimits(max_pixels=W * H - 1)
    for name in ("clip.mp4", "clip.gif", "frames"):
        _raises(media[name], "above the limit", limits=limits)


def test_too_many_frames_and_too_long(media):
    _raises(media["clip.mp4"], f"has {T} frames, above the limit", limits=VideoLimits(max_frames=10))
    _raises(media["clip.mkv"], "lasts 2.0 s, above the limit", limits=VideoLimits(max_duration_s=1.0))
    _raises(media["clip.mp4"], "bytes, above the limit", limits=VideoLimits(max_file_bytes=100))


def test_limits_also_hold_while_decoding_when_the_header_lies(media, monkeypatch):
    """A container that under-reports its frame count is stopped by the running count."""
    import worldreward.video as video

    real = video._probe_opencv

    def lying_probe(src):
        return real(src).model_copy(update={"frame_count": 3, "duration_s": 0.25})

    monkeypatch.setattr(video, "_probe_opencv", lying_probe)
    _raises(media["clip.mp4"], "more than 10 frames", limits=VideoLimits(max_frames=10))
    _raises(media["clip.mp4"], "more than 1.0 s", limits=VideoLimits(max_duration_s=1.0))
    clip = load_video(media["clip.mp4"])  # within limits: the real count wins over the header
    assert clip.num_frames == T and not clip.truncated


# ------------------------------------------------------------------------------ images


def test_load_image_round_trip_and_errors(tmp_path, frames):
    from PIL import Image

    png = tmp_path / "src.png"
    Image.fromarray(frames[0]).save(png)
    assert np.array_equal(load_image(png), frames[0])
    jpg = tmp_path / "src.jpg"
    Image.fromarray(frames[0]).save(jpg, quality=95)
    assert np.abs(load_image(jpg).astype(int) - frames[0]).mean() < 6

    def bad(path, problem, **kw):
        with pytest.raises(VideoError) as exc:
            load_image(path, **kw)
        assert str(path) in str(exc.value) and problem in str(exc.value)

    bad(tmp_path / "missing.png", "does not exist")
    text = tmp_path / "text.png"
    text.write_text("hello world")
    bad(text, "text file")
    cut = tmp_path / "cut.jpg"
    cut.write_bytes(jpg.read_bytes()[:400])
    bad(cut, "truncated or corrupt")
    bad(png, "below the minimum side", limits=VideoLimits(min_side=H + 1))
    bad(png, "above the limit", limits=VideoLimits(max_pixels=100))


# ------------------------------------------------------------------------------ resizing


def test_smart_resize_multiples_bounds_and_aspect():
    rng = np.random.default_rng(3)
    for _ in range(300):
        h, w = (int(v) for v in rng.integers(16, 4000, 2))
        if max(h, w) / min(h, w) > 50:
            continue
        factor = int(rng.choice([14, 28, 32]))
        lo, hi = factor * factor * 4, factor * factor * int(rng.integers(16, 600))
        rh, rw = smart_resize(h, w, factor=factor, min_pixels=lo, max_pixels=hi)
        assert rh % factor == 0 and rw % factor == 0
        assert lo <= rh * rw <= hi
        # the aspect ratio survives up to one factor step of rounding on each side
        assert abs(rh / rw - h / w) <= (h / w) * (factor / min(rh, rw) + factor / max(rh, rw)) + 1e-9


def test_smart_resize_examples_and_errors():
    assert smart_resize(480, 640, factor=32, max_pixels=10**9) == (480, 640)
    assert smart_resize(100, 100, factor=32, min_pixels=0, max_pixels=10**9) == (96, 96)
    h, w = smart_resize(1080, 1920, factor=32, max_pixels=76_800)
    assert h * w <= 76_800 and w > h
    h, w = smart_resize(20, 30, factor=32, min_pixels=32 * 32 * 16)
    assert h * w >= 32 * 32 * 16
    with pytest.raises(ValueError, match="aspect ratio"):
        smart_resize(10, 2500)
    with pytest.raises(ValueError):
        smart_resize(0, 10)
    with pytest.raises(ValueError, match="pixel bounds"):
        smart_resize(100, 100, min_pixels=5000, max_pixels=4000)


def test_resize_frames_shapes_and_interpolation(frames):
    down = resize_frames(frames, 24, 32)
    assert down.shape == (T, 24, 32, 3) and down.dtype == np.uint8
    up = resize_frames(frames[0], 96, 128)
    assert up.shape == (96, 128, 3)
    checker = np.zeros((64, 64, 3), np.uint8)
    checker[::2, ::2] = 255
    checker[1::2, 1::2] = 255
    small = resize_frames(checker, 16, 16)  # area averaging, not point sampling
    assert np.all(np.abs(small.astype(int) - 128) <= 2)


# ------------------------------------------------------------------------------ named problems


def test_gif_canvas_bomb_refused_from_its_header(tmp_path, monkeypatch):
    from broken_media import gif_canvas_bomb, png_bomb
    from PIL import Image

    bomb = gif_canvas_bomb(tmp_path / "bomb.gif")
    assert bomb.stat().st_size < 64
    opened = []
    monkeypatch.setattr(Image, "open", lambda *a, **k: opened.append(a) or pytest.fail("decoded"))
    _raises(bomb, "declares a 65535x65535 canvas")
    assert opened == []  # refused before Pillow saw the file
    monkeypatch.undo()
    folder = tmp_path / "frames"
    folder.mkdir()
    png_bomb(folder / "frame_000000.png")
    _raises(folder, "too large to decode safely")
    with pytest.raises(VideoError, match="too large to decode safely"):
        load_image(folder / "frame_000000.png")


@pytest.mark.parametrize("backend", ["opencv", "pyav"])
def test_audio_only_mp4_is_named(tmp_path, backend):
    pytest.importorskip("av")
    from broken_media import audio_only_mp4

    path = audio_only_mp4(tmp_path / "speech.mp4")
    _raises(path, "contains no video stream (only 1 audio stream)", backend=backend)


def test_audio_only_named_without_pyav(tmp_path, monkeypatch):
    """Without PyAV the MP4 handler boxes tell an audio-only file from a damaged one."""
    pytest.importorskip("av")
    import sys

    from broken_media import audio_only_mp4

    path = audio_only_mp4(tmp_path / "speech.mp4")
    monkeypatch.setitem(sys.modules, "av", None)  # import av -> ImportError
    _raises(path, "contains no video stream (only 1 audio stream)")


@pytest.mark.parametrize("backend", ["opencv", "pyav"])
def test_variable_frame_rate_is_flagged(tmp_path, backend):
    pytest.importorskip("av")
    from broken_media import timed_mp4

    vfr = load_video(timed_mp4(tmp_path / "vfr.mp4", [0, 33, 66, 100, 200, 300, 333, 366, 400, 500]),
                     backend=backend)
    assert vfr.vfr and "variable frame rate" in vfr.warnings[0] and "33.0 to 100.0 ms" in vfr.warnings[0]
    cfr = load_video(timed_mp4(tmp_path / "cfr.mp4", [i * 40 for i in range(10)]), backend=backend)
    assert not cfr.vfr and cfr.warnings == []


def test_variable_frame_rate_gif(tmp_path):
    from PIL import Image

    imgs = [Image.fromarray(f) for f in _synthetic(6)]
    path = tmp_path / "vfr.gif"
    imgs[0].save(path, save_all=True, append_images=imgs[1:], duration=[50, 50, 200, 50, 50, 50], loop=0)
    clip = load_video(path)
    assert clip.vfr and "50.0 to 200.0 ms" in clip.warnings[0]
    assert not load_video(write_video(tmp_path / "cfr.gif", _synthetic(6), 10)).vfr


def test_pair_warnings_fps_and_frame_count_mismatch(tmp_path):
    from broken_media import mismatched_pair

    from worldreward.video import pair_warnings

    a_path, b_path = mismatched_pair(tmp_path)
    a, b = load_video(a_path), load_video(b_path)
    warnings = pair_warnings(a, b)
    assert len(warnings) == 1
    assert warnings[0].startswith("A is 49 frames at 30 fps (1.63 s), B is 25 frames at 16 fps (1.56 s)")
    assert "frame rates differ (30 vs 16 fps)" in warnings[0] and "frame counts differ (49 vs 25)" in warnings[0]
    assert pair_warnings(a, a) == []
    cut = a.model_copy(update={"warnings": ["stream ended early"]})
    assert pair_warnings(cut, a) == ["A: stream ended early"]
    # same rate, 20 % shorter: the duration is named too
    short = load_video(write_video(tmp_path / "short.mp4", _synthetic(39), 30))
    only = pair_warnings(a, short)[0]
    assert "frame counts differ (49 vs 39)" in only and "durations differ (1.63 vs 1.30 s)" in only
    assert "frame rates" not in only
