"""Judge one pair from Python with the model-free geometry judge.

    python examples/judge_pair.py LEFT.mp4 RIGHT.mp4 forward,camera_left,camera_up 8

Without arguments it writes the synthetic demo pair to ./demo_pair and judges that.
"""

from __future__ import annotations

import json
import sys

from worldreward.engine import judge_pair
from worldreward.judges import make_judge
from worldreward.pairs import PairSpec


def main(argv: list[str]) -> int:
    if len(argv) == 4:
        left, right, actions, frames_per_action = argv
        spec = PairSpec(pair_id="example", actions=actions.split(","),
                        frames_per_action=int(frames_per_action),
                        left={"video": left}, right={"video": right})
    else:
        from worldreward.commands.demo import make_demo_pair

        spec, planted = make_demo_pair("demo_pair", seed=0)
        print("planted:", json.dumps(planted))
    verdict = judge_pair(spec, make_judge("geometry"))
    print(json.dumps(verdict.prediction(), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
