"""The ``worldreward`` input profile: the released checkpoint's chunk layout, 6 images, labels,
prompt filling, review schema and tolerant parsing."""

from __future__ import annotations

import base64
import io
import json

import numpy as np
import pytest
from PIL import Image

from worldreward.actions import frame_spans
from worldreward.chunks import plan_chunks
from worldreward.errors import ReviewError
from worldreward.evidence import ChunkEvidence, extract_evidence
from worldreward.profiles import (
    IMAGE_ORDER,
    evidence_budget,
    parse_review,
    render_prompt,
    response_schema,
    slot_labels,
    worldreward_label,
)
from worldreward.video import Clip

FPA = 8
TOKENS = ["forward_left", "camera_dl", "left+camera_down", "camera_right", "backward", "right_turn"]
N_FRAMES = FPA * len(TOKENS)  # 48
BLUE = {"A": 100, "B": 180}  # the blue channel tells the two videos apart


def _colour(side: str, index: int) -> tuple[int, int, int]:
    return (10 + 5 * index, 245 - 5 * index, BLUE[side])


def _clip(side: str, name: str) -> Clip:
    frames = np.stack([np.full((48, 80, 3), _colour(side, i), np.uint8) for i in range(N_FRAMES)])
    return Clip(path=name, fps=16.0, indices=list(range(N_FRAMES)), frames=frames)


@pytest.fixture(scope="module")
def chunk_evidence() -> list[ChunkEvidence]:
    a, b = _clip("A", "a.mp4"), _clip("B", "b.mp4")
    spans = frame_spans(len(TOKENS), N_FRAMES, frames_per_action=FPA)
    chunks = plan_chunks(TOKENS, spans, spans, left_frames=N_FRAMES, right_frames=N_FRAMES, layout="worldreward")
    source = np.full((120, 200, 3), (7, 7, 250), np.uint8)
    return [extract_evidence(a, b, c, pair_id="p", caption="a street", source_image=source,
                             budget=evidence_budget("worldreward")) for c in chunks]


def _codes(image: np.ndarray) -> np.ndarray:
    """Per pixel: side * 1000 + frame index of the frame colour it shows, -1 elsewhere."""
    rgb = image.astype(int)
    out = np.full(rgb.shape[:2], -1)
    for k, side in enumerate(BLUE):
        index = np.rint((rgb[..., 0] - 10) / 5).astype(int)
        ok = ((np.abs(rgb[..., 2] - BLUE[side]) <= 6) & (np.abs(10 + 5 * index - rgb[..., 0]) <= 6)
              & (np.abs(245 - 5 * index - rgb[..., 1]) <= 6) & (index >= 0) & (index < N_FRAMES))
        out[ok] = k * 1000 + index[ok]
    return out


def _bands(image: np.ndarray, n_tiles: int, min_run: int) -> list[list[tuple[str, int]]]:
    """Rows of the image crossing exactly ``n_tiles`` long runs of one frame colour, grouped into
    bands of consecutive rows; each band → the decoded (side, frame) of its tiles, left to right."""
    sides = list(BLUE)
    codes = _codes(image)
    bands: list[list[tuple[str, int]]] = []
    last_y = -10
    for y, row in enumerate(codes):
        cuts = np.flatnonzero(np.diff(row)) + 1
        starts, ends = np.r_[0, cuts], np.r_[cuts, row.size]
        runs = [(sides[row[a] // 1000], int(row[a] % 1000)) for a, b in zip(starts, ends, strict=True)
                if row[a] >= 0 and b - a >= min_run]
        if len(runs) == n_tiles:
            if y != last_y + 1:
                bands.append(runs)
            assert runs == bands[-1], f"row {y} reads {runs}, the band above read {bands[-1]}"
            last_y = y
    return bands


def _png_roundtrip(rgb: np.ndarray) -> np.ndarray:
    buf = io.BytesIO()
    Image.fromarray(rgb).save(buf, format="PNG")
    return np.asarray(Image.open(io.BytesIO(buf.getvalue())).convert("RGB"))


def test_layout_is_one_idle_slot_then_actions_then_pad(chunk_evidence) -> None:
    first, second = (ev.chunk for ev in chunk_evidence)
    assert slot_labels(first) == ["IDLE | IDLE", "Forward+Left | IDLE", "IDLE | YawLeft+PitchDown", "Left | PitchDown"]
    assert slot_labels(second) == ["IDLE | YawRight", "Backward | IDLE", "IDLE | YawRight", "IDLE | IDLE"]
    assert [s.role for s in second.slots][-1] == "padding"


def test_six_images_decode_to_the_reference_layout(chunk_evidence, tmp_path) -> None:
    ev = chunk_evidence[1]  # chunk 1: a3 a4 a5 PAD; its Start column = end frame of a2 (23)
    ev.save(tmp_path / "c1")
    assert ev.image_names() == list(IMAGE_ORDER)
    decoded = {n: np.asarray(Image.open(tmp_path / "c1" / f"{n}.png").convert("RGB")) for n in IMAGE_ORDER}
    assert len(decoded) == 6
    src = decoded["source"]
    assert src.shape[:2] == (120, 200) and tuple(src[60, 100]) == (7, 7, 250)
    grid = decoded["grid"]
    assert max(grid.shape[:2]) <= 2048 and grid.shape[1] > 4 * grid.shape[0]  # one wide strip
    bands = _bands(grid, 13, min_run=40)
    assert len(bands) == 2  # Video A over Video B, 13 tiles each
    expected = [23, 24, 27, 31, 32, 35, 39, 40, 43, 47, 47, 47, 47]  # Start, then start/mid/end x 4 (PAD: last)
    assert bands[0] == [("A", i) for i in expected]
    assert bands[1] == [("B", i) for i in expected]
    for k, (start, end) in enumerate([(24, 31), (32, 39), (40, 47), (47, 47)], start=1):
        close = decoded[f"closeup_{k}"]
        cb = _bands(close, 2, min_run=200)
        assert cb == [[("A", start), ("A", end)], [("B", start), ("B", end)]], f"close-up {k}"


def test_chunk_zero_starts_from_frame_zero_with_the_idle_slot(chunk_evidence) -> None:
    bands = _bands(_png_roundtrip(chunk_evidence[0].images["grid"]), 13, min_run=40)
    expected = [0, 0, 0, 0, 0, 3, 7, 8, 11, 15, 16, 19, 23]  # Start, IDLE x3 (frame 0), a0, a1, a2
    assert bands == [[("A", i) for i in expected], [("B", i) for i in expected]]


def test_request_sends_the_six_images_in_order_untagged_then_the_filled_template(chunk_evidence, tmp_path) -> None:
    from worldreward.judges.vlm import VLMJudge

    template = tmp_path / "prompt_template.txt"
    template.write_text('Scene: {caption}\nActions:\n{action_sequence}\nReply as {"action_control": ...}\n')
    judge = VLMJudge("http://127.0.0.1:9/v1", "wr", profile="worldreward", prompt_template=str(template))
    prepared, body = judge.build_request(chunk_evidence[0])
    content = body["messages"][0]["content"]
    assert [c["type"] for c in content] == ["image_url"] * 6 + ["text"]
    first = np.asarray(Image.open(io.BytesIO(base64.b64decode(content[0]["image_url"]["url"].split(",", 1)[1]))))
    assert abs(int(first[60, 100, 2]) - 250) < 8  # the source image comes first
    text = content[-1]["text"]
    assert text.startswith("Scene: a street\nActions:\n") and '{"action_control": ...}' in text
    assert "{caption}" not in text and "{action_sequence}" not in text
    for label in ("IDLE | IDLE", "Forward+Left | IDLE", "IDLE | YawLeft+PitchDown", "Left | PitchDown"):
        assert label in text
    schema = body["response_format"]["json_schema"]["schema"]
    assert schema["properties"]["action_control"]["properties"]["overall_winner"]["enum"] == ["A", "B"]
    assert judge.config()["profile"] == "worldreward"
    assert body["chat_template_kwargs"] == {"enable_thinking": False}
    with pytest.raises(ValueError, match="prompt-template"):
        VLMJudge("http://127.0.0.1:9/v1", "wr", profile="worldreward")


def _payload(**over) -> dict:
    slot = {"action_label": "Forward | IDLE", "video_a_analysis": "a", "video_b_analysis": "b", "winner": "A"}
    dim = {"video_a_analysis": "a", "video_b_analysis": "b", "winner": "Tie"}
    p = {"action_control": {"actions": [{"action_id": i, **slot} for i in range(1, 5)],
                            "overall_summary": "s", "overall_winner": "A"},
         "visual_quality": {"temporal_consistency": dim, "dynamic_generation_quality": dim,
                            "artifacts_and_structure_integrity": dim, "overall_summary": "s",
                            "overall_winner": "B"}}
    p.update(over)
    return p


def test_tolerant_parsing_finds_a_wrapped_review_and_ignores_extra_keys() -> None:
    inner = _payload()
    inner["action_control"]["confidence"] = 0.9
    inner["action_control"]["actions"][0]["reasoning"] = "extra"
    inner["visual_quality"]["temporal_consistency"] = {**inner["visual_quality"]["temporal_consistency"], "x": 1}
    text = "Here you go:\n```json\n" + json.dumps({"result": {"review": inner, "meta": 1}}) + "\n```"
    payload = parse_review(text)
    assert payload.action_control.overall_winner == "A" and payload.visual_quality.overall_winner == "B"
    assert [a.action_id for a in payload.action_control.actions] == [1, 2, 3, 4]
    assert parse_review(json.dumps(_payload())).action_control.actions[0].winner == "A"


@pytest.mark.parametrize("change, problem", [
    (lambda p: p["action_control"].update(overall_winner="Tie"), "overall_winner must be A or B"),
    (lambda p: p["action_control"]["actions"].pop(), "expected 4"),
    (lambda p: p["visual_quality"]["dynamic_generation_quality"].update(video_a_analysis=" "), "video_a_analysis"),
    (lambda p: p["action_control"]["actions"][1].update(action_id=7), "ids must be 1..4"),
])
def test_incomplete_reviews_never_vote(change, problem) -> None:
    p = _payload()
    change(p)
    with pytest.raises(ReviewError, match=problem):
        parse_review(json.dumps(p))
    with pytest.raises(ReviewError):
        parse_review("no json here")


def test_labels_and_schema() -> None:
    assert worldreward_label("forward_left") == "Forward+Left | IDLE"
    assert worldreward_label("backward_right+camera_ul") == "Backward+Right | YawLeft+PitchUp"
    assert worldreward_label("idle") == "IDLE | IDLE"
    schema = response_schema()
    acts = schema["properties"]["action_control"]["properties"]["actions"]
    assert acts["minItems"] == acts["maxItems"] == 4 and len(acts["prefixItems"]) == 4
    for k, slot in enumerate(acts["prefixItems"], start=1):
        assert set(slot["properties"]) == {"action_id", "action_label", "video_a_analysis", "video_b_analysis",
                                           "winner"}
        assert slot["required"] == ["action_id", "action_label", "video_a_analysis", "video_b_analysis", "winner"]
        assert slot["properties"]["action_id"]["enum"] == [k]


def test_prompt_filling_is_plain_replacement(chunk_evidence) -> None:
    text = render_prompt('{"a": {caption}} [{action_sequence}] $x {other}', "cap", chunk_evidence[0].chunk)
    assert text.startswith('{"a": cap} [') and text.endswith("] $x {other}")


def test_judge_pair_with_the_profile_against_a_stub_server(tmp_path) -> None:
    """End to end: 6 actions → 2 chunks of 6 images each; the server answers the reference's
    review shape wrapped in an outer object with extra keys; the vote counts every slot."""
    from stub_openai import StubOpenAI, text_reply

    from worldreward.engine import judge_pair
    from worldreward.judges.vlm import VLMJudge
    from worldreward.pairs import PairSpec
    from worldreward.video import write_video

    for side, name in (("A", "a.mp4"), ("B", "b.mp4")):
        write_video(tmp_path / name, _clip(side, name).frames, 16.0)
    template = tmp_path / "prompt_template.txt"
    template.write_text("Caption: {caption}\n{action_sequence}\nAnswer with JSON {...}\n")
    spec = PairSpec(pair_id="p", input_caption="a street", actions=TOKENS, frames_per_action=FPA,
                    left={"video": str(tmp_path / "a.mp4")}, right={"video": str(tmp_path / "b.mp4")})
    # chunk 0 says A overall, chunk 1 says B: 1-1, so every slot breaks the tie, IDLE and PAD
    # included: chunk 0 slots A A Tie Tie, chunk 1 slots B B Tie B -> A 2, B 3 -> right
    replies = [_payload(), _payload()]
    for slot, w in zip(replies[0]["action_control"]["actions"], "AATT", strict=True):
        slot["winner"] = "Tie" if w == "T" else w
    replies[1]["action_control"]["overall_winner"] = "B"
    for slot, w in zip(replies[1]["action_control"]["actions"], "BBTB", strict=True):
        slot["winner"] = "Tie" if w == "T" else w
    with StubOpenAI() as stub:
        stub.script(*(text_reply(json.dumps({"output": {"review": r, "note": "x"}})) for r in replies))
        # one request at a time: the scripted replies go to the chunks in order
        with VLMJudge(stub.base_url, stub.model, profile="worldreward", prompt_template=str(template),
                      timeout=5.0, max_retries=0, concurrency=1) as judge:
            verdict = judge_pair(spec, judge, swap=False)
        requests = list(stub.chat_requests)
    assert verdict.chunks == 2 and verdict.failed_chunks == 0 and not verdict.failed
    assert verdict.action.winner == "right" and verdict.action.decided_by == "slot_tiebreak"
    assert (verdict.action.slot_votes_a, verdict.action.slot_votes_b) == (2, 3)
    assert len(requests) == 2
    for req in requests:
        parts = req.body["messages"][0]["content"]
        assert [p["type"] for p in parts] == ["image_url"] * 6 + ["text"]
    assert "Forward+Left | IDLE" in requests[0].body["messages"][0]["content"][-1]["text"]
