"""Pair specs and manifests: ``bench.jsonl`` lines, CLI pairs, and ``*.pairs.jsonl`` predictions.

CONTRACT: `PairSpec` is one bench/pair line (docs/design.md); `load_pairs(path, allow_absolute_paths=...)`
reads a manifest, validates every line, resolves paths against the manifest folder and confines
them to it; errors are `ManifestError` naming ``file:line`` and the field.

Path rule (`resolve_path`): a relative path is joined to the manifest's folder and must stay inside
it after ``..`` and symlinks are resolved; an absolute path is refused unless
``allow_absolute_paths`` (which also lifts the confinement, for manifests that point elsewhere).
`load_pairs` returns specs whose ``input_image`` / ``left.video`` / ``right.video`` are the resolved
absolute paths, so a spec can be judged from any working directory.

Frame spans, read as the reference release reads them (docs/design.md): ``segment_frames`` >
``frames_per_action`` > ``num_frames`` when several are given; each may sit at top level or inside
``left`` / ``right``, and for each option the per-side value wins (`actions.resolve_span_options`).
Step i covers frames ``[S_i, S_i + count_i)`` (``num_frames`` → ``num_frames // n`` per step); a
video shorter than its spans is clamped to its last frame with a warning. A line's
``span_convention: "shared"`` (our boundary-sharing meaning) is an explicit opt-in, never the
default. No option at either level for a side is an error.

Benchmark-only fields: ``label`` axes may be ``null`` (that axis is not scored) and extra keys in
``label`` are kept; ``trajectory_group`` / ``style`` may hold any string (kept as slice values).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from .actions import SPAN_CONVENTIONS, SPAN_KEYS, frame_spans, resolve_span_options, shadowed_span_option
from .errors import ManifestError
from .types import AXES, Side

if TYPE_CHECKING:
    from .actions import Action

#: The three ways to give frame spans (docs/design.md), in precedence order.
SPAN_OPTIONS: tuple[str, ...] = SPAN_KEYS


class SideSpec(BaseModel):
    """One side (left = A, right = B) of a pair."""

    model_config = ConfigDict(extra="allow")

    video: str
    model: str | None = None
    frames_per_action: int | None = None
    num_frames: int | None = None
    segment_frames: list[int] | None = None


class Label(BaseModel):
    """Human verdicts. ``None`` on an axis = not labelled (not scored); extra keys are kept."""

    model_config = ConfigDict(extra="allow")

    action: Side | None = None
    appearance: Side | None = None
    motion: Side | None = None


class PairSpec(BaseModel):
    """One pair to judge (a bench line or CLI arguments). Extra keys are kept (slices)."""

    model_config = ConfigDict(extra="allow")

    pair_id: str
    input_image: str | None = None
    input_caption: str | None = None
    actions: list[str]
    frames_per_action: int | None = None
    num_frames: int | None = None
    segment_frames: list[int] | None = None
    left: SideSpec
    right: SideSpec
    label: Label | None = None
    #: ``pure_translation`` | ``pure_rotation`` | ``compound`` in the reference bench; any value kept
    trajectory_group: str | None = None
    #: ``photo`` | ``game_anime`` | ``traditional`` in the reference bench; any value kept
    style: str | None = None
    #: how the span option maps to frames (`actions.SPAN_CONVENTIONS`); bench files: ``reference``
    span_convention: Literal["reference", "shared"] = "reference"

    def _span_levels(self, side: Literal["left", "right"]) -> tuple[dict[str, Any], dict[str, Any]]:
        holder = getattr(self, side)
        return ({k: getattr(self, k) for k in SPAN_OPTIONS}, {k: getattr(holder, k) for k in SPAN_OPTIONS})

    @cached_property
    def parsed_actions(self) -> list[Action]:
        """The action tokens parsed once into `worldreward.actions.Action` objects."""
        from .actions import parse_actions

        return parse_actions(list(self.actions))

    def span_option(self, side: Literal["left", "right"]) -> tuple[str, int | list[int]]:
        """The frame-span option that applies to ``side``: ``(name, value)``
        (`actions.resolve_span_options`: per side first for each option, then
        ``segment_frames`` > ``frames_per_action`` > ``num_frames``).

        Raises ``ValueError`` when none is given (`load_pairs` has already rejected such lines).
        """
        chosen = resolve_span_options(*self._span_levels(side))
        if not chosen:
            raise ValueError(f"pair {self.pair_id}: no frame span for the {side} side")
        ((name, value),) = chosen.items()
        return name, value

    def span_notes(self, side: Literal["left", "right"]) -> list[str]:
        """Warnings about how the line's span options were read for ``side`` (empty when plain)."""
        note = shadowed_span_option(*self._span_levels(side))
        return [f"pair {self.pair_id} {side}: {note}"] if note else []

    def frame_spans(self, side: Literal["left", "right"], total_frames: int, *, where: str = "",
                    convention: str | None = None, notes: list[str] | None = None) -> list[tuple[int, int]]:
        """Inclusive frame span of every action step on ``side`` for a ``total_frames`` video.

        ``convention`` overrides the line's ``span_convention``; ``notes`` collects warnings
        (clamped spans, a shadowed per-side option) instead of printing them.
        """
        name, value = self.span_option(side)
        for note in self.span_notes(side):
            if notes is not None:
                notes.append(note)
            else:
                from .console import warn

                warn(note)
        return frame_spans(len(self.actions), total_frames, where=where or f"pair {self.pair_id} {side}",
                           convention=convention or self.span_convention, notes=notes, **{name: value})

    def extra_keys(self) -> dict[str, Any]:
        """Keys beyond the docs/design.md fields (e.g. ``degradation``): slice material for scoring."""
        return dict(self.model_extra or {})


_LETTER_SIDES = {"A": "left", "B": "right", "Tie": "tie", "TIE": "tie"}


class Prediction(BaseModel):
    """One ``*.pairs.jsonl`` line. ``None`` on an axis = not answered (reported ``--``).
    The reference's ``A`` / ``B`` / ``Tie`` values are read as ``left`` / ``right`` / ``tie``.

    Scalar margins (> 0 favours left) may come as ``<axis>_margin`` keys or as
    ``"margins": {axis: float}``; `margin` reads both.
    """

    model_config = ConfigDict(extra="allow")

    pair_id: str
    action: Side | None = None
    appearance: Side | None = None
    motion: Side | None = None

    @field_validator("action", "appearance", "motion", mode="before")
    @classmethod
    def _sides(cls, value: Any) -> Any:
        return _LETTER_SIDES.get(value, value) if isinstance(value, str) else value

    def margin(self, axis: str) -> float | None:
        """The scalar margin for ``axis`` (``<axis>_margin`` first, then ``margins[axis]``)."""
        extra = self.model_extra or {}
        value = extra.get(f"{axis}_margin")
        if value is None and isinstance(extra.get("margins"), dict):
            value = extra["margins"].get(axis)
        if value is None or isinstance(value, bool):
            return None
        try:
            return float(value)
        except (TypeError, ValueError):
            return None


def resolve_path(base_dir: str | Path, value: str, *, allow_absolute: bool = False) -> Path:
    """Resolve a manifest path ``value`` against ``base_dir``; confine it unless ``allow_absolute``.

    Relative paths must stay inside ``base_dir`` after resolving ``..`` and symlinks. Absolute
    paths are refused unless ``allow_absolute``. Raises ``ValueError`` with the reason (callers
    wrap it into a `ManifestError` naming file, line and field).
    """
    if not isinstance(value, str) or not value.strip():
        raise ValueError("empty path")
    if "\x00" in value:
        raise ValueError("path contains a NUL byte")
    raw = Path(value).expanduser() if value.startswith("~") else Path(value)
    if raw.is_absolute():
        if not allow_absolute:
            raise ValueError(f"absolute path {value!r} refused (pass --allow-absolute-paths to allow)")
        return Path(os.path.realpath(raw))
    base = Path(os.path.realpath(base_dir))
    resolved = Path(os.path.realpath(base / raw))
    if not allow_absolute and not resolved.is_relative_to(base):
        raise ValueError(
            f"path {value!r} resolves to {resolved}, outside the manifest folder {base} "
            "(`..` or a symlink escape; pass --allow-absolute-paths to allow)"
        )
    return resolved


def _problem_from_validation(exc: ValidationError) -> str:
    first = exc.errors()[0]
    loc = ".".join(str(p) for p in first["loc"]) or "<line>"
    more = f" (+{len(exc.errors()) - 1} more problem(s))" if len(exc.errors()) > 1 else ""
    return f"field {loc}: {first['msg']}{more}"


def _check_spans(spec: PairSpec) -> None:
    """Each side must get a span option whose value is usable; raise ValueError('field ...')."""
    from .actions import step_frame_counts
    from .errors import ActionError

    n = len(spec.actions)
    for side in ("left", "right"):
        try:
            name, value = spec.span_option(side)
        except ValueError:
            raise ValueError(
                f"field {side}: no frame span; give one of {', '.join(SPAN_OPTIONS)} at top level or per side"
            ) from None
        prefix = f"{side}." if getattr(getattr(spec, side), name) == value else ""
        if spec.span_convention == "shared" and name == "num_frames" and value < n + 1:
            raise ValueError(f"field {prefix}{name}: {value} frames cannot hold {n} actions (need >= {n + 1})")
        try:
            step_frame_counts(n, name, value)
        except ActionError as exc:
            raise ValueError(f"field {prefix}{name}: {exc.problem}") from None


def _check_actions(actions: list[str], where: str) -> None:
    """Every token must parse (docs/design.md vocabulary); the error names ``actions[i]``."""
    from .actions import parse_action
    from .errors import ActionError

    for i, token in enumerate(actions):
        try:
            parse_action(token)
        except ActionError as exc:
            raise ManifestError(where, f"field actions[{i}]: {exc.problem}") from None


def parse_pair_line(
    obj: dict[str, Any], where: str, base_dir: str | Path, *, allow_absolute_paths: bool = False
) -> PairSpec:
    """Validate one decoded manifest line and resolve its paths; `ManifestError` at ``where``."""
    try:
        spec = PairSpec.model_validate(obj)
    except ValidationError as exc:
        raise ManifestError(where, _problem_from_validation(exc)) from None
    if not spec.pair_id.strip():
        raise ManifestError(where, "field pair_id: must not be empty")
    if not spec.actions:
        raise ManifestError(where, "field actions: must list at least one action")
    _check_actions(spec.actions, where)
    try:
        _check_spans(spec)
    except ValueError as exc:
        raise ManifestError(where, str(exc)) from None
    updates: dict[str, Any] = {}
    for field, holder, attr in (
        ("left.video", spec.left, "video"),
        ("right.video", spec.right, "video"),
        ("input_image", spec, "input_image"),
    ):
        value = getattr(holder, attr)
        if value is None:
            continue
        try:
            resolved = resolve_path(base_dir, value, allow_absolute=allow_absolute_paths)
        except ValueError as exc:
            raise ManifestError(where, f"field {field}: {exc}") from None
        updates[field] = str(resolved)
    spec.left.video = updates["left.video"]
    spec.right.video = updates["right.video"]
    if "input_image" in updates:
        spec.input_image = updates["input_image"]
    return spec


def load_pairs(
    path: str | Path,
    *,
    allow_absolute_paths: bool = False,
    on_error: Callable[[str, str], None] | None = None,
) -> list[PairSpec]:
    """Read a ``bench.jsonl`` / pairs manifest: every line validated, paths resolved and confined.

    Raises `ManifestError` (``file:line``, ``field X: problem``) on the first bad line, including
    a ``pair_id`` seen before (both lines named). With ``on_error(where, reason)`` a bad line is
    reported there and skipped instead (the batch commands judge the other lines). A manifest with
    no pairs at all is an error either way.
    """
    from .jsonl import iter_jsonl

    path = Path(path)
    if not path.is_file():
        raise ManifestError(str(path), "manifest not found (or not a file)")
    base_dir = path.parent
    specs: list[PairSpec] = []
    seen: dict[str, int] = {}
    bad = 0

    def report(where: str, reason: str) -> None:
        nonlocal bad
        if on_error is None:
            raise ManifestError(where, reason)
        bad += 1
        on_error(where, reason)

    lines = iter_jsonl(path, strict=on_error is None, allow_torn_tail=False,
                       on_bad_line=lambda n, reason: report(f"{path}:{n}", reason))
    for line_no, obj in lines:
        where = f"{path}:{line_no}"
        try:
            spec = parse_pair_line(obj, where, base_dir, allow_absolute_paths=allow_absolute_paths)
        except ManifestError as exc:
            if on_error is None:
                raise
            report(exc.where, exc.problem)
            continue
        if spec.pair_id in seen:
            report(where, f"field pair_id: duplicate {spec.pair_id!r} (first on line {seen[spec.pair_id]})")
            continue
        seen[spec.pair_id] = line_no
        specs.append(spec)
    if not specs and not bad:
        raise ManifestError(str(path), "manifest has no pairs")
    return specs


def load_predictions(path: str | Path) -> dict[str, Prediction]:
    """Read a ``*.pairs.jsonl`` predictions file → ``{pair_id: Prediction}`` (file order kept).

    Axis values must be ``left|right|tie|null``; a duplicate ``pair_id`` is an error naming both
    lines. Raises `ManifestError` naming ``file:line`` and the field.
    """
    from .jsonl import iter_jsonl

    path = Path(path)
    if not path.is_file():
        raise ManifestError(str(path), "predictions file not found (or not a file)")
    out: dict[str, Prediction] = {}
    lines: dict[str, int] = {}
    for line_no, obj in iter_jsonl(path, strict=True):
        where = f"{path}:{line_no}"
        try:
            pred = Prediction.model_validate(obj)
        except ValidationError as exc:
            raise ManifestError(where, _problem_from_validation(exc)) from None
        if pred.pair_id in out:
            raise ManifestError(
                where, f"field pair_id: duplicate {pred.pair_id!r} (first on line {lines[pred.pair_id]})"
            )
        out[pred.pair_id] = pred
        lines[pred.pair_id] = line_no
    return out


__all__ = [
    "AXES",
    "SPAN_CONVENTIONS",
    "SPAN_OPTIONS",
    "Label",
    "PairSpec",
    "Prediction",
    "SideSpec",
    "load_pairs",
    "load_predictions",
    "parse_pair_line",
    "resolve_path",
]
