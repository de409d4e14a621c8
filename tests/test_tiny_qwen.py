"""The tiny random Qwen3-VL builds offline, reloads through the Auto classes and generates."""

from __future__ import annotations

import os

import numpy as np
import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from worldreward.tiny_qwen import SPECIAL_TOKENS, build_tiny_qwen3vl  # noqa: E402

pytestmark = pytest.mark.usefixtures("torch_one_thread")


@pytest.fixture(scope="module")
def tiny_dir(tmp_path_factory):
    return build_tiny_qwen3vl(tmp_path_factory.mktemp("tiny_qwen"), seed=0)


@pytest.fixture(scope="module")
def loaded(tiny_dir):
    from transformers import AutoModelForImageTextToText, AutoProcessor

    processor = AutoProcessor.from_pretrained(
        tiny_dir, local_files_only=True, trust_remote_code=False
    )
    model = AutoModelForImageTextToText.from_pretrained(
        tiny_dir, local_files_only=True, trust_remote_code=False
    )
    return processor, model


def _generate(processor, model, content, **media):
    chat = [{"role": "user", "content": content}]
    text = processor.apply_chat_template(
        chat, add_generation_prompt=True, tokenize=False, enable_thinking=False
    )
    inputs = processor(text=[text], return_tensors="pt", **media)
    out = model.generate(**inputs, max_new_tokens=4, do_sample=False)
    return text, inputs, out


def test_saved_folder_has_model_processor_and_template(tiny_dir):
    names = {p.name for p in tiny_dir.iterdir()}
    assert {"config.json", "model.safetensors", "tokenizer.json", "processor_config.json"} <= names
    assert "chat_template.jinja" in names or "chat_template.json" in names


def test_tokenizer_round_trips_bytes_and_keeps_special_tokens(loaded):
    processor, _ = loaded
    tok = processor.tokenizer
    text = "Héllo → world <|im_start|>"
    ids = tok(text, add_special_tokens=False)["input_ids"]
    assert tok.decode(ids) == text
    special = {t: tok.convert_tokens_to_ids(t) for t in SPECIAL_TOKENS}
    assert len(set(special.values())) == len(SPECIAL_TOKENS)
    assert tok.convert_tokens_to_ids("<|video_pad|>") == processor.video_token_id


def test_generate_on_one_image(loaded):
    from PIL import Image

    processor, model = loaded
    rng = np.random.default_rng(1)
    image = Image.fromarray(rng.integers(0, 256, (64, 96, 3), dtype=np.uint8))
    content = [{"type": "image"}, {"type": "text", "text": "Describe."}]
    text, inputs, out = _generate(processor, model, content, images=[image])
    assert "<|image_pad|>" in text
    n_image_tokens = int((inputs["input_ids"] == model.config.image_token_id).sum())
    grid = inputs["image_grid_thw"][0]
    assert n_image_tokens == int(grid.prod()) // 4
    assert out.shape[1] > inputs["input_ids"].shape[1]


def test_generate_on_four_frame_video_is_deterministic(loaded):
    from transformers.video_utils import VideoMetadata

    processor, model = loaded
    rng = np.random.default_rng(2)
    video = rng.integers(0, 256, (4, 64, 96, 3), dtype=np.uint8)
    meta = VideoMetadata(total_num_frames=4, fps=1.0, frames_indices=[0, 1, 2, 3])
    content = [{"type": "video"}, {"type": "text", "text": "What happens?"}]
    kwargs = {"videos": [video], "video_metadata": [meta], "do_sample_frames": False}
    text, inputs, out1 = _generate(processor, model, content, **kwargs)
    assert text.endswith("<|im_start|>assistant\n<think>\n\n</think>\n\n")
    assert tuple(inputs["video_grid_thw"][0].tolist()) == (2, 4, 6)
    n_video_tokens = int((inputs["input_ids"] == model.config.video_token_id).sum())
    assert n_video_tokens == 2 * 2 * 3
    _, _, out2 = _generate(processor, model, content, **kwargs)
    assert out1.shape[1] > inputs["input_ids"].shape[1]
    assert torch.equal(out1, out2)


def test_same_seed_same_weights_other_seed_differs(tmp_path):
    from safetensors.torch import load_file

    a = load_file(build_tiny_qwen3vl(tmp_path / "a", seed=3) / "model.safetensors")
    b = load_file(build_tiny_qwen3vl(tmp_path / "b", seed=3) / "model.safetensors")
    c = load_file(build_tiny_qwen3vl(tmp_path / "c", seed=4) / "model.safetensors")
    assert a.keys() == b.keys() == c.keys()
    assert all(torch.equal(a[k], b[k]) for k in a)
    assert any(not torch.equal(a[k], c[k]) for k in a)


def test_default_size_is_servable_by_vllm_and_the_old_size_stays_available(tiny_dir):
    """vLLM's CPU attention takes head sizes 32-512 and a chunk prompt is about 8 k byte tokens:
    the default tiny model has 32-wide heads and 32,768 positions; the earlier 16-wide size can
    still be built (vLLM refuses it)."""
    import json

    from worldreward.tiny_qwen import build_config, build_tokenizer

    text = json.loads((tiny_dir / "config.json").read_text())["text_config"]
    assert text["head_dim"] == 32 and text["max_position_embeddings"] == 32768
    assert text["num_attention_heads"] * text["head_dim"] == text["hidden_size"] == 64
    assert sum(text["rope_parameters"]["mrope_section"]) == text["head_dim"] // 2
    old = build_config(build_tokenizer(), head_dim=16, max_positions=4096).text_config
    assert (old.head_dim, old.num_attention_heads, old.max_position_embeddings) == (16, 4, 4096)
    assert sum(old.rope_parameters["mrope_section"]) == 8
    with pytest.raises(ValueError, match="head_dim"):
        build_config(build_tokenizer(), hidden=48, head_dim=32)
