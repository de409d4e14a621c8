"""``worldreward label``: teacher labels (reasoning-augmented chunk reviews with provenance).

For every pair of a manifest and every chunk, the evidence is extracted and saved under
``<out>.evidence/<pair>/<chunk>/`` and a teacher VLM (OpenAI-compatible server) writes a full
chunk review (by default with the structured ``observed_*`` motion and ``defects_*`` fields filled
before the analyses; ``--no-observed-fields`` to leave them out); one `LabelRecord` line per chunk is appended to ``--out`` (flush + fsync).
Re-running resumes: finished label ids are skipped, failed ones (``<out stem>.failures.jsonl``)
are retried.

Example::

    worldreward label --pairs bench.jsonl --out labels.jsonl \\
        --base-url http://127.0.0.1:8000/v1 --model Qwen/Qwen3-VL-235B-A22B-Instruct
"""

from __future__ import annotations

import argparse


def register(subparsers: argparse._SubParsersAction) -> None:
    from ..judges.common import add_model_judge_arguments
    from .common import BATCH_EPILOG, add_engine_arguments

    parser = subparsers.add_parser(
        "label", help="teacher labels: one reasoned chunk review per pair and chunk, with provenance",
        description=__doc__, epilog=BATCH_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--pairs", required=True, help="bench.jsonl / pairs manifest")
    parser.add_argument("--out", required=True, help="labels JSONL to append to (created)")
    parser.add_argument("--limit", type=int, help="label only the first N pairs")
    add_engine_arguments(parser, swap=False, fov=True)
    parser.add_argument("--no-slot-quality", dest="slot_quality", action="store_false",
                        help="skip per-slot quality metrics in the evidence (faster; chunk metrics stay)")
    parser.add_argument("--json", action="store_true", help="print the run summary as JSON on stdout")
    add_model_judge_arguments(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    import json

    from ..console import err_console, out_console, warn
    from ..errors import WorldRewardError
    from ..judges.common import model_judge_options
    from ..judges.vlm import VLMJudge
    from ..labels import failures_path, generate_labels
    from .common import engine_options_from_args, load_manifest

    options = model_judge_options(args, "vlm")
    options.setdefault("observed", True)  # teacher labels carry the structured fields the audit checks
    try:
        teacher = VLMJudge(**options)
    except ValueError as exc:
        raise WorldRewardError("label", f"teacher model: {exc}") from None
    specs, bad = load_manifest(args, args.pairs)
    with teacher:
        result = generate_labels(args.pairs, args.out, teacher, limit=args.limit, slot_quality=args.slot_quality,
                                 options=engine_options_from_args(args, swap=False), specs=specs, bad_lines=bad)
    summary = {"written": result.written, "skipped": result.skipped, "failed": result.failed,
               "out": str(args.out), "failures": str(failures_path(args.out)) if result.failed else None}
    if args.json:
        out_console.print(json.dumps(summary))
    err_console.print(f"labels: {result.written} written, {result.skipped} already done, "
                      f"{result.failed} failed → {args.out}")
    for line in result.failures[:5]:
        warn(line)
    return 0 if result.failed == 0 or args.allow_failures else 1
