"""``worldreward audit``: audit teacher labels with the tool-using agent graph (LangGraph).

Each review's checkable claims (motion direction per slot and side, static, and the defects
flicker, blur, warp, drift, ghosting, jitter, stutter, frame order, frozen frames, noise,
blocking) are read from the review's structured ``observed_*`` / ``defects_*`` fields where the
teacher filled them (prose contradicting them is a finding of its own unless the measurement
supports the field: then it is a note in the audit trail, `AuditRound.prose_notes`), and from the prose by
rules (and by an LLM with a strict claims schema when ``--llm-extractor``),
verified with measuring tools (camera motion of the slot's side, quality metrics compared between
sides, a cropped second look by a VLM when ``--second-look``), and each review is:

- **accept**: no refuted claim, no winner contradicting the measurement;
- **revise**: refuted claims / contradicted winners go back to the teacher (``--base-url
  --model``) with the measurements for a corrected review, at most ``--max-rounds`` times.
  Without a model, a tool-only rule corrects the review: each analysis holding a refuted
  statement is rewritten whole from the measurement (never spliced), a slot winner is set from the measured motion when exactly one side follows the
  command (both readings confident), a visual dimension with a refuted defect claim takes the
  winner its measured defect levels imply (Tie when both sides are clean); anything the measurement cannot
  decide is escalated;
- **escalate**: to the human queue (``DIR/queue.jsonl``, see ``worldreward review``).

Outputs: ``DIR/audited.jsonl`` (whole audit trail per label; resumable), ``DIR/queue.jsonl``,
``DIR/stats.json`` (refuted claims by kind, decisions by outcome; with ``--bench`` the slot-level
action-winner accuracy of the labels before and after the audit against the known truth).

Needs the ``agents`` extra: ``pip install worldreward[agents]``.
"""

from __future__ import annotations

import argparse


def register(subparsers: argparse._SubParsersAction) -> None:
    from ..judges.common import add_model_judge_arguments

    parser = subparsers.add_parser(
        "audit", help="audit teacher labels: claims → measuring tools → accept / revise / escalate",
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--labels", required=True, help="labels JSONL written by `worldreward label`")
    parser.add_argument("--out", required=True, help="output folder (audited.jsonl, queue.jsonl, stats.json)")
    parser.add_argument("--max-rounds", type=int, default=2, help="revision rounds before escalating (default 2)")
    parser.add_argument("--bench", help="bench.jsonl with known truth: report label accuracy before/after")
    parser.add_argument("--llm-extractor", action="store_true",
                        help="also extract claims with the model (needs --base-url/--model)")
    parser.add_argument("--second-look", action="store_true",
                        help="ask the model about a cropped close-up when a measurement is inconclusive")
    parser.add_argument("--json", action="store_true", help="print stats.json on stdout")
    add_model_judge_arguments(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    import json

    from ..agents.graph import Auditor, run_audit
    from ..agents.llm import AuditModel
    from ..console import err_console, out_console
    from ..errors import WorldRewardError
    from ..judges.common import model_judge_options

    options = model_judge_options(args, "vlm")
    model = None
    if options.get("base_url") or options.get("model"):
        if not (options.get("base_url") and options.get("model")):
            raise WorldRewardError("audit", "give both --base-url and --model for the teacher, or neither")
        model = AuditModel(**options)
    if args.max_rounds < 0:
        raise WorldRewardError("audit", f"--max-rounds must be >= 0, got {args.max_rounds}")
    auditor = Auditor(max_rounds=args.max_rounds, model=model, llm_extractor=args.llm_extractor,
                      second_look=args.second_look)
    stats = run_audit(args.labels, args.out, auditor, bench_path=args.bench)
    if args.json:
        out_console.print(json.dumps(stats))
    d = stats["decisions"]
    err_console.print(f"audit: {stats['labels']} labels → accept {d['accept']}, revise {d['revise']}, "
                      f"escalate {d['escalate']}; refuted claims {stats['verdicts']['refuted']} "
                      f"→ {args.out}")
    acc = stats.get("accuracy")
    if acc:
        err_console.print(f"slot action-winner accuracy: before {acc['before']['accuracy']} → after "
                          f"{acc['after']['accuracy']} ({acc['after']['slots']} slots)")
    for line in stats.get("failed", [])[:5]:
        err_console.print(f"[red]failed:[/] {line}", highlight=False)
    return 1 if stats.get("failed") else 0
