"""Crash-safe JSONL: append-only writers that flush and fsync every record, tolerant readers.

Every resumable job in worldreward (bench runs, request caches, labels, review decisions) keeps
its state in one of these files. A record is either fully on disk or absent: a process killed
mid-write leaves at most one truncated last line, which `read_jsonl` skips (with a warning) and
the next `JsonlAppender` takes out of the file before appending (its bytes are kept in
``<file>.torn``; a last record that lost only its newline is kept and terminated), so nothing
that finished is lost, nothing is written twice when callers skip keys already present, and
strict readers of the resumed file see only whole records.

Readers apply the input rule of `worldreward.limits` (bounded record size and JSON depth, UTF-8
errors and torn records named ``file:line``): a bad line is one clear `WorldRewardError` (strict)
or one warning (lenient), never a traceback.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from .errors import ManifestError, WorldRewardError
from .limits import DEFAULT_LIMITS, InputLimits, decode_utf8, parse_json

#: Reason given for a last line cut short by a crash (reported, then skipped).
TORN_TAIL = "truncated last line (interrupted write) skipped"


def _warn_bad_line(path: Path) -> Callable[[int, str], None]:
    from .console import warn

    return lambda line, reason: warn(f"{path}:{line}: {reason}")


def iter_jsonl(
    path: str | Path,
    *,
    strict: bool = True,
    on_bad_line: Callable[[int, str], None] | None = None,
    limits: InputLimits | None = None,
    error: type[WorldRewardError] = ManifestError,
    allow_torn_tail: bool = True,
) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield ``(line_number, object)`` for every non-blank line of ``path`` (1-based lines).

    Read as bytes, one line at a time, within ``limits`` (`worldreward.limits`: record size,
    JSON depth). With ``strict`` a line that is not a JSON object (invalid JSON, not UTF-8, too
    long, too deep, not an object) raises ``error`` (`ManifestError` by default) naming
    ``file:line``; otherwise it is reported to ``on_bad_line(line_no, reason)`` (default: a
    console warning) and skipped. A *last* line without its newline that does not parse (e.g. cut
    inside a multi-byte character) is a write cut short by a crash: it is reported and skipped,
    strict or not, unless ``allow_torn_tail=False`` (hand-written manifests), where it is an
    error like any other bad line. A missing or unreadable file raises ``error``.
    """
    path = Path(path)
    limits = limits or DEFAULT_LIMITS
    report = on_bad_line or _warn_bad_line(path)
    try:
        fh = path.open("rb")
    except OSError as exc:
        raise error(str(path), f"cannot read file ({exc.strerror or exc})") from None
    with fh:
        line_no = 0
        while True:
            raw = fh.readline(limits.max_line_bytes + 1)
            if not raw:
                return
            line_no += 1
            where = f"{path}:{line_no}"
            torn = not raw.endswith(b"\n")
            if len(raw) > limits.max_line_bytes and torn:
                while raw and not raw.endswith(b"\n"):  # skip the rest of the over-long line
                    raw = fh.readline(1 << 20)
                problem = f"line is longer than {limits.max_line_bytes} bytes (the record size limit)"
                if strict:
                    raise error(where, problem)
                report(line_no, problem)
                continue
            if not raw.strip():
                continue
            try:
                obj = _parse_line(raw, path, line_no, limits, error)
            except WorldRewardError as exc:
                if torn and allow_torn_tail:
                    report(line_no, TORN_TAIL)
                    continue
                if strict:
                    raise
                report(line_no, exc.problem)
                continue
            yield line_no, obj


def _parse_line(raw: bytes, path: Path, line_no: int, limits: InputLimits,
                error: type[WorldRewardError]) -> dict[str, Any]:
    where = f"{path}:{line_no}"
    text = decode_utf8(raw, str(path), line=line_no, error=error).strip()
    obj = parse_json(text, where, limits=limits, error=error)
    if not isinstance(obj, dict):
        raise error(where, f"expected a JSON object, got {type(obj).__name__}")
    return obj


def read_jsonl(
    path: str | Path,
    *,
    strict: bool = False,
    on_bad_line: Callable[[int, str], None] | None = None,
    limits: InputLimits | None = None,
    error: type[WorldRewardError] = ManifestError,
) -> list[dict[str, Any]]:
    """All objects of a JSONL file (missing file → empty list). Lenient by default (caches):
    bad lines are reported to ``on_bad_line`` (default: a console warning) and skipped."""
    path = Path(path)
    if not path.exists():
        return []
    return [obj for _, obj in iter_jsonl(path, strict=strict, on_bad_line=on_bad_line, limits=limits,
                                         error=error)]


class JsonlAppender:
    """Append JSON objects to a file, one per line, durably (flush + fsync per record).

    Thread-safe. If the file ends in a partial line (a previous crash), it is isolated first: a
    whole JSON object that lost only its newline is terminated; a record cut short is moved to
    ``<file>.torn`` (appended there, fsynced) and cut from the file, with a warning.
    """

    def __init__(self, path: str | Path, *, fsync: bool = True) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._fsync = fsync
        self._lock = threading.Lock()
        self._fh = self.path.open("a+b")
        self._isolate_torn_tail()
        self._fh.seek(0, os.SEEK_END)

    def _isolate_torn_tail(self) -> None:
        fh = self._fh
        size = fh.seek(0, os.SEEK_END)
        if size == 0:
            return
        fh.seek(size - 1)
        if fh.read(1) == b"\n":
            return
        span = min(size, DEFAULT_LIMITS.max_line_bytes + 1)
        fh.seek(size - span)
        tail = fh.read(span)
        start = tail.rfind(b"\n") + 1
        fragment = tail[start:]
        if (start == 0 and span < size) or not fragment.strip() or _whole_record(fragment):
            fh.write(b"\n")  # keep it (whole, blank, or longer than any record we would write)
            fh.flush()
            return
        side = self.path.with_name(self.path.name + ".torn")
        with side.open("ab") as out:
            out.write(fragment + b"\n")
            out.flush()
            os.fsync(out.fileno())
        fh.truncate(size - len(fragment))
        fh.flush()
        os.fsync(fh.fileno())
        from .console import warn

        warn(f"{self.path}: removed a record cut short by an interrupted write "
             f"({len(fragment)} bytes, kept in {side.name})")

    def append(self, record: dict[str, Any]) -> None:
        """Write one record durably; returns only after it is on disk."""
        data = _encode(record)
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


def _encode(record: dict[str, Any]) -> bytes:
    """One JSONL line as UTF-8. A lone surrogate (e.g. from an undecodable file name in a message)
    cannot be stored as text, and readers refuse its escape: it is written as ``?`` instead."""
    text = json.dumps(record, ensure_ascii=False) + "\n"
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", errors="replace")


def _whole_record(fragment: bytes) -> bool:
    try:
        return isinstance(parse_json(fragment, "tail"), dict)
    except WorldRewardError:
        return False


def write_jsonl_atomic(path: str | Path, records: list[dict[str, Any]]) -> Path:
    """Replace ``path`` with ``records`` atomically (temp file + rename): readers never see half."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    with tmp.open("wb") as fh:
        for rec in records:
            fh.write(_encode(rec))
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)
    return path
