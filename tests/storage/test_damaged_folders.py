"""A data folder damaged around the game files: paths of the wrong kind in
the way, game files whose log the rules refuse, a folder that becomes
writable while the app runs, a full disk for the caches.

All on real folders in tmp_path. Storage does not know the rules: the
checker here is a stand-in for the one the composition root builds
(tests/integration/test_damaged_files.py runs the real one).
"""

from __future__ import annotations

import errno
import json
import logging
import os
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.storage import (
    DataDirLockedError,
    DataDirUnavailableError,
    GameNotFoundError,
    SaveFailedError,
    TinyDBGameRepository,
)

from .helpers import bid, new_game, read_json, summary_for

PLAYERS = ["Ana", "Ben", "Cleo"]


def _game_file(data_dir: Path, game_id: str) -> Path:
    return data_dir / "games" / f"{game_id}.json"


def _two_games(data_dir: Path) -> list[str]:
    with TinyDBGameRepository(data_dir) as repo:
        return [new_game(repo, PLAYERS), new_game(repo, ["Dan", "Eva", "Finn"], rounds_played=2)]


def _refuse_tricks_99(actions: list[dict[str, Any]]) -> str | None:
    """Stand-in for the rules: refuses a trick count of 99 and unknown kinds of move."""
    for action in actions:
        if action["type"] not in ("start", "bid", "tricks"):
            return f"unknown kind of move {action['type']!r}"
        if 99 in action.get("tricks", ()):
            return "round 1: Ana cannot take 99 tricks (0 to 1)"
    return None


def _edit_actions(data_dir: Path, game_id: str, change) -> bytes:
    path = _game_file(data_dir, game_id)
    data = read_json(path)
    change(data["game"]["1"]["actions"])
    path.write_text(json.dumps(data))
    return path.read_bytes()


# -- game files whose log the rules refuse ---------------------------------------------------


@pytest.mark.parametrize(
    "edit",
    [
        lambda actions: actions.append({"type": "tricks", "tricks": [99, 0, 0]}),
        lambda actions: actions.append({"type": "teleport"}),
    ],
    ids=["tricks-99", "unknown-action-type"],
)
def test_game_file_whose_log_the_rules_refuse_is_quarantined_on_open_with_its_bytes_kept(data_dir: Path, edit) -> None:
    refused, kept = _two_games(data_dir)
    edited = _edit_actions(data_dir, refused, edit)

    with TinyDBGameRepository(data_dir, check_log=_refuse_tricks_99) as repo:
        assert [g.id for g in repo.list_games()] == [kept]
        [report] = repo.quarantined()
        assert report.kind == "game" and report.game_id == refused
        assert report.players == tuple(PLAYERS) and report.created is not None
        assert "Ana, Ben, Cleo" in report.message and "the rules refuse" in report.message
        assert report.reason in report.message  # why, in words
        assert report.moved_to is not None and report.moved_to.read_bytes() == edited
        with pytest.raises(GameNotFoundError):
            repo.load_game(refused)
        assert repo.load_game(kept).action_count == 1

    with TinyDBGameRepository(data_dir, check_log=_refuse_tricks_99) as repo:  # reported once
        assert repo.quarantined() == [] and [g.id for g in repo.list_games()] == [kept]


def test_only_game_files_changed_outside_the_app_are_checked_against_the_rules(data_dir: Path) -> None:
    checked: list[str] = []

    def counting(actions: list[dict[str, Any]]) -> None:
        checked.append(actions[0]["players"][0])
        return None

    with TinyDBGameRepository(data_dir, check_log=counting) as repo:
        ana = new_game(repo, PLAYERS)
        dan = new_game(repo, ["Dan", "Eva", "Finn"])
        repo.append_actions(ana, [bid(1, 1)], summary_for(PLAYERS))  # no listed field changes
        repo.append_actions(dan, [bid(1, 0)], summary_for(["Dan", "Eva", "Finn"], 1))
    assert checked == []

    with TinyDBGameRepository(data_dir, check_log=counting) as repo:  # files this app wrote: not re-read
        assert len(repo.list_games()) == 2
    assert checked == []

    _edit_actions(data_dir, dan, lambda actions: actions.append(bid(2, 1)))
    with TinyDBGameRepository(data_dir, check_log=counting):
        pass
    assert checked == ["Dan"]  # the edited file, once
    with TinyDBGameRepository(data_dir, check_log=counting):
        pass
    assert checked == ["Dan"]


def test_every_game_file_is_checked_when_the_index_is_rebuilt(data_dir: Path) -> None:
    _two_games(data_dir)
    for shard in (data_dir / "index").iterdir():
        shard.unlink()
    checked: list[int] = []
    with TinyDBGameRepository(data_dir, check_log=lambda actions: checked.append(len(actions))) as repo:
        assert len(repo.list_games()) == 2
    assert len(checked) == 2


def test_a_checker_that_fails_itself_leaves_the_games_listed_and_warns_once(data_dir: Path, caplog) -> None:
    ids = _two_games(data_dir)
    for shard in (data_dir / "index").iterdir():
        shard.unlink()

    def broken(actions: list[dict[str, Any]]) -> str | None:
        raise AttributeError("a bug in the checker")

    with caplog.at_level(logging.WARNING, logger="scorekeeper"):
        with TinyDBGameRepository(data_dir, check_log=broken) as repo:
            assert {g.id for g in repo.list_games()} == set(ids)
            assert repo.quarantined() == []
    [warning] = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert "could not check 2 saved games" in warning.getMessage()
    assert {p.name for p in (data_dir / "games").iterdir()} == {f"{g}.json" for g in ids}


def test_quarantine_game_sets_a_listed_game_aside_with_its_bytes_and_reports_it(data_dir: Path) -> None:
    refused, kept = _two_games(data_dir)
    raw = _game_file(data_dir, refused).read_bytes()
    with TinyDBGameRepository(data_dir) as repo:
        report = repo.quarantine_game(refused, "unknown rule preset 'house'")
        assert repo.quarantined() == [report]
        assert "Ana, Ben, Cleo" in report.message and "unknown rule preset 'house'" in report.message
        assert report.moved_to is not None and report.moved_to.read_bytes() == raw
        assert [g.id for g in repo.list_games()] == [kept]
        with pytest.raises(GameNotFoundError):
            repo.quarantine_game(refused, "again")
    with TinyDBGameRepository(data_dir) as repo:
        assert [g.id for g in repo.list_games()] == [kept] and repo.quarantined() == []


# -- paths of the wrong kind in the way ------------------------------------------------------


def test_a_file_at_index_is_named_and_every_game_still_loads_and_saves(data_dir: Path) -> None:
    ids = _two_games(data_dir)
    for shard in (data_dir / "index").iterdir():
        shard.unlink()
    (data_dir / "index").rmdir()
    (data_dir / "index").write_text("someone's notes")
    with TinyDBGameRepository(data_dir) as repo:
        [report] = repo.quarantined()
        assert str(data_dir / "index") in report.message and "move or rename it" in report.message
        assert report.moved_to is None
        assert {g.id for g in repo.list_games()} == set(ids)
        new_game(repo, ["Gus", "Hana", "Ivo"])
        repo.append_actions(ids[0], [bid(1, 1)], summary_for(PLAYERS))
    assert (data_dir / "index").read_text() == "someone's notes"  # never moved or overwritten
    with TinyDBGameRepository(data_dir) as repo:
        assert len(repo.list_games()) == 3 and repo.load_game(ids[0]).action_count == 2


def test_a_file_at_games_refuses_the_folder_naming_the_path_and_what_to_do(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "games").write_text("x")
    with pytest.raises(DataDirUnavailableError) as caught:
        TinyDBGameRepository(data_dir)
    message = str(caught.value)
    assert str(data_dir / "games") in message and "is a file" in message and "move or rename it" in message
    assert (data_dir / "games").read_text() == "x"
    with pytest.raises(DataDirUnavailableError):
        TinyDBGameRepository(data_dir, read_only=True)
    TinyDBGameRepository(data_dir / "elsewhere").close()  # nothing left locked


def test_a_folder_at_lock_refuses_the_folder_naming_the_path_and_what_to_do(data_dir: Path) -> None:
    ids = _two_games(data_dir)
    (data_dir / ".lock").unlink()
    (data_dir / ".lock").mkdir()
    with pytest.raises(DataDirUnavailableError) as caught:
        TinyDBGameRepository(data_dir)
    message = str(caught.value)
    assert str(data_dir / ".lock") in message and "is a folder" in message and "move or rename it" in message
    with TinyDBGameRepository(data_dir, read_only=True) as look:  # inspecting takes no lock
        assert {g.id for g in look.list_games()} == set(ids)


def test_the_data_folder_being_a_file_is_named_with_what_to_do(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("x")
    with pytest.raises(DataDirUnavailableError) as caught:
        TinyDBGameRepository(tmp_path / "data")
    assert str(tmp_path / "data") in str(caught.value) and "SCOREKEEPER_DATA_DIR" in str(caught.value)


def test_a_folder_at_roster_json_is_named_and_names_come_from_the_games(data_dir: Path) -> None:
    _two_games(data_dir)
    (data_dir / "roster.json").unlink()
    (data_dir / "roster.json").mkdir()
    with TinyDBGameRepository(data_dir) as repo:
        [report] = repo.quarantined()
        assert str(data_dir / "roster.json") in report.message and "move or rename it" in report.message
        assert {e.name for e in repo.roster()} == {"Ana", "Ben", "Cleo", "Dan", "Eva", "Finn"}
        new_game(repo, ["Kim", "Ana", "Ben"])
        assert "Kim" in {e.name for e in repo.roster()}
    assert (data_dir / "roster.json").is_dir() and not any((data_dir / "roster.json").iterdir())


def test_a_file_at_quarantine_leaves_a_damaged_game_in_place_and_says_which_path(data_dir: Path) -> None:
    damaged, kept = _two_games(data_dir)
    (data_dir / "quarantine").write_text("x")
    _game_file(data_dir, damaged).write_bytes(b"{")
    with TinyDBGameRepository(data_dir) as repo:
        [report] = repo.quarantined()
        assert report.moved_to is None and str(data_dir / "quarantine") in report.message
        assert "move or rename it" in report.message
        assert [g.id for g in repo.list_games()] == [kept]
    assert _game_file(data_dir, damaged).read_bytes() == b"{"


# -- a folder that becomes writable; caches on a full disk -------------------------------------


def _read_only_fs(monkeypatch: pytest.MonkeyPatch) -> None:
    real = os.open

    def refuse_writes(path, flags, *args, **kwargs):
        if flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
            raise OSError(errno.EROFS, "Read-only file system", str(path))
        return real(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refuse_writes)


def test_a_folder_read_only_when_opened_saves_once_it_becomes_writable(data_dir: Path, monkeypatch) -> None:
    game_id, _ = _two_games(data_dir)
    _read_only_fs(monkeypatch)
    with TinyDBGameRepository(data_dir) as repo:
        assert repo.read_only
        with pytest.raises(SaveFailedError, match="not writable"):
            repo.append_actions(game_id, [bid(1, 1)], summary_for(PLAYERS))
        monkeypatch.undo()  # remounted read-write, permissions fixed

        assert repo.append_actions(game_id, [bid(1, 1)], summary_for(PLAYERS), expected_count=1) == 2
        assert not repo.read_only and repo.read_only_reason is None
        new_game(repo, ["Gus", "Hana", "Ivo"])
        with pytest.raises(DataDirLockedError):  # the folder is now this repository's
            TinyDBGameRepository(data_dir)
    with TinyDBGameRepository(data_dir) as repo:
        assert repo.load_game(game_id).action_count == 2 and len(repo.list_games()) == 3


def test_a_read_only_folder_taken_by_another_repository_meanwhile_is_not_written(data_dir: Path, monkeypatch) -> None:
    game_id, _ = _two_games(data_dir)
    _read_only_fs(monkeypatch)
    stuck = TinyDBGameRepository(data_dir)
    monkeypatch.undo()
    try:
        with TinyDBGameRepository(data_dir) as other:
            other.append_actions(game_id, [bid(1, 0)], summary_for(PLAYERS))
            with pytest.raises(SaveFailedError, match="another Wizard Scorekeeper") as caught:
                stuck.append_actions(game_id, [bid(1, 1)], summary_for(PLAYERS), expected_count=1)
            assert caught.value.reason == "read_only"
        # once the other one closed, the save is tried against what it wrote
        assert stuck.load_game(game_id).action_count in (1, 2)
        stuck.append_actions(game_id, [bid(2, 1)], summary_for(PLAYERS), expected_count=2)
        assert [a.get("value") for a in stuck.load_game(game_id).actions[1:]] == [0, 1]
    finally:
        stuck.close()


def test_asked_read_only_never_becomes_writable(data_dir: Path) -> None:
    game_id, _ = _two_games(data_dir)
    with TinyDBGameRepository(data_dir, read_only=True) as look:
        with pytest.raises(SaveFailedError, match="opened read-only"):
            look.append_actions(game_id, [bid(1, 1)], summary_for(PLAYERS))
        assert look.read_only
        with TinyDBGameRepository(data_dir):  # it holds no lock
            pass


def test_a_cache_write_that_will_be_retried_is_not_a_warning(data_dir: Path, monkeypatch, caplog) -> None:
    """On a full disk the failed game save is the one message; the caches catch up later."""
    game_id, _ = _two_games(data_dir)
    (data_dir / "roster.json").unlink()
    for shard in (data_dir / "index").iterdir():
        shard.unlink()
    real = os.open

    def caches_full(path, *args, **kwargs):
        if Path(path).parent in (data_dir, data_dir / "index") and Path(path).name.endswith(".tmp"):
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", caches_full)
    with caplog.at_level(logging.INFO, logger="scorekeeper"):
        with TinyDBGameRepository(data_dir) as repo:
            repo.append_actions(game_id, [bid(1, 1)], summary_for(PLAYERS, 1))
    monkeypatch.undo()
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING] == []
    assert any("index shard" in r.getMessage() for r in caplog.records)  # still in the log, below warning
    with TinyDBGameRepository(data_dir) as repo:  # and retried: the caches are written now
        assert repo.get_info(game_id).rounds_played == 1
    assert (data_dir / "roster.json").exists() and any((data_dir / "index").iterdir())
