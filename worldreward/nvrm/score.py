"""NVRM scoring: load a verified bundle, run the backbone, read one raw logit per request.

CONTRACT. ``logit = rm_head.weight @ h_last`` where ``h_last`` is the backbone's final-norm
hidden state at the last (non-padding) position of the prompt. Backbone and head run in the
pinned ``dtype`` (bfloat16); the result is the raw bf16 value, returned as a Python float
(no sigmoid, no calibration). Higher = better continuation.

Loading (`load_nvrm`) ALWAYS verifies the bundle first (`verify_bundle`: every file's size and
SHA-256, no extra files) unless handed the `BundleManifest` a verify call returned for that same
folder; nothing is allocated for an unverified bundle. Loading is offline
(``local_files_only=True``) and never uses ``trust_remote_code``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import BundleError
from .bundle import HEAD_FILE, HEAD_TENSOR, BundleManifest, verify_bundle
from .preprocess import NVRMRequest, prepare_requests, processor_inputs

DEFAULT_BATCH_SIZE = 4


@dataclass
class NVRM:
    """A loaded reward model: verified manifest, processor, backbone and head on one device."""

    manifest: BundleManifest
    processor: Any
    backbone: Any
    head: Any  # torch.Tensor (1, hidden) in ``dtype`` on ``device``
    device: Any
    dtype: Any

    @property
    def factor(self) -> int:
        """Pixels per side of one vision token (patch size x spatial merge)."""
        vp = self.processor.video_processor
        return int(vp.patch_size * vp.merge_size)


def _torch_dtype(name):
    import torch

    if name is None or isinstance(name, torch.dtype):
        return name
    table = {"bfloat16": torch.bfloat16, "bf16": torch.bfloat16, "float16": torch.float16,
             "fp16": torch.float16, "float32": torch.float32, "fp32": torch.float32}
    if name not in table:
        raise BundleError("dtype", f"unknown dtype {name!r}; use one of {sorted(table)}")
    return table[name]


def _checked_manifest(bundle_dir: str | Path, verified: BundleManifest | None) -> BundleManifest:
    """`verify_bundle` now, or accept a manifest a verify call returned for this very folder."""
    if verified is None:
        return verify_bundle(bundle_dir)
    if not verified.verified:
        raise BundleError(str(bundle_dir), "the manifest passed as verified= did not come from verify_bundle")
    if verified.root != Path(bundle_dir).resolve():
        raise BundleError(str(bundle_dir), f"the verified manifest belongs to another folder ({verified.root})")
    return verified


def _load_backbone(root: Path, dtype, device):
    """The Qwen3-VL backbone (no LM head) from the verified shards; missing weights are an error."""
    from transformers import AutoModel

    model, info = AutoModel.from_pretrained(
        root, dtype=dtype, local_files_only=True, trust_remote_code=False,
        use_safetensors=True, output_loading_info=True,
    )
    if info.get("missing_keys"):
        missing = sorted(info["missing_keys"])
        raise BundleError(str(root), f"backbone weights missing from the shards: {missing[:5]} ...")
    return model.to(device).eval()


def _load_head(root: Path, hidden: int, dtype, device):
    from safetensors import safe_open

    path = root / HEAD_FILE
    with safe_open(str(path), framework="pt") as fh:
        names = set(fh.keys())
        if HEAD_TENSOR not in names:
            raise BundleError(str(path), f"has no tensor {HEAD_TENSOR!r} (found {sorted(names)})")
        head = fh.get_tensor(HEAD_TENSOR)
    if tuple(head.shape) != (1, hidden):
        raise BundleError(str(path), f"{HEAD_TENSOR} has shape {tuple(head.shape)}, expected (1, {hidden})")
    return head.to(device=device, dtype=dtype)


def load_nvrm(
    bundle_dir: str | Path,
    device: str = "cpu",
    dtype: str | None = None,
    *,
    verified: BundleManifest | None = None,
) -> NVRM:
    """Verify (unless ``verified`` is that folder's manifest from `verify_bundle`) and load.

    ``dtype`` defaults to the pinned ``inference.dtype``; ``device`` is any torch device string.
    """
    import torch
    from transformers import AutoProcessor

    manifest = _checked_manifest(bundle_dir, verified)
    root = manifest.root
    torch_dtype = _torch_dtype(dtype or manifest.inference.dtype)
    dev = torch.device(device)
    processor = AutoProcessor.from_pretrained(root, local_files_only=True, trust_remote_code=False)
    backbone = _load_backbone(root, torch_dtype, dev)
    hidden = int(backbone.config.text_config.hidden_size)
    head = _load_head(root, hidden, torch_dtype, dev)
    return NVRM(manifest=manifest, processor=processor, backbone=backbone, head=head,
                device=dev, dtype=torch_dtype)


def _as_model(bundle: NVRM | str | Path, device: str) -> NVRM:
    return bundle if isinstance(bundle, NVRM) else load_nvrm(bundle, device)


def last_positions(attention_mask):
    """Index of the last non-padding token per row (works for left and right padding)."""
    length = attention_mask.shape[1]
    return length - 1 - attention_mask.flip(1).to(dtype=attention_mask.dtype).argmax(dim=1)


def forward(nvrm: NVRM, inputs) -> Any:
    """Raw logits ``(B,)`` in the model dtype for a processor `BatchFeature`."""
    import torch

    batch = {k: (v.to(nvrm.device) if hasattr(v, "to") else v) for k, v in inputs.items()}
    if "pixel_values_videos" in batch:
        batch["pixel_values_videos"] = batch["pixel_values_videos"].to(nvrm.dtype)
    with torch.inference_mode():
        hidden = nvrm.backbone(**batch, use_cache=False).last_hidden_state
        rows = torch.arange(hidden.shape[0], device=hidden.device)
        last = hidden[rows, last_positions(batch["attention_mask"])]
        return (last.to(nvrm.dtype) @ nvrm.head.T).squeeze(-1)


def score_requests(nvrm: NVRM, requests: list[NVRMRequest], batch_size: int = DEFAULT_BATCH_SIZE) -> list[float]:
    """Score preprocessed requests in batches of ``batch_size``; raw logits as floats."""
    from ..console import progress

    if batch_size < 1:
        raise ValueError(f"batch_size must be >= 1, got {batch_size}")
    scores: list[float] = []
    with progress(transient=True) as bar:
        task = bar.add_task("NVRM scoring", total=len(requests))
        for start in range(0, len(requests), batch_size):
            chunk = requests[start:start + batch_size]
            logits = forward(nvrm, processor_inputs(nvrm.processor, chunk))
            scores += [float(x) for x in logits.float().cpu()]
            bar.advance(task, len(chunk))
    return scores


def score_group(
    bundle: NVRM | str | Path,
    history: str | Path | None,
    candidates: list[str | Path],
    *,
    device: str = "cpu",
    batch_size: int = DEFAULT_BATCH_SIZE,
) -> list[float]:
    """Raw NVRM logits for K candidate continuations of one history (order kept)."""
    nvrm = _as_model(bundle, device)
    requests = prepare_requests(history, list(candidates), nvrm.manifest.inference, factor=nvrm.factor)
    return score_requests(nvrm, requests, batch_size)


def score(
    bundle: NVRM | str | Path,
    history: str | Path | None,
    candidate: str | Path,
    *,
    device: str = "cpu",
) -> float:
    """Raw NVRM logit (bf16 value as float) for one candidate continuation of ``history``."""
    return score_group(bundle, history, [candidate], device=device, batch_size=1)[0]


def rank(scores: list[float]) -> list[int]:
    """Candidate indices best first (higher score first; ties keep input order)."""
    return sorted(range(len(scores)), key=lambda i: (-scores[i], i))
