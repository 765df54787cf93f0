"""Settings and fixtures every test shares (helpers: :mod:`tests.support`)."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest

from scorekeeper.i18n import LOCALE_VARIABLES

from .support import InProcessCLI, Result, run_process


@pytest.fixture(autouse=True)
def _english_environment(monkeypatch):
    """The command line follows LANGUAGE, LC_ALL, LC_MESSAGES and LANG: tests
    run in English whatever the developer's locale (a test that wants
    another language sets them itself, or passes --lang)."""
    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """A data folder not created yet (the repository, or a command, makes it)."""
    return tmp_path / "data"


@pytest.fixture
def cli(data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> InProcessCLI:
    """``scorekeeper ARGV`` in this process, on ``data_dir``."""
    return InProcessCLI(data_dir, monkeypatch, capsys)


@pytest.fixture
def cli_process(data_dir: Path) -> Callable[..., Result]:
    """``python -m scorekeeper ARGV`` (or ``code=``) in a fresh interpreter, on ``data_dir``
    (or ``folder=``): for what only a second process shows (the folder lock, the imports)."""

    def run(*argv: str, folder: Path | None = None, **options) -> Result:
        return run_process(*argv, data_dir=folder or data_dir, **options)

    return run

