"""Several sessions on one game through ONE service never lose an action; a
second process on the same data folder gets a clear DataDirLockedError."""

from __future__ import annotations

import os
import textwrap
import threading
from pathlib import Path

import pytest

from scorekeeper.domain import RuleChoice, SetTrump, TrickWon
from scorekeeper.service import GameService
from scorekeeper.storage import DataDirLockedError, StaleGameError, TinyDBGameRepository

from .conftest import REGISTRY
from ..support import assert_one_error_line, run_process
from .helpers import bid_all, stored_actions

PLAYERS = ["Ana", "Ben", "Cleo"]


def run_threads(count: int, work) -> list[BaseException]:
    barrier = threading.Barrier(count)
    errors: list[BaseException] = []

    def worker(number: int) -> None:
        try:
            barrier.wait(timeout=10)
            work(number)
        except BaseException as exc:  # collected and reported by the test
            errors.append(exc)

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert not any(t.is_alive() for t in threads), "a thread hung"
    return errors


def test_sessions_counting_tricks_at_once_lose_no_trick(services, data_dir: Path) -> None:
    service = services.open()
    game_id = service.new_game(PLAYERS, 0, RuleChoice(schedule=(20,)))
    bid_all(service, game_id, [10, 5, 4])
    seat_of_thread = [0, 1, 2, 0]  # 4 sessions, 5 tricks each, for 20 tricks

    def count_tricks(number: int) -> None:
        for _ in range(5):
            service.act(game_id, TrickWon(player=seat_of_thread[number]))

    assert run_threads(4, count_tricks) == []
    state = service.game(game_id).state
    assert state.current.tricks == (10, 5, 5) and state.complete
    assert len(service.game(game_id).log) == 1 + 3 + 20
    assert len(stored_actions(data_dir, game_id)) == 24
    before = service.game(game_id)
    assert services.reopen(service).game(game_id) == before


def test_many_sessions_tapping_at_once_store_every_tap_once(services, data_dir: Path) -> None:
    service = services.open()
    game_id = service.new_game(PLAYERS, 0, RuleChoice(schedule=(1,)))
    suits = ["red", "yellow", "green", "blue"]

    def tap(number: int) -> None:
        for _ in range(10):
            service.act(game_id, SetTrump(suit=suits[number % 4]))

    assert run_threads(8, tap) == []
    actions = stored_actions(data_dir, game_id)
    assert len(actions) == 1 + 80
    assert sorted(a["suit"] for a in actions[1:]) == sorted(s for s in suits for _ in range(20))
    assert service.repo.get_info(game_id).action_count == 81
    assert [a.to_json() for a in service.game(game_id).log] == actions


def test_a_second_service_with_an_outdated_copy_cannot_overwrite_the_game(service: GameService) -> None:
    game_id = service.new_game(PLAYERS, 0, RuleChoice(schedule=(1,)))
    other = GameService(service.repo, REGISTRY)  # not the supported set-up, but it must not lose data
    other.game(game_id)
    service.act(game_id, SetTrump(suit="red"))
    with pytest.raises(StaleGameError):
        other.act(game_id, SetTrump(suit="blue"))
    stored = service.repo.load_game(game_id).actions
    assert [a["type"] for a in stored] == ["start", "trump"] and stored[-1]["suit"] == "red"


def test_a_second_repository_in_this_process_is_refused(service: GameService, data_dir: Path) -> None:
    with pytest.raises(DataDirLockedError) as caught:
        TinyDBGameRepository(data_dir)
    assert caught.value.pid == os.getpid()
    assert "already open" in str(caught.value)


OPENER = textwrap.dedent(
    """
    import sys
    from scorekeeper.storage import DataDirLockedError, TinyDBGameRepository
    try:
        TinyDBGameRepository(sys.argv[1]).close()
    except DataDirLockedError as exc:
        print("locked", exc.pid, exc, flush=True)
    else:
        print("opened", flush=True)
    """
)


def open_in_another_process(folder: Path) -> str:
    done = run_process(str(folder), code=OPENER, data_dir=folder)
    assert done.code == 0, done.err
    return done.out.strip()


@pytest.mark.skipif(os.name == "nt", reason="POSIX file locks")
def test_another_process_on_the_same_folder_gets_a_clear_locked_error(services, data_dir: Path) -> None:
    service = services.open()
    service.new_game(PLAYERS)
    answer = open_in_another_process(data_dir)
    assert answer.startswith(f"locked {os.getpid()} "), answer
    assert "already open in another Wizard Scorekeeper process" in answer
    assert "SCOREKEEPER_DATA_DIR" in answer
    service.repo.close()
    assert open_in_another_process(data_dir) == "opened"


@pytest.mark.skipif(os.name == "nt", reason="POSIX file locks")
def test_the_command_line_reports_a_locked_folder_in_one_line(service: GameService, cli_process) -> None:
    service.new_game(PLAYERS)
    result = cli_process("games")
    line = assert_one_error_line(result, code=1)
    assert "already open" in line
