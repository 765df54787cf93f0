"""Where the data folder is: SCOREKEEPER_DATA_DIR, else FLET_APP_STORAGE_DATA, else platformdirs."""

from __future__ import annotations

from pathlib import Path

import pytest
from platformdirs import user_data_dir

from scorekeeper.storage import TinyDBGameRepository
from scorekeeper.storage.paths import data_dir


def test_scorekeeper_data_dir_wins_over_flet_storage() -> None:
    env = {"SCOREKEEPER_DATA_DIR": "/srv/scores", "FLET_APP_STORAGE_DATA": "/flet/data"}
    assert data_dir(env) == Path("/srv/scores")


def test_flet_storage_is_used_when_scorekeeper_data_dir_is_not_set() -> None:
    assert data_dir({"FLET_APP_STORAGE_DATA": "/flet/data"}) == Path("/flet/data")
    assert data_dir({"SCOREKEEPER_DATA_DIR": "  ", "FLET_APP_STORAGE_DATA": "/flet/data"}) == Path("/flet/data")


def test_platform_user_data_folder_is_the_default() -> None:
    assert data_dir({}) == Path(user_data_dir("wizard-scorekeeper", appauthor=False))
    assert data_dir({"SCOREKEEPER_DATA_DIR": ""}) == Path(user_data_dir("wizard-scorekeeper", appauthor=False))


def test_home_is_expanded() -> None:
    assert data_dir({"SCOREKEEPER_DATA_DIR": "~/scores"}) == Path("~/scores").expanduser()


def test_repository_without_a_folder_uses_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SCOREKEEPER_DATA_DIR", str(tmp_path / "from-env"))
    with TinyDBGameRepository() as repo:
        assert repo.path == tmp_path / "from-env"
        assert (tmp_path / "from-env" / "games").is_dir()
