"""The ``direct`` judge: the paper's ablation baseline, the whole pair in one prompt.

CONTRACT: ``make_direct_judge(backend="vlm"|"local", **options)`` returns the ``vlm`` or
``local`` judge in its ``direct`` layout: ``name == "direct"``, ``whole_video = True`` (the
engine builds ONE chunk holding every action slot), prompt ``prompts/direct_judge.v1.txt``,
images = the source image plus ``direct_frames`` frames sampled evenly from each whole video
(no per-chunk grids or close-ups), every action listed, evidence mode ``frames`` unless
``evidence`` says otherwise. Client, retries, cache, parser and review format are those of the
backend (no separate code path).
"""

from __future__ import annotations

from typing import Any

from . import common

BACKENDS = ("vlm", "local")


def make_direct_judge(backend: str = "vlm", **options: Any):
    """The direct baseline judge on ``backend``; ``options`` are that backend's keywords."""
    if backend not in BACKENDS:
        raise ValueError(f"direct judge: backend must be one of {', '.join(BACKENDS)}, got {backend!r}")
    if "layout" in options:
        raise ValueError("direct judge: the layout is fixed to 'direct'")
    options.setdefault("evidence", "frames")
    allowed = set(common.JUDGE_KEYS[backend]) | {"direct_frames", "repair", "top_logprobs",
                                                 "backoff_base", "backoff_max"}
    if backend == "vlm":
        allowed.add("max_text_chars")
    unknown = sorted(k for k in options if k not in allowed)
    if unknown:
        raise ValueError(f"direct judge ({backend} backend): unexpected option(s) {', '.join(unknown)}")
    if backend == "vlm":
        from .vlm import VLMJudge

        return VLMJudge(layout="direct", **options)
    from .local import LocalJudge

    return LocalJudge(layout="direct", **options)
