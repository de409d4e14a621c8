"""NVRM: the scalar next-video reward model (bundle verification, contract preprocessing, scoring, golden fixtures).

Modules (import them directly; none imports torch at import time):

- `bundle`: ``worl-bundle.json`` (`BundleManifest`, `InferenceSpec`), `verify_bundle`, `write_manifest`.
- `preprocess`: the inference contract (1 FPS, 5.0 s continuation, 360p, JPEG 85, 32-px token
  grid within 1,024-76,800 px, single-video chat grammar ``prompts/nvrm_chat.v1.txt``).
- `score`: `load_nvrm` (verifies first), `score`, `score_group`, `rank`.
- `golden`: `write_golden`, `check_golden` (schema ``worl.reward-inference-golden.v1``).
- `tiny`: `build_tiny_nvrm_bundle`, `make_demo_videos` (random weights, for wiring tests).
"""
