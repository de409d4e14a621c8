"""Scoring: hand-computed accuracies, tie rules, '--' axes, missing pairs, ε calibration, CIs, bias."""

from __future__ import annotations

import json

import pytest
from worldreward.bench.score import (
    accuracy_all,
    accuracy_non_tie,
    group_prediction_files,
    position_bias,
    score_predictor,
    tie_calibrated_accuracy,
    to_markdown,
)

from worldreward.cli import main
from worldreward.pairs import PairSpec, Prediction

LABELS = ["left", "right", "tie", "left", "right", "tie"]
PREDS = ["left", "tie", "tie", "left", "right", "left"]


def _spec(pid: str, action: str, group: str = "compound", deg: str | None = None) -> PairSpec:
    extra = {"degradation": {"name": deg}} if deg else {}
    return PairSpec.model_validate({
        "pair_id": pid, "actions": ["forward"], "frames_per_action": 4,
        "left": {"video": "l.mp4"}, "right": {"video": "r.mp4"},
        "label": {"action": action, "appearance": "tie", "motion": "tie"},
        "trajectory_group": group, "style": "photo", **extra,
    })


def _bench() -> list[PairSpec]:
    specs = [_spec(f"p{i}", lab, group="pure_rotation" if i < 3 else "compound", deg="blur" if i % 2 else "frozen")
             for i, lab in enumerate(LABELS)]
    specs.append(_spec("p_missing", "left"))
    return specs


def _preds(margins: bool = False) -> dict[str, Prediction]:
    out = {}
    for i, p in enumerate(PREDS):
        extra = {"margins": {"action": [0.9, 0.0, 0.0, 0.3, -0.6, 0.2][i]}} if margins else {}
        out[f"p{i}"] = Prediction(pair_id=f"p{i}", action=p, **extra)
    out["stranger"] = Prediction(pair_id="stranger", action="left")
    return out


def test_all_and_non_tie_definitions_by_hand():
    # all: p0 ok, p1 tie≠right, p2 tie=tie ok, p3 ok, p4 ok, p5 left≠tie → 4/6
    assert accuracy_all(LABELS, PREDS).acc == pytest.approx(4 / 6)
    # non-tie: only left/right labels (p0, p1, p3, p4); the predicted tie on p1 is wrong → 3/4
    nt = accuracy_non_tie(LABELS, PREDS)
    assert (nt.n, nt.correct) == (4, 3)
    # a human tie is only correct when the prediction is tie
    assert accuracy_all(["tie"], ["left"]).acc == 0.0
    assert accuracy_all(["tie"], ["tie"]).acc == 1.0


def test_predictor_score_counts_missing_and_marks_unanswered_axes():
    score = score_predictor(_bench(), _preds(), bootstrap=0)
    action = score.axes["action"]
    assert action.answered and action.all.n == 6 and action.all.correct == 4
    assert action.non_tie.n == 4 and action.non_tie.correct == 3
    assert score.missing_pairs == 1 and action.missing == 1  # p_missing leaves the denominator
    assert score.unknown_pairs == 1
    # appearance and motion are never answered → "--", not 0
    assert not score.axes["appearance"].answered and score.axes["appearance"].all is None
    md = to_markdown([score])
    assert "| appearance · all | -- |" in md
    assert "| action · all | 66.7" in md


def test_tie_calibrated_epsilon_on_a_tiny_case():
    labels = ["left", "tie", "right", "tie"]
    margins = [0.9, 0.1, -0.5, -0.05]
    # eps=0 → L L R R (2/4); eps=0.05 → L L R T (3/4); eps=0.1 → L T R T (4/4); eps=0.5 → L T T T (3/4)
    tc = tie_calibrated_accuracy(labels, margins)
    assert tc.acc == 1.0 and tc.eps == pytest.approx(0.1)
    assert tie_calibrated_accuracy([], []) is None


def test_tie_calibrated_only_with_margins():
    assert score_predictor(_bench(), _preds(), bootstrap=0).axes["action"].tie_calibrated is None
    tc = score_predictor(_bench(), _preds(margins=True), bootstrap=0).axes["action"].tie_calibrated
    # margins 0.9 0 0 0.3 -0.6 0.2 vs labels L R T L R T: eps 0.2 → L T T L R T = 5/6 (best)
    assert tc.n == 6 and tc.acc == pytest.approx(5 / 6) and tc.eps == pytest.approx(0.2)


def test_bootstrap_interval_contains_point_estimate_and_is_seeded():
    labels = ["left", "right"] * 20
    preds = ["left"] * 25 + ["right"] * 15
    a = accuracy_all(labels, preds, bootstrap=500, seed=3)
    assert a.ci[0] <= a.acc <= a.ci[1]
    assert 0.0 <= a.ci[0] < a.ci[1] <= 1.0
    assert accuracy_all(labels, preds, bootstrap=500, seed=3).ci == a.ci


def test_position_bias():
    pb = position_bias(LABELS, PREDS)
    assert pb.pred_left == pytest.approx(3 / 6) and pb.label_left == pytest.approx(2 / 6)
    assert pb.excess == pytest.approx(1 / 6)


def test_slices_by_group_and_extra_key():
    score = score_predictor(_bench(), _preds(), bootstrap=0)
    assert set(score.slices) == {"trajectory_group", "style", "degradation"}
    rot = score.slices["trajectory_group"]["pure_rotation"]["action"]["all"]
    assert (rot.n, rot.correct) == (3, 2)  # p0 ok, p1 wrong, p2 ok
    blur = score.slices["degradation"]["blur"]["action"]["all"]
    # p1 (tie for right: wrong), p3 (left for left: ok), p5 (left for tie: wrong) → 1/3
    assert (blur.n, blur.correct) == (3, 1)


def test_shard_files_merge_into_one_predictor(tmp_path):
    files = [tmp_path / "geometry.shard-0-of-2.pairs.jsonl", tmp_path / "geometry.shard-1-of-2.pairs.jsonl",
             tmp_path / "vlm.pairs.jsonl"]
    groups = group_prediction_files(files)
    assert list(groups) == ["geometry", "vlm"] and len(groups["geometry"]) == 2


def test_score_cli_json_and_markdown(tmp_path, capsys):
    bench = tmp_path / "bench.jsonl"
    bench.write_text("".join(json.dumps(s.model_dump(exclude_none=True)) + "\n" for s in _bench()))
    pred_a = tmp_path / "a.pairs.jsonl"
    pred_a.write_text("".join(json.dumps(p.model_dump()) + "\n" for p in _preds().values()))
    pred_b = tmp_path / "b.pairs.jsonl"
    pred_b.write_text(json.dumps({"pair_id": "p0", "action": "right", "motion": "tie"}) + "\n")
    out_json = tmp_path / "s.json"
    assert main(["bench", "score", "--bench", str(bench), "--predictions", str(pred_a), str(pred_b),
                 "--json", str(out_json), "--bootstrap", "50"]) == 0
    stdout = capsys.readouterr().out
    assert "| metric | a | b |" in stdout
    data = json.loads(out_json.read_text())
    a = data["predictors"]["a"]["axes"]["action"]
    assert a["all"]["correct"] == 4 and a["all"]["n"] == 6
    b = data["predictors"]["b"]
    assert b["missing_pairs"] == 6 and b["axes"]["motion"]["all"]["acc"] == 1.0
    assert b["axes"]["appearance"]["answered"] is False
