"""Aggregating chunk reviews into a pair verdict (the WorldReward rule and a weighted variant).

CONTRACT: `aggregate(reviews, ...)` → `PairVerdict`. A = left, B = right.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from .types import Side


class AxisVote(BaseModel):
    """The decision on one axis with the votes behind it."""

    winner: Side | None  # None: no valid review voted on this axis
    votes_a: int = 0
    votes_b: int = 0
    votes_tie: int = 0
    margin: float = 0.0  # in [-1, 1]; > 0 favours left (A)
    prob_left: float | None = None  # mean soft probability when reviews carry them


class PairVerdict(BaseModel):
    """The pair-level result; `prediction()` gives the ``*.pairs.jsonl`` line."""

    pair_id: str
    judge: str
    action: AxisVote
    appearance: AxisVote
    motion: AxisVote
    chunks: int = 0
    failed_chunks: int = 0
    errors: list[str] = Field(default_factory=list)
    extra: dict[str, Any] = Field(default_factory=dict)
