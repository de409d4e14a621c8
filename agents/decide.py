"""Audit decisions for one review, and the tool-only correction rule.

CONTRACT

- `assess(payload, claims, verdicts, slot_checks, voting_ids)` → list of `Finding`: refuted
  claims, winners that contradict the measurement, and inconclusive measurements on decisive
  claims. `decide(findings, round, max_rounds)` → ``accept | revise | escalate``:

  * no findings → **accept** (reported as ``revise`` by the graph when an earlier round changed
    the review);
  * only inconclusive-decisive findings → **escalate** (a revision cannot create a measurement);
  * refuted claims or contradicted winners, rounds left → **revise**; none left → **escalate**.

- `tool_correction(payload, claims, verdicts, slot_checks, quality)` → `Correction` or None.
  The rule used when no teacher model is configured (documented in the audit command help):

  * the clause holding each refuted claim is replaced by a sentence stating the measurement
    (the replacement never names the other video, so it is re-read as a claim about this side);
  * a slot whose winner contradicts the measurement, or that held a refuted motion claim, gets
    the measured winner when the measurement decides the slot (exactly one side follows the
    command, both readings confident), or ``Tie`` for a slot with a refuted claim where both
    sides measure alike (both follow / both fail); otherwise the review is NOT fixable (None);
  * a visual dimension that held a refuted quality claim gets the winner of its measured metric
    (|difference| below the dead-band → ``Tie``);
  * the overall winners are recomputed (majority of the voting slots / of the three dimensions)
    when a winner changed, and the summaries get an "Audit correction" note.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Literal

from pydantic import BaseModel, Field

from worldreward.review import VISUAL_DIMENSIONS, ReviewPayload

from .claims import QUALITY_KINDS, Claim
from .tools import DEFECT_LEVELS, QUALITY_DEAD_BAND, Verdict

Decision = Literal["accept", "revise", "escalate"]


class Finding(BaseModel):
    """One problem the audit found in a review."""

    kind: Literal["refuted_claim", "winner_contradiction", "inconclusive_decisive"]
    field: str
    slot: int | None = None
    claim_id: str | None = None
    detail: str
    measurement: dict[str, Any] = Field(default_factory=dict)


class Correction(BaseModel):
    """A corrected payload and the list of changes made."""

    payload: ReviewPayload
    changes: list[str]


def assess(
    payload: ReviewPayload,
    claims: list[Claim],
    verdicts: list[Verdict],
    slot_checks: dict[int, dict[str, Any]],
    voting_ids: list[int],
) -> list[Finding]:
    """The findings of one audit round (module docstring)."""
    by_id = {v.claim_id: v for v in verdicts}
    findings: list[Finding] = []
    for c in claims:
        v = by_id.get(c.claim_id)
        if v is not None and v.verdict == "refuted":
            findings.append(Finding(kind="refuted_claim", field=c.field, slot=c.slot, claim_id=c.claim_id,
                                    detail=f"{c.text!r}: {v.reason}", measurement=v.measurement))
    slots = {s.action_id: s for s in payload.action_control.actions}
    for action_id in voting_ids:
        check = slot_checks.get(action_id)
        slot = slots.get(action_id)
        if check is None or slot is None:
            continue
        measured = check["winner"]
        if measured is not None and slot.winner != measured:
            findings.append(Finding(
                kind="winner_contradiction", field=f"action.{action_id}", slot=action_id,
                detail=f"winner {slot.winner} but only Video {measured} follows {check['commanded']} "
                       f"(A: {check['measured']['A']}; B: {check['measured']['B']})",
                measurement=check))
        elif measured is None and slot.winner != "Tie":
            for c in claims:
                v = by_id.get(c.claim_id)
                if (c.slot == action_id and c.kind in ("direction", "static") and v is not None
                        and v.verdict == "inconclusive"):
                    findings.append(Finding(
                        kind="inconclusive_decisive", field=c.field, slot=action_id, claim_id=c.claim_id,
                        detail=f"slot {action_id} winner {slot.winner} rests on {c.text!r}, which the "
                               f"measurement cannot check: {v.reason}", measurement=v.measurement))
    return findings


def decide(findings: list[Finding], round_index: int, max_rounds: int) -> Decision:
    """accept / revise / escalate for one round (module docstring)."""
    if not findings:
        return "accept"
    if all(f.kind == "inconclusive_decisive" for f in findings):
        return "escalate"
    return "revise" if round_index < max_rounds else "escalate"


# --------------------------------------------------------------------------------------------
# tool-only correction


def _replacement(claim: Claim, verdict: Verdict) -> str:
    """A sentence that states the measurement behind a refuted claim. It names the video only
    when the claim is about the other video than the analysis it sits in, so that re-reading the
    corrected text attributes it to the same side."""
    m = verdict.measurement
    origin_side = (claim.origin or claim.field).split(".")[-1]
    where = "" if origin_side == claim.side else f"in Video {claim.side} "
    if claim.kind == "direction":
        return f"The audit measured {where}that {m.get('description', 'the camera motion differs')}."
    if claim.kind == "static":
        slots = m.get("slots", {})
        moving = [s for s in slots.values() if any(s.get("components", []))]
        desc = moving[0]["description"] if moving else "the camera does not move"
        return f"The audit measured {where}that {desc}."
    metric = DEFECT_LEVELS[claim.kind][0]
    own = m.get("a") if claim.side == "A" else m.get("b")
    other = m.get("b") if claim.side == "A" else m.get("a")
    if claim.negated:
        return f"The audit measured clear {claim.kind} {where}({metric} {own:.3f}; other video {other:.3f})."
    return (f"The audit measured no {claim.kind} {where}beyond clean content ({metric} {own:.3f}; "
            f"other video {other:.3f}).")


def _set_text(data: dict[str, Any], field: str, text: str) -> None:
    part, name, side = field.split(".")
    key = "video_a_analysis" if side == "A" else "video_b_analysis"
    if part == "action":
        data["action_control"]["actions"][int(name) - 1][key] = text
    else:
        data["visual_quality"][name][key] = text


def _get_text(data: dict[str, Any], field: str) -> str:
    part, name, side = field.split(".")
    key = "video_a_analysis" if side == "A" else "video_b_analysis"
    if part == "action":
        return data["action_control"]["actions"][int(name) - 1][key]
    return data["visual_quality"][name][key]


def _majority(winners: list[str]) -> str:
    counts = Counter(winners)
    if counts["A"] > counts["B"]:
        return "A"
    if counts["B"] > counts["A"]:
        return "B"
    return "Tie"


def tool_correction(
    payload: ReviewPayload,
    claims: list[Claim],
    verdicts: list[Verdict],
    slot_checks: dict[int, dict[str, Any]],
    voting_ids: list[int],
) -> Correction | None:
    """Correct a review from the measurements alone, or None when they do not decide it."""
    by_id = {v.claim_id: v for v in verdicts}
    refuted = [(c, by_id[c.claim_id]) for c in claims
               if c.claim_id in by_id and by_id[c.claim_id].verdict == "refuted"]
    data = payload.model_dump(mode="json")
    changes: list[str] = []
    # 1. replace refuted clauses, last span first so earlier offsets stay valid
    edits: dict[str, dict[tuple[int, int], str]] = {}
    for c, v in refuted:
        field = c.origin or c.field
        start, end = c.start, c.end
        if start < 0:  # a model-listed claim: find its words in the analysis, else leave the text
            start = _get_text(data, field).find(c.text) if c.text else -1
            end = start + len(c.text)
        if start >= 0:
            edits.setdefault(field, {}).setdefault((start, end), _replacement(c, v))
    for field, spans in edits.items():
        text = _get_text(data, field)
        for (start, end), new in sorted(spans.items(), reverse=True):
            text = text[:start] + new + text[end:]
            changes.append(f"{field}: replaced a refuted statement with the measurement")
        _set_text(data, field, text)
    # 2. slot winners
    slots_to_fix = {c.slot for c, _ in refuted if c.slot is not None and c.kind in ("direction", "static")}
    actions = data["action_control"]["actions"]
    for action_id in voting_ids:
        check = slot_checks.get(action_id)
        current = actions[action_id - 1]["winner"]
        measured = check["winner"] if check else None
        contradiction = measured is not None and measured != current
        if measured is None and check and check.get("even") and action_id in slots_to_fix:
            measured = "Tie"  # both sides measured alike: the refuted claim was the only difference
        if action_id in slots_to_fix or contradiction:
            if measured is None:
                if action_id in slots_to_fix and current != "Tie":
                    return None  # the winner may rest on the refuted claim and nothing decides it
                continue
            if measured != current:
                actions[action_id - 1]["winner"] = measured
                actions[action_id - 1]["prob_a"] = None
                changes.append(f"action.{action_id}: winner {current} -> {measured} (measured motion)")
    # 3. visual dimensions with refuted quality claims
    vq = data["visual_quality"]
    for dim in VISUAL_DIMENSIONS:
        dim_claims = [(c, v) for c, v in refuted if c.kind in QUALITY_KINDS and c.field.startswith(f"visual.{dim}.")]
        if not dim_claims:
            continue
        diff = dim_claims[0][1].measurement.get("a_better_by", 0.0)
        winner = "A" if diff >= QUALITY_DEAD_BAND else "B" if diff <= -QUALITY_DEAD_BAND else "Tie"
        if vq[dim]["winner"] != winner:
            changes.append(f"visual.{dim}: winner {vq[dim]['winner']} -> {winner} (measured "
                           f"{dim_claims[0][1].measurement.get('metric')})")
            vq[dim]["winner"] = winner
            vq[dim]["prob_a"] = None
    # 4. overall winners and notes
    if any(ch.startswith("action.") and "winner" in ch for ch in changes):
        ac = data["action_control"]
        new = _majority([actions[i - 1]["winner"] for i in voting_ids])
        if new != ac["overall_winner"]:
            changes.append(f"action overall: {ac['overall_winner']} -> {new}")
            ac["overall_winner"], ac["prob_a"] = new, None
        ac["overall_summary"] = (ac["overall_summary"] + " Audit correction: slot winners were set from the "
                                 "measured camera motion.")
    if any(ch.startswith("visual.") and "winner" in ch for ch in changes):
        new = _majority([vq[d]["winner"] for d in VISUAL_DIMENSIONS])
        if new != vq["overall_winner"]:
            changes.append(f"visual overall: {vq['overall_winner']} -> {new}")
            vq["overall_winner"], vq["prob_a"] = new, None
        vq["overall_summary"] = (vq["overall_summary"] + " Audit correction: a defect named in the review was "
                                 "not measured.")
    if not changes:
        return None
    return Correction(payload=ReviewPayload.model_validate(data), changes=changes)
