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
