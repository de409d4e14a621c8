"""A stub TEACHER for the label/audit tests: writes reasoned chunk reviews from the known truth
of a synthetic bench, with controlled mistakes, served by `tests.stub_openai`.

- `TruthBook(config)`: for every pair of ``bench.synth.plan_bench(config)`` the token each side
  actually executed at each step (faithful tokens; the degraded side's wrong / frozen / reversed /
  spliced / mirrored tokens).
- `TeacherWriter.write(pair_id, chunk_index, slots)` → ``(payload, mistakes)``: a truthful review
  (each side's executed motion described with our phrase list, the winner = the side whose
  executed motion equals the command) or, for a deterministic ``mistake_rate`` share of reviews,
  injected mistakes: ``wrong_direction`` (in up to two slots, the dominant motion of a moving side
  — its turn when it turns, else its translation — described in the opposite direction), ``static`` (a moving side described as static), ``flicker`` (flicker
  invented for a clean side). Winners follow what the (mistaken) teacher believes.
- `teacher_behaviour(writer, labels_path)`: a stub-server behaviour. It identifies the chunk of a
  request by matching the request's images against the ``grid.png`` files saved under
  ``<labels>.evidence/`` (label generation saves the evidence before asking the teacher), answers
  judge prompts with `write` and audit revision prompts with the truthful review.
"""

from __future__ import annotations

import base64
import hashlib
import json
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import cv2
import numpy as np
from stub_openai import StubReply, StubRequest, completion
from worldreward.bench.synth import SynthConfig, plan_bench

from worldreward.actions import parse_action

MISTAKE_KINDS = ("wrong_direction", "wrong_direction", "wrong_direction", "static", "flicker")
_PHRASE = {
    ("surge", 1): ("moves forward", "forward"), ("surge", -1): ("moves backward", "backward"),
    ("sway", -1): ("strafes left", "left"), ("sway", 1): ("strafes right", "right"),
    ("yaw", -1): ("pans left", "left"), ("yaw", 1): ("pans right", "right"),
    ("pitch", 1): ("tilts up", "up"), ("pitch", -1): ("tilts down", "down"),
}
_APPEARANCE_TEXT = {
    "flicker": ("temporal_consistency", "The picture flickers from frame to frame."),
    "blur": ("artifacts_and_structure_integrity", "The frames are blurry and lose detail."),
    "colour_drift": ("temporal_consistency", "A colour drift tints the scene over time."),
}


class TruthBook:
    """Executed tokens per pair, side and step (`worldreward.bench.audit.executed_tokens`)."""

    def __init__(self, config: SynthConfig) -> None:
        from worldreward.bench.audit import executed_tokens

        self.executed = {pid: {"left": sides["A"], "right": sides["B"]}
                         for pid, sides in executed_tokens(config).items()}
        self.degradation: dict[str, tuple[str | None, str | None]] = {}
        for plan in plan_bench(config):
            faithful_side = plan.faithful_side or "left"
            degraded_side = "right" if faithful_side == "left" else "left"
            deg_side = {"left": "A", "right": "B"}[degraded_side] if plan.kind == "degraded" else None
            self.degradation[plan.pair_id] = (plan.degradation if plan.kind == "degraded" else None, deg_side)

    def token(self, pair_id: str, side: str, step: int) -> str:
        return self.executed[pair_id]["left" if side == "A" else "right"][step]


def _components(token: str) -> dict[str, int]:
    a = parse_action(token)
    return {"surge": a.surge, "sway": a.sway, "yaw": a.yaw, "pitch": a.pitch}


def _screen(comps: dict[str, int]) -> tuple[int, int, int]:
    h = comps["sway"] + comps["yaw"]
    return comps["surge"], (h > 0) - (h < 0), comps["pitch"]


def _describe(comps: dict[str, int]) -> str:
    parts = [_PHRASE[(axis, v)][0] for axis, v in comps.items() if v]
    if not parts:
        return "the camera stays completely still; there is no camera motion"
    return "the camera " + " and ".join(parts)


def _winner(follow_a: bool, follow_b: bool) -> str:
    return "A" if follow_a and not follow_b else "B" if follow_b and not follow_a else "Tie"


@dataclass
class Mistake:
    kind: str
    field: str
    direction: str | None = None


@dataclass
class TeacherWriter:
    """Writes reviews from the truth with controlled mistakes (module docstring)."""

    truth: TruthBook
    mistake_rate: float = 0.4
    salt: str = "teacher"
    mistakes: dict[str, list[Mistake]] = field(default_factory=dict)

    def _draw(self, key: str) -> float:
        return int(hashlib.sha256(f"{self.salt}:{key}".encode()).hexdigest()[:8], 16) / 0xFFFFFFFF

    def write(self, pair_id: str, chunk_index: int, slots: list[dict[str, Any]], *,
              truthful: bool = False) -> tuple[dict[str, Any], list[Mistake]]:
        key = f"{pair_id}/{chunk_index}"
        believed: dict[tuple[int, str], dict[str, int]] = {}
        commanded: dict[int, dict[str, int]] = {}
        for s in slots:
            k = s["position"] + 1
            commanded[k] = _components(s["token"])
            for side in "AB":
                believed[(k, side)] = _components(self.truth.token(pair_id, side, s["step"]))
        mistakes: list[Mistake] = []
        flicker_side = None
        voting = [s["position"] + 1 for s in slots if s["role"] == "action"]
        if not truthful and self._draw(key) < self.mistake_rate:
            kind = MISTAKE_KINDS[int(self._draw(key + ":kind") * len(MISTAKE_KINDS)) % len(MISTAKE_KINDS)]
            order = sorted(voting, key=lambda k: self._draw(f"{key}:slot{k}"))
            for n, k in enumerate(order[: 2 if kind == "wrong_direction" else 1]):
                side = "A" if self._draw(f"{key}:side{k}") < 0.5 else "B"
                if not any(believed[(k, side)].values()):
                    side = "B" if side == "A" else "A"
                comps = believed[(k, side)]
                if kind == "wrong_direction" and any(comps.values()):
                    # the teacher misreads the dominant screen motion: a turn when there is one
                    axes = [a for a in ("yaw", "pitch") if comps[a]] or [a for a, v in comps.items() if v]
                    axis = axes[int(self._draw(f"{key}:axis{k}") * len(axes)) % len(axes)]
                    comps = {**comps, axis: -comps[axis]}
                    believed[(k, side)] = comps
                    mistakes.append(Mistake("wrong_direction", f"action.{k}.{side}", _PHRASE[(axis, comps[axis])][1]))
                elif kind == "static" and any(comps.values()):
                    believed[(k, side)] = {a: 0 for a in comps}
                    mistakes.append(Mistake("static", f"action.{k}.{side}"))
                elif n == 0:
                    flicker_side = side
                    mistakes.append(Mistake("flicker", f"visual.temporal_consistency.{side}"))
        actions = []
        for s in slots:
            k = s["position"] + 1
            follows = {side: _screen(believed[(k, side)]) == _screen(commanded[k]) for side in "AB"}
            label = parse_action(s["token"]).label
            texts = {}
            for side in "AB":
                verdict = "matches" if follows[side] else "does not match"
                texts[side] = (f"In Video {side} {_describe(believed[(k, side)])}. "
                               f"This {verdict} the commanded {label}.")
            actions.append({"action_id": k, "action_label": label, "video_a_analysis": texts["A"],
                            "video_b_analysis": texts["B"], "winner": _winner(follows["A"], follows["B"])})
        overall = [a["winner"] for a in actions if a["action_id"] in voting]
        n_a, n_b = overall.count("A"), overall.count("B")
        payload = {
            "action_control": {"actions": actions,
                               "overall_summary": "Winners follow the executed camera motion per slot.",
                               "overall_winner": "A" if n_a > n_b else "B" if n_b > n_a else "Tie"},
            "visual_quality": self._visual(pair_id, flicker_side),
        }
        if not truthful:
            self.mistakes[key] = mistakes
        return payload, mistakes

    def _visual(self, pair_id: str, invented_flicker: str | None) -> dict[str, Any]:
        name, deg_side = self.truth.degradation[pair_id]
        dims = {d: {"video_a_analysis": "Textures and lighting stay stable across frames.",
                    "video_b_analysis": "Textures and lighting stay stable across frames.", "winner": "Tie"}
                for d in ("temporal_consistency", "dynamic_generation_quality", "artifacts_and_structure_integrity")}
        for side in "AB":
            key = "video_a_analysis" if side == "A" else "video_b_analysis"
            dims["temporal_consistency"][key] = "No flicker is visible; the lighting stays steady."
        if name in _APPEARANCE_TEXT and deg_side:
            dim, text = _APPEARANCE_TEXT[name]
            key = "video_a_analysis" if deg_side == "A" else "video_b_analysis"
            dims[dim][key] = text
            dims[dim]["winner"] = "B" if deg_side == "A" else "A"
        if invented_flicker:
            key = "video_a_analysis" if invented_flicker == "A" else "video_b_analysis"
            dims["temporal_consistency"][key] = "The picture flickers from frame to frame."
            dims["temporal_consistency"]["winner"] = "B" if invented_flicker == "A" else "A"
        winners = [d["winner"] for d in dims.values()]
        overall = "A" if winners.count("A") > winners.count("B") else "B" if winners.count("B") > winners.count("A") else "Tie"
        return {**dims, "overall_summary": "Visual quality compared over the chunk.", "overall_winner": overall}


# --------------------------------------------------------------------------------------------
# serving


def _thumb(rgb: np.ndarray) -> np.ndarray:
    grey = cv2.cvtColor(rgb, cv2.COLOR_RGB2GRAY) if rgb.ndim == 3 else rgb
    return cv2.resize(grey, (48, 32), interpolation=cv2.INTER_AREA).astype(np.float32)


def _decode_data_uri(url: str) -> np.ndarray | None:
    if not url.startswith("data:"):
        return None
    data = base64.b64decode(url.split(",", 1)[1])
    img = cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR)
    return None if img is None else img[:, :, ::-1]


class ChunkFinder:
    """Finds which saved chunk a request's images show (nearest grid thumbnail)."""

    def __init__(self, evidence_root: Path) -> None:
        self.root = evidence_root
        self._thumbs: dict[Path, tuple[np.ndarray, float]] = {}
        self._lock = threading.Lock()

    def _refresh(self) -> None:
        for grid in self.root.glob("*/*/grid.png"):
            if grid not in self._thumbs:
                img = cv2.imread(str(grid), cv2.IMREAD_COLOR)
                if img is not None:
                    self._thumbs[grid] = (_thumb(img[:, :, ::-1]), img.shape[1] / img.shape[0])

    def find(self, request: StubRequest) -> dict[str, Any]:
        with self._lock:
            self._refresh()
            best, best_d = None, float("inf")
            for url in request.image_urls:
                img = _decode_data_uri(url)
                if img is None:
                    continue
                t, ratio = _thumb(img), img.shape[1] / img.shape[0]
                for grid, (gt, gratio) in self._thumbs.items():
                    if abs(ratio - gratio) > 0.1 * gratio:
                        continue
                    d = float(np.mean((t - gt) ** 2))
                    if d < best_d:
                        best, best_d = grid, d
        if best is None:
            raise LookupError("no saved grid matches the request images")
        return json.loads((best.parent / "evidence.json").read_text())


def teacher_behaviour(writer: TeacherWriter, labels_path: Path):
    """A stub-server behaviour answering judge and revision prompts (module docstring)."""
    finder = ChunkFinder(labels_path.with_name(labels_path.name + ".evidence"))

    def behave(req: StubRequest) -> StubReply:
        ev = finder.find(req)
        slots = [{"position": s["slot"]["position"], "step": s["slot"]["step"],
                  "token": parse_action(s["slot"]["action"]).token if isinstance(s["slot"]["action"], str)
                  else _token_of(s["slot"]["action"]), "role": s["slot"]["role"]} for s in ev["slots"]]
        revision = "An auditor measured the videos" in req.text
        payload, _ = writer.write(ev["pair_id"], ev["chunk"]["index"], slots, truthful=revision)
        return StubReply(body=completion(json.dumps(payload)))

    return behave


def _token_of(action: dict[str, str]) -> str:
    from worldreward.actions import Action

    return Action(**action).token


# --------------------------------------------------------------------------------------------
# one labelled synthetic bench per test session (shared by the label / audit / export tests)

#: The synthetic bench of the label/audit tests: small (fits the test budget) but with every
#: trajectory group, style and degradation family drawn by `bench synth`.
BENCH_CONFIG = SynthConfig(pairs=12, seed=11, size=(256, 160), max_actions=4)
#: Two slots per chunk: more (smaller) reviews from the same videos.
SLOTS_PER_CHUNK = 2


@dataclass
class LabelledBench:
    root: Path
    bench: Path  # bench.jsonl
    labels: Path  # labels.jsonl written by `worldreward label` with the stub teacher
    writer: TeacherWriter
    label_seconds: float


_CACHE: dict[str, LabelledBench] = {}


def labelled_bench(tmp_path_factory) -> LabelledBench:
    """Synthesise `BENCH_CONFIG` and label it through the CLI with the stub teacher (cached)."""
    if "bench" in _CACHE:
        return _CACHE["bench"]
    import time

    from stub_openai import StubOpenAI
    from worldreward.bench.synth import synth_bench

    from worldreward.cli import main

    root = tmp_path_factory.mktemp("labelled_bench")
    bench = synth_bench(root / "bench", BENCH_CONFIG)
    labels = root / "labels.jsonl"
    writer = TeacherWriter(TruthBook(BENCH_CONFIG), mistake_rate=0.5)
    t0 = time.perf_counter()
    with StubOpenAI(model="stub-teacher") as stub:
        stub.default = teacher_behaviour(writer, labels)
        rc = main(["label", "--pairs", str(bench), "--out", str(labels), "--base-url", stub.base_url,
                   "--model", "stub-teacher", "--no-slot-quality", "--max-retries", "0", "--concurrency", "2",
                   "--slots-per-chunk", str(SLOTS_PER_CHUNK)])
    assert rc == 0, "label command failed"
    _CACHE["bench"] = LabelledBench(root, bench, labels, writer, time.perf_counter() - t0)
    return _CACHE["bench"]
