"""Deciding what a restore stores: every game of a parsed backup is
replayed through the rules before anything is written; a game already
present (same id, or the very same action log) is skipped, one that does not
replay is refused with the reason, the rest are stored by the caller.

Pure: the caller says which ids and logs it already holds.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Callable

from ..domain import Game, ScorekeeperError
from ..domain.text import excerpt, one_line
from .file import MAX_ACTIONS_PER_GAME, BackupFile, BackupGame
from ..l10n import day_words


@dataclass(frozen=True)
class RestoreReport:
    added: tuple[str, ...]  # ids of the games stored
    skipped: tuple[str, ...]  # ids (as in the backup) of games already present
    refused: tuple[tuple[str, str], ...]  # (which game, why)


@dataclass(frozen=True, slots=True)
class PlannedGame:
    backup_id: str
    label: str
    game: Game
    actions: list[dict[str, Any]]  # the replayed log, as storage keeps it
    created: datetime
    trashed: bool


@dataclass(frozen=True, slots=True)
class RestorePlan:
    games: tuple[PlannedGame, ...]
    skipped: tuple[str, ...]
    refused: tuple[tuple[str, str], ...]


def log_key(actions: list[dict[str, Any]]) -> str:
    """Two logs are the same game when this text is."""
    return json.dumps(actions, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=timezone.utc)


def game_label(entry: BackupGame) -> str:
    """``game of 30 Nov 2026 with Ana, Ben, Cleo (id 20261130-...)``, from
    what the entry says even when it does not replay."""
    start = entry.actions[0]
    players = start.get("players") if start.get("type") == "start" else None
    names = ""
    if isinstance(players, list) and players and all(isinstance(p, str) for p in players):
        names = " with " + ", ".join(excerpt(p, 24).strip("'\"") for p in players[:6])
    return f"game of {day_words(_aware(entry.created).date(), 'en')}{names} (id {entry.id})"


def plan_restore(
    backup: BackupFile,
    replay: Callable[[list[dict[str, Any]]], Game],
    *,
    present: Callable[[str], bool],
    same_log: Callable[[tuple[str, ...], list[dict[str, Any]]], bool],
) -> RestorePlan:
    """``replay(actions)``: the game of a log, or a ScorekeeperError/ValueError
    saying why not; ``present(id)``: a game with this id is stored;
    ``same_log(players, actions)``: a stored game of these players has
    exactly this log."""
    planned: list[PlannedGame] = []
    skipped: list[str] = []
    refused: list[tuple[str, str]] = []
    seen_ids: set[str] = set()
    seen_logs: set[str] = set()
    for entry in backup.games:
        if entry.id in seen_ids or present(entry.id):
            skipped.append(entry.id)
            continue
        seen_ids.add(entry.id)
        label = game_label(entry)
        raw = log_key(entry.actions)
        if raw in seen_logs:  # the same game twice in the file: checked before the costly replay
            skipped.append(entry.id)
            continue
        if len(entry.actions) > MAX_ACTIONS_PER_GAME:
            refused.append((label, f"{len(entry.actions):,} moves, more than the {MAX_ACTIONS_PER_GAME:,} a game may have"))
            continue
        try:
            game = replay(entry.actions)
        except (ScorekeeperError, ValueError) as exc:  # a rule broken, or an action of unknown shape
            refused.append((label, one_line(exc, 160)))
            continue
        actions = [a.to_json() for a in game.log]
        keys = {log_key(actions), raw}
        seen_logs |= keys
        if any(same_log(game.state.players, log) for log in (actions, entry.actions)):
            skipped.append(entry.id)
            continue
        planned.append(PlannedGame(entry.id, label, game, actions, _aware(entry.created), entry.trashed))
    return RestorePlan(tuple(planned), tuple(skipped), tuple(refused))


__all__ = ["PlannedGame", "RestorePlan", "RestoreReport", "game_label", "log_key", "plan_restore"]
