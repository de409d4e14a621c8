"""The human review page: HTTP API, path confinement, durable decisions, and a real headless
browser pressing the keyboard shortcuts (tests/browser/review.mjs via playwright-core)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import urllib.error
import urllib.request
from pathlib import Path

import cv2
import numpy as np
import pytest

from worldreward.reviewui import ReviewServer, apply_choice, axis_winners, load_decisions

BROWSER_DIR = Path(__file__).parent / "browser"
CHROMIUM = Path("/usr/bin/chromium")


def _payload(action: str, temporal: str, artifacts: str, dynamic: str) -> dict:
    dim = lambda w: {"video_a_analysis": "Textures stay stable.", "video_b_analysis": "Edges look soft.", "winner": w}  # noqa: E731
    return {
        "action_control": {
            "actions": [{"action_id": 1, "action_label": "IDLE | YawLeft", "video_a_analysis": "The camera pans left.",
                         "video_b_analysis": "The camera pans right.", "winner": action}],
            "overall_summary": "A follows the yaw.", "overall_winner": action},
        "visual_quality": {"temporal_consistency": dim(temporal), "dynamic_generation_quality": dim(dynamic),
                           "artifacts_and_structure_integrity": dim(artifacts),
                           "overall_summary": "Similar quality.", "overall_winner": "Tie"},
    }


@pytest.fixture
def queue(tmp_path: Path) -> Path:
    """Three escalated items, each with an evidence folder of small PNGs (distinct colours)."""
    items = []
    rng = np.random.default_rng(0)
    for i, (act, tc, ar, dy) in enumerate([("A", "A", "A", "B"), ("B", "Tie", "B", "A"), ("Tie", "A", "B", "Tie")]):
        ev = tmp_path / "labels.jsonl.evidence" / f"p{i}" / "000"
        ev.mkdir(parents=True)
        for name, size in (("grid", (120, 320)), ("motion_1", (60, 160)), ("closeup_1", (60, 160))):
            img = (rng.random((*size, 3)) * 255).astype(np.uint8)
            cv2.imwrite(str(ev / f"{name}.png"), img)
        (ev / "evidence.json").write_text("{}")
        items.append({"queue_id": f"p{i}/0", "label_id": f"p{i}/0", "pair_id": f"p{i}", "chunk_index": 0,
                      "evidence_dir": str(ev), "review": _payload(act, tc, ar, dy),
                      "reasons": [f"slot 1 of p{i}: claimed left, measured right"],
                      "claims": [{"field": "action.1.A", "kind": "direction", "direction": "left",
                                  "verdict": "refuted", "reason": "measured right", "text": "The camera pans left."}]})
    (tmp_path / "secret.png").write_bytes(b"not evidence")
    path = tmp_path / "audit" / "queue.jsonl"
    path.parent.mkdir()
    path.write_text("".join(json.dumps(it) + "\n" for it in items))
    return path


def _get(url: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=5) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read()


def _post(url: str, body: dict, token: str | None) -> tuple[int, dict]:
    headers = {"Content-Type": "application/json", **({"X-Review-Token": token} if token else {})}
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers=headers, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=5) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


def test_axis_rules() -> None:
    p = _payload("B", "A", "Tie", "B")
    assert axis_winners(p) == {"action": "B", "appearance": "A", "motion": "B"}
    assert [apply_choice("A", c) for c in ("accept", "flip", "tie")] == ["A", "B", "Tie"]
    assert apply_choice("Tie", "flip") == "Tie"
    with pytest.raises(ValueError):
        apply_choice("A", "maybe")


def test_http_api_decisions_persist_and_paths_are_confined(queue: Path, tmp_path: Path) -> None:
    decisions = tmp_path / "decisions.jsonl"
    with ReviewServer(queue, decisions) as server:
        assert server.url.startswith("http://127.0.0.1:")
        status, page = _get(server.url)
        assert status == 200 and server.token.encode() in page and b"review.js" in page
        q = json.loads(_get(server.url + "api/queue")[1])
        assert q["total"] == 3 and q["decided"] == 0 and q["first_undecided"] == 0
        item = json.loads(_get(server.url + "api/item/1")[1])
        assert item["teacher_axes"] == {"action": "B", "appearance": "B", "motion": "A"}
        names = [im["name"] for im in item["images"]]
        assert names[0] == "grid" and "motion_1" in names
        status, png = _get(server.url + item["images"][0]["url"].lstrip("/"))
        assert status == 200 and png[:4] == b"\x89PNG"
        # confinement: traversal, other items' files, non-images, unknown items
        for bad in ("evidence/1/..%2f..%2f..%2fsecret.png", "evidence/1/../../secret.png", "evidence/1/evidence.json",
                    "evidence/9/grid.png", "evidence/1/%2e%2e%2fsecret.png"):
            assert _get(server.url + bad)[0] == 404, bad
        # posting needs the page token, valid axes and a known item
        body = {"queue_id": "p1/0", "axes": {"action": "flip", "appearance": "accept", "motion": "tie"}}
        assert _post(server.url + "api/decision", body, None)[0] == 403
        assert _post(server.url + "api/decision", {**body, "axes": {"action": "flip"}}, server.token)[0] == 400
        assert _post(server.url + "api/decision", {**body, "queue_id": "nope"}, server.token)[0] == 400
        status, out = _post(server.url + "api/decision", body, server.token)
        assert status == 200 and out["decision"]["winners"] == {"action": "A", "appearance": "B", "motion": "Tie"}
        assert out["next_undecided"] == 0
    stored = load_decisions(decisions)
    assert list(stored) == ["p1/0"] and stored["p1/0"]["axes"]["action"] == "flip"
    # a restarted server reads the decisions back
    with ReviewServer(queue, decisions) as server:
        q = json.loads(_get(server.url + "api/queue")[1])
        assert q["decided"] == 1 and [it["decided"] for it in q["items"]] == [False, True, False]
        assert json.loads(_get(server.url + "api/item/1")[1])["decision"]["axes"]["motion"] == "tie"


def test_browser_keyboard_flow(queue: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Real headless Chromium: keyboard shortcuts, submit, navigation, reload resumes. Items after
    the first are served slowly: the page says an item is saved only once the next one is on
    screen, and the keys typed then act on it (they used to land on the old item and be wiped)."""
    import time

    from worldreward.reviewui import ReviewState

    served = ReviewState.item

    def slow_item(self: ReviewState, index: int) -> dict:
        if index > 0:
            time.sleep(0.5)
        return served(self, index)

    monkeypatch.setattr(ReviewState, "item", slow_item)
    node = shutil.which("node")
    if node is None or not CHROMIUM.exists() or not (BROWSER_DIR / "node_modules" / "playwright-core").is_dir():
        pytest.fail("browser test needs node, /usr/bin/chromium (apt-get install -y chromium) and "
                    "playwright-core (cd tests/browser && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install)")
    decisions = tmp_path / "decisions.jsonl"
    shot = tmp_path / "review.png"
    with ReviewServer(queue, decisions) as server:
        run = subprocess.run([node, "review.mjs", server.url, str(shot)], cwd=BROWSER_DIR, capture_output=True,
                             text=True, timeout=90)
        assert run.returncode == 0, run.stderr[-2000:]
        seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert seen["first"].startswith("item 1 / 3")
    assert seen["second"].startswith("item 2 / 3")
    assert "a accept" in seen["shortcuts"] and "Enter submit" in seen["shortcuts"]
    assert sorted(seen["onButtons"]) == ["action:tie", "appearance:flip", "motion:accept"]
    assert seen["imagesLoaded"] >= 3
    assert seen["afterK"].startswith("item 2 / 3")
    assert seen["afterReload"].startswith("item 3 / 3") and seen["status"] == "2 of 3 decided"
    lines = [json.loads(x) for x in decisions.read_text().splitlines()]
    assert [ln["queue_id"] for ln in lines] == ["p0/0", "p1/0"]
    assert lines[0]["axes"] == {"action": "accept", "appearance": "flip", "motion": "tie"}
    assert lines[0]["winners"] == {"action": "A", "appearance": "B", "motion": "Tie"}
    assert lines[1]["axes"] == {"action": "tie", "appearance": "flip", "motion": "accept"}
    assert lines[1]["winners"] == {"action": "Tie", "appearance": "A", "motion": "A"}
    assert shot.stat().st_size > 10_000
    if os.environ.get("WORLDREWARD_REVIEW_SCREENSHOT"):  # keep the screenshot for a person to look at
        shutil.copy(shot, os.environ["WORLDREWARD_REVIEW_SCREENSHOT"])
