"""Rewards for RL: one scalar per rollout for a group of K rollouts of one prompt.

CONTRACT: `score_group(group, judge)` → `GroupReward`; `score_groups(groups, judge)` scores many
groups in ONE engine run (every pair of every group in flight together), which is what the reward
service does with the requests it batches.

A `RewardGroup` is one prompt: the commanded ``actions``, one span option, optional source image
and caption, ``rollouts`` (K videos) and, for ``vs_reference``, a ``reference`` video.

Modes:

- ``round_robin``: every pair of rollouts (``K (K-1) / 2``; or a seeded sample of ``max_pairs``
  pairs for large K), judged by the engine. Each pair gives every axis a soft outcome for the
  left rollout in [0, 1] (`pair_outcome`); per rollout and axis the **win rate** is the mean of
  its outcomes, and a **Bradley–Terry** strength is fitted (`bradley_terry`).
- ``vs_reference``: each rollout against the reference rollout; the win rate is the outcome
  against it (no Bradley–Terry fit: every rollout has one opponent).
- ``nvrm``: the pointwise NVRM logit of each rollout as a continuation of the reference (the
  history), from a verified bundle (`worldreward.nvrm.score.score_group`); no judge.

Orders (``orders``): ``both`` (default) judges every chunk in both orders through the engine's
position control (``--swap``); ``random`` is the RL fork's rule: each pair is judged once, with
the sides exchanged by a seeded coin, and mapped back.

Outcome rules (``rule``):

- ``verdict`` (default): per axis of the `PairVerdict`, ``prob_left`` when the judge gave
  probabilities, else left = 1, right = 0, tie = 0.5 (``outcomes="hard"``: always the winner).
- ``rl_fork`` (the RL fork of the reference): only the chunk reviews' *overall* winners count:
  ``action`` from ``action_control``, ``appearance`` and ``motion`` both from ``visual_quality``;
  a chunk whose per-item winners are all Tie scores 0.5, else its soft ``prob_a`` (the softmax of
  the A/B winner logprobs) when present, else A = 1, B = 0, Tie = 0.5; chunks are averaged.

A pair that is not finished (a failed review, an unreadable video) has no outcome: it leaves
the denominators and is listed in ``GroupReward.failures``; a rollout with no outcome on an axis
gets 0.5 there.

Reward = the ``weights``-weighted mean over axes of the win rate (``score="win_rate"``) or of the
Bradley–Terry log-strength (``score="bradley_terry"``, round robin only), then normalised over
the group: ``none``, ``mean_std`` ((r - mean) / std, 0 when std is 0) or ``rank`` (rank / (K-1)
in [0, 1], ties share their mean rank). Every pairwise result is kept in ``pairs``.
"""

from __future__ import annotations

import hashlib
import itertools
import math
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from .types import AXES

Mode = Literal["round_robin", "vs_reference", "nvrm"]

#: Bradley–Terry regularisation: each rollout plays this many virtual games against a fixed
#: opponent of strength 1, all ending in a tie. It keeps strengths finite for rollouts that win
#: (or lose) everything and pulls groups with little evidence toward equal strengths.
BT_PRIOR_GAMES = 1.0
BT_MAX_ITER = 500
BT_TOL = 1e-10


class RolloutVideo(BaseModel):
    """One rollout (or the reference): a video path (relative to the caller's media root)."""

    model_config = ConfigDict(extra="forbid")

    video: str


class RewardGroup(BaseModel):
    """One prompt's rollouts and what to do with them (the body of ``POST /v1/rewards``)."""

    model_config = ConfigDict(extra="forbid")

    group_id: str = Field(min_length=1, max_length=200)
    actions: list[str] = Field(min_length=1, max_length=4096)
    frames_per_action: int | None = Field(default=None, ge=1)
    num_frames: int | None = Field(default=None, ge=1)
    segment_frames: list[int] | None = Field(default=None, max_length=4096)
    input_image: str | None = None
    input_caption: str | None = Field(default=None, max_length=10_000)
    rollouts: list[RolloutVideo] = Field(min_length=1)
    reference: RolloutVideo | None = None
    mode: Mode = "round_robin"
    weights: dict[str, float] | None = None
    normalize: Literal["none", "mean_std", "rank"] = "none"
    score: Literal["win_rate", "bradley_terry"] = "win_rate"
    orders: Literal["both", "random"] = "both"
    rule: Literal["verdict", "rl_fork"] = "verdict"
    #: ``soft``: P(left) when the judge gives probabilities; ``hard``: from the winners only
    outcomes: Literal["soft", "hard"] = "soft"
    max_pairs: int | None = Field(default=None, ge=1)
    seed: int = 0

    @field_validator("weights")
    @classmethod
    def _weights(cls, value: dict[str, float] | None) -> dict[str, float] | None:
        if value is None:
            return None
        unknown = sorted(set(value) - set(AXES))
        if unknown:
            raise ValueError(f"unknown axis {unknown[0]!r} in weights (axes: {', '.join(AXES)})")
        if any(w < 0 or not math.isfinite(w) for w in value.values()) or sum(value.values()) <= 0:
            raise ValueError("weights must be finite, non-negative and not all zero")
        return value

    def check(self) -> None:
        """Rules across fields (raises ValueError with a sentence)."""
        spans = [k for k in ("frames_per_action", "num_frames", "segment_frames") if getattr(self, k) is not None]
        if not spans and self.mode != "nvrm":
            raise ValueError("give one span option: frames_per_action, num_frames or segment_frames")
        if self.mode in ("vs_reference", "nvrm") and self.reference is None:
            raise ValueError(f"mode {self.mode} needs a reference video")
        if self.mode == "round_robin" and len(self.rollouts) < 2:
            raise ValueError("round_robin needs at least 2 rollouts")
        if self.score == "bradley_terry" and self.mode != "round_robin":
            raise ValueError("score bradley_terry needs mode round_robin")

    def axis_weights(self) -> dict[str, float]:
        w = self.weights or {a: 1.0 for a in AXES}
        return {a: float(w.get(a, 0.0)) for a in AXES}


class PairwiseResult(BaseModel):
    """One judged pair of a group: indices into ``rollouts`` (``-1`` = the reference)."""

    left: int
    right: int
    #: left and right exchanged by the RL-fork coin (the pair was judged as right vs left)
    swapped: bool = False
    #: per axis: soft outcome for the LEFT rollout in [0, 1]; None when not finished
    outcome: dict[str, float | None]
    prediction: dict[str, Any]
    error: str | None = None


class GroupReward(BaseModel):
    """The answer for one group."""

    group_id: str
    mode: Mode
    rewards: list[float]
    #: per axis: win rate of every rollout (round robin, vs_reference)
    win_rates: dict[str, list[float]] = Field(default_factory=dict)
    #: per axis: Bradley–Terry log-strength of every rollout (round robin)
    bradley_terry: dict[str, list[float]] = Field(default_factory=dict)
    #: raw NVRM logits (mode nvrm)
    nvrm: list[float] | None = None
    pairs: list[PairwiseResult] = Field(default_factory=list)
    failures: list[str] = Field(default_factory=list)

    def answer(self) -> dict[str, Any]:
        """The JSON answer of the service (and of ``reward score``)."""
        return {"group_id": self.group_id, "mode": self.mode, "rewards": self.rewards, "details": self.details(),
                "pairs": [p.model_dump(mode="json") for p in self.pairs], "failures": self.failures}

    def details(self) -> list[dict[str, Any]]:
        """Per rollout: the numbers behind its reward (the service's ``details``)."""
        out = []
        for i, reward in enumerate(self.rewards):
            row: dict[str, Any] = {"index": i, "reward": reward}
            if self.win_rates:
                row["win_rate"] = {a: v[i] for a, v in self.win_rates.items()}
            if self.bradley_terry:
                row["bradley_terry"] = {a: v[i] for a, v in self.bradley_terry.items()}
            if self.nvrm is not None:
                row["nvrm_logit"] = self.nvrm[i]
            out.append(row)
        return out


# ---------------------------------------------------------------------------------------------
# Outcomes, fits, normalisation
# ---------------------------------------------------------------------------------------------

_SIDE_SCORE = {"left": 1.0, "right": 0.0, "tie": 0.5}
_AB_SCORE = {"A": 1.0, "B": 0.0, "Tie": 0.5}


def pair_outcome(result: Any, rule: str = "verdict", *, soft: bool = True) -> dict[str, float | None]:
    """Outcome per axis for the LEFT video of a judged pair (`worldreward.engine.PairResult`) in
    [0, 1]; every axis None when the pair is not finished. ``soft=False``: winners only
    (left 1, right 0, tie 0.5; for ``rl_fork`` the chunks' overall winners)."""
    if rule == "rl_fork":  # a stored pair's reviews: `Engine.stored_reviews` (`score_groups` fills them)
        return _rl_fork_outcome(result.reviews, soft=soft) if result.ok else {a: None for a in AXES}
    if result.ok and result.cached:
        return _cached_outcome(result, soft)
    if not result.ok or result.verdict is None:
        return {a: None for a in AXES}
    out: dict[str, float | None] = {}
    for axis in AXES:
        vote = result.verdict.axis(axis)
        if soft and vote.prob_left is not None:
            out[axis] = float(vote.prob_left)
        else:
            out[axis] = _SIDE_SCORE.get(vote.winner) if vote.winner is not None else None
    return out


def _rl_fork_outcome(reviews: Sequence[Any], *, soft: bool = True) -> dict[str, float | None]:
    def chunk_score(winner: str, prob_a: float | None, all_tie: bool) -> float:
        if all_tie:
            return 0.5
        if soft and prob_a is not None:
            return float(prob_a)
        return _AB_SCORE[winner]

    ac, vq = [], []
    for review in reviews:
        p = review.payload
        ac.append(chunk_score(p.action_control.overall_winner, p.action_control.prob_a,
                              all(s.winner == "Tie" for s in p.action_control.actions)))
        dims = (p.visual_quality.temporal_consistency, p.visual_quality.dynamic_generation_quality,
                p.visual_quality.artifacts_and_structure_integrity)
        vq.append(chunk_score(p.visual_quality.overall_winner, p.visual_quality.prob_a,
                              all(d.winner == "Tie" for d in dims)))
    if not ac:
        return {a: None for a in AXES}
    a, v = sum(ac) / len(ac), sum(vq) / len(vq)
    return {"action": a, "appearance": v, "motion": v}


def bradley_terry(k: int, games: Sequence[tuple[int, int, float]], *, prior: float = BT_PRIOR_GAMES) -> list[float]:
    """Bradley–Terry log-strengths of ``k`` players from soft games ``(i, j, s)`` (``s`` = share
    of the game won by ``i``), by the MM iterations of Hunter (2004). Regularised with ``prior``
    virtual tied games per player against a fixed opponent of strength 1 (`BT_PRIOR_GAMES`).
    Log-strengths are centred to mean 0."""
    wins = [prior / 2.0] * k
    pairs: dict[tuple[int, int], float] = {}
    for i, j, s in games:
        wins[i] += s
        wins[j] += 1.0 - s
        key = (min(i, j), max(i, j))
        pairs[key] = pairs.get(key, 0.0) + 1.0
    p = [1.0] * k
    for _ in range(BT_MAX_ITER):
        denom = [prior / (p[i] + 1.0) for i in range(k)]
        for (i, j), n in pairs.items():
            d = n / (p[i] + p[j])
            denom[i] += d
            denom[j] += d
        new = [wins[i] / denom[i] if denom[i] > 0 else p[i] for i in range(k)]
        delta = max(abs(math.log(a) - math.log(b)) for a, b in zip(new, p, strict=True))
        p = new
        if delta < BT_TOL:
            break
    logs = [math.log(x) for x in p]
    mean = sum(logs) / k
    return [x - mean for x in logs]


def normalize(values: Sequence[float], how: str) -> list[float]:
    """Group normalisation: ``none``, ``mean_std`` or ``rank`` (module docstring)."""
    vals = [float(v) for v in values]
    if how == "none" or not vals:
        return vals
    if how == "mean_std":
        mean = sum(vals) / len(vals)
        std = math.sqrt(sum((v - mean) ** 2 for v in vals) / len(vals))
        return [0.0 if std < 1e-12 else (v - mean) / std for v in vals]
    if how == "rank":
        order = sorted(range(len(vals)), key=lambda i: vals[i])
        ranks = [0.0] * len(vals)
        i = 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and abs(vals[order[j + 1]] - vals[order[i]]) < 1e-12:
                j += 1
            for t in range(i, j + 1):
                ranks[order[t]] = (i + j) / 2.0
            i = j + 1
        top = max(1, len(vals) - 1)
        return [r / top for r in ranks]
    raise ValueError(f"unknown normalisation {how!r}")


# ---------------------------------------------------------------------------------------------
# Scoring through the engine
# ---------------------------------------------------------------------------------------------


def plan_pairs(group: RewardGroup) -> list[tuple[int, int, bool]]:
    """The pairs a group judges: ``(left, right, swapped)`` with indices into ``rollouts``
    (``-1`` = the reference); ``swapped`` is the seeded RL-fork coin (``orders="random"``)."""
    k = len(group.rollouts)
    if group.mode == "vs_reference":
        pairs = [(i, -1) for i in range(k)]
    else:
        pairs = list(itertools.combinations(range(k), 2))
        if group.max_pairs is not None and group.max_pairs < len(pairs):
            pairs = sorted(random.Random(group.seed).sample(pairs, group.max_pairs))
    coin = random.Random(f"{group.seed}/orders")
    return [(a, b, group.orders == "random" and coin.random() < 0.5) for a, b in pairs]


def _video(group: RewardGroup, index: int) -> str:
    return group.reference.video if index == -1 else group.rollouts[index].video  # type: ignore[union-attr]


def _pair_spec(group: RewardGroup, left: int, right: int, media_root: Path | None) -> Any:
    from .pairs import PairSpec

    def path(i: int) -> str:
        p = Path(_video(group, i))
        return str(p if media_root is None or p.is_absolute() else media_root / p)

    tag = hashlib.sha256(f"{group.group_id}\0{left}\0{right}".encode()).hexdigest()[:12]
    image = group.input_image
    if image is not None and media_root is not None and not Path(image).is_absolute():
        image = str(media_root / image)
    return PairSpec(pair_id=f"{group.group_id}/{left}-{right}/{tag}", actions=list(group.actions),
                    frames_per_action=group.frames_per_action, num_frames=group.num_frames,
                    segment_frames=group.segment_frames, input_image=image, input_caption=group.input_caption,
                    left={"video": path(left)}, right={"video": path(right)})


def score_groups(
    groups: Sequence[RewardGroup],
    judge: Any = None,
    *,
    options: Any = None,
    store: Any = None,
    media_root: str | Path | None = None,
    nvrm_bundle: Any = None,
    show_progress: bool = False,
    stats_out: list | None = None,
) -> list[GroupReward]:
    """Score many groups; the pairs of every judged group run in one engine run (module docstring).

    ``options`` (`EngineOptions`) sets chunking, concurrency and workers; its ``swap`` is set by
    each group's ``orders``. ``media_root`` resolves relative video paths (the service confines
    them before calling). ``nvrm_bundle`` (path or loaded model) is needed for mode ``nvrm``.
    ``stats_out`` receives the `EngineStats` of every engine run.
    """
    from dataclasses import replace

    from .engine import Engine, EngineOptions

    root = None if media_root is None else Path(media_root)
    for g in groups:
        g.check()
    base = options or EngineOptions()
    # (group index, left, right, swapped) per spec, grouped by engine run (both orders vs one)
    runs: dict[bool, list[tuple[Any, tuple[int, int, int, bool]]]] = {True: [], False: []}
    for gi, g in enumerate(groups):
        if g.mode == "nvrm":
            continue
        for left, right, swapped in plan_pairs(g):
            a, b = (right, left) if swapped else (left, right)
            runs[g.orders == "both"].append((_pair_spec(g, a, b, root), (gi, left, right, swapped)))
    results: dict[str, Any] = {}
    for both, items in runs.items():
        if not items:
            continue
        engine = Engine(judge, replace(base, swap=both), store=store)
        chunk_rule = any(groups[gi].rule == "rl_fork" for _, (gi, *_) in items)

        def keep(result: Any, engine: Any = engine, chunk_rule: bool = chunk_rule) -> None:
            if result.cached and chunk_rule:  # the chunk rule reads the reviews of a stored pair too
                result.reviews = engine.stored_reviews(result.pair_id)
            results[result.pair_id] = result

        stats = engine.run([spec for spec, _ in items], keep, show_progress=show_progress, description="rewards")
        if stats_out is not None:
            stats_out.append(stats)
    pairs_by_group: dict[int, list[PairwiseResult]] = {i: [] for i in range(len(groups))}
    for items in runs.values():
        for spec, (gi, left, right, swapped) in items:
            res = results[spec.pair_id]
            soft = groups[gi].outcomes == "soft"
            outcome = pair_outcome(res, groups[gi].rule, soft=soft)
            if swapped:
                outcome = {a: None if v is None else 1.0 - v for a, v in outcome.items()}
            pairs_by_group[gi].append(PairwiseResult(left=left, right=right, swapped=swapped, outcome=outcome,
                                                     prediction=res.prediction, error=res.error))
    return [_nvrm_group(g, nvrm_bundle, root) if g.mode == "nvrm" else _finish(g, pairs_by_group[gi])
            for gi, g in enumerate(groups)]


def _cached_outcome(result: Any, soft: bool = True) -> dict[str, float | None]:
    """Outcome of a pair whose result came from the store: from its prediction line."""
    line = result.prediction
    probs = line.get("probs") or {}
    out: dict[str, float | None] = {}
    for axis in AXES:
        if soft and probs.get(axis) is not None:
            out[axis] = float(probs[axis])
        else:
            out[axis] = _SIDE_SCORE.get(line.get(axis)) if line.get(axis) is not None else None
    return out


def _finish(group: RewardGroup, pairs: list[PairwiseResult]) -> GroupReward:
    k = len(group.rollouts)
    win_rates: dict[str, list[float]] = {}
    bt: dict[str, list[float]] = {}
    for axis in AXES:
        total, count = [0.0] * k, [0] * k
        games: list[tuple[int, int, float]] = []
        for p in pairs:
            s = p.outcome.get(axis)
            if s is None:
                continue
            total[p.left] += s
            count[p.left] += 1
            if p.right >= 0:
                total[p.right] += 1.0 - s
                count[p.right] += 1
                games.append((p.left, p.right, s))
        win_rates[axis] = [total[i] / count[i] if count[i] else 0.5 for i in range(k)]
        if group.mode == "round_robin":
            bt[axis] = bradley_terry(k, games)
    weights = group.axis_weights()
    source = bt if group.score == "bradley_terry" else win_rates
    wsum = sum(weights.values())
    raw = [sum(weights[a] * source[a][i] for a in AXES) / wsum for i in range(k)]
    failures = [f"pair {p.left} vs {'reference' if p.right < 0 else p.right}: {p.error}" for p in pairs if p.error]
    return GroupReward(group_id=group.group_id, mode=group.mode, rewards=normalize(raw, group.normalize),
                       win_rates=win_rates, bradley_terry=bt, pairs=pairs, failures=failures)


def _nvrm_group(group: RewardGroup, bundle: Any, root: Path | None) -> GroupReward:
    if bundle is None:
        raise ValueError("mode nvrm needs an NVRM bundle (--nvrm-bundle)")
    from .nvrm.score import score_group as nvrm_score

    def path(v: str) -> Path:
        p = Path(v)
        return p if root is None or p.is_absolute() else root / p

    history = path(group.reference.video) if group.reference is not None else None
    logits = nvrm_score(bundle, history, [path(r.video) for r in group.rollouts])
    return GroupReward(group_id=group.group_id, mode="nvrm", rewards=normalize(logits, group.normalize),
                       nvrm=[float(x) for x in logits])


def score_group(group: RewardGroup | dict[str, Any], judge: Any = None, **kw: Any) -> GroupReward:
    """One group (a `RewardGroup` or its dict); see `score_groups` for the keywords."""
    g = group if isinstance(group, RewardGroup) else RewardGroup.model_validate(group)
    return score_groups([g], judge, **kw)[0]
