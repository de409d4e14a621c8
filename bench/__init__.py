"""WorldReward-Bench harness (installed as ``worldreward.bench``): manifests, synthesis, runs,
scoring and reports. Timing scripts live in ``bench/perf/`` (not installed)."""
