"""One model judge spread over several OpenAI-compatible endpoints (``--endpoints URL,URL,…``).

`EndpointPool` implements the Judge protocol around one judge per endpoint (same model, prompt
and options; only the base URL differs, so its configuration hash — and every cache key — is the
one a single endpoint gives). Reviews go to the endpoints in turn; when an endpoint fails at the
transport level (`JudgeError`: connection, timeout, 5xx after the judge's own retries) it is set
aside for ``cooldown_s`` and the review moves to the next healthy endpoint. A reply that is not a
valid review (`ReviewError`) is the model's answer, not the endpoint's fault: it is not retried
elsewhere. ``requests`` counts the reviews sent to each endpoint.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from typing import Any

from ..errors import JudgeError


class EndpointPool:
    """Judge chunks on several endpoints (module docstring)."""

    def __init__(self, judges: Sequence[Any], urls: Sequence[str], *, cooldown_s: float = 30.0) -> None:
        if len(judges) < 1 or len(judges) != len(urls):
            raise ValueError("EndpointPool needs one judge per endpoint URL")
        self.judges, self.urls = list(judges), list(urls)
        first = self.judges[0]
        self.name = first.name
        self.whole_video = first.whole_video
        self.swap_by_default = first.swap_by_default
        self.needs_images = getattr(first, "needs_images", True)
        self.needs_numbers = getattr(first, "needs_numbers", True)
        self.concurrency = sum(int(getattr(j, "concurrency", 1) or 1) for j in self.judges)
        self.cooldown_s = float(cooldown_s)
        self.requests = [0] * len(self.judges)
        self._down_until = [0.0] * len(self.judges)
        self._next = 0
        self._lock = threading.Lock()

    def config(self) -> dict[str, Any]:
        """The endpoints' shared configuration (no URLs: the same work on any endpoint)."""
        return self.judges[0].config()

    def _order(self) -> list[int]:
        with self._lock:
            start = self._next
            self._next = (self._next + 1) % len(self.judges)
        now = time.monotonic()
        ring = [(start + k) % len(self.judges) for k in range(len(self.judges))]
        healthy = [i for i in ring if self._down_until[i] <= now]
        return healthy + [i for i in ring if i not in healthy]  # all down: try anyway, soonest first

    def review(self, evidence):
        errors = []
        for i in self._order():
            with self._lock:
                self.requests[i] += 1
            try:
                return self.judges[i].review(evidence)
            except JudgeError as exc:
                with self._lock:
                    self._down_until[i] = time.monotonic() + self.cooldown_s
                errors.append(f"{self.urls[i]}: {exc}")
        raise JudgeError(f"{len(self.urls)} endpoints", "every endpoint failed: " + " | ".join(errors))

    def open(self) -> None:
        for j in self.judges:
            if hasattr(j, "open"):
                j.open()

    def close(self) -> None:
        for j in self.judges:
            if hasattr(j, "close"):
                j.close()

    def __enter__(self) -> EndpointPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"EndpointPool({self.name!r}, endpoints={self.urls!r})"
