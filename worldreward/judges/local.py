"""The ``local`` judge: a vision-language model run in process with transformers.

CONTRACT

- ``LocalJudge(model_path, device="cpu", dtype="auto", batch_size=1, ...)`` implements the
  `Judge` protocol (``review`` and ``review_many``); ``swap_by_default = True``.
- The model folder is loaded with ``AutoProcessor`` / ``AutoModelForImageTextToText``,
  ``local_files_only=True`` and ``trust_remote_code=False`` (always), on first use; torch and
  transformers are imported only then (the ``local`` extra).
- Each chunk gets exactly the prompt and images of the HTTP judge (`common.prepare`); the images
  go in as PIL images through the processor's chat template, decoding is greedy, and the reply
  is parsed by the same strict parser. An invalid reply gets one repair turn (as in ``vlm``);
  if that fails too, `ReviewError` records the reason (``ReviewMeta.attempts`` counts
  generations). ``review_many`` runs ``batch_size`` chunks per ``generate`` call.
- ``dtype``: ``float32``, ``bfloat16``, ``float16`` or ``auto`` (bfloat16 on CUDA when
  supported, else float32).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ..errors import JudgeError, ReviewError, WorldRewardError
from ..evidence import ChunkEvidence
from ..review import ChunkReview, ReviewPayload
from . import common

DTYPES = ("float32", "bfloat16", "float16", "auto")


class LocalJudge:
    """Judge chunks with a local transformers VLM (see module docstring)."""

    swap_by_default = True

    def __init__(
        self,
        model_path: str | Path | None = None,
        *,
        device: str = "cpu",
        dtype: str = "auto",
        batch_size: Any = 1,
        max_new_tokens: Any = 2048,
        evidence: Any = "frames+motion",
        reasoning: Any = True,
        repair: Any = True,
        layout: str = "chunk",
        max_side: Any = common.DEFAULT_MAX_SIDE,
        max_pixels: Any = common.DEFAULT_MAX_PIXELS,
        direct_frames: Any = common.DEFAULT_DIRECT_FRAMES,
        profile: Any = "default",
        prompt_template: Any = None,
    ) -> None:
        if not model_path:
            raise ValueError("local judge: --model-path is required (a local Hugging Face model folder)")
        if dtype not in DTYPES:
            raise ValueError(f"dtype: choose one of {', '.join(DTYPES)}, got {dtype!r}")
        self.model_path = Path(model_path)
        self.device = str(device)
        self.dtype = dtype
        self.batch_size = common.as_int(batch_size, "batch_size", 1)
        self.max_new_tokens = common.as_int(max_new_tokens, "max_new_tokens", 1)
        self.repair = common.as_bool(repair, "repair")
        self.settings = common.PromptSettings.from_options(
            layout=layout, evidence=evidence, reasoning=reasoning, max_side=max_side,
            max_pixels=max_pixels, direct_frames=direct_frames, profile=profile,
            prompt_template=prompt_template,
        )
        #: the prompt shows measured numbers only with ``--evidence frames+motion+numbers``
        self.needs_numbers = self.settings.with_numbers
        self.whole_video = self.settings.layout == "direct"
        self.name = "direct" if self.whole_video else "local"
        self._model = None
        self._processor = None
        self._lock = threading.Lock()

    # ------------------------------------------------------------------------------ protocol

    def config(self) -> dict[str, Any]:
        s = self.settings
        return {
            "backend": "local",
            "model": self.model_label,
            "prompt_id": s.prompt_id,
            "layout": s.layout,
            "evidence": s.evidence,
            "reasoning": s.reasoning,
            "dtype": self.dtype,
            "max_new_tokens": self.max_new_tokens,
            "max_side": s.max_side,
            "max_pixels": s.max_pixels,
            **({"direct_frames": s.direct_frames} if self.whole_video else {}),
            **common.profile_config(s),
        }

    @property
    def model_label(self) -> str:
        """How reviews name the model: the model folder's name."""
        return self.model_path.name

    def review(self, evidence: ChunkEvidence) -> ChunkReview:
        """Judge one chunk; raises `ReviewError` (invalid reply) or `JudgeError` (model failure)."""
        result = self.review_many([evidence])[0]
        if isinstance(result, Exception):
            raise result
        return result

    def review_many(
        self,
        evidences: Sequence[ChunkEvidence],
        on_result: Callable[[int, ChunkReview | Exception], None] | None = None,
    ) -> list[ChunkReview | Exception]:
        """Judge chunks ``batch_size`` at a time; one `ChunkReview` or exception per chunk, in order."""
        results: list[ChunkReview | Exception] = []
        for first in range(0, len(evidences), self.batch_size):
            batch = list(evidences[first : first + self.batch_size])
            try:
                out = self._review_batch(batch)
            except WorldRewardError as exc:  # the whole batch failed (model, memory, load)
                out = [exc] * len(batch)
            for i, res in enumerate(out, start=first):
                if on_result is not None:
                    on_result(i, res)
            results.extend(out)
        return results

    def __getstate__(self) -> dict[str, Any]:
        """Picklable (process workers): each copy loads the model again on first use."""
        state = dict(self.__dict__)
        state.update(_model=None, _processor=None, _lock=None)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"LocalJudge(model_path={str(self.model_path)!r}, device={self.device!r}, dtype={self.dtype!r})"

    # ------------------------------------------------------------------------------ model

    def _torch_dtype(self, torch):
        if self.dtype == "auto":
            cuda = self.device.startswith("cuda") and torch.cuda.is_available()
            return torch.bfloat16 if cuda and torch.cuda.is_bf16_supported() else torch.float32
        return getattr(torch, self.dtype)

    def load(self) -> None:
        """Load processor and model (once). Raises `JudgeError` naming the folder on failure."""
        if self._model is not None:
            return
        where = str(self.model_path)
        if not (self.model_path / "config.json").is_file():
            raise JudgeError(where, "not a model folder (no config.json); --model-path must be a local "
                                    "Hugging Face folder")
        try:
            import torch
            from transformers import AutoModelForImageTextToText, AutoProcessor
        except ImportError as exc:
            raise JudgeError(where, f"the local judge needs torch and transformers (pip install "
                                    f"'worldreward[local]'): {exc}") from None
        try:
            processor = AutoProcessor.from_pretrained(where, local_files_only=True, trust_remote_code=False)
            model = AutoModelForImageTextToText.from_pretrained(
                where, local_files_only=True, trust_remote_code=False, dtype=self._torch_dtype(torch)
            )
            model = model.to(self.device).eval()
        except (OSError, ValueError, RuntimeError, KeyError) as exc:
            raise JudgeError(where, f"cannot load the model: {type(exc).__name__}: {exc}") from None
        tokenizer = getattr(processor, "tokenizer", None)
        if tokenizer is not None:
            tokenizer.padding_side = "left"  # batched generation continues every row at its end
        self._processor, self._model = processor, model

    @staticmethod
    def _messages(prepared: common.PreparedPrompt) -> list[dict[str, Any]]:
        return [common.user_message(prepared, lambda im: {"type": "image", "image": common.to_pil(im.rgb)})]

    def generate(self, conversations: Sequence[list[dict[str, Any]]]) -> list[tuple[str, int]]:
        """Greedy replies for a batch of chats: ``(reply_text, visual_tokens)`` per chat."""
        import torch

        self.load()
        processor, model = self._processor, self._model
        texts, images, counts = [], [], []
        for conv in conversations:
            texts.append(processor.apply_chat_template(conv, tokenize=False, add_generation_prompt=True))
            pics = [item["image"] for msg in conv if isinstance(msg["content"], list)
                    for item in msg["content"] if item.get("type") == "image"]
            images.extend(pics)
            counts.append(len(pics))
        with self._lock:
            try:
                inputs = processor(text=texts, images=images or None, return_tensors="pt", padding=True)
                inputs = inputs.to(model.device)
                with torch.inference_mode():
                    out = model.generate(**inputs, max_new_tokens=self.max_new_tokens, do_sample=False)
            except (RuntimeError, ValueError) as exc:
                raise JudgeError(str(self.model_path), f"generation failed: {type(exc).__name__}: {exc}") from None
        new_tokens = out[:, inputs["input_ids"].shape[1] :]
        replies = processor.batch_decode(new_tokens, skip_special_tokens=True)
        return list(zip(replies, self._visual_tokens(inputs, counts), strict=True))

    def _visual_tokens(self, inputs, counts: list[int]) -> list[int]:
        grid = inputs.get("image_grid_thw")
        if grid is None:
            return [0] * len(counts)
        merge = int(getattr(self._processor.image_processor, "merge_size", 2))
        per_image = [int(row.prod()) // (merge * merge) for row in grid]
        out, at = [], 0
        for n in counts:
            out.append(sum(per_image[at : at + n]))
            at += n
        return out

    # ------------------------------------------------------------------------------ reviews

    def _review_batch(self, batch: list[ChunkEvidence]) -> list[ChunkReview | Exception]:
        prepared = [common.prepare(ev, self.settings) for ev in batch]
        convs = [self._messages(p) for p in prepared]
        started = time.monotonic()
        replies = self.generate(convs)
        payloads: list[ReviewPayload | None] = []
        problems: list[str] = []
        for (text, _), p in zip(replies, prepared, strict=True):
            payload, problem = common.try_parse(text, p.expected_slots, self.settings.profile)
            payloads.append(payload)
            problems.append(problem)
        attempts = [1] * len(batch)
        redo = [i for i, pl in enumerate(payloads) if pl is None]
        if self.repair and redo:
            repair_convs = [convs[i] + common.repair_turns(replies[i][0], problems[i], prepared[i].expected_slots)
                            for i in redo]
            for i, (text, _) in zip(redo, self.generate(repair_convs), strict=True):
                attempts[i] += 1
                payloads[i], problems[i] = common.try_parse(text, prepared[i].expected_slots, self.settings.profile)
        latency = (time.monotonic() - started) / max(1, len(batch))
        out: list[ChunkReview | Exception] = []
        for i, ev in enumerate(batch):
            payload = payloads[i]
            if payload is None:
                out.append(ReviewError(common.where(ev), f"no valid review after {attempts[i]} generation(s) "
                                                         f"by {self.model_label}: {problems[i]}"))
                continue
            out.append(common.build_review(
                ev, payload, prepared[i], judge=self.name, model=self.model_label, attempts=attempts[i],
                latency_s=latency, visual_tokens=replies[i][1],
            ))
        return out

