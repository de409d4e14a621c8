"""The ``judge``, ``evidence`` and ``demo`` commands end to end (through ``worldreward.cli.main``)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from worldreward.cli import main
from worldreward.commands.common import add_judge_arguments, judge_from_args, parse_judge_opts
from worldreward.errors import JudgeError
from worldreward.jsonl import read_jsonl
from worldreward.pairs import Prediction
from worldreward.synth import SynthSpec, render_rollout
from worldreward.video import write_video
from worldreward.vote import PairVerdict

ACTIONS = "camera_right,camera_down"


@pytest.fixture(scope="module")
def pair(tmp_path_factory) -> tuple[Path, Path]:
    folder = tmp_path_factory.mktemp("cli")
    spec = SynthSpec(tokens=["camera_right", "camera_down"], frames_per_action=6, size=(160, 96), seed=9,
                     supersample=1, texture="natural")
    good = render_rollout(spec).frames
    bad = render_rollout(spec.model_copy(update={"tokens": ["camera_left", "camera_down"]})).frames
    write_video(folder / "good.mp4", good, 16)
    write_video(folder / "bad.mp4", bad, 16)
    return folder / "good.mp4", folder / "bad.mp4"


def test_judge_json_validates(pair, capsys) -> None:
    good, bad = pair
    code = main(["judge", str(bad), str(good), "--actions", ACTIONS, "--frames-per-action", "6", "--json",
                 "--show-reasoning"])
    out, err = capsys.readouterr()
    assert code == 0
    verdict = PairVerdict.model_validate_json(out)
    assert verdict.action.winner == "right"  # the left video turns the wrong way in slot 1
    assert verdict.pair_id == "bad_vs_good" and verdict.judge == "geometry"
    assert "per-slot action following" in err and "verdict" in err
    assert "IDLE | YawRight" in err and "°/frame" in err  # table and --show-reasoning analyses


def test_judge_options_pass_through() -> None:
    parser = argparse.ArgumentParser()
    add_judge_arguments(parser)
    args = parser.parse_args(["--judge-opt", "rotation_dead_band=0.2", "--judge-opt", "fov=70"])
    judge = judge_from_args(args)
    assert judge.name == "geometry" and judge.rotation_dead_band == 0.2 and judge.fov == 70
    assert parse_judge_opts(["a=1", "b=[1, 2]", "c=text"]) == {"a": 1, "b": [1, 2], "c": "text"}
    with pytest.raises(JudgeError, match="KEY=VALUE"):
        parse_judge_opts(["novalue"])
    with pytest.raises(JudgeError, match="sparkle"):
        judge_from_args(parser.parse_args(["--judge-opt", "sparkle=1"]))


def test_bad_option_is_a_clean_error(pair, capsys) -> None:
    good, bad = pair
    code = main(["judge", str(good), str(bad), "--actions", ACTIONS, "--frames-per-action", "6",
                 "--judge-opt", "sparkle=1"])
    assert code == 1
    assert "sparkle" in capsys.readouterr().err


def test_pairs_batch_and_resume(pair, tmp_path, capsys) -> None:
    good, bad = pair
    manifest = tmp_path / "bench.jsonl"
    (tmp_path / "v").mkdir()
    for p in (good, bad):
        (tmp_path / "v" / p.name).write_bytes(p.read_bytes())
    (tmp_path / "v" / "broken.mp4").write_text("not a video")
    rows = [
        {"pair_id": "a", "actions": ACTIONS.split(","), "frames_per_action": 6,
         "left": {"video": "v/good.mp4"}, "right": {"video": "v/bad.mp4"}},
        {"pair_id": "b", "actions": ACTIONS.split(","), "frames_per_action": 6,
         "left": {"video": "v/broken.mp4"}, "right": {"video": "v/bad.mp4"}},
    ]
    manifest.write_text("".join(json.dumps(r) + "\n" for r in rows))
    out = tmp_path / "geometry.pairs.jsonl"
    code = main(["judge", "--pairs", str(manifest), "--out", str(out)])
    assert code == 1  # one pair failed (recorded), the batch went on
    lines = read_jsonl(out)
    assert [ln["pair_id"] for ln in lines] == ["a", "b"]
    for ln in lines:
        Prediction.model_validate(ln)
        assert set(ln) >= {"pair_id", "action", "appearance", "motion"}
    assert lines[0]["action"] == "left" and "margins" in lines[0] and "probs" in lines[0]
    assert lines[1]["action"] is None and "broken.mp4" in lines[1]["error"]
    assert "1 failed" in capsys.readouterr().err
    before = out.read_bytes()
    main(["judge", "--pairs", str(manifest), "--out", str(out)])
    assert out.read_bytes() == before  # re-run appends nothing new


def test_evidence_command(pair, tmp_path, capsys) -> None:
    good, bad = pair
    code = main(["evidence", str(good), str(bad), "--actions", ACTIONS, "--frames-per-action", "6",
                 "--out", str(tmp_path / "ev"), "--json"])
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["chunks"][0]["images"][0] == "grid"
    folder = tmp_path / "ev" / "chunk_000"
    record = json.loads((folder / "evidence.json").read_text())
    assert set(record["images"]) == {"grid", "closeup_1", "closeup_2", "motion_1", "motion_2"}
    assert all((folder / name).is_file() for name in record["images"].values())


def test_demo_runs_and_explains(tmp_path, capsys) -> None:
    code = main(["demo", "--seed", "3", "--out", str(tmp_path / "demo"), "--json"])
    out, err = capsys.readouterr()
    assert code == 0
    verdict = PairVerdict.model_validate_json(out)
    planted = verdict.extra["planted"]
    assert planted["expected"]["motion"] == "tie"
    assert "Planted:" in err and planted["degradation"] in err
    assert (tmp_path / "demo" / "left.mp4").is_file()
    assert verdict.action.winner == planted["expected"]["action"]
