"""Running a judge over a benchmark (``worldreward bench run``): the engine plus the bench's files.

CONTRACT: `run_bench(specs, judge, options)` judges the shard's pairs with
`worldreward.engine.Engine`, keeping its review store in a `worldreward.store.RunCache` in
``--out DIR``, and writes (``<sfx>`` is empty for a full run and ``.shard-i-of-n`` for a shard)::

    cache<sfx>.jsonl               the review store: chunk reviews, failures, pair results
    <name><sfx>.pairs.jsonl        one line per pair of the shard, in bench order (`worldreward.sinks`):
                                   a pair that is not finished has null axes and "error": reason
    <name><sfx>.failures.jsonl     {"pair_id", "where", "reason"} per failed pair or unreadable line
    <name><sfx>.summary.json       counts, timings, judge config and hashes

The predictions are the same lines ``judge --pairs`` writes for the same manifest and judge.

Resume: a pair whose result is in any ``cache*.jsonl`` of DIR for the same run key is not
judged again; a failed pair is retried, reusing its finished reviews.

Shards: ``--shard i/n`` judges pairs with ``index % n == i`` and writes the shard's own cache and
predictions. Merge: run ``bench run`` again without ``--shard`` on the same DIR: every shard's
cache is read, nothing is re-judged, and ``<name>.pairs.jsonl`` covers the whole bench. (``bench
score`` also accepts the shard files directly; files named ``<name>.shard-i-of-n.pairs.jsonl`` are
merged into one predictor ``<name>``.)
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from worldreward.console import err_console
from worldreward.engine import Engine, EngineOptions, EngineStats
from worldreward.pairs import PairSpec
from worldreward.sinks import PredictionsFile
from worldreward.store import RunCache, shard_suffix


@dataclass
class RunOptions:
    """What ``bench run`` was asked to do (CLI flags)."""

    out_dir: Path
    name: str
    engine: EngineOptions = field(default_factory=EngineOptions)
    shard: tuple[int, int] | None = None
    bench_path: str | None = None


@dataclass
class RunSummary:
    name: str
    pairs: int
    judged: int
    cached: int
    ok: int
    failed: int
    unreadable_lines: int
    elapsed_s: float
    predictions_path: str
    failures_path: str
    judge_hash: str
    review_hash: str
    run_key: str
    reviews: int
    review_failures: int
    peak_in_flight: int
    #: the engine's counts (`worldreward.engine.EngineStats`)
    stats: EngineStats = field(default_factory=EngineStats, repr=False)


def parse_shard(text: str) -> tuple[int, int]:
    """``"i/n"`` → ``(i, n)`` with ``0 <= i < n``; ValueError otherwise."""
    try:
        i_text, n_text = text.split("/")
        i, n = int(i_text), int(n_text)
    except ValueError:
        raise ValueError(f"--shard must look like i/n (e.g. 0/4), got {text!r}") from None
    if n < 1 or not 0 <= i < n:
        raise ValueError(f"--shard {text}: need 0 <= i < n")
    return i, n


def shard_specs(specs: Sequence[PairSpec], shard: tuple[int, int] | None) -> list[PairSpec]:
    """The pairs of a shard: bench index ``% n == i`` (all pairs without a shard)."""
    if shard is None:
        return list(specs)
    i, n = shard
    return [s for k, s in enumerate(specs) if k % n == i]


def run_bench(
    specs: Sequence[PairSpec], judge: Any, options: RunOptions, *, bad_lines: Sequence[dict[str, Any]] = ()
) -> RunSummary:
    """Judge the shard's pairs through the engine; write predictions, failures and the summary."""
    t0 = time.monotonic()
    mine = shard_specs(specs, options.shard)
    sfx = shard_suffix(options.shard)
    out = Path(options.out_dir)
    with RunCache(out, shard=options.shard) as store:
        engine = Engine(judge, options.engine, store)
        err_console.print(
            f"bench run [bold]{options.name}[/]: {len(mine)} pairs"
            + (f" (shard {options.shard[0]}/{options.shard[1]})" if options.shard else "")
            + f", swap {'on' if engine.swap else 'off'}, {engine.concurrency} review(s) in flight, "
            f"{max(1, options.engine.workers)} evidence worker(s)",
            highlight=False,
        )
        with PredictionsFile(out / f"{options.name}{sfx}.pairs.jsonl", [s.pair_id for s in mine],
                             bad_lines=bad_lines) as sink:
            stats = engine.run(mine, sink, description=f"judging ({options.name})")
            pred_path, fail_path = sink.close()
    summary = RunSummary(
        name=options.name, pairs=len(mine), judged=stats.judged + stats.failed, cached=stats.cached,
        ok=stats.judged + stats.cached, failed=stats.failed, unreadable_lines=len(bad_lines),
        elapsed_s=round(time.monotonic() - t0, 3), predictions_path=str(pred_path), failures_path=str(fail_path),
        judge_hash=engine.judge_hash, review_hash=engine.review_hash, run_key=engine.run_key,
        reviews=stats.reviews, review_failures=stats.review_failures, peak_in_flight=stats.peak_in_flight,
        stats=stats,
    )
    engine_info = {k: (str(v) if isinstance(v, Path) else v) for k, v in asdict(options.engine).items()
                   if k != "budget"}
    info = {**{k: v for k, v in summary.__dict__.items() if k != "stats"}, "failures": stats.failures, "bench": options.bench_path, "shard": options.shard, "swap": engine.swap,
            "engine": engine_info, "judge": getattr(judge, "name", options.name), "judge_config": judge.config()}
    tmp = out / f"{options.name}{sfx}.summary.json.tmp"
    tmp.write_text(json.dumps(info, indent=2, default=str) + "\n", encoding="utf-8")
    tmp.replace(out / f"{options.name}{sfx}.summary.json")
    return summary
