"""Manifest IO: bench/pairs lines, predictions, path confinement and error messages."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from worldreward.errors import ManifestError
from worldreward.pairs import load_pairs, load_predictions, resolve_path


def _line(pair_id: str = "p1", **over) -> dict:
    line = {
        "pair_id": pair_id,
        "input_image": "videos/p/source.jpg",
        "actions": ["forward", "camera_left", "left+camera_down"],
        "frames_per_action": 8,
        "left": {"video": "videos/p/left.mp4", "model": "x"},
        "right": {"video": "videos/p/right.mp4", "model": "y"},
        "label": {"action": "left", "appearance": "tie", "motion": "right"},
        "trajectory_group": "compound",
        "style": "photo",
    }
    line.update(over)
    return line


def _write(folder: Path, lines: list, name: str = "bench.jsonl") -> Path:
    path = folder / name
    path.write_text("".join((x if isinstance(x, str) else json.dumps(x)) + "\n" for x in lines))
    return path


def test_load_pairs_resolves_relative_paths_inside_the_manifest_folder(tmp_path):
    path = _write(tmp_path, [_line("p1"), _line("p2", degradation={"name": "blur"})])
    specs = load_pairs(path)
    assert [s.pair_id for s in specs] == ["p1", "p2"]
    real = Path(os.path.realpath(tmp_path))
    assert specs[0].left.video == str(real / "videos/p/left.mp4")
    assert specs[0].input_image == str(real / "videos/p/source.jpg")
    assert specs[0].label.motion == "right"
    assert specs[1].extra_keys()["degradation"] == {"name": "blur"}
    assert specs[0].span_option("left") == ("frames_per_action", 8)


def test_per_side_value_of_an_option_wins_over_the_top_level_one(tmp_path):
    line = _line(left={"video": "l.mp4", "frames_per_action": 4})
    spec = load_pairs(_write(tmp_path, [line]))[0]
    assert spec.span_option("left") == ("frames_per_action", 4)
    assert spec.span_option("right") == ("frames_per_action", 8)


def test_option_precedence_applies_across_levels_as_the_reference_reads_it(tmp_path):
    # the reference resolves each option side-first, then segment_frames > frames_per_action >
    # num_frames: a per-side num_frames loses to the top-level frames_per_action (and is named)
    line = _line(left={"video": "l.mp4", "num_frames": 40})
    spec = load_pairs(_write(tmp_path, [line]))[0]
    assert spec.span_option("left") == ("frames_per_action", 8)
    assert spec.span_notes("left") and "num_frames" in spec.span_notes("left")[0]
    assert spec.span_notes("right") == []


def test_bad_json_line_names_file_and_line(tmp_path):
    path = _write(tmp_path, [_line("p1"), "{not json", _line("p3")])
    with pytest.raises(ManifestError) as err:
        load_pairs(path)
    assert err.value.where == f"{path}:2"


def test_missing_field_names_line_and_field(tmp_path):
    bad = _line("p2")
    del bad["actions"]
    path = _write(tmp_path, [_line("p1"), bad])
    with pytest.raises(ManifestError) as err:
        load_pairs(path)
    assert err.value.where.endswith(":2")
    assert "field actions" in err.value.problem


@pytest.mark.parametrize(
    "over, field",
    [
        ({"frames_per_action": None}, "left"),  # none anywhere
        ({"frames_per_action": None, "segment_frames": [8, 8]}, "segment_frames"),  # wrong length
        ({"left": {"video": "l.mp4", "segment_frames": [4, 0, 4]}}, "left.segment_frames"),
        ({"frames_per_action": None, "num_frames": 2}, "num_frames"),  # 2 // 3 steps = 0 frames
        ({"label": {"action": "A", "appearance": "tie", "motion": "tie"}}, "label.action"),
        ({"actions": ["forward", "fly_up"]}, "actions[1]"),
    ],
)
def test_invalid_values_name_the_field(tmp_path, over, field):
    path = _write(tmp_path, [_line("p1", **over)])
    with pytest.raises(ManifestError) as err:
        load_pairs(path)
    assert err.value.where == f"{path}:1"
    assert f"field {field}" in err.value.problem


def test_duplicate_pair_id_names_both_lines(tmp_path):
    path = _write(tmp_path, [_line("p1"), _line("p2"), _line("p1")])
    with pytest.raises(ManifestError) as err:
        load_pairs(path)
    assert err.value.where == f"{path}:3"
    assert "line 1" in err.value.problem


def test_dotdot_escape_is_refused(tmp_path):
    bench = tmp_path / "bench"
    bench.mkdir()
    path = _write(bench, [_line(left={"video": "../outside.mp4"})])
    with pytest.raises(ManifestError) as err:
        load_pairs(path)
    assert "field left.video" in err.value.problem
    assert "outside the manifest folder" in err.value.problem
    assert load_pairs(path, allow_absolute_paths=True)[0].left.video == str(Path(os.path.realpath(tmp_path)) / "outside.mp4")


def test_symlink_escape_is_refused(tmp_path):
    bench = tmp_path / "bench"
    (bench / "videos").mkdir(parents=True)
    (tmp_path / "elsewhere").mkdir()
    (bench / "videos" / "link").symlink_to(tmp_path / "elsewhere")
    path = _write(bench, [_line(right={"video": "videos/link/right.mp4"})])
    with pytest.raises(ManifestError) as err:
        load_pairs(path)
    assert "field right.video" in err.value.problem


def test_absolute_path_refused_unless_allowed(tmp_path):
    target = tmp_path / "abs.mp4"
    path = _write(tmp_path, [_line(left={"video": str(target)})])
    with pytest.raises(ManifestError) as err:
        load_pairs(path)
    assert "absolute path" in err.value.problem and "field left.video" in err.value.problem
    spec = load_pairs(path, allow_absolute_paths=True)[0]
    assert spec.left.video == str(Path(os.path.realpath(target)))


def test_resolve_path_confinement_directly(tmp_path):
    assert resolve_path(tmp_path, "a/b.mp4") == Path(os.path.realpath(tmp_path)) / "a/b.mp4"
    assert resolve_path(tmp_path, "a/../b.mp4") == Path(os.path.realpath(tmp_path)) / "b.mp4"
    with pytest.raises(ValueError):
        resolve_path(tmp_path, "a/../../b.mp4")
    with pytest.raises(ValueError):
        resolve_path(tmp_path, "/etc/passwd")
    with pytest.raises(ValueError):
        resolve_path(tmp_path, "")


def test_load_predictions_reads_axes_and_margins(tmp_path):
    path = _write(tmp_path, [
        {"pair_id": "p1", "action": "left", "appearance": None, "motion": "tie", "margins": {"action": 0.4}},
        {"pair_id": "p2", "action": "right", "action_margin": -0.2},
    ], name="j.pairs.jsonl")
    preds = load_predictions(path)
    assert preds["p1"].action == "left" and preds["p1"].appearance is None
    assert preds["p1"].margin("action") == pytest.approx(0.4)
    assert preds["p1"].margin("motion") is None
    assert preds["p2"].margin("action") == pytest.approx(-0.2)


def test_load_predictions_rejects_bad_value_and_duplicates(tmp_path):
    bad = _write(tmp_path, [{"pair_id": "p1", "action": "sideways"}], name="bad.pairs.jsonl")
    with pytest.raises(ManifestError) as err:
        load_predictions(bad)
    assert err.value.where.endswith(":1") and "field action" in err.value.problem
    letters = _write(tmp_path, [{"pair_id": "p1", "action": "A", "motion": "B"}], name="ab.pairs.jsonl")
    assert (load_predictions(letters)["p1"].action, load_predictions(letters)["p1"].motion) == ("left", "right")
    dup = _write(tmp_path, [{"pair_id": "p1"}, {"pair_id": "p1"}], name="dup.pairs.jsonl")
    with pytest.raises(ManifestError) as err:
        load_predictions(dup)
    assert err.value.where.endswith(":2")


# ------------------------------------------------------------------ reference-valid line variants
# Each line below is accepted by the reference release (CodeGoat24/WorldReward); each must load,
# and its spans must be what the reference computes (step i = [S_i, S_i + count_i), inclusive end
# S_i + count_i - 1 here).

from worldreward.actions import parse_action  # noqa: E402


def _spans_of(spec, side: str, total: int, notes=None):
    return spec.frame_spans(side, total, notes=notes if notes is not None else [])


def test_two_span_options_segment_frames_win(tmp_path):
    line = _line(segment_frames=[2, 3, 4], num_frames=99)
    spec = load_pairs(_write(tmp_path, [line]))[0]
    assert spec.span_option("left") == ("segment_frames", [2, 3, 4])
    assert _spans_of(spec, "left", 30) == [(0, 1), (2, 4), (5, 8)]


def test_a_zero_option_counts_as_absent_as_in_the_reference(tmp_path):
    spec = load_pairs(_write(tmp_path, [_line(frames_per_action=0, num_frames=30)]))[0]
    assert spec.span_option("left") == ("num_frames", 30)


def test_frames_per_action_wins_over_num_frames(tmp_path):
    spec = load_pairs(_write(tmp_path, [_line(num_frames=33)]))[0]
    assert spec.span_option("right") == ("frames_per_action", 8)
    assert _spans_of(spec, "right", 33) == [(0, 7), (8, 15), (16, 23)]


def test_num_frames_means_floor_division_per_step(tmp_path):
    spec = load_pairs(_write(tmp_path, [_line(frames_per_action=None, num_frames=33)]))[0]
    assert _spans_of(spec, "left", 33) == [(0, 10), (11, 21), (22, 32)]  # 33 // 3 = 11 each


def test_per_side_options_with_different_counts(tmp_path):
    line = _line(frames_per_action=None, left={"video": "l.mp4", "segment_frames": [4, 4, 8]},
                 right={"video": "r.mp4", "num_frames": 61})
    spec = load_pairs(_write(tmp_path, [line]))[0]
    assert _spans_of(spec, "left", 16) == [(0, 3), (4, 7), (8, 15)]
    assert _spans_of(spec, "right", 61) == [(0, 19), (20, 39), (40, 59)]


def test_null_label_axis_and_extra_label_keys(tmp_path):
    line = _line(label={"action": None, "appearance": "left", "motion": "tie", "annotator": "a7",
                        "confidence": 0.8})
    spec = load_pairs(_write(tmp_path, [line]))[0]
    assert spec.label.action is None and spec.label.appearance == "left"
    assert spec.label.model_extra == {"annotator": "a7", "confidence": 0.8}
    partial = load_pairs(_write(tmp_path, [_line(label={"motion": "right"})], name="b2.jsonl"))[0]
    assert partial.label.action is None and partial.label.motion == "right"


def test_left_turn_right_turn_aliases(tmp_path):
    spec = load_pairs(_write(tmp_path, [_line(actions=["left_turn", "forward+right_turn", "idle"])]))[0]
    assert [parse_action(a).label for a in spec.actions] == ["IDLE | YawLeft", "Forward | YawRight", "IDLE | IDLE"]


def test_any_trajectory_group_and_style_value_is_kept(tmp_path):
    spec = load_pairs(_write(tmp_path, [_line(trajectory_group="zigzag", style="cartoon")]))[0]
    assert (spec.trajectory_group, spec.style) == ("zigzag", "cartoon")


def test_video_shorter_than_its_spans_is_clamped_to_its_last_frame_with_a_warning(tmp_path):
    spec = load_pairs(_write(tmp_path, [_line()]))[0]  # 3 x 8 = 24 frames needed
    notes: list[str] = []
    assert spec.frame_spans("left", 12, notes=notes) == [(0, 7), (8, 11), (11, 11)]
    assert len(notes) == 1 and "24 frames" in notes[0] and "12" in notes[0] and "clamped" in notes[0]
    assert spec.frame_spans("left", 24, notes=notes) == [(0, 7), (8, 15), (16, 23)] and len(notes) == 1


def test_shared_boundary_convention_is_an_explicit_option(tmp_path):
    spec = load_pairs(_write(tmp_path, [_line(span_convention="shared")]))[0]
    assert _spans_of(spec, "left", 25) == [(0, 8), (8, 16), (16, 24)]
    plain = load_pairs(_write(tmp_path, [_line()], name="b3.jsonl"))[0]
    assert _spans_of(plain, "left", 25, ) == [(0, 7), (8, 15), (16, 23)]
    assert plain.frame_spans("left", 25, convention="shared", notes=[]) == [(0, 8), (8, 16), (16, 24)]


def test_all_variants_in_one_manifest_load_together(tmp_path):
    lines = [
        _line("v1", segment_frames=[8, 8, 8], num_frames=24),
        _line("v2", label={"action": None, "appearance": "tie", "motion": "left", "note": "x"}),
        _line("v3", actions=["left_turn", "right_turn", "forward"]),
        _line("v4", trajectory_group="orbit", style="sketch"),
        _line("v5", frames_per_action=None, left={"video": "l.mp4", "frames_per_action": 5},
              right={"video": "r.mp4", "num_frames": 30}),
    ]
    specs = load_pairs(_write(tmp_path, lines))
    assert [s.pair_id for s in specs] == ["v1", "v2", "v3", "v4", "v5"]


def test_every_variant_is_judged_and_scored_not_refused(tmp_path, capsys):
    """End to end: the variant lines load, the geometry judge judges each (a short video clamped,
    with a warning), and `bench score` scores them (a null label axis not scored)."""
    import numpy as np

    from worldreward.cli import main
    from worldreward.engine import judge_pair
    from worldreward.judges.geometry import GeometryJudge
    from worldreward.synth import SynthSpec, render_rollout
    from worldreward.video import write_video

    spec = SynthSpec(tokens=["camera_left", "forward"], frames_per_action=4, size=(96, 64), seed=2,
                     supersample=1, fov_deg=70.0, texture="bricks")
    frames = render_rollout(spec).frames  # 9 frames
    (tmp_path / "v").mkdir()
    write_video(tmp_path / "v/a.mp4", frames, 16.0)
    write_video(tmp_path / "v/b.mp4", np.ascontiguousarray(frames[:, :, ::-1]), 16.0)  # mirrored
    base = {"actions": ["left_turn", "forward"], "left": {"video": "v/a.mp4"}, "right": {"video": "v/b.mp4"},
            "label": {"action": "left", "appearance": "tie", "motion": "tie"}}
    lines = [
        {**base, "pair_id": "two_options", "segment_frames": [4, 5], "num_frames": 9},
        {**base, "pair_id": "null_axis", "frames_per_action": 4,
         "label": {"action": "left", "appearance": None, "motion": "tie", "rater": 3}},
        {**base, "pair_id": "slices", "num_frames": 9, "trajectory_group": "orbit", "style": "sketch"},
        {**base, "pair_id": "per_side", "frames_per_action": 4,
         "left": {"video": "v/a.mp4", "segment_frames": [3, 6]}, "right": {"video": "v/b.mp4", "num_frames": 8}},
        {**base, "pair_id": "short_video", "frames_per_action": 8},  # needs 16 frames, has 9
    ]
    bench = _write(tmp_path, lines)
    specs = load_pairs(bench)
    preds = []
    for s in specs:
        verdict = judge_pair(s, GeometryJudge(), base_dir=tmp_path)
        assert not verdict.failed and verdict.failed_chunks == 0, s.pair_id
        preds.append(verdict.prediction())
    assert "clamped to the last frame" in capsys.readouterr().err
    pred_file = _write(tmp_path, preds, name="geometry.pairs.jsonl")
    assert main(["bench", "score", "--bench", str(bench), "--predictions", str(pred_file), "--bootstrap", "0"]) == 0
    out = capsys.readouterr().out
    import re

    assert re.search(r"\| action · all \| [\d.]+ \(\d/5\) ", out)  # every variant scored
    assert re.search(r"\| appearance · all \| [\d.]+ \(\d/4\) ", out)  # null_axis not scored on appearance
    assert "| orbit |" in out and "| sketch |" in out
