"""Persistence for Wizard Scorekeeper: games as append-only action logs.

The storage layer knows nothing about the rules: it stores plain JSON-able
action dicts and the game's summary computed by the caller, and lists,
trashes and restores games (a game file whose log the rules refuse is set
aside through a checker the composition root passes in, ``check_log``). Of
the domain it imports three pure modules: :mod:`~scorekeeper.domain.stats`
(the :class:`GameSummary` it keeps in the index), :mod:`~scorekeeper.domain.names`
(when two names are the same player) and :mod:`~scorekeeper.domain.legacy`
(the rules release 0.1.0 shipped, which the migration to data version 2 pins
into an old game's start); never the game, the service, the UI or flet
(``tests/test_architecture.py`` keeps this true).

Modules, one concern each: :mod:`.repository` (the protocol the service
uses), :mod:`.tinydb_repository` (the data folder, composing
:mod:`.game_files`, :mod:`.index`, :mod:`.roster`, :mod:`.quarantine`,
:mod:`.folder` and :mod:`.lock`), :mod:`.memory` (in memory, for tests),
:mod:`.documents` and :mod:`.migrations` (the stored shapes), :mod:`.atomic`
(crash-safe writes).

Typical use (one repository per process, shared by all sessions; the
composition root, :mod:`scorekeeper.bootstrap`, opens it)::

    repo = TinyDBGameRepository(data_dir())    # data folder from paths.data_dir()
    for report in repo.quarantined():          # damaged files moved aside on open
        show_warning(report.message)
    game_id = repo.create_game([start_action], game_summary(state))
    repo.append_actions(game_id, [action], game_summary(new_state))   # after every tap
"""

from __future__ import annotations

from .atomic import AtomicJSONStorage
from .errors import (
    CorruptFileError,
    DataDirLockedError,
    DataDirUnavailableError,
    GameInTrashError,
    GameNotFoundError,
    NewerSchemaError,
    RepositoryClosedError,
    RulesRefusedError,
    SaveFailedError,
    SchemaError,
    StaleGameError,
    StorageError,
)
from .migrations import CURRENT_VERSIONS
from .models import GameInfo, QuarantineReport, RosterEntry, StoredGame
from .paths import data_dir
from .memory import InMemoryGameRepository
from .repository import GameRepository
from .tinydb_repository import TinyDBGameRepository

__all__ = [
    "AtomicJSONStorage",
    "CURRENT_VERSIONS",
    "CorruptFileError",
    "DataDirLockedError",
    "DataDirUnavailableError",
    "GameInTrashError",
    "GameInfo",
    "GameNotFoundError",
    "GameRepository",
    "InMemoryGameRepository",
    "NewerSchemaError",
    "QuarantineReport",
    "RepositoryClosedError",
    "RosterEntry",
    "RulesRefusedError",
    "SaveFailedError",
    "SchemaError",
    "StaleGameError",
    "StorageError",
    "StoredGame",
    "TinyDBGameRepository",
    "data_dir",
]
