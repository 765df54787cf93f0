"""Benchmark: how long does saving one action take, however many games are stored?

    python benchmarks/storage_bench.py            # 10, 1,000 and 10,000 stored games
    python benchmarks/storage_bench.py --quick    # fewer samples (about a minute less)

For each size, a data folder is filled with that many realistic finished
games (4 players, 15 rounds, ~230 actions each), then new games are played
one action at a time -- one save per tap, as the app does -- and every save
is timed. The sizes take turns save by save (``--sequential`` runs them one
after the other instead, which mixes in the disk's slow phases after bulk
writes and deletes). Saves that close a round (and so also rewrite an index
shard) are reported separately from the others. The same data is then put in a
single ``db.json`` with TinyDB's default ``JSONStorage`` (one document per
game) and saving one action there is timed too (fewer samples: it is slow).

Prints one JSON object: medians and p95 in milliseconds, and whether the
targets hold (median under 5 ms; the 10,000-game median within 1.5x of the
10-game one). This is a script, not a test: timings depend on the disk.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import shutil
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, Iterator

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tinydb import TinyDB  # noqa: E402
from tinydb.storages import JSONStorage  # noqa: E402

from scorekeeper.domain.stats import GameSummary  # noqa: E402
from scorekeeper.storage import TinyDBGameRepository  # noqa: E402

NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gus", "Hana", "Ivo", "Jana", "Kai", "Lena"]
SUITS = ["red", "yellow", "green", "blue", "none"]
ROUNDS = 15


# -- realistic games -------------------------------------------------------------------


def play(rng: random.Random, players: list[str]) -> Iterator[tuple[dict[str, Any], GameSummary]]:
    """Yield ``(action, summary after it)`` for a whole 4-player, 15-round game."""
    n = len(players)
    bids: list[list[int]] = [[] for _ in players]
    tricks: list[list[int]] = [[] for _ in players]
    totals = [0] * n

    def summary(rounds_played: int, finished: bool) -> GameSummary:
        best = max(totals)
        return GameSummary(
            players=tuple(players),
            preset="standard",
            finished=finished,
            current_round=min(rounds_played + 1, ROUNDS),
            rounds_played=rounds_played,
            rounds_total=ROUNDS,
            totals=tuple(totals),
            winners=tuple(players[i] for i in range(n) if totals[i] == best) if finished else (),
            exact=tuple(tuple(b == t for b, t in zip(bids[i], tricks[i])) for i in range(n)),
        )

    current = summary(0, False)
    yield {"type": "start", "players": players, "first_dealer": 0, "rules": {"preset": "standard"}}, current
    for round_no in range(1, ROUNDS + 1):
        dealer = (round_no - 1) % n
        yield {"type": "trump", "suit": rng.choice(SUITS)}, current
        round_bids = [0] * n
        for k in range(n):
            player = (dealer + 1 + k) % n
            round_bids[player] = rng.randint(0, min(round_no, 3))
            yield {"type": "bid", "player": player, "value": round_bids[player]}, current
        if rng.random() < 0.3:  # a mis-tap, undone and redone
            yield {"type": "undo"}, current
            yield {"type": "redo"}, current
        won = [0] * n
        for _ in range(round_no):
            winner = rng.randrange(n)
            won[winner] += 1
            yield {"type": "trick", "player": winner}, current
        for i in range(n):
            score = 20 + 10 * won[i] if won[i] == round_bids[i] else -10 * abs(won[i] - round_bids[i])
            bids[i].append(round_bids[i])
            tricks[i].append(won[i])
            totals[i] += score
        current = summary(round_no, round_no == ROUNDS)
        yield {"type": "close"}, current


def finished_game(rng: random.Random) -> tuple[list[dict[str, Any]], GameSummary]:
    steps = list(play(rng, rng.sample(NAMES, 4)))
    return [a for a, _ in steps], steps[-1][1]


def stats(samples: list[float]) -> dict[str, Any]:
    if not samples:
        return {"n": 0}
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return {"n": len(ordered), "median": round(statistics.median(ordered), 3), "p95": round(p95, 3)}


# -- our repository ------------------------------------------------------------------------


def fill_repository(folder: Path, games: list[tuple[list, GameSummary]]) -> float:
    """Store ``games`` as finished games, a few hours apart; return the seconds it took."""
    start = datetime(2024, 1, 1, 19, 0, tzinfo=timezone.utc)
    records = [
        {"actions": a, "summary": s, "created": start + timedelta(hours=3 * i)} for i, (a, s) in enumerate(games)
    ]
    t0 = time.perf_counter()
    with TinyDBGameRepository(folder) as repo:
        repo.import_games(records)
    return time.perf_counter() - t0


class Player:
    """Plays new games into one repository, one save per action, timing each save."""

    def __init__(self, repo: TinyDBGameRepository, seed: int) -> None:
        self.repo = repo
        self.rng = random.Random(seed)
        self.steps: Iterator[tuple[dict, GameSummary]] = iter(())
        self.game_id = ""
        self.action_ms: list[float] = []
        self.close_ms: list[float] = []

    def save_one(self) -> None:
        step = next(self.steps, None)
        if step is None:  # game over: start the next one (creating it is not timed)
            self.steps = play(self.rng, self.rng.sample(NAMES, 4))
            first, summary = next(self.steps)
            self.game_id = self.repo.create_game([first], summary)
            step = next(self.steps)
        action, summary = step
        t = time.perf_counter()
        self.repo.append_actions(self.game_id, [action], summary)
        elapsed = (time.perf_counter() - t) * 1000
        (self.close_ms if action["type"] == "close" else self.action_ms).append(elapsed)


def bench_repositories(
    base: Path, games_by_size: dict[int, list], saves: int, seed: int, *, interleave: bool
) -> dict[int, dict[str, Any]]:
    """Time ``saves`` saves per size.

    Interleaved (the default), the sizes take turns save by save, so slow
    phases of the disk (write-back after filling 10,000 games, discards
    after deleting files) hit every size alike and only the number of stored
    games differs. ``interleave=False`` measures one size after the other.
    """
    folders = {size: base / f"repo-{size}" for size in games_by_size}
    results: dict[int, dict[str, Any]] = {size: {} for size in games_by_size}

    def fill(size: int) -> None:
        results[size]["import_s"] = round(fill_repository(folders[size], games_by_size[size]), 2)

    def open_(size: int) -> TinyDBGameRepository:
        t0 = time.perf_counter()
        repo = TinyDBGameRepository(folders[size])
        results[size]["open_ms"] = round((time.perf_counter() - t0) * 1000, 1)
        assert len(repo.list_games()) == len(games_by_size[size])
        return repo

    def finish(size: int, repo: TinyDBGameRepository, player: Player) -> None:
        t0 = time.perf_counter()
        listed = len(repo.list_games())
        results[size]["list_games_ms"] = round((time.perf_counter() - t0) * 1000, 1)
        repo.close()
        files = list((folders[size] / "games").iterdir())
        results[size]["avg_game_file_kb"] = round(sum(f.stat().st_size for f in files) / max(1, listed) / 1024, 1)
        results[size].update(
            all_saves_ms=stats(player.action_ms + player.close_ms),
            action_save_ms=stats(player.action_ms),
            round_close_save_ms=stats(player.close_ms),
        )

    if interleave:
        for size in games_by_size:
            fill(size)
        repos = {size: open_(size) for size in games_by_size}
        players = {size: Player(repo, seed) for size, repo in repos.items()}  # same games everywhere
        for _ in range(saves):
            for player in players.values():
                player.save_one()
        for size in games_by_size:
            finish(size, repos[size], players[size])
    else:
        for size in games_by_size:
            fill(size)
            repo = open_(size)
            player = Player(repo, seed)
            for _ in range(saves):
                player.save_one()
            finish(size, repo, player)
            shutil.rmtree(folders[size])
    for folder in folders.values():
        shutil.rmtree(folder, ignore_errors=True)
    return results


# -- TinyDB's default storage, everything in one db.json --------------------------------------


def bench_tinydb_default(base: Path, games: list[tuple[list, GameSummary]], saves: int, seed: int) -> dict[str, Any]:
    path = base / f"tinydb-{len(games)}.json"
    created = "2024-01-01T19:00:00+00:00"
    table = {
        str(i + 1): {"id": f"g{i}", "created": created, "summary": s.to_json(), "actions": a}
        for i, (a, s) in enumerate(games)
    }
    storage = JSONStorage(str(path))  # write the initial state in one go
    storage.write({"games": table})
    storage.close()

    rng = random.Random(seed)
    samples: list[float] = []
    db = TinyDB(str(path))  # default JSONStorage
    try:
        games_table = db.table("games")
        steps = play(rng, rng.sample(NAMES, 4))
        first, summary = next(steps)
        doc_id = games_table.insert({"id": "new", "created": created, "summary": summary.to_json(), "actions": [first]})
        for action, summary in steps:

            def save(doc: dict, action: dict = action, summary: GameSummary = summary) -> None:
                doc["actions"].append(action)
                doc["summary"] = summary.to_json()

            t = time.perf_counter()
            games_table.update(save, doc_ids=[doc_id])
            samples.append((time.perf_counter() - t) * 1000)
            if len(samples) >= saves:
                break
    finally:
        db.close()
    size_mb = path.stat().st_size / 1e6
    path.unlink()
    return {"save_ms": stats(samples), "db_json_mb": round(size_mb, 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    parser.add_argument("--quick", action="store_true", help="fewer samples")
    parser.add_argument("--sizes", type=lambda s: [int(x) for x in s.split(",")], default=[10, 1000, 10000])
    parser.add_argument("--dir", type=Path, default=None, help="where to create the temp folders (default: system temp)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--skip-tinydb", action="store_true", help="do not measure TinyDB's default storage")
    parser.add_argument(
        "--sequential", action="store_true", help="time one size after the other instead of interleaving saves"
    )
    args = parser.parse_args(argv)

    saves = 120 if args.quick else 300
    tinydb_saves = {10: 60, 1000: 15, 10000: 3} if args.quick else {10: 200, 1000: 40, 10000: 8}

    rng = random.Random(args.seed)
    pool = [finished_game(rng) for _ in range(200)]  # distinct games, reused to reach 10,000

    results = []
    with tempfile.TemporaryDirectory(prefix="scorekeeper-bench-", dir=args.dir) as tmp:
        base = Path(tmp)
        games_by_size = {size: [pool[i % len(pool)] for i in range(size)] for size in args.sizes}
        ours = bench_repositories(base, games_by_size, saves, args.seed, interleave=not args.sequential)
        print("... repository done", file=sys.stderr, flush=True)
        for size in args.sizes:
            row: dict[str, Any] = {"stored_games": size, "repository": ours[size]}
            if not args.skip_tinydb:
                n = tinydb_saves.get(size, max(3, min(200, 400_000 // max(size, 1))))
                row["tinydb_default_jsonstorage"] = bench_tinydb_default(base, games_by_size[size], n, args.seed + size)
                print(f"... TinyDB default, {size} games done", file=sys.stderr, flush=True)
            results.append(row)

    by_size = {r["stored_games"]: r["repository"]["all_saves_ms"]["median"] for r in results}
    targets: dict[str, Any] = {
        "median_under_5ms": all(m < 5 for m in by_size.values()),
    }
    if 10 in by_size and 10000 in by_size:
        ratio = by_size[10000] / by_size[10]
        targets["median_10000_over_10"] = round(ratio, 2)
        targets["within_1_5x"] = ratio <= 1.5
    report = {
        "command": "python benchmarks/storage_bench.py " + " ".join(sys.argv[1:] if argv is None else argv),
        "method": "sequential" if args.sequential else "interleaved: the sizes take turns, one save each",
        "environment": {
            "python": platform.python_version(),
            "platform": platform.platform(),
            "cpus": os.cpu_count(),
        },
        "game": "4 players, 15 rounds: start, per round trump + 4 bids + one action per trick + close "
        "(+ undo/redo in ~30% of rounds); one save per action",
        "results": results,
        "targets": targets,
    }
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
