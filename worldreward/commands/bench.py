"""``worldreward bench synth|run|score|report``: the WorldReward-Bench harness.

- ``synth``: write a synthetic benchmark with known labels (`worldreward.bench.synth`).
- ``run``: judge every pair of a bench with one judge, resumably (`worldreward.bench.run`).
- ``score``: accuracy tables for one or more prediction files (`worldreward.bench.score`).
- ``report``: one self-contained HTML page with scores and disagreements (`worldreward.bench.report`).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from .common import BATCH_EPILOG, add_engine_arguments, add_judge_arguments


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like WxH (e.g. 320x192), got {text!r}") from None
    return w, h


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "bench", help="synthesise, run, score and report WorldReward-Bench style benchmarks",
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="bench_command", metavar="SUBCOMMAND")
    parser.set_defaults(func=lambda args: (parser.print_help(), 2)[1])

    p = sub.add_parser("synth", help="write a synthetic benchmark with known labels")
    p.add_argument("--out", required=True, type=Path, help="output folder (bench.jsonl + videos/)")
    p.add_argument("--pairs", type=int, default=60, help="number of pairs (default 60)")
    p.add_argument("--seed", type=int, default=0, help="random seed (same seed → same bench)")
    p.add_argument("--size", type=_size, default=(320, 192), help="frame size WxH, even (default 320x192)")
    p.add_argument("--frames-per-action", type=int, default=8, help="frames per action step (default 8)")
    p.set_defaults(func=run_synth)

    p = sub.add_parser("run", help="judge every pair of a bench (resumable, sharded, concurrent)",
                       description="Judge every pair of a bench through the judging engine; outputs, resume "
                                   "and shard rules in worldreward.bench.run.", epilog=BATCH_EPILOG)
    p.add_argument("--bench", required=True, type=Path, help="bench.jsonl / pairs manifest")
    add_judge_arguments(p)
    p.add_argument("--out", required=True, type=Path, help="run folder (cache, predictions, failures)")
    p.add_argument("--name", help="predictor name: <name>.pairs.jsonl (default: the judge name)")
    p.add_argument("--shard", help="i/n: judge only pairs with index %% n == i")
    add_engine_arguments(p, fov=True)
    p.set_defaults(func=run_run)

    p = sub.add_parser("score", help="accuracy of prediction files against the bench labels")
    p.add_argument("--bench", required=True, type=Path, help="bench.jsonl with labels")
    p.add_argument("--predictions", required=True, nargs="+", type=Path,
                   help="*.pairs.jsonl files (left|right|tie|null, or the reference's A|B|Tie) and/or the "
                        "reference's chunk_predictions.json (chunk reviews, aggregated here with the reference "
                        "rule); shards merge into one predictor: <name>.shard-i-of-n.pairs.jsonl, "
                        "<name>.pairs.shardIofN.jsonl, chunk_predictions.shardIofN.json")
    p.add_argument("--json", type=Path, help="write the full scores as JSON here")
    p.add_argument("--markdown", type=Path, help="write the markdown tables here too")
    p.add_argument("--bootstrap", type=int, default=1000, help="bootstrap resamples for 95%% CIs (0 = off)")
    p.add_argument("--seed", type=int, default=0, help="bootstrap seed")
    p.set_defaults(func=run_score)

    p = sub.add_parser("report", help="self-contained HTML report: scores and disagreements")
    p.add_argument("--bench", required=True, type=Path, help="bench.jsonl with labels")
    p.add_argument("--run", required=True, nargs="+", action="extend", type=Path,
                   help="run folder(s) of `bench run` (every *.pairs.jsonl inside is a predictor)")
    p.add_argument("--out", required=True, type=Path, help="output HTML file")
    p.add_argument("--max-disagreements", type=int, default=60,
                   help="disagreements shown with keyframe grids (default 60)")
    p.add_argument("--bootstrap", type=int, default=1000, help="bootstrap resamples (0 = off)")
    p.add_argument("--allow-absolute-paths", action="store_true",
                   help="accept absolute paths and paths outside the manifest folder")
    p.set_defaults(func=run_report)


def run_synth(args: argparse.Namespace) -> int:
    from ..bench.synth import SynthConfig, synth_bench
    from ..console import err_console

    config = SynthConfig(pairs=args.pairs, seed=args.seed, size=tuple(args.size),
                         frames_per_action=args.frames_per_action)
    try:
        path = synth_bench(args.out, config)
    except ValueError as exc:
        from ..errors import WorldRewardError

        raise WorldRewardError("bench synth", str(exc)) from None
    err_console.print(f"wrote {config.pairs} pairs to {path}", highlight=False)
    return 0


def run_run(args: argparse.Namespace) -> int:
    from ..bench.run import RunOptions, parse_shard, run_bench
    from ..errors import WorldRewardError
    from .common import engine_options_from_args, judge_from_args, load_manifest, report_batch

    specs, bad = load_manifest(args, args.bench)
    try:
        shard = parse_shard(args.shard) if args.shard else None
    except ValueError as exc:
        raise WorldRewardError("--shard", str(exc)) from None
    judge = judge_from_args(args)
    options = RunOptions(out_dir=args.out, name=args.name or judge.name, shard=shard, bench_path=str(args.bench),
                         engine=engine_options_from_args(args))
    summary = run_bench(specs, judge, options, bad_lines=bad)
    return report_batch(args, summary.stats, bad, summary.predictions_path)


def run_score(args: argparse.Namespace) -> int:
    from ..bench.score import score_many, to_json, to_markdown, write_json
    from ..console import out_console, warn
    from ..pairs import load_pairs

    specs = load_pairs(args.bench, allow_absolute_paths=True)  # scoring never opens the media
    scores = score_many(specs, args.predictions, bootstrap=args.bootstrap, seed=args.seed)
    for s in scores:
        if s.missing_pairs:
            warn(f"{s.name}: {s.missing_pairs} of {s.n_labelled} labelled pairs have no prediction "
                 "(left out of the denominators)")
        for axis, a in s.axes.items():
            if a.answered and a.nulls:
                warn(f"{s.name}: {a.nulls} prediction(s) answer null on {axis} (counted wrong, the reference rule)")
        if s.failed_pairs:
            warn(f"{s.name}: {s.failed_pairs} pair(s) have no parsed chunk in the chunk predictions "
                 "(scored tie on every axis, as the reference scores them)")
        if s.bad_chunks:
            warn(f"{s.name}: {s.bad_chunks} chunk record(s) hold a review that does not validate (no vote)")
        if s.unknown_pairs:
            warn(f"{s.name}: {s.unknown_pairs} prediction(s) for pair ids not in the bench (ignored)")
    markdown = to_markdown(scores)
    out_console.print(markdown, markup=False, highlight=False)
    if args.markdown:
        args.markdown.parent.mkdir(parents=True, exist_ok=True)
        args.markdown.write_text(markdown, encoding="utf-8")
    if args.json:
        write_json(args.json, to_json(scores, bench=str(args.bench)))
    return 0


def run_report(args: argparse.Namespace) -> int:
    from ..bench.report import build_report
    from ..console import err_console

    path = build_report(args.bench, args.run, args.out, max_disagreements=args.max_disagreements,
                        bootstrap=args.bootstrap, allow_absolute_paths=args.allow_absolute_paths)
    err_console.print(f"wrote {path}", highlight=False)
    return 0
