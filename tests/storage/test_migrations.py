"""Every document carries a schema version; loading runs migrations.

tests/storage/fixtures holds a file written by each earlier version of each
kind of document. When a version is added, add its fixture here: the old
ones must keep loading.
"""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path

import pytest

from scorekeeper.domain.stats import GameSummary
from scorekeeper.storage import NewerSchemaError, SchemaError, TinyDBGameRepository, migrations
from scorekeeper.storage.documents import parse_game_file, parse_index_file, parse_roster_file
from scorekeeper.storage.index import shard_of

from .helpers import FIXTURES, read_json

FIXTURE_GAME_ID = "20261130-081500-ab12"
GAME_FIXTURES = sorted(FIXTURES.glob("game-v*.json"))
INDEX_FIXTURES = sorted(FIXTURES.glob("index-v*.json"))
ROSTER_FIXTURES = sorted(FIXTURES.glob("roster-v*.json"))


def test_there_is_a_fixture_for_every_version_up_to_the_current_one() -> None:
    for kind, fixtures in (("game", GAME_FIXTURES), ("index", INDEX_FIXTURES), ("roster", ROSTER_FIXTURES)):
        versions = sorted(int(p.stem.rsplit("-v", 1)[1]) for p in fixtures)
        assert versions == list(range(1, migrations.CURRENT_VERSIONS[kind] + 1)), kind


def _install(data_dir: Path, game_fixture: Path, index_fixture: Path | None = None, roster_fixture: Path | None = None) -> None:
    (data_dir / "games").mkdir(parents=True)
    shutil.copy(game_fixture, data_dir / "games" / f"{FIXTURE_GAME_ID}.json")
    if index_fixture:
        (data_dir / "index").mkdir()
        shutil.copy(index_fixture, data_dir / "index" / f"{shard_of(FIXTURE_GAME_ID)}.json")
    if roster_fixture:
        shutil.copy(roster_fixture, data_dir / "roster.json")


@pytest.mark.parametrize("fixture", GAME_FIXTURES, ids=lambda p: p.name)
def test_game_file_written_by_each_version_loads(data_dir: Path, fixture: Path) -> None:
    _install(data_dir, fixture)
    with TinyDBGameRepository(data_dir) as repo:
        assert repo.quarantined() == []
        game = repo.load_game(FIXTURE_GAME_ID)
        assert game.schema_version == int(fixture.stem.rsplit("-v", 1)[1])
        start = dict(game.actions[0])
        assert start.pop("preset")["id"] == "standard"  # game data version 2 pins the preset's definition
        assert start == {"type": "start", "players": ["Ana", "Ben", "Cleo"], "first_dealer": 0, "rules": {"preset": "standard"}}
        assert {a["type"] for a in game.actions} >= {"start", "trump", "bid", "trick", "tricks", "close", "undo", "redo", "correct"}
        info = repo.get_info(FIXTURE_GAME_ID)
        assert (info.players, info.preset, info.rounds_played, info.status) == (("Ana", "Ben", "Cleo"), "standard", 2, "unfinished")
        assert str(info.created) == "2026-11-30 09:15:00+01:00"
        # it can be continued, and is then stored at the current version
        repo.append_actions(FIXTURE_GAME_ID, [{"type": "trump", "suit": "green"}], game.summary)
    doc = read_json(data_dir / "games" / f"{FIXTURE_GAME_ID}.json")["game"]["1"]
    assert doc["schema_version"] == migrations.CURRENT_VERSIONS["game"]


@pytest.mark.parametrize("fixture", INDEX_FIXTURES, ids=lambda p: p.name)
def test_index_shard_written_by_each_version_loads(data_dir: Path, fixture: Path) -> None:
    [entry] = parse_index_file(read_json(fixture), fixture)
    assert entry["id"] == FIXTURE_GAME_ID and entry["summary"]["players"] == ["Ana", "Ben", "Cleo"]
    _install(data_dir, GAME_FIXTURES[0], fixture)
    with TinyDBGameRepository(data_dir) as repo:
        assert repo.quarantined() == []
        assert [g.id for g in repo.list_games()] == [FIXTURE_GAME_ID]


@pytest.mark.parametrize("fixture", ROSTER_FIXTURES, ids=lambda p: p.name)
def test_roster_written_by_each_version_loads(data_dir: Path, fixture: Path) -> None:
    assert [d["name"] for d in parse_roster_file(read_json(fixture), fixture)] == ["Ana", "Ben", "Cleo", "Zoë"]
    _install(data_dir, GAME_FIXTURES[0], roster_fixture=fixture)
    with TinyDBGameRepository(data_dir) as repo:
        assert repo.quarantined() == []
        zoe = {e.key: e for e in repo.roster()}["zoë"]
        assert zoe.name == "Zoë" and str(zoe.first_seen) == "2026-11-02 20:00:00+01:00"
        assert {e.name for e in repo.roster()} == {"Ana", "Ben", "Cleo", "Zoë"}


@pytest.fixture
def version_2(monkeypatch: pytest.MonkeyPatch):
    """Pretend the game schema moved to version 2: the action type ``tricks`` became ``enter_tricks``."""

    def v1_to_v2(doc):
        doc = copy.deepcopy(doc)
        for action in doc["actions"]:
            if action["type"] == "tricks":
                action["type"] = "enter_tricks"
        return doc

    monkeypatch.setitem(migrations.CURRENT_VERSIONS, "game", 2)
    monkeypatch.setitem(migrations.MIGRATIONS, "game", {1: v1_to_v2})


def test_loading_an_old_document_runs_the_registered_migrations(data_dir: Path, version_2) -> None:
    _install(data_dir, GAME_FIXTURES[0])
    with TinyDBGameRepository(data_dir) as repo:
        game = repo.load_game(FIXTURE_GAME_ID)
        assert game.schema_version == 1  # as found on disk
        types = {a["type"] for a in game.actions}
        assert "enter_tricks" in types and "tricks" not in types
        repo.append_actions(FIXTURE_GAME_ID, [{"type": "reveal"}], game.summary)
        assert repo.load_game(FIXTURE_GAME_ID).schema_version == 2
    doc = read_json(data_dir / "games" / f"{FIXTURE_GAME_ID}.json")["game"]["1"]
    assert doc["schema_version"] == 2
    assert "enter_tricks" in {a["type"] for a in doc["actions"]}  # written back in the new shape


def test_missing_migration_step_is_a_schema_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(migrations.CURRENT_VERSIONS, "game", 3)
    monkeypatch.setitem(migrations.MIGRATIONS, "game", {1: lambda d: d})
    with pytest.raises(SchemaError, match="cannot be upgraded"):
        parse_game_file(read_json(GAME_FIXTURES[0]), "game.json", FIXTURE_GAME_ID)


def test_migration_that_fails_is_a_schema_error_not_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(migrations.CURRENT_VERSIONS, "game", 2)
    monkeypatch.setitem(migrations.MIGRATIONS, "game", {1: lambda d: d["no such key"]})
    with pytest.raises(SchemaError, match="could not be upgraded"):
        parse_game_file(read_json(GAME_FIXTURES[0]), "game.json", FIXTURE_GAME_ID)


def test_document_from_a_newer_version_is_refused_with_a_clear_message() -> None:
    data = read_json(GAME_FIXTURES[-1])
    data["game"]["1"]["schema_version"] = migrations.CURRENT_VERSIONS["game"] + 1
    with pytest.raises(NewerSchemaError) as caught:
        parse_game_file(data, "game.json", FIXTURE_GAME_ID)
    assert "newer version of Wizard Scorekeeper" in str(caught.value)
    assert "Update the app" in str(caught.value)


@pytest.mark.parametrize("version", [None, "1", 0, -1, True, 1.0])
def test_document_without_a_valid_version_is_a_schema_error(version) -> None:
    data = read_json(GAME_FIXTURES[0])
    data["game"]["1"]["schema_version"] = version
    with pytest.raises(SchemaError, match="schema version"):
        parse_game_file(data, "game.json", FIXTURE_GAME_ID)


def test_every_written_document_carries_its_schema_version(repo) -> None:
    game_id = repo.create_game([{"type": "start", "players": ["A", "B", "C"]}], GameSummary(players=("A", "B", "C")))
    docs = []
    for path in repo.path.rglob("*.json"):
        for table in json.loads(path.read_text()).values():
            docs.extend(table.values())
    assert len(docs) == 1 + 1 + 3  # game, index entry, three roster entries
    versions = sorted(d["schema_version"] for d in docs)
    expected = sorted([migrations.CURRENT_VERSIONS["game"], migrations.CURRENT_VERSIONS["index"]]
                      + [migrations.CURRENT_VERSIONS["roster"]] * 3)
    assert versions == expected
    assert game_id
