"""Pair specs and manifests: ``bench.jsonl`` lines, CLI pairs, and ``*.pairs.jsonl`` predictions.

CONTRACT: `PairSpec` is one bench/pair line (DESIGN.md); `load_pairs(path, allow_absolute_paths=...)`
reads a manifest, validates every line, resolves paths against the manifest folder and confines
them to it; errors are `ManifestError` naming ``file:line`` and the field.

Path rule (`resolve_path`): a relative path is joined to the manifest's folder and must stay inside
it after ``..`` and symlinks are resolved; an absolute path is refused unless
``allow_absolute_paths`` (which also lifts the confinement, for manifests that point elsewhere).
`load_pairs` returns specs whose ``input_image`` / ``left.video`` / ``right.video`` are the resolved
absolute paths, so a spec can be judged from any working directory.

Frame spans: exactly one of ``frames_per_action``, ``num_frames``, ``segment_frames`` per side,
given at top level or inside ``left`` / ``right`` (the per-side value wins). Two options at the same
level, or none at either level for a side, is an error.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from .errors import ManifestError
from .types import AXES, Side

#: The three ways to give frame spans (DESIGN.md); exactly one applies to each side.
SPAN_OPTIONS: tuple[str, ...] = ("frames_per_action", "num_frames", "segment_frames")


class SideSpec(BaseModel):
    """One side (left = A, right = B) of a pair."""

    model_config = ConfigDict(extra="allow")

    video: str
    model: str | None = None
    frames_per_action: int | None = None
    num_frames: int | None = None
    segment_frames: list[int] | None = None


class Label(BaseModel):
    model_config = ConfigDict(extra="forbid")

    action: Side
    appearance: Side
    motion: Side


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
    trajectory_group: Literal["pure_translation", "pure_rotation", "compound"] | None = None
    style: Literal["photo", "game_anime", "traditional"] | None = None

    def span_option(self, side: Literal["left", "right"]) -> tuple[str, int | list[int]]:
        """The frame-span option that applies to ``side``: ``(name, value)``, per side first.

        Raises ``ValueError`` when none is given (`load_pairs` has already rejected such lines).
        """
        for holder in (getattr(self, side), self):
            for name in SPAN_OPTIONS:
                value = getattr(holder, name)
                if value is not None:
                    return name, value
        raise ValueError(f"pair {self.pair_id}: no frame span for the {side} side")

    def extra_keys(self) -> dict[str, Any]:
        """Keys beyond the DESIGN.md fields (e.g. ``degradation``): slice material for scoring."""
        return dict(self.model_extra or {})


class Prediction(BaseModel):
    """One ``*.pairs.jsonl`` line. ``None`` on an axis = not answered (reported ``--``).

    Scalar margins (> 0 favours left) may come as ``<axis>_margin`` keys or as
    ``"margins": {axis: float}``; `margin` reads both.
    """

    model_config = ConfigDict(extra="allow")

    pair_id: str
    action: Side | None = None
    appearance: Side | None = None
    motion: Side | None = None

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
    """Enforce the exactly-one frame-span rule and sane values; raise ValueError('field ...')."""
    n = len(spec.actions)
    top = [name for name in SPAN_OPTIONS if getattr(spec, name) is not None]
    if len(top) > 1:
        raise ValueError(f"field {top[1]}: give exactly one of {', '.join(SPAN_OPTIONS)} (also got {top[0]})")
    for side in ("left", "right"):
        here = [name for name in SPAN_OPTIONS if getattr(getattr(spec, side), name) is not None]
        if len(here) > 1:
            raise ValueError(
                f"field {side}.{here[1]}: give exactly one of {', '.join(SPAN_OPTIONS)} (also got {here[0]})"
            )
        if not here and not top:
            raise ValueError(
                f"field {side}: no frame span; give one of {', '.join(SPAN_OPTIONS)} at top level or per side"
            )
        holder, prefix = (getattr(spec, side), f"{side}.") if here else (spec, "")
        name = (here or top)[0]
        value = getattr(holder, name)
        if name == "segment_frames":
            if len(value) != n:
                raise ValueError(f"field {prefix}{name}: has {len(value)} entries for {n} actions")
            if any(v < 1 for v in value):
                raise ValueError(f"field {prefix}{name}: every entry must be >= 1")
        elif name == "frames_per_action" and value < 1:
            raise ValueError(f"field {prefix}{name}: must be >= 1, got {value}")
        elif name == "num_frames" and value < n + 1:
            raise ValueError(f"field {prefix}{name}: {value} frames cannot hold {n} actions (need >= {n + 1})")


def _check_actions(actions: list[str], where: str) -> None:
    """Every token must parse (DESIGN.md vocabulary); the error names ``actions[i]``."""
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


def load_pairs(path: str | Path, *, allow_absolute_paths: bool = False) -> list[PairSpec]:
    """Read a ``bench.jsonl`` / pairs manifest: every line validated, paths resolved and confined.

    Raises `ManifestError` (``file:line``, ``field X: problem``) on the first bad line, including
    a ``pair_id`` seen before (both lines named). Empty manifests are an error too.
    """
    from .jsonl import iter_jsonl

    path = Path(path)
    if not path.is_file():
        raise ManifestError(str(path), "manifest not found (or not a file)")
    base_dir = path.parent
    specs: list[PairSpec] = []
    seen: dict[str, int] = {}
    for line_no, obj in iter_jsonl(path, strict=True, allow_torn_tail=False):
        where = f"{path}:{line_no}"
        spec = parse_pair_line(obj, where, base_dir, allow_absolute_paths=allow_absolute_paths)
        if spec.pair_id in seen:
            raise ManifestError(
                where, f"field pair_id: duplicate {spec.pair_id!r} (first on line {seen[spec.pair_id]})"
            )
        seen[spec.pair_id] = line_no
        specs.append(spec)
    if not specs:
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
