"""Scoring predictions against WorldReward-Bench labels (DESIGN.md "Scoring").

CONTRACT: `score_predictor(specs, predictions, ...)` → `PredictorScore`; `score_many` groups
prediction files by predictor; `to_markdown` / `to_json` render one or several predictors side by
side. Definitions, per axis (``action``, ``appearance``, ``motion``):

- ``all``: over every labelled pair that has an answer on the axis; correct iff the predicted side
  equals the label (so a human tie is correct only if the prediction is ``tie``).
- ``non-tie``: over pairs labelled ``left``/``right`` that have an answer; a predicted tie is wrong.
- ``tie-calibrated``: only when predictions carry scalar margins (> 0 favours left; keys
  ``<axis>_margin`` or ``margins: {axis: m}``): predict ``tie`` iff ``|m| <= eps``, else the sign's
  side; the reported value is the best three-way accuracy over ``eps`` in ``{0} ∪ {|m_i|}`` with
  the smallest such ``eps`` ("Ties Matter" style).
- An axis a predictor never answers is ``None`` (rendered ``--``), never 0.
- A labelled pair with no prediction line, or with ``null`` on an axis, leaves that axis's
  denominator and is counted (``missing``); predictions for unknown pair ids are counted too.
- Bootstrap: percentile 95 % interval over ``bootstrap`` resamples of the scored pairs (seeded).
- Position bias: share of ``left`` among the predictions vs share of ``left`` among the labels of
  the same pairs (a large excess means the predictor favours the first-shown video).
- Slices: ``trajectory_group``, ``style`` and every extra manifest key whose value is a string
  (or a dict with a ``name``, e.g. ``degradation``), with at most `MAX_SLICE_VALUES` values.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from worldreward.pairs import PairSpec, Prediction, load_predictions
from worldreward.types import AXES

#: A slice key with more distinct values than this is skipped (it is an id, not a group).
MAX_SLICE_VALUES = 40
#: Built-in slice keys (always tried first).
BASE_SLICE_KEYS: tuple[str, ...] = ("trajectory_group", "style")

_SHARD_RE = re.compile(r"^(?P<name>.+?)\.shard-(?P<i>\d+)-of-(?P<n>\d+)$")


@dataclass
class Accuracy:
    """One accuracy figure: ``correct / n`` with an optional bootstrap interval."""

    n: int
    correct: int
    acc: float | None
    ci: tuple[float, float] | None = None


@dataclass
class TieCalibrated:
    n: int
    acc: float
    eps: float


@dataclass
class PositionBias:
    n: int
    pred_left: float
    label_left: float

    @property
    def excess(self) -> float:
        return self.pred_left - self.label_left


@dataclass
class AxisScore:
    """All figures for one axis of one predictor. ``answered`` False → every figure is ``--``."""

    answered: bool
    all: Accuracy | None = None
    non_tie: Accuracy | None = None
    tie_calibrated: TieCalibrated | None = None
    position_bias: PositionBias | None = None
    missing: int = 0


@dataclass
class PredictorScore:
    name: str
    files: list[str]
    n_labelled: int
    missing_pairs: int
    unknown_pairs: int
    axes: dict[str, AxisScore]
    #: slice key → slice value → axis → {"all": Accuracy, "non_tie": Accuracy}
    slices: dict[str, dict[str, dict[str, dict[str, Accuracy | None]]]] = field(default_factory=dict)


# ---------------------------------------------------------------- core figures


def _accuracy(correct: np.ndarray, *, bootstrap: int, rng: np.random.Generator) -> Accuracy:
    n = int(correct.size)
    if n == 0:
        return Accuracy(n=0, correct=0, acc=None)
    acc = float(correct.mean())
    ci = None
    if bootstrap > 0:
        idx = rng.integers(0, n, size=(bootstrap, n))
        means = correct[idx].mean(axis=1)
        lo, hi = np.percentile(means, [2.5, 97.5])
        ci = (float(lo), float(hi))
    return Accuracy(n=n, correct=int(correct.sum()), acc=acc, ci=ci)


def accuracy_all(labels: Sequence[str], preds: Sequence[str], *, bootstrap: int = 0, seed: int = 0) -> Accuracy:
    """``all`` accuracy over aligned label/prediction lists (no ``None`` inside)."""
    correct = np.array([p == lab for lab, p in zip(labels, preds, strict=True)], dtype=float)
    return _accuracy(correct, bootstrap=bootstrap, rng=np.random.default_rng(seed))


def accuracy_non_tie(
    labels: Sequence[str], preds: Sequence[str], *, bootstrap: int = 0, seed: int = 0
) -> Accuracy:
    """``non-tie`` accuracy: only left/right labels count; a predicted tie is wrong."""
    kept = [(lab, p) for lab, p in zip(labels, preds, strict=True) if lab != "tie"]
    correct = np.array([p == lab for lab, p in kept], dtype=float)
    return _accuracy(correct, bootstrap=bootstrap, rng=np.random.default_rng(seed))


def tie_calibrated_accuracy(labels: Sequence[str], margins: Sequence[float]) -> TieCalibrated | None:
    """Best three-way accuracy over tie thresholds ``eps`` (tie iff ``|m| <= eps``); smallest best eps."""
    if not labels:
        return None
    m = np.asarray(margins, dtype=float)
    lab = np.asarray(labels)
    best: tuple[float, float] | None = None
    for eps in sorted({0.0, *np.abs(m).tolist()}):
        pred = np.where(np.abs(m) <= eps, "tie", np.where(m > 0, "left", "right"))
        acc = float((pred == lab).mean())
        if best is None or acc > best[0] + 1e-12:
            best = (acc, float(eps))
    assert best is not None
    return TieCalibrated(n=len(labels), acc=best[0], eps=best[1])


def position_bias(labels: Sequence[str], preds: Sequence[str]) -> PositionBias | None:
    """Share of ``left`` among predictions vs among labels of the same pairs."""
    if not labels:
        return None
    n = len(labels)
    return PositionBias(
        n=n,
        pred_left=sum(p == "left" for p in preds) / n,
        label_left=sum(lab == "left" for lab in labels) / n,
    )


# ---------------------------------------------------------------- one predictor


def _slice_value(spec: PairSpec, key: str) -> str | None:
    value = getattr(spec, key, None) if key in BASE_SLICE_KEYS else spec.extra_keys().get(key)
    if isinstance(value, dict):
        value = value.get("name")
    if isinstance(value, str) and value:
        return value
    return None


def slice_keys(specs: Sequence[PairSpec]) -> list[str]:
    """Slice keys present in the bench: the base keys, then extra keys with few string values."""
    keys: list[str] = []
    extra: list[str] = []
    for spec in specs:
        for k in spec.extra_keys():
            if k not in extra:
                extra.append(k)
    for key in (*BASE_SLICE_KEYS, *extra):
        values = {_slice_value(s, key) for s in specs} - {None}
        if values and len(values) <= MAX_SLICE_VALUES and (len(values) < len(specs) or len(specs) < 3):
            keys.append(key)
    return keys


def _axis_score(
    labelled: Sequence[PairSpec], preds: dict[str, Prediction], axis: str, *, bootstrap: int, seed: int
) -> AxisScore:
    labels: list[str] = []
    answers: list[str] = []
    margin_labels: list[str] = []
    margins: list[float] = []
    missing = 0
    for spec in labelled:
        pred = preds.get(spec.pair_id)
        label = getattr(spec.label, axis)
        answer = getattr(pred, axis) if pred is not None else None
        if answer is None:
            missing += 1
            continue
        labels.append(label)
        answers.append(answer)
        m = pred.margin(axis) if pred is not None else None
        if m is not None and np.isfinite(m):
            margin_labels.append(label)
            margins.append(m)
    if not answers:
        return AxisScore(answered=False, missing=missing)
    return AxisScore(
        answered=True,
        all=accuracy_all(labels, answers, bootstrap=bootstrap, seed=seed),
        non_tie=accuracy_non_tie(labels, answers, bootstrap=bootstrap, seed=seed + 1),
        tie_calibrated=tie_calibrated_accuracy(margin_labels, margins),
        position_bias=position_bias(labels, answers),
        missing=missing,
    )


def score_predictor(
    specs: Sequence[PairSpec],
    predictions: dict[str, Prediction],
    *,
    name: str = "predictor",
    files: Sequence[str] = (),
    bootstrap: int = 1000,
    seed: int = 0,
    slices: bool = True,
) -> PredictorScore:
    """Score one predictor on the labelled pairs of ``specs`` (see module docstring)."""
    labelled = [s for s in specs if s.label is not None]
    known = {s.pair_id for s in specs}
    axes = {axis: _axis_score(labelled, predictions, axis, bootstrap=bootstrap, seed=seed) for axis in AXES}
    result = PredictorScore(
        name=name,
        files=list(files),
        n_labelled=len(labelled),
        missing_pairs=sum(s.pair_id not in predictions for s in labelled),
        unknown_pairs=sum(pid not in known for pid in predictions),
        axes=axes,
    )
    if slices:
        for key in slice_keys(labelled):
            groups: dict[str, list[PairSpec]] = {}
            for spec in labelled:
                value = _slice_value(spec, key)
                if value is not None:
                    groups.setdefault(value, []).append(spec)
            result.slices[key] = {}
            for value in sorted(groups):
                per_axis: dict[str, dict[str, Accuracy | None]] = {}
                for axis in AXES:
                    sub = _axis_score(groups[value], predictions, axis, bootstrap=bootstrap, seed=seed)
                    per_axis[axis] = {"all": sub.all, "non_tie": sub.non_tie}
                result.slices[key][value] = per_axis
    return result


# ---------------------------------------------------------------- several files / predictors


def predictor_name(path: str | Path) -> str:
    """Predictor name from a file name: ``geometry.pairs.jsonl`` → ``geometry``;
    ``geometry.shard-0-of-4.pairs.jsonl`` → ``geometry`` (shards of one run merge)."""
    name = Path(path).name
    for suffix in (".pairs.jsonl", ".jsonl"):
        if name.endswith(suffix):
            name = name[: -len(suffix)]
            break
    match = _SHARD_RE.match(name)
    return match.group("name") if match else name


def group_prediction_files(paths: Iterable[str | Path]) -> dict[str, list[Path]]:
    """Group files into predictors: files in one folder with the same `predictor_name` (the
    shards of one run) form one predictor. Names that occur in several folders are prefixed
    with the folder name (``run_a/geometry``). Order of first appearance is kept."""
    groups: dict[tuple[Path, str], list[Path]] = {}
    for p in paths:
        path = Path(p)
        groups.setdefault((path.resolve().parent, predictor_name(path)), []).append(path)
    names = [name for _, name in groups]
    return {
        (f"{folder.name}/{name}" if names.count(name) > 1 else name): files
        for (folder, name), files in groups.items()
    }


def merge_predictions(paths: Sequence[Path]) -> dict[str, Prediction]:
    """Union of several prediction files of one predictor; a pair in two files is an error."""
    from worldreward.errors import ManifestError

    merged: dict[str, Prediction] = {}
    origin: dict[str, Path] = {}
    for path in paths:
        for pid, pred in load_predictions(path).items():
            if pid in merged:
                raise ManifestError(str(path), f"field pair_id: {pid!r} also predicted in {origin[pid]}")
            merged[pid] = pred
            origin[pid] = path
    return merged


def score_many(
    specs: Sequence[PairSpec], prediction_files: Sequence[str | Path], *, bootstrap: int = 1000, seed: int = 0
) -> list[PredictorScore]:
    """Score every predictor named by ``prediction_files`` (files of one predictor are merged)."""
    scores = []
    for name, paths in group_prediction_files(prediction_files).items():
        preds = merge_predictions(paths)
        scores.append(
            score_predictor(
                specs, preds, name=name, files=[str(p) for p in paths], bootstrap=bootstrap, seed=seed
            )
        )
    return scores


# ---------------------------------------------------------------- rendering


def _pct(x: float | None) -> str:
    return "--" if x is None else f"{100 * x:.1f}"


def format_accuracy(a: Accuracy | None, *, with_ci: bool = True, with_n: bool = True) -> str:
    """``81.3 [76.0, 86.1] (n=150)``; ``--`` when not answered / empty."""
    if a is None or a.acc is None:
        return "--"
    text = _pct(a.acc)
    if with_ci and a.ci is not None:
        text += f" [{_pct(a.ci[0])}, {_pct(a.ci[1])}]"
    return f"{text} (n={a.n})" if with_n else text


def summary_rows(scores: Sequence[PredictorScore]) -> list[tuple[str, list[str]]]:
    """Rows (metric, one cell per predictor) of the main table; shared by markdown and HTML."""
    rows: list[tuple[str, list[str]]] = []
    for axis in AXES:
        rows.append((f"{axis} · all", [format_accuracy(s.axes[axis].all) for s in scores]))
        rows.append((f"{axis} · non-tie", [format_accuracy(s.axes[axis].non_tie) for s in scores]))
        cells = []
        for s in scores:
            tc = s.axes[axis].tie_calibrated
            cells.append("--" if tc is None else f"{_pct(tc.acc)} (ε={tc.eps:.3g}, n={tc.n})")
        rows.append((f"{axis} · tie-calibrated", cells))
        cells = []
        for s in scores:
            pb = s.axes[axis].position_bias
            cells.append("--" if pb is None else f"{_pct(pb.pred_left)} vs {_pct(pb.label_left)}")
        rows.append((f"{axis} · left share (pred vs label)", cells))
    rows.append(("labelled pairs", [str(s.n_labelled) for s in scores]))
    rows.append(("missing predictions", [str(s.missing_pairs) for s in scores]))
    return rows


def slice_tables(scores: Sequence[PredictorScore]) -> dict[str, tuple[list[str], list[tuple[str, list[str]]]]]:
    """Per slice key: (header, rows); a row per slice value, ``all`` accuracy per predictor × axis."""
    out: dict[str, tuple[list[str], list[tuple[str, list[str]]]]] = {}
    keys: list[str] = []
    for s in scores:
        keys += [k for k in s.slices if k not in keys]
    many = len(scores) > 1
    for key in keys:
        header = [key, "n"] + [f"{s.name} · {axis}" if many else axis for s in scores for axis in AXES]
        values: list[str] = []
        for s in scores:
            values += [v for v in s.slices.get(key, {}) if v not in values]
        rows = []
        for value in values:
            cells, n = [], 0
            for s in scores:
                for axis in AXES:
                    entry = s.slices.get(key, {}).get(value, {}).get(axis)
                    acc = entry["all"] if entry else None
                    n = max(n, acc.n if acc else 0)
                    cells.append(format_accuracy(acc, with_ci=False, with_n=False))
            rows.append((value, [str(n), *cells]))
        out[key] = (header, rows)
    return out


def _md_table(header: Sequence[str], rows: Sequence[tuple[str, list[str]]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join([label, *cells]) + " |" for label, cells in rows]
    return "\n".join(lines)


def to_markdown(scores: Sequence[PredictorScore]) -> str:
    """The main table plus one slice table per slice key (accuracy in %, 95 % bootstrap CI)."""
    header = ["metric", *[s.name for s in scores]]
    parts = ["## Accuracy (%, 95 % bootstrap CI)", "", _md_table(header, summary_rows(scores))]
    for key, (slice_header, rows) in slice_tables(scores).items():
        parts += ["", f"## By {key} (all, %)", "", _md_table(slice_header, rows)]
    return "\n".join(parts) + "\n"


def to_json(scores: Sequence[PredictorScore], *, bench: str | None = None) -> dict[str, Any]:
    """A JSON-serialisable dict: ``{"bench": ..., "predictors": {name: {...}}}``."""
    return {"bench": bench, "predictors": {s.name: asdict(s) for s in scores}}


def write_json(path: str | Path, data: dict[str, Any]) -> None:
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    Path(path).write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
