"""kill -9 at arbitrary moments: afterwards every file loads and every acknowledged save is there.

A child process keeps saving actions (and creating, closing rounds, trashing
and restoring games) and writes an ack line to a pipe after each save
returns. The parent reads the acks and kills the child with SIGKILL as soon
as it has read the k-th one (k drawn per run from a seeded RNG; 0 kills it
as it opens the folder), while the child is already busy with the next save
-- mid-write, between a game file and its index shard -- and starts the next
child on the same folder. The kill is tied to saves, never to a clock, and
the test asserts only behaviour (no acknowledged save lost, no file broken),
never a count that depends on the machine's speed. Children are forked (no
interpreter start-up), so the runs fit in a few seconds.
"""

from __future__ import annotations

import os
import random
import select
import signal
import traceback
from pathlib import Path

import pytest

from scorekeeper.domain.stats import GameSummary
from scorekeeper.storage import TinyDBGameRepository
from scorekeeper.storage.atomic import decode_tinydb_bytes
from scorekeeper.storage.documents import parse_game_file, parse_index_file, parse_roster_file

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL")

KILLS = 100
MAX_ACKS_BEFORE_KILL = 12
STALL_SECONDS = 60  # a child silent this long is stuck (a hang, not slowness)
FINISHED_AT = 40  # actions; then the child starts another game
PLAYERS = ["Ana", "Ben", "Cleo", "Dan"]


def action(position: int) -> dict:
    """The action at this position of any game: so the parent knows what must be stored."""
    if position == 0:
        return {"type": "start", "players": PLAYERS, "first_dealer": 0, "rules": {"preset": "standard"}}
    if position % 5 == 0:
        return {"type": "close"}
    return {"type": "bid", "player": position % 4, "value": position}


def summary(count: int) -> GameSummary:
    return GameSummary(
        players=tuple(PLAYERS),
        preset="standard",
        finished=count >= FINISHED_AT,
        rounds_played=count // 5,  # changes every 5 actions: the index shard is rewritten too
        rounds_total=FINISHED_AT // 5,
        winners=("Ana",) if count >= FINISHED_AT else (),
        totals=(count, 0, 0, 0),  # the first total records the save: summary and log must agree
    )


def child(folder: Path, ack: int, seed: int) -> None:
    """Save forever, acking each save that returned. Runs in the forked child; never returns."""
    code = 0
    try:
        rng = random.Random(seed)
        repo = TinyDBGameRepository(folder)
        games = repo.list_games(include_trash=True)
        unfinished = [g.id for g in games if not g.finished and not g.trashed]
        finished = [g.id for g in games if g.finished]
        while True:
            roll = rng.random()
            if not unfinished or roll < 0.05:
                game_id = repo.create_game([action(0)], summary(1))
                os.write(ack, f"A {game_id} 1\n".encode())
                unfinished.append(game_id)
                continue
            if finished and roll < 0.10:
                game_id = rng.choice(finished)
                if repo.get_info(game_id).trashed:
                    repo.restore_game(game_id)
                else:
                    repo.trash_game(game_id)
                continue
            game_id = rng.choice(unfinished)
            stored = repo.get_info(game_id).action_count
            batch = rng.choice([1, 1, 1, 2])
            total = repo.append_actions(
                game_id, [action(stored + i) for i in range(batch)], summary(stored + batch), expected_count=stored
            )
            os.write(ack, f"A {game_id} {total}\n".encode())
            if total >= FINISHED_AT:
                unfinished.remove(game_id)
                finished.append(game_id)
    except BaseException:
        os.write(ack, ("E " + traceback.format_exc().replace("\n", " | ") + "\n").encode())
        code = 1
    finally:
        os._exit(code)


def run_and_kill(folder: Path, seed: int, acks_before_kill: int) -> list[tuple[str, int]]:
    """Fork a child saving into ``folder``; SIGKILL it right after its k-th ack.

    Returns every ``(game id, stored count)`` it acknowledged (the acks that
    were already in the pipe when the kill landed included).
    """
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        os.close(read_end)
        child(folder, write_end, seed)
    os.close(write_end)
    data = b""
    try:
        while data.count(b"\n") < acks_before_kill:
            ready, _, _ = select.select([read_end], [], [], STALL_SECONDS)
            assert ready, f"the child sent no ack for {STALL_SECONDS} s"
            chunk = os.read(read_end, 65536)
            assert chunk, f"the child ended on its own: {data.decode()[-500:]}"
            data += chunk
    finally:
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        while chunk := os.read(read_end, 65536):
            data += chunk
        os.close(read_end)
    acks = []
    for line in data.decode().splitlines():
        kind, _, rest = line.partition(" ")
        assert kind != "E", f"child failed: {rest}"
        game_id, count = rest.split()
        acks.append((game_id, int(count)))
    assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, "child ended on its own"
    assert len(acks) >= acks_before_kill
    return acks


def test_kill_9_after_the_kth_save_loses_no_acknowledged_save_and_breaks_no_file(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    rng = random.Random(20261130)
    acked: dict[str, int] = {}
    for _ in range(KILLS):
        for game_id, count in run_and_kill(folder, rng.randrange(1 << 30), rng.randint(0, MAX_ACKS_BEFORE_KILL)):
            acked[game_id] = max(acked.get(game_id, 0), count)

    # every file on disk loads as it is, before any repair
    for path in sorted((folder / "games").glob("*.json")):
        parse_game_file(decode_tinydb_bytes(path.read_bytes(), path), path, path.stem)
    for path in sorted((folder / "index").glob("*.json")):
        parse_index_file(decode_tinydb_bytes(path.read_bytes(), path), path)
    if (folder / "roster.json").exists():
        parse_roster_file(decode_tinydb_bytes((folder / "roster.json").read_bytes(), "roster.json"))

    with TinyDBGameRepository(folder) as repo:
        assert repo.quarantined() == []
        assert not list(folder.rglob("*.tmp")), "stale temp files are removed on open"
        listed = {g.id: g for g in repo.list_games(include_trash=True)}
        assert set(acked) <= set(listed), "an acknowledged new game is missing"
        for game_id, info in listed.items():
            game = repo.load_game(game_id)
            count = len(game.actions)
            assert count >= acked.get(game_id, 1), f"{game_id}: {count} stored < {acked[game_id]} acknowledged"
            assert game.actions == [action(i) for i in range(count)]
            assert game.summary.totals[0] == count  # summary and log were written together
            assert (info.action_count, info.rounds_played) == (count, count // 5)  # the index agrees
        assert {e.name for e in repo.roster()} == set(PLAYERS)
