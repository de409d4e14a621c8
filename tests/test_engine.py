"""The judging engine: chunking, swap reconciliation, the failure rule, the store, batches across pairs."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from worldreward.engine import Engine, EngineOptions, judge_pair, reconcile_payloads
from worldreward.errors import ReviewError, VideoError
from worldreward.evidence import ChunkEvidence
from worldreward.jsonl import read_jsonl
from worldreward.judges.geometry import GeometryJudge
from worldreward.pairs import PairSpec, load_pairs, load_predictions
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
from worldreward.sinks import PredictionsFile
from worldreward.store import RunCache
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
    """Says ``winner`` about every item; fails on chosen chunks or call numbers; records what it saw.
    ``gather=N``: each review waits (at most 60 s) until N reviews are in flight at once, the first
    time only, so a serial engine is caught without timing anything."""

    name = "fake"
    whole_video = False
    swap_by_default = False
    needs_images = False

    def __init__(self, winner: str = "A", fail_on: set[int] = frozenset(), whole_video: bool = False, *,
                 fail_calls: set[int] = frozenset(), gather: int = 0, concurrency: int = 1) -> None:
        self.winner, self.fail_on, self.whole_video = winner, set(fail_on), whole_video
        self.fail_calls, self.gather, self.concurrency = set(fail_calls), gather, concurrency
        self.seen: list[ChunkEvidence] = []
        self._lock = threading.Condition()
        self.in_flight = self.max_in_flight = 0

    def config(self) -> dict[str, Any]:
        return {"winner": self.winner, "whole": self.whole_video}

    def review(self, evidence: ChunkEvidence) -> ChunkReview:
        with self._lock:
            self.seen.append(evidence)
            call = len(self.seen)
            self.in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self.in_flight)
            self._lock.notify_all()
            self._lock.wait_for(lambda: self.max_in_flight >= self.gather, timeout=60)
        try:
            if evidence.chunk.index in self.fail_on or call in self.fail_calls:
                raise ReviewError("reply", "no valid JSON object in the reply")
            return ChunkReview(pair_id=evidence.pair_id, chunk_index=evidence.chunk.index,
                               payload=_payload(len(evidence.slots), self.winner,
                                                0.8 if self.winner == "A" else 0.2),
                               meta=ReviewMeta(judge=self.name))
        finally:
            with self._lock:
                self.in_flight -= 1


def judge_manifest(manifest: Path, judge: Any, out: Path, **options: Any):
    """What ``judge --pairs`` does: the engine over a manifest into a predictions file."""
    specs = load_pairs(manifest, allow_absolute_paths=True)
    with RunCache.at(out.with_suffix(".cache.jsonl")) as store, \
            PredictionsFile(out, [s.pair_id for s in specs]) as sink:
        return Engine(judge, EngineOptions(**options), store).run(specs, sink, show_progress=False)


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
    v = judge_pair(_spec(), judge, base_dir=videos, slots_per_chunk=2)
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
    ab, ba = judge.seen[-2:]
    assert ba.slots[0].motion_a == ab.slots[0].motion_b  # (B, A) evidence: the same numbers, sides exchanged
    assert ba.quality_a == ab.quality_b and ba.chunk.slots[0].left == ab.chunk.slots[0].right


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


def test_failed_chunk_does_not_vote_and_the_pair_is_not_finished(videos: Path) -> None:
    store = RunCache.memory()
    engine = Engine(FakeJudge("B", fail_on={0}), EngineOptions(base_dir=videos, slots_per_chunk=2), store)
    result = engine.judge_one(_spec())
    v = result.verdict
    assert not result.ok and "chunk 0 (AB): reply: no valid JSON object" in result.error
    assert v.failed_chunks == 1 and v.chunks == 2 and v.failed_orders == ["0/AB"]
    assert v.errors == ["chunk 0 (AB): reply: no valid JSON object in the reply"]
    assert v.action.winner == "right" and v.action.votes_b == 1  # the partial verdict, for display only
    assert result.prediction["action"] is None and result.prediction["failed_orders"] == ["0/AB"]
    assert [k.chunk_index for k in store.chunk_failures] == [0]
    assert store.pair_result("p1", engine.run_key) is None  # a failure is never stored as a result
    assert [r.winner for r in v.rows if r.chunk == 0] == [None, None]
    none = judge_pair(_spec(), FakeJudge("B", fail_on={0, 1}), base_dir=videos, slots_per_chunk=2)
    # every chunk failed: tie on every axis (the reference's aggregation), but a failed verdict
    assert none.failed and none.failed_chunks == 2 and none.action.winner == "tie"
    assert none.prediction()["action"] is None and none.prediction()["failed"] is True


def test_one_failed_order_fails_the_pair_and_only_it_is_retried(videos: Path) -> None:
    store = RunCache.memory()
    opts = EngineOptions(base_dir=videos, swap=True)
    flaky = FakeJudge("A", fail_calls={2})  # one chunk: call 1 = (A, B), call 2 = (B, A)
    first = Engine(flaky, opts, store).judge_one(_spec())
    assert not first.ok and first.verdict.failed_orders == ["0/BA"]
    assert first.verdict.failed and first.verdict.action.decided_by == "no_reviews"  # not from (A, B) alone
    assert first.prediction["action"] is None
    healthy = FakeJudge("A")  # same configuration: same review keys
    again = Engine(healthy, opts, store).judge_one(_spec())
    assert again.ok and len(healthy.seen) == 1  # only the failed order was asked again
    assert again.verdict.action.winner == "tie"


def test_store_caches_reviews_per_order_and_config(videos: Path) -> None:
    store = RunCache.memory()
    judge = FakeJudge("A")
    first = judge_pair(_spec(), judge, base_dir=videos, swap=True, store=store)
    calls = len(judge.seen)
    assert calls == 2 and {k.order for k in store.reviews} == {"AB", "BA"}
    assert {k.judge_hash for k in store.reviews} == {Engine(judge, EngineOptions(swap=True)).review_hash}
    again = judge_pair(_spec(), judge, base_dir=videos, swap=True, store=store)
    assert len(judge.seen) == calls  # nothing re-judged
    assert again.prediction()["action"] == first.prediction()["action"]
    assert all(r.measured_a == "(cached)" for r in again.rows)
    other = FakeJudge("B")
    judge_pair(_spec(), other, base_dir=videos, store=store)
    assert len(other.seen) == 1  # a different config is a different key
    judge_pair(_spec(), other, base_dir=videos, store=store, fov_deg=80.0)
    assert len(other.seen) == 2  # different evidence (field of view) is a different key too


def test_the_store_gives_a_finished_pairs_reconciled_reviews(videos: Path) -> None:
    store, judge = RunCache.memory(), FakeJudge("A")
    engine = Engine(judge, EngineOptions(swap=True, base_dir=videos), store)
    first: list = []
    engine.run([_spec()], first.append, show_progress=False)
    calls = len(judge.seen)
    again: list = []
    engine.run([_spec()], again.append, show_progress=False)
    assert len(judge.seen) == calls and again[0].cached
    # chunk rules (reward `rl_fork`) read the reviews: the store gives the same, reconciled
    stored = engine.stored_reviews(again[0].pair_id)
    assert [r.payload for r in stored] == [r.payload for r in first[0].reviews]
    assert [r.chunk_index for r in stored] == [c.index for c in first[0].chunks]


def test_numbers_are_measured_only_where_something_shows_them(videos: Path, tmp_path: Path) -> None:
    from worldreward.judges.vlm import VLMJudge

    assert not VLMJudge("http://127.0.0.1:9/v1", "m").needs_numbers  # default evidence: frames+motion
    assert VLMJudge("http://127.0.0.1:9/v1", "m", evidence="frames+motion+numbers").needs_numbers
    seen = {}
    for name, options in {"prompt": {}, "table": {"table_numbers": True},
                          "saved": {"save_evidence": tmp_path / "ev"}}.items():
        judge = FakeJudge("A")
        judge.needs_images, judge.needs_numbers = True, False  # a model judge that is shown no number
        Engine(judge, EngineOptions(base_dir=videos, swap=False, **options)).run([_spec()], show_progress=False)
        seen[name] = judge.seen[0]
    assert all(s.motion_a is None and s.quality_a is None for s in seen["prompt"].slots)
    assert seen["prompt"].images  # the images the prompt shows are still composed
    for name in ("table", "saved"):  # the single-pair table and saved evidence keep the numbers
        assert all(s.motion_a is not None for s in seen[name].slots), name
    assert seen["prompt"].images.keys() == seen["table"].images.keys()
    # the worldreward profile shows images only; saving evidence (labels, audits) keeps the numbers
    from worldreward.judges import make_judge

    template = tmp_path / "prompt_template.txt"
    template.write_text("Scene: {caption}\nActions:\n{action_sequence}\n")
    judge = make_judge("vlm", base_url="http://127.0.0.1:9/v1", model="m", profile="worldreward",
                       prompt_template=str(template))
    assert not Engine(judge, EngineOptions()).budget.numbers
    assert Engine(judge, EngineOptions(save_evidence=tmp_path / "ev")).budget.numbers


def test_broken_video_raises_naming_the_file(videos: Path) -> None:
    with pytest.raises(VideoError, match="broken.mp4"):
        judge_pair(_spec(right="broken.mp4"), FakeJudge(), base_dir=videos)


def test_save_evidence(videos: Path, tmp_path: Path) -> None:
    judge_pair(_spec(), GeometryJudge(), base_dir=videos, save_evidence=tmp_path / "ev")
    saved = json.loads((tmp_path / "ev" / "chunk_000" / "evidence.json").read_text())
    assert "grid" in saved["images"] and (tmp_path / "ev" / "chunk_000" / "grid.png").is_file()


def _manifest(videos: Path, tmp_path: Path, pairs: list[tuple[str, str, str]]) -> Path:
    manifest = tmp_path / "pairs.jsonl"
    lines = [_spec(str(videos / a), str(videos / b), pid).model_dump(exclude_none=True) for a, b, pid in pairs]
    manifest.write_text("".join(json.dumps(x) + "\n" for x in lines))
    return manifest


def test_batch_records_failures_and_resumes(videos: Path, tmp_path: Path) -> None:
    manifest = _manifest(videos, tmp_path, [("good.mp4", "wrong.mp4", "ok_1"), ("good.mp4", "broken.mp4", "bad_1"),
                                            ("wrong.mp4", "good.mp4", "ok_2")])
    out = tmp_path / "geometry.pairs.jsonl"
    stats = judge_manifest(manifest, GeometryJudge(), out)
    assert (stats.total, stats.cached, stats.judged, stats.failed) == (3, 0, 2, 1)
    rows = read_jsonl(out)
    assert [r["pair_id"] for r in rows] == ["ok_1", "bad_1", "ok_2"]
    bad = rows[1]
    assert bad["action"] is None and bad["appearance"] is None and bad["motion"] is None
    assert "broken.mp4" in bad["error"]
    assert rows[0]["action"] == "left" and rows[2]["action"] == "right"
    preds = load_predictions(out)  # the predictions format validates
    assert set(preds) == {"ok_1", "bad_1", "ok_2"}
    again = judge_manifest(manifest, GeometryJudge(), out)
    assert (again.cached, again.judged, again.failed) == (2, 0, 1)  # the failed pair is retried, only it
    assert [r["pair_id"] for r in read_jsonl(out)] == ["ok_1", "bad_1", "ok_2"]  # never two lines per pair


def test_reviews_are_in_flight_across_pairs(videos: Path, tmp_path: Path) -> None:
    pairs = [("good.mp4", "wrong.mp4", f"p{i}") for i in range(6)]
    manifest = _manifest(videos, tmp_path, pairs)
    judge = FakeJudge("A", gather=8, concurrency=8)
    stats = judge_manifest(manifest, judge, tmp_path / "slow.pairs.jsonl", swap=True, slots_per_chunk=2)
    assert stats.judged == 6 and stats.reviews == 6 * 2 * 2
    # one pair has 4 reviews (2 chunks x 2 orders): 8 at once means reviews of several pairs in flight
    assert judge.max_in_flight == 8 and stats.peak_in_flight >= 8


def test_a_judge_with_open_is_opened_before_its_first_review(videos: Path, tmp_path: Path) -> None:
    events: list[str] = []

    class Opening(FakeJudge):
        def open(self) -> None:
            events.append("open")

        def review(self, evidence: ChunkEvidence) -> ChunkReview:
            events.append("review")
            return super().review(evidence)

    manifest = _manifest(videos, tmp_path, [("good.mp4", "wrong.mp4", "p1")])
    stats = judge_manifest(manifest, Opening("A"), tmp_path / "o.pairs.jsonl", slots_per_chunk=2)
    assert stats.judged == 1 and events[0] == "open" and events.count("open") == 1
    assert events.count("review") == stats.reviews >= 2


def test_swapped_evidence_equals_evidence_extracted_with_the_clips_exchanged(videos: Path) -> None:
    from worldreward.chunks import plan_spec
    from worldreward.evidence import extract_evidence, swap_chunk, swap_evidence
    from worldreward.video import load_video

    a, b = load_video(videos / "good.mp4"), load_video(videos / "wrong.mp4")
    chunk = plan_spec(_spec(), a.num_frames, b.num_frames)[0]
    ab = extract_evidence(a, b, chunk, pair_id="p", fov_deg=70.0)
    direct = extract_evidence(b, a, swap_chunk(chunk), pair_id="p", fov_deg=70.0)
    swapped = swap_evidence(ab, a, b)
    assert swapped.model_dump(mode="json") == direct.model_dump(mode="json")
    assert sorted(swapped.images) == sorted(direct.images)
    for name in direct.images:
        assert np.array_equal(swapped.images[name], direct.images[name]), name


def test_manifest_paths_are_relative_to_the_manifest(videos: Path, tmp_path: Path) -> None:
    manifest = videos / "rel.pairs_manifest.jsonl"
    manifest.write_text(json.dumps(_spec(pair_id="rel").model_dump(exclude_none=True)) + "\n")
    out = tmp_path / "p.pairs.jsonl"
    stats = judge_manifest(manifest, FakeJudge("B"), out)
    assert stats.judged == 1
    assert read_jsonl(out)[0]["action"] == "right"
    assert np.isfinite(read_jsonl(out)[0]["margins"]["action"])


def test_side_cache_measures_a_key_once_and_waits_for_a_side_being_measured() -> None:
    from worldreward.evidence import SideCache

    cache = SideCache(max_entries=2)
    calls: list[str] = []
    started, release = threading.Event(), threading.Event()

    def slow() -> str:
        calls.append("slow")
        started.set()
        release.wait(10)
        return "measured"

    got: list[Any] = []
    first = threading.Thread(target=lambda: got.append(cache.get("k", slow)))
    first.start()
    started.wait(10)
    second = threading.Thread(target=lambda: got.append(cache.get("k", lambda: calls.append("again"))))
    second.start()
    release.set()
    first.join(10)
    second.join(10)
    assert got == ["measured", "measured"] and calls == ["slow"]  # the second waited, did not measure
    assert (cache.hits, cache.misses) == (1, 1)

    def broken() -> str:
        raise ValueError("bad span")

    with pytest.raises(ValueError, match="bad span"):
        cache.get("bad", broken)
    assert cache.get("bad", lambda: "fixed") == "fixed"  # a failure is not kept
    cache.get("third", lambda: "x")  # bound 2: the least recently used ("k") is dropped
    assert cache.get("k", lambda: "remeasured") == "remeasured"


def test_a_video_shared_by_pairs_is_decoded_and_measured_once_and_its_evidence_is_the_same(
        videos: Path, tmp_path: Path) -> None:
    """Round robin over three rollouts: each video is decoded once and each side of each chunk
    measured once for the run, and every pair's evidence (numbers and images) equals the evidence
    extracted for that pair alone."""
    from worldreward.chunks import plan_spec
    from worldreward.evidence import SideCache, extract_evidence, video_identity
    from worldreward.video import load_video

    judge = FakeJudge("A")
    specs = [_spec("good.mp4", "wrong.mp4", "gw"), _spec("good.mp4", "copy.mp4", "gc"),
             _spec("wrong.mp4", "copy.mp4", "wc")]
    import shutil

    for name in ("good.mp4", "wrong.mp4"):
        shutil.copy(videos / name, tmp_path / name)
    shutil.copy(videos / "good.mp4", tmp_path / "copy.mp4")  # same bytes, another file: measured on its own
    root = tmp_path
    engine = Engine(judge, EngineOptions(base_dir=root, slots_per_chunk=2, evidence_threads=2))
    stats = engine.run(specs, lambda r: None, show_progress=False)
    assert stats.judged == 3
    # 3 videos decoded once each (3 of the 6 sides reused), and 3 videos x 2 chunks measured once
    # each (the 6 other chunk sides of the 3 pairs reused)
    assert (stats.clips_decoded, stats.clips_reused) == (3, 3)
    assert (stats.sides_measured, stats.sides_reused) == (6, 6)
    cache = SideCache()
    for spec in specs:
        a, b = load_video(root / spec.left.video), load_video(root / spec.right.video)
        ids = video_identity(root / spec.left.video), video_identity(root / spec.right.video)
        for chunk in plan_spec(spec, a.num_frames, b.num_frames, slots_per_chunk=2):
            alone = extract_evidence(a, b, chunk, pair_id=spec.pair_id)
            shared = extract_evidence(a, b, chunk, pair_id=spec.pair_id, side_cache=cache, videos=ids)
            assert shared.model_dump(mode="json") == alone.model_dump(mode="json")
            assert sorted(shared.images) == sorted(alone.images)
            for name in alone.images:
                assert np.array_equal(shared.images[name], alone.images[name]), name
    assert cache.hits == 6
    before = video_identity(root / "copy.mp4")
    (root / "copy.mp4").write_bytes((root / "wrong.mp4").read_bytes())  # replaced: not the video it was
    assert video_identity(root / "copy.mp4") != before
    seen = {(e.pair_id, e.chunk.index): e for e in judge.seen}
    assert seen[("gc", 0)].slots[0].motion_a == seen[("gw", 0)].slots[0].motion_a  # numbers reached the judge


def test_memo_is_bounded_by_cost_and_keeps_no_result_above_its_bound() -> None:
    from worldreward.memo import Memo

    memo: Memo[bytes] = Memo(10, cost=len)
    assert memo.get("a", lambda: b"123456") == b"123456"
    assert memo.get("a", lambda: b"other") == b"123456"  # kept
    memo.get("b", lambda: b"12345")  # 6 + 5 > 10: "a" is dropped
    assert memo.get("a", lambda: b"again") == b"again"
    assert memo.get("big", lambda: b"x" * 11) == b"x" * 11  # returned, not kept
    assert memo.get("big", lambda: b"fresh") == b"fresh"
    assert (memo.hits, memo.misses) == (1, 5)
