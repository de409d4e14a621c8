"""Small shared value types used across stages (kept here to avoid import cycles)."""

from __future__ import annotations

from typing import Literal

#: Commanded/measured translation classes (docs/design.md vocabulary) plus ``idle``.
Translation = Literal[
    "idle", "forward", "backward", "left", "right",
    "forward_left", "forward_right", "backward_left", "backward_right",
]
#: Rotation classes in canonical token form plus ``idle``; diagonals combine yaw and pitch.
Rotation = Literal[
    "idle", "camera_left", "camera_right", "camera_up", "camera_down",
    "camera_ul", "camera_ur", "camera_dl", "camera_dr",
]
#: A judge's per-item decision between video A (left) and video B (right).
Winner = Literal["A", "B", "Tie"]
#: A pair-level decision in bench terms (A = left, B = right).
Side = Literal["left", "right", "tie"]
#: The three pair-level axes.
AXES: tuple[str, ...] = ("action", "appearance", "motion")

TRANSLATIONS: tuple[str, ...] = (
    "forward", "backward", "left", "right",
    "forward_left", "forward_right", "backward_left", "backward_right",
)
ROTATIONS: tuple[str, ...] = (
    "camera_up", "camera_down", "camera_left", "camera_right",
    "camera_ul", "camera_ur", "camera_dl", "camera_dr",
)
