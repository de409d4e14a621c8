"""Pair specs and manifests: ``bench.jsonl`` lines, CLI pairs, and ``*.pairs.jsonl`` predictions.

CONTRACT: `PairSpec` is one bench/pair line (DESIGN.md); `load_pairs(path, allow_absolute_paths=...)`
reads a manifest, validates every line, resolves paths against the manifest folder and confines
them to it; errors are `ManifestError` naming ``file:line`` and the field.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from .types import Side


class SideSpec(BaseModel):
    """One side (left = A, right = B) of a pair."""

    model_config = ConfigDict(extra="allow")

    video: str
    model: str | None = None
    frames_per_action: int | None = None
    num_frames: int | None = None
    segment_frames: list[int] | None = None


class Label(BaseModel):
    model_config = ConfigDict(extra="forbid")

    action: Side
    appearance: Side
    motion: Side


class PairSpec(BaseModel):
    """One pair to judge (a bench line or CLI arguments). Extra keys are kept (slices)."""

    model_config = ConfigDict(extra="allow")

    pair_id: str
    input_image: str | None = None
    input_caption: str | None = None
    actions: list[str]
    frames_per_action: int | None = None
    num_frames: int | None = None
    segment_frames: list[int] | None = None
    left: SideSpec
    right: SideSpec
    label: Label | None = None
    trajectory_group: Literal["pure_translation", "pure_rotation", "compound"] | None = None
    style: Literal["photo", "game_anime", "traditional"] | None = None


class Prediction(BaseModel):
    """One ``*.pairs.jsonl`` line. ``None`` on an axis = not answered (reported ``--``)."""

    model_config = ConfigDict(extra="allow")

    pair_id: str
    action: Side | None = None
    appearance: Side | None = None
    motion: Side | None = None
