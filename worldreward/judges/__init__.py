"""Judges: one protocol, several backends (geometry, vlm, local, direct).

A judge turns one `ChunkEvidence` into one `ChunkReview`. Backends are registered by name and
imported lazily so that the core install never imports torch or an HTTP stack it does not need.
"""

from __future__ import annotations

import hashlib
import importlib
import json
from typing import Any, Protocol, runtime_checkable

from ..evidence import ChunkEvidence
from ..review import ChunkReview


@runtime_checkable
class Judge(Protocol):
    """What every backend implements.

    Optional attributes the engine honours when present: ``needs_images`` (default True; a
    judge that reads only the measured numbers sets it False and the evidence skips composing
    images), ``needs_numbers`` (default True; a judge whose prompt shows no measured number sets
    it False and the evidence skips measuring them), ``review_many(evidences)`` (concurrent
    reviews; see `worldreward.judges.vlm`) and ``open()`` (called once when a run starts, so a
    server judge's client is ready before the first evidence is).
    """

    #: registry name, e.g. "geometry"
    name: str
    #: True for judges that see the whole pair as one chunk (the ``direct`` baseline)
    whole_video: bool
    #: True for model judges: position control (``--swap``) is on by default for them
    swap_by_default: bool

    def config(self) -> dict[str, Any]:
        """Everything that changes the judge's answers (model, prompt id, options); hashed for caches."""
        ...

    def review(self, evidence: ChunkEvidence) -> ChunkReview:
        """Judge one chunk. Raises `ReviewError`/`JudgeError` on failure (never a partial review)."""
        ...


#: name → "module:factory". Factories take keyword options (CLI flags) and return a Judge.
REGISTRY: dict[str, str] = {
    "geometry": "worldreward.judges.geometry:GeometryJudge",
    "vlm": "worldreward.judges.vlm:VLMJudge",
    "local": "worldreward.judges.local:LocalJudge",
    "direct": "worldreward.judges.direct:make_direct_judge",
}


def make_judge(name: str, **options: Any) -> Judge:
    """Build a judge by registry name; unknown names list the known ones."""
    if name not in REGISTRY:
        raise ValueError(f"unknown judge {name!r}; choose one of: {', '.join(sorted(REGISTRY))}")
    module_name, attr = REGISTRY[name].split(":")
    factory = getattr(importlib.import_module(module_name), attr)
    return factory(**options)


def config_hash(judge: Judge) -> str:
    """A short stable hash of the judge configuration (cache key component).

    The worldreward version is part of it: reviews cached by another release (whose measuring
    code may differ) are never mixed into a run.
    """
    from .. import __version__

    blob = json.dumps({"name": judge.name, "worldreward": __version__, **judge.config()},
                      sort_keys=True, default=str)
    return hashlib.sha256(blob.encode()).hexdigest()[:16]
