"""The one rule for reading user input: bounded size and depth, every problem named, no traceback.

CONTRACT: every reader of user-supplied text or JSON (bench / pairs manifests, action files,
camera trajectories, key logs, predictions, caches, labels, review queues, model replies, HTTP
bodies) reads it through this module or through `worldreward.jsonl` (which uses it), so that:

- sizes are bounded BEFORE anything is parsed (`InputLimits.max_text_bytes` for a whole file,
  ``max_line_bytes`` for one JSONL record, ``max_depth`` for JSON nesting);
- bytes that are not UTF-8 are an error naming ``file:line`` and the column of the bad byte (a
  UTF-8 byte-order mark is accepted and dropped);
- JSON that is invalid, nested deeper than ``max_depth``, holds an integer too long to convert or
  a lone UTF-16 surrogate (``"\\ud800"``, which no UTF-8 writer can store) is an error naming
  where and what (never ``RecursionError`` / ``UnicodeDecodeError`` / ``ValueError``);
- the error is the caller's `WorldRewardError` subclass (``error=``: `ManifestError` by default,
  `ActionError` for action files, `ReviewError` for model replies, ...), so the CLI prints it as
  one line and batch commands record it and go on.

Functions: `parse_json` (text or bytes → object), `decode_utf8` (bytes → str), `read_text`
(a bounded file → str) and `read_json` (a bounded file → object). HTTP request rules (Host,
timeouts, body size) live in `worldreward.httpguard`, which parses bodies with `parse_json`.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import ManifestError, WorldRewardError

_BOM = "\ufeff"
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")
#: A surrogate escape (\\uD800-\\uDFFF) or a raw surrogate: possibly a lone one, which is no text.
_SURROGATE = re.compile("\\\\u[dD][89a-fA-F][0-9a-fA-F]{2}|[\ud800-\udfff]")


@dataclass(frozen=True)
class InputLimits:
    """Bounds applied to user input before it is parsed.

    ``max_text_bytes``: a whole file read at once (action file, trajectory, key log, JSON file);
    ``max_line_bytes``: one JSONL record (and a model reply or request body parsed as JSON);
    ``max_depth``: JSON nesting (objects and arrays); the formats worldreward reads need < 12.
    """

    max_text_bytes: int = 256 * 1024 * 1024
    max_line_bytes: int = 16 * 1024 * 1024
    max_depth: int = 64


#: The limits every reader uses unless it is given others.
DEFAULT_LIMITS = InputLimits()


def json_depth(text: str, stop_above: int | None = None) -> int:
    """Nesting depth of the JSON text ``text`` (brackets inside strings ignored), without recursion.

    With ``stop_above``, counting stops as soon as the depth passes it (returns that depth).
    Cheap for typical records: when the text has no more brackets than ``stop_above`` the
    answer is bounded by that count and no scan is needed.
    """
    openers = text.count("[") + text.count("{")
    if stop_above is not None and openers <= stop_above:
        return openers  # an upper bound, which is all a limit check needs
    bare = _STRING.sub('""', text) if '"' in text else text
    depth = deepest = 0
    for m in _BRACKET.finditer(bare):
        if m.group() in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if stop_above is not None and deepest > stop_above:
                    return deepest
        else:
            depth = max(0, depth - 1)
    return deepest


def decode_utf8(data: bytes, where: str, *, line: int | None = None,
                error: type[WorldRewardError] = ManifestError) -> str:
    """``data`` decoded as UTF-8 (a leading BOM dropped), or ``error`` naming the bad byte.

    ``where`` is the file name. When ``line`` is given, ``data`` is that one line; otherwise the
    line is counted from the start of ``data``. The error reads
    ``file:line: not UTF-8 text (byte 0xe9 at column 17); save it as UTF-8``.
    """
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        pos = exc.start
        start = data.rfind(b"\n", 0, pos) + 1
        line_no = line if line is not None else data.count(b"\n", 0, pos) + 1
        byte = data[pos : pos + 1].hex()
        problem = (f"not UTF-8 text (byte 0x{byte} at column {pos - start + 1}: {exc.reason}); "
                   "save the file as UTF-8")
        raise error(f"{where}:{line_no}", problem) from None
    return text[1:] if text.startswith(_BOM) else text


def parse_json(text: str | bytes, where: str, *, limits: InputLimits | None = None,
               error: type[WorldRewardError] = ManifestError) -> Any:
    """Parse JSON ``text`` within ``limits``; any problem is ``error(where, problem)``.

    Bytes are decoded as UTF-8 first (`decode_utf8`). Refused: more than ``max_line_bytes``,
    nesting deeper than ``max_depth``, invalid JSON (message and column), integers longer than
    Python converts.
    """
    limits = limits or DEFAULT_LIMITS
    if isinstance(text, (bytes, bytearray)):
        if len(text) > limits.max_line_bytes:
            raise error(where, f"is {len(text)} bytes, above the limit of {limits.max_line_bytes}")
        text = decode_utf8(bytes(text), where.rsplit(":", 1)[0] if _has_line(where) else where,
                           line=_line_of(where), error=error)
    elif len(text) > limits.max_line_bytes:
        raise error(where, f"is {len(text)} characters, above the limit of {limits.max_line_bytes}")
    if text.startswith(_BOM):
        text = text[1:]
    if json_depth(text, stop_above=limits.max_depth) > limits.max_depth:
        raise error(where, f"JSON nested deeper than {limits.max_depth} levels (refused)")
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(where, f"invalid JSON ({exc.msg} at column {exc.colno})") from None
    except RecursionError:
        raise error(where, "JSON nested too deeply to parse (refused)") from None
    except ValueError as exc:  # e.g. an integer literal longer than int() accepts
        raise error(where, f"not usable JSON ({exc})") from None
    if _SURROGATE.search(text):  # rare: pay for the exact check only then
        try:
            json.dumps(value, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError as exc:
            bad = f"\\u{ord(exc.object[exc.start]):04x}"
            raise error(where, f"a string holds a lone UTF-16 surrogate ({bad}), which is not text") from None
    return value


def read_text(path: str | Path, *, limits: InputLimits | None = None,
              error: type[WorldRewardError] = ManifestError, what: str = "file") -> str:
    """The UTF-8 text of ``path`` (at most ``max_text_bytes``); missing, unreadable, too large or
    not UTF-8 is ``error`` naming the file (and ``file:line`` for a bad byte)."""
    limits = limits or DEFAULT_LIMITS
    src = Path(path)
    try:
        size = src.stat().st_size
        if size > limits.max_text_bytes:
            raise error(str(src), f"{what} is {size} bytes, above the limit of {limits.max_text_bytes}")
        with src.open("rb") as fh:
            data = fh.read(limits.max_text_bytes + 1)
    except OSError as exc:
        raise error(str(src), f"cannot read {what} ({exc.strerror or exc})") from None
    if len(data) > limits.max_text_bytes:  # grew while we looked
        raise error(str(src), f"{what} is above the limit of {limits.max_text_bytes} bytes")
    return decode_utf8(data, str(src), error=error)


def read_json(path: str | Path, *, limits: InputLimits | None = None,
              error: type[WorldRewardError] = ManifestError, what: str = "JSON file") -> Any:
    """The JSON value in file ``path`` (`read_text` then `parse_json`; same limits and errors)."""
    limits = limits or DEFAULT_LIMITS
    text = read_text(path, limits=limits, error=error, what=what)
    whole = InputLimits(max_text_bytes=limits.max_text_bytes, max_line_bytes=max(limits.max_text_bytes, 1),
                        max_depth=limits.max_depth)
    return parse_json(text, str(path), limits=whole, error=error)


def _has_line(where: str) -> bool:
    head, sep, tail = where.rpartition(":")
    return bool(sep and head and tail.isdigit())


def _line_of(where: str) -> int | None:
    return int(where.rpartition(":")[2]) if _has_line(where) else None


__all__ = [
    "DEFAULT_LIMITS",
    "InputLimits",
    "decode_utf8",
    "json_depth",
    "parse_json",
    "read_json",
    "read_text",
]
