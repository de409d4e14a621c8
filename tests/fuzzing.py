"""Shared pieces of the fuzz suite (tests/test_fuzz_*.py): settings, strategies, the property.

The property every fuzz test checks: a reader given hostile input either returns a result or
raises ONE `WorldRewardError` whose message is one line naming where and what; any other
exception (a traceback) fails the test. Examples and time per test are bounded (`FUZZ`), and the
runs are derandomized so CI sees the same inputs every time (``WR_FUZZ_EXAMPLES=2000`` raises
the count for a longer local hunt, ``WR_FUZZ_RANDOM=1`` draws fresh inputs).
"""

from __future__ import annotations

import atexit
import json
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from worldreward.errors import WorldRewardError

#: Examples per fuzz test (bounded: the whole fuzz suite must stay well under two minutes).
EXAMPLES = int(os.environ.get("WR_FUZZ_EXAMPLES", "100"))

FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,  # a shared 2-core machine: timing is not the property
    derandomize=os.environ.get("WR_FUZZ_RANDOM", "") != "1",
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                           HealthCheck.data_too_large],
)

_SCRATCH_ROOT: Path | None = None


def scratch_dir(prefix: str = "case-") -> Path:
    """A fresh empty folder for one fuzz example, under one root removed when the test run ends.

    Hypothesis runs a test body many times per pytest call, so pytest's per-test `tmp_path` would
    be shared by every example; this gives each example its own folder without leaving hundreds
    of them in the system's temp folder.
    """
    global _SCRATCH_ROOT
    if _SCRATCH_ROOT is None:
        _SCRATCH_ROOT = Path(tempfile.mkdtemp(prefix="wr-fuzz-"))
        atexit.register(shutil.rmtree, _SCRATCH_ROOT, ignore_errors=True)
    return Path(tempfile.mkdtemp(prefix=prefix, dir=_SCRATCH_ROOT))


#: Any JSON value (small), including the awkward ones: huge ints, odd floats, unicode keys, lone
#: surrogates (valid JSON escapes that are no text), NUL and line separators.
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20) | st.sampled_from(["\ud800", "x\udfffy", "°", "\x00", "\u2028"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)

#: Byte-level damage: (kind, position fraction, payload) applied by `damage`.
damages = st.tuples(
    st.sampled_from(["truncate", "flip", "insert", "delete", "nest", "latin1", "nul"]),
    st.floats(0.0, 1.0),
    st.binary(min_size=1, max_size=8),
)


def damage(data: bytes, how: tuple[str, float, bytes]) -> bytes:
    """``data`` damaged one way (truncated, a byte flipped, bytes inserted/deleted, a deep nest,
    a latin-1 byte, a NUL)."""
    kind, frac, payload = how
    at = int(frac * len(data)) if data else 0
    if kind == "truncate":
        return data[:at]
    if kind == "flip" and data:
        at = min(at, len(data) - 1)
        return data[:at] + bytes([data[at] ^ (payload[0] or 1)]) + data[at + 1:]
    if kind == "insert":
        return data[:at] + payload + data[at:]
    if kind == "delete":
        return data[:at] + data[at + len(payload):]
    if kind == "nest":
        return data[:at] + b"[" * (2000 * len(payload)) + data[at:]
    if kind == "latin1":
        return data[:at] + b"\xe9" + data[at:]
    return data[:at] + b"\x00" + data[at:]


def one_line_error_or_result(call: Callable[[], Any]) -> tuple[bool, Any]:
    """Run ``call``: ``(True, result)`` or ``(False, error)`` for a one-line `WorldRewardError`.
    Anything else propagates (the test fails with its traceback)."""
    try:
        return True, call()
    except WorldRewardError as exc:
        text = str(exc)
        assert text and "\n" not in text and "Traceback" not in text, text
        assert exc.where or exc.problem, text
        return False, exc


def raw(text: str) -> bytes:
    """``text`` as the bytes a careless writer would produce: UTF-8, lone surrogates passed
    through as their (invalid) three-byte forms."""
    return text.encode("utf-8", "surrogatepass")


def jsonl(records: list[Any]) -> bytes:
    return b"".join(raw(json.dumps(r, ensure_ascii=False)) + b"\n" for r in records)
