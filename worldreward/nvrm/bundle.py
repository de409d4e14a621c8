"""NVRM release bundles: the ``worl-bundle.json`` manifest and its verification.

CONTRACT. A bundle is a folder holding

- ``model-0000i-of-0000n.safetensors`` backbone shards + ``model.safetensors.index.json``,
- ``nvrm_head.safetensors`` with one tensor ``rm_head.weight`` of shape ``(1, hidden)``,
- ``config.json``, tokenizer and processor files,
- ``worl-bundle.json``: ``{"schema": "worl.bundle.v1", "files": [{path, bytes, sha256}, ...],
  "inference": {fps, continuation_seconds, resize_height, jpeg_quality, min_pixels,
  max_pixels, dtype, base_model, base_revision, chat_template, thinking}}``.

`verify_bundle` checks EVERY file before anything is loaded: each listed file must exist as a
regular file with the listed size and SHA-256 (hashed in 1 MiB blocks, never read whole), and
no other file may be in the folder (``worl-bundle.json`` itself excepted). All problems are
collected and reported together in one `BundleError` that names each file and what is wrong.
The manifest itself is the root of trust: compare `BundleManifest.digest` with the digest your
release notes publish.

This module never imports torch; loading lives in `worldreward.nvrm.score.load_nvrm`, which
calls `verify_bundle` first.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from functools import partial
from pathlib import Path, PurePosixPath
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError

from ..console import progress
from ..errors import BundleError

MANIFEST_NAME = "worl-bundle.json"
BUNDLE_SCHEMA = "worl.bundle.v1"
HEAD_FILE = "nvrm_head.safetensors"
HEAD_TENSOR = "rm_head.weight"
INDEX_FILE = "model.safetensors.index.json"
#: Files a bundle must list besides the shards named by the index.
REQUIRED_FILES: tuple[str, ...] = (INDEX_FILE, HEAD_FILE, "config.json")
HASH_BLOCK = 1 << 20


class InferenceSpec(BaseModel):
    """Pinned inference metadata: every preprocessing and numeric choice scoring depends on."""

    model_config = ConfigDict(extra="forbid")

    fps: float = Field(1.0, gt=0)
    continuation_seconds: float = Field(5.0, gt=0)
    resize_height: int = Field(360, gt=0)
    jpeg_quality: int = Field(85, ge=1, le=100)
    min_pixels: int = Field(1024, gt=0)
    max_pixels: int = Field(76800, gt=0)
    dtype: Literal["bfloat16", "float16", "float32"] = "bfloat16"
    base_model: str = ""
    base_revision: str = ""
    chat_template: str = "nvrm_chat.v1"
    thinking: bool = False

    @property
    def continuation_frames(self) -> int:
        """Frames sampled from one continuation (5.0 s at 1 FPS -> 5)."""
        return max(1, round(self.continuation_seconds * self.fps))


class BundleFile(BaseModel):
    """One inventory entry: POSIX path relative to the bundle folder, size and SHA-256 (hex)."""

    model_config = ConfigDict(extra="forbid")

    path: str
    bytes: int = Field(ge=0)
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")


class BundleManifest(BaseModel):
    """The parsed ``worl-bundle.json``. Returned by `verify_bundle` only after every check passed."""

    model_config = ConfigDict(populate_by_name=True, extra="forbid")

    schema_name: Literal["worl.bundle.v1"] = Field(BUNDLE_SCHEMA, alias="schema")
    files: list[BundleFile]
    inference: InferenceSpec
    _root: Path | None = PrivateAttr(default=None)
    _verified: bool = PrivateAttr(default=False)

    @property
    def root(self) -> Path:
        """The folder this manifest was verified in."""
        if self._root is None:
            raise BundleError("", "manifest has no bundle folder (it was not read by verify_bundle)")
        return self._root

    @property
    def verified(self) -> bool:
        """True only for manifests returned by `verify_bundle` (not for hand-built ones)."""
        return self._verified

    @property
    def digest(self) -> str:
        """SHA-256 of the canonical manifest JSON (sorted keys, no spaces)."""
        return hashlib.sha256(canonical_manifest_bytes(self)).hexdigest()

    def path_of(self, name: str) -> Path:
        """Absolute path of a listed file."""
        return self.root / name


def canonical_manifest_bytes(manifest: BundleManifest) -> bytes:
    """The manifest as canonical JSON bytes (what `BundleManifest.digest` hashes)."""
    data = manifest.model_dump(mode="json", by_alias=True)
    return json.dumps(data, sort_keys=True, separators=(",", ":")).encode("utf-8")


def sha256_file(path: Path, on_block: Callable[[int], object] | None = None) -> str:
    """Streamed SHA-256 of a file (1 MiB blocks); ``on_block(n_bytes)`` is called per block."""
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        while block := fh.read(HASH_BLOCK):
            digest.update(block)
            if on_block is not None:
                on_block(len(block))
    return digest.hexdigest()


def _bad_path(name: str) -> str | None:
    """Why an inventory path is unacceptable (absolute, escaping, not normalised), or None."""
    pure = PurePosixPath(name)
    if not name or pure.is_absolute() or "\\" in name:
        return "path must be relative and use '/'"
    if any(part in ("", ".", "..") for part in name.split("/")):
        return "path must not contain '.', '..' or empty parts"
    if name == MANIFEST_NAME:
        return f"{MANIFEST_NAME} must not list itself"
    return None


def read_manifest(bundle_dir: str | Path) -> BundleManifest:
    """Parse ``worl-bundle.json`` (schema and field checks only; no file is hashed)."""
    root = Path(bundle_dir)
    if not root.is_dir():
        raise BundleError(str(root), "bundle folder does not exist or is not a folder")
    path = root / MANIFEST_NAME
    if not path.is_file():
        raise BundleError(str(path), "missing: a bundle must contain worl-bundle.json")
    from ..limits import read_json

    try:
        data = read_json(path, error=BundleError, what="manifest")
    except BundleError as exc:
        raise BundleError(exc.where, f"unreadable manifest JSON: {exc.problem}") from None
    if isinstance(data, dict) and data.get("schema") != BUNDLE_SCHEMA:
        raise BundleError(str(path), f"schema is {data.get('schema')!r}, expected {BUNDLE_SCHEMA!r}")
    try:
        manifest = BundleManifest.model_validate(data)
    except ValidationError as exc:
        raise BundleError(str(path), f"invalid manifest: {exc}") from exc
    manifest._root = root.resolve()
    return manifest


def _files_on_disk(root: Path) -> tuple[set[str], list[str]]:
    """Relative POSIX paths of every non-folder entry under ``root``, and symlink problems."""
    found: set[str] = set()
    problems: list[str] = []
    for entry in sorted(root.rglob("*")):
        rel = entry.relative_to(root).as_posix()
        if entry.is_symlink():
            problems.append(f"{rel}: is a symbolic link (bundles hold regular files only)")
        elif not entry.is_dir():
            found.add(rel)
    return found, problems


def _check_listed(root: Path, item: BundleFile, on_block: Callable[[int], object]) -> str | None:
    """Problem with one listed file (missing, not a file, size, digest) or None."""
    path = root / item.path
    if not path.exists() and not path.is_symlink():
        return f"{item.path}: missing (listed with {item.bytes} bytes)"
    if path.is_symlink():
        return None  # reported by the folder walk
    if not path.is_file():
        return f"{item.path}: is not a regular file"
    size = path.stat().st_size
    if size != item.bytes:
        return f"{item.path}: size is {size} bytes, manifest says {item.bytes}"
    actual = sha256_file(path, on_block)
    if actual != item.sha256:
        return f"{item.path}: SHA-256 mismatch (manifest {item.sha256[:16]}…, file {actual[:16]}…)"
    return None


def _structure_problems(manifest: BundleManifest, listed: set[str]) -> list[str]:
    """Required files and shards named by the index must be in the inventory."""
    problems = [f"{name}: required file is not listed in the manifest"
                for name in REQUIRED_FILES if name not in listed]
    index = manifest.root / INDEX_FILE
    if INDEX_FILE in listed and index.is_file():
        try:
            weight_map = json.loads(index.read_text(encoding="utf-8"))["weight_map"]
            shards = set(weight_map.values())
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
            return [*problems, f"{INDEX_FILE}: not a valid safetensors index ({exc})"]
        problems += [f"{shard}: shard named by {INDEX_FILE} is not listed in the manifest"
                     for shard in sorted(shards - listed)]
    return problems


def verify_bundle(bundle_dir: str | Path) -> BundleManifest:
    """Verify a bundle folder against its manifest; return the verified `BundleManifest`.

    Raises `BundleError` (``where`` = the folder) listing every problem found: unreadable or
    invalid manifest, duplicate or unsafe inventory paths, missing files, extra files, size
    and SHA-256 mismatches, symlinks, required files or index shards not listed.
    Nothing is loaded into memory beyond 1 MiB hashing blocks.
    """
    manifest = read_manifest(bundle_dir)
    root = manifest.root
    problems: list[str] = []
    listed: set[str] = set()
    for item in manifest.files:
        why = _bad_path(item.path)
        if why:
            problems.append(f"{item.path or '<empty>'}: {why}")
        elif item.path in listed:
            problems.append(f"{item.path}: listed more than once")
        listed.add(item.path)
    on_disk, link_problems = _files_on_disk(root)
    problems += link_problems
    problems += [f"{name}: extra file not listed in the manifest"
                 for name in sorted(on_disk - listed - {MANIFEST_NAME})]
    with progress(transient=True) as bar:
        task = bar.add_task("verifying bundle (bytes)", total=sum(f.bytes for f in manifest.files))
        for item in manifest.files:
            if not _bad_path(item.path) and (why := _check_listed(root, item, partial(bar.advance, task))):
                problems.append(why)
    if not problems:
        problems = _structure_problems(manifest, listed)
    if problems:
        count = f"{len(problems)} problem{'s' if len(problems) > 1 else ''}"
        raise BundleError(str(root), f"bundle verification failed ({count}): " + "; ".join(problems))
    manifest._verified = True
    return manifest


def write_manifest(
    bundle_dir: str | Path, inference: InferenceSpec, *, exclude: tuple[str, ...] = ()
) -> BundleManifest:
    """Inventory every file under ``bundle_dir`` (sorted) and write ``worl-bundle.json``.

    For release tooling and the tiny test bundle; ``exclude`` lists relative paths to skip.
    Returns the (unverified) manifest that was written.
    """
    root = Path(bundle_dir)
    on_disk, link_problems = _files_on_disk(root)
    if link_problems:
        raise BundleError(str(root), "; ".join(link_problems))
    names = sorted(on_disk - {MANIFEST_NAME} - set(exclude))
    files = [BundleFile(path=n, bytes=(root / n).stat().st_size, sha256=sha256_file(root / n))
             for n in names]
    manifest = BundleManifest(schema=BUNDLE_SCHEMA, files=files, inference=inference)
    text = json.dumps(manifest.model_dump(mode="json", by_alias=True), indent=2) + "\n"
    (root / MANIFEST_NAME).write_text(text, encoding="utf-8")
    manifest._root = root.resolve()
    return manifest
