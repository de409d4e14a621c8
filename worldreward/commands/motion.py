"""``worldreward motion VIDEO``: measure the camera motion of every action step of one video.

Examples:
  worldreward motion rollout.mp4 --actions forward,camera_left,left --frames-per-action 8
  worldreward motion rollout.mp4 --actions actions.txt --num-frames 33 --fov 90 --json
  worldreward motion rollout.mp4 --segment-every 8            # no commanded actions: just read

The table shows per step: frames, commanded and measured token, yaw/pitch (°/frame; + = right /
up), zoom (relative scale change per frame; + = forward), lateral (strafe, fraction of the width
per frame; + = right), confidence and whether the measured token matches the commanded one.
``--json`` prints one JSON object per step on stdout instead.
"""

from __future__ import annotations

import argparse
import json

from .common import add_memory_option, add_span_options, positive_int, span_given, steps_from_args


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "motion", help="measure the camera motion of each action step of a video",
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("video", metavar="VIDEO", help="the video (mp4/webm/gif or a folder of frames)")
    add_span_options(parser)
    parser.add_argument("--segment-every", type=positive_int, metavar="N",
                        help="without --actions: read consecutive segments of N frame transitions, "
                             "e.g. --segment-every 8")
    parser.add_argument("--json", action="store_true",
                        help="print one JSON object per step on stdout (video, start_frame, end_frame, "
                             "commanded, token, confidence, match and every measured field)")
    add_memory_option(parser, "the video")
    parser.set_defaults(func=run)


def _plain_steps(n_frames: int, every: int) -> list[tuple[int, int]]:
    """Consecutive inclusive spans of ``every`` transitions (the last may be shorter)."""
    return [(s, min(s + every, n_frames - 1)) for s in range(0, n_frames - 1, every)]


def run(args: argparse.Namespace) -> int:
    from ..actions import Action
    from ..console import err_console, progress
    from ..errors import ActionError, ChunkPlanError
    from ..motion import read_segments, token_matches
    from ..video import VideoLimits, load_video, probe

    if args.segment_every is not None and (args.actions or span_given(args)):
        raise ActionError("command line", "--segment-every replaces --actions and the span flags; give one or the other")
    if args.segment_every is None and not args.actions:
        raise ActionError("command line", "give --actions with a span flag, or --segment-every N")
    limits = VideoLimits(max_decoded_bytes=args.max_memory)

    def plan_for(n_frames: int) -> list[tuple[Action | None, int, int]]:
        if n_frames < 2:
            raise ActionError(args.video, f"video has {n_frames} frame(s); motion needs at least 2")
        if args.segment_every is not None:
            return [(None, s, e) for s, e in _plain_steps(n_frames, args.segment_every)]
        return [(st.action, st.start_frame, st.end_frame)
                for st in steps_from_args(args, n_frames, where=args.video)]

    def needed(steps: list[tuple[Action | None, int, int]]) -> list[int]:
        return sorted({i for _, start, end in steps for i in range(start, end + 1)})

    # only the frames the steps cover are decoded (a sparse clip indexed by source frame); the
    # header's count plans them, the decoded count checks the plan
    header = probe(args.video, limits).frame_count
    try:
        plan: list[tuple[Action | None, int, int]] | None = plan_for(header)
    except (ActionError, ChunkPlanError):
        plan = None  # the header cannot be planned from: plan from the decoded count below
    clip = load_video(args.video, indices=needed(plan) if plan else [0], sparse=True, limits=limits)
    if plan is None or clip.source_frames != header:
        plan = plan_for(int(clip.source_frames or clip.num_frames))
        if not set(needed(plan)) <= set(clip.filled or ()):
            clip = load_video(args.video, indices=needed(plan), sparse=True, limits=limits)

    with progress(transient=True) as bar:  # one call: the focal is estimated once from all steps
        task = bar.add_task(f"reading motion of {args.video} ({len(plan)} steps)", total=1)
        readings = read_segments(clip.frames, [(start, end) for _, start, end in plan], fov_deg=args.fov)
        bar.advance(task)
    rows = [(commanded, reading, None if commanded is None else token_matches(commanded, reading))
            for (commanded, _, _), reading in zip(plan, readings, strict=True)]

    if args.json:
        for commanded, reading, match in rows:
            record = {"video": args.video, "start_frame": reading.start_frame, "end_frame": reading.end_frame,
                      "commanded": commanded.token if commanded is not None else None,
                      "token": reading.token, "confidence": reading.confidence, "match": match}
            record.update(reading.model_dump(mode="json"))
            print(json.dumps(record), flush=True)
        return 0
    err_console.print(_table(args.video, rows))
    judged = [m for _, _, m in rows if m is not None]
    if judged:
        err_console.print(f"matches {sum(judged)}/{len(judged)}")
    return 0


def _table(video: str, rows: list):
    from rich.table import Table

    table = Table(title=f"camera motion of {video}")
    for name, justify in (("step", "right"), ("frames", "right"), ("commanded", "left"), ("measured", "left"),
                          ("yaw °/f", "right"), ("pitch °/f", "right"), ("zoom", "right"),
                          ("lateral", "right"), ("conf", "right"), ("match", "center"), ("notes", "left")):
        table.add_column(name, justify=justify, min_width=len(name), overflow="fold")
    for i, (commanded, r, match) in enumerate(rows):
        mark = "" if match is None else ("[green]✓[/]" if match else "[red]✗[/]")
        table.add_row(
            str(i), f"{r.start_frame}-{r.end_frame}", commanded.token if commanded is not None else "-",
            r.token, f"{r.yaw_deg_per_frame:+.2f}", f"{r.pitch_deg_per_frame:+.2f}",
            f"{r.zoom_per_frame:+.4f}", f"{r.lateral_per_frame:+.4f}", f"{r.confidence:.2f}", mark,
            "; ".join(r.notes),
        )
    return table
