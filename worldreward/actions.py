"""Commanded camera actions: tokens, canonical labels, expected screen-space behaviour, frame spans.

CONTRACT (models are fixed; functions are implemented in this module):

- `Action`: one action step = at most one translation + at most one rotation (docs/design.md).
  ``Action.token`` is the canonical token (``"left+camera_down"``, ``"camera_dl"``, ``"idle"``),
  ``Action.label`` the canonical ``"<Translation> | <Rotation>"`` label
  (``"Left | PitchDown"``, ``"IDLE | YawLeft+PitchDown"``, ``"IDLE | IDLE"``).
- `ActionStep`: an action with its inclusive frame span ``[start_frame, end_frame]`` in one video.
  Spans from a span option (`frame_spans`) follow the reference release by default: step i covers
  ``[S_i, S_i + count_i)``, no frame shared with the next step. The ``shared`` convention (an
  explicit option) and the steps read from key logs / trajectories share the boundary frame
  (step i ends where step i+1 starts), so every frame transition belongs to exactly one step.

Sign conventions (integer components, each in {-1, 0, +1}): ``surge`` +1 forward / -1 backward,
``sway`` +1 right / -1 left, ``yaw`` +1 turn right / -1 turn left, ``pitch`` +1 look up / -1 look
down.

Token grammar accepted by `parse_action` (case-insensitive, ``+``-joined, ``-`` read as ``_``):

- translations ``forward backward left right forward_left forward_right backward_left
  backward_right``; aliases ``back`` (backward), ``strafe_left`` / ``strafe_right``;
- keyboard keys ``w`` (forward) ``s`` (backward) ``a`` (left) ``d`` (right). Single letters are
  unambiguous in this vocabulary; a chord of keys on different axes (``w+a``) combines into the
  diagonal (``forward_left``). Named translations never combine: ``forward+left`` is an error
  (write ``forward_left``), as is ``w+s``;
- rotations ``camera_up camera_down camera_left camera_right``, aliases ``camera_u camera_d
  camera_l camera_r yaw_left yaw_right turn_left turn_right left_turn right_turn look_left look_right pitch_up
  pitch_down look_up look_down``, diagonals ``camera_ul camera_ur camera_dl camera_dr``; one yaw
  and one pitch token combine (``camera_left+camera_up`` == ``camera_ul``);
- ``idle`` / ``none`` / ``still`` / ``stop`` / ``noop``: no motion (a no-op inside a ``+`` chord).
"""

from __future__ import annotations

import csv
import math
import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from pydantic import BaseModel, ConfigDict

from .errors import ActionError, ChunkPlanError
from .types import Rotation, Translation

# (surge, sway) per translation token and (yaw, pitch) per rotation token.
_TRANSLATION_COMPONENTS: dict[str, tuple[int, int]] = {
    "idle": (0, 0),
    "forward": (1, 0), "backward": (-1, 0), "left": (0, -1), "right": (0, 1),
    "forward_left": (1, -1), "forward_right": (1, 1),
    "backward_left": (-1, -1), "backward_right": (-1, 1),
}
_ROTATION_COMPONENTS: dict[str, tuple[int, int]] = {
    "idle": (0, 0),
    "camera_left": (-1, 0), "camera_right": (1, 0), "camera_up": (0, 1), "camera_down": (0, -1),
    "camera_ul": (-1, 1), "camera_ur": (1, 1), "camera_dl": (-1, -1), "camera_dr": (1, -1),
}
_TRANSLATION_NAMES = {
    "idle": "IDLE", "forward": "Forward", "backward": "Backward", "left": "Left", "right": "Right",
    "forward_left": "ForwardLeft", "forward_right": "ForwardRight",
    "backward_left": "BackwardLeft", "backward_right": "BackwardRight",
}
_YAW_NAMES = {-1: "YawLeft", 1: "YawRight"}
_PITCH_NAMES = {1: "PitchUp", -1: "PitchDown"}

_IDLE_WORDS = frozenset({"idle", "none", "still", "stop", "noop"})
_TRANSLATION_ALIASES = {"back": "backward", "strafe_left": "left", "strafe_right": "right"}
_KEYS = {"w": (1, 0), "s": (-1, 0), "a": (0, -1), "d": (0, 1)}
_ROTATION_ALIASES = {
    "camera_u": "camera_up", "camera_d": "camera_down", "camera_l": "camera_left",
    "camera_r": "camera_right", "yaw_left": "camera_left", "yaw_right": "camera_right",
    "turn_left": "camera_left", "turn_right": "camera_right", "left_turn": "camera_left",
    "right_turn": "camera_right", "look_left": "camera_left",
    "look_right": "camera_right", "pitch_up": "camera_up", "pitch_down": "camera_down",
    "look_up": "camera_up", "look_down": "camera_down",
}
#: Every accepted token, for error messages.
VOCABULARY: tuple[str, ...] = tuple(
    sorted(set(_TRANSLATION_COMPONENTS) | set(_ROTATION_COMPONENTS) | _IDLE_WORDS
           | set(_TRANSLATION_ALIASES) | set(_KEYS) | set(_ROTATION_ALIASES))
)


class Action(BaseModel):
    """One commanded (or measured) camera action."""

    model_config = ConfigDict(frozen=True)

    translation: Translation = "idle"
    rotation: Rotation = "idle"

    @property
    def surge(self) -> int:
        """+1 forward, -1 backward, 0 none."""
        return _TRANSLATION_COMPONENTS[self.translation][0]

    @property
    def sway(self) -> int:
        """+1 strafe right, -1 strafe left, 0 none."""
        return _TRANSLATION_COMPONENTS[self.translation][1]

    @property
    def yaw(self) -> int:
        """+1 turn right, -1 turn left, 0 none."""
        return _ROTATION_COMPONENTS[self.rotation][0]

    @property
    def pitch(self) -> int:
        """+1 look up, -1 look down, 0 none."""
        return _ROTATION_COMPONENTS[self.rotation][1]

    @property
    def is_idle(self) -> bool:
        return self.translation == "idle" and self.rotation == "idle"

    @property
    def token(self) -> str:
        """Canonical token: ``"left+camera_down"``, ``"camera_dl"``, ``"forward"``, ``"idle"``."""
        parts = [p for p in (self.translation, self.rotation) if p != "idle"]
        return "+".join(parts) if parts else "idle"

    @property
    def label(self) -> str:
        """Canonical label ``"<Translation> | <Rotation>"``, e.g. ``"IDLE | YawLeft+PitchDown"``."""
        rot = [n for n in (_YAW_NAMES.get(self.yaw), _PITCH_NAMES.get(self.pitch)) if n]
        return f"{_TRANSLATION_NAMES[self.translation]} | {'+'.join(rot) if rot else 'IDLE'}"

    @classmethod
    def from_components(cls, surge: int = 0, sway: int = 0, yaw: int = 0, pitch: int = 0) -> Action:
        """The action with these integer components (each -1, 0 or +1)."""
        for name, value in (("surge", surge), ("sway", sway), ("yaw", yaw), ("pitch", pitch)):
            if value not in (-1, 0, 1):
                raise ActionError("components", f"{name} must be -1, 0 or +1, got {value!r}")
        translation = _lookup(_TRANSLATION_COMPONENTS, (surge, sway))
        rotation = _lookup(_ROTATION_COMPONENTS, (yaw, pitch))
        return cls(translation=translation, rotation=rotation)  # type: ignore[arg-type]

    def __str__(self) -> str:
        return self.token


def _lookup(table: dict[str, tuple[int, int]], value: tuple[int, int]) -> str:
    return next(name for name, comps in table.items() if comps == value)


class ActionStep(BaseModel):
    """An action applied over the inclusive frame span ``[start_frame, end_frame]`` of one video."""

    index: int
    action: Action
    start_frame: int
    end_frame: int

    @property
    def span(self) -> tuple[int, int]:
        return (self.start_frame, self.end_frame)


# --------------------------------------------------------------------------------------------
# Parsing


def parse_action(text: str | Action, *, where: str = "") -> Action:
    """Parse one action token (grammar in the module docstring) into an `Action`.

    Raises `ActionError` naming the unknown or conflicting token and listing the vocabulary.
    ``where`` (a file, manifest line ...) prefixes the error location.
    """
    if isinstance(text, Action):
        return text
    loc = f"{where}: action {text!r}" if where else f"action {text!r}"
    if not isinstance(text, str) or not text.strip():
        raise ActionError(loc, "empty action token (use 'idle' for no motion)")
    surge = sway = yaw = pitch = None
    named_translation: str | None = None
    keys: list[str] = []
    for raw in text.strip().lower().replace("-", "_").split("+"):
        tok = raw.strip()
        if tok in _IDLE_WORDS:
            continue
        if tok in _KEYS:
            if named_translation:
                raise ActionError(loc, f"two translations {named_translation!r} and {tok!r}; "
                                       "keys combine only with keys (e.g. 'w+a')")
            keys.append(tok)
            d_surge, d_sway = _KEYS[tok]
            surge, sway = _set_axes(loc, tok, ("surge", surge, d_surge), ("sway", sway, d_sway))
            continue
        tok_t = _TRANSLATION_ALIASES.get(tok, tok)
        if tok_t in _TRANSLATION_COMPONENTS:
            if named_translation or keys:
                other = named_translation or keys[0]
                raise ActionError(loc, f"two translations {other!r} and {tok!r}; "
                                       "at most one translation per action (use e.g. 'forward_left')")
            named_translation = tok
            surge, sway = _TRANSLATION_COMPONENTS[tok_t]
            continue
        tok_r = _ROTATION_ALIASES.get(tok, tok)
        if tok_r in _ROTATION_COMPONENTS:
            d_yaw, d_pitch = _ROTATION_COMPONENTS[tok_r]
            yaw, pitch = _set_axes(loc, tok, ("yaw", yaw, d_yaw), ("pitch", pitch, d_pitch))
            continue
        raise ActionError(loc, f"unknown token {tok!r}; vocabulary: {' '.join(VOCABULARY)}")
    return Action.from_components(surge or 0, sway or 0, yaw or 0, pitch or 0)


def _set_axes(loc: str, tok: str, *axes: tuple[str, int | None, int]) -> list[int | None]:
    """Merge a token's non-zero components into the current ones; an axis may be set once."""
    out: list[int | None] = []
    for name, current, delta in axes:
        if delta and current:
            raise ActionError(loc, f"token {tok!r} sets the {name} axis a second time")
        out.append(delta if delta else current)
    return out


def parse_actions(value: str | Path | Sequence[str | Action]) -> list[Action]:
    """Parse a list of actions.

    ``value`` is a list of tokens/Actions, a string of tokens separated by commas and/or
    whitespace (spaces around ``+`` are allowed), or the path of an existing ``.txt`` (tokens,
    ``#`` comments) or ``.json`` file (a list of tokens, or an object with an ``"actions"`` list).
    Raises `ActionError` naming the item (and file) that is wrong.
    """
    if isinstance(value, Path) or (isinstance(value, str) and _is_action_file(value)):
        return _parse_action_file(Path(value))
    if isinstance(value, str):
        items: list[Any] = _split_tokens(value)
        where = "actions"
    else:
        items = list(value)
        where = "actions"
    if not items:
        raise ActionError(where, "no actions given")
    return [parse_action(item, where=f"{where}[{i}]") for i, item in enumerate(items)]


def _is_action_file(value: str) -> bool:
    return value.lower().endswith((".txt", ".json")) and "\n" not in value


def _split_tokens(text: str) -> list[str]:
    text = re.sub(r"\s*\+\s*", "+", text)
    return [t for t in re.split(r"[,\s]+", text) if t]


def _parse_action_file(path: Path) -> list[Action]:
    from .limits import parse_json, read_text

    if not path.is_file():
        raise ActionError(str(path), "action file does not exist")
    text = read_text(path, error=ActionError, what="action file")
    if path.suffix.lower() == ".json":
        data = parse_json(text, str(path), error=ActionError)
        if isinstance(data, dict):
            data = data.get("actions")
        if not isinstance(data, list) or not all(isinstance(t, str) for t in data):
            raise ActionError(str(path), 'expected a JSON list of tokens or {"actions": [...]}')
        items = data
    else:
        items = _split_tokens("\n".join(line.split("#", 1)[0] for line in text.splitlines()))
    if not items:
        raise ActionError(str(path), "action file contains no actions")
    return [parse_action(t, where=f"{path}[{i}]") for i, t in enumerate(items)]


# --------------------------------------------------------------------------------------------
# Expected behaviour


class Behaviour(BaseModel):
    """What a video that follows an action shows on screen.

    ``moving``: one sentence per commanded component; ``still``: one sentence per axis that
    must NOT move (un-commanded motion on it counts against a video).
    """

    action: str
    label: str
    moving: list[str]
    still: list[str]


_MOVING = {
    ("surge", 1): "Forward: the view moves into the scene; content grows and spreads outward from "
                  "a centre (zoom-like), near objects grow faster than far ones.",
    ("surge", -1): "Backward: the view pulls out of the scene; content shrinks toward a centre and "
                   "new content appears around the borders.",
    ("sway", -1): "Left strafe: existing content slides toward the RIGHT edge and new content "
                  "enters from the LEFT; near objects move faster than far ones (parallax).",
    ("sway", 1): "Right strafe: existing content slides toward the LEFT edge and new content "
                 "enters from the RIGHT; near objects move faster than far ones (parallax).",
    ("yaw", -1): "YawLeft: existing content slides toward the RIGHT edge uniformly and new content "
                 "enters from the LEFT; near and far objects move together (no parallax).",
    ("yaw", 1): "YawRight: existing content slides toward the LEFT edge uniformly and new content "
                "enters from the RIGHT; near and far objects move together (no parallax).",
    ("pitch", 1): "PitchUp: content sinks toward the BOTTOM edge and new content (e.g. sky, "
                  "ceiling) enters at the TOP; near and far objects move together.",
    ("pitch", -1): "PitchDown: content rises toward the TOP edge and new content (e.g. ground, "
                   "floor) enters at the BOTTOM; near and far objects move together.",
}
_STILL = {
    "surge": "No forward/backward motion: content must not grow or shrink overall.",
    "sway": "No sideways strafe: near objects must not slide past far ones (no lateral parallax).",
    "yaw": "No yaw: the view must not pan left or right as a whole.",
    "pitch": "No pitch: the horizon must not drift up or down.",
    "roll": "No roll: the horizon stays level (never commanded in this vocabulary).",
}


def expected_behaviour(action: Action | str) -> Behaviour:
    """The screen-space behaviour a correct video shows for ``action`` (docs/design.md meanings)."""
    act = parse_action(action)
    comps = {"surge": act.surge, "sway": act.sway, "yaw": act.yaw, "pitch": act.pitch}
    moving = [_MOVING[(axis, v)] for axis, v in comps.items() if v]
    still = [_STILL[axis] for axis, v in comps.items() if not v] + [_STILL["roll"]]
    if act.is_idle:
        moving = []
        still = ["IDLE: the camera holds still; the scene may animate but the view must not move."] + still
    return Behaviour(action=act.token, label=act.label, moving=moving, still=still)


# --------------------------------------------------------------------------------------------
# Frame spans

#: Keys that select how action steps map to frames (docs/design.md), in precedence order: when several
#: are given, ``segment_frames`` wins over ``frames_per_action``, which wins over ``num_frames``.
SPAN_KEYS = ("segment_frames", "frames_per_action", "num_frames")
#: How per-step frame counts become frame spans. ``reference`` (the WorldReward release, and the
#: meaning of every bench file): step i covers ``[S_i, S_i + count_i)`` with no shared frame.
#: ``shared`` (an explicit option of ours): consecutive steps share their boundary frame.
SPAN_CONVENTIONS = ("reference", "shared")
DEFAULT_SPAN_CONVENTION = "reference"


def _given(value: Any) -> bool:
    """A span value counts as given unless it is None, 0 or empty (as the reference reads a line)."""
    return value is not None and not (isinstance(value, (int, float, list, tuple)) and not isinstance(value, bool)
                                      and not value)


def _pick_span_option(loc: str, options: dict[str, Any]) -> tuple[str, Any]:
    for name in SPAN_KEYS:
        if _given(options.get(name)):
            return name, options[name]
    raise ActionError(loc, f"give one of {', '.join(SPAN_KEYS)}; got none")


def _emit(notes: list[str] | None, message: str) -> None:
    if notes is not None:
        notes.append(message)
        return
    from .console import warn

    warn(message)


def frame_spans(
    n_steps: int,
    total_frames: int,
    *,
    frames_per_action: int | None = None,
    num_frames: int | None = None,
    segment_frames: Sequence[int] | None = None,
    where: str = "",
    convention: str = DEFAULT_SPAN_CONVENTION,
    notes: list[str] | None = None,
) -> list[tuple[int, int]]:
    """Inclusive frame span ``(start, end)`` of every action step of a ``total_frames`` video.

    The option used is the first given in `SPAN_KEYS` order (``segment_frames`` >
    ``frames_per_action`` > ``num_frames``); none given is an `ActionError`.

    ``convention="reference"`` (default; the WorldReward release): per-step frame counts are
    ``segment_frames``, ``[F] * n`` or ``[num_frames // n] * n``; step i covers
    ``[S_i, S_i + c_i - 1]`` with ``S_i = c_0 + ... + c_{i-1}`` (no shared boundary frame). A
    video shorter than its spans is clamped to its last frame (start and end), as the reference
    does, with a warning (`worldreward.console.warn`, or appended to ``notes`` when given).

    ``convention="shared"`` (explicit option): boundaries ``b_0 = 0 < b_1 < ... < b_n``; step i
    covers ``[b_i, b_{i+1}]`` (consecutive steps share their boundary frame):
    ``frames_per_action=F`` → ``b_i = i * F``; ``num_frames=N`` → ``b_i = round_half_up(i * (N-1) / n)``;
    ``segment_frames`` → cumulative sums. A last boundary equal to ``total_frames`` ends on the last
    frame; a step past the last frame or covering no transition raises `ChunkPlanError`.
    """
    loc = where or "frame spans"
    if convention not in SPAN_CONVENTIONS:
        raise ActionError(loc, f"span convention must be one of {', '.join(SPAN_CONVENTIONS)}, got {convention!r}")
    name, value = _pick_span_option(loc, {"frames_per_action": frames_per_action, "num_frames": num_frames,
                                          "segment_frames": segment_frames})
    if n_steps <= 0:
        raise ActionError(loc, f"need at least one action step, got {n_steps}")
    if total_frames <= 0:
        raise ChunkPlanError(loc, f"video has {total_frames} frames")
    if convention == "reference":
        return _reference_spans(loc, n_steps, total_frames, name, value, notes)
    bounds = _boundaries(loc, n_steps, total_frames, *(value if name == k else None for k in
                                                          ("frames_per_action", "num_frames", "segment_frames")))
    if bounds[-1] == total_frames:
        bounds[-1] = total_frames - 1
    spans = list(zip(bounds[:-1], bounds[1:], strict=True))
    for i, (start, end) in enumerate(spans):
        if end > total_frames - 1:
            raise ChunkPlanError(loc, f"step {i} spans frames [{start}, {end}] but the video has only "
                                      f"{total_frames} frames (last frame {total_frames - 1})")
        if end <= start:
            raise ChunkPlanError(loc, f"step {i} spans frames [{start}, {end}], which covers no frame "
                                      f"transition ({n_steps} steps over {total_frames} frames)")
    return spans


def step_frame_counts(n_steps: int, name: str, value: Any, *, where: str = "") -> list[int]:
    """Frames per step under the reference convention for the span option ``name=value``."""
    loc = where or "frame spans"
    if name == "segment_frames":
        seg = list(value)
        if len(seg) != n_steps:
            raise ActionError(loc, f"segment_frames has {len(seg)} entries for {n_steps} action steps")
        if any(isinstance(f, bool) or int(f) != f or f < 1 for f in seg):
            raise ActionError(loc, f"segment_frames must be positive integers, got {seg}")
        return [int(f) for f in seg]
    if isinstance(value, bool) or int(value) != value:
        raise ActionError(loc, f"{name} must be an integer, got {value!r}")
    if name == "frames_per_action":
        if value < 1:
            raise ActionError(loc, f"frames_per_action must be a positive integer, got {value!r}")
        return [int(value)] * n_steps
    per = int(value) // n_steps
    if per < 1:
        raise ActionError(loc, f"num_frames={value} cannot cover {n_steps} action steps "
                               f"(num_frames // steps must be at least 1)")
    return [per] * n_steps


def _reference_spans(loc: str, n: int, total: int, name: str, value: Any,
                     notes: list[str] | None) -> list[tuple[int, int]]:
    counts = step_frame_counts(n, name, value, where=loc)
    spans: list[tuple[int, int]] = []
    clamped: list[int] = []
    cursor = 0
    for i, count in enumerate(counts):
        start, stop = cursor, cursor + count  # [start, stop)
        cursor = stop
        if stop > total:
            clamped.append(i)
        start = min(start, total - 1)
        stop = max(min(stop, total), start + 1)
        spans.append((start, stop - 1))
    if clamped:
        _emit(notes, f"{loc}: the spans need {cursor} frames but the video has {total}; "
                     f"step(s) {', '.join(map(str, clamped))} clamped to the last frame ({total - 1})")
    return spans


def _boundaries(loc: str, n: int, total: int, fpa: int | None, num: int | None,
                seg: Sequence[int] | None) -> list[int]:
    """Step boundaries of the ``shared`` convention."""
    if fpa is not None:
        if int(fpa) != fpa or fpa < 1:
            raise ActionError(loc, f"frames_per_action must be a positive integer, got {fpa!r}")
        return [i * int(fpa) for i in range(n + 1)]
    if num is not None:
        if int(num) != num or num < 2:
            raise ActionError(loc, f"num_frames must be an integer >= 2, got {num!r}")
        if num > total:
            raise ChunkPlanError(loc, f"num_frames={num} but the video has only {total} frames")
        return [int(math.floor(i * (num - 1) / n + 0.5)) for i in range(n + 1)]
    seg = list(seg or [])
    if len(seg) != n:
        raise ActionError(loc, f"segment_frames has {len(seg)} entries for {n} action steps")
    if any(int(f) != f or f < 1 for f in seg):
        raise ActionError(loc, f"segment_frames must be positive integers, got {seg}")
    return [0] + np.cumsum(np.asarray(seg, dtype=np.int64)).astype(int).tolist()


def build_steps(
    actions: Sequence[Action | str],
    total_frames: int,
    *,
    where: str = "",
    **span_kw: Any,
) -> list[ActionStep]:
    """`ActionStep` per action with its span from `frame_spans` (``span_kw``: one span option)."""
    acts = parse_actions(list(actions))
    spans = frame_spans(len(acts), total_frames, where=where, **span_kw)
    return [ActionStep(index=i, action=a, start_frame=s, end_frame=e)
            for i, (a, (s, e)) in enumerate(zip(acts, spans, strict=True))]


def resolve_span_options(pair_level: dict[str, Any] | None, side_level: dict[str, Any] | None) -> dict:
    """The span option that applies to one side, the way the reference release reads a line.

    For each option the side's own value wins over the pair's; then the first present in
    `SPAN_KEYS` order wins (``segment_frames`` > ``frames_per_action`` > ``num_frames``). So a
    top-level ``segment_frames`` beats a per-side ``frames_per_action`` (`shadowed_span_option`
    names that case). A value of ``0`` or ``[]`` counts as absent, as in the reference. Only the
    span keys are read. Returns ``{name: value}`` (one key), or ``{}`` when neither level sets
    any option (`frame_spans` rejects that).
    """
    side = side_level or {}
    pair = pair_level or {}
    for name in SPAN_KEYS:
        value = side.get(name) if _given(side.get(name)) else pair.get(name)
        if _given(value):
            return {name: value}
    return {}


def shadowed_span_option(pair_level: dict[str, Any] | None, side_level: dict[str, Any] | None) -> str | None:
    """A sentence when a per-side option loses to a higher-precedence top-level one, else None."""
    chosen = resolve_span_options(pair_level, side_level)
    if not chosen:
        return None
    (name,) = chosen
    side = side_level or {}
    if _given(side.get(name)):
        return None
    own = [k for k in SPAN_KEYS if _given(side.get(k))]
    if not own:
        return None
    return (f"the per-side {own[0]} is not used: the top-level {name} takes precedence "
            f"({' > '.join(SPAN_KEYS)}, as the reference release reads it)")


# --------------------------------------------------------------------------------------------
# Steps from per-transition tokens (shared by key logs and trajectories)


def _runs(tokens: Sequence[Action]) -> list[list[Any]]:
    runs: list[list[Any]] = []
    for tok in tokens:
        if runs and runs[-1][0] == tok:
            runs[-1][1] += 1
        else:
            runs.append([tok, 1])
    return runs


def _smooth(runs: list[list[Any]], min_run: int) -> list[list[Any]]:
    """Absorb runs shorter than ``min_run`` into a neighbour, shortest first.

    A short run between two runs of the same token joins them; otherwise it joins its longer
    neighbour. Adjacent equal runs are merged after every step.
    """
    runs = [list(r) for r in runs]
    while len(runs) > 1:
        short = [i for i, r in enumerate(runs) if r[1] < min_run]
        if not short:
            break
        i = min(short, key=lambda j: (runs[j][1], j))
        left = runs[i - 1] if i > 0 else None
        right = runs[i + 1] if i + 1 < len(runs) else None
        target = left if right is None or (left is not None and left[1] >= right[1]) else right
        if left is not None and right is not None and left[0] == right[0]:
            target = left
        target[1] += runs[i][1]
        del runs[i]
        merged: list[list[Any]] = []
        for r in runs:
            if merged and merged[-1][0] == r[0]:
                merged[-1][1] += r[1]
            else:
                merged.append(r)
        runs = merged
    return runs


def steps_from_transitions(tokens: Sequence[Action], *, min_run: int = 2,
                           first_frame: int = 0) -> list[ActionStep]:
    """Merge per-transition actions (``tokens[t]`` = motion from frame t to t+1) into steps.

    Runs of equal actions become one step spanning ``[first, last + 1]`` frames; runs shorter
    than ``min_run`` transitions are smoothed away (see `_smooth`).
    """
    if not tokens:
        return []
    steps: list[ActionStep] = []
    start = first_frame
    for i, (act, length) in enumerate(_smooth(_runs(tokens), max(1, min_run))):
        steps.append(ActionStep(index=i, action=act, start_frame=start, end_frame=start + length))
        start += length
    return steps


# --------------------------------------------------------------------------------------------
# Keyboard / mouse logs

#: Default mouse threshold: |dx| or |dy| of at least this many pixels per frame counts as turning.
MOUSE_THRESHOLD_PX = 2.0


def steps_from_keylog(
    path_or_records: str | Path | Iterable[dict[str, Any]],
    *,
    mouse_threshold: float = MOUSE_THRESHOLD_PX,
    min_run: int = 2,
    invert_y: bool = False,
) -> list[ActionStep]:
    """Action steps from a per-frame keyboard/mouse log (JSONL, CSV, or a list of dicts).

    One record per video frame. Keys: a ``keys`` field (``"w,a"``, ``"w+a"``, ``"W A"`` or a
    list) or boolean ``w``/``a``/``s``/``d`` fields; W forward, S backward, A left, D right
    (opposite keys cancel; other keys such as space/shift are ignored). Mouse: ``dx``, ``dy``
    (or ``mouse_dx``/``mouse_dy``) in screen pixels, y pointing DOWN: ``dx >= t`` camera_right,
    ``dx <= -t`` camera_left, ``dy <= -t`` (mouse moved up) camera_up, ``dy >= t`` camera_down;
    ``invert_y`` flips the pitch for "inverted mouse" logs. ``t`` = ``mouse_threshold``
    (default 2 px/frame).

    World-model convention: record i is the input that PRODUCED frame i, i.e. it describes the
    motion from frame i-1 to frame i; record 0 (the conditioning frame) is ignored. A log of n
    records therefore yields steps covering frames ``[0, n-1]``. Runs shorter than ``min_run``
    transitions are absorbed by a neighbour. Raises `ActionError` naming ``file:line``.
    """
    records = _read_records(path_or_records)
    name = str(path_or_records) if isinstance(path_or_records, (str, Path)) else "keylog"
    if len(records) < 2:
        raise ActionError(name, f"a key log needs at least 2 records (frames), got {len(records)}")
    tokens = [_record_action(rec, f"{name}:{line}", mouse_threshold, invert_y)
              for line, rec in records[1:]]
    return steps_from_transitions(tokens, min_run=min_run)


def _read_records(src: str | Path | Iterable[dict[str, Any]]) -> list[tuple[int, dict[str, Any]]]:
    if not isinstance(src, (str, Path)):
        return [(i + 1, dict(r)) for i, r in enumerate(src)]
    from .jsonl import iter_jsonl
    from .limits import read_text

    path = Path(src)
    if not path.is_file():
        raise ActionError(str(path), "key log does not exist")
    if path.suffix.lower() == ".csv":
        reader = csv.DictReader(read_text(path, error=ActionError, what="key log").splitlines())
        try:
            return [(reader.line_num, {k.strip().lower(): v for k, v in row.items() if isinstance(k, str)})
                    for row in reader]
        except csv.Error as exc:
            raise ActionError(f"{path}:{reader.line_num}", f"not valid CSV ({exc})") from None
    return [(i, {str(k).lower(): v for k, v in rec.items()})
            for i, rec in iter_jsonl(path, strict=True, error=ActionError, allow_torn_tail=False)]


def _truthy(value: Any) -> bool:
    if isinstance(value, str):
        return value.strip().lower() in ("1", "true", "yes", "y", "on", "pressed", "down")
    return bool(value)


def _pressed_keys(rec: dict[str, Any], loc: str) -> set[str]:
    keys = rec.get("keys")
    if keys is None:
        return {k for k in _KEYS if _truthy(rec.get(k, False))}
    if isinstance(keys, str):
        keys = re.split(r"[,+\s;|]+", keys)
    if not isinstance(keys, (list, tuple)):
        raise ActionError(loc, f"keys={keys!r} is neither a string nor a list of keys")
    return {str(k).strip().lower() for k in keys if str(k).strip()}


def _number(rec: dict[str, Any], names: tuple[str, ...], loc: str) -> float:
    for name in names:
        if name in rec and rec[name] not in (None, ""):
            try:
                return float(rec[name])
            except (TypeError, ValueError) as exc:
                raise ActionError(loc, f"{name}={rec[name]!r} is not a number") from exc
    return 0.0


def _record_action(rec: dict[str, Any], loc: str, threshold: float, invert_y: bool) -> Action:
    keys = _pressed_keys(rec, loc)
    surge = ("w" in keys) - ("s" in keys)
    sway = ("d" in keys) - ("a" in keys)
    dx = _number(rec, ("dx", "mouse_dx"), loc)
    dy = _number(rec, ("dy", "mouse_dy"), loc)
    yaw = 1 if dx >= threshold else -1 if dx <= -threshold else 0
    pitch = -1 if dy >= threshold else 1 if dy <= -threshold else 0
    if invert_y:
        pitch = -pitch
    return Action.from_components(surge, sway, yaw, pitch)


# --------------------------------------------------------------------------------------------
# Camera trajectories

#: Default per-frame rotation (degrees) above which yaw/pitch counts as commanded.
ROT_DEG_THRESHOLD = 0.3
#: Default translation threshold, as a fraction of the trajectory's typical per-frame step.
TRANS_THRESHOLD = 0.3


def steps_from_trajectory(
    path: str | Path,
    *,
    format: str = "auto",
    rot_deg_threshold: float = ROT_DEG_THRESHOLD,
    trans_threshold: float = TRANS_THRESHOLD,
    trans_abs_threshold: float | None = None,
    min_run: int = 2,
) -> list[ActionStep]:
    """Action steps from a camera trajectory (one pose per video frame).

    Formats (``format="auto"`` picks by suffix: ``.txt`` → ``re10k``, ``.npy``/``.json`` →
    ``c2w``):

    - ``re10k``: RealEstate10K text; an optional first line (URL), then per frame
      ``timestamp fx fy cx cy 0 0`` + a row-major 3x4 WORLD-TO-CAMERA matrix;
    - ``c2w``: 4x4 CAMERA-TO-WORLD matrices, ``.npy`` of shape (T, 4, 4) or a JSON list (or
      ``{"poses": [...]}``).

    Camera axes are OpenCV's (x right, y down, z forward). For each pair of consecutive frames
    the motion of camera t+1 in camera t's frame gives: yaw = angle of the new viewing direction
    toward +x (positive = turn right), pitch = its angle toward -y (positive = look up), surge =
    z translation (forward), sway = x translation (right); vertical translation and roll are
    not in the vocabulary and ignored. A rotation axis counts when its angle is at least
    ``rot_deg_threshold`` degrees per frame. Translation scale is arbitrary (RE10K), so a
    translation axis counts when its component is at least ``trans_threshold`` times the
    typical step (median of per-frame step lengths above 5% of the largest), or at least
    ``trans_abs_threshold`` when given. Runs shorter than ``min_run`` frames are smoothed away.
    """
    src = Path(path)
    c2w = load_trajectory(src, format=format)
    rel = np.linalg.inv(c2w[:-1]) @ c2w[1:]  # pose of camera t+1 in camera t's frame
    fwd = rel[:, :3, 2]
    yaw_deg = np.degrees(np.arctan2(fwd[:, 0], fwd[:, 2]))
    pitch_deg = np.degrees(np.arctan2(-fwd[:, 1], np.hypot(fwd[:, 0], fwd[:, 2])))
    trans = rel[:, :3, 3]
    if trans_abs_threshold is not None:
        t_thr = float(trans_abs_threshold)
    else:
        t_thr = trans_threshold * _typical_step(np.linalg.norm(trans[:, [0, 2]], axis=1))
    tokens = [
        Action.from_components(
            surge=_sign(trans[t, 2], t_thr), sway=_sign(trans[t, 0], t_thr),
            yaw=_sign(yaw_deg[t], rot_deg_threshold), pitch=_sign(pitch_deg[t], rot_deg_threshold),
        )
        for t in range(len(rel))
    ]
    return steps_from_transitions(tokens, min_run=min_run)


def _typical_step(lengths: np.ndarray) -> float:
    """Median per-frame step length among frames that move (above 5% of the largest)."""
    if lengths.size == 0 or lengths.max() <= 0:
        return math.inf  # no translation anywhere: nothing crosses the threshold
    moving = lengths[lengths >= 0.05 * lengths.max()]
    return float(np.median(moving))


def _sign(value: float, threshold: float) -> int:
    if not math.isfinite(threshold) or abs(value) < threshold or value == 0:
        return 0
    return 1 if value > 0 else -1


def load_trajectory(path: str | Path, *, format: str = "auto") -> np.ndarray:
    """Camera-to-world poses ``(T, 4, 4)`` from an RE10K text file or a c2w ``.npy``/``.json``."""
    src = Path(path)
    if not src.is_file():
        raise ActionError(str(src), "trajectory file does not exist")
    fmt = format
    if fmt == "auto":
        fmt = {".txt": "re10k", ".npy": "c2w", ".json": "c2w"}.get(src.suffix.lower(), "")
        if not fmt:
            raise ActionError(str(src), "cannot tell the trajectory format from the suffix; "
                                        "pass format='re10k' or 'c2w'")
    if fmt == "re10k":
        c2w = _read_re10k(src)
    elif fmt == "c2w":
        c2w = _read_c2w(src)
    else:
        raise ActionError(str(src), f"unknown trajectory format {format!r} (use re10k or c2w)")
    if len(c2w) < 2:
        raise ActionError(str(src), f"a trajectory needs at least 2 poses, got {len(c2w)}")
    if not np.all(np.isfinite(c2w)):
        raise ActionError(str(src), "trajectory contains non-finite values")
    dets = np.linalg.det(c2w[:, :3, :3])
    bad = np.flatnonzero(np.abs(dets - 1.0) > 1e-2)
    if bad.size:
        raise ActionError(str(src), f"pose {int(bad[0])} has no valid rotation (det {dets[bad[0]]:.3f})")
    return c2w


def _read_re10k(src: Path) -> np.ndarray:
    from .limits import read_text

    poses = []
    for i, line in enumerate(read_text(src, error=ActionError, what="trajectory").splitlines(), 1):
        parts = line.split()
        if not parts:
            continue
        try:
            values = [float(p) for p in parts]
        except ValueError:
            if i == 1:
                continue  # the URL header line
            raise ActionError(f"{src}:{i}", "expected 19 numbers per line") from None
        if len(values) != 19:
            raise ActionError(f"{src}:{i}", f"expected 19 numbers per line, got {len(values)}")
        w2c = np.eye(4)
        w2c[:3, :4] = np.asarray(values[7:], dtype=np.float64).reshape(3, 4)
        poses.append(w2c)
    if not poses:
        return np.zeros((0, 4, 4))
    w2c = np.stack(poses)
    c2w = np.tile(np.eye(4), (len(w2c), 1, 1))
    rot_t = np.transpose(w2c[:, :3, :3], (0, 2, 1))
    c2w[:, :3, :3] = rot_t
    c2w[:, :3, 3] = -np.einsum("nij,nj->ni", rot_t, w2c[:, :3, 3])
    return c2w


def _read_c2w(src: Path) -> np.ndarray:
    from .limits import read_json

    try:
        if src.suffix.lower() == ".npy":
            # Memory-mapped: a header that promises more data than the file holds is refused
            # without allocating it. numpy's header parser raises many types on a damaged file
            # (ValueError, EOFError, SyntaxError, tokenize errors, ...): all mean "not a .npy".
            try:
                data = np.array(np.load(src, allow_pickle=False, mmap_mode="r"))
            except Exception as exc:
                raise ValueError(f"not a readable .npy array: {type(exc).__name__}: {exc}") from None
        else:
            raw = read_json(src, error=ActionError, what="trajectory")
            if isinstance(raw, dict):
                raw = raw.get("poses", raw.get("c2w"))
            data = np.asarray(raw, dtype=np.float64)
    except (ValueError, OSError, TypeError, EOFError) as exc:
        raise ActionError(str(src), f"cannot read camera-to-world poses ({exc})") from None
    if data.ndim != 3 or data.shape[1:] != (4, 4):
        raise ActionError(str(src), f"expected camera-to-world poses of shape (T, 4, 4), got {data.shape}")
    if not (np.issubdtype(data.dtype, np.floating) or np.issubdtype(data.dtype, np.integer)):
        raise ActionError(str(src), f"expected numeric poses, got dtype {data.dtype}")
    return data.astype(np.float64)
