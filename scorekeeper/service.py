"""The service layer: games of the domain, kept in a repository.

One :class:`GameService` per process, shared by every session (each browser
tab in web mode). It keeps each open game in memory once, applies actions
under a per-game lock and saves every action before it is shown, so two
tabs on the same game never overwrite each other, and an action is either
saved and applied, or refused with the game unchanged.
"""

from __future__ import annotations

import copy
import logging
import threading
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, Callable, Iterable, overload

from .domain.state import next_playing
from .domain import (
    Game,
    GameState,
    PlayerStats,
    PresetRegistry,
    GameAction,
    RuleChoice,
    ScorekeeperError,
    Start,
    action_from_json,
    game_from_record,
    game_summary,
    player_stats,
)
from .domain.text import MAX_RECORD_BYTES, excerpt, one_line
from .storage import GameInfo, GameRepository, StorageError

if TYPE_CHECKING:
    from .backup.restore import RestoreReport
    from .exports import Export, ExportFormat, Paper

# The exports (with the PDF pad's module) and backup and restore are imported
# by the methods that use them: a session's start, a tap and the command
# line's other commands need none of them (where Python runs in the browser
# every module imported at start is paid for at every start).

_log = logging.getLogger("scorekeeper.service")

#: What the service raises for an action it refuses (the rules' errors) or a
#: game it cannot read or save (storage's): a caller catches these and names
#: no storage error itself.
SERVICE_ERRORS: tuple[type[Exception], ...] = (ScorekeeperError, StorageError)


class StoredGameError(ScorekeeperError):
    """A stored action log that no longer replays (e.g. a preset file removed).

    ``reason`` says why in words (``round 1: Ana cannot take 99 tricks (0 to 1)``).
    """

    def __init__(self, message: str, *, reason: str | None = None) -> None:
        super().__init__(message)
        self.reason = reason or message


def replay_stored(actions: list[dict[str, Any]], registry: PresetRegistry) -> Game:
    """The game of a stored action log, or :class:`StoredGameError` saying why the rules refuse it."""
    parsed: list[GameAction] = []
    for number, data in enumerate(actions, start=1):
        try:
            parsed.append(action_from_json(data))
        except ValueError as exc:
            raise StoredGameError(_bad_move(number, data, exc)) from exc
    try:
        return Game.replay(parsed, registry)
    except (ScorekeeperError, ValueError) as exc:
        raise StoredGameError(one_line(exc, 160)) from exc


def log_refusal(actions: list[dict[str, Any]], registry: PresetRegistry) -> str | None:
    """Why the rules refuse a stored action log, in words; ``None`` when it
    replays. The composition root hands this to the repository, which sets
    such a game file aside when it reads one from disk."""
    try:
        replay_stored(actions, registry)
    except StoredGameError as exc:
        return exc.reason
    return None


def _bad_move(number: int, data: Any, exc: ValueError) -> str:
    """One line for an action the engine cannot even read (pydantic's text is many lines)."""
    if not isinstance(data, dict):
        return f"move {number} is not a move ({excerpt(data, 40)})"
    errors = getattr(exc, "errors", None)
    first = errors()[0] if callable(errors) and errors() else {}
    kind = data.get("type")
    if first.get("type") == "union_tag_invalid":
        return f"move {number} is of an unknown kind {excerpt(kind, 40)}"
    field = ".".join(str(part) for part in first.get("loc", ())[1:])
    problem = first.get("msg") or one_line(exc, 120)
    return f"move {number} ({excerpt(kind, 40)}) is not valid: {field + ': ' if field else ''}{problem.lower()}"


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
            game = replay_stored(stored.actions, self.registry)
        except StoredGameError as exc:  # set it aside (kept), like a damaged file: it cannot be opened
            report = self.repo.quarantine_game(game_id, exc.reason)
            raise StoredGameError(report.message, reason=exc.reason) from exc
        with self._guard:
            return self._games.setdefault(game_id, game)

    def open(self, game_id: str) -> OpenGame:
        info = self.repo.get_info(game_id)
        game = self.game(game_id)
        return OpenGame(game_id, game, in_trash=info.trashed)

    @overload
    def act(self, game_id: str, action: GameAction, *then: GameAction) -> Game: ...

    @overload
    def act(self, game_id: str, action: GameAction, *then: GameAction,
            check: Callable[[GameState], bool]) -> Game | None: ...

    def act(self, game_id: str, action: GameAction, *then: GameAction,
            check: Callable[[GameState], bool] | None = None) -> Game | None:
        """Apply and save one action (and ``then`` the ones after it, saved
        together: one tap of direct entry scores the round and deals the
        next in one write). Raises a ScorekeeperError (the rules refuse one)
        or a StorageError (they could not be saved); either way the game
        stays exactly as it was. ``check``: asked under the game's lock,
        with the game as it is then, whether the tap still applies (a tap
        for a turn that is over does not); None when it does not (nothing
        is saved). One call, one look-up of the game, one write."""
        with self._lock(game_id):
            game = self.game(game_id)
            if check is not None and not check(game.state):
                return None
            new = game.apply(action)
            for later in then:
                new = new.apply(later)
            self.repo.append_actions(
                game_id, [a.to_json() for a in (action, *then)], game_summary(new.state), expected_count=len(game.log)
            )
            with self._guard:
                self._games[game_id] = new
        return new

    # -- exports, backup and restore (one code path for the app and the CLI) --
    def export(self, game_id: str, fmt: ExportFormat | str, *, paper: Paper | str = "a4",
               language: str = "en") -> Export:
        """The game as a file (CSV, JSON record, PDF score pad, text summary),
        dated by when it was started, its words in ``language``."""
        info = self.repo.get_info(game_id)
        state = self.game(game_id).state
        from .exports import export_game

        return export_game(state, fmt, played=info.created, paper=paper, registry=self.registry, language=language)

    def share_link(self, game_id: str, site: str) -> str:
        """The link that is the game (``SITE#g=...``, :mod:`scorekeeper.exports.link`):
        its record, as ``export --format json`` gives it, in the address."""
        from .domain import record_from_state
        from .exports.link import game_link

        return game_link(site, record_from_state(self.game(game_id).state, self.registry).to_json())

    def read_link(self, link: str) -> Game:
        """The game a link carries (``SITE#g=...``), replayed under today's
        presets; a damaged or foreign link raises a one-line ``LinkError``."""
        from .exports.link import LinkError, record_of_link

        try:
            return game_from_record(record_of_link(link), self.registry)
        except LinkError:
            raise
        except ScorekeeperError as exc:
            raise LinkError(f"this link's game is not a valid game record: {one_line(exc, 120)}",
                            code="link.invalid") from exc

    def keep_link(self, link: str) -> tuple[str, bool]:
        """Store the game a link carries, once: ``(id, True)`` for a game
        added, ``(id, False)`` for the same game already here (the same
        record, in the history); nothing is stored for a link
        that is refused."""
        from .domain import record_from_state

        game = self.read_link(link)
        wanted = record_from_state(game.state, self.registry).to_json()
        for info in self.repo.list_games():
            if tuple(info.players) != tuple(game.state.players):
                continue
            try:
                known = record_from_state(self.game(info.id).state, self.registry).to_json()
            except SERVICE_ERRORS:
                continue
            if known == wanted:
                return info.id, False
        return self.add_game(game), True

    def bgstats_link(self, game_id: str) -> str:
        """BG Stats' import link of a game that is over (:mod:`scorekeeper.exports.bgstats`),
        dated by its start, its length the time from the start to its last action."""
        from .exports.bgstats import bgstats_play, bgstats_url

        info = self.repo.get_info(game_id)
        state = self.game(game_id).state
        return bgstats_url(bgstats_play(state, game_id=game_id, started=info.created, ended=info.updated))

    def backup(self) -> Export:
        """Every game (history and trash) with its whole action log, in one
        file (``wizard-scorekeeper/backup@1``). A game file that cannot be
        read is left out; it is set aside and reported in :meth:`problems`."""
        from .backup.file import MAX_BACKUP_BYTES, BackupError, GameEntry, backup_bytes
        from .exports import Export

        entries = []
        for info in self.repo.list_games(include_trash=True):
            try:
                stored = self.repo.load_game(info.id)
            except StorageError as exc:
                _log.warning("backup: left out %s", one_line(exc, 160))
                continue
            entries.append(GameEntry(stored.id, stored.created, stored.updated, stored.trashed, stored.actions))
        data = backup_bytes(entries)
        if len(data) > MAX_BACKUP_BYTES:
            raise BackupError(
                f"{len(entries)} games make a backup of {len(data) / 1e6:.1f} MB, more than the "
                f"{MAX_BACKUP_BYTES // 1_000_000} MB a restore reads; empty the trash or export games one by one"
            )
        today = datetime.now().astimezone()
        return Export(f"wizard-backup-{today:%Y-%m-%d}.json", "application/json", data)

    def restore_backup(self, data: bytes) -> RestoreReport:
        """Add the games of a backup file. The whole file is checked and every
        game replayed before anything is stored: a damaged or foreign file
        raises a BackupError and stores nothing; a game already here (same
        id, or the same action log) is skipped; one the rules refuse is
        reported and the others are stored."""
        from .backup.file import parse_backup
        from .backup.restore import RestoreReport, log_key, plan_restore

        backup = parse_backup(data)
        known = self.repo.list_games(include_trash=True)
        ids = {info.id for info in known}
        by_shape: dict[tuple[tuple[str, ...], int], list[str]] = {}
        for info in known:
            by_shape.setdefault((tuple(info.players), info.action_count), []).append(info.id)
        logs: dict[str, str] = {}

        def same_log(players: tuple[str, ...], actions: list[dict[str, Any]]) -> bool:
            wanted = log_key(actions)
            for game_id in by_shape.get((tuple(players), len(actions)), []):
                if game_id not in logs:
                    try:
                        logs[game_id] = log_key(self.repo.load_game(game_id).actions)
                    except StorageError:
                        logs[game_id] = ""
                if logs[game_id] == wanted:
                    return True
            return False

        plan = plan_restore(backup, lambda actions: replay_stored(actions, self.registry),
                            present=ids.__contains__, same_log=same_log)
        added: list[str] = []
        for planned in plan.games:
            try:
                game_id = self.repo.create_game(planned.actions, game_summary(planned.game.state), created=planned.created)
                added.append(game_id)
                if planned.trashed:
                    self.repo.trash_game(game_id)
            except StorageError as exc:  # same error type (a full disk stays one), with what was done
                stopped = copy.copy(exc)
                stopped.message = (
                    f"{one_line(exc, 100)} Restored {len(added)} of {len(plan.games)} games before that; restore the "
                    "same file again to add the rest (games already restored are skipped)."
                )
                raise stopped from exc
        return RestoreReport(tuple(added), plan.skipped, plan.refused)

    def import_record_file(self, data: bytes) -> str:
        """Store the game of one game record file (``wizard-scorekeeper/game@1``)
        and return its id; a file that is not one raises a one-line error."""
        from .backup.file import decode_text, load_json, refuse_record_as_backup

        value = load_json(decode_text(data, "the file", MAX_RECORD_BYTES), "the file")
        refuse_record_as_backup(value)
        return self.add_game(game_from_record(value, self.registry))

    def rematch(self, game_id: str) -> str:
        """The table as it ended (who played the last round, in seat order) and the
        rules it started with; the deal moves on to the next player after the first dealer."""
        state = self.game(game_id).state
        playing = state.current.playing
        dealer = next_playing(state.first_dealer, len(state.players), state.current.out)
        return self.new_game(tuple(state.players[s] for s in playing), playing.index(dealer),
                             state.first_rules.choice)

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


__all__ = ["SERVICE_ERRORS", "GameService", "OpenGame", "StoredGameError", "StorageError", "log_refusal",
           "replay_stored"]
