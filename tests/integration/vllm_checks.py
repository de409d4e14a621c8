"""Checks of one `tests/integration/vllm_cpu.sh` run (what the real server returned).

    python tests/integration/vllm_checks.py WORK CALLS_JUDGE CALLS_DIRECT CALLS_BENCH CALLS_RERUN

WORK is the script's work folder; the counts are the server's finished requests per command
(first round) and in the whole second round. Prints one line per check; exits 1 on any failure.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

FAILED: list[str] = []


def check(ok: bool, what: str) -> None:
    print(f"  {'ok  ' if ok else 'FAIL'} {what}")
    if not ok:
        FAILED.append(what)


def probs_of(payload: dict) -> list[float | None]:
    ac, vq = payload["action_control"], payload["visual_quality"]
    dims = ("temporal_consistency", "dynamic_generation_quality", "artifacts_and_structure_integrity")
    return [s.get("prob_a") for s in ac["actions"]] + [ac.get("prob_a"), vq.get("prob_a")] + [
        vq[d].get("prob_a") for d in dims]


def check_reviews(name: str, reviews: list[dict], chunks: int) -> None:
    """The reconciled reviews of a verdict (both orders merged, so a judge with a pure position
    bias, as a random model has, reconciles to 0.5): soft probabilities and server usage."""
    check(len(reviews) == chunks, f"{name}: {len(reviews)} reconciled review(s) for {chunks} chunk(s)")
    probs = [p for r in reviews for p in probs_of(r["payload"])]
    check(all(p is not None and 0.0 < p < 1.0 for p in probs),
          f"{name}: all {len(probs)} winner fields carry a soft probability in (0, 1) from the logprobs")
    usage = [r["meta"].get("usage") or {} for r in reviews]
    check(all(u.get("prompt_tokens", 0) > 1000 and u.get("completion_tokens", 0) > 0 for u in usage),
          f"{name}: server usage recorded per review (prompt tokens {sorted(u.get('prompt_tokens') for u in usage)})")


def check_requests(name: str, cache: Path, calls: int, chunks: int) -> None:
    """Every request the server answered became one validated review in the request cache; both
    orders were asked (a (B, A) request identical to its (A, B) one, as for a chunk whose two
    sides are the same frames, is answered from the cache instead)."""
    values = [json.loads(x)["value"] for x in cache.read_text().splitlines() if x.strip()]
    attempts = sum(v["meta"]["attempts"] for v in values)
    hashes = {v["meta"]["evidence_hash"] for v in values}
    check(calls == attempts == len(values), f"{name}: {calls} request(s) = {len(values)} parsed review(s), no repair")
    check(chunks < len(hashes) <= 2 * chunks,
          f"{name}: {len(hashes)} distinct evidence (both orders) for {chunks} chunk(s)")
    probs = [p for v in values for p in probs_of(v["payload"])]
    check(all(p is not None and 0.0 < p < 1.0 for p in probs) and any(abs(p - 0.5) > 1e-3 for p in probs),
          f"{name}: {len(probs)} soft probabilities per order in the cache, in (0, 1), not a constant 0.5 "
          f"(min {min(probs):.3f}, max {max(probs):.3f}; the reconciled ones may be)")


def main(argv: list[str]) -> int:
    work = Path(argv[1])
    calls_judge, calls_direct, calls_bench, calls_rerun = (int(x) for x in argv[2:6])

    print("checks:")
    pair = json.loads((work / "pair.json").read_text())
    steps = len(pair["actions"])
    verdict = json.loads((work / "judge_vlm_1.out").read_text())
    check(verdict["chunks"] == -(-steps // 4) and verdict["failed_chunks"] == 0 and not verdict["errors"]
          and verdict["extra"].get("swap") is True,
          f"judge --judge vlm: {verdict['chunks']} chunks in both orders, {verdict['failed_chunks']} failed, "
          f"errors {verdict['errors']}")
    check_reviews("judge --judge vlm", verdict["reviews"], verdict["chunks"])
    check_requests("judge --judge vlm", work / "judge-vlm.requests.jsonl", calls_judge, verdict["chunks"])
    check(all(isinstance(verdict[a]["prob_left"], float) and math.isfinite(verdict[a]["prob_left"])
              for a in ("action", "appearance", "motion")), "judge --judge vlm: soft verdict per axis (prob_left)")

    direct = json.loads((work / "judge_direct_1.out").read_text())
    check(direct["judge"] == "direct" and direct["chunks"] == 1 and direct["failed_chunks"] == 0,
          f"judge --judge direct: one whole-pair chunk, {direct['failed_chunks']} failed")
    check_reviews("judge --judge direct", direct["reviews"], 1)
    check(len(direct["reviews"][0]["payload"]["action_control"]["actions"]) == steps,
          f"judge --judge direct: {steps} slots in one review")
    check(all(r["meta"]["image_count"] == 17 for r in direct["reviews"]), "judge --judge direct: 17 images per request")
    check_requests("judge --judge direct", work / "judge-direct.requests.jsonl", calls_direct, 1)

    preds = [json.loads(x) for x in (work / "run" / "vlm.pairs.jsonl").read_text().splitlines() if x.strip()]
    check(len(preds) == 3 and all(p.get(a) in ("left", "right", "tie") for p in preds
                                  for a in ("action", "appearance", "motion")),
          f"bench run --judge vlm: {len(preds)} predictions with all three axes")
    check(all(p.get("failed_chunks", 0) == 0 and not p.get("errors") for p in preds),
          "bench run --judge vlm: no failed chunk")
    chunks = sum(int(p.get("chunks", 0)) for p in preds)
    check_requests("bench run --judge vlm", work / "run-requests.jsonl", calls_bench, chunks)

    check(calls_rerun == 0, f"re-run of all three commands: {calls_rerun} requests")
    bad_key = (work / "bad_key.out").read_text()
    check("HTTP 401" in bad_key and "Unauthorized" in bad_key and "key not in the message" in bad_key,
          "a wrong key: HTTP 401 with the server's text, the key not in the message")
    if FAILED:
        print(f"{len(FAILED)} check(s) failed")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
