"""The repository interface and its two implementations.

:class:`GameRepository` is what the service layer depends on.
:class:`TinyDBGameRepository` keeps games in a data folder (see
:mod:`scorekeeper.storage.tinydb_repository`); :class:`InMemoryGameRepository`
keeps them in dicts, for tests of the layers above (it can also be told to
fail saves, to test how they react to a full disk).

Contract shared by both (tests/storage/test_repository_contract.py):

- actions and summaries are plain JSON data; what goes in is copied, what
  comes out is the caller's own copy;
- ``create_game``/``append_actions`` are durable when they return, and a
  failed save (:class:`SaveFailedError`) changes nothing;
- the history lists games newest first; trash is a flag kept until
  ``empty_trash``/``delete_forever``; a game in the trash can be viewed
  but not continued;
- the roster matches names case-insensitively and keeps the first spelling;
- every method is safe to call from several threads.
"""

from __future__ import annotations

import threading
from datetime import datetime
from typing import Any, Iterable, Mapping, Protocol, runtime_checkable

from .errors import (
    GameInTrashError,
    GameNotFoundError,
    GameNotInTrashError,
    RepositoryClosedError,
    StaleGameError,
    StorageError,
)
from .migrations import CURRENT_VERSIONS
from .models import (
    GameInfo,
    QuarantineReport,
    RosterEntry,
    StoredGame,
    clean_actions,
    clean_summary,
    copy_json,
    info_from_summary,
    new_game_id,
    now,
)
from .roster import Roster
from .tinydb_repository import TinyDBGameRepository

__all__ = ["GameRepository", "InMemoryGameRepository", "TinyDBGameRepository"]


@runtime_checkable
class GameRepository(Protocol):
    """Where games, the history and the player roster are kept."""

    def create_game(
        self, actions: list[dict[str, Any]], summary: dict[str, Any], *, created: datetime | None = None
    ) -> str:
        """Store a new game; return its id (time-sortable, e.g. ``20261130-081500-ab12``)."""
        ...

    def append_actions(
        self,
        game_id: str,
        actions: list[dict[str, Any]],
        summary: dict[str, Any],
        *,
        expected_count: int | None = None,
    ) -> int:
        """Append to the action log, replace the summary; return the stored action count."""
        ...

    def load_game(self, game_id: str) -> StoredGame: ...

    def get_info(self, game_id: str) -> GameInfo: ...

    def list_games(self, *, include_trash: bool = False) -> list[GameInfo]: ...

    def list_trash(self) -> list[GameInfo]: ...

    def trash_game(self, game_id: str) -> None: ...

    def restore_game(self, game_id: str) -> None: ...

    def delete_forever(self, game_id: str) -> None: ...

    def empty_trash(self) -> int: ...

    def import_games(self, records: Iterable[Mapping[str, Any]]) -> list[str]: ...

    def remember_players(self, names: Iterable[str], *, when: datetime | None = None) -> list[RosterEntry]: ...

    def roster(self) -> list[RosterEntry]: ...

    def find_player(self, name: str) -> RosterEntry | None: ...

    def quarantined(self) -> list[QuarantineReport]: ...

    def close(self) -> None: ...


class InMemoryGameRepository:
    """A :class:`GameRepository` in memory, with the same behaviour as the file one.

    ``fail_saves(error)`` makes every following write raise ``error`` (e.g. a
    ``SaveFailedError`` for a full disk) until ``fail_saves(None)``.
    """

    read_only = False

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._games: dict[str, dict[str, Any]] = {}
        self._roster = Roster()
        self._closed = False
        self._failure: StorageError | None = None

    def fail_saves(self, error: StorageError | None) -> None:
        self._failure = error

    # -- helpers -------------------------------------------------------------------

    def _check_open(self) -> None:
        if self._closed:
            raise RepositoryClosedError("The score data was closed; reopen it to continue.")

    def _check_writable(self) -> None:
        self._check_open()
        if self._failure is not None:
            raise self._failure

    def _get(self, game_id: str) -> dict[str, Any]:
        game = self._games.get(game_id) if isinstance(game_id, str) else None
        if game is None:
            raise GameNotFoundError(f"There is no saved game {game_id!r}.", game_id=str(game_id))
        return game

    @staticmethod
    def _info(game: dict[str, Any]) -> GameInfo:
        return info_from_summary(
            game_id=game["id"],
            summary=game["summary"],
            created=game["created"],
            updated=game["updated"],
            trashed_at=game["trashed_at"],
            action_count=len(game["actions"]),
        )

    def _new(self, actions: Any, summary: Any, created: datetime, updated: datetime) -> dict[str, Any]:
        game_id = new_game_id(created, lambda gid: gid in self._games)
        return {
            "id": game_id,
            "actions": clean_actions(actions),
            "summary": clean_summary(summary),
            "created": created,
            "updated": updated,
            "trashed_at": None,
        }

    # -- games -----------------------------------------------------------------------

    def create_game(
        self, actions: list[dict[str, Any]], summary: dict[str, Any], *, created: datetime | None = None
    ) -> str:
        with self._lock:
            self._check_writable()
            game = self._new(actions, summary, created or now(), now())
            self._games[game["id"]] = game
            self._roster, _ = self._roster.with_names(self._info(game).players, game["created"])
            return game["id"]

    def append_actions(
        self,
        game_id: str,
        actions: list[dict[str, Any]],
        summary: dict[str, Any],
        *,
        expected_count: int | None = None,
    ) -> int:
        actions = clean_actions(actions)
        summary = clean_summary(summary)
        with self._lock:
            self._check_open()
            game = self._get(game_id)
            self._check_writable()
            if game["trashed_at"] is not None:
                raise GameInTrashError("This game is in the trash; restore it to continue it.", game_id=game_id)
            if expected_count is not None and expected_count != len(game["actions"]):
                raise StaleGameError(
                    "This game was changed in another window since you opened it; reopen it to continue.",
                    expected=expected_count,
                    actual=len(game["actions"]),
                    game_id=game_id,
                )
            game["actions"] = game["actions"] + actions
            game["summary"] = summary
            game["updated"] = now()
            return len(game["actions"])

    def load_game(self, game_id: str) -> StoredGame:
        with self._lock:
            self._check_open()
            game = self._get(game_id)
            return StoredGame(
                id=game["id"],
                actions=copy_json(game["actions"]),
                summary=copy_json(game["summary"]),
                created=game["created"],
                updated=game["updated"],
                trashed_at=game["trashed_at"],
                schema_version=CURRENT_VERSIONS["game"],
            )

    def get_info(self, game_id: str) -> GameInfo:
        with self._lock:
            self._check_open()
            return self._info(self._get(game_id))

    def list_games(self, *, include_trash: bool = False) -> list[GameInfo]:
        with self._lock:
            self._check_open()
            infos = [self._info(g) for g in self._games.values() if include_trash or g["trashed_at"] is None]
        return sorted(infos, key=lambda i: (i.created, i.id), reverse=True)

    def list_trash(self) -> list[GameInfo]:
        with self._lock:
            self._check_open()
            infos = [self._info(g) for g in self._games.values() if g["trashed_at"] is not None]
        return sorted(infos, key=lambda i: (i.created, i.id), reverse=True)

    def trash_game(self, game_id: str) -> None:
        with self._lock:
            self._check_open()
            game = self._get(game_id)
            self._check_writable()
            if game["trashed_at"] is None:
                game["trashed_at"] = now()

    def restore_game(self, game_id: str) -> None:
        with self._lock:
            self._check_open()
            game = self._get(game_id)
            self._check_writable()
            game["trashed_at"] = None

    def delete_forever(self, game_id: str) -> None:
        with self._lock:
            self._check_open()
            game = self._get(game_id)
            if game["trashed_at"] is None:
                raise GameNotInTrashError(
                    "This game is not in the trash; move it to the trash first.", game_id=game_id
                )
            self._check_writable()
            del self._games[game_id]

    def empty_trash(self) -> int:
        with self._lock:
            self._check_writable()
            doomed = [g for g, game in self._games.items() if game["trashed_at"] is not None]
            for game_id in doomed:
                del self._games[game_id]
            return len(doomed)

    def import_games(self, records: Iterable[Mapping[str, Any]]) -> list[str]:
        with self._lock:
            self._check_writable()
            new: dict[str, dict[str, Any]] = {}
            for record in records:
                created = record.get("created") or now()
                game = self._new(record["actions"], record["summary"], created, record.get("updated") or created)
                while game["id"] in new:
                    game = self._new(record["actions"], record["summary"], created, game["updated"])
                new[game["id"]] = game
            self._games.update(new)
            self._roster, _ = self._roster.with_sightings(
                (self._info(g).players, g["created"]) for g in new.values()
            )
            return list(new)

    # -- roster ------------------------------------------------------------------------

    def remember_players(self, names: Iterable[str], *, when: datetime | None = None) -> list[RosterEntry]:
        with self._lock:
            self._check_writable()
            self._roster, entries = self._roster.with_names(list(names), when or now())
            return entries

    def roster(self) -> list[RosterEntry]:
        with self._lock:
            self._check_open()
            return self._roster.entries()

    def find_player(self, name: str) -> RosterEntry | None:
        with self._lock:
            self._check_open()
            return self._roster.find(name)

    # -- the rest ------------------------------------------------------------------------

    def quarantined(self) -> list[QuarantineReport]:
        return []

    def close(self) -> None:
        self._closed = True

    def __enter__(self) -> "InMemoryGameRepository":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

