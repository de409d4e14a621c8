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
backs the review's own structured field against it (`worldreward.agents.decide.outvoted_prose`)
raises no finding and is counted as a note instead, and the false alarms on the structured fields
themselves are shown apart. Extractor recall = intended prose claims the rules extracted
(same field, kind, direction, polarity), by phrasing category. Every accepted or revised final
review is run through the export's text check (`worldreward.export.review_text_problems`: splices,
fragments). Prints the table and writes ``DIR/audit_bench.json``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
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
# the grammar (held out from the extractor's tests)

GRAMMAR: dict[str, dict[str, list[str]]] = {
    # camera verbs per screen motion: translation / rotation wording
    "verb": {
        "yaw-1": ["swivels to the left", "sweeps leftward", "swings round to the left", "rotates toward the left",
                  "pans over to the left", "turns its gaze left", "veers left"],
        "yaw+1": ["swivels to the right", "sweeps rightward", "swings round to the right", "rotates toward the right",
                  "pans over to the right", "turns its gaze right", "veers right"],
        "sway-1": ["sidesteps to the left", "crabs left", "trucks left", "slides sideways to the left",
                   "steps over to the left", "glides leftward"],
        "sway+1": ["sidesteps to the right", "crabs right", "trucks right", "slides sideways to the right",
                   "steps over to the right", "glides rightward"],
        "surge+1": ["advances", "pushes ahead", "moves closer to the scene", "creeps forward", "dollies in",
                    "travels forward"],
        "surge-1": ["backs away", "retreats", "pulls back", "withdraws from the scene", "dollies out",
                    "moves away from the scene"],
        "pitch+1": ["tips up", "tilts skyward", "looks upward", "cranes up", "tilts up toward the sky"],
        "pitch-1": ["dips", "tilts toward the ground", "looks downward", "nods down", "tips down"],
    },
    # picture motion: what the content does for that camera motion
    "picture": {
        "h-1": ["the {thing} glide toward the right edge", "the {thing} slide off to the right",
                "the {thing} stream toward the right side of the frame, new content on the left",
                "fresh scenery appears from the left as the {thing} drift right"],
        "h+1": ["the {thing} glide toward the left edge", "the {thing} slide off to the left",
                "the {thing} stream toward the left side of the frame, new content on the right",
                "fresh scenery appears from the right as the {thing} drift left"],
        "surge+1": ["the {thing} grow larger", "the {thing} loom closer", "the {thing} swell in the frame"],
        "surge-1": ["the {thing} shrink", "the {thing} recede into the distance", "the {thing} grow smaller"],
        "pitch+1": ["the {thing} sink toward the bottom of the frame", "more sky comes into view at the top"],
        "pitch-1": ["the {thing} rise toward the top of the frame", "more ground comes into view at the bottom"],
    },
    "thing": {"": ["near pillars", "walls", "trees", "rocks", "buildings", "columns", "scenery"]},
    "subject": {"": ["The camera", "The view", "It", "The shot", "The viewpoint"]},
    "hedge": {"": ["seems to", "appears to", "probably", "likely", "arguably"]},
    "static": {"": ["holds its position", "stays put", "remains stationary", "does not budge",
                    "stays locked off"]},
    "defect": {
        "flicker": ["the exposure pulses from frame to frame", "brightness fluctuates in a strobing way"],
        "ghosting": ["semi-transparent copies trail behind moving edges", "double images appear around edges"],
        "jitter": ["the picture shakes from frame to frame", "the view judders constantly"],
        "stutter": ["the motion is choppy, with frames held twice", "playback stutters"],
        "frame_order": ["frames appear out of order", "time jumps back and forth"],
        "drift": ["the white balance drifts over the clip", "a creeping colour cast changes the tint"],
        "blur": ["fine detail is smeared", "the frames look fuzzy and lose sharpness"],
        "warp": ["structures bend and warp", "horizontal bands tear sideways"],
        "noise": ["grain covers the image", "speckled noise sits on every surface"],
        "blocking": ["compression blocks are visible", "the image is blocky"],
    },
    "clean": {"": ["textures and lighting look stable", "nothing looks wrong here", "the image holds together well"]},
    "negation": {"yaw": ["There is no yaw at all."], "right": ["It never drifts to the right."],
                 "tilt": ["It does so without any tilt."], "up": ["At no point does it tip up."],
                 "backward": ["It does not head backward."], "forward": ["It does not head forward."]},
}
#: A second grammar, written after the first had been run and before this one ever was: its
#: figures are the held-out ones (the first grammar's gaps were fixed in the extractor).
GRAMMAR_V2: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["executes a smooth yaw to the left", "rotates its heading leftward", "swivels its view to the left",
                  "turns toward its left", "pans steadily leftwards", "sweeps across to the left"],
        "yaw+1": ["executes a smooth yaw to the right", "rotates its heading rightward", "swivels its view to the right",
                  "turns toward its right", "pans steadily rightwards", "sweeps across to the right"],
        "sway-1": ["trucks laterally to the left", "shifts sideways to its left", "crabs over to the left",
                   "translates leftward", "side-steps leftward", "strafes gently to the left"],
        "sway+1": ["trucks laterally to the right", "shifts sideways to its right", "crabs over to the right",
                   "translates rightward", "side-steps rightward", "strafes gently to the right"],
        "surge+1": ["pushes in toward the scene", "advances into the scene", "travels deeper into the scene",
                    "moves steadily forward", "approaches the far wall", "closes in on the scene"],
        "surge-1": ["pulls away from the scene", "backs up", "retreats from the scene", "moves steadily backward",
                    "recedes from the scene", "drifts backward"],
        "pitch+1": ["tilts upward", "pitches up toward the ceiling", "angles upward", "raises its view upward",
                    "looks up toward the sky"],
        "pitch-1": ["tilts downward", "pitches down toward the floor", "angles downward", "lowers its view downward",
                    "looks down toward the ground"],
    },
    "picture": {
        "h-1": ["the {thing} scroll steadily toward the right edge of the frame",
                "the {thing} drift rightward across the frame while new content enters from the left",
                "the {thing} exit on the right as previously unseen areas appear on the left",
                "the {thing} travel toward the right-hand side of the frame"],
        "h+1": ["the {thing} scroll steadily toward the left edge of the frame",
                "the {thing} drift leftward across the frame while new content enters from the right",
                "the {thing} exit on the left as previously unseen areas appear on the right",
                "the {thing} travel toward the left-hand side of the frame"],
        "surge+1": ["the {thing} expand to fill more of the frame", "the {thing} get bigger", "the {thing} come closer"],
        "surge-1": ["the {thing} get smaller in the frame", "the {thing} fall away", "the {thing} dwindle"],
        "pitch+1": ["the {thing} slide down toward the bottom edge", "new sky enters at the top of the frame"],
        "pitch-1": ["the {thing} slide up toward the top edge", "new ground enters at the bottom of the frame"],
    },
    "thing": {"": ["foreground posts", "distant hills", "brick walls", "arches", "stones", "the structures"]},
    "subject": {"": ["The camera", "Its view", "The viewpoint", "The footage", "This video"]},
    "hedge": {"": ["seems to", "appears to", "probably", "may", "I think"]},
    "static": {"": ["is essentially stationary", "remains motionless", "holds still", "stays fixed in place",
                    "shows no camera movement"]},
    "defect": {
        "flicker": ["the lighting flickers noticeably", "there is visible strobing in the exposure"],
        "ghosting": ["ghosted double images appear behind moving objects", "edges show faint doubled contours"],
        "jitter": ["the frame jitters", "the image is shaky throughout"],
        "stutter": ["motion stutters with repeated frames", "the playback is choppy"],
        "frame_order": ["some frames are out of sequence", "the frames seem shuffled"],
        "drift": ["the colour balance shifts over time", "the hue drifts toward a warmer tint"],
        "blur": ["the image is blurry", "detail is soft and out of focus"],
        "warp": ["geometry is distorted", "straight lines warp"],
        "noise": ["there is heavy grain", "the frames are noisy"],
        "blocking": ["macroblocks are visible", "the picture shows compression artifacts"],
    },
    "clean": {"": ["the frames are consistent and artifact-free", "quality is solid", "no problems stand out"]},
    "negation": {"yaw": ["Its heading never changes.", "There is no panning whatsoever."],
                 "right": ["At no point does it veer right.", "It is not moving to the right."],
                 "tilt": ["The pitch stays level.", "There is no tilting."], "up": ["It never looks up."],
                 "backward": ["It is not backing up."], "forward": ["It makes no forward progress."]},
}
#: A third grammar, written after fixes from the second one's run and before its own first run:
#: the held-out figures of the extractor as committed.
GRAMMAR_V3: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["yaws to the left", "turns leftward on the spot", "pivots to the left", "swings its heading left",
                  "pans toward the left side of the scene", "rotates counter-clockwise to the left"],
        "yaw+1": ["yaws to the right", "turns rightward on the spot", "pivots to the right", "swings its heading right",
                  "pans toward the right side of the scene", "rotates clockwise to the right"],
        "sway-1": ["slides over to the left", "moves sideways to the left", "tracks left along the wall",
                   "drifts laterally to the left", "shuffles to the left", "glides sideways leftward"],
        "sway+1": ["slides over to the right", "moves sideways to the right", "tracks right along the wall",
                   "drifts laterally to the right", "shuffles to the right", "glides sideways rightward"],
        "surge+1": ["dollies forward", "moves ahead", "heads into the scene", "goes forward steadily",
                    "flies forward", "walks forward"],
        "surge-1": ["dollies backward", "moves back", "reverses away from the scene", "goes backward",
                    "flies backward", "steps back"],
        "pitch+1": ["tilts up", "pitches upward", "looks skyward", "cranes upward", "tips its view up"],
        "pitch-1": ["tilts down", "pitches downward", "looks at the floor", "dips its view down", "tips downward"],
    },
    "picture": {
        "h-1": ["the {thing} slide toward the right of the frame", "the {thing} move rightward on screen",
                "the {thing} sweep off the right edge while fresh content appears on the left",
                "the {thing} shift right, revealing more on the left"],
        "h+1": ["the {thing} slide toward the left of the frame", "the {thing} move leftward on screen",
                "the {thing} sweep off the left edge while fresh content appears on the right",
                "the {thing} shift left, revealing more on the right"],
        "surge+1": ["the {thing} become larger", "the {thing} loom larger", "the {thing} grow in the frame"],
        "surge-1": ["the {thing} become smaller", "the {thing} shrink away", "the {thing} recede"],
        "pitch+1": ["the {thing} move down the frame", "more of the sky is revealed at the top"],
        "pitch-1": ["the {thing} move up the frame", "more of the floor is revealed at the bottom"],
    },
    "thing": {"": ["pillars", "trees", "the buildings", "rock formations", "walls", "the landscape"]},
    "subject": {"": ["The camera", "The view", "Video motion", "The point of view", "It"]},
    "hedge": {"": ["seems to", "appears to", "probably", "likely", "might"]},
    "static": {"": ["does not move at all", "stays completely still", "is static throughout", "holds its framing",
                    "never moves"]},
    "defect": {
        "flicker": ["brightness flickers between frames", "the exposure flashes on and off"],
        "ghosting": ["ghosting trails follow moving objects", "there are double exposures around edges"],
        "jitter": ["the camera shakes", "there is a constant jitter"],
        "stutter": ["the motion stutters", "frames are repeated, making motion choppy"],
        "frame_order": ["the frame order is scrambled", "frames play out of order"],
        "drift": ["colours drift over time", "the tint slides toward blue"],
        "blur": ["everything looks blurred", "the image loses sharpness"],
        "warp": ["walls bend and distort", "the geometry melts"],
        "noise": ["visible noise covers the image", "grainy speckle appears"],
        "blocking": ["blocky compression is visible", "the image is pixelated"],
    },
    "clean": {"": ["it looks clean", "the rendering is stable", "no artifacts are visible"]},
    "negation": {"yaw": ["It does not yaw.", "The camera does not rotate at all."],
                 "right": ["It does not move right.", "Nothing suggests a rightward motion."],
                 "tilt": ["It never tilts.", "There is no pitching."], "up": ["It does not look up."],
                 "backward": ["It never moves backward."], "forward": ["It does not move forward."]},
}
#: A fourth grammar, written after fixes from the third one's run and before its own first run.
GRAMMAR_V4: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["performs a leftward pan", "is turning to its left", "rotates left about its vertical axis",
                  "swings the view leftwards", "yaws gently left", "turns left"],
        "yaw+1": ["performs a rightward pan", "is turning to its right", "rotates right about its vertical axis",
                  "swings the view rightwards", "yaws gently right", "turns right"],
        "sway-1": ["slides laterally left", "trucks to its left", "moves left sideways", "sidles left",
                   "steps sideways left", "translates to the left"],
        "sway+1": ["slides laterally right", "trucks to its right", "moves right sideways", "sidles right",
                   "steps sideways right", "translates to the right"],
        "surge+1": ["moves into the scene", "proceeds forward", "heads forward", "pushes forward",
                    "progresses forward", "gains ground toward the far end"],
        "surge-1": ["reverses", "draws back", "steps backward", "heads backward", "eases back", "pulls backward"],
        "pitch+1": ["looks up", "tilts its view upward", "turns upward", "pitches toward the sky", "raises its gaze"],
        "pitch-1": ["looks down", "tilts its view downward", "turns downward", "pitches toward the ground",
                    "lowers its gaze"],
    },
    "picture": {
        "h-1": ["the {thing} track across the frame from left to right",
                "the {thing} move toward the frame's right border",
                "the {thing} are pushed out on the right while new areas come in on the left",
                "the image content flows rightward past the {thing}"],
        "h+1": ["the {thing} track across the frame from right to left",
                "the {thing} move toward the frame's left border",
                "the {thing} are pushed out on the left while new areas come in on the right",
                "the image content flows leftward past the {thing}"],
        "surge+1": ["the {thing} swell toward the camera", "the {thing} enlarge steadily", "the {thing} approach the viewer"],
        "surge-1": ["the {thing} shrink toward the horizon", "the {thing} retreat into the distance",
                    "the {thing} get farther away"],
        "pitch+1": ["the {thing} drop toward the lower edge", "the top of the frame reveals new sky"],
        "pitch-1": ["the {thing} lift toward the upper edge", "the bottom of the frame reveals new ground"],
    },
    "thing": {"": ["lamp posts", "the hedges", "stone blocks", "the ridge line", "tall columns", "houses"]},
    "subject": {"": ["The camera", "The viewpoint", "Its camera", "The virtual camera", "It"]},
    "hedge": {"": ["seems to", "apparently", "appears to", "most likely", "presumably"]},
    "static": {"": ["stays stationary for the whole slot", "keeps perfectly still", "shows a locked camera",
                    "does not move", "remains fixed"]},
    "defect": {
        "flicker": ["luminance flickers", "there is flashing between frames"],
        "ghosting": ["moving edges leave ghost copies", "afterimages linger"],
        "jitter": ["the view is jittery", "there is a persistent shake"],
        "stutter": ["the motion hitches", "frames repeat, so motion stutters"],
        "frame_order": ["the ordering of frames is broken", "frames are shuffled"],
        "drift": ["white balance wanders", "the palette shifts in colour"],
        "blur": ["textures go soft and blurry", "it is out of focus"],
        "warp": ["objects deform", "the walls distort"],
        "noise": ["the picture is grainy", "sensor noise is visible"],
        "blocking": ["block artifacts show", "blocky macroblocks appear"],
    },
    "clean": {"": ["nothing unusual here", "clean throughout", "it looks solid"]},
    "negation": {"yaw": ["It does not pan at all.", "No panning or yaw is visible."],
                 "right": ["It does not veer to the right.", "There is no rightward drift."],
                 "tilt": ["There is no vertical tilt.", "It does not pitch at all."], "up": ["It never tilts upward."],
                 "backward": ["It does not retreat."], "forward": ["It does not advance."]},
}
#: A fifth grammar, written after fixes from the fourth one's run and before its own first run.
GRAMMAR_V5: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["turns to face the left", "is panned to the left", "rotates its view leftward over the slot",
                  "makes a clear left turn", "yaws toward the left", "swings left"],
        "yaw+1": ["turns to face the right", "is panned to the right", "rotates its view rightward over the slot",
                  "makes a clear right turn", "yaws toward the right", "swings right"],
        "sway-1": ["is trucked to the left", "sidesteps leftward without turning much", "shifts its position to the left",
                   "slides across to the left", "moves laterally leftward", "crabs leftward"],
        "sway+1": ["is trucked to the right", "sidesteps rightward without turning much",
                   "shifts its position to the right", "slides across to the right", "moves laterally rightward",
                   "crabs rightward"],
        "surge+1": ["is carried forward", "moves forward into the room", "steadily advances", "dollies ahead",
                    "pushes forward through the space", "travels ahead"],
        "surge-1": ["is pulled backward", "moves back out of the room", "steadily retreats", "dollies back",
                    "backs off", "travels backward"],
        "pitch+1": ["is tilted up", "points upward", "tilts up gradually", "pitches its view up", "looks higher up"],
        "pitch-1": ["is tilted down", "points downward", "tilts down gradually", "pitches its view down",
                    "looks further down"],
    },
    "picture": {
        "h-1": ["the {thing} shift toward the right side", "the {thing} are carried rightward across the image",
                "the {thing} slip off the right edge, with new material appearing on the left",
                "we see the {thing} sliding to the right"],
        "h+1": ["the {thing} shift toward the left side", "the {thing} are carried leftward across the image",
                "the {thing} slip off the left edge, with new material appearing on the right",
                "we see the {thing} sliding to the left"],
        "surge+1": ["the {thing} loom ever closer", "the {thing} get closer", "the {thing} grow bigger on screen"],
        "surge-1": ["the {thing} get further away", "the {thing} diminish in size", "the {thing} become tiny"],
        "pitch+1": ["the {thing} sink in the frame", "new sky becomes visible above"],
        "pitch-1": ["the {thing} rise in the frame", "new floor becomes visible below"],
    },
    "thing": {"": ["wooden beams", "the cliffs", "parked cars", "the fence", "trees", "shelves"]},
    "subject": {"": ["The camera", "The shot", "The view", "Our viewpoint", "It"]},
    "hedge": {"": ["seems to", "appears to", "probably", "could be said to", "roughly"]},
    "static": {"": ["stays where it is", "remains still", "is held static", "does not move an inch",
                    "keeps the same framing"]},
    "defect": {
        "flicker": ["the brightness pulses", "a distracting flicker is present"],
        "ghosting": ["there is ghosting behind moving parts", "double edges trail the motion"],
        "jitter": ["the frame wobbles and jitters", "a fine shake runs through it"],
        "stutter": ["motion is stuttery", "playback hitches repeatedly"],
        "frame_order": ["several frames are out of order", "the timeline jumps back and forth"],
        "drift": ["the colour drifts", "a colour shift builds over the clip"],
        "blur": ["fine detail is blurred", "the picture is soft and smeared"],
        "warp": ["shapes warp", "there is visible distortion of the walls"],
        "noise": ["the image is noisy", "grain is heavy"],
        "blocking": ["compression artifacts are obvious", "blocky patches appear"],
    },
    "clean": {"": ["visually it is fine", "no defects are visible", "it stays clean"]},
    "negation": {"yaw": ["There is no yaw.", "It does not turn."],
                 "right": ["It does not go right.", "No rightward movement is seen."],
                 "tilt": ["It does not tilt.", "There is no tilt at all."], "up": ["It does not tilt up."],
                 "backward": ["It does not move back."], "forward": ["It does not move ahead."]},
}
#: A sixth grammar, written after fixes from the fifth one's run and before its own first run.
GRAMMAR_V6: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["pans across to its left", "swivels leftwards", "gradually yaws left", "turns its head to the left",
                  "rotates so that it faces further left", "sweeps round to the left side"],
        "yaw+1": ["pans across to its right", "swivels rightwards", "gradually yaws right", "turns its head to the right",
                  "rotates so that it faces further right", "sweeps round to the right side"],
        "sway-1": ["strafes leftward", "slips sideways to the left", "tracks laterally to the left", "steps to the left",
                   "moves over to the left", "crabs sideways left"],
        "sway+1": ["strafes rightward", "slips sideways to the right", "tracks laterally to the right", "steps to the right",
                   "moves over to the right", "crabs sideways right"],
        "surge+1": ["moves further into the space", "creeps ahead", "glides forward", "dollies in toward the subject",
                    "advances a few steps", "zooms in"],
        "surge-1": ["moves back away from the subject", "slides backward", "creeps back", "dollies out",
                    "retreats a few steps", "zooms out"],
        "pitch+1": ["tilts up toward the ceiling", "looks up", "angles up", "lifts its view", "tips upward"],
        "pitch-1": ["tilts down toward the floor", "looks down", "angles down", "drops its view", "tips downward"],
    },
    "picture": {
        "h-1": ["the {thing} travel toward the right edge", "the {thing} are displaced to the right in the image",
                "the {thing} sweep rightward, and fresh areas are revealed on the left",
                "on screen, the {thing} move to the right"],
        "h+1": ["the {thing} travel toward the left edge", "the {thing} are displaced to the left in the image",
                "the {thing} sweep leftward, and fresh areas are revealed on the right",
                "on screen, the {thing} move to the left"],
        "surge+1": ["the {thing} grow steadily", "the {thing} fill more of the view", "the {thing} get nearer"],
        "surge-1": ["the {thing} get smaller", "the {thing} shrink steadily", "the {thing} move away"],
        "pitch+1": ["the {thing} drift down the frame", "fresh sky comes into view at the top"],
        "pitch-1": ["the {thing} drift up the frame", "fresh ground comes into view at the bottom"],
    },
    "thing": {"": ["the bookcases", "stone pillars", "telephone poles", "the hills", "distant towers", "bushes"]},
    "subject": {"": ["The camera", "The view", "The shot", "This clip", "It"]},
    "hedge": {"": ["seems to", "appears to", "probably", "possibly", "likely"]},
    "static": {"": ["stays still", "doesn't move", "is completely stationary", "holds a fixed position",
                    "shows no motion at all"]},
    "defect": {
        "flicker": ["there is noticeable flicker", "brightness flashes between frames"],
        "ghosting": ["ghost images trail moving objects", "doubled edges appear on moving parts"],
        "jitter": ["the picture jitters", "camera shake is visible"],
        "stutter": ["motion stutters", "the playback is choppy and stuttering"],
        "frame_order": ["frames appear out of order", "frames are shuffled"],
        "drift": ["the colours drift", "colour drift is visible"],
        "blur": ["the picture is blurry", "textures are smeared"],
        "warp": ["the geometry warps", "straight edges distort"],
        "noise": ["the picture is noisy", "grain is visible"],
        "blocking": ["blocky artifacts appear", "there is visible pixelation"],
    },
    "clean": {"": ["all looks good", "the picture is stable", "nothing to complain about"]},
    "negation": {"yaw": ["It does not pan.", "There is no turning."],
                 "right": ["It doesn't move right.", "There is no motion to the right."],
                 "tilt": ["It never tilts.", "No tilt is visible."], "up": ["It doesn't tilt up."],
                 "backward": ["It doesn't move backward."], "forward": ["It doesn't move forward."]},
}
#: A seventh grammar, written after fixes from the sixth one's run and before its own first run;
#: no extractor change followed its first run (the final held-out figures).
GRAMMAR_V7: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["pans left slowly", "swivels round toward the left", "turns to look left", "yaws over to the left",
                  "sweeps its gaze to the left", "rotates toward its left-hand side"],
        "yaw+1": ["pans right slowly", "swivels round toward the right", "turns to look right", "yaws over to the right",
                  "sweeps its gaze to the right", "rotates toward its right-hand side"],
        "sway-1": ["sidesteps left", "crabs toward the left", "trucks over to the left", "drifts sideways left",
                   "translates sideways to the left", "steps off to the left"],
        "sway+1": ["sidesteps right", "crabs toward the right", "trucks over to the right", "drifts sideways right",
                   "translates sideways to the right", "steps off to the right"],
        "surge+1": ["pushes forward", "advances steadily", "moves in closer", "travels forward through the scene",
                    "edges forward", "dollies forward slowly"],
        "surge-1": ["backs away", "pulls back slowly", "moves backward through the scene", "retreats steadily",
                    "edges backward", "dollies backward slowly"],
        "pitch+1": ["tilts upward slowly", "tips up", "looks upward", "pitches upward", "cranes its view up"],
        "pitch-1": ["tilts downward slowly", "dips down", "looks downward", "pitches downward", "lowers its view"],
    },
    "picture": {
        "h-1": ["the {thing} glide to the right across the frame", "the {thing} drift off toward the right edge",
                "the {thing} move right while new scenery enters from the left",
                "everything, including the {thing}, slides to the right"],
        "h+1": ["the {thing} glide to the left across the frame", "the {thing} drift off toward the left edge",
                "the {thing} move left while new scenery enters from the right",
                "everything, including the {thing}, slides to the left"],
        "surge+1": ["the {thing} loom larger", "the {thing} grow as they approach", "the {thing} get closer and bigger"],
        "surge-1": ["the {thing} recede", "the {thing} get smaller and farther", "the {thing} shrink in view"],
        "pitch+1": ["the {thing} sink toward the bottom", "new sky appears at the top"],
        "pitch-1": ["the {thing} rise toward the top", "new ground appears at the bottom"],
    },
    "thing": {"": ["the archways", "rows of trees", "the crates", "street lamps", "the mountains", "the pillars"]},
    "subject": {"": ["The camera", "The view", "The viewpoint", "The shot", "It"]},
    "hedge": {"": ["seems to", "appears to", "probably", "likely", "maybe"]},
    "static": {"": ["stays motionless", "remains in place", "does not move", "is static", "keeps still"]},
    "defect": {
        "flicker": ["the image flickers", "light levels flicker from frame to frame"],
        "ghosting": ["moving edges show ghosting", "there are faint double images"],
        "jitter": ["the view shakes slightly", "the motion is jittery"],
        "stutter": ["the motion stutters now and then", "some frames repeat, causing stutter"],
        "frame_order": ["frames seem out of order", "the sequence jumps back and forth"],
        "drift": ["a colour drift appears", "the colours slowly shift"],
        "blur": ["the image is blurry", "details are smeared"],
        "warp": ["the walls warp", "there is geometric distortion"],
        "noise": ["there is visible noise", "the image is grainy"],
        "blocking": ["there are compression blocks", "blocky artifacts are visible"],
    },
    "clean": {"": ["the image is clean", "quality is consistent", "it is free of artifacts"]},
    "negation": {"yaw": ["It does not pan at all.", "There is no yaw."],
                 "right": ["It does not move to the right.", "There is no drift to the right."],
                 "tilt": ["It does not tilt.", "There is no pitch change."], "up": ["It does not look up."],
                 "backward": ["It does not move backward."], "forward": ["It does not move forward."]},
}
#: An eighth grammar, written in a new round before any run of it, in shapes the earlier grammars
#: do not use: nominal sentences ("The camera executes a leftward yaw"), hedges that wrap a whole
#: clause ("It looks as though …"), several joiners between the motions of one slot.
GRAMMAR_V8: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["slews to the left", "bears left", "angles off to the left", "turns its heading toward the left",
                  "rotates leftward in place", "hooks round to the left"],
        "yaw+1": ["slews to the right", "bears right", "angles off to the right", "turns its heading toward the right",
                  "rotates rightward in place", "hooks round to the right"],
        "sway-1": ["moves crabwise to the left", "tracks leftward", "shifts laterally leftward",
                   "travels laterally to the left", "slides left as if on a rail", "dollies laterally left"],
        "sway+1": ["moves crabwise to the right", "tracks rightward", "shifts laterally rightward",
                   "travels laterally to the right", "slides right as if on a rail", "dollies laterally right"],
        "surge+1": ["makes its way forward", "presses forward", "closes the distance to the scene",
                    "moves deeper into the scene", "pushes in", "heads further in"],
        "surge-1": ["falls back", "backpedals", "draws away from the scene", "moves back out",
                    "pulls out", "gives ground backward"],
        "pitch+1": ["angles upward", "raises its aim", "pitches nose-up", "looks toward the sky", "tilts skyward"],
        "pitch-1": ["angles downward", "drops its aim", "pitches nose-down", "looks toward the ground",
                    "tilts floorward"],
    },
    "nominal": {
        "yaw-1": ["a leftward yaw", "a pan to the left", "a left pan", "a slow turn to the left"],
        "yaw+1": ["a rightward yaw", "a pan to the right", "a right pan", "a slow turn to the right"],
        "sway-1": ["a lateral translation to the left", "a leftward strafe", "a truck left", "sideways travel to the left"],
        "sway+1": ["a lateral translation to the right", "a rightward strafe", "a truck right",
                   "sideways travel to the right"],
        "surge+1": ["a forward dolly", "a push-in", "forward translation", "steady forward travel"],
        "surge-1": ["a dolly-out", "a pull-out", "backward translation", "steady backward travel"],
        "pitch+1": ["an upward tilt", "a tilt up", "an upward pitch", "a pitch toward the sky"],
        "pitch-1": ["a downward tilt", "a tilt down", "a downward pitch", "a pitch toward the ground"],
    },
    "frame": {"": ["{S} executes {n}", "{S} exhibits {n}", "What {s} shows is {n}", "There is {n} in this slot",
                   "{N} is evident", "We observe {n}"]},
    "nominal_join": {"": ["combined with", "together with", "along with"]},
    "join": {"": [" while ", ", and at the same time ", "; meanwhile ", " as "]},
    "picture": {
        "h-1": ["the {thing} migrate toward the right border", "the {thing} exit frame-right while new geometry enters "
                "frame-left", "the whole image drifts to the right past the {thing}",
                "the {thing} are displaced rightward, with fresh areas uncovered on the left"],
        "h+1": ["the {thing} migrate toward the left border", "the {thing} exit frame-left while new geometry enters "
                "frame-right", "the whole image drifts to the left past the {thing}",
                "the {thing} are displaced leftward, with fresh areas uncovered on the right"],
        "surge+1": ["the {thing} expand outward from the centre", "the {thing} take up more and more of the frame",
                    "the {thing} swell toward the lens"],
        "surge-1": ["the {thing} contract toward the centre", "the {thing} take up less and less of the frame",
                    "the {thing} dwindle toward the horizon"],
        "pitch+1": ["the horizon line descends in the frame past the {thing}", "the {thing} slide downward in the image"],
        "pitch-1": ["the horizon line climbs in the frame past the {thing}", "the {thing} slide upward in the image"],
    },
    "thing": {"": ["facades", "lamp standards", "tree trunks", "boulders", "colonnades", "distant ridges"]},
    "subject": {"": ["The camera", "Here the camera", "The camera in this video", "This rollout's camera",
                     "The viewpoint", "It"]},
    "hedge": {"": ["It looks as though {s} {v}", "{S} {v}, or so it appears", "If I read it correctly, {s} {v}",
                   "My best guess is that {s} {v}", "{S} would appear to {b}", "The motion is most consistent with {n}"]},
    "static": {"": ["is locked down", "shows no perceptible camera motion", "keeps an unchanging viewpoint",
                    "stays parked in one spot", "holds steady without moving"]},
    "defect": {
        "flicker": ["luminance pulses between frames", "there is a flickering brightness"],
        "ghosting": ["trailing ghost images follow the motion", "faint echoes of edges linger behind objects"],
        "jitter": ["the image trembles", "there is high-frequency shake"],
        "stutter": ["motion is jerky, with frames holding", "the playback hitches and skips"],
        "frame_order": ["the temporal order appears scrambled", "frames jump backward in time"],
        "drift": ["the colour temperature creeps over the clip", "the tint gradually changes"],
        "blur": ["the frames are soft and lack detail", "textures are fuzzy"],
        "warp": ["surfaces ripple and deform", "lines bend unnaturally"],
        "noise": ["a layer of grain is present", "the image is speckled with noise"],
        "blocking": ["blocky compression artifacts appear", "macroblocking is visible"],
    },
    "clean": {"": ["no issues are apparent", "the output looks coherent", "rendering stays consistent"]},
    "negation": {"yaw": ["There is no evidence of yaw.", "The heading does not change."],
                 "right": ["There is no sign of rightward travel.", "It never heads right."],
                 "tilt": ["Pitch is unchanged.", "No tilt is evident."], "up": ["It does not angle upward."],
                 "backward": ["There is no backward travel."], "forward": ["There is no forward progress."]},
}
#: A ninth grammar, written in the same round as the eighth and before either was run, to measure
#: the extractor once more after the fixes the eighth's first run prompted.
GRAMMAR_V9: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["pans leftwards at a steady rate", "rotates to face left", "heads round to the left",
                  "angles its heading to the left", "swivels anticlockwise to the left", "yaws smoothly leftward"],
        "yaw+1": ["pans rightwards at a steady rate", "rotates to face right", "heads round to the right",
                  "angles its heading to the right", "swivels clockwise to the right", "yaws smoothly rightward"],
        "sway-1": ["strafes to its left", "scoots left", "slides along a lateral track to the left",
                   "edges sideways to the left", "shifts over to the left", "moves laterally to the left"],
        "sway+1": ["strafes to its right", "scoots right", "slides along a lateral track to the right",
                   "edges sideways to the right", "shifts over to the right", "moves laterally to the right"],
        "surge+1": ["moves forward along the path", "heads deeper in", "rolls forward", "marches forward",
                    "pushes onward", "keeps moving forward"],
        "surge-1": ["moves backward along the path", "rolls backward", "drifts back", "reverses steadily",
                    "recoils backward", "eases backward"],
        "pitch+1": ["points higher", "tilts to look up", "raises the view", "angles toward the sky",
                    "pitches skyward"],
        "pitch-1": ["points lower", "tilts to look down", "lowers the view", "angles toward the floor",
                    "pitches groundward"],
    },
    "nominal": {
        "yaw-1": ["a clean yaw left", "a leftward rotation of the heading", "a swing of the view to the left"],
        "yaw+1": ["a clean yaw right", "a rightward rotation of the heading", "a swing of the view to the right"],
        "sway-1": ["sideways travel to the left", "a left strafe", "a lateral shift to the left"],
        "sway+1": ["sideways travel to the right", "a right strafe", "a lateral shift to the right"],
        "surge+1": ["forward travel", "a forward push", "an approach toward the scene"],
        "surge-1": ["backward travel", "a retreat from the scene", "a backward pull"],
        "pitch+1": ["an upward pitch", "a pitch up", "a tilt toward the sky"],
        "pitch-1": ["a downward tilt", "a pitch down", "a tilt toward the floor"],
    },
    "frame": {"": ["The dominant motion is {n}", "Motion reads as {n}", "I see {n}", "The clip contains {n}",
                   "Over the slot we get {n}", "This is {n}"]},
    "nominal_join": {"": ["plus", "and", "paired with"]},
    "join": {"": [" while ", "; in addition ", ", and ", ". At the same time "]},
    "picture": {
        "h-1": ["scene content streams rightward past the {thing}", "the {thing} pass by on their way to the right",
                "the {thing} drift out of frame on the right", "the {thing} shift over to the right, uncovering new "
                "areas on the left"],
        "h+1": ["scene content streams leftward past the {thing}", "the {thing} pass by on their way to the left",
                "the {thing} drift out of frame on the left", "the {thing} shift over to the left, uncovering new "
                "areas on the right"],
        "surge+1": ["the {thing} keep getting bigger", "the {thing} spread outward from the middle",
                    "the {thing} fill an ever larger share of the frame"],
        "surge-1": ["the {thing} keep getting smaller", "the {thing} pull inward toward the middle",
                    "the {thing} fill an ever smaller share of the frame"],
        "pitch+1": ["the {thing} move downward in the image", "the horizon drops lower in the frame"],
        "pitch-1": ["the {thing} move upward in the image", "the horizon climbs higher in the frame"],
    },
    "thing": {"": ["storefronts", "hedgerows", "marble statues", "barrels", "rooftops", "fence posts"]},
    "subject": {"": ["The camera", "The observer", "The view", "The footage", "It", "The virtual viewpoint"]},
    "hedge": {"": ["{S} {v}, I think", "It is hard to be sure, but {s} {v}", "{S} possibly {v}",
                   "To my eye, {s} {v}", "{S} looks like it {v}", "The motion could be {n}"]},
    "static": {"": ["is stationary the whole time", "shows no movement of the camera", "stays at one fixed spot",
                    "is perfectly still", "does not travel or rotate"]},
    "defect": {
        "flicker": ["there are brightness flashes", "the light level flutters"],
        "ghosting": ["moving objects leave translucent trails", "doubled outlines follow moving edges"],
        "jitter": ["the frame wobbles", "there is visible camera judder"],
        "stutter": ["movement freezes and then jumps", "the motion is jerky and uneven"],
        "frame_order": ["frames play in the wrong order", "time seems to run backward at moments"],
        "drift": ["colours shift gradually", "a colour cast creeps in"],
        "blur": ["detail is washed out and soft", "the picture is smeary"],
        "warp": ["shapes bend and wobble", "structures deform"],
        "noise": ["there is speckle noise", "the frames are grainy"],
        "blocking": ["block artifacts are visible", "the image breaks into blocks"],
    },
    "clean": {"": ["visual quality is good", "the rendering is clean", "no artifacts stand out"]},
    "negation": {"yaw": ["Yaw is absent.", "The heading is constant throughout."],
                 "right": ["Nothing indicates rightward motion.", "There's no movement toward the right."],
                 "tilt": ["Pitch stays constant.", "No tilting occurs."], "up": ["There is no upward tilt."],
                 "backward": ["No backward motion occurs."], "forward": ["No forward motion occurs."]},
}
#: A tenth grammar, written after the ninth's first run and before the fixes it prompted (and before
#: its own first run): progressive verbs, passive and existential sentences, clause-final hedges.
GRAMMAR_V10: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["is panning to the left", "is turning leftward", "is yawing toward the left", "is rotating to its left",
                  "keeps turning left", "gradually turns left"],
        "yaw+1": ["is panning to the right", "is turning rightward", "is yawing toward the right",
                  "is rotating to its right", "keeps turning right", "gradually turns right"],
        "sway-1": ["is strafing left", "is sliding sideways to the left", "is moving sideways leftward",
                   "is translating left", "keeps stepping left", "slides laterally left"],
        "sway+1": ["is strafing right", "is sliding sideways to the right", "is moving sideways rightward",
                   "is translating right", "keeps stepping right", "slides laterally right"],
        "surge+1": ["is moving forward", "is advancing", "is pushing into the scene", "keeps going forward",
                    "is dollying forward", "travels onward"],
        "surge-1": ["is moving backward", "is backing up", "is pulling away", "keeps going backward",
                    "is dollying backward", "is withdrawing"],
        "pitch+1": ["is tilting up", "is looking upward", "is pitching up", "keeps tilting up",
                    "gradually raises its gaze"],
        "pitch-1": ["is tilting down", "is looking downward", "is pitching down", "keeps tilting down",
                    "gradually lowers its gaze"],
    },
    "nominal": {
        "yaw-1": ["leftward panning", "a yaw to the left", "a turn toward the left"],
        "yaw+1": ["rightward panning", "a yaw to the right", "a turn toward the right"],
        "sway-1": ["a sideways move to the left", "leftward strafing", "a lateral slide to the left"],
        "sway+1": ["a sideways move to the right", "rightward strafing", "a lateral slide to the right"],
        "surge+1": ["a move forward", "forward dollying", "an advance into the scene"],
        "surge-1": ["a move backward", "backward dollying", "a withdrawal from the scene"],
        "pitch+1": ["upward tilting", "a tilt upward", "a pitch toward the sky"],
        "pitch-1": ["downward tilting", "a tilt downward", "a pitch toward the ground"],
    },
    "frame": {"": ["{N} can be seen", "The slot is dominated by {n}", "{N} takes place", "{S} carries out {n}",
                   "We can make out {n}", "{S} goes through {n}"]},
    "nominal_join": {"": ["combined with", "as well as", "accompanied by"]},
    "join": {"": [" and meanwhile ", ", and besides that ", " — and ", " while "]},
    "picture": {
        "h-1": ["objects in the scene are carried toward the right past the {thing}",
                "the {thing} are swept rightward across the view", "the {thing} leave the picture at its right side",
                "new parts of the scene come in at the left while the {thing} move right"],
        "h+1": ["objects in the scene are carried toward the left past the {thing}",
                "the {thing} are swept leftward across the view", "the {thing} leave the picture at its left side",
                "new parts of the scene come in at the right while the {thing} move left"],
        "surge+1": ["the {thing} approach and enlarge", "the {thing} draw nearer", "the {thing} zoom toward us"],
        "surge-1": ["the {thing} draw further off", "the {thing} become more distant", "the {thing} recede and shrink"],
        "pitch+1": ["the {thing} are pushed toward the bottom of the picture",
                    "more of the sky is visible at the top as the {thing} sink"],
        "pitch-1": ["the {thing} are pushed toward the top of the picture",
                    "more of the ground is visible at the bottom as the {thing} rise"],
    },
    "thing": {"": ["lanterns", "cypress trees", "market stalls", "arched windows", "pylons", "crates"]},
    "subject": {"": ["The camera", "This camera", "The view here", "The recording", "It", "The scene camera"]},
    "hedge": {"": ["{S} {v} — at least that is how it looks", "Unless I am mistaken, {s} {v}",
                   "{S} {v}, although this is not certain", "There may be {n}", "It could well be that {s} {v}",
                   "{S} {v}, if the motion is read correctly"]},
    "static": {"": ["does not change position at all", "sits perfectly still", "is fixed in place", "exhibits no motion",
                    "holds one framing throughout"]},
    "defect": {
        "flicker": ["there is a flicker in the lighting", "the exposure keeps jumping"],
        "ghosting": ["moving things leave faint duplicates behind", "a ghost trail follows each moving shape"],
        "jitter": ["the whole frame shivers", "a constant jitter is visible"],
        "stutter": ["motion advances in uneven steps", "the frame rate seems to stutter"],
        "frame_order": ["the frames are out of sequence", "the clip seems to jump backward now and then"],
        "drift": ["colours slowly drift", "the white balance changes over time"],
        "blur": ["the picture is out of focus", "edges are blurred"],
        "warp": ["the architecture warps", "proportions distort from frame to frame"],
        "noise": ["fine noise is visible", "a grainy texture covers the frame"],
        "blocking": ["blocky compression is visible", "square compression blocks show up"],
    },
    "clean": {"": ["it looks fine", "no defect is noticeable", "the imagery is stable"]},
    "negation": {"yaw": ["No panning takes place.", "The camera never turns."],
                 "right": ["It makes no move to the right.", "Rightward motion is absent."],
                 "tilt": ["There is no change in pitch.", "It keeps a level pitch."], "up": ["It is not tilting up."],
                 "backward": ["It is not moving backward."], "forward": ["It is not moving forward."]},
}
#: An eleventh grammar, written after the tenth's first run and before the fixes it prompts (and
#: before its own first run): telegraphic notes ("Observed: a left turn."), screen paths ("from
#: left to right"), other camera nouns, clause-final and parenthetical hedges.
GRAMMAR_V11: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["swings its view leftward", "turns about its vertical axis to the left", "revolves to the left",
                  "yaws a few degrees left per frame", "pans from right to left", "turns to its left"],
        "yaw+1": ["swings its view rightward", "turns about its vertical axis to the right", "revolves to the right",
                  "yaws a few degrees right per frame", "pans from left to right", "turns to its right"],
        "sway-1": ["side-slips to the left", "moves across to its left", "glides laterally to the left",
                   "drifts over to the left side", "shuffles sideways left", "strafes toward the left"],
        "sway+1": ["side-slips to the right", "moves across to its right", "glides laterally to the right",
                   "drifts over to the right side", "shuffles sideways right", "strafes toward the right"],
        "surge+1": ["travels straight ahead", "moves toward the far end", "pushes deeper", "goes in closer",
                    "heads straight in", "keeps advancing"],
        "surge-1": ["travels straight back", "moves away from the far end", "pulls further back", "goes back out",
                    "heads straight back", "keeps retreating"],
        "pitch+1": ["tilts toward the ceiling", "raises its view", "angles its view up", "turns its gaze upward",
                    "leans back to look up"],
        "pitch-1": ["tilts toward the floor", "lowers its view", "angles its view down", "turns its gaze downward",
                    "leans forward to look down"],
    },
    "nominal": {
        "yaw-1": ["a yaw of the camera to the left", "a leftward heading change", "a left turn"],
        "yaw+1": ["a yaw of the camera to the right", "a rightward heading change", "a right turn"],
        "sway-1": ["a sidestep to the left", "a leftward lateral move", "lateral motion toward the left"],
        "sway+1": ["a sidestep to the right", "a rightward lateral move", "lateral motion toward the right"],
        "surge+1": ["a forward advance", "forward motion", "a dolly in"],
        "surge-1": ["a backward retreat", "backward motion", "a dolly back"],
        "pitch+1": ["an upward tilt of the view", "a tilt toward the ceiling", "upward pitching"],
        "pitch-1": ["a downward tilt of the view", "a tilt toward the floor", "downward pitching"],
    },
    "frame": {"": ["Camera motion: {n}", "Observed: {n}", "{S} performs {n} here", "Mostly {n}",
                   "The shot consists of {n}", "Evidently {n}"]},
    "nominal_join": {"": ["and", "with", "followed by"]},
    "join": {"": [" and ", "; simultaneously ", ", and also ", " whilst "]},
    "picture": {
        "h-1": ["the {thing} slide from left to right across the frame", "the {thing} are displaced toward frame right",
                "the {thing} travel toward the right of the screen",
                "more of the scene is revealed on the left as the {thing} move right"],
        "h+1": ["the {thing} slide from right to left across the frame", "the {thing} are displaced toward frame left",
                "the {thing} travel toward the left of the screen",
                "more of the scene is revealed on the right as the {thing} move left"],
        "surge+1": ["the {thing} get larger and closer", "the {thing} expand toward the edges of the frame",
                    "the {thing} come up to meet the camera"],
        "surge-1": ["the {thing} get smaller and further away", "the {thing} shrink toward the centre of the frame",
                    "the {thing} fall back into the distance"],
        "pitch+1": ["the {thing} slip toward the bottom of the screen", "the horizon moves down the frame"],
        "pitch-1": ["the {thing} slip toward the top of the screen", "the horizon moves up the frame"],
    },
    "thing": {"": ["streetlights", "stone arches", "fir trees", "parked trucks", "signposts", "balconies"]},
    "subject": {"": ["The camera", "The player's view", "The shot", "The rig", "The onboard camera", "It"]},
    "hedge": {"": ["{S} {v}, probably", "Possibly {s} {v}", "{S} {v} (not fully certain)", "I'd say {s} {v}",
                   "There seems to be {n}", "{S} apparently {v}"]},
    "static": {"": ["remains in the same place", "does not appear to move", "shows a static viewpoint",
                    "stays rock-steady", "is stock-still"]},
    "defect": {
        "flicker": ["brightness flickers now and then", "an intermittent flicker is present"],
        "ghosting": ["residual ghost images appear", "edges are doubled"],
        "jitter": ["the image jitters slightly", "a small shake is visible"],
        "stutter": ["the motion stalls and skips", "frame pacing is irregular"],
        "frame_order": ["frames are jumbled", "the sequence is out of order"],
        "drift": ["the colour balance wanders", "tones drift warmer over time"],
        "blur": ["it is rather blurry", "fine texture is lost to blur"],
        "warp": ["buildings warp", "geometry stretches and bends"],
        "noise": ["noise is present", "there is a film-grain look"],
        "blocking": ["blockiness is visible", "coarse compression blocks appear"],
    },
    "clean": {"": ["it is fine", "no visible artefacts", "clean rendering"]},
    "negation": {"yaw": ["Heading: unchanged.", "There is no turning of the view."],
                 "right": ["No rightward component.", "It never goes right."],
                 "tilt": ["No change of pitch.", "Tilt: none."], "up": ["No upward tilt is present."],
                 "backward": ["Nothing backward."], "forward": ["No forward component."]},
}
#: A twelfth grammar, written after the fixes prompted by v10 and before v11's fixes (and before its
#: own first run): evidence-led sentences ("Judging by the parallax, …"), flow and screen-space
#: wording, other camera nouns and hedges.
GRAMMAR_V12: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["arcs its view to the left", "sweeps its heading left", "slowly orients to the left", "wheels leftward",
                  "turns its nose to the left", "swivels toward its left side"],
        "yaw+1": ["arcs its view to the right", "sweeps its heading right", "slowly orients to the right",
                  "wheels rightward", "turns its nose to the right", "swivels toward its right side"],
        "sway-1": ["glides sideways toward the left", "translates laterally leftward", "sidles over to the left",
                   "moves parallel to the wall toward the left", "shifts its position leftward", "slides across leftwards"],
        "sway+1": ["glides sideways toward the right", "translates laterally rightward", "sidles over to the right",
                   "moves parallel to the wall toward the right", "shifts its position rightward",
                   "slides across rightwards"],
        "surge+1": ["moves into the depth of the scene", "progresses toward the vanishing point", "glides ahead",
                    "approaches the background", "moves nearer to the scenery", "advances deeper"],
        "surge-1": ["moves out of the depth of the scene", "recedes from the vanishing point", "glides backward",
                    "backs off from the background", "moves further from the scenery", "withdraws further"],
        "pitch+1": ["tilts toward the upper part of the scene", "aims higher", "points its lens upward",
                    "rises in pitch", "tilts its nose up"],
        "pitch-1": ["tilts toward the lower part of the scene", "aims lower", "points its lens downward",
                    "drops in pitch", "tilts its nose down"],
    },
    "nominal": {
        "yaw-1": ["a leftward swivel", "a pan toward the left", "leftward yawing"],
        "yaw+1": ["a rightward swivel", "a pan toward the right", "rightward yawing"],
        "sway-1": ["a truck to the left", "a lateral glide to the left", "leftward sideways motion"],
        "sway+1": ["a truck to the right", "a lateral glide to the right", "rightward sideways motion"],
        "surge+1": ["a forward glide", "a push toward the horizon", "forward camera travel"],
        "surge-1": ["a backward glide", "a pull away from the horizon", "backward camera travel"],
        "pitch+1": ["an upward tilt", "a tilt toward the upper part of the scene", "upward pitch motion"],
        "pitch-1": ["a downward tilt", "a tilt toward the lower part of the scene", "downward pitch motion"],
    },
    "frame": {"": ["Judging by the parallax, this is {n}", "The evidence points to {n}", "{S} undertakes {n}",
                   "Overall it amounts to {n}", "Clearly visible is {n}", "In terms of camera motion, there is {n}"]},
    "nominal_join": {"": ["coupled with", "and also", "alongside"]},
    "join": {"": [" even as ", ", and in the same slot ", " while at the same time ", "; additionally "]},
    "picture": {
        "h-1": ["optical flow points to the right across the {thing}", "the {thing} translate rightward in screen space",
                "the {thing} exit past the right border as new material appears at the left",
                "image content moves from the left side toward the right side past the {thing}"],
        "h+1": ["optical flow points to the left across the {thing}", "the {thing} translate leftward in screen space",
                "the {thing} exit past the left border as new material appears at the right",
                "image content moves from the right side toward the left side past the {thing}"],
        "surge+1": ["the {thing} scale up", "the {thing} grow in apparent size",
                    "flow radiates outward from the centre past the {thing}"],
        "surge-1": ["the {thing} scale down", "the {thing} shrink in apparent size",
                    "flow converges toward the centre past the {thing}"],
        "pitch+1": ["the {thing} translate downward in screen space", "the skyline descends in the image"],
        "pitch-1": ["the {thing} translate upward in screen space", "the skyline ascends in the image"],
    },
    "thing": {"": ["bollards", "brick chimneys", "palm trees", "shipping containers", "street signs", "stone walls"]},
    "subject": {"": ["The camera", "The camera of this video", "Its camera", "The viewpoint of this rollout", "It",
                     "The virtual camera rig"]},
    "hedge": {"": ["{S} {v}, as far as one can tell", "Most probably {s} {v}", "{S} likely {v}",
                   "From the flow it seems {s} {v}", "It is plausible that {s} {v}", "There might be {n}"]},
    "static": {"": ["is stationary across the slot", "holds a fixed pose", "never shifts", "is effectively still",
                    "shows zero camera motion"]},
    "defect": {
        "flicker": ["intermittent flashes of brightness occur", "frame-to-frame luminance flicker is visible"],
        "ghosting": ["motion leaves ghost trails", "duplicated contours lag behind moving objects"],
        "jitter": ["the frame shudders", "there is micro-jitter"],
        "stutter": ["motion is stop-start", "the sequence stutters with duplicated frames"],
        "frame_order": ["the frame order is inconsistent", "some frames appear to be swapped"],
        "drift": ["the colour grade drifts", "hues change across the clip"],
        "blur": ["the picture is smeared", "sharpness is poor"],
        "warp": ["edges warp and bend", "structures appear to melt"],
        "noise": ["the frames show noise", "a noisy texture is visible"],
        "blocking": ["blocky artefacts are present", "the image is pixelated in places"],
    },
    "clean": {"": ["it is artefact-free", "it looks clean", "there are no issues"]},
    "negation": {"yaw": ["The heading stays put.", "No yaw component is visible."],
                 "right": ["It does not travel rightward.", "No movement to the right appears."],
                 "tilt": ["The pitch does not change.", "No pitch component is visible."],
                 "up": ["It does not aim higher."], "backward": ["No backward component is visible."],
                 "forward": ["No forward component is visible."]},
}
#: A thirteenth grammar, written before its own first run and before any extractor change of
#: that stop: a cinematographer's shot notes (camera-crew verbs, frame-edge wording, terse notes).
GRAMMAR_V13: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["pans camera-left", "swings the frame left", "pans off to the left", "whips around to the left",
                  "pivots on its axis to the left", "reframes by panning left"],
        "yaw+1": ["pans camera-right", "swings the frame right", "pans off to the right", "whips around to the right",
                  "pivots on its axis to the right", "reframes by panning right"],
        "sway-1": ["crabs camera-left", "trucks off to the left", "tracks laterally to the left",
                   "dollies sideways to the left", "slides on its track to the left", "crabs over leftward"],
        "sway+1": ["crabs camera-right", "trucks off to the right", "tracks laterally to the right",
                   "dollies sideways to the right", "slides on its track to the right", "crabs over rightward"],
        "surge+1": ["dollies in", "pushes in on the set", "tracks in toward the subject", "creeps in",
                    "travels in on the dolly", "closes the distance to the set"],
        "surge-1": ["dollies out", "pulls back from the set", "tracks out away from the subject", "creeps back",
                    "travels out on the dolly", "opens up the distance to the set"],
        "pitch+1": ["tilts up", "angles up toward the top of frame", "cranes its angle upward", "tips the lens up",
                    "tilts skyward"],
        "pitch-1": ["tilts down", "angles down toward the bottom of frame", "cranes its angle downward",
                    "tips the lens down", "tilts floorward"],
    },
    "nominal": {
        "yaw-1": ["a pan left", "a camera-left pan", "a leftward whip pan"],
        "yaw+1": ["a pan right", "a camera-right pan", "a rightward whip pan"],
        "sway-1": ["a crab left", "a lateral track to camera-left", "a truck move to the left"],
        "sway+1": ["a crab right", "a lateral track to camera-right", "a truck move to the right"],
        "surge+1": ["a dolly-in", "a push-in", "a tracking move inward"],
        "surge-1": ["a dolly-out", "a pull-back", "a tracking move outward"],
        "pitch+1": ["a tilt up", "an upward tilt of the lens", "a skyward tilt"],
        "pitch-1": ["a tilt down", "a downward tilt of the lens", "a floorward tilt"],
    },
    "frame": {"": ["Shot note: {n}", "Camera move: {n}", "{S} executes {n}", "What we get is {n}",
                   "The move here is {n}", "Coverage shows {n}"]},
    "nominal_join": {"": ["plus", "combined with", "layered with"]},
    "join": {"": [", plus it ", "; simultaneously, ", " and, on the same beat, ", ", while "]},
    "picture": {
        "h-1": ["the {thing} wipe across frame from left to right", "the {thing} drift toward frame right",
                "the {thing} leave frame on the right while fresh set enters on the left",
                "everything in frame, {thing} included, travels toward the right edge"],
        "h+1": ["the {thing} wipe across frame from right to left", "the {thing} drift toward frame left",
                "the {thing} leave frame on the left while fresh set enters on the right",
                "everything in frame, {thing} included, travels toward the left edge"],
        "surge+1": ["the {thing} fill more and more of the frame", "the {thing} loom larger in frame",
                    "the {thing} spread outward toward the frame edges"],
        "surge-1": ["the {thing} take up less and less of the frame", "the {thing} dwindle in frame",
                    "the {thing} gather inward toward frame centre"],
        "pitch+1": ["the {thing} sink toward the bottom of frame", "the horizon line drops through the frame"],
        "pitch-1": ["the {thing} rise toward the top of frame", "the horizon line climbs through the frame"],
    },
    "thing": {"": ["flats", "set pieces", "lamp posts", "crates", "columns", "hedgerows"]},
    "subject": {"": ["The camera", "The shot", "Its camera", "The lens", "It", "The rig on this take"]},
    "hedge": {"": ["{S} {v}, if I read the footage right", "To my eye {s} {v}", "{S} reads as if it {v}",
                   "{S} plausibly {v}", "As best I can judge, {s} {v}", "I'd log this as {n}"]},
    "static": {"": ["is locked off", "holds frame without any move", "is a static hold",
                    "is on sticks and does not budge", "shows no camera move at all"]},
    "defect": {
        "flicker": ["the exposure pumps from frame to frame", "there is exposure flicker"],
        "ghosting": ["moving edges carry a double image", "there is ghosting behind moving shapes"],
        "jitter": ["the frame has a nervous shake", "there is camera judder"],
        "stutter": ["the cadence hitches", "frames hold and then jump"],
        "frame_order": ["the frames play out of sequence", "the edit order of frames is jumbled"],
        "drift": ["the grade wanders over the take", "white balance drifts over the take"],
        "blur": ["focus is soft throughout", "the image is out of focus"],
        "warp": ["straight lines bend and wobble", "the geometry warps"],
        "noise": ["the image is grainy", "there is heavy grain"],
        "blocking": ["compression blocks are visible", "macroblocking shows up"],
    },
    "clean": {"": ["the picture is clean", "no technical issues stand out", "it is a clean take"]},
    "negation": {"yaw": ["No pan.", "There is no pan in either direction."],
                 "right": ["No crab to the right.", "It does not truck right."],
                 "tilt": ["No tilt.", "The tilt angle holds."],
                 "up": ["It does not tilt up."], "backward": ["No pull-back."],
                 "forward": ["No push-in."]},
}
#: A fourteenth grammar, written with v13, before either's first run and before any extractor
#: change of that stop (measured first after them: held out): a player narrating a game.
GRAMMAR_V14: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["spins to the left", "looks over to the left", "turns around to the left", "swings the view left",
                  "rotates to face left", "cranks the view to the left"],
        "yaw+1": ["spins to the right", "looks over to the right", "turns around to the right", "swings the view right",
                  "rotates to face right", "cranks the view to the right"],
        "sway-1": ["strafes over to the left", "steps off to the left", "sidesteps leftward", "shuffles left",
                   "slides over to the left side", "edges to the left"],
        "sway+1": ["strafes over to the right", "steps off to the right", "sidesteps rightward", "shuffles right",
                   "slides over to the right side", "edges to the right"],
        "surge+1": ["runs ahead", "walks forward", "heads straight on", "pushes on ahead", "makes its way forward",
                    "goes further in"],
        "surge-1": ["backpedals", "walks backward", "backs off", "retreats back", "makes its way backward",
                    "reverses away"],
        "pitch+1": ["looks up", "glances upward", "raises its aim", "looks up toward the ceiling", "aims up"],
        "pitch-1": ["looks down", "glances downward", "lowers its aim", "looks down at the floor", "aims down"],
    },
    "nominal": {
        "yaw-1": ["a spin to the left", "a left turn", "a swing of the view to the left"],
        "yaw+1": ["a spin to the right", "a right turn", "a swing of the view to the right"],
        "sway-1": ["a strafe left", "a sidestep to the left", "a shuffle to the left"],
        "sway+1": ["a strafe right", "a sidestep to the right", "a shuffle to the right"],
        "surge+1": ["a run forward", "a walk ahead", "forward movement"],
        "surge-1": ["a backpedal", "a walk backward", "backward movement"],
        "pitch+1": ["a look up", "an upward glance", "a raise of the aim"],
        "pitch-1": ["a look down", "a downward glance", "a lowering of the aim"],
    },
    "frame": {"": ["What the player does here is {n}", "So this is {n}", "Basically {n}", "{S} goes for {n}",
                   "You can see {n}", "The input shows up as {n}"]},
    "nominal_join": {"": ["and", "with", "along with"]},
    "join": {"": [" and at the same time ", ", and meanwhile ", " as ", ", and on top of that "]},
    "picture": {
        "h-1": ["the {thing} slide past toward the right", "the {thing} scroll over to the right of the screen",
                "the {thing} disappear off the right of the screen and new stuff comes in from the left",
                "the whole screen, {thing} and all, shifts right"],
        "h+1": ["the {thing} slide past toward the left", "the {thing} scroll over to the left of the screen",
                "the {thing} disappear off the left of the screen and new stuff comes in from the right",
                "the whole screen, {thing} and all, shifts left"],
        "surge+1": ["the {thing} get bigger and bigger", "the {thing} come up close",
                    "the {thing} rush out toward the edges of the screen"],
        "surge-1": ["the {thing} get smaller and smaller", "the {thing} fall away into the distance",
                    "the {thing} pull in toward the middle of the screen"],
        "pitch+1": ["the {thing} drop down the screen", "the floor slips out of view at the bottom"],
        "pitch-1": ["the {thing} climb up the screen", "the ceiling slips out of view at the top"],
    },
    "thing": {"": ["barrels", "pillars", "ammo crates", "doorways", "wall panels", "torches"]},
    "subject": {"": ["The player", "Our view", "The player's camera", "The character", "It", "The avatar's view"]},
    "hedge": {"": ["Pretty sure {s} {v}", "{S} {v}, I'm fairly confident", "Looks to me like {s} {v}",
                   "{S} seems to {b}", "I'd guess {s} {v}", "Feels like {n}"]},
    "static": {"": ["just stands there", "doesn't do anything at all", "stays parked in one spot",
                    "is idle the whole time", "isn't going anywhere"]},
    "defect": {
        "flicker": ["the lighting keeps flashing", "the brightness flickers"],
        "ghosting": ["stuff leaves ghost images behind it", "there are afterimages trailing things"],
        "jitter": ["the screen shakes", "the view is jittery"],
        "stutter": ["it's super choppy", "the frame rate stutters"],
        "frame_order": ["frames jump back and forth in time", "the frames are out of order"],
        "drift": ["the colours go weird over time", "the colours slowly shift"],
        "blur": ["everything's blurry", "it's all smudgy"],
        "warp": ["walls wobble and bend", "the world looks melty"],
        "noise": ["there's a lot of noise", "it's grainy"],
        "blocking": ["it's blocky", "there are big compression squares"],
    },
    "clean": {"": ["it looks fine", "nothing looks broken", "the picture is good"]},
    "negation": {"yaw": ["It doesn't turn.", "No turning at all."],
                 "right": ["It doesn't go right.", "Nothing to the right."],
                 "tilt": ["It doesn't look up or down.", "No looking up or down."],
                 "up": ["It doesn't look up."], "backward": ["It doesn't back up."],
                 "forward": ["It doesn't go forward."]},
}
#: A fifteenth grammar, written by a session that did not read the extractor, before its first run: a formal
#: academic description (viewpoint, optical axis, image-plane flow, azimuth and pitch wording, tentative hedges).
GRAMMAR_V15: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["rotates leftward about its vertical axis", "executes a leftward rotation in azimuth",
                  "turns its optical axis toward the left", "pans progressively to the left",
                  "swings its line of sight leftward", "rotates in azimuth toward the left"],
        "yaw+1": ["rotates rightward about its vertical axis", "executes a rightward rotation in azimuth",
                  "turns its optical axis toward the right", "pans progressively to the right",
                  "swings its line of sight rightward", "rotates in azimuth toward the right"],
        "sway-1": ["is displaced laterally to the left", "translates along its lateral axis toward the left",
                   "shifts its optical centre to the left without rotating",
                   "moves perpendicular to its line of sight, toward the left",
                   "exhibits a lateral displacement to the left",
                   "traverses leftward in a direction orthogonal to the optical axis"],
        "sway+1": ["is displaced laterally to the right", "translates along its lateral axis toward the right",
                   "shifts its optical centre to the right without rotating",
                   "moves perpendicular to its line of sight, toward the right",
                   "exhibits a lateral displacement to the right",
                   "traverses rightward in a direction orthogonal to the optical axis"],
        "surge+1": ["translates forward along its optical axis", "advances along the viewing direction",
                    "is displaced forward along the line of sight", "progresses forward into the scene",
                    "moves forward in depth", "approaches the scene along the principal axis"],
        "surge-1": ["translates backward along its optical axis", "retreats opposite to the viewing direction",
                    "is displaced backward along the line of sight", "recedes backward from the scene",
                    "moves backward in depth", "withdraws from the scene along the principal axis"],
        "pitch+1": ["inclines its optical axis upward", "elevates its line of sight",
                    "rotates upward about the horizontal axis", "increases its angle of elevation",
                    "tilts upward in pitch"],
        "pitch-1": ["inclines its optical axis downward", "depresses its line of sight",
                    "rotates downward about the horizontal axis", "decreases its angle of elevation",
                    "tilts downward in pitch"],
    },
    "nominal": {
        "yaw-1": ["a leftward rotation about the vertical axis", "a leftward azimuthal rotation", "a pan to the left"],
        "yaw+1": ["a rightward rotation about the vertical axis", "a rightward azimuthal rotation",
                  "a pan to the right"],
        "sway-1": ["a lateral translation to the left", "a leftward displacement perpendicular to the optical axis",
                   "a sideways translation toward the left"],
        "sway+1": ["a lateral translation to the right", "a rightward displacement perpendicular to the optical axis",
                   "a sideways translation toward the right"],
        "surge+1": ["a forward translation along the optical axis", "a forward displacement in depth",
                    "an advance toward the scene"],
        "surge-1": ["a backward translation along the optical axis", "a backward displacement in depth",
                    "a retreat from the scene"],
        "pitch+1": ["an upward rotation in pitch", "an upward inclination of the optical axis",
                    "an upward tilt about the horizontal axis"],
        "pitch-1": ["a downward rotation in pitch", "a downward inclination of the optical axis",
                    "a downward tilt about the horizontal axis"],
    },
    "frame": {"": ["The recorded trajectory is characterised by {n}", "Analysis of the sequence reveals {n}",
                   "{S} exhibits {n}", "The dominant ego-motion component is {n}", "One observes {n}",
                   "The estimated camera motion consists of {n}"]},
    "nominal_join": {"": ["together with", "accompanied by", "in conjunction with"]},
    "join": {"": ["; concurrently, ", " and, simultaneously, ", "; at the same time, ", "; in addition, "]},
    "picture": {
        "h-1": ["the {thing} translate toward the right in the image plane",
                "the projections of the {thing} shift rightward across the image",
                "the {thing} exit the field of view at the right margin while new structure enters at the left",
                "the optical flow field is directed to the right, as evidenced by the {thing}"],
        "h+1": ["the {thing} translate toward the left in the image plane",
                "the projections of the {thing} shift leftward across the image",
                "the {thing} exit the field of view at the left margin while new structure enters at the right",
                "the optical flow field is directed to the left, as evidenced by the {thing}"],
        "surge+1": ["the {thing} undergo an expansion in image scale", "the {thing} increase in projected size",
                    "the flow field diverges from a focus of expansion near the image centre, carrying the {thing} "
                    "outward"],
        "surge-1": ["the {thing} undergo a contraction in image scale", "the {thing} decrease in projected size",
                    "the flow field converges toward a focus of contraction near the image centre, drawing the "
                    "{thing} inward"],
        "pitch+1": ["the {thing} translate downward in the image plane",
                    "the horizon is displaced toward the lower image margin"],
        "pitch-1": ["the {thing} translate upward in the image plane",
                    "the horizon is displaced toward the upper image margin"],
    },
    "thing": {"": ["tree trunks", "building facades", "fence posts", "parked vehicles", "utility poles",
                   "rock formations"]},
    "subject": {"": ["The camera", "The viewpoint", "The optical centre", "The observer", "It",
                     "The imaging apparatus"]},
    "hedge": {"": ["{S} appears to {b}", "The evidence suggests that {s} {v}",
                   "{S} {v}, although this inference is tentative", "{S} presumably {v}",
                   "It is probable that {s} {v}", "The data are consistent with {n}"]},
    "static": {"": ["remains stationary for the entire interval", "exhibits no measurable ego-motion",
                    "maintains a constant position and orientation", "is neither translated nor rotated at any point",
                    "holds an invariant pose throughout the sequence"]},
    "defect": {
        "flicker": ["temporal luminance fluctuations are evident between consecutive frames",
                    "the sequence exhibits pronounced intensity flicker"],
        "ghosting": ["moving structures are accompanied by faint residual copies",
                     "ghosting artefacts trail the moving contours"],
        "jitter": ["high-frequency positional jitter is superimposed on the image",
                   "the image exhibits a high-frequency shake"],
        "stutter": ["the temporal cadence is irregular, with repeated frames",
                    "playback stutters owing to duplicated frames"],
        "frame_order": ["the temporal ordering of frames is violated",
                        "several frames appear out of chronological sequence"],
        "drift": ["the colour balance drifts progressively over the sequence", "a gradual chromatic shift is evident"],
        "blur": ["spatial detail is degraded by pronounced blur", "the imagery lacks fine detail and appears blurred"],
        "warp": ["rigid structures undergo non-physical geometric deformation",
                 "straight edges exhibit spurious warping"],
        "noise": ["the frames are corrupted by visible stochastic noise",
                  "a high level of sensor-like noise is present"],
        "blocking": ["block-based compression artefacts are apparent", "the image exhibits macroblock discontinuities"],
    },
    "clean": {"": ["no perceptible artefacts are present", "the imagery is free of visible degradation",
                   "visual fidelity is satisfactory"]},
    "negation": {"yaw": ["No rotation about the vertical axis is observed.",
                         "The heading remains constant, with no rotation to either side.",
                         "There is no azimuthal rotation in either direction."],
                 "right": ["No rightward motion of any kind is observed.", "There is no displacement toward the right.",
                           "At no point does the camera move to the right."],
                 "tilt": ["The pitch angle remains constant.", "No rotation about the horizontal axis is observed.",
                          "There is no tilt either upward or downward."],
                 "up": ["No upward rotation in pitch is observed.", "The optical axis is not inclined upward."],
                 "backward": ["No backward translation is observed.", "There is no retreat along the optical axis."],
                 "forward": ["No forward translation is observed.",
                             "The camera does not advance along its optical axis."]},
}
#: A sixteenth grammar, written by a session that did not read the extractor, before its first run: a terse QA
#: tester's bug report (observed/actual-result frames, trucks and dollies, frame-edge flow, "needs confirmation").
GRAMMAR_V16: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["pans left", "yaws to the left", "swivels left", "rotates left on its vertical axis",
                  "turns left in place", "performs a left pan"],
        "yaw+1": ["pans right", "yaws to the right", "swivels right", "rotates right on its vertical axis",
                  "turns right in place", "performs a right pan"],
        "sway-1": ["trucks left", "crabs to the left", "translates laterally to the left", "slides sideways left",
                   "strafes left", "shifts its position to the left without rotating"],
        "sway+1": ["trucks right", "crabs to the right", "translates laterally to the right", "slides sideways right",
                   "strafes right", "shifts its position to the right without rotating"],
        "surge+1": ["dollies in", "pushes forward", "advances", "translates forward along the view axis",
                    "moves ahead", "tracks forward"],
        "surge-1": ["dollies out", "pulls back", "retreats backward", "translates backward along the view axis",
                    "moves in reverse", "backs away"],
        "pitch+1": ["tilts up", "pitches upward", "angles upward", "tilts its view up", "tilts skyward"],
        "pitch-1": ["tilts down", "pitches downward", "angles downward", "tilts its view down",
                    "tilts toward the ground"],
    },
    "nominal": {
        "yaw-1": ["a left pan", "a leftward yaw", "a pan to the left"],
        "yaw+1": ["a right pan", "a rightward yaw", "a pan to the right"],
        "sway-1": ["a left truck", "a lateral shift to the left", "a crab move to the left"],
        "sway+1": ["a right truck", "a lateral shift to the right", "a crab move to the right"],
        "surge+1": ["a dolly-in", "a forward push", "forward translation"],
        "surge-1": ["a dolly-out", "a pull-back", "backward translation"],
        "pitch+1": ["an upward tilt", "a tilt up", "upward pitch"],
        "pitch-1": ["a downward tilt", "a tilt down", "downward pitch"],
    },
    "frame": {"": ["Observed: {n}", "Actual result: {n}", "Repro shows {n}", "{S} exhibits {n}",
                   "Logged {n}", "Behavior under test: {n}"]},
    "nominal_join": {"": ["and", "plus", "combined with"]},
    "join": {"": ["; also ", ", simultaneously ", "; concurrently, ", " and "]},
    "picture": {
        "h-1": ["the {thing} translate toward frame right", "on-screen {thing} shift rightward",
                "the {thing} exit at the right edge while new content enters from the left",
                "the {thing} track across the screen from left to right"],
        "h+1": ["the {thing} translate toward frame left", "on-screen {thing} shift leftward",
                "the {thing} exit at the left edge while new content enters from the right",
                "the {thing} track across the screen from right to left"],
        "surge+1": ["the {thing} scale up in frame", "the {thing} expand outward from frame center",
                    "the {thing} grow larger as they approach the lens"],
        "surge-1": ["the {thing} scale down in frame", "the {thing} contract toward frame center",
                    "the {thing} recede and get smaller"],
        "pitch+1": ["the {thing} translate downward on screen", "the horizon line moves down the frame"],
        "pitch-1": ["the {thing} translate upward on screen", "the horizon line moves up the frame"],
    },
    "thing": {"": ["props", "reference markers", "set pieces", "background assets", "checkerboard tiles",
                   "signposts"]},
    "subject": {"": ["Camera", "The cam", "The camera", "Viewport", "The capture rig", "It"]},
    "hedge": {"": ["{S} appears to {b}", "Unconfirmed, but {s} {v}", "Possibly {n}", "Tentative: {s} {v}",
                   "Needs a second pass, but {s} seems to {b}", "Likely {n}, low confidence"]},
    "static": {"": ["holds position", "remains locked off", "shows zero movement", "is fully stationary",
                    "stays fixed for the entire clip"]},
    "defect": {
        "flicker": ["luminance flicker observed", "brightness pulses frame to frame"],
        "ghosting": ["ghosting artifacts trail moving objects", "double images visible behind moving edges"],
        "jitter": ["image jitters noticeably", "frame-to-frame positional jitter present"],
        "stutter": ["playback stutters", "frame pacing is uneven and stuttery"],
        "frame_order": ["frames appear out of sequence", "temporal order is broken, frames play out of order"],
        "drift": ["color drift over the duration", "white balance shifts over time"],
        "blur": ["image is soft and blurry", "excessive blur throughout"],
        "warp": ["geometry warps and bends", "straight lines deform"],
        "noise": ["heavy noise in the image", "visible grain across the frame"],
        "blocking": ["macroblocking artifacts present", "compression blocks visible"],
    },
    "clean": {"": ["no defects found", "pass, no issues", "no visual artifacts logged"]},
    "negation": {"yaw": ["No pan detected.", "Zero yaw in either direction.", "No rotation left or right."],
                 "right": ["No rightward movement.", "Camera does not move right."],
                 "tilt": ["No tilt up or down.", "Pitch stays constant."],
                 "up": ["No upward tilt observed."], "backward": ["No pull-back observed."],
                 "forward": ["No forward travel."]},
}
#: A seventeenth grammar, written by a session that did not read the extractor, in a dashcam / onboard-vehicle
#: narrator's voice mixed with a nature-documentary voice-over (lanes, roadside scenery, canopy and horizon wording).
GRAMMAR_V17: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["pans over to the left", "swings round to the left", "turns its heading to the left", "hangs a left",
                  "rotates toward the left", "sweeps its gaze to the left"],
        "yaw+1": ["pans over to the right", "swings round to the right", "turns its heading to the right",
                  "hangs a right", "rotates toward the right", "sweeps its gaze to the right"],
        "sway-1": ["shifts over a lane to the left", "slides sideways to the left", "moves across into the left lane",
                   "edges toward the left shoulder", "drifts sideways to the left", "crabs leftward"],
        "sway+1": ["shifts over a lane to the right", "slides sideways to the right",
                   "moves across into the right lane", "edges toward the right shoulder",
                   "drifts sideways to the right", "crabs rightward"],
        "surge+1": ["drives forward", "rolls ahead", "cruises on down the road", "pushes forward",
                    "advances steadily", "presses on ahead"],
        "surge-1": ["reverses", "backs up", "rolls backward", "retreats down the track", "eases back in reverse",
                    "withdraws backward"],
        "pitch+1": ["tilts up", "angles up toward the sky", "lifts its gaze to the canopy", "tips upward",
                    "raises its view skyward"],
        "pitch-1": ["tilts down", "angles down toward the tarmac", "drops its gaze to the road", "tips downward",
                    "lowers its view to the ground"],
    },
    "nominal": {
        "yaw-1": ["a pan to the left", "a left-hand turn", "a sweep of the view to the left"],
        "yaw+1": ["a pan to the right", "a right-hand turn", "a sweep of the view to the right"],
        "sway-1": ["a lane change to the left", "a sideways slide to the left", "a leftward shift across the road"],
        "sway+1": ["a lane change to the right", "a sideways slide to the right", "a rightward shift across the road"],
        "surge+1": ["a steady drive forward", "forward travel along the road", "an advance down the road"],
        "surge-1": ["a reverse manoeuvre", "a slow roll backward", "backward travel"],
        "pitch+1": ["an upward tilt", "a tilt up toward the sky", "a lift of the view to the canopy"],
        "pitch-1": ["a downward tilt", "a tilt down toward the road", "a dip of the view to the ground"],
    },
    "frame": {"": ["What the dashcam records here is {n}", "On this stretch we see {n}", "The footage captures {n}",
                   "{S} performs {n}", "Here we witness {n}", "The drive shows {n}"]},
    "nominal_join": {"": ["and", "combined with", "together with"]},
    "join": {"": [" while ", ", and all the while ", " as ", ", and simultaneously "]},
    "picture": {
        "h-1": ["the {thing} sweep past toward the right", "the {thing} stream off the right edge of the frame",
                "the {thing} slip out of view on the right while fresh scenery enters from the left",
                "the entire landscape, {thing} included, slides to the right"],
        "h+1": ["the {thing} sweep past toward the left", "the {thing} stream off the left edge of the frame",
                "the {thing} slip out of view on the left while fresh scenery enters from the right",
                "the entire landscape, {thing} included, slides to the left"],
        "surge+1": ["the {thing} loom larger as we approach", "the {thing} swell in the frame",
                    "the {thing} fan out toward the edges of the frame"],
        "surge-1": ["the {thing} shrink away from us", "the {thing} recede into the distance",
                    "the {thing} converge toward the centre of the frame"],
        "pitch+1": ["the {thing} sink down the frame", "the road surface slides out of view at the bottom",
                    "the horizon drops toward the bottom of the frame"],
        "pitch-1": ["the {thing} rise up the frame", "the sky slides out of view at the top",
                    "the horizon climbs toward the top of the frame"],
    },
    "thing": {"": ["roadside trees", "lamp posts", "road signs", "fence posts", "distant hills", "parked cars"]},
    "subject": {"": ["The dashcam", "The onboard camera", "Our vehicle's camera", "The camera", "It", "The lens"]},
    "hedge": {"": ["{S} appears to {b}", "It would seem {s} {v}", "As far as I can tell, {s} {v}",
                   "{S} {v}, or so it appears", "Most likely {s} {v}", "What we seem to have is {n}"]},
    "static": {"": ["sits perfectly still", "remains parked and stationary", "doesn't move an inch",
                    "holds a fixed position throughout", "stays motionless, like a heron waiting at the water's edge",
                    "is stationary the whole time"]},
    "defect": {
        "flicker": ["the exposure pulses on and off", "the brightness flickers"],
        "ghosting": ["moving objects leave translucent ghost copies", "passing cars smear into afterimages"],
        "jitter": ["the picture shudders as if on a loose mount", "the image trembles constantly"],
        "stutter": ["playback hitches and stutters", "the motion is choppy"],
        "frame_order": ["frames appear out of sequence", "the timeline seems shuffled"],
        "drift": ["the colour balance gradually wanders", "the hues slowly change over the clip"],
        "blur": ["everything is soft and smeared", "the image is out of focus"],
        "warp": ["the road surface bends and ripples unnaturally", "straight lines warp like a heat haze"],
        "noise": ["the footage is heavily grainy", "there's a lot of sensor noise"],
        "blocking": ["compression blocks break up the image", "it's riddled with macroblocking"],
    },
    "clean": {"": ["the footage looks clean", "no artefacts are visible", "image quality holds up well"]},
    "negation": {"yaw": ["It doesn't turn at all.", "There's no panning in either direction.",
                         "The heading never changes."],
                 "right": ["It doesn't move to the right.", "There's no movement to the right."],
                 "tilt": ["It doesn't tilt up or down.", "The view neither rises nor dips.",
                          "No tilting either way."],
                 "up": ["It doesn't tilt up.", "There's no upward tilt."],
                 "backward": ["It doesn't reverse.", "There's no backing up."],
                 "forward": ["It doesn't move forward.", "There's no forward progress."]},
}
#: An eighteenth grammar, written by a session that did not read the extractor, before its first run: a careful,
#: verbose frontier-LLM evaluator reasoning aloud (discourse markers, named frame evidence, "we can see", hedges).
GRAMMAR_V18: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["pans to the left", "yaws leftward", "swivels toward the left", "rotates its heading to the left",
                  "sweeps its view leftward", "is panning steadily to the left"],
        "yaw+1": ["pans to the right", "yaws rightward", "swivels toward the right", "rotates its heading to the right",
                  "sweeps its view rightward", "is panning steadily to the right"],
        "sway-1": ["translates laterally to the left", "strafes to the left", "slides sideways toward the left",
                   "trucks left without rotating", "shifts its position sideways to the left", "crabs to the left"],
        "sway+1": ["translates laterally to the right", "strafes to the right", "slides sideways toward the right",
                   "trucks right without rotating", "shifts its position sideways to the right", "crabs to the right"],
        "surge+1": ["moves forward", "advances into the scene", "dollies forward",
                    "pushes forward along its line of sight", "travels forward through the environment",
                    "translates forward"],
        "surge-1": ["moves backward", "retreats from the scene", "dollies backward",
                    "pulls back along its line of sight", "backs away from the scene", "translates backward"],
        "pitch+1": ["tilts upward", "pitches up", "tilts up toward the sky", "raises its gaze",
                    "angles its view upward"],
        "pitch-1": ["tilts downward", "pitches down", "tilts down toward the ground", "lowers its gaze",
                    "angles its view downward"],
    },
    "nominal": {
        "yaw-1": ["a leftward pan", "a yaw rotation to the left", "a gradual pan toward the left"],
        "yaw+1": ["a rightward pan", "a yaw rotation to the right", "a gradual pan toward the right"],
        "sway-1": ["a lateral translation to the left", "a leftward strafe", "a sideways slide to the left"],
        "sway+1": ["a lateral translation to the right", "a rightward strafe", "a sideways slide to the right"],
        "surge+1": ["a forward dolly", "steady forward translation", "an advance into the scene"],
        "surge-1": ["a backward dolly", "steady backward translation", "a retreat away from the scene"],
        "pitch+1": ["an upward tilt", "a tilt toward the sky", "an upward pitch of the view"],
        "pitch-1": ["a downward tilt", "a tilt toward the ground", "a downward pitch of the view"],
    },
    "frame": {"": ["Looking closely at the frames, what we see is {n}",
                   "On balance, the motion here is best described as {n}", "Notably, {s} performs {n}",
                   "Judging from the parallax across the sequence, this is {n}",
                   "{N} can be observed over the course of the clip",
                   "Comparing the first and last frames, we can see that {s} undergoes {n}"]},
    "nominal_join": {"": ["and", "combined with", "together with", "accompanied by"]},
    "join": {"": [", and at the same time ", "; simultaneously, ", " while ", ", and in addition "]},
    "picture": {
        "h-1": ["the {thing} are displaced toward the right side of the frame between the first and last frames",
                "we can see the {thing} sliding steadily rightward across the image",
                "the scene content, {thing} included, shifts to the right from one frame to the next",
                "the {thing} drift toward the right edge of the frame while new scenery enters from the left edge",
                "the optical flow points to the right, carrying the {thing} across the image"],
        "h+1": ["the {thing} are displaced toward the left side of the frame between the first and last frames",
                "we can see the {thing} sliding steadily leftward across the image",
                "the scene content, {thing} included, shifts to the left from one frame to the next",
                "the {thing} drift toward the left edge of the frame while new scenery enters from the right edge",
                "the optical flow points to the left, carrying the {thing} across the image"],
        "surge+1": ["the {thing} grow progressively larger and spread outward toward the edges of the frame",
                    "we can see the {thing} looming closer with each successive frame",
                    "the {thing} expand away from the centre of the image, consistent with an outward radial flow"],
        "surge-1": ["the {thing} shrink progressively and converge toward the centre of the frame",
                    "we can see the {thing} receding into the distance with each successive frame",
                    "the {thing} contract toward the middle of the image as more of the surroundings come into view"],
        "pitch+1": ["the {thing} are displaced downward in the image between the first and last frames",
                    "the horizon line drops toward the bottom of the frame, taking the {thing} with it",
                    "we can see the {thing} sinking toward the bottom edge of the image"],
        "pitch-1": ["the {thing} are displaced upward in the image between the first and last frames",
                    "the horizon line rises toward the top of the frame, taking the {thing} with it",
                    "we can see the {thing} climbing toward the top edge of the image"],
    },
    "thing": {"": ["pillars", "trees", "building facades", "rocks", "lamp posts", "fence posts"]},
    "subject": {"": ["The camera", "The viewpoint", "This rollout's camera", "The first-person camera", "It",
                     "The agent's view"]},
    "hedge": {"": ["Looking closely at the frames, {s} appears to {b}", "On balance, it seems likely that {s} {v}",
                   "{S} most plausibly {v}, though the evidence is somewhat subtle",
                   "Although the motion is small, we can tentatively say that {s} {v}",
                   "If I am reading the parallax correctly, {s} {v}",
                   "The frames are broadly consistent with {n}, although I cannot be fully certain"]},
    "static": {"": ["remains completely stationary throughout the clip",
                    "holds a fixed position and orientation for the entire sequence",
                    "stays perfectly still, with no detectable translation or rotation",
                    "is static from the first frame to the last", "shows no ego-motion whatsoever across the frames",
                    "keeps an unchanging view of the scene from start to finish"]},
    "defect": {
        "flicker": ["the overall brightness flickers noticeably from frame to frame",
                    "there is visible temporal flicker in the lighting"],
        "ghosting": ["moving edges leave faint ghost trails behind them",
                     "there are noticeable afterimages, with objects appearing doubled"],
        "jitter": ["the image exhibits high-frequency jitter, shaking slightly between frames",
                   "the view jitters in a way that does not match any smooth motion"],
        "stutter": ["playback stutters, with some frames appearing to hang or repeat",
                    "the motion is choppy and stuttering rather than smooth"],
        "frame_order": ["some frames appear out of temporal order, so the motion jumps back and forth",
                        "the sequence seems to skip backward in time at certain points"],
        "drift": ["the colour balance gradually drifts over the course of the clip",
                  "the hues shift steadily away from their initial values as the clip progresses"],
        "blur": ["fine details are smeared by noticeable blur",
                 "the frames are soft and blurry, with edges lacking definition"],
        "warp": ["straight structures bend and warp unnaturally between frames",
                 "the scene geometry appears to deform and wobble"],
        "noise": ["the frames are covered in visible grain and noise",
                  "there is substantial pixel-level noise throughout"],
        "blocking": ["blocky compression artifacts are clearly visible",
                     "the image breaks up into coarse square blocks in places"],
    },
    "clean": {"": ["no visual artifacts are apparent on close inspection",
                   "the frames look clean and temporally consistent",
                   "I do not observe any notable quality issues here"]},
    "negation": {"yaw": ["Notably, there is no yaw rotation in either direction.",
                         "At no point does the camera turn to the left or to the right.",
                         "We see no evidence of panning either way."],
                 "right": ["There is no indication of any rightward movement.",
                           "At no point does the camera move to the right."],
                 "tilt": ["The camera does not tilt up or down at any point.",
                          "Notably, there is no vertical tilt in either direction."],
                 "up": ["There is no upward tilt at any point.", "At no point does the view tilt upward."],
                 "backward": ["There is no backward movement at any point.",
                              "The camera never retreats or moves backward."],
                 "forward": ["There is no forward movement at any point.",
                             "We see no sign of the camera advancing forward."]},
}
#: A nineteenth grammar, written by a session that did not read the extractor, before its first run: a compact
#: technical review by a fluent non-native writer ("is going to left side", "makes rotation towards right").
GRAMMAR_V19: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["is turning to left side", "makes rotation towards left", "pans to left direction",
                  "rotates its looking direction to the left side", "swings its head to leftward",
                  "turns the view in left direction"],
        "yaw+1": ["is turning to right side", "makes rotation towards right", "pans to right direction",
                  "rotates its looking direction to the right side", "swings its head to rightward",
                  "turns the view in right direction"],
        "sway-1": ["is going to left side without turning", "shifts its position to the left side",
                   "makes sliding to left side", "translates to leftward", "moves sideway to left",
                   "is stepping in parallel to left side"],
        "sway+1": ["is going to right side without turning", "shifts its position to the right side",
                   "makes sliding to right side", "translates to rightward", "moves sideway to right",
                   "is stepping in parallel to right side"],
        "surge+1": ["is going more near to the scene", "moves to forward", "advances to front direction",
                    "comes more close to the objects in front", "makes approach to the front", "travels into forward"],
        "surge-1": ["is going more far from the scene", "moves to backward", "retreats to back side",
                    "steps back from the objects in front", "makes withdrawal to behind", "travels into backward"],
        "pitch+1": ["tilts to up direction", "makes tilt towards up", "raises the lens to upward",
                    "is looking more to the sky side", "lifts its angle to up"],
        "pitch-1": ["tilts to down direction", "makes tilt towards down", "lowers the lens to downward",
                    "is looking more to the ground side", "drops its angle to down"],
    },
    "nominal": {
        "yaw-1": ["a rotation towards left", "a panning to left side", "a turning in left direction"],
        "yaw+1": ["a rotation towards right", "a panning to right side", "a turning in right direction"],
        "sway-1": ["a sideway move to left", "a shifting to left side", "a translation in left direction"],
        "sway+1": ["a sideway move to right", "a shifting to right side", "a translation in right direction"],
        "surge+1": ["a going to forward", "an approach to the front", "a forward travelling"],
        "surge-1": ["a going to backward", "a retreat to back side", "a backward travelling"],
        "pitch+1": ["a tilting to up", "an upward tilt", "a raising of the lens"],
        "pitch-1": ["a tilting to down", "a downward tilt", "a lowering of the lens"],
    },
    "frame": {"": ["In this part {s} is doing {n}", "{S} performs {n}", "Here we have {n}", "Mainly it is {n}",
                   "What I observe is {n}", "The motion of this part is {n}"]},
    "nominal_join": {"": ["and", "together with", "and also"]},
    "join": {"": [" and in same time ", ", and also ", " while ", ", together with this "]},
    "picture": {
        "h-1": ["the {thing} are passing to right side of the screen",
                "the {thing} go away from the right border and new things enter from left",
                "all the image, with the {thing}, is shifting to rightward",
                "the {thing} travel in the frame towards right side"],
        "h+1": ["the {thing} are passing to left side of the screen",
                "the {thing} go away from the left border and new things enter from right",
                "all the image, with the {thing}, is shifting to leftward",
                "the {thing} travel in the frame towards left side"],
        "surge+1": ["the {thing} become more big in the frame", "the {thing} come more near and spread to the borders",
                    "the {thing} are growing in size on the screen"],
        "surge-1": ["the {thing} become more small in the frame", "the {thing} go more far and collect to the centre",
                    "the {thing} are reducing in size on the screen"],
        "pitch+1": ["the {thing} are going down in the frame", "the ground is leaving the picture from bottom side"],
        "pitch-1": ["the {thing} are going up in the frame", "the sky is leaving the picture from top side"],
    },
    "thing": {"": ["buildings", "trees", "parked cars", "street lamps", "windows", "people"]},
    "subject": {"": ["The camera", "Camera", "The cam", "It", "The view of camera", "The recording camera"]},
    "hedge": {"": ["I am quite sure {s} {v}", "{S} {v}, according to my observation", "For my eye {s} {v}",
                   "{S} seems to {b}", "Probably {s} {v}", "In my opinion there is {n}"]},
    "static": {"": ["is staying in same place", "makes no movement at all", "is fixed without any motion",
                    "keeps the same position all the time", "is not moving to anywhere"]},
    "defect": {
        "flicker": ["the brightness is blinking", "light level is flickering many times"],
        "ghosting": ["objects leave ghost copies behind them", "there are double images following the objects"],
        "jitter": ["the image is trembling", "the frame has jitter"],
        "stutter": ["the motion is not smooth, it stutters", "playback is choppy with small stops"],
        "frame_order": ["frames come in wrong order", "some frames jump back in the time"],
        "drift": ["the colours are changing slowly over the time", "colour tone is drifting"],
        "blur": ["the picture is blurry", "details are not sharp, all is smeared"],
        "warp": ["the shapes are bending and deforming", "straight lines become wavy"],
        "noise": ["there is much noise in image", "the image is grainy"],
        "blocking": ["compression blocks are visible", "the image is blocky"],
    },
    "clean": {"": ["the image quality is fine", "no problem is visible in picture", "the picture is clean"]},
    "negation": {"yaw": ["It is not making any rotation.", "There is no turning to any side.",
                         "No panning is happening."],
                 "right": ["It is not going to right side.", "No movement towards right."],
                 "tilt": ["There is no tilting to up or to down.", "It does not tilt in any vertical direction."],
                 "up": ["It is not tilting to up.", "No tilting towards up side."],
                 "backward": ["It is not going to backward.", "No moving to back side."],
                 "forward": ["It is not going to forward.", "No moving to front side."]},
}
#: A twentieth grammar, written by a session that did not read the extractor, before its first run: a live sports
#: commentator calling a broadcast or racing onboard camera (whip-pans, tracking across, push-ins, pull-backs, tilts).
GRAMMAR_V20: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["whips round to the left", "pans left", "swings round to the left", "swivels to the left",
                  "spins round to face left", "pans across to the left"],
        "yaw+1": ["whips round to the right", "pans right", "swings round to the right", "swivels to the right",
                  "spins round to face right", "pans across to the right"],
        "sway-1": ["tracks across to the left", "crabs over to the left", "slides sideways to the left",
                   "drifts across to the left", "trucks left alongside the action", "shifts sideways to the left"],
        "sway+1": ["tracks across to the right", "crabs over to the right", "slides sideways to the right",
                   "drifts across to the right", "trucks right alongside the action", "shifts sideways to the right"],
        "surge+1": ["pushes in", "charges forward", "powers on ahead", "races forward down the straight",
                    "surges ahead into the action", "dives forward"],
        "surge-1": ["pulls back", "pulls back to take in the whole field", "backs away", "eases back",
                    "retreats backward", "reverses back out"],
        "pitch+1": ["tilts up", "tips up toward the sky", "angles up", "points up at the stands",
                    "lifts its gaze skyward"],
        "pitch-1": ["tilts down", "dips down toward the tarmac", "angles down", "points down at the turf",
                    "drops its gaze to the ground"],
    },
    "nominal": {
        "yaw-1": ["a whip-pan to the left", "a quick pan left", "a swivel round to the left"],
        "yaw+1": ["a whip-pan to the right", "a quick pan right", "a swivel round to the right"],
        "sway-1": ["a tracking move to the left", "a crab across to the left", "a sideways slide to the left"],
        "sway+1": ["a tracking move to the right", "a crab across to the right", "a sideways slide to the right"],
        "surge+1": ["a push forward", "a charge forward into the action", "a forward dolly"],
        "surge-1": ["a pull back", "a reverse dolly away from the action", "a retreat backward"],
        "pitch+1": ["a tilt up", "an upward tilt toward the sky", "a lift of the lens"],
        "pitch-1": ["a tilt down", "a downward tilt toward the track", "a dip of the lens"],
    },
    "frame": {"": ["And what we've got here is {n}", "Lovely bit of camera work, {n}", "{S} gives us {n}",
                   "Here comes {n}", "We're treated to {n}", "The director goes with {n}"]},
    "nominal_join": {"": ["and", "combined with", "together with"]},
    "join": {"": [" and simultaneously ", ", and all the while ", " as ", ", and at the very same moment "]},
    "picture": {
        "h-1": ["the {thing} sweep away to the right of the screen",
                "the {thing} stream off the right-hand side of the picture",
                "the {thing} slide out to the right as fresh scenery comes in from the left",
                "the whole picture, {thing} included, shifts across to the right"],
        "h+1": ["the {thing} sweep away to the left of the screen",
                "the {thing} stream off the left-hand side of the picture",
                "the {thing} slide out to the left as fresh scenery comes in from the right",
                "the whole picture, {thing} included, shifts across to the left"],
        "surge+1": ["the {thing} loom larger and larger", "the {thing} rush up to meet us",
                    "the {thing} fly out past the edges of the shot"],
        "surge-1": ["the {thing} shrink away into the distance",
                    "the {thing} get smaller and smaller as more of the field comes into view",
                    "the {thing} gather in toward the centre of the shot"],
        "pitch+1": ["the {thing} sink down the screen", "the track slips away off the bottom of the picture"],
        "pitch-1": ["the {thing} rise up the screen", "the sky slips away off the top of the picture"],
    },
    "thing": {"": ["cars", "riders", "advertising boards", "grandstands", "trackside barriers", "fans in the stands"]},
    "subject": {"": ["The camera", "The broadcast camera", "The shot", "The onboard cam", "It", "Our camera"]},
    "hedge": {"": ["I do believe {s} {v}", "{S} {v}, if I'm not mistaken", "It looks like {s} {v}",
                   "{S} appears to {b}", "I reckon {s} {v}", "That seems to be {n}"]},
    "static": {"": ["holds perfectly still", "stays locked off the whole time", "doesn't budge an inch",
                    "is rock steady throughout", "sits dead still on its mount",
                    "keeps its position from start to finish"]},
    "defect": {
        "flicker": ["the picture keeps flickering", "the brightness strobes on and off"],
        "ghosting": ["the cars leave ghostly trails behind them", "there are ghost images smeared behind the riders"],
        "jitter": ["the feed is shaking all over the place", "the picture is jittery"],
        "stutter": ["the pictures are stuttering", "the feed keeps hitching and stuttering"],
        "frame_order": ["the frames come through in the wrong order", "the replay skips back and forth in time"],
        "drift": ["the colours gradually drift off", "the colour balance wanders as it goes on"],
        "blur": ["everything is a blur", "the picture is smeared and soft"],
        "warp": ["the grandstands bend and wobble", "the whole scene looks warped"],
        "noise": ["the feed is very grainy", "there's a lot of noise on the picture"],
        "blocking": ["the picture breaks up into blocks", "there are big blocky compression artefacts"],
    },
    "clean": {"": ["the pictures are crystal clear", "the feed looks perfect", "no problems with the picture"]},
    "negation": {"yaw": ["No panning from the camera there.", "It doesn't turn either way.",
                         "The camera doesn't swing left or right."],
                 "right": ["It doesn't head off to the right.", "No movement to the right whatsoever."],
                 "tilt": ["No tilt up or down.", "The camera doesn't tilt up or down.", "It never tilts, up or down."],
                 "up": ["It doesn't tilt up.", "No tilting upward there."],
                 "backward": ["It doesn't pull back.", "No pulling back from the camera."],
                 "forward": ["It doesn't push forward.", "No push forward from the camera."]},
}
#: A twenty-first grammar, written by a session that did not read the extractor, before its first run: an audio describer writing the description track for blind and low-vision viewers ("we", "our view", plain calm present tense).
GRAMMAR_V21: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["turns slowly to the left", "pans across to our left", "swings round to the left",
                  "sweeps to the left", "turns its gaze to the left", "swivels round to face left"],
        "yaw+1": ["turns slowly to the right", "pans across to our right", "swings round to the right",
                  "sweeps to the right", "turns its gaze to the right", "swivels round to face right"],
        "sway-1": ["glides sideways to the left", "slides along to our left", "moves sideways to the left",
                   "steps sideways to the left", "travels sideways to our left without turning",
                   "edges sideways to the left"],
        "sway+1": ["glides sideways to the right", "slides along to our right", "moves sideways to the right",
                   "steps sideways to the right", "travels sideways to our right without turning",
                   "edges sideways to the right"],
        "surge+1": ["moves slowly forward", "glides ahead", "eases forward", "travels forward",
                    "draws closer to what lies ahead", "pushes gently forward"],
        "surge-1": ["moves slowly backward", "pulls back", "eases backward", "draws back",
                    "glides backward away from the scene", "retreats slowly"],
        "pitch+1": ["tilts up", "looks upward", "lifts its gaze", "tilts up toward the sky", "angles upward",
                    "tips up to look higher"],
        "pitch-1": ["tilts down", "looks downward", "lowers its gaze", "tilts down toward the ground",
                    "angles downward", "tips down to look lower"],
    },
    "nominal": {
        "yaw-1": ["a slow turn to the left", "a pan to our left", "a gentle swing round to the left"],
        "yaw+1": ["a slow turn to the right", "a pan to our right", "a gentle swing round to the right"],
        "sway-1": ["a sideways glide to the left", "a slide along to our left", "a sideways step to the left"],
        "sway+1": ["a sideways glide to the right", "a slide along to our right", "a sideways step to the right"],
        "surge+1": ["a slow move forward", "a glide ahead", "a gentle push forward"],
        "surge-1": ["a slow move backward", "a pull back", "a gentle retreat"],
        "pitch+1": ["a tilt up", "an upward tilt", "a look upward"],
        "pitch-1": ["a tilt down", "a downward tilt", "a look downward"],
    },
    "frame": {"": ["There is {n}", "Now comes {n}", "We see {n}", "The shot gives us {n}", "{S} makes {n}",
                   "What follows is {n}"]},
    "nominal_join": {"": ["and", "with", "as well as"]},
    "join": {"": [" as ", " while ", ", and at the same time ", " and "]},
    "picture": {
        "h-1": ["the {thing} slide away to the right", "the {thing} move across the frame from left to right",
                "the {thing} pass out of view on the right, with new ones coming into view on the left",
                "the {thing} move off toward the right edge of the frame"],
        "h+1": ["the {thing} slide away to the left", "the {thing} move across the frame from right to left",
                "the {thing} pass out of view on the left, with new ones coming into view on the right",
                "the {thing} move off toward the left edge of the frame"],
        "surge+1": ["the {thing} grow larger", "the {thing} loom closer and spread out toward the edges of the frame",
                    "the {thing} grow bigger as we near them"],
        "surge-1": ["the {thing} shrink into the distance",
                    "the {thing} grow smaller and gather toward the centre of the frame",
                    "the {thing} grow smaller as more of the scene opens up around them"],
        "pitch+1": ["the {thing} sink down the frame", "the ground slips away below the bottom of the frame",
                    "the {thing} slide down out of view, with more of the sky appearing above"],
        "pitch-1": ["the {thing} rise up the frame", "the sky slips away above the top of the frame",
                    "the {thing} slide up out of view, with more of the ground appearing below"],
    },
    "thing": {"": ["trees", "lampposts", "parked cars", "shop fronts", "fence posts", "rooftops"]},
    "subject": {"": ["The camera", "Our view", "It", "The shot", "Our viewpoint", "The view"]},
    "hedge": {"": ["{S} seems to {b}", "It looks as though {s} {v}", "Perhaps {s} {v}", "{S} appears to {b}",
                   "As far as we can tell, {s} {v}", "There seems to be {n}"]},
    "static": {"": ["stays perfectly still", "holds still on the scene", "remains fixed in place",
                    "does not move at all", "stays where it is throughout", "rests in one position"]},
    "defect": {
        "flicker": ["the light flickers on and off", "the brightness pulses and flashes"],
        "ghosting": ["faint double images trail behind moving shapes", "shapes leave ghostly trails behind them"],
        "jitter": ["the picture shakes", "the image trembles and jolts"],
        "stutter": ["the movement is jerky, as if frames are missing",
                    "the picture jerks along, skipping and repeating moments"],
        "frame_order": ["moments seem to jump back in time", "the frames play out of order"],
        "drift": ["the colours slowly change over time", "the colours gradually shift as the shot goes on"],
        "blur": ["the picture is blurred", "everything looks soft and out of focus"],
        "warp": ["shapes bend and stretch out of true", "straight lines buckle and tear apart"],
        "noise": ["the picture is grainy", "a fine speckle covers the image"],
        "blocking": ["the image breaks into square blocks", "blocky patches appear across the picture"],
    },
    "clean": {"": ["the picture is clear throughout", "there are no glitches in the picture",
                   "the image looks sharp and clean"]},
    "negation": {"yaw": ["Our view does not turn either way.", "The camera does not turn to the left or the right."],
                 "right": ["The camera does not move or turn to the right.", "At no point do we go to the right."],
                 "tilt": ["Our view does not tilt up or down.", "The camera stays level, tilting neither up nor down."],
                 "up": ["The camera does not tilt up.", "We never look up."],
                 "backward": ["The camera does not move back.", "We never pull back."],
                 "forward": ["The camera does not move forward.", "We come no closer."]},
}
#: A twenty-second grammar, written by a session that did not read the extractor, before its first run: a drone / FPV pilot's flight log and footage notes (quad, bird, heading, yaw, crabbing, gimbal tilt, sticks, terse jargon).
GRAMMAR_V22: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["yaws left", "swings the nose round to the left", "brings its heading around to the left",
                  "kicks in some left yaw", "turns left on the spot", "rotates left in place"],
        "yaw+1": ["yaws right", "swings the nose round to the right", "brings its heading around to the right",
                  "kicks in some right yaw", "turns right on the spot", "rotates right in place"],
        "sway-1": ["crabs left", "crabs out to the left with the nose held straight", "slides left on the roll stick",
                   "strafes left", "sidesteps left with the heading locked", "trucks left"],
        "sway+1": ["crabs right", "crabs out to the right with the nose held straight", "slides right on the roll stick",
                   "strafes right", "sidesteps right with the heading locked", "trucks right"],
        "surge+1": ["pushes forward", "noses in toward the subject", "creeps ahead", "flies straight in",
                    "eases forward on the stick", "tracks forward"],
        "surge-1": ["backs out", "pulls back off the subject", "reverses away", "flies backwards",
                    "eases back on the stick", "creeps back"],
        "pitch+1": ["tilts the gimbal up", "tilts up", "raises the gimbal toward the sky", "angles the camera upward",
                    "tips the gimbal up"],
        "pitch-1": ["tilts the gimbal down", "tilts down", "lowers the gimbal toward the ground",
                    "angles the camera downward", "tips the gimbal down"],
    },
    "nominal": {
        "yaw-1": ["a left yaw", "a yaw to the left", "a heading change to the left"],
        "yaw+1": ["a right yaw", "a yaw to the right", "a heading change to the right"],
        "sway-1": ["a crab left", "a left strafe", "a sideways slide to the left"],
        "sway+1": ["a crab right", "a right strafe", "a sideways slide to the right"],
        "surge+1": ["a push-in", "a forward run", "a slow creep forward"],
        "surge-1": ["a pull-back", "a backward run", "a reverse"],
        "pitch+1": ["a gimbal tilt up", "an upward gimbal move", "a tilt-up"],
        "pitch-1": ["a gimbal tilt down", "a downward gimbal move", "a tilt-down"],
    },
    "frame": {"": ["Stick input here is {n}", "Telemetry shows {n}", "{S} does {n}", "Mostly {n} on this pass",
                   "This segment: {n}", "Footage shows {n}"]},
    "nominal_join": {"": ["and", "plus", "with"]},
    "join": {"": [" while ", " as ", ", same time ", " and meanwhile "]},
    "picture": {
        "h-1": ["the {thing} slide off frame right", "the {thing} sweep across to the right of frame",
                "the {thing} exit right and new terrain rolls in from the left",
                "the {thing} track right across the feed"],
        "h+1": ["the {thing} slide off frame left", "the {thing} sweep across to the left of frame",
                "the {thing} exit left and new terrain rolls in from the right",
                "the {thing} track left across the feed"],
        "surge+1": ["the {thing} loom up and fill the frame", "the {thing} get bigger in the feed",
                    "the {thing} spread out toward the edges of frame"],
        "surge-1": ["the {thing} shrink in the feed", "the {thing} fall back toward the centre of frame",
                    "the {thing} get smaller and bunch up in the middle"],
        "pitch+1": ["the {thing} sink down the frame", "the ground slips out the bottom of frame",
                    "the horizon slides down and more sky comes in"],
        "pitch-1": ["the {thing} ride up the frame", "the sky slips out the top of frame",
                    "the horizon climbs the frame and more ground comes in"],
    },
    "thing": {"": ["trees", "rooftops", "race gates", "parked cars", "fence posts", "boulders"]},
    "subject": {"": ["The quad", "The bird", "The drone", "Our quad", "The aircraft", "It"]},
    "hedge": {"": ["Pretty sure {s} {v}", "Reckon {s} {v}", "Going off the OSD, {s} {v}", "{S} seems to {b}",
                   "Hard to tell but we think {s} {v}", "Going by the feed, probably {n}"]},
    "static": {"": ["holds a rock-solid hover", "just hangs there in position hold", "doesn't move at all, sticks centred",
                    "sits dead still in the air", "stays locked in place the whole clip"]},
    "defect": {
        "flicker": ["the image flickers bright to dark", "exposure keeps flashing up and down"],
        "ghosting": ["there's ghosting, double images on everything", "moving stuff leaves trails behind it"],
        "jitter": ["the shot's shaky like the gimbal isn't stabilising", "there's a lot of shake in the feed"],
        "stutter": ["the footage stutters and drops frames", "playback's choppy with repeated frames"],
        "frame_order": ["frames come in out of order", "the clip jumps back in time a few frames"],
        "drift": ["the colour balance creeps as the clip goes on", "colours shift over the course of the clip"],
        "blur": ["it's soft and blurry", "everything's smeared with blur"],
        "warp": ["the geometry bends and tears", "straight lines warp and go bendy"],
        "noise": ["the footage is grainy like a small sensor at dusk", "there's heavy noise in the image"],
        "blocking": ["there are compression blocks all over it", "it's macroblocking badly"],
    },
    "clean": {"": ["footage is clean", "no artifacts in the feed", "nothing wrong with the image"]},
    "negation": {"yaw": ["No yaw input either way.", "Heading stays locked, no yaw left or right."],
                 "right": ["Nothing to the right, no right yaw and no right crab.", "It doesn't yaw or slide right."],
                 "tilt": ["Gimbal stays put, no tilt up or down.", "No gimbal tilt either way."],
                 "up": ["No tilt up on the gimbal.", "The gimbal never comes up."],
                 "backward": ["No backing out.", "It never reverses."],
                 "forward": ["No push forward.", "It doesn't fly forward."]},
}
#: A twenty-third grammar, written by a session that did not read the extractor, before its first run: a crowd-sourced video annotator's fast terse notes (lower case, L/R, fwd/bwd, cam, approx, dropped articles, "->" arrows).
GRAMMAR_V23: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["pans L", "pans left, slow", "turns L on the spot (rotation only)", "swings round to L",
                  "rotates L approx 45deg", "whip-pans L"],
        "yaw+1": ["pans R", "pans right, slow", "turns R on the spot (rotation only)", "swings round to R",
                  "rotates R approx 45deg", "whip-pans R"],
        "sway-1": ["trucks L", "strafes L", "slides sideways L, no rotation", "crabs left",
                   "shifts sideways to L (truck, not pan)", "tracks L sideways"],
        "sway+1": ["trucks R", "strafes R", "slides sideways R, no rotation", "crabs right",
                   "shifts sideways to R (truck, not pan)", "tracks R sideways"],
        "surge+1": ["dollies in", "moves fwd", "pushes in", "creeps fwd slowly", "advances straight ahead",
                    "travels fwd approx 2m"],
        "surge-1": ["dollies out", "moves bwd", "pulls back", "backs up", "creeps bwd slowly",
                    "retreats straight back"],
        "pitch+1": ["tilts up", "tilts up approx 20deg", "pitches up", "angles up toward sky", "tilts upward a bit"],
        "pitch-1": ["tilts down", "tilts down approx 20deg", "pitches down", "angles down toward ground",
                    "tilts downward a bit"],
    },
    "nominal": {
        "yaw-1": ["pan L", "L pan", "leftward rotation"],
        "yaw+1": ["pan R", "R pan", "rightward rotation"],
        "sway-1": ["truck L", "L strafe", "sideways slide to L"],
        "sway+1": ["truck R", "R strafe", "sideways slide to R"],
        "surge+1": ["dolly in", "fwd push", "fwd move"],
        "surge-1": ["dolly out", "pull back", "bwd move"],
        "pitch+1": ["tilt up", "upward tilt", "pitch up"],
        "pitch-1": ["tilt down", "downward tilt", "pitch down"],
    },
    "frame": {"": ["cam move = {n}", "motion: {n}", "mostly {n}", "{S} - {n}", "{n} approx whole clip",
                   "seeing {n} here"]},
    "nominal_join": {"": ["+", "and", "w/"]},
    "join": {"": [" + ", " & ", ", plus ", " while "]},
    "picture": {
        "h-1": ["{thing} slide -> R", "{thing} exit frame R, new stuff comes in from L",
                "{thing} move L -> R across frame", "everything incl {thing} shifts toward R edge"],
        "h+1": ["{thing} slide to the L", "{thing} exit frame L, new stuff comes in from R",
                "{thing} move R -> L across frame", "everything incl {thing} shifts toward L edge"],
        "surge+1": ["{thing} get bigger, spread out to edges", "{thing} grow in frame",
                    "{thing} scale up -> fill frame"],
        "surge-1": ["{thing} shrink", "{thing} get smaller, pull toward centre",
                    "{thing} recede -> middle of frame"],
        "pitch+1": ["{thing} slide down frame", "ground exits at bottom of frame",
                    "{thing} move down screen, more sky comes in at top"],
        "pitch-1": ["{thing} slide up frame", "sky exits at top of frame",
                    "{thing} move up screen, more ground comes in at bottom"],
    },
    "thing": {"": ["trees", "parked cars", "bldgs", "ppl", "shelves", "street signs"]},
    "subject": {"": ["Cam", "cam", "Camera", "POV", "It", "Cam view"]},
    "hedge": {"": ["prob {s} {v}", "{S} {v} i think", "{S} {v}?? not 100% sure", "{S} seems to {b}",
                   "looks like {s} {v}", "maybe {n}, hard to tell"]},
    "static": {"": ["doesn't move", "stays put whole clip", "locked off, zero movement", "holds still start to end",
                    "= static shot, no motion"]},
    "defect": {
        "flicker": ["brightness flickers", "flicker, light pulses bright/dark"],
        "ghosting": ["ghosting, double imgs", "ghost trails behind moving stuff"],
        "jitter": ["jitter, img shakes", "shaky/jittery throughout"],
        "stutter": ["choppy, dropped frames", "stutters, frames repeat"],
        "frame_order": ["frames out of order", "time jumps back a few frames then fwd again"],
        "drift": ["colours drift over time", "color shifts gradually thru clip"],
        "blur": ["blurry", "soft/out of focus throughout"],
        "warp": ["geometry warps, lines bend", "shapes stretch and tear"],
        "noise": ["grainy", "lots of noise/grain"],
        "blocking": ["blocky compression artifacts", "macroblocks all over"],
    },
    "clean": {"": ["no artifacts", "looks clean", "img ok, no issues"]},
    "negation": {"yaw": ["No pan either way.", "No rotation L or R."],
                 "right": ["Nothing to R - no pan R, no truck R.", "Doesn't turn or move R."],
                 "tilt": ["No tilt up/down.", "Stays level, no tilt up or down."],
                 "up": ["No tilt up.", "Never tilts up."],
                 "backward": ["No bwd move.", "Doesn't pull back."],
                 "forward": ["No fwd move.", "Doesn't push in."]},
}
#: A twenty-fourth grammar, written by a session that did not read the extractor, before its first run: a screenwriter / storyboard artist's shooting-script camera directions (CAMERA, WE, ANGLE, FRAME LEFT/RIGHT, capitalised moves such as PAN LEFT, DOLLY IN, TRUCK RIGHT, TILT UP inside plain present-tense sentences).
GRAMMAR_V24: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["pans LEFT", "swings around into a slow PAN LEFT", "whip-pans LEFT",
                  "pivots LEFT on the tripod head", "turns with her, PANNING LEFT",
                  "sweeps LEFT across the room in one long PAN"],
        "yaw+1": ["pans RIGHT", "swings around into a slow PAN RIGHT", "whip-pans RIGHT",
                  "pivots RIGHT on the tripod head", "turns with her, PANNING RIGHT",
                  "sweeps RIGHT across the room in one long PAN"],
        "sway-1": ["trucks LEFT", "crabs LEFT alongside the table", "tracks LEFT parallel to the wall",
                   "slides LEFT along the dolly track",
                   "shifts LEFT a few feet without panning", "glides LEFT past the doorway"],
        "sway+1": ["trucks RIGHT", "crabs RIGHT alongside the table", "tracks RIGHT parallel to the wall",
                   "slides RIGHT along the dolly track",
                   "shifts RIGHT a few feet without panning", "glides RIGHT past the doorway"],
        "surge+1": ["dollies IN", "pushes IN slowly", "creeps IN toward her face", "tracks IN through the doorway",
                    "moves IN on the desk", "travels forward down the hallway"],
        "surge-1": ["dollies OUT", "pulls BACK", "pulls BACK slowly to reveal the whole room",
                    "tracks BACK ahead of him as he walks", "eases BACK out through the doorway",
                    "retreats down the corridor"],
        "pitch+1": ["tilts UP", "tilts UP to the ceiling", "tilts UP from his shoes to his face",
                    "angles UP toward the balcony", "tips UP to find the skyline"],
        "pitch-1": ["tilts DOWN", "tilts DOWN to the floor", "tilts DOWN from her face to the letter in her hand",
                    "angles DOWN onto the desk", "tips DOWN to find the street below"],
    },
    "nominal": {
        "yaw-1": ["a PAN LEFT", "a slow PAN to the left", "a WHIP PAN LEFT"],
        "yaw+1": ["a PAN RIGHT", "a slow PAN to the right", "a WHIP PAN RIGHT"],
        "sway-1": ["a TRUCK LEFT", "a lateral TRACK to the left", "a CRAB LEFT"],
        "sway+1": ["a TRUCK RIGHT", "a lateral TRACK to the right", "a CRAB RIGHT"],
        "surge+1": ["a DOLLY IN", "a slow PUSH IN", "a TRACKING SHOT forward"],
        "surge-1": ["a DOLLY OUT", "a PULL BACK", "a slow PULLBACK"],
        "pitch+1": ["a TILT UP", "a slow TILT UP", "an upward TILT"],
        "pitch-1": ["a TILT DOWN", "a slow TILT DOWN", "a downward TILT"],
    },
    "frame": {"": ["CAMERA MOVE: {n}", "{S} goes into {n}", "We cover the beat with {n}", "The shot plays as {n}",
                   "Then, {n}", "ANGLE ON the hallway -- {n}"]},
    "nominal_join": {"": ["and", "with", "combined with"]},
    "join": {"": [" as ", " while ", ", and in the same move ", " -- and "]},
    "picture": {
        "h-1": ["the {thing} slide out FRAME RIGHT", "the {thing} drift across toward FRAME RIGHT",
                "the {thing} exit FRAME RIGHT and new set comes in from FRAME LEFT",
                "the {thing} move across the frame from left to right"],
        "h+1": ["the {thing} slide out FRAME LEFT", "the {thing} drift across toward FRAME LEFT",
                "the {thing} exit FRAME LEFT and new set comes in from FRAME RIGHT",
                "the {thing} move across the frame from right to left"],
        "surge+1": ["the {thing} grow in FRAME until they crowd the edges", "the {thing} loom larger and larger",
                    "the {thing} swell and push out past the edges of FRAME"],
        "surge-1": ["the {thing} shrink in FRAME", "the {thing} recede and gather toward the center of frame",
                    "the {thing} get smaller as more of the set opens up around them"],
        "pitch+1": ["the {thing} sink toward the bottom of FRAME", "the floor drops out the bottom of FRAME",
                    "the {thing} slide down the frame and the ceiling comes into view"],
        "pitch-1": ["the {thing} rise toward the top of FRAME", "the ceiling exits the top of FRAME",
                    "the {thing} slide up the frame and the floor comes into view"],
    },
    "thing": {"": ["lamp posts", "bookshelves", "windows", "door frames", "parked cars", "telephone poles"]},
    "subject": {"": ["The CAMERA", "The shot", "The Steadicam", "It", "The A-CAMERA", "Our CAMERA"]},
    "hedge": {"": ["Probably {s} {v}", "{S} may {b}", "I believe {s} {v}", "{S} appears to {b}",
                   "Likely {n}", "Something like {n}, more or less"]},
    "static": {"": ["HOLDS", "stays LOCKED OFF on sticks", "HOLDS on the WIDE without moving",
                    "doesn't move at all -- a static frame", "remains fixed for the entire shot",
                    "sits perfectly still"]},
    "defect": {
        "flicker": ["the light FLICKERS, brighter then darker", "the brightness pulses frame to frame"],
        "ghosting": ["moving shapes leave double images behind them", "a ghosted trail hangs behind everything that moves"],
        "jitter": ["the frame shakes like a bad handheld", "the image trembles and won't settle"],
        "stutter": ["the motion STUTTERS, frames dropping and repeating", "the action plays choppy, skipping frames"],
        "frame_order": ["the frames play out of order", "time JUMPS BACK for a beat, then forward again"],
        "drift": ["the color slowly drifts over the shot, warm to cold", "the color balance wanders as the shot runs"],
        "blur": ["everything goes SOFT, out of focus", "the image is blurry throughout"],
        "warp": ["the set bends and tears like a funhouse mirror", "straight lines warp out of shape"],
        "noise": ["the image is grainy", "heavy grain sits over the whole frame"],
        "blocking": ["the picture breaks up into compression blocks", "it goes blocky, like a bad stream"],
    },
    "clean": {"": ["the image is clean", "no artifacts, the picture is pristine", "the footage plays clean, no glitches"]},
    "negation": {"yaw": ["No PAN, left or right.", "The CAMERA does not PAN in either direction."],
                 "right": ["Nothing takes us RIGHT: no PAN RIGHT, no TRUCK RIGHT.",
                           "The CAMERA neither pans nor trucks to the right."],
                 "tilt": ["No TILT, UP or DOWN.", "The CAMERA never tilts UP or DOWN."],
                 "up": ["No TILT UP.", "WE never tilt UP."],
                 "backward": ["No PULL BACK.", "The CAMERA never pulls BACK."],
                 "forward": ["No PUSH IN.", "WE don't DOLLY IN."]},
}
#: A twenty-fifth grammar, written by a session that did not read the extractor, before its first run: a real-estate agent narrating a virtual walkthrough of a property (warm, salesy, "we" and "you", rooms and fixtures).
GRAMMAR_V25: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["pans over to the left", "swings around to the left", "sweeps left across the living room",
                  "turns left to take in the breakfast nook", "swivels to the left toward the fireplace",
                  "rotates round to the left to show off the bay window"],
        "yaw+1": ["pans over to the right", "swings around to the right", "sweeps right across the open-plan lounge",
                  "turns right to show off the built-in shelving", "swivels to the right toward the French doors",
                  "rotates round to the right so you can see the walk-in pantry"],
        "sway-1": ["glides sideways to the left", "slides over to the left past the island",
                   "drifts sideways to the left along the countertop", "steps sideways to our left",
                   "shifts across to the left without turning", "moves left alongside the cabinetry"],
        "sway+1": ["glides sideways to the right", "slides over to the right past the island",
                   "drifts sideways to the right along the countertop", "steps sideways to our right",
                   "shifts across to the right without turning", "moves right alongside the wardrobes"],
        "surge+1": ["moves forward into the kitchen", "walks us through into the dining area",
                    "glides forward down the hallway", "heads on into the master suite",
                    "carries us forward toward the patio doors", "pushes in closer to the fireplace"],
        "surge-1": ["backs out of the ensuite", "steps back to give you the full picture",
                    "pulls back toward the doorway", "retreats gently back into the hall",
                    "eases backward so you can take in the whole room", "draws back from the window seat"],
        "pitch+1": ["tilts up to the vaulted ceiling", "looks up at those gorgeous exposed beams",
                    "tips upward toward the skylight", "lifts its gaze to the crown molding",
                    "angles up toward the chandelier"],
        "pitch-1": ["tilts down to the hardwood floors", "looks down at the heated tile flooring",
                    "tips downward toward the area rug", "lowers its gaze to the original parquet",
                    "angles down toward the stone hearth"],
    },
    "nominal": {
        "yaw-1": ["a gentle pan to the left", "a sweep around to the left", "a turn to the left toward the bay window"],
        "yaw+1": ["a gentle pan to the right", "a sweep around to the right",
                  "a turn to the right toward the French doors"],
        "sway-1": ["a sideways glide to the left", "a slide along to the left", "a little sidestep to the left"],
        "sway+1": ["a sideways glide to the right", "a slide along to the right", "a little sidestep to the right"],
        "surge+1": ["a stroll forward into the room", "a step further inside", "a slow walk forward down the hall"],
        "surge-1": ["a step back toward the doorway", "a gentle pull back", "a slow walk backward out of the room"],
        "pitch+1": ["a tilt up to the ceiling", "a look up at the beams", "an upward glance toward the skylight"],
        "pitch-1": ["a tilt down to the floors", "a look down at the flooring", "a downward glance at the tiles"],
    },
    "frame": {"": ["Here we have {n}", "Next up, {n}", "Now for {n}, and just look at that light",
                   "{S} treats you to {n}", "What you're getting here is {n}",
                   "Let's enjoy {n} so you can really take it all in"]},
    "nominal_join": {"": ["and", "with", "plus"]},
    "join": {"": [" as ", ", and at the same time ", ", all while ", " while "]},
    "picture": {
        "h-1": ["the {thing} slide away toward the right of the frame",
                "the {thing} drift off to the right and more of the room opens up on the left",
                "you'll see the {thing} move across to the right",
                "the {thing} sweep past on the right-hand side and out of shot"],
        "h+1": ["the {thing} slide away toward the left of the frame",
                "the {thing} drift off to the left and more of the room opens up on the right",
                "you'll see the {thing} move across to the left",
                "the {thing} sweep past on the left-hand side and out of shot"],
        "surge+1": ["the {thing} grow larger and larger", "the {thing} come up close to greet you",
                    "the {thing} spread out toward the edges of the frame",
                    "the {thing} fill more and more of the picture"],
        "surge-1": ["the {thing} shrink back into the distance", "the {thing} recede toward the middle of the frame",
                    "the {thing} get smaller as more of the room comes into view",
                    "the {thing} gather in toward the centre of the shot"],
        "pitch+1": ["the {thing} slip down toward the bottom of the frame",
                    "the floor disappears off the bottom of the frame",
                    "the {thing} sink down the screen as the ceiling comes into view"],
        "pitch-1": ["the {thing} rise up toward the top of the frame",
                    "the ceiling disappears off the top of the frame",
                    "the {thing} float up the screen as the floor comes into view"],
    },
    "thing": {"": ["kitchen cabinets", "pendant lights", "bay windows", "built-in bookshelves",
                   "granite countertops", "French doors"]},
    "subject": {"": ["The camera", "Our camera", "The tour", "It", "Your view", "Our virtual tour"]},
    "hedge": {"": ["If I'm not mistaken, {s} {v}", "I believe {s} {v}", "{S} seems to {b}",
                   "It looks like {s} {v}", "{S} {v}, if memory serves", "I'd say what you're seeing is {n}"]},
    "static": {"": ["stays put for a moment", "holds perfectly still so you can soak it all in",
                    "doesn't move an inch", "rests in one spot the whole time",
                    "stays right where it is", "lingers in place and lets the room speak for itself"]},
    "defect": {
        "flicker": ["the lighting flickers a little", "the brightness flashes on and off now and then"],
        "ghosting": ["there are faint double images trailing the furniture",
                     "things leave little ghost trails behind them"],
        "jitter": ["the shot is a little jittery", "the picture shakes quite a bit"],
        "stutter": ["the playback is choppy in places", "the video skips and repeats frames here and there"],
        "frame_order": ["some of the frames play out of order", "the footage jumps back in time for a moment"],
        "drift": ["the colours gradually shift as the tour goes on",
                  "the colour balance drifts over the course of the clip"],
        "blur": ["the footage is soft and blurry", "things look a bit out of focus"],
        "warp": ["the door frames bend and warp", "the straight lines of the walls stretch and tear in places"],
        "noise": ["the picture is rather grainy", "there's some visible grain"],
        "blocking": ["there are blocky compression artifacts",
                     "you can see chunky pixel blocks in the darker corners"],
    },
    "clean": {"": ["the picture is crystal clear", "the footage looks flawless", "everything looks picture-perfect"]},
    "negation": {"yaw": ["At no point does the camera turn either way.", "There's no panning left or right here."],
                 "right": ["We never turn or move to the right.",
                           "Nothing takes us to the right, not even a quick pan."],
                 "tilt": ["The camera never tilts up or down.",
                          "No looking up at the ceiling or down at the floor."],
                 "up": ["We never tilt up toward the ceiling."], "backward": ["We never step back."],
                 "forward": ["We don't move forward into the room."]},
}
#: A twenty-sixth grammar, written by a session that did not read the extractor, before its first run: a VR comfort and motion-sickness test report (vection, rotational versus translational motion, rates, the user, the virtual camera, the headset view).
GRAMMAR_V26: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["yaws to the left", "pans left at a steady rate", "rotates leftward about the vertical axis",
                  "swings round to the left", "turns left on the spot", "sweeps leftward"],
        "yaw+1": ["yaws to the right", "pans right at a steady rate", "rotates rightward about the vertical axis",
                  "swings round to the right", "turns right on the spot", "sweeps rightward"],
        "sway-1": ["translates laterally to the left", "trucks left", "crabs sideways to the left",
                   "slides left without any rotation", "shifts its position to the left",
                   "strafes left with the heading held constant"],
        "sway+1": ["translates laterally to the right", "trucks right", "crabs sideways to the right",
                   "slides right without any rotation", "shifts its position to the right",
                   "strafes right with the heading held constant"],
        "surge+1": ["translates forward", "dollies in", "advances along the line of sight",
                    "moves forward at roughly walking pace", "pushes in toward the scene", "travels forward"],
        "surge-1": ["translates backward", "dollies out", "retreats along the line of sight",
                    "moves backward at roughly walking pace", "pulls back from the scene", "travels backward"],
        "pitch+1": ["pitches up", "tilts upward", "raises the line of sight", "tilts up toward the ceiling",
                    "angles upward"],
        "pitch-1": ["pitches down", "tilts downward", "lowers the line of sight", "tilts down toward the floor",
                    "angles downward"],
    },
    "nominal": {
        "yaw-1": ["a leftward yaw", "a pan to the left", "a left yaw rotation"],
        "yaw+1": ["a rightward yaw", "a pan to the right", "a right yaw rotation"],
        "sway-1": ["a lateral translation to the left", "a leftward truck", "a sideways crab to the left"],
        "sway+1": ["a lateral translation to the right", "a rightward truck", "a sideways crab to the right"],
        "surge+1": ["forward translation", "a dolly-in", "a steady forward advance"],
        "surge-1": ["backward translation", "a dolly-out", "a steady backward retreat"],
        "pitch+1": ["an upward pitch", "a tilt up", "an upward tilt of the view"],
        "pitch-1": ["a downward pitch", "a tilt down", "a downward tilt of the view"],
    },
    "frame": {"": ["Motion profile for this segment: {n}", "Logged as {n}", "The dominant vection cue is {n}",
                   "{S} performs {n}", "Observed: {n}", "The comfort-relevant motion here is {n}"]},
    "nominal_join": {"": ["and", "combined with", "plus"]},
    "join": {"": [" while ", ", and concurrently ", "; at the same time ", ", and alongside that "]},
    "picture": {
        "h-1": ["the {thing} stream across the headset view toward the right",
                "the {thing} exit at the right edge of the field of view, with new scenery entering from the left",
                "the {thing} flow rightward across the display",
                "optic flow carries the {thing} off to the right"],
        "h+1": ["the {thing} stream across the headset view toward the left",
                "the {thing} exit at the left edge of the field of view, with new scenery entering from the right",
                "the {thing} flow leftward across the display",
                "optic flow carries the {thing} off to the left"],
        "surge+1": ["the {thing} expand and radiate outward toward the periphery",
                    "the {thing} loom larger in the headset view",
                    "the {thing} spread out past the edges of the field of view"],
        "surge-1": ["the {thing} shrink and converge toward the centre of the view",
                    "the {thing} recede and grow steadily smaller",
                    "the {thing} draw in toward the middle of the display"],
        "pitch+1": ["the {thing} slide down the display", "the floor drops out through the bottom of the field of view",
                    "the {thing} sink toward the lower edge of the view"],
        "pitch-1": ["the {thing} slide up the display", "the ceiling leaves through the top of the field of view",
                    "the {thing} rise toward the upper edge of the view"],
    },
    "thing": {"": ["railings", "floor tiles", "support columns", "window frames", "shelving units", "lamp posts"]},
    "subject": {"": ["The virtual camera", "The headset view", "The user's viewpoint", "The camera rig", "It",
                     "The camera"]},
    "hedge": {"": ["{S} appears to {b}", "Subjectively, {s} {v}", "{S} {v}, as far as I can judge in the headset",
                   "I'd log it as {n}", "Going by the vection I'm getting, {s} {v}", "{S} most likely {v}"]},
    "static": {"": ["holds a fixed pose throughout", "stays locked off with no translation or rotation",
                    "remains stationary for the whole clip", "shows zero motion on every axis",
                    "does not move on any axis"]},
    "defect": {
        "flicker": ["the luminance flickers noticeably", "there is brightness flashing that would be hard to tolerate in a headset"],
        "ghosting": ["moving edges leave double images", "objects trail ghosted copies behind them"],
        "jitter": ["the image shakes with high-frequency jitter", "the view shakes irregularly, like bad tracking"],
        "stutter": ["playback stutters with dropped and repeated frames", "the motion is choppy rather than smooth"],
        "frame_order": ["some frames arrive out of order", "the sequence jumps backward in time at points"],
        "drift": ["the colour balance drifts over the course of the clip", "hues shift gradually over time"],
        "blur": ["the image is soft and blurred", "fine detail smears into blur"],
        "warp": ["straight geometry bends and tears", "the scene geometry warps visibly"],
        "noise": ["there is visible grain across the image", "the picture is noisy"],
        "blocking": ["compression blocks show up in the image", "there is macroblocking in flat areas"],
    },
    "clean": {"": ["the image is free of visual artefacts", "no rendering or encoding defects are visible",
                   "the picture is clean throughout"]},
    "negation": {"yaw": ["No yaw rotation is present in either direction.", "The camera does not rotate left or right."],
                 "right": ["There is no rightward component, rotational or translational.",
                           "The camera neither turns nor translates to the right."],
                 "tilt": ["Pitch stays at zero, with no tilt up or down.", "The camera does not tilt up or down."],
                 "up": ["No upward pitch is observed."], "backward": ["No backward translation is observed."],
                 "forward": ["There is no forward translation."]},
}
#: A twenty-seventh grammar, written by a session that did not read the extractor, before its first run: an essay-writing film critic (long flowing sentences, metaphor, figurative verbs, cinematic vocabulary, evaluative asides).
GRAMMAR_V27: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["pans slowly to the left, like a head turning toward a half-heard voice",
                  "swivels leftward on its axis with a kind of weary curiosity",
                  "turns its gaze to the left, unhurried as a sleepwalker",
                  "sweeps around to the left in a languid, searching pan",
                  "rotates toward the left as if drawn by some off-screen gravity",
                  "swings its attention leftward, pivoting in place without ever leaving its spot"],
        "yaw+1": ["pans slowly to the right, like a head turning toward a half-heard voice",
                  "swivels rightward on its axis with a kind of weary curiosity",
                  "turns its gaze to the right, unhurried as a sleepwalker",
                  "sweeps around to the right in a languid, searching pan",
                  "rotates toward the right as if drawn by some off-screen gravity",
                  "swings its attention rightward, pivoting in place without ever leaving its spot"],
        "sway-1": ["glides sideways to the left like a dancer crossing the stage",
                   "tracks laterally to the left, its gaze held level and straight ahead",
                   "crabs leftward across the scene in one unbroken, measured line",
                   "slides off to the left as though riding an invisible rail",
                   "drifts sideways to the left like a ghost slipping along a corridor wall",
                   "trucks left, keeping its eye forward while its body slips sideways"],
        "sway+1": ["glides sideways to the right like a dancer crossing the stage",
                   "tracks laterally to the right, its gaze held level and straight ahead",
                   "crabs rightward across the scene in one unbroken, measured line",
                   "slides off to the right as though riding an invisible rail",
                   "drifts sideways to the right like a ghost slipping along a corridor wall",
                   "trucks right, keeping its eye forward while its body slips sideways"],
        "surge+1": ["pushes slowly forward with the quiet insistence of a held breath",
                    "dollies in toward the heart of the scene with a predator's patience",
                    "creeps forward like a cat stalking something it cannot yet see",
                    "advances steadily into the depth of the shot, swallowing the distance",
                    "glides forward through the space as if carried on a current",
                    "presses ahead, closing the distance with a solemn inevitability"],
        "surge-1": ["pulls back slowly, like a guest retreating from a conversation gone too far",
                    "retreats from the scene, withdrawing as though it has seen enough",
                    "dollies out, backing away with a mournful reluctance",
                    "recedes backward through the space, letting the distance open up before it",
                    "withdraws step by step, backing away like a penitent leaving an altar",
                    "eases backward, surrendering ground it had so patiently won"],
        "pitch+1": ["tilts upward, lifting its gaze toward the heavens like a supplicant",
                    "tips its gaze skyward in slow, open-mouthed wonder",
                    "raises its sights toward the ceiling with a reverent hesitation",
                    "tilts up, its gaze climbing as though in search of something lost above",
                    "lifts its gaze upward, slowly and almost prayerfully"],
        "pitch-1": ["tilts downward, lowering its gaze like a mourner at a graveside",
                    "bows its head to look down, heavy with something like shame",
                    "drops its gaze toward the floor, as if it can no longer bear to look ahead",
                    "tilts down, its attention sinking toward the ground beneath",
                    "lowers its sights earthward with a slow, deliberate melancholy"],
    },
    "nominal": {
        "yaw-1": ["a slow, searching pan to the left", "a languid leftward swivel",
                  "a leftward turn of the camera's gaze"],
        "yaw+1": ["a slow, searching pan to the right", "a languid rightward swivel",
                  "a rightward turn of the camera's gaze"],
        "sway-1": ["a lateral glide to the left", "a sideways tracking move to the left",
                   "a ghostly sideways drift to the left"],
        "sway+1": ["a lateral glide to the right", "a sideways tracking move to the right",
                   "a ghostly sideways drift to the right"],
        "surge+1": ["a slow push forward", "a patient dolly in", "a gliding advance into the scene"],
        "surge-1": ["a slow pull back", "a reluctant dolly out", "a mournful retreat from the scene"],
        "pitch+1": ["an upward tilt", "a reverent lift of the gaze toward the sky", "a slow tilt up"],
        "pitch-1": ["a downward tilt", "a melancholy lowering of the gaze", "a slow tilt down"],
    },
    "frame": {"": ["What follows is {n}, executed with an almost musical sense of timing",
                   "The shot's one great gesture is {n}",
                   "{S} commits, without apology, to {n}",
                   "Here the director grants us {n}",
                   "There is genuine poetry in {n}",
                   "The sequence unfolds as {n}, and it is quietly breathtaking"]},
    "nominal_join": {"": ["and", "entwined with", "coupled with"]},
    "join": {"": [" while ", ", even as ", ", and all the while ", "; in the same breath, "]},
    "picture": {
        "h-1": ["the {thing}, as if carried off by a slow tide, drift across the frame toward its right edge",
                "the {thing} slip away past the right edge of the frame as fresh territory unfurls from the left",
                "the {thing} glide rightward across the screen like beads sliding along a string",
                "the whole composition, {thing} and all, migrates toward the right of the frame"],
        "h+1": ["the {thing}, as if carried off by a slow tide, drift across the frame toward its left edge",
                "the {thing} slip away past the left edge of the frame as fresh territory unfurls from the right",
                "the {thing} glide leftward across the screen like beads sliding along a string",
                "the whole composition, {thing} and all, migrates toward the left of the frame"],
        "surge+1": ["the {thing} swell in the frame, looming larger with every beat",
                    "the {thing} bloom outward toward the edges of the frame",
                    "the {thing} grow until they press against the borders of the screen",
                    "the {thing} loom ever larger, spilling out toward the edges of the image"],
        "surge-1": ["the {thing} shrink into the distance like memories fading",
                    "the {thing} dwindle, gathering toward the centre of the frame",
                    "the {thing} contract and recede, drawn inward toward the heart of the image"],
        "pitch+1": ["the {thing} sink down through the frame like stones settling in water",
                    "the ground slips away beneath the bottom edge of the frame",
                    "the {thing} descend toward the bottom of the screen as new space opens up above them"],
        "pitch-1": ["the {thing} rise up through the frame like bubbles in dark water",
                    "the sky slips out of view past the top edge of the frame",
                    "the {thing} climb toward the top of the screen and vanish over its upper edge"],
    },
    "thing": {"": ["columns", "trees", "lamp posts", "gravestones", "shopfronts", "archways"]},
    "subject": {"": ["The camera", "The lens", "It", "The camera's eye", "Our vantage point",
                     "The director's camera"]},
    "hedge": {"": ["One has the sense that {s} {v}",
                   "{S} seems, if I read the shot correctly, to {b}",
                   "It is hard to be certain, but {s} appears to {b}",
                   "{S}, to this viewer's eye at least, {v}",
                   "If memory serves, {s} {v}",
                   "What registers, however faintly, is {n}"]},
    "static": {"": ["holds perfectly still, as composed and motionless as a painting on a gallery wall",
                    "never stirs from its post, content simply to watch",
                    "remains utterly fixed, a locked-off frame of monastic stillness",
                    "refuses to move at all, planting itself like a sentinel",
                    "stays rooted to the spot for the entire shot, neither panning nor tilting nor travelling",
                    "keeps its station with a stoic immobility"]},
    "defect": {
        "flicker": ["the brightness throbs and flashes like a faulty projector bulb",
                    "the exposure flickers nervously from one moment to the next"],
        "ghosting": ["every moving figure drags a spectral double image behind it",
                     "faint afterimages trail each movement like ghosts that will not leave"],
        "jitter": ["the image trembles with a nervous, unmotivated shake",
                   "the whole picture jitters with a palsied tremor"],
        "stutter": ["the motion is choppy, as though frames had been dropped on the cutting-room floor",
                    "the action hitches and skips, frames repeating and vanishing in an ugly stammer"],
        "frame_order": ["frames arrive out of their proper order, time folding back on itself",
                        "the footage plays as if the reel had been spliced in the wrong sequence"],
        "drift": ["the colours slowly bleed and shift over the course of the shot",
                  "the palette wanders, hues sliding toward an unnatural cast as the scene wears on"],
        "blur": ["the image goes soft and smeared, as if seen through tears",
                 "focus dissolves into an unflattering blur"],
        "warp": ["the architecture bends and buckles like molten glass",
                 "straight lines warp and tear as though the image were being stretched on a rack"],
        "noise": ["a heavy grain crawls over every surface",
                  "the picture is riddled with a restless, sandy noise"],
        "blocking": ["the image breaks apart into ugly square compression blocks",
                     "the shadows dissolve into coarse macroblocks, like a cheap stream"],
    },
    "clean": {"": ["the image is pristine throughout", "the picture is clean and free of any technical blemish",
                   "nothing mars the image"]},
    "negation": {"yaw": ["At no point does the camera pan in either direction.",
                         "There is no turning here, neither to the left nor to the right."],
                 "right": ["Nothing carries it to the right, neither a pan nor a sideways glide.",
                           "It never once turns or slides to the right."],
                 "tilt": ["The camera never tilts, neither up toward the sky nor down toward the ground.",
                          "There is no tilt to speak of, up or down."],
                 "up": ["At no point does it tilt upward."],
                 "backward": ["It never pulls back, not even for a moment."],
                 "forward": ["It never pushes forward, not even an inch."]},
}
#: A twenty-eighth grammar, written by a session that did not read the extractor, before its first run: a forensic video analyst's procedural report on bodycam or CCTV footage (formal, passive where natural, careful qualifiers).
GRAMMAR_V28: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["pans to the left", "rotates toward the left", "pivots leftward about its vertical axis",
                  "executes a leftward pan", "turns toward the left", "swings its field of view to the left"],
        "yaw+1": ["pans to the right", "rotates toward the right", "pivots rightward about its vertical axis",
                  "executes a rightward pan", "turns toward the right", "swings its field of view to the right"],
        "sway-1": ["translates laterally to the left", "shifts sideways to the left without rotating",
                   "tracks laterally toward the left", "sidesteps to the left", "moves leftward in a sidestep",
                   "crabs to the left"],
        "sway+1": ["translates laterally to the right", "shifts sideways to the right without rotating",
                   "tracks laterally toward the right", "sidesteps to the right", "moves rightward in a sidestep",
                   "crabs to the right"],
        "surge+1": ["advances forward", "moves forward", "proceeds ahead", "travels forward through the scene",
                    "approaches the area directly ahead", "closes the distance to the area ahead"],
        "surge-1": ["withdraws backward", "moves backward", "retreats from the scene", "backs away",
                    "reverses away from the area ahead", "travels rearward"],
        "pitch+1": ["tilts upward", "angles upward", "elevates its field of view", "tilts up toward the ceiling line",
                    "pitches upward", "raises its angle of view"],
        "pitch-1": ["tilts downward", "angles downward", "lowers its field of view", "tilts down toward the ground",
                    "pitches downward", "drops its angle of view"],
    },
    "nominal": {
        "yaw-1": ["a leftward pan", "a rotation of the recording device to the left", "a pan to the left"],
        "yaw+1": ["a rightward pan", "a rotation of the recording device to the right", "a pan to the right"],
        "sway-1": ["a lateral translation to the left", "a leftward sidestep of the device",
                   "a sideways shift to the left"],
        "sway+1": ["a lateral translation to the right", "a rightward sidestep of the device",
                   "a sideways shift to the right"],
        "surge+1": ["a forward advance", "forward translation of the recording device",
                    "an approach toward the area ahead"],
        "surge-1": ["a backward withdrawal", "rearward translation of the recording device",
                    "a retreat from the area ahead"],
        "pitch+1": ["an upward tilt", "an elevation of the field of view", "a tilt upward"],
        "pitch-1": ["a downward tilt", "a lowering of the field of view", "a tilt downward"],
    },
    "frame": {"": ["Review of the footage indicates {n}", "The recording is consistent with {n}",
                   "{S} is observed to perform {n}", "Frame-by-frame examination reveals {n}",
                   "The apparent motion is attributed to {n}", "Analysis of this segment identifies {n}"]},
    "nominal_join": {"": ["and", "combined with", "accompanied by"]},
    "join": {"": [", while concurrently ", "; simultaneously, ", ", and at the same time ", " while "]},
    "picture": {
        "h-1": ["the {thing} are displaced toward the right edge of the frame",
                "the {thing} exit the field of view on the right while previously unseen areas enter from the left",
                "the {thing} traverse the frame from left to right",
                "the {thing} shift rightward within the frame"],
        "h+1": ["the {thing} are displaced toward the left edge of the frame",
                "the {thing} exit the field of view on the left while previously unseen areas enter from the right",
                "the {thing} traverse the frame from right to left",
                "the {thing} shift leftward within the frame"],
        "surge+1": ["the {thing} increase in apparent size", "the {thing} expand outward toward the frame edges",
                    "the {thing} enlarge and move outward from the centre of the frame"],
        "surge-1": ["the {thing} decrease in apparent size", "the {thing} contract toward the centre of the frame",
                    "the {thing} recede and converge toward the centre of the frame"],
        "pitch+1": ["the {thing} move downward within the frame",
                    "the ground plane exits the field of view at the bottom edge",
                    "the {thing} descend toward the lower edge of the frame"],
        "pitch-1": ["the {thing} move upward within the frame",
                    "the upper portion of the scene exits the field of view at the top edge",
                    "the {thing} rise toward the upper edge of the frame"],
    },
    "thing": {"": ["parked vehicles", "lamp posts", "doorframes", "fence posts", "storefronts",
                   "fixed reference points"]},
    "subject": {"": ["The recording device", "The camera", "The device", "It", "The body-worn camera",
                     "The recording unit"]},
    "hedge": {"": ["{S} appears to {b}", "It is assessed that {s} {v}",
                   "{S} {v}, as far as can be determined from the footage", "{S} is believed to {b}",
                   "Within the limits of the image quality, {s} {v}",
                   "The available evidence is consistent with {n}"]},
    "static": {"": ["remains stationary throughout the segment", "exhibits no discernible movement",
                    "remains fixed in position for the duration of the clip", "holds a static field of view",
                    "shows no evidence of motion along any axis", "does not move at any point in the recording"]},
    "defect": {
        "flicker": ["intermittent fluctuations in brightness are observed",
                    "the exposure level flickers repeatedly across the frame"],
        "ghosting": ["double images of moving objects are evident",
                     "moving objects leave visible trailing artefacts"],
        "jitter": ["the image exhibits persistent high-frequency shake",
                   "the field of view is unsteady, with pronounced shaking"],
        "stutter": ["playback is irregular, with dropped and repeated frames",
                    "motion appears choppy owing to frame loss"],
        "frame_order": ["certain frames appear out of chronological sequence",
                        "the recording contains backward jumps in time between frames"],
        "drift": ["the colour balance shifts progressively over the course of the recording",
                  "a gradual colour cast develops over time"],
        "blur": ["the image is noticeably blurred", "fine detail is obscured by blurring"],
        "warp": ["straight edges in the scene appear bent or distorted",
                 "the geometry of the image is warped and in places torn"],
        "noise": ["the image contains substantial grain", "heavy sensor noise is present throughout"],
        "blocking": ["compression blocking is visible",
                     "the image breaks up into square compression artefacts"],
    },
    "clean": {"": ["no image defects are identified", "the recording is free of visible artefacts",
                   "image integrity appears intact, with no anomalies noted"]},
    "negation": {"yaw": ["No rotation of the recording device in either direction is observed.",
                         "The camera is not observed to pan left or right."],
                 "right": ["No rightward movement, whether rotational or lateral, is observed.",
                           "At no point does the device turn or move to the right."],
                 "tilt": ["No upward or downward tilt is observed.",
                          "The camera is not observed to tilt up or down."],
                 "up": ["No upward tilt is observed.", "At no point is the camera angled upward."],
                 "backward": ["No backward movement of the device is observed.",
                              "At no point does the device move backward."],
                 "forward": ["No forward advance is observed.",
                             "The device does not move forward at any point."]},
}
#: A twenty-ninth grammar, written by a session that did not read the extractor, before its first run: a travel vlogger's casual voice-over for a hiking video (chatty, first person plural, fillers, present continuous).
GRAMMAR_V29: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["pans over to the left", "swings around to our left", "turns left so we can check out the lake",
                  "swivels left toward the waterfall", "whips around to the left", "rotates over to the left a bit"],
        "yaw+1": ["pans over to the right", "swings around to our right", "turns right so we can check out the lake",
                  "swivels right toward the waterfall", "whips around to the right", "rotates over to the right a bit"],
        "sway-1": ["sidesteps to the left", "shuffles over to the left without turning", "steps sideways to the left",
                   "slides across to the left", "scoots over left along the ledge",
                   "crabs off to the left, still facing the same way"],
        "sway+1": ["sidesteps to the right", "shuffles over to the right without turning", "steps sideways to the right",
                   "slides across to the right", "scoots over right along the ledge",
                   "crabs off to the right, still facing the same way"],
        "surge+1": ["moves forward along the trail", "pushes on ahead", "keeps heading on up the trail",
                    "carries straight on ahead", "travels forward toward the summit", "tracks forward along the path"],
        "surge-1": ["backs away from the viewpoint", "moves backward away from the edge", "pulls back the way we came",
                    "retreats backward along the path", "steps back a few paces", "reverses back toward the car park"],
        "pitch+1": ["tilts up to the treetops", "looks up at the sky", "angles up toward the peaks",
                    "points up at the canopy", "tips up so we can see the clouds", "glances up at the cliffs"],
        "pitch-1": ["tilts down at our boots", "looks down at the trail", "angles down toward the rocks",
                    "points down at the path", "tips down to the creek below", "dips down to show us the mud"],
    },
    "nominal": {
        "yaw-1": ["a quick pan to the left", "a swing around to our left", "a little turn to the left"],
        "yaw+1": ["a quick pan to the right", "a swing around to our right", "a little turn to the right"],
        "sway-1": ["a sidestep to the left", "a little sideways shuffle to the left", "a slide across to the left"],
        "sway+1": ["a sidestep to the right", "a little sideways shuffle to the right", "a slide across to the right"],
        "surge+1": ["a walk forward along the trail", "a push on ahead", "a bit of forward walking"],
        "surge-1": ["a few steps backward", "a back-away from the edge", "a bit of walking backward"],
        "pitch+1": ["a tilt up to the sky", "a look up at the treetops", "a quick upward tilt"],
        "pitch-1": ["a tilt down to the trail", "a look down at our feet", "a quick downward tilt"],
    },
    "frame": {"": ["So what we've got here is {n}", "Okay, so right now we're doing {n}", "And here we're getting {n}",
                   "{S} gives us {n} here", "Alright, this bit is {n}", "Then you guys get {n}"]},
    "nominal_join": {"": ["and", "plus", "with"]},
    "join": {"": [" and at the same time ", ", and while that's happening ", " as ", ", plus "]},
    "picture": {
        "h-1": ["the {thing} slide off to the right of the frame", "the {thing} drift over toward the right side",
                "the {thing} disappear out the right-hand side and new stuff comes in on the left",
                "you can see the {thing} sliding across to the right"],
        "h+1": ["the {thing} slide off to the left of the frame", "the {thing} drift over toward the left side",
                "the {thing} disappear out the left-hand side and new stuff comes in on the right",
                "you can see the {thing} sliding across to the left"],
        "surge+1": ["the {thing} grow bigger and bigger", "the {thing} spread out toward the edges of the frame",
                    "the {thing} get closer and closer and fill the shot"],
        "surge-1": ["the {thing} shrink off into the distance", "the {thing} get smaller and smaller",
                    "the {thing} bunch in toward the middle of the frame"],
        "pitch+1": ["the {thing} sink down the frame", "the {thing} slide down and out the bottom of the shot",
                    "the ground disappears off the bottom of the frame"],
        "pitch-1": ["the {thing} rise up the frame", "the {thing} slide up and out the top of the shot",
                    "the sky slips out of the top of the frame"],
    },
    "thing": {"": ["pine trees", "boulders", "hikers", "trail markers", "wooden posts", "ferns"]},
    "subject": {"": ["The camera", "The GoPro", "The shot", "Our camera", "It", "My phone"]},
    "hedge": {"": ["Pretty sure {s} {v} here", "Honestly, I think {s} {v}", "So I reckon {s} {v}", "{S} kind of seems to {b}",
                   "Right now it looks like {s} {v}", "I'd say we're getting {n}"]},
    "static": {"": ["stays put the whole time", "just sits there on the tripod", "holds totally still",
                    "doesn't move at all", "stays parked in the one spot", "keeps perfectly still while we catch our breath"]},
    "defect": {
        "flicker": ["the light keeps flickering on and off", "the brightness is flashing like crazy"],
        "ghosting": ["there's this weird ghosting where things leave trails", "you get double images of everything"],
        "jitter": ["the footage is super shaky", "the picture's jittering all over the place"],
        "stutter": ["the video's really choppy, like it's skipping frames",
                    "it keeps stuttering and freezing for a split second"],
        "frame_order": ["it jumps back in time like the frames are out of order", "the frames play out of order"],
        "drift": ["the colours slowly shift as it goes", "the colours gradually drift warmer and warmer"],
        "blur": ["it's all kind of blurry", "everything's out of focus and soft"],
        "warp": ["the trees look all bent and warped", "bits of the picture stretch and tear"],
        "noise": ["the footage is really grainy", "there's loads of grain and speckle"],
        "blocking": ["it's super pixelated and blocky", "you can see big compression blocks"],
    },
    "clean": {"": ["the footage looks great", "there are no glitches or anything", "the picture's nice and clean"]},
    "negation": {"yaw": ["We're not turning at all, not left or right.", "No panning either way here."],
                 "right": ["We don't go right at all, no turning or stepping that way.",
                           "Nothing going to the right, no pans or sidesteps that way."],
                 "tilt": ["We're not tilting up or down at all.", "No looking up or down here."],
                 "up": ["We never tilt up.", "No looking up at the sky."],
                 "backward": ["We're not backing off at all.", "No stepping back here."],
                 "forward": ["We're not moving forward at all.", "No walking ahead here."]},
}
#: A thirtieth grammar, written by a session that did not read the extractor, before its first run: automatic captions in the style of a large video-captioning dataset (short generic sentences, plain words, run-ons with "and then").
GRAMMAR_V30: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["pans to the left", "turns to the left", "pans left slowly", "rotates to the left",
                  "turns toward the left", "pans over to the left side of the scene"],
        "yaw+1": ["pans to the right", "turns to the right", "pans right slowly", "rotates to the right",
                  "turns toward the right", "pans over to the right side of the scene"],
        "sway-1": ["moves to the left", "slides to the left", "moves sideways to the left", "tracks left",
                   "moves slowly to the left", "shifts over to the left"],
        "sway+1": ["moves to the right", "slides to the right", "moves sideways to the right", "tracks right",
                   "moves slowly to the right", "shifts over to the right"],
        "surge+1": ["moves forward", "moves forward slowly", "moves in closer", "travels forward",
                    "pushes forward", "moves ahead"],
        "surge-1": ["moves backward", "moves back slowly", "pulls back", "moves away from the scene",
                    "backs up", "travels backward"],
        "pitch+1": ["tilts up", "tilts upward", "pans up", "tilts up toward the sky", "looks up", "points up"],
        "pitch-1": ["tilts down", "tilts downward", "pans down", "tilts down toward the ground", "looks down",
                    "points down"],
    },
    "nominal": {
        "yaw-1": ["a pan to the left", "a slow pan to the left", "a left turn"],
        "yaw+1": ["a pan to the right", "a slow pan to the right", "a right turn"],
        "sway-1": ["a movement to the left", "a sideways move to the left", "a tracking shot to the left"],
        "sway+1": ["a movement to the right", "a sideways move to the right", "a tracking shot to the right"],
        "surge+1": ["a forward movement", "a slow move forward", "a forward tracking shot"],
        "surge-1": ["a backward movement", "a move backward", "a slow pull back"],
        "pitch+1": ["a tilt up", "an upward tilt", "a slow tilt up"],
        "pitch-1": ["a tilt down", "a downward tilt", "a slow tilt down"],
    },
    "frame": {"": ["The video shows {n}", "The video features {n}", "{S} makes {n}", "There is {n} in the video",
                   "The clip shows {n}", "The scene is filmed with {n}"]},
    "nominal_join": {"": ["and", "and then", "followed by"]},
    "join": {"": [" and then ", " and ", ", and then ", " as "]},
    "picture": {
        "h-1": ["the {thing} move to the right side of the frame", "the {thing} go out of the frame on the right",
                "the {thing} move from left to right across the frame",
                "the {thing} shift to the right and new parts of the scene come into view from the left"],
        "h+1": ["the {thing} move to the left side of the frame", "the {thing} go out of the frame on the left",
                "the {thing} move from right to left across the frame",
                "the {thing} shift to the left and new parts of the scene come into view from the right"],
        "surge+1": ["the {thing} get bigger", "the {thing} get closer and closer",
                    "the {thing} become larger in the frame", "the {thing} spread out toward the edges of the frame"],
        "surge-1": ["the {thing} get smaller", "the {thing} get farther and farther away",
                    "the {thing} become smaller in the frame", "the {thing} move in toward the center of the frame"],
        "pitch+1": ["the {thing} move down in the frame", "the {thing} go down and out of the bottom of the frame",
                    "the ground goes out of view at the bottom of the frame",
                    "more of the sky comes into view at the top"],
        "pitch-1": ["the {thing} move up in the frame", "the {thing} go up and out of the top of the frame",
                    "the sky goes out of view at the top of the frame",
                    "more of the ground comes into view at the bottom"],
    },
    "thing": {"": ["trees", "buildings", "cars", "people", "houses", "rocks"]},
    "subject": {"": ["The camera", "It", "The camera view", "The view", "The shot", "The video camera"]},
    "hedge": {"": ["It looks like {s} {v}", "{S} appears to {b}", "{S} seems to {b}", "It seems that {s} {v}",
                   "There appears to be {n}", "{S} might {b}"]},
    "static": {"": ["stays still", "does not move", "remains still throughout the video", "stays in one place",
                    "doesn't move at all", "remains fixed on the scene"]},
    "defect": {
        "flicker": ["the video flickers", "the brightness flashes on and off"],
        "ghosting": ["there are ghost images in the video", "moving things leave trails behind them"],
        "jitter": ["the video is shaky", "the image shakes a lot"],
        "stutter": ["the video is choppy", "the video skips frames"],
        "frame_order": ["the frames are out of order", "the video jumps back in time"],
        "drift": ["the colors change over time", "the colors slowly shift"],
        "blur": ["the video is blurry", "the image is out of focus"],
        "warp": ["the image is distorted and bends", "the shapes in the video bend and warp"],
        "noise": ["the video is grainy", "there is a lot of noise in the image"],
        "blocking": ["the video is blocky", "there are compression blocks in the image"],
    },
    "clean": {"": ["the video is clear", "the video quality is good", "there are no problems with the video"]},
    "negation": {"yaw": ["The camera does not turn.", "The camera does not pan left or right."],
                 "right": ["The camera does not move or turn to the right.", "There is no movement to the right."],
                 "tilt": ["The camera does not tilt up or down.", "There is no tilting in the video."],
                 "up": ["The camera does not tilt up.", "There is no upward tilt."],
                 "backward": ["The camera does not move backward."],
                 "forward": ["The camera does not move forward.", "There is no forward movement."]},
}
#: A thirty-first grammar, written by a session that did not read the extractor, before its first run: a science-fiction novelist's literary prose about a probe's onboard camera (port/starboard and plain left/right, thrusters, optics, telemetry, the void).
GRAMMAR_V31: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["swings its gaze to port", "turns slowly to the left", "pivots toward port on its gyros",
                  "rotates leftward across the starfield", "yaws to port",
                  "wheels its lens round to the left"],
        "yaw+1": ["swings its gaze to starboard", "turns slowly to the right", "pivots toward starboard on its gyros",
                  "rotates rightward across the starfield", "yaws to starboard",
                  "wheels its lens round to the right"],
        "sway-1": ["slides sideways to port", "sidles left on its lateral thrusters", "crabs to port without turning",
                   "drifts laterally to the left", "translates to port with its heading unchanged",
                   "edges sideways to the left"],
        "sway+1": ["slides sideways to starboard", "sidles right on its lateral thrusters",
                   "crabs to starboard without turning", "drifts laterally to the right",
                   "translates to starboard with its heading unchanged", "edges sideways to the right"],
        "surge+1": ["pushes forward", "glides ahead", "advances steadily", "noses forward into the dark",
                    "closes in on whatever lies ahead", "presses onward"],
        "surge-1": ["backs away", "withdraws slowly", "falls back", "retreats on reverse thrust", "eases backward",
                    "draws back from the scene"],
        "pitch+1": ["tilts its gaze upward", "raises its view toward the zenith", "cranes upward", "angles its lens up",
                    "pitches up"],
        "pitch-1": ["tilts its gaze downward", "lowers its view toward the surface below", "dips its lens down",
                    "pitches down", "angles downward toward the ground"],
    },
    "nominal": {
        "yaw-1": ["a slow turn to port", "a leftward swing of its gaze", "a pivot to the left"],
        "yaw+1": ["a slow turn to starboard", "a rightward swing of its gaze", "a pivot to the right"],
        "sway-1": ["a sideways slide to port", "a lateral drift to the left", "a crabbing sidestep to the left"],
        "sway+1": ["a sideways slide to starboard", "a lateral drift to the right", "a crabbing sidestep to the right"],
        "surge+1": ["a steady advance", "a forward glide", "a push forward into the dark"],
        "surge-1": ["a slow retreat", "a backward drift", "a withdrawal on reverse thrust"],
        "pitch+1": ["an upward tilt", "a lift of the lens toward the zenith", "a pitch upward"],
        "pitch-1": ["a downward tilt", "a dip of the lens toward the ground", "a pitch downward"],
    },
    "frame": {"": ["What the feed records is {n}", "The telemetry tells of {n}", "{S} executes {n}",
                   "On the monitors it plays out as {n}", "Frame after frame, the story is {n}",
                   "The mission log would call it {n}"]},
    "nominal_join": {"": ["and", "paired with", "coupled with"]},
    "join": {"": [" as ", ", and all the while ", " even as ", ", and in the same breath "]},
    "picture": {
        "h-1": ["the {thing} slide rightward across the frame",
                "the {thing} drift off the right side of the image while new ones rise in from the left",
                "the {thing} stream away to the right of the field of view",
                "everything in view, {thing} included, slips rightward"],
        "h+1": ["the {thing} slide leftward across the frame",
                "the {thing} drift off the left side of the image while new ones rise in from the right",
                "the {thing} stream away to the left of the field of view",
                "everything in view, {thing} included, slips leftward"],
        "surge+1": ["the {thing} swell steadily in the frame",
                    "the {thing} loom larger and spread toward the edges of the image",
                    "the {thing} bloom outward from the centre of the view"],
        "surge-1": ["the {thing} shrink in the frame",
                    "the {thing} dwindle and gather toward the centre of the view",
                    "the {thing} recede and draw in toward the middle of the image"],
        "pitch+1": ["the {thing} sink down the frame", "the horizon sinks out through the bottom of the image",
                    "the {thing} slide down toward the lower edge of the view"],
        "pitch-1": ["the {thing} climb up the frame", "the horizon climbs out through the top of the image",
                    "the {thing} rise toward the upper edge of the view"],
    },
    "thing": {"": ["ice boulders", "distant stars", "station girders", "shards of debris", "hull plates",
                   "crater rims"]},
    "subject": {"": ["The probe", "The drone", "Its sensor eye", "The probe's camera", "It",
                     "The craft's main optic"]},
    "hedge": {"": ["{S} appears to {b}", "As far as the telemetry can tell, {s} {v}",
                   "By every reading, {s} {v}", "It looks as though {s} {v}",
                   "If the data can be trusted, {s} {v}", "What the instruments hint at is {n}"]},
    "static": {"": ["holds station, perfectly still", "hangs motionless in the void",
                    "keeps its position without the slightest twitch", "stays locked in place",
                    "does not move at all", "remains fixed where it is"]},
    "defect": {
        "flicker": ["the exposure flickers from bright to dim", "the brightness throbs and flashes"],
        "ghosting": ["faint doubles trail behind every moving shape", "each object drags a pale ghost of itself"],
        "jitter": ["the image shudders as if the mount had worked loose", "the picture trembles and shakes"],
        "stutter": ["the feed hitches, dropping and repeating frames", "the motion comes in choppy lurches"],
        "frame_order": ["frames arrive out of sequence", "time seems to skip backward between frames"],
        "drift": ["the colours slowly bleed toward a different hue", "the palette shifts as the sequence runs on"],
        "blur": ["everything is smeared and soft", "the image is badly blurred"],
        "warp": ["straight edges bend and tear", "the geometry buckles and warps"],
        "noise": ["a fine grain crawls over the image", "the picture is speckled with sensor noise"],
        "blocking": ["the image breaks apart into compression blocks", "coarse square artefacts tile the frame"],
    },
    "clean": {"": ["the image is clean and sharp", "the feed shows no artefacts at all",
                   "nothing in the picture is corrupted"]},
    "negation": {"yaw": ["At no point does it turn to either side.",
                         "It never rotates, neither to port nor to starboard."],
                 "right": ["Nothing carries it to starboard, by turn or by thrust.",
                           "It neither turns nor moves to the right."],
                 "tilt": ["Its gaze never tilts up or down.", "There is no pitch, up or down."],
                 "up": ["It never tilts upward."],
                 "backward": ["At no point does it move backward."],
                 "forward": ["It makes no forward progress."]},
}
#: A thirty-second grammar, written by a session that did not read the extractor, before its first run: gamers in a livestream chat hyping the in-game camera (lowercase slang, "ngl", "bro", "sends it", short bursts).
GRAMMAR_V32: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["whips left", "flicks over to the left", "snaps the cam to the left", "spins left real quick",
                  "swings around to the left", "pans left hard"],
        "yaw+1": ["whips right", "flicks over to the right", "snaps the cam to the right", "spins right real quick",
                  "swings around to the right", "pans right hard"],
        "sway-1": ["strafes left", "crab-walks to the left", "slides over left without turning",
                   "sidesteps to the left", "strafes hard left", "shuffles sideways to the left"],
        "sway+1": ["strafes right", "crab-walks to the right", "slides over right without turning",
                   "sidesteps to the right", "strafes hard right", "shuffles sideways to the right"],
        "surge+1": ["sends it straight forward", "holds W to push in", "rushes in forward", "sprints ahead",
                    "charges straight forward", "yeets itself forward"],
        "surge-1": ["backpedals", "holds S to back up", "backs off real slow", "peels back",
                    "retreats backward", "yeets itself backward"],
        "pitch+1": ["looks up", "flicks up at the sky", "tilts up", "checks the ceiling real quick",
                    "cranks the aim up", "aims up high"],
        "pitch-1": ["looks down", "stares down at the floor", "tilts down", "checks its feet real quick",
                    "drops the aim down", "aims down at the ground"],
    },
    "nominal": {
        "yaw-1": ["a hard flick left", "a whip to the left", "a quick pan left"],
        "yaw+1": ["a hard flick right", "a whip to the right", "a quick pan right"],
        "sway-1": ["a left strafe", "a crab walk to the left", "a sidestep left"],
        "sway+1": ["a right strafe", "a crab walk to the right", "a sidestep right"],
        "surge+1": ["a full send forward", "a push straight ahead", "a W-key sprint forward"],
        "surge-1": ["a backpedal", "a retreat backward", "an S-key back-up"],
        "pitch+1": ["a look up", "a flick up at the sky", "an upward tilt"],
        "pitch-1": ["a look down", "a flick down at the floor", "a downward tilt"],
    },
    "frame": {"": ["ngl that's {n}", "bro just did {n}", "{S} hits us with {n}", "lowkey {n} right there",
                   "chat, that was {n}", "clip it, {n}"]},
    "nominal_join": {"": ["and", "plus", "into"]},
    "join": {"": [" and ", ", plus ", " while ", " and same time "]},
    "picture": {
        "h-1": ["the {thing} slide off to the right", "the {thing} zip across to the right side of the screen",
                "the {thing} yeet off the right edge and new stuff pops in from the left",
                "everything, {thing} included, scrolls right"],
        "h+1": ["the {thing} slide off to the left", "the {thing} zip across to the left side of the screen",
                "the {thing} yeet off the left edge and new stuff pops in from the right",
                "everything, {thing} included, scrolls left"],
        "surge+1": ["the {thing} get way bigger", "the {thing} zoom up right in your face",
                    "the {thing} spread out toward the edges of the screen"],
        "surge-1": ["the {thing} get tiny", "the {thing} shrink off into the distance",
                    "the {thing} bunch up toward the middle of the screen"],
        "pitch+1": ["the {thing} sink down the screen", "the floor drops out the bottom of the screen",
                    "the {thing} slide down and out the bottom"],
        "pitch-1": ["the {thing} float up the screen", "the sky slides out the top of the screen",
                    "the {thing} scroll up and out the top"],
    },
    "thing": {"": ["crates", "trees", "buildings", "rocks", "lamp posts", "parked cars"]},
    "subject": {"": ["The cam", "Bro's cam", "The POV", "It", "The camera", "Streamer's cam"]},
    "hedge": {"": ["lowkey think {s} {v}", "ngl {s} {v}", "pretty sure {s} {v}", "{S} kinda seems to {b}",
                   "unless i'm trippin {s} {v}", "feels like {n} tbh"]},
    "static": {"": ["just chills in one spot", "doesn't move at all lol", "stays dead still the whole time",
                    "is straight up afk, zero movement", "sits there doing nothing", "literally never budges"]},
    "defect": {
        "flicker": ["the lighting keeps strobing like crazy", "the brightness is flashing on and off"],
        "ghosting": ["there's ghosting everywhere, straight up double images",
                     "stuff leaves these weird trails behind it"],
        "jitter": ["the screen is shaking like crazy", "the cam is jittery af"],
        "stutter": ["it's mad choppy, frames keep dropping", "the fps is stuttering hard"],
        "frame_order": ["the frames are out of order", "it keeps skipping back in time like a busted replay"],
        "drift": ["the colors slowly shift over time", "the colors keep drifting weird as it goes"],
        "blur": ["everything is super blurry", "it's smeary af"],
        "warp": ["the walls are bending and warping", "the map geometry bends and tears all wonky"],
        "noise": ["it's grainy af", "there's crazy noise all over the picture"],
        "blocking": ["it's hella blocky, compression squares everywhere",
                     "the bitrate is trash, it's all big blocks"],
    },
    "clean": {"": ["it looks clean", "no glitches, picture is crisp", "visuals are solid, nothing's broken"]},
    "negation": {"yaw": ["No turning at all tho.", "It never turns left or right btw."],
                 "right": ["Nothing going right tho, no turn and no strafe.", "It never goes right at all."],
                 "tilt": ["No looking up or down.", "It never tilts up or down btw."],
                 "up": ["It never looks up tho."], "backward": ["Zero backing up."],
                 "forward": ["No pushing forward at all."]},
}
#: A thirty-third grammar, written by a session that did not read the extractor, before its first run: a museum or heritage-site audio guide script (polite second person, "you will notice", historical asides, present tense).
GRAMMAR_V33: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["turns gently to the left", "pans slowly round to our left",
                  "swings round to the left toward the Flemish tapestries of about 1500",
                  "rotates to face the left-hand wall", "turns its gaze to the left", "pivots toward the left"],
        "yaw+1": ["turns gently to the right", "pans slowly round to our right",
                  "swings round to the right toward the founder's portrait of 1782",
                  "rotates to face the right-hand wall", "turns its gaze to the right", "pivots toward the right"],
        "sway-1": ["steps sideways to our left", "moves along to the left with the exhibits still in front of us",
                   "slides sideways toward the left", "tracks left along the gallery wall",
                   "shifts across to the left without turning", "edges sideways to the left"],
        "sway+1": ["steps sideways to our right", "moves along to the right with the exhibits still in front of us",
                   "slides sideways toward the right", "tracks right along the gallery wall",
                   "shifts across to the right without turning", "edges sideways to the right"],
        "surge+1": ["moves forward into the gallery", "advances toward the next exhibit", "proceeds slowly ahead",
                    "draws nearer to the display", "steps forward into the great hall",
                    "carries us further into what was once the bishop's private library"],
        "surge-1": ["steps back from the display", "withdraws slowly from the exhibit",
                    "retreats toward the entrance", "moves backward away from the case", "backs away gently",
                    "draws back from the altarpiece to give us the wider view"],
        "pitch+1": ["tilts upward toward the ceiling", "lifts its gaze to the vaulted ceiling",
                    "looks up toward the fourteenth-century oak rafters",
                    "raises its view to the upper gallery", "tilts up to take in the frieze"],
        "pitch-1": ["tilts downward toward the floor", "lowers its gaze to the Roman mosaic floor",
                    "looks down toward the worn flagstones", "dips its view to the lowest shelf of the cabinet",
                    "tilts down to take in the inscription at the base"],
    },
    "nominal": {
        "yaw-1": ["a gentle turn to the left", "a slow pan round to our left", "a leisurely turn toward the left"],
        "yaw+1": ["a gentle turn to the right", "a slow pan round to our right", "a leisurely turn toward the right"],
        "sway-1": ["a sideways glide to the left", "a sideways step to our left, without turning",
                   "a lateral move to the left along the wall"],
        "sway+1": ["a sideways glide to the right", "a sideways step to our right, without turning",
                   "a lateral move to the right along the wall"],
        "surge+1": ["a slow advance into the gallery", "a step forward toward the exhibit",
                    "steady progress forward into the hall"],
        "surge-1": ["a gentle withdrawal from the display", "a step back from the exhibit",
                    "a slow retreat toward the doorway"],
        "pitch+1": ["an upward tilt toward the ceiling", "a lifting of our gaze", "a glance up at the rafters"],
        "pitch-1": ["a downward tilt toward the floor", "a lowering of our gaze", "a glance down at the floor"],
    },
    "frame": {"": ["What you are seeing here is {n}", "At this point in the tour there is {n}",
                   "Here we have {n}", "{S} now makes {n}", "You will notice {n} at this stage",
                   "Just as Victorian visitors would have done, we now make {n}"]},
    "nominal_join": {"": ["and", "together with", "combined with"]},
    "join": {"": [" while ", ", and in the same movement ", ", and at the same moment ", " as "]},
    "picture": {
        "h-1": ["the {thing} glide gently across toward the right-hand side of the picture",
                "the {thing} pass out of view on the right, while fresh exhibits come into sight from the left",
                "the {thing} slip away toward the right edge of the frame",
                "the whole scene, {thing} included, shifts toward the right"],
        "h+1": ["the {thing} glide gently across toward the left-hand side of the picture",
                "the {thing} pass out of view on the left, while fresh exhibits come into sight from the right",
                "the {thing} slip away toward the left edge of the frame",
                "the whole scene, {thing} included, shifts toward the left"],
        "surge+1": ["the {thing} grow steadily larger before you",
                    "the {thing} loom ever larger before your eyes and spread out toward the edges of the frame",
                    "the {thing} swell until they nearly fill the picture"],
        "surge-1": ["the {thing} recede and grow smaller",
                    "the {thing} shrink gradually toward the centre of the frame",
                    "the {thing} draw back into the distance, much as they would have appeared to a visitor at the door"],
        "pitch+1": ["the {thing} sink toward the bottom of the picture",
                    "the floor slips away beneath the lower edge of the frame",
                    "the {thing} descend the frame and the painted ceiling comes into view"],
        "pitch-1": ["the {thing} rise toward the top of the picture",
                    "the ceiling disappears past the upper edge of the frame",
                    "the {thing} climb the frame and the flagstones come into view"],
    },
    "thing": {"": ["display cases", "portraits", "marble busts", "tapestries", "suits of armour", "stone columns"]},
    "subject": {"": ["The camera", "Our view", "Your guide's camera", "It", "The lens", "Our viewpoint"]},
    "hedge": {"": ["You may notice that {s} {v}", "{S} appears to {b}", "If you look closely, {s} {v}",
                   "It seems that {s} {v}", "{S} {v}, if I am not mistaken",
                   "What you are seeing is most likely {n}"]},
    "static": {"": ["remains quite still", "stays fixed in one place", "holds perfectly still before the exhibit",
                    "rests in the same spot for the whole of this section", "keeps its position without moving at all",
                    "does not move an inch, so do take your time"]},
    "defect": {
        "flicker": ["the brightness of the picture flickers noticeably",
                    "you may notice the light flashing brighter and darker"],
        "ghosting": ["faint double images trail behind the exhibits",
                     "you will notice ghostly afterimages following each object"],
        "jitter": ["the picture trembles and shakes", "the image jitters as though held by an unsteady hand"],
        "stutter": ["the footage is rather choppy, with frames skipped or repeated",
                    "the motion stutters where frames have been dropped"],
        "frame_order": ["some frames appear out of their proper order", "the footage jumps back in time now and then"],
        "drift": ["the colours gradually shift as the tour goes on", "the colour balance slowly changes over time"],
        "blur": ["the image is rather blurred", "the details of the exhibits are soft and out of focus"],
        "warp": ["the walls appear to bend and tear", "the shapes of the exhibits look distorted and warped"],
        "noise": ["the picture is quite grainy", "a fine grain of noise covers the image"],
        "blocking": ["the image breaks up into square compression blocks",
                     "you will notice blocky compression artefacts"],
    },
    "clean": {"": ["the picture is clear and free of blemishes", "the footage is in excellent condition",
                   "the image shows no faults whatsoever"]},
    "negation": {"yaw": ["At no point does the camera turn to either side.",
                         "You will notice that the view does not pan left or right."],
                 "right": ["The camera neither turns nor moves toward the right.",
                           "Nothing carries us to the right, either by turning or by stepping aside."],
                 "tilt": ["The camera does not tilt up or down at any point.", "Our gaze is neither raised nor lowered."],
                 "up": ["The camera does not look up toward the ceiling."],
                 "backward": ["At no stage do we step backward."],
                 "forward": ["We do not move any further forward."]},
}
#: A thirty-fourth grammar, written by a session that did not read the extractor, before its first run: an autonomous-driving engineer's terse log review of ego-vehicle camera motion (ego-motion, heading, lateral offset, longitudinal motion, pitch jargon).
GRAMMAR_V34: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["yaws left", "swings its heading to the left", "pans left", "rotates in yaw toward the left",
                  "picks up a left yaw rate", "changes heading to the left"],
        "yaw+1": ["yaws right", "swings its heading to the right", "pans right", "rotates in yaw toward the right",
                  "picks up a right yaw rate", "changes heading to the right"],
        "sway-1": ["translates laterally to the left", "shifts its lateral offset to the left",
                   "crabs left with heading held", "drifts laterally to the left",
                   "slides left without any heading change", "moves sideways to the left"],
        "sway+1": ["translates laterally to the right", "shifts its lateral offset to the right",
                   "crabs right with heading held", "drifts laterally to the right",
                   "slides right without any heading change", "moves sideways to the right"],
        "surge+1": ["advances", "moves forward", "drives straight ahead", "proceeds forward along the lane",
                    "creeps forward", "rolls ahead longitudinally"],
        "surge-1": ["reverses", "backs up", "moves backward", "rolls backward", "creeps back",
                    "translates rearward"],
        "pitch+1": ["pitches up", "tilts up", "angles up toward the sky", "raises its pitch",
                    "tips its boresight upward", "nods upward"],
        "pitch-1": ["pitches down", "tilts down", "angles down toward the road surface", "lowers its pitch",
                    "tips its boresight downward", "nods downward"],
    },
    "nominal": {
        "yaw-1": ["a left yaw", "a heading change to the left", "a leftward pan"],
        "yaw+1": ["a right yaw", "a heading change to the right", "a rightward pan"],
        "sway-1": ["a lateral shift to the left", "leftward lateral translation", "a left crab with heading held"],
        "sway+1": ["a lateral shift to the right", "rightward lateral translation", "a right crab with heading held"],
        "surge+1": ["forward longitudinal motion", "a forward advance", "forward ego-motion"],
        "surge-1": ["rearward longitudinal motion", "a reversing maneuver", "backward ego-motion"],
        "pitch+1": ["an upward pitch", "a nose-up tilt", "a pitch-up"],
        "pitch-1": ["a downward pitch", "a nose-down tilt", "a pitch-down"],
    },
    "frame": {"": ["Ego-motion for this segment: {n}", "Log shows {n}", "Net motion reads as {n}",
                   "{S} performs {n}", "Visually this is {n}", "Observed: {n}"]},
    "nominal_join": {"": ["and", "plus", "combined with"]},
    "join": {"": [" while ", "; simultaneously ", ", and concurrently ", " as "]},
    "picture": {
        "h-1": ["the {thing} sweep toward the right edge of the frame",
                "the {thing} exit the frame on the right, with new scene entering from the left",
                "image flow on the {thing} is rightward",
                "the {thing} track rightward across the image"],
        "h+1": ["the {thing} sweep toward the left edge of the frame",
                "the {thing} exit the frame on the left, with new scene entering from the right",
                "image flow on the {thing} is leftward",
                "the {thing} track leftward across the image"],
        "surge+1": ["the {thing} expand outward from the focus of expansion",
                    "the {thing} grow and stream out toward the frame edges",
                    "the {thing} scale up as they close in"],
        "surge-1": ["the {thing} contract toward the image center", "the {thing} shrink and recede",
                    "the {thing} converge toward the vanishing point"],
        "pitch+1": ["the {thing} shift down in the image", "the horizon line drops toward the bottom of the frame",
                    "the road surface leaves the frame at the bottom"],
        "pitch-1": ["the {thing} shift up in the image", "the horizon line rises toward the top of the frame",
                    "the sky leaves the frame at the top"],
    },
    "thing": {"": ["lane markings", "parked cars", "lamp posts", "road signs", "traffic cones", "building facades"]},
    "subject": {"": ["The ego camera", "The front cam", "The camera rig", "Ego", "The sensor head", "It"]},
    "hedge": {"": ["{S} appears to {b}", "Tentatively, {s} {v}", "Moderate confidence: {s} {v}",
                   "Best estimate is that {s} {v}", "{S} likely {v}", "Best guess is {n}"]},
    "static": {"": ["holds station", "is stationary throughout", "shows zero ego-motion", "stays fixed in place",
                    "remains static for the whole clip", "has no measurable motion"]},
    "defect": {
        "flicker": ["exposure flickers frame to frame", "there is visible luminance flicker"],
        "ghosting": ["moving objects leave ghost trails", "double images show up around edges"],
        "jitter": ["the image shakes with high-frequency jitter", "there is visible camera shake"],
        "stutter": ["playback stutters with dropped frames", "frames repeat and the motion is choppy"],
        "frame_order": ["frames arrive out of order", "timestamps jump backward and frames play out of sequence"],
        "drift": ["white balance drifts over the clip", "the colour cast shifts gradually over time"],
        "blur": ["the image is motion-blurred", "fine detail is smeared by blur"],
        "warp": ["straight edges bend and tear", "scene geometry warps visibly"],
        "noise": ["the image is heavy with sensor noise", "there is visible grain"],
        "blocking": ["compression blocking is visible", "macroblock artifacts show up in flat regions"],
    },
    "clean": {"": ["image quality is nominal", "no artifacts observed", "the frames are clean"]},
    "negation": {"yaw": ["No yaw in either direction.", "Heading stays constant; no turning left or right."],
                 "right": ["No rightward motion, neither yaw nor lateral.",
                           "Nothing to the right: no right turn and no right shift."],
                 "tilt": ["No pitch change up or down.", "Pitch holds; no tilt in either direction."],
                 "up": ["No upward pitch.", "It does not pitch up."],
                 "backward": ["No rearward motion.", "It does not reverse."],
                 "forward": ["No forward motion.", "It makes no forward progress."]},
}
#: A thirty-fifth grammar, written by a session that did not read the extractor, before its first run: a physics teacher explaining the clip to students in terms of reference frames and relative motion (observer, apparent motion of the scene, 'relative to the room', worked-example tone, rhetorical questions).
GRAMMAR_V35: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["rotates to the left about a vertical axis", "turns leftward on the spot",
                  "pans to the left", "swings its line of sight to the left", "changes its heading toward the left",
                  "rotates counterclockwise (viewed from above)"],
        "yaw+1": ["rotates to the right about a vertical axis", "turns rightward on the spot",
                  "pans to the right", "swings its line of sight to the right", "changes its heading toward the right",
                  "rotates clockwise (viewed from above)"],
        "sway-1": ["translates to the left without rotating", "slides sideways to the left",
                   "shifts laterally to its left", "moves to the left with its heading held fixed",
                   "trucks to the left", "crabs sideways to the left"],
        "sway+1": ["translates to the right without rotating", "slides sideways to the right",
                   "shifts laterally to its right", "moves to the right with its heading held fixed",
                   "trucks to the right", "crabs sideways to the right"],
        "surge+1": ["moves forward through the room", "translates forward along its line of sight",
                    "advances toward what it's looking at", "dollies in", "travels straight ahead",
                    "pushes forward into the scene"],
        "surge-1": ["moves backward through the room", "translates backward along its line of sight",
                    "retreats from what it's looking at", "dollies out", "backs away from the objects in front of it",
                    "reverses away from the scene"],
        "pitch+1": ["tilts upward", "rotates its line of sight up toward the ceiling", "pitches up",
                    "tips its optical axis upward", "swings its gaze up", "angles itself upward"],
        "pitch-1": ["tilts downward", "rotates its line of sight down toward the floor", "pitches down",
                    "tips its optical axis downward", "swings its gaze down", "angles itself downward"],
    },
    "nominal": {
        "yaw-1": ["a rotation to the left", "a leftward pan", "a counterclockwise turn (viewed from above)"],
        "yaw+1": ["a rotation to the right", "a rightward pan", "a clockwise turn (viewed from above)"],
        "sway-1": ["a sideways translation to the left", "a lateral shift to the left", "a leftward truck with no rotation"],
        "sway+1": ["a sideways translation to the right", "a lateral shift to the right", "a rightward truck with no rotation"],
        "surge+1": ["a forward translation", "a dolly in toward the scene", "a displacement straight ahead"],
        "surge-1": ["a backward translation", "a dolly out away from the scene", "a displacement in reverse"],
        "pitch+1": ["an upward tilt", "a rotation of the line of sight toward the ceiling", "a pitch up"],
        "pitch-1": ["a downward tilt", "a rotation of the line of sight toward the floor", "a pitch down"],
    },
    "frame": {"": ["Relative to the room, what we have here is {n}", "So what kind of motion is this? It's {n}",
                   "{S} undergoes {n}", "In the room's frame of reference, we'd describe this as {n}",
                   "Let's write it down properly: {n}", "If we take the room as our reference frame, the answer is {n}"]},
    "nominal_join": {"": ["and", "combined with", "together with"]},
    "join": {"": [" and, at the same time, ", "; meanwhile, ", ", and simultaneously ", ", and over the same interval "]},
    "picture": {
        "h-1": ["the {thing} appear to drift to the right across the frame",
                "relative to the camera, the {thing} slide off toward the right edge",
                "the {thing} exit on the right as new parts of the room enter from the left",
                "the {thing}, which are of course at rest in the room, seem to move rightward"],
        "h+1": ["the {thing} appear to drift to the left across the frame",
                "relative to the camera, the {thing} slide off toward the left edge",
                "the {thing} exit on the left as new parts of the room enter from the right",
                "the {thing}, which are of course at rest in the room, seem to move leftward"],
        "surge+1": ["the {thing} appear to grow and spread out toward the edges of the frame",
                    "the {thing} loom larger as they seem to approach us",
                    "the {thing} expand outward from the centre of the frame"],
        "surge-1": ["the {thing} appear to shrink and gather toward the centre of the frame",
                    "the {thing} get smaller as they seem to recede from us",
                    "the {thing} contract in toward the middle of the frame"],
        "pitch+1": ["the {thing} appear to slide down the frame",
                    "the floor drops out of view at the bottom of the frame",
                    "the {thing} move down the screen, even though they're at rest relative to the room"],
        "pitch-1": ["the {thing} appear to rise up the frame",
                    "the ceiling passes out of view at the top of the frame",
                    "the {thing} move up the screen, even though nothing in the room has moved"],
    },
    "thing": {"": ["lab benches", "desks", "chairs", "windows", "posters", "ceiling lights"]},
    "subject": {"": ["The camera", "The observer", "Our observer", "The camera (our observer)", "It",
                     "Our point of view"]},
    "hedge": {"": ["As far as I can tell, {s} {v}", "If I'm reading the clip correctly, {s} {v}",
                   "{S} appears to {b}", "I'd say, tentatively, that {s} {v}",
                   "Unless I'm misreading the frames, {s} {v}", "Most likely, what we're seeing is {n}"]},
    "static": {"": ["stays at rest relative to the room", "remains stationary: zero velocity and zero rotation",
                    "holds still, and its position and orientation never change", "sits motionless in the room's frame",
                    "keeps the same position and heading throughout", "remains fixed, so any apparent motion would have to come from the scene itself"]},
    "defect": {
        "flicker": ["the brightness flickers from frame to frame", "the overall illumination keeps flashing on and off"],
        "ghosting": ["moving objects leave faint double images behind them", "there are ghostly trails behind anything that moves"],
        "jitter": ["the image shakes with small, rapid jolts", "there's a high-frequency jitter in the frame"],
        "stutter": ["the motion is choppy, as if frames were dropped or repeated", "the playback stutters"],
        "frame_order": ["some frames are out of order, so time seems to jump backward", "the sequence of frames isn't chronological"],
        "drift": ["the colours slowly shift over the course of the clip", "the colour balance drifts as time goes on"],
        "blur": ["the image is blurred", "everything is smeared and out of focus"],
        "warp": ["straight edges bend and tear in places", "the geometry of the room warps and distorts"],
        "noise": ["the picture is full of grain", "there's a lot of random speckle noise"],
        "blocking": ["you can see blocky compression artifacts", "the image breaks up into square compression blocks"],
    },
    "clean": {"": ["the image itself is clean", "there are no visual artifacts to speak of",
                   "the footage has no defects worth mentioning"]},
    "negation": {"yaw": ["Notice that the camera never rotates, either left or right.",
                         "Is there any turning? No: its heading stays fixed the whole time."],
                 "right": ["At no point does it move or turn to the right.",
                           "Nothing carries it rightward, neither a rotation nor a translation."],
                 "tilt": ["There's no tilting, up or down.",
                          "Does it pitch up or down? No, the line of sight stays level."],
                 "up": ["It never tilts upward."], "backward": ["There's no backward motion whatsoever."],
                 "forward": ["It never moves forward at all."]},
}
#: A thirty-sixth grammar, written by a session that did not read the extractor, before its first run: a gastroenterologist's endoscopy procedure report (scope tip deflection and angulation, advancement and withdrawal, lumen, clock-face positions, formal medical register).
GRAMMAR_V36: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["deflects to the left", "angulates leftward with the left-right control knob",
                  "turns its view toward the nine o'clock wall", "directs its viewing axis to the left",
                  "swings the field of view to the left", "angles leftward toward the left lateral wall"],
        "yaw+1": ["deflects to the right", "angulates rightward with the left-right control knob",
                  "turns its view toward the three o'clock wall", "directs its viewing axis to the right",
                  "swings the field of view to the right", "angles rightward toward the right lateral wall"],
        "sway-1": ["shifts laterally to the left without change in viewing axis", "slides sideways to the left",
                   "translates bodily toward the left", "moves laterally to the left, the tip pointing straight ahead",
                   "slips sideways toward the left wall"],
        "sway+1": ["shifts laterally to the right without change in viewing axis", "slides sideways to the right",
                   "translates bodily toward the right", "moves laterally to the right, the tip pointing straight ahead",
                   "slips sideways toward the right wall"],
        "surge+1": ["advances further along the lumen", "advances slowly under direct vision",
                    "passes deeper into the lumen", "moves forward toward the next fold",
                    "progresses forward with gentle insertion", "pushes forward through the lumen"],
        "surge-1": ["withdraws slowly under direct vision", "withdraws along the lumen",
                    "pulls back toward the previous fold", "retracts a short distance",
                    "backs out gradually", "comes back with gentle withdrawal"],
        "pitch+1": ["deflects upward", "angulates up with the up-down control knob",
                    "angles up toward the twelve o'clock position", "directs its view upward",
                    "deflects sharply upward"],
        "pitch-1": ["deflects downward", "angulates down with the up-down control knob",
                    "angles down toward the six o'clock position", "directs its view downward",
                    "deflects sharply downward"],
    },
    "nominal": {
        "yaw-1": ["leftward deflection of the tip", "left angulation of the distal tip",
                  "a turn of the viewing axis to the left"],
        "yaw+1": ["rightward deflection of the tip", "right angulation of the distal tip",
                  "a turn of the viewing axis to the right"],
        "sway-1": ["a lateral shift to the left", "sideways translation toward the left",
                   "leftward lateral displacement"],
        "sway+1": ["a lateral shift to the right", "sideways translation toward the right",
                   "rightward lateral displacement"],
        "surge+1": ["further advancement", "forward insertion along the lumen",
                    "progressive advancement"],
        "surge-1": ["withdrawal under direct vision", "slow withdrawal along the lumen", "gentle retraction"],
        "pitch+1": ["upward deflection of the tip", "up angulation of the distal tip",
                    "tip deflection toward twelve o'clock"],
        "pitch-1": ["downward deflection of the tip", "down angulation of the distal tip",
                    "tip deflection toward six o'clock"],
    },
    "frame": {"": ["Review of the recorded video demonstrates {n}", "{n} is noted at this point",
                   "{S} undergoes {n}", "The procedure record documents {n}",
                   "Maneuver at this stage: {n}", "Endoscopic findings are consistent with {n}"]},
    "nominal_join": {"": ["and", "with", "combined with", "accompanied by"]},
    "join": {"": [", and simultaneously ", " while ", "; concurrently, ", ", and at the same time "]},
    "picture": {
        "h-1": ["the {thing} move across the field of view toward the right",
                "the {thing} shift toward the three o'clock position",
                "the {thing} pass out of the field on the right, with new mucosa entering from the left",
                "the entire endoscopic image, {thing} included, slides to the right"],
        "h+1": ["the {thing} move across the field of view toward the left",
                "the {thing} shift toward the nine o'clock position",
                "the {thing} pass out of the field on the left, with new mucosa entering from the right",
                "the entire endoscopic image, {thing} included, slides to the left"],
        "surge+1": ["the {thing} enlarge progressively", "the {thing} approach and come to fill the field",
                    "the {thing} expand outward toward the periphery of the image"],
        "surge-1": ["the {thing} diminish progressively in size", "the {thing} recede into the distal lumen",
                    "the {thing} converge toward the centre of the field"],
        "pitch+1": ["the {thing} descend toward the bottom of the field",
                    "the {thing} move down toward the six o'clock position",
                    "the six o'clock wall passes out of view at the bottom of the image"],
        "pitch-1": ["the {thing} rise toward the top of the field",
                    "the {thing} move up toward the twelve o'clock position",
                    "the twelve o'clock wall passes out of view at the top of the image"],
    },
    "thing": {"": ["haustral folds", "mucosal folds", "submucosal vessels", "diverticular orifices",
                   "lymphoid follicles", "circular folds"]},
    "subject": {"": ["The scope", "The endoscope", "The distal tip", "The instrument", "It", "The colonoscope"]},
    "hedge": {"": ["{S} appears to {b}", "Findings suggest that {s} {v}",
                   "On review, {s} apparently {v}", "It is likely that {s} {v}",
                   "{S} probably {v}", "Possible {n}, not definitively confirmed"]},
    "static": {"": ["remains stationary throughout", "holds position without advancement, withdrawal or deflection",
                    "stays fixed in position within the lumen", "maintains a stable position for the entire sequence",
                    "shows no movement at any point"]},
    "defect": {
        "flicker": ["there is intermittent flickering of the illumination",
                    "the light output fluctuates in brightness from frame to frame"],
        "ghosting": ["double images with trailing artefact are seen",
                     "ghosted duplicate contours trail behind moving structures"],
        "jitter": ["the image is unstable with marked shaking", "there is considerable shaking of the image"],
        "stutter": ["the video is choppy with dropped frames", "frames are repeated and playback stutters"],
        "frame_order": ["the frames appear out of chronological sequence",
                        "the recording intermittently jumps backward in time"],
        "drift": ["the colour balance shifts progressively over the course of the recording",
                  "there is gradual drift in colour tone over time"],
        "blur": ["the image is out of focus and blurred", "the view is blurred, as with lens fogging"],
        "warp": ["the mucosal contours appear geometrically distorted and bent",
                 "there is warping and tearing of the image geometry"],
        "noise": ["the image is grainy", "there is marked electronic noise throughout the image"],
        "blocking": ["compression block artefact is evident", "the image breaks up into blocky compression squares"],
    },
    "clean": {"": ["image quality is adequate with no artefact", "no image artefact is identified",
                   "the image quality is excellent throughout"]},
    "negation": {"yaw": ["No left or right tip deflection is performed.",
                         "The tip is not angulated to either side."],
                 "right": ["There is no rightward deflection or rightward shift of the scope.",
                           "The scope neither angulates nor moves to the right."],
                 "tilt": ["No upward or downward tip deflection is made.", "The tip is not angulated up or down."],
                 "up": ["There is no upward deflection of the tip."],
                 "backward": ["The scope is not withdrawn."],
                 "forward": ["No further advancement of the scope is made."]},
}
#: A thirty-seventh grammar, written by a session that did not read the extractor, before its first run: a children's picture-book narrator in very simple English (short words, repetition, 'Look!', 'Whee', the camera as a friendly character, simple similes).
GRAMMAR_V37: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["turns to the left", "turns a little bit to the left", "spins around to the left like a top",
                  "looks over to the left like a curious owl", "swings its head round to the left",
                  "twists around to face the left"],
        "yaw+1": ["turns to the right", "turns a little bit to the right", "spins around to the right like a top",
                  "looks over to the right like a curious owl", "swings its head round to the right",
                  "twists around to face the right"],
        "sway-1": ["slides sideways to the left just like a crab", "scoots sideways to the left",
                   "takes little steps sideways to the left", "shuffles over to the left side",
                   "creeps sideways to the left", "scooches along to the left"],
        "sway+1": ["slides sideways to the right just like a crab", "scoots sideways to the right",
                   "takes little steps sideways to the right", "shuffles over to the right side",
                   "creeps sideways to the right", "scooches along to the right"],
        "surge+1": ["walks forward", "zooms ahead like a race car", "rolls forward closer and closer",
                    "steps forward step by step", "tiptoes forward bit by bit", "chugs ahead like a little train"],
        "surge-1": ["walks backward", "backs away slowly", "steps back step by step",
                    "rolls backward far, far away", "tiptoes backward", "scoots back like a shy mouse"],
        "pitch+1": ["looks up, up, up", "tips its head up to the sky", "peeks up at the sky",
                    "looks way up high", "lifts its eyes up to the clouds"],
        "pitch-1": ["looks down, down, down", "tips its head down to the ground", "peeks down at the grass",
                    "looks way down low", "lowers its eyes to the ground"],
    },
    "nominal": {
        "yaw-1": ["a turn to the left", "a big turn to the left", "a little spin to the left"],
        "yaw+1": ["a turn to the right", "a big turn to the right", "a little spin to the right"],
        "sway-1": ["a crab walk to the left", "a slide sideways to the left", "a sideways scoot to the left"],
        "sway+1": ["a crab walk to the right", "a slide sideways to the right", "a sideways scoot to the right"],
        "surge+1": ["a walk forward", "a big step forward", "a ride forward"],
        "surge-1": ["a walk backward", "a big step back", "a ride backward"],
        "pitch+1": ["a look up", "a peek up at the sky", "a big look up high"],
        "pitch-1": ["a look down", "a peek down at the ground", "a big look down low"],
    },
    "frame": {"": ["Look! Here comes {n}", "Now it is time for {n}", "Whee, here we go with {n}",
                   "{S} takes {n}", "What does {s} do now? {S} does {n}", "Guess what? {N}"]},
    "nominal_join": {"": ["and", "and also", "with"]},
    "join": {"": [" and ", ", and all at the same time ", " while ", "! And at the very same time "]},
    "picture": {
        "h-1": ["the {thing} slide away to the right", "the {thing} float over to the right side of the picture",
                "the {thing} go off the right side, and new ones peek in from the left",
                "all the {thing} move over to the right, like they are on a train"],
        "h+1": ["the {thing} slide away to the left", "the {thing} float over to the left side of the picture",
                "the {thing} go off the left side, and new ones peek in from the right",
                "all the {thing} move over to the left, like they are on a train"],
        "surge+1": ["the {thing} get bigger and bigger", "the {thing} grow big, big, big and spread out to the sides",
                    "the {thing} come closer and closer and fill up the picture"],
        "surge-1": ["the {thing} get smaller and smaller", "the {thing} shrink and go tiny, tiny, tiny",
                    "the {thing} get little and huddle into the middle of the picture"],
        "pitch+1": ["the {thing} sink down the picture", "the {thing} slide down, down, down the picture",
                    "the ground slips away at the bottom of the picture"],
        "pitch-1": ["the {thing} float up the picture", "the {thing} slide up, up, up the picture",
                    "the sky slips away at the top of the picture"],
    },
    "thing": {"": ["trees", "ducks", "houses", "flowers", "clouds", "balloons"]},
    "subject": {"": ["The camera", "Our little camera", "Our happy camera", "Our friend the camera", "It",
                     "Our camera friend"]},
    "hedge": {"": ["Maybe {s} {v}", "I think {s} {v}", "Hmm, {s} seems to {b}", "It looks like {s} {v}",
                   "Is it {n}? I think it is", "Maybe this is {n}"]},
    "static": {"": ["stays very, very still", "sits still, like a sleepy cat", "stays right where it is",
                    "rests and does not move at all", "stands still, still, still",
                    "waits in one spot and does not move one bit"]},
    "defect": {
        "flicker": ["the light blinks on and off, blink, blink", "the picture flashes bright and dark"],
        "ghosting": ["there are two of everything, like ghosts", "things leave a fuzzy trail behind them, like ghosts"],
        "jitter": ["the picture shakes, shake, shake, shake", "everything jiggles and shakes"],
        "stutter": ["the picture goes jump, stop, jump, stop", "some pictures are missing and some come twice"],
        "frame_order": ["the pictures come in the wrong order", "time jumps backward, then forward again"],
        "drift": ["the colours slowly change, little by little", "the colours go funny as time goes by"],
        "blur": ["everything is fuzzy and blurry", "it is all smudgy, like wet paint"],
        "warp": ["the lines bend and wiggle like noodles", "the shapes bend and tear like paper"],
        "noise": ["there are tiny dots everywhere, like sand", "the picture is all grainy and speckly"],
        "blocking": ["the picture breaks into little squares", "there are big blocky squares, like building bricks"],
    },
    "clean": {"": ["the picture looks nice and clear", "nothing is broken at all", "everything looks just right"]},
    "negation": {"yaw": ["It does not turn. Not to the left, not to the right!", "No turning at all. Not one bit."],
                 "right": ["It does not turn right, and it does not move right, either.",
                           "No turning to the right and no sliding to the right!"],
                 "tilt": ["It does not look up and it does not look down.",
                          "No looking up. No looking down. Just straight ahead!"],
                 "up": ["It does not look up, not even a little peek.", "No looking up at the sky."],
                 "backward": ["It does not go backward, not even one step."],
                 "forward": ["It does not go forward, not one little step."]},
}
#: A thirty-eighth grammar, written by a session that did not read the extractor, before its first run: a witness giving sworn testimony in a deposition transcript (first person, "I observed", "to the best of my recollection", careful qualifications).
GRAMMAR_V38: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["turns to the left", "pans toward the left-hand side", "rotates around to its left",
                  "swivels to the left", "swings leftward", "pivots to the left"],
        "yaw+1": ["turns to the right", "pans toward the right-hand side", "rotates around to its right",
                  "swivels to the right", "swings rightward", "pivots to the right"],
        "sway-1": ["moves sideways to the left", "shifts over to the left without turning",
                   "slides laterally to the left", "travels sideways toward the left-hand side",
                   "steps sideways to the left", "crabs over to the left"],
        "sway+1": ["moves sideways to the right", "shifts over to the right without turning",
                   "slides laterally to the right", "travels sideways toward the right-hand side",
                   "steps sideways to the right", "crabs over to the right"],
        "surge+1": ["moves forward", "advances toward the scene", "proceeds straight ahead",
                    "travels forward", "pushes in closer to what is in front of it", "comes forward"],
        "surge-1": ["moves backward", "backs away", "withdraws backward", "retreats from the scene",
                    "reverses away from what is in front of it", "pulls back"],
        "pitch+1": ["tilts upward", "angles up toward the sky", "looks up", "points upward",
                    "raises its view", "tips up"],
        "pitch-1": ["tilts downward", "angles down toward the ground", "looks down", "points downward",
                    "lowers its view", "tips down"],
    },
    "nominal": {
        "yaw-1": ["a pan to the left", "a leftward turn", "a rotation toward the left"],
        "yaw+1": ["a pan to the right", "a rightward turn", "a rotation toward the right"],
        "sway-1": ["a sideways move to the left", "a lateral shift to the left", "a sideways slide to the left"],
        "sway+1": ["a sideways move to the right", "a lateral shift to the right", "a sideways slide to the right"],
        "surge+1": ["forward movement", "an advance toward the scene", "a move forward"],
        "surge-1": ["backward movement", "a retreat away from the scene", "a move backward"],
        "pitch+1": ["an upward tilt", "a tilt up", "a tilting of the view upward"],
        "pitch-1": ["a downward tilt", "a tilt down", "a tilting of the view downward"],
    },
    "frame": {"": ["What I observed was {n}", "It is my testimony that there is {n}",
                   "The footage shows {n}, as I recall it", "I would describe it as {n}",
                   "{S} makes {n}, to the best of my recollection", "There is {n}, yes, that is what I saw"]},
    "nominal_join": {"": ["and", "together with", "accompanied by"]},
    "join": {"": [" and, at the same time, ", "; simultaneously, ", ", and during that same interval ",
                  " while "]},
    "picture": {
        "h-1": ["the {thing} move across toward the right-hand side of the frame",
                "I observed the {thing} leave the frame on the right, with new things coming into view on the left",
                "the {thing} drift over to the right in the picture",
                "everything in the picture, the {thing} included, shifts to the right"],
        "h+1": ["the {thing} move across toward the left-hand side of the frame",
                "I observed the {thing} leave the frame on the left, with new things coming into view on the right",
                "the {thing} drift over to the left in the picture",
                "everything in the picture, the {thing} included, shifts to the left"],
        "surge+1": ["the {thing} appear larger and larger",
                    "I observed the {thing} grow in size and spread out toward the edges of the frame",
                    "the {thing} get closer and fill more of the picture"],
        "surge-1": ["the {thing} appear smaller and smaller",
                    "I observed the {thing} shrink and draw in toward the center of the frame",
                    "the {thing} recede into the distance"],
        "pitch+1": ["the {thing} move downward in the frame", "the ground passes out of the bottom of the frame",
                    "I observed the {thing} sink toward the bottom of the picture"],
        "pitch-1": ["the {thing} move upward in the frame", "the sky passes out of the top of the frame",
                    "I observed the {thing} rise toward the top of the picture"],
    },
    "thing": {"": ["parked cars", "trees", "lampposts", "buildings", "pedestrians", "road signs"]},
    "subject": {"": ["The camera", "It", "The camera's view", "The point of view", "The recording device",
                     "The lens"]},
    "hedge": {"": ["To the best of my recollection, {s} {v}", "It is my testimony that {s} {v}",
                   "As I recall it, {s} {v}", "{S} appeared to me to {b}",
                   "I believe, though I cannot be absolutely certain, that {s} {v}",
                   "What I observed, as best I can recall, was {n}"]},
    "static": {"": ["remains stationary throughout, as far as I observed", "stays fixed in one position the entire time",
                    "holds perfectly still for the whole clip", "never moves, to my observation",
                    "does not move at all, so far as I could see", "remains in the same spot from start to finish"]},
    "defect": {
        "flicker": ["I observed the brightness flickering on and off", "the lighting flashes repeatedly"],
        "ghosting": ["there are double images, like ghosts, trailing behind objects",
                     "I saw faint duplicate outlines following things as they moved"],
        "jitter": ["the picture shakes in a jerky way", "the image is unsteady, it jitters"],
        "stutter": ["the motion is choppy, as if frames were dropped", "the picture hesitates and repeats frames"],
        "frame_order": ["the frames appear to be out of sequence", "the footage jumps back in time at points"],
        "drift": ["the colors gradually change over the course of the clip", "the color tone shifts slowly over time"],
        "blur": ["the picture is blurry", "the image is out of focus and smeared"],
        "warp": ["straight lines in the picture bend and distort", "the image warps, as if parts of it were torn"],
        "noise": ["the image is grainy", "there is visible noise, a kind of speckle, throughout"],
        "blocking": ["I saw square blocks in the picture, compression artifacts",
                     "the image breaks up into blocky squares"],
    },
    "clean": {"": ["I did not observe any defects in the picture", "the image appeared clean to me throughout",
                   "there was nothing wrong with the picture that I could see"]},
    "negation": {"yaw": ["I did not observe the camera turn in either direction.",
                         "At no point did it pan left or right, to my recollection."],
                 "right": ["I never saw it move or turn toward the right.",
                           "It is my testimony that nothing went to the right, neither a turn nor a sideways move."],
                 "tilt": ["There was no tilting, up or down, that I observed.",
                          "I did not see it tilt upward or downward at any time."],
                 "up": ["It did not tilt upward at any time that I recall."],
                 "backward": ["I did not see it back away at any point."],
                 "forward": ["At no time did it move forward, as far as I observed."]},
}
#: A thirty-ninth grammar, written by a session that did not read the extractor, before its first run: a VR player describing their own head and body movement in first person as the camera (my view, my head, my headset, casual).
GRAMMAR_V39: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["turns to the left as I look over my left shoulder", "swings left when I turn my head",
                  "pans over to my left", "rotates left as I turn my head that way",
                  "follows my head as I turn it to the left", "whips around to the left"],
        "yaw+1": ["turns to the right as I look over my right shoulder", "swings right when I turn my head",
                  "pans over to my right", "rotates right as I turn my head that way",
                  "follows my head as I turn it to the right", "whips around to the right"],
        "sway-1": ["shifts over to the left as I sidestep", "follows me as I take a step to the left",
                   "slides to the left when I strafe", "glides sideways to the left as I shuffle over",
                   "scoots over to the left", "moves left with me as I step sideways"],
        "sway+1": ["shifts over to the right as I sidestep", "follows me as I take a step to the right",
                   "slides to the right when I strafe", "glides sideways to the right as I shuffle over",
                   "scoots over to the right", "moves right with me as I step sideways"],
        "surge+1": ["moves forward as I walk ahead", "pushes forward when I step in", "leans in with me",
                    "creeps forward as I take a few steps", "follows me as I walk forward"],
        "surge-1": ["moves back as I step backward", "pulls back when I back up", "leans back with me",
                    "backs up as I take a step back", "follows me as I walk backward"],
        "pitch+1": ["tilts up as I look at the ceiling", "tips up when I glance up",
                    "follows my eyes up toward the sky", "angles upward as I tip my head back",
                    "looks up at the treetops"],
        "pitch-1": ["tilts down as I look at my feet", "dips when I glance down",
                    "follows my chin down toward the floor", "angles downward as I drop my chin",
                    "looks down at the ground"],
    },
    "nominal": {
        "yaw-1": ["a turn of my head to the left", "a look over my left shoulder", "a quick left head turn"],
        "yaw+1": ["a turn of my head to the right", "a look over my right shoulder", "a quick right head turn"],
        "sway-1": ["a sidestep to the left", "a step sideways to my left", "a little strafe left"],
        "sway+1": ["a sidestep to the right", "a step sideways to my right", "a little strafe right"],
        "surge+1": ["a few steps forward", "a lean in", "a walk forward"],
        "surge-1": ["a step back", "a few steps backward", "a lean back"],
        "pitch+1": ["a glance up", "a tilt of my head up", "a look up at the ceiling"],
        "pitch-1": ["a glance down", "a tilt of my head down", "a look down at my feet"],
    },
    "frame": {"": ["What I do here is {n}", "Then I just do {n}", "Here I do {n}", "That bit's basically {n}",
                   "On my end it's {n}", "I go with {n} here"]},
    "nominal_join": {"": ["and", "plus", "along with"]},
    "join": {"": [" and at the same time ", ", and meanwhile ", " while ", ", and also "]},
    "picture": {
        "h-1": ["the {thing} swing past me toward the right", "the {thing} slide off to the right side of my view",
                "the {thing} go out the right edge of my view while new stuff comes in on the left",
                "the {thing} sweep over to the right in my headset"],
        "h+1": ["the {thing} swing past me toward the left", "the {thing} slide off to the left side of my view",
                "the {thing} go out the left edge of my view while new stuff comes in on the right",
                "the {thing} sweep over to the left in my headset"],
        "surge+1": ["the {thing} loom bigger in front of me", "the {thing} spread out toward the edges of my view",
                    "the {thing} get closer and closer"],
        "surge-1": ["the {thing} shrink away in front of me", "the {thing} bunch up toward the middle of my view",
                    "the {thing} get farther and farther away"],
        "pitch+1": ["the {thing} sink toward the bottom of my view", "the floor drops out of the bottom of my view",
                    "the {thing} slide down my view"],
        "pitch-1": ["the {thing} rise up my view", "the sky disappears off the top of my view",
                    "the {thing} float up toward the top of my view"],
    },
    "thing": {"": ["trees", "lamp posts", "boulders", "NPCs", "fences", "shelves"]},
    "subject": {"": ["My view", "The view in my headset", "My headset", "My POV", "It", "My whole view"]},
    "hedge": {"": ["I'm pretty sure {s} {v}", "I think {s} {v}", "{S} kinda seems to {b}",
                   "If I remember right, {s} {v}", "As far as I can tell, {s} {v}", "Felt like {n}"]},
    "static": {"": ["doesn't move at all", "stays dead still", "never budges", "holds still the whole time",
                    "stays locked in place, I'm just standing there"]},
    "defect": {
        "flicker": ["the lighting in my headset keeps flashing", "the brightness flickers on and off"],
        "ghosting": ["everything has a faint double image", "stuff leaves ghostly trails behind it"],
        "jitter": ["my view shakes like crazy", "everything's jittery and shaky"],
        "stutter": ["it's choppy like the frame rate is tanking", "frames keep dropping and it stutters"],
        "frame_order": ["the frames come in the wrong order", "time seems to skip back and replay bits"],
        "drift": ["the colours slowly shift over time", "the colour tint keeps changing as it goes"],
        "blur": ["everything's blurry", "it's all smeared and out of focus"],
        "warp": ["the walls bend and warp", "the geometry tears and wobbles"],
        "noise": ["the image is super grainy", "there's a ton of noisy speckle"],
        "blocking": ["it's full of compression blocks", "everything's blocky like a bad stream"],
    },
    "clean": {"": ["the picture looks totally clean", "nothing looks glitchy",
                   "the image quality is great, no artifacts"]},
    "negation": {"yaw": ["I never turn my head either way.", "No turning left or right from me."],
                 "right": ["I don't turn or move to the right at all.",
                           "I don't go right at all, no turning or stepping that way."],
                 "tilt": ["I don't look up or down at all.", "No tilting my head up or down."],
                 "up": ["I never look up."], "backward": ["I don't step back at all."],
                 "forward": ["I don't walk forward at all."]},
}
#: A fortieth grammar, written by a session that did not read the extractor, before its first run: an architect's or land surveyor's site-walk report (bearing, elevation, sight line, axis of the corridor, plan view).
GRAMMAR_V40: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["swings its bearing round to the left", "pans left from its station",
                  "rotates its sight line toward the left", "brings the bearing round to the left",
                  "pivots on its station to the left", "wheels round to face left"],
        "yaw+1": ["swings its bearing round to the right", "pans right from its station",
                  "rotates its sight line toward the right", "brings the bearing round to the right",
                  "pivots on its station to the right", "wheels round to face right"],
        "sway-1": ["offsets to the left without altering its bearing", "crabs left along the building line",
                   "steps off the axis to the left", "shifts laterally to the left",
                   "moves across to the left parallel to the facade", "sidesteps left along the frontage"],
        "sway+1": ["offsets to the right without altering its bearing", "crabs right along the building line",
                   "steps off the axis to the right", "shifts laterally to the right",
                   "moves across to the right parallel to the facade", "sidesteps right along the frontage"],
        "surge+1": ["proceeds along the axis of the corridor", "advances down the centre line",
                    "moves forward along the sight line", "carries on ahead toward the far end",
                    "pushes in toward the end wall", "walks on down the corridor"],
        "surge-1": ["withdraws back along the axis", "retreats toward the entrance without turning round",
                    "backs away down the corridor", "falls back along the centre line",
                    "draws back from the end wall", "retires rearward along the approach"],
        "pitch+1": ["rakes upward toward the soffit", "raises its angle of elevation",
                    "tilts up toward the roofline", "lifts the sight line to the cornice",
                    "angles up to the ceiling"],
        "pitch-1": ["rakes downward to the floor slab", "lowers its angle of elevation",
                    "tilts down toward the threshold", "drops the sight line to the paving",
                    "angles down to the floor"],
    },
    "nominal": {
        "yaw-1": ["a swing of the bearing to the left", "a leftward pan from station",
                  "a rotation of the sight line to the left"],
        "yaw+1": ["a swing of the bearing to the right", "a rightward pan from station",
                  "a rotation of the sight line to the right"],
        "sway-1": ["a lateral offset to the left", "a sidestep left along the frontage",
                   "a leftward shift parallel to the facade"],
        "sway+1": ["a lateral offset to the right", "a sidestep right along the frontage",
                   "a rightward shift parallel to the facade"],
        "surge+1": ["an advance along the axis of the corridor", "forward progress down the centre line",
                    "a walk forward along the sight line"],
        "surge-1": ["a withdrawal back along the axis", "a retreat toward the entrance",
                    "rearward movement down the corridor"],
        "pitch+1": ["an upward rake of the view", "a lift of the sight line toward the soffit",
                    "a tilt up toward the roofline"],
        "pitch-1": ["a downward rake of the view", "a drop of the sight line to the floor slab",
                    "a tilt down toward the threshold"],
    },
    "frame": {"": ["Recorded at this station: {n}", "The walk-through shows {n}", "{S} makes {n} at this point",
                   "Noted on site: {n}", "Read against the plan, this is {n}", "At this stage of the walk there is {n}"]},
    "nominal_join": {"": ["and", "together with", "combined with"]},
    "join": {"": [" and at the same time ", ", while ", "; concurrently, ", ", and in the same movement "]},
    "picture": {
        "h-1": ["the {thing} pass out of the sight line toward the right",
                "the {thing} slip off the right-hand edge of the frame, with fresh elevation coming in on the left",
                "the {thing} travel across the frame toward the right",
                "the whole elevation, {thing} included, shifts to the right in the frame"],
        "h+1": ["the {thing} pass out of the sight line toward the left",
                "the {thing} slip off the left-hand edge of the frame, with fresh elevation coming in on the right",
                "the {thing} travel across the frame toward the left",
                "the whole elevation, {thing} included, shifts to the left in the frame"],
        "surge+1": ["the {thing} enlarge and spread out toward the edges of the frame",
                    "the {thing} open out and loom larger", "the {thing} grow steadily in the view"],
        "surge-1": ["the {thing} diminish and draw in toward the centre of the frame",
                    "the {thing} recede and grow smaller", "the {thing} close in on the vanishing point"],
        "pitch+1": ["the {thing} sink down through the frame",
                    "the floor slab passes out of view at the foot of the frame",
                    "the {thing} move down the frame as more of the roofline comes in at the top"],
        "pitch-1": ["the {thing} rise up through the frame",
                    "the soffit passes out of view at the head of the frame",
                    "the {thing} move up the frame as more of the floor comes in at the bottom"],
    },
    "thing": {"": ["columns", "window bays", "door openings", "piers", "lintels", "boundary markers"]},
    "subject": {"": ["The camera", "The viewpoint", "It", "The instrument", "The view", "The recording camera"]},
    "hedge": {"": ["{S} appears to {b}", "On balance, {s} {v}", "As far as can be judged from the footage, {s} {v}",
                   "{S} {v}, subject to confirmation on a second walk", "The record suggests {n}",
                   "It would seem that {s} {v}"]},
    "static": {"": ["holds its station throughout", "remains fixed on the one set-up", "stays put at a single position",
                    "keeps a fixed bearing and position for the whole run", "does not leave its station at any point"]},
    "defect": {
        "flicker": ["the light level pulses from frame to frame", "the exposure flickers noticeably"],
        "ghosting": ["edges carry a faint double image", "moving elements leave ghost trails behind them"],
        "jitter": ["the footage shakes as if the instrument were off its tripod", "the frame jitters constantly"],
        "stutter": ["the motion is choppy, with frames dropped or repeated", "playback stutters"],
        "frame_order": ["frames appear out of sequence", "the record jumps back in time at intervals"],
        "drift": ["the colour balance shifts gradually over the run",
                  "the tones drift from warm to cool as the footage goes on"],
        "blur": ["fine detail is soft and smeared", "the image is blurred throughout"],
        "warp": ["straight lines bow and kink", "the geometry of the walls bends and tears in places"],
        "noise": ["the image is grainy", "there is heavy grain in the shadows"],
        "blocking": ["compression blocks show in the flat areas", "the image breaks up into coarse square blocks"],
    },
    "clean": {"": ["the footage is free of defects", "image quality is sound throughout", "no artefacts were observed"]},
    "negation": {"yaw": ["The bearing is held throughout; there is no rotation either way.",
                         "At no point does the camera pan left or right."],
                 "right": ["There is no movement or turning toward the right.",
                           "The camera neither pans nor shifts to the right."],
                 "tilt": ["Elevation is constant; the view rakes neither up nor down.",
                          "There is no tilting up or down."],
                 "up": ["The sight line is never raised."],
                 "backward": ["There is no withdrawal back along the axis."],
                 "forward": ["There is no advance along the axis."]},
}
#: A forty-first grammar, written by a session that did not read the extractor, before its first run: a multimodal LLM judge reasoning in numbered steps with inline labels (Step 1:, Observation:, Conclusion:, This indicates that), precise but wordy.
GRAMMAR_V41: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["pans to the left", "rotates toward the left in a smooth, continuous pan",
                  "turns leftward about its vertical axis", "swivels to the left",
                  "turns its view toward the left side of the scene", "yaws to the left"],
        "yaw+1": ["pans to the right", "rotates toward the right in a smooth, continuous pan",
                  "turns rightward about its vertical axis", "swivels to the right",
                  "turns its view toward the right side of the scene", "yaws to the right"],
        "sway-1": ["translates laterally to the left", "tracks sideways to the left", "trucks left",
                   "shifts its position to the left without rotating", "moves sideways toward the left",
                   "slides laterally to the left"],
        "sway+1": ["translates laterally to the right", "tracks sideways to the right", "trucks right",
                   "shifts its position to the right without rotating", "moves sideways toward the right",
                   "slides laterally to the right"],
        "surge+1": ["moves forward", "advances into the scene", "dollies forward",
                    "pushes forward along its viewing direction", "travels forward through the environment",
                    "progresses steadily forward"],
        "surge-1": ["moves backward", "retreats away from the scene", "dollies backward",
                    "pulls back along its viewing axis", "travels in reverse, away from what it faces",
                    "withdraws steadily backward"],
        "pitch+1": ["tilts upward", "pitches up", "angles its view upward", "raises its viewing angle",
                    "tilts up toward the top of the scene"],
        "pitch-1": ["tilts downward", "pitches down", "angles its view downward", "lowers its viewing angle",
                    "tilts down toward the ground"],
    },
    "nominal": {
        "yaw-1": ["a leftward pan", "a rotation to the left", "a leftward yaw rotation"],
        "yaw+1": ["a rightward pan", "a rotation to the right", "a rightward yaw rotation"],
        "sway-1": ["a lateral translation to the left", "a leftward truck", "a sideways tracking move to the left"],
        "sway+1": ["a lateral translation to the right", "a rightward truck", "a sideways tracking move to the right"],
        "surge+1": ["a forward dolly", "forward translation along the optical axis", "a steady forward advance"],
        "surge-1": ["a backward dolly", "a pull-back away from the scene", "backward translation along the optical axis"],
        "pitch+1": ["an upward tilt", "a tilt up", "an upward pitch of the view"],
        "pitch-1": ["a downward tilt", "a tilt down", "a downward pitch of the view"],
    },
    "frame": {"": ["Observation: the dominant camera motion is {n}",
                   "Step 2: classifying the camera movement, I would describe it as {n}",
                   "Conclusion: the motion is best characterised as {n}",
                   "{S} performs {n}, which is the primary movement in this clip",
                   "Taken together, the motion cues indicate {n}",
                   "Step 1 (camera motion): the footage shows {n}"]},
    "nominal_join": {"": ["combined with", "together with", "and"]},
    "join": {"": [", and simultaneously ", "; concurrently, ", " while ", ", and in addition "]},
    "picture": {
        "h-1": ["the {thing} shift steadily toward the right edge of the frame",
                "the {thing} exit on the right side of the frame, with new scenery entering from the left",
                "the {thing} sweep from left to right across the image",
                "the optical flow carries the {thing} rightward across the frame"],
        "h+1": ["the {thing} shift steadily toward the left edge of the frame",
                "the {thing} exit on the left side of the frame, with new scenery entering from the right",
                "the {thing} sweep from right to left across the image",
                "the optical flow carries the {thing} leftward across the frame"],
        "surge+1": ["the {thing} grow larger and spread toward the edges of the frame",
                    "the {thing} expand outward from the centre of the image",
                    "the {thing} increase in apparent size and move out toward the borders"],
        "surge-1": ["the {thing} shrink and converge toward the centre of the frame",
                    "the {thing} decrease in apparent size and recede into the distance",
                    "the {thing} contract inward toward the middle of the image"],
        "pitch+1": ["the {thing} move downward in the frame",
                    "the {thing} slide toward the bottom edge, with the ground dropping out of view",
                    "the {thing} drift downward, the lower part of the scene passing out of the frame"],
        "pitch-1": ["the {thing} move upward in the frame",
                    "the {thing} slide toward the top edge, with the sky leaving the frame",
                    "the {thing} drift upward, the upper part of the scene passing out of the frame"],
    },
    "thing": {"": ["trees", "building facades", "parked cars", "lamp posts", "rock formations", "fence posts"]},
    "subject": {"": ["The camera", "The viewpoint", "It", "The virtual camera", "The camera in this clip",
                     "The point of view"]},
    "hedge": {"": ["Step 3: based on the available evidence, {s} appears to {b}",
                   "Observation (the cue is somewhat subtle): {s} {v}",
                   "My assessment, though I am not entirely certain, is that {s} {v}",
                   "Judging mainly by the middle section of the clip, {s} seems to {b}",
                   "The motion cues are somewhat noisy, but this indicates that {s} probably {v}",
                   "Tentative conclusion: this is most likely {n}"]},
    "static": {"": ["remains stationary throughout the clip", "stays completely still, with no translation or rotation",
                    "holds a fixed position and orientation for the entire duration",
                    "shows no measurable motion at all", "remains locked off, as if mounted on a tripod",
                    "exhibits no movement whatsoever"]},
    "defect": {
        "flicker": ["the overall brightness fluctuates noticeably from frame to frame",
                    "there is visible flickering in the luminance"],
        "ghosting": ["moving objects leave faint double images or trails behind them",
                     "there is noticeable ghosting, with semi-transparent duplicates of edges"],
        "jitter": ["the image exhibits high-frequency shake",
                   "there is visible jitter, with the frame trembling irregularly"],
        "stutter": ["playback is choppy, with frames that appear to be dropped or repeated",
                    "the motion stutters rather than progressing smoothly"],
        "frame_order": ["some frames appear out of order, with the action briefly jumping backward in time",
                        "the temporal sequence is inconsistent, as if frames had been shuffled"],
        "drift": ["the colour balance gradually shifts over the course of the clip",
                  "there is a progressive colour drift, with hues changing over time"],
        "blur": ["the image is noticeably blurred and lacks fine detail",
                 "significant blur softens edges throughout"],
        "warp": ["straight lines bend and the scene geometry appears distorted",
                 "there is warping, with parts of the scene stretching and tearing"],
        "noise": ["there is visible grain across the image",
                  "the footage contains a noticeable amount of noise"],
        "blocking": ["compression artefacts are visible as blocky squares",
                     "there are clear macroblocking artefacts in the flat regions"],
    },
    "clean": {"": ["no visual artefacts are detectable", "the image quality appears clean, with no defects observed",
                   "I did not identify any rendering or compression artefacts"]},
    "negation": {"yaw": ["Step 4: I checked for rotation and found no panning in either direction.",
                         "Observation: the camera does not turn to the left or to the right at any point."],
                 "right": ["There is no motion to the right, neither a rightward pan nor a rightward translation.",
                           "Conclusion: nothing in the clip indicates that the camera turns or moves to the right."],
                 "tilt": ["No tilt is present, either upward or downward.",
                          "Step 4: the vertical angle stays constant, so the camera does not tilt up or down."],
                 "up": ["Observation: the camera does not tilt upward at any point."],
                 "backward": ["At no point does the camera move backward."],
                 "forward": ["Conclusion: no forward motion is observed."]},
}
#: A forty-second grammar, written by a session that did not read the extractor, before its first run: a helicopter pilot's post-flight debrief of nose camera footage (pedal turns, nose up / nose down, sidestep, hover taxi, backing up, radio-style brevity mixed with plain speech).
GRAMMAR_V42: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["yaws left", "pedal-turns to the left", "swings the nose around to the left",
                  "brings the nose left on the pedals", "kicks the nose around left", "pivots the nose left"],
        "yaw+1": ["yaws right", "pedal-turns to the right", "swings the nose around to the right",
                  "brings the nose right on the pedals", "kicks the nose around right", "pivots the nose right"],
        "sway-1": ["sidesteps left", "slides sideways to the left", "crabs over to the left",
                   "hover-taxis sideways to the left", "drifts off to the left",
                   "translates laterally left"],
        "sway+1": ["sidesteps right", "slides sideways to the right", "crabs over to the right",
                   "hover-taxis sideways to the right", "drifts off to the right",
                   "translates laterally right"],
        "surge+1": ["hover-taxis forward", "creeps forward", "pushes ahead", "eases forward on the cyclic",
                    "air-taxis straight ahead", "closes in on what's ahead"],
        "surge-1": ["backs up", "hover-taxis backward", "reverses out slowly", "creeps aft",
                    "moves rearward", "backs away from the spot"],
        "pitch+1": ["pitches up", "brings the nose up", "raises the nose", "tilts up to the sky",
                    "pulls the nose up", "lifts its view skyward"],
        "pitch-1": ["pitches down", "drops the nose", "brings the nose down", "tilts down to the ground",
                    "dips the nose", "lowers its view toward the pad"],
    },
    "nominal": {
        "yaw-1": ["a left pedal turn", "a yaw to the left", "a left pivot of the nose"],
        "yaw+1": ["a right pedal turn", "a yaw to the right", "a right pivot of the nose"],
        "sway-1": ["a left sidestep", "a sideways slide to the left", "a lateral hover taxi to the left"],
        "sway+1": ["a right sidestep", "a sideways slide to the right", "a lateral hover taxi to the right"],
        "surge+1": ["a forward hover taxi", "some forward creep", "a slow push ahead"],
        "surge-1": ["a back-up", "a rearward hover taxi", "some backward creep"],
        "pitch+1": ["a nose-up pitch", "a pitch up", "a raise of the nose"],
        "pitch-1": ["a nose-down pitch", "a pitch down", "a dip of the nose"],
    },
    "frame": {"": ["On the tape that's {n}", "Debrief: {n}", "Call it {n}", "{S} puts in {n}",
                   "What I see on the nose cam is {n}", "Reading it back, {n}"]},
    "nominal_join": {"": ["and", "with", "combined with"]},
    "join": {"": [" while ", ", and at the same time ", " and ", " - meanwhile "]},
    "picture": {
        "h-1": ["the {thing} slide off to the right of the frame",
                "the {thing} sweep across the picture to the right",
                "the {thing} exit frame right and new terrain comes in from the left",
                "the {thing} shift right in the picture"],
        "h+1": ["the {thing} slide off to the left of the frame",
                "the {thing} sweep across the picture to the left",
                "the {thing} exit frame left and new terrain comes in from the right",
                "the {thing} shift left in the picture"],
        "surge+1": ["the {thing} get bigger in the frame", "the {thing} spread out toward the edges of the picture",
                    "the {thing} grow and push out to the frame edges"],
        "surge-1": ["the {thing} shrink in the frame", "the {thing} pull in toward the centre of the picture",
                    "the {thing} get smaller and bunch up toward the middle"],
        "pitch+1": ["the {thing} sink down the frame",
                    "the ground drops out the bottom of the picture and it's mostly sky",
                    "the {thing} slide down toward the bottom edge"],
        "pitch-1": ["the {thing} rise up the frame",
                    "the horizon climbs out the top of the picture and it's all ground",
                    "the {thing} slide up toward the top edge"],
    },
    "thing": {"": ["trees", "hangars", "fuel trucks", "parked aircraft", "runway lights", "ridgelines"]},
    "subject": {"": ["The nose cam", "The aircraft", "It", "The helo", "Our nose camera", "The ship"]},
    "hedge": {"": ["I'd say {s} {v}", "Looks like {s} {v}", "Could be wrong, but {s} {v}",
                   "{S} appears to {b}", "Best I can tell, {s} {v}", "Hard to be sure, but probably {n}"]},
    "static": {"": ["holds a rock-steady hover", "stays locked in position the whole time",
                    "sits in one spot, nothing moving", "holds station without moving an inch",
                    "is stationary throughout", "doesn't move at all, heading and attitude fixed"]},
    "defect": {
        "flicker": ["the brightness strobes on and off", "the picture keeps flashing light and dark"],
        "ghosting": ["there's double imaging on everything", "anything moving leaves ghost trails"],
        "jitter": ["the picture shakes like we've got a bad vibration", "the image is jittery"],
        "stutter": ["the video's choppy, like it's dropping frames", "it stutters and repeats frames"],
        "frame_order": ["frames come in out of sequence", "the footage jumps back in time now and then"],
        "drift": ["the colours wander off as the flight goes on", "the colour balance shifts over time"],
        "blur": ["it's all soft and blurry", "the image is smeared out of focus"],
        "warp": ["the horizon bends and tears", "the geometry warps like heat shimmer"],
        "noise": ["there's heavy grain on the picture", "it's noisy and speckled"],
        "blocking": ["it breaks up into compression blocks", "it's blocky like a bad datalink feed"],
    },
    "clean": {"": ["the picture's clean, no artifacts", "video quality is good", "no issues with the feed"]},
    "negation": {"yaw": ["No pedal turns either way.", "Heading stays put, no yaw left or right."],
                 "right": ["Nothing to the right, no right yaw and no sidestep right.",
                           "It never turns or slides right."],
                 "tilt": ["Attitude stays level, no nose up or nose down.", "No pitch change up or down."],
                 "up": ["No nose-up at any point.", "It never pitches up."],
                 "backward": ["No backing up.", "It never moves aft."],
                 "forward": ["No forward movement.", "It doesn't push forward at all."]},
}
#: A forty-third grammar, written by a session that did not read the extractor, before its first run: a choreographer's rehearsal notes on the camera operator's movement as dance (counts, phrases, gaze, sideways slides, advances and retreats, notes-to-self hedges).
GRAMMAR_V43: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["sweeps its gaze round to the left", "turns to the left on the spot", "swivels left from the waist",
                  "rotates left in place over four counts", "unwinds slowly to the left", "spins a quarter round to the left"],
        "yaw+1": ["sweeps its gaze round to the right", "turns to the right on the spot", "swivels right from the waist",
                  "rotates right in place over four counts", "unwinds slowly to the right", "spins a quarter round to the right"],
        "sway-1": ["slides sideways to the left", "sashays off to the left", "crabs along to the left while facing front",
                   "sidles over to the left", "carries sideways to the left with the weight kept low", "shuffles sideways left"],
        "sway+1": ["slides sideways to the right", "sashays off to the right", "crabs along to the right while facing front",
                   "sidles over to the right", "carries sideways to the right with the weight kept low", "shuffles sideways right"],
        "surge+1": ["advances on the count", "presses forward with the chest leading", "comes forward in one long phrase",
                    "surges forward on the swell of the music", "drives straight forward", "reaches forward into the space ahead"],
        "surge-1": ["retreats on the count", "backs away without turning round", "draws back in one long phrase",
                    "withdraws backward on the ebb of the music", "eases straight back", "recedes backward away from the mirrors"],
        "pitch+1": ["lifts its gaze", "tilts up toward the rafters", "raises its eyeline to the ceiling",
                    "arches back to look up", "opens its gaze upward on the breath"],
        "pitch-1": ["lowers its gaze", "tilts down toward the boards", "drops its eyeline to the floor",
                    "folds forward to look down", "lets its gaze fall downward on the exhale"],
    },
    "nominal": {
        "yaw-1": ["a sweep of the gaze to the left", "a turn to the left on the spot", "a slow rotation to the left"],
        "yaw+1": ["a sweep of the gaze to the right", "a turn to the right on the spot", "a slow rotation to the right"],
        "sway-1": ["a sideways slide to the left", "a sashay to the left", "a crab-walk to the left"],
        "sway+1": ["a sideways slide to the right", "a sashay to the right", "a crab-walk to the right"],
        "surge+1": ["a long advance", "a push forward", "a forward surge"],
        "surge-1": ["a slow retreat", "a drawing back", "a backward withdrawal"],
        "pitch+1": ["a lift of the gaze", "a tilt up", "an upward look to the rafters"],
        "pitch-1": ["a drop of the gaze", "a tilt down", "a downward look to the floor"],
    },
    "frame": {"": ["{S} gives us {n}", "This whole phrase is {n}", "And five, six, seven, eight: {n}",
                   "Here we have {n}", "Lovely moment: {n}", "{S} answers the music with {n}"]},
    "nominal_join": {"": ["and", "then", "melting into"]},
    "join": {"": [" and in the same breath ", ", and all the while ", " as ", " while on the same count "]},
    "picture": {
        "h-1": ["the {thing} sweep past to the right of frame",
                "the {thing} slide off the right edge while new faces arrive from the left",
                "the whole picture, {thing} included, shifts over to the right",
                "the {thing} run away to the right of the frame"],
        "h+1": ["the {thing} sweep past to the left of frame",
                "the {thing} slide off the left edge while new faces arrive from the right",
                "the whole picture, {thing} included, shifts over to the left",
                "the {thing} run away to the left of the frame"],
        "surge+1": ["the {thing} swell until they fill the frame", "the {thing} loom larger and larger",
                    "the {thing} spread out toward the edges of the frame"],
        "surge-1": ["the {thing} shrink away from us", "the {thing} dwindle toward the middle of the frame",
                    "the {thing} get smaller and gather toward the centre"],
        "pitch+1": ["the {thing} sink down the frame", "the floor falls away out of the bottom of the frame",
                    "the {thing} slide downward in the picture"],
        "pitch-1": ["the {thing} float up the frame", "the ceiling slips away out of the top of the frame",
                    "the {thing} rise up through the picture"],
    },
    "thing": {"": ["dancers", "barres", "mirrors", "folding chairs", "set pieces", "lighting booms"]},
    "subject": {"": ["The camera", "It", "Our camera", "The lens", "Here the camera", "The camera's eye"]},
    "hedge": {"": ["I believe {s} {v}", "If I'm reading it right, {s} {v}", "From the back of the room, {s} {v}",
                   "{S} seems to {b}", "Unless I'm misremembering the run, {s} {v}", "To me it felt like {n}"]},
    "static": {"": ["holds its mark like a statue", "stays rooted to the spot", "keeps perfectly still throughout",
                    "doesn't move a muscle", "holds its position for the whole phrase"]},
    "defect": {
        "flicker": ["the light keeps flashing bright and dark like a bad strobe", "the brightness pulses and flickers"],
        "ghosting": ["every body trails a ghost of itself", "there are double images smeared behind the dancers"],
        "jitter": ["the picture shivers and shakes", "the frame trembles with a nervous jitter"],
        "stutter": ["the motion stutters, with frames dropped and repeated", "it's choppy, like a skipping record"],
        "frame_order": ["moments play out of order and jump back in time", "the frames are shuffled out of sequence"],
        "drift": ["the colours slowly creep and change over the phrase", "the colour balance wanders from warm to cold as it goes"],
        "blur": ["everything is soft and smeared", "the image is blurry"],
        "warp": ["the walls bend and buckle", "the lines on the floor ripple and tear"],
        "noise": ["the picture is full of grain", "there's a fizz of noise over everything"],
        "blocking": ["the picture breaks up into blocky squares", "there are chunky compression blocks everywhere"],
    },
    "clean": {"": ["the picture is clean", "nothing in the image is broken", "the footage looks spotless"]},
    "negation": {"yaw": ["It never turns, left or right.", "No turning in either direction."],
                 "right": ["Nothing goes to the right, not a turn, not a slide.", "It never turns or moves to the right."],
                 "tilt": ["The gaze never lifts or drops.", "No tilting up or down at all."],
                 "up": ["It never lifts its gaze up."], "backward": ["It never draws back."],
                 "forward": ["It never moves forward."]},
}
#: A forty-fourth grammar, written by a session that did not read the extractor, before its first run: a nineteenth-century travel writer's ornate prose (the eye is carried, the prospect, by degrees, whilst, elevated diction).
GRAMMAR_V44: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["wheels slowly round to the left", "turns its gaze toward the left hand",
                  "sweeps round upon its axis to the left", "pans with a leisurely grace toward the left",
                  "revolves by degrees to the left", "directs its regard round to the left hand"],
        "yaw+1": ["wheels slowly round to the right", "turns its gaze toward the right hand",
                  "sweeps round upon its axis to the right", "pans with a leisurely grace toward the right",
                  "revolves by degrees to the right", "directs its regard round to the right hand"],
        "sway-1": ["glides sideways to the left, its gaze unaltered", "steps aside toward the left hand",
                   "passes crabwise to the left", "shifts its station a little to the left",
                   "drifts bodily toward the left without turning its face",
                   "removes itself sideways to the left, as a carriage draws aside upon the road"],
        "sway+1": ["glides sideways to the right, its gaze unaltered", "steps aside toward the right hand",
                   "passes crabwise to the right", "shifts its station a little to the right",
                   "drifts bodily toward the right without turning its face",
                   "removes itself sideways to the right, as a carriage draws aside upon the road"],
        "surge+1": ["advances steadily along the way", "proceeds onward into the scene",
                    "presses forward with unhurried resolve", "draws nearer to the objects before it",
                    "travels forward by easy stages", "pushes on into the heart of the prospect"],
        "surge-1": ["retires slowly from the scene", "withdraws backward by degrees",
                    "retreats with measured steps", "falls back from the objects before it",
                    "recedes gently, as one who reluctantly takes his leave", "draws backward away from the prospect"],
        "pitch+1": ["lifts its gaze toward the heavens", "raises its eye to the heights above",
                    "tilts upward, as if to admire the summit", "elevates its regard toward the sky",
                    "casts its eye upward to the cornices", "turns its gaze aloft"],
        "pitch-1": ["lowers its gaze toward the ground", "casts its eye downward to the road",
                    "tilts downward, as if to study the path at its feet", "bends its regard toward the earth",
                    "drops its view to the pavement below", "stoops its gaze toward the floor of the valley"],
    },
    "nominal": {
        "yaw-1": ["a slow wheeling of the view toward the left", "a turning of the view toward the left hand",
                  "a leftward sweep of the gaze upon its axis"],
        "yaw+1": ["a slow wheeling of the view toward the right", "a turning of the view toward the right hand",
                  "a rightward sweep of the gaze upon its axis"],
        "sway-1": ["a sidelong passage to the left", "a gliding step sideways toward the left hand",
                   "a crabwise progress to the left, the gaze held steady"],
        "sway+1": ["a sidelong passage to the right", "a gliding step sideways toward the right hand",
                   "a crabwise progress to the right, the gaze held steady"],
        "surge+1": ["a steady advance into the scene", "a stately progress forward along the way",
                    "a gradual approach upon the objects ahead"],
        "surge-1": ["a gradual retreat from the scene", "a measured withdrawal backward",
                    "a slow retiring, step by step, from the objects ahead"],
        "pitch+1": ["an upward lifting of the gaze", "a raising of the eye toward the heavens",
                    "an elevation of the view toward the summits"],
        "pitch-1": ["a lowering of the gaze", "a downward cast of the eye toward the road",
                    "a stooping of the view toward the ground"],
    },
    "frame": {"": ["There follows {n}", "{S} now performs {n}", "The eye is carried through {n}",
                   "What presently ensues is {n}", "We are here favoured with {n}",
                   "The prospect is altered by {n}"]},
    "nominal_join": {"": ["and", "together with", "accompanied by"]},
    "join": {"": [", even as ", ", and in the same instant ", "; and at the same time ", ", whilst "]},
    "picture": {
        "h-1": ["the {thing} glide past toward the right hand",
                "the {thing} slip away off the right of the picture, whilst fresh objects come into view upon the left",
                "the {thing} travel across the picture toward its right margin",
                "the whole prospect, {thing} and all, is carried toward the right"],
        "h+1": ["the {thing} glide past toward the left hand",
                "the {thing} slip away off the left of the picture, whilst fresh objects come into view upon the right",
                "the {thing} travel across the picture toward its left margin",
                "the whole prospect, {thing} and all, is carried toward the left"],
        "surge+1": ["the {thing} swell upon the eye as they are approached",
                    "the {thing} grow ever larger and spread toward the margins of the picture",
                    "the {thing} loom larger by the moment"],
        "surge-1": ["the {thing} dwindle by degrees",
                    "the {thing} diminish and gather toward the centre of the picture",
                    "the {thing} shrink away into the distance"],
        "pitch+1": ["the {thing} sink down the picture",
                    "the ground slips away beneath the lower edge of the picture",
                    "the {thing} descend toward the foot of the view"],
        "pitch-1": ["the {thing} rise up the picture",
                    "the sky slips away beyond the upper edge of the picture",
                    "the {thing} climb toward the head of the view"],
    },
    "thing": {"": ["spires", "cypresses", "colonnades", "ruined arches", "distant hills", "cottages"]},
    "subject": {"": ["The camera", "It", "The lens", "Our vantage", "The instrument", "The point of view"]},
    "hedge": {"": ["{S}, if I do not mistake the matter, {v}", "Unless my eye deceives me, {s} {v}",
                   "{S} appears, so far as one may judge, to {b}", "One fancies that {s} {v}",
                   "It would seem that {s} {v}", "There is, I believe, {n}"]},
    "static": {"": ["remains fixed upon one spot throughout", "keeps its station without the smallest deviation",
                    "holds perfectly still, like a sentinel at his post", "rests immovable from first to last",
                    "stays rooted where it stands, neither turning nor travelling"]},
    "defect": {
        "flicker": ["the light wavers and flashes most disagreeably",
                    "the brightness of the scene flickers like a guttering candle"],
        "ghosting": ["each figure trails a faint spectral double behind it",
                     "pale phantoms of every object linger where it stood a moment before"],
        "jitter": ["the whole picture trembles as though the hand that held it were palsied",
                   "the view shudders and shakes without cease"],
        "stutter": ["the motion proceeds by fits and starts, as though moments were dropped or repeated",
                    "the progress is halting and choppy, frames being lost or doubled"],
        "frame_order": ["the scenes follow one another out of their proper order",
                        "time itself appears to leap backward now and again, the frames being shuffled"],
        "drift": ["the colours alter by slow degrees as the scene proceeds",
                  "the tints wander insensibly from their true hues over the course of the view"],
        "blur": ["all is soft and indistinct, as though seen through a misted glass", "every outline is blurred"],
        "warp": ["the lines of the buildings bend and buckle in a most unnatural manner",
                 "the very geometry of the scene is warped and torn"],
        "noise": ["a fine grain, like dust upon the lens, covers the whole",
                  "the picture is speckled throughout with noise"],
        "blocking": ["the picture breaks into coarse square blocks, like a rude mosaic",
                     "ugly blocks of compression disfigure the finer parts"],
    },
    "clean": {"": ["the picture is everywhere clear and faithful", "no blemish whatever mars the view",
                   "the image is as clean as a fine engraving"]},
    "negation": {"yaw": ["At no point does the camera turn, whether to the one hand or the other.",
                         "Of turning, either to left or to right, there is none whatever."],
                 "right": ["Nor does it move or turn toward the right in any degree.",
                           "Of any motion to the right, whether by turning or by travel, there is not the least sign."],
                 "tilt": ["The gaze is neither lifted nor lowered at any moment.",
                          "Of tilting, upward or downward, there is none."],
                 "up": ["At no time is the eye lifted toward the heights."],
                 "backward": ["At no moment does it retire backward."],
                 "forward": ["Of forward progress there is none whatever."]},
}
#: A forty-fifth grammar, written by a session that did not read the extractor, before its first run: an occupational safety inspector's incident report on bodycam footage (numbered findings, 'the wearer', 'the recording device', plain official register, 'it was noted that').
GRAMMAR_V45: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["turns to the left", "pivots to the left on the spot", "rotates toward the left",
                  "swings round to the left", "changes heading to the left", "pans across to the left"],
        "yaw+1": ["turns to the right", "pivots to the right on the spot", "rotates toward the right",
                  "swings round to the right", "changes heading to the right", "pans across to the right"],
        "sway-1": ["sidesteps to the left", "moves laterally to the left", "steps sideways to the left",
                   "shifts position sideways to the left", "traverses sideways toward the left",
                   "edges sideways to the left"],
        "sway+1": ["sidesteps to the right", "moves laterally to the right", "steps sideways to the right",
                   "shifts position sideways to the right", "traverses sideways toward the right",
                   "edges sideways to the right"],
        "surge+1": ["advances forward", "proceeds forward into the work area", "walks forward",
                    "moves ahead along the walkway", "steps forward", "approaches the area ahead"],
        "surge-1": ["moves backward", "steps back", "retreats rearward", "backs away from the work area",
                    "withdraws backward along the walkway", "reverses away from the area ahead"],
        "pitch+1": ["tilts upward", "angles upward toward the overhead structure", "points upward",
                    "tilts up toward the ceiling", "raises the field of view upward"],
        "pitch-1": ["tilts downward", "angles downward toward the floor", "points downward",
                    "tilts down toward the walkway surface", "lowers the field of view downward"],
    },
    "nominal": {
        "yaw-1": ["a turn to the left", "a leftward pivot", "a change of heading to the left"],
        "yaw+1": ["a turn to the right", "a rightward pivot", "a change of heading to the right"],
        "sway-1": ["a sidestep to the left", "a lateral movement to the left", "a sideways shift to the left"],
        "sway+1": ["a sidestep to the right", "a lateral movement to the right", "a sideways shift to the right"],
        "surge+1": ["a forward movement", "an advance into the work area", "a forward approach"],
        "surge-1": ["a rearward movement", "a withdrawal backward", "a backward step"],
        "pitch+1": ["an upward tilt", "an upward angling of the device", "a tilt toward the ceiling"],
        "pitch-1": ["a downward tilt", "a downward angling of the device", "a tilt toward the floor"],
    },
    "frame": {"": ["It was noted that the footage shows {n}", "Finding 2: the recording shows {n}",
                   "At this point in the footage there is {n}", "{S} makes {n}",
                   "Review of the footage indicates {n}", "Finding 4: {n} is recorded at this point"]},
    "nominal_join": {"": ["and", "together with", "combined with"]},
    "join": {"": [", and at the same time ", ", while ", "; in addition, ", ", and concurrently "]},
    "picture": {
        "h-1": ["the {thing} move across the frame toward the right",
                "the {thing} exit the frame on the right-hand side",
                "the {thing} leave the frame on the right and further parts of the site come into view from the left",
                "the {thing} are displaced to the right in the image"],
        "h+1": ["the {thing} move across the frame toward the left",
                "the {thing} exit the frame on the left-hand side",
                "the {thing} leave the frame on the left and further parts of the site come into view from the right",
                "the {thing} are displaced to the left in the image"],
        "surge+1": ["the {thing} appear progressively larger in the frame",
                    "the {thing} spread outward toward the edges of the frame",
                    "the {thing} increase in size as the distance to them closes"],
        "surge-1": ["the {thing} appear progressively smaller in the frame",
                    "the {thing} draw in toward the centre of the frame",
                    "the {thing} recede into the distance"],
        "pitch+1": ["the {thing} move downward in the frame",
                    "the {thing} pass out of view at the bottom of the frame",
                    "the floor surface leaves the frame at the bottom"],
        "pitch-1": ["the {thing} move upward in the frame",
                    "the {thing} pass out of view at the top of the frame",
                    "the ceiling leaves the frame at the top"],
    },
    "thing": {"": ["scaffold poles", "pallet racks", "fire extinguishers", "safety signs", "hazard barriers",
                   "stacked drums"]},
    "subject": {"": ["The recording device", "The wearer's body-worn camera", "The body-worn camera", "It", "The device",
                     "The wearer's camera"]},
    "hedge": {"": ["{S} appears to {b}", "It would appear that {s} {v}", "The footage suggests that {s} {v}",
                   "Although this could not be confirmed from the footage, {s} {v}",
                   "It is probable that {s} {v}", "On the available footage there appears to be {n}"]},
    "static": {"": ["remains stationary throughout", "holds a fixed position for the duration of the recording",
                    "does not move at any point", "remains static, with no change of position or orientation",
                    "stays in the same position throughout the recording"]},
    "defect": {
        "flicker": ["the image brightness fluctuates rapidly", "intermittent flashing of the picture was observed"],
        "ghosting": ["double images are visible around moving objects",
                     "faint trails are left behind moving objects"],
        "jitter": ["the image shakes persistently", "there is noticeable shake throughout"],
        "stutter": ["playback is jerky, with frames dropped or repeated", "the footage stutters"],
        "frame_order": ["some frames appear out of sequence", "the recording jumps back in time at points"],
        "drift": ["the colour balance shifts gradually over the recording", "the colours drift progressively"],
        "blur": ["the image is blurred", "detail is lost to blurring"],
        "warp": ["straight edges appear bent or distorted", "the image geometry tears in places"],
        "noise": ["the image is grainy", "heavy visual noise is present"],
        "blocking": ["compression blocks are visible", "the image breaks up into square blocks"],
    },
    "clean": {"": ["no image defects were identified", "the picture quality is satisfactory",
                   "the footage is free of visual faults"]},
    "negation": {"yaw": ["The recording device does not turn in either direction.",
                         "No turning to the left or right was observed."],
                 "right": ["At no point does the wearer turn or move to the right.",
                           "No movement or turning to the right was recorded."],
                 "tilt": ["The device is not tilted up or down at any point.",
                          "No upward or downward tilting was observed."],
                 "up": ["No upward tilt was observed.", "The device is not tilted upward at any point."],
                 "backward": ["No backward movement was recorded."],
                 "forward": ["The wearer does not move forward at any point."]},
}
#: A forty-sixth grammar, written by a session that did not read the extractor, before its first run: a sports coach breaking down a player's helmet-cam footage for the team (head checks, shoulder turns, backpedals, shuffles, drives, film-room jargon and encouragement).
GRAMMAR_V46: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["snaps a head check over to the left", "swivels left to check the blind side",
                  "turns the shoulders round to the left", "pivots to face left",
                  "whips round to scan the left side", "rotates left to read the play"],
        "yaw+1": ["snaps a head check over to the right", "swivels right to check the blind side",
                  "turns the shoulders round to the right", "pivots to face right",
                  "whips round to scan the right side", "rotates right to read the play"],
        "sway-1": ["shuffles sideways to the left", "slides left in a good low stance", "crab-steps to the left",
                   "side-shuffles left along the line", "steps across to the left with the shoulders square",
                   "shifts laterally to the left without turning"],
        "sway+1": ["shuffles sideways to the right", "slides right in a good low stance", "crab-steps to the right",
                   "side-shuffles right along the line", "steps across to the right with the shoulders square",
                   "shifts laterally to the right without turning"],
        "surge+1": ["drives forward", "charges straight ahead", "bursts forward into the gap",
                    "closes the distance fast", "attacks forward off the first step", "drives on through the hole"],
        "surge-1": ["backpedals", "backpedals into coverage", "drops back", "retreats a few steps",
                    "gives ground backwards", "bails out backwards"],
        "pitch+1": ["lifts the chin to look up", "looks up toward the sky", "tilts up to track the high ball",
                    "raises the eyeline", "glances up at the scoreboard", "picks the head up"],
        "pitch-1": ["drops the chin to look down", "looks down at the turf", "tilts down to find the ball at the feet",
                    "lowers the eyeline", "glances down at the feet", "puts the head down"],
    },
    "nominal": {
        "yaw-1": ["a head check to the left", "a shoulder turn to the left", "a quick swivel left"],
        "yaw+1": ["a head check to the right", "a shoulder turn to the right", "a quick swivel right"],
        "sway-1": ["a lateral shuffle to the left", "a crab step left", "a side-step to the left with the shoulders square"],
        "sway+1": ["a lateral shuffle to the right", "a crab step right", "a side-step to the right with the shoulders square"],
        "surge+1": ["a hard drive forward", "a burst straight ahead", "a charge into the gap"],
        "surge-1": ["a backpedal", "a drop back", "a retreat of a few steps"],
        "pitch+1": ["a chin lift to look up", "an upward glance", "a look up at the sky"],
        "pitch-1": ["a look down at the turf", "a downward glance", "a dip of the head to look down"],
    },
    "frame": {"": ["What I'm seeing on this rep is {n}", "Watch this bit, it's {n}", "Textbook stuff here, {n}",
                   "{S} gives us {n}", "Right at the snap you get {n}", "Good rep, that's {n}"]},
    "nominal_join": {"": ["and", "plus", "combined with"]},
    "join": {"": [" while ", ", and at the same time ", " - and notice ", ", plus "]},
    "picture": {
        "h-1": ["the {thing} sweep across toward the right edge of the frame",
                "the {thing} slide off the right side of the shot",
                "the {thing} exit on the right and fresh field comes into view from the left",
                "the {thing} shift over to the right of the picture"],
        "h+1": ["the {thing} sweep across toward the left edge of the frame",
                "the {thing} slide off the left side of the shot",
                "the {thing} exit on the left and fresh field comes into view from the right",
                "the {thing} shift over to the left of the picture"],
        "surge+1": ["the {thing} loom larger in the shot", "the {thing} fill up more and more of the frame",
                    "the {thing} spread out toward the edges of the picture"],
        "surge-1": ["the {thing} shrink in the shot", "the {thing} get smaller and bunch up toward the middle of the frame",
                    "the {thing} pull in toward the centre of the picture"],
        "pitch+1": ["the {thing} sink toward the bottom of the frame", "the turf slides out of shot at the bottom",
                    "the {thing} drop down the picture and we see more sky"],
        "pitch-1": ["the {thing} ride up toward the top of the frame", "the sky disappears out the top of the shot",
                    "the {thing} climb the screen and we get more turf"],
    },
    "thing": {"": ["cones", "defenders", "sideline markers", "goalposts", "tackling dummies", "yard lines"]},
    "subject": {"": ["The helmet cam", "His helmet cam", "The GoPro", "The camera", "Our number seven's cam", "It"]},
    "hedge": {"": ["I'm pretty sure {s} {v}", "If I'm reading the tape right, {s} {v}",
                   "From what I can see on film, {s} {v}", "My read: {s} {v}",
                   "Tough to tell from this angle, but {s} seems to {b}", "Could be wrong, but I'm calling it {n}"]},
    "static": {"": ["stays planted the whole rep", "holds dead still and doesn't budge", "stands stock-still",
                    "doesn't move an inch", "sits dead still from whistle to whistle", "stays locked in place"]},
    "defect": {
        "flicker": ["the exposure keeps flashing bright and dark", "the brightness flickers on and off"],
        "ghosting": ["the players leave ghost trails behind them", "you get double images on everything that moves"],
        "jitter": ["the picture shakes like crazy", "the footage is all jittery and shaky"],
        "stutter": ["the playback is choppy with frames dropping out", "the footage stutters and drops frames"],
        "frame_order": ["the frames come in the wrong order", "the clip jumps back in time mid-play"],
        "drift": ["the jersey colours slowly change tint as the clip goes on", "the colours gradually shift over the clip"],
        "blur": ["everything's smeared and out of focus", "the shot is blurry"],
        "warp": ["the sideline bends and warps", "the geometry tears and bends out of shape"],
        "noise": ["the picture is full of grain", "there's heavy noise all over the shot"],
        "blocking": ["the footage breaks up into compression blocks", "it's all blocky and pixelated"],
    },
    "clean": {"": ["the footage looks clean", "there's nothing wrong with the picture", "the tape is crisp with no glitches"]},
    "negation": {"yaw": ["No head checks to either side.", "The cam never turns left or right."],
                 "right": ["Nothing going to the right, no turn and no shuffle.",
                           "It doesn't turn or move to the right at all."],
                 "tilt": ["The eyeline stays level the whole time, no tilt up or down.", "The cam never looks up or down."],
                 "up": ["The eyes never come up.", "No looking up."],
                 "backward": ["No backpedalling.", "It never gives ground backwards."],
                 "forward": ["No forward drive.", "It never moves forward an inch."]},
}
#: A forty-seventh grammar, written by a session that did not read the extractor, before its first run: a wildlife cameraman's field diary about their own camera moves from a hide or vehicle (long lens, the rig, following the herd, earthy and practical).
GRAMMAR_V47: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["pans left after the herd", "swings round to the left", "swivels left on the head",
                  "wheels round to the left to pick up the stragglers", "follows the lead zebra round to the left",
                  "turns left on the sticks"],
        "yaw+1": ["pans right after the herd", "swings round to the right", "swivels right on the head",
                  "wheels round to the right to pick up the stragglers", "follows the lead zebra round to the right",
                  "turns right on the sticks"],
        "sway-1": ["crabs across to the left", "slides left along the window ledge", "tracks left along the rail",
                   "shifts bodily to the left without turning", "sidles over to the left on the slider",
                   "shuffles left along the viewing slot"],
        "sway+1": ["crabs across to the right", "slides right along the window ledge", "tracks right along the rail",
                   "shifts bodily to the right without turning", "sidles over to the right on the slider",
                   "shuffles right along the viewing slot"],
        "surge+1": ["creeps forward through the long grass", "pushes in towards the pride", "inches closer to the herd",
                    "rolls forward with the truck", "noses out of the hide towards the waterhole",
                    "edges in nearer the kill"],
        "surge-1": ["backs away from the bull", "pulls back out of the thicket", "eases back to give the cats room",
                    "reverses off slowly with the truck", "retreats a few metres from the herd",
                    "falls back behind the column"],
        "pitch+1": ["tilts up into the acacia", "tips up after the eagle", "angles up to the skyline",
                    "lifts its nose to the canopy", "looks up toward the circling vultures"],
        "pitch-1": ["tilts down to the waterline", "tips down onto the cubs", "angles down at the carcass",
                    "dips to the riverbank", "drops its nose to the grass"],
    },
    "nominal": {
        "yaw-1": ["a pan to the left", "a slow swing left after the herd", "a swivel round to the left"],
        "yaw+1": ["a pan to the right", "a slow swing right after the herd", "a swivel round to the right"],
        "sway-1": ["a crab to the left", "a sideways slide left along the ledge", "a track to the left on the rail"],
        "sway+1": ["a crab to the right", "a sideways slide right along the ledge", "a track to the right on the rail"],
        "surge+1": ["a creep forward", "a push in towards the herd", "a slow roll forward"],
        "surge-1": ["a pull back", "a careful back-off from the bull", "a slow reverse"],
        "pitch+1": ["a tilt up", "an upward tip to the canopy", "a lift of the lens towards the sky"],
        "pitch-1": ["a tilt down", "a downward tip to the waterline", "a dip of the lens onto the cubs"],
    },
    "frame": {"": ["I gave it {n} to keep the lead cow in frame", "Logged this one as {n}",
                   "The herd was on the move, so I had to put in {n}", "{S} does {n}",
                   "Then {n}, staying with the animals", "Take three: {n}"]},
    "nominal_join": {"": ["and", "with", "plus"]},
    "join": {"": [" while ", ", and at the same time ", " as ", ", and all the while "]},
    "picture": {
        "h-1": ["the {thing} drift across to the right of frame",
                "the {thing} slip out of frame on the right and fresh bush comes in on the left",
                "the {thing} slide right through the viewfinder",
                "everything in the finder, {thing} included, runs off to the right"],
        "h+1": ["the {thing} drift across to the left of frame",
                "the {thing} slip out of frame on the left and fresh bush comes in on the right",
                "the {thing} slide left through the viewfinder",
                "everything in the finder, {thing} included, runs off to the left"],
        "surge+1": ["the {thing} swell in the viewfinder", "the {thing} loom bigger and spread out to the edges of frame",
                    "the {thing} fill more and more of the frame"],
        "surge-1": ["the {thing} shrink in the finder", "the {thing} get smaller and gather toward the middle of frame",
                    "the {thing} recede into the distance"],
        "pitch+1": ["the {thing} sink down the frame", "the ground slides out the bottom of frame",
                    "the {thing} drop toward the bottom of the finder"],
        "pitch-1": ["the {thing} rise up the frame", "the sky slides out the top of frame",
                    "the {thing} climb toward the top of the finder"],
    },
    "thing": {"": ["wildebeest", "zebras", "acacias", "termite mounds", "impala", "thorn bushes"]},
    "subject": {"": ["The camera", "The rig", "The long lens", "It", "My rig", "The big lens"]},
    "hedge": {"": ["Reckon {s} {v}", "If I remember right, {s} {v}", "Going off the rushes, {s} {v}",
                   "{S} seems to {b} here", "Can't swear to it, but {s} {v}", "My scribble here says {n}"]},
    "static": {"": ["stays locked off on the sticks", "never budges", "sits dead still on the beanbag",
                    "holds its position the whole take", "stays put, not a twitch"]},
    "defect": {
        "flicker": ["the exposure keeps pumping bright and dark", "the light flickers through the whole take"],
        "ghosting": ["the animals leave ghostly double images behind them",
                     "there are smeary trails behind every moving beast"],
        "jitter": ["the image shakes constantly", "the shot's got the shakes like a handheld on a bumpy track"],
        "stutter": ["the footage is choppy, like frames are dropping", "the motion stutters with frames repeating"],
        "frame_order": ["frames come out of order and the herd jumps back in time",
                        "the clip skips backwards in time here and there"],
        "drift": ["the colours slowly creep off as the take goes on", "the colour balance wanders over the clip"],
        "blur": ["everything's soft and blurry", "the shot is smeared and out of focus"],
        "warp": ["the horizon bends and tears", "straight lines like fence posts go all bendy and warped"],
        "noise": ["the image is full of grain", "there's heavy noise like a high-ISO shot at dusk"],
        "blocking": ["the picture breaks up into compression blocks", "there's ugly blockiness in the sky"],
    },
    "clean": {"": ["the footage looks clean", "no faults on the picture that I can see", "the image is spot on"]},
    "negation": {"yaw": ["The rig never pans either way.", "No panning left or right on this one."],
                 "right": ["It neither pans nor shifts to the right.", "Nothing goes right, not a pan, not a slide."],
                 "tilt": ["No tilt up or down.", "The lens stays level, never tilting up or down."],
                 "up": ["It never tilts up."], "backward": ["No pulling back at all."],
                 "forward": ["It never creeps forward.", "No pushing in."]},
}
#: A forty-eighth grammar, written by a session that did not read the extractor, before its first run: a cinematography textbook defining and illustrating each move with the clip as the worked example (pan, truck, dolly, tilt terms explained in passing, 'note how', 'this is an example of').
GRAMMAR_V48: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["pans to the left", "pans left on the spot",
                  "swivels left on the tripod head", "turns to the left without leaving its position",
                  "performs a leftward pan", "sweeps its view around to the left"],
        "yaw+1": ["pans to the right", "pans right on the spot",
                  "swivels right on the tripod head", "turns to the right without leaving its position",
                  "performs a rightward pan", "sweeps its view around to the right"],
        "sway-1": ["trucks to the left", "crabs sideways to the left",
                   "tracks laterally toward the left", "travels sideways to the left without turning",
                   "slides to the left in a classic truck move", "glides left on a sideways track"],
        "sway+1": ["trucks to the right", "crabs sideways to the right",
                   "tracks laterally toward the right", "travels sideways to the right without turning",
                   "slides to the right in a classic truck move", "glides right on a sideways track"],
        "surge+1": ["dollies in", "dollies forward toward the subject", "pushes in", "tracks in toward the scene",
                    "moves forward into the set", "advances physically into the space"],
        "surge-1": ["dollies out", "dollies backward away from the subject", "pulls back", "tracks out from the scene",
                    "retreats from the action", "withdraws backward through the space"],
        "pitch+1": ["tilts up", "tilts upward from a fixed position", "tilts up to reveal what lies above",
                    "angles its view upward", "tips upward on the tripod head"],
        "pitch-1": ["tilts down", "tilts downward from a fixed position", "tilts down to reveal what lies below",
                    "angles its view downward", "tips downward on the tripod head"],
    },
    "nominal": {
        "yaw-1": ["a pan to the left", "a left pan", "a leftward pan of the camera head"],
        "yaw+1": ["a pan to the right", "a right pan", "a rightward pan of the camera head"],
        "sway-1": ["a truck to the left", "a crab move to the left", "a lateral tracking move to the left"],
        "sway+1": ["a truck to the right", "a crab move to the right", "a lateral tracking move to the right"],
        "surge+1": ["a dolly-in", "a push-in", "a forward dolly move"],
        "surge-1": ["a dolly-out", "a pull-back", "a backward dolly move"],
        "pitch+1": ["a tilt up", "an upward tilt", "an upward tilt of the lens"],
        "pitch-1": ["a tilt down", "a downward tilt", "a downward tilt of the lens"],
    },
    "frame": {"": ["This clip is a textbook example of {n}", "What we have here is {n}",
                   "Note how the whole shot is built around {n}", "The move on display here is {n}",
                   "{S} demonstrates {n}", "In this clip we can observe {n}"]},
    "nominal_join": {"": ["and", "combined with", "together with"]},
    "join": {"": [" while ", ", and simultaneously ", "; in the same movement, ", " even as "]},
    "picture": {
        "h-1": ["the {thing} slide across toward frame right",
                "the {thing} exit past the right edge of frame as new background is revealed on the left",
                "the {thing} are carried across the frame from left to right",
                "everything in the shot, the {thing} included, shifts toward frame right"],
        "h+1": ["the {thing} slide across toward frame left",
                "the {thing} exit past the left edge of frame as new background is revealed on the right",
                "the {thing} are carried across the frame from right to left",
                "everything in the shot, the {thing} included, shifts toward frame left"],
        "surge+1": ["the {thing} loom larger in the frame", "the {thing} spread outward toward the edges of frame",
                    "the {thing} grow steadily until they crowd the edges of the frame"],
        "surge-1": ["the {thing} shrink within the frame", "the {thing} draw inward toward the centre of frame",
                    "the {thing} recede and grow smaller in the frame"],
        "pitch+1": ["the {thing} sink toward the bottom of frame", "the {thing} slide downward through the frame",
                    "the ground passes out of the bottom of frame"],
        "pitch-1": ["the {thing} rise toward the top of frame", "the {thing} slide upward through the frame",
                    "the sky passes out of the top of frame"],
    },
    "thing": {"": ["lamp posts", "window frames", "trees", "parked cars", "background figures", "fence posts"]},
    "subject": {"": ["The camera", "Our camera", "It", "The camera in this clip", "The camera in our example",
                     "The viewpoint"]},
    "hedge": {"": ["This appears to be a case in which {s} {v}", "On careful viewing, {s} seems to {b}",
                   "{S} would appear to {b}", "As far as one can judge from the clip, {s} {v}",
                   "This is most likely an example of {n}", "Students should note that {s} probably {v}"]},
    "static": {"": ["remains locked off for the whole clip", "holds perfectly still, a textbook static shot",
                    "does not move at all; this is what we call a locked-off shot",
                    "stays fixed in place from the first frame to the last",
                    "never moves, so the framing stays unchanged throughout",
                    "keeps a static frame throughout the shot"]},
    "defect": {
        "flicker": ["the exposure flickers, with brightness pulsing from frame to frame",
                    "the image flashes brighter and darker at irregular intervals"],
        "ghosting": ["moving objects leave ghosted double images behind them",
                     "faint trails, a form of ghosting, follow anything that moves"],
        "jitter": ["the image shakes with an unsteady jitter", "visible shake jolts the frame from moment to moment"],
        "stutter": ["the motion stutters, as if frames were dropped or repeated",
                    "playback is choppy, with frames visibly skipped"],
        "frame_order": ["some frames appear out of sequence, so time seems to jump backward",
                        "the frames are not in chronological order"],
        "drift": ["the colour balance gradually drifts over the course of the shot",
                  "the colours shift slowly as the clip runs"],
        "blur": ["the image is soft and blurred throughout", "fine detail is lost to blur"],
        "warp": ["straight lines in the scene bend and tear", "the geometry of the set warps and distorts"],
        "noise": ["the picture is covered in visible grain", "heavy noise speckles the image"],
        "blocking": ["compression artefacts break the image into blocks",
                     "blocky macroblocking shows up in the flat areas of the image"],
    },
    "clean": {"": ["the image is free of technical defects", "the footage is technically clean",
                   "there are no visible artefacts in the picture"]},
    "negation": {"yaw": ["At no point does the camera pan in either direction.",
                         "Note that there is no pan here, neither left nor right."],
                 "right": ["Nothing carries the camera to the right, whether by panning or trucking.",
                           "There is no movement to the right, neither a pan nor a truck."],
                 "tilt": ["The camera never tilts, up or down.",
                          "There is no tilt in this shot, either upward or downward."],
                 "up": ["At no point does the camera tilt up."],
                 "backward": ["The camera never pulls back or dollies out."],
                 "forward": ["There is no push-in or any other forward movement."]},
}
#: A forty-ninth grammar, written by a session that did not read the extractor, before its first run: a tech-support chat where a non-expert user describes what their phone camera app recorded (informal, 'so basically', 'like', unsure wording, no jargon).
GRAMMAR_V49: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["pans over to the left", "turns to the left", "swings around to the left",
                  "swivels left like when you turn your head", "rotates over toward the left",
                  "whips around to the left"],
        "yaw+1": ["pans over to the right", "turns to the right", "swings around to the right",
                  "swivels right like when you turn your head", "rotates over toward the right",
                  "whips around to the right"],
        "sway-1": ["slides sideways to the left", "scoots over to the left",
                   "moves sideways to the left without turning", "shifts over left, like sideways",
                   "glides sideways over to the left", "travels sideways toward the left"],
        "sway+1": ["slides sideways to the right", "scoots over to the right",
                   "moves sideways to the right without turning", "shifts over right, like sideways",
                   "glides sideways over to the right", "travels sideways toward the right"],
        "surge+1": ["moves forward", "creeps forward", "pushes forward", "gets closer to everything in front of it",
                    "heads straight forward", "inches forward bit by bit"],
        "surge-1": ["moves backward", "backs up", "backs away", "pulls back", "creeps backwards",
                    "gets further away from everything in front of it"],
        "pitch+1": ["tilts up", "points up toward the sky", "tips upward", "angles up", "looks up higher",
                    "swings up a bit"],
        "pitch-1": ["tilts down", "points down at the ground", "tips downward", "angles down", "looks down lower",
                    "dips down a bit"],
    },
    "nominal": {
        "yaw-1": ["a pan to the left", "a turn left", "a swing around to the left"],
        "yaw+1": ["a pan to the right", "a turn right", "a swing around to the right"],
        "sway-1": ["a sideways slide to the left", "a scoot over to the left", "a sideways shift left"],
        "sway+1": ["a sideways slide to the right", "a scoot over to the right", "a sideways shift right"],
        "surge+1": ["a move forward", "a push forward", "a slow creep forward"],
        "surge-1": ["a move backward", "a pull back", "some backing up"],
        "pitch+1": ["a tilt up", "an upward tilt", "a little tip upward"],
        "pitch-1": ["a tilt down", "a downward tilt", "a little dip downward"],
    },
    "frame": {"": ["So basically there's {n}", "What I'm seeing is like {n}",
                   "Not sure if this is normal but there's {n}", "{S} does {n}",
                   "In the clip I get {n}", "Idk how to describe it but it's {n}"]},
    "nominal_join": {"": ["and", "plus", "and also"]},
    "join": {"": [" and also ", ", and like, at the same time ", " while ", ", plus "]},
    "picture": {
        "h-1": ["the {thing} kind of slide across to the right",
                "the {thing} go off the right side of the screen and new stuff shows up from the left",
                "everything, like the {thing}, moves over to the right on my screen",
                "the {thing} all shift toward the right edge"],
        "h+1": ["the {thing} kind of slide across to the left",
                "the {thing} go off the left side of the screen and new stuff shows up from the right",
                "everything, like the {thing}, moves over to the left on my screen",
                "the {thing} all shift toward the left edge"],
        "surge+1": ["the {thing} get bigger like they're coming at me",
                    "the {thing} keep getting larger and spread out to the sides",
                    "the {thing} kind of grow and push out toward the edges"],
        "surge-1": ["the {thing} shrink down", "the {thing} get tinier and bunch up in the middle",
                    "the {thing} sort of shrink in toward the center of the screen"],
        "pitch+1": ["the {thing} slide down the screen", "the {thing} sink down toward the bottom of the screen",
                    "the ground disappears off the bottom and the {thing} move down"],
        "pitch-1": ["the {thing} move up the screen", "the {thing} float up toward the top of the screen",
                    "the sky goes out the top and the {thing} move up"],
    },
    "thing": {"": ["trees", "parked cars", "people", "buildings", "shelves", "street lights"]},
    "subject": {"": ["The camera", "My phone", "The view", "It", "The phone", "My camera"]},
    "hedge": {"": ["So basically {s} {v}", "I'm not totally sure but I think {s} {v}", "It kinda looks like {s} {v}",
                   "{S} sort of seems to {b}", "Correct me if I'm wrong but {s} {v}", "It's almost like there's {n}"]},
    "static": {"": ["just stays still the whole time", "doesn't move at all", "stays put, like totally still",
                    "just sits there not moving", "stays in the exact same spot the whole video",
                    "never moves even a little"]},
    "defect": {
        "flicker": ["the brightness keeps flashing on and off", "it keeps going bright then dark really fast"],
        "ghosting": ["there's like a double image of everything", "things leave weird see-through trails behind them"],
        "jitter": ["the picture is all shaky", "it keeps shaking like my hand was trembling"],
        "stutter": ["it's really choppy like it skips frames", "it kind of freezes for a split second and then jumps"],
        "frame_order": ["some bits play out of order", "it jumps back in time for a second and then carries on"],
        "drift": ["the colours slowly change the longer it goes", "everything gets more and more yellow-ish as it goes"],
        "blur": ["everything's kind of fuzzy and out of focus", "it's really blurry"],
        "warp": ["straight things look bendy and stretched", "parts of the picture kind of tear and bend"],
        "noise": ["it's all grainy like an old photo", "there's this speckly grainy stuff all over it"],
        "blocking": ["it looks pixelated in big chunky squares", "there are big blocky squares everywhere"],
    },
    "clean": {"": ["the picture itself looks totally fine", "the quality seems ok, nothing glitchy",
                   "it looks clear, no weird glitches or anything"]},
    "negation": {"yaw": ["It doesn't turn left or right at all though.",
                         "There's no turning either way, just so you know."],
                 "right": ["It doesn't go to the right at all, not turning or moving that way.",
                           "It never heads right, no turning that way and no sliding that way either."],
                 "tilt": ["It doesn't tilt up or down though.", "There's no tilting up or down, the angle stays level."],
                 "up": ["It never tilts up though."], "backward": ["It never goes backward though."],
                 "forward": ["It doesn't move forward at all though."]},
}
#: A fiftieth grammar, written by a session that did not read the extractor, before its first run: an ROV pilot's terse dive log (the vehicle/the sub, port and starboard, heading, thrusters, camera tilt, crabbing, backing off, holding station).
GRAMMAR_V50: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["yaws to port", "turns left", "comes round to port", "swings its heading left",
                  "pans left", "rotates to port in place"],
        "yaw+1": ["yaws to starboard", "turns right", "comes round to starboard", "swings its heading right",
                  "pans right", "rotates to starboard in place"],
        "sway-1": ["crabs to port", "crabs left along the reef", "strafes left", "slides sideways to port",
                   "translates left on lateral thrust", "sidesteps to port"],
        "sway+1": ["crabs to starboard", "crabs right along the reef", "strafes right", "slides sideways to starboard",
                   "translates right on lateral thrust", "sidesteps to starboard"],
        "surge+1": ["moves forward", "pushes in toward the wall", "advances", "creeps ahead",
                    "drives forward on the thrusters", "closes in on the target"],
        "surge-1": ["backs off the wall", "reverses", "backs away", "pulls back", "eases astern",
                    "backs out on the thrusters"],
        "pitch+1": ["tilts up", "angles up", "looks up", "pitches up toward the surface", "tilts up off the bottom",
                    "raises its tilt"],
        "pitch-1": ["tilts down", "angles down", "looks down", "pitches down at the seabed", "tilts down onto the bottom",
                    "drops its tilt"],
    },
    "nominal": {
        "yaw-1": ["a yaw to port", "a port turn", "a heading change to the left"],
        "yaw+1": ["a yaw to starboard", "a starboard turn", "a heading change to the right"],
        "sway-1": ["a crab to port", "a lateral move left", "a sidestep to port"],
        "sway+1": ["a crab to starboard", "a lateral move right", "a sidestep to starboard"],
        "surge+1": ["a push forward", "forward thrust", "a slow advance"],
        "surge-1": ["a back-off", "reverse thrust", "a move astern"],
        "pitch+1": ["a tilt up", "an upward tilt", "camera tilt up"],
        "pitch-1": ["a tilt down", "a downward tilt", "camera tilt down"],
    },
    "frame": {"": ["Logged {n}", "{S} does {n} here", "Pilot input here is {n}", "Note: {n}",
                   "Footage shows {n}", "{S} makes {n}"]},
    "nominal_join": {"": ["and", "plus", "combined with"]},
    "join": {"": [" while ", ", and ", "; meanwhile ", " as "]},
    "picture": {
        "h-1": ["the {thing} track off to the right of frame", "the {thing} slide right across the screen",
                "the {thing} exit frame right, with new reef coming in on the left",
                "the whole scene, {thing} included, shifts right"],
        "h+1": ["the {thing} track off to the left of frame", "the {thing} slide left across the screen",
                "the {thing} exit frame left, with new reef coming in on the right",
                "the whole scene, {thing} included, shifts left"],
        "surge+1": ["the {thing} loom up and fill the frame", "the {thing} get bigger",
                    "the {thing} spread out toward the edges of frame"],
        "surge-1": ["the {thing} shrink in frame", "the {thing} recede into the murk",
                    "the {thing} close in toward frame centre"],
        "pitch+1": ["the {thing} slide down the frame", "the seabed drops out the bottom of frame",
                    "the {thing} sink toward the bottom of the screen"],
        "pitch-1": ["the {thing} rise up the frame", "the open water above leaves the top of frame",
                    "the {thing} climb toward the top of the screen"],
    },
    "thing": {"": ["sea fans", "boulders", "sponges", "kelp stalks", "pilings", "rock ledges"]},
    "subject": {"": ["The vehicle", "The sub", "The ROV", "It", "The camera", "The main camera"]},
    "hedge": {"": ["Looks like {s} {v}", "{S} appears to {b}", "Best guess, {s} {v}", "Not certain, but {s} {v}",
                   "Possibly {n}", "Probably {n}"]},
    "static": {"": ["holds station", "sits on station the whole time", "stays put", "holds position, no thruster input",
                    "hovers in place", "doesn't move at all"]},
    "defect": {
        "flicker": ["the lights are flickering", "brightness keeps pulsing on the feed"],
        "ghosting": ["there's ghosting, double images on everything", "things leave trails behind them"],
        "jitter": ["the feed is shaky", "the image jitters"],
        "stutter": ["the feed is choppy and dropping frames", "video stutters with repeated frames"],
        "frame_order": ["frames come in out of order", "the footage jumps back in time"],
        "drift": ["colour balance shifts over the clip", "the colours creep toward green over time"],
        "blur": ["the image is soft and out of focus", "everything's blurred"],
        "warp": ["the image is warped, geometry bending", "straight edges bend and tear"],
        "noise": ["the picture is grainy", "lots of noise in the image"],
        "blocking": ["heavy compression blocking", "the picture breaks up into blocks"],
    },
    "clean": {"": ["video is clean", "no issues with the feed", "picture quality is good"]},
    "negation": {"yaw": ["No yaw.", "Heading holds steady, no turn either way."],
                 "right": ["Nothing to starboard.", "No starboard movement, no turn or crab that way."],
                 "tilt": ["Camera tilt stays fixed.", "No tilt up or down."],
                 "up": ["No tilt up.", "Camera never tilts up."],
                 "backward": ["No backing off.", "It never goes astern."],
                 "forward": ["No forward travel.", "It doesn't push forward."]},
}
#: A fifty-first grammar, written by a session that did not read the extractor, before its first run: a tabletop role-playing game master narrating in second person what the players' view does (atmospheric, present tense, dungeon props, 'your gaze', 'you sidle', 'unless the dice deceive you').
GRAMMAR_V51: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["wheels slowly round to the left", "swings away toward your left shoulder",
                  "follows your head round to the left", "pivots to take in whatever lurks on your left",
                  "sweeps left across the chamber", "turns to face the darkness on your left"],
        "yaw+1": ["wheels slowly round to the right", "swings away toward your right shoulder",
                  "follows your head round to the right", "pivots to take in whatever lurks on your right",
                  "sweeps right across the chamber", "turns to face the darkness on your right"],
        "sway-1": ["slides sideways to the left along the wall", "shifts a pace to your left without turning",
                   "edges left in a careful crab-walk", "moves with you in a sidestep to the left",
                   "sidles leftward along the rows of shelves", "steps sideways a few feet to your left"],
        "sway+1": ["slides sideways to the right along the wall",
                   "shifts a pace to your right without turning",
                   "edges right in a careful crab-walk", "moves with you in a sidestep to the right",
                   "sidles rightward along the rows of shelves", "steps sideways a few feet to your right"],
        "surge+1": ["presses forward into the gloom", "advances step by step down the corridor",
                    "carries you deeper into the hall", "creeps forward one careful footfall at a time",
                    "strides onward down the passage", "pushes on toward the far door"],
        "surge-1": ["retreats the way you came", "draws back from the threshold", "withdraws slowly pace by pace",
                    "falls back toward the entrance", "backs away from the altar",
                    "edges backward while still facing the door"],
        "pitch+1": ["tilts up toward the vaulted ceiling", "turns upward to the carved ceiling",
                    "follows your eyes upward to the rafters", "angles up toward the night sky",
                    "tips back to take in the towering spire"],
        "pitch-1": ["tilts down toward the flagstones", "turns downward to the rubble-strewn floor",
                    "follows your eyes down to the dust at your feet", "angles down toward the pit below",
                    "tips forward to peer into the well beneath you"],
    },
    "nominal": {
        "yaw-1": ["a slow turn to your left", "a sweep of your gaze leftward", "a wary glance round to the left"],
        "yaw+1": ["a slow turn to your right", "a sweep of your gaze rightward", "a wary glance round to the right"],
        "sway-1": ["a sidestep to your left", "a careful sidle to the left", "a crab-step leftward along the wall"],
        "sway+1": ["a sidestep to your right", "a careful sidle to the right", "a crab-step rightward along the wall"],
        "surge+1": ["a slow advance into the dark", "a few steps forward", "a cautious march deeper in"],
        "surge-1": ["a retreat back the way you came", "a few paces backward", "a wary withdrawal"],
        "pitch+1": ["an upward glance at the ceiling", "a tilt of your head toward the sky", "a lifting of your gaze"],
        "pitch-1": ["a downward glance at the floor", "a tilt of your head toward your feet",
                    "a lowering of your gaze"],
    },
    "frame": {"": ["The scene unfolds with {n}", "You commit to {n}", "What follows is {n}, slow and deliberate",
                   "Your next move: {n}", "{S} carries you through {n}", "And so begins {n}"]},
    "nominal_join": {"": ["and", "along with", "coupled with"]},
    "join": {"": [" as ", ", and all the while ", " even as ", "; meanwhile, "]},
    "picture": {
        "h-1": ["the {thing} drift off toward the right edge of your sight",
                "the {thing} glide rightward while new shapes loom in from the left",
                "the {thing} slide across your vision to the right",
                "the {thing} vanish off to the right while the left gives up its secrets"],
        "h+1": ["the {thing} drift off toward the left edge of your sight",
                "the {thing} glide leftward while new shapes loom in from the right",
                "the {thing} slide across your vision to the left",
                "the {thing} vanish off to the left while the right gives up its secrets"],
        "surge+1": ["the {thing} loom larger with every step", "the {thing} swell to fill your vision",
                    "the {thing} spread outward toward the edges of your sight"],
        "surge-1": ["the {thing} shrink into the distance",
                    "the {thing} dwindle and gather toward the centre of your view",
                    "the {thing} grow small and far away"],
        "pitch+1": ["the {thing} sink down through your field of view",
                    "the floor slides away beneath the bottom of your vision",
                    "the {thing} drop toward the lower edge of your sight"],
        "pitch-1": ["the {thing} rise up through your field of view",
                    "the ceiling slides away past the top of your vision",
                    "the {thing} climb toward the upper edge of your sight"],
    },
    "thing": {"": ["torches", "stone pillars", "tapestries", "gargoyles", "crumbling arches", "iron braziers"]},
    "subject": {"": ["Your view", "Your point of view", "Your vantage", "Your perspective", "Your character's view",
                     "It"]},
    "hedge": {"": ["Unless the dice deceive you, {s} {v}", "As best you can tell, {s} {v}",
                   "You sense that {s} {v}", "{S} appears to {b}", "It feels as though {s} {v}",
                   "Something tells you this is {n}"]},
    "static": {"": ["holds perfectly still", "stays rooted to the spot", "remains fixed, not moving an inch",
                    "lingers where it is, unmoving", "rests motionless as the moment stretches on",
                    "never strays from where it is"]},
    "defect": {
        "flicker": ["the torchlight flares and gutters, the whole scene flashing bright and dark",
                    "the light pulses and flickers unnaturally"],
        "ghosting": ["pale doubles of every shape trail behind them like spectres",
                     "faint afterimages linger where things just were"],
        "jitter": ["your vision trembles and shakes as though the ground quakes",
                   "the view judders with a restless tremor"],
        "stutter": ["time seems to catch and skip, the scene lurching along in choppy fits",
                    "moments freeze and repeat, the motion halting and jerky"],
        "frame_order": ["moments arrive out of order, as if time folds back on itself",
                        "the scene jumps backward in time and then lurches ahead again"],
        "drift": ["the colours slowly seep and shift as the moments pass",
                  "the hues bleed from warm gold to a sickly green over time"],
        "blur": ["everything swims in a soft haze, edges smeared and indistinct",
                 "the world is blurred, as if seen through tears"],
        "warp": ["the walls bend and ripple as if under a spell",
                 "the stonework twists and tears like a reflection in troubled water"],
        "noise": ["a fine grain crawls over everything like drifting sand",
                  "the scene is speckled with grainy static"],
        "blocking": ["the scene breaks apart into coarse blocky squares, like a badly laid mosaic",
                     "the image crumbles into chunky square tiles"],
    },
    "clean": {"": ["the vision is crisp and true", "nothing mars the scene before you",
                   "all is clear, without blemish or distortion"]},
    "negation": {"yaw": ["At no point do you turn your head, left or right.",
                         "Your gaze never swings to either side."],
                 "right": ["Nothing draws you rightward: no turn, no step to the right.",
                           "You neither turn nor move to your right."],
                 "tilt": ["You never raise or lower your eyes.", "Your gaze stays level, tilting neither up nor down."],
                 "up": ["Not once do you look upward."],
                 "backward": ["You take not a single step back."],
                 "forward": ["You do not advance, not even a pace."]},
}
#: A fifty-second grammar, written by a session that did not read the extractor, before its first run: an archaeologist's excavation log describing a site walkthrough video (trench, section, baulk, the recorder, measured field register, plain directions).
GRAMMAR_V52: dict[str, dict[str, list[str]]] = {
    "verb": {
        "yaw-1": ["pans to the left across the exposed section", "turns left from its station at the trench edge",
                  "swings round to the left", "pivots leftward without shifting position",
                  "rotates to the left to take in the adjacent baulk", "pans left along the line of the cut"],
        "yaw+1": ["pans to the right across the exposed section", "turns right from its station at the trench edge",
                  "swings round to the right", "pivots rightward without shifting position",
                  "rotates to the right to take in the adjacent baulk", "pans right along the line of the cut"],
        "sway-1": ["moves sideways to the left along the baulk", "steps laterally to the left, keeping the section in view",
                   "crabs leftward along the trench edge", "shifts its position a short way to the left",
                   "tracks laterally to the left", "sidesteps to the left along the grid line"],
        "sway+1": ["moves sideways to the right along the baulk", "steps laterally to the right, keeping the section in view",
                   "crabs rightward along the trench edge", "shifts its position a short way to the right",
                   "tracks laterally to the right", "sidesteps to the right along the grid line"],
        "surge+1": ["advances into the trench", "moves forward along the trench axis",
                    "proceeds towards the section face", "carries on forward down the length of the cutting",
                    "steps forward toward the sondage", "closes in on the feature ahead"],
        "surge-1": ["withdraws from the section face", "retreats back along the trench axis",
                    "moves backward away from the feature", "steps back towards the spoil heap",
                    "backs away from the baulk", "reverses out of the cutting"],
        "pitch+1": ["tilts up from the trench floor to the top of the section", "raises its view to the upper horizons",
                    "looks up toward the topsoil", "angles upward to the top of the baulk",
                    "lifts its view from the base of the cut", "tilts upward"],
        "pitch-1": ["tilts down to the trench floor", "looks down into the cut",
                    "lowers its view to the base of the section", "angles downward onto the exposed surface",
                    "drops its view to the lowest context", "dips to record the floor of the sondage"],
    },
    "nominal": {
        "yaw-1": ["a pan to the left", "a leftward turn from the station", "a rotation to the left"],
        "yaw+1": ["a pan to the right", "a rightward turn from the station", "a rotation to the right"],
        "sway-1": ["a lateral move to the left", "a leftward traverse along the baulk", "a sidestep to the left"],
        "sway+1": ["a lateral move to the right", "a rightward traverse along the baulk", "a sidestep to the right"],
        "surge+1": ["an advance into the trench", "a forward move along the trench axis",
                    "an approach toward the section face"],
        "surge-1": ["a withdrawal from the section face", "a backward move along the trench",
                    "a retreat toward the spoil heap"],
        "pitch+1": ["an upward tilt", "a tilt up toward the top of the section", "a lift of the view from the trench floor"],
        "pitch-1": ["a downward tilt", "a tilt down to the trench floor", "a lowering of the view into the cut"],
    },
    "frame": {"": ["The recording at this point shows {n}", "Noted on review: {n}", "Logged here as {n}",
                   "{S} makes {n}", "Observed on playback: {n}", "The walkthrough continues with {n}"]},
    "nominal_join": {"": ["and", "combined with", "together with"]},
    "join": {"": [" while ", ", and at the same time ", "; simultaneously ", " as "]},
    "picture": {
        "h-1": ["the {thing} pass across the frame towards the right",
                "the {thing} drift out of shot on the right while fresh ground comes into view on the left",
                "the {thing} shift over to the right-hand side of the frame",
                "the {thing} slide off the right edge of the image"],
        "h+1": ["the {thing} pass across the frame towards the left",
                "the {thing} drift out of shot on the left while fresh ground comes into view on the right",
                "the {thing} shift over to the left-hand side of the frame",
                "the {thing} slide off the left edge of the image"],
        "surge+1": ["the {thing} grow steadily larger in frame",
                    "the {thing} loom larger and spread toward the edges of the frame",
                    "the {thing} enlarge and pass out of shot at the margins"],
        "surge-1": ["the {thing} diminish in the frame", "the {thing} recede and draw in toward the centre of the image",
                    "the {thing} contract toward the middle of the frame"],
        "pitch+1": ["the {thing} sink toward the bottom of the frame",
                    "the trench floor passes out of shot at the bottom of the image",
                    "the {thing} move down the frame"],
        "pitch-1": ["the {thing} rise up the frame",
                    "the upper edge of the section passes out of shot at the top of the image",
                    "the {thing} climb toward the top of the image"],
    },
    "thing": {"": ["ranging poles", "spoil heaps", "grid pegs", "finds trays", "context labels", "drawing boards"]},
    "subject": {"": ["The camera", "The recorder", "It", "The site camera", "The viewpoint", "The handheld camera"]},
    "hedge": {"": ["{S} appears to {b}", "On balance {s} {v}", "{S} {v}, though this reading is provisional",
                   "It seems likely that {s} {v}", "{S} would seem to {b}", "Provisionally interpreted as {n}"]},
    "static": {"": ["remains fixed at its station throughout", "holds a static position for the whole sequence",
                    "stays stationary over the trench", "does not move at any point in the recording",
                    "stays put on the tripod from start to finish", "keeps the same fixed view of the section throughout"]},
    "defect": {
        "flicker": ["the exposure flickers noticeably from frame to frame", "the light level pulses between bright and dark"],
        "ghosting": ["moving objects leave faint double images", "there is ghosting, with trails behind the ranging poles"],
        "jitter": ["the image shakes throughout", "there is marked camera shake"],
        "stutter": ["playback is jerky, with frames dropped or repeated", "the footage stutters"],
        "frame_order": ["some frames appear out of sequence", "the recording jumps back in time at intervals"],
        "drift": ["the colour balance drifts over the course of the recording",
                  "the soil colours shift gradually as the footage runs, so Munsell readings from it would be unreliable"],
        "blur": ["the image is out of focus", "the detail is too blurred to read the section"],
        "warp": ["straight edges such as the trench sides appear bent or torn", "the geometry of the section is warped"],
        "noise": ["the image is grainy", "there is heavy noise in the darker parts of the trench"],
        "blocking": ["compression blocks are visible across the image",
                     "the footage breaks up into square compression artefacts"],
    },
    "clean": {"": ["the image quality is good throughout", "no recording defects were noted",
                   "the footage is clear and free of artefacts"]},
    "negation": {"yaw": ["The camera does not pan in either direction.", "No rotation to left or right is recorded."],
                 "right": ["There is no movement to the right, whether by panning or by lateral shift.",
                           "At no point does the camera pan or move to the right."],
                 "tilt": ["The camera is not tilted up or down.", "No tilt, upward or downward, was observed."],
                 "up": ["There is no upward tilt.", "The view is never raised."],
                 "backward": ["The camera does not withdraw at any point.", "No backward movement is recorded."],
                 "forward": ["The camera does not advance.", "No forward movement is recorded."]},
}
GRAMMARS = {"v1": GRAMMAR, "v2": GRAMMAR_V2, "v3": GRAMMAR_V3, "v4": GRAMMAR_V4, "v5": GRAMMAR_V5, "v6": GRAMMAR_V6,
            "v7": GRAMMAR_V7, "v8": GRAMMAR_V8, "v9": GRAMMAR_V9,
            "v10": GRAMMAR_V10, "v11": GRAMMAR_V11, "v12": GRAMMAR_V12, "v13": GRAMMAR_V13, "v14": GRAMMAR_V14,
            "v15": GRAMMAR_V15, "v16": GRAMMAR_V16, "v17": GRAMMAR_V17,
            "v18": GRAMMAR_V18, "v19": GRAMMAR_V19, "v20": GRAMMAR_V20,
            "v21": GRAMMAR_V21, "v22": GRAMMAR_V22, "v23": GRAMMAR_V23, "v24": GRAMMAR_V24,
            "v25": GRAMMAR_V25, "v26": GRAMMAR_V26, "v27": GRAMMAR_V27, "v28": GRAMMAR_V28,
            "v29": GRAMMAR_V29, "v30": GRAMMAR_V30, "v31": GRAMMAR_V31, "v32": GRAMMAR_V32,
            "v33": GRAMMAR_V33, "v34": GRAMMAR_V34,
            "v35": GRAMMAR_V35, "v36": GRAMMAR_V36, "v37": GRAMMAR_V37, "v38": GRAMMAR_V38,
            "v39": GRAMMAR_V39, "v40": GRAMMAR_V40, "v41": GRAMMAR_V41, "v42": GRAMMAR_V42,
            "v43": GRAMMAR_V43, "v44": GRAMMAR_V44, "v45": GRAMMAR_V45, "v46": GRAMMAR_V46,
            "v47": GRAMMAR_V47, "v48": GRAMMAR_V48, "v49": GRAMMAR_V49, "v50": GRAMMAR_V50,
            "v51": GRAMMAR_V51, "v52": GRAMMAR_V52}
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
#: (column, grammar, with structured fields) run by default: every prose grammar, and the
#: structured fields beside the newest ones (``--styles`` picks others, e.g. ``structured:v3``)
STYLES = tuple((f"prose {g}", g, False) for g in GRAMMARS) + tuple(
    (f"structured {g}", g, True) for g in ("v8", "v9", "v10", "v11", "v12", "v13", "v14", "v15", "v16", "v17", "v18", "v19", "v20",
                                                 "v21", "v22", "v23", "v24", "v25", "v26", "v27", "v28", "v29", "v30", "v31", "v32", "v33", "v34",
                                                 "v35", "v36", "v37", "v38", "v39", "v40",
                                                 "v41", "v42", "v43", "v44", "v45", "v46",
                                                 "v47", "v48", "v49", "v50", "v51", "v52"))


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
    if first == "is":
        base = "be"
    elif first.endswith(("ches", "shes", "sses", "xes")):
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


def _prepare(root: Path, pairs: int, seed: int) -> tuple[Path, Path, SynthConfig]:
    from worldreward.labels import generate_labels
    from worldreward.review import ChunkReview, ReviewMeta, ReviewPayload

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
            out = []
            for ev in evs:
                dim = {"video_a_analysis": "-", "video_b_analysis": "-", "winner": "Tie"}
                p = ReviewPayload.model_validate({
                    "action_control": {"actions": [{"action_id": i + 1, "action_label": s.action.label,
                                                    "video_a_analysis": "-", "video_b_analysis": "-", "winner": "Tie"}
                                                   for i, s in enumerate(ev.chunk.slots)],
                                       "overall_summary": "-", "overall_winner": "Tie"},
                    "visual_quality": {"temporal_consistency": dim, "dynamic_generation_quality": dim,
                                       "artifacts_and_structure_integrity": dim, "overall_summary": "-",
                                       "overall_winner": "Tie"}})
                out.append(ChunkReview(pair_id=ev.pair_id, chunk_index=ev.chunk.index, payload=p,
                                       meta=ReviewMeta(judge="placeholder")))
            return out

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
        _count_planted(tally, lid, w, first, verdict, contradicted, tools)
        _count_unplanted(tally, lid, w, first, verdict, contradicted, noted)
        _count_recall(tally, w)
    return _results(tally, audits, written, stats)


def _flagged(c: dict[str, Any], verdict: dict[str, str], contradicted: set[str]) -> bool:
    """True when round 0 refuted the claim ``c`` or found it contradicting the review's observed fields."""
    return verdict.get(c["claim_id"]) == "refuted" or c["claim_id"] in contradicted


def _count_planted(t: _Tally, lid: str, w: Written, first: dict[str, Any], verdict: dict[str, str],
                   contradicted: set[str], tools: Any) -> None:
    """Adds one review's planted errors to ``t``: how many, how many conclusive, how many caught."""
    for p in w.planted:
        slot = int(p.field.split(".")[1]) if p.field.startswith("action.") else None
        conclusive = tools.check(_claim_of(p, slot)).verdict == "refuted"
        kinds = ("direction", "static") if p.kind in ("direction", "static") else (p.kind,)
        hit = any(c["field"] == p.field and c["kind"] in kinds and _flagged(c, verdict, contradicted)
                  for c in first["claims"])
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
        ("  prose outvoted by measured fields (notes, no finding)", _pct(r["prose_notes"], r["correct_claims"])),
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
                        "(default: every prose grammar and structured v8-v12)")
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
