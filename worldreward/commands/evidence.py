"""``worldreward evidence``: write the evidence a judge sees, per chunk, without judging.

    worldreward evidence left.mp4 right.mp4 --actions "forward,camera_left" --frames-per-action 8 --out DIR

writes ``DIR/chunk_000/`` (``grid.png``, ``closeup_<k>.png``, ``motion_<k>.png``, ``source.png``,
``keyframe_<side>_<k>_<j>.png`` and ``evidence.json`` with every measured number), one folder
per chunk. ``--json`` prints a summary (folders, image names, evidence hashes) on stdout.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path


def register(subparsers: argparse._SubParsersAction) -> None:
    from .common import add_chunk_arguments, add_memory_option, add_pair_arguments

    parser = subparsers.add_parser(
        "evidence", help="write the per-chunk evidence images and numbers of a pair",
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("left", help="video A (left)")
    parser.add_argument("right", help="video B (right)")
    add_pair_arguments(parser)
    add_memory_option(add_chunk_arguments(parser))
    parser.add_argument("--out", required=True, metavar="DIR", help="output folder (chunk_<i>/ inside)")
    parser.add_argument("--json", action="store_true", help="print a JSON summary on stdout")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from rich.table import Table

    from ..console import err_console, progress, warn
    from ..engine import EngineOptions, _EvidenceJob, decode_pair
    from ..evidence import extract_evidence
    from .common import pair_spec_from_args

    spec = pair_spec_from_args(args)
    # the engine's decoding: only the frames the evidence reads, within --max-memory
    plan = {"slots_per_chunk": args.slots_per_chunk, "reference_slot": args.reference_slot}
    job = _EvidenceJob(options=EngineOptions(max_memory=args.max_memory, **plan), orders=("AB",),
                       whole_video=False, budget=None, fov_deg=getattr(args, "fov", None), plan=plan)
    clip_a, clip_b, chunks, warnings = decode_pair(spec, job)
    for text in warnings:
        warn(f"{spec.pair_id}: {text}")
    out = Path(args.out)
    summary = []
    with progress(transient=True) as bar:
        task = bar.add_task("extracting evidence", total=len(chunks))
        for chunk in chunks:
            ev = extract_evidence(clip_a, clip_b, chunk, pair_id=spec.pair_id, caption=spec.input_caption,
                                  source_image=spec.input_image, fov_deg=getattr(args, "fov", None))
            folder = out / f"chunk_{chunk.index:03d}"
            ev.save(folder)
            summary.append({"chunk": chunk.index, "dir": str(folder), "images": ev.image_names(),
                            "evidence_hash": ev.evidence_hash()})
            bar.advance(task)
    table = Table(title=f"evidence of {spec.pair_id}", title_justify="left")
    for col in ("chunk", "folder", "images", "hash"):
        table.add_column(col)
    for row in summary:
        table.add_row(str(row["chunk"]), row["dir"], ", ".join(row["images"]), row["evidence_hash"])
    err_console.print(table)
    if args.json:
        print(json.dumps({"pair_id": spec.pair_id, "chunks": summary}, indent=2))
    return 0
