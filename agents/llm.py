"""The auditor's optional model roles over an OpenAI-compatible server: claim extractor,
reviser (the teacher re-writes a review given the measurements) and second look (a yes/no
question about a cropped evidence image).

CONTRACT: `AuditModel(base_url, model, api_key_env, timeout, max_retries, temperature,
response_format)`; `extract_claims(payload)` → list of `Claim` (``source="llm"``), the reply
constrained to the strict `claims_schema` (``response_format="json_schema"``, the default; entries
that still do not fit are dropped); `revise(payload, problems,
expected_slots, image)` → validated `ReviewPayload`; `second_look(image, question)` →
``{"answer": "yes|no|unsure", "why": ...}``. Prompts are the files ``prompts/audit_claims.v2.txt``,
``audit_revise.v1.txt`` and ``audit_second_look.v1.txt``. Errors raise `JudgeError` (server) or
`ReviewError` (unusable reply); the graph records them and escalates. The API key is read from the
named environment variable and never logged.
"""

from __future__ import annotations

import base64
import json
import os
import string
from pathlib import Path
from typing import Any

from worldreward import prompts
from worldreward.errors import JudgeError, ReviewError
from worldreward.review import ReviewPayload, extract_json_object, parse_review

from .claims import QUALITY_KINDS, Claim

REVISE_PROMPT = "audit_revise.v1"
CLAIMS_PROMPT = "audit_claims.v2"
SECOND_LOOK_PROMPT = "audit_second_look.v1"
_KINDS = {"direction", "static", *QUALITY_KINDS}
_DIRECTIONS = {"left", "right", "up", "down", "forward", "backward"}
_MOTIONS = {"rotation", "translation", "any"}


def claims_schema() -> dict[str, Any]:
    """The strict JSON schema of the claim extractor's reply (every property required, no extras)."""
    entry = {
        "type": "object", "additionalProperties": False,
        "properties": {
            "field": {"type": "string", "pattern": r"^(action\.[0-9]+|visual\.[a-z_]+)\.[AB]$"},
            "side": {"type": "string", "enum": ["A", "B"]},
            "kind": {"type": "string", "enum": sorted(_KINDS)},
            "direction": {"anyOf": [{"type": "string", "enum": sorted(_DIRECTIONS)}, {"type": "null"}]},
            "motion": {"anyOf": [{"type": "string", "enum": sorted(_MOTIONS)}, {"type": "null"}]},
            "negated": {"type": "boolean"},
            "hedged": {"type": "boolean"},
            "text": {"type": "string"},
        },
    }
    entry["required"] = list(entry["properties"])
    return {"type": "object", "additionalProperties": False, "required": ["claims"],
            "properties": {"claims": {"type": "array", "items": entry}}}


def render(prompt_id: str, **values: Any) -> str:
    """Render ``prompts/<prompt_id>.txt`` with ``$name`` placeholders."""
    return string.Template(prompts.load(f"{prompt_id}.txt")).substitute(**values)


def prompt_hash(prompt_id: str) -> str:
    """Hash of a template file's text (recorded in audit provenance)."""
    return prompts.text_hash(prompts.load(f"{prompt_id}.txt"))


def _image_part(path: Path) -> dict[str, Any]:
    data = base64.b64encode(Path(path).read_bytes()).decode("ascii")
    return {"type": "image_url", "image_url": {"url": f"data:image/png;base64,{data}"}}


class AuditModel:
    """A chat-completions client for the auditor's model roles."""

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key_env: str = "OPENAI_API_KEY",
        timeout: float = 120.0,
        max_retries: int = 2,
        temperature: float = 0.0,
        response_format: str = "json_schema",
        **_ignored: Any,
    ) -> None:
        from openai import OpenAI

        self.model = model
        self.base_url = base_url
        self.temperature = float(temperature)
        if response_format not in ("json_schema", "json_object", "none"):
            raise ValueError(f"response_format: choose json_schema, json_object or none, got {response_format!r}")
        self.response_format = response_format
        key = os.environ.get(api_key_env or "OPENAI_API_KEY") or "not-needed"
        self._client = OpenAI(base_url=base_url, api_key=key, timeout=float(timeout),
                              max_retries=int(max_retries))

    def config(self) -> dict[str, Any]:
        return {"model": self.model, "base_url": self.base_url, "temperature": self.temperature,
                "prompts": {p: prompt_hash(p) for p in (REVISE_PROMPT, CLAIMS_PROMPT, SECOND_LOOK_PROMPT)}}

    def _ask(self, text: str, image: Path | None = None, schema: dict[str, Any] | None = None) -> str:
        content: list[dict[str, Any]] = []
        if image is not None:
            content.append(_image_part(image))
        content.append({"type": "text", "text": text})
        extra: dict[str, Any] = {}
        if schema is not None and self.response_format == "json_schema":
            extra["response_format"] = {"type": "json_schema",
                                        "json_schema": {"name": "claims", "schema": schema, "strict": True}}
        elif schema is not None and self.response_format == "json_object":
            extra["response_format"] = {"type": "json_object"}
        try:
            reply = self._client.chat.completions.create(
                model=self.model, temperature=self.temperature,
                messages=[{"role": "user", "content": content}], **extra,
            )
        except Exception as exc:  # openai raises many types; all are a server-side failure here
            raise JudgeError(self.base_url, f"audit model request failed: {type(exc).__name__}: {exc}") from None
        text_out = reply.choices[0].message.content if reply.choices else None
        if not text_out:
            raise ReviewError(self.base_url, "audit model returned an empty reply")
        return text_out

    def revise(self, payload: ReviewPayload, problems: list[str], expected_slots: int,
               image: Path | None = None) -> ReviewPayload:
        """Ask the teacher for a corrected review given the measured problems."""
        text = render(REVISE_PROMPT, review=json.dumps(payload.model_dump(mode="json"), indent=1),
                      problems="\n".join(f"- {p}" for p in problems), slot_count=expected_slots)
        return parse_review(self._ask(text, image), expected_slots=expected_slots)

    def extract_claims(self, payload: ReviewPayload) -> list[Claim]:
        """Claims listed by the model; malformed entries are dropped."""
        text = render(CLAIMS_PROMPT, review=json.dumps(payload.model_dump(mode="json"), indent=1))
        obj = extract_json_object(self._ask(text, schema=claims_schema()))
        out: list[Claim] = []
        n_slots = len(payload.action_control.actions)
        for i, item in enumerate(obj.get("claims") or []):
            claim = _claim_from(item, i, n_slots)
            if claim is not None:
                out.append(claim)
        return out

    def second_look(self, image: Path, question: str) -> dict[str, Any]:
        """A yes/no/unsure answer about one evidence image."""
        obj = extract_json_object(self._ask(render(SECOND_LOOK_PROMPT, question=question), image))
        answer = str(obj.get("answer", "unsure")).strip().lower()
        return {"answer": answer if answer in ("yes", "no") else "unsure", "why": str(obj.get("why", ""))[:300]}


def _claim_from(item: Any, index: int, n_slots: int) -> Claim | None:
    """A `Claim` from one model-listed entry, or None when it does not fit the schema."""
    if not isinstance(item, dict):
        return None
    kind, side, field = item.get("kind"), item.get("side"), str(item.get("field", ""))
    direction = item.get("direction")
    motion = item.get("motion") if item.get("motion") in _MOTIONS else "any"
    parts = field.split(".")
    if kind not in _KINDS or side not in ("A", "B") or len(parts) != 3:
        return None
    if kind == "direction" and direction not in _DIRECTIONS:
        return None
    slot = None
    if parts[0] == "action":
        if not parts[1].isdigit() or not 1 <= int(parts[1]) <= n_slots:
            return None
        slot = int(parts[1])
    elif parts[0] != "visual":
        return None
    return Claim(claim_id=f"m{index + 1}", kind=kind, side=side, field=f"{parts[0]}.{parts[1]}.{side}",
                 origin=None, slot=slot, direction=direction if kind == "direction" else None,
                 motion=motion if kind == "direction" else None, negated=item.get("negated") is True,
                 hedged=item.get("hedged") is True, text=str(item.get("text", ""))[:500], start=-1, end=-1,
                 source="llm")
