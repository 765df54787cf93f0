"""Persistence for Wizard Scorekeeper: games as append-only action logs.

The storage layer knows nothing about the rules: it stores plain JSON-able
action dicts and a summary dict computed by the caller, and lists, trashes
and restores games. It never imports the domain or the UI.

Typical use (one repository per process, shared by all sessions)::

    from scorekeeper.storage import shared_repository
    repo = shared_repository()                 # data folder from paths.data_dir()
    for report in repo.quarantined():          # damaged files moved aside on open
        show_warning(report.message)
    game_id = repo.create_game([start_action], summary)
    repo.append_actions(game_id, [action], summary)   # after every tap
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

from .atomic import AtomicJSONStorage
from .errors import (
    CorruptFileError,
    DataDirLockedError,
    DataDirUnavailableError,
    GameInTrashError,
    GameNotFoundError,
    GameNotInTrashError,
    NewerSchemaError,
    RepositoryClosedError,
    SaveFailedError,
    SchemaError,
    StaleGameError,
    StorageError,
)
from .migrations import CURRENT_VERSIONS
from .models import GameInfo, QuarantineReport, RosterEntry, StoredGame
from .paths import data_dir
from .repository import GameRepository, InMemoryGameRepository, TinyDBGameRepository

__all__ = [
    "AtomicJSONStorage",
    "CURRENT_VERSIONS",
    "CorruptFileError",
    "DataDirLockedError",
    "DataDirUnavailableError",
    "GameInTrashError",
    "GameInfo",
    "GameNotFoundError",
    "GameNotInTrashError",
    "GameRepository",
    "InMemoryGameRepository",
    "NewerSchemaError",
    "QuarantineReport",
    "RepositoryClosedError",
    "RosterEntry",
    "SaveFailedError",
    "SchemaError",
    "StaleGameError",
    "StorageError",
    "StoredGame",
    "TinyDBGameRepository",
    "data_dir",
    "shared_repository",
]

_shared: dict[str, TinyDBGameRepository] = {}
_shared_lock = threading.Lock()


def shared_repository(path: str | os.PathLike[str] | None = None) -> TinyDBGameRepository:
    """The one repository of this process for a data folder, opened on first use.

    Flet serves every session (browser tab) from one process; they must all
    use this instance (it is thread-safe) rather than open their own.
    """
    folder = Path(path) if path is not None else data_dir()
    key = os.path.realpath(folder)
    with _shared_lock:
        repo = _shared.get(key)
        if repo is None or repo._closed:
            repo = TinyDBGameRepository(folder)
            _shared[key] = repo
        return repo
