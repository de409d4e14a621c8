"""Label audit graph (installed as ``worldreward.agents``): claims → tool checks → decisions.

- `claims`: rule-based extraction of checkable claims from a review's analyses;
- `tools`: measuring tools (camera motion per slot and side, quality metrics, second look);
- `decide`: findings, accept / revise / escalate, and the tool-only correction rule;
- `llm`: the optional model roles (claim extractor, teacher reviser, second look);
- `graph`: the LangGraph ``StateGraph`` and `run_audit` (``worldreward audit``);
- `stats`: audit statistics and label accuracy against known truth.

langgraph is an optional extra (``pip install worldreward[agents]``), imported when an
`Auditor` is built; importing this package does not import it.
"""
