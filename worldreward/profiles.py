"""Input profiles: what a model judge is shown and how its reply is read.

``default`` is ours (`worldreward.evidence` images, ``prompts/chunk_judge.v1.txt``, strict
`worldreward.review` parsing). ``worldreward`` reproduces the input of the released WorldReward
checkpoint (``CodeGoat24/WorldReward``), so that checkpoint can be evaluated as it was trained:

- **Chunks** (`chunks.plan_chunks(layout="worldreward")`): 4 slots; ONE idle reference slot at
  the start of chunk 0 only; a short last chunk padded with idle PAD slots showing each video's
  last frame. Every slot votes in the action tie-break (`vote.aggregate`'s default).
- **Images**, 6 per chunk, in this order (`IMAGE_ORDER`):
  1. ``source``: the conditioning image (longest side at most `MAX_SIDE`);
  2. ``grid``: 2 rows (``Video A`` over ``Video B``) × 13 columns: a ``Start`` column (frame 0
     for chunk 0, else the end frame of the previous chunk's last action), then start / mid /
     end of each of the 4 slots, the mid tile titled ``A<k>: <label>``, each slot framed in its
     colour (`SLOT_COLOURS`);
  3. ``closeup_1`` … ``closeup_4``: one per slot, titled ``Action <k>: <label>``, 2 × 2 tiles
     (rows ``Video A`` / ``Video B``, columns start / end), framed in the slot's colour.
  Images are at most `MAX_SIDE` pixels on their longest side, the size the reference hands the
  server. They are drawn with OpenCV, not matplotlib, so fonts and margins are not the
  reference's pixels; the layout, count, order, labels and aspect are.
- **Labels** (`worldreward_label`): ``"<Translation> | <Rotation>"`` with diagonal translations
  spelled ``Forward+Left``, e.g. ``Forward+Left | IDLE``, ``IDLE | YawLeft+PitchDown``; IDLE and
  PAD slots are ``IDLE | IDLE``.
- **Prompt** (`render_prompt`): the released template is the reference's text, so the project
  does not ship it; ``--prompt-template FILE`` takes the user's copy (``worldreward/
  prompt_template.txt`` in the reference release). Its two placeholders are filled by plain
  string replacement: ``{caption}`` with the source caption, ``{action_sequence}`` with one block
  per slot written by us (``prompts/worldreward_slots.v1.txt``: the bare label to copy, then the
  expected on-screen behaviour from `actions.expected_behaviour`).
- **Review** (`response_schema`, `parse_review`): the same JSON shape as ours, with exactly 4
  actions numbered 1..4 and both ``overall_winner`` fields ``A`` or ``B`` (no ``Tie``); per-slot
  and per-dimension winners ``A | B | Tie``. Parsing is tolerant: code fences and surrounding
  text are stripped, the first object holding both ``action_control`` and ``visual_quality`` is
  found at any depth (a wrapper object is fine), unknown keys are ignored; then the payload is
  validated strictly (a review missing a field never votes).
"""

from __future__ import annotations

import json
import re
import string
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import cv2
import numpy as np

from . import images as img
from .actions import Action, expected_behaviour, parse_action
from .errors import ReviewError, WorldRewardError
from .review import VISUAL_DIMENSIONS, ReviewPayload, validate_payload

if TYPE_CHECKING:  # pragma: no cover
    from .chunks import Chunk
    from .evidence import ChunkEvidence

PROFILES: tuple[str, ...] = ("default", "worldreward")
#: Slots per chunk of the released checkpoint.
SLOTS = 4
#: Longest image side handed to the server (the reference downscales larger renders to this).
MAX_SIDE = 2048
#: Attached images in order.
IMAGE_ORDER: tuple[str, ...] = ("source", "grid", *(f"closeup_{k}" for k in range(1, SLOTS + 1)))
#: Frame colours of slots 1..4 (red, green, blue, orange).
SLOT_COLOURS: tuple[tuple[int, int, int], ...] = ((205, 55, 55), (55, 165, 65), (55, 95, 205), (205, 135, 10))
ROW_LABELS: tuple[str, str] = ("Video A", "Video B")
#: Tallest tile aspect (height / width) used for the tiles.
MAX_TILE_ASPECT = 0.85
PLACEHOLDERS: tuple[str, str] = ("{caption}", "{action_sequence}")
SLOTS_PROMPT = "worldreward_slots.v1.txt"

_TRANSLATION = {
    "idle": "IDLE", "forward": "Forward", "backward": "Backward", "left": "Left", "right": "Right",
    "forward_left": "Forward+Left", "forward_right": "Forward+Right",
    "backward_left": "Backward+Left", "backward_right": "Backward+Right",
}


def check_profile(name: str) -> str:
    if name not in PROFILES:
        raise ValueError(f"profile: choose one of {', '.join(PROFILES)}, got {name!r}")
    return name


# ---------------------------------------------------------------------------------------------
# Labels and chunk planning


def worldreward_label(action: Action | str) -> str:
    """The released checkpoint's label: ``Forward+Left | IDLE``, ``IDLE | YawLeft+PitchDown``."""
    act = parse_action(action)
    rotation = act.label.split(" | ", 1)[1]
    return f"{_TRANSLATION[act.translation]} | {rotation}"


def slot_labels(chunk: Chunk) -> list[str]:
    """Label of every slot of a chunk (IDLE and PAD slots: ``IDLE | IDLE``)."""
    return [worldreward_label(s.action) if s.role == "action" else "IDLE | IDLE" for s in chunk.slots]


def plan_settings(profile: str) -> dict[str, Any]:
    """Keyword settings for `chunks.plan_spec` under ``profile`` (``{}`` for default)."""
    if check_profile(profile) == "worldreward":
        return {"layout": "worldreward", "slots_per_chunk": SLOTS, "reference_slot": False}
    return {}


def evidence_budget(profile: str):
    """The `EvidenceBudget` a profile needs (``None``: the caller's own)."""
    from .evidence import EvidenceBudget

    if check_profile(profile) != "worldreward":
        return None
    # its prompt shows the 6 images only: no measured motion or quality is computed for it
    return EvidenceBudget(profile="worldreward", keyframe_max_pixels=1280 * 1280, motion_maps=False,
                          chunk_quality="from_slots", numbers=False)


def judge_profile(judge: Any) -> str:
    """The input profile of a judge (its prompt settings' ``profile``; ``default`` otherwise)."""
    return getattr(getattr(judge, "settings", None), "profile", "default") or "default"


# ---------------------------------------------------------------------------------------------
# Images


def _tile_hw(frame: np.ndarray, width: int) -> tuple[int, int]:
    h, w = frame.shape[:2]
    aspect = min(h / max(w, 1), MAX_TILE_ASPECT)
    return max(8, int(round(width * aspect))), width


def _framed(frame: np.ndarray, h: int, w: int, colour: tuple[int, int, int], border: int) -> np.ndarray:
    tile = img.fit_tile(frame, h - 2 * border, w - 2 * border)
    return cv2.copyMakeBorder(tile, border, border, border, border, cv2.BORDER_CONSTANT, value=colour)


def _centred_strip(width: int, text: str, height: int, colour=(0, 0, 0)) -> np.ndarray:
    strip = np.full((height, width, 3), 255, np.uint8)
    font, scale, thick = cv2.FONT_HERSHEY_SIMPLEX, height / 34.0, max(1, height // 22)
    (tw, th), _ = cv2.getTextSize(text, font, scale, thick)
    if tw > width - 4 > 0:
        scale *= (width - 4) / tw
        (tw, th), _ = cv2.getTextSize(text, font, scale, thick)
    cv2.putText(strip, text, ((width - tw) // 2, (height + th) // 2), font, scale, colour, thick, cv2.LINE_AA)
    return strip


def _row_label(height: int, text: str, width: int, colour) -> np.ndarray:
    """A vertical label (rotated text) column."""
    strip = _centred_strip(height, text, width, colour)  # drawn horizontally, then rotated
    return np.ascontiguousarray(np.rot90(strip))


def _limit(image: np.ndarray, max_side: int = MAX_SIDE) -> np.ndarray:
    h, w = image.shape[:2]
    if max(h, w) <= max_side:
        return image
    s = max_side / max(h, w)
    return cv2.resize(image, (max(1, round(w * s)), max(1, round(h * s))), interpolation=cv2.INTER_AREA)


def frame_grid(start_a: np.ndarray, start_b: np.ndarray, slots_a: list[np.ndarray],
               slots_b: list[np.ndarray], labels: list[str], *, width: int = MAX_SIDE) -> np.ndarray:
    """2 rows × (1 + 3·slots) columns: Start, then start/mid/end per slot (``slots_a[k]`` is a
    ``(3, H, W, 3)`` stack), A row over B row; titles over the Start and every mid tile."""
    n_cols = 1 + 3 * len(labels)
    label_w, gap = 28, 2
    tile_w = (width - label_w - gap * (n_cols - 1)) // n_cols
    th, tw = _tile_hw(slots_a[0][0], tile_w)
    border = max(2, tw // 40)
    title_h = max(18, tw // 7)
    rows = []
    for r, (start, stacks) in enumerate(((start_a, slots_a), (start_b, slots_b))):
        tiles = [_framed(start, th, tw, (150, 150, 150), border)]
        for k, stack in enumerate(stacks):
            colour = SLOT_COLOURS[k % len(SLOT_COLOURS)]
            tiles += [_framed(f, th, tw, colour, border) for f in stack[:3]]
        body = img.hstack(tiles, gap=gap)
        rows.append(img.hstack([_row_label(th, ROW_LABELS[r], label_w, (30, 80, 160) if r == 0 else (190, 40, 26)),
                                body], gap=0))
    head = np.full((title_h, rows[0].shape[1], 3), 255, np.uint8)
    head[:, label_w:label_w + tw] = _centred_strip(tw, "Start", title_h, (130, 130, 130))
    for k, label in enumerate(labels):  # each title spans its slot's three columns, centred on the mid one
        x0 = label_w + (1 + 3 * k) * (tw + gap)
        span = 3 * tw + 2 * gap
        head[:, x0:x0 + span] = _centred_strip(span, f"A{k + 1}: {label}", title_h,
                                               SLOT_COLOURS[k % len(SLOT_COLOURS)])
    return _limit(img.vstack([head, rows[0], rows[1]], gap=gap))


def closeup(a_start: np.ndarray, a_end: np.ndarray, b_start: np.ndarray, b_end: np.ndarray, number: int,
            label: str, *, width: int = MAX_SIDE) -> np.ndarray:
    """One slot's close-up: title ``Action <k>: <label>``, rows Video A / B, columns start / end."""
    colour = SLOT_COLOURS[(number - 1) % len(SLOT_COLOURS)]
    label_w, gap = 40, 4
    tile_w = (width - label_w - gap) // 2
    th, tw = _tile_hw(a_start, tile_w)
    border = max(3, tw // 150)
    rows = []
    for r, (s, e) in enumerate(((a_start, a_end), (b_start, b_end))):
        body = img.hstack([_framed(s, th, tw, colour, border), _framed(e, th, tw, colour, border)], gap=gap)
        rows.append(img.hstack([_row_label(th, ROW_LABELS[r], label_w, (30, 80, 160) if r == 0 else (190, 40, 26)),
                                body], gap=0))
    title = _centred_strip(rows[0].shape[1], f"Action {number}: {label}", max(30, tw // 14), colour)
    return _limit(img.vstack([title, rows[0], rows[1]], gap=gap))


def compose_images(evidence: ChunkEvidence, source: np.ndarray | None) -> dict[str, np.ndarray]:
    """The 6 images of a chunk (names as in `IMAGE_ORDER`), from the evidence keyframes."""
    chunk = evidence.chunk
    labels = slot_labels(chunk)
    ka = [evidence.slot_keyframes(s.position, "A") for s in chunk.slots]
    kb = [evidence.slot_keyframes(s.position, "B") for s in chunk.slots]
    start_a = evidence.keyframes["A_start"][0]
    start_b = evidence.keyframes["B_start"][0]
    h, w = ka[0].shape[1:3]
    kb = [np.stack([img.fit_tile(f, h, w) for f in stack]) for stack in kb]
    start_b = img.fit_tile(start_b, h, w)
    if source is None:
        source = evidence.keyframes["A_first"][0]
    out = {"source": _limit(np.ascontiguousarray(source)),
           "grid": frame_grid(img.fit_tile(start_a, h, w), start_b, ka, kb, labels)}
    for i in range(len(chunk.slots)):
        out[f"closeup_{i + 1}"] = closeup(ka[i][0], ka[i][2], kb[i][0], kb[i][2], i + 1, labels[i])
    return out


# ---------------------------------------------------------------------------------------------
# Prompt


def load_template(path: str | Path) -> str:
    """The user's copy of the released prompt template; both placeholders must be present."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise WorldRewardError(str(p), f"cannot read the prompt template ({exc})") from None
    missing = [ph for ph in PLACEHOLDERS if ph not in text]
    if missing:
        raise WorldRewardError(str(p), f"prompt template lacks the placeholder(s) {', '.join(missing)} "
                                       "(expected the released worldreward/prompt_template.txt)")
    return text


@lru_cache(maxsize=2)
def _slot_parts() -> dict[str, string.Template]:
    from . import prompts

    text = prompts.load(SLOTS_PROMPT)
    parts: dict[str, string.Template] = {}
    for block in re.split(r"^=== ", text, flags=re.MULTILINE):
        if block.strip():
            name, _, body = block.partition(" ===\n")
            parts[name.strip()] = string.Template(body.rstrip("\n"))
    return parts


def action_sequence(chunk: Chunk) -> str:
    """The ``{action_sequence}`` block: per slot the label to copy and the expected behaviour."""
    parts = _slot_parts()
    lines: list[str] = []
    for k, (slot, label) in enumerate(zip(chunk.slots, slot_labels(chunk), strict=True), start=1):
        lines.append(parts["slot"].substitute(number=k, label=label))
        behaviour = expected_behaviour(slot.action if slot.role == "action" else Action())
        lines += [parts["expected"].substitute(text=t) for t in behaviour.moving]
        lines += [parts["still"].substitute(text=t) for t in behaviour.still]
    return "\n".join(lines)


def render_prompt(template_text: str, caption: str | None, chunk: Chunk) -> str:
    """Fill the template's placeholders by plain replacement (the template holds JSON braces)."""
    return (template_text.replace("{caption}", (caption or "").strip())
            .replace("{action_sequence}", action_sequence(chunk)))


def prepare(evidence: ChunkEvidence, settings: Any):
    """The `judges.common.PreparedPrompt` of a chunk under the worldreward profile."""
    from . import prompts
    from .judges.common import PreparedPrompt, PromptImage

    if not settings.prompt_template:
        raise WorldRewardError("--prompt-template", "the worldreward profile needs the released prompt "
                                                    "template (worldreward/prompt_template.txt of the reference release)")
    missing = [n for n in IMAGE_ORDER if n not in evidence.images]
    if missing:
        raise WorldRewardError(f"{evidence.pair_id} chunk {evidence.chunk.index}",
                               f"worldreward-profile images missing: {', '.join(missing)}")
    text = render_prompt(load_template(settings.prompt_template), evidence.caption, evidence.chunk)
    images = [PromptImage(name=n, description=n, rgb=evidence.images[n]) for n in IMAGE_ORDER]
    return PreparedPrompt(prompt_id="worldreward", text=text, prompt_hash=prompts.text_hash(text), images=images,
                          expected_slots=len(evidence.chunk.slots), evidence_hash=evidence.evidence_hash())


# ---------------------------------------------------------------------------------------------
# Review schema and tolerant parsing


_SCHEMA_KEYS: dict[str, tuple[str, ...]] = {
    "SlotReview": ("action_id", "action_label", "video_a_analysis", "video_b_analysis", "winner"),
    "DimensionReview": ("video_a_analysis", "video_b_analysis", "winner"),
    "ActionControl": ("actions", "overall_summary", "overall_winner"),
    "VisualQuality": (*VISUAL_DIMENSIONS, "overall_summary", "overall_winner"),
}


def response_schema() -> dict[str, Any]:
    """Structured-output schema of the released checkpoint's review: our per-chunk schema for 4
    slots (`worldreward.review.review_json_schema`) cut to the reference's fields (fields added to
    ours later are not asked of the released model), overall winners ``A | B``."""
    from .review import review_json_schema

    schema = review_json_schema(SLOTS)
    props = schema["properties"]
    schema["properties"] = {k: props[k] for k in ("action_control", "visual_quality")}
    schema["required"] = ["action_control", "visual_quality"]
    def cut(node: dict[str, Any], name: str) -> None:
        keys = _SCHEMA_KEYS[name]
        node["properties"] = {k: v for k, v in node["properties"].items() if k in keys}
        node["required"] = [k for k in keys if k in node["properties"]]

    ac, vq = schema["properties"]["action_control"], schema["properties"]["visual_quality"]
    for node, name in ((ac, "ActionControl"), (vq, "VisualQuality")):
        cut(node, name)
        node["properties"]["overall_winner"] = {"enum": ["A", "B"], "type": "string"}
    for slot in ac["properties"]["actions"].get("prefixItems", []):
        cut(slot, "SlotReview")
    for dim in VISUAL_DIMENSIONS:
        cut(vq["properties"][dim], "DimensionReview")
    return schema


def find_review_object(obj: Any) -> dict[str, Any] | None:
    """The first dict (depth-first) holding both ``action_control`` and ``visual_quality``."""
    if isinstance(obj, dict):
        if "action_control" in obj and "visual_quality" in obj:
            return obj
        children = list(obj.values())
    elif isinstance(obj, list):
        children = obj
    else:
        return None
    for child in children:
        found = find_review_object(child)
        if found is not None:
            return found
    return None


_SLOT_KEYS = ("action_id", "action_label", "video_a_analysis", "video_b_analysis", "winner")
_DIM_KEYS = ("video_a_analysis", "video_b_analysis", "winner")


def _known(d: Any, keys: tuple[str, ...]) -> Any:
    return {k: d[k] for k in keys if k in d} if isinstance(d, dict) else d


def payload_from_object(obj: Any, expected_slots: int | None = SLOTS) -> ReviewPayload:
    """Validate a decoded review (unknown keys dropped) under the profile's rules; `ReviewError`."""
    found = find_review_object(obj)
    if found is None:
        raise ReviewError("review", "no object with both action_control and visual_quality")
    ac, vq = found["action_control"], found["visual_quality"]
    if not isinstance(ac, dict) or not isinstance(vq, dict):
        raise ReviewError("review", "action_control and visual_quality must be objects")
    actions = ac.get("actions")
    clean = {
        "action_control": {
            "actions": [_known(a, _SLOT_KEYS) for a in actions] if isinstance(actions, list) else actions,
            "overall_summary": ac.get("overall_summary"), "overall_winner": ac.get("overall_winner"),
        },
        "visual_quality": {
            **{d: _known(vq.get(d), _DIM_KEYS) for d in VISUAL_DIMENSIONS},
            "overall_summary": vq.get("overall_summary"), "overall_winner": vq.get("overall_winner"),
        },
    }
    for section in ("action_control", "visual_quality"):
        if clean[section]["overall_winner"] not in ("A", "B"):
            raise ReviewError("review", f"{section}.overall_winner must be A or B, "
                                        f"got {clean[section]['overall_winner']!r}")
    return validate_payload(clean, expected_slots)


def parse_review(text: str, expected_slots: int | None = SLOTS) -> ReviewPayload:
    """Parse a reply: strip fences / surrounding text, find the review object at any depth, drop
    unknown keys, validate (see the module docstring)."""
    stripped = re.sub(r"<think>.*?</think>", "", text or "", flags=re.DOTALL).strip()
    fence = re.match(r"^```[^\n]*\n(.*?)\n?```\s*$", stripped, flags=re.DOTALL)
    if fence:
        stripped = fence.group(1).strip()
    candidates = [stripped]
    first, last = stripped.find("{"), stripped.rfind("}")
    if 0 <= first < last:
        candidates.append(stripped[first : last + 1])
    for cand in candidates:
        try:
            obj = json.loads(cand)
        except json.JSONDecodeError:
            continue
        return payload_from_object(obj, expected_slots)
    raise ReviewError("reply", f"no JSON object in the reply (starts: {stripped[:80]!r})")


def try_parse(text: str, expected_slots: int) -> tuple[ReviewPayload | None, str]:
    """``(payload, "")`` or ``(None, reason)`` (never raises)."""
    try:
        return parse_review(text, expected_slots), ""
    except ReviewError as exc:
        return None, exc.problem
