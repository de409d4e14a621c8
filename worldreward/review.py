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

Optional structured observations (a teacher fills them BEFORE its analyses; older reviews and
reviews without them stay valid): per slot ``observed_a`` / ``observed_b`` =
``{"translation": <translation class>, "rotation": <rotation class>}`` in the action-token
vocabulary (both ``"idle"`` = the camera is static), and in ``visual_quality`` ``defects_a`` /
``defects_b`` = the defects that video shows, from the closed list `DEFECTS` (``[]`` = none).
The audit checks these fields directly (`worldreward.agents.claims.observed_claims`).

Validation is strict: every field present, every analysis a non-empty string, winners from
``A | B | Tie``, ``action_id`` numbered 1..n with n the number of slots shown. A review that fails
validation raises `ReviewError` and never votes.

`review_json_schema(n)` is the same rule set as a JSON schema (what a server constrains decoding
to): every instance of it passes `validate_payload(obj, expected_slots=n)`.
"""

from __future__ import annotations

import copy
import functools
import json
import re
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from .errors import ReviewError
from .types import Rotation, Translation, Winner

NonEmpty = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1)]
Prob = Annotated[float, Field(ge=0.0, le=1.0)]

VISUAL_DIMENSIONS: tuple[str, ...] = (
    "temporal_consistency",
    "dynamic_generation_quality",
    "artifacts_and_structure_integrity",
)


#: The closed list of defects a review may claim for a video (``visual_quality.defects_a|b``).
DEFECTS: tuple[str, ...] = (
    "flicker", "blur", "warp", "colour_drift", "ghosting", "jitter", "stutter", "frame_order",
    "frozen", "noise", "blocking", "tearing",
)
Defect = Literal[DEFECTS]  # type: ignore[valid-type]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ObservedMotion(_Strict):
    """The camera motion a reviewer saw in one slot of one video (both ``idle`` = static)."""

    translation: Translation
    rotation: Rotation


class SlotReview(_Strict):
    """Action following in one slot: which video shows the commanded motion better."""

    action_id: int = Field(ge=1)
    action_label: NonEmpty
    observed_a: ObservedMotion | None = None  # optional; filled before the analyses
    observed_b: ObservedMotion | None = None
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
    defects_a: list[Defect] | None = None  # optional; filled before the analyses
    defects_b: list[Defect] | None = None
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
    visual_tokens: int = 0  # estimated from the attached image sizes; `usage` has the server's counts
    latency_s: float | None = None
    created_at: str | None = None
    attempts: int = 1
    #: the server's token counts (``prompt_tokens``, ``completion_tokens``, ``total_tokens``)
    #: summed over every request of this review; None when the backend reports none
    usage: dict[str, int] | None = None


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


def text_pattern(max_chars: int | None = None) -> str:
    """The pattern of a text field in the schema: it starts with a non-whitespace character (so
    `NonEmpty` accepts it) and, with ``max_chars``, has at most that many characters. Anchored,
    so it means the same to backends that anchor patterns (xgrammar) and to JSON Schema (search)."""
    if max_chars is None:
        return r"^\S[\s\S]*$"
    if max_chars < 1:
        raise ValueError(f"max_chars must be at least 1, got {max_chars}")
    return rf"^\S[\s\S]{{0,{max_chars - 1}}}$"


#: The optional structured fields a teacher fills before its analyses (`observed` schemas only).
OBSERVED_FIELDS = frozenset({"observed_a", "observed_b", "defects_a", "defects_b"})


def review_json_schema(expected_slots: int | None = None, *, max_text_chars: int | None = None,
                       observed: bool = False) -> dict[str, Any]:
    """The JSON schema of a review payload, encoding every rule `validate_payload` checks.

    Derived from `ReviewPayload`'s schema: the backend-filled ``prob_a`` fields left out, every
    property required, no other properties, winners ``A | B | Tie``, every text starting with a
    non-whitespace character (`text_pattern`, in place of ``minLength``: xgrammar refuses a
    pattern with length bounds), ``$ref``s inlined so that the schema is self-contained. With ``expected_slots=n`` (what the judges send, one schema per
    chunk) ``action_control.actions`` holds exactly n items (``minItems = maxItems = n``), item k
    with ``action_id`` the one-value enum ``[k]`` (``prefixItems``, ``items: false``). Without it
    the numbering 1..n cannot be expressed: ``action_id >= 1`` and at least one item.

    ``max_text_chars`` bounds every analysis, summary and label (inside the pattern). The
    validator sets no such bound; it keeps a model that never closes a string (a random tiny
    model under greedy decoding) from running into the token limit.

    ``observed``: the structured fields (`OBSERVED_FIELDS`) are asked for, required and never
    null (teacher labels); otherwise they are left out of the schema (a student's reply).
    """
    if expected_slots is not None and expected_slots < 1:
        raise ValueError(f"expected_slots must be at least 1, got {expected_slots}")
    # built once per argument set (every request carries one; deriving it from pydantic takes
    # milliseconds); each caller gets its own copy
    return json.loads(_review_schema_text(expected_slots, max_text_chars, observed))


@functools.lru_cache(maxsize=64)
def _review_schema_text(expected_slots: int | None, max_text_chars: int | None, observed: bool) -> str:
    pattern = text_pattern(max_text_chars)
    raw = ReviewPayload.model_json_schema()
    defs = raw.pop("$defs", {})

    def build(node: Any) -> Any:
        if isinstance(node, list):
            return [build(v) for v in node]
        if not isinstance(node, dict):
            return node
        ref = node.get("$ref")
        if isinstance(ref, str):
            target = build(copy.deepcopy(defs[ref.rsplit("/", 1)[-1]]))
            return {**target, **{k: build(v) for k, v in node.items() if k != "$ref"}}
        out = {k: build(v) for k, v in node.items()}
        props = out.get("properties")
        if isinstance(props, dict):
            props.pop("prob_a", None)
            for name in OBSERVED_FIELDS & set(props):
                if not observed:
                    del props[name]
                elif "anyOf" in props[name]:  # X | None → X
                    props[name] = next(o for o in props[name]["anyOf"] if o.get("type") != "null")
            out["required"] = list(props)
            out["additionalProperties"] = False
        if out.get("type") == "string" and "enum" not in out and out.get("minLength", 0) >= 1:
            del out["minLength"]
            out["pattern"] = pattern
        return out

    schema = build(raw)
    actions = schema["properties"]["action_control"]["properties"]["actions"]
    if expected_slots is not None:
        slot = actions.pop("items")
        actions.update(
            minItems=expected_slots,
            maxItems=expected_slots,
            prefixItems=[
                {**slot, "properties": {**slot["properties"], "action_id": {"type": "integer", "enum": [k]}}}
                for k in range(1, expected_slots + 1)
            ],
            items=False,
        )
    return json.dumps(schema)


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
                    observed_a=s.observed_b,
                    observed_b=s.observed_a,
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
            defects_a=vq.defects_b,
            defects_b=vq.defects_a,
            temporal_consistency=flip_dim(vq.temporal_consistency),
            dynamic_generation_quality=flip_dim(vq.dynamic_generation_quality),
            artifacts_and_structure_integrity=flip_dim(vq.artifacts_and_structure_integrity),
            overall_summary=vq.overall_summary,
            overall_winner=_FLIP[vq.overall_winner],
            prob_a=flip_prob(vq.prob_a),
        ),
    )
