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


def test_per_side_span_option_wins_over_top_level(tmp_path):
    line = _line(left={"video": "l.mp4", "num_frames": 40})
    spec = load_pairs(_write(tmp_path, [line]))[0]
    assert spec.span_option("left") == ("num_frames", 40)
    assert spec.span_option("right") == ("frames_per_action", 8)


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
        ({"num_frames": 30}, "num_frames"),  # two options at top level
        ({"left": {"video": "l.mp4", "frames_per_action": 4, "segment_frames": [4, 4, 4]}}, "left.segment_frames"),
        ({"frames_per_action": None}, "left"),  # none anywhere
        ({"frames_per_action": None, "segment_frames": [8, 8]}, "segment_frames"),  # wrong length
        ({"label": {"action": "A", "appearance": "tie", "motion": "tie"}}, "label.action"),
        ({"trajectory_group": "zigzag"}, "trajectory_group"),
        ({"style": "cartoon"}, "style"),
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
    bad = _write(tmp_path, [{"pair_id": "p1", "action": "A"}], name="bad.pairs.jsonl")
    with pytest.raises(ManifestError) as err:
        load_predictions(bad)
    assert err.value.where.endswith(":1") and "field action" in err.value.problem
    dup = _write(tmp_path, [{"pair_id": "p1"}, {"pair_id": "p1"}], name="dup.pairs.jsonl")
    with pytest.raises(ManifestError) as err:
        load_predictions(dup)
    assert err.value.where.endswith(":2")
