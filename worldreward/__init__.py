"""worldreward: judge pairs of camera/action-conditioned world-model rollouts.

The pipeline (one module per stage, one pydantic model per boundary)::

    PairSpec --video.load--> Clip(A), Clip(B) --chunks.plan--> [Chunk]
      --evidence.extract--> ChunkEvidence --Judge.review--> ChunkReview
      --vote.aggregate--> PairVerdict

`worldreward.pipeline.judge_pair` runs the whole flow; `worldreward.cli` is the command line.
Importing this package is cheap: heavy optional dependencies (torch, transformers, langgraph)
are imported lazily by the few functions that need them.
"""

__version__ = "0.1.0"
