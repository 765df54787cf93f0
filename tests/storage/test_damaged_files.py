"""A damaged file never stops the app and never takes other games with it."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from scorekeeper.storage import CorruptFileError, GameNotFoundError, NewerSchemaError, TinyDBGameRepository, migrations
from scorekeeper.storage.index import shard_of

from .helpers import bid, new_game, read_json, summary_for


def _three_games(data_dir: Path) -> list[str]:
    with TinyDBGameRepository(data_dir) as repo:
        ids = [
            new_game(repo, ["Ana", "Ben", "Cleo"]),
            new_game(repo, ["Dan", "Eva", "Finn"], rounds_played=15, status="finished", winners=["Eva"]),
            new_game(repo, ["Gus", "Hana", "Ivo", "Jana"], rounds_played=4),
        ]
        repo.append_actions(ids[0], [bid(1, 1)], summary_for(["Ana", "Ben", "Cleo"]))
    return ids


def _game_file(data_dir: Path, game_id: str) -> Path:
    return data_dir / "games" / f"{game_id}.json"


DAMAGE = {
    "truncated": lambda raw: raw[: len(raw) // 2],
    "empty": lambda raw: b"",
    "not_json": lambda raw: b"\x00\x00\x00\x00 garbage from a bad sector",
    "wrong_schema_no_actions": lambda raw: json.dumps(
        {"game": {"1": {k: v for k, v in json.loads(raw)["game"]["1"].items() if k != "actions"}}}
    ).encode(),
    "wrong_schema_no_version": lambda raw: json.dumps(
        {"game": {"1": {k: v for k, v in json.loads(raw)["game"]["1"].items() if k != "schema_version"}}}
    ).encode(),
    "bad_action": lambda raw: raw.replace(b'{"type":"bid"', b'{"kind":"bid"', 1),
    "not_tinydb": lambda raw: b"[1, 2, 3]",
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_damaged_game_file_is_quarantined_and_other_games_load(data_dir: Path, damage: str) -> None:
    ids = _three_games(data_dir)
    victim = _game_file(data_dir, ids[0])
    damaged = DAMAGE[damage](victim.read_bytes())
    victim.write_bytes(damaged)

    with TinyDBGameRepository(data_dir) as repo:
        assert {g.id for g in repo.list_games()} == set(ids[1:])
        for game_id in ids[1:]:
            assert repo.load_game(game_id).action_count >= 1
        [report] = repo.quarantined()
        assert report.kind == "game" and report.game_id == ids[0]
        assert report.players == ("Ana", "Ben", "Cleo")  # known from the index: the user is told which game
        assert "Ana, Ben, Cleo" in report.message and "All other games loaded" in report.message
        assert report.moved_to is not None and report.moved_to.parent == data_dir / "quarantine"
        assert report.moved_to.read_bytes() == damaged  # moved aside byte for byte, never deleted
        assert not victim.exists()
        # the app goes on: new games can be saved
        new_game(repo, ["Ana", "Ben", "Cleo"])

    with TinyDBGameRepository(data_dir) as repo:  # and the next start is clean
        assert repo.quarantined() == []
        assert len(repo.list_games()) == 3


def test_truncated_game_file_is_quarantined_even_without_an_index(data_dir: Path) -> None:
    ids = _three_games(data_dir)
    for shard in (data_dir / "index").iterdir():
        shard.unlink()
    victim = _game_file(data_dir, ids[2])
    victim.write_bytes(victim.read_bytes()[:-40])
    with TinyDBGameRepository(data_dir) as repo:
        [report] = repo.quarantined()
        assert report.game_id == ids[2] and ids[2] in report.message
        assert {g.id for g in repo.list_games()} == set(ids[:2])


def test_game_file_naming_another_game_is_quarantined(data_dir: Path) -> None:
    ids = _three_games(data_dir)
    impostor = data_dir / "games" / "20200101-000000-beef.json"
    impostor.write_bytes(_game_file(data_dir, ids[1]).read_bytes())
    with TinyDBGameRepository(data_dir) as repo:
        [report] = repo.quarantined()
        assert report.game_id == "20200101-000000-beef"
        assert "file name says" in report.reason
        assert {g.id for g in repo.list_games()} == set(ids)


def test_game_damaged_while_the_app_runs_is_quarantined_when_opened(repo: TinyDBGameRepository) -> None:
    keep = new_game(repo, ["Ana", "Ben", "Cleo"])
    victim = new_game(repo, ["Dan", "Eva", "Finn"])
    repo._files.clear_cache()  # as if it had dropped out of the cache
    _game_file(repo.path, victim).write_bytes(b'{"game": {"1": {"id": ')
    with pytest.raises(CorruptFileError) as caught:
        repo.load_game(victim)
    assert "Dan, Eva, Finn" in str(caught.value) and caught.value.game_id == victim
    assert [r.game_id for r in repo.quarantined()] == [victim]
    assert [g.id for g in repo.list_games()] == [keep]
    assert repo.load_game(keep).action_count == 1
    assert list((repo.path / "quarantine").iterdir())


def test_game_written_by_a_newer_version_is_refused_and_left_untouched(data_dir: Path) -> None:
    ids = _three_games(data_dir)
    path = _game_file(data_dir, ids[1])
    data = read_json(path)
    data["game"]["1"]["schema_version"] = 99
    data["game"]["1"]["new_field_from_the_future"] = {"x": 1}
    path.write_text(json.dumps(data))
    original = path.read_bytes()
    with TinyDBGameRepository(data_dir) as repo:
        [report] = repo.quarantined()
        assert report.game_id == ids[1] and report.moved_to is None
        assert "newer version" in report.message and "Dan, Eva, Finn" in report.message
        assert {g.id for g in repo.list_games()} == {ids[0], ids[2]}
        with pytest.raises(GameNotFoundError):  # set aside: not listed, not loaded
            repo.load_game(ids[1])
        new_game(repo, ["Ana", "Ben", "Cleo"])  # other games still save
    assert path.read_bytes() == original  # never rewritten or moved: a newer app can still open it


def test_newer_game_document_raises_newer_schema_error_when_read(data_dir: Path) -> None:
    ids = _three_games(data_dir)
    with TinyDBGameRepository(data_dir) as repo:
        path = _game_file(data_dir, ids[0])
        data = read_json(path)
        data["game"]["1"]["schema_version"] = migrations.CURRENT_VERSIONS["game"] + 1
        path.write_text(json.dumps(data))
        repo._files.clear_cache()
        with pytest.raises(NewerSchemaError) as caught:
            repo.load_game(ids[0])
        assert (caught.value.found, caught.value.supported) == (migrations.CURRENT_VERSIONS["game"] + 1, migrations.CURRENT_VERSIONS["game"])
        assert "newer version" in str(caught.value)
        assert path.exists()


@pytest.mark.parametrize("damage", ["truncated", "not_json", "wrong_schema"])
def test_damaged_index_shard_is_quarantined_and_rebuilt_without_losing_games(data_dir: Path, damage: str) -> None:
    ids = _three_games(data_dir)
    shard = data_dir / "index" / f"{shard_of(ids[0])}.json"
    raw = shard.read_bytes()
    shard.write_bytes(
        {"truncated": raw[:20], "not_json": b"\xff\xfe", "wrong_schema": b'{"games": {"1": {"schema_version": 1}}}'}[damage]
    )
    with TinyDBGameRepository(data_dir) as repo:
        [report] = repo.quarantined()
        assert report.kind == "index" and "no game was lost" in report.message
        assert {g.id for g in repo.list_games()} == set(ids)
        assert repo.get_info(ids[0]).players == ("Ana", "Ben", "Cleo")
    rebuilt = {d["id"] for d in read_json(shard)["games"].values()}
    assert rebuilt == {g for g in ids if shard_of(g) == shard_of(ids[0])}  # rebuilt on disk


def test_index_shard_from_a_newer_version_is_set_aside_and_rebuilt(data_dir: Path) -> None:
    ids = _three_games(data_dir)
    shard = data_dir / "index" / f"{shard_of(ids[2])}.json"
    data = read_json(shard)
    for doc in data["games"].values():
        doc["schema_version"] = 7
    shard.write_text(json.dumps(data))
    with TinyDBGameRepository(data_dir) as repo:
        [report] = repo.quarantined()
        assert report.kind == "index" and report.moved_to is not None
        assert read_json(report.moved_to) == data  # kept for the newer app, not overwritten
        assert {g.id for g in repo.list_games()} == set(ids)


def test_damaged_roster_is_quarantined_and_rebuilt_from_the_games(data_dir: Path) -> None:
    _three_games(data_dir)
    (data_dir / "roster.json").write_text('{"players": {"1": {"name": "Ana"')
    with TinyDBGameRepository(data_dir) as repo:
        [report] = repo.quarantined()
        assert report.kind == "roster" and report.moved_to is not None
        assert {e.name for e in repo.roster()} == {"Ana", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gus", "Hana", "Ivo", "Jana"}
    assert len(read_json(data_dir / "roster.json")["players"]) == 10


def test_many_damaged_files_at_once_still_load_the_rest(data_dir: Path) -> None:
    with TinyDBGameRepository(data_dir) as repo:
        ids = [new_game(repo, ["Ana", "Ben", "Cleo"], rounds_played=i) for i in range(20)]
    for game_id in ids[::3]:
        path = _game_file(data_dir, game_id)
        path.write_bytes(path.read_bytes()[:-7])
    for shard in list((data_dir / "index").iterdir())[::2]:
        shard.write_bytes(b"{")
    (data_dir / "roster.json").write_bytes(b"")
    with TinyDBGameRepository(data_dir) as repo:
        assert {g.id for g in repo.list_games()} == set(ids) - set(ids[::3])
        assert {r.game_id for r in repo.quarantined() if r.kind == "game"} == set(ids[::3])
        assert len(list((data_dir / "quarantine").iterdir())) == len(repo.quarantined())


def test_no_read_error_ever_empties_the_data(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Reading fails everywhere (bad disk): nothing is moved, deleted or rewritten."""
    ids = _three_games(data_dir)
    before = {p: p.read_bytes() for p in data_dir.rglob("*.json")}
    real_open = open

    def failing_open(file, mode="r", *args, **kwargs):
        if "r" in mode and str(file).endswith(".json"):
            raise OSError(5, "Input/output error", str(file))
        return real_open(file, mode, *args, **kwargs)

    monkeypatch.setattr("builtins.open", failing_open)
    with TinyDBGameRepository(data_dir) as repo:
        reports = repo.quarantined()
        assert {r.game_id for r in reports} <= set(ids)
        assert all(r.moved_to is None for r in reports)  # an I/O error is not proof of damage
    monkeypatch.undo()
    assert {p: p.read_bytes() for p in data_dir.rglob("*.json")} == before  # not one byte changed
    with TinyDBGameRepository(data_dir) as repo:
        assert {g.id for g in repo.list_games()} == set(ids)


def test_damaged_file_in_a_read_only_folder_is_reported_and_left_in_place(data_dir: Path, monkeypatch) -> None:
    ids = _three_games(data_dir)
    victim = _game_file(data_dir, ids[0])
    victim.write_bytes(b"{")
    with TinyDBGameRepository(data_dir, read_only=True) as repo:
        [report] = repo.quarantined()
        assert report.moved_to is None and "left where it is" in report.message
        assert {g.id for g in repo.list_games()} == set(ids[1:])
    assert victim.read_bytes() == b"{"
    assert not (data_dir / "quarantine").exists() or not any((data_dir / "quarantine").iterdir())


def test_quarantine_never_overwrites_an_earlier_quarantined_file(data_dir: Path) -> None:
    ids = _three_games(data_dir)
    for attempt in range(3):
        (data_dir / "roster.json").write_bytes(f"broken {attempt}".encode())
        with TinyDBGameRepository(data_dir) as repo:
            assert [r.kind for r in repo.quarantined()] == ["roster"]
    kept = sorted(p.read_bytes() for p in (data_dir / "quarantine").iterdir())
    assert kept == [b"broken 0", b"broken 1", b"broken 2"]
    assert len(ids) == 3 and os.path.exists(data_dir / "roster.json")


def test_roster_that_cannot_be_read_right_now_is_never_overwritten(data_dir: Path, monkeypatch) -> None:
    _three_games(data_dir)
    with TinyDBGameRepository(data_dir) as repo:
        gone = new_game(repo, ["Zoë", "Ana", "Ben"])
        repo.trash_game(gone)
        repo.empty_trash()  # Zoë stays on the roster with no stored game to heal it from
    before = (data_dir / "roster.json").read_bytes()
    real_open = open

    def roster_unreadable(file, mode="r", *args, **kwargs):
        if str(file).endswith("roster.json"):
            raise OSError(5, "Input/output error", str(file))
        return real_open(file, mode, *args, **kwargs)

    monkeypatch.setattr("builtins.open", roster_unreadable)
    with TinyDBGameRepository(data_dir) as repo:
        assert "Ana" in {e.name for e in repo.roster()}  # still offered, from the games
        new_game(repo, ["Ana", "Kim", "Lou"])  # saved; only the roster file is left as it was
        assert "Kim" in {e.name for e in repo.roster()}
    monkeypatch.undo()
    assert (data_dir / "roster.json").read_bytes() == before
    with TinyDBGameRepository(data_dir) as repo:
        assert {"Zoë", "Kim", "Lou"} <= {e.name for e in repo.roster()}
