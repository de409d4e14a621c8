"""A tiny random NVRM bundle for tests and demos (wiring only, scores mean nothing).

`build_tiny_nvrm_bundle(out_dir)` writes the full release layout of `worldreward.nvrm.bundle`:
backbone shards ``model-0000i-of-0000n.safetensors`` (keys ``model.visual.*`` /
``model.language_model.*``, no LM head) + ``model.safetensors.index.json``, a random
``nvrm_head.safetensors`` (``rm_head.weight``, shape ``(1, hidden)``, bfloat16), config,
tokenizer and processor files from `worldreward.tiny_qwen`, and a generated ``worl-bundle.json``
with the default pinned `InferenceSpec`. Same ``seed`` -> byte-identical bundle.
"""

from __future__ import annotations

import json
from pathlib import Path

from ..errors import BundleError
from .bundle import HEAD_FILE, HEAD_TENSOR, INDEX_FILE, InferenceSpec, write_manifest

TINY_BASE_MODEL = "worldreward/tiny-qwen3-vl-random"


def _split_evenly(names: list[str], sizes: dict[str, int], shards: int) -> list[list[str]]:
    """Consecutive groups of tensor names with roughly equal byte totals (none empty)."""
    total = sum(sizes.values())
    groups: list[list[str]] = [[] for _ in range(shards)]
    running = 0
    for i, name in enumerate(names):
        remaining_names = len(names) - i
        slot = min(shards - 1, running * shards // max(total, 1))
        # keep enough names for the shards still empty
        slot = max(slot, shards - remaining_names)
        groups[slot].append(name)
        running += sizes[name]
    return groups


def save_sharded(state: dict, out_dir: Path, shards: int) -> list[str]:
    """Write ``state`` as ``model-0000i-of-0000n.safetensors`` + index; return the shard names."""
    from safetensors.torch import save_file

    names = sorted(state)
    if not 1 <= shards <= len(names):
        raise BundleError(str(out_dir), f"shards must be between 1 and {len(names)}, got {shards}")
    sizes = {n: state[n].numel() * state[n].element_size() for n in names}
    files: list[str] = []
    weight_map: dict[str, str] = {}
    for i, group in enumerate(_split_evenly(names, sizes, shards), start=1):
        fname = f"model-{i:05d}-of-{shards:05d}.safetensors"
        save_file({n: state[n].contiguous() for n in group}, str(out_dir / fname),
                  metadata={"format": "pt"})
        weight_map.update(dict.fromkeys(group, fname))
        files.append(fname)
    index = {"metadata": {"total_size": sum(sizes.values())}, "weight_map": weight_map}
    (out_dir / INDEX_FILE).write_text(json.dumps(index, indent=2, sort_keys=True) + "\n")
    return files


def build_tiny_nvrm_bundle(
    out_dir: str | Path,
    *,
    seed: int = 0,
    shards: int = 2,
    hidden: int = 64,
    inference: InferenceSpec | None = None,
) -> Path:
    """Build a verified-layout tiny NVRM bundle in ``out_dir`` (must be empty or absent)."""
    import torch
    from safetensors.torch import save_file

    from .. import tiny_qwen

    out = Path(out_dir)
    if out.exists() and any(out.iterdir()):
        raise BundleError(str(out), "output folder is not empty")
    out.mkdir(parents=True, exist_ok=True)
    spec = inference or InferenceSpec(base_model=TINY_BASE_MODEL, base_revision=f"seed-{seed}")
    tok = tiny_qwen.build_tokenizer()
    config = tiny_qwen.build_config(tok, hidden=hidden)
    model = tiny_qwen.build_tiny_model(config, seed=seed)
    backbone = {f"model.{k}": v for k, v in model.model.state_dict().items()}
    save_sharded(backbone, out, shards)
    config.save_pretrained(out)
    processor = tiny_qwen.build_processor(tok, min_pixels=spec.min_pixels, max_pixels=spec.max_pixels)
    processor.save_pretrained(out)
    gen = torch.Generator().manual_seed(seed + 1)
    head = (torch.randn(1, hidden, generator=gen) / hidden**0.5).to(torch.bfloat16)
    save_file({HEAD_TENSOR: head}, str(out / HEAD_FILE), metadata={"format": "pt"})
    write_manifest(out, spec)
    return out


def _scene_frames(rng, n: int, width: int, height: int, pan: float, fps: float):
    """A textured backdrop panning ``pan`` px/frame, a moving disc, compression-unfriendly noise."""
    import cv2
    import numpy as np

    backdrop = cv2.resize(rng.integers(0, 256, (height // 4, width // 2, 3), dtype=np.uint8),
                          (width * 2, height), interpolation=cv2.INTER_CUBIC)
    frames = []
    for i in range(n):
        shift = int(round(i * pan)) % width
        frame = np.ascontiguousarray(backdrop[:, shift:shift + width])
        x = int(width * (0.2 + 0.6 * (i / max(n - 1, 1))))
        cv2.circle(frame, (x, height // 2), max(4, height // 8), (230, 40, 40), -1)
        cv2.putText(frame, f"{i / fps:04.1f}", (2, height - 4), cv2.FONT_HERSHEY_PLAIN, 0.8,
                    (255, 255, 255), 1)  # HUD overlay
        noise = rng.normal(0, 4, frame.shape)
        frames.append(np.clip(frame + noise, 0, 255).astype(np.uint8))
    return np.stack(frames)


def make_demo_videos(
    out_dir: str | Path,
    *,
    seed: int = 0,
    fps: float = 8.0,
    size: tuple[int, int] = (160, 96),
    history_s: float = 3.0,
    candidate_s: tuple[float, ...] = (5.0, 5.5, 6.0),
) -> tuple[Path, list[Path]]:
    """Write a history mp4 and candidate mp4s (width x height = ``size``) for wiring tests.

    Candidates differ in pan speed (one pans the other way). Returns (history, candidates).
    """
    import numpy as np

    from ..video import write_video

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(seed)
    width, height = size
    history = write_video(out / "history.mp4",
                          _scene_frames(rng, round(history_s * fps), width, height, 2.0, fps), fps)
    candidates = []
    for k, seconds in enumerate(candidate_s):
        pan = (2.0, 5.0, -3.0)[k % 3]
        frames = _scene_frames(rng, round(seconds * fps), width, height, pan, fps)
        candidates.append(write_video(out / f"candidate_{k}.mp4", frames, fps))
    return history, candidates
