"""worldreward: judge pairs of camera/action-conditioned world-model rollouts.

The flow (one module per stage, one pydantic model per boundary)::

    PairSpec --video.load_video--> Clip(A), Clip(B) --chunks.plan_spec--> [Chunk]
      --evidence.extract_evidence--> ChunkEvidence --Judge.review--> ChunkReview
      --store--> engine.reconcile_reviews --vote.aggregate--> PairVerdict --sinks--> files

`worldreward.engine` runs it for one pair (`engine.judge_pair`) or many (`engine.Engine`), the
same way for every command; `worldreward.cli` is the command line. See docs/design.md.
Importing this package is cheap: heavy optional dependencies (torch, transformers, langgraph)
are imported lazily by the few functions that need them.
"""

__version__ = "0.1.0"
