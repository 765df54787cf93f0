"""The file-backed repository: layout, persistence, and a save that stays cheap."""

from __future__ import annotations

import errno
import os
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from tinydb import TinyDB

from scorekeeper.storage import SaveFailedError, TinyDBGameRepository, atomic
from scorekeeper.storage.atomic import AtomicJSONStorage
from scorekeeper.storage.documents import game_file_data
from scorekeeper.storage.index import shard_of
from scorekeeper.storage.migrations import CURRENT_VERSIONS

from .helpers import bid, new_game, read_json, start_action, summary_for

PLAYERS = ["Ana", "Ben", "Cleo"]


@pytest.fixture
def writes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every file the repository writes, relative to nothing (just names with their folder)."""
    written: list[str] = []
    real = atomic.atomic_write_bytes

    def spy(path, payload, *, fsync=True):
        path = Path(path)
        written.append(f"{path.parent.name}/{path.name}")
        return real(path, payload, fsync=fsync)

    monkeypatch.setattr(atomic, "atomic_write_bytes", spy)
    return written


def test_everything_survives_closing_and_reopening(data_dir: Path) -> None:
    with TinyDBGameRepository(data_dir) as repo:
        game_id = new_game(repo, PLAYERS)
        repo.append_actions(game_id, [bid(0, 1), {"type": "close"}], summary_for(PLAYERS, 1))
        gone = new_game(repo, ["Zoë", "Ana", "Ben"])
        repo.trash_game(gone)
        repo.empty_trash()  # its players stay on the roster
        trashed = new_game(repo, ["Dan", "Eva", "Finn"])
        repo.trash_game(trashed)
    with TinyDBGameRepository(data_dir) as repo:
        assert repo.quarantined() == []
        assert [g.id for g in repo.list_games()] == [game_id]
        assert [g.id for g in repo.list_trash()] == [trashed]
        game = repo.load_game(game_id)
        assert game.actions == [start_action(PLAYERS), bid(0, 1), {"type": "close"}]
        assert repo.get_info(game_id).rounds_played == 1
        assert repo.get_info(game_id).summary == summary_for(PLAYERS, 1)
        roster = {e.key: e.name for e in repo.roster()}
        assert roster["zoë"] == "Zoë" and "dan" in roster


def test_layout_is_one_file_per_game_plus_sharded_index_and_roster(repo: TinyDBGameRepository) -> None:
    game_id = new_game(repo, PLAYERS)
    files = sorted(str(p.relative_to(repo.path)) for p in repo.path.rglob("*") if p.is_file())
    assert files == [".lock", f"games/{game_id}.json", f"index/{shard_of(game_id)}.json", "roster.json"]
    doc = read_json(repo.path / "games" / f"{game_id}.json")["game"]["1"]
    assert doc["schema_version"] == CURRENT_VERSIONS["game"] and doc["id"] == game_id
    assert doc["actions"] == [start_action(PLAYERS)]
    entry = read_json(repo.path / "index" / f"{shard_of(game_id)}.json")["games"]["1"]
    assert entry["schema_version"] == 1 and entry["id"] == game_id
    assert all(p["schema_version"] == 1 for p in read_json(repo.path / "roster.json")["players"].values())


def test_every_file_is_a_tinydb_database(repo: TinyDBGameRepository) -> None:
    game_id = new_game(repo, PLAYERS)
    with TinyDB(repo.path / "games" / f"{game_id}.json", storage=AtomicJSONStorage, access_mode="r") as db:
        assert db.table("game").get(doc_id=1)["id"] == game_id
    with TinyDB(repo.path / "roster.json", storage=AtomicJSONStorage) as db:
        assert {d["name"] for d in db.table("players").all()} == set(PLAYERS)


def test_saving_an_action_writes_only_that_games_file(repo: TinyDBGameRepository, writes: list[str]) -> None:
    for _ in range(20):
        new_game(repo, PLAYERS, rounds_played=15, status="finished")
    game_id = new_game(repo, PLAYERS)
    writes.clear()
    for value in range(5):
        repo.append_actions(game_id, [bid(value % 3, value)], summary_for(PLAYERS))
    assert writes == [f"games/{game_id}.json"] * 5


def test_closing_a_round_also_rewrites_one_index_shard(repo: TinyDBGameRepository, writes: list[str]) -> None:
    game_id = new_game(repo, PLAYERS)
    writes.clear()
    repo.append_actions(game_id, [{"type": "close"}], summary_for(PLAYERS, 1))
    assert writes == [f"games/{game_id}.json", f"index/{shard_of(game_id)}.json"]
    writes.clear()
    repo.append_actions(game_id, [{"type": "close"}], summary_for(PLAYERS, 15, status="finished", winners=["Ana"]))
    assert writes == [f"games/{game_id}.json", f"index/{shard_of(game_id)}.json"]


def test_index_shard_holds_only_its_share_of_the_games(repo: TinyDBGameRepository) -> None:
    ids = [new_game(repo, PLAYERS) for _ in range(40)]
    for shard_file in (repo.path / "index").iterdir():
        listed = [d["id"] for d in read_json(shard_file)["games"].values()]
        assert listed and all(shard_of(g) == shard_file.stem for g in listed)
    assert sum(len(read_json(f)["games"]) for f in (repo.path / "index").iterdir()) == len(ids)


def test_missing_index_is_rebuilt_from_the_game_files(data_dir: Path) -> None:
    with TinyDBGameRepository(data_dir) as repo:
        ids = {new_game(repo, PLAYERS, rounds_played=i) for i in range(12)}
    for shard in (data_dir / "index").iterdir():
        shard.unlink()
    with TinyDBGameRepository(data_dir) as repo:
        assert {g.id for g in repo.list_games()} == ids
        assert repo.quarantined() == []
    assert sum(len(read_json(f)["games"]) for f in (data_dir / "index").iterdir()) == 12


def test_index_lagging_behind_a_game_file_is_corrected_on_open(data_dir: Path) -> None:
    """As after a crash between writing a game file and its index shard."""
    with TinyDBGameRepository(data_dir) as repo:
        game_id = new_game(repo, PLAYERS)
        game = read_json(data_dir / "games" / f"{game_id}.json")["game"]["1"]
    game["actions"].append({"type": "close"})
    game["summary"] = summary_for(PLAYERS, 1).to_json()
    AtomicJSONStorage(data_dir / "games" / f"{game_id}.json").write(game_file_data(game))
    with TinyDBGameRepository(data_dir) as repo:
        info = repo.get_info(game_id)
        assert (info.rounds_played, info.action_count) == (1, 2)


def test_game_file_missing_from_the_index_is_found_on_open(data_dir: Path) -> None:
    """As after a crash between creating a game file and adding it to the index."""
    with TinyDBGameRepository(data_dir) as repo:
        game_id = new_game(repo, PLAYERS)
    saved = (data_dir / "games" / f"{game_id}.json").read_bytes()
    with TinyDBGameRepository(data_dir) as repo:
        repo.trash_game(game_id)
        repo.empty_trash()
    (data_dir / "games" / f"{game_id}.json").write_bytes(saved)
    with TinyDBGameRepository(data_dir) as repo:
        assert [g.id for g in repo.list_games()] == [game_id]


def test_index_entry_without_a_game_file_is_dropped_on_open(data_dir: Path) -> None:
    with TinyDBGameRepository(data_dir) as repo:
        keep = new_game(repo, PLAYERS)
        gone = new_game(repo, PLAYERS)
    (data_dir / "games" / f"{gone}.json").unlink()
    with TinyDBGameRepository(data_dir) as repo:
        assert [g.id for g in repo.list_games()] == [keep]


def test_emptying_the_trash_removes_the_game_files(repo: TinyDBGameRepository) -> None:
    keep = new_game(repo, PLAYERS)
    game_id = new_game(repo, PLAYERS)
    repo.trash_game(game_id)
    assert (repo.path / "games" / f"{game_id}.json").exists()
    assert read_json(repo.path / "games" / f"{game_id}.json")["game"]["1"]["trashed_at"]
    repo.empty_trash()
    assert not (repo.path / "games" / f"{game_id}.json").exists()
    assert (repo.path / "games" / f"{keep}.json").exists()


def test_import_stores_many_games_at_once_and_their_players_on_the_roster(data_dir: Path) -> None:
    day = datetime(2025, 6, 1, 20, 0, tzinfo=timezone.utc)
    records = [
        {
            "actions": [start_action(PLAYERS), bid(0, i % 3)],
            "summary": summary_for(PLAYERS, 15, status="finished"),
            "created": day + timedelta(days=i),
        }
        for i in range(30)
    ]
    with TinyDBGameRepository(data_dir) as repo:
        ids = repo.import_games(records)
        assert len(ids) == len(set(ids)) == 30
        assert [g.id for g in repo.list_games()] == list(reversed(ids))
    with TinyDBGameRepository(data_dir) as repo:  # durable, and listed from the index
        assert [g.id for g in repo.list_games()] == list(reversed(ids))
        assert repo.load_game(ids[7]).actions[1] == bid(0, 1)
        assert all(g.finished for g in repo.list_games())
        cleo = next(e for e in repo.roster() if e.name == "Cleo")
        assert (cleo.first_seen, cleo.last_seen) == (day, day + timedelta(days=29))
        assert repo.quarantined() == []


def test_import_that_fails_leaves_no_game_behind(repo: TinyDBGameRepository, monkeypatch) -> None:
    keep = new_game(repo, PLAYERS)
    records = [{"actions": [start_action(PLAYERS)], "summary": summary_for(PLAYERS)} for _ in range(5)]

    def disk_full() -> None:  # the one sync after all files were written
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "sync", disk_full)
    with pytest.raises(SaveFailedError, match="import the games"):
        repo.import_games(records)
    monkeypatch.undo()
    assert [g.id for g in repo.list_games()] == [keep]
    assert sorted(p.name for p in (repo.path / "games").iterdir()) == [f"{keep}.json"]


def test_roster_lost_in_a_crash_is_rebuilt_from_the_games(data_dir: Path) -> None:
    with TinyDBGameRepository(data_dir) as repo:
        new_game(repo, ["Ana", "Ben", "Cleo"])
        new_game(repo, ["ANA", "Dan", "Eva"])
    (data_dir / "roster.json").unlink()
    with TinyDBGameRepository(data_dir) as repo:
        assert sorted(e.name for e in repo.roster()) == ["Ana", "Ben", "Cleo", "Dan", "Eva"]
        assert repo.quarantined() == []
    assert (data_dir / "roster.json").exists()


def test_unrelated_files_in_the_games_folder_are_left_alone(data_dir: Path) -> None:
    with TinyDBGameRepository(data_dir) as repo:
        new_game(repo, PLAYERS)
    notes = data_dir / "games" / "notes.json"
    notes.write_text("my notes")
    with TinyDBGameRepository(data_dir) as repo:
        assert len(repo.list_games()) == 1
        assert repo.quarantined() == []
    assert notes.read_text() == "my notes"


def test_stale_temp_files_everywhere_are_removed_on_open(data_dir: Path) -> None:
    with TinyDBGameRepository(data_dir) as repo:
        game_id = new_game(repo, PLAYERS)
    stale = [
        data_dir / "games" / f".{game_id}.json.0badf00d.tmp",
        data_dir / "index" / ".3f.json.12345678.tmp",
        data_dir / ".roster.json.cafebabe.tmp",
    ]
    for path in stale:
        path.write_text('{"half": ')
    with TinyDBGameRepository(data_dir) as repo:
        assert repo.quarantined() == []
        assert [g.id for g in repo.list_games()] == [game_id]
    assert not any(path.exists() for path in stale)


def test_files_are_written_atomically_through_a_temp_file(repo: TinyDBGameRepository, monkeypatch) -> None:
    game_id = new_game(repo, PLAYERS)
    replaced: list[tuple[str, str]] = []
    real_replace = os.replace

    def spy(src, dst):
        replaced.append((Path(src).name, Path(dst).name))
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", spy)
    repo.append_actions(game_id, [bid(0, 0)], summary_for(PLAYERS))
    [(src, dst)] = replaced
    assert dst == f"{game_id}.json" and src.startswith(f".{game_id}.json.") and src.endswith(".tmp")
