"""Checkable claims in a chunk review, found by rules (regexes over our own phrase lists).

CONTRACT: `extract_claims(payload)` → list of `Claim`. Every claim names the review field it came
from (``action.<k>.A`` for slot k's Video A analysis, ``visual.<dimension>.B`` …), the side it is
about, the slot (action analyses only), its kind and, for motion, the CAMERA direction it asserts.

Kinds and what they assert about one side:

- ``direction``: the camera moves ``left|right|up|down|forward|backward`` ("pans left", "zooms in",
  "content shifts toward the right edge" = camera moves left, "new content enters from the top" =
  camera pitches up). ``motion`` says whether a pan/tilt (``rotation``), a strafe/dolly
  (``translation``) or either (``any``) was named; verification checks the direction only.
- ``static``: no camera motion / the picture is frozen.
- ``flicker``, ``blur``, ``warp`` (warping, distortion, melting), ``drift`` (scene/identity/colour
  drift): a visual defect is present.

``negated`` marks a claim stated as absent ("no flicker", "does not pan left", "is not static").
Phrases about what SHOULD happen ("the command asks for a pan left", "is supposed to move
forward") are not claims about the video and are skipped. A clause that names only the other video
("unlike Video B, which pans right") is attributed to that video.

Every claim keeps its character span in the analysis text so a correction can replace the clause.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel

from worldreward.review import VISUAL_DIMENSIONS, ReviewPayload

ClaimKind = Literal["direction", "static", "flicker", "blur", "warp", "drift"]
Direction = Literal["left", "right", "up", "down", "forward", "backward"]
QUALITY_KINDS: tuple[str, ...] = ("flicker", "blur", "warp", "drift")

OPPOSITE: dict[str, str] = {
    "left": "right", "right": "left", "up": "down", "down": "up", "forward": "backward", "backward": "forward",
}


class Claim(BaseModel):
    """One checkable statement about one video in one review field."""

    claim_id: str
    kind: ClaimKind
    side: Literal["A", "B"]
    field: str  # "action.<k>.<A|B>" | "visual.<dimension>.<A|B>" (the side the claim is about)
    origin: str | None = None  # the analysis field the text was read from (start/end index it)
    slot: int | None = None  # 1-based action_id for action analyses
    direction: Direction | None = None
    motion: Literal["rotation", "translation", "any"] | None = None
    negated: bool = False
    text: str  # the clause the claim was read from
    start: int = 0  # clause span in the analysis text
    end: int = 0
    source: Literal["rules", "llm"] = "rules"

    def key(self) -> tuple:
        """Identity used to de-duplicate claims from several extractors."""
        return (self.field, self.kind, self.direction, self.negated)


# --------------------------------------------------------------------------------------------
# phrase lists

_DIR_WORD = {
    "left": "left", "leftward": "left", "leftwards": "left",
    "right": "right", "rightward": "right", "rightwards": "right",
    "up": "up", "upward": "up", "upwards": "up",
    "down": "down", "downward": "down", "downwards": "down",
    "forward": "forward", "forwards": "forward", "ahead": "forward",
    "backward": "backward", "backwards": "backward", "back": "backward",
}
_ROT_VERBS = r"pans?|panned|panning|turns?|turned|turning|yaws?|yawed|yawing|rotates?|rotated|rotating|" \
    r"tilts?|tilted|tilting|pitch(?:es)?|pitched|pitching|looks?|looked|looking|swings?|swung|swinging"
_TRANS_VERBS = r"strafes?|strafed|strafing|trucks?|trucked|trucking|dollies|dollied|dollying|" \
    r"steps?|stepped|stepping|translates?|translated|translating|advances?|advanced|advancing|" \
    r"retreats?|retreated|retreating"
_ANY_VERBS = r"moves?|moved|moving|goes|went|going|heads?|headed|heading|travels?|travelled|traveling|" \
    r"travelling|slides?|slid|sliding|drifts?|drifted|drifting|glides?|glided|gliding|shifts?|shifted|" \
    r"shifting|tracks?|tracked|tracking"
_DIRS = r"left(?:wards?)?|right(?:wards?)?|up(?:wards?)?|down(?:wards?)?|forwards?|backwards?|ahead|back"
_ADVS = r"(?:\s+(?:clearly|smoothly|steadily|slowly|quickly|slightly|gently|consistently|visibly|" \
    r"noticeably|strongly|briefly|only|mostly|also|instead|correctly|further|the\s+camera))*"
_TO = r"(?:\s+(?:to(?:ward|wards)?|towards?|in)\s+the)?"

_CAMERA_MOVE = re.compile(
    rf"\b(?P<verb>{_ROT_VERBS}|{_TRANS_VERBS}|{_ANY_VERBS}){_ADVS}{_TO}\s+(?P<dir>{_DIRS})\b",
    re.IGNORECASE,
)
_ZOOM = re.compile(
    r"\b(?P<verb>zoom(?:s|ed|ing)?|push(?:es|ed|ing)?|dolly(?:ing)?|pull(?:s|ed|ing)?)\s+(?P<dir>in|out|back)\b",
    re.IGNORECASE,
)
_CONTENT_SUBJ = r"(?:content|scene|scenery|objects?|everything|buildings?|image|picture|view|background|" \
    r"foreground|world|trees?|landscape|terrain|features?|structures?|horizon)"
_CONTENT_SHIFT = re.compile(
    rf"\b{_CONTENT_SUBJ}\s+(?:\w+\s+){{0,2}}?(?:shifts?|shifted|shifting|moves?|moved|moving|slides?|slid|sliding|"
    rf"drifts?|drifted|drifting|scrolls?|scrolled|scrolling|sinks?|sank|sinking|rises?|rose|rising|flows?|"
    rf"flowing|travels?|travelling|traveling)\s+(?:\w+\s+){{0,2}}?(?:to(?:ward|wards)?|towards?)\s+the\s+"
    rf"(?P<edge>left|right|top|bottom|upper|lower)\b",
    re.IGNORECASE,
)
_CONTENT_ENTERS = re.compile(
    r"\bnew\s+(?:content|scenery|objects?|areas?|regions?|parts?\s+of\s+the\s+scene)\s+(?:\w+\s+){0,2}?"
    r"(?:enters?|entering|appears?|appearing|comes?\s+in|coming\s+in|emerges?|emerging)\s+"
    r"(?:from|at)\s+the\s+(?P<edge>left|right|top|bottom)\b",
    re.IGNORECASE,
)
_CONTENT_SCALE = re.compile(
    rf"\b{_CONTENT_SUBJ}\s+(?:\w+\s+){{0,2}}?(?P<verb>grows?|grew|growing|enlarges?|enlarging|expands?|"
    r"expanding|gets?\s+(?:larger|bigger)|becomes?\s+(?:larger|bigger)|looms?\s+larger|shrinks?|shrank|"
    r"shrinking|gets?\s+smaller|becomes?\s+smaller|recedes?|receding)\b",
    re.IGNORECASE,
)
_STATIC = re.compile(
    r"\b(?:(?:is|stays?|remains?|looks?|appears?|seems?|holds?|sits?|is\s+completely|is\s+essentially|"
    r"is\s+almost|is\s+nearly|remains?\s+completely|stays?\s+completely)\s+(?:static|still|stationary|"
    r"motionless|unchanged|fixed|frozen|locked)|frozen|freezes|froze|motionless|"
    r"no\s+(?:visible\s+|apparent\s+|discernible\s+|camera\s+|perceptible\s+)*(?:camera\s+)?"
    r"(?:motion|movement)(?!\s+(?:artifacts?|blur|quality|smear\w*|trails?|issues?|problems?|ghost\w*))|does\s+not\s+move|doesn't\s+move|did\s+not\s+move|never\s+moves|"
    r"static\s+(?:shot|frame|camera|view|picture|image|video))\b",
    re.IGNORECASE,
)
_QUALITY: dict[str, re.Pattern[str]] = {
    "flicker": re.compile(
        r"\b(?:flicker\w*|flash(?:es|ing)?|strob\w*|brightness\s+(?:pulses?|pumping|jumps?|fluctuat\w*|"
        r"swings?)|(?:pulsing|pumping|fluctuating)\s+brightness)\b", re.IGNORECASE),
    "blur": re.compile(r"\b(?:blur\w*|out\s+of\s+focus|smear\w*|loses?\s+sharpness|soft\s+focus)\b",
                       re.IGNORECASE),
    "warp": re.compile(
        r"\b(?:warp\w*|distort\w*|melt\w*|deform\w*|stretch(?:es|ed|ing)?\s+geometr\w*|bent\s+lines|"
        r"wobbl\w*\s+geometr\w*|rubbery)\b", re.IGNORECASE),
    "drift": re.compile(
        r"\b(?:scene\s+drift\w*|(?:scene|layout|identity|content)\s+(?:changes|morphs|drifts|shifts\s+identity)|"
        r"morph\w*|colou?r\s+(?:drift\w*|shifts?)|identity\s+(?:changes?|drift\w*))\b", re.IGNORECASE),
}

_NEGATION = re.compile(
    r"\b(?:not|no|never|neither|nor|without|hardly|barely\s+any|free\s+of|absence\s+of|lack\s+of|lacks|"
    r"instead\s+of|rather\s+than|fails?\s+to|failed\s+to|cannot|can't|isn't|doesn't|didn't|don't|wasn't|"
    r"aren't|zero|none)\b|n't\b",
    re.IGNORECASE,
)
#: Words that turn a phrase into a statement about the command, not about the video.
_INTENT = re.compile(
    r"\b(?:should|must|expected|expects?|required|requires?|commanded|asks?\s+for|asked\s+for|"
    r"supposed\s+to|intended|would|needs?\s+to|instructed|calls?\s+for|wants?|"
    r"(?:action|command|label|instruction|slot)\s+(?:is|was|says|asks))\b",
    re.IGNORECASE,
)
#: How many words before a phrase a negation or intent word may stand and still apply to it.
SCOPE_WORDS = 5
_CONTRAST = re.compile(r"\b(?:but|while|whereas|although|though|however|yet)\b|[,;]", re.IGNORECASE)
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]?", re.MULTILINE)
_VIDEO_REF = {
    "A": re.compile(r"\b(?:video\s+a|(?:the\s+)?left\s+video|a's)\b", re.IGNORECASE),
    "B": re.compile(r"\b(?:video\s+b|(?:the\s+)?right\s+video|b's)\b", re.IGNORECASE),
}


# --------------------------------------------------------------------------------------------
# clause handling


@dataclass
class _Clause:
    text: str
    start: int
    end: int


def _sentences(text: str) -> Iterator[list[_Clause]]:
    """Sentences, each split into clauses at contrast words and separating punctuation."""
    for sent in _SENTENCE.finditer(text):
        s_text, s_start = sent.group(0), sent.start()
        cuts = [0] + [m.start() for m in _CONTRAST.finditer(s_text)] + [len(s_text)]
        clauses: list[_Clause] = []
        for a, b in zip(cuts, cuts[1:], strict=False):
            piece = s_text[a:b]
            body = piece.strip(" ,;:")
            if body:
                lead = len(piece) - len(piece.lstrip(" ,;:"))
                clauses.append(_Clause(body, s_start + a + lead, s_start + a + lead + len(body)))
        if clauses:
            yield clauses


_RELATIVE = re.compile(r"^(?:which|who|that|where)\b", re.IGNORECASE)


def _named_side(clause: str) -> str | None:
    """The one video a clause names explicitly (None when it names neither or both)."""
    a, b = bool(_VIDEO_REF["A"].search(clause)), bool(_VIDEO_REF["B"].search(clause))
    return "A" if a and not b else "B" if b and not a else None


def _clause_sides(clauses: list[_Clause], own: str) -> list[str]:
    """The video each clause is about: the one it names; a relative clause ("which pans right")
    inherits the previous clause's video; otherwise the analysis' own video."""
    sides: list[str] = []
    for i, clause in enumerate(clauses):
        named = _named_side(clause.text)
        if named is None and i > 0 and _RELATIVE.match(clause.text):
            named = sides[-1]
        sides.append(named or own)
    return sides


_SCOPE_BREAK = {"and", "then", "as", "so", "which", "that", "who", "where", "also"}


def _scope(clause: str, at: int) -> str:
    """The last `SCOPE_WORDS` words before position ``at``, not reaching back past a conjunction."""
    words = clause[:at].split()[-SCOPE_WORDS:]
    for i in range(len(words) - 1, -1, -1):
        if words[i].lower().strip(",;:") in _SCOPE_BREAK:
            return " ".join(words[i + 1 :])
    return " ".join(words)


def _negated(clause: str, at: int) -> bool:
    """True when a negation word stands shortly before position ``at`` in the same clause."""
    return bool(_NEGATION.search(_scope(clause, at)))


def _about_intent(clause: str, at: int) -> bool:
    """True when the phrase at ``at`` describes the command / expectation, not the video."""
    return bool(_INTENT.search(_scope(clause, at)))


_EDGE_TO_CAMERA_SHIFT = {"left": "right", "right": "left", "top": "down", "upper": "down",
                         "bottom": "up", "lower": "up"}
_EDGE_TO_CAMERA_ENTER = {"left": "left", "right": "right", "top": "up", "bottom": "down"}


def _motion_of(verb: str) -> Literal["rotation", "translation", "any"]:
    v = verb.lower()
    if re.fullmatch(_ROT_VERBS, v):
        return "rotation"
    if re.fullmatch(_TRANS_VERBS, v):
        return "translation"
    return "any"


def _direction_hits(clause: str) -> Iterator[tuple[int, str, str]]:
    """(position, camera direction, motion kind) for every motion phrase in a clause.

    Content phrases ("content shifts toward the left edge") are read first; a camera-verb match
    inside one of them is the same statement and is skipped.
    """
    content_spans: list[tuple[int, int]] = []
    for pattern in (_CONTENT_SHIFT, _CONTENT_ENTERS, _CONTENT_SCALE):
        content_spans.extend((m.start(), m.end()) for m in pattern.finditer(clause))
    for m in _CAMERA_MOVE.finditer(clause):
        if any(a <= m.start() < b for a, b in content_spans):
            continue
        word = m.group("dir").lower()
        verb = m.group("verb").lower()
        # "looks back", "goes back" are idioms; "back" needs a motion verb that is not "look"
        if word == "back" and verb.startswith("look"):
            continue
        yield m.start(), _DIR_WORD[word], _motion_of(verb)
    for m in _ZOOM.finditer(clause):
        yield m.start(), ("forward" if m.group("dir").lower() == "in" else "backward"), "any"
    for m in _CONTENT_SHIFT.finditer(clause):
        yield m.start(), _EDGE_TO_CAMERA_SHIFT[m.group("edge").lower()], "any"
    for m in _CONTENT_ENTERS.finditer(clause):
        yield m.start(), _EDGE_TO_CAMERA_ENTER[m.group("edge").lower()], "any"
    for m in _CONTENT_SCALE.finditer(clause):
        verb = m.group("verb").lower()
        grows = any(verb.startswith(w) for w in ("grow", "grew", "enlarg", "expand", "loom")) or \
            "larger" in verb or "bigger" in verb
        yield m.start(), ("forward" if grows else "backward"), "any"


def _claims_in_text(text: str, own_side: str, field_base: str, slot: int | None,
                    kinds: tuple[str, ...]) -> list[dict]:
    found: list[dict] = []
    for sentence in _sentences(text):
        for clause, side in zip(sentence, _clause_sides(sentence, own_side), strict=True):
            for claim in _clause_claims(clause, side, field_base, slot, kinds):
                claim["origin"] = f"{field_base}.{own_side}"
                found.append(claim)
    return found


def _clause_claims(clause: _Clause, side: str, field_base: str, slot: int | None,
                   kinds: tuple[str, ...]) -> list[dict]:
    """The claims of one clause about one video (at most one per kind/direction/polarity)."""
    found: list[dict] = []
    seen: set[tuple] = set()

    def add(kind: str, at: int, direction: str | None = None, motion: str | None = None) -> None:
        neg = _negated(clause.text, at)
        if (kind, direction, neg) in seen:
            return
        seen.add((kind, direction, neg))
        found.append(dict(kind=kind, side=side, field=f"{field_base}.{side}", slot=slot,
                          direction=direction, motion=motion, negated=neg, text=clause.text,
                          start=clause.start, end=clause.end))

    if "direction" in kinds:
        for at, direction, motion in _direction_hits(clause.text):
            if not _about_intent(clause.text, at):
                add("direction", at, direction, motion)
    # "no motion" / "does not move" assert static; a negation before the phrase asserts motion
    patterns = [("static", _STATIC)] if "static" in kinds else []
    patterns += [(k, _QUALITY[k]) for k in QUALITY_KINDS if k in kinds]
    for kind, pattern in patterns:
        m = pattern.search(clause.text)
        if m and not _about_intent(clause.text, m.start()):
            add(kind, m.start())
    return found


def extract_claims(payload: ReviewPayload) -> list[Claim]:
    """All rule-found claims of one review, in field order, with stable ids ``c1, c2, …``."""
    raw: list[dict] = []
    for slot in payload.action_control.actions:
        for side, text in (("A", slot.video_a_analysis), ("B", slot.video_b_analysis)):
            raw.extend(_claims_in_text(text, side, f"action.{slot.action_id}", slot.action_id,
                                       ("direction", "static", *QUALITY_KINDS)))
    vq = payload.visual_quality
    for dim in VISUAL_DIMENSIONS:
        review = getattr(vq, dim)
        for side, text in (("A", review.video_a_analysis), ("B", review.video_b_analysis)):
            raw.extend(_claims_in_text(text, side, f"visual.{dim}", None, ("static", *QUALITY_KINDS)))
    return [Claim(claim_id=f"c{i + 1}", **c) for i, c in enumerate(raw)]


def field_text(payload: ReviewPayload, field: str) -> str:
    """The analysis text a claim field points at (``action.<k>.<A|B>`` / ``visual.<dim>.<A|B>``)."""
    part, name, side = field.split(".")
    attr = "video_a_analysis" if side == "A" else "video_b_analysis"
    if part == "action":
        return getattr(payload.action_control.actions[int(name) - 1], attr)
    return getattr(getattr(payload.visual_quality, name), attr)


def merge_claims(*groups: list[Claim]) -> list[Claim]:
    """Union of claim lists without duplicates (first wins), renumbered ``c1, c2, …``."""
    out: list[Claim] = []
    seen: set[tuple] = set()
    for group in groups:
        for c in group:
            if c.key() in seen:
                continue
            seen.add(c.key())
            out.append(c.model_copy(update={"claim_id": f"c{len(out) + 1}"}))
    return out
