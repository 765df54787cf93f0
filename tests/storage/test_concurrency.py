"""Flet serves every session from one process: threads share one repository and lose nothing."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from scorekeeper.domain.stats import GameSummary
from scorekeeper.storage import TinyDBGameRepository

from .helpers import new_game

SAVES_PER_THREAD = 40
PLAYERS = ("Ana", "Ben", "Cleo")


def _action(thread: int, number: int) -> dict:
    return {"type": "bid", "player": thread, "value": number}


def _run_threads(repo, own_games: list[str], shared_game: str) -> list[BaseException]:
    """Threads 0..n-1 write into their own game; as many again all into one shared game."""
    workers = len(own_games)
    barrier = threading.Barrier(2 * workers)
    errors: list[BaseException] = []

    def work(thread: int, game_id: str) -> None:
        try:
            barrier.wait()
            for number in range(SAVES_PER_THREAD):
                repo.append_actions(
                    game_id,
                    [_action(thread, number)],
                    # the totals record who saved last: the summary of the last save must win
                    GameSummary(players=PLAYERS, rounds_played=number // 10, totals=(thread, number, 0)),
                )
                if number % 10 == 0:  # readers too, as other sessions list the history meanwhile
                    repo.list_games()
                    repo.load_game(game_id)
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    with ThreadPoolExecutor(max_workers=2 * workers) as pool:
        for thread, game_id in enumerate(own_games):
            pool.submit(work, thread, game_id)
        for thread in range(workers, 2 * workers):
            pool.submit(work, thread, shared_game)
    return errors


def _check(repo, own_games: list[str], shared_game: str) -> None:
    workers = len(own_games)
    for thread, game_id in enumerate(own_games):
        game = repo.load_game(game_id)
        assert game.actions[1:] == [_action(thread, n) for n in range(SAVES_PER_THREAD)]
        assert game.summary.totals == (thread, SAVES_PER_THREAD - 1, 0)
    shared = repo.load_game(shared_game).actions[1:]
    assert len(shared) == workers * SAVES_PER_THREAD
    for thread in range(workers, 2 * workers):  # each thread's actions all there, in its order
        assert [a for a in shared if a["player"] == thread] == [_action(thread, n) for n in range(SAVES_PER_THREAD)]
    info = {g.id: g for g in repo.list_games()}
    assert info[shared_game].action_count == 1 + workers * SAVES_PER_THREAD


def test_threads_saving_into_different_games_and_the_same_game_lose_nothing(data_dir: Path) -> None:
    workers = 4  # 4 threads in their own games + 4 threads in one shared game
    with TinyDBGameRepository(data_dir) as repo:
        own_games = [new_game(repo) for _ in range(workers)]
        shared_game = new_game(repo)
        errors = _run_threads(repo, own_games, shared_game)
        assert errors == []
        _check(repo, own_games, shared_game)
    with TinyDBGameRepository(data_dir) as repo:  # and all of it is on disk
        assert repo.quarantined() == []
        _check(repo, own_games, shared_game)


def test_threads_creating_games_at_once_get_distinct_ids(data_dir: Path) -> None:
    with TinyDBGameRepository(data_dir) as repo:
        with ThreadPoolExecutor(max_workers=8) as pool:
            ids = list(pool.map(lambda i: new_game(repo, [f"P{i}", "Ana", "Ben"]), range(40)))
        assert len(set(ids)) == 40
        assert {g.id for g in repo.list_games()} == set(ids)
        assert len(repo.roster()) == 42
    with TinyDBGameRepository(data_dir) as repo:
        assert {g.id for g in repo.list_games()} == set(ids)
        assert len(repo.roster()) == 42


def test_trash_and_saves_from_different_sessions_do_not_interfere(data_dir: Path) -> None:
    with TinyDBGameRepository(data_dir) as repo:
        busy = new_game(repo)
        others = [new_game(repo) for _ in range(10)]

        def saver() -> None:
            for number in range(30):
                repo.append_actions(busy, [_action(0, number)], GameSummary(players=PLAYERS))

        def trasher() -> None:
            for game_id in others:
                repo.trash_game(game_id)
            repo.empty_trash()

        threads = [threading.Thread(target=saver), threading.Thread(target=trasher)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert [g.id for g in repo.list_games(include_trash=True)] == [busy]
        assert repo.load_game(busy).action_count == 31
