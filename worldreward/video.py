"""Safe, bounded video decoding.

CONTRACT: `load_video` returns a `Clip` of uint8 RGB frames ``(T, H, W, 3)``; `probe` reads
metadata without decoding everything; every failure is a `VideoError` naming the file and problem.
"""

from __future__ import annotations

import numpy as np
from pydantic import BaseModel, ConfigDict, Field


class VideoLimits(BaseModel):
    """Hard bounds applied before and while decoding (decoded media is never unbounded)."""

    max_pixels: int = 3840 * 2160
    min_side: int = 8
    max_frames: int = 20_000
    max_duration_s: float = 3600.0
    max_file_bytes: int = 8 * 1024**3


class VideoInfo(BaseModel):
    """Metadata read by `probe`."""

    path: str
    backend: str
    fps: float
    frame_count: int
    width: int
    height: int
    duration_s: float


class Clip(BaseModel):
    """Decoded frames of one video: ``frames[i]`` is source frame ``indices[i]``."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    path: str
    fps: float
    indices: list[int]
    frames: np.ndarray = Field(exclude=True, repr=False)

    @property
    def num_frames(self) -> int:
        return int(self.frames.shape[0])

    @property
    def height(self) -> int:
        return int(self.frames.shape[1])

    @property
    def width(self) -> int:
        return int(self.frames.shape[2])
