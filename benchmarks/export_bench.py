"""Benchmark: how long does building the PDF score pad of a game take?

    python benchmarks/export_bench.py            # 30 runs per game
    python benchmarks/export_bench.py --runs 5

Two games at the size limits of one page: 6 players x 10 rounds (the
standard schedule for 6) and 3 players x 20 rounds, both finished, names
with accents and Cyrillic. Each PDF is built from the game state, as the app
and ``scorekeeper export --format pdf`` do (font loading and subsetting
included, nothing cached between runs). The CSV and text exports are timed
too, for comparison.

Prints one JSON object: median and p95 wall time and the median CPU time in
milliseconds per game and format, the machine's load average, and whether
the PDF medians are under the 200 ms target. A script, not a test: timings
depend on the machine and its load.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.domain import Bid, CloseRound, EnterTricks, Game, SetTrump, Start, legal_bids  # noqa: E402
from scorekeeper.exports import ExportFormat, export_game  # noqa: E402
from scorekeeper.presets import builtin_registry  # noqa: E402

TARGET_MS = 200.0
PLAYED = datetime(2026, 11, 30, 20, 15, tzinfo=timezone.utc)
GAMES = {
    "6 players x 10 rounds": ("Ana", "Jürgen Groß", "Zażółć", "Љубица", "Françoise", "Dan"),
    "3 players x 20 rounds": ("Ana", "Zażółć", "Љубица"),
}


def finished_game(players: tuple[str, ...], seed: int = 1) -> Game:
    rng = random.Random(seed)
    game = Game.start(Start(players=players), builtin_registry())
    while True:
        rnd = game.state.current
        if rnd.trump_card:
            game = game.apply(SetTrump(suit=rng.choice(["red", "yellow", "green", "blue"])))
        while game.state.current.to_bid is not None:
            game = game.apply(Bid(player=game.state.current.to_bid, value=rng.choice(sorted(legal_bids(game.state)))))
        left, tricks = rnd.cards, []
        for bid in game.state.current.bids:
            take = min(left, bid if rng.random() < 0.6 else rng.randint(0, left))
            tricks.append(take)
            left -= take
        tricks[-1] += left
        game = game.apply(EnterTricks(tricks=tuple(tricks)))
        if game.state.complete:
            return game
        game = game.apply(CloseRound())


def timed(state, fmt: ExportFormat, runs: int) -> dict[str, float]:
    """Wall time, and the CPU time of this process (what the wall time would
    be on an idle machine: other work on a shared machine inflates only the
    first)."""
    wall, cpu = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        export_game(state, fmt, played=PLAYED)
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    wall.sort()
    return {
        "median_ms": round(statistics.median(wall), 1),
        "p95_ms": round(wall[min(len(wall) - 1, int(len(wall) * 0.95))], 1),
        "cpu_median_ms": round(statistics.median(cpu), 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    results = {}
    for label, players in GAMES.items():
        state = finished_game(players).state
        assert state.complete and state.total_rounds == (10 if len(players) == 6 else 20)
        export_game(state, ExportFormat.PDF, played=PLAYED)  # warm-up: imports, first font read from disk
        results[label] = {fmt.value: timed(state, fmt, args.runs) for fmt in (ExportFormat.PDF, ExportFormat.CSV, ExportFormat.TXT)}
    print(json.dumps({
        "runs": args.runs,
        "python": platform.python_version(),
        "results": results,
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "target_ms": TARGET_MS,
        "pdf_under_target": all(r["pdf"]["median_ms"] < TARGET_MS for r in results.values()),
    }, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
