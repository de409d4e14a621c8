"""The review every judge returns for one chunk, with strict validation.

The payload shape (what a model writes, and what `ReviewPayload.model_json_schema()` hands to a
server as a structured-output schema)::

    {"action_control": {"actions": [{"action_id": 1, "action_label": "Left | IDLE",
                                     "video_a_analysis": "...", "video_b_analysis": "...",
                                     "winner": "A"}, ...],
                        "overall_summary": "...", "overall_winner": "A"},
     "visual_quality": {"temporal_consistency": {"video_a_analysis": "...",
                                                 "video_b_analysis": "...", "winner": "Tie"},
                        "dynamic_generation_quality": {...},
                        "artifacts_and_structure_integrity": {...},
                        "overall_summary": "...", "overall_winner": "B"}}

Validation is strict: every field present, every analysis a non-empty string, winners from
``A | B | Tie``, ``action_id`` numbered 1..n with n the number of slots shown. A review that fails
validation raises `ReviewError` and never votes.
"""

from __future__ import annotations

import re
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from .errors import ReviewError
from .types import Winner

NonEmpty = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1)]
Prob = Annotated[float, Field(ge=0.0, le=1.0)]

VISUAL_DIMENSIONS: tuple[str, ...] = (
    "temporal_consistency",
    "dynamic_generation_quality",
    "artifacts_and_structure_integrity",
)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SlotReview(_Strict):
    """Action following in one slot: which video shows the commanded motion better."""

    action_id: int = Field(ge=1)
    action_label: NonEmpty
    video_a_analysis: NonEmpty
    video_b_analysis: NonEmpty
    winner: Winner
    prob_a: Prob | None = None  # soft P(A better), when the backend can tell


class DimensionReview(_Strict):
    """One visual sub-dimension."""

    video_a_analysis: NonEmpty
    video_b_analysis: NonEmpty
    winner: Winner
    prob_a: Prob | None = None


class ActionControl(_Strict):
    actions: list[SlotReview] = Field(min_length=1)
    overall_summary: NonEmpty
    overall_winner: Winner
    prob_a: Prob | None = None


class VisualQuality(_Strict):
    temporal_consistency: DimensionReview
    dynamic_generation_quality: DimensionReview
    artifacts_and_structure_integrity: DimensionReview
    overall_summary: NonEmpty
    overall_winner: Winner
    prob_a: Prob | None = None


class ReviewPayload(_Strict):
    """What a judge says about one chunk (see module docstring)."""

    action_control: ActionControl
    visual_quality: VisualQuality


class ReviewMeta(BaseModel):
    """Provenance of a review: who judged, with which prompt, on which evidence."""

    judge: str
    model: str | None = None
    prompt_id: str | None = None
    prompt_hash: str | None = None
    evidence_hash: str | None = None
    swapped: bool = False  # True when the judge saw the pair as (B, A); payload is already mapped back
    image_count: int = 0
    visual_tokens: int = 0
    latency_s: float | None = None
    created_at: str | None = None
    attempts: int = 1


class ChunkReview(BaseModel):
    """A validated review of one chunk of one pair."""

    pair_id: str
    chunk_index: int
    payload: ReviewPayload
    meta: ReviewMeta


_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL)


def extract_json_object(text: str) -> dict[str, Any]:
    """Pull the JSON object out of a model reply (plain, fenced, or surrounded by prose/thinking).

    The reply is read under the input rule of `worldreward.limits` (bounded length and JSON
    depth). Raises `ReviewError` when no parseable JSON object is found.
    """
    from .limits import DEFAULT_LIMITS, parse_json

    if len(text) > DEFAULT_LIMITS.max_line_bytes:
        raise ReviewError("reply", f"reply is {len(text)} characters, above the limit of "
                                   f"{DEFAULT_LIMITS.max_line_bytes}")
    candidates: list[str] = []
    stripped = re.sub(r"<think>.*?</think>", "", text, flags=re.DOTALL).strip()
    candidates.append(stripped)
    candidates.extend(m.group(1).strip() for m in _FENCE.finditer(stripped))
    first, last = stripped.find("{"), stripped.rfind("}")
    if 0 <= first < last:
        candidates.append(stripped[first : last + 1])
    problems: list[str] = []
    for cand in candidates:
        try:
            obj = parse_json(cand, "reply", error=ReviewError)
        except ReviewError as exc:
            problems.append(exc.problem)
            continue
        if isinstance(obj, dict):
            return obj
    snippet = stripped[:120].replace("\n", " ")
    why = f"; {problems[0]}" if problems else ""
    raise ReviewError("reply", f"no valid JSON object in the reply (starts: {snippet!r}){why}")


def validate_payload(obj: Any, expected_slots: int | None = None) -> ReviewPayload:
    """Validate a decoded payload strictly; raise `ReviewError` saying which field is wrong.

    ``expected_slots``: when given, the review must cover exactly that many slots, numbered 1..n.
    """
    try:
        payload = ReviewPayload.model_validate(obj)
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = ".".join(str(p) for p in first["loc"]) or "<root>"
        raise ReviewError("review", f"{loc}: {first['msg']} ({len(exc.errors())} problem(s))") from None
    actions = payload.action_control.actions
    if expected_slots is not None and len(actions) != expected_slots:
        raise ReviewError(
            "review", f"action_control.actions has {len(actions)} items, expected {expected_slots}"
        )
    ids = [a.action_id for a in actions]
    if ids != list(range(1, len(actions) + 1)):
        raise ReviewError("review", f"action_control.actions ids must be 1..{len(actions)} in order, got {ids}")
    return payload


def parse_review(text: str, expected_slots: int | None = None) -> ReviewPayload:
    """Parse and strictly validate a model's reply text into a `ReviewPayload`."""
    return validate_payload(extract_json_object(text), expected_slots)


_FLIP = {"A": "B", "B": "A", "Tie": "Tie"}


def swap_payload(payload: ReviewPayload) -> ReviewPayload:
    """The same review with the roles of A and B exchanged (winners, analyses, probabilities)."""

    def flip_prob(p: float | None) -> float | None:
        return None if p is None else 1.0 - p

    def flip_dim(d: DimensionReview) -> DimensionReview:
        return DimensionReview(
            video_a_analysis=d.video_b_analysis,
            video_b_analysis=d.video_a_analysis,
            winner=_FLIP[d.winner],
            prob_a=flip_prob(d.prob_a),
        )

    ac, vq = payload.action_control, payload.visual_quality
    return ReviewPayload(
        action_control=ActionControl(
            actions=[
                SlotReview(
                    action_id=s.action_id,
                    action_label=s.action_label,
                    video_a_analysis=s.video_b_analysis,
                    video_b_analysis=s.video_a_analysis,
                    winner=_FLIP[s.winner],
                    prob_a=flip_prob(s.prob_a),
                )
                for s in ac.actions
            ],
            overall_summary=ac.overall_summary,
            overall_winner=_FLIP[ac.overall_winner],
            prob_a=flip_prob(ac.prob_a),
        ),
        visual_quality=VisualQuality(
            temporal_consistency=flip_dim(vq.temporal_consistency),
            dynamic_generation_quality=flip_dim(vq.dynamic_generation_quality),
            artifacts_and_structure_integrity=flip_dim(vq.artifacts_and_structure_integrity),
            overall_summary=vq.overall_summary,
            overall_winner=_FLIP[vq.overall_winner],
            prob_a=flip_prob(vq.prob_a),
        ),
    )
