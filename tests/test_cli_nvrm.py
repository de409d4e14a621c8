"""``worldreward nvrm verify|score|golden`` on the tiny random bundle (in process, offline)."""

from __future__ import annotations

import json
import math
import os
import shutil

import pytest

os.environ["HF_HUB_OFFLINE"] = "1"
torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from worldreward.cli import main  # noqa: E402
from worldreward.nvrm.tiny import build_tiny_nvrm_bundle, make_demo_videos  # noqa: E402

pytestmark = pytest.mark.usefixtures("torch_one_thread")


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    return build_tiny_nvrm_bundle(tmp_path_factory.mktemp("cli") / "bundle", seed=2)


@pytest.fixture(scope="module")
def videos(tmp_path_factory):
    return make_demo_videos(tmp_path_factory.mktemp("cli_videos"), seed=3)


def _run(capsys, *argv):
    code = main(["nvrm", *argv])
    out, err = capsys.readouterr()
    return code, out, " ".join(err.split())


def test_verify_ok_and_json(bundle, capsys):
    code, _, err = _run(capsys, "verify", str(bundle))
    assert code == 0 and "OK" in err
    code, out, _ = _run(capsys, "verify", str(bundle), "--json")
    summary = json.loads(out)
    assert code == 0 and summary["ok"] is True and summary["files"] >= 8
    assert summary["inference"]["jpeg_quality"] == 85


def _flip(path):
    data = bytearray(path.read_bytes())
    data[100] ^= 0x10
    path.write_bytes(bytes(data))


@pytest.mark.parametrize(
    ("damage", "named", "problem"),
    [
        (lambda d: _flip(d / "model-00001-of-00002.safetensors"), "model-00001-of-00002.safetensors",
         "SHA-256 mismatch"),
        (lambda d: (d / "tokenizer_config.json").unlink(), "tokenizer_config.json", "missing"),
        (lambda d: (d / "extra.safetensors").write_bytes(b"x"), "extra.safetensors", "extra file"),
    ],
    ids=["tampered", "missing", "extra"],
)
def test_damaged_bundle_fails_verify_and_score(bundle, videos, tmp_path, capsys, damage, named, problem):
    bad = shutil.copytree(bundle, tmp_path / "bad")
    damage(bad)
    code, out, err = _run(capsys, "verify", str(bad))
    assert code == 1 and out == ""
    assert f"{named}: {problem}" in err
    history, candidates = videos
    code, out, err = _run(capsys, "score", "--bundle", str(bad), "--history", str(history),
                          "--candidate", str(candidates[0]), "--json")
    assert code == 1 and out == "" and named in err


def test_score_single_and_group(bundle, videos, capsys):
    history, candidates = videos
    code, out, _ = _run(capsys, "score", "--bundle", str(bundle), "--history", str(history),
                        "--candidate", str(candidates[0]), "--json")
    single = json.loads(out)
    assert code == 0 and len(single["candidates"]) == 1 and "ranking" not in single
    first = single["candidates"][0]["score"]
    assert math.isfinite(first)

    argv = ["score", "--bundle", str(bundle), "--history", str(history), "--batch-size", "2"]
    for c in candidates:
        argv += ["--candidate", str(c)]
    code, out, _ = _run(capsys, *argv, "--json")
    group = json.loads(out)
    scores = [c["score"] for c in group["candidates"]]
    assert code == 0 and len(scores) == 3
    assert sorted(group["ranking"]) == [0, 1, 2]
    assert [scores[i] for i in group["ranking"]] == sorted(scores, reverse=True)
    assert abs(scores[0] - first) <= 0.02 + 0.02 * abs(first)

    code, out, err = _run(capsys, *argv)
    assert code == 0 and out == "" and "#1" in err and "#3" in err


def test_score_short_candidate_fails_naming_file(bundle, videos, tmp_path, capsys):
    history, _ = videos
    _, short = make_demo_videos(tmp_path, candidate_s=(3.0,), history_s=1.0)
    code, _, err = _run(capsys, "score", "--bundle", str(bundle), "--history", str(history),
                        "--candidate", str(short[0]))
    assert code == 1 and "candidate_0.mp4" in err and "5 s continuation" in err


def test_golden_write_check_and_changed_preprocessing(bundle, videos, tmp_path, capsys):
    history, candidates = videos
    golden = tmp_path / "golden" / "tiny.json"
    code, _, err = _run(capsys, "golden", "--bundle", str(bundle), "--write", str(golden),
                        "--history", str(history), "--candidate", str(candidates[0]))
    assert code == 0 and golden.is_file()
    record = json.loads(golden.read_text())
    assert (golden.parent / record["tensors_file"]).is_file()
    assert record["digest"][:16] in record["tensors_file"]

    code, out, err = _run(capsys, "golden", "--bundle", str(bundle), "--check", str(golden), "--json")
    assert code == 0 and json.loads(out)["ok"] is True

    # a copy of the bundle whose pinned JPEG quality was changed to 90
    changed = shutil.copytree(bundle, tmp_path / "q90")
    manifest = json.loads((changed / "worl-bundle.json").read_text())
    manifest["inference"]["jpeg_quality"] = 90
    (changed / "worl-bundle.json").write_text(json.dumps(manifest))
    code, out, err = _run(capsys, "golden", "--bundle", str(changed), "--check", str(golden))
    assert code == 1 and "input.pixel_values_videos" in err and "max |diff|" in err


def test_golden_write_needs_inputs(bundle, tmp_path, capsys):
    code, _, err = _run(capsys, "golden", "--bundle", str(bundle), "--write", str(tmp_path / "g.json"))
    assert code == 1 and "--history and --candidate" in err
