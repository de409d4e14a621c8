"""Scoring predictions against WorldReward-Bench labels (docs/design.md "Scoring").

CONTRACT: `score_predictor(specs, predictions, ...)` → `PredictorScore`; `score_many` groups
prediction files by predictor; `to_markdown` / `to_json` render one or several predictors side by
side. Definitions, per axis (``action``, ``appearance``, ``motion``):

The reference figures (the rule of the WorldReward release's ``worldreward-bench/score.py``,
printed with 2 decimals as ``77.63 (590/760)``):

- ``all``: over every pair labelled on the axis (a ``null`` label is not scored) that has a
  prediction line; correct iff the predicted side equals the label (a human tie is correct only
  if the prediction is ``tie``).
- ``non-tie``: the same over pairs labelled ``left``/``right``; a predicted tie is wrong.
- An axis is *answered* by a predictor when any of its predictions is non-null on it. On an
  answered axis a ``null`` answer counts as wrong and stays in the denominator (``nulls``); an
  axis a predictor never answers is ``None`` (rendered ``--``), never 0.
- A labelled pair with no prediction line leaves every denominator and is counted and warned
  about (``missing``); predictions for unknown pair ids are counted too.

Our extras, shown beside the reference figures, never instead of them:

- ``tie-calibrated``: only when predictions carry scalar margins (> 0 favours left; keys
  ``<axis>_margin`` or ``margins: {axis: m}``): predict ``tie`` iff ``|m| <= eps``, else the sign's
  side; the reported value is the best three-way accuracy over ``eps`` in ``{0} ∪ {|m_i|}`` with
  the smallest such ``eps`` ("Ties Matter" style).
- Bootstrap: percentile 95 % interval over ``bootstrap`` resamples of the scored pairs (seeded).
- Position bias: share of ``left`` among the predictions vs share of ``left`` among the labels of
  the same pairs (a large excess means the predictor favours the first-shown video).
- Slices: ``trajectory_group``, ``style`` (every value, not only the reference's three) and
  every extra manifest key whose value is a string (or a dict with a ``name``, e.g.
  ``degradation``), with at most `MAX_SLICE_VALUES` values; a slice uses the predictor's
  answered axes.

Prediction files (`load_prediction_file`): ``*.pairs.jsonl`` lines (axis values ``left | right |
tie | null``, or the reference's ``A | B | Tie``), and the reference's chunk-level
``chunk_predictions.json`` (a list of chunk records, or an object with ``chunks`` / ``records``),
whose ``review_payload`` s are aggregated here with `worldreward.vote.aggregate` (the reference
rule); a pair none of whose chunks parsed is ``tie`` on every axis, as the reference scores it
(counted in ``PredictionFile.failed_pairs`` and warned about). Shards of one run merge into one
predictor: ours ``NAME.shard-I-of-N.pairs.jsonl`` and the reference's
``NAME.shardIofN.json`` / ``NAME.pairs.shardIofN.jsonl`` (chunk records merge by
``(pair_id, chunk_id)``, later files win, as the reference merges them).
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

_SHARD_RE = re.compile(r"^(?P<name>.+?)\.shard-?(?P<i>\d+)-?of-?(?P<n>\d+)$")


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
    #: pairs labelled on this axis with no prediction line (left out of the denominators)
    missing: int = 0
    #: pairs labelled on this axis whose prediction is null on it (counted wrong when answered)
    nulls: int = 0


@dataclass
class PredictorScore:
    name: str
    files: list[str]
    n_labelled: int
    missing_pairs: int
    unknown_pairs: int
    axes: dict[str, AxisScore]
    #: pairs of a chunk-level file none of whose chunks parsed (scored tie, the reference rule)
    failed_pairs: int = 0
    #: chunk records whose stored review did not validate (they cast no vote)
    bad_chunks: int = 0
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


def accuracy_all(labels: Sequence[str], preds: Sequence[str | None], *, bootstrap: int = 0,
                 seed: int = 0) -> Accuracy:
    """``all`` accuracy over aligned label/prediction lists (a ``None`` prediction is wrong)."""
    correct = np.array([p == lab for lab, p in zip(labels, preds, strict=True)], dtype=float)
    return _accuracy(correct, bootstrap=bootstrap, rng=np.random.default_rng(seed))


def accuracy_non_tie(
    labels: Sequence[str], preds: Sequence[str | None], *, bootstrap: int = 0, seed: int = 0
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


def position_bias(labels: Sequence[str], preds: Sequence[str | None]) -> PositionBias | None:
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


def answered_axes(predictions: dict[str, Prediction]) -> set[str]:
    """Axes on which any prediction is non-null (the reference's "modelled" axes)."""
    return {axis for axis in AXES if any(getattr(p, axis) is not None for p in predictions.values())}


def _axis_score(
    labelled: Sequence[PairSpec], preds: dict[str, Prediction], axis: str, *, answered: bool,
    bootstrap: int, seed: int,
) -> AxisScore:
    labels: list[str] = []
    answers: list[str | None] = []
    margin_labels: list[str] = []
    margins: list[float] = []
    missing = nulls = 0
    for spec in labelled:
        label = getattr(spec.label, axis)
        if label is None:
            continue  # not labelled on this axis: not scored
        pred = preds.get(spec.pair_id)
        if pred is None:
            missing += 1
            continue
        answer = getattr(pred, axis)
        nulls += answer is None
        labels.append(label)
        answers.append(answer)  # a null never equals a label: wrong
        m = pred.margin(axis)
        if m is not None and np.isfinite(m):
            margin_labels.append(label)
            margins.append(m)
    if not answered:
        return AxisScore(answered=False, missing=missing, nulls=nulls)
    return AxisScore(
        answered=True,
        all=accuracy_all(labels, answers, bootstrap=bootstrap, seed=seed),
        non_tie=accuracy_non_tie(labels, answers, bootstrap=bootstrap, seed=seed + 1),
        tie_calibrated=tie_calibrated_accuracy(margin_labels, margins),
        position_bias=position_bias(labels, answers),
        missing=missing,
        nulls=nulls,
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
    answered = answered_axes(predictions)
    axes = {axis: _axis_score(labelled, predictions, axis, answered=axis in answered, bootstrap=bootstrap,
                              seed=seed) for axis in AXES}
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
                    sub = _axis_score(groups[value], predictions, axis, answered=axis in answered,
                                      bootstrap=bootstrap, seed=seed)
                    per_axis[axis] = {"all": sub.all, "non_tie": sub.non_tie}
                result.slices[key][value] = per_axis
    return result


# ---------------------------------------------------------------- several files / predictors


def predictor_name(path: str | Path) -> str:
    """Predictor name from a file name: ``geometry.pairs.jsonl`` → ``geometry``; shards of one run
    share it: ``geometry.shard-0-of-4.pairs.jsonl``, the reference's ``hpsv3.pairs.shard0of4.jsonl``
    → ``hpsv3`` and ``chunk_predictions.shard0of8.json`` → ``chunk_predictions``."""
    name = Path(path).name
    for suffix in (".pairs.jsonl", ".jsonl", ".json"):
        if name.endswith(suffix):
            name = name[: -len(suffix)]
            break
    match = _SHARD_RE.match(name)
    name = match.group("name") if match else name
    return name[: -len(".pairs")] if name.endswith(".pairs") else name


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


@dataclass
class PredictionFile:
    """Predictions of one predictor read from its file(s), with what reading them found."""

    predictions: dict[str, Prediction]
    #: pairs of chunk-level files none of whose chunks parsed (scored ``tie``, the reference rule)
    failed_pairs: int = 0
    #: chunk records whose stored ``review_payload`` did not validate (they cast no vote)
    bad_chunks: int = 0


def is_chunk_file(path: str | Path) -> bool:
    """A reference chunk-level file (``chunk_predictions.json`` and its shards)."""
    return Path(path).suffix.lower() == ".json"


def _chunk_records(path: Path) -> list[dict[str, Any]]:
    from worldreward.errors import ManifestError

    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ManifestError(str(path), f"not a readable chunk predictions file ({exc})") from None
    if isinstance(data, dict):
        data = data.get("chunks") or data.get("records") or []
    if not isinstance(data, list):
        raise ManifestError(str(path), "expected a JSON list of chunk records (or {\"chunks\": [...]})")
    for i, rec in enumerate(data):
        if not isinstance(rec, dict) or not isinstance(rec.get("pair_id"), str) or not isinstance(
                rec.get("chunk_id"), int) or isinstance(rec.get("chunk_id"), bool):
            raise ManifestError(f"{path}[{i}]", "a chunk record needs a string pair_id and an integer chunk_id")
    return data


def predictions_from_chunks(records: Iterable[dict[str, Any]]) -> PredictionFile:
    """Pair predictions from reference chunk records: each pair's parsed ``review_payload`` s are
    aggregated with `worldreward.vote.aggregate` (every slot votes in the tie-break); a pair with
    no parsed chunk is ``tie`` on every axis, as the reference scores it."""
    from worldreward.errors import ReviewError
    from worldreward.profiles import payload_from_object
    from worldreward.review import ChunkReview, ReviewMeta
    from worldreward.vote import aggregate

    by_pair: dict[str, list[ChunkReview]] = {}
    bad = failed = 0
    for rec in records:
        reviews = by_pair.setdefault(rec["pair_id"], [])
        payload = rec.get("review_payload")
        if not payload:
            continue
        try:
            parsed = payload_from_object(payload, expected_slots=None)
        except ReviewError:
            bad += 1
            continue
        reviews.append(ChunkReview(pair_id=rec["pair_id"], chunk_index=int(rec["chunk_id"]), payload=parsed,
                                   meta=ReviewMeta(judge="chunk_predictions")))
    out: dict[str, Prediction] = {}
    for pid, reviews in by_pair.items():
        verdict = aggregate(sorted(reviews, key=lambda r: r.chunk_index), pair_id=pid, judge="chunk_predictions")
        failed += verdict.failed
        out[pid] = Prediction(pair_id=pid, action=verdict.action.winner, appearance=verdict.appearance.winner,
                              motion=verdict.motion.winner, chunks=sum(1 for _ in reviews),
                              failed=verdict.failed)
    return PredictionFile(out, failed_pairs=failed, bad_chunks=bad)


def load_prediction_files(paths: Sequence[Path]) -> PredictionFile:
    """The predictions of one predictor: chunk-level files merged by ``(pair_id, chunk_id)``
    (later files win) and aggregated; ``*.pairs.jsonl`` files united (a pair in two is an error)."""
    from worldreward.errors import ManifestError

    chunks: dict[tuple[str, int], dict[str, Any]] = {}
    for path in (p for p in paths if is_chunk_file(p)):
        for rec in _chunk_records(Path(path)):
            chunks[(rec["pair_id"], int(rec["chunk_id"]))] = rec
    result = predictions_from_chunks(chunks[k] for k in sorted(chunks)) if chunks else PredictionFile({})
    origin: dict[str, Path] = {pid: next(p for p in paths if is_chunk_file(p)) for pid in result.predictions}
    for path in (p for p in paths if not is_chunk_file(p)):
        for pid, pred in load_predictions(path).items():
            if pid in result.predictions:
                raise ManifestError(str(path), f"field pair_id: {pid!r} also predicted in {origin[pid]}")
            result.predictions[pid] = pred
            origin[pid] = Path(path)
    return result


def merge_predictions(paths: Sequence[Path]) -> dict[str, Prediction]:
    """Union of several prediction files of one predictor (`load_prediction_files`)."""
    return load_prediction_files(paths).predictions


def score_many(
    specs: Sequence[PairSpec], prediction_files: Sequence[str | Path], *, bootstrap: int = 1000, seed: int = 0
) -> list[PredictorScore]:
    """Score every predictor named by ``prediction_files`` (files of one predictor are merged)."""
    scores = []
    for name, paths in group_prediction_files(prediction_files).items():
        loaded = load_prediction_files(paths)
        score = score_predictor(specs, loaded.predictions, name=name, files=[str(p) for p in paths],
                                bootstrap=bootstrap, seed=seed)
        score.failed_pairs, score.bad_chunks = loaded.failed_pairs, loaded.bad_chunks
        scores.append(score)
    return scores


# ---------------------------------------------------------------- rendering


def _pct(x: float | None) -> str:
    return "--" if x is None else f"{100 * x:.1f}"


def reference_figure(a: Accuracy | None) -> str:
    """The reference's figure, 2 decimals: ``77.63``; ``--`` when not answered / empty."""
    return "--" if a is None or a.acc is None else f"{100 * a.acc:.2f}"


def format_accuracy(a: Accuracy | None, *, with_ci: bool = True, with_n: bool = True) -> str:
    """``81.33 (122/150) [76.0, 86.1]``: the reference figure (2 decimals) with its count, then
    our 95 % bootstrap interval; ``--`` when not answered / empty."""
    if a is None or a.acc is None:
        return "--"
    text = reference_figure(a)
    if with_n:
        text += f" ({a.correct}/{a.n})"
    if with_ci and a.ci is not None:
        text += f" [{_pct(a.ci[0])}, {_pct(a.ci[1])}]"
    return text


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
    rows.append(("missing predictions (left out)", [str(s.missing_pairs) for s in scores]))
    rows.append(("null answers (counted wrong)",
                 [" / ".join(str(s.axes[a].nulls if s.axes[a].answered else 0) for a in AXES) for s in scores]))
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
    parts = ["## Accuracy (%)", "",
             "`all` / `non-tie`: the reference rule, 2 decimals (correct/n), then our 95 % bootstrap CI; "
             "a null answer on an answered axis is wrong, a missing pair is left out. Tie-calibrated and "
             "left share are our extras. Null answers are per axis (action / appearance / motion).", "",
             _md_table(header, summary_rows(scores))]
    for key, (slice_header, rows) in slice_tables(scores).items():
        parts += ["", f"## By {key} (all, %)", "", _md_table(slice_header, rows)]
    return "\n".join(parts) + "\n"


def to_json(scores: Sequence[PredictorScore], *, bench: str | None = None) -> dict[str, Any]:
    """A JSON-serialisable dict: ``{"bench": ..., "predictors": {name: {...}}}``."""
    return {"bench": bench, "predictors": {s.name: asdict(s) for s in scores}}


def write_json(path: str | Path, data: dict[str, Any]) -> None:
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    Path(path).write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
