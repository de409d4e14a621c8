"""Running a judge over a benchmark, resumably (``worldreward bench run``).

CONTRACT: `run_bench(specs, judge, options)` judges every pair of the shard with
`worldreward.pipeline.judge_pair`, keeping state in a `worldreward.bench.cache.RunCache`, and
writes the outputs atomically at the end. Outputs in ``--out DIR`` (``<sfx>`` is empty for a full
run and ``.shard-i-of-n`` for a shard)::

    cache<sfx>.jsonl               append-only: chunk reviews, chunk/pair failures, pair results
    <name><sfx>.pairs.jsonl        one line per pair of the shard, in bench order; a failed pair
                                   has null axes (or its partial verdict) and "error": reason
    <name><sfx>.failures.jsonl     {"pair_id", "judge", "reason"} per failed pair
    <name><sfx>.summary.json       counts, timings, judge config and hash

Resume: a pair whose result is in any ``cache*.jsonl`` of DIR for the same run key (judge config
hash, swap mode, slots per chunk) is skipped; a failed pair is retried, reusing its finished chunk
reviews. Nothing is written twice: `RunCache` drops a put for a key it already holds.

Workers: ``--workers k`` judges k pairs at a time. Process workers (the default for model-free,
CPU-bound judges) each hold a copy of the judge and return the pair's new records to the parent,
which is the only writer of the cache (a crash loses at most the pairs in flight). Thread workers
(the default for model judges, which wait on servers) share the cache directly (locked appends).

Shards: ``--shard i/n`` judges pairs with ``index % n == i`` and writes the shard's own cache and
predictions. Merge: run ``bench run`` again without ``--shard`` on the same DIR: every shard's
cache is read, nothing is re-judged, and ``<name>.pairs.jsonl`` covers the whole bench. (``bench
score`` also accepts the shard files directly; files named ``<name>.shard-i-of-n.pairs.jsonl`` are
merged into one predictor ``<name>``.)
"""

from __future__ import annotations

import hashlib
import json
import pickle
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from worldreward.console import err_console, progress, warn
from worldreward.jsonl import write_jsonl_atomic
from worldreward.pairs import PairSpec
from worldreward.review import ChunkReview
from worldreward.types import AXES

from .cache import CacheKey, MemoryStore, RunCache, shard_suffix

#: ``judge_pair``-compatible callable: (spec, judge, base_dir=, swap=, slots_per_chunk=, store=) → verdict
JudgePairFn = Callable[..., Any]


@dataclass
class RunOptions:
    """What ``bench run`` was asked to do (CLI flags)."""

    out_dir: Path
    base_dir: Path
    name: str
    shard: tuple[int, int] | None = None
    workers: int = 1
    executor: Literal["auto", "process", "thread"] = "auto"
    swap: bool | None = None
    slots_per_chunk: int = 4
    bench_path: str | None = None


@dataclass
class PairOutcome:
    """One pair's result as the parent records it."""

    pair_id: str
    prediction: dict[str, Any] | None
    error: str | None
    records: list[dict[str, Any]] = field(default_factory=list)  # from process workers


@dataclass
class RunSummary:
    name: str
    pairs: int
    judged: int
    cached: int
    ok: int
    failed: int
    elapsed_s: float
    predictions_path: str
    failures_path: str
    judge_hash: str
    run_key: str


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


def run_key(judge_hash: str, swap: bool | None, slots_per_chunk: int) -> str:
    """Key of a pair result: everything that changes a pair's verdict beyond the chunk reviews."""
    blob = json.dumps({"judge": judge_hash, "swap": swap, "slots": slots_per_chunk}, sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def _default_judge_pair() -> JudgePairFn:
    from worldreward.pipeline import judge_pair

    return judge_pair


def judge_one(
    spec: PairSpec, judge: Any, store: Any, options: RunOptions, judge_pair: JudgePairFn
) -> tuple[dict[str, Any] | None, str | None]:
    """Judge one pair; returns ``(prediction, error)``.

    A raised error (bad video, plan error, judge failure) → ``(None, reason)``. A verdict with
    failed chunks → ``(partial prediction, reason)``: the pair counts as failed and is retried.
    """
    try:
        verdict = judge_pair(
            spec, judge, base_dir=options.base_dir, swap=options.swap,
            slots_per_chunk=options.slots_per_chunk, store=store,
        )
    except Exception as exc:  # noqa: BLE001 - every failure is recorded per pair, the run goes on
        return None, f"{type(exc).__name__}: {exc}"
    prediction = dict(verdict.prediction())
    prediction["pair_id"] = spec.pair_id
    failed = int(getattr(verdict, "failed_chunks", 0) or 0)
    if failed:
        errors = "; ".join(getattr(verdict, "errors", []) or []) or "unknown chunk error"
        return prediction, f"{failed} chunk(s) failed: {errors}"
    return prediction, None


# ---------------------------------------------------------------- process workers

_WORKER: dict[str, Any] = {}


def _worker_init(judge_blob: bytes, options: RunOptions, judge_pair_blob: bytes | None) -> None:
    _WORKER["judge"] = pickle.loads(judge_blob)
    _WORKER["options"] = options
    _WORKER["judge_pair"] = pickle.loads(judge_pair_blob) if judge_pair_blob else _default_judge_pair()


def _worker_task(spec: PairSpec, known: dict[CacheKey, ChunkReview]) -> PairOutcome:
    store = MemoryStore(known)
    prediction, error = judge_one(spec, _WORKER["judge"], store, _WORKER["options"], _WORKER["judge_pair"])
    return PairOutcome(spec.pair_id, prediction, error, store.records)


def choose_executor(judge: Any, requested: str, workers: int) -> Literal["serial", "process", "thread"]:
    """``serial`` for one worker; ``auto`` → processes for model-free judges (CPU-bound), threads
    for model judges (``swap_by_default``: they wait on a server) or judges that do not pickle."""
    if workers <= 1:
        return "serial"
    if requested in ("process", "thread"):
        return requested  # type: ignore[return-value]
    if getattr(judge, "swap_by_default", False):
        return "thread"
    try:
        pickle.dumps(judge)
    except Exception:  # noqa: BLE001 - unpicklable judge: threads still work
        return "thread"
    return "process"


# ---------------------------------------------------------------- the run


def run_bench(
    specs: Sequence[PairSpec],
    judge: Any,
    options: RunOptions,
    *,
    judge_pair: JudgePairFn | None = None,
) -> RunSummary:
    """Judge the shard's pairs, resuming from the cache; write predictions, failures, summary."""
    from worldreward.judges import config_hash

    t0 = time.monotonic()
    jhash = config_hash(judge)
    swap = bool(getattr(judge, "swap_by_default", False)) if options.swap is None else options.swap
    rkey = run_key(jhash, swap, options.slots_per_chunk)
    mine = shard_specs(specs, options.shard)
    sfx = shard_suffix(options.shard)
    out = Path(options.out_dir)
    with RunCache(out, shard=options.shard) as cache:
        todo = [s for s in mine if (s.pair_id, rkey) not in cache.pairs]
        if cache.bad_lines:
            warn(f"{cache.bad_lines} unreadable cache line(s) skipped (an interrupted write); that work is redone")
        mode = choose_executor(judge, options.executor, options.workers)
        err_console.print(
            f"bench run [bold]{options.name}[/]: {len(mine)} pairs"
            + (f" (shard {options.shard[0]}/{options.shard[1]})" if options.shard else "")
            + f", {len(mine) - len(todo)} cached, {len(todo)} to judge, {mode}"
            + (f" x{options.workers}" if mode != "serial" else ""),
            highlight=False,
        )
        judged = _judge_all(todo, judge, options, cache, rkey, mode, judge_pair, total=len(mine))
        summary = _write_outputs(mine, cache, options, rkey, jhash, judge, sfx, judged=judged,
                                 elapsed=time.monotonic() - t0)
    return summary


def _record(cache: RunCache, outcome: PairOutcome, rkey: str) -> None:
    if outcome.records:
        cache.append_records(outcome.records)
    if outcome.error is None and outcome.prediction is not None:
        cache.put_pair_result(outcome.pair_id, rkey, outcome.prediction)
    else:
        cache.put_pair_failure(outcome.pair_id, rkey, outcome.error or "no prediction", outcome.prediction)


def _judge_all(
    todo: list[PairSpec], judge: Any, options: RunOptions, cache: RunCache, rkey: str,
    mode: str, judge_pair: JudgePairFn | None, *, total: int,
) -> int:
    fn = judge_pair or _default_judge_pair()
    with progress() as bar:
        task = bar.add_task(f"judging ({options.name})", total=total, completed=total - len(todo))
        if mode == "serial":
            for spec in todo:
                prediction, error = judge_one(spec, judge, cache, options, fn)
                _record(cache, PairOutcome(spec.pair_id, prediction, error), rkey)
                bar.advance(task)
            return len(todo)
        if mode == "thread":
            def work(spec: PairSpec) -> PairOutcome:
                prediction, error = judge_one(spec, judge, cache, options, fn)
                return PairOutcome(spec.pair_id, prediction, error)

            with ThreadPoolExecutor(max_workers=options.workers) as pool:
                futures = [pool.submit(work, s) for s in todo]
                _drain(futures, cache, rkey, bar, task)
            return len(todo)
        import multiprocessing

        ctx = multiprocessing.get_context("spawn")
        init_args = (pickle.dumps(judge), options, pickle.dumps(judge_pair) if judge_pair else None)
        with ProcessPoolExecutor(options.workers, mp_context=ctx, initializer=_worker_init,
                                 initargs=init_args) as pool:
            futures = [pool.submit(_worker_task, s, cache.reviews_for(s.pair_id)) for s in todo]
            _drain(futures, cache, rkey, bar, task)
        return len(todo)


def _drain(futures: list[Future], cache: RunCache, rkey: str, bar: Any, task: Any) -> None:
    """Record outcomes as they finish (the parent is the only writer); cancel the rest on error."""
    try:
        for fut in as_completed(futures):
            _record(cache, fut.result(), rkey)
            bar.advance(task)
    except BaseException:
        for fut in futures:
            fut.cancel()
        raise


def _failed_line(pair_id: str, reason: str, partial: dict[str, Any] | None) -> dict[str, Any]:
    line: dict[str, Any] = {"pair_id": pair_id, **{axis: None for axis in AXES}}
    if partial:
        line.update(partial)
    line["error"] = reason
    return line


def _write_outputs(
    mine: list[PairSpec], cache: RunCache, options: RunOptions, rkey: str, jhash: str, judge: Any,
    sfx: str, *, judged: int, elapsed: float,
) -> RunSummary:
    out = Path(options.out_dir)
    lines: list[dict[str, Any]] = []
    failures: list[dict[str, Any]] = []
    for spec in mine:
        pk = (spec.pair_id, rkey)
        if pk in cache.pairs:
            lines.append({**cache.pairs[pk], "pair_id": spec.pair_id})
        else:
            reason, partial = cache.pair_failures.get(pk, ("not judged (run interrupted?)", None))
            lines.append(_failed_line(spec.pair_id, reason, partial))
            failures.append({"pair_id": spec.pair_id, "judge": options.name, "reason": reason})
    pred_path = write_jsonl_atomic(out / f"{options.name}{sfx}.pairs.jsonl", lines)
    fail_path = write_jsonl_atomic(out / f"{options.name}{sfx}.failures.jsonl", failures)
    summary = RunSummary(
        name=options.name, pairs=len(mine), judged=judged, cached=len(mine) - judged,
        ok=len(mine) - len(failures), failed=len(failures), elapsed_s=round(elapsed, 3),
        predictions_path=str(pred_path), failures_path=str(fail_path), judge_hash=jhash, run_key=rkey,
    )
    info = {**summary.__dict__, "bench": options.bench_path, "shard": options.shard, "swap": options.swap,
            "slots_per_chunk": options.slots_per_chunk, "judge": getattr(judge, "name", options.name),
            "judge_config": judge.config()}
    tmp = out / f"{options.name}{sfx}.summary.json.tmp"
    tmp.write_text(json.dumps(info, indent=2, default=str) + "\n", encoding="utf-8")
    tmp.replace(out / f"{options.name}{sfx}.summary.json")
    return summary
