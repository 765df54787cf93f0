"""The composition root builds the registry, the repository and the service
once, opens the data folder only when something needs it, and releases it."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.bootstrap import Scorekeeper
from scorekeeper.domain import RuleChoice
from scorekeeper.storage import DataDirLockedError, InMemoryGameRepository, TinyDBGameRepository

HOUSE = 'id = "kitchen-table"\nname = "Kitchen"\ndescription = "d"\n[schedule]\nkind = "full-deck"\nrounds = 2\n'


def test_each_part_is_built_once(tmp_path: Path) -> None:
    with Scorekeeper.open(tmp_path / "data") as app:
        assert app.registry is app.registry
        assert app.repo is app.repo
        assert app.service is app.service
        assert app.service.repo is app.repo and app.service.registry is app.registry


def test_reading_presets_does_not_open_the_data_folder(tmp_path: Path) -> None:
    app = Scorekeeper.open(tmp_path / "data")
    assert "standard" in app.registry.ids()
    assert not (tmp_path / "data").exists()
    app.close()


def test_the_data_folder_comes_from_the_environment_when_not_given(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SCOREKEEPER_DATA_DIR", str(tmp_path / "env"))
    with Scorekeeper.open() as app:
        assert isinstance(app.repo, TinyDBGameRepository)
        assert Path(app.repo.path) == tmp_path / "env"


def test_closing_releases_the_data_folder_for_the_next_one(tmp_path: Path) -> None:
    first = Scorekeeper.open(tmp_path)
    game_id = first.service.new_game(["Ana", "Ben", "Cleo"])
    with pytest.raises(DataDirLockedError):
        _ = Scorekeeper.open(tmp_path).service
    first.close()
    first.close()  # twice is fine
    with Scorekeeper.open(tmp_path) as second:
        assert [g.id for g in second.service.history()] == [game_id]


def test_house_variants_come_from_the_rule_folders_given(tmp_path: Path) -> None:
    (tmp_path / "kitchen-table.toml").write_text(HOUSE, encoding="utf-8")
    from scorekeeper.presets import builtin_rules_dir

    with Scorekeeper.in_memory(rules_dirs=[builtin_rules_dir(), tmp_path]) as app:
        game_id = app.service.new_game(["Ana", "Ben", "Cleo"], 0, RuleChoice(preset="kitchen-table"))
        assert app.service.game(game_id).state.schedule == (20, 20)


def test_an_in_memory_app_touches_no_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SCOREKEEPER_DATA_DIR", str(tmp_path / "never"))
    with Scorekeeper.in_memory() as app:
        assert isinstance(app.repo, InMemoryGameRepository)
        app.service.new_game(["Ana", "Ben", "Cleo"])
        assert len(app.service.history()) == 1
    assert not (tmp_path / "never").exists()
