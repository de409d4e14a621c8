"""`Memo`: results shared by the threads of one run, each computed at most once while kept.

The engine's evidence threads use it for what several pairs of a run need alike: a video's
decoded frames (`engine.decode_pair`) and what one side of a chunk measured
(`evidence.SideCache`). Thread-safe and single-flight: a key being computed by one thread is
waited for by the others, not computed again. A computation that raises is not kept (the
threads waiting for it get its exception). Bounded by the summed ``cost`` of the kept results:
the least recently used are dropped first, and a result costing more than the bound is returned
but not kept. ``hits`` and ``misses`` count the lookups.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from concurrent.futures import Future
from typing import Generic, TypeVar

T = TypeVar("T")


class Memo(Generic[T]):
    """See the module docstring; ``cost(result)`` (default 1 per result) counts against ``max_cost``."""

    def __init__(self, max_cost: float, cost: Callable[[T], float] | None = None) -> None:
        self.max_cost = max_cost
        self.hits = 0
        self.misses = 0
        self._cost = cost or (lambda _: 1.0)
        self._lock = threading.Lock()
        self._futures: dict[Hashable, Future] = {}  # being computed or kept
        self._kept: OrderedDict[Hashable, float] = OrderedDict()  # kept keys → cost, oldest first
        self._total = 0.0

    def get(self, key: Hashable, compute: Callable[[], T]) -> T:
        """``compute()``'s result for ``key``, computed at most once while it is kept."""
        with self._lock:
            fut = self._futures.get(key)
            owner = fut is None
            if owner:
                fut = self._futures[key] = Future()
                self.misses += 1
            else:
                self.hits += 1
                if key in self._kept:
                    self._kept.move_to_end(key)
        if not owner:
            return fut.result()
        try:
            value = compute()
        except BaseException as exc:
            with self._lock:
                del self._futures[key]
            fut.set_exception(exc)
            raise
        fut.set_result(value)
        self._keep(key, float(self._cost(value)))
        return value

    def _keep(self, key: Hashable, cost: float) -> None:
        with self._lock:
            if cost > self.max_cost:
                del self._futures[key]
                return
            self._kept[key] = cost
            self._total += cost
            while self._total > self.max_cost:
                old, old_cost = self._kept.popitem(last=False)
                del self._futures[old]
                self._total -= old_cost
