"""Value objects returned by repositories, and helpers shared by them.

Repositories deal in plain JSON-able dicts (actions and summaries); these
classes only wrap them with the metadata the storage adds (id, dates,
trash). Everything returned to callers is their own copy: mutating it never
changes what is stored.
"""

from __future__ import annotations

import json
import re
import secrets
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Iterable

from ..domain.names import clean_name, name_key

__all__ = [
    "GameInfo",
    "QuarantineReport",
    "RosterEntry",
    "StoredGame",
    "GAME_ID_RE",
    "is_game_id",
    "new_game_id",
    "now",
    "player_key",
    "clean_name",
    "copy_json",
    "clean_actions",
    "clean_summary",
    "info_from_summary",
]

#: e.g. ``20261130-081500-ab12`` (UTC time of creation, then random hex)
GAME_ID_RE = re.compile(r"^\d{8}-\d{6}-[0-9a-f]{4,16}$")


def now() -> datetime:
    """The current local time, timezone-aware (microseconds keep same-second events ordered)."""
    return datetime.now(timezone.utc).astimezone()


def to_iso(moment: datetime) -> str:
    if moment.tzinfo is None:
        moment = moment.astimezone()
    return moment.isoformat()


def from_iso(text: str) -> datetime:
    moment = datetime.fromisoformat(text)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment


def is_game_id(value: object) -> bool:
    return isinstance(value, str) and GAME_ID_RE.match(value) is not None


def new_game_id(created: datetime, taken: Callable[[str], bool]) -> str:
    """A time-sortable id (UTC) not yet ``taken``."""
    if created.tzinfo is None:
        created = created.astimezone()
    stamp = created.astimezone(timezone.utc).strftime("%Y%m%d-%H%M%S")
    for length in (4, 4, 4, 4, 6, 6, 6, 6, 8, 8, 8, 8):
        candidate = f"{stamp}-{secrets.token_hex(length // 2)}"
        if not taken(candidate):
            return candidate
    raise RuntimeError("could not find a free game id")  # pragma: no cover - 2**32 space


# one definition of "the same player" for the engine, statistics and storage
player_key = name_key


def copy_json(value: Any) -> Any:
    """A deep copy through JSON (also proves the value is JSON-able)."""
    return json.loads(json.dumps(value, allow_nan=False))


def clean_actions(actions: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """Validate and copy an action list: JSON-able dicts with a string ``type``."""
    if isinstance(actions, dict):
        raise TypeError("actions must be a list of action dicts, not one dict")
    actions = list(actions)
    for number, action in enumerate(actions):
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise TypeError(f"action {number} must be a dict with a string 'type', got {action!r}")
    try:
        return copy_json(actions)
    except (TypeError, ValueError) as exc:
        raise TypeError(f"actions must be plain JSON data: {exc}") from exc


def clean_summary(summary: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(summary, dict):
        raise TypeError(f"summary must be a dict, got {type(summary).__name__}")
    try:
        return copy_json(summary)
    except (TypeError, ValueError) as exc:
        raise TypeError(f"summary must be plain JSON data: {exc}") from exc


@dataclass(frozen=True)
class StoredGame:
    """A game as stored: its action log and summary, plus storage metadata."""

    id: str
    actions: list[dict[str, Any]]
    summary: dict[str, Any]
    created: datetime
    updated: datetime
    trashed_at: datetime | None = None
    #: the schema version of the document as found on disk (before migrations)
    schema_version: int = 1

    @property
    def trashed(self) -> bool:
        return self.trashed_at is not None

    @property
    def action_count(self) -> int:
        return len(self.actions)


@dataclass(frozen=True)
class GameInfo:
    """One row of the history: what a game list shows, without the action log.

    The listing fields are read from the caller's summary
    (``players``, ``preset``, ``status``, ``rounds_played``, ``rounds_total``,
    ``winners``, ``totals``) with neutral defaults when missing. The whole
    summary is available as :attr:`summary` (a fresh copy each time), so
    statistics can be computed without loading every action log.
    """

    id: str
    players: tuple[str, ...]
    created: datetime
    updated: datetime
    preset: str | None
    status: str
    rounds_played: int
    rounds_total: int | None
    winners: tuple[Any, ...]
    totals: tuple[Any, ...]
    action_count: int
    trashed_at: datetime | None = None
    #: the stored summary; shared and never mutated -- read :attr:`summary` instead
    summary_data: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    @property
    def summary(self) -> dict[str, Any]:
        """The game's summary as last saved (your own copy)."""
        return copy_json(self.summary_data)

    @property
    def finished(self) -> bool:
        return self.status == "finished"

    @property
    def trashed(self) -> bool:
        return self.trashed_at is not None

    def listing_key(self) -> tuple[Any, ...]:
        """The fields whose change makes the on-disk index worth rewriting."""
        return (
            self.players,
            self.preset,
            self.status,
            self.rounds_played,
            self.rounds_total,
            self.winners,
            self.totals,
            self.trashed_at,
            self.created,
        )


def _as_tuple(value: Any) -> tuple[Any, ...]:
    if isinstance(value, (list, tuple)):
        return tuple(tuple(v) if isinstance(v, list) else v for v in value)
    return ()


def _as_int(value: Any, default: int | None) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def info_from_summary(
    *,
    game_id: str,
    summary: dict[str, Any],
    created: datetime,
    updated: datetime,
    trashed_at: datetime | None,
    action_count: int,
) -> GameInfo:
    raw_players = summary.get("players")
    players = tuple(p for p in raw_players if isinstance(p, str)) if isinstance(raw_players, list) else ()
    preset = summary.get("preset")
    status = summary.get("status")
    return GameInfo(
        id=game_id,
        players=players,
        created=created,
        updated=updated,
        preset=preset if isinstance(preset, str) else None,
        status=status if isinstance(status, str) else "unfinished",
        rounds_played=_as_int(summary.get("rounds_played"), 0) or 0,
        rounds_total=_as_int(summary.get("rounds_total"), None),
        winners=_as_tuple(summary.get("winners")),
        totals=_as_tuple(summary.get("totals")),
        action_count=action_count,
        trashed_at=trashed_at,
        summary_data=summary,
    )


@dataclass(frozen=True)
class RosterEntry:
    """A remembered player: the first spelling used, and when they were first/last seen."""

    name: str
    first_seen: datetime
    last_seen: datetime

    @property
    def key(self) -> str:
        return player_key(self.name)


@dataclass(frozen=True)
class QuarantineReport:
    """A file that could not be loaded and what was done with it.

    ``kind`` is ``"game"``, ``"index"`` or ``"roster"``. ``moved_to`` is the
    file's new place in the quarantine folder, or ``None`` when it was left
    where it was (written by a newer app version, or the folder is read-only).
    ``message`` is a sentence to show the player.
    """

    kind: str
    path: Path
    moved_to: Path | None
    reason: str
    message: str
    game_id: str | None = None
    players: tuple[str, ...] = ()
    created: datetime | None = None
