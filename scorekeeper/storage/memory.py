"""A :class:`~scorekeeper.storage.repository.GameRepository` kept in dicts.

For tests of the layers above and for previews: it behaves like the file
repository (tests/storage/test_repository_contract.py runs against both) and
can be told to fail saves, to test how callers react to a full disk.
"""

from __future__ import annotations

import threading
from datetime import datetime
from pathlib import Path
from typing import Any

from ..domain.stats import GameSummary
from .errors import (GameInTrashError, GameNotFoundError, RepositoryClosedError, RulesRefusedError, StaleGameError,
                     StorageError)
from .migrations import CURRENT_VERSIONS
from .models import (
    GameInfo,
    QuarantineReport,
    RosterEntry,
    StoredGame,
    check_summary,
    clean_actions,
    copy_json,
    game_label,
    new_game_id,
    now,
)
from .quarantine import report_message
from .roster import Roster

__all__ = ["InMemoryGameRepository"]


class InMemoryGameRepository:
    """Games, trash and roster in memory, with the same behaviour as the file repository.

    ``fail_saves(error)`` makes every following write raise ``error`` (e.g. a
    ``SaveFailedError`` for a full disk) until ``fail_saves(None)``.
    """

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._games: dict[str, dict[str, Any]] = {}
        self._roster = Roster()
        self._closed = False
        self._failure: StorageError | None = None
        self._reports: list[QuarantineReport] = []

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
        return GameInfo(
            id=game["id"],
            created=game["created"],
            updated=game["updated"],
            action_count=len(game["actions"]),
            summary=game["summary"],
            trashed_at=game["trashed_at"],
        )

    def _newest_first(self, *, trash: bool | None) -> list[GameInfo]:
        """Listed games (``trash``: only those in the trash, ``None``: all), newest first."""
        with self._lock:
            self._check_open()
            infos = [
                self._info(g) for g in self._games.values() if trash is None or (g["trashed_at"] is not None) == trash
            ]
        return sorted(infos, key=lambda i: (i.created, i.id), reverse=True)

    # -- games -----------------------------------------------------------------------

    def create_game(
        self, actions: list[dict[str, Any]], summary: GameSummary, *, created: datetime | None = None
    ) -> str:
        actions = clean_actions(actions)
        check_summary(summary)
        with self._lock:
            self._check_writable()
            created = created or now()
            game_id = new_game_id(created, lambda gid: gid in self._games)
            self._games[game_id] = {
                "id": game_id,
                "actions": actions,
                "summary": summary,
                "created": created,
                "updated": now(),
                "trashed_at": None,
            }
            self._roster, _ = self._roster.with_names(summary.players, created)
            return game_id

    def append_actions(
        self,
        game_id: str,
        actions: list[dict[str, Any]],
        summary: GameSummary,
        *,
        expected_count: int | None = None,
    ) -> int:
        actions = clean_actions(actions)
        check_summary(summary)
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
                summary=game["summary"],
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
        return self._newest_first(trash=None if include_trash else False)

    def list_trash(self) -> list[GameInfo]:
        return self._newest_first(trash=True)

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

    def empty_trash(self) -> int:
        with self._lock:
            self._check_writable()
            doomed = [g for g, game in self._games.items() if game["trashed_at"] is not None]
            for game_id in doomed:
                del self._games[game_id]
            return len(doomed)

    # -- roster and the rest --------------------------------------------------------------

    def roster(self) -> list[RosterEntry]:
        with self._lock:
            self._check_open()
            return self._roster.entries()

    def quarantined(self) -> list[QuarantineReport]:
        with self._lock:
            return list(self._reports)

    def quarantine_game(self, game_id: str, reason: str) -> QuarantineReport:
        """Drop the game from the history and report it (there is no file to keep)."""
        with self._lock:
            self._check_open()
            info = self._info(self._get(game_id))
            exc = RulesRefusedError(reason, reason=reason, game_id=game_id)
            report = QuarantineReport(
                kind="game",
                path=Path(game_id),
                moved_to=None,
                reason=reason,
                message=report_message("game", "it was set aside", exc, label=game_label(info)),
                game_id=game_id,
                players=info.players,
                created=info.created,
            )
            del self._games[game_id]
            self._reports.append(report)
            return report

    def close(self) -> None:
        self._closed = True

    def __enter__(self) -> "InMemoryGameRepository":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
