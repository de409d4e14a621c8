"""judge_pair / judge_pairs_file: chunking, swap reconciliation, failures, caching, batch resume."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from worldreward.errors import ReviewError, VideoError
from worldreward.evidence import ChunkEvidence
from worldreward.jsonl import read_jsonl
from worldreward.judges import config_hash
from worldreward.judges.geometry import GeometryJudge
from worldreward.pairs import PairSpec, load_predictions
from worldreward.pipeline import (
    ReviewKey,
    ReviewStore,
    judge_pair,
    judge_pairs_file,
    reconcile_payloads,
)
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
from worldreward.synth import SynthSpec, render_rollout
from worldreward.video import write_video

TOKENS = ["camera_left", "forward", "camera_up"]
FPA = 6


def _payload(n: int, winner: str, prob: float | None = None) -> ReviewPayload:
    dim = DimensionReview(video_a_analysis="a", video_b_analysis="b", winner=winner, prob_a=prob)
    return ReviewPayload(
        action_control=ActionControl(
            actions=[SlotReview(action_id=i + 1, action_label="x", video_a_analysis="a", video_b_analysis="b",
                                winner=winner, prob_a=prob) for i in range(n)],
            overall_summary="s", overall_winner=winner, prob_a=prob),
        visual_quality=VisualQuality(temporal_consistency=dim, dynamic_generation_quality=dim,
                                     artifacts_and_structure_integrity=dim, overall_summary="s",
                                     overall_winner=winner, prob_a=prob),
    )


class FakeJudge:
    """Says ``winner`` about every item; can fail on chosen chunks; records what it saw."""

    name = "fake"
    whole_video = False
    swap_by_default = False
    needs_images = False

    def __init__(self, winner: str = "A", fail_on: set[int] = frozenset(), whole_video: bool = False) -> None:
        self.winner, self.fail_on, self.whole_video = winner, set(fail_on), whole_video
        self.seen: list[ChunkEvidence] = []

    def config(self) -> dict[str, Any]:
        return {"winner": self.winner, "whole": self.whole_video}

    def review(self, evidence: ChunkEvidence) -> ChunkReview:
        self.seen.append(evidence)
        if evidence.chunk.index in self.fail_on:
            raise ReviewError("reply", "no valid JSON object in the reply")
        return ChunkReview(pair_id=evidence.pair_id, chunk_index=evidence.chunk.index,
                           payload=_payload(len(evidence.slots), self.winner, 0.8 if self.winner == "A" else 0.2),
                           meta=ReviewMeta(judge=self.name))


class MemoryStore:
    def __init__(self) -> None:
        self.reviews: dict[ReviewKey, ChunkReview] = {}
        self.failures: dict[ReviewKey, str] = {}

    def get(self, key: ReviewKey) -> ChunkReview | None:
        return self.reviews.get(key)

    def put(self, key: ReviewKey, review: ChunkReview) -> None:
        self.reviews[key] = review

    def put_failure(self, key: ReviewKey, reason: str) -> None:
        self.failures[key] = reason


@pytest.fixture(scope="module")
def videos(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("pipe")
    spec = SynthSpec(tokens=TOKENS, frames_per_action=FPA, size=(160, 96), seed=3, supersample=1, fov_deg=70.0)
    good = render_rollout(spec).frames
    wrong = render_rollout(spec.model_copy(update={"tokens": ["camera_right", "forward", "camera_up"]})).frames
    write_video(folder / "good.mp4", good, 16)
    write_video(folder / "wrong.mp4", wrong, 16)
    (folder / "broken.mp4").write_text("this is not a video\n")
    return folder


def _spec(left: str = "good.mp4", right: str = "wrong.mp4", pair_id: str = "p1") -> PairSpec:
    return PairSpec(pair_id=pair_id, actions=TOKENS, frames_per_action=FPA, left={"video": left},
                    right={"video": right})


def test_chunks_padding_and_callbacks(videos: Path) -> None:
    judge = FakeJudge("B")
    seen = []
    v = judge_pair(_spec(), judge, base_dir=videos, slots_per_chunk=2,
                   on_chunk=lambda c, r, e: seen.append((c.index, r is not None, e)))
    assert seen == [(0, True, None), (1, True, None)]
    assert [len(e.slots) for e in judge.seen] == [2, 2]
    assert [s.slot.role for s in judge.seen[1].slots] == ["action", "padding"]
    assert judge.seen[0].images == {}  # a judge that reads numbers only gets no composed images
    assert v.action.winner == "right" and v.appearance.winner == "right" and v.motion.winner == "right"
    assert v.chunks == 2 and v.failed_chunks == 0 and v.errors == []
    assert [(r.chunk, r.slot, r.role) for r in v.rows] == [(0, 1, "action"), (0, 2, "action"), (1, 1, "action"),
                                                           (1, 2, "padding")]
    assert v.rows[0].commanded == "IDLE | YawLeft" and v.rows[0].measured_a.startswith("camera_left")


def test_whole_video_judge_gets_one_chunk(videos: Path) -> None:
    judge = FakeJudge("A", whole_video=True)
    v = judge_pair(_spec(), judge, base_dir=videos)
    assert len(judge.seen) == 1 and len(judge.seen[0].slots) == 3
    assert v.chunks == 1


def test_position_biased_judge_is_neutralised_by_swap(videos: Path) -> None:
    judge = FakeJudge("A")  # always prefers whatever is shown first
    plain = judge_pair(_spec(), judge, base_dir=videos, swap=False)
    swapped = judge_pair(_spec(), judge, base_dir=videos, swap=True)
    assert plain.action.winner == "left"
    assert swapped.action.winner == "tie" and swapped.appearance.winner == "tie"
    assert swapped.action.prob_left == pytest.approx(0.5)  # 0.8 and (1 - 0.8) averaged
    bas = [e for e in judge.seen[-2:]]
    assert bas[1].slots[0].motion_a == bas[0].slots[0].motion_b  # (B, A) evidence re-extracted


def test_consistent_judge_survives_swap(videos: Path) -> None:
    judge = GeometryJudge()
    plain = judge_pair(_spec(), judge, base_dir=videos)
    swapped = judge_pair(_spec(), judge, base_dir=videos, swap=True)
    assert plain.action.winner == "left"  # the right video turns the wrong way in slot 1
    for ax in ("action", "appearance", "motion"):
        assert swapped.axis(ax).winner == plain.axis(ax).winner


def test_reconcile_rule() -> None:
    ab = _payload(2, "A", 0.9)
    ba_mapped = _payload(2, "A", 0.7)
    ba_mapped.action_control.actions[1] = ba_mapped.action_control.actions[1].model_copy(update={"winner": "B"})
    out = reconcile_payloads(ab, ba_mapped)
    assert [s.winner for s in out.action_control.actions] == ["A", "Tie"]
    assert out.action_control.actions[0].prob_a == pytest.approx(0.8)
    assert out.action_control.overall_winner == "A"
    out2 = reconcile_payloads(ab, swap_payload(ab))
    assert out2.visual_quality.temporal_consistency.winner == "Tie"
    assert "position check" in out2.action_control.overall_summary


def test_failed_chunk_does_not_vote(videos: Path) -> None:
    store = MemoryStore()
    v = judge_pair(_spec(), FakeJudge("B", fail_on={0}), base_dir=videos, slots_per_chunk=2, store=store)
    assert v.failed_chunks == 1 and v.chunks == 2
    assert v.errors == ["chunk 0 (AB): reply: no valid JSON object in the reply"]
    assert v.action.winner == "right" and v.action.votes_b == 1
    assert [k.chunk_index for k in store.failures] == [0]
    assert [r.winner for r in v.rows if r.chunk == 0] == [None, None]
    none = judge_pair(_spec(), FakeJudge("B", fail_on={0, 1}), base_dir=videos, slots_per_chunk=2)
    # every chunk failed: tie on every axis (the reference's aggregation), but a failed verdict
    assert none.failed and none.failed_chunks == 2 and none.action.winner == "tie"
    assert none.prediction()["action"] is None and none.prediction()["failed"] is True


def test_store_caches_reviews_per_order_and_config(videos: Path) -> None:
    store = MemoryStore()
    assert isinstance(store, ReviewStore)
    judge = FakeJudge("A")
    first = judge_pair(_spec(), judge, base_dir=videos, swap=True, store=store)
    calls = len(judge.seen)
    assert calls == 2 and {k.order for k in store.reviews} == {"AB", "BA"}
    assert {k.judge_hash for k in store.reviews} == {config_hash(judge)}
    again = judge_pair(_spec(), judge, base_dir=videos, swap=True, store=store)
    assert len(judge.seen) == calls  # nothing re-judged
    assert again.prediction()["action"] == first.prediction()["action"]
    assert all(r.measured_a == "(cached)" for r in again.rows)
    other = FakeJudge("B")
    judge_pair(_spec(), other, base_dir=videos, store=store)
    assert len(other.seen) == 1  # a different config is a different key


def test_broken_video_raises_naming_the_file(videos: Path) -> None:
    with pytest.raises(VideoError, match="broken.mp4"):
        judge_pair(_spec(right="broken.mp4"), FakeJudge(), base_dir=videos)


def test_save_evidence(videos: Path, tmp_path: Path) -> None:
    judge_pair(_spec(), GeometryJudge(), base_dir=videos, save_evidence=tmp_path / "ev")
    saved = json.loads((tmp_path / "ev" / "chunk_000" / "evidence.json").read_text())
    assert "grid" in saved["images"] and (tmp_path / "ev" / "chunk_000" / "grid.png").is_file()


def test_pairs_file_batch_records_failures_and_resumes(videos: Path, tmp_path: Path) -> None:
    manifest = tmp_path / "pairs.jsonl"
    lines = [_spec(str(videos / "good.mp4"), str(videos / "wrong.mp4"), "ok_1").model_dump(exclude_none=True),
             _spec(str(videos / "good.mp4"), str(videos / "broken.mp4"), "bad_1").model_dump(exclude_none=True),
             _spec(str(videos / "wrong.mp4"), str(videos / "good.mp4"), "ok_2").model_dump(exclude_none=True)]
    manifest.write_text("".join(json.dumps(x) + "\n" for x in lines))
    out = tmp_path / "geometry.pairs.jsonl"
    counts = judge_pairs_file(manifest, GeometryJudge(), out, allow_absolute_paths=True, show_progress=False)
    assert counts == {"total": 3, "skipped": 0, "judged": 2, "failed": 1}
    rows = read_jsonl(out)
    assert [r["pair_id"] for r in rows] == ["ok_1", "bad_1", "ok_2"]
    bad = rows[1]
    assert bad["action"] is None and bad["appearance"] is None and bad["motion"] is None
    assert "broken.mp4" in bad["error"]
    assert rows[0]["action"] == "left" and rows[2]["action"] == "right"
    preds = load_predictions(out)  # the predictions format validates
    assert set(preds) == {"ok_1", "bad_1", "ok_2"}
    size = out.stat().st_size
    again = judge_pairs_file(manifest, GeometryJudge(), out, allow_absolute_paths=True, show_progress=False)
    assert again["skipped"] == 3 and again["judged"] == 0 and out.stat().st_size == size


def test_manifest_paths_are_relative_to_the_manifest(videos: Path, tmp_path: Path) -> None:
    manifest = videos / "rel.pairs_manifest.jsonl"
    manifest.write_text(json.dumps(_spec(pair_id="rel").model_dump(exclude_none=True)) + "\n")
    out = tmp_path / "p.pairs.jsonl"
    counts = judge_pairs_file(manifest, FakeJudge("B"), out, show_progress=False)
    assert counts["judged"] == 1
    assert read_jsonl(out)[0]["action"] == "right"
    assert np.isfinite(read_jsonl(out)[0]["margins"]["action"])
