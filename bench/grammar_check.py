"""Check a new phrasing grammar for the audit bench and print sentences it renders.

CONTRACT: ``python bench/grammar_check.py FILE NAME`` loads the dict ``NAME`` from ``FILE`` (a
grammar written to `docs/grammar-brief.md`), checks it has every part and sub-key an existing
grammar has and a sentence for every described defect, then renders 36 slot sentences over six
motions (with the claims the teacher means by them), every defect sentence and the clean ones,
and ends with ``OK``. Exit status 1 with the missing part named otherwise. It imports nothing of
the extractor: a grammar writer reads the renders, not the reader's output.
"""

from __future__ import annotations

import importlib.util
import sys

from worldreward.bench import audit

MOTIONS = ({"surge": 0, "sway": 0, "yaw": -1, "pitch": 0}, {"surge": 1, "sway": 1, "yaw": 0, "pitch": 0},
           {"surge": -1, "sway": 0, "yaw": 1, "pitch": -1}, {"surge": 0, "sway": -1, "yaw": 0, "pitch": 1},
           {"surge": 1, "sway": -1, "yaw": -1, "pitch": 1}, {"surge": 0, "sway": 0, "yaw": 0, "pitch": 0})


def missing_parts(grammar: dict, reference: dict) -> list[str]:
    """Parts and sub-keys of ``reference`` (and described defects) that ``grammar`` lacks."""
    out = [part for part in reference if part not in grammar]
    out += [f"{part}:{key}" for part, keys in reference.items() if part in grammar and part != "defect"
            for key in keys if key not in grammar[part]]
    out += [f"defect:{d}" for d in audit.DEGRADATION_DEFECT.values() if d not in grammar.get("defect", {})]
    return out


def main(path: str, name: str) -> int:
    spec = importlib.util.spec_from_file_location("grammar_under_check", path)
    if spec is None or spec.loader is None:
        print(f"{path}: not a Python file", file=sys.stderr)
        return 1
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    grammar = getattr(module, name)
    missing = missing_parts(grammar, audit.GRAMMAR_V112)
    if missing:
        print(f"{path}: {name} lacks {', '.join(missing)}", file=sys.stderr)
        return 1
    for i in range(36):
        motion = MOTIONS[i % len(MOTIONS)]
        text, intended = audit._phrase(audit.Rng(f"check{i}"), f"k{i}", motion, "action.1.A", grammar)
        print(f"{motion} -> {text}\n    claims: {[(t.kind, t.direction, t.negated, t.category) for t in intended]}")
    for defect, sentences in grammar["defect"].items():
        for sentence in sentences:
            print(f"defect {defect}: {sentence}")
    print("clean:", grammar["clean"][""])
    print("OK")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
