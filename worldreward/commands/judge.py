"""``worldreward judge``: which of two rollouts follows the commanded actions better, and which looks better.

One pair::

    worldreward judge left.mp4 right.mp4 --actions "forward,camera_left,left+camera_down" \\
        --frames-per-action 8 [--judge geometry] [--json] [--show-reasoning] [--save-evidence DIR]

Many pairs (a ``bench.jsonl``-style manifest; resumable, one prediction line per pair)::

    worldreward judge --pairs bench.jsonl --out geometry.pairs.jsonl

Judge options: ``--judge NAME`` picks the backend (geometry | vlm | local | direct);
``--judge-opt KEY=VALUE`` (repeatable, VALUE parsed as JSON when it can be) passes any
constructor option, e.g. ``--judge-opt yaw_dead_band=0.2``; the model-judge flags
(``--base-url``, ``--model``, …) are added by `worldreward.judges.common`. `add_judge_arguments`
and `judge_from_args` are shared with ``bench run``.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

_AXES = ("action", "appearance", "motion")


# ---------------------------------------------------------------------------------------------
# Shared argument helpers (also used by ``bench run``)
# ---------------------------------------------------------------------------------------------


def add_judge_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--judge``, ``--judge-opt KEY=VALUE`` (repeatable) and the model-judge flags."""
    parser.add_argument("--judge", default="geometry",
                        help="judge backend: geometry (model-free, default) | vlm | local | direct")
    parser.add_argument("--judge-opt", action="append", default=[], metavar="KEY=VALUE",
                        help="judge option (repeatable; VALUE parsed as JSON when possible), "
                             "e.g. --judge-opt yaw_dead_band=0.2")
    try:
        from ..judges.common import add_model_judge_arguments
    except ImportError:  # model judges not installed in this build
        return
    add_model_judge_arguments(parser)


def parse_judge_opts(items: list[str]) -> dict[str, Any]:
    """``["a=1", "b=x"]`` → ``{"a": 1, "b": "x"}`` (JSON values when they parse; dashes → underscores)."""
    opts: dict[str, Any] = {}
    from ..errors import JudgeError
    from ..limits import parse_json

    for item in items or []:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise JudgeError("--judge-opt", f"expected KEY=VALUE, got {item!r}")
        try:
            opts[key.strip().replace("-", "_")] = parse_json(value, "--judge-opt", error=JudgeError)
        except JudgeError:
            opts[key.strip().replace("-", "_")] = value
    return opts


def judge_from_args(args: argparse.Namespace):
    """Build the judge named by ``args.judge`` with the model-judge flags and ``--judge-opt`` values."""
    from ..judges import make_judge

    opts: dict[str, Any] = {}
    try:
        from ..judges.common import model_judge_options
    except ImportError:
        model_judge_options = None
    if model_judge_options is not None:
        opts.update(model_judge_options(args, args.judge))
    opts.update(parse_judge_opts(getattr(args, "judge_opt", [])))
    try:
        return make_judge(args.judge, **opts)
    except (TypeError, ValueError) as exc:
        from ..errors import JudgeError

        raise JudgeError(f"--judge {args.judge}", f"cannot build the judge with options {opts}: {exc}") from None


def add_pair_arguments(parser: argparse.ArgumentParser) -> None:
    """Actions, frame spans, FOV, source image/caption and chunking flags of one pair."""
    _add_span_options(parser)
    parser.add_argument("--image", help="the conditioning (source) image, shown to model judges")
    parser.add_argument("--caption", help="the conditioning caption")
    parser.add_argument("--slots-per-chunk", type=int, default=4, metavar="N",
                        help="action slots per judged chunk (default 4)")
    parser.add_argument("--reference-slot", action="store_true",
                        help="start every chunk with a non-voting reference slot (the start frame)")


def _add_span_options(parser: argparse.ArgumentParser) -> None:
    from .common import add_span_options

    add_span_options(parser)


def pair_spec_from_args(args: argparse.Namespace, *, pair_id: str | None = None):
    """A `PairSpec` for ``LEFT RIGHT`` from the command line (paths as given, relative to cwd)."""
    from ..actions import parse_actions
    from ..pairs import PairSpec

    if not args.actions:
        raise SystemExit("error: --actions is required (tokens, e.g. \"forward,camera_left\", or a file)")
    actions = [a.token for a in parse_actions(args.actions)]
    span = span_options_from_args(args)
    left, right = Path(args.left), Path(args.right)
    return PairSpec(
        pair_id=pair_id or f"{left.stem}_vs_{right.stem}",
        input_image=args.image, input_caption=args.caption, actions=actions,
        left={"video": str(left)}, right={"video": str(right)}, **span,
    )


def span_options_from_args(args: argparse.Namespace) -> dict[str, Any]:
    """The pair-level frame-span option given by the span flags (``{}`` when none was given).

    ``--segments S-E,...`` must be consecutive spans starting at frame 0 (each step starting where
    the previous ended); they are expressed as the equivalent ``segment_frames``.
    """
    from ..actions import SPAN_KEYS
    from ..errors import ActionError

    out: dict[str, Any] = {}
    for key in SPAN_KEYS:
        value = getattr(args, key, None)
        if value is not None:
            out[key] = list(value) if key == "segment_frames" else int(value)
    segments = getattr(args, "segments", None)
    if segments:
        starts = [0] + [end for _, end in segments[:-1]]
        if [start for start, _ in segments] != starts:
            raise ActionError("--segments", "judging needs consecutive spans from frame 0 (0-8,8-16,...); "
                                            f"got {','.join(f'{s}-{e}' for s, e in segments)}")
        out["segment_frames"] = [end - start for start, end in segments]
    return out


# ---------------------------------------------------------------------------------------------
# Command
# ---------------------------------------------------------------------------------------------


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "judge", help="judge a pair of rollouts (action following, appearance, motion)",
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("left", nargs="?", help="video A (left)")
    parser.add_argument("right", nargs="?", help="video B (right)")
    add_pair_arguments(parser)
    add_judge_arguments(parser)
    parser.add_argument("--swap", action=argparse.BooleanOptionalAction, default=None,
                        help="also judge in (B, A) order and reconcile (default: on for model judges)")
    parser.add_argument("--weighted", action="store_true", help="confidence-weighted votes")
    parser.add_argument("--json", action="store_true", help="print the PairVerdict JSON on stdout")
    parser.add_argument("--save-evidence", metavar="DIR", help="write each chunk's evidence under DIR/chunk_<i>/")
    parser.add_argument("--show-reasoning", action="store_true", help="print the judge's analyses")
    parser.add_argument("--pairs", metavar="FILE.jsonl", help="judge every pair of a manifest instead")
    parser.add_argument("--out", metavar="PRED.pairs.jsonl", help="predictions file for --pairs (appended, resumable)")
    parser.add_argument("--allow-absolute-paths", action="store_true",
                        help="accept absolute video paths in the --pairs manifest")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ..console import err_console, error

    if args.pairs:
        return _run_pairs(args)
    if not args.left or not args.right:
        error("give LEFT and RIGHT videos (or --pairs FILE.jsonl --out PRED.pairs.jsonl)")
        return 2
    judge = judge_from_args(args)
    spec = pair_spec_from_args(args)
    verdict = judge_with_progress(spec, judge, args)
    print_verdict(verdict, show_reasoning=args.show_reasoning)
    if args.json:
        print(verdict.model_dump_json(indent=2))
    if verdict.action.winner is None and verdict.appearance.winner is None and verdict.motion.winner is None:
        err_console.print("[red]no chunk could be judged[/]")
        return 1
    return 0


def judge_with_progress(spec, judge, args: argparse.Namespace, *, base_dir: Path | None = None):
    """`judge_pair` with a chunk progress bar and the command's options."""
    from ..chunks import Chunk
    from ..console import progress
    from ..pipeline import judge_pair

    with progress(transient=True) as bar:
        task = bar.add_task(f"judging {spec.pair_id} ({judge.name})", total=None)

        def on_chunk(chunk: Chunk, review, err) -> None:
            bar.advance(task)

        return judge_pair(
            spec, judge, base_dir=base_dir, swap=args.swap, slots_per_chunk=args.slots_per_chunk,
            reference_slot=args.reference_slot, fov_deg=getattr(args, "fov", None),
            save_evidence=getattr(args, "save_evidence", None), on_chunk=on_chunk,
            weighted=getattr(args, "weighted", False),
        )


def _run_pairs(args: argparse.Namespace) -> int:
    from ..console import err_console, error
    from ..pipeline import judge_pairs_file

    if not args.out:
        error("--pairs needs --out PRED.pairs.jsonl")
        return 2
    judge = judge_from_args(args)
    counts = judge_pairs_file(
        args.pairs, judge, args.out, allow_absolute_paths=args.allow_absolute_paths,
        swap=args.swap, slots_per_chunk=args.slots_per_chunk, reference_slot=args.reference_slot,
        fov_deg=getattr(args, "fov", None), weighted=args.weighted,
    )
    err_console.print(
        f"{counts['judged']} judged, {counts['skipped']} already in {args.out}, "
        f"{counts['failed']} failed (recorded with their reason) of {counts['total']} pairs"
    )
    return 1 if counts["failed"] else 0


# ---------------------------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------------------------

_STYLE = {"A": "green", "B": "cyan", "Tie": "yellow", None: "red"}
_SIDE_STYLE = {"left": "green", "right": "cyan", "tie": "yellow", None: "red"}


def print_verdict(verdict, *, show_reasoning: bool = False) -> None:
    """The per-slot table, the per-axis verdict with vote counts and (optionally) the analyses,
    on stderr (stdout stays machine-readable)."""
    from rich.table import Table

    from ..console import err_console

    table = Table(title=f"{verdict.pair_id}: per-slot action following ({verdict.judge})", title_justify="left")
    for col in ("chunk", "slot", "commanded", "measured A", "measured B", "winner"):
        table.add_column(col, no_wrap=col in ("chunk", "slot", "winner"))
    for row in verdict.rows:
        tag = "" if row.role == "action" else f" [dim]({row.role})[/]"
        win = row.winner if row.winner is not None else "failed"
        table.add_row(str(row.chunk), f"{row.slot}{tag}", row.commanded, row.measured_a, row.measured_b,
                      f"[{_STYLE.get(row.winner, 'red')}]{win}[/]")
    err_console.print(table)

    axes = Table(title="verdict (A = left, B = right)", title_justify="left")
    for col in ("axis", "winner", "votes A/B/tie", "margin", "P(left)", "decided by"):
        axes.add_column(col)
    for name in _AXES:
        ax = verdict.axis(name)
        votes = f"{ax.votes_a}/{ax.votes_b}/{ax.votes_tie}"
        if name == "action" and ax.decided_by == "slot_tiebreak":
            votes += f" (slots {ax.slot_votes_a}/{ax.slot_votes_b}/{ax.slot_votes_tie})"
        prob = "--" if ax.prob_left is None else f"{ax.prob_left:.2f}"
        win = ax.winner or "--"
        axes.add_row(name, f"[{_SIDE_STYLE.get(ax.winner, 'red')}]{win}[/]", votes, f"{ax.margin:+.2f}", prob,
                     ax.decided_by)
    err_console.print(axes)
    from rich.markup import escape

    for line in verdict.extra.get("warnings", []):
        err_console.print(f"[yellow]warning:[/] {escape(line)}", highlight=False, soft_wrap=True)
    if verdict.failed_chunks:
        err_console.print(f"[red]{verdict.failed_chunks} of {verdict.chunks} chunks failed:[/]")
        for e in verdict.errors:
            err_console.print(f"  - {e}", highlight=False, markup=False)
    if show_reasoning:
        print_reasoning(verdict)


def print_reasoning(verdict) -> None:
    """Every chunk's analyses: per slot A/B, per visual dimension A/B, and the summaries."""
    from ..console import err_console

    for review in verdict.reviews:
        p = review.payload
        err_console.rule(f"chunk {review.chunk_index}" + (" (swap-reconciled)" if verdict.extra.get("swap") else ""))
        for s in p.action_control.actions:
            err_console.print(f"[bold]slot {s.action_id}[/] {s.action_label} → [{_STYLE[s.winner]}]{s.winner}[/]")
            err_console.print(f"   A: {s.video_a_analysis}", markup=False, highlight=False)
            err_console.print(f"   B: {s.video_b_analysis}", markup=False, highlight=False)
        err_console.print(f"   action: {p.action_control.overall_summary}", markup=False, highlight=False)
        vq = p.visual_quality
        for dim in ("temporal_consistency", "artifacts_and_structure_integrity", "dynamic_generation_quality"):
            d = getattr(vq, dim)
            err_console.print(f"[bold]{dim}[/] → [{_STYLE[d.winner]}]{d.winner}[/]")
            err_console.print(f"   {d.video_a_analysis}", markup=False, highlight=False)
            err_console.print(f"   {d.video_b_analysis}", markup=False, highlight=False)
        err_console.print(f"   visual: {vq.overall_summary}", markup=False, highlight=False)
