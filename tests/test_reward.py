"""Group rewards (`worldreward.reward`): outcomes, Bradley–Terry, normalisation, and groups of
synthetic rollouts with known truth judged through the engine."""

from __future__ import annotations

import math
import shutil

import pytest
from conftest import REWARD_FPA as FPA
from conftest import REWARD_TOKENS as TOKENS

from worldreward.judges.geometry import GeometryJudge
from worldreward.reward import RewardGroup, bradley_terry, normalize, plan_pairs, score_group


def _group(**kw) -> RewardGroup:
    body = dict(group_id="g", actions=TOKENS, frames_per_action=FPA,
                rollouts=[{"video": v} for v in ("faithful.mp4", "wrong.mp4", "copy.mp4")])
    body.update(kw)
    return RewardGroup.model_validate(body)


def test_bradley_terry_recovers_the_order_and_stays_finite():
    games = [(0, 1, 1.0), (0, 2, 1.0), (1, 2, 1.0)] * 3  # 0 beats everyone, 1 beats 2
    s = bradley_terry(3, games)
    assert s[0] > s[1] > s[2] and all(math.isfinite(x) for x in s)
    assert sum(s) == pytest.approx(0.0, abs=1e-9)
    even = bradley_terry(3, [(0, 1, 0.5), (1, 2, 0.5), (0, 2, 0.5)])
    assert max(abs(x) for x in even) < 1e-9
    # the virtual tied games shrink strengths toward equal: a single win is weaker than three
    assert bradley_terry(2, [(0, 1, 1.0)])[0] < bradley_terry(2, [(0, 1, 1.0)] * 3)[0]


def test_normalisations():
    assert normalize([1.0, 2.0, 3.0], "rank") == [0.0, 0.5, 1.0]
    assert normalize([2.0, 1.0, 2.0], "rank") == [0.75, 0.0, 0.75]
    z = normalize([1.0, 2.0, 3.0], "mean_std")
    assert sum(z) == pytest.approx(0.0) and z[2] > 0
    assert normalize([4.0, 4.0], "mean_std") == [0.0, 0.0]


def test_group_validation_names_the_problem():
    with pytest.raises(ValueError, match="reference"):
        _group(mode="vs_reference").check()
    with pytest.raises(ValueError, match="span option"):
        _group(frames_per_action=None).check()
    with pytest.raises(ValueError, match="unknown axis"):
        _group(weights={"beauty": 1.0})


def test_round_robin_ranks_the_faithful_rollout_over_its_wrong_twin_and_ties_identical_files(reward_media):
    result = score_group(_group(), GeometryJudge(), media_root=reward_media)
    faithful, wrong, copy = result.rewards
    assert abs(faithful - copy) <= 1e-6  # byte-identical files: equal rewards
    assert faithful > wrong
    assert result.win_rates["action"][1] < 0.5 < result.win_rates["action"][0]
    assert result.bradley_terry["action"][0] > result.bradley_terry["action"][1]
    assert len(result.pairs) == 3 and not result.failures
    identical = next(p for p in result.pairs if {p.left, p.right} == {0, 2})
    assert identical.outcome["action"] == pytest.approx(0.5)
    ranked = score_group(_group(normalize="rank", score="bradley_terry"), GeometryJudge(), media_root=reward_media)
    assert ranked.rewards[1] == 0.0 and ranked.rewards[0] == ranked.rewards[2] == 0.75


def test_vs_reference_and_the_rl_fork_rule_with_its_seeded_coin(reward_media):
    group = _group(mode="vs_reference", reference={"video": "faithful.mp4"}, orders="random", rule="rl_fork",
                   seed=11, weights={"action": 1.0})
    a = score_group(group, GeometryJudge(), media_root=reward_media)
    b = score_group(group, GeometryJudge(), media_root=reward_media)
    assert a.rewards == b.rewards and [p.swapped for p in a.pairs] == [p.swapped for p in b.pairs]
    assert a.rewards[1] < a.rewards[0] and abs(a.rewards[0] - a.rewards[2]) <= 1e-6
    assert all(p.right == -1 for p in a.pairs)
    coins = {tuple(s for _, _, s in plan_pairs(group.model_copy(update={"seed": seed}))) for seed in range(8)}
    assert len(coins) > 1  # the coin depends on the seed
    assert not any(s for _, _, s in plan_pairs(group.model_copy(update={"orders": "both"})))
    big = _group(rollouts=[{"video": "faithful.mp4"}] * 10, max_pairs=7)
    assert len(plan_pairs(big)) == 7 and plan_pairs(big) == plan_pairs(big)


def test_a_pair_that_fails_leaves_the_denominator(reward_media, tmp_path):
    (tmp_path / "broken.mp4").write_bytes(b"not a video")
    for name in ("faithful.mp4", "wrong.mp4"):
        shutil.copy(reward_media / name, tmp_path / name)
    group = _group(rollouts=[{"video": "faithful.mp4"}, {"video": "wrong.mp4"}, {"video": "broken.mp4"}])
    result = score_group(group, GeometryJudge(), media_root=tmp_path)
    assert len(result.failures) == 2 and all("broken.mp4" in f for f in result.failures)
    assert result.win_rates["action"][2] == 0.5  # no outcome at all: neutral
    assert result.rewards[0] > result.rewards[1]


def test_a_stored_pair_scores_the_same_under_every_rule(reward_media, tmp_path):
    from worldreward.store import RunCache

    for rule in ("rl_fork", "verdict"):
        group = _group(rule=rule, orders="both")
        store = RunCache.at(tmp_path / f"{rule}.cache.jsonl")
        stats: list = []
        first = score_group(group, GeometryJudge(), media_root=reward_media, store=store)
        again = score_group(group, GeometryJudge(), media_root=reward_media, store=store, stats_out=stats)
        assert stats and all(s.cached == s.total and s.judged == 0 for s in stats)  # nothing re-judged
        assert again.rewards == pytest.approx(first.rewards)
        for p, q in zip(again.pairs, first.pairs, strict=True):
            assert p.outcome.keys() == q.outcome.keys()
            assert all(q.outcome[a] is not None and p.outcome[a] == pytest.approx(q.outcome[a]) for a in q.outcome)
        if rule == "rl_fork":  # the chunk-level rule ties motion to appearance, also from the store
            assert all(p.outcome["motion"] == p.outcome["appearance"] for p in again.pairs)
