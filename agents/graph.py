"""The label audit graph (LangGraph ``StateGraph``): extract claims → verify with tools → decide
→ (revise → extract …) until accept or escalate.

CONTRACT

- `Auditor(max_rounds=2, model=None, llm_extractor=False, second_look=False)`; ``model`` is an
  `AuditModel` (the teacher) or None. With no model the graph is a tool-only auditor: claims come
  from the rules, revisions use `tool_correction`.
- `Auditor.audit(record)` → `AuditRecord`: the decision (``accept | revise | escalate``), the
  reasons, the original and final review, and the whole trail (one `AuditRound` per round: claims,
  verdicts, tool calls with inputs and outputs, slot checks, findings, the round's action and the
  changes made).
- `run_audit(labels_path, out_dir, auditor)` audits every label of a file into
  ``out_dir/audited.jsonl`` (resumable: finished label ids are skipped), ``queue.jsonl``
  (escalations for human review) and ``stats.json`` (see `worldreward.agents.stats`). A label
  that cannot be audited (e.g. its evidence folder is gone) is listed in ``stats["failed"]`` and
  retried by the next run.

Decisions: ``accept`` = no finding in round 0; ``revise`` = findings fixed by a revision (the
teacher's when a model is configured, else the tool-only rule) and the revised review audits
clean; ``escalate`` = a revision could not fix it within ``max_rounds``, the tool rule could not
decide it, the teacher failed, or a decisive claim could not be measured.

langgraph is an optional extra (``pip install worldreward[agents]``); it is imported when an
`Auditor` is built.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Literal, TypedDict

from pydantic import BaseModel, Field

from worldreward.errors import WorldRewardError
from worldreward.labels import LabelRecord
from worldreward.review import ReviewPayload

from .claims import Claim, contradictions, extract_claims, merge_claims, observed_claims
from .decide import Finding, assess, decide, outvoted_prose, tool_correction
from .tools import ChunkMaterial, Toolbox, ToolCall, Verdict

AUDIT_VERSION = "audit.v2"  # v2: structured observations, levels as printed, whole-analysis revisions


class AuditRound(BaseModel):
    """What happened in one round of the audit."""

    round: int
    claims: list[Claim] = Field(default_factory=list)
    verdicts: list[Verdict] = Field(default_factory=list)
    slot_checks: dict[int, dict[str, Any]] = Field(default_factory=dict)
    tool_calls: list[ToolCall] = Field(default_factory=list)
    findings: list[Finding] = Field(default_factory=list)
    contradictions: list[tuple[str, str]] = Field(default_factory=list)  # (claim id, why) prose vs observed
    prose_notes: list[tuple[str, str]] = Field(default_factory=list)  # (claim id, why) outvoted prose, no finding
    action: str = ""  # accept | revise:teacher | revise:tool | escalate
    changes: list[str] = Field(default_factory=list)
    error: str | None = None


class AuditRecord(BaseModel):
    """One line of ``audited.jsonl``."""

    label_id: str
    pair_id: str
    chunk_index: int
    decision: Literal["accept", "revise", "escalate"]
    reasons: list[str] = Field(default_factory=list)
    corrected_by: Literal["teacher", "tool"] | None = None
    original_review: ReviewPayload
    final_review: ReviewPayload
    rounds: list[AuditRound]
    evidence_dir: str | None = None
    teacher_model: str | None = None
    prompt_id: str | None = None
    prompt_hash: str | None = None
    audit_version: str = AUDIT_VERSION
    auditor: dict[str, Any] = Field(default_factory=dict)
    audited_at: str | None = None
    seconds: float = 0.0


class _State(TypedDict, total=False):
    record: LabelRecord
    material: ChunkMaterial
    payload: ReviewPayload
    round: int
    rounds: list[AuditRound]
    current: AuditRound
    decision: str
    reasons: list[str]
    corrected_by: str | None


def require_langgraph() -> Any:
    """Import langgraph's graph module or fail with the install hint."""
    try:
        from langgraph import graph as lg
    except ImportError as exc:
        raise WorldRewardError(
            "worldreward.agents", "the audit graph needs langgraph: pip install worldreward[agents]"
        ) from exc
    return lg


class Auditor:
    """Builds and runs the audit graph (module docstring)."""

    def __init__(self, *, max_rounds: int = 2, model: Any = None, llm_extractor: bool = False,
                 second_look: bool = False) -> None:
        if max_rounds < 0:
            raise ValueError("max_rounds must be >= 0")
        self.max_rounds = max_rounds
        self.model = model
        self.llm_extractor = llm_extractor and model is not None
        self.use_second_look = second_look and model is not None
        self._graph = self._build()

    def config(self) -> dict[str, Any]:
        return {"max_rounds": self.max_rounds, "llm_extractor": self.llm_extractor,
                "second_look": self.use_second_look, "audit_version": AUDIT_VERSION,
                "model": self.model.config() if self.model is not None else None}

    # ------------------------------------------------------------------------------ graph

    def _build(self) -> Any:
        lg = require_langgraph()
        g = lg.StateGraph(_State)
        g.add_node("extract", self._extract)
        g.add_node("verify", self._verify)
        g.add_node("decide", self._decide)
        g.add_node("revise", self._revise)
        g.add_edge(lg.START, "extract")
        g.add_edge("extract", "verify")
        g.add_edge("verify", "decide")
        g.add_conditional_edges("decide", lambda s: "revise" if s["decision"] == "revise" else "end",
                                {"revise": "revise", "end": lg.END})
        g.add_conditional_edges("revise", lambda s: "end" if s["decision"] == "escalate" else "extract",
                                {"extract": "extract", "end": lg.END})
        return g.compile()

    def _extract(self, state: _State) -> dict[str, Any]:
        current = AuditRound(round=state["round"])
        # structured observations first: where the teacher filled them they are checked directly
        claims = merge_claims(observed_claims(state["payload"]), extract_claims(state["payload"]))
        if self.llm_extractor:
            try:
                claims = merge_claims(claims, self.model.extract_claims(state["payload"]))
            except WorldRewardError as exc:
                current.error = f"LLM claim extractor failed, rules only: {exc}"
        current.claims = claims
        return {"current": current}

    def _verify(self, state: _State) -> dict[str, Any]:
        current = state["current"].model_copy()
        look = self.model.second_look if self.use_second_look else None
        tools = Toolbox(state["material"], second_look=look)
        current.verdicts = [tools.check(c, current.claims) for c in current.claims]
        voting = state["record"].voting_ids
        current.slot_checks = {i: tools.slot_winner(i) for i in voting}
        current.tool_calls = list(tools.calls)
        vq = state["payload"].visual_quality
        kept, notes = outvoted_prose(current.claims, current.verdicts, contradictions(state["payload"], current.claims),
                                     {side for side, listed in (("A", vq.defects_a), ("B", vq.defects_b))
                                      if listed is not None})
        current.contradictions = [(c.claim_id, why) for c, why in kept]
        current.prose_notes = [(c.claim_id, why) for c, why in notes]
        current.findings = assess(state["payload"], current.claims, current.verdicts, current.slot_checks, voting,
                                  self._contradicted(current), noted={cid for cid, _ in current.prose_notes})
        return {"current": current}

    def _decide(self, state: _State) -> dict[str, Any]:
        current = state["current"].model_copy()
        outcome = decide(current.findings, state["round"], self.max_rounds)
        reasons = list(state.get("reasons", []))
        if outcome == "accept":
            current.action = "accept"
            outcome = "revise" if state["round"] > 0 else "accept"
            rounds = [*state["rounds"], current]
            return {"decision": "accept_final" if outcome == "accept" else "revised", "rounds": rounds,
                    "reasons": reasons}
        if outcome == "escalate":
            current.action = "escalate"
            reasons.extend(f.detail for f in current.findings)
            if state["round"] >= self.max_rounds and any(f.kind != "inconclusive_decisive" for f in current.findings):
                reasons.append(f"still wrong after {state['round']} revision round(s)")
            return {"decision": "escalate", "rounds": [*state["rounds"], current], "reasons": reasons}
        return {"decision": "revise", "current": current}

    def _revise(self, state: _State) -> dict[str, Any]:
        current = state["current"].model_copy()
        record = state["record"]
        reasons = list(state.get("reasons", []))
        if self.model is not None:
            problems = [f.detail for f in current.findings if f.kind != "inconclusive_decisive"]
            image = state["material"].image_path("grid")
            try:
                new_payload = self.model.revise(state["payload"], problems,
                                                len(state["payload"].action_control.actions), image)
            except WorldRewardError as exc:
                current.action, current.error = "escalate", f"teacher revision failed: {exc}"
                reasons.append(current.error)
                return {"decision": "escalate", "rounds": [*state["rounds"], current], "reasons": reasons}
            current.action, current.changes = "revise:teacher", [f"teacher rewrote the review ({len(problems)} problem(s))"]
            by = "teacher"
        else:
            fix = tool_correction(state["payload"], current.claims, current.verdicts, current.slot_checks,
                                  record.voting_ids, Toolbox(state["material"]), self._contradicted(current))
            if fix is None:
                current.action = "escalate"
                reasons.extend(f.detail for f in current.findings)
                reasons.append("the measurement does not decide the corrected winner (tool-only audit)")
                return {"decision": "escalate", "rounds": [*state["rounds"], current], "reasons": reasons}
            new_payload, current.action, current.changes = fix.payload, "revise:tool", fix.changes
            by = "tool"
        return {"payload": new_payload, "round": state["round"] + 1, "rounds": [*state["rounds"], current],
                "decision": "revise", "corrected_by": by, "reasons": reasons}

    @staticmethod
    def _contradicted(current: AuditRound) -> list[tuple[Claim, str]]:
        by_id = {c.claim_id: c for c in current.claims}
        return [(by_id[cid], why) for cid, why in current.contradictions if cid in by_id]

    # ------------------------------------------------------------------------------ running

    def audit(self, record: LabelRecord) -> AuditRecord:
        """Audit one label record (its evidence folder must exist)."""
        from worldreward.labels import now_iso

        if not record.evidence_dir:
            raise WorldRewardError(record.label_id, "label has no evidence_dir; re-run `worldreward label`")
        t0 = time.perf_counter()
        material = ChunkMaterial.from_dir(record.evidence_dir)
        state: _State = {"record": record, "material": material, "payload": record.review, "round": 0,
                         "rounds": [], "reasons": [], "corrected_by": None}
        final = self._graph.invoke(state, {"recursion_limit": 8 * (self.max_rounds + 2)})
        decision = {"accept_final": "accept", "revised": "revise"}.get(final["decision"], "escalate")
        return AuditRecord(
            label_id=record.label_id, pair_id=record.pair_id, chunk_index=record.chunk_index,
            decision=decision, reasons=final.get("reasons", []),
            corrected_by=final.get("corrected_by") if decision == "revise" else None,
            original_review=record.review, final_review=final["payload"], rounds=final["rounds"],
            evidence_dir=record.evidence_dir, teacher_model=record.meta.model, prompt_id=record.meta.prompt_id,
            prompt_hash=record.meta.prompt_hash, auditor=self.config(), audited_at=now_iso(),
            seconds=round(time.perf_counter() - t0, 4),
        )


def queue_item(record: LabelRecord, audit: AuditRecord) -> dict[str, Any]:
    """The human-review queue entry of an escalated label."""
    last = audit.rounds[-1] if audit.rounds else AuditRound(round=0)
    verdicts = {v.claim_id: v for v in last.verdicts}
    return {
        "queue_id": record.label_id,
        "label_id": record.label_id,
        "pair_id": record.pair_id,
        "chunk_index": record.chunk_index,
        "evidence_dir": record.evidence_dir,
        "caption": record.caption,
        "slots": [s.model_dump() for s in record.slots],
        "review": audit.final_review.model_dump(mode="json"),
        "reasons": audit.reasons,
        "findings": [f.model_dump(mode="json") for f in last.findings],
        "claims": [
            {**c.model_dump(mode="json"), "verdict": verdicts[c.claim_id].verdict,
             "reason": verdicts[c.claim_id].reason}
            for c in last.claims if c.claim_id in verdicts
        ],
        "slot_checks": {str(k): v for k, v in last.slot_checks.items()},
        "teacher_model": record.meta.model,
    }


def run_audit(labels_path: str | Path, out_dir: str | Path, auditor: Auditor, *,
              bench_path: str | Path | None = None) -> dict[str, Any]:
    """Audit every label of ``labels_path`` into ``out_dir`` (module docstring); returns the stats."""
    from worldreward.console import progress, warn
    from worldreward.jsonl import JsonlAppender, read_jsonl, write_jsonl_atomic
    from worldreward.labels import load_labels

    from .stats import compute_stats, write_stats

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    records = load_labels(labels_path)
    audited_path, queue_path = out / "audited.jsonl", out / "queue.jsonl"
    done = {obj.get("label_id") for obj in read_jsonl(audited_path)}
    todo = [r for r in records if r.label_id not in done]
    failures: list[str] = []
    with JsonlAppender(audited_path) as sink, progress() as bar:
        task = bar.add_task("auditing labels", total=len(todo))
        for rec in todo:
            try:
                result = auditor.audit(rec)
            except WorldRewardError as exc:  # e.g. a deleted evidence folder: report, go on, retry next run
                failures.append(f"{rec.label_id}: {exc}")
                warn(f"audit of {rec.label_id} failed: {exc}")
            else:
                sink.append(result.model_dump(mode="json"))
            bar.advance(task)
    # the queue is derived from audited.jsonl so that a resumed run never duplicates an item
    audits = {obj["label_id"]: obj for obj in read_jsonl(audited_path)}
    by_id = {r.label_id: r for r in records}
    queue = [queue_item(by_id[lid], AuditRecord.model_validate(a)) for lid, a in audits.items()
             if a.get("decision") == "escalate" and lid in by_id]
    write_jsonl_atomic(queue_path, queue)
    stats = compute_stats(list(audits.values()), records, bench_path=bench_path)
    stats["failed"] = failures
    write_stats(out / "stats.json", stats)
    return stats
