"""Command-line helpers shared by the commands that read actions and frame spans.

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

from ..actions import SPAN_CONVENTIONS, ActionStep

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
