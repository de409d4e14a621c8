"""``worldreward motion VIDEO``: table, --json lines, errors with exit code 1."""

from __future__ import annotations

import json

import pytest

from worldreward.cli import main
from worldreward.synth import SynthSpec, render_rollout
from worldreward.video import write_video

TOKENS = ["forward", "camera_left", "right+camera_up"]


@pytest.fixture(scope="module")
def video(tmp_path_factory):
    rollout = render_rollout(SynthSpec(tokens=TOKENS, frames_per_action=8, size=(256, 160), supersample=1,
                                       seed=4242, fov_deg=70.0))
    path = tmp_path_factory.mktemp("motion") / "rollout.mp4"
    write_video(path, rollout.frames, 16.0)
    return str(path)


def test_table_with_matches(video, capsys):
    rc = main(["motion", video, "--actions", ",".join(TOKENS), "--frames-per-action", "8", "--fov", "70"])
    err = capsys.readouterr().err
    assert rc == 0
    assert "camera motion of" in err and "commanded" in err
    assert "matches 3/3" in err


def test_json_lines(video, capsys):
    rc = main(["motion", video, "--actions", ",".join(TOKENS), "--segments", "0-8,8-16,16-24", "--json"])
    out = capsys.readouterr().out
    assert rc == 0
    rows = [json.loads(line) for line in out.splitlines() if line.strip()]
    assert len(rows) == 3
    for row, token in zip(rows, TOKENS, strict=True):
        for key in ("video", "start_frame", "end_frame", "commanded", "token", "confidence", "match",
                    "translation", "rotation", "yaw_deg_per_frame", "pitch_deg_per_frame", "zoom_per_frame",
                    "lateral_per_frame", "flow_px_per_frame", "focal_px", "notes"):
            assert key in row
        assert row["commanded"] == token and row["video"] == video
    assert [(r["start_frame"], r["end_frame"]) for r in rows] == [(0, 8), (8, 16), (16, 24)]


def test_segment_every_without_actions(video, capsys):
    rc = main(["motion", video, "--segment-every", "8", "--json"])
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines() if line.strip()]
    assert rc == 0 and len(rows) == 3
    assert all(r["commanded"] is None and r["match"] is None for r in rows)


@pytest.mark.parametrize(("argv", "message"), [
    (["--actions", "forward,sideways", "--frames-per-action", "8"], "sideways"),
    (["--actions", "forward,forward,forward", "--frames-per-action", "9", "--span-convention", "shared"], "frames"),
    (["--actions", "forward,forward", "--segments", "0-8,8-40"], "last frame"),
    (["--actions", "forward"], "--frames-per-action"),
    (["--frames-per-action", "8"], "--actions"),
])
def test_bad_input_exit_1(video, capsys, argv, message):
    rc = main(["motion", video, *argv])
    err = capsys.readouterr().err
    assert rc == 1
    assert message in err


def test_reference_convention_clamps_a_short_video_with_a_warning(video, capsys):
    # 3 x 9 = 27 frames wanted, the rollout has 25: the reference clamps to the last frame
    rc = main(["motion", video, "--actions", "forward,forward,forward", "--frames-per-action", "9", "--json"])
    captured = capsys.readouterr()
    assert rc == 0 and "clamped to the last frame" in captured.err
    rows = [json.loads(line) for line in captured.out.splitlines() if line.strip()]
    assert len(rows) == 3


def test_bad_video_names_the_file(tmp_path, capsys):
    bad = tmp_path / "broken.mp4"
    bad.write_bytes(b"not a video at all")
    rc = main(["motion", str(bad), "--segment-every", "4"])
    err = capsys.readouterr().err
    assert rc == 1 and "broken.mp4" in err


def test_help_lists_every_flag(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["motion", "--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    for flag in ("--actions", "--frames-per-action", "--num-frames", "--segment-frames", "--segments", "--fov",
                 "--segment-every", "--json"):
        assert flag in out


def test_only_the_steps_frames_are_decoded_with_the_same_readings(video, capsys, monkeypatch):
    from worldreward import video as video_mod
    from worldreward.motion import read_segments

    loads = []
    real = video_mod.load_video
    monkeypatch.setattr(video_mod, "load_video", lambda *a, **k: loads.append(k) or real(*a, **k))
    rc = main(["motion", video, "--actions", "forward,camera_left", "--segments", "0-8,8-12", "--json"])
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines() if line.strip()]
    assert rc == 0 and [k.get("indices") for k in loads] == [list(range(13))] and loads[0]["sparse"]
    full = read_segments(real(video).frames, [(0, 8), (8, 12)])  # every frame decoded: the same readings
    for row, reading in zip(rows, full, strict=True):
        expected = reading.model_dump(mode="json")
        assert {k: row[k] for k in expected} == expected


def test_max_memory_refuses_with_one_line_before_decoding(video, capsys):
    rc = main(["motion", video, "--actions", "forward,camera_left", "--segments", "0-8,8-12", "--max-memory", "1M"])
    err = capsys.readouterr().err.strip()
    assert rc == 1 and err.count("\n") == 0
    assert "rollout.mp4" in err and "13 decoded frames of 256x160" in err and "--max-memory" in err
    with pytest.raises(SystemExit) as exc:
        main(["motion", video, "--segment-every", "4", "--max-memory", "lots"])
    assert exc.value.code == 2 and "expected a size" in capsys.readouterr().err
