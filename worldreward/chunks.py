"""Action-aligned chunk plans for a pair of videos.

CONTRACT: `plan_chunks` cuts the action steps into chunks of ``slots_per_chunk`` slots; each slot
carries the action and its inclusive frame span on each side (the two videos may differ in fps
and length). Slot roles: ``action`` (votes), ``reference`` (an optional leading idle slot showing
the start frame, never votes), ``padding`` (fills a short last chunk, never votes).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from .actions import Action


class Span(BaseModel):
    """Inclusive frame range ``[start, end]`` in one decoded video."""

    start: int
    end: int


class Slot(BaseModel):
    """One action slot of a chunk, with its frame span in video A (left) and B (right)."""

    position: int  # 0-based position inside the chunk
    step: int | None  # global action-step index; None for a reference slot
    action: Action
    left: Span
    right: Span
    role: Literal["action", "reference", "padding"] = "action"


class Chunk(BaseModel):
    """A window of consecutive slots judged together."""

    index: int
    slots: list[Slot]

    @property
    def voting_slots(self) -> list[Slot]:
        return [s for s in self.slots if s.role == "action"]
