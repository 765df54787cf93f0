from __future__ import annotations

import pytest

from scorekeeper.bootstrap import Scorekeeper
from scorekeeper.ui.store import AppStore

from .headless import headless_renderer


@pytest.fixture
def render(monkeypatch):
    return headless_renderer(monkeypatch)


@pytest.fixture
def store() -> AppStore:
    """A session store on an in-memory service (nothing touches the disk)."""
    return AppStore(Scorekeeper.in_memory().service)
