"""Reading the camera motion of one video segment.

SIGN CONVENTIONS (pinned by tests):
- ``yaw_deg_per_frame``   > 0: the camera turns RIGHT (content moves toward the LEFT edge).
- ``pitch_deg_per_frame`` > 0: the camera pitches UP (content sinks toward the BOTTOM edge).
- ``zoom_per_frame``      > 0: the camera moves FORWARD (content grows); relative scale - 1.
- ``lateral_per_frame``   > 0: the camera strafes RIGHT (translation-induced, depth-dependent flow).
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from .types import Rotation, Translation


class MotionReading(BaseModel):
    """The measured camera motion over the inclusive frame span ``[start_frame, end_frame]``."""

    start_frame: int
    end_frame: int
    translation: Translation
    rotation: Rotation
    token: str  # canonical action token of (translation, rotation), "idle" when both idle
    yaw_deg_per_frame: float = 0.0
    pitch_deg_per_frame: float = 0.0
    zoom_per_frame: float = 0.0
    lateral_per_frame: float = 0.0  # strafe speed (normalised: fraction of image width per frame)
    flow_px_per_frame: float = 0.0  # median dense-flow magnitude ("is anything moving?")
    focal_px: float | None = None  # focal length used/estimated
    confidence: float = Field(0.0, ge=0.0, le=1.0)
    notes: list[str] = Field(default_factory=list)
