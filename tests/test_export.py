"""Training exports (SFT conversations, pairwise preferences): selection rules, manifest counts,
read-back validation, human decisions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from teacher_stub import labelled_bench

from worldreward.cli import main
from worldreward.export import ExportError, export_labels, load_export
from worldreward.jsonl import read_jsonl
from worldreward.labels import load_labels
from worldreward.review import ReviewPayload
from worldreward.reviewui import axis_winners


@pytest.fixture(scope="module")
def audited(tmp_path_factory: pytest.TempPathFactory):
    lb = labelled_bench(tmp_path_factory)
    out = tmp_path_factory.mktemp("export_audit")
    # No revision rounds: every review with a refuted claim goes to a person, so the human-decision
    # tests below get escalations however good the measuring tools are.
    assert main(["audit", "--labels", str(lb.labels), "--out", str(out), "--max-rounds", "0"]) == 0
    audits = {a["label_id"]: a for a in read_jsonl(out / "audited.jsonl")}
    return lb, out, audits


def test_sft_export_default_selection(audited, tmp_path: Path) -> None:
    lb, audit_dir, audits = audited
    out = tmp_path / "sft"
    assert main(["export", "--labels", str(lb.labels), "--format", "sft", "--out", str(out),
                 "--audit", str(audit_dir), "--json"]) == 0
    loaded = load_export(out)
    manifest, records = loaded["manifest"], loaded["records"]
    kept = {k for k, a in audits.items() if a["decision"] in ("accept", "revise")}
    assert {r["label_id"] for r in records} == kept and manifest["counts"]["records"] == len(kept)
    assert manifest["counts"]["by_source"] == {"audit": len(kept)}
    for rec in records:
        user, assistant = rec["messages"]
        assert user["role"] == "user" and assistant["role"] == "assistant"
        assert user["content"][-1]["type"] == "text" and "Video A" in user["content"][-1]["text"]
        assert [p["image"] for p in user["content"] if p["type"] == "image"] == rec["images"]
        assert all((out / p).is_file() and not Path(p).is_absolute() for p in rec["images"])
        answer = ReviewPayload.model_validate_json(assistant["content"][0]["text"])
        assert answer == ReviewPayload.model_validate(audits[rec["label_id"]]["final_review"])
    prov = manifest["provenance"]
    assert prov["teacher_models"] == ["stub-teacher"] and prov["prompt_ids"] == ["chunk_judge.v1"]
    assert prov["audit_versions"] == ["audit.v2"]
    # the student is shown exactly the teacher's prompt (same rendered-prompt hash)
    assert set(prov["sft_prompt_hashes"]) <= set(prov["prompt_hashes"])
    lf = read_jsonl(out / "sft_llamafactory.jsonl", strict=True)
    assert len(lf) == len(records) and isinstance(lf[0]["messages"][0]["content"], str)
    info = json.loads((out / "dataset_info.json").read_text())
    assert info["worldreward_sft"]["formatting"] == "sharegpt"
    assert info["worldreward_sft"]["file_name"] == "sft_llamafactory.jsonl"


def test_pairwise_export_and_human_decisions(audited, tmp_path: Path) -> None:
    lb, audit_dir, audits = audited
    escalated = [k for k, a in audits.items() if a["decision"] == "escalate"]
    assert len(escalated) >= 2, "the stub teacher should leave work for a person"
    decisions = tmp_path / "decisions.jsonl"
    flip = {"A": "B", "B": "A", "Tie": "Tie"}
    teacher0 = axis_winners(audits[escalated[0]]["final_review"])
    teacher1 = axis_winners(audits[escalated[1]]["final_review"])
    human1 = {"action": "A" if teacher1["action"] == "Tie" else flip[teacher1["action"]], "appearance": "B",
              "motion": "Tie"}
    decisions.write_text(
        json.dumps({"queue_id": escalated[0], "axes": dict.fromkeys(teacher0, "accept"), "winners": teacher0}) + "\n"
        + json.dumps({"queue_id": escalated[1], "axes": {"action": "flip", "appearance": "flip", "motion": "tie"},
                      "winners": human1}) + "\n")
    pw = tmp_path / "pairwise"
    manifest = export_labels(lb.labels, pw, "pairwise", audit_dir=audit_dir, decisions=decisions)
    records = load_export(pw)["records"]
    human = [r for r in records if r["source"] == "human"]
    assert {r["label_id"] for r in human} <= {escalated[0], escalated[1]}
    got1 = {r["axis"]: r["chosen"] for r in human if r["label_id"] == escalated[1]}
    assert got1 == {"action": human1["action"], "appearance": "B"}  # the person's winners; their tie is skipped
    for r in records:
        assert {r["chosen"], r["rejected"]} == {"A", "B"} and r["axis"] in ("action", "appearance", "motion")
    assert sum(manifest["counts"]["by_axis"].values()) == len(records)
    assert not {r["label_id"] for r in records} & (set(escalated[2:]))  # undecided escalations stay out
    # SFT keeps the human item whose reasoning still stands, not the flipped one
    sft = export_labels(lb.labels, tmp_path / "sft", "sft", audit_dir=audit_dir, decisions=decisions)
    ids = {r["label_id"] for r in load_export(tmp_path / "sft")["records"]}
    assert escalated[0] in ids and escalated[1] not in ids
    assert sft["counts"]["skipped"] == {"human_changed_winner": 1} and sft["counts"]["by_source"]["human"] == 1
    # --include-escalated brings the undecided ones in, flagged
    allp = export_labels(lb.labels, tmp_path / "all", "pairwise", audit_dir=audit_dir, decisions=decisions,
                         include_escalated=True)
    assert allp["counts"]["records"] >= manifest["counts"]["records"]
    assert allp["provenance"]["include_escalated"] is True


def test_export_needs_an_audit_and_validates(audited, tmp_path: Path) -> None:
    lb, _, _ = audited
    with pytest.raises(ExportError, match="--audit"):
        export_labels(lb.labels, tmp_path / "x", "sft")
    m = export_labels(lb.labels, tmp_path / "raw", "pairwise", include_unaudited=True)
    n_labels = len(load_labels(lb.labels))
    assert m["counts"]["by_source"].get("teacher", 0) == m["counts"]["records"]
    assert m["counts"]["records"] + sum(m["counts"]["ties_skipped"].values()) == 3 * n_labels
    # a record lost after writing no longer matches the manifest
    path = tmp_path / "raw" / "pairwise.jsonl"
    lines = path.read_text().splitlines(keepends=True)
    path.write_text("".join(lines[1:]))
    with pytest.raises(ExportError, match="counts do not match"):
        load_export(tmp_path / "raw")
    with pytest.raises(ValueError):
        export_labels(lb.labels, tmp_path / "y", "dpo")


def test_sft_export_refuses_unclean_text(audited, tmp_path: Path) -> None:
    """A record whose review text is spliced ("…/frame)., with …", "In A, The audit …") is refused
    and counted; every exported answer reads as whole sentences."""
    import shutil

    from worldreward.export import review_text_problems

    lb, audit_dir, audits = audited
    kept = [k for k, a in audits.items() if a["decision"] in ("accept", "revise")]
    assert kept, "the fixture audit keeps some labels"
    dirty = tmp_path / "audit"
    shutil.copytree(audit_dir, dirty)
    rows = read_jsonl(dirty / "audited.jsonl")
    for row in rows:
        if row["label_id"] == kept[0]:
            slot = row["final_review"]["action_control"]["actions"][0]
            slot["video_a_analysis"] = "In A, The audit measured zoom -0.0012/frame)., with no yaw at all."
    (dirty / "audited.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    out = tmp_path / "sft"
    manifest = export_labels(lb.labels, out, "sft", audit_dir=dirty)
    assert manifest["counts"]["refused_unclean"] == 1 and manifest["refused_unclean_ids"] == [kept[0]]
    records = load_export(out)["records"]
    assert kept[0] not in {r["label_id"] for r in records} and len(records) == len(kept) - 1
    for rec in records:
        assert review_text_problems(json.loads(rec["messages"][1]["content"][0]["text"])) == []


@pytest.mark.parametrize("text", [
    "In A, The audit measured zoom -0.0012/frame)., with no yaw at all.",
    "The camera pans left. with no yaw at all.",
    "The camera pans left .",
    "It turns right, The audit measured a yaw.",
    "The camera pans left.. It stops.",
    "the camera pans left.",
    "Cam pushes in?? not 100% sure.",
])
def test_text_check_flags_splices(text: str) -> None:
    from worldreward.export import text_problems

    assert text_problems(text)


@pytest.mark.parametrize("text", [
    "Stand by camera cue 14 ... cue 14, GO: a truck left.",
    "It drifts left\u2026 then holds still.",
    "It turns right (approx. 1.2 deg/frame), e.g. a pan.",
    "Yaw is about 1.5 deg per frame at 0.5 s.",
    "A sideways step [lit. a stepping aside] to the left, viz. a truck. Prob. a slow one.",
])
def test_text_check_passes_whole_sentences_in_many_styles(text: str) -> None:
    from worldreward.export import text_problems

    assert text_problems(text) == []
