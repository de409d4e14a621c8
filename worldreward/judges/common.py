"""What every model judge (``vlm``, ``local``, ``direct``) shares: prompt rendering, image
selection and encoding, visual-token accounting, the structured-output schema, the repair
prompt, soft winner probabilities from token log-probabilities, and the CLI options.

CONTRACT

- `prepare(evidence, settings)` → `PreparedPrompt`: the rendered prompt text (its id and hash),
  the images to attach in order (bounded RGB arrays), their estimated visual tokens, and the
  number of slots the review must cover. Both backends send exactly this; the HTTP backend as
  JPEG data URIs (`jpeg_data_uri`), the in-process backend as PIL images.
- Layouts: ``chunk`` (one action-aligned chunk: source image, keyframe grid, close-ups, and
  with ``frames+motion`` the motion maps) and ``direct`` (the ablation baseline: the whole pair
  as one chunk, shown as frames sampled evenly from each whole video, every action listed).
- Evidence modes (`EVIDENCE_MODES`): ``frames`` (keyframe grid + close-ups), ``frames+motion``
  (+ motion / flow maps), ``frames+motion+numbers`` (+ the block of measured motion and quality
  numbers in the prompt). ``reasoning=False`` asks for one-phrase analyses.
- Prompts are the files ``prompts/chunk_judge.v1.txt``, ``direct_judge.v1.txt``,
  ``repair.v1.txt`` and the fragments in ``judge_parts.v1.txt``; the prompt id is the file stem
  and the prompt hash (`worldreward.prompts.text_hash`) covers the fully rendered text.
- `winner_probabilities(tokens)`: see its docstring for how ``prob_a`` is derived.
"""

from __future__ import annotations

import argparse
import base64
import json
import math
import re
import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from functools import lru_cache
from typing import Any

import cv2
import numpy as np

from .. import prompts
from ..actions import expected_behaviour
from ..errors import ReviewError
from ..evidence import ChunkEvidence, SlotEvidence
from ..review import (
    VISUAL_DIMENSIONS,
    ChunkReview,
    ReviewMeta,
    ReviewPayload,
    parse_review,
    review_json_schema,
)
from ..video import smart_resize

EVIDENCE_MODES: tuple[str, ...] = ("frames", "frames+motion", "frames+motion+numbers")
LAYOUTS: tuple[str, ...] = ("chunk", "direct")
#: layout → prompt template id (file ``prompts/<id>.txt``)
PROMPT_IDS: dict[str, str] = {"chunk": "chunk_judge.v1", "direct": "direct_judge.v1"}
REPAIR_PROMPT_ID = "repair.v1"
PARTS_ID = "judge_parts.v1"

#: Qwen3-VL image processor: 16-pixel patches merged 2x2, so one visual token per 32x32 pixels,
#: and its default pixel bounds (``shortest_edge`` / ``longest_edge`` of the processor config).
TOKEN_FACTOR = 32
QWEN3VL_MIN_PIXELS = 65_536
QWEN3VL_MAX_PIXELS = 16_777_216

#: Default bounds for every attached image (after them, the server's own resize is a no-op).
DEFAULT_MAX_SIDE = 1536
DEFAULT_MAX_PIXELS = 1024 * TOKEN_FACTOR * TOKEN_FACTOR
DEFAULT_JPEG_QUALITY = 90
#: Frames sampled from each whole video by the ``direct`` layout.
DEFAULT_DIRECT_FRAMES = 8


# ---------------------------------------------------------------------------------------------
# Option parsing (constructors accept CLI strings)


def as_bool(value: Any, name: str = "option") -> bool:
    """``True/False`` or a CLI string (``1/0, true/false, yes/no, on/off``)."""
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in {"1", "true", "yes", "on", "y"}:
        return True
    if text in {"0", "false", "no", "off", "n"}:
        return False
    raise ValueError(f"{name}: expected a boolean (true/false), got {value!r}")


def as_int(value: Any, name: str = "option", minimum: int | None = None) -> int:
    try:
        out = int(value)
    except (TypeError, ValueError):
        raise ValueError(f"{name}: expected an integer, got {value!r}") from None
    if minimum is not None and out < minimum:
        raise ValueError(f"{name}: must be at least {minimum}, got {out}")
    return out


def as_float(value: Any, name: str = "option", minimum: float | None = None) -> float:
    try:
        out = float(value)
    except (TypeError, ValueError):
        raise ValueError(f"{name}: expected a number, got {value!r}") from None
    if not math.isfinite(out) or (minimum is not None and out < minimum):
        raise ValueError(f"{name}: must be a finite number >= {minimum}, got {value!r}")
    return out


def as_json_object(value: Any, name: str = "option") -> dict[str, Any]:
    """A dict, or a CLI string holding one JSON object; ``None`` / ``""`` → ``{}``."""
    if value in (None, ""):
        return {}
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except json.JSONDecodeError as exc:
            raise ValueError(f"{name}: not valid JSON ({exc.msg} at character {exc.pos}): {value[:80]!r}") from None
    if not isinstance(value, dict):
        raise ValueError(f"{name}: expected a JSON object ({{...}}), got {type(value).__name__}")
    return dict(value)


def as_evidence_mode(value: Any) -> str:
    text = str(value).strip().lower().replace(" ", "")
    if text not in EVIDENCE_MODES:
        raise ValueError(f"evidence: choose one of {', '.join(EVIDENCE_MODES)}, got {value!r}")
    return text


# ---------------------------------------------------------------------------------------------
# Settings shared by the model judges


@dataclass(frozen=True)
class PromptSettings:
    """Everything that changes what a model judge is shown (part of the judge's `config`)."""

    layout: str = "chunk"
    evidence: str = "frames+motion"
    reasoning: bool = True
    max_side: int = DEFAULT_MAX_SIDE
    max_pixels: int = DEFAULT_MAX_PIXELS
    jpeg_quality: int = DEFAULT_JPEG_QUALITY
    direct_frames: int = DEFAULT_DIRECT_FRAMES
    #: input profile (`worldreward.profiles`): "default" or "worldreward" (the released checkpoint)
    profile: str = "default"
    #: the user's copy of the released prompt template (profile "worldreward")
    prompt_template: str | None = None
    observed: bool = False  # ask for the structured observed_* / defects_* fields (teacher labels)

    @classmethod
    def from_options(
        cls,
        *,
        layout: str = "chunk",
        evidence: Any = "frames+motion",
        reasoning: Any = True,
        max_side: Any = DEFAULT_MAX_SIDE,
        max_pixels: Any = DEFAULT_MAX_PIXELS,
        jpeg_quality: Any = DEFAULT_JPEG_QUALITY,
        direct_frames: Any = DEFAULT_DIRECT_FRAMES,
        profile: Any = "default",
        prompt_template: Any = None,
        observed: Any = False,
    ) -> PromptSettings:
        """Validated settings from keyword options (CLI strings accepted)."""
        from ..profiles import check_profile, load_template

        profile = check_profile(str(profile or "default"))
        if prompt_template is not None:
            load_template(prompt_template)  # a clear error now rather than at the first chunk
            prompt_template = str(prompt_template)
        elif profile == "worldreward":
            raise ValueError("profile worldreward: --prompt-template FILE is required (your copy of the "
                             "released worldreward/prompt_template.txt)")
        if layout not in LAYOUTS:
            raise ValueError(f"layout: choose one of {', '.join(LAYOUTS)}, got {layout!r}")
        quality = as_int(jpeg_quality, "jpeg_quality", 1)
        if quality > 100:
            raise ValueError(f"jpeg_quality: must be 1..100, got {quality}")
        return cls(
            layout=layout,
            evidence=as_evidence_mode(evidence),
            reasoning=as_bool(reasoning, "reasoning"),
            max_side=as_int(max_side, "max_side", TOKEN_FACTOR),
            max_pixels=as_int(max_pixels, "max_pixels", TOKEN_FACTOR * TOKEN_FACTOR),
            jpeg_quality=quality,
            direct_frames=as_int(direct_frames, "direct_frames", 2),
            profile=profile,
            prompt_template=prompt_template,
            observed=as_bool(observed, "observed"),
        )

    @property
    def prompt_id(self) -> str:
        return PROMPT_IDS[self.layout]

    @property
    def with_motion(self) -> bool:
        return "motion" in self.evidence

    @property
    def with_numbers(self) -> bool:
        return self.evidence.endswith("numbers")


def profile_config(settings: PromptSettings) -> dict[str, Any]:
    """The profile part of a model judge's `config` (empty for the default profile, so existing
    cache keys stay valid); the template enters by its content hash, not its path."""
    if settings.profile == "default":
        return {}
    out: dict[str, Any] = {"profile": settings.profile}
    if settings.prompt_template:
        from ..profiles import load_template

        out["prompt_template_hash"] = prompts.text_hash(load_template(settings.prompt_template))
    return out


# ---------------------------------------------------------------------------------------------
# Prompt fragments


_HEADER = re.compile(r"^=== ([\w.]+) ===$", re.MULTILINE)


@lru_cache(maxsize=8)
def prompt_parts(parts_id: str = PARTS_ID) -> dict[str, str]:
    """The named fragments of ``prompts/<parts_id>.txt`` (``=== name ===`` headers)."""
    text = prompts.load(f"{parts_id}.txt")
    heads = list(_HEADER.finditer(text))
    if not heads:
        raise ValueError(f"prompts/{parts_id}.txt: no '=== name ===' fragments found")
    out: dict[str, str] = {}
    for i, m in enumerate(heads):
        end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
        out[m.group(1)] = text[m.end() : end].strip("\n")
    return out


@lru_cache(maxsize=8)
def template(prompt_id: str) -> string.Template:
    """The template ``prompts/<prompt_id>.txt``."""
    return string.Template(prompts.load(f"{prompt_id}.txt"))


def _fill(name: str, **values: Any) -> str:
    """Render fragment ``name``; a missing placeholder is an error naming the fragment."""
    try:
        return string.Template(prompt_parts()[name]).substitute(**values)
    except KeyError as exc:
        raise ValueError(f"prompts/{PARTS_ID}.txt fragment {name!r}: missing value {exc}") from None


# ---------------------------------------------------------------------------------------------
# Image selection and bounds


@dataclass(frozen=True)
class PromptImage:
    """One attached image: its evidence name, a one-line description, and the bounded pixels."""

    name: str
    description: str
    rgb: np.ndarray = field(repr=False)

    @property
    def visual_tokens(self) -> int:
        h, w = self.rgb.shape[:2]
        return qwen_visual_tokens(h, w)


def bound_image(rgb: np.ndarray, max_side: int, max_pixels: int) -> np.ndarray:
    """``rgb`` scaled down (never up) so its longer side is at most ``max_side`` and its area at
    most ``max_pixels``; when resized, both sides are floored to multiples of 32 pixels."""
    h, w = rgb.shape[:2]
    scale = min(1.0, max_side / max(h, w), math.sqrt(max_pixels / (h * w)))
    if scale >= 1.0:
        return rgb
    th = max(TOKEN_FACTOR, math.floor(h * scale / TOKEN_FACTOR) * TOKEN_FACTOR)
    tw = max(TOKEN_FACTOR, math.floor(w * scale / TOKEN_FACTOR) * TOKEN_FACTOR)
    return cv2.resize(rgb, (tw, th), interpolation=cv2.INTER_AREA)


def qwen_visual_tokens(height: int, width: int) -> int:
    """Visual tokens a Qwen3-VL processor spends on an image of this size: the size after its
    smart resize (multiples of 32 within its default pixel bounds), one token per 32x32 pixels."""
    h, w = smart_resize(
        height, width, factor=TOKEN_FACTOR, min_pixels=QWEN3VL_MIN_PIXELS, max_pixels=QWEN3VL_MAX_PIXELS
    )
    return math.ceil(h / TOKEN_FACTOR) * math.ceil(w / TOKEN_FACTOR)


def jpeg_data_uri(rgb: np.ndarray, quality: int = DEFAULT_JPEG_QUALITY) -> str:
    """``data:image/jpeg;base64,...`` of an RGB uint8 array."""
    ok, buf = cv2.imencode(".jpg", cv2.cvtColor(rgb, cv2.COLOR_RGB2BGR), [cv2.IMWRITE_JPEG_QUALITY, int(quality)])
    if not ok:
        raise ValueError(f"JPEG encoding failed for an image of shape {rgb.shape}")
    return "data:image/jpeg;base64," + base64.b64encode(buf.tobytes()).decode("ascii")


def to_pil(rgb: np.ndarray):
    """A PIL image of an RGB uint8 array (for in-process processors)."""
    from PIL import Image

    return Image.fromarray(np.ascontiguousarray(rgb))


def _slot_names(evidence: ChunkEvidence) -> dict[int, str]:
    """Slot number (1-based, as in ``closeup_<k>``) → commanded label."""
    return {s.position + 1: s.action.label for s in evidence.chunk.slots}


def _numbered(evidence: ChunkEvidence, prefix: str) -> list[tuple[int, str]]:
    out = []
    for name in evidence.images:
        head, _, tail = name.partition("_")
        if head == prefix and tail.isdigit():
            out.append((int(tail), name))
    return sorted(out)


def sample_video_frames(evidence: ChunkEvidence, side: str, count: int) -> list[np.ndarray]:
    """``count`` frames sampled evenly (in time order) from one side's keyframes over all slots,
    the shared boundary frame of consecutive slots kept once."""
    frames: list[np.ndarray] = []
    last_index: int | None = None
    for se in sorted(evidence.slots, key=lambda s: s.slot.position):
        if se.slot.role == "padding":
            continue
        stack = evidence.keyframes.get(f"{side}_{se.slot.position}")
        indices = se.keyframes_a if side == "A" else se.keyframes_b
        if stack is None:
            continue
        for j, frame in enumerate(stack):
            idx = indices[j] if j < len(indices) else None
            if idx is not None and idx == last_index:
                continue
            frames.append(frame)
            last_index = idx
    if len(frames) <= count:
        return frames
    picks = np.linspace(0, len(frames) - 1, count).round().astype(int)
    return [frames[i] for i in picks]


def select_images(evidence: ChunkEvidence, settings: PromptSettings) -> list[PromptImage]:
    """The images to attach, in order, bounded by the settings, each with its description:
    the source image; then the keyframe grid and close-ups (``chunk``) or frames sampled from
    each whole video (``direct``); then, with motion evidence, the motion maps."""
    labels = _slot_names(evidence)
    parts: list[tuple[str, np.ndarray, str, dict]] = []
    if "source" in evidence.images:
        parts.append(("source", evidence.images["source"], "image.source", {}))
    if settings.layout == "direct":
        for side in ("A", "B"):
            frames = sample_video_frames(evidence, side, settings.direct_frames)
            for i, frame in enumerate(frames, start=1):
                parts.append((f"frame_{side}_{i}", frame, "image.frame", {"side": side, "index": i, "total": len(frames)}))
    else:
        if "grid" in evidence.images:
            parts.append(("grid", evidence.images["grid"], "image.grid", {}))
        for k, name in _numbered(evidence, "closeup"):
            parts.append((name, evidence.images[name], "image.closeup", {"slot": k, "label": labels.get(k, "?")}))
    if settings.with_motion:
        for k, name in _numbered(evidence, "motion"):
            parts.append((name, evidence.images[name], "image.motion", {"slot": k, "label": labels.get(k, "?")}))
    return [
        PromptImage(name=name, description=_fill(frag, number=number, **values),
                    rgb=bound_image(rgb, settings.max_side, settings.max_pixels))
        for number, (name, rgb, frag, values) in enumerate(parts, start=1)
    ]


# ---------------------------------------------------------------------------------------------
# Prompt rendering


def _fmt(x: float | None, digits: int = 3) -> str:
    return "n/a" if x is None else f"{x:+.{digits}f}"


def _slot_block(evidence: ChunkEvidence) -> str:
    lines = []
    for slot in sorted(evidence.chunk.slots, key=lambda s: s.position):
        beh = expected_behaviour(slot.action)
        moving = " ".join(beh.moving) if beh.moving else _fill("behaviour.nothing_moves")
        still = " ".join(beh.still) if beh.still else _fill("behaviour.nothing_still")
        frag = {"action": "slot.action", "reference": "slot.reference", "padding": "slot.padding"}[slot.role]
        lines.append(_fill(frag, number=slot.position + 1, label=slot.action.label, moving=moving, still=still))
    return "\n".join(lines)


def _scene_block(evidence: ChunkEvidence, images: Sequence[PromptImage]) -> str:
    lines = [
        _fill("scene.caption", caption=evidence.caption.strip())
        if evidence.caption and evidence.caption.strip()
        else _fill("scene.no_caption")
    ]
    for number, im in enumerate(images, start=1):
        if im.name == "source":
            lines.append(_fill("scene.source", number=number))
    return "\n".join(lines)


def _motion_lines(se: SlotEvidence) -> list[str]:
    out = []
    for side, m in (("A", se.motion_a), ("B", se.motion_b)):
        out.append(
            _fill(
                "measurements.motion",
                slot=se.slot.position + 1,
                side=side,
                token=m.token,
                yaw=_fmt(m.yaw_deg_per_frame, 2),
                pitch=_fmt(m.pitch_deg_per_frame, 2),
                zoom=_fmt(m.zoom_per_frame, 4),
                lateral=_fmt(m.lateral_per_frame, 4),
                flow=f"{m.flow_px_per_frame:.2f}",
                confidence=f"{m.confidence:.2f}",
            )
        )
    return out


def _measurement_block(evidence: ChunkEvidence) -> str:
    motion: list[str] = []
    for se in sorted(evidence.slots, key=lambda s: s.slot.position):
        if se.slot.role != "padding":
            motion.extend(_motion_lines(se))
    quality = []
    for side, q in (("A", evidence.quality_a), ("B", evidence.quality_b)):
        values = {k: f"{v:.3f}" for k, v in q.model_dump().items()}
        quality.append(_fill("measurements.quality", side=side, **values))
    return _fill("measurements", motion="\n".join(motion), quality="\n".join(quality)) + "\n\n"


def _image_block(images: Sequence[PromptImage]) -> str:
    lines = [im.description for im in images]
    if any(im.name.startswith("motion_") for im in images):
        lines.append(_fill("image.motion_legend"))
    return "\n".join(lines)


@dataclass(frozen=True)
class PreparedPrompt:
    """What a model judge sends for one chunk (identical for both backends)."""

    prompt_id: str
    text: str
    prompt_hash: str
    images: list[PromptImage]
    expected_slots: int
    evidence_hash: str

    @property
    def image_count(self) -> int:
        return len(self.images)

    @property
    def visual_tokens(self) -> int:
        return sum(im.visual_tokens for im in self.images)


def render_prompt(evidence: ChunkEvidence, settings: PromptSettings, images: Sequence[PromptImage]) -> str:
    """The full prompt text for ``evidence`` with the given attached ``images`` (in order)."""
    values = {
        "slot_count": len(evidence.chunk.slots),
        "scene": _scene_block(evidence, images),
        "slots": _slot_block(evidence),
        "images": _image_block(images),
        "measurements": _measurement_block(evidence) if settings.with_numbers else "",
        "analysis_style": _fill("analysis.reasoning" if settings.reasoning else "analysis.brief")
        + ("\n" + _fill("analysis.observed") if settings.observed else ""),
        "schema_example": prompt_parts()["schema.observed" if settings.observed else "schema"],
    }
    try:
        return template(settings.prompt_id).substitute(values)
    except (KeyError, ValueError) as exc:
        raise ValueError(f"prompts/{settings.prompt_id}.txt: cannot render ({exc})") from None


def prepare(evidence: ChunkEvidence, settings: PromptSettings) -> PreparedPrompt:
    """Select and bound the images and render the prompt for one chunk."""
    if settings.profile == "worldreward":
        from ..profiles import prepare as worldreward_prepare

        return worldreward_prepare(evidence, settings)
    if not evidence.chunk.slots:
        raise ValueError(f"{evidence.pair_id} chunk {evidence.chunk.index}: the chunk has no slots")
    images = select_images(evidence, settings)
    text = render_prompt(evidence, settings, images)
    return PreparedPrompt(
        prompt_id=settings.prompt_id,
        text=text,
        prompt_hash=prompts.text_hash(text),
        images=images,
        expected_slots=len(evidence.chunk.slots),
        evidence_hash=evidence.evidence_hash(),
    )


def image_tag(number: int) -> str:
    """The short label placed before each attached image in the message (``Image n:``)."""
    return _fill("image.tag", number=number)


def user_message(prepared: PreparedPrompt, image_part: Callable[[PromptImage], dict[str, Any]]) -> dict[str, Any]:
    """The one user message of a chunk request: for every image its ``Image n:`` tag and the
    backend's image part (``image_part``: a data-URI part for HTTP, a PIL part in process), then
    the prompt text."""
    content: list[dict[str, Any]] = []
    for number, im in enumerate(prepared.images, start=1):
        if prepared.prompt_id != "worldreward":  # the released checkpoint saw the images untagged
            content.append({"type": "text", "text": image_tag(number)})
        content.append(image_part(im))
    content.append({"type": "text", "text": prepared.text})
    return {"role": "user", "content": content}


#: How much of an unusable reply is echoed back in the repair turn: enough to show the model its
#: mistake, not so much that the repair prompt crowds the context (a reply cut at the token limit
#: would otherwise come back whole).
REPAIR_ECHO_CHARS = 600


def reply_excerpt(reply: str, limit: int = REPAIR_ECHO_CHARS) -> str:
    """``reply`` when short; else its head and tail with the number of characters left out."""
    if len(reply) <= limit:
        return reply
    head, tail = (limit * 2) // 3, limit // 3
    return f"{reply[:head]} […{len(reply) - head - tail} characters left out…] {reply[len(reply) - tail:]}"


def render_repair(problem: str, expected_slots: int) -> str:
    """The repair prompt: why the previous reply was unusable, and what to send instead."""
    text = template(REPAIR_PROMPT_ID).substitute(error=problem.strip(), slot_count=expected_slots)
    return text.strip()


def repair_turns(reply: str, problem: str, expected_slots: int) -> list[dict[str, Any]]:
    """The two messages appended to a chat for its one repair attempt: an excerpt of the unusable
    reply (`reply_excerpt`, at most about `REPAIR_ECHO_CHARS`) and the repair prompt naming the
    problem."""
    return [
        {"role": "assistant", "content": reply_excerpt(reply) or "(empty reply)"},
        {"role": "user", "content": render_repair(problem, expected_slots)},
    ]


def try_parse(text: str, expected_slots: int, profile: str = "default") -> tuple[ReviewPayload | None, str]:
    """``(payload, "")`` for a valid review, ``(None, reason)`` otherwise (never raises).
    ``profile="worldreward"``: the tolerant parsing of `worldreward.profiles.parse_review`."""
    if profile == "worldreward":
        from ..profiles import try_parse as worldreward_try_parse

        return worldreward_try_parse(text, expected_slots)
    try:
        return parse_review(text, expected_slots), ""
    except ReviewError as exc:
        return None, exc.problem


# ---------------------------------------------------------------------------------------------
# Structured-output schema


def response_schema(expected_slots: int | None = None, max_text_chars: int | None = None,
                    profile: str = "default", observed: bool = False) -> dict[str, Any]:
    """The JSON schema a server constrains replies to (`worldreward.review.review_json_schema`):
    with ``expected_slots`` (what the judges send, per chunk) every instance is a review that
    `validate_payload` accepts for that many slots; ``observed`` asks for the structured fields
    (teacher labels). ``profile="worldreward"``:
    `worldreward.profiles.response_schema` (overall winners A | B, 4 actions)."""
    if profile == "worldreward":
        from ..profiles import response_schema as worldreward_schema

        return worldreward_schema()
    return review_json_schema(expected_slots, max_text_chars=max_text_chars, observed=observed)


def images_per_chunk(slots: int, settings: PromptSettings, *, source: bool = True,
                     motion_slots: int | None = None) -> int:
    """How many images a chunk of ``slots`` shown slots attaches under ``settings``: the source
    image (when the pair has one), then a keyframe grid and one close-up per slot (``chunk``) or
    ``direct_frames`` frames per video (``direct``), then with motion evidence one motion map per
    action slot (``motion_slots``, default ``slots``; a reference slot has none)."""
    body = 1 + slots if settings.layout == "chunk" else 2 * settings.direct_frames
    maps = (slots if motion_slots is None else motion_slots) if settings.with_motion else 0
    return int(source) + body + maps


def too_many_images(prepared: PreparedPrompt, limit: int, settings: PromptSettings) -> str:
    """The error for a chunk with more images than ``--max-images-per-prompt`` allows."""
    if settings.layout == "direct":
        hint = "lower --direct-frames"
    elif settings.with_motion:
        hint = "use --evidence frames (no motion maps) or fewer --slots-per-chunk"
    else:
        hint = "use fewer --slots-per-chunk"
    return (f"this chunk attaches {prepared.image_count} images but --max-images-per-prompt is {limit} "
            f"(the server's --limit-mm-per-prompt); {hint}, or raise both limits. No request was sent.")


# ---------------------------------------------------------------------------------------------
# Soft probabilities from token log-probabilities


#: ``"winner": "`` or ``"overall_winner": "`` (an unescaped quote, so not inside a string value)
_WINNER_KEY = re.compile(r'(?<!\\)"(winner|overall_winner)"\s*:\s*"')
_SECTION_KEY = re.compile(
    r'(?<!\\)"(actions|action_control|visual_quality|' + "|".join(VISUAL_DIMENSIONS) + r')"\s*:'
)


def _choice(text: str) -> str | None:
    t = text.strip().lstrip('"').strip()
    if not t:
        return None
    if t.startswith("A"):
        return "A"
    if t.startswith("B"):
        return "B"
    if t[:1] in {"T", "t"}:
        return "Tie"
    return None


def _soft(alternatives: Sequence[tuple[str, float]]) -> float | None:
    """P(A better) from alternatives at a winner value: (p_A + p_Tie / 2) / (p_A + p_B + p_Tie)."""
    mass = {"A": 0.0, "B": 0.0, "Tie": 0.0}
    seen: set[str] = set()
    for tok, logprob in alternatives:
        c = _choice(tok)
        if c is None or (tok, c) in seen or logprob is None or not math.isfinite(logprob):
            continue
        seen.add((tok, c))
        mass[c] += math.exp(logprob)
    total = sum(mass.values())
    if total <= 0:
        return None
    return (mass["A"] + 0.5 * mass["Tie"]) / total


def winner_probabilities(
    tokens: Sequence[tuple[str, float, Sequence[tuple[str, float]]]],
) -> dict[str, float]:
    """Soft P(A better) per winner field, from the reply's tokens with their top alternatives.

    ``tokens``: ``(token_text, logprob, [(alt_text, alt_logprob), ...])`` in reply order. The
    reply text is the concatenation of the token texts. For every ``"winner": "`` /
    ``"overall_winner": "`` key, the token holding the first character of the value is found;
    each alternative at that position (the chosen token included) is read from that character on
    and classed as A, B or Tie by its first letter; then
    ``prob_a = (p_A + p_Tie / 2) / (p_A + p_B + p_Tie)``, where the masses are the exponentiated
    log-probabilities (alternatives outside the top list count as zero, hence the renormalisation).

    Returns a dict keyed by field path: ``"action.<i>"`` (slot ``i``, 1-based, in reply order),
    ``"action.overall"``, ``"<dimension>"`` and ``"visual.overall"``.
    """
    text_parts = [t[0] for t in tokens]
    starts, pos = [], 0
    for part in text_parts:
        starts.append(pos)
        pos += len(part)
    text = "".join(text_parts)
    sections = [(m.start(), m.group(1)) for m in _SECTION_KEY.finditer(text)]
    out: dict[str, float] = {}
    slot_counter = 0
    tok_i = 0
    for m in _WINNER_KEY.finditer(text):
        value_at = m.end()
        while tok_i + 1 < len(starts) and starts[tok_i + 1] <= value_at:
            tok_i += 1
        if tok_i >= len(tokens) or starts[tok_i] > value_at:
            continue
        offset = value_at - starts[tok_i]
        chosen, logprob, alts = tokens[tok_i]
        candidates = [(chosen, logprob)] + [(a, lp) for a, lp in alts]
        prob = _soft([(a[offset:] if len(a) > offset else "", lp) for a, lp in candidates])
        before = [name for at, name in sections if at < m.start()]
        section = before[-1] if before else None
        if m.group(1) == "winner":
            if section == "actions":
                slot_counter += 1
                key = f"action.{slot_counter}"
            elif section in VISUAL_DIMENSIONS:
                key = section
            else:
                continue
        else:
            nearest = [name for name in before if name in ("action_control", "visual_quality")]
            if not nearest:
                continue
            key = "action.overall" if nearest[-1] == "action_control" else "visual.overall"
        if prob is not None:
            out[key] = prob
    return out


def apply_probabilities(payload: ReviewPayload, probs: Mapping[str, float]) -> ReviewPayload:
    """A copy of ``payload`` with the ``prob_a`` fields filled from `winner_probabilities`."""
    if not probs:
        return payload
    data = payload.model_dump()
    ac, vq = data["action_control"], data["visual_quality"]
    for i, slot in enumerate(ac["actions"], start=1):
        slot["prob_a"] = probs.get(f"action.{i}", slot.get("prob_a"))
    ac["prob_a"] = probs.get("action.overall", ac.get("prob_a"))
    for dim in VISUAL_DIMENSIONS:
        vq[dim]["prob_a"] = probs.get(dim, vq[dim].get("prob_a"))
    vq["prob_a"] = probs.get("visual.overall", vq.get("prob_a"))
    return ReviewPayload.model_validate(data)


# ---------------------------------------------------------------------------------------------
# Reviews


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def build_review(
    evidence: ChunkEvidence,
    payload: ReviewPayload,
    prepared: PreparedPrompt,
    *,
    judge: str,
    model: str | None,
    attempts: int,
    latency_s: float | None,
    visual_tokens: int | None = None,
    usage: dict[str, int] | None = None,
) -> ChunkReview:
    """The `ChunkReview` of a validated payload, with full provenance."""
    return ChunkReview(
        pair_id=evidence.pair_id,
        chunk_index=evidence.chunk.index,
        payload=payload,
        meta=ReviewMeta(
            judge=judge,
            model=model,
            prompt_id=prepared.prompt_id,
            prompt_hash=prepared.prompt_hash,
            evidence_hash=prepared.evidence_hash,
            image_count=prepared.image_count,
            visual_tokens=prepared.visual_tokens if visual_tokens is None else visual_tokens,
            latency_s=latency_s,
            created_at=now_iso(),
            attempts=attempts,
            usage=usage or None,
        ),
    )


def where(evidence: ChunkEvidence) -> str:
    """How errors name a chunk: ``<pair_id> chunk <index>``."""
    return f"{evidence.pair_id} chunk {evidence.chunk.index}"


# ---------------------------------------------------------------------------------------------
# Command line


#: CLI dest → constructor keyword, per judge. ``direct`` takes the options of its backend.
_VLM_KEYS = ("base_url", "model", "api_key_env", "concurrency", "timeout", "max_retries", "temperature",
             "max_tokens", "cache", "logprobs", "response_format", "jpeg_quality", "extra_body",
             "max_images_per_prompt", "observed")
_LOCAL_KEYS = ("model_path", "device", "dtype", "batch_size", "max_new_tokens")
_SHARED_KEYS = ("evidence", "reasoning", "max_side", "max_pixels", "profile", "prompt_template")
JUDGE_KEYS: dict[str, tuple[str, ...]] = {
    "vlm": _VLM_KEYS + _SHARED_KEYS,
    "local": _LOCAL_KEYS + _SHARED_KEYS,
    "direct": ("backend", "direct_frames") + _VLM_KEYS + _LOCAL_KEYS + _SHARED_KEYS,
}


def add_model_judge_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the model-judge flags (vlm, local, direct) as one argument group. Every default is
    None (unset), so `model_judge_options` passes on only what the user gave."""
    g = parser.add_argument_group("model judges (--judge vlm | local | direct)")
    g.add_argument("--base-url", help="OpenAI-compatible server, e.g. http://127.0.0.1:8000/v1 (vlm)")
    g.add_argument("--model", help="served model name (vlm)")
    g.add_argument("--api-key-env", metavar="VAR",
                   help="environment variable holding the API key (vlm; default OPENAI_API_KEY)")
    g.add_argument("--concurrency", type=int, help="requests in flight at once (vlm; default 4)")
    g.add_argument("--timeout", type=float, help="seconds per request (vlm; default 120)")
    g.add_argument("--max-retries", type=int,
                   help="retries per request on 429/5xx/timeouts/connection errors (vlm; default 4)")
    g.add_argument("--temperature", type=float, help="sampling temperature (vlm; default 0)")
    g.add_argument("--max-tokens", type=int, help="reply token limit (vlm)")
    g.add_argument("--cache", metavar="PATH", help="request cache JSONL: a re-run makes no calls (vlm)")
    g.add_argument("--logprobs", action=argparse.BooleanOptionalAction, default=None,
                   help="ask for token log-probabilities to fill prob_a (vlm; default on)")
    g.add_argument("--response-format", choices=("json_schema", "json_object", "none"),
                   help="structured-output mode sent to the server (vlm; default json_schema: the review "
                        "schema of each chunk, exact slot count and numbering)")
    g.add_argument("--extra-body", metavar="JSON",
                   help="JSON object of server-specific fields added to every request (vlm), e.g. "
                        "'{\"chat_template_kwargs\": {\"enable_thinking\": false}, \"top_k\": 1}'")
    g.add_argument("--max-images-per-prompt", type=int, metavar="N",
                   help="refuse, before sending, a chunk with more than N images; set it to the server's "
                        "limit (vLLM --limit-mm-per-prompt). A chunk attaches 1 source + 1 grid + 1 close-up "
                        "per slot (+ 1 motion map per slot with frames+motion): 10 for 4 slots, 6 with "
                        "--evidence frames; direct: 1 + 2 x --direct-frames (17) (vlm)")
    g.add_argument("--model-path", metavar="DIR", help="local Hugging Face model folder (local)")
    g.add_argument("--device", help="torch device, e.g. cpu, cuda, cuda:1 (local; default cpu)")
    g.add_argument("--dtype", choices=("float32", "bfloat16", "float16", "auto"), help="weights dtype (local)")
    g.add_argument("--batch-size", type=int, help="chunks per generate call (local; default 1)")
    g.add_argument("--max-new-tokens", type=int, help="generated token limit (local)")
    g.add_argument("--backend", choices=("vlm", "local"), help="backend of the direct judge (default vlm)")
    g.add_argument("--direct-frames", type=int, help="frames per video shown by the direct judge (default 8)")
    g.add_argument("--evidence", choices=EVIDENCE_MODES,
                   help="what model judges are shown (default frames+motion; direct: frames)")
    g.add_argument("--reasoning", action=argparse.BooleanOptionalAction, default=None,
                   help="ask for reasoned analyses (default) or one-phrase analyses")
    g.add_argument("--max-side", type=int, help="longest side of an attached image, px (default 1536)")
    g.add_argument("--max-pixels", type=int, help="pixels per attached image (default 1,048,576)")
    g.add_argument("--jpeg-quality", type=int, help="JPEG quality of attached images (vlm; default 90)")
    g.add_argument("--profile", choices=("default", "worldreward"),
                   help="input profile: default (ours) or worldreward (the released WorldReward checkpoint's "
                        "input: one IDLE slot at the start of chunk 0, PAD slots, 6 images per chunk, its "
                        "labels and review schema; needs --prompt-template)")
    g.add_argument("--prompt-template", metavar="FILE",
                   help="your copy of the released prompt template (worldreward/prompt_template.txt in "
                        "CodeGoat24/WorldReward), for --profile worldreward")
    g.add_argument("--observed-fields", dest="observed", action=argparse.BooleanOptionalAction, default=None,
                   help="ask for the structured observed-motion and defect fields before the analyses "
                        "(vlm; default on for `label`, off otherwise)")


def model_judge_options(args: argparse.Namespace, judge: str | None = None) -> dict[str, Any]:
    """Constructor keywords from the flags of `add_model_judge_arguments` that were given.

    ``judge`` (default: ``args.judge`` when present) keeps only the options that judge takes;
    for other judges (e.g. ``geometry``) the result is empty.
    """
    name = judge if judge is not None else getattr(args, "judge", None)
    all_keys = {k for keys in JUDGE_KEYS.values() for k in keys}
    keys = JUDGE_KEYS.get(name, ()) if name is not None else tuple(sorted(all_keys))
    return {k: getattr(args, k) for k in keys if getattr(args, k, None) is not None}
