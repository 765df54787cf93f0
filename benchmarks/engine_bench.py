"""Benchmark: what a tap costs the engine, with and without the special cards.

    python benchmarks/engine_bench.py            # prints one JSON object
    python benchmarks/engine_bench.py --quick

Replays recorded fixture games (tests/fixtures/games: a standard 4-player
game, and an anniversary-edition one with Bombs, Clouds and Werewolves)
action by action through ``Game.apply``, then reads what every render reads
(the totals, the current round's phase, tricks left, the sheet). Prints the
median microseconds per action and per read for each, and the ratio of the
anniversary game to the standard one inside this run (the target: a deck
with special cards costs a tap at most 1.25x a plain one). A script, not a
test: timings depend on the machine.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scorekeeper.domain import Game, record_from_state, score_sheet  # noqa: E402
from scorekeeper.domain.record import game_from_record, record_actions  # noqa: E402
from scorekeeper.presets import builtin_registry  # noqa: E402

GAMES = ROOT / "tests" / "fixtures" / "games"


def actions_of(name: str, registry):
    record = json.loads((GAMES / f"{name}.json").read_text(encoding="utf-8"))["record"]
    state = game_from_record(record, registry).state
    parsed = record_from_state(state)
    return record_actions(parsed, state.rules)


def replay_us(actions, repeats: int) -> float:
    samples = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        game = Game.start(actions[0])
        for action in actions[1:]:
            game = game.apply(action)
        samples.append((time.perf_counter() - t0) / len(actions) * 1e6)
    return statistics.median(samples)


def read_us(actions, repeats: int) -> float:
    game = Game.start(actions[0])
    for action in actions[1:]:
        game = game.apply(action)
    states = game.states
    samples = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        for state in states[-40:]:
            rnd = state.current
            _ = (state.totals, rnd.phase, rnd.tricks_left, rnd.points)
        score_sheet(states[-1])
        samples.append((time.perf_counter() - t0) / 41 * 1e6)
    return statistics.median(samples)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    repeats = 5 if args.quick else 25
    registry = builtin_registry()
    plain = actions_of("standard-4p", registry)
    special = actions_of("anniversary-4p", registry)
    # the pinned start actions need no registry: replay them as the app does
    plain[0] = Game.start(plain[0], registry).log[0]
    special[0] = Game.start(special[0], registry).log[0]
    out = {
        "standard_4p": {"actions": len(plain), "apply_us": round(replay_us(plain, repeats), 1),
                        "read_us": round(read_us(plain, repeats), 1)},
        "anniversary_4p": {"actions": len(special), "apply_us": round(replay_us(special, repeats), 1),
                           "read_us": round(read_us(special, repeats), 1)},
    }
    out["ratio_apply"] = round(out["anniversary_4p"]["apply_us"] / out["standard_4p"]["apply_us"], 2)
    out["ratio_read"] = round(out["anniversary_4p"]["read_us"] / out["standard_4p"]["read_us"], 2)
    out["target_holds"] = out["ratio_apply"] <= 1.25 and out["ratio_read"] <= 1.25
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
