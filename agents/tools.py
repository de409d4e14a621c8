"""Measuring tools the auditor calls to check claims: camera motion per slot and side, quality
metric comparisons between sides, and a cropped "second look" by a vision model.

CONTRACT

- `ChunkMaterial.from_dir(evidence_dir)`: the saved `ChunkEvidence` numbers of one chunk
  (``evidence.json`` written by `ChunkEvidence.save`); images are read only when a tool needs them.
- `Toolbox(material, second_look=None)`: every call returns a JSON-able dict and is logged as a
  `ToolCall` (tool name, inputs, outputs, seconds) in ``toolbox.calls``.
- `Toolbox.check(claim)` → `Verdict` (``supported | refuted | inconclusive``, the measurement and
  a one-line reason). `Toolbox.slot_winner(action_id)` → the winner the measurement implies for a
  slot (``A | B | Tie | None`` when the measurement cannot tell).

Measurement rules (documented thresholds below):

- Direction claims are checked on screen DIRECTION only: a strafe and a turn toward the same
  side both count as "left" (with little parallax they cannot be told apart, see
  `worldreward.motion`). Readings below `MIN_CONFIDENCE` are inconclusive. A claim is supported
  when the measured motion has the claimed component, refuted when it has the opposite one or
  when nothing moves at all; motion on another axis only is inconclusive.
- Static claims: refuted when the camera measurably moves (whatever the frozen-frame ratio: a
  stuttering side holds frames while its camera moves), supported when every reading is a
  confident idle, or idle beside a frozen-frame ratio of at least `FROZEN_RATIO`.
- A side whose jitter, frozen frame pairs or warp error reach their defect levels (stutter,
  shake, shuffled frames, tearing) has an untrusted direction reading: a direction claim on it is
  supported by a matching reading but never refuted (inconclusive).
- Negated horizontal claims of one motion kind ("no yaw at all", "no strafe") are never refuted
  by a horizontal reading: a turn and a strafe toward the same side cannot be told apart.
- A denial ("does not tilt", "no backward travel") is refuted only by a *clear* reading of the
  denied motion (`clear_motion`): a trusted side (not disturbed, as above), confidence at least
  `WINNER_CONFIDENCE`, and on that axis a turn or tilt of at least `STRONG_ROTATION_DEG`, or a
  strafe / depth class without strong rotation whose raw yaw does not point against its strafe
  (`YAW_AGAINST_DEG`) and, for depth, whose translation is mostly along the view axis. The
  reader's side components (a weak pitch beside a strong strafe, a forward component of a
  sideways move) are not evidence against a denial; such a denial is inconclusive.
- Quality claims (flicker, blur, warp, drift, ghosting, jitter, stutter, frame order, frozen,
  noise, blocking) read the claimed side's metric against the levels printed in the verdict
  (`DEFECT_LEVELS`; blur against the other side's sharpness, stutter on frozen pairs and
  jitter): at or beyond the defect level the defect is there, at or within the clean level it is
  not, in between the metric cannot tell.
- The slot winner implied by measurement: each side "follows" the command when its measured screen
  components (depth, horizontal, vertical) equal the commanded ones; exactly one side following,
  with both readings confident, decides the slot.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

from worldreward.actions import Action
from worldreward.evidence import EVIDENCE_FILE, ChunkEvidence, SlotEvidence
from worldreward.motion import MotionReading
from worldreward.quality import QualityMetrics, compare_quality

from .claims import OPPOSITE, Claim

#: Readings less confident than this decide nothing.
MIN_CONFIDENCE = 0.25
#: An idle reading refutes a motion claim only at this confidence or above (slow motion reads idle).
IDLE_CONFIDENCE = 0.6
#: Both readings of a slot need this confidence for the measurement to decide the slot winner.
WINNER_CONFIDENCE = 0.5
#: Rotation at or above this rate (°/frame, yaw or pitch) makes the translation class unreliable
#: (the reader trades translation for rotation); below it the translation class is trusted.
STRONG_ROTATION_DEG = 0.8
#: Raw yaw (°/frame) that counts as evidence FOR a horizontal direction even when the classes say
#: otherwise (a strafe read against a weak turn is then not a refutation). The measured zoom is
#: not used: on rendered scenes it swings by ±0.03/frame without any forward motion.
YAW_EVIDENCE_DEG = 0.15
#: A reading with a strafe and a turn in opposite directions and at least this parallax score
#: (strong translation) says nothing about the horizontal; below it the turn is trusted.
CONFLICT_PARALLAX = 3.0
#: A strafe (or depth) class read beside a raw yaw of at least this rate (°/frame) the other way
#: is not self-consistent enough to refute a denial ("it does not move left"): on synthetic
#: rollouts every strafe read where the camera did not strafe had its yaw 0.10-0.47°/frame
#: against it, while true strafes read within 0.1°/frame (one in twelve beyond).
YAW_AGAINST_DEG = 0.1
#: |compare_quality| below this is "no clear difference" (the quality module's dead-band).
QUALITY_DEAD_BAND = 0.15
#: claim kind → (metric, clean level, defect level) for a lower-is-better metric of the claimed
#: side: at or below the clean level the side shows no such defect, at or above the defect level
#: it does, in between the metric cannot tell. Levels are read as printed in every verdict. Set on
#: synthetic rollouts at 256×160 (`bench/audit.py`): clean sides read flicker ≤ 0.15, colour drift
#: ≤ 1.1, warp error ≤ 0.56, ghosting ≤ 0.09, jitter ≤ 0.27, blockiness ≤ 1.24, frozen pairs 0;
#: the matching degradations read flicker ≈ 20, drift 2.8-5.9, tearing warp 0.77-0.83, jitter /
#: shuffle / stutter 0.77-1.95, blocking 1.23-2.57, stutter frozen pairs 0.25-0.5.
DEFECT_LEVELS: dict[str, tuple[str, float, float]] = {
    "flicker": ("flicker", 1.0, 8.0),
    "warp": ("warp_error", 0.5, 0.7),
    "drift": ("colour_drift", 1.5, 2.5),
    "ghosting": ("ghosting", 0.1, 0.15),
    "jitter": ("jitter", 0.3, 0.7),
    "frame_order": ("jitter", 0.3, 0.7),
    "frozen": ("frozen_ratio", 0.05, 0.25),
    "noise": ("noise", 1.0, 8.0),
    "blocking": ("blockiness", 1.1, 1.5),
}
#: Kinds whose metric also moves with other damage or the scene (warp error with blocking, noise
#: and weak tearing: 0.49 on a torn side; ghosting reads 0.04 on a ghosted side at 256×160): their
#: clean level counts only when the claimed side is not clearly worse than the other side
#: (`compare_quality` beyond the dead-band), and the verdict prints that condition.
RELATIVE_CLEAN = frozenset({"warp", "ghosting"})
#: Kinds whose defect level is not trusted when the claimed side shows other damage above its clean
#: level: repeated or displaced frames (a frame repeat, a stutter, jitter) and sensor noise raise the
#: warp error of an untorn video (0.74-1.99 on clean-geometry sides with a frame repeat or noise in
#: `bench/audit.py`), so a denied warp there is not refuted, nor a claimed one supported.
#: Each confounder is a kind of `DEFECT_LEVELS`, read with its metric and clean level.
CONFOUNDED: dict[str, tuple[str, ...]] = {"warp": ("frozen", "jitter", "noise")}
#: Blur (sharpness is higher-is-better and depends on the scene): a side is sharp at or above
#: `BLUR_CLEAN_SHARPNESS` when it is also at least `BLUR_CLEAN_RATIO` of the other side's
#: sharpness; blurred at or below `BLUR_DEFECT_RATIO` of the other side (same scene, same start
#: image), or at or below `BLUR_DEFECT_SHARPNESS` outright unless the other side is as low (then the
#: scene has little texture and neither side can be told blurred). Blurred sides read 0.54-0.60 of
#: their faithful twin; clean pairs 0.85-1.18.
BLUR_CLEAN_SHARPNESS = 0.30
BLUR_CLEAN_RATIO = 0.85
BLUR_DEFECT_RATIO = 0.75
BLUR_DEFECT_SHARPNESS = 0.15
#: Stutter (hold-then-skip): frozen frame pairs at or above `STUTTER_FROZEN` or jitter at or above
#: the jitter defect level; clean when frozen pairs are at most the frozen clean level and jitter
#: at most its clean level.
STUTTER_FROZEN = 0.2
#: A frozen segment: share of identical consecutive frames at or above this.
FROZEN_RATIO = 0.5

Verdict_ = Literal["supported", "refuted", "inconclusive"]


class ToolCall(BaseModel):
    """One tool invocation in the audit trail."""

    tool: str
    inputs: dict[str, Any]
    outputs: dict[str, Any]
    seconds: float = 0.0


class Verdict(BaseModel):
    """The checked state of one claim."""

    claim_id: str
    verdict: Verdict_
    reason: str
    measurement: dict[str, Any] = Field(default_factory=dict)
    tools: list[str] = Field(default_factory=list)  # names of the tool calls behind it


class ChunkMaterial:
    """The measured numbers of one chunk, read from its evidence folder."""

    def __init__(self, evidence: ChunkEvidence, directory: Path | None = None) -> None:
        self.evidence = evidence
        self.directory = directory

    @classmethod
    def from_dir(cls, directory: str | Path) -> ChunkMaterial:
        """Read ``evidence.json`` (numbers only; images stay on disk until needed)."""
        base = Path(directory)
        path = base / EVIDENCE_FILE
        try:
            record = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            from worldreward.evidence import EvidenceError

            raise EvidenceError(str(path), f"cannot read evidence: {exc}") from None
        for key in ("images", "keyframe_files", "evidence_hash"):
            record.pop(key, None)
        return cls(ChunkEvidence.model_validate(record), base)

    def slot(self, action_id: int) -> SlotEvidence:
        """The slot with 1-based ``action_id`` (its position + 1)."""
        for se in self.evidence.slots:
            if se.slot.position + 1 == action_id:
                return se
        raise KeyError(f"no slot {action_id} in chunk {self.evidence.chunk.index} of {self.evidence.pair_id}")

    def image_path(self, name: str) -> Path | None:
        """Path of a saved image (``grid``, ``closeup_<k>``, ``motion_<k>``) when it exists."""
        if self.directory is None:
            return None
        path = self.directory / f"{name}.png"
        return path if path.is_file() else None


# --------------------------------------------------------------------------------------------
# screen-space components


def screen_components(action: Action) -> tuple[int, int, int]:
    """(depth, horizontal, vertical) of an action: +1 = forward / right / up.

    Strafe and yaw both move the view sideways; when they disagree the horizontal is 0.
    """
    horizontal = action.sway + action.yaw
    horizontal = 0 if horizontal == 0 else (1 if horizontal > 0 else -1)
    return action.surge, horizontal, action.pitch


def reading_components(reading: MotionReading) -> tuple[int, int, int]:
    """Screen components of a measured reading (from its classes)."""
    return screen_components(Action(translation=reading.translation, rotation=reading.rotation))


_DIRECTION_AXIS: dict[str, tuple[str, int]] = {
    "forward": ("depth", 1), "backward": ("depth", -1), "right": ("horizontal", 1),
    "left": ("horizontal", -1), "up": ("vertical", 1), "down": ("vertical", -1),
}

AxisResult = Literal["match", "opposite", "none", "unknown"]


def axis_check(reading: MotionReading, axis: str, sign: int, motion: str = "any") -> AxisResult:
    """Does ``reading`` move along ``axis`` (depth / horizontal / vertical) with ``sign``?

    Rotation classes (yaw, pitch) are trusted. Translation classes are trusted only without a
    strong rotation (`STRONG_ROTATION_DEG`), because the reader confuses translation directions
    under rotation (then depth and strafe read ``unknown``). A strafe and a turn toward the same side both count as
    horizontal motion (with little parallax they cannot be told apart); a turn claim
    (``motion="rotation"``) against a strong measured turn is decided by the turn alone; a strafe claim
    (``motion="translation"``) is not refuted by a turn the other way when a strafe in the claimed
    direction was read beside it (both can coexist), and a reading whose strafe and turn point
    opposite ways with strong parallax says nothing about the horizontal.
    """
    act = Action(translation=reading.translation, rotation=reading.rotation)
    rotating = max(abs(reading.yaw_deg_per_frame), abs(reading.pitch_deg_per_frame)) >= STRONG_ROTATION_DEG
    if axis == "vertical":
        return "match" if act.pitch == sign else "opposite" if act.pitch == -sign else "none"
    if axis == "depth":
        if rotating:
            return "unknown"
        if act.surge == sign:
            return "match"
        if act.surge == -sign:
            return "opposite"
        return "none"
    if motion == "rotation" and act.yaw and abs(reading.yaw_deg_per_frame) >= STRONG_ROTATION_DEG:
        return "match" if act.yaw == sign else "opposite"  # a strong turn is read reliably, whatever strafe beside it
    if act.yaw and act.sway == -act.yaw and reading.parallax >= CONFLICT_PARALLAX:
        return "unknown"  # strong strafe and turn read in opposite directions: the split is not trustworthy
    yaw, sway = act.yaw, (0 if rotating else act.sway)
    if yaw == sign or sway == sign:
        return "match"
    if yaw == -sign:
        # a strafe claim against a turn the other way: a strafe read in the claimed direction beside
        # it (under a strong turn) can coexist; otherwise the view moves the other way
        return "unknown" if motion == "translation" and act.sway == sign else "opposite"
    if sway == -sign:
        return "unknown" if reading.yaw_deg_per_frame * sign >= YAW_EVIDENCE_DEG else "opposite"
    return "unknown" if rotating and motion == "translation" else "none"


def clear_motion(reading: MotionReading, axis: str, sign: int) -> bool:
    """Is the reading's motion along ``axis`` with ``sign`` clear enough to refute a denial of it?
    (module docstring; the side's disturbance is checked by the caller)."""
    if reading.confidence < WINNER_CONFIDENCE:
        return False
    act = Action(translation=reading.translation, rotation=reading.rotation)
    rotating = max(abs(reading.yaw_deg_per_frame), abs(reading.pitch_deg_per_frame)) >= STRONG_ROTATION_DEG
    consistent = not (act.sway and reading.yaw_deg_per_frame * act.sway <= -YAW_AGAINST_DEG)
    if axis == "vertical":
        return act.pitch == sign and abs(reading.pitch_deg_per_frame) >= STRONG_ROTATION_DEG
    if axis == "horizontal":
        if act.yaw == sign and abs(reading.yaw_deg_per_frame) >= STRONG_ROTATION_DEG:
            return True
        return act.sway == sign and not rotating and consistent
    tx, _, tz = (list(reading.translation_dir) + [0.0, 0.0, 0.0])[:3]
    return act.surge == sign and not rotating and consistent and abs(tz) >= abs(tx)


def describe_reading(reading: MotionReading) -> str:
    """A short human sentence for a reading, e.g. ``turns left (yaw -1.20°/frame)``."""
    depth, horizontal, vertical = reading_components(reading)
    parts = []
    if depth:
        parts.append("moves forward" if depth > 0 else "moves backward")
    if horizontal:
        parts.append(f"moves {'right' if horizontal > 0 else 'left'}")
    if vertical:
        parts.append(f"tilts {'up' if vertical > 0 else 'down'}")
    numbers = (f"yaw {reading.yaw_deg_per_frame:+.2f}°/frame, pitch {reading.pitch_deg_per_frame:+.2f}°/frame, "
               f"zoom {reading.zoom_per_frame:+.4f}/frame")
    if not parts:
        return f"the camera does not move (flow {reading.flow_px_per_frame:.2f} px/frame)"
    return f"the camera {' and '.join(parts)} ({numbers})"


def _reading_summary(reading: MotionReading) -> dict[str, Any]:
    return {
        "token": reading.token,
        "translation": reading.translation,
        "rotation": reading.rotation,
        "components": list(reading_components(reading)),
        "yaw_deg_per_frame": round(reading.yaw_deg_per_frame, 4),
        "pitch_deg_per_frame": round(reading.pitch_deg_per_frame, 4),
        "zoom_per_frame": round(reading.zoom_per_frame, 5),
        "lateral_per_frame": round(reading.lateral_per_frame, 5),
        "flow_px_per_frame": round(reading.flow_px_per_frame, 4),
        "confidence": round(reading.confidence, 3),
        "notes": list(reading.notes),
        "description": describe_reading(reading),
    }


# --------------------------------------------------------------------------------------------
# the toolbox

#: A second-look callable: (image path, question) → {"answer": "yes|no|unsure", ...}.
SecondLook = Callable[[Path, str], dict[str, Any]]


class Toolbox:
    """The auditor's tools for one chunk; every call is recorded in `calls`."""

    def __init__(self, material: ChunkMaterial, second_look: SecondLook | None = None) -> None:
        self.material = material
        self.second_look_fn = second_look
        self.calls: list[ToolCall] = []

    def _record(self, tool: str, inputs: dict[str, Any], fn: Callable[[], dict[str, Any]]) -> dict[str, Any]:
        t0 = time.perf_counter()
        outputs = fn()
        self.calls.append(ToolCall(tool=tool, inputs=inputs, outputs=outputs,
                                   seconds=round(time.perf_counter() - t0, 4)))
        return outputs

    # ------------------------------------------------------------------------------ tools

    def measure_motion(self, side: str, action_id: int) -> dict[str, Any]:
        """The measured camera motion of one slot on one side (from the chunk's evidence)."""

        def run() -> dict[str, Any]:
            se = self.material.slot(action_id)
            reading = se.motion_a if side == "A" else se.motion_b
            out = _reading_summary(reading)
            out["commanded"] = se.slot.action.token
            out["commanded_components"] = list(screen_components(se.slot.action))
            out["role"] = se.slot.role
            return out

        return self._record("measure_motion", {"side": side, "slot": action_id}, run)

    def compare_metric(self, metric: str, action_id: int | None) -> dict[str, Any]:
        """One quality metric on both sides and the signed comparison (positive = A better)."""

        def run() -> dict[str, Any]:
            qa, qb, scope = self._quality(action_id)
            diff = compare_quality(qa, qb)[metric]
            return {"metric": metric, "scope": scope, "a": round(float(getattr(qa, metric)), 5),
                    "b": round(float(getattr(qb, metric)), 5), "a_better_by": round(float(diff), 4)}

        return self._record("compare_metric", {"metric": metric, "slot": action_id}, run)

    def frozen_ratio(self, side: str, action_id: int | None) -> dict[str, Any]:
        """Share of identical consecutive frames of one side (slot or whole chunk)."""

        def run() -> dict[str, Any]:
            qa, qb, scope = self._quality(action_id)
            q = qa if side == "A" else qb
            return {"scope": scope, "frozen_ratio": round(q.frozen_ratio, 4),
                    "duplicate_ratio": round(q.duplicate_ratio, 4)}

        return self._record("frozen_ratio", {"side": side, "slot": action_id}, run)

    def second_look(self, side: str, action_id: int | None, question: str) -> dict[str, Any]:
        """Ask the configured vision model about a crop of the evidence (close-up of the slot)."""

        def run() -> dict[str, Any]:
            if self.second_look_fn is None:
                return {"answer": "unsure", "why": "no vision model configured"}
            name = f"closeup_{action_id}" if action_id is not None else "grid"
            path = self.material.image_path(name) or self.material.image_path("grid")
            if path is None:
                return {"answer": "unsure", "why": "no evidence image saved"}
            return {"image": path.name, **self.second_look_fn(path, question)}

        return self._record("second_look", {"side": side, "slot": action_id, "question": question}, run)

    def _quality(self, action_id: int | None) -> tuple[QualityMetrics, QualityMetrics, str]:
        ev = self.material.evidence
        if action_id is not None:
            se = self.material.slot(action_id)
            if se.quality_a is not None and se.quality_b is not None:
                return se.quality_a, se.quality_b, f"slot {action_id}"
        return ev.quality_a, ev.quality_b, "chunk"

    # ------------------------------------------------------------------------------ checks

    def check(self, claim: Claim, context: list[Claim] | tuple[Claim, ...] = ()) -> Verdict:
        """Verify one claim with the tools (see the module docstring for the rules).

        ``context``: the other claims of the review. A strafe claim read against a turn the other
        way is not refuted when the review itself names that turn for the same video and slot
        (the measured turn is then explained, and the strafe under it cannot be measured).
        """
        if claim.kind == "direction":
            verdict = self._check_direction(claim, context)
        elif claim.kind == "static":
            verdict = self._check_static(claim)
        else:
            verdict = self._check_quality(claim)
        if verdict.verdict == "inconclusive" and self.second_look_fn is not None:
            verdict = self._second_look(claim, verdict)
        return verdict

    def _readings_for(self, claim: Claim) -> list[tuple[int, dict[str, Any]]]:
        ids = [claim.slot] if claim.slot is not None else [
            se.slot.position + 1 for se in self.material.evidence.voting_slots
        ]
        return [(i, self.measure_motion(claim.side, i)) for i in ids]

    def _reading(self, side: str, action_id: int) -> MotionReading:
        se = self.material.slot(action_id)
        return se.motion_a if side == "A" else se.motion_b

    def _check_direction(self, claim: Claim, context: list[Claim] | tuple[Claim, ...] = ()) -> Verdict:
        if claim.slot is None:
            return Verdict(claim_id=claim.claim_id, verdict="inconclusive",
                           reason="direction claim outside an action slot")
        _, m = self._readings_for(claim)[0]
        reading = self._reading(claim.side, claim.slot)
        axis, sign = _DIRECTION_AXIS[claim.direction or "forward"]
        result = axis_check(reading, axis, sign, claim.motion or "any")
        if result == "opposite" and axis == "horizontal" and claim.motion in ("translation", "any") and any(
            c.kind == "direction" and (c.motion == "rotation" or claim.motion == "any")
            and c.direction == OPPOSITE[claim.direction or "left"]
            and not c.negated and c.side == claim.side and c.slot == claim.slot for c in context
        ):
            result = "unknown"
        disturbed = self._disturbed(claim.side, claim.slot)
        if result == "opposite" and disturbed:
            result = "unknown"
        m = {**m, "axis": axis, "axis_result": result, **({"disturbed": disturbed} if disturbed else {})}
        base = dict(claim_id=claim.claim_id, measurement=m, tools=["measure_motion"])
        desc = m["description"]
        if reading.confidence < MIN_CONFIDENCE:
            return Verdict(verdict="inconclusive", reason=f"reading not confident ({reading.confidence:.2f})", **base)
        if claim.negated:
            if result == "match" and axis == "horizontal" and claim.motion in ("rotation", "translation"):
                return Verdict(verdict="inconclusive", reason=f"claimed no {claim.motion} {claim.direction}; a turn "
                               f"and a strafe toward the same side cannot be told apart: {desc}", **base)
            if result == "match" and disturbed:
                return Verdict(verdict="inconclusive", reason=f"claimed not {claim.direction}; the motion reading of "
                               f"a side with {disturbed} is not trusted: {desc}", **base)
            if result == "match" and not clear_motion(reading, axis, sign):
                return Verdict(verdict="inconclusive", reason=f"claimed not {claim.direction}; the reading's "
                               f"{claim.direction} component is not clear enough to deny it (confidence "
                               f"{reading.confidence:.2f}, rotation needs >= {STRONG_ROTATION_DEG}°/frame, a strafe "
                               f"no yaw against it beyond {YAW_AGAINST_DEG}°/frame): {desc}", **base)
            if result == "match":
                return Verdict(verdict="refuted", reason=f"claimed not {claim.direction}; measured {desc}", **base)
            if result == "unknown":
                return Verdict(verdict="inconclusive", reason=f"cannot tell {axis} motion: {desc}", **base)
            return Verdict(verdict="supported", reason=f"measured {desc}", **base)
        if result == "match":
            return Verdict(verdict="supported", reason=f"measured {desc}", **base)
        if result == "opposite":
            return Verdict(verdict="refuted", reason=f"claimed {claim.direction}, measured "
                           f"{OPPOSITE[claim.direction or 'forward']}: {desc}", **base)
        if disturbed and result not in ("match",):
            return Verdict(verdict="inconclusive", reason=f"claimed {claim.direction}; the motion reading of a side "
                           f"with {disturbed} is not trusted: {desc}", **base)
        if reading.token == "idle" and reading.confidence >= IDLE_CONFIDENCE:
            return Verdict(verdict="refuted", reason=f"claimed {claim.direction}, measured no camera motion "
                           f"(confidence {reading.confidence:.2f})", **base)
        return Verdict(verdict="inconclusive", reason=f"claimed {claim.direction}; the reading cannot confirm "
                       f"it: {desc}", **base)

    def _disturbed(self, side: str, action_id: int | None) -> str:
        """Why the motion reading of one side is not trusted for a direction (``""`` = trusted): held
        frames, jitter or tearing at their defect levels break the frame-to-frame flow it rests on."""
        qa, qb, _ = self._quality(action_id)
        q = qa if side == "A" else qb
        why = []
        if q.jitter >= DEFECT_LEVELS["jitter"][2]:
            why.append(f"jitter {q.jitter:.2f}")
        if q.frozen_ratio >= STUTTER_FROZEN:
            why.append(f"frozen frame pairs {q.frozen_ratio:.2f}")
        if q.warp_error >= DEFECT_LEVELS["warp"][2]:
            why.append(f"warp error {q.warp_error:.2f}")
        return ", ".join(why)

    def _check_static(self, claim: Claim) -> Verdict:
        """A camera that measurably moves is not static, whatever its frozen-frame ratio (a
        stuttering side holds frames while the camera moves); a frozen-frame ratio counts only
        beside a reading that does not move."""
        readings = self._readings_for(claim)
        frozen = self.frozen_ratio(claim.side, claim.slot)
        moving = [m for _, m in readings if m["token"] != "idle" and m["confidence"] >= MIN_CONFIDENCE]
        idle_any = [m for _, m in readings if m["token"] == "idle"]
        idle = [m for m in idle_any if m["confidence"] >= IDLE_CONFIDENCE]
        held = frozen["frozen_ratio"] >= FROZEN_RATIO and bool(idle_any) and len(idle_any) == len(readings)
        measurement = {"slots": {str(i): m for i, m in readings}, "frozen": frozen}
        base = dict(claim_id=claim.claim_id, measurement=measurement, tools=["measure_motion", "frozen_ratio"])
        ratio = f"frozen ratio {frozen['frozen_ratio']:.2f}"
        if moving:
            desc = moving[0]["description"]
            if claim.negated:
                return Verdict(verdict="supported", reason=f"measured {desc} ({ratio})", **base)
            return Verdict(verdict="refuted", reason=f"claimed static; measured {desc} ({ratio})", **base)
        if (idle and len(idle) == len(readings)) or held:
            desc = "no camera motion" + (f" (confidence {idle[0]['confidence']:.2f})" if idle else "")
            if claim.negated:
                return Verdict(verdict="refuted", reason=f"claimed motion; measured {desc} ({ratio})", **base)
            return Verdict(verdict="supported", reason=f"measured {desc} ({ratio})", **base)
        return Verdict(verdict="inconclusive", reason=f"no confident motion reading ({ratio})", **base)

    def defect_state(self, kind: str, side: str, action_id: int | None) -> tuple[str, dict[str, Any], str]:
        """(``defect | clean | between``, measurement, printed reason) of one defect kind on one side."""
        if kind == "blur":
            m = self.compare_metric("sharpness", action_id)
            own, other = (m["a"], m["b"]) if side == "A" else (m["b"], m["a"])
            ratio = own / other if other > 0 else 1.0
            m = {**m, "ratio_to_other": round(ratio, 3)}
            where = (f"sharpness {own:.3f} (A {m['a']:.3f}, B {m['b']:.3f}; {ratio:.2f} of the other video; "
                     f"clean >= {BLUR_CLEAN_SHARPNESS} with >= {BLUR_CLEAN_RATIO} of the other, defect <= "
                     f"{BLUR_DEFECT_RATIO} of the other, or <= {BLUR_DEFECT_SHARPNESS} with < {BLUR_CLEAN_RATIO} of "
                     f"the other)")
            if ratio <= BLUR_DEFECT_RATIO or own <= BLUR_DEFECT_SHARPNESS and ratio < BLUR_CLEAN_RATIO:
                return "defect", m, where
            if own >= BLUR_CLEAN_SHARPNESS and ratio >= BLUR_CLEAN_RATIO:
                return "clean", m, where
            return "between", m, where
        if kind == "stutter":
            f = self.compare_metric("frozen_ratio", action_id)
            j = self.compare_metric("jitter", action_id)
            fo, jo = (f["a"], j["a"]) if side == "A" else (f["b"], j["b"])
            jclean, jdefect = DEFECT_LEVELS["jitter"][1:]
            m = {**j, "frozen_ratio": {"a": f["a"], "b": f["b"]}, "metric": "jitter"}
            where = (f"frozen frame pairs {fo:.3f}, jitter {jo:.3f} (A {f['a']:.3f}/{j['a']:.3f}, B "
                     f"{f['b']:.3f}/{j['b']:.3f}; clean: frozen <= {DEFECT_LEVELS['frozen'][1]} and jitter <= "
                     f"{jclean}, defect: frozen >= {STUTTER_FROZEN} or jitter >= {jdefect})")
            if fo >= STUTTER_FROZEN or jo >= jdefect:
                return "defect", m, where
            if fo <= DEFECT_LEVELS["frozen"][1] and jo <= jclean:
                return "clean", m, where
            return "between", m, where
        metric, clean_level, defect_level = DEFECT_LEVELS[kind]
        m = self.compare_metric(metric, action_id)
        own = m["a"] if side == "A" else m["b"]
        side_better = m["a_better_by"] if side == "A" else -m["a_better_by"]
        relative = kind in RELATIVE_CLEAN
        rule = f"clean <= {clean_level}" + (" and not clearly worse than the other video" if relative else "")
        where = (f"{metric} {own:.3f} (A {m['a']:.3f}, B {m['b']:.3f}; {rule}, defect >= {defect_level}"
                 + (f"; this video better by {side_better:+.2f}" if relative else "") + ")")
        if own >= defect_level:
            if kind in CONFOUNDED:
                q = self._quality(action_id)[0 if side == "A" else 1]
                levels = [DEFECT_LEVELS[other][:2] for other in CONFOUNDED[kind]]
                raised = [f"{name} {value:.3f} > {clean}" for name, clean in levels
                          if (value := float(getattr(q, name))) > clean]
                if raised:
                    return "between", m, f"{where}; not trusted beside {', '.join(raised)} on this video"
            return "defect", m, where
        if own <= clean_level and (not relative or side_better > -QUALITY_DEAD_BAND):
            return "clean", m, where
        return "between", m, where

    def _check_quality(self, claim: Claim) -> Verdict:
        state, m, where = self.defect_state(claim.kind, claim.side, claim.slot)
        base = dict(claim_id=claim.claim_id, measurement=m, tools=["compare_metric"])
        if state == "between":
            return Verdict(verdict="inconclusive", reason=f"the metric cannot tell: {where}", **base)
        present = state == "defect"
        if present != claim.negated:
            return Verdict(verdict="supported", reason=f"measured {where}", **base)
        if claim.negated:
            return Verdict(verdict="refuted", reason=f"claimed no {claim.kind}; measured {where}", **base)
        return Verdict(verdict="refuted", reason=f"claimed {claim.kind}; measured clean content: {where}", **base)

    def _second_look(self, claim: Claim, verdict: Verdict) -> Verdict:
        question = _question(claim)
        answer = self.second_look(claim.side, claim.slot, question)
        said = str(answer.get("answer", "unsure")).lower()
        tools = [*verdict.tools, "second_look"]
        measurement = {**verdict.measurement, "second_look": answer}
        if said in ("yes", "no"):
            agrees = (said == "yes") != claim.negated
            return Verdict(claim_id=claim.claim_id, verdict="supported" if agrees else "refuted",
                           reason=f"{verdict.reason}; second look answered {said!r} to: {question}",
                           measurement=measurement, tools=tools)
        return verdict.model_copy(update={"measurement": measurement, "tools": tools})

    # ------------------------------------------------------------------------------ winners

    def slot_winner(self, action_id: int) -> dict[str, Any]:
        """The winner the measurement implies for one slot; ``winner`` None = undecided.

        A side *fails* the command when it reads idle (confidently) while the command moves, or
        when a commanded direction reads opposite (`axis_check`); it *follows* when it moves and no
        commanded direction reads opposite or absent. The slot is decided (``winner``) when one side
        follows, the other fails, and both readings have `WINNER_CONFIDENCE`; ``even`` is True when
        both confidently follow or both fail (the measurement then supports a Tie).
        """

        def run() -> dict[str, Any]:
            se = self.material.slot(action_id)
            wanted = _commanded_axes(se.slot.action)
            readings = {"A": se.motion_a, "B": se.motion_b}
            status = {s: _side_status(r, wanted) for s, r in readings.items()}
            confident = all(r.confidence >= WINNER_CONFIDENCE for r in readings.values())
            winner: str | None = None
            if confident and {status["A"], status["B"]} == {"follows", "fails"}:
                winner = "A" if status["A"] == "follows" else "B"
            even = confident and status["A"] == status["B"] != "unclear"
            return {"slot": action_id, "commanded": se.slot.action.token,
                    "commanded_components": list(screen_components(se.slot.action)),
                    "status": status, "confident": confident, "winner": winner, "even": even,
                    "measured": {s: describe_reading(r) for s, r in readings.items()}}

        return self._record("slot_winner", {"slot": action_id}, run)


def _commanded_axes(action: Action) -> list[tuple[str, int, str]]:
    """(axis, sign, motion kind) of every commanded direction (strafe vs turn conflicts dropped)."""
    out: list[tuple[str, int, str]] = []
    if action.surge:
        out.append(("depth", action.surge, "translation"))
    horizontal = action.sway + action.yaw
    if horizontal:
        out.append(("horizontal", 1 if horizontal > 0 else -1, "any"))
    if action.pitch:
        out.append(("vertical", action.pitch, "rotation"))
    return out


def side_status(reading: MotionReading, action: Action) -> str:
    """``follows`` / ``fails`` / ``unclear``: does one measured reading carry out ``action``?"""
    return _side_status(reading, _commanded_axes(action))


def _side_status(reading: MotionReading, wanted: list[tuple[str, int, str]]) -> str:
    """``follows`` / ``fails`` / ``unclear`` for one side of a slot (see `Toolbox.slot_winner`)."""
    if not wanted:
        return "follows" if reading.token == "idle" else "unclear"
    if reading.token == "idle":
        return "fails" if reading.confidence >= IDLE_CONFIDENCE else "unclear"
    results = [axis_check(reading, axis, sign, motion) for axis, sign, motion in wanted]
    if "opposite" in results:
        return "fails"
    if "none" in results:
        return "unclear"
    return "follows"


def _question(claim: Claim) -> str:
    """The yes/no question a second look asks for a claim."""
    video = f"Video {claim.side}"
    if claim.kind == "direction":
        return f"In this close-up, does the camera of {video} move {claim.direction}?"
    if claim.kind == "static":
        return f"In this close-up, is {video} static (no camera motion)?"
    return f"In this close-up, does {video} show {claim.kind}?"
