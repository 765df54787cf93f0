"""The repository interface: what the service layer depends on.

Two implementations: :class:`~scorekeeper.storage.tinydb_repository.TinyDBGameRepository`
keeps games in a data folder, :class:`~scorekeeper.storage.memory.InMemoryGameRepository`
in dicts (for tests of the layers above).

Contract shared by both (tests/storage/test_repository_contract.py):

- actions are plain JSON data, copied on the way in and out; a game's summary
  is the domain's frozen :class:`~scorekeeper.domain.stats.GameSummary`;
- ``create_game``/``append_actions`` are durable when they return, and a
  failed save (:class:`~scorekeeper.storage.errors.SaveFailedError`) changes nothing;
- the history lists games newest first; trash is a flag kept until
  ``empty_trash``; a game in the trash can be viewed but not continued;
- the roster holds every player of every stored game, matched
  case-insensitively, with the first spelling;
- every method is safe to call from several threads.

The protocol holds only what the service calls; an implementation may offer
more (the file repository's bulk ``import_games``, used by the benchmark).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Protocol, runtime_checkable

from ..domain.stats import GameSummary
from .models import GameInfo, QuarantineReport, RosterEntry, StoredGame

__all__ = ["GameRepository"]


@runtime_checkable
class GameRepository(Protocol):
    """Where games, the history and the player roster are kept."""

    def create_game(
        self, actions: list[dict[str, Any]], summary: GameSummary, *, created: datetime | None = None
    ) -> str:
        """Store a new game; return its id (time-sortable, e.g. ``20261130-081500-ab12``).

        The summary's players are added to the roster.
        """
        ...

    def append_actions(
        self,
        game_id: str,
        actions: list[dict[str, Any]],
        summary: GameSummary,
        *,
        expected_count: int | None = None,
    ) -> int:
        """Append to the action log, replace the summary; return the stored action count.

        ``expected_count`` (the number of actions the caller believes are
        stored) guards against two windows continuing one game: a mismatch
        raises :class:`~scorekeeper.storage.errors.StaleGameError` and stores nothing.
        """
        ...

    def load_game(self, game_id: str) -> StoredGame: ...

    def get_info(self, game_id: str) -> GameInfo: ...

    def list_games(self, *, include_trash: bool = False) -> list[GameInfo]: ...

    def list_trash(self) -> list[GameInfo]: ...

    def trash_game(self, game_id: str) -> None: ...

    def restore_game(self, game_id: str) -> None: ...

    def empty_trash(self) -> int:
        """Delete every game in the trash for good; return how many."""
        ...

    def roster(self) -> list[RosterEntry]:
        """Every remembered player, most recently seen first."""
        ...

    def quarantined(self) -> list[QuarantineReport]:
        """Damaged files set aside since the repository was opened."""
        ...

    def quarantine_game(self, game_id: str, reason: str) -> QuarantineReport:
        """Set aside a stored game whose log the rules refuse (``reason``, in
        words, e.g. ``round 1: Ana cannot take 99 tricks (0 to 1)``): it
        leaves the history, is kept (a file: moved to ``quarantine/``, byte
        for byte) and is reported in :meth:`quarantined`."""
        ...

    def close(self) -> None: ...
