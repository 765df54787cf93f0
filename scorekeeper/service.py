"""The service layer: games of the domain, kept in a repository.

One :class:`GameService` per process, shared by every session (each browser
tab in web mode). It keeps each open game in memory once, applies actions
under a per-game lock and saves every action before it is shown, so two
tabs on the same game never overwrite each other, and an action is either
saved and applied, or refused with the game unchanged.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any, Iterable

from .domain import (
    Game,
    PlayerStats,
    PresetRegistry,
    GameAction,
    RuleChoice,
    ScorekeeperError,
    Start,
    action_from_json,
    game_summary,
    player_stats,
    record_from_state,
)
from .storage import GameInfo, GameRepository, StorageError

class StoredGameError(ScorekeeperError):
    """A stored action log that no longer replays (e.g. a preset file removed)."""


@dataclass(frozen=True, slots=True)
class OpenGame:
    id: str
    game: Game
    in_trash: bool  # a game in the trash is shown, not continued


class GameService:
    def __init__(self, repo: GameRepository, registry: PresetRegistry):
        self.repo = repo
        self.registry = registry
        self._games: dict[str, Game] = {}
        self._locks: dict[str, threading.Lock] = {}
        self._guard = threading.Lock()

    def _lock(self, game_id: str) -> threading.Lock:
        with self._guard:
            return self._locks.setdefault(game_id, threading.Lock())

    # -- games --------------------------------------------------------------
    def new_game(self, players: Iterable[str], first_dealer: int = 0, rules: RuleChoice | None = None) -> str:
        start = Start(players=tuple(players), first_dealer=first_dealer, rules=rules or RuleChoice())
        return self.add_game(Game.start(start, self.registry))  # a bad setup raises a SetupError; nothing stored

    def add_game(self, game: Game) -> str:
        """Store a game built elsewhere (its whole log) and return its id."""
        game_id = self.repo.create_game([a.to_json() for a in game.log], game_summary(game.state))
        with self._guard:
            self._games[game_id] = game
        return game_id

    def game(self, game_id: str) -> Game:
        with self._guard:
            cached = self._games.get(game_id)
        if cached is not None:
            return cached
        stored = self.repo.load_game(game_id)
        try:
            game = Game.replay((action_from_json(a) for a in stored.actions), self.registry)
        except (ScorekeeperError, ValueError) as exc:
            raise StoredGameError(f"game {game_id} cannot be replayed: {exc}") from exc
        with self._guard:
            return self._games.setdefault(game_id, game)

    def open(self, game_id: str) -> OpenGame:
        info = self.repo.get_info(game_id)
        game = self.game(game_id)
        return OpenGame(game_id, game, in_trash=info.trashed)

    def act(self, game_id: str, action: GameAction) -> Game:
        """Apply and save one action. Raises a ScorekeeperError (the rules
        refuse it) or a StorageError (it could not be saved); either way the
        game stays exactly as it was."""
        with self._lock(game_id):
            game = self.game(game_id)
            new = game.apply(action)
            self.repo.append_actions(
                game_id, [action.to_json()], game_summary(new.state), expected_count=len(game.log)
            )
            with self._guard:
                self._games[game_id] = new
        return new

    def export_record(self, game_id: str) -> dict[str, Any]:
        return record_from_state(self.game(game_id).state, self.registry).to_json()

    def rematch(self, game_id: str) -> str:
        """Same seats and rules; the deal moves on to the next player."""
        state = self.game(game_id).state
        return self.new_game(state.players, (state.first_dealer + 1) % len(state.players), state.rules.choice)

    # -- history and players ------------------------------------------------
    def history(self, include_trash: bool = False) -> list[GameInfo]:
        return self.repo.list_games(include_trash=include_trash)

    def unfinished(self) -> GameInfo | None:
        """The most recently played unfinished game (to resume with one tap)."""
        games = [g for g in self.repo.list_games() if not g.finished]
        return max(games, key=lambda g: g.updated, default=None)

    def trash_list(self) -> list[GameInfo]:
        """The games in the trash, newest first."""
        return self.repo.list_trash()

    def trash(self, game_id: str) -> None:
        self.repo.trash_game(game_id)
        with self._guard:
            self._games.pop(game_id, None)

    def restore(self, game_id: str) -> None:
        self.repo.restore_game(game_id)

    def empty_trash(self) -> int:
        """Delete every game in the trash for good; returns how many."""
        trashed = [g.id for g in self.repo.list_trash()]
        count = self.repo.empty_trash()
        with self._guard:
            for game_id in trashed:
                self._games.pop(game_id, None)
        return count

    def players(self) -> list[PlayerStats]:
        games = sorted(self.repo.list_games(), key=lambda g: g.created)
        return player_stats((g.summary for g in games), (e.name for e in self.repo.roster()))

    def roster_names(self) -> list[str]:
        return [e.name for e in self.repo.roster()]

    def problems(self) -> list[str]:
        """Messages about damaged files set aside when the data was opened."""
        return [r.message for r in self.repo.quarantined()]


__all__ = ["GameService", "OpenGame", "StoredGameError", "StorageError"]
