"""Crash-safe JSONL: append-only writers that flush and fsync every record, tolerant readers.

Every resumable job in worldreward (bench runs, request caches, labels, review decisions) keeps
its state in one of these files. A record is either fully on disk or absent: a process killed
mid-write leaves at most one truncated last line, which `read_jsonl` skips (with a warning
callback) and the next `JsonlAppender` terminates before appending, so nothing that finished is
lost and nothing is written twice when callers skip keys already present.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from .errors import ManifestError


def iter_jsonl(
    path: str | Path,
    *,
    strict: bool = True,
    on_bad_line: Callable[[int, str], None] | None = None,
) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield ``(line_number, object)`` for every non-blank line of ``path`` (1-based lines).

    With ``strict`` a line that is not a JSON object raises `ManifestError` naming ``file:line``;
    otherwise it is reported to ``on_bad_line(line_no, reason)`` and skipped. A truncated *last*
    line (no trailing newline, invalid JSON) is always skipped: it is a write cut short by a crash.
    """
    path = Path(path)
    with path.open("r", encoding="utf-8") as fh:
        lines = fh.readlines()
    for i, raw in enumerate(lines, start=1):
        text = raw.strip()
        if not text:
            continue
        try:
            obj = json.loads(text)
        except json.JSONDecodeError as exc:
            last_and_cut = i == len(lines) and not raw.endswith("\n")
            reason = f"not valid JSON ({exc.msg} at column {exc.colno})"
            if last_and_cut:
                if on_bad_line:
                    on_bad_line(i, "truncated last line (interrupted write) skipped")
                continue
            if strict:
                raise ManifestError(f"{path}:{i}", reason) from None
            if on_bad_line:
                on_bad_line(i, reason)
            continue
        if not isinstance(obj, dict):
            if strict:
                raise ManifestError(f"{path}:{i}", "expected a JSON object")
            if on_bad_line:
                on_bad_line(i, "expected a JSON object")
            continue
        yield i, obj


def read_jsonl(path: str | Path, *, strict: bool = False) -> list[dict[str, Any]]:
    """All objects of a JSONL file (missing file → empty list). Lenient by default (caches)."""
    path = Path(path)
    if not path.exists():
        return []
    return [obj for _, obj in iter_jsonl(path, strict=strict)]


class JsonlAppender:
    """Append JSON objects to a file, one per line, durably (flush + fsync per record).

    Thread-safe. If the file ends in a partial line (a previous crash), a newline is written first
    so the partial record stays isolated and is skipped by readers.
    """

    def __init__(self, path: str | Path, *, fsync: bool = True) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._fsync = fsync
        self._lock = threading.Lock()
        self._fh = self.path.open("a+b")
        self._fh.seek(0, os.SEEK_END)
        if self._fh.tell() > 0:
            self._fh.seek(-1, os.SEEK_END)
            if self._fh.read(1) != b"\n":
                self._fh.seek(0, os.SEEK_END)
                self._fh.write(b"\n")
        self._fh.seek(0, os.SEEK_END)

    def append(self, record: dict[str, Any]) -> None:
        """Write one record durably; returns only after it is on disk."""
        data = (json.dumps(record, ensure_ascii=False, sort_keys=False) + "\n").encode("utf-8")
        with self._lock:
            self._fh.write(data)
            self._fh.flush()
            if self._fsync:
                os.fsync(self._fh.fileno())

    def close(self) -> None:
        with self._lock:
            if not self._fh.closed:
                self._fh.close()

    def __enter__(self) -> JsonlAppender:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def write_jsonl_atomic(path: str | Path, records: list[dict[str, Any]]) -> Path:
    """Replace ``path`` with ``records`` atomically (temp file + rename): readers never see half."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    with tmp.open("w", encoding="utf-8") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)
    return path
