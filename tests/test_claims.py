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
    rot = _claim_from({"field": "action.1.A", "side": "A", "kind": "direction", "direction": "left", "motion": "rotation",
                       "negated": True, "hedged": True, "text": "no yaw at all"}, 1, 3)
    assert rot is not None and rot.motion == "rotation" and rot.negated and rot.hedged
    ghost = _claim_from({"field": "visual.dynamic_generation_quality.B", "side": "B", "kind": "ghosting"}, 2, 3)
    assert ghost is not None and ghost.kind == "ghosting" and not ghost.negated
    for bad in ({"field": "action.9.B", "side": "B", "kind": "direction", "direction": "up"},
                {"field": "action.1.B", "side": "B", "kind": "direction", "direction": "sideways"},
                {"field": "action.1.C", "side": "C", "kind": "static"},
                {"field": "visual.x.A", "side": "A", "kind": "telepathy"}, "not a dict"):
        assert _claim_from(bad, 0, 3) is None


# --------------------------------------------------------------------------------------------
# a corpus of camera-motion phrasings in many styles (none of them the teacher stub's, nor the
# benchmark grammars' of bench/audit.py); expected = the set of (kind, direction, negated)

D = "direction"
CORPUS: list[tuple[str, str, set[tuple[str, str | None, bool]]]] = [
    # synonyms: rotation
    ("synonym", "Here the camera swivels left on its tripod.", {(D, "left", False)}),
    ("synonym", "It sweeps to the right across the plaza.", {(D, "right", False)}),
    ("synonym", "We get a slow whip pan to the left.", {(D, "left", False)}),
    ("synonym", "The camera wheels round to the right.", {(D, "right", False)}),
    ("synonym", "The shot tips up.", {(D, "up", False)}),
    ("synonym", "Then the view dips.", {(D, "down", False)}),
    ("synonym", "The lens cranes upward to the rooftops.", {(D, "up", False)}),
    ("synonym", "Camera nods down toward the path.", {(D, "down", False)}),
    # synonyms: translation
    ("synonym", "The rig sidesteps to the left.", {(D, "left", False)}),
    ("synonym", "The camera crabs right between the crates.", {(D, "right", False)}),
    ("synonym", "It trucks leftwards.", {(D, "left", False)}),
    ("synonym", "The camera advances toward the gate.", {(D, "forward", False)}),
    ("synonym", "The camera backs away from the doorway.", {(D, "backward", False)}),
    ("synonym", "Our viewpoint retreats.", {(D, "backward", False)}),
    ("synonym", "The camera moves closer to the fountain.", {(D, "forward", False)}),
    ("synonym", "The camera pushes in on the statue.", {(D, "forward", False)}),
    ("synonym", "The camera pulls out to a wide view.", {(D, "backward", False)}),
    ("synonym", "The drone flies ahead over the river.", {(D, "forward", False)}),
    # negations
    ("negation", "There is no yaw at all.", {(D, "left", True), (D, "right", True)}),
    ("negation", "No yaw at all; the camera simply moves forward.", {(D, "left", True), (D, "right", True),
                                                                     (D, "forward", False)}),
    ("negation", "The camera never pans to the left.", {(D, "left", True)}),
    ("negation", "It doesn't tilt up even once.", {(D, "up", True)}),
    ("negation", "Rather than strafing right, it turns right.", {(D, "right", True), (D, "right", False)}),
    ("negation", "Without any pitch change, it slides left.", {(D, "up", True), (D, "down", True), (D, "left", False)}),
    ("negation", "There is no sign of it moving backward.", {(D, "backward", True)}),
    ("negation", "The camera is not static.", {("static", None, True)}),
    # hedges
    ("hedge", "It seems to drift slightly to the right.", {(D, "right", False)}),
    ("hedge", "Perhaps the camera tilts down a little.", {(D, "down", False)}),
    ("hedge", "I believe the viewpoint creeps forward.", {(D, "forward", False)}),
    ("hedge", "The camera might be turning left, though it is hard to tell.", {(D, "left", False)}),
    ("hedge", "Arguably the view yaws right.", {(D, "right", False)}),
    # picture motion, with the sign of the camera
    ("picture", "Near pillars glide toward the left edge ahead of the backdrop, new content on the right.",
     {(D, "right", False)}),
    ("picture", "The foreground trees rush past toward the right edge.", {(D, "left", False)}),
    ("picture", "Everything in view drifts to the left.", {(D, "right", False)}),
    ("picture", "New scenery keeps arriving from the left.", {(D, "left", False)}),
    ("picture", "The horizon sinks toward the bottom of the frame.", {(D, "up", False)}),
    ("picture", "The rooftops climb toward the top edge.", {(D, "down", False)}),
    ("picture", "The doorway looms larger and larger.", {(D, "forward", False)}),
    ("picture", "The statues shrink into the distance.", {(D, "backward", False)}),
    ("picture", "Objects exit the frame on the left.", {(D, "right", False)}),
    ("picture", "The columns slide off to the right, and new arches appear on the left.", {(D, "left", False)}),
    ("picture", "We see the shelves sliding to the right.", {(D, "left", False)}),
    ("picture", "The ridge line is pushed out on the left.", {(D, "right", False)}),
    ("negation", "There is no motion to the right.", {(D, "right", True)}),
    ("negation", "It sidesteps left without turning much.", {(D, "left", False)}),
    ("synonym", "The view slips sideways to the right.", {(D, "right", False)}),
    # motion named by a noun: the camera's motion, whatever adjectives stand before it
    ("nominal", "What follows is a gentle lateral translation toward the left.", {(D, "left", False)}),
    ("nominal", "There is brief sideways travel to the right here.", {(D, "right", False)}),
    ("nominal", "The rollout shows a quick push-in.", {(D, "forward", False)}),
    ("nominal", "Backward translation dominates, with a small pan to the left.", {(D, "backward", False),
                                                                             (D, "left", False)}),
    ("nominal", "A dolly-out plus slight sideways travel to the left follows.", {(D, "backward", False),
                                                                                (D, "left", False)}),
    ("nominal", "The lamps drop toward the lower edge.", {(D, "up", False)}),  # "lower edge" is no motion
    # the head of a compound noun decides; an unknown noun before a camera-only verb is the camera
    ("subject", "The drone camera is tilting down.", {(D, "down", False)}),
    ("subject", "The capture keeps panning right.", {(D, "right", False)}),
    ("subject", "The kiosks are carried leftward.", {(D, "right", False)}),  # a passive, not a motion noun
    ("subject", "The slot is dominated by a pan to the left.", {(D, "left", False)}),
    ("negation", "Leftward movement is absent.", {(D, "left", True)}),
    ("negation", "It holds a steady heading.", {(D, "left", True), (D, "right", True)}),
    ("static", "The camera does not change its position.", {("static", None, False)}),
    # screen paths, asides, telegraphic notes
    ("picture", "The lamp posts slide from left to right.", {(D, "left", False)}),
    ("synonym", "The drone pans from right to left.", {(D, "left", False)}),
    ("hedge", "It tilts up (not entirely sure) whilst it strafes right.", {(D, "up", False), (D, "right", False)}),
    ("negation", "Pitch: unchanged.", {(D, "up", True), (D, "down", True)}),
    ("negation", "Nothing leftward.", {(D, "left", True)}),
    ("picture", "The kiosks come up to meet the viewer.", {(D, "forward", False)}),
    ("nominal", "Mostly sideways motion toward the right.", {(D, "right", False)}),
    # coordinated verbs share their subject
    ("picture", "The hedges shrink and drift left.", {(D, "backward", False), (D, "right", False)}),
    ("synonym", "The rig strafes right and then dips.", {(D, "right", False), (D, "down", False)}),
    # phrase verbs and less common verbs
    ("synonym", "The camera works its way forward.", {(D, "forward", False)}),
    ("synonym", "The viewpoint loses ground.", {(D, "backward", False)}),
    ("synonym", "It closes the gap to the gate.", {(D, "forward", False)}),
    ("synonym", "The lens slews right.", {(D, "right", False)}),
    ("synonym", "Our camera backpedals.", {(D, "backward", False)}),
    ("synonym", "The camera tips nose-up.", {(D, "up", False)}),
    # picture motion
    ("picture", "The kiosks leave frame-left.", {(D, "right", False)}),
    ("picture", "The benches slide out of frame on the left.", {(D, "right", False)}),
    ("picture", "The statues occupy less and less of the frame.", {(D, "backward", False)}),
    ("picture", "The kiosks converge toward the centre.", {(D, "backward", False)}),
    ("negation", "Pitching is absent.", {(D, "up", True), (D, "down", True)}),
    # static
    ("static", "The shot is locked off.", {("static", None, False)}),
    ("static", "Nothing moves; the camera stays put.", {("static", None, False)}),
    ("static", "The frame holds its position for the whole slot.", {("static", None, False)}),
    ("static", "The camera stays in the same spot without moving.", {("static", None, False)}),
    ("static", "It keeps a constant vantage point.", {("static", None, False)}),
    # intent, not claims
    ("intent", "The command asks for a yaw to the right.", set()),
    ("intent", "Ideally the camera would pan left here.", set()),
    ("intent", "A correct rollout should move forward.", set()),
    # stillness in strong words, denied through "appear to", or as a quantity of motion that is none
    ("static", "Throughout the slot the rig is rock-solid.", {("static", None, False)}),
    ("static", "The lens stays stock-still.", {("static", None, False)}),
    ("static", "It doesn't seem to budge.", {("static", None, False)}),
    ("static", "The view never stirs.", {("static", None, False)}),
    ("static", "There is not the slightest sign of camera motion.", {("static", None, False)}),
    ("static", "The shot is rooted to the spot.", {("static", None, False)}),
    ("negation", "The camera does not seem to travel to the right.", {(D, "right", True)}),
    ("negation", "The brightness holds still but the camera pans left.", {(D, "left", False)}),
    ("negation", "The bearing angle holds.", {(D, "left", True), (D, "right", True)}),
    ("negation", "Its heading stays put.", {(D, "left", True), (D, "right", True)}),  # one axis, not static
    # two coordinated directions: both components, or both denied
    ("verb", "It travels backward and toward the left.", {(D, "backward", False), (D, "left", False)}),
    ("negation", "It never tilts up or down.", {(D, "up", True), (D, "down", True)}),
    ("negation", "The camera neither strafes left nor right.", {(D, "left", True), (D, "right", True)}),
    ("verb", "The camera wobbles left and right.", set()),  # an oscillation: no claim either way
    ("verb", "It pans camera-right.", {(D, "right", False)}),
    # a direction after the verb's short object or adverbial; camera-like subjects; "in reverse"
    ("verb", "The unit swings its sensor head toward the right.", {(D, "right", False)}),
    ("verb", "The camera drifts along the corridor wall to the left.", set()),  # content on the way: no claim
    ("verb", "The viewport glides in reverse.", {(D, "backward", False)}),
    ("verb", "The capture device aims down.", {(D, "down", False)}),
    ("verb", "The rover heads straight on.", {(D, "forward", False)}),
    ("verb", "It reduces its angle of elevation slightly.", set()),  # "elevation" is no verb
    ("negation", "There is no rotation about the vertical axis.", {(D, "left", True), (D, "right", True)}),
    ("picture", "Everything on screen, lamps and all, slides right.", {(D, "left", False)}),
    ("picture", "The statues draw in toward the centre of the frame.", {(D, "backward", False)}),
    ("nominal", "What we get is a tilt toward the lower part of the frame.", {(D, "down", False)}),
    ("static", "The drone sits idle.", {("static", None, False)}),
    ("static", "Our vehicle is at a standstill.", {("static", None, False)}),
    ("static", "The rig keeps one fixed position.", {("static", None, False)}),
    ("static", "The platform is neither displaced nor rotated.", {("static", None, False)}),
    ("static", "The gimbal shows no detectable movement.", {("static", None, False)}),
    ("static", "There are no motion issues here.", set()),  # a picture statement, not a still camera
    ("static", "The operator frames it without a single camera move.", {("static", None, False)}),
    ("picture", "The rooftops are leaving the frame from the top side.", {(D, "down", False)}),  # exit there
    ("nominal", "There is a sideway shift to left.", {(D, "left", False)}),
    ("verb", "The camera is gliding in parallel to the left.", {(D, "left", False)}),
    ("subject", "The webcam swings toward the left.", {(D, "left", False)}),  # a "-cam" compound is the camera
    ("verb", "The rover backs away down the lane.", {(D, "backward", False)}),  # along the lane, not downward
    # a vehicle carries the camera; a camera part as the object makes its mover the camera
    ("subject", "The helicopter rotates left.", {(D, "left", False)}),
    ("subject", "The aircraft drifts toward the right.", {(D, "right", False)}),
    ("verb", "The rover dips its lens toward the floor.", {(D, "down", False)}),
    ("verb", "The walker swings its head to the left.", {(D, "left", False)}),
    ("verb", "The unit raises the camera toward the ceiling.", {(D, "up", False)}),
    ("verb", "The buggy noses in toward the gate.", {(D, "forward", False)}),
    # motion nouns: a heading change, hyphenated directions, a run, "plus" / "with" before the next one
    ("nominal", "What follows is a quick heading change to the right.", {(D, "right", False)}),
    ("nominal", "Then a tilt-down.", {(D, "down", False)}),
    ("nominal", "We get a pull-back and a pan left.", {(D, "backward", False), (D, "left", False)}),
    ("nominal", "It is a short forward run.", {(D, "forward", False)}),
    ("nominal", "A retreat plus a slight right turn.", {(D, "backward", False), (D, "right", False)}),
    ("nominal", "A retreat with a skyward tilt.", {(D, "backward", False), (D, "up", False)}),
    # a direction after a coordinated verb, or before the motion noun, denies that direction only
    ("negation", "It does not pan or drift left.", {(D, "left", True)}),
    ("negation", "There is no left pan here.", {(D, "left", True)}),
    ("negation", "There is no tilt downward in this slot.", {(D, "down", True)}),
    ("negation", "The gimbal remains locked.", {(D, "up", True), (D, "down", True)}),  # the tilt held
    ("static", "It stays perfectly still in the air.", {("static", None, False)}),
    ("static", "The copter sits in position-hold the whole time.", {("static", None, False)}),
    # an annotator's shorthand: capital L / R, fwd / bwd, "->", "/", "+", "&", "w/"
    ("verb", "view swings R.", {(D, "right", False)}),
    ("verb", "cam goes bwd & then trucks L.", {(D, "backward", False), (D, "left", False)}),
    ("nominal", "Move: fwd dolly w/ slight R pan.", {(D, "forward", False), (D, "right", False)}),
    ("picture", "Lamps travel R -> L over the frame.", {(D, "right", False)}),
    ("picture", "Crates drift -> L.", {(D, "right", False)}),
    ("negation", "No pan L/R.", {(D, "left", True), (D, "right", True)}),
    ("negation", "No rotation L or R here.", {(D, "left", True), (D, "right", True)}),
    ("negation", "It does not pan or drift R.", {(D, "right", True)}),
    ("nominal", "Stays level + no bwd travel.", {(D, "backward", True)}),
    # a prepositional phrase before the subject holds no subject; content pushing out = the camera nears
    ("picture", "At the same time the arches sink toward the bottom.", {(D, "up", False)}),
    ("picture", "During this move the statues slide from left to right.", {(D, "left", False)}),
    ("picture", "The arches push out toward the corners.", {(D, "forward", False)}),
    # a tour / walkthrough is the video; "us" and "on into" before the direction; into a place
    ("subject", "The walkthrough turns toward the left.", {(D, "left", False)}),
    ("verb", "It steps on into the bedroom.", {(D, "forward", False)}),
    ("verb", "It carries you forward past the sofa.", {(D, "forward", False)}),
    ("verb", "It creeps inside.", {(D, "forward", False)}),
    ("nominal", "A quick downward glance.", {(D, "down", False)}),
    ("picture", "The shelves come up close.", {(D, "forward", False)}),
    ("picture", "The lamps drift across the phone screen to the right.", {(D, "left", False)}),
    ("picture", "The headlights sweep to the left.", {(D, "right", False)}),  # "head…" nouns are no verb
    ("verb", "It turns right toward the walk-in closet.", {(D, "right", False)}),  # "walk-in" modifies a noun
    ("negation", "Nothing moves us to the left.", {(D, "left", True)}),
    ("negation", "It never looks up at the sky or down at the road.", {(D, "up", True), (D, "down", True)}),
    ("negation", "At no point does it tilt either way.", {(D, "up", True), (D, "down", True)}),
    ("negation", "It strafes right without any rotation.", {(D, "right", False), (D, "left", True), (D, "right", True)}),
    ("static", "The view stays just where it is.", {("static", None, False)}),
    ("static", "The camera rests in place.", {("static", None, False)}),
    # adjectives before a motion noun; a camera's attention; "to speak of" still denies
    ("nominal", "What follows is a stately drift to the right.", {(D, "right", False)}),
    ("nominal", "We are given a gliding advance toward the altar.", {(D, "forward", False)}),
    ("nominal", "An elegant drift to the left.", {(D, "left", False)}),
    ("verb", "Its attention drops toward the floor.", {(D, "down", False)}),
    ("negation", "There is no pan to speak of.", {(D, "left", True), (D, "right", True)}),
    ("static", "The camera refuses to budge.", {("static", None, False)}),
    # a report's wording: the device, rearward, origins, paired directions, clause-wide negation
    ("subject", "The recording device turns toward the left.", {(D, "left", False)}),
    ("verb", "It withdraws from the doorway ahead.", {(D, "backward", False)}),
    ("verb", "The unit travels rearward.", {(D, "backward", False)}),
    ("negation", "No leftward or rightward drift is visible.", {(D, "left", True), (D, "right", True)}),
    ("negation", "At no time does it pan or truck to the left.", {(D, "left", True)}),
    ("static", "There is no evidence of camera movement.", {("static", None, False)}),
    ("static", "It keeps a static field of view.", {("static", None, False)}),
    ("nominal", "The record shows a lowering of the lens.", {(D, "down", False)}),
    # a phone / action cam is the camera; a bare "swing" is a noun; travel along a route; slang negation
    ("subject", "The smartphone swivels toward the right.", {(D, "right", False)}),
    ("nominal", "Next comes a swing over to the left.", {(D, "left", False)}),
    ("verb", "It carries on up the ramp.", {(D, "forward", False)}),
    ("verb", "It withdraws down the aisle.", {(D, "backward", False)}),
    ("verb", "The camera pans down the corridor.", set()),  # a turn along a route is no travel
    ("nominal", "We get a little forward walking.", {(D, "forward", False)}),
    ("nominal", "Then a quick back-off from the wall.", {(D, "backward", False)}),
    ("picture", "The benches huddle in toward the centre of the frame.", {(D, "backward", False)}),
    ("negation", "We're not panning, not left or right.", {(D, "left", True), (D, "right", True)}),
    # port / starboard; spacecraft; any -s verb before a plain direction; chat slang
    ("verb", "The lander yaws to port.", {(D, "left", False)}),
    ("picture", "The stars stream away toward starboard.", {(D, "left", False)}),
    ("verb", "The view zips over to the right.", {(D, "right", False)}),
    ("verb", "It careens leftward.", {(D, "left", False)}),
    ("verb", "The camera gazes down at the floor.", {(D, "down", False)}),
    ("verb", "It ends up on the left.", set()),  # a phrasal verb, not a move
    ("verb", "The camera wobbles left and right.", set()),
    ("verb", "It flings itself forward.", {(D, "forward", False)}),
    ("nominal", "That was a sharp flick to the right.", {(D, "right", False)}),
    ("verb", "The cam peels away to the left.", {(D, "left", False)}),
    ("static", "The camera just chills in one spot.", {("static", None, False)}),
    ("verb", "It moves deeper into what used to be the vestry.", {(D, "forward", False)}),
    ("static", "The camera stays very still.", {("static", None, False)}),
    ("static", "It rests in one spot.", {("static", None, False)}),
    # carriers of the camera named as instruments; verbs of deflecting, raking, peeking, retracting
    ("subject", "The borescope deflects toward the left.", {(D, "left", False)}),
    ("subject", "Then the instrument glides a little to the right.", {(D, "right", False)}),
    ("subject", "My headset swings to the left.", {(D, "left", False)}),
    ("verb", "It angulates downward for a moment.", {(D, "down", False)}),
    ("verb", "The view rakes upward across the facade.", {(D, "up", False)}),
    ("verb", "The camera peeks up at the rafters.", {(D, "up", False)}),
    ("verb", "The probe retracts slowly.", {(D, "backward", False)}),
    ("verb", "It directs its lens to the right.", {(D, "right", False)}),
    ("verb", "The rover pushes deeper into the cavern.", {(D, "forward", False)}),
    ("verb", "It pivots on its tripod to the left.", {(D, "left", False)}),
    ("verb", "I turn it to the right.", {(D, "right", False)}),
    # clock-face directions, and a rotation sense seen from above
    ("shape", "The tip bends toward nine o'clock.", {(D, "left", False)}),
    ("shape", "It points its view toward the twelve o'clock position.", {(D, "up", False)}),
    ("shape", "It rotates anticlockwise as seen from above.", {(D, "left", False)}),
    ("shape", "A clockwise turn (seen from above) follows.", {(D, "right", False)}),
    ("shape", "The knob turns clockwise.", set()),  # no viewpoint given: not a camera direction
    # motion nouns after a direction or a camera part
    ("shape", "There is an upward rake of the lens.", {(D, "up", False)}),
    ("shape", "A slight leftward deflection follows.", {(D, "left", False)}),
    ("shape", "A head turn to the right.", {(D, "right", False)}),
    ("shape", "The clip shows a down angulation.", {(D, "down", False)}),
    ("shape", "A lateral offset toward the right.", {(D, "right", False)}),
    # picture motion at the head / foot of the frame, out of the line of sight
    ("picture", "The lamp posts leave at the foot of the frame.", {(D, "up", False)}),
    ("picture", "The arches drop out of the sight line toward the right.", {(D, "left", False)}),
    # negations after the verb, and of two directions before a compound noun
    ("negation", "The lens tips neither up nor down.", {(D, "up", True), (D, "down", True)}),
    ("negation", "No left or right head turn happens.", {(D, "left", True), (D, "right", True)}),
    ("negation", "The tip is not deflected to either side.", {(D, "left", True), (D, "right", True)}),
    ("negation", "I think the lamps drift left.", {(D, "right", False)}),  # "I think" is no subject
    ("static", "The rig holds its station.", {("static", None, False)}),
    ("subject", "The nose swings to the right.", {(D, "right", False)}),
    ("picture", "The benches, which never move, appear to slide to the right.", {(D, "left", False)}),
    ("verb", "It sidesteps left, lens pointing straight ahead.", {(D, "left", False)}),
    ("verb", "The drone backs off along the approach.", {(D, "backward", False)}),
    ("verb", "A backward glide down the hallway.", {(D, "backward", False)}),
    ("shape", "The footage documents rightward lateral displacement.", {(D, "right", False)}),
    ("shape", "There is a swing of the bearing to the left.", {(D, "left", False)}),
    ("negation", "There is no motion or panning toward the left.", {(D, "left", True)}),
    ("verb", "The operator brings the lens round to the right.", {(D, "right", False)}),
    ("verb", "It creeps up the centre line.", {(D, "forward", False)}),
    ("verb", "The rig proceeds slowly.", {(D, "forward", False)}),
    ("verb", "Then it proceeds to pan left.", {(D, "left", False)}),  # no forward: "proceeds to" introduces the motion
    # from the first runs of v41-v46
    ("subject", "The boat translates sideways to the left.", {(D, "left", False)}),
    ("subject", "The chopper lifts its view toward the sky.", {(D, "up", False)}),
    ("verb", "It kicks the lens around left.", {(D, "left", False)}),
    ("verb", "The rig backs out slowly.", {(D, "backward", False)}),
    ("verb", "It reverses out of the bay.", {(D, "backward", False)}),
    ("verb", "It taxis ahead.", {(D, "forward", False)}),
    ("verb", "It stoops its regard toward the earth.", {(D, "down", False)}),
    ("verb", "It casts its eyes aloft.", {(D, "up", False)}),
    ("verb", "It edges aside toward the right.", {(D, "right", False)}),
    ("verb", "It swings upon its mount to the left.", {(D, "left", False)}),
    ("verb", "It tilts with a gentle ease toward the right.", {(D, "right", False)}),
    ("verb", "The rover bails out backward.", {(D, "backward", False)}),
    ("verb", "It rewinds gently to the right.", {(D, "right", False)}),
    ("verb", "It charges straight ahead.", {(D, "forward", False)}),
    ("shape", "There is a quick hover taxi to the left.", {(D, "left", False)}),
    ("shape", "A slow pedal turn to the right.", {(D, "right", False)}),
    ("shape", "A right pivot of the lens.", {(D, "right", False)}),
    ("shape", "A sidelong passage to the right.", {(D, "right", False)}),
    ("shape", "A crabwise drift to the left.", {(D, "left", False)}),
    ("shape", "A lowering of the gaze toward the floor.", {(D, "down", False)}),
    ("shape", "A bending of the view toward the heavens.", {(D, "up", False)}),
    ("shape", "A backward surge, then a crab-walk to the right.", {(D, "backward", False), (D, "right", False)}),
    ("picture", "The arches shrink into the distance.", {(D, "backward", False)}),
    ("picture", "The statues, street lamps and all, are carried toward the left.", {(D, "right", False)}),
    ("picture", "The lawn drops away out of the bottom of the frame.", {(D, "up", False)}),
    ("picture", "The clouds slip away beyond the top edge of the frame.", {(D, "down", False)}),
    ("picture", "The flags grow and spread out to the frame edges.", {(D, "forward", False)}),
    ("negation", "Nose up? There is no nose up or nose down at all.", {(D, "up", True), (D, "down", True)}),
    ("negation", "It never moves aft.", {(D, "backward", True)}),
    ("negation", "No backpedalling.", {(D, "backward", True)}),
    ("negation", "Of backward travel there is none.", {(D, "backward", True)}),
    ("static", "The rig stays planted throughout.", {("static", None, False)}),
    ("static", "The camera sits rooted to the spot.", {("static", None, False)}),
    ("static", "It remains immovable.", {("static", None, False)}),
    ("static", "It keeps a fixed heading and position.", {("static", None, False)}),
    ("static", "The operator holds its mark.", {("static", None, False)}),
    # from the first runs of v47-v52
    ("picture", "The hedges sort of drift over to the right.", {(D, "left", False)}),  # "sort of" is a hedge
    ("shape", "It is a sort of drift to the right.", {(D, "right", False)}),
    ("picture", "And then slides off to the left on my screen.", {(D, "right", False)}),
    ("verb", "It pans right from a fixed position.", {(D, "right", False)}),  # where it turns, not a static camera
    ("static", "The sub holds station.", {("static", None, False)}),
    ("static", "It stays in the very same spot throughout.", {("static", None, False)}),
    ("static", "The drone hovers in place.", {("static", None, False)}),
    ("static", "My phone just sat there not moving.", {("static", None, False)}),
    ("static", "The rig never strays from where it stood.", {("static", None, False)}),
    ("verb", "The lens tips forward to look into the pit.", {(D, "down", False)}),  # a tilt, not a step forward
    ("verb", "It tilts back toward the rafters.", {(D, "up", False)}),
    ("verb", "The rover tiptoes backward.", {(D, "backward", False)}),
    ("verb", "Your view swings away toward your right.", {(D, "right", False)}),
    ("picture", "Fresh towers loom up from the right.", {(D, "right", False)}),    # from the first runs of v59-v64 and the misses of v53-v58 (sign notation, list negations, restatements)
    ("verb", "The rig translates along +x, i.e. to the right.", {(D, "right", False)}),
    ("picture", "The kerbstones drift toward -u, i.e. to the left of the frame.", {(D, "right", False)}),
    ("verb", "The camera is displaced along +z (forward).", {(D, "forward", False)}),
    ("shape", "Net result: backward ego-motion along -z.", {(D, "backward", False)}),
    ("negation", "It slides to the right with zero rotation, then tilts down.", {(D, "down", False), (D, "left", True), (D, "right", False), (D, "right", True)}),
    ("negation", "There is no rotation in any direction; the view pitches up.", {(D, "down", True), (D, "left", True), (D, "right", True), (D, "up", False)}),
    ("verb", "I would say the view pivots in direction left.", {(D, "left", False)}),
    ("verb", "The probe inclines to above.", {(D, "up", False)}),
    ("verb", "It directs its lens to the floor.", {(D, "down", False)}),
    ("negation", "It doesn't look to above or to below.", {(D, "down", True), (D, "up", True)}),
    ("shape", "A backwards drive and a rotation in the direction of the right.", {(D, "backward", False), (D, "right", False)}),
    ("verb", "The ROV slides laterally to the left.", {(D, "left", False)}),
    ("picture", "The NPCs slide toward the left.", {(D, "right", False)}),
    ("verb", "It tips upward as her chin rises.", {(D, "up", False)}),
    ("negation", "Nil rotation, left or right.", {(D, "left", True), (D, "right", True)}),
    ("negation", "The camera does not rotate about its vertical axis while it tilts up.", {(D, "left", True), (D, "right", True), (D, "up", False)}),
    ("shape", "Judging by the flow: a positive pitch (nose up).", {(D, "up", False)}),
    ("verb", "The glider noses down over the ridge.", {(D, "down", False)}),
    ("verb", "It slews sideways, rightward.", {(D, "right", False)}),
    ("static", "The view waits, perfectly still.", {("static", None, False)}),
    ("shape", "A cautious guess, not a verdict: a crab to the left.", {(D, "left", False)}),
    ("negation", "Pan left? No, there is no pan to the left at all.", {(D, "left", True)}),
    ("verb", "It rotates 2.5 degrees to the left.", {(D, "left", False)}),
    ("picture", "The hedges scale up and spread toward the frame edges.", {(D, "forward", False)}),
    ("shape", "Then comes a crabwise glide to the left.", {(D, "left", False)}),
    ("picture", "The kiosks show apparent motion toward the left frame border.", {(D, "right", False)}),
    ("negation", "No backward dolly at any point.", {(D, "backward", True)}),
    ("verb", "My helmet drifts right along the rail.", {(D, "right", False)}),
    ("verb", "The camera takes a careful step to the left.", {(D, "left", False)}),
    ("verb", "The camera rolls on along the lane.", {(D, "forward", False)}),
    ("verb", "The cart rolls on along the lane.", set()),  # an unknown vehicle on a route: content, no claim
    ("static", "The view keeps the same fixed shot of the doorway.", {("static", None, False)}),
    ("static", "It hasn't moved at all.", {("static", None, False)}),
    ("verb", "The lens comes more close to the shelves.", {(D, "forward", False)}),
    ("picture", "The benches are reducing in size on the screen.", {(D, "backward", False)}),
    ("picture", "The whole picture is shifting to leftward.", {(D, "right", False)}),
    ("shape", "There is a backward travelling of the view.", {(D, "backward", False)}),
    ("shape", "We drift into a calm sideways glide to the right.", {(D, "right", False)}),
    ("shape", "There comes a slow lowering of the gaze.", {(D, "down", False)}),
    ("picture", "Shop signs move L→R in image.", {(D, "left", False)}),
    ("verb", "The rig shuffles to the side, to the left.", {(D, "left", False)}),
    ("verb", "The view retrocedes to behind.", {(D, "backward", False)}),
    ("verb", "It angles to up.", {(D, "up", False)}),
    ("negation", "Zero rotation w/ a downward pitch.", {(D, "left", True), (D, "right", True), (D, "down", False)}),
    ("static", "The camera shows zero translation + zero rotation.", {("static", None, False), (D, "left", True),
                                                                     (D, "right", True)}),
    ("static", "Our gaze holds its stillness.", {("static", None, False)}),
    ("verb", "The rig pans — somewhat reluctantly, one feels — to the right.", {(D, "right", False)}),
    ("verb", "It swings round, in the manner of a weathervane, to the left.", {(D, "left", False)}),
    ("verb", "It glides laterally — crab-wise, so to speak — to the left.", {(D, "left", False)}),
    ("negation", "It does not, at any moment, drift backwards.", {(D, "backward", True)}),
    ("negation", "Of upward tilt there is, I must admit, none.", {(D, "up", True)}),
    ("negation", "At no point does it pan, whether to the left or to the right.", {(D, "left", True), (D, "right", True)}),
    ("negation", "It does not pivot, neither to the left nor to the right.", {(D, "left", True), (D, "right", True)}),
    ("negation", "There is no inclination, neither up nor down.", {(D, "up", True), (D, "down", True)}),
    ("verb", "The lens yaws left without moving.", {(D, "left", False)}),  # turns in place: not a static camera
    ("negation", "There is no movement of any kind toward the left.", {(D, "left", True)}),
    ("verb", "The pose pivots to the right.", {(D, "right", False)}),
    ("verb", "The objective withdraws to the rear.", {(D, "backward", False)}),
    ("verb", "It looks in the direction of the floor.", {(D, "down", False)}),
    ("shape", "What follows is a lateral travelling to the right.", {(D, "right", False)}),
    ("verb", "The view regards to the bottom.", {(D, "down", False)}),
    ("picture", "The kiosks slide left  // plus the awnings slide down the frame.", {(D, "right", False), (D, "up", False)}),
    ("picture", "HEDGES SLIDE RIGHT ACROSS FRAME STOP SKY LEAVES AT TOP.", {(D, "left", False), (D, "down", False)}),
    ("shape", "CONFIRM RAISE OF AIM.", {(D, "up", False)}),
    ("negation", "Surge ~0 m/step.", {(D, "forward", True)}),
    ("negation", "Backward displacement: none recorded.", {(D, "backward", True)}),
    ("verb", "It moves forward 0.3 m per step.", {(D, "forward", False)}),
    ("static", "The camera records zero displacement and zero rotation.", {("static", None, False), (D, "left", True),
                                                                         (D, "right", True)}),
    ("static", "The camera remains, throughout, entirely still.", {("static", None, False)}),
    ("static", "The lens declines, with some dignity, to move at all.", {("static", None, False)}),
    ("static", "The view remains stopped.", {("static", None, False)}),
    ("static", "The rig stands fast.", {("static", None, False)}),
    ("static", "It waits at the same location.", {("static", None, False)}),
    ("verb", "The shot glides forward on a rock-steady line.", {(D, "forward", False)}),  # smoothness, not a still camera
    ("verb", "This clip pans left where the other rollout holds still.", {(D, "left", False)}),
    ("verb", "Unlike the other clip, this one tilts up.", {(D, "up", False)}),
    ("verb", "The camera [pans] to the right.", {(D, "right", False)}),
    ("verb", "It moves [lit. walks] forwards.", {(D, "forward", False)}),
    ("verb", "It yaws left, without moving off.", {(D, "left", False)}),
    ("verb", "The broadcast angle swung round to the right.", {(D, "right", False)}),
    ("picture", "The goalposts shrank into the distance.", {(D, "backward", False)}),  # "goalposts" is no verb
    ("shape", "There is an angular displacement about a vertical axis toward the left.", {(D, "left", False)}),
    ("negation", "There is no angular displacement about a vertical axis.", {(D, "left", True), (D, "right", True)}),
    ("static", "The camera held its position throughout.", {("static", None, False)}),
    ("static", "The lens never budged an inch.", {("static", None, False)}),
    ("static", "The camera remained locked in place.", {("static", None, False)}),
    ("static", "The rig stuck at one place.", {("static", None, False)}),
    ("verb", "It tilts — which way? Down.", {(D, "down", False)}),
    ("negation", "Q: Does it move forward? A: No.", {(D, "forward", True)}),
    ("negation", "Does it tilt up or down? Neither.", {(D, "up", True), (D, "down", True)}),
    ("verb", "Does it pan right? Yes.", {(D, "right", False)}),
    ("negation", "The view makes no left or right turns.", {(D, "left", True), (D, "right", True)}),
    ("verb", "The camera continues straight ahead.", {(D, "forward", False)}),
    ("shape", "Then a hard right.", {(D, "right", False)}),
    ("shape", "A left-hand turn follows.", {(D, "left", False)}),
    ("verb", "The machine of shooting turns towards the left.", {(D, "left", False)}),
    ("verb", "The view looks towards high.", {(D, "up", False)}),
    ("verb", "It shifts of side on the right.", {(D, "right", False)}),
    ("verb", "The lens returns back a few steps.", {(D, "backward", False)}),
    ("negation", "Negative forward motion.", {(D, "forward", True)}),
    ("verb", "The observer reports a pushback.", {(D, "backward", False)}),
    ("negation", "No movement ahead.", {(D, "forward", True)}),  # a denied direction, not a still camera
    ("negation", "We do not move any further forward.", {(D, "forward", True)}),
    ("picture", "The parked aircraft slide toward the left.", {(D, "right", False)}),  # seen, not the carrier
    ("verb", "The aircraft banks to the left.", {(D, "left", False)}),
    ("negation", "Forward travel? None.", {(D, "forward", True)}),
    ("static", "The gaze holds fixation throughout.", {("static", None, False)}),
    ("static", "The camera is not moved at all.", {("static", None, False)}),
    ("static", "The view is held in a fixed state.", {("static", None, False)}),
    ("static", "The camera never budged.", {("static", None, False)}),
    ("static", "The cam just sat there.", {("static", None, False)}),
    ("static", "It held the same view all night.", {("static", None, False)}),
    ("negation", "Nothing moves toward the left.", {(D, "left", True)}),
    ("negation", "The camera is neither moved nor rotated in the left direction.", {(D, "left", True)}),
    ("negation", "No displacement or rotation to the right was registered.", {(D, "right", True)}),
    ("verb", "The feed swings over to the left.", {(D, "left", False)}),
    # a denial scoped to a direction is not a still camera, wherever the direction stands
    ("negation", "The rig does not move or turn toward the left side.", {(D, "left", True)}),
    ("negation", "Towards the left there is no movement and no turning.", {(D, "left", True), (D, "right", True)}),
    ("negation", "Nothing heads to the left, no move and no turn that way.", {(D, "left", True), (D, "right", True)}),
    ("negation", "The drone does not move itself forwards.", {(D, "forward", True)}),
    ("negation", "It doesn't travel or pan to camera left at all.", {(D, "left", True)}),
    ("static", "The camera does not move at all.", {("static", None, False)}),
    ("static", "The platform shows no detectable motion or rotation.", {("static", None, False)}),
    # film and instrument wording
    ("verb", "The dolly travels laterally toward camera right.", {(D, "right", False)}),
    ("verb", "The sideline camera drifts out wide to the right.", {(D, "right", False)}),
    ("verb", "The sensor raises its elevation angle.", {(D, "up", False)}),
    ("verb", "Then it lowers its pitch angle.", {(D, "down", False)}),
    ("shape", "The log shows a decrease in elevation angle.", {(D, "down", False)}),
    ("picture", "The crates increase in apparent size.", {(D, "forward", False)}),
    ("picture", "The road signs decrease in image size.", {(D, "backward", False)}),
    # a motion named first and denied after it
    ("negation", "A turn to the right did not occur.", {(D, "right", True)}),
    ("negation", "A downward tilt is not taking place.", {(D, "down", True)}),
    ("negation", "Forward travel does not happen here.", {(D, "forward", True)}),
    # a vessel's sides and its bow; a pilot's name for the vehicle; a named camera turning to a screen side
    ("shape", "Next comes a hard starboard swing.", {(D, "right", False)}),
    ("verb", "The sub swings its bow round to port.", {(D, "left", False)}),
    ("verb", "Our bird crabs across to starboard.", {(D, "right", False)}),
    ("picture", "A bird flutters to the left.", {(D, "right", False)}),  # an indefinite bird is in the scene
    ("verb", "The view pivots toward screen left.", {(D, "left", False)}),
    ("picture", "The fence posts slide toward screen left.", {(D, "right", False)}),
    ("shape", "Then a slight rightward thumb-stick turn.", {(D, "right", False)}),
    ("shape", "Then a voyage forward into the cave.", {(D, "forward", False)}),
    # a denial that opens the sentence; stillness said with a simile or a pair of adjectives
    ("negation", "Not once does the rig pan or slide to the left.", {(D, "left", True)}),
    ("static", "The rig stays calm and still throughout.", {("static", None, False)}),
    ("static", "It is as still as a photograph.", {("static", None, False)}),
    ("static", "The unit shows no change of location or heading.", {("static", None, False)}),
    # content leaving past an edge, content brought into view, a shrinking share of the frame
    ("picture", "The treetops slide away above the frame.", {(D, "down", False)}),
    ("picture", "The floor tiles slip out below the picture.", {(D, "up", False)}),
    ("picture", "More of the ceiling comes into view at the top of the frame.", {(D, "up", False)}),
    ("picture", "The far wall is brought in at the bottom of the frame.", {(D, "down", False)}),
    ("picture", "The statues fill a steadily smaller portion of the view.", {(D, "backward", False)}),
    # frames skipping ahead are the playback, not the camera
    ("verb", "The footage freezes, then it jumps forward.", set()),
    # the writer's own camera under any singular name; a heading held while moving is no forward move
    ("verb", "My shadow edges off to the left.", {(D, "left", False)}),
    ("picture", "My neighbours' hedges edge off to the left.", {(D, "right", False)}),
    ("verb", "It strafes right with its lens still trained straight ahead.", {(D, "right", False)}),
    ("verb", "It crabs left while keeping its heading to the front.", {(D, "left", False)}),
    ("verb", "The dolly rolls back down the avenue.", {(D, "backward", False)}),
    ("verb", "It swings quick and hard to the left.", {(D, "left", False)}),
    ("verb", "The camera is carted over to the right.", {(D, "right", False)}),
    ("verb", "The rig gains altitude toward the ceiling.", {(D, "up", False)}),
    ("shape", "Then a small downward elevation correction.", {(D, "down", False)}),
    ("picture", "The bollards go whipping past toward the left of the frame.", {(D, "right", False)}),
    ("picture", "The lamp posts skip out on the right.", {(D, "left", False)}),
    ("static", "The rig sits tight the whole time.", {("static", None, False)}),
    # denials: a clause of two sides alone, a topic denied after the comma, an axis named by its mount
    ("negation", "The head never pans, neither to the left nor to the right.", {(D, "left", True), (D, "right", True)}),
    ("negation", "As for any tilting, there is none.", {(D, "up", True), (D, "down", True)}),
    ("negation", "Regarding the moving forward, it is not observed.", {(D, "forward", True)}),
    ("negation", "There is no azimuth change at all.", {(D, "left", True), (D, "right", True)}),
    ("negation", "It does not pan to the left side nor to the right side.", {(D, "left", True), (D, "right", True)}),
    ("negation", "As for a backward move, it is not seen even once.", {(D, "backward", True)}),
    # a gerund names the motion, not a thing; "the upper direction" is a way, not the top edge
    ("shape", "What we get is the rotating of the view to the right direction.", {(D, "right", False)}),
    ("shape", "There is a tilting toward the lower direction.", {(D, "down", False)}),
    ("picture", "The awnings drift toward the upper edge.", {(D, "down", False)}),
    ("verb", "The reticle sinks toward the floor.", {(D, "down", False)}),
    ("static", "The lens stands as still as a heron.", {("static", None, False)}),
    ("verb", "The helmet mount edges across to the left.", {(D, "left", False)}),
    ("verb", "It drifts to the right-hand edge of the road.", {(D, "right", False)}),  # the road's edge, not the frame's
    ("picture", "The cones drift to the right-hand edge of the frame.", {(D, "left", False)}),
    ("verb", "It pans left toward the drop-off.", {(D, "left", False)}),
    ("verb", "It backs off a few paces, still facing straight ahead.", {(D, "backward", False)}),
    ("static", "The tripod head is stood there the whole clip.", {("static", None, False)}),
    ("verb", "Isn't it only after swinging round to the left.", {(D, "left", False)}),  # Irish English: it has just swung
    ("shape", "Underneath sits a slow descending tilt.", {(D, "down", False)}),
    ("shape", "The bouquet of the clip: a gentle rising tilt.", {(D, "up", False)}),
    ("verb", "The roof cam pans toward the left-hand side of the frame.", {(D, "left", False)}),
    ("verb", "The rover steps up to the doorway.", {(D, "forward", False)}),
    ("verb", "The sideline camera drops deep behind the play.", {(D, "backward", False)}),
    ("picture", "The hedgerows come right up to the lens.", {(D, "forward", False)}),
    ("static", "The feed keeps its framing pinned just where it is.", {("static", None, False)}),
    # an axis denied beside a move of that kind to one of its sides denies the other side only
    ("shape", "A strafe to the left without panning and a pan to the right.", {(D, "left", False), (D, "right", False),
                                                                                       (D, "left", True)}),
    # picture content moving "A to B" without "from": toward B, so the camera goes toward A
    ("picture", "The lamp posts run right to left across the frame.", {(D, "right", False)}),
    ("picture", "The parked vans pass left to right through the picture.", {(D, "left", False)}),
    ("verb", "The camera sweeps left to right.", {(D, "right", False)}),
    ("verb", "It swings right to face the gate.", {(D, "right", False)}),
    # a simile after the motion names no motion of its own
    ("verb", "It raises its gaze, like checking whether the bread has risen.", {(D, "up", False)}),
    ("verb", "The rig tilts down, like someone peering up at a shelf.", {(D, "down", False)}),
    ("verb", "The camera glides to the left like a gull riding the wind.", {(D, "left", False)}),
    # ... but "looks like", "for all the world like", a filler "and like" and "plays like" say what it does
    ("hedge", "Looks to me like the camera drifts to the right.", {(D, "right", False)}),
    ("shape", "It looked for all the world like a push forward.", {(D, "forward", False)}),
    ("shape", "It plays like a crab step to the left.", {(D, "left", False)}),
    ("verb", "The rig forges ahead toward the gate.", {(D, "forward", False)}),
    ("verb", "The rig whips round to its right.", {(D, "right", False)}),
    # content gathering in the middle of the frame: the camera moves back
    ("picture", "The lamp posts huddle together in the middle of the frame.", {(D, "backward", False)}),
    ("picture", "The fence posts crowd in toward frame centre.", {(D, "backward", False)}),
    ("verb", "The camera halts in the middle of the hallway.", set()),
    # stillness said by what the camera does not do
    ("static", "The rig sits there without budging an inch.", {("static", None, False)}),
    ("static", "The lens is left alone, not a single nudge in any direction.", {("static", None, False)}),
    ("static", "The camera does not even budge one inch.", {("static", None, False)}),
    ("static", "The camera stands in one place.", {("static", None, False)}),
    ("static", "The tripod shot simply rests.", {("static", None, False)}),
    ("verb", "The camera pans left and rests on the doorway.", {(D, "left", False)}),
    # a single dash separates clauses: "it" after it is the camera, not the noun before the dash
    ("verb", "The rig eases back from the fountain — meanwhile it slides to the right.",
     {(D, "backward", False), (D, "right", False)}),
    # an infinitive of purpose and "instead of" / "rather than" share the subject of the verb before them
    ("verb", "It tips up past the roofline to look higher.", {(D, "up", False)}),
    ("picture", "The lamp posts drop toward the bottom edge instead of climbing.", {(D, "up", False), (D, "down", True)}),
    ("picture", "The pillars appear to rise.", {(D, "down", False)}),
    ("verb", "The player's camera holds the stick forward to push in.", {(D, "forward", False)}),
    ("shape", "A quick chin lift to look up at the ceiling.", {(D, "up", False)}),
    # a zoom denied beside the same move: the writer tells a dolly from a zoom
    ("verb", "The rig truly travels backward rather than zooming out.", {(D, "backward", False)}),
    ("verb", "The camera does not zoom in.", {(D, "forward", True)}),
    # round fifteen (translated phrasing, landmarks): depth by place, turning adjectives, side-shifts,
    # the share of the frame, stillness as a state, a scene's frame, the lower edge as a place
    ("verb", "The rig travels toward the rear.", {(D, "backward", False)}),
    ("verb", "The camera heads towards the front side.", {(D, "forward", False)}),
    ("negation", "The unit never goes toward the front.", {(D, "forward", True)}),
    ("shape", "There is a leftward side-shift of the rig.", {(D, "left", False)}),
    ("shape", "We get a left-turning motion of the view.", {(D, "left", False)}),
    ("picture", "The kiosks take up a decreasing proportion of the frame.", {(D, "backward", False)}),
    ("picture", "The benches fill an increasing share of the view.", {(D, "forward", False)}),
    ("static", "The rig does not undergo any displacement or rotation.", {("static", None, False)}),
    ("static", "The unit remains in a static state throughout.", {("static", None, False)}),
    ("picture", "It tilts upward, the window frame's sill sinking out of sight.", {(D, "up", False)}),
    ("picture", "The paving stones come in from the lower edge.", {(D, "down", False)}),
    ("picture", "The rafters leave the picture at its upper edge.", {(D, "down", False)}),
    ("picture", "The kerb slips away beneath the bottom edge.", {(D, "up", False)}),
    ("verb", "The rig retreats, widening the field of view.", {(D, "backward", False)}),
    ("verb", "The unit drifts a short way to the right.", {(D, "right", False)}),
    ("picture", "The backdrop drifts a bit to the left.", {(D, "right", False)}),
    ("negation", "Its yaw rate stays at zero.", {(D, "left", True), (D, "right", True)}),
    ("negation", "There is no travel against the heading.", {(D, "backward", True)}),
    # round sixteen (abbreviated notes, probabilities, self-corrections, passive voice)
    ("picture", "The kiosks drift R-to-L across the image.", {(D, "right", False)}),
    ("picture", "The kiosks drift right-to-left.", {(D, "right", False)}),
    ("negation", "I'd put backward travel at under 5%.", {(D, "backward", True)}),
    ("negation", "I'd put under 15% on any leftward motion.", {(D, "left", True)}),
    ("negation", "At a glance it might pass for a pan left, but the heading never changes.",
     {(D, "left", True), (D, "right", True)}),
    ("verb", "It tilts down, not a crane down.", {(D, "down", False)}),
    ("verb", "It is a tilt up rather than a rise in height.", {(D, "up", False)}),
    ("verb", "The rig is conveyed backward out of the room.", {(D, "backward", False)}),
    ("picture", "The kiosks are conveyed across the frame from right to left.", {(D, "right", False)}),
    ("static", "The unit is held completely still.", {("static", None, False)}),
    ("negation", "Neither an upward nor a downward tilt is seen.", {(D, "up", True), (D, "down", True)}),
    ("picture", "A leftward displacement of the roadside buildings is observed.", {(D, "right", False)}),
    ("static", "The rig shows no ego-motion; locked-off shot.", {("static", None, False)}),
    ("picture", "The kiosks slide toward the right edge, not moving themselves.", {(D, "left", False)}),
    # found by the full bench after round sixteen
    ("picture", "The tarmac leaves the field of view at the bottom edge.", {(D, "up", False)}),
    ("shape", "A rightward lateral translation of said recording device is noted.", {(D, "right", False)}),
    ("picture", "The kiosks slide left — and, meanwhile, the tarmac drops away — well out of view — below the "
                "bottom edge of the image.", {(D, "right", False), (D, "up", False)}),
    ("shape", "It shows a leftward change of course and an upward tilt.", {(D, "left", False), (D, "up", False)}),
    # round seventeen (second person, clock-face bearings, translated German, casual)
    ("verb", "The rig pushes on toward twelve o'clock.", {(D, "forward", False)}),
    ("negation", "The unit never falls back toward six o'clock.", {(D, "backward", True)}),
    ("verb", "The rig edges out toward its three o'clock side.", {(D, "right", False)}),
    ("verb", "The rig swings round toward nine o'clock.", {(D, "left", False)}),
    ("picture", "The kiosks sink toward six o'clock.", {(D, "up", False)}),
    ("static", "The unit keeps its heading at twelve o'clock and stays put.", {("static", None, False)}),
    ("verb", "Its heading comes round to the left.", {(D, "left", False)}),
    ("verb", "It is swung onto a heading further left.", {(D, "left", False)}),
    ("verb", "The drone turns right, heading climbing.", {(D, "right", False)}),
    ("shape", "Our rig does a heading change to the right.", {(D, "right", False)}),
    ("static", "Your shot isn't moving, not even slightly.", {("static", None, False)}),
    ("static", "The rig holds completely steady from beginning to end.", {("static", None, False)}),
    ("static", "The rig keeps precisely the same pose the whole time.", {("static", None, False)}),
    ("verb", "The rig holds steady throughout the pan to the right.", {(D, "right", False)}),
    ("negation", "A leftward movement of the rig does not exist in this part.", {(D, "left", True)}),
    ("negation", "It travels at no time to the left.", {(D, "left", True)}),
    ("picture", "The kiosks wander in the image to the right side.", {(D, "left", False)}),
    ("picture", "The kiosks move through the picture from right to left.", {(D, "right", False)}),
    ("picture", "The kiosks travel across your frame from right to left.", {(D, "right", False)}),
    ("shape", "Here you render a slow pullback from the kiosks.", {(D, "backward", False)}),
    ("negation", "The gap to the kiosks never narrows.", set()),
    ("picture", "The distance to the kiosks keeps shrinking.", {(D, "forward", False)}),
    ("picture", "The gap between us and the wall grows.", {(D, "backward", False)}),
    ("picture", "The kiosks in the distance shrink.", {(D, "backward", False)}),
    # round eighteen (Indian English, translated Spanish, ruling out alternatives, a VR reviewer)
    ("verb", "The rig heads towards the backside.", {(D, "backward", False)}),
    ("verb", "The unit displaces itself toward in front.", {(D, "forward", False)}),
    ("verb", "It turns its gaze toward above.", {(D, "up", False)}),
    ("negation", "The view goes neither toward above nor toward below.", {(D, "up", True), (D, "down", True)}),
    ("verb", "The rig gyrates to the right.", {(D, "right", False)}),
    ("shape", "One notes a gyre of the view toward the left.", {(D, "left", False)}),
    ("verb", "The take glides laterally to the right.", {(D, "right", False)}),
    ("picture", "The kiosks become each time larger.", {(D, "forward", False)}),
    ("picture", "The kiosks displace themselves toward the right of the image.", {(D, "left", False)}),
    ("picture", "The kiosks leave by the inferior border of the frame.", {(D, "up", False)}),
    ("static", "The take does not move itself in any moment.", {("static", None, False)}),
    ("static", "The unit stays steady on the same spot throughout.", {("static", None, False)}),
    ("picture", "The kiosks go out from the left edge.", {(D, "right", False)}),
    ("verb", "It pans left, since a rightward pan would slide the kiosks the other way.", {(D, "left", False)}),
    ("verb", "Had it strafed right, the near posts would race ahead; it pans right.", {(D, "right", False)}),
    ("verb", "As it moves forward the kiosks would loom.", {(D, "forward", False)}),
    ("negation", "A backward move is ruled out.", {(D, "backward", True)}),
    ("negation", "There is no forward move, not even a frame's worth of push-in.", {(D, "forward", True)}),
    ("verb", "It turns left, a turn you feel in the back of your neck.", {(D, "left", False)}),
    ("verb", "It retires back of a few paces.", {(D, "backward", False)}),
    ("verb", "If I read the optical flow right, it tilts up.", {(D, "up", False)}),
    ("verb", "It tilts up, since a downward tilt would lift the kiosks, and here it sinks instead.", {(D, "up", False)}),
    ("static", "The take does not realise any movement.", {("static", None, False)}),
    ("static", "The take stays quiet, without displacing itself nor rotating.", {("static", None, False)}),
    ("static", "The unit sits there without displacing itself or rotating.", {("static", None, False)}),
    ("shape", "There is a retrocession toward behind.", {(D, "backward", False)}),
    ("shape", "One notes an approximation to the kiosks.", {(D, "forward", False)}),
    ("verb", "It pans right by approximately ten degrees.", {(D, "right", False)}),
    # round nineteen (asides, translated Russian, last frame against first, conditional guidance, metaphors)
    ("verb", "It is a tilt up (the skyline sinking as it goes).", {(D, "up", False)}),
    ("verb", "It tilts down (if you follow the skyline, you will see it climb).", {(D, "down", False)}),
    ("verb", "Keep an eye on the skyline: it climbs, so the view tilts down.", {(D, "down", False)}),
    ("picture", "The kiosks that were centred at the start have moved across to the left-hand side.", {(D, "right", False)}),
    ("negation", "Nothing in these frames suggests the rig backs away.", {(D, "backward", True)}),
    ("verb", "Rig goes sideways in left direction.", {(D, "left", False)}),
    ("negation", "Retreat backward is absent.", {(D, "backward", True)}),
    ("negation", "There is no push-in (nothing spreads toward the edges as an approach would).", {(D, "forward", True)}),
    ("picture", "The kiosks shrink — more of the surroundings creeping in at the edges.", {(D, "backward", False)}),
    ("verb", "The rig surges ahead like a ferry pulling away from the quay.", {(D, "forward", False)}),
    ("shape", "What we see is a horizontal sliding to the right side.", {(D, "right", False)}),
    ("picture", "The kiosks drop away below.", {(D, "up", False)}),
    ("picture", "The hedges slide down out of view, with more sky appearing above.", {(D, "up", False)}),
    ("shape", "There is rotation of camera to right side.", {(D, "right", False)}),
    ("picture", "The kiosks take up noticeably more of the picture at the end.", {(D, "forward", False)}),
    ("verb", "The rig ends up positioned to the right of where it began.", {(D, "right", False)}),
    ("picture", "Compared with the first frame, the kiosks now sit further to the right.", {(D, "left", False)}),
    ("verb", "The unit ends up farther from everything in view than it started.", {(D, "backward", False)}),
    ("verb", "It pans left like the stick is stuck n also it tilts down.", {(D, "left", False), (D, "down", False)}),
    ("picture", "The kiosk sits to the left of the bench.", set()),
    ("static", "Rig keeps same point of view from start to end.", {("static", None, False)}),
    ("shape", "So it's, um, a push in plus like a right turn, kind of.", {(D, "forward", False), (D, "right", False)}),
    # whoever carries, pushes, pulls or steers the camera moves it
    ("negation", "Nothing carries the camera toward its three o'clock side.", {("direction", "right", True)}),
    ("synonym", "The operator pulls the camera back.", {("direction", "backward", False)}),
    ("synonym", "The rig steers the camera to the left.", {("direction", "left", False)}),
    # round twenty: whoever carries, pushes or steers the camera; nothing that carries it
    ("synonym", "The rig carries its body ahead toward the doorway.", {("direction", "forward", False)}),
    ("negation", "Nothing during this step pushes the camera toward the left.", {("direction", "left", True)}),
    ("negation", "Nothing in the shot carries the lens or its aim to the left.", {("direction", "left", True)}),
    ("negation", "There is no pull-back; nothing gathers toward the centre.", {("direction", "backward", True)}),
    # the vanishing point, the horizon and converging lines are perspective, not the camera
    ("picture", "The vanishing point slides off toward the right as the camera pans left.", {("direction", "left", False)}),
    ("picture", "It strafes left, the vanishing point and the horizon staying put.", {("direction", "left", False)}),
    ("picture", "The camera turns right, sending the vanishing point toward the left edge.", {("direction", "right", False)}),
    ("picture", "Judging by where the orthogonals converge, the camera moves ahead.", {("direction", "forward", False)}),
    ("picture", "The lampposts converge toward the middle of the frame.", {("direction", "backward", False)}),
    ("picture", "The kerbs open out and spill past the frame edges.", {("direction", "forward", False)}),
    ("picture", "The hedges move across the picture plane from right to left.", {("direction", "right", False)}),
    ("picture", "The benches cross the frame from left to right.", {("direction", "left", False)}),
    ("picture", "The perspective grid drifts to the left.", {("direction", "right", False)}),
    ("picture", "The windows spread away from the middle of the frame.", {("direction", "forward", False)}),
    # literal translations (Portuguese, Arabic): places, parts, 'each time more', 'for behind'
    ("picture", "Fresh rooftops come into view in the superior part of the frame.", {("direction", "up", False)}),
    ("picture", "The pillars go occupying each time less of the frame.", {("direction", "backward", False)}),
    ("picture", "The arches go entering for the right side while the old ones go out for the left.", {("direction", "right", False)}),
    ("picture", "The posts decrease in their size.", {("direction", "backward", False)}),
    ("translated", "The unit moves itself for behind.", {("direction", "backward", False)}),
    ("translated", "The device makes a tilt to the low part.", {("direction", "down", False)}),
    ("translated", "The equipment inclines itself to above.", {("direction", "up", False)}),
    ("synonym", "It penetrates deeper into the hall.", {("direction", "forward", False)}),
    ("synonym", "It strides ahead into the courtyard.", {("direction", "forward", False)}),
    ("shape", "A forward stride toward the gate.", {("direction", "forward", False)}),
    ("shape", "A new backward course away from the gate.", {("direction", "backward", False)}),
    ("shape", "A leftward revolving of the view.", {("direction", "left", False)}),
    ("shape", "An upward lift of the gaze.", {("direction", "up", False)}),
    # where it looks, a head, a station point and the line of sight
    ("orientation", "It slides to the right, always looking to the front.", {("direction", "right", False)}),
    ("body", "It tips its head forward to peer down.", {("direction", "down", False)}),
    ("body", "It tilts its head back to look upward.", {("direction", "up", False)}),
    ("body", "It puts the head down.", {("direction", "down", False)}),
    ("synonym", "The camera moves its station point to the right.", {("direction", "right", False)}),
    ("synonym", "The viewer retreats down the line of sight.", {("direction", "backward", False)}),
    ("synonym", "The viewer advances along the line of sight.", {("direction", "forward", False)}),
    ("negation", "It does not turn left (←) or right (→) at all.", {("direction", "left", True), ("direction", "right", True)}),
    ("negation", "The camera does not revolve to any side.", {("direction", "left", True), ("direction", "right", True)}),
    ("static", "The camera does not make any kind of movement.", {("static", None, False)}),
    ("static", "The camera keeps its gaze frozen in place.", {("static", None, False)}),
    # round twenty-one: litotes, a direction held back to the end of the sentence, clefts, verb-final
    # word order, learner English ("more big", "to the direction of right"), and guards for each rule
    ("litotes", "The lens makes a not insignificant swing to the right.", {(D, "right", False)}),
    ("litotes", "It is hardly standing still: it glides off to the left.", {(D, "left", False)}),
    ("litotes", "The rig makes no small headway ahead.", {(D, "forward", False)}),
    ("litotes", "The view is anything but hesitant as it swings left.", {(D, "left", False)}),
    ("litotes", "The camera is anything but still.", set()),
    ("litotes", "I would not be surprised if the rig rolled forward here.", {(D, "forward", False)}),
    ("negation", "There was not so much as a nudge leftward.", {(D, "left", True)}),
    ("negation", "It would be wrong to say the view climbs; it never does.", {(D, "up", True)}),
    ("negation", "It would be a mistake to call this a push forward.", {(D, "forward", True)}),
    ("negation", "The rig does not swing its lens either way.", {(D, "left", True), (D, "right", True)}),
    ("static", "The rig does not move in the slightest.", {("static", None, False)}),
    ("end-weighted", "The rig pivots, calmly and without a hitch, on the spot — to the right.", {(D, "right", False)}),
    ("end-weighted", "The view rises, after a short pause, upward.", {(D, "up", False)}),
    ("end-weighted", "The rig crabs, its lens still pointing the same way, to the right.", {(D, "right", False)}),
    ("end-weighted", "The trees slip, one after another, out of the frame at the top.", {(D, "down", False)}),
    ("end-weighted", "Fresh rooftops keep coming into view at one edge of the picture — the right.", {(D, "right", False)}),
    ("end-weighted", "The hedges stream past in one direction: from right to left.", {(D, "right", False)}),
    ("end-weighted", "The rig rolls on, and the way it rolls is backward.", {(D, "backward", False)}),
    ("cleft", "What the rig never does, at any moment, is climb upward.", {(D, "up", True)}),
    ("cleft", "One thing that never happens is a turn to the left.", {(D, "left", True)}),
    ("cleft", "Whatever it does, one thing is missing: any drift to the right.", {(D, "right", True)}),
    ("question", "Is there any retreat? None.", {(D, "backward", True)}),
    ("question", "Does it pan at all? It does not.", {(D, "left", True), (D, "right", True)}),
    ("verb-final", "The rig makes toward the right side a swing.", {(D, "right", False)}),
    ("verb-final", "From the lower side of the picture new ground is coming in.", {(D, "down", False)}),
    ("verb-final", "Neither toward the top nor toward the bottom does the rig tilt.", {(D, "up", True), (D, "down", True)}),
    ("verb-final", "A leftward gliding is not seen.", {(D, "left", True)}),
    ("verb-final", "A backward drifting, it is not observed.", {(D, "backward", True)}),
    ("verb-final", "The rig is standing still.", {("static", None, False)}),
    ("verb-final", "An upward raising of the lens is seen.", {(D, "up", False)}),
    ("verb-final", "The rig moves in the back direction.", {(D, "backward", False)}),
    ("verb-final", "There is a crab-wise going to the right.", {(D, "right", False)}),
    ("learner", "The rig is going to the direction of right.", {(D, "right", False)}),
    ("learner", "What we see is rotation of camera to the left.", {(D, "left", False)}),
    ("learner", "The trees look more big and more near.", {(D, "forward", False)}),
    ("learner", "The posts look more small.", {(D, "backward", False)}),
    ("learner", "The rig does not do any movement.", {("static", None, False)}),
    ("learner", "The rig is not doing a pan, not to left and not to right.", {(D, "left", True), (D, "right", True)}),
    ("register", "The unit proceeds in a sideways direction toward the right.", {(D, "right", False)}),
    ("register", "The hedges come to occupy a steadily greater portion of the frame.", {(D, "forward", False)}),
    ("guard", "Said unit is not inclined upward.", {(D, "up", True)}),
    ("guard", "It pushes ahead along the lane and, at the same moment, it crabs sideways, to the right.",
     {(D, "forward", False), (D, "right", False)}),
    ("guard", "Nothing in the shot carries the rig, or its lens, to the left.", {(D, "left", True)}),
    ("guard", "It retreats straight back?? not sure + it trucks R.", {(D, "backward", False), (D, "right", False)}),
    ("guard", "A forward tip of the lens to look at the floor.", {(D, "down", False)}),
    # round twenty-two: fragments, a clinical register, a QA report, postpositions and serial verbs, tense,
    # and guards for each rule
    ("fragment", "It swivels. Right. Quite fast.", {(D, "right", False)}),
    ("fragment", "The rig glides sideways... to the right.", {(D, "right", False)}),
    ("fragment", "It pans — right, mostly.", {(D, "right", False)}),
    ("fragment", "It pans right. Left is where the kiosk stands.", {(D, "right", False)}),
    ("clinical", "The rig undergoes posterior translation.", {(D, "backward", False)}),
    ("clinical", "The lens deviates inferiorly.", {(D, "down", False)}),
    ("clinical", "Findings: a right-sided swivel of the rig.", {(D, "right", False)}),
    ("clinical", "Anterior advancement of the rig is not demonstrated.", {(D, "forward", True)}),
    ("clinical", "The acquisition rotates to the left.", {(D, "left", False)}),
    ("clinical", "The rig angles downward in the sagittal plane.", {(D, "down", False)}),
    ("report", "Checked for downward tilt: none.", {(D, "down", True)}),
    ("report", "Could not fully verify, looks like a pan to the right.", {(D, "right", False)}),
    ("report", "The markers scale down frame after frame.", {(D, "backward", False)}),
    ("postposition", "The rig is right side towards turning.", {(D, "right", False)}),
    ("postposition", "The rig backwards is not moving.", {(D, "backward", True)}),
    ("postposition", "The rig is slowly left towards gliding.", {(D, "left", False)}),
    ("postposition", "The rig neither left side nor right side is panning.", {(D, "left", True), (D, "right", True)}),
    ("serial verb", "The rig tilts go down to the road.", {(D, "down", False)}),
    ("serial verb", "The lamps move from right go to left.", {(D, "right", False)}),
    ("serial verb", "The rig turns its head go to side right.", {(D, "right", False)}),
    ("serial verb", "We see one gliding sideways to the right.", {(D, "right", False)}),
    ("serial verb", "The stalls come near and fill up the frame.", {(D, "forward", False)}),
    ("tense", "By the end it will not have budged.", {("static", None, False)}),
    ("tense", "It ends up just where it started.", {("static", None, False)}),
    ("tense", "Nothing has carried the camera, or its lens, to the left by the last frame.", {(D, "left", True)}),
    ("guard", "It swings left on the spot, but the body still stays in one place.", {(D, "left", False)}),
    ("guard", "It tilts up, looking toward the top side.", {(D, "up", False)}),
    ("guard", "The unit never falls back toward six o'clock.", {(D, "backward", True)}),
    ("guard", "The rig does not go to the back.", {(D, "backward", True)}),
]
DEFECT_CORPUS: list[tuple[str, set[tuple[str, bool]]]] = [
    ("Faint ghosting trails every moving edge.", {("ghosting", False)}),
    ("There are double images around the lamp posts.", {("ghosting", False)}),
    ("The picture jitters constantly.", {("jitter", False)}),
    ("Camera shake is obvious.", {("jitter", False)}),
    ("Playback stutters badly.", {("stutter", False)}),
    ("Motion is choppy with repeated frames.", {("stutter", False)}),
    ("A few frames are out of order.", {("frame_order", False)}),
    ("The clip jumps back and forth in time.", {("frame_order", False)}),
    ("The colour balance drifts toward green.", {("drift", False)}),
    ("A colour drift tints the walls.", {("drift", False)}),
    ("The exposure flickers.", {("flicker", False)}),
    ("Edges are smeared and soft.", {("blur", False)}),
    ("Straight lines warp near the edges.", {("warp", False)}),
    ("There is no ghosting at all.", {("ghosting", True)}),
    ("It shows no jitter.", {("jitter", True)}),
    ("The frames are free of compression blocks.", {("blocking", True)}),
    ("Luminance fluctuates between frames.", {("flicker", False)}),
    ("The hue slowly shifts.", {("drift", False)}),
    ("The clip runs backwards in time for a moment.", {("frame_order", False)}),
    ("Surfaces visibly buckle.", {("warp", False)}),
    ("Objects wobble and bend.", {("warp", False)}),
    ("The image wobbles.", {("jitter", False)}),
    ("Motion is jerky.", {("stutter", False)}),
    ("Food stalls line the street.", set()),  # a stall is not a stalled picture
    ("Brightness blinks from one frame to the next.", {("flicker", False)}),
    ("The lamp output fluctuates in brightness.", {("flicker", False)}),
    ("Everything looks smudgy.", {("blur", False)}),
    ("Door frames bow and kink.", {("warp", False)}),
    ("The warm tint keeps shifting.", {("drift", False)}),
    ("A slow drift in colour spreads over the walls.", {("drift", False)}),
    ("Duplicate outlines trail the cyclists.", {("ghosting", False)}),
    ("The player repeats frames now and then.", {("stutter", False)}),
    ("The shots appear to be out of sequence.", {("frame_order", False)}),
    ("The clip skips back in time twice.", {("frame_order", False)}),
    ("The order of the frames is not chronological.", {("frame_order", False)}),
    ("The frames are in order.", set()),
    ("The sky breaks up into coarse blocks.", {("blocking", False)}),
    ("Ghost copies smeared behind the runners.", {("ghosting", False)}),  # the smear is the ghosting, not blur
    ("A pan melting into a tilt.", set()),  # a transition, not melting geometry
    ("It looks as if seen through tears.", set()),
    ("The facade shows tears along the seams.", {("warp", False)}),
    ("The room goes bright then dark again and again.", {("flicker", False)}),
    ("Luminance keeps jumping.", {("flicker", False)}),
    ("The colours bleed toward magenta.", {("drift", False)}),
    ("The walls turn more and more orange.", {("drift", False)}),
    ("The whole image shivers.", {("jitter", False)}),
    ("The image holds together well.", set()),
    ("Moving shapes smear into afterimages.", {("ghosting", False)}),
    ("The camera floats like a ghost through the hall.", set()),  # a figure of speech, not the defect
    ("A ghostly glide carries us on.", set()),
    ("Ghost copies of the lamps linger.", {("ghosting", False)}),
    ("I can't see any flicker, noise, or blur.", {("blur", True), ("flicker", True), ("noise", True)}),
    ("No flicker, but heavy blur.", {("blur", False), ("flicker", True)}),
    ("The motion is not smooth, it stutters.", {("stutter", False)}),
    ("Macroblocking covers the sky.", {("blocking", False)}),
    ("The white point wanders over the clip.", {("drift", False)}),
    ("Faint ghosts trail the cyclists.", {("ghosting", False)}),
    ("Modulo tracking noise, the picture is clean.", set()),
    ("The lighting is pulsing.", {("flicker", False)}),
    ("Walkers drag faint copies of themselves.", {("ghosting", False)}),
    ("The whole frame shudders.", {("jitter", False)}),
    ("Playback is stop-start.", {("stutter", False)}),
    ("The clip hangs for a moment and then jumps.", {("stutter", False)}),
    ("Some frames seem to be swapped.", {("frame_order", False)}),
    ("It leaps back in time twice.", {("frame_order", False)}),
    ("The hues wander as the clip runs.", {("drift", False)}),
    ("Sharpness is poor throughout.", {("blur", False)}),
    ("The walls look wavy.", {("warp", False)}),
    ("Chunky blocks cover the sky.", {("blocking", False)}),
    ("There are no chunky blocks anywhere.", {("blocking", True)}),
    ("The light flickers, unsteady like a candle.", {("flicker", False)}),  # the light is unsteady, not the camera
    ("The exposure fluctuates intermittently.", {("flicker", False)}),
    ("The camera has a slight tremor.", {("jitter", False)}),
    ("Frames are shown in a non-chronological sequence.", {("frame_order", False)}),
    ("The chromatic balance of the picture shifts over the clip.", {("drift", False)}),
    ("Faces suffer a loss of focus.", {("blur", False)}),
    ("Residual images of the runners persist.", {("ghosting", False)}),
    ("The motion halts, then jumps ahead.", {("stutter", False)}),
    ("The footage stops and then the camera turns.", set()),  # a stop, then a turn: no hold-then-skip
    ("Frames appear out of temporal order.", {("frame_order", False)}),
    ("The image lacks any sharpness.", {("blur", False)}),
    ("This clip flickers in a way the other one does not.", {("flicker", False)}),
    ("The frames lag badly.", {("stutter", False)}),
    ("Shots play out of sequence.", {("frame_order", False)}),
    ("The colours slowly bled toward grey.", {("drift", False)}),
    ("The image is shaken slightly.", {("jitter", False)}),
    ("Playback is interrupted intermittently.", {("stutter", False)}),
    ("The frames are shown in a reversed sequence.", {("frame_order", False)}),
    ("A gradual shift of the colours is observed.", {("drift", False)}),
    ("The feed kept freezing and skipping ahead.", {("stutter", False)}),
    ("The stream sticks on one frame and then hops on.", {("stutter", False)}),
    ("Playback gets stuck for a second, then leaps ahead.", {("stutter", False)}),
    ("Brief freezes followed by sudden jumps break the motion.", {("stutter", False)}),
    ("The video hesitates now and then.", {("stutter", False)}),
    ("Each walker drags a shadowy double.", {("ghosting", False)}),
    ("Cars carry see-through duplicates behind them.", {("ghosting", False)}),
    ("The exposure of the whole picture seems to fluctuate.", {("flicker", False)}),
    ("A rhythmic variation in brightness runs through the clip.", {("flicker", False)}),
    ("Door frames curve and undulate.", {("warp", False)}),
    ("The picture shifts erratically between frames.", {("jitter", False)}),
    ("The distant hills look soft and hazy.", {("blur", False)}),
    ("Sand ripples slide toward the left edge.", set()),  # ripples in the scene, not a rippling picture
    ("The seabed, ripples and all, drifts down.", set()),
    ("Each runner drags a faint echo behind it.", {("ghosting", False)}),
    ("The footage is rattling the whole way.", {("jitter", False)}),
    ("The footage keeps catching on the same frame.", {("stutter", False)}),
    ("The shots seem shuffled.", {("frame_order", False)}),
    ("Road signs go flashing past on the right.", set()),  # motion past the camera, not a flicker
    ("The walls go brighter and dimmer in turn.", {("flicker", False)}),
    ("The lamp glows and fades all the way through.", {("flicker", False)}),
    ("Each cyclist trails a pale second image.", {("ghosting", False)}),
    ("Later frames turn up before earlier ones.", {("frame_order", False)}),
    ("The shots are jumbled.", {("frame_order", False)}),
    ("The hue wanders from one shade to another.", {("drift", False)}),
    ("The footage is soft throughout.", {("blur", False)}),
    ("The picture hangs there stuck and then jumps on.", {("stutter", False)}),
    ("Wasn't the colour after shifting toward green.", {("drift", False)}),
    ("The whole picture quivers.", {("jitter", False)}),
    ("It keeps skipping back to earlier frames.", {("frame_order", False)}),
    ("Frames were dropped here and there.", {("stutter", False)}),
    ("Playback freezes briefly before skipping on.", {("stutter", False)}),
    ("The light keeps brightening and darkening.", {("flicker", False)}),
    ("Walkers leave pale, doubled echoes.", {("ghosting", False)}),
    ("Whole seconds vanish, as if pages were torn from a book.", set()),  # a simile, not torn geometry
    # a simile beside a named defect adds none; a simile that is the only description still counts
    ("Moving shapes drag faint double images behind them, like a smudge of butter.", {("ghosting", False)}),
    ("Pale shadows trail the walkers, like a double image.", {("ghosting", False)}),
    ("The clip catches on a frame for a moment, then jumps ahead.", {("stutter", False)}),
    ("Playback sticks on one frame for a second, then jumps.", {("stutter", False)}),
    ("The pictures come out of sequence.", {("frame_order", False)}),
    ("Every so often time hops back.", {("frame_order", False)}),
    ("The frames are not in the right order.", {("frame_order", False)}),
    ("Time keeps moving backward now and then.", {("frame_order", False)}),
    ("The lights on the set keep pumping.", {("flicker", False)}),
    ("It flashes bright and dim.", {("flicker", False)}),
    ("The brightness keeps going up and down.", {("flicker", False)}),
    ("Straight edges are curving as the view moves.", {("warp", False)}),
    ("Colour's creeping toward blue over the clip.", {("drift", False)}),
    ("Picture's soft, like a fogged window.", {("blur", False)}),
    # motion evidence, not defects
    ("Judging by how the room's layout changes between frames, it is a pan.", set()),
    ("The scene drifts toward the left edge at one rate whatever the depth.", set()),
    ("The flow is noisy, but the pan is clear.", set()),
    ("The scene morphs into a different room.", {("drift", False)}),
    ("It hitches: the picture holds still, then jumps ahead.", {("stutter", False)}),  # a freeze, not a still camera
    ("Choppy: the statues hold still, then leap on as frames drop.", {("stutter", False)}),
    ("The picture pauses briefly and then jumps.", {("stutter", False)}),
    ("Playback is intermittent, a few frames repeated while others are dropped.", {("stutter", False)}),
    ("Later content shows up before earlier content.", {("frame_order", False)}),
    ("The tint of the image gradually deviates toward green.", {("drift", False)}),
    ("The plain wall breaks up into big square compression blocks.", {("blocking", False)}),
    ("The scene drifts a little to the right as the view turns.", set()),  # motion, not colour drift
    ("A periodic brightening and dimming of the frame is observed.", {("flicker", False)}),
    ("A reversal of the frame order is seen twice.", {("frame_order", False)}),
    ("There is a slow shift in the colour balance.", {("drift", False)}),
    ("The image halts; an abrupt discontinuous jump follows.", {("stutter", False)}),
    # round seventeen: a hold then a jump in translated German; defects said of a generic other rollout
    ("The clip stands still for a moment and then makes a jump.", {("stutter", False)}),
    ("It pans left where a weaker rollout would have stalled.", set()),
    ("It pans left without the judder a poorer model would add.", set()),
    ("It pans left, none of the flicker that lesser rollouts show.", set()),
    ("The picture flickers, far more than most rollouts.", {("flicker", False)}),
    # round eighteen
    ("The motion stays frozen some instants and afterwards gives a jump.", {("stutter", False)}),
    ("Playback pauses and then jerks ahead.", {("stutter", False)}),
    ("The order of the clips' frames is disordered.", {("frame_order", False)}),
    ("The frames play in a wrong order.", {("frame_order", False)}),
    ("The window frames drop lower in the picture.", set()),
    # round nineteen
    ("The last frame is still visible over the next one.", set()),  # "still" the adverb: no still camera
    ("It glides on, like a heron frozen mid-step.", set()),  # a freeze in a simile
    ("Walkers leave behind a faint double outline.", {("ghosting", False)}),
    ("Straight lines get visibly curved.", {("warp", False)}),
    ("Frames are mixed up here and there.", {("frame_order", False)}),
    ("The illumination is jumping from frame to frame.", {("flicker", False)}),
    ("The colour balance goes away over the segment.", {("drift", False)}),
    # round twenty: holds then jumps, literal translations, perspective vocabulary
    ("The feed stays locked for a moment and then gives a jump.", {("stutter", False)}),
    ("It keeps holding still for a beat and then skipping ahead.", {("stutter", False)}),
    ("The picture halts then resumes with a leap.", {("stutter", False)}),
    ("The clip freezes at certain moments and after leaps forward.", {("stutter", False)}),
    ("Frames are held and then skipped.", {("stutter", False)}),
    ("The luminosity keeps oscillating.", {("flicker", False)}),
    ("The frame turns clearer and darker again and again.", {("flicker", False)}),
    ("The lighting rises and falls over and over.", {("flicker", False)}),
    ("Exposure oscillates every few frames.", {("flicker", False)}),
    ("Every moving thing drags a faint shadow behind it.", {("ghosting", False)}),
    ("Frames come out of the order.", {("frame_order", False)}),
    ("The order of the frames is switched in places.", {("frame_order", False)}),
    ("Some frames are moved from their place in the sequence.", {("frame_order", False)}),
    ("Time seems to run back now and then.", {("frame_order", False)}),
    ("The colour balance is not stable over the clip.", {("drift", False)}),
    ("The hues slide toward a different shade.", {("drift", False)}),
    ("A haziness covers the frame.", {("blur", False)}),
    ("The walls curve unnaturally.", {("warp", False)}),
    ("Heavy granulation covers the sky.", {("noise", False)}),
    ("The sky breaks into squares of compression.", {("blocking", False)}),
    ("Square patches of compression mar the road.", {("blocking", False)}),
    ("A fine wobble runs through the frame.", {("jitter", False)}),
    # round twenty-one: understatement, asides between a subject and its verb, literal translations
    ("The light keeps pulsing, brighter, then dimmer.", {("flicker", False)}),
    ("Each moving figure trails a pale, lagging copy.", {("ghosting", False)}),
    ("Later frames turn up before the ones they should follow.", {("frame_order", False)}),
    ("The hues wander a little — a drift in the tints.", {("drift", False)}),
    ("Fine textures dissolve, in the heavy compression, into chunky blocks.", {("blocking", False)}),
    ("The picture is far from crisp.", {("blur", False)}),
    ("The view is not free of grain.", {("noise", False)}),
    ("Moving figures are not unaccompanied: doubled trails follow them.", {("ghosting", False)}),
    ("The picture holds on some frames and skips others.", {("stutter", False)}),
    ("The tints do not stay the same over the clip.", {("drift", False)}),
    ("The light of the clip, one moment bright and the next moment dark, keeps changing.", {("flicker", False)}),
    ("The playback, stopping for an instant and then leaping, is uneven.", {("stutter", False)}),
    ("Some frames stay frozen and some are skipped.", {("stutter", False)}),
    ("The order of frames is mixed in places.", {("frame_order", False)}),
    ("The colour tone, over the segment, is sliding to a warmer tone.", {("drift", False)}),
    ("The walls, as if made of rubber, are waving.", {("warp", False)}),
    ("The exposure is not stable, sometimes bright, sometimes dim.", {("flicker", False)}),
    ("There is a shadow like a ghost behind every walker.", {("ghosting", False)}),
    ("The frames are not in the correct order.", {("frame_order", False)}),
    ("The image is not clear; the details cannot be seen well.", {("blur", False)}),
    ("Tiny dots like dust cover the frame.", {("noise", False)}),
    ("There are boxes-boxes in the sky.", {("blocking", False)}),
    ("Luminance is temporally unstable.", {("flicker", False)}),
    ("The chronological order of the frames is not preserved.", {("frame_order", False)}),
    ("A granular interference covers the shadows.", {("noise", False)}),
    ("Square tiling artefacts cover the wall.", {("blocking", False)}),
    ("A pulsing of the exposure runs through the clip.", {("flicker", False)}),
    ("Walkers carry translucent echoes of themselves.", {("ghosting", False)}),
    ("The clip halts upon some frames and then jumps.", {("stutter", False)}),
    # round twenty-two
    ("The exposure keeps swelling and dipping.", {("flicker", False)}),
    ("The light of the clip jumps up and down all the time.", {("flicker", False)}),
    ("There is evidence of periodic fluctuation in overall brightness.", {("flicker", False)}),
    ("The exposure throbs, over and over.", {("flicker", False)}),
    ("Every walker has a blurry trail following.", {("ghosting", False)}),
    ("Small erratic frame-to-frame displacements are noted.", {("jitter", False)}),
    ("A high-frequency wobble covers the frame.", {("jitter", False)}),
    ("The clip freezes on held frames and then jumps.", {("stutter", False)}),
    ("Playback keeps stalling and then skipping.", {("stutter", False)}),
    ("Some frames are getting stuck and some are getting dropped.", {("stutter", False)}),
    ("The feed stops a moment then jumps.", {("stutter", False)}),
    ("Held frames, then a skip.", {("stutter", False)}),
    ("It freezes. Then jumps.", {("stutter", False)}),
    ("There is evidence of reversed temporal progression.", {("frame_order", False)}),
    ("Misordered frames appear now and then.", {("frame_order", False)}),
    ("The sequence is not correct in places.", {("frame_order", False)}),
    ("Events that have already happened turn up again.", {("frame_order", False)}),
    ("The tone later becomes another colour.", {("drift", False)}),
    ("White balance demonstrates slow change.", {("drift", False)}),
    ("The palette has drifted by the last frame.", {("drift", False)}),
    ("The background stays out-of-focus.", {("blur", False)}),
    ("Squares like a mosaic cover the wall.", {("blocking", False)}),
    ("8x8 tiles show on the sky.", {("blocking", False)}),
]


@pytest.mark.parametrize("category, text, expected", CORPUS, ids=[f"{c}:{t[:40]}" for c, t, _ in CORPUS])
def test_motion_phrase_corpus(category: str, text: str, expected: set) -> None:
    got = {(k, d, n) for _, k, d, n in claims_of(text) if k in ("direction", "static")}
    assert got == expected, category


@pytest.mark.parametrize("text, expected", DEFECT_CORPUS, ids=[t[:40] for t, _ in DEFECT_CORPUS])
def test_defect_phrase_corpus(text: str, expected: set) -> None:
    p = _payload("Pans left.", "Pans left.", tc_a=text)
    got = {(c.kind, c.negated) for c in extract_claims(p) if c.field == "visual.temporal_consistency.A"}
    assert got == expected


def test_hedged_claims_are_marked_and_kept() -> None:
    (claim,) = [c for c in extract_claims(_payload("It seems to drift slightly to the right.", "x"))
                if c.field == "action.1.A"]
    assert claim.hedged and claim.direction == "right"
    (plain,) = [c for c in extract_claims(_payload("It drifts to the right.", "x")) if c.field == "action.1.A"]
    assert not plain.hedged


def test_no_yaw_is_not_static() -> None:
    kinds = {c.kind for c in extract_claims(_payload("The camera pushes forward with no yaw at all.", "x"))
             if c.field == "action.1.A"}
    assert "static" not in kinds and "direction" in kinds


def test_article_after_video_does_not_name_video_a() -> None:
    # "in the video a turning …": the article, so the claim stays with the analysis' own video (B)
    p = _payload("Pans right.", "We see in the video a turning of the camera toward the left side.")
    assert {(c.field, c.direction) for c in extract_claims(p)} == {("action.1.A", "right"), ("action.1.B", "left")}
    named = _payload("Pans right.", "Unlike video A, it turns toward the left side.")
    assert ("action.1.B", "left") in {(c.field, c.direction) for c in extract_claims(named)}
