"""``worldreward review``: a local web page for the human review of escalated labels.

Serves ``--queue`` (``queue.jsonl`` from ``worldreward audit``) on 127.0.0.1: one item at a time
with its keyframe grid, motion maps, the teacher's reasoning and the auditor's findings. For each
axis (action / appearance / motion) accept the teacher's winner, flip it or make it a tie:
``1/2/3`` or arrows focus an axis, ``a``/``f``/``t`` decide, ``Enter`` submits, ``j``/``k`` move
between items. Decisions are appended (fsync) to ``--decisions`` (default: ``decisions.jsonl``
next to the queue); restarting resumes at the first undecided item. Stop with Ctrl-C.
"""

from __future__ import annotations

import argparse


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "review", help="review escalated labels in a local web page (accept / flip / tie per axis)",
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--queue", required=True, help="queue.jsonl written by `worldreward audit`")
    parser.add_argument("--decisions", help="decisions JSONL (default: decisions.jsonl next to the queue)")
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1: this machine only)")
    parser.add_argument("--port", type=int, default=0, help="port (default 0: any free port)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    import threading
    from pathlib import Path

    from ..console import err_console, warn
    from ..reviewui import ReviewServer

    decisions = Path(args.decisions) if args.decisions else Path(args.queue).with_name("decisions.jsonl")
    if args.host not in ("127.0.0.1", "localhost", "::1"):
        warn(f"serving on {args.host}: anyone who can reach this address can see the evidence")
    server = ReviewServer(args.queue, decisions, host=args.host, port=args.port)
    url = server.start()
    summary = server.state.summary()
    err_console.print(f"review page: {url}  ({summary['decided']} of {summary['total']} decided; "
                      f"decisions → {decisions}). Ctrl-C to stop.")
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
    return 0
