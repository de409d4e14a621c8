"""Label audit graph (installed as ``worldreward.agents``): claims → tool checks → decisions."""
