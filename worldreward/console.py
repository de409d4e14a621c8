"""Console helpers shared by all commands: one rich console on stderr, one progress-bar style."""

from __future__ import annotations

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    SpinnerColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.text import Text

#: Human-facing output (tables, progress, warnings) goes to stderr so stdout stays machine-readable.
err_console = Console(stderr=True)
#: Machine-readable output (``--json``) goes to stdout.
out_console = Console(highlight=False, soft_wrap=True)


class RateColumn(ProgressColumn):
    """Items per second (or seconds per item when slower than one a second)."""

    def render(self, task) -> Text:  # type: ignore[override]
        speed = task.finished_speed or task.speed
        if not speed:
            return Text("-- it/s", style="progress.data.speed")
        if speed >= 1:
            return Text(f"{speed:.2f} it/s", style="progress.data.speed")
        return Text(f"{1 / speed:.1f} s/it", style="progress.data.speed")


def progress(transient: bool = False, disable: bool = False) -> Progress:
    """The progress bar every long loop uses: count, rate and ETA. ``add_task(desc, total=n)``.
    ``disable``: the same calls, nothing written (a library call that asked for no progress)."""
    return Progress(
        SpinnerColumn(),
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        RateColumn(),
        TimeElapsedColumn(),
        TextColumn("ETA"),
        TimeRemainingColumn(),
        console=err_console,
        transient=transient,
        disable=disable,
    )


def warn(message: str) -> None:
    err_console.print(f"[yellow]warning:[/] {message}", highlight=False, soft_wrap=True)


def error(message: str) -> None:
    err_console.print(f"[red]error:[/] {message}", highlight=False, soft_wrap=True)
