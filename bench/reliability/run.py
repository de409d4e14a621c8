"""Reliability bench: kill -9 trials, fault storms, torn records and the bad-input corpus.

    .venv/bin/python bench/reliability/run.py [--pairs 3] [--trials 2] [--seed 0] [--work DIR]

Everything runs through the real command line (``python -m worldreward ...`` in subprocesses),
so the figures hold for whatever the batch commands do inside; only their documented output
files are read (``bench run``: ``<name>.pairs.jsonl``; ``judge --pairs``: ``--out``; ``label``:
``--out``; ``audit``: ``DIR/audited.jsonl``). A model judge / teacher is the local stub of
tests/stub_openai.py, started here on 127.0.0.1.

Scenarios (one table row each):

- ``kill -9 <command>``: a reference run, then per trial a fresh run SIGKILLed at a random moment
  (uniform in 25-95 % of the reference time) and resumed with the same command line.
- ``fault storm <command>``: the stub answers 30 % of requests with a mixed fault (malformed
  JSON, missing fields, HTTP 500, 429, a dropped connection, a reply slower than the client's
  timeout); the command is re-run (at most 5 passes) until it exits 0 (``judge --pairs`` records
  a failed pair with its reason instead: one pass).
- ``torn records <command>``: a finished output (cache, predictions, labels, audit trail, request
  cache) with its last record cut at a random byte, and with a record cut inside a multi-byte
  UTF-8 character appended; the command is re-run.
- ``bad media``: one ``bench run`` over a manifest pairing every file of the broken-media corpus
  (tests/broken_media.py) with a good video; ``bad input files``: broken manifests, action
  files and videos given straight to ``judge``.

Columns: trials; recovered (the final run exited as expected and its output holds every item
exactly once, or the bad input got one error line naming it); lost (items of the reference
missing at the end); duplicated (items present more than once); tracebacks (Python tracebacks
printed by any run). Exit code 0 only when every trial recovered and nothing was lost,
duplicated or printed a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests"))  # the stub server and the broken-media corpus

TRACEBACK = "Traceback (most recent call last)"


# ---------------------------------------------------------------------------------------- running


@dataclass
class Done:
    rc: int
    err: str
    seconds: float
    killed: bool = False


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env.update(OMP_NUM_THREADS="1", COLUMNS="200", NO_COLOR="1", PYTHONUNBUFFERED="1")
    return env


def cli(args: list[str], *, timeout: float = 600, kill_after: float | None = None) -> Done:
    """Run ``worldreward ARGS``; with ``kill_after``, SIGKILL its process group after that many
    seconds if it is still running."""
    with tempfile.TemporaryFile() as err:
        start = time.monotonic()
        proc = subprocess.Popen([sys.executable, "-m", "worldreward", *args], stdout=subprocess.DEVNULL,
                                stderr=err, env=_env(), start_new_session=True)
        killed = False
        try:
            proc.wait(timeout=kill_after if kill_after is not None else timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            killed = True
        seconds = time.monotonic() - start
        err.seek(0)
        text = err.read().decode("utf-8", "replace")
    return Done(proc.returncode, text, seconds, killed and kill_after is not None)


def ids_of(path: Path, key: str, *, keep: Callable[[dict], bool] = lambda r: True) -> list[str]:
    """The ``key`` of every whole record of a JSONL output (a torn tail is no record)."""
    if not path.exists():
        return []
    out = []
    for line in path.read_bytes().split(b"\n"):
        try:
            rec = json.loads(line.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            continue
        if isinstance(rec, dict) and key in rec and keep(rec):
            out.append(str(rec[key]))
    return out


@dataclass
class Row:
    scenario: str
    trials: int = 0
    recovered: int = 0
    lost: int = 0
    duplicated: int = 0
    tracebacks: int = 0
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)

    def add(self, *, recovered: bool, lost: int = 0, duplicated: int = 0, tracebacks: int = 0,
            note: str | None = None) -> None:
        self.trials += 1
        self.recovered += bool(recovered)
        self.lost += lost
        self.duplicated += duplicated
        self.tracebacks += tracebacks
        if note and not recovered:
            self.notes.append(note)


# ---------------------------------------------------------------------------------------- commands


@dataclass
class Command:
    """One batch command: how to call it in a work folder and where its items are."""

    name: str
    args: Callable[[Path], list[str]]
    output: Callable[[Path], Path]
    key: str
    keep: Callable[[dict], bool] = lambda r: True
    prepare: Callable[[Path], None] = lambda w: None
    #: items finished so far while it runs (default: the output's items)
    progress: Callable[[Path], list[str]] | None = None

    def items(self, work: Path) -> list[str]:
        return ids_of(self.output(work), self.key, keep=self.keep)

    def done_so_far(self, work: Path) -> list[str]:
        return self.progress(work) if self.progress is not None else self.items(work)


def _ok(rec: dict) -> bool:
    return not rec.get("error") and rec.get("status", "ok") != "failed"


def commands(bench: Path, url: str, labels: Path | None) -> dict[str, Command]:
    model = ["--base-url", url, "--model", "stub-vlm"]
    vlm = ["--judge", "vlm", *model, "--max-retries", "2", "--timeout", "2", "--concurrency", "2"]
    out = {
        "bench run": Command("bench run", lambda w: ["bench", "run", "--bench", str(bench), "--out", str(w / "run"),
                                                     "--name", "rel"],
                             lambda w: w / "run" / "rel.pairs.jsonl", "pair_id", _ok,
                             progress=lambda w: ids_of(w / "run" / "cache.jsonl", "pair_id",
                                                       keep=lambda r: r.get("kind") == "pair")),
        "judge --pairs": Command("judge --pairs", lambda w: ["judge", "--pairs", str(bench), "--out",
                                                             str(w / "pred.pairs.jsonl")],
                                 lambda w: w / "pred.pairs.jsonl", "pair_id"),
        "label": Command("label", lambda w: ["label", "--pairs", str(bench), "--out", str(w / "labels.jsonl"),
                                             *model, "--no-slot-quality", "--max-retries", "2",
                                             "--concurrency", "2"],
                         lambda w: w / "labels.jsonl", "label_id", _ok),
        "bench run (vlm)": Command("bench run (vlm)",
                                   lambda w: ["bench", "run", "--bench", str(bench), "--out", str(w / "run"),
                                              "--name", "rel", *vlm, "--cache", str(w / "requests.jsonl")],
                                   lambda w: w / "run" / "rel.pairs.jsonl", "pair_id", _ok),
        "judge --pairs (vlm)": Command("judge --pairs (vlm)",
                                       lambda w: ["judge", "--pairs", str(bench), "--out", str(w / "pred.pairs.jsonl"),
                                                  *vlm],
                                       lambda w: w / "pred.pairs.jsonl", "pair_id"),
    }
    if labels is not None:
        out["audit"] = Command("audit", lambda w: ["audit", "--labels", str(labels), "--out", str(w / "audit")],
                               lambda w: w / "audit" / "audited.jsonl", "label_id")
    return out


def check(cmd: Command, work: Path, reference: set[str], runs: list[Done], row: Row, *,
          expect_rc: int | None = 0) -> None:
    items = cmd.items(work)
    lost = len(reference - set(items))
    dup = len(items) - len(set(items))
    tbs = sum(r.err.count(TRACEBACK) for r in runs)
    final = runs[-1]
    ok = (expect_rc is None or final.rc == expect_rc) and lost == 0 and dup == 0 and tbs == 0
    note = f"{cmd.name}: rc {final.rc}, lost {lost}, dup {dup}, tracebacks {tbs}; " + final.err.strip()[-300:]
    row.add(recovered=ok, lost=lost, duplicated=dup, tracebacks=tbs, note=note)


# ---------------------------------------------------------------------------------------- scenarios


def reference(cmd: Command, root: Path) -> tuple[Path, set[str], float]:
    work = root / f"ref-{cmd.name.replace(' ', '_').replace('-', '')}"
    work.mkdir(parents=True)
    cmd.prepare(work)
    done = cli(cmd.args(work))
    items = cmd.items(work)
    if done.rc != 0 or not items or TRACEBACK in done.err:
        raise SystemExit(f"reference run of {cmd.name} failed (rc {done.rc}):\n{done.err[-2000:]}")
    return work, set(items), done.seconds


def kill_trials(cmd: Command, root: Path, ref: set[str], t_ref: float, trials: int, rng: random.Random) -> Row:
    row = Row(f"kill -9 {cmd.name}")
    at_kill: list[str] = []
    for k in range(trials):
        work = root / f"kill-{cmd.name.replace(' ', '_').replace('-', '')}-{k}"
        work.mkdir(parents=True)
        cmd.prepare(work)
        delay = rng.uniform(0.25, 0.95) * t_ref
        first = cli(cmd.args(work), kill_after=delay)
        at_kill.append(f"{len(set(cmd.done_so_far(work)))}/{len(ref)} at {delay:.1f} s"
                       if first.killed else "finished before the kill")
        second = cli(cmd.args(work))
        check(cmd, work, ref, [first, second], row)
    row.notes.append("items done when killed: " + ", ".join(at_kill))
    return row


def storm(cmd: Command, root: Path, ref: set[str], stub, behaviour, trials: int, *, passes: int = 5) -> Row:
    row = Row(f"fault storm {cmd.name}")
    stub.default = behaviour
    faults0, requests0 = stub_faults(stub), len(stub.chat_requests)
    one_pass = cmd.name.startswith("judge")  # judge --pairs records a failed pair; no retry pass
    passes_run, failed = [], 0
    for k in range(trials):
        work = root / f"storm-{cmd.name.replace(' ', '_').replace('-', '').replace('(', '').replace(')', '')}-{k}"
        work.mkdir(parents=True)
        runs = []
        for _ in range(1 if one_pass else passes):
            runs.append(cli(cmd.args(work)))
            if runs[-1].rc == 0:
                break
        passes_run.append(len(runs))
        failed += sum(1 for r in _records(cmd.output(work)) if r.get("error"))
        check(cmd, work, ref, runs, row, expect_rc=None if one_pass else 0)
    row.notes.append(f"passes per trial {passes_run}; {stub_faults(stub) - faults0} faults in "
                     f"{len(stub.chat_requests) - requests0} requests"
                     + (f"; {failed} pair(s) recorded as failed with their reason" if failed else ""))
    return row


def _records(path: Path) -> list[dict]:
    out = []
    if path.exists():
        for line in path.read_bytes().split(b"\n"):
            try:
                rec = json.loads(line)
            except ValueError:
                continue
            if isinstance(rec, dict):
                out.append(rec)
    return out


def tear(path: Path, rng: random.Random, how: str) -> None:
    """Cut the last record of ``path`` at a random byte, or append a record cut inside '°'."""
    data = path.read_bytes()
    if how == "cut":
        start = data.rstrip(b"\n").rfind(b"\n") + 1
        end = len(data.rstrip(b"\n"))
        path.write_bytes(data[: rng.randint(start + 1, max(start + 1, end - 1))])
    else:
        torn = '{"pair_id": "wrb_0000", "label_id": "x", "kind": "pair", "note": "turned 90°"}'.encode()
        path.write_bytes(data + torn[: torn.index("°".encode()) + 1])


def torn_trials(cmd: Command, ref_work: Path, root: Path, ref: set[str], files: list[str],
                rng: random.Random) -> Row:
    row = Row(f"torn records {cmd.name}")
    for how in ("cut", "multibyte"):
        work = root / f"torn-{how}-{cmd.name.replace(' ', '_').replace('-', '')}"
        shutil.copytree(ref_work, work)
        for name in files:
            if (work / name).exists():
                tear(work / name, rng, how)
        done = cli(cmd.args(work))
        check(cmd, work, ref, [done], row)
    return row


def stub_faults(stub) -> int:
    return getattr(stub, "faults", 0)


def storm_behaviour(stub, rng: random.Random, rate: float = 0.3):
    from stub_openai import drop, http_error, malformed, missing_fields, review, slow

    faults = [malformed(), missing_fields(), http_error(500), http_error(429, retry_after=0), drop(),
              slow(3.0)]
    good = review()
    stub.faults = 0

    def behave(req):
        if rng.random() < rate:
            stub.faults += 1
            return rng.choice(faults)(req)
        return good(req)

    return behave


def bad_media(root: Path) -> Row:
    from broken_media import build_corpus, mismatched_pair

    row = Row("bad media (bench run)")
    folder = root / "corpus"
    cases = build_corpus(folder)
    a, b = mismatched_pair(folder)
    good = cases["good"].path.name
    lines, expect = [], {}
    for i, (name, case) in enumerate(cases.items()):
        pid = f"bad_{i:02d}"
        lines.append({"pair_id": pid, "actions": ["forward"], "frames_per_action": 4,
                      "left": {"video": case.path.relative_to(folder).as_posix()}, "right": {"video": good}})
        expect[pid] = (name, case)
    lines.append({"pair_id": "mismatch", "actions": ["forward", "left"], "frames_per_action": 8,
                  "left": {"video": a.name}, "right": {"video": b.name}})
    manifest = folder / "corpus.jsonl"
    manifest.write_text("".join(json.dumps(x) + "\n" for x in lines))
    done = cli(["bench", "run", "--bench", str(manifest), "--out", str(root / "corpus_run"), "--name", "rel"])
    records = _records(root / "corpus_run" / "rel.pairs.jsonl")
    by_id: dict[str, list[dict]] = {}
    for r in records:
        by_id.setdefault(str(r.get("pair_id")), []).append(r)
    tbs = done.err.count(TRACEBACK)
    for x in lines:
        pid = x["pair_id"]
        got = by_id.get(pid, [])
        name, case = expect.get(pid, ("mismatch", None))
        lost, dup = int(not got), max(0, len(got) - 1)
        ok = bool(got) and not dup
        if ok and case is not None and case.error is not None:
            ok = bool(got[0].get("error")) and case.error in str(got[0]["error"])
        elif ok and case is not None and case.warning:
            ok = not got[0].get("error")
        row.add(recovered=ok, lost=lost, duplicated=dup, note=f"{name}: {got[:1]}")
    row.tracebacks += tbs
    warned = [r["pair_id"] for r in records if r.get("warnings")]
    row.notes.append(f"rc {done.rc}; pairs with warnings in their record: {', '.join(warned) or 'none'}")
    return row


def bad_inputs(root: Path, good_video: Path) -> Row:
    from broken_media import audio_only_mp4, gif_canvas_bomb

    row = Row("bad input files (judge)")
    folder = root / "inputs"
    folder.mkdir()
    shutil.copy(good_video, folder / "good.mp4")
    line = {"pair_id": "p", "actions": ["forward"], "frames_per_action": 4,
            "left": {"video": "good.mp4"}, "right": {"video": "good.mp4"}}
    text = json.dumps(line)
    manifests = {
        "deep.jsonl": text + "\n" + '{"pair_id": ' + "[" * 200_000 + "]" * 200_000 + "}\n",
        "latin1.jsonl": (text + "\n").encode() + b'{"pair_id": "caf\xe9"}\n',
        "torn.jsonl": text + "\n" + text[:30],
        "array.jsonl": "[1, 2]\n",
        "dup.jsonl": text + "\n" + text + "\n",
        "missing.jsonl": '{"pair_id": "p"}\n',
        "huge_line.jsonl": '{"pair_id": "' + "x" * (17 * 1024 * 1024) + '"}\n',
        "empty.jsonl": "",
    }
    cases: list[tuple[list[str], str]] = []
    for name, content in manifests.items():
        path = folder / name
        path.write_bytes(content if isinstance(content, bytes) else content.encode())
        cases.append((["judge", "--pairs", str(path), "--out", str(folder / f"{name}.pairs.jsonl")], str(path)))
    acts = folder / "acts.txt"
    acts.write_bytes(b"forward\ncaf\xe9\n")
    deep_acts = folder / "acts.json"
    deep_acts.write_text('{"actions": ' + "[" * 100_000 + "]" * 100_000 + "}")
    good = str(folder / "good.mp4")
    for path in (acts, deep_acts):
        cases.append((["judge", good, good, "--actions", str(path), "--frames-per-action", "4"], str(path)))
    bomb = gif_canvas_bomb(folder / "bomb.gif")
    cases.append((["judge", str(bomb), good, "--actions", "forward", "--frames-per-action", "4"], str(bomb)))
    try:
        audio = audio_only_mp4(folder / "audio.mp4")
        cases.append((["judge", str(audio), good, "--actions", "forward", "--frames-per-action", "4"], str(audio)))
    except ImportError:
        row.notes.append("PyAV missing: no audio-only case")
    for args, where in cases:
        done = cli(args)
        errors = [ln for ln in done.err.splitlines() if ln.startswith("error:")]
        tbs = done.err.count(TRACEBACK)
        ok = done.rc == 1 and len(errors) == 1 and where in errors[0] and tbs == 0
        row.add(recovered=ok, tracebacks=tbs, note=f"{Path(where).name}: rc {done.rc} {done.err.strip()[-200:]}")
    return row


# ---------------------------------------------------------------------------------------- main


def print_table(rows: list[Row], total_s: float) -> None:
    head = f"{'scenario':<34} {'trials':>6} {'recovered':>9} {'lost':>5} {'duplicated':>10} {'tracebacks':>10} {'s':>6}"
    print(head)
    print("-" * len(head))
    for r in rows:
        print(f"{r.scenario:<34} {r.trials:>6} {r.recovered:>9} {r.lost:>5} {r.duplicated:>10} {r.tracebacks:>10} "
              f"{r.seconds:>6.0f}")
    t = Row("total")
    for r in rows:
        t.trials += r.trials
        t.recovered += r.recovered
        t.lost += r.lost
        t.duplicated += r.duplicated
        t.tracebacks += r.tracebacks
    print("-" * len(head))
    print(f"{'total':<34} {t.trials:>6} {t.recovered:>9} {t.lost:>5} {t.duplicated:>10} {t.tracebacks:>10} "
          f"{total_s:>6.0f}")
    notes = [(r.scenario, n) for r in rows for n in r.notes]
    if notes:
        print("\nnotes:")
        for scenario, n in notes:
            print(f"  {scenario}: {n}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pairs", type=int, default=3, help="pairs in the synthetic bench (default 3)")
    parser.add_argument("--trials", type=int, default=2,
                        help="kill -9 and fault-storm trials per command (default 2)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--work", type=Path, help="work folder (default: a temporary one, removed)")
    parser.add_argument("--only", nargs="*", help="scenario groups to run: kill storm torn media inputs")
    args = parser.parse_args(argv)
    groups = set(args.only or ["kill", "storm", "torn", "media", "inputs"])
    rng = random.Random(args.seed)
    root = args.work or Path(tempfile.mkdtemp(prefix="wr-reliability-"))
    root.mkdir(parents=True, exist_ok=True)
    from stub_openai import StubOpenAI, review

    t0 = time.monotonic()
    rows: list[Row] = []
    try:
        synth = cli(["bench", "synth", "--out", str(root / "bench"), "--pairs", str(args.pairs), "--size", "64x48",
                     "--frames-per-action", "4", "--seed", str(args.seed)])
        if synth.rc != 0:
            raise SystemExit(f"bench synth failed:\n{synth.err[-2000:]}")
        bench = root / "bench" / "bench.jsonl"
        with StubOpenAI() as stub:
            clean = review()
            cmds = commands(bench, stub.base_url, None)
            refs: dict[str, tuple[Path, set[str], float]] = {}
            for name in ("bench run", "judge --pairs", "label"):
                refs[name] = reference(cmds[name], root)
            labels = refs["label"][0] / "labels.jsonl"
            cmds = commands(bench, stub.base_url, labels)
            refs["audit"] = reference(cmds["audit"], root)
            print(f"references: {', '.join(f'{n} {t:.0f} s' for n, (_, _, t) in refs.items())}", file=sys.stderr)
            if "kill" in groups:
                for name in ("bench run", "judge --pairs", "label", "audit"):
                    t = time.monotonic()
                    _, ref, t_ref = refs[name]
                    stub.default = clean
                    rows.append(kill_trials(cmds[name], root, ref, t_ref, args.trials, rng))
                    rows[-1].seconds = time.monotonic() - t
            if "storm" in groups:
                for name in ("bench run (vlm)", "judge --pairs (vlm)", "label"):
                    t = time.monotonic()
                    ref = refs["label" if name == "label" else "bench run"][1]
                    rows.append(storm(cmds[name], root, ref, stub, storm_behaviour(stub, rng), args.trials))
                    rows[-1].seconds = time.monotonic() - t
                stub.default = clean
            if "torn" in groups:
                torn_files = {"bench run": ["run/cache.jsonl", "run/rel.pairs.jsonl"],
                              "judge --pairs": ["pred.pairs.jsonl"], "label": ["labels.jsonl"],
                              "audit": ["audit/audited.jsonl"]}
                for name, files in torn_files.items():
                    t = time.monotonic()
                    ref_work, ref, _ = refs[name]
                    rows.append(torn_trials(cmds[name], ref_work, root, ref, files, rng))
                    rows[-1].seconds = time.monotonic() - t
        if "media" in groups:
            t = time.monotonic()
            rows.append(bad_media(root))
            rows[-1].seconds = time.monotonic() - t
        if "inputs" in groups:
            t = time.monotonic()
            rows.append(bad_inputs(root, root / "corpus" / "good.mp4" if (root / "corpus").exists()
                                   else _good_video(root)))
            rows[-1].seconds = time.monotonic() - t
    finally:
        if args.work is None:
            shutil.rmtree(root, ignore_errors=True)
    print_table(rows, time.monotonic() - t0)
    bad = any(r.recovered < r.trials or r.lost or r.duplicated or r.tracebacks for r in rows)
    return 1 if bad else 0


def _good_video(root: Path) -> Path:
    from broken_media import frames

    from worldreward.video import write_video

    return write_video(root / "good.mp4", frames(), 12)


if __name__ == "__main__":
    sys.exit(main())
