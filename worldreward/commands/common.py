"""Command-line helpers shared by the commands (commands never import each other).

Judges (`add_judge_arguments`, `judge_from_args`), one pair from the command line
(`add_pair_arguments`, `pair_spec_from_args`), the engine's options and the batch flow shared by
``judge --pairs``, ``bench run`` and ``label`` (`add_engine_arguments`, `engine_options_from_args`,
`load_manifest`, `report_batch`), and the verdict tables (`print_verdict`).

`add_span_options(parser)` adds ``--actions`` and exactly one (optional) span flag:
``--frames-per-action N`` | ``--num-frames N`` | ``--segment-frames a,b,...`` |
``--segments S-E,S-E,...`` plus ``--span-convention reference|shared`` and ``--fov DEG``. Parsed
values land in ``args.actions`` (str),
``args.frames_per_action`` / ``args.num_frames`` (int), ``args.segment_frames`` (list[int]),
``args.segments`` (list[tuple[int, int]], inclusive) and ``args.fov`` (float).
`steps_from_args(args, total_frames)` turns them into `ActionStep` s with errors that name the
flag and the problem.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from ..actions import SPAN_CONVENTIONS, ActionStep

_AXES = ("action", "appearance", "motion")

SPAN_HELP = (
    "frame spans (one option): --frames-per-action 8; --num-frames 48; --segment-frames 8,8,16; "
    "--segments 0-7,8-15,16-31 (explicit inclusive spans). By default (--span-convention reference, "
    "the WorldReward release's meaning and the meaning of every bench file) step i covers frames "
    "[S_i, S_i + count_i) with no shared frame: --frames-per-action 8 gives 0-7, 8-15, ...; "
    "--num-frames N gives N // steps frames per step; a video shorter than its spans is clamped to "
    "its last frame with a warning. --span-convention shared makes consecutive steps share their "
    "boundary frame (--frames-per-action 8 gives 0-8, 8-16, ...; --num-frames N splits the first N "
    "frames evenly)."
)


def _int_list(text: str) -> list[int]:
    """``"8,8,16"`` → ``[8, 8, 16]`` (positive integers)."""
    try:
        values = [int(x) for x in text.replace(" ", "").split(",") if x]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected comma-separated integers like 8,8,16, got {text!r}") from None
    if not values or any(v < 1 for v in values):
        raise argparse.ArgumentTypeError(f"expected positive integers like 8,8,16, got {text!r}")
    return values


def _span_list(text: str) -> list[tuple[int, int]]:
    """``"0-7,8-15"`` → ``[(0, 7), (8, 15)]`` (inclusive ranges, start <= end)."""
    spans = []
    for part in (p for p in text.replace(" ", "").split(",") if p):
        bits = part.split("-")
        if len(bits) != 2 or not all(b.isdigit() for b in bits):
            raise argparse.ArgumentTypeError(f"expected ranges like 0-8,8-16, got {part!r} in {text!r}")
        start, end = int(bits[0]), int(bits[1])
        if end < start:
            raise argparse.ArgumentTypeError(f"range {part!r} must not end before it starts")
        spans.append((start, end))
    if not spans:
        raise argparse.ArgumentTypeError(f"expected ranges like 0-8,8-16, got {text!r}")
    return spans


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}")
    return value


_BYTE_UNITS = {"": 1, "k": 1024, "m": 1024**2, "g": 1024**3, "t": 1024**4}


def byte_size(text: str) -> int:
    """``--max-memory`` values: bytes, or a number with K / M / G / T (binary units, ``iB`` / ``B``
    optional), e.g. ``2G``, ``1.5GiB``, ``512M``."""
    raw = text.strip().lower().removesuffix("ib").removesuffix("b")
    unit = raw[-1:] if raw[-1:] in _BYTE_UNITS else ""
    try:
        value = float(raw[: len(raw) - len(unit)]) * _BYTE_UNITS[unit]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a size such as 2G, 512M or 1000000, got {text!r}") from None
    if not value >= 1 or value != value or value == float("inf"):
        raise argparse.ArgumentTypeError(f"expected a positive size, got {text!r}")
    return int(value)


def add_memory_option(parser: argparse.ArgumentParser | argparse._ArgumentGroup, what: str = "one pair") -> None:
    """``--max-memory SIZE``: the budget for decoded frames (refused before decoding above it)."""
    from ..video import DEFAULT_MAX_DECODED_BYTES

    parser.add_argument("--max-memory", type=byte_size, default=DEFAULT_MAX_DECODED_BYTES, metavar="SIZE",
                        help=f"memory budget for the decoded frames of {what}, e.g. 4G (default 2G); only "
                             "the frames the evidence reads are decoded, and more than this is refused "
                             "before decoding")


def _fov(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a field of view in degrees, got {text!r}") from None
    if not 10.0 < value < 170.0:
        raise argparse.ArgumentTypeError(f"field of view must be between 10 and 170 degrees, got {value}")
    return value


def add_span_options(parser: argparse.ArgumentParser, *, actions_required: bool = False) -> None:
    """Add ``--actions``, the mutually exclusive span flags and ``--fov`` to ``parser``."""
    group = parser.add_argument_group("actions and frame spans", SPAN_HELP)
    group.add_argument(
        "--actions", metavar="TOKENS|FILE", required=actions_required,
        help="commanded action per step: tokens separated by commas/spaces, e.g. "
             "\"forward,camera_left,left+camera_down\", or a .txt/.json file of tokens",
    )
    spans = group.add_mutually_exclusive_group()
    spans.add_argument("--frames-per-action", type=positive_int, metavar="N",
                       help="every step spans N frame transitions, e.g. --frames-per-action 8")
    spans.add_argument("--num-frames", type=positive_int, metavar="N",
                       help="split the first N frames evenly over the steps, e.g. --num-frames 33")
    spans.add_argument("--segment-frames", type=_int_list, metavar="A,B,...",
                       help="frame transitions of each step, e.g. --segment-frames 8,8,16")
    spans.add_argument("--segments", type=_span_list, metavar="S-E,S-E,...",
                       help="explicit inclusive frame span per step, e.g. --segments 0-7,8-15")
    group.add_argument("--span-convention", choices=SPAN_CONVENTIONS, default=None,
                       help="how a span option maps to frames: reference (default; step i covers "
                            "[S_i, S_i + count_i), no shared frame) or shared (consecutive steps share "
                            "their boundary frame)")
    group.add_argument("--fov", type=_fov, metavar="DEG",
                       help="horizontal field of view of the videos in degrees, e.g. --fov 90 "
                            "(default: estimated from the motion of the steps read together: all steps "
                            "of the video, or of the chunk when judging)")


def span_given(args: argparse.Namespace) -> bool:
    """True when one of the span flags was given."""
    return any(getattr(args, k, None) is not None
               for k in ("frames_per_action", "num_frames", "segment_frames", "segments"))


def steps_from_args(args: argparse.Namespace, total_frames: int, *, where: str = "") -> list[ActionStep]:
    """`ActionStep` s for a video of ``total_frames`` frames from ``--actions`` and the span flag.

    Raises `ActionError` (bad or missing tokens, no span flag, count mismatch) or
    `ChunkPlanError` (spans that do not fit the video), naming ``where`` (e.g. the video path).
    """
    from ..actions import build_steps, parse_actions
    from ..errors import ActionError, ChunkPlanError

    loc = where or "command line"
    if not getattr(args, "actions", None):
        raise ActionError(loc, "--actions is required (e.g. --actions forward,camera_left)")
    actions = parse_actions(args.actions)
    convention = getattr(args, "span_convention", None) or "reference"
    segments = getattr(args, "segments", None)
    if segments is not None:
        if len(segments) != len(actions):
            raise ActionError(loc, f"--segments has {len(segments)} spans for {len(actions)} actions")
        for i, (start, end) in enumerate(segments):
            if end > total_frames - 1:
                raise ChunkPlanError(loc, f"--segments span {i} ({start}-{end}) ends past the last frame "
                                          f"{total_frames - 1} of a {total_frames}-frame video")
        return [ActionStep(index=i, action=a, start_frame=s, end_frame=e)
                for i, (a, (s, e)) in enumerate(zip(actions, segments, strict=True))]
    options = {k: getattr(args, k, None) for k in ("frames_per_action", "num_frames", "segment_frames")}
    options = {k: v for k, v in options.items() if v is not None}
    if not options:
        raise ActionError(loc, "give one of --frames-per-action, --num-frames, --segment-frames, --segments")
    return build_steps(actions, total_frames, where=loc, convention=convention, **options)


# ---------------------------------------------------------------------------------------------
# Judges and pairs from the command line (judge, bench run, label, evidence, demo)
# ---------------------------------------------------------------------------------------------


def add_judge_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--judge``, ``--judge-opt KEY=VALUE`` (repeatable) and the model-judge flags."""
    parser.add_argument("--judge", default="geometry",
                        help="judge backend: geometry (model-free, default) | vlm | local | direct")
    parser.add_argument("--judge-opt", action="append", default=[], metavar="KEY=VALUE",
                        help="judge option (repeatable; VALUE parsed as JSON when possible), "
                             "e.g. --judge-opt yaw_dead_band=0.2")
    parser.add_argument("--endpoints", metavar="URL,URL,...",
                        help="vlm/direct: spread requests over several OpenAI-compatible servers serving the "
                             "same model (instead of --base-url); a failing endpoint is set aside and its "
                             "requests move to the others")
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
    endpoints = [u.strip() for u in (getattr(args, "endpoints", None) or "").split(",") if u.strip()]
    try:
        if endpoints:
            from ..judges.pool import EndpointPool

            return EndpointPool([make_judge(args.judge, **{**opts, "base_url": url}) for url in endpoints], endpoints)
        return make_judge(args.judge, **opts)
    except (TypeError, ValueError) as exc:
        from ..errors import JudgeError

        raise JudgeError(f"--judge {args.judge}", f"cannot build the judge with options {opts}: {exc}") from None


def add_pair_arguments(parser: argparse.ArgumentParser) -> None:
    """Actions, frame spans, FOV and the source image/caption of one pair."""
    add_span_options(parser)
    parser.add_argument("--image", help="the conditioning (source) image, shown to model judges")
    parser.add_argument("--caption", help="the conditioning caption")


def pair_spec_from_args(args: argparse.Namespace, *, pair_id: str | None = None):
    """A `PairSpec` for ``LEFT RIGHT`` from the command line (paths as given, relative to cwd)."""
    from ..actions import parse_actions
    from ..pairs import PairSpec

    if not args.actions:
        raise SystemExit("error: --actions is required (tokens, e.g. \"forward,camera_left\", or a file)")
    actions = [a.token for a in parse_actions(args.actions)]
    span = span_options_from_args(args)
    if getattr(args, "span_convention", None):
        span["span_convention"] = args.span_convention
    left, right = Path(args.left), Path(args.right)
    return PairSpec(
        pair_id=pair_id or f"{left.stem}_vs_{right.stem}",
        input_image=args.image, input_caption=args.caption, actions=actions,
        left={"video": str(left)}, right={"video": str(right)}, **span,
    )


def span_options_from_args(args: argparse.Namespace) -> dict[str, Any]:
    """The pair-level frame-span option given by the span flags (``{}`` when none was given).

    ``--segments S-E,...`` must be consecutive inclusive spans starting at frame 0: either each
    starting one frame after the previous ended (0-7,8-15: the reference meaning) or each starting
    on the frame where the previous ended (0-8,8-16: shared boundaries, which also sets
    ``span_convention="shared"``); they are expressed as the equivalent ``segment_frames``.
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
        starts = [start for start, _ in segments]
        if starts == [0] + [end + 1 for _, end in segments[:-1]]:
            out["segment_frames"] = [end - start + 1 for start, end in segments]
        elif starts == [0] + [end for _, end in segments[:-1]] and all(e > s for s, e in segments):
            out["segment_frames"] = [end - start for start, end in segments]
            out["span_convention"] = "shared"
        else:
            raise ActionError("--segments", "judging needs consecutive spans from frame 0 (0-7,8-15,... or "
                                            f"0-8,8-16,...); got {','.join(f'{s}-{e}' for s, e in segments)}")
    return out


# ---------------------------------------------------------------------------------------------
# The engine's options and the batch flow (judge --pairs, bench run, label)
# ---------------------------------------------------------------------------------------------

#: exit codes of the batch commands
EXIT_OK, EXIT_FAILED_PAIRS, EXIT_USAGE = 0, 1, 2

BATCH_EPILOG = (
    "Exit status: 0 when every pair is finished; 1 when some pairs failed or manifest lines could "
    "not be read (each recorded with its reason in the predictions and failures files; run the same "
    "command again to retry only those; --allow-failures exits 0 anyway), and 1 on an error that "
    "stops the run (named on stderr: manifest missing, --strict and a bad line, another run writing "
    "the same output); 2 on a usage error."
)


def add_chunk_arguments(parser: argparse.ArgumentParser) -> argparse._ArgumentGroup:
    """``--slots-per-chunk`` and ``--reference-slot`` (the chunk plan) in a "judging engine" group."""
    g = parser.add_argument_group("judging engine")
    g.add_argument("--slots-per-chunk", type=positive_int, default=4, metavar="N",
                   help="action slots per judged chunk (default 4)")
    g.add_argument("--reference-slot", action="store_true",
                   help="start every chunk with a non-voting reference slot (the start frame)")
    return g


def add_engine_arguments(parser: argparse.ArgumentParser, *, batch: bool = True, swap: bool = True,
                         fov: bool = False) -> None:
    """The engine's flags, the same in every command that judges: chunking, position control,
    weighting, evidence workers and (for batches) the failure policy. Span flags and ``--fov``
    come from `add_span_options` (``fov=True`` adds ``--fov`` for commands without span flags);
    ``--concurrency`` comes from the model-judge flags."""
    g = add_chunk_arguments(parser)
    if fov:
        g.add_argument("--fov", type=_fov, metavar="DEG",
                       help="horizontal field of view of the videos in degrees (default: estimated per video)")
    if swap:
        g.add_argument("--swap", action=argparse.BooleanOptionalAction, default=None,
                       help="also judge in (B, A) order and reconcile (default: on for model judges)")
    g.add_argument("--weighted", action="store_true", help="confidence-weighted votes")
    add_memory_option(g)
    if not batch:
        return
    g.add_argument("--workers", type=int, default=1, metavar="N",
                   help="evidence worker processes (default 1: two background threads in this process); decoding and "
                        "measuring overlap with model requests either way")
    g.add_argument("--ray", metavar="ADDRESS", dest="ray_address",
                   help="run the evidence stage on a Ray cluster: auto or HOST:PORT (pip install -e \".[ray]\")")
    g.add_argument("--max-pairs-in-memory", type=positive_int, metavar="N",
                   help="pairs decoded and held at once (default: enough to keep --concurrency requests in flight)")
    g.add_argument("--allow-absolute-paths", action="store_true",
                   help="accept absolute video paths in the manifest")
    g.add_argument("--strict", action="store_true",
                   help="stop at the first manifest line that cannot be read (default: record it, judge the rest)")
    g.add_argument("--allow-failures", action="store_true",
                   help="exit 0 even when some pairs failed (they are still recorded and retried next run)")


def engine_options_from_args(args: argparse.Namespace, *, base_dir: Path | None = None, **overrides: Any):
    """`worldreward.engine.EngineOptions` from the flags of `add_engine_arguments` / `add_span_options`."""
    from ..engine import EngineOptions
    from ..errors import WorldRewardError

    workers = int(getattr(args, "workers", 1) or 1)
    if workers < 1:
        raise WorldRewardError("--workers", "must be at least 1")
    values: dict[str, Any] = dict(
        base_dir=base_dir, swap=getattr(args, "swap", None), slots_per_chunk=getattr(args, "slots_per_chunk", 4),
        reference_slot=getattr(args, "reference_slot", False), fov_deg=getattr(args, "fov", None),
        weighted=getattr(args, "weighted", False), workers=workers,
        concurrency=getattr(args, "concurrency", None),
        max_pairs_in_memory=getattr(args, "max_pairs_in_memory", None),
        ray_address=getattr(args, "ray_address", None),
    )
    if getattr(args, "max_memory", None) is not None:
        values["max_memory"] = args.max_memory
    values.update(overrides)
    return EngineOptions(**values)


def load_manifest(args: argparse.Namespace, path: str | Path) -> tuple[list, list[dict[str, Any]]]:
    """The pairs of a manifest and the lines that could not be read (``{"pair_id": None,
    "where": "file:line", "reason"}``, each also printed). ``--strict``: the first bad line raises."""
    from ..console import warn
    from ..pairs import load_pairs

    bad: list[dict[str, Any]] = []

    def on_error(where: str, reason: str) -> None:
        warn(f"{where}: {reason} (line skipped)")
        bad.append({"pair_id": None, "where": where, "reason": reason})

    specs = load_pairs(path, allow_absolute_paths=getattr(args, "allow_absolute_paths", False),
                       on_error=None if getattr(args, "strict", False) else on_error)
    return specs, bad


def report_batch(args: argparse.Namespace, stats, bad_lines: list[dict[str, Any]], where: str) -> int:
    """Print a batch's counts and return its exit status (`BATCH_EPILOG`)."""
    from ..console import err_console

    err_console.print(
        f"{stats.judged} judged, {stats.cached} already done, {stats.failed} failed of {stats.total} pairs"
        + (f"; {len(bad_lines)} manifest line(s) unreadable" if bad_lines else "")
        + f" → {where}", highlight=False,
    )
    for line in stats.failures[:10]:
        err_console.print(f"  [red]failed[/] {line}", highlight=False)
    if len(stats.failures) > 10:
        err_console.print(f"  … and {len(stats.failures) - 10} more (see the failures file)", highlight=False)
    if stats.failed or bad_lines:
        err_console.print("re-run the same command to retry only the failed pairs", highlight=False)
        return EXIT_OK if getattr(args, "allow_failures", False) else EXIT_FAILED_PAIRS
    return EXIT_OK


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
