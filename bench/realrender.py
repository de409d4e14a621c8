"""Real-render dev set: a real game engine (ViZDoom, freedoom2) driven by recorded inputs.

Every clip is rendered by the Doom engine from a start pose on one freedoom2 map, with the
commanded action of each step fed to the engine as per-tic inputs (turn, look up/down, move
forward/backward, strafe) and the engine's own pose read back every tic. The label of a step is
its commanded token; a clip is kept only when the recorded poses show every step executed as
commanded (a wall can stop a move: such an attempt is thrown away and the next start pose
drawn). The engine's look up/down is a vertical shear of the picture; every engine frame is
resampled (`_pinhole`) into a square-pixel pinhole camera (77° wide) truly pitched by the
recorded angle, so the clips show the geometry of a real camera. Then what a real camera and a
world model's output add, drawn per clip:

- slow, smooth paths and small angles: turn rates 0.45–2.5 °/frame, look rates 0.45–1.5 °/frame,
  walking speed 2–9 map units per frame (the player is 56 units tall, corridors 64–256 wide);
- motion blur: each frame is the mean of the last 1–3 engine tics it spans (2–3 tics per frame);
- rolling-shutter-like skew: rows read out over 30–90 % of a frame time (a shear along the
  image flow of the recorded turn and look rates);
- lens distortion (barrel k1 −0.05…−0.18 or pincushion +0.03…+0.08), slow exposure drift
  (±5–20 % gain, gamma), sensor grain (σ 1–4 grey levels);
- H.264 at the bitrates world-model rollouts are shipped at (150 / 300 / 600 kbit/s at
  320×180), a static status-bar HUD and a crosshair.

SPLITS (the rule is fixed here; nothing is ever tuned on ``heldout``): clip ``i`` of split ``s``
is drawn from ``numpy.random.default_rng([SPLIT_CODES[s], i])`` (``[SPLIT_CODES[s], i, r]`` for
the ``r``-th redraw when no start pose lets a plan execute); ``dev`` clips play on eight maps
of MAP01–MAP10, ``heldout`` clips on eight of MAP12–MAP27 (`SPLIT_MAPS`: different geometry and
textures, different seeds).

    python bench/realrender.py build  --root CACHE [--split dev] [--clips 24]
    python bench/realrender.py motion --root CACHE --split heldout [--clips 24] [--json OUT]
    python bench/realrender.py judge  --root CACHE --split dev [--clips 4] [--json OUT]
    python bench/realrender.py --compare BEFORE.json AFTER.json

``build`` renders and caches clips under ``--root`` (``<root>/<split>/<clip_id>.npz`` plus
``clips.jsonl``: the video-free manifest); the other commands build what is missing first.
``motion`` reads every step with `worldreward.motion.read_segments` and prints exact token /
translation / rotation accuracy. ``judge`` builds pairs (faithful, one degradation from
`worldreward.degrade`) from the clips: the degradation is applied to the camera picture before
the H.264 step (a world model's output is degraded before it is shipped); ``wrong_direction``
and ``spliced`` re-render a step with one component of its token flipped. Printed per
degradation kind and axis: how often the geometry judge gives the label (faithful wins the
axes the kind hurts, the others are ties), hacks (the degraded side wins an axis) and the share
of pairs whose untouched axes are both ties. Needs the ``realrender`` extra
(``pip install worldreward[realrender]``: vizdoom and PyAV).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import cv2
import numpy as np

from worldreward.actions import Action, parse_action

SPLIT_CODES = {"dev": 1901, "heldout": 1902}
#: freedoom2 maps whose start area opens out without doors (the others start in closets).
SPLIT_MAPS = {"dev": ["MAP01", "MAP02", "MAP03", "MAP04", "MAP06", "MAP07", "MAP09", "MAP10"],
              "heldout": ["MAP12", "MAP15", "MAP18", "MAP19", "MAP20", "MAP23", "MAP26", "MAP27"]}
#: Output frame size (the engine renders at twice this and frames are area-downscaled).
SIZE = (320, 180)
TICS_PER_SECOND = 35.0
#: Per-frame command ranges: turn and look (degrees), walk (map units).
YAW_RANGE = (0.45, 2.5)
PITCH_RANGE = (0.45, 1.5)
SPEED_RANGE = (2.0, 9.0)
#: Cumulative look angle kept within this (degrees; `_pinhole` needs the engine's picture to cover the view).
PITCH_LIMIT = 20.0
#: Doom physics: one unit of a MOVE_*_DELTA input thrusts this many map units per tic.
THRUST_PER_UNIT = 0.03125
#: A step executed as commanded: speed at least this share of the command, direction within this
#: many degrees; an idle step moves at most `IDLE_UNITS` per frame; look/turn within 10 %.
EXEC_SPEED_SHARE = 0.7
EXEC_DIR_DEG = 12.0
IDLE_UNITS = 0.25
MAX_ATTEMPTS = 16
#: Plans drawn for one clip index before giving up (``plan_clip(redraw=...)``).
MAX_REDRAWS = 4
STEPS = 4
#: The output camera's horizontal field of view (`OUT_FOCAL` at 640 wide: 77°).
HFOV_DEG = 2.0 * math.degrees(math.atan(320.0 / 400.0))
AXES = ("action", "appearance", "motion")


class RealRenderUnavailable(RuntimeError):
    """The ``realrender`` extra (vizdoom) is not installed."""


class NotExecuted(RuntimeError):
    """No start pose let every step of a plan execute as commanded."""


def _vizdoom():
    try:
        import vizdoom
    except ImportError as exc:  # pragma: no cover - depends on the install
        raise RealRenderUnavailable(
            "the real-render dev set needs the realrender extra: pip install 'worldreward[realrender]'") from exc
    return vizdoom


# --------------------------------------------------------------------------------------------
# plans
# --------------------------------------------------------------------------------------------


@dataclass
class StepCommand:
    """One step: its token and the per-frame rates the engine is driven with."""

    token: str
    speed: float = 0.0  # map units per frame
    heading_deg: float = 0.0  # direction of travel in the camera frame, 0 = forward, +90 = right
    yaw: float = 0.0  # degrees per frame, + right
    pitch: float = 0.0  # degrees per frame, + up


@dataclass
class ClipPlan:
    split: str
    index: int
    map: str
    seed: int
    fpa: int
    tics_per_frame: int
    steps: list[StepCommand]
    shutter_tics: int = 1
    rolling_shutter: float = 0.0
    lens_k1: float = 0.0
    exposure_amp: float = 0.0
    exposure_period: float = 40.0
    exposure_phase: float = 0.0
    gamma: float = 1.0
    grain: float = 0.0
    bitrate_kbps: int = 0
    hud: bool = False
    crosshair: bool = False
    notes: list[str] = field(default_factory=list)

    @property
    def clip_id(self) -> str:
        return f"{self.split}_{self.index:03d}"

    @property
    def tokens(self) -> list[str]:
        return [s.token for s in self.steps]

    @property
    def fps(self) -> float:
        return TICS_PER_SECOND / self.tics_per_frame

    @property
    def spans(self) -> list[tuple[int, int]]:
        """The inclusive frame span of every step as a bench reads ``frames_per_action``."""
        return [(k * self.fpa, (k + 1) * self.fpa - 1) for k in range(len(self.steps))]


_HEADINGS = {"forward": 0.0, "forward_right": 45.0, "right": 90.0, "backward_right": 135.0,
             "backward": 180.0, "backward_left": -135.0, "left": -90.0, "forward_left": -45.0}


def _command(token: str, rng: np.random.Generator) -> StepCommand:
    act = parse_action(token)
    cmd = StepCommand(token=act.token)
    if act.translation != "idle":
        cmd.speed = float(rng.uniform(*SPEED_RANGE))
        cmd.heading_deg = _HEADINGS[act.translation]
    yaw_rate = float(rng.uniform(*YAW_RANGE))
    pitch_rate = float(rng.uniform(*PITCH_RANGE))
    if act.yaw and act.pitch:  # a diagonal: neither component under 2/3 of the other
        yaw_rate = pitch_rate * float(rng.uniform(0.8, 1.5))
    cmd.yaw = act.yaw * yaw_rate
    cmd.pitch = act.pitch * pitch_rate
    return cmd


def _draw_token(rng: np.random.Generator) -> str:
    translations = ["idle", "forward", "backward", "left", "right", "forward_left", "forward_right",
                    "backward_left", "backward_right"]
    t = translations[int(rng.integers(len(translations)))]
    u = rng.random()
    if u < 0.4:
        r = "idle"
    elif u < 0.8:
        r = ["camera_left", "camera_right", "camera_up", "camera_down"][int(rng.integers(4))]
    else:
        r = ["camera_ul", "camera_ur", "camera_dl", "camera_dr"][int(rng.integers(4))]
    if t == "idle":
        return r
    return t if r == "idle" else f"{t}+{r}"


def plan_clip(split: str, index: int, *, steps: int = STEPS, fpa: int | None = None, redraw: int = 0) -> ClipPlan:
    """The deterministic plan of clip ``index`` of ``split`` (see SPLITS in the module text);
    ``redraw`` > 0: the plan drawn instead when no start pose lets the earlier one execute."""
    if split not in SPLIT_CODES:
        raise ValueError(f"unknown split {split!r}; known: {', '.join(SPLIT_CODES)}")
    rng = np.random.default_rng([SPLIT_CODES[split], index] + ([redraw] if redraw else []))
    maps = SPLIT_MAPS[split]
    plan = ClipPlan(split=split, index=index, map=maps[int(rng.integers(len(maps)))], seed=int(rng.integers(2**31)),
                    fpa=int(fpa or rng.choice([8, 10, 12])), tics_per_frame=int(rng.choice([2, 3])), steps=[])
    pitch = 0.0
    for _ in range(steps):
        cmd = _command(_draw_token(rng), rng)
        if abs(pitch + cmd.pitch * plan.fpa) > PITCH_LIMIT:  # look the other way instead of hitting the clamp
            act = parse_action(cmd.token)
            cmd = StepCommand(token=Action.from_components(act.surge, act.sway, act.yaw, -act.pitch).token,
                              speed=cmd.speed, heading_deg=cmd.heading_deg, yaw=cmd.yaw, pitch=-cmd.pitch)
        pitch += cmd.pitch * plan.fpa
        plan.steps.append(cmd)
    if rng.random() < 0.6:
        plan.shutter_tics = int(rng.integers(2, plan.tics_per_frame + 1))
    if rng.random() < 0.4:
        plan.rolling_shutter = float(rng.uniform(0.3, 0.9))
    if rng.random() < 0.4:
        plan.lens_k1 = float(rng.uniform(-0.18, -0.05) if rng.random() < 0.7 else rng.uniform(0.03, 0.08))
    if rng.random() < 0.5:
        plan.exposure_amp = float(rng.uniform(0.05, 0.2))
        plan.exposure_period = float(rng.uniform(20, 60))
        plan.exposure_phase = float(rng.uniform(0, 2 * math.pi))
        plan.gamma = float(rng.uniform(0.85, 1.15))
    if rng.random() < 0.4:
        plan.grain = float(rng.uniform(1.0, 4.0))
    if rng.random() < 0.7:
        plan.bitrate_kbps = int(rng.choice([150, 300, 600]))
    plan.hud = bool(rng.random() < 0.5)
    plan.crosshair = bool(rng.random() < 0.3)
    return plan


def with_tokens(plan: ClipPlan, tokens: list[str]) -> ClipPlan:
    """The same clip (start pose, rates, camera) with other tokens: a changed step keeps its
    rates and flips the signs its new token asks for."""
    steps = []
    for cmd, tok in zip(plan.steps, tokens, strict=True):
        act, old = parse_action(tok), parse_action(cmd.token)
        new = StepCommand(token=act.token, yaw=abs(cmd.yaw) * act.yaw, pitch=abs(cmd.pitch) * act.pitch,
                          speed=cmd.speed if act.translation != "idle" else 0.0,
                          heading_deg=_HEADINGS.get(act.translation, 0.0))
        if act.translation != "idle" and old.translation == "idle":
            new.speed = float(np.mean(SPEED_RANGE))
        if (act.yaw and not old.yaw) or (act.pitch and not old.pitch):
            new.yaw = new.yaw or act.yaw * float(np.mean(YAW_RANGE))
            new.pitch = new.pitch or act.pitch * float(np.mean(PITCH_RANGE))
        steps.append(new)
    out = ClipPlan(**{**asdict(plan), "steps": steps})
    return out


# --------------------------------------------------------------------------------------------
# rendering
# --------------------------------------------------------------------------------------------


@dataclass
class Rendered:
    plan: ClipPlan
    frames: np.ndarray  # (T, H, W, 3) uint8, camera picture before compression
    poses: np.ndarray  # (T, 4): x, y, angle (deg, + left), pitch (deg, + up) at every frame
    attempt: int
    executed: list[bool]


def _game(plan: ClipPlan):
    vzd = _vizdoom()
    game = vzd.DoomGame()
    root = Path(vzd.__file__).parent
    game.set_doom_scenario_path(str(root / "freedoom2.wad"))
    game.set_doom_map(plan.map)
    game.set_doom_config_path(str(Path(tempfile.gettempdir()) / "worldreward_vizdoom.ini"))  # not the cwd
    game.set_screen_resolution(vzd.ScreenResolution.RES_640X360)
    game.set_screen_format(vzd.ScreenFormat.RGB24)
    game.set_window_visible(False)
    game.set_sound_enabled(False)
    game.set_render_hud(False)  # screen-space overlays are drawn after `_pinhole` (`_overlay`)
    game.set_render_crosshair(False)
    game.set_render_weapon(False)
    game.set_render_messages(False)
    game.set_depth_buffer_enabled(True)
    game.set_mode(vzd.Mode.PLAYER)
    b = vzd.Button
    game.set_available_buttons([b.MOVE_FORWARD_BACKWARD_DELTA, b.MOVE_LEFT_RIGHT_DELTA, b.TURN_LEFT_RIGHT_DELTA,
                                b.LOOK_UP_DOWN_DELTA])
    gv = vzd.GameVariable
    game.set_available_game_variables([gv.POSITION_X, gv.POSITION_Y, gv.ANGLE, gv.PITCH, gv.VELOCITY_X,
                                       gv.VELOCITY_Y])
    game.set_episode_timeout(0)
    game.add_game_args("+freelook 1 -nomonsters")
    game.set_seed(plan.seed % (2**31))
    game.init()
    return game


#: A start pose looks into open space: the centre of the view's median depth and its 10th
#: percentile at least these (engine depth units, about 7 map units each).
START_DEPTH_MEDIAN = 18
START_DEPTH_P10 = 6
START_TICS = 10
PRE_ROLL_LEGS = 3


def _centre_depth(game) -> tuple[float, float]:
    z = game.get_state().depth_buffer
    h, w = z.shape
    c = z[h // 6: h * 2 // 3, w // 4: w * 3 // 4]
    return float(np.median(c)), float(np.percentile(c, 10))


def _look_around(drv: _Driver) -> list[float]:
    """Centre depth in the 8 directions 45°, 90° … 360° right of the current view (ends where it began)."""
    depths = []
    for _ in range(8):
        drv.tic(0.0, 0.0, 45.0, 0.0)
        depths.append(_centre_depth(drv.game)[0])
    return depths


def _walk(drv: _Driver, tics: int) -> None:
    for _ in range(tics):
        if _centre_depth(drv.game)[0] < 2 * START_DEPTH_MEDIAN:
            break
        drv.tic(4.0, 0.0, 0.0, 0.0)


def _pre_roll(drv: _Driver, plan: ClipPlan, rng: np.random.Generator) -> bool:
    """Not recorded: wander from the level's start (`PRE_ROLL_LEGS` legs, each toward one of
    the three most open of 8 directions), then face the direction with the most room along
    every direction the plan will travel (and ahead), settle. False when the view is still too
    close to a wall."""
    for _ in range(START_TICS):  # the engine ignores input while a level starts
        drv.tic(0.0, 0.0, 0.0, 0.0)
    drv.tic(0.0, 0.0, float(rng.uniform(0, 360)), 0.0)
    for _ in range(PRE_ROLL_LEGS):
        depths = _look_around(drv)
        k = int(np.argsort(depths)[::-1][int(rng.integers(3))])
        drv.tic(0.0, 0.0, 45.0 * (k + 1), 0.0)
        _walk(drv, int(rng.integers(10, 60)))
    depths = _look_around(drv)
    travel, turned = [], 0.0  # directions of travel relative to the start view (+ right)
    for cmd in plan.steps:
        if cmd.speed:
            travel.append(turned + cmd.yaw * plan.fpa / 2 + cmd.heading_deg)
        turned += cmd.yaw * plan.fpa

    def room(k: int) -> float:
        near = [depths[(k + round(a / 45.0)) % 8] for a in travel]
        return min([depths[k], *near])

    best = max(range(8), key=room)
    drv.tic(0.0, 0.0, 45.0 * (best + 1), 0.0)
    for _ in range(12):
        drv.tic(0.0, 0.0, 0.0, 0.0)
    med, p10 = _centre_depth(drv.game)
    return med >= START_DEPTH_MEDIAN and p10 >= START_DEPTH_P10


class _Driver:
    """Feeds per-tic inputs that hold a commanded camera-frame velocity and turn/look rate, and
    records the pose after every tic."""

    def __init__(self, game, size: tuple[int, int]):
        self.game, self.size = game, size

    def state(self) -> np.ndarray:
        return np.asarray(self.game.get_state().game_variables, dtype=np.float64)

    def tic(self, speed: float, heading_deg: float, yaw: float, pitch: float) -> tuple[np.ndarray, np.ndarray]:
        s = self.state()
        angle = math.radians(s[2] - yaw)  # the thrust follows the turned view
        fwd, right = np.array([math.cos(angle), math.sin(angle)]), np.array([math.sin(angle), -math.cos(angle)])
        h = math.radians(heading_deg)
        target = speed * (math.cos(h) * fwd + math.sin(h) * right)
        thrust = target - s[4:6]
        self.game.make_action([float(thrust @ fwd / THRUST_PER_UNIT), float(thrust @ right / THRUST_PER_UNIT),
                               float(yaw), float(pitch)])
        state = self.state()
        img = _pinhole(self.game.get_state().screen_buffer, -state[3])
        small = cv2.resize(img, self.size, interpolation=cv2.INTER_AREA).astype(np.float32)
        return small, state


#: The engine's picture: a level camera with focal `ENGINE_FOCAL` (× `ENGINE_ASPECT` vertically, Doom's
#: tall pixels) at 640×360 whose look up/down is a vertical shear by ``ENGINE_ASPECT × ENGINE_FOCAL ×
#: tan(pitch)`` rows (measured). `_pinhole` resamples it into a square-pixel pinhole camera of
#: focal `OUT_FOCAL` (at 640 wide) truly pitched by that angle, as a real camera turns.
ENGINE_FOCAL = 240.0
ENGINE_ASPECT = 1.2
OUT_FOCAL = 400.0
_PINHOLE_MAPS: dict[float, tuple[np.ndarray, np.ndarray]] = {}


def _pinhole(img: np.ndarray, pitch_deg: float) -> np.ndarray:
    key = round(float(pitch_deg), 4)
    maps = _PINHOLE_MAPS.get(key)
    if maps is None:
        h, w = img.shape[:2]
        ys, xs = np.mgrid[0:h, 0:w].astype(np.float64)
        x, y = (xs - (w - 1) / 2) / OUT_FOCAL, (ys - (h - 1) / 2) / OUT_FOCAL
        p = math.radians(pitch_deg)
        big_x, big_y, big_z = x, y * math.cos(p) - math.sin(p), y * math.sin(p) + math.cos(p)
        fy = ENGINE_ASPECT * ENGINE_FOCAL
        u = ENGINE_FOCAL * big_x / big_z + (w - 1) / 2
        v = fy * big_y / big_z + fy * math.tan(p) + (h - 1) / 2
        maps = (u.astype(np.float32), v.astype(np.float32))
        if len(_PINHOLE_MAPS) > 512:
            _PINHOLE_MAPS.clear()
        _PINHOLE_MAPS[key] = maps
    return cv2.remap(img, maps[0], maps[1], cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


def _pose(s: np.ndarray) -> np.ndarray:
    return np.array([s[0], s[1], s[2], -s[3]])  # engine pitch is negative looking up


def _executed(plan: ClipPlan, poses: np.ndarray) -> list[bool]:
    """Per step: did the recorded poses move as commanded?"""
    out = []
    for k, cmd in enumerate(plan.steps):
        a, b = k * plan.fpa, (k + 1) * plan.fpa
        d = poses[b, :2] - poses[a, :2]
        ang = math.radians(float(np.mean(poses[a:b + 1, 2])))
        fwd, right = d @ [math.cos(ang), math.sin(ang)], d @ [math.sin(ang), -math.cos(ang)]
        per_frame = math.hypot(fwd, right) / plan.fpa
        if cmd.speed == 0:
            ok = per_frame <= IDLE_UNITS
        else:
            err = abs((math.degrees(math.atan2(right, fwd)) - cmd.heading_deg + 180) % 360 - 180)
            ok = per_frame >= EXEC_SPEED_SHARE * cmd.speed and err <= EXEC_DIR_DEG
        dyaw = -((poses[b, 2] - poses[a, 2] + 180) % 360 - 180) / plan.fpa
        dpitch = (poses[b, 3] - poses[a, 3]) / plan.fpa
        ok = ok and abs(dyaw - cmd.yaw) <= 0.1 * abs(cmd.yaw) + 0.02 and abs(dpitch - cmd.pitch) <= 0.1 * abs(
            cmd.pitch) + 0.02
        out.append(bool(ok))
    return out


def render(plan: ClipPlan, *, require_executed: bool = True, attempt: int | None = None) -> Rendered:
    """Render ``plan``: start poses are drawn from its seed, one per attempt, until every step
    executes as commanded (``require_executed``); ``attempt`` replays that start pose as it is
    (the same start for a clip rendered with other tokens, `with_tokens`)."""
    last = None
    for k in range(MAX_ATTEMPTS) if attempt is None else [attempt]:
        game = _game(plan)
        try:
            drv = _Driver(game, SIZE)
            if not _pre_roll(drv, plan, np.random.default_rng([plan.seed, k])) and attempt is None:
                continue
            img, s = drv.tic(0.0, 0.0, 0.0, 0.0)
            frames, poses = [img], [_pose(s)]
            for cmd in plan.steps:
                for _ in range(plan.fpa):
                    subs = []
                    for _ in range(plan.tics_per_frame):
                        img, s = drv.tic(cmd.speed / plan.tics_per_frame, cmd.heading_deg,
                                         cmd.yaw / plan.tics_per_frame, cmd.pitch / plan.tics_per_frame)
                        subs.append(img)
                    frames.append(np.mean(subs[-plan.shutter_tics:], axis=0))
                    poses.append(_pose(s))
        finally:
            game.close()
        poses_arr = np.stack(poses)
        executed = _executed(plan, poses_arr)
        last = Rendered(plan=plan, frames=_camera(np.stack(frames), plan, poses_arr), poses=poses_arr,
                        attempt=k, executed=executed)
        if all(executed) or not require_executed or attempt is not None:
            return last
    raise NotExecuted(f"{plan.clip_id}: no start pose on {plan.map} let every step execute in {MAX_ATTEMPTS} "
                       f"attempts (last: {last.executed if last else None})")


# --------------------------------------------------------------------------------------------
# camera and codec
# --------------------------------------------------------------------------------------------


def _focal(width: int) -> float:
    return (width / 2.0) / math.tan(math.radians(HFOV_DEG) / 2.0)


def _camera(frames: np.ndarray, plan: ClipPlan, poses: np.ndarray) -> np.ndarray:
    """Rolling shutter, lens distortion, exposure and grain over float frames → uint8."""
    t_n, h, w = frames.shape[:3]
    rng = np.random.default_rng([plan.seed, 7])
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    focal = _focal(w)
    out = np.empty(frames.shape, np.uint8)
    if plan.lens_k1:
        cx, cy = (w - 1) / 2, (h - 1) / 2
        nx, ny = (xs - cx) / cx, (ys - cy) / cx
        r2 = nx * nx + ny * ny
        lens_x, lens_y = cx + nx * (1 + plan.lens_k1 * r2) * cx, cy + ny * (1 + plan.lens_k1 * r2) * cx
    for t in range(t_n):
        f = frames[t]
        if plan.rolling_shutter and t > 0:
            dyaw = -((poses[t, 2] - poses[t - 1, 2] + 180) % 360 - 180)
            dpitch = poses[t, 3] - poses[t - 1, 3]
            flow_x = -focal * math.tan(math.radians(dyaw))
            flow_y = focal * math.tan(math.radians(dpitch))
            lag = plan.rolling_shutter * (ys / (h - 1) - 0.5)  # later rows see the scene later
            f = cv2.remap(f, xs - lag * flow_x, ys - lag * flow_y, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REFLECT)
        if plan.lens_k1:
            f = cv2.remap(f, lens_x, lens_y, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REFLECT)
        if plan.exposure_amp:
            gain = 1.0 + plan.exposure_amp * math.sin(2 * math.pi * t / plan.exposure_period + plan.exposure_phase)
            f = 255.0 * np.power(np.clip(f * gain / 255.0, 0, 1), plan.gamma)
        if plan.grain:
            f = f + rng.normal(0.0, plan.grain, f.shape).astype(np.float32)
        out[t] = _overlay(np.clip(np.rint(f), 0, 255).astype(np.uint8), plan)
    return out


def _overlay(frame: np.ndarray, plan: ClipPlan) -> np.ndarray:
    """The game's static screen-space overlays: a status bar (``hud``) and a crosshair."""
    h, w = frame.shape[:2]
    if plan.hud:
        bar = frame[h - h // 8:].astype(np.float32)
        frame[h - h // 8:] = np.clip(0.25 * bar + 0.75 * np.array([40, 38, 36], np.float32), 0, 255).astype(np.uint8)
        y = h - h // 16 + 4
        cv2.putText(frame, "100%", (6, y), cv2.FONT_HERSHEY_SIMPLEX, 0.4, (200, 30, 30), 1, cv2.LINE_AA)
        cv2.putText(frame, "AMMO 50", (w // 2 - 30, y), cv2.FONT_HERSHEY_SIMPLEX, 0.4, (220, 200, 60), 1, cv2.LINE_AA)
        cv2.rectangle(frame, (w - 40, h - h // 8 + 3), (w - 6, h - 3), (90, 140, 200), -1)
    if plan.crosshair:
        cx, cy = w // 2, h // 2
        cv2.line(frame, (cx - 4, cy), (cx + 4, cy), (60, 220, 60), 1)
        cv2.line(frame, (cx, cy - 4), (cx, cy + 4), (60, 220, 60), 1)
    return frame


def compress(frames: np.ndarray, plan: ClipPlan, cache: Path | None = None) -> np.ndarray:
    """H.264 at the plan's bitrate (a copy when the plan has none), decoded back.

    libx264 through PyAV does not give the same stream for the same frames twice in one process
    (its output depends on what the process did before; up to 57 grey levels apart after
    decoding, and every figure of this bench moved by several steps from run to run). With
    ``cache`` (a folder) the stream is kept under ``cache/h264/<hash of frames and settings>.mp4``
    the first time and decoded from there after (decoding is exact), so every run of the bench
    and every version of the reader sees the same shipped clips."""
    if not plan.bitrate_kbps:
        return frames.copy()
    try:
        import av
    except ImportError as exc:  # pragma: no cover - depends on the install
        raise RealRenderUnavailable("H.264 needs PyAV: pip install 'worldreward[realrender]'") from exc
    import io

    path = None
    if cache is not None:
        frames = np.ascontiguousarray(frames)
        key = hashlib.sha256(frames.tobytes() + f"{frames.shape} {plan.bitrate_kbps} {plan.fps}".encode())
        path = Path(cache) / "h264" / f"{key.hexdigest()[:20]}.mp4"
    if path is not None and path.exists():
        data = path.read_bytes()
    else:
        data = _encode(frames, plan, av)
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            tmp.write_bytes(data)
            tmp.replace(path)
    with av.open(io.BytesIO(data), "r") as box:
        out = [fr.to_ndarray(format="rgb24") for fr in box.decode(video=0)]
    if len(out) != len(frames):
        raise RuntimeError(f"H.264 round trip returned {len(out)} of {len(frames)} frames")
    return np.stack(out)


def _encode(frames: np.ndarray, plan: ClipPlan, av) -> bytes:
    import io

    buf = io.BytesIO()
    with av.open(buf, "w", format="mp4") as box:
        stream = box.add_stream("libx264", rate=max(1, round(plan.fps)))
        stream.width, stream.height = frames.shape[2], frames.shape[1]
        stream.pix_fmt = "yuv420p"
        stream.bit_rate = plan.bitrate_kbps * 1000
        stream.options = {"preset": "veryfast", "g": "24", "threads": "1"}
        for f in frames:
            for pkt in stream.encode(av.VideoFrame.from_ndarray(f, format="rgb24")):
                box.mux(pkt)
        for pkt in stream.encode():
            box.mux(pkt)
    return buf.getvalue()


# --------------------------------------------------------------------------------------------
# cache
# --------------------------------------------------------------------------------------------


#: Bumped whenever rendering changes, so cached clips of an older renderer are not reused.
RENDER_VERSION = 4


def _key(plan: ClipPlan) -> str:
    blob = json.dumps({"v": RENDER_VERSION, **asdict(plan)}, sort_keys=True).encode()
    return hashlib.sha256(blob).hexdigest()[:12]


def load_or_render(root: Path, plan: ClipPlan, *, attempt: int | None = None) -> Rendered:
    """The rendered clip from ``root`` (rendered and cached when missing or its plan changed);
    ``attempt``: replay that start pose (`render`)."""
    folder = Path(root) / plan.split
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{plan.clip_id}_{_key(plan)}{'' if attempt is None else f'_a{attempt}'}.npz"
    if path.exists():
        with np.load(path) as z:
            return Rendered(plan=plan, frames=z["frames"], poses=z["poses"], attempt=int(z["attempt"]),
                            executed=[bool(v) for v in z["executed"]])
    r = render(plan, attempt=attempt)
    tmp = path.with_suffix(".tmp.npz")
    np.savez_compressed(tmp, frames=r.frames, poses=r.poses, attempt=r.attempt, executed=np.array(r.executed))
    tmp.replace(path)
    return r


def build(root: Path, split: str, clips: int, *, steps: int = STEPS, fpa: int | None = None,
          verbose: bool = False) -> list[Rendered]:
    """Render (or load) clips ``0..clips-1`` of ``split`` and write ``<root>/<split>/clips.jsonl``."""
    out = []
    lines = []
    for i in range(clips):
        for redraw in range(MAX_REDRAWS):
            plan = plan_clip(split, i, steps=steps, fpa=fpa, redraw=redraw)
            try:
                r = load_or_render(root, plan)
                break
            except NotExecuted:
                if redraw == MAX_REDRAWS - 1:
                    raise
        out.append(r)
        meta = {k: v for k, v in asdict(plan).items() if k != "steps"}
        lines.append(json.dumps({"clip_id": plan.clip_id, "actions": plan.tokens, "frames_per_action": plan.fpa,
                                 "fps": plan.fps, "attempt": r.attempt, "camera": meta,
                                 "rates": [{"yaw": s.yaw, "pitch": s.pitch, "speed": s.speed} for s in plan.steps]}))
        if verbose:
            print(f"{plan.clip_id} {plan.map} attempt {r.attempt} {plan.tokens}", flush=True)
    (Path(root) / split).mkdir(parents=True, exist_ok=True)
    (Path(root) / split / "clips.jsonl").write_text("\n".join(lines) + "\n")
    return out


# --------------------------------------------------------------------------------------------
# motion reading
# --------------------------------------------------------------------------------------------


def read_clip(r: Rendered, cache: Path | None = None) -> list[dict]:
    """Every step of a rendered clip (compressed as shipped) read with `motion.read_segments`."""
    from worldreward.motion import read_segments

    frames = compress(r.frames, r.plan, cache)
    readings = read_segments(frames, r.plan.spans)
    rows = []
    for cmd, got in zip(r.plan.steps, readings, strict=True):
        want = parse_action(cmd.token)
        rows.append({"clip": r.plan.clip_id, "token": want.token, "got": got.token,
                     "exact": got.token == want.token, "translation": got.translation == want.translation,
                     "rotation": got.rotation == want.rotation, "yaw": cmd.yaw, "pitch": cmd.pitch,
                     "speed": cmd.speed, "got_yaw": got.yaw_deg_per_frame, "got_pitch": got.pitch_deg_per_frame})
    return rows


def motion_summary(rows: list[dict]) -> dict:
    n = max(1, len(rows))
    rot_idle = [r for r in rows if parse_action(r["token"]).rotation == "idle"]
    rot_move = [r for r in rows if parse_action(r["token"]).rotation != "idle"]
    return {"steps": len(rows), "exact": sum(r["exact"] for r in rows) / n,
            "translation": sum(r["translation"] for r in rows) / n,
            "rotation": sum(r["rotation"] for r in rows) / n,
            "no_rotation_read_as_rotating": sum(not r["rotation"] for r in rot_idle),
            "no_rotation": len(rot_idle),
            "rotating_read_wrong": sum(not r["rotation"] for r in rot_move), "rotating": len(rot_move)}


# --------------------------------------------------------------------------------------------
# judge pairs
# --------------------------------------------------------------------------------------------


def _slot_for(name: str, tokens: list[str]) -> int | None:
    """The step an action degradation hits: the first that moves (mirrored: has a lateral part)."""
    for k, tok in enumerate(tokens):
        act = parse_action(tok)
        if name == "mirrored" and (act.sway or act.yaw):
            return k
        if name != "mirrored" and tok != "idle":
            return k
    return None


def degraded_pair(root: Path, r: Rendered, name: str, strength: float, seed: int) -> tuple[np.ndarray, np.ndarray] | None:
    """(faithful, degraded) as shipped (both through the clip's codec), or None when the kind
    cannot hurt this clip (no moving step, no lateral step for a mirror)."""
    from worldreward.degrade import DEGRADATIONS, apply_degradation, wrong_direction_tokens

    plan = r.plan
    rng = np.random.default_rng(seed)

    def ship(frames: np.ndarray) -> np.ndarray:
        return compress(frames, plan, root)

    info = DEGRADATIONS[name]
    if "action" not in info.hurts:
        return ship(r.frames), ship(apply_degradation(name, r.frames, strength=strength, rng=rng))
    slot = _slot_for(name, plan.tokens)
    if slot is None:
        return None
    if name in ("wrong_direction", "spliced"):
        wrong = load_or_render(root, with_tokens(plan, wrong_direction_tokens(plan.tokens, slot, rng)),
                               attempt=r.attempt)
        if name == "wrong_direction":
            return ship(r.frames), ship(wrong.frames)
        other = wrong.frames
        return ship(r.frames), ship(
            apply_degradation(name, r.frames, rng=rng, spans=plan.spans, slot=slot, other=other))
    spans = plan.spans
    if name == "mirrored":
        return ship(r.frames), ship(apply_degradation(name, r.frames, rng=rng))
    return ship(r.frames), ship(apply_degradation(name, r.frames, rng=rng, spans=spans, slot=slot))


def judge_pairs(root: Path, clips: list[Rendered], kinds: list[str], strengths: list[float],
                verbose: bool = True, judge_opts: dict | None = None) -> list[dict]:
    from worldreward.degrade import DEGRADATIONS
    from worldreward.judges.geometry import GeometryJudge

    judge_frames, axis_outcomes = _validity().judge_frames, _validity().axis_outcomes

    judge = GeometryJudge(**(judge_opts or {}))
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for ci, r in enumerate(clips):
            for name in kinds:
                info = DEGRADATIONS[name]
                levels = strengths if "action" not in info.hurts else [1.0]
                for s in levels:
                    pair = degraded_pair(root, r, name, s, seed=1000 * ci + 17)
                    if pair is None:
                        continue
                    faithful, degraded = pair
                    flip = len(rows) % 2 == 1
                    left, right = (degraded, faithful) if flip else (faithful, degraded)
                    got = judge_frames(judge, left, right, Path(tmp), f"{r.plan.clip_id}_{name}_{s}",
                                       tokens=r.plan.tokens, fpa=r.plan.fpa, fps=r.plan.fps)
                    row = {"clip": r.plan.clip_id, "kind": name, "strength": s, "hurts": sorted(info.hurts),
                           **axis_outcomes(got, flip, info.hurts)}
                    rows.append(row)
                    if verbose:
                        print(f"{r.plan.clip_id} {name:<16} {s:<4} " + "  ".join(
                            f"{ax}={row[ax]['got']}{'' if row[ax]['ok'] else '!'}" for ax in AXES), flush=True)
    return rows


def judge_summary(rows: list[dict]) -> dict:
    n = max(1, len(rows))
    off_pairs = [all(r[ax]["got"] == "tie" for ax in AXES if ax not in r["hurts"]) for r in rows]
    per_axis = {ax: sum(r[ax]["ok"] for r in rows) / n for ax in AXES}
    non_tie = {ax: [r[ax]["ok"] for r in rows if ax in r["hurts"]] for ax in AXES}
    return {"pairs": len(rows), "hacks": sum(r[ax]["got"] == "degraded" for r in rows for ax in AXES),
            "off_axes_both_tie": sum(off_pairs) / n, "all": per_axis,
            "non_tie": {ax: (sum(v) / len(v) if v else None) for ax, v in non_tie.items()}}


def _validity():
    """The validity bench (`bench/validity.py`): its evidence path and its per-kind scoring."""
    here = str(Path(__file__).resolve().parent)
    if here not in sys.path:
        sys.path.insert(0, here)
    import validity

    return validity


def compare(before_path: Path, after_path: Path) -> int:
    """Per kind and axis, before → after; then the motion figures of both files (when present)."""
    before, after = json.loads(before_path.read_text()), json.loads(after_path.read_text())
    if "judge" in after:
        _validity().print_kind_table(before.get("judge", []), after["judge"])
        for label, data in (("before", before), ("after", after)):
            if "judge" in data:
                print(label, json.dumps(judge_summary(data["judge"])))
    for label, data in (("before", before), ("after", after)):
        if "motion" in data:
            print(label, "motion", json.dumps(motion_summary(data["motion"])))
    return 0


def main(argv: list[str]) -> int:
    from worldreward.degrade import DEGRADATIONS

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("command", nargs="?", choices=["build", "motion", "judge"])
    ap.add_argument("--root", type=Path, help="cache folder of rendered clips")
    ap.add_argument("--split", default="dev", choices=list(SPLIT_CODES))
    ap.add_argument("--clips", type=int, default=None, help="clips (build/motion: 24, judge: 4)")
    ap.add_argument("--kinds", default=",".join(DEGRADATIONS))
    ap.add_argument("--strengths", default="0.5,1,1.5")
    ap.add_argument("--json", type=Path)
    ap.add_argument("--judge-opt", action="append", default=[], metavar="KEY=VALUE",
                    help="judge: a GeometryJudge option (float), e.g. same_direction_cosine=1.01")
    ap.add_argument("--compare", nargs=2, type=Path, metavar=("BEFORE", "AFTER"))
    args = ap.parse_args(argv)
    if args.compare:
        return compare(*args.compare)
    if not args.command or not args.root:
        ap.error("give a command (build, motion, judge) and --root")
    n = args.clips or (4 if args.command == "judge" else 24)
    t0 = time.perf_counter()
    try:
        clips = build(args.root, args.split, n, verbose=args.command == "build")
    except RealRenderUnavailable as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"{len(clips)} {args.split} clips ready in {time.perf_counter() - t0:.0f} s", file=sys.stderr)
    result: dict = {"split": args.split, "clips": n}
    if args.command == "motion":
        rows = [row for r in clips for row in read_clip(r, args.root)]
        for row in rows:
            if not row["exact"]:
                print(f"  miss {row['clip']}: {row['token']} -> {row['got']} (yaw {row['yaw']:.2f}/{row['got_yaw']:.2f}"
                      f", pitch {row['pitch']:.2f}/{row['got_pitch']:.2f}, speed {row['speed']:.1f})")
        result["motion"] = rows
        print(json.dumps(motion_summary(rows)))
    elif args.command == "judge":
        kinds = [k for k in args.kinds.split(",") if k]
        opts = {k: float(v) for k, v in (o.split("=", 1) for o in args.judge_opt)}
        rows = judge_pairs(args.root, clips, kinds, [float(s) for s in args.strengths.split(",")], judge_opts=opts)
        result["judge"] = rows
        table = _validity().per_kind(rows)
        print(f"\n{'kind':<16} {'hurts':<11}" + "".join(f"{ax:>12}" for ax in AXES))
        for kind, per in table.items():
            print(f"{kind:<16} {','.join(sorted(DEGRADATIONS[kind].hurts)):<11}" + "".join(
                f"{per[ax][0]:>7}/{per[ax][1]:<4}" for ax in AXES))
        print(json.dumps(judge_summary(rows)))
    print(f"{time.perf_counter() - t0:.0f} s", file=sys.stderr)
    if args.json:
        args.json.write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
