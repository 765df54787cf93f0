"""A damaged game file -- or one whose log the rules refuse -- is set aside
(quarantined) and reported; every other game still loads, through the
service and through the command line. Paths in the way, a full disk and a
folder that becomes writable, on real data folders."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from scorekeeper.domain import Bid, RuleChoice
from scorekeeper.service import GameService, StoredGameError
from scorekeeper.storage import CorruptFileError, GameNotFoundError, SaveFailedError

from ..support import assert_one_error_line
from .helpers import exported_record, game_file, game_files, import_record, play_round, record

DAMAGE = {
    "truncated": lambda raw: raw[: len(raw) // 2],
    "not-json": lambda raw: b"this is not JSON at all\n",
    "empty": lambda raw: b"",
    "not-a-game": lambda raw: b'{"game": {"1": {"schema_version": 1, "id": "nonsense"}}}',
}


def three_games(service: GameService) -> list[str]:
    first = import_record(service, record("hand-standard-3p"))
    second = import_record(service, record("hand-tournament-tie-4p"))
    third = service.new_game(["Dan", "Eve", "Finn"], 0, RuleChoice(schedule=(1, 2)))
    play_round(service, third, [0, 0, 1], [0, 0, 1])
    service.act(third, Bid(player=2, value=1))
    return [first, second, third]


def damage(data_dir: Path, game_id: str, how: str) -> None:
    path = game_file(data_dir, game_id)
    path.write_bytes(DAMAGE[how](path.read_bytes()))


@pytest.mark.parametrize("how", list(DAMAGE))
def test_a_damaged_game_is_quarantined_and_the_others_still_load(services, data_dir: Path, how: str) -> None:
    service = services.open()
    first, second, third = three_games(service)
    kept = {g: service.game(g) for g in (first, third)}
    service.repo.close()
    damage(data_dir, second, how)

    service = services.open()
    assert [g.id for g in service.history()] == [third, first]
    for game_id, game in kept.items():
        assert service.game(game_id) == game
    assert service.unfinished().id == third

    problems = service.problems()
    assert len(problems) == 1
    assert second in problems[0] and "damaged" in problems[0]
    assert "All other games loaded normally" in problems[0]
    # moved aside, not deleted
    assert f"{second}.json" not in game_files(data_dir)
    quarantined = list((data_dir / "quarantine").iterdir())
    assert len(quarantined) == 1 and quarantined[0].name.startswith(second)
    with pytest.raises(GameNotFoundError):
        service.game(second)

    # the next start is clean: the problem was reported once, the others are still there
    again = services.reopen(service)
    assert again.problems() == []
    assert [g.id for g in again.history()] == [third, first]


def test_a_game_damaged_while_the_app_runs_is_reported_when_opened(services, data_dir: Path) -> None:
    service = services.open()
    first, second, third = three_games(service)
    service = services.reopen(service)  # finished games are not kept in memory after a start
    damage(data_dir, first, "truncated")
    with pytest.raises(CorruptFileError):
        service.game(first)
    assert len(service.problems()) == 1 and first in service.problems()[0]
    assert [g.id for g in service.history()] == [third, second]
    assert service.game(second).state.complete
    service.act(third, Bid(player=0, value=0))
    assert service.repo.get_info(third).action_count == len(service.game(third).log)


def test_the_command_line_lists_the_other_games_next_to_a_damaged_one(services, data_dir: Path, cli) -> None:
    service = services.open()
    first, second, third = three_games(service)
    service.repo.close()
    damage(data_dir, second, "not-json")

    table = cli("games")
    assert table.code == 0, table.err
    listed = [line.split()[0] for line in table.out.splitlines()]
    assert listed == [third, first]
    assert second in table.err and "damaged" in table.err  # the warning says which game

    rows = cli("games", "--format", "json")
    assert rows.code == 0, rows.err
    assert second not in rows.out and first in rows.out and third in rows.out
    assert (data_dir / "quarantine").is_dir()

    players = cli("players", "--format", "json")
    assert players.code == 0, players.err
    stats = {row["name"]: row for row in json.loads(players.out)}
    assert stats["Ana"]["games"] == 1  # the damaged tie no longer counts
    assert stats["Dan"]["games"] == 0  # Dan's other game is unfinished


def test_a_damaged_game_list_and_player_list_are_rebuilt_from_the_games(services, data_dir: Path) -> None:
    service = services.open()
    first, second, third = three_games(service)
    service.repo.close()
    (data_dir / "roster.json").write_bytes(b'{"players": {"1": {"name": ')
    for shard in (data_dir / "index").iterdir():
        shard.write_bytes(b"[1, 2")

    service = services.open()
    problems = service.problems()
    assert any("list of player names was damaged" in p for p in problems)
    assert any("list of saved games was damaged" in p and "no game was lost" in p for p in problems)
    assert [g.id for g in service.history()] == [third, second, first]
    assert sorted(service.roster_names()) == ["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn"]
    assert service.game(second).state.winners == (1, 2)
    assert services.reopen(service).problems() == []


# -- a game file the rules refuse ---------------------------------------------------------------

REFUSE = {
    "tricks-99": lambda actions: next(a for a in actions if a["type"] == "tricks").update(tricks=[99, 0, 0, 0]),
    "unknown-action-type": lambda actions: actions.insert(3, {"type": "teleport", "player": 0}),
}


def refuse(data_dir: Path, game_id: str, how: str) -> bytes:
    """Hand-edit a game file: valid JSON, but a move the rules refuse."""
    path = game_file(data_dir, game_id)
    data = json.loads(path.read_text(encoding="utf-8"))
    REFUSE[how](data["game"]["1"]["actions"])
    path.write_text(json.dumps(data), encoding="utf-8")
    return path.read_bytes()


@pytest.mark.parametrize("how", list(REFUSE))
def test_a_game_file_the_rules_refuse_is_quarantined_on_open_and_says_which_game_and_why(
    services, data_dir: Path, how: str
) -> None:
    service = services.open()
    first, second, third = three_games(service)
    created = service.repo.get_info(second).created
    service.repo.close()
    edited = refuse(data_dir, second, how)

    service = services.open()
    assert [g.id for g in service.history()] == [third, first]
    [problem] = service.problems()
    assert "Ana, Ben, Cleo, Dan" in problem and f"{created:%d %b %Y}" in problem  # which game
    assert "the rules refuse" in problem
    assert {"tricks-99": "99 tricks", "unknown-action-type": "'teleport'"}[how] in problem  # why, in words
    [kept] = (data_dir / "quarantine").iterdir()
    assert kept.read_bytes() == edited and f"{second}.json" not in game_files(data_dir)
    with pytest.raises(GameNotFoundError):
        service.game(second)
    assert services.reopen(service).problems() == []


def test_a_game_that_stops_replaying_while_the_app_runs_is_quarantined_when_opened(services, data_dir: Path) -> None:
    service = services.open()
    first, second, third = three_games(service)
    service = services.reopen(service)
    edited = refuse(data_dir, first, "unknown-action-type")
    service.repo._files.clear_cache()  # as if it had dropped out of the cache
    with pytest.raises(StoredGameError) as caught:
        exported_record(service, first)
    message = str(caught.value)
    assert "Ana, Ben, Cleo" in message and "'teleport'" in message and "quarantine" in message
    assert service.problems() == [message]
    assert [g.id for g in service.history()] == [third, second]
    [kept] = (data_dir / "quarantine").iterdir()
    assert kept.read_bytes() == edited
    assert exported_record(service, second)["players"] == ["Ana", "Ben", "Cleo", "Dan"]  # the rest carry on


def test_the_command_line_reports_a_game_the_rules_refuse_like_a_damaged_one(services, data_dir: Path, cli) -> None:
    service = services.open()
    first, second, third = three_games(service)
    service.repo.close()
    refuse(data_dir, first, "tricks-99")

    table = cli("games")
    assert table.code == 0
    assert [line.split()[0] for line in table.out.splitlines()] == [third, second]
    [warning] = table.err_lines
    assert warning.startswith("warning: ") and first in warning and "the rules refuse" in warning
    exported = cli("export", first)
    assert exported.code != 0 and first in exported.err and "Traceback" not in exported.err
    assert cli("export", second).code == 0


# -- paths in the way, a full disk, a folder that becomes writable ---------------------------------


def test_the_command_line_names_a_file_in_the_way_of_the_index_and_lists_every_game(
    services, data_dir: Path, cli
) -> None:
    service = services.open()
    ids = three_games(service)
    service.repo.close()
    for shard in (data_dir / "index").iterdir():
        shard.unlink()
    (data_dir / "index").rmdir()
    (data_dir / "index").write_text("not a folder")

    table = cli("games")
    assert table.code == 0
    assert sorted(line.split()[0] for line in table.out.splitlines()) == sorted(ids)
    [warning] = table.err_lines
    assert warning.startswith("warning: ") and str(data_dir / "index") in warning and "move or rename it" in warning
    assert cli("export", ids[0]).code == 0


@pytest.mark.parametrize("name, found", [("games", "a file"), (".lock", "a folder")])
def test_the_command_line_names_a_path_in_the_way_that_stops_the_folder(
    data_dir: Path, cli, name: str, found: str
) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / name).mkdir() if found == "a folder" else (data_dir / name).write_text("x")
    line = assert_one_error_line(cli("games"), code=1)
    assert f"{data_dir / name} is {found}" in line and "move or rename it" in line


def _disk_full(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", refuse)


def _read_only_fs(monkeypatch: pytest.MonkeyPatch) -> None:
    real = os.open

    def refuse(path, flags, *args, **kwargs):
        if flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
        return real(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refuse)


@pytest.mark.parametrize("fault, words", [(_disk_full, "disk is full"), (_read_only_fs, "not writable")])
def test_import_that_cannot_be_saved_prints_exactly_one_error_line(
    services, data_dir: Path, cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fault, words: str
) -> None:
    service = services.open()
    three_games(service)
    service.repo.close()
    for shard in (data_dir / "index").iterdir():  # the caches have catching up to do on open
        shard.unlink()
    (data_dir / "roster.json").unlink()
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record("hand-standard-3p")), encoding="utf-8")

    fault(monkeypatch)
    line = assert_one_error_line(cli("import", str(path)), code=1)
    assert words in line


def test_a_folder_read_only_at_start_saves_once_it_becomes_writable(services, monkeypatch) -> None:
    service = services.open()
    game_id = service.new_game(["Dan", "Eve", "Finn"], 0, RuleChoice(schedule=(1, 2)))
    service.repo.close()
    _read_only_fs(monkeypatch)
    service = services.open()
    with pytest.raises(SaveFailedError):
        service.act(game_id, Bid(player=1, value=0))
    monkeypatch.undo()
    service.act(game_id, Bid(player=1, value=0))  # no restart needed
    assert services.reopen(service).game(game_id).state.current.bids[1] == 0
