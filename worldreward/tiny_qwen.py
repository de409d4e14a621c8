"""A tiny random Qwen3-VL built entirely offline, for wiring tests (never for judgement).

CONTRACT: `build_tiny_qwen3vl(out_dir)` writes a complete Hugging Face model folder —
``config.json`` + ``model.safetensors`` (random weights from ``seed``), a byte-level tokenizer
carrying the Qwen special tokens, a Qwen3-VL image processor, video processor and
``Qwen3VLProcessor`` with a Qwen-style chat template — so that::

    AutoProcessor.from_pretrained(out_dir, local_files_only=True, trust_remote_code=False)
    AutoModelForImageTextToText.from_pretrained(out_dir, local_files_only=True, trust_remote_code=False)

reload it and ``generate`` runs on a chat with images or a short video in about a second on CPU.
Nothing is downloaded. torch/transformers are imported lazily (core `worldreward` stays light).

Sizes: text 2 layers x hidden 64 (2 heads of 32, 1 KV head, 32,768 positions), vision 2 blocks x
hidden 32 with 16-pixel patches merged 2x2 (one vision token = 32x32 pixels, the same factor as
Qwen3-VL). These defaults are servable by vLLM (its CPU attention takes head sizes 32-512, and one
chunk prompt is about 8 k tokens with the byte-level tokenizer); ``head_dim=16,
max_positions=4096`` gives the earlier size (4 heads of 16), which vLLM refuses.
The tokenizer is a byte-level BPE with no merges: every UTF-8 byte is one token, so any text
round-trips; the special tokens follow Qwen's names (`SPECIAL_TOKENS`).
"""

from __future__ import annotations

from pathlib import Path

#: Qwen special tokens, in id order after the 256 byte tokens.
SPECIAL_TOKENS: tuple[str, ...] = (
    "<|endoftext|>",
    "<|im_start|>",
    "<|im_end|>",
    "<|object_ref_start|>",
    "<|object_ref_end|>",
    "<|box_start|>",
    "<|box_end|>",
    "<|quad_start|>",
    "<|quad_end|>",
    "<|vision_start|>",
    "<|vision_end|>",
    "<|vision_pad|>",
    "<|image_pad|>",
    "<|video_pad|>",
    "<think>",
    "</think>",
)
#: Tokens that stay in decoded text (Qwen marks the think tags as non-special).
NON_SPECIAL: frozenset[str] = frozenset({"<think>", "</think>"})
#: Byte tokens + special tokens, rounded up so the embedding has spare rows.
VOCAB_SIZE = 384
#: Patch geometry shared by the vision tower and both processors.
PATCH_SIZE = 16
MERGE_SIZE = 2
TEMPORAL_PATCH_SIZE = 2
#: Text attention head size and context length of the default (vLLM-servable) tiny model.
HEAD_DIM = 32
MAX_POSITIONS = 32768
#: Default pixel bounds of the tiny processors (small, so tests stay fast).
DEFAULT_MIN_PIXELS = 32 * 32
DEFAULT_MAX_PIXELS = 128 * 128 * 8

#: Qwen-style chat template (Jinja). Content items ``{"type": "image"|"video"|"text"}`` become
#: ``<|vision_start|><|image_pad|><|vision_end|>`` / ``...<|video_pad|>...`` / the text; the
#: processor expands each pad into the right number of vision tokens. ``add_generation_prompt``
#: opens the assistant turn; ``enable_thinking=false`` appends an empty think block (Qwen3 style).
CHAT_TEMPLATE = (
    "{%- for message in messages -%}"
    "{{ '<|im_start|>' + message['role'] + '\\n' }}"
    "{%- if message['content'] is string -%}{{ message['content'] }}"
    "{%- else -%}{%- for item in message['content'] -%}"
    "{%- if item['type'] == 'image' or 'image' in item -%}"
    "{{ '<|vision_start|><|image_pad|><|vision_end|>' }}"
    "{%- elif item['type'] == 'video' or 'video' in item -%}"
    "{{ '<|vision_start|><|video_pad|><|vision_end|>' }}"
    "{%- elif item['type'] == 'text' -%}{{ item['text'] }}"
    "{%- endif -%}{%- endfor -%}{%- endif -%}"
    "{{ '<|im_end|>\\n' }}"
    "{%- endfor -%}"
    "{%- if add_generation_prompt -%}{{ '<|im_start|>assistant\\n' }}"
    "{%- if enable_thinking is defined and enable_thinking is false -%}"
    "{{ '<think>\\n\\n</think>\\n\\n' }}{%- endif -%}{%- endif -%}"
)


def build_tokenizer():
    """Byte-level tokenizer with the Qwen special tokens (a `PreTrainedTokenizerFast`)."""
    from tokenizers import AddedToken, Tokenizer, decoders, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    alphabet = sorted(pre_tokenizers.ByteLevel.alphabet())
    vocab = {ch: i for i, ch in enumerate(alphabet)}
    core = Tokenizer(models.BPE(vocab=vocab, merges=[]))
    core.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True)
    core.decoder = decoders.ByteLevel()
    core.add_special_tokens(
        [AddedToken(t, special=t not in NON_SPECIAL, normalized=False) for t in SPECIAL_TOKENS]
    )
    tok = PreTrainedTokenizerFast(
        tokenizer_object=core,
        eos_token="<|im_end|>",
        pad_token="<|endoftext|>",
        padding_side="left",
        model_max_length=32768,
    )
    tok.chat_template = CHAT_TEMPLATE
    return tok


def _ids(tok) -> dict[str, int]:
    return {t: tok.convert_tokens_to_ids(t) for t in SPECIAL_TOKENS}


def build_config(tok, *, hidden: int = 64, layers: int = 2, head_dim: int = HEAD_DIM,
                 max_positions: int = MAX_POSITIONS):
    """A `Qwen3VLConfig` for the tiny model: ``hidden // head_dim`` attention heads (at least 2,
    half as many KV heads); ``head_dim`` a multiple of 8 (the rotary sections)."""
    from transformers import Qwen3VLConfig

    if head_dim % 8 or hidden % head_dim or hidden // head_dim < 2:
        raise ValueError(f"tiny Qwen3-VL: hidden={hidden} must be at least 2 heads of head_dim={head_dim} "
                         "(a multiple of 8)")
    ids = _ids(tok)
    # mrope splits head_dim/2 rotary frequencies over (t, h, w).
    half = head_dim // 2
    mrope = [half - 2 * (half // 4), half // 4, half // 4]
    text = {
        "vocab_size": VOCAB_SIZE,
        "hidden_size": hidden,
        "intermediate_size": 2 * hidden,
        "num_hidden_layers": layers,
        "num_attention_heads": hidden // head_dim,
        "num_key_value_heads": max(1, hidden // head_dim // 2),
        "head_dim": head_dim,
        "max_position_embeddings": max_positions,
        "rope_parameters": {
            "rope_type": "default",
            "rope_theta": 10000.0,
            "mrope_section": mrope,
            "mrope_interleaved": True,
        },
        "pad_token_id": ids["<|endoftext|>"],
        "bos_token_id": None,
        "eos_token_id": ids["<|im_end|>"],
    }
    vision = {
        "depth": 2,
        "hidden_size": 32,
        "intermediate_size": 64,
        "num_heads": 2,
        "patch_size": PATCH_SIZE,
        "spatial_merge_size": MERGE_SIZE,
        "temporal_patch_size": TEMPORAL_PATCH_SIZE,
        "out_hidden_size": hidden,
        "num_position_embeddings": 256,
        "deepstack_visual_indexes": [1],
    }
    return Qwen3VLConfig(
        text_config=text,
        vision_config=vision,
        image_token_id=ids["<|image_pad|>"],
        video_token_id=ids["<|video_pad|>"],
        vision_start_token_id=ids["<|vision_start|>"],
        vision_end_token_id=ids["<|vision_end|>"],
        tie_word_embeddings=False,
    )


def build_processor(
    tok=None, *, min_pixels: int = DEFAULT_MIN_PIXELS, max_pixels: int = DEFAULT_MAX_PIXELS
):
    """`Qwen3VLProcessor` (image + video processor + tokenizer + chat template) for the tiny model."""
    from transformers import Qwen2VLImageProcessor, Qwen3VLProcessor, Qwen3VLVideoProcessor

    tok = tok if tok is not None else build_tokenizer()
    geometry = {
        "patch_size": PATCH_SIZE,
        "merge_size": MERGE_SIZE,
        "temporal_patch_size": TEMPORAL_PATCH_SIZE,
        "size": {"shortest_edge": min_pixels, "longest_edge": max_pixels},
        "image_mean": [0.5, 0.5, 0.5],
        "image_std": [0.5, 0.5, 0.5],
    }
    image_processor = Qwen2VLImageProcessor(**geometry)
    video_processor = Qwen3VLVideoProcessor(
        **geometry, min_frames=2, max_frames=64, cap_pixels_per_frame=False
    )
    return Qwen3VLProcessor(
        image_processor=image_processor,
        tokenizer=tok,
        video_processor=video_processor,
        chat_template=CHAT_TEMPLATE,
    )


def build_tiny_model(config, *, seed: int = 0):
    """Random-weight `Qwen3VLForConditionalGeneration` (float32, eval mode) from ``seed``."""
    import torch
    from transformers import GenerationConfig, Qwen3VLForConditionalGeneration

    torch.manual_seed(seed)
    model = Qwen3VLForConditionalGeneration(config).eval()
    text = config.text_config
    model.generation_config = GenerationConfig(
        do_sample=False,
        eos_token_id=text.eos_token_id,
        pad_token_id=text.pad_token_id,
        max_new_tokens=8,
    )
    return model


def build_tiny_qwen3vl(
    out_dir: str | Path,
    *,
    seed: int = 0,
    hidden: int = 64,
    layers: int = 2,
    head_dim: int = HEAD_DIM,
    max_positions: int = MAX_POSITIONS,
    min_pixels: int = DEFAULT_MIN_PIXELS,
    max_pixels: int = DEFAULT_MAX_PIXELS,
) -> Path:
    """Build and save a tiny random Qwen3-VL (model + processor + tokenizer) to ``out_dir``.

    Same ``seed`` and sizes give bit-identical weights. Returns the folder path.
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    tok = build_tokenizer()
    processor = build_processor(tok, min_pixels=min_pixels, max_pixels=max_pixels)
    config = build_config(tok, hidden=hidden, layers=layers, head_dim=head_dim, max_positions=max_positions)
    model = build_tiny_model(config, seed=seed)
    model.save_pretrained(out, safe_serialization=True)
    processor.save_pretrained(out)
    return out
