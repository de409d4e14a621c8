"""Chunk plans: slot layout, padding, reference slots, sides with different fps, misfit errors."""

from __future__ import annotations

import pytest

from worldreward.actions import build_steps, frame_spans
from worldreward.chunks import Span, plan_chunks, plan_spec
from worldreward.errors import ActionError, ChunkPlanError
from worldreward.pairs import PairSpec

TOKENS = ["forward", "camera_left", "left+camera_down", "camera_dl", "idle",
          "backward", "camera_ur", "right", "forward_left", "camera_up"]  # 10 steps


def _plan(**kw):
    n = len(TOKENS)
    left = frame_spans(n, 1 + 4 * n, frames_per_action=4)     # 41 frames
    right = frame_spans(n, 1 + 8 * n, frames_per_action=8)    # 81 frames, twice the fps
    return left, right, plan_chunks(TOKENS, left, right, left_frames=1 + 4 * n,
                                    right_frames=1 + 8 * n, **kw)


def test_plan_covers_every_step_once_with_padding():
    left, right, chunks = _plan()
    assert len(chunks) == 3
    assert all(len(c.slots) == 4 for c in chunks)
    assert [c.index for c in chunks] == [0, 1, 2]
    voting = [s for c in chunks for s in c.voting_slots]
    assert [s.step for s in voting] == list(range(len(TOKENS)))
    assert [s.action.token for s in voting] == TOKENS
    for s in voting:
        assert (s.left.start, s.left.end) == left[s.step]
        assert (s.right.start, s.right.end) == right[s.step]
        assert s.right.end - s.right.start + 1 == 2 * (s.left.end - s.left.start + 1)  # frames per step
    last = chunks[-1]
    assert [s.role for s in last.slots] == ["action", "action", "padding", "padding"]
    assert [s.position for s in last.slots] == [0, 1, 2, 3]
    pad = last.slots[3]
    assert pad.step == 9 and pad.action.token == "camera_up" and pad.left == last.slots[1].left
    assert len(last.voting_slots) == 2


def test_reference_slot_leads_every_chunk():
    _, _, chunks = _plan(reference_slot=True, slots_per_chunk=4)
    assert len(chunks) == 4  # 3 action slots per chunk: ceil(10 / 3)
    for c in chunks:
        ref = c.slots[0]
        assert ref.role == "reference" and ref.step is None and ref.position == 0
        assert ref.action.token == "idle"
        assert ref.left == Span(start=0, end=0) and ref.right == Span(start=0, end=0)
        assert len(c.slots) == 4
    assert [s.step for c in chunks for s in c.voting_slots] == list(range(10))
    assert [s.role for s in chunks[-1].slots] == ["reference", "action", "padding", "padding"]


def test_exact_multiple_has_no_padding_and_slot_count_is_configurable():
    acts = TOKENS[:6]
    spans = frame_spans(6, 25, frames_per_action=4)
    chunks = plan_chunks(acts, spans, spans, left_frames=25, right_frames=25, slots_per_chunk=3)
    assert len(chunks) == 2 and all(s.role == "action" for c in chunks for s in c.slots)
    single = plan_chunks(acts, spans, spans, left_frames=25, right_frames=25, slots_per_chunk=1)
    assert len(single) == 6 and all(len(c.slots) == 1 for c in single)


def test_action_steps_are_accepted_as_spans():
    steps = build_steps(TOKENS[:3], 13, frames_per_action=4)
    chunks = plan_chunks([s.action for s in steps], steps, steps, left_frames=13, right_frames=13)
    assert [(s.left.start, s.left.end) for s in chunks[0].voting_slots] == [(0, 3), (4, 7), (8, 11)]


def test_span_past_the_video_names_side_step_and_span():
    n = len(TOKENS)
    left = frame_spans(n, 41, frames_per_action=4, convention="shared")
    with pytest.raises(ChunkPlanError) as exc:
        plan_chunks(TOKENS, left, left, left_frames=41, right_frames=40)
    msg = str(exc.value)
    assert msg.startswith("right:") and "step 9" in msg and "[36, 40]" in msg and "40 decoded frames" in msg


def test_invalid_and_mismatched_spans():
    spans = [(0, 4), (4, 8)]
    with pytest.raises(ChunkPlanError, match=r"left: step 1 has an invalid span \[8, 4\]"):
        plan_chunks(TOKENS[:2], [(0, 4), (8, 4)], spans, left_frames=20, right_frames=20)
    with pytest.raises(ChunkPlanError, match="right: 1 frame spans for 2 action steps"):
        plan_chunks(TOKENS[:2], spans, spans[:1], left_frames=20, right_frames=20)
    with pytest.raises(ChunkPlanError, match="no room"):
        plan_chunks(TOKENS[:2], spans, spans, left_frames=20, right_frames=20,
                    slots_per_chunk=1, reference_slot=True)
    with pytest.raises(ChunkPlanError, match="no action steps"):
        plan_chunks([], [], [], left_frames=20, right_frames=20)
    with pytest.raises(ActionError, match="unknown token"):
        plan_chunks(["forward", "sideways"], spans, spans, left_frames=20, right_frames=20)


def _pair(left: dict, right: dict) -> PairSpec:
    return PairSpec(pair_id="p", actions=["forward", "camera_left", "right", "camera_dr", "idle"],
                    left={"video": "a.mp4", **left}, right={"video": "b.mp4", **right})


def test_plan_spec_resolves_each_side():
    chunks = plan_spec(_pair({"num_frames": 33}, {"segment_frames": [12] * 5}), 33, 61, slots_per_chunk=4)
    voting = [s for c in chunks for s in c.voting_slots]
    assert [(s.left.start, s.left.end) for s in voting] == [(0, 5), (6, 11), (12, 17), (18, 23), (24, 29)]
    assert [(s.right.start, s.right.end) for s in voting] == [
        (0, 11), (12, 23), (24, 35), (36, 47), (48, 59)]
    notes: list[str] = []  # reference reading: a video shorter than its spans is clamped
    clamped = plan_spec(_pair({"frames_per_action": 8}, {"frames_per_action": 10}), 41, 41, notes=notes)
    assert [s.right.end for c in clamped for s in c.voting_slots][-2:] == [39, 40] and len(notes) == 1
    with pytest.raises(ChunkPlanError) as exc:  # the shared convention refuses instead
        plan_spec(_pair({"frames_per_action": 8}, {"frames_per_action": 10}), 41, 41, span_convention="shared")
    assert str(exc.value).startswith("right:") and "step 4" in str(exc.value)


def test_worldreward_layout_one_idle_slot_then_pad_with_the_last_frame():
    n = 6  # slots: IDLE a0 a1 a2 | a3 a4 a5 PAD
    spans = frame_spans(n, 48, frames_per_action=8)
    chunks = plan_chunks(TOKENS[:n], spans, spans, left_frames=48, right_frames=50, layout="worldreward")
    assert len(chunks) == 2 and all(len(c.slots) == 4 for c in chunks)
    first, second = chunks
    assert [s.role for s in first.slots] == ["reference", "action", "action", "action"]
    assert first.slots[0].left == Span(start=0, end=0) and first.slots[0].action.is_idle
    assert [s.step for s in first.slots] == [None, 0, 1, 2]
    assert [s.role for s in second.slots] == ["action", "action", "action", "padding"]
    pad = second.slots[3]
    assert pad.step is None and pad.action.is_idle
    assert pad.left == Span(start=47, end=47) and pad.right == Span(start=49, end=49)  # last frames
    assert (first.start_left, second.start_left) == (0, spans[2][1])  # Start column of chunk 1
    assert len(plan_chunks(TOKENS[:7], frame_spans(7, 56, frames_per_action=8),
                           frame_spans(7, 56, frames_per_action=8), left_frames=56, right_frames=56,
                           layout="worldreward")) == 2  # ceil((7 + 1) / 4)
