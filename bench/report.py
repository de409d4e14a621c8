"""A self-contained HTML report of bench runs (``worldreward bench report``).

CONTRACT: `build_report(bench, runs, out)` writes ONE HTML file with inline CSS and images as
base64 ``data:`` URIs (no external asset, no script): the score tables of every predictor found
in the run folders (every ``*.pairs.jsonl``; shard files merge, see `worldreward.bench.score`),
then, for each pair where some predictor disagrees with the label (bench order, at most
``max_disagreements``), the label, each predictor's verdict per axis (wrong ones marked), its
error if any, the keyframe grid of the pair's chunk of interest (the chunk holding the recorded
degradation slot, else the first chunk) and the judge's reasoning from the cached chunk reviews
(``cache*.jsonl`` of the run folder, filtered by the review hash in ``<name>.summary.json``).

The grid is composed with `worldreward.images.keyframe_grid` from the start/mid/end frames of
each slot (the same layout as the evidence ``grid`` image) without re-measuring motion, so a
report over hundreds of pairs stays quick.
"""

from __future__ import annotations

import base64
import html
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from worldreward.console import progress, warn
from worldreward.pairs import PairSpec, Prediction, load_pairs
from worldreward.review import VISUAL_DIMENSIONS, ChunkReview
from worldreward.store import RunCache
from worldreward.types import AXES

from .score import (
    PredictorScore,
    group_prediction_files,
    merge_predictions,
    score_predictor,
    slice_tables,
    summary_rows,
)

#: Pixel budget of one keyframe grid in the report (JPEG, so ~50-100 kB each).
GRID_MAX_PIXELS = 420 * 1024
JPEG_QUALITY = 80

CSS = """
body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;margin:24px;color:#1d2330;background:#f7f8fa}
h1{font-size:22px;margin:0 0 4px} h2{font-size:18px;margin:28px 0 8px;border-bottom:2px solid #d6dae1}
h3{font-size:15px;margin:0 0 6px} .muted{color:#667085;font-size:13px}
table{border-collapse:collapse;margin:6px 0 14px;background:#fff;font-size:13px}
th,td{border:1px solid #d6dae1;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#eef1f5} td.num{font-variant-numeric:tabular-nums;white-space:nowrap}
.card{background:#fff;border:1px solid #d6dae1;border-radius:8px;padding:12px 14px;margin:14px 0}
.grid img{max-width:100%;border:1px solid #d6dae1;border-radius:4px}
.ok{color:#157f3b;font-weight:600} .bad{color:#b42318;font-weight:700} .err{color:#b42318}
.tag{display:inline-block;background:#eef1f5;border-radius:10px;padding:1px 8px;margin-right:4px;font-size:12px}
details{margin:4px 0} summary{cursor:pointer;font-size:13px;color:#344054}
.reason{font-size:12.5px;margin:4px 0 4px 12px;line-height:1.4} .reason b{color:#344054}
"""


@dataclass
class Predictor:
    """One predictor of the report: its predictions, the run folder's cache and judge hash."""

    name: str
    folder: Path
    files: list[Path]
    predictions: dict[str, Prediction]
    judge_hash: str | None
    cache: RunCache


def find_predictors(runs: Sequence[str | Path]) -> list[Predictor]:
    """Every predictor in the run folders (``*.pairs.jsonl``; shard files merged)."""
    files: list[Path] = []
    for run in runs:
        found = sorted(Path(run).glob("*.pairs.jsonl"))
        if not found:
            warn(f"{run}: no *.pairs.jsonl in this run folder")
        files += found
    caches: dict[Path, RunCache] = {}
    out = []
    for name, paths in group_prediction_files(files).items():
        folder = paths[0].parent
        if folder not in caches:
            caches[folder] = RunCache(folder, writable=False)
        out.append(Predictor(name, folder, paths, merge_predictions(paths), _judge_hash(paths), caches[folder]))
    return out


def _judge_hash(pred_files: Sequence[Path]) -> str | None:
    for path in pred_files:
        summary = path.with_name(path.name.replace(".pairs.jsonl", ".summary.json"))
        if summary.is_file():
            try:
                info = json.loads(summary.read_text(encoding="utf-8"))
                return info.get("review_hash") or info.get("judge_hash")  # the key the reviews are stored under
            except (OSError, json.JSONDecodeError):
                continue
    return None


# ---------------------------------------------------------------- images


def data_uri(image: np.ndarray) -> str:
    """RGB uint8 image → ``data:image/jpeg;base64,...``."""
    import cv2

    ok, buf = cv2.imencode(".jpg", image[:, :, ::-1], [cv2.IMWRITE_JPEG_QUALITY, JPEG_QUALITY])
    if not ok:
        raise ValueError("JPEG encoding failed")
    return "data:image/jpeg;base64," + base64.b64encode(buf.tobytes()).decode("ascii")


def chunk_of_interest(spec: PairSpec, slots_per_chunk: int) -> int:
    """The chunk holding the recorded degradation slot, else 0."""
    deg = spec.extra_keys().get("degradation")
    slot = deg.get("slot") if isinstance(deg, dict) else None
    return int(slot) // slots_per_chunk if isinstance(slot, int) and slot >= 0 else 0


def keyframe_grid_for(spec: PairSpec, *, chunk_index: int = 0, slots_per_chunk: int = 4,
                      max_pixels: int = GRID_MAX_PIXELS) -> np.ndarray:
    """The keyframe grid (start/mid/end per slot, A over B) of one chunk of a pair."""
    from worldreward.chunks import plan_spec
    from worldreward.evidence import slot_title
    from worldreward.images import keyframe_grid
    from worldreward.video import load_video

    clip_a, clip_b = load_video(spec.left.video), load_video(spec.right.video)
    chunks = plan_spec(spec, clip_a.num_frames, clip_b.num_frames, slots_per_chunk=slots_per_chunk,
                              reference_slot=False)
    chunk = chunks[min(chunk_index, len(chunks) - 1)]

    def frames(clip: Any, span: Any) -> np.ndarray:
        return clip.frames[[span.start, (span.start + span.end) // 2, span.end]]

    ka = [frames(clip_a, s.left) for s in chunk.slots]
    kb = [frames(clip_b, s.right) for s in chunk.slots]
    if ka[0].shape[1:3] != kb[0].shape[1:3]:
        from worldreward.images import fit_tile

        h, w = ka[0].shape[1:3]
        kb = [np.stack([fit_tile(f, h, w) for f in stack]) for stack in kb]
    return keyframe_grid(ka, kb, [slot_title(s) for s in chunk.slots], max_pixels=max_pixels)


# ---------------------------------------------------------------- HTML pieces


def _e(text: Any) -> str:
    return html.escape(str(text), quote=True)


def _table(header: Sequence[str], rows: Sequence[tuple[str, list[str]]]) -> str:
    head = "".join(f"<th>{_e(h)}</th>" for h in header)
    body = "".join(
        "<tr><td>" + _e(label) + "</td>" + "".join(f'<td class="num">{_e(c)}</td>' for c in cells) + "</tr>"
        for label, cells in rows
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def scores_html(scores: Sequence[PredictorScore]) -> str:
    parts = ["<h2>Accuracy (%, 95 % bootstrap CI)</h2>",
             _table(["metric", *[s.name for s in scores]], summary_rows(scores))]
    for key, (header, rows) in slice_tables(scores).items():
        parts += [f"<h2>By {_e(key)} (all, %)</h2>", _table(header, rows)]
    return "\n".join(parts)


def _reviews_for(pred: Predictor, pair_id: str) -> list[tuple[str, ChunkReview]]:
    """``(order, review)`` of a pair's cached chunk reviews for this predictor's judge hash."""
    out = []
    for key, review in sorted(pred.cache.reviews.items(), key=lambda kv: (kv[0].chunk_index, kv[0].order)):
        if key.pair_id == pair_id and (pred.judge_hash is None or key.judge_hash == pred.judge_hash):
            out.append((key.order, review))
    return out


def reasoning_html(review: ChunkReview, order: str, *, open_: bool = False) -> str:
    """One chunk review: action per slot and the visual dimensions, with analyses (collapsible)."""
    ac, vq = review.payload.action_control, review.payload.visual_quality
    swapped = " (judged with sides swapped; A/B as shown to the judge)" if order == "BA" else ""
    lines = [f"<div class='reason'><b>action overall: {_e(ac.overall_winner)}</b> — {_e(ac.overall_summary)}</div>"]
    for s in ac.actions:
        lines.append(f"<div class='reason'><b>slot {s.action_id} {_e(s.action_label)}: {_e(s.winner)}</b> — "
                     f"A: {_e(s.video_a_analysis)} · B: {_e(s.video_b_analysis)}</div>")
    lines.append(f"<div class='reason'><b>visual overall: {_e(vq.overall_winner)}</b> — {_e(vq.overall_summary)}</div>")
    for dim in VISUAL_DIMENSIONS:
        d = getattr(vq, dim)
        lines.append(f"<div class='reason'><b>{_e(dim)}: {_e(d.winner)}</b> — "
                     f"A: {_e(d.video_a_analysis)} · B: {_e(d.video_b_analysis)}</div>")
    return (f"<details{' open' if open_ else ''}><summary>chunk {review.chunk_index} · {_e(review.meta.judge)}{_e(swapped)}</summary>"
            + "".join(lines) + "</details>")


def _verdict_cells(spec: PairSpec, pred: Prediction | None) -> str:
    cells = []
    for axis in AXES:
        label = getattr(spec.label, axis)
        value = getattr(pred, axis) if pred is not None else None
        if value is None:
            cells.append("<td class='num'>--</td>")
        else:
            cls = "ok" if value == label else "bad"
            cells.append(f"<td class='num {cls}'>{_e(value)}</td>")
    return "".join(cells)


def pair_card(spec: PairSpec, predictors: Sequence[Predictor], grid_uri: str | None, grid_note: str,
              *, chunk: int = 0) -> str:
    """One disagreement: tags, label row, one row per predictor, grid, reasoning (``chunk`` open)."""
    deg = spec.extra_keys().get("degradation")
    tags = [spec.trajectory_group, spec.style]
    if isinstance(deg, dict) and deg.get("name"):
        tags.append(f"degradation: {deg['name']}" + (f" @slot {deg['slot']}" if deg.get("slot") is not None else "")
                    + (f" ({deg['side']})" if deg.get("side") else ""))
    head = "".join(f"<th>{a}</th>" for a in AXES)
    rows = ["<tr><td><b>label</b></td>" + "".join(f"<td class='num'>{_e(getattr(spec.label, a))}</td>" for a in AXES)
            + "<td></td></tr>"]
    reasons = []
    for p in predictors:
        pred = p.predictions.get(spec.pair_id)
        err = (pred.model_extra or {}).get("error") if pred is not None else "no prediction"
        rows.append(f"<tr><td>{_e(p.name)}</td>{_verdict_cells(spec, pred)}"
                    f"<td class='err'>{_e(err) if err else ''}</td></tr>")
        reviews = _reviews_for(p, spec.pair_id)
        if reviews:
            reasons.append(f"<div class='muted'>{_e(p.name)} — reasoning from cached chunk reviews</div>"
                           + "".join(reasoning_html(r, order, open_=r.chunk_index == chunk and order == "AB")
                                     for order, r in reviews))
    grid = (f"<div class='grid'><img alt='keyframe grid of {_e(spec.pair_id)}' src='{grid_uri}'>"
            f"<div class='muted'>{_e(grid_note)}</div></div>") if grid_uri else f"<div class='err'>{_e(grid_note)}</div>"
    return (f"<div class='card' id='{_e(spec.pair_id)}'><h3>{_e(spec.pair_id)}</h3>"
            f"<div>{''.join(f'<span class=tag>{_e(t)}</span>' for t in tags if t)}</div>"
            f"<div class='muted'>actions: {_e(' · '.join(spec.actions))}</div>"
            f"<table><thead><tr><th></th>{head}<th>error</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
            f"{grid}{''.join(reasons)}</div>")


def disagreements(specs: Sequence[PairSpec], predictors: Sequence[Predictor]) -> list[PairSpec]:
    """Labelled pairs where some predictor answers an axis differently from the label (bench order)."""
    out = []
    for spec in specs:
        if spec.label is None:
            continue
        for p in predictors:
            pred = p.predictions.get(spec.pair_id)
            if pred is not None and any(
                getattr(pred, a) is not None and getattr(pred, a) != getattr(spec.label, a) for a in AXES
            ):
                out.append(spec)
                break
    return out


def build_report(
    bench: str | Path,
    runs: Sequence[str | Path],
    out: str | Path,
    *,
    max_disagreements: int = 60,
    bootstrap: int = 1000,
    seed: int = 0,
    slots_per_chunk: int = 4,
    allow_absolute_paths: bool = False,
) -> Path:
    """Write the report (see module docstring); returns its path."""
    from worldreward.errors import WorldRewardError

    specs = load_pairs(bench, allow_absolute_paths=allow_absolute_paths)
    predictors = find_predictors(runs)
    if not predictors:
        raise WorldRewardError(", ".join(str(r) for r in runs), "no predictions found in the run folder(s)")
    scores = [score_predictor(specs, p.predictions, name=p.name, files=[str(f) for f in p.files],
                              bootstrap=bootstrap, seed=seed) for p in predictors]
    disagree = disagreements(specs, predictors)
    shown = disagree[: max(0, max_disagreements)]
    cards = []
    with progress() as bar:
        task = bar.add_task("report: keyframe grids", total=len(shown))
        for spec in shown:
            chunk = chunk_of_interest(spec, slots_per_chunk)
            try:
                grid = keyframe_grid_for(spec, chunk_index=chunk, slots_per_chunk=slots_per_chunk)
                uri, note = data_uri(grid), f"keyframes of chunk {chunk} (start / mid / end per slot; A = left over B = right)"
            except (WorldRewardError, ValueError, OSError) as exc:
                uri, note = None, f"keyframe grid unavailable: {exc}"
            cards.append(pair_card(spec, predictors, uri, note, chunk=chunk))
            bar.advance(task)
    more = (f"<p class='muted'>{len(disagree) - len(shown)} more disagreement(s) not shown "
            f"(raise --max-disagreements).</p>") if len(disagree) > len(shown) else ""
    body = (
        f"<h1>WorldReward-Bench report</h1><div class='muted'>bench {_e(bench)} · {len(specs)} pairs · "
        f"predictors: {_e(', '.join(p.name for p in predictors))} · runs: {_e(', '.join(str(r) for r in runs))}</div>"
        + scores_html(scores)
        + f"<h2>Disagreements with the label ({len(disagree)} pairs)</h2>"
        + "".join(cards) + more
    )
    page = (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>WorldReward-Bench report</title>"
            f"<style>{CSS}</style></head><body>{body}</body></html>\n")
    out_path = Path(out)
    out_path.parent.mkdir(parents=True, exist_ok=True)
    tmp = out_path.with_name(out_path.name + ".tmp")
    tmp.write_text(page, encoding="utf-8")
    tmp.replace(out_path)
    return out_path
