"""bench report: one self-contained HTML page with scores, disagreements, grids and reasoning."""

from __future__ import annotations

import base64
import json
import re

import cv2
import numpy as np
import pytest
from worldreward.bench.report import build_report
from worldreward.bench.synth import SynthConfig, synth_bench

from worldreward.cli import main
from worldreward.jsonl import read_jsonl, write_jsonl_atomic
from worldreward.review import ChunkReview, ReviewMeta, validate_payload
from worldreward.store import ReviewKey, RunCache


@pytest.fixture(scope="module")
def bench(tmp_path_factory):
    out = tmp_path_factory.mktemp("wrb_report")
    return synth_bench(out, SynthConfig(pairs=3, seed=4, size=(64, 48), frames_per_action=4,
                                        min_actions=2, max_actions=3))


def _review(pair_id: str, text: str) -> ChunkReview:
    dim = {"video_a_analysis": f"{text} <b>A</b>", "video_b_analysis": "B looks fine", "winner": "B"}
    payload = validate_payload({
        "action_control": {"actions": [{"action_id": 1, "action_label": "Forward | IDLE", **dim}],
                           "overall_summary": f"summary for {pair_id}", "overall_winner": "B"},
        "visual_quality": {"temporal_consistency": dim, "dynamic_generation_quality": dim,
                           "artifacts_and_structure_integrity": dim, "overall_summary": "vq", "overall_winner": "B"},
    })
    return ChunkReview(pair_id=pair_id, chunk_index=0, payload=payload, meta=ReviewMeta(judge="fake"))


def _fake_run(folder, lines, judge_hash="h1"):
    """A run folder as `bench run` leaves it: predictions, summary with the judge hash, cache."""
    labels = {x["pair_id"]: x["label"] for x in lines}
    wrong = lines[0]["pair_id"]
    flip = {"left": "right", "right": "left", "tie": "left"}
    preds = [{"pair_id": pid, **({**lab, "action": flip[lab["action"]]} if pid == wrong else lab)}
             for pid, lab in labels.items()]
    write_jsonl_atomic(folder / "fake.pairs.jsonl", preds)
    (folder / "fake.summary.json").write_text(json.dumps({"judge_hash": "j", "review_hash": judge_hash}))
    with RunCache(folder) as cache:
        for pid in labels:
            key = ReviewKey(pair_id=pid, chunk_index=0, order="AB", judge_hash=judge_hash)
            cache.put(key, _review(pid, f"reasoning of {pid}"))
        cache.put(ReviewKey(pair_id=wrong, chunk_index=0, order="AB", judge_hash="other"),
                  _review(wrong, "STALE REVIEW FROM ANOTHER CONFIG"))
    return wrong


def test_report_is_self_contained_and_shows_disagreements(bench, tmp_path):
    lines = read_jsonl(bench)
    run = tmp_path / "run"
    run.mkdir()
    wrong = _fake_run(run, lines)
    out = build_report(bench, [run], tmp_path / "report.html", bootstrap=50)
    page = out.read_text()
    # self-contained: no scripts, no links, no external sources
    assert "<script" not in page and "<link" not in page
    assert not re.search(r"(src|href)\s*=\s*['\"](?!data:|#)", page)
    assert "<style>" in page
    # score table and the one disagreement, with its reasoning (escaped) and grid
    assert "Accuracy (%, 95 % bootstrap CI)" in page and "action · all" in page
    assert f"id='{wrong}'" in page and "Disagreements with the label (1 pairs)" in page
    assert f"reasoning of {wrong} &lt;b&gt;A&lt;/b&gt;" in page
    assert "STALE REVIEW" not in page  # reviews of another judge config are not shown
    for other in lines[1:]:
        assert f"id='{other['pair_id']}'" not in page
    uris = re.findall(r"src='data:image/jpeg;base64,([^']+)'", page)
    assert len(uris) == 1
    img = cv2.imdecode(np.frombuffer(base64.b64decode(uris[0]), np.uint8), cv2.IMREAD_COLOR)
    assert img is not None and img.shape[0] > 40 and img.shape[1] > 100


def test_report_cli_with_two_runs_and_a_broken_video(bench, tmp_path):
    lines = read_jsonl(bench)
    run_a, run_b = tmp_path / "a", tmp_path / "b"
    run_a.mkdir()
    run_b.mkdir()
    _fake_run(run_a, lines)
    _fake_run(run_b, lines)
    # point the bench at a broken copy of the first pair's video: the card says why no grid
    broken = tmp_path / "videos" / "x" / "left.mp4"
    broken.parent.mkdir(parents=True)
    broken.write_bytes(b"garbage")
    bench_copy = tmp_path / "bench.jsonl"
    first = {**lines[0], "left": {"video": str(broken)}, "right": {"video": str(bench.parent / lines[0]["right"]["video"])},
             "input_image": None}
    bench_copy.write_text(json.dumps(first) + "\n")
    out = tmp_path / "r.html"
    assert main(["bench", "report", "--bench", str(bench_copy), "--run", str(run_a), str(run_b),
                 "--out", str(out), "--allow-absolute-paths", "--bootstrap", "0"]) == 0
    page = out.read_text()
    assert "a/fake" in page and "b/fake" in page  # same predictor name in two folders
    assert "keyframe grid unavailable" in page and "left.mp4" in page
