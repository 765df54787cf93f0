"""Backup and restore through the service: every game (history and trash)
with its whole log goes out and comes back; a damaged or hostile file is
refused whole and stores nothing; games already here are skipped; a game
the rules refuse is reported and the others are stored."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator

import pytest

from scorekeeper.bootstrap import Scorekeeper
from scorekeeper.domain import RuleChoice, ScorekeeperError, Undo
from scorekeeper.backup.file import BACKUP_FORMAT_ID, MAX_ACTIONS_PER_GAME, MAX_BACKUP_BYTES, BackupError
from scorekeeper.service import GameService
from scorekeeper.storage import SaveFailedError

from .helpers import REGISTRY, play


@pytest.fixture
def folders(tmp_path: Path) -> Iterator:
    """``open(name)``: a GameService on the data folder tmp_path/name (closed at teardown)."""
    apps: list[Scorekeeper] = []

    def open_(name: str) -> GameService:
        app = Scorekeeper(data_dir=tmp_path / name, registry=REGISTRY)
        apps.append(app)
        return app.service

    yield open_
    for app in apps:
        app.close()


@pytest.fixture
def memory() -> Iterator[GameService]:
    with Scorekeeper.in_memory() as app:
        yield app.service


def fill(service: GameService) -> dict[str, str]:
    """Three games: finished, unfinished with an undo in its log, and one in the trash."""
    ids = {
        "finished": service.add_game(play(("Ana", "Ben", "Cleo"), RuleChoice(schedule=(1, 2, 3)))),
        "unfinished": service.add_game(play(("Љубица", "Zażółć", "=1+2", "Dan"), rounds=2, finish_last=False)),
        "trashed": service.add_game(play(("Eve", "Fay", "Gus"), RuleChoice(schedule=(2, 2)), seed=7)),
    }
    game = service.game(ids["unfinished"])
    service.act(ids["unfinished"], Undo())  # the undo history must survive the trip
    service.trash(ids["trashed"])
    assert service.game(ids["unfinished"]).log != game.log
    return ids


def stored(service: GameService) -> list[tuple]:
    """What a player would miss if lost: players, dates, trash, whole log."""
    rows = []
    for info in service.history(include_trash=True):
        game = service.repo.load_game(info.id)
        rows.append((info.players, info.created, info.trashed, json.dumps(game.actions, sort_keys=True)))
    return sorted(rows, key=lambda r: (r[1], r[0]))


def backup_data(games: list[dict]) -> bytes:
    return json.dumps({"format": BACKUP_FORMAT_ID, "games": games}).encode("utf-8")


def test_a_backup_restored_into_an_empty_folder_gives_back_every_game(folders):
    old = folders("old")
    fill(old)
    backup = old.backup()
    assert backup.filename.startswith("wizard-backup-") and backup.filename.endswith(".json")
    new = folders("new")
    report = new.restore_backup(backup.data)
    assert (len(report.added), report.skipped, report.refused) == (3, (), ())
    assert stored(new) == stored(old)


def test_a_restored_unfinished_game_can_be_redone_and_continued(folders):
    old = folders("old")
    ids = fill(old)
    new = folders("new")
    new.restore_backup(old.backup().data)
    (restored,) = [g.id for g in new.history() if "Љубица" in g.players]
    assert new.game(restored).can_redo
    assert new.game(restored).state == old.game(ids["unfinished"]).state


def test_restoring_the_same_backup_again_skips_every_game(folders):
    old = folders("old")
    fill(old)
    data = old.backup().data
    assert len(old.restore_backup(data).skipped) == 3  # same ids
    new = folders("new")
    new.restore_backup(data)
    again = new.restore_backup(data)  # new ids, the same logs
    assert (again.added, len(again.skipped), again.refused) == ((), 3, ())
    assert len(new.history(include_trash=True)) == 3


def test_the_backup_of_the_same_games_is_the_same_bytes(memory):
    fill(memory)
    assert memory.backup().data == memory.backup().data


def test_a_game_the_rules_refuse_is_reported_and_the_others_are_stored(memory, folders):
    source = folders("source")
    fill(source)
    games = json.loads(source.backup().data)["games"]
    games[0]["actions"].append({"type": "tricks", "tricks": [99, 0, 0]})
    games[1]["actions"][1] = {"type": "teleport"}
    report = memory.restore_backup(backup_data(games))
    assert len(report.added) == 1 and report.skipped == ()
    (first, why_first), (second, why_second) = report.refused
    assert first.startswith("game of ") and "with Ana, Ben, Cleo" in first and games[0]["id"] in first
    assert "99" in why_first
    assert "teleport" in why_second
    assert len(memory.history(include_trash=True)) == 1


def test_a_game_too_long_to_be_real_is_refused_without_replaying_it(memory):
    good = play(("Ana", "Ben", "Cleo"), rounds=1)
    start = [a.to_json() for a in good.log]
    endless = start + [{"type": "undo"}, {"type": "redo"}] * (MAX_ACTIONS_PER_GAME // 2)
    games = [
        {"id": "long", "created": "2026-11-30T10:00:00+00:00", "updated": "2026-11-30T10:00:00+00:00", "actions": endless},
        {"id": "fine", "created": "2026-11-30T10:00:00+00:00", "updated": "2026-11-30T10:00:00+00:00", "actions": start},
    ]
    report = memory.restore_backup(backup_data(games))
    assert len(report.added) == 1
    ((what, why),) = report.refused
    assert "(id long)" in what and f"more than the {MAX_ACTIONS_PER_GAME:,}" in why


def test_the_same_game_twice_in_one_file_is_stored_once(memory):
    actions = [a.to_json() for a in play(("Ana", "Ben", "Cleo"), rounds=2).log]
    games = [{"id": name, "created": "2026-11-30T10:00:00+00:00", "updated": "2026-11-30T10:00:00+00:00",
              "actions": actions} for name in ("one", "two")]
    report = memory.restore_backup(backup_data(games))
    assert (len(report.added), report.skipped) == (1, ("two",))


HOSTILE = {
    "not JSON": (b"\x7bnot json", "not valid JSON"),
    "cut short": (backup_data([])[:-5], "not valid JSON"),
    "empty": (b"", "not valid JSON"),
    "not UTF-8": (b'{"format": "\xff"}', "not UTF-8"),
    "a list": (b"[]", "not a backup of this app"),
    "another format": (b'{"format": "someone-else@1", "games": []}', "format 'someone-else@1'"),
    "no format": (b'{"games": []}', "format none"),
    "a game record": (b'{"format": "wizard-scorekeeper/game@1", "players": ["A", "B", "C"]}', "import it as a game"),
    "games not a list": (json.dumps({"format": BACKUP_FORMAT_ID, "games": {}}).encode(), "games: "),
    "a key given twice": (b'{"format": "wizard-scorekeeper/backup@1", "games": [], "games": []}', "appears twice"),
    "an unknown key": (json.dumps({"format": BACKUP_FORMAT_ID, "games": [], "x": 1}).encode(), "x: unknown key"),
    "a game without actions": (
        backup_data([{"id": "a1", "created": "2026-11-30T10:00:00+00:00", "updated": "2026-11-30T10:00:00+00:00"}]),
        "game 1 (id 'a1'), actions: missing",
    ),
    "a bad date": (
        backup_data([{"id": "a1", "created": "yesterday", "updated": "2026-11-30T10:00:00+00:00", "actions": [{"type": "undo"}]}]),
        "game 1 (id 'a1'), created",
    ),
    "an action without a type": (
        backup_data([{"id": "a1", "created": "2026-11-30T10:00:00+00:00", "updated": "2026-11-30T10:00:00+00:00", "actions": [{"kind": "x"}]}]),
        "action 1 has no type",
    ),
    "an id with a path in it": (
        backup_data([{"id": "../../etc", "created": "2026-11-30T10:00:00+00:00", "updated": "2026-11-30T10:00:00+00:00", "actions": [{"type": "undo"}]}]),
        "game 1 (id '../../etc'), id: not a game id",
    ),
    "nested too deeply": (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    "a number too long": (b'{"format": "wizard-scorekeeper/backup@1", "games": [' + b"9" * 5000 + b"]}", "too many digits"),
    "too large": (b" " * (MAX_BACKUP_BYTES + 1), "larger than the 20 MB"),
}


@pytest.mark.parametrize("data, says", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_damaged_or_hostile_file_is_refused_whole_with_one_clear_line(memory, data, says):
    memory.add_game(play(("Ana", "Ben", "Cleo"), rounds=1))
    before = stored(memory)
    with pytest.raises(BackupError) as refused:
        memory.restore_backup(data)
    message = str(refused.value)
    assert says in message, message
    assert "\n" not in message and len(message) < 200
    assert message.startswith("the backup file ")
    assert stored(memory) == before


def test_a_failed_save_during_a_restore_says_how_far_it_got(memory, folders):
    source = folders("source")
    fill(source)
    memory.repo.fail_saves(SaveFailedError("Could not save: the disk is full.", reason="disk_full"))
    with pytest.raises(SaveFailedError) as failed:
        memory.restore_backup(source.backup().data)
    assert failed.value.reason == "disk_full"
    assert "the disk is full" in str(failed.value) and "Restored 0 of 3 games" in str(failed.value)
    memory.repo.fail_saves(None)
    assert len(memory.restore_backup(source.backup().data).added) == 3  # the same file again finishes the job


# -- one game record from a file ------------------------------------------------------


def test_a_game_record_file_is_imported(memory):
    game = play(("Ana", "Ben", "Zażółć"), rounds=3)
    record = memory.export(memory.add_game(game), "json").data
    game_id = memory.import_record_file(b"\xef\xbb\xbf" + record)
    assert memory.game(game_id).state.totals == game.state.totals


@pytest.mark.parametrize(
    "data, says",
    [
        (json.dumps({"format": BACKUP_FORMAT_ID, "games": []}).encode(), "a backup of all games"),
        (b"{oops", "not valid JSON"),
        (b"\xff\xfe", "not UTF-8"),
        (b"x" * 1_000_001, "larger than"),
        (json.dumps({"format": "wizard-scorekeeper/game@1", "players": ["A", "B", "C"],
                     "rounds": [{"bids": [1, 0, 0], "tricks": [9, 0, 0]}]}).encode(), "round 1"),
    ],
    ids=["a backup", "not JSON", "not UTF-8", "too large", "a broken rule"],
)
def test_a_file_that_is_not_a_valid_game_record_is_refused_and_nothing_stored(memory, data, says):
    with pytest.raises(ScorekeeperError) as refused:
        memory.import_record_file(data)
    assert says in str(refused.value) and "\n" not in str(refused.value)
    assert memory.history(include_trash=True) == []


def test_an_export_is_dated_by_when_the_game_was_started(memory):
    game_id = memory.add_game(play(("Ana", "Ben", "Cleo"), rounds=1))
    created = memory.repo.get_info(game_id).created
    export = memory.export(game_id, "pdf", paper="letter")
    assert export.filename == f"wizard-{created:%Y-%m-%d}-ana-ben-cleo.pdf"
    assert export.data.startswith(b"%PDF-")


def test_a_record_file_or_backup_nested_twelve_thousand_deep_is_refused_before_it_is_parsed(memory, monkeypatch):
    """Issue 41: the app's file import and restore (the static site's too,
    where the parser's recursion stopped Python) refuse it unparsed."""
    def refuse(*args, **kwargs):
        raise AssertionError("json.loads was called on a text that nests too deep")

    monkeypatch.setattr(json, "loads", refuse)
    for read in (memory.import_record_file, memory.restore_backup):
        with pytest.raises(ScorekeeperError, match="nested too deeply"):
            read(b"[" * 12_000)
    monkeypatch.undo()
    assert memory.history(include_trash=True) == []
