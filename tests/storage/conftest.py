"""Fixtures for the storage tests: repositories on tmp_path."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import pytest

from scorekeeper.storage import InMemoryGameRepository, TinyDBGameRepository


@pytest.fixture
def repo(data_dir: Path) -> Iterator[TinyDBGameRepository]:
    repository = TinyDBGameRepository(data_dir)
    try:
        yield repository
    finally:
        repository.close()


@pytest.fixture(params=["memory", "tinydb"])
def any_repo(request, data_dir: Path) -> Iterator[Any]:
    """Each contract test runs against both implementations."""
    repository = InMemoryGameRepository() if request.param == "memory" else TinyDBGameRepository(data_dir)
    try:
        yield repository
    finally:
        repository.close()
