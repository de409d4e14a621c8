"""The ``worldreward`` command line: one entry point, one module per command.

Each command lives in ``worldreward/commands/<name>.py`` and exposes
``register(subparsers) -> None`` (adds its parser and ``set_defaults(func=run)``) and
``run(args) -> int``. Registration must stay cheap: commands import heavy modules inside ``run``.

Flow of the main job (``worldreward judge``): commands/judge.py → engine.Engine, whose
``_run`` loop holds every stage in order: video.load_video → chunks.plan_spec →
evidence.extract_evidence → Judge.review → store → engine.reconcile_reviews → vote.aggregate →
sinks (``judge --pairs``, ``bench run`` and ``label`` run the same engine).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from . import __version__
from .errors import WorldRewardError

#: Order is the order shown in ``--help``.
COMMANDS: tuple[str, ...] = (
    "judge", "motion", "evidence", "demo", "bench", "label", "audit", "review", "export", "nvrm", "reward",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="worldreward",
        description=(
            "Judge pairs of camera/action-conditioned world-model rollouts: which video follows "
            "the commanded camera actions better (action) and which looks better (appearance, "
            "motion). Run `worldreward demo` to see it on a synthetic pair, no model needed."
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"worldreward {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMANDS:
        try:
            module = importlib.import_module(f"worldreward.commands.{name}")
            module.register(sub)
        except Exception as exc:  # one broken command must not take the others down
            _register_broken(sub, name, exc)
    return parser


def _register_broken(sub: argparse._SubParsersAction, name: str, exc: Exception) -> None:
    """Register ``name`` as a command that explains why it cannot run (e.g. a missing extra)."""
    reason = f"{type(exc).__name__}: {exc}"
    parser = sub.add_parser(name, help=f"(unavailable: {reason})", add_help=True)
    parser.add_argument("rest", nargs=argparse.REMAINDER)

    def run(_args: argparse.Namespace) -> int:
        from .console import error

        error(f"the `{name}` command could not be loaded: {reason}")
        return 1

    parser.set_defaults(func=run)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 0 if args.command is None else 2
    from .console import error

    try:
        return int(args.func(args) or 0)
    except WorldRewardError as exc:
        error(str(exc))
        return 1
    except KeyboardInterrupt:
        error("interrupted; finished results are on disk and a re-run resumes")
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
