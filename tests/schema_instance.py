"""The minimal instance of a JSON schema: what a server that decodes under the schema, with no
taste at all, could answer. Independent of worldreward (it knows JSON Schema, not reviews).

`minimal_instance(schema)` walks the schema and, at every node, picks the least it allows:

- ``const`` → that value; ``enum`` → its first value; ``anyOf`` / ``oneOf`` → the first branch;
  ``allOf`` → the merged branches; ``$ref`` → the referenced node (``#/...`` JSON pointers).
- object → only the ``required`` properties (in ``properties`` order, then the rest of
  ``required``), each its own minimal instance.
- array → ``minItems`` items (0 when absent): item i from ``prefixItems[i]``, beyond them from
  ``items``; ``items: false`` beyond the prefix is a contradiction.
- string → ``minLength`` characters, whitespace first (the least a model can say), then digits,
  then letters, until ``pattern`` (searched, as JSON Schema does) is satisfied.
- integer / number → ``minimum`` (or just above ``exclusiveMinimum``), else 0, checked against
  the maximum bounds; boolean → false; null → null.

A schema this cannot satisfy raises `SchemaInstanceError` naming the JSON pointer.
"""

from __future__ import annotations

import math
import re
from typing import Any


class SchemaInstanceError(ValueError):
    """The schema admits no instance this builder can find (the message names where)."""


_STRING_FILLERS = (" ", "\t", "0", "a", "A", "x-", ".")


def minimal_instance(schema: Any) -> Any:
    """The minimal instance of ``schema`` (see module docstring)."""
    return _build(schema, schema, "#")


def _resolve(root: Any, ref: str, at: str) -> Any:
    if not ref.startswith("#"):
        raise SchemaInstanceError(f"{at}: only local $ref is supported, got {ref!r}")
    node = root
    for part in [p for p in ref[1:].split("/") if p]:
        part = part.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            raise SchemaInstanceError(f"{at}: $ref {ref!r} does not resolve")
    return node


def _merge(parts: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for part in parts:
        for key, value in part.items():
            if key == "properties" and isinstance(out.get(key), dict):
                out[key] = {**out[key], **value}
            elif key == "required" and isinstance(out.get(key), list):
                out[key] = out[key] + [r for r in value if r not in out[key]]
            else:
                out[key] = value
    return out


def _type_of(node: dict[str, Any]) -> str:
    t = node.get("type")
    if isinstance(t, list):
        non_null = [x for x in t if x != "null"]
        return non_null[0] if non_null else "null"
    if isinstance(t, str):
        return t
    if "properties" in node or "required" in node:
        return "object"
    if "items" in node or "prefixItems" in node:
        return "array"
    if "minLength" in node or "pattern" in node:
        return "string"
    return "null"


def _build(node: Any, root: Any, at: str) -> Any:
    if node is True:
        return None
    if node is False:
        raise SchemaInstanceError(f"{at}: the schema is false (no instance)")
    if not isinstance(node, dict):
        raise SchemaInstanceError(f"{at}: not a schema: {node!r}")
    if "$ref" in node:
        target = _resolve(root, node["$ref"], at)
        rest = {k: v for k, v in node.items() if k != "$ref"}
        return _build(_merge([target, rest]) if rest else target, root, at)
    if "allOf" in node:
        parts = [_resolve(root, p["$ref"], at) if isinstance(p, dict) and "$ref" in p else p for p in node["allOf"]]
        rest = {k: v for k, v in node.items() if k != "allOf"}
        return _build(_merge([*parts, rest]), root, at)
    if "const" in node:
        return node["const"]
    if "enum" in node:
        if not node["enum"]:
            raise SchemaInstanceError(f"{at}: empty enum")
        return node["enum"][0]
    for key in ("anyOf", "oneOf"):
        if key in node:
            return _build(node[key][0], root, f"{at}/{key}/0")
    kind = _type_of(node)
    if kind == "object":
        props = node.get("properties", {})
        required = list(node.get("required", []))
        order = [k for k in props if k in required] + [k for k in required if k not in props]
        out = {}
        for key in order:
            sub = props.get(key, node.get("additionalProperties", True))
            out[key] = _build(sub if sub is not None else True, root, f"{at}/properties/{key}")
        return out
    if kind == "array":
        count = int(node.get("minItems", 0))
        prefix = node.get("prefixItems", [])
        items = node.get("items", True)
        out_list = []
        for i in range(count):
            if i < len(prefix):
                out_list.append(_build(prefix[i], root, f"{at}/prefixItems/{i}"))
            else:
                out_list.append(_build(items, root, f"{at}/items"))
        return out_list
    if kind == "string":
        length = int(node.get("minLength", 0))
        pattern = node.get("pattern")
        candidates = [""] if length == 0 else []
        candidates += [(filler * length)[:length] if length else filler for filler in _STRING_FILLERS]
        for cand in candidates:
            if len(cand) < length or len(cand) > node.get("maxLength", math.inf):
                continue
            if pattern is None or re.search(pattern, cand):
                return cand
        raise SchemaInstanceError(f"{at}: no short string satisfies minLength={length} pattern={pattern!r}")
    if kind in ("integer", "number"):
        if "minimum" in node:
            value = node["minimum"]
        elif "exclusiveMinimum" in node:
            value = node["exclusiveMinimum"] + (1 if kind == "integer" else 1e-9)
        else:
            value = 0
        if kind == "integer":
            value = math.ceil(value)
        if value > node.get("maximum", math.inf) or value >= node.get("exclusiveMaximum", math.inf):
            raise SchemaInstanceError(f"{at}: no {kind} within the bounds")
        return value
    if kind == "boolean":
        return False
    return None
