"""Action-aligned chunk plans for a pair of videos.

CONTRACT: `plan_chunks` cuts the action steps into chunks of ``slots_per_chunk`` slots; each slot
carries the action and its inclusive frame span on each side (the two videos may differ in fps
and length). Slot roles: ``action`` (votes), ``reference`` (an optional leading idle slot showing
the start frame, never votes), ``padding`` (fills a short last chunk, never votes).

Layouts (``layout=``):

- ``"default"`` (ours): with ``reference_slot=True`` every chunk starts with a reference slot
  (position 0, idle, span ``[0, 0]`` on both sides, ``step=None``), followed by
  ``slots_per_chunk - 1`` action slots; otherwise all ``slots_per_chunk`` positions are action
  slots. A short last chunk is padded by repeating its last action slot (same action, spans and
  ``step``) with role ``padding``.
- ``"worldreward"`` (the released checkpoint's input): ONE reference (IDLE) slot at the start of
  chunk 0 only, then the action steps, cut every ``slots_per_chunk`` slots, so chunk 0 holds
  ``[IDLE, a0, a1, a2]`` and later chunks 4 actions each (``ceil((n + 1) / 4)`` chunks). A short
  last chunk is padded with idle ``padding`` slots (``step=None``) showing each video's LAST frame.
  ``Chunk.start_left`` / ``start_right`` give the frame of the grid's "Start" column: frame 0 for
  chunk 0, else the end frame of the previous chunk's last action slot.

Every chunk has exactly ``slots_per_chunk`` slots, so batch shapes stay fixed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from pydantic import BaseModel

from .actions import (
    Action,
    ActionStep,
    parse_actions,
)
from .errors import ChunkPlanError


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
    #: frame shown as the chunk's starting point on each side (the "worldreward" grid's Start column)
    start_left: int = 0
    start_right: int = 0

    @property
    def voting_slots(self) -> list[Slot]:
        return [s for s in self.slots if s.role == "action"]


SpanLike = tuple[int, int] | Sequence[int] | Span | ActionStep


def _as_span(value: SpanLike) -> Span:
    if isinstance(value, Span):
        return value
    if isinstance(value, ActionStep):
        return Span(start=value.start_frame, end=value.end_frame)
    start, end = value
    return Span(start=int(start), end=int(end))


def _check_spans(side: str, spans: list[Span], n_steps: int, frames: int) -> None:
    if len(spans) != n_steps:
        raise ChunkPlanError(side, f"{len(spans)} frame spans for {n_steps} action steps")
    if frames <= 0:
        raise ChunkPlanError(side, f"video has {frames} decoded frames")
    for i, span in enumerate(spans):
        if span.start < 0 or span.start > span.end:
            raise ChunkPlanError(side, f"step {i} has an invalid span [{span.start}, {span.end}]")
        if span.end >= frames:
            raise ChunkPlanError(side, f"step {i} spans frames [{span.start}, {span.end}] but the video "
                                       f"has only {frames} decoded frames (last frame {frames - 1})")


def plan_chunks(
    actions: Sequence[Action | str],
    left_spans: Sequence[SpanLike],
    right_spans: Sequence[SpanLike],
    *,
    left_frames: int,
    right_frames: int,
    slots_per_chunk: int = 4,
    reference_slot: bool = False,
    layout: Literal["default", "worldreward"] = "default",
) -> list[Chunk]:
    """Cut the action steps into chunks (layouts in the module docstring).

    ``left_spans`` / ``right_spans`` are the inclusive step spans per side (tuples, `Span` or
    `ActionStep`); ``left_frames`` / ``right_frames`` the decoded frame counts. Raises
    `ChunkPlanError` naming the side, step and span when a span does not fit its video or the
    sides disagree on the number of steps.
    """
    acts = parse_actions(list(actions)) if actions else []
    if not acts:
        raise ChunkPlanError("chunk plan", "no action steps to plan")
    if layout == "worldreward":
        left = [_as_span(s) for s in left_spans]
        right = [_as_span(s) for s in right_spans]
        _check_spans("left", left, len(acts), left_frames)
        _check_spans("right", right, len(acts), right_frames)
        return _worldreward_layout(acts, left, right, left_frames, right_frames, slots_per_chunk)
    if layout != "default":
        raise ChunkPlanError("chunk plan", f"unknown layout {layout!r} (use default or worldreward)")
    per_chunk = slots_per_chunk - (1 if reference_slot else 0)
    if per_chunk < 1:
        raise ChunkPlanError("chunk plan", f"slots_per_chunk={slots_per_chunk} leaves no room for "
                                           f"action slots (reference_slot={reference_slot})")
    left = [_as_span(s) for s in left_spans]
    right = [_as_span(s) for s in right_spans]
    _check_spans("left", left, len(acts), left_frames)
    _check_spans("right", right, len(acts), right_frames)

    chunks: list[Chunk] = []
    for c, first in enumerate(range(0, len(acts), per_chunk)):
        slots: list[Slot] = []
        if reference_slot:
            origin = Span(start=0, end=0)
            slots.append(Slot(position=0, step=None, action=Action(), left=origin, right=origin,
                              role="reference"))
        for i in range(first, min(first + per_chunk, len(acts))):
            slots.append(Slot(position=len(slots), step=i, action=acts[i], left=left[i],
                              right=right[i]))
        last = slots[-1]
        while len(slots) < slots_per_chunk:
            slots.append(last.model_copy(update={"position": len(slots), "role": "padding"}))
        chunks.append(Chunk(index=c, slots=slots))
    return chunks


def _worldreward_layout(acts: list[Action], left: list[Span], right: list[Span], left_frames: int,
                        right_frames: int, slots_per_chunk: int) -> list[Chunk]:
    if slots_per_chunk < 1:
        raise ChunkPlanError("chunk plan", f"slots_per_chunk={slots_per_chunk} must be at least 1")
    origin = Span(start=0, end=0)
    sequence: list[tuple[int | None, Span, Span, str]] = [(None, origin, origin, "reference")]
    sequence += [(i, left[i], right[i], "action") for i in range(len(acts))]
    last_l, last_r = Span(start=left_frames - 1, end=left_frames - 1), Span(start=right_frames - 1,
                                                                              end=right_frames - 1)
    chunks: list[Chunk] = []
    start_l = start_r = 0
    for c, first in enumerate(range(0, len(sequence), slots_per_chunk)):
        part = sequence[first : first + slots_per_chunk]
        while len(part) < slots_per_chunk:
            part.append((None, last_l, last_r, "padding"))
        slots = [Slot(position=k, step=step, action=acts[step] if step is not None else Action(), left=sl,
                      right=sr, role=role) for k, (step, sl, sr, role) in enumerate(part)]
        chunks.append(Chunk(index=c, slots=slots, start_left=start_l, start_right=start_r))
        real = [s for s in slots if s.role == "action"]
        if real:
            start_l, start_r = real[-1].left.end, real[-1].right.end
    return chunks


def plan_spec(
    spec: Any,
    left_frames: int,
    right_frames: int,
    *,
    slots_per_chunk: int = 4,
    reference_slot: bool = False,
    whole_video: bool = False,
    where: tuple[str, str] = ("left", "right"),
    layout: str = "default",
    span_convention: str | None = None,
    notes: list[str] | None = None,
) -> list[Chunk]:
    """The chunk plan of a `worldreward.pairs.PairSpec` (the one planner): frame spans per side
    as the reference reads a bench line (`PairSpec.frame_spans`), then `plan_chunks`
    (``layout="worldreward"`` for the released checkpoint's layout).

    ``whole_video``: one chunk holding every slot (judges that see the whole pair at once).
    ``where`` names the two videos in errors; ``span_convention`` overrides the line's;
    ``notes`` collects span warnings (a short video clamped) instead of printing them.
    """
    actions = spec.parsed_actions
    spans = [spec.frame_spans(side, frames, where=name, convention=span_convention, notes=notes)
             for side, frames, name in (("left", left_frames, where[0]), ("right", right_frames, where[1]))]
    if whole_video:
        slots_per_chunk = len(actions) + (1 if reference_slot or layout == "worldreward" else 0)
    return plan_chunks(actions, spans[0], spans[1], left_frames=left_frames, right_frames=right_frames,
                       slots_per_chunk=slots_per_chunk, reference_slot=reference_slot, layout=layout)
