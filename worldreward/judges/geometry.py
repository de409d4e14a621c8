"""The model-free judge: decides every item of a chunk review from the measured numbers.

``GeometryJudge`` reads the `ChunkEvidence` numbers only (measured camera motion per slot,
quality metrics per side and slot) and writes a complete `ReviewPayload` with short factual
analyses generated from those numbers. It runs on a CPU in milliseconds and is the default judge.

**Action, per slot.** Commanded components: yaw and pitch are read from the measured rates
(``yaw_deg_per_frame`` / ``pitch_deg_per_frame``, in units of ``rotation_dead_band`` °/frame);
surge and sway from the measured unit translation direction (``translation_dir`` z and x, in
units of ``translation_dead_band``) — the direction is far more stable than the metric zoom or
strafe rates; when the reader found no translation direction, surge falls back on the scale
change ``zoom_per_frame`` in units of ``zoom_dead_band``. Each commanded component scores
``clip(sign · z, -1, 1)`` (1 = visible and right, 0 = absent, -1 = clearly opposite); each
un-commanded one costs ``clip(|z| - crosstalk, 0, 1)``.
Strafe and yaw of the same screen direction are interchangeable (low-parallax scenes make them
look alike): an un-commanded partner moving that way costs nothing and earns a commanded one
``equivalent_credit`` when it is missing (not when it is measured going the opposite way).
Translation terms weigh ``translation_weight``, an un-commanded translation during a commanded
rotation only ``translation_under_rotation_weight`` (the translation direction is poorly
conditioned while the camera turns, and readers report spurious ones). A side
*follows* when every commanded component scores 1 and the weighted un-commanded costs stay
below ``violation_allowance``. Decision, with
``D`` = score(A) - score(B): a slot where either side's reading has a confidence below
``min_confidence`` (0.3: a shaken or badly degraded copy tracks poorly) is a Tie; when the
two sides' average image motion (`images.global_motion`: pan and zoom from dense flow,
independent of the motion reader) agrees within
``same_motion_tolerance`` (relative), or points the same way (cosine of (pan x, pan y, zoom / 2)
at least ``same_direction_cosine``) with neither magnitude below ``still_ratio`` × the other (a
blurred, blocky, smeared or frame-repeated picture shrinks a dense-flow estimate but does not
turn it; a frozen or reversed one does), the videos move alike and the slot is a Tie whatever
the readings say (reader noise on a degraded copy must not decide); otherwise one side follows and
the other not → the follower, if ``|D| ≥ min_margin``; both follow → Tie; both fail → the
higher score if ``|D| ≥ fail_margin``
(partly right beats fully wrong, still beats reversed), else Tie ("both fail alike"). Overall
action winner: more slot wins → that side, equal → Tie.

**Visual dimensions.** `worldreward.quality.compare_quality` gives a signed difference in (-1, 1)
per metric (positive = A better). A metric counts only beyond its own dead band
(`METRIC_BANDS`); a dimension's score is the weighted sum of the counted metrics, taken per slot
and then the *median over the voting slots* (the chunk-level metrics when slot metrics are
missing): a defect must be present in most of the chunk to count, so a one-off discontinuity at
an action boundary (a frozen or reversed step) is judged under action, not as a visual defect.
|score| below ``dimension_dead_band`` → Tie. Metrics: temporal_consistency ← flicker,
brightness_jump, colour_drift, warp_error; artifacts_and_structure_integrity ← sharpness,
noise, blockiness, ghosting, detail (a noise or sharpness advantage of the side with less fine
detail is discounted, and a noise advantage of the blurrier or blockier side: blur, smoothing,
lowered contrast and coarse blocks remove noise along with the detail, so they never buy a
win; the same holds for a warp-error advantage under temporal_consistency; detail is not
compared between a shaken and a steady side, whose frames are resampled every frame; when one
side repeats frames, the metrics measured along the motion (warp error, noise, detail,
ghosting) are not compared); dynamic_generation_quality ← jitter, frozen_ratio,
duplicate_ratio (a jitter difference that comes with a warp-error or ghosting difference the
same way is a picture defect that confuses the velocity fit, and is discounted). Visual overall: majority of the three dimension winners.

``prob_a`` everywhere is ``sigmoid(score difference / temperature)``. The judge is exactly
antisymmetric: every decision is a function of differences, so judging (B, A) returns the
swapped review.
"""

from __future__ import annotations

import math
import statistics
import time
from typing import Any

from ..evidence import ChunkEvidence, SlotEvidence
from ..motion import MotionReading
from ..quality import QualityMetrics, compare_quality
from ..review import (
    ActionControl,
    ChunkReview,
    DimensionReview,
    ReviewMeta,
    ReviewPayload,
    SlotReview,
    VisualQuality,
)
from ..types import Winner

#: metric → weight, per visual dimension.
DIMENSION_METRICS: dict[str, dict[str, float]] = {
    "temporal_consistency": {"flicker": 1.0, "brightness_jump": 0.5, "colour_drift": 1.0, "warp_error": 0.5},
    "artifacts_and_structure_integrity": {
        "sharpness": 1.0, "noise": 1.0, "blockiness": 1.0, "ghosting": 1.0, "detail": 1.0,
    },
    "dynamic_generation_quality": {"jitter": 1.0, "frozen_ratio": 1.0, "duplicate_ratio": 1.0},
}
#: |compare_quality| a metric must reach before it counts (differences between two clean
#: renders of the same world stay below these; the planted defects exceed them).
METRIC_BANDS: dict[str, float] = {
    "flicker": 0.3, "brightness_jump": 0.35, "colour_drift": 0.3, "warp_error": 0.2,
    "sharpness": 0.1, "noise": 0.25, "blockiness": 0.2, "ghosting": 0.35, "detail": 0.15,
    "jitter": 0.4, "frozen_ratio": 0.3, "duplicate_ratio": 0.3,
}

_METRIC_WORDS: dict[str, str] = {
    "sharpness": "sharpness", "noise": "noise", "blockiness": "blockiness", "flicker": "flicker",
    "brightness_jump": "brightness jump", "colour_drift": "colour drift", "frozen_ratio": "frozen share",
    "duplicate_ratio": "duplicate share", "warp_error": "warp error", "jitter": "jitter", "ghosting": "ghosting",
    "detail": "fine detail",
}

_ROT = ("yaw", "pitch")
_TRANS = ("surge", "sway")
_PARTNER = {"sway": "yaw", "yaw": "sway"}


def _sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def _prob(diff: float, temperature: float) -> float:
    """P(A better) from a score difference; exactly 0.5 at 0, kept inside [0.01, 0.99]."""
    return round(min(0.99, max(0.01, _sigmoid(diff / temperature))), 4)


def _clip(x: float, lo: float, hi: float) -> float:
    return lo if x < lo else hi if x > hi else x


def _winner(score: float, band: float) -> Winner:
    return "A" if score >= band else "B" if -score >= band else "Tie"


class GeometryJudge:
    """Model-free judge (see module docstring). Options are keyword arguments (``--judge-opt``)."""

    name = "geometry"
    whole_video = False
    swap_by_default = False
    #: reads numbers only: the engine skips composing images for it (unless saving evidence)
    needs_images = False

    def __init__(
        self,
        *,
        rotation_dead_band: float = 0.3,
        translation_dead_band: float = 0.38,
        zoom_dead_band: float = 0.006,
        crosstalk: float = 2.0,
        translation_weight: float = 0.75,
        translation_under_rotation_weight: float = 0.25,
        violation_allowance: float = 0.5,
        equivalent_credit: float = 0.6,
        min_margin: float = 0.75,
        fail_margin: float = 1.25,
        min_confidence: float = 0.3,
        same_motion_tolerance: float = 0.25,
        same_direction_cosine: float = 0.9,
        still_ratio: float = 0.2,
        image_motion_floor: float = 0.004,
        dimension_dead_band: float = 0.1,
        detail_guard: float = 0.05,
        metric_bands: dict[str, float] | None = None,
        action_temperature: float = 0.75,
        visual_temperature: float = 0.25,
        fov: float | None = None,
    ) -> None:
        if min(rotation_dead_band, translation_dead_band, zoom_dead_band) <= 0:
            raise ValueError("geometry judge: dead bands must be > 0")
        unknown = set(metric_bands or {}) - set(METRIC_BANDS)
        if unknown:
            raise ValueError(f"geometry judge: unknown metric(s) in metric_bands: {sorted(unknown)}")
        self.rotation_dead_band = float(rotation_dead_band)
        self.translation_dead_band = float(translation_dead_band)
        self.zoom_dead_band = float(zoom_dead_band)
        self.crosstalk = float(crosstalk)
        self.translation_weight = float(translation_weight)
        self.translation_under_rotation_weight = float(translation_under_rotation_weight)
        self.violation_allowance = float(violation_allowance)
        self.equivalent_credit = float(equivalent_credit)
        self.min_margin = float(min_margin)
        self.fail_margin = float(fail_margin)
        self.min_confidence = float(min_confidence)
        self.same_motion_tolerance = float(same_motion_tolerance)
        self.same_direction_cosine = float(same_direction_cosine)
        self.still_ratio = float(still_ratio)
        self.image_motion_floor = float(image_motion_floor)
        self.dimension_dead_band = float(dimension_dead_band)
        self.detail_guard = float(detail_guard)
        self.metric_bands = {**METRIC_BANDS, **(metric_bands or {})}
        self.action_temperature = float(action_temperature)
        self.visual_temperature = float(visual_temperature)
        self.fov = None if fov is None else float(fov)  # used by the engine when measuring

    # ------------------------------------------------------------------------------ protocol

    def config(self) -> dict[str, Any]:
        return {
            "rotation_dead_band": self.rotation_dead_band, "translation_dead_band": self.translation_dead_band,
            "zoom_dead_band": self.zoom_dead_band,
            "crosstalk": self.crosstalk, "translation_weight": self.translation_weight,
            "translation_under_rotation_weight": self.translation_under_rotation_weight,
            "violation_allowance": self.violation_allowance,
            "equivalent_credit": self.equivalent_credit, "min_margin": self.min_margin,
            "fail_margin": self.fail_margin, "min_confidence": self.min_confidence,
            "same_motion_tolerance": self.same_motion_tolerance, "image_motion_floor": self.image_motion_floor,
            "same_direction_cosine": self.same_direction_cosine, "still_ratio": self.still_ratio,
            "dimension_dead_band": self.dimension_dead_band, "detail_guard": self.detail_guard,
            "metric_bands": self.metric_bands, "action_temperature": self.action_temperature,
            "visual_temperature": self.visual_temperature, "fov": self.fov, "version": 5,
        }

    def review(self, evidence: ChunkEvidence) -> ChunkReview:
        t0 = time.perf_counter()
        payload = ReviewPayload(
            action_control=self._action_control(evidence), visual_quality=self._visual_quality(evidence)
        )
        return ChunkReview(
            pair_id=evidence.pair_id,
            chunk_index=evidence.chunk.index,
            payload=payload,
            meta=ReviewMeta(judge=self.name, evidence_hash=evidence.evidence_hash(),
                            latency_s=round(time.perf_counter() - t0, 4)),
        )

    # ------------------------------------------------------------------------------ action

    def normalised(self, r: MotionReading) -> dict[str, float]:
        """Measured components in dead-band units, signed like the command components
        (yaw + right, pitch + up, surge + forward, sway + right)."""
        dx, _, dz = r.translation_dir
        if dx == 0.0 and dz == 0.0:  # no translation direction found: fall back on the scale change
            surge = _clip(r.zoom_per_frame / self.zoom_dead_band, -1.0 - self.crosstalk, 1.0 + self.crosstalk)
        else:
            surge = dz / self.translation_dead_band
        return {
            "yaw": r.yaw_deg_per_frame / self.rotation_dead_band,
            "pitch": r.pitch_deg_per_frame / self.rotation_dead_band,
            "surge": surge,
            "sway": dx / self.translation_dead_band,
        }

    def follow_score(self, command: dict[str, int], z: dict[str, float]) -> tuple[bool, float]:
        """(follows, score) of one side for one commanded action (see module docstring)."""
        hit_all, score, violation = True, 0.0, 0.0
        for ax in _ROT + _TRANS:
            w = self.translation_weight if ax in _TRANS else 1.0
            e, partner = command[ax], _PARTNER.get(ax)
            if e:
                c = _clip(e * z[ax], -1.0, 1.0)
                if c < 1.0:
                    hit_all = False
                    if c >= 0.0 and partner and not command[partner] and e * z[partner] >= 1.0:
                        c = max(c, self.equivalent_credit)  # missing, but its look-alike moves right
                score += w * c
            elif partner and command[partner] and command[partner] * z[ax] > 0:
                continue  # same screen direction as the commanded partner: not a violation
            else:
                if ax in _TRANS and (command["yaw"] or command["pitch"]):
                    w = self.translation_under_rotation_weight
                violation += w * _clip(abs(z[ax]) - self.crosstalk, 0.0, 1.0)
        return hit_all and violation < self.violation_allowance, score - violation

    def image_motion_difference(self, se: SlotEvidence) -> float | None:
        """``|m_A - m_B| / max(|m_A|, |m_B|, floor)`` of the two sides' average image motion
        (pan x, pan y, zoom); None when the evidence lacks it."""
        if se.image_motion_a is None or se.image_motion_b is None:
            return None
        a, b = se.image_motion_a, se.image_motion_b
        norm = max(math.hypot(*a), math.hypot(*b), self.image_motion_floor)
        return math.hypot(*(x - y for x, y in zip(a, b, strict=True))) / norm

    def same_image_motion(self, se: SlotEvidence) -> bool:
        """True when both sides' image motion agree within ``same_motion_tolerance``, or point the
        same way (``same_direction_cosine``) at magnitudes within ``1 / still_ratio`` of each other."""
        d = self.image_motion_difference(se)
        if d is None:
            return False
        if d < self.same_motion_tolerance:
            return True
        a = (se.image_motion_a[0], se.image_motion_a[1], 0.5 * se.image_motion_a[2])
        b = (se.image_motion_b[0], se.image_motion_b[1], 0.5 * se.image_motion_b[2])
        na, nb = math.hypot(*a), math.hypot(*b)
        if max(na, nb) < self.image_motion_floor:
            return True
        if min(na, nb) < self.still_ratio * max(na, nb):
            return False
        return sum(x * y for x, y in zip(a, b, strict=True)) / (na * nb) >= self.same_direction_cosine

    def slot_decision(self, se: SlotEvidence) -> tuple[Winner, float, tuple[bool, bool]]:
        """(winner, score difference A - B, (A follows, B follows)) of one slot."""
        act = se.slot.action
        command = {"surge": act.surge, "sway": act.sway, "yaw": act.yaw, "pitch": act.pitch}
        fa, sa = self.follow_score(command, self.normalised(se.motion_a))
        fb, sb = self.follow_score(command, self.normalised(se.motion_b))
        diff = sa - sb
        if min(se.motion_a.confidence, se.motion_b.confidence) < self.min_confidence:
            return "Tie", diff, (fa, fb)  # do not decide on an unreliable reading
        if self.same_image_motion(se):
            return "Tie", diff, (fa, fb)  # the videos move alike: reading differences are noise
        if fa and fb:
            winner: Winner = "Tie"
        elif fa or fb:
            follower: Winner = "A" if fa else "B"
            winner = follower if abs(diff) >= self.min_margin else "Tie"
        else:
            winner = _winner(diff, self.fail_margin)
        return winner, diff, (fa, fb)

    def _action_control(self, ev: ChunkEvidence) -> ActionControl:
        items: list[SlotReview] = []
        wins = {"A": 0, "B": 0, "Tie": 0}
        total = 0.0
        for i, se in enumerate(ev.slots, start=1):
            label = se.slot.action.label
            if se.slot.role != "action":
                note = f"{se.slot.role} slot: shown for context, does not vote."
                items.append(SlotReview(action_id=i, action_label=label, video_a_analysis=note,
                                        video_b_analysis=note, winner="Tie", prob_a=0.5))
                continue
            winner, diff, (fa, fb) = self.slot_decision(se)
            wins[winner] += 1
            total += diff
            alike = " Both videos show the same image motion." if self.same_image_motion(se) else ""
            items.append(SlotReview(
                action_id=i, action_label=label,
                video_a_analysis=self.describe_slot(se.motion_a, label, fa) + alike,
                video_b_analysis=self.describe_slot(se.motion_b, label, fb) + alike,
                winner=winner, prob_a=_prob(diff, self.action_temperature),
            ))
        overall = _winner(wins["A"] - wins["B"], 1)
        verdict = {"A": "video A follows the commands better.", "B": "video B follows the commands better.",
                   "Tie": "neither video follows the commands better."}[overall]
        summary = f"Slot wins A {wins['A']}, B {wins['B']}, tie {wins['Tie']}: {verdict}"
        voting = max(1, sum(wins.values()))
        return ActionControl(actions=items, overall_summary=summary, overall_winner=overall,
                             prob_a=_prob(total / voting ** 0.5, self.action_temperature))

    # ------------------------------------------------------------------------------ text

    def describe_motion(self, r: MotionReading) -> str:
        """Factual phrase about what moves on screen, from the reading's numbers."""
        z = self.normalised(r)
        parts: list[str] = []
        if abs(z["yaw"]) >= 1:
            edge, turn = ("LEFT", "yaw right") if r.yaw_deg_per_frame > 0 else ("RIGHT", "yaw left")
            parts.append(f"content pans toward the {edge} edge at {abs(r.yaw_deg_per_frame):.2f}°/frame ({turn})")
        if abs(z["pitch"]) >= 1:
            edge, turn = ("BOTTOM", "pitch up") if r.pitch_deg_per_frame > 0 else ("TOP", "pitch down")
            parts.append(f"content moves toward the {edge} at {abs(r.pitch_deg_per_frame):.2f}°/frame ({turn})")
        if abs(z["surge"]) >= 1:
            how = "grows (moving forward)" if z["surge"] > 0 else "shrinks (moving backward)"
            parts.append(f"content {how}, scale change {r.zoom_per_frame * 100:+.2f}%/frame")
        if abs(z["sway"]) >= 1:
            edge, way = ("LEFT", "strafe right") if z["sway"] > 0 else ("RIGHT", "strafe left")
            parts.append(f"near content slides toward the {edge} edge faster than far content ({way})")
        if not parts:
            return f"no discernible camera motion ({r.flow_px_per_frame:.2f} px/frame median flow)"
        return "; ".join(parts)

    def describe_slot(self, r: MotionReading, label: str, follows: bool) -> str:
        verdict = f"matching {label}" if follows else f"not matching {label}"
        conf = f" (low confidence {r.confidence:.2f})" if r.confidence < 0.4 else ""
        return f"{self.describe_motion(r)}, {verdict}{conf}."

    # ------------------------------------------------------------------------------ visual

    def metric_scores(self, qa: QualityMetrics, qb: QualityMetrics) -> dict[str, float]:
        """compare_quality differences (positive = A better), zero inside each metric's band.

        A quieter, crisper-edged or easier-to-warp picture bought by removing detail is not
        better: a noise, sharpness or warp-error advantage of the side with less fine detail (raw ``detail`` difference
        beyond ``detail_guard`` the other way) is discounted, and so is a noise advantage of
        the blurrier or blockier side. A jitter difference whose jerkier side also has the
        worse warp error or ghosting is a picture defect (tearing, ghosting, smearing confuse the
        velocity fit), not camera motion, and is discounted; a detail difference between a shaken
        and a steady side is not compared (shaken frames are resampled); when one side repeats frames its
        moving frame pairs carry several steps of motion and its repeats none, so the metrics
        measured along the flow (warp error, noise, detail, ghosting) are not compared."""
        d = compare_quality(qa, qb)
        out = {k: (v if abs(v) >= self.metric_bands.get(k, 1.0) else 0.0) for k, v in d.items()}
        more_detail = 1.0 if d["detail"] >= self.detail_guard else -1.0 if d["detail"] <= -self.detail_guard else 0.0
        for m in ("noise", "sharpness", "warp_error"):
            if out[m] * more_detail < 0:
                out[m] = 0.0
        if out["frozen_ratio"] or out["duplicate_ratio"]:
            for m in ("warp_error", "noise", "detail", "ghosting"):  # measured along the flow of the moving pairs,
                out[m] = 0.0  # which carry k× the motion when one side repeats frames: not comparable
        if out["jitter"] * out["warp_error"] > 0 or out["jitter"] * out["ghosting"] > 0:
            out["jitter"] = 0.0  # the jerkier side is also the torn or ghosted one: a picture
            # defect, judged under appearance (camera shake leaves warp error and ghosting alone)
        if out["jitter"]:
            out["detail"] = 0.0  # shaken frames are resampled (and motion-blurred) every frame: their
            # fine detail is not comparable with steady ones; the jerkiness is judged under motion
        structure = out["sharpness"] + out["blockiness"] + out["detail"]
        if out["noise"] * structure < 0:
            out["noise"] = 0.0
        return out

    def dimension_score(self, dim: str, qa: QualityMetrics, qb: QualityMetrics) -> float:
        """Weighted sum of the counted metric differences of one dimension (positive = A better)."""
        scores = self.metric_scores(qa, qb)
        return sum(w * scores.get(m, 0.0) for m, w in DIMENSION_METRICS[dim].items())

    def chunk_dimension_score(self, ev: ChunkEvidence, dim: str) -> float:
        """Median over voting slots of the slot scores (chunk-level metrics if slots lack them)."""
        slot_scores = [
            self.dimension_score(dim, s.quality_a, s.quality_b)
            for s in ev.voting_slots if s.quality_a is not None and s.quality_b is not None
        ]
        if not slot_scores:
            return self.dimension_score(dim, ev.quality_a, ev.quality_b)
        return statistics.median(slot_scores)

    def _dimension(self, ev: ChunkEvidence, dim: str) -> tuple[DimensionReview, float]:
        score = self.chunk_dimension_score(ev, dim)
        ta, tb = self._describe_quality(dim, ev.quality_a, ev.quality_b)
        return DimensionReview(video_a_analysis=ta, video_b_analysis=tb,
                               winner=_winner(score, self.dimension_dead_band),
                               prob_a=_prob(score, self.visual_temperature)), score

    def _describe_quality(self, dim: str, qa: QualityMetrics, qb: QualityMetrics) -> tuple[str, str]:
        scores = self.metric_scores(qa, qb)
        texts = []
        for side, q, sign in (("A", qa, 1.0), ("B", qb, -1.0)):
            bits = []
            for m in DIMENSION_METRICS[dim]:
                if m not in scores:
                    continue
                s = sign * scores[m]
                mark = " (better)" if s > 0 else " (worse)" if s < 0 else ""
                bits.append(f"{_METRIC_WORDS[m]} {float(getattr(q, m)):.3g}{mark}")
            texts.append(f"{side}: " + ", ".join(bits) + ".")
        return texts[0], texts[1]

    def _visual_quality(self, ev: ChunkEvidence) -> VisualQuality:
        dims: dict[str, DimensionReview] = {}
        total = 0.0
        for dim in DIMENSION_METRICS:
            dims[dim], score = self._dimension(ev, dim)
            total += score
        winners = [d.winner for d in dims.values()]
        overall = _winner(winners.count("A") - winners.count("B"), 1)
        summary = "; ".join(f"{k.replace('_', ' ')}: {d.winner}" for k, d in dims.items())
        return VisualQuality(**dims, overall_summary=f"{summary}. Overall: {overall}.", overall_winner=overall,
                             prob_a=_prob(total, self.visual_temperature * 3 ** 0.5))
