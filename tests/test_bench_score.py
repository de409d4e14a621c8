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
    assert "| action · all | 66.67 (4/6)" in md  # the reference's 2 decimals


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


# ------------------------------------------------------------------ the reference rule, side by side
# An independent, separately written scorer of the reference rule (worldreward-bench/score.py of
# CodeGoat24/WorldReward): an axis is modelled when any prediction answers it; a pair missing from
# the predictions leaves every denominator; an unlabelled axis is not scored; anything else counts
# in the denominator and is correct only when the prediction equals the label (null is wrong).


def _independent_reference_scores(bench: list[dict], preds: dict[str, dict]) -> dict:
    modelled = [ax for ax in ("action", "appearance", "motion") if any(p.get(ax) is not None for p in preds.values())]
    out = {}
    for ax in modelled:
        rows = [(b["label"].get(ax), preds[b["pair_id"]].get(ax)) for b in bench
                if b["pair_id"] in preds and (b.get("label") or {}).get(ax) in ("left", "right", "tie")]
        hits_all = sum(t == p for t, p in rows)
        non_tie = [(t, p) for t, p in rows if t != "tie"]
        hits_nt = sum(t == p for t, p in non_tie)
        out[ax] = {"all": f"{100 * hits_all / len(rows):.2f}" if rows else "--",
                   "non_tie": f"{100 * hits_nt / len(non_tie):.2f}" if non_tie else "--",
                   "n_all": len(rows), "n_nt": len(non_tie)}
    return out


def _random_case(seed: int):
    import random

    rnd = random.Random(seed)
    sides = ["left", "right", "tie"]
    bench, preds = [], {}
    for i in range(47):
        label = {ax: (None if rnd.random() < 0.1 else rnd.choice(sides)) for ax in ("action", "appearance", "motion")}
        bench.append({"pair_id": f"wrb_{i:04d}", "actions": ["forward"], "frames_per_action": 8,
                      "left": {"video": "l.mp4"}, "right": {"video": "r.mp4"}, "label": label,
                      "trajectory_group": rnd.choice(["pure_translation", "pure_rotation", "compound"]),
                      "style": rnd.choice(["photo", "game_anime", "traditional"])})
        if rnd.random() < 0.08:
            continue  # missing pair
        failed = rnd.random() < 0.15
        preds[f"wrb_{i:04d}"] = {"pair_id": f"wrb_{i:04d}",
                                 **{ax: (None if failed else rnd.choice(sides)) for ax in ("action", "appearance")}}
    return bench, preds


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_scorer_equals_an_independent_reference_scorer_on_predictions_with_nulls(seed):
    bench, preds = _random_case(seed)
    specs = [PairSpec.model_validate(b) for b in bench]
    score = score_predictor(specs, {k: Prediction.model_validate(v) for k, v in preds.items()}, bootstrap=0)
    ref = _independent_reference_scores(bench, preds)
    assert set(ref) == {"action", "appearance"}  # motion never answered
    assert not score.axes["motion"].answered
    for ax, figures in ref.items():
        a = score.axes[ax]
        assert (a.all.n, a.non_tie.n) == (figures["n_all"], figures["n_nt"])
        assert (f"{100 * a.all.acc:.2f}", f"{100 * a.non_tie.acc:.2f}") == (figures["all"], figures["non_tie"])
        assert a.nulls > 0  # the case has nulls on this axis, counted wrong
    assert score.missing_pairs == sum(b["pair_id"] not in preds for b in bench) > 0


def test_failed_pairs_count_wrong_not_left_out():
    # 47 pairs, 6 failed (null), 17 correct among the 41 answered: the reference reads 36.17, not 41.46
    specs = [_spec(f"p{i}", "left") for i in range(47)]
    preds = {f"p{i}": Prediction(pair_id=f"p{i}", action=("left" if i < 17 else "right") if i < 41 else None)
             for i in range(47)}
    a = score_predictor(specs, preds, bootstrap=0).axes["action"]
    assert (a.all.correct, a.all.n, a.nulls) == (17, 47, 6)
    assert f"{100 * a.all.acc:.2f}" == "36.17"


def test_letters_map_to_sides_and_unlabelled_axes_are_not_scored():
    assert Prediction.model_validate({"pair_id": "x", "action": "A", "appearance": "B", "motion": "Tie"}).model_dump(
        include={"action", "appearance", "motion"}) == {"action": "left", "appearance": "right", "motion": "tie"}
    spec = PairSpec.model_validate({"pair_id": "x", "actions": ["forward"], "frames_per_action": 4,
                                    "left": {"video": "l.mp4"}, "right": {"video": "r.mp4"},
                                    "label": {"action": None, "appearance": "left", "motion": "tie", "who": "a"}})
    score = score_predictor([spec], {"x": Prediction(pair_id="x", action="left", appearance="left")}, bootstrap=0)
    assert score.axes["action"].answered and score.axes["action"].all.acc is None  # nothing labelled: --
    assert score.axes["appearance"].all.acc == 1.0


def _chunk(pid: str, cid: int, overall: str | None, slots=("A", "A", "A", "A"), tc="A", art="A", dyn="A") -> dict:
    if overall is None:
        return {"pair_id": pid, "chunk_id": cid, "parsed_ok": False, "review_payload": None}
    dim = lambda w: {"video_a_analysis": "a", "video_b_analysis": "b", "winner": w, "extra": 1}  # noqa: E731
    return {"pair_id": pid, "chunk_id": cid, "parsed_ok": True, "review_payload": {
        "action_control": {"actions": [{"action_id": i + 1, "action_label": "IDLE | IDLE", "video_a_analysis": "a",
                                        "video_b_analysis": "b", "winner": w} for i, w in enumerate(slots)],
                           "overall_summary": "s", "overall_winner": overall},
        "visual_quality": {"temporal_consistency": dim(tc), "dynamic_generation_quality": dim(dyn),
                           "artifacts_and_structure_integrity": dim(art), "overall_summary": "s",
                           "overall_winner": "A"}}}


def test_reference_chunk_predictions_and_shards_are_read(tmp_path, capsys):
    from worldreward.bench.score import load_prediction_files, predictor_name

    bench = tmp_path / "bench.jsonl"
    lines = [_spec(p, lab) for p, lab in (("p1", "right"), ("p2", "tie"), ("p3", "left"))]
    bench.write_text("".join(json.dumps(s.model_dump(exclude_none=True)) + "\n" for s in lines))
    # p1: overall 1-1 -> tie-break over all 8 slots (IDLE/PAD included): A 3, B 4 -> right
    shard0 = [_chunk("p1", 0, "A", ("Tie", "A", "A", "A")), _chunk("p1", 1, "B", ("B", "B", "B", "B"), tc="B", art="B"),
              _chunk("p2", 0, None)]  # p2: no chunk parsed -> tie everywhere (the reference)
    shard1 = [_chunk("p3", 0, "A"), _chunk("p3", 1, None)]
    (tmp_path / "chunk_predictions.shard0of2.json").write_text(json.dumps(shard0))
    (tmp_path / "chunk_predictions.shard1of2.json").write_text(json.dumps({"chunks": shard1}))
    files = sorted(tmp_path.glob("chunk_predictions.shard*of*.json"))
    assert {predictor_name(f) for f in files} == {"chunk_predictions"}
    assert predictor_name("hpsv3.pairs.shard3of8.jsonl") == "hpsv3"
    loaded = load_prediction_files(files)
    p = loaded.predictions
    assert (p["p1"].action, p["p1"].appearance, p["p1"].motion) == ("right", "tie", "left")
    assert (p["p2"].action, p["p2"].appearance, p["p2"].motion) == ("tie", "tie", "tie")
    assert (p["p3"].action, p["p3"].appearance) == ("left", "left")
    assert loaded.failed_pairs == 1
    assert main(["bench", "score", "--bench", str(bench), "--predictions", *map(str, files), "--bootstrap", "0"]) == 0
    captured = capsys.readouterr()
    assert "| action · all | 100.00 (3/3)" in captured.out
    assert "no parsed chunk" in captured.err
