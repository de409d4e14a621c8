"""Structured visual evidence for one chunk of a pair: images plus measured numbers.

CONTRACT: `extract_evidence(clip_a, clip_b, chunk, ...)` → `ChunkEvidence`. Images are RGB
uint8 arrays kept in memory (``images``, excluded from JSON); `ChunkEvidence.save(dir)` writes
them as PNG plus ``evidence.json``.
"""

from __future__ import annotations

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from .chunks import Chunk, Slot
from .motion import MotionReading
from .quality import QualityMetrics


class SlotEvidence(BaseModel):
    """Measured motion of one slot on both sides."""

    slot: Slot
    motion_a: MotionReading
    motion_b: MotionReading
    quality_a: QualityMetrics | None = None
    quality_b: QualityMetrics | None = None


class ChunkEvidence(BaseModel):
    """Everything a judge looks at for one chunk. Side A = left video, B = right video."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    pair_id: str
    chunk: Chunk
    caption: str | None = None
    source_image: str | None = None
    slots: list[SlotEvidence]
    quality_a: QualityMetrics
    quality_b: QualityMetrics
    #: image name → RGB uint8 array. Names: "grid", "closeup_<k>", "motion_<k>", "source".
    images: dict[str, np.ndarray] = Field(default_factory=dict, exclude=True, repr=False)
