"""The storage commands of ``scorekeeper`` on a real data folder
(SCOREKEEPER_DATA_DIR): games, import, export and players.

Most tests run ``python -m scorekeeper`` in a subprocess; the round trip of
every fixture runs cli.main in-process (fast) and closes its shared
repository afterwards."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from scorekeeper.domain import game_from_record
from scorekeeper.service import GameService

from ..support import GAMES, assert_one_error_line, game_fixture
from .helpers import game_file, game_files, import_record, record
from scorekeeper.presets import builtin_registry

REGISTRY = builtin_registry()

GAME_ID = re.compile(r"^\d{8}-\d{6}-[0-9a-f]{4,16}$")


def write_record(folder: Path, name: str, data: dict | None = None) -> Path:
    path = folder / f"{name}.json"
    path.write_text(json.dumps(data if data is not None else record(name), ensure_ascii=False), encoding="utf-8")
    return path


def imported_id(result) -> str:
    assert result.code == 0, result.err
    assert result.err == ""
    game_id = result.out.strip()
    assert GAME_ID.match(game_id) and result.out == game_id + "\n"
    return game_id


def stored_state(services, game_id: str):
    """The engine state of a stored game, read through a new repository + service (then closed)."""
    service = services.open()
    try:
        return service.game(game_id).state
    finally:
        service.repo.close()


# -- games ----------------------------------------------------------------------------


def test_games_on_an_empty_folder_says_so(cli) -> None:
    table = cli("games")
    assert (table.code, table.out, table.err) == (0, "no games stored yet\n", "")
    rows = cli("games", "--format", "json")
    assert rows.code == 0 and json.loads(rows.out) == []


def test_import_prints_the_id_and_games_lists_it(cli, tmp_path: Path, data_dir: Path, services) -> None:
    game_id = imported_id(cli("import", str(write_record(tmp_path, "hand-tournament-tie-4p"))))
    assert game_files(data_dir) == {f"{game_id}.json"}
    expected = game_from_record(record("hand-tournament-tie-4p"), REGISTRY).state
    assert stored_state(services, game_id) == expected

    table = cli("games", "--format", "table")
    assert table.code == 0, table.err
    (line,) = table.out.splitlines()
    assert line.startswith(f"{game_id}  ")
    assert "amigo-tournament" in line and "finished" in line
    assert "Ana, Ben, Cleo, Dan" in line and "won by Ben, Cleo" in line

    rows = cli("games", "--format", "json")
    assert rows.code == 0, rows.err
    (row,) = json.loads(rows.out)
    assert row["id"] == game_id
    assert row["players"] == ["Ana", "Ben", "Cleo", "Dan"]
    assert (row["preset"], row["status"], row["rounds_played"], row["rounds_total"]) == ("amigo-tournament", "finished", 3, 3)
    assert row["winners"] == ["Ben", "Cleo"] and row["totals"] == [0, 80, 80, 30]
    assert row["trashed"] is False


def test_import_reads_standard_input_for_a_dash(cli, data_dir: Path, services) -> None:
    data = record("hand-hidden-notequal-3p")
    game_id = imported_id(cli("import", "-", stdin=json.dumps(data)))
    assert game_files(data_dir) == {f"{game_id}.json"}
    assert stored_state(services, game_id) == game_from_record(data, REGISTRY).state


def test_an_unfinished_record_is_stored_as_an_unfinished_game(cli, data_dir: Path, services) -> None:
    data = record("hand-standard-3p")
    data["rounds"][2] = {"trump": "blue", "bids": [1, None, None], "tricks": None}  # Cleo deals: Ana bids first
    game_id = imported_id(cli("import", "-", stdin=json.dumps(data)))
    service = services.open()
    assert service.unfinished().id == game_id
    assert service.game(game_id).state.current.bids == (1, None, None)


def _bad_records() -> dict[str, str]:
    standard = record("hand-standard-3p")
    tie = record("hand-tournament-tie-4p")

    def changed(base: dict, edit) -> str:
        data = json.loads(json.dumps(base))
        edit(data)
        return json.dumps(data)

    return {
        "not-json": "{ not json",
        "empty-input": "",
        "not-an-object": "[]",
        "wrong-format-id": json.dumps({**standard, "format": "wizard-scorekeeper/game@2"}),
        "unknown-key": json.dumps({**standard, "score": 1}),
        "fixture-wrapper": json.dumps(game_fixture("hand-standard-3p")),
        "two-players": changed(standard, lambda d: d.update(players=["Ana", "Ben"])),
        "notequal-dealer-bid": changed(tie, lambda d: d["rounds"][0].update(bids=[0, 0, 0, 1])),
        "tricks-do-not-add-up": changed(standard, lambda d: d["rounds"][1].update(tricks=[2, 1, 0])),
        "more-rounds-than-the-schedule": changed(standard, lambda d: d["rounds"].append({"bids": [0, 0, 0]})),
    }


BAD_RECORDS = _bad_records()
FRAGMENTS = {
    "not-json": "not valid JSON",
    "wrong-format-id": "wizard-scorekeeper/game@1",
    "unknown-key": "score: unknown key",
    "notequal-dealer-bid": "round 1: Dan deals and may not bid 1 under notequal",
    "tricks-do-not-add-up": "round 2: tricks add up to 3",
}


@pytest.fixture
def folder_with_one_game(services, data_dir: Path) -> str:
    service = services.open()
    game_id = import_record(service, record("hand-standard-3p"))
    service.repo.close()
    return game_id


@pytest.mark.parametrize("case", list(BAD_RECORDS))
def test_an_invalid_record_exits_2_with_one_error_line_and_stores_nothing(
    cli, case: str, folder_with_one_game: str, data_dir: Path, services
) -> None:
    files = game_files(data_dir)
    line = assert_one_error_line(cli("import", "-", stdin=BAD_RECORDS[case]))
    assert FRAGMENTS.get(case, "") in line
    assert game_files(data_dir) == files
    service = services.open()
    assert [g.id for g in service.history(include_trash=True)] == [folder_with_one_game]


def test_an_invalid_record_file_does_not_even_create_the_data_folder(cli, tmp_path: Path, data_dir: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(BAD_RECORDS["notequal-dealer-bid"], encoding="utf-8")
    assert_one_error_line(cli("import", str(path)))
    assert_one_error_line(cli("import", str(tmp_path / "missing.json")), code=2)
    assert not data_dir.exists()


# -- export ----------------------------------------------------------------------------


def test_export_writes_the_record_back_and_it_reimports_to_an_equal_state(
    cli, tmp_path: Path, data_dir: Path
) -> None:
    original = record("hand-hidden-notequal-3p")
    game_id = imported_id(cli("import", str(write_record(tmp_path, "hand-hidden-notequal-3p"))))

    shown = cli("export", game_id, "--format", "json")
    assert shown.code == 0 and shown.err == "", shown.err
    exported = json.loads(shown.out)
    assert exported["format"] == "wizard-scorekeeper/game@1"
    assert game_from_record(exported, REGISTRY).state == game_from_record(original, REGISTRY).state

    out = tmp_path / "out" / "game.json"
    out.parent.mkdir()
    to_file = cli("export", game_id, "--format", "json", "-o", str(out))
    assert (to_file.code, to_file.out, to_file.err) == (0, "", "")
    assert json.loads(out.read_text(encoding="utf-8")) == exported

    again = imported_id(cli("import", str(out)))
    assert again != game_id
    assert json.loads(cli("export", again).out) == exported
    assert game_files(data_dir) == {f"{game_id}.json", f"{again}.json"}


@pytest.mark.parametrize("unknown", ["20261130-081500-ab12", "not-an-id"])
def test_export_of_an_unknown_id_exits_2_with_one_error_line(cli, folder_with_one_game: str, unknown: str) -> None:
    line = assert_one_error_line(cli("export", unknown, "--format", "json"))
    assert unknown in line and "scorekeeper games" in line


def test_every_fixture_round_trips_through_import_and_export(cli, tmp_path: Path) -> None:
    names = sorted(p.stem for p in GAMES.glob("*.json"))
    assert len(names) >= 20
    ids = {}
    for name in names:
        result = cli("import", str(write_record(tmp_path, name)))
        ids[name] = imported_id(result)
    listed = json.loads(cli("games", "--format", "json").out)
    assert sorted(row["id"] for row in listed) == sorted(ids.values())
    by_id = {row["id"]: row for row in listed}
    for name, game_id in ids.items():
        expected = game_fixture(name)["expected"]
        row = by_id[game_id]
        assert (row["totals"], row["winners"], row["rounds_played"]) == (
            expected["totals"], expected["winners"], expected["rounds"]
        ), name
        exported = cli("export", game_id, "--format", "json")
        assert exported.code == 0, exported.err
        assert game_from_record(json.loads(exported.out), REGISTRY).state == game_from_record(record(name), REGISTRY).state, name


# -- players ---------------------------------------------------------------------------


# hand-standard-3p then hand-tournament-tie-4p (with Ana spelled "ana"); see tests/fixtures/games/README.md
#   Ana  exact 101 + 010 -> 3 of 6, current 0, best 1; totals 40, 0 -> avg 20.0, best 40; no win
#   Ben  111 + 111      -> 6 of 6, current 6, best 6; totals 90, 80 -> 85.0, 90; 2 wins (one shared)
#   Cleo 100 + 111      -> 4 of 6, current 3, best 3; totals 0, 80 -> 40.0, 80; 1 win (shared)
#   Dan  101            -> 2 of 3, current 1, best 1; total 30   -> 30.0, 30; no win
PLAYERS_JSON = [
    {"name": "Ana", "games": 2, "wins": 0, "average_total": 20.0, "best_total": 40, "rounds": 6, "exact_bids": 3,
     "exact_rate": 0.5, "current_streak": 0, "best_streak": 1},
    {"name": "Ben", "games": 2, "wins": 2, "average_total": 85.0, "best_total": 90, "rounds": 6, "exact_bids": 6,
     "exact_rate": 1.0, "current_streak": 6, "best_streak": 6},
    {"name": "Cleo", "games": 2, "wins": 1, "average_total": 40.0, "best_total": 80, "rounds": 6, "exact_bids": 4,
     "exact_rate": 4 / 6, "current_streak": 3, "best_streak": 3},
    {"name": "Dan", "games": 1, "wins": 0, "average_total": 30.0, "best_total": 30, "rounds": 3, "exact_bids": 2,
     "exact_rate": 2 / 3, "current_streak": 1, "best_streak": 1},
]


def test_players_lists_the_roster_with_statistics(cli, tmp_path: Path) -> None:
    empty = cli("players")
    assert (empty.code, empty.out) == (0, "no players yet\n")

    imported_id(cli("import", str(write_record(tmp_path, "hand-standard-3p"))))
    tie = record("hand-tournament-tie-4p")
    tie["players"][0] = "ana"
    imported_id(cli("import", "-", stdin=json.dumps(tie)))

    rows = cli("players", "--format", "json")
    assert rows.code == 0, rows.err
    got = json.loads(rows.out)
    assert len(got) == len(PLAYERS_JSON)
    for row, want in zip(got, PLAYERS_JSON):  # approx per row: newer pytest refuses nested data
        assert row == pytest.approx(want)

    table = cli("players", "--format", "table")
    assert table.code == 0, table.err
    header, *lines = table.out.splitlines()
    assert header.split() == ["player", "games", "wins", "avg", "total", "best", "exact", "bids", "streak", "best", "streak"]
    assert [line.split() for line in lines] == [
        ["Ana", "2", "0", "20.0", "40", "50%", "0", "1"],
        ["Ben", "2", "2", "85.0", "90", "100%", "6", "6"],
        ["Cleo", "2", "1", "40.0", "80", "67%", "3", "3"],
        ["Dan", "1", "0", "30.0", "30", "67%", "1", "1"],
    ]


def test_games_lists_trashed_games_only_with_the_trash_flag(cli, services, data_dir: Path) -> None:
    service: GameService = services.open()
    kept = import_record(service, record("hand-standard-3p"))
    binned = import_record(service, record("five-rounds-3p"))
    service.trash(binned)
    service.repo.close()
    plain = json.loads(cli("games", "--format", "json").out)
    assert [row["id"] for row in plain] == [kept]
    with_trash = cli("games", "--trash")
    assert with_trash.code == 0
    lines = with_trash.out.splitlines()
    assert [line.split()[0] for line in lines] == [binned, kept]
    assert lines[0].endswith("(in the trash)") and not lines[1].endswith("(in the trash)")
    assert game_file(data_dir, binned).exists()
