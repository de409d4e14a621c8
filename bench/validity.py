"""Judge validity over controlled degradations: does each axis answer from its own evidence?

For every degradation kind in `worldreward.degrade.DEGRADATIONS` × strength × scene texture,
one pair (faithful, degraded) is rendered with `worldreward.synth`, written through mp4 and
judged by the geometry judge (the same evidence path as the pipeline). The label rule is the
bench's: the faithful side wins every axis the degradation hurts (``DegradationInfo.hurts``),
every other axis is a tie. Printed per kind and axis: how often the judge gives the label.
Two failure classes are counted apart:

- *hack*: the degraded side wins an axis (it should never, on any axis);
- *leak*: an axis the degradation does not touch is not a tie.

    python bench/validity.py [--textures noise,bricks,natural] [--strengths 0.5,1,1.5]
                             [--kinds blur,noise,...] [--json OUT.json]
    python bench/validity.py --compare BEFORE.json [MORE_BEFORE.json ...] AFTER.json

``--compare`` prints the before/after table of saved runs (rows of a later BEFORE file replace
the same kind's rows of an earlier one).

Exit code 0 when no pair is a hack, 1 otherwise. An action degradation hits step 2 only, with
the step spans the judge reads (``frames_per_action`` = 8: step i is frames [8i, 8i + 7]), so a
frozen or reversed step differs on action alone.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from worldreward.chunks import plan_spec
from worldreward.degrade import DEGRADATIONS, apply_degradation, wrong_direction_tokens
from worldreward.evidence import EvidenceBudget, extract_evidence
from worldreward.judges.geometry import GeometryJudge
from worldreward.pairs import PairSpec
from worldreward.synth import SynthSpec, render_rollout
from worldreward.video import load_video, write_video
from worldreward.vote import aggregate

AXES = ("action", "appearance", "motion")
TOKENS = ["forward", "camera_left", "right+camera_up", "camera_down"]
FPA = 8
SIZE = (256, 160)
#: per texture: the offset of its scene and degradation seeds (a texture run alone gets the same pairs)
TEXTURE_SEEDS = {"noise": 0, "bricks": 1, "natural": 2}


def judge_frames(judge: GeometryJudge, left: np.ndarray, right: np.ndarray, folder: Path, pid: str,
                 tokens: list[str] = TOKENS, fpa: int = FPA, fps: float = 16) -> dict[str, str]:
    """Verdict per axis (left|right|tie) of two frame stacks, through mp4 like real rollouts."""
    write_video(folder / f"{pid}_l.mp4", left, fps)
    write_video(folder / f"{pid}_r.mp4", right, fps)
    spec = PairSpec(pair_id=pid, actions=tokens, frames_per_action=fpa,
                    left={"video": str(folder / f"{pid}_l.mp4")}, right={"video": str(folder / f"{pid}_r.mp4")})
    a, b = load_video(spec.left.video), load_video(spec.right.video)
    chunks = plan_spec(spec, a.num_frames, b.num_frames, slots_per_chunk=4, reference_slot=False)
    budget = EvidenceBudget(images=False, chunk_quality="from_slots")
    evs = [extract_evidence(a, b, c, pair_id=pid, budget=budget) for c in chunks]
    reviews = [judge.review(e) for e in evs]
    voting = {e.chunk.index: [s.slot.position + 1 for s in e.voting_slots] for e in evs}
    verdict = aggregate(reviews, pair_id=pid, judge=judge.name, voting_slot_ids=voting)
    return {ax: verdict.axis(ax).winner for ax in AXES}


def degraded_copy(name: str, faithful: np.ndarray, settings: dict, strength: float, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    spans = [(k * FPA, (k + 1) * FPA - 1) for k in range(len(TOKENS))]  # the spans the judge reads
    if name == "wrong_direction":
        return render_rollout(SynthSpec(tokens=wrong_direction_tokens(TOKENS, 1, rng), **settings)).frames
    if name in ("frozen", "reversed", "spliced"):
        other = None
        if name == "spliced":
            other = render_rollout(SynthSpec(tokens=wrong_direction_tokens(TOKENS, 1, rng), **settings)).frames
        return apply_degradation(name, faithful, rng=rng, spans=spans, slot=1, other=other)
    return apply_degradation(name, faithful, strength=strength, rng=rng)


def axis_outcomes(got: dict[str, str], flip: bool, hurts) -> dict[str, dict]:
    """Per axis of a judged (faithful, degraded) pair, ``flip``: the faithful side is the right
    one: what the judge picked (``faithful`` / ``degraded`` / ``tie``) and whether that is the
    label (the faithful side on the axes the degradation hurts, ``tie`` on the others)."""
    fs, ds = ("right", "left") if flip else ("left", "right")
    out = {}
    for ax in AXES:
        want = fs if ax in hurts else "tie"
        out[ax] = {"got": "faithful" if got[ax] == fs else "degraded" if got[ax] == ds else "tie",
                   "ok": got[ax] == want}
    return out


def per_kind(rows: list[dict]) -> dict[str, dict[str, list[int]]]:
    """kind → axis → [pairs judged as labelled, pairs]."""
    table: dict[str, dict[str, list[int]]] = collections.defaultdict(lambda: {ax: [0, 0] for ax in AXES})
    for r in rows:
        for ax in AXES:
            table[r["kind"]][ax][0] += r[ax]["ok"]
            table[r["kind"]][ax][1] += 1
    return table


def print_kind_table(before_rows: list[dict], after_rows: list[dict]) -> None:
    """Markdown table per kind and axis: pairs judged as labelled, before → after."""
    tb, ta = per_kind(before_rows), per_kind(after_rows)
    print("| kind | hurts | " + " | ".join(f"{ax} before → after" for ax in AXES) + " |")
    print("|---|---|" + "---|" * len(AXES))
    for kind in ta:
        cells = [(f"{tb[kind][ax][0]}/{tb[kind][ax][1]}" if kind in tb else "--")
                 + f" → {ta[kind][ax][0]}/{ta[kind][ax][1]}" for ax in AXES]
        print(f"| {kind} | {','.join(sorted(DEGRADATIONS[kind].hurts))} | " + " | ".join(cells) + " |")


def compare(paths: list[Path]) -> int:
    """Print per kind and axis: share of pairs judged as labelled, before → after."""
    before: dict[str, list[dict]] = {}
    for path in paths[:-1]:
        by_kind: dict[str, list[dict]] = collections.defaultdict(list)
        for r in json.loads(path.read_text())["rows"]:
            by_kind[r["kind"]].append(r)
        before.update(by_kind)
    after_rows = json.loads(paths[-1].read_text())["rows"]
    before_rows = [r for kind_rows in before.values() for r in kind_rows]
    print_kind_table(before_rows, after_rows)
    for name, rows in (("before", before_rows), ("after", after_rows)):
        hacks = sum(r[ax]["got"] == "degraded" for r in rows for ax in AXES)
        off = [r[ax]["got"] == "tie" for r in rows for ax in AXES if ax not in r["hurts"]]
        print(f"{name}: {len(rows)} pairs, hacks {hacks}, off-axis ties {sum(off)}/{len(off)} "
              f"({sum(off) / max(1, len(off)):.3f})")
    return 0


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--compare", nargs="+", type=Path, metavar="JSON")
    ap.add_argument("--textures", default="noise,bricks,natural")
    ap.add_argument("--strengths", default="0.5,1,1.5")
    ap.add_argument("--kinds", default=",".join(DEGRADATIONS))
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    if args.compare:
        if len(args.compare) < 2:
            ap.error("--compare needs a BEFORE and an AFTER json")
        return compare(args.compare)
    textures = args.textures.split(",")
    strengths = [float(s) for s in args.strengths.split(",")]
    kinds = [k for k in args.kinds.split(",") if k]
    judge = GeometryJudge()
    rows = []
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for texture in textures:
            ti = TEXTURE_SEEDS.get(texture, 0)
            settings = dict(frames_per_action=FPA, size=SIZE, seed=7 + ti, texture=texture, supersample=1)
            faithful = render_rollout(SynthSpec(tokens=TOKENS, **settings)).frames
            for name in kinds:
                info = DEGRADATIONS[name]
                levels = strengths if name not in ("frozen", "reversed", "mirrored", "spliced",
                                                   "wrong_direction") else [1.0]
                for s in levels:
                    other = degraded_copy(name, faithful, settings, s, seed=100 + ti)
                    flip = len(rows) % 2 == 1  # faithful side alternates
                    left, right = (other, faithful) if flip else (faithful, other)
                    got = judge_frames(judge, left, right, folder, f"{texture}_{name}_{s}")
                    row = {"texture": texture, "kind": name, "strength": s, "hurts": sorted(info.hurts),
                           **axis_outcomes(got, flip, info.hurts)}
                    rows.append(row)
                    print(f"{texture:<8} {name:<16} {s:<4} " + "  ".join(
                        f"{ax}={row[ax]['got']}{'' if row[ax]['ok'] else '!'}" for ax in AXES), flush=True)
    print(f"\n{len(rows)} pairs in {time.perf_counter() - t0:.0f} s")
    table = per_kind(rows)
    hacks, leaks, off_axis, off_tie = 0, 0, 0, 0
    for r in rows:
        for ax in AXES:
            hacks += r[ax]["got"] == "degraded"
            if ax not in r["hurts"]:
                off_axis += 1
                off_tie += r[ax]["got"] == "tie"
                leaks += r[ax]["got"] != "tie"
    print(f"\n{'kind':<16} {'hurts':<11}" + "".join(f"{ax:>12}" for ax in AXES))
    for kind, per in table.items():
        print(f"{kind:<16} {','.join(DEGRADATIONS[kind].hurts):<11}" + "".join(
            f"{per[ax][0]:>7}/{per[ax][1]:<4}" for ax in AXES))
    total = {ax: sum(per[ax][0] for per in table.values()) for ax in AXES}
    print(f"{'all':<28}" + "".join(f"{total[ax]:>7}/{len(rows):<4}" for ax in AXES))
    print(f"hacks (degraded side wins an axis): {hacks}; off-axis ties: {off_tie}/{off_axis} "
          f"({off_tie / max(1, off_axis):.3f}); leaks: {leaks}")
    if args.json:
        args.json.write_text(json.dumps({"rows": rows, "hacks": hacks, "off_axis_tie_rate": off_tie / max(1, off_axis)},
                                        indent=1))
    return 0 if hacks == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
