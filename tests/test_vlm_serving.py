"""What a real vLLM server taught the ``vlm`` judge, checked against the local stub: the per-chunk
response schema (a schema-driven stub that answers its minimal instance always gets a valid
review), server-specific request fields, the bounded repair turn, server error texts, the
server's token usage, and the image-count guard."""

from __future__ import annotations

import argparse
import copy
import json
from functools import lru_cache

import jsonschema
import pytest
from schema_instance import minimal_instance
from stub_openai import StubOpenAI, raw_error, review, schema_minimal, text_reply
from test_prompts import TOKENS_A, TOKENS_B, _clip, chunk_evidence, evidence_variant

from worldreward.chunks import plan_chunks
from worldreward.errors import JudgeError, ReviewError
from worldreward.evidence import EvidenceBudget, extract_evidence
from worldreward.judges import common, make_judge
from worldreward.judges.vlm import VLMJudge
from worldreward.review import ChunkReview, review_json_schema, validate_payload

KEY_ENV = "WORLDREWARD_TEST_SERVING_KEY"
SECRET = "sk-serving-0123456789abcdef"


@pytest.fixture
def stub():
    with StubOpenAI() as server:
        yield server


@pytest.fixture(autouse=True)
def api_key(monkeypatch):
    monkeypatch.setenv(KEY_ENV, SECRET)


def make(stub: StubOpenAI, **kw) -> VLMJudge:
    opts = dict(api_key_env=KEY_ENV, timeout=5.0, max_retries=1, backoff_base=0.01, backoff_max=0.02)
    opts.update(kw)
    return VLMJudge(stub.base_url, stub.model, **opts)


@lru_cache(maxsize=1)
def varied_evidence() -> tuple:
    """Chunks of every size the planner makes from one 4-step pair: 1-4 action slots, with and
    without a reference slot."""
    a, b = _clip("left.mp4", TOKENS_A, seed=3), _clip("right.mp4", TOKENS_B, seed=3)
    spans = [(i * 3, (i + 1) * 3) for i in range(len(TOKENS_A))]
    out = []
    for per_chunk, reference in ((1, False), (2, False), (3, False), (3, True)):
        for chunk in plan_chunks(list(TOKENS_A), spans, spans, left_frames=a.num_frames, right_frames=b.num_frames,
                                 slots_per_chunk=per_chunk, reference_slot=reference):
            out.append(extract_evidence(a, b, chunk, pair_id=f"p{per_chunk}{'r' if reference else ''}",
                                        caption="A courtyard.", source_image=a.frames[0],
                                        budget=EvidenceBudget(slot_quality=False)))
    return tuple(out)


# --------------------------------------------------------------------------------------------- schema


def test_schema_driven_stub_gets_a_valid_review_for_every_request(stub):
    """A stub that knows nothing of reviews answers the minimal instance of the schema it is sent;
    every one of 20 requests (1-4 slots, reference slots, the direct layout) must parse."""
    stub.default = schema_minimal()
    evs = list(varied_evidence())
    base = chunk_evidence()
    evs += [evidence_variant(base, f"pair_{i}", i) for i in range(20 - len(evs) - 3)]
    assert len({len(e.chunk.slots) for e in evs}) == 4
    with make(stub, repair=False) as judge:
        results = judge.review_many(evs)
    with make(stub, repair=False, layout="direct", evidence="frames") as direct:
        results += direct.review_many([evidence_variant(base, f"whole_{i}", i) for i in range(3)])
    assert len(stub.chat_requests) == 20
    bad = [str(r) for r in results if not isinstance(r, ChunkReview)]
    assert bad == []
    for ev, r in zip(evs, results, strict=False):
        assert [s.action_id for s in r.payload.action_control.actions] == list(range(1, len(ev.chunk.slots) + 1))
        assert r.meta.attempts == 1


def test_observed_fields_are_asked_of_teachers_only(stub):
    """A teacher (``observed``) is sent a schema that requires the structured fields, a student
    one without them; both schemas' minimal instances are valid reviews."""
    stub.default = schema_minimal()
    ev = chunk_evidence()
    with make(stub, repair=False, observed=True) as teacher:
        taught = teacher.review(ev)
    with make(stub, repair=False) as student:
        plain = student.review(ev)
    teacher_schema, student_schema = (r.body["response_format"]["json_schema"]["schema"] for r in stub.chat_requests)
    slot = lambda schema: schema["properties"]["action_control"]["properties"]["actions"]["prefixItems"][0]  # noqa: E731
    assert "observed_a" in slot(teacher_schema)["required"] and "observed_a" not in slot(student_schema)["properties"]
    assert all(s.observed_a is not None for s in taught.payload.action_control.actions)
    assert taught.payload.visual_quality.defects_a is not None
    assert all(s.observed_a is None for s in plain.payload.action_control.actions)


def test_the_stub_is_not_lenient_a_looser_schema_fails():
    """The same minimal-instance rule on weaker schemas gives replies the validator refuses: the
    schema without a slot count (one slot instead of four), and text fields bounded only by
    minLength (blank strings)."""
    loose = minimal_instance(review_json_schema())
    with pytest.raises(ReviewError, match="1 items, expected 4"):
        validate_payload(loose, expected_slots=4)
    weak = review_json_schema(4)

    def pattern_to_min_length(node):
        if isinstance(node, dict):
            if node.pop("pattern", None) is not None:
                node["minLength"] = 1
            for v in node.values():
                pattern_to_min_length(v)
        elif isinstance(node, list):
            for v in node:
                pattern_to_min_length(v)

    pattern_to_min_length(weak)
    blank = minimal_instance(weak)
    assert blank["action_control"]["overall_summary"] == " "
    with pytest.raises(ReviewError):
        validate_payload(blank, expected_slots=4)
    validate_payload(minimal_instance(review_json_schema(4)), expected_slots=4)


def _valid(slots: int) -> dict:
    dim = {"video_a_analysis": "steady", "video_b_analysis": "flickers", "winner": "A"}
    return {
        "action_control": {
            "actions": [{"action_id": i, "action_label": "Forward | IDLE", "video_a_analysis": "zooms in",
                         "video_b_analysis": "drifts left", "winner": "Tie"} for i in range(1, slots + 1)],
            "overall_summary": "A follows", "overall_winner": "A"},
        "visual_quality": {**{d: dict(dim) for d in ("temporal_consistency", "dynamic_generation_quality",
                                                     "artifacts_and_structure_integrity")},
                           "overall_summary": "A is cleaner", "overall_winner": "B"},
    }


def _mutations(slots: int):
    def m(name, fn):
        obj = copy.deepcopy(_valid(slots))
        fn(obj)
        return name, obj

    acts = lambda o: o["action_control"]["actions"]  # noqa: E731
    yield m("one slot missing", lambda o: acts(o).pop())
    yield m("one slot too many", lambda o: acts(o).append({**acts(o)[0], "action_id": slots + 1}))
    yield m("ids out of order", lambda o: acts(o).reverse())
    yield m("id off by one", lambda o: acts(o)[0].update(action_id=0))
    yield m("winner not A/B/Tie", lambda o: o["visual_quality"].update(overall_winner="C"))
    yield m("slot winner lower-case", lambda o: acts(o)[-1].update(winner="a"))
    yield m("extra key", lambda o: o["action_control"].update(confidence=0.9))
    yield m("missing key", lambda o: o["visual_quality"].pop("temporal_consistency"))
    yield m("blank analysis", lambda o: o["visual_quality"]["dynamic_generation_quality"].update(video_b_analysis="  "))
    yield m("empty label", lambda o: acts(o)[0].update(action_label=""))
    yield m("analysis not a string", lambda o: acts(o)[0].update(video_a_analysis=3))


@pytest.mark.parametrize("slots", [1, 4])
def test_schema_refuses_whatever_the_validator_refuses(slots):
    schema = review_json_schema(slots)
    jsonschema.Draft202012Validator.check_schema(schema)
    check = jsonschema.Draft202012Validator(schema)
    assert "$ref" not in json.dumps(schema)  # self-contained
    check.validate(_valid(slots))
    validate_payload(_valid(slots), expected_slots=slots)
    for name, obj in _mutations(slots):
        if slots == 1 and name == "ids out of order":
            continue  # one slot has one order
        with pytest.raises(ReviewError):
            validate_payload(obj, expected_slots=slots)
        assert not check.is_valid(obj), f"the schema lets through: {name}"


def test_max_text_chars_bounds_every_text_field():
    check = jsonschema.Draft202012Validator(review_json_schema(2, max_text_chars=12))
    ok = _valid(2)
    for slot in ok["action_control"]["actions"]:
        slot["action_label"] = "Forward"
    check.validate(ok)
    long = copy.deepcopy(ok)
    long["visual_quality"]["overall_summary"] = "x" * 13
    assert not check.is_valid(long)
    assert check.is_valid({**long, "visual_quality": {**long["visual_quality"], "overall_summary": "x" * 12}})


# --------------------------------------------------------------------------------------------- extra body


def test_extra_body_fields_reach_every_request_and_the_config(stub):
    extra = {"chat_template_kwargs": {"enable_thinking": False}, "top_k": 1, "logit_bias": {"32": -5},
             "structured_outputs": {"disable_additional_properties": True}}
    judge = make(stub, extra_body=json.dumps(extra))
    stub.script(text_reply("not json"), review())
    result = judge.review(chunk_evidence())
    assert result.meta.attempts == 2
    for req in stub.chat_requests:  # the first request and the repair request
        for key, value in extra.items():
            assert req.body[key] == value
        assert req.body["response_format"]["type"] == "json_schema"
    assert judge.config()["extra_body"] == extra
    assert "extra_body" not in make(stub).config()  # unchanged config (and cache keys) without it
    judge.close()


@pytest.mark.parametrize(("value", "message"), [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "expected a JSON object"),
    ('{"messages": []}', "cannot be set"),
    ('{"stream": true}', "cannot be set"),
    ('{"temperature": 1.0}', "--temperature"),
    ('{"response_format": {"type": "text"}}', "--response-format"),
])
def test_extra_body_is_checked_when_the_judge_is_built(value, message):
    with pytest.raises(ValueError, match=message):
        VLMJudge("http://127.0.0.1:9/v1", "m", extra_body=value)


def test_cli_extra_body_and_image_limit_flags():
    parser = argparse.ArgumentParser()
    parser.add_argument("--judge", default="geometry")
    common.add_model_judge_arguments(parser)
    assert "--extra-body" in parser.format_help()
    limit_help = parser._option_string_actions["--max-images-per-prompt"].help
    assert "--limit-mm-per-prompt" in limit_help and "10 for 4 slots" in limit_help
    args = parser.parse_args(["--judge", "direct", "--base-url", "http://h/v1", "--model", "m",
                              "--extra-body", '{"top_k": 1}', "--max-images-per-prompt", "24"])
    opts = common.model_judge_options(args)
    assert opts["extra_body"] == '{"top_k": 1}' and opts["max_images_per_prompt"] == 24
    judge = make_judge("direct", **opts)
    assert judge.extra_body == {"top_k": 1} and judge.max_images_per_prompt == 24
    with pytest.raises(ValueError, match="extra_body"):
        make_judge("direct", backend="local", model_path="/nowhere", extra_body="{}")


# --------------------------------------------------------------------------------------------- repair


def test_repair_turn_echoes_a_bounded_excerpt(stub):
    long_reply = "START" + "x" * 20_000 + "END"
    judge = make(stub)
    stub.script(text_reply(long_reply), review())
    assert judge.review(chunk_evidence()).meta.attempts == 2
    echoed = stub.chat_requests[1].body["messages"][1]["content"]
    assert len(echoed) <= common.REPAIR_ECHO_CHARS + 60
    assert echoed.startswith("START") and echoed.endswith("END") and "characters left out" in echoed
    first, repair = (len(r.raw) for r in stub.chat_requests)
    assert repair - first < 2_000  # the repair request is barely larger than the first
    judge.close()


def test_no_repair_after_a_reply_cut_by_the_token_limit(stub):
    judge = make(stub, max_tokens=64)
    stub.script(text_reply('{"action_control": {"actions": [{"action_id": 1', finish_reason="length"), review())
    with pytest.raises(ReviewError) as err:
        judge.review(chunk_evidence())
    assert len(stub.chat_requests) == 1
    text = str(err.value)
    assert "token limit (max_tokens 64)" in text and "no repair request" in text and "--max-tokens" in text
    stub.reset()
    stub.script(text_reply("plain prose", finish_reason="stop"), review())  # a complete bad reply: repaired
    assert judge.review(chunk_evidence()).meta.attempts == 2
    judge.close()


# --------------------------------------------------------------------------------------------- errors, usage


@pytest.mark.parametrize(("behaviour", "words"), [
    (raw_error(401, "Unauthorized: token rejected"), "Unauthorized: token rejected"),
    (raw_error(401, '{"error": "Unauthorized"}', "application/json"), "Unauthorized"),
    (raw_error(403, '{"detail": "Not authenticated"}', "application/json"), "Not authenticated"),
    (raw_error(404, '{"error": {"message": "The model `m` does not exist.", "code": 404}}', "application/json"),
     "The model `m` does not exist."),
    (raw_error(401, f"invalid key {SECRET}"), "invalid key ***"),
])
def test_error_keeps_the_servers_message_but_never_the_key(stub, behaviour, words):
    stub.script(behaviour)
    with make(stub) as judge, pytest.raises(JudgeError) as err:
        judge.review(chunk_evidence())
    text = str(err.value)
    assert words in text and SECRET not in text
    assert len(stub.chat_requests) == 1  # not retried


def test_bad_request_names_the_image_count(stub):
    stub.script(raw_error(400, '{"error": {"message": "At most 8 image(s) may be provided in one prompt."}}',
                          "application/json"))
    with make(stub) as judge, pytest.raises(JudgeError, match=r"At most 8 image\(s\).*carried 10 image"):
        judge.review(chunk_evidence())


def test_server_usage_is_recorded_per_review_and_cached(stub, tmp_path):
    cache = tmp_path / "requests.jsonl"
    judge = make(stub, cache=cache)
    one = judge.review(chunk_evidence())
    assert one.meta.usage == {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}
    stub.script(text_reply("nope"), review())
    two = judge.review(evidence_variant(chunk_evidence(), "other", 1))
    assert two.meta.attempts == 2
    assert two.meta.usage == {"prompt_tokens": 2, "completion_tokens": 2, "total_tokens": 4}  # both requests
    judge.close()
    stub.reset()
    again = make(stub, cache=cache)
    assert again.review(chunk_evidence()).meta.usage == one.meta.usage
    assert stub.chat_requests == []
    again.close()


# --------------------------------------------------------------------------------------------- image limit


def test_image_limit_is_checked_before_any_request(stub):
    ev = chunk_evidence()  # 4 slots with motion maps: 10 images
    with make(stub, max_images_per_prompt=8) as judge, pytest.raises(JudgeError) as err:
        judge.review(ev)
    assert stub.chat_requests == []
    text = str(err.value)
    assert "10 images" in text and "--max-images-per-prompt is 8" in text and "--evidence frames" in text
    assert ev.pair_id in text
    with make(stub, max_images_per_prompt=10) as judge:
        assert judge.review(ev).meta.image_count == 10
    with make(stub, max_images_per_prompt=8, evidence="frames") as judge:
        assert judge.review(ev).meta.image_count == 6


@pytest.mark.parametrize(("layout", "mode"), [("chunk", "frames"), ("chunk", "frames+motion"),
                                              ("direct", "frames"), ("direct", "frames+motion")])
def test_images_per_chunk_matches_what_is_attached(layout, mode):
    settings = common.PromptSettings.from_options(layout=layout, evidence=mode, direct_frames=3)
    for ev in (*varied_evidence(), chunk_evidence()):
        prepared = common.prepare(ev, settings)
        shown = sum(1 for s in ev.chunk.slots if s.role != "padding")
        acting = sum(1 for s in ev.chunk.slots if s.role == "action")
        expected = common.images_per_chunk(shown, settings, source="source" in ev.images, motion_slots=acting)
        assert prepared.image_count == expected, (ev.pair_id, [im.name for im in prepared.images])
