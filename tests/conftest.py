"""Suite-wide settings: no network for model code, deterministic numerics."""

from __future__ import annotations

import os

# No model hub is reachable; any code path that tries one must fail fast, not hang.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
# Two cores are shared by the whole suite: keep native thread pools small and predictable.
os.environ.setdefault("OMP_NUM_THREADS", "2")


import pytest  # noqa: E402


@pytest.fixture(scope="module")
def torch_one_thread():
    """One torch thread for a module: the tiny models run faster single-threaded on a shared 2-core box."""
    torch = pytest.importorskip("torch")
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


def pytest_sessionfinish(session, exitstatus):
    """In CI (``CI=true``) every extra is installed, so a skipped test is a broken install: fail."""
    if os.environ.get("CI", "").lower() not in ("1", "true", "yes"):
        return
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    skipped = len(reporter.stats.get("skipped", [])) if reporter else 0
    if skipped and exitstatus == 0:
        reporter.write_line(f"CI: {skipped} test(s) skipped; every extra is installed in CI, so this fails.", red=True)
        session.exitstatus = 1


REWARD_TOKENS = ["camera_left", "forward", "camera_up"]
REWARD_FPA = 6


@pytest.fixture(scope="session")
def reward_media(tmp_path_factory):
    """A media root with faithful.mp4, copy.mp4 (byte-identical) and wrong.mp4 (turns the wrong
    way in step 1): a group of rollouts whose ranking is known."""
    import shutil

    import numpy as np

    from worldreward.degrade import wrong_direction_tokens
    from worldreward.synth import SynthSpec, render_rollout
    from worldreward.video import write_video

    root = tmp_path_factory.mktemp("reward_media")
    base = dict(frames_per_action=REWARD_FPA, size=(160, 96), seed=3, supersample=1, fov_deg=70.0)
    write_video(root / "faithful.mp4", render_rollout(SynthSpec(tokens=REWARD_TOKENS, **base)).frames, 16)
    shutil.copy(root / "faithful.mp4", root / "copy.mp4")
    wrong = wrong_direction_tokens(REWARD_TOKENS, 0, np.random.default_rng(0))
    write_video(root / "wrong.mp4", render_rollout(SynthSpec(tokens=wrong, **base)).frames, 16)
    return root
