"""Fuzz: a corpus of broken media generated here (truncated, zero frames, 1x1, canvas bombs,
audio-only, VFR, mismatched A/B; tests/broken_media.py) and byte-level damage to valid files in
every container. Property: a clip or one one-line `VideoError`, never another exception."""

from __future__ import annotations

import pytest
from broken_media import build_corpus, frames, mismatched_pair
from fuzzing import FUZZ, damage, damages, one_line_error_or_result, scratch_dir
from hypothesis import example, given
from hypothesis import strategies as st

from worldreward.errors import VideoError
from worldreward.video import available_backends, load_video, pair_warnings, write_video

BACKENDS = [b for b in ("opencv", "pyav") if b in available_backends()]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    return build_corpus(tmp_path_factory.mktemp("corpus"))


@pytest.fixture(scope="module")
def originals(tmp_path_factory) -> dict[str, bytes]:
    root = tmp_path_factory.mktemp("originals")
    clip = frames(8, 32, 48, seed=5)
    return {name: write_video(root / name, clip, 8).read_bytes()
            for name in ("v.mp4", "v.avi", "v.mkv", "v.webm", "v.gif")}


@pytest.mark.parametrize("backend", BACKENDS)
def test_corpus(corpus, backend) -> None:
    checked = []
    for name, case in corpus.items():
        ok, result = one_line_error_or_result(lambda case=case: load_video(case.path, backend=backend))
        if case.error is not None:
            assert not ok, f"{name}: expected an error, got a clip"
            assert isinstance(result, VideoError) and str(case.path) in str(result)
            assert case.error in str(result), f"{name}: {result}"
        elif case.warning is not None:
            assert ok, f"{name}: {result}"
            if case.warning:
                assert any(case.warning in w for w in result.warnings), f"{name}: {result.warnings}"
            else:
                assert result.warnings == [], f"{name}: {result.warnings}"
        checked.append(name)
    assert {"bomb.gif", "1x1.gif", "zero.mp4", "half.avi", "empty.mp4"} <= set(checked)
    if "pyav" in available_backends():
        assert {"audio.mp4", "vfr.mp4"} <= set(checked)


def test_mismatched_pair_is_warned(tmp_path) -> None:
    a, b = mismatched_pair(tmp_path)
    (line,) = pair_warnings(load_video(a), load_video(b))
    assert "30 vs 16 fps" in line and "49 vs 25" in line


@FUZZ
@given(st.sampled_from(["v.mp4", "v.avi", "v.mkv", "v.webm", "v.gif"]), st.lists(damages, min_size=1, max_size=3),
       st.sampled_from(BACKENDS))
# found by longer hunts: Pillow's IndexError on a twice-cut GIF; PyAV's codec_context None
@example(name="v.gif", hows=[("truncate", 0.5, b"\x00"), ("truncate", 0.8125, b"\x00")], backend="opencv")
@example(name="v.webm", hows=[("flip", 0.08071144587253488, b"\x00")], backend=BACKENDS[-1])
def test_damaged_files(originals, name, hows, backend) -> None:
    data = originals[name]
    for how in hows:
        data = damage(data, how)
    path = scratch_dir("media-") / name
    path.write_bytes(data)
    ok, result = one_line_error_or_result(lambda: load_video(path, backend=backend, max_frames=16))
    if ok:
        assert result.num_frames >= 1 and result.frames.dtype.name == "uint8"
    else:
        assert str(path) in str(result)
