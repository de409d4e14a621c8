"""``worldreward nvrm``: verify NVRM bundles, score continuations, write/check golden fixtures.

    worldreward nvrm verify DIR [--json]
    worldreward nvrm score --bundle DIR --history H.mp4 --candidate C.mp4 [--candidate C2.mp4 ...]
                           [--device cpu] [--batch-size N] [--json]
    worldreward nvrm golden --bundle DIR --write FILE --history H --candidate C [--device cpu]
    worldreward nvrm golden --bundle DIR --check FILE [--device cpu] [--json]

Exit codes: 0 success, 1 verification failure / golden mismatch / bad input (the message names
the file and the problem).
"""

from __future__ import annotations

import argparse
import json


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "nvrm", help="NVRM scalar next-video reward model: verify, score, golden fixtures",
        description="NVRM: the scalar next-video reward model (bundle verification, scoring, goldens).",
    )
    sub = parser.add_subparsers(dest="nvrm_command", metavar="ACTION", required=True)

    verify = sub.add_parser("verify", help="check every file of a bundle against worl-bundle.json")
    verify.add_argument("bundle", metavar="DIR", help="bundle folder")
    verify.add_argument("--json", action="store_true", help="print the verified manifest summary as JSON")
    verify.set_defaults(func=run)

    score = sub.add_parser("score", help="raw NVRM logits for one or more candidate continuations")
    _model_args(score)
    score.add_argument("--history", required=True, help="video before the continuation")
    score.add_argument("--candidate", action="append", required=True,
                       help="candidate continuation (>= 5.0 s); repeat for a group (K candidates)")
    score.add_argument("--batch-size", type=int, default=4, help="requests per forward pass (default 4)")
    score.add_argument("--json", action="store_true", help="print scores (and ranking) as JSON on stdout")
    score.set_defaults(func=run)

    golden = sub.add_parser("golden", help="write or check a golden inference fixture")
    _model_args(golden)
    mode = golden.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", metavar="FILE", help="write golden metadata FILE (+ tensors next to it)")
    mode.add_argument("--check", metavar="FILE", help="recompute and compare against golden FILE")
    golden.add_argument("--history", help="history video (required with --write; overrides with --check)")
    golden.add_argument("--candidate", help="candidate video (required with --write; overrides with --check)")
    golden.add_argument("--json", action="store_true", help="print the result as JSON on stdout")
    golden.set_defaults(func=run)


def _model_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--bundle", required=True, metavar="DIR", help="verified NVRM bundle folder")
    parser.add_argument("--device", default="cpu", help="torch device, e.g. cpu, cuda, cuda:1 (default cpu)")


def run(args: argparse.Namespace) -> int:
    return {"verify": _verify, "score": _score, "golden": _golden}[args.nvrm_command](args)


def _verify(args) -> int:
    from ..console import err_console, out_console
    from ..nvrm.bundle import verify_bundle

    manifest = verify_bundle(args.bundle)
    total = sum(f.bytes for f in manifest.files)
    summary = {"bundle": str(manifest.root), "ok": True, "files": len(manifest.files), "bytes": total,
               "manifest_digest": manifest.digest,
               "inference": manifest.inference.model_dump(mode="json")}
    if args.json:
        out_console.print_json(json.dumps(summary))
    else:
        err_console.print(f"[green]OK[/] {manifest.root}: {len(manifest.files)} files, {total} bytes "
                          f"verified (manifest {manifest.digest[:16]})", highlight=False)
    return 0


def _score(args) -> int:
    from ..console import err_console, out_console
    from ..nvrm.score import load_nvrm, rank, score_group

    nvrm = load_nvrm(args.bundle, args.device)
    scores = score_group(nvrm, args.history, args.candidate, batch_size=args.batch_size)
    order = rank(scores)
    if args.json:
        result = {"bundle": str(nvrm.manifest.root), "history": args.history,
                  "candidates": [{"candidate": c, "score": s} for c, s in zip(args.candidate, scores, strict=True)]}
        if len(scores) > 1:
            result["ranking"] = order
        out_console.print_json(json.dumps(result))
        return 0
    for place, i in enumerate(order, start=1):
        prefix = f"#{place} " if len(scores) > 1 else ""
        err_console.print(f"{prefix}{scores[i]: .6g}  {args.candidate[i]}", highlight=False)
    return 0


def _golden(args) -> int:
    from ..console import err_console, error, out_console
    from ..errors import WorldRewardError
    from ..nvrm.golden import check_golden, write_golden
    from ..nvrm.score import load_nvrm

    if args.write and (not args.history or not args.candidate):
        raise WorldRewardError(args.write, "--write needs --history and --candidate")
    nvrm = load_nvrm(args.bundle, args.device)
    if args.write:
        record = write_golden(nvrm, args.write, args.history, args.candidate)
        if args.json:
            out_console.print_json(json.dumps(record.model_dump(mode="json", by_alias=True)))
        err_console.print(f"wrote {args.write} + {record.tensors_file} (digest {record.digest[:16]})",
                          highlight=False)
        return 0
    result = check_golden(nvrm, args.check, history=args.history, candidate=args.candidate)
    if args.json:
        out_console.print_json(json.dumps(result.model_dump(mode="json")))
    if result.ok:
        err_console.print(f"[green]OK[/] {result.message()}", highlight=False)
        return 0
    error(result.message())
    return 1
