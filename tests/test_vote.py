"""The WorldReward voting rule, its weighted variant and the predictions line."""

from __future__ import annotations

import json

import pytest

from worldreward.pairs import Prediction
from worldreward.review import (
    ActionControl,
    ChunkReview,
    DimensionReview,
    ReviewMeta,
    ReviewPayload,
    SlotReview,
    VisualQuality,
    swap_payload,
)
from worldreward.vote import PairVerdict, aggregate


def _dim(winner: str, prob: float | None = None) -> DimensionReview:
    return DimensionReview(video_a_analysis="a", video_b_analysis="b", winner=winner, prob_a=prob)


def review(
    index: int,
    overall: str,
    slots: list[str],
    *,
    tc: str = "Tie",
    art: str = "Tie",
    dyn: str = "Tie",
    prob: float | None = None,
    slot_probs: list[float | None] | None = None,
    dim_probs: tuple[float | None, float | None, float | None] = (None, None, None),
) -> ChunkReview:
    slot_probs = slot_probs or [None] * len(slots)
    payload = ReviewPayload(
        action_control=ActionControl(
            actions=[
                SlotReview(action_id=i + 1, action_label="Forward | IDLE", video_a_analysis="a",
                           video_b_analysis="b", winner=w, prob_a=p)
                for i, (w, p) in enumerate(zip(slots, slot_probs, strict=True))
            ],
            overall_summary="s", overall_winner=overall, prob_a=prob,
        ),
        visual_quality=VisualQuality(
            temporal_consistency=_dim(tc, dim_probs[0]),
            dynamic_generation_quality=_dim(dyn, dim_probs[2]),
            artifacts_and_structure_integrity=_dim(art, dim_probs[1]),
            overall_summary="s", overall_winner="Tie",
        ),
    )
    return ChunkReview(pair_id="p", chunk_index=index, payload=payload, meta=ReviewMeta(judge="test"))


def test_action_majority_of_chunk_winners() -> None:
    v = aggregate([review(0, "A", ["A"]), review(1, "A", ["Tie"]), review(2, "B", ["B"])], pair_id="p", judge="t")
    assert v.action.winner == "left"
    assert (v.action.votes_a, v.action.votes_b, v.action.votes_tie) == (2, 1, 0)
    assert v.action.margin == pytest.approx(1 / 3)
    assert v.action.decided_by == "majority"


def test_tie_votes_abstain() -> None:
    v = aggregate([review(0, "Tie", ["Tie"]), review(1, "Tie", ["Tie"]), review(2, "B", ["B"])],
                  pair_id="p", judge="t")
    assert v.action.winner == "right"
    assert v.action.margin == pytest.approx(-1 / 3)


def test_chunk_tie_broken_by_all_slot_winners() -> None:
    reviews = [review(0, "A", ["A", "Tie", "B"]), review(1, "B", ["B", "B", "Tie"])]
    v = aggregate(reviews, pair_id="p", judge="t")
    assert v.action.winner == "right"  # chunks 1-1, slots A 1 vs B 3
    assert v.action.decided_by == "slot_tiebreak"
    assert (v.action.slot_votes_a, v.action.slot_votes_b, v.action.slot_votes_tie) == (1, 3, 2)
    assert v.action.margin == pytest.approx(0.5 * (1 - 3) / 6)


def test_unbroken_tie_is_tie() -> None:
    v = aggregate([review(0, "A", ["A", "B"]), review(1, "B", ["Tie", "Tie"])], pair_id="p", judge="t")
    assert v.action.winner == "tie"
    assert v.action.margin == 0.0


def test_every_slot_breaks_ties_unless_restricted_explicitly() -> None:
    reviews = [review(0, "Tie", ["Tie", "B"])]  # slot 2 is padding
    assert aggregate(reviews, pair_id="p", judge="t").action.winner == "right"  # reference: PAD votes
    v = aggregate(reviews, pair_id="p", judge="t", voting_slot_ids={0: [1]})  # our option
    assert v.action.winner == "tie"


def test_appearance_pools_temporal_and_artifacts_motion_uses_dynamic() -> None:
    reviews = [
        review(0, "Tie", ["Tie"], tc="A", art="Tie", dyn="A"),
        review(1, "Tie", ["Tie"], tc="B", art="B", dyn="Tie"),
    ]
    v = aggregate(reviews, pair_id="p", judge="t")
    assert v.appearance.winner == "right"
    assert (v.appearance.votes_a, v.appearance.votes_b, v.appearance.votes_tie) == (1, 2, 1)
    assert v.motion.winner == "left"
    assert (v.motion.votes_a, v.motion.votes_b, v.motion.votes_tie) == (1, 0, 1)


def test_no_reviews_is_tie_but_a_failed_verdict_that_never_counts() -> None:
    v = aggregate([], pair_id="p", judge="t")
    # the reference aggregates a pair whose every chunk failed to tie on every axis ...
    assert (v.action.winner, v.appearance.winner, v.motion.winner) == ("tie", "tie", "tie")
    assert v.action.decided_by == "no_reviews"
    # ... but it is a failed pair: the predictions line answers nothing
    assert v.failed
    line = v.prediction()
    assert line["action"] is None and line["appearance"] is None and line["motion"] is None
    assert line["failed"] is True
    assert not aggregate([review(0, "A", ["A"])], pair_id="p", judge="t").failed


def test_weighted_votes_use_confidence() -> None:
    reviews = [
        review(0, "A", ["A"], prob=0.6), review(1, "A", ["A"], prob=0.6),
        review(2, "B", ["B"], prob=0.05), review(3, "B", ["B"], prob=0.05),
    ]
    plain = aggregate(reviews, pair_id="p", judge="t")
    weighted = aggregate(reviews, pair_id="p", judge="t", weighted=True)
    assert plain.action.decided_by == "slot_tiebreak" or plain.action.winner == "tie"
    assert weighted.action.winner == "right"  # 0.6 + 0.6 < 0.95 + 0.95
    assert weighted.action.margin == pytest.approx((1.2 - 1.9) / 3.1)
    assert weighted.action.prob_left == pytest.approx((0.6 + 0.6 + 0.05 + 0.05) / 4)


def test_prob_left_falls_back_to_slot_probabilities() -> None:
    v = aggregate([review(0, "A", ["A", "Tie"], slot_probs=[0.9, 0.5])], pair_id="p", judge="t")
    assert v.action.prob_left == pytest.approx(0.7)
    assert v.appearance.prob_left is None


def test_swapping_every_review_mirrors_the_verdict() -> None:
    reviews = [
        review(0, "A", ["A", "B"], tc="A", art="B", dyn="B", prob=0.8, dim_probs=(0.7, 0.2, 0.3)),
        review(1, "Tie", ["A", "Tie"], tc="A", art="Tie", dyn="B", prob=0.55, dim_probs=(0.6, 0.5, 0.1)),
    ]
    flipped = [r.model_copy(update={"payload": swap_payload(r.payload)}) for r in reviews]
    v, w = aggregate(reviews, pair_id="p", judge="t"), aggregate(flipped, pair_id="p", judge="t")
    mirror = {"left": "right", "right": "left", "tie": "tie"}
    for axis in ("action", "appearance", "motion"):
        assert w.axis(axis).winner == mirror[v.axis(axis).winner]
        assert w.axis(axis).margin == pytest.approx(-v.axis(axis).margin)
        assert w.axis(axis).prob_left == pytest.approx(1 - v.axis(axis).prob_left)


def test_prediction_line_format() -> None:
    v = aggregate([review(0, "A", ["A"], tc="B", dyn="A", prob=0.9)], pair_id="wrb_7", judge="geometry")
    v.failed_chunks, v.chunks, v.errors = 1, 2, ["chunk 1 (AB): boom"]
    line = v.prediction()
    assert list(line)[:4] == ["pair_id", "action", "appearance", "motion"]
    assert line["pair_id"] == "wrb_7"
    assert (line["action"], line["appearance"], line["motion"]) == ("left", "right", "left")
    assert line["margins"]["action"] == pytest.approx(1.0)
    assert line["probs"]["action"] == pytest.approx(0.9)
    assert line["failed_chunks"] == 1 and line["errors"] == ["chunk 1 (AB): boom"]
    parsed = Prediction.model_validate(json.loads(json.dumps(line)))
    assert parsed.margin("action") == pytest.approx(1.0)
    assert PairVerdict.model_validate_json(v.model_dump_json()).prediction() == line


# ------------------------------------------------------------------ against the reference rule
# Hand-computed results of the reference release's rule (every slot votes in the tie-break, IDLE
# and PAD included; a pair with no usable review is tie everywhere), then a separately written
# implementation of that rule compared on random reviews.


def test_hand_computed_reference_results() -> None:
    # chunk 0 = [IDLE, a0, a1, a2], chunk 1 = [a3, a4, PAD, PAD]: overall 1-1, so the tie-break
    # counts all 8 slots: A = 2 (IDLE, a0), B = 3 (a3, PAD, PAD) -> right. Leaving IDLE/PAD out
    # (our old rule) would give A 1 vs B 1 -> tie.
    reviews = [review(0, "A", ["A", "A", "Tie", "Tie"], tc="A", art="B", dyn="B"),
               review(1, "B", ["B", "Tie", "B", "B"], tc="A", art="Tie", dyn="B")]
    v = aggregate(reviews, pair_id="p", judge="t")
    assert (v.action.winner, v.appearance.winner, v.motion.winner) == ("right", "left", "right")
    assert aggregate(reviews, pair_id="p", judge="t",
                     voting_slot_ids={0: [2, 3, 4], 1: [1, 2]}).action.winner == "tie"
    # overall 2-0 decides without looking at slots
    two = [review(0, "A", ["B", "B", "B", "B"]), review(1, "A", ["B", "B", "B", "B"])]
    assert aggregate(two, pair_id="p", judge="t").action.winner == "left"


def _reference_rule(payloads: list[dict]) -> dict[str, str]:
    """A small, independent statement of the reference aggregation over raw review dicts."""
    def count(votes):
        a, b = votes.count("A"), votes.count("B")
        return "A" if a > b else "B" if b > a else "Tie"

    overall, slots, appearance, motion = [], [], [], []
    for p in payloads:
        overall.append(p["action_control"]["overall_winner"])
        slots.extend(item["winner"] for item in p["action_control"]["actions"])
        vq = p["visual_quality"]
        appearance += [vq["temporal_consistency"]["winner"], vq["artifacts_and_structure_integrity"]["winner"]]
        motion.append(vq["dynamic_generation_quality"]["winner"])
    action = count(overall)
    if action == "Tie":
        action = count(slots)
    side = {"A": "left", "B": "right", "Tie": "tie"}
    return {"action": side[action], "appearance": side[count(appearance)], "motion": side[count(motion)]}


def test_vote_equals_an_independent_reference_rule_on_random_reviews() -> None:
    import random

    rnd = random.Random(7)
    differ = 0
    for _ in range(500):
        n = rnd.randint(0, 4)
        reviews = [review(i, rnd.choice("AB"), [rnd.choice(["A", "B", "Tie"]) for _ in range(4)],
                          tc=rnd.choice(["A", "B", "Tie"]), art=rnd.choice(["A", "B", "Tie"]),
                          dyn=rnd.choice(["A", "B", "Tie"])) for i in range(n)]
        v = aggregate(reviews, pair_id="p", judge="t")
        expected = _reference_rule([r.payload.model_dump() for r in reviews])
        assert {"action": v.action.winner, "appearance": v.appearance.winner, "motion": v.motion.winner} == expected
        restricted = aggregate(reviews, pair_id="p", judge="t", voting_slot_ids={i: [2, 3] for i in range(n)})
        differ += restricted.action.winner != v.action.winner
    assert differ > 0  # the slot set matters on some pairs, so the comparison above is not vacuous
