"""Audit statistics: claims and refutations by kind, decisions by outcome, and — with a
benchmark of known truth — label accuracy before and after the audit.

CONTRACT: `compute_stats(audits, records, bench_path=None)` → JSON-able dict;
`write_stats(path, stats)`; `slot_truth(bench_line, step, token)` → the true winner of one
action slot of a synthetic pair.

Slot truth (synthetic benchmarks, ``bench synth`` lines with a ``degradation`` key): a pair whose
degradation hurts the action axis has its degraded side fail the degraded step (``slot``), or
every step with a lateral component for ``mirrored``; the faithful side wins those slots. Every
other slot is followed by both sides, so its truth is ``Tie``. Accuracy = share of voting slots
whose review winner equals the truth, reported over all labels before the audit (teacher) and
after it (final reviews; escalated items keep the teacher's review until a person decides), and
over the labels the audit keeps (accept + revise).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from worldreward.labels import LabelRecord


def slot_truth(line: Mapping[str, Any], step: int | None, token: str) -> str | None:
    """The true slot winner (``A | B | Tie``) or None when the line carries no known truth."""
    deg = line.get("degradation")
    if not isinstance(deg, Mapping) or step is None:
        return None
    side = deg.get("side")
    if deg.get("axis") != "action" or side not in ("left", "right"):
        return "Tie"
    faithful = "B" if side == "left" else "A"
    if deg.get("name") == "mirrored":
        from worldreward.degrade import mirror_changes_action

        return faithful if mirror_changes_action(token) else "Tie"
    if deg.get("slot") is None:
        return faithful
    return faithful if int(deg["slot"]) == step else "Tie"


def _slot_winners(review: Mapping[str, Any]) -> dict[int, str]:
    return {int(a["action_id"]): a["winner"] for a in review["action_control"]["actions"]}


def _accuracy(pairs: Iterable[tuple[dict[int, str], dict[int, str]]]) -> dict[str, Any]:
    correct = total = 0
    for winners, truth in pairs:
        for action_id, want in truth.items():
            total += 1
            correct += winners.get(action_id) == want
    return {"correct": correct, "slots": total, "accuracy": round(correct / total, 4) if total else None}


def label_accuracy(audits: list[dict[str, Any]], records: list[LabelRecord],
                   bench_lines: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
    """Slot-level action-winner accuracy before and after the audit (module docstring)."""
    by_id = {r.label_id: r for r in records}
    before, after, kept_before, kept_after = [], [], [], []
    for a in audits:
        rec = by_id.get(a["label_id"])
        line = bench_lines.get(a["pair_id"])
        if rec is None or line is None:
            continue
        truth = {}
        for s in rec.slots:
            if s.role != "action":
                continue
            t = slot_truth(line, s.step, s.token)
            if t is not None:
                truth[s.action_id] = t
        if not truth:
            continue
        orig, final = _slot_winners(a["original_review"]), _slot_winners(a["final_review"])
        before.append((orig, truth))
        after.append((final if a["decision"] != "escalate" else orig, truth))
        if a["decision"] != "escalate":
            kept_before.append((orig, truth))
            kept_after.append((final, truth))
    return {"before": _accuracy(before), "after": _accuracy(after),
            "kept_before": _accuracy(kept_before), "kept_after": _accuracy(kept_after)}


def compute_stats(audits: list[dict[str, Any]], records: list[LabelRecord], *,
                  bench_path: str | Path | None = None) -> dict[str, Any]:
    """Counts over the audit records (first-round claims, all decisions) and optional accuracy."""
    decisions = Counter(a["decision"] for a in audits)
    corrected = Counter(a.get("corrected_by") for a in audits if a.get("corrected_by"))
    claims_by_kind: Counter[str] = Counter()
    claims_by_source: Counter[str] = Counter()
    refuted_by_kind: Counter[str] = Counter()
    verdicts: Counter[str] = Counter()
    findings: Counter[str] = Counter()
    rounds: Counter[int] = Counter()
    prose_notes = 0
    tool_calls = 0
    for a in audits:
        rounds[len(a["rounds"])] += 1
        if not a["rounds"]:
            continue
        first = a["rounds"][0]
        kinds = {c["claim_id"]: c["kind"] for c in first["claims"]}
        claims_by_kind.update(kinds.values())
        claims_by_source.update(c.get("source", "rules") for c in first["claims"])
        for v in first["verdicts"]:
            verdicts[v["verdict"]] += 1
            if v["verdict"] == "refuted":
                refuted_by_kind[kinds.get(v["claim_id"], "?")] += 1
        findings.update(f["kind"] for f in first["findings"])
        prose_notes += len(first.get("prose_notes") or [])
        tool_calls += sum(len(r["tool_calls"]) for r in a["rounds"])
    stats: dict[str, Any] = {
        "labels": len(audits),
        "decisions": {k: decisions.get(k, 0) for k in ("accept", "revise", "escalate")},
        "corrected_by": dict(corrected),
        "claims_by_kind": dict(claims_by_kind),
        "claims_by_source": dict(claims_by_source),
        "verdicts": {k: verdicts.get(k, 0) for k in ("supported", "refuted", "inconclusive")},
        "refuted_by_kind": dict(refuted_by_kind),
        "findings_by_kind": dict(findings),
        "prose_notes": prose_notes,  # prose outvoted by measured structured fields (no finding)
        "rounds": {str(k): v for k, v in sorted(rounds.items())},
        "tool_calls": tool_calls,
    }
    if bench_path is not None:
        from worldreward.jsonl import read_jsonl

        lines = {obj["pair_id"]: obj for obj in read_jsonl(bench_path, strict=True) if "pair_id" in obj}
        stats["accuracy"] = label_accuracy(audits, records, lines)
        stats["bench"] = str(bench_path)
    return stats


def write_stats(path: str | Path, stats: dict[str, Any]) -> Path:
    """Write ``stats.json`` atomically."""
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(stats, indent=2, sort_keys=True), encoding="utf-8")
    tmp.replace(path)
    return path
