"""Commanded camera actions: tokens, canonical labels, expected screen-space behaviour, frame spans.

CONTRACT (models are fixed; functions are implemented in this module):

- `Action`: one action step = at most one translation + at most one rotation (DESIGN.md).
  ``Action.token`` is the canonical token (``"left+camera_down"``, ``"camera_dl"``, ``"idle"``),
  ``Action.label`` the canonical ``"<Translation> | <Rotation>"`` label
  (``"Left | PitchDown"``, ``"IDLE | YawLeft+PitchDown"``, ``"IDLE | IDLE"``).
- `ActionStep`: an action with its inclusive frame span ``[start_frame, end_frame]`` in one video.
  Consecutive steps share their boundary frame (step i ends where step i+1 starts) so that the
  motion between every pair of consecutive frames belongs to exactly one step.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from .types import Rotation, Translation


class Action(BaseModel):
    """One commanded (or measured) camera action."""

    model_config = ConfigDict(frozen=True)

    translation: Translation = "idle"
    rotation: Rotation = "idle"


class ActionStep(BaseModel):
    """An action applied over the inclusive frame span ``[start_frame, end_frame]`` of one video."""

    index: int
    action: Action
    start_frame: int
    end_frame: int
