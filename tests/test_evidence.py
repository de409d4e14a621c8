"""Evidence extraction: measured numbers, composed images inside pixel budgets, save/load, hashing."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest

from worldreward.chunks import plan_chunks
from worldreward.evidence import (
    ChunkEvidence,
    EvidenceBudget,
    EvidenceError,
    extract_evidence,
    swap_chunk,
)
from worldreward.images import colour_wheel, flow_to_rgb, keyframe_grid
from worldreward.synth import SynthSpec, render_rollout
from worldreward.video import Clip

FPA = 6
TOKENS = ["camera_left", "forward", "camera_up"]


def _clip(frames: np.ndarray, name: str) -> Clip:
    return Clip(path=name, fps=16.0, indices=list(range(len(frames))), frames=frames)


@pytest.fixture(scope="module")
def clips() -> tuple[Clip, Clip]:
    spec = SynthSpec(tokens=TOKENS, frames_per_action=FPA, size=(160, 96), seed=5, supersample=1,
                     fov_deg=70.0, texture="bricks")
    good = render_rollout(spec).frames
    wrong = render_rollout(spec.model_copy(update={"tokens": ["camera_right", "forward", "camera_up"]})).frames
    return _clip(good, "a.mp4"), _clip(wrong, "b.mp4")


def _spans(n: int) -> list[tuple[int, int]]:
    return [(i * FPA, (i + 1) * FPA) for i in range(n)]


@pytest.fixture(scope="module")
def evidence(clips) -> ChunkEvidence:
    a, b = clips
    chunk = plan_chunks(TOKENS, _spans(3), _spans(3), left_frames=a.num_frames, right_frames=b.num_frames,
                        slots_per_chunk=4)[0]
    return extract_evidence(a, b, chunk, pair_id="p", caption="bricks", source_image=a.frames[0], fov_deg=70.0)


def test_numbers_per_slot_and_side(evidence: ChunkEvidence) -> None:
    assert [s.slot.role for s in evidence.slots] == ["action", "action", "action", "padding"]
    first = evidence.slots[0]
    # A turns left (content moves right: yaw < 0), B was rendered turning right.
    assert first.motion_a.yaw_deg_per_frame < -0.5 < 0.5 < first.motion_b.yaw_deg_per_frame
    assert (first.motion_a.start_frame, first.motion_a.end_frame) == (0, FPA)
    assert first.quality_a is not None and first.quality_b is not None
    assert evidence.slots[3].quality_a is None  # padding is not measured for quality
    assert evidence.quality_a.num_frames == 3 * FPA + 1
    assert first.keyframes_a == [0, FPA // 2, FPA]
    # Model-free image motion: content pans right for a left turn, left for a right turn.
    assert first.image_motion_a[0] > 0.003 and first.image_motion_b[0] < -0.003
    assert evidence.slots[1].image_motion_a[2] > 0.002  # forward: content grows


def test_images_present_and_inside_budgets(evidence: ChunkEvidence) -> None:
    b = evidence.budget
    names = evidence.image_names()
    assert names == ["grid", "closeup_1", "closeup_2", "closeup_3", "motion_1", "motion_2", "motion_3", "source"]
    limits = {"grid": b.grid_max_pixels, "closeup": b.closeup_max_pixels, "motion": b.motion_max_pixels,
              "source": b.source_max_pixels}
    for name, image in evidence.images.items():
        h, w, c = image.shape
        assert c == 3 and image.dtype == np.uint8
        assert h % 32 == 0 and w % 32 == 0, name
        assert h * w <= limits[name.split("_")[0]], name


def test_grid_rows_show_each_side(clips) -> None:
    a, b = clips
    black = np.zeros((3, 96, 160, 3), np.uint8)
    white = np.full((3, 96, 160, 3), 255, np.uint8)
    grid = keyframe_grid([black], [white], ["1: Forward | IDLE"], max_pixels=1 << 20, blocks_per_row=2)
    h = grid.shape[0]
    top, bottom = grid[: h // 2], grid[h // 2 :]
    # Row A (black frames) sits above row B (white frames).
    assert top.mean() < bottom.mean() - 60


def test_motion_map_direction_colours() -> None:
    # Content moving right (+x) and moving left (-x) get opposite hues on the colour wheel.
    right = flow_to_rgb(np.dstack([np.full((8, 8), 3.0, np.float32), np.zeros((8, 8), np.float32)]))
    left = flow_to_rgb(np.dstack([np.full((8, 8), -3.0, np.float32), np.zeros((8, 8), np.float32)]))
    assert not np.array_equal(right[0, 0], left[0, 0])
    assert right.max() == 255 and left.max() == 255
    wheel = colour_wheel(32)
    assert wheel.shape == (32, 32, 3) and (wheel[0, 0] == 255).all()


def test_keyframes_for_model_judges(evidence: ChunkEvidence, clips) -> None:
    a, b = clips
    kf = evidence.slot_keyframes(1, "B")
    assert kf.shape == (3, 96, 160, 3)
    assert np.array_equal(kf[0], b.frames[FPA])
    with pytest.raises(KeyError):
        evidence.slot_keyframes(9, "A")


def test_save_load_roundtrip_and_hash(evidence: ChunkEvidence, tmp_path) -> None:
    path = evidence.save(tmp_path / "chunk_000")
    record = json.loads(path.read_text())
    assert record["images"]["grid"] == "grid.png"
    assert all((tmp_path / "chunk_000" / f).is_file() for f in record["images"].values())
    assert record["evidence_hash"] == evidence.evidence_hash()
    loaded = ChunkEvidence.load(tmp_path / "chunk_000")
    assert loaded.slots == evidence.slots
    assert set(loaded.images) == set(evidence.images)
    assert np.array_equal(loaded.images["grid"], evidence.images["grid"])
    assert loaded.evidence_hash() == evidence.evidence_hash()
    loaded.images["grid"][0, 0, 0] ^= 1
    assert loaded.evidence_hash() != evidence.evidence_hash()


def test_load_names_missing_file(tmp_path) -> None:
    with pytest.raises(EvidenceError, match="evidence.json"):
        ChunkEvidence.load(tmp_path)


def test_swapped_extraction_swaps_numbers(clips, evidence: ChunkEvidence) -> None:
    a, b = clips
    swapped = extract_evidence(b, a, swap_chunk(evidence.chunk), pair_id="p",
                               budget=EvidenceBudget(images=False), fov_deg=70.0)
    assert swapped.images == {}
    for s, t in zip(evidence.slots, swapped.slots, strict=True):
        assert t == s.swapped()
    assert swapped.quality_a == evidence.quality_b


def test_reference_slot_and_bad_span(clips) -> None:
    a, b = clips
    chunk = plan_chunks(TOKENS[:1], _spans(1), _spans(1), left_frames=a.num_frames, right_frames=b.num_frames,
                        slots_per_chunk=2, reference_slot=True)[0]
    ev = extract_evidence(a, b, chunk, pair_id="p", budget=EvidenceBudget(closeups=False, motion_maps=False))
    ref = ev.slots[0]
    assert ref.slot.role == "reference" and ref.motion_a.token == "idle"
    assert set(ev.images) == {"grid"}
    too_long = chunk.model_copy(deep=True)
    too_long.slots[1].right.end = b.num_frames + 5
    with pytest.raises(EvidenceError, match="b.mp4"):
        extract_evidence(a, b, too_long, pair_id="p")


def test_core_imports_stay_light() -> None:
    code = ("import sys, worldreward.evidence, worldreward.images, worldreward.engine, "
            "worldreward.judges.geometry, worldreward.commands.demo, worldreward.synth, worldreward.degrade, "
            "worldreward.cli; worldreward.cli.build_parser(); bad = [m for m in ('torch', 'matplotlib', 'transformers') "
            "if m in sys.modules]; print(bad); sys.exit(1 if bad else 0)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr


def test_chunk_quality_from_slots(clips, evidence: ChunkEvidence) -> None:
    from worldreward.evidence import combine_quality

    a, b = clips
    derived = extract_evidence(a, b, evidence.chunk, pair_id="p", fov_deg=70.0,
                               budget=EvidenceBudget(images=False, chunk_quality="from_slots"))
    slots_a = [s.quality_a for s in derived.voting_slots]
    assert derived.quality_a == combine_quality(slots_a)
    assert derived.quality_a.num_frames == evidence.quality_a.num_frames == 3 * FPA + 1
    assert derived.quality_a.brightness_jump == max(q.brightness_jump for q in slots_a)
    assert min(q.noise for q in slots_a) <= derived.quality_a.noise <= max(q.noise for q in slots_a)


def test_evidence_without_numbers_measures_nothing(clips, evidence: ChunkEvidence, monkeypatch) -> None:
    """``numbers=False`` (a prompt that shows no measured number): the same keyframes and images
    as the full evidence, and neither the motion reader nor the quality metrics run."""
    import worldreward.evidence as ev_mod
    from worldreward.quality import ClipQuality

    def refuse(*args, **kwargs):
        raise AssertionError("measured although the budget shows no numbers")

    monkeypatch.setattr(ev_mod, "read_segments", refuse)
    monkeypatch.setattr(ClipQuality, "measure", refuse)
    a, b = clips
    bare = extract_evidence(a, b, evidence.chunk, pair_id="p", caption="bricks", source_image=a.frames[0],
                            fov_deg=70.0, budget=EvidenceBudget(numbers=False))
    assert bare.quality_a is None and bare.quality_b is None
    assert all(s.motion_a is None and s.quality_a is None and s.image_motion_b is None for s in bare.slots)
    assert sorted(bare.images) == sorted(evidence.images)
    for name, image in evidence.images.items():
        assert np.array_equal(bare.images[name], image), name
    assert all(np.array_equal(bare.keyframes[k], v) for k, v in evidence.keyframes.items())
    assert ev_mod.short_motion(bare.slots[0].motion_a) == "(not measured)"
    assert bare.swapped().slots[0].motion_b is None
