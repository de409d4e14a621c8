"""Teacher label generation: one record per chunk with provenance and saved evidence; resumable,
failures recorded and retried (stub teacher on the local OpenAI-compatible stub server)."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from stub_openai import StubOpenAI, http_error
from teacher_stub import SLOTS_PER_CHUNK as SPC
from teacher_stub import TeacherWriter, labelled_bench, teacher_behaviour

from worldreward.actions import parse_action
from worldreward.cli import main
from worldreward.jsonl import read_jsonl
from worldreward.labels import LabelRecord, evidence_root, failures_path, load_labels, safe_name
from worldreward.review import ReviewPayload


def test_label_records_have_provenance_and_evidence(tmp_path_factory: pytest.TempPathFactory) -> None:
    lb = labelled_bench(tmp_path_factory)
    bench = read_jsonl(lb.bench, strict=True)
    expected = {f"{b['pair_id']}/{c}" for b in bench for c in range(math.ceil(len(b["actions"]) / SPC))}
    lines = read_jsonl(lb.labels, strict=True)
    assert {ln["label_id"] for ln in lines} == expected and len(lines) == len(expected)
    records = load_labels(lb.labels)
    by_pair = {b["pair_id"]: b for b in bench}
    for rec in records:
        assert isinstance(rec, LabelRecord) and rec.status == "teacher"
        assert rec.meta.model == "stub-teacher" and rec.meta.prompt_id == "chunk_judge.v1"
        assert rec.meta.prompt_hash and rec.meta.created_at and rec.meta.judge == "vlm"
        folder = Path(rec.evidence_dir)
        assert folder.is_absolute() and folder.is_relative_to(evidence_root(lb.labels))
        assert folder.parent.name == safe_name(rec.pair_id)
        saved = json.loads((folder / "evidence.json").read_text())
        assert saved["evidence_hash"] == rec.meta.evidence_hash  # the teacher saw exactly this evidence
        assert (folder / "grid.png").is_file() and saved["pair_id"] == rec.pair_id
        steps = by_pair[rec.pair_id]["actions"][SPC * rec.chunk_index: SPC * (rec.chunk_index + 1)]
        voting = [s for s in rec.slots if s.role == "action"]
        assert [s.step for s in voting] == list(range(SPC * rec.chunk_index, SPC * rec.chunk_index + len(steps)))
        assert [s.token for s in voting] == [parse_action(t).token for t in steps]
        assert rec.voting_ids == [s.action_id for s in voting]
        assert len(rec.review.action_control.actions) == len(rec.slots)
        # the stored review is the teacher's full reasoning, not a summary
        assert all(len(a.video_a_analysis) > 20 for a in rec.review.action_control.actions)
    # paths in the file are relative to the labels file (the folder can be moved)
    assert not Path(lines[0]["evidence_dir"]).is_absolute()


def test_label_resumes_and_retries_failures(tmp_path_factory: pytest.TempPathFactory, tmp_path: Path) -> None:
    lb = labelled_bench(tmp_path_factory)
    out = tmp_path / "labels.jsonl"
    writer = TeacherWriter(lb.writer.truth)
    args = ["label", "--pairs", str(lb.bench), "--out", str(out), "--limit", "2", "--no-slot-quality",
            "--slots-per-chunk", str(SPC),
            "--max-retries", "0", "--concurrency", "1", "--model", "stub-teacher", "--json"]
    with StubOpenAI(model="stub-teacher") as stub:
        stub.default = teacher_behaviour(writer, out)
        stub.script(http_error(500))
        assert main([*args, "--base-url", stub.base_url]) == 1  # one chunk failed
        first_calls = len(stub.chat_requests)
        fails = read_jsonl(failures_path(out))
        assert len(fails) == 1 and "500" in fails[0]["reason"] and fails[0]["label_id"].count("/") == 1
        done = [r["label_id"] for r in read_jsonl(out)]
        assert len(done) == first_calls - 1
        assert main([*args, "--base-url", stub.base_url]) == 0  # the failure is retried, nothing else
        assert len(stub.chat_requests) == first_calls + 1
        assert sorted(r["label_id"] for r in read_jsonl(out)) == sorted([*done, fails[0]["label_id"]])
        assert main([*args, "--base-url", stub.base_url]) == 0  # all done: no request at all
        assert len(stub.chat_requests) == first_calls + 1
    for line in read_jsonl(out, strict=True):
        ReviewPayload.model_validate(line["review"])


def test_a_lost_labels_file_is_rebuilt_from_the_stored_reviews(tmp_path_factory: pytest.TempPathFactory,
                                                                tmp_path: Path) -> None:
    """Deleting the labels file (and the saved evidence), or cutting it short, while the review
    store stays: the next run writes every missing record again from the stored reviews, with its
    evidence, asks the teacher nothing and duplicates nothing (it used to write nothing at all)."""
    import shutil

    lb = labelled_bench(tmp_path_factory)
    out = tmp_path / "labels.jsonl"
    writer = TeacherWriter(lb.writer.truth)
    args = ["label", "--pairs", str(lb.bench), "--out", str(out), "--limit", "2", "--no-slot-quality",
            "--slots-per-chunk", str(SPC), "--concurrency", "1", "--model", "stub-teacher", "--json"]
    with StubOpenAI(model="stub-teacher") as stub:
        stub.default = teacher_behaviour(writer, out)
        assert main([*args, "--base-url", stub.base_url]) == 0
        calls = len(stub.chat_requests)
        first = {r["label_id"]: r for r in read_jsonl(out, strict=True)}
        assert len(first) >= 2
        out.unlink()
        shutil.rmtree(evidence_root(out))
        assert main([*args, "--base-url", stub.base_url]) == 0
        again = read_jsonl(out, strict=True)
        assert sorted(r["label_id"] for r in again) == sorted(first)
        for rec in again:  # the same reviews of the same evidence, saved again
            assert rec["review"] == first[rec["label_id"]]["review"]
            saved = json.loads((out.parent / rec["evidence_dir"] / "evidence.json").read_text())
            assert saved["evidence_hash"] == rec["meta"]["evidence_hash"]
        lines = out.read_text().splitlines()
        out.write_text(lines[0] + "\n")  # cut short: only the first record is left
        assert main([*args, "--base-url", stub.base_url]) == 0
        assert sorted(r["label_id"] for r in read_jsonl(out, strict=True)) == sorted(first)
        assert main([*args, "--base-url", stub.base_url]) == 0  # complete: nothing written again
        assert len(read_jsonl(out, strict=True)) == len(first)
        assert len(stub.chat_requests) == calls  # the teacher was never asked again


def test_teacher_prompt_asks_for_the_structured_fields() -> None:
    """`label` asks the teacher for observed motion and defects before the analyses (a prompt
    setting); a plain judge prompt does not, and both fields stay optional in the review."""
    from worldreward.chunks import Chunk, Slot, Span
    from worldreward.evidence import ChunkEvidence, SlotEvidence
    from worldreward.judges.common import PromptSettings, render_prompt
    from worldreward.motion import MotionReading
    from worldreward.quality import QualityMetrics
    from worldreward.review import DEFECTS, validate_payload

    slot = Slot(position=0, step=0, action=parse_action("camera_left"), left=Span(start=0, end=8),
                right=Span(start=0, end=8))
    idle = MotionReading(start_frame=0, end_frame=8, translation="idle", rotation="idle", token="idle")
    q = QualityMetrics(sharpness=0.4, noise=1.0, blockiness=1.0, flicker=0.1, brightness_jump=0.5, colour_drift=0.2,
                       frozen_ratio=0.0, duplicate_ratio=0.0, warp_error=0.3, jitter=0.1, dynamic_degree=1.0)
    ev = ChunkEvidence(pair_id="p", chunk=Chunk(index=0, slots=[slot]),
                       slots=[SlotEvidence(slot=slot, motion_a=idle, motion_b=idle)], quality_a=q, quality_b=q)
    teacher = render_prompt(ev, PromptSettings(observed=True), [])
    plain = render_prompt(ev, PromptSettings(), [])
    assert "observed_a" in teacher and "defects_b" in teacher and all(d in teacher for d in DEFECTS)
    assert teacher.index("Before you write any analysis") < teacher.index('"video_a_analysis"')
    assert "observed_a" not in plain
    filled = {
        "action_control": {"actions": [{"action_id": 1, "action_label": "IDLE | YawLeft",
                                        "observed_a": {"translation": "idle", "rotation": "camera_left"},
                                        "observed_b": {"translation": "left", "rotation": "idle"},
                                        "video_a_analysis": "a", "video_b_analysis": "b", "winner": "Tie"}],
                           "overall_summary": "s", "overall_winner": "Tie"},
        "visual_quality": {"defects_a": ["ghosting"], "defects_b": [],
                           **{d: {"video_a_analysis": "a", "video_b_analysis": "b", "winner": "Tie"}
                              for d in ("temporal_consistency", "dynamic_generation_quality",
                                        "artifacts_and_structure_integrity")},
                           "overall_summary": "s", "overall_winner": "Tie"},
    }
    assert validate_payload(filled, expected_slots=1).visual_quality.defects_a == ["ghosting"]
    bad = json.loads(json.dumps(filled))
    bad["visual_quality"]["defects_a"] = ["telepathy"]
    with pytest.raises(Exception, match="defects_a"):
        validate_payload(bad, expected_slots=1)
