"""Fixtures for the integration tests: real TinyDB data folders in tmp_path.

A data folder is locked per process (and per repository), so every
repository a test opens is closed at teardown. The command line runs
in-process (``cli``): each command builds its own wiring through the
composition root and releases the folder when it ends. ``cli_process``
runs it in a fresh interpreter, for what only a second process shows
(the folder lock between processes).
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path
from typing import Callable, Iterator

import pytest

from scorekeeper import cli as cli_module
from scorekeeper.bootstrap import Scorekeeper
from scorekeeper.presets import builtin_registry
from scorekeeper.service import GameService
from scorekeeper.storage import TinyDBGameRepository

from .helpers import REPO, Result


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


REGISTRY = builtin_registry()


class Services:
    """Opens GameServices on TinyDB folders through the composition root and
    closes them all at teardown."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.apps: list[Scorekeeper] = []

    def open(self, folder: Path | None = None) -> GameService:
        app = Scorekeeper(data_dir=folder or self.data_dir, registry=REGISTRY)
        self.apps.append(app)
        return app.service

    def reopen(self, service: GameService) -> GameService:
        """Close ``service``'s repository (as when the app quits) and start afresh on the same folder."""
        service.repo.close()
        return self.open(Path(service.repo.path))

    def close_all(self) -> None:
        for app in self.apps:
            app.close()


@pytest.fixture
def services(data_dir: Path) -> Iterator[Services]:
    opened = Services(data_dir)
    try:
        yield opened
    finally:
        opened.close_all()


@pytest.fixture
def service(services: Services) -> GameService:
    """A GameService on a real TinyDB folder."""
    return services.open()


@pytest.fixture
def memory_service() -> Iterator[GameService]:
    with Scorekeeper.in_memory() as app:
        yield app.service


@pytest.fixture
def cli_process(data_dir: Path) -> Callable[..., Result]:
    """``python -m scorekeeper ARGV`` in a fresh interpreter with SCOREKEEPER_DATA_DIR=data_dir."""

    def run(*argv: str, stdin: str | None = None, folder: Path | None = None) -> Result:
        env = {k: v for k, v in os.environ.items() if k not in ("SCOREKEEPER_RULES_DIR", "FLET_APP_STORAGE_DATA")}
        env["SCOREKEEPER_DATA_DIR"] = str(folder or data_dir)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO), env.get("PYTHONPATH", "")) if p)
        done = subprocess.run(
            [sys.executable, "-m", "scorekeeper", *argv],
            input=stdin,
            capture_output=True,
            text=True,
            cwd=REPO,
            env=env,
            timeout=60,
        )
        return Result(done.returncode, done.stdout, done.stderr)

    return run


class InProcessCLI:
    """``scorekeeper ARGV`` through cli.main in this process, on ``data_dir``
    (or ``folder=``) as SCOREKEEPER_DATA_DIR would name it."""

    def __init__(self, data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
        self.data_dir = data_dir
        self.monkeypatch = monkeypatch
        self.capsys = capsys
        monkeypatch.delenv("FLET_APP_STORAGE_DATA", raising=False)
        monkeypatch.delenv("SCOREKEEPER_RULES_DIR", raising=False)

    def __call__(self, *argv: str, stdin: str | None = None, folder: Path | None = None) -> Result:
        self.monkeypatch.setenv("SCOREKEEPER_DATA_DIR", str(folder or self.data_dir))
        if stdin is not None:
            self.monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        self.capsys.readouterr()
        code = cli_module.main(list(argv))
        captured = self.capsys.readouterr()
        return Result(code, captured.out, captured.err)


@pytest.fixture
def cli(data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> InProcessCLI:
    return InProcessCLI(data_dir, monkeypatch, capsys)
