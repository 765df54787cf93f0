"""Value objects returned by repositories, and helpers shared by them.

Repositories store actions as plain JSON-able dicts and a game's summary as
the domain's frozen :class:`~scorekeeper.domain.stats.GameSummary`; these
classes wrap them with the metadata the storage adds (id, dates, trash).
Action lists returned to callers are their own copy: mutating one never
changes what is stored (summaries are immutable, so they need no copy).
"""

from __future__ import annotations

import json
import math
import re
import secrets
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Iterable

from ..domain.names import clean_name, name_key
from ..domain.stats import GameSummary

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
    "check_summary",
    "game_label",
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


MAX_JSON_DEPTH = 64  # an action or a record nests a few levels; deeper is a loop or garbage


def copy_json(value: Any, _depth: int = 0) -> Any:
    """A deep copy of JSON data, checked as ``json.dumps`` would check it (a
    dict with a key that is not a string, a value that is not JSON, a NaN or
    an infinity is refused), without writing it out as text and reading it
    back: the data a tap saves is copied, not serialised twice. A tuple
    becomes a list, as JSON makes it. Raises TypeError or ValueError."""
    if value is None or value is True or value is False or type(value) is str or type(value) is int:
        return value
    if type(value) is float:
        if value != value or value in (math.inf, -math.inf):
            raise ValueError(f"Out of range float values are not JSON compliant: {value!r}")
        return value
    if _depth >= MAX_JSON_DEPTH:
        raise ValueError(f"JSON data nested deeper than {MAX_JSON_DEPTH} levels (a circular reference?)")
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            out[_json_key(key)] = copy_json(item, _depth + 1)
        return out
    if isinstance(value, (list, tuple)):
        return [copy_json(item, _depth + 1) for item in value]
    if isinstance(value, (str, int, float)):  # a subclass (an IntEnum, say): as json.dumps writes it
        return json.loads(json.dumps(value, allow_nan=False))
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


def _json_key(key: Any) -> str:
    """A dict key as ``json.dumps`` writes it (a number, a bool, None become text)."""
    if isinstance(key, str):
        return str(key)
    if key is True or key is False or key is None or isinstance(key, (int, float)):
        return json.dumps(key, allow_nan=False)
    raise TypeError(f"keys must be str, int, float, bool or None, not {type(key).__name__}")


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


def check_summary(summary: GameSummary) -> GameSummary:
    if not isinstance(summary, GameSummary):
        raise TypeError(f"summary must be a GameSummary, got {type(summary).__name__}")
    return summary


@dataclass(frozen=True)
class StoredGame:
    """A game as stored: its action log and summary, plus storage metadata."""

    id: str
    actions: list[dict[str, Any]]
    summary: GameSummary
    created: datetime
    updated: datetime
    trashed_at: datetime | None = None
    #: the schema version of the document as found on disk (before migrations)
    schema_version: int = 1

    @property
    def ended_early(self) -> bool:
        return self.summary.ended_early

    @property
    def left(self) -> tuple[str, ...]:
        return self.summary.left

    @property
    def joined(self) -> tuple[str, ...]:
        return self.summary.joined

    @property
    def trashed(self) -> bool:
        return self.trashed_at is not None

    @property
    def action_count(self) -> int:
        return len(self.actions)


@dataclass(frozen=True, slots=True)
class GameInfo:
    """One row of the history: what a game list shows, without the action log.

    The listing fields (players, preset, status, rounds, winners, totals) are
    read from :attr:`summary`, which also carries what the statistics need,
    so they are computed without loading any action log.
    """

    id: str
    created: datetime
    updated: datetime
    action_count: int
    summary: GameSummary
    trashed_at: datetime | None = None

    @property
    def players(self) -> tuple[str, ...]:
        return self.summary.players

    @property
    def preset(self) -> str | None:
        return self.summary.preset

    @property
    def status(self) -> str:
        return self.summary.status

    @property
    def finished(self) -> bool:
        return self.summary.finished

    @property
    def rounds_played(self) -> int:
        return self.summary.rounds_played

    @property
    def rounds_total(self) -> int | None:
        return self.summary.rounds_total

    @property
    def winners(self) -> tuple[str, ...]:
        return self.summary.winners

    @property
    def totals(self) -> tuple[int, ...]:
        return self.summary.totals

    @property
    def bids(self) -> str | None:
        return self.summary.bids

    @property
    def notequal(self) -> str | None:
        return self.summary.notequal

    @property
    def ended_early(self) -> bool:
        return self.summary.ended_early

    @property
    def left(self) -> tuple[str, ...]:
        return self.summary.left

    @property
    def joined(self) -> tuple[str, ...]:
        return self.summary.joined

    @property
    def trashed(self) -> bool:
        return self.trashed_at is not None

    def listing_key(self) -> tuple[Any, ...]:
        """The fields whose change makes the on-disk index worth rewriting.

        The current round and the exact-bid marks are left out: no list shows
        them, and an index entry that lags behind its game file is re-read
        from that file on the next open (its signature no longer matches).
        """
        s = self.summary
        return (
            s.players,
            s.preset,
            s.finished,
            s.rounds_played,
            s.rounds_total,
            s.winners,
            s.totals,
            s.ended_early,
            s.left,
            s.joined,
            self.trashed_at,
            self.created,
        )


def game_label(info: GameInfo) -> str:
    """How messages name a game: ``of 30 Nov 2026 with Ana, Ben, Cleo (<id>)``."""
    players = ", ".join(info.players) if info.players else "no players"
    return f"of {info.created:%d %b %Y} with {players} ({info.id})"


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
