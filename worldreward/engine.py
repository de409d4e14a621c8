"""The judging engine: the one flow every command that judges pairs runs through.

::

    PairSpec ─► decode both clips ─► plan chunks ─► evidence, measured once per chunk
             ─► review tasks (chunk × order) in flight across pairs ─► review store
             ─► reconcile the two orders ─► vote ─► PairResult ─► sinks

Stages and where they live: `worldreward.video.load_video` (decoding, bounded),
`worldreward.chunks.plan_spec` (the one planner), `worldreward.evidence.extract_evidence` (the
numbers and images of a chunk; with swap, the (B, A) evidence is the same numbers with the sides
exchanged and the images composed again, `worldreward.evidence.swap_evidence`), the judge
(`worldreward.judges.Judge`), `worldreward.store.RunCache` (the one review store),
`reconcile_reviews` (position control, below) and `worldreward.vote.aggregate`.

Concurrency. Decoding, planning and evidence run in an evidence executor: ``workers > 1`` worker
processes, else ``evidence_threads`` background threads (OpenCV and NumPy release the GIL in the
heavy work; or tasks on a Ray cluster, `worldreward.cluster`), so CPU work overlaps with model
requests either way.
Review tasks run ``concurrency`` at a time (default: the judge's own ``concurrency``, e.g.
``--concurrency`` of the vlm judge) across all pairs in memory; a judge with a ``batch_size``
(the in-process ``local`` judge) gets its tasks as ``review_many`` batches on one thread. At most
``max_pairs_in_memory`` pairs are held (clips are dropped as soon as a pair's evidence is built).
The coordinating thread is the only writer of the store.

Position control (``swap``, default: ``judge.swap_by_default``). Every chunk is reviewed in
(A, B) and in (B, A) order; the (B, A) review is mapped back (`worldreward.review.swap_payload`)
and reconciled item by item: agreeing winners stand, disagreeing winners become ``Tie``,
``prob_a`` is the mean of the two orders.

Failure rule (the same in every command). A pair is finished only when every review it needs
(every chunk; both orders under swap) is valid. Otherwise the `PairResult` carries ``error``
(the reasons, ``"chunk <i> (<order>): <reason>"``), its prediction line has null axes and the
reason, the partial verdict lists the failed orders (``PairVerdict.failed_orders``), the store
records a ``pair_failure`` and the next run retries the pair (reusing its finished reviews). A
pair that cannot be decoded or planned fails the same way. Sinks see every pair exactly once per
run, before its result is stored, so a crash between the two redoes the pair from cached reviews
(sinks drop what they already hold).

Resume. Reviews are keyed by pair, chunk, order and `review_hash` (judge configuration plus
everything that changes the evidence); pair results by `run_key` (review hash, swap, weighting).
A pair whose result is stored is not decoded again, unless the caller's ``redo`` says its sink
lost what it wrote of it (`Engine.run`); such a pair is measured again from its stored reviews,
and a run that saves evidence writes a cached review's evidence again where it is missing.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from collections import deque
from collections.abc import Callable, Hashable, Iterable, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from .chunks import Chunk, plan_spec
from .errors import WorldRewardError
from .evidence import (
    EVIDENCE_FILE,
    ChunkEvidence,
    EvidenceBudget,
    SideCache,
    SlotEvidence,
    extract_evidence,
    needed_frames,
    short_motion,
    swap_evidence,
    video_identity,
)
from .judges import Judge, config_hash
from .memo import Memo
from .pairs import PairSpec
from .quality import ClipQuality
from .review import (
    ActionControl,
    ChunkReview,
    DimensionReview,
    ReviewPayload,
    SlotReview,
    VisualQuality,
    swap_payload,
)
from .store import RunCache
from .types import AXES, Winner
from .video import DEFAULT_MAX_DECODED_BYTES
from .vote import PairVerdict, SlotRow, aggregate

Order = Literal["AB", "BA"]


@dataclass(frozen=True)
class EngineOptions:
    """What a run was asked to do; every batch command and the single-pair ``judge`` take these."""

    #: folder that relative video paths are resolved against (manifest paths are already resolved)
    base_dir: Path | None = None
    #: judge both orders and reconcile (None: the judge's ``swap_by_default``)
    swap: bool | None = None
    slots_per_chunk: int = 4
    #: start every chunk with a non-voting reference slot (the start frame)
    reference_slot: bool = False
    #: horizontal field of view in degrees (None: the judge's ``fov`` option, else estimated)
    fov_deg: float | None = None
    #: confidence-weighted votes
    weighted: bool = False
    #: evidence budgets (None: full evidence; numbers only for judges with ``needs_images=False``,
    #: images only for judges with ``needs_numbers=False`` unless ``table_numbers``)
    budget: EvidenceBudget | None = None
    #: measure the camera motion for the per-slot table even when the judge's prompt shows no
    #: number (the single-pair ``judge`` prints it)
    table_numbers: bool = False
    #: save each chunk's evidence under this folder (``<pair>/chunk_<i>[_ba]/``, or
    #: ``chunk_<i>[_ba]/`` directly with ``evidence_per_pair=False``)
    save_evidence: Path | None = None
    evidence_per_pair: bool = True
    #: `worldreward.video.VideoLimits` for decoding (None: the defaults; its ``max_decoded_bytes``
    #: is ``max_memory``'s)
    video_limits: Any = None
    #: review tasks in flight (None: the judge's ``concurrency``, else 1)
    concurrency: int | None = None
    #: evidence worker processes (≤ 1: ``evidence_threads`` background threads in this process)
    workers: int = 1
    evidence_threads: int = 2
    #: run the evidence stage as tasks on this Ray cluster (``"auto"`` or ``HOST:PORT``;
    #: `worldreward.cluster`), instead of local workers
    ray_address: str | None = None
    #: pairs held in memory at once (None: enough to keep ``concurrency`` requests in flight)
    max_pairs_in_memory: int | None = None
    #: bytes of decoded frames one pair may hold (both sides; ``--max-memory``): a pair that
    #: needs more is refused before its frames are decoded
    max_memory: int = DEFAULT_MAX_DECODED_BYTES
    #: "needed": decode only the frames the evidence reads (`evidence.needed_frames`, sparse
    #: clips; the same evidence); "all": decode every frame (the reference path for tests)
    decode: Literal["needed", "all"] = "needed"


@dataclass
class PairResult:
    """One pair's outcome, as sinks receive it."""

    spec: PairSpec
    #: the prediction line (`failed_prediction` when the pair failed)
    prediction: dict[str, Any]
    #: the verdict (partial when reviews failed; None when the pair could not be decoded/planned,
    #: or when the result came from the store)
    verdict: PairVerdict | None = None
    #: why the pair is not finished (None = finished)
    error: str | None = None
    #: the result was already in the store (nothing was judged)
    cached: bool = False
    #: the chunk plan and the valid chunk reviews, in chunk order (reconciled under swap)
    chunks: list[Chunk] = field(default_factory=list)
    reviews: list[ChunkReview] = field(default_factory=list)
    #: why each failed review failed: ``(chunk_index, order) → reason``
    review_failures: dict[tuple[int, str], str] = field(default_factory=dict)
    #: the exception that stopped decoding/planning (in-process runs only)
    exception: BaseException | None = None

    @property
    def pair_id(self) -> str:
        return self.spec.pair_id

    @property
    def ok(self) -> bool:
        return self.error is None


@dataclass
class EngineStats:
    """Counts of one run (``failed`` pairs are retried by the next run)."""

    total: int = 0
    cached: int = 0
    judged: int = 0
    failed: int = 0
    reviews: int = 0
    review_failures: int = 0
    peak_in_flight: int = 0
    #: videos decoded and chunk sides measured, and those taken from another pair of the run
    #: that showed the same video (`SharedClips`, `evidence.SideCache`; all 0 where evidence runs
    #: in worker processes)
    clips_decoded: int = 0
    clips_reused: int = 0
    sides_measured: int = 0
    sides_reused: int = 0
    failures: list[str] = field(default_factory=list)


def failed_prediction(pair_id: str, reason: str, failed_orders: Sequence[str] = ()) -> dict[str, Any]:
    """The prediction line of a pair that is not finished: every axis ``null``, the reason."""
    line: dict[str, Any] = {"pair_id": pair_id, **{axis: None for axis in AXES}, "error": reason}
    if failed_orders:
        line["failed_orders"] = list(failed_orders)
    return line


def review_hash(judge_hash: str, options: EngineOptions, budget: EvidenceBudget | None,
                plan: dict[str, Any] | None = None) -> str:
    """Key of a chunk review: the judge's configuration plus everything that changes a chunk's
    evidence or its index (chunk plan, field of view, evidence budget)."""
    plan = plan or {"slots_per_chunk": options.slots_per_chunk, "reference_slot": options.reference_slot}
    blob = json.dumps({"judge": judge_hash, "plan": plan, "fov": options.fov_deg,
                       "budget": None if budget is None else budget.model_dump()}, sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def run_key(rhash: str, swap: bool, weighted: bool) -> str:
    """Key of a pair result: the review hash plus what changes the verdict beyond the reviews."""
    blob = json.dumps({"reviews": rhash, "swap": swap, "weighted": weighted}, sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


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
    (agreeing winners stand, disagreeing → Tie, prob_a averaged)."""
    if len(ab.action_control.actions) != len(ba.action_control.actions):
        raise ValueError("cannot reconcile reviews covering different numbers of slots")

    def dim(x: DimensionReview, y: DimensionReview) -> DimensionReview:
        return DimensionReview(video_a_analysis=x.video_a_analysis, video_b_analysis=x.video_b_analysis,
                               winner=_agree(x.winner, y.winner), prob_a=_mean_prob(x.prob_a, y.prob_a))

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


# ---------------------------------------------------------------------------------------------
# Stage 1-3: decode, plan, evidence (runs in the evidence executor; picklable in and out)
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _EvidenceJob:
    """What the evidence stage needs to know about the run (sent once per pair to a worker)."""

    options: EngineOptions
    orders: tuple[Order, ...]
    whole_video: bool
    budget: EvidenceBudget | None
    fov_deg: float | None
    #: `chunks.plan_spec` settings: slots per chunk, reference slot, layout (the judge's profile)
    plan: dict[str, Any] = field(default_factory=dict)
    #: measure a chunk's two sides at once (`extract_evidence(parallel=True)`): when the run
    #: builds one pair's evidence at a time, not when threads or workers already fill the cores
    sides_in_parallel: bool = True
    #: one measurement per video and chunk for the whole run (`evidence.SideCache`) and one
    #: decode per video (`SharedClips`): shared by the evidence threads; None where evidence
    #: runs in worker processes (nothing is shared)
    side_cache: SideCache | None = None
    clip_cache: SharedClips | None = None


@dataclass
class _Prepared:
    """The evidence stage's output for one pair."""

    pair_id: str
    chunks: list[Chunk] = field(default_factory=list)
    evidence: dict[tuple[int, str], ChunkEvidence] = field(default_factory=dict)
    #: (A, B)-order slot evidence per chunk (the table rows); absent for chunks all cached
    slots: dict[int, list[SlotEvidence]] = field(default_factory=dict)
    #: evidence failures per (chunk, order)
    failures: dict[tuple[int, str], str] = field(default_factory=dict)
    #: the pair could not be decoded or planned
    error: str | None = None
    exception: BaseException | None = None
    warnings: list[str] = field(default_factory=list)


def _resolve(base_dir: Path | None, value: str) -> Path:
    p = Path(value)
    return p if p.is_absolute() or base_dir is None else Path(base_dir) / p


def _evidence_dir(options: EngineOptions, pair_id: str, chunk_index: int, order: str) -> Path | None:
    if options.save_evidence is None:
        return None
    from .labels import safe_name

    root = Path(options.save_evidence)
    if options.evidence_per_pair:
        root = root / safe_name(pair_id)
    return root / (f"chunk_{chunk_index:03d}" + ("" if order == "AB" else "_ba"))


#: Decoded frames the evidence threads of a run keep for other pairs showing the same video
#: (`SharedClips`): on top of the pairs in memory, each within ``--max-memory``.
SHARED_CLIP_BYTES = 512 * 1024**2


class SharedClips(Memo):
    """The run's decoded clips by (video identity, what was decoded): a group of rollouts judged
    round robin decodes each rollout once while its frames fit in ``max_bytes`` (the pixels a
    clip holds; a sparse clip counts only its filled frames)."""

    def __init__(self, max_bytes: int = SHARED_CLIP_BYTES) -> None:
        super().__init__(max_bytes, lambda clip: float(
            len(clip.filled if clip.filled is not None else clip.frames) * clip.height * clip.width * 3))


def _load(job: _EvidenceJob, video: Hashable | None, path: Path, **kw: Any) -> Any:
    """`video.load_video` of ``path``, through the run's shared clips when the video's identity
    is known. A shared clip's frames are read-only: every pair showing it reads the same array."""
    from .video import load_video

    if job.clip_cache is None or video is None:
        return load_video(path, **kw)

    def decode() -> Any:
        clip = load_video(path, **kw)
        clip.frames.flags.writeable = False
        return clip
    key = (video, tuple(kw.get("indices") or ()), bool(kw.get("sparse")), bool(kw.get("allow_past_end")),
           kw["limits"].model_dump_json())
    return job.clip_cache.get(key, decode)


def decode_pair(spec: PairSpec, job: _EvidenceJob, videos: tuple[Hashable, Hashable] | None = None,
                ) -> tuple[Any, Any, list[Chunk], list[str]]:
    """Decode both videos of a pair within ``max_memory`` and plan its chunks → ``(clip_a,
    clip_b, chunks, warnings)``.

    ``decode="needed"`` (the default): probe both headers, plan from their frame counts, decode
    only `evidence.needed_frames` of each side into sparse clips (the stream is still read to
    its end for the true count), and plan again should the decoded count differ from the header.
    A plan the header counts cannot make (e.g. a header without a count) falls back to decoding
    every frame. The budget is checked from the headers before any pixel is decoded.
    ``videos``: both files' `evidence.video_identity`, to decode each video once per run
    (`_EvidenceJob.clip_cache`)."""
    from .video import VideoLimits, pair_warnings, probe

    opts = job.options
    left, right = _resolve(opts.base_dir, spec.left.video), _resolve(opts.base_dir, spec.right.video)
    where = (str(left), str(right))
    limits = (opts.video_limits or VideoLimits()).model_copy(update={"max_decoded_bytes": opts.max_memory})
    infos = probe(left, limits), probe(right, limits)

    def check(counts: tuple[int, int]) -> None:
        _check_budget(counts, infos, where, opts.max_memory)

    def plan(count_a: int, count_b: int, notes: list[str]) -> list[Chunk]:
        return plan_spec(spec, count_a, count_b, whole_video=job.whole_video, where=where, notes=notes,
                         **job.plan)

    chunks: list[Chunk] | None = None
    if opts.decode == "needed":
        try:
            chunks = plan(infos[0].frame_count, infos[1].frame_count, [])
        except (WorldRewardError, ValueError):
            chunks = None  # the headers cannot be planned from: decode every frame, as below
    ids = videos or (None, None)
    if chunks is None:
        check((infos[0].frame_count, infos[1].frame_count))
        clip_a, clip_b = _load(job, ids[0], left, limits=limits), _load(job, ids[1], right, limits=limits)
        warnings = [*clip_a.warnings, *clip_b.warnings, *pair_warnings(clip_a, clip_b)]
        chunks = plan(clip_a.num_frames, clip_b.num_frames, warnings)
        return clip_a, clip_b, chunks, warnings
    need = needed_frames(chunks, "left"), needed_frames(chunks, "right")
    check((len(need[0]), len(need[1])))
    clips = [_load(job, v, path, indices=n, sparse=True, allow_past_end=True, limits=limits)
             for v, path, n in zip(ids, (left, right), need, strict=True)]
    counts = (clips[0].source_frames, clips[1].source_frames)
    notes: list[str] = []
    chunks = plan(*counts, notes)  # the decoded counts (the headers may have said otherwise)
    again = needed_frames(chunks, "left"), needed_frames(chunks, "right")
    for k, path in enumerate((left, right)):
        if not set(again[k]) <= set(clips[k].filled or ()):
            check((len(again[0]), len(again[1])))
            clips[k] = _load(job, ids[k], path, indices=again[k], sparse=True, limits=limits)
    clip_a, clip_b = clips
    warnings = [*clip_a.warnings, *clip_b.warnings, *pair_warnings(clip_a, clip_b), *notes]
    return clip_a, clip_b, chunks, warnings


def _check_budget(counts: tuple[int, int], infos: tuple[Any, Any], where: tuple[str, str], max_memory: int) -> None:
    """Both sides' ``counts`` frames (of the probed sizes ``infos``) together within the pair's
    budget, else a `VideoError` naming the side holding more."""
    from .errors import VideoError

    sizes = [n * i.width * i.height * 3 for n, i in zip(counts, infos, strict=True)]
    if sum(sizes) > max_memory:
        big = int(sizes[1] > sizes[0])
        parts = ", ".join(f"{side}: {n} frames of {i.width}x{i.height}"
                          for side, n, i in zip("AB", counts, infos, strict=True))
        raise VideoError(where[big], f"the pair needs {_bytes(sum(sizes))} of decoded frames ({parts}), "
                                     f"above the memory budget of {_bytes(max_memory)} "
                                     "(--max-memory); refused before decoding")


def _bytes(n: int) -> str:
    return f"{n / 1024**3:.2f} GiB" if n >= 1024**3 else f"{n / 1024**2:.1f} MiB"


def _identity(options: EngineOptions, video: str) -> Hashable | None:
    """`evidence.video_identity` of a pair's video, taken before it is decoded (a file replaced
    meanwhile is not mistaken for the one measured); None when the file cannot be read, which
    decoding then reports with its own clear error."""
    try:
        return video_identity(_resolve(options.base_dir, video))
    except OSError:
        return None


def prepare_pair(spec: PairSpec, job: _EvidenceJob, cached: frozenset[tuple[int, str]]) -> _Prepared:
    """Decode the pair (`decode_pair`), plan its chunks and build the evidence of every
    (chunk, order) not in ``cached`` (to be reviewed), and save it where the run saves evidence
    and it is missing (also for a cached review). Never raises for a bad pair: the reason is in
    the result."""
    opts = job.options
    out = _Prepared(pair_id=spec.pair_id)
    try:
        videos = None if job.side_cache is None and job.clip_cache is None else (
            _identity(opts, spec.left.video), _identity(opts, spec.right.video))
        clip_a, clip_b, out.chunks, out.warnings = decode_pair(spec, job, videos)
    except (WorldRewardError, ValueError, OSError) as exc:
        out.error = str(exc) if isinstance(exc, WorldRewardError) else (
            f"{spec.left.video} | {spec.right.video}: {type(exc).__name__}: {exc}")
        out.exception = exc
        return out
    source = _resolve(opts.base_dir, spec.input_image) if spec.input_image else None
    quality = (ClipQuality(clip_a.frames), ClipQuality(clip_b.frames))  # shared by chunks and orders
    for chunk in out.chunks:
        review = [o for o in job.orders if (chunk.index, o) not in cached]
        targets = {o: _evidence_dir(opts, spec.pair_id, chunk.index, o) for o in job.orders}
        # a cached review whose saved evidence was deleted gets its evidence written again
        need = [o for o in job.orders if o in review or targets[o] is not None and not (targets[o] / EVIDENCE_FILE).is_file()]
        if not need:
            continue
        try:
            ab = extract_evidence(clip_a, clip_b, chunk, pair_id=spec.pair_id, caption=spec.input_caption,
                                  source_image=source, fov_deg=job.fov_deg, budget=job.budget, quality=quality,
                                  parallel=job.sides_in_parallel, side_cache=job.side_cache, videos=videos)
            out.slots[chunk.index] = ab.slots
            for order in need:
                ev = ab if order == "AB" else swap_evidence(ab, clip_a, clip_b, source)
                if order in review:
                    out.evidence[(chunk.index, order)] = ev
                if targets[order] is not None:
                    ev.save(targets[order])
        except (WorldRewardError, ValueError, OSError) as exc:
            for order in need:
                out.failures[(chunk.index, order)] = str(exc)
    return out


def _watch_parent(parent: int) -> None:
    """Worker-process initializer: exit as soon as the parent (pid ``parent``) is gone, SIGKILL
    included, so a killed run never leaves evidence workers behind (also when the parent died
    while this worker was still starting)."""

    def watch() -> None:
        import time

        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, name="worldreward-parent-watch", daemon=True).start()


# ---------------------------------------------------------------------------------------------
# Stage 4: review tasks
# ---------------------------------------------------------------------------------------------


def _check(review: ChunkReview, evidence: ChunkEvidence) -> ChunkReview:
    n = len(evidence.chunk.slots)
    got = len(review.payload.action_control.actions)
    if got != n:
        raise WorldRewardError(f"chunk {evidence.chunk.index}", f"review covers {got} slots, expected {n}")
    return review


def _reason(exc: BaseException) -> str:
    if isinstance(exc, WorldRewardError | ValueError):
        return str(exc)
    return f"{type(exc).__name__}: {exc}"


def _review_one(judge: Judge, evidence: ChunkEvidence) -> ChunkReview:
    return _check(judge.review(evidence), evidence)


def _review_batch(judge: Any, evidences: list[ChunkEvidence]) -> list[ChunkReview | BaseException]:
    out: list[ChunkReview | BaseException] = []
    for ev, res in zip(evidences, judge.review_many(evidences), strict=True):
        if isinstance(res, BaseException):
            out.append(res)
            continue
        try:
            out.append(_check(res, ev))
        except WorldRewardError as exc:
            out.append(exc)
    return out


# ---------------------------------------------------------------------------------------------
# The engine
# ---------------------------------------------------------------------------------------------


@dataclass
class _PairState:
    spec: PairSpec
    prepared: _Prepared | None = None
    reviews: dict[tuple[int, str], ChunkReview] = field(default_factory=dict)
    failures: dict[tuple[int, str], str] = field(default_factory=dict)
    pending: int = 0


#: ``on_result(result)``: called once per pair, in completion order, from the calling thread.
ResultSink = Callable[[PairResult], None]


class Engine:
    """Judge pairs with one judge through the one flow (module docstring)."""

    def __init__(self, judge: Judge, options: EngineOptions | None = None, store: Any = None) -> None:
        self.judge = judge
        self.options = options or EngineOptions()
        self.store = store if store is not None else RunCache.memory()
        self.swap = bool(judge.swap_by_default if self.options.swap is None else self.options.swap)
        self.orders: tuple[Order, ...] = ("AB", "BA") if self.swap else ("AB",)
        from .profiles import judge_profile, plan_settings

        self.profile = judge_profile(judge)  # the worldreward profile fixes the chunk layout and images
        self.plan = {"slots_per_chunk": self.options.slots_per_chunk, "reference_slot": self.options.reference_slot,
                     **plan_settings(self.profile)}
        self.budget = self._budget()
        self.fov_deg = self.options.fov_deg if self.options.fov_deg is not None else getattr(judge, "fov", None)
        self.judge_hash = config_hash(judge)
        self.review_hash = review_hash(self.judge_hash, self.options, self.budget, self.plan)
        self.run_key = run_key(self.review_hash, self.swap, self.options.weighted)
        self.batch_size = int(getattr(judge, "batch_size", 0) or 0)
        default_concurrency = 1 if self.batch_size else int(getattr(judge, "concurrency", 1) or 1)
        self.concurrency = max(1, int(self.options.concurrency or default_concurrency))

    def _budget(self) -> EvidenceBudget | None:
        from .profiles import evidence_budget

        opts = self.options
        if opts.budget is not None:
            return opts.budget
        profiled = evidence_budget(self.profile)
        if profiled is not None:  # saved evidence (labels, audits) keeps the numbers the audit reads
            return profiled if opts.save_evidence is None else profiled.model_copy(update={"numbers": True})
        if opts.save_evidence is not None:  # saved evidence (labels, audits) keeps everything
            return None
        if not getattr(self.judge, "needs_images", True):
            # a judge that reads numbers only: no images, chunk quality derived from the slots
            return EvidenceBudget(images=False, chunk_quality="from_slots")
        if not getattr(self.judge, "needs_numbers", True) and not opts.table_numbers:
            # a judge whose prompt shows no measured number: images only
            return EvidenceBudget(numbers=False)
        return None

    # ------------------------------------------------------------------ public

    def run(self, specs: Iterable[PairSpec], on_result: ResultSink | None = None, *,
            show_progress: bool = True, description: str | None = None,
            redo: Callable[[PairSpec, dict[str, Any]], bool] | None = None) -> EngineStats:
        """Judge every pair of ``specs`` (results of finished pairs come from the store).

        ``redo(spec, stored_line)``: True for a finished pair whose stored result must not be
        taken as is, because the sink lost what it wrote of it (a deleted labels file): the pair
        is decoded and measured again, its stored reviews are reused (no judge call) and its
        saved evidence is written again where it is missing."""
        from .console import progress

        specs = list(specs)
        stats = EngineStats(total=len(specs))
        todo: deque[PairSpec] = deque()
        for spec in specs:
            line = self.store.pair_result(spec.pair_id, self.run_key)
            if line is None or (redo is not None and redo(spec, line)):
                todo.append(spec)
                continue
            stats.cached += 1
            if on_result is not None:
                on_result(PairResult(spec=spec, prediction={**line, "pair_id": spec.pair_id}, cached=True))
        with progress(disable=not show_progress) as bar:
            task = bar.add_task(description or f"judging ({self.judge.name})", total=len(specs),
                                completed=stats.cached)

            def finished(result: PairResult) -> None:
                if on_result is not None:
                    on_result(result)
                self._store_result(result, stats)
                bar.advance(task)

            self._run(todo, finished, stats)
        return stats

    def judge_one(self, spec: PairSpec) -> PairResult:
        """One pair, in this process, with its full verdict: a stored pair result is not taken
        as is, but every stored review is reused (nothing is asked twice)."""
        results: list[PairResult] = []
        stats = EngineStats(total=1)

        def keep(result: PairResult) -> None:
            results.append(result)
            self._store_result(result, stats)

        self._run(deque([spec]), keep, stats, in_process=True)
        return results[0]

    # ------------------------------------------------------------------ the coordinator

    def _max_pairs(self) -> int:
        if self.options.max_pairs_in_memory:
            return max(1, int(self.options.max_pairs_in_memory))
        return max(4, 2 * max(1, self.options.workers), self.concurrency // 2)

    def _evidence_width(self, in_process: bool) -> int | None:
        """How many pairs' evidence the run builds at once: 1 in process, the worker processes or
        the evidence threads otherwise, None on a Ray cluster (the cluster decides)."""
        if in_process:
            return 1
        if self.options.ray_address:
            return None
        workers = int(self.options.workers or 0)
        return workers if workers > 1 else max(1, int(self.options.evidence_threads))

    def _evidence_executor(self, in_process: bool) -> Executor:
        width = self._evidence_width(in_process)
        if width is None:
            from .cluster import RayExecutor

            return RayExecutor(self.options.ray_address)
        workers = int(self.options.workers or 0)
        if workers <= 1 or in_process:
            return ThreadPoolExecutor(width, thread_name_prefix="worldreward-evidence")
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"),
                                   initializer=_watch_parent, initargs=(os.getpid(),))

    def _run(self, todo: deque[PairSpec], finished: ResultSink, stats: EngineStats, *,
             in_process: bool = False) -> None:
        ev_pool = self._evidence_executor(in_process)
        shared = isinstance(ev_pool, ThreadPoolExecutor)  # threads share the run's decodes and measurements
        job = _EvidenceJob(options=self.options, orders=self.orders, whole_video=bool(self.judge.whole_video),
                           budget=self.budget, fov_deg=self.fov_deg, plan=self.plan,
                           sides_in_parallel=self._evidence_width(in_process) == 1,
                           side_cache=SideCache() if shared else None, clip_cache=SharedClips() if shared else None)
        states: dict[str, _PairState] = {}
        ev_futs: dict[Future, str] = {}
        rev_futs: dict[Future, tuple[str, list[tuple[int, str]]]] = {}
        in_flight = 0
        if callable(getattr(self.judge, "open", None)):
            self.judge.open()  # a server judge's client starts while the first evidence is built
        rev_pool = ThreadPoolExecutor(1 if self.batch_size else self.concurrency,
                                      thread_name_prefix="worldreward-review")
        try:
            while todo or ev_futs or rev_futs:
                while todo and len(states) < self._max_pairs():
                    spec = todo.popleft()
                    states[spec.pair_id] = state = _PairState(spec)
                    cached = self.store.reviews_of(spec.pair_id, self.review_hash)
                    state.reviews.update(cached)
                    ev_futs[ev_pool.submit(prepare_pair, spec, job, frozenset(cached))] = spec.pair_id
                done, _ = wait([*ev_futs, *rev_futs], return_when=FIRST_COMPLETED)
                for fut in done:
                    if fut in ev_futs:
                        state = states[ev_futs.pop(fut)]
                        for f, keys in self._on_prepared(state, fut, rev_pool).items():
                            rev_futs[f] = (state.spec.pair_id, keys)
                            in_flight += len(keys)
                    else:
                        pair_id, keys = rev_futs.pop(fut)
                        in_flight -= len(keys)
                        state = states[pair_id]
                        self._on_reviewed(state, keys, fut, stats)
                    stats.peak_in_flight = max(stats.peak_in_flight, in_flight)
                    if state.prepared is not None and state.pending == 0:
                        del states[state.spec.pair_id]
                        finished(self._finish(state))
        finally:
            for fut in [*ev_futs, *rev_futs]:
                fut.cancel()
            rev_pool.shutdown(wait=True, cancel_futures=True)
            ev_pool.shutdown(wait=True, cancel_futures=True)
            if job.clip_cache is not None:
                stats.clips_decoded += job.clip_cache.misses
                stats.clips_reused += job.clip_cache.hits
            if job.side_cache is not None:
                stats.sides_measured += job.side_cache.misses
                stats.sides_reused += job.side_cache.hits

    def _on_prepared(self, state: _PairState, fut: Future, pool: Executor) -> dict[Future, list[tuple[int, str]]]:
        try:
            prepared: _Prepared = fut.result()
        except BaseException as exc:  # a worker died (killed, out of memory): the pair fails, the run goes on
            if isinstance(exc, KeyboardInterrupt):
                raise
            prepared = _Prepared(pair_id=state.spec.pair_id, error=f"evidence worker failed: {_reason(exc)}")
        state.prepared = prepared
        state.failures.update(prepared.failures)
        tasks = sorted(prepared.evidence)
        submitted: dict[Future, list[tuple[int, str]]] = {}
        if self.batch_size:
            for first in range(0, len(tasks), self.batch_size):
                keys = tasks[first : first + self.batch_size]
                evs = [prepared.evidence[k] for k in keys]
                submitted[pool.submit(_review_batch, self.judge, evs)] = keys
        else:
            for key in tasks:
                submitted[pool.submit(_review_one, self.judge, prepared.evidence[key])] = [key]
        state.pending = len(tasks)
        return submitted

    def _on_reviewed(self, state: _PairState, keys: list[tuple[int, str]], fut: Future, stats: EngineStats) -> None:
        from .store import ReviewKey

        try:
            value = fut.result()
            results: list[Any] = value if self.batch_size else [value]
        except BaseException as exc:  # noqa: BLE001 - every failure is recorded per review
            if isinstance(exc, KeyboardInterrupt):
                raise
            results = [exc] * len(keys)
        for (chunk_index, order), res in zip(keys, results, strict=True):
            key = ReviewKey(state.spec.pair_id, chunk_index, order, self.review_hash)
            state.pending -= 1
            if isinstance(res, BaseException):
                reason = _reason(res)
                state.failures[(chunk_index, order)] = reason
                self.store.put_failure(key, reason)
                stats.review_failures += 1
            else:
                state.reviews[(chunk_index, order)] = res
                self.store.put(key, res)
                stats.reviews += 1
        if state.prepared is not None:
            for k in keys:
                state.prepared.evidence.pop(k, None)  # drop the images as soon as they are judged

    # ------------------------------------------------------------------ stage 5: verdict

    def _finish(self, state: _PairState) -> PairResult:
        spec, prepared = state.spec, state.prepared
        assert prepared is not None
        if prepared.error is not None:
            return PairResult(spec=spec, prediction=failed_prediction(spec.pair_id, prepared.error),
                              error=prepared.error, exception=prepared.exception)
        reviews: list[ChunkReview] = []
        rows: list[SlotRow] = []
        errors: list[str] = []
        failed_orders: list[str] = []
        failed_chunks = 0
        for chunk in prepared.chunks:
            bad = [(o, state.failures[(chunk.index, o)]) for o in self.orders if (chunk.index, o) in state.failures]
            for order, reason in bad:
                errors.append(f"chunk {chunk.index} ({order}): {reason}")
                failed_orders.append(f"{chunk.index}/{order}")
            review = None if bad else self._chunk_review(state.reviews, chunk.index)
            if review is not None:
                reviews.append(review)
            else:
                failed_chunks += 1
            rows.extend(_slot_rows(chunk, review, prepared.slots.get(chunk.index)))
        # every slot votes in the action tie-break (IDLE and PAD included), as the reference release
        verdict = aggregate(reviews, pair_id=spec.pair_id, judge=self.judge.name, weighted=self.options.weighted)
        verdict.chunks = len(prepared.chunks)
        verdict.failed_chunks = failed_chunks
        verdict.failed_orders = failed_orders
        verdict.errors = errors
        verdict.rows = rows
        verdict.extra["swap"] = self.swap
        if prepared.warnings:
            from .console import warn

            verdict.extra["warnings"] = list(prepared.warnings)  # in the prediction line too
            for text in prepared.warnings:
                warn(f"{spec.pair_id}: {text}")
        if failed_chunks or verdict.failed:
            reason = f"{len(failed_orders)} review(s) failed: " + "; ".join(errors)
            return PairResult(spec=spec, prediction=failed_prediction(spec.pair_id, reason, failed_orders),
                              verdict=verdict, error=reason, chunks=prepared.chunks, reviews=reviews,
                              review_failures=dict(state.failures))
        return PairResult(spec=spec, prediction=verdict.prediction(), verdict=verdict, chunks=prepared.chunks,
                          reviews=reviews)

    def _chunk_review(self, by_order: dict[tuple[int, str], ChunkReview], index: int) -> ChunkReview | None:
        """Chunk ``index``'s review from its per-order reviews (reconciled under swap); None
        unless every order has one."""
        got = [by_order.get((index, o)) for o in self.orders]
        if not all(got):
            return None
        return reconcile_reviews(got[0], got[1]) if self.swap else got[0]

    def stored_reviews(self, pair_id: str) -> list[ChunkReview]:
        """A finished pair's chunk reviews from the store, in chunk order (reconciled under swap):
        what a chunk-level rule (reward's ``rl_fork``) reads of a pair the run did not judge."""
        got = self.store.reviews_of(pair_id, self.review_hash)
        reviews = (self._chunk_review(got, index) for index in sorted({c for c, _ in got}))
        return [r for r in reviews if r is not None]

    def _store_result(self, result: PairResult, stats: EngineStats) -> None:
        if result.cached:
            return
        if result.ok:
            self.store.put_pair_result(result.pair_id, self.run_key, result.prediction)
            stats.judged += 1
        else:
            self.store.put_pair_failure(result.pair_id, self.run_key, result.error or "failed")
            stats.failed += 1
            stats.failures.append(f"{result.pair_id}: {result.error}")


def _slot_rows(chunk: Chunk, review: ChunkReview | None, slots_ev: list[SlotEvidence] | None) -> list[SlotRow]:
    """Table rows of one chunk: commanded vs measured motion per side and the slot winner."""
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
# Library helpers
# ---------------------------------------------------------------------------------------------


def judge_pair(spec: PairSpec, judge: Judge, *, store: Any = None, **options: Any) -> PairVerdict:
    """Judge one pair in this process → its `PairVerdict` (A = left, B = right).

    ``options`` are `EngineOptions` fields. Raises the decoding / planning error (`VideoError`,
    `ChunkPlanError`, `ActionError`) when the pair itself cannot be judged; failed reviews are in
    the verdict (``failed_chunks``, ``failed_orders``, ``errors``) and do not vote.
    """
    if options.get("save_evidence") is not None:
        options["save_evidence"] = Path(options["save_evidence"])
        options.setdefault("evidence_per_pair", False)
    if options.get("base_dir") is not None:
        options["base_dir"] = Path(options["base_dir"])
    engine = Engine(judge, EngineOptions(**options), store=store)
    result = engine.judge_one(spec)
    if result.verdict is None:
        if result.exception is not None:
            raise result.exception
        raise WorldRewardError(spec.pair_id, result.error or "not judged")
    return result.verdict


def judge_many(specs: Sequence[PairSpec], judge: Judge, **options: Any) -> list[PairVerdict]:
    """`judge_pair` over in-memory specs (for scripts and tests)."""
    return [judge_pair(s, judge, **options) for s in specs]
