"""Synthetic rollouts with exactly known camera motion (the ground truth for motion tests).

A small textured 3-D world is rendered with a pinhole camera: a ground plane, a sky/ceiling
plane and four walls (the "environment box"), plus near vertical billboards at several depths,
so that translation shows parallax while rotation does not. Each plane is drawn with
``cv2.warpPerspective`` of a tiling texture with a per-pixel depth test, clipped to the
part in front of the camera. Optional hard-mode effects make the frames look like real rollouts:
independent moving sprites, a static HUD, brightness flicker/fade, JPEG or mp4 compression.

Camera axes are OpenCV's: x right, y down, z forward. Per frame, the camera first rotates in
its own frame (yaw, pitch) and then translates along its own axes. Token meaning:

- ``forward`` = +z, ``backward`` = -z, ``right`` = +x (strafe), ``left`` = -x; diagonals add both.
- ``camera_right`` = yaw right (content moves toward the LEFT edge), ``camera_left`` the reverse;
  ``camera_up`` = pitch up (content sinks toward the BOTTOM edge), ``camera_down`` the reverse;
  ``camera_ul/ur/dl/dr`` combine yaw and pitch at full rate each.

Rates per unit ``magnitude`` are the module constants `YAW_DEG_PER_FRAME`,
`PITCH_DEG_PER_FRAME` and `SPEED_PER_FRAME` (scene units; the nearest billboards stand 3-12 units
away, the walls 25). ``python -m worldreward.synth OUT.mp4 --tokens forward,camera_left`` writes
one rollout.
"""

from __future__ import annotations

import functools
import math
from typing import Literal

import cv2
import numpy as np
from pydantic import BaseModel, ConfigDict, Field, field_validator

from .actions import parse_action
from .errors import ActionError

#: Yaw rate in degrees per frame at ``magnitude`` 1.
YAW_DEG_PER_FRAME = 1.5
#: Pitch rate in degrees per frame at ``magnitude`` 1.
PITCH_DEG_PER_FRAME = 1.5
#: Translation speed in scene units per frame at ``magnitude`` 1 (billboards stand 3-12 units away).
SPEED_PER_FRAME = 0.08
#: Height of the camera above the ground plane (scene units).
CAMERA_HEIGHT = 1.6
#: Half-size of the environment box in the "parallax" scene and in the "distant" scene.
BOX_HALF = {"parallax": 25.0, "distant": 12.0}
#: Height of the sky plane above the camera (far, like a real sky: little parallax up there).
SKY_HEIGHT = {"parallax": 40.0, "distant": 40.0}
#: Number of billboards in the "parallax" scene and their distance range from the start position.
BILLBOARDS = 24
BILLBOARD_DISTANCE = (2.5, 12.0)
#: A billboard closer than this (scene units) to any camera position of the rollout is left out:
#: a camera passing through a plane sees no readable motion, and world models do not walk through walls.
BILLBOARD_CLEARANCE = 0.75
#: Distinct textures per kind (made once per process; planes reuse them rotated and recoloured).
TEXTURE_POOL = 8
TEXTURE_SEED = 12345
#: Near clipping distance (scene units).
NEAR_CLIP = 0.05

Texture = Literal["noise", "bricks", "natural"]


class SynthSpec(BaseModel):
    """What to render. ``tokens``: one action token per step (DESIGN.md vocabulary)."""

    tokens: list[str]
    frames_per_action: int = Field(8, ge=1)
    size: tuple[int, int] = (320, 192)  # (width, height)
    magnitude: float = Field(1.0, gt=0)
    texture: Texture = "noise"
    fov_deg: float | None = Field(None, gt=10, lt=170)  # horizontal FOV; None = drawn from seed
    fov_range: tuple[float, float] = (45.0, 100.0)  # range the FOV is drawn from when None
    seed: int = 0
    scene: Literal["parallax", "distant"] = "parallax"
    moving_objects: int = Field(0, ge=0)  # independent sprites (not camera-induced motion)
    hud: bool = False  # static overlay: text, crosshair, minimap box
    lighting: Literal["none", "flicker", "fade"] = "none"
    compression: Literal["none", "jpeg", "mp4"] = "none"  # True means "mp4", False "none"
    jpeg_quality: int = Field(60, ge=5, le=100)
    fps: float = 16.0
    supersample: int = Field(2, ge=1, le=4)  # render at k× and area-downsample (anti-aliasing)
    start_yaw_deg: float | None = None  # initial heading; None = drawn from seed
    start_pitch_deg: float = 0.0  # initial pitch (+ up)

    @field_validator("compression", mode="before")
    @classmethod
    def _bool_compression(cls, value: object) -> object:
        if value is True:
            return "mp4"
        if value is False or value is None:
            return "none"
        return value


class CameraPose(BaseModel):
    """World→camera rotation ``rotation`` (3×3, rows) and camera centre ``position`` (world)."""

    rotation: list[list[float]]
    position: list[float]


class StepTruth(BaseModel):
    """The exact commanded motion of one step over inclusive frames ``[start_frame, end_frame]``."""

    token: str
    translation: str
    rotation: str
    start_frame: int
    end_frame: int
    yaw_deg_per_frame: float  # > 0 = turn right
    pitch_deg_per_frame: float  # > 0 = pitch up
    surge_per_frame: float  # > 0 = forward (scene units)
    sway_per_frame: float  # > 0 = strafe right (scene units)


class SynthRollout(BaseModel):
    """A rendered rollout: frames ``(T, H, W, 3)`` uint8 RGB with ``T = 1 + steps × fpa``."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    spec: SynthSpec
    frames: np.ndarray = Field(exclude=True, repr=False)
    poses: list[CameraPose]
    steps: list[StepTruth]
    focal_px: float
    fov_deg: float

    @property
    def tokens(self) -> list[str]:
        return [s.token for s in self.steps]


# --------------------------------------------------------------------------- tokens


def all_tokens() -> list[str]:
    """Every token of the vocabulary: idle, 8 translations, 8 rotations, 64 compounds (81)."""
    from .types import ROTATIONS, TRANSLATIONS

    out = ["idle", *TRANSLATIONS, *ROTATIONS]
    out += [f"{t}+{r}" for t in TRANSLATIONS for r in ROTATIONS]
    return out


def fov_to_focal(fov_deg: float, width: int) -> float:
    """Horizontal field of view (degrees) → focal length in pixels for an image ``width`` wide."""
    return (width / 2.0) / math.tan(math.radians(fov_deg) / 2.0)


# --------------------------------------------------------------------------- textures


def _spectral_noise(rng: np.random.Generator, size: int, beta: float, channels: int) -> np.ndarray:
    """Periodic (tileable) 1/f^beta noise, each channel normalised to zero mean, unit std."""
    fy = np.fft.fftfreq(size)[:, None]
    fx = np.fft.rfftfreq(size)[None, :]
    radius = np.sqrt(fx**2 + fy**2)
    radius[0, 0] = 1.0
    amp = radius ** (-beta / 2.0 - 0.5)
    amp[0, 0] = 0.0
    phase = rng.uniform(0, 2 * np.pi, size=(channels, *amp.shape))
    field = np.fft.irfft2(amp * np.exp(1j * phase), s=(size, size), axes=(-2, -1))
    field = (field - field.mean(axis=(1, 2), keepdims=True)) / (field.std(axis=(1, 2), keepdims=True) + 1e-9)
    return np.ascontiguousarray(field.transpose(1, 2, 0), dtype=np.float32)


def _colourise(rng: np.random.Generator, field: np.ndarray, contrast: float) -> np.ndarray:
    base = rng.uniform(60, 190, size=(3, 1))
    mix = rng.uniform(-1, 1, size=(3, field.shape[-1])) * contrast
    return cv2.transform(field, np.hstack([mix, base]).astype(np.float32)).clip(0, 255).astype(np.uint8)


def make_texture(kind: Texture, rng: np.random.Generator, size: int = 256) -> np.ndarray:
    """A tileable ``size``×``size`` RGB texture of the given kind.

    ``noise``: multi-scale spectral noise (well textured). ``bricks``: a brick wall (strong,
    repetitive edges: a trap for trackers). ``natural``: smooth low-frequency shading with a few
    sharp shapes (large low-texture regions).
    """
    if kind == "noise":
        return _colourise(rng, _spectral_noise(rng, size, beta=1.2, channels=3), 45.0)
    if kind == "natural":
        img = _colourise(rng, _spectral_noise(rng, size, beta=3.2, channels=3), 35.0)
        for _ in range(int(rng.integers(3, 7))):
            colour = tuple(int(v) for v in rng.uniform(20, 235, size=3))
            centre = tuple(int(v) for v in rng.integers(0, size, size=2))
            if rng.random() < 0.5:
                cv2.circle(img, centre, int(rng.integers(size // 16, size // 5)), colour, -1, cv2.LINE_AA)
            else:
                end = tuple(int(v) for v in rng.integers(0, size, size=2))
                cv2.line(img, centre, end, colour, int(rng.integers(2, 6)), cv2.LINE_AA)
        return img
    # bricks: 8 rows × 4 bricks per tile, alternate rows offset by half a brick
    rows, cols = 8, 4
    bh, bw = size // rows, size // cols
    mortar = np.array(rng.uniform(170, 215, size=3))
    base = rng.uniform(90, 170, size=3)
    img = np.empty((size, size, 3), np.float32)
    img[:] = mortar
    for r in range(rows):
        offset = (bw // 2) * (r % 2)
        for c in range(-1, cols):
            x0 = c * bw + offset + 2
            colour = base + rng.uniform(-25, 25, size=3)
            xs = np.arange(x0, x0 + bw - 4) % size
            img[r * bh + 2: (r + 1) * bh - 2, xs] = colour
    grain = _spectral_noise(rng, size, beta=0.6, channels=1)
    img += grain * 6.0
    return np.clip(img, 0, 255).astype(np.uint8)


@functools.lru_cache(maxsize=8)
def texture_pool(kind: Texture) -> tuple[np.ndarray, ...]:
    """`TEXTURE_POOL` textures of ``kind`` from a fixed seed, made once per process (rollouts
    vary them by rotation, channel permutation and colour shift drawn from their own seed)."""
    rng = np.random.default_rng(TEXTURE_SEED)
    pool = tuple(make_texture(kind, rng) for _ in range(TEXTURE_POOL))
    for img in pool:
        img.setflags(write=False)
    return pool


# --------------------------------------------------------------------------- scene


class _Plane(BaseModel):
    """A textured rectangle: world point ``origin + s*u + t*v`` for texel (s, t) in [0, extent)."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    origin: np.ndarray  # world position of texel (0, 0)
    u: np.ndarray  # world step per texel along texture x
    v: np.ndarray  # world step per texel along texture y
    extent: tuple[float, float]  # size in texels (s, t)
    texture: np.ndarray

    def corners(self) -> np.ndarray:
        s, t = self.extent
        return np.stack([self.origin, self.origin + s * self.u,
                         self.origin + s * self.u + t * self.v, self.origin + t * self.v])


def _plane(origin, axis_u, axis_v, size_u, size_v, texels_per_unit, texture) -> _Plane:
    axis_u = np.asarray(axis_u, float)
    axis_v = np.asarray(axis_v, float)
    return _Plane(
        origin=np.asarray(origin, float),
        u=axis_u / texels_per_unit,
        v=axis_v / texels_per_unit,
        extent=(size_u * texels_per_unit, size_v * texels_per_unit),
        texture=texture,
    )


def build_scene(spec: SynthSpec, rng: np.random.Generator) -> list[_Plane]:
    """The planes of the scene (world axes: x right, y down, z forward at the start pose)."""
    half = BOX_HALF[spec.scene]
    ground_y = CAMERA_HEIGHT if spec.scene == "parallax" else 6.0
    sky_y = -SKY_HEIGHT[spec.scene]
    planes: list[_Plane] = []
    pool = texture_pool(spec.texture)

    def tex() -> np.ndarray:
        """A pool texture, randomly rotated/flipped with permuted colour channels."""
        img = np.rot90(pool[int(rng.integers(len(pool)))], int(rng.integers(4)))
        img = img[:, :, rng.permutation(3)].astype(np.int16) + rng.integers(-30, 31, size=3)
        return np.clip(img, 0, 255).astype(np.uint8)

    density = 12.0 if spec.scene == "parallax" else 16.0
    # environment box: ground, sky, four walls (normals point inward)
    planes.append(_plane([-half, ground_y, -half], [1, 0, 0], [0, 0, 1], 2 * half, 2 * half, 24.0, tex()))
    planes.append(_plane([-half, sky_y, -half], [1, 0, 0], [0, 0, 1], 2 * half, 2 * half, density / 2, tex()))
    height = ground_y - sky_y
    for axis_u, origin in (
        ([1, 0, 0], [-half, sky_y, half]),  # front wall (z = +half)
        ([-1, 0, 0], [half, sky_y, -half]),  # back wall
        ([0, 0, -1], [-half, sky_y, half]),  # left wall (x = -half)
        ([0, 0, 1], [half, sky_y, -half]),  # right wall
    ):
        planes.append(_plane(origin, axis_u, [0, 1, 0], 2 * half, height, density, tex()))
    if spec.scene == "parallax":
        # billboards on a ring around the start position, one per angular sector
        angles = (np.arange(BILLBOARDS) + rng.uniform(0, 1, BILLBOARDS)) * (2 * math.pi / BILLBOARDS)
        for angle in angles:
            dist = rng.uniform(*BILLBOARD_DISTANCE)
            centre = np.array([dist * math.sin(angle), 0.0, dist * math.cos(angle)])
            width = rng.uniform(0.8, 2.5)
            top = CAMERA_HEIGHT - rng.uniform(1.2, 4.0)
            facing = -centre / np.linalg.norm(centre)  # towards the start position
            axis_u = np.array([facing[2], 0.0, -facing[0]])  # horizontal, perpendicular to facing
            origin = centre - axis_u * width / 2 + np.array([0.0, top, 0.0])
            planes.append(_plane(origin, axis_u, [0, 1, 0], width, CAMERA_HEIGHT - top, 64.0, tex()))
    return planes


def _clear_path(spec: SynthSpec, planes: list[_Plane], positions: list[np.ndarray]) -> list[_Plane]:
    """Drop the billboards (every plane after the six of the environment box) that come within
    `BILLBOARD_CLEARANCE` of a camera position."""
    if spec.scene != "parallax":
        return planes
    pos = np.asarray(positions, float)
    keep = planes[:6]
    for plane in planes[6:]:
        edge_u, edge_v = plane.u * plane.extent[0], plane.v * plane.extent[1]
        d = pos - plane.origin
        a = np.clip(d @ edge_u / (edge_u @ edge_u), 0.0, 1.0)
        b = np.clip(d @ edge_v / (edge_v @ edge_v), 0.0, 1.0)
        gap = np.linalg.norm(d - a[:, None] * edge_u - b[:, None] * edge_v, axis=1)
        if float(gap.min()) >= BILLBOARD_CLEARANCE:
            keep.append(plane)
    return keep


# --------------------------------------------------------------------------- rendering


def _clip_polygon(points: np.ndarray, normal: np.ndarray, offset: float) -> np.ndarray:
    """Clip a convex polygon (camera coordinates, N×3) to the half-space ``normal · p >= offset``
    (one Sutherland-Hodgman pass)."""
    out = []
    n = len(points)
    side = points @ normal - offset
    for i in range(n):
        a, b = points[i], points[(i + 1) % n]
        if side[i] >= 0:
            out.append(a)
        if (side[i] >= 0) != (side[(i + 1) % n] >= 0):
            out.append(a + side[i] / (side[i] - side[(i + 1) % n]) * (b - a))
    return np.array(out) if out else np.zeros((0, 3))


def _clip_to_view(points: np.ndarray, k: np.ndarray, size: tuple[int, int], margin: float = 4.0) -> np.ndarray:
    """Clip a convex polygon (camera coordinates) to the part in front of the near plane whose
    projection lies within ``margin`` pixels of the image, so that every projected vertex is a
    true image point of the plane (no vertex far outside the image to clamp)."""
    width, height = size
    bounds = (
        (np.array([0.0, 0.0, 1.0]), NEAR_CLIP),
        (k[0] + margin * k[2], 0.0),  # u >= -margin
        ((width + margin) * k[2] - k[0], 0.0),  # u <= width + margin
        (k[1] + margin * k[2], 0.0),  # v >= -margin
        ((height + margin) * k[2] - k[1], 0.0),  # v <= height + margin
    )
    for normal, offset in bounds:
        points = _clip_polygon(points, normal, offset)
        if len(points) < 3:
            break
    return points


def _render_view(planes: list[_Plane], rot: np.ndarray, pos: np.ndarray, k: np.ndarray,
                 size: tuple[int, int]) -> np.ndarray:
    """Render the planes seen from world→camera rotation ``rot`` at centre ``pos``: each pixel
    shows the nearest plane in front of the camera (black where there is none)."""
    width, height = size
    frame = np.zeros((height, width, 3), np.uint8)
    depth = np.full((height, width), np.inf, np.float32)
    k_inv = np.linalg.inv(k)
    us, vs = np.meshgrid(np.arange(width, dtype=np.float32), np.arange(height, dtype=np.float32))
    for plane in planes:
        cam = (rot @ (plane.corners() - pos).T).T
        poly = _clip_to_view(cam, k, size)
        if len(poly) < 3:
            continue
        proj = (k @ poly.T).T
        pix = proj[:, :2] / proj[:, 2:3]
        x0, y0 = (max(0, int(np.floor(pix[:, i].min()))) for i in (0, 1))
        x1 = min(width, int(np.ceil(pix[:, 0].max())) + 1)
        y1 = min(height, int(np.ceil(pix[:, 1].max())) + 1)
        if x1 <= x0 or y1 <= y0:
            continue
        roi = (slice(y0, y1), slice(x0, x1))
        mask = np.zeros((y1 - y0, x1 - x0), np.uint8)
        cv2.fillPoly(mask, [np.round((pix - [x0, y0]) * 16).astype(np.int32)], 255, cv2.LINE_8, shift=4)
        # depth (camera z) of the plane at each pixel of the box: n·p = n·o along the ray K⁻¹(u, v, 1)
        normal, origin = rot @ np.cross(plane.u, plane.v), rot @ (plane.origin - pos)
        along = (np.float32(normal @ k_inv[:, 0]) * us[roi] + np.float32(normal @ k_inv[:, 1]) * vs[roi]
                 + np.float32(normal @ k_inv[:, 2]))
        with np.errstate(divide="ignore", invalid="ignore"):
            z = np.float32(normal @ origin) / along
        visible = (mask > 0) & (z > 0) & (z < depth[roi])
        if not visible.any():
            continue
        shift = np.array([[1.0, 0, -x0], [0, 1.0, -y0], [0, 0, 1.0]])
        homog = shift @ k @ np.column_stack([rot @ plane.u, rot @ plane.v, origin])
        warped = cv2.warpPerspective(plane.texture, homog, (x1 - x0, y1 - y0), flags=cv2.INTER_LINEAR,
                                     borderMode=cv2.BORDER_WRAP)
        cv2.copyTo(warped, visible.view(np.uint8), frame[roi])
        np.copyto(depth[roi], z, where=visible)
    return frame


def _rotation(yaw_rad: float, pitch_rad: float) -> np.ndarray:
    """Camera-frame point rotation for a camera turning right by ``yaw`` and up by ``pitch``."""
    rvec = np.array([-pitch_rad, -yaw_rad, 0.0])
    return cv2.Rodrigues(rvec)[0]


class _Sprite(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)

    image: np.ndarray
    pos: np.ndarray
    vel: np.ndarray


def _make_sprites(spec: SynthSpec, rng: np.random.Generator) -> list[_Sprite]:
    width, height = spec.size
    sprites = []
    for _ in range(spec.moving_objects):
        w = int(rng.uniform(0.12, 0.2) * width)
        h = int(rng.uniform(0.15, 0.3) * height)
        tex = make_texture("noise", rng, 128)
        image = cv2.resize(tex, (w, h), interpolation=cv2.INTER_AREA)
        speed = rng.uniform(2.0, 4.0) * width / 320
        ang = rng.uniform(0, 2 * math.pi)
        pos = np.array([rng.uniform(0, width - w), rng.uniform(0, height - h)])
        sprites.append(_Sprite(image=image, pos=pos, vel=speed * np.array([math.cos(ang), math.sin(ang)])))
    return sprites


def _draw_sprites(frame: np.ndarray, sprites: list[_Sprite]) -> None:
    height, width = frame.shape[:2]
    for sp in sprites:
        h, w = sp.image.shape[:2]
        x, y = int(round(sp.pos[0])), int(round(sp.pos[1]))
        frame[y:y + h, x:x + w] = sp.image[: max(0, height - y), : max(0, width - x)]
        sp.pos = sp.pos + sp.vel
        for axis, limit in ((0, width - w), (1, height - h)):
            if sp.pos[axis] < 0 or sp.pos[axis] > limit:
                sp.vel[axis] = -sp.vel[axis]
                sp.pos[axis] = float(np.clip(sp.pos[axis], 0, limit))


def _draw_hud(frame: np.ndarray) -> None:
    """A game-like static overlay: status text, a crosshair and a minimap box."""
    height, width = frame.shape[:2]
    scale = width / 320
    cv2.putText(frame, "HP 100  AMMO 30", (int(6 * scale), int(16 * scale)), cv2.FONT_HERSHEY_SIMPLEX,
                0.45 * scale, (255, 255, 255), max(1, int(scale)), cv2.LINE_AA)
    cx, cy, r = width // 2, height // 2, int(6 * scale)
    cv2.line(frame, (cx - r, cy), (cx + r, cy), (255, 255, 255), 1)
    cv2.line(frame, (cx, cy - r), (cx, cy + r), (255, 255, 255), 1)
    bw, bh = int(0.22 * width), int(0.25 * height)
    x0, y0 = width - bw - 4, height - bh - 4
    cv2.rectangle(frame, (x0, y0), (x0 + bw, y0 + bh), (30, 30, 40), -1)
    cv2.rectangle(frame, (x0, y0), (x0 + bw, y0 + bh), (220, 220, 220), 1)
    cv2.line(frame, (x0 + 5, y0 + bh // 2), (x0 + bw - 5, y0 + bh // 3), (90, 160, 90), 2)
    cv2.circle(frame, (x0 + bw // 2, y0 + bh // 2), 3, (230, 60, 60), -1)


def _lighting_gains(spec: SynthSpec, n: int, rng: np.random.Generator) -> np.ndarray:
    if spec.lighting == "flicker":
        return 1.0 + rng.uniform(-0.15, 0.15, size=n)
    if spec.lighting == "fade":
        return np.linspace(1.0, 0.4, n)
    return np.ones(n)


def _compress(spec: SynthSpec, frames: np.ndarray) -> np.ndarray:
    if spec.compression == "jpeg":
        out = np.empty_like(frames)
        for i, f in enumerate(frames):
            ok, buf = cv2.imencode(".jpg", f[..., ::-1], [cv2.IMWRITE_JPEG_QUALITY, spec.jpeg_quality])
            out[i] = cv2.imdecode(buf, cv2.IMREAD_COLOR)[..., ::-1]
        return out
    if spec.compression == "mp4":
        import tempfile
        from pathlib import Path

        from .video import load_video, write_video

        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "rollout.mp4"
            write_video(path, frames, spec.fps)
            clip = load_video(path)
            if clip.frames.shape != frames.shape:
                raise RuntimeError(f"mp4 round trip changed shape {frames.shape} → {clip.frames.shape}")
            return clip.frames
    return frames


def step_truths(spec: SynthSpec) -> list[StepTruth]:
    """The exact per-step motion the spec commands."""
    fpa = spec.frames_per_action
    out = []
    for i, token in enumerate(spec.tokens):
        act = parse_action(token, where=f"synth token {i}")
        out.append(StepTruth(
            token=act.token, translation=act.translation, rotation=act.rotation,
            start_frame=i * fpa, end_frame=(i + 1) * fpa,
            yaw_deg_per_frame=act.yaw * YAW_DEG_PER_FRAME * spec.magnitude,
            pitch_deg_per_frame=act.pitch * PITCH_DEG_PER_FRAME * spec.magnitude,
            surge_per_frame=act.surge * SPEED_PER_FRAME * spec.magnitude,
            sway_per_frame=act.sway * SPEED_PER_FRAME * spec.magnitude,
        ))
    return out


def render_rollout(spec: SynthSpec) -> SynthRollout:
    """Render ``spec`` deterministically (same spec and seed → same frames)."""
    if not spec.tokens:
        raise ActionError("synth", "a rollout needs at least one action token")
    rng = np.random.default_rng(spec.seed)
    width, height = spec.size
    fov = spec.fov_deg if spec.fov_deg is not None else float(rng.uniform(*spec.fov_range))
    focal = fov_to_focal(fov, width)
    ss = spec.supersample
    k_ss = np.array([[focal * ss, 0, width * ss / 2], [0, focal * ss, height * ss / 2], [0, 0, 1]])
    planes = build_scene(spec, rng)
    sprites = _make_sprites(spec, rng)
    steps = step_truths(spec)

    start_yaw = spec.start_yaw_deg if spec.start_yaw_deg is not None else float(rng.uniform(-180, 180))
    rot = _rotation(math.radians(start_yaw), math.radians(spec.start_pitch_deg))
    pos = np.zeros(3)
    poses = [CameraPose(rotation=rot.tolist(), position=pos.tolist())]
    for st in steps:
        d_rot = _rotation(math.radians(st.yaw_deg_per_frame), math.radians(st.pitch_deg_per_frame))
        v_cam = np.array([st.sway_per_frame, 0.0, st.surge_per_frame])
        for _ in range(spec.frames_per_action):
            pos = pos + rot.T @ v_cam
            rot = d_rot @ rot
            poses.append(CameraPose(rotation=rot.tolist(), position=pos.tolist()))

    planes = _clear_path(spec, planes, [np.array(p.position) for p in poses])
    gains = _lighting_gains(spec, len(poses), rng)
    frames = np.empty((len(poses), height, width, 3), np.uint8)
    for i, pose in enumerate(poses):
        img = _render_view(planes, np.array(pose.rotation), np.array(pose.position), k_ss,
                           (width * ss, height * ss))
        if ss > 1:
            img = cv2.resize(img, (width, height), interpolation=cv2.INTER_AREA)
        _draw_sprites(img, sprites)
        if spec.hud:
            _draw_hud(img)
        if gains[i] != 1.0:
            img = np.clip(img.astype(np.float32) * gains[i], 0, 255).astype(np.uint8)
        frames[i] = img
    frames = _compress(spec, frames)
    return SynthRollout(spec=spec, frames=frames, poses=poses, steps=steps, focal_px=focal, fov_deg=fov)


class AccuracyReport(BaseModel):
    """Exact-token accuracy of a motion reader on synthetic rollouts, with the confusions."""

    total: int
    correct: int
    translation_correct: int
    rotation_correct: int
    #: "commanded -> measured" → count, for every miss
    confusions: dict[str, int] = Field(default_factory=dict)
    #: "magnitude/texture" → (correct, total)
    by_group: dict[str, tuple[int, int]] = Field(default_factory=dict)

    @property
    def accuracy(self) -> float:
        return self.correct / self.total if self.total else 0.0

    def summary(self) -> str:
        lines = [f"exact-token accuracy {self.correct}/{self.total} = {self.accuracy:.3f} "
                 f"(translation {self.translation_correct / max(self.total, 1):.3f}, "
                 f"rotation {self.rotation_correct / max(self.total, 1):.3f})"]
        lines += [f"  {group}: {c}/{t}" for group, (c, t) in sorted(self.by_group.items())]
        worst = sorted(self.confusions.items(), key=lambda kv: -kv[1])
        lines += [f"  miss {k}: {v}" for k, v in worst]
        return "\n".join(lines)


def coverage_specs(*, magnitudes: tuple[float, ...] = (0.75, 1.5),
                   textures: tuple[Texture, ...] = ("noise", "bricks", "natural"),
                   tokens: list[str] | None = None, per_rollout: int = 3, seed: int = 0,
                   **spec_kw) -> list[SynthSpec]:
    """Specs covering every token (default `all_tokens`) at every magnitude × texture, shuffled
    into rollouts of ``per_rollout`` steps; ``spec_kw`` sets the other `SynthSpec` fields."""
    toks = tokens or all_tokens()
    specs = []
    for mi, magnitude in enumerate(magnitudes):
        for ti, texture in enumerate(textures):
            rng = np.random.default_rng([seed, mi, ti])
            order = rng.permutation(len(toks))
            for g in range(0, len(toks), per_rollout):
                specs.append(SynthSpec(tokens=[toks[i] for i in order[g:g + per_rollout]],
                                       magnitude=magnitude, texture=texture,
                                       seed=int(rng.integers(2**31)), **spec_kw))
    return specs


def evaluate_reader(specs: list[SynthSpec], reader=None, *, known_fov: bool = False,
                    show_progress: bool = False, per_clip: bool = True) -> AccuracyReport:
    """Render every spec, read every step and count exact token matches against the ground truth.

    ``reader``: a per-segment reader with `motion.read_motion`'s signature; None (default) reads
    each rollout with `motion.read_segments`, which estimates the focal once per rollout from all
    its steps as real use does (``per_clip=False`` uses `read_motion` per step instead).
    ``known_fov`` passes the true FOV to the reader."""
    from collections import Counter

    from .motion import read_motion, read_segments

    confusions: Counter[str] = Counter()
    groups: dict[str, list[int]] = {}
    total = correct = t_ok = r_ok = 0
    bar = None
    if show_progress:
        from .console import progress

        bar = progress(transient=True)
        bar.start()
        task = bar.add_task("synthetic motion accuracy", total=len(specs))
    try:
        for spec in specs:
            rollout = render_rollout(spec)
            fov = rollout.fov_deg if known_fov else None
            if reader is None and per_clip:
                readings = read_segments(rollout.frames, [(st.start_frame, st.end_frame) for st in rollout.steps],
                                         fov_deg=fov)
            else:
                readings = [(reader or read_motion)(rollout.frames[st.start_frame: st.end_frame + 1],
                                                    start_frame=st.start_frame, fov_deg=fov)
                            for st in rollout.steps]
            for st, got in zip(rollout.steps, readings, strict=True):
                ok = got.token == st.token
                total += 1
                correct += ok
                t_ok += got.translation == st.translation
                r_ok += got.rotation == st.rotation
                group = groups.setdefault(f"{spec.magnitude:g}/{spec.texture}", [0, 0])
                group[0] += ok
                group[1] += 1
                if not ok:
                    confusions[f"{st.token} -> {got.token}"] += 1
            if bar is not None:
                bar.advance(task)
    finally:
        if bar is not None:
            bar.stop()
    return AccuracyReport(total=total, correct=correct, translation_correct=t_ok, rotation_correct=r_ok,
                          confusions=dict(confusions), by_group={k: (v[0], v[1]) for k, v in groups.items()})


def main(argv: list[str] | None = None) -> int:
    """``python -m worldreward.synth OUT.mp4 --tokens a,b,...`` writes one synthetic rollout;
    ``python -m worldreward.synth --accuracy`` prints the motion reader's exact-token accuracy on the
    coverage suite (every token × magnitudes 0.75, 1.5 × three textures; each rollout read as one
    video with `motion.read_segments` unless ``--per-segment``)."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m worldreward.synth", description=main.__doc__)
    parser.add_argument("out", nargs="?", help="output video path, e.g. rollout.mp4")
    parser.add_argument("--tokens", help="comma-separated tokens, e.g. forward,camera_left")
    parser.add_argument("--accuracy", action="store_true", help="measure read_motion on the coverage suite")
    parser.add_argument("--frames-per-action", type=int, default=8)
    parser.add_argument("--size", default="320x192", help="WxH, e.g. 256x160")
    parser.add_argument("--texture", default="noise", choices=["noise", "bricks", "natural"])
    parser.add_argument("--scene", default="parallax", choices=["parallax", "distant"])
    parser.add_argument("--magnitude", type=float, default=1.0)
    parser.add_argument("--compression", default="none", choices=["none", "jpeg", "mp4"])
    parser.add_argument("--fov", type=float, default=None)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--per-segment", action="store_true",
                        help="--accuracy: read each step alone (focal searched per step) instead of once per rollout")
    parser.add_argument("--known-fov", action="store_true", help="--accuracy: give the reader the true FOV")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    if args.accuracy:
        specs = coverage_specs(seed=args.seed, frames_per_action=args.frames_per_action, size=(width, height),
                               compression=args.compression, supersample=1, fov_deg=args.fov)
        print(evaluate_reader(specs, show_progress=True, per_clip=not args.per_segment,
                              known_fov=args.known_fov).summary())
        return 0
    if not args.out or not args.tokens:
        parser.error("give OUT and --tokens (or --accuracy)")
    spec = SynthSpec(tokens=args.tokens.split(","), frames_per_action=args.frames_per_action,
                     size=(width, height), texture=args.texture, scene=args.scene, magnitude=args.magnitude,
                     compression=args.compression, fov_deg=args.fov, seed=args.seed)
    rollout = render_rollout(spec)
    from .video import write_video

    write_video(args.out, rollout.frames, spec.fps)
    print(f"{args.out}: {len(rollout.frames)} frames, fov {rollout.fov_deg:.1f}°, tokens {rollout.tokens}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
