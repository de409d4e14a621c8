"""Golden fixtures for NVRM inference (schema ``worl.reward-inference-golden.v1``).

A golden records, for one fixed (history, candidate) input, every tensor the processor emits
(``input.input_ids``, ``input.attention_mask``, ``input.mm_token_type_ids``,
``input.pixel_values_videos``, ``input.video_grid_thw``, ...) and the raw model output
(``output.rm_logit``), so a port, an upgrade or a new machine can prove it preprocesses and
scores exactly like the reference.

Files. ``write_golden(..., "x.json")`` writes the JSON metadata ``x.json`` and the tensors as
``x.<digest16>.safetensors`` next to it (content addressed: the name carries the first 16 hex
digits of the digest).

Digest. SHA-256 over the tensors in sorted-name order; per tensor the UTF-8 bytes of
``name``, ``dtype`` (e.g. ``bfloat16``), the shape as comma-separated decimals, each followed by
a NUL byte, then the raw little-endian element bytes.

Check. `check_golden` reruns preprocessing + scoring on the recorded videos (their SHA-256 must
still match) and compares tensor by tensor in the same sorted order, stopping at the FIRST
mismatch (name, shapes, dtypes, max |diff|):

- integer and bool tensors: exact (same shape, same values);
- float inputs: ``max |a - b| <= 1e-4`` (a one-level pixel change moves a normalised value by
  ~7.8e-3, so any real preprocessing change is caught; float32 rounding noise is not);
- the output logit (bf16): ``|a - b| <= 0.02 + 0.02 * |b|`` (a couple of bf16 ulps, for
  kernels that differ between machines).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from ..errors import WorldRewardError
from .bundle import InferenceSpec, sha256_file

GOLDEN_SCHEMA = "worl.reward-inference-golden.v1"
FLOAT_INPUT_ATOL = 1e-4
OUTPUT_ATOL = 0.02
OUTPUT_RTOL = 0.02


class GoldenTensor(BaseModel):
    name: str
    dtype: str
    shape: list[int]
    sha256: str


class GoldenInput(BaseModel):
    path: str
    sha256: str


class GoldenRecord(BaseModel):
    """The JSON metadata of a golden fixture."""

    schema_name: str = Field(GOLDEN_SCHEMA, alias="schema")
    digest: str
    tensors_file: str
    tensors: list[GoldenTensor]
    inputs: dict[str, GoldenInput | None]
    inference: InferenceSpec
    manifest_digest: str
    prompt_sha256: str
    device: str
    tolerance: dict[str, float] = Field(default_factory=lambda: {
        "float_input_atol": FLOAT_INPUT_ATOL, "output_atol": OUTPUT_ATOL, "output_rtol": OUTPUT_RTOL})

    model_config = {"populate_by_name": True}


class TensorMismatch(BaseModel):
    name: str
    problem: str
    expected_shape: list[int] | None = None
    actual_shape: list[int] | None = None
    expected_dtype: str | None = None
    actual_dtype: str | None = None
    max_abs_diff: float | None = None


class GoldenCheck(BaseModel):
    """Result of `check_golden`: ``ok`` or the FIRST mismatching tensor."""

    ok: bool
    file: str
    expected_digest: str
    actual_digest: str
    checked: list[str]
    first_mismatch: TensorMismatch | None = None
    bundle_changed: bool = False

    def message(self) -> str:
        if self.ok:
            return f"{self.file}: golden matches ({len(self.checked)} tensors, digest {self.expected_digest[:16]})"
        m = self.first_mismatch
        assert m is not None
        diff = f", max |diff| {m.max_abs_diff:.6g}" if m.max_abs_diff is not None else ""
        return (f"{self.file}: tensor {m.name} mismatches: {m.problem} (expected {m.expected_dtype} "
                f"{m.expected_shape}, got {m.actual_dtype} {m.actual_shape}{diff})")


def _dtype_name(tensor) -> str:
    return str(tensor.dtype).removeprefix("torch.")


def _le_bytes(tensor) -> bytes:
    """Raw element bytes in little-endian order."""
    import numpy as np
    import torch

    flat = tensor.detach().cpu().contiguous().reshape(-1)
    size = flat.element_size()
    raw = flat.view(torch.uint8).numpy().tobytes()
    if sys.byteorder == "little" or size == 1:
        return raw
    return np.frombuffer(raw, dtype=f">u{size}").astype(f"<u{size}").tobytes()  # pragma: no cover


def _tensor_header(name: str, tensor) -> bytes:
    shape = ",".join(str(int(s)) for s in tensor.shape)
    return f"{name}\0{_dtype_name(tensor)}\0{shape}\0".encode()


def canonical_digest(tensors: dict[str, Any]) -> str:
    """SHA-256 of the canonical serialisation (sorted names; name, dtype, shape, LE bytes)."""
    digest = hashlib.sha256()
    for name in sorted(tensors):
        digest.update(_tensor_header(name, tensors[name]))
        digest.update(_le_bytes(tensors[name]))
    return digest.hexdigest()


def _tensor_entry(name: str, tensor) -> GoldenTensor:
    h = hashlib.sha256(_tensor_header(name, tensor) + _le_bytes(tensor)).hexdigest()
    return GoldenTensor(name=name, dtype=_dtype_name(tensor), shape=[int(s) for s in tensor.shape], sha256=h)


def compute_tensors(nvrm, history, candidate, spec: InferenceSpec | None = None) -> tuple[dict, str]:
    """Processor tensors (``input.*``) and the raw logit (``output.rm_logit``) for one input.

    ``spec`` overrides the bundle's pinned inference metadata (for experiments and tests).
    Returns the tensors and the rendered prompt.
    """
    import torch

    from .preprocess import prepare_requests, processor_inputs
    from .score import forward

    spec = spec or nvrm.manifest.inference
    requests = prepare_requests(history, [candidate], spec, factor=nvrm.factor)
    inputs = processor_inputs(nvrm.processor, requests)
    tensors = {f"input.{k}": v.detach().cpu().contiguous() for k, v in inputs.items() if torch.is_tensor(v)}
    tensors["output.rm_logit"] = forward(nvrm, inputs).detach().cpu().contiguous()
    return tensors, requests[0].prompt


def _input_record(path, base: Path) -> GoldenInput | None:
    if path is None:
        return None
    p = Path(path)
    try:
        shown = str(p.resolve().relative_to(base.resolve()))
    except ValueError:
        shown = str(p.resolve())
    return GoldenInput(path=shown, sha256=sha256_file(p))


def write_golden(nvrm, file: str | Path, history, candidate) -> GoldenRecord:
    """Compute and store a golden for (history, candidate); returns the written record."""
    from safetensors.torch import save_file

    out = Path(file)
    out.parent.mkdir(parents=True, exist_ok=True)
    tensors, prompt = compute_tensors(nvrm, history, candidate)
    digest = canonical_digest(tensors)
    tensors_file = f"{out.stem}.{digest[:16]}.safetensors"
    save_file(tensors, str(out.parent / tensors_file), metadata={"schema": GOLDEN_SCHEMA, "digest": digest})
    record = GoldenRecord(
        schema=GOLDEN_SCHEMA, digest=digest, tensors_file=tensors_file,
        tensors=[_tensor_entry(n, tensors[n]) for n in sorted(tensors)],
        inputs={"history": _input_record(history, out.parent),
                "candidate": _input_record(candidate, out.parent)},
        inference=nvrm.manifest.inference, manifest_digest=nvrm.manifest.digest,
        prompt_sha256=hashlib.sha256(prompt.encode()).hexdigest(), device=str(nvrm.device),
    )
    out.write_text(json.dumps(record.model_dump(mode="json", by_alias=True), indent=2) + "\n")
    return record


def read_golden(file: str | Path) -> tuple[GoldenRecord, dict]:
    """Load a golden's metadata and tensors; the tensors must hash to the recorded digest."""
    from safetensors.torch import load_file

    path = Path(file)
    try:
        record = GoldenRecord.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError) as exc:
        raise WorldRewardError(str(path), f"unreadable golden metadata: {exc}") from exc
    if record.schema_name != GOLDEN_SCHEMA:
        raise WorldRewardError(str(path), f"schema is {record.schema_name!r}, expected {GOLDEN_SCHEMA!r}")
    tpath = path.parent / record.tensors_file
    if not tpath.is_file():
        raise WorldRewardError(str(tpath), "golden tensors file is missing")
    tensors = load_file(str(tpath))
    if (actual := canonical_digest(tensors)) != record.digest:
        raise WorldRewardError(str(tpath), f"stored tensors hash to {actual[:16]}…, metadata says {record.digest[:16]}…")
    return record, tensors


def _resolve_input(entry: GoldenInput | None, override, base: Path) -> Path | None:
    if override is not None:
        return Path(override)
    if entry is None:
        return None
    p = Path(entry.path)
    p = p if p.is_absolute() else base / p
    if not p.is_file():
        raise WorldRewardError(str(p), "golden input video is missing")
    if sha256_file(p) != entry.sha256:
        raise WorldRewardError(str(p), "golden input video changed since the golden was written (SHA-256 differs)")
    return p


def compare_tensor(name: str, expected, actual) -> TensorMismatch | None:
    """Compare one tensor under the documented rule for its kind; None when it matches (NaN never does)."""
    info = {"expected_shape": list(expected.shape), "actual_shape": list(actual.shape),
            "expected_dtype": _dtype_name(expected), "actual_dtype": _dtype_name(actual)}
    if expected.dtype != actual.dtype:
        return TensorMismatch(name=name, problem="dtype differs", **info)
    if tuple(expected.shape) != tuple(actual.shape):
        return TensorMismatch(name=name, problem="shape differs", **info)
    if expected.numel() == 0:
        return None
    diff = (expected.double() - actual.double()).abs()
    max_diff = float(diff.max())
    if not expected.is_floating_point():
        ok = max_diff == 0
        rule = "integer values differ"
    elif name.startswith("output."):
        ok = bool((diff <= OUTPUT_ATOL + OUTPUT_RTOL * expected.double().abs()).all())
        rule = f"beyond {OUTPUT_ATOL} + {OUTPUT_RTOL}*|expected|"
    else:
        ok = max_diff <= FLOAT_INPUT_ATOL
        rule = f"beyond atol {FLOAT_INPUT_ATOL}"
    if ok:
        return None
    return TensorMismatch(name=name, problem=f"values differ ({rule})", max_abs_diff=max_diff, **info)


def check_golden(
    nvrm,
    file: str | Path,
    *,
    history=None,
    candidate=None,
    spec: InferenceSpec | None = None,
) -> GoldenCheck:
    """Recompute the golden's tensors with ``nvrm`` and compare them (first mismatch reported).

    ``history`` / ``candidate`` override the recorded video paths; ``spec`` overrides the
    bundle's pinned inference metadata (e.g. to prove a changed JPEG quality is detected).
    """
    path = Path(file)
    record, expected = read_golden(path)
    hist = _resolve_input(record.inputs.get("history"), history, path.parent)
    cand = _resolve_input(record.inputs.get("candidate"), candidate, path.parent)
    if cand is None:
        raise WorldRewardError(str(path), "golden has no candidate input")
    actual, _ = compute_tensors(nvrm, hist, cand, spec)
    checked: list[str] = []
    mismatch = None
    for name in sorted(set(expected) | set(actual)):
        checked.append(name)
        if name not in actual or name not in expected:
            where = "recomputed inputs" if name not in actual else "golden"
            mismatch = TensorMismatch(name=name, problem=f"tensor absent from the {where}")
        else:
            mismatch = compare_tensor(name, expected[name], actual[name])
        if mismatch:
            break
    return GoldenCheck(
        ok=mismatch is None, file=str(path), expected_digest=record.digest,
        actual_digest=canonical_digest(actual), checked=checked, first_mismatch=mismatch,
        bundle_changed=record.manifest_digest != nvrm.manifest.digest,
    )
