"""Teacher labels: one reasoning-augmented chunk review per pair and chunk, with provenance.

CONTRACT

- `LabelRecord`: one line of ``labels.jsonl`` (``status="teacher"``): the teacher's validated
  `ReviewPayload`, its `ReviewMeta` (model, prompt id and hash, evidence hash, time), the folder
  of the saved evidence (relative to the labels file's folder), the commanded slots and the video
  paths. ``label_id`` is ``"<pair_id>/<chunk_index>"``.
- `generate_labels(pairs_path, out_path, teacher)`: runs the judging engine (`worldreward.engine`)
  over a manifest with the teacher as judge, in (A, B) order: every chunk's evidence is saved
  under ``<out>.evidence/<pair>/chunk_<i>/`` (images + numbers, `ChunkEvidence.save`;
  ``slot_quality=False`` skips the per-slot quality metrics, ~3× faster) and each valid review
  becomes a `LabelRecord` line (flush + fsync). Resumable through the engine's review store
  ``<out stem>.cache.jsonl``: a finished pair is not decoded again, a label id is never written
  twice, and a finished pair whose records are missing from ``labels.jsonl`` (the file deleted or
  cut short) is labelled again from its stored reviews, its evidence saved again, without a
  teacher call. Failures are appended to ``<out stem>.failures.jsonl``
  (``{"label_id", "pair_id", "chunk_index", "reason", "created_at"}``) and retried by the next run.
- `load_labels(path)`: the label records of a file (last record per label id wins), with
  ``evidence_dir`` resolved to an absolute path.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal, Protocol

from pydantic import BaseModel, Field

from .errors import ManifestError
from .review import ChunkReview, ReviewMeta, ReviewPayload

EVIDENCE_SUFFIX = ".evidence"
FAILURES_SUFFIX = ".failures.jsonl"


class SlotInfo(BaseModel):
    """A commanded slot of the labelled chunk (``action_id`` = position + 1)."""

    action_id: int
    step: int | None = None  # global action-step index (None for a reference slot)
    token: str
    label: str
    role: Literal["action", "reference", "padding"] = "action"


class LabelRecord(BaseModel):
    """One teacher label: a chunk review with its provenance (a line of ``labels.jsonl``)."""

    label_id: str
    pair_id: str
    chunk_index: int
    review: ReviewPayload
    meta: ReviewMeta
    evidence_dir: str | None = None  # relative to the labels file's folder (absolute after load_labels)
    status: str = "teacher"
    slots: list[SlotInfo] = Field(default_factory=list)
    videos: dict[str, str] = Field(default_factory=dict)  # {"left": path, "right": path}
    caption: str | None = None

    @property
    def voting_ids(self) -> list[int]:
        """action_ids of the slots that vote (padding / reference excluded)."""
        return [s.action_id for s in self.slots if s.role == "action"] or [
            a.action_id for a in self.review.action_control.actions
        ]


def label_id(pair_id: str, chunk_index: int) -> str:
    """The label id of one chunk: ``"<pair_id>/<chunk_index>"``."""
    return f"{pair_id}/{chunk_index}"


_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def safe_name(text: str) -> str:
    """A file-system-safe folder name for a pair id (no separators, no leading dots)."""
    name = _UNSAFE.sub("_", text).strip("._") or "pair"
    return name[:120]


def evidence_root(out_path: str | Path) -> Path:
    """``<out>.evidence`` next to the labels file."""
    out = Path(out_path)
    return out.with_name(out.name + EVIDENCE_SUFFIX)


def failures_path(out_path: str | Path) -> Path:
    """``<out stem>.failures.jsonl`` next to the labels file."""
    out = Path(out_path)
    stem = out.name[: -len(".jsonl")] if out.name.endswith(".jsonl") else out.name
    return out.with_name(stem + FAILURES_SUFFIX)


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def load_labels(path: str | Path) -> list[LabelRecord]:
    """Label records of ``path`` in file order (the last record per label id wins); the
    ``evidence_dir`` of each is made absolute. Raises `ManifestError` naming ``file:line``."""
    from pydantic import ValidationError

    from .jsonl import iter_jsonl

    path = Path(path)
    if not path.is_file():
        raise ManifestError(str(path), "labels file not found")
    records: dict[str, LabelRecord] = {}
    for line_no, obj in iter_jsonl(path, strict=True):
        if obj.get("status", "teacher") == "failed":
            continue
        try:
            rec = LabelRecord.model_validate(obj)
        except ValidationError as exc:
            first = exc.errors()[0]
            loc = ".".join(str(p) for p in first["loc"])
            raise ManifestError(f"{path}:{line_no}", f"field {loc}: {first['msg']}") from None
        if rec.evidence_dir and not Path(rec.evidence_dir).is_absolute():
            rec.evidence_dir = str((path.parent / rec.evidence_dir).resolve())
        records[rec.label_id] = rec
    return list(records.values())


# --------------------------------------------------------------------------------------------
# generation


class Teacher(Protocol):
    """What label generation needs from a judge (`worldreward.judges.vlm.VLMJudge` fits)."""

    name: str

    def review_many(self, evidences: Sequence[Any]) -> list[ChunkReview | Exception]: ...


@dataclass
class LabelRunResult:
    """Counts of one `generate_labels` run."""

    written: int = 0
    skipped: int = 0
    failed: int = 0
    failures: list[str] = field(default_factory=list)
    #: the engine's counts (`worldreward.engine.EngineStats`)
    stats: Any = None


def _slots_of(chunk: Any) -> list[SlotInfo]:
    return [SlotInfo(action_id=s.position + 1, step=s.step, token=s.action.token, label=s.action.label, role=s.role)
            for s in chunk.slots]


def _record(spec: Any, chunk: Any, review: ChunkReview, ev_dir: Path, out_dir: Path) -> LabelRecord:
    try:
        rel = str(ev_dir.resolve().relative_to(out_dir.resolve()))
    except ValueError:
        rel = str(ev_dir.resolve())
    return LabelRecord(
        label_id=label_id(spec.pair_id, chunk.index), pair_id=spec.pair_id, chunk_index=chunk.index,
        review=review.payload, meta=review.meta, evidence_dir=rel, slots=_slots_of(chunk),
        videos={"left": str(spec.left.video), "right": str(spec.right.video)}, caption=spec.input_caption,
    )


def generate_labels(
    pairs_path: str | Path,
    out_path: str | Path,
    teacher: Teacher,
    *,
    slots_per_chunk: int = 4,
    fov_deg: float | None = None,
    allow_absolute_paths: bool = False,
    limit: int | None = None,
    slot_quality: bool = True,
    options: Any = None,
    bad_lines: Sequence[dict[str, Any]] | None = None,
    specs: Sequence[Any] | None = None,
) -> LabelRunResult:
    """Write teacher labels for every chunk of every pair of ``pairs_path`` (module docstring).

    Runs the one engine (`worldreward.engine`) with the teacher as judge, in (A, B) order only;
    its review store is ``<out stem>.cache.jsonl``. ``options`` (`EngineOptions`) overrides the
    keyword options; ``specs`` / ``bad_lines`` skip reading the manifest (the command reads it).
    """
    from dataclasses import replace

    from .engine import Engine, EngineOptions
    from .evidence import EvidenceBudget
    from .pairs import load_pairs
    from .store import RunCache

    out_path = Path(out_path)
    if specs is None:
        specs = load_pairs(pairs_path, allow_absolute_paths=allow_absolute_paths)
    specs = list(specs)[:limit] if limit is not None else list(specs)
    base = options or EngineOptions(slots_per_chunk=slots_per_chunk, fov_deg=fov_deg)
    engine_opts = replace(base, swap=False, save_evidence=evidence_root(out_path), evidence_per_pair=True,
                          budget=base.budget or EvidenceBudget(slot_quality=slot_quality))
    result = LabelRunResult()
    with RunCache.at(cache_path(out_path)) as store, _LabelSink(out_path, result, bad_lines or ()) as sink:
        stats = Engine(teacher, engine_opts, store).run(specs, sink, description="teacher labels",
                                                        redo=sink.incomplete)
    result.stats = stats
    return result


def cache_path(out_path: str | Path) -> Path:
    """``<out stem>.cache.jsonl``: the review store of a labels run."""
    out = Path(out_path)
    stem = out.name[: -len(".jsonl")] if out.name.endswith(".jsonl") else out.name
    return out.with_name(stem + ".cache.jsonl")


class _LabelSink:
    """Turns each judged pair into `LabelRecord` lines (one per chunk with a valid review, never
    twice) and failure lines (one per failed chunk, or ``<pair>/*`` for a pair that could not be
    decoded or planned)."""

    def __init__(self, out_path: Path, result: LabelRunResult, bad_lines: Sequence[dict[str, Any]]) -> None:
        from .jsonl import JsonlAppender, read_jsonl

        self.out_path, self.result = out_path, result
        self.done = {obj.get("label_id") for obj in read_jsonl(out_path) if obj.get("status", "teacher") != "failed"}
        self.per_pair = Counter(str(lid).rpartition("/")[0] for lid in self.done)  # records per pair, read once
        self.out = JsonlAppender(out_path)
        self.fails = JsonlAppender(failures_path(out_path))
        for line in bad_lines:
            _fail(self.fails, result, str(line.get("where")), None, str(line.get("reason")))

    def incomplete(self, spec: Any, stored: dict[str, Any]) -> bool:
        """True when the engine's store holds this pair as finished but the labels file lacks some
        of its chunks (the file was deleted or cut short): the pair is then labelled again from
        the stored reviews (no teacher call), so stored work is never lost from the output."""
        return self.per_pair.get(spec.pair_id, 0) < int(stored.get("chunks") or 0) - int(stored.get("failed_chunks") or 0)

    def __call__(self, pair: Any) -> None:
        spec = pair.spec
        if pair.cached:
            self.result.skipped += 1
            return
        if pair.verdict is None:
            _fail(self.fails, self.result, spec.pair_id, None, pair.error or "not judged")
            return
        by_index = {r.chunk_index: r for r in pair.reviews}
        root = evidence_root(self.out_path) / safe_name(spec.pair_id)
        for chunk in pair.chunks:
            lid = label_id(spec.pair_id, chunk.index)
            review = by_index.get(chunk.index)
            if review is None:
                reason = "; ".join(r for (i, _), r in sorted(pair.review_failures.items()) if i == chunk.index)
                reason = reason or "failed"
                _fail(self.fails, self.result, spec.pair_id, chunk.index, reason)
            elif lid in self.done:
                self.result.skipped += 1
            else:
                rec = _record(spec, chunk, review, root / f"chunk_{chunk.index:03d}", self.out_path.parent)
                self.out.append(rec.model_dump(mode="json"))
                self.done.add(lid)
                self.result.written += 1

    def __enter__(self) -> _LabelSink:
        return self

    def __exit__(self, *exc: object) -> None:
        self.out.close()
        self.fails.close()


def _fail(appender: Any, result: LabelRunResult, pair_id: str, chunk_index: int | None, reason: str) -> None:
    lid = label_id(pair_id, chunk_index) if chunk_index is not None else f"{pair_id}/*"
    appender.append({"label_id": lid, "pair_id": pair_id, "chunk_index": chunk_index, "reason": reason,
                     "created_at": now_iso()})
    result.failed += 1
    result.failures.append(f"{lid}: {reason}")
