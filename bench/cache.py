"""The bench run's append-only cache: chunk reviews, chunk failures and per-pair results.

CONTRACT: `RunCache(dir, shard=...)` implements the pipeline's ``ReviewStore`` protocol
(``get(key) -> ChunkReview | None``, ``put(key, review)``, ``put_failure(key, reason)``) on top of
one `worldreward.jsonl.JsonlAppender` file (flush + fsync per record), plus pair-level records
(`put_pair_result`, `put_pair_failure`). A key is ``(pair_id, chunk_index, order, judge_hash)``
(the pipeline's ``ReviewKey``; any object with those attributes works).

Records (one JSON object per line, ``kind`` first)::

    {"kind": "review", "key": {...}, "review": <ChunkReview>}
    {"kind": "chunk_failure", "key": {...}, "reason": "..."}
    {"kind": "pair", "pair_id": "...", "run_key": "...", "prediction": {...}}
    {"kind": "pair_failure", "pair_id": "...", "run_key": "...", "reason": "...", "prediction": {...}|null}

Invariants: a ``review`` key and a ``pair`` (pair_id, run_key) are written at most once (a put for
a key already stored is dropped), so a resumed run never duplicates finished work; failures are
informational and superseded by a later success. The writer appends to ``cache.jsonl`` (or
``cache.shard-i-of-n.jsonl`` for a shard); the reader loads every ``cache*.jsonl`` in the folder,
so an unsharded run over a folder where shards ran reuses all their work (that is the merge).
Only one process writes a given cache file (an ``flock`` on ``<cache>.lock`` refuses a second
writer); worker processes hand their records to the parent.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import Any, NamedTuple

from worldreward.console import warn
from worldreward.jsonl import JsonlAppender, iter_jsonl
from worldreward.review import ChunkReview


class CacheKey(NamedTuple):
    """Hashable form of the pipeline's ``ReviewKey``."""

    pair_id: str
    chunk_index: int
    order: str  # "AB" (left shown first) or "BA" (swapped)
    judge_hash: str

    @classmethod
    def of(cls, key: Any) -> CacheKey:
        """Accept a ``ReviewKey``, a `CacheKey`, a dict or a 4-tuple."""
        if isinstance(key, dict):
            return cls(str(key["pair_id"]), int(key["chunk_index"]), str(key["order"]), str(key["judge_hash"]))
        if isinstance(key, tuple) and not hasattr(key, "pair_id"):
            return cls(str(key[0]), int(key[1]), str(key[2]), str(key[3]))
        return cls(str(key.pair_id), int(key.chunk_index), str(key.order), str(key.judge_hash))

    def to_json(self) -> dict[str, Any]:
        return self._asdict()


def shard_suffix(shard: tuple[int, int] | None) -> str:
    """``""`` for a full run, ``".shard-i-of-n"`` for a shard (used in cache and predictions names)."""
    return "" if shard is None else f".shard-{shard[0]}-of-{shard[1]}"


class MemoryStore:
    """A ``ReviewStore`` held in memory: ``known`` reviews answer `get`; new puts are collected.

    Used inside worker processes: the parent hands over the pair's cached reviews and appends
    the collected ``records`` to the real cache when the worker returns (single writer).
    """

    def __init__(self, known: dict[CacheKey, ChunkReview] | None = None) -> None:
        self._known = dict(known or {})
        self._lock = threading.Lock()
        self.records: list[dict[str, Any]] = []

    def get(self, key: Any) -> ChunkReview | None:
        with self._lock:
            return self._known.get(CacheKey.of(key))

    def put(self, key: Any, review: ChunkReview) -> None:
        k = CacheKey.of(key)
        with self._lock:
            if k in self._known:
                return
            self._known[k] = review
            self.records.append(
                {"kind": "review", "key": k.to_json(), "review": review.model_dump(mode="json")}
            )

    def put_failure(self, key: Any, reason: str) -> None:
        with self._lock:
            self.records.append(
                {"kind": "chunk_failure", "key": CacheKey.of(key).to_json(), "reason": str(reason)}
            )


def _acquire_writer_lock(cache_path: Path) -> Any:
    """Hold an exclusive lock on ``<cache>.lock`` for the writer's lifetime (POSIX ``flock``).

    A second ``bench run`` on the same cache file fails at once with `WorldRewardError` instead
    of interleaving work; the lock dies with the process, so a killed run leaves nothing stale.
    """
    from worldreward.errors import WorldRewardError

    fh = cache_path.with_name(cache_path.name + ".lock").open("a+")
    try:
        import fcntl
    except ImportError:  # pragma: no cover - non-POSIX: no cross-process guard
        return fh
    try:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        fh.seek(0)
        holder = fh.read().strip() or "another process"
        fh.close()
        raise WorldRewardError(str(cache_path), f"another bench run ({holder}) is writing this cache; "
                                                "wait for it or use another --out / --shard") from None
    fh.seek(0)
    fh.truncate()
    fh.write(f"pid {os.getpid()}")
    fh.flush()
    return fh


class RunCache:
    """The durable cache of one run folder (see module docstring). Thread-safe."""

    def __init__(
        self, folder: str | Path, *, shard: tuple[int, int] | None = None, writable: bool = True
    ) -> None:
        """Load every ``cache*.jsonl`` of ``folder``; ``writable=False`` opens no file (reports)."""
        self.folder = Path(folder)
        self.path = self.folder / f"cache{shard_suffix(shard)}.jsonl"
        self._lock_fh = None
        if writable:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._lock_fh = _acquire_writer_lock(self.path)
        self._lock = threading.Lock()
        self.reviews: dict[CacheKey, ChunkReview] = {}
        self.chunk_failures: dict[CacheKey, str] = {}
        #: (pair_id, run_key) → prediction line
        self.pairs: dict[tuple[str, str], dict[str, Any]] = {}
        #: (pair_id, run_key) → (reason, partial prediction or None)
        self.pair_failures: dict[tuple[str, str], tuple[str, dict[str, Any] | None]] = {}
        self.bad_lines = 0
        for path in sorted(self.folder.glob("cache*.jsonl")):
            self._load(path)
        self._appender = JsonlAppender(self.path) if writable else None

    # ------------------------------------------------------------ loading
    def _load(self, path: Path) -> None:
        def on_bad(line: int, reason: str) -> None:
            self.bad_lines += 1
            warn(f"{path}:{line}: {reason}")

        for _, rec in iter_jsonl(path, strict=False, on_bad_line=on_bad):
            try:
                self._apply(rec)
            except (KeyError, TypeError, ValueError) as exc:
                self.bad_lines += 1
                warn(f"{path}: skipped a malformed cache record ({type(exc).__name__}: {exc})")

    def _apply(self, rec: dict[str, Any]) -> None:
        kind = rec.get("kind")
        if kind == "review":
            key = CacheKey.of(rec["key"])
            self.reviews.setdefault(key, ChunkReview.model_validate(rec["review"]))
            self.chunk_failures.pop(key, None)
        elif kind == "chunk_failure":
            key = CacheKey.of(rec["key"])
            if key not in self.reviews:
                self.chunk_failures[key] = str(rec["reason"])
        elif kind == "pair":
            pk = (str(rec["pair_id"]), str(rec["run_key"]))
            self.pairs.setdefault(pk, dict(rec["prediction"]))
            self.pair_failures.pop(pk, None)
        elif kind == "pair_failure":
            pk = (str(rec["pair_id"]), str(rec["run_key"]))
            if pk not in self.pairs:
                self.pair_failures[pk] = (str(rec["reason"]), rec.get("prediction"))
        else:
            raise ValueError(f"unknown record kind {kind!r}")

    # ------------------------------------------------------------ ReviewStore protocol
    def get(self, key: Any) -> ChunkReview | None:
        with self._lock:
            return self.reviews.get(CacheKey.of(key))

    def put(self, key: Any, review: ChunkReview) -> None:
        self.append_records([{"kind": "review", "key": CacheKey.of(key).to_json(),
                              "review": review.model_dump(mode="json")}])

    def put_failure(self, key: Any, reason: str) -> None:
        self.append_records([{"kind": "chunk_failure", "key": CacheKey.of(key).to_json(), "reason": str(reason)}])

    # ------------------------------------------------------------ pair level
    def put_pair_result(self, pair_id: str, run_key: str, prediction: dict[str, Any]) -> None:
        self.append_records([{"kind": "pair", "pair_id": pair_id, "run_key": run_key, "prediction": prediction}])

    def put_pair_failure(
        self, pair_id: str, run_key: str, reason: str, prediction: dict[str, Any] | None = None
    ) -> None:
        self.append_records([{"kind": "pair_failure", "pair_id": pair_id, "run_key": run_key,
                              "reason": str(reason), "prediction": prediction}])

    def reviews_for(self, pair_id: str) -> dict[CacheKey, ChunkReview]:
        """Cached reviews of one pair (handed to a worker process's `MemoryStore`)."""
        with self._lock:
            return {k: v for k, v in self.reviews.items() if k.pair_id == pair_id}

    def append_records(self, records: Iterable[dict[str, Any]]) -> int:
        """Apply and durably append records, dropping duplicates of stored successes; returns count written."""
        if self._appender is None:
            raise RuntimeError(f"{self.folder}: cache opened read-only")
        written = 0
        with self._lock:
            for rec in records:
                kind = rec.get("kind")
                if kind == "review" and CacheKey.of(rec["key"]) in self.reviews:
                    continue
                if kind == "pair" and (rec["pair_id"], rec["run_key"]) in self.pairs:
                    continue
                self._apply(rec)
                self._appender.append(rec)
                written += 1
        return written

    def close(self) -> None:
        if self._appender is not None:
            self._appender.close()
        if self._lock_fh is not None:
            self._lock_fh.close()  # releases the lock
            self._lock_fh = None

    def __enter__(self) -> RunCache:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
