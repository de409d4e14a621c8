"""``worldreward export``: training exports of audited labels (SFT conversations or pairwise
preferences), accepted and human-confirmed labels only by default.

- ``--format sft``: ``sft.jsonl`` (TRL conversational vision records: typed content with image
  parts, and an ``images`` list) plus ``sft_llamafactory.jsonl`` and ``dataset_info.json``
  (LLaMA-Factory ShareGPT with ``<image>`` placeholders);
- ``--format pairwise``: ``pairwise.jsonl``, one Bradley–Terry record per label and axis
  (``chosen``/``rejected`` = A/B; ties skipped and counted);
- ``manifest.json``: counts (per source/decision, per axis) and provenance (teacher models, prompt
  ids/hashes, audit versions, time). Images are copied under ``images/`` (relative paths).

See `worldreward.export` for the record shapes and the selection rules.
"""

from __future__ import annotations

import argparse


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "export", help="export audited labels for training (sft | pairwise) with a manifest",
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--labels", required=True, help="labels JSONL from `worldreward label`")
    parser.add_argument("--format", required=True, choices=("sft", "pairwise"), help="export format")
    parser.add_argument("--out", required=True, help="output folder")
    parser.add_argument("--audit", help="audit folder from `worldreward audit` (audited.jsonl)")
    parser.add_argument("--decisions", help="human decisions JSONL from `worldreward review`")
    parser.add_argument("--include-escalated", action="store_true",
                        help="also export escalated labels nobody decided (teacher's review)")
    parser.add_argument("--include-unaudited", action="store_true",
                        help="without --audit: export the raw teacher labels")
    parser.add_argument("--json", action="store_true", help="print the manifest on stdout")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    import json

    from ..console import err_console, out_console
    from ..export import export_labels, load_export

    manifest = export_labels(args.labels, args.out, args.format, audit_dir=args.audit, decisions=args.decisions,
                             include_escalated=args.include_escalated, include_unaudited=args.include_unaudited)
    load_export(args.out)  # the export must read back and match its manifest
    if args.json:
        out_console.print(json.dumps(manifest))
    c = manifest["counts"]
    err_console.print(f"export {args.format}: {c['records']} records from {c['labels']} labels "
                      f"({', '.join(f'{k} {v}' for k, v in c['by_source'].items()) or 'none'}) → {args.out}")
    return 0
