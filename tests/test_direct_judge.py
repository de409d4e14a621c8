"""The ``direct`` baseline: the whole pair in one prompt, on the same client/parser as ``vlm``."""

from __future__ import annotations

import pytest
from stub_openai import StubOpenAI, review
from test_prompts import chunk_evidence

from worldreward.engine import judge_pair
from worldreward.judges import make_judge
from worldreward.judges.direct import make_direct_judge
from worldreward.judges.local import LocalJudge
from worldreward.judges.vlm import VLMJudge
from worldreward.pairs import PairSpec
from worldreward.synth import SynthSpec, render_rollout
from worldreward.video import write_video


@pytest.fixture
def stub():
    with StubOpenAI() as server:
        yield server


def test_direct_judge_sends_frames_of_both_whole_videos_and_all_actions(stub):
    ev = chunk_evidence()
    judge = make_judge("direct", backend="vlm", base_url=stub.base_url, model=stub.model, direct_frames="6",
                       backoff_base=0.01)
    assert isinstance(judge, VLMJudge)
    assert (judge.name, judge.whole_video, judge.swap_by_default) == ("direct", True, True)
    assert judge.config()["evidence"] == "frames" and judge.config()["direct_frames"] == 6
    result = judge.review(ev)
    judge.close()
    [req] = stub.chat_requests
    prompt = req.body["messages"][0]["content"][-1]["text"]
    assert len(req.image_urls) == result.meta.image_count == 1 + 2 * 6  # source + 6 frames per video
    assert "Image 2: Video A, frame 1 of 6" in prompt and "Image 13: Video B, frame 6 of 6" in prompt
    assert "keyframe grid" not in prompt and "close-up" not in prompt and "motion maps" not in prompt
    for slot in ev.chunk.slots:
        assert f"{slot.position + 1}. {slot.action.label}." in prompt
    assert "exactly 4 entries" in prompt
    assert req.body["response_format"]["json_schema"]["name"] == "chunk_review"
    assert (result.meta.judge, result.meta.prompt_id) == ("direct", "direct_judge.v1")
    assert len(result.payload.action_control.actions) == 4


def test_direct_judge_options_are_checked():
    with pytest.raises(ValueError, match="backend"):
        make_direct_judge("nvrm")
    with pytest.raises(ValueError, match="model_path"):
        make_direct_judge("vlm", base_url="http://127.0.0.1:9/v1", model="m", model_path="/x")
    local = make_direct_judge("local", model_path="/nowhere/tiny", batch_size="2")
    assert isinstance(local, LocalJudge)  # built lazily: nothing is loaded before the first review
    assert (local.name, local.whole_video, local.config()["backend"]) == ("direct", True, "local")


def test_pipeline_judges_the_whole_pair_as_one_chunk(stub, tmp_path):
    tokens = ["forward", "camera_left", "right", "camera_up", "left", "idle"]
    bad = ["forward", "camera_right", "left", "idle", "left", "idle"]
    for name, toks in (("left", tokens), ("right", bad)):
        spec = SynthSpec(tokens=toks, frames_per_action=3, size=(96, 64), seed=5, supersample=1)
        write_video(tmp_path / f"{name}.mp4", render_rollout(spec).frames, spec.fps)
    pair = PairSpec(pair_id="direct_1", actions=tokens, frames_per_action=3, input_caption="A courtyard.",
                    left={"video": "left.mp4"}, right={"video": "right.mp4"})
    stub.default = review(winner="A")
    judge = make_direct_judge("vlm", base_url=stub.base_url, model=stub.model)
    verdict = judge_pair(pair, judge, base_dir=tmp_path, slots_per_chunk=4)
    judge.close()
    # one chunk holding all six actions, judged in both presentation orders
    assert len(stub.chat_requests) == 2
    assert all("exactly 6 entries" in r.text for r in stub.chat_requests)
    assert verdict.chunks == 1 and verdict.failed_chunks == 0
    # the stub always prefers the video shown first, so the swapped order cancels it out
    assert verdict.action.winner == "tie" and verdict.action.slot_votes_tie == 6
