"""The whole judging flow for one pair, and for a manifest of pairs.

``judge_pair(spec, judge)``: load both videos (paths relative to ``base_dir``), resolve the
frame-span option per side, plan action-aligned chunks, extract the evidence of every chunk,
let the judge review it, reconcile position-swapped reviews, and vote
(`worldreward.vote.aggregate`). ``judge_pairs_file`` runs that over a ``bench.jsonl``-style
manifest and appends one ``*.pairs.jsonl`` prediction per pair, resumably.

Position control (``swap``). With swap on, every chunk is reviewed twice: in (A, B) order and
in (B, A) order — the second built by extracting the evidence with the two videos exchanged —
and the (B, A) review is mapped back with `worldreward.review.swap_payload`. The two are then
reconciled item by item (every slot, every visual dimension, both overall winners):

* both orders name the same winner → that winner stands;
* they disagree → the item becomes ``Tie`` (the judge's preference followed the position, not
  the video);
* ``prob_a`` is the mean of the two orders' values (the one present if only one has it).

If only one order of a chunk produced a valid review, that review is used and the failure of the
other order is listed in ``PairVerdict.errors``. Swap is off by default for the geometry judge
(it is exactly symmetric) and on for model judges (``judge.swap_by_default``).

Failures. A chunk whose review fails (invalid reply, server error, evidence error) is recorded in
``PairVerdict.errors`` (``"chunk <i> (<order>): <reason>"``) and counted in ``failed_chunks``; it
does not vote, and the pair is decided by its remaining chunks (all failed → every axis ``None``).
A video that cannot be decoded or spans that do not fit raise (`VideoError`, `ChunkPlanError`);
the batch runner records such a pair as an error line and goes on.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Literal, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict

from .chunks import Chunk, plan_chunks
from .errors import WorldRewardError
from .evidence import ChunkEvidence, EvidenceBudget, extract_evidence, short_motion, swap_chunk
from .judges import Judge, config_hash
from .pairs import PairSpec
from .review import (
    ActionControl,
    ChunkReview,
    DimensionReview,
    ReviewPayload,
    SlotReview,
    VisualQuality,
    swap_payload,
)
from .types import Winner
from .vote import PairVerdict, SlotRow, aggregate

Order = Literal["AB", "BA"]


class ReviewKey(BaseModel):
    """Identifies one chunk review in a cache: pair, chunk, presentation order, judge config."""

    model_config = ConfigDict(frozen=True)

    pair_id: str
    chunk_index: int
    order: Order
    judge_hash: str

    def as_str(self) -> str:
        """A flat string form, e.g. ``"wrb_0001/2/AB/3f2a…"`` (for JSONL keys)."""
        return f"{self.pair_id}/{self.chunk_index}/{self.order}/{self.judge_hash}"


@runtime_checkable
class ReviewStore(Protocol):
    """A cache of chunk reviews (the bench harness implements a JSONL-backed one).

    ``get`` returns a stored review for ``key`` (in the order it was judged: a ``"BA"`` review
    is stored as the judge returned it, *before* mapping back) or ``None``; ``put`` stores a
    review; ``put_failure`` records why reviewing ``key`` failed (a failure is retried on the
    next run: ``get`` never returns failures).
    """

    def get(self, key: ReviewKey) -> ChunkReview | None: ...

    def put(self, key: ReviewKey, review: ChunkReview) -> None: ...

    def put_failure(self, key: ReviewKey, reason: str) -> None: ...


#: ``on_chunk(chunk, review_or_None, error_or_None)`` is called once per chunk after reconciling.
ChunkCallback = Callable[[Chunk, ChunkReview | None, str | None], None]


# ---------------------------------------------------------------------------------------------
# Swap reconciliation
# ---------------------------------------------------------------------------------------------


def _agree(a: Winner, b: Winner) -> Winner:
    return a if a == b else "Tie"


def _mean_prob(a: float | None, b: float | None) -> float | None:
    vals = [p for p in (a, b) if p is not None]
    return sum(vals) / len(vals) if vals else None


def _note(text: str, agreed: bool) -> str:
    return text if agreed else f"{text} [position check: the swapped order disagreed, counted as Tie]"


def reconcile_payloads(ab: ReviewPayload, ba: ReviewPayload) -> ReviewPayload:
    """Combine an (A, B)-order payload with a (B, A)-order payload already mapped back to (A, B)
    (rule in the module docstring: agreeing winners stand, disagreeing → Tie, prob_a averaged)."""
    if len(ab.action_control.actions) != len(ba.action_control.actions):
        raise ValueError("cannot reconcile reviews covering different numbers of slots")

    def dim(x: DimensionReview, y: DimensionReview) -> DimensionReview:
        w = _agree(x.winner, y.winner)
        return DimensionReview(video_a_analysis=x.video_a_analysis, video_b_analysis=x.video_b_analysis,
                               winner=w, prob_a=_mean_prob(x.prob_a, y.prob_a))

    slots = [
        SlotReview(action_id=x.action_id, action_label=x.action_label,
                   video_a_analysis=x.video_a_analysis, video_b_analysis=x.video_b_analysis,
                   winner=_agree(x.winner, y.winner), prob_a=_mean_prob(x.prob_a, y.prob_a))
        for x, y in zip(ab.action_control.actions, ba.action_control.actions, strict=True)
    ]
    ac_x, ac_y = ab.action_control, ba.action_control
    vq_x, vq_y = ab.visual_quality, ba.visual_quality
    return ReviewPayload(
        action_control=ActionControl(
            actions=slots,
            overall_summary=_note(ac_x.overall_summary, ac_x.overall_winner == ac_y.overall_winner),
            overall_winner=_agree(ac_x.overall_winner, ac_y.overall_winner),
            prob_a=_mean_prob(ac_x.prob_a, ac_y.prob_a),
        ),
        visual_quality=VisualQuality(
            temporal_consistency=dim(vq_x.temporal_consistency, vq_y.temporal_consistency),
            dynamic_generation_quality=dim(vq_x.dynamic_generation_quality, vq_y.dynamic_generation_quality),
            artifacts_and_structure_integrity=dim(
                vq_x.artifacts_and_structure_integrity, vq_y.artifacts_and_structure_integrity
            ),
            overall_summary=_note(vq_x.overall_summary, vq_x.overall_winner == vq_y.overall_winner),
            overall_winner=_agree(vq_x.overall_winner, vq_y.overall_winner),
            prob_a=_mean_prob(vq_x.prob_a, vq_y.prob_a),
        ),
    )


def reconcile_reviews(ab: ChunkReview, ba: ChunkReview) -> ChunkReview:
    """`reconcile_payloads` on two reviews of one chunk; ``ba`` is the (B, A)-order review as the
    judge returned it (this function maps it back). Meta comes from ``ab`` with summed attempts."""
    payload = reconcile_payloads(ab.payload, swap_payload(ba.payload))
    meta = ab.meta.model_copy(update={
        "attempts": ab.meta.attempts + ba.meta.attempts,
        "latency_s": None if ab.meta.latency_s is None or ba.meta.latency_s is None
        else ab.meta.latency_s + ba.meta.latency_s,
    })
    return ChunkReview(pair_id=ab.pair_id, chunk_index=ab.chunk_index, payload=payload, meta=meta)


def mapped_back(ba: ChunkReview) -> ChunkReview:
    """A (B, A)-order review expressed in (A, B) terms (``meta.swapped=True``)."""
    return ChunkReview(pair_id=ba.pair_id, chunk_index=ba.chunk_index, payload=swap_payload(ba.payload),
                       meta=ba.meta.model_copy(update={"swapped": True}))


# ---------------------------------------------------------------------------------------------
# One pair
# ---------------------------------------------------------------------------------------------


def _resolve(base_dir: Path | None, value: str) -> Path:
    p = Path(value)
    return p if p.is_absolute() or base_dir is None else Path(base_dir) / p


def plan_spec_chunks(spec: PairSpec, frames_left: int, frames_right: int, *, slots_per_chunk: int,
                     reference_slot: bool, whole_video: bool = False,
                     where: tuple[str, str] = ("left", "right")) -> list[Chunk]:
    """Frame spans per side (per-side option wins over the pair's) and the chunk plan.

    ``whole_video``: one chunk holding every slot (for judges that see the whole pair at once).
    """
    from .actions import frame_spans, parse_actions, resolve_span_options

    actions = parse_actions(list(spec.actions))
    pair_level = {"frames_per_action": spec.frames_per_action, "num_frames": spec.num_frames,
                  "segment_frames": spec.segment_frames}
    spans = []
    for side, frames, name in (("left", frames_left, where[0]), ("right", frames_right, where[1])):
        opts = resolve_span_options(pair_level, getattr(spec, side).model_dump())
        spans.append(frame_spans(len(actions), frames, where=name, **opts))
    if whole_video:
        slots_per_chunk = len(actions) + (1 if reference_slot else 0)
    return plan_chunks(actions, spans[0], spans[1], left_frames=frames_left, right_frames=frames_right,
                       slots_per_chunk=slots_per_chunk, reference_slot=reference_slot)


def _review_order(
    judge: Judge, spec: PairSpec, clips: tuple[Any, Any], chunk: Chunk, order: Order, *,
    judge_hash: str, store: ReviewStore | None, fov_deg: float | None, source: Path | None,
    budget: EvidenceBudget | None, save_evidence: Path | None,
) -> tuple[ChunkReview | None, str | None, ChunkEvidence | None]:
    """Review one chunk in one order (cache first) → (review as judged or None, failure reason or
    None, the evidence when it was extracted in this call)."""
    key = ReviewKey(pair_id=spec.pair_id, chunk_index=chunk.index, order=order, judge_hash=judge_hash)
    if store is not None:
        cached = store.get(key)
        if cached is not None:
            return cached, None, None
    clip_a, clip_b = clips if order == "AB" else (clips[1], clips[0])
    plan = chunk if order == "AB" else swap_chunk(chunk)
    evidence: ChunkEvidence | None = None
    try:
        evidence = extract_evidence(clip_a, clip_b, plan, pair_id=spec.pair_id, caption=spec.input_caption,
                                    source_image=source, fov_deg=fov_deg, budget=budget)
        if save_evidence is not None:
            suffix = "" if order == "AB" else "_ba"
            evidence.save(Path(save_evidence) / f"chunk_{chunk.index:03d}{suffix}")
        review = judge.review(evidence)
        if len(review.payload.action_control.actions) != len(chunk.slots):
            raise WorldRewardError(f"chunk {chunk.index}", f"review covers "
                                   f"{len(review.payload.action_control.actions)} slots, expected {len(chunk.slots)}")
    except (WorldRewardError, ValueError) as exc:
        reason = str(exc)
        if store is not None:
            store.put_failure(key, reason)
        return None, reason, evidence
    if store is not None:
        store.put(key, review)
    return review, None, evidence


def judge_pair(
    spec: PairSpec,
    judge: Judge,
    *,
    base_dir: str | Path | None = None,
    swap: bool | None = None,
    slots_per_chunk: int = 4,
    reference_slot: bool = False,
    fov_deg: float | None = None,
    store: ReviewStore | None = None,
    save_evidence: str | Path | None = None,
    on_chunk: ChunkCallback | None = None,
    budget: EvidenceBudget | None = None,
    weighted: bool = False,
    video_limits: Any = None,
) -> PairVerdict:
    """Judge one pair end to end (see module docstring) → `PairVerdict` (A = left, B = right).

    ``swap=None`` uses ``judge.swap_by_default``. ``fov_deg`` (horizontal field of view for the
    motion reader; default: the judge's ``fov`` option, else estimated). Raises `VideoError` / `ChunkPlanError` /
    `ActionError` when the pair itself cannot be judged (unreadable video, spans that do not fit).
    """
    from .video import load_video, pair_warnings

    base = None if base_dir is None else Path(base_dir)
    swap = judge.swap_by_default if swap is None else bool(swap)
    if fov_deg is None:
        fov_deg = getattr(judge, "fov", None)  # a judge option (``--judge-opt fov=70``) also sets it
    left_path, right_path = _resolve(base, spec.left.video), _resolve(base, spec.right.video)
    clip_a = load_video(left_path, limits=video_limits)
    clip_b = load_video(right_path, limits=video_limits)
    chunks = plan_spec_chunks(spec, clip_a.num_frames, clip_b.num_frames, slots_per_chunk=slots_per_chunk,
                              reference_slot=reference_slot, whole_video=judge.whole_video,
                              where=(str(left_path), str(right_path)))
    source = _resolve(base, spec.input_image) if spec.input_image else None
    if not getattr(judge, "needs_images", True) and save_evidence is None and budget is None:
        # a judge that reads numbers only: skip the images and derive chunk quality from slots
        budget = EvidenceBudget(images=False, chunk_quality="from_slots")
    judge_hash = config_hash(judge)
    reviews: list[ChunkReview] = []
    rows: list[SlotRow] = []
    errors: list[str] = []
    failed = 0
    kw = dict(judge_hash=judge_hash, store=store, fov_deg=fov_deg, source=source, budget=budget,
              save_evidence=None if save_evidence is None else Path(save_evidence))
    for chunk in chunks:
        ab, err_ab, ev_ab = _review_order(judge, spec, (clip_a, clip_b), chunk, "AB", **kw)
        ba, err_ba, ev_ba = None, None, None
        if swap:
            ba, err_ba, ev_ba = _review_order(judge, spec, (clip_a, clip_b), chunk, "BA", **kw)
        for order, err in (("AB", err_ab), ("BA", err_ba)):
            if err is not None:
                errors.append(f"chunk {chunk.index} ({order}): {err}")
        if ab is not None and ba is not None:
            review: ChunkReview | None = reconcile_reviews(ab, ba)
        elif ab is not None:
            review = ab
        elif ba is not None:
            review = mapped_back(ba)
        else:
            review = None
        if review is None:
            failed += 1
        else:
            reviews.append(review)
        rows.extend(_slot_rows(chunk, review, ev_ab, ev_ba))
        if on_chunk is not None:
            on_chunk(chunk, review, err_ab or err_ba)
    voting = {c.index: [s.position + 1 for s in c.voting_slots] for c in chunks}
    verdict = aggregate(reviews, pair_id=spec.pair_id, judge=judge.name, weighted=weighted,
                        voting_slot_ids=voting)
    verdict.chunks = len(chunks)
    verdict.failed_chunks = failed
    verdict.errors = errors
    verdict.rows = rows
    verdict.extra["swap"] = swap
    warnings = pair_warnings(clip_a, clip_b)
    if warnings:
        verdict.extra["warnings"] = warnings
    return verdict


def _slot_rows(chunk: Chunk, review: ChunkReview | None, ev_ab: ChunkEvidence | None,
               ev_ba: ChunkEvidence | None) -> list[SlotRow]:
    """Table rows of one chunk: commanded vs measured motion per side and the slot winner."""
    slots_ev = ev_ab.slots if ev_ab is not None else (
        [s.swapped() for s in ev_ba.slots] if ev_ba is not None else None)
    items = review.payload.action_control.actions if review is not None else None
    rows = []
    for k, slot in enumerate(chunk.slots):
        se = slots_ev[k] if slots_ev is not None else None
        rows.append(SlotRow(
            chunk=chunk.index, slot=slot.position + 1, role=slot.role, commanded=slot.action.label,
            measured_a=short_motion(se.motion_a) if se is not None else "(cached)",
            measured_b=short_motion(se.motion_b) if se is not None else "(cached)",
            winner=items[k].winner if items is not None else None,
        ))
    return rows


# ---------------------------------------------------------------------------------------------
# Many pairs
# ---------------------------------------------------------------------------------------------


def failed_prediction(pair_id: str, reason: str) -> dict[str, Any]:
    """The prediction line of a pair that could not be judged (every axis ``null``)."""
    return {"pair_id": pair_id, "action": None, "appearance": None, "motion": None, "error": reason}


def _load_specs(pairs_path: Path, allow_absolute_paths: bool) -> list[PairSpec]:
    from .pairs import load_pairs

    return load_pairs(pairs_path, allow_absolute_paths=allow_absolute_paths)


def judge_pairs_file(
    pairs_path: str | Path,
    judge: Judge,
    out_path: str | Path,
    *,
    allow_absolute_paths: bool = False,
    show_progress: bool = True,
    on_pair: Callable[[PairSpec, dict[str, Any]], None] | None = None,
    **kw: Any,
) -> dict[str, int]:
    """Judge every pair of a manifest, appending one prediction line per pair to ``out_path``.

    Crash-safe and resumable: each line is flushed and fsynced when its pair finishes, and pairs
    whose ``pair_id`` is already in ``out_path`` are skipped (a re-run appends nothing twice). A
    pair that cannot be judged is written as ``failed_prediction`` (reason names the file) and
    the batch goes on. ``kw`` goes to `judge_pair`. Returns counts ``{"total", "skipped",
    "judged", "failed"}``.
    """
    from .console import progress
    from .jsonl import JsonlAppender, read_jsonl

    pairs_path, out_path = Path(pairs_path), Path(out_path)
    specs = _load_specs(pairs_path, allow_absolute_paths)
    done = {str(r.get("pair_id")) for r in read_jsonl(out_path)}
    todo = [s for s in specs if s.pair_id not in done]
    counts = {"total": len(specs), "skipped": len(specs) - len(todo), "judged": 0, "failed": 0}
    with JsonlAppender(out_path) as out, progress(transient=not show_progress) as bar:
        task = bar.add_task(f"judging ({judge.name})", total=len(todo))
        for spec in todo:
            line = _judge_one(spec, judge, kw)
            out.append(line)
            counts["failed" if "error" in line else "judged"] += 1
            if on_pair is not None:
                on_pair(spec, line)
            bar.advance(task)
    return counts


def _judge_one(spec: PairSpec, judge: Judge, kw: dict[str, Any]) -> dict[str, Any]:
    try:
        return judge_pair(spec, judge, **kw).prediction()
    except WorldRewardError as exc:
        return failed_prediction(spec.pair_id, str(exc))
    except (ValueError, OSError) as exc:  # unexpected decoder/shape problems: name the pair's files
        where = f"{spec.left.video} | {spec.right.video}"
        return failed_prediction(spec.pair_id, f"{where}: {type(exc).__name__}: {exc}")


def judge_many(specs: Sequence[PairSpec], judge: Judge, **kw: Any) -> list[PairVerdict]:
    """`judge_pair` over in-memory specs (no file, no error capture): for scripts and tests."""
    return [judge_pair(s, judge, **kw) for s in specs]
