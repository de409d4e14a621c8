"""A persistent cache of model requests → validated results, so a re-run makes zero calls.

CONTRACT: `request_key(model, body)` is the SHA-256 of the model name and the complete request
body (messages with every image, schema, sampling settings) in canonical JSON; nothing else
(never credentials or headers) goes into it. `RequestCache(path)` is an append-only JSONL file
(`worldreward.jsonl.JsonlAppender`: flush + fsync per record), one record per key::

    {"key": "<sha256>", "model": "...", "value": {...}, "created_at": "..."}

Only successes are stored: a request that ended in a failure is simply absent and is sent again
on the next run. A record cut short by a crash is skipped on load (tolerant reader); a key
written twice keeps its last value.
"""

from __future__ import annotations

import hashlib
import json
import threading
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from .jsonl import JsonlAppender, read_jsonl


def request_key(model: str, body: dict[str, Any]) -> str:
    """Hex SHA-256 of ``model`` + ``body`` in canonical JSON (sorted keys, no whitespace)."""
    blob = json.dumps({"model": model, "body": body}, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


class RequestCache:
    """Key → JSON value, persisted as JSONL at ``path`` (created on first `put`). Thread-safe."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        self._values: dict[str, dict[str, Any]] = {}
        for rec in read_jsonl(self.path):
            key, value = rec.get("key"), rec.get("value")
            if isinstance(key, str) and isinstance(value, dict):
                self._values[key] = value
        self._writer: JsonlAppender | None = None

    def __len__(self) -> int:
        return len(self._values)

    def __contains__(self, key: str) -> bool:
        return key in self._values

    def get(self, key: str) -> dict[str, Any] | None:
        """The stored value for ``key``, or None."""
        with self._lock:
            value = self._values.get(key)
        return None if value is None else json.loads(json.dumps(value))

    def put(self, key: str, value: dict[str, Any], *, model: str | None = None) -> None:
        """Store ``value`` durably under ``key`` (returns after it is on disk)."""
        record = {
            "key": key,
            "model": model,
            "value": value,
            "created_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        }
        with self._lock:
            if self._writer is None:
                self._writer = JsonlAppender(self.path)
            self._writer.append(record)
            self._values[key] = value

    def close(self) -> None:
        with self._lock:
            if self._writer is not None:
                self._writer.close()
                self._writer = None

    def __getstate__(self) -> dict[str, Any]:
        """Picklable: a copy (e.g. in a worker process) reopens the file on its first `put`."""
        state = dict(self.__dict__)
        state.update(_lock=None, _writer=None)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"RequestCache({str(self.path)!r}, entries={len(self._values)})"
