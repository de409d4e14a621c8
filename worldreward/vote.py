"""Aggregating chunk reviews into a pair verdict (the WorldReward rule and a weighted variant).

CONTRACT: `aggregate(reviews, ...)` → `PairVerdict`. A = left, B = right.

The WorldReward rule (docs/design.md), applied to the *valid* chunk reviews of one pair:

- **action**: every chunk's ``action_control.overall_winner`` is one vote. More A votes than B
  votes → left, more B → right. When the A and B counts are equal (including "all Tie"), the
  tie is broken by the majority of *all* per-slot winners of all chunks — every slot votes,
  the IDLE reference slot and PAD slots included, as in the reference release; still equal →
  tie. ``voting_slot_ids`` is an explicit option of ours that restricts the tie-break to the
  listed slots (e.g. action slots only).
- **appearance**: the ``temporal_consistency`` and ``artifacts_and_structure_integrity``
  winners of every chunk are pooled into one ballot; majority of A vs B, equal → tie.
- **motion**: the ``dynamic_generation_quality`` winners; majority of A vs B, equal → tie.

Tie votes abstain (they count in ``votes_tie`` and dilute the margin, but never beat a decisive
vote). With ``weighted=True`` each vote counts with the judge's confidence in it instead of 1:
``prob_a`` for an A vote, ``1 - prob_a`` for a B vote, ``1 - |2 prob_a - 1|`` for a Tie vote
(weight 1 when the review carries no probability).

``margin`` ∈ [-1, 1] is ``(w_A - w_B) / (w_A + w_B + w_Tie)`` on the ballot that decided the axis
(> 0 favours left); a tie broken at slot level gets half the slot-level margin, so margins of
tie-broken pairs stay smaller than those of chunk-level majorities. ``prob_left`` is the mean
``prob_a`` of the reviews that carry one for that axis (``None`` otherwise).

No valid review at all (every chunk failed): every axis is ``tie``, as the reference release
aggregates it (``decided_by="no_reviews"``), and ``PairVerdict.failed`` is True. A failed
verdict is never a result: `PairVerdict.prediction` writes ``null`` on every axis with
``"failed": true``, so scoring counts it as a wrong answer, never as a correct tie.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from pydantic import BaseModel, Field

from .review import ChunkReview, DimensionReview
from .types import Side, Winner

_SIDE: dict[str, Side] = {"A": "left", "B": "right"}


class AxisVote(BaseModel):
    """The decision on one axis with the votes behind it."""

    winner: Side | None  # None: no valid review voted on this axis
    votes_a: int = 0
    votes_b: int = 0
    votes_tie: int = 0
    margin: float = 0.0  # in [-1, 1]; > 0 favours left (A)
    prob_left: float | None = None  # mean soft probability when reviews carry them
    #: how the winner was decided: "majority", "slot_tiebreak", "tie", "no_reviews", "none"
    decided_by: str = "none"
    #: per-slot ballot used for the action tie-break (action axis only)
    slot_votes_a: int = 0
    slot_votes_b: int = 0
    slot_votes_tie: int = 0


class SlotRow(BaseModel):
    """One row of the per-slot table shown by ``worldreward judge`` (filled by the engine)."""

    chunk: int
    slot: int  # 1-based, as action_id
    role: str = "action"
    commanded: str
    measured_a: str = "?"
    measured_b: str = "?"
    winner: Winner | None = None  # None: the chunk's review failed


class PairVerdict(BaseModel):
    """The pair-level result; `prediction()` gives the ``*.pairs.jsonl`` line."""

    pair_id: str
    judge: str
    action: AxisVote
    appearance: AxisVote
    motion: AxisVote
    chunks: int = 0
    failed_chunks: int = 0
    #: ``"<chunk>/<order>"`` of every review that failed (``"1/BA"``): the pair is not finished
    failed_orders: list[str] = Field(default_factory=list)
    errors: list[str] = Field(default_factory=list)
    extra: dict[str, Any] = Field(default_factory=dict)
    weighted: bool = False
    #: True when no chunk produced a valid review: the axes read ``tie`` (the reference rule) but
    #: the pair has no result (`prediction` writes nulls); callers treat it as a failed pair
    failed: bool = False
    #: the validated chunk reviews behind the verdict (for ``--show-reasoning`` and audits)
    reviews: list[ChunkReview] = Field(default_factory=list)
    #: per-slot table rows: commanded vs measured motion and the slot winner
    rows: list[SlotRow] = Field(default_factory=list)

    def axis(self, name: str) -> AxisVote:
        """The `AxisVote` of ``"action"``, ``"appearance"`` or ``"motion"``."""
        if name not in ("action", "appearance", "motion"):
            raise KeyError(f"unknown axis {name!r}")
        return getattr(self, name)

    def prediction(self) -> dict[str, Any]:
        """The ``*.pairs.jsonl`` line (docs/design.md predictions format).

        ``{"pair_id", "action", "appearance", "motion"}`` (``null`` = not answered) followed by
        extras: ``margins`` and ``probs`` per axis (``prob`` = P(left better), ``null`` when the
        judge gave none), ``votes``, ``judge``, ``chunks``, ``failed_chunks``, ``errors`` and
        anything in ``extra``.
        """
        axes = ("action", "appearance", "motion")
        line: dict[str, Any] = {"pair_id": self.pair_id}
        for name in axes:
            line[name] = None if self.failed else self.axis(name).winner
        if self.failed:
            line["failed"] = True
        line["margins"] = {n: round(self.axis(n).margin, 6) for n in axes}
        line["probs"] = {
            n: (None if self.axis(n).prob_left is None else round(self.axis(n).prob_left, 6)) for n in axes
        }
        line["votes"] = {
            n: [self.axis(n).votes_a, self.axis(n).votes_b, self.axis(n).votes_tie] for n in axes
        }
        line["judge"] = self.judge
        line["chunks"] = self.chunks
        line["failed_chunks"] = self.failed_chunks
        line["errors"] = list(self.errors)
        for key, value in self.extra.items():
            line.setdefault(key, value)
        return line


class _Ballot:
    """Weighted A/B/Tie votes with their integer counts and soft probabilities."""

    def __init__(self) -> None:
        self.counts = {"A": 0, "B": 0, "Tie": 0}
        self.weights = {"A": 0.0, "B": 0.0, "Tie": 0.0}
        self.probs: list[float] = []

    def add(self, winner: Winner, prob_a: float | None, weighted: bool) -> None:
        self.counts[winner] += 1
        self.weights[winner] += _vote_weight(winner, prob_a) if weighted else 1.0

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def leader(self) -> Winner:
        wa, wb = self.weights["A"], self.weights["B"]
        if wa > wb:
            return "A"
        if wb > wa:
            return "B"
        return "Tie"

    def margin(self) -> float:
        denom = sum(self.weights.values())
        if denom <= 0:
            return 0.0
        return max(-1.0, min(1.0, (self.weights["A"] - self.weights["B"]) / denom))

    def prob(self) -> float | None:
        return sum(self.probs) / len(self.probs) if self.probs else None


def _vote_weight(winner: Winner, prob_a: float | None) -> float:
    """The confidence behind one vote (1 when the judge gave no probability)."""
    if prob_a is None:
        return 1.0
    if winner == "A":
        return prob_a
    if winner == "B":
        return 1.0 - prob_a
    return 1.0 - abs(2.0 * prob_a - 1.0)


def _axis_from(ballot: _Ballot) -> AxisVote:
    if ballot.total == 0:
        return AxisVote(winner=None)
    leader = ballot.leader()
    return AxisVote(
        winner=_SIDE.get(leader, "tie"),
        votes_a=ballot.counts["A"],
        votes_b=ballot.counts["B"],
        votes_tie=ballot.counts["Tie"],
        margin=ballot.margin(),
        prob_left=ballot.prob(),
        decided_by="majority" if leader != "Tie" else "tie",
    )


def _dims(review: ChunkReview, names: Iterable[str]) -> list[DimensionReview]:
    vq = review.payload.visual_quality
    return [getattr(vq, n) for n in names]


def _action_axis(
    reviews: Sequence[ChunkReview], weighted: bool, voting: Mapping[int, Sequence[int]] | None
) -> AxisVote:
    chunk_ballot, slot_ballot = _Ballot(), _Ballot()
    for r in reviews:
        ac = r.payload.action_control
        slot_probs = [s.prob_a for s in ac.actions if s.prob_a is not None]
        chunk_prob = ac.prob_a if ac.prob_a is not None else (
            sum(slot_probs) / len(slot_probs) if slot_probs else None
        )
        chunk_ballot.add(ac.overall_winner, chunk_prob, weighted)
        if chunk_prob is not None:
            chunk_ballot.probs.append(chunk_prob)
        allowed = None if voting is None else set(voting.get(r.chunk_index, ()))
        for s in ac.actions:
            if allowed is not None and s.action_id not in allowed:
                continue
            slot_ballot.add(s.winner, s.prob_a, weighted)
    vote = _axis_from(chunk_ballot)
    if vote.winner is None:
        return vote
    vote.slot_votes_a = slot_ballot.counts["A"]
    vote.slot_votes_b = slot_ballot.counts["B"]
    vote.slot_votes_tie = slot_ballot.counts["Tie"]
    if vote.winner == "tie":
        leader = slot_ballot.leader()
        if leader != "Tie":
            vote.winner = _SIDE[leader]
            vote.margin = 0.5 * slot_ballot.margin()
            vote.decided_by = "slot_tiebreak"
    return vote


def _dimension_axis(reviews: Sequence[ChunkReview], names: Sequence[str], weighted: bool) -> AxisVote:
    ballot = _Ballot()
    for r in reviews:
        for d in _dims(r, names):
            ballot.add(d.winner, d.prob_a, weighted)
            if d.prob_a is not None:
                ballot.probs.append(d.prob_a)
    return _axis_from(ballot)


def aggregate(
    reviews: Sequence[ChunkReview],
    *,
    pair_id: str,
    judge: str,
    weighted: bool = False,
    voting_slot_ids: Mapping[int, Sequence[int]] | None = None,
) -> PairVerdict:
    """Aggregate validated chunk reviews of one pair into a `PairVerdict` (see module docstring).

    ``voting_slot_ids`` maps ``chunk_index`` → the 1-based ``action_id`` values that vote in
    the per-slot tie-break; ``None`` (default, the reference rule) = every slot votes, IDLE and
    PAD included. With no reviews every axis is ``tie`` and the verdict is ``failed``.
    A pure function of its arguments.
    """
    reviews = list(reviews)
    if not reviews:
        def none() -> AxisVote:
            return AxisVote(winner="tie", decided_by="no_reviews")

        return PairVerdict(pair_id=pair_id, judge=judge, action=none(), appearance=none(), motion=none(),
                           chunks=0, weighted=weighted, failed=True)
    return PairVerdict(
        pair_id=pair_id,
        judge=judge,
        action=_action_axis(reviews, weighted, voting_slot_ids),
        appearance=_dimension_axis(
            reviews, ("temporal_consistency", "artifacts_and_structure_integrity"), weighted
        ),
        motion=_dimension_axis(reviews, ("dynamic_generation_quality",), weighted),
        chunks=len(reviews),
        weighted=weighted,
        reviews=reviews,
    )
