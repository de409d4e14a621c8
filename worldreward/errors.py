"""Error types. Every error names *where* (a file, a manifest line, a request) and *what* is wrong.

The CLI prints ``str(err)`` and exits non-zero; batch commands record it per item and go on.
"""

from __future__ import annotations


class WorldRewardError(Exception):
    """Base class. ``where`` is a file path, ``path:line`` or a request id; ``problem`` a sentence."""

    def __init__(self, where: str, problem: str) -> None:
        self.where = str(where)
        self.problem = problem
        super().__init__(f"{self.where}: {problem}" if self.where else problem)

    def __reduce__(self):  # picklable across worker processes (the default passes one argument)
        return (self.__class__, (self.where, self.problem))


class VideoError(WorldRewardError):
    """A video could not be opened, decoded, or is outside the configured limits."""


class ActionError(WorldRewardError):
    """An action token, key/mouse log or camera trajectory is invalid."""


class ChunkPlanError(WorldRewardError):
    """Frame spans do not fit the decoded videos, or the plan is otherwise impossible."""


class ManifestError(WorldRewardError):
    """A bench/pairs/predictions manifest line is malformed (``where`` is ``file:line``)."""


class ReviewError(WorldRewardError):
    """A judge's review is incomplete or malformed; such a review never votes."""


class JudgeError(WorldRewardError):
    """A judge backend failed (server error, timeout, model failure) after its retries."""


class BundleError(WorldRewardError):
    """A model bundle failed verification (missing, extra, resized or altered file)."""
