"""The audit benchmark's teacher (bench/audit.py): valid reviews from every grammar, planted errors
recorded where they were written, structured fields that say what the prose says."""

from __future__ import annotations

import pytest
from worldreward.agents.claims import contradictions, extract_claims, observed_claims
from worldreward.bench.audit import GRAMMARS, SAMPLE_TOKENS, Rng, sample_label, write_review

from worldreward.review import validate_payload

TOKENS = list(SAMPLE_TOKENS)


@pytest.mark.parametrize("grammar", sorted(GRAMMARS))
def test_grammar_reviews_are_valid_and_self_consistent(grammar: str) -> None:
    planted = 0
    for i in range(12):
        label = sample_label(i)
        truth = {"A": [TOKENS[(i + k) % 4] for k in range(4)], "B": [TOKENS[(i + k + 1) % 4] for k in range(4)]}
        line = {"degradation": {"name": "flicker", "side": "right"}}
        w = write_review(Rng(f"t{grammar}"), label, truth, line, 1.0, True, GRAMMARS[grammar])
        payload = validate_payload(w.payload, expected_slots=2)
        planted += len(w.planted)
        assert w.intended and all(it.field.split(".")[-1] in "AB" for it in w.intended)
        # the defect of the degraded side is both described and listed
        assert "flicker" in (payload.visual_quality.defects_b or [])
        # structured fields carry what the teacher believes, planted errors included
        obs = {(c.field, c.kind, c.direction) for c in observed_claims(payload)}
        for p in w.planted:
            if p.kind == "direction":
                assert (p.field, "direction", p.direction) in obs
            elif p.kind == "static":
                assert (p.field, "static", None) in obs
        # the prose is written from the same beliefs: extracted prose never contradicts the fields
        # on the phrases the grammar marks as intended
        rules = extract_claims(payload)
        intended = {(it.field, it.kind, it.direction, it.negated) for it in w.intended}
        clashing = [c for c, _ in contradictions(payload, rules)
                    if (c.field, c.kind, c.direction, c.negated) in intended]
        assert clashing == [], grammar
    assert planted >= 8, "every review plants an error at rate 1.0 (some kinds are skipped on idle sides)"


@pytest.mark.parametrize(("phrase", "base"), [
    ("swivels to the left", "swivel to the left"), ("is drifting left", "be drifting left"),
    ("has turned right", "have turned right"), ("goes astern", "go astern"), ("does a pan left", "do a pan left"),
    ("pushes in", "push in"), ("carries on forward", "carry on forward"), ("tiptoes forward", "tiptoe forward"),
    ("passes the pillar", "pass the pillar"), ("echoes the turn", "echo the turn"),
])
def test_base_form_after_a_hedge_verb(phrase: str, base: str) -> None:
    from worldreward.bench.audit import _base

    assert _base(phrase) == base
