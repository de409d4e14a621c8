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
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel

from worldreward.review import VISUAL_DIMENSIONS, ReviewPayload

ClaimKind = Literal["direction", "static", "flicker", "blur", "warp", "drift", "ghosting", "jitter", "stutter",
                    "frame_order", "frozen", "noise", "blocking"]
Direction = Literal["left", "right", "up", "down", "forward", "backward"]
QUALITY_KINDS: tuple[str, ...] = ("flicker", "blur", "warp", "drift", "ghosting", "jitter", "stutter",
                                  "frame_order", "frozen", "noise", "blocking")
#: review-schema defect (`worldreward.review.DEFECTS`) → claim kind
DEFECT_KIND: dict[str, str] = {d: d for d in QUALITY_KINDS} | {"colour_drift": "drift", "tearing": "warp"}
#: claim kind → the visual dimension whose analysis talks about it
KIND_DIMENSION: dict[str, str] = {
    "flicker": "temporal_consistency", "drift": "temporal_consistency",
    "ghosting": "dynamic_generation_quality", "jitter": "dynamic_generation_quality",
    "stutter": "dynamic_generation_quality", "frame_order": "dynamic_generation_quality",
    "frozen": "dynamic_generation_quality",
    "blur": "artifacts_and_structure_integrity", "warp": "artifacts_and_structure_integrity",
    "noise": "artifacts_and_structure_integrity", "blocking": "artifacts_and_structure_integrity",
}

#: Defect kinds that writers use for one another (a shaky, juddering, jerky or stuttering picture;
#: held or reordered frames): prose naming one of them beside a defect list naming another of the
#: same family is not a contradiction.
_TEMPORAL = frozenset({"jitter", "stutter", "frame_order", "frozen"})
DEFECT_FAMILY: dict[str, frozenset[str]] = {k: _TEMPORAL for k in _TEMPORAL}

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
    source: Literal["rules", "llm", "observed"] = "rules"
    hedged: bool = False  # stated tentatively ("seems to pan left"); still checked

    def key(self) -> tuple:
        """Identity used to de-duplicate claims from several extractors."""
        return (self.field, self.kind, self.direction, self.negated)


# --------------------------------------------------------------------------------------------
# phrase lists
#
# A motion phrase is a verb with a direction (explicit "pans left", "slides toward the right edge",
# or implied by the verb: "advances", "retreats", "dips"). Its SUBJECT decides the sign: the camera
# (camera, view, shot, "it", the video) moves as stated; picture content (scenery, pillars, trees,
# "everything", the backdrop …) moves the opposite way on screen, so "pillars glide toward the left
# edge" = the camera moves right, "new content appears on the right" = the camera moves right.
# Depth words need no flip: content that "grows", "comes closer" or "looms" = forward.

_W = r"(?:\w+(?:-\w+)?)"
#: verb stems (any inflection follows: ``\w*``)
_ROT_STEMS = r"inclin|gyr(?=e|es|ed|ing|at)|pan|turn|yaw|rotat|tilt|pitch|look|swing|swung|swivel|sweep|swept|veer|wheel|tip(?!toe)|tipp|" \
    r"crane|cran|nod|glanc|spin|spun|orbit|arc(?=s?\b|ed\b|ing\b|k(?:ed|ing)\b)|angl|pivot|point|fac(?=e|es|ed|ing)|slew|slue|bear(?!ing\b)|hook|curv|" \
    r"bank|swerv|revolv|twist|aim|crank|flick|whip(?=s?\b|ped\b|ping\b)|deflect|angulat|rak(?=e|es|ed|ing)|peek|peep|peer(?=s?\b|ed\b|ing\b)|squint(?=s?\b|ed\b|ing\b)|" \
    r"direct(?=s\b|ed\b|ing\b)|nos(?=es\b|ed\b|ing\b)|(?<!with\s)(?<!in\s)regard(?!less|ing\s+(?:the|this|its)\b)"
_TRANS_STEMS = r"strafe|strafing|truck|dolly|dolli|sidestep|side-step|crab|translat|sidl|step|stepp|shuffl|revers|penetrat|strid|strode|" \
    r"tiptoe|pad(?=s\b|ded\b|ding\b)|" \
    r"walk|fl(?:y|ies|ew|ying)|creep|crept|inch|march|wander|ventur|sail|coast|cruis|roll|travers|steer|retroce|" \
    r"approximation(?=\s+(?:to|toward|towards)\b)|" \
    r"driv|drove|crawl|stroll|ambl|trek|backpedal|scoot|scooch|chug|recoil|sprint|send(?=s?\b)|taxi|surg|charg|scrub(?=s?\b|bed\b|bing\b)|" \
    r"barrel(?=(?:s|ed|led|ing|ling)\s+(?:ahead|on|onward|forwards?|down|up|through|along|toward|towards|into|past|off|away|in|out)\b)|" \
    r"cart(?=ed\b|ing\b)|forg(?=(?:es|ed|ing)\s+(?:ahead|on|onward|forwards?)\b)"
#: (a stem that begins other common words only matches its own forms: "go" not "goalposts", "rac" not "racks")
_ANY_STEMS = r"mov(?!ie)|escap(?=e\b|es\b|ed\b|ing\b)|go(?=\b|e\b|es\b|ing\b|ne\b)|went|continu(?=e|es|ed|ing)|return(?=s?\b|ed\b|ing\b)|head(?=(?:s|ed|ing)?\b)|travel|convey|slid|slide|drift|glid|shift|track|push(?!-?back)|cross(?=\b|es\b|ed\b|ing\b)|" \
    r"pull|float|pass(?!enger|port|word)|lung(?=e\b|es\b|ed\b|ing\b)|skip(?=s?\s+out\b|ped\s+out\b|ping\s+out\b)|brought(?=\s+in\b)|journey|voyag|trip(?=s?\b)|" \
    r"steam(?=s?\b|ed\b|ing\b)|stream|flow|scroll|defil(?=e\b|es\b|ed\b|ing\b)|mount(?=s?\s+(?:toward|towards|to|up)\b|ed\s+(?:toward|towards|up)\b|ing\s+(?:toward|towards|to|up)\b)|rush|slip|proceed|progress|carr(?=y\b|ies\b|ied\b|ying\b)|ride|rid(?=es\b|ing\b|den\b)|rode|swept|" \
    r"sweep|creep|edg|veer|headway|" \
    r"swim|swam|run(?=s?\b|ning\b)|ran\b|race|rac(?=es\b|ed\b|ing\b)|hurr|zip|whip|whizz|sway|lean|lurch|jerk|nudg|" \
    r"trac(?=es?\b|ed\b|ing\b)|migrat|retreat|" \
    r"advanc|climb|ris(?=es?\b|ing\b|en\b)|rose(?!s\b|\s+(?:beds?|bush\w*|garden\w*|petals?|bloom\w*|hips?|water|hedges?)\b)|sink|sank|sunk|drop(?!-?offs?\b)|fall|fell\b|descen(?=d|t)|ascen(?=d|t)|dip(?!lom)|dipp|lift|lower|sag(?!itt)|" \
    r"zoom|approach|recede|reced|come|came(?!l)|coming|enter|exit|depart|leav|disappear|vanish|emerg|rais|" \
    r"appear|arriv|spill|pour|creep|withdr|retroced|trundl|bomb(?=s?\s+(?:on|forward|ahead)\b)|fle(?=e\b|es\b|d\b|eing\b)|relocat(?=e|es|ed|ing)|shuffl(?=\w*\s+(?:\w+\s+)?(?:sideways|left|right|forwards?|backwards?|to|toward|towards|along|over)\b)|recoil|eas(?=es?\b|ed\b|ing\b)|draw(?!er)|drew|displac|offset|insert|retract|retir|press|peel|nears|neared|nearing|elevat(?=e|es|ed|ing)|depress(?!ion)"
#: verbs of several words (the camera's progress named as a figure of speech)
_PHRASE_VERBS = r"(?:mak(?:e|es|ing)|made|work(?:s|ed|ing)?|wend(?:s|ed|ing)?|find(?:s|ing)?|found)\s+(?:its|their)\s+way|" \
    r"(?:mak(?:e|es|ing)|made)\s+way(?=\s+(?:ahead|astern|forward|back|toward|towards|to)\b)|" \
    r"(?:giv(?:e|es|ing)|gave|los(?:e|es|ing)|lost)\s+ground|gain(?:s|ed|ing)?\s+ground|" \
    r"clos(?:e|es|ed|ing)\s+(?:in\s+)?(?:the\s+)?(?:distance|gap)"
_STEMS = rf"(?:{_ROT_STEMS}|{_TRANS_STEMS}|{_ANY_STEMS})"
_VERB = re.compile(rf"\b(?:{_PHRASE_VERBS}|{_STEMS}\w*)\b", re.IGNORECASE)
_ROT_VERB = re.compile(rf"^(?:{_ROT_STEMS})\w*$", re.IGNORECASE)
_TRANS_VERB = re.compile(rf"^(?:{_TRANS_STEMS})\w*$", re.IGNORECASE)
#: nouns that name a camera motion
_MOTION_NOUNS = r"ego-?motion|drive|inclination|pan|turn|yaw|tilt|pitch|strafe|drift|motion|movement|move|shift|dolly|travel|translation|" \
    r"rotation|sweep|swing|glide|slide|step|push|pull|side-?shift|sidestep|crab|progress|creep|roll|swivel|zoom|panning|tilting|" \
    r"tracking|strafing|dollying|retreat|approach|advance|truck|track|pull-out|push-in|dolly-out|dolly-in|" \
    r"deflection|angulation|rake|offset|insertion|advancement|withdrawal|retraction|peek|ride|scoot|displacement|pivot|taxi|" \
    r"cast|surge|charge|revolving|revolution|course|stride|lift|progression|(?<!forward\s)(?<!backward\s)tip|headway|nod|" \
    r"flick|twist|squiz|gander|self-?motion|lane[\s-]change|repositioning|elevation|draai|kanteling|traverse|ascent|descent"

#: a direction after a verb: (regex, screen direction, role) — role ``goal`` (moves TO it),
#: ``source`` (comes FROM it), ``edge`` (toward an edge of the frame: a picture-motion phrase)
_EDGE_NOUN = r"(?:edge|border|margin|boundary|(?:frame|picture|image|screen)\s+(?:edge|border)|(?:side|part)\s+of\s+the\s+(?:frame|screen|image|picture|view|shot))"
#: "up the road", "down the corridor": along a route, not up or down
_ROUTE = r"(?:road|street|track|lane|path|trail|corridor|hall\w*|tunnel|passage|highway|motorway|aisle|ramp|stairs|" \
    r"alley\w*|avenue|boulevard|straight(?:away)?|runway|pitch|wicket|fairway|park|(?:left|right)\s+(?:flank|wing|touchline)|" \
    r"(?:centre|center)[\s-]?line|axis|line\s+of\s+sight|sight[\s-]?line)\b"
_SIDE = {"left": "left", "right": "right", "top": "up", "upper": "up", "bottom": "down", "lower": "down",
         "superior": "up", "inferior": "down",  # "the inferior border of the frame" (a literal "borde inferior")
         "l": "left", "r": "right",  # "pans L", "exits frame R": an annotator's capital L / R
         "port": "left", "starboard": "right",  # a vessel's or aircraft's sides
         # the clock face ("toward twelve o'clock"): top, bottom, right and left of the picture
         "twelve o'clock": "up", "six o'clock": "down", "three o'clock": "right", "nine o'clock": "left",
         "head": "up", "foot": "down"}  # "at the foot of the frame"


def _side_of(word: str) -> str:
    """The screen direction of a side word of `_DIR_AFTER` ("left", "Top", "six  oclock")."""
    return _SIDE[re.sub(r"\s+", " ", word.lower()).replace("oclock", "o'clock")]


_DIR_AFTER = re.compile(
    r"^(?P<pre>(?:\s+(?:[a-z]+ly|a\s+(?:bit|little|touch|fraction)|just|only|also|instead|further|more|"
    r"somewhat|still|again|too|back\s+and\s+forth|itself|themselves|its\s+way|the\s+camera|the\s+view|steadily|us|you|"
    r"(?:slow|fast|quick|easy|hard|soft|smooth|gentle|steady)\s+and\s+(?:slow|fast|quick|easy|hard|soft|smooth|gentle|steady)|"
    r"[a-z]+ing(?=\s+(?:off|past|away|by|out|across|over)\b)|"
    r"hard|real\s+quick|it(?=\s+(?:straight|forwards?|backwards?|left|right|ahead|to\s+the\s+(?:left|right)\b))|"
    r"on(?=\s+(?:into|in|ahead|forward|toward|up|down|along|backwards?))|through(?=\s+into)|in\s+a\s+sideways\s+direction|"
    r"then|now|even|gradually|straight|all\s+the\s+way|off|out|over|across|along|away|sideways|round|around|about|neither|whether|"
    r"at\s+no\s+(?:time|point|moment|stage)|"
    r"deeper|further|farther|higher|lower|(?:counter-?|anti-?)?clockwise|on\s+the\s+spot|in\s+place|past|by|"
    r"(?:up)?on\s+(?:its|the|their)\s+[\w-]+(?=\s+(?:to|toward|towards)\s)|aside|"
    r"with\s+(?:a|an)\s+(?:(?!" + _STEMS + r")[\w-]+\s+)?(?!" + _STEMS + r")[\w-]+(?=\s+(?:to|toward|towards)\s)|"
    r"to\s+face|its\s+position|position|change|changes|of\s+side|(?:about|around)\s+(?:a|an|the|its)\s+(?:vertical|horizontal|[xyz])[\s-]axis|"
    r"(?:its|their|the|his|her)\s+(?:gaze|view|attention|aim|lens|eye|eyes|head|nose|heading|regard|neck|chin|face)|"
    r"out\s+of\s+(?:the\s+)?(?:frame|view|shot|picture|image|(?:sight|eye)[\s-]?line)|on\s+(?:its|their)\s+way|"
    r"of\s+(?:the\s+)?(?:view|camera|shot|frame)|into\s+(?:view|sight|(?:the\s+)?(?:frame|picture|shot))|"
    r"(?:(?:in|through|within)\s+)?(?:the|its|your|our|my|their)\s+(?:whole\s+|[\w-]+\s+)?(?:frame|shot|view|picture|image|screen|"
    r"display|field\s+of\s+view|picture\s+plane|image\s+plane))){0,3})"
    r"\s*,?\s*(?P<dir>"
    r"(?:from\s+(?:the\s+)?(?:left|right|top|bottom)(?:\s+side)?\s+(?:to(?:ward|wards)?|towards)\s+(?:the\s+)?|"
    # "travel right to left", "drift left-to-right", "L-to-R": from the first side
    r"left(?:\s+|-)to(?:\s+|-)(?:the\s+)?(?=right\b)|right(?:\s+|-)to(?:\s+|-)(?:the\s+)?(?=left\b)|"
    r"(?-i:L)-to-(?=(?-i:R)\b)|(?-i:R)-to-(?=(?-i:L)\b)|"
    r"(?:left|right|(?-i:L|R))\s*(?:->|→|⟶|=>|⇒)\s*)(?P<path>left|right|top|bottom|(?-i:L|R))\b"
    r"|(?:(?:in\s+)?from|out\s+of|in\s+at|in\s+on)\s+(?:the\s+)?(?:far\s+|upper\s+|lower\s+)?(?P<src>left|right|top|bottom|above|below|"
    r"(?:upper|lower)(?=\s+" + _EDGE_NOUN + r"))(?:\s+(?:hand\s+)?" + _EDGE_NOUN + r")?"
    r"|(?P<exit>above|below|beneath)(?:\s+(?:the\s+)?(?:(?:lower|bottom|upper|top)\s+" + _EDGE_NOUN + r"|frame|screen|picture|image|shot|view)\b"
    r"|(?=\s*(?:[,.;:!?)]|$)))"
    r"|(?:to(?:ward|wards)?|towards?|->|→|⇒|into|in\s+(?:the\s+)?direction(?:\s+of)?|past|beyond|off(?:\s+to)?|out\s+(?:wide\s+)?(?:to|through)|"
    # "the old ones go out for the right" (a literal "saem pela direita"): a side, not a purpose
    r"for(?=\s+the\s+(?:left|right)(?:\s+side)?\s*(?:[,.;]|$|\s+(?:and|while|as|with)\b))|"
    r"through|across|along|at|on|onto|over)?\s*(?:the\s+(?:frame|screen|image|picture|shot)'s\s+|the\s+|its\s+|"
    r"their\s+|our\s+|his\s+|her\s+|your\s+|my\s+)?"
    r"(?:far\s+|upper\s+|lower\s+)?(?P<fs>(?:frame|screen)[- ])?(?P<side>left|right|top|bottom|upper|lower|(?:superior|inferior)(?=\s+" + _EDGE_NOUN + r")|port|starboard|(?-i:L|R)(?![\w/])|(?:twelve|six|three|nine)\s+o'?clock|(?:foot|head)(?=\s+of\s+the\s+(?:frame|screen|image|picture|shot|view)))(?:[- ]hand)?(?P<edge>\s+" + _EDGE_NOUN + r"|\s+of\s+the\s+(?:frame|screen|image|picture|shot|view))?"
    r"|(?P<plain>camera[- ](?:left|right)|straight[- ]on|in\s+reverse|left(?:wards?)?|right(?:wards?)?|up(?:wards?|hill)?(?!\s+to\s+(?:meet|the\s+camera|the\s+viewer)|\s+close)(?!\s+the\s+" + _ROUTE + r")|"
    r"down(?:wards?|hill)?(?!\s+the\s+" + _ROUTE + r")|forwards?|backwards?|rearwards?|fwds?|bwds?|bkwds?|"
    r"(?:up|down)\s+the\s+" + _ROUTE + r"|along\s+the\s+" + _ROUTE + r"\b(?!\s+(?:walls?|sides?|edges?|floor|ceiling|"
    r"rail\w*|fence|lights?|lamps?|markings?)\b)|"
    r"ahead(?!\s+of)|aft|astern|back(?!\s+(?:and\s+forth|of\s+(?:the|your|his|her|my|our|their|its)\b|to\s+(?:the\s+)?(?:start|original|where|its)))|sideways|skyward(?:s)?|"
    r"earthward(?:s)?|floorward(?:s)?|groundward(?:s)?|aloft|higher|lower|onwards?|heavenward(?:s)?|nose[- ]up|nose[- ]down|closer|nearer|away|in\s+(?:the\s+)?(?:left|forward|backward|upward|downward|reverse|up|down|rear|back|front)\s+direction|(?:to|toward|towards)\s+the\s+(?:above|below)\s+(?:side|direction)\b|in\s+right\s+direction|"
    r"in\s+the\s+right\s+direction(?=\s+(?:within|in|across|on)\s+(?:the|its)\s+(?:frame|image|picture|screen|view)\b)|"
    r"in(?!\s+(?:the|a|an|this|that|its|their|place|front|time|view|frame|sync|tandem|parallel|direction|any|no|every|each|some|"
    r"left|right|reverse|opposite|one|both|either)\b)|"
    r"out(?!\s+of|\s+wide)|"
    r"into\s+the\s+(?:scene|distance|room|space|corridor|hall|street|world)|(?:deeper|further|farther)\s+into\b|inside|indoors|into(?=\s+(?:what|where)\b)|"
    r"into\s+(?:the|a|an|our|your)\s+(?:[\w-]+\s+){0,2}?(?:room|area|suite|kitchen|hall\w*|lounge|space|"
    r"chamber|building|house|courtyard|yard|garden|tunnel|cave|shop|office|bedroom|bathroom|lobby|foyer)|toward(?:s)?\s+(?:the\s+)?"
    r"(?:camera(?![- ](?:left|right)\b)|viewer|lens|us|horizon|sky|ceiling|ground|floor|earth|heavens|distance|vanishing\s+point)|upward|downward|"
    r"at\s+(?:the\s+)?(?:sky|ceiling|ground|floor|clouds|heavens|stars)|(?:to|toward|towards|for(?=\s+behind\b))\s+(?:above|below|upside|downside|behind|up|down|front|in\s+front|forwards?|backwards?)(?!\s+(?:the|a|an|its|their|of)\b)|"
    r"(?:to|toward|towards)\s+the\s+backside|"
    r"(?:to|toward|towards)\s+the\s+rear(?!\s+of)|(?:toward|towards)\s+the\s+front(?!\s+of)|(?:to|toward|towards)\s+(?:the\s+)?(?:high|low)(?:\s+part)?\b|(?:in|to|toward|towards)\s+(?:the\s+)?direction\s+of\s+(?:the\s+)?(?:front|rear|back|top|bottom|sky|ground|floor|ceiling|left|right|up|down|above|below)\b|to\s+(?:left|right|up|down|for|back)wards?|"
    r"to\s+the\s+front|to\s+(?:the\s+)?(?:sky|ceiling|ground|floor))"
    r")\b",
    re.IGNORECASE,
)
_PLAIN = {
    "left": "left", "leftward": "left", "leftwards": "left", "right": "right", "rightward": "right",
    "rightwards": "right", "up": "up", "upward": "up", "upwards": "up", "uphill": "up", "skyward": "up",
    "skywards": "up", "down": "down", "downward": "down", "downwards": "down", "downhill": "down",
    "earthward": "down", "earthwards": "down", "floorward": "down", "floorwards": "down", "groundward": "down",
    "groundwards": "down", "higher": "up", "lower": "down", "onward": "forward", "onwards": "forward", "heavenward": "up",
    "heavenwards": "up", "aloft": "up", "nose-up": "up", "nose up": "up", "nose-down": "down", "nose down": "down", "forward": "forward", "forwards": "forward", "ahead": "forward",
    "closer": "forward", "nearer": "forward", "in": "forward", "inside": "forward", "indoors": "forward", "backward": "backward", "backwards": "backward",
    "back": "backward", "away": "backward", "out": "backward",
    "camera-left": "left", "camera left": "left", "camera-right": "right", "camera right": "right",
    "straight on": "forward", "straight-on": "forward", "in reverse": "backward",
    "rearward": "backward", "rearwards": "backward", "aft": "backward", "astern": "backward", "fwd": "forward", "fwds": "forward", "bwd": "backward", "bwds": "backward", "bkwd": "backward", "bkwds": "backward",
    "l": "left", "r": "right", "port": "left", "starboard": "right",
    "above": "up", "upside": "up", "below": "down", "downside": "down", "behind": "backward", "the front": "forward",
    "front": "forward", "in front": "forward", "the backside": "backward",
}
#: verbs whose direction is implied: (regex over the verb word, direction)
_IMPLIED = (
    (re.compile(r"^(?:advanc|approach|approximat|press|push|plung|dive|penetrat|insert|proceed|surg|charg|nears|neared|nearing|gain\w*\s+ground|"
                r"clos\w*\s+(?:in\s+)?(?:the\s+)?(?:distance|gap))\w*$", re.I), "forward"),
    (re.compile(r"^(?:retreat|reced|retroce|withdr|retract|retir|revers|backpedal|recoil|(?:giv\w*|gave|los\w*|lost)\s+ground)\w*$", re.I),
     "backward"),
    (re.compile(r"^(?:(?:ris|rose|climb|ascen|lift|rais)\w*|elevat(?:e|es|ed|ing))$", re.I), "up"),
    (re.compile(r"^(?:(?:sink|sank|sunk|drop|fall|fell|descen|dip|dipp|sag|lower)\w*|depress(?:es|ed|ing)?)$", re.I),
     "down"),
)
#: "the sideline camera drops deep": backs off (a football idiom), not a fall
_DROPS_DEEP = re.compile(r"\bdrop(?:s|ped|ping)?\s+deep\b", re.IGNORECASE)
_BACKS = re.compile(r"\bback(?:s|ed|ing)?[\s-]+(?:\w+ly\s+|straight\s+)?(?:away|up|off|out|astern)\b|\b(?:push|pull)-?backs?\b|" + _DROPS_DEEP.pattern, re.IGNORECASE)
#: "steps up toward the lot", "the hedges come up to the lens": an approach, not a rise
_STEPS_UP = re.compile(r"\bstep(?:s|ped|ping)?\s+up\s+(?:to|toward|towards)\b|"
                       r"\b(?:comes?|coming|came)\s+(?:right\s+)?up\s+to\s+(?:meet\s+)?(?:the\s+)?(?:camera|viewer|lens|us)\b",
                       re.IGNORECASE)
_ZOOM = re.compile(
    r"\b(?P<verb>zoom(?:s|ed|ing)?|push(?:es|ed|ing)?|dolly(?:ing)?|dollies|pull(?:s|ed|ing)?|punch(?:es|ed|ing)?|"
    r"close[sd]?|closing|nos(?:e|es|ed|ing))(?:\s+(?:\w+ly\s+)?|-)(?P<dir>in|out|back|away|forward|forwards|backward|backwards)\b",
    re.IGNORECASE,
)
_SCALE_VERB = re.compile(
    r"\b(?P<verb>(?:gets?|getting|got|becomes?|becoming|became|appears?|looks?|seems?|grow\w*|grew)\s+(?:\w+\s+){0,2}?"
    r"(?:larger|bigger|closer|nearer|smaller|tinier|tiny|small|farther|further\s+away|more\s+distant)|"
    r"grows?|grew|growing|enlarg\w*|expand\w*|swell\w*|balloon\w*|magnif\w*|loom\w*(?!\s+(?:in|up|out)\s+(?:from|on|at)\b)|"
    r"(?:comes?|coming|came|moves?|moving|drawing|draws?|edges?|creeps?)\s+(?:ever\s+|steadily\s+|slowly\s+)?"
    r"(?:closer|nearer|toward\s+(?:the\s+)?(?:camera|viewer|lens|us))|rush\w*\s+(?:at|toward)\s+(?:the\s+)?"
    r"(?:camera|viewer|lens|us)|(?:comes?|coming|came|rises?|rising)\s+(?:right\s+)?up\s+to\s+(?:meet\s+)?(?:the\s+)?(?:camera|viewer|lens|us)|"
    r"(?:comes?|coming|came)\s+up\s+close|(?:becomes?|becoming|became|gets?|getting|got|grows?|growing)\s+more\s+(?:big|large)|"
    r"(?:comes?|coming|came|goes|going|went|moves?|moving|is\s+going)\s+more\s+(?:close|near)|reduc\w*\s+in\s+size|"
    r"(?:comes?|coming|came)\s+near\b|(?:fill|fills|filling|filled)\s+up\s+the\s+(?:picture|frame|view|screen|image)|scal(?:e|es|ed|ing)\s+down|"
    r"(?:increas|decreas|reduc)\w*\s+(?:\w+ly\s+)?in\s+(?:their\s+|its\s+)?(?:apparent\s+|image\s+|visual\s+|on-?screen\s+|projected\s+)?size|"
    r"(?:goes|going|went|moves?|moving|comes?|coming)\s+more\s+far|"
    r"shrink\w*|shrank|shrunk|dwindl\w*|diminish\w*|reced\w*|(?:fall\w*|fell)\s+away(?!\s+(?:out|off|below|beneath|past|"
    r"through|beyond|at|to|toward|towards)\b)|"
    r"(?:moves?|moving|draws?|drift\w*|pulls?)\s+(?:(?:further\s+|farther\s+)?away|(?:further|farther)\s+off)|"
    # "take up more and more of the frame", "fill less of the view", "contract toward the centre"
    r"(?:takes?|taking|took|fills?|filling|filled|occup(?:y|ies|ying|ied)|covers?|covering)\s+(?:up\s+)?(?:\w+ly\s+|each\s+time\s+|always\s+|ever\s+)?"
    r"(?:more\s+and\s+more|less\s+and\s+less|more|less|(?:a|an)\s+(?:ever\s+|\w+ly\s+)?(?:larger|smaller|bigger|greater|growing|"
    r"shrinking|increasing|decreasing)\s+(?:part|portion|area|fraction|share|proportion))|contract\w*|converg\w*|spread\w*\s+out(?:wards?)?|scal(?:e|es|ed|ing)\s+up|"
    r"(?:spread|diverg)\w*\s+(?:out(?:wards?)?\s+)?(?:toward|towards|to)\s+(?:the\s+)?(?:\w+\s+)?(?:edges|borders|corners|sides)|"
    r"spread\w*\s+(?:out\s+)?away\s+from\s+the\s+(?:centre|center|middle)|"
    r"(?:pull|draw|drew|shrink|contract)\w*\s+inwards?|"
    # "rush out toward the frame edges", "come rushing up larger", "gather in toward centre frame"
    r"(?:rush|race|stream|burst|fan|flow|fly|flies|flew|drift|slid|slide|push|mov)\w*\s+out(?:wards?)?(?:\s+wide)?\s+(?:from\s+the\s+(?:middle|cent(?:re|er))(?:\s+of\s+the\s+\w+)?\s+)?(?:toward|towards|to)\s+(?:the\s+)?(?:\w+\s+)?(?:edges|borders|corners|sides)|"
    r"(?:comes?|coming|came)\s+(?:\w+ing\s+)?(?:up\s+|in\s+)?(?:larger|bigger)|"
    r"(?:ends?|ended|ending|winds?|wound)\s+up\s+(?:\w+\s+)?(?:(?:nearer|closer)\s+to|(?:farther|further)\s+(?:away\s+)?from)|"
    r"(?:gather|huddl|bunch|cluster|pull|draw|drew|crowd)\w*\s+(?:come\s+)?(?:in\s+|together\s+)?(?:toward|towards|to|into|in)\s+(?:the\s+)?(?:cent(?:re|er)|middle)\b"
    r"(?!\s+of\s+(?:the|a)\s+(?!frame|picture|image|screen|shot|view)\w+)|"
    r"spread\w*\s+(?:go\s+)?(?:out\s+)?(?:to|toward|towards)\s+(?:the\s+)?edge\b|"
    # "the orthogonals open out around it", "spill past the borders": lines and things spreading as the camera nears
    r"open(?:s|ing|ed)?\s+out(?!\s+(?:onto|into|on|over|to\s+(?:a|an|the)\b))|"
    r"spill\w*\s+(?:out\s+)?(?:past|over|beyond|off)\s+(?:the\s+)?(?:frame\s+)?(?:borders|edges|frame))\b",
    re.IGNORECASE,
)
_NEW_CONTENT = re.compile(
    r"\b(?:new|fresh|more|previously\s+(?:unseen|hidden|off-screen)|unseen|additional|extra|other)\s+"
    r"(?:\w+[\s-]+){0,6}?(?:(?:from|on|at|along|over|in\s+from|into\s+view\s+(?:on|from|at)|into\s+the\s+frame\s+"
    r"(?:on|from|at)|through|for(?=\s+the\s+(?:left|right)\s+side))\s+(?:the\s+)?(?:far\s+)?|(?:frame|screen)-|in\s+the\s+(?=(?:superior|inferior|upper|lower)\s+part\b))"
    r"(?P<edge>left|right|top|bottom|above|below|superior|inferior|upper|lower)\b",
    re.IGNORECASE,
)
_REVEAL = re.compile(
    r"\b(?:reveal\w*|uncover\w*|expos\w*|open\w*\s+up|bring\w*\s+in(?:to\s+view)?|show\w*)\s+(?:\w+\s+){0,5}?"
    r"(?:on|at|from|along|to)\s+(?:the\s+|its\s+)?(?P<edge>left|right|top|bottom|upper|lower)\b",
    re.IGNORECASE,
)
#: subjects: the camera (moves as said) or picture content (moves the other way on screen)
_CAMERA_NOUN = re.compile(
    r"\b(?:camera|cam|view(?:point)?|vantage|shot|viewer|we|lens|pov|point\s+of\s+view|himself|herself|perspective(?!\s+(?:grid|lines?))|observer|"
    r"overwatch|(?<=the\s)asset|"
    r"video(?:\s+[ab])?|clip|rollout|footage|recording|tour|walk-?through|fly-?through|it|she|this\s+one|frame|framing|movement|motion|move|drone|player|"
    r"character|eye|gaze|attention|sights|look|pan|tilt|strafe|dolly|turn|yaw|pitch|rotation|translation|sequence|rig|gimbal|"
    r"steadicam|operator|cameraman|avatar|vehicle|agent|robot|observer|viewport|apparatus|equipment|imager|sensor|device|unit|"
    r"quad(?:copter)?|multirotor|aircraft|airframe|optics|optic(?!\s+flow)|uav|copter|helicopter|phone(?!\s+(?:booths?|boxes?|lines?|poles?|calls?|numbers?|masts?)\b)|smartphone|gopro|camcorder|handycam|probe|"
    r"spacecraft|craft|lander|rover|satellite|ship|(?:(?<=the\s)|(?<=our\s)|(?<=my\s))(?:bird(?!\s+(?:tables?|baths?|feeders?|houses?|boxes?|cages?|seed|song|nests?|droppings|flocks?)\b)|take|shooting)|watcher|witness|spyglass|(?:(?<=the\s)|(?<=old\s)|(?<=our\s)|(?<=this\s)|(?<=my\s))glass(?!\s+(?:doors?|windows?|panes?|walls?|fronts?|facades?|buildings?|towers?|bottles?|roofs?|cases?)\b)|contraption|shooter|box\s+of\s+tricks|(?<=dear\s)thing|(?<=the\s)machine(?!s)|companion|onlooker|(?:(?<=its\s)|(?<=the\s))bow(?!\s+(?:of|its|his|her|their|the|down|to|toward|towards)\b)|onboard|mount|yoke|aim\s*point|point\s+of\s+aim|reticle|crosshairs?|helo|heli|chopper|vessel|boat|sub|submarine|rov|tip|nose|\w*scopes?|instrument|headset|helmet|(?:space)?suit|wearer|i|(?:sight|eye)[\s-]?line|"
    r"line\s+of\s+sight|bearing|heading|taker\s+of\s+(?:pictures|images|views)|filming\s+one|looking[\s-]machine|camera[\s-]eye|(?:(?<=its\s)|(?<=her\s))(?:head|face)(?!\s+(?:of|for|start)\b)|picture[\s-]box(?:es)?|"
    r"optical\s+cent(?:re|er)|acquisition|imaging\s+(?:platform|device|system|unit)|(?:optical|viewing|view|camera|lens|visual)\s+(?:axis|direction)|pose|objective|(?:camera\s+|video\s+|live\s+)?feed(?!\s+(?:troughs?|bags?|bins?|lots?|mills?|stores?|buckets?|sacks?|bunks?|racks?|yards?|pens?|barns?|sheds?|carts?|wagons?|stalls?)\b)|(?:machine|apparatus)\s+(?:of|for)\s+(?:shooting|filming|recording)|angle(?=\s*$|\s+(?:\w+ly\s+)?\w+(?:s|ed)\b)|capture\s+device|platform|\w+cams?|\w+-cams?|\w+cameras?)\b",
    re.IGNORECASE,
)
#: nouns of picture content (`_CONTENT_NOUN`)
_CONTENT_WORDS = (
    r"content|contents|scene(?:ry)?|objects?|everything|anything|all\s+of\s+it|buildings?|image|picture|"
    r"background|foreground|backdrop|world|environment|surroundings|trees?|landscape|terrain|features?|"
    r"structures?|horizon|pillars?|columns?|walls?|rocks?|bricks?|textures?|details?|elements?|geometry|"
    r"things|items|props?|hills?|mountains?|clouds?|ground|floor|road|street|houses?|shapes?|surfaces?|"
    r"layout|landmarks?|stones?|boulders?|foliage|bushes|grass|sky|ceiling|arches|arch|posts?|poles?|"
    r"doors?|windows?|towers?|they|them|those|these|scenery|set|stage|room|corridor|façade|facades?|vanishing\s+points?|(?:perspective\s+)?grid")
_CONTENT_NOUN = re.compile(rf"\b(?:{_CONTENT_WORDS})\b", re.IGNORECASE)
_CONTENT_BEFORE = re.compile(rf"\b(?:{_CONTENT_WORDS})\s+$", re.IGNORECASE)
_DEPTH_TARGET = {"camera": "forward", "viewer": "forward", "lens": "forward", "us": "forward",
                 "horizon": "forward", "distance": "forward", "vanishing point": "forward", "sky": "up",
                 "ceiling": "up", "ground": "down", "floor": "down"}
_STATIC = re.compile(
    r"\b(?:(?:is|was|stays?|stayed|staying|remains?|remained|remaining|looks?|appears?|seems?|holds?|holding|sits?|sat|stands?|stood|"
    r"keeps?|kept|lingers?|hovers?|hovering|hovered|"
    r"rests?|waits?|pauses?|"
    r"is\s+completely|is\s+essentially|is\s+almost|is\s+nearly|remains?\s+completely|stays?\s+completely|"
    r"stays?\s+perfectly|holds?\s+perfectly|is\s+entirely|is\s+totally),?\s+(?P<not>(?:not|never)\s+)?(?:(?:\w+ly|quite|very|so|plumb|dead|stock|stone),?\s+)*"
    r"(?:static|still(?!\s+(?:visible|there|present|seen|apparent|discernible|noticeable|moving|turning|panning|tilting|"
    r"drifting|in\s+view|on\s+screen|faintly|faint)\b)|stationary|"
    r"motionless|fixed|locked(?:\s+(?:off|down))?|parked|put|steady\s+in\s+place|in\s+place|unmoving|immobile|"
    r"(?:planted|rooted)(?:\s+(?:to|on|in)\s+the\s+spot)?|anchored(?:\s+fast)?(?!\s+(?:to|on|in|by)\b)|firm(?=\s+(?:as|like)\b))|"
    r"\b(?:moves?|budges?|stirs?)\s+not\s+(?:one|a|a\s+single)\s+(?:inch|step|foot|hair)\b|(?<!n't\s)(?<!not\s)\b(?:moves?|goes|travels?)\s+nowhere\b|"
    # "not a stride in any direction"
    r"\b(?:not|never)\s+(?:a|one|a\s+single)\s+(?:stride|step|inch|yard|foot|pace)\s+in\s+any\s+direction|"
    r"\bnot\s+(?:a|one|even\s+a)\s+bit\s+(?:moving|moves?|turning)\b|"
    # "is not at all turning or going": neither way of moving
    r"\bnot\s+(?:at\s+all\s+)?(?:turning|moving|going)\s+(?:or|nor)\s+(?:turning|moving|going)\b(?!\s+(?:to|toward|towards|"
    r"left|right|up|down|forwards?|backwards?|ahead|back|sideways|in|out)\b)|"
    r"motionless|stationary|immobile|unmoving|locked[- ](?:off|down)|(?:locked|fixed|static|stationary)\s+camera|"
    # "keeps dead steady on tripod throughout" (not "looks steady": the picture's stability)
    r"(?<!n't\s)(?<!not\s)(?<!never\s)(?<!brightness\s)(?<!exposure\s)(?<!light\s)(?<!colour\s)(?<!color\s)(?<!image\s)"
    r"(?<!picture\s)(?<!gaze\s)(?<!heading\s)(?:holds?|keeps?|stays?|stayed|remains?|remained|sits?)\s+"
    r"(?:dead\s+|rock\s+|perfectly\s+|completely\s+)?"
    r"steady(?=\s*(?:[,.;:!]|$)|\s+(?:on\s+(?:a\s+|its\s+|the\s+)?tripod|throughout|the\s+whole|all\s+(?:along|the\s+way|through))\b)|"
    r"(?:unchanging|unchanged|constant|fixed|static|stationary)\s+(?:viewpoint|vantage(?:\s+point)?|"
    r"camera\s+position|position|framing|pose)|"
    r"without\s+(?:any\s+)?(?:moving|movement|motion)(?!\s+(?:\w+ly\s+)?(?:off|left|right|up|down|forwards?|backwards?|"
    r"ahead|back|to|toward|towards|sideways|in|out|closer|away|into|laterally|blur|artifacts?))|"
    r"(?:is|are|was|being)\s+held\s+(?:\w+ly\s+)?(?:in\s+(?:a|its)\s+)?(?:static|still|steady|fixed)|(?:stays?|remains?|keeps?|sits?)\s+(?:right\s+|just\s+)?(?:there\s+)?where\s+it(?:\s+(?:is|was|is\s+at|started|began)\b|'s\s+at\b)|"
    r"(?:holds?|holding|held|keeps?|keeping|kept|stays?|stayed|staying|remains?|remained|remaining|chills?|sits?|sat|waits?|"
    r"waited|rests?|rested|stands?|stood|maintains?|maintained|hover(?:s|ing|ed)?)\s+(?:(?:steady|still|firm|fast|\w+ly)\s+)?"
    r"(?:in\s+|at\s+|on\s+)?(?:(?:its(?:\s+own)?|the(?:\s+(?:exact|very))?\s+same|one|a|an)\s+)?"
    r"(?:(?:fixed|single|unchanged|unchanging|same|constant|static|quiet|one)\s+)?(?:position|place|spot|pose|framing|station|"
    r"vantage\s+point|field\s+of\s+view)|"
    r"no\s+(?:visible\s+|apparent\s+|discernible\s+|camera\s+|perceptible\s+|real\s+|noticeable\s+|obvious\s+|measurable\s+|"
    r"detectable\s+)*(?:camera\s+)?(?:motion|movement|displacement)(?!\s+(?:artifacts?|blur|quality|smear\w*|trails?|issues?|"
    r"problems?|ghost\w*|glitch\w*|defects?|to|toward|towards|against|in\s+(?:the\s+)?(?:depth|direction)|"
    r"(?:or|nor)\s+[\w-]+\s+(?:to|toward|towards|left|right|up|down|forwards?|backwards?)\b|of\s+the\s+"
    r"(?:objects?|content|scene)|left|right|up|down|forwards?|backwards?|ahead|back|aft|astern|upwards?|downwards?|"
    r"leftwards?|rightwards?|along|sideways|on\s+the))|"
    r"(?:does\s+not|doesn't|did\s+not|didn't|do\s+not|don't|never|hardly|barely)\s+(?:really\s+|actually\s+)?(?:move|moves|budge|budges|"
    r"shift|travel|go\s+anywhere)(?!\s+(?:\w+ly\s+)?(?:(?:any|much)\s+)?(?:further\s+|farther\s+|more\s+)?(?:left|right|up|down|"
    r"forwards?|backwards?|ahead|back|aft|astern|to|toward|"
    r"towards|sideways|in(?!\s+(?:any|no|a\s+single)\b)|out|closer|away|into|laterally|leftward|rightward|upward|downward))|"
    r"nothing\s+(?:moves|changes|happens)(?!\s+(?:us|you|it|them|the\s+\w+|to|toward|towards|in\s+the\s+direction|left|right|up|down|"
    r"forwards?|backwards?|leftwards?|rightwards?|upwards?|downwards?|sideways)\b)|(?:does\s+not|doesn't|did\s+not|didn't|never)\s+change\s+(?:its\s+)?"
    r"(?:position|place|location|viewpoint|vantage\s+point)|"
    r"static\s+(?:shot|frame|camera|view|picture|image|video|hold|clip))\b",
    re.IGNORECASE,
)
#: more ways to say the camera holds still: strong stillness words ("rock-steady", "stock-still"),
#: motion denied through "appear/seem to", quantities of motion that are none ("zero camera motion",
#: "not a hint of movement"); a direction after the verb or noun makes it a denied direction instead
_STATIC_MORE = re.compile(
    r"\b(?:(?:lens|camera|view|rig|it)\s+(?:stands|stood|stays|remains)\s+frozen\b|(?:holds?|held|keeps?|kept)\s+its\s+ground\b"
    r"(?![^.;]*\b(?:while|as|and)\b[^.;]*\b(?:pan|turn|tilt|swivel|swing|rotat)\w*)|"
    r"(?<!picture\s)(?<!image\s)(?<!frame\s)(?<!video\s)(?:is|was|stays?|remains?)\s+frozen\s+in\s+(?:the\s+same|one|its|a\s+single)\s+"
    r"(?:place|position|spot)\b|"
    r"(?:keeps?|holds?|maintains?)\s+(?:the|its)\s+(?:framing|frame|shot|view)\s+(?:\w+ly\s+)?(?:fixed|locked|static|unchanged)\b|"
    r"(?:is|was)\s+not\s+doing\s+any\s+(?:movement|motion)(?!\s+(?:\w+\s+)?(?:to|toward|towards|left|right|up|down|forwards?|"
    r"backwards?|ahead|back|in|out|sideways)\b)|(?:abides?|rests?|remains?|stays?)\s+in\s+(?:\w+\s+)?stillness|(?:maintains?|keeps?|holds?)\s+(?:a|an|the|its)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:unchanged|unchanging|constant|fixed)\s+field\s+of\s+view|neither\s+(?:advanced|moved|withdrawn|turned|"
    r"rotated|deflected|panned|tilted|shifted)\s+(?:[\w-]+\s+)?nor\s+(?:advanced|moved|withdrawn|turned|rotated|deflected|panned|"
    r"tilted|shifted)\b|(?:does\s+not|doesn't|did\s+not|didn't|never)\s+stir\b|(?:does\s+not|doesn't|never)\s+(?:turn|rotate|pan)\s+(?:n?or|and)\s+"
    r"(?:travel|move|go)(?:\s+(?:to\s+)?(?:no|any)\s+(?:direction|where))?(?!\s+(?:\w+ly\s+)?(?:left|right|up|down|forwards?|backwards?|ahead|back|to|toward|towards|sideways)\b)|rock[- ](?:steady|still|solid)|stock[- ]still|dead[- ]still|(?:perfectly|completely|totally|utterly|"
    r"absolutely)\s+(?:still|static|stationary|motionless)|stands?\s+still|holds?\s+still|stays?\s+put|"
    r"frozen\s+in\s+place|(?:glued|rooted|pinned|fixed)\s+(?:to|in|at)\s+(?:the\s+spot|one\s+spot|its\s+(?:spot|place|post)|place|one\s+place|"
    r"a\s+single\s+(?:spot|place|position)|the\s+same\s+(?:spot|place|position))|"
    r"(?:does\s+not|doesn't|did\s+not|didn't|never)\s+(?:appear|seem)\s+to\s+(?:move|budge|shift|stir|travel)|"
    r"(?:never|does\s+not|doesn't)\s+(?:shifts|moves|stirs|stir|travels|changes\s+position)|(?:is|was|keeps?|kept|remains?)\s+standing\s+(?:still|fixed|motionless|immobile)\b|"
    r"stands?\s+(?:quiet|still|motionless)\s+in\s+(?:one|the\s+same)\s+(?:position|place|spot)|"
    r"(?:stays?|stayed|has\s+stayed|remains?|remained|has\s+remained|rests?|rested|keeps?|kept|sits?|sat)\s+(?:\w+ly\s+|right\s+|just\s+)?where\s+it\s+(?:is|was)\b|"
    r"ends?\s+up\s+(?:\w+ly\s+|just\s+|right\s+)?where\s+it\s+(?:began|started)|(?:will\s+not|won't)\s+have\s+(?:moved|budged|shifted|stirred)|"
    r"(?:having|has|have|had)\s+never\s+(?:moved|budged|shifted|stirred)|"
    r"(?:zero|not\s+(?:a|any|the\s+slightest)\s+(?:hint|trace|bit|sign)\s+of|no\s+(?:hint|trace|sign)\s+of|"
    r"(?:an|a\s+complete|a\s+total)\s+(?:absence|lack)\s+of|devoid\s+of|free\s+of)\s+(?:any\s+)?"
    r"(?:camera\s+|ego[- ])?(?:motion|movement|moves?)\b|"
    r"(?:does\s+not|doesn't|did\s+not|didn't|never)\s+undergo(?:es)?\s+any\s+(?:displacement|motion|movement)"
    r"(?:\s+(?:or|nor)\s+rotation)?(?!\s+(?:to|toward|towards|in)\b)|"
    r"(?:keeps?|kept|maintains?|maintained|remains?\s+in|stays?\s+in|is\s+in)\s+a\s+(?:static|still|stationary|motionless)\s+state|"
    r"no\s+(?:(?:measurable|detectable|discernible|perceptible)\s+)?(?:camera\s+)?(?:ego[- ]motion|displacement)\b"
    r"(?!\s+(?:or|nor|and)\s+[\w-]+\s+(?:to|toward|towards|in)\b)|"
    r"no\s+(?:evidence|sign|indication)\s+of\s+(?:any\s+)?(?:camera\s+)?(?:motion|movement)(?:\s+(?:along|on|about|in)\s+"
    r"any\s+axis)?|"
    r"(?:without\s+(?:any\s+|a\s+single\s+)?|no\s+)(?:camera\s+)?moves?\b|"
    r"no\s+(?:measurable|detectable|discernible|perceptible)\s+(?:camera\s+)?(?:motion|movement)|"
    # at rest, idle, going nowhere, doing nothing
    r"(?:is|stays?|remains?|sits?)\s+(?:\w+ly\s+)?(?:idle|at\s+rest|inert|dormant)|at\s+a\s+standstill|"
    r"(?:is\s+not|isn't|never)\s+going\s+anywhere|(?:does\s+not|doesn't|never)\s+(?:do|does)\s+anything|(?:doing|does)\s+nothing|"
    r"(?:just\s+|simply\s+|merely\s+)(?:stands?|sits?|sat|stood)\s+(?:there|around)|stays?\s+parked|refus\w*\s+to\s+(?:move|budge|stir|shift)|"
    r"(?:stoic\s+|complete\s+|total\s+|perfect\s+)?immobility|(?:hangs?|hanging)\s+there|"
    r"position[- ]hold|immovabl[ey]|not\s+moving|(?:isn't|aren't|wasn't)\s+moving\b(?!\s+(?:at\s+all\s+)?(?:to|toward|towards|in|into|"
    r"left|right|up|down|forwards?|backwards?|ahead|back|sideways|closer|away|much|far|fast|quickly|smoothly)\b)|"
    r"(?:holds?|stays?|remains?|keeps?)\s+(?:\w+ly\s+)?steady\s+(?:(?:on|in|at)\s+(?:the\s+)?same\s+(?:position|place|spot)\s+)?(?:from\s+(?:the\s+)?(?:start|beginning|first\s+frame)\s+to\s+"
    r"(?:the\s+)?(?:finish|end|last(?:\s+frame)?)|throughout|the\s+whole\s+(?:time|way|clip|segment))(?=\s*(?:[,.;!]|$))|(?:holds?|stays?|remains?|keeps?|is|was)\s+(?:perfectly|completely|totally|utterly|absolutely|entirely)\s+steady\b|(?:never|does\s+not|doesn't)\s+strays?\s+from\s+where|(?:stays?|remains?|is|sits?)\s+(?:\w+ly\s+)?(?:planted|rooted)|holds?\s+its\s+mark|"
    # an unchanging pose; "neither translated nor rotated"
    r"(?:holds?|keeps?|maintains?|retains?)\s+(?:\w+ly\s+)?(?:(?:a|an|the|its|one)\s+(?:\w+\s+)?)?(?:invariant|unchanging|unchanged|"
    r"constant|fixed|stable|static|single|same|locked)\s+(?:(?:bearing|heading)\s+and\s+)?(?:pose|position|viewpoint|point\s+of\s+view|"
    r"vantage\s+point|placement|location|framing|attitude)|"
    r"neither\s+(?:is\s+)?(?:translat|mov|shift|displac)\w*\s+nor\s+(?:is\s+)?(?:rotat|turn|pan|tilt)\w*\b"
    r"(?!\s+(?:in|to|toward|towards)\s+(?:the\s+)?(?:left|right|top|bottom|up|down)\b)|"
    # "keeps the same fixed view", "no translation or rotation", "hasn't moved a muscle", "holds steady."
    r"(?:no|zero|without(?:\s+any)?)\s+(?:(?:measurable|detectable|discernible|perceptible|visible)\s+)?"
    r"(?:translation|movement|motion)\s+(?:or|and|nor)\s+(?:(?:no|zero)\s+)?(?:rotation|turning)|"
    r"(?:no|zero|without(?:\s+any)?)\s+(?:(?:measurable|detectable|discernible|perceptible|visible)\s+)?"
    r"rotation\s+(?:or|and|nor)\s+(?:(?:no|zero)\s+)?(?:translation|movement)|"
    r"(?:hasn't|has\s+not|haven't|have\s+not|hadn't)\s+(?:moved|budged|stirred|shifted)|"
    r"(?:does\s+not|doesn't|did\s+not|didn't|never)\s+(?:move|budge|stir|moved|budged|stirred)\s+(?:a\s+muscle|an\s+inch|"
    r"a\s+millimet(?:re|er))|stuck\s+(?:at|in|on)\s+(?:one|the\s+same|a\s+single)\s+(?:place|spot|position)|"
    r"(?:is\s+not|isn't|are\s+not|aren't)\s+moving(?:\s+to)?\s+anywhere|"
    r"(?:hangs?|hanging)\s+in\s+(?:place|position|one\s+spot|the\s+same\s+spot)(?!\s*,?\s*(?:then|before|and\s+then)\b)|"
    r"never\s+so\s+much\s+as\s+(?:stirs|moves|budges|twitches|shifts)|(?:moves?|budges?|stirs?|shifts?)\s+not\s+at\s+all|"
    r"without\s+(?:the\s+)?(?:faintest|slightest|least|smallest)\s+(?:movement|motion|stir)\b(?!\s+(?:of|to|toward|towards)\b)|"
    r"(?:remains?|stays?|keeps?)\s+standing\s+(?:on|in|at)\s+(?:the\s+same|one|its)\s+(?:spot|place|position)|"
    r"(?:is\s+not|isn't|wasn't|was\s+not|is\s+never)\s+(?:budging|stirring)(?:\s+(?:an?\s+|one\s+)?(?:inch|bit|jot|millimet(?:re|er)))?|"
    r"(?:does\s+not|doesn't|did\s+not|didn't|never)\s+leaves?\s+(?:its|the|their)\s+(?:station|spot|post|mark|position)|"
    r"(?:camera|shot|view|frame|framing)\s+holds\s*(?=[.;:!]|$)|holds?\s+steady\s+on\s+(?:the|its)\s+[\w-]+(?=\s*(?:[.;!]|$))|"
    r"idl(?:es|ing|ed)\s+(?:on\s+the\s+spot|in\s+place|there)|(?:locked|locked-off|fixed)\s+tripod|"
    r"(?:holds?|keeps?|maintains?|rests?\s+in)\s+(?:its|a|the|our|their)\s+(?:\w+\s+)?stillness|"
    r"(?:holds?|held|maintains?|maintained|keeps?|kept)\s+(?:a\s+|its\s+)?(?:\w+\s+)?fixation\b|"
    r"(?:is|was|are|were)\s+not\s+(?:moved|displaced|shifted)\s+(?:at\s+all|in\s+any\s+direction)|"
    r"(?:never|hasn't|has\s+not|didn't|did\s+not)\s+(?:budged|stirred)\b|"
    r"(?:no|zero)\s+translation\s+[+&]\s+(?:no\s+|zero\s+)?rotation|"
    r"(?:camera|cam|shot|view|viewpoint|point\s+of\s+view|take|objective|it|(?<=filming\s)one|machine|eye|lens)\s+(?:is|stays?|remains?|keeps?)\s+"
    r"(?:\w+ly\s+)?quiet\b|"
    r"(?:does\s+not|doesn't|did\s+not|didn't)\s+(?:realise|realize|perform|make|execute|carry\s+out|do)\s+any\s+(?:(?:type|kind|sort)\s+of\s+)?(?:movement|motion|"
    r"displacement)|without\s+(?:displacing|moving|translating)\s+(?:itself\s+)?(?:n?or|and)\s+(?:rotating|turning)|"
    r"(?:remains?|stays?|is)\s+stopped(?!\s+(?:on|at)\s+(?:one|a|the\s+same|a\s+single)\s+(?:frame|image|picture)\b)|(?:stands?|stays?|holds?|remains?)\s+fast\b(?!\s+(?:to|toward|towards|forward|ahead|left|right)\b)|all\s+stop\b|holds?\s+(?:its\s+)?station|no\s+way\s+on\b|"
    r"sits?\s+tight|(?:goes|going|went)\s+nowhere|(?:keeps?|kept|holds?|held)\s+(?:its|the)\s+(?:view|framing|position)\s+"
    r"(?:locked|fixed|held|pinned)\s+(?:right\s+|just\s+)?where\s+it\s+is|(?:is|was)\s+stood\s+(?:there|still)|stands?\s+there\s+like\b|(?:is|stays?|remains?)\s+in\s+(?:the\s+|a\s+)?stopped\s+state|"
    # "sits quiet and still", "holds as still as a sleeping cat"; "no change in position or orientation"
    r"(?:sits?|sat|stays?|stayed|is|was|remains?|remained|holds?|held|keeps?|kept|freezes|froze|stands?|stood)\s+(?:as\s+still\s+as\b|"
    r"(?:quiet|calm|silent|peaceful|steady|hushed)\s+and\s+still\b|still\s+and\s+(?:quiet|calm|silent|steady|"
    r"unmoving|motionless)\b)|no\s+(?:interval\s+)?change\s+(?:in|of)\s+(?:its\s+)?(?:position|location|pose|viewpoint)"
    r"(?:\s+(?:or|and|nor)\s+(?:in\s+)?(?:orientation|heading|attitude|direction))?\b|waits?\s+at\s+(?:the|its|one)\s+(?:current\s+|same\s+)?(?:location|spot|place|position)|"
    r"(?:is|are)\s+kept\s+(?:steady|still|fixed)\s+(?:at|in)\s+(?:the\s+same|one|its)\s+(?:place|spot|position)|"
    r"declines?\b[^.;]{0,40}?\bto\s+move|(?:zero|no)\s+displacement\s+(?:and|or|nor|[+&])\s+(?:zero\s+|no\s+)?rotation"
    r"(?!\s+(?:to|toward|towards|in\s+the\s+direction)\b)|"
    r"remains?\b[^.;]{0,60}?\bstill\b(?!\s+(?:moving|turning|panning|tilting|drifting))|"
    # "without budging an inch", "not a single nudge in any direction", "does not even shift one bit",
    # "stands one place", "just rests."
    r"without\s+(?:budging|stirring)(?:\s+(?:an?\s+|one\s+)?(?:inch|bit|jot|millimet(?:re|er)))?|"
    r"not\s+(?:a\s+|one\s+)?(?:single\s+)?(?:nudge|budge|twitch|shift)\s+in\s+any\s+direction|"
    r"(?:does\s+not|doesn't|did\s+not|didn't)\s+(?:even\s+)?(?:shift|budge|stir|move)\s+(?:(?:one|a|a\s+single)\s+(?:bit|inch|jot)|"
    r"in\s+the\s+(?:least|slightest)\b(?!\s+(?:to|toward|towards|left|right|up|down|forwards?|backwards?)\b))|"
    r"undergo\w*\s+(?:only\s+)?(?:the\s+|an?\s+)?identity\s+(?:transformation|map(?:ping)?)|"
    r"stands?\s+(?:in\s+)?one\s+(?:place|spot)|stands?\s+(?:there\s+)?(?:fixed|motionless|unmoving|immobile)\b|"
    r"(?:sits?|stays?|keeps?|holds?|is|remains?)\s+nice\s+and\s+(?:still|steady|quiet)\b|(?<!only\s)(?:just\s+)?rests?(?=\s*(?:[,.;!]|$)))"
    r"(?!\s+(?:\w+ly\s+)?(?:left|right|up|down|forwards?|backwards?|rearwards?|ahead|back|aft|astern|to|toward|towards|"
    r"sideways|in(?!\s+(?:the|a|an|its|one|mid-?air|place|position)\b)|out|"
    r"closer|away|into|laterally|leftward|rightward|upward|downward|blur|artifacts?|of\s+the|quality|issues?|"
    r"problems?|trails?|smear\w*|ghost\w*|glitch\w*|defects?))",
    re.IGNORECASE,
)
#: "keeps the same fixed view of the section": one unchanging view (what follows may name what it shows)
_STATIC_VIEW = re.compile(r"\b(?:holds?|held|keeps?|kept|maintains?|maintained)\s+(?:a|an|the|its|one)\s+(?:same\s+)?(?:\w+\s+)?(?:unchanging|"
                          r"unchanged|fixed|static|constant|identical|same)\s+(?:view|shot|frame|picture)\b", re.IGNORECASE)
#: a picture property as the subject right before a stillness phrase
_PICTURE_SUBJECT = re.compile(
    r"\b(?:exposure|brightness|colou?rs?|colou?r\s+grade|grade|lighting|light\s+levels?|white\s+balance|focus|"
    r"sharpness|image\s+quality|picture\s+quality|quality|contrast|hues?|tones?|noise|grain|"
    # what perspective holds still under a slide or a walk: a point at infinity and the lines meeting there
    r"vanishing\s+points?|horizon(?:\s+line)?|(?:converging\s+)?lines?)\s+(?:\w+\s+){0,2}$",
    re.IGNORECASE,
)
#: "no yaw at all", "no tilt", "without any strafing": negated directions of one motion kind only
_NO_AXIS = re.compile(
    r"\b(?:no|nil|zero|without(?:\s+any)?|nor\s+any|not\s+any|free\s+of|absent|lacks?(?:\s+any)?|never\s+any)\s+"
    r"(?:(?!(?:left|right|up|down|leftward|rightward|upward|downward|forward|backward)\b)\w+\s+){0,2}?(?P<what>yaw\w*|pan(?:ning|s)?|turn(?:ing|s)?|azimuth(?:\s+(?:motion|movement|change|slew\w*))?|rotation(?:al)?(?:\s+motion)?|angular\s+(?:displacement|motion|movement)|"
    r"horizontal\s+(?:rotation|turn\w*|pan\w*)|tilt\w*|pitch\w*|inclination|vertical\s+(?:rotation|motion|movement)|"
    r"strafe|strafing|sideways\s+(?:motion|movement|drift)|lateral\s+(?:motion|movement|drift|translation)|"
    r"dolly\w*|zoom\w*|forward\s+(?:motion|movement|progress|travel)|backward\s+(?:motion|movement|travel)|"
    r"(?:leftward|rightward|upward|downward|forward|backward)\s+(?:\w+\s+)?(?:motion|movement|drift|pan|turn|"
    r"shift|travel|tilt|strafe|dolly|truck|translation|push|pull))\b(?!\s+(?:much|a\s+lot|significantly|very\s+much|(?:to|toward|towards)\s+(?:the\s+)?"
    r"(?:left|right|top|bottom|sky|ground|floor|ceiling)\b|"
    r"(?:left|right|up|down)(?:wards?)?\b(?!\s*/)))",
    re.IGNORECASE,
)
#: "the pitch stays level", "its heading never changes": the whole axis held
_NOT_VERB = re.compile(
    r"\b(?:does\s+not|doesn't|did\s+not|didn't|never|no\s+longer|cannot\s+be\s+seen\s+to|is\s+not|isn't|"
    r"(?:'re|are|am|was|were)\s+not|aren't|weren't|wasn't)\s+"
    r"(?:\w+ly\s+)?(?:(?P<h>yaw|yaws|yawing|pan|pans|panning|turn|turns|turning|pivot|pivots|pivoting|swivel|swivels|"
    r"swivelling|swiveling)|(?P<r>rotate|rotating|rotates)|"
    r"(?P<v>tilt|tilting|tilts|pitch|pitching|pitches)|(?P<s>strafe|strafing|strafes))\b"
    r"(?!\s+(?:\w+ly\s+)?(?:(?:or|nor)\s+\w+\s+)?(?:left|right|(?-i:L|R)\b|up|down|to|toward|towards|leftward|rightward|upward|"
    r"downward|back|around|round))",
    re.IGNORECASE,
)
_NO_DIR_NOUN = re.compile(
    r"\b(?:no|without(?:\s+any)?|not\s+any|zero)\s+(?:\w+\s+)?(?:motion|movement|drift|travel|shift|progress)\s+"
    r"(?:(?:to(?:ward|wards)?\s+(?:the\s+)?|towards\s+(?:the\s+)?)?(?P<d>left|right|up|down|forwards?|backwards?)\b|"
    r"against\s+(?:the|its)\s+(?P<against>heading)\b)|"
    # "nothing backward", "no rightward component"
    r"\bnothing\s+(?:(?!(?:left|right|up|down)\b)\w+\s+){0,3}?(?:to(?:ward|wards)?\s+)?(?:the\s+)?"
    r"(?P<d3>left|right|up|down|forward|backward)(?:wards?)?\b|"
    r"\b(?:no|neither)\s+(?:an?\s+)?(?P<d6>left|right|up|down|for(?=ward)|back(?=ward))(?:wards?)?\s+(?:or|nor|and)\s+(?:an?\s+)?"
    r"(?P<d7>left|right|up|down|for(?=ward)|back(?=ward))(?:wards?)?\s+"
    rf"(?:\w+\s+)?(?:{_MOTION_NOUNS})s?\b|"
    r"\bno\s+nose[- ](?P<d5>up|down)\b(?:\s+(?:or|nor)\s+nose[- ](?P<d9>up|down)\b)?|"
    r"\bno\s+(?P<d4>left|right|up|down|forward|backward|fwd|bwd|(?-i:L|R))(?:wards?)?\s+(?:component|element|part|yaw|pan|turn|tilt|"
    r"strafe|crab|drift|slide|shift|motion|movement|move|look|mouse-?look|flick|glance|self-?motion)s?\b|"
    # "rightward motion is absent"
    r"\b(?P<d2>left|right|up|down|forward|backward)wards?\s+(?:motion|movement|drift|travel|shift|progress)\s+"
    r"(?:is|remains)\s+(?:entirely\s+|completely\s+|wholly\s+)?(?:absent|missing)\b",
    re.IGNORECASE,
)
_AXIS_HELD = re.compile(
    r"\b(?:(?P<v>pitch|tilt|vertical\s+angle|horizon\s+line|gimbal)|(?P<h>heading|bearing|yaw|facing|direction\s+of\s+view))"
    r"(?:\s+(?:angle|rate))?\s+(?:(?:never|does\s+not|doesn't)\s+(?:changes?|rotates?|turns?|shifts?|alters?|swings?)\b|(?:stays|remains|is|holds|keeps|has\s+stayed|has\s+remained|has\s+been)\s+"
    r"(?:\w+ly\s+)?(?:level|constant|steady|unchanged|fixed|flat|the\s+same|put|locked|(?:at\s+)?(?:zero|nil))|holds(?=\s*(?:[.,;!]|$)))|"
    # telegraphic notes: "Tilt: none.", "Heading: unchanged."
    r"\b(?:(?P<v4>tilt|pitch)|(?P<h4>heading|yaw|pan))\s*:\s*(?:none|unchanged|constant|nil|zero|level|no)\b|"
    # "keeps a level pitch", "holds a constant heading"
    r"\b(?:keeps?|holds?|maintains?)\s+(?:a|an|the|its)\s+(?:level|constant|steady|fixed|unchanged|unchanging)\s+"
    r"(?:(?P<v3>pitch|tilt)|(?P<h3>heading|yaw|bearing))\b(?!\s+and\s+(?:position|pose|location|place))|"
    # "yaw is absent", "tilting is missing"
    r"\b(?:(?P<v2>tilt(?:ing)?|pitch(?:ing)?)|(?P<h2>yaw(?:ing)?|pan(?:ning)?|heading\s+change))\s+(?:is|remains)\s+"
    r"(?:entirely\s+|completely\s+|wholly\s+)?(?:absent|missing)\b",
    re.IGNORECASE,
)
#: described defects → claim kind (the kinds of `DEFECT_KIND`, checked by `worldreward.agents.tools`)
_QUALITY: dict[str, re.Pattern[str]] = {
    "flicker": re.compile(
        r"\b(?:(?:brightness|light|exposure)\s+up\s+and\s+down\s+(?:go|goes|going|jumps?|jumping)\b|"
        r"goes\s+up\s+and\s+(?:goes\s+)?down\s+the\s+(?:brightness|light|exposure)\b|wax\w*\s+and\s+wan\w*|light-dark|dark-light|"
        r"becom(?:es|ing)\s+bright,?\s+then\s+(?:dark|dim)|becom(?:es|ing)\s+(?:dark|dim),?\s+then\s+bright|(?:light|brightness)\s+(?:of\s+the\s+"
        r"(?:picture|image|frame|scene)\s+)?(?:[\w,]+\s+){0,3}?blink\w*|(?:whole\s+)?(?:picture|image|frame|screen)\s+(?:is\s+)?puls(?:es|ing)\b|brighter\s+and\s+(?:then\s+)?(?:again\s+)?darker|darker\s+and\s+(?:then\s+)?(?:again\s+)?brighter|"
        r"bright-dark|dark-bright|(?:light|brightness|lamp|glow)\s+(?:of\s+(?:the\s+)?\w+\s+)?(?:trembles?|flickers?|blinks?|goes)\s+on\s+and\s+off|goes\s+bright\s+and\s+(?:it\s+)?(?:goes\s+)?dark|goes\s+dark\s+and\s+(?:it\s+)?(?:goes\s+)?bright|flick[- ]flick\b|(?:bright(?:ness)?|light)\s+(?:jumps?|jumping|jumped)\s+up\s+and\s+down|bright,?\s+(?:dim|dark),?\s+bright\b|(?:picture|image|light)\s+is\s+winking\b|"
        r"(?:does\s+not|doesn't|cannot|can't)\s+keep\s+(?:one|a\s+single|the\s+same)\s+brightness|(?:bright(?:ness)?|light)\s+(?:of\s+the\s+\w+\s+)?(?:(?:is|are|was|were)\s+|keeps?\s+)?(?:go|goes|going|went)\s+up(?:\s+and\s+|-)down|"
        r"(?:going|goes)\s+up\s+and\s+down\s+(?:is|are)\s+the\s+(?:brightness|light|exposure)|(?:light|brightness)\s+(?:of\s+the\s+\w+\s+)?becomes?\s+strong\s+and\s+weak|(?:brightness|light\w*|exposure)\b[^.;]{0,30}?\bup-down\s+jump\w*|light\s+then\s+dark|(?:brightens?|lightens?)\s+and\s+(?:dims?|darkens?)|"
        r"one\s+moment\s+(?:strong|bright|light)\w*,?\s+(?:and\s+)?(?:one|the\s+next)\s+moment\s+(?:weak|dim|dark)\w*|"
        r"(?:illumination|brightness|light|luminance)\s+(?:of\s+the\s+\w+\s+)?(?:waxes\s+and\s+wanes|wanes\s+and\s+waxes|rises\s+and\s+falls|pulses)|brightness\s+is\s+changing\s+suddenly|going\s+bright,?\s+then\s+dim|(?:illumination|light|brightness|lighting)\s+(?:of\s+the\s+\w+\s+)?(?:throbs|goes\s+stronger\s+and\s+weaker)|stronger\s+and\s+weaker\s+again|(?:recurring|intermittent|periodic)\s+(?:pulsation|pulsing)\s+(?:in|of)\s+(?:\w+\s+)?brightness|(?:luminance|brightness)\s+(?:of\s+the\s+\w+\s+)?varies\s+periodically|(?:luminance|brightness|illumination)\s+modulat\w*|(?:luminance|brightness)\s*:\s*(?:pulsing|flickering|unstable|fluctuating|swinging)|(?:brightness|luminance|exposure)\s+(?:swing\w*|unstable)|(?:brightness|light\w*|exposure|luminance)\s+(?:surges?|swells?|rises?|climbs?|pulses?)\s+and\s+(?:fades?|falls?|dims?|ebbs?|sinks?|drops?)|(?:brightness|light\w*|exposure|luminosity)\s+(?:of\s+the\s+\w+\s+)?(?:oscillat|waver)\w*|(?:brightness|light\w*|exposure|luminance)\s+(?:[\w,]+\s+){0,3}?throbb\w*|throbb\w*\s+in\s+and\s+out|(?:screen|picture|image|video)\s+blinks?|(?:brightness|luminance|exposure|lighting|light)\s+being\s+(?:\w+ly\s+)?(?:unstable|unsteady|inconsistent)|scintillat\w*|more\s+(?:clear|light|bright)\s+(?:then|and)\s+more\s+(?:sombre|somber|dark|dim)|exposure\s+(?:\w+ly\s+)?oscillat\w*|(?:lighting|brightness|light|illumination|luminosity)\s+(?:\w+\s+){0,2}?rises\s+and\s+falls|luminosity\s+(?:\w+\s+){0,2}?(?:oscillat|fluctuat|puls|jump)\w*|(?:clearer|lighter)\s+and\s+darker|darker\s+and\s+(?:clearer|lighter)|blink\w*\s+of\s+the\s+(?:light\w*|image|picture)|(?:illumination|luminance|brightness|lighting|exposure)\s+(?:\w+\s+){0,6}?(?:fluctuat\w*|intermittent\w*)|(?:periodic|intermittent|pulsating|pulsing|rapid|rhythmic)\s+(?:variations?|changes?|fluctuations?)\s+in\s+(?:\w+\s+)?(?:brightness|luminance|illumination|exposure)|"
        r"(?:brightness|light\w*|exposure|luminance)\s+(?:\w+:?\s+){0,2}?(?:blink\w*|puls\w*)|"
        r"brightening\s+and\s+(?:darkening|dimming)|(?:darkening|dimming)\s+and\s+brightening|(?:exposure|brightness)\s+breathes|throbb\w*\s+of\s+(?:the\s+)?(?:overall\s+)?(?:brightness|light|exposure)|(?:brighter|lighter)(?:\s+and|\s+then|,(?:\s+then)?)\s+(?:darker|dimmer)|(?:darker|dimmer)(?:\s+and|\s+then|,(?:\s+then)?)\s+(?:brighter|lighter)|glows?\s+and\s+fades?|(?:exposure|brightness|light\w*|luminance)\s+throbs?|glow\s+(?:of\s+the\s+\w+\s+)?throbs?\b|(?:brightness|light\w*|exposure|luminance)\s+(?:of\s+the\s+\w+\s+)?(?:\w+\s+)?(?:jumps?|jumping|goes|going|is\s+going)\s+up\s+and\s+down|"
        r"(?:exposure|brightness|light\w*|luminance)\s+(?:keeps\s+)?(?:surg|ris|swell)\w*\s+and\s+(?:dipp|dropp|fall|sink)\w*|(?:luminance|brightness|exposure|lighting|light)\s+(?:is|was)\s+(?:\w+ly\s+)?(?:unstable|unsteady|inconsistent)|"
        r"puls\w*\s+of\s+(?:the\s+)?(?:brightness|light|exposure|luminance)|(?:light|brightness|lighting|exposure|illumination)\s+(?:of\s+the\s+\w+\s+)?(?:is|was)\s+not\s+(?:stable|steady|constant|consistent)|"
        r"sometimes\s+(?:more\s+)?(?:bright|light)\w*,?\s+(?:and\s+)?sometimes\s+(?:more\s+)?(?:dim|dark)\w*|one\s+moment\s+(?:bright|light)\w*\s+and\s+(?:one|the\s+next)\s+moment\s+dark\w*|"
        r"(?:brightness|luminance|exposure|light\s+level)\s+cycles?|flicker\w*|flash(?:es|ing)?(?!\s+(?:off|past|by|across|toward|towards|away|into|out|through)\b)|strob\w*|(?:brightness|luminance|light\s+(?:levels?|output))\s+(?:\w+ly\s+)?(?:pulses?|pumping|jumps?|fluctuat\w*|swings?|"
        r"blinks?|"
        r"pops?|flutters?|oscillat\w*)|(?:pulsing|pumping|fluctuating|oscillating|unstable)\s+(?:brightness|exposure|"
        r"lighting)|fluctuat\w*\s+in\s+brightness|bright\s+(?:then|and)\s+dark|dark\s+(?:then|and)\s+bright|"
        r"(?:brightness|luminance)\s+keeps\s+(?:pulsing|pumping|jumping|fluctuating|flashing)|(?:illumination|lighting|light)\s+(?:is\s+|keeps\s+)?jump(?:s|ing)(?!\s+(?:\w+\s+)?(?:to\s+the|into|toward|towards|across|left|right|up|down)\b)|(?:light|brightness)\s+blinks?|blinks?\s+on\s+and\s+off|"
        r"exposure\s+(?:keeps\s+)?(?:pumps?|pumping|pulses?|flutters?|jumps?|jumping)|lighting\s+(?:pulses|pumps|flutters)|"
        r"(?:lights?|brightness|exposure)\s+(?:on\s+the\s+\w+\s+)?(?:keeps?\s+)?(?:pumps?|pumping)|bright\s+and\s+dim|"
        r"(?:brightness|light|exposure)\s+(?:keeps\s+)?(?:flaring\s+up\s+and\s+dying\s+down|going\s+up\s+and\s+down|won't\s+sit\s+still))\b",
        re.IGNORECASE),
    "blur": re.compile(
        r"\b(?:(?:has|have|had)\s+no\s+focus|focus\s+is\s+not\s+matched|edges?\s+(?:have\s+|has\s+|had\s+)?melted|melted\s+edges?|melt\w*\s+into\s+(?:mist|haze|fog|blur|softness)\b|(?:picture|image|frame|footage|view)\s+(?:is|looks)\s+(?:\w+\s+)?hazy|fogged\s+glass|(?:whole\s+)?image\s+is\s+hazy|through\s+a\s+fogged|no\s+details?\s+(?:are|is)\s+clear|los(?:e|es|ing)\s+(?:their|its)\s+contours|dissolv\w*\s+into\s+(?:a\s+)?haze|as\s+through\s+a\s+fogged|never\s+comes?\s+into\s+(?:crisp\s+|sharp\s+)?focus|nothing\s+in\s+focus|detail\s+see\s+not\s+clear|(?:robbed|stripped|deprived)\s+of\s+(?:its\s+)?(?:sharpness|detail|crispness|focus)|melt\w*\s+away\s+into\s+(?:haze|mist|blur|softness|fog)|focus\s+is\s+not\s+(?:fitting|right|good|correct|set)|(?:image|picture|frame)\s+being\s+soft|(?:image|picture|frame)\s+is\s+flou|not\s+of\s+detail\s+net|(?:far\s+from|anything\s+but|not(?:\s+at\s+all|\s+very|\s+particularly)?)\s+(?:crisp|sharp)\b|(?:image|picture|frame|video|footage)\s+(?:is|looks)\s+not\s+(?:clear|sharp)|"
        r"details?\s+(?:cannot|can't|can\s+not)\s+be\s+seen\s+(?:well|clearly)|hardly\s+a\s+detail\s+(?:\w+\s+)?in\s+focus|haziness|lacks?\b[^.;]{0,25}?\bsharpness|(?:picture|image|footage|frame)(?:['’]s|\s+is)?\s+soft(?=\s*[,.;]|\s+as\b|\s*$)|no\s+focus\s+anywhere|"
        r"loss\s+of\s+(?:focus|sharpness|detail)|"
        r"sharpness\s+is\s+(?:poor|low|lacking|lost)|focus\s+is\s+(?:soft|poor|off)|not\s+in\s+focus|indistinct|softening\s+of\s+the\s+(?:image|picture|frame|detail)|"
        r"blur\w*(?!\s+trails?\b)|out[\s-]of[\s-]focus|smear\w*(?!\s+trails?\b)(?!\s+into\s+(?:after-?images|ghosts?|trails?|double\s+images?))|loses?\s+(?:its\s+)?(?:sharpness|detail|crispness)|soft\s+focus|"
        r"unsharp|fuzzy(?!\s+(?:static|grain|noise|speckles?|snow)\b)|(?<!speckly\s)(?<!grainy\s)(?<!noisy\s)(?<!snowy\s)(?<!static\s)fuzz|mushy|smudg\w*|hazy\s+detail|lacks?\s+(?:sharpness|crispness|detail)|soft(?:ened)?\s+"
        r"(?:edges|detail|textures|image|picture|look)|washed[- ]out\s+detail|defocus\w*|"
        r"soft\s+and\s+hazy|hazy\s+and\s+soft|not\s+a\s+sharp\s+detail|(?:image|picture|footage)\s+(?:is\s+)?soft\s+throughout|(?:detail|details|textures?|edges|image|picture|frames?|everything)\s+(?:is|are|looks?|appears?|seems?)\s+(?:\w+\s+){0,3}?"
        r"(?:soft|washed[- ]out)\b)\b", re.IGNORECASE),
    "warp": re.compile(
        r"\b(?:stretched\s+and\s+twisted\s+out\s+of\s+(?:their|its)\s+(?:true\s+)?shape|(?:lines|edges|walls)\s+(?:\w+\s+){0,3}?(?:wobbly|bendy|wavy|crooked)|(?:lines|edges|facades|walls|shapes|forms)\s+(?:\w+\s+){0,2}?(?:bend|undulat|twist|ripple)\w*|(?:lines|edges|facades|walls|buildings?)\s+(?:\w+\s+)?wav(?:e|es|ed|ing)\s+like\b|undulat\w*|stretch\w*\s+and\s+twist\w*|curv\w*\s+(?:\w+\s+){0,5}?(?:not\s+natural|unnatural\w*)|(?:walls?|lines|edges|structures?|buildings?)\s+(?:\w+ly\s+)?curv(?:e|es|ing)\s+(?:a\s+curving|unnaturally|in\s+an?\s+(?:unnatural|strange|odd)\b)|(?:lines|edges)\s+(?:of\s+the\s+\w+\s+)?(?:are\s+)?(?:curve|curves|curving|bend|bends|bending)|"
        r"straight\s+lines\s+(?:\w+\s+)?(?:become|get|turn|go)\s+(?:\w+ly\s+)?(?:curved|bent|wavy)|geometry\s+(?:is|gets)\s+bent|"
        r"(?:lines|edges|walls|geometry|things|structures?)\s+(?:\w+\s+){0,2}?(?:wavy|bendy)|"
        r"warp\w*|distort\w*|(?<!edges\s)(?<!edges\shave\s)(?<!edge\shas\s)melt\w*(?!\s+away\b)(?!\s+into\s+(?:a|an|the|mist|haze|fog|blur|softness)\b)|deform\w*|stretch(?:es|ed|ing)?\s+geometr\w*|bent\s+lines|bend\w*\s+"
        r"(?:lines|walls|edges|geometry)|wobbl\w*\s+(?:geometr\w*|walls|lines|edges|structures?)|rubbery|"
        r"(?<!through\s)tear(?:s|ing)?\b|torn(?!\s+(?:from|out\s+of|off)\b)|shear\w*|broken\s+(?:lines|edges|geometry|structures?)|buckl\w*|"
        r"(?:geometry|structures?|walls?)\s+(?:collapses?|bends?|sags?|wobbles?|breaks?\s+up(?!\s+into\s+(?:[\w-]+\s+){0,3}?(?:blocks|squares|tiles)))|"
        r"(?:geometry|structures?|walls?|buildings?)\s+(?:\w+\s+)?(?:stretch\w*|bend\w*)|"
        r"made\s+of\s+rubber|(?:lines|edges|surfaces?|shapes?|objects?|structures?|walls)\s+(?:(?:is|are|were|was)\s+)?(?:\w+ly\s+)?(?:\w+ing\s+and\s+)?(?:bend|bends|bending|buckl\w*|"
        r"wobbl\w*|bows?|bowing)|kink(?:s|ed|ing)?|(?:bend|bends|bending|curv\w*)\s+and\s+(?:wobbl|undulat)\w*|undulat\w*\s+and\s+(?:bend|warp|distort)\w*|rippl\w*)\b", re.IGNORECASE),
    "drift": re.compile(
        r"\b(?:colou?ring\s+(?:\w+ly\s+)?alter\w*|(?:chang|shift|drift|wander)(?:e|es|s|ing)?\s+(?:\w+ly\s+|over\s+time\s+)?the\s+(?:colou?rs|hues|tints|tones)\b|colou?ring\s+wanders|hues\s+(?:of\s+the\s+\w+\s+)?(?:do\s+not\s+remain\s+constant\s+but\s+)?migrat\w*|colou?rs\s+(?:\w+\s+){0,4}?(?:are\s+)?(?:slowly\s+)?changing,?\s+first\s+warm|colou?rs\s+more\s+and\s+more\s+(?:wrong|off|strange|different)|colou?r\s+tint\s+runs|little\s+by\s+little\s+change\s+the\s+colou?rs|hues?\s+are\s+not\s+the\s+same|tone\s+of\s+(?:the\s+)?picture\s+is\s+wandering|balance\s+of\s+the\s+white|white\s+balance\s+(?:\w+\s+)?(?:slips|drifts|shifts|wanders|creeps|walks)|(?:tints?|hues?|colou?rs?)\s+(?:do\s+not|don\'t|does\s+not|doesn\'t)\s+(?:remain|stay)\s+(?:stable|constant|the\s+same)|(?:colou?rs?|hue|tint|white\s+balance|colorimetry)\s+(?:\w+\s+){0,2}?(?:deriv|walk|creep|wander)\w*|drift\s+of\s+the\s+(?:colou?r\w*|colorimetry|hue|tint)|(?:changes?|shifts?)\s+(?:its\s+)?colou?r\s+(?:tint|hue|cast)|shifts?\s+(?:little\s+by\s+little\s+|slowly\s+|gradually\s+)?toward\s+another\s+(?:hue|tint|colou?r)|colou?rs?\s+(?:are|is|were|was)\s+not\s+(?:consistent|stable|constant|steady)|(?:at\s+(?:the\s+)?beginning\s+and\s+(?:at\s+)?(?:the\s+)?end|"
        r"from\s+start\s+to\s+end)\s+the\s+(?:colou?r|tone|hue|tint)s?\s+(?:is|are)\s+different|(?:colou?rs?|hues?|tints?|tones?)\s+(?:do\s+not|don't|never)\s+(?:stay\s+(?:put|the\s+same|constant|steady|stable)|"
        r"hold\s+(?:still|steady))|(?:colou?rs?|hues?|tints?|tones?)\s+(?:are|is|were|was)\s+not\s+the\s+same\s+at\s+the\s+end|"
        r"(?:becomes?|became|become|turns?|turned)\s+(?:another|a\s+different)\s+(?:colou?r|tone|tint|hue)|"
        r"(?:hue|white\s+balance|colou?r\s+balance)\s+(?:\w+\s+){0,3}?(?:demonstrates?|shows?|undergoes?)\s+(?:\w+\s+)?change|"
        r"(?:palette|tint|hue|colou?rs?)\s+(?:will\s+have|has|have)\s+(?:slid|shifted|drifted|changed)|"
        r"hues?\s+(?:\w+ly\s+)?slid\w*\s+toward\s+(?:a\s+)?(?:different|new|other)\s+(?:tint|hue|colou?r|shade)|colou?r\s+(?:balance|cast|tone|temperature)s?\s+(?:is|are)\s+not\s+(?:stable|steady|constant|consistent)|shift\s+of\s+(?:the\s+)?colou?rs?|(?:shift|drift|change)\s+in\s+(?:the\s+)?colou?r\s+(?:balance|cast|temperature|tone)|colou?r['’]s\s+(?:\w+ly\s+)?(?:drift|shift|chang|wander|creep)\w*|chromaticity\s+(?:\w+ly\s+)?(?:shift|drift|chang)\w*|"
        r"(?:colou?rs?|hues?)\s+(?:\w+ly\s+)?bled\b|colou?r\s+(?:tone|cast|balance)\s+(?:\w+ly\s+)?(?:goes|went|is\s+going)\s+away|colou?rs?\s+(?:\w+ly\s+)?(?:become|became|go|went|turn|turned)\s+(?:\w+\s+)?(?:weird|strange|funny|wrong|off)|colou?rs?\s+(?:keeps?|kept)\s+slid\w*|"
        r"(?:colou?rs?|colou?r\s+[a-z]+|chromatic\s+[a-z]+|hues?|tints?|tones?\s+of\s+the\s+colou?rs?)\s+(?:[\w,]+\s+){0,4}?(?:shift|drift|depart|pass|chang|alter|wander|creep)\w*|"
        r"(?:colou?rs?|hues?|tints?|tones?|colou?r\s+(?:tone|cast|balance))\s+(?:\w+\s+){0,2}?(?:chang\w*|shift\w*|drift\w*|alter\w*|wander\w*|creep\w*|deviat\w*|slid\w*)|"
        r"(?:colou?rs?|hues?|tints?|tones?|colou?r\s+(?:tone|cast|balance))\s+of\s+the\s+(?:picture|image|frame|video|scene|footage)\s+(?:(?:is|are|was|were)\s+)?(?:\w+ly\s+)?"
        r"(?:chang|shift|drift|alter|wander|creep|deviat|crawl)\w*|(?:colou?rs?|hues?|tints?|tones?)\s+of\s+the\s+(?:picture|image|frame|video|scene)\s+"
        r"(?:\w+ly\s+)?slid\w*\s+(?:\w+ly\s+|little\s+by\s+little\s+|bit\s+by\s+bit\s+)?(?:toward|towards|to|into)\s+(?:another|a\s+different|a\s+new|other)\b|"
        r"(?:colou?rs?|hues?|tints?)\s+(?:\w+ly\s+)?crawl\w*|(?:colou?rs?|hues?|tints?)\s+(?:are|is|were|was)\s+not\s+invariant|chang\w*\s+(?:in|of)\s+the\s+colou?rs?\s+as\s+it\s+goes|(?:becomes?|became|turns?|turned|grows?|grew)\s+more\s+(?:and\s+more\s+)?(?:yellow|green|blue|red|orange|"
        r"purple|pink|magenta|cyan|brown|sepia)\w*|wanders?\s+from\s+one\s+(?:tint|hue|colou?r|shade)\s+to\s+another|(?:colou?rs?|hues?)\s+go\s+(?:weird|funny|off|wrong|strange)|chromatic\s+(?:shift|drift)|"
        r"scene\s+drift\w*(?!\s+(?:\w+ly\s+|a\s+(?:bit|little|touch|small\s+distance|short\s+way)\s+)?(?:toward|towards|to|into|across|off|out|away|left|right|up|down|upward|"
        r"downward|leftward|rightward|sideways|past|along)\b)|"
        r"(?<!\bhow\s)(?<!\bhow\sthe\s)(?<!\bhow\sthe\sscene\s)(?:scene|layout|identity|content)\s+(?:changes|morphs|drifts|shifts\s+identity)"
        r"(?!\s+(?:\w+ly\s+|a\s+(?:bit|little|touch|small\s+distance|short\s+way)\s+)?(?:between|from\s+frame|across\s+frames|as\s+the\s+camera|toward|towards|to|into|across|off|out|"
        r"away|left|right|up|down|upward|downward|leftward|rightward|sideways|past|along)\b)|"
        r"morph\w*|colou?rs?\s+(?:\w+ly\s+)?(?:drift\w*|shifts?|shifting|cast\s+(?:creeps?|grows?|changes?)|slide|change|"
        r"wander\w*|go\s+off)|(?:palette|white\s+balance|white\s+point|hue|tint|colou?r\s+balance|colou?r\s+temperature)\s+"
        r"(?:\w+ly\s+)?(?:drift\w*|shifts?|shifting|changes?|creeps?|wanders?|slides?|moves?)|(?:tint|cast)\s+(?:creeps|grows|"
        r"spreads|builds)|identity\s+(?:changes?|drift\w*)|(?:tones?|colou?r\s+grade|grade)\s+(?:\w+ly\s+)?(?:drift\w*|shift\w*|wander\w*)|"
        r"drift\w*\s+(?:warmer|cooler|colder|redder|bluer|greener)|drift\s+in\s+(?:the\s+)?(?:colou?rs?|hues?|tints?)|"
        r"(?:colou?rs?|hues?)\s+(?:\w+ly\s+)?(?:creep|seep|bleed)\w*|more\s+and\s+more\s+(?:yellow|green|blue|red|orange|"
        r"purple|pink|magenta|cyan|brown|grey|gray)\w*|"
        r"(?:tint|tones?|colou?rs?)\s+(?:keeps?|kept)\s+(?:chang|shift|drift)\w*|(?:creeping|growing|gradual)\s+(?:tint|colou?r\s+cast|"
        r"colou?r\s+shift))\b", re.IGNORECASE),
    "ghosting": re.compile(
        r"\b(?:seen\s+double|(?:weak|faint|pale)\s+second\s+images?|second\s+(?:pale|faint|weak)\s+images?|(?:faint|pale|weak)\s+shadows?\s+of\s+(?:them|it|itself)\b|shadows?\s+that\s+follow\w*|shadows?\s+trailing\s+behind|leaves?\s+behind\s+(?:it|them)\s+a\s+shadow\b|shadows?\s+(?:\w+,?\s+){0,2}like\s+(?:a\s+)?ghosts?\b|images?\s+double\b|residual\s+impression\s+of\s+(?:each|every|the)\s+moving|leaves?\s+(?:a\s+)?transparent\s+(?:trace|copy|double)|shadow-cop(?:y|ies)|translucent\s+shadow|cop(?:y|ies)\s+follow\w*\s+behind|two\s+images?\s+overlap|one\s+ghost|ghost(?:y|ly)\s+trails?|ghosts?\s+transparent|transparent\s+ghosts?|cop(?:y|ies)\s+pale|(?:faded|faint|pale|ghostly)\s+cop(?:y|ies)|image\s+double|(?:pale|faint)\s+trace|trace\s+pale|shadow\s+cop(?:y|ies)|ghostly\s+cop(?:y|ies)|(?:leaves?|leaving|left|trails?|trailing|drags?|dragging)\s+(?:behind\s+(?:it|them)\s+)?(?:a\s+|an\s+)?(?:\w+\s+){0,3}?(?:shadow|copy|duplicate|double)s?\s+(?:duplicated\s+|like\s+a\s+ghost\s+)?(?:behind\s+(?:it|them)|like\s+a\s+ghost)|see-?through\s+doubles|doubled?\s+(?:contours?|outlines?)|shadows?\s+(?:\w+\s+)?follow\w*\s+behind|"
        r"residual\s+images?|echo\s+images?|shadow-twins?|(?:faint|pale|weak|ghostly)\s+second\s+body|second\s+images?\s+(?:weak|faint|pale)|trail\s+(?:\w+\s+)?ghosts?\b|(?:thin|faint|pale|weak)\s+second\s+shadows?|blurr?y\s+trails?|shadows?\s+like\s+(?:a\s+)?ghosts?|(?:leaves?|leaving|left)\s+behind\s+(?:a\s+)?shadows?\s+of\s+them\w*|"
        r"(?:faint|weak|dim|ghostly|residual|shadows?|shadowy|spectral|phantom|pale|translucent|(?:half|semi)-?transparent|see-?through|lagging),?\s+(?:[\w-]+\s+)?(?:copy|copies|doubles?|twins?|duplicates?|second\s+images?)|(?:half|semi)-?transparent,?\s+(?:[\w-]+\s+){0,3}?(?:remain|stay|follow|linger)\w*|duplicate\s+images?|phantoms?\b|phantom\s+twins?|double[- ]imag\w*|double\s+pictures?|duplicated\s+(?:contours|outlines|edges|shapes)|trailing\s+(?:artefacts?|artifacts?|copies|images?)|(?:faint\s+)?copy\s+of\s+itself|faint\s+doubles|"
        r"ghost(?:ing|ed)\b|ghosts?[- ](?:images?|copies|copy|trails?|edges?|outlines?|frames?|echo(?:es)?|artifacts?|"
        r"artefacts?|duplicates?|shapes?)|ghostly\s+(?:trails?|copies|duplicates?|images?|double\w*|echo\w*|"
        r"outlines?|edges|silhouettes|after-?images?|smears?)|ghosts?\s+(?:of|behind|trailing|that)\b|(?:doubled|trailing|faint)\s+ghosts?\b|"
        r"double[- ]?(?:images?|exposures?|edges|contours|outlines)|duplicate\s+(?:outlines|edges|contours|silhouettes)|"
        r"two\s+of\s+everything|doubled\s+(?:edges|contours|"
        r"outlines|images?|objects?|trails?|copies)|after-?images?|echo(?:es|ing)?\s+of\s+(?:earlier|previous|past)\s+frames|"
        r"(?:motion\s+)?trails?\s+(?:behind|of)|semi-?transparent\s+copies|see-?through\s+(?:copies|duplicates)|"
        r"onion[- ]skin\w*|(?:edges|contours|outlines|objects)\s+(?:are|look|appear)\s+doubled|(?:translucent|transparent|faint)\s+(?:trails?|copy|copies|duplicates)|"
        r"leav\w*\s+(?:[\w-]+,?\s+){0,3}?(?:trails|copies|duplicates|echo(?:es)?\b)|(?:pale|faint|doubled|see-?through|translucent|transparent)\s+(?:[\w-]+\s+)?echo(?:es)?\b|echo(?:es)?\s+of\s+(?:the\s+)?(?:edges?|objects?|outlines?|contours?))\b", re.IGNORECASE),
    "jitter": re.compile(
        r"\b(?:quakes\s+restlessly|oscillates\s+in\s+an\s+unsteady\s+manner|positional\s+instability|(?:image|picture|frame|retinal\s+image)\s+stabili[sz]ation\s+(?:had\s+|has\s+)?failed|(?:can\'t|cannot|can\s+not|won\'t|will\s+not)\s+(?:\w+\s+)?(?:keep|hold|stay)\s+still|(?:constant|nervous|slight|little|shaky|steady)\s+(?:\w+\s+)?wobble|(?:small-scale|constant|continuous|fine)\s+(?:\w+\s+)?wobble\s+(?:runs|running|ran)\s+through|shaken\b|"
        r"tremors?|tremulous|high-frequency\s+(?:positional\s+)?(?:displacement|oscillation|motion|shake)|"
        r"shudder\w*|"
        r"jitter\w*|judder\w*|shak(?:e|es|y|ing|iness)|jerk(?:s|ing)|tremb\w*|shiver\w*|"
        r"(?:frame|picture|image|view|camera|shot|video|footage)\s+(?:\w+\s+)?wobbl\w*|wobbly\s+(?:camera|view|frame|"
        r"footage|picture|image)|"
        r"vibrat\w*|twitch\w*|quiver\w*|jumpy|(?:picture|image|frame|view|footage)(?:'s|\s+is)\s+rattl\w*|(?:displaced|shifts?|shifted|moves?|jumps?)\s+(?:\w+\s+){0,3}?erratically|erratic\w*\s+(?:[\w-]+\s+)?(?:displacements?|shifts?|shifting)|high-frequency\s+wobble|unsteady\s+(?:camera|view|image|picture|footage|frame|shot|handheld)|(?:camera|view|image|picture|footage|frame|shot)\s+(?:is\s+|looks\s+|feels\s+|seems\s+)?unsteady|bounc(?:es|y|ing)\s+(?:around|slightly)|camera\s+shake)\b",
        re.IGNORECASE),
    "stutter": re.compile(
        r"\b(?:hangs?\s+(?:\w+ly\s+)?on\s+(?:one|a\s+single|the\s+same)\s+(?:frame|picture|image)|"
        r"frames?\s+(?:are|is|get|gets)\s+held\b[^.;]{0,30}?\bdropped|"
        r"(?:holds?|stands?|stays?|freezes?)\s+still\s+for\s+(?:a|an|one)\s+(?:moment|instant|beat)\s+(?:and\s+)?then\s+(?:it\s+)?"
        r"(?:leaps?|jumps?|skips?|lurches?)|freezes\s+intermittently\s+and\s+(?:thereafter|then)\s+leaps|halts,?\s+lingers\s+upon\s+a\s+single\s+frame,?\s+and\s+then\s+lurches|falters,?\s+frozen\s+for\s+an\s+instant,?\s+whereupon\s+it\s+leaps|halts\s+on\s+a\s+held\s+frame\s+and\s+then\s+resumes\s+with\s+an\s+abrupt\s+jump|stops?\s+up\s+for\s+an?\s+(?:instant|moment)|frames\s+are\s+held\s+too\s+long\s+and\s+others\s+are\s+dropped(?:,?\s+so\s+the\s+\w+\s+goes\s+in\s+jerks)?|stands?\s+(?:even\s+)?still\s+and\s+jumps?|stay\s+too\s+long\s+hanging|(?:freez|stop|stall|halt)\w*\s+(?:a|one)\s+moment\s+and\s+(?:springs?|jumps?|leaps?)|holds?\s+its\s+breath,?\s+and\s+(?:jumps?|leaps?|skips?)|arrested\s+on\s+a\s+single\s+frame|held\s+frames\s+alternate\s+with\s+(?:\w+\s+)?(?:skips|jumps)|(?:freez|hang|stall)\w*\s+up\s+for\s+(?:a|an|one)\s+(?:sec|second|moment|beat|bit)\s+(?:and\s+)?then\s+(?:\w+ly\s+)?(?:jump|skip|lurch|leap|hop)\w*|(?:recovers?|resumes?|restarts?)\s+with\s+a\s+(?:jump|skip|lurch)|frames?\s+(?:\w+\s+){0,2}?(?:held|repeated)\s+(?:while|as|and)\s+others\s+come\s+(?:lost|dropped|skipped|missing)|(?:hang|hung|freez|froze|stall|stuck)\w*\b[^.;]{0,50}?,\s+then\s+(?:\w+ly\s+)?(?:lurch|jump|skip|leap|hop)\w*|(?:hang|hung|freez|froze|stop|stall|paus|halt|stick|stuck)\w*(?:\s+itself)?(?:\s+(?:for\s+)?(?:a|an|one)\s+(?:beat|moment|second|instant)|\s+still|\s+on\s+the\s+same\s+(?:frame|image|picture))?,?\s+(?:then|before|and\s+then|and\s+after\s+that|after\s+that)\s+(?:it\s+|the\s+\w+\s+)?(?:\w+ly\s+)?(?:makes\s+a\s+)?(?:jump|skip|lurch|leap|hop|resum)\w*|(?:images|frames|pictures)\s+are\s+held\s+and\s+others\s+(?:are\s+)?dropped|by\s+saccades|as\s+if\s+(?:images|frames|pictures)\s+were\s+missing|interrupted\s+intermittently|held\s+frames?,?\s+then\s+(?:a\s+)?(?:skip|jump|lurch)\w*|halt\w*\s+(?:up)?on\s+(?:certain|some|a\s+few)\s+frames\s+and\s+(?:\w+\s+){0,3}?jump\w*|frames?\s+(?:are\s+|is\s+)?(?:holding|repeating|showing)\s+(?:the\s+)?same\s+(?:picture|image|frame)|jump\s+by\s+jump|(?:frozen|stuck)\s+and\s+(?:some|others)\s+(?:are\s+)?(?:getting\s+)?(?:dropped|skipped|lost)|freez\w*\s+(?:with|and|followed\s+by)\s+(?:\w+\s+)?(?:skips|jumps)|(?:hold|holds|holding|held|stick|sticks|sticking|stuck|linger\w*|freez\w*)\s+(?:on\s+)?(?:some|certain|a\s+few)\s+"
        r"frames\s+(?:and|while)\s+(?:skip|drop|los)\w*\s+others|intermittently\s+interrupted|"
        r"frames?\s+lag\w*|"
        r"goes\s+with\s+jumps|in\s+a\s+halting\s+manner|halting\s+(?:motion|playback|movement)|(?:motion|playback|movement)\s+(?:\w+\s+){0,2}?discontinuous\w*|rendered\s+discontinuously|stops\s+and\s+(?:continues|starts)|"
        r"stop[- ]start|fits\s+and\s+starts|(?:stalls?|hangs?|hang|holds?|held|hold|sticks?|sticking|catch(?:es)?|caught|freez\w*|stops?|halts?|(?:gets?|got|is)\s+stuck|hesitat\w*|paus(?:e|es|ed|ing)|stands?|stood|holding|hanging|stopp(?:ing|ed)|halting|stall(?:ing|ed)|(?:stays?|staying)\s+(?:frozen|locked|stuck))\b(?:\s+(?:still|in\s+place|put|\w+ly)){0,2}(?:\s+(?:(?:for|on)\s+(?:a\s+|an\s+|one\s+|individual\s+)?(?:split\s+|repeated\s+|single\s+|same\s+|duplicated?\s+|held\s+)?|(?:for\s+)?(?:a\s+few|some|several|a|one)\s+)(?:moments?|seconds?|beat|frames?|while|bit|instants?)|\s+(?:in|at)\s+(?:some|certain|a\s+few)\s+(?:moments|points|instants|places)){0,2},?\s+(?:and\s+)?(?:then\s+|afterwards\s+|after\s+)?(?:\w+ly\s+)?(?:(?:continu(?:es|e|ing)|resum(?:es|e|ing))\s+with\s+a\s+(?:\w+\s+)?(?:jump|leap|skip|hop)|jumps?|jumping|jerks?|jerking|skips?|skipped|skipping|lurch|lurches?|lurching|repeats?|repeating|hops?|hopping|leaps?|leaping|dropped|(?:mak(?:es|e|ing)|gives?|giving)\s+a\s+(?:\w+\s+)?(?:jump|leap|skip|hop))\b|freez\w*\s+(?:\w+ly\s+)?before\s+(?:jump|skip|lurch|leap|hop)\w*|(?:flow|motion|playback|movement)\s+is\s+halting|freez\w*\s+(?:[\w,]+\s+){0,4}?followed\s+by\s+(?:(?:a|an|the)\s+)?(?:\w+\s+){0,2}?(?:skips?|jumps?|leaps?|advances?|lurch\w*)|(?:frames?|picture|video)\s+(?:are\s+|is\s+)?hanging\s+intermittently|(?:held|dropped)\s+or\s+(?:skipped|repeated)|skipp(?:ed|ing)\s+(?:or|and)\s+repeat\w*|repeat\w*\s+or\s+(?:skipp|dropp)\w*|(?:come|comes)\s+twice|(?:frames?|pictures?|moments?)\s+(?:just\s+)?(?:are|were|go|went)\s+missing|(?:catch\w*|caught)\s+on\s+the\s+same\s+frame|frames\s+hang\b|(?:feed|video|picture|playback|footage)\s+hangs\s+intermittently|jump,?\s+stop|judders?\s+and\s+skips|"
        r"stutter\w*|hangs?\s+there\s+stuck\b|(?:sudden|abrupt)\s+discontinuous\s+(?:advance|jump|progress)\w*|frames?\s+(?:\w+\s+){0,2}?(?:held|repeated)\s+(?:while|as|and)\s+others\s+(?:are\s+|were\s+|get\s+)?(?:lost|dropped|skipped|missing)|"
        r"(?:motion|playback|movement)\s+(?:is|looks|appears|seems)\s+(?:\w+ly\s+)?intermittent|(?:gets?|got|is|was)\s+stuck\s+for\s+(?:a|one)\s+(?:split\s+)?(?:moment|second|beat|instant)|(?:playback|picture|video|feed|footage|motion|image)\s+hesitat\w*|hitch(?:es|ing|y)?|choppy|choppiness|skips?\s+(?:frames|ahead)|skipping\s+frames|"
        r"dropped\s+frames|(?<!window\s)(?<!door\s)(?<!picture\s)(?<!photo\s)frames?\s+(?:are\s+|were\s+|was\s+|get\s+|got\s+)?(?:repeat\w*|doubled|duplicated|held\s+twice|drop\w*)|"
        r"repeated\s+frames|duplicate\s+frames|repeats?\s+(?:some\s+)?frames|hold[- ]then[- ]skip|uneven\s+(?:cadence|pacing|timing|frame\s+pacing|steps)|"
        r"staccato|start[- ]stop|(?:frame\s+)?(?:pacing|cadence)\s+(?:is|seems|looks)\s+(?:\w+\s+)?(?:irregular|uneven|"
        r"inconsistent)|frames\s+(?:keep\s+)?(?:holding|sticking)|jerk(?:y|iness)|"
        r"freez\w*\s+(?:and\s+)?(?:then\s+)?(?:jumps?|skips?|lurches?))\b", re.IGNORECASE),
    "frame_order": re.compile(
        r"\b(?:disordered\s+sequence|sequence\s+of\s+the\s+\w+\s+is\s+reversed|shown\s+before\s+(?:the\s+)?events\s+(?:which|that)\s+they\s+ought\s+to\s+follow|(?:sequence|order)\s+(?:of\s+[\w]+\s+)?(?:is|are|gets|got)\s+(?:\w+\s+)?(?:mixed|scrambled|jumbled)|moments?\s+that\s+should\s+come\s+(?:earlier|before|later)|what\s+comes\s+after\s+precedes|not\s+in\s+the\s+right\s+order|(?:to\s+and\s+fro|back\s+and\s+forth)\s+in\s+time|doubles?\s+back\s+on\s+itself|come\s+before\s+when\s+it\s+should\s+come\s+after|displaced\s+from\s+its\s+proper\s+(?:sequential\s+)?position|later\s+events\s+preceding\s+earlier|(?:sequence|order)\s+of\s+(?:the\s+)?frames\s+is\s+mixed|appears?\s+earlier\s+than\s+it\s+should|exchanged\s+of\s+(?:position|place)|before\s+(?:those|the\s+ones?)\s+(?:that|which)\s+(?:should\s+)?precede\s+them|(?:action|motion|time|sequence)\s+(?:\w+\s+)?(?:stepping|steps|slipping|slips|turning|turns|returns?|returning|folds?|folding)\s+back\s+on\s+itself|(?:moments|instants|scenes)\s+(?:are\s+)?shuffled|(?:earlier|previous)\s+(?:instant|moment|frame)s?\s+(?:re)?appear\w*\s+after\s+(?:a\s+)?later|frames?\s+(?:\w+\s+){0,2}?(?:arrive|arriving|come|coming|appear|appearing)\s+before\s+(?:the\s+ones?|those)\s+(?:\w+\s+){0,2}?(?:should|ought\s+to)\s+(?:follow|precede)|inversion\s+of\s+the\s+order|mix\w*\s+up\s+(?:its|the)\s+(?:pictures|frames|images|shots)|pages\s+out\s+of\s+place|out\s+of\s+the\s+(?:order|sequence)|(?:sequence|order)\s+(?:of\s+(?:the\s+)?frames\s+)?(?:is|are|gets?)\s+(?:exchanged|inverted|swapped|switched)|(?:displaced|moved)\s+from\s+(?:their|its)\s+place\s+in\s+the\s+(?:order|sequence)|(?:time|action)\s+(?:\w+\s+){0,2}?(?:go|goes|going|went|runs?|jumps?)\s+back(?:wards?)?(?!\s+(?:and|to|into)\b)|order\s+of\s+the\s+frames\s+is\s+(?:not\s+correct|incorrect)|frames\s+(?:are|get|got)\s+mixed\s+up|(?:frames?|sequence)\s+(?:\w+\s+){0,3}?(?:is|are|seems?|appears?)\s+disordered|"
        r"(?:appear|come|are|play)\s+in\s+(?:an?\s+)?(?:incorrect|wrong|mixed-up|scrambled)\s+order|(?:action|playback|clip|motion|video|time)\s+(?:\w+ly\s+)?plays?\s+in\s+reverse|"
        r"frames?\s+(?:\w+\s+){0,2}?(?:show\s+up|appear|come|arrive|turn\s+up)\s+before\s+(?:the\s+ones?|those|frames?)\s+(?:they|it)\s+should\s+follow|reversed\s+(?:sequence|order)|"
        r"play\w*\s+out\s+of\s+(?:order|sequence)|jump(?:ed|ing)\s+back\s+and\s+forth(?!\s+(?:by|a\s+little|slightly|in\s+tiny|in\s+small)\b)|"
        r"out\s+of\s+(?:temporal|chronological)\s+(?:order|sequence)|non-?monotonic\s+(?:sequence|order|timestamps?)|(?:sequence|order)\s+is\s+(?:shuffled|scrambled|jumbled)|"
        r"non-?chronological|changed\s+of\s+order|(?:proper|correct)\s+temporal\s+(?:position|place|order)|order\s+of\s+(?:the\s+)?frames\s+is\s+not\s+(?:preserved|respected|maintained|kept)|(?:sequence|order)\s+(?:of\s+(?:the\s+)?frames\s+)?is\s+not\s+(?:correct|right|proper)|"
        r"reversed\s+(?:temporal|chronological)\s+(?:progression|order|sequence)|mis-?ordered|in\s+reverse\s+order|past\s+moments\s+(?:\w+\s+)?(?:are\s+)?(?:appearing|reappearing|coming\s+back)|"
        r"jump\w*\s+back\s+to\s+(?:before|earlier\s+moments|moments\s+that)|(?:events|moments)\s+(?:that\s+have\s+already\s+(?:happened|passed)\s+)?(?:turn\s+up|appear|come\s+back|recur)\w*\s+again|events?\s+(?:recur\w*|play\w*|happen\w*)\s+in\s+reverse|order\s+of\s+(?:the\s+)?frames\s+is\b[^.]*?(?:messed|shuffled|scrambled|jumbled|wrong|mixed)|"
        r"(?:ordering|order|sequence)\s+of\s+(?:the\s+)?frames\s+(?:is|was|seems|appears)\s+(?:\w+\s+)?(?:broken|violated|inconsistent|wrong|scrambled|jumbled|shuffled)|temporal\s+(?:ordering|order|sequence)\s+(?:\w+\s+){0,4}?(?:broken|violated|inconsistent|wrong|scrambled|shuffled)|(?:frames?|shots?)\s+(?:\w+\s+){0,3}?swapped|(?:timeline|chronology)\s+(?:\w+\s+)?(?:shuffled|scrambled|jumbled|broken)|(?:in\s+)?wrong\s+(?:order|sequence)|out\s+of\s+(?:their|its)\s+(?:proper\s+|correct\s+|right\s+)?(?:order|sequence)|(?:jumps?|skips?|skipping|jumping|leaps?|leaping)\s+back\s+(?:\w+\s+){0,3}?in\s+(?:the\s+)?time|backward\s+jumps?\s+in\s+time|leaps?\s+back\s+and\s+forth|(?:play|plays|played|playing)\s+out\s+of\s+order|higgledy-piggledy|presented\s+out\s+of\s+(?:order|sequence)|time\s+(?:jumps|skips|leaps)\s+back|"
        r"(?:frames?|moments?|sequence|clip|playback|things|events|action)\s+(?:\w+\s+){0,3}?out\s+of\s+(?:order|sequence)|reversals?\s+of\s+(?:the\s+)?(?:temporal|frame|chronological)\s+(?:order|sequence)|later\s+(?:frames|content|moments|images|pictures)\s+(?:\w+\s+){0,2}?before\s+earlier|"
        r"(?:frames?|order|shots|moments)\s+(?:are\s+|is\s+)?(?:aw\s+|all\s+)?jumbled(?:\s+up)?|skip\w*\s+back\s+to\s+(?:earlier|previous)\b|out-of-order|shuffled\s+frames|(?:frames?|order|shots)\s+(?:\w+\s+)?(?:shuffled|scrambled|jumbled)|shuffling\s+of\s+(?:the\s+)?frames|"
        r"(?:jumps?|flips?|skips?|snaps?)\s+back\s+and\s+forth(?:\s+in\s+time)?|time\s+(?:runs|jumps|skips)\s+"
        r"backward\w*|(?:scrambled|swapped|jumbled)\s+(?:frames|order|timing)|frame\s+order|back-?and-?forth\s+"
        r"in\s+time|temporal\s+(?:reversals?|jumps?)|backwards?\s+in\s+time|(?:jumps?|jumping|skips?)\s+backwards?|(?:in\s+)?the\s+wrong\s+order|"
        r"time\s+(?:\w+\s+){0,2}?(?:runs?|flows?|goes|going|moves|moving|running|flowing)\s+backwards?|time\s+(?:jumping|jumps|hopping|hops|skipping|skips)\s+back\b|"
        r"(?:shots|scenes|pictures|images)\s+(?:\w+\s+){0,3}?out\s+of\s+(?:order|sequence)|frames?\s+(?:are|is)\s+(?:all\s+)?scattered|"
        r"(?:frames?|shots|pictures)\s+(?:are|is|were|was)\s+not\s+in\s+(?:the\s+|their\s+)?(?:right\s+|proper\s+|correct\s+)?(?:order|sequence)|time\s+(?:is\s+)?(?:going|goes|went)\s+to\s+back|(?:jumps?|skips?|goes|steps?)\s+back\s+in\s+time|"
        r"(?:skips?|jumps?)\s+back\s+and\s+replay\w*|(?:is|are|appears?|seems?)\s+(?:to\s+be\s+)?"
        r"out\s+of\s+(?:chronological\s+)?(?:order|sequence)|out\s+of\s+chronological\s+(?:order|sequence)|"
        r"(?:isn't|is\s+not|aren't|are\s+not|not)\s+(?:in\s+)?chronological)\b", re.IGNORECASE),
    "frozen": re.compile(
        r"\b(?:frozen|freez\w*|froze|(?:picture|image|frame|video|clip)\s+(?:holds|hangs|stalls|sticks)"
        r"(?!\s+(?:together|up|steady|stable|well|its|firm|a|an|the|one|still|position|course|framing))|"
        r"stuck\s+on\s+(?:one|a\s+single|the\s+same)\s+frame|stalled|stalling|hangs?\s+on\s+(?:one|a)\s+frame|"
        r"still\s+frame|single\s+held\s+frame|held\s+frame)\b", re.IGNORECASE),
    "noise": re.compile(
        r"\b(?:granular\s+(?:static|grain|speckl\w*)|fuzzy\s+static|sprinkled\s+(?:of|with)\s+(?:\w+\s+){0,2}?(?:points|dots|specks)|points\s+parasites|tiny\s+dots|covered\s+in\s+(?:\w+\s+)?dots|granulation|granular\s+(?:artefacts?|artifacts?|texture|noise|interference)|"
        r"(?<!estimation\s)(?<!measurement\s)(?<!tracking\s)(?<!flow\sis\s)(?<!flow\s)(?<!signal\sis\s)(?<!signal\s)nois\w*|grain\w*|speckl\w*|sensor\s+static|snow(?:y)?\s+(?:pattern|texture|noise)|"
        r"salt[- ]and[- ]pepper|dots\s+like\s+(?:sand|dust|snow)|sizzl\w*|fizz\w*)\b", re.IGNORECASE),
    "blocking": re.compile(
        r"\b(?:clear\s+blocks|rectangular\s+tiles|collaps\w*\s+into\s+(?:visible\s+)?(?:rectangular\s+)?(?:tiles|blocks|squares)|falls?\s+in\s+blocks|little\s+blocks|to\s+squares\s+gone|square\s+blocks?|block\s+big|rectangular\s+blocks|breaks?\s+(?:itself\s+|up\s+)?(?:in|into)\s+squares|blocks\s+quadrate|rectangular\s+patches|crude\s+(?:\w+\s+)?(?:patches|blocks|squares)|block\s+shapes|blocks\s+coarse|square\s+boxes|boxes\s+in\s+the\s+(?:picture|image|frame)|(?:square|blocky)\s+patches|squares\s+like\s+(?:a\s+)?mosaic|8x8\s+(?:blocks|tiles)|boxes-boxes|boxes\s+(?:are\s+)?appearing\s+in\s+the\s+(?:image|picture|frame)|squares\s+of\s+compression|block-shaped|"
        r"(?:chunky|big|coarse|large|ugly|great)\s+(?:\w+\s+)?(?:blocks|squares|tiles)|compression\s+squares|blocks\s+of\s+compression|square\s+(?:tiling\s+)?(?:artefacts?|artifacts?|tiles)|"
        r"block(?:y|iness|ing)\b|block\s+(?:artifacts?|artefacts?|edges)|macro-?block\w*|compression\s+(?:blocks?|artefacts?|artifacts?)|"
        r"pixelat\w*|8x8\s+blocks|jpeg\s+artefacts?|jpeg\s+artifacts?|mosaic\s+(?:of\s+)?blocks|banding|"
        r"(?:breaks?|broken|breaking|dissolv\w*|crumbl\w*|decompos\w*)(?:,?\s+[\w-]+){0,4}?,?\s+(?:up\s+)?into\s+(?:\w+\s+){0,2}?(?:squares|blocks)|square\s+blocks|(?<=\binto\s)(?:(?:coarse|square|chunky|big|large|ugly)\s+)?blocks(?!\s+of\b))\b",
        re.IGNORECASE),
}

_NEGATION = re.compile(
    r"\b(?:not(?!\s+(?:(?:quite|entirely|completely|totally|fully|100\s*%)\s+)?(?:sure|certain|positive|confident)\b)|"
    r"no|nil|nary|never|neither|nor|without|hardly|barely\s+any|free\s+of|absence\s+of|lack\s+of|lacks|"
    r"instead\s+of|rather\s+than|fails?\s+to|failed\s+to|cannot|can't|isn't|doesn't|didn't|don't|wasn't|"
    r"nothing\s+(?:suggests|indicates|points\s+to|shows)|no\s+(?:sign|hint|trace|evidence|indication)\s+of|"
    r"aren't|zero|none)\b|n't\b|\bnothing(?:\s+[a-z]+s)?\s*$|"  # "nothing grows toward the edges",
    # "nothing gathers back toward the centre": nothing does what follows
    # "I'd put under 10% on any rightward motion": a probability too small to assert it
    r"\b(?:under|below|less\s+than)\s+~?\d+(?:\.\d+)?\s*%\s+(?:on|for|to)\b",
    re.IGNORECASE,
)
#: Words that turn a phrase into a statement about the command, not about the video.
_INTENT = re.compile(
    r"\b(?:should(?!\s+reflect\b)|must|expected|expects?|required|requires?|commanded|asks?\s+for|asked\s+for|"
    r"supposed\s+to|intended|would(?!\s+(?:seem|appear|say|guess|think|argue|describe|call|suggest|estimate|read|judge|rate|classify|label|characteri[sz]e))|needs?\s+to|instructed|calls?\s+for|wants?|"
    r"requested|requests?|ideally|meant\s+to|ought\s+to|target(?:ed)?|demands?|"
    r"(?:action|command|label|instruction)\s+(?:is|was|says|asks)|slot\s+(?:says|asks|calls))\b",
    re.IGNORECASE,
)
#: How many words before a phrase a negation or intent word may stand and still apply to it.
SCOPE_WORDS = 5
#: Hedges mark a claim as tentative (it is still checked: the teacher asserted it).
_HEDGE = re.compile(r"\b(?:seems?|seemingly|appears?\s+to|apparently|perhaps|maybe|probably|possibly|likely|would\s+say|"
                    r"might|may|could|arguably|roughly|somewhat|I\s+think|I\s+believe|as\s+far\s+as\s+I\s+can\s+tell|"
                    r"looks\s+like|looks\s+as\s+if|presumably|it\s+is\s+hard\s+to\s+say|hard\s+to\s+tell|"
                    r"a\s+hint\s+of|slight(?:ly)?|as\s+though|or\s+so\s+it\s+(?:seems|appears)|if\s+I\s+read\s+(?:it|this)\s+"
                    r"(?:correctly|right)|best\s+guess|(?:most\s+)?consistent\s+with|would\s+appear|to\s+my\s+eye|hard\s+to\s+be\s+sure|"
                    r"not\s+(?:entirely\s+)?(?:sure|certain))\b", re.IGNORECASE)
_CONTRAST = re.compile(r"\b(?:but|while|whilst|whereas|although|though|however|yet)\b|[,;]|\s[+&]\s|(?-i:\bSTOP\b)|"
                       r"\s[—–-]\s(?=(?:and\s+)?(?:meanwhile|simultaneously|then|also|plus|while|whilst|at\s+the\s+same\s+time)\b)|"
                       r"\b(?:where|unlike|as\s+opposed\s+to|compared\s+(?:with|to))(?=\s+(?:the|its)\s+other\b)",
                       re.IGNORECASE)
#: a sentence ends at . ! ? or a line break, but not at the dots of "i.e.", "e.g.", "vs.", "approx.", "cf."
#: or a decimal point ("2.5 degrees")
_SENTENCE = re.compile(r"(?:[^.!?\n]|(?<=\d)\.(?=\d)|(?<=\b[ie])\.(?=[eg]\.)|(?<=\b[ie]\.[eg])\.|(?<=\bvs)\.|"
                       r"(?<=\bapprox)\.|(?<=\bcf)\.|(?<=\blit)\.)+[.!?]?", re.MULTILINE | re.IGNORECASE)
_VIDEO_REF = {
    # "video A", not the article of "we see in the video a turning of the camera"
    "A": re.compile(r"\b(?:video\s+(?:(?-i:A)|a(?!\s+[a-z]))|(?:the\s+)?left\s+video|a's)\b", re.IGNORECASE),
    "B": re.compile(r"\b(?:video\s+b|(?:the\s+)?right\s+video|b's)\b", re.IGNORECASE),
}


# --------------------------------------------------------------------------------------------
# clause handling


@dataclass
class _Clause:
    text: str
    start: int
    end: int


#: "translates toward -u, i.e. to the left of the image": what follows restates the same clause
_RESTATED = re.compile(r"\s*(?:i\.e\.|that\s+is,|in\s+other\s+words\b|meaning\b)", re.IGNORECASE)


#: "shifts sideways, leftward", "no tilt, up or down", "rests, entirely still": a bare direction or
#: stillness word after a comma completes the clause before it
_BARE_COMPLEMENT = re.compile(r"\s*(?:(?:\w+ly|very|quite|so)\s+)*(?:(?:to|toward|towards)\s+(?:the\s+)?(?:front|rear|left|right)\s*,|(?:"
                              r"(?:whether\s+)?(?:to|toward|towards)\s+(?:the\s+)?(?:left|right|sky|ceiling|floor|ground)\b"
                              r"(?:\s+(?:or|nor|and)\s+(?:to\s+)?(?:the\s+)?(?:left|right)\b)?|(?:left|right|up|down|forward|backward)(?:wards?)?(?:\s+(?:or|nor|and)\s+"
                              r"(?:left|right|up|down|forward|backward)(?:wards?)?)?|still|static|stationary|motionless)"
                              r"\s*(?:[.;:!?)]|$))", re.IGNORECASE)


#: a short aside between a negation and what it denies ("does not, at any stage, retreat"; "of forward
#: movement there is, I am bound to say, none"): the clause is not cut inside it
_NEGATED_ASIDE = re.compile(r"\b(?:not|never|n't)\s*,[^,;.]{1,40},|\bthere\s+(?:is|was|are|were)\s*[,—–]"
                            r"[^,;.—–]{1,40}[,—–]\s*(?:none|nothing)\b", re.IGNORECASE)


#: an aside in dashes or parentheses ("turns — rather abruptly, it must be said — to the left", "casts its
#: eye (a little sheepishly) down"): read as blank unless it names a direction or denies something
_ASIDE = re.compile(r"\s[—–]\s[^—–.;]{1,80}?\s[—–](?=\s)|\s\([^()]{1,60}\)")
_ASIDE_KEEP = re.compile(r"\b(?:left|right|up|down|forwards?|backwards?|ahead|back|upwards?|downwards?|leftwards?|"
                         r"rightwards?|sideways|laterally|static|still|not|no|never|without|nose|above|below|overhead)\b|[+\-−]\s?[a-z]\b|"
                         r"[←→↑↓⬅➡⬆⬇]", re.IGNORECASE)
#: "wheels round, somewhat in the manner of a sentry, to the right": a comma aside without a motion word
#: between a verb and its direction
_COMMA_ASIDE = re.compile(r",\s(?:(?!\b(?:and|but|while|whilst|as|it|then)\b)[^,;.]){1,50},(?=\s*(?:(?:to|toward|towards)\s+"
                          r"(?:the\s+)?(?:left|right|sky|ceiling|floor|ground)\b|(?:left|right|up|down|forwards?|backwards?)"
                          r"(?:wards?)?\b|(?:\w+ly\s+)?(?:\([^)]*\)\s*)?(?:still|static|motionless|stationary)\b|"
                          r"to\s+(?:move|budge|stir)\b))", re.IGNORECASE)


def _blank_asides(text: str) -> str:
    """`_blank_aside` over every `_ASIDE` of ``text``. A dash pair that is kept may be no aside at all
    ("— and, at the same time, the floor slips away — quite out of sight — beneath …"): its closing
    dash is tried again as the opening of the next one."""
    out, pos, i = [], 0, 0
    while (m := _ASIDE.search(text, i)) is not None:
        blanked = _blank_aside(m)
        if blanked == m.group(0):
            i = m.end() - 2 if m.group(0)[-1] in "—–" else m.end()
            continue
        out += [text[pos:m.start()], blanked]
        pos = i = m.end()
    return "".join(out) + text[pos:]


#: a direction word just before an aside: an aside of symbols only ("left (←) or right (→)") repeats it
_WORD_BEFORE_SYMBOLS = re.compile(r"\b(?:left|right|up|down|forwards?|backwards?|upwards?|downwards?|leftwards?|rightwards?)\s*$",
                                  re.IGNORECASE)


def _blank_aside(a: re.Match[str]) -> str:
    """An aside as spaces of its length, unless it names a direction, a motion or a defect (kept); an
    aside with no letter that follows a direction word only repeats that word (blanked)."""
    if a.group(0).lstrip().startswith("(") and not re.search(r"[^\W\d_]", a.group(0)) \
            and _WORD_BEFORE_SYMBOLS.search(a.string, 0, a.start()):
        return " " * len(a.group(0))
    kept = _ASIDE_KEEP.search(a.group(0)) or _VERB.search(re.sub(r"[\w-]+(?:wise|ways)\b", "", a.group(0))) \
        or any(p.search(a.group(0)) for p in _QUALITY.values())
    return a.group(0) if kept else " " * len(a.group(0))


#: understatement: a negation that asserts ("a not inconsiderable pan", "no small amount of headway", "is
#: hardly standing still", "leaves little doubt that"); blanked like an aside, so what it qualifies is read
#: as said (a plain denial, "no turning to speak of", "not by a degree", is no litotes and stays)
_LITOTES = re.compile(
    r"\b(?:(?:not|far\s+from)\s+(?:(?:in|im|ir)(?!side|to\b|stead|doors|ward|ten|ter|port|press|prov|pact|pos|plic|medi|mens|pul|"
    r"flu|volv|dic|cid|cre|clin|clud|form|stal|ser|teg|ver|ves|ven|duc|fer|flam|ject|spir|stru|hab|jur|put|mob|mer|ici|iti|tro|"
    r"tri|tu|var)[a-z]{3,}(?:[ai]b(?:le|ly)|ant(?:ly)?|ent(?:ly)?|al(?:ly)?|ive(?:ly)?|ous(?:ly)?|tial(?:ly)?)|"
    r"(?:un|non-?)[a-z]{3,}(?:able|ible|ant|ent|al|ful|ive|ous|ly|ed|tial)|half-heartedly|timidly|subtly|by\s+a\s+little|"
    r"lacking(?:\s+in)?|above|averse\s+to|without|nothing|content\s+to\s+[^,;:.]*|"
    r"(?:entirely\s+)?(?:invisible|unaccompanied|unnoticeable)|free\s+of|spared)|"
    r"(?:no|not\s+a|by\s+no\s+means|far\s+from|by\s+no)\s+(?:small|little|trivial|slight|minor|mean|secret\s+of|time\s+in|"
    r"shy\s+about|timidly|subtle|insignificant)|"
    r"hardly\s+(?:standing\s+still|stationary|static|motionless|idle|holding\s+back)|(?:could|can)\s+hardly\s+(?:miss|call|overlook)|"
    r"no\s+one\s+could\s+call|anything\s+but\s+(?:hesitant|timid|tentative|subtle|slight|small|shy|modest|minor|half-hearted)|"
    r"leaves?\s+little\s+doubt\s+that|not\s+to\s+put\s+too\s+fine\s+a\s+point\s+on\s+it|"
    r"(?:it\s+would\s+be\s+)?remiss\s+not\s+to|(?:would|could)\s+not\s+be\s+surprised|(?:cannot|can't|could\s+not)\s+(?:quite\s+)?"
    r"(?:exclude|rule\s+out)|"
    # additive, not negating: "and no less surely it tilts up", "a pan, not to mention a tilt", "and, not least, …"
    r"no\s+less(?:\s+(?:surely|certainly|clearly|plainly|so|decisively))?|not\s+to\s+mention|not\s+least|"
    # a hedge, not a denial: "Could not fully confirm, looks like a left pan"
    r"(?:could|can|cannot|can't)\s*(?:not\s+|n't\s+)?(?:fully\s+|quite\s+|100\s*%\s+)?(?:confirm|verify|be\s+sure))\b",
    re.IGNORECASE,
)


#: a direction held back to the end of its sentence or of its part of it (before "; meanwhile", ", while",
#: ", and at the same time"), after asides or a colon ("turns, slowly and with a hesitation, on its axis —
#: to the left", "strafes, gaze locked ahead, in one direction: left", "drifts across the frame, and the side
#: they drift toward is the right"): it completes the last motion verb before it (`_join_held_back`)
_HELD_BACK = re.compile(
    r"(?P<sep>\s*[,:;]\s*|\s+[—–-]\s+|\s+(?=in\s+(?:one|a\s+single)\s+direction\s*:))"
    r"(?P<lead>(?:(?:and\s+)?the\s+(?:direction|side|way)\b[^;:.—–]{0,50}?\s(?:is|was)|in\s+(?:one|a\s+single)\s+direction\s*:)\s+)?"
    r"(?P<dir>(?:(?:round|around|over|straight|all\s+the\s+way|directly|sideways|laterally)\s+)?"
    r"(?P<prep>(?:to|toward|towards|into|from|at|out\s+of\s+the\s+(?:frame|picture|image|shot)\s+(?:at|on))\s+)?(?:the\s+)?"
    r"(?:left|right|top|bottom|up|down|forwards?|backwards?|ahead|upwards?|downwards?|leftwards?|rightwards?|above|below)"
    r"(?:[\s-]hand)?(?:\s+(?:edge|side|border)(?:\s+of\s+the\s+(?:frame|picture|image|screen))?)?"
    r"(?:\s+to\s+(?:the\s+)?(?:left|right))?)(?:\s*,\s*I\s+(?:think|believe|would\s+say))?"
    r"(?:\s+(?:by|at|until)\s+the\s+(?:end|last\s+frame|final\s+frame))?"
    r"(?=\s*(?:[.!?]|$|;|,?\s+(?:and|while|whilst|meanwhile|but|even\s+as|combined\s+with)\b|,\s*(?:[\w'-]+\s+){0,2}[\w'-]+\s*[.!?]?\s*$|"
    r"\s+[—–-]\s+[^.;!?]{1,30}[.!?]?\s*$))", re.IGNORECASE)
#: directions (and a heading held straight ahead, which is none) in the stretch a held-back direction skips
_ANY_DIRECTION = re.compile(r"\b(?:left|right|up|down|forwards?|backwards?|ahead|back|upwards?|downwards?|leftwards?|"
                            r"rightwards?|top|bottom)\b", re.IGNORECASE)
_HEADING_AHEAD = re.compile(r"\b(?:gaze|heading|facing|nose|eyes?|lens|aim)\s+(?:\w+\s+)?(?:locked|fixed|kept|held|pointed|"
                            r"pointing|trained)\s+(?:straight\s+|dead\s+)?ahead\b", re.IGNORECASE)
_NOT_THE_VERB = re.compile(r"\b(?:(?:once|when|after|before|until|since|if)\s+(?:[\w'-]+\s+){0,3}|"
                           r"(?:without|no|not|never|nor|neither)\s+(?:[\w'-]+\s+)?)$", re.IGNORECASE)
_NOUN_BEFORE = re.compile(r"\b(?:the|a|an|its|their|his|her|our|one|each|every|this|that)\s+((?:[\w-]+\s+){0,2})$", re.IGNORECASE)


def _held_back_verb(s_text: str, start: int, end: int) -> re.Match[str] | None:
    """The motion verb a held-back direction completes: the last one in ``s_text[start:end]`` that is not
    denied ("without turning"), not in a subordinate clause ("once the first second passes") and not a
    noun ("its heading changing", "the walking of a crab"); a motion noun ("a glide, …, straight ahead")
    only when there is no verb."""
    verbs = [v for v in _VERB.finditer(s_text, start, end) if not v.group(0).lower().startswith("camera")
             and not re.match(r"\s*:", s_text[v.end():])  # "Main move: a pan, left": a label
             and not _NOT_THE_VERB.search(s_text[:v.start()])
             and not (v.group(0).lower() == "heading" and re.match(r"\s+(?:held|fixed|locked|kept|unchanged|constant|steady|"
                                                                    r"stays?|remains?|never)\b", s_text[v.end():], re.IGNORECASE))]
    nouns = [v for v in verbs if not re.search(r"(?<!s)(?:s|ed)$", v.group(0))
             and (d := _NOUN_BEFORE.search(s_text[:v.start()]))
             and all(_modifies(w) and not _CAMERA_NOUN.fullmatch(w) for w in d.group(1).split())]
    verbs = [v for v in verbs if v not in nouns] or nouns
    return verbs[-1] if verbs else None


def _join_held_back(s_text: str) -> str:
    """The sentence with the stretch between each held-back direction (`_HELD_BACK`) and the motion verb's
    phrase it completes blanked, so the two are read as one clause ("turns, slowly, on its axis — to the
    left" → "turns to the left"); a part is left as written when the stretch names a direction itself."""
    out, start = s_text, 0
    for m in _HELD_BACK.finditer(s_text):
        if m.start() < start or _NEGATION.search(m.group(0)):
            continue
        verb = _held_back_verb(s_text, start, m.start())
        start = m.end()
        if verb is None:
            continue
        stretch = s_text[verb.end():m.start("dir")]
        if _ANY_DIRECTION.search(_HEADING_AHEAD.sub(" ", stretch)) or ";" in stretch:
            continue
        # the verb keeps its own phrase up to the first break ("swings its gaze", "carries the camera")
        cut = re.search(r"[,:\u2013\u2014]|\s-\s", stretch)
        if cut is None:
            continue
        at = min(verb.end() + cut.start(), m.start())
        # "appearing at one edge of the frame — the left": the edge is the one named ("at the left")
        edge = re.search(r"\bat\s+(one\s+(?:edge|side|border)\s+of\s+the\s+(?:frame|picture|image|screen|view|shot)\s*)$",
                         s_text[verb.end():at], re.IGNORECASE)
        at = verb.end() + edge.start(1) if edge else at
        fill = " " * (m.start("dir") - at)
        # the direction keeps a preposition ("the side … is the right" → "to the right")
        if not edge and not m.group("prep") and re.match(r"the\s+", m.group("dir"), re.IGNORECASE) and len(fill) >= 4:
            fill = fill[:-4] + " to "
        out = out[:at] + fill + out[m.start("dir"):]
    return out


#: a denial put as a cleft ("What never happens, not even briefly, is a move backward", "One thing it never
#: does is tilt up", "one thing is absent: any turn to the right"): read as "never <what follows>"
_CLEFT_DENIAL = re.compile(
    r"^\W*(?:(?:what|(?:the\s+)?one\s+thing|the\s+(?:only\s+)?thing)\s+(?:[\w']+\s+){0,3}?(?:never|(?:does|did)\s+not|doesn't|didn't)"
    r"\s+(?:does|do|happens?|occurs?|takes\s+place)\b[^.;:?!]*?\s(?:is|was)|(?:[^.;:?!]*?,\s*)?(?:one\s+thing|what)\s+(?:is|was)\s+"
    r"(?:absent|missing|lacking|never\s+seen)\s*:)\s", re.IGNORECASE)


def _cleft_denial(s_text: str) -> str:
    m = _CLEFT_DENIAL.match(s_text)
    if not m or m.end() < 7:
        return s_text
    return " " * (m.end() - 7) + " never " + s_text[m.end():]


#: a direction put before what it completes, in a verb-final word order ("makes toward the left side a
#: turning", "from the left side new area is entering", "To the right side, the camera neither goes nor
#: turns"): the two are swapped (same length, so offsets hold) and read in the usual order
_FRONTED = (
    re.compile(r"\b(?P<a>(?:mak(?:e|es|ing)|made|perform(?:s|ed|ing)?|does|did|do)\s+)(?P<pp>(?:to|toward|towards)\s+the\s+[\w-]+"
               r"(?:\s+(?:side|direction))?)(?P<sep>\s+)(?P<b>(?:a|an|one)\s+(?:[\w-]+\s+)?[\w-]+)(?=\s*(?:[,.;:!?]|$))",
               re.IGNORECASE),
    re.compile(r"(?P<a>)(?P<pp>\b(?:from|on|at|in)\s+the\s+(?:left|right|upper|lower|top|bottom|above|below)\s+(?:side|edge|part)"
               r"(?:\s+of\s+the\s+(?:frame|picture|image|screen|view|shot))?),?(?P<sep>\s+)(?P<b>(?:new|fresh)\s+[^,;.:]*?\b"
               r"(?:entering|appearing|emerging|coming\s+in|arriving|showing\s+up))\b"
               r"(?!\s+(?:at|on|from|in|through)\s+the\s+(?:left|right|top|bottom|upper|lower)\b)", re.IGNORECASE),
    re.compile(r"^(?P<a>\W*)(?P<pp>(?:to|toward|towards)\s+the\s+[\w-]+(?:\s+(?:side|direction))?(?:\s+or\s+(?:to|toward|towards)\s+"
               r"the\s+[\w-]+(?:\s+(?:side|direction))?)?|(?:up|down|left|right)\s+or\s+(?:up|down|left|right)),(?P<sep>\s+)(?P<b>[^,;.:!?]+?)(?=\s*[.;!?]?\s*$)", re.IGNORECASE),
)


def _same_length(word: str, length: int) -> str:
    """``word`` padded to ``length``: the rewrites of `_sentences` keep every offset of the text."""
    return word + " " * (length - len(word))


#: the first motion word of a fronted phrase's clause (`_unfront`)
_MOTION_WORD = re.compile(rf"\b(?:{_STEMS}|{_MOTION_NOUNS})\w*", re.IGNORECASE)


def _unfront(s_text: str) -> str:
    for pattern in _FRONTED:
        m = pattern.search(s_text)
        b = m.group("b") if m else ""
        word = next((w for w in _MOTION_WORD.finditer(b)
                     if not w.group(0).lower().startswith("camera")), None)
        if m is None or word is None:
            continue
        # the direction goes right after the first motion word ("a panning to the left of the camera is not seen")
        moved = b[:word.end()] + " " + m.group("pp") + b[word.end():]
        moved += " " * (m.end() - m.start("pp") - len(moved))
        s_text = s_text[:m.start("pp")] + moved + s_text[m.end():]
    return s_text


#: comparatives written in two words ("look more near and more big"), read as one (same length)
_TWO_WORD_COMPARATIVE = {"near": "nearer", "big": "bigger", "far": "farther", "little": "smaller", "small": "smaller",
                         "large": "larger", "close": "closer", "remote": "farther", "distant": "farther"}
_MORE_ADJECTIVE = re.compile(rf"\bmore\s+({'|'.join(_TWO_WORD_COMPARATIVE)})\b", re.IGNORECASE)
#: "to the direction of left" (a literal "ke arah kiri"): the plain direction (same length)
_DIRECTION_OF = re.compile(r"\b(?:to|toward|towards|in)\s+the\s+direction\s+of\s+(?:the\s+)?(left|right|front|back|rear|up|down|above|"
                           r"below)\b", re.IGNORECASE)
#: a side or place word as the direction it names ("to the direction of left", a Tamil-like "front side-towards")
_DIRECTION_OF_WORD = {"left": "to the left", "right": "to the right", "front": "forward", "back": "backward",
                      "rear": "backward", "up": "upward", "down": "downward", "above": "upward", "below": "downward",
                      "top": "upward", "sky": "upward", "bottom": "downward", "ground": "downward"}


#: the same as one word, short enough for "left-side" ("leftward", not "to the left")
_SIDE_WORD = {**_DIRECTION_OF_WORD, "left": "leftward", "right": "rightward", "ahead": "forward"}


def _direction_of(m: re.Match[str]) -> str:
    return _same_length(_DIRECTION_OF_WORD[m.group(1).lower()], len(m.group(0)))


def _comparative(m: re.Match[str]) -> str:
    if re.search(r"\b(?:go|goes|going|went|gone|mov\w+|come|comes|coming|came|get|gets|getting|got|becom\w+|became|grow\w*|grew)\s+$",
                 m.string[:m.start()], re.IGNORECASE):
        return m.group(0)  # "is going more far": read as written (`_SCALE_VERB`)
    return _same_length(_TWO_WORD_COMPARATIVE[m.group(1).lower()], len(m.group(0)))


#: anatomical directions of a clinical register ("anterior translation", "tilts superiorly"), read as plain
#: ones; only before a motion noun or as an adverb ("the superior part of the frame" is a place, `_SIDE`)
_ANATOMICAL = re.compile(r"\b(anterior|posterior|superior|inferior)(ly\b|(?=(?:\s+(?:or|and)\s+(?:anterior|posterior|superior|inferior))?\s+(?:translation|tilt|tilting|angulation|"
                         r"displacement|advancement|withdrawal|rotation|progression|movement|motion|shift|drift|"
                         r"excursion|deviation)\b))", re.IGNORECASE)
_ANATOMICAL_WORD = {"anterior": "forward", "posterior": "backward", "superior": "upward", "inferior": "downward"}
#: "Checked for upward pitch: none", "Looked for reverse travel: not found": a check that found nothing
_CHECKED_NONE = re.compile(r"\b(?:checked|tested|looked|searched|screened)\s+for\s+(?P<x>[^:.;]{1,60}?)\s*:\s*(?:none|nothing|"
                           r"no|nil|not\s+(?:seen|observed|found|present|reproduced))\b", re.IGNORECASE)
#: a postposition ("left side towards", "the edges of the frame towards": a literal Hindi "ki taraf"), and a
#: direction before its verb ("is towards left looking", "backwards is not going"): both in the usual order
_POSTPOSITION = re.compile(r"\b(?P<np>(?:the\s+)?(?:left|right|top|bottom|sky|ground|earth|floor|behind|front|back|rear|centre|center|edges?|"
                           r"above|below|(?:up|down|for|back)ward(?=\s+direction))"
                           r"(?:\s+(?:hand\s+)?(?:side|edge|direction)|\s+hand)?(?:\s+of\s+the\s+(?:frame|picture|screen|image))?)\s+"
                           r"(?P<post>towards?|into|to)\b(?=\s+(?:is|are|was|were|not|only|sideways|there|plus|it\s+is|while|and(?!\s+fro\b)|[a-z]+ing)\b|"
                           r"\s*(?:[,.;:!?]|$))",
                           re.IGNORECASE)


def _postposition(m: re.Match[str]) -> str:
    """ "left side towards" → "towards left side"; a literal Amharic "the right side to" → "toward right side" (the
    article's room holds the longer word)."""
    np, post = m.group("np"), m.group("post")
    if post.lower() == "to":
        if not np.lower().startswith("the "):
            return m.group(0)
        return f"toward {np[4:]}"
    return f"{post} {np}"


_ING_NOUN = (r"(?!(?:being|nothing|something|everything|anything|ceiling|building|thing|string|ring|king|wing|evening|morning|"
             r"beginning|ending|opening|painting|railing|landing|clearing|vanishing|housing|clothing|awning|lighting|setting|"
             r"framing|heading|bearing|ring|spring|swing)\b)")
_DIRECTION_BEFORE_VERB = re.compile(
    # "is towards left looking", "the buildings towards right edge are moving"
    r"\b(?P<pp>towards?\s+(?:the\s+)?(?!the\b)[\w-]+(?:\s+(?:hand\s+)?(?:side|edge|direction))?(?:\s+of\s+the\s+(?:frame|picture|screen|image))?)\s+"
    rf"(?P<v>(?:(?:is|are)\s+(?:not\s+|neither\s+)?)?(?:\w+ly\s+)?(?:sideways\s+)?{_ING_NOUN}[a-z]+ing)\b|"
    # "is upwards only seeing", "backwards is not going", "left to right are crossing"
    r"\b(?P<cop>(?:is|are)\s+(?:gradually\s+)?)(?P<pp2>(?:backwards?|forwards?|upwards?|downwards?|leftwards?|rightwards?)(?:\s+only)?)\s+"
    rf"(?P<obj>(?:its|their)\s+\w+\s+|sideways\s+)?(?P<v2>(?:\w+ly\s+)?{_ING_NOUN}[a-z]+ing)\b|"
    r"\b(?P<pp3>(?:backwards?|forwards?|upwards?|downwards?|leftwards?|rightwards?|(?:from\s+)?(?:left|right)\s+to\s+(?:the\s+)?(?:left|right)))\s+"
    rf"(?P<v3>(?:is|are)\s+(?:not\s+|neither\s+)?(?:\w+ly\s+)?{_ING_NOUN}[a-z]+ing)\b", re.IGNORECASE)


def _verb_first(m: re.Match[str]) -> str:
    if m.group("pp"):
        moved = f"{m.group('v')} {m.group('pp')}"
    elif m.group("pp2"):
        moved = f"{m.group('cop')}{m.group('v2')} {m.group('obj') or ''}{m.group('pp2')}"
    else:
        moved = f"{m.group('v3')} {m.group('pp3')}"
    return _same_length(moved, len(m.group(0)))  # a padded rewrite before it may have left extra spaces


#: a serial verb ("tilt go up", "from left go to right", "jumps go ahead"): the "go" adds nothing
_SERIAL_GO = re.compile(r"(?<=\w)\s+go(?:(?=\s+(?:to\b|up\b|down\b|ahead\b|back\b|forwards?\b|backwards?\b|left\b|right\b|"
                        r"(?P<the>the\s+(?:left|right)\b)))|(?P<front>\s+(?:in\s+)?front\b)(?=(?:\s+\w+ly)*\s*(?:[,.;]|$)|\s+(?:and|while|"
                        r"nearer|closer)\b))", re.IGNORECASE)
#: "a no-yaw translate left", "a zero-pan slide": a denied motion as a hyphenated modifier of the motion named next
#: (it says how that motion is made, it does not deny it)
_DENYING_MODIFIER = re.compile(r"\b(?:no|zero|non)-(?:yaw|turn(?:ing)?|rotation|pan(?:ning)?|tilt(?:ing)?|pitch|roll)\s+(?=[a-z])",
                               re.IGNORECASE)
#: "turns. Left. Slowly.", "tilts. Up, that is.": a direction given its own fragment after its verb
_FRAGMENT_DIRECTION = re.compile(r"(?<=\w)(?P<stop>\.|\.\.\.)\s+(?=(?:to\s+the\s+|toward\s+the\s+)?(?:left|right|up|down|forwards?|"
                                 r"backwards?|upwards?|downwards?|leftwards?|rightwards?)\s*(?:[,.!]|$))", re.IGNORECASE)


def _blank(m: re.Match[str], text: str) -> str:
    return " " * len(m.group(0))


def _cased(word: str, like: str) -> str:
    """``word`` with a capital when ``like`` opens with one (a rewrite at the start of a sentence)."""
    return word.capitalize() if like[:1].isupper() else word


def _as_cased(word: str) -> Callable[[re.Match[str], str], str]:
    """`_as`, keeping the capital of what it replaces ("Don't quote me" → "Perhaps")."""
    return lambda m, text: _same_length(_cased(word, m.group(0)), len(m.group(0)))


def _as(word: str) -> Callable[[re.Match[str], str], str]:
    """A rewrite to ``word``, padded to the length of what it replaces."""
    return lambda m, text: _same_length(word, len(m.group(0)))


def _word_before(text: str, at: int) -> str:
    """The word that ends just before position ``at`` (spaces between skipped), or ""."""
    word = re.search(r"([\w-]+)\s*$", text[:at])
    return word.group(1) if word else ""


def _after_verb(m: re.Match[str], text: str) -> str:
    """Blank a reflexive "itself" right after a motion verb ("rotates itself", "displaces itself")."""
    return " " * len(m.group(0)) if _VERB.fullmatch(_word_before(text, m.start())) else m.group(0)


def _that_way(m: re.Match[str], text: str) -> str:
    """"no turn that way": the direction the sentence named last."""
    named = re.findall(r"\b(left|right|up|down|forward|backward)(?:wards?)?\b", text[:m.start()], re.IGNORECASE)
    return _same_length(named[-1].lower(), len(m.group(0))) if named else m.group(0)


def _serial_go(m: re.Match[str], text: str) -> str:
    """ "tilt go up", "carries its body go the left side", "walks go in front": the serial "go" dropped (or
    read as "to" before "the left", or as "forward" before "front")."""
    verb = _word_before(text, m.start())
    # after the camera's own body ("carries its body go the left side") only "to the side" / "forward" is read:
    # "takes itself go back" keeps its "go" as the verb
    body = bool(verb) and bool(re.fullmatch(r"body|face|head|eyes?|gaze|self|itself", verb, re.I))
    owner = re.search(r"\b(\w+)\s+(?:its|his|her|their)\s+\w+\s*$", text[:m.start()])  # "pulls its body go back"
    carried = owner is not None and bool(_VERB.fullmatch(owner.group(1))) and not owner.group(1).lower().startswith("camera")
    moves = verb and not verb.lower().startswith("camera") and (
        _VERB.fullmatch(verb) or re.fullmatch(r"jump\w*|left|right|top|bottom", verb, re.I)
        or body and (m.group("the") or m.group("front") or carried))
    if not moves or re.fullmatch(r"go|goes|going|went", verb, re.I):
        return m.group(0)
    if m.group("the"):
        return m.group(0)[:-2] + "to"
    if m.group("front"):
        return _same_length(" ahead", len(m.group(0)))
    return " " * len(m.group(0))


def _nothing_carries(m: re.Match[str], text: str) -> str:
    """"Nothing carries the camera … to the right": the camera never goes there. Where another verb follows
    after ", or" ("…, or turns it that way"), the object becomes "it" instead, so the denial reaches that verb."""
    if not m.group("aside") and re.match(r"[^.;]*,\s*or\b", text[m.end():], re.IGNORECASE):
        return _same_length(f"{m.group('n')} {m.group('v')} it", len(m.group(0)))
    return _same_length(f"{m.group('o')} never goes", len(m.group(0)))


def _third_person(verb: str) -> str:
    """"angle" → "angles", "push" → "pushes", "carry" → "carries"."""
    if re.search(r"(?:s|sh|ch|x|z|o)$", verb):
        return verb + "es"
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ies"
    return verb + "s"


_SCOTS = {"tae": "to", "intae": "into", "doon": "down", "aff": "off", "oot": "out", "nae": "no", "mair": "more", "o'": "of"}


def _scots(word: str) -> str:
    """A Scots word as its English, no longer than it and keeping its capital ("Nae" → "No ")."""
    english = _SCOTS[word.lower()]
    return _same_length(_cased(english, word), len(word))


def _archaic(m: re.Match[str], text: str) -> str:
    """King James "-eth": "turneth" → "turns", "goeth" → "goes", "moveth" → "moves", "steppeth" → "steps"."""
    stem = m.group("stem")
    stem = stem[:-1] if re.search(r"([bdgmnprt])\1$", stem) else stem
    es = stem.lower() in ("go", "do", "com", "becom", "mak", "tak", "wak", "shak", "wan", "shin") or re.search(
        r"(?:[sxzvcg]|ch|sh|o|[^aeiou][aeiou]d)$", stem)
    return _same_length(stem + ("es" if es else "s"), len(m.group(0)))


def _side_last(m: re.Match[str], text: str) -> str:
    """A side fronted or put before the verb, moved after it: "Up or down it not tilts" → "it not tilts up or down"."""
    return _same_length(f"{m.group('s')} {m.group('v')} {m.group('d')}", len(m.group(0)))


def _preverb(m: re.Match[str], text: str) -> str:
    """ "up-rise" → "rise up", "thither-turns" → "turns": a particle written before its verb, after it."""
    verb, particle = m.group("v"), m.group("p")
    if not (_VERB.fullmatch(verb) or re.fullmatch(r"becom\w*|spread\w*|bend\w*|sink\w*|ris\w*|fall\w*|lift\w*", verb, re.I)) \
            or _MOTION_NOUN.fullmatch(verb) and not verb.lower().endswith("ing"):
        return m.group(0)  # "an up-tilt", "a pull-back": the compound noun (`_COMPOUND`)
    if particle.lower() in ("hither", "thither"):
        return _same_length(verb, len(m.group(0)))
    return f"{verb} {particle}"


#: a plural subject (or "it") right before a verb-final clause's direction, over an adverb, a place in the
#: picture or "out": "the poplar trees", "Rooftops", "the fishing boats across the frame", "the balconies out"
_VERB_FINAL_SUBJECT = re.compile(
    r"(?:\b(?:the|these|those|its|their|our|some|all|many)\s+(?:[\w'-]+\s+){0,3}?[\w-]+[^\Ws]s|"
    r"(?:^|[.;!?]\s+|\b(?:and|while|so|meanwhile)\s+)(?:[\w'-]+\s+){0,2}?[\w-]+[^\Ws]s|\b(?:it|they))(?:\s+\w+ly)?"
    r"(?:\s+(?:across|in|within|through)\s+(?:the\s+)?(?:frame|picture|screen|image))?(?:\s+(?:out|off|away))?,?\s+$",
    re.IGNORECASE)
#: a side fronted before its denial, the verb before or after it: "Forward, move it does not" (a fantasy sage),
#: "Forwards-going the camera does not move" (Quechua), "Towards the right, the camera neither moves nor turns" (Maltese)
_FRONTED_DENIAL = re.compile(
    r"(?:^|(?<=^\s)|(?<=[.;!?]\s))(?P<d>forwards?|backwards?|up\s+or\s+down|left\s+or\s+right|(?:to|toward|towards)\s+the\s+(?:left|right)|"
    r"(?:up|down|left|right)wards?)\s*,?\s+(?:(?P<v1>move|tilt|turn|pan|go|slide|step|walk|advance|retreat)\s+)?"
    r"(?P<s>it|the\s+camera|this\s+camera|the\s+lens|the\s+watcher)\s+(?P<n>does\s+not|doesn't|never\s+does|did\s+not|neither\s+moves\s+nor\s+turns)"
    r"(?:\s+(?P<v2>move|go|turn|tilt|step|walk)\b)?\b", re.IGNORECASE)


def _fronted_denial(m: re.Match[str]) -> str:
    """`_FRONTED_DENIAL` in the usual order ("it does not move forward"); unchanged without a verb of its own."""
    verb = m.group("v1") or m.group("v2") or ""
    if not verb and not m.group("n").lower().startswith("neither"):
        return m.group(0)
    said = " ".join(filter(None, (m.group("s").lower(), m.group("n"), verb.lower(), m.group("d").lower())))
    return _same_length(_cased(said, m.group(0)), len(m.group(0)))


#: the side a literal Quechua direction suffix names ("leftwards-going": leftward)
_QUECHUA_SIDE = {**_SIDE_WORD, "for": "forward", "behind": "backward", "away": "backward", "heaven": "upward",
                 "earth": "downward", "closer": "closer"}


def _quechua_side(m: re.Match[str], text: str) -> str:
    """A literal Quechua direction suffix as its side ("glides rightwards-going" → "glides rightward"), blank where
    another path follows ("upwards-going to the top of the frame rise"). Only after a verb, the camera's own body or
    before the camera ("Forwards-going the camera does not move") for a bare "forward", "back" or "front": a
    Georgian "back-going together with a step" is a noun (`_COMPOUND`)."""
    if re.match(r",?\s+(?:to|toward|towards)\s+the\b", text[m.end():], re.IGNORECASE):
        return " " * len(m.group(0))
    before = _word_before(text, m.start())
    adverb = _VERB.fullmatch(before) or re.fullmatch(r"head|face|eyes?|gaze|body|self|along|sideways|crabwise", before, re.I) \
        or re.match(r"\s+(?:the\s+camera|it|the\s+lens)\b", text[m.end():], re.IGNORECASE)
    if m.group("d").lower() in ("forward", "back", "front") and not adverb:
        return m.group(0)
    side = _QUECHUA_SIDE.get(m.group("d").lower().replace("-side", "").rstrip("s").removesuffix("ward"), m.group("d"))
    return _same_length(_cased(side, m.group(0)), len(m.group(0)))


#: "fades back" / "goes far away" into the distance, by inflection: a thing receding
_RECEDE = {"fade": "recede", "fades": "recedes", "fading": "receding", "faded": "receded",
           "go": "recede", "goes": "recedes", "going": "receding", "went": "receded"}
#: verbs of things moving through the picture, as a bare verb opening a verb-first clause (a literal Malagasy)
_PICTURE_VERB = re.compile(r"pass|go|slide|sink|rise|move|drift|come|flow|grow|shrink|spread|gather|stream|glide|float|run|fall|drop|"
                           r"climb|sweep|roll|crawl|march|file|exit|leave|enter|vanish|disappear|appear|emerge", re.IGNORECASE)
def _motion_verb(word: str) -> bool:
    """A verb the rules read (`_VERB`) or one of things moving through the picture (`_PICTURE_VERB`)."""
    return bool(_VERB.fullmatch(word) or _PICTURE_VERB.fullmatch(word))


#: a plural subject right before a clause-final participle's direction ("meanwhile the horses | to the right edge moving")
_PLURAL_JUST_BEFORE = re.compile(r"(?:^|[.;!?,]\s+|\b(?:and|while|meanwhile|also|at-the-same-time)\s+)(?:the|these|those)\s+(?:[\w'-]+\s+){0,3}?[\w-]+[^\Ws]s\s+$",
                                 re.IGNORECASE)
#: a sentence opening on a plural subject: only there is "from left to right passing" a verb-final participle
_OPENING_PLURAL = re.compile(r"(?:.*[.;!?]\s+)?(?:the|these|those)\s+(?:[\w'-]+\s+){0,3}?[\w-]+s,?\s+",
                             re.IGNORECASE | re.DOTALL)


def _verb_last(m: re.Match[str], text: str) -> str:
    """A verb-final clause's direction moved after its verb: "the poplars downward slide" → "slide downward".
    Only after a plural subject or "it" (`_VERB_FINAL_SUBJECT`; not a noun phrase: "a downward slide", "no upward
    or downward tilt", "forward walking")."""
    verb, before = m.group("v"), text[:m.start()]
    path = re.match(r"(?:from\s+)?(?:the\s+)?(?:left|right)\s+to\b", m.group("pp"), re.IGNORECASE)
    noun = bool(re.search(r"(?:ment|ion)s?$", verb, re.IGNORECASE) or _PART_NOUN.match(verb)
                or re.fullmatch(r"margins?|direction|way|hand", verb, re.IGNORECASE))
    participle = verb.lower().endswith("ing") and not (path and _OPENING_PLURAL.fullmatch(before)) \
        and not _PLURAL_JUST_BEFORE.search(before)
    if not _VERB.fullmatch(verb) or noun or participle or not _VERB_FINAL_SUBJECT.search(before):
        return m.group(0)
    return _same_length(f"{verb} {m.group('pp')}", len(m.group(0)))


def _rw(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


#: a hyphenated compound, read as separate words when a part of it names a move or a part of the picture
#: ("left-turn-movement", "rearward-drive", "the left picture-edge"; not "up-trail", "right-hand", "backing-up")
_COMPOUND = re.compile(r"\b[a-z]+(?:-[a-z]+)+\b", re.IGNORECASE)
_COMPOUND_PARTS = frozenset({
    "movement", "turn", "turning", "shift", "drive", "tilt", "swivel", "displacement", "slide", "edge", "middle", "centre",
    "center", "direction", "content"})
#: words that stay single when said twice ("slowly-slowly", "small-small"); other words said twice are plurals
_SAID_TWICE = frozenset({"small", "big", "slow", "fast", "very", "little", "quick", "bright", "dark", "more", "near", "far",
                         "soft", "hard", "long", "short", "many", "few", "again"})


def _compound_of_motion(word: str) -> bool:
    """A compound with a part in `_COMPOUND_PARTS` ("left-turn-movement"), other than a hand's side ("right-hand edge")."""
    parts = [p.lower() for p in word.split("-")]
    return any(p in _COMPOUND_PARTS for p in parts) and "hand" not in parts


def _reduplicated(word: str) -> str:
    """A word said twice ("tree-tree", "slowly-slowly", "side-side"): a plural, or the word itself."""
    low = word.lower()
    if low == "side":
        return "sideways"
    if low.endswith(("ly", "ing")) or low in _SAID_TWICE:
        return word
    return word + "s"


#: the same-length rewrites of `_reorder`, applied in this order: (pattern, replacement given the match and the
#: text it was found in). Each turns one phrasing into one the rules read, keeping every offset.
_REWRITES: tuple[tuple[re.Pattern[str], Callable[[re.Match[str], str], str]], ...] = (
    # a literal Quechua: a direction suffix ("rightwards-going", "left-side-going", "upwards-looking", "behind-going")
    (_rw(r"\b(?P<d>(?:left|right|front|for|back|up|down|sky|earth|heaven)(?:wards?)?|left-side|right-side|behind|away|rear|closer)"
         r"-(?:going|looking)\b(?!\s+(?:here\s+)?(?:is|was|are)\b)"),
     lambda m, text: _quechua_side(m, text)),
    (_rw(r"\bthey\s+say,?\s+(?=(?:it|the|this|our)\b)"), _as_cased("perhaps")),
    (_rw(r"\b(?P<w>quiet|still|slow|big|small|far),\s+(?P=w)\b"), lambda m, text: _same_length(m.group("w"), len(m.group(0)))),
    (_rw(r"\bin\s+the\s+one\s+place\b"), _as("in one place")),
    # a naturalist's and a whisperer's: "eases its whole self over to the right", "leans in closer", "quit the field
    # of view by the right-hand border"
    (_rw(r"(?<=[a-z]s\s)its\s+(?:whole\s+|entire\s+)?(?:self|body)\s+(?=(?:over\s+|across\s+)?(?:to|toward|towards|sideways)\b)"), _blank),
    (_rw(r"\blean(?P<e>s|ed|ing)?\s+in\s+closer\b"),
     lambda m, text: _same_length({"s": "moves", "ed": "moved", "ing": "moving", "": "move"}[(m.group("e") or "").lower()] + " closer",
                                  len(m.group(0)))),
    (_rw(r"\bquit(?P<e>s|ting)?(?=\s+the\s+(?:frame|field|picture|view|shot)\b)"),
     lambda m, text: {"s": "exits", "ting": "exiting", "": "exit"}[(m.group("e") or "").lower()]),
    (_rw(r"\b(?P<v>quit\w*|exit\w*|leav\w*|left|enter\w*|into|from)\s+the\s+field\s+of\s+view\b"),
     lambda m, text: _same_length(f"{m.group('v')} the frame", len(m.group(0)))),
    (_rw(r"\b(?P<v>fade|fades|fading|faded)\s+(?:back|away)\s+(?=into\s+the\s+distance\b)|"
         r"\b(?P<v2>go|goes|going|went)\s+far\s+away(?=\s+into\s+the\s+distance\b)"),
     lambda m, text: _same_length(_RECEDE[(m.group("v") or m.group("v2")).lower()], len(m.group(0)))),
    (_rw(r"(?<=\bcamera\s)(?:there|here)\s+(?=(?:remains|stays|rests|sits|keeps|holds|stands)\b)|(?<=\blens\s)(?:there|here)\s+"
         r"(?=(?:remains|stays|rests|sits|keeps|holds|stands)\b)"), _blank),
    (_rw(r"(?<=\bframe),(?=\s+from\s+the\s+(?:left|right)(?:\s+side)?\s+to\s+the\s+(?:left|right)\b)"), _as(" ")),
    # a literal Mongolian: a case ending written as one word ("to-the-right-edge", "toward-the-top"), and a participle's
    # auxiliary at the clause's end ("rising go", "shifting are")
    (_rw(r"\b(?:to|toward|towards|from|into)-the-[a-z]+(?:-[a-z]+)*\b|(?<=\bthe\s)(?:left|right|top|bottom|front|back)-side\b"),
     lambda m, text: m.group(0).replace("-", " ")),
    (_rw(r"\b(?P<v>[a-z]+ing)\s+(?:go|are)(?=\s*(?:[,.;!?]|$)|\s+(?:and|while|meanwhile)\b)"),
     lambda m, text: _same_length(m.group("v"), len(m.group(0))) if _VERB.fullmatch(m.group("v")) else m.group(0)),
    (_rw(r"\b(?P<s>the\s+(?:camera|lens|view)|it)\s+(?P<v>[a-z]+ing)\s+(?P<n>was\s+not|is\s+not|wasn't|isn't)(?=\s*(?:[,.;!?]|$))"),
     lambda m, text: f"{m.group('s')} {m.group('n')} {m.group('v')}" if _VERB.fullmatch(m.group("v")) else m.group(0)),
    (_rw(r"\bany\s+(?P<d>forward|backward|leftward|rightward|upward|downward)\s+[a-z]+ing,?\s+there\s+(?:was|is)\s+not\b"),
     lambda m, text: _same_length(_cased(f"no {m.group('d').lower()} motion", m.group(0)), len(m.group(0)))),
    # a literal Armenian: the article after its noun ("frame-the", "Camera-the")
    (_rw(r"\b(?P<w>[a-z]+)-the\b"), lambda m, text: _cased(f"the {m.group('w').lower()}", m.group(0))),
    (_rw(r"\b(?P<v>turning|moving|rotating|tilting|panning)\s+not\b(?=\s*,)"), lambda m, text: f"not {m.group('v')}"),
    # a path fronted before its subject: "From left to right the lamp posts passing through the frame are",
    # "Across the frame from left to right, the reeds pass", "Toward the right, the reeds slide", "leftward the logs drift"
    (_rw(r"(?:^|(?<=^\s)|(?<=[.;!?,]\s)|(?<=\band\s)|(?<=\btime\s)|(?<=\bmeanwhile\s)|(?<=\bwhile\s))"
         r"(?P<pp>(?:across\s+the\s+(?:frame|picture|screen)\s+)?from\s+(?:the\s+)?(?:left|right)\s+to\s+(?:the\s+)?(?:left|right)|"
         r"(?:to|toward|towards)\s+the\s+(?:left|right|top|bottom)(?:[\s-]+(?:hand\s+)?(?:side|edge))?(?:\s+of\s+the\s+(?:frame|picture|screen))?|"
         r"(?:left|right|up|down)wards?),?\s+(?P<s>(?:the|these)\s+(?:[\w-]+\s+){0,2}?[\w-]+s)\s+(?P<v>[a-z]+)\b"),
     lambda m, text: _same_length(_cased(f"{m.group('s').lower()} {m.group('v')} {m.group('pp').lower()}", m.group(0)), len(m.group(0)))
     if _motion_verb(m.group("v")) else m.group(0)),
    # a fantasy sage's inverted order: "Sure, I am not", "Smaller and smaller, the pillars grow", "Forward, move it does
    # not", "Advance, this camera never does", "above the frame, the sky slips away"
    (_rw(r"\b(?P<a>sure|certain),\s+I\s+am\s+not\b"), lambda m, text: _same_length(_cased(f"I am not {m.group('a').lower()}", m.group(0)),
                                                                                len(m.group(0)))),
    (_rw(r"(?:^|(?<=^\s)|(?<=[.;!?,]\s)|(?<=\band\s)|(?<=\bmeanwhile\s))(?P<c>(?P<w>larger|bigger|smaller|closer|nearer|farther|further|tinier)"
         r"\s+and\s+(?P=w)),\s+(?P<s>the\s+(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(?P<v>grow|become|get|shrink|loom|come|seem)\b"),
     lambda m, text: _same_length(_cased(f"{m.group('s').lower()} {m.group('v')} {m.group('c').lower()}", m.group(0)), len(m.group(0)))),
    (_rw(r"(?:^|(?<=^\s)|(?<=[.;!?]\s))(?P<v>advance|retreat|turn|tilt|pan|move|slide|step),\s+"
         r"(?P<s>it|the\s+camera|this\s+camera|the\s+lens|the\s+watcher)\s+(?P<n>never\s+does|does\s+not|doesn't)\b"),
     lambda m, text: _same_length(_cased(f"{m.group('s').lower()} {m.group('n')} {m.group('v').lower()}", m.group(0)), len(m.group(0)))),
    (_rw(r"\b(?P<p>above|below|beneath)\s+the\s+frame,\s+(?P<s>the\s+[\w'-]+)\s+(?P<v>slips?|slides?|drops?|falls?|disappears?|vanishes?|"
         r"sinks?|rises?)\s+away\b"),
     lambda m, text: _same_length(f"{m.group('s')} {m.group('v')} {m.group('p')} the frame", len(m.group(0)))),
    (_rw(r"\b(?P<d>forwards?|backwards?|upwards?|downwards?|leftwards?|rightwards?)\s+(?P<v>[a-z]+ing)\s+(?P<s>it|the\s+camera|the\s+lens)\s+"
         r"(?P<n>is\s+not|was\s+not|isn't|wasn't)\b"),
     lambda m, text: _same_length(_cased(f"{m.group('s').lower()} {m.group('n')} {m.group('v')} {m.group('d').lower()}", m.group(0)),
                                  len(m.group(0)))),
    # a sailor's "Blow me down if this ain't a turn to port": an emphatic yes; the ship's sides
    (_rw(r"\b(?:blow\s+me\s+down|shiver\s+me\s+timbers|i'll\s+be\s+(?:damned|hanged|blowed))\s+if\s+(?P<s>this|that|it)\s+ain't\b"),
     lambda m, text: _same_length(_cased(f"{m.group('s').lower()} is", m.group(0)), len(m.group(0)))),
    (_rw(r"\b(?:larboard|starboard)\b|(?<=\bto\s)port\b(?!\s+of\b)"),
     lambda m, text: _same_length("right" if m.group(0).lower() == "starboard" else "left", len(m.group(0)))),
    # an interjection between commas ("glides sideways, hallelujah, along to the right"); "straight down the middle": along
    (_rw(r",\s+(?:hallelujah|amen|praise\s+(?:the\s+lord|be)|yes,?\s+lord|glory(?:\s+be)?|arr+|ahoy|by\s+thunder),(?=\s)"), _blank),
    (_rw(r"\bdown(?=\s+the\s+(?:middle|centre|center|fairway|aisle)\b)"),
     lambda m, text: m.group(0) if _ROT_VERB.match(_word_before(text, m.start())) else "    "),
    # a literal Malagasy: the subject after its verb and path ("Slide toward the left edge of the frame the baobabs",
    # "and also go away to the right the palms"); only a bare verb opening its clause, a plural subject closing it
    (_rw(r"(?:^|(?<=^\s)|(?<=[.;!?:,]\s)|(?<=\band\s)|(?<=\balso\s)|(?<=\btime\s)|(?<=\bstill\s)|(?<=\bwhile\s)|(?<=\bmeanwhile\s))"
         r"(?P<v>[A-Za-z]+)(?P<rest>(?:\s+(?:far\s+)?(?:away|up|down|out|off|back))?"
         r"\s+(?:toward|towards|to|across|from|into|out\s+of|above|below|on)\s(?:(?!\b(?:while|and|as|meanwhile)\b)[^,.;:!?])*?)\s+"
         r"(?P<s>the\s+(?:(?!the\b)[\w'-]+\s+){0,3}?(?!the\b)[\w'-]+[^\Ws's]s)(?=\s*(?:[,.;:!?]|$)|\s+(?:and|while|as|meanwhile)\b)"),
     lambda m, text: f"{_cased(m.group('s').lower(), m.group(0))} {m.group('v').lower()}{m.group('rest')}"
     if _motion_verb(m.group("v")) and not re.search(r"(?<!s)s$", m.group("v"), re.I)
     else m.group(0)),
    (_rw(r"\bif\s+(?:I\s+am\s+)?not\s+mistaken\s+(?:is|am)\s+(?:the\s+eye|I)\b"), _as_cased("perhaps")),
    (_rw(r"\bas\s+for\s+(?P<x>[\w\s-]{1,40}?)(?=,\s+(?:it|that|this)\s+is\s+(?:not|never)\s+(?:done|seen|made|happening|there)\b)"),
     lambda m, text: _same_length(_cased(f"no {m.group('x')}", m.group(0)), len(m.group(0)))),
    (_rw(r"(?<=\bbright),(?=\s+then\s+(?:dark|dim)\b)|(?<=\bdark),(?=\s+then\s+bright\b)|(?<=\bdim),(?=\s+then\s+bright\b)"), _as(" ")),
    (_rw(r"\b(?:toward|towards|to)\s+the\s+heights\b"), _as("upward")),
    (_rw(r"\b(?:toward|towards|to)\s+(?:the|its)\s+feet\b"), _as("downward")),
    (_rw(r"\bthe\s+side\s+of\s+the\s+(?P<d>left|right)\s+hand\b"), lambda m, text: _same_length(f"the {m.group('d')}", len(m.group(0)))),
    (_rw(r"\bkeeps?\s+quiet\s+its\s+body\b"), _as("keeps still")),
    # a literal Khmer: "one slide sideways go left" (one: a), "the moving side" (a sideways move), "from left go right",
    # "Tilt up no", "sits quiet same place"
    (_rw(r"\bone\s+(?=(?:slide|turn|tilt|pan|glide|sidestep|step|move|walk)\b)"), _as("a")),
    (_rw(r"\b(steps?|stepped|stepping)\s+up(?=\s+and\s+(?:\w+\s+)?(?:drives?|moves?|goes|pushes|charges?|advances?|walks?|rolls?)\b)"),
     lambda m, text: _same_length(m.group(1), len(m.group(0)))),  # "steps up and drives forward": comes forward
    (_rw(r"\bthe\s+moving\s+side\b"), _as("a sideways move")),
    (_rw(r"\b(?:walk|go|run|move)\s+cross\s+(?P<p>picture|frame|screen)\b"),
     lambda m, text: _same_length(f"cross the {m.group('p')}", len(m.group(0)))),
    (_rw(r"\b(from\s+(?:left|right)\s+)go(?=\s+(?:left|right)\b)"), lambda m, text: m.group(1) + "to"),
    (_rw(r"\b(?P<n>tilt|turn|pan|move|step|walk)\s+(?P<d>up|down|left|right|front|back)\s+no\b"),
     lambda m, text: _cased(f"no {m.group('n').lower()} {m.group('d')}", m.group(0))),
    (_rw(r"\bquiet(?=\s+(?:in\s+)?(?:the\s+|one\s+)?same\s+place\b)"), _as("still")),
    # a literal Somali: a cleft of place ("It is toward the right edge that the houses move"), a subject said again
    # after its aside ("The colours, slowly they change"), "If my eye does not deceive me" (a hedge), "What the
    # picture does is blink"
    (_rw(r"\bit\s+is\s+(?P<pp>(?:to|toward|towards|from|into)\s+[^,.;:!?]{1,40}?)\s+that\s+"
         r"(?P<s>(?:the|its)\s+(?:(?!that\b)[\w'-]+\s+){0,3}?[\w'-]+)\s+(?P<v>[a-z]+)(?=\s*(?:[,.;:!?]|$)|\s+(?:and|while|as|also)\b)"),
     lambda m, text: _same_length(_cased(f"{m.group('s').lower()} {m.group('v')} {m.group('pp')}", m.group(0)), len(m.group(0)))
     if _motion_verb(m.group("v")) else m.group(0)),
    (_rw(r"(?P<s>\b(?:the|its)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+),\s+(?P<a>\w+ly)\s+(?:they|it)\s+(?=[a-z]+\b)"),
     lambda m, text: _same_length(f"{m.group('s')} {m.group('a')} ", len(m.group(0)))),
    (_rw(r"\bif\s+my\s+eyes?\s+(?:does|do)\s+not\s+(?:deceive|fool|trick)\s+me\b"), _as_cased("perhaps")),
    (_rw(r"\bwhat\s+the\s+(?P<n>picture|image|light|video|frame)\s+does\s+is\s+(?=[a-z]+\b)"),
     lambda m, text: _same_length(_cased(f"the {m.group('n').lower()} ", m.group(0)), len(m.group(0)))),
    (_rw(r"\b(\w+ly)\s+\1\b"), lambda m, text: _same_length(m.group(1), len(m.group(0)))),
    # a literal Maltese: "on the side of the left", ", on the right,", "the walls of rubble" (the rubble walls), the verb
    # before its subject ("Pass the boats across the frame", "Goes the camera nothing forwards"), "nothing" as "not"
    (_rw(r"\b(?:on|to|towards?)\s+the\s+side\s+of\s+the\s+(?P<d>left|right)\b(?!\s+of\b)"),
     lambda m, text: _same_length(f"to the {m.group('d')}", len(m.group(0)))),
    (_rw(r"\b(go(?:es)?\s+out\s+)from(?=\s+the\s+frame\s+(?:on|to)\s+the\s+(?:side\s+of\s+the\s+)?(?:left|right)\b)"),
     lambda m, text: m.group(1) + "of  "),
    (_rw(r"\bthe\s+side\s+of\s+the\s+(?P<d>left|right)(?=\s+of\s+the\s+(?:frame|picture|screen|image)\b)"),
     lambda m, text: _same_length(f"the {m.group('d')}", len(m.group(0)))),
    (_rw(r",\s+on\s+the\s+(?P<d>left|right),"), lambda m, text: _same_length(f" to the {m.group('d')}", len(m.group(0)))),
    (_rw(r"\b((?:retreat|withdraw|step|steps|stepp|mov|go|goes|went|pull|draw|drew|walk|slid|glid|back)\w*\s+)behind\b"
         r"(?!\s+(?:the|a|an|it|its|them|him|her|me|us|some|each|every|this|that)\b)"),
     lambda m, text: m.group(1) + "back  "),
    (_rw(r"\bthe\s+(?P<a>[a-z]+[^\Ws]s)\s+of\s+(?!(?:the|a|an|its|their|this|that|frame|picture|image|screen|video|scene|view|everything|"
         r"it|them|which|what|all)\b)(?P<b>[a-z]+)(?=,?\s+[a-z]+\b)"),
     lambda m, text: _same_length(f"the {m.group('b')} {m.group('a')}", len(m.group(0)))),
    (_rw(r"(?:^|(?<=^\s)|(?<=[.;!?:]\s)|(?<=\band\s)|(?<=\bmeanwhile\s)|(?<=\bwhile\s))(?P<v>[A-Za-z]+)\s+"
         r"(?P<s>the\s+(?:camera|lens|picture|image|light|colou?rs?|colou?r\s+of\s+everything)|"
         r"the\s+(?:[\w'-]+\s+){0,2}?[\w'-]+[^\Ws's]s(?:\s+[a-z]+)?(?=\s+(?:across|from|out|into|toward|towards)\b))\b"),
     lambda m, text: _same_length(_cased(f"{m.group('s').lower()} {m.group('v').lower()}", m.group(0)), len(m.group(0)))
     if (_motion_verb(m.group("v"))
         or re.fullmatch(r"blinks?|flickers?|shifts?|changes?|drifts?|goes|raises|lowers|turns|moves", m.group("v"), re.I))
     and not re.fullmatch(r"is|are|was|were|has|have|does|do|see|sees|saw|makes?|there", m.group("v"), re.I) else m.group(0)),
    (_rw(r"\b(?P<v>[a-z]+s)\s+(?P<o>(?:(?:its|the|their)\s+\w+|it)\s+)?nothing\b(?!\s+(?:but|else|of|at\s+all)\b)"),
     lambda m, text: _same_length(f"never {m.group('v')} {m.group('o') or ''}".rstrip(), len(m.group(0)))
     if _VERB.fullmatch(m.group("v")) else m.group(0)),
    (_rw(r"(?P<pp>\bfrom\s+(?:the\s+)?(?:left|right)\s+to\s+(?:the\s+)?(?:left|right))\s+(?P<t>(?:through|across)\s+the\s+(?:frame|picture|screen))\s+"
         r"(?P<v>[a-z]+)(?=\s*(?:[,.;:!?]|$)|\s+(?:and|while)\b)"),
     lambda m, text: f"{m.group('v')} {m.group('pp')} {m.group('t')}"
     if _motion_verb(m.group("v")) else m.group(0)),
    (_rw(r"\b(?P<v>[a-z]+s)\s+not\b(?=\s*(?:[,.;:!?]|$)|\s+(?:at\s+all|and|while)\b)"),
     lambda m, text: f"not {m.group('v')}" if _VERB.fullmatch(m.group("v")) else m.group(0)),
    (_FRONTED_DENIAL, lambda m, text: _fronted_denial(m)),
    (_MORE_ADJECTIVE, lambda m, text: _comparative(m)),
    (_DIRECTION_OF, lambda m, text: _direction_of(m)),
    (_ANATOMICAL, lambda m, text: _same_length(_ANATOMICAL_WORD[m.group(1).lower()], len(m.group(0)))),
    (_CHECKED_NONE, lambda m, text: _same_length(f"no {m.group('x')}", len(m.group(0)))),
    (_DENYING_MODIFIER, _blank),
    (_rw(r"\bever\s+so\s+(?=\w+ly\b)"), _blank),  # "turns ever so slowly to the left"
    # a drawl: "movin' nor turnin'", "Nothin' carries it", "That ol' camera", "peers on down", "rides on in closer"
    (_rw(r"\b([a-z]{2,})in'(?=[\s,.;:!?)]|$)"), lambda m, text: m.group(1) + "ing"),
    (_rw(r"\bol'(?=\s)"), _as("old")),
    (_rw(r"(?<=\w)\s+on(?=\s+(?:down|up|in|out|over|back|ahead)\b)"),
     lambda m, text: " " * len(m.group(0)) if _VERB.fullmatch(_word_before(text, m.start()) or "") else m.group(0)),
    (_rw(r"\bbkwd\b"), _as("bwd")),
    # literal Dutch: "to above", "to the back", "sideward", "kantels", "draws itself … round", "a piece", and the
    # verb before its subject ("Backwards goes the camera never", "Upwards or downwards tilts it nowhere")
    (_rw(r"\bto\s+above\b"), _as("upward")),
    (_rw(r"\bto\s+below\b"), _as("downward")),
    (_rw(r"\bto\s+the\s+back\b(?!\s+(?:of|direction|side)\b)"),
     lambda m, text: _same_length("backward", len(m.group(0))) if _VERB.fullmatch(_word_before(text, m.start()))
     else m.group(0)),  # "rides to the back": after its verb only
    (_rw(r"\bsideward\b"), _as("sideways")),
    (_rw(r"\bkantel(s?)\b"), lambda m, text: _same_length("tilt" + m.group(1), len(m.group(0)))),
    (_rw(r"\bdraws(?=\s+(?:itself\s+)?(?:on\s+(?:the\s+same|its)\s+(?:spot|place)\s+)?to\s+the\s+(?:left|right)\s+round\b)"), _as("turns")),
    (_rw(r"\ba\s+piece\s+(?=to\s+the\s+(?:left|right)\b)"), _blank),
    (_rw(r"\bon\s+(?:(?:the\s+same|its)\s+)?(?:spot|place)\s+(?=to\s+(?:the\s+)?(?:left|right)\b)"), _blank),
    (_rw(r"\b(?P<d>(?:(?:to|towards?)\s+(?:the\s+)?)?(?:(?:up|down|left|right)(?:wards?)?|(?:for|back)wards?)(?:\s+or\s+"
         r"(?:(?:up|down|left|right)(?:wards?)?|(?:for|back)wards?))?)\s+(?P<v>[a-z]+s(?:\s+or\s+[a-z]+s)?)\s+"
         r"(?P<s>it|the\s+[\w-]+)\s+(?:itself\s+)?(?:also\s+)?(?P<n>not|never|nowhere|at\s+no\s+(?:point|time|moment))\b"),
     lambda m, text: _same_length(f"{m.group('s')} {'not' if m.group('n').lower() == 'not' else 'never'} {m.group('v')} {m.group('d')}",
                                  len(m.group(0))) if _VERB.fullmatch(m.group("v").split()[0]) else m.group(0)),
    (_rw(r"\b(?:image|video)-capture(?=\s+(?:device|apparatus|unit|system)\b)"), _as("camera")),  # "the image-capture device"
    # "does not displace itself", "orients itself toward the upper part of the scene": a move and a turn
    (_rw(r"\bdisplac(e|es|ed|ing)\s+itself\b"),
     lambda m, text: _same_length({"e": "move", "es": "moves", "ed": "moved", "ing": "moving"}[m.group(1).lower()], len(m.group(0)))),
    (_rw(r"\borient(s|ed|ing)?\s+itself\b"), lambda m, text: _same_length("turn" + (m.group(1) or "").lower(), len(m.group(0)))),
    # a patent's adverbs: "is displaced forwardly", "rearwardly"; "in a left-to-right direction"
    (_rw(r"\b(forward|rearward|backward|upward|downward|leftward|rightward)ly\b"), lambda m, text: m.group(1) + "  "),
    (_rw(r"\bin\s+a\s+(left|right)-to-(left|right)\s+direction\b"),
     lambda m, text: _same_length(f"from {m.group(1)} to {m.group(2)}", len(m.group(0)))),
    # literal Thai: "pans go left, body stay same place", "come close the scene", "big big", "spread go to edge"
    (_rw(r"\b(?:move|moves|walk|walks|go|goes)\s+come\s+close\b"), _as("approaches")),
    (_rw(r"\bcome\s+close\b"), _as("approach")),
    (_rw(r"\b(big|small|little|faint|pale|slow)\s+\1\b"), lambda m, text: _same_length(m.group(1), len(m.group(0)))),
    # literal Polish: "Whole time we see lifting of the look upward", "in same moment", "Sure I am not, but …"
    (_rw(r"\b(?:the\s+)?whole\s+time\b|\b(?:in|at)\s+(?:the\s+)?same\s+(?:moment|time|instant)\b"), _blank),
    (_rw(r"\bsure\s+I\s+am\s+not\b"), _as("Unsure")),
    (_rw(r"(?<![\w'])I\s+mean(?:t)?\b(?!\s+(?:it|that|this)\b)"), _blank),  # "sorry, I mean the picture content moves left": a restatement
    (_rw(r"\baway(?=\s+(?:in|to)\s+the\s+(?:left|right)\b)"), _blank),  # "going away in the right": off to a side
    # "position sliding leftward": the camera's
    (_rw(r"\bposition(?=\s+(?:sliding|shifting|moving|drifting|slides|shifts|moves|drifts)\b)"), _as("camera")),
    (_rw(r"\bnot\s+(?:a|one)\s+(?:single\s+)?bit\s+of\b"), _as("no")),  # "Not a bit of sliding toward the right"
    (_rw(r"\bdead[\s-]set\b"), _blank),  # "swivels dead set smooth round to the left"
    # "pulls away forward", "a forward pull-away": sets off forward
    (_rw(r"\b(pull(?:s|ed|ing)?)([\s-]+)away(?=\s+(?:forwards?|ahead)\b)"),
     lambda m, text: m.group(1) + " " * (len(m.group(2)) + 4)),
    (_rw(r"(?<=forward\s)pull-away\b"), _as("pull")),
    # "fresh land rises into view on the left": it appears there
    (_rw(r"\b(rises|rising|rose|rise)(?=\s+(?:up\s+)?into\s+(?:view|sight|the\s+frame)\b)"),
     lambda m, text: {"rises": "comes", "rising": "coming", "rose": "came", "rise": "come"}[m.group(1).lower()]),
    # "does not rotate neither towards the left nor …": one denial, said twice
    (_rw(r"\b((?:not|never)\s+[\w-]+\s+(?:itself\s+)?|n't\s+[\w-]+\s+(?:itself\s+)?)neither\b"),
     lambda m, text: m.group(1) + " " * 7),
    # a ship's log: "makes sternway", "gathers headway", "to port", "starboard"
    (_rw(r"\b(?:makes|gathers)\s+(stern|head)way\b"),
     lambda m, text: _same_length("moves backward" if m.group(1).lower() == "stern" else "moves forward", len(m.group(0)))),
    (_rw(r"\bstarboard\b"), _as("right")),
    # literal German: "namely toward the left side", "because it itself to the left turns", "is not to be seen",
    # "finds here not place", "it looks after a right turn out" (looks like one)
    (_rw(r",?\s*\bnamely\b,?"), _blank),
    (_rw(r"\b(?P<s>it|the\s+[\w-]+)\s+itself\s+(?P<d>(?:to|toward|towards)\s+the\s+(?:left|right)|(?:up|down|for|back)wards?)\s+"
         r"(?P<v>[a-z]+s)\b"),
     lambda m, text: f"{m.group('s')}{' ' * (len(m.group(0)) - len(m.group('s')) - len(m.group('v')) - len(m.group('d')) - 1)}"
                     f"{m.group('v')} {m.group('d')}" if _VERB.fullmatch(m.group("v")) else m.group(0)),
    (_rw(r"\b(is|are|was|were)\s+(?:not|nowhere)\s+to\s+be\s+(?:seen|found|observed|detected|recogni[sz]ed)\b"),
     lambda m, text: _same_length(f"{m.group(1)} absent", len(m.group(0)))),
    (_rw(r",\s*be\s+it\s+(?P<d>(?:to|toward|towards|in)\s+[^,;.]{3,40}?),(?=\s+(?:is|are|was|were)\b)"),
     lambda m, text: " " * (m.start("d") - m.start()) + m.group("d") + " "),
    (_rw(r"\bfinds?\s+(?:here\s+|there\s+)?not\s+place\b"), _as("does not happen")),
    (_rw(r"\b(up|down|left|right)-(\s+(?:or|and)\s+)(up|down|left|right)-(?=[a-z])"),  # "an up- or down-tilt"
     lambda m, text: _same_length(f"{m.group(1)}{m.group(2)}{m.group(3)} ", len(m.group(0)))),
    (_rw(r"\blooks?\s+after(?=\s+(?:a|an)\s)"), lambda m, text: _same_length(m.group(0)[:-6] + " like", len(m.group(0)))),
    # Hiberno-English: "Divil a bit of forward movement is there", "turns the head on it away to the right", "a wee
    # gander off to the left" (a look), "speckled and fuzzy with noise" (grain, not blur)
    (_rw(r"\b(?:divil|devil)\s+(?:a\s+)?bit\s+of\b"), _as_cased("no")),
    (_rw(r"\bthe\s+head\s+on\s+(?:it|him|her)\b"), _as("its head")),
    (_rw(r"\bgander\b"), _as("glance")),
    (_rw(r"(?:\bfuzzy\s+with\s+|(?<=\bof\s)fuzzy\s+|(?<=\bin\s)fuzzy\s+)(?=(?:noise|grain|speckl\w*|snow|static|dots)\b)"), _blank),
    # literal Tamil: postpositions ("front side-towards", "looking down-towards"), "fresh view is coming in at the right
    # edge" (new content, not the camera's view), "Forward going, that is not happening"
    (_rw(r"\b(?P<w>front|back|left|right|up|down|top|bottom|sky|ground)(?:\s+side)?-towards\b"),
     lambda m, text: _same_length(_DIRECTION_OF_WORD[m.group("w").lower()], len(m.group(0)))),
    # literal Nepali: "left-side-towards", "left-side-edge-towards", "up-side", "front-side" as one direction word; the
    # progressive "rotating doing", "escaping are"; "a little a little"; "tinier growing", "big becoming"; "same place
    # sitting"
    (_rw(r"(?<!\bthe\s)\b(?P<w>front|back|left|right|up|down|top|bottom|sky|ground|ahead)-side(?:-edge)?(?:-towards)?\b(?!-)"),
     lambda m, text: _same_length(_SIDE_WORD[m.group("w").lower()], len(m.group(0)))),
    (_rw(r"(?<=ing)\s+doing\b"), _blank),
    (_rw(r"\ba\s+little\s+a\s+little\b"), _as("gradually")),
    (_rw(r"\b(?P<a>tinier|smaller|bigger|larger|nearer|closer|farther|big|small|tiny|large)\s+(?P<v>growing|becoming|getting|coming|going)\b"),
     lambda m, text: _same_length(f"{m.group('v')} {m.group('a')}", len(m.group(0)))),
    (_rw(r"(?<!-)\b(?P<v>[a-z]+ing)(?P<p>\s+(?:away|off|out))?\s+(?P<c>are|is)(?=\s*(?:[,.;!?]|$))"),
     lambda m, text: _same_length(f"{m.group('c')} {m.group('v')}{m.group('p') or ''}", len(m.group(0)))
     if _VERB.fullmatch(m.group("v")) else m.group(0)),
    (_rw(r"\bsame\s+place\s+(?P<v>sitting|staying|standing|remaining)\b"), lambda m, text: _same_length(f"{m.group('v')} same place", len(m.group(0)))),
    (_rw(r"\b(com(?:e|es|ing)|came)\s+up(?=\s+(?:at|on|in|from)\s+(?:the\s+)?(?:top|bottom|left|right|upper|lower)\b)"),
     lambda m, text: m.group(1) + " " * (len(m.group(0)) - len(m.group(1)))),  # "new stuff coming up at the top": appearing there
    (_rw(r"\b(fresh|new)\s+view\b(?=\s+(?:is\s+|are\s+)?(?:coming|comes|appear\w*|enter\w*|open\w*))"), lambda m, text: m.group(1) + " set "),
    (_rw(r",\s*(?:that|this|it)\s+(?=(?:is|was)\s+not\s+(?:happening|there|present|seen)\b)"), _blank),
    # proof notes: "Modulo compression artefacts, …" (set aside, not claimed), "suggests, without proving, a leftward pan";
    # a child's "like it heard a noise over there" (a sound), "like freeze tag" (a game), "TV fuzz" (grain, not blur),
    # "the bushes get far far away" (they recede)
    (_rw(r"\bmodulo\s+[^,;.]{1,40}?,"), _blank),
    (_rw(r",\s*without\s+(?:proving|proof|certainty|being\s+(?:sure|certain))(?:\s+it)?\s*,"), _blank),
    (_rw(r"\b(?:heard|hears|hear|hearing)\s+(?:a\s+|some\s+|the\s+)?(?:\w+\s+)?noises?\b"), _blank),
    (_rw(r"\bfreeze\s+tag\b"), _blank),
    (_rw(r"\b(?:TV|television)\s+fuzz\b"), _as("static")),
    (_rw(r"\bget(s|ting)?\s+(?:far\s+){1,2}away\b"),
     lambda m, text: _same_length("recede" + {"s": "s", "ting": "ing"}.get((m.group(1) or "").lower(), "") if m.group(1) != "ting"
                                  else "receding", len(m.group(0)))),
    # verse and a radio report: "bows its gaze down low", "cranes its gaze on high", "the scene grows less near", a rhyme's
    # "where daisies grow", "to the centre they proceed" (the verb after its place), "Observer element" (the camera's unit)
    (_rw(r"\bbow(s|ed|ing)?(?=\s+(?:its|the|his|her)\s+(?:gaze|head|view|eyes?|lens|sights|look)\b)"),
     lambda m, text: _same_length({"": "dip", "s": "dips"}.get((m.group(1) or "").lower(), "dips"), len(m.group(0)))),
    (_rw(r"\bon\s+high\b"), _as("upward")),
    (_rw(r"\bcrab-?like\b"), _as("lateral")),
    # literal Lithuanian: "crab-like going to the right", "lateral shift of whole camera"
    (_rw(r"\b(sideways|laterally)(\s+)(going|moving|sliding|walking|gliding)\b"),
     lambda m, text: m.group(0) if _VERB.fullmatch(_word_before(text, m.start()) or "-") else m.group(3) + m.group(2) + m.group(1)),
    (_rw(r"\bof\s+whole\s+(camera|view|lens|rig)\b"), lambda m, text: _same_length(f"of the {m.group(1)}", len(m.group(0)))),
    (_rw(r"\bless\s+(near|close|big|large)\b"),
     lambda m, text: _same_length("farther" if m.group(1).lower() in ("near", "close") else "smaller", len(m.group(0)))),
    (_rw(r",?\s*\bwhere\s+(?:the\s+)?[\w-]+\s+(?:grows?|flows?|blows?|glows?)(?=\s*(?:[.;!]|$))"), _blank),
    (_rw(r"\b(?P<d>(?:to|toward|towards)\s+the\s+(?:centre|center|middle|edges?))\s+(?P<s>they|it)\s+(?P<v>[a-z]+)(?=\s*(?:[,.;!]|$))"),
     lambda m, text: f"{m.group('s')} {m.group('v')} {m.group('d')}" if _VERB.fullmatch(m.group("v")) else m.group(0)),
    (_rw(r"\b(observer|camera|recon|sensor|optics?|lens|imaging|viewing)(\s+)element\b"),
     lambda m, text: m.group(1) + m.group(2) + "unit   "),
    # literal Welsh: the verb first and its subject last ("Going to the right are the chapels, indeed")
    (_rw(r"(?P<pre>^|[,;]\s+|\b(?:and|while|whilst|also|time)\s+)(?P<v>[a-z]+ing)\s+(?P<d>(?:to|toward|towards|into|out\s+of|off|away|up|down|"
         r"across|in\s+from|from)\b[^,;.]{0,40}?)\s+(?P<be>are|is)\s+(?P<np>the\s+[\w-]+(?:\s+[\w-]+)?)(?=\s*(?:[,.;!]|$)|\s+(?:and|while|as|indeed)\b)"),
     lambda m, text: f"{m.group('pre')}{m.group('np')} {m.group('be')} {m.group('v')} {m.group('d')}" if _VERB.fullmatch(m.group("v"))
     else m.group(0)),
    # a terse note's "intensity unsteady frame to frame": the brightness flickers, the picture does not shake
    (_rw(r"\b(intensity|brightness|exposure|luminance|illumination)\s+(?:is\s+)?unsteady\b"),
     lambda m, text: _same_length(f"{m.group(1)} flickers", len(m.group(0)))),
    # literal Indonesian: "is not at all moving", "already quiet"
    (_rw(r"\bnot\s+at\s+all\s+moving\b"), _as("not moving at all")),
    (_rw(r"\balready\s+(?=(?:quiet|still|static|stopped|motionless|idle)\b)"), _blank),
    # a cook's "comes right on in toward the worktop"
    (_rw(r"\bright\s+on\s+(?=in\b)"), _blank),
    (_rw(r"\bc(ome|omes|oming)(?=\s+in\s+(?:toward|towards|closer)\b)"), lambda m, text: "m" + m.group(1).replace("ome", "ove", 1)),
    (_rw(r"\bleft(?=\s+to\s+(?:rest|cool|sit|settle|simmer|stand|soak|set|prove|rise|steep|chill|marinate)\b)"), _as("kept")),
    # literal Mandarin: "one piece of sideways moving", "position not change", "looking to lower side"
    (_rw(r"\bone\s+(?:piece|layer|bit|kind|stretch)\s+of\s+(?=[\w-]+)"), lambda m, text: _same_length("a", len(m.group(0)))),
    (_rw(r"\b(?P<n>position|view|direction|heading|orientation|angle|place)\s+not\s+change[sd]?\b"),
     lambda m, text: _same_length(f"{m.group('n')} unchanged", len(m.group(0)))),
    (_rw(r"\b(?:to|toward|towards)\s+(?P<s>upper|lower)\s+side\b(?!\s+of\b)"),
     lambda m, text: _same_length("upward" if m.group("s").lower() == "upper" else "downward", len(m.group(0)))),
    # a race caller's: "Don't quote me, …" (a hedge), "Coming down to the line, it's …" (the finish, not a tilt),
    # "more sky comes into view up top", "without a flicker of a turn" (not a flickering picture)
    (_rw(r"\b(?:do\s+not|don't)\s+quote\s+me(?:\s+on\s+(?:this|that|it))?\b"),
     _as_cased("perhaps")),
    (_rw(r"\b(?:com(?:ing|es?)|came)\s+down\s+to\s+the\s+(?:line|wire|finish(?:ing)?(?:\s+(?:line|post))?)\b"), _blank),
    (_rw(r"\bup\s+top\b"), _as("at top")),
    (_rw(r"\bflicker\s+(?=of\s+(?:a|an)\s+(?:turn|rotation|movement|motion|pan|tilt|change|shift|step)\b)"), _as("hint")),
    (_rw(r"\b((?:to|toward|towards|from|on|at|the)\s+)port\b(?!\s+(?:of|city|town|authority|harbou?r|entrance)\b)"),
     lambda m, text: m.group(1) + "left"),
    # literal Italian: "verso the left", "indietro", "moves itself of side"
    (_rw(r"\bverso\b"), lambda m, text: "   to"),
    (_rw(r"\bindietro\b"), _as("backward")),
    (_rw(r"\bof\s+flank\b"), _as("sideways")),
    (_rw(r"\bof\s+side\b(?=\s+(?:to|toward|towards)\b)"), _as("aside")),
    # literal Swedish and Greek: "slides itself in sideled", "a sidewards gliding", "follows along sideways", the
    # denial after its verb ("lifts never its look", "goes not back"), "the look of it", "No backing occurs"
    # a court's and a Victorian novel's denials: "At no material time does the camera move forward", "doth not",
    # "not by so much as a single step backward", "nary a"; "draws nigh", "enlarging the distance to" the scene
    (_rw(r"\bat\s+no\s+(?:material|single|given|relevant)\s+(?=time\b|point\b|moment\b)"), _as("at no")),
    (_rw(r"\bdoth\b"), _as("does")),
    (_rw(r"\bun(?=to\b)"), _blank),
    # Scots: "slides aff tae the left o' the frame", "a wee look doon the left flank", "Nae tilt up", "drift oot"
    (_rw(r"\b(?:tae|intae|doon|aff|oot|nae|mair)\b|\bo'(?=\s)"), lambda m, text: _scots(m.group(0))),
    (_rw(r"(?<=look\s)down(?=\s+the\s+(?:left|right)\s+(?:flank|wing|touchline)\b)"), _blank),  # "a look down the right flank": along it
    (_rw(r"\b(?!(?:teeth|seth|kenneth|macbeth|elizabeth)\b)(?P<stem>[a-z]{2,}?)eth\b"), _archaic),
    # literal Spanish: "does not realize no movement" (a double negative), "does not advance nothing toward in front",
    # "the part superior of the frame", "could not stop shivering" (it keeps shivering)
    (_rw(r"\b(?:does\s+not|doesn't)\s+realize\s+no\b"), _as("realizes no")),
    (_rw(r"\bthe\s+same(?=\s+(?:is|was|does|did|has|[a-z]+s\s+(?:its|itself|toward|towards|to|laterally|sideways|forward|backward|"
         r"upward|downward|left|right|up|down)\b))"), _as_cased("it")),
    (_rw(r"\b((?:does\s+not|doesn't|did\s+not|didn't)\s+[a-z]+)\s+nothing\b"), lambda m, text: _same_length(m.group(1), len(m.group(0)))),
    (_rw(r"\bthe\s+part\s+(superior|inferior)\b"),
     lambda m, text: _same_length("the top" if m.group(1).lower() == "superior" else "the bottom", len(m.group(0)))),
    (_rw(r"\b(?:could|can|would)(?:\s+not|n't)\s+stop\s+(?=[a-z]+ing\b)"), _blank),
    # a reasoner's checks in parentheses ("a tilt up (confirmed by the sinking horizon)", "(at first glance it could
    # pass for a pan, but …)"): evidence for the claim, not a claim of its own
    (_rw(r"\((?:confirmed|checked|verified|re-?checked|as\s+confirmed|at\s+first\s+glance)\b[^()]*\)"), _blank),
    (_rw(r"\bflowing\s+into\b(?=\s+(?:a|an|the)\b)"), _as("and")),  # "a twist to the right flowing into a soft tilt"
    # "move across picture from the left side toward right": the picture named without its article
    (_rw(r"\b(?:across|through|over|on|in)\s+(?:picture|frame|screen|image)\b(?=\s+(?:from|to|toward|towards)\b)"), _blank),
    # a report's "was not observed to move", "is observed to angle its view up": what was seen is what it does
    (_rw(r"\b(?:is|was)\s+not\s+(?:observed|seen|noted|found)\s+to\s+(?=[a-z])"), _as("did not")),
    (_rw(r"\b(?:is|was)\s+(?:observed|seen|noted)\s+to\s+(?!be\b|have\b|has\b)([a-z]+)\b"),
     lambda m, text: _same_length(_third_person(m.group(1)), len(m.group(0)))),
    # literal Hebrew: "to the side the left", "a rotation to the direction the left", "the cars the parked",
    # "not moves at all", "and not turns at all"
    (_rw(r"\bthe\s+(?:side|direction)\s+(?=the\s+(?:left|right|sky|ground|floor|ceiling|top|bottom|front|back)\b)"), _blank),
    (_rw(r"\b(?P<n>the\s+[a-z]+s)\s+the\s+[a-z]+(?:ed|ing)\b"), lambda m, text: _same_length(m.group("n"), len(m.group(0)))),
    (_rw(r"(?<!does\s)(?<!did\s)(?<!do\s)(?<!nothing\s)(?<!never\s)\bnot\s+moves\b(?=\s+(?:at\s+all|anywhere)\b|\s*[.;])"), _as("stays put")),
    # an archaic negation after its verb: "it stirs not, neither turning nor travelling"
    (_rw(r"\b(?:stirs|stirred|budges|budged|moves|moved)\s+not\b(?=\s*[,.;]|\s+(?:at\s+all|an\s+inch|a\s+whit|one\s+whit)\b)"),
     _as("stays put")),
    (_rw(r"(?<!does\s)(?<!did\s)(?<!do\s)(?<!nothing\s)(?<!never\s)\bnot\s+(?P<v>turn|pan|tilt|rotate)s\b(?=\s+at\s+all\b)"),
     lambda m, text: _same_length("no " + ("rotation" if m.group("v").lower() == "rotate" else m.group("v")), len(m.group(0)))),
    # "left-side panning movement": a side named as an adjective of the motion
    # (also hyphenated on: "a left-side-shift")
    (_rw(r"\b(?P<d>left|right)-side(?:\b(?=\s+(?:panning|pan|turn|turning|tilt|movement|motion|slide|sliding|shift|drift|strafe|"
         r"strafing|rotation|sweep|swing|glide|move)\b)|-(?=(?:shift|movement|move|slide|displacement|drift)\b))"),
     lambda m, text: _same_length(m.group("d") + "ward", len(m.group(0)))),
    (_rw(r"(?:(?<=n't)|(?<=\bnot)|(?<=\bnever)),\s+(?:um|uh|uhm|er|erm|hmm),(?=\s)"), _blank),  # "It doesn't, um, move or turn to the right": a filler, not a clause
    (_rw(r"\bmore\s+deep\b(?=\s+(?:inside|into|in)\b)"), _as("deeper")),  # "enters more deep inside the place"
    # a report's "in a left-hand or right-hand direction"
    (_rw(r"\bin\s+an?\s+(?P<a>left|right)-hand\s+(?:or\s+(?P<b>left|right)-hand\s+)?direction\b"),
     lambda m, text: _same_length(f"to the {m.group('a')}" + (f" or the {m.group('b')}" if m.group("b") else ""), len(m.group(0)))),
    (_rw(r"\bnothing\s+up\s+(?:my|its|his|her|their|our|your)\s+sleeves?\b"), _blank),  # a conjurer's "nothing up my sleeve"
    (_rw(r"(?<=\bwalk)\s+up(?=\s+to\b)|(?<=\bwalks)\s+up(?=\s+to\b)|(?<=\bwalked)\s+up(?=\s+to\b)"), _blank),  # "walk up to them": approach
    # literal Hungarian double negation: "nothing not moves" (nothing moves), "never not advances" (never advances)
    (_rw(r"(?<!ward\s)(?<!left\s)(?<!right\s)\b(?P<h>nothing|never)\s+not\b(?=\s+[a-z]+s\b)"), lambda m, text: _same_length(m.group("h"), len(m.group(0)))),
    # "a see-through twin trailing every move, smeared like old lipstick": the ghost is smeared, not the picture
    (_rw(r"\b(?:twins?|doubles?|cop(?:y|ies)|ghosts?|trail\w*|echo\w*)\b[^.;]{0,60}?,\s+smeared\b"),
     lambda m, text: m.group(0)[:-len("smeared")] + " " * len("smeared")),
    # literal Hungarian verb-final order with a prefixed verb: "the parked cars to the left over-slide", "downward out-slide"
    (_rw(r"\b(?P<d>to\s+the\s+(?:left|right)|downward|upward|leftward|rightward)\s+(?P<v>(?:over|out|in|away|up|down|back|off)-"
         r"(?:slides?|glides?|moves?|drifts?|wanders?|slips?|runs?|steps?|turns?|swings?|go|goes))\b"),
     lambda m, text: f"{m.group('v')} {m.group('d')}"),
    # literal Czech and Persian: "doesn't turn nor doesn't go anywhere", "from start to end", "disappear behind left edge",
    # "the side of left", "the edge of right", "does not move to any side at all"
    (_rw(r"\bnor\s+(?:doesn't|does\s+not|don't|didn't)\s+(?=[a-z])"), _as("nor")),
    (_rw(r"\b(?:through|across|within|in)\s+the\s+crystal(?:\s+ball)?\b(?=\s+(?:from|to|toward|towards)\b)"), _blank),  # a seer's picture
    (_rw(r"\bfrom\s+(?:the\s+)?(?:start|beginning)\s+to\s+(?:the\s+)?end\b(?=\s+(?:is|are|was)\s+there\b)"), _blank),
    (_rw(r"\bbehind\s+(?P<d>left|right)\s+edge\b"), lambda m, text: _same_length(f"at the {m.group('d')} edge", len(m.group(0)))),
    (_rw(r"\b(?P<n>side|edge)\s+of\s+(?P<d>left|right)\b"), lambda m, text: _same_length(f"{m.group('d')} {m.group('n')}", len(m.group(0)))),
    (_rw(r"(?<=\bmove\s)to\s+any\s+(?:side|direction)\b|(?<=\bmoves\s)to\s+any\s+(?:side|direction)\b"), _blank),
    # literal Hungarian verbal prefixes: "a forward in-going", "up-rise", "out-spread", "away-moving", "a back-step", "forward-jumps"
    # (particle and verb swapped, same length), "with-drawing", "side-step", "up-ward", "right-toward", "edge-toward"
    (_rw(r"\b(?P<p>in|out|up|down|away|back|over|across|forward|backward|off)-(?P<v>go|goes|going|gone|come|comes|coming|rise|rises|rising|"
         r"spread|spreads|spreading|draw|draws|drawing|slide|slides|sliding|glide|glides|move|moves|moving|tilt|tilts|tilting|jump|jumps|"
         r"fall|falls|step|steps|turn|turns|turning|wander|wanders|scatter|scatters|swing|swings|pan|pans|look|looks)\b"),
     lambda m, text: f"{m.group('v')} {m.group('p')}"),
    (_rw(r"\b(?P<a>with|side|up|down|back|for)-(?P<b>draw\w*|step\w*|wards?)\b"),
     lambda m, text: _same_length(m.group("a") + m.group("b"), len(m.group(0)))),
    (_rw(r"\bhead-(?=turn)"), _blank),  # "a rightward head-turn"
    (_rw(r"\blook-(?:raising|lowering)\b"), _as("tilt")),  # "an upward look-raising"
    (_rw(r"\bgoing-ahead\b"), _as("advance")),  # "a going-ahead into the scene"
    (_rw(r"\b(?P<d>left|right)-toward\b"), lambda m, text: _same_length(m.group("d") + "ward", len(m.group(0)))),
    (_rw(r"\b(?P<n>edges?|top|bottom|centre|center|middle|side)-(?=toward\b)"), lambda m, text: m.group("n") + " "),
    # "Tilting there is none", "Forward-moving there is none", "Back stepping there is none": the motion named first
    (_rw(r"\b(?:(?P<d>forwards?|backwards?|back|leftwards?|rightwards?|upwards?|downwards?)\s+)?"
         r"(?P<n>(?:[a-z]+-)?[a-z]+ing|rotation|tilt|pan|turn|yaw|movement|motion)\s+there\s+is\s+none\b"),
     lambda m, text: _same_length(_cased(
         f"no {'backward' if m.group('d').lower() == 'back' else m.group('d').lower()} motion" if m.group("d")
         else "no " + m.group("n").lower(), m.group(0)), len(m.group(0)))),
    # a fronted side before "it not tilts": "Up or down it not tilts", "Forward it not goes", "The camera back not goes"
    (_rw(r"(?:^|(?<=^\s)|(?<=[.;:,]\s)|(?<=\band\s))(?P<d>up\s+or\s+down|down\s+or\s+up|left\s+or\s+right|right\s+or\s+left|forwards?|backwards?|back|up|"
         r"down|left|right)\s+(?P<s>it|the\s+camera|the\s+lens|the\s+view)\s+(?P<v>not\s+[a-z]+s|never\s+[a-z]+s|(?!does\b|was\b|is\b|has\b)[a-z]+s\s+not)\b"),
     _side_last),
    (_rw(r"\b(?P<s>the\s+(?:camera|lens|view|rig)|it)\s+(?P<d>forwards?|backwards?|back|ahead)\s+(?P<v>(?:not|never)\s+[a-z]+s)\b"),
     _side_last),
    (_rw(r"\b(?:is|stays?|remains?)\s+(?:(?:\w+ly|very|so|quite|really)\s+)?steady,?\s+like\s+(?:on\s+)?(?:a\s+)?tripod\b"), _as("stays put")),  # "steady, like on tripod"
    (_rw(r"(?<=sideways)\s+going(?=\s+to\b)"), _blank),  # literal Tagalog: "walking sideways going to the left"
    # "relocates a short distance to its left": how far, between the verb and its side
    (_rw(r"(?<=[a-z]s\s)a\s+(?:short|small|little)\s+(?:distance|way)\s+(?=(?:to|toward|towards)\s+(?:the|its)\s+(?:left|right)\b)"), _blank),
    # "The camera, calm and grounded, advances slowly": an aside of adjectives between the camera and its verb
    (_rw(r"(?:(?<=camera)|(?<=\blens)|(?<=\bview)|(?<=\bshot))\s*,\s+(?![^,.;]*\b(?:left|right|up|down|forwards?|backwards?|ahead|back|"
         r"not|no|never)\b)(?:[a-z]+\s+){0,2}[a-z]+,(?=\s+[a-z]+(?<!ss)s\b)"), _blank),
    # "did not proceed or pan to its right": "proceed" alone would be read as forward
    (_rw(r"\bproceed(?:s|ed)?\s+(?:or|nor)\s+(?=(?:pan|turn|swing|veer|slide|drift|shift)\w*\s+(?:to|toward|towards)\s+(?:the|its)\s+"
         r"(?:left|right)\b)"), _blank),
    (_rw(r"\ben\s+bloc\b"), _blank),  # "en bloc displacement toward the right": the scope as a whole
    # a report's label before its finding: "Findings: advancement of the scope"
    (_rw(r"(?<![\w,]\s)(?<![\w,])\b(?:findings?|impressions?|observations?|assessment|conclusions?)\s*:"), _blank),
    # "Nothing whatever carries the camera … to the right": the camera never goes there
    # ("Nothing carries the camera, or turns its view, toward the right": the aside's verb shares the direction)
    (_rw(r"\b(?P<n>nothing)\s+(?:whatever\s+|at\s+all\s+)?(?P<v>carries|takes|moves|brings|turns|swings|pushes|pulls|draws|sends)\s+"
         r"(?P<o>(?:the|its|our)\s+(?:camera|view|gaze|lens|rig|apparatus|scope))\b"
         r"(?P<aside>\s*,\s*or\s+[a-z]+\s+(?:it|its\s+\w+|the\s+\w+)\s*,(?=\s*(?:to|toward|towards|over|across)\b))?"),
     lambda m, text: _nothing_carries(m, text)),
    (_rw(r"\b(?:thither|hither|yonder)\s+(?=(?:to|toward|towards)\b)"), _blank),  # "a revolution of the gaze thither to the left"
    # "the parallax looks right": looks correct, not a turn
    (_rw(r"\b((?:parallax|perspective|geometry|exposure|colou?rs?|framing|lighting|scale|motion)\s+(?:looks?|seems?)\s+)right\b"
         r"(?=\s*[).,;!]|\s+(?:to\s+me|though|enough)\b)"), lambda m, text: m.group(1) + "good "),
    (_rw(r"\bnot\s+(?:by\s+)?(?:so\s+much\s+as|even)\s+(?:a|one)\s+(?:single\s+)?(?=[\w-]+\s+(?:forward|backward|ahead|back|left|right|"
         r"up|down|upward|downward|to|toward|towards)\b)"), _as("no")),
    (_rw(r"\bdraw(s|ing)?\s+nigh\b"), lambda m, text: _same_length("approach" + (m.group(1) or "").replace("s", "es").replace("ing", "ing"), len(m.group(0)))),
    (_rw(r"\b(?:enlarg|increas|widen|lengthen)\w*\s+the\s+distance\s+(?:to|from)\b"), _as("receding from")),
    (_rw(r"\b(?<=neither\s)(\w+),(?=\s+\w+\s+nor\b)"), lambda m, text: m.group(1) + " "),  # "neither advanced, withdrawn nor …"
    (_rw(r"\b(holds?|keeps?|kept|held)\s+itself(?=\s+(?:\w+ly\s+)?(?:still|steady|motionless|stationary|fixed)\b)"),
     lambda m, text: _same_length(m.group(1), len(m.group(0)))),  # "holds itself still"
    (_rw(r"\bnegative\s+on\s+any\b"), _as("no")),  # "Negative on any turn, left or right"
    (_rw(r"\bon\s+(?:its|the)\s+(?:own\s+)?axis(?:\s+of\s+it)?\s+(?=(?:left|right)wards?\b)"), _blank),  # "swivels on its axis leftwards"
    (_rw(r"\b((?:bunch|gather|cluster|huddle)(?:es|s|ed|ing)?)(\s+up)(?=\s+(?:toward|towards|in|into|at|around)\b)"),
     lambda m, text: m.group(1) + " " * len(m.group(2))),  # "the trucks bunch up toward the center": they gather
    # texting: "No bc there's literally a pan left" (an exclamation, not a denial); "slides out the top of the frame"
    (_rw(r"\bno(?=\s+(?:bc|cuz|coz|because)\s+(?:there|it|the|this|that)\b)"), _blank),
    (_rw(r"\bout\s+the(?=\s+(?:top|bottom|left|right)\s+(?:edge\s+)?of\s+the\s+(?:frame|screen|picture|image|shot)\b)"), _as("off the")),
    (_rw(r"\beyes(?=\s+(?:sweeping|swinging|turning|panning|tracking|sliding|lifting|dropping|rising|falling)\b)"),
     _as("gaze")),  # "eyes sweeping to the left flank": the camera's look
    # "no descent, whether tilt or drop": the kinds of the motion just denied, not a second motion
    (_rw(r",\s*whether\s+(?:by\s+|as\s+)?(?:an?\s+)?(?!(?:left|right|up|down|forwards?|backwards?|ahead|back)\b)[\w-]+\s+or\s+(?:an?\s+)?"
         r"(?!(?:left|right|up|down|forwards?|backwards?|ahead|back)\b)[\w-]+(?=\s*[,.;])"), _blank),
    (_rw(r"\b(?:in\s+)?sideled\b"), _as("aside")),
    (_rw(r"\bsidewards\b"), _as("sideways")),
    (_rw(r"\bfollows?\s+along(?=\s+sideways\b)"), _as("moves")),
    (_rw(r"\bthe\s+(head|look|view|nose|place|axis|gaze|eyes|position|sight|lens|body)\s+of\s+it\b"),
     lambda m, text: _same_length(f"its {m.group(1)}", len(m.group(0)))),
    (_rw(r"\b(?P<v>[a-z]+s)(?:\s+itself)?\s+(?P<n>not|never)\s+(?=(?:its|any|to|up|down|back|ahead|forwards?|backwards?|upwards?|downwards?|"
         r"towards?)\b)"),
     lambda m, text: _same_length(f"{m.group('n')} {m.group('v')}", len(m.group(0)))
     if _VERB.fullmatch(m.group("v")) and not re.fullmatch(r"is|was|does|has", m.group("v"), re.I) else m.group(0)),
    (_rw(r"\b((?:no|a|any|the)\s+)backing\b(?![\s-]+(?:up|away|off|out|down)\b)"), lambda m, text: m.group(1) + "retreat"),
    # a radio report's "moves up forward toward the objective": advances
    (_rw(r"\b(mov(?:es|ed|ing|e)|push(?:es|ed|ing)?|com(?:es|ing|e)|came)(\s+up)(?=\s+(?:forwards?|ahead)\b)"),
     lambda m, text: m.group(1) + " " * len(m.group(2))),
    # "the columns go out of the picture from the right": they leave it there
    (_rw(r"\b(?:go|goes|going|went|gone)\s+out\s+of\s+(?:the\s+)?(?:picture|frame|image|view|screen|shot)\s+(?:from|at|on|by|through)"
         r"(?=\s+the\s+(?:left|right|top|bottom)\b)"), _as("exit the frame at")),
    # coordinate adjectives: "a plush, velvety advance", "a supple, unhurried grace": one noun phrase, no clause break
    (_rw(r"\b(an?\s+(?!(?:bit|little|lot|touch|moment|while|second|tad|step|few|degree|notch|half|third|quarter|fraction|"
         r"couple|pair|beat|pause|frame|time|way|turn|pan|tilt|move|shift|slide)\b)[a-z]+),(?=\s+[a-z]+(?:ly|y|ed|ing|ful|ous|ive|al|ic|"
         r"ent|ant|ish|le|ine|ous)\s+(?!(?:and|then|but|while|as|it|the|a|to)\b)[a-z]+|\s+[a-z]+(?:-[a-z]+)+\s+[a-z]+)"),
     lambda m, text: m.group(1) + " "),
    # a tasting note's "beneath that it tilts upward": what lies under the first impression, not below
    (_rw(r"\b(?:beneath|underneath|under)\s+(?:that|this|it\s+all)(?=\s*,?\s+(?:it|the|a|there|we|one)\b)"), _blank),
    # "Of any movement to the right, whether turning or sliding, there is simply none": a fronted denial
    (_rw(r"(?<![\w,]\s)(?<![\w,])\bof\s+(?:an?|any)\b(?P<mid>[^.;]{1,80}?)(?P<tail>,?\s*there\s+(?:is|was|are|were)\s+"
         r"(?:simply\s+|absolutely\s+|really\s+|at\s+all\s+)?(?:none|no\s+(?:trace|sign|hint|evidence)|nothing))\b"),
     lambda m, text: "No" + " " * (len(m.group(0)) - len(m.group("mid")) - len(m.group("tail")) - 2) + m.group("mid")
     + " " * len(m.group("tail"))),
    (_rw(r"\s+itself\b"), _after_verb),  # "rotates itself", "displaces itself": reflexive verbs
    (_rw(r"(?<=\w)-moving\b"), _blank),  # "the slow-moving stream below": no motion of its own
    (_rw(r"\b(bear(?:s|ing)?\s+)down(?=\s+on\b)"), lambda m, text: m.group(1) + "    "),  # "bear down on the lens": an approach
    # "new ground coming up on the left": it appears there
    (_rw(r"\b(com(?:e|es|ing)\s+|came\s+)up(?=\s+(?:on|at|from)\s+(?:the\s+)?(?:left|right|port|starboard)\b)"),
     lambda m, text: m.group(1) + "  "),
    (_rw(r"\b(the\s+)head(?=\s+of\s+the\s+(?:frame|picture|image|screen)\b)"), lambda m, text: m.group(1) + "top "),
    (_rw(r"\b(?:its|his|her|their|our|my|your)\s+own\s+(?=(?:left|right)\b)"), _as("the")),  # "to its own left"
    # "looking lower and lower", "points down lower and lower"
    (_rw(r"\b(lower|higher)\s+and\s+\1\b"),
     lambda m, text: _same_length("downward" if m.group(1).lower() == "lower" else "upward", len(m.group(0)))),
    (_rw(r"\b(?:that|this)\s+way\b(?!\s+(?:of|to|for|as)\b)"), _that_way),  # "no turn that way"
    # "no dolly out": the pull-out denied, not the whole dolly axis
    (_rw(r"\b((?:no|without|nor|zero)\s+(?:\w+\s+)?)dolly[\s-](in|out)\b"),
     lambda m, text: m.group(1) + ("push-in " if m.group(2).lower() == "in" else "pull-out ")),
    # "in the upward direction"
    (_rw(r"\b(?:in|to|toward|towards)\s+(?:the|an?)\s+((?:up|down|for|back|left|right|rear)wards?)\s+direction\b"),
     lambda m, text: _same_length(m.group(1), len(m.group(0)))),
    # "changes the direction of its lens to the left"
    (_rw(r"\bchang(?:es|ed|ing|e)\s+(?:the\s+|its\s+)?(?:direction|orientation|facing|heading|aim)\s+(?:of\s+(?:its|the)\s+"
         r"(?:lens|view|camera|gaze|shot)\s+)?(?=(?:to|toward|towards)\s+(?:the\s+)?(?:left|right)\b)"), _as("turns")),
    # "a nod to see what is lower down": where it looks, not a second motion
    (_rw(r"\b(?:what|whatever|things?\s+that)\s+(?:is|are|was|were|lies|lie)\s+(?:higher|lower|further|farther|more)\s+"
         r"(?:up|down|ahead|back|left|right|over)\b"), _blank),
    # "turns more and more to the left"
    (_rw(r"\bmore\s+and\s+more(?=\s+(?:to|toward|towards|into|in\s+the\s+\w+\s+direction|left|right|up|down|"
         r"(?:up|down|for|back|left|right)wards?|forward|backward|over|sideways)\b)"), _as("increasingly")),
    # "leans its head back to look up": a tilt, not a step back
    (_rw(r"\b((?:lean|bend|bent|tip|tipp|tilt|throw|threw|cock|bow|tuck|drop|dropp|dip)\w*\s+(?:its|his|her|the|their)\s+"
         r"(?:head|chin|neck)\s+)(back(?:wards?)?|forwards?)\b"),
     lambda m, text: m.group(1) + _same_length("up" if m.group(2).lower().startswith("back") else "down", len(m.group(2)))),
    # literal French: "towards the high", "exits by the low", "exits the field", "there is not of tilt", "pivots on itself"
    (_rw(r"\bthe\s+(?P<w>high|low)\s+place\s+to\b(?=\s+(?:its|the)\s+\w+\s+\w+ing\b)"),  # a literal Amharic
     lambda m, text: _same_length("upward" if m.group("w").lower() == "high" else "downward", len(m.group(0)))),
    (_rw(r"\bthe\s+high\b(?!\s*-)"), _as("the top")),
    (_rw(r"\bthe\s+low\b(?!\s*-)"), _as("bottom")),
    (_rw(r"\b((?:leav\w*|left|exit\w*|enter\w*|quit\w*|out\s+of|into|in)\s+the\s+)field\b(?!\s+of\b)"),
     lambda m, text: m.group(1) + "frame"),
    (_rw(r"\bby(?=\s+(?:the\s+)?(?:left|right|top|bottom)\b)"), lambda m, text: "on"),
    # a crier's "appear upon the right", "goes forth", "presses ever closer",
    # "casts its eye down", "down-bends its eye"
    (_rw(r"\b((?:appear|emerg|enter|arriv|show)\w*\s+)upon(?=\s+the\s+(?:left|right|top|bottom)\b)"),
     lambda m, text: m.group(1) + "on  "),
    (_rw(r"(?<!\band\s)\b((?:go|goes|going|gone|went|mov\w+|press\w*|push\w*|sall\w+|ventur\w+)\s+)forth\b"),
     lambda m, text: m.group(1) + "ahead"),
    (_rw(r"\bever\s+(?=(?:closer|nearer|farther|further|higher|lower|deeper)\b)"), _blank),
    # a literal Icelandic: "holds itself on the same place", "steps out to the side", "Fully certain am I not";
    # a nursery "very, very still"
    (_rw(r"\b((?:hold|keep|stay)s?\s+)itself\s+(?=(?:on|in|at|quite|very|perfectly|completely|still|steady|motionless)\b)"),
     lambda m, text: m.group(1) + " " * (len(m.group(0)) - len(m.group(1)))),
    (_rw(r"\bout\s+(?=to\s+the\s+side\b)"), _blank),
    # idioms of place and time, not motion: "where the paddle went up", "what's going on up front", "Coming up on
    # this leg", "comes into view down at the bottom"
    (_rw(r"\bwhere\s+(?:the|a|his|her|their)\s+[\w-]+\s+(?:went|goes|go|came|comes)\s+(?:up|down)\b"), _blank),
    (_rw(r"\bwhat(?:'s|\s+is)\s+going\s+(?:on\s+)?up\s+front\b"), _blank),
    (_rw(r"\b(?:coming|comes)\s+up\s+(?=(?:on\s+(?:this|the\s+next|our)|next|shortly|now|soon)\b)"), _blank),
    (_rw(r"\b(?:down(?=\s+(?:at|on)\s+the\s+bottom\b)|up(?=\s+(?:at|on)\s+the\s+top\b))"), _blank),
    (_rw(r"\b(?P<a>(?:fully\s+)?(?:certain|sure))\s+am\s+I\s+not\b"),
     lambda m, text: _same_length(f"I am not {m.group('a')}", len(m.group(0)))),
    (_rw(r"\b(very|so|really),(?=\s+\1\b)"), lambda m, text: m.group(1) + " "),
    # "trails, half-transparent, behind things remain": a ghost's adjective set off by commas, one clause
    (_rw(r",(?P<a>\s+(?:(?:half|semi)-?transparent|translucent|see-?through)),"), lambda m, text: f" {m.group('a')} "),
    # "Going to the front side, there is none": the denial after the comma belongs to the motion before it
    (_rw(r",(?=\s+there\s+(?:is|was|are|were)\s+(?:none|nothing)(?:\s*,\s*indeed)?\s*(?:[.;!]|$))"), _as(" ")),
    # "it looks away the left-toward", "turns away to the right": aside, not back
    (_rw(r"\b((?:look|glanc|gaz|peer|turn)\w*\s+)away(?=\s+(?:(?:to|toward|towards)\s+(?:the\s+)?)?(?:the\s+)?"
         r"(?:left|right)(?:wards?)?\b)"), lambda m, text: m.group(1) + "    "),
    # "Backward the camera withdraws never": the direction fronted, the denial last
    (_rw(r"(?:^|(?<=[.;!?]\s))(?P<d>backwards?|forwards?|upwards?|downwards?|leftwards?|rightwards?)\s+(?P<s>the\s+[\w-]+|it)\s+"
         r"(?P<v>[a-z]+s)\s+never\b"),
     lambda m, text: f"{m.group('s')} never {m.group('v')} {m.group('d')}" if _VERB.fullmatch(m.group("v")) else m.group(0)),
    # "the sky above the frame slips away": content leaving past that edge
    (_rw(r"\b(?P<p>above|below|beneath)\s+the\s+frame\s+(?P<v>slips?|slides?|drops?|falls?|disappears?|vanishes?|sinks?|rises?)"
         r"\s+away\b"),
     lambda m, text: _same_length(f"{m.group('v')} {m.group('p')} the frame", len(m.group(0)))),
    # "swings back to the left", "the boards fall back toward the right-hand edge": back again, to that side
    (_rw(r"(\b(?:swing|swung|slid|slide|fall|fell|drift|shift|pan|turn|tilt|swivel|veer|sweep|swept|roll|float|glid)\w*\s+)"
         r"back(?=\s+(?:over\s+)?(?:to|toward|towards)\s+(?:the\s+)?(?:far\s+)?(?:left|right|top|bottom|upper|lower)\b)"),
     lambda m, text: m.group(1) + "    "),
    (_rw(r"\b(?:(?P<p>down|up)-)?(?:cast|bend)(?P<e>s|ing)?\s+(?:(?P<d>down|up)\s+)?(?:its|his|her|their|the)\s+"
         r"(?:eyes?|gaze|glance|look)\b"),
     lambda m, text: _same_length(" ".join(filter(None, ("look" + (m.group("e") or ""), m.group("p") or m.group("d")))),
                                  len(m.group(0)))),
    (_rw(r"\b(?:of|to|on|towards?)\s+one\s+side\s+or\s+(?:of\s+|to\s+|on\s+)?the\s+other\b"),
     lambda m, text: _same_length("to the left or to the right", len(m.group(0))) if len(m.group(0)) >= 27 else m.group(0)),
    (_rw(r"\bthere\s+is\s+not\s+of\b"), _as("there is no")),
    (_rw(r"(?<=\w)\s+on\s+(?:itself|themselves)\b"),
     lambda m, text: " " * len(m.group(0)) if _ROT_VERB.match(_word_before(text, m.start())) else m.group(0)),
    (_rw(r"(?<=ing\s)up(?=\s+(?:larger|bigger|closer|nearer)\b)"), _blank),  # "come rushing up larger"
    # verb-final, with the side before its postposition: "the minarets the frame's left side toward slide",
    # "the hills left side toward slide"
    (_rw(r"\b(?P<np>(?:the\s+)?(?:(?:frame|picture|screen|image)'s\s+)?(?:left|right|top|bottom|centre|center|middle|edges?|rear)"
         r"(?:\s+(?:side|edge|direction|hand))?(?:\s+of\s+the\s+(?:frame|picture|screen|image))?)\s+(?P<post>towards?|into|to)\s+(?P<v>[a-z]+)"
         r"(?=\s*(?:[,.;!?]|$)|\s+(?:and|while|as|also)\b)"),
     lambda m, text: f"{m.group('v')} {m.group('post')} {m.group('np')}" if _VERB.fullmatch(m.group("v")) and not (
         m.group("post").lower() == "to" and not m.group("np").lower().startswith("the ")) else m.group(0)),
    # a preverb joined to its verb (a literal Georgian): "up-rise", "down-sink", "out-go", "back-goes", "in-comes",
    # "over-stepping" read as "rise up", "sink down" …; "thither-turns", "hither-come" as the bare verb
    (_rw(r"\b(?P<p>up|down|out|in|back|over|hither|thither)-(?P<v>[a-z]+)\b"), _preverb),
    # a subject said twice (a literal isiZulu): "The colours, they change", "The camera, it goes"
    (_rw(r"(?:^|(?<=[.;!?]\s)|(?<=\bmeanwhile\s)|(?<=\band\s)|(?<=\bwhile\s))((?:the|this|that|its|our)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+),\s+"
         r"(?:it|they)\s+(?=[a-z]+\b)"),
     lambda m, text: _same_length(m.group(1) + " ", len(m.group(0)))),
    (_rw(r"\bat\s+the\s+side\s+(?=towards?\s+the\s+(?:left|right)\b)"), _as("sideways ")),
    # "the colours, little by little, change": a manner aside between a subject and its verb
    (_rw(r",\s+(?:little\s+by\s+little|bit\s+by\s+bit|step\s+by\s+step|slowly(?:\s+slowly)?|gradually|steadily|"
         r"as\s+(?:the\s+)?(?:video|clip|footage|time)\s+goes\s+on|again\s+and\s+again),(?=\s)"), _blank),
    # "would seem, on a first and imperfect inspection, to raise its regard": an aside before the infinitive
    (_rw(r",\s+on\s+(?:a\s+)?(?:first|closer|second|careful)(?:\s+and\s+\w+)?\s+(?:inspection|look|glance|viewing),(?=\s+to\s+[a-z]+)"),
     _blank),
    (_rw(r"\ban?\s+step\s+by\s+step\s+(?=[a-z]+ing\b)"), _as("an")),
    (_rw(r",\s+(?:again\s+and\s+again|over\s+and\s+over)\s+(?=[a-z]+ing\b)"), _blank),
    # fronted and verb-final denials: "Forward going there is none", "the camera forward does not go"
    (_rw(r"\b(?P<d>forward|backward|upward|downward|leftward|rightward)\s+(?P<n>does\s+not|doesn't|never)\s+"
         r"(?P<v>go|move|advance|step|turn|tilt|pan|slide)\b"),
     lambda m, text: f"{m.group('n')} {m.group('v')} {m.group('d')}"),
    (_rw(r"\bthen\s+(?P<d>forward|ahead|onward)\s+(?P<v>leaps|jumps|skips|lurches|hops)\b"),
     lambda m, text: f"then {m.group('v')} {m.group('d')}"),
    # a literal Amharic: postpositions after the scene ("enters the scene into", "the things in front from withdrawing",
    # "the frame's lower edge from, slips away"), an object before its participle ("the earth to its face lowering"),
    # "from its place not moving" (in place), "the camera its head" (the camera's)
    (_rw(r"\b(?P<np>the\s+(?:scene|view|things)(?:\s+(?:in\s+front|ahead|behind))?)\s+to\s+(?P<v>[a-z]+ing)\b"),
     lambda m, text: _same_length(f"{m.group('v')} {m.group('np')}", len(m.group(0)))),
    (_rw(r"\b(?P<np>the\s+(?:scene|view|things\s+(?:in\s+front|ahead|behind)))\s+(?P<post>into|from|toward|towards)\b"
         r"(?=\s+[a-z]+ing\b|\s*(?:[,.;:!?]|$)|\s+(?:and|while|also|meanwhile)\b)"),
     lambda m, text: f"{m.group('post')} {m.group('np')}"),
    (_rw(r"\b(?P<np>the\s+(?:left|right|upward|downward|forward|backward)\s+direction)\s+(?P<post>toward|towards|to)\s+"
         r"(?P<n>an?\s+(?:side\s+)?[\w-]+)\b"),
     lambda m, text: f"{m.group('n')} {m.group('post')} {m.group('np')}"),
    (_rw(r",?\s+the\s+frame's\s+(?P<e>lower|upper|bottom|top)\s+edge\s+from,?\s+(?P<v>slips?|slides?|drops?|falls?|sinks?|rises?|"
         r"disappears?|vanishes?)\s+away\b"),
     lambda m, text: _same_length(f" {m.group('v')} {'below' if m.group('e').lower() in ('lower', 'bottom') else 'above'} the frame",
                                  len(m.group(0)))),
    (_rw(r"\b(?:from\s+(?:its|one|the\s+same)|its|the)\s+place\s+not\s+(?:moving|going|stirring|leaving)\b"),
     lambda m, text: _same_length("staying in its place", len(m.group(0)))),
    (_rw(r"\b(?P<s>(?:the|this)\s+(?:recording\s+)?(?:camera|lens))\s+its\s+(?=(?:head|face|eyes?|gaze|nose)\b)"),
     lambda m, text: _same_length(f"{m.group('s')}'s ", len(m.group(0)))),
    # a literal Yoruba: "sits down one place", "takes its eye go the right side"
    (_rw(r"\b(sits?|sat)\s+down(?=\s+(?:in\s+)?(?:one|the\s+same|a\s+single)\s+(?:place|spot)\b)"),
     lambda m, text: m.group(1) + " in  "),
    (_rw(r"\btak(?P<e>es|e|ing)(?=\s+(?:its|the)\s+(?:eyes?|body|face|head|gaze|view|lens)\s+(?:go|to|toward|towards)\b)"),
     lambda m, text: {"es": "moves", "e": "move", "ing": "moving"}[m.group("e").lower()]),
    (_POSTPOSITION, lambda m, text: _postposition(m)),
    # a literal Basque: "the houses the left-toward slide" (read "leftward" above), "the top-toward of the frame",
    # "from the left the right-toward pass"
    (_rw(r"\b(from\s+the\s+(?:left|right))\s+the\s+((?:left|right))ward\b"),
     lambda m, text: _same_length(f"{m.group(1)} to the {m.group(2)}", len(m.group(0)))),
    (_rw(r"\bthe\s+(?=(?:left|right|up|down|for|back)wards?\b(?!\s+(?:side|direction|part|edge|half|corner|end)\b))"), _blank),
    (_rw(r"\bthe\s+(top|bottom|left|right)\s+(towards?)\s+(?=of\s+the\s+(?:frame|picture|screen|image)\b)"),
     lambda m, text: _same_length(f"{m.group(2)} the {m.group(1)} ", len(m.group(0)))),
    # verb-final, a direction before its verb: "the poplars downward slide", "the blocks to the top of the frame rise"
    (_rw(r"\b(?P<pp>(?:up|down|left|right|back|for)wards?|(?:from\s+)?(?:the\s+)?(?:left|right)\s+to\s+(?:the\s+)?(?:left|right)|"
         r"(?:to|toward|towards)\s+(?:the\s+)?(?:top|bottom|left|right|centre|"
         r"center|middle)(?:[\s-]+(?:hand\s+)?(?:side|edge))?(?:\s+of\s+(?:the\s+)?(?:frame|picture|screen|image))?)\s+(?P<v>[a-z]+)"
         r"(?=(?:\s+(?:up|down|out|in|away|off|back))?(?:\s+(?:in|across|within)\s+the\s+(?:frame|picture|screen|image))?"
         r"(?:\s*(?:[,.;!?]|$)|\s+(?:and|while|as|also)\b))"),
     _verb_last),
    (_rw(r"\bside\s+(left|right)\b"), lambda m, text: f"{m.group(1)} side"),  # "to side left"
    (_DIRECTION_BEFORE_VERB, lambda m, text: _verb_first(m)),
    # "or turns it that way": the camera turned, "it" its object
    (_rw(r"\b([a-z]+s)(\s+it)(?=\s+(?:over\s+)?(?:to\s+the\s+)?(?:left|right|up|down)\b)"),
     lambda m, text: m.group(1) + " " * len(m.group(2)) if _VERB.fullmatch(m.group(1)) else m.group(0)),
    # "going in the left" (a literal "w lewo")
    (_rw(r"\b([a-z]+\s+)in(?=\s+the\s+(?:left|right)\b)"),
     lambda m, text: m.group(1) + "to" if _VERB.fullmatch(m.group(1).strip()) else m.group(0)),
    (_SERIAL_GO, _serial_go),
    # hyphenated compounds of a motion ("left-turn-movement", "rearward-drive", "up- or down-tilt", "the upper
    # picture-edge") read as their words; a reduplicated plural ("the building-building", "slowly-slowly") as one
    # "Rightward, sliding or panning, the camera does not do": the side and the moves fronted, the denial last
    (_rw(r"(?:^|(?<=^\s)|(?<=[.;!?]\s))(?P<d>(?:up|down|left|right|for|back)wards?)\s*,\s+(?P<v1>[a-z]+ing)(?:\s+(?P<o>or|nor)\s+(?P<v2>[a-z]+ing))?,\s+"
         r"(?P<s>the\s+(?:camera|lens)|it)\s+(?:does|did)\s+not\s+do\b"),
     lambda m, text: _same_length(_cased(" ".join(filter(None, (f"{m.group('s').lower()} is not {m.group('v1').lower()}", m.group("o"),
                                                                m.group("v2"), m.group("d").lower()))), m.group(0)), len(m.group(0)))),
    # a denial with both sides fronted (a literal Nepali): "up-side or down-side not at all tilting is"
    (_rw(r"\b(?P<a>(?:up|down|left|right|for|back)wards?)\s+(?P<o>or|nor)\s+(?P<b>(?:up|down|left|right|for|back)wards?)\s+"
         r"(?P<n>not\s+at\s+all|not|never)\s+(?:(?P<c1>is|are)\s+)?(?P<v>[a-z]+ing)(?:\s+(?P<c2>is|are))?\b"),
     lambda m, text: _same_length(" ".join(filter(None, (m.group("c1") or m.group("c2"), m.group("n"), m.group("v"), m.group("a"),
                                                         m.group("o"), m.group("b")))), len(m.group(0)))
     if _VERB.fullmatch(m.group("v")) else m.group(0)),
    (_COMPOUND, lambda m, text: m.group(0).replace("-", " ") if _compound_of_motion(m.group(0)) else m.group(0)),
    (_rw(r"\b([a-z]{3,}[^\Ws])-\1\b"), lambda m, text: _same_length(_reduplicated(m.group(1)), len(m.group(0)))),
)


def _reorder(text: str) -> str:
    """The rewrites of `_REWRITES`, in order, each keeping the text's length (clause offsets hold)."""
    for pattern, replace in _REWRITES:
        text = pattern.sub(lambda m, text=text, replace=replace: replace(m, text), text)
    return text


def _join_fragments(text: str) -> str:
    """A bare direction in its own fragment after a motion verb ("The camera turns. Left.") joins the
    verb's sentence (the full stop between is read as a space); so does a "then" that carries on a hold
    ("Motion freezes. Then jumps.", "It hangs... then lurches ahead": a stutter)."""
    text = re.sub(r"(?<=\w)(?:\.|\.\.\.)\s+(?=then\s+(?:\w+ly\s+)?(?:jump|skip|lurch|leap|hop)\w*\b)",
                  lambda m: "," + " " * (len(m.group(0)) - 1), text, flags=re.IGNORECASE)
    def join(m: re.Match[str]) -> str:
        words = re.findall(r"[\w-]+", text[max(0, m.start() - 40):m.start()])[-2:]
        if any(_VERB.fullmatch(w) and not w.lower().startswith("camera") for w in words) \
                and not _ANY_DIRECTION.search(" ".join(words)):
            return " " * len(m.group("stop")) + text[m.end("stop"):m.end()]
        return m.group(0)
    return _FRAGMENT_DIRECTION.sub(join, text)


def _sentences(text: str) -> Iterator[list[_Clause]]:
    """Sentences, each split into clauses at contrast words and separating punctuation."""
    text = _join_fragments(text)
    for sent in _SENTENCE.finditer(text):
        s_start = sent.start()
        # asides are blanked, not removed: the clause offsets stay those of the text
        s_text = _LITOTES.sub(lambda m: " " * len(m.group(0)), sent.group(0).replace("[", " ").replace("]", " "))
        s_text = _reorder(s_text)
        s_text = _join_held_back(_cleft_denial(_unfront(_COMMA_ASIDE.sub(_blank_aside, _blank_asides(s_text)))))
        asides = [(a.start(), a.end()) for a in _NEGATED_ASIDE.finditer(s_text)]
        asides += [(a.start() - 1, a.end()) for a in _COMMA_ASIDE.finditer(s_text)]
        cuts = [0] + [m.start() for m in _CONTRAST.finditer(s_text) if not _RESTATED.match(s_text, m.end())
                      and not any(a < m.start() < b for a, b in asides)
                      and not (m.group(0).strip() in "+&" and re.match(r"\s*(?:no|zero|nil)\s+(?:rotation|translation)\b",
                                                                      s_text[m.end():], re.IGNORECASE))
                      and not (m.group(0) == "," and _BARE_COMPLEMENT.match(s_text, m.end()))
                      and not (m.group(0) == "," and re.match(r"\s*neither\s+[\w-]+ing\s+nor\s+[\w-]+ing\b", s_text[m.end():], re.IGNORECASE)
                               and re.search(r"\b(?:not|never)\b|n't\b", s_text[:m.start()], re.IGNORECASE))
                      and not (m.group(0) == "," and re.match(r"\s*(?:and\s+)?(?:then|after\s+that)\s+(?:it\s+)?(?:\w+ly\s+)?(?:makes\s+)?(?:a\s+)?(?:jump|skip|lurch|repeat|hop|leap)\w*\b",
                                                              s_text[m.end():], re.IGNORECASE))] + [len(s_text)]
        clauses: list[_Clause] = []
        for a, b in zip(cuts, cuts[1:], strict=False):
            piece = s_text[a:b]
            body = piece.strip(" ,;:")
            if body:
                lead = len(piece) - len(piece.lstrip(" ,;:"))
                end = a + lead + len(body)
                # a rewrite's padding at the clause's end stands for words of the text: the quote keeps them
                # ("Forward going there is none" read as "no forward motion" and spaces)
                said = a + len(sent.group(0)[a:b].rstrip(" ,;:"))
                if said > end and not s_text[end:said].strip():
                    end = said
                clauses.append(_Clause(s_text[a + lead:end], s_start + a + lead, s_start + end))
        if clauses:
            yield clauses


_RELATIVE = re.compile(r"^(?:which|who|that|where)\b", re.IGNORECASE)


_OTHER_VIDEO = re.compile(r"\W*(?:(?:where|whereas|while|whilst|unlike|as\s+opposed\s+to|compared\s+(?:with|to)|and|but)\s+)?"
                          r"(?:the|its)\s+other\s+(?:rollout|clip|video|one|camera|side|generation|sample|render)\b",
                          re.IGNORECASE)


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


_SCOPE_BREAK = {"and", "then", "as", "so", "which", "that", "who", "where", "also", "whilst", "while", "with", "w/", "plus"}


def _scope(clause: str, at: int) -> str:
    """The last `SCOPE_WORDS` words before position ``at``, not reaching back past a conjunction or
    out of a parenthetical aside ("(not fully certain)")."""
    head = re.sub(r"\b(not|never|n't)\s*,[^,;]{1,40},", r"\1", clause[:at])
    head = re.sub(r"\b(?:a|one)\s+(?:single\s+)?[\w-]+['’]s\s+worth\s+of\s*$", "", head)
    head = head[max(head.rfind(")"), head.rfind("("), head.rfind("—"), head.rfind(":")) + 1:]
    words = head.split()[-SCOPE_WORDS:]
    for i in range(len(words) - 1, -1, -1):
        if words[i].lower().strip(",;:") in _SCOPE_BREAK:
            return " ".join(words[i + 1 :])
    return " ".join(words)


#: "of forward progress there is none": the denial comes after the motion it denies
#: the rest of the motion's own clause: no comma, stop or joining word before the denial
_SAME_CLAUSE = r"^(?:(?!\b(?:and|but|while|whilst|as|whereas|though|which|that)\b)[^,;.])*?\b"
_NONE_AFTER = re.compile(r"^[^,;]*?\bthere\s+(?:is|was|are|were)(?:\s*[,—–][^,;.—–]{1,40}[,—–])?\s+(?:none|nothing|"
                         r"no\s+sign|not\s+any)\b|^[^,;]*?\b(?:is|was)\s+there\s+(?:no\s+sprake|not|none|no\s+question)\b|"
                         r"^[^,;]*?\bthere\s+is\s+no\s+sprake\b|"
                         # literal Dutch: "To the right goes the camera not", "Forwards goes it not", "tilts it nowhere"
                         + _SAME_CLAUSE + r"(?:[a-z]+s|does|did|do)\s+(?:the\s+[\w-]+|it|our\s+[\w-]+)\s+(?:not|never|nowhere)\b|"
                         # literal Thai: "Step back go behind, not have", "Tilt up or tilt down, not have both"
                         r"^[^;.]*?(?:,\s*)?\b(?<!does\s)(?<!do\s)(?<!did\s)(?<!will\s)(?:both\s+)?not\s+have(?:\s+both)?(?=\s*(?:[,.;!]|$))|"
                         # "a backward movement does not happen", "an upward tilt does not take place"
                         + _SAME_CLAUSE + r"(?:(?:does|did|do)\s+not|doesn't|didn't|don't|never)\s+(?:happen|occur|take\s+place|exist|come\s+about)|"
                         + _SAME_CLAUSE + r"(?:is|was|are|were)\s+not\s+(?:happening|occurring|taking\s+place|seen|observed|visible|noticed|detected|present|demonstrated|"
                         r"identified|appreciated|evident)\b|" + _SAME_CLAUSE + r"(?:is|was|are|were)\s+(?:not|nowhere)\s+to\s+be\s+(?:seen|found|observed|recogni[sz]ed|detected)\b|" + _SAME_CLAUSE + r"(?:is|was|are|were)\s+not\s+there(?:\s+at\s+all)?(?=\s*(?:[,.;!]|$))|"
                         + _SAME_CLAUSE + r"(?:here|there)\s+(?:is|was|are|were)\s+not(?=\s*(?:[,.;!]|$))|"
                         # "a forward move is ruled out", "approach forward is absent"
                         + _SAME_CLAUSE + r"(?:is|was|are|were|can\s+be)\s+(?:\w+ly\s+)?(?:ruled\s+out|excluded|absent)\b|"
                         # "I'd put forward travel at under 10%", "an upward tilt well under 10%"
                         + _SAME_CLAUSE + r"(?:at\s+(?:well\s+)?|well\s+)(?:under|below|less\s+than|<)\s*~?\s*\d+(?:\.\d+)?\s*%",
                         re.IGNORECASE)
#: "surge ~0 m/step", "forward displacement: none recorded", "yaw: zero": a quantity of none after the motion
_NONE_QUANTITY = re.compile(r"^(?!(?:zero|no|none|nil|without)\b)[\w-]+(?:(?:\s+[\w-]+){0,2}?(?:\s*:\s*|\s+)|(?:\s+[\w-]+){3,4}?\s*:\s*)(?:none|nil|zero|~\s*0(?:\.0+)?(?![.\d])|"
                            r"0(?:\.0+)?(?![.\d])\s*(?:m|deg|°|px|mm|cm)\b)", re.IGNORECASE)
_CLAUSE_NEGATION = re.compile(r"^\W*(?:at\s+no\s+(?:point|time|stage|moment)|in\s+no\s+(?:way|frame|part)|"
                              # "There is not so much as a hint of a turn", "It would be wrong to say the camera pans"
                              r"(?:there\s+(?:is|was|are|were)\s+)?not\s+(?:so\s+)?much\s+as|it\s+(?:is|was)\s+not\s+(?:seen|observed|visible|the\s+case|true|so)\s+that|"
                              r"it\s+(?:would\s+be|is)\s+(?:\w+\s+)?"
                              r"(?:wrong|incorrect|inaccurate|a\s+mistake|false|misleading)\s+to\s+(?:say|claim|call|suggest|"
                              r"describe|speak\s+of|talk\s+of|report)|"
                              r"nothing\s+(?:(?:in|about|on|here|of)\b[^,;]{0,30}?\s)?(?:suggests?|indicates?|shows?|points?\s+to|"
                              r"hints?\s+at)\b|"
                              # "Nothing in this beat carries the camera or its heading to the right"
                              r"nothing\s+(?:(?:in|about|during|throughout|across)\b[^,;]{0,30}?\s)?(?:carries|takes|brings|pushes|"
                              r"sends|pulls|draws|steers|(?:has\s+)?(?:carried|taken|brought|pushed|sent|pulled|drawn|steered))\b|"
                              r"(?:not|never)\s+(?:even\s+)?once\s+(?:does|did|do|is|was|will|has)\b|negative(?!\s+(?:yaw|pitch|"
                              r"roll|[xyzuv]\b|sign|value|rate|angle|direction|displacement|translation|rotation)))\b",
                              re.IGNORECASE)


#: "while keeping the facing to the front", "with its nose still pointing dead ahead": the heading held
#: during a move, not a move forward
_HEADING_KEPT = re.compile(r"\bstill\s+(?:facing|pointed|pointing|looking|looks?|faces?)\s+(?:dead\s+|straight\s+)?(?:(?:to|toward|towards)\s+(?:the\s+)?)?"
                           r"(?:ahead|forwards?|front|up-?trail)\b|"
                           r"\b(?:keep\w*|kept|with|holding|holds?)\s+(?:its|the|their|his|her)\s+(?:facing|heading|nose|eyes?|gaze|chest|"
                           r"aim|lens|pointing|line\s+of\s+sight|view|sights|look)\s+(?:still\s+|steady\s+)?(?:(?:pointed|pointing|facing|"
                           r"fixed|locked|kept|held|trained|directed)\s+)?(?:straight\s+)?(?:(?:to|toward|towards|at)\s+(?:the\s+)?)?"
                           r"(?:dead\s+|straight\s+)?(?:ahead|front|forwards?|straight(?:\s+ahead)?|up-?trail)\b|"
                           r"\b(?:its|the|their)\s+(?:gaze|look|heading|nose|eyes?|view|aim|facing)\s+(?:stays?|stayed|remains?|remained|"
                           r"is|was|still)\s+(?:\w+ly\s+)?(?:fixed|locked|pointed|trained|held|kept)?\s*(?:straight\s+)?"
                           r"(?:(?:to|toward|towards|at)\s+(?:the\s+)?)?(?:dead\s+|straight\s+)?(?:ahead|front|forwards?)\b|"
                           r"\b(?:its|the|their)\s+(?:gaze|look|heading|nose|eyes?|view|aim|facing)\s+(?:stays?|remains?|is|was|still)\s+"
                           r"(?:\w+ly\s+)?straight\b", re.IGNORECASE)
_INTENSIFIER = re.compile(r"\s+(?:up\s+(?:and|to(?!ward))|where)\b", re.IGNORECASE)
#: "then leaps forward", "lurches ahead": the playback skipping frames (a stutter), not the camera
_PLAYBACK_SKIP = re.compile(r"\b(?:jump|leap|lept|hop|lurch|skip)\w*\s+(?:\w+\s+)?(?:ahead|forwards?)\b", re.IGNORECASE)


#: "Isn't the brightness after pulsing up and down", "isn't it only after backing away": Irish English for
#: "it has just been …", an assertion, not a negation
_AFTER_PERFECT = re.compile(r"^\W*(?:isn't|wasn't|aren't|weren't)\s+(?:[\w']+\s+){0,4}?after\s+\w+ing\b", re.IGNORECASE)


def _negated(clause: str, at: int) -> bool:
    """True when a negation word stands shortly before position ``at`` in the same clause, or the
    clause opens on one that covers all of it ("at no point does it turn or move right")."""
    if _AFTER_PERFECT.match(clause):
        return False
    return bool(_NEGATION.search(_scope(clause, at)) or _CLAUSE_NEGATION.match(clause)
                or _NONE_AFTER.search(clause[at:]))


#: a motion in a counterfactual: "since an upward tilt would make the content sink", "if it were strafing, the
#: posts would outpace the wall", "had it panned, …": reasoning about what did not happen
_IF_BEFORE = re.compile(r"\b(?:if|since|because)\b[^,;:]{0,40}$|\b(?:had|were)\s+(?:it|the\s+[\w-]+)\s+(?:\w+\s+)?$",
                        re.IGNORECASE)
_MODAL = r"\b(?:would|could|might)\b"
_MODAL_AFTER = re.compile(rf"^[^,;:.]{{0,50}}?{_MODAL}", re.IGNORECASE)


def _hypothetical(clause: str, at: int) -> bool:
    """True when the motion at ``at`` is supposed, not seen ("since a leftward pan would shift …",
    "as an approach would produce")."""
    if re.match(rf"[\w-]+\s+{_MODAL}(?!\s+(?:be|have\s+been)\b)", clause[at:], re.IGNORECASE) \
            and re.search(r"\b(?:a|an|any)\s+(?:[\w-]+\s+)?$", clause[:at], re.IGNORECASE):
        return True
    before = _IF_BEFORE.search(clause[:at])
    if before is None:
        return False
    return bool(re.match(r"(?:had|were)\b", before.group(0), re.IGNORECASE) or _MODAL_AFTER.match(clause[at:]))


def _about_intent(clause: str, at: int) -> bool:
    """True when the phrase at ``at`` describes the command / expectation, not the video."""
    return bool(_INTENT.search(_scope(clause, at)))


_APPEAR_VERB = re.compile(r"^(?:appear|emerg|enter|arriv|come|came|coming|spill|pour|show|brought)\w*$", re.IGNORECASE)
_VANISH_VERB = re.compile(r"^(?:exit|escap|depart|leav|disappear|vanish|slip|skip|quit)\w*$", re.IGNORECASE)
_IN_OUT_VERB = re.compile(r"^(?:mov|ride(?!r)|riding|rode|push|pull|dolly|dolli|zoom|creep|crept|drift|glid|slid|head|go|travel|inch|press|"
                          r"punch|clos|float|fly|flies|flew|walk|step|rush)\w*$", re.IGNORECASE)
_NOT_IMPLIED_NEXT = re.compile(r"^\s+(?:apart|short|flat|behind|silent|"
                               r"out\s+of\s+(?:the\s+|its\s+)?(?:view|frame|shot|sight|picture|image|screen|focus)|"
                               r"off\s+(?:sharply|a\s+cliff)|into\s+place|"
                               r"over|asleep|in\s+(?:quality|brightness|sharpness|detail))\b", re.IGNORECASE)
_SEGMENT_BREAK = re.compile(r"\b(?:and|as|while|whilst|so|then|when|whereas|which|that|with|w/|revealing|showing|"
                            r"leaving|making|because|since|plus)\b|[,;:(]|//|\s[+&]\s|\s[—–]\s", re.IGNORECASE)
_FLIP = {"left": "right", "right": "left", "up": "down", "down": "up"}
_CONTENT_DEPTH = {"horizon": "backward", "distance": "backward", "vanishing point": "backward",
                  "camera": "forward", "viewer": "forward", "lens": "forward", "us": "forward"}


def _motion_of(verb: str) -> Literal["rotation", "translation", "any"]:
    if _ROT_VERB.match(verb):
        return "rotation"
    if _TRANS_VERB.match(verb):
        return "translation"
    return "any"


_NOT_NOUN = re.compile(
    r"^(?:the|a|an|this|that|these|those|its|their|his|her|our|my|your|some|any|all|both|each|every|more|most|much|"
    r"many|few|several|no|is|are|was|were|be|been|being|has|have|had|does|do|did|will|would|can|could|may|might|"
    r"must|shall|should|seems?|seemed|appears?|appeared|to|keeps?|kept|continues?|starts?|begins?|gets?|got|"
    r"\w+ly|then|now|also|still|just|here|there|again|even|too|only|first|next|finally|meanwhile|later|soon|"
    r"instead|quite|very|rather|somewhat|almost|nearly|perhaps|maybe|i|think|believe|guess|in|on|at|for|over|"
    r"during|throughout|across|within|by|of|from|after|before|slot|slots|chunk|part|half|second|seconds|step|"
    r"a's|b's|not|never|n't|don't|doesn't|didn't|isn't|aren't|wasn't|clearly|mostly|initially|overall|bit|def|defo|deffo|prob|probs|tbh|imo|ngl|ok|okay|fwd|bwd|bkwd|seeing|"
    r"than|as|like|unlike|either|neither|whether|if|so|yes|rather|instead|simply|actually|really|we|get|see|seen|visible|already|happens|happened|occurs|occurred|"
    r"brightness|exposure|quality|sharpness|contrast|colou?rs?|saturation|noise|flicker|framerate|fps|speed|pace|"
    r"light|lighting|luminance|resolution|fidelity|consistency|error|score|performance|level|intensity|value|gain|"
    r"tint|hue|temperature|rate|count|number|amount|accuracy|plus|and|or|nor|but|yet|together|along|alongside|combined|paired|"
    r"\d+\w*|\W+)$",
    re.IGNORECASE,
)


_PERCEPTION = re.compile(r"\b(?:we|you|one|i)\s+(?:can\s+|could\s+)?(?:see|sees|saw|notice[sd]?|observe[sd]?|watch(?:es|ed)?|spot(?:s|ted)?)\b|"
                         r"\b(?:i|we)\s+(?:think|believe|guess|suppose|reckon|would\s+say|'d\s+say|"
                         r"'m\s+(?:pretty\s+|fairly\s+)?sure|am\s+(?:pretty\s+|fairly\s+)?sure)\b(?:\s+that\b)?|"
                         r"\b(?:is|are)\s+(?:seen|visible|shown)\b", re.IGNORECASE)


#: verbs only a camera does: an unknown noun before them is the camera ("the recording pans left"),
#: while before a verb content can do too ("the lanterns slide left") it is picture content
_CAMERA_ONLY_VERB = re.compile(r"^(?:pan|yaw|tilt|pitch|look|turn|strafe|truck|dolly|dolli|sidestep|side-step|crab|"
                               r"step|stepp|backpedal|nose|nosing)\w*$", re.IGNORECASE)


#: a short prepositional phrase before the subject ("in the same move", "at this point")
_LEADING_PP = re.compile(r"\b(?:in|during|at|within|throughout|over|on|for)\s+(?:the|this|that|a|an|one|each)\s+"
                         r"(?:same\s+|whole\s+|very\s+|next\s+)?[\w-]+\b(?=\s+\w)", re.IGNORECASE)


#: "the parked aircraft", "an oncoming boat": a vehicle in the picture, not the camera's carrier
_SEEN_VEHICLE = re.compile(r"\b(?:parked|stationary|oncoming|passing|distant|moored|docked|other)\s+$", re.IGNORECASE)
#: an acronym as the subject ("the HMC", "the EMU", "the UAV") names a device: the camera's carrier
_ACRONYM = re.compile(r"\b(?<!')(?!(?:NPC|HUD|LED|UI|AI|CGI|FX|VFX)\b)[A-Z]{2,5}\b")


def _governing_verb(head: str, verb: str | None) -> re.Match[str] | None:
    """The verb whose subject the verb after ``head`` shares: the one before an infinitive of looking
    ("tilts up above the horizon to look higher") or before "instead of" / "rather than" ("the trees
    sink instead of rising"); None otherwise ("holds W to push in", "seems to pan" read on as usual).
    A verb after "a" / "an" is a noun ("a chin lift to look up")."""
    looking = verb is not None and re.match(r"(?:look|peer|glanc|peek|gaz|see|view|check|fac|scan)", verb, re.IGNORECASE)
    shared = re.search(r"\b(?:instead\s+of|rather\s+than)\s+$" + (r"|\bto\s+$" if looking else ""), head, re.IGNORECASE)
    if not shared:
        return None
    before = head[:shared.start()]
    main = [v for v in _VERB.finditer(before) if not _MOTION_NOUN.fullmatch(v.group(0))
            and not _CAMERA_NOUN.fullmatch(v.group(0)) and not _CONTENT_NOUN.fullmatch(v.group(0))
            and not re.search(r"\b(?:a|an)\s+(?:[\w-]+\s+){0,2}$", before[:v.start()], re.IGNORECASE)]
    return main[-1] if main else None


def _subject_of(clause: str, at: int, verb: str | None = None) -> str | None:
    """``camera`` or ``content``: the head noun of the words before position ``at`` (back to the last
    conjunction / comma). A camera word (camera, view, shot, "it", the video …) is the camera; any
    other noun (pillars, the ridge line, lamp posts …) is picture content; of two nouns in a row the
    second is the head ("the scene camera"); no noun = the camera (an analysis is about its video's
    camera), and so is an unknown noun before a verb only a camera does (`_CAMERA_ONLY_VERB`)."""
    head = clause[:at]
    main = _governing_verb(head, verb)
    if main is not None:
        return _subject_of(clause, main.start(), main.group(0))
    breaks = list(_SEGMENT_BREAK.finditer(head))
    # "an upward tilt (the horizon sinking …": a parenthesis or dash opens a new subject only when it names one
    while breaks and breaks[-1].group(0).strip() in ("(", "—", "–") and not any(
            p.search(head, breaks[-1].end()) for p in (_CAMERA_NOUN, _CONTENT_NOUN, _THE_NOUN)):
        breaks.pop()
    segment = head[breaks[-1].end():] if breaks else head
    if breaks and breaks[-1].group(0).lower() in ("that", "which") \
            and re.match(r"\s*(?:were|was|are|is|had|have|has)\s+\w+", segment, re.IGNORECASE) \
            and re.search(r"\b(?:have|has|had)\s+(?:\w+ly\s+)?$", segment, re.IGNORECASE):
        # "the posts that were centred at the start have moved right": the relative clause is closed and
        # the subject stands before it
        return _subject_of(clause, breaks[-1].start(), verb)
    # "the pillars shrink and drift left": a verb right after "and" / "or" / "then" shares the subject
    # of the verb before it
    shared = False
    while breaks and re.sub(r"\b(?:is|are|was|were|gets?|got|being)\b", " ", segment).strip().lower() in ("", "all") \
            and breaks[-1].group(0).lower() in ("and", "then"):
        head = head[:breaks[-1].start()]
        breaks = list(_SEGMENT_BREAK.finditer(head))
        segment = head[breaks[-1].end():] if breaks else head
        shared = True
    if shared:
        # "It comes nearer into the scene and goes right": the shared subject stands before the earlier verb,
        # not in what follows it
        first = next((v for v in _VERB.finditer(segment) if not _MOTION_NOUN.fullmatch(v.group(0))), None)
        if first is not None:
            segment = segment[:first.start()]
    article = re.search(r"\b(?:a|an)\s+(?:([\w-]+)\s+)?$", segment, re.IGNORECASE)
    if article and (article.group(1) is None or _ADJECTIVE_LIKE.match(article.group(1))
                    or article.group(1).lower() in ("slow", "fast", "quick", "steady", "smooth", "gentle", "slight", "small")):
        # "notes of a rising tilt", "a reversing manoeuvre", "a horizontal sliding to the left": the participle
        # names the camera's move
        return "camera"
    # "we see the beams sliding left": the seen thing is the subject of the motion
    segment = _PERCEPTION.sub(" ", segment)
    # "in the same move the poles slide up": a subject is never inside a prepositional phrase
    segment = _LEADING_PP.sub(" ", segment)
    # "the fishing boats across the frame pass": where in the picture, not the subject
    segment = re.sub(r"\b(?:across|within|through)\s+(?:the\s+)?(?:frame|picture|screen|image)\b", " ", segment, flags=re.IGNORECASE)
    # "the door frame's lintel": a frame after a scene noun is a thing in the scene, not the image frame
    cams = [(m.start(), m.end(), "camera") for m in _CAMERA_NOUN.finditer(segment)
            if not _SEEN_VEHICLE.search(segment[:m.start()])
            and not (m.group(0).lower() == "frame" and _CONTENT_BEFORE.search(segment[:m.start()]))]
    shouting = len(re.findall(r"\b[A-Z]{2,}\b", clause)) * 2 > len(re.findall(r"\b[A-Za-z]{2,}\b", clause))
    cams += [(m.start(), m.end(), "camera") for m in _ACRONYM.finditer(segment)
             if not shouting and not any(c[0] <= m.start() < c[1] for c in cams)
             and re.fullmatch(r"(?:\s+(?:\w+ly|is|are|was|were|then|also|now|still|just))*\s*", segment[m.end():])]
    found = sorted(cams + [(m.start(), m.end(), "content") for m in _CONTENT_NOUN.finditer(segment)
                           if not (m.group(0).lower().endswith("s") and m.group(0).lower() not in ("its", "this")
                                   and any(not segment[c[1]:m.start()].strip() for c in cams))
                           and not any(c[0] <= m.start() < c[1] for c in cams)])  # "the picture box": a camera
    # "In Video A the pillars slide": the video reference and "it" are not the head when another noun follows
    named = [n for n in found if not re.match(r"(?:video(?:\s+[ab])?|it|clip|footage|rollout|recording)\b",
                                              segment[n[0]:], re.IGNORECASE)]
    chosen = named or found
    if chosen:
        head_noun = chosen[0]
        for nxt in found:  # a compound noun: the last of adjacent nouns is its head
            if nxt[0] > head_noun[0] and not segment[head_noun[1]:nxt[0]].strip():
                head_noun = nxt
        return head_noun[2]  # type: ignore[return-value]
    cleaned = re.sub(r"\b(?:in|of|for|during|throughout)\s+(?:the\s+|this\s+)?(?:video\s+[ab]|slot|chunk|clip)\b",
                     " ", segment, flags=re.IGNORECASE)
    # "the turning of the facing …": a motion named by its gerund is not a thing in the picture
    gerunds = {m.group(1).lower() for m in re.finditer(r"\b(?:the|a|an)\s+(\w+ing)\s+of\b", cleaned, re.IGNORECASE)
               if _VERB.fullmatch(m.group(1))}
    words = [w for w in re.findall(r"[\w'-]+", cleaned)
             if not _NOT_NOUN.match(w) and not _MODIFIER.match(w) and not _MOTION_NOUN.fullmatch(w)
             and w.lower() not in gerunds]
    if words and verb is not None and _CAMERA_ONLY_VERB.match(verb):
        return "camera"
    if re.fullmatch(r"\W*(?:(?:but|and|yet|so|then|now)\s+)?(?:my|our)\s+(?:[\w-]+\s+)?[\w-]*[^\Ws](?:\s+of\s+[\w-]+)?\s*", segment,
                    re.IGNORECASE):
        return "camera"  # "my suspect swivels right": the writer's own (singular) camera, by any name
    return "content" if words else None


def _subject(clause: str, at: int, verb: str | None = None) -> str:
    """`_subject_of`, defaulting to ``camera`` when the words before name no noun."""
    return _subject_of(clause, at, verb) or "camera"


def _has_subject(clause: str, at: int, verb: str | None = None) -> bool:
    return _subject_of(clause, at, verb) is not None


#: words that modify a motion noun ("a slow lateral translation", "steady forward travel")
_MODIFIER = re.compile(
    r"^(?:lateral|sideways?|side-?on|leftwards?|rightwards?|upwards?|downwards?|forwards?|backwards?|rearwards?|left|right|"
    r"horizontal|parallel|"
    r"vertical|camera|slow|steady|gentle|smooth|clean|clear|quick|rapid|fast|slight|subtle|small|large|big|strong|"
    r"weak|noticeable|visible|gradual|continuous|constant|consistent|sudden|brief|short|long|wide|tight|full|partial|"
    r"deliberate|tiny|modest|pronounced|distinct|obvious|apparent|evident|mild|moderate|single|further|additional|"
    r"overall|real|genuine|definite|little|crab|hard|sharp|\w+(?:al|ous|ive|ic|ful|ed))$", re.IGNORECASE)
_DETERMINER = re.compile(r"^(?:a|an|the|its|their|his|her|our|some|any|no|one|another|each|every|this)$",
                         re.IGNORECASE)
_PART_NOUN = re.compile(r"^(?:edges?|sides?|half|halves|parts?|corners?|borders?|portions?|frames?|areas?|points?|"
                        r"sections?|thirds?|regions?|margins?|rows?|levels?)$", re.IGNORECASE)
_COPULA = re.compile(r"^(?:is|are|was|were|be|been|being|gets?|got)$", re.IGNORECASE)
#: words after which a bare motion word is a noun: copulas, prepositions, verbs of showing
_NOMINAL_LEAD = re.compile(r"^(?:is|are|was|were|be|been|with|w|of|by|into|like|from|plus|shows?|showed|exhibits?|"
                           r"executes?|performs?|displays?|undergoes?|makes?|gets?|observes?|observed|reports?)$", re.IGNORECASE)


#: a word that may stand as an adjective between a determiner and a motion noun ("a gliding advance",
#: "a ghostly drift", "a reverent lift", "a languid pan"): -ly / -ing words and adjective endings (a
#: noun there is the verb's subject instead: "the lanterns lift", "the fence rises")
_ADJECTIVE_LIKE = re.compile(r"^[\w-]+(?:ly|ing|ent|ant|ive|ous|al|ful|ic|ed|ish|less|ary|ory|ile|ble|id|wise|long|-like)$",
                             re.IGNORECASE)


def _modifies(word: str) -> bool:
    """Can ``word`` stand between a determiner and a motion noun? A listed modifier, or an
    adjective-like word (`_ADJECTIVE_LIKE`; a verb form only as -ly / -ing), never a noun of the
    picture or of the camera."""
    if _CONTENT_NOUN.fullmatch(word):
        return False
    if _MODIFIER.match(word) or _PART_MODIFIER.match(word):
        return True
    if _CAMERA_NOUN.fullmatch(word):
        return False
    return bool(_ADJECTIVE_LIKE.match(word)) and (word.lower().endswith(("ly", "ing", "wise", "ways"))
                                                  or not _VERB.fullmatch(word))


def _after_indefinite(words: list[str], i: int, inflected: object) -> bool:
    """"a quiet sideways glide", "a soft rising of our gaze": an uninflected motion word two or three
    words after "a" / "an" is a noun whatever the words between are (a subject would inflect its
    verb), unless one of them names picture content or the camera."""
    start = next((j for j in range(i, max(-1, i - 3), -1) if re.fullmatch(r"an?|another", words[j], re.IGNORECASE)), None)
    if start is None or inflected:
        return False
    between = words[start + 1:]
    return 0 < len(between) <= 3 and not any(_CONTENT_NOUN.fullmatch(w) or _CAMERA_NOUN.fullmatch(w) for w in between)


def _nominal(clause: str, at: int, word: str) -> bool:
    """Is the motion word at ``at`` a noun naming the camera's motion ("a lateral translation to the
    left", "There is sideways travel", "the pan to the right") rather than the verb of a subject
    before it ("the pillars slide left")? It must be uninflected (or a -tion/-ment noun) and follow,
    over at most three modifiers, a determiner, a copula / preposition / verb of showing, or the
    start of the clause."""
    low = word.lower()
    gerund = low.endswith("ing") and re.match(r"\s+of\b", clause[at + len(word):])  # "a lowering of the lens"
    # "-ing" inflects a verb whose stem has a vowel ("sliding", "turning"; not "swing", "string")
    inflected = re.search(r"(?:s|ed)$", low) or low.endswith("ing") and re.search(r"[aeiouy]", low[:-3])
    gerund = gerund or low.endswith("ing") and re.search(r"\bno\s+$", clause[:at], re.IGNORECASE)
    ing_noun = low.endswith("ing") and re.search(r"\b(?:one|an?)\s+$", clause[:at], re.IGNORECASE) or low.endswith("ing") and \
        re.search(r"\b(?:a|an|the|its|this|one)\s+(?:(?:\w+ly|[\w-]+-like|\w+wise|lateral|sideways|slow|gentle|"
                                                 r"quick|steady|smooth|forward|backward|leftward|rightward|upward|downward)"
                                                 r"\s+){1,2}$", clause[:at], re.IGNORECASE)
    if not re.search(r"(?:tion|ment|ss|age)$", low) and low != "heading" and not gerund and not ing_noun and inflected:
        return False
    if not inflected and re.search(r"\b(?:lateral|crab)\s+$", clause[:at], re.IGNORECASE):
        return True  # "also lateral shift to right", "crab move R": a noun with its manner word, no article
    after = re.match(r"\s+([\w'-]+)", clause[at + len(word):])
    if after and (_CONTENT_NOUN.fullmatch(after.group(1)) or _PART_NOUN.match(after.group(1))):
        return False  # "the lower edge", "a turning point": the word modifies a noun
    words = re.findall(r"[\w'-]+", clause[:at])
    if words and _COPULA.match(words[-1]) and not re.search(r"(?:tion|ment)$", low):
        return False  # "are swept rightward": a passive, not a noun ("is rotation of camera" is one)
    if len(words) >= 2 and words[-1].lower() == "of" and words[-2].lower() in ("kind", "sort") \
            and not (len(words) >= 3 and _DETERMINER.match(words[-3])):
        return False  # "the trees kind of slide": a hedge, not "a kind of slide"
    for i in range(len(words) - 1, max(-1, len(words) - 5), -1):
        w = words[i]
        if _DETERMINER.match(w) or _NOMINAL_LEAD.match(w):
            return True
        # after an indefinite article, a singular noun right before a bare verb form makes a compound
        # noun ("a hover taxi", "a left pedal turn"): as a subject it would take the -s form
        compound = i == len(words) - 1 and not inflected and re.fullmatch(r"[a-z]+", w, re.IGNORECASE) \
            and not w.lower().endswith("s") and not _NOT_NOUN.match(w) and not _CONTENT_NOUN.fullmatch(w) \
            and any(re.fullmatch(r"an?|another", x, re.IGNORECASE) for x in words[max(0, i - 3):i])
        if not (_modifies(w) or compound or _after_indefinite(words, i, inflected and not gerund)) or i < len(words) - 4:
            return False
    return len(words) <= 3 and all(_MODIFIER.match(w) for w in words)


#: a direction plain enough to follow any verb ("flicks over to the left", "stares down at the floor");
#: bare "up" / "down" / "back" are left out (phrasal verbs: "ends up", "slows down", "holds back")
_STRICT_DIR = re.compile(
    r"^\s+(?:[a-z]+ly\s+)?(?:(?:over|across|round|around|off|out|hard|real|way|all\s+the\s+way)\s+)?(?:(?:to|toward|towards)\s+"
    r"(?:the\s+|its\s+|our\s+)?)?(?:left|right|leftwards?|rightwards?|forwards?|backwards?|upwards?|downwards?|port|"
    r"starboard)\b(?!\s+(?:of|side|edge|hand|half|corner|wall|part|behind)\b)"
    rf"(?!\s+(?:[\w-]+\s+)?(?:{_MOTION_NOUNS})\b)"
    r"(?!\s*(?:and|or|&|/)\s*(?:to\s+the\s+)?(?:left|right|forwards?|backwards?|up|down)\b)|"  # "wobbles left and right"
    r"^\s+(?:(?:up|down)\s+)?(?:at|to|toward|towards)\s+(?:the\s+|our\s+)?(?:sky|ceiling|floor|ground|clouds?|roof|feet|"
    r"earth|heavens)\b|^\s+aloft\b",
    re.IGNORECASE)
#: -s words that are no motion verb before a direction ("stays left", "gets left behind", "faces right")
_NOT_MOTION_VERB = re.compile(r"^(?:is|was|has|does|seems|appears|stays|remains|sits|keeps|holds|faces|stands|lies|"
                              r"lays|ends|shows|reveals|frames|captures|sees|gets|leaves|needs|wants|starts|begins|"
                              r"stops|this|its|us|yes|plus|thus|always|perhaps|as)$", re.IGNORECASE)


#: a direction adjective ending the words before a motion word, at most one word away ("rearward
#: movement", "a backward slow surge"): it gives the direction (`_ADJ_DIR`), not what follows the word
_DIRECTION_ADJECTIVE = re.compile(r"\b(?:left|right|up|down|for|back|rear)wards?\s+(?:[\w-]+\s+)?$", re.IGNORECASE)
#: the same with a sideways adjective (which names no side, so `_ADJ_DIR` gives none)
_SIDEWAYS_ADJECTIVE = re.compile(r"\b(?:sideways|lateral)\s+(?:[\w-]+\s+)?$", re.IGNORECASE)


def _part_then_direction(rest: str) -> bool:
    """A camera part, then a plain direction ("… the nose around right", "… its lens to the left")."""
    part = _PART_OBJECT.match(rest)
    return part is not None and bool(_STRICT_DIR.match(re.sub(r"^\s+(?:round|around|about|over)\b", "", rest[part.end():])))


def _verb_matches(clause: str) -> list[re.Match[str]]:
    """The motion verbs of a clause: the known stems (`_VERB`) and any other -s verb right before a
    plain direction (`_STRICT_DIR`: "it flicks over to the left", "the cam yeets itself backward")."""
    known = list(_VERB.finditer(clause))
    # "brings the bearing round to the left": bringing a camera part somewhere turns the camera
    known += [m for m in re.finditer(r"\b(?:bring|brings|bringing|brought)\b", clause, re.IGNORECASE)
              if _PART_OBJECT.match(clause[m.end():])]
    taken = {m.start() for m in known}
    other = [m for m in re.finditer(r"\b[a-z]+s\b", clause, re.IGNORECASE)
             if m.start() not in taken and not _NOT_MOTION_VERB.match(m.group(0)) and not re.fullmatch(
                 r"\w+wards|\w+ways|always|perhaps|sometimes|besides|thus|plus|across|nevertheless|axis|this|its|is|was|has|"
                 r"themselves|ourselves|yourselves",
                 m.group(0), re.IGNORECASE)
             and not (_CONTENT_NOUN.fullmatch(m.group(0)) or _CAMERA_NOUN.fullmatch(m.group(0))
                      or _NOT_NOUN.match(m.group(0)) or _PART_NOUN.match(m.group(0)))
             and (_STRICT_DIR.match(re.sub(r"^(?:\s+(?:itself|it|sideways|across|over|off)\b)+", "", clause[m.end():]))
                  or _part_then_direction(clause[m.end():]))]
    return sorted(known + other, key=lambda m: m.start())


#: a signed axis after a verb ("along +z", "toward -u", "in -x"): its sign depends on a convention the
#: text may not state, so it is skipped and the plain words after it are read ("…, i.e. forward")
_AXIS_NOTATION = re.compile(r"^\s+(?:(?:toward|towards|along|in|to|into)\s+)?(?:the\s+)?[+\-\u2212]\s?[xyzuv]\b"
                            r"(?:\s+(?:axis|direction))?\s*,?\s*(?:i\.e\.,?|\((?=\s*[\w-]+\s*\)))?", re.IGNORECASE)


_BODY_SUBJECT = re.compile(r"\b(?:the|his|her|their|its)\s+(?:chin|neck|torso|hips?|shoulders?|body|feet|legs?|knees?)"
                           r"\s+(?:\w+ly\s+)?$", re.IGNORECASE)


def _verb_hits(clause: str) -> Iterator[tuple[int, str, str]]:
    """Verb + direction phrases ("pans left", "slide toward the left edge", "advances", "dips")."""
    for m in _verb_matches(clause):
        verb, at = m.group(0), m.start()
        if verb.lower().startswith("camera"):
            continue  # the noun, not a form of "came"
        if verb.lower() == "angle" and re.match(r"\s+(?:\w+ly\s+)?\w+(?:s|ed)\b", clause[m.end():]):
            continue  # "the broadcast angle wheeled round": the noun before its verb
        if re.match(r"edges?$", verb, re.IGNORECASE) and re.search(
                r"\b(?:the|its|their|frame|screen|picture|image|left|right|top|bottom|upper|lower|outer)\s+$", clause[:at],
                re.IGNORECASE):
            continue  # "to the frame edges": the noun, not "edges closer"
        if re.fullmatch(r"eyes?", verb, re.IGNORECASE) and re.search(r"\b(?:its|his|her|their|our|my|the)\s+$", clause[:at],
                                                                   re.IGNORECASE) and not re.match(r"\s+(?:up|down)\b", clause[m.end():]):
            continue  # "a lifting of its eyes to the sky": the noun, not "eyes the sky"
        if re.match(r"flows?$", verb, re.IGNORECASE) and re.search(r"\boptical\s+$", clause[:at], re.IGNORECASE):
            continue  # "if I read the optical flow right": the noun
        if verb.lower().endswith("s") and re.search(r"\b(?:the|these|those|some|two|three|many)\s+(?:[\w-]+\s+)?$", clause[:at],
                                                    re.IGNORECASE) \
                and re.match(r"\s+(?:\w+ly\s+)?(?:make|go|slide|move|drift|shift|get|are|were|sit|stand|hang|glide|roll|come|"
                             r"disappear|vanish|appear|bunch|crowd|spread|grow|shrink)\b", clause[m.end():], re.IGNORECASE):
            continue  # "the copper pans make way to the left": a plural noun before its own verb
        if verb.lower() == "lower" and re.search(r"\b(?:the|its|their|a|an)\s+$", clause[:at], re.IGNORECASE):
            continue  # "from the lower edge": the adjective, not the verb
        if verb.lower() == "lower" and re.search(r"\b(?:look|aim|point|peer|gaz|angl)\w*\s+"
                                                r"(?:(?:\w+ly|a\s+bit|even|further|still|much)\s+)?$", clause[:at], re.IGNORECASE):
            continue  # "then looks lower": the comparative after its verb, not a verb of its own
        if verb.lower() == "heading" and re.search(r"\b(?:the|its|their|his|her|our)\s+$", clause[:at], re.IGNORECASE) \
                and re.match(r"\s+(?:at|on|is|was|stays?|remains?|held|unchanged|constant|steady|fixed|locked)\b|\s*(?:[,.;]|$)",
                             clause[m.end():], re.IGNORECASE):
            continue  # "holds its heading at twelve o'clock": the noun, not "heading toward"
        if verb.lower() == "point" and re.search(r"\b(?:vanishing|focal|station|vantage|reference)\s+$", clause[:at],
                                                re.IGNORECASE):
            continue  # "carrying the vanishing point over toward the left": the noun, not "points left"
        # "tips its head forward", "puts the head down": the noun, which says only how the view is raised or lowered
        head_noun = verb.lower() == "head" and bool(re.search(r"\b(?:its|his|her|their|our|the)\s+$", clause[:at],
                                                              re.IGNORECASE))
        rest = clause[m.end():]
        if re.match(r"-(?:through|thru)\b", rest, re.IGNORECASE):
            continue  # "the walk-through": a noun
        modifier = re.match(r"\s+([\w-]+)", rest)
        if modifier and _MOTION_NOUN.fullmatch(modifier.group(1)) and _PART_MODIFIER.match(verb):
            continue  # "a tip deflection", "a head turn": the part names whose motion the noun is
        if re.match(r"-(?:up|down|left|right|in|out|back)\b(?:\s*(?:[,.;:!?)]|$)|\s+(?:and|or|nor|plus|with|while|as|"
                    r"to|toward|towards|then|on|in|at|from|of|combined|together|along|followed|layered)\b)", rest):
            rest = " " + rest[1:]  # "a tilt-up", "a pull-back"
        notation = _AXIS_NOTATION.match(rest)
        if notation:
            rest = " " + rest[notation.end():]  # "translates along +z, i.e. forward": the words say where
        d = _DIR_AFTER.match(rest)
        if d and re.fullmatch(r"right", d.group("dir"), re.IGNORECASE) and _INTENSIFIER.match(rest, d.end()):
            d = None  # "the terraces come right up and fill the frame": "right" as an intensifier
        # the second part of a compound ("a crab-walk", "it whip-pans") is read from the compound's start
        head = at - len(re.search(r"(?:[\w']+-)*$", clause[:at]).group(0))
        nominal = _nominal(clause, head, verb)
        named = None if nominal else _subject_of(clause, head, verb)
        subject = "camera" if nominal else named or "camera"
        if not nominal and named is None and re.match(
                r"[^,;]*?\b(?:on|in|across|within)\s+(?:my|the|our|your)\s+(?:screen|frame|picture|image|display)\b", rest,
                re.IGNORECASE):
            subject = "content"  # no subject named, and it moves "on my screen": picture content
        if subject == "content" and _HANDLING_VERB.match(verb) and _PART_OBJECT.match(rest):
            subject = "camera"
        if re.match(r"(?:rais|lift|lower|drop|dip)\w*$", verb, re.IGNORECASE) and _RAISE_NOUN.match(clause, at):
            continue  # "raise of aim", "a lowering of the lens": the noun phrase (`_RAISE_NOUN`) gives the direction
        if _BODY_SUBJECT.search(clause[:head]):
            continue  # "as the chin lifts": whose body, and so which way the camera goes, is not said
        direction = _phrase_direction(d, clause, at, verb, subject) if d is not None else None
        if nominal and d is not None and d.group("side") and not _APPEAR_VERB.match(verb):
            direction = _side_of(d.group("side"))  # "a tilt toward the upper part of the scene"
        later = None
        if direction is None and subject == "camera" and _OBJECT_VERB.match(verb) \
                and not re.match(r"\s+off\s+(?:a|an)\b", rest, re.IGNORECASE):  # "pulls off a rightward pan": the noun says it
            later = _after_object(rest, nominal)
            if later is not None:
                rest, d = rest[later[0]:], later[1]
                direction = _phrase_direction(d, clause, at, verb, subject)
        if direction is None and (d is None or not (
                d.group("path") or d.group("src") or d.group("side")
                or d.group("plain") and d.group("plain").lower() not in ("in", "out")
                and not _LINE_OF_SIGHT.match(d.group("plain")))):
            direction = _implied_direction(clause, at, verb, rest, subject, nominal)
        # where it points, not a motion: "the tip pointing straight ahead", "always looking to the front" (but
        # "looks like the cam hops straight ahead" is a motion after an object)
        points = re.match(r"(?:point|fac|aim)\w*$", verb, re.IGNORECASE) or later is None and re.match(r"look\w*$", verb,
                                                                                                    re.IGNORECASE)
        if direction == "forward" and points and d is not None \
                and re.match(r"(?:straight\s+)?(?:ahead|forwards?|on)$|(?:to|toward|towards)\s+the\s+front$",
                             d.group("dir").strip(), re.IGNORECASE):
            continue
        if d is not None and re.match(r"(?:up|down)\s+the\s", d.group("dir")) and _DIRECTION_ADJECTIVE.search(clause[:at]):
            continue  # "rearward movement down the corridor": the adjective (`_ADJ_DIR`) gives the direction
        if direction is None or head_noun and direction not in ("up", "down"):
            continue
        if direction == "backward" and d is not None and later is None and re.match(r"\s+away\b", rest, re.IGNORECASE) \
                and re.match(r"(?:look|glanc|gaz|peer)", verb, re.IGNORECASE):
            continue  # "it looks away": its gaze turns aside, it does not back off
        if direction in ("up", "down") and re.search(r"\bheading\s+(?:\w+ly\s+)?$", clause[:head], re.IGNORECASE):
            continue  # "heading coming down", "heading climbing": the compass figure changing (a turn), not a tilt
        if _VANISH_VERB.match(verb) and subject == "content" and d is not None and d.group("side") \
                and direction == _side_of(d.group("side")):
            direction = _FLIP.get(direction, direction)  # "slips out on the left": content moving left
        motion = _motion_of(verb) if subject == "camera" else "any"
        if subject == "camera" and re.match(r"(?:tip|tipp|tilt|pitch|nod)(?:s|ed|ing|ping|ped|es)?$", verb, re.IGNORECASE) \
                and direction in ("forward", "backward"):
            direction = "down" if direction == "forward" else "up"  # "tips forward to peer into the well"
        if d is not None and re.search(r"\bneither\b|\bat\s+no\b", d.group("pre"), re.IGNORECASE):
            at = m.end() + d.start("dir")  # "rakes neither up nor down": the negation is after the verb
        yield at, direction, motion
        if d is not None:
            second = _coordinated(rest[d.end():], direction, _negated(clause, at), verb, subject)
            if second is not None:
                yield at, second, motion


#: camera verbs whose direction may follow a short object ("turns its optical axis toward the left")
_OBJECT_VERB = re.compile(rf"^(?:{_ROT_STEMS}|{_TRANS_STEMS}|mov|go|goes|went|head|travel|shift|displac|glid|slid|drift|bring|brought|carr|draw|drew|pull|"
                          r"progress|proceed|advanc|retreat|elevat|depress|lower|rais|lift)\w*$", re.IGNORECASE)
#: a camera part as a turning or raising verb's object: whoever does it carries the camera ("the quad
#: tips the gimbal up", "swings the nose round to the left", "angles the camera downward")
_PART_OBJECT = re.compile(r"^\s+(?:its|the|their|his|her|our)\s+(?:\w+\s+)?(?:camera|cam|gimbal|lens|nose|bow|prow|"
                          r"heading|bearing|gaze|aim|eyes?|head|optical\s+axis|(?:sight|eye)[\s-]?line|line\s+of\s+sight|"
                          r"viewing\s+axis|view|regard)\b", re.IGNORECASE)
_HANDLING_VERB = re.compile(rf"^(?:{_ROT_STEMS}|lower|rais|lift|drop|dip|elevat|depress|mov|shift|bring|brought|carr|push|pull|steer)\w*$",
                            re.IGNORECASE)
#: words that end a verb's object or adverbial before a direction could belong to it
_OBJECT_STOP = re.compile(r"^(?:and|or|nor|plus|from|but|while|whilst|as|then|which|that|so|when|before|after|because|"
                          r"it|its\s+own|on|at|no|not|never|without)$", re.IGNORECASE)


def _after_object(rest: str, nominal: bool = False) -> tuple[int, re.Match[str]] | None:
    """A direction phrase after a camera verb's short object or adverbial ("turns its optical axis
    toward the left", "moves perpendicular to its line of sight, toward the right", "rotates in
    azimuth to the left"): up to six words, none a clause word or picture content. Returns (where
    the phrase's text starts in ``rest``, the phrase matched there), or None. After a motion noun
    (``nominal``) "with" starts the next one ("a reverse with an upward tilt")."""
    words = list(re.finditer(r"\s+([\w'-]+)", rest))
    for i, w in enumerate(words[:6]):
        word = w.group(1)
        if word.lower() == "point" and i and words[i - 1].group(1).lower() in ("station", "vantage", "focal"):
            continue  # "shifts its station point to the left": the noun
        if _OBJECT_STOP.match(word) or nominal and word.lower() == "with" or _CONTENT_NOUN.fullmatch(word) \
                or word.lower() == "vanishing" or _COPULA.match(word) or _VERB.fullmatch(word):
            return None  # the object ends at a clause word, picture content or another verb
        tail = rest[w.end():]
        d = _DIR_AFTER.match(tail)
        if d and (d.group("path") or d.group("side") or d.group("plain")) and \
                not re.match(r"\s*,?\s*(?:on|at|in)\b", tail, re.IGNORECASE):
            return w.end(), d
        if tail.lstrip().startswith((";", ".")):
            return None
    return None


#: a second direction coordinated with the first: "forward and to the right", "up or down", "nor left"
_COORD = re.compile(
    r"^(?:\s+(?:direction|side|way)\b)?(?:\s+(?:at|to|toward|towards)\s+(?:the\s+)?[\w-]+)?\s*,?\s*(?:(?P<c>and|or|nor|as\s+well\s+as|plus|&)\s+|"
    r"(?P<slash>/)\s*)(?:also\s+)?(?:(?:to|toward|towards|in)\s+)?"
    r"(?:the\s+)?(?P<d>left|right|up|down|forwards?|backwards?|leftwards?|rightwards?|upwards?|downwards?|fwd|bwd|"
    r"(?-i:L|R)|(?:(?<=to\s)|(?<=ward\s)|(?<=wards\s))(?:above|below|upside|downside|behind))\b",
    re.IGNORECASE,
)
_OPPOSITE = {**_FLIP, "forward": "backward", "backward": "forward"}


def _coordinated(after: str, first: str, negated: bool, verb: str, subject: str) -> str | None:
    """The direction coordinated with ``first`` right after its phrase, when it is a claim of its own:
    "and" joins two components ("forward and to the right"), except opposite ones (an oscillation);
    "or" only under a negation ("does not pan left or right"); "nor" always."""
    m = _COORD.match(after)
    if m is None:
        return None
    second = _plain_direction(m.group("d").lower(), verb, subject)
    if second is None or second == first:
        return None
    conj = "or" if m.group("slash") else m.group("c").lower().replace("&", "and")
    if conj == "or" and not negated:
        return None  # "left or right": a disjunction asserts neither
    if conj not in ("or", "nor") and not negated and _OPPOSITE.get(first) == second:
        return None  # "left and right": an oscillation
    return second


def _phrase_direction(d: re.Match[str], clause: str, at: int, verb: str, subject: str) -> str | None:
    """The camera direction named by the direction phrase ``d`` after the verb at ``at`` (None: none)."""
    if d.group("path"):
        # "slide from right to left", "pans from left to right": motion toward the second side
        screen = _SIDE[d.group("path").lower()]
        return _FLIP[screen] if subject == "content" else screen
    if d.group("src"):
        side = d.group("src").lower()
        screen = {"above": "up", "below": "down"}.get(side, _SIDE.get(side, side))
        out = d.group("dir").lower().startswith("out") or re.search(r"\bout\s*$", d.group("pre"), re.IGNORECASE)
        if subject == "content" and (_VANISH_VERB.match(verb) or out and not _APPEAR_VERB.match(verb)):
            return _FLIP.get(screen)  # "the ground is leaving the picture from the bottom": it exits there
        # content that comes FROM an edge = the camera moves toward that edge
        return screen if subject == "content" or _APPEAR_VERB.match(verb) else None
    if d.group("exit"):
        # "the ground slips away below the frame": content leaves past that edge, the camera turns the other way
        screen = "up" if d.group("exit").lower() == "above" else "down"
        if subject == "content" and _APPEAR_VERB.match(verb):
            return screen  # "more sky appears above": new content there
        return _FLIP[screen] if subject == "content" else None
    if d.group("side"):
        return _side_direction(d, clause, at, verb, subject)
    return _plain_direction(d.group("plain").lower(), verb, subject)


def _side_direction(d: re.Match[str], clause: str, at: int, verb: str, subject: str) -> str:
    """The camera direction of a phrase naming a side of the frame ("toward the right edge")."""
    screen = _side_of(d.group("side"))
    if (subject != "content" and screen in ("up", "down") and "clock" in d.group("side").lower()
            and not _ROT_VERB.match(verb)):
        # a camera travelling "toward twelve o'clock" / "toward six o'clock": a bearing from its heading
        return "forward" if screen == "up" else "backward"
    edge = d.group("edge") or d.group("fs")  # "toward the right edge", "exits frame-right"
    if edge and re.match(r"\s+of\s+(?:the|a|its|their)\s+(?!frame|screen|image|picture|shot|view|display)[\w-]+",
                         d.string[d.end():], re.IGNORECASE):
        edge = None  # "slides over to the left-hand edge of the trail": a side of the path, not of the picture
    # "toward the upper direction": a direction, not the top edge of the picture
    named_way = re.match(r"\s+(?:direction|way)\b", d.string[d.end():], re.IGNORECASE) and not edge
    content_like = subject == "content" or bool(edge) or screen in ("up", "down") and not named_way and \
        d.group("side").lower() in ("top", "bottom", "upper", "lower")
    if _APPEAR_VERB.match(verb) and (subject == "content" or edge or re.match(r"(?:appear|emerg|show)", verb, re.IGNORECASE)
                                     or re.search(r"\binto\s+(?:view|sight|the\s+frame)\s*$", d.group("pre") or "", re.IGNORECASE)):
        return screen  # "trees appear on the right", "more appears at the top": new content there
    # "the POV rotates toward screen right": a named camera turning to a side of the screen turns that way
    turns = bool(_ROT_VERB.match(verb) or _CAMERA_ONLY_VERB.match(verb))
    looks = bool(re.match(r"(?:look|peer|peek|squint|glanc|gaz|star|aim|point|fac)", verb, re.IGNORECASE)) and subject != "content"
    sideways = subject != "content" and re.search(r"\b(?:sideways|sidewise|laterally|lateral|en\s+bloc|crabwise)\b",
                                                  f"{clause[max(0, at - 30):at]} {d.group('pre') or ''}", re.IGNORECASE)
    # "deflection of the view toward the left of the image", "the view rises toward the upper margin": the camera's aim
    aimed = subject != "content" and (
        turns and re.search(r"\bof\s+(?:the\s+|its\s+)?(?:view|camera|gaze|scope|lens)\b", d.group("pre") or "", re.IGNORECASE)
        or screen in ("up", "down") and re.match(r"(?:ris|rose|lift|climb|drop|sink|sank|fall|fell|descend)\w*$", verb, re.IGNORECASE)
        and re.search(r"\b(?:view|gaze|aim|line\s+of\s+sight|sight[\s-]?line)\s+$", clause[:at], re.IGNORECASE))
    # "…, turning toward the top side": a camera-only verb with no subject of its own is the camera's
    said = subject == "camera" and (_has_subject(clause, at, verb) or turns and not edge)
    if content_like and not looks and not sideways and not aimed and not (said and (not edge or turns)):
        return _FLIP[screen]  # ("looking toward the top": where the camera looks, whatever the subject)
    return screen


#: the camera direction of a named place ("to the rear", "in the direction of the bottom", "towards high")
_WHERE = {"front": "forward", "rear": "backward", "top": "up", "sky": "up", "ceiling": "up", "high": "up",
          "bottom": "down", "ground": "down", "floor": "down", "low": "down", "back": "backward", "left": "left",
          "right": "right", "up": "up", "down": "down", "above": "up", "below": "down"}


#: along the camera's own line of sight: no way of its own ("advances along", "retreats down the line of sight")
_LINE_OF_SIGHT = re.compile(r"(?:up|down|along)\s+the\s+(?:line\s+of\s+sight|sight[\s-]?line)", re.IGNORECASE)


def _plain_direction(word: str, verb: str, subject: str) -> str | None:
    """The camera direction of a plain direction word or target ("left", "upward", "toward the horizon")."""
    named = re.fullmatch(r"in\s+(?:the\s+)?(\w+)\s+direction|(?:to|toward|towards)\s+the\s+(above|below)\s+(?:side|direction)", word)
    if named:  # "goes sideways in right direction", "moves in the rear direction", "tilts to the above side"
        name = named.group(named.lastindex)
        word = {"reverse": "in reverse", "rear": "backward", "back": "backward", "front": "forward"}.get(name, name)
    place = re.fullmatch(r"(?:toward|towards|for)\s+(above|below|upside|downside|behind|up|down|front|in\s+front|forwards?|"
                         r"backwards?|the\s+backside)", word)
    if place:  # "goes toward behind", "looks toward above" (a literal "hacia atrás", "hacia arriba")
        word = "to " + re.sub(r"\s+", " ", place.group(1))
    target = re.sub(r"^(?:toward(?:s)?|at)\s+(?:the\s+)?", "", word) \
        if word.startswith(("toward", "at ")) else None
    # "retreats to the rear", "moves toward the front", "moves in direction of the front", "looks towards high"
    # (a literal "verso l'alto")
    where = re.fullmatch(r"(?:to|toward|towards)\s+the\s+(rear|front)|(?:in|to|toward|towards)\s+(?:the\s+)?direction\s+of\s+(?:the\s+)?(\w+)|"
                         r"(?:to|toward|towards)\s+(?:the\s+)?(high|low)(?:\s+part)?",
                         word)
    if where:
        screen = _WHERE[where.group(where.lastindex)]
        return _FLIP[screen] if subject == "content" and screen in _FLIP else screen
    if word.startswith("to "):  # "looks to above", "drives to the front", "directs its sight to the ground"
        word = word.removeprefix("to ")
        if re.fullmatch(r"(?:the\s+)?(?:sky|ceiling|ground|floor)", word):
            target = word.removeprefix("the ")
    if target is not None:
        if target in ("sky", "ceiling", "ground", "floor", "earth", "heavens", "clouds", "stars"):
            screen = "up" if target in ("sky", "ceiling", "heavens", "clouds", "stars") else "down"
            return _FLIP[screen] if subject == "content" else screen
        if subject == "content":
            return _CONTENT_DEPTH.get(target)
        return "forward"
    if word.startswith("into") or word.endswith(" into"):
        return "backward" if subject == "content" else "forward"  # content recedes into it
    if _LINE_OF_SIGHT.match(word):
        return None  # "retreats down the line of sight": the verb says which way (`_implied_direction`)
    if re.match(r"(?:up|down|along)\s+the\s", word):  # along a route: travel, for a camera that moves
        if subject == "content" or _ROT_VERB.match(verb):
            return None
        backward = _IMPLIED[1][0].match(verb) or verb.lower().startswith("back")
        return "backward" if backward else "forward"
    if word == "sideways" or word in ("in", "out") and not _IN_OUT_VERB.match(verb):
        return None
    if word.startswith("upward") or word.startswith("downward"):
        direction = word[: len("up")] if word.startswith("up") else "down"
        return _FLIP[direction] if subject == "content" else direction
    direction = _PLAIN.get(word)
    if direction in _FLIP and subject == "content":
        direction = _FLIP[direction]
    if word in ("in", "out") and subject == "content":
        direction = "forward" if word == "out" else "backward"  # content pushing out to the edges: the camera nears
    if direction == "backward" and word == "back" and verb.lower().startswith("look"):
        direction = None  # "looks back" is an idiom
    return direction


def _implied_direction(clause: str, at: int, verb: str, rest: str, subject: str, nominal: bool) -> str | None:
    """The camera direction a verb implies on its own ("advances", "dips"), None when it implies none."""
    if nominal and re.search(r"\b(?:along|down|up|across|through|via|over)\s+(?:the|an?|its|their)\s+$", clause[:at],
                             re.IGNORECASE):
        return None  # "retires along the approach": a route, not a motion
    if nominal and (_DIRECTION_ADJECTIVE.search(clause[:at]) or _SIDEWAYS_ADJECTIVE.search(clause[:at])):
        return None  # "a backward surge": the adjective (`_ADJ_DIR`) gives the direction
    if re.match(r"\s*:", rest):
        return None  # "surge: backward": a label before its value
    if re.match(r"proceed\w*$", verb, re.IGNORECASE) and re.match(r"\s+to\s+(?!the\b|its\b|an?\b|their\b)\w+", rest):
        return None  # "proceeds to turn": what follows is the motion
    if subject == "content" and re.match(r"\s+(?:\w+ly\s+)?(?:in\s+)?(?:to|toward|towards)\s+the\s+(?:centre|center|middle)\b", rest,
                                         re.IGNORECASE):
        return None  # "the posts proceed to the centre": where they go says the direction, not the verb
    for pattern, implied in _IMPLIED:
        if pattern.match(verb) and (nominal or _has_subject(clause, at, verb)) \
                and not _NOT_IMPLIED_NEXT.match(rest):
            return _FLIP[implied] if implied in _FLIP and subject == "content" else implied
    return None


_MOTION_NOUN = re.compile(rf"(?:{_MOTION_NOUNS})", re.IGNORECASE)
#: a camera part naming whose motion a motion noun is ("a tip deflection", "a head turn", "lens tilt")
_PART_MODIFIER = re.compile(r"^(?:camera|cam|gimbal|lens|nose|tip|head|scope|gaze|eye|shoulder|heading)$",
                            re.IGNORECASE)
_ADJ_DIR = re.compile(
    r"\b(?:camera-)?(?:(?P<d>left(?:ward|-hand(?:ed)?|-turning|-sided)?|right(?:ward|-hand(?:ed)?|-turning|-sided)?|upwards?|downwards?|forwards?|backwards?|leftwards|rightwards|"
    r"fwd|bwd|rearward|(?-i:L|R)|"
    r"skyward|heavenward|floorward|earthward|groundward|port|starboard)\s+(?:(?!to\s|and\s|or\s|nor\s|but\s|with\s|without\s|not\s|no\s|never\s)\w+(?:-\w+)?\s+)?|(?P<ud>up|down)\s+)"
    rf"(?P<n>{_MOTION_NOUNS}|pitching|yawing|turning|rotating|travell?ing|heading\s+change|change|run|inclination|glance|look|"
    r"walk|walking|running|shuffle|adjustment|correction|blast|lunge|dash|burst|crawl|scrub|advancing|withdrawing|raising|lowering|"
    r"going|moving|retreating|approaching|sliding|shifting|gliding|drifting|looking|ebbing|ebb|wheeling|wheel|swinging|"
    r"swivell?ing|pivoting|veering|veer|sweeping)\b(?=(?P<of>\s+of\s+[\w-]+(?:\s+[\w-]+){0,3})?)",
    re.IGNORECASE,
)


_NOUN_DIR = re.compile(r"\b(?:motion|movement)\s+(?:to(?:ward|wards)?|towards|in\s+(?:the\s+)?direction(?:\s+of)?)\s+"
                       r"(?:the\s+)?(?P<d>left|right)\b",
                       re.IGNORECASE)


#: "an elevation of the field of view", "a lowering of its gaze": a raising / lowering noun of a camera part
_RAISE_NOUN = re.compile(r"\b(?:(?P<up>elevation|raising|raise|lifting|lift|uplift)|(?P<down>lowering|depression|dip|drop))\s+"
                         r"of\s+(?:(?:the|its|our)\s+)?(?:field\s+of\s+view|view|camera|lens|gaze|aim|sights|optical\s+axis|"
                         r"viewpoint|eye\s*line|eyes?|head)\b|"
                         r"\b[a-z]+ing\s+of\s+(?:the|its|our)\s+(?:view|gaze|eyes?|regard|lens|camera|sight\s*line)\s+"
                         r"(?:to|toward|towards|at)\s+(?:the\s+)?(?:(?P<up_t>sky|heavens|ceiling|roof)|"
                         r"(?P<down_t>ground|floor|earth|feet))\b", re.IGNORECASE)


#: "increases its elevation angle", "a decrease in elevation angle": the camera's own tilt angle changing
_ANGLE_CHANGE = re.compile(r"\b(?:(?P<up>increas\w*|rais\w*|gain(?:s|ed|ing)?)|(?P<down>decreas\w*|reduc\w*|lower\w*|"
                           r"los(?:es|ing|e)|lost))\s+(?:in\s+)?"
                           r"(?:(?:its|the|their|our)\s+)?(?:elevation|altitude|tilt|pitch)(?:\s+angle)?\b", re.IGNORECASE)


#: picture content drawn in toward the middle of the frame, whatever its verb: the camera moves back
#: ("the barrels pull in toward the middle", "the ferns bunch in toward the centre", "cars recede -> middle",
#: "the crates bunch up in the middle of the frame", "the poles draw in toward frame centre")
_TO_CENTRE = re.compile(r"\b(?P<verb>[a-z]+)\s+(?:in\s+|up\s+|together\s+)?(?:(?:(?:toward|towards|to|into)\s+the|(?:->|→|⇒)(?:\s+the)?)\s+"
                        r"(?:middle|centre|center)\b(?!\s+of\s+(?:the\s+|a\s+)?(?:ring|room|road|street|arena|hall|court|yard|square|lake|river|stage|"
                        r"track|lane|bridge|corridor|plaza|park|garden|village|town|pool|circle|pitch|fairway|dance\s+floor)\b)|"
                        r"(?:toward|towards|to)\s+(?:frame|screen|picture)\s+(?:centre|center)\b|"
                        r"in\s+the\s+(?:middle|centre|center)\s+of\s+(?:the\s+)?(?:frame|screen|shot|picture|image|view)\b)",
                        re.IGNORECASE)


#: a turn clockwise or anticlockwise as seen from above: to the right or to the left
_CLOCKWISE = re.compile(r"\b(?P<ccw>counter-?|anti-?)?clockwise\b(?=[^.;]{0,30}?\b(?:viewed|seen|looking|looked\s+at)\s+"
                        r"from\s+above\b)", re.IGNORECASE)


#: "takes a squiz round to the left", "takes a quick step to the right", "takes a peek upwards": the
#: camera's move named by what it takes
_TAKES = re.compile(r"\b(?:tak(?:e|es|ing|en)|took|gives?|gave|does|did|makes?|made|throws?|threw|has|have|had|having)\s+(?:a|an|one)\s+"
                    r"(?:(?:bit\s+of\s+(?:a\s+)?)|(?:quick|slow|little|short|brief|long|good|gentle|small|big|careful|wee|"
                    r"cheeky|slight)\s+)*(?P<n>look|glance|peek|peep|squiz|gander|glimpse|turn|spin|swing|step|stride|"
                    r"shuffle|sidestep|side-step|tilt|pan)\s+(?:(?:round|around|over|back|off)\s+)?(?:(?:to|toward|towards)\s+"
                    r"(?:the\s+|your\s+|its\s+|their\s+|my\s+)?(?P<d>left|right)\b|(?P<p>upwards?|downwards?|up|down)\b)",
                    re.IGNORECASE)
#: "a sharp left", "a hard right": a turn named by its side alone
_SHARP_TURN = re.compile(r"\b(?:a|an|one)\s+(?:sharp|hard|quick|slight|gentle|soft|slow|abrupt)\s+(?P<d>left|right)\b"
                         r"(?!\s*(?:-|hand|side|edge|corner|half|wall|lane|part)\b)", re.IGNORECASE)
#: a pitch named by the nose ("a positive pitch (nose up)", "nose raised", "no nose-down rotation")
_NOSE = re.compile(r"\b(?:nose|bow)[- ]?(?:(?P<up>up|raised|lifted|high)|(?:down|lowered|dropped|low))\b", re.IGNORECASE)


#: where something ends up against where it began: "it ends up positioned to the left of where it began",
#: "the shelves now sit further to the left" (compared with the first frame), "ends up nearer to everything"
_ENDS_UP = re.compile(
    r"\b(?:(?P<end>ends?|ended|ending)\s+up\s+(?:(?:positioned|placed|located|standing)\s+)?(?:(?:further|farther|more|well)\s+)?|"
    r"(?:now\s+)?(?:sits?|sat|lies?|lay|stands?|stood|rests?)(?:\s+now)?\s+(?:further|farther|more)\s+)"
    r"(?:to(?:ward|wards)?\s+)?(?:the\s+)?"
    r"(?:(?P<d>left|right)(?:\s+of\s+where\b|(?=\s*(?:[,.;:]|$|\s+(?:than|of|side|and|while|as|in|by|since|compared)\b)))|"
    r"(?P<near>nearer|closer)\s+(?:to\s+)?(?:everything|the\s+scene|what)|(?P<far>farther|further)\s+(?:away\s+)?from\s+"
    r"(?:everything|the\s+scene|what))", re.IGNORECASE)


def _end_position_hits(clause: str) -> Iterator[tuple[int, str, str]]:
    """Motion read from where the camera, or a thing seen, ends up (`_ENDS_UP`)."""
    for m in _ENDS_UP.finditer(clause):
        if m.group("near") or m.group("far"):
            if m.group("end"):
                yield m.start(), "forward" if m.group("near") else "backward", "translation"
            continue
        d = m.group("d").lower()
        content = _subject(clause, m.start()) == "content"
        yield m.start(), _FLIP[d] if content else d, "any" if content else "translation"


def _direction_hits(clause: str) -> Iterator[tuple[int, str, str]]:
    """(position, camera direction, motion kind) for every motion phrase in a clause."""
    yield from _verb_hits(clause)
    yield from _end_position_hits(clause)
    for m in _CLOCKWISE.finditer(clause):
        yield m.start(), "left" if m.group("ccw") else "right", "rotation"
    for m in _TAKES.finditer(clause):
        noun = m.group("n").lower()
        d = (m.group("d") or m.group("p")).lower()
        direction = "up" if d.startswith("up") else "down" if d.startswith("down") else d
        motion = "rotation" if _ROT_VERB.match(noun) or noun in ("squiz", "gander", "glimpse") else \
            "translation" if _TRANS_VERB.match(noun) else "any"
        yield m.start(), direction, motion
    for m in _SHARP_TURN.finditer(clause):
        yield m.start(), m.group("d").lower(), "rotation"
    for m in _NOSE.finditer(clause):
        yield m.start(), "up" if m.group("up") else "down", "rotation"
    for m in _TO_CENTRE.finditer(clause):
        if _subject(clause, m.start(), m.group("verb")) == "content":
            yield m.start(), "backward", "any"
    for m in _RAISE_NOUN.finditer(clause):
        yield m.start(), "up" if m.group("up") or m.group("up_t") else "down", "rotation"
    for m in _ANGLE_CHANGE.finditer(clause):
        yield m.start(), "up" if m.group("up") else "down", "rotation"
    for m in _NOUN_DIR.finditer(clause):  # "lateral motion toward the left"; "the trees' motion to the right"
        before = re.findall(r"[\w'-]+", clause[:m.start()])[-3:]
        content = any(_CONTENT_NOUN.fullmatch(w.removesuffix("'s").removesuffix("'")) for w in before) or (
            re.match(r"\s+(?:(?:image|frame|screen|picture)\s+)?(?:boundary|border|edge|margin)\b", clause[m.end():],
                     re.IGNORECASE) and _subject_of(clause, m.start()) == "content")
        d = m.group("d").lower()
        yield m.start(), _FLIP[d] if content else d, "any"
    for m in _ZOOM.finditer(clause):
        word = m.group("dir").lower()
        if m.group("verb").lower() == "nose" and re.search(r"\b(?:the|its|a|his|her)\s+$", clause[:m.start()], re.IGNORECASE):
            continue  # "lifts the nose in direction of the top": the noun, not "noses in"
        if _subject(clause, m.start(), m.group("verb")) == "content" or re.match(
                r"\s+(?:on|of|through|at|to|toward|towards|off)\s+(?:the\s+)?(?:left|right|top|bottom)",
                clause[m.end():], re.IGNORECASE):
            continue  # "the hedges are pushed out on the left": content leaving the frame, not a zoom
        yield m.start(), ("forward" if word in ("in", "forward", "forwards") else "backward"), "any"
    for m in _BACKS.finditer(clause):
        yield m.start(), "backward", "any"
    for m in _STEPS_UP.finditer(clause):
        yield m.start(), "forward", "translation"
    for m in _NEW_CONTENT.finditer(clause):
        edge = m.group("edge").lower()
        yield m.start(), {"above": "up", "below": "down"}.get(edge, _SIDE.get(edge, edge)), "any"
    for m in _REVEAL.finditer(clause):
        yield m.start(), _SIDE[m.group("edge").lower()], "any"
    yield from _scale_hits(clause)
    yield from _adjective_hits(clause)


#: a distance as the subject of a growing or shrinking verb ("the gap to the wall never grows")
_GAP_SUBJECT = re.compile(r"(?<!\bin\sthe\s)(?<!\binto\sthe\s)(?<!\bfar\s)\b(?:distance|gap|separation|range|stand-?off)\s+(?:(?:to|from|between)\s+(?:[\w'-]+\s+){1,4}?)?"
                          r"(?:(?:\w+ly|never|not|no\s+longer|does\s+not|doesn't|keeps?|steadily)\s+)*$", re.IGNORECASE)


def _scale_hits(clause: str) -> Iterator[tuple[int, str, str]]:
    """Picture content growing or shrinking ("the pillar swells", "take up less of the frame"): the camera
    moving forward or back."""
    for m in _SCALE_VERB.finditer(clause):
        verb = m.group("verb").lower()
        if re.match(r"(?:enlarg|expand|widen)", verb) and re.match(
                r"\s+(?:the|its)\s+(?:field\s+of\s+view|view|visible\s+area|framing)\b", clause[m.end():], re.IGNORECASE):
            yield m.start(), "backward", "any"  # "enlarging the field of view": more of the scene seen, not a bigger thing
            continue
        closer = any(w in verb for w in ("grow", "grew", "enlarg", "expand", "swell", "balloon", "magnif", "loom", "more big",
                                          "more large", "more close", "more near",
                                          "larger", "bigger", "greater", "closer", "near", "fill up", "toward", "rush", "more", "spread", "diverg", "meet", "increas", "open", "spill",
                                          "up close", "up to"))
        farther = any(w in verb for w in ("smaller", "tinier", "tiny", "small", "farther", "further", "distant", "away", "more far",
                                          "reduc", "decreas",
                                          "shrink", "shrank", "shrunk", "dwindl", "diminish", "reced", "fall", "fell",
                                          "less", "contract", "converg", "inward", " off", " down"))
        if "converg" in verb and (re.search(r"\b(?:lines?|orthogonals?|verticals?|parallels?|edges|rails|diagonals)\s+(?:\w+\s+){0,2}$",
                                            clause[:m.start()], re.IGNORECASE)
                                  or re.match(r"\s+(?:lines?|orthogonals?|verticals?|parallels?|edges|rails|diagonals)\b",
                                              clause[m.end():], re.IGNORECASE)):
            continue  # "where the lines converge", "the converging lines": perspective, not the scene shrinking
        if verb.startswith("spread"):
            farther = False  # "spread away from the centre": growing outward
        if verb.endswith("away") and re.match(r"\s+(?:forwards?|ahead|(?:in|to)\s+(?:the\s+)?(?:left|right))\b", clause[m.end():], re.IGNORECASE):
            continue  # "pulls away forward" (sets off), "going away in the right" (off to a side)
        if (verb.startswith("reced") or verb.endswith("away")) and re.match(r"\s+(?:\w+ly\s+)?(?:leftwards?|rightwards?|(?:to|toward|towards)\s+(?:the\s+)?(?:left|right)\b)",
                                                  clause[m.end():], re.IGNORECASE):
            continue  # "the busts recede rightward": they slide aside, not away
        if re.search(r"\b(?:cent(?:re|er)|middle)$", verb) and not re.search(r"\b(?:away|out)\s+from\b", verb):
            farther, closer = True, False  # "gather in toward centre frame": content drawing together
        if (farther or closer) and _GAP_SUBJECT.search(clause[:m.start()]):
            farther, closer = closer, farther  # "the distance to the scene shrinks": the camera nears it
        if farther:
            yield m.start(), "backward", "any"
        elif closer:
            yield m.start(), "forward", "any"


def _adjective_hits(clause: str) -> Iterator[tuple[int, str, str]]:
    """A direction adjective before a motion noun ("a leftward pan", "a right-turning motion of the
    viewing angle", "a rightward displacement of the architectural elements": content, flipped)."""
    for m in _ADJ_DIR.finditer(clause):
        word, noun = (m.group("d") or m.group("ud")).lower(), m.group("n").lower()
        turning = word.endswith("-turning")  # "a right-turning motion of the viewing angle": a turn
        word = word.removesuffix("-turning").removesuffix("-sided")
        direction = _PLAIN.get(re.sub(r"-hand(?:ed)?$", "", word).rstrip("s").replace("ward", "")) or _PLAIN.get(word)
        if direction is None:
            continue
        if direction in _FLIP and _owned_by_content(m.group("of")):
            direction = _FLIP[direction]
        yield m.start(), direction, "rotation" if turning else _motion_of(noun)


def _owned_by_content(of: str | None) -> bool:
    """Does the owner after a motion noun ("… of the architectural elements", "… of said image
    capture device") name picture content? Its words up to a clause word: a camera word makes it the
    camera's, else a content noun the picture's."""
    if not of:
        return False
    owner = re.split(r"\s(?:and|or|while|as|with|to|toward|towards|in|on|at|that|which|is|are|was|were)\b", of,
                     maxsplit=1, flags=re.IGNORECASE)[0]
    return not _CAMERA_NOUN.search(owner) and bool(_CONTENT_NOUN.search(owner))


#: "does not turn either way": both directions of the verb's axis, when negated
_EITHER_WAY = re.compile(r"\b(?:(?P<v>tilt|pitch)\w*|(?P<h>pan|turn|yaw|rotat|swivel|swing|angulat|deflect|revolv)\w*|"
                         r"(?P<s>strafe|strafing|slid|slide|truck|crab|shift|mov)\w*)\s+(?:\w+\s+){0,2}?(?:in\s+|to\s+)?"
                         r"(?:either\s+(?:way|direction|side)|any\s+(?:of\s+the\s+two\s+)?(?:ways?|directions?|sides?))\b",
                         re.IGNORECASE)


#: what a denied axis verb covers, by its group in `_NOT_VERB` / `_EITHER_WAY`: h a pan, r any rotation,
#: v a tilt, s a strafe
_DENIED_AXIS = {"h": (("left", "right"), "rotation"), "r": (("left", "right", "up", "down"), "rotation"),
                "v": (("up", "down"), "rotation"), "s": (("left", "right"), "translation")}


#: after "does not rotate": the axis or the sides that narrow it to a turn
_YAW_QUALIFIER = re.compile(r"^\s*(?:(?:about|around)\s+(?:the|its)\s+(?:vertical|y|yaw)[\s-]axis|[,;]?\s*(?:either\s+|neither\s+)?"
                            r"(?:to\s+)?(?:the\s+)?(?:left|l)\s+(?:or|nor)\s+(?:to\s+)?(?:the\s+)?(?:right|r)\b)", re.IGNORECASE)


def _axis_denial(m: re.Match[str], after: str = "") -> Iterator[tuple[int, str, str]]:
    group = next(g for g in ("h", "r", "v", "s") if m.groupdict().get(g))
    if group == "r" and _YAW_QUALIFIER.match(after):
        group = "h"  # "does not rotate about its vertical axis": no turn (pitch not denied)
    dirs, motion = _DENIED_AXIS[group]
    return ((m.start(), d, motion) for d in dirs)


_TRANSLATION_WORD = re.compile(r"\b(?:lateral\w*|sideways|translat\w*|strafe\w*|strafing|truck\w*|crab\w*|"
                               r"side-?step\w*|slid\w*|slides?|shift\w*|displac\w*)\b", re.IGNORECASE)


#: ", neither left nor right" / ", neither up direction nor down direction": a clause that only denies two sides
_NEITHER_NOR = re.compile(r"^\W*neither\s+(?:(?:to|toward|towards)\s+)?(?:the\s+)?(?P<a>left|right|up|down|top|bottom)(?:wards?)?(?:\s+(?:direction|side))?\s+"
                          r"nor\s+(?:(?:to|toward|towards)\s+)?(?:the\s+)?(?P<b>left|right|up|down|top|bottom)(?:wards?)?(?:\s+(?:direction|side))?"
                          r"(?:\s+(?:does|did|do)\s+(?:the\s+[\w-]+|it)\s+[\w-]+)?\W*$|"
                          r"^\W*not\s+(?:to\s+)?(?:the\s+)?(?P<c>left|right|up|down)(?:wards?)?\s+(?:and|or|nor)\s+not\s+(?:to\s+)?(?:the\s+)?"
                          r"(?P<d>left|right|up|down)(?:wards?)?\W*$|"
                          r"^[^,;]*?\bneither\s+(?P<e>left|right|up|down)(?:wards?)?(?:\s+side)?\s+nor\s+(?P<f>left|right|up|down)(?:wards?)?"
                          r"(?:\s+side)?\s+(?:is|are)\s+\w+ing\W*$",
                          re.IGNORECASE)


def _axis_negations(clause: str) -> Iterator[tuple[int, str, str]]:
    """"no yaw at all", "without any tilt": (position, direction, motion) of each negated direction."""
    nn = _NEITHER_NOR.match(clause)
    if nn:
        yield from ((nn.start(g), {"top": "up", "bottom": "down"}.get(nn.group(g).lower(), nn.group(g).lower()), "any") for g in (("a", "b") if nn.group("a") else ("c", "d") if nn.group("c") else ("e", "f")))
    for m in _EITHER_WAY.finditer(clause):
        if _negated(clause, m.start()):
            yield from _axis_denial(m)
    for m in _NO_DIR_NOUN.finditer(clause):
        if m.group("d6"):
            yield from ((m.start(), _PLAIN[{"for": "forward", "back": "backward"}.get(m.group(g).lower(),
                                                                                         m.group(g).lower())],
                         "any") for g in ("d6", "d7"))
            continue
        if m.group("d5"):
            yield from ((m.start(), m.group(g).lower(), "rotation") for g in ("d5", "d9") if m.group(g))
            continue
        if m.group("against"):
            yield m.start(), "backward", "any"  # "no motion against the heading": no backward travel
            continue
        word = next(m.group(g) for g in ("d", "d2", "d3", "d4") if m.group(g))
        yield m.start(), _PLAIN[word.lower()], "any"
    held = [a.span() for a in _AXIS_HELD.finditer(clause)]
    for m in _NOT_VERB.finditer(clause):
        if not any(a <= m.start() < b for a, b in held):  # "the heading never rotates": the yaw axis only (below)
            yield from _axis_denial(m, clause[m.end():])
    for m in _AXIS_HELD.finditer(clause):
        dirs = ("up", "down") if m.group("v") or m.group("v2") or m.group("v3") or m.group("v4") else ("left", "right")
        yield from ((m.start(), d, "rotation") for d in dirs)
    for m in _NO_AXIS.finditer(clause):
        what = m.group("what").lower()
        if re.match(r"(?:leftward|rightward|upward|downward|forward|backward)", what):
            word = what.split()[0]
            yield m.start(), _PLAIN[word.replace("ward", "") if word != "forward" and word != "backward" else word], \
                "any"
        elif re.match(r"(?:yaw|pan|turn|horizontal|azimuth)", what):
            yield from ((m.start(), d, "rotation") for d in ("left", "right"))
        elif what.startswith(("rotation", "angular")):
            about = clause[m.end():m.end() + 60].lower()
            if re.match(r"\s*(?:about|around)\s+(?:the|a|its)\s+(?:vertical|y|yaw)[\s-]axis|\s*(?:to|toward|towards)\s+either\s+side|"
                        r"\s*(?:(?:to|toward|towards)\s+)?(?:the\s+)?(?:left|l)\s+or\s+(?:the\s+)?(?:right|r)\b|"
                        r"(?:\s+of\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?)?\s*(?:in|to|toward)\s+either\s+(?:direction|side|way)",
                        about):
                dirs: tuple[str, ...] = ("left", "right")
            elif re.match(r"\s*(?:about|around)\s+(?:the|a|its)\s+(?:horizontal|x|pitch)[\s-]axis", about):
                dirs = ("up", "down")
            elif re.search(r"\b(?:left|right|sideways|laterally)\w*\s*,?\s*$", clause[:m.start()], re.IGNORECASE) \
                    or _TRANSLATION_WORD.search(clause[:m.start()]) or not clause[:m.start()].strip(" (,"):
                # "slides left without any rotation", "a lateral translation with zero rotation", a bare
                # "(…, no rotation)" aside: a strafe, not a pan (the qualifier says nothing about pitch)
                dirs = ("left", "right")
            else:
                dirs = ("left", "right", "up", "down")
            yield from ((m.start(), d, "rotation") for d in dirs)
        elif re.match(r"(?:tilt|pitch|vertical|inclin)", what):
            yield from ((m.start(), d, "rotation") for d in ("up", "down"))
        elif re.match(r"(?:strafe|strafing|sideways|lateral)", what):
            yield from ((m.start(), d, "translation") for d in ("left", "right"))
        elif what.startswith("dolly") or what.startswith("zoom"):
            yield from ((m.start(), d, "translation") for d in ("forward", "backward"))
        elif what.startswith("forward"):
            yield m.start(), "forward", "translation"
        elif what.startswith("backward"):
            yield m.start(), "backward", "translation"


_BARE_NP = re.compile(r"^(?:the\s+|all\s+|every\s+|most\s+)?(?:[\w'-]+\s*){1,4}$", re.IGNORECASE)


_THE_NOUN = re.compile(r"\bthe\s+[\w-]+", re.IGNORECASE)
#: "if you follow the horizon, you will see it sink": "it" is what the reader was told to watch
_WATCH = r"(?:watch|follow|track|keep\s+an\s+eye\s+on|look\s+at|focus\s+on|check)\s+(?P<np>the\s+(?:[\w-]+\s+)?[\w-]+)"
_WATCHED = re.compile(rf"\b(?:compare\s+(?P<cnp>the\s+(?:[\w-]+\s+)?[\w-]+)|{_WATCH})\W*$", re.IGNORECASE)
_WATCH_COLON = re.compile(rf"\b{_WATCH}\s*[:—–]\s*(?P<it>it|they)\b", re.IGNORECASE)
_YOU_SEE_IT = re.compile(r"^\W*(?:(?:and|then|so)\s+)?you(?:'ll|\s+will|\s+would|\s+can|\s+should)?\s+(?:\w+ly\s+)?"
                         r"(?:see|notice|find|spot)\s+(?P<it>it|them)\b", re.IGNORECASE)
_IT_INSTEAD = re.compile(r"^(?:(?:and|yet|but)\s+)?(?:here\s+|now\s+)?(?P<it>it)\s+(?:\w+ly\s+)?\w+s\s+instead\b", re.IGNORECASE)


def _resolve_it(clause: _Clause, previous: _Clause | None) -> _Clause:
    """The clause with an "it" that is not the camera replaced by what it stands for (for reading only):
    what the reader was told to watch ("if you follow the horizon, you will see it sink", "keep an eye
    on the horizon: it sinks"), or what a supposed motion would have moved ("since a downward tilt
    would lift the content, and here it sinks instead")."""
    text, prev = clause.text, previous.text if previous is not None else ""
    seen_it = _YOU_SEE_IT.match(text) or re.match(r"^\W*(?P<it>it)\s+(?:\w+ly\s+)?\w+s\b", text, re.IGNORECASE)
    watched = _WATCHED.search(prev) if seen_it and prev else None
    colon = _WATCH_COLON.search(text)
    if watched or colon:
        it, np = (seen_it, watched.group("np") or watched.group("cnp")) if watched else (colon, colon.group("np"))
        text = f"{text[:it.start('it')]}{np}{text[it.end('it'):]}"
    instead = _IT_INSTEAD.match(text)
    supposed = re.search(_MODAL, prev, re.IGNORECASE) if instead else None
    # what it would have moved: a noun of picture content after the modal, else its first "the …" object
    moved = supposed and (_CONTENT_NOUN.search(prev, supposed.end()) or _THE_NOUN.search(prev, supposed.end()))
    if moved:
        noun = moved.group(0) if moved.group(0).lower().startswith("the ") else f"the {moved.group(0)}"
        text = f"{text[:instead.start('it')]}{noun}{text[instead.end('it'):]}"
    return clause if text == clause.text else _Clause(text, clause.start, clause.end)


_BARE_DIRECTIONS = re.compile(r"^(?:(?:to\s+the\s+)?(?:left|right|up|down|upwards?|downwards?|forwards?|backwards?|leftwards?|"
                              r"rightwards?)(?:\s+(?:or|and|nor)\s+|\s*$))+$", re.IGNORECASE)
_OPENS_ON_COPULA = re.compile(r"^(?P<it>(?:it|they)\s+)?(?=(?:is|are|was|were)\b)", re.IGNORECASE)
#: a noun phrase with its determiner and no finite verb ("The colour tone", "A tilting, upward or downward")
_DETERMINED_NP = re.compile(r"^(?:the|a|an|this|its|some)\s+(?!.*\b(?:is|are|was|were|has|have|had|does|did)\b)"
                            r"(?:[\w'-]+,?\s+){0,5}[\w'-]+$", re.IGNORECASE)


#: "which is to say the camera": a clause that restates the noun phrase before it as the camera
_RESTATED_CAMERA = re.compile(r"\W*(?:(?:which|that)\s+is\s+to\s+say|that\s+is|i\.e\.|namely|in\s+other\s+words),?\s+"
                              r"(?:(?:the|our|this|its)\s+)?(?:[\w-]+\s+)?(?P<n>[\w-]+)\W*$", re.IGNORECASE)


def _inherit_subjects(clauses: list[_Clause]) -> list[_Clause]:
    """"Everything, including the crates, slides right": a clause that opens on its verb takes the
    noun phrase a comma cut off before it (the clause text gains it as a prefix for reading only);
    an "it" that is not the camera is resolved first (`_resolve_it`)."""
    out: list[_Clause] = []
    head: str | None = None
    noun_head: tuple[str, int] | None = None
    for i, clause in enumerate(clauses):
        clause = _resolve_it(clause, clauses[i - 1] if i > 0 else None)
        text = clause.text
        first = _VERB.match(re.sub(r"^(?:(?:seems?|seemed|appears?|appeared)\s+to\s+(?:be\s+)?|(?:is|are|was|were|gets?|got)\s+"
                                   r"(?:\w+ly\s+)?)", "", text, flags=re.IGNORECASE))
        copula = _OPENS_ON_COPULA.match(text)
        if copula and noun_head:
            # "The brightness, going up and coming down, is blinking", "A backward moving, it is not seen"
            # (right after its noun phrase, the two are one clause)
            merged = _Clause(f"{noun_head[0].replace(',', ' ')} {text[copula.end():]}", clause.start, clause.end)
            if noun_head[1] == i - 2 and _BARE_DIRECTIONS.match(out[-1].text):
                # "A tilting, upward or downward, is not seen": the directions belong to the noun phrase
                out[-2:] = [_Clause(f"{noun_head[0]} {out[-1].text} {text[copula.end():]}", out[-2].start, clause.end)]
            elif noun_head[1] == i - 1:
                out[-1] = _Clause(merged.text, out[-1].start, clause.end)
            else:
                out.append(merged)
            continue
        if first is not None and head and _subject_of(text, 0) is None and not re.match(
                r"(?:which|who|that|and|but|while|as|with)\b", text, re.IGNORECASE):
            out.append(_Clause(f"{head} {text}", clause.start, clause.end))
            continue
        if _DETERMINED_NP.match(text) and not any(v.group(0).lower().endswith(("s", "ed")) and not v.group(0).lower()
                                                   .startswith("camera") for v in _VERB.finditer(text)):
            noun_head = (text, i)
        verb = _VERB.search(text)
        if _BARE_NP.match(text) and not verb and not _RELATIVE.match(text) \
                and not re.match(r"(?:including|like|such)\b", text, re.IGNORECASE):
            head = text
        elif verb and re.match(r"\W*(?:(?:and|but|as|while|whilst|then|so|when)\s+)?it\s+(?:\w+ly\s+)?$", text[:verb.start()],
                               re.IGNORECASE):
            head = None  # "…, with restraint, as it tilts upward, lifting": "lifting" is the camera's again
        elif (restated := _RESTATED_CAMERA.match(text)) and _CAMERA_NOUN.fullmatch(restated.group("n")):
            head = None  # "The perceiving subject, which is to say the camera, pivots right": the camera
        out.append(clause)
    return out


_LIST_ITEM = re.compile(r"^(?:(?:or|and|nor)\s+)?(?:any\s+)?(?:[\w'-]+\s+){0,2}[\w'-]+[.!?]?$", re.IGNORECASE)
_LIST_VERB = re.compile(r"\b(?:is|are|was|were|has|have|had|looks?|seems?|appears?|remains?|stays?|gets?|shows?|does|"
                        r"did|can|could|will)\b", re.IGNORECASE)


#: "not sharp", "not stable": a denied quality that says a defect, not a denial ("not sharp, all blurry")
_NOT_CLEAN = re.compile(r"\b(?:not|never|n't)\s+(?:\w+ly\s+|very\s+|at\s+all\s+)?(?:sharp|clear|crisp|in\s+focus|stable|steady|smooth|"
                        r"consistent|clean|fluid)\b", re.IGNORECASE)


def _inherit_list_negation(clauses: list[_Clause], text: str) -> list[_Clause]:
    """"I don't see any flicker, blur, or compression issues": the items a comma cut off after a
    denied noun are denied with it (the clause text gains "no" as a prefix for reading only). After
    a semicolon or a colon a new statement starts ("zero ego-motion; static shot"), and a stillness
    word is no item of a denied list."""
    out: list[_Clause] = []
    for i, clause in enumerate(clauses):
        prev = out[-1] if out else None
        turn = i + 1 < len(clauses) and re.match(r"(?:though|however|yet|but)\b", clauses[i + 1].text, re.IGNORECASE)
        nouns_only = all(_MOTION_NOUN.fullmatch(v.group(0)) for v in _VERB.finditer(clause.text)) and not re.search(
            r"\b(?:left|right|up|down|forwards?|backwards?|ahead|back|sideways)\b", clause.text, re.IGNORECASE)
        if prev is not None and not turn and _LIST_ITEM.match(clause.text) and not _LIST_VERB.search(clause.text) \
                and not re.match(r"(?:but|yet|though|however|while|whilst|whereas|although|it|they|there|this|that|"
                                 r"which|he|she|we|you|i|everything|nothing)\b", clause.text, re.IGNORECASE) \
                and nouns_only and _negated(prev.text, len(prev.text)) \
                and _NEGATION.search(prev.text) and not re.search(r"[;:]", text[prev.end:clause.start]) \
                and not _STATIC.search(clause.text) and not _NOT_CLEAN.search(prev.text):
            item = re.sub(r"^(?:or|and|nor)\s+", "", clause.text, flags=re.IGNORECASE)
            out.append(_Clause(f"no {item}", clause.start, clause.end))
            continue
        if prev is not None and re.match(r"(?:or|nor)\s+(?:\w+ly\s+)?\w+s\b", clause.text, re.IGNORECASE) \
                and re.match(r"\W*(?:nothing|nobody|no\s+one|never|neither)\b", prev.text, re.IGNORECASE):
            # "Nothing takes it over to the right, or turns it that way": the sentence's denial goes on
            out.append(_Clause("never " + re.sub(r"^(?:or|nor)\s+", "", clause.text, flags=re.IGNORECASE), clause.start, clause.end))
            continue
        out.append(clause)
    return out


#: a simile after what the camera or the picture does ("tilts up, like checking whether the bread has
#: risen", "double images trail behind, like a smear of jam"): a comparison, not a claim of its own.
#: "looks like …", "it's like …", "for all the world like …" and a filler "and like the trees …" say
#: what the video does and are not similes
_SIMILE = re.compile(r"(?P<pre>\b[\w'’]+)(?P<gap>,?\s+)(?P<sim>(?:just\s+|a\s+bit\s+)?(?:like\s+(?:a|an|the|some|someone|somebody|"
                     r"person|people|when|[a-z]+ing|(?:it's|it’s|it\s+is|it\s+was|they're|he's|she's)\s+[a-z]+ing)|the\s+way\s+(?:a|an|some)\s|(?<=,\s)as\s+(?:a|an)(?!\s+(?:whole|result|rule|consequence|matter|means|way|kind|sort|function|side|pair|unit|group)\b)(?=\s+[\w-]+(?:\s+[\w-]+)?\s+[a-z]+(?:s|ed)\b))\b[^.;:!?,()]*?)(?=\s+(?:while|whilst|as|and|but|meanwhile|then|plus|"
                     r"with|without|or|nor|so|n|also|it)\b|[.;:!?,()]|$)", re.IGNORECASE)
_SIMILE_KEEPS = frozenset({
    "look", "looks", "looked", "looking", "seem", "seems", "seemed", "feel", "feels", "felt", "sound", "sounds", "play",
    "plays", "played", "is", "was", "are", "were", "be", "it's", "it’s", "that's", "that’s", "there's", "there’s", "me",
    "us", "world", "much", "more", "rather", "something", "anything", "nothing", "would", "very", "just", "exactly",
    "not", "like", "and", "so", "but", "or", "um", "uh", "er", "oh", "okay", "ok", "well", "yeah", "basically"})


#: "plus like a left turn, kind of": a filler "like" before the motion itself, not a comparison
_FILLER_LIKE = re.compile(rf"(?:just\s+|a\s+bit\s+)?(?:like|as)\s+(?:a|an)\s+(?:[\w-]+\s+){{0,2}}?(?:{_MOTION_NOUNS})\b",
                          re.IGNORECASE)


def _simile_spans(text: str) -> list[tuple[int, int]]:
    """Where the similes (`_SIMILE`) of ``text`` are."""
    return [m.span("sim") for m in _SIMILE.finditer(text)
            if m.group("pre").lower() not in _SIMILE_KEEPS and not _FILLER_LIKE.match(m.group("sim"))]


def _drop_simile_claims(found: list[dict], spans: list[tuple[int, int]]) -> list[dict]:
    """Claims read inside a simile, dropped: a direction always ("like checking whether the bread has
    risen" is no tilt); a defect only when its field names a defect outside a simile too ("double
    images trail behind, like a smear of jam": ghosting, no blur; but "edges smear, like a double
    image" still describes ghosting)."""
    if not spans:
        return found

    def inside(c: dict) -> bool:
        return any(a <= c["start"] and c["end"] <= b + 1 for a, b in spans)  # b + 1: its full stop

    def motion(c: dict) -> bool:
        return c["kind"] in ("direction", "static")

    plain_defects = {(c["side"], c["field"]) for c in found if not motion(c) and not inside(c)}
    return [c for c in found if not inside(c) or not motion(c) and (c["side"], c["field"]) not in plain_defects]


#: a question asking only for the direction of the motion just named ("which way?", "direction?", "up or down?")
_ASKED_WHERE = re.compile(r"\s*[—–,;:]?\s*(?:which\s+(?:way|side|direction)|what\s+direction|(?:the\s+)?direction|"
                          r"up\s+or\s+down|left\s+or\s+right)\s*\?\s*(?:A:\s*)?(?=(?:to\s+(?:the\s+)?)?(?:left|right|up|down|"
                          r"forwards?|backwards?|straight|ahead|leftwards?|rightwards?|upwards?|downwards?|away|back)\b)",
                          re.IGNORECASE)
#: "what happens to the ground? It drops out of view at the bottom": the pronoun of the answer is the thing asked about
_ASKED_ABOUT = re.compile(r"\b(?:what\s+happens\s+to|what\s+about|how\s+about)\s+(?P<np>the\s+[\w-]+(?:\s+[\w-]+)?)\s*\?\s+"
                          r"(?:A:\s*)?(?P<pro>It|They)\b(?=\s+(?:\w+ly\s+)?[a-z]+\b)", re.IGNORECASE)
#: a transcript's turn marks "Q." and "A." at a sentence start (read as "Q:" and "A:")
_TURN_MARK = re.compile(r"(^|[.?!]\s+)([QA])\.(?=\s)")
#: the answer that opens the sentence after a question
_ANSWER = re.compile(r"^\W*(?:A\s*:\s*)?(?:(?P<no>no|neither|none|nope|not(?=\s+(?:at\s+all|really|once|(?:to\s+)?(?:the\s+)?(?:left|right|up|"
                     r"down|forwards?|backwards?|upwards?|downwards?))\b)|never|it\s+(?:does|did)\s+not|it\s+(?:doesn't|didn't))|"
                     r"yes|yep|indeed|correct)\b",
                     re.IGNORECASE)


#: an answer that names the direction it denies ("None upward.", "No, not to the left.")
_ANSWER_DIRECTION = re.compile(r"^\W*(?:A\s*:\s*)?(?:no|none|neither|nope)\W*\s*(?:not\s+)?(?:(?:to|toward|towards)\s+(?:the\s+)?)?"
                               r"(?P<d>(?:left|right|up|down|(?:up|down|for|back|left|right)wards?|forward|backward)(?:\s+(?:or|nor|and)\s+(?:left|right|up|down|"
                               r"(?:up|down|for|back|left|right)wards?|forward|backward))?)\b", re.IGNORECASE)


def _asked_denial(question: str, direction: str = "") -> str | None:
    """"Q: Does it tilt up or down?" answered no → "It does not tilt up or down"; "Any rotation?" →
    "There is no rotation"; None when the question is not a yes / no question about the motion. An
    answer that names a direction ("Any tilt? None upward.") denies that direction only."""
    q = re.sub(r"^\W*(?:Q\s*:\s*)?", "", question).rstrip(" ?") + (f" {direction}" if direction else "")
    m = re.match(r"(?:does|did|do|is|was|are|were)\s+(?:it|the\s+\w+|this\s+\w+|our\s+\w+)\s+(?P<rest>.+)$", q, re.IGNORECASE)
    if m:
        return f"It does not {m.group('rest')}."
    m = re.match(r"(?:(?:is|are|was|were)\s+there\s+(?:any\s+)?|any\s+)(?P<rest>.+)$", q, re.IGNORECASE)
    if m:
        return f"There is no {m.group('rest')}."
    if not re.match(r"(?:what|which|where|how|why|who|when|and)\b", q, re.IGNORECASE) and len(q.split()) <= 4:
        return f"There is no {q}."  # "Forward travel? None."
    return None


#: "As for the moving backward, there is none.", "As for the panning, it is not performed to either side.":
#: a topic named first and denied after the comma
_TOPIC_DENIED = re.compile(r"^\W*(?:as\s+for|as\s+to|regarding|concerning|with\s+regard\s+to|about)\s+(?:the\s+|any\s+)?"
                           r"(?P<topic>[^,;.]{2,60}?)\s*,\s*(?:there\s+(?:is|was|are|were)\s+(?:none|nothing|no\s+such\s+\w+)|"
                           r"(?:it|this)\s+has\s+none(?:\s*,\s*not\s+(?:left|right|up|down)(?:\s*,?\s*not\s+(?:left|right|up|down))?)?|"
                           r"(?:it|this|that)\s+(?:is|was)\s+not\s+(?:performed|done|seen|present|observed|happening|there)"
                           r"(?P<either>\s+(?:to|in|on)\s+either\s+(?:side|direction|way))?(?:\s+(?:even\s+)?(?:once|one\s+time|at\s+all))?"
                           r"(?:\s*,\s*not\s+at\s+all)?|"
                           r"(?:it|this|that)\s+(?:does|did)\s+not\s+(?:happen|occur|exist))\W*$", re.IGNORECASE)


#: "Step back go behind, not have", "Tilt up or tilt down, not have both" (a literal "mai mi"): the motion named
#: first, then denied; the items after the denial ("not slide, not turn") only repeat it
_NOT_HAVE = re.compile(r"^\W*(?P<topic>[^;.]{2,80}?)(?<!\bdoes)(?<!\bdo)(?<!\bdid)(?<!\bwill)\s*,?\s*(?:both\s+)?not\s+have(?:\s+both)?(?=\s*(?:[,.;!]|$))[^.;]*\W*$",
                       re.IGNORECASE)


def _topic_denial(sentence: str) -> str | None:
    """The denial a `_TOPIC_DENIED` or `_NOT_HAVE` sentence makes, as one plain clause ("There is no moving
    backward.")."""
    m = _TOPIC_DENIED.match(sentence) or _NOT_HAVE.match(sentence)
    if m is None or not _MOTION_NOUN.search(m.group("topic")) and not _VERB.search(m.group("topic")):
        return None
    return f"There is no {m.group('topic')}" + (" to either side." if m.groupdict().get("either") else ".")


#: a sentence that opens on a side and denies ("To the right side it does not go and does not turn", "Upward it
#: does not tilt, never"): its bare denials are of that side only
_FRONTED_SIDE = re.compile(r"\W*(?:(?:to|towards?|in)\s+(?:the\s+)?)?(?P<d>left|right|up|down|back|upwards?|downwards?|backwards?)"
                           r"(?:\s+(?:side|direction|edge))?\s*,?\s+(?=(?:the\s+)?(?:\w+\s+){0,2}?(?:does\s+not|doesn't|"
                           r"did\s+not|didn't|never|nothing|no\b|is\s+not|isn't))", re.IGNORECASE)


def _claims_in_text(text: str, own_side: str, field_base: str, slot: int | None,
                    kinds: tuple[str, ...], camera_names: re.Pattern[str] | None = None) -> list[dict]:
    found: list[dict] = []
    asked: list[dict] = []
    # "It turns — which way? To the left.": the answer completes the clause that asked for it
    text_read = _ASKED_WHERE.sub(lambda m: " " * len(m.group(0)), text)
    # a transcript's "Q. Did the camera back up? A. No, it did not.": the turns read as "Q:" and "A:"
    text_read = _TURN_MARK.sub(r"\1\2:", text_read)
    answers: list[tuple[int, int]] = []  # (where the question starts, where its answer's pronoun stands)

    def asked_about(m: re.Match[str]) -> str:
        answers.append((m.start(), m.start("pro")))
        return " " * (len(m.group(0)) - len(m.group("np"))) + m.group("np")

    text_read = _ASKED_ABOUT.sub(asked_about, text_read)
    if camera_names is not None:  # "The favourite whips round to the left": the review's name for its camera
        text_read = camera_names.sub(lambda m: _same_length(_cased("it", m.group(0)), len(m.group(0))), text_read)
    sentences = list(_sentences(text_read))
    similes = _simile_spans(text_read)
    for k, sentence in enumerate(sentences):
        question = sentence[-1].text.endswith("?") and not sentence[-1].text.endswith("??")
        if question and k + 1 < len(sentences):
            answer = _ANSWER.match(sentences[k + 1][0].text)
            if answer and answer.group("no"):
                # "Does it move backward? A: No." / "Any rotation? None.": the question, denied
                named = _ANSWER_DIRECTION.match(text_read[sentences[k + 1][0].start:sentences[k + 1][-1].end])
                denial = _asked_denial(text_read[sentence[0].start:sentence[-1].end], named.group("d") if named else "")
                if denial is not None:
                    sentence = [_Clause(denial, sentence[0].start, sentence[-1].end)]
                    question = False
            elif answer:
                question = False  # "Yes": the question's motion is asserted
        topic = _topic_denial(text_read[sentence[0].start:sentence[-1].end])
        if topic is not None:
            sentence = [_Clause(_reorder(topic), sentence[0].start, sentence[-1].end)]
        sentence = _inherit_list_negation(_inherit_subjects(sentence), text_read)
        front = _FRONTED_SIDE.match(text_read, sentence[0].start)
        fronted = _PLAIN[front.group("d").lower()] if front else None
        for i, (clause, side) in enumerate(zip(sentence, _clause_sides(sentence, own_side), strict=True)):
            if _OTHER_VIDEO.match(clause.text):
                continue  # "where the other rollout holds still": a comparison, not a claim about this video
            if _FIRST_IMPRESSION.search(clause.text) and i + 1 < len(sentence) and _CORRECTION.match(sentence[i + 1].text):
                continue  # "At a glance it could pass for a retreat, but …": an impression the writer corrects
            for claim in _clause_claims(clause, side, field_base, slot, kinds, similes):
                if fronted and claim["kind"] == "direction" and claim["negated"] and claim["direction"] == _OPPOSITE[fronted] \
                        and not re.search(rf"\b{_OPPOSITE[fronted][:4]}", text_read[sentence[0].start:sentence[-1].end], re.IGNORECASE):
                    continue  # "To the right side it does not go and does not turn": a denial of that side only
                claim["origin"] = f"{field_base}.{own_side}"
                for a, pronoun in answers:  # quoted from the answer's pronoun, not from the question
                    if a <= claim["start"] < pronoun:
                        claim["start"] = pronoun
                claim["text"] = text[claim["start"]:claim["end"]]  # as written (asides were read as blank)
                found.append(claim)
                if question:
                    asked.append(claim)
    # "Nose up? There is no nose up": a question the analysis then answers no asserts nothing
    asked_ids = {id(c) for c in asked}
    denied = {(c["side"], c["kind"], c["direction"]) for c in found if c["negated"] and id(c) not in asked_ids}
    found = [c for c in found if id(c) not in asked_ids
             or c["negated"] or (c["side"], c["kind"], c["direction"]) not in denied]
    return _narrow_blanket_denials(_drop_simile_claims(found, similes))


#: a first impression ("at a glance it could pass for a retreat", "it might look like a push in") …
_FIRST_IMPRESSION = re.compile(r"\b(?:at\s+(?:a|first)\s+glance|at\s+first|first\s+(?:impression|sight)|"
                               r"(?:might|could|may|would)\s+(?:\w+\s+)?(?:look|pass|seem|read)\s+(?:like|for|as))\b", re.IGNORECASE)
#: … that the next clause corrects ("…, but the camera does not move backward")
_CORRECTION = re.compile(r"(?:but|yet|however|though\s+in\s+fact|actually|in\s+fact|really)\b", re.IGNORECASE)
#: a zoom denied ("a real backward move rather than a zoom-out"; `_narrow_blanket_denials`)
_ZOOM_DENIED = re.compile(r"\b(?:rather\s+than|instead\s+of|not|no)\s+(?:a\s+|an\s+|just\s+|simply\s+|merely\s+)?"
                          r"(?:\w+\s+)?zoom", re.IGNORECASE)
#: a change of height named in a denial ("rather than a climb", "not a crane up", "a drop in height")
_HEIGHT_DENIED = re.compile(r"\b(?:cran(?:e|es|ed|ing)|climb\w*|pedestal\w*|boom\w*|jib\w*|height|elevat\w*|ascen\w*|"
                            r"descen\w*|lift\w*|ris(?:e|es|ing)|drop\w*|(?:move|moves|moving|travel\w*|go|goes)\s+"
                            r"(?:straight\s+)?(?:up|down))\b", re.IGNORECASE)
#: the picture itself holding still (a freeze: "the image holds still, then skips forward"), not the camera
_PICTURE_HOLDS = re.compile(r"\b(?:image|picture|frame|playback|footage|video|feed)\s+(?:\w+ly\s+)?(?:holds|hangs|freezes|"
                            r"stays|sticks|stops|stalls|is\s+frozen)\b", re.IGNORECASE)


def _narrow_blanket_denials(found: list[dict]) -> list[dict]:
    """"It tilts up. There is no rotation in any direction.": a denial of every rotation in one
    clause does not deny a direction the same analysis asserts elsewhere (the writer meant the others);
    nor does a denied zoom ("a backward move rather than a zoom-out")."""
    denied: dict[tuple, set[str]] = {}
    for c in found:
        if c["kind"] == "direction" and c["negated"]:
            denied.setdefault((c["side"], c["start"]), set()).add(c["direction"])
    asserted = [(c["side"], c["direction"], c["start"], c["motion"]) for c in found
                if c["kind"] == "direction" and not c["negated"]]

    def narrowed(c: dict) -> bool:
        if c["kind"] != "direction" or not c["negated"]:
            return False
        sides = len(denied[(c["side"], c["start"])])
        same = [(start, motion) for side, d, start, motion in asserted if side == c["side"] and d == c["direction"]]
        if same and _ZOOM_DENIED.search(c["text"]):
            return True  # the writer tells a dolly from a zoom and denies only the zoom
        if c["direction"] in ("up", "down") and _HEIGHT_DENIED.search(c["text"]) and any(m == "rotation" for _, m in same):
            return True  # "a tilt up rather than a climb", "not a crane up": a rise in height (no action) denied beside the tilt
        if sides >= 3 and any(start != c["start"] for start, _ in same):
            return True  # every rotation denied in one clause, one of them asserted in another
        # "… moving to the right side without turning and a panning to the left side": an axis denied
        # beside a move of that same kind to one of its sides denies the other side only
        return sides >= 2 and c["motion"] in ("rotation", "translation") and any(motion == c["motion"] for _, motion in same)

    return [c for c in found if not narrowed(c)]


#: a side named without a verb ("in direction right", "to camera left") or by reference ("that way")
_SCOPED_SIDE = re.compile(r"\b(?:(?:to|toward|towards|in\s+(?:the\s+)?direction(?:\s+of)?)\s+(?:the\s+)?(?:camera[- ])?"
                          r"(?:left|right|top|bottom|back|front|rear)\b|(?:that|this|either)\s+(?:way|direction)\b)", re.IGNORECASE)


def _not_a_still_camera(text: str, m: re.Match[str], hits: list[tuple[int, str, str]]) -> bool:
    """Does the stillness phrase ``m`` of clause ``text`` (whose direction phrases are ``hits``) say
    something other than "the camera does not move"? Each reason is one check below."""
    before, phrase, after = text[:m.start()], m.group(0), text[m.end():]
    if _PICTURE_SUBJECT.search(before):
        return True  # "the exposure stays rock-steady": the picture holds, not the camera
    if re.search(r"(?:\b(?:the|its)\s+|^\W*)(?:body|base|feet|legs?)\s+(?:still\s+)?$", before, re.IGNORECASE) or re.search(
            r"\b(?:orientation|heading|bearing|facing|attitude)\s+(?:\w+ly\s+)?$", before, re.IGNORECASE) or re.match(
            r"\s+(?:the|its)\s+(?:body|base|feet)\b", after, re.IGNORECASE):
        return True  # "rotates, but the body still stays in one place", "not moving the body": a turn on the spot
    if _RELATIVE.match(text) and not re.match(r"that\s+(?:[\w-]+\s+)?(?:camera|lens|shot|view|rig|recording|footage|clip)\b(?!\s*,)", text,
                                              re.IGNORECASE):
        return True  # "the benches, which never move, …": a property of what is seen (not "That camera holds still")
    if re.match(r"neither\s+(?:advanced|moved|withdrawn|turned|rotated|deflected|panned|tilted|shifted)\b", phrase, re.IGNORECASE) \
            and not _ANY_DIRECTION.search(after):
        return False  # "is neither advanced, withdrawn nor deflected at any point": every motion denied, no side named
    if re.match(r"\s+themselves\b", after, re.IGNORECASE):
        return True  # "the posts slip left, not moving themselves": the things seen hold still, the view moves
    if re.search(r"(?:\b(?:not|no|never|neither|nor)\b|n't)\W*(?:\w+\W+){0,2}$", before, re.IGNORECASE) or re.search(
            r"\b(?:not|no|never|neither|nor)\b|n't\b", phrase, re.IGNORECASE):
        # the direction a denial is scoped to, in the same stretch of the clause (no comma between)
        scoped = [at for at, _, _ in hits if _negated(text, at)] + [
            d.start() for d in _SCOPED_SIDE.finditer(text)]
        if any(not re.search(r"[,;:\u2013\u2014]", text[min(at, m.end()):max(at, m.start())]) for at in scoped):
            return True  # "does not move or turn to the right", "no move and no turn that way": a denial with a direction
    if re.match(r"neither\b", phrase, re.IGNORECASE) and any(_negated(text, at) and at < m.start() for at, _, _ in hits):
        return True  # "does not go towards the right, neither translating nor rotating": the denial, said of that side
    if re.search(r"\b(?:from|at|around|about)\s+(?:a|an|its|one|the)\s+$", before, re.IGNORECASE) and hits:
        return True  # "tilts upward from a fixed position": where it turns, not a static camera
    both = re.search(r"(?:translation|movement|motion|displacement).*rotation|rotation.*(?:translation|movement)",
                     phrase, re.IGNORECASE)
    if not both and (_NO_AXIS.search(phrase) or any(a.start() <= m.start() < a.end() for a in _AXIS_HELD.finditer(text))):
        return True  # "no yaw at all", "the heading stays put": one axis held, not a static camera
    if re.match(r"without|no\b", phrase, re.IGNORECASE) and (
            re.search(r"^\W*(?:of\s+any\s+(?:sort|kind)\s+)?(?:to|toward|towards|in\s+the\s+direction\s+of)\s+"
                      r"(?:the\s+)?(?:left|right|top|bottom)\b", after, re.IGNORECASE)
            or re.match(r"without", phrase, re.IGNORECASE) and any(not _negated(text, at) for at, _, _ in hits)):
        return True  # "rotates left without moving" (in place), "no movement of any sort towards the right"
    if not re.search(r"\b(?:then|before|after|until|first)\b", text, re.IGNORECASE) and any(
            motion in ("rotation", "translation") and not _negated(text, at) and not _about_intent(text, at)
            for at, _, motion in hits):
        return True  # "dollies in on a rock-steady line": a stillness word beside a move describes its smoothness
    if re.search(r"\b(?:a|an|the|its|their|this)\s+(?:\w+ly\s+)?$", before, re.IGNORECASE) \
            and re.match(r"rock|stock|dead", phrase, re.IGNORECASE) \
            and re.match(rf"\s+(?:[\w-]+\s+)?(?:{_MOTION_NOUNS}|line|path|glide)\b", after, re.IGNORECASE):
        return True  # "on a rock-steady line", "a rock-steady pan": an adjective of the move, not a still camera
    # ", without moving off", "…, staying at the same position", "while staying in the same spot": a qualifier of the
    # clause before (a turn made in place), not a still camera
    return bool(re.match(r"\W*(?:without\b(?!\s+(?:the\s+)?(?:faintest|slightest|least|smallest)\s+(?:movement|motion|stir)\b)|(?:while\s+|whilst\s+)?(?:staying|remaining|keeping)\s+(?:\w+\s+)?(?:at|in|on)\s+"
                         r"(?:the\s+same|same|one|its|a\s+single|a\s+fixed)\s+(?:position|spot|place|location|point)\b|"
                         r"not\s+moving\s+(?:away\s+)?from\s+(?:its|the|one)\s+(?:spot|place|position)\b)", text, re.IGNORECASE))


#: a blur word that describes a ghost ("a blurry shadow copy", "a faint smudgy echo of itself"), not a soft picture
_SOFT_GHOST = re.compile(r"smudg\w*\s+(?:echo|copy|copies|twin|trail|double|ghost)|blur(?:r?y)?\s+(?:shadow|ghost|double|copy|copies|trail)",
                         re.IGNORECASE)


def _kind_match(kind: str, pattern: re.Pattern[str], text: str, field_base: str, hits: list[tuple[int, str, str]],
                in_simile: Callable[[int], bool]) -> re.Match[str] | None:
    """Where clause ``text`` says the stillness or defect ``kind`` (``pattern`` its words), or None when the
    words found say something else (one check below per reason)."""
    m = pattern.search(text)
    if kind == "blur" and m and m.group(0).lower().startswith("smear") and _QUALITY["ghosting"].search(text):
        m = None  # "double images smeared behind the dancers": the smear is the ghosting
    if kind == "blur" and m and _SOFT_GHOST.match(text, m.start()):
        m = None  # "a blurry shadow copy following each thing", "a faint smudgy echo": a ghost, not a soft picture
    if kind == "jitter" and m and re.search(r"\b(?:light|brightness|exposure|lamp|glow)\s+(?:of\s+(?:the\s+)?\w+\s+)?$",
                                           text[:m.start()], re.IGNORECASE):
        m = None  # "light of picture trembles on and off": the brightness, a flicker
    if m and kind in _DEFECT_NOUN_KINDS and _scene_noun(text, m, hits):
        m = None  # "the sediment ripples slide left", "sediment ripples and all": a thing in the scene
    if m and kind != "static" and _about_generic_other(text, m):
        m = None
    if kind == "frozen" and m and re.match(r"\w*\s+(?:hands?|fingers?|cold|wind|air|weather|water)\b", text[m.end():]):
        m = None  # "held by a freezing hand": the cold, not a frozen picture
    if kind == "blur" and m and m.group(0).lower().startswith("smear") and re.search(
            r"\b(?:buckl|bend|bow|twist|stretch)\w*\s+and\s+$", text[:m.start()], re.IGNORECASE):
        m = None  # "buckles and smears as though stretched": the warp's smear
    if kind == "frozen" and m and in_simile(m.start()):
        m = None  # "still as a heron frozen in the shallows": an image of stillness
    if kind != "static" and m and field_base.startswith("action") and in_simile(m.start()):
        m = None  # "moves broadside like a ship warped along a quay": the simile's, not a defect of the video
    if kind == "frozen" and m and re.search(r"\b(?:gaze|body|head|heading|aim|pose|stance|orientation)\s+$",
                                            text[:m.start()], re.IGNORECASE):
        m = None  # "keeps its body and its gaze frozen in place": a still camera, not a frozen picture
    if kind == "stutter" and m and m.group(0).lower().startswith("hitch") and re.search(r"\bwithout\s+(?:a\s+|any\s+)?$", text[:m.start()],
                                                                                       re.IGNORECASE):
        m = None  # "passes this inspection without a hitch": smoothly, said of anything
    if kind == "frozen" and m and re.match(r"\s+in\s+(?:the\s+same|one|its|a\s+single)\s+(?:place|position|spot)\b", text[m.end():], re.IGNORECASE) \
            and not re.search(r"\b(?:picture|image|frame|video|playback|footage|clip)\s+(?:is|was|stays?|remains?)\s+$", text[:m.start()], re.IGNORECASE):
        m = None  # "the lens is frozen in the same place": a still camera, not a frozen picture
    if kind == "noise" and m and re.search(r"\bin\s+the\s+(?:\w+\s+)?$", text[:m.start()], re.IGNORECASE) \
            and re.match(r"\s+of\s+the\b", text[m.end():], re.IGNORECASE) and field_base.startswith("action"):
        m = None  # "moves forward, in the dim grain of the long take": the look of the film, said in passing
    if kind == "warp" and m and m.group(0).lower().startswith("rippl") and (
            re.search(r"\b(?:flicker\w*|brightness|light|exposure|glow)\s+$", text[:m.start()], re.IGNORECASE)
            or re.match(r"\s+(?:\w+\s+)?through\s+the\s+(?:exposure|brightness|light\w*|luminance)\b", text[m.end():], re.IGNORECASE)):
        m = None  # "a restless flicker ripples through the exposure": the brightness, not the geometry
    if kind in ("frozen", "jitter") and m and _within_stutter(text, m):
        m = None  # "the clip hangs and then jumps", "pauses, then jerks ahead": a hold then a skip is the stutter
    if kind == "static":
        m = m or _STATIC_MORE.search(text) or _STATIC_VIEW.search(text)
        if m and _within_stutter(text, m):
            m = None  # "it hangs there stuck a moment and then jumps": the playback, not a still camera
        if m and re.search(r"\bnothing(?:\s+at\s+all)?\s+$", text[:m.start()], re.IGNORECASE):
            m = None  # "nothing at all holds itself steady": everything shakes
        if m and re.search(r"(?:can't|cannot|can\s+not|won't|will\s+not|couldn't|could\s+not)\s+(?:\w+\s+)?(?:keep|hold|stay)\s+still",
                           text, re.IGNORECASE):
            m = None  # "the shot can't keep still": a shake, said of the picture
        if m and field_base.startswith("visual") and _QUALITY["jitter"].search(text):
            m = None  # "the whole frame quivers, never quite at rest": the shake, said of the picture
        if m and field_base.startswith("visual") and _PLAYBACK_SKIP.search(text):
            m = None  # "it stands still, then it jumps forward again": the playback's hold and skip
        if m and field_base.startswith("visual") and _PICTURE_HOLDS.search(text):
            m = None  # "the image holds still, then skips forward" in a defect's description: a freeze
        if m and any(h.start() <= m.start() < h.end() for h in _HEADING_KEPT.finditer(text)):
            m = None  # "slides left while its gaze stays fixed ahead": the heading held, not a still camera
        if m and _not_a_still_camera(text, m, hits):
            m = None
    return m


def _clause_claims(clause: _Clause, side: str, field_base: str, slot: int | None,
                   kinds: tuple[str, ...], similes: list[tuple[int, int]] = ()) -> list[dict]:
    """The claims of one clause about one video (at most one per kind/direction/polarity).
    ``similes``: where the text's similes are; a motion (or a freeze) named inside one is an image,
    not a claim ("pushes forward like a tram pulling out of its stop")."""
    found: list[dict] = []
    seen: set[tuple] = set()
    # the clause may have gained words in front (`_inherit_subjects`): positions are counted from its end
    shift = clause.start - (len(clause.text) - (clause.end - clause.start))

    def in_simile(at: int) -> bool:
        return any(a <= shift + at < b for a, b in similes)

    def add(kind: str, at: int, direction: str | None = None, motion: str | None = None,
            negated: bool | None = None) -> None:
        neg = (_negated(clause.text, at) or kind == "direction" and bool(_NONE_QUANTITY.match(clause.text, at))) \
            if negated is None else negated
        if kind == "direction" and not neg and motion in ("rotation", "translation"):
            # "scoots right without turning and also swings round to face the right": the turn it names wins
            # over the denial of that same turn in the same clause
            found[:] = [c for c in found if not (c["kind"] == "direction" and c["negated"] and c["direction"] == direction
                                                 and c["motion"] == motion)]
            seen.discard((kind, direction, True))
        if (kind, direction, neg) in seen or (kind, direction, None) in seen:
            return
        seen.add((kind, direction, neg))
        found.append(dict(kind=kind, side=side, field=f"{field_base}.{side}", slot=slot,
                          direction=direction, motion=motion, negated=neg, text=clause.text,
                          start=clause.start, end=clause.end, hedged=bool(_HEDGE.search(clause.text))))

    hits = sorted(_direction_hits(clause.text)) if "direction" in kinds or "static" in kinds else []
    if "direction" in kinds:
        negated_axes = list(_axis_negations(clause.text))
        for at, direction, motion in negated_axes:
            if not _about_intent(clause.text, at):
                add("direction", at, direction, motion, negated=True)
        spans = [(m.start(), m.end()) for p in (_NO_AXIS, _AXIS_HELD, _NOT_VERB, _NO_DIR_NOUN, _PLAYBACK_SKIP, _HEADING_KEPT,
                                                 _QUALITY["stutter"], _QUALITY["frame_order"])
                 for m in p.finditer(clause.text)]
        idioms = [(m.start(), m.end(), keep) for p, keep in ((_STEPS_UP, "forward"), (_DROPS_DEEP, "backward"))
                  for m in p.finditer(clause.text)]
        for at, direction, motion in hits:
            if any(a <= at < b for a, b in spans) or _about_intent(clause.text, at) or _hypothetical(clause.text, at) \
                    or in_simile(at):
                continue
            if any(a <= at < b and direction != keep for a, b, keep in idioms):
                continue  # "steps up toward the lot", "drops deep": the idiom's own direction, not a rise or a fall
            # "does not pan left" denies the view going left (motion kind dropped); only "no yaw at
            # all" (above) denies one motion kind
            add("direction", at, direction, "any" if _negated(clause.text, at) else motion)
    # "no motion" / "does not move" assert static; a negation before the phrase asserts motion
    patterns = [("static", _STATIC)] if "static" in kinds else []
    patterns += [(k, _QUALITY[k]) for k in QUALITY_KINDS if k in kinds]
    for kind, pattern in patterns:
        m = _kind_match(kind, pattern, clause.text, field_base, hits, in_simile)
        if m and not _about_intent(clause.text, m.start()):
            if kind == "static" and m.groupdict().get("not"):
                add(kind, m.start(), negated=True)  # "is not static"
                continue
            add(kind, m.start())
    return found


#: a generic other rollout the judge compares with ("where a weaker model would have stalled", "none of the
#: faltering of lesser rollouts"): not the other video of the pair, and not this one
_GENERIC_OTHER = re.compile(
    r"\b(?:another|(?<!the\s)(?<!its\s)other|(?:a\s+)?(?:weaker|poorer|worse|lesser|inferior|sloppier|typical|naive|"
    r"lower-quality)|many|most)\s+(?:[\w-]+\s+)?(?:rollouts?|models?|generators?|generations?|clips?|videos?|samples?|"
    r"renders?|outputs?|systems?|attempts?)\b", re.IGNORECASE)


def _about_generic_other(text: str, m: re.Match[str]) -> bool:
    """True when the defect word ``m`` is said of a generic other rollout close by in the clause
    ("committing to the turn where another rollout might have stalled", "without the jitter a weaker
    model would add"): neither its presence nor its absence is claimed of this video."""
    return any(o.start() - 60 <= m.start() <= o.end() + 40 for o in _GENERIC_OTHER.finditer(text))


def _within_stutter(text: str, m: re.Match[str]) -> bool:
    """True when the match ``m`` and the clause's stutter phrase overlap (a hold that is part of a
    hold-then-skip)."""
    return any(st.start() <= m.start() < st.end() or m.start() <= st.start() < m.end()
               for st in _QUALITY["stutter"].finditer(text))


_DEFECT_NOUN_KINDS = frozenset({"warp", "noise", "ghosting"})


def _scene_noun(text: str, m: re.Match[str], hits: list[tuple[int, str, str]]) -> bool:
    """A defect word used as the plural name of a thing in the scene: the subject of the motion
    phrase right after it ("the sediment ripples slide off to the left") or "… and all"."""
    word = m.group(0)
    if not re.fullmatch(r"[A-Za-z]+s", word):
        return False
    after = text[m.end():]
    if re.match(r"\s+and\s+all\b", after, re.IGNORECASE):
        return True
    nxt = re.match(r"\s+(?:\w+ly\s+)?(\w+)", after)
    return bool(nxt) and any(at == m.end() + nxt.start(1) for at, _, _ in hits)


#: a noun named as the camera's by what it does in the review, as a clause opens: the subject of a verb only a
#: camera does, followed by where it goes ("The favourite sidesteps to the right"), or the owner of a camera's
#: sights ("The favourite lowers its sights"). "The food trucks go left" (a compound noun) and "the parallax looks
#: right" (looks correct) are not such subjects.
_NAMED_CAMERA = (r"(?:^|[.!?;:]\s+|\b(?:but|and|while|then|so)\s+)(?:the|our|my|this|that)\s+{adjective}"
    r"(?P<noun>[a-z]{3,}(?:-[a-z]+)?)\s+(?:\w+ly\s+)?(?:"
    r"[a-z]+s\s+(?:[\w-]+\s+){0,8}?its\s+(?:sights|nose|gaze|head|neck|eyes|heading|aim)\b|"
    r"(?P<verb>[a-z]+s)\s+(?:\w+ly\s+)?(?:to|toward|towards|left|right|up|down|forwards?|backwards?|back|ahead|round|around|"
    r"over|sideways|aside|across)\b)")
#: with no adjective ("The favourite …") and with one ("This shy creature …")
_NAMED_CAMERAS = tuple(re.compile(_NAMED_CAMERA.replace("{adjective}", a), re.IGNORECASE)
                       for a in ("", r"(?!(?:is|was|has)\b)[a-z]+\s+"))


def _camera_names(texts: list[str]) -> re.Pattern[str] | None:
    """The nouns a review uses as names for its camera (`_NAMED_CAMERA`), as a pattern of "the <noun>",
    or None. Known camera, content and direction words are not names; a noun also seen after "every" /
    "each" / "a" or in the plural is a thing in the picture ("pale doubles trailing every runner")."""
    names: set[str] = set()
    for text in texts:
        for m in (m for pattern in _NAMED_CAMERAS for m in pattern.finditer(text)):
            noun = m.group("noun").lower()
            verb = m.group("verb")
            if noun.endswith("s"):
                continue  # "the lens shuttles sideways", "our camera crab-walks": a verb, not a name
            if verb is not None and (not _CAMERA_ONLY_VERB.match(verb) or verb.lower().startswith("look")):
                continue
            if _CAMERA_NOUN.fullmatch(noun) or _CONTENT_NOUN.fullmatch(noun) or _NOT_NOUN.match(noun) or _MODIFIER.match(noun) \
                    or _MOTION_NOUN.fullmatch(noun) or _VERB.fullmatch(noun) or _ANY_DIRECTION.fullmatch(noun) \
                    or noun in ("front", "rear", "side", "top", "bottom", "centre", "center", "middle", "edge"):
                continue
            names.add(noun)
    joined = " ".join(texts)
    names = {n for n in names if not re.search(rf"\b(?:every|each|other|another|a|an)\s+{re.escape(n)}\b|\b{re.escape(n)}s\b",
                                               joined, re.IGNORECASE)}
    if not names:
        return None
    return re.compile(rf"\b(?:the|our|my|this|that)\s+(?:[a-z]+\s+)?(?:{'|'.join(sorted(map(re.escape, names)))})\b", re.IGNORECASE)


def extract_claims(payload: ReviewPayload) -> list[Claim]:
    """All rule-found claims of one review, in field order, with stable ids ``c1, c2, …``."""
    fields: list[tuple[str, str, str, int | None, tuple[str, ...]]] = []
    for slot in payload.action_control.actions:
        for side, text in (("A", slot.video_a_analysis), ("B", slot.video_b_analysis)):
            fields.append((text, side, f"action.{slot.action_id}", slot.action_id, ("direction", "static", *QUALITY_KINDS)))
    vq = payload.visual_quality
    for dim in VISUAL_DIMENSIONS:
        review = getattr(vq, dim)
        for side, text in (("A", review.video_a_analysis), ("B", review.video_b_analysis)):
            fields.append((text, side, f"visual.{dim}", None, ("static", *QUALITY_KINDS)))
    names = _camera_names([f[0] for f in fields])
    raw: list[dict] = []
    for text, side, base, slot_id, kinds in fields:
        raw.extend(_claims_in_text(text, side, base, slot_id, kinds, names))
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


# --------------------------------------------------------------------------------------------
# structured observations (``observed_a|b`` per slot, ``defects_a|b`` in visual_quality)

_TRANSLATION_DIRS: dict[str, tuple[str, ...]] = {
    "idle": (), "forward": ("forward",), "backward": ("backward",), "left": ("left",), "right": ("right",),
    "forward_left": ("forward", "left"), "forward_right": ("forward", "right"),
    "backward_left": ("backward", "left"), "backward_right": ("backward", "right"),
}
_ROTATION_DIRS: dict[str, tuple[str, ...]] = {
    "idle": (), "camera_left": ("left",), "camera_right": ("right",), "camera_up": ("up",), "camera_down": ("down",),
    "camera_ul": ("left", "up"), "camera_ur": ("right", "up"), "camera_dl": ("left", "down"),
    "camera_dr": ("right", "down"),
}


def observed_claims(payload: ReviewPayload) -> list[Claim]:
    """Claims read from the structured fields (``source="observed"``, ids ``o1, o2, …``): every
    direction of the observed translation (``motion="translation"``) and rotation
    (``motion="rotation"``) class, ``static`` when both are ``idle``, and one claim per listed
    defect. The ``origin`` names the structured field (``observed.<k>.<A|B>``, ``defects.<A|B>``)."""
    raw: list[dict] = []
    for slot in payload.action_control.actions:
        for side, obs in (("A", slot.observed_a), ("B", slot.observed_b)):
            if obs is None:
                continue
            base = dict(side=side, field=f"action.{slot.action_id}.{side}", slot=slot.action_id,
                        origin=f"observed.{slot.action_id}.{side}", text=f"{obs.translation} | {obs.rotation}",
                        start=-1, end=-1, source="observed")
            dirs = [(d, "translation") for d in _TRANSLATION_DIRS[obs.translation]]
            dirs += [(d, "rotation") for d in _ROTATION_DIRS[obs.rotation]]
            if not dirs:
                raw.append(dict(kind="static", **base))
            raw.extend(dict(kind="direction", direction=d, motion=m, **base) for d, m in dirs)
    vq = payload.visual_quality
    for side, listed in (("A", vq.defects_a), ("B", vq.defects_b)):
        for defect in dict.fromkeys(listed or []):
            kind = DEFECT_KIND[defect]
            raw.append(dict(kind=kind, side=side, field=f"visual.{KIND_DIMENSION[kind]}.{side}", origin=f"defects.{side}",
                            text=defect, start=-1, end=-1, source="observed"))
    return [Claim(claim_id=f"o{i + 1}", **c) for i, c in enumerate(raw)]


def has_observations(payload: ReviewPayload) -> bool:
    """True when the review carries any structured observation field."""
    vq = payload.visual_quality
    return vq.defects_a is not None or vq.defects_b is not None or any(
        s.observed_a is not None or s.observed_b is not None for s in payload.action_control.actions)


_AXIS_OF = {"forward": ("depth", 1), "backward": ("depth", -1), "right": ("horizontal", 1),
            "left": ("horizontal", -1), "up": ("vertical", 1), "down": ("vertical", -1)}


def opposing_claims(claim: Claim, claims: list[Claim]) -> list[Claim]:
    """The prose claims of ``claim``'s own analysis (read from the same text, about the same video
    and slot) that state its opposite.

    For an asserted direction: the opposite direction, asserted — forward against backward
    whatever the verbs; left against right and up against down only between claims of the same
    motion kind (a strafe right beside a pan left is one combined move, not two readings of one
    move). For an asserted still camera: any asserted direction. Denials, the review's structured
    fields (``source="observed"``) and claims read from no known analysis (``origin`` None: the
    model extractor's) oppose nothing. One analysis that says both is either a sequence the tools
    cannot check or, far more often on the audit benchmark, a phrase the rules misread
    (`worldreward.agents.decide.outvoted_prose` uses this).
    """
    if claim.negated or claim.source == "observed" or claim.origin is None or claim.kind not in ("direction", "static"):
        return []
    out = []
    for other in claims:
        if (other is claim or other.kind != "direction" or other.negated or other.source == "observed"
                or other.field != claim.field or other.origin != claim.origin):
            continue
        if claim.kind == "static" or (other.direction == OPPOSITE[claim.direction or "forward"] and (
                claim.direction in ("forward", "backward") or other.motion == claim.motion)):
            out.append(other)
    return out


def contradictions(payload: ReviewPayload, prose: list[Claim]) -> list[tuple[Claim, str]]:
    """Prose claims that contradict the review's own structured fields, with the reason.

    Motion (per slot and side, when ``observed_*`` is given): a direction stated in the prose whose
    axis the observation fills only with the opposite sign, or any direction when the observation
    is static; a negated direction the observation asserts; "static" against an observed motion
    (and "not static" against an observed static camera). Defects (when ``defects_*`` is given):
    a defect the prose asserts but the list omits (no kind of its `DEFECT_FAMILY` listed), or one
    the prose denies but the list names.
    """
    out: list[tuple[Claim, str]] = []
    obs_by = {}
    for slot in payload.action_control.actions:
        obs_by[(slot.action_id, "A")] = slot.observed_a
        obs_by[(slot.action_id, "B")] = slot.observed_b
    vq = payload.visual_quality
    listed = {"A": vq.defects_a, "B": vq.defects_b}
    for c in prose:
        if c.source == "observed":
            continue
        if c.kind in ("direction", "static") and c.slot is not None:
            obs = obs_by.get((c.slot, c.side))
            if obs is None:
                continue
            dirs = set(_TRANSLATION_DIRS[obs.translation]) | set(_ROTATION_DIRS[obs.rotation])
            label = f"observed {obs.translation} | {obs.rotation}"
            if c.kind == "static":
                if not c.negated and dirs:
                    out.append((c, f"the prose says static; the review's own observation is {label}"))
                elif c.negated and not dirs:
                    out.append((c, "the prose says the camera moves; the review's own observation is static"))
                continue
            axis, sign = _AXIS_OF[c.direction or "forward"]
            on_axis = {_AXIS_OF[d][1] for d in dirs if _AXIS_OF[d][0] == axis}
            if c.negated:
                # "without turning" denies a turn, not the observed strafe the same way
                denied = {"rotation": set(_ROTATION_DIRS[obs.rotation]),
                          "translation": set(_TRANSLATION_DIRS[obs.translation])}.get(c.motion or "any", dirs)
                if c.direction in denied:
                    out.append((c, f"the prose denies {c.direction}; the review's own observation is {label}"))
            elif not dirs:
                out.append((c, f"the prose says {c.direction}; the review's own observation is static"))
            elif on_axis and sign not in on_axis:
                out.append((c, f"the prose says {c.direction}; the review's own observation is {label}"))
        elif c.kind in QUALITY_KINDS and listed.get(c.side) is not None:
            kinds = {DEFECT_KIND[d] for d in listed[c.side] or []}
            if not c.negated and not kinds & DEFECT_FAMILY.get(c.kind, {c.kind}):
                out.append((c, f"the prose names {c.kind}; the review's own defect list for Video {c.side} "
                               f"does not ({', '.join(sorted(kinds)) or 'none'})"))
            elif c.negated and c.kind in kinds:
                out.append((c, f"the prose denies {c.kind}; the review's own defect list for Video {c.side} names it"))
    return out
