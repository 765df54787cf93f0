"""Fixtures for the integration tests: real TinyDB data folders in tmp_path.

A data folder is locked per process (and per repository), so every
repository a test opens is closed at teardown, and the command line runs
either in a subprocess (``cli``) or in-process with its shared repository
closed and dropped from the cache afterwards (``cli_inprocess``).
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path
from typing import Callable, Iterator

import pytest

import scorekeeper.storage as storage
from scorekeeper import cli as cli_module
from scorekeeper.service import GameService
from scorekeeper.storage import InMemoryGameRepository, TinyDBGameRepository

from .helpers import REPO, Result


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


class Services:
    """Opens GameServices on TinyDB repositories and closes them all at teardown."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.repos: list[TinyDBGameRepository] = []

    def open(self, folder: Path | None = None) -> GameService:
        repo = TinyDBGameRepository(folder or self.data_dir)
        self.repos.append(repo)
        return GameService(repo)

    def reopen(self, service: GameService) -> GameService:
        """Close ``service``'s repository (as when the app quits) and start afresh on the same folder."""
        service.repo.close()
        return self.open(Path(service.repo.path))

    def close_all(self) -> None:
        for repo in self.repos:
            repo.close()


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
    repo = InMemoryGameRepository()
    try:
        yield GameService(repo)
    finally:
        repo.close()


@pytest.fixture
def cli(data_dir: Path) -> Callable[..., Result]:
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
    """``scorekeeper ARGV`` through cli.main in this process (fast, for many calls)."""

    def __init__(self, data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
        self.data_dir = data_dir
        self.monkeypatch = monkeypatch
        self.capsys = capsys
        monkeypatch.setenv("SCOREKEEPER_DATA_DIR", str(data_dir))
        monkeypatch.delenv("FLET_APP_STORAGE_DATA", raising=False)

    def __call__(self, *argv: str, stdin: str | None = None) -> Result:
        if stdin is not None:
            self.monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        self.capsys.readouterr()
        code = cli_module.main(list(argv))
        captured = self.capsys.readouterr()
        return Result(code, captured.out, captured.err)

    def release(self) -> None:
        """Close the process-wide repository the CLI opened (so the folder can be opened again)."""
        key = os.path.realpath(self.data_dir)
        with storage._shared_lock:
            repo = storage._shared.pop(key, None)
        if repo is not None:
            repo.close()


@pytest.fixture
def cli_inprocess(data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> Iterator[InProcessCLI]:
    runner = InProcessCLI(data_dir, monkeypatch, capsys)
    try:
        yield runner
    finally:
        runner.release()
