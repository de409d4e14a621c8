"""Audit benchmark: planted-error catch rate, false alarms and extractor recall by phrasing.

CONTRACT: ``python -m worldreward.bench.audit --root DIR [--pairs N] [--seed S] [--rate R]``
synthesises a bench (`worldreward.bench.synth`) under ``DIR/bench`` and its evidence (label
generation with a placeholder teacher, ``DIR/evidence.jsonl``; both cached), then writes two
teacher label files from the known truth with planted errors and audits each with the tool-only
`Auditor`:

- ``prose``: a teacher whose sentences come from `GRAMMAR`, a template grammar of its own
  (several verbs per motion, picture-motion descriptions with and without new-content phrases,
  hedges, negations, described defects) that is NOT the phrasing of the extractor's tests
  (``tests/test_claims.py``) nor of the test teacher stub;
- ``structured``: the same prose plus the structured ``observed_*`` / ``defects_*`` fields.

Planted errors (``--rate`` of the reviews, one or two each): ``wrong_direction`` (the dominant
motion of a moving side described the opposite way), ``static`` (a moving side described as
still), ``invented_defect`` (a defect named for a clean side). The teacher's winners follow what it
believes. A planted error is *conclusive* when the Toolbox refutes the planted statement itself
(the claim it makes, built directly); it is *caught* when round 0 of the audit refutes a claim of
its kind on its field or flags prose contradicting the review's own observed fields there. False
alarms = refuted claims (and contradiction findings) on fields with no planted error, over all
claims checked on such fields; a prose claim the audit records as a note because the measurement
backs the review's own structured field against it, or an opposite the same analysis states
(`worldreward.agents.decide.outvoted_prose`), raises no finding and is counted as a note instead
(and, on a field with a planted error, not as caught), and the false alarms on the structured
fields themselves are shown apart. Extractor recall = intended prose claims the rules extracted
(same field, kind, direction, polarity), by phrasing category. Every accepted or revised final
review is run through the export's text check (`worldreward.export.review_text_problems`: splices,
fragments). Prints the table and writes ``DIR/audit_bench.json``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from worldreward.actions import Action, parse_action
from worldreward.degrade import mirrored_token

from .synth import SynthConfig, plan_bench, synth_bench

CONFIG = dict(size=(256, 160), max_actions=4)
SLOTS_PER_CHUNK = 2


# --------------------------------------------------------------------------------------------
# truth: what each side executed per step


def _reverse(token: str) -> str:
    a = parse_action(token)
    return Action.from_components(-a.surge, -a.sway, -a.yaw, -a.pitch).token


def executed_tokens(config: SynthConfig) -> dict[str, dict[str, list[str]]]:
    """pair id → {"A": tokens, "B": tokens} as rendered (degradations applied to the token plan)."""
    out: dict[str, dict[str, list[str]]] = {}
    for plan in plan_bench(config):
        faithful, other = list(plan.tokens), list(plan.tokens)
        name = plan.degradation if plan.kind == "degraded" else None
        if name == "wrong_direction":
            other = list(plan.wrong_tokens or other)
        elif name == "frozen":
            other[plan.slot] = "idle"
        elif name == "reversed":
            other[plan.slot] = _reverse(other[plan.slot])
        elif name == "spliced":
            other[plan.slot] = (plan.splice_tokens or other)[plan.slot]
        elif name == "mirrored":
            other = [mirrored_token(t) for t in other]
        f_side = "A" if (plan.faithful_side or "left") == "left" else "B"
        out[plan.pair_id] = {f_side: faithful, ("B" if f_side == "A" else "A"): other}
    return out


# --------------------------------------------------------------------------------------------
# the grammars (held out from the extractor's tests): data files, one per grammar


def load_grammars() -> dict[str, dict[str, dict[str, list[str]]]]:
    """``grammars/vN.json`` beside this module (package data of `worldreward.bench`) → {"vN": grammar},
    in numeric order (v1, v2, …, v10, …): the bench's columns follow it. How each was written:
    ``grammars/README.md``; how a new one is added: ``docs/grammar-brief.md``."""
    folder = resources.files(__package__ or "worldreward.bench") / "grammars"
    found = {f.name.removesuffix(".json"): f for f in folder.iterdir() if re.fullmatch(r"v[1-9]\d*\.json", f.name)}
    return {name: json.loads(found[name].read_text(encoding="utf-8"))
            for name in sorted(found, key=lambda name: int(name[1:]))}


#: grammar name ("v1", "v2", …) → {part: {sub-key: [phrases]}}
GRAMMARS = load_grammars()
#: the first grammar, a template grammar of its own (several verbs per motion, picture-motion
#: descriptions with and without new-content phrases, hedges, negations, described defects)
GRAMMAR: dict[str, dict[str, list[str]]] = GRAMMARS["v1"]

#: degradation name → described defect (claim kind) on the degraded side(s)
DEGRADATION_DEFECT = {"flicker": "flicker", "ghosting": "ghosting", "jitter": "jitter", "stutter": "stutter",
                      "frame_shuffle": "frame_order", "colour_drift": "drift", "blur": "blur", "tearing": "warp",
                      "noise": "noise", "blocking": "blocking"}
DEFECT_SCHEMA = {"drift": "colour_drift"}
#: the defects a teacher invents for a clean side (the ones the tools can measure on synthetic video)
INVENTED = ("flicker", "ghosting", "jitter", "warp", "drift", "blur")
KIND_DIM = {"flicker": "temporal_consistency", "drift": "temporal_consistency", "ghosting": "dynamic_generation_quality",
            "jitter": "dynamic_generation_quality", "stutter": "dynamic_generation_quality",
            "frame_order": "dynamic_generation_quality", "blur": "artifacts_and_structure_integrity",
            "warp": "artifacts_and_structure_integrity", "noise": "artifacts_and_structure_integrity",
            "blocking": "artifacts_and_structure_integrity"}
CATEGORIES = ("verb", "shape", "picture", "hedge", "negation", "static", "defect")
#: the first grammar written to be run beside structured fields (v1–v7 predate them)
FIRST_STRUCTURED = 8
#: (column, grammar, with structured fields) run by default: every prose grammar, and the
#: structured fields beside every grammar from `FIRST_STRUCTURED` on (``--styles`` picks others, e.g.
#: ``structured:v3``)
STYLES = tuple((f"prose {g}", g, False) for g in GRAMMARS) + tuple(
    (f"structured {g}", g, True) for g in GRAMMARS if int(g[1:]) >= FIRST_STRUCTURED)


def parse_styles(text: str) -> tuple[tuple[str, str, bool], ...]:
    """``prose:v8,structured:v8`` → the columns to run (an unknown grammar or kind is an error)."""
    out = []
    for item in filter(None, (t.strip() for t in text.split(","))):
        kind, _, grammar = item.partition(":")
        if kind not in ("prose", "structured") or grammar not in GRAMMARS:
            raise ValueError(f"--styles: {item!r} is not prose:<grammar> or structured:<grammar> "
                             f"(grammars: {', '.join(GRAMMARS)})")
        out.append((f"{kind} {grammar}", grammar, kind == "structured"))
    return tuple(out)


@dataclass
class Intended:
    """A claim the teacher meant to make."""

    field: str
    kind: str
    direction: str | None
    negated: bool
    category: str
    planted: str | None = None


@dataclass
class Written:
    payload: dict[str, Any]
    intended: list[Intended] = field(default_factory=list)
    planted: list[Intended] = field(default_factory=list)


class Rng:
    """Deterministic choices keyed by strings."""

    def __init__(self, salt: str) -> None:
        self.salt = salt

    def u(self, key: str) -> float:
        return int(hashlib.sha256(f"{self.salt}:{key}".encode()).hexdigest()[:8], 16) / 0xFFFFFFFF

    def pick(self, key: str, items: list[str] | tuple[str, ...]) -> str:
        return items[int(self.u(key) * len(items)) % len(items)]


def _components(token: str) -> dict[str, int]:
    a = parse_action(token)
    return {"surge": a.surge, "sway": a.sway, "yaw": a.yaw, "pitch": a.pitch}


_DIR = {("surge", 1): "forward", ("surge", -1): "backward", ("sway", -1): "left", ("sway", 1): "right",
        ("yaw", -1): "left", ("yaw", 1): "right", ("pitch", 1): "up", ("pitch", -1): "down"}


def _phrase(rng: Rng, key: str, comps: dict[str, int], fld: str, g: dict[str, dict[str, list[str]]] = GRAMMAR
            ) -> tuple[str, list[Intended]]:
    """One sentence describing the believed motion of one slot/side, and the claims it makes.

    Optional grammar parts: ``nominal`` (noun phrases per motion) with ``frame`` (sentence templates
    around them, category ``shape``) and ``nominal_join``; hedges written as templates (``{S}``/``{s}``
    subject, ``{v}`` verb phrase, ``{b}`` its base form, ``{n}`` noun phrase); ``join`` (what joins
    the motions of one slot, default " while ").
    """
    moving = [(a, v) for a, v in comps.items() if v]
    if not moving:
        subj = rng.pick(key + "s", g["subject"][""])
        return f"{subj} {rng.pick(key + 'st', g['static'][''])}.", [Intended(fld, "static", None, False, "static")]
    styles = ("verb", "verb", "picture", "hedge", "negation") + (("shape",) if "nominal" in g else ())
    style = rng.pick(key + "style", styles)
    parts, intended = [], []
    hedge = rng.pick(f"{key}h0", g["hedge"][""]) if style == "hedge" else ""
    if style == "shape" or "{n}" in hedge:
        noun = f" {rng.pick(key + 'nj', g['nominal_join'][''])} ".join(
            rng.pick(f"{key}n{i}", g["nominal"][f"{axis}{v:+d}"]) for i, (axis, v) in enumerate(moving))
        template = hedge or rng.pick(key + "f", g["frame"][""])
        parts.append(_fill(template, rng.pick(f"{key}s0", g["subject"][""]), n=noun))
        intended += [Intended(fld, "direction", _DIR[(axis, v)], False, style) for axis, v in moving]
    for i, (axis, v) in enumerate(moving if not parts else ()):
        direction = _DIR[(axis, v)]
        cat = style
        if style == "picture" and (axis in ("surge", "pitch") or axis in ("yaw", "sway")):
            pkey = f"h{v:+d}" if axis in ("yaw", "sway") else f"{axis}{v:+d}"
            text = rng.pick(f"{key}p{i}", g["picture"][pkey]).format(
                thing=rng.pick(f"{key}t{i}", g["thing"][""]))
        else:
            verb = rng.pick(f"{key}v{i}", g["verb"][f"{axis}{v:+d}"])
            subj = rng.pick(f"{key}s{i}", g["subject"][""]) if i == 0 else "it"
            if style == "hedge" and "{" in hedge:
                text = _fill(hedge, subj, v=verb) if i == 0 else f"it {verb}"
            elif style == "hedge":
                hedge = rng.pick(f"{key}h{i}", g["hedge"][""])
                if hedge.startswith("I think"):
                    text = f"I think {subj[0].lower() + subj[1:] if subj != 'It' else 'it'} {verb}"
                else:
                    verb_base = verb if hedge in ("probably", "likely", "arguably", "may") and hedge != "may" \
                        else _base(verb)
                    text = f"{subj} {hedge} {verb_base}"
            else:
                text = f"{subj} {verb}"
            cat = "hedge" if style == "hedge" else "verb"
        parts.append(text)
        intended.append(Intended(fld, "direction", direction, False, cat))
    joiner = rng.pick(key + "j", g["join"][""]) if "join" in g else " while "
    sentence = (joiner if len(parts) > 1 else "").join(parts)
    sentence = sentence[0].upper() + sentence[1:] + "."
    if style == "negation":
        # deny a motion the teacher believes absent
        if not comps["yaw"] and not comps["sway"]:
            which = "yaw" if rng.u(key + "ny") < 0.5 else "right"
        elif not comps["pitch"]:
            which = "tilt" if rng.u(key + "nt") < 0.5 else "up"
        else:
            which = "backward" if comps["surge"] != -1 else "forward"
        sentence += " " + rng.pick(key + "neg", g["negation"][which])
        denied = {"yaw": ("left", "right"), "right": ("right",), "tilt": ("up", "down"), "up": ("up",),
                  "backward": ("backward",), "forward": ("forward",)}[which]
        intended += [Intended(fld, "direction", d, True, "negation") for d in denied]
    return sentence, intended


def _fill(template: str, subject: str, *, v: str = "", n: str = "") -> str:
    """A sentence template with its subject (``{S}`` opening, ``{s}`` inside), verb phrase (``{v}``,
    base form ``{b}``) and noun phrase (``{n}``, ``{N}`` opening)."""
    inner = "it" if subject == "It" else subject.removeprefix("Here ")
    inner = inner[0].lower() + inner[1:]
    return (template.replace("{S}", subject).replace("{s}", inner).replace("{v}", v).replace("{b}", _base(v))
            .replace("{N}", n[:1].upper() + n[1:]).replace("{n}", n))


def _base(verb_phrase: str) -> str:
    """'swivels to the left' → 'swivel to the left' (after a hedge verb such as "seems to")."""
    first, _, rest = verb_phrase.partition(" ")
    if first in ("is", "has"):
        base = {"is": "be", "has": "have"}[first]
    elif first.endswith(("ches", "shes", "sses", "xes", "goes", "does", "echoes", "vetoes")):
        base = first[:-2]
    elif first.endswith("ies"):
        base = first[:-3] + "y"
    elif first.endswith("s") and not first.endswith("ss"):
        base = first[:-1]
    else:
        base = first
    return f"{base} {rest}".strip()


def _winner(a: bool, b: bool) -> str:
    return "A" if a and not b else "B" if b and not a else "Tie"


def _screen(c: dict[str, int]) -> tuple[int, int, int]:
    h = c["sway"] + c["yaw"]
    return c["surge"], (h > 0) - (h < 0), c["pitch"]


def write_review(rng: Rng, label: Any, truth: dict[str, list[str]], bench_line: dict[str, Any], rate: float,
                 structured: bool, g: dict[str, dict[str, list[str]]] = GRAMMAR) -> Written:
    """A review of one label's chunk from the truth, with planted errors (module docstring)."""
    key = label.label_id
    believed = _executed_motion(label, truth)
    defects = _degradation_defects(bench_line)
    voting = [s.action_id for s in label.slots if s.role == "action"]
    planted = _plant_errors(rng, key, rate, voting, believed, defects)
    actions: list[dict[str, Any]] = []
    intended: list[Intended] = []
    for s in label.slots:
        entry, claims = _action_entry(rng, key, s, believed, structured, g)
        actions.append(entry)
        intended += claims
    _mark_planted(intended, planted)
    dims, defect_claims = _dimension_entries(rng, key, defects, planted, g)
    intended += defect_claims
    return Written(_review_payload(actions, dims, defects, voting, structured), intended, planted)


def _executed_motion(label: Any, truth: dict[str, list[str]]) -> dict[tuple[int, str], dict[str, int]]:
    """The motion components each slot side executed, keyed by (slot, side)."""
    believed: dict[tuple[int, str], dict[str, int]] = {}
    for s in label.slots:
        for side in "AB":
            believed[(s.action_id, side)] = _components(truth[side][s.step] if s.step is not None else s.token)
    return believed


def _degradation_defects(bench_line: dict[str, Any]) -> dict[str, list[str]]:
    """The defects each side shows from the bench line's degradation (an empty list for a clean side)."""
    deg = bench_line.get("degradation") or {}
    name, dside = deg.get("name") or "", deg.get("side") or "none"
    base = name.split(":")[-1]
    degraded = {"A", "B"} if str(dside).startswith("both") or name.startswith("both:") else (
        {"A"} if dside == "left" else {"B"} if dside == "right" else set())
    return {s: ([DEGRADATION_DEFECT[base]] if base in DEGRADATION_DEFECT and s in degraded else []) for s in "AB"}


def _plant_errors(rng: Rng, key: str, rate: float, voting: list[int],
                  believed: dict[tuple[int, str], dict[str, int]], defects: dict[str, list[str]]
                  ) -> list[Intended]:
    """The errors planted in one review (``believed`` and ``defects`` are changed to hold them)."""
    planted: list[Intended] = []
    if rng.u(key) < rate:
        for n in range(1 + (rng.u(key + "n") < 0.35)):
            error = _plant_error(rng, key, n, voting, believed, defects, planted)
            if error is not None:
                planted.append(error)
    return planted


def _plant_error(rng: Rng, key: str, n: int, voting: list[int],
                 believed: dict[tuple[int, str], dict[str, int]], defects: dict[str, list[str]],
                 planted: list[Intended]) -> Intended | None:
    """Planted error ``n`` of a review, or None when its kind does not fit the side it picked."""
    kinds = ("wrong_direction", "wrong_direction", "static", "invented_defect")
    kind = rng.pick(f"{key}k{n}", kinds)
    k = int(rng.pick(f"{key}slot{n}", [str(v) for v in voting]))
    side = "A" if rng.u(f"{key}side{n}") < 0.5 else "B"
    comps = believed[(k, side)]
    if kind in ("wrong_direction", "static") and any(planted_i.field == f"action.{k}.{side}" for planted_i in planted):
        return None
    if kind == "wrong_direction" and any(comps.values()):
        axes = [a for a in ("yaw", "pitch") if comps[a]] or [a for a, v in comps.items() if v]
        axis = rng.pick(f"{key}ax{n}", axes)
        believed[(k, side)] = {**comps, axis: -comps[axis]}
        return Intended(f"action.{k}.{side}", "direction", _DIR[(axis, -comps[axis])], False, "",
                        planted="wrong_direction")
    if kind == "static" and any(comps.values()):
        believed[(k, side)] = {a: 0 for a in comps}
        return Intended(f"action.{k}.{side}", "static", None, False, "", planted="static")
    if kind == "invented_defect" and not defects[side]:
        d = rng.pick(f"{key}d{n}", INVENTED)
        defects[side] = [d]
        return Intended(f"visual.{KIND_DIM[d]}.{side}", d, None, False, "", planted="invented_defect")
    return None


def _action_entry(rng: Rng, key: str, s: Any, believed: dict[tuple[int, str], dict[str, int]],
                  structured: bool, g: dict[str, dict[str, list[str]]]
                  ) -> tuple[dict[str, Any], list[Intended]]:
    """The action-control entry of one slot written from the believed motion, and the claims it makes."""
    k = s.action_id
    cmd = _components(s.token)
    texts, observed = {}, {}
    intended: list[Intended] = []
    for side in "AB":
        fld = f"action.{k}.{side}"
        sentence, claims = _phrase(rng, f"{key}/{k}/{side}", believed[(k, side)], fld, g)
        follows = _screen(believed[(k, side)]) == _screen(cmd)
        texts[side] = f"{sentence} That {'matches' if follows else 'does not match'} the requested {s.label}."
        intended += claims
        b = Action.from_components(**believed[(k, side)])
        observed[side] = {"translation": b.translation, "rotation": b.rotation}
    winner = _winner(*(_screen(believed[(k, side)]) == _screen(cmd) for side in "AB"))
    entry = {"action_id": k, "action_label": s.label, "video_a_analysis": texts["A"],
             "video_b_analysis": texts["B"], "winner": winner}
    if structured:
        entry = {"action_id": k, "action_label": s.label, "observed_a": observed["A"], "observed_b": observed["B"],
                 **{x: entry[x] for x in ("video_a_analysis", "video_b_analysis", "winner")}}
    return entry, intended


def _mark_planted(intended: list[Intended], planted: list[Intended]) -> None:
    """Marks each intended claim that states a planted error with that error's kind."""
    for p in planted:
        for it in intended:
            if it.field == p.field and (it.kind == p.kind and it.direction == p.direction and not it.negated):
                it.planted = p.planted


def _dimension_entries(rng: Rng, key: str, defects: dict[str, list[str]], planted: list[Intended],
                       g: dict[str, dict[str, list[str]]]
                       ) -> tuple[dict[str, dict[str, str]], list[Intended]]:
    """The visual dimension entries written from each side's defects, and the defect claims they make."""
    dims = {d: {"video_a_analysis": "", "video_b_analysis": "", "winner": "Tie"} for d in set(KIND_DIM.values())}
    intended: list[Intended] = []
    for side in "AB":
        for d in dims:
            kinds = [x for x in defects[side] if KIND_DIM[x] == d]
            akey = "video_a_analysis" if side == "A" else "video_b_analysis"
            if kinds:
                text = rng.pick(f"{key}{side}{d}", g["defect"][kinds[0]])
                dims[d][akey] = text[0].upper() + text[1:] + "."
                for x in kinds:
                    it = Intended(f"visual.{d}.{side}", x, None, False, "defect")
                    it.planted = next((p.planted for p in planted if p.field == it.field and p.kind == x), None)
                    intended.append(it)
            else:
                text = rng.pick(f"{key}{side}{d}c", g["clean"][""])
                dims[d][akey] = text[0].upper() + text[1:] + "."
    for d in dims:
        bad = {s: any(KIND_DIM[x] == d for x in defects[s]) for s in "AB"}
        dims[d]["winner"] = _winner(not bad["A"], not bad["B"])
    return dims, intended


def _review_payload(actions: list[dict[str, Any]], dims: dict[str, dict[str, str]],
                    defects: dict[str, list[str]], voting: list[int], structured: bool) -> dict[str, Any]:
    """The review payload of the action and visual entries, with the majority overall winners."""
    slot_w = [a["winner"] for a in actions if a["action_id"] in voting]
    vis_w = [dims[d]["winner"] for d in dims]
    visual: dict[str, Any] = {}
    if structured:
        visual = {"defects_a": [DEFECT_SCHEMA.get(x, x) for x in defects["A"]],
                  "defects_b": [DEFECT_SCHEMA.get(x, x) for x in defects["B"]]}
    visual.update({d: dims[d] for d in ("temporal_consistency", "dynamic_generation_quality",
                                        "artifacts_and_structure_integrity")})
    visual.update({"overall_summary": "Visual quality compared over the chunk.", "overall_winner": _major(vis_w)})
    return {"action_control": {"actions": actions, "overall_summary": "Slot winners follow the motion seen.",
                               "overall_winner": _major(slot_w)}, "visual_quality": visual}


def _major(ws: list[str]) -> str:
    """The majority winner of ``ws`` (Tie when A and B are level)."""
    return "A" if ws.count("A") > ws.count("B") else "B" if ws.count("B") > ws.count("A") else "Tie"


# --------------------------------------------------------------------------------------------
# running


def blank_payload(action_labels: list[str]) -> Any:
    """A `ReviewPayload` with one action per label, every analysis "-" and every winner a tie: what
    the placeholder teacher writes and `write_review` rewrites."""
    from worldreward.review import ReviewPayload

    dim = {"video_a_analysis": "-", "video_b_analysis": "-", "winner": "Tie"}
    return ReviewPayload.model_validate({
        "action_control": {"actions": [{"action_id": k + 1, "action_label": label, "video_a_analysis": "-",
                                        "video_b_analysis": "-", "winner": "Tie"} for k, label in enumerate(action_labels)],
                           "overall_summary": "-", "overall_winner": "Tie"},
        "visual_quality": {"temporal_consistency": dim, "dynamic_generation_quality": dim,
                           "artifacts_and_structure_integrity": dim, "overall_summary": "-", "overall_winner": "Tie"}})


#: the commanded tokens of `sample_label`'s slots
SAMPLE_TOKENS = ("left+camera_up", "forward", "camera_right", "backward_left")


def sample_label(i: int) -> Any:
    """A placeholder `LabelRecord` of pair ``p<i>``, chunk 0, with two slots commanding
    `SAMPLE_TOKENS` from position ``i`` on: a label for `write_review` outside a bench run (the
    grammar checker, the tests)."""
    from worldreward.labels import LabelRecord, SlotInfo
    from worldreward.review import ReviewMeta

    tokens = [SAMPLE_TOKENS[(i + k) % len(SAMPLE_TOKENS)] for k in range(2)]
    return LabelRecord(label_id=f"p{i}/0", pair_id=f"p{i}", chunk_index=0, review=blank_payload(["x", "x"]),
                       meta=ReviewMeta(judge="placeholder"),
                       slots=[SlotInfo(action_id=k + 1, step=k, token=t, label=t) for k, t in enumerate(tokens)])


def _prepare(root: Path, pairs: int, seed: int) -> tuple[Path, Path, SynthConfig]:
    from worldreward.labels import generate_labels
    from worldreward.review import ChunkReview, ReviewMeta

    config = SynthConfig(pairs=pairs, seed=seed, **CONFIG)  # type: ignore[arg-type]
    bench = root / "bench" / "bench.jsonl"
    if not bench.is_file():
        synth_bench(root / "bench", config)
    evidence = root / "evidence.jsonl"

    class Placeholder:
        """A teacher that writes empty reviews: the run only measures and saves the evidence."""

        name = "placeholder"
        whole_video = False
        swap_by_default = False

        def config(self) -> dict[str, Any]:
            return {}

        def review(self, ev: Any) -> ChunkReview:
            return self.review_many([ev])[0]

        def review_many(self, evs: list[Any]) -> list[ChunkReview]:
            return [ChunkReview(pair_id=ev.pair_id, chunk_index=ev.chunk.index,
                                payload=blank_payload([s.action.label for s in ev.chunk.slots]),
                                meta=ReviewMeta(judge="placeholder")) for ev in evs]

    generate_labels(bench, evidence, Placeholder(), slots_per_chunk=SLOTS_PER_CHUNK, slot_quality=False)
    return bench, evidence, config


def _claim_of(it: Intended, slot: int | None) -> Any:
    from worldreward.agents.claims import Claim

    side = it.field.split(".")[-1]
    return Claim(claim_id="p", kind=it.kind, side=side, field=it.field, slot=slot, direction=it.direction,
                 motion="any" if it.kind == "direction" else None, negated=it.negated, text="planted")


def run(root: Path, pairs: int, seed: int, rate: float,
        styles: tuple[tuple[str, str, bool], ...] = STYLES) -> dict[str, Any]:
    from worldreward.agents.graph import Auditor, run_audit
    from worldreward.agents.tools import ChunkMaterial, Toolbox

    from worldreward.jsonl import read_jsonl
    from worldreward.labels import load_labels

    bench, evidence, config = _prepare(root, pairs, seed)
    truth = executed_tokens(config)
    lines = {obj["pair_id"]: obj for obj in read_jsonl(bench)}
    labels = load_labels(evidence)
    if not labels:  # nothing to write reviews for: every figure would be empty
        raise SystemExit(f"audit bench: no teacher labels in {evidence} (see {evidence.with_suffix('')}"
                         ".failures.jsonl)")
    results: dict[str, Any] = {}
    for style, grammar, structured in styles:
        rng = Rng(f"audit-bench:{seed}")
        written: dict[str, Written] = {}
        slug = style.replace(" ", "_")
        out_labels = root / f"labels_{slug}.jsonl"
        with out_labels.open("w", encoding="utf-8") as fh:
            for rec in labels:
                w = write_review(rng, rec, truth[rec.pair_id], lines[rec.pair_id], rate, structured,
                                 GRAMMARS[grammar])
                written[rec.label_id] = w
                new = rec.model_copy(update={"review": rec.review.model_validate(w.payload)})
                new.evidence_dir = str(Path(rec.evidence_dir or ""))
                fh.write(new.model_dump_json() + "\n")
        out_dir = root / f"audit_{slug}"
        if out_dir.exists():
            import shutil

            shutil.rmtree(out_dir)
        stats = run_audit(out_labels, out_dir, Auditor(), bench_path=bench)
        audits = {a["label_id"]: a for a in read_jsonl(out_dir / "audited.jsonl")}
        results[style] = _score(audits, written, labels, Toolbox, ChunkMaterial, stats)
    (root / "audit_bench.json").write_text(json.dumps(results, indent=2), encoding="utf-8")
    return results


def _matches(c: dict[str, Any], it: Intended) -> bool:
    return (c["field"] == it.field and c["kind"] == it.kind and c.get("direction") == it.direction
            and bool(c["negated"]) == it.negated)


@dataclass
class _Tally:
    """The running counts and example lists of one teacher column (`_score`)."""

    planted: int = 0
    conclusive: int = 0
    caught: int = 0
    caught_conclusive: int = 0
    by_kind: Counter[str] = field(default_factory=Counter)
    by_kind_caught: Counter[str] = field(default_factory=Counter)
    correct: int = 0
    false_alarms: int = 0
    notes: int = 0
    by_source: dict[str, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))
    recall: dict[str, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))
    alarms: list[str] = field(default_factory=list)
    missed: list[str] = field(default_factory=list)
    unextracted: list[str] = field(default_factory=list)


def _score(audits: dict[str, Any], written: dict[str, Written], labels: list[Any], toolbox: Any, material: Any,
           stats: dict[str, Any]) -> dict[str, Any]:
    """The scores of one teacher column: planted errors caught, false alarms, extractor recall, text check."""
    tally = _Tally()
    by_id = {r.label_id: r for r in labels}
    for lid, w in written.items():
        a = audits.get(lid)
        if a is None:
            continue
        first = a["rounds"][0]
        verdict = {v["claim_id"]: v["verdict"] for v in first["verdicts"]}
        contradicted = {cid for cid, _ in first.get("contradictions", [])}
        noted = {cid for cid, _ in first.get("prose_notes", [])}
        tools = toolbox(material.from_dir(by_id[lid].evidence_dir))
        _count_planted(tally, lid, w, first, verdict, contradicted, noted, tools)
        _count_unplanted(tally, lid, w, first, verdict, contradicted, noted)
        _count_recall(tally, w)
    return _results(tally, audits, written, stats)


def _flagged(c: dict[str, Any], verdict: dict[str, str], contradicted: set[str]) -> bool:
    """True when round 0 refuted the claim ``c`` or found it contradicting the review's observed fields."""
    return verdict.get(c["claim_id"]) == "refuted" or c["claim_id"] in contradicted


def _count_planted(t: _Tally, lid: str, w: Written, first: dict[str, Any], verdict: dict[str, str],
                   contradicted: set[str], noted: set[str], tools: Any) -> None:
    """Adds one review's planted errors to ``t``: how many, how many conclusive, how many caught (a
    claim of its kind on its field flagged and not turned into a note: a note raises no finding)."""
    for p in w.planted:
        slot = int(p.field.split(".")[1]) if p.field.startswith("action.") else None
        conclusive = tools.check(_claim_of(p, slot)).verdict == "refuted"
        kinds = ("direction", "static") if p.kind in ("direction", "static") else (p.kind,)
        hit = any(c["field"] == p.field and c["kind"] in kinds and c["claim_id"] not in noted
                  and _flagged(c, verdict, contradicted) for c in first["claims"])
        t.planted += 1
        t.caught += hit
        if conclusive and not hit:
            t.missed.append(f"{lid} {p.field} {p.planted} {p.direction}: "
                            f"{[c['text'] for c in first['claims'] if c['field'] == p.field]}")
        t.by_kind[p.planted or "?"] += 1
        t.by_kind_caught[p.planted or "?"] += hit
        if conclusive:
            t.conclusive += 1
            t.caught_conclusive += hit


def _count_unplanted(t: _Tally, lid: str, w: Written, first: dict[str, Any], verdict: dict[str, str],
                     contradicted: set[str], noted: set[str]) -> None:
    """Adds one review's claims on fields without a planted error to ``t``: checked, noted, false alarms."""
    planted_fields = {p.field for p in w.planted}
    for c in first["claims"]:
        if c["field"] in planted_fields:
            continue
        t.correct += 1
        t.by_source[c["source"]][1] += 1
        if c["claim_id"] in noted:
            t.notes += 1
            continue
        alarm = _flagged(c, verdict, contradicted)
        t.false_alarms += alarm
        t.by_source[c["source"]][0] += alarm
        if alarm:
            reason = next(v["reason"] for v in first["verdicts"] if v["claim_id"] == c["claim_id"])
            t.alarms.append(f"{lid} {c['field']} {c['kind']} {c.get('direction')} neg={c['negated']} "
                            f"{c['source']}: {c['text']!r}: {reason}")


def _count_recall(t: _Tally, w: Written) -> None:
    """Adds to ``t`` how many of one review's intended claims the rule extractor found, by category."""
    from worldreward.agents.claims import extract_claims

    from worldreward.review import ReviewPayload

    rules = [c.model_dump() for c in extract_claims(ReviewPayload.model_validate(w.payload))]
    for it in w.intended:
        t.recall[it.category][1] += 1
        found = any(_matches(c, it) for c in rules)
        t.recall[it.category][0] += found
        if not found:
            text = _field_text(w.payload, it.field)
            t.unextracted.append(f"{it.category} {it.kind} {it.direction} neg={it.negated}: {text!r}")


def _results(t: _Tally, audits: dict[str, Any], written: dict[str, Written],
             stats: dict[str, Any]) -> dict[str, Any]:
    """The result record of one teacher column from its tally, the final reviews' text check and the stats."""
    from worldreward.export import review_text_problems

    unclean = [lid for lid, a in audits.items() if a["decision"] != "escalate" and review_text_problems(a["final_review"])]
    acc = stats.get("accuracy", {})
    motion_cats = ("verb", "shape", "picture", "hedge", "negation", "static")
    m_found = sum(t.recall[c][0] for c in motion_cats)
    m_total = sum(t.recall[c][1] for c in motion_cats)
    return {
        "planted": t.planted, "caught": t.caught, "conclusive": t.conclusive,
        "caught_conclusive": t.caught_conclusive,
        "by_kind": {k: [t.by_kind_caught[k], v] for k, v in t.by_kind.items()},
        "correct_claims": t.correct, "false_alarms": t.false_alarms, "prose_notes": t.notes,
        "false_alarms_by_source": {k: v for k, v in t.by_source.items()},
        "recall": {k: v for k, v in t.recall.items()}, "motion_recall": [m_found, m_total],
        "accuracy_before": acc.get("before", {}).get("accuracy"), "accuracy_after": acc.get("after", {}).get("accuracy"),
        "decisions": stats.get("decisions"), "labels": len(written), "false_alarm_list": t.alarms,
        "missed_list": t.missed, "unextracted_list": t.unextracted,
        "unclean_final": [len(unclean), sum(a["decision"] != "escalate" for a in audits.values())],
        "unclean_list": unclean,
    }


def _field_text(payload: dict[str, Any], fld: str) -> str:
    part, name, side = fld.split(".")
    key = "video_a_analysis" if side == "A" else "video_b_analysis"
    if part == "action":
        return payload["action_control"]["actions"][int(name) - 1][key]
    return payload["visual_quality"][name][key]


def _pct(a: int, b: int) -> str:
    return f"{a} / {b} ({a / b:.1%})" if b else "--"


def table_rows(r: dict[str, Any]) -> list[tuple[str, str]]:
    """(row name, cell) of one teacher column."""
    rows = [
        ("planted errors caught (all)", _pct(r["caught"], r["planted"])),
        ("planted errors caught (conclusive)", _pct(r["caught_conclusive"], r["conclusive"])),
        ("correct claims refuted (false alarms)", _pct(r["false_alarms"], r["correct_claims"])),
        ("  of them on structured fields", _pct(*r["false_alarms_by_source"].get("observed", [0, 0]))),
        ("  prose outvoted by measured fields or its own analysis (notes)", _pct(r["prose_notes"], r["correct_claims"])),
        ("motion claims extracted (rules)", _pct(*r["motion_recall"])),
    ]
    rows += [(f"  extracted: {cat}", _pct(*r["recall"].get(cat, [0, 0]))) for cat in CATEGORIES]
    rows += [(f"  caught: {k}", _pct(*r["by_kind"].get(k, [0, 0])))
             for k in ("wrong_direction", "static", "invented_defect")]
    rows += [("exportable reviews failing the text check (splices)", _pct(*r["unclean_final"])),
             ("slot-winner accuracy before -> after", f"{r['accuracy_before']} -> {r['accuracy_after']}"),
             ("decisions", str(r["decisions"]))]
    return rows


def print_table(results: dict[str, Any]) -> None:
    styles = list(results)
    columns = [table_rows(results[s]) for s in styles]
    print("| | " + " | ".join(f"{s} teacher" for s in styles) + " |")
    print("|---|" + "---|" * len(styles))
    for i, (name, _) in enumerate(columns[0]):
        print(f"| {name} | " + " | ".join(col[i][1] for col in columns) + " |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", required=True, help="work folder (bench and evidence are cached there)")
    parser.add_argument("--pairs", type=int, default=40)
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--rate", type=float, default=0.4, help="share of reviews with planted errors")
    parser.add_argument("--styles", default="", help="columns to run, e.g. prose:v8,structured:v8 "
                        "(default: every prose grammar and structured from v8 on)")
    args = parser.parse_args(argv)
    try:
        styles = parse_styles(args.styles) if args.styles else STYLES
    except ValueError as exc:
        parser.error(str(exc))
    results = run(Path(args.root), args.pairs, args.seed, args.rate, styles)
    print_table(results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
