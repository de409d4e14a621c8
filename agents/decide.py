"""Audit decisions for one review, and the tool-only correction rule.

CONTRACT

- `assess(payload, claims, verdicts, slot_checks, voting_ids)` → list of `Finding`: refuted
  claims, winners that contradict the measurement, and inconclusive measurements on decisive
  claims. `decide(findings, round, max_rounds)` → ``accept | revise | escalate``:

  * no findings → **accept** (reported as ``revise`` by the graph when an earlier round changed
    the review);
  * only inconclusive-decisive findings → **escalate** (a revision cannot create a measurement);
  * refuted claims, contradicted winners or prose contradicting the review's own observed fields
    (``self_contradiction``), rounds left → **revise**; none left → **escalate**.

- `outvoted_prose(claims, verdicts, contradictions, listed_sides)` → (kept contradictions, notes): in a review
  with structured fields, a prose claim that is refuted or contradicts the fields while the
  measurement SUPPORTS the field it disagrees with (the observed motion on that axis, the listed
  defect; for a defect the prose names and the list omits: the side measured clean of it) is a
  *note*, not a finding: the checked label (the fields) is right, and the rule extractor's reading
  of free prose is the less trustworthy of the two (on the audit benchmark every such
  disagreement was a misread). Notes are kept in the audit trail (``AuditRound.prose_notes``) and
  counted in the stats; they change no decision. Where the measurement does not back the field,
  the disagreement stays a finding.

  The same holds within the prose itself, with or without structured fields: a refuted prose claim
  whose own analysis also states its opposite (`claims.opposing_claims`: the other direction of
  the same axis and motion kind, or a move beside "static"), where the measurement SUPPORTS that
  opposite, is a note. The analysis then says what was measured as well as its contrary; on the
  audit benchmark the contrary was nearly always a phrase the rules misread ("no move and no
  turn that way" read as a still camera, "drifts out wide to the left" as a pull-out), and a
  false alarm sends a correct label to revision.

- `tool_correction(payload, claims, verdicts, slot_checks, quality)` → `Correction` or None.
  The rule used when no teacher model is configured (documented in the audit command help):

  * every analysis holding a refuted claim (or prose that contradicts the review's own observed
    fields) is rewritten WHOLE as sentences of the audit's own from the measurement (never a
    splice into the teacher's text); refuted observed fields are set to the measured classes;
  * a slot whose winner contradicts the measurement, or that held a refuted motion claim, gets
    the measured winner when the measurement decides the slot (exactly one side follows the
    command, both readings confident), or ``Tie`` for a slot with a refuted claim where both
    sides measure alike (both follow / both fail); otherwise the review is NOT fixable (None);
  * a visual dimension that held a refuted quality claim gets the winner its measured defect
    states imply (the clean side against a defective one; ``Tie`` when both are clean or both
    defective, so a refuted invented defect inside the clean band never picks a winner);
  * the overall winners are recomputed (majority of the voting slots / of the three dimensions)
    and the summary of a changed section is rewritten as one sentence of the audit's own.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Literal

from pydantic import BaseModel, Field

from worldreward.review import VISUAL_DIMENSIONS, ReviewPayload

from .claims import DEFECT_KIND, KIND_DIMENSION, QUALITY_KINDS, Claim, opposing_claims
from .tools import MIN_CONFIDENCE, Toolbox, Verdict, describe_reading, side_status

Decision = Literal["accept", "revise", "escalate"]


class Finding(BaseModel):
    """One problem the audit found in a review."""

    kind: Literal["refuted_claim", "winner_contradiction", "inconclusive_decisive", "self_contradiction"]
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
    contradictions: list[tuple[Claim, str]] = (),  # type: ignore[assignment]
    noted: frozenset[str] | set[str] = frozenset(),
) -> list[Finding]:
    """The findings of one audit round (module docstring); ``noted`` claim ids (`outvoted_prose`)
    raise none."""
    by_id = {v.claim_id: v for v in verdicts}
    findings: list[Finding] = [
        Finding(kind="self_contradiction", field=c.field, slot=c.slot, claim_id=c.claim_id, detail=f"{c.text!r}: {why}")
        for c, why in contradictions
    ]
    for c in claims:
        v = by_id.get(c.claim_id)
        if v is not None and v.verdict == "refuted" and c.claim_id not in noted:
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


_AXIS = {"forward": "depth", "backward": "depth", "left": "horizontal", "right": "horizontal", "up": "vertical",
         "down": "vertical"}


def outvoted_prose(claims: list[Claim], verdicts: list[Verdict], contradictions: list[tuple[Claim, str]],
                   listed_sides: set[str] | frozenset[str] = frozenset()
                   ) -> tuple[list[tuple[Claim, str]], list[tuple[Claim, str]]]:
    """(contradictions kept as findings, notes): see the module docstring. ``listed_sides``: the
    sides whose review carries a defect list (``defects_a|b``, possibly empty)."""
    verdict = {v.claim_id: v.verdict for v in verdicts}
    observed = [c for c in claims if c.source == "observed"]

    def backed(c: Claim) -> str | None:
        """Why the measurement sides with the review's own field against prose claim ``c``."""
        if c.kind in ("direction", "static"):
            for o in observed:
                if o.field != c.field or o.kind not in ("direction", "static") or verdict.get(o.claim_id) != "supported":
                    continue
                if o.kind == "static" or c.kind == "static" or _AXIS[o.direction or ""] == _AXIS[c.direction or ""]:
                    return f"the review's own observation ({o.text}) is supported by the measurement"
            for o in opposing_claims(c, claims):
                if verdict.get(o.claim_id) == "supported":
                    return (f"the same analysis also says {o.text!r} ({o.direction}), which the measurement "
                            "supports")
            return None
        if c.negated:
            if any(o.kind == c.kind and o.side == c.side and verdict.get(o.claim_id) == "supported" for o in observed):
                return f"the review's own defect list names {c.kind} and the measurement supports it"
            return None
        if c.side in listed_sides and verdict.get(c.claim_id) == "refuted":
            return f"the review's own defect list omits {c.kind} and the measurement finds none"
        return None

    by_id = {c.claim_id: c for c in claims}
    # contradicted claims, then refuted prose claims (each once, in that order)
    candidates = dict.fromkeys([*(c.claim_id for c, _ in contradictions),
                                *(c.claim_id for c in claims if c.source != "observed"
                                  and verdict.get(c.claim_id) == "refuted")])
    notes: list[tuple[Claim, str]] = []
    for cid in candidates:
        c = by_id[cid]
        why = backed(c) if c.source != "observed" else None
        if why is not None:
            notes.append((c, f"prose read as {c.kind}{' ' + c.direction if c.direction else ''}"
                             f"{' (denied)' if c.negated else ''} disagrees, but {why}"))
    noted = {c.claim_id for c, _ in notes}
    return [(c, w) for c, w in contradictions if c.claim_id not in noted], notes


def decide(findings: list[Finding], round_index: int, max_rounds: int) -> Decision:
    """accept / revise / escalate for one round (module docstring)."""
    if not findings:
        return "accept"
    if all(f.kind == "inconclusive_decisive" for f in findings):
        return "escalate"
    return "revise" if round_index < max_rounds else "escalate"


# --------------------------------------------------------------------------------------------
# tool-only correction: whole analyses rewritten from the measurement, never spliced


def _key(field: str) -> tuple[str, str, str]:
    part, name, side = field.split(".")
    return part, name, side


def _analysis_key(side: str) -> str:
    return "video_a_analysis" if side == "A" else "video_b_analysis"


def slot_analysis(tools: Toolbox, action_id: int, side: str) -> str | None:
    """A whole action analysis written from the measurement of one slot and side (None when the
    reading is not confident enough to write one)."""
    se = tools.material.slot(action_id)
    reading = se.motion_a if side == "A" else se.motion_b
    if reading.confidence < MIN_CONFIDENCE:
        return None
    status = side_status(reading, se.slot.action)
    label = se.slot.action.label
    verdict = {"follows": f"This follows the commanded {label}.",
               "fails": f"This does not follow the commanded {label}.",
               "unclear": f"The measurement alone does not show whether this follows the commanded {label}."}[status]
    return f"The audit measured that {describe_reading(reading)}. {verdict}"


_KIND_WORDS = {"drift": "colour drift", "frame_order": "frames out of order", "frozen": "frozen frames",
               "blocking": "compression blocking"}


def _quality_sentence(kind: str, present: bool, where: str) -> str:
    words = _KIND_WORDS.get(kind, kind)
    if present:
        return f"The audit measured clear {words} in this video: {where}."
    return f"The audit measured no {words} beyond clean content in this video: {where}."


def dimension_analysis(tools: Toolbox, dim: str, side: str, kinds: list[str]) -> str | None:
    """A whole visual analysis for one side written from the measured defect states of ``kinds``
    (None when none of them is measured on either side of its band)."""
    sentences = []
    for kind in dict.fromkeys(kinds):
        state, _, where = tools.defect_state(kind, side, None)
        if state != "between":
            sentences.append(_quality_sentence(kind, state == "defect", where))
    return " ".join(sentences) if sentences else None


def _dimension_winner(tools: Toolbox, kinds: list[str]) -> str | None:
    """The winner a set of defect kinds implies: the clean side against a defective one, Tie when
    both sides are on the same side of every band, None when a metric cannot tell."""
    score = {"A": 0, "B": 0}
    for kind in dict.fromkeys(kinds):
        states = {s: tools.defect_state(kind, s, None)[0] for s in "AB"}
        if "between" in states.values():
            return None
        for s in "AB":
            score[s] += states[s] == "defect"
    return "A" if score["A"] < score["B"] else "B" if score["B"] < score["A"] else "Tie"


def _majority(winners: list[str]) -> str:
    counts = Counter(winners)
    if counts["A"] > counts["B"]:
        return "A"
    if counts["B"] > counts["A"]:
        return "B"
    return "Tie"


def _count(winners: list[str]) -> str:
    c = Counter(winners)
    return f"A {c['A']}, B {c['B']}, Tie {c['Tie']}"


def tool_correction(
    payload: ReviewPayload,
    claims: list[Claim],
    verdicts: list[Verdict],
    slot_checks: dict[int, dict[str, Any]],
    voting_ids: list[int],
    tools: Toolbox,
    contradictions: list[tuple[Claim, str]] = (),  # type: ignore[assignment]
) -> Correction | None:
    """Correct a review from the measurements alone, or None when they do not decide it.

    Every analysis that held a refuted claim, or prose contradicting the review's own observed
    fields, is REWRITTEN WHOLE from the measurement (`slot_analysis`, `dimension_analysis`); a
    structured observation that was refuted or contradicted is set to the measured classes, and a
    defect list loses refuted defects and gains or loses a contradicted one as measured. Summaries
    of a section whose winners or analyses changed are rewritten as one sentence of their own.
    """
    flagged = _flagged_claims(claims, verdicts, contradictions)
    data = payload.model_dump(mode="json")
    actions = data["action_control"]["actions"]
    vq = data["visual_quality"]
    slot_sides = _flagged_slot_sides(flagged)
    slot_changes = _rewrite_slot_analyses(actions, slot_sides, tools)
    if slot_changes is None:
        return None
    winner_changes = _correct_slot_winners(actions, {s for s, _ in slot_sides}, slot_checks, voting_ids)
    if winner_changes is None:
        return None
    quality = [c for c in flagged if c.kind in QUALITY_KINDS]
    dims, sides = _flagged_dimensions(quality)
    defect_changes = _correct_defect_lists(vq, quality, tools)
    if defect_changes is None:
        return None
    dimension_changes = _rewrite_dimensions(vq, dims, sides, tools)
    if dimension_changes is None:
        return None
    changes = slot_changes + winner_changes + defect_changes + dimension_changes
    if any(ch.startswith("action.") for ch in changes):
        ac = data["action_control"]
        changes += _rewrite_overall(ac, [ac["actions"][i - 1]["winner"] for i in voting_ids], "action",
                                    "slot winners ({counts}), set from the measured camera motion")
    if any(ch.startswith("visual.") for ch in changes):
        changes += _rewrite_overall(vq, [vq[d]["winner"] for d in VISUAL_DIMENSIONS], "visual",
                                    "three sub-dimension winners ({counts})")
    if not changes:
        return None
    return Correction(payload=ReviewPayload.model_validate(data), changes=changes)


def _flagged_claims(claims: list[Claim], verdicts: list[Verdict],
                    contradictions: list[tuple[Claim, str]]) -> list[Claim]:
    """The refuted claims, then the prose claims contradicting the review's own observed fields."""
    by_id = {v.claim_id: v for v in verdicts}
    refuted = [c for c in claims if c.claim_id in by_id and by_id[c.claim_id].verdict == "refuted"]
    return refuted + [c for c, _ in contradictions]


def _flagged_slot_sides(flagged: list[Claim]) -> set[tuple[int, str]]:
    """The (slot, side) pairs whose action analysis holds a flagged motion claim."""
    slot_sides = {(c.slot, c.side) for c in flagged if c.slot is not None and c.kind in ("direction", "static")}
    for c in flagged:  # a false statement about the other video sits in this video's analysis
        if c.slot is not None and c.kind in ("direction", "static") and c.source != "observed" and c.origin:
            slot_sides.add((c.slot, c.origin.split(".")[-1]))
    return slot_sides


def _rewrite_slot_analyses(actions: list[dict[str, Any]], slot_sides: set[tuple[int, str]],
                           tools: Toolbox) -> list[str] | None:
    """The changes made rewriting the flagged slot sides in ``actions`` (None when one cannot be written)."""
    changes: list[str] = []
    for action_id, side in sorted(slot_sides):
        text = slot_analysis(tools, action_id, side)
        if text is None:
            return None
        actions[action_id - 1][_analysis_key(side)] = text
        changes.append(f"action.{action_id}.{side}: analysis rewritten from the measurement")
        changes += _set_observed_motion(actions[action_id - 1], action_id, side, tools)
    return changes


def _set_observed_motion(action: dict[str, Any], action_id: int, side: str, tools: Toolbox) -> list[str]:
    """The change made setting one side's structured observed motion to the measured classes, if any."""
    obs_key = f"observed_{side.lower()}"
    if action.get(obs_key) is None:
        return []
    se = tools.material.slot(action_id)
    reading = se.motion_a if side == "A" else se.motion_b
    measured = {"translation": reading.translation, "rotation": reading.rotation}
    if action[obs_key] == measured:
        return []
    action[obs_key] = measured
    return [f"action.{action_id}.{side}: observed motion set to the measured "
            f"{reading.translation} | {reading.rotation}"]


def _correct_slot_winners(actions: list[dict[str, Any]], slots_to_fix: set[int],
                          slot_checks: dict[int, dict[str, Any]], voting_ids: list[int]) -> list[str] | None:
    """The changes made setting voting slot winners to the measured ones (None when a fix is undecided)."""
    changes: list[str] = []
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
    return changes


def _flagged_dimensions(quality: list[Claim]) -> tuple[dict[str, list[str]], dict[str, set[str]]]:
    """The flagged defect kinds of each visual dimension, and the sides whose analyses hold them."""
    dims: dict[str, list[str]] = {}
    sides: dict[str, set[str]] = {}
    for c in quality:
        part, name, side = _key(c.field)
        dim = name if part == "visual" else KIND_DIMENSION[c.kind]
        dims.setdefault(dim, []).append(c.kind)
        sides.setdefault(dim, set()).add(side)
        if c.source != "observed" and c.origin and part == "visual":
            sides[dim].add(c.origin.split(".")[-1])
    return dims, sides


def _correct_defect_lists(vq: dict[str, Any], quality: list[Claim], tools: Toolbox) -> list[str] | None:
    """The changes made setting the structured defect lists to the measured defects (None when unmeasured)."""
    changes: list[str] = []
    for c in quality:
        key = f"defects_{c.side.lower()}"
        if vq.get(key) is None:
            continue
        state = tools.defect_state(c.kind, c.side, None)[0]
        listed = [d for d in vq[key] if DEFECT_KIND[d] != c.kind]
        if state == "defect":
            listed.append(next((d for d in vq[key] if DEFECT_KIND[d] == c.kind), _defect_name(c.kind)))
        elif state == "between":
            return None
        if listed != vq[key]:
            changes.append(f"visual.{key}: {vq[key]} -> {listed} (measured)")
            vq[key] = listed
    return changes


def _rewrite_dimensions(vq: dict[str, Any], dims: dict[str, list[str]], sides: dict[str, set[str]],
                        tools: Toolbox) -> list[str] | None:
    """The changes made rewriting flagged dimensions' analyses and winners (None when one cannot be)."""
    changes: list[str] = []
    for dim, kinds in dims.items():
        for side in sorted(sides[dim]):
            text = dimension_analysis(tools, dim, side, kinds)
            if text is None:
                return None
            vq[dim][_analysis_key(side)] = text
            changes.append(f"visual.{dim}.{side}: analysis rewritten from the measurement")
        # a metric that cannot tell one side never picks a winner: the refuted claim was the difference
        winner = _dimension_winner(tools, kinds) or "Tie"
        if vq[dim]["winner"] != winner:
            changes.append(f"visual.{dim}: winner {vq[dim]['winner']} -> {winner} (measured {', '.join(kinds)})")
            vq[dim]["winner"] = winner
            vq[dim]["prob_a"] = None
    return changes


def _rewrite_overall(section: dict[str, Any], winners: list[str], name: str, basis: str) -> list[str]:
    """The change made setting ``section``'s overall winner to the majority of ``winners`` (its
    summary rewritten whole, naming the ``basis``); ``name`` is "action" or "visual"."""
    changes: list[str] = []
    new = _majority(winners)
    if new != section["overall_winner"]:
        changes.append(f"{name} overall: {section['overall_winner']} -> {new}")
        section["overall_winner"], section["prob_a"] = new, None
    section["overall_summary"] = (f"After the audit, the overall {name} winner is {new}: the majority of the "
                                  f"{basis.format(counts=_count(winners))}.")
    return changes


def _defect_name(kind: str) -> str:
    return {"drift": "colour_drift"}.get(kind, kind)
