"""Scale-out on Ray (the ``ray`` extra): the engine's evidence stage as Ray tasks.

``--ray ADDRESS`` (``auto``, or ``HOST:PORT`` of a running cluster) makes the engine submit each
pair's decode → plan → evidence work (`worldreward.engine.prepare_pair`) as a Ray task on the
cluster's CPU workers instead of local processes. Everything else stays in the driver: review
requests (spread over several servers with ``--endpoints``, `worldreward.judges.pool`), the one
review store (so resume works exactly as without Ray) and the sinks. Video paths must be
readable at the same path on every node (a shared filesystem).

Start a local cluster: ``ray start --head --port 6379 --num-cpus 2`` (from the environment where
worldreward is installed), then ``worldreward bench run ... --ray 127.0.0.1:6379``. On several
machines: start the head on one, ``ray start --address HEAD:6379`` on the others, and point
``--ray`` at the head.
"""

from __future__ import annotations

from concurrent.futures import Executor, Future
from typing import Any


class RayExecutor(Executor):
    """A `concurrent.futures.Executor` whose tasks run on a Ray cluster (one CPU each)."""

    def __init__(self, address: str | None = "auto") -> None:
        try:
            import ray
        except ImportError:
            from .errors import WorldRewardError

            raise WorldRewardError("--ray", 'Ray is not installed: pip install -e ".[ray]"') from None
        self._ray = ray
        if not ray.is_initialized():
            ray.init(address=address or "auto", ignore_reinit_error=True, log_to_driver=False,
                     include_dashboard=False)
        self._remotes: dict[Any, Any] = {}

    def submit(self, fn, /, *args, **kwargs) -> Future:  # noqa: D102 - Executor API
        remote = self._remotes.get(fn)
        if remote is None:
            remote = self._remotes[fn] = self._ray.remote(num_cpus=1, max_retries=1)(fn)
        return remote.remote(*args, **kwargs).future()

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """Leaves the cluster running (it is the user's); unfinished tasks are cancelled on request."""
