"""Suite-wide settings: no network for model code, deterministic numerics."""

from __future__ import annotations

import os

# No model hub is reachable; any code path that tries one must fail fast, not hang.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
# Two cores are shared by the whole suite: keep native thread pools small and predictable.
os.environ.setdefault("OMP_NUM_THREADS", "2")
