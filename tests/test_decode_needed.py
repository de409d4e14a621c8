"""Decoding only the frames the evidence reads (sparse clips) and the decoded-frame memory budget."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from worldreward import video as video_mod
from worldreward.engine import EngineOptions, _EvidenceJob, decode_pair, prepare_pair
from worldreward.errors import VideoError
from worldreward.evidence import EvidenceBudget, needed_frames
from worldreward.pairs import PairSpec
from worldreward.profiles import evidence_budget, plan_settings
from worldreward.synth import SynthSpec, render_rollout
from worldreward.video import VideoLimits, load_video, write_video

TOKENS = ["camera_left", "forward", "camera_up"]
FPA = 5  # 3 steps x 5 frames = frames 0-14 of videos that are 24 and 30 frames long


@pytest.fixture(scope="module")
def videos(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("needed")
    spec = SynthSpec(tokens=[*TOKENS, "right", "camera_down"], frames_per_action=6, size=(128, 80), seed=5,
                     supersample=1, fov_deg=70.0)
    left = render_rollout(spec).frames
    right = render_rollout(spec.model_copy(update={"tokens": ["camera_right", "forward", "camera_down",
                                                               "left", "camera_up"]})).frames
    write_video(folder / "left.mp4", left[:24], 16)
    write_video(folder / "right.mp4", right[:30], 16)
    return folder


def _spec(**extra) -> PairSpec:
    return PairSpec(pair_id="p", actions=TOKENS, frames_per_action=FPA, left={"video": "left.mp4"},
                    right={"video": "right.mp4"}, **extra)


def _job(videos: Path, *, profile: str = "default", budget: EvidenceBudget | None = None, decode: str = "needed",
         **options) -> _EvidenceJob:
    opts = EngineOptions(base_dir=videos, decode=decode, **options)
    plan = {"slots_per_chunk": opts.slots_per_chunk, "reference_slot": opts.reference_slot,
            **plan_settings(profile)}
    return _EvidenceJob(options=opts, orders=("AB", "BA"), whole_video=False,
                        budget=budget if budget is not None else evidence_budget(profile), fov_deg=None, plan=plan)


CASES = {
    "default, full images": dict(),
    "reference slot, padding": dict(slots_per_chunk=3, reference_slot=True),
    "numbers only": dict(budget=EvidenceBudget(images=False, chunk_quality="from_slots")),
    "worldreward profile": dict(profile="worldreward"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_needed_frames_give_the_same_evidence_as_decoding_everything(videos: Path, case: str) -> None:
    settings = CASES[case]
    new = prepare_pair(_spec(), _job(videos, **settings), frozenset())
    old = prepare_pair(_spec(), _job(videos, decode="all", **settings), frozenset())
    assert new.error is None and old.error is None, (new.error, old.error)
    assert [c.model_dump() for c in new.chunks] == [c.model_dump() for c in old.chunks]
    assert new.warnings == old.warnings
    assert sorted(new.evidence) == sorted(old.evidence) and len(old.evidence) >= 2
    for key, ev in old.evidence.items():
        got = new.evidence[key]
        assert got.model_dump(mode="json") == ev.model_dump(mode="json"), key
        assert got.evidence_hash() == ev.evidence_hash(), key  # every image and keyframe, byte for byte
        assert sorted(got.images) == sorted(ev.images)


def test_only_the_needed_frames_are_decoded(videos: Path) -> None:
    job = _job(videos)
    clip_a, clip_b, chunks, _ = decode_pair(_spec(), job)
    assert clip_a.filled == needed_frames(chunks, "left") == list(range(15))
    assert clip_b.filled == list(range(15))
    assert (clip_a.source_frames, clip_b.source_frames) == (24, 30)  # counted to the end of the stream
    # the worldreward profile pads the last chunk with each video's last frame: that one frame more
    four = PairSpec(pair_id="p", actions=[*TOKENS, "right"], frames_per_action=FPA,  # [IDLE a0 a1 a2] [a3 pad..]
                    left={"video": "left.mp4"}, right={"video": "right.mp4"})
    clip_a, clip_b, chunks, _ = decode_pair(four, _job(videos, profile="worldreward"))
    assert clip_a.filled == [*range(20), 23] and clip_b.filled == [*range(20), 29]
    assert not clip_a.frames[20].any()  # a frame nobody reads holds no pixels


def test_a_header_count_that_lies_is_replanned_from_the_decoded_count(videos: Path, monkeypatch) -> None:
    real = video_mod.probe

    def short_header(path, *args, **kwargs):
        info = real(path, *args, **kwargs)
        return info.model_copy(update={"frame_count": 8})  # the spans need 15: the plan is clamped

    old = prepare_pair(_spec(), _job(videos, decode="all", profile="worldreward"), frozenset())
    monkeypatch.setattr(video_mod, "probe", short_header)
    new = prepare_pair(_spec(), _job(videos, profile="worldreward"), frozenset())
    assert new.error is None and [c.model_dump() for c in new.chunks] == [c.model_dump() for c in old.chunks]
    for key, ev in old.evidence.items():
        assert new.evidence[key].evidence_hash() == ev.evidence_hash()


def test_sparse_load_matches_a_full_decode_on_the_frames_it_holds(videos: Path) -> None:
    full = load_video(videos / "right.mp4")
    sparse = load_video(videos / "right.mp4", indices=[3, 0, 7, 7, 12], sparse=True)
    assert sparse.filled == [0, 3, 7, 12] and sparse.num_frames == 13
    assert sparse.source_frames == full.source_frames == 30 and not sparse.truncated
    for i in range(13):
        expected = full.frames[i] if i in sparse.filled else np.zeros_like(full.frames[i])
        assert np.array_equal(sparse.frames[i], expected), i
    with pytest.raises(VideoError, match="requested frame 40"):
        load_video(videos / "right.mp4", indices=[1, 40], sparse=True)


def test_memory_budget_refuses_before_decoding(videos: Path, monkeypatch) -> None:
    def no_decoding(*args, **kwargs):
        raise AssertionError("a pixel was decoded")

    monkeypatch.setattr(video_mod, "_frame_iterator", no_decoding)
    frame = 128 * 80 * 3
    with pytest.raises(VideoError) as info:  # 15 + 15 frames needed, 20 allowed
        decode_pair(_spec(), _job(videos, max_memory=20 * frame))
    text = str(info.value)
    assert "\n" not in text and text.startswith(str(videos / "left.mp4")) and "--max-memory" in text and "refused before decoding" in text
    with pytest.raises(VideoError, match="left.mp4.*memory budget"):  # one full video: 24 frames
        load_video(videos / "left.mp4", limits=VideoLimits(max_decoded_bytes=20 * frame))
    # the failure is the pair's, with the reason, never a traceback
    out = prepare_pair(_spec(), _job(videos, max_memory=20 * frame), frozenset())
    assert out.error is not None and "memory budget" in out.error and not out.evidence


def test_the_budget_fits_what_is_needed_not_the_whole_video(videos: Path) -> None:
    frame = 128 * 80 * 3
    clip_a, clip_b, _, _ = decode_pair(_spec(), _job(videos, max_memory=30 * frame))  # needs 15 + 15
    assert len(clip_a.filled) + len(clip_b.filled) == 30
    with pytest.raises(VideoError, match="memory budget"):  # decoding all 24 + 30 frames does not fit
        decode_pair(_spec(), _job(videos, decode="all", max_memory=30 * frame))


def test_max_memory_is_the_budget_of_each_load_too(videos: Path) -> None:
    # the pair's budget, not VideoLimits' own default, bounds each side (a larger --max-memory works)
    tiny = VideoLimits(max_decoded_bytes=1)
    clip_a, _, _, _ = decode_pair(_spec(), _job(videos, decode="all", video_limits=tiny))
    assert clip_a.num_frames == 24


def _same_evidence(spec: PairSpec, folder: Path, **settings) -> None:
    new = prepare_pair(spec, _job(folder, **settings), frozenset())
    old = prepare_pair(spec, _job(folder, decode="all", **settings), frozenset())
    assert new.error is None and old.error is None, (new.error, old.error)
    assert new.warnings == old.warnings
    assert [c.model_dump() for c in new.chunks] == [c.model_dump() for c in old.chunks]
    assert sorted(new.evidence) == sorted(old.evidence)
    for key, ev in old.evidence.items():
        assert new.evidence[key].evidence_hash() == ev.evidence_hash(), key


@pytest.mark.parametrize("suffix", [".gif", "", ".avi"])
def test_gifs_folders_and_avi_give_the_same_evidence(videos: Path, tmp_path: Path, suffix: str) -> None:
    for name in ("left", "right"):
        write_video(tmp_path / f"{name}{suffix}", load_video(videos / f"{name}.mp4").frames, 16)
    spec = _spec().model_copy(update={"left": _spec().left.model_copy(update={"video": f"left{suffix}"}),
                                      "right": _spec().right.model_copy(update={"video": f"right{suffix}"})})
    _same_evidence(spec, tmp_path, slots_per_chunk=2)


def test_a_truncated_video_gives_the_same_evidence_and_warnings(videos: Path, tmp_path: Path) -> None:
    frames = load_video(videos / "right.mp4").frames
    data = write_video(tmp_path / "full.avi", frames, 16).read_bytes()
    (tmp_path / "left.avi").write_bytes(data[: int(len(data) * 0.7)])  # about 21 of its 30 frames
    write_video(tmp_path / "right.mp4", frames[:20], 16)  # the frame counts differ too
    cut = load_video(tmp_path / "left.avi")
    assert cut.truncated and 15 <= cut.num_frames < 30
    spec = _spec().model_copy(update={"left": _spec().left.model_copy(update={"video": "left.avi"})})
    new = prepare_pair(spec, _job(tmp_path), frozenset())
    assert any("truncated" in w for w in new.warnings) and any("frame counts differ" in w for w in new.warnings)
    _same_evidence(spec, tmp_path)
    # the worldreward profile's padding shows the last frame: the header's last frame is past the
    # end of the cut stream, so the pair is planned again from the decoded count
    four = PairSpec(pair_id="p", actions=[*TOKENS, "right"], frames_per_action=FPA, left={"video": "left.avi"},
                    right={"video": "right.mp4"})
    _same_evidence(four, tmp_path, profile="worldreward")
