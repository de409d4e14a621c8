"""Exports of audited labels for training a student: SFT conversations and pairwise preferences.

CONTRACT: `export_labels(labels, out_dir, fmt, audit_dir=None, decisions=None,
include_escalated=False, include_unaudited=False)` → the manifest dict; `load_export(out_dir)`
reads an export back, validates every record and checks the counts against ``manifest.json``.

Which labels (default: accepted and human-confirmed only)

- audit ``accept`` / ``revise`` → the audited final review (``source: "audit"``);
- audit ``escalate`` with a human decision (``worldreward review``) → ``source: "human"``:
  pairwise uses the person's winners; SFT uses the item only when the person accepted every axis
  (a flipped winner would contradict the teacher's written reasoning);
- ``--include-escalated`` adds undecided escalations with the teacher's review
  (``source: "escalated"``); ``--include-unaudited`` exports raw teacher labels when no audit
  folder is given (``source: "teacher"``).

SFT (``sft.jsonl``, the TRL conversational vision shape, also loadable by ``datasets``)::

    {"messages": [{"role": "user", "content": [{"type": "image", "image": "images/<id>/01_grid.png"}, …,
                                               {"type": "text", "text": "<the judge prompt>"}]},
                  {"role": "assistant", "content": [{"type": "text", "text": "<review JSON>"}]}],
     "images": ["images/<id>/01_grid.png", …], "label_id": …, "source": …}

The user turn is the teacher's own prompt, rebuilt from the saved evidence with the ``vlm``
judge's prompt code (`worldreward.judges.common.prepare`: default settings, or with the structured
observed/defect fields request when that reproduces the teacher's recorded prompt hash), so the
student sees what the teacher saw; images are copied under ``images/`` and referenced relative to the export
folder. LLaMA-Factory reads ShareGPT with string contents and ``<image>`` placeholders, not typed
content lists, so the same records are also written as ``sft_llamafactory.jsonl``
(``{"messages": [{"role": "user", "content": "<image>…<image>prompt"}, {"role": "assistant",
"content": "<review JSON>"}], "images": […]}``) with a ``dataset_info.json`` entry
(``formatting: sharegpt``, columns messages/images, role/content tags).

Pairwise (``pairwise.jsonl``, Bradley–Terry / reward-model training): one record per label and
axis with a strict preference::

    {"pair_id", "chunk": <chunk index>, "label_id", "axis": "action|appearance|motion",
     "chosen": "A|B", "rejected": "B|A", "images": [...], "source": ..., "prompt_id": ...}

A = left video, B = right video; axis winners of a chunk review as in
`worldreward.reviewui.axis_winners`. Ties carry no preference and are skipped (counted in the
manifest as ``ties_skipped``).

Clean text (SFT): every analysis and summary of an exported review must read as whole
sentences (`text_problems`: no ``".,"`` / ``",."`` / doubled stops, no capitalised word after a
comma such as ``"In A, The audit …"``, no sentence starting in lower case, balanced brackets). A
record that fails is refused, never exported, and counted in the manifest as
``counts.refused_unclean`` (its label ids in ``refused_unclean_ids``).

``manifest.json``: format, counts (records; per source/decision; per axis for pairwise; images),
files, and provenance (teacher models, prompt ids and hashes, audit versions, inputs, time).
"""

from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal

from .errors import ManifestError, WorldRewardError
from .labels import LabelRecord, load_labels, safe_name
from .review import ReviewPayload
from .reviewui import AXES, axis_winners, load_decisions

Format = Literal["sft", "pairwise"]
FORMATS: tuple[str, ...] = ("sft", "pairwise")
EXPORT_VERSION = "export.v1"
#: Evidence images used by the pairwise records (the SFT records use the prompt's own images).
PAIRWISE_IMAGES = ("grid",)


class ExportError(WorldRewardError):
    """An export could not be written or does not validate."""


def _selected(records: list[LabelRecord], audit_dir: Path | None, decisions: dict[str, dict[str, Any]],
              include_escalated: bool, include_unaudited: bool) -> list[tuple[LabelRecord, dict[str, Any], str,
                                                                              dict[str, str] | None]]:
    """(record, final review JSON, source, human winners or None) for every exported label."""
    out = []
    if audit_dir is None:
        if not include_unaudited:
            raise ExportError("export", "no --audit folder given: pass --audit DIR (accepted labels), or "
                                        "--include-unaudited to export raw teacher labels")
        return [(r, r.review.model_dump(mode="json"), "teacher", None) for r in records]
    from .jsonl import read_jsonl

    audited_path = audit_dir / "audited.jsonl"
    if not audited_path.is_file():
        raise ManifestError(str(audited_path), "audit results not found (run `worldreward audit` first)")
    audits = {a["label_id"]: a for a in read_jsonl(audited_path)}
    for rec in records:
        a = audits.get(rec.label_id)
        if a is None:
            continue
        if a["decision"] in ("accept", "revise"):
            out.append((rec, a["final_review"], "audit", None))
        elif rec.label_id in decisions:
            out.append((rec, a["final_review"], "human", decisions[rec.label_id]["winners"]))
        elif include_escalated:
            out.append((rec, a["final_review"], "escalated", None))
    return out


_ABBREV = re.compile(r"\b(?:e\.g|i\.e|etc|vs|cf|approx|fig|no|lit|viz|esp|incl|resp|ca|prob)\.$", re.IGNORECASE)
_TEXT_RULES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\.\s*,|,\s*\.|;\s*\.|\.\s*;"), "a full stop joined to a comma or semicolon"),
    (re.compile(r"(?<!\.)\.\s*\.(?!\.)"), "a doubled full stop"),
    (re.compile(r"\s(?:[,;:](?!\d)|\.(?![.\d]))"), "a space before punctuation"),  # " ..." is an ellipsis
    (re.compile(r",\s+(?:The|This|It|In|These|Those|There)\s"), "a capitalised word after a comma"),
    (re.compile(r"\)\s*\(|\(\s*\)"), "empty or doubled brackets"),
)


def text_problems(text: str) -> list[str]:
    """Why one analysis / summary does not read as whole sentences (empty list = clean)."""
    problems = [why for pattern, why in _TEXT_RULES if pattern.search(text)]
    stripped = text.strip()
    if stripped and stripped[0].islower():
        problems.append("starts in lower case")
    for m in re.finditer(r"(\S+)\s+(?=[a-z])", stripped):
        # a sentence ended and the next one starts in lower case; an ellipsis ("... cue 14") runs on
        word = m.group(1)
        if (word.endswith((".", "!", "?")) and not word.endswith(("..", "…")) and not _ABBREV.search(word)
                and not re.search(r"\d\.$", word)):
            problems.append("a sentence starts in lower case")
            break
    if stripped.count("(") != stripped.count(")"):
        problems.append("unbalanced brackets")
    return problems


def review_texts(review: dict[str, Any]) -> list[tuple[str, str]]:
    """``(field, text)`` of every analysis and summary of a review JSON (``action.1.A``,
    ``action.summary``, ``visual.<dimension>.B``, ``visual.summary``)."""
    ac, vq = review["action_control"], review["visual_quality"]
    texts = [(f"action.{a['action_id']}.{side}", a[key]) for a in ac["actions"]
             for side, key in (("A", "video_a_analysis"), ("B", "video_b_analysis"))]
    texts.append(("action.summary", ac["overall_summary"]))
    for dim in ("temporal_consistency", "dynamic_generation_quality", "artifacts_and_structure_integrity"):
        texts += [(f"visual.{dim}.{side}", vq[dim][key]) for side, key in (("A", "video_a_analysis"),
                                                                          ("B", "video_b_analysis"))]
    texts.append(("visual.summary", vq["overall_summary"]))
    return texts


def review_text_problems(review: dict[str, Any]) -> list[str]:
    """``"<field>: <problem>"`` for every analysis and summary of a review JSON that is not clean."""
    return [f"{name}: {why}" for name, text in review_texts(review) for why in text_problems(text)]


def _copy_images(rec: LabelRecord, arrays: list[tuple[str, Any]], out_dir: Path) -> list[str]:
    """Write the images of one record as PNG under ``images/<label>/``; returns relative paths."""
    import cv2

    folder = Path("images") / safe_name(rec.label_id.replace("/", "__"))
    (out_dir / folder).mkdir(parents=True, exist_ok=True)
    paths = []
    for n, (name, rgb) in enumerate(arrays, start=1):
        rel = folder / f"{n:02d}_{safe_name(name)}.png"
        if not cv2.imwrite(str(out_dir / rel), cv2.cvtColor(rgb, cv2.COLOR_RGB2BGR)):
            raise ExportError(str(out_dir / rel), "could not write image")
        paths.append(rel.as_posix())
    return paths


def _sft_record(rec: LabelRecord, review: dict[str, Any], source: str, out_dir: Path) -> tuple[dict, dict, str]:
    """(TRL record, LLaMA-Factory record, prompt hash) of one label."""
    from .evidence import ChunkEvidence
    from .judges.common import PromptSettings, prepare

    if not rec.evidence_dir:
        raise ExportError(rec.label_id, "label has no evidence folder")
    evidence = ChunkEvidence.load(rec.evidence_dir)
    # the teacher's prompt: default settings, or with the structured-field request (`label`'s default)
    prepared = prepare(evidence, PromptSettings())
    if rec.meta.prompt_hash and prepared.prompt_hash != rec.meta.prompt_hash:
        with_fields = prepare(evidence, PromptSettings(observed=True))
        if with_fields.prompt_hash == rec.meta.prompt_hash:
            prepared = with_fields
    images = _copy_images(rec, [(im.name, im.rgb) for im in prepared.images], out_dir)
    answer = json.dumps(ReviewPayload.model_validate(review).model_dump(mode="json", exclude_none=True),
                        ensure_ascii=False)
    common = {"label_id": rec.label_id, "pair_id": rec.pair_id, "chunk": rec.chunk_index, "source": source}
    trl = {
        "messages": [
            {"role": "user", "content": [*({"type": "image", "image": p} for p in images),
                                         {"type": "text", "text": prepared.text}]},
            {"role": "assistant", "content": [{"type": "text", "text": answer}]},
        ],
        "images": images, **common,
    }
    llama = {
        "messages": [{"role": "user", "content": "<image>" * len(images) + prepared.text},
                     {"role": "assistant", "content": answer}],
        "images": images, **common,
    }
    return trl, llama, prepared.prompt_hash


def _pairwise_records(rec: LabelRecord, review: dict[str, Any], source: str, human: dict[str, str] | None,
                      out_dir: Path, ties: Counter) -> list[dict[str, Any]]:
    winners = dict(human) if human is not None else axis_winners(review)
    chosen_axes = [a for a in AXES if winners[a] in ("A", "B")]
    for a in AXES:
        if winners[a] not in ("A", "B"):
            ties[a] += 1
    if not chosen_axes:
        return []
    images: list[str] = []
    if rec.evidence_dir:
        import cv2

        arrays = []
        for name in PAIRWISE_IMAGES:
            img = cv2.imread(str(Path(rec.evidence_dir) / f"{name}.png"), cv2.IMREAD_COLOR)
            if img is not None:
                arrays.append((name, img[:, :, ::-1]))
        images = _copy_images(rec, arrays, out_dir)
    return [{"pair_id": rec.pair_id, "chunk": rec.chunk_index, "label_id": rec.label_id, "axis": a,
             "chosen": winners[a], "rejected": "B" if winners[a] == "A" else "A", "images": images,
             "source": source, "prompt_id": rec.meta.prompt_id} for a in chosen_axes]


def _write_jsonl(path: Path, records: list[dict[str, Any]]) -> None:
    from .jsonl import write_jsonl_atomic

    write_jsonl_atomic(path, records)


def export_labels(
    labels: str | Path,
    out_dir: str | Path,
    fmt: str,
    *,
    audit_dir: str | Path | None = None,
    decisions: str | Path | None = None,
    include_escalated: bool = False,
    include_unaudited: bool = False,
) -> dict[str, Any]:
    """Write one export (module docstring) and return its manifest."""
    if fmt not in FORMATS:
        raise ValueError(f"format must be one of {', '.join(FORMATS)}, got {fmt!r}")
    from .console import progress

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    if (out / "images").exists():
        shutil.rmtree(out / "images")
    records = load_labels(labels)
    human = load_decisions(decisions) if decisions else {}
    chosen = _selected(records, Path(audit_dir) if audit_dir else None, human, include_escalated, include_unaudited)
    by_source: Counter[str] = Counter()
    by_axis: Counter[str] = Counter()
    ties: Counter[str] = Counter()
    skipped: Counter[str] = Counter()
    refused: list[str] = []
    prompt_hashes: set[str] = set()
    main: list[dict[str, Any]] = []
    llama: list[dict[str, Any]] = []
    with progress(transient=True) as bar:
        task = bar.add_task(f"export {fmt}", total=len(chosen))
        for rec, review, source, winners in chosen:
            bar.advance(task)
            if fmt == "sft":
                if source == "human" and any(winners[a] != axis_winners(review)[a] for a in AXES):
                    skipped["human_changed_winner"] += 1
                    continue
                if review_text_problems(review):
                    refused.append(rec.label_id)
                    continue
                trl, lf, phash = _sft_record(rec, review, source, out)
                main.append(trl)
                llama.append(lf)
                prompt_hashes.add(phash)
                by_source[source] += 1
            else:
                rows = _pairwise_records(rec, review, source, winners, out, ties)
                main.extend(rows)
                by_source.update(r["source"] for r in rows)
                by_axis.update(r["axis"] for r in rows)
    files = {"records": f"{fmt}.jsonl"}
    _write_jsonl(out / files["records"], main)
    if fmt == "sft":
        files["llamafactory"] = "sft_llamafactory.jsonl"
        _write_jsonl(out / files["llamafactory"], llama)
        files["dataset_info"] = "dataset_info.json"
        (out / files["dataset_info"]).write_text(json.dumps(_dataset_info(), indent=2), encoding="utf-8")
    audit_versions = sorted({a for a in _audit_versions(audit_dir)}) if audit_dir else []
    manifest = {
        "format": fmt,
        "export_version": EXPORT_VERSION,
        "created_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "counts": {
            "records": len(main),
            "labels": len({r["label_id"] for r in main}),
            "by_source": dict(by_source),
            "by_axis": dict(by_axis),
            "ties_skipped": dict(ties),
            "skipped": dict(skipped),
            "refused_unclean": len(refused),
            "images": sum(len(r["images"]) for r in main),
        },
        "refused_unclean_ids": refused,
        "files": files,
        "provenance": {
            "labels": str(labels),
            "audit": str(audit_dir) if audit_dir else None,
            "decisions": str(decisions) if decisions else None,
            "teacher_models": sorted({r.meta.model for r, *_ in chosen if r.meta.model}),
            "prompt_ids": sorted({r.meta.prompt_id for r, *_ in chosen if r.meta.prompt_id}),
            "prompt_hashes": sorted({r.meta.prompt_hash for r, *_ in chosen if r.meta.prompt_hash}),
            "sft_prompt_hashes": sorted(prompt_hashes),
            "audit_versions": audit_versions,
            "include_escalated": include_escalated,
            "include_unaudited": include_unaudited,
        },
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2), encoding="utf-8")
    return manifest


def _audit_versions(audit_dir: str | Path) -> list[str]:
    from .jsonl import read_jsonl

    return [a.get("audit_version", "?") for a in read_jsonl(Path(audit_dir) / "audited.jsonl")]


def _dataset_info() -> dict[str, Any]:
    """The LLaMA-Factory ``dataset_info.json`` entry for ``sft_llamafactory.jsonl``."""
    return {"worldreward_sft": {
        "file_name": "sft_llamafactory.jsonl", "formatting": "sharegpt",
        "columns": {"messages": "messages", "images": "images"},
        "tags": {"role_tag": "role", "content_tag": "content", "user_tag": "user", "assistant_tag": "assistant"},
    }}


def load_export(out_dir: str | Path) -> dict[str, Any]:
    """Read an export back, validate every record, and check the manifest counts.

    Returns ``{"manifest", "records"}``. Raises `ExportError` naming the file and problem.
    """
    from .jsonl import read_jsonl

    out = Path(out_dir)
    try:
        manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ExportError(str(out / "manifest.json"), f"cannot read manifest: {exc}") from None
    path = out / manifest["files"]["records"]
    records = read_jsonl(path, strict=True)
    by_source: Counter[str] = Counter()
    by_axis: Counter[str] = Counter()
    images = 0
    for i, rec in enumerate(records, start=1):
        where = f"{path}:{i}"
        for img in rec["images"]:
            if not (out / img).is_file() or Path(img).is_absolute() or ".." in Path(img).parts:
                raise ExportError(where, f"image {img!r} missing or outside the export folder")
        images += len(rec["images"])
        by_source[rec["source"]] += 1
        if manifest["format"] == "sft":
            user, assistant = rec["messages"]
            parts = [p for p in user["content"] if p["type"] == "image"]
            if [p["image"] for p in parts] != rec["images"]:
                raise ExportError(where, "image parts do not match the images list")
            ReviewPayload.model_validate_json(assistant["content"][0]["text"])
        else:
            if rec["axis"] not in AXES or {rec["chosen"], rec["rejected"]} != {"A", "B"}:
                raise ExportError(where, "pairwise record needs an axis and chosen/rejected A/B")
            by_axis[rec["axis"]] += 1
    counts = manifest["counts"]
    found = {"records": len(records), "by_source": dict(by_source), "images": images}
    want = {"records": counts["records"], "by_source": counts["by_source"], "images": counts["images"]}
    if manifest["format"] == "pairwise":
        found["by_axis"], want["by_axis"] = dict(by_axis), counts["by_axis"]
    if found != want:
        raise ExportError(str(out / "manifest.json"), f"counts do not match the records: manifest {want}, found {found}")
    if manifest["format"] == "sft":
        lf = read_jsonl(out / manifest["files"]["llamafactory"], strict=True)
        if len(lf) != len(records) or any(r["messages"][0]["content"].count("<image>") != len(r["images"]) for r in lf):
            raise ExportError(str(out / manifest["files"]["llamafactory"]), "LLaMA-Factory records do not match")
    return {"manifest": manifest, "records": records}
