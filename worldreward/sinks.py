"""Where the engine's pair results go: the predictions file and its failures file.

`PredictionsFile` is the sink of ``judge --pairs`` and ``bench run`` (so both write the same
lines for the same manifest and judge). ``<out>.pairs.jsonl`` holds one line per pair:

* while the run goes, each finished pair is appended (flush + fsync), so a killed run leaves a
  readable file of finished pairs (at most a torn last line, which readers skip);
* when the run ends, the file is rewritten atomically in manifest order: finished pairs, then a
  `worldreward.engine.failed_prediction` line (null axes, ``error``) for every pair that is not
  finished. At the start of a run the failure lines of the previous run are dropped first, so a
  pair never has two lines, whatever moment a run is killed at.

``<out stem>.failures.jsonl`` lists ``{"pair_id", "where", "reason"}`` for every failed pair and
every manifest line that could not be read (``where`` = ``file:line``).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .engine import PairResult, failed_prediction
from .jsonl import JsonlAppender, iter_jsonl, write_jsonl_atomic

PAIRS_SUFFIX = ".pairs.jsonl"


def failures_path_for(predictions: str | Path) -> Path:
    """``<stem>.failures.jsonl`` beside a ``<stem>.pairs.jsonl`` (or ``<name>.failures.jsonl``)."""
    p = Path(predictions)
    name = p.name
    for suffix in (PAIRS_SUFFIX, ".jsonl"):
        if name.endswith(suffix):
            name = name[: -len(suffix)]
            break
    return p.with_name(name + ".failures.jsonl")


def _finished_lines(path: Path) -> dict[str, dict[str, Any]]:
    """Lines of a predictions file that are finished pairs (no ``error``), first per pair_id."""
    out: dict[str, dict[str, Any]] = {}
    if not path.is_file():
        return out
    for _, obj in iter_jsonl(path, strict=False):
        pid = obj.get("pair_id")
        if isinstance(pid, str) and not obj.get("error") and pid not in out:
            out[pid] = obj
    return out


class PredictionsFile:
    """The predictions sink (module docstring). Use as a context manager; call it with each
    `PairResult`; `close` writes the final file in the order of ``pair_ids``."""

    def __init__(self, path: str | Path, pair_ids: Sequence[str], *, bad_lines: Sequence[dict[str, Any]] = ()):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.pair_ids = list(pair_ids)
        self.finished = _finished_lines(self.path)
        write_jsonl_atomic(self.path, [self.finished[p] for p in self.pair_ids if p in self.finished])
        self.failed: dict[str, dict[str, Any]] = {}
        self.bad_lines = list(bad_lines)
        self._out = JsonlAppender(self.path)
        self._paths: tuple[Path, Path] | None = None

    def __call__(self, result: PairResult) -> None:
        pid = result.pair_id
        if result.ok:
            self.failed.pop(pid, None)
            if pid not in self.finished:
                self.finished[pid] = result.prediction
                self._out.append(result.prediction)
        else:
            self.failed[pid] = result.prediction

    def close(self) -> tuple[Path, Path]:
        """Write the final predictions and failures files → their paths (idempotent)."""
        if self._paths is not None:
            return self._paths
        self._out.close()
        lines, failures = [], list(self.bad_lines)
        for pid in self.pair_ids:
            if pid in self.finished:
                lines.append(self.finished[pid])
                continue
            line = self.failed.get(pid) or failed_prediction(pid, "not judged (run interrupted?)")
            lines.append(line)
            failures.append({"pair_id": pid, "where": None, "reason": line.get("error")})
        pred = write_jsonl_atomic(self.path, lines)
        fails = write_jsonl_atomic(failures_path_for(self.path), failures)
        self._paths = (pred, fails)
        return self._paths

    def __enter__(self) -> PredictionsFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
