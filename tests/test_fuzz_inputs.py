"""Fuzz: manifests, predictions, action strings and files, trajectories, key logs, JSONL logs and
caches. Property: a result or one one-line `WorldRewardError`; never another exception, never a
lost or duplicated record (see tests/fuzzing.py)."""

from __future__ import annotations

import json

import numpy as np
from fuzzing import FUZZ, damage, damages, json_values, jsonl, one_line_error_or_result, raw, scratch_dir
from hypothesis import given
from hypothesis import strategies as st

from worldreward.actions import (
    load_trajectory,
    parse_action,
    parse_actions,
    steps_from_keylog,
    steps_from_trajectory,
)
from worldreward.jsonl import JsonlAppender, read_jsonl
from worldreward.pairs import load_pairs, load_predictions
from worldreward.requestcache import RequestCache

TOKENS = ["forward", "backward", "left", "right", "forward_left", "camera_up", "camera_down", "camera_l",
          "yaw_right", "turn_left", "camera_ul", "idle", "FORWARD+CAMERA_DR", "left+camera_down"]
FIELDS = ["pair_id", "input_image", "input_caption", "actions", "frames_per_action", "num_frames",
          "segment_frames", "left", "right", "label", "trajectory_group", "style"]


def _valid_line(i: int) -> dict:
    return {"pair_id": f"wrb_{i:04d}", "input_caption": "A street.", "actions": ["forward", "left+camera_down"],
            "frames_per_action": 8, "left": {"video": f"v/{i}/left.mp4", "model": "x"},
            "right": {"video": f"v/{i}/right.mp4", "model": "y"},
            "label": {"action": "left", "appearance": "tie", "motion": None}, "style": "photo"}


line_mutations = st.lists(
    st.tuples(st.sampled_from(FIELDS + ["left.video", "right.frames_per_action", "label.action", "extra"]),
              st.sampled_from(["drop", "set"]), json_values),
    max_size=3,
)


def _mutate(line: dict, mutations: list) -> dict:
    out = json.loads(json.dumps(line))
    for field, op, value in mutations:
        holder, key = out, field
        if "." in field:
            head, key = field.split(".", 1)
            holder = out.get(head)
            if not isinstance(holder, dict):
                continue
        if op == "drop":
            holder.pop(key, None)
        else:
            holder[key] = value
    return out


@FUZZ
@given(st.lists(line_mutations, min_size=1, max_size=4), st.none() | damages)
def test_manifests(mutations, how) -> None:
    folder = scratch_dir()
    lines = [_mutate(_valid_line(i), m) for i, m in enumerate(mutations)]
    data = jsonl(lines)
    if how is not None:
        data = damage(data, how)
    path = folder / "bench.jsonl"
    path.write_bytes(data)
    ok, result = one_line_error_or_result(lambda: load_pairs(path))
    if ok:  # every line that loaded is there exactly once, in order
        ids = [s.pair_id for s in result]
        assert len(ids) == len(set(ids))
        assert len(ids) == sum(1 for ln in data.split(b"\n") if ln.strip())
    else:
        assert str(path) in str(result)


@FUZZ
@given(st.lists(st.dictionaries(st.sampled_from(["pair_id", "action", "appearance", "motion", "probs"]),
                                json_values | st.sampled_from(["left", "right", "tie", "p1", "p2"]),
                                max_size=5), max_size=5), st.none() | damages)
def test_predictions(records, how) -> None:
    path = scratch_dir() / "x.pairs.jsonl"
    data = jsonl(records)
    path.write_bytes(damage(data, how) if how else data)
    ok, result = one_line_error_or_result(lambda: load_predictions(path))
    if ok:
        assert all(isinstance(k, str) for k in result)


@FUZZ
@given(st.one_of(
    st.text(max_size=40),
    st.lists(st.sampled_from(TOKENS), min_size=1, max_size=6).map(lambda t: ", ".join(t)),
    st.lists(st.sampled_from(TOKENS) | st.text(max_size=12), max_size=5),
    st.lists(st.sampled_from(TOKENS), min_size=1, max_size=3).map(lambda t: "+".join(t)),
))
def test_action_strings(value) -> None:
    ok, result = one_line_error_or_result(lambda: parse_actions(value))
    if ok:
        assert result and all(a.label for a in result)
    if isinstance(value, str):
        one_line_error_or_result(lambda: parse_action(value))


@FUZZ
@given(st.sampled_from([".txt", ".json"]), st.lists(st.sampled_from(TOKENS), max_size=6), st.none() | damages)
def test_action_files(suffix, tokens, how) -> None:
    path = scratch_dir() / f"actions{suffix}"
    data = (json.dumps({"actions": tokens}) if suffix == ".json" else "\n".join(tokens) + "\n").encode()
    path.write_bytes(damage(data, how) if how else data)
    ok, result = one_line_error_or_result(lambda: parse_actions(str(path)))
    if ok:
        assert len(result) >= 1


key_records = st.lists(
    st.dictionaries(st.sampled_from(["keys", "w", "a", "s", "d", "dx", "dy", "mouse_dx", "frame"]),
                    json_values | st.sampled_from(["w", "w+a", "s,d", "true", 3.0, -4]), max_size=4),
    max_size=8,
)


@FUZZ
@given(key_records, st.sampled_from([".jsonl", ".csv"]), st.none() | damages)
def test_key_logs(records, suffix, how) -> None:
    path = scratch_dir() / f"keys{suffix}"
    if suffix == ".jsonl":
        data = jsonl(records)
    else:
        cols = ["keys", "w", "dx", "dy"]
        rows = [",".join(str(r.get(c, "")).replace(",", " ").replace("\n", " ") for c in cols) for r in records]
        data = raw("\n".join([",".join(cols), *rows]) + "\n")
    path.write_bytes(damage(data, how) if how else data)
    ok, steps = one_line_error_or_result(lambda: steps_from_keylog(path))
    if ok:
        assert steps and steps[0].start_frame == 0
    one_line_error_or_result(lambda: steps_from_keylog(records))


@FUZZ
@given(st.sampled_from(["re10k", "json", "npy"]), st.integers(0, 6),
       st.lists(st.floats(-1e6, 1e6) | st.just(float("nan")), min_size=0, max_size=6), st.none() | damages)
def test_trajectories(fmt, n, noise, how) -> None:
    folder = scratch_dir()
    c2w = np.tile(np.eye(4), (n, 1, 1))
    c2w[:, 2, 3] = np.arange(n) * 0.1
    for k, v in enumerate(noise):
        if n:
            c2w[k % n].flat[k % 12] = v
    if fmt == "re10k":
        path = folder / "traj.txt"
        rows = []
        for m in c2w:
            w2c = np.linalg.pinv(m) if np.all(np.isfinite(m)) else m
            rows.append(" ".join(["0"] * 7 + [f"{x:.6g}" for x in w2c[:3, :4].ravel()]))
        data = ("https://example\n" + "\n".join(rows) + "\n").encode()
    elif fmt == "json":
        path = folder / "traj.json"
        data = json.dumps({"poses": np.nan_to_num(c2w).tolist()}).encode()
    else:
        path = folder / "traj.npy"
        np.save(path, c2w)
        data = path.read_bytes()
    path.write_bytes(damage(data, how) if how else data)
    ok, _ = one_line_error_or_result(lambda: load_trajectory(path))
    one_line_error_or_result(lambda: steps_from_trajectory(path))


@FUZZ
@given(st.lists(json_values, min_size=1, max_size=8), st.floats(0.0, 1.0), st.integers(0, 3))
def test_jsonl_log_cut_anywhere_loses_and_duplicates_nothing(values, cut_frac, more) -> None:
    """Append records, cut the file at any byte (a crash), append more: every record completed
    before the cut and every later one is read back exactly once, in order."""
    path = scratch_dir() / "log.jsonl"
    records = [{"i": i, "v": v} for i, v in enumerate(values)]
    with JsonlAppender(path, fsync=False) as out:
        for r in records:
            out.append(r)
    data = path.read_bytes()
    cut = int(cut_frac * len(data))
    path.write_bytes(data[:cut])
    ends = [i for i, b in enumerate(data) if b == 0x0A]  # a record is whole once its last byte is
    complete = sum(1 for end in ends if end <= cut)  # on disk, even without its newline
    later = [{"i": 100 + k, "v": "ü°"} for k in range(more)]
    with JsonlAppender(path, fsync=False) as out:
        for r in later:
            out.append(r)
    got = read_jsonl(path, on_bad_line=lambda *_: None)
    assert [r["i"] for r in got] == [r["i"] for r in records[:complete]] + [r["i"] for r in later]


@FUZZ
@given(st.lists(st.text(max_size=6), min_size=1, max_size=6, unique=True), st.floats(0.0, 1.0), damages)
def test_request_cache_survives_damage(keys, cut_frac, how) -> None:
    path = scratch_dir() / "requests.jsonl"
    cache = RequestCache(path)
    for k in keys:
        cache.put(k, {"text": f"{k}°"})
    cache.close()
    data = path.read_bytes()
    path.write_bytes(damage(data, how))
    ok, reopened = one_line_error_or_result(lambda: RequestCache(path))
    assert ok  # a lenient cache never refuses to open
    for k in keys:
        value = reopened.get(k)
        assert value is None or isinstance(value, dict)  # kept or absent: sent again, never garbled
    reopened.put("again", {"text": "x"})
    reopened.close()
    assert RequestCache(path).get("again") == {"text": "x"}
