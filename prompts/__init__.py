"""Prompt templates as files (installed as ``worldreward.prompts``).

`load(name)` returns the text of ``prompts/<name>``; `prompt_id(name)` its versioned id.
"""

from __future__ import annotations

import hashlib
from importlib import resources


def load(name: str) -> str:
    """Text of the template file ``name`` (e.g. ``"chunk_judge.v1.txt"``)."""
    return resources.files(__name__).joinpath(name).read_text(encoding="utf-8")


def text_hash(text: str) -> str:
    """Short SHA-256 of a rendered prompt, recorded in every review."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
