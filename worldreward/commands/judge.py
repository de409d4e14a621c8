"""``worldreward judge``: which of two rollouts follows the commanded actions better, and which looks better.

One pair::

    worldreward judge left.mp4 right.mp4 --actions "forward,camera_left,left+camera_down" \\
        --frames-per-action 8 [--judge geometry] [--json] [--show-reasoning] [--save-evidence DIR]

Many pairs (a ``bench.jsonl``-style manifest; resumable, one prediction line per pair)::

    worldreward judge --pairs bench.jsonl --out geometry.pairs.jsonl

Judge options: ``--judge NAME`` picks the backend (geometry | vlm | local | direct);
``--judge-opt KEY=VALUE`` (repeatable, VALUE parsed as JSON when it can be) passes any
constructor option, e.g. ``--judge-opt yaw_dead_band=0.2``; the model-judge flags
(``--base-url``, ``--model``, …) are added by `worldreward.judges.common`.

Both forms run the one engine (`worldreward.engine`): decode → plan chunks → evidence once per
chunk → reviews (both orders with ``--swap``, up to ``--concurrency`` requests in flight across
pairs) → review store → vote. ``--pairs`` keeps its review store in ``<out stem>.cache.jsonl``
beside the predictions file: a re-run judges only the pairs that are not finished, and a pair with
any failed review is not finished.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from .common import (
    BATCH_EPILOG,
    EXIT_USAGE,
    add_engine_arguments,
    add_judge_arguments,
    add_pair_arguments,
    engine_options_from_args,
    judge_from_args,
    load_manifest,
    pair_spec_from_args,
    print_verdict,
    report_batch,
)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "judge", help="judge a pair of rollouts (action following, appearance, motion)",
        description=__doc__, epilog=BATCH_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("left", nargs="?", help="video A (left)")
    parser.add_argument("right", nargs="?", help="video B (right)")
    add_pair_arguments(parser)
    add_judge_arguments(parser)
    add_engine_arguments(parser)
    parser.add_argument("--json", action="store_true", help="print the PairVerdict JSON on stdout")
    parser.add_argument("--save-evidence", metavar="DIR", help="write each chunk's evidence under DIR/chunk_<i>/")
    parser.add_argument("--show-reasoning", action="store_true", help="print the judge's analyses")
    parser.add_argument("--pairs", metavar="FILE.jsonl", help="judge every pair of a manifest instead")
    parser.add_argument("--out", metavar="PRED.pairs.jsonl",
                        help="predictions file for --pairs (resumable; its review store is <stem>.cache.jsonl)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ..console import error

    if args.pairs:
        return _run_pairs(args)
    if not args.left or not args.right:
        error("give LEFT and RIGHT videos (or --pairs FILE.jsonl --out PRED.pairs.jsonl)")
        return EXIT_USAGE
    return _run_one(args)


def _run_one(args: argparse.Namespace) -> int:
    """One pair: the engine in this process, a chunk progress bar, the verdict tables."""
    from ..console import err_console, progress
    from ..engine import Engine

    judge = judge_from_args(args)
    spec = pair_spec_from_args(args)
    save = Path(args.save_evidence) if args.save_evidence else None
    engine = Engine(judge, engine_options_from_args(args, save_evidence=save, evidence_per_pair=False,
                                                    table_numbers=True))
    with progress(transient=True) as bar:
        bar.add_task(f"judging {spec.pair_id} ({judge.name})", total=None)
        result = engine.judge_one(spec)
    if result.verdict is None:
        raise result.exception or RuntimeError(result.error)
    verdict = result.verdict
    print_verdict(verdict, show_reasoning=args.show_reasoning)
    if args.json:
        print(verdict.model_dump_json(indent=2))
    if not result.ok:
        err_console.print("[red]the pair is not judged: some reviews failed (above); run again to retry them[/]")
        return 1
    return 0


def cache_path_for(out: str | Path) -> Path:
    """The review store of ``judge --pairs --out X.pairs.jsonl``: ``X.cache.jsonl`` beside it."""
    from ..sinks import PAIRS_SUFFIX

    out = Path(out)
    stem = out.name[: -len(PAIRS_SUFFIX)] if out.name.endswith(PAIRS_SUFFIX) else out.stem
    return out.with_name(stem + ".cache.jsonl")


def _run_pairs(args: argparse.Namespace) -> int:
    from ..console import error
    from ..engine import Engine
    from ..sinks import PredictionsFile
    from ..store import RunCache

    if not args.out:
        error("--pairs needs --out PRED.pairs.jsonl")
        return EXIT_USAGE
    specs, bad = load_manifest(args, args.pairs)
    judge = judge_from_args(args)
    save = Path(args.save_evidence) if args.save_evidence else None
    engine_opts = engine_options_from_args(args, save_evidence=save)
    with RunCache.at(cache_path_for(args.out)) as store, \
            PredictionsFile(args.out, [s.pair_id for s in specs], bad_lines=bad) as sink:
        stats = Engine(judge, engine_opts, store).run(specs, sink, description=f"judging ({judge.name})")
    return report_batch(args, stats, bad, str(args.out))
