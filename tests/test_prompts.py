"""Prompt rendering, image selection/bounds, token accounting, schema and logprob → prob_a.

Also home of `chunk_evidence` / `evidence_variant`, the synthetic evidence the model-judge tests
share (real `extract_evidence` on rendered rollouts with known commanded motion).
"""

from __future__ import annotations

import argparse
import base64
import io
import json
import math
import re
from functools import lru_cache

import numpy as np
import pytest
from PIL import Image

from worldreward import prompts
from worldreward.actions import expected_behaviour
from worldreward.chunks import plan_chunks
from worldreward.evidence import ChunkEvidence, EvidenceBudget, extract_evidence
from worldreward.judges import common
from worldreward.review import ReviewPayload, validate_payload
from worldreward.synth import SynthSpec, render_rollout
from worldreward.video import Clip

TOKENS_A = ("forward", "camera_left", "right", "left+camera_down")
TOKENS_B = ("forward", "camera_right", "left", "idle")  # B disobeys slots 2-4


def _clip(name: str, tokens: tuple[str, ...], seed: int) -> Clip:
    spec = SynthSpec(tokens=list(tokens), frames_per_action=3, size=(128, 80), seed=seed, supersample=1,
                     compression="jpeg", moving_objects=1)
    frames = render_rollout(spec).frames
    return Clip(path=name, fps=spec.fps, indices=list(range(len(frames))), frames=frames)


@lru_cache(maxsize=1)
def chunk_evidence() -> ChunkEvidence:
    """One 4-slot chunk (the whole pair) of a rendered pair: A follows the commands, B does not."""
    a = _clip("left.mp4", TOKENS_A, seed=3)
    b = _clip("right.mp4", TOKENS_B, seed=3)
    spans = [(i * 3, (i + 1) * 3) for i in range(len(TOKENS_A))]
    chunk = plan_chunks(list(TOKENS_A), spans, spans, left_frames=a.num_frames,
                        right_frames=b.num_frames, slots_per_chunk=len(TOKENS_A))[0]
    return extract_evidence(a, b, chunk, pair_id="synth_0", caption="A walled courtyard with tall posts.",
                            source_image=a.frames[0], budget=EvidenceBudget(slot_quality=False))


def evidence_variant(base: ChunkEvidence, pair_id: str, k: int) -> ChunkEvidence:
    """A copy of ``base`` for another pair: its own id (also in the caption, so a stub can tell
    pairs apart) and images that differ (a marked patch)."""
    images = {}
    for name, img in base.images.items():
        img = img.copy()
        img[:4, :8] = (k * 37) % 256
        img[:4, 8:16] = (k * 91) % 256
        images[name] = img
    ev = base.model_copy(update={"pair_id": pair_id, "caption": f"{base.caption} ({pair_id})"}, deep=True)
    ev.images = images
    ev.keyframes = {name: f.copy() for name, f in base.keyframes.items()}
    return ev


@pytest.fixture(scope="module")
def evidence() -> ChunkEvidence:
    return chunk_evidence()


# --------------------------------------------------------------------------------------------- rendering


@pytest.mark.parametrize("mode", common.EVIDENCE_MODES)
@pytest.mark.parametrize("reasoning", [True, False])
def test_every_placeholder_filled_and_modes_change_content(evidence, mode, reasoning):
    settings = common.PromptSettings.from_options(evidence=mode, reasoning=reasoning)
    p = common.prepare(evidence, settings)
    assert not re.search(r"\$\{?[A-Za-z_]", p.text), "unfilled placeholder"
    assert p.prompt_id == "chunk_judge.v1"
    assert p.prompt_hash == prompts.text_hash(p.text)
    assert p.expected_slots == 4 and "exactly 4 entries" in p.text
    names = [im.name for im in p.images]
    assert names[:2] == ["source", "grid"]
    assert [n for n in names if n.startswith("closeup_")] == ["closeup_1", "closeup_2", "closeup_3", "closeup_4"]
    has_motion = any(n.startswith("motion_") for n in names)
    assert has_motion == (mode != "frames")
    assert ("# Measured evidence" in p.text) == mode.endswith("numbers")
    brief = common.prompt_parts()["analysis.brief"]
    assert (brief in p.text) == (not reasoning)
    # every attached image is described, numbered in attachment order
    for number, im in enumerate(p.images, start=1):
        assert f"Image {number}:" in im.description
        assert im.description in p.text


def test_slots_list_labels_and_expected_behaviour(evidence):
    text = common.prepare(evidence, common.PromptSettings()).text
    for slot in evidence.chunk.slots:
        beh = expected_behaviour(slot.action)
        line = next(ln for ln in text.splitlines() if ln.startswith(f"{slot.position + 1}. {slot.action.label}."))
        for sentence in beh.moving + beh.still:
            assert sentence in line
    assert 'Caption of the starting image: "A walled courtyard with tall posts."' in text


def test_measured_numbers_block_has_both_sides_of_every_slot(evidence):
    text = common.prepare(evidence, common.PromptSettings.from_options(evidence="frames+motion+numbers")).text
    for se in evidence.slots:
        k = se.slot.position + 1
        for side, m in (("A", se.motion_a), ("B", se.motion_b)):
            line = next(ln for ln in text.splitlines() if ln.startswith(f"- Slot {k}, Video {side}:"))
            assert f"reads as {m.token};" in line
            assert f"yaw {m.yaw_deg_per_frame:+.2f} deg/frame" in line
    assert f"sharpness {evidence.quality_a.sharpness:.3f}" in text
    assert f"sharpness {evidence.quality_b.sharpness:.3f}" in text


def test_prompt_hash_changes_with_content(evidence):
    hashes = {common.prepare(evidence, common.PromptSettings.from_options(evidence=m, reasoning=r)).prompt_hash
              for m in common.EVIDENCE_MODES for r in (True, False)}
    assert len(hashes) == 6
    other = evidence.model_copy(update={"caption": "A different caption."})
    other.images, other.keyframes = evidence.images, evidence.keyframes
    assert common.prepare(other, common.PromptSettings()).prompt_hash != common.prepare(
        evidence, common.PromptSettings()).prompt_hash


def test_direct_layout_samples_frames_from_both_whole_videos():
    ev = chunk_evidence()
    settings = common.PromptSettings.from_options(layout="direct", evidence="frames", direct_frames=5)
    p = common.prepare(ev, settings)
    assert p.prompt_id == "direct_judge.v1"
    names = [im.name for im in p.images]
    assert names == ["source"] + [f"frame_A_{i}" for i in range(1, 6)] + [f"frame_B_{i}" for i in range(1, 6)]
    assert "exactly 4 entries" in p.text
    for slot in ev.chunk.slots:
        assert f"{slot.position + 1}. {slot.action.label}." in p.text
    # first and last sampled frames are the first and last keyframes of the whole video
    first = ev.slot_keyframes(0, "A")[0]
    last = ev.slot_keyframes(3, "B")[-1]
    assert np.array_equal(p.images[1].rgb, first)
    assert np.array_equal(p.images[-1].rgb, last)


def test_repair_prompt_names_the_problem_and_the_count():
    text = common.render_repair("visual_quality: Field required", 3)
    assert "visual_quality: Field required" in text
    assert "exactly 3 entries" in text and "$" not in text


# --------------------------------------------------------------------------------------------- images


def test_bound_image_respects_side_and_pixel_caps():
    rgb = np.random.default_rng(0).integers(0, 255, (900, 2000, 3), dtype=np.uint8)
    out = common.bound_image(rgb, max_side=1024, max_pixels=300_000)
    h, w = out.shape[:2]
    assert max(h, w) <= 1024 and h * w <= 300_000
    assert h % 32 == 0 and w % 32 == 0
    assert abs(w / h - 2000 / 900) < 0.1
    small = rgb[:64, :96]
    assert common.bound_image(small, 1024, 300_000) is small  # never upscaled


def test_jpeg_data_uri_decodes_to_the_image():
    rgb = np.zeros((64, 96, 3), np.uint8)
    rgb[:, :48] = (255, 0, 0)
    uri = common.jpeg_data_uri(rgb, 90)
    assert uri.startswith("data:image/jpeg;base64,")
    img = Image.open(io.BytesIO(base64.b64decode(uri.split(",", 1)[1])))
    assert img.format == "JPEG" and img.size == (96, 64)
    px = np.asarray(img.convert("RGB"))
    assert px[32, 10, 0] > 200 and px[32, 80, 0] < 50


def test_visual_tokens_follow_qwen3vl_sizing():
    assert common.qwen_visual_tokens(448, 1024) == 14 * 32
    assert common.qwen_visual_tokens(100, 100) == 64  # upscaled to the processor's minimum pixels
    h, w = 1000, 1500  # not multiples of 32: rounded to the nearest multiple first
    assert common.qwen_visual_tokens(h, w) == round(h / 32) * round(w / 32)


# --------------------------------------------------------------------------------------------- schema


def _walk(node):
    if isinstance(node, dict):
        yield node
        for v in node.values():
            yield from _walk(v)
    elif isinstance(node, list):
        for v in node:
            yield from _walk(v)


def test_response_schema_is_strict_and_matches_the_payload():
    schema = common.response_schema()
    objects = [n for n in _walk(schema) if isinstance(n.get("properties"), dict)]
    assert len(objects) >= 5
    for node in objects:
        assert "prob_a" not in node["properties"]
        assert node["additionalProperties"] is False
        assert sorted(node["required"]) == sorted(node["properties"])
    assert "prob_a" in json.dumps(ReviewPayload.model_json_schema())  # the model itself keeps it
    example = {
        "action_control": {"actions": [{"action_id": 1, "action_label": "Forward | IDLE", "video_a_analysis": "x",
                                        "video_b_analysis": "y", "winner": "A"}],
                           "overall_summary": "s", "overall_winner": "A"},
        "visual_quality": {**{d: {"video_a_analysis": "a", "video_b_analysis": "b", "winner": "Tie"}
                              for d in ("temporal_consistency", "dynamic_generation_quality",
                                        "artifacts_and_structure_integrity")},
                           "overall_summary": "s", "overall_winner": "B"},
    }
    validate_payload(example, expected_slots=1)
    refs = {n["$ref"].rsplit("/", 1)[-1] for n in _walk(schema) if "$ref" in n}
    assert refs <= set(schema.get("$defs", {}))


# --------------------------------------------------------------------------------------------- logprobs


def _lp(p: float) -> float:
    return math.log(p)


def test_winner_probabilities_from_split_and_merged_tokens():
    # tokens as a BPE tokenizer might split them: the first winner value is its own token, the
    # second is merged with its opening quote, the third is split off after the key text.
    toks = [
        ('{"action_control": {"actions": [{"action_id": 1, "winner": "', 0.0, []),
        ("A", _lp(0.6), [("A", _lp(0.6)), ("B", _lp(0.3)), ("Tie", _lp(0.1))]),
        ('"}], "overall_winner": ', 0.0, []),
        ('"B', _lp(0.5), [('"B', _lp(0.5)), ('"A', _lp(0.25)), ('"T', _lp(0.25))]),
        ('"}, "visual_quality": {"temporal_consistency": {"video_a_analysis": "says \\"winner\\": \\"A\\"", '
         '"winner": "', 0.0, []),
        ("Tie", _lp(0.9), [("Tie", _lp(0.9)), ("A", _lp(0.05)), ("hello", _lp(0.05))]),
        ('"}}}', 0.0, []),
    ]
    probs = common.winner_probabilities(toks)
    assert set(probs) == {"action.1", "action.overall", "temporal_consistency"}
    assert probs["action.1"] == pytest.approx((0.6 + 0.05) / 1.0)
    assert probs["action.overall"] == pytest.approx((0.25 + 0.125) / 1.0)
    assert probs["temporal_consistency"] == pytest.approx((0.05 + 0.45) / 0.95)


# --------------------------------------------------------------------------------------------- CLI


def test_cli_flags_map_to_constructor_options():
    parser = argparse.ArgumentParser()
    parser.add_argument("--judge", default="geometry")
    common.add_model_judge_arguments(parser)
    args = parser.parse_args(["--judge", "vlm", "--base-url", "http://h/v1", "--model", "m", "--concurrency", "3",
                              "--no-reasoning", "--evidence", "frames", "--cache", "c.jsonl", "--model-path", "x"])
    opts = common.model_judge_options(args)
    assert opts == {"base_url": "http://h/v1", "model": "m", "concurrency": 3, "reasoning": False,
                    "evidence": "frames", "cache": "c.jsonl"}  # --model-path is not a vlm option
    local = common.model_judge_options(parser.parse_args(["--judge", "local", "--model-path", "d", "--dtype",
                                                          "bfloat16", "--batch-size", "2"]))
    assert local == {"model_path": "d", "dtype": "bfloat16", "batch_size": 2}
    assert common.model_judge_options(parser.parse_args(["--model", "m"])) == {}  # geometry takes none
    with pytest.raises(ValueError, match="evidence"):
        common.PromptSettings.from_options(evidence="pixels")
    with pytest.raises(ValueError, match="reasoning"):
        common.PromptSettings.from_options(reasoning="maybe")
    assert common.PromptSettings.from_options(reasoning="false", max_side="512").max_side == 512
