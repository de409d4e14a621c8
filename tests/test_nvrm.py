"""NVRM: bundle verification before loading, contract preprocessing, scoring, golden fixtures.

Runs on the tiny random bundle (wiring only: the scores mean nothing, so tests check
determinism, consistency and failure modes, never values).
"""

from __future__ import annotations

import json
import math
import os
import shutil

import numpy as np
import pytest

os.environ["HF_HUB_OFFLINE"] = "1"
torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from worldreward.errors import BundleError, VideoError, WorldRewardError  # noqa: E402
from worldreward.nvrm import score as score_mod  # noqa: E402
from worldreward.nvrm.bundle import (  # noqa: E402
    MANIFEST_NAME,
    InferenceSpec,
    read_manifest,
    verify_bundle,
)
from worldreward.nvrm.golden import check_golden, write_golden  # noqa: E402
from worldreward.nvrm.preprocess import (  # noqa: E402
    build_request,
    contract_width,
    jpeg_round_trip,
    prepare_requests,
    processor_inputs,
    sample_candidate,
    sample_history,
)
from worldreward.nvrm.score import last_positions, load_nvrm, rank, score, score_group  # noqa: E402
from worldreward.nvrm.tiny import build_tiny_nvrm_bundle, make_demo_videos  # noqa: E402

pytestmark = pytest.mark.usefixtures("torch_one_thread")


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    return build_tiny_nvrm_bundle(tmp_path_factory.mktemp("nvrm") / "bundle", seed=0, shards=2)


@pytest.fixture(scope="module")
def videos(tmp_path_factory):
    return make_demo_videos(tmp_path_factory.mktemp("videos"), seed=1)


@pytest.fixture(scope="module")
def nvrm(bundle):
    return load_nvrm(bundle, "cpu")


@pytest.fixture
def bundle_copy(bundle, tmp_path):
    return shutil.copytree(bundle, tmp_path / "copy")


@pytest.fixture
def no_weights(monkeypatch):
    """Fail the test if any weight would be allocated."""
    def forbidden(*args, **kwargs):
        raise AssertionError("weights were loaded for an unverified bundle")
    monkeypatch.setattr(score_mod, "_load_backbone", forbidden)
    monkeypatch.setattr(score_mod, "_load_head", forbidden)


# ---------------------------------------------------------------------------------------------
# Bundle


def test_tiny_bundle_layout_and_manifest(bundle):
    manifest = verify_bundle(bundle)
    listed = {f.path for f in manifest.files}
    assert {"model-00001-of-00002.safetensors", "model-00002-of-00002.safetensors",
            "model.safetensors.index.json", "nvrm_head.safetensors", "config.json",
            "tokenizer.json"} <= listed
    assert MANIFEST_NAME not in listed
    raw = json.loads((bundle / MANIFEST_NAME).read_text())
    assert raw["schema"] == "worl.bundle.v1"
    inf = raw["inference"]
    assert (inf["fps"], inf["continuation_seconds"], inf["resize_height"], inf["jpeg_quality"]) == (
        1.0, 5.0, 360, 85)
    assert (inf["min_pixels"], inf["max_pixels"], inf["dtype"], inf["thinking"]) == (
        1024, 76800, "bfloat16", False)
    assert manifest.verified and manifest.digest == verify_bundle(bundle).digest
    index = json.loads((bundle / "model.safetensors.index.json").read_text())
    assert set(index["weight_map"].values()) == {"model-00001-of-00002.safetensors",
                                                  "model-00002-of-00002.safetensors"}


def test_tiny_bundle_is_reproducible(bundle, tmp_path):
    again = build_tiny_nvrm_bundle(tmp_path / "again", seed=0, shards=2)
    assert read_manifest(again).files == read_manifest(bundle).files
    other = build_tiny_nvrm_bundle(tmp_path / "other", seed=1, shards=2)
    assert read_manifest(other).files != read_manifest(bundle).files


def test_flipped_byte_is_named_and_load_refuses(bundle_copy, no_weights):
    shard = bundle_copy / "model-00002-of-00002.safetensors"
    data = bytearray(shard.read_bytes())
    data[len(data) // 2] ^= 0x01
    shard.write_bytes(bytes(data))
    with pytest.raises(BundleError) as exc:
        verify_bundle(bundle_copy)
    assert "model-00002-of-00002.safetensors: SHA-256 mismatch" in str(exc.value)
    assert "model-00001" not in str(exc.value)
    with pytest.raises(BundleError, match="model-00002-of-00002.safetensors"):
        load_nvrm(bundle_copy, "cpu")


def test_missing_file_is_named_and_load_refuses(bundle_copy, no_weights):
    (bundle_copy / "nvrm_head.safetensors").unlink()
    with pytest.raises(BundleError, match=r"nvrm_head\.safetensors: missing"):
        verify_bundle(bundle_copy)
    with pytest.raises(BundleError, match=r"nvrm_head\.safetensors: missing"):
        load_nvrm(bundle_copy, "cpu")


def test_extra_file_is_named_and_load_refuses(bundle_copy, no_weights):
    (bundle_copy / "sub").mkdir()
    (bundle_copy / "sub" / "notes.txt").write_text("hello")
    with pytest.raises(BundleError, match=r"sub/notes\.txt: extra file"):
        verify_bundle(bundle_copy)
    with pytest.raises(BundleError, match="notes.txt"):
        load_nvrm(bundle_copy, "cpu")


def test_all_problems_are_reported_together(bundle_copy):
    (bundle_copy / "tokenizer.json").unlink()
    with (bundle_copy / "config.json").open("a") as fh:
        fh.write(" ")
    (bundle_copy / "stray.bin").write_bytes(b"\0")
    with pytest.raises(BundleError) as exc:
        verify_bundle(bundle_copy)
    msg = str(exc.value)
    assert "3 problems" in msg
    assert "tokenizer.json: missing" in msg
    assert "config.json: size is" in msg
    assert "stray.bin: extra file" in msg


def test_listed_folder_or_symlink_is_not_a_file(bundle_copy, tmp_path):
    (bundle_copy / "chat_template.jinja").unlink()
    (bundle_copy / "chat_template.jinja").mkdir()
    target = tmp_path / "elsewhere.json"
    shutil.move(bundle_copy / "tokenizer.json", target)
    (bundle_copy / "tokenizer.json").symlink_to(target)
    with pytest.raises(BundleError) as exc:
        verify_bundle(bundle_copy)
    assert "chat_template.jinja: is not a regular file" in str(exc.value)
    assert "tokenizer.json: is a symbolic link" in str(exc.value)


def test_manifest_problems(bundle_copy):
    path = bundle_copy / MANIFEST_NAME
    data = json.loads(path.read_text())
    data["files"].append(dict(data["files"][0], path="../outside.bin"))
    path.write_text(json.dumps(data))
    with pytest.raises(BundleError, match=r"\.\./outside\.bin: path must not contain"):
        verify_bundle(bundle_copy)
    path.write_text("{not json")
    with pytest.raises(BundleError, match="unreadable manifest JSON"):
        verify_bundle(bundle_copy)
    path.unlink()
    with pytest.raises(BundleError, match="missing"):
        verify_bundle(bundle_copy)


def test_verified_manifest_only_from_verify_of_same_folder(bundle, bundle_copy, no_weights):
    with pytest.raises(BundleError, match="another folder"):
        load_nvrm(bundle_copy, "cpu", verified=verify_bundle(bundle))
    with pytest.raises(BundleError, match="did not come from verify_bundle"):
        load_nvrm(bundle_copy, "cpu", verified=read_manifest(bundle_copy))


def test_verify_runs_before_loading(bundle, monkeypatch):
    calls = []
    real_verify = score_mod.verify_bundle
    real_backbone = score_mod._load_backbone

    def spy_verify(path):
        calls.append("verify")
        return real_verify(path)

    def spy_backbone(*args):
        calls.append("backbone")
        return real_backbone(*args)

    monkeypatch.setattr(score_mod, "verify_bundle", spy_verify)
    monkeypatch.setattr(score_mod, "_load_backbone", spy_backbone)
    model = load_nvrm(bundle, "cpu")
    assert calls == ["verify", "backbone"]
    assert model.dtype == torch.bfloat16 and model.head.shape == (1, 64)


# ---------------------------------------------------------------------------------------------
# Preprocessing


def test_contract_width_rounds_to_nearest_even():
    assert contract_width(96, 160, 360) == 600
    assert contract_width(1080, 1920, 360) == 640
    assert contract_width(100, 151, 360) == 544  # 543.6 -> 544
    assert contract_width(99, 151, 360) == 550  # 549.1 -> 550 (nearest even)


def test_sampling_and_request_geometry(videos, nvrm):
    history, candidates = videos
    spec = nvrm.manifest.inference
    cand = sample_candidate(candidates[0], spec)
    assert cand.shape == (5, 96, 160, 3)
    hist = sample_history(history, spec)
    assert hist.shape[0] == 2  # 3 frames at 1 FPS, oldest dropped to keep pairs aligned
    req = build_request(hist, cand, spec, factor=nvrm.factor)
    t, h, w, _ = req.video.shape
    assert t == 7 and h % 32 == 0 and w % 32 == 0
    assert spec.min_pixels <= h * w <= spec.max_pixels
    # 160x96 -> 600x360 (216,000 px) -> scaled by sqrt(216000/76800) and floored to 32s
    assert (h, w) == (192, 352)
    assert req.prompt.count("<|video_pad|>") == 1
    assert req.prompt.endswith("<|im_start|>assistant\n<think>\n\n</think>\n\n")
    assert "2 history frames" in req.prompt and "5 frames" in req.prompt


def test_short_candidate_is_a_clear_error(tmp_path, nvrm):
    _, short = make_demo_videos(tmp_path, candidate_s=(4.5,), history_s=1.0)
    with pytest.raises(VideoError, match=r"4\.50 s long.*5 s continuation"):
        sample_candidate(short[0], nvrm.manifest.inference)


def test_jpeg_quality_changes_pixels():
    rng = np.random.default_rng(0)
    frame = rng.integers(0, 256, (64, 64, 3), dtype=np.uint8)
    q85, q90 = jpeg_round_trip(frame, 85), jpeg_round_trip(frame, 90)
    assert q85.shape == frame.shape and not np.array_equal(q85, q90)
    assert np.array_equal(q85, jpeg_round_trip(frame, 85))


def test_last_positions_handles_left_and_right_padding():
    mask = torch.tensor([[0, 0, 1, 1], [1, 1, 1, 0], [1, 1, 1, 1]])
    assert last_positions(mask).tolist() == [3, 2, 3]


# ---------------------------------------------------------------------------------------------
# Scoring


def test_score_end_to_end_is_finite_and_deterministic(nvrm, videos):
    history, candidates = videos
    first = score(nvrm, history, candidates[0])
    second = score(nvrm, history, candidates[0])
    assert isinstance(first, float) and math.isfinite(first)
    assert first == second
    # the value is a bf16 number reported as float
    assert float(torch.tensor(first).to(torch.bfloat16)) == first


def test_group_of_three_scores_and_ranking(nvrm, videos, tmp_path):
    history, candidates = videos
    # a candidate with another aspect ratio gives a different token count -> padded batch
    _, odd = make_demo_videos(tmp_path, seed=5, size=(128, 96), candidate_s=(5.0,), history_s=1.0)
    group = [candidates[0], candidates[1], odd[0]]
    batched = score_group(nvrm, history, group, batch_size=3)
    assert len(batched) == 3 and all(math.isfinite(s) for s in batched)
    order = rank(batched)
    assert sorted(order) == [0, 1, 2]
    assert all(batched[order[i]] >= batched[order[i + 1]] for i in range(2))
    singles = [score(nvrm, history, c) for c in group]
    # batching (with padding) must read the same last token: equal up to bf16 kernel noise
    for b, s in zip(batched, singles, strict=True):
        assert abs(b - s) <= 0.02 + 0.02 * abs(s)
    lengths = processor_inputs(nvrm.processor, prepare_requests(
        history, group, nvrm.manifest.inference, factor=nvrm.factor))["attention_mask"].sum(1)
    assert len(set(lengths.tolist())) == 2  # really padded


def test_rank_is_best_first_with_stable_ties():
    assert rank([0.5, 2.0, 0.5, -1.0]) == [1, 0, 2, 3]


# ---------------------------------------------------------------------------------------------
# Golden fixtures


def test_golden_round_trip_and_preprocessing_change(nvrm, videos, tmp_path):
    history, candidates = videos
    record = write_golden(nvrm, tmp_path / "golden.json", history, candidates[0])
    assert record.digest[:16] in record.tensors_file
    assert (tmp_path / record.tensors_file).is_file()
    names = [t.name for t in record.tensors]
    assert names == sorted(names)
    assert {"input.input_ids", "input.attention_mask", "input.pixel_values_videos",
            "input.video_grid_thw", "output.rm_logit"} <= set(names)
    meta = json.loads((tmp_path / "golden.json").read_text())
    assert meta["schema"] == "worl.reward-inference-golden.v1"

    same = check_golden(nvrm, tmp_path / "golden.json")
    assert same.ok and same.actual_digest == record.digest and same.first_mismatch is None

    changed = nvrm.manifest.inference.model_copy(update={"jpeg_quality": 90})
    bad = check_golden(nvrm, tmp_path / "golden.json", spec=changed)
    assert not bad.ok
    assert bad.first_mismatch.name == "input.pixel_values_videos"
    assert bad.first_mismatch.max_abs_diff > 1e-3
    assert bad.checked[-1] == "input.pixel_values_videos"
    assert "input.pixel_values_videos" in bad.message()


def test_golden_detects_changed_video_and_tampered_tensors(nvrm, videos, tmp_path):
    history, candidates = videos
    hist = shutil.copy(history, tmp_path / "h.mp4")
    cand = shutil.copy(candidates[0], tmp_path / "c.mp4")
    record = write_golden(nvrm, tmp_path / "g.json", hist, cand)
    other = check_golden(nvrm, tmp_path / "g.json", candidate=candidates[1])
    assert not other.ok and other.first_mismatch.name == "input.pixel_values_videos"
    shutil.copy(candidates[1], cand)
    with pytest.raises(WorldRewardError, match="changed since the golden was written"):
        check_golden(nvrm, tmp_path / "g.json")
    tensors = tmp_path / record.tensors_file
    data = bytearray(tensors.read_bytes())
    data[-1] ^= 0xFF
    tensors.write_bytes(bytes(data))
    with pytest.raises(WorldRewardError, match="stored tensors hash"):
        check_golden(nvrm, tmp_path / "g.json", candidate=candidates[0])


def test_thinking_is_refused(nvrm, videos):
    history, candidates = videos
    spec = InferenceSpec(thinking=True)
    with pytest.raises(BundleError, match="thinking"):
        prepare_requests(history, [candidates[0]], spec)


def test_reward_mode_nvrm_gives_the_raw_logits_per_rollout(nvrm, videos):
    from worldreward.reward import RewardGroup
    from worldreward.reward import score_group as reward_group

    history, candidates = videos
    group = RewardGroup(group_id="n", actions=["forward"], mode="nvrm", reference={"video": str(history)},
                        rollouts=[{"video": str(c)} for c in (candidates[0], candidates[1], candidates[0])])
    result = reward_group(group, nvrm_bundle=nvrm)
    expected = score_group(nvrm, history, [candidates[0], candidates[1], candidates[0]])
    assert result.nvrm == pytest.approx(expected) and result.rewards == pytest.approx(expected)
    assert abs(result.rewards[0] - result.rewards[2]) <= 1e-6
    ranked = reward_group(group.model_copy(update={"normalize": "rank"}), nvrm_bundle=nvrm)
    expected_ranks = [0.75, 0.0, 0.75] if expected[0] > expected[1] else [0.25, 1.0, 0.25]
    assert ranked.rewards == pytest.approx(expected_ranks)
