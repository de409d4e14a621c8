"""The one input rule: bounded size and depth, encoding errors and torn records named file:line."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from worldreward.actions import load_trajectory, parse_actions, steps_from_keylog
from worldreward.errors import ActionError, ManifestError, ReviewError
from worldreward.jsonl import JsonlAppender, iter_jsonl, read_jsonl
from worldreward.limits import InputLimits, json_depth, parse_json, read_json, read_text
from worldreward.pairs import load_pairs, load_predictions
from worldreward.requestcache import RequestCache
from worldreward.review import extract_json_object


def _line(pair_id: str = "p1", **extra) -> dict:
    return {"pair_id": pair_id, "actions": ["forward", "left"], "frames_per_action": 4,
            "left": {"video": "a.mp4"}, "right": {"video": "b.mp4"}, **extra}


def test_json_depth_and_parse_json() -> None:
    assert json_depth('{"a": [1, {"b": "[[[["}]}') == 3
    assert json_depth("[" * 10 + "]" * 10) == 10
    assert json_depth("[" * 1000, stop_above=5) == 6
    assert parse_json('\ufeff{"a": 1}', "x") == {"a": 1}
    for text, words in (("[" * 200_000 + "]" * 200_000, "nested deeper than 64"), ("{", "invalid JSON"),
                        ('{"n": ' + "9" * 5000 + "}", "not usable JSON"), (b'{"a": "\xe9"}', "not UTF-8")):
        with pytest.raises(ManifestError) as exc:
            parse_json(text, "where.json")
        assert str(exc.value).startswith("where.json") and words in str(exc.value)
    with pytest.raises(ManifestError, match="above the limit"):
        parse_json("[1]" * 10, "x", limits=InputLimits(max_line_bytes=8))


def test_manifest_nested_200000_deep_and_latin1_are_one_line_errors(tmp_path: Path) -> None:
    deep = tmp_path / "deep.jsonl"
    deep.write_text(json.dumps(_line()) + "\n" + '{"pair_id": ' + "[" * 200_000 + "]" * 200_000 + "}\n")
    with pytest.raises(ManifestError) as exc:
        load_pairs(deep)
    assert str(exc.value) == f"{deep}:2: JSON nested deeper than 64 levels (refused)"
    latin = tmp_path / "latin.jsonl"
    latin.write_bytes(json.dumps(_line()).encode() + b"\n" + b'{"pair_id": "caf\xe9"}\n')
    with pytest.raises(ManifestError) as exc:
        load_pairs(latin)
    assert str(exc.value).startswith(f"{latin}:2: not UTF-8 text (byte 0xe9 at column 17")
    bom = tmp_path / "bom.jsonl"
    bom.write_bytes(b"\xef\xbb\xbf" + json.dumps(_line()).encode() + b"\n")
    assert [s.pair_id for s in load_pairs(bom)] == ["p1"]


def test_hand_written_manifest_with_a_broken_last_line_is_an_error(tmp_path: Path) -> None:
    """A manifest is no append log: a last line without newline that does not parse is refused."""
    path = tmp_path / "bench.jsonl"
    path.write_text(json.dumps(_line()) + "\n" + '{"pair_id": "p2", "actions": [')
    with pytest.raises(ManifestError, match=f"{path}:2: invalid JSON"):
        load_pairs(path)
    # predictions are written by an appender: the same torn tail is skipped with a warning
    preds = tmp_path / "x.pairs.jsonl"
    preds.write_text('{"pair_id": "p1", "action": "left"}\n{"pair_id": "p2", "act')
    assert list(load_predictions(preds)) == ["p1"]


def test_lone_surrogates_are_refused_on_reading_and_escaped_on_writing(tmp_path: Path) -> None:
    assert parse_json('{"a": "\\ud83d\\ude00"}', "x") == {"a": "\U0001f600"}  # a valid pair
    path = tmp_path / "bench.jsonl"
    path.write_text(json.dumps(_line("p\ud800")) + "\n")  # json.dumps escapes it: valid JSON
    with pytest.raises(ManifestError, match=f"{path}:1: a string holds a lone UTF-16 surrogate"):
        load_pairs(path)
    log = tmp_path / "log.jsonl"
    with JsonlAppender(log) as out:  # a record made by code never crashes the writer
        out.append({"i": 0, "text": "a\udfffb"})
        out.append({"i": 1, "text": "fine"})
    assert [r["text"] for r in read_jsonl(log, strict=True)] == ["a?b", "fine"]


def test_over_long_line(tmp_path: Path) -> None:
    path = tmp_path / "big.jsonl"
    path.write_text('{"a": 1}\n{"b": "' + "x" * 5000 + '"}\n{"c": 3}\n')
    small = InputLimits(max_line_bytes=1000)
    with pytest.raises(ManifestError, match=f"{path}:2: line is longer than 1000 bytes"):
        list(iter_jsonl(path, limits=small))
    bad: list[tuple[int, str]] = []
    got = list(iter_jsonl(path, strict=False, limits=small, on_bad_line=lambda n, r: bad.append((n, r))))
    assert got == [(1, {"a": 1}), (3, {"c": 3})] and [n for n, _ in bad] == [2]


@pytest.mark.parametrize("reader", ["request_cache", "run_cache"])
def test_cache_torn_inside_a_multibyte_character_resumes(tmp_path: Path, reader: str, capsys) -> None:
    """The last record cut between the two bytes of '°': skipped with a warning, the next appender
    terminates it, and every complete record (old and new) is read back exactly once."""
    if reader == "request_cache":
        path = tmp_path / "requests.jsonl"
        recs = [{"key": f"k{i}", "model": "m", "value": {"note": f"turned 9{i}°"}} for i in range(3)]
    else:
        path = tmp_path / "run" / "cache.jsonl"
        path.parent.mkdir()
        recs = [{"kind": "pair", "pair_id": f"p{i}", "run_key": "r", "prediction": {"note": f"9{i}°"}}
                for i in range(3)]
    data = b"".join(json.dumps(r, ensure_ascii=False).encode() + b"\n" for r in recs)
    cut = data.rindex("°".encode()) + 1  # inside the 2-byte character of the last record
    path.write_bytes(data[:cut])
    with pytest.raises(UnicodeDecodeError):
        data[data.rindex(b"\n", 0, cut) + 1 : cut].decode("utf-8")  # the tail really is torn
    if reader == "request_cache":
        cache = RequestCache(path)
        assert len(cache) == 2 and "k2" not in cache
        cache.put("k2", {"note": "again 92°"})
        cache.close()
        again = RequestCache(path)
        assert {k: again.get(k)["note"] for k in ("k0", "k1", "k2")} == {
            "k0": "turned 90°", "k1": "turned 91°", "k2": "again 92°"}
    else:
        from worldreward.store import RunCache

        cache = RunCache(path.parent)
        assert sorted(p for p, _ in cache.pairs) == ["p0", "p1"]
        cache.put_pair_result("p2", "r", {"note": "92°"})
        cache.close()
        again = RunCache(path.parent, writable=False)
        assert sorted(p for p, _ in again.pairs) == ["p0", "p1", "p2"]
    err = capsys.readouterr().err
    assert "truncated last line" in err and "removed a record cut short" in err
    # the resumed file holds whole records only (strict readers too); the fragment is kept aside
    assert len(list(iter_jsonl(path, strict=True, allow_torn_tail=False))) == 3
    assert path.with_name(path.name + ".torn").read_bytes() == data[data.rindex(b"\n", 0, cut) + 1 : cut] + b"\n"


def test_appender_isolates_a_torn_tail_and_loses_nothing(tmp_path: Path) -> None:
    path = tmp_path / "log.jsonl"
    with JsonlAppender(path) as out:
        for i in range(5):
            out.append({"i": i, "text": "ü" * i})
    raw = path.read_bytes()
    path.write_bytes(raw[:-3])  # cut the last record
    assert [r["i"] for r in read_jsonl(path)] == [0, 1, 2, 3]
    with JsonlAppender(path) as out:
        out.append({"i": 4, "text": "again"})
    assert [r["i"] for r in read_jsonl(path, strict=True)] == [0, 1, 2, 3, 4]
    assert (tmp_path / "log.jsonl.torn").read_bytes() == raw[raw.rindex(b"\n", 0, len(raw) - 1) + 1 : -3] + b"\n"
    # a whole last record that lost only its newline is kept, not moved
    path.write_bytes(path.read_bytes()[:-1])
    with JsonlAppender(path) as out:
        out.append({"i": 5})
    assert [r["i"] for r in read_jsonl(path, strict=True)] == [0, 1, 2, 3, 4, 5]


def test_action_files_key_logs_and_trajectories(tmp_path: Path) -> None:
    txt = tmp_path / "acts.txt"
    txt.write_bytes(b"forward\nleft # caf\xe9\n")
    with pytest.raises(ActionError, match=f"{txt}:2: not UTF-8 text"):
        parse_actions(str(txt))
    js = tmp_path / "acts.json"
    js.write_text('{"actions": ' + "[" * 100_000 + "]" * 100_000 + "}")
    with pytest.raises(ActionError, match="nested deeper"):
        parse_actions(str(js))
    log = tmp_path / "keys.csv"
    log.write_bytes(b"keys,dx,dy\nw,0,0\nw,0,\xff\n")
    with pytest.raises(ActionError, match=f"{log}:3: not UTF-8"):
        steps_from_keylog(log)
    jl = tmp_path / "keys.jsonl"
    jl.write_text('{"keys": "w"}\n' * 3 + '{"keys": "w"')  # a key log is no append log either
    with pytest.raises(ActionError, match=f"{jl}:4: invalid JSON"):
        steps_from_keylog(jl)
    re10k = tmp_path / "traj.txt"
    re10k.write_bytes(b"https://x\n" + b"0 " * 18 + b"\xb0\n")
    with pytest.raises(ActionError, match=f"{re10k}:2: not UTF-8"):
        load_trajectory(re10k)
    npy = tmp_path / "traj.npy"
    np.save(npy, np.tile(np.eye(4), (10, 1, 1)))
    npy.write_bytes(npy.read_bytes()[:200])  # header promises 10 poses, the data is cut
    with pytest.raises(ActionError, match="cannot read camera-to-world poses"):
        load_trajectory(npy)
    strings = tmp_path / "str.npy"
    np.save(strings, np.full((3, 4, 4), "x"))
    with pytest.raises(ActionError, match="numeric"):
        load_trajectory(strings)


def test_read_text_and_read_json_bounds(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_text('{"a": [1, 2]}')
    assert read_json(path) == {"a": [1, 2]}
    with pytest.raises(ManifestError, match="above the limit of 4"):
        read_text(path, limits=InputLimits(max_text_bytes=4))
    with pytest.raises(ManifestError, match="cannot read"):
        read_text(tmp_path / "missing.json")


def test_model_reply_bounds() -> None:
    assert extract_json_object('Sure: ```json\n{"a": 1}\n``` done') == {"a": 1}
    with pytest.raises(ReviewError) as exc:
        extract_json_object("[" * 300_000)
    assert "nested deeper" in str(exc.value) and len(str(exc.value).splitlines()) == 1
    with pytest.raises(ReviewError, match="above the limit"):
        extract_json_object("x" * (17 * 1024 * 1024))
