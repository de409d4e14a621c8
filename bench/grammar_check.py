"""Check a new phrasing grammar for the audit bench and print sentences it renders.

CONTRACT: ``python bench/grammar_check.py FILE`` loads the grammar in the JSON file ``FILE`` (one
object ``{part: {sub-key: [phrases]}}``, written to `docs/grammar-brief.md`, e.g.
``SCRATCH/vNNN.json`` or ``bench/grammars/v130.json``), checks its shape, that it has every part
and sub-key an existing grammar has and a sentence for every described defect, then renders 36
slot sentences over six motions (with the claims the teacher means by them), every defect sentence
and the clean ones, then whole reviews over every degradation, and names each problem the export's
text check (`worldreward.export.text_problems`: doubled full stops, a capital after a comma, …)
finds in them with an example (those reviews would not be exported as training labels); it ends
with ``OK``. Exit status 1 with the problem named otherwise. It imports nothing of the extractor:
a grammar writer reads the renders, not the reader's output.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

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


def shape_problems(grammar: object) -> list[str]:
    """Where ``grammar`` is not ``{part: {sub-key: [phrases]}}`` (strings all the way down)."""
    if not isinstance(grammar, dict):
        return ["the file does not hold one JSON object"]
    out = [f"{part} is not an object" for part, keys in grammar.items() if not isinstance(keys, dict)]
    return out + [f"{part}:{key} is not a list of strings" for part, keys in grammar.items()
                  if isinstance(keys, dict) for key, phrases in keys.items()
                  if not (isinstance(phrases, list) and all(isinstance(p, str) for p in phrases))]


def text_check(grammar: dict, reviews: int = 24) -> dict[str, str]:
    """Problem → one example text, over ``reviews`` rendered reviews (both styles, every degradation)."""
    from worldreward.export import review_texts, text_problems

    degradations = list(audit.DEGRADATION_DEFECT)
    tokens = audit.SAMPLE_TOKENS
    found: dict[str, str] = {}
    for i in range(reviews):
        truth = {"A": [tokens[(i + k) % 4] for k in range(4)], "B": [tokens[(i + k + 1) % 4] for k in range(4)]}
        line = {"degradation": {"name": degradations[i % len(degradations)], "side": "right"}}
        w = audit.write_review(audit.Rng(f"check-text{i}"), audit.sample_label(i), truth, line, 0.4, i % 2 == 0, grammar)
        for where, text in review_texts(w.payload):
            for why in text_problems(text):
                found.setdefault(why, f"{where}: {text}")
    return found


def main(path: str) -> int:
    try:
        grammar = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        print(f"{path}: not a readable JSON file ({e})", file=sys.stderr)
        return 1
    problems = shape_problems(grammar)
    if problems:
        print(f"{path}: {', '.join(problems)}", file=sys.stderr)
        return 1
    missing = missing_parts(grammar, audit.GRAMMARS["v112"])
    if missing:
        print(f"{path}: lacks {', '.join(missing)}", file=sys.stderr)
        return 1
    for i in range(36):
        motion = MOTIONS[i % len(MOTIONS)]
        text, intended = audit._phrase(audit.Rng(f"check{i}"), f"k{i}", motion, "action.1.A", grammar)
        print(f"{motion} -> {text}\n    claims: {[(t.kind, t.direction, t.negated, t.category) for t in intended]}")
    for defect, sentences in grammar["defect"].items():
        for sentence in sentences:
            print(f"defect {defect}: {sentence}")
    print("clean:", grammar["clean"][""])
    problems = text_check(grammar)
    for why, example in problems.items():
        print(f"text check: {why}, e.g. {example}")
    if problems:
        print("(the export refuses such reviews as training labels: fix them unless your style means them)")
    print("OK")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] in ("-h", "--help"):
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
