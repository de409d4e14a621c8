"""The ``local`` judge on a tiny random Qwen3-VL built in a fixture (wiring, not judgement).

Random weights never write a valid review, so these tests prove the path prompt → processor →
generate → parse and that an invalid reply becomes a recorded failure with its reason; the
success path is proven by substituting a valid reply text at the decoding step only.
"""

from __future__ import annotations

import json

import pytest
from stub_openai import review_payload

from worldreward.synth import SynthSpec, render_rollout
from worldreward.video import write_video

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from worldreward.judges.local import LocalJudge  # noqa: E402
from worldreward.tiny_qwen import build_tiny_qwen3vl  # noqa: E402

#: Keep the tiny model's prompts short: small images, frames only, one-phrase analyses.
FAST = {"evidence": "frames", "reasoning": "false", "max_pixels": str(64 * 64 * 2), "max_new_tokens": "6"}


@pytest.fixture(scope="session")
def tiny_model(tmp_path_factory):
    return build_tiny_qwen3vl(tmp_path_factory.mktemp("tiny_qwen3vl"), seed=0)


@pytest.fixture(scope="module")
def pair_dir(tmp_path_factory):
    """A tiny synthetic pair on disk: A follows ``forward, camera_left``, B turns the wrong way."""
    out = tmp_path_factory.mktemp("local_pair")
    for name, toks in (("left", ["forward", "camera_left"]), ("right", ["forward", "camera_right"])):
        spec = SynthSpec(tokens=toks, frames_per_action=3, size=(96, 64), seed=2, supersample=1)
        write_video(out / f"{name}.mp4", render_rollout(spec).frames, spec.fps)
    return out


@pytest.fixture
def generate_calls(monkeypatch):
    """Every ``generate`` call of the tiny model class, with its inputs (works for judges built
    anywhere, e.g. inside the CLI)."""
    from transformers import Qwen3VLForConditionalGeneration

    calls: list[dict] = []
    real = Qwen3VLForConditionalGeneration.generate

    def spy(self, *args, **inputs):
        out = real(self, *args, **inputs)
        calls.append({"input_ids": inputs["input_ids"], "grid": inputs.get("image_grid_thw"), "output": out})
        return out

    monkeypatch.setattr(Qwen3VLForConditionalGeneration, "generate", spy)
    return calls


def _pads(input_ids) -> int:
    from worldreward.tiny_qwen import SPECIAL_TOKENS

    pad = 256 + SPECIAL_TOKENS.index("<|image_pad|>")  # byte tokens first, then the specials
    return int((input_ids == pad).sum())


def _grid_tokens(grid, merge: int = 2) -> int:
    return int(sum(int(r.prod()) for r in grid) // merge**2)


def test_cli_judge_local_records_invalid_output_as_failure(tiny_model, pair_dir, generate_calls, capsys):
    """``worldreward judge LEFT RIGHT --judge local --model-path DIR`` end to end."""
    from worldreward.cli import main

    rc = main([
        "judge", str(pair_dir / "left.mp4"), str(pair_dir / "right.mp4"), "--actions", "forward,camera_left",
        "--frames-per-action", "3", "--judge", "local", "--model-path", str(tiny_model), "--no-swap",
        "--evidence", "frames", "--no-reasoning", "--max-pixels", str(64 * 64 * 2), "--max-new-tokens", "6",
        "--json",
    ])
    assert rc == 1  # nothing could be judged: the command says so and fails
    verdict = json.loads(capsys.readouterr().out)
    # prompt → processor → generate ran: the first call carries one image pad per visual token
    assert len(generate_calls) == 2  # the reply, then one repair turn carrying it and the reason
    first, repair = generate_calls
    assert _pads(first["input_ids"]) == _grid_tokens(first["grid"]) > 0
    assert repair["input_ids"].shape[1] > first["input_ids"].shape[1]
    assert first["output"].shape[1] > first["input_ids"].shape[1]  # tokens were generated
    # → parse: the invalid reply is a recorded failure with its reason, and it did not vote
    assert verdict["chunks"] == verdict["failed_chunks"] == 1
    [error] = verdict["errors"]
    assert "chunk 0" in error and "after 2 generation(s)" in error and tiny_model.name in error
    assert "no valid JSON object in the reply" in error or "problem(s)" in error
    assert verdict["failed"] is True  # tie on every axis (the reference's aggregation), but no result
    assert verdict["action"]["decided_by"] == "no_reviews"


def test_valid_reply_is_parsed_into_a_review(tiny_model, generate_calls, monkeypatch):
    from test_prompts import chunk_evidence

    ev = chunk_evidence()
    judge = LocalJudge(tiny_model, **FAST)
    judge.load()
    decoded: list[str] = []
    real_decode = judge._processor.batch_decode

    def decode_then_answer(ids, **kw):
        decoded.extend(real_decode(ids, **kw))  # the real decode of the generated tokens
        return [json.dumps(review_payload(4, lambda field: "B"))] * len(ids)

    monkeypatch.setattr(judge._processor, "batch_decode", decode_then_answer)
    result = judge.review(ev)
    assert len(generate_calls) == 1 and len(decoded) == 1
    assert result.meta.judge == "local" and result.meta.model == tiny_model.name
    assert result.meta.attempts == 1 and result.meta.prompt_id == "chunk_judge.v1"
    assert result.meta.image_count == 6  # source, grid, 4 close-ups (frames mode)
    assert result.meta.visual_tokens == _grid_tokens(generate_calls[0]["grid"]) > 0
    assert result.payload.action_control.overall_winner == "B"


def test_missing_model_folder_is_a_clear_error(tmp_path):
    from worldreward.errors import JudgeError

    judge = LocalJudge(tmp_path / "no_model")
    with pytest.raises(JudgeError, match="no config.json"):
        judge.load()
    with pytest.raises(ValueError, match="dtype"):
        LocalJudge(tmp_path, dtype="int3")
