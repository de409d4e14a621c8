"""Rule-based claim extraction from review analyses (directions, negations, sides, kinds)."""

from __future__ import annotations

import pytest
from worldreward.agents.claims import Claim, extract_claims, field_text, merge_claims
from worldreward.agents.llm import _claim_from

from worldreward.review import ReviewPayload

KINDS = ("direction", "static", "flicker", "blur", "warp", "drift")


def claims_of(text: str, side: str = "A") -> list[tuple[str, str, str | None, bool]]:
    """(side, kind, direction, negated) of the claims in one slot analysis of ``side``."""
    other = "The camera of this video is not described."
    a, b = (text, other) if side == "A" else (other, text)
    payload = _payload(a, b)
    return [(c.side, c.kind, c.direction, c.negated) for c in extract_claims(payload) if c.field.startswith("action")]


def _payload(a: str, b: str, *, tc_a: str = "Stable.", tc_b: str = "Stable.") -> ReviewPayload:
    dim = {"video_a_analysis": "Stable.", "video_b_analysis": "Stable.", "winner": "Tie"}
    return ReviewPayload.model_validate({
        "action_control": {"actions": [{"action_id": 1, "action_label": "IDLE | YawLeft", "video_a_analysis": a,
                                        "video_b_analysis": b, "winner": "A"}],
                           "overall_summary": "s", "overall_winner": "A"},
        "visual_quality": {"temporal_consistency": {**dim, "video_a_analysis": tc_a, "video_b_analysis": tc_b},
                           "dynamic_generation_quality": dim, "artifacts_and_structure_integrity": dim,
                           "overall_summary": "s", "overall_winner": "Tie"},
    })


@pytest.mark.parametrize("text, expected", [
    ("Video A pans left smoothly.", [("A", "direction", "left", False)]),
    ("The camera turns to the right.", [("A", "direction", "right", False)]),
    ("It tilts up, revealing sky.", [("A", "direction", "up", False)]),
    ("The view pitches downward.", [("A", "direction", "down", False)]),
    ("The camera zooms in on the wall.", [("A", "direction", "forward", False)]),
    ("The camera pulls back from the tower.", [("A", "direction", "backward", False)]),
    ("It strafes left past the trees.", [("A", "direction", "left", False)]),
    ("The camera moves forward.", [("A", "direction", "forward", False)]),
    # content motion is the mirror of camera motion
    ("The content shifts toward the right edge.", [("A", "direction", "left", False)]),
    ("Everything slides to the left.", [("A", "direction", "right", False)]),
    ("Objects sink toward the bottom of the frame.", [("A", "direction", "up", False)]),
    ("New content enters from the top.", [("A", "direction", "up", False)]),
    ("The buildings grow larger.", [("A", "direction", "forward", False)]),
    ("The scenery shrinks.", [("A", "direction", "backward", False)]),
])
def test_direction_phrases(text: str, expected: list) -> None:
    assert claims_of(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("The camera does not pan left.", [("A", "direction", "left", True)]),
    ("It never turns right.", [("A", "direction", "right", True)]),
    ("Instead of panning left, the camera pans right.", [("A", "direction", "left", True),
                                                          ("A", "direction", "right", False)]),
    # a negation of an earlier phrase does not reach across "and"
    ("Video A shows no motion artifacts and pans left.", [("A", "direction", "left", False)]),
    ("There is no flicker.", []),  # quality kinds are read from every field; see below
])
def test_negations(text: str, expected: list) -> None:
    got = [c for c in claims_of(text) if c[1] == "direction"]
    assert got == expected


@pytest.mark.parametrize("text", [
    "The command asks for a pan left.",
    "The camera should turn right here.",
    "It is supposed to move forward.",
    "The commanded pan left is absent.",
    "The action is a tilt up.",
])
def test_statements_about_the_command_are_not_claims(text: str) -> None:
    assert [c for c in claims_of(text) if c[1] == "direction"] == []


def test_static_and_quality_claims() -> None:
    assert ("A", "static", None, False) in claims_of("Video A stays completely static.")
    assert ("A", "static", None, False) in claims_of("There is no camera motion at all.")
    assert ("A", "frozen", None, False) in claims_of("The picture is frozen.")  # held frames: a defect
    assert not [c for c in claims_of("There is no motion blur.") if c[1] == "static"]
    p = _payload("Pans left.", "Pans left.", tc_a="The picture flickers badly.", tc_b="No flicker is visible.")
    vis = [(c.side, c.kind, c.negated) for c in extract_claims(p) if c.field.startswith("visual")]
    assert ("A", "flicker", False) in vis and ("B", "flicker", True) in vis
    for text, kind in (("Edges blur during the turn.", "blur"), ("Walls warp and melt.", "warp"),
                       ("Heavy distortion on the left.", "warp"), ("A colour drift tints the scene.", "drift")):
        assert kind in [c[1] for c in claims_of(text)], text


def test_side_attribution_and_offsets() -> None:
    text = "Unlike Video B, which zooms in, Video A moves backward. Video B pans right, while this one pans left."
    p = _payload(text, "Video B is static.")
    claims = [c for c in extract_claims(p) if c.origin == "action.1.A"]
    got = [(c.side, c.direction) for c in claims if c.kind == "direction"]
    assert got == [("B", "forward"), ("A", "backward"), ("B", "right"), ("A", "left")]
    for c in claims:  # start/end index the clause inside the analysis it was read from
        assert field_text(p, c.origin)[c.start:c.end] == c.text
    b_claims = [c for c in extract_claims(p) if c.origin == "action.1.B"]
    assert [(c.side, c.kind) for c in b_claims] == [("B", "static")]
    assert all(c.slot == 1 for c in claims)


def test_ids_and_merge() -> None:
    p = _payload("Pans left. Tilts up.", "Pans right.")
    rules = extract_claims(p)
    assert [c.claim_id for c in rules] == [f"c{i + 1}" for i in range(len(rules))]
    llm = [Claim(claim_id="m1", kind="direction", side="A", field="action.1.A", slot=1, direction="left",
                 text="Pans left", source="llm"),
           Claim(claim_id="m2", kind="flicker", side="B", field="visual.temporal_consistency.B", text="flickers",
                 source="llm")]
    merged = merge_claims(rules, llm)
    assert len(merged) == len(rules) + 1 and merged[-1].kind == "flicker" and merged[-1].claim_id == f"c{len(merged)}"


def test_llm_claims_are_validated() -> None:
    ok = _claim_from({"field": "action.2.B", "side": "B", "kind": "direction", "direction": "up", "text": "tilts up"}, 0, 3)
    assert ok is not None and ok.slot == 2 and ok.source == "llm" and ok.start == -1
    for bad in ({"field": "action.9.B", "side": "B", "kind": "direction", "direction": "up"},
                {"field": "action.1.B", "side": "B", "kind": "direction", "direction": "sideways"},
                {"field": "action.1.C", "side": "C", "kind": "static"},
                {"field": "visual.x.A", "side": "A", "kind": "telepathy"}, "not a dict"):
        assert _claim_from(bad, 0, 3) is None
