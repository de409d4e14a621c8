"""``worldreward reward serve|score``: one scalar reward per rollout for a group of rollouts.

``serve`` runs the HTTP reward service (``pip install -e ".[service]"``; API and limits in
`worldreward.serve`)::

    worldreward reward serve --media-root /data/rollouts --judge geometry --port 8790

``score`` scores one group given as a JSON file (the same body as ``POST /v1/rewards``) and
prints the answer::

    worldreward reward score group.json --media-root /data/rollouts

Modes (``"mode"`` in the group): ``round_robin`` (every pair, Bradley–Terry fit), ``vs_reference``
(each rollout against ``"reference"``), ``nvrm`` (pointwise logits; needs ``--nvrm-bundle``).
Rules in `worldreward.reward`.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from .common import add_chunk_arguments, add_judge_arguments, engine_options_from_args, judge_from_args


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("reward", help="rewards for RL: a library call, a JSON file or an HTTP service",
                                   description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="reward_command", metavar="SUBCOMMAND")
    parser.set_defaults(func=lambda args: (parser.print_help(), 2)[1])

    for name, helptext in (("serve", "run the reward service on 127.0.0.1"),
                           ("score", "score one group from a JSON file and print the answer")):
        p = sub.add_parser(name, help=helptext, description=__doc__,
                           formatter_class=argparse.RawDescriptionHelpFormatter)
        if name == "score":
            p.add_argument("group", type=Path, help="the group as JSON (the body of POST /v1/rewards)")
        p.add_argument("--media-root", type=Path, required=name == "serve",
                       help="folder every video path is relative to and confined to")
        p.add_argument("--nvrm-bundle", type=Path, help="a verified NVRM bundle for mode nvrm")
        add_judge_arguments(p)
        add_chunk_arguments(p)
        p.add_argument("--workers", type=int, default=1, help="evidence worker processes (default 1)")
        p.add_argument("--ray", metavar="ADDRESS", dest="ray_address",
                       help="run the evidence stage on a Ray cluster: auto or HOST:PORT")
        if name == "serve":
            p.add_argument("--host", default="127.0.0.1", help="bind address (default 127.0.0.1)")
            p.add_argument("--port", type=int, default=8790, help="port (default 8790)")
            p.add_argument("--queue-size", type=int, default=16, help="groups waiting at most (then 503)")
            p.add_argument("--max-batch", type=int, default=8, help="groups scored together in one engine run")
            p.add_argument("--max-rollouts", type=int, default=32, help="rollouts per group at most (then 413)")
            p.add_argument("--max-body-bytes", type=int, default=1 << 20, help="request body size limit")
            p.set_defaults(func=run_serve)
        else:
            p.set_defaults(func=run_score)


def run_serve(args: argparse.Namespace) -> int:
    from ..console import err_console, warn
    from ..serve import ServiceConfig, serve

    if args.host not in ("127.0.0.1", "localhost", "::1"):
        warn(f"binding {args.host}: the service has no authentication; keep it on a trusted network")
    config = ServiceConfig(media_root=args.media_root, host=args.host, port=args.port, queue_size=args.queue_size,
                           max_batch=args.max_batch, max_rollouts=args.max_rollouts,
                           max_body_bytes=args.max_body_bytes, engine=engine_options_from_args(args),
                           nvrm_bundle=args.nvrm_bundle)
    judge = judge_from_args(args)
    err_console.print(f"reward service on http://{args.host}:{args.port}/v1/rewards (judge {judge.name}, "
                      f"media root {args.media_root})", highlight=False)
    serve(judge, config)
    return 0


def run_score(args: argparse.Namespace) -> int:
    import json

    from pydantic import ValidationError

    from ..errors import ManifestError
    from ..reward import RewardGroup, score_group

    try:
        group = RewardGroup.model_validate_json(Path(args.group).read_bytes())
        group.check()
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = ".".join(str(x) for x in first.get("loc", ())) or "group"
        raise ManifestError(str(args.group), f"{loc}: {first.get('msg')}") from None
    except (OSError, ValueError) as exc:
        raise ManifestError(str(args.group), str(exc)) from None
    root = args.media_root or Path(args.group).resolve().parent
    result = score_group(group, judge_from_args(args), options=engine_options_from_args(args),
                         media_root=root, nvrm_bundle=args.nvrm_bundle, show_progress=True)
    print(json.dumps(result.answer(), indent=2))
    return 1 if result.failures else 0
