"""Teacher labels: one reasoning-augmented chunk review per pair and chunk, with provenance.

CONTRACT

- `LabelRecord`: one line of ``labels.jsonl`` (``status="teacher"``): the teacher's validated
  `ReviewPayload`, its `ReviewMeta` (model, prompt id and hash, evidence hash, time), the folder
  of the saved evidence (relative to the labels file's folder), the commanded slots and the video
  paths. ``label_id`` is ``"<pair_id>/<chunk_index>"``.
- `generate_labels(pairs_path, out_path, teacher)`: for every pair of a manifest and every
  chunk, extract the evidence, save it under ``<out>.evidence/<pair>/<chunk>/`` (images + numbers,
  `ChunkEvidence.save`; ``slot_quality=False`` skips the per-slot quality metrics, ~3× faster), ask the teacher for a review and append a `LabelRecord` (flush + fsync).
  Resumable: label ids already in ``out`` are skipped (their pair is not even decoded when all of
  its chunks are done). Failures are appended to ``<out stem>.failures.jsonl``
  (``{"label_id", "pair_id", "chunk_index", "reason", "created_at"}``) and retried by the next run.
- `load_labels(path)`: the label records of a file (last record per label id wins), with
  ``evidence_dir`` resolved to an absolute path.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal, Protocol

from pydantic import BaseModel, Field

from .errors import ManifestError, WorldRewardError
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
) -> LabelRunResult:
    """Write teacher labels for every chunk of every pair of ``pairs_path`` (module docstring)."""
    from .console import progress
    from .evidence import EvidenceBudget, extract_evidence
    from .jsonl import JsonlAppender, read_jsonl
    from .pairs import load_pairs
    from .pipeline import plan_spec_chunks
    from .video import load_video

    out_path = Path(out_path)
    specs = load_pairs(pairs_path, allow_absolute_paths=allow_absolute_paths)
    if limit is not None:
        specs = specs[:limit]
    done = {obj.get("label_id") for obj in read_jsonl(out_path) if obj.get("status", "teacher") != "failed"}
    root = evidence_root(out_path)
    budget = EvidenceBudget(slot_quality=slot_quality)
    result = LabelRunResult()
    with JsonlAppender(out_path) as out, JsonlAppender(failures_path(out_path)) as fails, progress() as bar:
        task = bar.add_task("teacher labels", total=len(specs))
        for spec in specs:
            try:
                clip_a, clip_b = load_video(spec.left.video), load_video(spec.right.video)
                chunks = plan_spec_chunks(spec, clip_a.num_frames, clip_b.num_frames,
                                          slots_per_chunk=slots_per_chunk, reference_slot=False,
                                          where=(spec.left.video, spec.right.video))
            except (WorldRewardError, ValueError) as exc:
                _fail(fails, result, spec.pair_id, None, str(exc))
                bar.advance(task)
                continue
            todo = [c for c in chunks if label_id(spec.pair_id, c.index) not in done]
            result.skipped += len(chunks) - len(todo)
            evidences, dirs = [], []
            for chunk in todo:
                ev_dir = root / safe_name(spec.pair_id) / f"{chunk.index:03d}"
                try:
                    ev = extract_evidence(clip_a, clip_b, chunk, pair_id=spec.pair_id,
                                          caption=spec.input_caption, source_image=spec.input_image,
                                          fov_deg=fov_deg, budget=budget)
                    ev.save(ev_dir)
                except (WorldRewardError, ValueError) as exc:
                    _fail(fails, result, spec.pair_id, chunk.index, str(exc))
                    continue
                evidences.append((chunk, ev))
                dirs.append(ev_dir)
            answers = teacher.review_many([ev for _, ev in evidences]) if evidences else []
            for (chunk, _), ev_dir, answer in zip(evidences, dirs, answers, strict=True):
                if isinstance(answer, Exception):
                    _fail(fails, result, spec.pair_id, chunk.index, str(answer))
                    continue
                rec = _record(spec, chunk, answer, ev_dir, out_path.parent)
                out.append(rec.model_dump(mode="json"))
                result.written += 1
            bar.advance(task)
    return result


def _fail(appender: Any, result: LabelRunResult, pair_id: str, chunk_index: int | None, reason: str) -> None:
    lid = label_id(pair_id, chunk_index) if chunk_index is not None else f"{pair_id}/*"
    appender.append({"label_id": lid, "pair_id": pair_id, "chunk_index": chunk_index, "reason": reason,
                     "created_at": now_iso()})
    result.failed += 1
    result.failures.append(f"{lid}: {reason}")
