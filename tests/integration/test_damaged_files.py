"""A damaged game file is set aside (quarantined) and reported; every other
game still loads, through the service and through the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper.domain import Bid, RuleChoice
from scorekeeper.service import GameService
from scorekeeper.storage import CorruptFileError, GameNotFoundError

from .helpers import import_record, game_file, game_files, play_round, record

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
