"""Fixtures for the integration tests: real TinyDB data folders in tmp_path.

A data folder is locked per process (and per repository), so every
repository a test opens is closed at teardown. The command line (the
``cli`` and ``cli_process`` fixtures of tests/conftest.py) builds its own
wiring through the composition root and releases the folder when a command
ends.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from scorekeeper.bootstrap import Scorekeeper
from scorekeeper.presets import builtin_registry
from scorekeeper.service import GameService


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
