"""The bench run's append-only cache: chunk reviews, chunk failures and per-pair results.

CONTRACT: `RunCache(dir, shard=...)` implements the engine's ``ReviewStore`` protocol
(``get(key) -> ChunkReview | None``, ``put(key, review)``, ``put_failure(key, reason)``) on top of
one `worldreward.jsonl.JsonlAppender` file (flush + fsync per record), plus pair-level records
(`put_pair_result`, `put_pair_failure`). A key is ``(pair_id, chunk_index, order, judge_hash)``
(`ReviewKey`; any object with those attributes works).

Records (one JSON object per line, ``kind`` first)::

    {"kind": "review", "key": {...}, "review": <ChunkReview>}
    {"kind": "chunk_failure", "key": {...}, "reason": "..."}
    {"kind": "pair", "pair_id": "...", "run_key": "...", "prediction": {...}}
    {"kind": "pair_failure", "pair_id": "...", "run_key": "...", "reason": "...", "prediction": {...}|null}

A pair record is written only when every review of the pair (every chunk, both orders under
swap) succeeded; a ``pair_failure`` is informational: the next run retries that pair (and reuses
its finished reviews).

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

from .console import warn
from .jsonl import JsonlAppender, iter_jsonl
from .review import ChunkReview


class ReviewKey(NamedTuple):
    """One chunk review: pair, chunk, presentation order (``"AB"`` or ``"BA"``), review hash (the
    judge's configuration plus the evidence options, `worldreward.engine.review_hash`)."""

    pair_id: str
    chunk_index: int
    order: str  # "AB" (left shown first) or "BA" (swapped)
    judge_hash: str

    @classmethod
    def of(cls, key: Any) -> ReviewKey:
        """Accept a `ReviewKey`, a dict or a 4-tuple."""
        if isinstance(key, dict):
            return cls(str(key["pair_id"]), int(key["chunk_index"]), str(key["order"]), str(key["judge_hash"]))
        if isinstance(key, tuple) and not hasattr(key, "pair_id"):
            return cls(str(key[0]), int(key[1]), str(key[2]), str(key[3]))
        return cls(str(key.pair_id), int(key.chunk_index), str(key.order), str(key.judge_hash))

    def to_json(self) -> dict[str, Any]:
        return self._asdict()

    def as_str(self) -> str:
        """A flat string form, e.g. ``"wrb_0001/2/AB/3f2a…"``."""
        return f"{self.pair_id}/{self.chunk_index}/{self.order}/{self.judge_hash}"


def shard_suffix(shard: tuple[int, int] | None) -> str:
    """``""`` for a full run, ``".shard-i-of-n"`` for a shard (used in cache and predictions names)."""
    return "" if shard is None else f".shard-{shard[0]}-of-{shard[1]}"


def _acquire_writer_lock(cache_path: Path) -> Any:
    """Hold an exclusive lock on ``<cache>.lock`` for the writer's lifetime (POSIX ``flock``).

    A second run on the same cache file fails at once with `WorldRewardError` instead
    of interleaving work; the lock dies with the process, so a killed run leaves nothing stale.
    """
    from .errors import WorldRewardError

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
        raise WorldRewardError(str(cache_path), f"another run ({holder}) is writing this cache; "
                                                "wait for it or use another --out / --shard") from None
    fh.seek(0)
    fh.truncate()
    fh.write(f"pid {os.getpid()}")
    fh.flush()
    return fh


class RunCache:
    """The durable cache of one run folder (see module docstring). Thread-safe."""

    def __init__(
        self, folder: str | Path | None, *, shard: tuple[int, int] | None = None, writable: bool = True,
        path: str | Path | None = None,
    ) -> None:
        """Load every ``cache*.jsonl`` of ``folder`` (only ``path`` when it is given: `at`);
        ``writable=False`` opens no file (reports); ``folder=None`` keeps everything in memory
        (`memory`: the single-pair ``judge`` without ``--cache``)."""
        self._in_memory = folder is None
        self.folder = Path(folder) if folder is not None else Path(".")
        self.path = Path(path) if path is not None else self.folder / f"cache{shard_suffix(shard)}.jsonl"
        self._lock_fh = None
        if writable and not self._in_memory:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._lock_fh = _acquire_writer_lock(self.path)
        self._lock = threading.Lock()
        self.reviews: dict[ReviewKey, ChunkReview] = {}
        self._by_pair: dict[str, dict[ReviewKey, ChunkReview]] = {}
        self.chunk_failures: dict[ReviewKey, str] = {}
        #: (pair_id, run_key) → prediction line
        self.pairs: dict[tuple[str, str], dict[str, Any]] = {}
        #: (pair_id, run_key) → (reason, partial prediction or None)
        self.pair_failures: dict[tuple[str, str], tuple[str, dict[str, Any] | None]] = {}
        self.bad_lines = 0
        sources = [self.path] if path is not None else sorted(self.folder.glob("cache*.jsonl"))
        for source in [] if self._in_memory else sources:
            if source.is_file():
                self._load(source)
        self._appender = JsonlAppender(self.path) if writable and not self._in_memory else None

    @classmethod
    def memory(cls) -> RunCache:
        """A store that writes no file."""
        return cls(None)

    @classmethod
    def at(cls, path: str | Path, *, writable: bool = True) -> RunCache:
        """The store kept in one file (``judge --pairs`` and ``label`` keep theirs beside the output)."""
        path = Path(path)
        return cls(path.parent, path=path, writable=writable)

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
            key = ReviewKey.of(rec["key"])
            review = self.reviews.setdefault(key, ChunkReview.model_validate(rec["review"]))
            self._by_pair.setdefault(key.pair_id, {})[key] = review
            self.chunk_failures.pop(key, None)
        elif kind == "chunk_failure":
            key = ReviewKey.of(rec["key"])
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
            return self.reviews.get(ReviewKey.of(key))

    def put(self, key: Any, review: ChunkReview) -> None:
        self.append_records([{"kind": "review", "key": ReviewKey.of(key).to_json(),
                              "review": review.model_dump(mode="json")}])

    def put_failure(self, key: Any, reason: str) -> None:
        self.append_records([{"kind": "chunk_failure", "key": ReviewKey.of(key).to_json(), "reason": str(reason)}])

    # ------------------------------------------------------------ pair level
    def put_pair_result(self, pair_id: str, run_key: str, prediction: dict[str, Any]) -> None:
        self.append_records([{"kind": "pair", "pair_id": pair_id, "run_key": run_key, "prediction": prediction}])

    def put_pair_failure(
        self, pair_id: str, run_key: str, reason: str, prediction: dict[str, Any] | None = None
    ) -> None:
        self.append_records([{"kind": "pair_failure", "pair_id": pair_id, "run_key": run_key,
                              "reason": str(reason), "prediction": prediction}])

    def reviews_of(self, pair_id: str, judge_hash: str) -> dict[tuple[int, str], ChunkReview]:
        """Stored reviews of one pair under one review hash: ``(chunk_index, order) → review``."""
        with self._lock:
            return {(k.chunk_index, k.order): v for k, v in self._by_pair.get(pair_id, {}).items()
                    if k.judge_hash == judge_hash}

    def pair_result(self, pair_id: str, run_key: str) -> dict[str, Any] | None:
        """The stored prediction line of a finished pair, or None (not run, or failed)."""
        with self._lock:
            return self.pairs.get((pair_id, run_key))

    def append_records(self, records: Iterable[dict[str, Any]]) -> int:
        """Apply and durably append records, dropping duplicates of stored successes; returns count written."""
        if self._appender is None and not self._in_memory:
            raise RuntimeError(f"{self.folder}: cache opened read-only")
        written = 0
        with self._lock:
            for rec in records:
                kind = rec.get("kind")
                if kind == "review" and ReviewKey.of(rec["key"]) in self.reviews:
                    continue
                if kind == "pair" and (rec["pair_id"], rec["run_key"]) in self.pairs:
                    continue
                self._apply(rec)
                if self._appender is not None:
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
